"""A puzzle typed or pasted: every form other apps write loads the same puzzle, a sudoku with 0, 1 and 2+
solutions gets three different answers, and bad text gets a sentence, never an exception of another kind."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.levels import Catalog
from game.logic.codes import code_of
from game.logic.pasted import PasteError, read_puzzle
from game.logic.sudoku.board import BOXES
from tests.properties import Tally
from tests.sudoku.oracle import naive_count

SUDOKU = Catalog.load().levels("sudoku")[0].spec
GRID = SUDOKU.puzzle


def line(grid: tuple[int, ...], blank: str) -> str:
    return "".join(str(d) if d else blank for d in grid)


def nine_lines(grid: tuple[int, ...], separators: bool) -> str:
    rows = []
    for r in range(9):
        cells = [str(d) if d else "." for d in grid[r * 9:r * 9 + 9]]
        if separators:
            rows.append(" | ".join(" ".join(cells[k:k + 3]) for k in (0, 3, 6)))
            if r in (2, 5):
                rows.append("------+-------+------")
        else:
            rows.append("".join(cells))
    return "\n".join(rows)


def tatham_id(grid: tuple[int, ...]) -> str:
    """Solo's game id as its documentation describes it: runs of blanks as a letter (a = 1 ... z = 26),
    givens as digits, '_' between two givens side by side."""
    out, run, last_digit = [], 0, False
    for d in grid:
        if d == 0:
            run += 1
            continue
        while run:
            step = min(run, 26)
            out.append(chr(ord("a") + step - 1))
            run -= step
            last_digit = False
        if last_digit:
            out.append("_")
        out.append(str(d))
        last_digit = True
    while run:
        step = min(run, 26)
        out.append(chr(ord("a") + step - 1))
        run -= step
    return "3x3:" + "".join(out)


@pytest.mark.parametrize("form", ["zeros", "dots", "nine lines", "separators", "tatham", "code", "spaced code"])
def test_every_sudoku_form_loads_the_same_puzzle(form: str) -> None:
    code = code_of("sudoku", SUDOKU)
    text = {"zeros": line(GRID, "0"), "dots": line(GRID, "."), "nine lines": nine_lines(GRID, False),
            "separators": nine_lines(GRID, True), "tatham": tatham_id(GRID), "code": code,
            "spaced code": " ".join(code[i:i + 5] for i in range(0, len(code), 5)).lower()}[form]
    pasted = read_puzzle(text)
    assert pasted.game == "sudoku" and pasted.level.puzzle == GRID and pasted.code == code
    assert pasted.proper and pasted.level.grade == SUDOKU.grade
    assert SUDOKU.grade.label in pasted.verdict


def test_tatham_ids_of_many_grids_read_back() -> None:
    tally = Tally()

    @settings(max_examples=100, deadline=None)
    @given(st.lists(st.sampled_from([0] * 6 + list(range(1, 10))), min_size=81, max_size=81))
    def check(cells: list[int]) -> None:
        from game.logic.sudoku.text_forms import read_tatham
        assert read_tatham(tatham_id(tuple(cells))) == tuple(cells)
        tally("long run" if "z" in tatham_id(tuple(cells)) else "checked")

    check()
    tally.require(checked=50)


def test_zero_one_and_several_solutions_get_three_answers() -> None:
    assert naive_count(GRID, 2) == 1
    assert "One solution, grade" in read_puzzle(line(GRID, ".")).verdict

    several = tuple(0 if i in BOXES[0] else d for i, d in enumerate(GRID))
    assert naive_count(several, 2) == 2
    pasted = read_puzzle(line(several, "."))
    assert not pasted.proper and pasted.code is None and "more than one solution" in pasted.verdict
    assert "no records" in pasted.verdict

    clash = list(GRID)
    blank = next(i for i in range(9) if not GRID[i])
    digit = next(d for d in GRID[:9] if d)
    clash[blank] = digit
    with pytest.raises(PasteError) as caught:
        read_puzzle(line(tuple(clash), "."))
    assert "no solution" in caught.value.reason and f"both hold {digit}" in caught.value.reason


def test_a_cell_no_digit_fits_is_named() -> None:
    grid = [0] * 81
    for c, d in zip(range(1, 9), range(1, 9)):
        grid[c] = d  # row 1 holds 1..8 from column 2 on
    grid[9 * 4] = 9  # and column 1 holds a 9: row 1, column 1 takes nothing
    with pytest.raises(PasteError) as caught:
        read_puzzle(line(tuple(grid), "."))
    assert "no digit fits row 1, column 1" in caught.value.reason
    assert naive_count(tuple(grid), 1) == 0


def test_an_equation_heaps_and_cards_load() -> None:
    pasted = read_puzzle("6 + 4 = 4")
    assert pasted.game == "matchstick" and pasted.level.puzzle.text == "6+4=4" and pasted.level.moves == 1
    assert read_puzzle(pasted.code or "").level.task == pasted.level.task
    two = read_puzzle("9-5=8, move 2")
    assert two.level.moves == 2 and two.level.puzzle.text == "9-5=8" and "6 answers 2 sticks away" in two.verdict
    heaps = read_puzzle("heaps 3 4 5")
    assert heaps.game == "stones" and heaps.level.heaps == (3, 4, 5)
    assert read_puzzle("3 4 5", game="stones").code == heaps.code
    assert "win" in heaps.verdict
    cards = read_puzzle("cards 3 3 8 8")
    assert cards.game == "twentyfour" and cards.level.cards == (3, 3, 8, 8) and cards.level.target == 24
    assert read_puzzle("3 3 8 8", game="twentyfour").code == cards.code
    assert read_puzzle("A J Q K").game == "twentyfour"
    ten = read_puzzle("cards 1 2 3 4 target 10")
    assert ten.level.target == 10 and "make 10" in ten.verdict


@pytest.mark.parametrize("text, words", [
    ("", "type or paste"),
    ("3 4 5", "heaps or cards"),
    ("hello", "neither a code nor a puzzle"),
    ("3x4:abc", "only plain 3x3"),
    ("3x3:a1b2", "cells, not 81"),
    ("3x3:a12" + "z" * 3, "without '_'"),
    ("1" * 80, "80 cells, not 81"),
    ("1=2 move 9", "from 1 to 4"),
    ("8+3=0", "no answer"),
    ("heaps 0 0", "empty"),
    ("heaps 3 40", "at most 31"),
    ("cards 1/0 2", "zero denominator"),
    ("S1ABCD", "check character"),
    ("x" * 3000, "at most 2000"),
])
def test_bad_text_gets_a_sentence(text: str, words: str) -> None:
    with pytest.raises(PasteError) as caught:
        read_puzzle(text)
    assert words in caught.value.reason


def test_any_text_is_read_or_refused_with_a_sentence() -> None:
    tally = Tally()

    @settings(max_examples=300, deadline=None)
    @given(st.text(alphabet="0123456789.=+-*/|x:abz_ SNMT\n", max_size=100))
    def check(text: str) -> None:
        try:
            read_puzzle(text)
            tally("read")
        except PasteError as err:
            assert err.reason
            tally("refused")

    check()
    tally.require(refused=100)
