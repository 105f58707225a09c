"""A stone duel opened from a code, typed heaps or the daily puzzle: the heaps, rule and first mover the code
carries, against the computer at full strength (or between two people when the code says so); filed in the
history under "daily" or "code"."""
from __future__ import annotations

from game.logic.pasted import Pasted
from game.statistics import DAILY
from scenes.base import Context, Scene
from scenes.share import CODE_MODE
from scenes.stones.model import Duel
from scenes.stones.play import StonesScene


def open_code(ctx: Context, puzzle: Pasted, title: str) -> Scene:
    duel = Duel(puzzle.level, ctx.rng("stones:code"), ctx.config.play.ai_think_seconds, store=ctx.store,
                mode=DAILY if puzzle.daily is not None else CODE_MODE, daily=puzzle.daily)
    return StonesScene(ctx, duel, title)
