"""The undo history the session keeps: undo, redo and branching, restart as an undoable entry, and its record
round trip (a damaged record is refused)."""
from __future__ import annotations

import pytest

from game.logic.history import History


def add(state: int, move: str) -> int:
    if not move.startswith("+") or not move[1:].isdigit():
        raise ValueError(f"bad move {move!r}")
    return state + int(move[1:])


def test_history_undo_redo_and_branching():
    h = History(0)
    for m in ("+1", "+2", "+3"):
        h.push(add(h.state, m), m)
    assert h.state == 6 and h.moves == ["+1", "+2", "+3"]
    assert h.undo() == 3 and h.undo() == 1 and h.redo() == 3
    h.push(add(h.state, "+10"), "+10")  # a new move drops the redo branch
    assert h.state == 13 and not h.can_redo() and h.moves == ["+1", "+2", "+10"]
    while h.can_undo():
        h.undo()
    assert h.state == 0 and h.undo() == 0


def test_restart_is_an_undoable_entry():
    h = History(0)
    h.push(5, "+5")
    h.push(7, "+2")
    assert h.restart() == 0 and h.moves_since_start() == []
    assert h.undo() == 7 and h.moves_since_start() == ["+5", "+2"]
    h.redo()
    h.push(4, "+4")
    assert h.moves_since_start() == ["+4"]
    fresh = History(0)
    fresh.restart()
    assert len(fresh) == 1 and not fresh.can_undo()  # restarting at the start adds nothing


def test_history_record_round_trip_and_corruption():
    h = History(0)
    for m in ("+1", "+2"):
        h.push(add(h.state, m), m)
    h.restart()
    h.push(add(h.state, "+9"), "+9")
    h.undo()
    record = h.to_record()
    again = History.from_record(0, record, add)
    assert again.state == h.state and again.to_record() == record
    assert again.redo() == 9
    with pytest.raises(ValueError):
        History.from_record(0, {"moves": ["+1", "oops"], "position": 2}, add)
    with pytest.raises(ValueError):
        History.from_record(0, {"moves": ["+1"], "position": 5}, add)
