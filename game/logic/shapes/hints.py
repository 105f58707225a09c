"""Hints and lines of play: the nearest answer still reachable in the moves left, and the moves towards it."""
from __future__ import annotations

from functools import lru_cache

from game.logic.contract import Hint

from .lattice import bits
from .play import Move, State
from .puzzle import Action, Puzzle, matches_text
from .solver import Answers, solve_all

HINT_NODES = 1_000_000   # a hint gives up past this many decisions (shipped levels: at most 107,000)


@lru_cache(maxsize=16)
def answers_of(puzzle: Puzzle) -> Answers:
    """Every answer of the puzzle (cached: a hint and a line of play ask for the same list)."""
    return solve_all(puzzle, HINT_NODES)


def reachable(state: State, answer: int) -> bool:
    """`answer` is exactly the moves left away from the layout."""
    layout, left = state.layout, state.moves_left
    gone, new = bin(layout & ~answer).count("1"), bin(answer & ~layout).count("1")
    action = state.puzzle.action
    if action is Action.REMOVE:
        return new == 0 and gone == left
    if action is Action.ADD:
        return gone == 0 and new == left
    return gone == new == left


def nearest_answer(state: State) -> int | None:
    """The first answer (in the solver's order) the moves left reach, or None."""
    if state.moves_left <= 0:
        return None
    return next((a for a in answers_of(state.puzzle).layouts if reachable(state, a)), None)


def line_to(state: State, answer: int) -> list[Move]:
    """The moves that turn the layout into `answer`, lowest places first."""
    taken = bits(state.layout & ~answer)
    laid = bits(answer & ~state.layout)
    action = state.puzzle.action
    if action is Action.REMOVE:
        return [Move(p, None) for p in taken]
    if action is Action.ADD:
        return [Move(None, q) for q in laid]
    return [Move(p, q) for p, q in zip(taken, laid)]


def solve_line(state: State) -> list[Move] | None:
    answer = nearest_answer(state)
    return None if answer is None else line_to(state, answer)


def hint(state: State) -> Hint[Move] | None:
    answer = nearest_answer(state)
    if answer is None:
        return None
    move = line_to(state, answer)[0]
    return Hint(move, hint_text(state.puzzle, move, state.moves_left))


def hint_text(puzzle: Puzzle, move: Move, left: int) -> str:
    noun = puzzle.lattice.kind.noun
    goal = f"exactly {puzzle.target} {noun}{'' if puzzle.target == 1 else 's'}"
    after = "" if left == 1 else f" and {matches_text(left - 1)} more"
    if move.target is None:
        return f"Take away the match at place {move.source}: without it{after} the picture has {goal}, none loose."
    if move.source is None:
        return f"Lay a match on place {move.target}: with it{after} the picture has {goal}, none loose."
    return (f"Move the match at place {move.source} to place {move.target}: then{after} the picture has {goal}, "
            f"none loose.")


def shown_hint_text(puzzle: Puzzle, move: Move, left: int) -> str:
    """The hint's sentence as a screen says it, beside the marked match and place (no place numbers)."""
    noun = puzzle.lattice.kind.noun
    goal = f"exactly {puzzle.target} {noun}{'' if puzzle.target == 1 else 's'}"
    after = "" if left == 1 else f" and {matches_text(left - 1)} more"
    if move.target is None:
        return f"Take away the marked match: without it{after} the picture has {goal}, none loose."
    if move.source is None:
        return f"Lay a match on the marked place: with it{after} the picture has {goal}, none loose."
    return f"Move the marked match to the marked place: then{after} the picture has {goal}, none loose."
