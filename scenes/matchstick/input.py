"""How the matchstick table takes input: hit testing, the mouse (press, drag, release, click-then-click: the
shared `MatchDrag`, given this game's rules) and the keyboard (Tab/arrows choose, Enter lifts and drops). `TableInput` turns events into calls on the `Table` and
returns the transitions the scene's `SceneActions` give; it draws nothing."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Optional

import pygame

from game.logic import matchstick as ms
from game.i18n import Msg
from game.logic.matchstick import TRAY, Loc
from game.logic.matchstick.matchids import EVERY_MOVE_USED
from scenes.base import Transition
from scenes.match_drag import ARROWS, Grip, MatchDrag, SceneActions, follow, step_cursor
from scenes.matchstick.model import Grab
from scenes.matchstick.table import TRAVEL, Table

SNAP = 0.12             # seconds a match dragged onto its place takes to settle
LEAN = 0.12             # degrees a dragged match leans into its pull, per pixel it lags behind the cursor


class TableInput:
    """The game's rules for the shared mouse handling (`MatchDrag`), its hit testing and its keys."""

    def __init__(self, table: Table, actions: SceneActions) -> None:
        self.table = table
        self.actions = actions
        self.drag: MatchDrag[Loc] = MatchDrag(table, self)

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

    # --- the mouse (scenes/match_drag.py), and what a press means here -------------------------------------
    def handle(self, event: pygame.event.Event) -> Optional[Transition]:
        """An event the scene's widgets did not take."""
        if event.type == pygame.KEYDOWN:
            return self.handle_key(event)
        self.drag.handle(event)
        return None

    def busy(self) -> bool:
        return bool(self.table.queue)

    def source_at(self, pos: tuple[int, int]) -> Loc | None:
        return self.loc_at(pos, self.table.sources())

    def lift(self, loc: Loc) -> Grab | None:
        return self.table.lift(loc)

    def drop(self, target: Loc, dragged: bool) -> None:
        self.table.drop(target, SNAP if dragged else TRAVEL)

    def let_go(self, pos: tuple[int, int]) -> None:
        self.table.cancel_grab()

    def clicked(self, held: Grip[Loc]) -> None:
        """The match stays lifted until a slot is clicked."""

    def press_elsewhere(self, pos: tuple[int, int]) -> None:
        self.explain_unmovable(pos)

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
        if key == pygame.K_TAB:
            ordered = sorted(options, key=lambda o: (round(poses[o].x), poses[o].y))
            i = ordered.index(t.cursor)
            t.cursor = ordered[(i + (-1 if shift else 1)) % len(ordered)]
            return
        best = step_cursor(options, poses.__getitem__, t.cursor, ARROWS[key])
        if best is not None:
            t.cursor = best

    # --- every frame -------------------------------------------------------------------------------------
    def follow_pointer(self, dt: float) -> None:
        """The held match follows the cursor (or the keyboard cursor), leaning a little into the direction it is
        pulled, like a real match."""
        t = self.table
        g = t.grab
        if g is None:
            return
        cursor = t.cursor_pose(t.cursor) if t.cursor is not None and t.cursor != g.source else None
        follow(g, t.mouse, t.rest_pose(g.source, g.match_id), cursor, dt, lean=LEAN)
