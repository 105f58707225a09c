"""The column search's rounds (`searches.operator_rounds`) and what the solver decides from them.

The rounds are every choice of operators and unary minus signs within the stick budget that the rules allow, in
the order the column search tries them: checked against a plain product of every cell's choices, filtered by the
rules as written here. The finer bounds judge a round of products only when asked (`Rounds.balances`), the same
as asked of a fresh `bounds.Balance`. However many rounds decide the plain trial's share (none, an eighth, the
whole), the answers are those of the column search alone.
"""
from __future__ import annotations

import itertools
import random

import pytest

from game.logic import matchstick as ms
from game.logic.matchstick import bounds, layout, searches, solver
from game.logic.matchstick.cellwalk import cell_choices, undominated
from game.logic.matchstick.numbers import Option, target_cost
from tests.matchstick.chains import chain


def _every_round(p: ms.Puzzle, k: int, mode: str, opts: list[tuple[Option, ...]]) -> list[tuple[Option, ...]]:
    """Every (operators, signs) choice within the budget that the rules allow, in the order of a product over the
    operator cells, then the sign cells (each cell's choices in their order)."""
    rules, form = p.rules, ms.FORMS[p.rules.form]
    struct = layout.structure(p.layout.kinds)
    want_r, want_a = target_cost(k, mode)
    sign_cells = [(n, cell) for n, (cell, _, _) in enumerate(struct.numbers) if cell >= 0]
    out = []
    for ops in itertools.product(*(opts[c] for c in struct.ops)):
        glyphs = [o[3] for o in ops]
        n_eq = glyphs.count("=")
        if n_eq == 0 or n_eq > 1 and not rules.chained_equals:
            continue
        if form is not None and not (len(glyphs) == 2 and glyphs[0] in form and glyphs[1] == "="):
            continue
        starts = {0} | {j + 1 for j, g in enumerate(glyphs) if g == "="}
        for signs in itertools.product(*(opts[cell] for _, cell in sign_cells)):
            if any(o[3] == "-" and (n not in starts or form is not None) for (n, _), o in zip(sign_cells, signs)):
                continue
            chosen = ops + signs
            if sum(o[1] for o in chosen) <= want_r and sum(o[2] for o in chosen) <= want_a:
                out.append(chosen)
    return out


def _products(choices: list[tuple[Option, ...]], op_count: int) -> list[tuple[Option, ...]]:
    return [c for c in choices if any(o[3] == "*" for o in c[:op_count]) or
            sum(o[3] == "/" for o in c[:op_count]) > 1]


def _value(numbers: list[int], ops: list[str]) -> int:
    """A chain of + - * with products first."""
    total, term = 0, numbers[0]
    for op, n in zip(ops, numbers[1:]):
        if op == "*":
            term *= n
        else:
            total, term = total + term, n if op == "+" else -n
    return total + term


def _true_chain(rng: random.Random) -> str:
    """A true chain of three or four numbers below 100 with + - * (answers a stick or two away are then common)."""
    while True:
        numbers = [rng.randint(0, 99) for _ in range(rng.randint(3, 4))]
        ops = [rng.choice("+-*") for _ in numbers[1:]]
        value = _value(numbers, ops)
        if value >= 0:
            return "".join(f"{n}{op}" for n, op in zip(numbers, ops)) + f"{numbers[-1]}={value}"


