"""The sudoku table: one game in progress and everything the player has set around it. The session (moves, undo,
the clock, the hints seen, saving through its keeper) and the UI state (selection, pencil mode, digit-first, the
mistake check, the hint on show, the message); the values the rules derive from the state (the grid, clashes, wrong
digits, digits left, the hint's candidates) are rebuilt in `refresh`, called after every change, never per frame.

The table turns the player's intent (place, clear, pencil, undo, hint) into moves on the session and shows
`err.reason` for a refused one; it tells its `TableHost` (the scene) what happened: a sound, a choice to remember,
a change to show, the game's `Outcome` at the end."""
from __future__ import annotations

from typing import Protocol

from game.logic.outcome import Outcome
from game.logic.session import Session
from game.logic.sudoku import (Deduction, Explanation, Grid, HintKind, Move, State, cells_label, clash_partners,
                               completed_houses, conflicts, mistakes, next_deduction, step_marks)
from scenes.game_table import GameTable
from scenes.sudoku.model import Round

CHECK_KEY = "sudoku.check"              # settings: the player's last choice of mistake check ...
DIGIT_FIRST_KEY = "sudoku.digit_first"  # ... and of digit-first entry
FLASH = 0.7  # seconds a completed row, column or box glows


class TableHost(Protocol):
    """What the table asks of the scene that holds it."""

    def play_sound(self, name: str) -> None:
        """One of the app's sounds: "good", "bad", "drop", "click", "hint", "win"."""
        ...

    def remember(self, key: str, value: bool) -> None:
        """Keep one of the player's choices (mistake check, digit-first) for the next game."""
        ...

    def table_changed(self) -> None:
        """The state or the UI state changed: bring the widgets up to date."""
        ...

    def game_finished(self, outcome: Outcome) -> None:
        """The session ended the game with this Outcome (again after an undo: shown, recorded once)."""
        ...


