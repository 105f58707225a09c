"""Where a match may be picked up and where it may be put down, as a table shows it: read off `legal_moves`.

A place (`Loc`) is a slot of the table, `(cell, slot name)`, or a place in the tray, `(TRAY, index)`: in an add
puzzle the spare matches lie in the tray (the top one, index `hand - 1`, is the one taken), in a remove puzzle
the matches taken away go there (the next one at index `hand`). A scene computes `drop_places` once per change
of the state and turns a drag from a source to a target into a move with `move_for`.

In a Roman puzzle a stick may go to any of six slots of any cell, most of which make no letter; the places
offered are only the useful ones (`useful_moves`): on the last move, a place that leaves the row an equation,
one per cell and resulting row (an I dropped into an empty place reads the same whichever slot it takes); before the last
move, a place whose cell can still be made a glyph by adding sticks with the moves left, and in an empty place only the
strokes every letter can start from.
"""
from __future__ import annotations

from typing import Literal, TypeGuard, Union

from ..common import IllegalMoveError
from ..words import Msg
from .glyphs import GLYPHS, SLOTS, read
from .layout import MALFORMED, glyphs, judge, structure
from .play import Move, Slot, State, distance, legal_moves
from .roman import ROMAN

TRAY: Literal["tray"] = "tray"
TrayPlace = tuple[Literal["tray"], int]
Loc = Union[Slot, TrayPlace]


def in_tray(loc: Loc) -> TypeGuard[TrayPlace]:
    """The place is in the tray (not a slot of the table)."""
    return loc[0] == TRAY


def on_table(loc: Loc) -> TypeGuard[Slot]:
    """The place is a slot of the table."""
    return loc[0] != TRAY


def _sticks_to_glyph(kind: str, mask: int) -> int:
    """How many sticks must still be put into a cell of `kind` holding `mask` before it reads as a glyph (a
    stick just put down where no glyph can be finished by adding is no useful place for it)."""
    return min((bin(target & ~mask).count("1") for target in GLYPHS[kind] if not mask & ~target),
               default=len(SLOTS[kind]))


# Into an empty Roman cell, before the last move: the upright I (which a foot makes an L) and one slanted I
# (which a second arm makes a V, a crossing stroke an X). Every letter can be built from one of them, and the
# place does not show five outlines on top of each other.
FIRST_STROKES = "is"


def _changed(state: State, slot: Slot, put: bool, mask: int | None = None) -> int:
    """The mask of the slot's cell once a stick is put in (or taken out of) the slot."""
    cell, name = slot
    bit = 1 << SLOTS[state.task.puzzle.layout.kinds[cell]].index(name)
    mask = state.masks[cell] if mask is None else mask
    return mask | bit if put else mask & ~bit


def _reads(state: State, cell: int, mask: int) -> bool:
    return mask in GLYPHS[state.task.puzzle.layout.kinds[cell]]


def _cells_read_after(state: State, moves: list[Move]) -> list[Move]:
    """The moves after which every cell they change still reads as a glyph (needed for an equation; cheap)."""
    src_ok: dict[Slot, bool] = {}
    dst_ok: dict[Slot, bool] = {}
    out = []
    for m in moves:
        if m.src is not None and m.dst is not None and m.src[0] == m.dst[0]:
            cell = m.src[0]
            if _reads(state, cell, _changed(state, m.dst, True, _changed(state, m.src, False))):
                out.append(m)
            continue
        if m.src is not None and m.src not in src_ok:
            src_ok[m.src] = _reads(state, m.src[0], _changed(state, m.src, False))
        if m.dst is not None and m.dst not in dst_ok:
            dst_ok[m.dst] = _reads(state, m.dst[0], _changed(state, m.dst, True))
        if (m.src is None or src_ok[m.src]) and (m.dst is None or dst_ok[m.dst]):
            out.append(m)
    return out


