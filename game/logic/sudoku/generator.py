"""Puzzle generation by digging: start from a full grid, remove cells in symmetric groups, keep a
removal only while the puzzle stays uniquely solvable within the target grade, and start again
until the finished puzzle grades exactly at the target."""
from __future__ import annotations

import functools
import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from . import bitboard
from .board import UNITS_OF, Grid
from .fullgrid import random_full_grid, random_layout
from .grader import logic_grade, quick_grade, refill_grade
from .grades import Grade
from .solver import initial_candidates

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
    """The cells that are dug (or kept) together, e.g. a cell and its 180-degree partner (a fresh list)."""
    if symmetry not in SYMMETRIES:
        raise ValueError(f"unknown symmetry {symmetry!r}: expected one of {', '.join(SYMMETRIES)}")
    return list(_groups(symmetry))


@functools.cache
def _groups(symmetry: str) -> tuple[tuple[int, ...], ...]:
    seen: set[int] = set()
    groups = []
    for cell in range(81):
        if cell not in seen:
            group = tuple(sorted({cell, _partner(cell, symmetry)}))
            seen.update(group)
            groups.append(group)
    return tuple(groups)


LOCAL_STEPS = 30  # redig steps from a dig that missed its grade before a fresh grid (from hard up)
PUT_BACK = 3  # groups a redig step puts back


@dataclass(frozen=True)
class GenParams:
    grade: Grade = Grade.MEDIUM
    symmetry: str = "rotate180"
    max_attempts: int = 5000  # digs tried before giving up (far beyond any seen need)


@dataclass(frozen=True)
class Generated:
    puzzle: Grid
    solution: Grid
    grade: Grade
    attempts: int  # digs made to get it (fresh and local)


def _mask(cells: Iterable[int]) -> int:
    m = 0
    for i in cells:
        m |= 1 << i
    return m


