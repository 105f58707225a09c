"""The stone duel's board input: the mouse over the stones and the heap / count keys, turned into calls on the
table: what the player takes is played by the table (`Table.take`); T asks the scene for the teaching panel.
The shared keys (undo, redo, hint, new, pause, help) never reach here: scenes/game_scene.py takes them first."""
from __future__ import annotations

from typing import Final, Literal

import pygame

from game.logic.stones import Move
from scenes.stones.table import Table

TEACH: Final = "teach"
Request = Literal["teach"] | None
RING_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)


def _digit(k: int) -> str | None:
    if pygame.K_0 <= k <= pygame.K_9:
        return str(k - pygame.K_0)
    if pygame.K_KP0 <= k <= pygame.K_KP9:
        return str(k - pygame.K_KP0)
    return None


class StonesInput:
    """Hover a stone to preview taking it and every stone after it, click to take them; Up/Down pick a heap,
    Left/Right or digits set the count, Enter (or Space) takes."""

    def handle(self, event: pygame.event.Event, table: Table) -> Request:
        if event.type == pygame.MOUSEMOTION:
            table.point(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            spot = table.layout.stone_at(event.pos, table.heaps)
            if spot is not None and table.duel.human_to_move:
                heap, index = spot
                table.take(Move(heap, table.heaps[heap] - index))
        elif event.type == pygame.KEYDOWN:
            return self._key(event.key, table)
        return None

    def _key(self, k: int, table: Table) -> Request:
        digit = _digit(k)
        if k in RING_KEYS or digit is not None:
            table.hover = None  # the keyboard now leads: drop the mouse's preview so one preview shows
        if k == pygame.K_t:
            return TEACH
        if k in (pygame.K_UP, pygame.K_DOWN):
            table.select_heap(-1 if k == pygame.K_UP else 1)
        elif k in (pygame.K_LEFT, pygame.K_RIGHT) and table.selected is not None:
            table.set_count(table.count + (1 if k == pygame.K_RIGHT else -1))
        elif digit is not None:
            table.type_digit(digit)
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and table.selected is not None:
            if table.duel.human_to_move and table.heaps[table.selected] > 0:
                table.take(Move(table.selected, table.count))
        return None
