"""The end of a hand and of a run: the result panel reads the hand's one Outcome (what it did to the clock,
which hand it was), the way on (next hand, next famous hand, back to the list), the high-score table with a name
that only the player types, and every screen drawing."""
from __future__ import annotations

import pygame

from game.logic import twentyfour as tf
from game.logic.common import Status
from game.logic.outcome import Ending
from game.twentyfour_data import human_table
from scenes.base import Pop, Replace
from scenes.twentyfour.lobby import TwentyFourLobby
from scenes.twentyfour.view import format_seconds
from tests.helpers import DT, feed, key, render, run_for, text
from tests.twentyfour.play_helpers import answer, drawn_text, ending, hand, start, typed


def test_a_clean_run_goes_on_the_high_score_table_with_a_name(ctx):
    scene = start(ctx, "challenge")
    rules = scene.series.rules
    for k in range(rules.hands):
        answer(scene, scene.hand.solutions[0].text, dt=2.0)
        assert ending(scene) is Ending.SOLVED
        feed(scene, [key(pygame.K_RETURN)])
    assert scene.finished and scene.widgets.get("name").visible
    assert scene.widgets.focus is None    # keys right as the box appears were meant for the screen before it
    run_for(scene, 2.0)                   # once its pause is over, the box takes the name
    assert scene.widgets.focus is scene.widgets.get("name")
    scene.widgets.get("name").text = ""
    feed(scene, [text("Ada"), key(pygame.K_RETURN)])
    board = f"challenge-{rules.seed}"
    scores = ctx.store.top_scores("twentyfour", board)
    assert [(s.name, s.score) for s in scores] == [("Ada", rules.hands)]
    assert not scene.widgets.get("name").visible
    again = scene.widgets.press("again")
    assert isinstance(again, Replace)
    assert again.scene.hand.numbers == tf.challenge_hands(rules.seed, rules.hands, human_table())[0]


def test_a_run_with_nothing_solved_offers_no_name_entry(ctx, monkeypatch):
    scene = feed(TwentyFourLobby(ctx), [key(pygame.K_RETURN)]).scene  # beat the clock
    run_for(scene, 121, dt=0.5)
    feed(scene, [key(pygame.K_RETURN)])
    assert scene.finished and scene.run.solved == 0
    assert not scene.widgets.get("name").visible and not scene.widgets.get("save").visible
    assert scene.widgets.focus is None   # "Play again" waits for a click (or Tab and Enter)
    scene.save_score()
    assert ctx.store.top_scores("twentyfour", "beat_the_clock", 5, True) == []
    shown = drawn_text(scene, monkeypatch)
    assert "Solve at least one hand to get on the high-score table." in shown and "no scores yet" in shown


def test_a_key_pressed_as_the_results_appear_does_not_land_in_the_name_box(ctx):
    scene = start(ctx, "challenge", warned=False)
    for _ in range(scene.series.rules.hands):
        feed(scene, typed(scene.hand.solutions[0].text) + [key(pygame.K_RETURN)], dt=2.0)
        assert ending(scene) is Ending.SOLVED
        if not scene.run.over:
            feed(scene, [key(pygame.K_RETURN)])
    name = scene.widgets.get("name")
    before = name.text
    # Enter shows the results; the S the player pressed for "skip" right after is already on its way
    feed(scene, [key(pygame.K_RETURN)] + typed("s"))
    assert name.visible and scene.widgets.focus is None
    assert name.text == before
    run_for(scene, 2.0)
    assert scene.widgets.focus is name
    feed(scene, typed("Ada"))
    assert name.text == before + "Ada"      # once the screen has settled, the box takes the player's name


