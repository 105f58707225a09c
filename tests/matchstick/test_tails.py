"""The interval bounds on what an equation's remaining tokens can do (tails.py) only cut hopeless branches: the
token search with them gives exactly the answers it gives without them, on random many-term equations (digits
under every preset, Roman under knoblich), 1 to 3 sticks, every mode; so does it with the intervals alone (no
exact tail values), with every tail's exact values listed on demand, with every listing of more than a few
values given up (the intervals alone from there on back), with tails listed in parts of one cost, and with the
exact tails' remembered answers given up after a few (as when few states repeat); tails in
parts answer as the whole listing does. And an answer's layouts, listed on first use, are exactly the layouts k
sticks away that read as the answer (found by walking every cell choice).
"""
from __future__ import annotations

from collections.abc import Iterator
import contextlib
import random
from contextlib import contextmanager
from typing import Any

import pytest
from hypothesis import example, given, settings, strategies as st

from game.logic import matchstick as ms
from game.logic.matchstick import tails, tokens
from game.logic.matchstick.layout import render
from game.logic.matchstick.solver import neighbours, search
from tests.properties import Tally


@contextmanager
def without_tails() -> Iterator[None]:
    saved = tokens.TAILS_FROM
    tokens.TAILS_FROM = 10 ** 6  # no equation has that many numbers: the search runs unbounded
    try:
        yield
    finally:
        tokens.TAILS_FROM = saved


@contextmanager
def exact_settings(eager: int, cap: int, asks: int, made_cap: int = tails.EXACT_MADE_CAP,
                   part_cap: int = tails.PART_CAP, parts_size: int = tails.PARTS_SIZE) -> Iterator[None]:
    names = ("EXACT_EAGER", "EXACT_CAP", "ASKS_PER_WORK", "EXACT_MADE_CAP", "PART_CAP", "PARTS_SIZE")
    saved = [getattr(tails, name) for name in names]
    for name, value in zip(names, (eager, cap, asks, made_cap, part_cap, parts_size)):
        setattr(tails, name, value)
    try:
        yield
    finally:
        for name, value in zip(names, saved):
            setattr(tails, name, value)


@contextmanager
def refusals_counted(tally: Tally) -> Iterator[None]:
    """Tally each listing of exact tails given up as too big, and each part of one cost listed or given up."""
    step = tails._exact_step

    def counted(*args: Any, only: tails.Cost | None = None) -> tuple[tails.Made, int] | None:
        made = step(*args, only=only)
        part = only is not None
        if made is None:
            tally("part refused" if part else "listing refused")
        elif part:
            tally("part listed")
        return made

    tails._exact_step = counted
    try:
        yield
    finally:
        tails._exact_step = step


def intervals_only() -> contextlib.AbstractContextManager[None]:
    # no tail's exact values are listed, whole or in parts: the interval bounds alone cut branches
    return exact_settings(0, -1, 1, parts_size=-1)


def exact_on_demand() -> contextlib.AbstractContextManager[None]:
    return exact_settings(0, 10 ** 6, 10 ** 9)  # nothing listed at once; each tail listed at the first question


def cut_short() -> contextlib.AbstractContextManager[None]:
    # each tail listed at the first question, unless it comes to more than 8 values: then none from there on back
    # (and no part of one cost listed instead)
    return exact_settings(0, 10 ** 6, 10 ** 9, made_cap=8, parts_size=-1)


def in_parts() -> contextlib.AbstractContextManager[None]:
    # tails listed whole while they hold at most 12 values; the one before them in parts of one cost, each at the
    # first question about its cost, unless it comes to more than 6 values
    return exact_settings(0, 12, 10 ** 9, part_cap=6)


