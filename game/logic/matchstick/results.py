"""What a solve returns: the answers (Solution) and how the search ended (SolveResult)."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from .play import Move, Puzzle
from .readings import Reading


@dataclass(frozen=True)
class Solution:
    text: str                             # the answer, ASCII
    moves: tuple[Move, ...]               # one way to get there from the puzzle (to layouts[0])
    reading: Reading = field(repr=False, compare=False)  # what it takes to list the layouts (see `layouts`)

    @cached_property
    def layouts(self) -> tuple[tuple[int, ...], ...]:
        """Every stick layout at distance k that reads as `text`. Listed on first use, not by the search: a
        Roman answer with many empty gap cells can have thousands (hints, replay and rating read them)."""
        return tuple(self.reading.each_layout())


@dataclass(frozen=True)
class SolveResult:
    puzzle: Puzzle
    moves: int
    mode: str
    solutions: tuple[Solution, ...]  # sorted by text
    complete: bool = True            # False: a budget stopped the search (or it was cancelled); see `stopped`
    capped: bool = False             # True: more answers exist than the `limit` listed here
    stopped: str = ""                # why an incomplete search stopped ("time budget of 5 s exceeded", ...)

    @property
    def texts(self) -> list[str]:
        return [s.text for s in self.solutions]
