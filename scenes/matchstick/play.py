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

import random
from typing import Optional

import pygame

from game.logic import matchstick as ms
from game.logic.common import MoveError, PuzzleError
from game.logic.history import History
from game.logic.matchstick.contract import RULES
from game.logic.session import Session, text_applier
from scenes.base import Context, Pop, Push, Replace, Transition
from scenes.game_scene import GameScene
from scenes.matchstick.model import (GAME, TRAY, AnswerWalk, Flight, Grab, Loc, Setup, Slot, Spark, Verdict, judge,
                                     match_places)
from scenes.matchstick.input import TRAVEL, TableInput
from scenes.matchstick.view import TableView
from sprites import matchstick as art

GLIDE_BACK, ANSWER_STEP = 0.25, 0.55   # seconds: a match let go glides home; one step of the answer walk


# --- the scene ---------------------------------------------------------------------------------------------

apply_text = text_applier(RULES)  # a move's text (a save, a replay) through the back end's parse + apply


class MatchstickScene(TableInput, TableView, GameScene):
    name = "matchstick"

    def __init__(self, ctx: Context, setup: Setup, session: Session[ms.State] | None = None) -> None:
        super().__init__(ctx)
        self.setup = setup
        self.task = setup.task
        # the mid-end: history, clock, help seen, save record (game/logic/session.py)
        self.session: Session[ms.State] = session or Session(ms.new_state(self.task), apply_text)
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
        self.answers: AnswerWalk | None = None
        self.placements = 0
        self.message = ""
        self.time = 0.0
        self._still: pygame.Surface | None = None
        self._still_key: tuple | None = None
        self._build_buttons()
        self._after_change(record=False)

    # --- model helpers -----------------------------------------------------------------------------------
    @property
    def history(self) -> History[ms.State]:
        return self.session.history

    @property
    def elapsed(self) -> float:
        return self.session.elapsed

    @property
    def used_help(self) -> bool:
        return self.session.helped

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
        self.session.push(new, ms.format_move(move))
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
        result = self.session.result(solved)
        self.ctx.store.record_result(GAME, self.setup.level_id, solved=solved, clean=result.clean,
                                     time_s=round(result.time_s, 2) if solved else None,
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
        if self.answers is not None or not self.session.undo():
            return
        self.ctx.sound.play("click")
        self._show_history_state()

    def redo(self) -> None:
        if self.answers is not None or not self.session.redo():
            return
        self.ctx.sound.play("click")
        self._show_history_state()

    def restart(self) -> None:
        """Back to the starting layout, as an undoable step (the pause menu's Restart too)."""
        if self.answers is not None:
            self.close_answers()
        if self.session.restart():
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
        self.session.use_hint()
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
        self.session.use_answer()
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
        self.ctx.store.save_game(GAME, {"level": self.setup.level_id, **self.session.to_record()})

    # --- time --------------------------------------------------------------------------------------------
    def tick(self, dt: float) -> Optional[Transition]:
        self.time += dt
        if not self.solved and self.answers is None:
            self.session.tick(dt)
        self.follow_pointer(dt)
        for f in self.flights:
            f.t += dt
        self.flights = [f for f in self.flights if not f.done]
        if not self.flights and self.queue:
            ids, tray = self.queue.pop(0)
            self._animate_to(ids, tray, ANSWER_STEP)
            self.ctx.sound.play("drop")
        self.animate_effects(dt)
        return None
