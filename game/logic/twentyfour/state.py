"""The hand the scene plays, and its three kinds of move:

- a merge "M i op j": cards i and j (indices into the current row, 0-based) become one card with the exact value
  of i op j, in the place of the lower index; the other cards keep their order;
- a typed answer "A expression": the whole hand at once; right (each dealt card used once, the target made
  exactly, as `check_answer` judges) it ends the hand SOLVED, wrong it is refused with the checker's reason;
- the claim "N": "this hand has no solution"; right it ends the hand SOLVED, wrong LOST.

One card left that is not the target is a dead end, not the end of the hand: the player undoes a merge, types an
answer or makes the claim (status PLAYING, no merge left).

What `legal_moves` lists, and why it is exactly what `apply` accepts (every move here changes the state):
the merges of every two cards both ways round (a+b and b+a give cards written differently), no division by a
0 card; the claim, while the hand is being played; and one answer for each distinct solution of the hand
(`solver.solutions`). An answer's move is the class of its expression, not its spelling: `Answer.parse` reads
the expression and names it by the simplest member of its class (the solver's text for it: "4*(1+2+3)",
"((1+2)+3)×4" and "(1+2+3)×4" are one move, "A (1+2+3)×4"), and the state after a right answer holds that text.
A right answer is in a class the solver lists (it lists every class of the dealt cards that makes the target),
so every answer `apply` accepts is a listed one. A hand with a card the answer box cannot write (a fraction, a
negative number) has no answer that can be right, and lists none.
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import ClassVar, TypeAlias

from game.logic.common import IllegalMoveError, InvalidMoveError, Status
from game.logic.words import Msg
from game.logic.twentyfour import expr, solver
from game.logic.twentyfour.answer import AnswerError, as_sentence, judge_tree, parse_answer
from game.logic.twentyfour.numbers import Num, as_number, check_numbers, fmt, long_numbers, norm


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
    claim: bool | None = None  # the "no solution" claim: None not made, True right, False wrong


@dataclass(frozen=True)
class Merge:
    """ "M i op j": merge card i with card j (i op j)."""

    i: int
    op: str   # one of + - * /
    j: int

    PATTERN: ClassVar[re.Pattern[str]] = re.compile(r"^\s*M\s+(\d+)\s*([-+*/])\s*(\d+)\s*$")

    def __str__(self) -> str:
        return f"M {self.i} {self.op} {self.j}"

    @classmethod
    def parse(cls, text: str) -> Merge:
        m = cls.PATTERN.match(text)
        if not m:
            raise InvalidMoveError("a merge is not of the form 'M i op j' (op one of + - * /)", text)
        return cls(int(m.group(1)), m.group(2), int(m.group(3)))


@dataclass(frozen=True)
class Answer:
    """ "A expression": the whole hand typed at once. `text` is the simplest spelling of the expression's class
    (see the module docstring), which is what makes two answers the same move; `typed` is the player's own
    spelling with minimal brackets, kept for showing it back (not part of the move)."""

    text: str
    typed: str = field(default="", compare=False)

    PATTERN: ClassVar[re.Pattern[str]] = re.compile(r"^\s*A\s+(\S.*?)\s*$", re.DOTALL)

    def __str__(self) -> str:
        return f"A {self.text}"

    @classmethod
    def parse(cls, text: str) -> Answer:
        m = cls.PATTERN.match(text)
        if not m:
            raise InvalidMoveError("an answer is not of the form 'A expression', e.g. 'A (1+2+3)×4'", text)
        return cls.of_expression(m.group(1))

    @classmethod
    def of_expression(cls, expression: str) -> Answer:
        """The answer a player typed in the answer box; InvalidMoveError naming the column it cannot read."""
        try:
            tree = parse_answer(expression)
        except AnswerError as err:
            raise InvalidMoveError(as_sentence(err.message), expression) from None
        return cls(simplest_spelling(tree), expr.to_text(tree))

    @property
    def tree(self) -> expr.Tree:
        return parse_answer(self.text)


@dataclass(frozen=True)
class ClaimNone:
    """ "N": the claim that the hand has no solution."""

    TEXT: ClassVar[str] = "N"

    def __str__(self) -> str:
        return self.TEXT

    @classmethod
    def parse(cls, text: str) -> ClaimNone:
        if text.strip() != cls.TEXT:
            raise InvalidMoveError("the claim 'no solution' is not of the form 'N'", text)
        return cls()


Move: TypeAlias = Merge | Answer | ClaimNone


def simplest_spelling(tree: expr.Tree) -> str:
    """The solver's text for the class of `tree` among the expressions of the same numbers with the same value
    (`solver.class_text`: one look-up, no listing); the tree's own minimal-bracket text when it has no value (a
    division by zero), more numbers than a hand, or long numbers (searching them could take minutes)."""
    if long_numbers(expr.leaves(tree)):
        return expr.to_text(tree)
    text = solver.class_text(tree)
    return expr.to_text(tree) if text is None else text


def new_state(numbers: Iterable[Num], target: Num = 24) -> State:
    nums = tuple(as_number(x, f"card {k + 1}") for k, x in enumerate(numbers))
    check_numbers(nums, target)
    cards = tuple(Card(x, expr.leaf_piece(x)[0], "n", (k,)) for k, x in enumerate(nums))
    return State(nums, norm(target), cards)


def format_move(move: Move) -> str:
    """'M 0 + 2', 'A (1+2+3)×4', 'N': the text parse_move reads back."""
    return str(move)


def parse_move(text: str) -> Move:
    """The move a text names (syntax only): InvalidMoveError saying what is wrong."""
    head = text.strip()[:1]
    if head == "M":
        return Merge.parse(text)
    if head == "A":
        return Answer.parse(text)
    if head == ClaimNone.TEXT:
        return ClaimNone.parse(text)
    raise InvalidMoveError("a move is not of the form 'M i op j' (merge), 'A expression' (answer) or 'N' "
                           "(no solution)", text)


def check_merge(state: State, move: Merge) -> None:
    n = len(state.cards)
    for name, k in (("first", move.i), ("second", move.j)):
        if not 0 <= k < n:
            raise IllegalMoveError(f"the {name} card {k} does not exist (there are {n})", str(move))
    if move.i == move.j:
        raise IllegalMoveError(Msg("a card cannot be merged with itself"), str(move))
    if move.op not in expr.OPS:
        raise IllegalMoveError(f"{move.op!r} is not one of + - * /", str(move))
    if move.op == "/" and state.cards[move.j].value == 0:
        raise IllegalMoveError(Msg("card {card} is 0, and nothing can be divided by 0", card=move.j), str(move))


def apply(state: State, move: Move | str) -> State:
    """The state after `move` (a move or its text); IllegalMoveError with the reason when it is not allowed."""
    if isinstance(move, str):
        move = parse_move(move)
    if status(state) is not Status.PLAYING:
        raise IllegalMoveError(Msg("the hand is over"), str(move))
    if isinstance(move, Merge):
        return _merge(state, move)
    if isinstance(move, Answer):
        return _answer(state, move)
    return replace(state, claim=not solver.solvable(state.numbers, state.target))


def _merge(state: State, move: Merge) -> State:
    check_merge(state, move)
    a, b = state.cards[move.i], state.cards[move.j]
    value = norm(expr.apply_op(move.op, a.value, b.value))
    text, kind = expr.join_piece(move.op, (a.text, a.kind), (b.text, b.kind))
    merged = Card(value, text, kind, tuple(sorted(a.sources + b.sources)))
    low, high = sorted((move.i, move.j))
    cards = list(state.cards)
    cards[low] = merged
    del cards[high]
    return replace(state, cards=tuple(cards))


def _answer(state: State, move: Answer) -> State:
    tree = move.tree
    verdict = judge_tree(tree, state.numbers, state.target)
    if not verdict.ok:
        raise IllegalMoveError(verdict.sentence, str(move))
    kind = "n" if not isinstance(tree, tuple) else ("+" if tree[0] in "+-" else "*")
    card = Card(state.target, move.text, kind, tuple(range(len(state.numbers))))
    return replace(state, cards=(card,))


def answers_possible(state: State) -> bool:
    """Whether the answer box can write every dealt card (whole numbers from 0 up)."""
    return all(type(x) is int and x >= 0 for x in state.numbers)


def legal_moves(state: State) -> list[Move]:
    """Every move `apply` accepts here (see the module docstring): merges, the claim, one answer per solution."""
    if status(state) is not Status.PLAYING:
        return []
    out: list[Move] = []
    n = len(state.cards)
    for i in range(n):
        for j in range(n):
            if i == j:
                continue
            for op in expr.OPS:
                if op == "/" and state.cards[j].value == 0:
                    continue
                out.append(Merge(i, op, j))
    out.append(ClaimNone())
    if answers_possible(state):
        out.extend(Answer(s.text, s.text) for s in solver.solutions(state.numbers, state.target))
    return out


def status(state: State) -> Status:
    """SOLVED with one card worth the target or a right claim; LOST with a wrong claim; PLAYING otherwise (a
    dead end, one card worth something else, is still being played: undo, an answer or the claim go on)."""
    if state.claim is not None:
        return Status.SOLVED if state.claim else Status.LOST
    if len(state.cards) == 1 and state.cards[0].value == state.target:
        return Status.SOLVED
    return Status.PLAYING


def dead_end(state: State) -> bool:
    """One card left, and it is not the target: no merge is left to make."""
    return state.claim is None and len(state.cards) == 1 and state.cards[0].value != state.target


def dead_end_message(state: State) -> Msg:
    return Msg("That makes {value}, not {target}: undo ({undo}) and try again.", value=fmt(state.cards[0].value),
               target=fmt(state.target), undo="U")


def hint(state: State) -> Merge | None:
    """The first merge of the simplest solution that keeps every merge made so far (the current cards are
    its atoms); None when the hand is over or the cards on the table can no longer make the target (undo)."""
    if len(state.cards) < 2 or status(state) is not Status.PLAYING:
        return None
    values = [c.value for c in state.cards]
    sols = solver.solutions(values, state.target)
    if not sols:
        return None
    op, left, right = _first_merge(sols[0].tree)
    i = values.index(left)
    j = next(k for k, v in enumerate(values) if v == right and k != i)
    return Merge(i, op, j)


def other_solutions(answer_text: str, numbers: Iterable[Num], target: Num = 24) -> int:
    """How many distinct solutions of the hand there are besides the class of `answer_text` (all of them when
    there is no answer, or it cannot be read)."""
    return len(other_solution_texts(answer_text, numbers, target))


def other_solution_texts(answer_text: str, numbers: Iterable[Num], target: Num = 24) -> list[str]:
    """The distinct solutions of the hand besides the class of `answer_text`, simplest first, as the solver writes
    them (all of them when there is no answer, or it cannot be read)."""
    solutions = solver.solutions(numbers, target)
    if not answer_text:
        return [s.text for s in solutions]
    try:
        mine = expr.tree_key(parse_answer(answer_text))
    except (AnswerError, ZeroDivisionError):
        return [s.text for s in solutions]
    return [s.text for s in solutions if expr.tree_key(s.tree) != mine]


def no_hint_message(state: State) -> Msg:
    """Why there is no hint: the hand has no solution, or the merges made so far lead nowhere."""
    if not solver.solvable(state.numbers, state.target):
        return Msg("This hand has no solution.")
    return Msg("No solution from here: undo ({undo}) a merge.", undo="U")


def _first_merge(tree: expr.Tree) -> tuple[str, Num, Num]:
    """An innermost merge: an operation whose two operands are both atoms."""
    for step in expr.merge_steps(tree):
        op, left, right = step
        if not isinstance(left, tuple) and not isinstance(right, tuple):
            return op, left, right
    raise AssertionError("a tree with an operation always has an innermost one")


def describe(move: Merge, state: State) -> str:
    """'8 - 3' style text of a merge, for hints."""
    sym = expr.SYMBOL[move.op]
    return f"{fmt(state.cards[move.i].value)} {sym} {fmt(state.cards[move.j].value)}"
