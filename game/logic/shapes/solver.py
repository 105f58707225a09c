"""The exact solver: every final layout that answers a shape puzzle, each once.

Two searches, both exact, list the answers:

- by deduction (deduce.py): every place decided in or out, with the rules of the puzzle forcing what follows
  after each decision and bounds on the removals and additions any completion still needs;
- by moves (`_by_places`): the K removals and K additions chosen in place order, shape sets as bit masks.

`choose_method` picks the deduction, or when there are few sets of moves to weigh, a short deduction that hands
over to the search by moves if it has not finished (the deduction settles a puzzle with few answers at once;
the search by moves lists many answers at less cost each). With `equal`, the search runs once per side length,
every shape of another length barred.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from .deduce import Budget, Deduction
from .lattice import bits
from .puzzle import Puzzle


class SearchStopped(Exception):
    """The search reached its node limit or was cancelled before it was complete."""


@dataclass(frozen=True)
class Answers:
    """Every answer (final layouts, in increasing order of their place numbers), or those found before the
    search was stopped; `nodes` is how many nodes the search visited."""

    layouts: tuple[int, ...]
    stopped: bool
    nodes: int


# With at most this many sets of moves the search by moves lists even thousands of answers quickly (a full 6-row
# triangle less 4 matches: 595,665 sets, 36,135 answers in about 2 s, the deduction 5 s), so it takes over from a
# probe that has not finished; past it the deduction alone, whose work follows the answers, not the moves.
FEW_MOVES = 1_000_000


def choose_method(puzzle: Puzzle) -> str:
    """'probe' (a short deduction, then if need be the search by moves) when there are few sets of moves, else
    'deduce'. ('places', the search by moves alone, is there for the tests.)"""
    have = bin(puzzle.start).count("1")
    moves = math.comb(have, puzzle.takes) * math.comb(len(puzzle.lattice.places) - have, puzzle.lays)
    return "probe" if moves <= FEW_MOVES else "deduce"


def shape_groups(puzzle: Puzzle) -> list[tuple[int, int]]:
    """(counted, barred) shape masks for each run of the search: the shapes an answer may hold (those needing
    no more new matches than the task lays), or with `equal` those of one side length, the others barred."""
    shapes = puzzle.lattice.shapes
    fits = [bin(s.mask & ~puzzle.start).count("1") <= puzzle.lays for s in shapes]
    every = sum(1 << i for i, ok in enumerate(fits) if ok)
    if not puzzle.equal:
        return [(every, 0)]
    sizes = sorted({s.size for s, ok in zip(shapes, fits) if ok})
    alike = [sum(1 << i for i, s in enumerate(shapes) if fits[i] and s.size == size) for size in sizes]
    return [(counted, every & ~counted) for counted in alike] or [(every, 0)]


# Nodes of deduction tried before the search by moves takes over (about 0.05 s).
PROBE = 2_000


class _ProbeOver(Exception):
    """The deduction's probe used its nodes."""


