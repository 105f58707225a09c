"""Grading by human techniques: easiest first, restarting after each step; the grade is the
hardest technique the puzzle needs. Puzzles the techniques cannot finish are evil (trial and error).

Within a step every deduction of the easiest tier that has any is applied together. Deductions
only ever stay valid as candidates shrink, so this reaches the same fixpoint - and the same grade -
as applying them one at a time, at a fraction of the cost."""
from __future__ import annotations

from dataclasses import dataclass

from .board import Grid
from .grades import Grade
from .solver import solutions
from .techniques import FINDERS, Board, Deduction, Finder

# "Several cells fillable at every step": each easy round must offer at least this many cells
# (or every empty cell, near the end), else the puzzle counts as medium.
EASY_CHOICES = 3

_TIERS: tuple[tuple[Grade, tuple[Finder, ...]], ...] = tuple(
    (g, tuple(f for t, f in FINDERS if t.grade == g)) for g in Grade if any(t.grade == g for t, _ in FINDERS)
)


@dataclass(frozen=True)
class LogicRun:
    solved: bool
    grade: Grade  # hardest tier used (EASY demoted to MEDIUM when a round offered too few cells)
    values: tuple[int, ...]  # how far the techniques got


def run_logic(grid: Grid, max_grade: Grade = Grade.EXTREME, trace: list[Deduction] | None = None) -> LogicRun:
    """Solve with techniques up to `max_grade` only; every deduction applied is added to `trace`."""
    b = Board.from_grid(grid)
    hardest = Grade.EASY
    roomy = True  # every easy round so far offered enough cells
    while b.empty:
        for grade, finders in _TIERS:
            if grade > max_grade:
                return LogicRun(False, hardest, tuple(b.values))
            found = [d for f in finders for d in f(b)]
            if found:
                break
        else:
            return LogicRun(False, hardest, tuple(b.values))
        if grade == Grade.EASY:
            cells = {cell for d in found for cell, _ in d.placements}
            if len(cells) < min(EASY_CHOICES, b.empty):
                roomy = False
                if max_grade == Grade.EASY:
                    return LogicRun(False, Grade.MEDIUM, tuple(b.values))
        hardest = max(hardest, grade)
        if trace is not None:
            trace.extend(found)
        if not all(b.apply(d) for d in found):
            return LogicRun(False, hardest, tuple(b.values))  # the givens contradict each other
    if hardest == Grade.EASY and not roomy:
        hardest = Grade.MEDIUM
    return LogicRun(True, hardest, tuple(b.values))


def logic_grade(grid: Grid, max_grade: Grade = Grade.EXTREME) -> Grade | None:
    """The grade if techniques up to `max_grade` solve the puzzle, else None."""
    run = run_logic(grid, max_grade)
    return run.grade if run.solved and run.grade <= max_grade else None


@dataclass(frozen=True)
class Rating:
    solutions: int  # 0, 1 or 2 (= two or more)
    grade: Grade | None  # None unless exactly one solution
    solution: Grid | None  # the solution when there is exactly one


def rate(grid: Grid) -> Rating:
    found = solutions(grid, 2)
    if len(found) != 1:
        return Rating(len(found), None, None)
    g = logic_grade(grid)
    return Rating(1, Grade.EVIL if g is None else g, found[0])
