"""Matchsticks: the entry screen (campaign, your own equation, endless, rules card) and the puzzle sources.

`open_scene(ctx)` is what the menu pushes: this mode choice, or the level itself when `--level ID` names one.
"""
from __future__ import annotations

import random
from functools import partial

import pygame

from game.i18n import N_, Msg, Plural, Text
from game.levels import Level
from game.logic import matchstick as ms
from game.logic.common import PuzzleError
from game.logic.words import reason
from game.logic.matchstick.rules import summary
from scenes.base import Context, Pop, Push, Scene, Transition, draw_notice
from scenes.level_locks import LevelLocks, band_name, progress_locks
from scenes.level_select import LevelSelectScene
from scenes.matchstick.model import GAME, Setup, instructions
from scenes.matchstick.play import MatchstickScene, resume_session
from scenes.play_code import PlayCodeScene
from scenes.saved_game import resume_saved
from scenes.shapes import open_scene as open_shapes
from scenes.shapes.lobby import campaign_scene as shapes_campaign
from scenes.shapes.lobby import level_title as shapes_title
from scenes.shapes.lobby import saved_level as shapes_saved
from scenes.shapes.editor import ShapeEditorScene
from sprites import icons, theme
from sprites.widgets import Button

BANDS = tuple(ms.BAND_NAMES)
SHAPES = "shapes"   # the second chapter's game key (scenes/shapes)


def open_scene(ctx: Context) -> Scene:
    if ctx.level_id is not None:
        level = ctx.levels.level(GAME, ctx.level_id)
        if level is not None:
            return play_level(ctx, level)
        if ctx.levels.level(SHAPES, ctx.level_id) is not None:   # a level of the second chapter
            return open_shapes(ctx)
        ctx.notices.append(str(Msg("There is no matchstick level {id}; choose one here.", id=repr(ctx.level_id))))
    return MatchstickMenu(ctx)


# --- campaign ------------------------------------------------------------------------------------------------

BAND_KEY = 5   # solved levels of a band that open the next band (the campaign opens by chapter)


ROMAN_CHAPTER = N_("Roman numerals")


def chapter(level: Level) -> str:
    """The campaign's chapter a level belongs to: '' for the digit levels, ROMAN_CHAPTER for the Roman ones."""
    spec: ms.LevelSpec = level.spec
    return ROMAN_CHAPTER if spec.rules.numerals == "roman" else ""


def level_title(ctx: Context, level: Level) -> Text:
    """"Medium 3" or "Roman numerals · Easy 1" (numbered as its tile is: from 1 under its band's heading in its
    chapter), or the level's own name: what a player sees, never the internal id."""
    run: list[Level] = []   # the levels under the same heading of the level list: one band of one chapter
    for lvl in ctx.levels.levels(GAME):
        if run and (lvl.band != run[-1].band or chapter(lvl) != chapter(run[-1])):
            if any(x.id == level.id for x in run):
                break
            run = []
        run.append(lvl)
    number = next(i for i, lvl in enumerate(run) if lvl.id == level.id) + 1
    title = Msg("{band} {number}", band=band_name(level.band) if level.band else Msg("Level"), number=number)
    if chapter(level):
        title = Msg("{chapter} · {title}", chapter=Msg(chapter(level)), title=title)
    return Msg("{title}: {name}", title=title, name=level.name) if level.name != level.id else title


def level_summary(ctx: Context, level: Level) -> Text:
    """The campaign footer: title and what the level asks ("Easy 34  ·  move 2 matches")."""
    task = level.spec.task
    return Msg("{title}  ·  {asks}", title=level_title(ctx, level), asks=instructions(task))


def campaign_locks(ctx: Context) -> LevelLocks:
    """The campaign's locks as the level list draws them, from the player's progress now."""
    return progress_locks(ctx, GAME, band_key=BAND_KEY, chapter_of=chapter)