@st.composite
def chains(draw: st.DrawFn) -> str:
    """4 to 6 one- or two-digit numbers, any operators, one or two '='; a third of them true sums (those have
    true neighbours)."""
    count = draw(st.integers(4, 6))
    if draw(st.integers(0, 2)) == 0:
        terms = [draw(st.integers(0, 20)) for _ in range(count - 1)]
        signs = [draw(st.sampled_from("+-")) for _ in terms[1:]]
        value = terms[0] + sum(t if s == "+" else -t for s, t in zip(signs, terms[1:]))
        left = str(terms[0]) + "".join(s + str(t) for s, t in zip(signs, terms[1:]))
        return f"{left}={value}" if value >= 0 else f"{left}+{-value}=0"
    numbers = [str(draw(st.integers(0, 99 if i == 0 else 9))) for i in range(count)]
    equals = draw(st.sets(st.integers(0, count - 2), min_size=1, max_size=2))
    ops = ["=" if i in equals else draw(st.sampled_from("+-*/")) for i in range(count - 1)]
    return numbers[0] + "".join(op + n for op, n in zip(ops, numbers[1:]))


@contextmanager
def forgetful(tally: Tally) -> Iterator[None]:
    """The exact tails stop remembering their answers after 2 of them (as they do when few states repeat); each
    that stopped is tallied."""
    saved = tails.KNOWN_TRIAL, tails.KNOWN_HITS_PER, tails.ExactTails.__init__
    made: list[tails.ExactTails] = []

    def kept(self: tails.ExactTails, *args: Any, **kwargs: Any) -> None:
        saved[2](self, *args, **kwargs)
        made.append(self)

    tails.KNOWN_TRIAL, tails.KNOWN_HITS_PER = 2, 10 ** 9
    tails.ExactTails.__init__ = kept  # type: ignore[method-assign]
    try:
        yield
    finally:
        tails.KNOWN_TRIAL, tails.KNOWN_HITS_PER, tails.ExactTails.__init__ = saved  # type: ignore[method-assign]
        for exact in made:
            if not exact.remember:
                tally("stopped remembering")


@st.composite
def roman_chains(draw: st.DrawFn) -> str:
    numerals = ["I", "II", "III", "IV", "V", "VI", "IX", "X", "XI"]
    count = draw(st.integers(4, 5))
    numbers = [draw(st.sampled_from(numerals)) for _ in range(count)]
    equals = draw(st.sets(st.integers(0, count - 2), min_size=1, max_size=2))
    ops = ["=" if i in equals else draw(st.sampled_from("+-")) for i in range(count - 1)]
    return numbers[0] + "".join(op + n for op, n in zip(ops, numbers[1:]))


@contextmanager
def asked_by_cost(tally: Tally) -> Iterator[None]:
    """The search asks the exact tails about every number's candidates by cost, all values at once (however few);
    each such question is tallied."""
    saved, passing = tokens.BATCH_FROM, tails.ExactTails.passing

    def counted(self: tails.ExactTails, *args: Any) -> set[tails.Mod] | None:
        tally("asked by cost")
        return passing(self, *args)

    tokens.BATCH_FROM = 1
    tails.ExactTails.passing = counted  # type: ignore[method-assign]
    try:
        yield
    finally:
        tokens.BATCH_FROM = saved
        tails.ExactTails.passing = passing  # type: ignore[method-assign]


def _compare(text: str, preset: str, mode: str, k: int, tally: Tally) -> None:
    puzzle = ms.parse_puzzle(text, ms.rules_from(preset))
    bounded = search(puzzle, k, mode, strategy="plain")
    with without_tails():
        plain = search(puzzle, k, mode, strategy="plain")
    with intervals_only():
        intervals = search(puzzle, k, mode, strategy="plain")
    with exact_on_demand():
        on_demand = search(puzzle, k, mode, strategy="plain")
    with cut_short(), refusals_counted(tally):
        short = search(puzzle, k, mode, strategy="plain")
    with in_parts(), refusals_counted(tally):
        parts = search(puzzle, k, mode, strategy="plain")
    with forgetful(tally):
        forgetting = search(puzzle, k, mode, strategy="plain")
    with asked_by_cost(tally):
        by_cost = search(puzzle, k, mode, strategy="plain")
    assert bounded.texts == plain.texts == intervals.texts == on_demand.texts == short.texts == parts.texts == \
        forgetting.texts == by_cost.texts, (text, preset, mode, k)
    assert [s.moves for s in bounded.solutions] == [s.moves for s in plain.solutions]
    tally("has answers" if plain.solutions else "no answer")


