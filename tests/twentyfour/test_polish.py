"""24 as a player meets it: building on the card just made, a readable hint tab, no zero-score table rows,
and no running clock for a player who asked for relaxed timers."""
from __future__ import annotations

import pygame
import pytest

from tests.helpers import click, feed, key, make_context, render, run_for, text
from scenes.base import Pop, Replace
from scenes.twentyfour.lobby import TwentyFourLobby, level_scene
from scenes.twentyfour.play import TwentyFourScene
from scenes.twentyfour.view import format_seconds
from sprites import twentyfour as art
from sprites import theme


@pytest.fixture
def ctx(tmp_path):
    return make_context(tmp_path, seed=5)


def hand(ctx, level_id: str) -> TwentyFourScene:
    return level_scene(ctx, ctx.levels.level("twentyfour", level_id))


def drawn_text(scene, monkeypatch) -> list[str]:
    seen: list[str] = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda message, *a, **k: (seen.append(message), real(message, *a, **k))[1])
    render(scene)
    monkeypatch.setattr(theme, "text", real)
    return seen


def test_clicking_the_card_just_made_uses_it_rather_than_putting_it_down(ctx):
    scene = hand(ctx, "24-first-steps")  # 1 2 3 4: (1+2+3)×4
    card = lambda i: scene.card_rects()[i].center  # noqa: E731
    feed(scene, click(card(0)))
    scene.widgets.press("op+")
    feed(scene, click(card(1)))
    assert [c.text for c in scene.round.state.cards] == ["1+2", "3", "4"] and scene.round.selected == 0
    feed(scene, click(card(0)))  # the player reaches for the new card...
    assert scene.round.selected == 0
    scene.widgets.press("op+")  # ...and goes on building with it
    assert scene.round.message == ""
    feed(scene, click(card(1)))
    assert [c.text for c in scene.round.state.cards] == ["1+2+3", "4"]
    feed(scene, [text("a"), text("*"), text("b")])  # the keyboard does the same: 1 × 2 (cards A and B)
    assert scene.round.outcome == "solved"
    # A card the player picked themselves still goes down when clicked again.
    scene = hand(ctx, "24-first-steps")
    feed(scene, [text("c"), text("c")])
    assert scene.round.selected is None


def test_the_hint_tab_is_not_crossed_by_the_dashed_outline():
    pygame.font.init()
    rect = pygame.Rect(100, 100, art.CARD_W, art.CARD_H)
    surface = pygame.Surface((400, 400))
    art.draw_card(surface, rect, corner="3", value="3", hint="HINT 1")
    tab = pygame.Rect(0, 0, 96, 30)
    tab.midbottom = (rect.centerx, rect.top + 4)
    alone = pygame.Surface((400, 400))  # the tab drawn on its own, as it should look
    pygame.draw.rect(alone, theme.YELLOW, tab, border_radius=8)
    theme.blit_text(alone, "HINT 1", tab.center, 20, art.INK, True, "center")
    inside = tab.inflate(-8, -8)
    assert all(surface.get_at((x, y)) == alone.get_at((x, y))
               for x in range(inside.left, inside.right) for y in range(inside.top, inside.bottom))


def test_a_run_with_nothing_solved_offers_no_name_entry(ctx, monkeypatch):
    scene = feed(TwentyFourLobby(ctx), [key(pygame.K_RETURN)]).scene  # beat the clock
    run_for(scene, 121, dt=0.5)
    feed(scene, [key(pygame.K_RETURN)])
    assert scene.finished and scene.run.solved == 0
    assert not scene.widgets.get("name").visible and not scene.widgets.get("save").visible
    assert scene.widgets.focus is scene.widgets.get("again")
    scene._save_score()
    assert ctx.store.top_scores("twentyfour", "beat_the_clock", 5, True) == []
    shown = drawn_text(scene, monkeypatch)
    assert "Solve at least one hand to get on the high-score table." in shown and "no scores yet" in shown


def test_relaxed_timers_hide_the_clock_of_an_untimed_hand(ctx, monkeypatch):
    scene = hand(ctx, "24-first-steps")
    run_for(scene, 2.0)
    assert any("Time 0:02" in line for line in drawn_text(scene, monkeypatch))
    ctx.store.set_setting("relaxed_timers", True)
    scene = hand(ctx, "24-first-steps")
    run_for(scene, 2.0)
    assert not any("Time" in line for line in drawn_text(scene, monkeypatch))
    scene.widgets.set_focus("answer")
    feed(scene, [text("(1+2+3)*4"), key(pygame.K_RETURN)])
    shown = drawn_text(scene, monkeypatch)
    assert "Solved!" in shown and not any(line.startswith("in 0:") for line in shown)
    # a timed mode keeps its clock: the player chose it
    sprint = TwentyFourLobby(ctx).widgets.press("mode-sprint").scene
    run_for(sprint, 1.0)
    assert any(line.startswith("Hand 1 of") and "Time 0:01" in line for line in drawn_text(sprint, monkeypatch))


