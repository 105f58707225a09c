"""Move texts to try on a matchstick state, for the contract test (tests/shell/test_contract.py), written from what
the table holds rather than from `legal_moves`: every move between every occupied place and every empty place
(and the tray moves of add and remove puzzles), then moves that must be refused: from an empty place, onto an
occupied one, the wrong kind for the mode, cells and slots out of range, and texts that name no move."""
from __future__ import annotations

from game.logic.matchstick import SLOTS, State

BAD_TEXTS = ["", " ", "M", "A", "R", "M 0.a", "A 0.a 1.b", "R 0.a 1.b", "M 0.a 1.b 2.c", "X 0.a", "m 0.a 1.b",
             "M 0.A 1.b", "M -1.a 0.b", "M 0. 1.b", "M .a 1.b", "M 0a 1b", "A 0.ab", "R", "R 0.1", "A x.a",
             "M 0.a, 1.b", "M0.a 1.b", "MOVE 0.a 1.b"]


def candidate_moves(state: State) -> list[str]:
    kinds = state.task.puzzle.layout.kinds
    full: list[str] = []
    empty: list[str] = []
    for cell, (kind, mask) in enumerate(zip(kinds, state.masks)):
        for bit, name in enumerate(SLOTS[kind]):
            (full if mask >> bit & 1 else empty).append(f"{cell}.{name}")
    out: list[str] = []
    # every occupied place to every empty place, and the tray moves (the cells the rules freeze included:
    # apply refuses those)
    out += [f"M {a} {b}" for a in full for b in empty]
    out += [f"A {b}" for b in empty]
    out += [f"R {a}" for a in full]
    # from an empty place, onto an occupied one, from a place to itself
    out += [f"M {a} {b}" for a in empty for b in (empty + full)[:6]]
    out += [f"M {a} {b}" for a in full for b in full[:4]]
    out += [f"A {a}" for a in full]
    out += [f"R {b}" for b in empty]
    # out of range: a cell past the last one, a slot the cell's kind does not have
    n = len(kinds)
    some = (full + empty)[0]
    out += [f"M {n}.a {some}", f"M {some} {n}.a", f"A {n}.a", f"R {n}.a", f"M 99.g {some}", f"A 12345.a",
            f"R {n + 1}.b"]
    for cell, kind in enumerate(kinds):
        missing = next(c for c in "abcdefghijklmnopqrstuvwxyz" if c not in SLOTS[kind])
        out += [f"A {cell}.{missing}", f"R {cell}.{missing}", f"M {some} {cell}.{missing}",
                f"M {cell}.{missing} {some}"]
    return out + BAD_TEXTS
