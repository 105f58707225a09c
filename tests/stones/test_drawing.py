"""What a frame costs and shows: the board is drawn from the duel's picture, rebuilt once per change and never per
frame (no replay of the moves, no new explanation), and a refused move shows its reason under the board."""
from __future__ import annotations

import pygame

from game.logic import stones
from game.logic.stones import Move
from tests.helpers import feed, key, render, run_for
from tests.stones.driving import click_take, drawn_text, level_scene


def test_frames_read_the_picture_and_only_a_change_rebuilds_it(ctx, monkeypatch):
    scene = level_scene(ctx, "stones-05")
    scene.set_teach(True)  # the teaching panel shows the explanation, the side panel the moves
    click_take(scene, Move(3, 2))
    run_for(scene, ctx.config.play.ai_think_seconds + 0.1)
    calls: list[str] = []
    real_explain, real_taken = stones.explain, stones.taken
    monkeypatch.setattr(stones, "explain", lambda *a, **k: (calls.append("explain"), real_explain(*a, **k))[1])
    monkeypatch.setattr(stones, "taken", lambda *a, **k: (calls.append("taken"), real_taken(*a, **k))[1])
    for _ in range(30):
        feed(scene)
        render(scene)
    assert calls == []  # thirty frames: nothing replayed, nothing explained again
    log = scene.duel.picture.log
    assert len(log) == 2 and log[0] == "You took 2 stones from heap 4" and log[1].startswith("AI took")
    before = scene.duel.picture
    click_take(scene, Move(0, 1))
    assert scene.duel.picture is not before and calls.count("explain") == 1  # one rebuild for one change
    assert scene.duel.picture.log[-1] == "You took 1 stone from heap 1"


def test_a_refused_move_shows_its_reason_under_the_board(ctx, monkeypatch):
    scene = level_scene(ctx, "stones-05")  # heaps 2 3 5 7
    scene.take(Move(0, 5))
    assert scene.table.message == "heap 0 holds only 2 stones" and "bad" in ctx.sound.played
    assert scene.duel.state.heaps == (2, 3, 5, 7) and scene.duel.session.move_texts == []
    assert "heap 0 holds only 2 stones" in drawn_text(scene, monkeypatch)
    scene.take(Move(0, 1))
    assert scene.table.message == ""  # a move played clears it
    scene.take(Move(1, 1))  # the computer is thinking
    assert scene.table.message == "it is not your turn" and scene.duel.session.move_texts == ["T 0 1"]
    feed(scene, [key(pygame.K_u)])
    assert scene.table.message == ""
