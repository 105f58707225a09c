"""Why a game's own screen refuses a damaged save reads in the player's language: a damaged save of the 24 game, the
stone duel and sudoku, resumed from its lobby in Chinese, is told with no English left but the names it quotes (the
record's keys, the values it holds); the same notice says in English what it said before, and it follows a live
switch of the language (the lobby keeps the sentence, not its text of the moment)."""
from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from game import i18n
from game.levels import Catalog
from game.logic import twentyfour as tf
from game.logic.twentyfour import modes
from game.logic.words import Msg, reason
from scenes.base import Context
from scenes.saved_game import DamagedSave
from scenes.stones.lobby import StonesLobby
from scenes.stones.model import Duel
from scenes.sudoku.lobby import SudokuStartScene
from scenes.sudoku.play import scene_from_record
from scenes.twentyfour.lobby import TwentyFourLobby
from scenes.twentyfour.setup import resume_series
from tests.helpers import make_context
from tests.i18n.english_left import english_left, has_chinese

_rng = random.Random(1)
_version, _internal, _gauss = _rng.getstate()

# Saves as each game writes them today (the lobby resumes them whole).
TWENTYFOUR = {
    "mode": "beat_the_clock", "title": "24 · Beat the clock", "band": None, "seed": None, "level": None,
    "target": 24, "hand": [3, 3, 8, 8], "hand_over": False,
    "run": {"time_left": "1309/12", "elapsed": "251/12", "hands_done": 1, "solved": 1, "skipped": 0,
            "streak": 1, "best_streak": 1, "helped": False, "over": False, "reason": ""},
    "rng": [_version, list(_internal), _gauss],
    "history": {"moves": ["M 2 / 0", "M 1 - 0"], "position": 2}, "elapsed": 7.5, "hints": 0, "answers": 0,
}
STONES = {
    "level": "stones-05",
    "spec": {"heaps": [2, 3, 5, 7], "cap": 7, "rule": "misere", "first": "player", "ai": "strong", "opponent": "ai"},
    "names": ["You", "AI"],
    "history": {"moves": ["T 3 2", "T 0 1", "T 1 1"], "position": 2},
    "elapsed": 12.5, "hints": 0, "answers": 1,
}
SUDOKU = {
    "version": 1,
    "puzzle": "607839140003000009904060820002043008000000000700650200076090401800000300051428907",
    "solution": "627839145583214679914567823162743598435982716798651234276395481849176352351428967",
    "grade": "easy", "level_id": "su-easy-01", "title": "Easy 1",
    "history": {"moves": ["D r1c2 2", "P r2c1 5", "P r2c1 8", "D r1c9 5"], "position": 3},
    "elapsed": 83.25, "hints": 1, "answers": 0, "check": True,
}
MODES = ", ".join(modes.MODE_NAMES)
BANDS = ", ".join(tf.BAND_NAMES)


def run(**changed: Any) -> dict[str, Any]:
    return {"run": {**TWENTYFOUR["run"], **changed}}


def spec(**changed: Any) -> dict[str, Any]:
    return {"spec": {**STONES["spec"], **changed}}


SWAPPED = SUDOKU["solution"].translate(str.maketrans("12", "21"))   # a whole solution, not this puzzle's

# a label, the damage, the refusal in English (the words of the f-string it replaced, where there was one), the
# names it may quote
Damage = list[tuple[str, dict[str, Any], str, tuple[str, ...]]]
TWENTYFOUR_DAMAGE: Damage = [
    ("mode", {"mode": "blitz"}, f"saved mode 'blitz' is not one of {MODES}", ("blitz", *modes.MODE_NAMES)),
    ("title", {"title": 5}, "saved title 5 is not text", ("title",)),
    ("seed", {"seed": "x"}, "saved seed 'x' is not a whole number", ()),
    ("band", {"mode": "sprint", "band": "huge"}, f"saved band 'huge' is not one of {BANDS}",
     ("huge", *tf.BAND_NAMES)),
    ("origin", {"origin": "mail"}, "saved origin 'mail' is not code or daily", ("mail",)),
    ("cards", {"cards": "3 3"}, "saved cards '3 3' are not a list", ()),
    ("daily", {"origin": "daily", "cards": [3, 3, 8, 8], "daily": "someday"}, "saved day 'someday' is not a date",
     ("someday",)),
    ("level", {"level": "nope"}, "there is no 24 level 'nope'", ("nope",)),
    ("target", {"target": [24]}, "saved target [24] is not a number", ()),
    ("run", {"run": 3}, "saved run is not a record", ("run",)),
    ("run-over", run(over=True), "saved run is already over", ()),
    ("run-elapsed", run(elapsed="x"), "saved run: elapsed 'x' is not a number of seconds", ("elapsed",)),
    ("run-negative", run(time_left="-5"), "saved run: time_left '-5' is negative", ("time_left",)),
    ("run-count", run(solved=-1), "saved run: solved -1 is not a count", ("solved",)),
    ("run-flag", run(helped="yes"), "saved run: helped 'yes' is not true or false", ("helped", "yes")),
    ("run-reason", run(reason=4), "saved run: reason 4 is not text", ("reason",)),
    ("run-time_left", run(time_left=None), "saved run: its clock does not match the mode's", ()),
    ("rng", {"rng": [1, 2]}, "saved dealer position is not a random generator's state", ()),
    ("rng-state", {"rng": [3, [1, 2], None]}, "saved dealer position cannot be restored", ()),
    ("hand", {"hand": "3 3 8 8"}, "saved hand '3 3 8 8' is not a list of cards", ()),
    ("card", {"hand": [3, 3, 8, [1]]}, "saved card [1] is not a number", ()),
    ("card-text", {"hand": [3, 3, 8, "x"]},
     "saved card 'x': card 'x' is not a whole number, a fraction like 8/3, or a card A J Q K", ()),
]
STONES_DAMAGE: Damage = [
    ("spec", {"spec": 5}, "stone duel save has no game description", ()),
    ("names", {"names": ["only one"]}, "stone duel save has malformed player names", ()),
    ("mode", {"mode": "weekly"}, "stone duel save has an unknown mode 'weekly'", ("weekly",)),
    ("first", spec(first="nobody"), "stone duel save has an unknown first player 'nobody'", ("nobody",)),
    ("daily", {"mode": "daily", "daily": "someday"}, "stone duel save has a day 'someday' that is not a date",
     ("someday",)),
]
SUDOKU_DAMAGE: Damage = [
    ("version", {"version": 99}, "unknown save version 99", ()),
    ("solution", {"solution": SWAPPED}, "the saved solution does not fit the puzzle", ()),
    ("level_id", {"level_id": 5}, "the level id is not text", ()),
    ("mode", {"mode": "weekly"}, "unknown mode 'weekly'", ("weekly",)),
    ("daily", {"mode": "daily", "daily": "someday"}, "the daily puzzle's day is not a date", ()),
    ("keeps_records", {"keeps_records": "yes"}, "keeps_records is not true or false", ("keeps_records",)),
    ("history", {"history": 3}, "the undo history is missing", ()),
    ("replay", {"history": {"moves": ["D r1c2 2"], "position": 7}},
     "the saved game does not replay: history record is malformed", ()),
]

