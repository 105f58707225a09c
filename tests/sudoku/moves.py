"""Every move text worth trying on a sudoku state, for the contract test (tests/shell/test_contract.py): built
from the board itself, not from legal_moves. Digits, clears and pencil marks in every cell (givens, filled and
empty cells alike, the digit a cell already holds included), and texts that do not parse."""
from __future__ import annotations

from game.logic.sudoku import State

BAD_TEXTS = (
    "", "   ", "D", "C", "P", "X r1c1 5", "D r1c1", "P r1c1", "C r1c1 5", "D r0c1 5", "D r10c1 5", "D r1c0 5",
    "D r1c1 0", "D r1c1 10", "D r1c1 x", "P r1c1 0", "D c1r1 5", "D r1c1 5 5", "D 1 1 5", "r1c1 5", "DD r1c1 5",
)


def cell_text(cell: int) -> str:
    return f"r{cell // 9 + 1}c{cell % 9 + 1}"


def candidate_moves(state: State) -> list[str]:
    texts: list[str] = []
    for cell in range(81):
        name = cell_text(cell)
        texts.append(f"C {name}")
        for digit in range(1, 10):
            texts.append(f"D {name} {digit}")
            texts.append(f"P {name} {digit}")
    texts.append("d r1c1 1")  # the kind is read in either case
    texts.extend(BAD_TEXTS)
    return texts