def test_tail_bounds_keep_every_digit_answer() -> None:
    tally = Tally()

    @settings(max_examples=150, deadline=None)
    @given(text=chains(), preset=st.sampled_from(["strict", "classic", "relaxed"]),
           mode=st.sampled_from(ms.MODES), k=st.integers(1, 3))
    def check(text: str, preset: str, mode: str, k: int) -> None:
        if k == 3 and sum(ch in "+-*/=" for ch in text) > 3:
            k = 2   # the unbounded search at three sticks over five or six numbers can take 10 s an example
        _compare(text, preset, mode, k, tally)

    check()
    # random chains seldom have answers (about 1 in 8): the answered cases are made sure of by the known chains below
    tally.require(**{"has answers": 5, "no answer": 25, "listing refused": 10, "part listed": 30, "part refused": 10,
                     "stopped remembering": 20, "asked by cost": 100})


def test_tail_bounds_keep_every_roman_answer() -> None:
    tally = Tally()

    @settings(max_examples=60, deadline=None)
    @given(text=roman_chains(), mode=st.sampled_from(ms.MODES), k=st.integers(1, 3))
    def check(text: str, mode: str, k: int) -> None:
        _compare(text, "knoblich", mode, k, tally)

    check()
    tally.require(**{"has answers": 3, "no answer": 5})


@pytest.mark.parametrize("text, preset, mode, k", [
    ("5+3+2+8=18", "classic", "move", 2), ("9-3+2+0=14", "classic", "add", 1),
    ("8+8-3-5=0", "relaxed", "remove", 1), ("1+2+3+4+5=16", "relaxed", "add", 1),
    ("12+3-5+8=19", "classic", "move", 2), ("II+III-I=V", "knoblich", "move", 1),
    ("III+II+I=VII", "knoblich", "add", 1), ("X-I-I-I=VIII", "knoblich", "remove", 1),
    ("VI=VII+I-I", "knoblich", "move", 1)])
def test_tail_bounds_keep_the_answers_of_known_chains(text: str, preset: str, mode: str, k: int) -> None:
    """Chains that have answers (random ones seldom do), each mode and both numeral sets: the same answers."""
    tally = Tally()
    _compare(text, preset, mode, k, tally)
    tally.require(**{"has answers": 1})


def test_tail_bounds_cut_a_long_chain() -> None:
    """The bounds do cut: 8-8-...-8=8 at 2 sticks enters far fewer states with them (same answers)."""
    counts = []
    for bounded in (True, False):
        budget = ms.Budget()
        if bounded:
            result = search(ms.parse_puzzle("8-8-8-8-8-8-8-8=8"), 2, "move", budget, strategy="plain")
        else:
            with without_tails():
                result = search(ms.parse_puzzle("8-8-8-8-8-8-8-8=8"), 2, "move", budget, strategy="plain")
        counts.append((budget.work, result.texts))
    assert counts[0][1] == counts[1][1] and counts[0][1]
    assert counts[0][0] * 3 < counts[1][0]


def test_layouts_are_every_layout_that_reads_as_the_answer() -> None:
    tally = Tally()

    @settings(max_examples=40, deadline=None)
    @given(text=st.sampled_from(["XI=III+III", "VI=IV+II", "I+I=III", "X-I=IX", "6+4=4", "8-3=5", "5+5=10"]),
           mode=st.sampled_from(ms.MODES), k=st.integers(1, 2))
    def check(text: str, mode: str, k: int) -> None:
        puzzle = ms.parse_puzzle(text, ms.rules_from("knoblich" if ms.is_roman_text(text) else "classic"))
        result = ms.solve(puzzle, k, mode)
        around: dict[str, list[object]] = {}   # each layout k sticks away, by the text it reads as
        for masks in neighbours(puzzle, k, mode):
            around.setdefault(render(puzzle.layout.with_masks(masks)), []).append(masks)
        for solution in result.solutions:
            want = sorted(around.get(solution.text, []))
            assert sorted(solution.layouts) == want
            assert len(set(solution.layouts)) == len(solution.layouts)
            state = ms.new_state(ms.Task(puzzle, k, mode))
            for move in solution.moves:
                state = ms.apply(state, move)
            assert state.masks == solution.layouts[0]
            tally("several layouts" if len(solution.layouts) > 1 else "one layout")

    check()
    tally.require(**{"several layouts": 5, "one layout": 5})


