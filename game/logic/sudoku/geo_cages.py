"""The cage techniques: the last cell of a cage, the combinations of a cage's sum, and a digit a cage must hold
confined to one house."""
from __future__ import annotations

from collections.abc import Iterator

from .geo_board import Deduction, GeoBoard, GeoTechnique, cage_words, digits_of, elim_text, names, set_text
from .geo_solver import cage_options
from .geometry import combos


def cage_last(b: GeoBoard) -> Iterator[Deduction]:
    geo = b.geo
    for k, cage in enumerate(geo.cages):
        empty = [c for c in cage.cells if not b.grid[c]]
        if len(empty) == 1:
            d = cage.total - sum(b.grid[c] for c in cage.cells)
            if 1 <= d <= geo.size and b.cands[empty[0]] >> (d - 1) & 1:
                rest = "" if len(cage.cells) == 1 else " with the other digits placed"
                yield Deduction(GeoTechnique.CAGE_LAST, f"Last cell of a cage: {cage_words(geo, k)}{rest} leaves "
                                f"{d} for {geo.cell_name(empty[0])}.", ((empty[0], d),), cells=(empty[0],),
                                cages=(k,))


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
        text = f"Cage combinations: {cage_words(geo, k)} can only be {_combos_text(options)}"
        if need and len(options) > 1:
            text += f", so {set_text(need)} must be in it"
        if gone:
            text += f"; that rules out {elim_text(geo, gone)}"
        for cell, d in placed:
            text += f"; only {geo.cell_name(cell)} can hold its {d}"
        yield Deduction(GeoTechnique.CAGE_COMBINATIONS, text + ".", tuple(placed), gone, tuple(empty),
                        cages=(k,))



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
                    yield Deduction(GeoTechnique.CAGE_HOUSE, f"Cage and house: {cage_words(geo, k)} must hold {d} "
                                    f"({_combos_text(options)}), and its places for {d} ({names(geo, places)}) all lie "
                                    f"in {geo.house_name(h)}; so {d} leaves the rest of {geo.house_name(h)}: "
                                    f"{names(geo, [c for c, _ in gone])}.", (), gone, tuple(places), (h,), (k,))


# --- locked candidates, subsets, fish ------------------------------------------------------------
