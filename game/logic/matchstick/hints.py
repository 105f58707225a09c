"""Hints for a game in progress: the answers still reachable from the player's layout and one next move."""
from __future__ import annotations

from dataclasses import dataclass

from .cellwalk import moves_between
from .play import Move, State, Task
from .solver import cached_solve


@dataclass(frozen=True)
class Guidance:
    """Where the player's layout can still go: the answers in reach, the one to head for, and the next move
    towards it (the contract's `Hint` is the move with its sentence)."""
    solutions: tuple[str, ...]  # answers still reachable from the current layout
    target: str | None          # the answer the next move heads for
    move: Move | None           # the next stick to move (None when solved or nothing reachable)


def guide(state: State) -> Guidance:
    """The answers still consistent with the player's moves so far, and one next move."""
    task: Task = state.task
    result = cached_solve(task.puzzle, task.moves, task.mode)
    reachable: list[tuple[str, tuple[int, ...], int]] = []
    for sol in result.solutions:
        options = []
        for layout in sol.layouts:
            taken = sum(bin(c & ~t).count("1") for c, t in zip(state.masks, layout))
            placed = sum(bin(t & ~c).count("1") for c, t in zip(state.masks, layout))
            ok = {"move": taken == placed, "add": taken == 0, "remove": placed == 0}[task.mode]
            if ok and max(taken, placed) <= state.moves_left:
                options.append((max(taken, placed), layout))
        if options:
            steps, layout = min(options)
            reachable.append((sol.text, layout, steps))
    if not reachable:
        return Guidance((), None, None)
    text, layout, steps = min(reachable, key=lambda r: (r[2], r[0]))
    moves = moves_between(task.puzzle, state.masks, layout, task.mode)
    return Guidance(tuple(r[0] for r in reachable), text, moves[0] if moves else None)
