"""One hand of 24 as the scene plays it, and the session of hands a mode deals: no drawing, no pygame.

The round keeps the merge game's History (undo), the half-built move (selected card, chosen operation: UI
state, so not in the logic State), the hint on show, and how the hand ended.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Callable, Optional

from game.logic import twentyfour as tf
from game.logic.common import MoveError, Status
from game.logic.history import History
from game.logic.session import Session, text_applier
from game.logic.twentyfour.contract import RULES
from game.logic.twentyfour import modes
from game.logic.twentyfour.numbers import Num, fmt

GAME = "twentyfour"
CARD_KEYS = "abcdef"   # keys that pick cards: letters, which an expression never contains, so never misread
SOLVED, SKIPPED, TIMEOUT, NONE_RIGHT, NONE_WRONG = "solved", "skipped", "timeout", "none-right", "none-wrong"


apply_text = text_applier(RULES)  # a move's text (a save, a replay) through the back end's parse + apply


class Round:
    def __init__(self, numbers: tuple[Num, ...], target: Num = 24) -> None:
        self.numbers = tuple(numbers)
        self.target = target
        # the mid-end: history, hints seen (game/logic/session.py); the exact hand clock below is 24's own
        self.session: Session[tf.State] = Session(tf.new_state(self.numbers, target), apply_text)
        self.selected: Optional[int] = None
        self.op: Optional[str] = None
        self.carried = False      # `selected` is the card just made, picked for the player, not by them
        self.hint_move: Optional[tf.Move] = None
        self.outcome: Optional[str] = None
        self.answer = ""          # the winning expression, as the player made it
        self.message = ""
        self.seconds = Fraction(0)
        self._solutions: Optional[list[tf.Solution]] = None

    # --- facts ------------------------------------------------------------------------------------------
    @property
    def history(self) -> History[tf.State]:
        return self.session.history

    @property
    def state(self) -> tf.State:
        return self.history.state

    @property
    def hinted(self) -> bool:
        return self.session.helped

    @property
    def solutions(self) -> list[tf.Solution]:
        if self._solutions is None:
            self._solutions = tf.solutions(self.numbers, self.target)
        return self._solutions

    @property
    def solvable(self) -> bool:
        return tf.solvable(self.numbers, self.target)

    @property
    def over(self) -> bool:
        return self.outcome is not None

    def other_solutions(self) -> int:
        """How many distinct solutions exist besides the player's (the player's class is one of them)."""
        if not self.answer:
            return len(self.solutions)
        mine = tf.tree_key(tf.parse_answer(self.answer))
        return sum(tf.tree_key(s.tree) != mine for s in self.solutions)

    # --- building by merging ----------------------------------------------------------------------------
    def click_card(self, i: int) -> None:
        if self.over or not 0 <= i < len(self.state.cards):
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
        if self.over:
            return
        if self.selected is None:
            self.message = "Pick a card first, then the operation, then the second card."
            return
        self.carried = False
        self.op = None if self.op == op else op

    def merge(self, i: int, op: str, j: int) -> None:
        move = tf.Move(i, op, j)
        try:
            state = tf.apply(self.state, move)
        except MoveError as err:
            self.message = str(err).split(": ", 1)[-1]
            self.op = None
            return
        self.session.push(state, str(move))
        self.selected = min(i, j) if len(state.cards) > 1 else None
        self.carried = self.selected is not None
        self.op = None
        self.hint_move = None
        self.message = ""
        status = tf.status(state)
        if status is Status.SOLVED:
            self._finish(SOLVED, state.cards[0].text)
        elif status is Status.LOST:
            self.message = f"That makes {fmt(state.cards[0].value)}, not {fmt(self.target)}: undo (U) and try again."

    def undo(self) -> None:
        if self.over or not self.session.undo():
            return
        self.selected = self.op = self.hint_move = None
        self.message = ""

    def redo(self) -> None:
        if self.over or not self.session.redo():
            return
        self.selected = self.op = self.hint_move = None
        self.message = ""

    # --- help -------------------------------------------------------------------------------------------
    def hint(self) -> None:
        """Show the next merge of a solution that keeps the merges made so far; if one is already on show,
        make it and show the one after. Either way the round counts as hinted."""
        if self.over:
            return
        if self.hint_move is not None:
            move = self.hint_move
            self.merge(move.i, move.op, move.j)
            if self.over:
                self.session.use_hint()
                return
        move = tf.hint(self.state)
        self.session.use_hint()
        if move is None:
            self.message = ("This hand has no solution." if not self.solvable
                            else "No solution from here: undo (U) a merge.")
            return
        self.hint_move = move
        self.selected, self.op = None, None
        self.message = f"Hint: {tf.state.describe(move, self.state)}"

    # --- typed answers and endings -------------------------------------------------------------------------
    def submit(self, text: str) -> tf.Verdict:
        verdict = tf.check_answer(text, self.numbers, self.target)
        if self.over:
            return verdict
        if verdict.ok:  # shown as the cards and solutions are written: × and ÷ signs, no spare brackets
            self._finish(SOLVED, tf.to_text(tf.parse_answer(text)))
        else:
            self.message = verdict.message[:1].upper() + verdict.message[1:] + "."
        return verdict

    def declare_none(self) -> bool:
        """The "no solution" button: right when the hand really has none."""
        right = not self.solvable
        self._finish(NONE_RIGHT if right else NONE_WRONG, "")
        return right

    def give_up(self, outcome: str = SKIPPED) -> None:
        self._finish(outcome, "")

    def _finish(self, outcome: str, answer: str) -> None:
        self.outcome = outcome
        self.answer = answer
        self.selected = self.op = self.hint_move = None
        self.message = ""

    def shown_solution(self) -> str:
        return self.solutions[0].text if self.solutions else ""


@dataclass
class Series:
    """A mode being played: its rules, its clock (modes.Run), and where hands come from."""

    rules: modes.ModeRules
    deal: Callable[[int], tuple[Num, ...]]   # hand number (0-based) -> the hand
    board: Optional[str] = None              # high-score board, or None when the mode keeps none
    target: Num = 24
    level_id: Optional[str] = None           # a fixed level from levels/twentyfour.yaml
    run: modes.Run = field(init=False)
    round: Round = field(init=False)
    solved_texts: list[str] = field(default_factory=list)
    _settled: bool = field(init=False, default=False)

    def __post_init__(self) -> None:
        self.run = modes.start(self.rules)
        self.round = Round(self.deal(0), self.target)

    def tick(self, dt: float) -> None:
        """Time passes only while a hand is being played."""
        if self.round.over or self.run.over:
            return
        self.run = modes.tick(self.run, dt)
        self.round.seconds += modes.as_seconds(dt)
        self.round.session.tick(dt)
        if self.run.over:
            self.round.give_up(TIMEOUT)

    def sync(self) -> bool:
        """Book a round that has just ended on the run, once; True when this call booked it."""
        if not self.round.over or self._settled:
            return False
        self._settled = True
        outcome = self.round.outcome
        if outcome in (SOLVED, NONE_RIGHT):
            self.run = modes.solve(self.run, hinted=self.round.hinted)
            if outcome == SOLVED:
                self.solved_texts.append(self.round.answer)
        elif outcome in (SKIPPED, NONE_WRONG):
            self.run = modes.skip(self.run)
        if self.round.hinted:
            self.run = modes.note_hint(self.run)
        return True

    def next_round(self) -> None:
        if self.run.over:
            return
        self.round = Round(self.deal(self.run.hands_done), self.target)
        self._settled = False


def seeded_dealer(rng: random.Random, table: tf.HumanTable, band: Optional[str],
                  unsolvable_share: float) -> Callable[[int], tuple[Num, ...]]:
    return lambda _k: tf.deal(rng, table, band, unsolvable_share)


def rising_dealer(rng: random.Random, table: tf.HumanTable,
                  unsolvable_share: float) -> Callable[[int], tuple[Num, ...]]:
    """Beat the clock: the first hands easy, then harder (game/logic/twentyfour/deal.py, `rising_bands`)."""
    return lambda k: tf.deal_rising(rng, table, k, unsolvable_share)


def challenge_dealer(seed: int, count: int, table: tf.HumanTable) -> Callable[[int], tuple[Num, ...]]:
    hands = tf.challenge_hands(seed, count, table)
    return lambda k: hands[min(k, len(hands) - 1)]
