"""One plain sentence for every kind of deduction, e.g. "Hidden single: in row 3 only row 3, column 5 can hold 7".
Cells are named the player's way (cell_label), never in the r3c5 notation of moves."""
from __future__ import annotations

from .board import cell_label, cells_label, digits_text, unit_name
from .grades import Technique as T
from .techniques import Deduction


def _lines_text(units: tuple[int, ...]) -> str:
    """'rows 1 and 9' or 'column 4' (units of one kind)."""
    kind = unit_name(units[0]).split()[0]
    numbers = digits_text([u % 9 + 1 for u in units])
    return f"{kind}s {numbers}" if len(units) > 1 else f"{kind} {numbers}"


def _removals(d: Deduction) -> str:
    """'row 1, columns 4 and 8' when one digit goes; 'row 3, column 4 loses 5; ...' otherwise."""
    if len({digit for _, digit in d.eliminations}) == 1:
        return cells_label(sorted(cell for cell, _ in d.eliminations))
    by_cell: dict[int, list[int]] = {}
    for cell, digit in d.eliminations:
        by_cell.setdefault(cell, []).append(digit)
    return "; ".join(f"{cell_label(c)} loses {digits_text(ds)}" for c, ds in sorted(by_cell.items()))


def describe(d: Deduction) -> str:
    t = d.technique
    label = t.label
    ds = digits_text(d.digits)
    if t is T.FULL_HOUSE:
        (cell, digit), = d.placements
        return f"{label}: {cell_label(cell)} is the last empty cell in {unit_name(d.units[0])}, so it holds {digit}."
    if t in (T.HIDDEN_SINGLE_BOX, T.HIDDEN_SINGLE_LINE):
        (cell, digit), = d.placements
        return f"{label}: in {unit_name(d.units[0])} only {cell_label(cell)} can hold {digit}."
    if t is T.NAKED_SINGLE:
        (cell, digit), = d.placements
        return f"{label}: {digit} is the only digit left for {cell_label(cell)}."
    if t in (T.POINTING, T.CLAIMING):
        base, cover = d.units
        return (
            f"{label}: in {unit_name(base)}, {ds} can only go in {cells_label(d.cells)}, all in {unit_name(cover)}, "
            f"so {ds} is removed from the rest of {unit_name(cover)}: {_removals(d)}."
        )
    if t in (T.NAKED_PAIR, T.NAKED_TRIPLE):
        return (
            f"{label}: in {unit_name(d.units[0])}, {cells_label(d.cells)} hold only {ds} between them, "
            f"so those digits leave the rest of {unit_name(d.units[0])}: {_removals(d)}."
        )
    if t in (T.HIDDEN_PAIR, T.HIDDEN_TRIPLE):
        return (
            f"{label}: in {unit_name(d.units[0])}, {ds} fit only in {cells_label(d.cells)}, "
            f"so those cells hold nothing else: {_removals(d)}."
        )
    if t in (T.X_WING, T.SWORDFISH):
        n = len(d.units) // 2
        base_lines, cover_lines = _lines_text(d.units[:n]), _lines_text(d.units[n:])
        return (
            f"{label} on {ds}: in {base_lines}, {ds} fits only within {cover_lines} ({cells_label(d.cells)}), "
            f"so {ds} is removed from the rest of {cover_lines}: {_removals(d)}."
        )
    if t is T.XY_WING:
        (pivot,), (w1, w2) = d.groups
        x, y, z = d.digits
        return (
            f"{label}: pivot {cell_label(pivot)} holds {x} or {y}, and it sees {cell_label(w1)} and {cell_label(w2)}, "
            f"which pair those with {z}; one of the wings must be {z}, so {z} is removed from every cell "
            f"seeing both: {_removals(d)}."
        )
    if t is T.SIMPLE_COLOURING:
        a, b = d.groups
        gone = {cell for cell, _ in d.eliminations}
        if gone in (set(a), set(b)):
            which = "first" if gone == set(a) else "second"
            return (
                f"{label} on {ds}: following the cells where {ds} has only two places in a unit, either "
                f"all of {cells_label(a)} or all of {cells_label(b)} hold {ds}; two cells of the {which} group share a unit, "
                f"so that group is false and {ds} is removed from {_removals(d)}."
            )
        return (
            f"{label} on {ds}: following the cells where {ds} has only two places in a unit, either "
            f"all of {cells_label(a)} or all of {cells_label(b)} hold {ds}, so {ds} is removed from the cells that see "
            f"both groups: "
            f"{_removals(d)}."
        )
    if t is T.TRIAL:
        if d.placements:
            (cell, digit), = d.placements
            return (
                f"{label}: none of the techniques I know applies here; {cell_label(cell)} holds {digit} "
                f"(from the solution)."
            )
        (cell, digit), = d.eliminations
        return (
            f"{label}: if {cell_label(cell)} held {digit}, the singles that follow would reach a contradiction, "
            f"so {digit} is removed from {cell_label(cell)}."
        )
    raise ValueError(f"no description for {t}")