# the damage each game's own check meets (the store's schema lets it through), whole from the lobby
REACH_THE_GAME = {("twentyfour", "mode"), ("twentyfour", "band"), ("twentyfour", "origin"), ("twentyfour", "daily"),
                  ("twentyfour", "level"), ("twentyfour", "run-over"), ("twentyfour", "run-time_left"),
                  ("stones", "names"), ("stones", "mode"), ("stones", "first"), ("stones", "daily"),
                  ("sudoku", "version"), ("sudoku", "solution"), ("sudoku", "mode"), ("sudoku", "daily")}


def rebuild(ctx: Context, game: str, record: dict[str, Any]) -> object:
    """The game's own rebuilding of a saved record, as its lobby runs it (the store's schema left aside)."""
    if game == "twentyfour":
        return resume_series(ctx, record)
    if game == "stones":
        return Duel.from_record(record, random.Random(0), 0.5)
    return scene_from_record(ctx, record)


def lobby_notice(ctx: Context, game: str, record: dict[str, Any]) -> object:
    """The lobby's notice once it has met `record` as the saved game of `game` (and deleted it)."""
    ctx.store.save_game(game, record)
    lobbies: dict[str, Callable[[Context], object]] = {
        "twentyfour": lambda c: TwentyFourLobby(c).notice, "stones": lambda c: StonesLobby(c).message,
        "sudoku": lambda c: SudokuStartScene(c).notice}
    told = lobbies[game](ctx)
    assert ctx.store.load_game(game) is None, "a damaged save is deleted"
    return told


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return Catalog.load()


@pytest.fixture
def ctx(tmp_path: Path, catalog: Catalog) -> Iterator[Context]:
    made = make_context(tmp_path, catalog=catalog)
    yield made
    made.store.close()


CASES = ([("twentyfour", TWENTYFOUR, *case) for case in TWENTYFOUR_DAMAGE]
         + [("stones", STONES, *case) for case in STONES_DAMAGE]
         + [("sudoku", SUDOKU, *case) for case in SUDOKU_DAMAGE])
IDS = [f"{c[0]}-{c[2]}" for c in CASES]


@pytest.mark.parametrize(("game", "saved", "label", "damage", "english", "names"), CASES, ids=IDS)
def test_the_game_refuses_a_damaged_save_in_a_catalog_sentence(
        ctx: Context, game: str, saved: dict[str, Any], label: str, damage: dict[str, Any], english: str,
        names: tuple[str, ...]) -> None:
    with pytest.raises(ValueError) as caught:
        rebuild(ctx, game, {**saved, **damage})
    said = reason(caught.value)
    assert isinstance(said, Msg) and said.english() == english
    i18n.set_language("zh_CN")
    assert has_chinese(str(said)) and english_left(str(said), *names) == [], str(said)


LOBBY_CASES = [case for case in CASES if (case[0], case[2]) in REACH_THE_GAME]


def test_the_lobby_cases_reach_the_game() -> None:
    assert len(LOBBY_CASES) == len(REACH_THE_GAME)


@pytest.mark.parametrize(("game", "saved", "label", "damage", "english", "names"), LOBBY_CASES,
                         ids=[f"{c[0]}-{c[2]}" for c in LOBBY_CASES])
def test_the_lobby_tells_it_in_chinese_then_again_in_english(
        ctx: Context, game: str, saved: dict[str, Any], label: str, damage: dict[str, Any], english: str,
        names: tuple[str, ...]) -> None:
    i18n.set_language("zh_CN")
    told = lobby_notice(ctx, game, {**saved, **damage})
    assert isinstance(told, DamagedSave), told   # the game's own refusal, not the store's
    shown = str(told)
    assert shown.startswith("你保存的") and english_left(shown, *names) == [], shown
    i18n.set_language("en")   # the same notice, said again in the language of the moment
    assert str(told).startswith("Your saved ") and f"({english})" in str(told) and not has_chinese(str(told))
    assert told.english() == str(told)
