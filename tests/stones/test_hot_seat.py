"""Two people at one keyboard: turns, names and the hand-over, the announcement, and long names that must fit."""
from __future__ import annotations

import random

import pygame

from game.logic import stones
from scenes.stones.model import Duel
from scenes.stones.play import StonesScene
from scenes.stones.view import END_PANEL
from tests.helpers import run_for
from tests.stones.driving import click_take, drawn, drawn_text, hot_seat


def test_hot_seat_turns_names_and_announcement(ctx, monkeypatch):
    scene = hot_seat(ctx)
    rng = random.Random(5)
    movers = []
    while not scene.duel.finished:
        mover = scene.duel.mover.name
        assert scene.table.banner() == f"{mover}'s turn"
        movers.append(mover)
        click_take(scene, stones.random_move(scene.duel.state.heaps, rng))
        if not scene.duel.finished:  # the hand-over is announced across the board
            assert f"{scene.duel.mover.name}, your turn" in drawn_text(scene, monkeypatch)
        run_for(scene, 1.5)  # no AI here: nothing moves by itself
        assert scene.table.turn_flash == 0
    assert movers == [("Ada", "Bob")[i % 2] for i in range(len(movers))]
    taker = movers[-1]
    winner = "Bob" if taker == "Ada" else "Ada"
    headline, detail = scene.duel.announcement()
    assert headline == f"{winner} wins!" and detail.startswith(f"{taker} took the last stone")
    shown = drawn_text(scene, monkeypatch)
    assert f"{winner} wins!" in shown and f"{taker} took the last stone" in shown


LONG = ("WWWWWWWWWWWWWWWW", "MMMMMMMMMMMMMMMM")  # the longest names the lobby accepts, in wide letters


def test_long_hot_seat_names_stay_inside_the_banner_panel_and_end_panel(ctx, monkeypatch):
    spec = stones.LevelSpec((3, 4, 5), 5, opponent=stones.Opponent.HUMAN)
    scene = StonesScene(ctx, Duel(spec, random.Random(0), 0.5, names=LONG), "Duel")
    scene.set_teach(True)
    scene.table.take(stones.Move(0, 1))
    banner = pygame.Rect(560, 18, 680, 100)
    texts = drawn(scene, monkeypatch)
    turn = next(rect for message, rect in texts if message == f"{LONG[1]}, your turn!")
    assert banner.contains(turn)
    for message, rect in texts:
        if LONG[0] in message or LONG[1] in message:
            assert rect.right <= 1240, message  # move log and verdict in the side panel, header line
    while not scene.duel.finished:
        heap = next(i for i, h in enumerate(scene.duel.state.heaps) if h)
        scene.table.take(stones.Move(heap, scene.duel.state.heaps[heap]))
    headline = scene.duel.announcement()[0]
    shown = [rect for message, rect in drawn(scene, monkeypatch) if message == headline]
    assert len(shown) == 2  # the turn banner becomes the winner's, and the end panel says it again
    assert banner.contains(shown[0]) and END_PANEL.contains(shown[1])
