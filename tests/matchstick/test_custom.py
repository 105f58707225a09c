"""Your own equation: typed, solved beside the frames, answered in words that fit, and played."""
from __future__ import annotations

import pygame
import pytest

from game.logic import matchstick as ms
from scenes.base import Push
from scenes.matchstick.custom import MAX_DIGITS, TEXT_LEFT, CustomEquationScene
from scenes.matchstick.play import MatchstickScene
from tests.helpers import feed, key, make_context, render, text
from tests.matchstick.table_helpers import ask, drawn_text


@pytest.fixture
def ctx(tmp_path):
    return make_context(tmp_path)


def custom_result(scene: CustomEquationScene, equation: str):
    scene.field.text = ""
    feed(scene, [text(equation)])
    feed(scene, [key(pygame.K_RETURN)])
    scene.wait()
    return scene.answer


def test_custom_equation_with_answers_can_be_played(tmp_path):
    ctx = make_context(tmp_path)
    scene = CustomEquationScene(ctx)
    answer = custom_result(scene, "6+4=4")
    assert answer.solutions and "answers" in answer.message
    transition = scene.widgets.press("play")
    assert isinstance(transition, Push) and isinstance(transition.scene, MatchstickScene)
    assert transition.scene.table.task.puzzle.text == "6+4=4"
    feed(scene, [text("1")])                       # editing the equation retires the old answer
    assert scene.answer is None and not scene.widgets.get("play").visible
    assert scene.widgets.press("play") is None


def test_custom_equation_with_no_answer_says_so_and_suggests_a_count(tmp_path):
    scene = CustomEquationScene(make_context(tmp_path))
    answer = custom_result(scene, "1+1=9")
    assert not answer.solutions and not answer.error
    assert answer.message.startswith("No answer with 1 match")
    assert answer.nearest == 2 and "2 matches" in answer.message
    scene.widgets.press("use-nearest")
    scene.wait()
    assert scene.moves == 2 and scene.answer.solutions
    render(scene)


def test_malformed_custom_equation_shows_the_error_and_keeps_running(tmp_path):
    scene = CustomEquationScene(make_context(tmp_path))
    answer = custom_result(scene, "7+=3")
    assert answer.error and "an operator needs a number on each side" in answer.message
    assert not scene.widgets.get("play").visible
    render(scene)
    for nonsense in ("", "abc", "=====", "9" * 28, "1/0=5"):
        custom_result(scene, nonsense)
        render(scene)
    assert custom_result(scene, "5+4=9").puzzle is not None


def test_custom_options_change_the_question(tmp_path):
    scene = CustomEquationScene(make_context(tmp_path))
    custom_result(scene, "66-30-66=92")
    scene.widgets.press("preset-strict")
    scene.wait()
    assert scene.preset == "strict" and scene.answer.solutions == ()


def test_custom_solving_runs_beside_the_frames(tmp_path):
    scene = CustomEquationScene(make_context(tmp_path))
    scene.widgets.press("moves-3")
    ms.clear_cache()  # a long solve, not one remembered: a quick one can finish within the frame that asks
    feed(scene, [text("9+9+9+9+9+9+9+9+9+9+9+9+9=99"), key(pygame.K_RETURN)])
    assert scene.busy                       # the frame returned before the solver finished
    render(scene)                           # and the screen says "Solving…" meanwhile
    scene.wait()
    assert not scene.busy and scene.answer.moves == 3 and scene.answer.solutions


def test_the_no_answer_message_stays_clear_of_the_try_button(tmp_path):
    scene = CustomEquationScene(make_context(tmp_path))
    ask(scene, "1+1=9")
    button = scene.widgets.get("use-nearest")
    assert button.visible and "Nearest that works" in scene.answer.message
    widest = max(image.get_width() for image in scene.message_images())
    assert TEXT_LEFT + widest < button.rect.left
    render(scene)


