"""Innies and outies (the 45 rule): a house, or two or three neighbouring rows or columns, adds up to 45 each
(21 on 6x6). Take away the cages wholly inside: the cells left inside (innies) add up to the rest; the cells the
cages crossing its edge reach outside (outies) add up to what those cages hold beyond the house."""
from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from game.logic.words import N_, Msg, Text, listing

from .geo_solver import cage_options
from .geometry import COLUMN, ROW, Geometry, combos

from . import geo_board as t


_RUNS = {ROW: N_("rows {first}-{last}"), COLUMN: N_("columns {first}-{last}")}


@lru_cache(maxsize=64)
def _groups(geo: Geometry) -> tuple[tuple[Msg, frozenset[int], int], ...]:
    """(name, cells, how many houses) for every house and every run of two or three neighbouring rows or columns."""
    out = [(geo.house_words(h), frozenset(house), 1) for h, house in enumerate(geo.houses)]
    for kind in (ROW, COLUMN):
        lines = [h for h, k in enumerate(geo.kinds) if k == kind]
        for n in (2, 3):
            for start in range(len(lines) - n + 1):
                run = lines[start:start + n]
                cells = frozenset(c for h in run for c in geo.houses[h])
                out.append((Msg(_RUNS[kind], first=start + 1, last=start + n), cells, n))
    return tuple(out)


def _share_house(geo: Geometry, cells: list[int]) -> bool:
    first = set(geo.houses_of[cells[0]])
    return bool(first.intersection(*(geo.houses_of[c] for c in cells[1:])))


def _sum_rule(b: t.GeoBoard, cells: list[int], total: int) -> tuple[tuple[tuple[int, int], ...],
                                                                      tuple[tuple[int, int], ...]]:
    """(placements, eliminations) that these cells adding up to `total` forces."""
    geo = b.geo
    unknown = [c for c in cells if not b.grid[c]]
    s = total - sum(b.grid[c] for c in cells if b.grid[c])
    if not unknown:
        return (), ()
    if len(unknown) == 1:
        c = unknown[0]
        if 1 <= s <= geo.size and b.cands[c] >> (s - 1) & 1:
            return ((c, s),), ()
        return (), ()
    if len(unknown) == 2:
        a, z = unknown
        distinct = z in geo.peers[a]
        gone = []
        for x, y in ((a, z), (z, a)):
            for d in t.digits_of(b.cands[x]):
                e = s - d
                if not (1 <= e <= geo.size and b.cands[y] >> (e - 1) & 1 and not (distinct and e == d)):
                    gone.append((x, d))
        return (), tuple(gone)
    if len(unknown) <= 5 and _share_house(geo, unknown):
        options = cage_options([b.cands[c] for c in unknown], combos(len(unknown), s, geo.size))
        union = 0
        for m in options:
            union |= m
        if not options:
            return (), ()
        return (), tuple((c, d) for c in unknown for d in t.digits_of(b.cands[c] & ~union))
    return (), ()


def innies_outies(b: t.GeoBoard) -> Iterator[t.Deduction]:
    geo = b.geo
    for name, cells, n in _groups(geo):
        inside_sum = 0
        crossing = []
        for k, cage in enumerate(geo.cages):
            inside = sum(1 for c in cage.cells if c in cells)
            if inside == len(cage.cells):
                inside_sum += cage.total
            elif inside:
                crossing.append(k)
        if not crossing:
            continue
        total = n * geo.house_total
        inside_cells = {c for k, cage in enumerate(geo.cages) if k not in crossing for c in cage.cells if c in cells}
        innies = sorted(c for c in cells if c not in inside_cells)  # uncaged cells are innies too
        innie_sum = total - inside_sum
        sums = [(INNIES, innies, innie_sum)]
        if all(geo.cage_of[c] >= 0 for c in cells):  # outies need every cell inside to be in a cage
            outies = sorted(c for k in crossing for c in geo.cages[k].cells if c not in cells)
            sums.append((OUTIES, outies, sum(geo.cages[k].total for k in crossing) - innie_sum))
        for label, group, s in sums:
            if len([c for c in group if not b.grid[c]]) > 5:
                continue
            placed, gone = _sum_rule(b, group, s)
            if placed or gone:
                text = _text(geo, name, n, total, inside_sum, label, group, s, placed, gone)
                yield t.Deduction(t.GeoTechnique.INNIES_OUTIES, text, placed, gone, tuple(group),
                                  cages=tuple(crossing))


INNIES, OUTIES = "innies", "outies"


def _text(geo: Geometry, name: Msg, n: int, total: int, inside_sum: int, label: str, group: list[int], s: int,
          placed: tuple[tuple[int, int], ...], gone: tuple[tuple[int, int], ...]) -> Msg:
    """'Innies and outies: row 1 adds up to 45; the cages wholly inside hold 38, so the innies row 1, column 9 add
    up to 7; so row 1, column 9 holds 7.'"""
    args = dict(name=name, total=total, inside=inside_sum, cells=t.names(geo, group), sum=s)
    if label == INNIES:
        head = (Msg("Innies and outies: {name} adds up to {total}; the cages wholly inside hold {inside}, so the "
                    "innies {cells} add up to {sum}", **args) if n == 1 else
                Msg("Innies and outies: {name} add up to {total}; the cages wholly inside hold {inside}, so the "
                    "innies {cells} add up to {sum}", **args))
    else:
        head = (Msg("Innies and outies: {name} adds up to {total}; the cages wholly inside hold {inside}, so the "
                    "outies {cells} add up to {sum}", **args) if n == 1 else
                Msg("Innies and outies: {name} add up to {total}; the cages wholly inside hold {inside}, so the "
                    "outies {cells} add up to {sum}", **args))
    found: list[Text] = []
    if placed:
        holds = [Msg("{cell} holds {digit}", cell=geo.cell_words(c), digit=d) for c, d in placed]
        found.append(Msg("so {placed}", placed=listing(holds)))
        if gone:
            found.append(Msg("that rules out {gone}", gone=t.elim_text(geo, gone)))
    elif gone:
        found.append(Msg("so that rules out {gone}", gone=t.elim_text(geo, gone)))
    text: Text = head
    for clause in found:
        text = Msg("{cells}; {more}", cells=text, more=clause)
    return Msg("{sentence}.", sentence=text)
