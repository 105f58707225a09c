"""The matchstick table: move (or add, or remove) matches until the equation is true.

Mouse: press on a match and drag it (it lifts and follows the cursor); release over an empty slot to drop it
there, anywhere else and it glides back. Or click a match, then click a slot. Keyboard: Tab / arrows choose a
match, Enter lifts it, Tab / arrows choose a slot, Enter drops it, Esc puts it back. U / Ctrl+Z undo, R / Ctrl+R
redo, H hint (twice: the match, then where it goes), A show the solution, F1 rules card, N / Enter next puzzle once
solved, Esc pause. In add and remove puzzles a tray holds the spare matches.

The scene is made of three parts it owns and wires: the `Table` (scenes/matchstick/table.py: the session, the
one road for moves, and what the player's hands are doing), the `TableView` that draws it (view.py) and the
`TableInput` that turns events into calls on it (input.py). Every move goes through `Session.play`; the session's
`StoreKeeper` saves the level after every change and records its one Outcome when it ends.
"""
from __future__ import annotations

from typing import Callable, Optional

import pygame

from game.i18n import Msg, Text
from game.keeper import StoreKeeper
from game.logic import matchstick as ms
from game.logic.matchstick.contract import RULES
from game.logic.outcome import Ending
from game.logic.session import Session
from game.played import Labels
from scenes.base import Context, Pop, Push, Transition
from scenes.game_scene import GameScene, next_puzzle
from scenes.matchstick.input import TableInput
from scenes.matchstick.model import GAME, Setup
from scenes.matchstick.table import Table
from scenes.matchstick.view import SHARE_W, TableView, share_rect, sync_buttons, verdict_up
from scenes.share import ShareBox
from sprites import theme
from sprites.widgets import Button


def level_keeper(ctx: Context, setup: Setup) -> StoreKeeper:
    """The one saving policy: a campaign level is saved under the game's slot with its level id (the field saves
    have always carried) after every change; other puzzles leave no save. Every puzzle's Outcome is recorded."""
    level_id = setup.level_id
    return StoreKeeper(ctx.store, GAME, level_id, header=lambda: {"level": level_id}, saves=level_id is not None,
                       labels=lambda: Labels(mode=setup.mode, grade=setup.grade, code=setup.code() or ""))


# "Not yet" (every move used, the equation false) asks for an undo: the attempt is kept like one in progress
KEPT_ENDINGS = frozenset({Ending.LOST})


def new_session(ctx: Context, setup: Setup) -> Session[ms.State, ms.Move]:
    return Session(RULES, ms.new_state(setup.task), keeper=level_keeper(ctx, setup), kept_endings=KEPT_ENDINGS)


def resume_session(ctx: Context, setup: Setup, record: dict[str, object]) -> Session[ms.State, ms.Move]:
    """A saved game of this level, replayed through the contract (ValueError for a damaged save)."""
    return Session.resume(RULES, ms.new_state(setup.task), record, keeper=level_keeper(ctx, setup),
                          kept_endings=KEPT_ENDINGS)


