"""A 24 hand opened from a code, typed cards or the daily puzzle: that one hand, untimed, hints free, with the
"no solution" answer on offer when the hand has none (the rules are setup.py's `code_rules`); filed in the
history under "daily" or "code"."""
from __future__ import annotations

from game.logic.pasted import Pasted
from game.statistics import DAILY
from scenes.base import Context, Scene
from scenes.share import CODE_MODE
from scenes.twentyfour.play import TwentyFourScene
from scenes.twentyfour.setup import code_plan, new_series


def open_code(ctx: Context, puzzle: Pasted, title: str) -> Scene:
    level = puzzle.level
    plan = code_plan(title, DAILY if puzzle.daily is not None else CODE_MODE, level.cards, puzzle.daily)
    return TwentyFourScene(ctx, new_series(ctx, plan, level.target))
