"""The timed modes as pure functions of (run, dt): the countdown, bonuses and penalties, the hand limit, help
that keeps a run off the tables, a hand's Outcome booked on the run, and the run as saved."""
from __future__ import annotations

from fractions import Fraction

import pytest

from game.logic import twentyfour as tf
from game.logic.twentyfour import modes


RULES = tf.DEFAULT_SETTINGS


def run_for(run: tf.Run, seconds: int, fps: int = 60) -> tf.Run:
    for _ in range(seconds * fps):
        run = modes.tick(run, 1 / fps)
    return run


def test_beat_the_clock_runs_out_after_exactly_120_seconds_of_frames():
    run = modes.start(RULES.mode("beat_the_clock"))
    run = run_for(run, 119)
    assert not run.over and run.time_left == 1 and run.urgent
    run = modes.tick(run, Fraction(1, 2))
    assert not run.over
    run = run_for(run, 1)
    assert run.over and run.reason == "time" and run.time_left == 0 and run.elapsed == 120


def test_beat_the_clock_bonus_penalty_streak_and_urgency():
    run = modes.start(RULES.mode("beat_the_clock"))
    run = modes.solve(run)
    run = modes.solve(run)
    assert run.time_left == 140 and run.streak == 2 and run.score == 2
    run = modes.skip(run)
    assert run.time_left == 120 and run.streak == 0 and run.best_streak == 2 and run.skipped == 1
    run = run_for(run, 109)
    assert run.time_left == 11 and not run.urgent
    run = run_for(run, 2)
    assert run.urgent
    run = modes.skip(run)  # 9 s left, 20 s penalty: the clock stops at 0
    assert run.over and run.time_left == 0 and run.reason == "time"
    assert modes.solve(run) == run and modes.tick(run, 5) == run


def test_sprint_counts_hands_and_scores_total_time():
    run = modes.start(RULES.mode("sprint"))
    assert run.time_left is None
    for k in range(9):
        run = run_for(run, 3)
        run = modes.skip(run) if k == 4 else modes.solve(run)
    assert not run.over
    run = modes.solve(run_for(run, 3))
    assert run.over and run.reason == "hands" and run.hands_done == 10
    assert run.elapsed == 30 and run.sprint_time == 50


def test_relaxed_never_ends_and_hints_are_free():
    run = modes.start(RULES.mode("relaxed"))
    run = modes.note_hint(run_for(run, 1000, fps=2))
    assert not run.over and not run.helped and not run.urgent


def test_hints_and_shown_solutions_keep_a_run_off_the_high_scores():
    rules = RULES.mode("challenge")
    clean = modes.start(rules)
    for _ in range(rules.hands):
        clean = modes.solve(clean)
    assert clean.over and modes.on_high_score_table(clean)
    hinted = modes.solve(modes.start(rules), helped=True)
    shown = modes.skip(modes.start(rules), shown=True)
    assert hinted.helped and shown.helped
    assert not modes.on_high_score_table(run_for(hinted, 200)) and run_for(hinted, 200).over


def test_dt_must_be_a_sane_number():
    run = modes.start(RULES.mode("beat_the_clock"))
    for bad in (-1, "1", None, True):
        with pytest.raises(ValueError, match="dt must be"):
            modes.tick(run, bad)


def test_shipped_sprint_never_rewards_skipping():
    """Skipping costs more than the slowest hand of the sprint's band takes people on average, so a run of
    skips can never beat a run of honest solves (the band's upper bound is in seconds of human solve time)."""
    from game.levels import Catalog

    from game.logic.twentyfour.rating import BANDS

    sprint = Catalog.load().settings("twentyfour").mode("sprint")
    slowest_of_band = dict(BANDS)[sprint.band]
    assert slowest_of_band != float("inf") and sprint.skip_penalty > 2 * slowest_of_band


def test_a_hands_outcome_is_booked_on_the_run():
    from game.logic.outcome import Ending, Outcome
    run = modes.start(RULES.mode("beat_the_clock"))
    run = modes.book(run, Outcome(Ending.SOLVED, 3.0, 3))
    assert run.solved == 1 and run.time_left == 130 and not run.helped
    run = modes.book(run, Outcome(Ending.LOST, 1.0, 0))     # a wrong "no solution": as a skip
    assert run.skipped == 1 and run.time_left == 110 and run.streak == 0
    run = modes.book(run, Outcome(Ending.SKIPPED, 1.0, 0, hints=1))
    assert run.skipped == 2 and run.helped
    assert modes.book(run, Outcome(Ending.TIMED_OUT, 1.0, 0)) == run


def test_a_run_is_saved_exactly_and_a_damaged_one_is_refused():
    rules = RULES.mode("beat_the_clock")
    run = modes.solve(modes.tick(modes.start(rules), Fraction(241, 2)), helped=True)
    record = modes.run_to_record(run)
    assert record["time_left"] == str(run.time_left) and modes.run_from_record(rules, record) == run
    sprint = RULES.mode("sprint")
    assert modes.run_from_record(sprint, modes.run_to_record(modes.start(sprint))) == modes.start(sprint)
    for bad in ({**record, "elapsed": "x"}, {**record, "solved": -1}, {**record, "over": "no"},
                {**record, "time_left": None}):
        with pytest.raises(ValueError, match="saved run"):
            modes.run_from_record(rules, bad)
