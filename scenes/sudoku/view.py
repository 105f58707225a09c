"""How a sudoku game is drawn: the board (through sprites/sudoku.py), the clock, the panel with the mode, the
hint being explained or the key help, the solved banner, and the digit pad and buttons (built once). `SudokuScene`
inherits these methods; drawing reads the scene's state and changes nothing. Input is in input.py, the actions
in play.py."""
from __future__ import annotations

from typing import Any

import pygame

from game.logic.sudoku import Deduction, HintKind, Technique
from game.logic.sudoku.board import PEERS, UNITS
from game.logic.sudoku.explain import describe
from scenes.base import Pop
from scenes.sudoku.model import format_clock, grade_note
from sprites import theme
from sprites.sudoku import (BoardLook, DigitKey, draw_board, draw_clock_icon, draw_solved_banner,
                            draw_text_panel)
from sprites.widgets import Button, Toggle

HELP = ("Click a cell or use the arrows, then type 1-9. Shift+digit or P for pencil marks; 0 or Delete clears. "
        "U undo, R redo, H hint, Esc pause.")
HELP_DIGIT_FIRST = ("Digit first: pick a digit (1-9 or the pad), then click cells (or move with the arrows and "
                    "press Enter) to place it; click it again to take it out, right-click for a pencil mark. "
                    "D to switch back.")
FLASH = 0.7  # seconds a completed row, column or box glows
HELP_PENCIL = "Pencil mode: digits write small marks (press again to rub one out). P to write digits again."


