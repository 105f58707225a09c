"""Shapes games in the statistics: a tab of their own on the screen and a line of their own in `stats` (the
history records them under the game key `shapes`, beside the equations' `matchstick`)."""
from __future__ import annotations

import io
from contextlib import redirect_stdout

from game import cli
from game.logic.shapes.hints import solve_line
from scenes.shapes import open_scene
from scenes.stats import StatsScene
from tests.helpers import make_context, run_for


def play_and_solve(tmp_path, level_id: str) -> None:
    scene = open_scene(make_context(tmp_path, level_id=level_id))
    run_for(scene, 3.0)
    for move in solve_line(scene.table.state):
        scene.table.play(move)
    assert scene.table.solved
    scene.ctx.store.close()


def test_solved_shapes_levels_show_on_their_own_tab_and_line(tmp_path):
    play_and_solve(tmp_path, "sh-01")
    play_and_solve(tmp_path, "sh-09")
    screen = StatsScene(make_context(tmp_path))
    assert "tab-shapes" in screen.widgets
    figures = screen.stats["shapes"]
    assert figures.played == 2 and screen.stats["matchstick"].played == 0
    assert screen.game == "shapes"   # the first tab with games played is the one shown
    out = io.StringIO()
    with redirect_stdout(out):
        assert cli.main(["stats", "--data-dir", str(tmp_path)]) == 0
    assert "Matchstick shapes: 2 played, 2 solved or won (100%)" in out.getvalue()
