"""The merge game (moves, undo, hints), the timed modes driven by a fixed dt, the level file and the CLI."""
from __future__ import annotations

import json
import random
import subprocess
import sys
from fractions import Fraction

import pytest

from game import cli
from game.levels import check_level_file, load_level_file
from game.logic import twentyfour as tf
from game.logic.common import LevelFieldError, MoveError, Status
from game.logic.history import History
from game.logic.twentyfour import modes
from game.twentyfour_data import human_table

from tests.datasets import ROOT


# --- the merge game --------------------------------------------------------------------------------------

def test_merging_makes_exact_cards_and_undo_restores_them():
    s = tf.new_state((3, 3, 8, 8))
    h = History(s)
    for text in ("M 2 / 0", "M 1 - 0", "M 1 / 0"):
        s = tf.apply(h.state, text)
        h.push(s, text)
    assert [c.value for c in h.state.cards] == [24]
    assert h.state.cards[0].text == "8/(3-8/3)"
    assert tf.status(h.state) is Status.SOLVED
    h.undo()
    assert [c.value for c in h.state.cards] == [Fraction(1, 3), 8]
    assert [c.text for c in h.state.cards] == ["3-8/3", "8"]
    assert h.state.cards[0].sources == (0, 1, 2)
    h.undo()
    h.undo()
    assert h.state == tf.new_state((3, 3, 8, 8))


def test_a_wrong_last_merge_is_lost_until_undone():
    s = tf.apply(tf.apply(tf.apply(tf.new_state((1, 2, 3, 4)), "M 0 + 1"), "M 0 + 1"), "M 0 + 1")
    assert s.cards[0].value == 10 and tf.status(s) is Status.LOST


@pytest.mark.parametrize("move, fragment", [
    ("M 0 + 9", "card 9 does not exist"), ("M 1 * 1", "merged with itself"), ("merge 0 and 1", "not of the form"),
    ("M 0 % 1", "not of the form"), ("M 0 / 1", "card 1 is 0"),
])
def test_bad_moves_are_rejected_with_a_reason(move, fragment):
    s = tf.new_state((5, 0, 3, 4))
    with pytest.raises(MoveError, match=fragment):
        tf.apply(s, move)


def test_legal_moves_cover_every_distinct_merge():
    s = tf.new_state((1, 2, 3, 4))
    moves = tf.legal_moves(s)
    assert len(moves) == 6 * 2 + 12 * 2  # + and × once per pair; - and / in both orders
    assert len({str(m) for m in moves}) == len(moves)
    assert all(tf.parse_move(str(m)) == m for m in moves)


def test_following_hints_solves_every_hand_from_any_good_start():
    """From the deal, and after a random merge that keeps the hand solvable, hints always reach the target."""
    rng = random.Random(4)
    table = human_table()
    for hand in rng.sample(sorted(table), 150):
        s = tf.new_state(hand)
        first = rng.choice(tf.legal_moves(s))
        after = tf.apply(s, first)
        for start in (s, after):
            if not tf.solvable([c.value for c in start.cards], 24):
                assert tf.hint(start) is None
                continue
            state = start
            while tf.status(state) is Status.PLAYING:
                move = tf.hint(state)
                assert move is not None
                state = tf.apply(state, move)
            assert tf.status(state) is Status.SOLVED, hand
            assert tf.check_answer(state.cards[0].text, hand).ok


def test_no_hint_for_unsolvable_hands():
    assert tf.hint(tf.new_state((1, 1, 7, 7))) is None


# --- modes -----------------------------------------------------------------------------------------------

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
    assert not run.over and not run.hinted and not run.urgent


def test_hints_and_shown_solutions_keep_a_run_off_the_high_scores():
    rules = RULES.mode("challenge")
    clean = modes.start(rules)
    for _ in range(rules.hands):
        clean = modes.solve(clean)
    assert clean.over and modes.on_high_score_table(clean)
    hinted = modes.solve(modes.start(rules), hinted=True)
    shown = modes.skip(modes.start(rules), shown=True)
    assert hinted.hinted and shown.hinted
    assert not modes.on_high_score_table(run_for(hinted, 200)) and run_for(hinted, 200).over


def test_dt_must_be_a_sane_number():
    run = modes.start(RULES.mode("beat_the_clock"))
    for bad in (-1, "1", None, True):
        with pytest.raises(ValueError, match="dt must be"):
            modes.tick(run, bad)


# --- levels ----------------------------------------------------------------------------------------------

def test_level_file_loads_and_every_level_checks():
    path = ROOT / "levels" / "twentyfour.yaml"
    loaded = load_level_file(path)
    assert loaded.problems == [] and len(loaded.levels) >= 10
    assert check_level_file(path) == []
    for level in loaded.levels:  # the stated band is the rating's (check_level never sees the band)
        rating = tf.rate(level.spec.cards, level.spec.target, human_table())
        assert level.band == (rating.band if rating.solvable else None), level.id
    settings = loaded.settings
    assert settings.mode("beat_the_clock").start_seconds == 120
    assert settings.mode("beat_the_clock").solve_bonus == 10 and settings.mode("beat_the_clock").skip_penalty == 20
    assert settings.mode("challenge").seed is not None and settings.mode("relaxed").hints_free