def test_pause_over_a_solved_hand_shows_none_of_the_result_panels_buttons(ctx):
    from game.shell.app import App
    from sprites import theme
    scene = hand(ctx, "24-first-steps")
    feed(scene, typed(scene.hand.solutions[0].text) + [key(pygame.K_RETURN)])
    assert ending(scene) is Ending.SOLVED and scene.widgets.get("next").visible
    rect = scene.widgets.get("next").rect

    def accent_pixels() -> int:
        surface = render(scene)
        return sum(surface.get_at((x, y))[:3] == theme.ACCENT for x in range(rect.left + 4, rect.right - 4, 4)
                   for y in range(rect.top + 4, rect.bottom - 4, 4))
    assert accent_pixels() > 0                   # the primary "Next hand" button shows with its panel
    app = App(ctx, lambda c: [scene])
    app.step([key(pygame.K_ESCAPE)], DT)
    assert scene.covered
    assert accent_pixels() == 0                  # paused: the panel is hidden, and so are its buttons


def test_a_sprint_result_says_how_much_of_the_time_is_skip_penalty(ctx, monkeypatch):
    scene = TwentyFourLobby(ctx).widgets.press("mode-sprint").scene
    hands = scene.series.rules.hands
    for k in range(hands):
        run_for(scene, 1.0)
        if k < 2:
            feed(scene, [key(pygame.K_s)])
        else:
            answer(scene, scene.hand.solutions[0].text)
        feed(scene, [key(pygame.K_RETURN)])
    assert scene.finished and scene.run.skipped == 2
    penalty = 2 * int(scene.series.rules.skip_penalty)
    total = format_seconds(hands + penalty).split(".")[0]  # one second a hand, plus the penalty (and a few frames)
    assert any(line.startswith(f"{hands - 2} solved, 2 skipped: {total}.") and
               line.endswith(f"(+{penalty} s for skips)") for line in drawn_text(scene, monkeypatch))


def test_a_famous_hand_leads_on_to_the_next_one_or_back_to_the_list(ctx):
    levels = ctx.levels.levels("twentyfour")
    scene = hand(ctx, levels[0].id)
    answer(scene, scene.hand.solutions[0].text)
    assert ending(scene) is Ending.SOLVED and ctx.store.progress("twentyfour")[levels[0].id].solved
    assert scene.widgets.get("next").label == "Next hand" and scene.widgets.get("again").visible
    result = feed(scene, [key(pygame.K_RETURN)])  # no "Run complete" summary of a one-hand run
    assert isinstance(result, Replace) and result.scene.series.level_id == levels[1].id
    again = scene.widgets.press("again")
    assert isinstance(again, Replace) and again.scene.series.level_id == levels[0].id
    last = hand(ctx, levels[-1].id)
    feed(last, [key(pygame.K_s)])
    assert last.widgets.get("next").label == "Back to the list"
    assert isinstance(last.widgets.press("next"), Pop)


def test_a_hands_result_says_what_it_did_to_the_clock_and_keeps_its_number(ctx, monkeypatch):
    clock = TwentyFourLobby(ctx).widgets.press("mode-beat_the_clock").scene
    answer(clock, clock.hand.solutions[0].text)
    assert "+10 s on the clock" in drawn_text(clock, monkeypatch)
    feed(clock, [key(pygame.K_RETURN), key(pygame.K_s)])
    assert "-20 s off the clock" in drawn_text(clock, monkeypatch)
    sprint = TwentyFourLobby(ctx).widgets.press("mode-sprint").scene
    hands = sprint.series.rules.hands
    assert any(line.startswith(f"Hand 1 of {hands}") for line in drawn_text(sprint, monkeypatch))
    feed(sprint, [key(pygame.K_s)])
    shown = drawn_text(sprint, monkeypatch)
    assert f"+{int(sprint.series.rules.skip_penalty)} s on your time" in shown
    assert any(line.startswith(f"Hand 1 of {hands}") for line in shown)  # still the hand just played
    feed(sprint, [key(pygame.K_RETURN)])
    assert any(line.startswith(f"Hand 2 of {hands}") for line in drawn_text(sprint, monkeypatch))
    calm = hand(ctx, "24-first-steps")  # untimed: nothing about a clock
    feed(calm, [key(pygame.K_s)])
    assert not any("clock" in line or "your time" in line for line in drawn_text(calm, monkeypatch))


