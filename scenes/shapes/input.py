"""How the shapes table takes input: hit testing, the mouse (press, drag, release, click-then-click) and the
keyboard (arrows move a cursor over the places, Space / Enter pick up and put down, Delete takes away).
`ShapesInput` turns events into calls on the `ShapesTable` and returns the transitions the scene's actions give;
it draws nothing."""
from __future__ import annotations

import math
from typing import Optional, Protocol

import pygame

from game.i18n import N_, Msg
from game.logic.shapes import Action
from scenes.base import Transition
from scenes.shapes.model import OFF, SUPPLY, Loc
from scenes.shapes.table import ShapesTable
from sprites import matchstick as art

DRAG_START = 6          # pixels the mouse must travel before a press becomes a drag
FOLLOW = 28.0           # how briskly a dragged match catches up with the cursor (1/s)
# Delete in a task that does not take matches away
NOT_TAKING = {Action.MOVE: N_("This puzzle asks to move matches, not to take them away."),
              Action.ADD: N_("This puzzle asks to add matches, not to take them away.")}
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}


class SceneActions(Protocol):
    """What the table's input asks of the scene around it."""

    def go_next(self) -> Optional[Transition]:
        ...

    def ask_answers(self) -> Optional[Transition]:
        ...


class ShapesInput:
    def __init__(self, table: ShapesTable, actions: SceneActions) -> None:
        self.table = table
        self.actions = actions

    # --- hit testing -------------------------------------------------------------------------------------
    def place_at(self, pos: tuple[int, int], places: list[int] | None = None) -> int | None:
        t = self.table
        return t.board.nearest(pos, range(len(t.lattice.places)) if places is None else places)

    def off_board(self, pos: tuple[int, int]) -> bool:
        t = self.table
        margin = round(t.board.unit * 0.35)
        return t.side_rect.inflate(20, 20).collidepoint(pos) or not t.board.extent.inflate(
            2 * margin, 2 * margin).collidepoint(pos)

    def target_at(self, pos: tuple[int, int]) -> Loc | None:
        """Where the held match would land if let go at `pos`."""
        t = self.table
        g = t.grab
        if g is None:
            return None
        if t.action is Action.REMOVE:
            return OFF if self.off_board(pos) else None
        return self.place_at(pos, [p for p in t.targets(g.source) if p >= 0])

    def source_at(self, pos: tuple[int, int]) -> Loc | None:
        t = self.table
        sources = t.sources()
        if SUPPLY in sources and t.side_rect.collidepoint(pos):
            return SUPPLY
        return self.place_at(pos, [s for s in sources if s >= 0])

    # --- the mouse ---------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> Optional[Transition]:
        if event.type == pygame.KEYDOWN:
            return self.handle_key(event)
        if event.type == pygame.MOUSEMOTION:
            self.on_motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.on_press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.on_release(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
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
        t.hover_source = self.source_at(pos) if g is None else None

    def on_press(self, pos: tuple[int, int]) -> None:
        t = self.table
        t.mouse = pos
        if t.skip_light() or t.walk is not None:
            return
        g = t.grab
        if g is not None:   # a match picked by a click (or by keys): this click puts it down
            target = self.target_at(pos)
            if target is not None:
                t.drop(target)
                return
            other = self.source_at(pos)
            if other is not None and other != g.source:
                t.cancel_grab()
                self.lift(other, pos)
                return
            here = self.place_at(pos)
            if here is not None and here != g.source:
                t.drop(here)   # refused, with the reason
            else:
                t.cancel_grab()
            return
        source = self.source_at(pos)
        if source is not None:
            self.lift(source, pos)
            return
        if t.action is Action.ADD:
            empty = self.place_at(pos, t.empties)
            if empty is not None and t.sources():
                t.lay(empty)
                return
        self.explain(pos)

    def lift(self, loc: Loc, pos: tuple[int, int]) -> None:
        g = self.table.lift(loc)
        if g is None:
            return
        g.button_down, g.press_pos = True, pos
        g.offset = (g.pose.x - pos[0], g.pose.y - pos[1])

    def explain(self, pos: tuple[int, int]) -> None:
        """A press on the board that picks nothing up: say why, when there is a reason to give."""
        t = self.table
        if self.place_at(pos) is None or t.finished:
            return
        if t.state.moves_left <= 0:
            t.message = Msg("Every move is used: undo ({undo}) to try something else.", undo="U")
        elif t.action is Action.ADD:
            t.message = Msg("That place already holds a match: lay the new one on an empty place.")
        else:
            return
        t.host.play_sound("bad")

    def on_release(self, pos: tuple[int, int]) -> None:
        t = self.table
        g = t.grab
        if g is None or not g.button_down:
            return
        g.button_down = False
        if not g.dragging:
            if t.action is Action.REMOVE and g.source >= 0:   # a click on a match takes it away
                t.drop(OFF)
            return   # otherwise a click: the match stays up until a place is clicked
        target = self.target_at(pos)
        if target is not None:
            t.drop(target)
            return
        here = self.place_at(pos)
        if here is not None and here != g.source:
            t.drop(here)   # refused, with the reason
        else:
            t.cancel_grab()

    # --- the keyboard ------------------------------------------------------------------------------------
    def handle_key(self, event: pygame.event.Event) -> Optional[Transition]:
        t = self.table
        k = event.key
        if t.skip_light():
            return None
        if t.walk is not None:
            if k in (pygame.K_LEFT, pygame.K_UP, pygame.K_PAGEUP):
                t.step_answer(-1)
            elif k in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_SPACE, pygame.K_a):
                t.step_answer(1)
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
                t.close_answers()
            return None
        if k in ARROWS:
            self.move_cursor(ARROWS[k])
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return self.on_enter()
        elif k in (pygame.K_DELETE, pygame.K_BACKSPACE):
            self.on_delete()
        elif k == pygame.K_a:
            return self.actions.ask_answers()
        return None

    def on_enter(self) -> Optional[Transition]:
        t = self.table
        t.keyboard = True
        if t.solved and t.setup.next_setup is not None:
            return self.actions.go_next()
        g = t.grab
        if t.cursor is None:
            self.move_cursor((0, 0))
            return None
        place = t.cursor
        if g is not None:
            if place == g.source:
                t.cancel_grab()
            else:
                t.drop(place)   # refused, with the reason, when the place is not free
            return None
        if t.finished:
            return None
        if t.state.moves_left <= 0:
            t.message = Msg("Every move is used: undo ({undo}) to try something else.", undo="U")
        elif t.action is Action.REMOVE:
            if not t.take_away(place):
                t.message = Msg("There is no match there to take away.")
        elif t.action is Action.ADD:
            if not t.lay(place):
                t.message = Msg("That place already holds a match: lay the new one on an empty place.")
        elif place in t.sources():
            lifted = t.lift(place)
            if lifted is not None:
                lifted.by_keys = True
                free = [p for p in t.targets(place) if p >= 0]
                if free:
                    here = t.board.slot_pose(place)
                    t.cursor = min(free, key=lambda p: math.hypot(t.board.slot_pose(p).x - here.x,
                                                                  t.board.slot_pose(p).y - here.y))
        else:
            t.message = Msg("That place is empty: choose a match to move.")
        return None

    def on_delete(self) -> None:
        t = self.table
        t.keyboard = True
        if t.action is not Action.REMOVE:
            t.message = Msg(NOT_TAKING[t.action])
        elif t.cursor is None or not t.take_away(t.cursor):
            t.message = Msg("Put the cursor on a match to take it away (arrows).")

    def move_cursor(self, direction: tuple[int, int]) -> None:
        """Arrows. Left / Right: the place before or after in reading order (the picture's rows, left to right;
        at a row's end on to the next), so every place can be reached; Up / Down: the nearest place that way
        (along first, then across). The first arrow puts the cursor on the board."""
        t = self.table
        t.keyboard = True
        board = t.board
        count = len(t.lattice.places)
        if not count:
            return
        if t.cursor is None:
            pool = t.matches or list(range(count))
            t.cursor = min(pool)
            return
        dx, dy = direction
        if dx:
            t.cursor = min(max(t.cursor + dx, 0), count - 1)
            return
        here = board.slot_pose(t.cursor)
        best, best_score = None, float("inf")
        for p in range(count):
            pose = board.slot_pose(p)
            vx, vy = pose.x - here.x, pose.y - here.y
            along = vy * dy
            if p == t.cursor or along <= 1:
                continue
            score = along + 2.5 * abs(vx)
            if score < best_score:
                best, best_score = p, score
        if best is not None:
            t.cursor = best

    # --- every frame -------------------------------------------------------------------------------------
    def follow_pointer(self, dt: float) -> None:
        """The held match follows the mouse (or the keyboard cursor), easing in rather than jumping."""
        t = self.table
        g = t.grab
        if g is None:
            return
        rest = t.rest_pose(g.source)
        if g.dragging:
            gx, gy = t.mouse[0] + g.offset[0], t.mouse[1] + g.offset[1]
            fade = math.exp(-12 * dt)   # the grip slides to the match's middle, so it lands where the cursor points
            g.offset = (g.offset[0] * fade, g.offset[1] * fade)
            goal = art.Pose(gx, gy, rest.angle, rest.length)
        elif g.by_keys and t.cursor is not None and t.cursor != g.source:
            slot = t.board.slot_pose(t.cursor).moved(0, -10)
            goal = art.Pose(slot.x, slot.y, slot.angle, rest.length)
        else:
            goal = rest.moved(-6, -18)   # held up clearly, off its place
        g.pose = g.pose.lerp(goal, 1 - math.exp(-FOLLOW * dt))
