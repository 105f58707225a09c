"""Cell by cell: what each cell may become under the rules and the mode, every layout up to k sticks away
(the generator's and the rating's walk), and the stick moves between two layouts."""
from __future__ import annotations

from functools import lru_cache
from typing import Callable, TypeAlias

from .glyphs import OP, SIGN, SLOTS, read, transitions
from .layout import structure
from .numbers import Option, digit_options, op_options
from .play import Move, Puzzle
from .rules import FORMS

Leaf: TypeAlias = Callable[[list[str], list[int], int], None]  # walk's leaf(chars, masks, distance)


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
        if s == t:
            continue
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


def cell_choices(p: Puzzle, mode: str) -> list[tuple[Option, ...]]:
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


def neighbours(puzzle: Puzzle, k: int, mode: str) -> list[tuple[int, ...]]:
    """Every layout exactly k sticks away whose cells all read as glyphs the rules allow
    (the generator's walk away from a true equation)."""
    out: list[tuple[int, ...]] = []

    def leaf(chars: list[str], masks: list[int], d: int) -> None:
        if d == k:
            out.append(tuple(masks))

    walk(puzzle, k, mode, leaf)
    return out


def undominated(opts: list[tuple[Option, ...]], mode: str) -> list[tuple[Option, ...]]:
    """The choices the searches need: a choice whose glyph the same cell also shows for fewer sticks (move: d
    fewer removed and d fewer added; add or remove: fewer of that kind) is dropped, since any text read
    through it is also read closer, and an answer is listed only at its fewest sticks (readings.py still
    sees every choice). An operator cell can show '-' from several sticks: a move mode search otherwise met
    the same text dozens of times through such in-cell moves (8-8-...-8=8 at 4 sticks: 23,000 leaves for
    3,500 texts). Order is kept, so the answers are met in the same order."""
    return [_undominated_cell(cell, mode) for cell in opts]


@lru_cache(maxsize=4096)
def _undominated_cell(cell: tuple[Option, ...], mode: str) -> tuple[Option, ...]:
    """(Remembered: a batch of small puzzles asks for the same few cells again and again.)"""
    kept = tuple(o for o in cell if not any(p[3] == o[3] and p is not o and _closer(p, o, mode) for p in cell))
    return kept if len(kept) < len(cell) else cell


def _closer(p: Option, o: Option, mode: str) -> bool:
    """Whether choice p reads as o's glyph for fewer sticks, in a way that keeps a move a move."""
    dr, da = o[1] - p[1], o[2] - p[2]
    if mode == "move":
        return dr == da >= 1
    return dr >= 0 and da >= 0 and dr + da >= 1
