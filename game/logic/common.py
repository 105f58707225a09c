"""Types shared by every puzzle's logic module."""
from __future__ import annotations

import enum

from game.logic.words import Text


class Status(enum.Enum):
    """Where a game stands, as `status(state)` reports it."""

    PLAYING = "playing"
    SOLVED = "solved"
    LOST = "lost"


class PuzzleError(ValueError):
    """A puzzle description that cannot be played: says what is wrong and where."""


class MoveError(ValueError):
    """A move the game refuses (after python-chess): never raised itself, only as one of its two kinds below.
    `reason` is the sentence a scene shows the player as it is (a `Msg`, shown in the player's language, or plain
    text); `str(err)` may add the move's text."""

    def __init__(self, reason: Text, move_text: str | None = None) -> None:
        super().__init__(reason if move_text is None else f"{move_text!r}: {reason}")
        self.reason = reason
        self.move_text = move_text


class InvalidMoveError(MoveError):
    """A move text that does not parse: the game never reads it as a move (`parse_move`)."""


class IllegalMoveError(MoveError):
    """A well-formed move that is not allowed in this state (`apply`)."""


class LevelFieldError(ValueError):
    """A level field that fails validation; `field` names the key (dotted for nested keys)
    so the loader can point at the file and line it came from. `message` is a `Msg` where a player may read it
    (the level list shows a file's problems in the player's language)."""

    def __init__(self, field: str, message: Text) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message


def counted(n: int, noun: str) -> str:
    """'1 stone', '2 stones', '1 single stone': a count with its noun in the right number (nouns with a plain -s)."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def agree(n: int, singular: str, plural: str) -> str:
    """The verb form that agrees with a count: agree(1, 'remains', 'remain') -> 'remains'."""
    return singular if n == 1 else plural
