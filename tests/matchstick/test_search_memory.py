"""What the searches build goes when they are done: a finished search frees its tables, interval
tails and exact tail values as it returns (not leaving them for the cycle collector, which may not run for a long
while once a long search has aged them into its oldest generation: the garbage of many rounds would pile up)."""
from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from game.logic import matchstick as ms
from game.logic.matchstick import solver, tails


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

