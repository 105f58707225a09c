"""Back in the duel's lobby after the saved game it continued is over: one button has the focus, it is the only
one drawn as Enter's, and Enter presses it."""
from __future__ import annotations

import pygame

from game.logic import stones
from scenes.base import Push
from scenes.level_select import LevelSelectScene
from scenes.stones.lobby import StonesLobby
from sprites.widgets import Button
from tests.helpers import feed, key, render
from tests.stones.driving import win


def lit_buttons(lobby):
    return [w.id for w in lobby.widgets.widgets
            if isinstance(w, Button) and w.visible and w.primary and lobby.widgets.enter_presses(w)]


def test_after_a_continued_game_ends_the_lobby_focuses_one_button_and_enter_presses_it(ctx):
    lobby = StonesLobby(ctx)
    lobby.options.update(heaps=3, cap=5, rule="misere", first="player", opponent="ai", ai="perfect")
    game = lobby.widgets.press("start-custom").scene
    game.help_warned = True
    game.table.take(stones.best_move(game.duel.state.heaps, stones.Rule.MISERE))
    assert ctx.store.load_game("stones") is not None

    lobby = StonesLobby(ctx)                       # a saved game: Continue has the focus
    assert lobby.widgets.focus.id == "continue"
    opened = feed(lobby, [key(pygame.K_RETURN)])
    assert isinstance(opened, Push)
    win(opened.scene)
    assert opened.scene.duel.finished and ctx.store.load_game("stones") is None
    lobby.on_resume()
    render(lobby)

    focus = lobby.widgets.focus
    assert focus is not None and focus.visible and focus.enabled and focus.id == "campaign"
    assert lit_buttons(lobby) == ["campaign"]      # one orange button, the one Enter presses
    result = feed(lobby, [key(pygame.K_RETURN)])
    assert isinstance(result, Push) and isinstance(result.scene, LevelSelectScene)


def test_a_fresh_lobby_lights_only_the_focused_button(ctx):
    lobby = StonesLobby(ctx)
    assert lobby.widgets.focus.id == "campaign" and lit_buttons(lobby) == ["campaign"]