def test_a_number_too_long_to_search_is_refused_at_once_with_a_reason(tmp_path):
    scene = CustomEquationScene(make_context(tmp_path))
    ask(scene, "12345678901234567890=1")   # 1 match: the nearest-count search alone would take minutes
    assert scene.answer.puzzle is None and not scene.answer.solutions
    assert f"at most {MAX_DIGITS} digits" in scene.answer.message and "20" in scene.answer.message
    assert not scene.widgets.get("play").visible
    ask(scene, "12345678=1")                 # the longest allowed number is still solved
    assert not scene.answer.error and scene.answer.puzzle is not None
    render(scene)


def test_enter_again_in_the_equation_field_plays_the_answered_equation(tmp_path):
    custom = CustomEquationScene(make_context(tmp_path))
    ask(custom, "6+4=4")
    assert custom.answer.solutions and custom.widgets.focus.id == "equation"
    played = feed(custom, [key(pygame.K_RETURN)])
    assert isinstance(played, Push) and isinstance(played.scene, MatchstickScene)
    assert played.scene.table.task.puzzle.text == "6+4=4"
    feed(custom, [text("4")])                        # an edited equation is solved first, not played
    assert feed(custom, [key(pygame.K_RETURN)]) is None
    custom.wait()
    assert custom.answer.text == "6+4=44"
    ask(custom, "1+1=9")                             # no answer with 1 match: Enter does not play
    assert feed(custom, [key(pygame.K_RETURN)]) is None


def test_an_equation_that_is_already_true_is_told_so(tmp_path):
    custom = CustomEquationScene(make_context(tmp_path))
    ask(custom, "5+4=9")                       # true already, and no other true equation one match away
    assert not custom.answer.solutions
    assert custom.answer.message.startswith("It is already true")
    ask(custom, "1+1=9")                       # false: the plain no-answer message
    assert custom.answer.message.startswith("No answer with 1 match")


def test_typing_past_the_custom_field_limit_is_refused_visibly_and_the_error_says_why(ctx, monkeypatch):
    scene = CustomEquationScene(ctx)
    scene.widgets.set_focus("equation")
    field = scene.widgets.get("equation")
    equation = "11+11+11+11+11+11+11+11+11+11=110"      # 33 characters: the '=' comes after the limit
    feed(scene, [text(ch) for ch in equation])
    limit = field.max_length
    assert len(field.text) == limit < len(equation)
    seen = drawn_text(scene, monkeypatch)
    assert any(f"{limit} / {limit}" in t for t in seen)          # the limit is stated beside the field
    assert any("full" in t for t in seen)                         # and the refusal is visible
    feed(scene, [key(pygame.K_RETURN)])
    scene.wait()
    feed(scene, [])
    message = scene.answer.message
    assert "no '='" not in message and "=" in equation
    assert str(limit) in message and "Too long" in message       # true to what was typed
    assert repr(equation[limit:]) in message                      # and names what was left out
    feed(scene, [key(pygame.K_BACKSPACE)])
    seen = drawn_text(scene, monkeypatch)
    assert any(f"{limit - 1} / {limit}" in t for t in seen) and not any("full" in t for t in seen)


def test_playing_your_own_equation_names_its_rules_in_words_under_every_preset(tmp_path):
    import re

    ctx = make_context(tmp_path)
    scene = CustomEquationScene(ctx)
    checked = []
    for preset in ms.PRESETS:
        scene.set_option(preset=preset)
        equation = "VIII=X+I" if ms.PRESETS[preset].numerals == "roman" else "6+4=4"
        answer = custom_result(scene, equation)
        if answer is None or not answer.playable:
            continue
        subtitle = scene.widgets.press("play").scene.setup.subtitle
        assert not re.search(r"[+-][a-z]+-[a-z]+|operators=|knoblich", str(subtitle)), subtitle   # no raw flags
        assert "rules" in subtitle.lower(), subtitle
        checked.append(preset)
    assert len(checked) >= 3, checked
