"""The sudoku table: one game in progress and everything the player has set around it. The session (moves, undo,
the clock, the hints seen, saving through its keeper) and the UI state (selection, pencil mode, digit-first, the
mistake check, the hint on show, the message); the values the rules derive from the state (the grid, clashes, wrong
digits, digits left, the hint's candidates) are rebuilt in `refresh`, called after every change, never per frame.

The table turns the player's intent (place, clear, pencil, undo, hint) into moves on the session and shows
`err.reason` for a refused one; it tells its `TableHost` (the scene) what happened: a sound, a choice to remember,
a change to show, the game's `Outcome` at the end."""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from game.i18n import Msg
from game.logic.outcome import Outcome
from game.logic.session import Session
from game.logic.sudoku import (Deduction, Explanation, Grid, HintKind, Move, State, cells_label, clash_partners,
                               completed_houses, conflicts, mistakes, next_deduction, step_marks)
from game.logic.sudoku.geometry import CLASSIC
from scenes.game_table import GameTable
from scenes.sudoku import variant_words
from scenes.sudoku.model import Round

if TYPE_CHECKING:
    from game.logic.sudoku.geo_board import Deduction as VariantStep
    from game.logic.sudoku.geo_hints import GeoHint

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
        n = session.state.geo.size
        self.selected: int | None = (n // 2) * n + n // 2  # the centre cell
        self.hover: int | None = None
        self.pencil = False
        self.digit_first = digit_first
        self.check = check
        self.armed: int | None = None          # digit-first: the digit clicks place
        self.explanation: Explanation | None = None  # the contract's hint on show, with its reasoning steps
        self.variant_hint: GeoHint | None = None     # the same on a variant's board (geo_hints)
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
    def variant_step(self) -> VariantStep | None:
        """The step of a variant's hint on show (None for a hint without steps, e.g. a wrong digit)."""
        if self.variant_hint is None or not self.variant_hint.steps:
            return None
        return self.variant_hint.steps[self.hint_step]

    @property
    def hint_steps(self) -> int:
        """How many reasoning steps the hint on show has (0 with none on show)."""
        if self.variant_hint is not None:
            return len(self.variant_hint.steps)
        return len(self.explanation.steps) if self.explanation is not None else 0

    @property
    def several_steps(self) -> bool:
        return self.hint_steps > 1

    @property
    def size(self) -> int:
        """Cells a side, and the highest digit."""
        return self.state.geo.size

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
        self.left = {d: self.size - self.grid.count(d) for d in range(1, self.size + 1)}
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
        self.variant_hint = None
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
        state = self.state
        if state.geo is CLASSIC:
            done = completed_houses(state.grid, move.cell)
        else:
            done = variant_words.completed_houses(state.geo, state.grid, move.index(self.size))
        if done:
            self.flash = done
            self.flash_left = FLASH
        return bool(done)

    def place(self, cell: int, digit: int, pencil: bool = False) -> bool:
        """Write `digit` in `cell`, or toggle its pencil mark; a clash it makes is explained in words."""
        geo = self.state.geo
        if digit > geo.size:
            self.message = Msg("This board takes the digits 1-{size}: there is no {digit} in it.", size=geo.size,
                               digit=digit)
            self.scene.play_sound("bad")
            self.scene.table_changed()
            return False
        self.last_cell = cell
        if pencil:
            return self.write(Move.at("P", cell, digit, geo.size))
        placed = self.write(Move.at("D", cell, digit, geo.size))
        if placed and cell in self.clashes:
            if geo is CLASSIC:
                partners = clash_partners(self.grid, cell)
                self.message = Msg("{digit} is already in {cells}, in the same row, column or box: the clash is "
                                   "ringed. {u} undoes it.", digit=digit, cells=cells_label(partners), u="U")
            else:
                self.message = variant_words.clash_message(geo, self.grid, cell)
        return placed

    def clear(self, cell: int) -> bool:
        return self.write(Move.at("C", cell, 0, self.size))

    def clear_selected(self) -> None:
        if self.selected is not None:
            self.clear(self.selected)

    # --- hints -------------------------------------------------------------------------------------------
    def ask_hint(self) -> None:
        """H: the contract's hint (counted), walked through by its reasoning steps. H again walks the steps, and
        on the last step plays the hint's move."""
        if self.finished:
            return
        if self.state.geo is not CLASSIC:
            self._ask_variant_hint()
            return
        shown = self.shown_hint
        if self.explanation is not None:  # any move or undo clears the hint, so this one still fits the board
            if self.hint_step + 1 < len(self.explanation.steps):
                self.step_hint(1)
            elif shown is not None and shown.move.kind == "D":
                self.place(shown.move.cell, shown.move.digit)
            return
        found = self.hint()  # the classic board: a move's position is the cell's index
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

    def _ask_variant_hint(self) -> None:
        """H on a variant's board: as on the classic one, its reasoning steps from the variant's techniques."""
        from game.logic.sudoku.geo_hints import next_hint

        shown = self.shown_hint
        if self.variant_hint is not None:  # any move or undo clears the hint, so this one still fits the board
            if self.hint_step + 1 < len(self.variant_hint.steps):
                self.step_hint(1)
            elif shown is not None and shown.move.kind == "D":
                self.place(shown.move.index(self.size), shown.move.digit)
            return
        found = self.hint()
        state = self.state
        self.variant_hint = next_hint(state.geo, state.givens, state.entries, self.round.solution)
        self.message = ""
        self.hint_step = 0
        self.flash_left = 0.0
        if found is not None:
            self.selected = found.move.index(self.size)
        self.scene.table_changed()

    def step_hint(self, by: int) -> None:
        if self.hint_steps:
            self.hint_step = max(0, min(self.hint_steps - 1, self.hint_step + by))
            self._refresh_hint()

    # --- the player's choices ----------------------------------------------------------------------------
    def toggle_check(self, value: bool | None = None) -> None:
        self.check = (not self.check) if value is None else value
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
