"""What every game's logic offers, written down as a type (after Simon Tatham's puzzle back ends).

Each game has one adapter object that satisfies `GameLogic` (`game/logic/GAME/contract.py`, named `RULES`), built
on the game's own functions; `game/logic/registry.py` lists them, and mypy checks each against this Protocol.
Moves travel as text at the edges (saves, replays, the command line): `parse_move` / `format_move` are inverses.
"""
from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from game.logic.common import LevelFieldError, Status
from game.logic.words import Text

S = TypeVar("S")  # the immutable game state
M = TypeVar("M")  # a move (a small value with a text form)
L = TypeVar("L")  # a parsed level (LevelSpec)
P = TypeVar("P", contravariant=True)  # the generator's parameters

MoveT = TypeVar("MoveT", covariant=True)


@dataclass(frozen=True)
class Hint(Generic[MoveT]):
    """A legal move that helps, and one sentence that explains why."""

    move: MoveT
    text: Text   # a Msg the screen shows in the player's language (the command line prints it in English)


@dataclass(frozen=True)
class Rating:
    """How hard a level is: the game's band name and the number behind it (higher is harder; `unit` says
    what it counts). `value` is None when the game has no number for it (a 24 hand with no solution)."""

    band: str
    value: float | None
    unit: str


class GameLogic(Protocol[S, M, L, P]):
    """The back end of one game. Nothing here mutates: `apply` returns a new state."""

    def parse_move(self, text: str) -> M:
        """The move a text names (syntax only); MoveError (a ValueError) saying what is wrong."""
        ...

    def format_move(self, move: M) -> str:
        """The text form; parse_move(format_move(m)) == m."""
        ...

    def apply(self, state: S, move: M) -> S:
        """The state after `move`; MoveError if it is illegal in `state`."""
        ...

    def legal_moves(self, state: S) -> Iterable[M]:
        """Every distinct move `apply` accepts in `state` that changes it, possibly lazily (a move `apply` accepts
        without changing the state is "no effect" and is not listed; 24 lists one typed answer per solution class,
        not every spelling of it)."""
        ...

    def status(self, state: S) -> Status:
        """PLAYING, SOLVED (the player won) or LOST."""
        ...

    def hint(self, state: S) -> Hint[M] | None:
        """A move towards a solution (in a two-player game: the best move for the side to move), with its
        reason; None when there is none (solved, over, or no solution from here)."""
        ...

    def solve(self, state: S) -> Sequence[M] | None:
        """Moves that take `state` to SOLVED (in a two-player game: perfect play by both sides ending in
        the player's win); None when there is no such line."""
        ...

    def generate(self, params: P, rng: random.Random) -> L:
        """A new level drawn with `rng`; PuzzleError when `params` allow none."""
        ...

    def rate(self, level: L) -> Rating:
        """The level's difficulty."""
        ...

    @property
    def bands(self) -> tuple[str, ...]:
        """The band names a level may state, easiest first; `rate(level).band` is one of them for a sound
        level, and `check-levels` compares the two."""
        ...

    def parse_level(self, fields: Mapping[str, Any]) -> L:
        """One level's game fields from a level file; LevelFieldError naming the field."""
        ...

    def parse_settings(self, fields: Mapping[str, Any]) -> object:
        """The level file's `settings:` mapping (the game's own options); LevelFieldError naming the field,
        or with an empty field when the game takes no settings at all."""
        ...

    def check_level(self, level: L) -> list[LevelFieldError]:
        """The deep check of `check-levels` (solvable, and as the file states); empty when sound."""
        ...

    def start(self, level: L) -> S:
        """The state play begins from."""
        ...

    def encode_level(self, level: L) -> str:
        """The inverse of parse_level for a code: the level as a compact description in base-32 characters
        (game/logic/packing.py); ValueError when the level has none (a sudoku without exactly one solution)."""
        ...

    def decode_level(self, text: str) -> L:
        """The level a description names, checked like any untrusted input: DescriptionError (a ValueError)
        saying what is wrong. encode_level(decode_level(d)) == d for every description encode_level writes."""
        ...


class MoveModule(Protocol[S, M]):
    """A game's module of move rules (each game's state or play module): the functions `MovesFrom` forwards."""

    def parse_move(self, text: str) -> M: ...

    def format_move(self, move: M) -> str: ...

    def apply(self, state: S, move: M) -> S: ...

    def legal_moves(self, state: S) -> Iterable[M]: ...

    def status(self, state: S) -> Status: ...


class MovesFrom(Generic[S, M]):
    """The move half of GameLogic (parse_move, format_move, apply, legal_moves, status), forwarded to the game's
    module of move rules, which every game writes the same way. An adapter inherits it and writes only what
    differs between games: hints, solving, generating, rating and levels."""

    def __init__(self, moves: MoveModule[S, M]) -> None:
        self.moves = moves

    def parse_move(self, text: str) -> M:
        return self.moves.parse_move(text)

    def format_move(self, move: M) -> str:
        return self.moves.format_move(move)

    def apply(self, state: S, move: M) -> S:
        return self.moves.apply(state, move)

    def legal_moves(self, state: S) -> Iterable[M]:
        return self.moves.legal_moves(state)

    def status(self, state: S) -> Status:
        return self.moves.status(state)


def follow_hints(logic: GameLogic[S, M, Any, Any], state: S, limit: int) -> list[M] | None:
    """Apply hint after hint from `state`: the moves that reach SOLVED, or None when the hints stop short
    (no hint, a LOST status, or more than `limit` moves)."""
    moves: list[M] = []
    while logic.status(state) is Status.PLAYING and len(moves) < limit:
        hint = logic.hint(state)
        if hint is None:
            return None
        moves.append(hint.move)
        state = logic.apply(state, hint.move)
    return moves if logic.status(state) is Status.SOLVED else None
