"""Move texts to try on a shape position, for the shared contract test (tests/shell/test_contract.py): every
removal, addition and move the board's places allow, written from the layout's bits (not from legal_moves),
and many it does not: places past the end, taking from an empty place, laying on a full one, a match moved
onto itself, the wrong kind of move for the task, and bad text."""
from __future__ import annotations

from game.logic.shapes import State

BAD_TEXT = ["", "R", "A", "M 1", "R 1 2", "A -1", "M 1 -2", "r 1", "R 01", "R  1", " A 1", "A 1 ", "M 1 2 3",
            "R 1.5", "A ١", "X 1", "R 99999", "M 0x1 2"]


def candidate_moves(state: State) -> list[str]:
    n = len(state.puzzle.lattice.places)
    texts: list[str] = []
    for p in range(n + 2):
        texts += [f"R {p}", f"A {p}"]
        for q in range(n + 2):
            texts.append(f"M {p} {q}")
    texts += [f"R {n + 500}", f"M {n + 1000} 0"]
    return texts + BAD_TEXT
