"""The shapes chapter's entry: its level list (levels/shapes.yaml, opened by band like the equations' campaign),
a level's setup and its resume, and a puzzle opened from a code."""
from __future__ import annotations

from game.i18n import N_, Msg, Text
from game.levels import Level
from game.logic.pasted import Pasted
from game.logic.shapes import Action, LevelSpec
from game.logic.shapes.puzzle import matches_text, shapes_text
from scenes.base import Context, Scene
from scenes.level_locks import LevelLocks, band_name, progress_locks
from scenes.level_select import LevelSelectScene
from scenes.saved_game import resume_saved
from scenes.share import CODE_MODE
from scenes.shapes.model import GAME, Setup
from scenes.shapes.play import ShapesScene, resume_session

BAND_KEY = 5   # solved levels of a band that open the next band, as in the equations' campaign
CHAPTER_TITLE = N_("Matchstick shapes")
# the level list's footer, one sentence per task
SUMMARIES = {Action.REMOVE: N_("{title}  ·  remove {matches}, {shapes}"),
             Action.MOVE: N_("{title}  ·  move {matches}, {shapes}"),
             Action.ADD: N_("{title}  ·  add {matches}, {shapes}")}


def level_title(ctx: Context, level: Level) -> Msg:
    """"Shapes · Medium 3": numbered from 1 under its band's heading, as its tile is."""
    same_band = [lvl for lvl in ctx.levels.levels(GAME) if lvl.band == level.band]
    number = next(i for i, lvl in enumerate(same_band) if lvl.id == level.id) + 1
    return Msg("Shapes · {band} {number}", band=band_name(level.band), number=number)


def level_summary(ctx: Context, level: Level) -> Text:
    """The level list's footer: title and what the level asks."""
    spec: LevelSpec = level.spec
    puzzle = spec.puzzle
    return Msg(SUMMARIES[puzzle.action], title=level_title(ctx, level), matches=matches_text(puzzle.sticks),
               shapes=shapes_text(puzzle.lattice.kind, puzzle.target))


def campaign_locks(ctx: Context) -> LevelLocks:
    """The chapter's locks as the level list draws them, from the player's progress now."""
    return progress_locks(ctx, GAME, band_key=BAND_KEY)


def campaign_setup(ctx: Context, level: Level) -> Setup:
    """A campaign level; "Next level" opens the next one only if the list would show it open then."""
    following = ctx.levels.next_level(GAME, level.id)
    if following is not None and not campaign_locks(ctx).with_solved(level).unlocked(following):
        following = None
    return Setup(level.spec, level_title(ctx, level), level_id=level.id,
                 next_setup=(lambda: campaign_setup(ctx, following)) if following is not None else (lambda: None),
                 next_label=Msg("Next level") if following is not None else Msg("Back to levels"), grade=level.band or "")


def play_level(ctx: Context, level: Level) -> ShapesScene:
    """The level's scene, resuming a saved unfinished attempt at this very level if there is one."""
    setup = campaign_setup(ctx, level)
    resumed = resume_saved(ctx, GAME, lambda saved: ShapesScene(
        ctx, setup, resume_session(ctx, setup, saved)) if saved.get("level") == level.id else None)
    if resumed.notice is not None and resumed.notice not in ctx.notices:
        ctx.notices.append(str(resumed.notice))
    return resumed.game if resumed.game is not None else ShapesScene(ctx, setup)


def saved_level(ctx: Context) -> Level | None:
    saved = ctx.store.load_game(GAME)
    level_id = saved.get("level") if saved else None
    return ctx.levels.level(GAME, level_id) if isinstance(level_id, str) else None


def campaign_scene(ctx: Context) -> LevelSelectScene:
    """The shapes level list, its selection on the level of a saved attempt if there is one."""
    scene = LevelSelectScene(ctx, GAME, Msg("Matchsticks: shapes"), lambda level: play_level(ctx, level),
                             show_moves=True, number_by_band=True, band_key=BAND_KEY,
                             title_of=lambda level: level_summary(ctx, level))
    waiting = saved_level(ctx)
    if waiting is not None:
        scene.select(scene.index_of[waiting.id])
    return scene


def open_scene(ctx: Context) -> Scene:
    """`--scene shapes`: the level `--level` names, or the chapter's level list."""
    if ctx.level_id is not None:
        level = ctx.levels.level(GAME, ctx.level_id)
        if level is not None:
            return play_level(ctx, level)
        ctx.notices.append(str(Msg("There is no matchstick shapes level {level}; choose one here.",
                                   level=repr(ctx.level_id))))
    return campaign_scene(ctx)


def open_code(ctx: Context, puzzle: Pasted, title: Text) -> Scene:
    """A shape puzzle from a code: played with no campaign level (recorded, never saved)."""
    return ShapesScene(ctx, Setup(puzzle.level, title, next_label=Msg("Back"), next_setup=lambda: None, mode=CODE_MODE))
