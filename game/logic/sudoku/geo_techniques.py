"""The human techniques on any geometry (houses and cages), each finder returning `Deduction`s with a sentence in
the variant's words: 'the diagonal r1c1-r9c9', 'region 4', 'the cage of 17 in 3 cells'.

Houses of the kind box or region play the box's part (hidden singles there are easy; locked candidates from them
are pointing, into them claiming); the diagonals play a line's part."""
from __future__ import annotations

import enum
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations

from .geo_solver import cage_options
from .geometry import BOX, COLUMN, REGION, ROW, Geometry, combos
from .grades import Grade


class GeoTechnique(enum.Enum):
    """(label, grade), in the order the grader and the hints try them."""

    FULL_HOUSE = ("Full house", Grade.EASY)
    CAGE_LAST = ("Last cell of a cage", Grade.EASY)
    HIDDEN_SINGLE_BOX = ("Hidden single", Grade.EASY)
    HIDDEN_SINGLE_LINE = ("Hidden single", Grade.MEDIUM)
    NAKED_SINGLE = ("Naked single", Grade.MEDIUM)
    CAGE_COMBINATIONS = ("Cage combinations", Grade.MEDIUM)
    POINTING = ("Pointing", Grade.HARD)
    CLAIMING = ("Claiming", Grade.HARD)
    CAGE_HOUSE = ("Cage and house", Grade.HARD)
    NAKED_PAIR = ("Naked pair", Grade.EXPERT)
    HIDDEN_PAIR = ("Hidden pair", Grade.EXPERT)
    NAKED_TRIPLE = ("Naked triple", Grade.EXPERT)
    HIDDEN_TRIPLE = ("Hidden triple", Grade.EXPERT)
    INNIES_OUTIES = ("Innies and outies", Grade.EXPERT)
    X_WING = ("X-wing", Grade.EXTREME)
    SWORDFISH = ("Swordfish", Grade.EXTREME)
    TRIAL = ("Trial and error", Grade.EVIL)

    def __init__(self, label: str, grade: Grade) -> None:
        self.label = label
        self.grade = grade


@dataclass(frozen=True)
class Deduction:
    technique: GeoTechnique
    text: str
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


def _names(geo: Geometry, cells: list[int] | tuple[int, ...]) -> str:
    names = [geo.cell_name(c) for c in cells]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _cage_words(geo: Geometry, k: int) -> str:
    return "the " + geo.cage_name(k)


# --- singles ---------------------------------------------------------------------------------------

def full_house(b: GeoBoard) -> Iterator[Deduction]:
    geo = b.geo
    for h, house in enumerate(geo.houses):
        empty = [c for c in house if not b.grid[c]]
        if len(empty) == 1:
            missing = geo.all_digits
            for c in house:
                if b.grid[c]:
                    missing &= ~(1 << (b.grid[c] - 1))
            if missing and not missing & (missing - 1):
                d = missing.bit_length()
                yield Deduction(GeoTechnique.FULL_HOUSE, f"Full house: {geo.cell_name(empty[0])} is the last "
                                f"empty cell of {geo.house_name(h)}, so it holds {d}.", ((empty[0], d),),
                                cells=(empty[0],), houses=(h,))


def cage_last(b: GeoBoard) -> Iterator[Deduction]:
    geo = b.geo
    for k, cage in enumerate(geo.cages):
        empty = [c for c in cage.cells if not b.grid[c]]
        if len(empty) == 1:
            d = cage.total - sum(b.grid[c] for c in cage.cells)
            if 1 <= d <= geo.size and b.cands[empty[0]] >> (d - 1) & 1:
                rest = "" if len(cage.cells) == 1 else " with the other digits placed"
                yield Deduction(GeoTechnique.CAGE_LAST, f"Last cell of a cage: {_cage_words(geo, k)}{rest} leaves "
                                f"{d} for {geo.cell_name(empty[0])}.", ((empty[0], d),), cells=(empty[0],),
                                cages=(k,))


def _hidden_singles(b: GeoBoard, boxes: bool) -> Iterator[Deduction]:
    geo = b.geo
    tech = GeoTechnique.HIDDEN_SINGLE_BOX if boxes else GeoTechnique.HIDDEN_SINGLE_LINE
    masks, _ = _house_masks(geo)
    where = digit_cells(b)
    for h, mask in enumerate(masks):
        if (geo.kinds[h] in (BOX, REGION)) != boxes:
            continue
        for d in range(1, geo.size + 1):
            places = where[d] & mask
            if places and not places & (places - 1):
                cell = places.bit_length() - 1
                yield Deduction(tech, f"Hidden single: in {geo.house_name(h)} only {geo.cell_name(cell)} can hold "
                                f"{d}.", ((cell, d),), cells=(cell,), houses=(h,))


