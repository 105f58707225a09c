"""The shapes as the matchsticks' second chapter: the lobby opens its level list (bands open as the equations'
do) and the editor; `--scene shapes`, `--level ID` and `--code CODE` open them; a solved level's Next opens the
next one."""
from __future__ import annotations

from game.logic.codes import code_of
from game.logic.shapes.hints import solve_line
from game.shell.launch import code_scenes
from scenes.base import Push, Replace
from scenes.level_select import LevelSelectScene
from scenes.matchstick import open_scene as open_matchsticks
from scenes.matchstick.lobby import MatchstickMenu
from scenes.play_code import PlayCodeScene
from scenes.shapes import open_scene
from scenes.shapes.lobby import BAND_KEY, campaign_locks
from scenes.shapes.editor import ShapeEditorScene
from scenes.shapes.play import ShapesScene
from tests.helpers import make_context
from tests.shapes.scene_helpers import level_scene


def test_the_lobby_opens_the_shapes_level_list_and_the_editor(tmp_path):
    ctx = make_context(tmp_path)
    menu = MatchstickMenu(ctx)
    shapes = ctx.levels.levels("shapes")
    assert menu.widgets.get("shapes").detail == f"0 of {len(shapes)} levels solved"
    opened = menu.widgets.press("shapes")
    assert isinstance(opened, Push) and isinstance(opened.scene, LevelSelectScene)
    assert opened.scene.game == "shapes" and len(opened.scene.levels) == len(shapes)
    editor = menu.widgets.press("shape-editor")
    assert isinstance(editor, Push) and isinstance(editor.scene, ShapeEditorScene)


def test_a_band_opens_once_five_of_the_band_before_are_solved(tmp_path):
    ctx = make_context(tmp_path)
    levels = ctx.levels.levels("shapes")
    easy = [lvl for lvl in levels if lvl.band == "easy"]
    medium = next(lvl for lvl in levels if lvl.band == "medium")
    assert not campaign_locks(ctx).unlocked(medium)
    for level in easy[:BAND_KEY]:
        scene = open_scene(make_context(tmp_path, level_id=level.id))
        for move in solve_line(scene.table.state):
            scene.table.play(move)
        assert scene.table.solved
    assert campaign_locks(ctx).unlocked(medium)


def test_scene_and_level_open_the_list_or_the_level(tmp_path):
    assert isinstance(open_scene(make_context(tmp_path)), LevelSelectScene)
    scene = open_scene(make_context(tmp_path, level_id="sh-05"))
    assert isinstance(scene, ShapesScene) and scene.setup.level_id == "sh-05"
    ctx = make_context(tmp_path, level_id="sh-999")
    assert isinstance(open_scene(ctx), LevelSelectScene) and any("sh-999" in n for n in ctx.notices)


def test_a_shapes_code_opens_its_puzzle(tmp_path):
    ctx = make_context(tmp_path)
    level = ctx.levels.level("shapes", "sh-30")
    scenes = code_scenes(ctx, code_of("shapes", level.spec))
    assert isinstance(scenes[0], PlayCodeScene) and isinstance(scenes[1], ShapesScene)
    game = scenes[1]
    assert game.table.puzzle == level.spec.puzzle and game.setup.level_id is None
    assert game.puzzle_code() == code_of("shapes", level.spec)
    assert scenes[0].found.verdict.startswith(f"{level.spec.answers} answer")   # the level states its count


def test_next_level_after_a_solve_opens_the_next_level(tmp_path):
    scene = level_scene(tmp_path, "sh-01")
    for move in solve_line(scene.table.state):
        scene.table.play(move)
    result = scene.go_next()
    assert isinstance(result, Replace) and isinstance(result.scene, ShapesScene)
    assert result.scene.setup.level_id == "sh-02"


def test_a_shapes_level_named_to_the_matchsticks_opens_in_its_chapter(tmp_path):
    ctx = make_context(tmp_path, level_id="sh-12")
    scene = open_matchsticks(ctx)
    assert isinstance(scene, ShapesScene) and scene.setup.level_id == "sh-12" and not ctx.notices
