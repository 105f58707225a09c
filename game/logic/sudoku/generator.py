"""Puzzle generation by digging: start from a full grid, remove cells in symmetric groups, keep a
removal only while the puzzle stays uniquely solvable within the target grade, and start again
until the finished puzzle grades exactly at the target."""
from __future__ import annotations

import random
from dataclasses import dataclass

from .board import ALL, BIT, UNITS, UNITS_OF, Grid
from .fullgrid import random_full_grid, transform
from .grader import fits_within, logic_grade, quick_grade
from .grades import Grade
from .solver import candidates_from, differs_in, initial_candidates

SYMMETRIES = ("rotate180", "none", "mirror", "diagonal")


def _partner(cell: int, symmetry: str) -> int:
    r, c = divmod(cell, 9)
    if symmetry == "rotate180":
        return (8 - r) * 9 + (8 - c)
    if symmetry == "mirror":  # left-right
        return r * 9 + (8 - c)
    if symmetry == "diagonal":  # across the main diagonal
        return c * 9 + r
    return cell


def symmetry_groups(symmetry: str) -> list[tuple[int, ...]]:
    """The cells that are dug (or kept) together, e.g. a cell and its 180-degree partner."""
    if symmetry not in SYMMETRIES:
        raise ValueError(f"unknown symmetry {symmetry!r}: expected one of {', '.join(SYMMETRIES)}")
    seen: set[int] = set()
    groups = []
    for cell in range(81):
        if cell not in seen:
            group = tuple(sorted({cell, _partner(cell, symmetry)}))
            seen.update(group)
            groups.append(group)
    return groups


@dataclass(frozen=True)
class GenParams:
    grade: Grade = Grade.MEDIUM
    symmetry: str = "rotate180"
    max_attempts: int = 5000  # full grids tried before giving up (far beyond any seen need)


@dataclass(frozen=True)
class Generated:
    puzzle: Grid
    solution: Grid
    grade: Grade
    attempts: int  # full grids dug to get it


def _refilled_at_once(puzzle: Grid, dug: tuple[int, ...], used: list[int]) -> bool:
    """Is every dug cell a naked or hidden single straight away? Then the digs are undone by singles
    alone and the puzzle is exactly as solvable as before: the common case while givens are many,
    settled here without a full propagation. `used`: the digits present in each unit."""
    def cands(i: int) -> int:
        r, c, b = UNITS_OF[i]
        return ALL & ~(used[r] | used[c] | used[b])

    for a in dug:
        mine = cands(a)
        if mine & (mine - 1) == 0:
            continue  # naked single
        for u in UNITS_OF[a]:
            others = 0
            for j in UNITS[u]:
                if j != a and not puzzle[j]:
                    others |= cands(j)
            if mine & ~others:
                break  # a digit only this cell can take in unit u: hidden single
        else:
            return False
    return True


def _fits(puzzle: Grid, grade: Grade, dug: tuple[int, ...], solution: Grid, used: list[int]) -> bool:
    """Is the puzzle, just dug at `dug`, still uniquely solvable within the target grade?

    Below evil the techniques decide (a puzzle they finish has exactly one solution). The puzzle
    before this dig was within the grade, so once the techniques have refilled the dug cells the
    rest follows as before: the check can stop there. Easy also counts the choices at every step,
    so it runs in full. The finished puzzle is graded in full anyway. Evil needs the solver's word.
    `used` (the digits in each unit) is carried across digs, so candidates start from it."""
    if grade != Grade.EASY and _refilled_at_once(puzzle, dug, used):
        return True
    if grade == Grade.EASY:
        return logic_grade(puzzle, grade) is not None
    cands = candidates_from(puzzle, used)
    if cands is None:
        return False
    if grade == Grade.EVIL:
        return not differs_in(cands, dug, solution)
    return fits_within(puzzle, grade, goal=dug, solution=solution, cands=cands)


def dig(solution: Grid, grade: Grade, symmetry: str, rng: random.Random) -> Grid:
    """One pass over the symmetric groups in random order, keeping each removal that fits."""
    groups = symmetry_groups(symmetry)
    rng.shuffle(groups)
    puzzle = list(solution)
    used = [ALL] * 27  # the digits present in each unit, kept up to date as cells are dug and put back
    for group in groups:
        for cell in group:
            puzzle[cell] = 0
            for u in UNITS_OF[cell]:
                used[u] &= ~BIT[solution[cell]]
        if not _fits(tuple(puzzle), grade, group, solution, used):
            for cell in group:
                puzzle[cell] = solution[cell]
                for u in UNITS_OF[cell]:
                    used[u] |= BIT[solution[cell]]
    return tuple(puzzle)


def grade_of_dug(puzzle: Grid) -> Grade:
    """Grade of a puzzle known to have one solution."""
    cands = initial_candidates(puzzle)
    grade = None if cands is None else quick_grade(puzzle, cands)[0]
    return Grade.EVIL if grade is None else grade


def generate(params: GenParams, rng: random.Random) -> Generated:
    """A puzzle with exactly one solution and exactly the grade asked for."""
    symmetry_groups(params.symmetry)  # an unknown symmetry fails here, before any work
    solution = random_full_grid(rng)
    for attempt in range(1, params.max_attempts + 1):
        puzzle = dig(solution, params.grade, params.symmetry, rng)
        if grade_of_dug(puzzle) == params.grade:
            return Generated(puzzle, solution, params.grade, attempt)
        solution = transform(solution, rng)  # a fresh grid, cheaply
    raise RuntimeError(f"no {params.grade.label} puzzle after {params.max_attempts} grids")
