"""Where a mode's hands come from, and how far it has dealt (saved with the series)."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from game.i18n import Msg
from game.logic import twentyfour as tf
from game.logic.twentyfour.numbers import Num

SEEDED, RISING, FIXED = "seeded", "rising", "fixed"


@dataclass
class Dealer:
    """Where a mode's hands come from: a seeded random deal (of a band, or rising with the hand number), or a
    fixed list (a challenge's hands, a famous hand). `rng_state` saves its position."""

    kind: str
    rng: random.Random
    table: tf.HumanTable
    band: str | None = None
    unsolvable_share: float = 0.0
    hands: tuple[tuple[Num, ...], ...] = ()

    def deal(self, k: int) -> tuple[Num, ...]:
        """Hand number `k` (0-based) of the run."""
        if self.kind == FIXED:
            return self.hands[min(k, len(self.hands) - 1)]
        if self.kind == RISING:
            return tf.deal_rising(self.rng, self.table, k, self.unsolvable_share)
        return tf.deal(self.rng, self.table, self.band, self.unsolvable_share)

    def rng_state(self) -> list[Any]:
        version, internal, gauss = self.rng.getstate()
        return [version, list(internal), gauss]

    def set_rng_state(self, saved: object) -> None:
        if not (isinstance(saved, list) and len(saved) == 3 and isinstance(saved[1], list)):
            raise ValueError(Msg("saved dealer position is not a random generator's state"))
        try:
            self.rng.setstate((saved[0], tuple(saved[1]), saved[2]))
        except (TypeError, ValueError):
            # Python's reason (English, about its own state format) adds nothing the player can act on
            raise ValueError(Msg("saved dealer position cannot be restored")) from None


def seeded_dealer(rng: random.Random, table: tf.HumanTable, band: str | None, unsolvable_share: float) -> Dealer:
    return Dealer(SEEDED, rng, table, band, unsolvable_share)


def rising_dealer(rng: random.Random, table: tf.HumanTable, unsolvable_share: float) -> Dealer:
    """Beat the clock: the first hands easy, then harder (game/logic/twentyfour/deal.py, `rising_bands`)."""
    return Dealer(RISING, rng, table, None, unsolvable_share)


def challenge_dealer(seed: int, count: int, table: tf.HumanTable) -> Dealer:
    return Dealer(FIXED, random.Random(seed), table, hands=tuple(tf.challenge_hands(seed, count, table)))


def fixed_dealer(hand: tuple[Num, ...]) -> Dealer:
    return Dealer(FIXED, random.Random(0), {}, hands=(hand,))
