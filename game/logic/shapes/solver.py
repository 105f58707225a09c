"""The exact solver: every final layout that answers a shape puzzle, each once.

An answer holds no loose match, so it is the union of the shapes it holds, and those shapes are exactly the
ones whose sides it covers. The search therefore decides shape by shape whether the shape is in the answer
(all its sides get a match) or not (some side stays empty); the layout is the union of the shapes taken, so
every answer is met exactly once, whatever moves lead to it. Shapes are taken in the order of their last
place, so a place's fate is sealed soon after the search passes it. A branch is cut as soon as:

- more shapes are taken, or are forced in (every side already covered), than the count asks for, or too few
  shapes are left to reach it;
- a shape left out has all its sides covered by shapes taken (it would be counted after all);
- more of the start's matches can no longer be covered than the task takes away (no loose match), or too few
  remain uncovered for it to take away exactly K;
- shapes taken need more new matches than the task lays, or too few empty places can still be covered for it
  to lay exactly K.

With `equal`, the search runs once per side length, every shape of another length left out.
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
    search was stopped; `nodes` is how many shape decisions the search made."""

    layouts: tuple[int, ...]
    stopped: bool
    nodes: int


# A shape decision costs about as much as a place decision, but the search by shapes prunes far better per
# decision (measured on generated 5x5 and 6-row puzzles): it is chosen unless it has this many times more
# sets of shapes to weigh than the search by places has sets of moves.
PLACES_HANDICAP = 10_000
# With at most this many sets of moves the search by moves is always quick (a full 5 x 5 grid less 4 matches:
# 487,635 sets, at most 0.5 s), while the search by shapes can lose itself in the many ways to cover a dense
# picture with N overlapping shapes.
FEW_MOVES = 1_000_000


def choose_method(puzzle: Puzzle) -> str:
    """'shapes' (the search by shapes) or 'places' (by moves): by moves when there are few sets of moves, else
    the one with the fewer candidates to weigh."""
    lays = puzzle.lays
    fits = sum(1 for s in puzzle.lattice.shapes if bin(s.mask & ~puzzle.start).count("1") <= lays)
    have = bin(puzzle.start).count("1")
    moves = math.comb(have, puzzle.takes) * math.comb(len(puzzle.lattice.places) - have, lays)
    if moves <= FEW_MOVES:
        return "places"
    return "shapes" if math.comb(fits, puzzle.target) <= moves * PLACES_HANDICAP else "places"


