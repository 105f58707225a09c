"""The merge game the scene plays: pick two cards and an operation, they become one card with the exact
value, until one card is left. Moves are text "M i op j" (merge card i with card j, i op j, indices
into the current row, 0-based); undo and restart come from the shared History.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable

from game.logic.common import MoveError, Status
from game.logic.twentyfour import expr, solver
from game.logic.twentyfour.numbers import Num, as_number, check_numbers, fmt, norm


@dataclass(frozen=True)
class Card:
    value: Num
    text: str            # how it was made, minimal brackets ("8/3", "(3+5)×2"); a dealt card is its number
    kind: str            # top of `text`: 'n' number, '+' sum/difference, '*' product/quotient
    sources: tuple[int, ...]  # which dealt cards (indices) it is made of

    @property
    def dealt(self) -> bool:
        return len(self.sources) == 1


@dataclass(frozen=True)
class State:
    numbers: tuple[Num, ...]   # the deal, in playing order
    target: Num
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Move:
    i: int
    op: str   # one of + - * /
    j: int

    def __str__(self) -> str:
        return format_move(self)


_MOVE = re.compile(r"^\s*M\s+(\d+)\s*([-+*/])\s*(\d+)\s*$")


def new_state(numbers: Iterable[Num], target: Num = 24) -> State:
    nums = tuple(as_number(x, f"card {k + 1}") for k, x in enumerate(numbers))
    check_numbers(nums, target)
    cards = tuple(Card(x, expr.leaf_piece(x)[0], "n", (k,)) for k, x in enumerate(nums))
    return State(nums, norm(target), cards)


def format_move(move: Move) -> str:
    """'M 0 + 2': the text parse_move reads back."""
    return f"M {move.i} {move.op} {move.j}"


def parse_move(text: str) -> Move:
    m = _MOVE.match(text)
    if not m:
        raise MoveError(f"move {text!r} is not of the form 'M i op j' (op one of + - * /)")
    return Move(int(m.group(1)), m.group(2), int(m.group(3)))


def check_move(state: State, move: Move) -> None:
    n = len(state.cards)
    for name, k in (("first", move.i), ("second", move.j)):
        if not 0 <= k < n:
            raise MoveError(f"move {move}: the {name} card {k} does not exist (there are {n})")
    if move.i == move.j:
        raise MoveError(f"move {move}: a card cannot be merged with itself")
    if move.op not in expr.OPS:
        raise MoveError(f"move {move}: {move.op!r} is not one of + - * /")
    if move.op == "/" and state.cards[move.j].value == 0:
        raise MoveError(f"move {move}: card {move.j} is 0, and nothing can be divided by 0")


def apply(state: State, move: Move | str) -> State:
    """Merge two cards; the new card takes the place of the lower index, the others keep their order."""
    if isinstance(move, str):
        move = parse_move(move)
    check_move(state, move)
    a, b = state.cards[move.i], state.cards[move.j]
    value = norm(expr.apply_op(move.op, a.value, b.value))
    text, kind = expr.join_piece(move.op, (a.text, a.kind), (b.text, b.kind))
    merged = Card(value, text, kind, tuple(sorted(a.sources + b.sources)))
    low, high = sorted((move.i, move.j))
    cards = list(state.cards)
    cards[low] = merged
    del cards[high]
    return State(state.numbers, state.target, tuple(cards))


def legal_moves(state: State) -> list[Move]:
    out = []
    n = len(state.cards)
    for i in range(n):
        for j in range(n):
            if i == j:
                continue
            for op in expr.OPS:
                if op in "+*" and j < i:
                    continue  # a+b and b+a are the same merge
                if op == "/" and state.cards[j].value == 0:
                    continue
                out.append(Move(i, op, j))
    return out


def status(state: State) -> Status:
    """SOLVED with one card worth the target; LOST with one card worth anything else (undo to go on)."""
    if len(state.cards) > 1:
        return Status.PLAYING
    return Status.SOLVED if state.cards[0].value == state.target else Status.LOST


def hint(state: State) -> Move | None:
    """The first merge of the simplest solution that keeps every merge made so far (the current cards are
    its atoms); None when the cards on the table can no longer make the target (undo instead)."""
    if len(state.cards) < 2:
        return None
    values = [c.value for c in state.cards]
    sols = solver.solutions(values, state.target)
    if not sols:
        return None
    op, left, right = _first_merge(sols[0].tree)
    i = values.index(left)
    j = next(k for k, v in enumerate(values) if v == right and k != i)
    return Move(i, op, j)


def _first_merge(tree: expr.Tree) -> tuple[str, Num, Num]:
    """An innermost merge: an operation whose two operands are both atoms."""
    for step in expr.merge_steps(tree):
        op, left, right = step
        if not isinstance(left, tuple) and not isinstance(right, tuple):
            return op, left, right
    raise AssertionError("a tree with an operation always has an innermost one")


def describe(move: Move, state: State) -> str:
    """'8 - 3' style text of a merge, for hints."""
    sym = expr.SYMBOL[move.op]
    return f"{fmt(state.cards[move.i].value)} {sym} {fmt(state.cards[move.j].value)}"
