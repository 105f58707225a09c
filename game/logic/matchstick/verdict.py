"""The verdict once every move is used: solved (and how many other answers there are), or why not, in words."""
from __future__ import annotations

from dataclasses import dataclass

from ..common import Status
from ..words import Msg, Plural
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
    message: Msg      # said to the player, in their language where it is shown
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
        if others == 0:
            return Verdict(True, reads, Msg("{reads} is true!  It is the only answer.", reads=reads), others)
        return Verdict(True, reads, Plural("{reads} is true!  {n} other answer exists.",
                                           "{reads} is true!  {n} other answers exist.", others, reads=reads), others)
    if "?" in reads:
        return Verdict(False, reads, Msg("Not an equation: {reads} (? marks matches that form no digit or sign).",
                                         reads=reads))
    if not is_equation(state.layout, task.puzzle.rules):
        return Verdict(False, reads, Msg("{reads} is not an equation these rules accept.", reads=reads))
    if is_true_equation(state.layout, task.puzzle.rules):
        d = distance(task.puzzle.layout.masks, state.masks)
        return Verdict(False, reads, Plural("{reads} is true, but only {n} match differs from the start; the puzzle "
                                            "asks for {moves}.",
                                            "{reads} is true, but only {n} matches differ from the start; the "
                                            "puzzle asks for {moves}.", d, reads=reads, moves=task.moves))
    return Verdict(False, reads, Msg("{reads} is not true.", reads=reads))
