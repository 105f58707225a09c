"""Where a match may be picked up and where it may be put down, as a table shows it: read off `legal_moves`.

A place (`Loc`) is a slot of the table, `(cell, slot name)`, or a place in the tray, `(TRAY, index)`: in an add
puzzle the spare matches lie in the tray (the top one, index `hand - 1`, is the one taken), in a remove puzzle
the matches taken away go there (the next one at index `hand`). A scene computes `drop_places` once per change
of the state and turns a drag from a source to a target into a move with `move_for`.
"""
from __future__ import annotations

from typing import Literal, TypeGuard, Union

from ..common import IllegalMoveError
from .play import Move, Slot, State, legal_moves

TRAY: Literal["tray"] = "tray"
TrayPlace = tuple[Literal["tray"], int]
Loc = Union[Slot, TrayPlace]


def in_tray(loc: Loc) -> TypeGuard[TrayPlace]:
    """The place is in the tray (not a slot of the table)."""
    return loc[0] == TRAY


def on_table(loc: Loc) -> TypeGuard[Slot]:
    """The place is a slot of the table."""
    return loc[0] != TRAY


def drop_places(state: State) -> dict[Loc, list[Loc]]:
    """Every match that may be picked up now, with the places it may be put down (in move and remove puzzles
    its own place first: putting it back there is no move). Empty when no move is left."""
    moves = legal_moves(state)
    if not moves:
        return {}
    mode = state.task.mode
    if mode == "add":
        return {(TRAY, state.hand - 1): [m.dst for m in moves if m.dst is not None]}
    out: dict[Loc, list[Loc]] = {}
    for m in moves:
        if m.src is None:
            continue
        if m.src not in out:
            out[m.src] = [m.src, (TRAY, state.hand)] if mode == "remove" else [m.src]
        if m.dst is not None:
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
    raise IllegalMoveError(f"a match cannot go from {source} to {target} in a {mode} puzzle")
