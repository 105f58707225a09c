"""Whatever one field of a real save holds, the game's lobby opens, resumes or refuses it, and draws: never a
traceback. A refused save is deleted from the file and the player sees one short notice saying so.

The saves are real (a few moves played on each game's screen); hypothesis replaces one field anywhere in them
(a nested one, a move, an item of a list) with a wrong type, a huge number, a huge fraction, a huge or deeply
nested text, an answer nested 330 brackets deep or 1000 terms long, and the save is resumed as a player does."""
from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game.levels import Catalog
from tests.helpers import make_context
from tests.properties import Tally
from tests.shell.played_saves import GAMES, played_save, resume_and_draw, shown_notices, write_save

DEEP_ANSWER = "(" * 330 + "24" + ")" * 330
LONG_ANSWER = "+".join(["1"] * 1000)
HUGE_INT = 10 ** 4000          # the most digits Python will print is 4300
NOTICE_CHARS = 200


def nested_list(depth: int) -> Any:
    value: Any = 1
    for _ in range(depth):
        value = [value]
    return value


HOSTILE = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(-2 ** 80, 2 ** 80), st.just(HUGE_INT), st.just(-HUGE_INT),
    st.floats(allow_nan=False, allow_infinity=False), st.just(1e308), st.just(-0.5),
    st.text(max_size=20), st.just("9" * 999 + "/7"), st.just("1/0"), st.just("-3/4"), st.just("x" * 1_000_000),
    st.just(DEEP_ANSWER), st.just(LONG_ANSWER), st.just("A " + DEEP_ANSWER), st.just("A " + LONG_ANSWER),
    st.just("A " + "9" * 999), st.sampled_from(["M 0 + 1", "M 9 / 9", "D r1c1 9", "D r9c9 0", "T 0 99",
                                                "T 9 1", "M 0.a 0.b", "restart", "N", "A 24"]),
    st.just(nested_list(30)), st.just(nested_list(5)), st.lists(st.integers(-5, 5), max_size=8),
    st.lists(st.text(max_size=3), max_size=3), st.just(["x"] * 5000),
    st.dictionaries(st.text(max_size=4), st.integers(), max_size=3),
)


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every field of a record, nested ones too (a list's first two items and its last)."""
    out = [prefix] if prefix else []
    if isinstance(value, dict):
        for key in value:
            out += paths(value[key], prefix + (key,))
    elif isinstance(value, list):
        for i in sorted({0, 1, len(value) - 1} & set(range(len(value)))):
            out += paths(value[i], prefix + (i,))
    return out


def replaced(record: Any, path: tuple[Any, ...], new: Any) -> Any:
    copy = json.loads(json.dumps(record))
    holder = copy
    for step in path[:-1]:
        holder = holder[step]
    holder[path[-1]] = new
    return copy


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return Catalog.load()


@pytest.fixture(scope="module")
def real_saves(catalog, tmp_path_factory) -> dict[str, dict[str, Any]]:
    saves = {}
    for game in GAMES:
        ctx = make_context(tmp_path_factory.mktemp(game), catalog=catalog)
        saves[game] = played_save(ctx, game)
    return saves


@pytest.mark.oracle
@pytest.mark.parametrize("game", GAMES)
def test_a_save_with_any_field_replaced_resumes_or_is_refused_and_never_crashes(catalog, real_saves, game):
    record = real_saves[game]
    tally = Tally()

    @settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(path=st.sampled_from(paths(record)), value=HOSTILE)
    def resume_damaged(path: tuple[Any, ...], value: Any) -> None:
        with tempfile.TemporaryDirectory() as folder:
            ctx = make_context(Path(folder), catalog=catalog)
            ctx.notices = ctx.store.notices    # as the game is started: one list of notices
            write_save(ctx, game, json.dumps(replaced(record, path, value)))
            lobby, resumed = resume_and_draw(ctx, game)   # must not raise
            notices = shown_notices(ctx, lobby)
            if resumed is not None:
                assert not notices, notices
                tally("resumed")
            elif ctx.store.load_game(game) is None:
                assert len(notices) == 1, notices                       # one notice...
                (notice,) = notices
                assert len(notice) <= NOTICE_CHARS and "deleted" in notice, notice   # ...short and true
                tally("refused")
            else:   # a matchstick save naming another level is that level's: kept, and this level opens fresh
                assert game == "matchstick" and path == ("level",) and not notices
                tally("another level")
            ctx.store.close()

    resume_damaged()
    tally.require(refused=20)   # most values do not fit; some (a small count, a short text) resume as they are


@pytest.mark.parametrize("game", GAMES)
def test_the_real_save_itself_resumes_without_a_notice(catalog, real_saves, game, tmp_path):
    ctx = make_context(tmp_path, catalog=catalog)
    ctx.notices = ctx.store.notices
    write_save(ctx, game, json.dumps(real_saves[game]))
    lobby, resumed = resume_and_draw(ctx, game)
    assert resumed is not None and not shown_notices(ctx, lobby)
