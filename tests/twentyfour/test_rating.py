"""Difficulty: the shipped human table, the heuristic, the bands, and hands of numbers too big for a float."""
from __future__ import annotations

import math
import os
from fractions import Fraction
from itertools import combinations_with_replacement

import pytest

from game.logic import twentyfour as tf
from game.logic.common import PuzzleError
from game.logic.twentyfour import rating
from game.logic.twentyfour.rating import BAND_NAMES, heuristic_seconds, rate
from game import twentyfour_data
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


def test_a_fifo_in_place_of_the_table_is_refused_by_name_without_waiting(tmp_path, monkeypatch):
    fifo = tmp_path / "24_difficulty.csv"
    os.mkfifo(fifo)
    monkeypatch.setattr(twentyfour_data, "TABLE_PATH", fifo)
    human_table.cache_clear()
    try:
        with pytest.raises(PuzzleError, match="not a regular file .a FIFO."):
            human_table()   # opening a FIFO for reading would wait for a writer forever
    finally:
        human_table.cache_clear()


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


# --- huge numbers: rating never converts an exact value past a float to float ------------------------------

@pytest.mark.parametrize("x", [0, 1, 7, 24, Fraction(8, 3), Fraction(-7, 2), 10 ** 15, Fraction(1, 10 ** 6)])
def test_log_term_matches_floats_where_floats_reach(x):
    assert rating._log1p_abs(x) == pytest.approx(math.log1p(abs(float(x))), rel=1e-12, abs=1e-15)


@pytest.mark.parametrize("digits", [400, 1000, 5000])
def test_log_term_of_numbers_past_a_float(digits):
    big = 10 ** digits
    assert rating._log1p_abs(big) == pytest.approx(digits * math.log(10), rel=1e-12)
    assert rating._log1p_abs(Fraction(-big, 3)) == pytest.approx(digits * math.log(10) - math.log(3), rel=1e-12)


@pytest.mark.parametrize("hand", [(10 ** 100,) * 4 + (0, 24), (10 ** 400, 10 ** 400, 24), (10 ** 999, 10 ** 999, 23, 1)])
def test_hands_of_huge_numbers_are_rated(hand):
    result = rate(hand, 24)
    assert result.solvable and result.band in BAND_NAMES and math.isfinite(result.difficulty)
    assert result.difficulty == heuristic_seconds(hand, 24) and result.source == "heuristic"
