"""The 24 scenes driven headlessly: synthetic clicks, keys and text, a fixed dt, assertions on the model."""
from __future__ import annotations

from fractions import Fraction

import pygame
import pytest

from game.shell.app import App
from game.logic import twentyfour as tf
from game.logic.common import Status
from game.twentyfour_data import human_table
from tests.helpers import DT, click, feed, key, make_context, run_for, text
from scenes.base import Push, Replace
from scenes.pause import PauseScene
from scenes.twentyfour.lobby import TwentyFourLobby, open_scene
from scenes.twentyfour.play import TwentyFourScene
from scenes.twentyfour.model import NONE_RIGHT, SKIPPED, SOLVED, TIMEOUT
from sprites import twentyfour as art


@pytest.fixture
def ctx(tmp_path):
    return make_context(tmp_path, seed=5)


def start(ctx, mode: str) -> TwentyFourScene:
    lobby = TwentyFourLobby(ctx)
    transition = lobby.widgets.press(f"mode-{mode}")
    assert isinstance(transition, Push) and isinstance(transition.scene, TwentyFourScene)
    transition.scene.help_warned = True  # asked once per run before costly help: tested in test_playtest
    return transition.scene


def centre(rect: pygame.Rect) -> tuple[int, int]:
    return rect.center


def solve_by_clicking(scene: TwentyFourScene) -> None:
    """Merge card, operation, card with the mouse, following the solver's hint for the current cards."""
    while not scene.round.over:
        move = tf.hint(scene.round.state)
        assert move is not None
        rects = scene.card_rects()
        feed(scene, click(centre(rects[move.i])))
        feed(scene, click(centre(scene.widgets.get(f"op{move.op}").rect)))
        feed(scene, click(centre(scene.card_rects()[move.j])))


def test_same_seed_deals_the_same_hands(tmp_path):
    a = start(make_context(tmp_path / "a", seed=9), "beat_the_clock")
    b = start(make_context(tmp_path / "b", seed=9), "beat_the_clock")
    assert a.round.numbers == b.round.numbers and tf.solvable(a.round.numbers, 24)


def test_clicking_card_operation_card_solves_a_hand_and_earns_the_bonus(ctx):
    scene = start(ctx, "beat_the_clock")
    feed(scene, [], dt=1.0)
    solve_by_clicking(scene)
    r = scene.round
    assert r.outcome == SOLVED and not r.hinted
    assert tf.check_answer(r.answer, r.numbers).ok
    assert scene.run.solved == 1 and scene.run.streak == 1
    assert scene.run.time_left + scene.run.elapsed == 120 + 10 and scene.run.elapsed > 1
    assert scene.widgets.get("next").visible
    assert r.other_solutions() == len(r.solutions) - 1
    feed(scene, [key(pygame.K_RETURN)])
    assert scene.round is not r and not scene.round.over and scene.run.hands_done == 1
    assert len(scene.round.state.cards) == 4 and scene.widgets.get("op+").visible


def test_merged_cards_show_exact_fractions_and_undo_restores(ctx):
    scene = start(ctx, "relaxed")
    scene.session.round = type(scene.round)((3, 3, 8, 8))
    feed(scene, [text("c"), text("/"), text("a")])          # 8 / 3 (cards C and A)
    cards = scene.round.state.cards
    assert [c.value for c in cards] == [Fraction(8, 3), 3, 8] and cards[0].text == "8/3"
    feed(scene, [key(pygame.K_u)])
    assert len(scene.round.state.cards) == 4
    feed(scene, [key(pygame.K_z, pygame.KMOD_CTRL)])
    assert len(scene.round.state.cards) == 4  # nothing more to undo


def test_typing_the_whole_expression(ctx):
    scene = start(ctx, "beat_the_clock")
    answer = scene.round.solutions[0].text
    feed(scene, [key(pygame.K_t), text("t")])      # T opens the answer box; its own letter is not typed
    assert scene.widgets.focus is scene.widgets.get("answer") and scene.widgets.get("answer").text == ""
    wrong = "+".join(str(x) for x in scene.round.numbers)
    feed(scene, [text(wrong), key(pygame.K_RETURN)])
    if tf.evaluate(tf.parse_answer(wrong)) != 24:
        assert not scene.round.over and "Makes" in scene.round.message
        scene.widgets.get("answer").text = ""
    feed(scene, [text(answer), key(pygame.K_RETURN)])
    assert scene.round.outcome == SOLVED and scene.round.answer == answer


