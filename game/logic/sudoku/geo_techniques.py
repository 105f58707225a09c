"""The human techniques on any geometry (houses and cages), each finder returning `Deduction`s with a sentence in
the variant's words: 'the diagonal from the top left', 'region 4', 'the cage of 17 in 3 cells', each cell named
'row 3, column 5' (a `Msg`: the screen shows it in the player's language).

Houses of the kind box or region play the box's part (hidden singles there are easy; locked candidates from them
are pointing, into them claiming); the diagonals play a line's part."""
from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import combinations

from game.logic.words import Msg, Plural, listing

from .geo_board import (Deduction, GeoBoard, GeoTechnique, cells_of, digits_of, elim_text, house_masks, names,
                        set_text)
from .geo_cages import cage_combinations, cage_house, cage_last
from .geo_innies import innies_outies
from .geometry import BOX, COLUMN, REGION, ROW, Geometry

__all__ = ["Deduction", "Finder", "GeoBoard", "GeoTechnique", "FINDERS", "finders_for"]


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
                yield Deduction(GeoTechnique.FULL_HOUSE,
                                Msg("Full house: {cell} is the last empty cell of {house}, so it holds {digit}.",
                                    cell=geo.cell_words(empty[0]), house=geo.house_words(h), digit=d),
                                ((empty[0], d),), cells=(empty[0],), houses=(h,))


def _hidden_singles(b: GeoBoard, boxes: bool) -> Iterator[Deduction]:
    geo = b.geo
    tech = GeoTechnique.HIDDEN_SINGLE_BOX if boxes else GeoTechnique.HIDDEN_SINGLE_LINE
    masks, _ = house_masks(geo)
    where = b.where
    for h, mask in enumerate(masks):
        if (geo.kinds[h] in (BOX, REGION)) != boxes:
            continue
        for d in range(1, geo.size + 1):
            places = where[d] & mask
            if places and not places & (places - 1):
                cell = places.bit_length() - 1
                yield Deduction(tech, Msg("Hidden single: in {house} only {cell} can hold {digit}.",
                                          house=geo.house_words(h), cell=geo.cell_words(cell), digit=d),
                                ((cell, d),), cells=(cell,), houses=(h,))


def hidden_single_box(b: GeoBoard) -> Iterator[Deduction]:
    return _hidden_singles(b, True)


def hidden_single_line(b: GeoBoard) -> Iterator[Deduction]:
    return _hidden_singles(b, False)


def naked_single(b: GeoBoard) -> Iterator[Deduction]:
    for c, m in enumerate(b.cands):
        if m and not m & (m - 1):
            d = m.bit_length()
            yield Deduction(GeoTechnique.NAKED_SINGLE, Msg("Naked single: {cell} can only hold {digit}.",
                                                           cell=b.geo.cell_words(c), digit=d), ((c, d),), cells=(c,))


# --- cages ---------------------------------------------------------------------------------------


def _locked(b: GeoBoard, from_boxes: bool) -> Iterator[Deduction]:
    geo = b.geo
    tech = GeoTechnique.POINTING if from_boxes else GeoTechnique.CLAIMING
    masks, _ = house_masks(geo)
    houses_of = geo.houses_of
    where = b.where
    open_digits = [(d, where[d]) for d in range(1, geo.size + 1) if where[d]]
    for h, mask in enumerate(masks):
        if (geo.kinds[h] in (BOX, REGION)) != from_boxes:
            continue
        for d, plane in open_digits:
            places = plane & mask
            if not places & (places - 1):
                continue
            # a house holding every place holds the first: only those through it are looked at (in house order)
            for other in houses_of[(places & -places).bit_length() - 1]:
                if other == h or places & ~masks[other]:
                    continue
                gone_mask = where[d] & masks[other] & ~masks[h]
                if gone_mask:
                    gone = tuple((c, d) for c in cells_of(gone_mask))
                    text = Msg("{label}: in {house} the {digit}s can only go in {cells}, all in {other}; so {digit} "
                               "leaves the rest of {other}: {gone}.", label=tech.title, house=geo.house_words(h),
                               digit=d, cells=names(geo, cells_of(places)), other=geo.house_words(other),
                               gone=names(geo, [c for c, _ in gone]))
                    yield Deduction(tech, text, (), gone, tuple(cells_of(places)), (h, other))


def pointing(b: GeoBoard) -> Iterator[Deduction]:
    return _locked(b, True)


def claiming(b: GeoBoard) -> Iterator[Deduction]:
    return _locked(b, False)