class MatchstickScene(GameScene):
    name = "matchstick"
    help_marker = Msg("! help used: no star, no best time")
    hides_board = True   # the matches are put away while paused: the clock stands still, so must the thinking

    def __init__(self, ctx: Context, setup: Setup, session: Session[ms.State, ms.Move] | None = None) -> None:
        super().__init__(ctx)
        self.setup = setup
        self.table = Table(setup, session if session is not None else new_session(ctx, setup), self,
                           ctx.config.play.animation_speed)
        self.view = TableView()
        self.input = TableInput(self.table, self)
        self._build_buttons()
        self.share = ShareBox(self.widgets, GAME, self.puzzle_code(), daily=setup.daily)
        self.table.on_change = self._sync
        self._sync()

    def _build_buttons(self) -> None:
        t = self.table
        y = 650
        specs: list[tuple[str, Text, Callable[[], object]]] = [
            ("undo", Msg("Undo ({key})", key="U"), self.undo), ("redo", Msg("Redo ({key})", key="R"), self.redo),
            ("restart", Msg("Restart"), self.restart),
            ("hint", Msg("Hint ({key})", key="H"), lambda: self.request_help(t.give_hint)),
            ("answers", Msg("Solution ({key})", key="A"), self.ask_answers),
            ("rules", Msg("Rules ({key})", key="F1"), self.open_rules)]
        x = 40
        for wid, label, action in specs:
            self.widgets.add(Button(wid, (x, y, 150, 48), label, action, size=theme.SMALL + 2))
            x += 162
        self.widgets.add(Button("next", (1040, y, 200, 48), self.setup.next_label, self.go_next, primary=True))
        self.widgets.add(Button("back", (40, 26, 100, 44), Msg("Back"), self.leave, size=theme.SMALL))

    def play_sound(self, name: str) -> None:
        """The table's sounds reach the app through the scene (its host)."""
        self.ctx.sound.play(name)

    def _sync(self) -> None:
        sync_buttons(self.widgets, self.table)
        if self.table.solved and self.share.result is None:   # a daily puzzle's result and streak, read once
            self.share.ended(self.table.session.outcome, self.ctx.store)
        self._show_share()

    def _show_share(self) -> None:
        """The code's box shows on the solved banner, once the banner is up."""
        shown = self.table.solved and verdict_up(self.table)
        if shown != self.share.shown or (shown and self.share.rect.height != self.share.height(SHARE_W)):
            self.share.place(share_rect(self.share.height(SHARE_W)))
            self.share.show(shown)

    # --- input ---------------------------------------------------------------------------------------------
    def handle_input(self, event: pygame.event.Event) -> Optional[Transition]:
        if event.type == pygame.KEYDOWN:
            return self.input.handle_key(event)
        consumed, result = self.widgets.handle_event(event)
        if consumed:
            return result if isinstance(result, Transition) else None
        return self.input.handle(event)

    def on_escape(self) -> Optional[Transition]:
        """Esc puts back a held match, and only then pauses."""
        if self.table.grab is not None:
            self.table.cancel_grab()
            return None
        return super().on_escape()

    # --- the shared actions --------------------------------------------------------------------------------
    def game_table(self) -> Table:
        return self.table

    def ask_hint(self) -> None:
        self.table.give_hint()

    def ask_answers(self) -> Optional[Transition]:
        if self.table.finished:
            return None   # the table already shows how it ends
        return self.request_help(self.table.show_solution)

    def new_or_next(self) -> Optional[Transition]:
        return self.go_next()

    def show_help(self) -> Optional[Transition]:
        return self.open_rules()  # the rules card lists the keys too

    def help_cost(self) -> Text | None:
        if self.setup.level_id is None or self.table.solved:
            return None
        return Msg("this level its star and best time")

    @property
    def helped(self) -> bool:
        return self.setup.level_id is not None and self.table.helped

    # --- transitions -------------------------------------------------------------------------------------
    def open_rules(self) -> Transition:
        from scenes.matchstick.rules_card import RulesCardScene

        return Push(RulesCardScene(self.ctx, self.setup.task.puzzle.rules))

    def go_next(self) -> Optional[Transition]:
        """The puzzle after this one (see `next_puzzle`)."""
        return next_puzzle(self.setup.next_setup, self.table, self.setup.level_id is not None,
                           lambda following: MatchstickScene(self.ctx, following))

    def leave(self) -> Transition:
        self.save()
        return Pop()

    def save(self) -> None:
        """Keep the clock's last seconds of an unfinished game (the keeper has kept every change already)."""
        self.table.save()

    # --- time and drawing ----------------------------------------------------------------------------------
    def tick(self, dt: float) -> Optional[Transition]:
        self.input.follow_pointer(dt)
        self.table.tick(dt)
        self._show_share()
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if self.board_hidden:
            self.view.draw_hidden(surface, self.table)
            return
        self.view.draw(surface, self.table, self.share.height(SHARE_W) if self.share.shown else 0)
        self.share.draw(surface)
        self.widgets.draw(surface)
        self.view.draw_undo_pulse(surface, self.table, self.widgets.get("undo", Button).rect)

    def puzzle_code(self) -> str | None:
        return self.setup.code()