def test_bad_typed_answer_names_the_rule(ctx):
    scene = start(ctx, "relaxed")
    scene.session.round = type(scene.round)((1, 2, 3, 4))
    scene.widgets.set_focus("answer")
    feed(scene, [text("(1+2+3)*4*4"), key(pygame.K_RETURN)])
    assert not scene.round.over and scene.round.message == "Uses 4 twice; makes 96, not 24."
    assert "96" in scene.widgets.get("message").text


def test_hints_reveal_one_step_at_a_time_and_mark_the_run(ctx):
    scene = start(ctx, "challenge")
    feed(scene, [key(pygame.K_h)])
    r = scene.round
    assert r.hinted and r.hint_move is not None and len(r.state.cards) == 4 and r.message.startswith("Hint:")
    feed(scene, [key(pygame.K_h)])                   # the shown step is made, the next one shown
    assert len(r.state.cards) == 3 and r.hint_move is not None
    while not r.over:
        feed(scene, [key(pygame.K_h)])
    assert r.outcome == SOLVED and scene.run.hinted


def test_skip_shows_a_solution_and_costs_time(ctx):
    scene = start(ctx, "beat_the_clock")
    feed(scene, [key(pygame.K_s)])
    assert scene.round.outcome == SKIPPED and scene.run.time_left == 100 and scene.run.streak == 0
    assert tf.check_answer(scene.round.shown_solution(), scene.round.numbers).ok


def test_timer_urgent_then_timeout_shows_a_solution_and_ends_the_run(ctx):
    scene = start(ctx, "beat_the_clock")
    timer = scene.widgets.get("timer")
    for _ in range(60 * 109):
        feed(scene, [], DT)
    assert not timer.urgent and not scene.round.over
    for _ in range(60 * 2):
        feed(scene, [], DT)
    assert timer.urgent and scene.run.urgent
    for _ in range(60 * 9):
        feed(scene, [], DT)
    assert scene.round.outcome == TIMEOUT and scene.run.over and scene.run.elapsed == 120
    assert scene.widgets.get("next").label == "See results"
    feed(scene, [key(pygame.K_RETURN)])
    assert scene.finished


def test_a_clean_run_goes_on_the_high_score_table_with_a_name(ctx):
    scene = start(ctx, "challenge")
    rules = scene.session.rules
    for k in range(rules.hands):
        answer = scene.round.solutions[0].text
        scene.widgets.set_focus("answer")
        feed(scene, [text(answer), key(pygame.K_RETURN)], dt=2.0)
        assert scene.round.outcome == SOLVED
        feed(scene, [key(pygame.K_RETURN)])
    assert scene.finished and scene.widgets.get("name").visible
    assert scene.widgets.focus is scene.widgets.get("name")
    run_for(scene, 1.0)   # keys right as the box appears were meant for the screen before it (issue 11)
    feed(scene, [text("Ada"), key(pygame.K_RETURN)])
    board = f"challenge-{rules.seed}"
    scores = ctx.store.top_scores("twentyfour", board)
    assert [(s.name, s.score) for s in scores] == [("Ada", rules.hands)]
    assert not scene.widgets.get("name").visible
    again = scene.widgets.press("again")
    assert isinstance(again, Replace)
    assert again.scene.round.numbers == tf.challenge_hands(rules.seed, rules.hands, human_table())[0]


def test_a_hinted_run_cannot_enter_the_table(ctx):
    scene = start(ctx, "sprint")
    feed(scene, [key(pygame.K_h)])
    for _ in range(scene.session.rules.hands):
        feed(scene, [key(pygame.K_s)])
        feed(scene, [key(pygame.K_RETURN)])
    assert scene.finished and scene.run.hinted
    assert not scene.widgets.get("name").visible and not scene.widgets.get("save").visible


