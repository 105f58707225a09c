"""Two cuts of the searches change no answer list, not even which answers a capped list shows: skipping a cell
choice a cheaper same-glyph choice dominates (solver.DROP_DOMINATED), and ruling out a long last number's value
by the cost of its last digits, or a quotient that is not whole before it (tokens.LAST_DIGITS_FIRST). Each is
compared with the search without it, with a small `limit` so that the order answers are met in is checked too.
"""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from hypothesis import example, given, settings, strategies as st

from game.logic import matchstick as ms
from game.logic.matchstick import solver, tokens
from game.logic.matchstick.solver import search
from tests.properties import Tally

LIMIT = 3  # small, so that many lists are capped and the first answers met must agree


@contextmanager
def flag(module: object, name: str, value: bool) -> Iterator[None]:
    saved = getattr(module, name)
    setattr(module, name, value)
    try:
        yield
    finally:
        setattr(module, name, saved)


def _same(text: str, preset: str, mode: str, k: int, module: object, name: str, tally: Tally) -> None:
    puzzle = ms.parse_puzzle(text, ms.rules_from(preset))
    cut = search(puzzle, k, mode, limit=LIMIT)
    with flag(module, name, False):
        full = search(puzzle, k, mode, limit=LIMIT)
    assert cut.texts == full.texts and cut.capped == full.capped, (text, preset, mode, k)
    assert [s.moves for s in cut.solutions] == [s.moves for s in full.solutions]
    tally("capped" if full.capped else "has answers" if full.solutions else "no answer")


@st.composite
def chains(draw: st.DrawFn) -> str:
    """3 to 5 one-digit numbers (8s and 0s often: their operator cells and digits have the most ways to show a
    glyph), any operators, one or two '='."""
    count = draw(st.integers(3, 5))
    numbers = [draw(st.sampled_from("0123456789880")) for _ in range(count)]
    equals = draw(st.sets(st.integers(0, count - 2), min_size=1, max_size=2))
    ops = ["=" if i in equals else draw(st.sampled_from("+-*/")) for i in range(count - 1)]
    return numbers[0] + "".join(op + n for op, n in zip(ops, numbers[1:]))


def test_dominated_choices_change_no_answer_list() -> None:
    tally = Tally()

    @settings(max_examples=80, deadline=None)
    @given(text=chains(), preset=st.sampled_from(["classic", "relaxed", "knoblich"]),
           mode=st.sampled_from(ms.MODES), k=st.integers(1, 3))
    @example(text="8-8-8-8=0", preset="classic", mode="move", k=2)   # capped: 3 of many
    @example(text="8-8-8-8=0", preset="relaxed", mode="move", k=1)   # one answer
    @example(text="7+1=8", preset="classic", mode="move", k=1)       # one answer
    @example(text="9*9=9", preset="classic", mode="add", k=1)        # no answer
    def check(text: str, preset: str, mode: str, k: int) -> None:
        _same(text, preset, mode, k, solver, "DROP_DOMINATED", tally)

    check()
    tally.require(**{"capped": 1, "has answers": 2, "no answer": 1})


@st.composite
def long_results(draw: st.DrawFn) -> str:
    """a*b=c or c/b=a with a five- or six-digit c (read digit by digit), true or with a digit changed."""
    a, b = draw(st.integers(100, 9999)), draw(st.integers(2, 99))
    c = a * b
    if c < 10_000:
        c, a = c * 10, a * 10
    text = draw(st.sampled_from([f"{a}*{b}={c}", f"{b}*{a}={c}", f"{c}/{b}={a}"]))
    if draw(st.booleans()):
        i = draw(st.integers(0, len(text) - 1))
        if text[i].isdigit():
            text = text[:i] + str(draw(st.integers(0, 9))) + text[i + 1:]
    return text


def test_last_digits_rule_out_no_answer() -> None:
    tally = Tally()

    @settings(max_examples=40, deadline=None)
    @given(text=long_results(), preset=st.sampled_from(["strict", "classic", "relaxed"]),
           mode=st.sampled_from(ms.MODES), k=st.integers(1, 2))
    @example(text="12345*1=12345", preset="classic", mode="move", k=2)   # capped (5 answers)
    @example(text="24690/2=12345", preset="classic", mode="move", k=2)   # two answers, quotients whole and not
    @example(text="113*117=13221", preset="relaxed", mode="move", k=2)   # one answer
    @example(text="125*80=10000", preset="classic", mode="move", k=2)    # no answer
    def check(text: str, preset: str, mode: str, k: int) -> None:
        if preset == "strict" and not ms.solver.fits_form(ms.parse_puzzle(text, ms.rules_from(preset))):
            preset = "classic"  # a product has no answer under the strict form: nothing would be searched
        _same(text, preset, mode, k, tokens, "LAST_DIGITS_FIRST", tally)

    check()
    tally.require(**{"capped": 1, "has answers": 2, "no answer": 1})
