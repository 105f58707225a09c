"""Judging a candidate answer and listing its layouts: a Reading is one glyph sequence that reads as an answer
exactly k sticks away (and no closer); a Roman Spelling is a whole text, whichever gap cells hold its glyphs.
The layouts are listed on first use, not by the search."""
from __future__ import annotations

from typing import Iterator, Sequence

from .layout import structure
from .numbers import Option, target_cost
from .play import Puzzle


Choices = list[dict[str, tuple[Option, ...]]]  # per cell: glyph -> the (mask, removed, added, glyph) choices


def by_glyph(opts: list[tuple[Option, ...]]) -> Choices:
    out: Choices = []
    for cell in opts:
        grouped: dict[str, list[Option]] = {}
        for o in cell:
            grouped.setdefault(o[3], []).append(o)
        out.append({g: tuple(group) for g, group in grouped.items()})
    return out


class Reading:
    """One glyph sequence that reads as an answer, with what it takes to list its layouts exactly k sticks away
    on demand (only a glyph tuple each: a cached answer list stays small)."""

    def __init__(self, choices: Choices, glyphs: tuple[str, ...], want: tuple[int, int]) -> None:
        self.choices, self.glyphs, self.want = choices, glyphs, want

    def each_layout(self) -> Iterator[tuple[int, ...]]:
        """The layouts, in cell-choice order (the first is the one the answer's moves lead to)."""
        return self._sequence_layouts()

    def _sequence_layouts(self) -> Iterator[tuple[int, ...]]:
        per_cell = [cell[g] for cell, g in zip(self.choices, self.glyphs)]
        want_r, want_a = self.want
        masks = [0] * len(per_cell)
        # A cell with one way to show its glyph (most cells) is set once: only the others are walked
        free: list[int] = []
        for i, options in enumerate(per_cell):
            if len(options) == 1:
                masks[i] = options[0][0]
                want_r, want_a = want_r - options[0][1], want_a - options[0][2]
            else:
                free.append(i)
        if want_r < 0 or want_a < 0:
            return
        # reach[n]: the (removed, added) totals free cells n.. can make. A Roman gap cell offers an I in five
        # places: walking every combination to the end to find the few of the right cost took seconds for
        # many-term equations; with reach, no branch is entered that cannot end at the cost wanted.
        reach: list[set[tuple[int, int]]] = [set() for _ in range(len(free) + 1)]
        reach[-1].add((0, 0))
        for n in range(len(free) - 1, -1, -1):
            costs = {(o[1], o[2]) for o in per_cell[free[n]]}
            reach[n] = {(r + cr, a + ca) for r, a in reach[n + 1] for cr, ca in costs
                        if r + cr <= want_r and a + ca <= want_a}

        def rec(n: int, r: int, a: int) -> Iterator[tuple[int, ...]]:
            if n == len(free):
                yield tuple(masks)
                return
            i = free[n]
            for target, cr, ca, _ in per_cell[i]:
                if (want_r - r - cr, want_a - a - ca) in reach[n + 1]:
                    masks[i] = target
                    yield from rec(n + 1, r + cr, a + ca)

        if (want_r, want_a) in reach[0]:
            yield from rec(0, 0, 0)

    def first(self) -> tuple[int, ...]:
        """The first layout of this glyph sequence in cell-choice order (where the answer's moves lead)."""
        return next(self._sequence_layouts())


def reading_of(choices: Choices, glyphs: Sequence[str], k: int, mode: str) -> Reading | None:
    """The reading of `glyphs` when a layout reads so exactly k sticks away; None when none does or one
    reading so is closer (an answer is listed under the fewest sticks that reach it)."""
    costs = {(0, 0)}  # the (removed, added) totals, each at most k, the cells so far can make
    for cell, g in zip(choices, glyphs):
        options = cell[g]
        if len(options) == 1 and not (options[0][1] or options[0][2]):
            continue  # the glyph stays as it is (most cells)
        step = {(o[1], o[2]) for o in options}
        costs = {(r + cr, a + ca) for r, a in costs for cr, ca in step if r + cr <= k and a + ca <= k}
    want = target_cost(k, mode)
    if want not in costs or any((mode != "move" or r == a) and max(r, a) < k for r, a in costs):
        return None
    return Reading(choices, tuple(glyphs), want)


