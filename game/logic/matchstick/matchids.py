"""Which match is which: every match on the table gets an id when play begins, and a move says where each one goes,
so a screen can keep each match's looks as it travels (a match moved is the same match in its new place; a match
taken away lies in the tray; a match added comes from the tray). Also why a match cannot be picked up now, in
the words the player reads. Pure: no pygame."""
from __future__ import annotations

from dataclasses import dataclass

from ..words import Msg
from .glyphs import SLOTS
from .play import Move, Slot, State, Task, is_solved
from .places import Loc, on_table


EVERY_MOVE_USED = Msg("Every move is used: undo ({undo}) to try something else.", undo="U")


@dataclass(frozen=True)
class MatchPlaces:
    """Where every match lies: slot -> match id on the table, and the ids in the tray, bottom first."""

    table: tuple[tuple[Slot, int], ...]
    tray: tuple[int, ...]

    def ids(self) -> dict[Slot, int]:
        return dict(self.table)


def first_places(task: Task) -> MatchPlaces:
    """The ids at the start: the table's matches numbered cell by cell, slot by slot; an add puzzle's spare
    matches lie in the tray after them."""
    ids: list[tuple[Slot, int]] = []
    for cell, (kind, mask) in enumerate(zip(task.puzzle.layout.kinds, task.puzzle.layout.masks)):
        for bit, name in enumerate(SLOTS[kind]):
            if mask >> bit & 1:
                ids.append(((cell, name), len(ids)))
    n = len(ids)
    tray = tuple(range(n, n + task.moves)) if task.mode == "add" else ()
    return MatchPlaces(tuple(ids), tray)


def carry(places: MatchPlaces, move: Move) -> MatchPlaces:
    """Where the matches lie after `move` (played from the layout `places` describes): the moved match keeps
    its id in its new slot; a match taken away goes on top of the tray; a match added is the tray's top one."""
    ids = dict(places.table)
    tray = list(places.tray)
    if move.src is not None and move.dst is not None:
        ids[move.dst] = ids.pop(move.src)
    elif move.dst is not None:
        ids[move.dst] = tray.pop()
    elif move.src is not None:
        tray.append(ids.pop(move.src))
    return MatchPlaces(tuple(ids.items()), tuple(tray))


def why_unmovable(state: State, loc: Loc) -> Msg | None:
    """Why the match at `loc` cannot be picked up now, or None when the rules give no reason to tell."""
    task = state.task
    if is_solved(state):
        return Msg("The equation is solved.")
    if state.moves_left <= 0:
        return EVERY_MOVE_USED
    if on_table(loc) and loc[0] in task.puzzle.frozen_cells:
        return Msg("The '=' stays where it is under these rules.")
    if task.mode == "add":
        return Msg("In this puzzle you only add matches: take one from the tray.")
    return None
