"""Sudoku's entry point: `open_scene(ctx)` gives the start screen (Resume / Campaign by grade / Endless with a grade
choice), or the level itself when `ctx.level_id` names one (`--scene sudoku --level su-easy-01`).

The game in progress is one save slot, kept by the play scene's StoreKeeper; the lobby reads it
(`ctx.store.load_game("sudoku")`) to resume it. A damaged save is reported on the start screen and dropped, and
everything else keeps working.
"""
from __future__ import annotations

import datetime
import re
from collections.abc import Callable, Mapping
from typing import Any, Optional

import pygame

from game.games import BY_KEY
from game.i18n import Msg, Plural, Text
from game.logic.words import reason
from game.levels import Level
from game.logic.sudoku import Grade, solve
from game.logic.sudoku.geometry import CLASSIC
from game.logic.sudoku.levels import SudokuLevel
from game.statistics import DAILY
from scenes.base import Context, Pop, Push, Scene, Transition, draw_notice
from scenes.level_select import LevelSelectScene
from scenes.play_code import PlayCodeScene, daily_title, prepare_dailies
from scenes.sudoku.endless import PuzzleSupply, variant_maker
from scenes.sudoku.play import SudokuScene, scene_from_record
from scenes.sudoku.variant_lobby import VariantStartScene
from scenes.sudoku.model import (GAME, Round, Sequel, endless_detail, endless_stats, format_clock,
                                 grade_name, grade_word, making_line, variant_levels, variant_title)
from scenes.saved_game import resume_saved
from sprites import theme
from sprites.sudoku import draw_mini
from sprites.widgets import Button


MINI = 234
LEFT = (1280 - (600 + 36 + MINI)) // 2  # the buttons and the grid preview beside them, centred


def open_scene(ctx: Context) -> Scene:
    start = SudokuStartScene(ctx)
    if ctx.level_id:
        level = next((lvl for lvl in ctx.levels.levels(GAME) if lvl.id == ctx.level_id), None)
        if level is not None:
            return start.level_scene(level)
        start.notice = str(Msg("There is no sudoku level {id}; choose a puzzle here instead.", id=repr(ctx.level_id)))
    return start


VARIANTS = ("x", "jigsaw", "killer", "6x6")  # each has its own start screen (scenes/sudoku/variant_lobby.py)


def level_title(ctx: Context, level: Level) -> Text:
    if level.name and level.name != level.id:
        return level.name
    variant = level.spec.variant
    same_band = [lvl for lvl in variant_levels(ctx, variant) if lvl.band == level.band]
    number = same_band.index(level) + 1 if level in same_band else 1
    try:
        band: Text = grade_name(Grade.parse(level.band or level.spec.grade.label))
    except ValueError:   # a band that is not a grade's name: shown as the level file spells it
        band = str(level.band).capitalize()
    if variant == "classic":
        return Msg("{band} {number}", band=band, number=number)
    return Msg("{variant} · {band} {number}", variant=variant_title(variant), band=band, number=number)


def level_round(ctx: Context, level: Level) -> Round:
    spec = level.spec
    if spec.geo is CLASSIC:
        solution = solve(spec.puzzle)
    else:
        from game.logic.sudoku import geo_solver

        solution = geo_solver.solve(spec.geo, spec.puzzle)
    if solution is None:  # check-levels rejects these; never crash on one that slipped through
        raise ValueError(Msg("level {id} has no solution; it was skipped", id=level.id))
    return Round(spec.puzzle, solution, spec.grade, level.id, level_title(ctx, level), geo=spec.geo)


def endless_title(variant: str, grade: Grade, served: int) -> Msg:
    """"Endless easy · puzzle 3", "Killer sudoku · endless medium · puzzle 2"."""
    if variant == "classic":
        return Msg("Endless {grade} · puzzle {n}", grade=grade_word(grade), n=served)
    return Msg("{variant} · endless {grade} · puzzle {n}", variant=variant_title(variant), grade=grade_word(grade),
               n=served)


