"""Exact solver: every true equation exactly k sticks away, and hints for a game in progress.

Each cell offers the glyphs it can become with their cost (sticks removed r, sticks added a), precomputed
from geometry. searches.py finds candidate answers (token by token for any glyph set, or column by column for
long decimal equations); search() here checks each new text (no layout reading as it may be closer), caps
the list, and stops cleanly when a Budget runs out or is cancelled.
"""
from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field
from functools import cached_property
from typing import Callable, Iterator, Sequence, TypeAlias

from .budget import Budget, BudgetExceeded
from .glyphs import OP, SIGN, SLOTS, read, transitions
from .numbers import Option, digit_options, op_options, target_cost
from .searches import columns_search, digits_only, plain_search, worth_columns
from .layout import structure
from .play import MAX_MOVES, Move, Puzzle, State, Task, check_moves_mode, parse_puzzle
from .rules import FORMS, PRESETS, Rules

Leaf: TypeAlias = Callable[[list[str], list[int], int], None]  # walk's leaf(chars, masks, distance)


@dataclass(frozen=True)
class Solution:
    text: str                             # the answer, ASCII
    moves: tuple[Move, ...]               # one way to get there from the puzzle (to layouts[0])
    reading: Reading = field(repr=False, compare=False)  # what it takes to list the layouts (see `layouts`)

    @cached_property
    def layouts(self) -> tuple[tuple[int, ...], ...]:
        """Every stick layout at distance k that reads as `text`. Listed on first use, not by the search: a
        Roman answer with many empty gap cells can have thousands (hints, replay and rating read them)."""
        return tuple(self.reading.each_layout())


@dataclass(frozen=True)
class SolveResult:
    puzzle: Puzzle
    moves: int
    mode: str
    solutions: tuple[Solution, ...]  # sorted by text
    complete: bool = True            # False: a budget stopped the search (or it was cancelled); see `stopped`
    capped: bool = False             # True: more answers exist than the `limit` listed here
    stopped: str = ""                # why an incomplete search stopped ("time budget of 5 s exceeded", ...)

    @property
    def texts(self) -> list[str]:
        return [s.text for s in self.solutions]


def fits_form(puzzle: Puzzle) -> bool:
    """Under a required form (strict), the puzzle itself must have that form to have answers."""
    allowed = FORMS[puzzle.rules.form]
    if allowed is None:
        return True
    chars = [read(k, m) for k, m in zip(puzzle.layout.kinds, puzzle.layout.masks)]
    ops = [chars[i] for i in structure(puzzle.layout.kinds).ops]
    signs = [c for k, c in zip(puzzle.layout.kinds, chars) if k == SIGN]
    return len(ops) == 2 and ops[0] in allowed and ops[1] == "=" and not any(signs)


def cell_options(puzzle: Puzzle, mode: str) -> list[list[Option]]:
    """Per cell, the (mask, removed, added, glyph) choices the rules and the mode permit."""
    rules = puzzle.rules
    kinds, masks = puzzle.layout.kinds, puzzle.layout.masks
    frozen = puzzle.frozen_cells
    no_zero = set()
    if not rules.leading_zeros:
        no_zero = {start for _, start, end in structure(kinds).numbers if end - start > 1}
    out = []
    for i, (kind, mask) in enumerate(zip(kinds, masks)):
        opts = []
        for t in transitions(kind, mask):
            target, r, a, g = t
            if i in frozen:
                if target != mask:
                    continue
            elif kind == OP and (g not in rules.operators or (g == "=" and not rules.move_equals)):
                continue
            if i in no_zero and g == "0":
                continue
            if (mode == "add" and r) or (mode == "remove" and a):
                continue
            opts.append(t)
        out.append(opts)
    return out


def walk(puzzle: Puzzle, k: int, mode: str, leaf: Leaf) -> None:
    """Call leaf(chars, masks, d) for every combination of cell choices at stick distance d <= k."""
    opts = cell_options(puzzle, mode)
    n = len(opts)
    max_r = [0] * (n + 1)
    max_a = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        max_r[i] = max_r[i + 1] + max((o[1] for o in opts[i]), default=0)
        max_a[i] = max_a[i + 1] + max((o[2] for o in opts[i]), default=0)
    # fits[i][r][a]: the choices of cell i that cost at most r removals and a additions
    fits = [[[[o for o in cell if o[1] <= r and o[2] <= a] for a in range(k + 1)] for r in range(k + 1)]
            for cell in opts]
    chars = [""] * n  # every cell's glyph is written before a leaf sees it
    masks = [0] * n
    balance = mode == "move"

    def rec(i: int, removed: int, added: int) -> None:
        if i == n:
            leaf(chars, masks, max(removed, added))
            return
        rest_r, rest_a = max_r[i + 1], max_a[i + 1]
        for target, r, a, g in fits[i][k - removed][k - added]:
            rr, aa = removed + r, added + a
            if balance and (aa + rest_a < rr or rr + rest_r < aa):
                continue
            chars[i] = g
            masks[i] = target
            rec(i + 1, rr, aa)

    rec(0, 0, 0)


