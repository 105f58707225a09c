"""How a finished game ended: the one value the session hands the store, the same for every game."""
from __future__ import annotations

import enum
from dataclasses import dataclass


class Ending(enum.Enum):
    """How a game ended, from the player's side (seat 0 where there are two)."""

    SOLVED = "solved"        # the puzzle is solved, or the player beat the computer
    LOST = "lost"            # the position is lost (the computer won, a wrong final value, a wrong claim)
    FINISHED = "finished"    # two people played to the end: `winner` says who won; the level counts as played
    SKIPPED = "skipped"      # the player gave the puzzle up
    TIMED_OUT = "timed-out"  # the clock ran out

    @property
    def completes_level(self) -> bool:
        """The level counts as done (solved, or played through by two people)."""
        return self in (Ending.SOLVED, Ending.FINISHED)


@dataclass(frozen=True)
class Outcome:
    """One finished game: how it ended, who won (where there are two sides), the play time, the moves made since
    the last restart (the player's own, where there are two sides), the hints and answers seen, and the score where
    the mode keeps one."""

    ending: Ending
    time_s: float
    moves: int
    hints: int = 0
    answers: int = 0
    winner: int | None = None
    score: int | None = None

    @property
    def helped(self) -> bool:
        """A hint or an answer was seen: the result stays off the records and the high-score tables."""
        return self.hints > 0 or self.answers > 0

    @property
    def clean(self) -> bool:
        """Completed with no help: what may set a best time or earn a star."""
        return self.ending.completes_level and not self.helped