class Spelling(Reading):
    """A Roman answer: its layouts are every way the cells can spell its text exactly k sticks away, whichever
    gap cells hold the glyphs; the first is the one of the glyph sequence the search met first."""

    def __init__(self, choices: Choices, glyphs: tuple[str, ...], want: tuple[int, int]) -> None:
        super().__init__(choices, glyphs, want)
        self.text = "".join(glyphs)

    def each_layout(self) -> Iterator[tuple[int, ...]]:
        first = self.first()
        yield first
        text, choices, (want_r, want_a) = self.text, self.choices, self.want
        n = len(choices)
        # reach[i]: text position -> the (removed, added) totals cells i.. can make while spelling the rest
        reach: list[dict[int, set[tuple[int, int]]]] = [{} for _ in range(n + 1)]
        reach[n] = {len(text): {(0, 0)}}
        for i in range(n - 1, -1, -1):
            for pos in range(len(text) + 1):
                made = {(r + o[1], a + o[2]) for g, options in choices[i].items()
                        if text.startswith(g, pos) and pos + len(g) in reach[i + 1]
                        for o in options for r, a in reach[i + 1][pos + len(g)]
                        if r + o[1] <= want_r and a + o[2] <= want_a}
                if made:
                    reach[i][pos] = made
        masks = [0] * n

        def rec(i: int, pos: int, r: int, a: int) -> Iterator[tuple[int, ...]]:
            if i == n:
                yield tuple(masks)
                return
            for g, options in choices[i].items():
                after = reach[i + 1].get(pos + len(g)) if text.startswith(g, pos) else None
                if after is None:
                    continue
                for target, cr, ca, _ in options:
                    if (want_r - r - cr, want_a - a - ca) in after:
                        masks[i] = target
                        yield from rec(i + 1, pos + len(g), r + cr, a + ca)

        yield from (layout for layout in rec(0, 0, 0, 0) if layout != first)


class Spellings:
    """Judges Roman answer texts as a whole: the costs at which a text can be spelled are the sums of what
    each number's cells and each operator cell can spell their part at (remembered per part)."""

    def __init__(self, p: Puzzle, choices: Choices, k: int, mode: str) -> None:
        struct = structure(p.layout.kinds)
        self.parts: list[tuple[int, ...]] = []
        for n, (sign, start, end) in enumerate(struct.numbers):
            self.parts.append(tuple(([sign] if sign >= 0 else []) + list(range(start, end))))
            if n < len(struct.ops):
                self.parts.append((struct.ops[n],))
        self.choices, self.k, self.mode = choices, k, mode
        self.want = target_cost(k, mode)
        self.known: dict[tuple[int, str], set[tuple[int, int]]] = {}

    def _costs(self, part: int, spelled: str) -> set[tuple[int, int]]:
        """The (removed, added) totals, each at most k, at which part `part` can spell `spelled`."""
        known = self.known.get((part, spelled))
        if known is not None:
            return known
        k = self.k
        at: dict[int, set[tuple[int, int]]] = {0: {(0, 0)}}  # text position -> costs so far
        for cell in self.parts[part]:
            nxt: dict[int, set[tuple[int, int]]] = {}
            for pos, costs in at.items():
                for g, options in self.choices[cell].items():
                    if spelled.startswith(g, pos):
                        step = {(o[1], o[2]) for o in options}
                        nxt.setdefault(pos + len(g), set()).update(
                            (r + cr, a + ca) for r, a in costs for cr, ca in step if r + cr <= k and a + ca <= k)
            at = nxt
        found = self.known[(part, spelled)] = at.get(len(spelled), set())
        return found

    def reading(self, glyphs: Sequence[str]) -> Spelling | None:
        """The answer `glyphs` spell, when some layout spells it exactly k sticks away and none closer."""
        k = self.k
        costs = {(0, 0)}
        for part, cells in enumerate(self.parts):
            step = self._costs(part, "".join(glyphs[c] for c in cells))
            costs = {(r + cr, a + ca) for r, a in costs for cr, ca in step if r + cr <= k and a + ca <= k}
        if self.want not in costs or any((self.mode != "move" or r == a) and max(r, a) < k for r, a in costs):
            return None
        return Spelling(self.choices, tuple(glyphs), self.want)
