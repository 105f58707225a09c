"""Stone duel rules: heaps, moves and their text ("T 2 3"), the immutable State, apply and status.

Nim on a row of heaps, under misère rules (whoever takes the last stone loses; the default) or normal rules
(whoever takes the last stone wins). Heaps are numbered from 0 in moves, errors and the command line.
"""
from __future__ import annotations

import enum
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from game.logic.common import IllegalMoveError, InvalidMoveError, PuzzleError, Status
from game.logic.words import Msg, Plural

Heaps = tuple[int, ...]

PLAYER, OPPONENT = 0, 1  # player indices: the human (or Player 1 in hot-seat) and the AI (or Player 2)


class Rule(enum.Enum):
    MISERE = "misere"  # last stone loses
    NORMAL = "normal"  # last stone wins


def check_heaps(heaps: Sequence[object]) -> Heaps:
    """Validate heap sizes (whole numbers, 0 or more) and return them as a tuple; PuzzleError names the heap."""
    if isinstance(heaps, (str, bytes)) or not isinstance(heaps, Sequence):
        raise PuzzleError(Msg("heaps must be a list of whole numbers, not {type}", type=type(heaps).__name__))
    sizes: list[int] = []
    for i, h in enumerate(heaps):
        if isinstance(h, bool) or not isinstance(h, int):
            raise PuzzleError(Msg("heap {heap} (0-based) is {value}: a heap size must be a whole number", heap=i,
                                  value=repr(h)))
        if h < 0:
            raise PuzzleError(Msg("heap {heap} (0-based) is {value}: a heap cannot hold fewer than 0 stones", heap=i,
                                  value=h))
        sizes.append(h)
    return tuple(sizes)


_MOVE_TEXT = re.compile(r"T ([0-9]+) ([0-9]+)", re.ASCII)


@dataclass(frozen=True)
class Move:
    """Take `take` stones (1 or more) from heap `heap` (0-based). Text form: "T 2 3"."""

    heap: int
    take: int

    def __post_init__(self) -> None:
        for name in ("heap", "take"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int):
                raise InvalidMoveError(f"move {name} must be a whole number, not {value!r}")
        if self.heap < 0:
            raise InvalidMoveError(f"move heap is {self.heap}: heaps are numbered from 0")
        if self.take < 1:
            raise InvalidMoveError(f"move takes {self.take} stones: a move takes at least 1")

    def __str__(self) -> str:
        return f"T {self.heap} {self.take}"

    @classmethod
    def parse(cls, text: str) -> Move:
        """Parse "T HEAP TAKE" (heap 0-based, take >= 1); InvalidMoveError says what is wrong."""
        if not isinstance(text, str):
            raise InvalidMoveError(f"a move is text like 'T 2 3', not {type(text).__name__}")
        m = _MOVE_TEXT.fullmatch(text.strip())
        if m is None:
            raise InvalidMoveError("expected 'T HEAP TAKE', e.g. 'T 2 3'", text)
        return cls(int(m.group(1)), int(m.group(2)))


def parse_move(text: str) -> Move:
    return Move.parse(text)


def format_move(move: Move) -> str:
    return str(move)


@dataclass(frozen=True)
class State:
    """A position: the heaps, whose turn it is (PLAYER or OPPONENT) and the rule. Immutable."""

    heaps: Heaps
    to_move: int = PLAYER
    rule: Rule = Rule.MISERE

    def __post_init__(self) -> None:
        object.__setattr__(self, "heaps", check_heaps(self.heaps))
        if self.to_move not in (PLAYER, OPPONENT) or isinstance(self.to_move, bool):
            raise PuzzleError(f"to_move is {self.to_move!r}: it must be {PLAYER} or {OPPONENT}")
        if not isinstance(self.rule, Rule):
            raise PuzzleError(f"rule is {self.rule!r}: it must be a Rule")


def check_move(state: State, move: Move) -> None:
    """Raise IllegalMoveError unless `move` is legal in `state`."""
    if move.heap >= len(state.heaps):
        raise IllegalMoveError(Msg("there is no heap {heap} (heaps are 0..{last})", heap=move.heap,
                                   last=len(state.heaps) - 1), str(move))
    if move.take > state.heaps[move.heap]:
        raise IllegalMoveError(Plural("heap {heap} holds only {n} stone", "heap {heap} holds only {n} stones",
                                      state.heaps[move.heap], heap=move.heap), str(move))


def apply(state: State, move: Move | str) -> State:
    """The position after `move` (a Move or its text): InvalidMoveError for a text that does not parse,
    IllegalMoveError for a move not allowed here."""
    if isinstance(move, str):
        move = Move.parse(move)
    check_move(state, move)
    heaps = list(state.heaps)
    heaps[move.heap] -= move.take
    return State(tuple(heaps), 1 - state.to_move, state.rule)


def legal_moves(state: State) -> Iterator[Move]:
    """Every legal move, lazily (a heap of 10^9 stones has 10^9 of them)."""
    for i, h in enumerate(state.heaps):
        for take in range(1, h + 1):
            yield Move(i, take)


def is_over(state: State) -> bool:
    return not any(state.heaps)


def last_taker(state: State) -> int | None:
    """Who took the last stone: the player who moved into the empty board. None while stones remain."""
    return 1 - state.to_move if is_over(state) else None


def winner(state: State) -> int | None:
    taker = last_taker(state)
    if taker is None:
        return None
    return 1 - taker if state.rule is Rule.MISERE else taker


def status(state: State, player: int = PLAYER) -> Status:
    """PLAYING while stones remain, then SOLVED if `player` won, LOST otherwise."""
    w = winner(state)
    if w is None:
        return Status.PLAYING
    return Status.SOLVED if w == player else Status.LOST
