"""Puzzles for endless play: one is generated ahead in a worker thread while the player solves the current one,
and the shipped levels of the grade stand in whenever none is ready, so the screen never waits on the generator.

The scene only ever calls `take()` (never blocks) and `busy`; the thread runs `generate` from the logic.
"""
from __future__ import annotations

import random
import threading
from dataclasses import dataclass
from typing import Callable

from game.logic.sudoku import GenParams, Generated, Grade, Grid, generate, solve


@dataclass(frozen=True)
class Supplied:
    puzzle: Grid
    solution: Grid
    fresh: bool  # True when generated for this session, False when taken from the shipped levels


class PuzzleSupply:
    def __init__(self, grade: Grade, pool: list[Grid], rng: random.Random, *,
                 make: Callable[[GenParams, random.Random], Generated] = generate) -> None:
        self.grade = grade
        self.pool = list(pool)
        rng.shuffle(self.pool)
        self._rng = rng
        self._make = make
        self._lock = threading.Lock()
        self._ready: Generated | None = None
        self._thread: threading.Thread | None = None
        self.error: str | None = None
        self.served = 0
        self.start()

    @property
    def busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    @property
    def ready(self) -> bool:
        with self._lock:
            return self._ready is not None

    def start(self) -> None:
        """Begin generating the next puzzle unless one is being made or is waiting."""
        if self.busy or self.ready:
            return
        seed = self._rng.getrandbits(64)
        self._thread = threading.Thread(target=self._work, args=(seed,), name="sudoku-generator", daemon=True)
        self._thread.start()

    def _work(self, seed: int) -> None:
        try:
            made = self._make(GenParams(self.grade), random.Random(seed))
        except Exception as err:  # a failed generation is reported by the scene, never fatal
            with self._lock:
                self.error = f"could not generate a {self.grade.label} puzzle: {err}"
            return
        with self._lock:
            self._ready = made
            self.error = None

    def take(self) -> Supplied | None:
        """The next puzzle without waiting: a freshly generated one if ready, else one from the shipped pool,
        else None (the caller shows that it is waiting and asks again next frame)."""
        with self._lock:
            made, self._ready = self._ready, None
        out: Supplied | None = None
        if made is not None:
            out = Supplied(made.puzzle, made.solution, True)
        elif self.pool:
            puzzle = self.pool.pop()
            solution = solve(puzzle)
            if solution is not None:
                out = Supplied(puzzle, solution, False)
        if self.error is None:  # after a failure, do not spin up a new worker every frame
            self.start()
        if out is not None:
            self.served += 1
        return out

    def wait(self, timeout: float | None = None) -> None:
        """Block until the worker finishes (tests and shutdown only; the scene never calls it)."""
        if self._thread is not None:
            self._thread.join(timeout)