def test_every_screen_draws(ctx):
    surface = pygame.Surface((1280, 720))
    TwentyFourLobby(ctx).draw(surface)
    scene = start(ctx, "sprint")
    feed(scene, [text("a"), text("*")])
    scene.draw(surface)
    feed(scene, [key(pygame.K_s)])
    scene.draw(surface)
    assert ending(scene) is Ending.SKIPPED and tf.status(scene.hand.state) is Status.PLAYING


def test_a_finished_hand_produces_one_outcome_that_reaches_the_store_once(ctx, monkeypatch):
    recorded = []
    real = ctx.store.record_outcome
    monkeypatch.setattr(ctx.store, "record_outcome",
                        lambda game, level_id, outcome, labels: (recorded.append((game, level_id, outcome)),
                                                                 real(game, level_id, outcome, labels))[1])
    scene = hand(ctx, "24-first-steps")
    run_for(scene, 1.0)
    feed(scene, typed("a+b"))
    answer(scene, "(1+2+3)*4")
    for _ in range(3):                       # frames, drawing and Enter-free keys after the end add nothing
        feed(scene, [key(pygame.K_u), key(pygame.K_h), key(pygame.K_s)])
        render(scene)
    assert [(game, level_id) for game, level_id, _ in recorded] == [("twentyfour", "24-first-steps")]
    outcome = recorded[0][2]
    assert outcome is scene.hand.outcome and scene.series.keeper.outcomes == [outcome]
    assert outcome.ending is Ending.SOLVED and outcome.moves == 2 and outcome.clean
    progress = ctx.store.progress("twentyfour")["24-first-steps"]
    assert progress.solved and progress.clean and progress.attempts == 1
    # a mode's hands are booked on the run, one Outcome each, recorded once each with no level
    run = start(ctx, "beat_the_clock")
    answer(run, run.hand.solutions[0].text)
    feed(run, [key(pygame.K_RETURN), key(pygame.K_s)])
    assert [o.ending for o in run.series.keeper.outcomes] == [Ending.SOLVED, Ending.SKIPPED]
    assert run.run.solved == 1 and run.run.skipped == 1
    assert [(level_id, o.ending) for _, level_id, o in recorded[1:]] == [(None, Ending.SOLVED), (None, Ending.SKIPPED)]
    assert list(ctx.store.progress("twentyfour")) == ["24-first-steps"]


def test_the_other_solutions_a_result_counts_can_be_shown(ctx, monkeypatch):
    scene = hand(ctx, "24-first-steps")                 # 1 2 3 4: three solutions, as the level file states
    assert scene.series.level_id == "24-first-steps"
    answer(scene, "(1+2+3)*4")
    assert ending(scene) is Ending.SOLVED
    assert "2 other solutions" in drawn_text(scene, monkeypatch)
    button = scene.widgets.get("others")
    assert button.visible and button.label == "Show the 2 others (V)"
    feed(scene, [key(pygame.K_v)])
    shown = drawn_text(scene, monkeypatch)
    others = scene.hand.other_texts
    assert len(others) == 2 and all(line in shown for line in others)
    mine = tf.Answer.of_expression("(1+2+3)*4")
    for line in others:                                  # each is right, and none is the player's own class
        assert tf.check_answer(line, (1, 2, 3, 4)).ok
        assert tf.Answer.of_expression(line) != mine
    assert tf.Answer.of_expression(others[0]) != tf.Answer.of_expression(others[1])
    assert scene.widgets.get("others").label == "Hide them (V)"
    scene.widgets.press("others")
    assert "2 other solutions" in drawn_text(scene, monkeypatch)


def test_a_skipped_hand_can_show_every_solution_besides_the_one_it_shows(ctx, monkeypatch):
    scene = hand(ctx, "24-thirty-six")                  # 2 4 6 9, make 36: three solutions
    feed(scene, [key(pygame.K_s)])
    assert ending(scene) is Ending.SKIPPED
    shown_one = scene.hand.shown_solution()
    feed(scene, [key(pygame.K_v)])
    shown = drawn_text(scene, monkeypatch)
    assert len(scene.hand.other_texts) == 2 and shown_one not in scene.hand.other_texts
    assert all(line in shown for line in scene.hand.other_texts)
