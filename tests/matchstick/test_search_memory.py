"""What the searches build stays bounded and goes when they are done: a finished search frees its tables, interval
tails and exact tail values as it returns (not leaving them for the cycle collector, which may not run for a long
while once a long search has aged them into its oldest generation: the garbage of many rounds would pile up), and
the operator bounds' memory of prefixes, when full and forgotten, gives the same verdicts."""
from __future__ import annotations

import gc
import random
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from game.logic import matchstick as ms
from game.logic.matchstick import bounds, solver, tails


@contextmanager
def collector_off() -> Iterator[None]:
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def tails_alive() -> int:
    return sum(1 for o in gc.get_objects() if isinstance(o, (tails.Tails, tails.ExactTails)))


@pytest.mark.parametrize("text, strategy", [
    ("9/9/9/9=1", "plain"),
    ("6*7-8+9=43", "plain"),
    ("12*34+56-78=90*2", "columns"),   # products: the column search's rounds run the token search
])
def test_a_search_leaves_no_tails_behind(text: str, strategy: str, monkeypatch: pytest.MonkeyPatch) -> None:
    p = ms.parse_puzzle(text, ms.rules_from("classic"))
    built: list[tails.ExactTails] = []
    original = tails.ExactTails.__init__

    def counting(self: tails.ExactTails, *args: object, **kwargs: object) -> None:
        built.append(self)
        original(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(tails.ExactTails, "__init__", counting)
    with collector_off():
        assert tails_alive() == 0
        solver.search(p, 2, "move", strategy=strategy)
        assert built, "the search built no tails: nothing was checked"
        built.clear()
        assert tails_alive() == 0


def _ranges(rng: random.Random) -> dict[tuple[int, int], tuple[int, int]]:
    """A number's value range per exact stick cost."""
    out = {}
    for cost in rng.sample([(0, 0), (1, 0), (0, 1), (1, 1), (2, 1), (1, 2)], rng.randint(1, 4)):
        lo = rng.randint(0, 60)
        out[cost] = (lo, lo + rng.randint(0, 40))
    return out


def test_forgetting_prefixes_changes_no_verdict() -> None:
    """A Balance that remembers 4 prefixes at most, asked about the choices of random equations in the order the
    column search asks (operators, then signs, depth first), says what a fresh one says for each choice."""
    rng = random.Random(2028)
    verdicts = {True: 0, False: 0}
    cleared = 0
    for _ in range(60):
        count = rng.randint(3, 6)
        ranges = [_ranges(rng) for _ in range(count)]
        forgetful = bounds.Balance(ranges)
        forgetful.PREFIXES = 4
        for _ in range(20):
            ops = [rng.choice("+-*/=") for _ in range(count - 1)]
            if "=" not in ops:
                ops[rng.randrange(count - 1)] = "="
            for _ in range(3):
                limit = (rng.randint(0, 3), rng.randint(0, 3))
                negative = [rng.random() < 0.2 for _ in range(count)]
                before = len(forgetful.prefixes)
                said = forgetful.may_balance(ops, negative, limit)
                cleared += len(forgetful.prefixes) < before
                assert said == bounds.may_balance(ops, negative, ranges, limit), (ranges, ops, negative, limit)
                assert len(forgetful.prefixes) <= forgetful.PREFIXES
                verdicts[said] += 1
    assert cleared > 50 and min(verdicts.values()) > 100, (cleared, verdicts)


def test_a_trial_given_up_hands_the_column_search_its_tables_but_not_its_tails(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The plain trial's tails (its operators free) are never a round's (operators fixed); kept, its exact tails
    would use up the room the rounds have for theirs."""
    p = ms.parse_puzzle("709-7+60899=28*572*20+3*8358", ms.rules_from("relaxed"))
    monkeypatch.setattr(solver, "TRIAL_WORK", 30_000)
    after_trial: list[tuple[int, int, int]] = []
    at_columns: list[tuple[int, int, int]] = []
    plain, columns = solver.plain_search, solver.columns_search

    def sizes(shared: tails.Shared) -> tuple[int, int, int]:
        return len(shared.tables), len(shared.tails), shared.exact_size

    def watched_plain(*args: object, shared: tails.Shared, **kwargs: object) -> None:
        try:
            plain(*args, shared=shared, **kwargs)  # type: ignore[arg-type]
        finally:
            after_trial.append(sizes(shared))

    def watched_columns(*args: object, shared: tails.Shared, **kwargs: object) -> None:
        at_columns.append(sizes(shared))
        columns(*args, shared=shared, **kwargs)  # type: ignore[arg-type]

    expected = solver.search(p, 3, "move", strategy="columns")
    monkeypatch.setattr(solver, "plain_search", watched_plain)
    monkeypatch.setattr(solver, "columns_search", watched_columns)
    result = solver.search(p, 3, "move")
    assert [s.text for s in result.solutions] == [s.text for s in expected.solutions]
    assert len(after_trial) == 1 and len(at_columns) == 1, "the trial did not give up: nothing was checked"
    tables, tail_count, exact = after_trial[0]
    assert tables > 0 and tail_count > 0 and exact > 0, "the trial built no tails: nothing was checked"
    assert at_columns[0] == (tables, 0, 0)
