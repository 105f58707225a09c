"""Move texts to try on a stone-duel position, for the shared contract test (tests/shell/test_contract.py):
every take the board allows, written out from the heaps themselves (not from legal_moves), and many it does not:
a heap past the end, more stones than a heap holds, nothing taken, a move on an empty heap, and bad text."""
from __future__ import annotations

from game.logic.stones import State

BAD_TEXT = ["", "T", "T 1", "T 1 2 3", "t 1 1", "T -1 1", "T 1 -1", "T a 1", "T 1.5 1", "M 1 1", "T  1 1",
            "T 1 1 ", " T 0 1", "T 0x1 1", "T ١ 1", "take 1 from 0"]


def candidate_moves(state: State) -> list[str]:
    heaps = state.heaps
    texts: list[str] = []
    for heap in range(len(heaps) + 2):  # two heaps past the last one
        size = heaps[heap] if heap < len(heaps) else 0
        for take in range(0, size + 3):  # none, every count the heap holds, and a few more
            texts.append(f"T {heap} {take}")
    texts.append(f"T {len(heaps) + 10 ** 12} 1")
    texts.append(f"T 0 {10 ** 15}")
    return texts + BAD_TEXT
