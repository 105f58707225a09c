"""A hostile value in the save file never stops the game: a setting or a saved game nested deeper than any the game
writes, or too long, or an impossible record, is dropped with a notice and the game's screens open.

Each test writes the value into the real file with sqlite3 (as a damaged or hand-edited save would hold it) and
opens it through the real store and the real screens."""
from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from game.logic.session import MAX_SAVED_MOVES
from game.records import SAVE_NAMES
from game.saved_values import MAX_JSON_CHARS, MAX_JSON_DEPTH, json_depth, read_json
from game.store import FILE_NAME, Store
from scenes.matchstick.lobby import open_scene as open_matchstick
from scenes.stones.lobby import open_scene as open_stones
from scenes.sudoku.lobby import open_scene as open_sudoku
from scenes.sudoku.model import ENDLESS, endless_stats
from tests.helpers import make_context, render

DEEP = 100_000


def write_row(folder: Path, sql: str, *values: object) -> None:
    Store.open(folder).close()  # the real file, at the current schema
    db = sqlite3.connect(folder / FILE_NAME, isolation_level=None)
    db.execute(sql, values)
    db.close()


HOSTILE_SETTINGS = {
    "nested-lists": "[" * DEEP + "]" * DEEP,
    "nested-records": '{"a":' * DEEP + "1" + "}" * DEEP,
    "not-text": b"\xff\xfe",
    "too-long": '"' + "a" * MAX_JSON_CHARS + '"',
}


@pytest.mark.parametrize("value", HOSTILE_SETTINGS.values(), ids=HOSTILE_SETTINGS.keys())
def test_a_hostile_setting_is_dropped_with_a_notice_and_the_game_starts(tmp_path, value):
    write_row(tmp_path, "INSERT INTO settings (key, value) VALUES ('sound', ?)", value)
    store = Store.open(tmp_path)
    assert store.get_setting("sound", True) is True
    assert store.notice is not None and "'sound'" in store.notice
    store.close()
    again = Store.open(tmp_path)  # dropped from the file: the next start is quiet
    assert again.get_setting("sound", True) is True and again.notice is None


def test_a_value_as_deep_as_the_depth_bound_is_read():
    value: object = 1
    for _ in range(MAX_JSON_DEPTH):
        value = [value]
    assert read_json(json.dumps(value)) == (value, None)


def test_depth_is_counted_outside_strings():
    assert json_depth('["[[[[", {"a": "}}}}"}]') == 2
    assert json_depth('"\\"[[["') == 0 and json_depth("[" * 40 + "]" * 40) == MAX_JSON_DEPTH + 1


def nested(depth: int) -> str:
    return '{"history": {"moves": [], "position": 0}, "spec": ' + '{"a": ' * depth + "1" + "}" * depth + "}"


@pytest.mark.parametrize("depth", [450, 5_000])
@pytest.mark.parametrize("game, opener", [("sudoku", open_sudoku), ("stones", open_stones),
                                          ("matchstick", open_matchstick)])
def test_a_deeply_nested_saved_game_is_dropped_and_the_screen_opens(tmp_path, depth, game, opener):
    write_row(tmp_path, "INSERT INTO saves (game, data, updated_at) VALUES (?, ?, 0)", game, nested(depth))
    ctx = make_context(tmp_path)
    render(opener(ctx))
    assert ctx.store.notice is not None and f"saved {SAVE_NAMES[game]}" in ctx.store.notice
    assert ctx.store.load_game(game) is None  # discarded from the file


def test_a_saved_history_over_the_bound_is_dropped_before_it_is_replayed(tmp_path):
    record = {"history": {"moves": ["x"] * (MAX_SAVED_MOVES + 1), "position": 0}}
    write_row(tmp_path, "INSERT INTO saves (game, data, updated_at) VALUES ('sudoku', ?, 0)", json.dumps(record))
    store = Store.open(tmp_path)
    assert store.load_game("sudoku") is None
    assert store.notice is not None and f"more than {MAX_SAVED_MOVES} items" in store.notice


@pytest.mark.parametrize("best", ["1" + "0" * 400, 1e308, -5, "true"])
def test_an_impossible_endless_best_time_is_ignored_and_the_sudoku_screen_opens(tmp_path, best):
    for time_s in (best, None):
        write_row(tmp_path, "INSERT INTO played (game, mode, grade, ending, time_s, played_on, played_at) "
                  "VALUES ('sudoku', ?, 'easy', 'solved', ?, '2026-01-01', 0)", ENDLESS, time_s)
    ctx = make_context(tmp_path)
    assert endless_stats(ctx)["easy"] == {"solved": 2, "best": None}
    start = open_sudoku(ctx)
    render(start)
    assert start.widgets.get("endless-easy").detail.startswith("2 solved")


def first_move_text(game: str, ctx) -> str:
    """A legal first move of the game's first level, as its session writes it."""
    if game == "sudoku":
        from scenes.sudoku.lobby import open_scene
        ctx.level_id = ctx.levels.levels("sudoku")[0].id
        session = open_scene(ctx).session
        ctx.level_id = None
    elif game == "matchstick":
        from scenes.matchstick.lobby import play_level
        session = play_level(ctx, ctx.levels.levels("matchstick")[0]).session
    else:
        from scenes.stones.play import StonesScene
        session = StonesScene.for_level(ctx, ctx.levels.levels("stones")[0]).duel.session
    hint = session.rules.hint(session.state)
    assert hint is not None
    return session.rules.format_move(hint.move)


@pytest.mark.oracle
@pytest.mark.parametrize("game", ["sudoku", "stones", "matchstick"])
def test_a_saved_history_at_the_bound_still_resumes(tmp_path, game):
    """The bound refuses damage, not play: a history of exactly MAX_SAVED_MOVES legal entries (a move and a
    restart, over and over) resumes. (Opening each screen so is timed by hand, not here: no timings in tests.)"""
    from tests.shell.test_saved_game_shape import GAMES
    ctx = make_context(tmp_path)
    write, screens = GAMES[game]
    write(ctx)
    record = ctx.store.load_game(game)
    assert record is not None
    moves = [first_move_text(game, ctx), "restart"] * (MAX_SAVED_MOVES // 2)
    record["history"] = {"moves": moves, "position": len(moves)}
    ctx.store.save_game(game, record)
    screens(ctx)
    assert ctx.store.notices == [] and ctx.store.load_game(game) == record