def campaign_setup(ctx: Context, level: Level) -> Setup:
    following = ctx.levels.next_level(GAME, level.id)
    # "Next level" shows once this level is solved: it opens the next level only if the list would show it open
    # then; a locked one sends the player back to the list, which says what opens it
    if following is not None and not campaign_locks(ctx).with_solved(level).unlocked(following):
        following = None
    spec: ms.LevelSpec = level.spec
    return Setup(spec.task, level_title(ctx, level),
                 summary(spec.rules),
                 level_id=level.id,
                 next_setup=(lambda: campaign_setup(ctx, following)) if following is not None else (lambda: None),
                 next_label=Msg("Next level") if following is not None else Msg("Back to levels"),
                 grade=level.band or "")


def play_level(ctx: Context, level: Level) -> MatchstickScene:
    """The level's scene, resuming a saved unfinished attempt at this very level if there is one."""
    setup = campaign_setup(ctx, level)
    resumed = resume_saved(ctx, GAME, lambda saved: MatchstickScene(
        ctx, setup, resume_session(ctx, setup, saved)) if saved.get("level") == level.id else None)
    if resumed.notice is not None and resumed.notice not in ctx.notices:   # shown when the player is back here
        ctx.notices.append(str(resumed.notice))
    return resumed.game if resumed.game is not None else MatchstickScene(ctx, setup)


def campaign_scene(ctx: Context) -> LevelSelectScene:
    """The level list, its selection on the level of a saved attempt if there is one (the lobby names it)."""
    scene = LevelSelectScene(ctx, GAME, Msg("Matchsticks: campaign"), lambda level: play_level(ctx, level),
                             show_moves=True, number_by_band=True, band_key=BAND_KEY,
                             title_of=lambda level: level_summary(ctx, level), chapter_of=chapter)
    waiting = saved_level(ctx)
    if waiting is not None:
        scene.select(scene.index_of[waiting.id])
    return scene


def saved_level(ctx: Context) -> Level | None:
    """The campaign level of the saved attempt, if the save is one."""
    saved = ctx.store.load_game(GAME)
    level_id = saved.get("level") if saved else None
    return ctx.levels.level(GAME, level_id) if isinstance(level_id, str) else None


# --- endless -------------------------------------------------------------------------------------------------

ENDLESS_MOVES = {"easy": (1,), "medium": (1,), "hard": (1, 2), "expert": (2,)}


def endless_setup(band: str, seed: int, number: int = 1) -> Setup:
    """Puzzle `number` of the endless run at `band` with `seed`: the same seed always gives the same run."""
    rng = random.Random(f"matchstick-endless:{band}:{seed}:{number}")
    moves = rng.choice(ENDLESS_MOVES.get(band, (1,)))
    mode = rng.choices(ms.MODES, weights=(8, 1, 1))[0]
    made = None
    for params in (ms.GenParams(band=band, moves=moves, mode=mode), ms.GenParams(band=band, attempts=3000),
                   ms.GenParams(attempts=3000)):  # rarer settings fall back to plainer ones
        try:
            made = ms.generate(params, rng)
            break
        except PuzzleError:
            continue
    if made is None:
        raise PuzzleError(Msg("no {band} puzzle could be generated", band=band))
    task = ms.Task(ms.parse_puzzle(made.puzzle, made.rules), made.moves, made.mode)
    return Setup(task, Msg("Endless · {band} · #{number}", band=band_name(band), number=number),
                 Msg("seed {seed}  ·  {rules}", seed=seed, rules=summary(made.rules)),
                 next_setup=lambda: endless_setup(band, seed, number + 1), next_label=Msg("New puzzle"),
                 mode="endless", grade=band)


def shapes_progress(ctx: Context) -> Text:
    """The shapes chapter's line on its button: solved levels, and the level a saved attempt waits at."""
    levels = ctx.levels.levels(SHAPES)
    solved = ctx.store.solved_count(SHAPES, (level.id for level in levels))
    detail = Plural("{solved} of {n} level solved", "{solved} of {n} levels solved", len(levels), solved=solved)
    waiting = shapes_saved(ctx)
    if waiting is not None:
        return Msg("{progress}  ·  {level} waits", progress=detail, level=shapes_title(ctx, waiting))
    return detail


# --- the entry screen ----------------------------------------------------------------------------------------

