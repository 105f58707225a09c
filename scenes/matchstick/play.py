"""The matchstick table: move (or add, or remove) matches until the equation is true.

Mouse: press on a match and drag it (it lifts and follows the cursor); release over an empty slot to drop it
there, anywhere else and it glides back. Or click a match, then click a slot. Keyboard: Tab / arrows choose a
match, Enter lifts it, Tab / arrows choose a slot, Enter drops it, Esc puts it back. U / Ctrl+Z undo, R / Ctrl+R
redo, H hint (twice: the match, then where it goes), A show answers, F1 rules card, N / Enter next puzzle once
solved, Esc pause. In add and remove puzzles a tray holds the spare matches.

The scene owns only UI state (what is lifted, flights, the keyboard cursor); the table itself is a
`matchstick.State` in a `History`, and every verdict comes from the engine. Drawing lives in
`scenes/matchstick/view.py`, the small records it uses in `scenes/matchstick/model.py`.
"""
from __future__ import annotations

import math
import random
from typing import Optional

import pygame

from game.logic import matchstick as ms
from game.logic.common import MoveError, PuzzleError
from game.logic.history import History
from scenes.base import Context, Pop, Push, Replace, Transition
from scenes.game_scene import HELP, PAUSE, GameScene
from scenes.matchstick.model import (GAME, TRAY, AnswerWalk, Flight, Grab, Loc, Setup, Slot, Spark, Verdict, judge,
                                     match_places)
from scenes.matchstick.view import FLAME, SHAKE, TableView
from sprites import matchstick as art
from sprites import theme
from sprites.widgets import Button

DRAG_START = 6          # pixels the mouse must travel before a press becomes a drag
FOLLOW = 28.0           # how briskly a dragged match catches up with the cursor (1/s)
SNAP, TRAVEL, GLIDE_BACK, ANSWER_STEP = 0.12, 0.28, 0.25, 0.55


# --- the scene ---------------------------------------------------------------------------------------------

