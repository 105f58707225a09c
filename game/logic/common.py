"""Types shared by every puzzle's logic module."""
from __future__ import annotations

import enum


class Status(enum.Enum):
    """Where a game stands, as `status(state)` reports it."""

    PLAYING = "playing"
    SOLVED = "solved"
    LOST = "lost"


class PuzzleError(ValueError):
    """A puzzle description that cannot be played: says what is wrong and where."""


class MoveError(ValueError):
    """A move string that cannot be parsed, or a move that is illegal in the state."""


class LevelFieldError(ValueError):
    """A level field that fails validation; `field` names the key (dotted for nested keys)
    so the loader can point at the file and line it came from."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message
