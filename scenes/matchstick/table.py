"""The matchstick table: a `GameTable` (scenes/game_table.py: the session, the one road for moves, undo, the clock,
help and saving) and what the player's hands and eyes are doing on it (the held match, flights, the keyboard
cursor, the hint's two steps, a solution being shown, the verdict's flames). Which match lies where follows the
logic's `carry`, one move at a time. `refresh` rebuilds everything derived from the state (what may be picked up and where it may go,
the verdict) after every change of the session, so nothing is recomputed per frame. No drawing and no input."""
from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from game.i18n import Msg, Text
from game.logic import matchstick as ms
from game.logic.history import RESTART
from game.logic.matchstick import TRAY, Loc, MatchPlaces, Slot
from game.logic.matchstick.layout import glyphs as cell_glyphs, structure
from game.logic.session import Played, Session
from scenes.game_table import GameTable, TableHost
from scenes.matchstick.model import Flight, Grab, Setup, Spark
from sprites import matchstick as art

GLIDE_BACK, ANSWER_STEP = 0.25, 0.55   # seconds: a match let go glides home; one step of a solution shown
TRAVEL = 0.28                          # seconds a match sent by a click or Enter takes to settle
SHAKE = 0.55                           # seconds the table shakes after a wrong final move
FLAME = 1.4                            # seconds the match heads burn after a solve


