"""Seeded dealing: four cards from a difficulty band, and the challenge sequence everyone shares."""
from __future__ import annotations

import random
from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement

from game.logic.common import PuzzleError
from game.logic.twentyfour import solver
from game.logic.twentyfour.rating import BAND_NAMES, HumanTable, band_of, check_band

CARD_VALUES = tuple(range(1, 14))
TARGET = 24


@lru_cache(maxsize=1)
def all_hands() -> tuple[tuple[int, ...], ...]:
    """The 1820 four-card hands (values 1..13, order ignored), sorted."""
    return tuple(combinations_with_replacement(CARD_VALUES, 4))


@lru_cache(maxsize=1)
def unsolvable_hands() -> tuple[tuple[int, ...], ...]:
    return tuple(h for h in all_hands() if not solver.solvable(h, TARGET))


def band_pool(table: HumanTable, band: str | None) -> list[tuple[int, ...]]:
    """Solvable hands of `band` (None: every band), in human rank order."""
    if band is not None:
        check_band(band)
    ranked = sorted(table, key=lambda h: table[h].rank)
    return [h for h in ranked if band is None or band_of(float(table[h].seconds)) == band]


def _shuffled(hand: tuple[int, ...], rng: random.Random) -> tuple[int, ...]:
    cards = list(hand)
    rng.shuffle(cards)
    return tuple(cards)


def deal(rng: random.Random, table: HumanTable, band: str | None = None,
         unsolvable_share: float = 0.0) -> tuple[int, ...]:
    """Four cards in playing order: from the solvable hands of `band`, or with probability
    `unsolvable_share` (for modes with a "no solution" button) from the 458 hands that cannot make 24."""
    return _deal_from(rng, table, (band,) if band is not None else None, unsolvable_share)


def _deal_from(rng: random.Random, table: HumanTable, bands: tuple[str, ...] | None,
               unsolvable_share: float) -> tuple[int, ...]:
    pool = band_pool(table, None) if bands is None else [h for b in bands for h in band_pool(table, b)]
    return _deal_pool(rng, pool, bands, unsolvable_share)


def _deal_pool(rng: random.Random, pool: list[tuple[int, ...]], bands: tuple[str, ...] | None,
               unsolvable_share: float) -> tuple[int, ...]:
    if not 0.0 <= unsolvable_share <= 1.0:
        raise PuzzleError(f"unsolvable_share must be between 0 and 1, got {unsolvable_share}")
    if unsolvable_share and rng.random() < unsolvable_share:
        return _shuffled(rng.choice(unsolvable_hands()), rng)
    if not pool:
        raise PuzzleError(f"no hands in bands {bands!r}: is the difficulty table loaded?")
    return _shuffled(rng.choice(pool), rng)


# The hands a run opens with: those people solve fastest and almost always (by the human table, not by the
# solver's view of them): under 6 s, and solved in at least 95% of attempts (158 of the 1362). A hand such as
# J J 6 5 (7 s, 87% solved, its one answer (5-11/11)×6 goes through a fraction) is "easy" by time alone, never a
# starter.
STARTER = "starter"
STARTER_SECONDS = Fraction(6)
STARTER_SOLVED_RATE = Fraction(95)


def starter_hands(table: HumanTable) -> list[tuple[int, ...]]:
    """The hands a rising run opens with (see STARTER_SECONDS), in human rank order."""
    return [h for h in band_pool(table, "easy")
            if table[h].seconds < STARTER_SECONDS and table[h].solved_rate >= STARTER_SOLVED_RATE]


# A run that rises: how many hands each step of bands lasts; after the last step the run stays on LATE_BANDS.
# The first step deals starters, the easiest of the easy band for people (`starter_hands`).
RAMP: tuple[tuple[int, tuple[str, ...]], ...] = ((3, (STARTER,)), (3, ("medium",)), (4, ("hard",)))
LATE_BANDS = ("hard", "expert")


def _rising_pool(table: HumanTable, bands: tuple[str, ...]) -> list[tuple[int, ...]]:
    if bands == (STARTER,):
        return starter_hands(table)
    return [h for b in bands for h in band_pool(table, b)]


def rising_bands(hand_number: int) -> tuple[str, ...]:
    """The bands hand `hand_number` (0-based) of a rising run is dealt from: STARTER first (the easiest hands
    for people, `starter_hands`; not a band of its own), then harder bands."""
    if hand_number < 0:
        raise PuzzleError(f"a hand number is 0 or more, got {hand_number}")
    for length, bands in RAMP:
        if hand_number < length:
            return bands
        hand_number -= length
    return LATE_BANDS


def deal_rising(rng: random.Random, table: HumanTable, hand_number: int,
                unsolvable_share: float = 0.0) -> tuple[int, ...]:
    """Hand `hand_number` of a run that starts easy and gets harder (beat the clock): like `deal`, from
    the step `rising_bands` names for that hand (the first hands are starters: `starter_hands`)."""
    bands = rising_bands(hand_number)
    return _deal_pool(rng, _rising_pool(table, bands), bands, unsolvable_share)


def challenge_hands(seed: int, count: int, table: HumanTable) -> list[tuple[int, ...]]:
    """The same `count` hands for everyone with `seed`: the ranked hands cut into `count` runs of rising
    human solve time, one hand drawn from each run, so every hand is at least as hard as the one before
    in rank (the last one comes from the hardest run)."""
    ranked = band_pool(table, None)
    if not 1 <= count <= len(ranked):
        raise PuzzleError(f"a challenge has 1 to {len(ranked)} hands, got {count}")
    rng = random.Random(f"24-challenge-{seed}")
    out = []
    for k in range(count):
        run = ranked[k * len(ranked) // count:(k + 1) * len(ranked) // count]
        out.append(_shuffled(rng.choice(run), rng))
    return out


__all__ = ["BAND_NAMES", "LATE_BANDS", "RAMP", "STARTER", "all_hands", "band_pool", "challenge_hands", "deal",
           "deal_rising", "rising_bands", "starter_hands", "unsolvable_hands"]
