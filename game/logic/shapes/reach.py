"""What a drawn puzzle allows: how many answers its task has, and when the count asked for is out of reach, the
largest count the task can make on this picture (the editor's verdict)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from game.logic.words import Clauses, Msg, Plural

from .lattice import bits
from .puzzle import Puzzle, TaskError, check_puzzle, most_shapes, shapes_text
from .solver import Search, SearchStopped, shape_groups, solve_all


@dataclass(frozen=True)
class Verdict:
    """`answers`: how many (None when the task cannot be asked: `problem` says why); `stopped`: the search hit
    its limit, so `answers` is a lower bound; `most`: with no answer, the largest count the task can make here
    (None when no count at all can be made, or the search for it was stopped)."""

    answers: int | None
    stopped: bool = False
    most: int | None = None
    problem: Msg | None = None

    def sentence(self, puzzle: Puzzle) -> Msg:
        """The verdict in words, translated where it is shown."""
        if self.answers is None:
            assert self.problem is not None, "a verdict with no count says why"
            return Clauses([self.problem])
        if self.answers:
            if self.stopped:
                return Plural("{n} answer or more (the solver stopped counting).",
                              "{n} answers or more (the solver stopped counting).", self.answers)
            return Plural("{n} answer.", "{n} answers.", self.answers)
        if self.stopped:
            return Msg("No answer found before the solver stopped.")
        if self.most is not None and self.most < puzzle.target:
            return Msg("{target} is impossible here: the most you can make is {most}.", target=puzzle.target,
                       most=shapes_text(puzzle.lattice.kind, self.most))
        return Plural("No answer: no layout {n} move away has exactly {shapes}, none loose.",
                      "No answer: no layout {n} moves away has exactly {shapes}, none loose.", puzzle.sticks,
                      shapes=shapes_text(puzzle.lattice.kind, puzzle.target))


def most_reachable(puzzle: Puzzle, limit: int | None = None, cancel: Callable[[], bool] | None = None) -> int | None:
    """The largest count of shapes some answer of the task makes on this picture (the puzzle's own target
    aside), or None when no count can be made. SearchStopped past the limit."""
    return largest_count(Search(puzzle, limit, cancel))


def largest_count(search: Search) -> int | None:
    """most_reachable on a search's puzzle, its nodes counted on the search. One search by deduction over
    counts from 0 to the quick bound: each answer it meets raises the least count the rest of the search must
    beat (branch and bound)."""
    puzzle = search.puzzle
    shapes = puzzle.lattice.shapes
    most = most_shapes(puzzle)
    best: int | None = None
    for counted, barred in shape_groups(puzzle):
        least = 0 if best is None else best + 1
        if least > most:
            break
        deduction = search.deduction(counted, barred, (least, most))
        deduction.fullest_first = True
        for layout in deduction.answers():
            best = sum(1 for s in bits(counted) if shapes[s].mask & ~layout == 0)
            if best == most:
                return best
            deduction.least = best + 1
    return best


def judge(puzzle: Puzzle, limit: int | None = None, cancel: Callable[[], bool] | None = None) -> Verdict:
    """Every answer counted; with none, the largest count the task can make instead (if it is below the one
    asked for, the count asked for is impossible)."""
    try:
        check_puzzle(replace(puzzle, target=0))
    except TaskError as err:
        return Verdict(None, problem=err.reason)
    if puzzle.target > most_shapes(puzzle):
        try:
            return Verdict(0, most=most_reachable(puzzle, limit, cancel))
        except SearchStopped:
            return Verdict(0, stopped=True)
    found = solve_all(puzzle, limit, cancel)
    if found.layouts or found.stopped:
        return Verdict(len(found.layouts), found.stopped)
    try:
        return Verdict(0, most=most_reachable(puzzle, limit, cancel))
    except SearchStopped:
        return Verdict(0)
