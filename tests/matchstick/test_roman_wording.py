"""The Roman preset has one name everywhere ("Roman": the custom screen's button, the rules card, the rules line),
and an equation the player typed under other rules is never called "a Roman puzzle" in its error."""
from __future__ import annotations

import pytest

from game.logic import matchstick as ms
from game.logic.common import PuzzleError
from game.logic.matchstick.rules import PRESET_TITLES, summary
from scenes.matchstick.custom import CustomEquationScene
from scenes.matchstick.custom_choices import preset_label
from scenes.matchstick.rules_card import RulesCardScene
from tests.helpers import make_context
from tests.matchstick.test_custom_choices import solve_typed


@pytest.fixture
def ctx(tmp_path):
    return make_context(tmp_path)


def test_the_roman_preset_is_called_roman_on_every_screen(ctx):
    custom = CustomEquationScene(ctx).widgets.get("preset-knoblich").label
    card = RulesCardScene(ctx, ms.PRESETS["classic"]).widgets.get("preset-knoblich").label
    assert custom == card == preset_label("knoblich") == "Roman"
    assert summary(ms.PRESETS["knoblich"]).split("  ·  ")[0] == "Roman rules"
    assert not [title for title in PRESET_TITLES.values() if "puzzle" in title]


@pytest.mark.parametrize("preset", ["classic", "strict", "relaxed"])
@pytest.mark.parametrize("typed", ["xyz", "hello", "I+I=Z", "V+I=?"])
def test_an_unreadable_equation_under_digit_rules_is_not_called_roman(ctx, preset, typed):
    scene = CustomEquationScene(ctx)
    scene.widgets.press(f"preset-{preset}")
    solve_typed(scene, typed)
    error = scene.answer.error
    assert error and "Roman puzzle" not in error
    assert "digits" in error, error     # it names the way a digit equation is written too


@pytest.mark.parametrize("text", ["xyz", "VI=VII*I", "IIII=IV", "V+=I"])
def test_no_parse_error_speaks_of_a_roman_puzzle(text):
    for preset in ms.PRESETS.values():
        with pytest.raises(PuzzleError) as err:
            ms.parse_puzzle(text, preset)
        assert "Roman puzzle" not in str(err.value), str(err.value)