class SudokuTable(GameTable[State, Move]):
    def __init__(self, round: Round, session: Session[State, Move], host: TableHost, *,
                 check: bool, digit_first: bool) -> None:
        super().__init__(session, host)
        self.round = round
        self.scene: TableHost = host
        # the player's UI state
        self.selected: int | None = 40
        self.hover: int | None = None
        self.pencil = False
        self.digit_first = digit_first
        self.check = check
        self.armed: int | None = None          # digit-first: the digit clicks place
        self.explanation: Explanation | None = None  # the contract's hint on show, with its reasoning steps
        self.hint_step = 0                     # which step of its reasoning is on show
        self.confirm_new = False               # N was pressed once with a game under way
        self.celebrate = 0.0                   # seconds since the solve
        self.last_cell: int | None = None      # where the last digit went (the celebration's wave starts there)
        self.flash: frozenset[int] = frozenset()  # houses the last digit completed, glowing for FLASH seconds
        self.flash_left = 0.0
        # derived from the state by the rules: rebuilt in refresh()
        self.grid: Grid = ()
        self.clashes: frozenset[int] = frozenset()
        self.wrong: frozenset[int] = frozenset()
        self.left: dict[int, int] = {}         # digit -> copies still to place
        self.hint_marks: tuple[tuple[int, int], ...] = ()
        self._derive()

    # --- what the view reads -----------------------------------------------------------------------------
    @property
    def hint_deduction(self) -> Deduction | None:
        """The step of the hint on show (None for a hint without reasoning steps, e.g. a mistake)."""
        if self.explanation is None or not self.explanation.steps:
            return None
        return self.explanation.steps[self.hint_step]

    @property
    def several_steps(self) -> bool:
        return self.explanation is not None and len(self.explanation.steps) > 1

    def focus_digit(self) -> int | None:
        if self.digit_first and self.armed:
            return self.armed
        if self.selected is not None and self.grid[self.selected]:
            return self.grid[self.selected]
        return None

    def refresh(self) -> None:
        """Recompute what the rules derive from the state and the hint on show (after every change), and tell
        the host."""
        self._derive()
        self.scene.table_changed()

    def _derive(self) -> None:
        state = self.state
        self.grid = state.grid
        self.clashes = conflicts(state)
        self.wrong = mistakes(state, self.round.solution)
        self.left = {d: 9 - self.grid.count(d) for d in range(1, 10)}
        self._refresh_hint()

    def _refresh_hint(self) -> None:
        if self.explanation is None or not self.explanation.steps:
            self.hint_marks = ()
        else:
            self.hint_marks = step_marks(self.grid, self.state.marks, self.explanation, self.hint_step)

    # --- moves -------------------------------------------------------------------------------------------
    def changed(self) -> None:
        """After every change of the session: the hint on show goes, the derived values are rebuilt."""
        self.explanation = None
        self.confirm_new = False
        self.refresh()

    def finished_with(self, outcome: Outcome) -> None:
        self.celebrate = 0.0
        self.scene.play_sound("win")
        self.scene.game_finished(outcome)

    def write(self, move: Move) -> bool:
        """Play a digit, a pencil mark or a clearing through the session: True when it changed the board; its
        sound tells a clash, a completed house or a plain placement."""
        played = self.play(move)
        if played is None or not played.changed:
            return False
        completed = self._flash_completed(move)
        if played.outcome is None:
            self.scene.play_sound("bad" if self.clashes else "good" if completed else "drop")
        return True

    def _flash_completed(self, move: Move) -> bool:
        """Light up every row, column and box the digit just finished (full and free of clashes)."""
        if move.kind != "D":
            return False
        done = completed_houses(self.state.grid, move.cell)
        if done:
            self.flash = done
            self.flash_left = FLASH
        return bool(done)

    def place(self, cell: int, digit: int, pencil: bool = False) -> bool:
        """Write `digit` in `cell`, or toggle its pencil mark; a clash it makes is explained in words."""
        self.last_cell = cell
        if pencil:
            return self.write(Move("P", cell, digit))
        placed = self.write(Move("D", cell, digit))
        if placed and cell in self.clashes:
            partners = clash_partners(self.grid, cell)
            self.message = (f"{digit} is already in {cells_label(partners)}, in the same row, "
                            f"column or box: the clash is ringed. U undoes it.")
        return placed

    def clear(self, cell: int) -> bool:
        return self.write(Move("C", cell))

    def clear_selected(self) -> None:
        if self.selected is not None:
            self.clear(self.selected)

    # --- hints -------------------------------------------------------------------------------------------
    def ask_hint(self) -> None:
        """H: the contract's hint (counted), walked through by its reasoning steps. H again walks the steps, and
        on the last step plays the hint's move."""
        if self.finished:
            return
        shown = self.shown_hint
        if self.explanation is not None:  # any move or undo clears the hint, so this one still fits the board
            if self.hint_step + 1 < len(self.explanation.steps):
                self.step_hint(1)
            elif shown is not None and shown.move.kind == "D":
                self.place(shown.move.cell, shown.move.digit)
            return
        found = self.hint()
        # the reasoning behind the contract's hint: the same deduction, with its steps and cells to show
        self.explanation = next_deduction(self.state, self.round.solution, use_marks=True)
        self.message = ""
        self.hint_step = 0
        self.flash_left = 0.0  # a house still glowing from the last digit would blur into the hint's tint
        if found is not None:
            self.selected = found.move.cell  # the keyboard player can type the digit, or clear the wrong one
        elif self.explanation.kind is HintKind.MISTAKE and self.explanation.cells:
            self.selected = self.explanation.cells[0]
        self._refresh_hint()
        self.scene.table_changed()

    def step_hint(self, by: int) -> None:
        if self.explanation is not None and self.explanation.steps:
            self.hint_step = max(0, min(len(self.explanation.steps) - 1, self.hint_step + by))
            self._refresh_hint()

    # --- the player's choices ----------------------------------------------------------------------------
    def toggle_check(self, value: bool | None = None) -> None:
        self.check = (not self.check) if value is None else value
        self.scene.remember(CHECK_KEY, self.check)
        self.scene.table_changed()

    def toggle_pencil(self, value: bool | None = None) -> None:
        self.pencil = (not self.pencil) if value is None else value
        self.scene.table_changed()

    def toggle_digit_first(self, value: bool | None = None) -> None:
        self.digit_first = (not self.digit_first) if value is None else value
        self.scene.remember(DIGIT_FIRST_KEY, self.digit_first)
        if not self.digit_first:
            self.armed = None
        self.scene.table_changed()

    def arm(self, digit: int | None) -> None:
        self.armed = digit
        self.scene.table_changed()

    # --- time --------------------------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        if self.finished:
            self.celebrate += dt
        else:
            self.session.tick(dt)  # only the top scene ticks, so the pause overlay stops the clock
            self.flash_left = max(0.0, self.flash_left - dt)
