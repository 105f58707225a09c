"""Move texts to try on a 24 state (tests/shell/test_contract.py): every merge "i op j" of the row and beyond it,
the claim, typed answers right (in other spellings too) and wrong, and texts that are not moves at all. Built
from the cards and the solver, not from legal_moves."""
from __future__ import annotations

from game.logic.twentyfour import expr, solver
from game.logic.twentyfour.state import State

OPS = "+-*/"
BAD_TEXTS = ["", "  ", "M", "M 0", "M 0 +", "M 0 % 1", "M -1 + 0", "M 0 + 1 2", "m 0 + 1", "M0+1x", "A", "A ",
             "A 1+", "A (1+2", "A 1+2)", "A 1 2", "A -1+2", "A 1.5*16", "A 24=24", "A 3!", "N 1", "NN", "no",
             "none", "Q 0 + 1", "answer 24", "24", "🙂", "\x00"]


def _swapped(tree: expr.Tree) -> expr.Tree:
    """The same expression with the operands of its top + or × swapped (the same class, another spelling)."""
    if isinstance(tree, tuple) and tree[0] in "+*":
        return tree[0], tree[2], tree[1]
    return tree


def answer_texts(state: State) -> list[str]:
    """Right answers in the solver's spelling and in others, and wrong ones: a card twice, a card missing, the
    wrong value, a division by zero, a number that is not dealt."""
    numbers = [x for x in state.numbers]
    out: list[str] = []
    if all(type(x) is int and x >= 0 for x in numbers):
        for k, sol in enumerate(solver.solutions(numbers, state.target)):
            out.append(f"A {sol.text}")
            if k >= 8:
                continue
            out.append("A " + sol.text.replace("×", "*").replace("/", " ÷ "))
            out.append(f"A ({sol.text})")
            out.append("A " + expr.to_text(_swapped(sol.tree)))
        texts = [str(x) for x in numbers]
        out.append("A " + "+".join(texts))                       # every card, most often the wrong value
        out.append("A " + "*".join(texts))
        out.append("A " + "+".join(texts + texts[:1]))           # the first card twice
        out.append("A " + "+".join(texts[1:]))                   # the first card missing
        out.append("A " + "+".join(texts[:-1]) + f"/({texts[-1]}-{texts[-1]})")  # divides by zero
        out.append("A " + "+".join(texts[:-1] + ["999999"]))     # a number that is not dealt
        out.append("A 24")
    return out


def candidate_moves(state: State) -> list[str]:
    n = len(state.cards)
    merges = [f"M {i} {op} {j}" for i in range(n + 2) for j in range(n + 2) for op in OPS]
    spaced = [f"  M {i}{op}{j} " for i in range(n) for j in range(n) for op in OPS[:2]]
    return merges + spaced + ["N", " N "] + answer_texts(state) + BAD_TEXTS
