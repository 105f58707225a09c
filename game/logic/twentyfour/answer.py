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
from game.logic.words import Clauses, Msg, Plural
from game.logic.twentyfour.expr import MAX_ANSWER_DEPTH, MAX_ANSWER_TERMS, Tree, evaluate, leaves
from game.logic.twentyfour.numbers import FACES, MAX_NUMBER_CHARS, Num, as_number, fmt, norm

_OPS = {"+": "+", "-": "-", "−": "-", "–": "-", "*": "*", "x": "*", "X": "*", "×": "*", "·": "*",
        "/": "/", "÷": "/", ":": "/"}


class AnswerError(PuzzleError):
    """An answer that cannot be read; the message names the place (1-based column)."""

    def __init__(self, message: Msg) -> None:
        super().__init__(message)
        self.message = message


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
                raise AnswerError(Msg("column {col}: an answer holds at most {most} numbers", col=i + 1,
                                      most=MAX_ANSWER_TERMS))
            if j - i > MAX_NUMBER_CHARS:
                raise AnswerError(Msg("column {col}: a number has at most {most} digits", col=i + 1,
                                      most=MAX_NUMBER_CHARS))
            out.append(Token("num", text[i:j], i + 1, number=int(text[i:j])))
            i = j
        elif ch.upper() in FACES and ch not in "xX":
            numbers += 1
            if numbers > MAX_ANSWER_TERMS:
                raise AnswerError(Msg("column {col}: an answer holds at most {most} numbers", col=i + 1,
                                      most=MAX_ANSWER_TERMS))
            out.append(Token("num", ch, i + 1, number=FACES[ch.upper()]))
            i += 1
        elif ch in _OPS:
            out.append(Token("op", ch, i + 1, op=_OPS[ch]))
            i += 1
        elif ch in "()":
            depth = depth + 1 if ch == "(" else max(0, depth - 1)  # a stray ')' is the parser's to report
            if depth > MAX_ANSWER_DEPTH:
                raise AnswerError(Msg("column {col}: brackets nest at most {most} deep", col=i + 1,
                                      most=MAX_ANSWER_DEPTH))
            out.append(Token(ch, ch, i + 1))
            i += 1
        elif ch == "=":
            raise AnswerError(Msg("column {col}: leave out '=': type only the expression", col=i + 1))
        elif ch == ".":
            raise AnswerError(Msg("column {col}: decimals are not allowed; use / for fractions", col=i + 1))
        else:
            raise AnswerError(Msg("column {col}: {char} is not a number, a card (A J Q K), an operator (+ - × ÷) "
                                  "or a bracket", col=i + 1, char=repr(ch)))
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
            raise AnswerError(Msg("the answer is empty"))
        tree = self.expr()
        tok = self.peek()
        if tok is not None:
            if tok.kind == ")":
                raise AnswerError(Msg("column {col}: ')' has no matching '('", col=tok.col))
            raise AnswerError(Msg("column {col}: missing operator before {token}", col=tok.col, token=repr(tok.text)))
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
            raise AnswerError(Msg("column {col}: the answer stops where a number should come", col=self.end_col))
        self.pos += 1
        if tok.kind == "num":
            return tok.number
        if tok.kind == "(":
            tree = self.expr()
            close = self.peek()
            if close is None or close.kind != ")":
                raise AnswerError(Msg("column {col}: '(' is never closed", col=tok.col))
            self.pos += 1
            return tree
        if tok.kind == "op" and tok.op == "-":
            raise AnswerError(Msg("column {col}: '-' needs a number before it (no negative numbers)", col=tok.col))
        raise AnswerError(Msg("column {col}: expected a number or '(' but found {token}", col=tok.col,
                              token=repr(tok.text)))


def parse_answer(text: str) -> Tree:
    """Text -> expression tree; AnswerError naming the column for anything unreadable."""
    return _Parser(tokenize(text), len(text)).parse()


