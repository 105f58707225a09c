"""Every game's play scene takes the same shared keys and shows the same Pause button (scenes/game_scene.py).

Each game is opened on its first campaign level the way `--scene GAME --level ID` opens it; one move is made
through the scene's own input path; then the shared keys must act on that game's model the same way.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Callable

import pygame
import pytest

from game.logic.outcome import Ending
from game.logic.session import Session
from game.logic.stones import Move as StonesMove
from game.shell.app import App
from scenes.base import Push, Replace
from scenes.game_scene import PAUSE_ID, PAUSE_RECT, SHARED_HELP, GameScene
from scenes.help import HelpCard
from scenes.menu import MenuScene
from scenes.pause import PauseScene
from tests.helpers import feed, key, make_context, render

CTRL = pygame.KMOD_LCTRL


def ms_move(scene) -> None:
    table = scene.table
    source = table.sources()[0]
    table.lift(source)
    table.drop(next(t for t in table.targets(source) if t != source), 0.0)


def sudoku_move(scene) -> None:
    cell = next(i for i in range(81) if not scene.round.puzzle[i])
    scene.table.selected = cell
    feed(scene, [key(pygame.K_0 + scene.round.solution[cell])])


def stones_move(scene) -> None:
    heap = next(i for i, size in enumerate(scene.duel.state.heaps) if size)
    scene.table.take(StonesMove(heap, 1))


def shapes_move(scene) -> None:
    table = scene.table
    source = table.sources()[0]
    table.lift(source)
    table.drop(table.targets(source)[0])


def tf_move(scene) -> None:
    scene.click_card(0)
    scene.choose_op("+")
    scene.click_card(1)


@dataclass
class Game:
    key: str
    move: Callable[[Any], None]            # one move through the scene's input path
    session: Callable[[Any], Session]      # where the scene keeps its mid-end

    def hinted(self, scene) -> bool:
        return self.session(scene).helped


GAMES = [
    Game("matchstick", ms_move, lambda s: s.table.session),
    Game("sudoku", sudoku_move, lambda s: s.table.session),
    Game("stones", stones_move, lambda s: s.duel.session),      # the duel adds seats and the AI around it
    Game("twentyfour", tf_move, lambda s: s.hand.session),      # one session per hand
    Game("shapes", shapes_move, lambda s: s.table.session),     # the matchsticks' second chapter
]


@pytest.fixture
def ctx(tmp_path):
    return make_context(tmp_path)


def open_play(ctx, game: Game) -> GameScene:
    level = ctx.levels.levels(game.key)[0]
    ctx.level_id = level.id
    scene = importlib.import_module(f"scenes.{game.key}").open_scene(ctx)
    assert isinstance(scene, GameScene) and scene.is_game
    return scene


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.key)
def test_undo_and_redo_keys(ctx, game):
    scene = open_play(ctx, game)
    start = game.session(scene).state
    game.move(scene)
    moved = game.session(scene).state
    assert moved != start and game.session(scene).position == 1
    for undo, redo in (((pygame.K_u, 0), (pygame.K_r, 0)), ((pygame.K_z, CTRL), (pygame.K_r, CTRL)),
                       ((pygame.K_z, CTRL), (pygame.K_y, CTRL))):
        feed(scene, [key(*undo)], dt=0)
        assert game.session(scene).state == start, undo
        feed(scene, [key(*redo)], dt=0)
        assert game.session(scene).state == moved, redo


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.key)
def test_hint_key_is_recorded(ctx, game):
    scene = open_play(ctx, game)
    assert not game.hinted(scene)
    asked = feed(scene, [key(pygame.K_h)], dt=0)
    if isinstance(asked, Push):   # help that costs a record asks first, once per run
        assert not game.hinted(scene)
        feed(asked.scene, [key(pygame.K_RETURN)], dt=0)
    assert game.hinted(scene)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.key)
def test_escape_and_the_pause_button_make_the_app_pause_the_game(ctx, game):
    scene = open_play(ctx, game)
    app = App(ctx, lambda c: [MenuScene(c), scene])
    app.step([key(pygame.K_ESCAPE)], 1 / 60)
    assert isinstance(app.top, PauseScene) and app.top.game is scene and scene.covered
    app.step([key(pygame.K_ESCAPE)], 1 / 60)
    assert app.top is scene
    app.apply(scene.widgets.press(PAUSE_ID))
    assert isinstance(app.top, PauseScene) and app.top.game is scene


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.key)
def test_the_pause_button_is_the_same_in_every_game(ctx, game):
    scene = open_play(ctx, game)
    render(scene)
    button = scene.widgets.get(PAUSE_ID)
    assert button.visible and button.enabled and button.rect == PAUSE_RECT
    others = [w for w in scene.widgets.widgets if w is not button and w.visible]
    assert not [w.id for w in others if w.rect.colliderect(PAUSE_RECT)]   # nothing of the game's own under it


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.key)
def test_f1_shows_help_naming_the_shared_keys(ctx, game):
    scene = open_play(ctx, game)
    shown = feed(scene, [key(pygame.K_F1)], dt=0)
    assert isinstance(shown, Push)
    if game.key == "matchstick":          # its rules card: the glyphs, the rules, the keys
        from scenes.matchstick.rules_card import RulesCardScene

        assert isinstance(shown.scene, RulesCardScene)
    else:
        assert isinstance(shown.scene, HelpCard) and shown.scene.lines[0] == SHARED_HELP
        assert len(shown.scene.lines) > 1  # and the game's own keys


def test_n_moves_on_in_each_game(ctx):
    """N is "new or next" everywhere; what that means depends on where the game stands."""
    levels = {g.key: ctx.levels.levels(g.key) for g in GAMES}
    # matchsticks: the next campaign level opens only once this one is solved
    ms = open_play(ctx, GAMES[0])
    assert feed(ms, [key(pygame.K_n)], dt=0) is None and GAMES[0].session(ms).position == 0
    # sudoku: with a move made, N asks first; a second N opens the next level
    su = open_play(ctx, GAMES[1])
    sudoku_move(su)
    assert feed(su, [key(pygame.K_n)], dt=0) is None and "N again" in su.table.message
    nxt = feed(su, [key(pygame.K_n)], dt=0)
    assert isinstance(nxt, Replace) and nxt.scene.round.level_id == levels["sudoku"][1].id
    # stone duel: N starts the level over (undoably)
    st = open_play(ctx, GAMES[2])
    stones_move(st)
    feed(st, [key(pygame.K_n)], dt=0)
    duel = GAMES[2].session(st)
    assert duel.state == duel.initial and duel.can_undo()
    # 24: N waits while a hand is on; once it is over (skipped), N deals the next famous hand
    tf = open_play(ctx, GAMES[3])
    assert feed(tf, [key(pygame.K_n)], dt=0) is None and not tf.hand.finished
    feed(tf, [key(pygame.K_s)], dt=0)
    nxt = feed(tf, [key(pygame.K_n)], dt=0)
    assert isinstance(nxt, Replace) and nxt.scene.series.level_id == levels["twentyfour"][1].id


def test_24_says_no_solution_with_its_own_key_named_in_its_help(ctx):
    from scenes.game_scene import shared_action
    from scenes.twentyfour.play import NONE_KEY_HELP, TwentyFourScene

    assert shared_action(key(pygame.K_o)) is None                   # not a shared key
    assert any(line.startswith("O:") for line in TwentyFourScene.help_lines)
    assert NONE_KEY_HELP in TwentyFourScene.help_lines
    level = next(lv for lv in ctx.levels.levels("twentyfour") if not lv.spec.solvable)
    ctx.level_id = level.id
    scene = importlib.import_module("scenes.twentyfour").open_scene(ctx)
    assert scene.widgets.get("none").visible and scene.widgets.get("none").detail == "O"
    feed(scene, [key(pygame.K_o), key(pygame.K_o)], dt=0)  # the call, then its confirmation
    assert scene.hand.finished and scene.hand.outcome.ending is Ending.SOLVED and scene.hand.state.claim is True


def test_the_help_used_marker_keeps_clear_of_the_screen_edge_and_the_pause_button(ctx):
    """The marker's yellow tag, found by its pixels: at least 4 px from every edge of the screen and apart from the
    Pause button (its rect grown by 2 px touches nothing yellow)."""
    from sprites import theme

    class Helped(GameScene):
        help_marker = "! hint used: no star, no best time"

        @property
        def helped(self) -> bool:
            return True

    scene = Helped(ctx)
    surface = render(scene)
    scene.draw_over(surface)
    yellow = [(x, y) for x in range(1280) for y in range(0, 120) if surface.get_at((x, y))[:3] == theme.WARN]
    assert len(yellow) > 500                                       # the tag is drawn
    xs, ys = [x for x, _ in yellow], [y for _, y in yellow]
    assert min(xs) >= 4 and max(xs) <= 1275 and min(ys) >= 4, (min(xs), max(xs), min(ys))
    assert not any(PAUSE_RECT.inflate(4, 4).collidepoint(p) for p in yellow)
