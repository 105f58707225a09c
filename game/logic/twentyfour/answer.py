"""The player's typed answer: parse it, then say whether it is right or which rule it breaks.

Accepted: whole numbers, the cards A J Q K (any case), + and - (also the minus sign −), * x X × ·
for times, / ÷ : for divide, round brackets and spaces. No unary minus and no implied
multiplication: 24 is played with the four cards and the four operations only.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Iterable

from game.logic.common import PuzzleError
from game.logic.twentyfour.expr import MAX_ANSWER_DEPTH, MAX_ANSWER_TERMS, Tree, evaluate, leaves
from game.logic.twentyfour.numbers import FACES, MAX_NUMBER_CHARS, Num, as_number, fmt, norm

_OPS = {"+": "+", "-": "-", "−": "-", "–": "-", "*": "*", "x": "*", "X": "*", "×": "*", "·": "*",
        "/": "/", "÷": "/", ":": "/"}


class AnswerError(PuzzleError):
    """An answer that cannot be read; the message names the place (1-based column)."""


@dataclass(frozen=True)
class Token:
    kind: str   # 'num', 'op', '(', ')'
    text: str
    col: int    # 1-based column in the answer
    number: int = 0  # the value of a 'num' token
    op: str = ""     # '+', '-', '*' or '/' for an 'op' token


def tokenize(text: str) -> list[Token]:
    """The answer's tokens; AnswerError for a character that is not one, or for more than MAX_ANSWER_TERMS
    numbers or brackets nested more than MAX_ANSWER_DEPTH deep (checked here, so the recursive parser and the
    walks over its tree never go deeper than that)."""
    out: list[Token] = []
    numbers = depth = 0
    i = 0
    while i < len(text):
        ch = text[i]
        if ch.isspace():
            i += 1
        elif ch.isdigit():
            j = i
            while j < len(text) and text[j].isdigit():
                j += 1
            numbers += 1
            if numbers > MAX_ANSWER_TERMS:
                raise AnswerError(f"column {i + 1}: an answer holds at most {MAX_ANSWER_TERMS} numbers")
            if j - i > MAX_NUMBER_CHARS:
                raise AnswerError(f"column {i + 1}: a number has at most {MAX_NUMBER_CHARS} digits")
            out.append(Token("num", text[i:j], i + 1, number=int(text[i:j])))
            i = j
        elif ch.upper() in FACES and ch not in "xX":
            numbers += 1
            if numbers > MAX_ANSWER_TERMS:
                raise AnswerError(f"column {i + 1}: an answer holds at most {MAX_ANSWER_TERMS} numbers")
            out.append(Token("num", ch, i + 1, number=FACES[ch.upper()]))
            i += 1
        elif ch in _OPS:
            out.append(Token("op", ch, i + 1, op=_OPS[ch]))
            i += 1
        elif ch in "()":
            depth = depth + 1 if ch == "(" else max(0, depth - 1)  # a stray ')' is the parser's to report
            if depth > MAX_ANSWER_DEPTH:
                raise AnswerError(f"column {i + 1}: brackets nest at most {MAX_ANSWER_DEPTH} deep")
            out.append(Token(ch, ch, i + 1))
            i += 1
        elif ch == "=":
            raise AnswerError(f"column {i + 1}: leave out '=': type only the expression")
        elif ch == ".":
            raise AnswerError(f"column {i + 1}: decimals are not allowed; use / for fractions")
        else:
            raise AnswerError(f"column {i + 1}: {ch!r} is not a number, a card (A J Q K), an operator (+ - × ÷) "
                              "or a bracket")
    return out


class _Parser:
    """Recursive descent: expr = term (+|- term)*, term = atom (*|/ atom)*, atom = number | ( expr )."""

    def __init__(self, tokens: list[Token], length: int) -> None:
        self.tokens = tokens
        self.pos = 0
        self.end_col = length + 1

    def peek(self) -> Token | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def parse(self) -> Tree:
        if not self.tokens:
            raise AnswerError("the answer is empty")
        tree = self.expr()
        tok = self.peek()
        if tok is not None:
            if tok.kind == ")":
                raise AnswerError(f"column {tok.col}: ')' has no matching '('")
            raise AnswerError(f"column {tok.col}: missing operator before {tok.text!r}")
        return tree

    def expr(self) -> Tree:
        tree = self.term()
        while (tok := self.peek()) is not None and tok.kind == "op" and tok.op in "+-":
            self.pos += 1
            tree = (tok.op, tree, self.term())
        return tree

    def term(self) -> Tree:
        tree = self.atom()
        while (tok := self.peek()) is not None and tok.kind == "op" and tok.op in "*/":
            self.pos += 1
            tree = (tok.op, tree, self.atom())
        return tree

    def atom(self) -> Tree:
        tok = self.peek()
        if tok is None:
            raise AnswerError(f"column {self.end_col}: the answer stops where a number should come")
        self.pos += 1
        if tok.kind == "num":
            return tok.number
        if tok.kind == "(":
            tree = self.expr()
            close = self.peek()
            if close is None or close.kind != ")":
                raise AnswerError(f"column {tok.col}: '(' is never closed")
            self.pos += 1
            return tree
        if tok.kind == "op" and tok.op == "-":
            raise AnswerError(f"column {tok.col}: '-' needs a number before it (no negative numbers)")
        raise AnswerError(f"column {tok.col}: expected a number or '(' but found {tok.text!r}")


def parse_answer(text: str) -> Tree:
    """Text -> expression tree; AnswerError naming the column for anything unreadable."""
    return _Parser(tokenize(text), len(text)).parse()


@dataclass(frozen=True)
class AnswerVerdict:
    """The checker's judgement of a typed answer: right, or every rule it breaks."""

    ok: bool
    problems: tuple[str, ...]   # empty when ok; otherwise every broken rule, in plain words
    value: Num | None = None    # what the answer makes (None if it cannot be read or divides by zero)
    tree: Tree | None = None

    @property
    def message(self) -> str:
        return "correct" if self.ok else "; ".join(self.problems)

    @property
    def sentence(self) -> str:
        """The message as a scene shows it: 'Uses 4 twice; makes 96, not 24.'"""
        return as_sentence(self.message)