def test_the_rounds_are_every_choice_the_rules_allow_in_order() -> None:
    rng = random.Random(11)
    seen = {"questions": 0, "rounds": 0, "products": 0, "signed": 0, "left out": 0, "compared": 0, "answers": 0}
    while seen["questions"] < 150:
        text = _true_chain(rng) if rng.random() < 0.3 else chain(rng, ops="+-*/+-", short_share=0.7, longest=9999,
                                                                    two_equals=0.3)
        preset, mode, k = rng.choice(["strict", "classic", "relaxed"]), rng.choice(ms.MODES), rng.randint(1, 3)
        p = ms.parse_puzzle(text, ms.rules_from(preset))
        opts = undominated(cell_choices(p, mode), mode)
        rounds = searches.operator_rounds(p, k, mode, opts, None)
        listed = [r.fixed for r in rounds.rounds]
        expected = _every_round(p, k, mode, opts)
        # a round of sums may be left out by interval arithmetic on the whole ranges, never a round of products
        ahead = iter(expected)
        assert all(any(x == e for e in ahead) for x in listed), (text, preset, mode, k)   # in order
        op_count = len(layout.structure(p.layout.kinds).ops)
        assert _products(listed, op_count) == _products(expected, op_count), (text, preset, mode, k)
        for r in rounds.rounds:
            assert r.ops == r.signature()[:op_count] and r.later == ("*" in r.ops or r.ops.count("/") > 1)
        if len(listed) < len(expected) and k < 3:   # what was left out had no answer: the plain search finds no more
            columns = solver.search(p, k, mode, strategy="columns")
            assert columns.texts == solver.search(p, k, mode, strategy="plain").texts, (text, preset, mode, k)
            seen["left out"] += len(expected) - len(listed)
            seen["compared"] += 1
            seen["answers"] += len(columns.texts)
        seen["questions"] += 1
        seen["rounds"] += len(listed)
        seen["products"] += len(_products(expected, op_count))
        seen["signed"] += any(len(r.fixed) > op_count for r in rounds.rounds)
    assert seen["rounds"] >= 1000 and seen["products"] >= 300 and seen["signed"] >= 20, seen
    assert seen["left out"] >= 100 and seen["compared"] >= 20 and seen["answers"] >= 10, seen


def test_a_round_of_products_is_judged_as_a_fresh_balance_judges_it() -> None:
    rng = random.Random(12)
    judged = {True: 0, False: 0}
    while min(judged.values()) < 40:
        text = chain(rng, ops="+-*/+-", short_share=0.7, longest=9999, two_equals=0.3)
        preset, mode, k = rng.choice(["classic", "relaxed"]), rng.choice(ms.MODES), rng.randint(1, 3)
        p = ms.parse_puzzle(text, ms.rules_from(preset))
        rounds = searches.operator_rounds(p, k, mode, undominated(cell_choices(p, mode), mode), None)
        for index, r in enumerate(rounds.rounds):
            if r.later:
                fresh = bounds.Balance(rounds.by_cost).may_balance(r.ops, r.negative, r.left)
                assert rounds.balances(index) == fresh, (text, r.ops)
                judged[fresh] += 1
        counted = rounds.later_count(5)
        passing = sum(rounds.balances(i) for i, r in enumerate(rounds.rounds) if r.later)
        assert counted == min(passing, 6)


@pytest.mark.parametrize("few, work, share", [(10**9, 16_000, 0), (0, 2_000, 2_000), (0, 16_000, 16_000)])
def test_whatever_share_the_trial_gets_the_answers_are_the_column_searchs(few: int, work: int, share: int,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """No trial, a short trial, a long one: on equations with a long number, classic rules."""
    monkeypatch.setattr(solver, "TRIAL_FEW_ROUNDS", few)
    monkeypatch.setattr(solver, "TRIAL_WORK", work)
    trials: list[int] = []
    real = solver.Part

    def watched(whole: ms.Budget | None, max_work: int | None = None, **kwargs: object) -> ms.Part:
        trials.append(max_work or 0)
        return real(whole, max_work, **kwargs)  # type: ignore[arg-type]

    rng = random.Random(13)
    compared = answered = capped = 0
    while compared < 12:
        # a true equation (answers two sticks away are then common): a five-digit number, two to three small ones
        numbers = [rng.randint(10_000, 99_999)] + [rng.randint(1, 99) for _ in range(rng.randint(2, 3))]
        ops = [rng.choice("+-*") for _ in numbers[1:]]
        left = "".join(f"{n}{op}" for n, op in zip(numbers, ops)) + str(numbers[-1])
        value = _value(numbers, ops)
        if value < 0:
            continue
        text = f"{left}={value}"
        p = ms.parse_puzzle(text, ms.rules_from("classic"))
        mode, limit = "move", rng.choice([None, 3])
        monkeypatch.setattr(solver, "Part", watched)
        trials.clear()
        auto = solver.search(p, 2, mode, limit=limit)
        monkeypatch.setattr(solver, "Part", real)
        alone = solver.search(p, 2, mode, limit=limit, strategy="columns")
        assert (auto.texts, auto.capped) == (alone.texts, alone.capped), (text, mode, limit)
        assert trials == ([share] if share else []), (text, trials)
        compared += 1
        answered += bool(alone.texts)
        capped += alone.capped
    assert answered >= 4 and capped >= 2, (answered, capped)
