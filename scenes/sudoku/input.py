"""How a sudoku game takes input: the mouse on the board and the pad, the keys (arrows, digits, pencil, digit
first, check). `SudokuInput` turns events into calls on the table; the scene hands it what it needs (the
table, the board's layout, the widgets' focus, and "next puzzle" for Enter on the solved panel). The shared keys
(undo, redo, hint, new, pause, help) are the scene's (scenes/game_scene.py)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Optional

import pygame

from scenes.base import Transition
from scenes.sudoku.table import SudokuTable
from sprites.sudoku import BoardLayout

DIGIT_KEYS = {getattr(pygame, f"K_{d}"): d for d in range(1, 10)}
DIGIT_KEYS.update({getattr(pygame, f"K_KP{d}"): d for d in range(1, 10)})
CLEAR_KEYS = {pygame.K_0, pygame.K_KP0, pygame.K_DELETE, pygame.K_BACKSPACE, pygame.K_KP_PERIOD}
ARROWS = {pygame.K_UP: (-1, 0), pygame.K_DOWN: (1, 0), pygame.K_LEFT: (0, -1), pygame.K_RIGHT: (0, 1)}
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class SudokuInput:
    def __init__(self, table: SudokuTable, layout: BoardLayout, *, set_focus: Callable[[str | None], None],
                 go_next: Callable[[], Optional[Transition]],
                 check: Callable[[], Optional[Transition]]) -> None:
        self.table = table
        self.layout = layout
        self.set_focus = set_focus  # the widgets' keyboard focus (None: Enter and Space act on the board)
        self.go_next = go_next
        self.check = check          # C: the mistake check, help the scene asks about first

    def pad_pressed(self, digit: int) -> None:
        table = self.table
        if digit > table.size:
            table.place(table.selected or 0, digit)  # refused with the board's message
        elif table.digit_first:
            table.arm(None if table.armed == digit else digit)
        elif table.selected is not None:
            table.place(table.selected, digit, table.pencil)

    def handle(self, event: pygame.event.Event) -> Optional[Transition]:
        """An event the widgets did not take: the board and the game's own keys."""
        if event.type == pygame.MOUSEMOTION:
            self.table.hover = self.layout.cell_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            cell = self.layout.cell_at(event.pos)
            if cell is not None:
                self.click_cell(cell, right=event.button == 3)
        elif event.type == pygame.KEYDOWN:
            return self.key(event.key, event.mod)
        return None

    def click_cell(self, cell: int, right: bool = False) -> None:
        table = self.table
        self.set_focus(None)  # Enter and Space now act on the board
        table.selected = cell
        if table.finished:
            return
        if table.digit_first and table.armed is not None:
            pencil = table.pencil or right
            if not pencil and table.state.entries[cell] == table.armed:
                table.clear(cell)  # clicking the armed digit again takes it out
            else:
                table.place(cell, table.armed, pencil)

    def key(self, k: int, mod: int) -> Optional[Transition]:
        table = self.table
        ctrl = bool(mod & pygame.KMOD_CTRL)
        if table.finished:
            return self.go_next() if k in ENTER else None
        if k in ARROWS:
            n = table.size
            dr, dc = ARROWS[k]
            r, c = divmod(n * n // 2 if table.selected is None else table.selected, n)
            table.selected = ((r + dr) % n) * n + (c + dc) % n
            self.set_focus(None)
        elif k in DIGIT_KEYS:
            digit = DIGIT_KEYS[k]
            pencil = table.pencil or bool(mod & pygame.KMOD_SHIFT)
            if digit > table.size:  # 7-9 on a board of six digits: said, never played
                table.place(table.selected or 0, digit)
            elif table.digit_first:
                table.arm(None if table.armed == digit else digit)
            elif table.selected is not None:
                table.place(table.selected, digit, pencil)
        elif k in CLEAR_KEYS:
            table.clear_selected()
        elif k in ENTER:
            if table.digit_first and table.armed is not None and table.selected is not None:
                self.click_cell(table.selected)
        elif k in (pygame.K_PAGEDOWN, pygame.K_RIGHTBRACKET):
            table.step_hint(1)
        elif k in (pygame.K_PAGEUP, pygame.K_LEFTBRACKET):
            table.step_hint(-1)
        elif k == pygame.K_p:
            table.toggle_pencil()
        elif k == pygame.K_d:
            table.toggle_digit_first()
        elif k == pygame.K_c and not ctrl:
            return self.check()
        return None
