"""Grades on any geometry, as for the classic game: apply the easiest tier of techniques that finds anything (every
deduction of that tier at once), start again from the easiest; the grade is the hardest tier needed. Easy also asks
that every step offer at least 3 cells (or every cell left). A grid the techniques finish has exactly one solution;
a stuck one is searched from where they stopped: one solution there is evil."""
from __future__ import annotations

from dataclasses import dataclass

from . import geo_solver
from .geo_techniques import Deduction, GeoBoard, GeoTechnique, finders_for
from .geometry import Geometry
from .grades import Grade

EASY_CHOICES = 3


@dataclass(frozen=True)
class GeoReport:
    solutions: int  # 0, 1 or 2 (two or more)
    grade: Grade | None  # None unless exactly one solution
    solution: tuple[int, ...] | None


def tier_deductions(board: GeoBoard, most: Grade, above: Grade | None = None) -> tuple[Grade, list[Deduction]] | None:
    """The easiest tier (up to `most`, and above `above` if given) that finds anything, and all it finds; None when
    none does."""
    found: list[Deduction] = []
    tier: Grade | None = None
    for tech, finder in finders_for(board.geo):
        if above is not None and tech.grade <= above:
            continue
        if tech.grade > most:
            break
        if tier is not None and tech.grade != tier:
            break
        got = list(finder(board))
        if got:
            tier = tech.grade
            found.extend(got)
    return None if tier is None else (tier, found)


def run_logic(board: GeoBoard, most: Grade = Grade.EXTREME, goal: tuple[int, ...] = ()) -> Grade:
    """Apply tiers up to `most` until solved, stuck or broken (in place), or with `goal` until those cells are
    filled; the hardest tier used (EASY if none)."""
    hardest = Grade.EASY
    while not board.solved and not board.broken:
        if goal and all(board.grid[c] for c in goal):
            break
        step = tier_deductions(board, most)
        if step is None:
            break
        tier, found = step
        if tier is Grade.EASY and len({p for d in found for p in d.placements}) < min(EASY_CHOICES, board.empty()):
            tier = Grade.MEDIUM  # a step with fewer than three easy cells is not "genuinely easy"
        hardest = max(hardest, tier)
        for d in found:
            board.apply(d)
    return hardest


def valid_solution(geo: Geometry, grid: list[int] | tuple[int, ...]) -> bool:
    full = geo.all_digits
    for house in geo.houses:
        m = 0
        for c in house:
            m |= 1 << (grid[c] - 1) if grid[c] else 0
        if m != full:
            return False
    for cage in geo.cages:
        ds = [grid[c] for c in cage.cells]
        if len(set(ds)) != len(ds) or sum(ds) != cage.total:
            return False
    return True


def rate(geo: Geometry, givens: tuple[int, ...]) -> GeoReport:
    """Solutions (up to 2), the grade and the solution."""
    if geo_solver.initial(geo, givens) is None:
        return GeoReport(0, None, None)
    board = GeoBoard.start(geo, givens)
    grade = run_logic(board)
    if board.solved and not board.broken and valid_solution(geo, board.grid):
        return GeoReport(1, grade, tuple(board.grid))
    if board.broken or geo.variant == "6x6":  # 6x6: `geo_solver.solutions` from the givens, a row at a time
        found = geo_solver.solutions(geo, givens, 2)
    else:
        found = _search_from(board)
    if len(found) == 1:
        return GeoReport(1, Grade.EVIL, found[0])
    return GeoReport(len(found), None, None)


def _search_from(board: GeoBoard) -> list[tuple[int, ...]]:
    """Solutions (up to 2) below the techniques' candidates: every deduction holds in every solution."""
    geo = board.geo
    start = [m if m else 1 << (d - 1) for m, d in zip(board.cands, board.grid)]
    t = geo_solver.tables(geo)
    if not geo_solver.propagate(t, start, [i for i, d in enumerate(board.grid) if d], t.all_units):
        return []
    return geo_solver.solutions_from(geo, start, 2)


def finishes_within(geo: Geometry, givens: tuple[int, ...], most: Grade, goal: tuple[int, ...] = (),
                    singles: list[int] | None = None) -> bool:
    """Do techniques up to `most` finish the puzzle (so it has one solution)? With `goal`, for a puzzle that was
    within `most` with those cells given: do they fill those cells again (the rest then follows as before)?
    `singles` may bring the solver's candidates for these givens (`geo_solver.initial`) when they are at hand."""
    if most >= Grade.MEDIUM and not geo.cages:
        if singles is None:
            board = GeoBoard.start(geo, givens)
            changed: list[int] | None = None
        else:  # already at the singles' fixpoint
            board = GeoBoard(geo, [0 if m & (m - 1) else m.bit_length() for m in singles],
                             [m if m & (m - 1) else 0 for m in singles])
            changed = []
        if board.broken:
            return False
        grade = _run_above_singles(board, most, goal, changed)
    else:
        board = GeoBoard.start(geo, givens)
        if board.broken:
            return False
        grade = run_logic(board, most, goal)
    if board.broken or grade > most:
        return False
    return board.solved or bool(goal) and all(board.grid[c] for c in goal)


def _singles_closure(board: GeoBoard, changed: list[int] | None = None) -> None:
    """Naked and hidden singles to their fixpoint by the solver's propagation, placed on the board (in place).
    Without cages that is the fixpoint of the easy and medium tiers, which is unique: applying them step by step
    in `run_logic` ends in the same board. With `changed`, the board was at that fixpoint but for those cells, so
    only their houses are looked at again."""
    t = geo_solver.tables(board.geo)
    c = [m if m else 1 << (d - 1) for m, d in zip(board.cands, board.grid)]
    if changed is None:
        queue, dirty = [i for i, m in enumerate(c) if not m & (m - 1)], t.all_units
    else:
        queue, dirty = [i for i in changed if not c[i] & (c[i] - 1)], 0
        for i in changed:
            dirty |= t.unit_bits[i]
    if not geo_solver.propagate(t, c, queue, dirty):
        board.broken = True
        return
    for i, m in enumerate(c):
        if not board.grid[i] and not m & (m - 1):
            board.place(i, m.bit_length())


def _run_above_singles(board: GeoBoard, most: Grade, goal: tuple[int, ...], changed: list[int] | None) -> Grade:
    """`run_logic` for a grade from medium up on a geometry without cages: the singles (easy and medium) are taken
    to their fixpoint at once, and only the tiers above them are looked for step by step. Every step above medium
    starts from the same board as in `run_logic`, so the same steps follow and the hardest tier above medium is the
    same; below that it says MEDIUM."""
    hardest = Grade.MEDIUM
    while True:
        _singles_closure(board, changed)
        if board.broken or board.solved or goal and all(board.grid[c] for c in goal):
            return hardest
        step = tier_deductions(board, most, above=Grade.MEDIUM)
        if step is None:
            return hardest
        tier, found = step
        hardest = max(hardest, tier)
        before = board.cands[:]
        for d in found:
            board.apply(d)
        changed = [i for i, (m, was) in enumerate(zip(board.cands, before)) if m != was]


TRIAL = GeoTechnique.TRIAL
