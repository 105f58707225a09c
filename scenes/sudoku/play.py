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

from game.logic.common import MoveError, Status
from game.logic.history import History
from game.logic.session import Session, text_applier
from game.logic.sudoku.contract import RULES
from game.logic.sudoku import (Board, Deduction, Hint, HintKind, State, apply, cell_name, conflicts,
                               mistakes, next_deduction, status)
from game.logic.sudoku.board import PEERS, UNITS, UNITS_OF, cell_label, cells_label
from scenes.base import Context, Pop, Replace, Transition
from scenes.game_scene import GameScene
from scenes.sudoku.model import (ENDLESS_KEY, GAME, Round, SaveError, Sequel, endless_stats, format_clock,
                                 round_fields, round_from_record)
from scenes.sudoku.input import BoardInput
from scenes.sudoku.view import FLASH, SudokuView
from sprites.sudoku import BoardLayout

CHECK_KEY = "sudoku.check"              # settings: the player's last choice of mistake check ...
DIGIT_FIRST_KEY = "sudoku.digit_first"  # ... and of digit-first entry


apply_text = text_applier(RULES)  # a move's text (a save, a replay) through the back end's parse + apply


class SudokuScene(BoardInput, SudokuView, GameScene):
    name = "sudoku"
    hides_board = True   # the grid is blank while paused: the clock stands still, so must the thinking
    help_title = "Sudoku"
    help_lines = ("Click a cell or use the arrows, then 1-9 (keypad too) to place; 0, Delete or Backspace clears.",
                  "Shift+digit or P: pencil marks. D: digit first (pick a digit, then click cells). C: check mistakes.",
                  "H again: the next step of the hint, then it is placed; PageUp/PageDown or [ ] step through it.",
                  "N asks for a new puzzle (press it twice while one is under way); Enter or N once solved.")

    def __init__(self, ctx: Context, round: Round, *, session: Session[State] | None = None,
                 check: bool | None = None, sequel: Sequel | None = None) -> None:
        super().__init__(ctx)
        self.round = round
        # the mid-end: history, clock, hints seen, save record (game/logic/session.py)
        self.session: Session[State] = session or Session(State.new(round.puzzle), apply_text)
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
        self.session.push(new, move)
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
            self.message = f"{cell_label(cell).capitalize()} is a given: it cannot change."
            self.ctx.sound.play("bad")
            return False
        self.last_cell = cell
        if pencil:
            if self.state.entries[cell]:  # said here, not by the move's error, so the cell is named in words
                self.message = f"{cell_label(cell).capitalize()} holds a digit: clear it before pencilling."
                return False
            return self.play(f"P {cell_name(cell)} {digit}")
        if self.state.entries[cell] == digit:
            return False
        placed = self.play(f"D {cell_name(cell)} {digit}")
        if placed and cell in self.clashes:
            partners = [j for j in PEERS[cell] if self.grid[j] == digit]
            self.message = (f"{digit} is already in {cells_label(partners)}, in the same row, "
                            f"column or box: the clash is ringed. U undoes it.")
        return placed

    def clear(self, cell: int) -> bool:
        if self.state.givens[cell]:
            self.message = f"{cell_label(cell).capitalize()} is a given: it cannot change."
            return False
        if not self.state.entries[cell] and not self.state.marks[cell]:
            return False
        return self.play(f"C {cell_name(cell)}")

    def undo(self) -> None:
        if not self.solved and self.session.undo():
            self._after_history()

    def redo(self) -> None:
        if not self.solved and self.session.redo():
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
        self.session.restart()
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
            self.session.use_hint()
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

    @property
    def history(self) -> History[State]:
        return self.session.history

    @property
    def elapsed(self) -> float:
        return self.session.elapsed

    @property
    def hints_used(self) -> int:
        return self.session.hints

    def _finish(self) -> None:
        self.solved = True
        self.celebrate = 0.0
        self.hint = None
        self._show_hint_buttons()
        self.ctx.sound.play("win")
        result = self.session.finish(solved=True)
        clean = result.clean
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
            **self.session.to_record(),
            "elapsed": round(self.elapsed, 2),
            "check": self.check,
        }

    def save(self) -> None:
        # untouched puzzles are not worth a save slot; a hint is a touch (it must not vanish on leaving)
        if not self.solved and self.session.touched:
            self.ctx.store.save_game(GAME, self.record())

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

    def tick(self, dt: float) -> Optional[Transition]:
        if self.solved:
            self.celebrate += dt
        else:
            self.session.tick(dt)  # only the top scene ticks, so the pause overlay stops the clock
            self.flash_left = max(0.0, self.flash_left - dt)
        return self.go_next() if self.waiting_next else None


def scene_from_record(ctx: Context, data: dict[str, Any],
                      sequel: Sequel | None = None) -> SudokuScene:
    """Rebuild a saved game, undo history included; SaveError (with the reason) if the save is damaged."""
    round = round_from_record(data)
    if not isinstance(data.get("history"), dict):
        raise SaveError("the undo history is missing")
    try:
        session = Session.from_record(State.new(round.puzzle), data, apply_text)
    except ValueError as err:
        raise SaveError(f"the saved game does not replay: {err}") from None
    return SudokuScene(ctx, round, session=session,
                       check=bool(data.get("check", False)), sequel=sequel)
