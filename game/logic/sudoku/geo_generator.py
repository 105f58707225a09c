"""Variant puzzles of a chosen grade, each with exactly one solution (proved: the techniques up to the grade finish
it, or for evil the solver finds no second solution).

X, jigsaw and 6x6: a random full grid (jigsaw: on a random layout of regions, made by swapping cells between
neighbouring regions while both stay connected), then cells dug in pairs symmetric about the centre, a dig kept only
while the puzzle stays within the grade; the result is graded and kept if the grade is exactly the one asked for.
Killer: a random full grid cut into cages of one and two cells, then neighbouring cages merged (up to five cells,
digits distinct) while the puzzle stays within the grade; no givens."""
from __future__ import annotations

import random

from game.logic.common import PuzzleError

from . import geo_solver, geometry
from .geo_grader import finishes_within, rate
from .geometry import Geometry
from .grades import Grade
from .variants import Puzzle, canonical_cages

# The grades each variant is generated in: those its digs reach often enough to make one quickly (the solver
# grades any puzzle on the whole ladder).
GRADES: dict[str, tuple[Grade, ...]] = {
    "x": (Grade.EASY, Grade.MEDIUM, Grade.HARD, Grade.EXPERT, Grade.EVIL),
    "jigsaw": (Grade.EASY, Grade.MEDIUM, Grade.HARD, Grade.EXPERT, Grade.EVIL),
    "6x6": (Grade.EASY, Grade.MEDIUM, Grade.EVIL),
    "killer": (Grade.MEDIUM, Grade.HARD, Grade.EXPERT),
}
MAX_ATTEMPTS = 200
MAX_CAGE = 5
MAX_CAGES = 52  # the letters A-Z, a-z of the text form
REGION_SWAPS = 80
LOCAL_TRIES = 30  # from hard up: re-digs of one grid before a new one
PUT_BACK = 3
PROBE_NODES = 100  # search nodes spent looking for a second solution before the techniques are asked


def generate(variant: str, grade: Grade, rng: random.Random) -> Puzzle:
    """A puzzle of this variant and exactly this grade."""
    if grade not in GRADES.get(variant, tuple(Grade)):
        raise PuzzleError(f"{variant} puzzles are generated in the grades "
                          f"{', '.join(g.label for g in GRADES[variant])}, not {grade.label}")
    for attempt in range(MAX_ATTEMPTS):
        made = _killer(grade, rng) if variant == "killer" else _dug(variant, grade, rng)
        if made is not None:
            return made
    raise PuzzleError(f"no {variant} puzzle of grade {grade.label} after {MAX_ATTEMPTS} attempts")


def base_geometry(variant: str, rng: random.Random) -> Geometry:
    if variant == "x":
        return geometry.diagonal()
    if variant == "6x6":
        return geometry.six()
    if variant in ("killer", "classic"):
        return geometry.CLASSIC
    raise PuzzleError(f"unknown variant {variant!r}")


def random_regions(rng: random.Random, grid: tuple[int, ...]) -> tuple[int, ...]:
    """Nine connected regions of nine cells that the full classic `grid` also fills: the boxes, reshaped by swaps
    of two cells holding the same digit across the border of two regions (each region keeps the digits 1-9),
    kept when both regions stay connected."""
    regions = list(geometry.CLASSIC.regions)
    members = [set(c for c in range(81) if regions[c] == k) for k in range(9)]
    where = {(regions[c], grid[c]): c for c in range(81)}  # (region, digit) -> its cell
    done = 0
    for _ in range(REGION_SWAPS * 40):
        if done >= REGION_SWAPS:
            break
        a = rng.randrange(81)
        ra = regions[a]
        others = sorted({regions[n] for n in geometry.neighbours(a, 9)} - {ra})
        if not others:
            continue
        rb = rng.choice(others)
        b = where[(rb, grid[a])]
        if not any(regions[n] == ra for n in geometry.neighbours(b, 9) if n != a):
            continue
        members[ra].remove(a)
        members[rb].remove(b)
        members[ra].add(b)
        members[rb].add(a)
        if geometry.connected(sorted(members[ra]), 9) and geometry.connected(sorted(members[rb]), 9):
            regions[a], regions[b] = rb, ra
            where[(ra, grid[a])], where[(rb, grid[a])] = b, a
            done += 1
        else:
            members[ra].remove(b)
            members[rb].remove(a)
            members[ra].add(a)
            members[rb].add(b)
    return tuple(regions)


def _within(geo: Geometry, puzzle: tuple[int, ...], grade: Grade, dug: tuple[int, ...] = (),
            solution: tuple[int, ...] = ()) -> bool:
    """Does the puzzle stay uniquely solvable within `grade`? Singles (and cage sums) by propagation first: their
    closure is exactly that of the medium tier. From medium up, a dig (`dug`) of a puzzle that was within the grade
    (its `solution` the only one) is refused at once when a short search finds another solution, and otherwise
    checked only until the techniques fill the dug cells again."""
    if grade is Grade.EVIL:
        return geo_solver.count_solutions(geo, puzzle, 2) == 1
    if grade >= Grade.MEDIUM:
        c = geo_solver.initial(geo, puzzle)
        if c is None:
            return False
        if all(not m & (m - 1) for m in c):
            return True
        if solution and _another_solution(geo, c, dug, solution):
            return False
        return finishes_within(geo, puzzle, grade, dug, c)
    return finishes_within(geo, puzzle, grade)


