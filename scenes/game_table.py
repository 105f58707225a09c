"""The table: one shape around the session for every game (after Simon Tatham's `game_ui` + `interpret_move`).

A `GameTable[S, M]` owns the game's `Session` and speaks the words every scene uses: `state`, `elapsed`,
`helped`, `finished` / `outcome`, `play(move)`, `undo()`, `redo()`, `restart()`, `hint()`, `show_solution()`.
A game's table subclasses it and adds only its own UI state (selection, drag, pencil mode, the computer's turn, a
24 run); it learns of changes through two hooks, `changed()` (after every change of the session) and
`finished_with(outcome)` (the game has just ended), never by writing those words again.

Help is the contract's: `hint()` is the session's `hint` (the contract's `hint(state)`, counted as help), and
`show_solution()` plays the contract's `solve(state)` move by move through the session, counted as an answer seen.
What the command line says and what the screen says come from the same function.

A refused move's reason is the table's `message`; the host (the scene) hears sounds through `play_sound`.
"""
from __future__ import annotations

from typing import Generic, Protocol, TypeVar

from game.logic.common import MoveError
from game.logic.contract import Hint
from game.logic.words import Msg, Text
from game.logic.outcome import Ending, Outcome
from game.logic.session import Played, Session

S = TypeVar("S")
M = TypeVar("M")

NO_SOLUTION = Msg("No solution can be reached from here: undo a move first.")


class TableHost(Protocol):
    """What a table asks of the scene around it."""

    def play_sound(self, name: str) -> None:
        """One of the app's sounds: "good", "bad", "drop", "pick", "click", "hint", "win"."""
        ...


class Silent:
    """A host that hears nothing (tests, previews)."""

    def play_sound(self, name: str) -> None:
        pass


class GameTable(Generic[S, M]):
    """One game on the table: the session and the words every scene reads and calls."""

    def __init__(self, session: Session[S, M], host: TableHost | None = None) -> None:
        self.session = session
        self.host: TableHost = host if host is not None else Silent()
        self.message: Text = ""                # why the last move was refused, or what help said
        self.shown_hint: Hint[M] | None = None  # the contract's hint on show (cleared by any change)

    # --- what every view reads --------------------------------------------------------------------------
    @property
    def state(self) -> S:
        return self.session.state

    @property
    def elapsed(self) -> float:
        return self.session.elapsed

    @property
    def helped(self) -> bool:
        return self.session.helped

    @property
    def finished(self) -> bool:
        return self.session.finished

    @property
    def outcome(self) -> Outcome | None:
        """The finished game's Outcome (None while it goes on; undo reopens it to look back)."""
        return self.session.outcome

    @property
    def solved(self) -> bool:
        """The session's outcome says the puzzle is solved."""
        outcome = self.session.outcome
        return outcome is not None and outcome.ending is Ending.SOLVED

    def can_undo(self) -> bool:
        return self.session.can_undo() and self.undo_steps() > 0

    def can_redo(self) -> bool:
        return self.session.can_redo()

    # --- moves ------------------------------------------------------------------------------------------
    def play(self, move: M) -> Played[S] | None:
        """Play `move` through the session: None (its reason the message) when refused; a move that changes
        something clears the hint on show and tells the game (`changed`, then `finished_with` at the end)."""
        try:
            played = self.session.play(move)
        except MoveError as err:
            self.message = err.reason
            self.refused(err)
            return None
        if played.changed:
            self.shown_hint = None
            self.message = ""
            self.changed()
            if played.outcome is not None:
                self.finished_with(played.outcome)
        return played

    def undo(self) -> bool:
        """Take back the last move (the game says how many entries that is); after the end it looks back."""
        steps = self.undo_steps()
        return steps > 0 and self._moved(self.session.undo(steps))

    def redo(self) -> bool:
        if not self.session.redo():
            return False
        while self.redo_goes_on() and self.session.can_redo():
            self.session.redo()
        return self._moved(True)

    def restart(self) -> bool:
        """Back to the first state, as an entry undo can take back; once the game has been recorded, playing
        again from the start is a new session (with its own record)."""
        if self.session.recorded is not None:
            self.session = self.session.again()
            self.started_again()
            return self._moved(True)
        return self._moved(self.session.restart())

    def _moved(self, changed: bool) -> bool:
        if changed:
            self.shown_hint = None
            self.message = ""
            self.changed()
            self.host.play_sound("click")
            if self.session.outcome is not None:
                self.finished_with(self.session.outcome)
        return changed

    # --- help (the contract's) --------------------------------------------------------------------------
    def hint(self) -> Hint[M] | None:
        """The contract's hint for the state on the table, counted as help; its sentence is the message."""
        if self.finished:
            return None
        found = self.session.hint()
        self.shown_hint = found
        self.message = found.text if found is not None else self.no_hint_message()
        self.host.play_sound("hint" if found is not None else "bad")
        return found

    def show_solution(self) -> list[M] | None:
        """Play the contract's solution from here through the session, counted as an answer seen; None (and a
        message) when there is none from here."""
        if self.finished:
            return None
        moves = self.session.rules.solve(self.state)
        if moves is None:
            self.message = self.no_solution_message()
            self.host.play_sound("bad")
            return None
        self.session.use_answer()
        played: list[M] = []
        for move in moves:
            if self.play(move) is None:
                break
            played.append(move)
        return played

    def no_hint_message(self) -> Text:
        return Msg("No hint from here.")

    def no_solution_message(self) -> Text:
        return NO_SOLUTION

    # --- time and saving --------------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        self.session.tick(dt)

    def save(self) -> None:
        """Keep the game as it is now (leaving the scene: the clock's last seconds)."""
        self.session.save()

    # --- what a game adds (hooks) -----------------------------------------------------------------------
    def changed(self) -> None:
        """The session changed (a move, undo, redo, restart): rebuild what the state decides."""

    def finished_with(self, outcome: Outcome) -> None:
        """The game has just ended (again, after an undo: shown, recorded only the first time)."""

    def refused(self, err: MoveError) -> None:
        """A move was refused; its reason is already the message."""
        self.host.play_sound("bad")

    def started_again(self) -> None:
        """A new session has replaced the finished one (before `changed` is called)."""

    def undo_steps(self) -> int:
        """How many history entries one undo takes back (the duel versus the computer: a pair)."""
        return 1

    def redo_goes_on(self) -> bool:
        """After one redo, whether the next entry belongs with it (the computer's reply)."""
        return False
