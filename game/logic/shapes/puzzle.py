"""A shape puzzle: a layout on a lattice, a task (remove, move or add K matches) and the count to reach.

A layout is an int: bit i set when place i holds a match. A final layout meets the goal when it holds exactly
`target` shapes of any size, every match is a side of at least one of them (no loose match) and, with `equal`,
all of them have the same size. It answers the puzzle when it is also exactly K matches away from the start
in the task's way: K fewer (remove), K more (add), or K taken away and K laid on places that were empty (move).
"""
from __future__ import annotations

import enum
from dataclasses import dataclass

from game.logic.common import PuzzleError
from game.logic.words import N_, Msg, Plural

from .lattice import Kind, Lattice, loose_matches, present_shapes


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

    def describe(self) -> Msg:
        """The task in words: 'Move 2 matches to make exactly 3 squares of the same size, with no loose match.'"""
        template = _TASKS[self.action, self.equal]
        return Msg(template, matches=matches_text(self.sticks), shapes=shapes_text(self.lattice.kind, self.target))


# one whole sentence per task, so a translation orders verb, matches and shapes its own way
_TASKS = {
    (Action.REMOVE, False): N_("Remove {matches} to make exactly {shapes}, with no loose match."),
    (Action.MOVE, False): N_("Move {matches} to make exactly {shapes}, with no loose match."),
    (Action.ADD, False): N_("Add {matches} to make exactly {shapes}, with no loose match."),
    (Action.REMOVE, True): N_("Remove {matches} to make exactly {shapes} of the same size, with no loose match."),
    (Action.MOVE, True): N_("Move {matches} to make exactly {shapes} of the same size, with no loose match."),
    (Action.ADD, True): N_("Add {matches} to make exactly {shapes} of the same size, with no loose match."),
}


def matches_text(n: int) -> Msg:
    """'1 match', '3 matches'."""
    return Plural("{n} match", "{n} matches", n)


def shapes_text(kind: Kind, n: int) -> Msg:
    """'1 square', '3 triangles'."""
    if kind is Kind.SQUARES:
        return Plural("{n} square", "{n} squares", n)
    return Plural("{n} triangle", "{n} triangles", n)


class TaskError(PuzzleError):
    """A task the picture cannot ask. `reason` is the sentence for the screen (in the player's language);
    `str()` stays English for level files and the command line; `field` is the level field at fault."""

    def __init__(self, reason: Msg, field: str) -> None:
        super().__init__(reason.english())
        self.reason = reason
        self.field = field


def check_puzzle(puzzle: Puzzle) -> None:
    """PuzzleError when the task cannot be asked of this layout: more matches than there are to take or
    places to fill, or a count beyond what the lattice holds."""
    lattice = puzzle.lattice
    have = bin(puzzle.start).count("1")
    empty = len(lattice.places) - have
    k = puzzle.sticks
    if not 1 <= k <= MAX_STICKS:
        raise TaskError(Msg("the task names {k} matches: it must be from 1 to {most}", k=k, most=MAX_STICKS),
                        "sticks")
    if puzzle.takes > have:
        raise TaskError(Plural("the picture has {n} match: {k} cannot be taken away",
                               "the picture has {n} matches: {k} cannot be taken away", have, k=k), "sticks")
    if puzzle.lays > empty:
        raise TaskError(Plural("the picture has {n} empty place: {matches} cannot be laid",
                               "the picture has {n} empty places: {matches} cannot be laid", empty,
                               matches=matches_text(k)), "sticks")
    field = lattice.kind.value
    if puzzle.target < 0:
        raise TaskError(Msg("the number of squares is {target}: it cannot be negative", target=puzzle.target)
                        if lattice.kind is Kind.SQUARES else
                        Msg("the number of triangles is {target}: it cannot be negative", target=puzzle.target),
                        field)
    reach = most_shapes(puzzle)
    if puzzle.target > reach:
        raise TaskError(Msg("{shapes} are out of reach here: at most {most} can be made",
                            shapes=shapes_text(lattice.kind, puzzle.target), most=reach), field)


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
