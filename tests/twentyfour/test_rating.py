"""Difficulty (the shipped human table, the heuristic, bands) and seeded dealing."""
from __future__ import annotations

import random
from itertools import combinations_with_replacement

import pytest

from game.logic import twentyfour as tf
from game.logic.common import PuzzleError
from game.logic.twentyfour import rating
from game.twentyfour_data import TABLE_PATH, human_table, parse_table
from tests.datasets import human_24_rows
from tests.stats import spearman


def test_shipped_table_is_the_public_data_with_its_source_named():
    table = human_table()
    assert {h: (r.rank, r.seconds) for h, r in table.items()} == human_24_rows()
    header = TABLE_PATH.read_text().splitlines()[:3]
    assert any("4nums.com" in line for line in header) and any("tree-of-thought" in line for line in header)


@pytest.mark.parametrize("text, fragment", [
    ("hand,rank\n", ":1: expected the header"),
    ("hand,rank,amt_s,solved_rate_pct,mean_1sigma_s,std_1sigma_s\n1 2 3,1,4.4,99,1,1\n", ":2: hand '1 2 3'"),
    ("hand,rank,amt_s,solved_rate_pct,mean_1sigma_s,std_1sigma_s\n1 2 3 4,x,4.4,99,1,1\n", ":2: a hand of four"),
    ("hand,rank,amt_s,solved_rate_pct,mean_1sigma_s,std_1sigma_s\n1 2 3 4,1,4\n", ":2: expected 6 columns"),
    ("# only a comment\n", "no header"),
])
def test_bad_tables_name_the_line(text, fragment):
    with pytest.raises(PuzzleError, match=fragment):
        parse_table(text, "t.csv")


def test_human_hands_are_rated_by_their_time_and_banded_by_the_edges():
    table = human_table()
    counts = {b: 0 for b in tf.BAND_NAMES}
    for hand, row in table.items():
        r = tf.rate(hand, 24, table)
        assert r.source == "human" and r.difficulty == float(row.seconds)
        edges = [7, 10, 20]
        expected = tf.BAND_NAMES[sum(float(row.seconds) >= e for e in edges)]
        assert r.band == expected
        counts[r.band] += 1
    assert all(200 <= counts[b] <= 500 for b in ("easy", "medium", "hard")) and counts["expert"] >= 100
    assert tf.rate((1, 1, 7, 7), 24, table).band == tf.UNSOLVABLE
    assert tf.rate((1, 1, 7, 7), 24, table).difficulty is None


def test_heuristic_tracks_human_solve_times():
    """The heuristic (used for other hands and targets) against the 1362 human times it was fitted to."""
    table = human_table()
    hands = sorted(table)
    guess = [tf.heuristic_seconds(h, 24) for h in hands]
    human = [float(table[h].seconds) for h in hands]
    assert spearman(guess, human) > 0.45
    assert spearman(guess, [-t for t in human]) < -0.45  # the measure itself can tell the difference
    agree = sum(tf.band_of(g) == tf.band_of(t) for g, t in zip(guess, human))
    assert agree / len(hands) > 0.38  # four bands: chance is about 0.27
    needs = [tf.heuristic_seconds(h, 24) for h in hands if tf.needs_fraction(h, 24)]
    assert all(tf.band_of(s) == "expert" for s in needs)


def test_other_targets_and_sizes_use_the_heuristic():
    table = human_table()
    r = tf.rate((2, 4, 6, 9), 36, table)
    assert r.source == "heuristic" and r.band in tf.BAND_NAMES and r.difficulty > 0
    assert tf.rate((1, 3, 5, 7, 9), 24, table).source == "heuristic"
    assert tf.rate((1, 2, 3, 4), 24, None).source == "heuristic"
    with pytest.raises(PuzzleError, match="cannot make"):
        tf.heuristic_seconds((1, 1, 7, 7), 24)


def test_the_easiest_cost_skipping_step_values_is_the_plain_minimum():
    """`_easiest_cost` skips the step values of a solution whose shape alone costs more than the best so far;
    the minimum must be exactly (the same float) the plain one over every solution, on four-card hands with
    every target a hand can be asked (fractions and negatives among the steps) and on five-card hands."""
    hands = [(h, t) for h in sorted(human_table())[::9] for t in (24, 10, -3, tf.parse_target("7/2"))]
    hands += [(h, 24) for h in list(combinations_with_replacement(range(1, 14), 5))[::97]]
    compared = skipped = 0
    for hand, target in hands:
        sols = tf.solutions(hand, target)
        if sols:
            plain = min(rating._solution_cost(s) for s in sols)
            assert rating._easiest_cost(sols) == plain, (hand, target)
            compared += 1
            skipped += sum(rating._shape_cost(s) > plain + 1e-9 for s in sols)
    assert compared > 150 and skipped > 1000  # the skip really happened, and often


# --- dealing ---------------------------------------------------------------------------------------------

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


def test_rating_and_listing_leave_no_reference_cycles():
    """A batch (`solve 24 -`) rates and lists thousands of hands with the cyclic collector turned down: each hand
    must leave nothing that only that collector could free (a recursive closure per solution did, once)."""
    import gc
    hands = [(1, 2, 3, 4, 5), (3, 3, 8, 8, 2), (0, 1, 5, 5, 5), (6, 6, 6, 6, 6)]  # five cards: the heuristic rates
    for hand in hands:  # warm the caches, so what follows allocates only per-hand objects
        tf.rate(hand, 24)
    gc.collect()
    gc.disable()
    try:
        rated = [tf.rate(hand, 24) for hand in hands]
        texts = [tf.to_text(s.tree) for hand in hands for s in tf.solutions(hand, 24)]
        assert gc.collect() == 0
    finally:
        gc.enable()
    assert all(r.source == "heuristic" for r in rated if r.solvable) and sum(r.solvable for r in rated) >= 3
    assert len(texts) > 20
