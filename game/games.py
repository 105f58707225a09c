"""The games: their names, titles and where each one's pieces live.

Each game's back end (`rules`) and command-line adapter (`commands`) are typed: GameLogic and CommandAdapter,
checked by mypy. A game without scenes yet shows as "coming soon" in the menu; one without a command
adapter makes `solve GAME` say no solver is registered.
"""
from __future__ import annotations

import importlib.util
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from game.logic.words import N_

if TYPE_CHECKING:
    from game.commands import CommandAdapter
    from game.logic.contract import GameLogic


@dataclass(frozen=True)
class GameInfo:
    key: str          # level files' `game:` value and scene name
    title: str        # shown in the menu (English; marked for the catalog, translated where it is shown)
    cli_name: str     # the name after `solve` / `generate`
    blurb: str        # one line under the title in the menu
    headline_board: str | None = None  # the high-score table whose best the menu shows (higher is better)
    headline_unit: str = ""            # how to read that score, e.g. "hands"
    levels_noun: str = ""              # what the menu's "n / m solved" counts when its levels are not the game's
                                       # whole content (24's famous hands beside its modes); "" for plain levels
    chapter_of: str = ""               # a game played from another game's lobby (not a card of its own in the
                                       # menu): that game's key

    @property
    def scene_module(self) -> str:
        return f"scenes.{self.key}"


GAMES: tuple[GameInfo, ...] = (
    GameInfo("matchstick", N_("Matchsticks"), "matchstick", N_("Move a match to make the equation true")),
    GameInfo("sudoku", N_("Sudoku"), "sudoku", N_("Nine digits, one answer, easy to evil")),
    GameInfo("stones", N_("Stone duel"), "stones", N_("Take stones; whoever takes the last one loses")),
    GameInfo("twentyfour", N_("24"), "24", N_("Make 24 from four cards, against the clock"),
             headline_board="beat_the_clock", headline_unit=N_("hands"), levels_noun=N_("famous hands")),
    GameInfo("shapes", N_("Matchstick shapes"), "shapes", N_("Squares and triangles: remove, move or add matches"),
             chapter_of="matchstick"),
)

MENU_GAMES = tuple(g for g in GAMES if not g.chapter_of)  # the menu's cards

BY_KEY = {g.key: g for g in GAMES}
BY_CLI_NAME = {g.cli_name: g for g in GAMES} | BY_KEY


def _exists(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:
        return False


def rules(key: str) -> GameLogic[Any, Any, Any, Any]:
    """The game's back end under the shared contract (game/logic/contract.py; the registry is checked by mypy).
    Imported on first use, so `solve GAME` loads only the logic it needs. 24's rates hands with the players'
    solve times (levels/24_difficulty.csv): the file is read here, outside the pure logic, on the first rating."""
    if key == "twentyfour":
        return _twentyfour_rules()
    from game.logic.registry import LOGIC

    return LOGIC[key]


@lru_cache(maxsize=1)
def _twentyfour_rules() -> GameLogic[Any, Any, Any, Any]:
    from game.logic.twentyfour.contract import TwentyFourRules
    from game.twentyfour_data import ShippedTable

    return TwentyFourRules(ShippedTable())


def commands(key: str) -> CommandAdapter | None:
    """The game's command-line adapter module, typed (mypy checks each module against CommandAdapter); None
    for a game that has none yet. Imported on first use, so `solve GAME` loads only that game's logic."""
    if key == "matchstick":
        from game.commands import matchstick
        return matchstick
    if key == "sudoku":
        from game.commands import sudoku
        return sudoku
    if key == "stones":
        from game.commands import stones
        return stones
    if key == "twentyfour":
        from game.commands import twentyfour
        return twentyfour
    if key == "shapes":
        from game.commands import shapes
        return shapes
    return None


def scene_available(key: str) -> bool:
    return _exists(BY_KEY[key].scene_module)
