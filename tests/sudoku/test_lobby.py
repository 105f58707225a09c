"""The sudoku start screen: what it offers, the campaign list, a level opened directly, and its words."""
from __future__ import annotations

from game.games import BY_KEY
from game.logic.common import Status
from game.logic.sudoku import Grade, Technique, status
from scenes.base import Push
from scenes.level_select import LevelSelectScene
from scenes.sudoku.lobby import SudokuStartScene, open_scene
from scenes.sudoku.play import SudokuScene
from sprites.widgets import Button
from tests.helpers import render
from tests.sudoku.play_helpers import classic_levels, drawn_words, first_level, level, open_level


def test_open_scene_gives_start_screen_or_the_level(ctx):
    start = open_scene(ctx)
    assert isinstance(start, SudokuStartScene)
    assert not start.widgets.get("resume").visible  # nothing saved yet
    assert start.widgets.get("campaign", Button).primary  # so the campaign is the way on that stands out
    assert f"{len(classic_levels(ctx))} puzzles" in start.widgets.get("campaign").detail
    game = open_level(ctx, "hard")
    assert game.round.grade is Grade.HARD and game.round.level_id == first_level(ctx, "hard").id
    assert status(game.table.state) is Status.PLAYING
    render(game)


def test_unknown_level_id_falls_back_to_start_screen_with_a_message(ctx):
    ctx.level_id = "su-nope-99"
    start = open_scene(ctx)
    assert isinstance(start, SudokuStartScene)
    assert "su-nope-99" in start.notice
    render(start)


def test_campaign_lists_levels_by_grade_and_opens_one(ctx):
    start = open_scene(ctx)
    t = start.widgets.press("campaign")
    assert isinstance(t, Push) and isinstance(t.scene, LevelSelectScene)
    select = t.scene
    bands = [lvl.band for lvl in select.levels]
    assert bands[0] == "easy" and "evil" in bands and bands.index("medium") > bands.index("easy")
    opened = select.open(0)
    assert isinstance(opened, Push) and isinstance(opened.scene, SudokuScene)
    assert opened.scene.round.level_id == select.levels[0].id


def test_a_start_screen_notice_goes_once_the_player_has_moved_on(ctx):
    ctx.level_id = "su-nope-99"
    start = open_scene(ctx)
    assert "su-nope-99" in start.notice and "here" in start.notice
    game = start.widgets.press("campaign").scene.open_level(level(ctx, 0))
    assert isinstance(game, SudokuScene)
    start.on_resume()                                                  # back from a game
    assert start.notice == ""


def test_the_lobby_and_menu_words_agree_with_the_evil_grade(ctx, monkeypatch):
    words = " ".join([drawn_words(SudokuStartScene(ctx), monkeypatch), BY_KEY["sudoku"].blurb]).lower()
    evil = [t for t in Technique if t.grade is Grade.EVIL]
    assert [t.label.lower() for t in evil] == ["trial and error"]          # what the evil grade's hints say
    assert "trial and error (evil" in words                                # the lobby names it ...
    assert "guess" not in words, "the start screen or the menu promises no guessing while evil needs trial and error"
