"""The small records of a shapes game that are not the table itself: what is played (Setup), the match in the
player's hand, the answers being walked through and the count lighting up after a solve. No drawing, no input."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional

from game.i18n import Msg, Text
from game.logic.shapes import LevelSpec, Puzzle
from scenes.match_drag import Grip

GAME = "shapes"

# Where a held match comes from or goes besides a place of the lattice (places are numbered from 0)
SUPPLY = -1   # the loose matches beside the board (an add task)
OFF = -2      # off the board (a remove task: the match is taken away)
Loc = int

LIGHT_UP = 1.5   # seconds the counted shapes take to light up one by one after a solve


@dataclass
class Setup:
    """One shape puzzle to play and where it came from."""
    level: LevelSpec
    title: Text
    subtitle: Text = ""
    level_id: str | None = None                        # campaign levels record progress under this id
    next_setup: Callable[[], Optional["Setup"]] | None = None
    next_label: Text = Msg("Next level")
    mode: str = "campaign"                             # for the history: campaign, custom, code
    grade: str = ""                                    # its band, where it has one
    saves: bool = True                                 # a campaign level is kept to resume

    @property
    def puzzle(self) -> Puzzle:
        return self.level.puzzle


Grab = Grip[Loc]   # the match in the player's hand: from a place or the SUPPLY


@dataclass
class AnswerWalk:
    """Every answer of the puzzle (final layouts, the solver's order), one on show at a time."""
    layouts: tuple[int, ...]
    index: int = 0

    @property
    def layout(self) -> int:
        return self.layouts[self.index]

    def step(self, by: int) -> None:
        self.index = (self.index + by) % len(self.layouts)

    def caption(self) -> Msg:
        return Msg("Answer {n} of {total}", n=self.index + 1, total=len(self.layouts))


@dataclass
class LightUp:
    """The counted shapes of a solved layout lighting up one after another over LIGHT_UP seconds."""
    shapes: list[int]                       # shape numbers, in the order they light
    t: float = 0.0
    skipped: bool = False
    lit_at: list[float] = field(default_factory=list)

    def __post_init__(self) -> None:
        n = len(self.shapes)
        self.lit_at = [LIGHT_UP * (i + 1) / (n + 1) for i in range(n)]

    @property
    def lit(self) -> int:
        """How many shapes are lit now."""
        if self.skipped:
            return len(self.shapes)
        return sum(1 for at in self.lit_at if self.t >= at)

    @property
    def done(self) -> bool:
        return self.skipped or self.t >= LIGHT_UP

    def skip(self) -> None:
        self.skipped = True
