"""The mid-end (after Simon Tatham's midend.c and python-chess's `Board.push`): the one road every move takes.

A scene turns input into a move and hands it to `Session.play`; the session parses and validates it through the
game's contract (`GameLogic`), applies it, records its text in the `History` (undo, redo, undoable restart live
only here), runs the play clock from the `dt` it is given, and tells its `Keeper` after every change: a game in
progress is kept (saved) as its record, a finished one is dropped and its one `Outcome` recorded. The session
knows nothing of files, pygame or the store: the keeper is handed in (`game/keeper.py` writes to the store).

One policy for every game:
- a move that leaves the state as it was is "no effect": refused by nothing, recorded nowhere;
- the clock runs while the game is being played and stops when it ends; taking back the last move reopens it;
- the game ends when the contract's `status` leaves PLAYING (`judge` says how, for two sides), or when the
  player or the mode ends it (`end`: skipped, timed out);
- the keeper hears of every change at once, so a crash or a kill loses at most the seconds since the last one;
- one record per game played: the first time the game ends its Outcome is recorded and the save dropped. Undo
  after the end may look back or try another line (the game reopens, and ends again), but nothing after that first
  end is recorded or saved: playing again from the start is a new session. An end the game invites the player to
  undo (`kept_endings`: matchsticks' "Not yet") is counted as an attempt and kept to resume; the first end after
  it that is not such an end is the game's record (so a level solved after "Not yet" counts as solved).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from game.logic.common import IllegalMoveError, Status
from game.logic.contract import GameLogic, Hint
from game.logic.history import RESTART, History
from game.logic.outcome import Ending, Outcome
from game.logic.words import Msg

S = TypeVar("S")
M = TypeVar("M")

MAX_SAVED_MOVES = 100_000  # a saved history longer than this is damage, not play: refused before it is replayed


class Keeper(Protocol):
    """Where a session's record goes: kept while the game is in progress, dropped when it ends."""

    def keep(self, record: dict[str, Any]) -> None:
        """Save the game in progress (its `Session.to_record()`)."""
        ...

    def drop(self) -> None:
        """The game is over: there is nothing left to resume."""
        ...

    def record(self, outcome: Outcome) -> None:
        """A game has ended: count it (progress, best times)."""
        ...


class KeepNothing:
    """A keeper for play that leaves no trace (tests, previews, a game with nowhere to save)."""

    def keep(self, record: dict[str, Any]) -> None:
        pass

    def drop(self) -> None:
        pass

    def record(self, outcome: Outcome) -> None:
        pass


@dataclass(frozen=True)
class Played(Generic[S]):
    """What one move did: the state now, whether it changed anything (False: "no effect", not recorded), and the
    game's `Outcome` when this move ended it."""

    state: S
    changed: bool
    outcome: Outcome | None = None


def judge_one_player(status: Status) -> tuple[Ending, int | None]:
    """How a one-player game that is no longer PLAYING ended."""
    return (Ending.SOLVED if status is Status.SOLVED else Ending.LOST), None


