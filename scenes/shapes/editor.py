"""Your own shape puzzle: choose a lattice (squares or triangles) and its size, click places to lay or lift
matches, choose the task (remove, move or add), K and N, squares or triangles, "all the same size". The solver
answers after every change on a worker thread (scenes/worker.py): how many answers, none, or "N is impossible
here: the most you can make is M". Play it opens the puzzle (with its code) on the shapes table.

Keys: arrows move a cursor over the places, Space / Enter lays or lifts a match, P plays, Esc goes back."""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache, partial
from typing import Optional

import pygame

from game.i18n import N_, Msg, Plural, Text
from game.logic.shapes import Action, Kind, Lattice, LevelSpec, Puzzle, square_lattice, triangle_lattice
from game.logic.shapes.puzzle import MAX_STICKS, matches_text, shapes_text
from game.logic.shapes.reach import Verdict, judge
from scenes.base import Context, Pop, Push, Scene, Transition
from scenes.match_drag import step_cursor
from scenes.shapes.model import Setup
from scenes.shapes.play import ShapesScene
from scenes.worker import CancelFlag, Job
from sprites import theme
from sprites.shapes import board_on
from sprites.widgets import Button

TABLE_AREA = pygame.Rect(40, 118, 710, 490)   # the board's frame, clear of the line above and the buttons below
SIZES = {Kind.SQUARES: range(1, 6), Kind.TRIANGLES: range(1, 7)}   # squares a side; rows of triangles
JUDGE_NODES = 2_000_000   # the solver's limit for one verdict (a drawn puzzle within the promised sizes needs far less)
PANEL_X = 780
TASK_NAMES = {Action.REMOVE: N_("Remove"), Action.MOVE: N_("Move"), Action.ADD: N_("Add")}
TASK_LINES = {Action.REMOVE: N_("remove {matches}"), Action.MOVE: N_("move {matches}"), Action.ADD: N_("add {matches}")}


@dataclass(frozen=True)
class Draft:
    """The puzzle being drawn, as the controls set it."""
    kind: Kind = Kind.SQUARES
    size: int = 2
    layout: int = 0
    action: Action = Action.REMOVE
    sticks: int = 2
    target: int = 3
    equal: bool = False

    def puzzle(self) -> Puzzle:
        return Puzzle(lattice_of(self.kind, self.size), self.layout, self.action, self.sticks, self.target,
                      self.equal)


@lru_cache(maxsize=16)
def lattice_of(kind: Kind, size: int) -> Lattice:
    """The editor's board: a square grid `size` squares a side, or a triangle of `size` rows (built once)."""
    return square_lattice(size, size) if kind is Kind.SQUARES else triangle_lattice(size)


def verdict_of(draft: Draft, flag: CancelFlag) -> Verdict:
    """The solver's verdict on a draft (runs on the worker thread)."""
    return judge(draft.puzzle(), JUDGE_NODES, lambda: flag.cancelled)


