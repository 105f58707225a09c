"""Playing one sudoku: the board, the digit pad, pencil marks, digit-first entry, undo/redo, hints, mistake check,
timer, the solved celebration, and saving the game in progress with its undo history.

Keys: arrows move · 1-9 (keypad too) place · Shift+digit or P mode pencil · 0/Delete/Backspace clear ·
D digit-first (then a digit arms it; click, Enter or Space places, right-click pencils) · C check mistakes ·
U or Ctrl+Z undo · R, Ctrl+R or Ctrl+Y redo · H hint (again: next step, then place it; PageUp/PageDown or [ ] step
back and forth) · N new puzzle (press twice) · Esc pause.
The rules live in game.logic.sudoku; this scene turns input into move strings ("D r4c7 9", "C r4c7", "P r4c7 3").
"""
from __future__ import annotations

from typing import Any, Optional

import pygame

from game.logic.common import MoveError, Status
from game.logic.history import History
from game.logic.sudoku import (Board, Deduction, Hint, HintKind, State, Technique, apply, cell_name, conflicts,
                               mistakes, next_deduction, status)
from game.logic.sudoku.board import PEERS, UNITS, UNITS_OF
from game.logic.sudoku.explain import describe
from scenes.base import Context, Pop, Replace, Transition
from scenes.game_scene import HELP as HELP_ACTION
from scenes.game_scene import NEXT, PAUSE, GameScene
from scenes.sudoku.model import (ENDLESS_KEY, GAME, Round, SaveError, Sequel, endless_stats, format_clock,
                                 grade_note, round_fields, round_from_record)
from sprites import theme
from sprites.sudoku import (BoardLayout, BoardLook, DigitKey, draw_board, draw_clock_icon, draw_solved_banner,
                            draw_text_panel)
from sprites.widgets import Button, Toggle

FLASH = 0.7  # seconds a completed row, column or box glows
CHECK_KEY = "sudoku.check"              # settings: the player's last choice of mistake check ...
DIGIT_FIRST_KEY = "sudoku.digit_first"  # ... and of digit-first entry

DIGIT_KEYS = {getattr(pygame, f"K_{d}"): d for d in range(1, 10)}
DIGIT_KEYS.update({getattr(pygame, f"K_KP{d}"): d for d in range(1, 10)})
CLEAR_KEYS = {pygame.K_0, pygame.K_KP0, pygame.K_DELETE, pygame.K_BACKSPACE, pygame.K_KP_PERIOD}
ARROWS = {pygame.K_UP: (-1, 0), pygame.K_DOWN: (1, 0), pygame.K_LEFT: (0, -1), pygame.K_RIGHT: (0, 1)}

HELP = ("Click a cell or use the arrows, then type 1-9. Shift+digit or P for pencil marks; 0 or Delete clears. "
        "U undo, R redo, H hint, Esc pause.")
HELP_DIGIT_FIRST = ("Digit first: pick a digit (1-9 or the pad), then click cells (or move with the arrows and "
                    "press Enter) to place it; click it again to take it out, right-click for a pencil mark. "
                    "D to switch back.")
HELP_PENCIL = "Pencil mode: digits write small marks (press again to rub one out). P to write digits again."


