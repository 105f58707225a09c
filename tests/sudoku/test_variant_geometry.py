"""Houses as data: the classic geometry is the board's rows, columns and boxes; each variant adds its houses or
cages, and a layout that breaks the rules is refused with a message naming what is wrong."""
from __future__ import annotations

import pytest

from game.logic.common import PuzzleError
from game.logic.sudoku import board, geometry, variants


def test_classic_is_the_boards_houses_and_peers():
    g = geometry.CLASSIC
    assert g.houses == board.UNITS
    assert g.peers == board.PEERS
    for i in range(81):
        r, c = divmod(i, 9)
        assert g.regions[i] == (r // 3) * 3 + c // 3


def test_variant_houses():
    x = geometry.diagonal()
    assert len(x.houses) == 29 and len(x.peers[0]) == 20 + 6 and len(x.peers[1]) == 20
    assert x.house_name(27) == "the diagonal r1c1-r9c9"
    six = geometry.six()
    assert six.cells == 36 and all(len(h) == 6 for h in six.houses)
    assert six.houses[12] == (0, 1, 2, 6, 7, 8)  # a box is 2 rows by 3 columns
    assert len(six.peers[0]) == 5 + 5 + 2


BOXES = "".join(str((r // 3) * 3 + c // 3 + 1) for r in range(9) for c in range(9))


@pytest.mark.parametrize("regions, words", [
    (BOXES[:80], "81 digits 1-9, got 80"),
    (BOXES[:80] + "0", "bad region '0' at position 81"),
    ("2" + BOXES[1:], "region 1 has 8 cells"),
    (BOXES[:2] + BOXES[3] + BOXES[2] + BOXES[4:], "region 1 is not connected"),
])
def test_bad_regions(regions, words):
    with pytest.raises(PuzzleError, match=words):
        variants.parse_puzzle("jigsaw", "0" * 81 + " " + regions)


ROWS = "".join("ABCDEFGHI"[r] for r in range(9) for _ in range(9))


@pytest.mark.parametrize("cages, sums, words", [
    (ROWS, "45,45,45,45,45,45,45,45", "9 cages but 8 sums"),
    ("B" + ROWS[1:], ",".join(["45"] * 9), "out of order"),
    (ROWS, ",".join(["45"] * 8 + ["46"]), r"cage I \(sum 46 in 9 cells\): no distinct digits"),
    (ROWS[:80] + "!", ",".join(["45"] * 9), "bad cage letter '!'"),
    (ROWS, ",".join(["45"] * 8 + ["x"]), "cage sum 9 .* is not a sum"),
])
def test_bad_cages(cages, sums, words):
    with pytest.raises(PuzzleError, match=words):
        variants.parse_puzzle("killer", "0" * 81 + " " + cages + " " + sums)


def test_givens_that_break_a_cage_or_a_diagonal():
    with pytest.raises(PuzzleError, match="r1c1 and r9c9 both hold 5"):
        variants.parse_puzzle("x", "5" + "0" * 79 + "5")
    with pytest.raises(PuzzleError, match="cannot make its sum 3"):
        variants.parse_puzzle("killer", "3" + "0" * 80 + " AABBBBBBB" + ROWS[9:].translate(str.maketrans(
            "BCDEFGHI", "CDEFGHIJ")) + " 3,42," + ",".join(["45"] * 8))


def test_text_form_round_trips():
    for variant, line in (("x", "1" + "0" * 80), ("6x6", "1" + "." * 35)):
        p = variants.parse_puzzle(variant, line)
        assert variants.parse_puzzle(variant, variants.format_puzzle(p)) == p
