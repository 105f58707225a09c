"""Stone duel: take stones from one heap per turn; under misère rules whoever takes the last stone loses.

Mouse: hover a stone to preview taking it and every stone after it, click to take them. Keyboard: Up/Down pick
a heap, Left/Right or digits set the count, Enter takes. U undo, R redo, H hint, T teaching panel,
N new game (a campaign level starts over), Esc pause. The board never says who is winning unless the
teaching panel is on. Drawing is in view.py, the duel (seats, AI, undo) in model.py.
"""
from __future__ import annotations

from typing import Optional

import pygame

from game.logic import stones
from game.logic.common import PuzzleError
from game.logic.stones import PLAYER, Move
from scenes.base import Context, Pop, Replace, Transition
from scenes.game_scene import GameScene
from scenes.stones.model import Duel, Seat, deal_custom
from scenes.stones.view import BOARD, END_PANEL, Fade, StonesView
from sprites import stones as art
from sprites.widgets import Button, Toggle

GAME = "stones"
TURN_FLASH_SECONDS = 1.4
PLAYER_TAKE_SECONDS = 0.45  # the player's own take: they already know what they took
AI_TAKE_SECONDS = (0.6, 1.0)  # the AI's take, at any animation speed: long enough to follow, short enough to wait
TEACH_SETTING = "stones.teach"
RING_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)


