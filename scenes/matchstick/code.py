"""A matchstick puzzle opened from a code, a typed equation or the daily puzzle: its task and rules as the code
carries them, no campaign level."""
from __future__ import annotations

from game.logic.matchstick.rules import summary
from game.logic.pasted import Pasted
from scenes.base import Context, Scene
from scenes.matchstick.model import Setup
from scenes.matchstick.play import MatchstickScene


def open_code(ctx: Context, puzzle: Pasted, title: str) -> Scene:
    level = puzzle.level
    return MatchstickScene(ctx, Setup(level.task, title, summary(level.rules), next_label="Back"), None)
