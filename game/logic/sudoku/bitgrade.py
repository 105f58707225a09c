"""`rate`'s technique run on the 729-bit candidates of bitboard.py: singles by `bitboard.closure`, pointing and
claiming for all digits, rows, columns and boxes at once in a few dozen big-integer operations, and the harder
finders only when those two are stuck, in the grader's order, each as the candidates it rules out (bitfinders.py;
XY-wing as techniques.py's finder).

The grade is that of the one-finder-at-a-time run (`grader._techniques_from`): the hardest tier used is the easiest
one whose closure finishes the puzzle, whatever the order of the deductions (the grader relies on that already), so
pointing and claiming are applied together here. The generator keeps the list-based run, whose order it was tuned
with."""
from __future__ import annotations

from collections.abc import Callable, Iterable

from . import bitboard, bitfinders
from .bitboard import _FULL, _KEEP, _STACK, State
from .board import DIGIT_OF_BIT, Grid
from .grades import Grade, Technique
from .techniques import FINDERS, Board, Deduction, Finder

# Segments are the three cells where a line crosses a box; a segment is named by its first cell. A "start" mask
# has a bit at that cell on each of the nine digit boards.
_ROW_SEG = [_STACK * sum(1 << 9 * r + c for r in range(9) if r % 3 == k for c in (0, 3, 6)) for k in range(3)]
_ROW_SEG_AT = [_STACK * sum(1 << 9 * r + c for r in range(9)) for c in (0, 3, 6)]  # row segments of stack k
_COL_SEG = [_STACK * sum(1 << 9 * r + c for r in (0, 3, 6) for c in range(9) if c % 3 == k) for k in range(3)]
_COL_SEG_AT = [_STACK * sum(1 << 9 * r + c for c in range(9)) for r in (0, 3, 6)]  # column segments of band k
_ROW_SEGS = _ROW_SEG[0] | _ROW_SEG[1] | _ROW_SEG[2]
_COL_SEGS = _COL_SEG[0] | _COL_SEG[1] | _COL_SEG[2]
# A row segment's bit times these: the rest of its row (segment in stack 0, 1, 2, moved to column 0 first).
_ROW_REST = (0x1F8, 0x1C7, 0x03F)
# A column segment's bit (moved to row 0) times these: the rest of its column.
_COL_REST = tuple(sum(1 << 9 * r for r in range(9) if r // 3 != k) for k in range(3))
_DOWN3 = 1 | 1 << 9 | 1 << 18  # a column segment's three cells from its first


def locked_candidates(x: int) -> int:
    """The candidates that pointing and claiming rule out (every deduction of both, for every digit)."""
    seg = (x | x >> 1 | x >> 2) & _ROW_SEGS  # a digit's presence in each row segment
    r0, r1, r2 = seg & _ROW_SEG[0], seg & _ROW_SEG[1], seg & _ROW_SEG[2]
    # Pointing along rows: present in a row segment, absent from the box's other two.
    box_rest = (r0 & ~(seg >> 9 | seg >> 18)) | (r1 & ~(seg << 9 | seg >> 9)) | (r2 & ~(seg << 9 | seg << 18))
    out = ((box_rest & _ROW_SEG_AT[0]) * _ROW_REST[0] | ((box_rest & _ROW_SEG_AT[1]) >> 3) * _ROW_REST[1]
           | ((box_rest & _ROW_SEG_AT[2]) >> 6) * _ROW_REST[2])
    # Claiming along rows: present in a row segment, absent from the row's other two: leaves the box's other rows.
    s0, s1, s2 = seg & _ROW_SEG_AT[0], seg & _ROW_SEG_AT[1], seg & _ROW_SEG_AT[2]
    alone = (s0 & ~(seg >> 3 | seg >> 6)) | (s1 & ~(seg << 3 | seg >> 3)) | (s2 & ~(seg << 3 | seg << 6))
    a0, a1, a2 = alone & r0, alone & r1, alone & r2
    out |= (a0 << 9 | a0 << 18 | a1 >> 9 | a1 << 9 | a2 >> 9 | a2 >> 18) * 7
    seg = (x | x >> 9 | x >> 18) & _COL_SEGS  # presence in each column segment
    c0, c1, c2 = seg & _COL_SEG[0], seg & _COL_SEG[1], seg & _COL_SEG[2]
    box_rest = (c0 & ~(seg >> 1 | seg >> 2)) | (c1 & ~(seg << 1 | seg >> 1)) | (c2 & ~(seg << 1 | seg << 2))
    out |= ((box_rest & _COL_SEG_AT[0]) * _COL_REST[0] | ((box_rest & _COL_SEG_AT[1]) >> 27) * _COL_REST[1]
            | ((box_rest & _COL_SEG_AT[2]) >> 54) * _COL_REST[2])
    s0, s1, s2 = seg & _COL_SEG_AT[0], seg & _COL_SEG_AT[1], seg & _COL_SEG_AT[2]
    alone = (s0 & ~(seg >> 27 | seg >> 54)) | (s1 & ~(seg << 27 | seg >> 27)) | (s2 & ~(seg << 27 | seg << 54))
    a0, a1, a2 = alone & c0, alone & c1, alone & c2
    out |= (a0 << 1 | a0 << 2 | a1 >> 1 | a1 << 1 | a2 >> 1 | a2 >> 2) * _DOWN3
    return x & out & _FULL


class _FinderView:
    """What the harder finders read of one closed state: the techniques' Board (81 masks, 0 for a settled cell),
    the open cells that can hold each digit (`boards[d]`, 81-bit) and the cells with two candidates."""

    __slots__ = ("board", "boards", "pairs")

    def __init__(self, x: int) -> None:
        self.board = _board(x)
        open_cells, self.pairs = bitboard.open_cells(x)
        self.boards = [0] + [x >> 81 * d & open_cells for d in range(9)]


Gone = Callable[[_FinderView], int]  # the candidates a finder rules out, as bits


def _listed(finder: Finder) -> Gone:
    """A finder of techniques.py: the union of its deductions' eliminations."""
    def gone(s: _FinderView) -> int:
        return sum({bitboard.bit(cell, digit) for d in finder(s.board) for cell, digit in d.eliminations})
    return gone


_QUICK: dict[Technique, Gone] = {
    Technique.NAKED_PAIR: lambda s: bitfinders.naked_pairs(s.board.cands, s.boards, s.pairs),
    Technique.HIDDEN_PAIR: lambda s: bitfinders.hidden_pairs(s.board.cands),
    Technique.NAKED_TRIPLE: lambda s: bitfinders.naked_triples(s.board.cands, s.boards),
    Technique.HIDDEN_TRIPLE: lambda s: bitfinders.hidden_triples(s.board.cands),
    Technique.X_WING: lambda s: bitfinders.fish(s.board.cands, s.boards, 2),
    Technique.SWORDFISH: lambda s: bitfinders.fish(s.board.cands, s.boards, 3),
    Technique.SIMPLE_COLOURING: lambda s: bitfinders.simple_colouring(s.board.cands, s.boards),
}
# The finders past pointing and claiming in the grader's order: bitfinders.py's where it has one.
_HARDER: tuple[tuple[Grade, Gone], ...] = tuple(
    (t.grade, _QUICK.get(t) or _listed(f)) for t, f in FINDERS if t.grade > Grade.HARD)


def _harder_gone(x: int) -> tuple[Grade, int] | None:
    """The first harder finder (easiest first) that rules anything out on closed state `x`: its grade and all it
    rules out; None when all are stuck."""
    stuck = _FinderView(x)
    for grade, gone in _HARDER:
        found = gone(stuck)
        if found:
            return grade, found
    return None


def first_found(b: Board, finders: Iterable[tuple[Grade, Finder]]) -> tuple[Grade, list[Deduction]] | None:
    """The first finder (easiest first) that finds anything: its grade and all it found; None when all are stuck."""
    for grade, finder in finders:
        found = list(finder(b))
        if found:
            return grade, found
    return None


def _board(x: int) -> Board:
    """The techniques' board of a propagated state: solved cells are values, open ones keep their candidates."""
    cands = bitboard.to_cands(x)
    values = [0] * 81
    for i, m in enumerate(cands):
        if not m & (m - 1):
            values[i] = DIGIT_OF_BIT[m]
            cands[i] = 0
    return Board(values, cands)


def start_state(grid: Grid) -> State | None:
    """The givens placed and the singles run to their fixpoint (`solver.initial_candidates`' candidates), or None
    when two givens clash or the singles hit a contradiction."""
    x, placed = _FULL, 0
    for i, d in enumerate(grid):
        if d:
            k = 81 * (d - 1) + i
            placed |= 1 << k
            x &= _KEEP[k]
    if x & placed != placed:
        return None  # a given's digit was ruled out by another: they clash
    return bitboard.closure(x, placed)


def techniques(state: State) -> tuple[Grade | None, State | None]:
    """Techniques up to EXTREME from a propagated state: the hardest grade used (MEDIUM when singles suffice) or None
    when they get stuck, and the state where they stopped (None when it holds a contradiction)."""
    x, placed = state
    hardest = Grade.MEDIUM
    while True:
        if placed.bit_count() == 81:
            return hardest, (x, placed)
        gone = locked_candidates(x)
        if gone:
            hardest = max(hardest, Grade.HARD)
        else:
            first = _harder_gone(x)
            if first is None:
                return None, (x, placed)
            grade, gone = first
            hardest = max(hardest, grade)
        below = bitboard.closure(x & ~gone, placed)
        if below is None:
            return None, None
        x, placed = below
