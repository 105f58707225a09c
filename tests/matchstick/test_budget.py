"""A share of a budget (Part) stops exactly where its own limit, the whole's or `also`'s would stop a search
charged directly, though it passes its units on in batches; a cancelled whole is noticed soon."""
from __future__ import annotations

import random

from game.logic.matchstick.budget import Budget, BudgetExceeded, Part

_CHECK_EVERY = 2048   # (budget.py's clock interval, which a cancel may wait for)


def _stops_at(charges: list[int], budget: Budget) -> int | None:
    """The index of the charge that raises, or None."""
    for index, units in enumerate(charges):
        try:
            budget.charge(units)
        except BudgetExceeded:
            return index
    return None


def test_a_part_stops_where_its_own_limit_or_the_wholes_would() -> None:
    rng = random.Random(4)
    stopped = {"by the whole": 0, "by the part": 0, "not at all": 0}
    for _ in range(400):
        charges = [rng.choice([1, 1, 2, 7, 60, 300, 2500]) for _ in range(rng.randint(1, 400))]
        whole_limit, part_limit = rng.randint(0, 40_000), rng.choice([None, rng.randint(0, 40_000)])
        expected_whole = _stops_at(charges, Budget(max_work=whole_limit))
        expected_part = None if part_limit is None else _stops_at(charges, Budget(max_work=part_limit))
        whole = Budget(max_work=whole_limit)
        part = Part(whole, part_limit)
        at = _stops_at(charges, part)
        ends = [i for i in (expected_whole, expected_part) if i is not None]
        assert at == (min(ends) if ends else None), (charges, whole_limit, part_limit)
        if at is not None:
            assert part.spent_whole == (at == expected_whole), (charges, whole_limit, part_limit)
        stopped["not at all" if at is None else "by the whole" if part.spent_whole else "by the part"] += 1
    assert min(stopped.values()) >= 20, stopped


def test_also_counts_only_the_units_after_it_was_set() -> None:
    rng = random.Random(5)
    stopped = 0
    for _ in range(300):
        charges = [rng.choice([1, 3, 50, 900, 3000]) for _ in range(rng.randint(2, 200))]
        set_at = rng.randrange(len(charges))
        also_limit = rng.randint(0, 20_000)
        expected = _stops_at(charges[set_at:], Budget(max_work=also_limit))
        part = Part(Budget())
        assert _stops_at(charges[:set_at], part) is None
        also = Budget(max_work=also_limit)
        part.also = also
        at = _stops_at(charges[set_at:], part)
        assert at == expected, (charges, set_at, also_limit)
        if at is not None:
            stopped += 1
            assert also.work == sum(charges[set_at:set_at + at + 1])   # every unit since it was set, none before
    assert stopped >= 100


def test_a_cancelled_whole_stops_its_part_within_one_clock_interval() -> None:
    whole = Budget()
    part = Part(whole)
    for _ in range(5000):
        part.charge(1)
    whole.cancel()
    counted = 0
    try:
        while True:
            part.charge(1)
            counted += 1
    except BudgetExceeded as err:
        assert str(err) == "cancelled"
    assert counted <= _CHECK_EVERY and part.spent_whole
