"""An independent oracle for the sudoku variants: it reads the one-line forms itself and counts solutions by
plain backtracking over the houses and cages (the empty cell with the fewest digits that break no rule first; a
cage's running sum bounded by the least and most its empty cells could still add). It shares no code with
game.logic.sudoku."""
from __future__ import annotations

from dataclasses import dataclass

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


@dataclass
class Rules:
    size: int
    groups: list[list[int]]  # every house
    cages: list[tuple[list[int], int]]


def _lines(n: int) -> list[list[int]]:
    return [[r * n + c for c in range(n)] for r in range(n)] + [[r * n + c for r in range(n)] for c in range(n)]


def _boxes(n: int, h: int, w: int) -> list[list[int]]:
    return [[(br + r) * n + bc + c for r in range(h) for c in range(w)]
            for br in range(0, n, h) for bc in range(0, n, w)]


def read(variant: str, line: str) -> tuple[Rules, list[int]]:
    parts = line.split()
    if variant == "6x6":
        rules = Rules(6, _lines(6) + _boxes(6, 2, 3), [])
    elif variant == "x":
        rules = Rules(9, _lines(9) + _boxes(9, 3, 3) + [[i * 10 for i in range(9)], [8 + i * 8 for i in range(9)]], [])
    elif variant == "jigsaw":
        regions: dict[str, list[int]] = {}
        for i, ch in enumerate(parts[1]):
            regions.setdefault(ch, []).append(i)
        rules = Rules(9, _lines(9) + list(regions.values()), [])
    elif variant == "killer":
        cells: dict[str, list[int]] = {}
        for i, ch in enumerate(parts[1]):
            cells.setdefault(ch, []).append(i)
        sums = [int(s) for s in parts[2].split(",")]
        rules = Rules(9, _lines(9) + _boxes(9, 3, 3),
                      [(cells[LETTERS[k]], s) for k, s in enumerate(sums)])
    else:
        raise ValueError(variant)
    grid = [0 if ch in "0." else int(ch) for ch in parts[0]]
    return rules, grid


def solutions(variant: str, line: str, limit: int = 2) -> list[list[int]]:
    rules, grid = read(variant, line)
    n = rules.size
    cells = n * n
    of_cell: list[list[int]] = [[] for _ in range(cells)]
    for g, house in enumerate(rules.groups):
        for c in house:
            of_cell[c].append(g)
    cage_of: dict[int, int] = {c: k for k, (members, _) in enumerate(rules.cages) for c in members}
    used = [0] * len(rules.groups)  # digits placed in each house, bit d
    cage_used = [0] * len(rules.cages)
    cage_sum = [0] * len(rules.cages)
    cage_left = [len(members) for members, _ in rules.cages]

    def allowed(cell: int) -> list[int]:
        taken = 0
        for g in of_cell[cell]:
            taken |= used[g]
        k = cage_of.get(cell)
        out = []
        for d in range(1, n + 1):
            if taken >> d & 1:
                continue
            if k is not None:
                if cage_used[k] >> d & 1:
                    continue
                total = rules.cages[k][1]
                s = cage_sum[k] + d
                left = cage_left[k] - 1
                free = [x for x in range(1, 10) if not (cage_used[k] >> x & 1) and x != d]
                if s + sum(free[:left]) > total or s + sum(free[len(free) - left:]) < total:
                    continue
            out.append(d)
        return out

    def put(cell: int, d: int, on: bool) -> None:
        for g in of_cell[cell]:
            used[g] ^= 1 << d
        k = cage_of.get(cell)
        if k is not None:
            cage_used[k] ^= 1 << d
            cage_sum[k] += d if on else -d
            cage_left[k] += -1 if on else 1
        grid[cell] = d if on else 0

    for i, d in enumerate(grid):  # the givens must keep the rules among themselves
        if d:
            grid[i] = 0
            if d not in allowed(i):
                return []
            put(i, d, True)
    found: list[list[int]] = []

    every_digit = (1 << (n + 1)) - 2   # bits 1..n

    def count_allowed(cell: int) -> int:
        """len(allowed(cell)), from the houses' bits alone where no cage applies (the cell search's hot spot)."""
        if cell in cage_of:
            return len(allowed(cell))
        taken = 0
        for g in of_cell[cell]:
            taken |= used[g]
        return (every_digit & ~taken).bit_count()

    def walk() -> None:
        best, fewest = -1, n + 1
        for i in range(cells):
            if not grid[i]:
                here = count_allowed(i)
                if here < fewest:
                    best, fewest = i, here
                    if here <= 1:
                        break
        options = allowed(best) if best >= 0 else None
        if best < 0:
            found.append(grid[:])
            return
        assert options is not None
        for d in options:
            put(best, d, True)
            walk()
            put(best, d, False)
            if len(found) >= limit:
                return

    walk()
    return found


def is_solution(variant: str, line: str, grid: list[int] | tuple[int, ...]) -> bool:
    """Does `grid` keep the givens and every rule (each house holds each digit once, each cage distinct digits
    adding up to its sum)?"""
    rules, givens = read(variant, line)
    if len(grid) != rules.size ** 2 or any(g and g != d for g, d in zip(givens, grid)):
        return False
    digits = list(range(1, rules.size + 1))
    if any(sorted(grid[c] for c in house) != digits for house in rules.groups):
        return False
    return all(len({grid[c] for c in cells}) == len(cells) and sum(grid[c] for c in cells) == total
               for cells, total in rules.cages)
