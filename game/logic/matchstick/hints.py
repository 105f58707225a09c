"""Hints for a game in progress: the answers still reachable from the player's layout and one next move."""
from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Sequence

from .cellwalk import moves_between
from .places import TRAY, drop_places
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
    move = next((m for m in map(partial(_offered, state), ways) if m is not None), None)
    if move is None and ways[0]:
        move = ways[0][0]
    return Guidance(tuple(r[0] for r in reachable), text, move)


def _offered(state: State, moves: Sequence[Move]) -> Move | None:
    """Of the matches `moves` take and the places they fill (any pairing of them reaches the same layout), a move
    the table offers now (None when it offers none): a Roman cell left empty takes only a first stroke."""
    offered = drop_places(state)
    spare, slot = (TRAY, state.hand - 1), (TRAY, state.hand)
    for source in dict.fromkeys(m.src for m in moves):
        for place in dict.fromkeys(m.dst for m in moves):
            if (place if place is not None else slot) in offered.get(source if source is not None else spare, ()):
                return Move(moves[0].kind, source, place)
    return None
