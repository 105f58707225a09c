"""Playing the stone duel with the mouse: hover a stone to preview taking it and every stone after it, click to
take them; the computer thinks before it replies and ignores clicks meanwhile; one preview of a take at a time
(the latest of mouse and keyboard wins)."""
from __future__ import annotations

import pygame

from game.logic import stones
from game.logic.stones import PLAYER
from scenes.stones.play import StonesScene
from sprites import stones as art
from tests.helpers import DT, click, feed, key, make_context, motion, render, run_for
from tests.stones.driving import click_take, let_the_ai_move, level_scene, vs_ai


def test_full_game_against_the_ai_by_clicks(ctx):
    scene = level_scene(ctx, "stones-12")  # perfect AI, the player moves first from a winning start
    think = ctx.config.play.ai_think_seconds
    ai_moves = 0
    while not scene.duel.finished:
        assert scene.duel.human_to_move and scene.table.banner() == "Your turn"
        before = scene.duel.state.heaps
        move = stones.winning_move(before, stones.Rule.MISERE)
        click_take(scene, move)
        assert scene.duel.state.heaps[move.heap] == before[move.heap] - move.take
        if scene.duel.finished:
            break
        # The AI waits for its thinking time before it moves.
        run_for(scene, think / 2)
        assert scene.duel.ai_to_move and scene.table.banner().startswith("AI is thinking")
        assert feed(scene, click(scene.table.layout.stone_center(0, 0))) is None  # clicks are ignored meanwhile
        run_for(scene, think / 2 + 2 * DT)
        assert scene.duel.state.to_move == PLAYER
        ai_moves += 1
        # What the AI took lifts and fades where it lay.
        assert scene.table.fades and scene.table.fades[-1].seat.is_ai
        render(scene)
    assert ai_moves >= 1
    last = scene.duel.log()[-1]
    assert last.startswith("AI took")  # under misère rules the loser takes the last stone
    assert scene.duel.winner() is scene.duel.seats[PLAYER]
    assert scene.duel.announcement() == ("You win!", "The AI took the last stone — and the last stone loses.")
    assert scene.widgets.get("again").visible and scene.widgets.get("next").visible
    progress = ctx.store.progress("stones")["stones-12"]
    assert progress.solved and progress.clean
    assert ctx.store.load_game("stones") is None
    assert "win" in ctx.sound.played
    render(scene)


def previews(scene: StonesScene, monkeypatch) -> set[tuple[str, int]]:
    """What the board marks as about to be taken: 'take N' brackets and the keyboard's ringed tray, by heap."""
    marks: set[tuple[str, int]] = set()
    real_bracket, real_tray = art.draw_take_bracket, art.draw_tray

    def bracket(surface, layout, heap, first, last, colour, label):
        if label.startswith("take"):
            marks.add((label, heap))
        real_bracket(surface, layout, heap, first, last, colour, label)

    def tray(surface, rect, selected=False):
        if selected:
            heap = next(h for h in range(len(scene.duel.state.heaps)) if scene.table.layout.row_rect(h).colliderect(rect))
            marks.add(("ring", heap))
        real_tray(surface, rect, selected)
    monkeypatch.setattr(art, "draw_take_bracket", bracket)
    monkeypatch.setattr(art, "draw_tray", tray)
    render(scene)
    monkeypatch.setattr(art, "draw_take_bracket", real_bracket)
    monkeypatch.setattr(art, "draw_tray", real_tray)
    return marks


def test_mouse_and_keyboard_never_preview_two_takes_at_once(tmp_path, monkeypatch):
    scene = vs_ai(make_context(tmp_path), (2, 3, 5, 7))
    hovered = scene.table.layout.stone_center(3, 4)  # heap 4's fifth stone: takes 3
    feed(scene, [motion(hovered)])
    assert previews(scene, monkeypatch) == {("take 3", 3)}
    feed(scene, [key(pygame.K_DOWN), key(pygame.K_2)])  # the keyboard now: heap 1, two stones
    assert previews(scene, monkeypatch) == {("ring", 0), ("take 2", 0)}
    assert scene.table.preview() == (0, 2)
    feed(scene, [key(pygame.K_RETURN)])  # Enter takes what is shown
    assert scene.duel.state.heaps[:1] == (0,)
    let_the_ai_move(scene)
    run_for(scene, 1.5)
    heaps = scene.duel.state.heaps
    feed(scene, [key(pygame.K_DOWN)])
    ringed = {heap for label, heap in previews(scene, monkeypatch)}
    assert len(ringed) == 1
    big = max(range(len(heaps)), key=lambda h: heaps[h])
    feed(scene, [motion(scene.table.layout.stone_center(big, 0))])  # the mouse again: the ring goes
    assert previews(scene, monkeypatch) == {(f"take {heaps[big]}", big)}