class MatchstickMenu(Scene):
    name = "matchstick-menu"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.widgets.arrow_keys = True
        self.message: Text = ""
        self.seed = ctx.seed if ctx.seed is not None else ctx.rng("matchstick-endless").randrange(1, 1_000_000)
        self.widgets.add(Button("back", (40, 40, 140, 48), Msg("Back"), lambda: Pop()))
        # two chapters side by side: the equations on the left, the shapes on the right
        x, right = 90, 690
        self.widgets.add(Button("campaign", (x, 206, 500, 76), Msg("Equations: campaign"), self.open_campaign,
                                primary=True))
        self.widgets.add(Button("custom", (x, 296, 500, 66), Msg("Your own equation"), self.open_custom,
                                detail=Msg("type any equation; the solver answers at once")))
        for i, band in enumerate(BANDS):
            self.widgets.add(Button(f"endless-{band}", (x + i * 128, 414, 116, 52), band_name(band),
                                    partial(self.open_endless, band)))
        self.widgets.add(Button("rules", (x, 486, 500, 56), Msg("Rules card: how the glyphs are made"),
                                self.open_rules))
        self.widgets.add(Button("shapes", (right, 206, 500, 76), Msg("Shapes: squares and triangles"),
                                self.open_shapes))
        self.widgets.add(Button("shape-editor", (right, 296, 500, 66), Msg("Your own shape puzzle"), self.open_editor,
                                detail=Msg("lay matches; the solver counts every answer")))
        self.widgets.add(Button("daily", (right, 486, 500, 56), Msg("Daily puzzle  ·  play a code"),
                                lambda: Push(PlayCodeScene(ctx, GAME))))
        self.widgets.set_focus("campaign")
        self.refresh()

    def refresh(self) -> None:
        levels = self.ctx.levels.levels(GAME)
        solved = self.ctx.store.solved_count(GAME, (level.id for level in levels))
        detail: Text = Plural("{solved} of {n} level solved", "{solved} of {n} levels solved", len(levels),
                              solved=solved)
        waiting = saved_level(self.ctx)
        if waiting is not None:
            detail = Msg("{progress}  ·  {level} waits where you left it", progress=detail,
                         level=level_title(self.ctx, waiting))
        self.widgets.get("campaign", Button).detail = detail
        self.widgets.get("shapes", Button).detail = shapes_progress(self.ctx)

    def on_resume(self, result: object = None) -> None:
        self.refresh()

    def open_campaign(self) -> Transition:
        return Push(campaign_scene(self.ctx))

    def open_custom(self) -> Transition:
        from scenes.matchstick.custom import CustomEquationScene

        return Push(CustomEquationScene(self.ctx))

    def open_shapes(self) -> Transition:
        """The second chapter: the shapes' level list."""
        return Push(shapes_campaign(self.ctx))

    def open_editor(self) -> Transition:
        return Push(ShapeEditorScene(self.ctx))

    def open_endless(self, band: str) -> Transition | None:
        try:
            return Push(MatchstickScene(self.ctx, endless_setup(band, self.seed)))
        except PuzzleError as err:
            self.message = reason(err)
            return None

    def open_rules(self) -> Transition:
        from scenes.matchstick.rules_card import RulesCardScene

        return Push(RulesCardScene(self.ctx, ms.PRESETS["classic"]))

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        theme.blit_text(surface, Msg("Matchsticks"), (640, 40), theme.TITLE - 16, theme.TEXT, True, "midtop")
        for i in range(7):
            x = 640 - 220 + i * 66
            icons.draw_match(surface, (x, 132), (x + 54, 132), width=6)
        theme.blit_text(surface, Msg("Endless: generated puzzles, seed {seed}", seed=self.seed), (340, 380), theme.SMALL + 2,
                        theme.TEXT_DIM, anchor="midtop")
        theme.blit_text(surface, self.message or Msg("Arrows or {tab} to choose  ·  {enter} to open  ·  {esc} back", tab="Tab",
                                                           enter="Enter", esc="Esc"),
                        (640, 660), theme.SMALL, theme.WARN if self.message else theme.TEXT_DIM, anchor="midtop")
        self.widgets.draw(surface)
        if self.ctx.notices:
            draw_notice(surface, "  ".join(self.ctx.notices))