def test_focus_loss_pauses_hides_the_cards_and_stops_the_clock(ctx):
    scene = start(ctx, "beat_the_clock")
    app = App(ctx, lambda c: [scene])
    app.step([], 1.0)
    left = scene.run.time_left
    app.step([pygame.event.Event(pygame.WINDOWFOCUSLOST)], DT)
    assert isinstance(app.top, PauseScene) and scene.covered
    for _ in range(30):
        app.step([], 1.0)
    assert scene.run.time_left == left
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    rect = scene.card_rects()[0]
    assert surface.get_at((rect.centerx, rect.top + 15))[:3] == art.BACK  # face down
    app.step([key(pygame.K_ESCAPE)], DT)
    assert app.top is scene and not scene.covered
    scene.draw(surface)
    assert surface.get_at((rect.centerx, rect.top + 15))[:3] != art.BACK


def test_level_with_no_solution_has_the_button_and_records_progress(ctx):
    level = ctx.levels.level("twentyfour", "24-no-way")
    ctx.level_id = level.id
    scene = open_scene(ctx)
    assert isinstance(scene, TwentyFourScene) and scene.widgets.get("none").visible
    feed(scene, [key(pygame.K_o)])
    assert scene.round.outcome == NONE_RIGHT
    progress = ctx.store.progress("twentyfour")[level.id]
    assert progress.solved and progress.clean


def test_unknown_level_falls_back_to_the_lobby_with_a_notice(ctx):
    ctx.level_id = "nope"
    scene = open_scene(ctx)
    assert isinstance(scene, TwentyFourLobby) and "nope" in scene.notice


def test_lobby_band_and_seed(ctx):
    lobby = TwentyFourLobby(ctx)
    first = lobby.band
    lobby.widgets.press("band")
    assert lobby.band != first and ctx.store.get_setting("twentyfour.band") == lobby.band
    lobby.widgets.set_focus("seed")
    lobby.widgets.get("seed").text = ""
    feed(lobby, [text("77x")])
    assert lobby.seed == 77 and lobby.widgets.get("seed").text == "77"
    scene = lobby.widgets.press("mode-challenge").scene
    assert scene.session.rules.seed == 77 and scene.session.board == "challenge-77"
    sprint = lobby.widgets.press("mode-sprint").scene
    assert sprint.session.rules.band == lobby.band
    assert tf.rate(sprint.round.numbers, 24, human_table()).band == lobby.band


def test_every_screen_draws(ctx):
    surface = pygame.Surface((1280, 720))
    TwentyFourLobby(ctx).draw(surface)
    scene = start(ctx, "sprint")
    feed(scene, [text("a"), text("*")])
    scene.draw(surface)
    feed(scene, [key(pygame.K_s)])
    scene.draw(surface)
    assert scene.round.outcome == SKIPPED and tf.status(scene.round.state) is Status.PLAYING


def test_relaxed_timers_setting_puts_the_untimed_mode_first(ctx):
    assert TwentyFourLobby(ctx).widgets.focus.id == "mode-beat_the_clock"
    ctx.store.set_setting("relaxed_timers", True)
    lobby = TwentyFourLobby(ctx)
    assert lobby.widgets.focus.id == "mode-relaxed"
    scene = feed(lobby, [key(pygame.K_RETURN)]).scene
    assert scene.session.rules.name == "relaxed" and scene.run.time_left is None
    for _ in range(100):
        feed(scene, [], 10.0)
    assert not scene.round.over and not scene.run.over


def test_a_missing_difficulty_table_turns_the_modes_off_with_a_notice(ctx, tmp_path, monkeypatch):
    import game.twentyfour_data as data

    monkeypatch.setattr(data, "TABLE_PATH", tmp_path / "missing.csv")
    data.human_table.cache_clear()
    try:
        lobby = TwentyFourLobby(ctx)
        assert "cannot read the 24 difficulty table" in lobby.notice
        assert not lobby.widgets.get("mode-challenge").enabled and lobby.widgets.press("mode-sprint") is None
        assert lobby.widgets.get("hands").enabled
        lobby.draw(pygame.Surface((1280, 720)))
    finally:
        data.human_table.cache_clear()
