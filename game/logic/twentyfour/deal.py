"""Seeded dealing: four cards from a difficulty band, and the challenge sequence everyone shares."""
from __future__ import annotations

import random
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
    if not 0.0 <= unsolvable_share <= 1.0:
        raise PuzzleError(f"unsolvable_share must be between 0 and 1, got {unsolvable_share}")
    if unsolvable_share and rng.random() < unsolvable_share:
        return _shuffled(rng.choice(unsolvable_hands()), rng)
    pool = band_pool(table, band)
    if not pool:
        raise PuzzleError(f"no hands in band {band!r}: is the difficulty table loaded?")
    return _shuffled(rng.choice(pool), rng)


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


__all__ = ["BAND_NAMES", "all_hands", "band_pool", "challenge_hands", "deal", "unsolvable_hands"]
