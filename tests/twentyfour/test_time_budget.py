"""The 24 solver's time budget: six long fractions can take minutes to search, so every search a person waits
for stops and says so: `solve 24 --seconds`, `check-levels` (per level), and H in the game (a background job
the frame loop never waits for, given up after HINT_SECONDS of frames)."""
from __future__ import annotations

import itertools
import json
import random
import time
from fractions import Fraction

import pygame
import pytest

from game import levels
from game.logic.twentyfour import solver
from game.logic.twentyfour.deadline import Deadline, OutOfTime, within
from game.logic import twentyfour as tf
from game.logic.twentyfour.numbers import LONG_NUMBER_CHARS, MAX_NUMBER_CHARS
from scenes.twentyfour import model
from tests.helpers import feed, key
from tests.shell.clirun import run_cli, run_main
from tests.twentyfour.play_helpers import deal, start


def long_fractions(count: int = 6, digits: int = 499, seed: int = 1) -> list[str]:
    """Fractions of 2 * digits + 1 characters: a hand of six of them takes many seconds to search."""
    rng = random.Random(seed)
    return [f"{rng.randrange(10 ** (digits - 1), 10 ** digits)}/{rng.randrange(10 ** (digits - 1), 10 ** digits)}"
            for _ in range(count)]


class FakeClock:
    """A clock that moves one second each time it is read."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


def test_a_spent_deadline_stops_the_search_and_the_solver_answers_as_before_afterwards():
    hand = tuple(Fraction(t) for t in long_fractions())
    clock = FakeClock()
    deadline = Deadline(seconds=3, clock=clock)
    with pytest.raises(OutOfTime), within(deadline):
        solver.solvable(hand)
    assert deadline.reason == "stopped after 3 s (its time budget)" and clock.now > 3
    with pytest.raises(OutOfTime), within(Deadline(seconds=3, clock=FakeClock())):
        solver.solutions(hand)
    # outside `within` the same solver answers small hands as ever, from a clean cache
    assert solver.solvable((3, 3, 8, 8)) and [s.text for s in solver.solutions((3, 3, 8, 8))] == ["8/(3-8/3)"]


def test_a_cancelled_deadline_stops_at_the_next_check():
    deadline = Deadline()
    deadline.cancel()
    with pytest.raises(OutOfTime, match="cancelled"), within(deadline):
        solver.solutions(tuple(Fraction(t) for t in long_fractions(digits=40)))


def test_a_deadline_outside_its_block_does_not_stop_anything():
    deadline = Deadline()
    with within(deadline):
        pass
    deadline.cancel()
    assert solver.solvable((1, 2, 3, 4))


def test_solve_24_stops_after_its_seconds_and_says_so_in_json_and_text():
    cards = long_fractions()
    out = run_main("solve", "24", *cards, "--seconds", "0.5", "--json")
    assert out.returncode == 0, out.stderr
    answer = json.loads(out.stdout)
    assert answer["stopped"] == "stopped after 0.5 s (its time budget)"
    assert answer["solutions"] == [] and answer["band"] is None
    text = run_main("solve", "24", *cards, "--seconds", "0.5")
    assert text.returncode == 0 and text.stdout.rstrip().endswith(
        "stopped after 0.5 s (its time budget); raise --seconds to search longer")


def test_an_answer_within_the_budget_has_no_stopped_field():
    code, out, _ = run_cli(["solve", "24", "3", "3", "8", "8", "--json"])
    assert code == 0 and "stopped" not in json.loads(out)


@pytest.mark.parametrize("seconds", ["0", "601", "nan"])
def test_seconds_out_of_range_is_one_error(seconds):
    code, _, err = run_cli(["solve", "24", "1", "2", "3", "4", "--seconds", seconds])
    assert code == 1 and err.startswith("error: --seconds must be from 0.1 to 600")


def test_check_levels_gives_up_on_a_level_after_its_seconds(tmp_path, monkeypatch):
    monkeypatch.setattr(levels, "CHECK_SECONDS", 0.3)
    path = tmp_path / "long.yaml"
    cards = ", ".join(f'"{c}"' for c in long_fractions())
    path.write_text(f"game: twentyfour\nlevels:\n  - id: small\n    cards: [3, 3, 8, 8]\n"
                    f"  - id: long\n    cards: [{cards}]\n", encoding="utf-8")
    code, out, _ = run_cli(["check-levels", str(path)])
    assert code == 1
    assert out.splitlines() == [f"{path}:5: level long: cannot be checked: stopped after 0.3 s (its time budget)"]


def test_check_levels_reports_levels_left_after_the_whole_runs_budget(tmp_path, monkeypatch):
    monkeypatch.setattr(levels, "CHECK_ALL_SECONDS", 0.0)
    path = tmp_path / "two.yaml"
    path.write_text("game: twentyfour\nlevels:\n  - id: a\n    cards: [3, 3, 8, 8]\n"
                    "  - id: b\n    cards: [1, 2, 3, 4]\n", encoding="utf-8")
    code, out, _ = run_cli(["check-levels", str(path)])
    assert code == 1 and [line.split(": ", 1)[1] for line in out.splitlines()] == [
        f"level {name}: not checked: the check of all files ran past its budget of 0 s" for name in "ab"]


def test_a_level_number_in_quotes_is_bounded_like_any_other(tmp_path):
    long = "7" * (MAX_NUMBER_CHARS + 1)
    path = tmp_path / "quoted.yaml"
    path.write_text(f'game: twentyfour\nlevels:\n  - id: q\n    cards: [1, 2, 3, "{long}"]\n'
                    f'  - id: t\n    cards: [1, 2, 3, 4]\n    target: "1/{long}"\n', encoding="utf-8")
    loaded = levels.load_level_file(path)
    assert loaded.levels == []
    assert [(p.line, p.message) for p in loaded.problems] == [
        (4, f"cards: cards has {MAX_NUMBER_CHARS + 1} characters: numbers of at most {MAX_NUMBER_CHARS} are "
            "supported (level q)"),
        (7, f"target: target has {MAX_NUMBER_CHARS + 3} characters: numbers of at most {MAX_NUMBER_CHARS} are "
            "supported (level t)")]


# --- H in the game ------------------------------------------------------------------------------------

def wait_for_hint(scene, seconds: float = 60.0) -> None:
    """Feed frames of no time until the background hint is done (it runs on its own thread)."""
    give_up = time.monotonic() + seconds
    while scene.hand.looking is not None and time.monotonic() < give_up:
        feed(scene, dt=0.0)
        time.sleep(0.01)
    assert scene.hand.looking is None


def test_h_on_long_numbers_looks_in_the_background_and_shows_the_hint(ctx):
    scene = start(ctx, "relaxed")
    hand = deal(scene, (24 * 10 ** 13, 10 ** 13))   # long numbers, quick to search
    assert len(str(10 ** 13)) > LONG_NUMBER_CHARS
    assert hand.long_numbers
    scene.ask_hint()                                 # what H does, without the frame that polls the job
    assert hand.looking is not None and hand.message == model.LOOKING and hand.helped
    wait_for_hint(scene)
    assert hand.hint_move is not None and hand.message.startswith("Hint:")


def test_h_on_numbers_too_long_to_search_gives_up_and_the_frame_never_waits(ctx):
    scene = start(ctx, "relaxed")
    hand = deal(scene, tuple(Fraction(t) for t in long_fractions()))
    assert hand.long_numbers
    started = time.monotonic()
    feed(scene, [key(pygame.K_h)])
    job = hand.looking
    assert job is not None and hand.message == model.LOOKING
    frames = int(model.HINT_SECONDS * 60) + 1
    for _ in range(frames):
        feed(scene, dt=1 / 60)
    assert hand.looking is None and hand.message == model.TOO_SLOW and hand.hint_move is None
    job.thread.join(30)
    assert not job.thread.is_alive()           # cancelled: the search stopped, it did not run on for minutes
    assert time.monotonic() - started < 60     # a generous bound: the old search alone took minutes


def test_a_move_played_while_looking_drops_the_search(ctx):
    scene = start(ctx, "relaxed")
    hand = deal(scene, tuple(Fraction(t) for t in long_fractions()))
    feed(scene, [key(pygame.K_h)])
    job = hand.looking
    assert job is not None
    hand.merge(0, "+", 1)
    assert hand.looking is None and job.flag.cancelled and hand.message != model.LOOKING
    job.thread.join(30)
    assert not job.thread.is_alive()


def test_every_four_card_hand_still_gets_its_hint_at_once(ctx):
    scene = start(ctx, "relaxed")
    for cards in itertools.islice(itertools.combinations_with_replacement(range(1, 14), 4), 0, 1820, 97):
        hand = deal(scene, cards)
        feed(scene, [key(pygame.K_h)])
        assert hand.looking is None and hand.message
        assert (hand.hint_move is not None) == solver.solvable(cards)



def test_an_answer_typed_with_long_numbers_is_spelled_as_typed_without_a_search():
    cards = long_fractions()
    typed = f"({cards[0]})*({cards[1]})-({cards[2]})+({cards[3]})/({cards[4]})*({cards[5]})"
    answer = tf.Answer.of_expression(typed)   # the old code listed every solution to this value: minutes
    assert answer.text == tf.to_text(tf.parse_answer(typed)) and tf.Answer.parse(str(answer)) == answer


def test_a_long_number_hand_is_solved_by_a_typed_answer_and_ends_without_a_search(ctx):
    scene = start(ctx, "relaxed")
    hand = deal(scene, (24 * 10 ** 13, 10 ** 13))
    assert hand.submit(f"{24 * 10 ** 13}/{10 ** 13}") and hand.finished
    assert hand.answer == f"{24 * 10 ** 13}/{10 ** 13}" and hand.solutions == []