@pytest.mark.parametrize("fields, field", [
    ({}, "cards"), ({"cards": [1, 2, "Z"]}, "cards"), ({"cards": [1] * 7}, "cards"),
    ({"cards": [1, 2, 3, 4], "target": "x"}, "target"), ({"cards": [1, 2, 3, 4], "solutions": -1}, "solutions"),
    ({"cards": [1, 2, 3, 4], "solvable": "yes"}, "solvable"), ({"cards": [1, 2, 3, 4], "colour": 1}, "colour"),
])
def test_bad_level_fields_are_named(fields, field):
    with pytest.raises(LevelFieldError) as err:
        tf.parse_level(fields)
    assert err.value.field == field


def test_check_level_compares_with_the_solver():
    assert tf.check_level(tf.parse_level({"cards": ["A", 2, 3, 4], "solutions": 3})) == []
    wrong = tf.check_level(tf.parse_level({"cards": [1, 2, 3, 4], "solutions": 5}))
    assert [e.field for e in wrong] == ["solutions"] and "finds 3" in wrong[0].message
    assert [e.field for e in tf.check_level(tf.parse_level({"cards": [1, 1, 7, 7]}))] == ["cards"]
    assert [e.field for e in tf.check_level(tf.parse_level({"cards": [3, 3, 8, 8], "solvable": False}))] == ["solvable"]
    assert tf.parse_level({"cards": "3 3 8 8", "target": "7/2"}).target == Fraction(7, 2)


@pytest.mark.parametrize("settings, field", [
    ({"modes": {"blitz": {}}}, "modes.blitz"), ({"modes": {"sprint": {"band": "insane"}}}, "modes.sprint.band"),
    ({"modes": {"sprint": {"hands": 0}}}, "modes.sprint.hands"),
    ({"modes": {"beat_the_clock": {"start_seconds": -5}}}, "modes.beat_the_clock.start_seconds"),
    ({"modes": {"relaxed": {"speed": 1}}}, "modes.relaxed.speed"), ({"colour": 1}, "colour"),
    ({"modes": {"challenge": {"unsolvable_share": 3}}}, "modes.challenge.unsolvable_share"),
])
def test_bad_settings_are_named(settings, field):
    with pytest.raises(LevelFieldError) as err:
        tf.parse_settings(settings)
    assert err.value.field == field


# --- command line ----------------------------------------------------------------------------------------

def test_cli_json_fields(capsys):
    assert cli.main(["solve", "24", "1", "2", "3", "4", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"numbers", "target", "solvable", "solutions", "difficulty", "band"}
    assert out["numbers"] == [1, 2, 3, 4] and out["target"] == 24 and out["solvable"] is True
    assert len(out["solutions"]) == 3 and out["band"] == "easy"
    assert out["difficulty"] == float(human_table()[(1, 2, 3, 4)].seconds)
    for text in out["solutions"]:
        assert tf.check_answer(text, (1, 2, 3, 4)).ok


def test_cli_other_target_unsolvable_and_bad_input(capsys):
    assert cli.main(["solve", "24", "2", "3", "4", "5", "--target", "7/2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["target"] == "7/2" and out["solutions"] and out["band"] in tf.BAND_NAMES
    assert cli.main(["solve", "24", "1", "1", "7", "7", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["solvable"] is False and out["solutions"] == [] and out["difficulty"] is None
    assert cli.main(["solve", "24", "1", "2", "Z"]) == 1
    assert "card 3 'Z'" in capsys.readouterr().err


def test_cli_stdin_one_hand_per_line_without_pygame():
    code = ("import sys; sys.path.insert(0, sys.argv[1]); from game.cli import main; rc = main(['solve', '24', '-', "
            "'--json']); print('pygame' in sys.modules); sys.exit(rc)")
    out = subprocess.run([sys.executable, "-c", code, str(ROOT)], input="3 3 8 8\nK Q J A\n1 2 x\n",
                         capture_output=True, text=True, timeout=60)
    lines = out.stdout.strip().splitlines()
    assert out.returncode == 1 and lines[-1] == "False"
    first, second, third = (json.loads(x) for x in lines[:3])
    assert first["solutions"] == ["8/(3-8/3)"] and first["band"] == "expert"
    assert second["numbers"] == [13, 12, 11, 1] and second["solvable"]
    assert "card 3" in third["error"]


def test_shipped_sprint_never_rewards_skipping():
    """Skipping costs more than the slowest hand of the sprint's band takes people on average, so a run of
    skips can never beat a run of honest solves (the band's upper bound is in seconds of human solve time)."""
    from game.levels import Catalog

    from game.logic.twentyfour.rating import BANDS

    sprint = Catalog.load().settings("twentyfour").mode("sprint")
    slowest_of_band = dict(BANDS)[sprint.band]
    assert slowest_of_band != float("inf") and sprint.skip_penalty > 2 * slowest_of_band
