"""Dealing: seeded hands of a band, hands without a solution mixed in, the shared challenge, and Beat the clock's
rising deal (easy hands first, harder later), in the logic and as the scene deals it."""
from __future__ import annotations

import functools
import random
from fractions import Fraction
from itertools import combinations_with_replacement

import pygame
import pytest

from game.logic import twentyfour as tf
from game.logic.common import PuzzleError
from game.twentyfour_data import human_table
from tests.datasets import DATA, human_24_rows
from tests.helpers import feed, key
from tests.twentyfour.play_helpers import answer, ending, start
from game.logic.outcome import Ending


def test_deal_is_seeded_and_stays_in_its_band():
    table = human_table()
    for band in tf.BAND_NAMES:
        a = [tf.deal(random.Random(5), table, band) for _ in range(3)]
        b = [tf.deal(random.Random(5), table, band) for _ in range(3)]
        assert a == b
        rng = random.Random(11)
        for _ in range(40):
            hand = tf.deal(rng, table, band)
            assert tf.rate(hand, 24, table).band == band
            assert tf.solvable(hand, 24)


def test_unsolvable_share_mixes_in_hands_without_solution():
    table = human_table()
    assert len(tf.unsolvable_hands()) == 1820 - 1362
    rng = random.Random(3)
    hands = [tf.deal(rng, table, "easy", unsolvable_share=0.5) for _ in range(200)]
    none = sum(not tf.solvable(h, 24) for h in hands)
    assert 60 < none < 140
    assert all(not tf.solvable(tf.deal(rng, table, None, 1.0), 24) for _ in range(20))
    with pytest.raises(PuzzleError, match="between 0 and 1"):
        tf.deal(rng, table, "easy", 2.0)
    with pytest.raises(PuzzleError, match="band 'silly'"):
        tf.deal(rng, table, "silly")


def test_challenge_is_shared_by_seed_and_rises_in_difficulty():
    table = human_table()
    one, two = tf.challenge_hands(2024, 12, table), tf.challenge_hands(2024, 12, table)
    assert one == two and tf.challenge_hands(2025, 12, table) != one
    ranks = [table[tuple(sorted(h))].rank for h in one]
    assert ranks == sorted(ranks) and ranks[-1] > 1362 * 11 // 12
    with pytest.raises(PuzzleError, match="1 to 1362 hands"):
        tf.challenge_hands(1, 0, table)


def test_all_hands_are_the_1820_multisets():
    assert tf.all_hands() == tuple(combinations_with_replacement(range(1, 14), 4))


@functools.cache
def _human_rows() -> dict[tuple[int, ...], tuple[int, Fraction]]:
    return human_24_rows()   # read once: the tests below look up hundreds of hands (nothing changes the dict)


def human_seconds(hand) -> float:
    """The oracle: the shipped 4nums table's solve time for a hand (tests/data, read by tests/datasets.py)."""
    return float(_human_rows()[tuple(sorted(hand))][1])


def test_beat_the_clock_deals_easy_hands_first_and_harder_ones_later(ctx):
    scene = start(ctx, "beat_the_clock")
    dealt = []
    for _ in range(12):
        dealt.append(scene.hand.numbers)
        answer(scene, scene.hand.solutions[0].text)
        assert ending(scene) is Ending.SOLVED
        feed(scene, [key(pygame.K_RETURN)])
    assert not scene.run.over and len(set(dealt)) > 1
    seconds = [human_seconds(h) for h in dealt]
    first, middle, late = seconds[:3], seconds[3:6], seconds[6:]
    assert max(first) < min(middle) and max(middle) < min(late)      # each step of the run is harder
    assert max(first) < sorted(human_24_rows().values())[len(human_24_rows()) // 2][1]  # and it starts easy


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6, 7, 8])
def test_a_rising_deal_is_pure_seeded_and_rises(seed):
    from game.logic import twentyfour as tf
    from game.twentyfour_data import human_table
    table = human_table()
    def run(rng):
        return [tf.deal_rising(rng, table, k) for k in range(14)]
    hands = run(random.Random(seed))
    assert hands == run(random.Random(seed))                          # the same seed, the same run
    seconds = [human_seconds(h) for h in hands]
    assert max(seconds[:3]) < min(seconds[3:6]) and max(seconds[3:6]) < min(seconds[6:])


@functools.cache
def _solved_rates() -> dict[tuple[int, ...], float]:
    rows = [line.split("\t") for line in (DATA / "24_difficulty.txt").read_text(encoding="utf-8").splitlines()
            if line and not line.startswith("#")][1:]
    return {tuple(int(v) for v in r[0].split()): float(r[3]) for r in rows}


def solved_rate(hand) -> float:
    """The oracle's other column: the share of 4nums.com attempts that solved the hand, in percent."""
    return _solved_rates()[tuple(sorted(hand))]


@pytest.mark.parametrize("seed", range(6))
def test_beat_the_clock_opens_with_hands_people_find_easy(tmp_path, seed):
    """The first hands are among those people solve in under 6 s nearly every time (by the 4nums times, not the
    solver's view): never J J 6 5, which is 'easy' by its 7 s alone but solved only 87% of the time, and whose
    one answer (5-11/11)×6 goes through a fraction."""
    from tests.helpers import make_context
    scene = start(make_context(tmp_path, seed=seed), "beat_the_clock")
    first = []
    for _ in range(3):
        first.append(scene.hand.numbers)
        feed(scene, [key(pygame.K_s), key(pygame.K_RETURN)])
    for hand in first:
        assert human_seconds(hand) < 6 and solved_rate(hand) >= 95, hand
    table = human_table()
    rng = random.Random(seed)
    opening = [tf.deal_rising(rng, table, k) for _ in range(20) for k in range(3)]
    assert all(human_seconds(h) < 6 and solved_rate(h) >= 95 for h in opening)
    assert (5, 6, 11, 11) in tf.band_pool(table, "easy")               # by time alone it would qualify