def hidden_single_box(b: GeoBoard) -> Iterator[Deduction]:
    return _hidden_singles(b, True)


def hidden_single_line(b: GeoBoard) -> Iterator[Deduction]:
    return _hidden_singles(b, False)


def naked_single(b: GeoBoard) -> Iterator[Deduction]:
    for c, m in enumerate(b.cands):
        if m and not m & (m - 1):
            d = m.bit_length()
            yield Deduction(GeoTechnique.NAKED_SINGLE, f"Naked single: {b.geo.cell_name(c)} can only hold {d}.",
                            ((c, d),), cells=(c,))


# --- cages ---------------------------------------------------------------------------------------

def _cage_masks(b: GeoBoard, cells: tuple[int, ...]) -> list[int]:
    return [b.cands[c] or 1 << (b.grid[c] - 1) for c in cells]


def open_combos(b: GeoBoard, k: int) -> list[int]:
    cage = b.geo.cages[k]
    return cage_options(_cage_masks(b, cage.cells), combos(len(cage.cells), cage.total, b.geo.size))


def _combos_text(options: list[int]) -> str:
    texts = [set_text(m) for m in options]
    return texts[0] if len(texts) == 1 else ", ".join(texts[:-1]) + " or " + texts[-1]


def cage_combinations(b: GeoBoard) -> Iterator[Deduction]:
    """Cells keep the digits of the combinations of their cage's sum still open; a digit every combination needs,
    with one place left in the cage, goes there."""
    geo = b.geo
    for k, cage in enumerate(geo.cages):
        empty = [c for c in cage.cells if not b.grid[c]]
        if not empty:
            continue
        options = open_combos(b, k)
        if not options:
            continue
        union = need = 0
        need = geo.all_digits
        for m in options:
            union |= m
            need &= m
        gone = tuple((c, d) for c in empty for d in digits_of(b.cands[c] & ~union))
        placed = []
        for d in digits_of(need):
            if any(b.grid[c] == d for c in cage.cells):
                continue
            places = [c for c in empty if b.cands[c] >> (d - 1) & 1]
            if len(places) == 1:
                placed.append((places[0], d))
        if not gone and not placed:
            continue
        text = f"Cage combinations: {_cage_words(geo, k)} can only be {_combos_text(options)}"
        if need and len(options) > 1:
            text += f", so {set_text(need)} must be in it"
        if gone:
            text += f"; that rules out {_elim_text(geo, gone)}"
        for cell, d in placed:
            text += f"; only {geo.cell_name(cell)} can hold its {d}"
        yield Deduction(GeoTechnique.CAGE_COMBINATIONS, text + ".", tuple(placed), gone, tuple(empty),
                        cages=(k,))


def _elim_text(geo: Geometry, gone: tuple[tuple[int, int], ...]) -> str:
    by_cell: dict[int, list[int]] = {}
    for c, d in gone:
        by_cell.setdefault(c, []).append(d)
    parts = [f"{'/'.join(str(d) for d in ds)} from {geo.cell_name(c)}" for c, ds in by_cell.items()]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def cage_house(b: GeoBoard) -> Iterator[Deduction]:
    """A digit every open combination of a cage needs, whose places in the cage all lie in one house, leaves the
    rest of that house."""
    geo = b.geo
    for k, cage in enumerate(geo.cages):
        empty = [c for c in cage.cells if not b.grid[c]]
        if len(empty) < 2:
            continue
        options = open_combos(b, k)
        if not options:
            continue
        need = geo.all_digits
        for m in options:
            need &= m
        for d in digits_of(need):
            bit = 1 << (d - 1)
            if any(b.grid[c] == d for c in cage.cells):
                continue
            places = [c for c in empty if b.cands[c] & bit]
            if len(places) < 2:
                continue
            common = set(geo.houses_of[places[0]]).intersection(*(geo.houses_of[c] for c in places[1:]))
            for h in sorted(common):
                gone = tuple((c, d) for c in geo.houses[h] if c not in cage.cells and b.cands[c] & bit)
                if gone:
                    yield Deduction(GeoTechnique.CAGE_HOUSE, f"Cage and house: {_cage_words(geo, k)} must hold {d} "
                                    f"({_combos_text(options)}), and its places for {d} ({_names(geo, places)}) all lie "
                                    f"in {geo.house_name(h)}; so {d} leaves the rest of {geo.house_name(h)}: "
                                    f"{_names(geo, [c for c, _ in gone])}.", (), gone, tuple(places), (h,), (k,))


