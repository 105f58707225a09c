"""The `solve stones` / `generate stones` adapter: exact fields, clear errors, instant on huge input."""
from __future__ import annotations

import argparse
import random

import pytest

from game.commands import stones as cmd
from game.logic import stones
from game.logic.common import PuzzleError


def args(normal=False, **extra):
    return argparse.Namespace(normal=normal, **extra)


def test_solve_reports_the_heaps_the_rule_who_wins_and_the_move():
    result = cmd.solve(["3", "4", "5"], args())
    assert result == {"heaps": [3, 4, 5], "rule": "misere", "winning": True, "move": {"heap": 0, "take": 2}}
    # (1, 4, 5): nim-sum 0 with two big heaps, so the mover loses under both rules.
    for normal in (False, True):
        result = cmd.solve(["1", "4", "5"], args(normal))
        assert result["winning"] is False and result["move"] is None
        assert result["rule"] == ("normal" if normal else "misere")


@pytest.mark.parametrize("normal", [False, True])
def test_solve_agrees_with_the_brute_force_search(normal):
    rule = stones.Rule.NORMAL if normal else stones.Rule.MISERE
    table = stones.search_outcomes(3, 6, rule, merge=False)
    for pos, wins in table.items():
        result = cmd.solve([str(h) for h in pos], args(normal))
        assert result["winning"] == wins and result["heaps"] == list(pos)
        if wins and any(pos):
            after = list(pos)
            after[result["move"]["heap"]] -= result["move"]["take"]
            assert not table[tuple(after)], pos


@pytest.mark.parametrize("tokens,words", [
    ([], "no heaps"),
    (["3", "-4"], "heap 1 (0-based) is -4"),
    (["3", "4.5"], "heap 1 (0-based) is '4.5'"),
    (["x"], "whole number"),
    (["1e9"], "whole number"),
    (["٣"], "whole number"),  # an Arabic-Indic digit is not a plain whole number here
    (["9" * 5000], "too large"),
])
def test_bad_heaps_give_a_clear_error(tokens, words):
    with pytest.raises(PuzzleError) as err:
        cmd.solve(tokens, args())
    assert words in str(err.value)


def test_huge_boards_are_answered_by_a_move_that_zeroes_the_nim_sum():
    rng = random.Random(9)
    heaps = [rng.randrange(2, 10 ** 9 + 1) for _ in range(1000)]
    result = cmd.solve([str(h) for h in heaps], args())
    parity = 0
    for h in heaps:
        parity ^= h
    assert result["winning"] == (parity != 0)
    heaps[result["move"]["heap"]] -= result["move"]["take"]
    left = 0
    for h in heaps:
        left ^= h
    assert left == 0 and min(heaps) >= 0


def test_text_output_says_who_wins_and_the_move():
    assert "take 2 from heap 0" in cmd.format_text(cmd.solve(["3", "4", "5"], args()))
    assert "loses" in cmd.format_text(cmd.solve(["1", "4", "5"], args()))
    assert "over" in cmd.format_text(cmd.solve(["0", "0"], args()))


def test_generate_gives_parseable_winnable_levels():
    ns = argparse.Namespace(difficulty="hard", count=5, seed=4, heaps=None, cap=None, normal=False)
    levels = cmd.generate(ns)
    assert len(levels) == 5 and len({lv["id"] for lv in levels}) == 5
    for lv in levels:
        spec = stones.parse_level({k: v for k, v in lv.items() if k not in ("id", "band")})
        table = stones.search_outcomes(len(spec.heaps), spec.cap + 1, spec.rule)
        assert table[tuple(sorted(spec.heaps))]  # the player moves first from a winning start
    with pytest.raises(PuzzleError, match="difficulty"):
        cmd.generate(argparse.Namespace(difficulty="silly", count=1, seed=1, heaps=None, cap=None, normal=False))


def test_the_command_line_solves_one_position_per_line(monkeypatch, capsys):
    import io
    import json

    from game.cli import main

    assert main(["solve", "stones", "3", "4", "5", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"heaps": [3, 4, 5], "rule": "misere", "winning": True,
                                                   "move": {"heap": 0, "take": 2}}
    big = " ".join(["1000000000"] * 1000)
    monkeypatch.setattr("sys.stdin", io.StringIO(f"1 4 5\n3 -1\n{big}\n"))
    assert main(["solve", "stones", "-", "--json", "--normal"]) == 1  # one bad line: exit 1 at the end
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert lines[0] == {"heaps": [1, 4, 5], "rule": "normal", "winning": False, "move": None}
    assert "heap 1 (0-based) is -1" in lines[1]["error"]
    assert lines[2]["winning"] is False and lines[2]["move"] is None  # 1000 equal heaps: nim-sum 0
    assert main(["solve", "stones", "3", "x"]) == 1
    assert "heap 1 (0-based) is 'x'" in capsys.readouterr().err
