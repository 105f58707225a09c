"""The "next" button of a puzzle that is not a campaign level (your own equation's "Another equation", endless's
"New puzzle") is shown all game with its key N, but drawn as Enter's default only once the puzzle is solved, when
Enter does press it; before that Enter plays the board, and the button is not lit."""
from __future__ import annotations

import pygame
import pytest

from scenes.base import Pop, Replace
from scenes.matchstick.custom import CustomEquationScene
from scenes.matchstick.lobby import MatchstickMenu
from sprites.widgets import Button
from tests.helpers import feed, key, make_context
from tests.matchstick.table_helpers import ask, solve_by_drag


@pytest.fixture
def ctx(tmp_path):
    return make_context(tmp_path)


def lit(scene, wid: str) -> bool:
    button = scene.widgets.get(wid, Button)
    return button.visible and button.primary and scene.widgets.enter_presses(button)


def check_next_lit_only_when_solved(game, label: str, after_enter) -> None:
    game.help_warned = True
    nxt = game.widgets.get("next", Button)
    assert nxt.visible and nxt.label == label and nxt.detail == "N"
    assert not lit(game, "next")
    assert not isinstance(feed(game, [key(pygame.K_RETURN)]), (Pop, Replace))   # Enter: not "next"
    solve_by_drag(game)
    assert lit(game, "next") and nxt.detail == "Enter"
    assert isinstance(feed(game, [key(pygame.K_RETURN)]), after_enter)


def test_another_equation_is_lit_only_once_solved(ctx):
    custom = CustomEquationScene(ctx)
    ask(custom, "6+4=4")
    game = custom.widgets.press("play").scene
    check_next_lit_only_when_solved(game, "Another equation", Pop)


def test_endless_new_puzzle_is_lit_only_once_solved(ctx):
    game = MatchstickMenu(ctx).widgets.press("endless-easy").scene
    check_next_lit_only_when_solved(game, "New puzzle", Replace)
