"""A sudoku's shape as data: the grid size, the houses (each holds every digit once) and, for killer, the cages.

Classic 9x9 is one geometry (`CLASSIC`); the variants are others: the two diagonals added (X), irregular regions
in place of the boxes (jigsaw), cages with sums (killer, digits distinct within a cage) and 6x6 with 2x3 boxes. The
solver, techniques, grader, generator and hints of `geo_*.py` read nothing else about the board; `board.py` takes
the classic rows, columns and boxes from `CLASSIC`, and the classic fast paths (`bitboard.py`, `bitfinders.py`)
are those same houses unrolled into shifts."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations

from game.logic.common import PuzzleError
from game.logic.words import N_, Msg, Plural

VARIANTS = ("classic", "x", "jigsaw", "killer", "6x6")
ROW, COLUMN, BOX, REGION, DIAGONAL, ANTI_DIAGONAL = "row", "column", "box", "region", "diagonal", "anti-diagonal"


@dataclass(frozen=True)
class Cage:
    """Cells whose digits are distinct and add up to `total`."""

    cells: tuple[int, ...]
    total: int


@dataclass(frozen=True)
class Geometry:
    variant: str
    size: int  # digits 1..size; size*size cells, row by row
    houses: tuple[tuple[int, ...], ...]
    kinds: tuple[str, ...]  # ROW, COLUMN, BOX, REGION, DIAGONAL or ANTI_DIAGONAL per house
    regions: tuple[int, ...]  # per cell, its box or region (thick borders between different ones)
    cages: tuple[Cage, ...] = ()
    houses_of: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    cage_of: tuple[int, ...] = field(init=False, repr=False, compare=False)
    peers: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        n = self.size * self.size
        houses_of: list[list[int]] = [[] for _ in range(n)]
        for h, house in enumerate(self.houses):
            for c in house:
                houses_of[c].append(h)
        cage_of = [-1] * n
        for k, cage in enumerate(self.cages):
            for c in cage.cells:
                cage_of[c] = k
        peers = []
        for c in range(n):
            seen = {p for h in houses_of[c] for p in self.houses[h]}
            if cage_of[c] >= 0:
                seen.update(self.cages[cage_of[c]].cells)
            seen.discard(c)
            peers.append(tuple(sorted(seen)))
        object.__setattr__(self, "houses_of", tuple(tuple(h) for h in houses_of))
        object.__setattr__(self, "cage_of", tuple(cage_of))
        object.__setattr__(self, "peers", tuple(peers))

    @property
    def cells(self) -> int:
        return self.size * self.size

    @property
    def all_digits(self) -> int:
        """The mask of every digit (bit d-1 for digit d)."""
        return (1 << self.size) - 1

    @property
    def house_total(self) -> int:
        return self.size * (self.size + 1) // 2

    def house_name(self, h: int) -> str:
        """How a house is named to the player: 'row 3', 'box 5', 'region 4', 'the diagonal'."""
        kind = self.kinds[h]
        if kind == DIAGONAL:
            return "the diagonal r1c1-r9c9" if self.size == 9 else "the diagonal"
        if kind == ANTI_DIAGONAL:
            return "the diagonal r1c9-r9c1" if self.size == 9 else "the anti-diagonal"
        index = sum(1 for k in self.kinds[:h] if k == kind)
        return f"{kind} {index + 1}"

    def cage_name(self, k: int) -> str:
        cage = self.cages[k]
        return f"cage of {cage.total} in {len(cage.cells)} cell{'s' if len(cage.cells) > 1 else ''}"

    def cell_name(self, cell: int) -> str:
        return f"r{cell // self.size + 1}c{cell % self.size + 1}"

    # --- the same names as the player reads them (hints): words, not notation, in the player's language ---

    def cell_words(self, cell: int) -> Msg:
        """'row 3, column 5'."""
        return Msg("row {row}, column {column}", row=cell // self.size + 1, column=cell % self.size + 1)

    def house_words(self, h: int) -> Msg:
        """'row 3', 'box 5', 'region 4', 'the diagonal from the top left'."""
        kind = self.kinds[h]
        if kind in (DIAGONAL, ANTI_DIAGONAL):
            return Msg(_DIAGONAL_WORDS[kind == ANTI_DIAGONAL])
        index = sum(1 for k in self.kinds[:h] if k == kind)
        return Msg(_HOUSE_WORDS[kind], n=index + 1)

    def cage_words(self, k: int) -> Msg:
        """'the cage of 17 in 3 cells'."""
        cage = self.cages[k]
        return Plural("the cage of {total} in {n} cell", "the cage of {total} in {n} cells", len(cage.cells),
                      total=cage.total)


_HOUSE_WORDS = {ROW: N_("row {n}"), COLUMN: N_("column {n}"), BOX: N_("box {n}"), REGION: N_("region {n}")}
_DIAGONAL_WORDS = (N_("the diagonal from the top left"), N_("the diagonal from the top right"))


def _lines(size: int) -> tuple[list[tuple[int, ...]], list[str]]:
    rows = [tuple(r * size + c for c in range(size)) for r in range(size)]
    cols = [tuple(r * size + c for r in range(size)) for c in range(size)]
    return rows + cols, [ROW] * size + [COLUMN] * size


def _box_regions(size: int, box_rows: int, box_cols: int) -> tuple[int, ...]:
    per_row = size // box_cols
    return tuple((i // size // box_rows) * per_row + (i % size) // box_cols for i in range(size * size))


def _region_houses(regions: tuple[int, ...], count: int) -> list[tuple[int, ...]]:
    return [tuple(i for i, r in enumerate(regions) if r == k) for k in range(count)]


@lru_cache(maxsize=None)
def classic() -> Geometry:  # one shared object: its tables are built once
    lines, kinds = _lines(9)
    regions = _box_regions(9, 3, 3)
    return Geometry("classic", 9, tuple(lines + _region_houses(regions, 9)), tuple(kinds + [BOX] * 9), regions)


@lru_cache(maxsize=None)
def diagonal() -> Geometry:  # one shared object: its tables are built once
    base = classic()
    main = tuple(i * 10 for i in range(9))
    anti = tuple(i * 8 + 8 for i in range(9))
    return Geometry("x", 9, base.houses + (main, anti), base.kinds + (DIAGONAL, ANTI_DIAGONAL), base.regions)


@lru_cache(maxsize=None)
def six() -> Geometry:  # one shared object: its tables are built once
    lines, kinds = _lines(6)
    regions = _box_regions(6, 2, 3)
    return Geometry("6x6", 6, tuple(lines + _region_houses(regions, 6)), tuple(kinds + [BOX] * 6), regions)


def jigsaw(regions: tuple[int, ...]) -> Geometry:
    """Rows, columns and nine regions (`regions[i]` is cell i's region, 0-8); PuzzleError unless they are nine
    connected groups of nine cells."""
    check_regions(regions)
    lines, kinds = _lines(9)
    return Geometry("jigsaw", 9, tuple(lines + _region_houses(regions, 9)), tuple(kinds + [REGION] * 9),
                    tuple(regions))


def killer(cages: tuple[Cage, ...]) -> Geometry:
    """The classic houses and these cages; PuzzleError for a cage no distinct digits can make, or overlapping cages."""
    base = classic()
    owner: dict[int, int] = {}
    for k, cage in enumerate(cages):
        if not cage.cells or len(cage.cells) > 9:
            raise PuzzleError(Plural("cage {cage} has {n} cell: a cage holds 1 to 9",
                                     "cage {cage} has {n} cells: a cage holds 1 to 9", len(cage.cells), cage=_letter(k)))
        if not combos(len(cage.cells), cage.total):
            raise PuzzleError(Plural("cage {cage} (sum {total} in {n} cell): no distinct digits 1-9 make that sum",
                                     "cage {cage} (sum {total} in {n} cells): no distinct digits 1-9 make that sum",
                                     len(cage.cells), cage=_letter(k), total=cage.total))
        for c in cage.cells:
            if c in owner:
                raise PuzzleError(Msg("cell {cell} is in two cages", cell=f"r{c // 9 + 1}c{c % 9 + 1}"))
            owner[c] = k
    return Geometry("killer", 9, base.houses, base.kinds, base.regions, tuple(cages))


def _letter(k: int) -> str:
    return CAGE_LETTERS[k] if k < len(CAGE_LETTERS) else str(k + 1)


CAGE_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def check_regions(regions: tuple[int, ...]) -> None:
    """Nine connected groups of nine cells, numbered 0-8."""
    if len(regions) != 81:
        raise PuzzleError(Msg("regions need 81 cells, got {n}", n=len(regions)))
    for k in range(9):
        cells = [i for i, r in enumerate(regions) if r == k]
        if len(cells) != 9:
            raise PuzzleError(Plural("region {region} has {n} cell: the regions must be 9 groups of 9",
                                     "region {region} has {n} cells: the regions must be 9 groups of 9", len(cells),
                                     region=k + 1))
        if not connected(cells, 9):
            raise PuzzleError(Msg("region {region} is not connected: its cells must touch side by side",
                                  region=k + 1))


def connected(cells: list[int] | tuple[int, ...], size: int) -> bool:
    """Do these cells form one group, joined side by side?"""
    if not cells:
        return False
    members = set(cells)
    seen = {cells[0]}
    todo = [cells[0]]
    while todo:
        c = todo.pop()
        for n in neighbours(c, size):
            if n in members and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(members)


def neighbours(cell: int, size: int) -> tuple[int, ...]:
    r, c = divmod(cell, size)
    out = []
    if r:
        out.append(cell - size)
    if c:
        out.append(cell - 1)
    if c < size - 1:
        out.append(cell + 1)
    if r < size - 1:
        out.append(cell + size)
    return tuple(out)


@lru_cache(maxsize=None)
def combos(count: int, total: int, size: int = 9) -> tuple[int, ...]:
    """Every set of `count` distinct digits 1..size adding up to `total`, as masks (bit d-1 for digit d)."""
    return tuple(sum(1 << (d - 1) for d in ds) for ds in combinations(range(1, size + 1), count)
                 if sum(ds) == total)


CLASSIC = classic()
