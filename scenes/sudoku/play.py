"""Playing one sudoku: the board, the digit pad, pencil marks, digit-first entry, undo/redo, hints, mistake check,
timer, the solved celebration, and the game in progress kept (with its undo history) by the session's keeper.

Keys: arrows move · 1-9 (keypad too) place · Shift+digit or P mode pencil · 0/Delete/Backspace clear ·
D digit-first (then a digit arms it; click, Enter or Space places, right-click pencils) · C check mistakes ·
U or Ctrl+Z undo · R, Ctrl+R or Ctrl+Y redo · H hint (again: next step, then place it; PageUp/PageDown or [ ] step
back and forth) · N new puzzle (press twice) · Esc pause.

The scene owns three parts and wires them: the table (scenes/sudoku/table.py: the session and the UI state), the
view (view.py: drawing, and the widgets built and kept up to date) and the input (input.py: events to calls on the
table). The rules live in game.logic.sudoku; every move goes through the session.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any, Optional

import pygame

from game.i18n import Msg, Plural, Text
from game.logic.words import reason
from game.keeper import StoreKeeper
from game.logic.outcome import Outcome
from game.logic.session import Session
from game.played import Labels
from game.logic.sudoku import RULES, Grid, Move, State
from scenes.base import Context, Pop, Replace, Transition
from scenes.game_scene import HINT, GameScene
from scenes.settings import STRIKE_MARKS_KEY
from scenes.sudoku.input import SudokuInput
from scenes.sudoku.model import (GAME, Round, SaveError, Sequel, endless_stats, format_clock, grade_word,
                                 round_fields, round_from_record)
from scenes.sudoku.table import DIGIT_FIRST_KEY, SudokuTable
from scenes.share import ShareBox
from scenes.sudoku.view import (END_BUTTONS_TOP, END_PANEL, SudokuView, WidgetActions, build_widgets,
                                show_finished, sync_widgets)
from sprites.sudoku import BoardLayout, DigitKey
from sprites.widgets import Button


class SudokuScene(GameScene):
    name = "sudoku"
    hides_board = True   # the grid is blank while paused: the clock stands still, so must the thinking
    help_title = Msg("Sudoku")
    help_lines = (Msg("Click a cell or use the arrows, then 1-9 (keypad too) to place; {zero}, {delete} or "
                      "{backspace} clears.", zero="0", delete="Delete", backspace="Backspace"),
                  Msg("{shift}+digit or {p}: pencil marks. {d}: digit first (pick a digit, then click cells). "
                      "{c}: check mistakes.", shift="Shift", p="P", d="D", c="C"),
                  Msg("{h} again: the next step of the hint, then it is placed; {pgup}/{pgdn} or [ ] step through "
                      "it.", h="H", pgup="PageUp", pgdn="PageDown"),
                  Msg("{n} asks for a new puzzle (press it twice while one is under way); {enter} or {n} once "
                      "solved.", n="N", enter="Enter"))
    help_marker = Msg("! hint used: no star, no best time")

    def __init__(self, ctx: Context, round: Round, *, record: Mapping[str, Any] | None = None,
                 check: bool | None = None, sequel: Sequel | None = None) -> None:
        """A fresh board, or (with `record`) a saved game replayed through the session: ValueError (with the
        reason) when the record does not replay."""
        super().__init__(ctx)
        self.round = round
        self.sequel = sequel           # what "Next puzzle" plays; None = nothing more
        self.waiting_next = False      # endless: the generator is still making the next puzzle
        self.record_line: Text = ""    # the player's record after the solve, for the banner
        size = round.geo.size
        self.layout = BoardLayout((64, 88), 576 // size, size)  # the same 576-pixel board whatever its size
        self.keeper = StoreKeeper(ctx.store, GAME, round.level_id, header=self._header,
                                  labels=lambda: Labels(round.record_mode, round.grade.label, code=round.code() or ""),
                                  keeps_records=round.keeps_records)
        self.strike_ruled_out = bool(ctx.store.get_setting(STRIKE_MARKS_KEY, True))  # settings that change the
        self.show_clock = not ctx.relaxed_timers                                      # picture: read again on resume
        initial = State.new(round.puzzle, round.geo)
        session: Session[State, Move] = (Session(RULES, initial, keeper=self.keeper) if record is None
                                         else Session.resume(RULES, initial, record, keeper=self.keeper))
        # digit-first is remembered; the mistake check is help (it costs the star), so a new board starts
        # without it and a saved game keeps its own
        digit_first = bool(ctx.store.get_setting(DIGIT_FIRST_KEY, False))
        self.table = SudokuTable(round, session, self, check=bool(check), digit_first=digit_first)
        selected = record.get("selected") if record is not None else None
        if isinstance(selected, int) and not isinstance(selected, bool) and 0 <= selected < round.geo.cells:
            self.table.selected = selected   # where the player was when the game was saved
        self.view = SudokuView(self.layout)
        self.input = SudokuInput(self.table, self.layout, set_focus=self.widgets.set_focus, go_next=self.go_next,
                                 check=self.ask_check)
        build_widgets(self.widgets, WidgetActions(
            pad=self.input.pad_pressed, clear=self.table.clear_selected, undo=self.undo, redo=self.redo,
            pencil=self.table.toggle_pencil, digit_first=self.table.toggle_digit_first,
            check=self.ask_check, hint=lambda: self.request_help(self.table.ask_hint),
            step_hint=self.table.step_hint, next=self.go_next), pencil=self.table.pencil,
            digit_first=self.table.digit_first, check=self.table.check)
        self.share = ShareBox(self.widgets, GAME, self.puzzle_code(), daily=round.daily)
        self._place_share()
        sync_widgets(self.widgets, self.table)
        self.share.show(self.table.finished)

    def _place_share(self) -> None:
        """The code (and after a daily puzzle, the streak) just above the end panel's buttons."""
        width = END_PANEL.width - 48
        height = self.share.height(width)
        self.share.place(pygame.Rect(END_PANEL.left + 24, END_BUTTONS_TOP - 16 - height, width, height))

    def ask_check(self, value: bool | None = None) -> Optional[Transition]:
        """C or the Check toggle. Off is free; on, it strikes the wrong digits: help that costs the star as a hint
        does, so it is asked about first (once a run) and counted as a hint."""
        on = (not self.table.check) if value is None else value
        self.table.toggle_check(False)   # off until the help is taken (a toggle has flipped itself already)
        return self.request_help(self._use_check) if on else None

    def _use_check(self) -> None:
        if not self.table.session.helped:
            self.table.session.use_hint()   # the star goes, as with a hint (once: it is gone)
        self.table.toggle_check(True)

    def _header(self) -> dict[str, Any]:
        """The fields saved beside the session's record: the round, the mistake-check choice, the selected cell."""
        return {**round_fields(self.round), "check": self.table.check, "selected": self.table.selected}

    # --- what the table asks of the scene (TableHost) ----------------------------------------------------
    def play_sound(self, name: str) -> None:
        self.ctx.sound.play(name)

    def remember(self, key: str, value: bool) -> None:
        self.ctx.store.set_setting(key, value)

    def table_changed(self) -> None:
        sync_widgets(self.widgets, self.table)
        self.share.show(self.table.finished)

    def game_finished(self, outcome: Outcome) -> None:
        """The game has ended (the keeper has recorded its one Outcome: a campaign level's progress, or endless
        play's record for its grade): the banner's record line, read once, and the solved panel."""
        self.record_line = self._record_line()
        self.share.ended(outcome, self.ctx.store)
        self._place_share()
        self.share.show(True)
        show_finished(self.widgets, self.has_next,
                      self.sequel.next_title(self.round) if self.sequel is not None and self.has_next else "")

    def _record_line(self) -> Text:
        """The player's record for this level (or endless grade) after this solve, for the banner."""
        if not self.round.keeps_records or self.round.mode:   # a daily or pasted puzzle has no record of its own
            return ""
        if self.round.endless:
            stats = endless_stats(self.ctx, self.round.variant).get(self.round.grade.label,
                                                                    {"solved": 0, "best": None})
            grade = grade_word(self.round.grade)
            if stats["best"] is not None:
                return Plural("{n} {grade} puzzle solved in endless play  ·  best clean time {time}",
                              "{n} {grade} puzzles solved in endless play  ·  best clean time {time}",
                              stats["solved"], grade=grade, time=format_clock(stats["best"]))
            return Plural("{n} {grade} puzzle solved in endless play", "{n} {grade} puzzles solved in endless play",
                          stats["solved"], grade=grade)
        progress = self.ctx.store.progress_of(GAME, self.round.level_id or "")
        return (Msg("best time {time}", time=format_clock(progress.best_time)) if progress and progress.best_time
                else "")

    # --- the shared keys (scenes/game_scene.py) ------------------------------------------------------------
    def handle_input(self, event: pygame.event.Event) -> Optional[Transition]:
        consumed, result = self.widgets.handle_event(event)
        if consumed:
            return result if isinstance(result, Transition) else None
        return self.input.handle(event)

    def takes_shared(self, action: str) -> bool:
        return not (self.table.finished and action == HINT)   # undo after the solve looks back

    def on_escape(self) -> Optional[Transition]:
        return Pop() if self.table.finished else super().on_escape()  # nothing to pause once solved

    def help_cost(self) -> Text | None:
        if self.table.finished or self.table.session.hints or not self.round.keeps_records:
            return None
        return Msg("this puzzle its star and best time")

    @property
    def helped(self) -> bool:
        return self.table.helped

    @property
    def keeps_records(self) -> bool:
        return self.round.keeps_records

    def game_table(self) -> SudokuTable:
        return self.table

    def ask_hint(self) -> None:
        self.table.ask_hint()

    def save(self) -> None:
        """Leaving or quitting: the session keeps the game as it is now (the clock's last seconds too)."""
        self.table.save()

    def on_resume(self, result: object = None) -> None:
        """Back from the pause overlay (whose Settings may have changed how the board is drawn): read it again."""
        super().on_resume(result)
        self.strike_ruled_out = bool(self.ctx.store.get_setting(STRIKE_MARKS_KEY, True))
        self.show_clock = not self.ctx.relaxed_timers

    @property
    def has_next(self) -> bool:
        return self.sequel is not None and self.sequel.has_next(self.round)

    def new_or_next(self) -> Optional[Transition]:
        table = self.table
        if table.finished:
            return self.go_next()
        if not self.has_next:
            table.message = Msg("This is the last puzzle of the campaign: there is no next one.")
        elif table.confirm_new or not table.session.move_texts:
            self.save()
            return self.go_next()
        else:
            table.confirm_new = True
            table.message = Msg("Press {key} again to leave this puzzle for a new one (it stays saved until you "
                                "play the new one).", key="N")
        return None

    def go_next(self) -> Optional[Transition]:
        if self.sequel is None or not self.has_next:
            return Pop()
        try:
            upcoming = self.sequel.next(self.round)
        except ValueError as err:
            self.table.message = Msg("The next puzzle cannot be played: {reason}", reason=reason(err))
            self.waiting_next = False
            return None
        if upcoming is None:  # endless: the generator is still busy; poll each frame (the screen keeps drawing)
            self.waiting_next = True
            self.widgets.get("next", Button).detail = Msg("being made: a moment")  # on the solved panel, where the player looks
            return None
        self.waiting_next = False
        return Replace(SudokuScene(self.ctx, upcoming, sequel=self.sequel))

    def tick(self, dt: float) -> Optional[Transition]:
        self.table.tick(dt)
        return self.go_next() if self.waiting_next else None

    def draw(self, surface: pygame.Surface) -> None:
        hidden = self.board_hidden
        self.view.draw(surface, self.table, hidden=hidden, show_clock=self.show_clock,
                       waiting_next=self.waiting_next, record_line=self.record_line,
                       strike_ruled_out=self.strike_ruled_out)
        for digit in range(1, 10):   # how many of each digit are left would tell what the hidden grid holds
            self.widgets.get(f"pad-{digit}", DigitKey).show_count = not hidden
        self.share.draw(surface)
        self.widgets.draw(surface)

    def puzzle_code(self) -> str | None:
        return self.round.code()


def scene_from_record(ctx: Context, data: Mapping[str, Any], sequel: Sequel | None = None,
                      retitle: Callable[[Round], Text] | None = None) -> SudokuScene:
    """Rebuild a saved game, undo history included; SaveError (with the reason) if the save is damaged.
    `retitle` names the round again in the player's language (the save keeps its title in English)."""
    round = round_from_record(data)
    if retitle is not None:
        round = dataclasses.replace(round, title=retitle(round))
    if not isinstance(data.get("history"), dict):
        raise SaveError(Msg("the undo history is missing"))
    try:
        return SudokuScene(ctx, round, record=data, check=bool(data.get("check", False)), sequel=sequel)
    except ValueError as err:
        raise SaveError(Msg("the saved game does not replay: {problem}", problem=reason(err))) from None
