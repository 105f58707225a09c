"""One hand of 24 as the scene plays it, and the series of hands a mode deals: no drawing, no pygame.

A `Hand` is the session of one hand (every merge, typed answer and "no solution" claim is a move played through
`Session.play`; undo, the clock and help are the session's) plus the half-built merge the player is making (the
card picked, the operation chosen: UI state, so not in the logic State) and what the screen shows of it. What a
finished hand shows (the answer, how many other solutions there are) is worked out once, when it ends.
A hint for cards of ordinary size is found at once (milliseconds); for cards with long numbers (a level file
may hold numbers of up to a thousand characters, whose search can take minutes) it is looked for in a
background `Job`, polled each frame, and given up after HINT_SECONDS of frames: H never freezes the screen.

A `Series` is a mode being played: its rules, its run (the mode's own countdown across hands, `modes.Run`), the
dealer and the hand on the table. It is kept by a `StoreKeeper` after every change: the mode, the dealer's
position, the run and the hand's own record (`Series.header`), so a killed game resumes from the lobby
(setup.py sets a series up again from its save).
"""
from __future__ import annotations

import datetime
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import pygame

from game.i18n import Msg, Text
from game.logic.words import reason
from game.keeper import StoreKeeper
from game.played import Labels
from game.logic import twentyfour as tf
from game.logic.codes import code_or_none
from game.logic.common import MoveError
from game.logic.contract import Hint
from game.logic.outcome import Ending, Outcome
from game.logic.session import Keeper, Played, Session
from game.logic.twentyfour import modes
from game.logic.twentyfour.contract import RULES
from game.logic.twentyfour.deadline import Deadline, OutOfTime, within
from game.logic.twentyfour.levels import LevelSpec as TwentyFourLevel
from game.logic.twentyfour.numbers import Num, long_numbers
from game.logic.twentyfour.state import other_solution_texts
from game.store import Score, Store
from scenes.game_table import GameTable
from scenes.twentyfour.dealer import Dealer
from scenes.worker import CancelFlag, Job

GAME = "twentyfour"
NAME_KEY = pygame.K_F2   # opens the results' name box (as a click on it does); no other key reaches it
CARD_KEYS = "abcdef"   # keys that pick cards: letters, which an expression never contains, so never misread


def card_letter(card: tf.Card) -> str:
    """The key that picks `card`: the letter its first dealt card had. A card keeps its letter for the whole
    hand, and a merged card takes the letter of the leftmost card it was made of, so a plan read off the
    table ("b*d") still picks the cards it names after a merge."""
    return CARD_KEYS[card.sources[0]]


def card_at_letter(state: tf.State, letter: str) -> int | None:
    """The index of the card on the table that `letter` picks, or None when no card has it (now)."""
    for i, card in enumerate(state.cards):
        if card_letter(card) == letter:
            return i
    return None
HINT_SECONDS = 10.0    # a background hint search is given up after this many seconds of frames
LOOKING = Msg("Looking for a hint…")
TOO_SLOW = Msg("No hint: these numbers are too long to search within {seconds} s.", seconds=f"{HINT_SECONDS:g}")


def hint_job(state: tf.State) -> Callable[[CancelFlag], Hint[tf.Move] | None]:
    """The contract's hint for `state`, as a background job that stops at once when cancelled (its result is
    then None, and never read)."""
    def work(flag: CancelFlag) -> Hint[tf.Move] | None:
        deadline = Deadline()
        flag.on_cancel(deadline.cancel)
        try:
            with within(deadline):
                return RULES.hint(state)
        except OutOfTime:
            return None
    return work


