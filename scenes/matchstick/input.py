"""How the matchstick table takes input: hit testing, the mouse (press, drag, release, click-then-click), the
keyboard (Tab/arrows choose, Enter lifts and drops) and the game's answers to the shared keys. `MatchstickScene`
inherits these methods; they turn events into calls on the scene (`lift`, `drop`, `cancel_grab`, ...), which
changes the model. Drawing is in view.py."""
from __future__ import annotations

import math
from typing import Optional

import pygame

from scenes.base import Transition
from scenes.game_scene import HELP, PAUSE
from scenes.matchstick.model import TRAY, Loc
from sprites import matchstick as art

DRAG_START = 6          # pixels the mouse must travel before a press becomes a drag
FOLLOW = 28.0           # how briskly a dragged match catches up with the cursor (1/s)
SNAP, TRAVEL = 0.12, 0.28   # seconds a dropped match takes to settle: dragged there, or sent by a click/Enter


class TableInput:
    # --- hit testing -------------------------------------------------------------------------------------
    def target_at(self, pos: tuple[int, int]) -> Loc | None:
        """Where the held match would land if let go at `pos`."""
        g = self.grab
        return self.loc_at(pos, self.targets(g.source), self.rest_pose(g.source, g.match_id).angle)

    def loc_at(self, pos: tuple[int, int], candidates: list[Loc], angle: float | None = None) -> Loc | None:
        slots = [c for c in candidates if c[0] != TRAY]
        near = self.board.nearest(pos, slots, angle=angle)
        if near is not None:
            return near
        tray = [c for c in candidates if c[0] == TRAY]
        if tray and self.tray_rect.inflate(20, 20).collidepoint(pos):
            return tray[0]
        return None

    def match_at(self, pos: tuple[int, int]) -> Loc | None:
        """Any match under the cursor, movable or not."""
        return self.loc_at(pos, self.occupied() + ([(TRAY, len(self.view_tray) - 1)] if self.view_tray else []))

    # --- input -------------------------------------------------------------------------------------------
    def handle_input(self, event: pygame.event.Event) -> Optional[Transition]:
        if event.type == pygame.KEYDOWN:
            return self.handle_key(event)
        consumed, result = self.widgets.handle_event(event)
        if consumed:
            return result if isinstance(result, Transition) else None
        if event.type == pygame.MOUSEMOTION:
            self.on_motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.on_press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.on_release(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.grab is not None:
            self.cancel_grab()
        return None

    def on_motion(self, pos: tuple[int, int]) -> None:
        self.mouse = pos
        self.keyboard = False
        g = self.grab
        if g is not None and g.button_down and not g.dragging:
            if math.hypot(pos[0] - g.press_pos[0], pos[1] - g.press_pos[1]) >= DRAG_START:
                g.dragging = True
        self.hover = self.target_at(pos) if g is not None else None
        self.hover_source = self.loc_at(pos, self.sources()) if g is None else None

    def on_press(self, pos: tuple[int, int]) -> None:
        self.mouse = pos
        if self.answers is not None:
            return
        g = self.grab
        if g is not None:  # a match is already lifted (clicked, or lifted with the keyboard)
            target = self.target_at(pos)
            if target is not None and target != g.source:
                self.drop(target, TRAVEL)
                return
            other = self.loc_at(pos, self.sources())
            self.cancel_grab()
            if other is None or other == g.source:
                return
        self.try_lift(self.loc_at(pos, self.sources()), pos)

    def try_lift(self, loc: Loc | None, pos: tuple[int, int]) -> None:
        if loc is None:
            self.explain_unmovable(pos)
            return
        self.lift(loc)
        g = self.grab
        g.button_down, g.press_pos = True, pos
        g.offset = (g.pose.x - pos[0], g.pose.y - pos[1])

    def explain_unmovable(self, pos: tuple[int, int]) -> None:
        loc = self.match_at(pos)
        if loc is None:
            return
        if self.solved:
            self.message = f"Solved! Enter or N: {self.setup.next_label.lower()}.  A: every answer."
        elif self.state.moves_left <= 0:
            self.message = "Every move is used: undo (U) to try something else."
        elif loc[0] != TRAY and loc[0] in self.frozen:
            self.message = "The '=' stays where it is under these rules."
        elif self.task.mode == "add":
            self.message = "In this puzzle you only add matches: take one from the tray."
        self.ctx.sound.play("bad")

    def on_release(self, pos: tuple[int, int]) -> None:
        g = self.grab
        if g is None or not g.button_down:
            return
        g.button_down = False
        if not g.dragging:
            return  # a click: the match stays lifted until a slot is clicked
        target = self.target_at(pos)
        if target is not None and target != g.source:
            self.drop(target, SNAP)
        else:
            self.cancel_grab()

    def handle_key(self, event: pygame.event.Event) -> Optional[Transition]:
        k = event.key
        if self.answers is not None:
            if k in (pygame.K_LEFT, pygame.K_RIGHT):
                self.step_answer(-1 if k == pygame.K_LEFT else 1)
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.step_answer(0)
            return None
        if k in (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            self.move_cursor(k, bool(event.mod & pygame.KMOD_SHIFT))
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return self.on_enter()
        elif k == pygame.K_a:
            return self.request_help(self.show_answers)
        return None

    def takes_shared(self, action: str) -> bool:
        return self.answers is None or action in (PAUSE, HELP)  # the answer walk has its own keys

    help_marker = "! help used: no star, no best time"

    def help_cost(self) -> str | None:
        if self.setup.level_id is None or self.solved:
            return None
        return "this level its star and best time"

    @property
    def helped(self) -> bool:
        return self.setup.level_id is not None and self.used_help

    def on_escape(self) -> Optional[Transition]:
        """Esc puts back a held match, closes the answer walk, and only then pauses."""
        if self.grab is not None:
            self.cancel_grab()
            return None
        if self.answers is not None:
            self.close_answers()
            return None
        return super().on_escape()

    def ask_hint(self) -> None:
        self.give_hint()

    def new_or_next(self) -> Optional[Transition]:
        return self.go_next()

    def show_help(self) -> Optional[Transition]:
        return self.open_rules()  # the rules card lists the keys too

    def on_enter(self) -> Optional[Transition]:
        self.keyboard = True
        if self.grab is not None:
            if self.cursor is not None and self.cursor != self.grab.source:
                self.drop(self.cursor, TRAVEL)
            else:
                self.cancel_grab()
            return None
        if self.solved and self.setup.next_setup is not None:
            return self.go_next()
        sources = self.sources()
        if self.cursor not in sources:
            self.cursor = sources[0] if sources else None
            if not sources and self.state.moves_left <= 0 and not self.solved:
                self.message = "Every move is used: undo (U) to try something else."
            return None
        self.lift(self.cursor)
        self.grab.by_keys = True
        targets = [t for t in self.targets(self.cursor) if t != self.cursor]
        self.cursor = targets[0] if targets else self.cursor
        return None

    def move_cursor(self, key: int, shift: bool) -> None:
        self.keyboard = True
        options = self.targets(self.grab.source) if self.grab is not None else self.sources()
        if not options:
            return
        poses = {o: self._cursor_pose(o) for o in options}
        if self.cursor not in poses:
            self.cursor = min(options, key=lambda o: (poses[o].x, poses[o].y))
            return
        here = poses[self.cursor]
        if key == pygame.K_TAB:
            ordered = sorted(options, key=lambda o: (round(poses[o].x), poses[o].y))
            i = ordered.index(self.cursor)
            self.cursor = ordered[(i + (-1 if shift else 1)) % len(ordered)]
            return
        dx, dy = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
                  pygame.K_DOWN: (0, 1)}[key]
        best, best_score = None, float("inf")
        for o in options:
            if o == self.cursor:
                continue
            vx, vy = poses[o].x - here.x, poses[o].y - here.y
            along = vx * dx + vy * dy
            if along <= 1:
                continue
            score = along + 2.5 * abs(vx * dy - vy * dx)
            if score < best_score:
                best, best_score = o, score
        if best is not None:
            self.cursor = best

    def _cursor_pose(self, loc: Loc) -> art.Pose:
        if loc[0] == TRAY:
            return self.tray_pose(min(loc[1], max(0, len(self.view_tray) - 1)) if loc[1] >= 0 else 0)
        return self.board.slot_pose(loc)

    def follow_pointer(self, dt: float) -> None:
        """The held match follows the cursor (or the keyboard cursor), easing in rather than jumping."""
        g = self.grab
        if g is None:
            return
        if g.dragging:  # it leans a little into the direction it is pulled, like a real match
            gx, gy = self.mouse[0] + g.offset[0], self.mouse[1] + g.offset[1]
            lean = max(-12.0, min(12.0, (gx - g.pose.x) * 0.12))
            fade = math.exp(-12 * dt)  # the grip point slides to the match's middle, so the match lands
            g.offset = (g.offset[0] * fade, g.offset[1] * fade)  # where the cursor points
            goal = art.Pose(gx, gy, self.rest_pose(g.source, g.match_id).angle + lean, g.pose.length)
        elif g.by_keys and self.cursor is not None and self.cursor != g.source:
            goal = self._cursor_pose(self.cursor).moved(0, -10)
            goal = art.Pose(goal.x, goal.y, goal.angle, self.rest_pose(g.source, g.match_id).length)
        else:
            goal = self.rest_pose(g.source, g.match_id).moved(-3, -6)
        g.pose = g.pose.lerp(goal, 1 - math.exp(-FOLLOW * dt))
