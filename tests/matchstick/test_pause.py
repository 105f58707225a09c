"""Pausing a matchstick level: the clock stops, and so does the thinking: the matches are put away."""
from __future__ import annotations

import pygame

from sprites import theme
from tests.helpers import render
from tests.matchstick.table_helpers import level_scene


def wood_pixels(surface: pygame.Surface, area: pygame.Rect) -> int:
    """Pixels of the board area close to the colour of a match's wood."""
    wood = theme.WOOD
    count = 0
    for x in range(area.left, area.right, 3):
        for y in range(area.top, area.bottom, 3):
            c = surface.get_at((x, y))
            if sum(abs(a - b) for a, b in zip(c[:3], wood)) < 60:
                count += 1
    return count


def test_a_paused_level_hides_its_matches_and_shows_them_again_on_resume(tmp_path):
    for level_id in ("ms-001", "ms-r01", "ms-002"):   # a move, a Roman and an add level (the tray too)
        _, scene = level_scene(tmp_path, level_id)
        board = scene.table.board.rect
        tray = scene.table.tray_rect
        assert wood_pixels(render(scene), board) > 20
        scene.covered = True            # the app covers the game with its pause overlay
        assert scene.board_hidden
        hidden = render(scene)
        assert wood_pixels(hidden, board) == 0, level_id
        if scene.table.task.mode != "move":
            assert wood_pixels(hidden, tray) == 0, level_id
        scene.covered = False
        assert wood_pixels(render(scene), board) > 20
