"""A shape puzzle: a layout on a lattice, a task (remove, move or add K matches) and the count to reach.

A layout is an int: bit i set when place i holds a match. A final layout meets the goal when it holds exactly
`target` shapes of any size, every match is a side of at least one of them (no loose match) and, with `equal`,
all of them have the same size. It answers the puzzle when it is also exactly K matches away from the start
in the task's way: K fewer (remove), K more (add), or K taken away and K laid on places that were empty (move).
"""
from __future__ import annotations

import enum
from dataclasses import dataclass

from game.logic.common import PuzzleError, counted

from .lattice import Lattice, loose_matches, present_shapes


class Action(enum.Enum):
    REMOVE = "remove"
    MOVE = "move"
    ADD = "add"


MAX_STICKS = 12   # the most matches a task may name


@dataclass(frozen=True)
class Puzzle:
    lattice: Lattice
    start: int
    action: Action
    sticks: int
    target: int
    equal: bool = False

    @property
    def takes(self) -> int:
        """How many of the start's matches an answer leaves out."""
        return 0 if self.action is Action.ADD else self.sticks

    @property
    def lays(self) -> int:
        """How many empty places an answer fills."""
        return 0 if self.action is Action.REMOVE else self.sticks

    def describe(self) -> str:
        """The task in words: 'Move 2 matches to leave exactly 3 squares of the same size.'"""
        verb = {Action.REMOVE: "Remove", Action.MOVE: "Move", Action.ADD: "Add"}[self.action]
        noun = self.lattice.kind.noun
        same = " of the same size" if self.equal else ""
        return (f"{verb} {matches_text(self.sticks)} to make exactly "
                f"{counted(self.target, noun)}{same}, with no loose match.")


def matches_text(n: int) -> str:
    """'1 match', '3 matches'."""
    return f"{n} match" if n == 1 else f"{n} matches"


def check_puzzle(puzzle: Puzzle) -> None:
    """PuzzleError when the task cannot be asked of this layout: more matches than there are to take or
    places to fill, or a count beyond what the lattice holds."""
    lattice = puzzle.lattice
    have = bin(puzzle.start).count("1")
    empty = len(lattice.places) - have
    k = puzzle.sticks
    if not 1 <= k <= MAX_STICKS:
        raise PuzzleError(f"the task names {k} matches: it must be from 1 to {MAX_STICKS}")
    if puzzle.takes > have:
        raise PuzzleError(f"the picture has {matches_text(have)}: "
                          f"{k} cannot be taken away")
    if puzzle.lays > empty:
        raise PuzzleError(f"the picture has {counted(empty, 'empty place')}: {matches_text(k)} cannot be laid")
    noun = lattice.kind.noun
    if puzzle.target < 0:
        raise PuzzleError(f"the number of {noun}s is {puzzle.target}: it cannot be negative")
    reach = most_shapes(puzzle)
    if puzzle.target > reach:
        raise PuzzleError(f"{puzzle.target} {noun}s are out of reach here: at most {reach} can be made")


def most_shapes(puzzle: Puzzle) -> int:
    """A quick upper bound on the shapes an answer can hold: those needing no more new matches than the task
    lays (every shape, when it adds; only the start's own, when it removes)."""
    lays = puzzle.lays
    return sum(1 for s in puzzle.lattice.shapes if bin(s.mask & ~puzzle.start).count("1") <= lays)


def meets_goal(puzzle: Puzzle, layout: int) -> bool:
    """The layout holds exactly `target` shapes, no loose match, and (with `equal`) one size of shape."""
    lattice = puzzle.lattice
    shapes = present_shapes(lattice, layout)
    if len(shapes) != puzzle.target or loose_matches(lattice, layout):
        return False
    return not puzzle.equal or len({lattice.shapes[i].size for i in shapes}) <= 1


def distance(puzzle: Puzzle, layout: int) -> tuple[int, int]:
    """(matches of the start missing from `layout`, matches of `layout` not in the start)."""
    return bin(puzzle.start & ~layout).count("1"), bin(layout & ~puzzle.start).count("1")


def is_answer(puzzle: Puzzle, layout: int) -> bool:
    return distance(puzzle, layout) == (puzzle.takes, puzzle.lays) and meets_goal(puzzle, layout)
