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
    scene.table.take(Move(0, 5))
    assert scene.duel.message == "heap 0 holds only 2 stones" and "bad" in ctx.sound.played
    assert scene.duel.state.heaps == (2, 3, 5, 7) and scene.duel.session.move_texts == []
    assert "heap 0 holds only 2 stones" in drawn_text(scene, monkeypatch)
    scene.table.take(Move(0, 1))
    assert scene.duel.message == ""  # a move played clears it
    scene.table.take(Move(1, 1))  # the computer is thinking
    assert scene.duel.message == "it is not your turn" and scene.duel.session.move_texts == ["T 0 1"]
    feed(scene, [key(pygame.K_u)])
    assert scene.duel.message == ""


def notice_box(spot: tuple[int, int], message: str) -> pygame.Rect:
    """The box the app's short notice fills, measured off the real drawing and moved to `spot` (its midtop)."""
    from scenes.base import draw_toast

    canvas = pygame.Surface((1280, 720), pygame.SRCALPHA)
    draw_toast(canvas, message)
    box = canvas.get_bounding_rect()
    box.midtop = spot
    return box


def test_the_spot_the_duel_offers_the_apps_notices_covers_nothing_it_draws(ctx, monkeypatch):
    from sprites import theme
    from tests.stones.driving import drawn, hot_seat, vs_ai

    background = pygame.Surface((1280, 720))
    theme.draw_background(background)
    level = level_scene(ctx, "stones-15")                    # the largest board, with the teaching panel and a hint
    level.set_teach(True)
    feed(level, [key(pygame.K_h)])
    refused = vs_ai(ctx, (3, 4, 5), think=5.0)
    click_take(refused, Move(0, 1))
    refused.table.take(Move(1, 1))                           # not the player's turn: the reason shows under the board
    assert refused.duel.message
    pair = hot_seat(ctx, names=("Alexandrina Bell", "Bartholomew Oak"))
    click_take(pair, Move(2, 2))
    for scene in (level, refused, pair):
        frame = render(scene)
        for message in ("Sound off", "Sound on"):
            box = notice_box(scene.toast_at, message)
            assert frame.get_rect().contains(box)
            assert pygame.image.tobytes(frame.subsurface(box), "RGB") == \
                pygame.image.tobytes(background.subsurface(box), "RGB"), (scene.duel.spec, message)
            assert not any(box.colliderect(rect) for text, rect in drawn(scene, monkeypatch) if text)