@dataclass(frozen=True)
class AnswerVerdict:
    """The checker's judgement of a typed answer: right, or every rule it breaks."""

    ok: bool
    problems: tuple[Msg, ...]   # empty when ok; otherwise every broken rule, in plain words
    value: Num | None = None    # what the answer makes (None if it cannot be read or divides by zero)
    tree: Tree | None = None

    @property
    def message(self) -> str:
        """In English, as the command line says it: 'correct', or 'uses 4 twice; makes 96, not 24'."""
        return "correct" if self.ok else "; ".join(p.english() for p in self.problems)

    @property
    def sentence(self) -> Clauses:
        """The problems as a scene shows them, in the player's language: 'Uses 4 twice; makes 96, not 24.'"""
        return Clauses(self.problems)


def as_sentence(text: Msg) -> Clauses:
    """A checker's message as a sentence: a capital first letter and a full stop (the language's)."""
    return Clauses((text,))


def _times(x: str, n: int) -> Msg:
    """'uses 8 twice', 'uses 8 three times' (the words English uses up to six)."""
    words = {1: Msg("uses {x} once", x=x), 2: Msg("uses {x} twice", x=x), 3: Msg("uses {x} three times", x=x),
             4: Msg("uses {x} four times", x=x), 5: Msg("uses {x} five times", x=x),
             6: Msg("uses {x} six times", x=x)}
    return words.get(n) or Plural("uses {x} {n} time", "uses {x} {n} times", n, x=x)


def _dealt(n: int) -> Msg:
    words = {1: Msg("it is dealt once"), 2: Msg("it is dealt twice"), 3: Msg("it is dealt three times"),
             4: Msg("it is dealt four times"), 5: Msg("it is dealt five times"), 6: Msg("it is dealt six times")}
    return words.get(n) or Plural("it is dealt {n} time", "it is dealt {n} times", n)


def usage_problems(used: Iterable[Num], dealt: Iterable[Num]) -> list[Msg]:
    """'uses 8 twice', "doesn't use 5", 'uses 7, which is not dealt' for each number used wrongly."""
    have, want = Counter(norm(x) for x in used), Counter(norm(x) for x in dealt)
    out: list[Msg] = []
    for x in sorted(set(have) | set(want)):
        u, d = have[x], want[x]
        if u == d:
            continue
        if d == 0:
            out.append(Msg("uses {x}, which is not dealt", x=fmt(x)))
        elif u == 0:
            out.append(Msg("doesn't use {x}", x=fmt(x)))
        elif d == 1:
            out.append(_times(fmt(x), u))
        else:
            out.append(Msg("{uses}, but {dealt}", uses=_times(fmt(x), u), dealt=_dealt(d)))
    return out


def check_answer(text: str, numbers: Iterable[Num], target: Num = 24) -> AnswerVerdict:
    """Accept `text` when it uses each dealt number exactly once and equals `target` exactly."""
    dealt = [as_number(x, "number") for x in numbers]
    target = as_number(target, "target")
    try:
        tree = parse_answer(text)
    except AnswerError as err:
        return AnswerVerdict(False, (err.message,))
    return judge_tree(tree, dealt, target)


def judge_tree(tree: Tree, numbers: Iterable[Num], target: Num = 24) -> AnswerVerdict:
    """`check_answer` for an answer already read: each dealt number used once, the target made exactly."""
    dealt = [as_number(x, "number") for x in numbers]
    target = as_number(target, "target")
    problems = usage_problems(leaves(tree), dealt)
    try:
        value = evaluate(tree)
    except ZeroDivisionError:
        return AnswerVerdict(False, tuple(problems + [Msg("divides by zero")]), None, tree)
    if value != target:
        problems.append(Msg("makes {value}, not {target}", value=fmt(value), target=fmt(target)))
    return AnswerVerdict(not problems, tuple(problems), value, tree)