def moves_between(puzzle: Puzzle, start: tuple[int, ...], target: tuple[int, ...],
                  mode: str) -> tuple[Move, ...]:
    """Stick moves that turn `start` into `target` (taken and placed slots paired in cell order)."""
    taken, placed = [], []
    for cell, (kind, s, t) in enumerate(zip(puzzle.layout.kinds, start, target)):
        for bit, name in enumerate(SLOTS[kind]):
            if (s & ~t) >> bit & 1:
                taken.append((cell, name))
            if (t & ~s) >> bit & 1:
                placed.append((cell, name))
    if mode == "add":
        return tuple(Move("A", None, p) for p in placed)
    if mode == "remove":
        return tuple(Move("R", t, None) for t in taken)
    return tuple(Move("M", a, b) for a, b in zip(taken, placed))


def _as_puzzle(puzzle: Puzzle | str, rules: Rules | None) -> Puzzle:
    if isinstance(puzzle, Puzzle):
        if rules is not None and rules != puzzle.rules:
            return parse_puzzle(puzzle.text, rules)
        return puzzle
    return parse_puzzle(puzzle, rules or PRESETS["classic"])


def solve(puzzle: Puzzle | str, moves: int = 1, mode: str = "move", rules: Rules | None = None,
          budget: Budget | None = None, limit: int | None = None) -> SolveResult:
    """Every distinct true equation exactly `moves` sticks from `puzzle` (texts that fewer sticks
    already reach are left out). An empty answer is "no solution"; a malformed puzzle raises
    PuzzleError. With `limit`, at most that many answers are listed (`capped` says there are more); with a
    `budget`, the search stops when it runs out or is cancelled and says so (`complete`, `stopped`)."""
    check_moves_mode(moves, mode)
    p = _as_puzzle(puzzle, rules)
    return _solve(p, moves, mode, budget, limit)


_CACHE: OrderedDict[tuple[Puzzle, int, str], SolveResult] = OrderedDict()
_CACHE_SIZE = 256


def _solve(p: Puzzle, k: int, mode: str, budget: Budget | None = None, limit: int | None = None) -> SolveResult:
    """Remember recent complete answers (hints and levels ask again); a capped or stopped result is only
    reused for a caller content with it."""
    key = (p, k, mode)
    known = _CACHE.get(key)
    if known is not None and (known.complete and not known.capped or limit is not None and known.capped
                              and len(known.solutions) >= limit):
        _CACHE.move_to_end(key)
        if limit is not None and len(known.solutions) > limit:
            return SolveResult(p, k, mode, known.solutions[:limit], capped=True)
        return known
    result = search(p, k, mode, budget, limit)
    if result.complete:
        _CACHE[key] = result
        while len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    return result


def clear_cache() -> None:
    """Forget cached answers (benchmarks time cold solves)."""
    _CACHE.clear()


def nearest_moves(puzzle: Puzzle | str, moves: int, mode: str = "move", rules: Rules | None = None,
                  budget: Budget | None = None, limit: int | None = None) -> tuple[int, int] | None:
    """When `moves` sticks give no answer: the nearest stick count that does, as (count, answers).
    Fewer sticks win a tie (an easier puzzle); None when no count from 1 to MAX_MOVES works. With `limit`
    the answer count stops at the limit; when the `budget` runs out this raises BudgetExceeded (there is
    no partial "nearest")."""
    check_moves_mode(moves, mode)
    p = _as_puzzle(puzzle, rules)
    for distance in range(1, MAX_MOVES):
        for k in (moves - distance, moves + distance):
            if 1 <= k <= MAX_MOVES:
                result = _solve(p, k, mode, budget, limit)
                if result.solutions:
                    return k, len(result.solutions)
                if not result.complete:
                    raise BudgetExceeded(result.stopped)
    return None


class _Enough(Exception):
    """More answers than the caller wants listed: stop searching."""


def _cell_choices(p: Puzzle, mode: str) -> list[tuple[Option, ...]]:
    """Per cell, its (mask, removed, added, glyph) choices (remembered across puzzles, see numbers.py)."""
    rules = p.rules
    kinds, masks = p.layout.kinds, p.layout.masks
    frozen = p.frozen_cells
    struct = structure(kinds)
    no_zero: set[int] = set()
    if not rules.leading_zeros:
        no_zero = {start for _, start, end in struct.numbers if end - start > 1}
    return [op_options(mask, i in frozen, rules.operators, rules.move_equals, mode) if kind == OP
            else digit_options(kind, mask, i in no_zero, mode)
            for i, (kind, mask) in enumerate(zip(kinds, masks))]


Choices = list[dict[str, tuple[Option, ...]]]  # per cell: glyph -> the (mask, removed, added, glyph) choices


