"""Hints over houses and cages: followed from the givens they reach the published solution on every puzzle of
every variant set, each naming its technique in the variant's words; a wrong digit is named first."""
from __future__ import annotations

import pytest

from game.logic.sudoku import geo_hints, variants
from game.logic.sudoku.geometry import BOX, REGION
from tests.datasets import variant_rows


@pytest.mark.parametrize("variant", ("x", "jigsaw", "killer", "6x6"))
def test_hints_replay_to_the_solution(variant):
    words = set()
    for line, solution in variant_rows(variant)[:10]:
        p = variants.parse_puzzle(variant, line)
        answer = tuple(int(ch) for ch in solution)
        entries = [0] * p.geo.cells
        for _ in range(p.geo.cells):
            hint = geo_hints.next_hint(p.geo, p.givens, tuple(entries), answer)
            if hint is None:
                break
            assert hint.placement is not None and hint.wrong is None
            cell, digit = hint.placement
            assert answer[cell] == digit and not entries[cell] and not p.givens[cell]
            assert hint.technique is not None and hint.technique.label in hint.text
            entries[cell] = digit
            words.update(w for w in ("the diagonal", "region", "cage of", "box") if w in hint.text)
        assert tuple(g or e for g, e in zip(p.givens, entries)) == answer
    expected = {"x": "the diagonal", "jigsaw": "region", "killer": "cage of", "6x6": "box"}[variant]
    assert expected in words


def test_a_wrong_digit_comes_first():
    line, solution = variant_rows("killer")[0]
    p = variants.parse_puzzle("killer", line)
    entries = [0] * 81
    entries[40] = int(solution[40]) % 9 + 1
    hint = geo_hints.next_hint(p.geo, p.givens, tuple(entries))
    assert hint is not None and hint.wrong == 40 and hint.placement is None and "Row 5, column 5 holds" in hint.text


def test_region_words_name_the_jigsaw_region():
    line, _ = variant_rows("jigsaw")[0]
    p = variants.parse_puzzle("jigsaw", line)
    names = [p.geo.house_name(h) for h, k in enumerate(p.geo.kinds) if k in (BOX, REGION)]
    assert names == [f"region {k}" for k in range(1, 10)]