class SudokuScene(GameScene):
    name = "sudoku"
    help_title = "Sudoku"
    help_lines = ("Click a cell or use the arrows, then 1-9 (keypad too) to place; 0, Delete or Backspace clears.",
                  "Shift+digit or P: pencil marks. D: digit first (pick a digit, then click cells). C: check mistakes.",
                  "H again: the next step of the hint, then it is placed; PageUp/PageDown or [ ] step through it.",
                  "N asks for a new puzzle (press it twice while one is under way); Enter or N once solved.")

    def __init__(self, ctx: Context, round: Round, *, history: History[State] | None = None,
                 elapsed: float = 0.0, hints: int = 0, check: bool | None = None,
                 sequel: Sequel | None = None) -> None:
        super().__init__(ctx)
        self.round = round
        self.history: History[State] = history or History(State.new(round.puzzle))
        self.elapsed = elapsed
        self.hints_used = hints
        # the player's preferences are remembered; a saved game keeps its own mistake-check choice
        self.check = bool(ctx.store.get_setting(CHECK_KEY, False)) if check is None else check
        self.sequel = sequel           # what "Next puzzle" plays; None = nothing more
        self.waiting_next = False      # endless: the generator is still making the next puzzle
        self.layout = BoardLayout((64, 88), 64)
        self.selected: int | None = 40
        self.hover: int | None = None
        self.pencil = False
        self.digit_first = bool(ctx.store.get_setting(DIGIT_FIRST_KEY, False))
        self.armed: int | None = None  # digit-first: the digit clicks place
        self.hint: Hint | None = None
        self.hint_step = 0             # which step of the hint's reasoning is on show
        self._hint_marks_key: tuple[Hint | None, int] = (None, 0)
        self._hint_marks: tuple[tuple[int, int], ...] = ()
        self.message = ""
        self.confirm_new = False
        self.solved = False
        self.celebrate = 0.0
        self.last_cell: int | None = None
        self.record_line = ""
        self.flash: frozenset[int] = frozenset()  # houses the last digit completed, glowing for FLASH seconds
        self.flash_left = 0.0
        self._build_widgets()
        self._refresh()
        if status(self.state) is Status.SOLVED:  # a save whose moves already complete the grid
            self._finish()

    # --- model -------------------------------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.history.state

    @property
    def moves_made(self) -> int:
        return len(self.history.moves_since_start())

    def _refresh(self) -> None:
        """Recompute what is derived from the state (after every change)."""
        self.grid = self.state.grid
        self.clashes = conflicts(self.state)
        self.wrong = mistakes(self.state, self.round.solution)
        for d, key in self.pad.items():
            key.left = 9 - self.grid.count(d)

    def play(self, move: str) -> bool:
        """Apply a move string; on success record it, save, and check for the finish."""
        if self.solved:
            return False
        try:
            new = apply(self.state, move)
        except MoveError as err:
            self.message = str(err)
            self.ctx.sound.play("bad")
            return False
        if new == self.state:
            return False
        self.history.push(new, move)
        completed = self._flash_completed(move)
        self.hint = None
        self._show_hint_buttons()
        self.message = ""
        self.confirm_new = False
        self._refresh()
        if status(self.state) is Status.SOLVED:
            self._finish()
        else:
            self.ctx.sound.play("bad" if self.clashes else "good" if completed else "drop")
            self.save()
        return True

    def _flash_completed(self, move: str) -> bool:
        """Light up every row, column and box the digit just finished (full and free of clashes)."""
        if not move.startswith("D") or self.last_cell is None:
            return False
        grid = self.state.grid
        done = [UNITS[u] for u in UNITS_OF[self.last_cell]
                if all(grid[i] for i in UNITS[u]) and len({grid[i] for i in UNITS[u]}) == 9]
        if done:
            self.flash = frozenset(i for unit in done for i in unit)
            self.flash_left = FLASH
        return bool(done)

    def place(self, cell: int, digit: int, pencil: bool = False) -> bool:
        if self.state.givens[cell]:
            self.message = f"{cell_name(cell)} is a given: it cannot change."
            self.ctx.sound.play("bad")
            return False
        self.last_cell = cell
        if pencil:
            return self.play(f"P {cell_name(cell)} {digit}")
        if self.state.entries[cell] == digit:
            return False
        placed = self.play(f"D {cell_name(cell)} {digit}")
        if placed and cell in self.clashes:
            partners = [j for j in PEERS[cell] if self.grid[j] == digit]
            self.message = (f"{digit} is already in {' and '.join(cell_name(j) for j in partners)}, in the same row, "
                            f"column or box: the clash is ringed. U undoes it.")
        return placed

    def clear(self, cell: int) -> bool:
        if self.state.givens[cell]:
            self.message = f"{cell_name(cell)} is a given: it cannot change."
            return False
        if not self.state.entries[cell] and not self.state.marks[cell]:
            return False
        return self.play(f"C {cell_name(cell)}")

    def undo(self) -> None:
        if self.solved or not self.history.can_undo():
            return
        self.history.undo()
        self._after_history()

    def redo(self) -> None:
        if self.solved or not self.history.can_redo():
            return
        self.history.redo()
        self._after_history()

    def _after_history(self) -> None:
        self.hint = None
        self._show_hint_buttons()
        self.message = ""
        self._refresh()
        self.ctx.sound.play("click")
        if status(self.state) is Status.SOLVED:
            self._finish()
        else:
            self.save()

    def restart(self) -> None:
        """The pause menu's Restart: back to the givens, as an undoable step."""
        if self.solved:
            return
        self.history.restart()
        self.hint = None
        self._show_hint_buttons()
        self._refresh()
        self.save()

    def show_hint(self) -> None:
        """H: show the next deduction (counted as one hint). H again walks through its steps, and on the last
        step places the digit it reaches."""
        if self.solved:
            return
        if self.hint is not None:  # any move or undo clears the hint, so this one still fits the board
            if self.hint_step + 1 < len(self.hint.steps):
                self.hint_step += 1
            elif self.hint.kind is HintKind.DEDUCTION and self.hint.placements:
                cell, digit = self.hint.placements[0]
                self.place(cell, digit)
            return
        self.hint = next_deduction(self.state, self.round.solution, use_marks=True)
        self.hint_step = 0
        self.flash_left = 0.0  # a house still glowing from the last digit would blur into the hint's tint
        if self.hint.kind in (HintKind.DEDUCTION, HintKind.MISTAKE):
            self.hints_used += 1
            self.ctx.sound.play("hint")
            self.save()
        if self.hint.placements:  # the keyboard player can type the digit straight away ...
            self.selected = self.hint.placements[0][0]
        elif self.hint.kind is HintKind.MISTAKE and self.hint.cells:  # ... or clear the wrong one with 0 / Del
            self.selected = self.hint.cells[0]
        self._show_hint_buttons()

    def step_hint(self, by: int) -> None:
        if self.hint is not None and self.hint.steps:
            self.hint_step = max(0, min(len(self.hint.steps) - 1, self.hint_step + by))

    def hint_marks(self) -> tuple[tuple[int, int], ...]:
        """The candidates a step's pattern is made of, as they stand at that step (after the earlier steps'
        eliminations), so the pattern shows even on a board without pencil marks."""
        step = self.hint_deduction
        if step is None or not step.digits:
            return ()
        key = (self.hint, self.hint_step)
        if self._hint_marks_key[0] is not self.hint or self._hint_marks_key[1] != self.hint_step:
            board = Board.from_grid(self.grid, self.state.marks)
            for earlier in self.hint.steps[:self.hint_step]:
                board.apply(earlier)
            self._hint_marks = tuple((c, d) for c in step.cells if not self.grid[c] for d in step.digits
                                     if board.cands[c] & (1 << (d - 1)))
            self._hint_marks_key = key
        return self._hint_marks

    @property
    def hint_deduction(self) -> Deduction | None:
        """The step of the hint on show (None for a hint without reasoning steps, e.g. a mistake)."""
        if self.hint is None or not self.hint.steps:
            return None
        return self.hint.steps[self.hint_step]

    def _show_hint_buttons(self) -> None:
        several = self.hint is not None and len(self.hint.steps) > 1
        for wid in ("hint-prev", "hint-next"):
            self.widgets.get(wid).visible = several and not self.solved

    def toggle_check(self, value: bool | None = None) -> None:
        self.check = (not self.check) if value is None else value
        self.widgets.get("check").value = self.check
        self.ctx.store.set_setting(CHECK_KEY, self.check)

    def toggle_pencil(self, value: bool | None = None) -> None:
        self.pencil = (not self.pencil) if value is None else value
        self.widgets.get("pencil").value = self.pencil
        for key in self.pad.values():
            key.pencil = self.pencil

    def toggle_digit_first(self, value: bool | None = None) -> None:
        self.digit_first = (not self.digit_first) if value is None else value
        self.widgets.get("digit-first").value = self.digit_first
        self.ctx.store.set_setting(DIGIT_FIRST_KEY, self.digit_first)
        if not self.digit_first:
            self.arm(None)

    def arm(self, digit: int | None) -> None:
        self.armed = digit
        for d, key in self.pad.items():
            key.chosen = d == digit

    def _finish(self) -> None:
        self.solved = True
        self.celebrate = 0.0
        self.hint = None
        self._show_hint_buttons()
        self.ctx.sound.play("win")
        clean = self.hints_used == 0
        if self.round.endless:
            stats = endless_stats(self.ctx)
            entry = stats.setdefault(self.round.grade.label, {"solved": 0, "best": None})
            entry["solved"] += 1
            if clean and (entry["best"] is None or self.elapsed < entry["best"]):
                entry["best"] = round(self.elapsed, 1)
            self.ctx.store.set_setting(ENDLESS_KEY, stats)
        else:
            self.ctx.store.record_result(GAME, self.round.level_id, solved=True, clean=clean,
                                         time_s=round(self.elapsed, 1), moves=self.moves_made)
        self.ctx.store.clear_game(GAME)
        self.record_line = self._record_line()
        self.widgets.get("done").visible = True
        self.widgets.get("next").visible = self.has_next
        if self.has_next:  # where it leads, e.g. into the next grade
            self.widgets.get("next").detail = self.sequel.next_title(self.round)
        for wid in ("pencil", "digit-first", "check", "hint"):
            self.widgets.get(wid).visible = False
        for wid in ("clear", "undo", "redo", *(f"pad-{d}" for d in range(1, 10))):
            self.widgets.get(wid).enabled = False  # the board is finished: shown, but no longer taking input
        self.widgets.set_focus("next" if self.has_next else "done")

    def _record_line(self) -> str:
        """The player's record for this level (or endless grade) after this solve, for the banner."""
        if self.round.endless:
            stats = endless_stats(self.ctx).get(self.round.grade.label, {"solved": 0, "best": None})
            plural = "" if stats["solved"] == 1 else "s"
            line = f"{stats['solved']} {self.round.grade.label} puzzle{plural} solved in endless play"
            if stats["best"] is not None:
                line += f"  ·  best clean time {format_clock(stats['best'])}"
            return line
        progress = self.ctx.store.progress(GAME).get(self.round.level_id)
        return f"best time {format_clock(progress.best_time)}" if progress and progress.best_time else ""

    # --- saving ------------------------------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        return {
            **round_fields(self.round),
            "history": self.history.to_record(),
            "elapsed": round(self.elapsed, 2),
            "hints": self.hints_used,
            "check": self.check,
        }

    def save(self) -> None:
        # untouched puzzles are not worth a save slot; a hint is a touch (it must not vanish on leaving)
        if not self.solved and (len(self.history) > 1 or self.hints_used):
            self.ctx.store.save_game(GAME, self.record())

    # --- input -------------------------------------------------------------------------------------------
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

    def clear_selected(self) -> None:
        if self.selected is not None:
            self.clear(self.selected)

    def pad_pressed(self, digit: int) -> None:
        if self.digit_first:
            self.arm(None if self.armed == digit else digit)
        elif self.selected is not None:
            self.place(self.selected, digit, self.pencil)

    @property
    def has_next(self) -> bool:
        return self.sequel is not None and self.sequel.has_next(self.round)

    def go_next(self) -> Optional[Transition]:
        if not self.has_next:
            return Pop()
        try:
            upcoming = self.sequel.next(self.round)
        except ValueError as err:
            self.message = f"The next puzzle cannot be played: {err}"
            self.waiting_next = False
            return None
        if upcoming is None:  # endless: the generator is still busy; poll each frame (the screen keeps drawing)
            self.waiting_next = True
            self.widgets.get("next").detail = "being made: a moment"  # on the solved panel, where the player looks
            return None
        self.waiting_next = False
        return Replace(SudokuScene(self.ctx, upcoming, sequel=self.sequel))

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
        return not self.solved or action in (NEXT, PAUSE, HELP_ACTION)

    def on_escape(self) -> Optional[Transition]:
        return Pop() if self.solved else super().on_escape()  # nothing to pause once solved

    help_marker = "! hint used: no star, no best time"

    def help_cost(self) -> str | None:
        if self.solved or self.hints_used:
            return None
        return "this puzzle its star and best time"

    @property
    def help_used(self) -> bool:
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

    def tick(self, dt: float) -> Optional[Transition]:
        if self.solved:
            self.celebrate += dt
        else:
            self.elapsed += dt  # only the top scene ticks, so the pause overlay stops the clock
            self.flash_left = max(0.0, self.flash_left - dt)
        return self.go_next() if self.waiting_next else None

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


def scene_from_record(ctx: Context, data: dict[str, Any],
                      sequel: Sequel | None = None) -> SudokuScene:
    """Rebuild a saved game, undo history included; SaveError (with the reason) if the save is damaged."""
    round = round_from_record(data)
    record = data.get("history")
    if not isinstance(record, dict):
        raise SaveError("the undo history is missing")
    try:
        history = History.from_record(State.new(round.puzzle), record, apply)
    except ValueError as err:
        raise SaveError(f"the undo history does not replay: {err}") from None
    elapsed = data.get("elapsed", 0.0)
    hints = data.get("hints", 0)
    if not isinstance(elapsed, (int, float)) or elapsed < 0 or not isinstance(hints, int) or hints < 0:
        raise SaveError("the time or hint count is not a valid number")
    return SudokuScene(ctx, round, history=history, elapsed=float(elapsed), hints=hints,
                       check=bool(data.get("check", False)), sequel=sequel)
