"""The cage techniques: the last cell of a cage, the combinations of a cage's sum, and a digit a cage must hold
confined to one house."""
from __future__ import annotations

from collections.abc import Iterator

from game.logic.words import OR, Msg, Text, listing

from .geo_board import Deduction, GeoBoard, GeoTechnique, cage_words, digits_of, elim_text, names, set_text
from .geo_solver import cage_options
from .geometry import Geometry, combos


def cage_last(b: GeoBoard) -> Iterator[Deduction]:
    geo = b.geo
    for k, cage in enumerate(geo.cages):
        empty = [c for c in cage.cells if not b.grid[c]]
        if len(empty) == 1:
            d = cage.total - sum(b.grid[c] for c in cage.cells)
            if 1 <= d <= geo.size and b.cands[empty[0]] >> (d - 1) & 1:
                if len(cage.cells) == 1:
                    text = Msg("Last cell of a cage: {cage} leaves {digit} for {cell}.", cage=cage_words(geo, k),
                               digit=d, cell=geo.cell_words(empty[0]))
                else:
                    text = Msg("Last cell of a cage: {cage} with the other digits placed leaves {digit} for {cell}.",
                               cage=cage_words(geo, k), digit=d, cell=geo.cell_words(empty[0]))
                yield Deduction(GeoTechnique.CAGE_LAST, text, ((empty[0], d),), cells=(empty[0],), cages=(k,))


def _cage_masks(b: GeoBoard, cells: tuple[int, ...]) -> list[int]:
    return [b.cands[c] or 1 << (b.grid[c] - 1) for c in cells]


def open_combos(b: GeoBoard, k: int) -> list[int]:
    cage = b.geo.cages[k]
    return cage_options(_cage_masks(b, cage.cells), combos(len(cage.cells), cage.total, b.geo.size))


def _combos_text(options: list[int]) -> Text:
    """'{1,8}, {2,7} or {3,6}'."""
    return listing([set_text(m) for m in options], last=OR)


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
        yield Deduction(GeoTechnique.CAGE_COMBINATIONS, _combinations_text(geo, k, options, need, gone, placed),
                        tuple(placed), gone, tuple(empty), cages=(k,))


def _combinations_text(geo: Geometry, k: int, options: list[int], need: int, gone: tuple[tuple[int, int], ...],
                       placed: list[tuple[int, int]]) -> Msg:
    """'Cage combinations: the cage of 10 in 2 cells can only be {1,9} or {3,7}, so ...; that rules out ...; only
    row 1, column 2 can hold its 9.' Each finding is a whole clause, listed in the language's way."""
    found: list[Text] = []
    if gone:
        found.append(Msg("that rules out {gone}", gone=elim_text(geo, gone)))
    found += [Msg("only {cell} can hold its {digit}", cell=geo.cell_words(cell), digit=d) for cell, d in placed]
    combos_text = _combos_text(options)
    if need and len(options) > 1:
        head = Msg("Cage combinations: {cage} can only be {combinations}, so {needed} must be in it",
                   cage=cage_words(geo, k), combinations=combos_text, needed=set_text(need))
    else:
        head = Msg("Cage combinations: {cage} can only be {combinations}", cage=cage_words(geo, k),
                   combinations=combos_text)
    text: Text = head
    for clause in found:
        text = Msg("{cells}; {more}", cells=text, more=clause)
    return Msg("{sentence}.", sentence=text)



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
                    text = Msg("Cage and house: {cage} must hold {digit} ({combinations}), and its places for {digit} "
                               "({cells}) all lie in {house}; so {digit} leaves the rest of {house}: {gone}.",
                               cage=cage_words(geo, k), digit=d, combinations=_combos_text(options),
                               cells=names(geo, places), house=geo.house_words(h),
                               gone=names(geo, [c for c, _ in gone]))
                    yield Deduction(GeoTechnique.CAGE_HOUSE, text, (), gone, tuple(places), (h,), (k,))


# --- locked candidates, subsets, fish ------------------------------------------------------------
