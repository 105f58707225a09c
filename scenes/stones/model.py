"""The stone duel's match model, with no drawing and no events: two players (human vs AI, or hot-seat), the shared undo history,
the AI's thinking delay, hints and the save record. The scene turns input into calls here and draws the result."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from game.logic import stones
from game.logic.history import History
from game.logic.session import Session, text_applier
from game.logic.stones.contract import RULES
from game.logic.stones import OPPONENT, PLAYER, LevelSpec, Move, State
from sprites import theme


@dataclass(frozen=True)
class Seat:
    name: str
    colour: tuple[int, int, int]
    marker: str  # "circle" or "diamond": players differ by shape, not by colour alone
    is_ai: bool = False


def seats_for(spec: LevelSpec, names: tuple[str, str] = ("Player 1", "Player 2")) -> tuple[Seat, Seat]:
    if spec.opponent is stones.Opponent.AI:
        return (Seat("You", theme.ORANGE, "circle"), Seat("AI", theme.SKY_BLUE, "diamond", is_ai=True))
    first, second = (n.strip()[:16] or default for n, default in zip(names, ("Player 1", "Player 2")))
    return (Seat(first, theme.ORANGE, "circle"), Seat(second, theme.SKY_BLUE, "diamond"))


def spec_to_record(spec: LevelSpec) -> dict[str, Any]:
    return {"heaps": list(spec.heaps), "cap": spec.cap, "rule": spec.rule.value, "first": spec.first.value,
            "ai": spec.ai.value, "opponent": spec.opponent.value}


def spec_from_record(record: dict[str, Any]) -> LevelSpec:
    """Rebuild a spec from a save. Hot-seat games may let Player 2 start, which level files do not allow,
    so the first player is restored after validation."""
    fields = dict(record)
    first = stones.First(fields.pop("first", "player"))
    spec = stones.parse_level(fields)
    return LevelSpec(spec.heaps, spec.cap, spec.rule, first, spec.ai, spec.opponent)


def deal_custom(count: int, cap: int, rng: random.Random, *, rule: stones.Rule, first: stones.First,
                ai: stones.Strength, opponent: stones.Opponent) -> LevelSpec:
    """A custom game's start. Versus the AI, one the player can win (PuzzleError if the options allow none);
    hot-seat, any start, so that neither friend is always handed the win."""
    if opponent is stones.Opponent.HUMAN:
        return LevelSpec(tuple(rng.randint(1, cap) for _ in range(count)), cap, rule, first, ai, opponent)
    return stones.generate_level(count, cap, rng, rule=rule, first=first, ai=ai, opponent=opponent)


apply_text = text_applier(RULES)  # a move's text (a save, a replay) through the back end's parse + apply


class Duel:
    def __init__(self, spec: LevelSpec, rng: random.Random, think_seconds: float, *,
                 level_id: str | None = None, names: tuple[str, str] = ("Player 1", "Player 2")) -> None:
        self.spec = spec
        self.level_id = level_id  # None for a custom game
        self.rng = rng
        self.think_seconds = think_seconds
        self.seats = seats_for(spec, names)
        # the mid-end: history, clock, help seen, save record (game/logic/session.py); the duel adds the seats,
        # the AI's thinking time and an undo that takes back the AI's reply together with the player's move
        self.session: Session[State] = Session(stones.start_state(spec), apply_text)
        self.thinking = 0.0  # seconds until the AI moves; only meaningful while the AI is to move
        self._start_thinking()

    # --- what the scene asks ------------------------------------------------------------------------------
    @property
    def history(self) -> History[State]:
        return self.session.history

    @property
    def state(self) -> State:
        return self.history.state

    @property
    def hints_used(self) -> bool:
        return self.session.helped

    @property
    def hints_asked(self) -> bool:
        """The player pressed Hint (the teaching panel alone does not count: it is recorded as an answer seen)."""
        return self.session.hints > 0

    def note_help(self) -> None:
        """The teaching panel is on: it tells who is winning, so the result is not clean (counted once, as an
        answer seen rather than a hint, so the end panel does not claim hints were used)."""
        if not self.session.answers:
            self.session.use_answer()

    @property
    def vs_ai(self) -> bool:
        return self.spec.opponent is stones.Opponent.AI

    @property
    def over(self) -> bool:
        return stones.is_over(self.state)

    @property
    def ai_to_move(self) -> bool:
        return self.vs_ai and not self.over and self.state.to_move == OPPONENT

    @property
    def human_to_move(self) -> bool:
        return not self.over and not self.ai_to_move

    @property
    def mover(self) -> Seat:
        return self.seats[self.state.to_move]

    def player_moves(self) -> int:
        """Moves made by the player (seat 0) since the last restart."""
        state, count = self.history.initial, 0
        for text in self.history.moves_since_start():
            count += state.to_move == PLAYER
            state = stones.apply(state, text)
        return count

    # --- moves --------------------------------------------------------------------------------------------
    def play(self, move: Move) -> State:
        """A human's move (either seat in hot-seat). MoveError if illegal or not a human's turn."""
        if not self.human_to_move:
            raise stones.MoveError("it is not a human player's turn")
        self._push(move)
        return self.state

    def advance(self, dt: float) -> Move | None:
        """Let time pass; returns the AI's move when its thinking time is up."""
        if not self.over:
            self.session.tick(dt)
        if not self.ai_to_move:
            return None
        self.thinking -= dt
        if self.thinking > 0:
            return None
        move = stones.ai_move(self.state, self.spec.ai, self.rng)
        self._push(move)
        return move

    def _push(self, move: Move) -> None:
        self.session.push(stones.apply(self.state, move), str(move))
        self._start_thinking()

    def _start_thinking(self) -> None:
        self.thinking = self.think_seconds if self.ai_to_move else 0.0

    # --- history ------------------------------------------------------------------------------------------
    def _undo_target(self) -> int:
        """The history position undo goes back to (the current one when there is nothing to undo)."""
        start = self.history.position
        self.history.undo()
        while self.vs_ai and self.state.to_move == OPPONENT and self.history.can_undo():
            self.history.undo()
        if self.vs_ai and self.state.to_move == OPPONENT and self.history.can_redo():
            self.history.redo()  # back at an AI-first start: keep the AI's opening move
        target = self.history.position
        while self.history.position < start:  # only looking: put the pointer back
            self.history.redo()
        return target

    def can_undo(self) -> bool:
        """False when undo would do nothing, e.g. right after the AI's opening move."""
        return self._undo_target() != self.history.position

    def undo(self) -> bool:
        """Hot-seat: one move. Versus the AI: back to the player's previous turn (the AI's reply and the
        player's move), never past the AI's opening move. False when there is nothing to undo."""
        target = self._undo_target()
        if target == self.history.position:
            return False
        while self.history.position > target:
            self.history.undo()
        self._start_thinking()
        return True

    def redo(self) -> bool:
        start = self.history.position
        self.history.redo()
        while self.vs_ai and self.state.to_move == OPPONENT and self.history.can_redo():
            self.history.redo()
        self._start_thinking()
        return self.history.position != start

    def restart(self) -> None:
        self.history.restart()
        self._start_thinking()

    # --- teaching -----------------------------------------------------------------------------------------
    def hint(self) -> stones.Explanation:
        """The explanation for the player to move; using it keeps the result off the clean record."""
        self.session.use_hint()
        return stones.explain(self.state.heaps, self.spec.rule)

    # --- results ------------------------------------------------------------------------------------------
    def winner(self) -> Seat | None:
        w = stones.winner(self.state)
        return None if w is None else self.seats[w]

    def last_taker(self) -> Seat | None:
        t = stones.last_taker(self.state)
        return None if t is None else self.seats[t]

    def announcement(self) -> tuple[str, str]:
        """(headline, detail) once the game is over: who won and who took the last stone."""
        winner, taker = self.winner(), self.last_taker()
        if winner is None or taker is None:
            return "", ""
        if self.vs_ai:
            headline = "You win!" if winner is self.seats[PLAYER] else "The AI wins"
            who = "You" if taker is self.seats[PLAYER] else "The AI"
        else:
            headline = f"{winner.name} wins!"
            who = taker.name
        rule = ("— and the last stone loses" if self.spec.rule is stones.Rule.MISERE
                else "— and the last stone wins")
        return headline, f"{who} took the last stone {rule}."

    # --- saving -------------------------------------------------------------------------------------------
    def to_record(self) -> dict[str, Any]:
        return {"level": self.level_id, "spec": spec_to_record(self.spec),
                "names": [s.name for s in self.seats], **self.session.to_record()}

    @classmethod
    def from_record(cls, record: dict[str, Any], rng: random.Random, think_seconds: float) -> Duel:
        """Rebuild a saved duel; ValueError (with the reason) for a save that does not replay."""
        if not isinstance(record, dict) or not isinstance(record.get("spec"), dict):
            raise ValueError("stone duel save has no game description")
        spec = spec_from_record(record["spec"])
        names = record.get("names") or ["Player 1", "Player 2"]
        if not (isinstance(names, list) and len(names) == 2 and all(isinstance(n, str) for n in names)):
            raise ValueError("stone duel save has malformed player names")
        level = record.get("level")
        duel = cls(spec, rng, think_seconds, level_id=level if isinstance(level, str) else None,
                   names=(names[0], names[1]))
        duel.session = Session.from_record(duel.history.initial, record, apply_text)
        duel._start_thinking()
        return duel