def _another_solution(geo: Geometry, cands: list[int], dug: tuple[int, ...], solution: tuple[int, ...]) -> bool:
    """Did a short search (PROBE_NODES for each dug cell) find a solution other than `solution`? Before the dig
    that was the only one, so another differs from it in a dug cell. Most digs that lose uniqueness are caught
    here, in a fraction of what the techniques take to get stuck; the rest are left to them (False)."""
    t = geo_solver.tables(geo)
    for i in dug:
        m = cands[i] & ~(1 << (solution[i] - 1))
        if m:
            c = cands[:]
            c[i] = m
            if geo_solver.propagate(t, c, [] if m & (m - 1) else [i], t.unit_bits[i]):
                found: list[list[int]] = []
                geo_solver.search(t, c, 1, found, None, [PROBE_NODES], solution)
                if found:
                    return True
    return False


def _grade_of(geo: Geometry, puzzle: tuple[int, ...]) -> Grade | None:
    r = rate(geo, puzzle)
    return r.grade if r.solutions == 1 else None


def _dug(variant: str, grade: Grade, rng: random.Random) -> Puzzle | None:
    if variant == "jigsaw":  # the layout is cut to fit a classic grid, which then solves it
        solution = geo_solver.random_full_grid(geometry.CLASSIC, rng)
        if solution is None:
            return None
        geo = geometry.jigsaw(random_regions(rng, solution))
    else:
        geo = base_geometry(variant, rng)
        found = geo_solver.random_full_grid(geo, rng)
        if found is None:
            return None
        solution = found
    n = geo.cells
    # 9x9 digs cells in pairs symmetric about the centre; 6x6 one by one (its pairs rarely reach past medium)
    groups: list[tuple[int, ...]] = (sorted({tuple(sorted({i, n - 1 - i})) for i in range(n)}) if geo.size == 9
                                     else [(i,) for i in range(n)])
    rng.shuffle(groups)
    puzzle = _dig(geo, list(solution), groups, grade, solution)
    got = _grade_of(geo, tuple(puzzle))
    for _ in range(LOCAL_TRIES if grade >= Grade.HARD else 0):
        if got is grade or got is None or got > grade:
            break
        # Below the grade: put a few dug groups back, then dig the given ones again (those put back last).
        dug = [g for g in groups if all(puzzle[c] == 0 for c in g)]
        back = rng.sample(dug, min(PUT_BACK, len(dug)))
        for g in back:
            for c in g:
                puzzle[c] = solution[c]
        given = [g for g in groups if g not in back and all(puzzle[c] for c in g)]
        rng.shuffle(given)
        puzzle = _dig(geo, puzzle, given + back, grade, solution)
        got = _grade_of(geo, tuple(puzzle))
    return Puzzle(geo, tuple(puzzle)) if got is grade else None


def _dig(geo: Geometry, puzzle: list[int], groups: list[tuple[int, ...]], grade: Grade,
         solution: tuple[int, ...]) -> list[int]:
    """Each group dug in turn, kept while the puzzle stays within the grade (its one solution `solution`)."""
    for group in groups:
        trial = puzzle[:]
        for c in group:
            trial[c] = 0
        if _within(geo, tuple(trial), grade, group, solution):
            puzzle = trial
    return puzzle


def _killer(grade: Grade, rng: random.Random) -> Puzzle | None:
    solution = geo_solver.random_full_grid(geometry.CLASSIC, rng)
    if solution is None:
        return None
    cages = _small_cages(solution, rng)
    blank = (0,) * 81

    def made(groups: list[tuple[int, ...]]) -> Geometry:
        return geometry.killer(canonical_cages(groups, solution))

    if not _within(made(cages), blank, grade):
        return None
    pairs = [(a, b) for a in range(81) for b in geometry.neighbours(a, 9) if a < b]
    rng.shuffle(pairs)
    for a, b in pairs:
        ca = next(k for k, g in enumerate(cages) if a in g)
        cb = next(k for k, g in enumerate(cages) if b in g)
        if ca == cb:
            continue
        merged = cages[ca] + cages[cb]
        if len(merged) > MAX_CAGE or len({solution[c] for c in merged}) != len(merged):
            continue
        trial = [g for k, g in enumerate(cages) if k not in (ca, cb)] + [merged]
        if _within(made(trial), blank, grade):
            cages = trial
    if len(cages) > MAX_CAGES:
        return None
    geo = made(cages)
    return Puzzle(geo, blank) if _grade_of(geo, blank) is grade else None


def _small_cages(solution: tuple[int, ...], rng: random.Random) -> list[tuple[int, ...]]:
    """Cells paired with a random free neighbour (different digits are certain in a house; across a box edge the
    digits may repeat, so such a pair is kept only with different digits), the rest alone."""
    free = set(range(81))
    cages: list[tuple[int, ...]] = []
    order = list(range(81))
    rng.shuffle(order)
    for a in order:
        if a not in free:
            continue
        free.discard(a)
        options = [b for b in geometry.neighbours(a, 9) if b in free and solution[b] != solution[a]]
        if options:
            b = rng.choice(options)
            free.discard(b)
            cages.append((a, b))
        else:
            cages.append((a,))
    return cages
