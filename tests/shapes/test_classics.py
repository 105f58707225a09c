"""Classic shape puzzles with their published answers (sources in tests/data/README.md)."""
from __future__ import annotations

from game.logic.shapes import Action, Kind, Puzzle, check_puzzle, parse_picture, present_shapes, solve_all

GRID_3X3 = "\n".join([".-.-.-.", "| | | |"] * 3 + [".-.-.-."])
GRID_2X2 = "\n".join([".-.-.", "| | |"] * 2 + [".-.-."])
THREE_TRIANGLES = "\n".join([   # three triangles in a row, on a board with room above them
    "      .",
    "",
    "    .   .",
    "",
    "  .   .   .",
    " / \\ / \\ / \\",
    ".---.---.---.",
])


def _puzzle(picture: str, kind: Kind, action: Action, k: int, n: int) -> Puzzle:
    lattice, start = parse_picture(picture, kind)
    puzzle = Puzzle(lattice, start, action, k, n)
    check_puzzle(puzzle)
    return puzzle


def _shapes(puzzle: Puzzle, layout: int) -> list[tuple[int, frozenset[tuple[int, int]]]]:
    """(size, corner points) of every shape in the layout."""
    lattice = puzzle.lattice
    return [(lattice.shapes[i].size, frozenset(lattice.shapes[i].corners)) for i in present_shapes(lattice, layout)]


def _touch(a: frozenset[tuple[int, int]], b: frozenset[tuple[int, int]]) -> bool:
    """Two squares (by corners) touch when a side or corner of one lies on the other's outline."""
    (ar0, ac0), (ar1, ac1) = min(a), max(a)
    (br0, bc0), (br1, bc1) = min(b), max(b)
    def on_outline(r: int, c: int, r0: int, c0: int, r1: int, c1: int) -> bool:
        return (r0 <= r <= r1 and c0 <= c <= c1) and (r in (r0, r1) or c in (c0, c1))
    pts_a = {(r, c) for r in range(ar0, ar1 + 1) for c in range(ac0, ac1 + 1) if on_outline(r, c, ar0, ac0, ar1, ac1)}
    return any(on_outline(r, c, br0, bc0, br1, bc1) for r, c in pts_a)


def test_remove_8_of_the_3x3_grid_leaves_two_squares_apart_only_as_the_outer_and_centre_squares():
    puzzle = _puzzle(GRID_3X3, Kind.SQUARES, Action.REMOVE, 8, 2)
    answers = solve_all(puzzle).layouts
    apart = [a for a in answers if not _touch(*[corners for _, corners in _shapes(puzzle, a)])]
    assert len(apart) == 1
    assert sorted(size for size, _ in _shapes(puzzle, apart[0])) == [1, 3]
    centre = frozenset({(2, 2), (2, 4), (4, 4), (4, 2)})
    assert centre in [corners for _, corners in _shapes(puzzle, apart[0])]
    assert len(answers) > 1  # the others touch: the published puzzle needs its "do not touch"


def test_remove_2_of_the_2x2_grid_leaves_a_small_square_inside_the_big_one():
    puzzle = _puzzle(GRID_2X2, Kind.SQUARES, Action.REMOVE, 2, 2)
    answers = solve_all(puzzle).layouts
    assert len(answers) == 4  # one for each corner
    for answer in answers:
        assert sorted(size for size, _ in _shapes(puzzle, answer)) == [1, 2]


def test_move_3_of_three_triangles_makes_five_as_four_small_in_one_big():
    puzzle = _puzzle(THREE_TRIANGLES, Kind.TRIANGLES, Action.MOVE, 3, 5)
    answers = solve_all(puzzle).layouts
    assert answers
    for answer in answers:
        shapes = _shapes(puzzle, answer)
        assert sorted(size for size, _ in shapes) == [1, 1, 1, 1, 2]
        big = next(corners for size, corners in shapes if size == 2)
        assert all(corner in {p for _, c in shapes for p in c} for corner in big)
        assert bin(answer).count("1") == 9
    assert len(answers) == 2  # over the left pair or the right pair, the third triangle moved up