class Hand(GameTable[tf.State, tf.Move]):
    """One hand being played: the game's table (scenes/game_table.py) and the merge the player is building."""

    def __init__(self, session: Session[tf.State, tf.Move]) -> None:
        super().__init__(session)
        self.selected: int | None = None
        self.op: str | None = None
        self.carried = False      # `selected` is the card just made, picked for the player, not by them
        self.hint_move: tf.Merge | None = None
        self.typed: str | None = None   # the winning typed answer in the player's spelling
        self.answer = ""                # the winning expression as shown: set when the hand ends
        self.others = 0                 # distinct solutions besides the player's: set when the hand ends
        self.other_texts: list[str] = []   # the solutions besides the one the result shows: set when it ends
        self._solutions: list[tf.Solution] | None = None
        self._ending_move: tf.Move | None = None   # the move being played (a typed answer keeps its spelling)
        # cards with long numbers: hints are looked for in the background, and the end of the hand shows no
        # solution and no count of the others (finding them could take minutes)
        self.long_numbers = long_numbers((*self.numbers, self.target))
        self.looking: Job[Hint[tf.Move] | None] | None = None   # a hint being looked for in the background
        self.looked_for = 0.0           # seconds of frames it has been looked for
        self._looking_at: tf.State | None = None

    @classmethod
    def deal(cls, numbers: tuple[Num, ...], target: Num, keeper: Keeper) -> Hand:
        return cls(Session(RULES, tf.new_state(numbers, target), keeper=keeper))

    @classmethod
    def resume(cls, numbers: tuple[Num, ...], target: Num, record: Mapping[str, Any], keeper: Keeper) -> Hand:
        """The hand a saved record replays to (ValueError for a damaged record)."""
        return cls(Session.resume(RULES, tf.new_state(numbers, target), record, keeper=keeper))

    # --- facts ------------------------------------------------------------------------------------------
    @property
    def numbers(self) -> tuple[Num, ...]:
        return self.state.numbers

    @property
    def target(self) -> Num:
        return self.state.target

    @property
    def solutions(self) -> list[tf.Solution]:
        """Every solution, simplest first (none listed for cards with long numbers: see `long_numbers`)."""
        if self._solutions is None:
            self._solutions = [] if self.long_numbers else tf.solutions(self.numbers, self.target)
        return self._solutions

    @property
    def solvable(self) -> bool:
        return tf.solvable(self.numbers, self.target)

    def shown_solution(self) -> str:
        return self.solutions[0].text if self.solutions else ""

    # --- moves ------------------------------------------------------------------------------------------
    def play(self, move: tf.Move) -> Played[tf.State] | None:
        """Play a move through the session; a refused one leaves its reason as the message (None)."""
        self._ending_move = move
        try:
            return super().play(move)
        finally:
            self._ending_move = None

    def changed(self) -> None:
        """After every change of the session: a hint looked for or on show goes, and so does the merge being
        built; a dead end says so."""
        self.stop_looking()
        self.selected = self.op = self.hint_move = None
        self.carried = False
        self.message = tf.dead_end_message(self.state) if tf.dead_end(self.state) else ""

    def finished_with(self, outcome: Outcome) -> None:
        self._settle(self._ending_move)

    def refused(self, err: MoveError) -> None:
        """The scene sounds a refusal (the reason is the message)."""

    def click_card(self, i: int) -> None:
        if self.finished or not 0 <= i < len(self.state.cards):
            return
        carried, self.carried = self.carried, False
        if carried and self.selected == i and self.op is None:
            return  # clicking the card just made takes it up, as it looks: it must not put it down
        if self.selected is None or self.selected == i and self.op is None:
            self.selected = None if self.selected == i else i
            return
        if self.op is None or self.selected == i:
            self.selected, self.op = i, None
            return
        self.merge(self.selected, self.op, i)

    def choose_op(self, op: str) -> None:
        if self.finished:
            return
        if self.selected is None:
            self.message = Msg("Pick a card first, then the operation, then the second card.")
            return
        self.carried = False
        self.op = None if self.op == op else op

    def merge(self, i: int, op: str, j: int) -> None:
        self.op = None
        played = self.play(tf.Merge(i, op, j))
        if played is None or not played.changed:
            return
        self.selected = min(i, j) if len(played.state.cards) > 1 else None
        self.carried = self.selected is not None

    def submit(self, text: str) -> bool:
        """A typed answer: True when it was right (the hand is solved)."""
        if self.finished:
            return False
        try:
            answer = tf.Answer.of_expression(text)
        except MoveError as err:
            self.message = err.reason
            return False
        played = self.play(answer)
        return played is not None and played.changed

    def declare_none(self) -> None:
        """The "no solution" claim: a move the logic judges (right: solved, wrong: lost)."""
        if not self.finished:
            self.play(tf.ClaimNone())

    def restart(self) -> bool:
        """The hand starts over, as a step undo takes back (after the end too: looking back; the next hand is
        the run's to deal, and a famous hand's "Play again" is a new series)."""
        return self._moved(self.session.restart())

    def give_up(self, ending: Ending = Ending.SKIPPED) -> None:
        """Skipped by the player, or ended by the mode's clock."""
        if not self.finished:
            self.session.end(ending)
            self._settle()

    # --- help -------------------------------------------------------------------------------------------
    def ask_hint(self) -> None:
        """H: the contract's hint (the next merge of a solution that keeps the merges made so far); if one is
        already on show, make it and show the one after. Either way the hand counts as helped. Cards with long
        numbers are searched in the background (`poll` shows the hint when it is found)."""
        if self.finished or self.looking is not None:
            return
        if self.hint_move is not None:
            move = self.hint_move
            self.merge(move.i, move.op, move.j)
            if self.finished:
                return
        if long_numbers((*(card.value for card in self.state.cards), self.target)):
            self.session.use_hint()
            self._looking_at = self.state
            self.looked_for = 0.0
            self.looking = Job(hint_job(self.state), name="twentyfour-hint")
            self.message = LOOKING
            return
        self._show_hint(self.hint())

    def _show_hint(self, hint: Hint[tf.Move] | None) -> None:
        if hint is None or not isinstance(hint.move, tf.Merge):
            self.message = Msg("No hint from here.") if self.long_numbers else tf.no_hint_message(self.state)
            return
        self.hint_move = hint.move
        self.selected, self.op = None, None
        self.message = Msg("Hint: {merge}", merge=tf.describe(hint.move, self.state))

    def poll(self, dt: float) -> bool:
        """A frame passed: show the background hint once found, or give up after HINT_SECONDS. True when the
        message or the hint changed."""
        job = self.looking
        if job is None:
            return False
        if not job.done:
            self.looked_for += dt
            if self.looked_for < HINT_SECONDS:
                return False
            self.stop_looking()
            self.message = TOO_SLOW
            return True
        self.looking = None
        if self.state is self._looking_at and not self.finished:  # nothing was played meanwhile
            self._show_hint(job.result())
        elif self.message == LOOKING:
            self.message = ""
        return True

    def stop_looking(self) -> None:
        """Cancel a background hint (the hand changed, or the scene is left); its result is never read."""
        if self.looking is not None:
            self.looking.cancel()
            self.looking = None
            if self.message == LOOKING:
                self.message = ""

    # --- the end ----------------------------------------------------------------------------------------
    def _settle(self, move: tf.Move | None = None) -> None:
        """Work out what the finished hand shows, when it ends (`move`: the move that ended it, when one did)."""
        outcome = self.outcome
        self.stop_looking()
        self.selected = self.op = self.hint_move = None
        self.carried = False
        self.message = ""
        self.typed = None
        self.answer = ""
        if outcome is not None and outcome.ending is Ending.SOLVED and self.state.claim is None:
            card = self.state.cards[0]
            if isinstance(move, tf.Answer):
                self.typed = move.typed or card.text
            self.answer = self.typed or card.text
        self.others = 0 if self.long_numbers else tf.other_solutions(self.answer, self.numbers, self.target)
        # what "show the others" lists: the solutions besides the one on show (the player's, or the one shown)
        shown = self.answer or self.shown_solution()
        self.other_texts = [] if self.long_numbers or self.state.claim else \
            other_solution_texts(shown, self.numbers, self.target)


