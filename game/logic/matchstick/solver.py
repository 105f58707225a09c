"""Exact solver: every true equation exactly k sticks away, and hints for a game in progress.

Each cell offers the glyphs it can become with their cost (sticks removed r, sticks added a),
precomputed from geometry. The search goes token by token (a number's variants are combined from its
cells' choices first), evaluating each side as it goes: a branch is cut as soon as the removed or added
count passes k or can no longer be balanced by the tokens still to come, when a side closed by '='
differs from the first side, or on a division by zero.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Callable, TypeAlias, TypeVar

from .glyphs import OP, SIGN, SLOTS, number_value, read, transitions
from .layout import structure
from .play import MAX_MOVES, Move, Puzzle, State, Task, check_moves_mode, parse_puzzle
from .rules import FORMS, PRESETS, Rules

Option: TypeAlias = tuple[int, int, int, str]  # one cell's choice: (mask, removed, added, glyph)
# One number's reading: (removed, added, value, signed, text, ((cell, mask), ...)).
Variant: TypeAlias = tuple[int, int, int, bool, str, tuple[tuple[int, int], ...]]
OperatorChoice: TypeAlias = tuple[int, int, str, int, int]  # (removed, added, glyph, cell, mask)
Choice = TypeVar("Choice", Variant, OperatorChoice)
Leaf: TypeAlias = Callable[[list[str], list[int], int], None]  # walk's leaf(chars, masks, distance)
_NO_VARIANT: Variant = (0, 0, 0, False, "", ())
_NO_OPERATOR: OperatorChoice = (0, 0, "", -1, 0)
Value: TypeAlias = int | Fraction  # a side's running total or term


@dataclass(frozen=True)
class Solution:
    text: str                             # the answer, ASCII
    layouts: tuple[tuple[int, ...], ...]  # every stick layout at distance k that reads as `text`
    moves: tuple[Move, ...]               # one way to get there from the puzzle (to layouts[0])


@dataclass(frozen=True)
class SolveResult:
    puzzle: Puzzle
    moves: int
    mode: str
    solutions: tuple[Solution, ...]  # sorted by text

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


def solve(puzzle: Puzzle | str, moves: int = 1, mode: str = "move",
          rules: Rules | None = None) -> SolveResult:
    """Every distinct true equation exactly `moves` sticks from `puzzle` (texts that fewer sticks
    already reach are left out). An empty answer is "no solution"; a malformed puzzle raises
    PuzzleError."""
    check_moves_mode(moves, mode)
    p = _as_puzzle(puzzle, rules)
    return _solve(p, moves, mode)


@lru_cache(maxsize=256)
def _solve(p: Puzzle, k: int, mode: str) -> SolveResult:
    return search(p, k, mode)


def clear_cache() -> None:
    """Forget cached answers (benchmarks time cold solves)."""
    _solve.cache_clear()


def nearest_moves(puzzle: Puzzle | str, moves: int, mode: str = "move",
                  rules: Rules | None = None) -> tuple[int, int] | None:
    """When `moves` sticks give no answer: the nearest stick count that does, as (count, answers).
    Fewer sticks win a tie (an easier puzzle); None when no count from 1 to MAX_MOVES works."""
    check_moves_mode(moves, mode)
    p = _as_puzzle(puzzle, rules)
    for distance in range(1, MAX_MOVES):
        for k in (moves - distance, moves + distance):
            if 1 <= k <= MAX_MOVES:
                found = _solve(p, k, mode).solutions
                if found:
                    return k, len(found)
    return None


def _number_variants(cells: list[int], opts: list[list[Option]], k: int, kind: str) -> list[Variant]:
    """Every way the cells of one number (its sign cell, then its digit or Roman cells of `kind`) can
    read as a number within k removals and k additions:
    (removed, added, value, signed, text, ((cell, mask), ...))."""
    partial: list[tuple[int, int, str, tuple[tuple[int, int], ...]]] = [(0, 0, "", ())]
    for c in cells:
        partial = [(r + cr, a + ca, text + g, assign + ((c, target),))
                   for r, a, text, assign in partial
                   for target, cr, ca, g in opts[c] if r + cr <= k and a + ca <= k]
    out: list[Variant] = []
    for r, a, text, assign in partial:
        signed = text[:1] == "-"
        value = number_value(kind, text[1:] if signed else text)
        if value is not None:
            out.append((r, a, -value if signed else value, signed, text, assign))
    return out


def _by_budget(choices: list[Choice], k: int) -> list[list[list[Choice]]]:
    """table[r][a]: the choices costing at most r removals and a additions (cost is choice[0:2])."""
    return [[[c for c in choices if c[0] <= r and c[1] <= a] for a in range(k + 1)] for r in range(k + 1)]


def search(p: Puzzle, k: int, mode: str) -> SolveResult:
    """The uncached search behind solve() (solve() remembers recent answers for hints and levels)."""
    if not fits_form(p):
        return SolveResult(p, k, mode, ())
    rules = p.rules
    form = FORMS[rules.form]
    chained = rules.chained_equals
    opts = cell_options(p, mode)
    struct = structure(p.layout.kinds)
    kinds = p.layout.kinds
    numbers = [_number_variants(([sign] if sign >= 0 else []) + list(range(start, end)), opts, k, kinds[start])
               for sign, start, end in struct.numbers]
    operators: list[list[OperatorChoice]] = [[(r, a, g, cell, target) for target, r, a, g in opts[cell]]
                                             for cell in struct.ops]
    tokens: list[list[Variant] | list[OperatorChoice]] = [numbers[0]]
    for pair in zip(operators, numbers[1:]):
        tokens.extend(pair)
    number_fits = [_by_budget(v, k) for v in numbers]      # token 2j is number j
    operator_fits = [_by_budget(o, k) for o in operators]  # token 2j+1 is operator j
    max_r = [0] * (len(tokens) + 1)
    max_a = [0] * (len(tokens) + 1)
    for t in range(len(tokens) - 1, -1, -1):
        max_r[t] = max_r[t + 1] + max((c[0] for c in tokens[t]), default=0)
        max_a[t] = max_a[t + 1] + max((c[1] for c in tokens[t]), default=0)
    balance = mode == "move"
    last = len(numbers) - 1
    chosen_numbers = [_NO_VARIANT] * len(numbers)
    chosen_operators = [_NO_OPERATOR] * len(operators)
    best: dict[str, int] = {}                       # true text -> fewest sticks
    at_k: dict[str, list[tuple[int, ...]]] = {}     # true text -> layouts at distance k

    def record(d: int) -> None:
        masks = list(p.layout.masks)
        parts = []
        for j, var in enumerate(chosen_numbers):
            if j:
                op = chosen_operators[j - 1]
                parts.append(op[2])
                masks[op[3]] = op[4]
            parts.append(var[4])
            for cell, mask in var[5]:
                masks[cell] = mask
        text = "".join(parts)
        if d < best.get(text, k + 1):
            best[text] = d
        if d == k:
            at_k.setdefault(text, []).append(tuple(masks))

    def number(j: int, removed: int, added: int, op: str | None, total: Value, term: Value, first: Value | None,
               n_eq: int) -> None:
        t = 2 * j
        rest_r, rest_a = max_r[t + 1], max_a[t + 1]
        new_total: Value
        new_term: Value
        for var in number_fits[j][k - removed][k - added]:
            rr, aa = removed + var[0], added + var[1]
            if balance and (aa + rest_a < rr or rr + rest_r < aa):
                continue
            v = var[2]
            if var[3] and (op not in (None, "=") or form is not None):
                continue  # a unary minus only starts a side
            if op is None or op == "=":
                new_total, new_term = 0, v
            elif op == "+":
                new_total, new_term = total + term, v
            elif op == "-":
                new_total, new_term = total + term, -v
            elif op == "*":
                new_total, new_term = total, term * v
            elif v == 0:
                continue  # division by zero: false whatever follows
            else:
                new_total, new_term = total, Fraction(term) / v
            chosen_numbers[j] = var
            if j < last:
                operator(j, rr, aa, new_total, new_term, first, n_eq)
            elif n_eq and new_total + new_term == first:
                record(max(rr, aa))

    def operator(j: int, removed: int, added: int, total: Value, term: Value, first: Value | None, n_eq: int) -> None:
        t = 2 * j + 1
        rest_r, rest_a = max_r[t + 1], max_a[t + 1]
        for choice in operator_fits[j][k - removed][k - added]:
            rr, aa = removed + choice[0], added + choice[1]
            if balance and (aa + rest_a < rr or rr + rest_r < aa):
                continue
            g = choice[2]
            chosen_operators[j] = choice
            if g == "=":
                if (n_eq and not chained) or (form is not None and j != 1):
                    continue
                side = total + term
                if n_eq and side != first:
                    continue  # this side already differs from the first
                number(j + 1, rr, aa, "=", 0, 0, side if not n_eq else first, n_eq + 1)
            elif form is None or (j == 0 and g in form):
                number(j + 1, rr, aa, g, total, term, first, n_eq)

    number(0, 0, 0, None, 0, 0, None, 0)
    solutions = tuple(
        Solution(text, tuple(layouts), moves_between(p, p.layout.masks, layouts[0], mode))
        for text, layouts in sorted(at_k.items()) if best[text] == k)
    return SolveResult(p, k, mode, solutions)


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


__all__ = ["Solution", "SolveResult", "Hint", "solve", "search", "hint", "neighbours", "moves_between",
           "cell_options", "fits_form", "walk"]