def as_sentence(text: str) -> str:
    """A checker's message as a sentence: a capital first letter and a full stop."""
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


_TIMES = {1: "once", 2: "twice", 3: "three times", 4: "four times", 5: "five times", 6: "six times"}


def _times(n: int) -> str:
    return _TIMES.get(n, f"{n} times")


def usage_problems(used: Iterable[Num], dealt: Iterable[Num]) -> list[str]:
    """'uses 8 twice', "doesn't use 5", 'uses 7, which is not dealt' for each number used wrongly."""
    have, want = Counter(norm(x) for x in used), Counter(norm(x) for x in dealt)
    out = []
    for x in sorted(set(have) | set(want)):
        u, d = have[x], want[x]
        if u == d:
            continue
        if d == 0:
            out.append(f"uses {fmt(x)}, which is not dealt")
        elif u == 0:
            out.append(f"doesn't use {fmt(x)}")
        elif d == 1:
            out.append(f"uses {fmt(x)} {_times(u)}")
        else:
            out.append(f"uses {fmt(x)} {_times(u)}, but it is dealt {_times(d)}")
    return out


def check_answer(text: str, numbers: Iterable[Num], target: Num = 24) -> AnswerVerdict:
    """Accept `text` when it uses each dealt number exactly once and equals `target` exactly."""
    dealt = [as_number(x, "number") for x in numbers]
    target = as_number(target, "target")
    try:
        tree = parse_answer(text)
    except AnswerError as err:
        return AnswerVerdict(False, (str(err),))
    return judge_tree(tree, dealt, target)


def judge_tree(tree: Tree, numbers: Iterable[Num], target: Num = 24) -> AnswerVerdict:
    """`check_answer` for an answer already read: each dealt number used once, the target made exactly."""
    dealt = [as_number(x, "number") for x in numbers]
    target = as_number(target, "target")
    problems = usage_problems(leaves(tree), dealt)
    try:
        value = evaluate(tree)
    except ZeroDivisionError:
        return AnswerVerdict(False, tuple(problems + ["divides by zero"]), None, tree)
    if value != target:
        problems.append(f"makes {fmt(value)}, not {fmt(target)}")
    return AnswerVerdict(not problems, tuple(problems), value, tree)