# --- the series ----------------------------------------------------------------------------------------

@dataclass(frozen=True)
class SeriesPlan:
    """What a series is, as saved: the mode (its rules come from the level file's settings), the band or seed
    the lobby chose, or the famous hand's level id; the title on screen. A hand opened from a code, typed or
    the day's daily puzzle has its `origin` ("code" or "daily", what the history files it under), its `cards`
    and, for the daily puzzle, its day."""

    mode: str
    title: str
    band: str | None = None
    seed: int | None = None
    level_id: str | None = None
    origin: str = ""
    cards: tuple[Num, ...] = ()
    daily: datetime.date | None = None


class Series:
    """A mode being played: its rules, its run clock (modes.Run), the dealer and the hand on the table."""

    def __init__(self, plan: SeriesPlan, rules: modes.ModeRules, dealer: Dealer, board: str | None,
                 store: Store, target: Num = 24) -> None:
        self.plan = plan
        self.rules = rules
        self.dealer = dealer
        self.board = board              # high-score board, or None when the mode keeps none
        self.target = target
        self.run = modes.start(rules)
        self.keeper = StoreKeeper(store, GAME, plan.level_id, header=self.header, labels=self.labels)
        self.booked = False             # the finished hand on the table has been booked on the run
        self.hand = Hand.deal(self.dealer.deal(0), target, self.keeper)

    @property
    def level_id(self) -> str | None:
        return self.plan.level_id

    def header(self) -> dict[str, Any]:
        """The series' fields saved beside the hand's own record: the plan, the dealer's position, the run,
        the hand on the table and whether it is over (then the next one is dealt on resuming)."""
        plan = self.plan
        fields = {"mode": plan.mode, "title": plan.title, "band": plan.band, "seed": plan.seed,
                  "level": plan.level_id, "target": number_to_json(self.target),
                  "hand": [number_to_json(x) for x in self.hand.numbers], "hand_over": self.booked,
                  "run": modes.run_to_record(self.run), "rng": self.dealer.rng_state()}
        if plan.origin:
            fields.update(origin=plan.origin, cards=[number_to_json(x) for x in plan.cards],
                          daily=plan.daily.isoformat() if plan.daily is not None else None)
        return fields

    def labels(self) -> Labels:
        """What the history of games played says of each hand beside its Outcome: a famous hand is a campaign
        level; a hand from a code or the daily puzzle is filed as such; the others are their mode's, at its
        band."""
        plan = self.plan
        return Labels(mode="campaign" if plan.level_id is not None else plan.origin or plan.mode,
                      grade=plan.band or "", code=self.code() or "")

    def code(self) -> str | None:
        """The hand on the table's code: its cards and target (the pause and end panels, the history)."""
        return code_or_none(GAME, TwentyFourLevel(self.hand.numbers, self.target))

    def tick(self, dt: float) -> None:
        """Time passes only while a hand is being played (not while a decided hand is looked back on after an
        undo); the run's countdown running out ends the hand."""
        if self.hand.finished or self.booked or self.run.over:
            return
        self.run = modes.tick(self.run, dt)
        self.hand.session.tick(dt)
        if self.run.over:
            self.hand.give_up(Ending.TIMED_OUT)

    def settle(self) -> Outcome | None:
        """Book the hand that has just ended on the run, once: the Outcome, when this call booked it. A run that
        goes on is saved between hands (the next hand is dealt from the saved dealer position); a run that is
        over leaves nothing to resume."""
        outcome = self.hand.outcome
        if outcome is None or self.booked:
            return None
        self.booked = True
        self.run = modes.book(self.run, outcome)
        if self.run.over:
            self.keeper.drop()
        else:
            self.keeper.keep({})
        return outcome

    def next_hand(self) -> None:
        if self.run.over:
            return
        self.hand = Hand.deal(self.dealer.deal(self.run.hands_done), self.target, self.keeper)
        self.booked = False

    def save(self) -> None:
        """Keep the series as it is now (leaving the scene, so the clocks' last seconds are kept)."""
        self.settle()
        if self.run.over:
            return
        if self.booked:
            self.keeper.keep({})
        elif self.hand.session.touched or self.run.elapsed or self.run.hands_done:
            self.keeper.keep(self.hand.session.to_record())


