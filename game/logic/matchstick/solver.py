"""Exact solver: every true equation exactly k sticks away, and hints for a game in progress.

The search walks the cells left to right. Each cell offers the glyphs it can become with their
cost (sticks removed r, sticks added a), precomputed from geometry; a branch is cut as soon as the
removed or added count passes k or can no longer be balanced by the cells still to come.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .glyphs import OP, SIGN, SLOTS, read, transitions
from .layout import FALSE, TRUE, judge, structure
from .play import Move, Puzzle, State, Task, check_moves_mode, parse_puzzle
from .rules import FORMS, PRESETS, Rules


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
    near_misses: int                 # equations k sticks away that parse under the rules but are false

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


def cell_options(puzzle: Puzzle, mode: str) -> list[list[tuple[int, int, int, str]]]:
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


def _walk(puzzle: Puzzle, k: int, mode: str, leaf) -> None:
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
    chars: list[str | None] = [None] * n
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


def search(p: Puzzle, k: int, mode: str) -> SolveResult:
    """The uncached search behind solve() (solve() remembers recent answers for hints and levels)."""
    if not fits_form(p):
        return SolveResult(p, k, mode, (), 0)
    struct = structure(p.layout.kinds)
    rules = p.rules
    verdicts: dict[str, int] = {}
    best: dict[str, int] = {}                       # true text -> fewest sticks
    at_k: dict[str, list[tuple[int, ...]]] = {}     # true text -> layouts at distance k
    misses: set[str] = set()

    def leaf(chars: list, masks: list, d: int) -> None:
        text = "".join(chars)
        verdict = verdicts.get(text)
        if verdict is None:
            verdict = verdicts[text] = judge(struct, chars, rules)
        if verdict == TRUE:
            if d < best.get(text, k + 1):
                best[text] = d
            if d == k:
                at_k.setdefault(text, []).append(tuple(masks))
        elif verdict == FALSE and d == k:
            misses.add(text)

    _walk(p, k, mode, leaf)
    solutions = tuple(
        Solution(text, tuple(layouts), moves_between(p, p.layout.masks, layouts[0], mode))
        for text, layouts in sorted(at_k.items()) if best[text] == k)
    return SolveResult(p, k, mode, solutions, len(misses))


def neighbours(puzzle: Puzzle, k: int, mode: str) -> list[tuple[int, ...]]:
    """Every layout exactly k sticks away whose cells all read as glyphs the rules allow
    (the generator's walk away from a true equation)."""
    out: list[tuple[int, ...]] = []

    def leaf(chars: list, masks: list, d: int) -> None:
        if d == k:
            out.append(tuple(masks))

    _walk(puzzle, k, mode, leaf)
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
           "cell_options", "fits_form"]
