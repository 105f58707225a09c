"""Stone duel: take stones from one heap per turn; under misère rules whoever takes the last stone loses.

Mouse: hover a stone to preview taking it and every stone after it, click to take them. Keyboard: Up/Down pick
a heap, Left/Right or digits set the count, Enter takes. U undo, R redo, H hint, T teaching panel,
N new game (a campaign level starts over), Esc pause. The board never says who is winning unless the teaching panel is on.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Optional

import pygame

from game.logic import stones
from game.logic.common import PuzzleError
from game.logic.stones import PLAYER, Move
from scenes.base import Context, Pop, Replace, Transition
from scenes.game_scene import GameScene
from scenes.stones.model import Duel, Seat, deal_custom
from sprites import theme
from sprites import stones as art
from sprites.widgets import Button, Toggle

GAME = "stones"
BOARD = pygame.Rect(40, 140, 860, 410)  # leaves room below for the hint box
PANEL = pygame.Rect(930, 140, 310, 490)
END_PANEL = pygame.Rect(360, 200, 560, 320)
TURN_FLASH_SECONDS = 1.4
TEACH_SETTING = "stones.teach"
KEYS_LINE = "Keys: Up/Down a heap, a number or Left/Right how many, Enter takes   ·   H hint   ·   U undo"


@dataclass
class Fade:
    """Stones just taken, lifting and fading where they lay, so everyone sees what was taken."""

    heap: int
    first: int
    count: int
    seat: Seat
    duration: float
    t: float = 0.0


class StonesScene(GameScene):
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
    def help_used(self) -> bool:
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
        self._after_move(move, seat, duration=0.45)

    def _after_move(self, move: Move, seat: Seat, duration: float) -> None:
        left = self.duel.state.heaps[move.heap]
        self.fades.append(Fade(move.heap, left, move.take, seat, duration / self.speed))
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
            self.ctx.store.record_result(GAME, self.duel.level_id, solved=solved, clean=not self.duel.hints_used,
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
            self.duel.hints_used = True  # the panel tells who is winning: that is help
        seat = self.duel.mover
        move = self.duel.advance(dt)
        if move is not None:
            self.ctx.sound.play("drop")
            self._after_move(move, seat, duration=0.9)
        return None

    def save(self) -> None:
        if not self.duel.over:
            self.ctx.store.save_game(GAME, self.duel.to_record())

    # --- what the board shows ---------------------------------------------------------------------------
    def preview(self) -> tuple[int, int] | None:
        """(heap, count) the player is about to take: from the mouse, else from the keyboard."""
        if not self.duel.human_to_move:
            return None
        heaps = self.duel.state.heaps
        if self.hover is not None and self.hover[1] < heaps[self.hover[0]]:
            return self.hover[0], heaps[self.hover[0]] - self.hover[1]
        if self.selected is not None and heaps[self.selected] > 0:
            return self.selected, min(self.count, heaps[self.selected])
        return None

    def banner(self) -> str:
        if self.duel.over:
            return self.duel.announcement()[0]
        if self.duel.ai_to_move:
            return "AI is thinking" + "." * (1 + int(self.clock * 3) % 3)
        if self.duel.vs_ai:
            return "Your turn"
        if self.turn_flash > 0:
            return f"{self.duel.mover.name}, your turn!"
        return f"{self.duel.mover.name}'s turn"

    def log(self) -> list[str]:
        """The moves of this game in words, newest last."""
        state, lines = self.duel.history.initial, []
        for text in self.duel.history.moves_since_start():
            move = Move.parse(text)
            who = self.duel.seats[state.to_move].name
            lines.append(f"{who} took {move.take} from heap {move.heap + 1}")
            state = stones.apply(state, move)
        return lines

    # --- drawing ----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        self._draw_header(surface)
        self._draw_board(surface)
        self._draw_side_panel(surface)
        if self.hint is not None and not self.duel.over:
            self._draw_hint(surface)
        elif self.teach and self.duel.human_to_move:  # the teaching panel has taken the "How to play" text
            theme.blit_text(surface, KEYS_LINE, (BOARD.centerx, BOARD.bottom + 22), theme.SMALL, theme.TEXT_DIM,
                            anchor="midtop")
        if self.duel.over:
            self._draw_end(surface)
        self.widgets.draw(surface)

    def _draw_header(self, surface: pygame.Surface) -> None:
        theme.blit_text(surface, self.title, (40, 22), theme.HEADING, theme.TEXT, True)
        misere = self.duel.spec.rule is stones.Rule.MISERE
        rule = "Whoever takes the LAST stone LOSES" if misere else "Whoever takes the last stone WINS"
        theme.blit_text(surface, rule, (40, 62), theme.BODY, theme.YELLOW)
        players = self.duel.seats
        theme.blit_text(surface, f"{players[0].name} vs {players[1].name}", (40, 92), theme.SMALL, theme.TEXT_DIM)
        # The turn banner: the mover's marker shape, colour strip and name.
        rect = pygame.Rect(520, 18, 570, 100)  # ends left of the shared Pause button
        seat = self.duel.winner() if self.duel.over else self.duel.mover
        if self.turn_flash > 0 and seat is not None:  # hot-seat hand-over: the banner pulses outwards
            grow = int(10 * abs(math.sin(self.turn_flash * math.pi * 2)))
            pygame.draw.rect(surface, seat.colour, rect.inflate(2 * grow + 8, grow + 8), width=3, border_radius=22)
        pygame.draw.rect(surface, (22, 24, 30), rect, border_radius=18)
        if seat is not None:
            pygame.draw.rect(surface, seat.colour, rect, width=4, border_radius=18)
            art.draw_marker(surface, (rect.left + 52, rect.centery), 46, seat.marker, seat.colour)
        banner = self.banner()
        size = theme.fit_size(banner, rect.right - 20 - (rect.left + 96), 60, bold=True)
        theme.blit_text(surface, banner, (rect.left + 96, rect.centery), size, theme.TEXT, True, "midleft")

    def _draw_board(self, surface: pygame.Surface) -> None:
        heaps = self.duel.state.heaps
        layout = self.layout
        preview = self.preview()
        hint_move = self.hint.move if self.hint is not None and self.hint.winning else None
        for heap, size in enumerate(heaps):
            row = layout.row_rect(heap)
            tray = pygame.Rect(layout.stones_left() - 10, row.top + 4,
                               row.width - art.LABEL_W - art.COUNT_W + 20, row.height - 8)
            art.draw_tray(surface, tray, selected=self.selected == heap and self.duel.human_to_move)
            theme.blit_text(surface, f"Heap {heap + 1}", (row.left, row.centery), theme.BODY, theme.TEXT_DIM,
                            anchor="midleft")
            theme.blit_text(surface, str(size), layout.count_pos(heap), 48, theme.TEXT, True, "center")
            taking = preview[1] if preview is not None and preview[0] == heap else 0
            for index in range(size):
                x, y = layout.stone_center(heap, index)
                lifted = index >= size - taking
                art.draw_stone(surface, (x, y - (8 if lifted else 0)), layout.diameter, tint=(heap + index * 7) % 3)
                if lifted:  # lifted and ringed: the preview shows by position and outline, not colour alone
                    pygame.draw.circle(surface, self.duel.mover.colour, (x, y - 8), layout.diameter // 2 + 3, 3)
            if taking:
                mover = self.duel.mover
                art.draw_take_bracket(surface, layout, heap, size - taking, size - 1, mover.colour,
                                      f"take {taking}")
            elif hint_move is not None and hint_move.heap == heap:
                art.draw_take_bracket(surface, layout, heap, size - hint_move.take, size - 1, theme.YELLOW,
                                      f"hint: take {hint_move.take}")
        for fade in self.fades:
            progress = fade.t / fade.duration
            for k in range(fade.count):
                x, y = layout.stone_center(fade.heap, fade.first + k)
                lift = int(10 + 30 * progress)
                art.draw_stone(surface, (x, y - lift), layout.diameter, tint=(fade.heap + k) % 3,
                               alpha=int(255 * (1 - progress)))
            art.draw_take_bracket(surface, layout, fade.heap, fade.first, fade.first + fade.count - 1,
                                  fade.seat.colour, f"{fade.seat.name} took {fade.count}")

    def _draw_side_panel(self, surface: pygame.Surface) -> None:
        theme.draw_panel(surface, PANEL)
        x, y = PANEL.left + 18, PANEL.top + 14
        if self.teach:
            y = self._draw_teaching(surface, x, y)
        else:
            theme.blit_text(surface, "How to play", (x, y), theme.BODY, theme.TEXT, True)
            y += 34
            for line in ("Take any number of stones", "from one heap per turn.",
                         "Hover a stone: it and all after it", "are taken. Or Up/Down, a number,",
                         "then Enter.", "", "T shows the teaching panel", "(it tells who is winning)."):
                theme.blit_text(surface, line, (x, y), theme.SMALL, theme.TEXT_DIM)
                y += 22
        y += 12
        theme.blit_text(surface, "Moves", (x, y), theme.BODY, theme.TEXT, True)
        y += 30
        lines = self.log()
        room = max(1, (PANEL.bottom - 12 - y) // 22)
        for line in lines[-room:]:
            theme.blit_text(surface, line, (x, y), theme.fit_size(line, PANEL.right - 18 - x, theme.SMALL), theme.TEXT)
            y += 22
        if not lines:
            theme.blit_text(surface, "none yet", (x, y), theme.SMALL, theme.TEXT_DIM)

    def _draw_teaching(self, surface: pygame.Surface, x: int, y: int) -> int:
        ex = stones.explain(self.duel.state.heaps, self.duel.spec.rule)
        theme.blit_text(surface, "Teaching: heaps in binary", (x, y), theme.BODY, theme.TEXT, True)
        y += 32
        rows = list(zip(range(1, len(ex.heaps) + 1), ex.binary, ex.heaps))
        for label, bits, size in rows:
            theme.blit_text(surface, f"heap {label}", (x, y), theme.SMALL, theme.TEXT_DIM)
            theme.blit_text(surface, " ".join(bits), (x + 90, y), theme.SMALL, theme.TEXT, True)
            theme.blit_text(surface, f"= {size}", (PANEL.right - 18, y), theme.SMALL, theme.TEXT_DIM,
                            anchor="topright")
            y += 21
        pygame.draw.line(surface, theme.PANEL_EDGE, (x + 80, y + 2), (PANEL.right - 18, y + 2), 2)
        y += 6
        theme.blit_text(surface, "XOR", (x, y), theme.SMALL, theme.YELLOW, True)
        theme.blit_text(surface, " ".join(ex.nim_sum_binary), (x + 90, y), theme.SMALL, theme.YELLOW, True)
        theme.blit_text(surface, f"= {ex.nim_sum}", (PANEL.right - 18, y), theme.SMALL, theme.YELLOW,
                        anchor="topright")
        y += 28
        if not self.duel.over:
            who = "you" if self.duel.vs_ai and self.duel.state.to_move == PLAYER else self.duel.mover.name
            verdict = f"Winning for {who} (to move)" if ex.winning else f"Losing for {who} (to move)"
            size = theme.fit_size(verdict, PANEL.right - 18 - x, theme.SMALL, bold=True)
            theme.blit_text(surface, verdict, (x, y), size, theme.TEXT, True)
            y += 24
            for line in theme.wrap(ex.sentence, PANEL.width - 36, theme.SMALL):  # in full: it is the lesson
                theme.blit_text(surface, line, (x, y), theme.SMALL, theme.TEXT_DIM)
                y += 20
        return y

    def _draw_hint(self, surface: pygame.Surface) -> None:
        lines = theme.wrap(f"Hint: {self.hint.sentence}", BOARD.width - 40, theme.SMALL)
        rect = pygame.Rect(BOARD.left, BOARD.bottom + 6, BOARD.width, 22 * min(3, len(lines)) + 16)
        theme.draw_panel(surface, rect, colour=(52, 48, 24), edge=theme.YELLOW)
        for i, line in enumerate(lines):
            theme.blit_text(surface, line, (rect.left + 20, rect.top + 8 + 22 * i), theme.SMALL, theme.TEXT)

    def _draw_end(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((10, 10, 14, 170))
        surface.blit(veil, (0, 0))
        rect = END_PANEL
        winner = self.duel.winner()
        theme.draw_panel(surface, rect, edge=winner.colour if winner else theme.PANEL_EDGE)
        headline, detail = self.duel.announcement()
        if winner is not None:
            art.draw_marker(surface, (rect.centerx, rect.top + 40), 36, winner.marker, winner.colour)
        size = theme.fit_size(headline, rect.width - 40, 56, bold=True)
        theme.blit_text(surface, headline, (rect.centerx, rect.top + 66), size, theme.TEXT, True, "midtop")
        for i, line in enumerate(theme.wrap(detail, rect.width - 40, theme.BODY)):
            theme.blit_text(surface, line, (rect.centerx, rect.top + 118 + 26 * i), theme.BODY, theme.TEXT_DIM,
                            anchor="midtop")
        if self.duel.hints_used:
            theme.blit_text(surface, "(with help from hints)", (rect.centerx, rect.top + 182), theme.SMALL,
                            theme.TEXT_DIM, anchor="midtop")