def number_to_json(x: Num) -> int | str:
    """A card or target as saved: a whole number, or a fraction's text ("7/2")."""
    return x if type(x) is int else tf.fmt(x)


SAVED_CARD, SAVED_TARGET = Msg("card"), Msg("target")   # what number_from_json reads, named in its refusals


def number_from_json(value: object, what: Text) -> Num:
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise ValueError(Msg("saved {what} {value} is not a number", what=what, value=repr(value)))
    try:
        return tf.parse_number(str(value), what)
    except (ValueError, ZeroDivisionError) as err:
        raise ValueError(Msg("saved {what} {value}: {problem}", what=what, value=repr(value),
                             problem=reason(err))) from None


@dataclass
class Screen:
    """The play screen's model: the series, and what the screen adds to it (the title, whether the run's results
    have been seen, whether the score was recorded and under which name)."""

    series: Series
    title: str
    untimed: bool = False        # an untimed hand shown without a running clock (relaxed timers in Settings)
    results_seen: bool = False
    saved_score: bool = False
    recorded_name: str | None = None   # the name this run's score is recorded under (once the run has ended)
    swallow_text: bool = False   # the 't' that opened the answer box is not part of the answer
    showing_others: bool = False  # the result panel lists the other solutions
    claim_pending: bool = False  # "no solution" was asked for once: a second O (or click) makes the claim
    scores: list[Score] | None = None   # the run's high-score table, read once when the run's end shows

    @property
    def hand(self) -> Hand:
        return self.series.hand

    @property
    def run(self) -> modes.Run:
        return self.series.run

    @property
    def rules(self) -> modes.ModeRules:
        return self.series.rules

    @property
    def finished(self) -> bool:
        """The whole run is over and its last hand's result has been seen."""
        return self.run.over and self.results_seen

    @property
    def earned_a_score(self) -> bool:
        """A clean finished run of a mode with a table, that solved something: nobody wants a row of zeros."""
        return self.series.board is not None and modes.on_high_score_table(self.run) and self.run.solved > 0

    @property
    def higher_is_better(self) -> bool:
        return self.rules.name != modes.SPRINT

    def score_value(self) -> float:
        """What the table ranks, read from the run's Outcome: beat the clock and challenge, its score (hands
        solved, higher is better); sprint, its time with the penalties (lower)."""
        outcome = modes.run_outcome(self.run)
        if self.rules.name == modes.SPRINT:
            return round(outcome.time_s, 1)
        return float(outcome.score or 0)

    def save_score(self, name: str) -> bool:
        """Put the finished run on its high-score table under `name` (through the series' keeper), and read the
        table again for the screen; False when it has no place there."""
        board = self.series.board
        if self.saved_score or not self.earned_a_score or board is None:
            return False
        self.series.keeper.record_score(board, name, self.score_value(), modes.run_outcome(self.run))
        self.saved_score = True
        self.scores = None
        return True
