"""Hints and lines of play: the nearest answer still reachable in the moves left, and the moves towards it."""
from __future__ import annotations

from functools import lru_cache

from game.logic.contract import Hint
from game.logic.words import N_, Msg, Plural

from .lattice import bits
from .play import Move, State
from .puzzle import Action, Puzzle, matches_text, shapes_text
from .solver import Answers, solve_all

HINT_NODES = 1_000_000   # a hint gives up past this many decisions (shipped levels: at most 76,000)


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


# whole sentences, by the kind of move and whether more moves follow it ("and 2 matches more")
_NUMBERED = {
    ("take", False): N_("Take away the match at place {source}: without it the picture has exactly {shapes}, "
                        "none loose."),
    ("take", True): N_("Take away the match at place {source}; after taking away {more}, the picture has exactly "
                       "{shapes}, none loose."),
    ("lay", False): N_("Lay a match on place {target}: with it the picture has exactly {shapes}, none loose."),
    ("lay", True): N_("Lay a match on place {target}; after laying {more}, the picture has exactly {shapes}, "
                      "none loose."),
    ("move", False): N_("Move the match at place {source} to place {target}: then the picture has exactly "
                        "{shapes}, none loose."),
    ("move", True): N_("Move the match at place {source} to place {target}; after moving {more}, the picture has "
                       "exactly {shapes}, none loose."),
}
_MARKED = {
    ("take", False): N_("Take away the marked match: without it the picture has exactly {shapes}, none loose."),
    ("take", True): N_("Take away the marked match; after taking away {more}, the picture has exactly {shapes}, "
                       "none loose."),
    ("lay", False): N_("Lay a match on the marked place: with it the picture has exactly {shapes}, none loose."),
    ("lay", True): N_("Lay a match on the marked place; after laying {more}, the picture has exactly {shapes}, "
                      "none loose."),
    ("move", False): N_("Move the marked match to the marked place: then the picture has exactly {shapes}, "
                        "none loose."),
    ("move", True): N_("Move the marked match to the marked place; after moving {more}, the picture has exactly "
                       "{shapes}, none loose."),
}


def _sentence(templates: dict[tuple[str, bool], str], puzzle: Puzzle, move: Move, left: int) -> Msg:
    kind = "take" if move.target is None else "lay" if move.source is None else "move"
    more = Plural("{n} more match", "{n} more matches", left - 1)   # "after moving 2 more matches"
    return Msg(templates[kind, left > 1], source=move.source, target=move.target, more=more,
               shapes=shapes_text(puzzle.lattice.kind, puzzle.target))


def hint_text(puzzle: Puzzle, move: Move, left: int) -> Msg:
    """The hint's sentence with place numbers (the command line's)."""
    return _sentence(_NUMBERED, puzzle, move, left)


def shown_hint_text(puzzle: Puzzle, move: Move, left: int) -> Msg:
    """The hint's sentence as a screen says it, beside the marked match and place (no place numbers)."""
    return _sentence(_MARKED, puzzle, move, left)
