"""A matchstick puzzle opened from a code, a typed equation or the daily puzzle: its task and rules as the code
carries them, no campaign level; filed in the history under "daily" or "code"."""
from __future__ import annotations

from game.i18n import Msg, Text
from game.logic.matchstick.rules import summary
from game.logic.pasted import Pasted
from game.statistics import DAILY
from scenes.base import Context, Scene
from scenes.share import CODE_MODE
from scenes.matchstick.model import Setup
from scenes.matchstick.play import MatchstickScene


def open_code(ctx: Context, puzzle: Pasted, title: Text) -> Scene:
    level = puzzle.level
    setup = Setup(level.task, title, summary(level.rules), next_label=Msg("Back"),
                  mode=DAILY if puzzle.daily is not None else CODE_MODE, daily=puzzle.daily)
    return MatchstickScene(ctx, setup, None)
