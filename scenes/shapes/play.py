"""The shapes table: remove, move or add K matches to leave exactly N squares (or triangles), none loose.

Mouse: drag a match to an empty place (move), off the board (remove), or from the box of spare matches onto an
empty place (add); or click a match, then a place (a click on a match takes it away in a remove task, a click
on an empty place lays a spare match in an add task). Keyboard: arrows move a cursor over the places, Space /
Enter pick up and put down, Delete takes away, Esc puts a held match back. U / R / Restart, H a hint (the match
to move and where, with why), A every answer one by one (Left / Right), N / Enter the next level once solved.

The scene owns three parts and wires them: the `ShapesTable` (table.py: the session and the player's hands),
the `ShapesView` that draws it (view.py) and the `ShapesInput` that turns events into calls on it (input.py).
Every move goes through `Session.play`; the session's `StoreKeeper` saves a campaign level after every change
and records its one Outcome when it ends.
"""
from __future__ import annotations

from typing import Callable, Optional

import pygame

from game.keeper import StoreKeeper
from game.i18n import Msg, Text
from game.logic.outcome import Ending
from game.logic.session import Session
from game.logic.shapes import RULES, Move, State, start_state
from game.logic.codes import code_or_none
from game.played import Labels
from scenes.base import Context, Pop, Transition
from scenes.game_scene import GameScene, next_puzzle
from scenes.shapes.input import ShapesInput
from scenes.shapes.model import GAME, Setup
from scenes.shapes.table import ShapesTable
from scenes.shapes.view import SHARE_W, ShapesView, share_rect, sync_buttons
from scenes.share import CODE_MODE, ShareBox
from sprites import theme
from sprites.widgets import Button

# "Not yet" (every move used, the count not reached) asks for an undo: the attempt is kept like one in progress
KEPT_ENDINGS = frozenset({Ending.LOST})


def level_keeper(ctx: Context, setup: Setup) -> StoreKeeper:
    """A campaign level is saved under the game's slot with its level id after every change; other puzzles
    leave no save. Every puzzle's Outcome is recorded."""
    level_id = setup.level_id
    return StoreKeeper(ctx.store, GAME, level_id, header=lambda: {"level": level_id},
                       saves=level_id is not None and setup.saves,
                       labels=lambda: Labels(mode=setup.mode, grade=setup.grade,
                                                code=code_or_none(GAME, setup.level) or ""))


def new_session(ctx: Context, setup: Setup) -> Session[State, Move]:
    return Session(RULES, start_state(setup.puzzle), keeper=level_keeper(ctx, setup), kept_endings=KEPT_ENDINGS)


def resume_session(ctx: Context, setup: Setup, record: dict[str, object]) -> Session[State, Move]:
    """A saved game of this level, replayed through the contract (ValueError for a damaged save)."""
    return Session.resume(RULES, start_state(setup.puzzle), record, keeper=level_keeper(ctx, setup),
                          kept_endings=KEPT_ENDINGS)