class StonesScene(StonesView, GameScene):
    name = "stones"
    help_title = "Stone duel"
    help_lines = ("Take one or more stones from one heap per turn. Misère rules: whoever takes the last stone loses.",
                  "Mouse: hover a stone to preview taking it and every stone after it; click to take them.",
                  "Keys: Up/Down pick a heap, a number or Left/Right how many, Enter takes. T teaching panel.",
                  "N starts a new game (a campaign level starts over).")

    def __init__(self, ctx: Context, duel: Duel, title: str = "Custom game") -> None:
        super().__init__(ctx)
        self.duel = duel
        self.title = title
        self.layout = art.BoardLayout(BOARD, len(duel.spec.heaps), duel.spec.cap)
        self.speed = ctx.config.play.animation_speed
        self.hover: tuple[int, int] | None = None  # (heap, stone index) under the mouse
        self.selected: int | None = None  # keyboard: the chosen heap...
        self.count = 1  # ...and how many to take from it
        self.digits = ""
        self.hint: stones.Explanation | None = None
        self.teach = bool(ctx.store.get_setting(TEACH_SETTING, False))
        self.fades: list[Fade] = []
        self.clock = 0.0  # for the thinking dots
        self.recorded = False
        self.turn_flash = 0.0  # seconds left of the hot-seat hand-over pulse on the turn banner
        self._build_widgets()
        self._refresh()

    @classmethod
    def for_level(cls, ctx: Context, level) -> "StonesScene":
        duel = Duel(level.spec, ctx.rng(f"stones:{level.id}"), ctx.config.play.ai_think_seconds, level_id=level.id)
        return cls(ctx, duel, level.name)

    # --- widgets ----------------------------------------------------------------------------------------
    def _build_widgets(self) -> None:
        y, add = 644, self.widgets.add
        add(Button("undo", (40, y, 150, 52), "Undo", self.undo, detail="U"))
        add(Button("redo", (200, y, 150, 52), "Redo", self.redo, detail="R"))
        add(Button("hint", (360, y, 150, 52), "Hint", lambda: self.request_help(self.show_hint), detail="H"))
        add(Toggle("teach", (520, y, 250, 52), "Teach (T)", self.teach, self.set_teach))
        label = "Restart" if self.duel.level_id is not None else "New game"
        add(Button("restart", (780, y, 150, 52), label, self.new_game, detail="N"))
        # The end-of-game panel's buttons.
        y = END_PANEL.bottom - 76
        add(Button("again", (END_PANEL.left + 30, y, 160, 56), "Play again", self.restart, primary=True))
        add(Button("next", (END_PANEL.left + 200, y, 160, 56), "Next level", self.next_level))
        add(Button("leave", (END_PANEL.left + 370, y, 160, 56), "Back", lambda: Pop()))

    def _refresh(self) -> None:
        """Show the buttons that make sense now."""
        over = self.duel.over
        for wid in ("again", "leave"):
            self.widgets.get(wid).visible = over
        self.widgets.get("next").visible = over and self._next_level() is not None
        self.widgets.get("undo").enabled = self.duel.can_undo()
        self.widgets.get("redo").enabled = self.duel.history.can_redo()
        self.widgets.get("hint").enabled = self.duel.human_to_move
        if self.widgets.focus is not None and not self.widgets.focus.visible:
            self.widgets.focus = None

    # --- input ------------------------------------------------------------------------------------------
    def handle_input(self, event: pygame.event.Event) -> Optional[Transition]:
        consumed, result = self.widgets.handle_event(event)
        if consumed:
            self._refresh()
            return result if isinstance(result, Transition) else None
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.layout.stone_at(event.pos, self.duel.state.heaps) if self.duel.human_to_move else None
            if self.hover is not None:  # the mouse now leads: drop the keyboard's heap so one preview shows
                self.selected, self.digits = None, ""
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            spot = self.layout.stone_at(event.pos, self.duel.state.heaps)
            if spot is not None and self.duel.human_to_move:
                heap, index = spot
                self.take(Move(heap, self.duel.state.heaps[heap] - index))
        elif event.type == pygame.KEYDOWN:
            return self._key(event)
        return None

    def _key(self, event: pygame.event.Event) -> Optional[Transition]:
        k = event.key
        if k in RING_KEYS or pygame.K_0 <= k <= pygame.K_9 or pygame.K_KP0 <= k <= pygame.K_KP9:
            self.hover = None  # the keyboard now leads: drop the mouse's preview so one preview shows
        if k == pygame.K_t:
            self.widgets.get("teach").activate()
        elif k in (pygame.K_UP, pygame.K_DOWN):
            self._select_heap(-1 if k == pygame.K_UP else 1)
        elif k in (pygame.K_LEFT, pygame.K_RIGHT) and self.selected is not None:
            self._set_count(self.count + (1 if k == pygame.K_RIGHT else -1))
        elif pygame.K_0 <= k <= pygame.K_9 or pygame.K_KP0 <= k <= pygame.K_KP9:
            self._type_digit(str(k - pygame.K_0 if k <= pygame.K_9 else k - pygame.K_KP0))
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.selected is not None:
            if self.duel.human_to_move and self.duel.state.heaps[self.selected] > 0:
                self.take(Move(self.selected, self.count))
        self._refresh()
        return None

    # --- the shared keys (scenes/game_scene.py) ----------------------------------------------------------
    def on_shared(self, action: str) -> Optional[Transition]:
        result = super().on_shared(action)
        self._refresh()
        return result

    def ask_hint(self) -> None:
        self.show_hint()

    help_marker = "! hint used: no star"

    def help_cost(self) -> str | None:
        if self.duel.level_id is None or self.duel.over:
            return None
        return "this level its star (a clean win)"

    @property
    def helped(self) -> bool:
        return self.duel.level_id is not None and self.duel.hints_used

    def new_or_next(self) -> Optional[Transition]:
        self.new_game()
        return None

    def _select_heap(self, step: int) -> None:
        heaps = self.duel.state.heaps
        filled = [i for i, h in enumerate(heaps) if h > 0]
        if not filled:
            return
        self.widgets.focus = None  # Enter now takes stones rather than pressing a button
        if self.selected is None:
            self.selected = filled[0] if step > 0 else filled[-1]
        else:
            later = [i for i in filled if (i - self.selected) * step > 0]
            self.selected = (later[0] if step > 0 else later[-1]) if later else (filled[0] if step > 0 else filled[-1])
        self.digits = ""
        self._set_count(self.count)

    def _set_count(self, count: int) -> None:
        if self.selected is None:
            return
        self.count = max(1, min(count, self.duel.state.heaps[self.selected] or 1))

    def _type_digit(self, digit: str) -> None:
        if self.selected is None:
            self._select_heap(1)
            if self.selected is None:
                return
        size = self.duel.state.heaps[self.selected]
        self.digits = self.digits + digit if 0 < int(self.digits + digit) <= size else digit
        if int(self.digits) > 0:
            self._set_count(int(self.digits))

    # --- actions ----------------------------------------------------------------------------------------
    def take(self, move: Move) -> None:
        seat = self.duel.mover
        try:
            self.duel.play(move)
        except stones.MoveError:
            self.ctx.sound.play("bad")
            return
        self.ctx.sound.play("pick")
        self._after_move(move, seat, duration=PLAYER_TAKE_SECONDS / self.speed)

    def _after_move(self, move: Move, seat: Seat, duration: float) -> None:
        left = self.duel.state.heaps[move.heap]
        self.fades.append(Fade(move.heap, left, move.take, seat, duration))
        if not self.duel.vs_ai and not self.duel.over:
            self.turn_flash = TURN_FLASH_SECONDS  # hot-seat: make the hand-over hard to miss
        self.hint = None
        self.hover = None
        self.digits = ""
        if self.selected is not None:
            if self.duel.state.heaps[self.selected] == 0:
                self.selected = None
                self._select_heap(1)
            self._set_count(self.count)
        self._settle()

    def _settle(self) -> None:
        """Save an unfinished game; record a finished one once."""
        if self.duel.over:
            if not self.recorded:
                self._record()
                self._focus_end_panel()
            self.ctx.store.clear_game(GAME)
        else:
            self.recorded = False
            self.ctx.store.save_game(GAME, self.duel.to_record())
        self._refresh()

    def _record(self) -> None:
        self.recorded = True
        winner = self.duel.winner()
        player_won = winner is self.duel.seats[PLAYER]
        self.ctx.sound.play("win" if player_won or not self.duel.vs_ai else "bad")
        if self.duel.level_id is not None:
            solved = player_won or not self.duel.vs_ai  # a finished hot-seat duel counts as played through
            result = self.duel.session.finish(solved)
            self.ctx.store.record_result(GAME, self.duel.level_id, solved=solved, clean=result.clean,
                                         moves=self.duel.player_moves())

    def _focus_end_panel(self) -> None:
        """Enter goes on from the end panel: to the next level after a win, else plays again."""
        self._refresh()
        won = self.duel.winner() is self.duel.seats[PLAYER] or not self.duel.vs_ai
        self.widgets.set_focus("next" if won and self.widgets.get("next").visible else "again")

    def undo(self) -> None:
        if self.duel.undo():
            self.fades.clear()
            self.hint = None
            self._settle()

    def redo(self) -> None:
        if self.duel.redo():
            self.fades.clear()
            self.hint = None
            self._settle()

    def restart(self) -> None:
        self.duel.restart()
        self.fades.clear()
        self.hint = None
        self.selected = None
        self._settle()

    def new_game(self) -> None:
        """N: a campaign level starts over; a custom game deals a fresh start with the same options."""
        if self.duel.level_id is not None:
            self.restart()
            return
        spec = self.duel.spec
        try:
            fresh = deal_custom(len(spec.heaps), spec.cap, self.duel.rng, rule=spec.rule, first=spec.first,
                                ai=spec.ai, opponent=spec.opponent)
        except PuzzleError:
            self.restart()
            return
        names = (self.duel.seats[0].name, self.duel.seats[1].name)
        self.duel = Duel(fresh, self.duel.rng, self.duel.think_seconds, names=names)
        self.layout = art.BoardLayout(BOARD, len(fresh.heaps), fresh.cap)
        self.fades.clear()
        self.hint = None
        self.selected = None
        self._settle()

    def show_hint(self) -> None:
        if self.duel.human_to_move:
            self.hint = self.duel.hint()
            self.ctx.sound.play("hint")
            self._settle()  # the save remembers that a hint was used

    def set_teach(self, on: bool) -> None:
        self.teach = on
        self.ctx.store.set_setting(TEACH_SETTING, on)

    def _next_level(self):
        return self.ctx.levels.next_level(GAME, self.duel.level_id)

    def next_level(self) -> Optional[Transition]:
        level = self._next_level()
        return Replace(StonesScene.for_level(self.ctx, level)) if level is not None else None

    # --- scene hooks ------------------------------------------------------------------------------------
    def tick(self, dt: float) -> Optional[Transition]:
        self.clock += dt
        for fade in self.fades:
            fade.t += dt
        self.fades = [f for f in self.fades if f.t < f.duration]
        self.turn_flash = max(0.0, self.turn_flash - dt)
        if self.teach and not self.duel.over:
            self.duel.note_help()
        seat = self.duel.mover
        move = self.duel.advance(dt)
        if move is not None:
            self.ctx.sound.play("drop")
            low, high = AI_TAKE_SECONDS
            self._after_move(move, seat, duration=max(low, min(high, 0.9 / self.speed)))
        return None

    def save(self) -> None:
        if not self.duel.over:
            self.ctx.store.save_game(GAME, self.duel.to_record())