# --- locked candidates, subsets, fish ------------------------------------------------------------

@lru_cache(maxsize=64)
def _house_masks(geo: Geometry) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """Each house as a mask of cells, and for each house the other houses it meets (by index)."""
    masks = tuple(sum(1 << c for c in house) for house in geo.houses)
    meets = tuple(tuple(o for o in range(len(masks)) if o != h and masks[o] & masks[h]) for h in range(len(masks)))
    return masks, meets


def digit_cells(b: GeoBoard) -> list[int]:
    """Per digit (index d), the cells that may hold it as a mask."""
    return b.where


def _cells_of(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _locked(b: GeoBoard, from_boxes: bool) -> Iterator[Deduction]:
    geo = b.geo
    tech = GeoTechnique.POINTING if from_boxes else GeoTechnique.CLAIMING
    masks, meets = _house_masks(geo)
    where = digit_cells(b)
    for h in range(len(masks)):
        if (geo.kinds[h] in (BOX, REGION)) != from_boxes:
            continue
        for d in range(1, geo.size + 1):
            places = where[d] & masks[h]
            if not places & (places - 1):
                continue
            for other in meets[h]:
                if places & ~masks[other]:
                    continue
                gone_mask = where[d] & masks[other] & ~masks[h]
                if gone_mask:
                    gone = tuple((c, d) for c in _cells_of(gone_mask))
                    yield Deduction(tech, f"{tech.label}: in {geo.house_name(h)} the {d}s can only go in "
                                    f"{_names(geo, _cells_of(places))}, all in {geo.house_name(other)}; so {d} leaves "
                                    f"the rest of {geo.house_name(other)}: {_names(geo, [c for c, _ in gone])}.",
                                    (), gone, tuple(_cells_of(places)), (h, other))


def pointing(b: GeoBoard) -> Iterator[Deduction]:
    return _locked(b, True)


def claiming(b: GeoBoard) -> Iterator[Deduction]:
    return _locked(b, False)


def _naked(b: GeoBoard, n: int, tech: GeoTechnique) -> Iterator[Deduction]:
    geo = b.geo
    for h, house in enumerate(geo.houses):
        open_ = [c for c in house if b.cands[c]]
        if len(open_) <= n:
            continue
        small = [c for c in open_ if b.cands[c].bit_count() <= n]
        for group in combinations(small, n):
            union = 0
            for c in group:
                union |= b.cands[c]
            if union.bit_count() != n:
                continue
            gone = tuple((c, d) for c in open_ if c not in group for d in digits_of(b.cands[c] & union))
            if gone:
                yield Deduction(tech, f"{tech.label}: in {geo.house_name(h)}, {_names(geo, group)} hold "
                                f"{set_text(union)} between them; so {_elim_text(geo, gone)}.", (), gone, group, (h,))


def _hidden(b: GeoBoard, n: int, tech: GeoTechnique) -> Iterator[Deduction]:
    geo = b.geo
    masks, _ = _house_masks(geo)
    where = digit_cells(b)
    for h, mask in enumerate(masks):
        places = {}
        for d in range(1, geo.size + 1):
            p = where[d] & mask
            if 2 <= p.bit_count() <= n:
                places[d] = p
        if len(places) < n:
            continue
        open_ = sum(1 for c in geo.houses[h] if b.cands[c])
        if open_ <= n:
            continue
        for ds in combinations(sorted(places), n):
            union = 0
            for d in ds:
                union |= places[d]
            if union.bit_count() != n:
                continue
            cells = _cells_of(union)
            keep = sum(1 << (d - 1) for d in ds)
            gone = tuple((c, d) for c in cells for d in digits_of(b.cands[c] & ~keep))
            if gone:
                yield Deduction(tech, f"{tech.label}: in {geo.house_name(h)}, {set_text(keep)} can only go in "
                                f"{_names(geo, cells)}; so {_elim_text(geo, gone)}.", (), gone, tuple(cells), (h,))


def naked_pair(b: GeoBoard) -> Iterator[Deduction]:
    return _naked(b, 2, GeoTechnique.NAKED_PAIR)


def hidden_pair(b: GeoBoard) -> Iterator[Deduction]:
    return _hidden(b, 2, GeoTechnique.HIDDEN_PAIR)


def naked_triple(b: GeoBoard) -> Iterator[Deduction]:
    return _naked(b, 3, GeoTechnique.NAKED_TRIPLE)


def hidden_triple(b: GeoBoard) -> Iterator[Deduction]:
    return _hidden(b, 3, GeoTechnique.HIDDEN_TRIPLE)


def _fish(b: GeoBoard, n: int, tech: GeoTechnique) -> Iterator[Deduction]:
    geo = b.geo
    for base_kind, cover_kind in ((ROW, COLUMN), (COLUMN, ROW)):
        base = [h for h, k in enumerate(geo.kinds) if k == base_kind]
        cover = [h for h, k in enumerate(geo.kinds) if k == cover_kind]
        cover_of = {c: h for h in cover for c in geo.houses[h]}
        for d in range(1, geo.size + 1):
            bit = 1 << (d - 1)
            lines = []
            for h in base:
                cols = {cover_of[c] for c in geo.houses[h] if b.cands[c] & bit}
                if 2 <= len(cols) <= n:
                    lines.append((h, cols))
            for group in combinations(lines, n):
                cols = set().union(*(cs for _, cs in group))
                if len(cols) != n:
                    continue
                rows = {h for h, _ in group}
                inside = {c for h in rows for c in geo.houses[h]}
                gone = tuple((c, d) for col in sorted(cols) for c in geo.houses[col]
                             if c not in inside and b.cands[c] & bit)
                if gone:
                    names = " and ".join(geo.house_name(h) for h in sorted(rows))
                    yield Deduction(tech, f"{tech.label}: in {names} the {d}s lie in the same {n} {cover_kind}s; "
                                    f"so {d} leaves the rest of them: {_names(geo, [c for c, _ in gone])}.", (), gone,
                                    tuple(c for h in sorted(rows) for c in geo.houses[h] if b.cands[c] & bit),
                                    tuple(sorted(rows)) + tuple(sorted(cols)))


def x_wing(b: GeoBoard) -> Iterator[Deduction]:
    return _fish(b, 2, GeoTechnique.X_WING)


def swordfish(b: GeoBoard) -> Iterator[Deduction]:
    return _fish(b, 3, GeoTechnique.SWORDFISH)


from .geo_innies import innies_outies  # noqa: E402  (it builds on the helpers above)

Finder = Callable[[GeoBoard], Iterator[Deduction]]

FINDERS: tuple[tuple[GeoTechnique, Finder], ...] = (
    (GeoTechnique.FULL_HOUSE, full_house),
    (GeoTechnique.CAGE_LAST, cage_last),
    (GeoTechnique.HIDDEN_SINGLE_BOX, hidden_single_box),
    (GeoTechnique.HIDDEN_SINGLE_LINE, hidden_single_line),
    (GeoTechnique.NAKED_SINGLE, naked_single),
    (GeoTechnique.CAGE_COMBINATIONS, cage_combinations),
    (GeoTechnique.POINTING, pointing),
    (GeoTechnique.CLAIMING, claiming),
    (GeoTechnique.CAGE_HOUSE, cage_house),
    (GeoTechnique.NAKED_PAIR, naked_pair),
    (GeoTechnique.HIDDEN_PAIR, hidden_pair),
    (GeoTechnique.NAKED_TRIPLE, naked_triple),
    (GeoTechnique.HIDDEN_TRIPLE, hidden_triple),
    (GeoTechnique.INNIES_OUTIES, innies_outies),
    (GeoTechnique.X_WING, x_wing),
    (GeoTechnique.SWORDFISH, swordfish),
)


def finders_for(geo: Geometry) -> tuple[tuple[GeoTechnique, Finder], ...]:
    """The finders that can find anything on this geometry (the cage ones only with cages)."""
    cage_only = {GeoTechnique.CAGE_LAST, GeoTechnique.CAGE_COMBINATIONS, GeoTechnique.CAGE_HOUSE,
                 GeoTechnique.INNIES_OUTIES}
    return tuple(f for f in FINDERS if geo.cages or f[0] not in cage_only)