class Session(Generic[S, M]):
    """One game in progress, from its first state to its `Outcome`.

    `judge(state, status)` says how a game ended once `status` leaves PLAYING (default: solved or lost, no
    winner); `counts(state)` says whether a move made from `state` counts as the player's own (default: every
    move; the stone duel versus the computer counts the player's alone). An ending in `kept_endings` (one the
    game invites the player to undo, e.g. matchsticks' "Not yet") is recorded and still kept to resume."""

    def __init__(self, rules: GameLogic[S, M, Any, Any], initial: S, *, keeper: Keeper | None = None,
                 judge: Callable[[S, Status], tuple[Ending, int | None]] | None = None,
                 counts: Callable[[S], bool] | None = None, kept_endings: frozenset[Ending] = frozenset()) -> None:
        self.rules = rules
        self.kept_endings = kept_endings
        self.keeper: Keeper = keeper if keeper is not None else KeepNothing()
        self._judge = judge if judge is not None else (lambda _state, status: judge_one_player(status))
        self._counts = counts
        self._history: History[S] = History(initial)
        self.elapsed = 0.0
        self.hints = 0
        self.answers = 0
        self.outcome: Outcome | None = None  # set while the game stands finished; undo or restart clears it
        self.recorded: Outcome | None = None  # the one Outcome recorded: the first end, never replaced

    # --- what the scene reads ------------------------------------------------------------------------------
    @property
    def state(self) -> S:
        return self._history.state

    @property
    def initial(self) -> S:
        return self._history.initial

    @property
    def status(self) -> Status:
        return self.rules.status(self.state)

    @property
    def finished(self) -> bool:
        return self.outcome is not None

    @property
    def position(self) -> int:
        """How many entries of the history lie behind the current state (restarts included)."""
        return self._history.position

    def past_states(self) -> list[S]:
        """Every state from the first to the current one, in order (restarts included)."""
        return self._history.states_up_to_position()

    @property
    def move_texts(self) -> list[str]:
        """The text of every move since the last restart: what the player has done to this layout."""
        return self._history.moves_since_start()

    @property
    def moves(self) -> int:
        """Moves since the last restart that count as the player's."""
        if self._counts is None:
            return len(self._history.moves_since_start())
        return sum(1 for before in self._history.states_before_moves_since_start() if self._counts(before))

    @property
    def helped(self) -> bool:
        """A hint or an answer was seen (the one flag every game uses: no star, no record, no high score)."""
        return self.hints > 0 or self.answers > 0

    @property
    def touched(self) -> bool:
        """Anything worth keeping: a move made (or taken back) or help seen."""
        return len(self._history) > 1 or self.helped

    @property
    def ended_by_player(self) -> bool:
        """Finished by `end` while the position was still open (skipped, timed out): no move can take it back."""
        return self.finished and self.status is Status.PLAYING

    def can_undo(self) -> bool:
        return self._history.can_undo() and not self.ended_by_player

    def can_redo(self) -> bool:
        return self._history.can_redo() and not self.ended_by_player

    # --- moves ---------------------------------------------------------------------------------------------
    def parse(self, text: str) -> M:
        """The move a text names (InvalidMoveError when it does not parse)."""
        return self.rules.parse_move(text)

    def try_move(self, move: M | str) -> S:
        """The state `move` would lead to, without playing it (InvalidMoveError / IllegalMoveError)."""
        parsed = self.parse(move) if isinstance(move, str) else move
        return self.rules.apply(self.state, parsed)

    def play(self, move: M | str) -> Played[S]:
        """Validate `move` (a move or its text) through the contract, apply it and record it. Raises
        InvalidMoveError / IllegalMoveError (both MoveError, a ValueError) with the reason to show; a move that
        changes nothing is reported as such and recorded nowhere; a move that ends the game brings its Outcome."""
        if self.finished:
            raise IllegalMoveError("the game is over: undo a move or restart to play on")
        parsed = self.parse(move) if isinstance(move, str) else move
        state = self.rules.apply(self.state, parsed)
        if state == self.state:
            return Played(state, changed=False)
        self._history.push(state, self.rules.format_move(parsed))
        outcome = self._end_if_over()
        if outcome is None:
            self._keep()
        return Played(state, changed=True, outcome=outcome)

    def undo(self, steps: int = 1) -> bool:
        """Take back `steps` entries (fewer if the history is shorter); False when there was nothing to undo.
        Taking back the move that ended the game reopens it (and its clock)."""
        if not self.can_undo():
            return False
        for _ in range(steps):
            if not self._history.can_undo():
                break
            self._history.undo()
        self._reopen_or_end()
        return True

    def redo(self, steps: int = 1) -> bool:
        """Play again up to `steps` entries last taken back; False when there was nothing to redo."""
        if not self.can_redo():
            return False
        for _ in range(steps):
            if not self._history.can_redo():
                break
            self._history.redo()
        self._reopen_or_end()
        return True

    def restart(self) -> bool:
        """Back to the first state as an entry undo can take back; False when already there."""
        if self.state == self.initial or self.ended_by_player:
            return False
        self._history.restart()
        self._reopen_or_end()
        return True

    def _reopen_or_end(self) -> None:
        self.outcome = None
        if self._end_if_over() is None:
            self._keep()

    def _end_if_over(self) -> Outcome | None:
        status = self.status
        if status is Status.PLAYING:
            return None
        ending, winner = self._judge(self.state, status)
        return self.end(ending, winner=winner)

    # --- help ----------------------------------------------------------------------------------------------
    def hint(self) -> Hint[M] | None:
        """The contract's hint for the current state, counted as help seen (even when there is none to give:
        the player asked). None when the game is over or has no hint from here."""
        if self.finished:
            return None
        self.use_hint()
        return self.rules.hint(self.state)

    def use_hint(self) -> None:
        """Help the scene showed by its own means (a sudoku hint's second step): counted and kept."""
        self.hints += 1
        self._keep()

    def use_answer(self) -> None:
        """A solution (or who is winning) was shown: counted and kept."""
        self.answers += 1
        self._keep()

    # --- the clock and the end -----------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        """Advance the play clock by the frame's `dt` (the app stops calling while the game is covered)."""
        if not self.finished and dt > 0:
            self.elapsed += dt

    def end(self, ending: Ending, *, winner: int | None = None, score: int | None = None) -> Outcome:
        """End the game now (the contract's status, or the player or mode: skipped, timed out): stop the clock
        and, the first time only, drop the saved game and record the Outcome (an end reached again after an
        undo is shown, never counted again; after an end in `kept_endings`, the next other end is the record).
        Ending a finished game again changes nothing."""
        if self.outcome is not None:
            return self.outcome
        self.outcome = Outcome(ending, time_s=self.elapsed, moves=self.moves, hints=self.hints,
                               answers=self.answers, winner=winner, score=score)
        provisional = self.recorded is not None and self.recorded.ending in self.kept_endings
        if ending in self.kept_endings:
            self.keeper.keep(self.to_record())   # still in progress for the player: undo plays on
        elif self.recorded is None or provisional:
            self.keeper.drop()
        if self.recorded is None or (provisional and ending not in self.kept_endings):
            self.recorded = self.outcome
            self.keeper.record(self.outcome)
        return self.outcome

    def again(self) -> Session[S, M]:
        """A new session of the same game from its first state, with the same keeper and judges: playing again
        from the start after an end (the finished session's one record stands; this one makes its own)."""
        return Session(self.rules, self.initial, keeper=self.keeper, judge=self._judge, counts=self._counts,
                       kept_endings=self.kept_endings)

    # --- save and resume -----------------------------------------------------------------------------------
    def save(self) -> None:
        """Keep the game as it is now (called when the scene is left, so the clock's last seconds are kept)."""
        if not self.finished and self.touched:
            self._keep()

    def _keep(self) -> None:
        # a game already recorded is looked back on, not saved (unless its end invites the undo: kept_endings)
        if not self.finished and (self.recorded is None or self.recorded.ending in self.kept_endings):
            self.keeper.keep(self.to_record())

    def to_record(self) -> dict[str, Any]:
        """JSON-able: the move texts (the history's own record), the clock, the help seen."""
        return {"history": self._history.to_record(), "elapsed": self.elapsed, "hints": self.hints,
                "answers": self.answers}

    @classmethod
    def resume(cls, rules: GameLogic[S, M, Any, Any], initial: S, record: Mapping[str, Any], *,
               keeper: Keeper | None = None,
               judge: Callable[[S, Status], tuple[Ending, int | None]] | None = None,
               counts: Callable[[S], bool] | None = None, kept_endings: frozenset[Ending] = frozenset()
               ) -> Session[S, M]:
        """Replay a saved game through the contract, every move validated as if played. ValueError (with the
        reason) for a damaged record, so it is reported, not half-loaded. Older saves name the help seen
        differently ("used_help", "hints_used": a flag): still read. A game saved at an ending in `kept_endings`
        comes back ended so (its Outcome was recorded when it ended: not again)."""
        session = cls(rules, initial, keeper=keeper, judge=judge, counts=counts, kept_endings=kept_endings)
        history_record = record.get("history", {"moves": []})
        if not isinstance(history_record, dict):
            raise ValueError(Msg("saved history is not a mapping"))
        moves = history_record.get("moves", [])
        if isinstance(moves, list) and len(moves) > MAX_SAVED_MOVES:
            raise ValueError(Msg("saved history holds {count} moves (at most {most})", count=len(moves),
                                 most=MAX_SAVED_MOVES))

        def apply_text(state: S, text: str) -> S:
            return rules.apply(state, rules.parse_move(text))

        session._history = History.from_record(initial, history_record, apply_text)
        elapsed = record.get("elapsed", 0.0)
        if isinstance(elapsed, bool) or not isinstance(elapsed, (int, float)) or not 0 <= elapsed < 10 ** 9:
            raise ValueError(Msg("saved play time {value} is not a number of seconds", value=repr(elapsed)))
        session.elapsed = float(elapsed)
        session.hints = _count(record, "hints", legacy=("used_help", "hints_used"))
        session.answers = _count(record, "answers")
        status = session.status
        if status is not Status.PLAYING:  # a finished game is not resumed, it is over...
            ending, winner = session._judge(session.state, status)
            if ending not in kept_endings:
                raise ValueError(Msg("saved game is already over"))
            session.outcome = Outcome(ending, time_s=session.elapsed, moves=session.moves, hints=session.hints,
                                      answers=session.answers, winner=winner)   # ...unless it invites an undo
            session.recorded = session.outcome   # recorded when it ended: not again
        return session


def replay(rules: GameLogic[S, M, Any, Any], initial: S, texts: Sequence[str]) -> S:
    """The state a list of move texts leads to from `initial`, each validated through the contract as
    `Session.play` validates it ("restart" goes back to `initial`)."""
    state = initial
    for text in texts:
        state = initial if text == RESTART else rules.apply(state, rules.parse_move(text))
    return state


def _count(record: Mapping[str, Any], key: str, legacy: tuple[str, ...] = ()) -> int:
    value = record.get(key, 0)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 10 ** 9:
        raise ValueError(Msg("saved {key} {value} is not a count", key=key, value=repr(value)))
    for old in legacy:  # a flag in saves written before the session existed
        flag = record.get(old, False)
        if not isinstance(flag, bool):
            raise ValueError(Msg("saved {key} {value} is not true or false", key=old, value=repr(flag)))
        value = max(value, int(flag))
    return value
