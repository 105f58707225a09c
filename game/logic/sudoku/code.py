"""A sudoku as a code's description, and back, in at most 37 base-32 characters whatever its givens.

A proper sudoku has one solution, so the description holds the solution and which cells are given: 81 bits for
the given cells, then the solution cell by cell (row by row), each digit as its place among the digits its row,
column and box have not used yet. A cell at row r, column c, with k cells of its box before it has at most
9 - max(r, c, k) such digits, so the whole number stays below 2**81 * prod(9 - max(r, c, k)) < 2**184.6 < 32**37.
The variants (X, jigsaw, killer, 6x6) write numbers from 2**185 up (`variant_code.py`), so the two never meet.
"""
from __future__ import annotations

from ..words import Msg
from ..packing import DescriptionError, Packer, Unpacker
from .board import BIT, BOX_OF, COL_OF, DIGITS, ROW_OF, Grid, cell_label
from .geometry import CLASSIC
from .grader import rate
from .levels import SudokuLevel
from . import variant_code
from .variant_code import CLASSIC_LIMIT

MAX_DESCRIPTION = 37
MAX_VARIANT_DESCRIPTION = 80  # a killer's, the longest variant description, is under 70


def _free_digits(cell: int, used: list[int]) -> tuple[int, ...]:
    """The digits the cell's row, column and box have not used among the cells before it."""
    taken = used[ROW_OF[cell]] | used[9 + COL_OF[cell]] | used[18 + BOX_OF[cell]]
    return DIGITS[0x1FF & ~taken]


def _place(cell: int, digit: int, used: list[int]) -> None:
    for unit in (ROW_OF[cell], 9 + COL_OF[cell], 18 + BOX_OF[cell]):
        used[unit] |= BIT[digit]


def encode(level: SudokuLevel) -> str:
    """The description of a sudoku (classic or a variant) with exactly one solution; ValueError for any other
    grid."""
    if level.geo is not CLASSIC:
        return _encode_variant(level)
    report = rate(level.puzzle)
    if report.solution is None:
        raise ValueError("only a sudoku with exactly one solution has a code")
    packer = Packer()
    for digit in level.puzzle:
        packer.flag(digit != 0)
    used = [0] * 27
    solution = list(report.solution)
    for cell, digit in enumerate(solution):
        free = _free_digits(cell, used)
        packer.push(free.index(digit), len(free))
        _place(cell, digit, used)
    return packer.encode()


def _encode_variant(level: SudokuLevel) -> str:
    from .geo_grader import rate as rate_variant  # variants only: the classic game starts without it

    report = rate_variant(level.geo, level.puzzle)
    if report.solution is None or report.solutions != 1:
        raise ValueError("only a sudoku with exactly one solution has a code")
    return variant_code.encode(level.geo, level.puzzle, tuple(report.solution))


def decode(description: str) -> SudokuLevel:
    if len(description.strip()) > MAX_VARIANT_DESCRIPTION:
        raise DescriptionError(Msg("a sudoku's description has at most {most} characters",
                                   most=MAX_VARIANT_DESCRIPTION))
    fields = Unpacker(description)
    if fields.value >= CLASSIC_LIMIT:
        geo, givens, _, grade = variant_code.decode(fields.value)
        return SudokuLevel(givens, grade, geo)
    if len(description.strip()) > MAX_DESCRIPTION:
        raise DescriptionError(Msg("a classic sudoku's description has at most {most} characters",
                                   most=MAX_DESCRIPTION))
    given = [fields.flag("given") for _ in range(81)]
    used = [0] * 27
    solution: list[int] = []
    for cell in range(81):
        free = _free_digits(cell, used)
        if not free:
            raise DescriptionError(Msg("no digit is left for {cell}: this is not a sudoku", cell=cell_label(cell)))
        digit = free[fields.pop(len(free), "digit")]
        solution.append(digit)
        _place(cell, digit, used)
    fields.end()
    puzzle: Grid = tuple(d if g else 0 for d, g in zip(solution, given))
    report = rate(puzzle)
    if report.solution is None or report.grade is None:
        raise DescriptionError(Msg("the grid has more than one solution"))
    if report.solution != tuple(solution):
        raise DescriptionError(Msg("the grid's solution is not the one its description names"))
    return SudokuLevel(puzzle, report.grade)
