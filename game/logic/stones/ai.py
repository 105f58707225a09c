"""The stone duel's AI: perfect play at a set strength (an occasional or frequent slip to a random move)."""
from __future__ import annotations

import enum
import random
from collections.abc import Sequence

from game.logic.common import IllegalMoveError

from .perfect import best_move
from .state import Move, State, is_over


class Strength(enum.Enum):
    PERFECT = "perfect"
    STRONG = "strong"  # perfect except an occasional slip
    CASUAL = "casual"  # often plays at random


# How often each strength ignores the perfect move, as (slips, out of): integers keep the draw exact.
SLIP_ODDS: dict[Strength, tuple[int, int]] = {
    Strength.PERFECT: (0, 1),
    Strength.STRONG: (1, 8),
    Strength.CASUAL: (1, 2),
}


def random_move(heaps: Sequence[int], rng: random.Random) -> Move | None:
    """A uniformly chosen non-empty heap and a uniform count from it (no move list, so huge heaps are fine)."""
    filled = [i for i, h in enumerate(heaps) if h > 0]
    if not filled:
        return None
    i = rng.choice(filled)
    return Move(i, rng.randint(1, heaps[i]))


def ai_move(state: State, strength: Strength, rng: random.Random) -> Move:
    """The AI's move at `strength`: perfect play, except that STRONG slips now and then and CASUAL often
    plays at random. IllegalMoveError when the game is over."""
    if is_over(state):
        raise IllegalMoveError("the game is over: there is no move to make")
    slips, out_of = SLIP_ODDS[strength]
    if slips and rng.randrange(out_of) < slips:
        move = random_move(state.heaps, rng)
    else:
        move = best_move(state.heaps, state.rule)
    assert move is not None  # stones remain
    return move
