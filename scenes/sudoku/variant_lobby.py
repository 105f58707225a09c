"""One sudoku variant's start screen (X, jigsaw, killer, 6x6): its short campaign, and endless play in each grade
its generator makes (`geo_generator.GRADES`), the next puzzle made in the background as in the classic endless
play. The puzzles, their supplies and the save slot are the sudoku start screen's (`lobby.py`): this screen only
offers them."""
from __future__ import annotations

from typing import Callable, Optional, Protocol

import pygame

from game.i18n import N_, Msg, Plural
from game.logic.sudoku.grades import Grade
from scenes.base import Context, Pop, Push, Scene, Transition, draw_notice
from scenes.sudoku.endless import PuzzleSupply
from scenes.sudoku.model import (Round, Sequel, endless_detail, endless_stats, grade_name, making_line, variant_levels,
                                 variant_title)
from sprites import theme
from sprites.sudoku import draw_mini
from sprites.widgets import Button


class EndlessFeed(Sequel, Protocol):
    """Endless play's sequel: it also gives the first puzzle (after none)."""

    def next(self, current: Round | None) -> Round | None:
        ...


class VariantHost(Protocol):
    """What the variant screen asks of the sudoku start screen that holds the puzzles and the save slot."""

    def campaign(self, variant: str = "classic") -> Optional[Transition]:
        ...

    def supply(self, grade: Grade, variant: str = "classic") -> PuzzleSupply:
        ...

    def endless_sequel(self, grade: Grade, variant: str = "classic") -> EndlessFeed:
        ...

    def new_game(self, round: Round, sequel: Sequel) -> Scene:
        ...

# What each variant asks of the player, in a line under its title
RULES_LINE = {
    "x": N_("Rows, columns, boxes and both long diagonals (shaded) hold 1-9 once each."),
    "jigsaw": N_("Rows, columns and the nine irregular regions (thick borders) hold 1-9 once each."),
    "killer": N_("No givens: each dashed cage adds up to the sum in its corner, no digit twice in a cage."),
    "6x6": N_("Rows, columns and the 2x3 boxes hold 1-6 once each: a small grid to start with."),
}
MINI = 270


def grades_of(variant: str) -> tuple[Grade, ...]:
    from game.logic.sudoku.geo_generator import GRADES

    return GRADES[variant]


class VariantStartScene(Scene):
    name = "sudoku-variant"

    def __init__(self, ctx: Context, start: VariantHost, variant: str) -> None:
        super().__init__(ctx)
        self.start = start
        self.variant = variant
        self.widgets.arrow_keys = True
        self.notice = ""
        self.waiting: Grade | None = None
        self.waited = 0.0
        self.levels = variant_levels(ctx, variant)
        left = 120
        self.widgets.add(Button("campaign", (left, 200, 600, 70), Msg("Campaign"), lambda: start.campaign(variant),
                                primary=True))
        for i, grade in enumerate(grades_of(variant)):
            x = left + (i % 3) * 204
            y = 350 + (i // 3) * 84
            self.widgets.add(Button(f"endless-{grade.label}", (x, y, 192, 72), grade_name(grade),
                                    self._endless_button(grade)))
        self.widgets.add(Button("back", (40, 40, 140, 48), Msg("Back"), lambda: Pop()))
        self.refresh()

    def refresh(self) -> None:
        solved = self.ctx.store.solved_count("sudoku", (level.id for level in self.levels))
        campaign = self.widgets.get("campaign", Button)
        campaign.detail = (Plural("{n} puzzle  ·  {solved} solved", "{n} puzzles  ·  {solved} solved",
                                  len(self.levels), solved=solved) if self.levels else Msg("no levels loaded"))
        campaign.enabled = bool(self.levels)
        stats = endless_stats(self.ctx, self.variant)
        for grade in grades_of(self.variant):
            self.widgets.get(f"endless-{grade.label}", Button).detail = endless_detail(stats.get(grade.label))
        self.widgets.set_focus("campaign" if campaign.enabled else f"endless-{grades_of(self.variant)[0].label}")

    def _endless_button(self, grade: Grade) -> Callable[[], Optional[Transition]]:
        return lambda: self.endless(grade)

    def endless(self, grade: Grade) -> Optional[Transition]:
        sequel = self.start.endless_sequel(grade, self.variant)
        first = sequel.next(None)
        if first is None:  # nothing shipped for this grade and the generator has not finished yet
            self.waiting = grade
            return None
        self.waiting = None
        return Push(self.start.new_game(first, sequel))

    def on_resume(self, result: object = None) -> None:
        self.notice = ""
        self.refresh()

    def tick(self, dt: float) -> Optional[Transition]:
        self.waited = self.waited + dt if self.waiting is not None else 0.0
        if self.waiting is not None:
            supply = self.start.supply(self.waiting, self.variant)
            if supply.error:
                self.notice = supply.error
                self.waiting = None
            elif supply.ready:
                return self.endless(self.waiting)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        centre = surface.get_width() // 2
        theme.blit_text(surface, variant_title(self.variant), (centre, 40), theme.TITLE, theme.TEXT, True, "midtop")
        theme.blit_text(surface, Msg(RULES_LINE[self.variant]), (centre, 128), theme.BODY, theme.TEXT_DIM,
                        anchor="midtop")
        theme.blit_text(surface, Msg("Endless play: a fresh puzzle of your grade each time"), (120, 306), theme.BODY,
                        theme.ACCENT, True)
        if self.levels:
            sample = self.levels[0].spec
            mini = pygame.Rect(890, 200, MINI, MINI)
            draw_mini(surface, mini, sample.puzzle, sample.geo)
            theme.blit_text(surface, Msg("the campaign's first puzzle"), (mini.centerx, mini.bottom + 10), theme.SMALL,
                            theme.TEXT_DIM, anchor="midtop")
        if self.waiting is not None:
            theme.blit_text(surface, making_line(self.waiting, self.waited), (120, 540), theme.BODY,
                            theme.YELLOW, True)
        theme.blit_text(surface, Msg("Arrows or {tab} to choose  ·  {enter} to play  ·  {esc} back", tab="Tab",
                                     enter="Enter", esc="Esc"), (centre, 680),
                        theme.SMALL, theme.TEXT_DIM, anchor="midtop")
        self.widgets.draw(surface)
        if self.notice:
            draw_notice(surface, self.notice)
