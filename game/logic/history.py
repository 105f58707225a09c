"""Undo/redo/restart for any puzzle, holding (state, move) pairs (after Tatham's midend).

Restart is itself an entry, so it can be undone. The history knows nothing of a game's rules:
it stores states and the text form of the move that led to each, which is also what a save keeps.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Generic, TypeVar

from game.logic.words import Msg

S = TypeVar("S")

RESTART = "restart"


@dataclass(frozen=True)
class Entry(Generic[S]):
    state: S
    move: str | None  # text form of the move that produced `state`; None for the start


class History(Generic[S]):
    def __init__(self, initial: S) -> None:
        self._entries: list[Entry[S]] = [Entry(initial, None)]
        self._pos = 0

    @property
    def state(self) -> S:
        return self._entries[self._pos].state

    @property
    def initial(self) -> S:
        return self._entries[0].state

    @property
    def moves(self) -> list[str]:
        """Text of every move up to the current position (restarts included)."""
        return [e.move for e in self._entries[1 : self._pos + 1] if e.move is not None]

    @property
    def position(self) -> int:
        return self._pos

    def __len__(self) -> int:
        return len(self._entries)

    def push(self, state: S, move: str) -> None:
        """Record a new state; anything that could have been redone is dropped."""
        del self._entries[self._pos + 1 :]
        self._entries.append(Entry(state, move))
        self._pos += 1

    def can_undo(self) -> bool:
        return self._pos > 0

    def can_redo(self) -> bool:
        return self._pos < len(self._entries) - 1

    def undo(self) -> S:
        if self._pos > 0:
            self._pos -= 1
        return self.state

    def redo(self) -> S:
        if self.can_redo():
            self._pos += 1
        return self.state

    def restart(self) -> S:
        """Go back to the start as a new, undoable entry (a no-op when already there)."""
        if self.state != self.initial:
            self.push(self.initial, RESTART)
        return self.state

    def moves_since_start(self) -> list[str]:
        """Moves made since the last restart: what the player has done to the current layout."""
        out: list[str] = []
        for e in self._entries[1 : self._pos + 1]:
            if e.move == RESTART:
                out.clear()
            elif e.move is not None:
                out.append(e.move)
        return out

    def states_up_to_position(self) -> list[S]:
        """Every state from the first entry to the current one."""
        return [e.state for e in self._entries[: self._pos + 1]]

    def states_before_moves_since_start(self) -> list[S]:
        """For each move since the last restart, the state it was made from."""
        out: list[S] = []
        for before, entry in zip(self._entries[: self._pos], self._entries[1 : self._pos + 1]):
            if entry.move == RESTART:
                out.clear()
            elif entry.move is not None:
                out.append(before.state)
        return out

    def to_record(self) -> dict[str, object]:
        """A JSON-able record (move texts and position) from which `from_record` rebuilds the history."""
        return {"moves": [e.move for e in self._entries[1:]], "position": self._pos}

    @classmethod
    def from_record(
        cls, initial: S, record: dict[str, object], apply_text: Callable[[S, str], S]
    ) -> "History[S]":
        """Replay `record` from `initial`; `apply_text(state, move_text)` applies one move and may
        raise ValueError, which propagates so a corrupt save is reported rather than half-loaded."""
        moves = record.get("moves", [])
        if not isinstance(moves, list):
            raise ValueError(Msg("history record is malformed"))
        pos = record.get("position", len(moves))
        if isinstance(pos, bool) or not isinstance(pos, int) or not 0 <= pos <= len(moves):
            raise ValueError(Msg("history record is malformed"))
        h = cls(initial)
        for text in moves:
            if not isinstance(text, str):
                raise ValueError(Msg("history record holds a non-text move"))
            state = h.initial if text == RESTART else apply_text(h.state, text)
            h.push(state, text)
        h._pos = pos
        return h
