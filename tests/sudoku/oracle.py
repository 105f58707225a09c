"""Independent oracles for the sudoku logic: naive backtracking (reading order, no candidates, no
propagation), the deadly rectangle that makes a dug grid ambiguous, a pairwise clash check, and the legal
moves as the rules state them (the logic has no legal_moves of its own)."""
from __future__ import annotations

from game.logic.sudoku import Move, State
from game.logic.sudoku.board import BOX_OF, COL_OF, PEERS, ROW_OF


def naive_count(grid: tuple[int, ...], cap: int = 3) -> int:
    """How many solutions `grid` has, counted up to `cap`."""
    g = list(grid)
    for i, d in enumerate(g):
        if d and any(g[p] == d for p in PEERS[i]):
            return 0
    blanks = [i for i, d in enumerate(g) if d == 0]

    def fill(k: int) -> int:
        if k == len(blanks):
            return 1
        i = blanks[k]
        total = 0
        for d in range(1, 10):
            if all(g[p] != d for p in PEERS[i]):
                g[i] = d
                total += fill(k + 1)
                g[i] = 0
                if total >= cap:
                    break
        return total

    return min(fill(0), cap)  # a search cut off at `cap` in a deep branch can add past it on the way up


def deadly_rectangle(grid: tuple[int, ...]) -> list[int] | None:
    """Four cells in two rows, two columns and two boxes holding a b / b a: swapping them gives a
    second solution, so blanking them makes the puzzle ambiguous."""
    for r1 in range(9):
        for r2 in range(r1 + 1, 9):
            for c1 in range(9):
                for c2 in range(c1 + 1, 9):
                    a, b = grid[r1 * 9 + c1], grid[r1 * 9 + c2]
                    same_band = r1 // 3 == r2 // 3
                    same_stack = c1 // 3 == c2 // 3
                    if same_band != same_stack and grid[r2 * 9 + c1] == b and grid[r2 * 9 + c2] == a:
                        return [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2]
    return None


def brute_conflicts(grid) -> set[int]:
    out = set()
    for a in range(81):
        for b in range(81):
            if a != b and grid[a] and grid[a] == grid[b] and (
                ROW_OF[a] == ROW_OF[b] or COL_OF[a] == COL_OF[b] or BOX_OF[a] == BOX_OF[b]
            ):
                out.add(a)
    return out


def legal_moves(state: State) -> list[Move]:
    """Every move the rules allow: on a cell that is not a given, place any digit or clear it; pencil any
    digit into it while it holds no digit."""
    out: list[Move] = []
    for cell in range(81):
        if state.givens[cell]:
            continue
        out += [Move("D", cell, d) for d in range(1, 10)] + [Move("C", cell)]
        if not state.entries[cell]:
            out += [Move("P", cell, d) for d in range(1, 10)]
    return out


def same_house(a: int, b: int) -> bool:
    """Two cells share a row, a column or a box (written out here, apart from the logic's PEERS)."""
    ra, ca = divmod(a, 9)
    rb, cb = divmod(b, 9)
    return ra == rb or ca == cb or (ra // 3 == rb // 3 and ca // 3 == cb // 3)