def _cells(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


class Unavoidable:
    """Unavoidable sets of a full grid: if a puzzle gives none of a set's cells, the grid with those cells
    changed is a second solution. So a dig that would empty a set is refused at once, without a search.
    Seeded with the two-digit sets, grown by the digger's own searches, and kept across the transformed
    grids the generator moves on to (an equivalent grid's sets are the moved sets): the sets stay in the
    first grid's cells and `frame` maps the current grid's cells there."""

    def __init__(self, sets: Iterable[int] = ()) -> None:
        self.sets: set[int] = set()
        self.by_cell: list[list[int]] = [[] for _ in range(81)]
        self.frame = list(range(81))
        for s in sets:
            self.add(s)

    def add(self, cells: int) -> None:
        """A set given as a mask of the first grid's cells."""
        if cells not in self.sets:
            self.sets.add(cells)
            for i in _cells(cells):
                self.by_cell[i].append(cells)

    def add_here(self, cells: Iterable[int]) -> None:
        """A set of the current grid's cells."""
        self.add(self.mask(cells))

    def mask(self, cells: Iterable[int]) -> int:
        """The current grid's `cells` as a mask of the first grid's cells (what `emptied` takes)."""
        m = 0
        for i in cells:
            m |= 1 << self.frame[i]
        return m

    def emptied(self, dug: int, group: tuple[int, ...]) -> bool:
        """Does `dug` (from `mask`, the group among it) empty a set through one of the group's cells?"""
        given = ~dug
        for i in group:
            for s in self.by_cell[self.frame[i]]:
                if not s & given:
                    return True
        return False

    def move(self, source: list[int]) -> None:
        """Follow the grid to its transform whose cell i is the current grid's cell source[i]."""
        self.frame = [self.frame[i] for i in source]


def two_digit_sets(solution: Grid) -> list[int]:
    """The smallest unavoidable sets of two digits a and b: swap a and b in a cell and each of its units
    needs the swap of its other a-or-b cell too; the cells linked that way are a set whose swap is valid."""
    where = [[0] * 27 for _ in range(10)]  # where[d][u]: the cell of unit u that holds d
    for i, d in enumerate(solution):
        for u in UNITS_OF[i]:
            where[d][u] = i
    sets = []
    for a in range(1, 10):
        for b in range(a + 1, 10):
            link: dict[int, int] = {}  # cell -> mask of the cells it forces
            for x, y in zip(where[a], where[b]):
                link[x] = link.get(x, 0) | 1 << y
                link[y] = link.get(y, 0) | 1 << x
            left = _mask(link)
            while left:
                reach = left & -left
                frontier = reach
                while frontier:
                    grown = 0
                    for i in _cells(frontier):
                        grown |= link[i]
                    frontier = grown & ~reach
                    reach |= grown
                sets.append(reach)
                left &= ~reach
    return sets


_placements = functools.lru_cache(maxsize=1)(bitboard.placements)  # a solution's: passes follow one another on it


class _Digging:
    """A pass of digging: the puzzle so far and what the checks carry across its digs (the givens as bitboard
    placements, the unavoidable sets)."""

    def __init__(self, start: Grid, solution: Grid, grade: Grade, known: Unavoidable) -> None:
        self.puzzle = list(start)
        self.solution = solution
        self.grade = grade
        self.known = known
        self.solution_bits = _placements(solution)  # to compare second solutions with
        self.givens = bitboard.in_cells(self.solution_bits, _mask(i for i, d in enumerate(start) if d))

    def set(self, group: tuple[int, ...], given: bool) -> None:
        """Dig the group's cells, or put them back."""
        for cell in group:
            d = self.solution[cell]
            self.puzzle[cell] = d if given else 0
            b = bitboard.bit(cell, d)
            self.givens = self.givens | b if given else self.givens & ~b

    def grade_dug(self, dug: tuple[int, ...]) -> Grade | None:
        """None when the puzzle, just dug at `dug`, is no longer uniquely solvable within the target grade;
        else the easiest grade whose techniques refill the dug cells (below evil; evil when the techniques
        were not asked). The puzzle before this dig had one solution and was within the grade, so once the
        dug cells are refilled the rest follows as before: the check stops there, and the puzzle's grade is
        the greater of the grade before and this one (the easiest tier whose closure refills the cells).
        Easy also counts the choices at every step, so it runs in full. Singles run on bitboards (the solver's
        propagation and search, in fewer operations) and stop once they fill the dug cells.
        A second solution found on the way joins `known` as an unavoidable set."""
        if self.grade == Grade.EASY:
            return logic_grade(tuple(self.puzzle), self.grade)
        state = bitboard.closure(*bitboard.from_placed(self.givens), goal=_mask(dug))
        if state is None:
            return None
        if all(bitboard.is_single(state[0], i) for i in dug):
            return Grade.MEDIUM  # singles refill the dug cells
        other = bitboard.other_solution(state, dug, self.solution)
        if other is not None:
            self.known.add_here(_cells(bitboard.cells_apart(other, self.solution_bits)))
            return None
        if self.grade == Grade.EVIL:
            return Grade.EVIL
        return refill_grade(bitboard.to_cands(state[0]), self.grade, dug)


def dig(solution: Grid, grade: Grade, symmetry: str, rng: random.Random,
        known: Unavoidable | None = None) -> tuple[Grid, Grade]:
    """One pass over the symmetric groups in random order, keeping each removal that fits. Returns the
    puzzle and a bound on its grade from below: the hardest `grade_dug` of the removals kept (exact
    from medium to extreme, where no removal needed more than the target and the dig stayed within it).
    `known`: unavoidable sets of `solution`, to refuse some removals without a search (and grown here)."""
    groups = symmetry_groups(symmetry)
    rng.shuffle(groups)
    if known is None:
        known = Unavoidable(two_digit_sets(solution))
    return _dig_groups(solution, solution, grade, groups, known)


def redig(puzzle: Grid, solution: Grid, grade: Grade, symmetry: str, rng: random.Random,
          known: Unavoidable) -> tuple[Grid, Grade]:
    """A step of local search from a dug `puzzle` that missed its grade: put PUT_BACK of its dug groups back
    and dig its given groups again in random order, the groups put back last (tried first, they would mostly
    be dug again at once and lead back to `puzzle`). The hardest removal kept is returned as by `dig`,
    counted over this pass only (the puzzle put back is no harder than `puzzle`)."""
    groups = symmetry_groups(symmetry)
    dug = [g for g in groups if not puzzle[g[0]]]
    back = rng.sample(dug, min(PUT_BACK, len(dug)))
    start = list(puzzle)
    for group in back:
        for cell in group:
            start[cell] = solution[cell]
    given = [g for g in groups if puzzle[g[0]]]
    rng.shuffle(given)
    given += back
    return _dig_groups(tuple(start), solution, grade, given, known)


def _dig_groups(start: Grid, solution: Grid, grade: Grade, groups: list[tuple[int, ...]],
                known: Unavoidable) -> tuple[Grid, Grade]:
    """Dig `groups` (given in `start`) in this order, keeping each removal that fits."""
    digging = _Digging(start, solution, grade, known)
    dug = known.mask(i for i in range(81) if not start[i])  # the dug cells, as `known` counts them
    hardest = Grade.EASY
    for group in groups:
        here = known.mask(group)
        if known.emptied(dug | here, group):
            continue
        digging.set(group, given=False)
        needs = digging.grade_dug(group)
        if needs is not None:
            dug |= here
            hardest = max(hardest, needs)
        else:
            digging.set(group, given=True)
    return tuple(digging.puzzle), hardest


def grade_of_dug(puzzle: Grid) -> Grade:
    """Grade of a puzzle known to have one solution."""
    cands = initial_candidates(puzzle)
    grade = None if cands is None else quick_grade(puzzle, cands)[0]
    return Grade.EVIL if grade is None else grade


def generate(params: GenParams, rng: random.Random) -> Generated:
    """A puzzle with exactly one solution and exactly the grade asked for. A dig that misses the grade is
    followed by up to LOCAL_STEPS `redig` steps (cheaper than a fresh dig: the learned sets and most givens
    stay), then a fresh grid."""
    symmetry_groups(params.symmetry)  # an unknown symmetry fails here, before any work
    solution = random_full_grid(rng)
    known = Unavoidable(two_digit_sets(solution))
    steps = LOCAL_STEPS if params.grade >= Grade.HARD else 0
    for attempt in range(1, params.max_attempts + 1):
        if attempt % (steps + 1) == 1 or not steps:
            if attempt > 1:
                relabel, source = random_layout(rng)  # a fresh grid, cheaply
                solution = tuple(relabel[solution[i]] for i in source)
                known.move(source)
            puzzle, at_least = dig(solution, params.grade, params.symmetry, rng, known)
        else:
            puzzle, at_least = redig(puzzle, solution, params.grade, params.symmetry, rng, known)
        if at_least >= params.grade and grade_of_dug(puzzle) == params.grade:
            return Generated(puzzle, solution, params.grade, attempt)
    raise RuntimeError(f"no {params.grade.label} puzzle after {params.max_attempts} digs")