class ShapeEditorScene(Scene):
    name = "shape-editor"

    def __init__(self, ctx: Context, draft: Draft | None = None) -> None:
        super().__init__(ctx)
        start = draft or Draft()
        if draft is None:   # a full 2 x 2 grid to start from: "remove 2 to leave 3 squares" is a classic
            start = Draft(layout=start.puzzle().lattice.full)
        self.draft = start
        self.job: Job[Verdict] | None = None
        self.verdict: Verdict | None = None
        self.cursor: int | None = None
        self.board = board_on(self.draft.puzzle().lattice, TABLE_AREA)
        self._build()
        self.changed(new_board=True)

    # --- controls ------------------------------------------------------------------------------------------
    def _build(self) -> None:
        add = self.widgets.add
        add(Button("back", (40, 26, 100, 44), Msg("Back"), lambda: Pop(), size=theme.SMALL))
        x, w = PANEL_X, 460
        add(Button("kind-squares", (x, 130, 150, 44), Msg("Squares"), partial(self.set_kind, Kind.SQUARES),
                   size=theme.SMALL + 2))
        add(Button("kind-triangles", (x + 160, 130, 150, 44), Msg("Triangles"), partial(self.set_kind, Kind.TRIANGLES),
                   size=theme.SMALL + 2))
        add(Button("size-down", (x, 190, 60, 44), "-", partial(self.step, "size", -1)))
        add(Button("size-up", (x + 250, 190, 60, 44), "+", partial(self.step, "size", 1)))
        for i, action in enumerate(Action):
            add(Button(f"task-{action.value}", (x + i * 155, 262, 145, 44), Msg(TASK_NAMES[action]),
                       partial(self.set_action, action), size=theme.SMALL + 2))
        add(Button("sticks-down", (x, 322, 60, 44), "-", partial(self.step, "sticks", -1)))
        add(Button("sticks-up", (x + 250, 322, 60, 44), "+", partial(self.step, "sticks", 1)))
        add(Button("target-down", (x, 378, 60, 44), "-", partial(self.step, "target", -1)))
        add(Button("target-up", (x + 250, 378, 60, 44), "+", partial(self.step, "target", 1)))
        add(Button("equal", (x, 434, w, 44), "", self.toggle_equal, size=theme.SMALL + 2))
        add(Button("clear", (40, 620, 160, 48), Msg("Clear"), partial(self.set_layout, 0), size=theme.SMALL + 2))
        add(Button("fill", (212, 620, 160, 48), Msg("Fill all"), self.fill, size=theme.SMALL + 2))
        add(Button("play", (x + 150, 620, w - 150, 60), Msg("Play it ({key})", key="P"), self.play, primary=True))

    def set_kind(self, kind: Kind) -> None:
        if kind is not self.draft.kind:
            size = min(self.draft.size, max(SIZES[kind]))
            lattice = Draft(kind=kind, size=size).puzzle().lattice
            self.draft = Draft(kind, size, lattice.full, self.draft.action, self.draft.sticks, self.draft.target,
                               self.draft.equal)
            self.changed(new_board=True)

    def set_action(self, action: Action) -> None:
        self.update_draft(replace(self.draft, action=action))

    def toggle_equal(self) -> None:
        self.update_draft(replace(self.draft, equal=not self.draft.equal))

    def set_layout(self, layout: int) -> None:
        self.update_draft(replace(self.draft, layout=layout))

    def fill(self) -> None:
        self.set_layout(self.draft.puzzle().lattice.full)

    def step(self, field: str, by: int) -> None:
        d = self.draft
        if field == "size":
            size = min(max(d.size + by, min(SIZES[d.kind])), max(SIZES[d.kind]))
            if size != d.size:
                lattice = Draft(kind=d.kind, size=size).puzzle().lattice
                self.draft = Draft(d.kind, size, lattice.full, d.action, d.sticks, d.target, d.equal)
                self.changed(new_board=True)
        elif field == "sticks":
            self.update_draft(replace(d, sticks=min(max(d.sticks + by, 1), MAX_STICKS)))
        else:
            self.update_draft(replace(d, target=min(max(d.target + by, 0), 99)))

    def update_draft(self, new: Draft) -> None:
        if new != self.draft:
            self.draft = new
            self.changed()

    def toggle(self, place: int) -> None:
        self.set_layout(self.draft.layout ^ (1 << place))

    # --- the solver, off the frame loop ---------------------------------------------------------------------
    def changed(self, new_board: bool = False) -> None:
        """The draft changed: the old question is dropped, a new one asked on a worker thread."""
        if new_board:
            self.board = board_on(self.draft.puzzle().lattice, TABLE_AREA)
            self.cursor = None
        if self.job is not None:
            self.job.cancel()
        draft = self.draft
        self.verdict = None
        self.job = Job(partial(verdict_of, draft), name="shape-editor")
        self._sync()

    def poll(self) -> None:
        job = self.job
        if job is not None and job.done:
            self.job = None
            self.verdict = job.result()
            self._sync()

    def _sync(self) -> None:
        d = self.draft
        self.widgets.get("equal", Button).label = Msg("{box} All the same size", box="[x]" if d.equal else "[ ]")
        self.widgets.get("play", Button).enabled = bool(self.verdict is not None and self.verdict.answers)

    def on_leave(self) -> None:
        if self.job is not None:
            self.job.cancel()

    # --- playing it ----------------------------------------------------------------------------------------
    def play(self) -> Optional[Transition]:
        verdict = self.verdict
        if verdict is None or not verdict.answers:
            return None
        puzzle = self.draft.puzzle()
        level = LevelSpec(puzzle, None if verdict.stopped else verdict.answers)
        setup = Setup(level, Msg("Your shape puzzle"), mode="custom", next_label=Msg("Back to the editor"),
                      next_setup=lambda: None)
        return Push(ShapesScene(self.ctx, setup))

    # --- input ---------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> Optional[Transition]:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_p:
                return self.play()
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN) and self.cursor is not None:
                self.move_cursor(event.key)
                return None
            if event.key == pygame.K_SPACE and self.cursor is not None:
                self.toggle(self.cursor)
                return None
        consumed, result = self.widgets.handle_event(event)
        if consumed:
            return result if isinstance(result, Transition) else None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            place = self.board.nearest(event.pos, range(len(self.board.lattice.places)))
            if place is not None:
                self.cursor = None
                self.toggle(place)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP,
                                                             pygame.K_DOWN) and self.widgets.focus is None:
            self.cursor = 0
        return None

    def move_cursor(self, k: int) -> None:
        """Left / Right: the place before or after in reading order; Up / Down: the nearest place that way."""
        assert self.cursor is not None
        count = len(self.board.lattice.places)
        if k in (pygame.K_LEFT, pygame.K_RIGHT):
            self.cursor = min(max(self.cursor + (1 if k == pygame.K_RIGHT else -1), 0), count - 1)
            return
        best = step_cursor(range(count), self.board.slot_pose, self.cursor, (0, 1 if k == pygame.K_DOWN else -1))
        if best is not None:
            self.cursor = best

    def tick(self, dt: float) -> Optional[Transition]:
        self.poll()
        return None

    # --- drawing -------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        theme.blit_text(surface, Msg("Your own shape puzzle"), (160, 30), theme.HEADING, theme.TEXT, True)
        d = self.draft
        puzzle = d.puzzle()
        frame = self.board.frame
        pygame.draw.rect(surface, (24, 26, 33), frame, border_radius=18)
        pygame.draw.rect(surface, (58, 62, 78), frame, width=2, border_radius=18)
        self.board.draw_points(surface)
        for place in range(len(puzzle.lattice.places)):
            if d.layout >> place & 1:
                self.board.draw_match(surface, place, place + 1)
            else:
                self.board.draw_slot(surface, place, faint=True)
        if self.cursor is not None:
            self.board.draw_focus(surface, self.cursor)
        theme.blit_text(surface, Msg("Click a place to lay or lift a match."), (40, 88), theme.BODY, theme.ACCENT)
        x = PANEL_X
        size_text = (Msg("{size} x {size} squares", size=d.size) if d.kind is Kind.SQUARES else
                     Plural("{n} row of triangles", "{n} rows of triangles", d.size))
        theme.blit_text(surface, size_text, (x + 155, 212), theme.BODY, theme.TEXT, True, "center")
        theme.blit_text(surface, Msg("Task"), (x, 240), theme.SMALL, theme.TEXT_DIM)
        theme.blit_text(surface, Msg(TASK_LINES[d.action], matches=matches_text(d.sticks)), (x + 155, 344), theme.BODY, theme.TEXT,
                        True, "center")
        theme.blit_text(surface, Msg("to leave {shapes}", shapes=shapes_text(d.kind, d.target)), (x + 155, 400), theme.BODY, theme.TEXT, True,
                        "center")
        theme.blit_text(surface, puzzle.describe(), (x, 500), theme.fit_size(puzzle.describe(), 470, theme.SMALL),
                        theme.TEXT_DIM)
        verdict: Text = Msg("The solver is counting...") if self.verdict is None else self.verdict.sentence(puzzle)
        colour = theme.TEXT_DIM if self.verdict is None else theme.GOOD if self.verdict.answers else theme.WARN
        for i, line in enumerate(theme.wrap(verdict, 470, theme.BODY, bold=True)[:3]):
            theme.blit_text(surface, line, (x, 530 + 26 * i), theme.BODY, colour, True)
        self.widgets.draw(surface)
        for chosen in (f"kind-{d.kind.value}", f"task-{d.action.value}"):   # the choice underlined (a shape, not a hue)
            rect = self.widgets.get(chosen).rect
            pygame.draw.rect(surface, theme.ACCENT, (rect.left + 8, rect.bottom + 3, rect.width - 16, 5),
                             border_radius=3)
