"""Playing a shape puzzle one match at a time: the state, the moves and their text, apply, status.

The task's K is the number of moves: K matches taken away ("R 5"), K laid on empty places ("A 7"), or K moved
from a place to an empty one ("M 3 12"; a match moved twice uses two moves). Places are numbered in reading
order of the picture (lattice.py). The puzzle is solved when K moves are made and the layout answers it.
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from game.logic.common import IllegalMoveError, InvalidMoveError, Status
from game.logic.words import N_, Msg

from .puzzle import Action, Puzzle, is_answer

MOVE_PATTERN = re.compile(r"(R|A) (0|[1-9][0-9]{0,3})|M (0|[1-9][0-9]{0,3}) (0|[1-9][0-9]{0,3})", re.ASCII)


@dataclass(frozen=True)
class Move:
    """A match taken from `source` (None when one is added) and laid on `target` (None when one is removed)."""

    source: int | None
    target: int | None

    def __post_init__(self) -> None:
        if self.source is None and self.target is None:
            raise ValueError("a move takes a match, lays one, or both")

    def __str__(self) -> str:
        if self.target is None:
            return f"R {self.source}"
        if self.source is None:
            return f"A {self.target}"
        return f"M {self.source} {self.target}"

    @staticmethod
    def parse(text: str) -> Move:
        m = MOVE_PATTERN.fullmatch(text)
        if m is None:
            raise InvalidMoveError("a move reads 'R PLACE' (remove), 'A PLACE' (add) or 'M FROM TO' (move)", text)
        if m.group(1) == "R":
            return Move(int(m.group(2)), None)
        if m.group(1) == "A":
            return Move(None, int(m.group(2)))
        return Move(int(m.group(3)), int(m.group(4)))


@dataclass(frozen=True)
class State:
    puzzle: Puzzle
    layout: int
    used: int = 0   # moves made

    @property
    def moves_left(self) -> int:
        return self.puzzle.sticks - self.used


def start_state(puzzle: Puzzle) -> State:
    return State(puzzle, puzzle.start)


def parse_move(text: str) -> Move:
    return Move.parse(text)


def format_move(move: Move) -> str:
    return str(move)


def _holds(state: State, place: int) -> bool:
    return bool(state.layout >> place & 1)


ASKS = {Action.REMOVE: N_("this puzzle asks to remove matches"), Action.MOVE: N_("this puzzle asks to move matches"),
        Action.ADD: N_("this puzzle asks to add matches")}


def check_move(state: State, move: Move) -> None:
    """IllegalMoveError naming why `move` is not allowed in `state`."""
    action = state.puzzle.action
    n = len(state.puzzle.lattice.places)
    kind = "R" if move.target is None else "A" if move.source is None else "M"
    wanted = {Action.REMOVE: "R", Action.ADD: "A", Action.MOVE: "M"}[action]
    if kind != wanted:
        raise IllegalMoveError(Msg(ASKS[action]), str(move))
    if state.moves_left <= 0:
        raise IllegalMoveError(Msg("all {n} moves are made: undo one to try another",
                                   n=state.puzzle.sticks), str(move))
    for place in (move.source, move.target):
        if place is not None and place >= n:
            raise IllegalMoveError(Msg("there is no place {place}: places are numbered 0 to {last}", place=place,
                                       last=n - 1), str(move))
    if move.source is not None and not _holds(state, move.source):
        raise IllegalMoveError(Msg("there is no match there to take"), str(move))
    if move.target is not None and _holds(state, move.target):
        raise IllegalMoveError(Msg("that place already holds a match"), str(move))
    if move.source is not None and move.source == move.target:
        raise IllegalMoveError(Msg("a match must go to another place"), str(move))


def apply(state: State, move: Move) -> State:
    check_move(state, move)
    layout = state.layout
    if move.source is not None:
        layout &= ~(1 << move.source)
    if move.target is not None:
        layout |= 1 << move.target
    return State(state.puzzle, layout, state.used + 1)


def legal_moves(state: State) -> Iterator[Move]:
    if state.moves_left <= 0:
        return
    n = len(state.puzzle.lattice.places)
    full = [p for p in range(n) if _holds(state, p)]
    empty = [p for p in range(n) if not _holds(state, p)]
    action = state.puzzle.action
    if action is Action.REMOVE:
        yield from (Move(p, None) for p in full)
    elif action is Action.ADD:
        yield from (Move(None, p) for p in empty)
    else:
        yield from (Move(p, q) for p in full for q in empty)


def is_solved(state: State) -> bool:
    return state.moves_left == 0 and is_answer(state.puzzle, state.layout)


def status(state: State) -> Status:
    if is_solved(state):
        return Status.SOLVED
    return Status.LOST if state.moves_left <= 0 else Status.PLAYING
