"""The six grades and the human techniques that define them (easiest first)."""
from __future__ import annotations

import enum


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

    @classmethod
    def parse(cls, text: str) -> "Grade":
        try:
            return cls[str(text).strip().upper()]
        except KeyError:
            names = ", ".join(g.label for g in cls)
            raise ValueError(f"unknown grade {text!r}: expected one of {names}") from None


class Technique(enum.Enum):
    """(label, grade). Members are listed in the order the grader and hints try them."""

    FULL_HOUSE = ("Full house", Grade.EASY)
    HIDDEN_SINGLE_BOX = ("Hidden single", Grade.EASY)
    HIDDEN_SINGLE_LINE = ("Hidden single", Grade.MEDIUM)
    NAKED_SINGLE = ("Naked single", Grade.MEDIUM)
    POINTING = ("Pointing", Grade.HARD)
    CLAIMING = ("Claiming", Grade.HARD)
    NAKED_PAIR = ("Naked pair", Grade.EXPERT)
    HIDDEN_PAIR = ("Hidden pair", Grade.EXPERT)
    NAKED_TRIPLE = ("Naked triple", Grade.EXPERT)
    HIDDEN_TRIPLE = ("Hidden triple", Grade.EXPERT)
    X_WING = ("X-wing", Grade.EXTREME)
    XY_WING = ("XY-wing", Grade.EXTREME)
    SWORDFISH = ("Swordfish", Grade.EXTREME)
    SIMPLE_COLOURING = ("Simple colouring", Grade.EXTREME)
    TRIAL = ("Trial and error", Grade.EVIL)

    def __init__(self, label: str, grade: Grade) -> None:
        self.label = label
        self.grade = grade
