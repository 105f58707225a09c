"""Hints on the player's current board: a wrong digit first, else the easiest reasoning that
reaches a digit to place, as data (technique, cells to highlight, digit, eliminations) and as text."""
from __future__ import annotations

import enum
from dataclasses import dataclass

from game.logic.words import Msg, Plural

from .board import BIT, POPCOUNT, Grid, cells_label
from .explain import chained, describe
from .grades import Technique
from .solver import leads_to_contradiction, solutions
from .state import State, conflicts, mistakes
from .techniques import FINDERS, Board, Deduction, Pair

# A hint keeps reasoning until it reaches a digit to place, since eliminations alone leave no trace
# on a board without pencil marks (the same hint would come back). This caps that chain.
MAX_STEPS = 12


class HintKind(enum.Enum):
    DEDUCTION = "deduction"  # reasoning that ends in a digit to place
    MISTAKE = "mistake"  # a digit (or a cell's pencil marks) on the board is wrong: fix that first
    SOLVED = "solved"
    UNSOLVABLE = "unsolvable"  # no solution (or several) from the givens


@dataclass(frozen=True)
class Explanation:
    """A hint in full, as the scene walks the player through it: what kind it is, its sentence, the cells to
    highlight and the chain of deductions that reaches a digit (the contract's `Hint` carries only the move and
    the sentence)."""

    kind: HintKind
    text: Msg  # the sentence, in the player's language where it is shown (English on the command line)
    cells: tuple[int, ...] = ()  # to highlight: the patterns' cells, or the wrong ones
    technique: Technique | None = None  # the hardest technique among the steps
    digit: int | None = None  # the digit placed at the end
    placements: tuple[Pair, ...] = ()  # the placement the steps reach (one cell)
    eliminations: tuple[Pair, ...] = ()  # every candidate ruled out on the way
    steps: tuple[Deduction, ...] = ()  # the reasoning, easiest first, ending with the placement


def _from_steps(steps: list[Deduction]) -> Explanation:
    last = steps[-1]
    placements = last.placements[:1]
    return Explanation(
        HintKind.DEDUCTION,
        chained([describe(d) for d in steps]),
        tuple(dict.fromkeys(c for d in steps for c in d.cells)),
        max((d.technique for d in steps), key=lambda t: t.grade),
        placements[0][1] if placements else None,
        placements,
        tuple(e for d in steps for e in d.eliminations),
        tuple(steps),
    )


_FINDER_OF = dict(FINDERS)


def _solver_cands(b: Board) -> list[int]:
    """The board in the solver's form: one bit for a filled cell, the candidates of an empty one."""
    return [BIT[v] if v else m for v, m in zip(b.values, b.cands)]


def _follows(b: Board, d: Deduction) -> bool:
    """Is `d` a sound step on `b`: found again by its finder, or, for trial and error, a candidate still
    there whose singles still run into a contradiction?"""
    if d.technique is Technique.TRIAL:
        if d.placements or len(d.eliminations) != 1:
            return False
        (cell, digit), = d.eliminations
        return bool(b.cands[cell] & BIT[digit]) and leads_to_contradiction(_solver_cands(b), cell, digit)
    finder = _FINDER_OF.get(d.technique)
    return finder is not None and d in finder(b)


def _replays(start: Board, steps: list[Deduction]) -> bool:
    """Does each step still follow, in order, from `start`?"""
    b = start.copy()
    for d in steps:
        if not _follows(b, d):
            return False
        b.apply(d)
    return True


def _prune(start: Board, steps: list[Deduction]) -> list[Deduction]:
    """Drop the steps the final placement does not need, so the hint explains only what matters."""
    k = len(steps) - 2
    while k >= 0:
        shorter = steps[:k] + steps[k + 1 :]
        if _replays(start, shorter):
            steps = shorter
        k -= 1
    return steps


def _empty_by_candidates(b: Board) -> list[int]:
    return sorted((i for i in range(81) if not b.values[i]), key=lambda i: (POPCOUNT[b.cands[i]], i))


def _trial(b: Board) -> Deduction | None:
    """Past every technique: rule out a candidate whose singles run into a contradiction,
    trying the cells with fewest candidates first."""
    c = _solver_cands(b)
    for i in _empty_by_candidates(b):
        for d in range(1, 10):
            if b.cands[i] & BIT[d] and leads_to_contradiction(c, i, d):
                return Deduction(Technique.TRIAL, eliminations=((i, d),), cells=(i,), digits=(d,))
    return None


def _reveal(b: Board, solution: Grid | None) -> Deduction | None:
    """The last resort: the solution's digit for the cell with fewest candidates."""
    empty = _empty_by_candidates(b)
    if solution is None or not empty:
        return None
    i = empty[0]
    return Deduction(Technique.TRIAL, placements=((i, solution[i]),), cells=(i,), digits=(solution[i],))


def _easiest(b: Board) -> Deduction | None:
    for _, finder in FINDERS:
        d = next(finder(b), None)
        if d is not None:
            return d
    return _trial(b)


def next_deduction(state: State, solution: Grid | None = None, use_marks: bool = False) -> Explanation:
    """The hint for `state`. `solution` saves a solve when the caller knows it; with `use_marks`
    the player's pencil marks (where a cell has any) narrow its candidates."""
    if solution is None:
        found = solutions(state.givens, 2)
        if not found:
            return Explanation(HintKind.UNSOLVABLE, Msg("These givens have no solution."))
        solution = found[0] if len(found) == 1 else None
    given = {i for i in range(81) if state.givens[i]}
    wrong = sorted(mistakes(state, solution)) if solution else sorted(conflicts(state) - given)
    if wrong:
        text = Plural("Mistake: {cells} holds a wrong digit; clear it before going on.",
                      "Mistake: {cells} hold wrong digits; clear it before going on.", len(wrong), cells=cells_label(wrong))
        return Explanation(HintKind.MISTAKE, text, tuple(wrong))
    grid = state.grid
    if 0 not in grid:
        return Explanation(HintKind.SOLVED, Msg("The puzzle is solved."))
    if use_marks and solution:
        bad = [i for i in range(81) if not grid[i] and state.marks[i] and not state.marks[i] & BIT[solution[i]]]
        if bad:
            return Explanation(
                HintKind.MISTAKE,
                Msg("Mistake: the pencil marks in {cells} leave out the digit the cell needs.", cells=cells_label(bad)),
                tuple(bad),
            )
    start = Board.from_grid(grid, state.marks if use_marks else None)
    b = start.copy()
    steps: list[Deduction] = []
    while len(steps) < MAX_STEPS:
        d = _easiest(b)
        if d is None:
            break
        steps.append(d)
        if d.placements:
            return _from_steps(_prune(start, steps))
        b.apply(d)
    # the reasoning ran out without placing anything: the revealed digit stands alone (the steps so far would
    # only be a long walk that explains nothing about it)
    d = _reveal(start, solution)
    if d is None:
        return Explanation(HintKind.UNSOLVABLE,
                           Msg("No step found: this puzzle has more than one solution from here."))
    return _from_steps([d])
