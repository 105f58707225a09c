"""Puzzles for endless play: one is generated ahead in a worker thread while the player solves the current one,
and the shipped levels of the grade stand in whenever none is ready, so the screen never waits on the generator.

The scene only ever calls `take()` (never blocks) and `busy`; a `scenes.worker.Job` runs `generate` from the
logic. The generator cannot stop half-way, so `close()` (the start screen left, the app quitting) drops its
result and starts no other; its daemon thread never holds up the exit.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable, Union

from game.i18n import Msg
from game.logic.sudoku import GenParams, Generated, Grade, Grid, generate, solve
from game.logic.sudoku.geometry import CLASSIC, Geometry
from game.logic.sudoku.levels import SudokuLevel
from scenes.sudoku.model import grade_word
from scenes.worker import Job


@dataclass(frozen=True)
class Supplied:
    puzzle: Grid
    solution: Grid
    fresh: bool  # True when generated for this session, False when taken from the shipped levels
    geo: Geometry = field(default=CLASSIC, repr=False)


@dataclass(frozen=True)
class VariantMade:
    """A variant puzzle made in the background: its givens, solution and geometry (a jigsaw's own regions)."""

    puzzle: Grid
    solution: Grid
    geo: Geometry


def variant_maker(variant: str) -> Callable[[GenParams, random.Random], VariantMade]:
    """The generator of one variant (`geo_generator`), in the form the supply runs in its worker."""
    def make(params: GenParams, rng: random.Random) -> VariantMade:
        from game.logic.sudoku import geo_generator, geo_solver

        made = geo_generator.generate(variant, params.grade, rng)
        solution = geo_solver.solve(made.geo, made.givens)
        if solution is None:  # the generator proves one solution; never play a puzzle without it
            raise ValueError(Msg("the {variant} generator made a puzzle without a solution", variant=variant))
        return VariantMade(made.givens, solution, made.geo)
    return make


def _solution(level: SudokuLevel) -> Grid | None:
    if level.geo is CLASSIC:
        return solve(level.puzzle)
    from game.logic.sudoku import geo_solver

    return geo_solver.solve(level.geo, level.puzzle)


Made = Union[Generated, VariantMade]


class PuzzleSupply:
    def __init__(self, grade: Grade, pool: list[Grid] | list[SudokuLevel], rng: random.Random, *,
                 make: Callable[[GenParams, random.Random], Made] = generate) -> None:
        """`pool`: the shipped puzzles of the grade (classic grids, or a variant's levels with their geometry)."""
        self.grade = grade
        self.pool = [p if isinstance(p, SudokuLevel) else SudokuLevel(p, grade) for p in pool]
        rng.shuffle(self.pool)
        self._rng = rng
        self._make = make
        self._ready: Made | None = None
        self._job: Job[Made] | None = None
        self.closed = False
        self.error: str | None = None
        self.served = 0
        self.start()

    @property
    def busy(self) -> bool:
        return self._job is not None and not self._job.done

    @property
    def ready(self) -> bool:
        self._collect()
        return self._ready is not None

    def start(self) -> None:
        """Begin generating the next puzzle unless one is being made or is waiting (or the supply is closed)."""
        if self.closed or self.busy or self.ready:
            return
        seed = self._rng.getrandbits(64)
        grade, make = self.grade, self._make
        self._job = Job(lambda flag: make(GenParams(grade), random.Random(seed)), name="sudoku-generator")

    def _collect(self) -> None:
        """Take the finished job's puzzle (or its failure, reported by the scene, never fatal)."""
        job = self._job
        if job is None or not job.done:
            return
        self._job = None
        try:
            self._ready = job.result()
            self.error = None
        except Exception as err:
            self.error = str(Msg("could not generate a puzzle ({grade}): {reason}", grade=grade_word(self.grade),
                                 reason=err))

    def close(self) -> None:
        """No more puzzles wanted: the running generation is cancelled and its result dropped."""
        self.closed = True
        if self._job is not None:
            self._job.cancel()
            self._job = None
        self._ready = None

    def take(self) -> Supplied | None:
        """The next puzzle without waiting: a freshly generated one if ready, else one from the shipped pool,
        else None (the caller shows that it is waiting and asks again next frame)."""
        self._collect()
        made, self._ready = self._ready, None
        out: Supplied | None = None
        if made is not None:
            out = Supplied(made.puzzle, made.solution, True, made.geo if isinstance(made, VariantMade) else CLASSIC)
        elif self.pool:
            level = self.pool.pop()
            solution = _solution(level)
            if solution is not None:
                out = Supplied(level.puzzle, solution, False, level.geo)
        if self.error is None:  # after a failure, do not spin up a new worker every frame
            self.start()
        if out is not None:
            self.served += 1
        return out

    def wait(self, timeout: float | None = None) -> None:
        """Block until the worker finishes (tests and shutdown only; the scene never calls it)."""
        if self._job is not None:
            self._job.join(timeout)
