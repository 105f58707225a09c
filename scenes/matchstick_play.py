"""The matchstick table: move (or add, or remove) matches until the equation is true.

Mouse: press on a match and drag it (it lifts and follows the cursor); release over an empty slot to drop it
there, anywhere else and it glides back. Or click a match, then click a slot. Keyboard: Tab / arrows choose a
match, Enter lifts it, Tab / arrows choose a slot, Enter drops it, Esc puts it back. U / Ctrl+Z undo, R / Ctrl+R
redo, H hint (twice: the match, then where it goes), A show answers, F1 rules card, N / Enter next puzzle once
solved, Esc pause. In add and remove puzzles a tray holds the spare matches.

The scene owns only UI state (what is lifted, flights, the keyboard cursor); the table itself is a
`matchstick.State` in a `History`, and every verdict comes from the engine.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Callable, Optional

import pygame

from game.logic import matchstick as ms
from game.logic.common import MoveError, PuzzleError, Status
from game.logic.history import History
from scenes.base import Context, Pop, Push, Replace, Scene, Transition
from scenes.level_select import draw_lock
from sprites import matchstick as art
from sprites import theme
from sprites.widgets import Button

GAME = "matchstick"
TRAY = "tray"
Slot = tuple[int, str]
Loc = tuple  # a Slot, or (TRAY, index)

DRAG_START = 6          # pixels the mouse must travel before a press becomes a drag
FOLLOW = 28.0           # how briskly a dragged match catches up with the cursor (1/s)
SNAP, TRAVEL, GLIDE_BACK, ANSWER_STEP = 0.12, 0.28, 0.25, 0.55
SHAKE = 0.55
FLAME = 1.4             # seconds the match heads burn after a solve


# --- what the player is playing ---------------------------------------------------------------------------

@dataclass
class Setup:
    """One puzzle to play and where it came from."""
    task: ms.Task
    title: str
    subtitle: str = ""
    level_id: str | None = None                        # campaign levels record progress under this id
    next_setup: Callable[[], Optional["Setup"]] | None = None
    next_label: str = "Next level"


def shown(text: str) -> str:
    """An equation as the player reads it: a real times and divide sign."""
    return text.replace("*", "×").replace("/", "÷")


def instructions(task: ms.Task) -> str:
    n = task.moves
    what = "match" if n == 1 else "matches"
    verb = {"move": "Move", "add": "Add", "remove": "Remove"}[task.mode]
    return f"{verb} {n} {what} to make the equation true"


# --- which match is where (UI only: derived from the moves since the start) -------------------------------

def match_places(task: ms.Task, moves: list[str]) -> tuple[dict[Slot, int], list[int]]:
    """Give every match an id (so each keeps its looks) and follow it through `moves`:
    (slot -> match id on the table, match ids in the tray in order)."""
    ids: dict[Slot, int] = {}
    n = 0
    for cell, (kind, mask) in enumerate(zip(task.puzzle.layout.kinds, task.puzzle.layout.masks)):
        for bit, name in enumerate(ms.SLOTS[kind]):
            if mask >> bit & 1:
                ids[(cell, name)] = n
                n += 1
    tray = list(range(n, n + task.moves)) if task.mode == "add" else []
    for text in moves:
        move = ms.parse_move(text)
        if move.kind == "M":
            ids[move.dst] = ids.pop(move.src)
        elif move.kind == "A":
            ids[move.dst] = tray.pop()
        else:
            tray.append(ids.pop(move.src))
    return ids, tray


# --- the verdict once every move is used -------------------------------------------------------------------

@dataclass(frozen=True)
class Verdict:
    solved: bool
    reads: str        # what the table reads, '?' where matches form no glyph
    message: str
    others: int = 0   # other answers to the puzzle (when solved)


def judge(state: ms.State) -> Verdict:
    task = state.task
    reads = shown(state.text)
    if ms.status(state) is Status.SOLVED:
        answers = ms.solve(task.puzzle, task.moves, task.mode).texts
        others = len([a for a in answers if a != state.text])
        tail = ("It is the only answer." if others == 0 else
                f"{others} other answer{'s' if others > 1 else ''} exist{'s' if others == 1 else ''}.")
        return Verdict(True, reads, f"{reads} is true!  {tail}", others)
    if "?" in reads:
        return Verdict(False, reads, f"Not an equation: {reads} (? marks matches that form no digit or sign).")
    if not ms.is_equation(state.layout, task.puzzle.rules):
        return Verdict(False, reads, f"{reads} is not an equation these rules accept.")
    if ms.is_true_equation(state.layout, task.puzzle.rules):
        d = ms.distance(task.puzzle.layout.masks, state.masks)
        return Verdict(False, reads, f"{reads} is true, but only {d} match{'es' if d != 1 else ''} differ "
                                     f"from the start; the puzzle asks for {task.moves}.")
    return Verdict(False, reads, f"{reads} is not true.")


# --- animation bits ----------------------------------------------------------------------------------------

@dataclass
class Flight:
    match_id: int
    start: art.Pose
    end: art.Pose
    duration: float
    t: float = 0.0

    @property
    def pose(self) -> art.Pose:
        x = min(1.0, self.t / self.duration) if self.duration > 0 else 1.0
        ease = 1 - (1 - x) ** 3
        arc = math.sin(math.pi * x) * min(40.0, 0.15 * math.hypot(self.end.x - self.start.x,
                                                                   self.end.y - self.start.y))
        return self.start.lerp(self.end, ease).moved(0, -arc)

    @property
    def lift(self) -> float:
        x = min(1.0, self.t / self.duration) if self.duration > 0 else 1.0
        return math.sin(math.pi * x) * 0.8

    @property
    def done(self) -> bool:
        return self.t >= self.duration


@dataclass
class Grab:
    """The match in the player's hand."""
    source: Loc                # where it came from: a slot or (TRAY, i)
    match_id: int
    pose: art.Pose             # where it is drawn now
    offset: tuple[float, float] = (0.0, 0.0)   # match centre minus cursor, for dragging
    button_down: bool = False  # the mouse button that picked it is still held
    press_pos: tuple[int, int] = (0, 0)
    dragging: bool = False
    by_keys: bool = False