class Table(GameTable[ms.State, ms.Move]):
    """One puzzle on the table. Every attribute is declared here; the view reads them, the input changes them
    through the methods below."""

    def __init__(self, setup: Setup, session: Session[ms.State, ms.Move], host: TableHost, speed: float,
                 changed: Callable[[], None] = lambda: None) -> None:
        super().__init__(session, host)
        self.setup = setup
        self.task: ms.Task = setup.task
        self.speed = speed
        self.on_change = changed     # told after every refresh (the scene shows and enables its buttons)
        has_tray = self.task.mode != "move"
        board_area = pygame.Rect(40, 140, 1200, 260 if has_tray else 330)   # a long equation gets the width
        self.board = art.Board(self.task.puzzle.layout.kinds, board_area)
        self.tray_rect = pygame.Rect(0, 0, 360, 60 + 18 * self.task.moves)
        self.tray_rect.midtop = (640, 420)
        self.frozen: frozenset[int] = self.task.puzzle.frozen_cells
        # which match lies where at each entry of the history (the logic carries them move by move)
        self.placements: list[MatchPlaces] = self._placements_of_history()
        self._next_places: MatchPlaces | None = None   # where a move being played leaves the matches
        here = self.placements[self.session.position]
        self.view_ids: dict[Slot, int] = here.ids()
        self.view_tray: list[int] = list(here.tray)
        self.board.arrange(self.view_ids)
        # derived from the state by `refresh`
        self.places: dict[Loc, list[Loc]] = {}
        self.occupied_slots: list[Slot] = []
        self.verdict: ms.Verdict | None = None
        # the player's hands and eyes
        self.grab: Grab | None = None
        self.flights: list[Flight] = []
        self.queue: list[MatchPlaces] = []     # steps of a solution being shown, still to fly
        self.cursor: Loc | None = None
        self.keyboard = False
        self.mouse = (0, 0)
        self.hover: Loc | None = None          # the target under the cursor while a match is held
        self.hover_source: Loc | None = None   # the movable match under the cursor otherwise
        self.hint_stage = 0                    # 1: the hint's match is shown; 2: where it goes too
        self.time = 0.0
        # the verdict's effect
        self.effect_started = False
        self.shake = 0.0
        self.sparks: list[Spark] = []
        self.flames: list[tuple[float, float]] = []   # match heads alight after a solve
        self.flame_left = 0.0
        self.spark_rng = random.Random(7)
        self.refresh()

    def _placements_of_history(self) -> list[MatchPlaces]:
        """Where the matches lie at each entry of the session's history (once, when the table opens: a resumed
        game's history, redo entries included); after that each move carries them one step."""
        start = ms.first_places(self.task)
        history = self.session.to_record()["history"]
        placements = [start]
        for text in history.get("moves", []):
            placements.append(start if text == RESTART else ms.carry(placements[-1], self.session.parse(text)))
        return placements

    # --- what the table reads now -------------------------------------------------------------------------
    @property
    def state(self) -> ms.State:
        return self.session.state

    def changed(self) -> None:
        """The session changed: the matches' places follow it (a move carries them one step; undo and redo
        find them where they lay), then everything the state decides is rebuilt."""
        position = self.session.position
        if self._next_places is not None:
            self.placements = self.placements[:position] + [self._next_places]
            self._next_places = None
        self.refresh()

    def refresh(self) -> None:
        """Rebuild what the state decides, after any change of the session: what may be picked up and where it
        may go, the verdict once every move is used; a half-given hint and the last effect go."""
        state = self.state
        self.places = ms.drop_places(state)
        self.occupied_slots = [slot for slot in self.board.slots if _has(state, slot)]
        self.hint_stage, self.shown_hint = 0, None
        self.effect_started = False
        self.shake = 0.0
        self.verdict = ms.judge(state)
        if self.verdict is not None:
            self.message = ""
        self.on_change()

    def places_now(self) -> MatchPlaces:
        return self.placements[self.session.position]

    def sources(self) -> list[Loc]:
        """What the player may pick up now (nothing while a solution is being shown)."""
        return [] if self.queue else list(self.places)

    def targets(self, source: Loc) -> list[Loc]:
        """Where the match from `source` may go (its own place included: dropping there puts it back)."""
        return self.places.get(source, [])

    def occupied(self) -> list[Slot]:
        return self.occupied_slots

    def rest_pose(self, loc: Loc, match_id: int) -> art.Pose:
        if ms.in_tray(loc):
            return self.tray_pose(loc[1])
        assert ms.on_table(loc)
        return self.board.match_pose(loc, match_id)

    def tray_pose(self, index: int) -> art.Pose:
        """Spare matches lie across the tray, one above the other, a little askew."""
        length = min(self.board.unit * (1 - 2 * art.INSET), 100)
        x = self.tray_rect.left + 34 + length / 2 + (index % 2) * 14
        y = self.tray_rect.top + 44 + index * 18
        return art.Pose(x, y, (index % 3 - 1) * 3.0, length)

    def cursor_pose(self, loc: Loc) -> art.Pose:
        if ms.in_tray(loc):
            return self.tray_pose(min(loc[1], max(0, len(self.view_tray) - 1)) if loc[1] >= 0 else 0)
        assert ms.on_table(loc)
        return self.board.slot_pose(loc)

    def match_id_at(self, loc: Loc) -> int | None:
        if ms.in_tray(loc):
            return self.view_tray[loc[1]] if 0 <= loc[1] < len(self.view_tray) else None
        assert ms.on_table(loc)
        return self.view_ids.get(loc)

    def focused(self) -> Loc | None:
        """The match the keyboard cursor frames: only one that can be lifted now (after the last move, or while
        a solution is being shown, a frame would promise a match that does not move)."""
        if not self.keyboard or self.grab is not None or self.cursor not in self.sources():
            return None
        return self.cursor

    def unreadable_cells(self) -> list[int]:
        """After a wrong final move, the cells whose matches form no glyph (marked with '?'); none while the
        matches of a solution being shown are still flying."""
        if self.verdict is None or self.verdict.solved or self.queue:
            return []
        return [cell for cell, (kind, mask) in enumerate(zip(self.task.puzzle.layout.kinds, self.state.masks))
                if ms.read(kind, mask) is None]

    def minus_places(self) -> list[Slot]:
        """The empty places where a minus may appear in front of a number (unary-minus rules only), as the table
        shows them now (an answer being shown may fill one)."""
        kinds = self.task.puzzle.layout.kinds
        return [slot for slot in self.board.slots if kinds[slot[0]] == ms.SIGN and slot not in self.view_ids]

    def moves_shown(self) -> tuple[int, int]:
        """(used, total) for the counter."""
        return self.state.used, self.task.moves

    # --- moves -------------------------------------------------------------------------------------------
    def lift(self, loc: Loc) -> Grab | None:
        match_id = self.match_id_at(loc)
        if match_id is None:
            return None
        pose = self.rest_pose(loc, match_id)
        for f in [f for f in self.flights if f.match_id == match_id]:  # caught in mid-air
            pose = f.pose
            self.flights.remove(f)
        self.grab = Grab(loc, pose, match_id=match_id)
        self.board.hold(loc if ms.on_table(loc) else None)
        self.message = ""
        self.host.play_sound("pick")
        return self.grab

    def cancel_grab(self) -> None:
        g = self.grab
        if g is None:
            return
        self.grab = None
        self.hover = None
        self.board.hold(None)
        self.flights.append(Flight(g.match_id, g.pose, self.rest_pose(g.source, g.match_id),
                                   GLIDE_BACK / self.speed))
        if self.keyboard:
            self.cursor = g.source

    def drop(self, target: Loc, duration: float) -> None:
        """Put the held match down at `target`: the move goes through the session; a refused one is explained
        and the match glides back."""
        g = self.grab
        if g is None:
            return
        played = self.play(ms.move_for(self.state, g.source, target))
        if played is None or not played.changed:   # refused (the reason is the message) or "no effect"
            self.cancel_grab()
            return
        self.grab = None
        self.hover = None
        self.host.play_sound("drop")
        self.board.hold(None)
        here = self.places_now()
        self.view_ids, self.view_tray = here.ids(), list(here.tray)
        self._arrange(self.view_ids, duration, moving=g.match_id)
        end_loc: Loc = (TRAY, len(self.view_tray) - 1) if ms.in_tray(target) else target
        self.flights.append(Flight(g.match_id, g.pose, self.rest_pose(end_loc, g.match_id), duration / self.speed))
        self.cursor = target if self.task.mode == "move" and self.keyboard else None

    def play(self, move: ms.Move) -> Played[ms.State] | None:
        """Play `move` through the session; the logic carries the matches' places one step with it."""
        self._next_places = ms.carry(self.places_now(), move)
        try:
            return super().play(move)
        finally:
            self._next_places = None

    def refused(self, err: ms.MoveError) -> None:
        """A refused drop: the reason is the message, and the match glides back (no sound of its own)."""

    def _animate_to(self, places: MatchPlaces, duration: float) -> None:
        """Fly every match whose place changed from the current view to `places`."""
        ids, tray = places.ids(), list(places.tray)
        old = _where(self.view_ids, self.view_tray)
        new = _where(ids, tray)
        starts: dict[int, art.Pose] = {}
        for match_id, loc in new.items():
            before = old.get(match_id)
            if before is not None and before != loc:
                start = next((f.pose for f in self.flights if f.match_id == match_id), None)
                starts[match_id] = start or self.rest_pose(before, match_id)
        self._arrange(ids, duration)   # where the matches lie now (a "1" sits centred) before the flights aim
        for match_id, start in starts.items():
            self.flights = [f for f in self.flights if f.match_id != match_id]
            self.flights.append(Flight(match_id, start, self.rest_pose(new[match_id], match_id),
                                       duration / self.speed))
        self.view_ids, self.view_tray = ids, tray

    def _arrange(self, ids: dict[Slot, int], duration: float, moving: int | None = None) -> None:
        """Lay the board out for the matches at `ids`; a match that stays in its slot but whose place on screen
        moves with the layout (a "1" centred, Roman letters closing up) glides there instead of jumping."""
        before = {m: (slot, self.board.match_pose(slot, m)) for slot, m in self.view_ids.items()}
        self.board.hold(None)
        self.board.arrange(ids)
        flying = {f.match_id for f in self.flights} | ({moving} if moving is not None else set())
        for slot, m in ids.items():
            was = before.get(m)
            if was is None or was[0] != slot or m in flying:
                continue
            now = self.board.match_pose(slot, m)
            if abs(now.x - was[1].x) + abs(now.y - was[1].y) + abs(now.length - was[1].length) > 0.5:
                self.flights.append(Flight(m, was[1], now, duration / self.speed))

    def show_session_state(self) -> None:
        """The session moved through its history (undo, redo, restart): the matches fly to their places."""
        self.grab = None
        self.queue.clear()
        self._animate_to(self.places_now(), TRAVEL)

    def undo(self) -> bool:
        if self.queue or not super().undo():
            return False
        self.show_session_state()
        return True

    def redo(self) -> bool:
        if self.queue or not super().redo():
            return False
        self.show_session_state()
        return True

    def started_again(self) -> None:
        self.placements = [ms.first_places(self.task)]

    def restart(self) -> bool:
        """Back to the starting layout, as an undoable step (the pause menu's Restart too); after the end, a new
        game of the same puzzle."""
        self._next_places = ms.first_places(self.task)
        try:
            if not super().restart():
                return False
        finally:
            self._next_places = None
        self.show_session_state()
        return True

    # --- help --------------------------------------------------------------------------------------------
    def give_hint(self) -> None:
        """H: the contract's hint, in two steps: first the match it moves (or, adding, the figure it goes
        into), then, on H again, where it goes."""
        if self.finished or self.queue:
            return
        if self.grab is not None:
            self.cancel_grab()
        if self.hint_stage == 0 or self.shown_hint is None:
            found = self.hint()   # the contract's hint, counted; its sentence names the slots, the table shows them
            if found is None:
                self.hint_stage = 0
                return
            self.hint_stage = 1
            self.message = (Msg("Hint: this match moves. Press {key} again to see where.", key="H")
                            if self.task.mode != "add"
                            else Msg("Hint: the spare match goes into {figure}. Press {key} again to see exactly "
                                     "where.", figure=self.hinted_figure(), key="H"))
        else:
            self.session.use_hint()   # the second step shows more of the same hint: counted too
            self.host.play_sound("hint")
            self.hint_stage = 2
            self.message = (Msg("Hint: it goes here.") if self.task.mode != "remove"
                            else Msg("Hint: take that match away into the tray."))

    def no_hint_message(self) -> Text:
        return (Msg("No answer can be reached from here: undo ({key}) a move first.", key="U") if self.state.used
                else Msg("This puzzle has no answer with these rules."))

    def no_solution_message(self) -> Text:
        return self.no_hint_message()

    def show_solution(self) -> list[ms.Move] | None:
        """A: the contract's solution from here, played through the session (counted as an answer seen); the
        matches fly to each step in turn."""
        if self.queue:
            return None
        if self.grab is not None:
            self.cancel_grab()
        start = self.session.position
        moves = super().show_solution()
        if moves:
            self.flights.clear()
            self.queue = self.placements[start + 1:self.session.position + 1]
        return moves

    def hinted_cell(self) -> int | None:
        """In an add puzzle's first hint step, the cell the spare match goes into (outlined whole: pointing at
        the tray, where every spare match lies, said nothing)."""
        g = self.shown_hint
        if self.hint_stage != 1 or g is None or g.move.dst is None or self.task.mode != "add":
            return None
        return g.move.dst[0]

    def hinted_figure(self) -> Msg:
        """'the number VIII' / 'the sign +' / 'the empty place before the first number': the hinted cell's
        number or operator, as the player reads it."""
        cell = self.hinted_cell()
        if cell is None:
            return Msg("the equation")
        layout = self.state.layout
        struct = structure(layout.kinds)
        glyphs = cell_glyphs(layout)
        if layout.kinds[cell] == ms.OP:
            return Msg("the sign {sign}", sign=ms.shown(glyphs[cell] or '?'))
        for k, (sign, start, end) in enumerate(struct.numbers):
            if sign <= cell < end or start <= cell < end:
                first = max(0, sign) if sign >= 0 else start
                # a Roman number's empty room between its letters is no glyph to name ('?' is for broken ones)
                text = ms.shown("".join(g or "?" for i, g in enumerate(glyphs[first:end], first)
                                        if layout.kinds[i] != ms.ROMAN or layout.masks[i]))
                return NUMBER_IN_ORDER[k](text) if k < len(NUMBER_IN_ORDER) else Msg("the last number, {text}",
                                                                                      text=text)
        return Msg("the equation")

    def hint_locs(self) -> list[Loc]:
        g = self.shown_hint
        if self.hint_stage == 0 or g is None:
            return []
        if self.hinted_cell() is not None:
            return []   # the first step of an add hint outlines the cell (view: hinted_cell)
        first: Loc = g.move.src if g.move.src is not None else (TRAY, len(self.view_tray) - 1)
        if self.hint_stage == 1:
            return [first]
        second: Loc = g.move.dst if g.move.dst is not None else (TRAY, len(self.view_tray))
        return [first, second]

    # --- time --------------------------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        """The clock (the session's: it stops when the game ends), the flights, the answer walk's next step and
        the verdict's effect."""
        self.time += dt
        super().tick(dt)
        for f in self.flights:
            f.t += dt
        self.flights = [f for f in self.flights if not f.done]
        if not self.flights and self.queue:
            self._animate_to(self.queue.pop(0), ANSWER_STEP)
            self.host.play_sound("drop")
        self._animate_effects(dt)

    def _animate_effects(self, dt: float) -> None:
        """The ending's effect once every match has landed (flames and sparks, or a shake), and its decay."""
        if self.session.finished and not self.effect_started and not self.flights:
            self.effect_started = True
            if self.solved:
                self.host.play_sound("win")
                self._ignite()
            else:
                self.host.play_sound("bad")
                self.shake = SHAKE
        self.shake = max(0.0, self.shake - dt)
        for s in self.sparks:
            s.age += dt
            s.x += s.vx * dt
            s.y += s.vy * dt
            s.vy -= 30 * dt
        self.sparks = [s for s in self.sparks if s.age < s.life]
        self.flame_left = max(0.0, self.flame_left - dt)

    def _ignite(self) -> None:
        """Celebrate: every match head flares for a moment."""
        rng = self.spark_rng
        self.flames = []
        for slot, match_id in self.view_ids.items():
            _, head = self.board.match_pose(slot, match_id).ends()
            self.flames.append(head)
            for _ in range(5):
                self.sparks.append(Spark(head[0], head[1], rng.uniform(-30, 30), rng.uniform(-110, -40),
                                         rng.uniform(0.6, 1.4)))
        self.flame_left = FLAME


# a number named by its place in the equation, each a whole phrase for the catalog
NUMBER_IN_ORDER: tuple[Callable[[str], Msg], ...] = (
    lambda text: Msg("the first number, {text}", text=text), lambda text: Msg("the second number, {text}", text=text),
    lambda text: Msg("the third number, {text}", text=text), lambda text: Msg("the fourth number, {text}", text=text),
    lambda text: Msg("the fifth number, {text}", text=text))


def _has(state: ms.State, slot: Slot) -> bool:
    cell, name = slot
    bit = ms.SLOTS[state.task.puzzle.layout.kinds[cell]].find(name)
    return bool(state.masks[cell] >> bit & 1)


def _where(ids: dict[Slot, int], tray: list[int]) -> dict[int, Loc]:
    out: dict[int, Loc] = {m: s for s, m in ids.items()}
    out.update({m: (TRAY, i) for i, m in enumerate(tray)})
    return out