def test_roman_answers_judged_as_whole_texts_agree_with_the_brute_force() -> None:
    """Roman texts are judged whole (Spellings: the costs of every placement of their glyphs), not by searching
    each smaller distance: the answers are the brute-force oracle's, closer texts left out."""
    from tests.matchstick import roman_oracle

    tally = Tally()

    @settings(max_examples=40, deadline=None)
    @given(numbers=st.lists(st.sampled_from(["I", "II", "III", "IV", "V", "VI", "IX", "X"]), min_size=3, max_size=4),
           ops=st.lists(st.sampled_from("+-="), min_size=3, max_size=3), mode=st.sampled_from(ms.MODES),
           k=st.integers(1, 2))
    # puzzles with answers, every mode (random ones seldom have any, so the tally below could come up short)
    @example(numbers=["VI", "VII", "I"], ops=["=", "+", "+"], mode="move", k=1)
    @example(numbers=["III", "III", "III"], ops=["=", "+", "+"], mode="move", k=1)
    @example(numbers=["IV", "III", "I"], ops=["=", "-", "-"], mode="move", k=1)
    @example(numbers=["II", "I", "IV"], ops=["+", "=", "+"], mode="add", k=1)
    @example(numbers=["V", "I", "IV"], ops=["+", "=", "+"], mode="remove", k=1)
    @example(numbers=["I", "I", "II", "I"], ops=["+", "=", "+"], mode="remove", k=1)
    @example(numbers=["IV", "I", "V"], ops=["-", "=", "+"], mode="move", k=1)
    @example(numbers=["VI", "I", "IV"], ops=["-", "=", "+"], mode="add", k=1)
    def check(numbers: list[str], ops: list[str], mode: str, k: int) -> None:
        if k == 2:   # the brute force over every pair of moves: about 1 s for three two-glyph numbers, so keep it small
            numbers = [n[:1] for n in numbers[:3]] if mode == "move" else numbers[:3]
        ops = ops[:len(numbers) - 1]
        if "=" not in ops:
            ops[-1] = "="
        text = numbers[0] + "".join(op + n for op, n in zip(ops, numbers[1:]))
        mine = ms.solve(text, k, mode, ms.rules_from("knoblich")).texts
        assert mine == roman_oracle.brute_solve(text, k, mode), (text, mode, k)
        tally("has answers" if mine else "no answer")

    check()
    tally.require(**{"has answers": 8, "no answer": 5})


def test_exact_tail_values_rule_out_what_intervals_allow() -> None:
    # 600 / x / y / z = 1 with x, y, z each 8 or 9: the interval of 600 * F holds 1, but no product of three is 600
    ops = [[(0, 0, 0, "/")]] * 3 + [[(0, 0, 0, "=")]]
    nines = {(0, 0): {8, 9}}
    exact = tails.ExactTails([nines] * 4 + [{(0, 0): {1}}], ops, (0, 0), chained=True)
    bounds = tails.Tails([{(0, 0): (8, 9)}] * 4 + [{(0, 0): (1, 1)}], ops, (0, 0))
    assert bounds.may_finish(0, (0, 0), 0, 600, 0, 0)
    assert exact.may_finish(0, (0, 0), 0, 600, 0, 0) is False
    assert exact.may_finish(0, (0, 0), 0, 648, 0, 0) is True     # 8 * 9 * 9
    assert exact.may_finish(0, (1, 0), 0, 648, 0, 0) is False    # no tail costs a stick
    # after an '=' the side must reach the first side's value: 2 + 648 * F = 3 with F = 1/648
    assert exact.may_finish(0, (0, 0), 2, 648, 3, 1) is False    # the closed tail's last side is 1, not 3
    single = tails.ExactTails([nines] * 4 + [{(0, 0): {1}}], ops, (0, 0), chained=False)  # kept as S - V
    assert single.may_finish(0, (0, 0), 0, 600, 0, 0) is False and single.may_finish(0, (0, 0), 0, 576, 0, 0) is True