def _distinct_equations(state: State, moves: list[Move]) -> list[Move]:
    """The last moves that leave the row an equation other than the one it is, one per source, cell put into and
    resulting row (and its distance from the start, which decides a solve): the five slots where a lone stick
    reads I are one place.
    Only the two cells a move changes are looked at again."""
    layout = state.task.puzzle.layout
    struct = structure(layout.kinds)
    rules = state.task.puzzle.rules
    chars = glyphs(state.layout)
    start = layout.masks
    now = "".join("?" if g is None else g for g in chars)
    seen: set[tuple[object, int, str, int]] = set()
    out = []
    for move in moves:
        masks: dict[int, int] = {}
        for slot, put in ((move.src, False), (move.dst, True)):
            if slot is not None:
                masks[slot[0]] = _changed(state, slot, put, masks.get(slot[0]))
        row = list(chars)
        for cell, mask in masks.items():
            row[cell] = read(layout.kinds[cell], mask)
        if judge(struct, row, rules) == MALFORMED:
            continue
        after = tuple(masks.get(i, m) for i, m in enumerate(state.masks))
        cell = move.dst[0] if move.dst is not None else -1
        text = "".join("?" if g is None else g for g in row)
        key = (move.src, cell, text, distance(start, after))
        if key not in seen and text != now:   # a stick turned within its letter, the row reading the same: no use
            seen.add(key)
            out.append(move)
    return out


def useful_moves(state: State) -> list[Move]:
    """The legal moves a table offers: all of them, except in a Roman puzzle, where a stick is only offered
    the places that can still lead to an equation (see the module's note)."""
    moves = legal_moves(state)
    kinds = state.task.puzzle.layout.kinds
    if ROMAN not in kinds:
        return moves
    out: list[Move] = []
    if state.moves_left == 1:
        return _distinct_equations(state, _cells_read_after(state, moves))
    reach = state.moves_left - 1
    for move in moves:
        if move.dst is None:
            out.append(move)
            continue
        cell, name = move.dst
        before = _changed(state, move.src, False) if move.src is not None and move.src[0] == cell else None
        if kinds[cell] == ROMAN and (state.masks[cell] if before is None else before) == 0:
            if name in FIRST_STROKES:
                out.append(move)
        elif _sticks_to_glyph(kinds[cell], _changed(state, move.dst, True, before)) <= reach:
            out.append(move)
    return out


def offered_moves(state: State) -> list[Move]:
    """The moves the table lets the player make now (a removed match has one place, the tray: every legal removal)."""
    return legal_moves(state) if state.task.mode == "remove" else useful_moves(state)


def drop_places(state: State) -> dict[Loc, list[Loc]]:
    """Every match that may be picked up now, with the places it may be put down (in move and remove puzzles
    its own place first: putting it back there is no move). Empty when no move is left."""
    moves = legal_moves(state)
    if not moves:
        return {}
    mode = state.task.mode
    useful = offered_moves(state)
    if mode == "add":
        return {(TRAY, state.hand - 1): [m.dst for m in useful if m.dst is not None]}
    out: dict[Loc, list[Loc]] = {}
    for m in moves:   # every match that may be picked up stays so, even with nowhere useful to go
        if m.src is not None and m.src not in out:
            out[m.src] = [m.src, (TRAY, state.hand)] if mode == "remove" else [m.src]
    for m in useful:
        if m.src is not None and m.dst is not None:
            out[m.src].append(m.dst)
    return out


def movable(state: State) -> list[Loc]:
    """The matches that may be picked up now (in an add puzzle: the top spare match of the tray)."""
    return list(drop_places(state))


def targets(state: State, source: Loc) -> list[Loc]:
    """Where the match at `source` may be put down (its own place included in move and remove puzzles)."""
    return drop_places(state).get(source, [])


def move_for(state: State, source: Loc, target: Loc) -> Move:
    """The move a match carried from `source` to `target` makes (IllegalMoveError when no move does that;
    `apply` still judges the move itself)."""
    mode = state.task.mode
    if mode == "move" and on_table(source) and on_table(target):
        return Move("M", source, target)
    if mode == "add" and in_tray(source) and on_table(target):
        return Move("A", None, target)
    if mode == "remove" and on_table(source) and in_tray(target):
        return Move("R", source, None)
    raise IllegalMoveError(Msg("a match cannot go from {source} to {target} in a {mode} puzzle", source=source,
                               target=target, mode=mode))
