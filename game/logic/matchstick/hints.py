"""Hints for a game in progress: the answers still reachable from the player's layout and one next move."""
from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Mapping, Sequence

from .cellwalk import moves_between
from .places import offered_moves
from .play import Move, Slot, State, Task
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
    reachable: list[tuple[str, list[tuple[int, ...]], int]] = []   # an answer, its nearest layouts, their distance
    for sol in result.solutions:
        options = []
        for layout in sol.layouts:
            taken = sum(bin(c & ~t).count("1") for c, t in zip(state.masks, layout))
            placed = sum(bin(t & ~c).count("1") for c, t in zip(state.masks, layout))
            ok = {"move": taken == placed, "add": taken == 0, "remove": placed == 0}[task.mode]
            if ok and max(taken, placed) <= state.moves_left:
                options.append((max(taken, placed), layout))
        if options:
            steps = min(options)[0]
            reachable.append((sol.text, sorted(layout for n, layout in options if n == steps), steps))
    if not reachable:
        return Guidance((), None, None)
    text, layouts, steps = min(reachable, key=lambda r: (r[2], r[0]))
    # the first of the nearest layouts the table lets the player head for now (a Roman X is two strokes either
    # way, and an empty cell takes only some strokes first)
    ways = [moves_between(task.puzzle, state.masks, layout, task.mode) for layout in layouts]
    offered = {(m.src, m.dst): m for m in offered_moves(state)}
    move = next((m for m in map(partial(_offered, offered), ways) if m is not None), None)
    if move is None and ways[0]:
        move = ways[0][0]
    return Guidance(tuple(r[0] for r in reachable), text, move)


def _offered(offered: Mapping[tuple[Slot | None, Slot | None], Move], moves: Sequence[Move]) -> Move | None:
    """Of the matches `moves` take and the places they fill (any pairing of them reaches the same layout), the
    first move `offered` (the table's, by match and place) has; None when it has none."""
    for source in dict.fromkeys(m.src for m in moves):
        for place in dict.fromkeys(m.dst for m in moves):
            found = offered.get((source, place))
            if found is not None:
                return found
    return None
