"""The board the techniques work on (digits placed, candidates, each digit's cells as a mask), what a technique
finds (`Deduction`, with its sentence) and the words they share."""
from __future__ import annotations

import enum
from dataclasses import dataclass, field
from functools import lru_cache

from game.logic.words import N_, Msg, Text, listing

from .geometry import Geometry
from .grades import Grade


class GeoTechnique(enum.Enum):
    """(label, grade), in the order the grader and the hints try them; `title` is the name the player reads."""

    FULL_HOUSE = (N_("Full house"), Grade.EASY)
    CAGE_LAST = (N_("Last cell of a cage"), Grade.EASY)
    HIDDEN_SINGLE_BOX = (N_("Hidden single"), Grade.EASY)
    HIDDEN_SINGLE_LINE = (N_("Hidden single"), Grade.MEDIUM)
    NAKED_SINGLE = (N_("Naked single"), Grade.MEDIUM)
    CAGE_COMBINATIONS = (N_("Cage combinations"), Grade.MEDIUM)
    POINTING = (N_("Pointing"), Grade.HARD)
    CLAIMING = (N_("Claiming"), Grade.HARD)
    CAGE_HOUSE = (N_("Cage and house"), Grade.HARD)
    NAKED_PAIR = (N_("Naked pair"), Grade.EXPERT)
    HIDDEN_PAIR = (N_("Hidden pair"), Grade.EXPERT)
    NAKED_TRIPLE = (N_("Naked triple"), Grade.EXPERT)
    HIDDEN_TRIPLE = (N_("Hidden triple"), Grade.EXPERT)
    INNIES_OUTIES = (N_("Innies and outies"), Grade.EXPERT)
    X_WING = (N_("X-wing"), Grade.EXTREME)
    SWORDFISH = (N_("Swordfish"), Grade.EXTREME)
    TRIAL = (N_("Trial and error"), Grade.EVIL)

    def __init__(self, label: str, grade: Grade) -> None:
        self.label = label
        self.grade = grade

    @property
    def title(self) -> Msg:
        return Msg(self.label)


@dataclass(frozen=True)
class Deduction:
    technique: GeoTechnique
    text: Msg  # the step's sentence, cells named the player's way, in the player's language where shown
    placements: tuple[tuple[int, int], ...] = ()
    eliminations: tuple[tuple[int, int], ...] = ()
    cells: tuple[int, ...] = ()
    houses: tuple[int, ...] = ()
    cages: tuple[int, ...] = ()


@dataclass
class GeoBoard:
    """Digits placed (0 = empty) and the candidates of the empty cells (0 for a filled one); `where[d]` is the mask
    of cells that may hold digit d, kept in step."""

    geo: Geometry
    grid: list[int]
    cands: list[int]
    broken: bool = field(default=False)
    where: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.where:
            where = [0] * (self.geo.size + 1)
            for c, m in enumerate(self.cands):
                while m:
                    low = m & -m
                    where[low.bit_length()] |= 1 << c
                    m ^= low
            self.where = where

    @classmethod
    def start(cls, geo: Geometry, givens: tuple[int, ...]) -> "GeoBoard":
        full = geo.all_digits
        grid = list(givens)
        cands = [0 if d else full for d in grid]
        for i, d in enumerate(grid):
            if d:
                for p in geo.peers[i]:
                    cands[p] &= ~(1 << (d - 1))
        board = cls(geo, grid, cands)
        board.broken = any(not grid[i] and not cands[i] for i in range(geo.cells))
        return board

    def copy(self) -> "GeoBoard":
        return GeoBoard(self.geo, self.grid[:], self.cands[:], self.broken, self.where[:])

    def place(self, cell: int, digit: int) -> None:
        if self.grid[cell]:
            if self.grid[cell] != digit:
                self.broken = True
            return
        bit = 1 << (digit - 1)
        if not self.cands[cell] & bit:
            self.broken = True
        where = self.where
        m = self.cands[cell]
        while m:
            low = m & -m
            where[low.bit_length()] &= ~(1 << cell)
            m ^= low
        self.grid[cell] = digit
        self.cands[cell] = 0
        for p in self.geo.peers[cell]:
            if self.cands[p] & bit:
                self.cands[p] &= ~bit
                where[digit] &= ~(1 << p)
                if not self.cands[p] and not self.grid[p]:
                    self.broken = True

    def eliminate(self, cell: int, digit: int) -> None:
        if not self.grid[cell]:
            self.cands[cell] &= ~(1 << (digit - 1))
            self.where[digit] &= ~(1 << cell)
            if not self.cands[cell]:
                self.broken = True

    def apply(self, d: Deduction) -> None:
        for cell, digit in d.placements:
            self.place(cell, digit)
        for cell, digit in d.eliminations:
            self.eliminate(cell, digit)

    @property
    def solved(self) -> bool:
        return all(self.grid)

    def empty(self) -> int:
        return sum(1 for d in self.grid if not d)


def digits_of(mask: int) -> list[int]:
    return [d for d in range(1, 10) if mask >> (d - 1) & 1]


def set_text(mask: int) -> str:
    return "{" + ",".join(str(d) for d in digits_of(mask)) + "}"


def names(geo: Geometry, cells: list[int] | tuple[int, ...]) -> Text:
    """'row 1, column 2, row 4, column 2 and row 5, column 6'."""
    return listing([geo.cell_words(c) for c in cells])


def cage_words(geo: Geometry, k: int) -> Msg:
    return geo.cage_words(k)


# --- singles ---------------------------------------------------------------------------------------


@lru_cache(maxsize=64)
def house_masks(geo: Geometry) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """Each house as a mask of cells, and for each house the other houses it meets (by index)."""
    masks = tuple(sum(1 << c for c in house) for house in geo.houses)
    meets = tuple(tuple(o for o in range(len(masks)) if o != h and masks[o] & masks[h]) for h in range(len(masks)))
    return masks, meets


def cells_of(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def elim_text(geo: Geometry, gone: tuple[tuple[int, int], ...]) -> Text:
    """'3/7 from row 1, column 2 and 5 from row 2, column 2'."""
    by_cell: dict[int, list[int]] = {}
    for c, d in gone:
        by_cell.setdefault(c, []).append(d)
    return listing([Msg("{digits} from {cell}", digits="/".join(str(d) for d in ds), cell=geo.cell_words(c))
                    for c, ds in by_cell.items()])