def test_remembered_tail_answers_do_not_share_a_hash_slot() -> None:
    # Python hashes an int modulo the tails' prime P, so a key packed as x * P + y hashed like y alone: every state
    # with the same last residue fell into one hash slot, and the look-ups of a long chain crawled
    ops = [[(0, 0, 0, "+")]] * 3 + [[(0, 0, 0, "=")]]
    exact = tails.ExactTails([{(0, 0): {1, 2}}] * 4 + [{(0, 0): {7}}], ops, (0, 0), chained=False)
    for base in range(500):
        exact.may_finish_mod(0, (0, 0), base, 3, 0, 0)           # same term, running sums differ
        exact.may_finish_mod(0, (0, 0), base, 3, 11, 1)          # and after an '=': same term and first side
    keys = list(exact.known[0][(0, 0)])
    assert len(keys) == 1000
    assert len({hash(key) for key in keys}) == 1000


def test_chained_tails_do_not_share_a_hash_slot() -> None:
    # with chained '=' a closed tail (S, V) is one int; S * 2^61 + V hashed as S + V modulo P, so tails of one
    # S + V shared a slot: here the closed tails 'x = y' all have S + V = x + y spread over few sums
    ops = [[(0, 0, 0, "+")], [(0, 0, 0, "=")]]
    values = {(0, 0): set(range(300))}
    exact = tails.ExactTails([values, values, values], ops, (0, 0), chained=True)
    while exact.lowest > 0:
        exact._extend()
    closed = [x for (_, is_closed), group in exact.made.items() if is_closed for rests in group.values() for x in rests]
    assert len(closed) >= 50_000
    assert len({hash(x) for x in closed}) == len(closed)


def _random_tails(rng: random.Random, count: int, top: int, most: int, second_op: float
                  ) -> tuple[list[dict[tails.Cost, set[int]]], list[list[tuple[int, int, int, str]]], bool]:
    """Random numbers' values at two of four costs (0 to `top`, up to `most` a cost), an operator choice between
    each two (any, and a second costing a stick that `second_op` of them have), chained '=' or not."""
    costs = [(0, 0), (1, 0), (0, 1), (1, 1)]
    values = [{c: {rng.randint(0, top) for _ in range(rng.randint(1, most))} for c in rng.sample(costs, 2)}
              for _ in range(count)]
    ops = [[(0, 0, 0, rng.choice("+-*/="))] + ([(1, 1, 0, rng.choice("+-*/"))] if rng.random() < second_op else [])
           for _ in range(count - 1)]
    return values, ops, rng.random() < 0.5


def _listed_whole(values: list[dict[tails.Cost, set[int]]], ops: list[list[tuple[int, int, int, str]]],
                  chained: bool) -> tails.ExactTails:
    """Their exact tails, every one listed whole at once (within two sticks removed and two added)."""
    with exact_settings(10 ** 9, 10 ** 9, 1):
        return tails.ExactTails(values, ops, (2, 2), chained)


