"""The verdict once every move is used: solved (and how many other answers there are), or why not, in words."""
from __future__ import annotations

from dataclasses import dataclass

from ..common import Status
from .layout import is_equation, is_true_equation
from .play import State, distance, status
from .solver import solve


def shown(text: str) -> str:
    """An equation as the player reads it: a real times and divide sign."""
    return text.replace("*", "×").replace("/", "÷")


@dataclass(frozen=True)
class Verdict:
    solved: bool
    reads: str        # what the table reads, '?' where matches form no glyph
    message: str
    others: int = 0   # other answers to the puzzle (when solved)


def judge(state: State) -> Verdict | None:
    """What the table says once every move is used; None while moves are left."""
    if state.moves_left > 0:
        return None
    task = state.task
    reads = shown(state.text)
    if status(state) is Status.SOLVED:
        answers = solve(task.puzzle, task.moves, task.mode).texts
        others = len([a for a in answers if a != state.text])
        tail = ("It is the only answer." if others == 0 else
                f"{others} other answer{'s' if others > 1 else ''} exist{'s' if others == 1 else ''}.")
        return Verdict(True, reads, f"{reads} is true!  {tail}", others)
    if "?" in reads:
        return Verdict(False, reads, f"Not an equation: {reads} (? marks matches that form no digit or sign).")
    if not is_equation(state.layout, task.puzzle.rules):
        return Verdict(False, reads, f"{reads} is not an equation these rules accept.")
    if is_true_equation(state.layout, task.puzzle.rules):
        d = distance(task.puzzle.layout.masks, state.masks)
        return Verdict(False, reads, f"{reads} is true, but only {d} match{'es' if d != 1 else ''} differ "
                                     f"from the start; the puzzle asks for {task.moves}.")
    return Verdict(False, reads, f"{reads} is not true.")
