"""Playing the stone duel from the keyboard: Up/Down pick a heap, a number or Left/Right how many, Enter takes;
the keys stay in sight when the teaching panel takes the place of "How to play"."""
from __future__ import annotations

import pygame

from scenes.stones.view import KEYS_LINE, PANEL
from tests.helpers import feed, key
from tests.stones.driving import drawn, level_scene


def test_keyboard_selects_a_heap_and_count_then_takes(ctx):
    scene = level_scene(ctx, "stones-05")  # heaps 2 3 5 7
    feed(scene, [key(pygame.K_DOWN), key(pygame.K_DOWN), key(pygame.K_DOWN)])
    assert scene.table.selected == 2
    feed(scene, [key(pygame.K_4)])
    assert scene.table.preview() == (2, 4)
    feed(scene, [key(pygame.K_RIGHT), key(pygame.K_RIGHT)])  # clamped to the heap's 5 stones
    assert scene.table.preview() == (2, 5)
    feed(scene, [key(pygame.K_LEFT), key(pygame.K_RETURN)])
    assert scene.duel.state.heaps == (2, 3, 1, 7)
    assert scene.duel.session.move_texts == ["T 2 4"]
    feed(scene, [key(pygame.K_UP)])
    assert scene.table.selected == 1


def test_the_keys_stay_in_sight_when_the_teaching_panel_replaces_how_to_play(ctx, monkeypatch):
    scene = level_scene(ctx, "stones-05")
    lines = [message for message, _ in drawn(scene, monkeypatch)]
    assert "How to play" in lines and KEYS_LINE not in lines
    feed(scene, [key(pygame.K_t)])
    assert scene.table.teach and scene.widgets.get("teach").value
    lines = [message for message, rect in drawn(scene, monkeypatch)]
    assert "How to play" not in lines and KEYS_LINE in lines
    rect = next(rect for message, rect in drawn(scene, monkeypatch) if message == KEYS_LINE)
    assert rect.left >= 0 and rect.right <= PANEL.left and rect.bottom <= scene.widgets.get("undo").rect.top