def test_the_no_solution_button_does_not_give_a_famous_hand_away(ctx):
    shown = {lv.id: hand(ctx, lv.id).widgets.get("none").visible for lv in ctx.levels.levels("twentyfour")}
    assert not ctx.levels.level("twentyfour", "24-no-way").spec.solvable
    assert ctx.levels.level("twentyfour", "24-first-steps").spec.solvable
    assert all(shown.values())  # solvable or not, every hand offers it
    scene = hand(ctx, "24-first-steps")
    feed(scene, [key(pygame.K_o)])  # a wrong call shows a solution and is not a solve
    assert scene.round.outcome == "none-wrong"
    assert not ctx.store.progress("twentyfour")["24-first-steps"].solved


def test_a_sprint_result_says_how_much_of_the_time_is_skip_penalty(ctx, monkeypatch):
    scene = TwentyFourLobby(ctx).widgets.press("mode-sprint").scene
    hands = scene.session.rules.hands
    for k in range(hands):
        run_for(scene, 1.0)
        if k < 2:
            feed(scene, [key(pygame.K_s)])
        else:
            scene.widgets.set_focus("answer")
            feed(scene, [text(scene.round.solutions[0].text), key(pygame.K_RETURN)])
        feed(scene, [key(pygame.K_RETURN)])
    assert scene.finished and scene.run.skipped == 2
    penalty = 2 * int(scene.session.rules.skip_penalty)
    total = format_seconds(hands + penalty).split(".")[0]  # one second a hand, plus the penalty (and a few frames)
    assert any(line.startswith(f"{hands - 2} solved, 2 skipped: {total}.") and
               line.endswith(f"(+{penalty} s for skips)") for line in drawn_text(scene, monkeypatch))


def test_a_famous_hand_leads_on_to_the_next_one_or_back_to_the_list(ctx):
    levels = ctx.levels.levels("twentyfour")
    scene = hand(ctx, levels[0].id)
    scene.widgets.set_focus("answer")
    feed(scene, [text(scene.round.solutions[0].text), key(pygame.K_RETURN)])
    assert scene.round.outcome == "solved" and ctx.store.progress("twentyfour")[levels[0].id].solved
    assert scene.widgets.get("next").label == "Next hand" and scene.widgets.get("again").visible
    result = feed(scene, [key(pygame.K_RETURN)])  # no "Run complete" summary of a one-hand run
    assert isinstance(result, Replace) and result.scene.session.level_id == levels[1].id
    again = scene.widgets.press("again")
    assert isinstance(again, Replace) and again.scene.session.level_id == levels[0].id
    last = hand(ctx, levels[-1].id)
    feed(last, [key(pygame.K_s)])
    assert last.widgets.get("next").label == "Back to the list"
    assert isinstance(last.widgets.press("next"), Pop)


def test_a_hands_result_says_what_it_did_to_the_clock_and_keeps_its_number(ctx, monkeypatch):
    clock = TwentyFourLobby(ctx).widgets.press("mode-beat_the_clock").scene
    clock.widgets.set_focus("answer")
    feed(clock, [text(clock.round.solutions[0].text), key(pygame.K_RETURN)])
    assert "+10 s on the clock" in drawn_text(clock, monkeypatch)
    feed(clock, [key(pygame.K_RETURN), key(pygame.K_s)])
    assert "-20 s off the clock" in drawn_text(clock, monkeypatch)
    sprint = TwentyFourLobby(ctx).widgets.press("mode-sprint").scene
    hands = sprint.session.rules.hands
    assert any(line.startswith(f"Hand 1 of {hands}") for line in drawn_text(sprint, monkeypatch))
    feed(sprint, [key(pygame.K_s)])
    shown = drawn_text(sprint, monkeypatch)
    assert f"+{int(sprint.session.rules.skip_penalty)} s on your time" in shown
    assert any(line.startswith(f"Hand 1 of {hands}") for line in shown)  # still the hand just played
    feed(sprint, [key(pygame.K_RETURN)])
    assert any(line.startswith(f"Hand 2 of {hands}") for line in drawn_text(sprint, monkeypatch))
    calm = hand(ctx, "24-first-steps")  # untimed: nothing about a clock
    feed(calm, [key(pygame.K_s)])
    assert not any("clock" in line or "your time" in line for line in drawn_text(calm, monkeypatch))


def test_a_typed_answer_is_shown_the_way_cards_and_solutions_are_written(ctx, monkeypatch):
    scene = hand(ctx, "24-eights")  # 3 3 8 8
    scene.widgets.set_focus("answer")
    feed(scene, [text("8 / ((3) - 8 ÷ 3)"), key(pygame.K_RETURN)])
    assert scene.round.outcome == "solved" and scene.round.answer == "8/(3-8/3)"
    assert "8/(3-8/3) = 24" in drawn_text(scene, monkeypatch)
    scene = hand(ctx, "24-first-steps")
    scene.widgets.set_focus("answer")
    feed(scene, [text("((1+2)+3)*4"), key(pygame.K_RETURN)])
    assert scene.round.answer == "(1+2+3)×4" and scene.round.other_solutions() == 2


def test_the_lobby_states_each_timed_modes_skip_cost(ctx):
    lobby = TwentyFourLobby(ctx)
    for mode in ("beat_the_clock", "sprint"):
        penalty = int(lobby.settings.mode(mode).skip_penalty)
        assert f"{penalty} s a skip" in lobby.widgets.get(f"mode-{mode}").detail