@dataclass
class Spark:
    x: float
    y: float
    vx: float
    vy: float
    life: float
    age: float = 0.0


@dataclass
class AnswerWalk:
    solutions: tuple[ms.Solution, ...]
    index: int = 0


# --- the scene ---------------------------------------------------------------------------------------------

class MatchstickScene(Scene):
    name = "matchstick"
    is_game = True

    def __init__(self, ctx: Context, setup: Setup, history: History | None = None, elapsed: float = 0.0) -> None:
        super().__init__(ctx)
        self.setup = setup
        self.task = setup.task
        self.history: History[ms.State] = history or History(ms.new_state(self.task))
        self.speed = ctx.config.play.animation_speed
        has_tray = self.task.mode != "move"
        board_area = pygame.Rect(90, 140, 1100, 260 if has_tray else 330)
        self.board = art.Board(self.task.puzzle.layout.kinds, board_area)
        self.tray_rect = pygame.Rect(0, 0, 360, 60 + 18 * self.task.moves)
        self.tray_rect.midtop = (640, 420)
        self.frozen = self.task.puzzle.frozen_cells
        ids, tray = match_places(self.task, self.history.moves_since_start())
        self.view_ids, self.view_tray = ids, tray
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
        self.used_help = False
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
                 ("restart", "Restart", self.restart), ("hint", "Hint (H)", self.give_hint),
                 ("answers", "Answers (A)", self.show_answers), ("rules", "Rules (F1)", self.open_rules)]
        x = 40
        for wid, label, action in specs:
            self.widgets.add(Button(wid, (x, y, 150, 48), label, action, size=theme.SMALL + 2))
            x += 162
        self.widgets.add(Button("next", (1040, y, 200, 48), self.setup.next_label, self.go_next, primary=True))
        self.widgets.add(Button("pause", (1110, 26, 130, 44), "Pause (Esc)", self.pause, size=theme.SMALL))
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
        nxt.label = self.setup.next_label + (" (Enter)" if solved else " (N)")

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
    def handle_event(self, event: pygame.event.Event) -> Optional[Transition]:
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
            self.message = "Solved! Press Enter or N for the next puzzle, or A to see every answer."
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
        k, ctrl = event.key, event.mod & pygame.KMOD_CTRL
        if k == pygame.K_ESCAPE:
            if self.grab is not None:
                self.cancel_grab()
                return None
            if self.answers is not None:
                self.close_answers()
                return None
            return self.on_escape()
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
        elif k == pygame.K_z and ctrl or k == pygame.K_u:
            self.undo()
        elif k in (pygame.K_r, pygame.K_y) and (ctrl or k == pygame.K_r):
            self.redo()
        elif k == pygame.K_h:
            self.give_hint()
        elif k == pygame.K_a:
            self.show_answers()
        elif k == pygame.K_n:
            return self.go_next()
        elif k == pygame.K_F1:
            return self.open_rules()
        return None

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
        for match_id, loc in new.items():
            before = old.get(match_id)
            if before is not None and before != loc:
                start = next((f.pose for f in self.flights if f.match_id == match_id), None)
                self.flights = [f for f in self.flights if f.match_id != match_id]
                self.flights.append(Flight(match_id, start or self.rest_pose(before, match_id),
                                           self.rest_pose(loc, match_id), duration / self.speed))
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

    def answer_masks(self) -> tuple[int, ...] | None:
        """The layout currently shown by the answer walk (for reading it out), else None."""
        if self.answers is None:
            return None
        return self.answers.solutions[self.answers.index].layouts[0]

    # --- transitions -------------------------------------------------------------------------------------
    def pause(self) -> Transition:
        from scenes.pause import PauseScene

        return Push(PauseScene(self.ctx, self))

    def open_rules(self) -> Transition:
        from scenes.matchstick_rules import RulesCard

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
        """Keep an unfinished campaign level, so opening it again picks up where the player left."""
        if self.setup.level_id is None:
            return
        if self.solved or self.history.state == self.history.initial:
            saved = self.ctx.store.load_game(GAME)
            if saved and saved.get("level") == self.setup.level_id:
                self.ctx.store.clear_game(GAME)
            return
        self.ctx.store.save_game(GAME, {"level": self.setup.level_id, "history": self.history.to_record(),
                                        "elapsed": self.elapsed})

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

    # --- drawing -----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        dx = math.sin(self.shake * 38) * 14 * (self.shake / SHAKE) if self.shake > 0 else 0.0
        flying = frozenset(f.match_id for f in self.flights)
        held = self.grab.match_id if self.grab is not None else None
        # What does not change while a match is dragged is drawn once into a cached layer.
        key = (surface.get_size(), self.state, tuple(self.view_ids.items()), tuple(self.view_tray), flying, held,
               self.grab.source if self.grab is not None else None, self.hover_source, dx)
        if key != self._still_key:
            if self._still is None or self._still.get_size() != surface.get_size():
                self._still = pygame.Surface(surface.get_size())
            self._draw_still(self._still, dx, flying, held)
            self._still_key = key
        surface.blit(self._still, (0, 0))
        minutes, seconds = divmod(int(self.elapsed), 60)
        theme.blit_text(surface, f"{minutes}:{seconds:02d}", (1080, 96), theme.SMALL, theme.TEXT_DIM,
                        anchor="topright")
        t = self.board.thickness
        self._draw_chosen_target(surface, dx)
        self._draw_marks(surface, dx)
        for f in self.flights:
            art.draw_match(surface, f.pose, f.match_id, t, lifted=f.lift)
        if self.grab is not None:
            art.draw_match(surface, self.grab.pose, self.grab.match_id, t, lifted=1.0)
        if self.flame_left > 0 and self.solved:
            grow = min(1.0, (FLAME - self.flame_left) * 6) * min(1.0, self.flame_left * 2)
            r = self.board.thickness * 0.75 * grow
            for i, (x, y) in enumerate(self.flames):  # a small teardrop flame on every head
                flicker = 1 + 0.2 * math.sin(self.time * 31 + i * 1.7)
                h = r * 3.2 * flicker
                outer = pygame.Rect(0, 0, max(2, round(r * 1.7)), max(2, round(h)))
                outer.midbottom = (round(x), round(y + r * 0.4))
                pygame.draw.ellipse(surface, theme.ORANGE, outer)
                inner = outer.inflate(-outer.width // 2, -outer.height // 2)
                inner.midbottom = outer.midbottom
                pygame.draw.ellipse(surface, theme.YELLOW, inner)
        for s in self.sparks:
            fade = 1 - s.age / s.life
            colour = theme.YELLOW if fade > 0.6 else theme.ORANGE if fade > 0.3 else theme.VERMILLION
            pygame.draw.circle(surface, colour, (round(s.x), round(s.y)), max(1, round(5 * fade)))
        self._draw_footer(surface)
        self.widgets.draw(surface)
        if self.verdict is not None and not self.verdict.solved and self.effect_started:
            pulse = 3 + round(2 * (1 + math.sin(self.time * 5)))  # the way out of a wrong answer: Undo
            rect = self.widgets.get("undo").rect.inflate(6 + pulse * 2, 6 + pulse * 2)
            pygame.draw.rect(surface, theme.WARN, rect, width=3, border_radius=theme.RADIUS + 6)

    def _draw_still(self, surface: pygame.Surface, dx: float, flying: frozenset, held: int | None) -> None:
        """Background, header, table, tray, the faint outlines of the places a held match can go, and every
        match lying still."""
        theme.draw_background(surface)
        self._draw_header(surface)
        table = self.board.rect.inflate(70, 40).move(dx, 0)
        pygame.draw.rect(surface, (24, 26, 33), table, border_radius=18)
        pygame.draw.rect(surface, (58, 62, 78), table, width=2, border_radius=18)
        if self.task.mode != "move":
            self._draw_tray(surface)
        t = self.board.thickness
        if self.grab is not None:
            for loc in self.targets(self.grab.source):
                if loc != self.grab.source:
                    art.draw_slot(surface, self._target_pose(loc, dx), t)
        if self.verdict is not None and not self.verdict.solved:  # point at cells that read as nothing
            for cell, (kind, mask) in enumerate(zip(self.task.puzzle.layout.kinds, self.state.masks)):
                if ms.read(kind, mask) is None:
                    box = self.board.cells[cell].move(round(dx), 0).inflate(12, 12)
                    pygame.draw.rect(surface, theme.WARN, box, width=2, border_radius=8)
                    badge = (box.right, box.top)
                    pygame.draw.circle(surface, theme.WARN, badge, 13)
                    theme.blit_text(surface, "?", badge, theme.BODY, theme.BLACK, True, "center")
        for cell in self.frozen:  # an '=' the rules keep in place carries a small lock
            box = self.board.cells[cell]
            draw_lock(surface, (round(box.centerx + dx), round(box.top + 1.7 * self.board.unit)), theme.TEXT_DIM)
        for slot, match_id in self.view_ids.items():
            if match_id not in flying and match_id != held:
                raised = 0.3 if slot == self.hover_source and self.grab is None else 0.0
                pose = self.board.match_pose(slot, match_id).moved(dx - 2 * raised, -4 * raised)
                art.draw_match(surface, pose, match_id, t, lifted=raised)
        for i, match_id in enumerate(self.view_tray):
            if match_id not in flying and match_id != held:
                art.draw_match(surface, self.tray_pose(i), match_id, t)

    def _draw_header(self, surface: pygame.Surface) -> None:
        theme.blit_text(surface, self.setup.title, (160, 30), theme.HEADING, theme.TEXT, True)
        sub = self.setup.subtitle or self.task.puzzle.rules.describe() + " rules"
        theme.blit_text(surface, instructions(self.task), (40, 80), theme.BODY, theme.ACCENT)
        theme.blit_text(surface, sub, (40, 106), theme.SMALL, theme.TEXT_DIM)
        used, total = self.state.used, self.task.moves
        label = f"Moves: {used} / {total}"
        rect = theme.blit_text(surface, label, (1080, 36), theme.HEADING, theme.TEXT, True, "topright")
        for i in range(total):  # pips: filled for used moves, hollow for the rest (shape, not colour)
            centre = (rect.left + 10 + i * 22, rect.bottom + 16)
            if i < used:
                pygame.draw.circle(surface, theme.ACCENT, centre, 7)
            else:
                pygame.draw.circle(surface, theme.TEXT_DIM, centre, 7, 2)

    def _draw_tray(self, surface: pygame.Surface) -> None:
        rect = self.tray_rect
        pygame.draw.rect(surface, (70, 50, 34), rect, border_radius=10)
        pygame.draw.rect(surface, theme.WOOD_DARK, rect, width=3, border_radius=10)
        striker = pygame.Rect(rect.right - 46, rect.top + 12, 26, rect.height - 24)
        pygame.draw.rect(surface, (92, 60, 44), striker, border_radius=4)
        for y in range(striker.top + 4, striker.bottom - 2, 6):
            pygame.draw.line(surface, (60, 40, 30), (striker.left + 3, y), (striker.right - 3, y), 2)
        label = (f"Spare matches: {len(self.view_tray)}" if self.task.mode == "add"
                 else f"Removed: {len(self.view_tray)} of {self.task.moves}  (drop matches here)")
        theme.blit_text(surface, label, (rect.left + 14, rect.top + 8), theme.SMALL, theme.TEXT)

    def _target_pose(self, loc: Loc, dx: float) -> art.Pose:
        return self.tray_pose(loc[1]) if loc[0] == TRAY else self.board.slot_pose(loc).moved(dx, 0)

    def _draw_chosen_target(self, surface: pygame.Surface, dx: float) -> None:
        """The place the held match would go now, outlined brightly (under the cursor, or the keyboard's)."""
        g = self.grab
        if g is None:
            return
        chosen = self.cursor if g.by_keys or self.keyboard else self.hover
        if chosen is not None and chosen != g.source and chosen in self.targets(g.source):
            art.draw_slot(surface, self._target_pose(chosen, dx), self.board.thickness, highlighted=True)

    def _draw_marks(self, surface: pygame.Surface, dx: float) -> None:
        t = self.board.thickness
        if self.keyboard and self.cursor is not None and self.grab is None:
            art.draw_focus(surface, self._cursor_pose(self.cursor).moved(dx, 0), t)
        for i, loc in enumerate(self.hint_locs()):
            pose = self._cursor_pose(loc) if loc[0] != TRAY else self.tray_pose(min(loc[1], 3))
            pose = pose.moved(dx, 0)
            bob = math.sin(self.time * 6) * 4
            art.draw_focus(surface, pose, t, theme.YELLOW)
            x, y = pose.x, min(pose.ends()[0][1], pose.ends()[1][1]) - 22 + bob
            pygame.draw.polygon(surface, theme.YELLOW, [(x - 10, y - 14), (x + 10, y - 14), (x, y)])
            theme.blit_text(surface, "1" if i == 0 else "2", (round(x), round(y - 30)), theme.SMALL, theme.YELLOW,
                            True, "midbottom")

    def _draw_footer(self, surface: pygame.Surface) -> None:
        y = 560
        if self.answers is not None:
            walk = self.answers
            sol = walk.solutions[walk.index]
            theme.blit_text(surface, f"Answer {walk.index + 1} of {len(walk.solutions)}:  {shown(sol.text)}",
                            (640, y - 8), theme.HEADING, theme.SKY_BLUE, True, "midtop")
            return
        v = self.verdict
        if v is not None and self.effect_started or (v is not None and not self.flights):
            banner = pygame.Rect(0, 0, 900, 64)
            banner.midtop = (640, y - 14)
            edge = theme.GOOD if v.solved else theme.BAD
            theme.draw_panel(surface, banner, colour=(30, 44, 40) if v.solved else (52, 34, 30), edge=edge)
            art.draw_mark(surface, v.solved, (banner.left + 36, banner.centery), edge)
            head = "Solved!" if v.solved else "Not yet."
            tail = v.message + ("" if v.solved else "  Undo (U) and try again.")
            head_rect = theme.blit_text(surface, head, (banner.left + 68, banner.centery), theme.HEADING - 4,
                                        theme.TEXT, True, "midleft")
            left = head_rect.right + 16
            lines = theme.wrap(tail, banner.right - 24 - left, theme.SMALL + 2)[:2]
            for i, line in enumerate(lines):
                theme.blit_text(surface, line, (left, banner.centery + (i - (len(lines) - 1) / 2) * 24),
                                theme.SMALL + 2, theme.TEXT, anchor="midleft")
            return
        if self.message:
            theme.blit_text(surface, self.message, (640, y + 6), theme.BODY, theme.WARN, anchor="midtop")
        elif self.keyboard:
            tip = ("Tab / arrows: choose a slot   Enter: drop   Esc: put back" if self.grab is not None
                   else "Tab / arrows: choose a match   Enter: lift it")
            theme.blit_text(surface, tip, (640, y + 6), theme.SMALL, theme.TEXT_DIM, anchor="midtop")
        else:
            tip = {"move": "Drag a match to an empty place, or click a match and then a place.",
                   "add": "Drag a match from the tray to an empty place, or click the tray and then a place.",
                   "remove": "Drag a match into the tray, or click a match and then the tray."}[self.task.mode]
            tip += "   Esc: pause"
            theme.blit_text(surface, tip, (640, y + 6), theme.SMALL, theme.TEXT_DIM, anchor="midtop")
