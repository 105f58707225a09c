"""The six grades and the human techniques that define them (easiest first)."""
from __future__ import annotations

import enum

from game.logic.words import N_, Msg


class Grade(enum.IntEnum):
    """A puzzle's grade is the hardest technique it needs; the value is `grade_index`."""

    EASY = 0
    MEDIUM = 1
    HARD = 2
    EXPERT = 3
    EXTREME = 4
    EVIL = 5

    @property
    def label(self) -> str:
        return self.name.lower()

    @property
    def title(self) -> Msg:
        """The grade's name for the player: 'Easy', '简单'."""
        return Msg(_GRADE_TITLES[self])

    @classmethod
    def parse(cls, text: str) -> "Grade":
        try:
            return cls[str(text).strip().upper()]
        except KeyError:
            names = ", ".join(g.label for g in cls)
            raise ValueError(Msg("unknown grade {text}: expected one of {names}", text=repr(text),
                                 names=names)) from None


_GRADE_TITLES = {Grade.EASY: N_("Easy"), Grade.MEDIUM: N_("Medium"), Grade.HARD: N_("Hard"), Grade.EXPERT: N_("Expert"),
                 Grade.EXTREME: N_("Extreme"), Grade.EVIL: N_("Evil")}


class Technique(enum.Enum):
    """(label, grade). Members are listed in the order the grader and hints try them. The label is English (the
    command line's word); `title` is the name the player reads."""

    FULL_HOUSE = (N_("Full house"), Grade.EASY)
    HIDDEN_SINGLE_BOX = (N_("Hidden single"), Grade.EASY)
    HIDDEN_SINGLE_LINE = (N_("Hidden single"), Grade.MEDIUM)
    NAKED_SINGLE = (N_("Naked single"), Grade.MEDIUM)
    POINTING = (N_("Pointing"), Grade.HARD)
    CLAIMING = (N_("Claiming"), Grade.HARD)
    NAKED_PAIR = (N_("Naked pair"), Grade.EXPERT)
    HIDDEN_PAIR = (N_("Hidden pair"), Grade.EXPERT)
    NAKED_TRIPLE = (N_("Naked triple"), Grade.EXPERT)
    HIDDEN_TRIPLE = (N_("Hidden triple"), Grade.EXPERT)
    X_WING = (N_("X-wing"), Grade.EXTREME)
    XY_WING = (N_("XY-wing"), Grade.EXTREME)
    SWORDFISH = (N_("Swordfish"), Grade.EXTREME)
    SIMPLE_COLOURING = (N_("Simple colouring"), Grade.EXTREME)
    TRIAL = (N_("Trial and error"), Grade.EVIL)

    def __init__(self, label: str, grade: Grade) -> None:
        self.label = label
        self.grade = grade

    @property
    def title(self) -> Msg:
        """The technique's name for the player, as solvers in the player's language call it."""
        return Msg(self.label)