def _by_glyph(opts: list[tuple[Option, ...]]) -> Choices:
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
        # reach[i]: the (removed, added) totals cells i.. can make. A Roman gap cell offers an I in five places:
        # walking every combination to the end to find the few of the right cost took seconds for many-term
        # equations; with reach, no branch is entered that cannot end at the cost wanted.
        reach: list[set[tuple[int, int]]] = [set() for _ in range(len(per_cell) + 1)]
        reach[-1].add((0, 0))
        for i in range(len(per_cell) - 1, -1, -1):
            costs = {(o[1], o[2]) for o in per_cell[i]}
            reach[i] = {(r + cr, a + ca) for r, a in reach[i + 1] for cr, ca in costs
                        if r + cr <= want_r and a + ca <= want_a}
        masks = [0] * len(per_cell)

        def rec(i: int, r: int, a: int) -> Iterator[tuple[int, ...]]:
            if i == len(per_cell):
                yield tuple(masks)
                return
            for target, cr, ca, _ in per_cell[i]:
                if (want_r - r - cr, want_a - a - ca) in reach[i + 1]:
                    masks[i] = target
                    yield from rec(i + 1, r + cr, a + ca)

        yield from rec(0, 0, 0)

    def first(self) -> tuple[int, ...]:
        """The first layout of this glyph sequence in cell-choice order (where the answer's moves lead)."""
        return next(self._sequence_layouts())


def _reading(choices: Choices, glyphs: Sequence[str], k: int, mode: str) -> Reading | None:
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


def search(p: Puzzle, k: int, mode: str, budget: Budget | None = None, limit: int | None = None,
           strategy: str = "auto") -> SolveResult:
    """The uncached search behind solve(). `limit`: stop once more than this many answers are found (the
    result is then `capped` and lists `limit` of them). `budget`: stop when it runs out or is cancelled (the
    result is then incomplete and says why). `strategy`: "plain" (token by token, any glyph set),
    "columns" (operators first, then digit sums column by column where they allow) or "auto"."""
    if not fits_form(p):
        return SolveResult(p, k, mode, ())
    opts = _cell_choices(p, mode)
    choices = _by_glyph(opts)
    found: dict[str, Reading] = {}
    rejected: set[str] = set()
    # Decimal digits: a text has one glyph per cell. Roman numbers with gap cells can read the same text from
    # several glyph sequences (the number tables keep one per cost and text): a text is judged and its layouts
    # listed as a whole, whichever cells hold its glyphs (Spelling).
    spell = None if digits_only(p) else Spellings(p, choices, k, mode)

    def record(glyphs: Sequence[str]) -> None:
        text = "".join(glyphs)
        if text in rejected or text in found:
            return
        reading = _reading(choices, glyphs, k, mode) if spell is None else spell.reading(glyphs)
        if reading is None:
            rejected.add(text)
            return
        found[text] = reading
        if limit is not None and len(found) > limit:
            raise _Enough

    if strategy == "auto":
        strategy = "columns" if worth_columns(p, k) else "plain"
    complete, capped, stopped = True, False, ""
    try:
        if strategy == "columns" and digits_only(p):
            columns_search(p, k, mode, opts, record, budget)
        else:
            plain_search(p, k, mode, opts, record, budget)
    except _Enough:
        capped = True
    except BudgetExceeded as err:
        complete, stopped = False, str(err)
    texts = sorted(found)
    if limit is not None:
        texts = texts[:limit]
    solutions = tuple(Solution(t, moves_between(p, p.layout.masks, found[t].first(), mode), found[t]) for t in texts)
    return SolveResult(p, k, mode, solutions, complete=complete, capped=capped, stopped=stopped)


def neighbours(puzzle: Puzzle, k: int, mode: str) -> list[tuple[int, ...]]:
    """Every layout exactly k sticks away whose cells all read as glyphs the rules allow
    (the generator's walk away from a true equation)."""
    out: list[tuple[int, ...]] = []

    def leaf(chars: list[str], masks: list[int], d: int) -> None:
        if d == k:
            out.append(tuple(masks))

    walk(puzzle, k, mode, leaf)
    return out


@dataclass(frozen=True)
class Hint:
    solutions: tuple[str, ...]  # answers still reachable from the current layout
    target: str | None          # the answer the next move heads for
    move: Move | None           # the next stick to move (None when solved or nothing reachable)


def hint(state: State) -> Hint:
    """The answers still consistent with the player's moves so far, and one next move."""
    task: Task = state.task
    result = _solve(task.puzzle, task.moves, task.mode)
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
        return Hint((), None, None)
    text, layout, steps = min(reachable, key=lambda r: (r[2], r[0]))
    moves = moves_between(task.puzzle, state.masks, layout, task.mode)
    return Hint(tuple(r[0] for r in reachable), text, moves[0] if moves else None)


__all__ = ["Solution", "Reading", "SolveResult", "Hint", "solve", "search", "hint", "neighbours", "moves_between",
           "cell_options", "fits_form", "walk"]
