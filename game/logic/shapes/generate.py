"""New shape puzzles: an answer first, then the start the task undoes.

The answer is a few random shapes of a square or triangular board, joined (each new shape touches the ones
before), so it has no loose match; its shape count is the target. The start takes K of its matches away
(an addition puzzle), lays K matches beside it (a removal), or both (a move). The solver then lists every
answer and the rating says which band the puzzle falls in; the draw is repeated until it is the band asked for.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from game.logic.common import PuzzleError
from game.logic.words import N_, Msg

from .lattice import Kind, Lattice, bits, present_shapes
from .levels import LevelSpec
from .puzzle import Action, Puzzle
from .rating import BANDS, band_of, bits_of_search
from .solver import solve_all

GENERATE_NODES = 400_000
ATTEMPTS = 400


@dataclass(frozen=True)
class ShapeParams:
    kind: Kind = Kind.SQUARES
    band: str = "medium"
    action: Action | None = None   # None: any of the three


@dataclass(frozen=True)
class BandDraw:
    sizes: tuple[int, ...]     # squares: cells a side; triangles: rows of small triangles
    sticks: tuple[int, ...]
    shapes: tuple[int, ...]    # how many shapes the answer joins


DRAWS = {
    "easy": BandDraw((2, 3), (1, 2), (2, 3)),
    "medium": BandDraw((3,), (1, 2, 3), (2, 3, 4)),
    "hard": BandDraw((3, 4), (2, 3), (3, 4, 5)),
    "expert": BandDraw((4, 5), (3, 4), (4, 5, 6)),
}


def square_lattice(width: int, height: int) -> Lattice:
    return Lattice(Kind.SQUARES, tuple((2 * r, 2 * c) for r in range(height + 1) for c in range(width + 1)))


def triangle_lattice(rows: int) -> Lattice:
    """A big triangle of `rows` rows of small triangles, apex up."""
    return Lattice(Kind.TRIANGLES, tuple((2 * r, 2 * rows - 2 * r + 4 * i) for r in range(rows + 1)
                                         for i in range(r + 1)))


def board(kind: Kind, size: int) -> Lattice:
    return square_lattice(size, size) if kind is Kind.SQUARES else triangle_lattice(size + 1)


def _touching(lattice: Lattice, layout: int) -> list[int]:
    """The empty places that share an end point with a match of `layout`."""
    ends = {end for p in bits(layout) for end in lattice.places[p].ends}
    return [i for i, place in enumerate(lattice.places)
            if not layout >> i & 1 and (place.ends[0] in ends or place.ends[1] in ends)]


def draw_answer(lattice: Lattice, count: int, rng: random.Random) -> int:
    """The union of `count` random shapes (small ones likelier), each touching the ones before."""
    shapes = lattice.shapes
    weights = [1.0 / s.size ** 2 for s in shapes]
    layout = rng.choices(shapes, weights)[0].mask
    for _ in range(count - 1):
        ends = {end for p in bits(layout) for end in lattice.places[p].ends}
        near = [i for i, s in enumerate(shapes) if s.mask & ~layout
                and any(end in ends for p in bits(s.mask) for end in lattice.places[p].ends)]
        if not near:
            break
        layout |= shapes[rng.choices(near, [weights[i] for i in near])[0]].mask
    return layout


def draw_puzzle(lattice: Lattice, action: Action, sticks: int, count: int, rng: random.Random) -> Puzzle | None:
    answer = draw_answer(lattice, count, rng)
    target = len(present_shapes(lattice, answer))
    own = bits(answer)
    beside = _touching(lattice, answer)
    if len(own) < sticks or len(beside) < sticks:
        return None
    start = answer
    if action is not Action.REMOVE:
        for p in rng.sample(own, sticks):
            start &= ~(1 << p)
    if action is not Action.ADD:
        for p in rng.sample(beside, sticks):
            start |= 1 << p
    return Puzzle(lattice, start, action, sticks, target, False)


def generate_level(params: ShapeParams, rng: random.Random) -> LevelSpec:
    """A level of the band asked for; PuzzleError when the draws find none."""
    if params.band not in BANDS:
        raise PuzzleError(Msg("difficulty {band} is not one of {known}", band=repr(params.band),
                              known=", ".join(BANDS)))
    draw = DRAWS[params.band]
    for _ in range(ATTEMPTS):
        action = params.action or rng.choice(list(Action))
        lattice = board(params.kind, rng.choice(draw.sizes))
        puzzle = draw_puzzle(lattice, action, rng.choice(draw.sticks), rng.choice(draw.shapes), rng)
        if puzzle is None:
            continue
        found = solve_all(puzzle, GENERATE_NODES)
        if found.stopped or not found.layouts:
            continue
        if band_of(bits_of_search(puzzle, len(found.layouts))) == params.band:
            return LevelSpec(puzzle, len(found.layouts))
    said = (N_("no {band} squares puzzle found in {draws} draws") if params.kind is Kind.SQUARES
            else N_("no {band} triangles puzzle found in {draws} draws"))
    raise PuzzleError(Msg(said, band=Msg(params.band), draws=ATTEMPTS))
