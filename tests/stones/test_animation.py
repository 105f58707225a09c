"""What the computer did stays readable: its stones leave visibly along a path (at any animation speed) and a
line under the turn banner says what it took until the player moves."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.config import Config
from game.logic import stones
from game.logic.stones import Move
from scenes.stones.view import BOARD
from sprites import stones as art
from tests.helpers import DT, click, feed, key, make_context, render, run_for
from tests.stones.driving import drawn, let_the_ai_move, vs_ai


def stone_words(n: int) -> str:
    """The oracle for the grammar: written out by hand, not with the project's helper."""
    return {1: "1 stone", 2: "2 stones", 3: "3 stones", 4: "4 stones", 5: "5 stones"}[n]


@pytest.mark.parametrize("speed", [1.0, 4.0])  # 4 is the fastest animation the settings allow
def test_the_ais_stones_leave_visibly_and_its_move_stays_written(tmp_path, monkeypatch, speed):
    config = Config()
    config = replace(config, play=replace(config.play, animation_speed=speed))
    ctx = make_context(tmp_path, config=config)
    scene = vs_ai(ctx, (3, 4, 5), think=1.0)  # the player's own take (0.45 s at most) is gone by then
    first = stones.winning_move(scene.duel.state.heaps, stones.Rule.MISERE)
    feed(scene, click(scene.table.layout.stone_center(first.heap, scene.duel.state.heaps[first.heap] - first.take)))
    ai = let_the_ai_move(scene)

    # The taken stones are drawn moving for well over half a second, then gone.
    drawn_stones: list[list[tuple[tuple[int, int], int | None]]] = []
    real = art.draw_stone

    def spy(surface, centre, diameter, tint=0, alpha=None):  # board stones pass no alpha; leaving ones do
        frame.append((centre, alpha))
        real(surface, centre, diameter, tint, 255 if alpha is None else alpha)
    monkeypatch.setattr(art, "draw_stone", spy)
    for _ in range(int(1.4 / DT)):
        frame: list = []
        render(scene)
        drawn_stones.append([c for c, alpha in frame if alpha is not None and alpha > 0])
        feed(scene)
    monkeypatch.setattr(art, "draw_stone", real)
    visible = [len(f) for f in drawn_stones]
    assert visible[0] == ai.take
    shown_for = sum(1 for n in visible if n == ai.take) * DT
    assert 0.6 <= shown_for <= 1.05, shown_for
    assert visible[-1] == 0
    path = [f[0] for f in drawn_stones if f]
    assert len(set(path)) > 10  # it moves along a path, not a blink in place

    # "AI took 2 stones from heap 3" sits under the turn banner until the player moves, however long they wait.
    line = f"AI took {stone_words(ai.take)} from heap {ai.heap + 1}"
    header = pygame.Rect(0, 0, 1280, BOARD.top)
    for _ in range(3):
        assert any(text == line and header.contains(rect) for text, rect in drawn(scene, monkeypatch))
        run_for(scene, 2.0)
    move = Move(next(h for h, size in enumerate(scene.duel.state.heaps) if size), 1)
    feed(scene, [key(pygame.K_DOWN)])
    scene.table.take(move)
    assert not any(text == line and header.contains(rect) for text, rect in drawn(scene, monkeypatch))


def test_the_computers_take_stays_marked_on_its_heap_until_the_player_moves(tmp_path, monkeypatch):
    from game.shell.app import App
    from scenes.game_scene import ConfirmHelp
    from tests.stones.driving import level_scene

    ctx = make_context(tmp_path)
    scene = level_scene(ctx, "stones-05", warned=False)  # heaps 2 3 5 7 against the computer
    app = App(ctx, lambda c: [scene])
    first = stones.winning_move(scene.duel.state.heaps, stones.Rule.MISERE)
    scene.table.take(first)
    ai = let_the_ai_move(scene)
    size = scene.duel.state.heaps[ai.heap]
    mark = (ai.heap, size, size + ai.take - 1, f"AI took {ai.take}")   # over the slots the computer emptied

    def brackets() -> list[tuple[int, int, int, str]]:
        seen: list[tuple[int, int, int, str]] = []
        real = art.draw_take_bracket
        monkeypatch.setattr(art, "draw_take_bracket", lambda surface, layout, heap, first, last, colour, label: (
            seen.append((heap, first, last, label)), real(surface, layout, heap, first, last, colour, label)))
        render(scene)
        monkeypatch.setattr(art, "draw_take_bracket", real)
        return seen

    def marked() -> bool:
        return mark in brackets()

    for _ in range(3):                                                   # however long the player thinks
        assert marked()
        run_for(scene, 2.0)
    app.step([key(pygame.K_h, unicode="h")], DT)                         # a prompt opens over the board
    assert isinstance(app.top, ConfirmHelp)
    for _ in range(int(2.0 / DT)):
        app.step([], DT)
    assert marked()
    app.step([key(pygame.K_ESCAPE)], DT)
    assert app.top is scene and marked()
    scene.table.take(Move(next(h for h, n in enumerate(scene.duel.state.heaps) if n and h != ai.heap), 1))
    assert not marked() and [label for *_, label in brackets()] == ["You took 1"]
