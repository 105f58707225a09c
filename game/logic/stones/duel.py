"""How a stone duel is refereed around the moves: how it ended, whose moves count, how far undo and redo go
versus the computer, and which move led from one position to the next (the move list). Pure: no pygame."""
from __future__ import annotations

from collections.abc import Sequence

from game.logic.common import Status
from game.logic.outcome import Ending

from .state import OPPONENT, PLAYER, Move, State, is_over, winner


def judge(vs_ai: bool, state: State) -> tuple[Ending, int | None]:
    """How a finished duel ended, with the winning seat. Versus the computer: solved when the player (seat 0)
    won, else lost. Two people: finished (the level counts as played through), whoever won."""
    seat = winner(state)
    if not vs_ai:
        return Ending.FINISHED, seat
    return (Ending.SOLVED if seat == PLAYER else Ending.LOST), seat


class Judge:
    """`judge` in the form the session takes: (state, status) -> (ending, winner)."""

    def __init__(self, vs_ai: bool) -> None:
        self.vs_ai = vs_ai

    def __call__(self, state: State, status: Status) -> tuple[Ending, int | None]:
        return judge(self.vs_ai, state)


def player_counts(state: State) -> bool:
    """Versus the computer, a move counts as the player's when it is made from a position the player moves in."""
    return state.to_move == PLAYER


def undo_steps(states: Sequence[State], vs_ai: bool) -> int:
    """How many entries undo takes back from the last of `states` (every state from the first to the current
    one, restarts included): two people, one move; versus the computer, back to the player's previous turn (the
    computer's reply and the player's move), never past the computer's opening move. 0: nothing to undo."""
    current = len(states) - 1
    if current <= 0:
        return 0
    target = current - 1
    if vs_ai:
        while target > 0 and states[target].to_move == OPPONENT:
            target -= 1
        if states[target].to_move == OPPONENT:  # at a start where the computer moves first: keep its opening
            target += 1
    return current - target


def redo_goes_on(state: State, vs_ai: bool) -> bool:
    """After one redo step versus the computer: go on redoing while it is the computer's turn (its reply comes
    back with the player's move), and stop at the end of the game."""
    return vs_ai and not is_over(state) and state.to_move == OPPONENT


def taken(before: State, after: State) -> Move:
    """The move that led from `before` to `after` (one heap lowered); ValueError when no single move does."""
    changed = [i for i, (a, b) in enumerate(zip(before.heaps, after.heaps)) if a != b]
    if len(before.heaps) != len(after.heaps) or len(changed) != 1 \
            or after.heaps[changed[0]] > before.heaps[changed[0]]:
        raise ValueError(f"no single move leads from {before.heaps} to {after.heaps}")
    heap = changed[0]
    return Move(heap, before.heaps[heap] - after.heaps[heap])
