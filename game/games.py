"""The four games: their names, titles and where each one's pieces live.

A piece that is not built yet is simply absent: the menu shows the game as "coming soon", `solve GAME`
says the solver is not registered, and levels for it cannot be validated.
"""
from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.logic.contract import GameLogic


@dataclass(frozen=True)
class GameInfo:
    key: str          # level files' `game:` value and scene name
    title: str        # shown in the menu
    cli_name: str     # the name after `solve` / `generate`
    blurb: str        # one line under the title in the menu
    headline_board: str | None = None  # the high-score table whose best the menu shows (higher is better)
    headline_unit: str = ""            # how to read that score, e.g. "hands"

    @property
    def logic_module(self) -> str:
        return f"game.logic.{self.key}"

    @property
    def command_module(self) -> str:
        return f"game.commands.{self.key}"

    @property
    def scene_module(self) -> str:
        return f"scenes.{self.key}"


GAMES: tuple[GameInfo, ...] = (
    GameInfo("matchstick", "Matchsticks", "matchstick", "Move a match to make the equation true"),
    GameInfo("sudoku", "Sudoku", "sudoku", "Nine digits, one answer, no guessing"),
    GameInfo("stones", "Stone duel", "stones", "Take stones; whoever takes the last one loses"),
    GameInfo("twentyfour", "24", "24", "Make 24 from four cards, against the clock",
             headline_board="beat_the_clock", headline_unit="hands"),
)

BY_KEY = {g.key: g for g in GAMES}
BY_CLI_NAME = {g.cli_name: g for g in GAMES} | BY_KEY


def _exists(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:
        return False


def load_optional(module: str) -> ModuleType | None:
    """Import `module` if its file exists; None if it is not built yet. Errors inside it propagate."""
    return importlib.import_module(module) if _exists(module) else None


def logic(key: str) -> ModuleType | None:
    return load_optional(BY_KEY[key].logic_module)


def rules(key: str) -> GameLogic[Any, Any, Any, Any]:
    """The game's back end under the shared contract (game/logic/contract.py; the registry is checked by mypy).
    Imported on first use, so `solve GAME` still loads only the logic it needs."""
    from game.logic.registry import LOGIC

    return LOGIC[key]


def commands(key: str) -> ModuleType | None:
    return load_optional(BY_KEY[key].command_module)


def scene_available(key: str) -> bool:
    return _exists(BY_KEY[key].scene_module)