class CampaignSequel:
    """Next puzzle in the campaign: the level after this one in the list."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx

    def _following(self, current: Round) -> Level | None:
        """The next level of the same variant's campaign (each variant's campaign ends on its own last level)."""
        level = self.ctx.levels.next_level(GAME, current.level_id)
        return level if level is not None and level.spec.variant == current.variant else None

    def has_next(self, current: Round) -> bool:
        return self._following(current) is not None

    def next_title(self, current: Round) -> Text:
        level = self._following(current)
        return level_title(self.ctx, level) if level is not None else ""

    def next(self, current: Round) -> Round | None:
        level = self._following(current)
        if level is None:
            raise ValueError(Msg("this was the last level"))
        return level_round(self.ctx, level)


class EndlessSequel:
    """Next puzzle in endless play: from the grade's supply (a generated one, or a shipped one meanwhile)."""

    def __init__(self, start: "SudokuStartScene", grade: Grade, variant: str = "classic") -> None:
        self.start = start
        self.grade = grade
        self.variant = variant

    def has_next(self, current: Round | None) -> bool:
        return True

    def next_title(self, current: Round | None) -> Text:
        return Msg("another {grade} puzzle", grade=grade_word(self.grade))

    def next(self, current: Round | None) -> Round | None:
        supply = self.start.supply(self.grade, self.variant)
        got = supply.take()
        if got is None:
            return None
        return Round(got.puzzle, got.solution, self.grade, None, endless_title(self.variant, self.grade, supply.served),
                     geo=got.geo)


