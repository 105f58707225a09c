"""The sudoku benchmark's peer: a plain Norvig-style solver on bitmasks that only solves (no grade, no
uniqueness). Candidates are 9-bit masks; assigning a digit eliminates the others; an elimination that leaves
one candidate removes it from the peers, and a digit left with one place in a unit is assigned there (Norvig's
two rules); then depth-first search on the cell with the fewest candidates, copying the 81 masks per guess."""
from __future__ import annotations

_ROWS = [[r * 9 + c for c in range(9)] for r in range(9)]
_COLS = [[r * 9 + c for r in range(9)] for c in range(9)]
_BOXES = [[(br + r) * 9 + bc + c for r in range(3) for c in range(3)] for br in (0, 3, 6) for bc in (0, 3, 6)]
_UNITS = [[u for u in _ROWS + _COLS + _BOXES if i in u] for i in range(81)]
_PEERS = [sorted({j for u in _UNITS[i] for j in u} - {i}) for i in range(81)]
_COUNT = [bin(m).count("1") for m in range(512)]


def _assign(c: list[int], i: int, bit: int) -> bool:
    others = c[i] & ~bit
    while others:
        low = others & -others
        others ^= low
        if not _eliminate(c, i, low):
            return False
    return True


def _eliminate(c: list[int], i: int, bit: int) -> bool:
    if not c[i] & bit:
        return True
    c[i] &= ~bit
    m = c[i]
    if not m:
        return False
    if not m & (m - 1) and not all(_eliminate(c, p, m) for p in _PEERS[i]):
        return False
    for unit in _UNITS[i]:
        places = [j for j in unit if c[j] & bit]
        if not places or (len(places) == 1 and not _assign(c, places[0], bit)):
            return False
    return True


def _search(c: list[int]) -> list[int] | None:
    open_cells = [(_COUNT[m], i) for i, m in enumerate(c) if m & (m - 1)]
    if not open_cells:
        return c
    _, i = min(open_cells)
    m = c[i]
    while m:
        bit = m & -m
        m ^= bit
        d = c[:]
        if _assign(d, i, bit):
            found = _search(d)
            if found:
                return found
    return None


def solve(text: str) -> str | None:
    """The first solution of an 81-character grid (0 or . for blanks), or None."""
    c = [0x1FF] * 81
    for i, ch in enumerate(text):
        if ch in "123456789" and not _assign(c, i, 1 << (int(ch) - 1)):
            return None
    found = _search(c)
    return None if found is None else "".join(str(m.bit_length()) for m in found)
