"""Driving the stone duel's scene as a player does: open a level or a duel, take stones by mouse or keyboard,
let the computer move, and read what one frame draws."""
from __future__ import annotations

import random

import pygame
import pytest

from game.logic import stones
from game.logic.stones import Move
from scenes.base import Context
from scenes.stones.model import Duel
from scenes.stones.play import StonesScene
from sprites import theme
from tests.helpers import DT, click, drawn_texts, feed, key, motion, render


def level_scene(ctx: Context, level_id: str, warned: bool = True) -> StonesScene:
    level = ctx.levels.level("stones", level_id)
    assert level is not None
    scene = StonesScene.for_level(ctx, level)
    scene.help_warned = warned  # asked once per run before costly help: tested with warned=False
    return scene


def hot_seat(ctx: Context, heaps: tuple[int, ...] = (2, 3, 4), names: tuple[str, str] = ("Ada", "Bob"),
             cap: int = 5) -> StonesScene:
    spec = stones.LevelSpec(heaps, cap, opponent=stones.Opponent.HUMAN)
    return StonesScene(ctx, Duel(spec, random.Random(0), 0.5, names=names), "Duel")


def vs_ai(ctx: Context, heaps: tuple[int, ...], think: float = 0.5) -> StonesScene:
    spec = stones.LevelSpec(heaps, max(heaps), ai=stones.Strength.PERFECT)
    scene = StonesScene(ctx, Duel(spec, random.Random(3), think), "Duel")
    scene.help_warned = True  # the once-per-run question before help is tested in tests/shell
    return scene


def click_take(scene: StonesScene, move: Move) -> None:
    """Hover, check the preview, then click the stone that takes `move.take` from the end of the heap."""
    size = scene.duel.state.heaps[move.heap]
    pos = scene.table.layout.stone_center(move.heap, size - move.take)
    feed(scene, [motion(pos)])
    assert scene.table.preview() == (move.heap, move.take)
    feed(scene, click(pos))


def keyboard_take(scene: StonesScene, move: Move) -> None:
    """Down to the heap, type the count, Enter: what a keyboard-only player does."""
    for _ in range(len(scene.duel.state.heaps)):
        if scene.table.selected == move.heap:
            break
        feed(scene, [key(pygame.K_DOWN)])
    assert scene.table.selected == move.heap
    feed(scene, [key(pygame.K_0 + move.take)])
    feed(scene, [key(pygame.K_RETURN)])


def let_the_ai_move(scene: StonesScene) -> Move:
    before = scene.duel.state.heaps
    for _ in range(int(5 / DT)):
        feed(scene)
        if scene.duel.human_to_move:
            break
    after = scene.duel.state.heaps
    (heap,) = [i for i in range(len(before)) if before[i] != after[i]]
    return Move(heap, before[heap] - after[heap])


def bad_move(heaps: tuple[int, ...]) -> Move:
    """A move that hands the opponent a winning position, when there is one."""
    moves = [Move(i, take) for i, h in enumerate(heaps) for take in range(1, h + 1)]
    after = lambda m: tuple(h - m.take if i == m.heap else h for i, h in enumerate(heaps))  # noqa: E731
    return next((m for m in moves if stones.mover_wins(after(m), stones.Rule.MISERE)), moves[0])


def win(scene: StonesScene, seconds_per_turn: float = 1.0) -> None:
    """Perfect play by the player (best moves; the computer replies) until the duel is over."""
    from tests.helpers import run_for

    while not scene.duel.finished:
        if scene.duel.human_to_move:
            scene.table.take(stones.best_move(scene.duel.state.heaps, stones.Rule.MISERE))
        run_for(scene, seconds_per_turn)


def drawn(scene: StonesScene, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    """Every text the scene draws in one frame with where it lands."""
    return drawn_texts(scene, monkeypatch)


def drawn_text(scene: StonesScene, monkeypatch: pytest.MonkeyPatch) -> str:
    """Every string the scene renders in one frame (all text goes through theme.text)."""
    seen: list[str] = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda message, *a, **k: (seen.append(str(message)), real(message, *a, **k))[1])
    render(scene)
    monkeypatch.setattr(theme, "text", real)
    return "\n".join(seen)
