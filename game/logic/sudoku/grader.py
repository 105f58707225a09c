"""Grading by human techniques: easiest first, restarting after each step; the grade is the
hardest technique the puzzle needs. Puzzles the techniques cannot finish are evil (trial and error).

Within a step every deduction of the easiest tier that has any is applied together. Deductions
only ever stay valid as candidates shrink, so this reaches the same fixpoint - and the same grade -
as applying them one at a time, at a fraction of the cost."""
from __future__ import annotations

from dataclasses import dataclass

from . import bitboard, bitgrade
from .board import BIT, DIGIT_OF_BIT, Grid
from .grades import Grade
from .solver import Cands, as_grid, propagate_singles, solutions
from .techniques import FINDERS, Board, Deduction, Finder

# "Several cells fillable at every step": each easy round must offer at least this many cells
# (or every empty cell, near the end), else the puzzle counts as medium.
EASY_CHOICES = 3

_TIERS: tuple[tuple[Grade, tuple[Finder, ...]], ...] = tuple(
    (g, tuple(f for t, f in FINDERS if t.grade == g)) for g in Grade if any(t.grade == g for t, _ in FINDERS)
)


@dataclass(frozen=True)
class LogicRun:
    solved: bool  # the techniques filled every cell (every `goal` cell, when run_logic had a goal)
    grade: Grade  # hardest tier used (EASY demoted to MEDIUM when a round offered too few cells)
    values: tuple[int, ...]  # how far the techniques got


def run_logic(
    grid: Grid,
    max_grade: Grade = Grade.EXTREME,
    trace: list[Deduction] | None = None,
    goal: tuple[int, ...] | None = None,
) -> LogicRun:
    """Solve with techniques up to `max_grade` only; every deduction applied is added to `trace`.
    With `goal`, stop as soon as those cells are filled (what `refill_grade` answers, faster)."""
    b = Board.from_grid(grid)
    hardest = Grade.EASY
    roomy = True  # every easy round so far offered enough cells

    def result(solved: bool, grade: Grade) -> LogicRun:
        return LogicRun(solved, grade, tuple(b.values))

    while b.empty:
        if goal is not None and all(b.values[i] for i in goal):
            return result(True, hardest)
        for grade, finders in _TIERS:
            if grade > max_grade:
                return result(False, hardest)
            found = [d for f in finders for d in f(b)]
            if found:
                break
        else:
            return result(False, hardest)
        if grade == Grade.EASY:
            cells = {cell for d in found for cell, _ in d.placements}
            if len(cells) < min(EASY_CHOICES, b.empty):
                roomy = False
                if max_grade == Grade.EASY:
                    return result(False, Grade.MEDIUM)
        hardest = max(hardest, grade)
        if trace is not None:
            trace.extend(found)
        if not all(b.apply(d) for d in found):
            return result(False, hardest)  # the givens contradict each other
    return result(True, Grade.MEDIUM if hardest == Grade.EASY and not roomy else hardest)


def refill_grade(c: Cands, max_grade: Grade, goal: tuple[int, ...]) -> Grade | None:
    """The easiest grade (MEDIUM for singles, up to `max_grade`) whose techniques fill the `goal` cells from
    propagated candidates `c` (changed in place), or None when those up to `max_grade` cannot. No search is made:
    the caller knows the grid has one solution (an ambiguous grid's goal cells are never all filled)."""
    return _techniques_from(c, max_grade, goal)[0]


def _techniques_from(
    c: Cands, max_grade: Grade, goal: tuple[int, ...] | None = None
) -> tuple[Grade | None, bool]:
    """Techniques up to `max_grade` on propagated candidates `c` (changed in place), singles by the
    solver's propagation and the harder finders one at a time, easiest first. Returns the hardest grade
    used (MEDIUM when singles suffice: this run cannot tell easy from medium) or None when they get
    stuck, and whether `c` is still free of contradictions. The grade is that of `run_logic`: the
    hardest tier used is the easiest one whose closure finishes the puzzle, whichever order the
    deductions come in."""
    harder = [(g, f) for g, finders in _TIERS if Grade.MEDIUM < g <= max_grade for f in finders]
    hardest = Grade.MEDIUM
    while True:
        if goal is not None and all(not c[i] & (c[i] - 1) for i in goal):
            return hardest, True
        open_cands = [m if m & (m - 1) else 0 for m in c]  # a Board's filled cells have no candidates
        if not any(open_cands):
            return hardest, True
        first = bitgrade.first_found(Board([0 if o else DIGIT_OF_BIT[m] for m, o in zip(c, open_cands)], open_cands),
                                     harder)
        if first is None:
            return None, True
        grade, found = first
        hardest = max(hardest, grade)
        changed = []
        for d in found:
            for cell, digit in d.eliminations:
                if c[cell] & BIT[digit]:
                    c[cell] &= ~BIT[digit]
                    changed.append(cell)
        if not propagate_singles(c, changed):
            return None, False


def logic_grade(grid: Grid, max_grade: Grade = Grade.EXTREME) -> Grade | None:
    """The grade if techniques up to `max_grade` solve the puzzle, else None."""
    run = run_logic(grid, max_grade)
    return run.grade if run.solved and run.grade <= max_grade else None


def quick_grade(grid: Grid, c: Cands) -> tuple[Grade | None, bool]:
    """`logic_grade(grid)` from the grid's propagated candidates `c`, quicker: singles by propagation,
    the harder finders one at a time, and the full easy run only when singles alone finish the grid.
    `c` is left where the techniques stopped (the solution, when they finish); the flag says whether
    it is free of contradictions."""
    grade, consistent = _techniques_from(c, Grade.EXTREME)
    if grade == Grade.MEDIUM and logic_grade(grid, Grade.EASY) is not None:
        grade = Grade.EASY
    return grade, consistent


@dataclass(frozen=True)
class GradeReport:
    """What grading a grid found (the contract's `Rating` is the band and number made from it)."""

    solutions: int  # 0, 1 or 2 (= two or more)
    grade: Grade | None  # None unless exactly one solution
    solution: Grid | None  # the solution when there is exactly one


def rate(grid: str | Grid) -> GradeReport:
    """Solutions (0, 1 or 2+), grade and solution. The techniques run first (on bitboards, bitgrade.py): when they
    finish the grid, its one solution is proved (every step was forced) and no search is needed; when they get
    stuck, the search starts from where they stopped."""
    grid = as_grid(grid)
    start = bitgrade.start_state(grid)
    if start is None:
        return GradeReport(0, None, None)
    grade, stopped = bitgrade.techniques(start)
    if grade is not None and stopped is not None:
        if grade == Grade.MEDIUM and logic_grade(grid, Grade.EASY) is not None:
            grade = Grade.EASY
        return GradeReport(1, grade, bitboard.to_grid(stopped[0]))
    found = bitboard.solutions_below(stopped or start, 2)
    return GradeReport(len(found), Grade.EVIL if len(found) == 1 else None,
                  bitboard.to_grid(found[0]) if len(found) == 1 else None)


def rate_plain(grid: str | Grid) -> GradeReport:
    """`rate` the plain way (search for two solutions, then a full technique run): the reference the
    tests compare `rate` with."""
    grid = as_grid(grid)
    found = solutions(grid, 2)
    if len(found) != 1:
        return GradeReport(len(found), None, None)
    g = logic_grade(grid)
    return GradeReport(1, Grade.EVIL if g is None else g, found[0])
