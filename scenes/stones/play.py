"""Stone duel: take stones from one heap per turn; under misère rules whoever takes the last stone loses.

Mouse: hover a stone to preview taking it and every stone after it, click to take them. Keyboard: Up/Down pick
a heap, Left/Right or digits set the count, Enter takes. U undo, R redo, H hint, T teaching panel,
N new game (a campaign level starts over), Esc pause. The board never says who is winning unless the
teaching panel is on; on a campaign level that costs the star like a hint, so it asks first as H does, and each
level opens with it off (custom games, where it costs nothing, remember it).

The scene owns three parts and wires them: the table (table.py: the duel of model.py plus what the player points
at), the input (input.py: events to table calls and moves) and the view (view.py: draws the table). Every move
goes through the duel's session; the end panel, its sound and "what comes next" read the session's Outcome.
"""
from __future__ import annotations

from typing import Optional

import pygame

from game.i18n import Msg, Text
from game.levels import Level, shown_title
from game.logic.common import PuzzleError
from game.logic.outcome import Outcome
from game.logic.stones import LevelSpec
from scenes.base import Context, Pop, Replace, Transition
from scenes.game_scene import GameScene
from scenes.stones.input import TEACH, StonesInput
from scenes.stones.model import GAME, Duel, Turn
from scenes.stones.table import Table
from scenes.share import ShareBox
from scenes.stones.view import END_BUTTONS_TOP, END_PANEL, NOTICE_SPOT, SHARE_W, StonesView, share_rect
from sprites.widgets import Button, Toggle

TEACH_SETTING = "stones.teach"   # the teaching panel in custom games (a level always opens with it off)
END_BUTTONS = ("again", "next", "leave")   # the end panel's buttons, left to right
END_GAP = 20

__all__ = ["GAME", "StonesScene", "TEACH_SETTING"]