class Search:
    """One run over a puzzle. `limit` caps the shape decisions; `cancel` is polled every 4096 of them."""

    def __init__(self, puzzle: Puzzle, limit: int | None = None, cancel: Callable[[], bool] | None = None):
        self.puzzle = puzzle
        self.limit = limit
        self.cancel = cancel
        self.nodes = 0
        self.method = choose_method(puzzle)

    def answers(self) -> Iterator[int]:
        """Each answer once, as the search meets it; SearchStopped past the limit or on a cancel."""
        puzzle = self.puzzle
        shapes = puzzle.lattice.shapes
        lays = puzzle.lays
        fits = [bin(s.mask & ~puzzle.start).count("1") <= lays for s in shapes]
        seen: set[int] = set()
        if puzzle.equal:
            sizes = sorted({s.size for s, ok in zip(shapes, fits) if ok})
            groups = [[ok and s.size == size for s, ok in zip(shapes, fits)] for size in sizes] or [fits]
        else:
            groups = [fits]
        for allowed in groups:
            if self.method == "deduce":
                found = self._by_deduction(fits, allowed)
            elif self.method == "places":
                found = self._by_places(fits, allowed)
            else:
                found = self._search(allowed)
            for layout in found:
                if layout not in seen:
                    seen.add(layout)
                    yield layout

    def _tick(self) -> None:
        self.nodes += 1
        if self.limit is not None and self.nodes > self.limit:
            raise SearchStopped
        if self.cancel is not None and not self.nodes & 1023 and self.cancel():
            raise SearchStopped

    def _by_deduction(self, fits: list[bool], counted_ok: list[bool]) -> Iterator[int]:
        puzzle = self.puzzle
        counted = sum(1 << s for s, ok in enumerate(counted_ok) if ok)
        barred = sum(1 << s for s, ok in enumerate(fits) if ok and not counted_ok[s])
        task = Budget(puzzle.start, puzzle.takes, puzzle.lays, puzzle.target)
        return Deduction(puzzle.lattice, task, counted, barred, self._tick).answers()

    def _search(self, allowed: list[bool]) -> Iterator[int]:
        puzzle = self.puzzle
        lattice = puzzle.lattice
        start, takes, lays, target = puzzle.start, puzzle.takes, puzzle.lays, puzzle.target
        masks = [s.mask for s in lattice.shapes]
        sides = [bits(m) for m in masks]
        n_places = len(lattice.places)
        shapes_of: list[list[int]] = [[] for _ in range(n_places)]
        for s, places in enumerate(sides):
            for p in places:
                shapes_of[p].append(s)
        in_start = [bool(start >> p & 1) for p in range(n_places)]
        n_start = sum(in_start)
        n_empty = n_places - n_start
        keep_most = n_start - takes          # the most start matches an answer covers

        order = sorted((s for s in range(len(masks)) if allowed[s]),
                       key=lambda s: (sides[s][-1], sides[s][0], s))
        unc = [len(p) for p in sides]        # sides not yet covered by a shape taken
        decided = [0 if allowed[s] else 2 for s in range(len(masks))]   # 0 open, 1 taken, 2 left out
        pot = [sum(1 for s in shapes_of[p] if allowed[s]) for p in range(n_places)]
        dead_start = sum(1 for p in range(n_places) if pot[p] == 0 and in_start[p])
        dead_empty = sum(1 for p in range(n_places) if pot[p] == 0 and not in_start[p])
        if dead_start > takes or n_empty - dead_empty < lays:
            return
        # running totals, in one list so the nested function can change them
        layout = [0]
        counts = {"taken": 0, "forced": 0, "cov_start": 0, "cov_empty": 0,
                  "dead_start": dead_start, "dead_empty": dead_empty}
        total = len(order)
        final_size = keep_most + lays        # matches in every answer
        # the most sides one shape from order[i:] can bring
        most_sides = [0] * (total + 1)
        for j in range(total - 1, -1, -1):
            most_sides[j] = max(most_sides[j + 1], len(sides[order[j]]))

        def go(i: int) -> Iterator[int]:
            self.nodes += 1
            if self.limit is not None and self.nodes > self.limit:
                raise SearchStopped
            if self.cancel is not None and not self.nodes & 4095 and self.cancel():
                raise SearchStopped
            taken = counts["taken"]
            if taken + counts["forced"] > target or taken + total - i < target:
                return
            if counts["cov_start"] + counts["cov_empty"] + (target - taken) * most_sides[i] < final_size:
                return
            if i == total:
                if taken == target and counts["cov_start"] == keep_most and counts["cov_empty"] == lays:
                    yield layout[0]
                return
            s = order[i]
            # take the shape
            new = masks[s] & ~layout[0]
            new_places = bits(new)
            n_new_start = sum(1 for p in new_places if in_start[p])
            n_new_empty = len(new_places) - n_new_start
            if (counts["cov_start"] + n_new_start <= keep_most and counts["cov_empty"] + n_new_empty <= lays):
                was_forced = unc[s] == 0
                decided[s] = 1
                counts["taken"] += 1
                if was_forced:
                    counts["forced"] -= 1
                layout[0] |= new
                counts["cov_start"] += n_new_start
                counts["cov_empty"] += n_new_empty
                clash = False
                for p in new_places:
                    for t in shapes_of[p]:
                        unc[t] -= 1
                        if unc[t] == 0:
                            if decided[t] == 2:
                                clash = True
                            elif decided[t] == 0:
                                counts["forced"] += 1
                if not clash:
                    yield from go(i + 1)
                for p in new_places:
                    for t in shapes_of[p]:
                        if unc[t] == 0 and decided[t] == 0:
                            counts["forced"] -= 1
                        unc[t] += 1
                counts["cov_start"] -= n_new_start
                counts["cov_empty"] -= n_new_empty
                layout[0] &= ~new
                if was_forced:
                    counts["forced"] += 1
                counts["taken"] -= 1
                decided[s] = 0
            # leave it out (impossible once every side is covered: it would be counted)
            if unc[s] == 0:
                return
            decided[s] = 2
            for p in sides[s]:
                pot[p] -= 1
                if pot[p] == 0:
                    counts["dead_start" if in_start[p] else "dead_empty"] += 1
            if counts["dead_start"] <= takes and n_empty - counts["dead_empty"] >= lays:
                yield from go(i + 1)
            for p in sides[s]:
                if pot[p] == 0:
                    counts["dead_start" if in_start[p] else "dead_empty"] -= 1
                pot[p] += 1
            decided[s] = 0

        yield from go(0)

    def _by_places(self, allowed: list[bool], counted_ok: list[bool]) -> Iterator[int]:
        """The search by exceptions: every place keeps its start state but for the `takes` removals and `lays`
        additions, chosen in place order; shape sets as bitmasks."""
        puzzle = self.puzzle
        lattice = puzzle.lattice
        start, takes, lays, target = puzzle.start, puzzle.takes, puzzle.lays, puzzle.target
        n = len(lattice.places)
        rel = [s for s in range(len(lattice.shapes)) if allowed[s]]
        masks = [lattice.shapes[s].mask for s in rel]
        lasts = [m.bit_length() - 1 for m in masks]
        counted = sum(1 << j for j, s in enumerate(rel) if counted_ok[s])
        forbidden = sum(1 << j for j, s in enumerate(rel) if not counted_ok[s])
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
            self.nodes += 1
            if self.limit is not None and self.nodes > self.limit:
                raise SearchStopped
            if self.cancel is not None and not self.nodes & 4095 and self.cancel():
                raise SearchStopped
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
