"""The stone duel's match model, with no drawing and no events: two seats (the player versus the computer, or
two people), the computer's thinking delay and the session every move goes through (game/logic/session.py: its
history, clock, help seen, saving through its keeper and the one Outcome of a finished duel).

The duel is the game's `GameTable` (scenes/game_table.py): the same words as every game's table; the input calls
it through the scene's table, and the view draws `picture`, the view-model rebuilt once after every change."""
from __future__ import annotations

import datetime
import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.keeper import StoreKeeper
from game.played import PERSON, Labels
from game.logic import stones
from game.i18n import N_, Msg, Plural, Text
from game.logic.codes import code_or_none
from game.logic.common import MoveError
from game.logic.outcome import Outcome
from game.logic.session import Keeper, Session
from game.logic.stones import OPPONENT, PLAYER, LevelSpec, Move, State
from game.store import Store
from scenes.game_table import GameTable
from sprites import theme

GAME = "stones"
DEFAULT_NAMES = (N_("Player 1"), N_("Player 2"))
# the seats' own words: shown in the player's language (a name a player typed is shown as typed)
SEAT_WORDS = frozenset((N_("You"), N_("AI"), *DEFAULT_NAMES))

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Seat:
    name: str
    colour: Colour
    marker: str  # "circle" or "diamond": players differ by shape, not by colour alone
    is_ai: bool = False

    @property
    def label(self) -> Text:
        """The seat's name as the screen shows it."""
        return Msg(self.name) if self.name in SEAT_WORDS else self.name


def seats_for(spec: LevelSpec, names: tuple[str, str] = DEFAULT_NAMES) -> tuple[Seat, Seat]:
    if spec.opponent is stones.Opponent.AI:
        return (Seat("You", theme.ORANGE, "circle"), Seat("AI", theme.SKY_BLUE, "diamond", is_ai=True))
    first, second = (n.strip()[:16] or default for n, default in zip(names, DEFAULT_NAMES))
    return (Seat(first, theme.ORANGE, "circle"), Seat(second, theme.SKY_BLUE, "diamond"))


def spec_to_record(spec: LevelSpec) -> dict[str, Any]:
    return {"heaps": list(spec.heaps), "cap": spec.cap, "rule": spec.rule.value, "first": spec.first.value,
            "ai": spec.ai.value, "opponent": spec.opponent.value}


def spec_from_record(record: Mapping[str, Any]) -> LevelSpec:
    """Rebuild a spec from a save. Hot-seat games may let Player 2 start, which level files do not allow,
    so the first player is restored after validation."""
    fields = dict(record)
    first_name = fields.pop("first", "player")
    try:
        first = stones.First(first_name)
    except ValueError:   # the enum's own words are English
        raise ValueError(Msg("stone duel save has an unknown first player {first}", first=repr(first_name))) from None
    spec = stones.parse_level(fields)
    return LevelSpec(spec.heaps, spec.cap, spec.rule, first, spec.ai, spec.opponent)


@dataclass(frozen=True)
class Turn:
    """One move made on the board: who made it, what it took, and the Outcome when it ended the duel."""

    move: Move
    seat: Seat
    outcome: Outcome | None


@dataclass(frozen=True)
class Picture:
    """What the board shows of the duel, computed once per change (never per frame)."""

    state: State
    log: tuple[Msg, ...]              # the moves since the last restart in words, newest last
    last_line: Msg | None             # the newest of them while the duel goes on
    explanation: stones.Explanation   # the teaching panel's binary rows, XOR and sentence
    winner: Seat | None
    announcement: tuple[Text, Text]   # (headline, detail) once the duel is over
    can_undo: bool
    can_redo: bool