class Search:
    """One run over a puzzle. `limit` caps the decisions (nodes); `cancel` is polled every 1024 of them."""

    def __init__(self, puzzle: Puzzle, limit: int | None = None, cancel: Callable[[], bool] | None = None):
        self.puzzle = puzzle
        self.limit = limit
        self.cancel = cancel
        self.nodes = 0
        self.method = choose_method(puzzle)

    def answers(self) -> Iterator[int]:
        """Each answer once, as the search meets it; SearchStopped past the limit or on a cancel."""
        puzzle = self.puzzle
        seen: set[int] = set()
        for counted, barred in shape_groups(puzzle):
            if self.method == "probe":
                found = self._probed(counted, barred)
            elif self.method == "places":
                found = self._by_places(counted | barred, counted)
            else:
                found = self.deduction(counted, barred, (puzzle.target, puzzle.target)).answers()
            for layout in found:
                if layout not in seen:
                    seen.add(layout)
                    yield layout

    def _probed(self, counted: int, barred: int) -> Iterator[int]:
        """The deduction for at most PROBE nodes (it settles a puzzle with few answers at once, however many sets
        of moves it has), then, if it has not finished, the search by moves from the start."""
        puzzle = self.puzzle
        stop = self.nodes + PROBE

        def probe_tick() -> None:
            self.tick()
            if self.nodes > stop:
                raise _ProbeOver

        task = Budget(puzzle.start, puzzle.takes, puzzle.lays)
        deduction = Deduction(puzzle.lattice, task, (puzzle.target, puzzle.target), counted, barred, probe_tick)
        try:
            found = list(deduction.answers())
        except _ProbeOver:
            return self._by_places(counted | barred, counted)
        return iter(found)

    def deduction(self, counted: int, barred: int, counts: tuple[int, int]) -> Deduction:
        """The search by deduction over one group of shapes, for an answer of counts[0] to counts[1] shapes."""
        puzzle = self.puzzle
        task = Budget(puzzle.start, puzzle.takes, puzzle.lays)
        return Deduction(puzzle.lattice, task, counts, counted, barred, self.tick)

    def tick(self) -> None:
        """One node more: SearchStopped past the limit, or when the cancel hook (polled every 1024) says so."""
        self.nodes += 1
        if self.limit is not None and self.nodes > self.limit:
            raise SearchStopped
        if self.cancel is not None and not self.nodes & 1023 and self.cancel():
            raise SearchStopped

    def _by_places(self, allowed: int, counted_mask: int) -> Iterator[int]:
        """The search by exceptions: every place keeps its start state but for the `takes` removals and `lays`
        additions, chosen in place order; shape sets as bitmasks."""
        puzzle = self.puzzle
        lattice = puzzle.lattice
        start, takes, lays, target = puzzle.start, puzzle.takes, puzzle.lays, puzzle.target
        n = len(lattice.places)
        rel = [s for s in range(len(lattice.shapes)) if allowed >> s & 1]
        masks = [lattice.shapes[s].mask for s in rel]
        lasts = [m.bit_length() - 1 for m in masks]
        counted = sum(1 << j for j, s in enumerate(rel) if counted_mask >> s & 1)
        forbidden = sum(1 << j for j, s in enumerate(rel) if not counted_mask >> s & 1)
        through = [0] * n
        for j, m in enumerate(masks):
            for p in bits(m):
                through[p] |= 1 << j
        closed = [sum(1 << j for j in range(len(rel)) if lasts[j] < i) for i in range(n + 1)]
        settling: list[list[int]] = [[] for _ in range(n + 1)]
        for p in range(n):
            settle = max([p] + [lasts[j] for j in bits(through[p])]) + 1
            settling[settle].append(p)
        in_start = [bool(start >> p & 1) for p in range(n)]
        starts_after = [0] * (n + 1)
        empties_after = [0] * (n + 1)
        for p in range(n - 1, -1, -1):
            starts_after[p] = starts_after[p + 1] + in_start[p]
            empties_after[p] = empties_after[p + 1] + (not in_start[p])
        full_alive = (1 << len(rel)) - 1
        start_places = [[p for p in range(i, n) if in_start[p]] for i in range(n + 1)]

        def finish(i: int, filled: int, alive: int) -> int | None:
            for p in range(i, n):
                if in_start[p]:
                    filled |= 1 << p
                else:
                    alive &= ~through[p]
            if (alive & counted).bit_count() != target or alive & forbidden:
                return None
            covered = 0
            for j in bits(alive):
                covered |= masks[j]
            return filled if filled & ~covered == 0 else None

        def go(i: int, filled: int, alive: int, r: int, l: int) -> Iterator[int]:
            self.tick()
            # a start match ahead that no live shape can cover must be taken away
            doomed = 0
            for p in start_places[i]:
                if not alive & through[p]:
                    doomed += 1
            if r + doomed > takes:
                return
            if r == takes and l == lays:
                done = finish(i, filled, alive)
                if done is not None:
                    yield done
                return
            run_fill = filled
            alive_q = alive
            for q in range(i, n):
                if q > i:
                    prev = q - 1
                    if in_start[prev]:
                        run_fill |= 1 << prev
                    else:
                        alive_q &= ~through[prev]
                    if (alive_q & counted).bit_count() < target:
                        return
                    bad = False
                    for p in settling[q]:
                        if run_fill >> p & 1 and not alive_q & through[p]:
                            bad = True
                            break
                    if bad:
                        return
                if takes - r > starts_after[q] or lays - l > empties_after[q]:
                    return
                if in_start[q]:
                    if r == takes:
                        continue
                    child_alive = alive_q & ~through[q]
                    child_fill = run_fill
                    nr, nl = r + 1, l
                else:
                    if l == lays or not alive_q & through[q]:
                        continue
                    child_alive = alive_q
                    child_fill = run_fill | 1 << q
                    nr, nl = r, l + 1
                shut = closed[q + 1]
                if ((child_alive & counted).bit_count() < target
                        or (child_alive & counted & shut).bit_count() > target or child_alive & forbidden & shut):
                    continue
                if any(child_fill >> p & 1 and not child_alive & through[p] for p in settling[q + 1]):
                    continue
                yield from go(q + 1, child_fill, child_alive, nr, nl)

        yield from go(0, 0, full_alive, 0, 0)


def first_answer(puzzle: Puzzle, limit: int | None = None) -> int | None:
    """One answer, or None when there is none (SearchStopped past the limit)."""
    return next(Search(puzzle, limit).answers(), None)


def solve_all(puzzle: Puzzle, limit: int | None = None, cancel: Callable[[], bool] | None = None) -> Answers:
    """Every answer, sorted by their place numbers; a search stopped early keeps what it found."""
    search = Search(puzzle, limit, cancel)
    found: list[int] = []
    stopped = False
    try:
        for layout in search.answers():
            found.append(layout)
    except SearchStopped:
        stopped = True
    return Answers(tuple(sorted(found, key=bits)), stopped, search.nodes)
