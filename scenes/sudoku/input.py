"""How a sudoku game takes input: the mouse on the board and the pad, the keys (arrows, digits, pencil, digit
first, check) and the game's answers to the shared keys. `SudokuScene` inherits these methods; they call the
scene's moves (`place`, `clear`, `show_hint`, ...), which change the model. Drawing is in view.py."""
from __future__ import annotations

from typing import Optional

import pygame

from scenes.base import Pop, Transition
from scenes.game_scene import HELP, NEXT, PAUSE

DIGIT_KEYS = {getattr(pygame, f"K_{d}"): d for d in range(1, 10)}
DIGIT_KEYS.update({getattr(pygame, f"K_KP{d}"): d for d in range(1, 10)})
CLEAR_KEYS = {pygame.K_0, pygame.K_KP0, pygame.K_DELETE, pygame.K_BACKSPACE, pygame.K_KP_PERIOD}
ARROWS = {pygame.K_UP: (-1, 0), pygame.K_DOWN: (1, 0), pygame.K_LEFT: (0, -1), pygame.K_RIGHT: (0, 1)}


class BoardInput:
    def clear_selected(self) -> None:
        if self.selected is not None:
            self.clear(self.selected)

    def pad_pressed(self, digit: int) -> None:
        if self.digit_first:
            self.arm(None if self.armed == digit else digit)
        elif self.selected is not None:
            self.place(self.selected, digit, self.pencil)

    def handle_input(self, event: pygame.event.Event) -> Optional[Transition]:
        consumed, result = self.widgets.handle_event(event)
        if consumed:
            return result if isinstance(result, Transition) else None
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.layout.cell_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            cell = self.layout.cell_at(event.pos)
            if cell is not None:
                self.click_cell(cell, right=event.button == 3)
        elif event.type == pygame.KEYDOWN:
            return self.key(event)
        return None

    def click_cell(self, cell: int, right: bool = False) -> None:
        self.widgets.set_focus(None)  # Enter and Space now act on the board
        self.selected = cell
        if self.solved:
            return
        if self.digit_first and self.armed is not None:
            pencil = self.pencil or right
            if not pencil and self.state.entries[cell] == self.armed:
                self.clear(cell)  # clicking the armed digit again takes it out
            else:
                self.place(cell, self.armed, pencil)

    def key(self, event: pygame.event.Event) -> Optional[Transition]:
        k, mod = event.key, event.mod
        ctrl = bool(mod & pygame.KMOD_CTRL)
        if self.solved:
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                return self.go_next()
            return None
        if k in ARROWS:
            dr, dc = ARROWS[k]
            r, c = divmod(40 if self.selected is None else self.selected, 9)
            self.selected = ((r + dr) % 9) * 9 + (c + dc) % 9
            self.widgets.set_focus(None)
        elif k in DIGIT_KEYS:
            digit = DIGIT_KEYS[k]
            pencil = self.pencil or bool(mod & pygame.KMOD_SHIFT)
            if self.digit_first:
                self.arm(None if self.armed == digit else digit)
            elif self.selected is not None:
                self.place(self.selected, digit, pencil)
        elif k in CLEAR_KEYS:
            self.clear_selected()
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.digit_first and self.armed is not None and self.selected is not None:
                self.click_cell(self.selected)
        elif k in (pygame.K_PAGEDOWN, pygame.K_RIGHTBRACKET):
            self.step_hint(1)
        elif k in (pygame.K_PAGEUP, pygame.K_LEFTBRACKET):
            self.step_hint(-1)
        elif k == pygame.K_p:
            self.toggle_pencil()
        elif k == pygame.K_d:
            self.toggle_digit_first()
        elif k == pygame.K_c and not ctrl:
            self.toggle_check()
        return None

    # --- the shared keys (scenes/game_scene.py) ----------------------------------------------------------
    def takes_shared(self, action: str) -> bool:
        return not self.solved or action in (NEXT, PAUSE, HELP)

    def on_escape(self) -> Optional[Transition]:
        return Pop() if self.solved else super().on_escape()  # nothing to pause once solved

    help_marker = "! hint used: no star, no best time"

    def help_cost(self) -> str | None:
        if self.solved or self.hints_used:
            return None
        return "this puzzle its star and best time"

    @property
    def helped(self) -> bool:
        return self.hints_used > 0

    def ask_hint(self) -> None:
        self.show_hint()

    def new_or_next(self) -> Optional[Transition]:
        if self.solved:
            return self.go_next()
        if not self.has_next:
            self.message = "This is the last puzzle of the campaign: there is no next one."
        elif self.confirm_new or not self.history.moves_since_start():
            self.save()
            return self.go_next()
        else:
            self.confirm_new = True
            self.message = ("Press N again to leave this puzzle for a new one (it stays saved until you play "
                            "the new one).")
        return None