def _naked(b: GeoBoard, n: int, tech: GeoTechnique) -> Iterator[Deduction]:
    geo = b.geo
    cands = b.cands
    for h, house in enumerate(geo.houses):
        open_ = [c for c in house if cands[c]]
        if len(open_) <= n:
            continue
        small = [c for c in open_ if cands[c].bit_count() <= n]
        if len(small) < n:
            continue
        for group in combinations(small, n):
            union = 0
            for c in group:
                union |= b.cands[c]
            if union.bit_count() != n:
                continue
            gone = tuple((c, d) for c in open_ if c not in group for d in digits_of(b.cands[c] & union))
            if gone:
                yield Deduction(tech, Msg("{label}: in {house}, {cells} hold {digits} between them; so {gone}.",
                                          label=tech.title, house=geo.house_words(h), cells=names(geo, group),
                                          digits=set_text(union), gone=elim_text(geo, gone)), (), gone, group, (h,))


def _hidden(b: GeoBoard, n: int, tech: GeoTechnique) -> Iterator[Deduction]:
    geo = b.geo
    masks, _ = house_masks(geo)
    where = b.where
    open_cells = 0  # the empty cells: those where some digit may go
    for w in where:
        open_cells |= w
    for h, mask in enumerate(masks):
        if (mask & open_cells).bit_count() <= n:
            continue
        places = {}
        for d in range(1, geo.size + 1):
            p = where[d] & mask
            if p & (p - 1) and p.bit_count() <= n:
                places[d] = p
        if len(places) < n:
            continue
        for ds in combinations(sorted(places), n):
            union = 0
            for d in ds:
                union |= places[d]
            if union.bit_count() != n:
                continue
            cells = cells_of(union)
            keep = sum(1 << (d - 1) for d in ds)
            gone = tuple((c, d) for c in cells for d in digits_of(b.cands[c] & ~keep))
            if gone:
                yield Deduction(tech, Msg("{label}: in {house}, {digits} can only go in {cells}; so {gone}.",
                                          label=tech.title, house=geo.house_words(h), digits=set_text(keep),
                                          cells=names(geo, cells), gone=elim_text(geo, gone)),
                                (), gone, tuple(cells), (h,))


def naked_pair(b: GeoBoard) -> Iterator[Deduction]:
    return _naked(b, 2, GeoTechnique.NAKED_PAIR)


def hidden_pair(b: GeoBoard) -> Iterator[Deduction]:
    return _hidden(b, 2, GeoTechnique.HIDDEN_PAIR)


def naked_triple(b: GeoBoard) -> Iterator[Deduction]:
    return _naked(b, 3, GeoTechnique.NAKED_TRIPLE)


def hidden_triple(b: GeoBoard) -> Iterator[Deduction]:
    return _hidden(b, 3, GeoTechnique.HIDDEN_TRIPLE)


def _fish_text(cover_kind: str, n: int, **args: object) -> Msg:
    if cover_kind == COLUMN:
        return Plural("{label}: in {lines} the {digit}s lie in the same {n} column; so {digit} leaves the rest of "
                      "them: {gone}.", "{label}: in {lines} the {digit}s lie in the same {n} columns; so {digit} "
                      "leaves the rest of them: {gone}.", n, **args)
    return Plural("{label}: in {lines} the {digit}s lie in the same {n} row; so {digit} leaves the rest of them: "
                  "{gone}.", "{label}: in {lines} the {digit}s lie in the same {n} rows; so {digit} leaves the rest "
                  "of them: {gone}.", n, **args)


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
                    lines_text = listing([geo.house_words(h) for h in sorted(rows)])
                    text = _fish_text(cover_kind, n, label=tech.title, lines=lines_text, digit=d,
                                      gone=names(geo, [c for c, _ in gone]))
                    yield Deduction(tech, text, (), gone,
                                    tuple(c for h in sorted(rows) for c in geo.houses[h] if b.cands[c] & bit),
                                    tuple(sorted(rows)) + tuple(sorted(cols)))


def x_wing(b: GeoBoard) -> Iterator[Deduction]:
    return _fish(b, 2, GeoTechnique.X_WING)


def swordfish(b: GeoBoard) -> Iterator[Deduction]:
    return _fish(b, 3, GeoTechnique.SWORDFISH)


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
    return _WITH_CAGES if geo.cages else _WITHOUT_CAGES


_CAGE_ONLY = {GeoTechnique.CAGE_LAST, GeoTechnique.CAGE_COMBINATIONS, GeoTechnique.CAGE_HOUSE,
              GeoTechnique.INNIES_OUTIES}
_WITH_CAGES = FINDERS
_WITHOUT_CAGES = tuple(f for f in FINDERS if f[0] not in _CAGE_ONLY)
