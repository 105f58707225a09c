"""Every game's back end, by key (the level files' `game:` value). Each RULES is annotated with its own
GameLogic[State, Move, LevelSpec, Params] where it is defined, so mypy checks each against the contract."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.logic.contract import GameLogic
from game.logic.matchstick.contract import RULES as MATCHSTICK
from game.logic.shapes.contract import RULES as SHAPES
from game.logic.stones.contract import RULES as STONES
from game.logic.sudoku.contract import RULES as SUDOKU
from game.logic.twentyfour.contract import RULES as TWENTYFOUR

LOGIC: Mapping[str, GameLogic[Any, Any, Any, Any]] = {
    "matchstick": MATCHSTICK,
    "sudoku": SUDOKU,
    "stones": STONES,
    "twentyfour": TWENTYFOUR,
    "shapes": SHAPES,
}
