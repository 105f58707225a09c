"""One plain sentence for every kind of deduction, e.g. "Hidden single: in row 3 only row 3, column 5 can hold 7".
Cells are named the player's way (cell_label), never in the r3c5 notation of moves. Each sentence is a `Msg`: one
template with its fields, so the screen shows it in the player's language and the command line in English."""
from __future__ import annotations

from game.logic.words import N_, Msg, Text

from .board import cell_label, cells_label, digits_text, unit_name
from .grades import Technique as T
from .techniques import Deduction

_LINES = (N_("row {numbers}"), N_("rows {numbers}"), N_("column {numbers}"), N_("columns {numbers}"))


def _lines_text(units: tuple[int, ...]) -> Msg:
    """'rows 1 and 9' or 'column 4' (units of one kind)."""
    numbers = digits_text([u % 9 + 1 for u in units])
    kind = 0 if units[0] < 9 else 2
    return Msg(_LINES[kind + (len(units) > 1)], numbers=numbers)


def _removals(d: Deduction) -> Text:
    """'row 1, columns 4 and 8' when one digit goes; 'row 3, column 4 loses 5; ...' otherwise."""
    if len({digit for _, digit in d.eliminations}) == 1:
        return cells_label(sorted(cell for cell, _ in d.eliminations))
    by_cell: dict[int, list[int]] = {}
    for cell, digit in d.eliminations:
        by_cell.setdefault(cell, []).append(digit)
    parts = [Msg("{cell} loses {digits}", cell=cell_label(c), digits=digits_text(ds)) for c, ds in sorted(by_cell.items())]
    head: Text = parts[0]
    for part in parts[1:]:
        head = Msg("{cells}; {more}", cells=head, more=part)
    return head


def describe(d: Deduction) -> Msg:
    t = d.technique
    label = t.title
    ds = digits_text(d.digits)
    if t is T.FULL_HOUSE:
        (cell, digit), = d.placements
        return Msg("{label}: {cell} is the last empty cell in {unit}, so it holds {digit}.", label=label,
                   cell=cell_label(cell), unit=unit_name(d.units[0]), digit=digit)
    if t in (T.HIDDEN_SINGLE_BOX, T.HIDDEN_SINGLE_LINE):
        (cell, digit), = d.placements
        return Msg("{label}: in {unit} only {cell} can hold {digit}.", label=label, unit=unit_name(d.units[0]),
                   cell=cell_label(cell), digit=digit)
    if t is T.NAKED_SINGLE:
        (cell, digit), = d.placements
        return Msg("{label}: {digit} is the only digit left for {cell}.", label=label, digit=digit,
                   cell=cell_label(cell))
    if t in (T.POINTING, T.CLAIMING):
        base, cover = d.units
        return Msg("{label}: in {base}, {digits} can only go in {cells}, all in {cover}, so {digits} is removed from "
                   "the rest of {cover}: {removals}.", label=label, base=unit_name(base), digits=ds,
                   cells=cells_label(d.cells), cover=unit_name(cover), removals=_removals(d))
    if t in (T.NAKED_PAIR, T.NAKED_TRIPLE):
        return Msg("{label}: in {unit}, {cells} hold only {digits} between them, so those digits leave the rest of "
                   "{unit}: {removals}.", label=label, unit=unit_name(d.units[0]), cells=cells_label(d.cells),
                   digits=ds, removals=_removals(d))
    if t in (T.HIDDEN_PAIR, T.HIDDEN_TRIPLE):
        return Msg("{label}: in {unit}, {digits} fit only in {cells}, so those cells hold nothing else: {removals}.",
                   label=label, unit=unit_name(d.units[0]), digits=ds, cells=cells_label(d.cells),
                   removals=_removals(d))
    if t in (T.X_WING, T.SWORDFISH):
        n = len(d.units) // 2
        return Msg("{label} on {digits}: in {base}, {digits} fits only within {cover} ({cells}), so {digits} is "
                   "removed from the rest of {cover}: {removals}.", label=label, digits=ds,
                   base=_lines_text(d.units[:n]), cover=_lines_text(d.units[n:]), cells=cells_label(d.cells),
                   removals=_removals(d))
    if t is T.XY_WING:
        (pivot,), (w1, w2) = d.groups
        x, y, z = d.digits
        return Msg("{label}: pivot {pivot} holds {x} or {y}, and it sees {wing1} and {wing2}, which pair those with "
                   "{z}; one of the wings must be {z}, so {z} is removed from every cell seeing both: {removals}.",
                   label=label, pivot=cell_label(pivot), x=x, y=y, wing1=cell_label(w1), wing2=cell_label(w2), z=z,
                   removals=_removals(d))
    if t is T.SIMPLE_COLOURING:
        a, b = d.groups
        gone = {cell for cell, _ in d.eliminations}
        if gone in (set(a), set(b)):
            template = (N_("{label} on {digits}: following the cells where {digits} has only two places in a unit, "
                           "either all of {first} or all of {second} hold {digits}; two cells of the first group "
                           "share a unit, so that group is false and {digits} is removed from {removals}.")
                        if gone == set(a) else
                        N_("{label} on {digits}: following the cells where {digits} has only two places in a unit, "
                           "either all of {first} or all of {second} hold {digits}; two cells of the second group "
                           "share a unit, so that group is false and {digits} is removed from {removals}."))
            return Msg(template, label=label, digits=ds, first=cells_label(a), second=cells_label(b),
                       removals=_removals(d))
        return Msg("{label} on {digits}: following the cells where {digits} has only two places in a unit, either "
                   "all of {first} or all of {second} hold {digits}, so {digits} is removed from the cells that see "
                   "both groups: {removals}.", label=label, digits=ds, first=cells_label(a), second=cells_label(b),
                   removals=_removals(d))
    if t is T.TRIAL:
        if d.placements:
            (cell, digit), = d.placements
            return Msg("{label}: none of the techniques I know applies here; {cell} holds {digit} (from the "
                       "solution).", label=label, cell=cell_label(cell), digit=digit)
        (cell, digit), = d.eliminations
        return Msg("{label}: if {cell} held {digit}, the singles that follow would reach a contradiction, so {digit} "
                   "is removed from {cell}.", label=label, cell=cell_label(cell), digit=digit)
    raise ValueError(f"no description for {t}")


def chained(steps: list[Msg]) -> Msg:
    """The steps of a hint as one text: 'Naked single: ... Then: Hidden single: ...'."""
    text = steps[0]
    for step in steps[1:]:
        text = Msg("{before} Then: {step}", before=text, step=step)
    return text