class Duel(GameTable[State, Move]):
    """The stone duel's table: the generic one (scenes/game_table.py) plus the seats, the computer's thinking
    time and the picture of the duel rebuilt after every change."""

    def __init__(self, spec: LevelSpec, rng: random.Random, think_seconds: float, *,
                 level_id: str | None = None, names: tuple[str, str] = DEFAULT_NAMES,
                 store: Store | None = None, record: Mapping[str, Any] | None = None, mode: str = "",
                 daily: datetime.date | None = None) -> None:
        """A new duel on `spec`, or (with `record`) a saved one replayed through the contract (ValueError for
        a record that does not replay). With a `store`, the session saves it after every change and counts
        its Outcome for `level_id`. `mode`: how a duel with no level was chosen, when not dealt as a custom game
        ("daily", "code"); `daily`: the day, when it is that day's daily puzzle."""
        self.spec = spec
        self.level_id = level_id  # None for a custom game
        self.mode = mode
        self.daily = daily
        self.rng = rng
        self.think_seconds = think_seconds
        self.store = store
        self.seats = seats_for(spec, names)
        keeper: Keeper | None = None if store is None else StoreKeeper(store, GAME, level_id, self.header,
                                                                        labels=self.labels)
        start = stones.start_state(spec)
        judge = stones.Judge(self.vs_ai)
        counts = stones.player_counts if self.vs_ai else None
        session: Session[State, Move] = (
            Session(stones.RULES, start, keeper=keeper, judge=judge, counts=counts) if record is None
            else Session.resume(stones.RULES, start, record, keeper=keeper, judge=judge, counts=counts))
        super().__init__(session)
        self.thinking = think_seconds if self.ai_to_move else 0.0  # seconds until the AI moves
        self.picture: Picture = self._picture()

    def labels(self) -> Labels:
        """What the history of games played says of this duel beside its Outcome."""
        opponent = self.spec.ai.value if self.vs_ai else PERSON
        mode = self.mode or ("campaign" if self.level_id is not None else "custom")
        return Labels(mode=mode, opponent=opponent, code=self.code() or "")

    def code(self) -> str | None:
        """The duel's code: its heaps, rule and who moves first (the pause and end panels, the history)."""
        return code_or_none(GAME, self.spec)

    # --- what the scene asks ------------------------------------------------------------------------------
    @property
    def hints_asked(self) -> bool:
        """The player pressed Hint (the teaching panel alone does not count: it is recorded as an answer seen)."""
        return self.session.hints > 0

    @property
    def vs_ai(self) -> bool:
        return self.spec.opponent is stones.Opponent.AI

    @property
    def ai_to_move(self) -> bool:
        return self.vs_ai and not self.finished and self.state.to_move == OPPONENT

    @property
    def human_to_move(self) -> bool:
        return not self.finished and not self.ai_to_move

    @property
    def mover(self) -> Seat:
        return self.seats[self.state.to_move]

    def note_help(self) -> None:
        """The teaching panel is on: it tells who is winning, so the result is not clean (counted once, as an
        answer seen rather than a hint, so the end panel does not claim hints were used)."""
        if not self.session.answers and not self.finished:
            self.session.use_answer()

    # --- moves --------------------------------------------------------------------------------------------
    def take(self, move: Move) -> Turn | None:
        """A human's move (either seat in hot-seat): None when refused (the reason is the message)."""
        if not self.human_to_move:
            self.message = Msg("it is not your turn") if not self.finished else Msg("the game is over")
            return None
        return self._turn(move)

    def advance(self, dt: float) -> Turn | None:
        """Let time pass (the session's clock); returns the AI's turn when its thinking time is up."""
        self.tick(dt)
        if not self.ai_to_move:
            return None
        self.thinking -= dt
        if self.thinking > 0:
            return None
        return self._turn(stones.ai_move(self.state, self.spec.ai, self.rng))

    def _turn(self, move: Move) -> Turn | None:
        seat = self.mover
        played = self.play(move)
        if played is None:
            return None
        return Turn(move, seat, played.outcome)

    def changed(self) -> None:
        """After every change of the session: the AI's thinking time and the picture."""
        self.thinking = self.think_seconds if self.ai_to_move else 0.0
        self.picture = self._picture()

    def refused(self, err: MoveError) -> None:
        """The scene sounds a refusal (the reason is the message)."""

    # --- history: versus the computer, the player's move and its reply go back and come again together ----
    def undo_steps(self) -> int:
        """Hot-seat: one move. Versus the AI: back to the player's previous turn (the AI's reply and the
        player's move), never past the AI's opening move."""
        return stones.undo_steps(self.session.past_states(), self.vs_ai)

    def redo_goes_on(self) -> bool:
        return stones.redo_goes_on(self.state, self.vs_ai)

    def deal_again(self) -> Duel:
        """A custom game's new deal: a fresh duel with the same options, seats and saving (PuzzleError when the
        options allow no start)."""
        spec = self.spec
        fresh = stones.deal_custom(len(spec.heaps), spec.cap, self.rng, rule=spec.rule, first=spec.first,
                                   ai=spec.ai, opponent=spec.opponent)
        return Duel(fresh, self.rng, self.think_seconds, level_id=self.level_id,
                    names=(self.seats[0].name, self.seats[1].name), store=self.store)

    # --- the picture --------------------------------------------------------------------------------------
    def _picture(self) -> Picture:
        state = self.state
        moves = len(self.session.move_texts)
        since_start = self.session.past_states()[-(moves + 1):]
        log = tuple(self._line(before, after) for before, after in zip(since_start, since_start[1:]))
        outcome = self.outcome
        won = None if outcome is None else outcome.winner  # who won is the Outcome's word, once there is one
        return Picture(
            state=state,
            log=log,
            last_line=log[-1] if log and outcome is None else None,
            explanation=stones.explain(state.heaps, self.spec.rule),
            winner=None if won is None else self.seats[won],
            announcement=self._announcement(won, stones.last_taker(state)),
            can_undo=self.can_undo(),
            can_redo=self.can_redo(),
        )

    def _line(self, before: State, after: State) -> Msg:
        move = stones.taken(before, after)
        return Plural("{who} took {n} stone from heap {heap}", "{who} took {n} stones from heap {heap}", move.take,
                      who=self.seats[before.to_move].label, heap=move.heap + 1)

    def _announcement(self, won: int | None, took: int | None) -> tuple[Text, Text]:
        """(headline, detail) once the game is over: who won and who took the last stone."""
        if won is None or took is None:
            return "", ""
        winner, taker = self.seats[won], self.seats[took]
        headline: Text
        who: Text
        if self.vs_ai:
            headline = Msg("You win!") if won == PLAYER else Msg("The AI wins")
            who = Msg("You") if took == PLAYER else Msg("The AI")
        else:
            headline = Msg("{name} wins!", name=winner.label)
            who = taker.label
        if self.spec.rule is stones.Rule.MISERE:
            return headline, Msg("{who} took the last stone — and the last stone loses.", who=who)
        return headline, Msg("{who} took the last stone — and the last stone wins.", who=who)

    def winner(self) -> Seat | None:
        return self.picture.winner

    def announcement(self) -> tuple[Text, Text]:
        return self.picture.announcement

    def log(self) -> tuple[Msg, ...]:
        return self.picture.log

    # --- saving -------------------------------------------------------------------------------------------
    def header(self) -> dict[str, Any]:
        """The fields saved beside the session's record, as saves have always held them."""
        fields: dict[str, Any] = {"level": self.level_id, "spec": spec_to_record(self.spec),
                                  "names": [s.name for s in self.seats]}
        if self.mode:
            fields["mode"] = self.mode
        if self.daily is not None:
            fields["daily"] = self.daily.isoformat()
        return fields

    def to_record(self) -> dict[str, Any]:
        """What the keeper saves: {"level", "spec", "names", "history", "elapsed", "hints", "answers"}."""
        return {**self.header(), **self.session.to_record()}

    @classmethod
    def from_record(cls, record: Mapping[str, Any], rng: random.Random, think_seconds: float, *,
                    store: Store | None = None) -> Duel:
        """Rebuild a saved duel (Session.resume replays it through the contract); ValueError (with the reason)
        for a save that does not replay."""
        spec_record = record.get("spec")
        if not isinstance(spec_record, dict):
            raise ValueError(Msg("stone duel save has no game description"))
        spec = spec_from_record(spec_record)
        names = record.get("names") or list(DEFAULT_NAMES)
        if not (isinstance(names, list) and len(names) == 2 and all(isinstance(n, str) for n in names)):
            raise ValueError(Msg("stone duel save has malformed player names"))
        level = record.get("level")
        mode = record.get("mode", "")
        if mode not in ("", "daily", "code"):
            raise ValueError(Msg("stone duel save has an unknown mode {mode}", mode=repr(mode)))
        daily = record.get("daily")
        try:
            day = datetime.date.fromisoformat(daily) if isinstance(daily, str) else None
        except ValueError:   # Python's own words are English
            raise ValueError(Msg("stone duel save has a day {day} that is not a date", day=repr(daily))) from None
        return cls(spec, rng, think_seconds, level_id=level if isinstance(level, str) else None,
                   names=(names[0], names[1]), store=store, record=record, mode=mode, daily=day)