class SudokuStartScene(Scene):
    name = "sudoku-start"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.widgets.arrow_keys = True
        self.notice: Text = ""
        self.supplies: dict[Grade, PuzzleSupply] = {}  # classic endless play, by grade
        self.variant_supplies: dict[tuple[str, Grade], PuzzleSupply] = {}  # the variants', by variant and grade
        self.campaign_sequel = CampaignSequel(ctx)
        self.waiting: Grade | None = None   # endless grade whose first puzzle is still being made
        self.waited = 0.0
        self.saved_scene: SudokuScene | None = None
        left = LEFT
        self.widgets.add(Button("resume", (left, 170, 600, 70), Msg("Resume"), self.resume, primary=True))
        self.widgets.add(Button("campaign", (left, 256, 600, 70), Msg("Campaign"), self.campaign))
        for i, grade in enumerate(Grade):
            x = left + (i % 3) * 204
            y = 400 + (i // 3) * 84
            self.widgets.add(Button(f"endless-{grade.label}", (x, y, 192, 72), grade_name(grade),
                                    self._endless_button(grade)))
        self.widgets.add(Button("daily", (left + 636, 470, MINI, 86), Msg("Daily puzzle"), self.open_daily,
                                detail=Msg("or play a code")))
        for i, variant in enumerate(VARIANTS):
            self.widgets.add(Button(f"variant-{variant}", (left + i * 218, 574, 206, 58), variant_title(variant),
                                    self._variant_button(variant), detail=Msg("campaign · endless")))
        self.widgets.add(Button("back", (40, 40, 140, 48), Msg("Back"), lambda: Pop()))
        prepare_dailies((GAME,), datetime.date.today())  # today's sudoku is ready by the time it is asked for
        self.refresh()

    # --- model -------------------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Re-read the save and the progress (on arrival and whenever the player comes back)."""
        resumed = resume_saved(self.ctx, GAME,
                               lambda data: scene_from_record(self.ctx, data, self.sequel_for(data),
                                                              retitle=self.title_again))
        self.saved_scene = resumed.game
        if resumed.notice is not None:
            self.notice = resumed.notice
        resume = self.widgets.get("resume", Button)
        resume.visible = self.saved_scene is not None
        self.widgets.get("campaign").rect.top = 256 if resume.visible else 200
        if self.saved_scene is not None:
            game = self.saved_scene
            filled = sum(1 for d in game.table.grid if d)
            cells = game.round.geo.cells
            resume.detail = Msg("{title}  ·  {filled} of {cells} filled  ·  {time}", title=game.round.title,
                                filled=filled, cells=cells, time=format_clock(game.table.elapsed))
        levels = variant_levels(self.ctx)
        solved = self.ctx.store.solved_count(GAME, (level.id for level in levels))
        campaign = self.widgets.get("campaign", Button)
        campaign.detail = (Plural("{n} puzzle by grade  ·  {solved} solved", "{n} puzzles by grade  ·  {solved} solved",
                                  len(levels), solved=solved) if levels else Msg("no levels loaded"))
        campaign.enabled = bool(levels)
        campaign.primary = not resume.visible   # one way on stands out: the saved game, else the campaign
        stats = endless_stats(self.ctx)
        for grade in Grade:
            self.widgets.get(f"endless-{grade.label}", Button).detail = endless_detail(stats.get(grade.label))
        self.widgets.set_focus("resume" if resume.visible else "campaign" if campaign.enabled else "endless-easy")

    def title_again(self, round: Round) -> Text:
        """A saved round's title as the game names it now (a Msg, so it follows the language); the saved English
        text when the round is none the game names itself."""
        if round.level_id is not None:
            level = next((lvl for lvl in self.ctx.levels.levels(GAME) if lvl.id == round.level_id), None)
            return level_title(self.ctx, level) if level is not None else round.title
        if round.mode == DAILY and round.daily is not None:
            return daily_title(round.daily)
        named = next((msg for msg in (Msg("Puzzle from a code"), Msg("Your puzzle (no records)"))
                      if msg.english() == round.title), None)
        if named is not None:
            return named
        served = re.search(r"(?:#|puzzle )(\d+)$", str(round.title))   # saves of earlier versions: a hash sign
        if round.endless and served is not None:
            return endless_title(round.variant, round.grade, int(served.group(1)))
        return round.title

    def sequel_for(self, data: Mapping[str, Any]) -> Sequel | None:
        """What "Next puzzle" plays after a resumed game: the next level, or more of the endless grade."""
        if data.get("level_id") is not None:
            return self.campaign_sequel
        if data.get("mode"):   # a daily or pasted puzzle: nothing follows it
            return None
        variant = str(data.get("variant") or "classic")
        if variant != "classic" and variant not in VARIANTS:
            return None
        try:
            return self.endless_sequel(Grade.parse(str(data.get("grade"))), variant)
        except ValueError:
            return None

    def supply(self, grade: Grade, variant: str = "classic") -> PuzzleSupply:
        """The endless puzzles of a variant's grade; made (and its worker started) the first time they are asked
        for. The shipped levels of that variant and grade stand in while the generator works."""
        def shipped() -> list[SudokuLevel]:
            return [lvl.spec for lvl in variant_levels(self.ctx, variant) if lvl.spec.grade == grade]

        if variant == "classic":
            if grade not in self.supplies:
                self.supplies[grade] = PuzzleSupply(grade, [spec.puzzle for spec in shipped()],
                                                    self.ctx.rng(f"sudoku-endless-{grade.label}"))
            return self.supplies[grade]
        key = (variant, grade)
        if key not in self.variant_supplies:
            rng = self.ctx.rng(f"sudoku-{variant}-{grade.label}")
            self.variant_supplies[key] = PuzzleSupply(grade, shipped(), rng, make=variant_maker(variant))
        return self.variant_supplies[key]

    def endless_sequel(self, grade: Grade, variant: str = "classic") -> "EndlessSequel":
        return EndlessSequel(self, grade, variant)

    # --- actions -----------------------------------------------------------------------------------------
    def level_scene(self, level: Level) -> Scene:
        """A campaign level: the saved game if it is this level, else a fresh board."""
        self.refresh()
        if self.saved_scene is not None and self.saved_scene.round.level_id == level.id:
            return self.saved_scene
        try:
            round = level_round(self.ctx, level)
        except ValueError as err:
            self.notice = reason(err)
            return self
        return self.new_game(round, self.campaign_sequel)

    def resume(self) -> Optional[Transition]:
        if self.saved_scene is None:
            return None
        return Push(self.saved_scene)

    def campaign(self, variant: str = "classic") -> Optional[Transition]:
        title = (Msg("Sudoku campaign") if variant == "classic"
                 else Msg("{variant} campaign", variant=variant_title(variant)))
        return Push(LevelSelectScene(self.ctx, GAME, title, self.level_scene, number_by_band=True,
                                     title_of=lambda level: level_title(self.ctx, level),
                                     only=lambda level: level.spec.variant == variant))

    def _variant_button(self, variant: str) -> Callable[[], Optional[Transition]]:
        def open_variant() -> Transition:
            return Push(VariantStartScene(self.ctx, self, variant))
        return open_variant

    def open_daily(self) -> Transition:
        return Push(PlayCodeScene(self.ctx, GAME))

    def _endless_button(self, grade: Grade) -> Callable[[], Optional[Transition]]:
        return lambda: self.endless(grade)

    def endless(self, grade: Grade) -> Optional[Transition]:
        sequel = self.endless_sequel(grade)
        first = sequel.next(None)
        if first is None:  # nothing shipped for this grade and the generator has not finished yet
            self.waiting = grade
            return None
        self.waiting = None
        return Push(self.new_game(first, sequel))

    def new_game(self, round: Round, sequel: Sequel) -> SudokuScene:
        """A fresh board; it says so when it is about to take the one save slot from another game."""
        game = SudokuScene(self.ctx, round, sequel=sequel)
        if self.saved_scene is not None:
            game.table.message = Msg("Your saved game ({title}) is kept until you play here (a move or a hint); "
                                     "then this puzzle takes its place. To go back to it: {key}, Main menu, Sudoku, "
                                     "Resume.", title=self.saved_scene.round.title, key="Esc")
        return game

    def on_leave(self) -> None:
        for supply in [*self.supplies.values(), *self.variant_supplies.values()]:  # nobody will take their
            supply.close()                                                        # puzzles: stop making them

    def on_resume(self, result: Any = None) -> None:
        self.notice = ""  # the player has acted on it; refresh says again whatever still holds
        self.refresh()

    def tick(self, dt: float) -> Optional[Transition]:
        self.waited = self.waited + dt if self.waiting is not None else 0.0
        if self.waiting is not None:
            supply = self.supply(self.waiting)
            if supply.error:
                self.notice = supply.error
                self.waiting = None
            elif supply.ready:
                return self.endless(self.waiting)
        return None

    # --- drawing -----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        centre = surface.get_width() // 2
        theme.blit_text(surface, Msg("Sudoku"), (centre, 40), theme.TITLE, theme.TEXT, True, "midtop")
        theme.blit_text(surface, Msg(BY_KEY[GAME].blurb), (centre, 112), theme.BODY,
                        theme.TEXT_DIM, anchor="midtop")
        theme.blit_text(surface, Msg("Endless play: a fresh puzzle of your grade each time"), (LEFT, 362),
                        theme.BODY, theme.ACCENT, True)
        mini = pygame.Rect(LEFT + 636, 170, MINI, MINI)
        if self.saved_scene is not None:
            draw_mini(surface, mini, self.saved_scene.table.grid, self.saved_scene.round.geo)
        else:
            draw_mini(surface, mini, _SAMPLE)
        caption = Msg("your game in progress") if self.saved_scene is not None else Msg("every puzzle has one answer")
        theme.blit_text(surface, caption, (mini.centerx, mini.bottom + 10), theme.SMALL, theme.TEXT_DIM,
                        anchor="midtop")
        if self.waiting is not None:  # in place of the line about grades
            theme.blit_text(surface, making_line(self.waiting, self.waited), (centre, 644), theme.BODY,
                            theme.YELLOW, True, "midtop")
        else:
            theme.blit_text(surface, Msg("A grade names the hardest technique a puzzle needs: from hidden singles "
                                         "(easy) to trial and error (evil: try a digit and follow it to a "
                                         "contradiction)."), (centre, 648),
                            theme.SMALL, theme.TEXT_DIM, anchor="midtop")
        theme.blit_text(surface, Msg("Arrows or {tab} to choose  ·  {enter} to play  ·  {esc} back", tab="Tab",
                                     enter="Enter", esc="Esc"), (centre, 680),
                        theme.SMALL, theme.TEXT_DIM, anchor="midtop")
        self.widgets.draw(surface)
        if self.notice:
            draw_notice(surface, self.notice)


_SAMPLE = tuple(int(c) for c in
                "530070000600195000098000060800060003400803001700020006060000280000419005000080079")
