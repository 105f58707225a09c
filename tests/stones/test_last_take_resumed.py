"""The ring and "AI took N" that mark the newest move are there again when a duel is continued after a crash or
a quit: the mark is derived from the saved game (its last move and who made it), not kept only in memory."""
from __future__ import annotations

from game.logic.stones import Move
from scenes.stones.lobby import StonesLobby
from tests.helpers import run_for
from tests.stones.driving import click_take, level_scene


def test_the_newest_move_is_marked_again_after_a_continue(ctx, monkeypatch):
    scene = level_scene(ctx, "stones-05")
    click_take(scene, Move(3, 2))
    mine = scene.duel.state.heaps
    run_for(scene, ctx.config.play.ai_think_seconds + 0.5)     # the computer answers
    mark = scene.table.last_take
    assert mark is not None and mark.seat is scene.duel.seats[1]
    # the computer's move, read from the heaps (independently of the table): which heap, how many
    after = scene.duel.state.heaps
    (heap,) = [i for i, (a, b) in enumerate(zip(mine, after)) if a != b]
    assert (mark.heap, mark.first, mark.count) == (heap, after[heap], mine[heap] - after[heap])

    # the program is killed here: a new lobby continues from the store
    resumed = StonesLobby(ctx).widgets.press("continue").scene
    again = resumed.table.last_take
    assert again is not None
    assert (again.heap, again.first, again.count) == (mark.heap, mark.first, mark.count)
    assert again.seat.name == mark.seat.name
    assert again.progress() == 1.0          # marked, not replayed as a fresh animation

    from tests.stones.driving import drawn_text
    assert f"{mark.seat.name} took {mark.count}" in drawn_text(resumed, monkeypatch)
