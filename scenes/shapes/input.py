"""How the shapes table takes input: hit testing, the mouse (press, drag, release, click-then-click: the shared
`MatchDrag`, given this game's rules) and the keyboard (arrows move a cursor over the places, Space / Enter pick up and put down, Delete takes away).
`ShapesInput` turns events into calls on the `ShapesTable` and returns the transitions the scene's actions give;
it draws nothing."""
from __future__ import annotations

import math
from typing import Optional

import pygame

from game.i18n import N_, Msg
from game.logic.shapes import Action
from scenes.base import Transition
from scenes.match_drag import ARROWS, MatchDrag, SceneActions, follow, step_cursor
from scenes.shapes.model import OFF, SUPPLY, Grab, Loc
from scenes.shapes.table import ShapesTable

# Delete in a task that does not take matches away
NOT_TAKING = {Action.MOVE: N_("This puzzle asks to move matches, not to take them away."),
              Action.ADD: N_("This puzzle asks to add matches, not to take them away.")}


class ShapesInput:
    """The game's rules for the shared mouse handling (`MatchDrag`), its hit testing and its keys."""

    def __init__(self, table: ShapesTable, actions: SceneActions) -> None:
        self.table = table
        self.actions = actions
        self.drag: MatchDrag[Loc] = MatchDrag(table, self)

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

    # --- the mouse (scenes/match_drag.py), and what a press means here -------------------------------------
    def handle(self, event: pygame.event.Event) -> Optional[Transition]:
        if event.type == pygame.KEYDOWN:
            return self.handle_key(event)
        self.drag.handle(event)
        return None

    def busy(self) -> bool:
        """A click while the count lights up shows it whole; while answers are on show the board is not the
        game's."""
        t = self.table
        return t.skip_light() or t.walk is not None

    def lift(self, loc: Loc) -> Grab | None:
        return self.table.lift(loc)

    def drop(self, target: Loc, dragged: bool) -> None:
        self.table.drop(target)

    def let_go(self, pos: tuple[int, int]) -> None:
        """Over a place the match may not go to: refused, with the reason; anywhere else it goes back."""
        t = self.table
        g = t.grab
        here = self.place_at(pos)
        if g is not None and here is not None and here != g.source:
            t.drop(here)
        else:
            t.cancel_grab()

    def clicked(self, held: Grab) -> None:
        """In a remove task a click on a match takes it away; otherwise it stays up until a place is clicked."""
        if self.table.action is Action.REMOVE and held.source >= 0:
            self.table.drop(OFF)

    def press_elsewhere(self, pos: tuple[int, int]) -> None:
        """An add task's click on an empty place lays a spare match there; any other press says why nothing
        happens, when there is a reason to give."""
        t = self.table
        if t.action is Action.ADD:
            empty = self.place_at(pos, t.empties)
            if empty is not None and t.sources():
                t.lay(empty)
                return
        self.explain(pos)

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
        best = step_cursor(range(count), board.slot_pose, t.cursor, direction)
        if best is not None:
            t.cursor = best

    # --- every frame -------------------------------------------------------------------------------------
    def follow_pointer(self, dt: float) -> None:
        """The held match follows the mouse (or the keyboard cursor), easing in rather than jumping."""
        t = self.table
        g = t.grab
        if g is None:
            return
        cursor = t.board.slot_pose(t.cursor) if t.cursor is not None and t.cursor != g.source else None
        follow(g, t.mouse, t.rest_pose(g.source), cursor, dt)
