"""An in-progress save of the wrong shape never stops a game's screen.

Each game writes a real save; one shared field is then given the wrong shape (valid JSON with wrong types, a
time that is NaN, infinite or negative, a history that does not fit) and the player's screens that read the save
are opened and drawn. Nothing may raise; the save is dropped and the player told.
"""
from __future__ import annotations

import pytest

from game.levels import Catalog
from scenes.base import Push
from tests.helpers import feed, make_context, render


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return Catalog.load()


def matchstick_save(ctx) -> None:
    from scenes.matchstick.lobby import play_level

    scene = play_level(ctx, ctx.levels.levels("matchstick")[0])
    scene.table.session.tick(5.0)
    scene.table.session.use_hint()  # a seen hint is worth a save slot
    scene.save()


def matchstick_screens(ctx) -> None:
    from scenes.matchstick.lobby import MatchstickMenu, play_level

    render(MatchstickMenu(ctx))
    scene = play_level(ctx, ctx.levels.levels("matchstick")[0])
    feed(scene)
    render(scene)


def stones_save(ctx) -> None:
    from scenes.stones.play import StonesScene

    scene = StonesScene.for_level(ctx, ctx.levels.levels("stones")[0])
    ctx.store.save_game("stones", scene.duel.to_record())


def stones_screens(ctx) -> None:
    from scenes.stones.lobby import StonesLobby

    lobby = StonesLobby(ctx)
    render(lobby)
    if lobby.widgets.get("continue").visible:
        opened = lobby.widgets.press("continue")
        if isinstance(opened, Push):
            feed(opened.scene)
            render(opened.scene)
    render(lobby)


def sudoku_save(ctx) -> None:
    from scenes.sudoku.lobby import open_scene

    ctx.level_id = ctx.levels.levels("sudoku")[0].id
    game = open_scene(ctx)
    game.table.session.tick(5.0)
    game.table.session.use_hint()  # a hint taken is worth a save slot
    game.save()
    ctx.level_id = None


def sudoku_screens(ctx) -> None:
    from scenes.sudoku.lobby import open_scene

    start = open_scene(ctx)
    render(start)
    if start.widgets.get("resume").visible:
        opened = start.widgets.press("resume")
        if isinstance(opened, Push):
            feed(opened.scene)
            render(opened.scene)


GAMES = {
    "matchstick": (matchstick_save, matchstick_screens),
    "stones": (stones_save, stones_screens),
    "sudoku": (sudoku_save, sudoku_screens),
}

WRONG = [
    {"elapsed": float("nan")}, {"elapsed": float("inf")}, {"elapsed": -3.0}, {"elapsed": "12"}, {"elapsed": [1]},
    {"elapsed": 1e300},
    {"history": "moves"}, {"history": [1]}, {"history": {"moves": "abc"}}, {"history": {"moves": [1, 2]}},
    {"history": {"moves": [], "position": 9}}, {"history": {"moves": [], "position": "0"}},
    {"used_help": "yes"}, {"hints_used": 2.5}, {"check": [True]}, {"hints": -1}, {"hints": "3"},
    {"names": [1, 2]}, {"spec": "heaps"}, {"level": 7}, {"level_id": ["a"]},
]


@pytest.mark.parametrize("damage", WRONG, ids=[repr(d) for d in WRONG])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_wrong_shape_save_is_dropped_with_a_notice(tmp_path, catalog, game, damage):
    ctx = make_context(tmp_path, catalog=catalog)
    write, screens = GAMES[game]
    write(ctx)
    record = ctx.store.load_game(game)
    assert record is not None, "the game wrote no save to damage"
    record.update(damage)
    ctx.store.save_game(game, record)
    screens(ctx)  # must not raise
    assert ctx.store.load_game(game) is None  # dropped...
    assert any("could not be" in notice for notice in ctx.store.notices), ctx.store.notices  # ...and told


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_good_save_still_resumes(tmp_path, catalog, game):
    ctx = make_context(tmp_path, catalog=catalog)
    write, screens = GAMES[game]
    write(ctx)
    record = ctx.store.load_game(game)
    screens(ctx)
    assert ctx.store.load_game(game) == record and ctx.store.notices == []