class StonesScene(GameScene):
    name = "stones"
    help_title = Msg("Stone duel")
    help_lines = (Msg("Take one or more stones from one heap per turn. Misère rules: whoever takes the last stone "
                      "loses."),
                  Msg("Mouse: hover a stone to preview taking it and every stone after it; click to take them."),
                  Msg("Keys: {updown} pick a heap, a number or {leftright} how many, {enter} takes. {teach} teaching "
                      "panel.", updown="Up/Down", leftright="Left/Right", enter="Enter", teach="T"),
                  Msg("{new} starts a new game (a campaign level starts over).", new="N"))
    help_marker = Msg("! hint used: no star")
    toast_at = NOTICE_SPOT   # the app's short notices go here, off the turn banner (see scenes/base.py draw_toast)

    def __init__(self, ctx: Context, duel: Duel, title: Text = Msg("Custom game")) -> None:
        super().__init__(ctx)
        self.title = title
        remembered = duel.level_id is None and bool(ctx.store.get_setting(TEACH_SETTING, False))
        self.table = Table(duel, self, speed=ctx.config.play.animation_speed, teach=remembered)
        duel.host = self
        self.table.mark_newest_move()   # a continued duel shows its newest move as it was left
        self.input = StonesInput()
        self.view = StonesView()
        self._build_widgets()
        self.share = ShareBox(self.widgets, GAME, self.puzzle_code(), daily=duel.daily)
        self.shared_duel = duel   # the duel the code's box was made for (a custom game dealt again has another)
        self._refresh()

    @classmethod
    def for_level(cls, ctx: Context, level: Level) -> StonesScene:
        spec = level.spec
        if not isinstance(spec, LevelSpec):
            raise TypeError(f"level {level.id} is not a stone duel level")
        duel = Duel(spec, ctx.rng(f"stones:{level.id}"), ctx.config.play.ai_think_seconds, level_id=level.id,
                    store=ctx.store)
        return cls(ctx, duel, shown_title(level.name))

    @property
    def duel(self) -> Duel:
        return self.table.duel

    # --- widgets ----------------------------------------------------------------------------------------
    def _build_widgets(self) -> None:
        y, add = 644, self.widgets.add
        add(Button("undo", (40, y, 150, 52), Msg("Undo"), self.undo, detail="U"))
        add(Button("redo", (200, y, 150, 52), Msg("Redo"), self.redo, detail="R"))
        add(Button("hint", (360, y, 150, 52), Msg("Hint"), lambda: self.request_help(self.show_hint), detail="H"))
        add(Toggle("teach", (520, y, 250, 52), Msg("Teach ({key})", key="T"), self.table.teach, self.set_teach))
        label = Msg("Restart") if self.duel.level_id is not None else Msg("New game")
        add(Button("restart", (780, y, 150, 52), label, self.new_game, detail="N"))
        # The end-of-game panel's buttons.
        y = END_BUTTONS_TOP
        add(Button("again", (END_PANEL.left + 30, y, 160, 56), Msg("Play again"), self.restart))
        add(Button("next", (END_PANEL.left + 200, y, 160, 56), Msg("Next level"), self.next_level))
        add(Button("leave", (END_PANEL.left + 370, y, 160, 56), Msg("Back"), lambda: Pop()))

    def _refresh(self) -> None:
        """Show the buttons that make sense now."""
        over = self.duel.finished
        get = self.widgets.get
        for wid in ("again", "leave"):
            get(wid, Button).visible = over
        get("next", Button).visible = over and self._next_level() is not None
        get("undo", Button).enabled = self.duel.picture.can_undo
        get("redo", Button).enabled = self.duel.picture.can_redo
        get("hint", Button).enabled = self.duel.human_to_move
        if self.shared_duel is not self.duel:
            self.shared_duel = self.duel
            self.share.daily = self.duel.daily
            self.share.reset(self.puzzle_code())
        self.share.place(share_rect(self.share.height(SHARE_W)))
        self.share.show(over)
        if self.widgets.focus is not None and not self.widgets.focus.visible:
            self.widgets.focus = None
        self._lay_out_end_buttons()

    def _lay_out_end_buttons(self) -> None:
        """The end panel's shown buttons side by side, centred with no gap for a hidden one; the one painted as
        the default is the one Enter presses (the focused one), and none when Enter presses none."""
        shown = [self.widgets.get(wid, Button) for wid in END_BUTTONS if self.widgets.get(wid, Button).visible]
        width = sum(b.rect.width for b in shown) + END_GAP * (len(shown) - 1)
        x = END_PANEL.centerx - width // 2
        for button in shown:
            button.rect.left = x
            x += button.rect.width + END_GAP
            button.primary = button is self.widgets.focus
    # --- input ------------------------------------------------------------------------------------------
    def handle_input(self, event: pygame.event.Event) -> Optional[Transition]:
        consumed, result = self.widgets.handle_event(event)
        if consumed:
            self._refresh()
            return result if isinstance(result, Transition) else None
        request = self.input.handle(event, self.table)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN) \
                and self.table.selected is not None:
            self.widgets.focus = None  # Enter now takes stones rather than pressing a button
        answer = None
        if request == TEACH:
            result = self.widgets.get("teach", Toggle).activate()
            answer = result if isinstance(result, Transition) else None
        if event.type == pygame.KEYDOWN:
            self._refresh()
        return answer

    # --- the shared keys (scenes/game_scene.py) ----------------------------------------------------------
    def on_shared(self, action: str) -> Optional[Transition]:
        result = super().on_shared(action)
        self._refresh()
        return result

    def ask_hint(self) -> None:
        self.show_hint()

    def help_cost(self) -> Text | None:
        if self.duel.level_id is None or self.duel.finished:
            return None
        return Msg("this level its star (a clean win)")

    @property
    def helped(self) -> bool:
        return self.duel.level_id is not None and self.duel.helped

    def new_or_next(self) -> Optional[Transition]:
        self.new_game()
        return None

    # --- what the table tells the scene (TurnHost, TableHost) --------------------------------------------
    def turn_taken(self, turn: Turn) -> None:
        """The player's move was played through the duel's session (the table has marked it)."""
        self.ctx.sound.play("pick")
        self._after_turn(turn)

    def take_refused(self) -> None:
        self.ctx.sound.play("bad")

    def play_sound(self, name: str) -> None:
        self.ctx.sound.play(name)

    def _after_turn(self, turn: Turn) -> None:
        if turn.outcome is not None:
            self._ended(turn.outcome)
        self._refresh()

    def _ended(self, outcome: Outcome) -> None:
        """The duel's one Outcome (the keeper has recorded it): the sound, and Enter goes on from the end panel,
        to the next level after a win (or a duel two people played through), else plays again."""
        completed = outcome.ending.completes_level
        self.ctx.sound.play("win" if completed else "bad")
        self.share.ended(outcome, self.ctx.store)
        self._refresh()
        self.widgets.set_focus("next" if completed and self.widgets.get("next", Button).visible else "again")
        self._lay_out_end_buttons()

    def game_table(self) -> Duel:
        return self.duel

    def table_moved(self) -> None:
        """After undo, redo or restart: the marks go; back on a finished position, the end panel shows again
        (the game has ended once more: shown, never recorded a second time)."""
        self.table.clear_marks()
        self._refresh()
        if self.duel.outcome is not None:
            self._ended(self.duel.outcome)

    def restart(self) -> None:
        self.table.selected = None
        super().restart()

    def new_game(self) -> None:
        """N: a campaign level starts over; a custom game deals a fresh start with the same options."""
        if self.duel.level_id is not None:
            self.restart()
            return
        try:
            fresh = self.duel.deal_again()
        except PuzzleError:
            self.restart()
            return
        fresh.host = self
        self.table.set_duel(fresh)
        self._refresh()

    def show_hint(self) -> None:
        """H: the contract's hint for the player to move (counted; the duel's table shows its move and reason)."""
        if self.duel.human_to_move:
            self.duel.hint()
            self._refresh()

    def set_teach(self, on: bool) -> Optional[Transition]:
        """The Teach toggle or T. Turning the panel on is help, asked for as H asks (`request_help`): the panel
        stays off unless the player accepts."""
        self._show_teach(False)
        return self.request_help(lambda: self._show_teach(True)) if on else None

    def _show_teach(self, on: bool) -> None:
        self.table.teach = on
        self.widgets.get("teach", Toggle).value = on
        if on:
            self.duel.note_help()
        if self.duel.level_id is None:
            self.ctx.store.set_setting(TEACH_SETTING, on)

    def _next_level(self) -> Level | None:
        level_id = self.duel.level_id
        return None if level_id is None else self.ctx.levels.next_level(GAME, level_id)

    def next_level(self) -> Optional[Transition]:
        level = self._next_level()
        return Replace(StonesScene.for_level(self.ctx, level)) if level is not None else None

    # --- scene hooks ------------------------------------------------------------------------------------
    def tick(self, dt: float) -> Optional[Transition]:
        self.table.tick(dt)
        if self.table.teach and not self.duel.finished:
            if self.help_cost() is None or self.duel.helped:
                self.duel.note_help()
            else:  # turned on while it cost nothing (the level was over), then played again: ask again first
                self._show_teach(False)
        turn = self.duel.advance(dt)
        if turn is not None:
            self.ctx.sound.play("drop")
            self.table.taken(turn)
            self._after_turn(turn)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface, self.table, self.title)
        self.share.draw(surface)
        self.widgets.draw(surface)

    def save(self) -> None:
        self.duel.save()

    def puzzle_code(self) -> str | None:
        return self.duel.code()