class SudokuView:
    # --- the pad, buttons and toggles: built once, shown as the game goes ------------------------------
    def _build_widgets(self) -> None:
        x0, y0 = 700, 88
        self.pad: dict[int, DigitKey] = {}
        for d in range(1, 10):
            r, c = divmod(d - 1, 3)
            key = DigitKey(d, (x0 + c * 118, y0 + r * 90, 106, 80), self.pad_pressed)
            self.pad[d] = key
            self.widgets.add(key)
        side = x0 + 3 * 118 + 8
        add = self.widgets.add
        add(Button("clear", (side, y0, 158, 80), "Clear", lambda: self.clear_selected(), detail="0 / Del"))
        add(Button("undo", (side, y0 + 90, 158, 80), "Undo", self.undo, detail="U / Ctrl+Z"))
        add(Button("redo", (side, y0 + 180, 158, 80), "Redo", self.redo, detail="R / Ctrl+R"))
        add(Toggle("pencil", (x0, 368, 262, 50), "Pencil  P", self.pencil, self.toggle_pencil))
        add(Toggle("digit-first", (x0 + 274, 368, 246, 50), "Digit first  D", self.digit_first,
                   self.toggle_digit_first))
        add(Toggle("check", (x0, 428, 262, 50), "Check  C", self.check, self.toggle_check))
        add(Button("hint", (x0 + 274, 428, 246, 50), "Hint  H", lambda: self.request_help(self.show_hint)))
        add(Button("hint-prev", (x0 + 410, 614, 48, 36), "<", lambda: self.step_hint(-1), size=theme.SMALL))
        add(Button("hint-next", (x0 + 462, 614, 48, 36), ">", lambda: self.step_hint(1), size=theme.SMALL))
        add(Button("next", (x0 + 20, 590, 230, 54), "Next puzzle", self.go_next, primary=True))
        add(Button("done", (x0 + 270, 590, 230, 54), "Back", lambda: Pop()))
        for wid in ("next", "done", "hint-prev", "hint-next"):
            self.widgets.get(wid).visible = False

    # --- drawing -----------------------------------------------------------------------------------------
    def focus_digit(self) -> int | None:
        if self.digit_first and self.armed:
            return self.armed
        if self.selected is not None and self.grid[self.selected]:
            return self.grid[self.selected]
        return None

    def look(self) -> BoardLook:
        hint_cells: frozenset[int] = frozenset()
        area: frozenset[int] = frozenset()
        targets: frozenset[int] = frozenset()
        struck: tuple[tuple[int, int], ...] = ()
        step = self.hint_deduction
        if step is not None:
            hint_cells = frozenset(step.cells)
            area = hint_units(step)
            targets = frozenset(c for c, _ in step.placements)
            struck = step.eliminations
        elif self.hint is not None and self.hint.kind is HintKind.MISTAKE:
            targets = frozenset(self.hint.cells)
        return BoardLook(
            digits=self.grid,
            givens=tuple(bool(g) for g in self.state.givens),
            marks=self.state.marks,
            selected=None if self.solved else self.selected,
            focus_digit=None if self.solved else self.focus_digit(),
            clashes=self.clashes,
            mistakes=self.wrong if self.check else frozenset(),
            hint_cells=hint_cells,
            hint_area=area,
            hint_targets=targets,
            struck=struck,
            hint_marks=self.hint_marks(),
            celebrate=self.celebrate if self.solved else None,
            flash=self.flash if self.flash_left else frozenset(),
            flash_level=self.flash_left / FLASH,
            origin=self.last_cell,
            hover=self.hover,
        )

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        board = self.layout.rect
        theme.blit_text(surface, self.round.title, (board.left, 28), theme.HEADING, theme.TEXT, True)
        if not self.ctx.relaxed_timers:
            clock = format_clock(self.elapsed)
            rect = theme.blit_text(surface, clock, (board.right, 30), theme.HEADING, theme.TEXT, True, "topright")
            draw_clock_icon(surface, (rect.left - 20, rect.centery))
        if self.board_hidden:  # an empty grid: nothing to study while the clock stands still
            draw_board(surface, self.layout, BoardLook(digits=(0,) * 81, givens=(False,) * 81))
            theme.blit_text(surface, "Paused: the grid is hidden", (board.centerx, board.bottom + 14), theme.BODY,
                            theme.TEXT_DIM, anchor="midtop")
        else:
            draw_board(surface, self.layout, self.look())
        if self.solved:
            self._draw_banner(surface)
        else:
            self._draw_info(surface)
        self.widgets.draw(surface)

    def _draw_info(self, surface: pygame.Surface) -> None:
        panel = pygame.Rect(700, 494, 520, 166)
        lines: list[tuple[str, Any, bool]] = []
        if self.waiting_next:
            dots = "." * (1 + int((self.elapsed + self.celebrate) * 3) % 3)
            lines.append(("Making the next puzzle" + dots, theme.TEXT, True))
        elif self.hint is not None:
            step = self.hint_deduction
            if step is not None:
                n = len(self.hint.steps)
                head = f"Hint · {step.technique.label}" + (f" · step {self.hint_step + 1} of {n}" if n > 1 else "")
                lines.append((head, theme.YELLOW, True))
                lines.append((describe(step), theme.TEXT, False))
                if self.hint_step + 1 < n:
                    lines.append(("H or > for the next step.", theme.TEXT_DIM, False))
                elif self.hint.placements:
                    lines.append(("Press H again to place it.", theme.TEXT_DIM, False))
            else:
                mistake = self.hint.kind is HintKind.MISTAKE
                lines.append(("Hint · fix this first" if mistake else "Hint", theme.YELLOW, True))
                lines.append((self.hint.text, theme.TEXT, False))
                if mistake:
                    which = "The cell" if len(self.hint.cells) == 1 else "The first of them"
                    lines.append((f"{which} is selected: 0 or Delete clears it, U undoes your last move.",
                                  theme.TEXT_DIM, False))
        elif self.message:
            lines.append((self.message, theme.WARN, False))
        else:
            help_text = HELP_DIGIT_FIRST if self.digit_first else HELP_PENCIL if self.pencil else HELP
            if self.digit_first and self.pencil:
                help_text += " Pencil mode is on: clicks write marks."
            lines.append((help_text, theme.TEXT_DIM, False))
            lines.append(("", theme.TEXT_DIM, False))
            lines.append((grade_note(self.round.grade), theme.TEXT_DIM, False))
        draw_text_panel(surface, panel, lines)
        status_line = []
        if self.hints_used:
            status_line.append(f"{_hints_text(self.hints_used)} (no star for this solve)")
        if self.clashes:
            status_line.append(f"clashes: {len(self.clashes)} cells (ringed)")
        if self.check and self.wrong:
            status_line.append(f"wrong digits: {len(self.wrong)} (struck)")
        elif self.check:
            status_line.append("check: no wrong digits")
        y = 668  # as many items a line as fit the panel's width: all of them on one line would run off the screen
        for line in pack(status_line, "  ·  ", panel.width, theme.SMALL):
            theme.blit_text(surface, line, (panel.left, y), theme.SMALL, theme.TEXT_DIM)
            y += theme.font(theme.SMALL).get_linesize()

    def _draw_banner(self, surface: pygame.Surface) -> None:
        parts = [self.round.title, f"time {format_clock(self.elapsed)}", f"{self.moves_made} moves"]
        if self.hints_used:
            verdict = (f"{_hints_text(self.hints_used)}: solved, but no star this time.", theme.TEXT)
        else:
            verdict = ("No hints: a clean solve earns a star  *", theme.YELLOW)
        lines = [("  ·  ".join(parts), theme.TEXT, True), verdict, (self.record_line, theme.TEXT_DIM)]
        draw_solved_banner(surface, pygame.Rect(700, 366, 520, 294), self.celebrate, lines)


def pack(items: list[str], separator: str, width: int, size: int) -> list[str]:
    """Join items with the separator into lines no wider than `width` pixels, never splitting an item."""
    lines: list[str] = []
    for item in items:
        if lines and theme.font(size).size(lines[-1] + separator + item)[0] <= width:
            lines[-1] += separator + item
        else:
            lines.append(item)
    return lines


def _hints_text(n: int) -> str:
    return f"{n} hint used" if n == 1 else f"{n} hints used"


_SINGLES = (Technique.FULL_HOUSE, Technique.HIDDEN_SINGLE_BOX, Technique.HIDDEN_SINGLE_LINE)
_ONE_UNIT = (Technique.NAKED_PAIR, Technique.HIDDEN_PAIR, Technique.NAKED_TRIPLE, Technique.HIDDEN_TRIPLE,
             Technique.POINTING, Technique.CLAIMING)


def hint_units(step: Deduction) -> frozenset[int]:
    """The houses a step reasons about (the row, column or box a single names, a naked single's peers, the
    units of a pattern), so the player sees where to look, not just the answer cell."""
    if step.technique in _SINGLES and step.units:
        return frozenset(UNITS[step.units[0]])
    if step.technique is Technique.NAKED_SINGLE and step.placements:
        return frozenset(PEERS[step.placements[0][0]])
    if step.technique in _ONE_UNIT and step.units:
        return frozenset(UNITS[step.units[0]])
    return frozenset()
