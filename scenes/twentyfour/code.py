"""A 24 hand opened from a code, typed cards or the daily puzzle: that one hand, untimed, hints free, with the
"no solution" answer on offer when the hand has none."""
from __future__ import annotations

from game.logic.pasted import Pasted
from game.logic.twentyfour import modes
from scenes.base import Context, Scene
from scenes.twentyfour.dealer import fixed_dealer
from scenes.twentyfour.model import Series, SeriesPlan
from scenes.twentyfour.play import TwentyFourScene


def open_code(ctx: Context, puzzle: Pasted, title: str) -> Scene:
    level = puzzle.level
    rules = modes.ModeRules(modes.RELAXED, title, hands=1, hints_free=True,
                            unsolvable_share=0.0 if level.solvable else 1.0)
    series = Series(SeriesPlan(modes.RELAXED, title), rules, fixed_dealer(level.cards), None, ctx.store,
                    level.target)
    return TwentyFourScene(ctx, series)
