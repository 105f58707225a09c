"""The mid-end (after Simon Tatham's midend.c): what every game does around its rules, written once.

A `Session` holds the game's `History` (undo, redo, undoable restart), counts the hints and answers the player
has seen, runs the play clock (advanced by the `dt` the scene is given, never the wall clock), saves and resumes a
game in progress as move texts, and hands the store a `Result`. It knows nothing of a game's rules: moves arrive
as text and an `apply_text(state, text)` callable (a game's parse + apply) turns them into states. No pygame.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from game.logic.contract import GameLogic
from game.logic.history import History

S = TypeVar("S")


@dataclass(frozen=True)
class Result:
    """What the store records for one play of a level."""

    solved: bool
    clean: bool      # no hint and no answer seen: the solve may go on the high-score table
    time_s: float
    moves: int       # moves since the last restart


def text_applier(logic: GameLogic[S, Any, Any, Any]) -> Callable[[S, str], S]:
    """`apply_text` for a game's back end: parse the move's text, then apply it (MoveError if either fails)."""
    def apply_text(state: S, text: str) -> S:
        return logic.apply(state, logic.parse_move(text))
    return apply_text


class Session(Generic[S]):
    def __init__(self, initial: S, apply_text: Callable[[S, str], S], *, history: History[S] | None = None,
                 elapsed: float = 0.0, hints: int = 0, answers: int = 0) -> None:
        self.apply_text = apply_text
        self.history: History[S] = history if history is not None else History(initial)
        self.elapsed = elapsed
        self.hints = hints
        self.answers = answers
        self.finished = False  # set once the game is over (the clock stops) until an undo or restart reopens it

    # --- moves ---------------------------------------------------------------------------------------------
    @property
    def state(self) -> S:
        return self.history.state

    def play(self, text: str) -> S:
        """Apply a move given as text (the game's typed error propagates) and record it."""
        state = self.apply_text(self.history.state, text)
        self.history.push(state, text)
        return state

    def push(self, state: S, text: str) -> None:
        """Record a move whose state the caller has already computed with the game's `apply`."""
        self.history.push(state, text)

    def can_undo(self) -> bool:
        return self.history.can_undo()

    def can_redo(self) -> bool:
        return self.history.can_redo()

    def undo(self) -> bool:
        """One step back; False when there is nothing to undo."""
        if not self.history.can_undo():
            return False
        self.history.undo()
        self.finished = False  # taking back the last move reopens a finished game
        return True

    def redo(self) -> bool:
        if not self.history.can_redo():
            return False
        self.history.redo()
        return True

    def restart(self) -> bool:
        """Back to the start as an undoable entry; False when already at the start."""
        if self.history.state == self.history.initial:
            return False
        self.history.restart()
        self.finished = False
        return True

    @property
    def moves(self) -> int:
        return len(self.history.moves_since_start())

    @property
    def touched(self) -> bool:
        """Anything worth saving: a move made (or undone) or help seen."""
        return len(self.history) > 1 or self.helped

    # --- help ----------------------------------------------------------------------------------------------
    def use_hint(self) -> None:
        self.hints += 1

    def use_answer(self) -> None:
        self.answers += 1

    @property
    def helped(self) -> bool:
        return self.hints > 0 or self.answers > 0

    # --- the clock -----------------------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        """Advance the play clock by the frame's `dt` (the app stops calling while the game is covered)."""
        if not self.finished:
            self.elapsed += dt

    def finish(self, solved: bool) -> Result:
        """The game is over: stop the clock and give what the store records."""
        self.finished = True
        return self.result(solved)

    def result(self, solved: bool) -> Result:
        return Result(solved=solved, clean=not self.helped, time_s=self.elapsed, moves=self.moves)

    # --- save and resume -----------------------------------------------------------------------------------
    def to_record(self) -> dict[str, Any]:
        """JSON-able: the move texts (the history's own record), the clock, the help seen."""
        return {"history": self.history.to_record(), "elapsed": self.elapsed, "hints": self.hints,
                "answers": self.answers}

    @classmethod
    def from_record(cls, initial: S, record: Mapping[str, Any], apply_text: Callable[[S, str], S]) -> Session[S]:
        """Replay a saved game. ValueError (with the reason) for a damaged record, so it is reported, not
        half-loaded. Older saves name the help seen differently ("used_help", "hints_used": a flag): still read."""
        history_record = record.get("history", {"moves": []})
        if not isinstance(history_record, dict):
            raise ValueError("saved history is not a mapping")
        history = History.from_record(initial, history_record, apply_text)
        elapsed = record.get("elapsed", 0.0)
        if isinstance(elapsed, bool) or not isinstance(elapsed, (int, float)) or elapsed < 0:
            raise ValueError(f"saved play time {elapsed!r} is not a number of seconds")
        hints = _count(record, "hints", legacy=("used_help", "hints_used"))
        answers = _count(record, "answers")
        return cls(initial, apply_text, history=history, elapsed=float(elapsed), hints=hints, answers=answers)


def _count(record: Mapping[str, Any], key: str, legacy: tuple[str, ...] = ()) -> int:
    value = record.get(key, 0)
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"saved {key} {value!r} is not a count")
    for old in legacy:  # a flag in saves written before the session existed
        flag = record.get(old, False)
        if not isinstance(flag, bool):
            raise ValueError(f"saved {old} {flag!r} is not true or false")
        value = max(value, int(flag))
    return value
