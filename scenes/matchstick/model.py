"""The small records of a matchstick game that are not the table itself: what is played (Setup) and the records the
table animates (flights, the held match, sparks). No drawing and no input here; the verdict and which match went
where are the logic's."""
from __future__ import annotations

import datetime
import math
from dataclasses import dataclass, field
from typing import Callable, Optional

from game.i18n import Msg, Plural, Text
from game.logic import matchstick as ms
from game.logic.codes import code_or_none
from game.logic.matchstick import TRAY, Loc, Slot
from scenes.match_drag import Grip
from sprites import matchstick as art

GAME = "matchstick"

__all__ = ["GAME", "TRAY", "Loc", "Slot", "Setup", "instructions", "Flight", "Grab", "Spark"]


# --- what the player is playing ---------------------------------------------------------------------------

@dataclass
class Setup:
    """One puzzle to play and where it came from."""
    task: ms.Task
    title: Text                                        # shown: a Msg in the player's language, or a name as it is
    subtitle: Text = ""
    level_id: str | None = None                        # campaign levels record progress under this id
    next_setup: Callable[[], Optional["Setup"]] | None = None
    next_label: Text = Msg("Next level")
    mode: str = "campaign"                             # how it was chosen, for the history: campaign, endless,
    grade: str = ""                                    # custom, daily, code; and its band, where it has one
    daily: datetime.date | None = None                 # the day, when this is that day's daily puzzle

    def code(self) -> str | None:
        """The puzzle's code (what the pause and end panels show and the history keeps)."""
        task = self.task
        return code_or_none(GAME, ms.LevelSpec(task.puzzle, task.moves, task.mode, task.puzzle.rules, None))


def instructions(task: ms.Task) -> Msg:
    """What the puzzle asks, one whole sentence per mode (a translator words each)."""
    n = task.moves
    if task.mode == "add":
        return Plural("Add {n} match to make the equation true", "Add {n} matches to make the equation true", n)
    if task.mode == "remove":
        return Plural("Remove {n} match to make the equation true", "Remove {n} matches to make the equation true",
                      n)
    return Plural("Move {n} match to make the equation true", "Move {n} matches to make the equation true", n)


# --- animation bits ----------------------------------------------------------------------------------------

@dataclass
class Flight:
    match_id: int
    start: art.Pose
    end: art.Pose
    duration: float
    t: float = 0.0

    @property
    def pose(self) -> art.Pose:
        x = min(1.0, self.t / self.duration) if self.duration > 0 else 1.0
        ease = 1 - (1 - x) ** 3
        arc = math.sin(math.pi * x) * min(40.0, 0.15 * math.hypot(self.end.x - self.start.x,
                                                                   self.end.y - self.start.y))
        return self.start.lerp(self.end, ease).moved(0, -arc)

    @property
    def lift(self) -> float:
        x = min(1.0, self.t / self.duration) if self.duration > 0 else 1.0
        return math.sin(math.pi * x) * 0.8

    @property
    def done(self) -> bool:
        return self.t >= self.duration


@dataclass
class Grab(Grip[Loc]):
    """The match in the player's hand: where it came from (a slot or (TRAY, i)) and which match it is."""
    match_id: int = field(kw_only=True)


@dataclass
class Spark:
    x: float
    y: float
    vx: float
    vy: float
    life: float
    age: float = 0.0