class ShapesScene(GameScene):
    name = "shapes"
    help_marker = Msg("! help used: no star, no best time")
    help_title = Msg("Matchstick shapes")
    help_lines = (
        Msg("Remove, move or add exactly the matches the task names, so that exactly N squares (or triangles) "
            "of any size remain: a big square made of small ones counts too. No match may be loose: every match "
            "must be a side of a counted shape."),
        Msg("Mouse: drag a match to an empty place (move), off the board (remove), or from the box (add); "
            "or click a match, then a place."),
        Msg("Keys: arrows choose a place, {space} / {enter} pick up and put down, {delete} takes away, {esc} puts "
            "back. {answers}: every answer, one by one ({leftright}).", space="Space", enter="Enter", delete="Delete",
            esc="Esc", answers="A", leftright="Left / Right"),
    )
    hides_board = True   # the matches are put away while paused: the clock stands still, so must the thinking

    def __init__(self, ctx: Context, setup: Setup, session: Session[State, Move] | None = None) -> None:
        super().__init__(ctx)
        self.setup = setup
        self.table = ShapesTable(setup, session if session is not None else new_session(ctx, setup), self)
        self.view = ShapesView()
        self.input = ShapesInput(self.table, self)
        self._build_buttons()
        self.share = ShareBox(self.widgets, GAME, self.puzzle_code())   # the code, on the end panel
        self.table.on_change = self._sync
        self._sync()

    def _build_buttons(self) -> None:
        t = self.table
        y = 650
        specs: list[tuple[str, Text, Callable[[], object]]] = [
            ("undo", Msg("Undo ({key})", key="U"), self.undo), ("redo", Msg("Redo ({key})", key="R"), self.redo),
            ("restart", Msg("Restart"), self.restart),
            ("hint", Msg("Hint ({key})", key="H"), lambda: self.request_help(t.give_hint)),
            ("answers", Msg("Answers ({key})", key="A"), self.ask_answers)]
        x = 40
        for wid, label, action in specs:
            self.widgets.add(Button(wid, (x, y, 160, 48), label, action, size=theme.SMALL + 2))
            x += 172
        self.widgets.add(Button("next", (1040, y, 200, 48), self.setup.next_label, self.go_next, primary=True))
        self.widgets.add(Button("back", (40, 26, 100, 44), Msg("Back"), self.leave, size=theme.SMALL))
        walk_y = 540
        self.widgets.add(Button("answer-prev", (930, walk_y, 96, 44), Msg("< Prev"), lambda: t.step_answer(-1),
                                size=theme.SMALL))
        self.widgets.add(Button("answer-next", (1034, walk_y, 96, 44), Msg("Next >"), lambda: t.step_answer(1),
                                size=theme.SMALL))
        self.widgets.add(Button("answer-close", (1138, walk_y, 102, 44), Msg("Close"), t.close_answers,
                                size=theme.SMALL))

    def play_sound(self, name: str) -> None:
        self.ctx.sound.play(name)

    def _sync(self) -> None:
        sync_buttons(self.widgets, self.table)
        self._show_share()

    def _show_share(self) -> None:
        """The code's box shows beside the board once the puzzle is solved (not over the answers on show)."""
        shown = self.table.solved and self.table.walk is None
        height = self.share.height(SHARE_W)
        if shown != self.share.shown or (shown and self.share.rect.height != height):
            self.share.place(share_rect(height))
            self.share.show(shown)

    # --- input ---------------------------------------------------------------------------------------------
    def handle_input(self, event: pygame.event.Event) -> Optional[Transition]:
        if event.type == pygame.KEYDOWN:
            return self.input.handle_key(event)
        if event.type == pygame.MOUSEBUTTONDOWN and self.table.skip_light():
            return None
        consumed, result = self.widgets.handle_event(event)
        if consumed:
            return result if isinstance(result, Transition) else None
        return self.input.handle(event)

    def takes_shared(self, action: str) -> bool:
        """While answers are on show the board is not the game's: undo, redo and hints wait."""
        return self.table.walk is None or action in ("pause", "help")

    def on_escape(self) -> Optional[Transition]:
        """Esc closes the answers, then puts back a held match, and only then pauses."""
        if self.table.walk is not None:
            self.table.close_answers()
            return None
        if self.table.grab is not None:
            self.table.cancel_grab()
            return None
        return super().on_escape()

    # --- the shared actions --------------------------------------------------------------------------------
    def game_table(self) -> ShapesTable:
        return self.table

    def table_moved(self) -> None:
        self._sync()

    def ask_hint(self) -> None:
        self.table.give_hint()

    def ask_answers(self) -> Optional[Transition]:
        if self.table.walk is not None or self.table.thinking is not None:
            return None
        return self.request_help(self.table.show_answers)

    def new_or_next(self) -> Optional[Transition]:
        return self.go_next()

    def help_cost(self) -> Text | None:
        if self.setup.level_id is None or self.table.solved:
            return None
        return Msg("this level its star and best time")

    @property
    def helped(self) -> bool:
        return self.setup.level_id is not None and self.table.helped

    # --- transitions -------------------------------------------------------------------------------------
    def go_next(self) -> Optional[Transition]:
        """The puzzle after this one (see `next_puzzle`)."""
        return next_puzzle(self.setup.next_setup, self.table, self.setup.level_id is not None,
                           lambda following: ShapesScene(self.ctx, following))

    def leave(self) -> Transition:
        self.save()
        return Pop()

    def save(self) -> None:
        self.table.save()

    def on_leave(self) -> None:
        self.table.stop_thinking()

    # --- time and drawing ----------------------------------------------------------------------------------
    def tick(self, dt: float) -> Optional[Transition]:
        self.input.follow_pointer(dt)
        self.table.tick(dt)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if self.board_hidden:
            self.view.draw_hidden(surface, self.table)
            return
        self.view.draw(surface, self.table, self.share.height(SHARE_W) if self.share.shown else 0)
        self.share.draw(surface)
        self.widgets.draw(surface)

    def puzzle_code(self) -> str | None:
        return code_or_none(GAME, self.setup.level)