def test_tails_listed_in_parts_answer_as_the_whole_listing() -> None:
    """Tails listed one cost at a time (none listed whole) give every answer the whole listing gives, for every
    number of random chains; asking about one number lists nothing whole for another."""
    rng = random.Random(11)
    tally = Tally()
    for _ in range(60):
        count = rng.randint(4, 6)
        values, ops, chained = _random_tails(rng, count, top=9, most=3, second_op=0.5)
        whole = _listed_whole(values, ops, chained)
        # never listed whole (any number); or listable whole, asked about numbers before the one next in line
        for cap, last_asked in ((-1, count - 1), (10 ** 9, count - 2)):
            with exact_settings(0, cap, 10 ** 9):
                parts = tails.ExactTails(values, ops, (2, 2), chained)
                for _ in range(40):
                    j = rng.randrange(last_asked)
                    left = (rng.randint(0, 2), rng.randint(0, 2))
                    state = (rng.randint(-20, 20) % tails.P, rng.randint(-9, 9) % tails.P, rng.randint(0, 30),
                             rng.randint(0, 1))
                    said = parts.may_finish_mod(j, left, *state)
                    if said is None:
                        tally("not listed")
                        continue
                    assert said == whole.may_finish_mod(j, left, *state), (values, ops, chained, j, left, state)
                    tally("can finish" if said else "cannot")
            if cap > 0:
                assert parts.lowest == count - 1, "a question about an earlier number listed a tail whole"
    tally.require(**{"can finish": 50, "cannot": 500})


def test_tails_asked_by_cost_answer_as_one_term_at_a_time() -> None:
    """The terms `passing` lets through for one cost are exactly those may_finish_mod says may finish, one at a time:
    random tails of sums, products and quotients (few and many factors F, zero among them), before and after an
    '=', with and without chained '=', asked each of the three ways."""
    rng = random.Random(5)
    tally = Tally()
    for _ in range(120):
        count = rng.randint(3, 5)
        values, ops, chained = _random_tails(rng, count, top=30, most=6, second_op=0.6)
        exact = _listed_whole(values, ops, chained)
        for _ in range(30):
            j = rng.randrange(count - 1)
            left = (rng.randint(0, 2), rng.randint(0, 2))
            base, first, n_eq = rng.randint(-40, 40) % tails.P, rng.randint(-40, 200) % tails.P, rng.randint(0, 1)
            terms = {rng.randint(-60, 60) % tails.P for _ in range(rng.randint(1, 12))}
            if rng.random() < 0.5:   # terms that finish: each an exact answer for a tail the search could meet
                terms |= {(first - base) % tails.P} if n_eq else {-base % tails.P}
            said = exact.passing(j, left, base, terms, first, n_eq)
            assert said is not None
            assert said == {t for t in terms if exact.may_finish_mod(j, left, base, t, first, n_eq)}, \
                (values, ops, chained, j, left, base, first, n_eq, terms)
            index = exact.exact[j]
            assert index is not None
            if left in index.costs:
                pairs = index.after_equals(left)[0] if n_eq else index.before_equals(left)
                if pairs is not None:
                    by_f, index, _, pair_count = pairs
                    tally("each pair once" if pair_count < len(index) * len(terms) else
                          "by F, more terms" if by_f and len(index) <= len(terms) else "one term at a time")
            tally("some pass" if said else "none pass")
    tally.require(**{"each pair once": 100, "by F, more terms": 100, "one term at a time": 100, "some pass": 100,
                     "none pass": 100})


def test_many_terms_meet_as_each_alone() -> None:
    """_meets_many gives the terms _meets holds for, one at a time: random (F, D) pairs keyed either way, F = 0
    among them, c often one of the Ds (a zero factor then lets every term through), 1 to 40 terms."""
    rng = random.Random(8)
    tally = Tally()
    for _ in range(600):
        wide = rng.random() < 0.5   # many Fs sharing few Ds: keyed by D
        group = {rng.randint(0, 40 if wide else 12): {rng.randint(-3, 3) % tails.P if wide else
                                                     rng.randint(-30, 30) % tails.P for _ in range(rng.randint(1, 12))}
                 for _ in range(rng.randint(1, 30 if wide else 10))}
        pairs = tails._pairs(group)
        ds = sorted(pairs[2])
        c = rng.choice(ds) if rng.random() < 0.5 else rng.randint(-50, 50) % tails.P
        terms = {rng.randint(-8, 8) % tails.P for _ in range(rng.choice([rng.randint(1, 4), rng.randint(1, 40)]))}
        found = tails._meets_many(pairs, terms, c)
        assert found == {t for t in terms if tails._meets(pairs, t, c)}, (group, c, terms)
        by_f, index, _, pair_count = pairs
        tally("each pair once" if pair_count < len(index) * len(terms) else
              "by F, more terms" if by_f and len(index) <= len(terms) else "one term at a time")
        tally("keyed by F" if by_f else "keyed by D")
        tally("every term" if found == terms and 0 in group and c in group[0] else "not every term")
    tally.require(**{"each pair once": 50, "by F, more terms": 20, "one term at a time": 20, "keyed by F": 50,
                     "keyed by D": 50, "every term": 10})


