"""A long last number (read digit by digit, without a table) gives its values one exact cost at a time: the same
values its full table holds at that cost; and it counts its readings per cost as many as the table has."""
from __future__ import annotations

import random

from game.logic import matchstick as ms
from game.logic.matchstick.cellwalk import cell_options
from game.logic.matchstick.numbers import LastNumber, NumberTable
from game.logic.matchstick.play import parse_puzzle


def _last_number_cells(text: str, preset: str, mode: str) -> tuple[tuple[tuple[int, int, int, str], ...], ...]:
    puzzle = parse_puzzle(text, ms.rules_from(preset))
    options = cell_options(puzzle, mode)
    last_op = max(i for i, kind in enumerate(puzzle.layout.kinds) if kind == ms.OP)
    return tuple(tuple(cell) for cell in options[last_op + 1:])


def test_a_long_last_number_lists_the_values_of_its_table_cost_by_cost() -> None:
    rng = random.Random(5)
    checked = refused = 0
    for _ in range(12):
        value = rng.randint(10_000, 999_999)
        preset = rng.choice(["classic", "relaxed"])
        mode = rng.choice(ms.MODES)
        k = rng.randint(1, 3)
        cells = _last_number_cells(f"1+2={value}", preset, mode)
        last = LastNumber(cells, k)
        assert last.direct
        full = NumberTable(cells, k)
        table = full.values()
        counts = last.counts()
        for r in range(k + 1):
            for a in range(k + 1):
                expected = table.get((r, a), set())
                assert last.values_at((r, a), 10 ** 6) == expected, (value, preset, mode, k, r, a)
                assert counts.get((r, a), 0) == len(full.at_cost(r, a))
                if len(expected) > 3:
                    assert last.values_at((r, a), 3) is None
                    refused += 1
                checked += bool(expected)
    assert checked > 50 and refused > 10, (checked, refused)