class MatchstickScene(TableView, GameScene):
    name = "matchstick"

    def __init__(self, ctx: Context, setup: Setup, history: History | None = None, elapsed: float = 0.0,
                 used_help: bool = False) -> None:
        super().__init__(ctx)
        self.setup = setup
        self.task = setup.task
        self.history: History[ms.State] = history or History(ms.new_state(self.task))
        self.speed = ctx.config.play.animation_speed
        has_tray = self.task.mode != "move"
        board_area = pygame.Rect(40, 140, 1200, 260 if has_tray else 330)   # a long equation gets the width
        self.board = art.Board(self.task.puzzle.layout.kinds, board_area)
        self.tray_rect = pygame.Rect(0, 0, 360, 60 + 18 * self.task.moves)
        self.tray_rect.midtop = (640, 420)
        self.frozen = self.task.puzzle.frozen_cells
        ids, tray = match_places(self.task, self.history.moves_since_start())
        self.view_ids, self.view_tray = ids, tray
        self.board.arrange(ids)
        self.grab: Grab | None = None
        self.flights: list[Flight] = []
        self.queue: list[tuple[dict[Slot, int], list[int]]] = []   # answer-walk steps still to play
        self.cursor: Loc | None = None
        self.keyboard = False
        self.mouse = (0, 0)
        self.hover: Loc | None = None          # the target under the cursor while a match is held
        self.hover_source: Loc | None = None   # the movable match under the cursor otherwise
        self.verdict: Verdict | None = None
        self.effect_started = False
        self.shake = 0.0
        self.sparks: list[Spark] = []
        self.flames: list[tuple[float, float]] = []   # match heads alight after a solve
        self.flame_left = 0.0
        self.spark_rng = random.Random(7)
        self.hint_stage = 0
        self.hint_info: ms.Hint | None = None
        self.used_help = used_help
        self.answers: AnswerWalk | None = None
        self.elapsed = elapsed
        self.placements = 0
        self.message = ""
        self.time = 0.0
        self._still: pygame.Surface | None = None
        self._still_key: tuple | None = None
        self._build_buttons()
        self._after_change(record=False)

    # --- construction ------------------------------------------------------------------------------------
    def _build_buttons(self) -> None:
        y = 650
        specs = [("undo", "Undo (U)", self.undo), ("redo", "Redo (R)", self.redo),
                 ("restart", "Restart", self.restart),
                 ("hint", "Hint (H)", lambda: self.request_help(self.give_hint)),
                 ("answers", "Answers (A)", lambda: self.request_help(self.show_answers)), ("rules", "Rules (F1)", self.open_rules)]
        x = 40
        for wid, label, action in specs:
            self.widgets.add(Button(wid, (x, y, 150, 48), label, action, size=theme.SMALL + 2))
            x += 162
        self.widgets.add(Button("next", (1040, y, 200, 48), self.setup.next_label, self.go_next, primary=True))
        self.widgets.add(Button("back", (40, 26, 100, 44), "Back", self.leave, size=theme.SMALL))
        self.widgets.add(Button("prev-answer", (360, 590, 150, 44), "< Previous", lambda: self.step_answer(-1)))
        self.widgets.add(Button("replay-answer", (520, 590, 120, 44), "Replay", lambda: self.step_answer(0)))
        self.widgets.add(Button("next-answer", (650, 590, 150, 44), "Next >", lambda: self.step_answer(1)))
        self.widgets.add(Button("close-answers", (810, 590, 150, 44), "Back (Esc)", self.close_answers))

    def _sync_buttons(self) -> None:
        walking = self.answers is not None
        for wid in ("prev-answer", "replay-answer", "next-answer", "close-answers"):
            self.widgets.get(wid).visible = walking
        if walking:
            many = len(self.answers.solutions) > 1
            self.widgets.get("prev-answer").enabled = many
            self.widgets.get("next-answer").enabled = many
        self.widgets.get("undo").enabled = self.history.can_undo() and not walking
        self.widgets.get("redo").enabled = self.history.can_redo() and not walking
        self.widgets.get("restart").enabled = self.history.state != self.history.initial and not walking
        solved = self.verdict is not None and self.verdict.solved
        self.widgets.get("hint").enabled = not walking and not solved
        self.widgets.get("answers").enabled = not walking
        nxt = self.widgets.get("next")
        nxt.visible = self.setup.next_setup is not None and (solved or self.setup.level_id is None)
        nxt.label = self.setup.next_label
        nxt.detail = "Enter" if solved else "N"   # the key on a line of its own: a long label still fits

    # --- model helpers -----------------------------------------------------------------------------------
    @property
    def state(self) -> ms.State:
        return self.history.state

    @property
    def solved(self) -> bool:
        return self.verdict is not None and self.verdict.solved

    def occupied(self) -> list[Slot]:
        return [slot for slot in self.board.slots if self._has(slot)]

    def _has(self, slot: Slot) -> bool:
        cell, name = slot
        bit = ms.SLOTS[self.task.puzzle.layout.kinds[cell]].find(name)
        return bool(self.state.masks[cell] >> bit & 1)

    def sources(self) -> list[Loc]:
        """What the player may pick up now."""
        if self.answers is not None or self.solved or self.state.moves_left <= 0:
            return []
        if self.task.mode == "add":
            return [(TRAY, len(self.view_tray) - 1)] if self.view_tray else []
        return [s for s in self.occupied() if s[0] not in self.frozen]

    def targets(self, source: Loc) -> list[Loc]:
        """Where the match from `source` may go (its own place included: dropping there puts it back)."""
        if self.task.mode == "remove":
            return [source, (TRAY, len(self.view_tray))]
        empty = [s for s in self.board.slots if not self._has(s) and s[0] not in self.frozen]
        return ([source] if self.task.mode == "move" else []) + empty

    def rest_pose(self, loc: Loc, match_id: int) -> art.Pose:
        if loc[0] == TRAY:
            return self.tray_pose(loc[1])
        return self.board.match_pose(loc, match_id)

    def tray_pose(self, index: int) -> art.Pose:
        """Spare matches lie across the tray, one above the other, a little askew."""
        length = min(self.board.unit * (1 - 2 * art.INSET), 100)
        x = self.tray_rect.left + 34 + length / 2 + (index % 2) * 14
        y = self.tray_rect.top + 44 + index * 18
        return art.Pose(x, y, (index % 3 - 1) * 3.0, length)

    def match_id_at(self, loc: Loc) -> int | None:
        if loc[0] == TRAY:
            return self.view_tray[loc[1]] if 0 <= loc[1] < len(self.view_tray) else None
        return self.view_ids.get(loc)

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
    def help_used(self) -> bool:
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

    # --- moves -------------------------------------------------------------------------------------------
    def lift(self, loc: Loc) -> None:
        match_id = self.match_id_at(loc)
        if match_id is None:
            return
        pose = self.rest_pose(loc, match_id)
        for f in [f for f in self.flights if f.match_id == match_id]:  # caught in mid-air
            pose = f.pose
            self.flights.remove(f)
        self.grab = Grab(loc, match_id, pose)
        self.message = ""
        self.ctx.sound.play("pick")

    def cancel_grab(self) -> None:
        g = self.grab
        if g is None:
            return
        self.grab = None
        self.hover = None
        self.flights.append(Flight(g.match_id, g.pose, self.rest_pose(g.source, g.match_id),
                                   GLIDE_BACK / self.speed))
        if self.keyboard:
            self.cursor = g.source

    def drop(self, target: Loc, duration: float) -> None:
        g = self.grab
        mode = self.task.mode
        if mode == "move":
            move = ms.Move("M", g.source, target)
        elif mode == "add":
            move = ms.Move("A", None, target)
        else:
            move = ms.Move("R", g.source, None)
        try:
            new = ms.apply(self.state, move)
        except MoveError as err:  # should not happen: targets come from the same rules
            self.message = str(err)
            self.cancel_grab()
            return
        self.grab = None
        self.hover = None
        self.history.push(new, ms.format_move(move))
        self.placements += 1
        self.ctx.sound.play("drop")
        ids, tray = match_places(self.task, self.history.moves_since_start())
        self.view_ids, self.view_tray = ids, tray
        self.board.arrange(ids)
        end_loc = target if mode != "remove" else (TRAY, len(tray) - 1)
        self.flights.append(Flight(g.match_id, g.pose, self.rest_pose(end_loc, g.match_id), duration / self.speed))
        self.cursor = target if mode == "move" and self.keyboard else None
        self._after_change(record=True)

    def _after_change(self, record: bool) -> None:
        """Re-judge after any change of the table; a fresh drop that finishes the puzzle is recorded."""
        self.hint_stage, self.hint_info = 0, None
        self.effect_started = False
        self.shake = 0.0
        self.verdict = judge(self.state) if self.state.moves_left <= 0 else None
        if self.verdict is not None:
            self.message = ""
            if record:
                self._record(self.verdict.solved)
        self._sync_buttons()

    def _record(self, solved: bool) -> None:
        if self.setup.level_id is None:
            return
        self.ctx.store.record_result(GAME, self.setup.level_id, solved=solved, clean=not self.used_help,
                                     time_s=round(self.elapsed, 2) if solved else None,
                                     moves=self.placements if solved else None)
        if solved:
            self.ctx.store.clear_game(GAME)

    def _animate_to(self, ids: dict[Slot, int], tray: list[int], duration: float) -> None:
        """Fly every match whose place changed from the current view to (ids, tray)."""
        old = self._places(self.view_ids, self.view_tray)
        new = self._places(ids, tray)
        starts: dict[int, art.Pose] = {}
        for match_id, loc in new.items():
            before = old.get(match_id)
            if before is not None and before != loc:
                start = next((f.pose for f in self.flights if f.match_id == match_id), None)
                starts[match_id] = start or self.rest_pose(before, match_id)
        self.board.arrange(ids)   # where the matches lie now (a "1" sits centred) before the flights aim
        for match_id, start in starts.items():
            self.flights = [f for f in self.flights if f.match_id != match_id]
            self.flights.append(Flight(match_id, start, self.rest_pose(new[match_id], match_id),
                                       duration / self.speed))
        self.view_ids, self.view_tray = ids, tray

    @staticmethod
    def _places(ids: dict[Slot, int], tray: list[int]) -> dict[int, Loc]:
        out: dict[int, Loc] = {m: s for s, m in ids.items()}
        out.update({m: (TRAY, i) for i, m in enumerate(tray)})
        return out

    def _show_history_state(self) -> None:
        self.grab = None
        self.queue.clear()
        ids, tray = match_places(self.task, self.history.moves_since_start())
        self._animate_to(ids, tray, TRAVEL)
        self._after_change(record=False)

    def undo(self) -> None:
        if self.answers is not None or not self.history.can_undo():
            return
        self.history.undo()
        self.ctx.sound.play("click")
        self._show_history_state()

    def redo(self) -> None:
        if self.answers is not None or not self.history.can_redo():
            return
        self.history.redo()
        self.ctx.sound.play("click")
        self._show_history_state()

    def restart(self) -> None:
        """Back to the starting layout, as an undoable step (the pause menu's Restart too)."""
        if self.answers is not None:
            self.close_answers()
        if self.history.state == self.history.initial:
            return
        self.history.restart()
        self._show_history_state()

    # --- help --------------------------------------------------------------------------------------------
    def give_hint(self) -> None:
        if self.answers is not None or self.solved:
            return
        if self.grab is not None:
            self.cancel_grab()
        if self.hint_stage == 0 or self.hint_info is None:
            self.hint_info = ms.hint(self.state)
            self.hint_stage = 1
        else:
            self.hint_stage = 2
        h = self.hint_info
        if h.move is None:
            self.hint_stage = 0
            self.message = ("No answer can be reached from here: undo (U) a move first."
                            if self.state.used else "This puzzle has no answer with these rules.")
            self.ctx.sound.play("bad")
            return
        self.used_help = True
        self.ctx.sound.play("hint")
        if self.hint_stage == 1:
            self.message = ("Hint: this match moves. Press H again to see where." if self.task.mode != "add"
                            else "Hint: take a match from the tray. Press H again to see where it goes.")
        else:
            self.message = ("Hint: it goes here." if self.task.mode != "remove"
                            else "Hint: take that match away into the tray.")

    def hint_locs(self) -> list[Loc]:
        h = self.hint_info
        if self.hint_stage == 0 or h is None or h.move is None:
            return []
        first = h.move.src if h.move.src is not None else (TRAY, len(self.view_tray) - 1)
        if self.hint_stage == 1:
            return [first]
        second = h.move.dst if h.move.dst is not None else (TRAY, len(self.view_tray))
        return [first, second]

    def show_answers(self) -> None:
        if self.answers is not None:
            return
        if self.grab is not None:
            self.cancel_grab()
        result = ms.solve(self.task.puzzle, self.task.moves, self.task.mode)
        self.used_help = True
        self.hint_stage, self.hint_info = 0, None  # the walk shows whole answers; a half-given hint goes
        if not result.solutions:
            self.message = f"No answer exists with exactly {self.task.moves} {self._noun()} under these rules."
            return
        self.answers = AnswerWalk(result.solutions)
        self.step_answer(0)

    def _noun(self) -> str:
        return "match" if self.task.moves == 1 else "matches"

    def step_answer(self, step: int) -> None:
        walk = self.answers
        if walk is None:
            return
        walk.index = (walk.index + step) % len(walk.solutions)
        solution = walk.solutions[walk.index]
        self.flights.clear()
        self.queue.clear()
        moves = [ms.format_move(m) for m in solution.moves]
        start = match_places(self.task, [])
        self._animate_to(*start, TRAVEL)
        self.queue = [match_places(self.task, moves[: i + 1]) for i in range(len(moves))]
        self.message = ""
        self._sync_buttons()

    def close_answers(self) -> None:
        if self.answers is None:
            return
        self.answers = None
        self.flights.clear()
        self._show_history_state()

    # --- transitions -------------------------------------------------------------------------------------
    def open_rules(self) -> Transition:
        from scenes.matchstick.rules import RulesCard

        return Push(RulesCard(self.ctx, self.task.puzzle.rules))

    def go_next(self) -> Optional[Transition]:
        if self.setup.next_setup is None:
            return None
        if self.setup.level_id is not None and not self.solved:
            return None  # the campaign's next level opens once this one is solved
        try:
            following = self.setup.next_setup()
        except PuzzleError as err:  # a generator that found nothing: say so, keep this table
            self.message = str(err)
            return None
        if following is None:
            return Pop()
        return Replace(MatchstickScene(self.ctx, following))

    def leave(self) -> Transition:
        self.save()
        return Pop()

    def save(self) -> None:
        """Keep an unfinished campaign level, so opening it again picks up where the player left, and a hint or
        answer already seen (leaving and coming back must not make the solve count as clean)."""
        if self.setup.level_id is None:
            return
        if self.solved or (self.history.state == self.history.initial and not self.used_help):
            saved = self.ctx.store.load_game(GAME)
            if saved and saved.get("level") == self.setup.level_id:
                self.ctx.store.clear_game(GAME)
            return
        self.ctx.store.save_game(GAME, {"level": self.setup.level_id, "history": self.history.to_record(),
                                        "elapsed": self.elapsed, "used_help": self.used_help})

    # --- time --------------------------------------------------------------------------------------------
    def tick(self, dt: float) -> Optional[Transition]:
        self.time += dt
        if not self.solved and self.answers is None:
            self.elapsed += dt
        g = self.grab
        if g is not None:
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
            k = 1 - math.exp(-FOLLOW * dt)
            g.pose = g.pose.lerp(goal, k)
        for f in self.flights:
            f.t += dt
        self.flights = [f for f in self.flights if not f.done]
        if not self.flights and self.queue:
            ids, tray = self.queue.pop(0)
            self._animate_to(ids, tray, ANSWER_STEP)
            self.ctx.sound.play("drop")
        if self.verdict is not None and not self.effect_started and not self.flights:
            self.effect_started = True
            if self.verdict.solved:
                self.ctx.sound.play("win")
                self._ignite()
            else:
                self.ctx.sound.play("bad")
                self.shake = SHAKE
        self.shake = max(0.0, self.shake - dt)
        for s in self.sparks:
            s.age += dt
            s.x += s.vx * dt
            s.y += s.vy * dt
            s.vy -= 30 * dt
        self.sparks = [s for s in self.sparks if s.age < s.life]
        self.flame_left = max(0.0, self.flame_left - dt)
        return None

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