def test_tails_before_a_long_last_number_keep_every_answer() -> None:
    """A last number of five digits or more has no table: the tails before it are listed in parts of one cost
    from its values of that cost. The searches find what they find without any tails."""
    rng = random.Random(3)
    tally = Tally()
    while tally["has answers"] < 6 or tally["no answer"] < 6:
        terms = [rng.randint(10, 300), rng.randint(2, 99), rng.randint(2, 99), rng.randint(1, 9)]
        ops = [rng.choice("+-*") for _ in range(3)]
        left = "".join(f"{t}{o}" for t, o in zip(terms, ops)) + str(terms[-1])
        products = [terms[0]]   # the oracle: the left side's value, '*' before '+' and '-'
        for op, term in zip(ops, terms[1:]):
            if op == "*":
                products[-1] *= term
            else:
                products.append(term if op == "+" else -term)
        value = sum(products)
        if not 10_000 <= value <= 999_999:
            continue
        right = str(value) if rng.random() < 0.5 else str(value + rng.choice([-10, -1, 1, 100]))
        text, preset = f"{left}={right}", rng.choice(["classic", "relaxed"])
        mode, k = rng.choice(ms.MODES), rng.randint(1, 2)
        puzzle = ms.parse_puzzle(text, ms.rules_from(preset))
        bounded = search(puzzle, k, mode, strategy="plain")
        with without_tails():
            plain = search(puzzle, k, mode, strategy="plain")
        with in_parts(), refusals_counted(tally):
            parts = search(puzzle, k, mode, strategy="plain")
        assert bounded.texts == plain.texts == parts.texts, (text, preset, mode, k)
        tally("has answers" if plain.solutions else "no answer")
    tally.require(**{"part listed": 20})


def test_a_closed_tail_looked_up_by_its_value_says_what_every_pair_says() -> None:
    """Under chained '=' the closed tails (F, S, V) after an '=' are looked up by V, their pairs checked one by one
    or through an index past CLOSED_SCAN: either way exactly when term * F + S == c (mod P) for one of them."""
    rng = random.Random(21)
    P, MV = tails.P, tails._MV
    ways = {"scanned": 0, "indexed": 0, True: 0, False: 0}
    for _ in range(40):
        vs = [rng.randrange(P) for _ in range(3)]
        fs = [rng.randrange(P) for _ in range(rng.randint(1, 6))] + [1]
        closed: dict[int, set[int]] = {f: set() for f in fs}
        for _ in range(rng.choice([5, 60])):
            closed[rng.choice(fs)].add(rng.randrange(P) * MV + rng.choice(vs))
        index = tails.Index({((1, 0), True): closed}, chained=True)
        pairs = [(f, x // MV, x % MV) for f, xs in closed.items() for x in xs]
        for v in vs + [rng.randrange(P)]:
            mine = [(f, s) for f, s, w in pairs if w == v]
            for _ in range(6):
                term = rng.choice([0, 1, rng.randrange(P)])
                # a c that one pair meets, or any
                c = (term * mine[0][0] + mine[0][1]) % P if mine and rng.random() < 0.5 else rng.randrange(P)
                expected = any((term * f + s) % P == c for f, s in mine)
                assert index.closed_meets((1, 0), v, term, c) == expected
                ways[expected] += 1
            ways["indexed" if len(mine) > tails.CLOSED_SCAN else "scanned"] += bool(mine)
    assert min(ways.values()) >= 20, ways
