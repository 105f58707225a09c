"""How the matchstick table takes input: hit testing, the mouse (press, drag, release, click-then-click) and the
keyboard (Tab/arrows choose, Enter lifts and drops). `TableInput` turns events into calls on the `Table` and
returns the transitions the scene's `SceneActions` give; it draws nothing."""
from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Optional, Protocol

import pygame

from game.logic import matchstick as ms
from game.i18n import Msg
from game.logic.matchstick import TRAY, Loc
from game.logic.matchstick.matchids import EVERY_MOVE_USED
from scenes.base import Transition
from scenes.matchstick.table import TRAVEL, Table
from sprites import matchstick as art

DRAG_START = 6          # pixels the mouse must travel before a press becomes a drag
FOLLOW = 28.0           # how briskly a dragged match catches up with the cursor (1/s)
SNAP = 0.12             # seconds a match dragged onto its place takes to settle


class SceneActions(Protocol):
    """What the table's input asks of the scene around it."""

    def go_next(self) -> Optional[Transition]:
        """The next puzzle (Enter once this one is solved)."""
        ...

    def ask_answers(self) -> Optional[Transition]:
        """Show the solution (A), asking first where that costs a record."""
        ...


class TableInput:
    def __init__(self, table: Table, actions: SceneActions) -> None:
        self.table = table
        self.actions = actions

    # --- hit testing -------------------------------------------------------------------------------------
    def target_at(self, pos: tuple[int, int]) -> Loc | None:
        """Where the held match would land if let go at `pos`."""
        t = self.table
        g = t.grab
        if g is None:
            return None
        return self.loc_at(pos, t.targets(g.source), t.rest_pose(g.source, g.match_id).angle)

    def loc_at(self, pos: tuple[int, int], candidates: Sequence[Loc], angle: float | None = None) -> Loc | None:
        t = self.table
        near = t.board.nearest(pos, [c for c in candidates if ms.on_table(c)], angle=angle)
        if near is not None:
            return near
        tray = [c for c in candidates if ms.in_tray(c)]
        if tray and t.tray_rect.inflate(20, 20).collidepoint(pos):
            return tray[0]
        return None

    def match_at(self, pos: tuple[int, int]) -> Loc | None:
        """Any match under the cursor, movable or not."""
        t = self.table
        tray: list[Loc] = [(TRAY, len(t.view_tray) - 1)] if t.view_tray else []
        return self.loc_at(pos, [*t.occupied(), *tray])

    # --- the mouse ---------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> Optional[Transition]:
        """An event the scene's widgets did not take."""
        if event.type == pygame.KEYDOWN:
            return self.handle_key(event)
        if event.type == pygame.MOUSEMOTION:
            self.on_motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.on_press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.on_release(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.table.grab is not None:
            self.table.cancel_grab()
        return None

    def on_motion(self, pos: tuple[int, int]) -> None:
        t = self.table
        t.mouse = pos
        t.keyboard = False
        g = t.grab
        if g is not None and g.button_down and not g.dragging:
            if math.hypot(pos[0] - g.press_pos[0], pos[1] - g.press_pos[1]) >= DRAG_START:
                g.dragging = True
        t.hover = self.target_at(pos) if g is not None else None
        t.hover_source = self.loc_at(pos, t.sources()) if g is None else None

    def on_press(self, pos: tuple[int, int]) -> None:
        t = self.table
        t.mouse = pos
        if t.queue:
            return
        g = t.grab
        if g is not None:  # a match is already lifted (clicked, or lifted with the keyboard)
            target = self.target_at(pos)
            if target is not None and target != g.source:
                t.drop(target, TRAVEL)
                return
            other = self.loc_at(pos, t.sources())
            t.cancel_grab()
            if other is None or other == g.source:
                return
        self.try_lift(self.loc_at(pos, t.sources()), pos)

    def try_lift(self, loc: Loc | None, pos: tuple[int, int]) -> None:
        if loc is None:
            self.explain_unmovable(pos)
            return
        g = self.table.lift(loc)
        if g is None:
            return
        g.button_down, g.press_pos = True, pos
        g.offset = (g.pose.x - pos[0], g.pose.y - pos[1])

    def explain_unmovable(self, pos: tuple[int, int]) -> None:
        """A press on a match that cannot be picked up: the logic says why."""
        t = self.table
        loc = self.match_at(pos)
        if loc is None:
            return
        reason = ms.why_unmovable(t.state, loc)
        if t.solved:
            reason = Msg("Solved! {enter} or {next_key}: {next}.", enter="Enter", next_key="N", next=t.setup.next_label)
        if reason is not None:
            t.message = reason
        t.host.play_sound("bad")

    def on_release(self, pos: tuple[int, int]) -> None:
        t = self.table
        g = t.grab
        if g is None or not g.button_down:
            return
        g.button_down = False
        if not g.dragging:
            return  # a click: the match stays lifted until a slot is clicked
        target = self.target_at(pos)
        if target is not None and target != g.source:
            t.drop(target, SNAP)
        else:
            t.cancel_grab()

    # --- the keyboard ------------------------------------------------------------------------------------
    def handle_key(self, event: pygame.event.Event) -> Optional[Transition]:
        t = self.table
        k = event.key
        if k in (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            self.move_cursor(k, bool(event.mod & pygame.KMOD_SHIFT))
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return self.on_enter()
        elif k == pygame.K_a:
            return self.actions.ask_answers()
        return None

    def on_enter(self) -> Optional[Transition]:
        t = self.table
        t.keyboard = True
        if t.grab is not None:
            if t.cursor is not None and t.cursor != t.grab.source:
                t.drop(t.cursor, TRAVEL)
            else:
                t.cancel_grab()
            return None
        if t.solved and t.setup.next_setup is not None:
            return self.actions.go_next()
        sources = t.sources()
        if t.cursor is None or t.cursor not in sources:
            t.cursor = sources[0] if sources else None
            if not sources and t.state.moves_left <= 0 and not t.solved:
                t.message = EVERY_MOVE_USED
            return None
        source = t.cursor
        g = t.lift(source)
        if g is not None:
            g.by_keys = True
        targets = [place for place in t.targets(source) if place != source]
        t.cursor = targets[0] if targets else source
        return None

    def move_cursor(self, key: int, shift: bool) -> None:
        t = self.table
        t.keyboard = True
        options = t.targets(t.grab.source) if t.grab is not None else t.sources()
        if not options:
            return
        poses = {o: t.cursor_pose(o) for o in options}
        if t.cursor is None or t.cursor not in poses:
            t.cursor = min(options, key=lambda o: (poses[o].x, poses[o].y))
            return
        here = poses[t.cursor]
        if key == pygame.K_TAB:
            ordered = sorted(options, key=lambda o: (round(poses[o].x), poses[o].y))
            i = ordered.index(t.cursor)
            t.cursor = ordered[(i + (-1 if shift else 1)) % len(ordered)]
            return
        dx, dy = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
                  pygame.K_DOWN: (0, 1)}[key]
        best: Loc | None = None
        best_score = float("inf")
        for o in options:
            if o == t.cursor:
                continue
            vx, vy = poses[o].x - here.x, poses[o].y - here.y
            along = vx * dx + vy * dy
            if along <= 1:
                continue
            score = along + 2.5 * abs(vx * dy - vy * dx)
            if score < best_score:
                best, best_score = o, score
        if best is not None:
            t.cursor = best

    # --- every frame -------------------------------------------------------------------------------------
    def follow_pointer(self, dt: float) -> None:
        """The held match follows the cursor (or the keyboard cursor), easing in rather than jumping."""
        t = self.table
        g = t.grab
        if g is None:
            return
        if g.dragging:  # it leans a little into the direction it is pulled, like a real match
            gx, gy = t.mouse[0] + g.offset[0], t.mouse[1] + g.offset[1]
            lean = max(-12.0, min(12.0, (gx - g.pose.x) * 0.12))
            fade = math.exp(-12 * dt)  # the grip point slides to the match's middle, so the match lands
            g.offset = (g.offset[0] * fade, g.offset[1] * fade)  # where the cursor points
            goal = art.Pose(gx, gy, t.rest_pose(g.source, g.match_id).angle + lean, g.pose.length)
        elif g.by_keys and t.cursor is not None and t.cursor != g.source:
            goal = t.cursor_pose(t.cursor).moved(0, -10)
            goal = art.Pose(goal.x, goal.y, goal.angle, t.rest_pose(g.source, g.match_id).length)
        else:
            goal = t.rest_pose(g.source, g.match_id).moved(-6, -18)   # held up clearly, off its place
        g.pose = g.pose.lerp(goal, 1 - math.exp(-FOLLOW * dt))
