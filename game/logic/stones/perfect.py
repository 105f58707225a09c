"""Perfect play in the stone duel: who wins, the winning move, a line of perfect play (`solve`), and the
textbook brute-force search kept as the independent oracle.

Theory (Bouton 1901): under normal rules the player to move loses iff the XOR ("nim-sum") of the heaps is 0.
Misère play is the same while two or more heaps hold 2+ stones; once at most one does, the mover wants to leave an
odd number of single-stone heaps.
"""
from __future__ import annotations

import itertools
from collections.abc import Sequence
from functools import reduce
from operator import xor

from game.logic.common import PuzzleError, Status

from .state import PLAYER, Heaps, Move, Rule, State, apply, is_over, status


def nim_sum(heaps: Sequence[int]) -> int:
    return reduce(xor, heaps, 0)


def mover_wins(heaps: Sequence[int], rule: Rule = Rule.MISERE) -> bool:
    """True when the player to move wins with perfect play. O(m).

    An empty board counts as a win for the mover under misère rules (the opponent took the last stone)
    and as a loss under normal rules, exactly as the game ends."""
    s = nim_sum(heaps)
    if rule is Rule.MISERE and all(h <= 1 for h in heaps):
        return s == 0  # s is the parity of the single-stone heaps: an odd count loses
    return s != 0


def winning_move(heaps: Sequence[int], rule: Rule = Rule.MISERE) -> Move | None:
    """A move that leaves the opponent lost, or None when there is none (losing or finished position). O(m)."""
    s = nim_sum(heaps)
    big = [i for i, h in enumerate(heaps) if h >= 2]
    if rule is Rule.MISERE and len(big) <= 1:
        ones = sum(1 for h in heaps if h == 1)
        if not big:  # only single stones: take one when that leaves an odd count
            return Move(heaps.index(1), 1) if ones and ones % 2 == 0 else None
        # The one big heap decides the parity of singles: reduce it to 0 or 1 so an odd number remain.
        i = big[0]
        keep = 0 if ones % 2 == 1 else 1
        return Move(i, heaps[i] - keep)
    if s == 0:
        return None
    for i, h in enumerate(heaps):
        if h ^ s < h:  # the heap holding s's top bit can drop to h^s, making the nim-sum 0
            return Move(i, h - (h ^ s))
    raise AssertionError("unreachable: a non-zero nim-sum always has a heap with its top bit")


def stalling_move(heaps: Sequence[int]) -> Move | None:
    """From a lost position: take one stone from the largest heap, which keeps the game long and leaves the
    opponent the most room to go wrong. None when the board is empty."""
    if not heaps:
        return None
    largest = max(range(len(heaps)), key=heaps.__getitem__)
    return Move(largest, 1) if heaps[largest] > 0 else None


def best_move(heaps: Sequence[int], rule: Rule = Rule.MISERE) -> Move | None:
    """The perfect player's choice: the winning move if there is one, otherwise the stalling move."""
    return winning_move(heaps, rule) or stalling_move(heaps)


def solve(state: State) -> list[Move] | None:
    """Both sides playing perfectly from `state` to the end (the side that cannot win stalls), when that
    ends in the player's win; None when the player cannot force a win. At most one move per stone."""
    if is_over(state):
        return [] if status(state) is Status.SOLVED else None
    if mover_wins(state.heaps, state.rule) != (state.to_move == PLAYER):
        return None
    moves: list[Move] = []
    while not is_over(state):
        move = best_move(state.heaps, state.rule)
        assert move is not None  # stones remain
        moves.append(move)
        state = apply(state, move)
    return moves


def search_outcomes(m: int, n: int, rule: Rule = Rule.MISERE, merge: bool = True) -> dict[Heaps, bool]:
    """The textbook method: decide every position of m heaps holding 0..n-1 stones by dynamic programming,
    knowing only the rules (a position wins iff some move reaches a lost one). Used as the oracle in tests
    and measured by the benchmark.

    merge=False fills one entry per ordered position (n^m of them); merge=True keeps one entry per multiset
    (keys sorted ascending), since permuting heaps changes nothing: look positions up by `tuple(sorted(...))`."""
    if m < 0 or n < 1:
        raise PuzzleError(f"search needs m >= 0 heaps and n >= 1 sizes, not m={m}, n={n}")
    empty_wins = rule is Rule.MISERE  # the mover at an empty board did not take the last stone
    table: dict[Heaps, bool] = {}
    if merge:
        # Sorted tuples in lexicographic order: lowering one heap and re-sorting gives an earlier tuple.
        for pos in itertools.combinations_with_replacement(range(n), m):
            if not any(pos):
                table[pos] = empty_wins
                continue
            table[pos] = any(
                not table[tuple(sorted(pos[:i] + (v,) + pos[i + 1:]))]
                for i in range(m) if i == 0 or pos[i] != pos[i - 1]  # equal heaps give the same successors
                for v in range(pos[i])
            )
        return table
    # Ordered positions by their base-n index, as the textbook method does: every move lowers the index.
    radix = [n ** i for i in range(m)]
    wins = [False] * (n ** m)
    wins[0] = empty_wins
    for index in range(1, n ** m):
        digits, rest = [], index
        for _ in range(m):
            rest, d = divmod(rest, n)
            digits.append(d)
        wins[index] = any(not wins[index - t * radix[i]] for i, d in enumerate(digits) for t in range(1, d + 1))
    for index, w in enumerate(wins):
        table[tuple((index // r) % n for r in radix)] = w
    return table
