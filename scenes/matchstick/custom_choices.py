"""Your own equation's choices: the preset's name for the player, the preset an equation calls for when the
player picked none, which examples to offer, and the choices kept in the store (checked when read back)."""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from game.logic import matchstick as ms
from game.logic.common import PuzzleError
from game.i18n import Msg, Text
from game.logic.words import InContext

SETTING = "matchstick.custom"   # the store setting holding the player's choices
DEFAULT_PRESET = "classic"
ROMAN_PRESET = "knoblich"
EXAMPLES = ("6+4=4", "V+I=IV")  # the field's placeholder: each has a 1-match answer under every preset
EXAMPLE_WORK = 200_000          # solver work one "Try one" example may take to show it has an answer


# each preset's short name, for its button ("Contest rules" is shown as "Contest"); "Relaxed" is also 24's untimed
# mode, so these carry a context of their own
PRESET_LABELS: dict[str, Msg] = {"strict": InContext("rules preset", "Contest"),
                                 "classic": InContext("rules preset", "Classic"),
                                 "relaxed": InContext("rules preset", "Relaxed"),
                                 "knoblich": InContext("rules preset", "Roman")}


def preset_label(preset: str) -> Text:
    """A preset's button label in the player's words, in their language."""
    return PRESET_LABELS.get(preset) or preset.capitalize()


def preset_for_text(text: str) -> str:
    """The preset an equation calls for when the player has picked none: the Roman rules for an equation
    that reads as Roman numerals, the classic rules for anything else (garbage included)."""
    if not ms.is_roman_text(text):
        return DEFAULT_PRESET
    try:
        ms.parse_puzzle(text, ms.PRESETS[ROMAN_PRESET])
    except PuzzleError:
        return DEFAULT_PRESET
    return ROMAN_PRESET


@lru_cache(maxsize=256)
def has_answer(equation: str, preset: str) -> bool:
    """Whether `equation` has an answer under `preset` with 1 to 4 matches moved (within EXAMPLE_WORK)."""
    try:
        puzzle = ms.parse_puzzle(equation, ms.PRESETS[preset])
        budget = ms.Budget(max_work=EXAMPLE_WORK)
        return any(ms.solve(puzzle, k, "move", budget=budget, limit=1).solutions
                   for k in range(1, ms.play.MAX_MOVES + 1))
    except (PuzzleError, ms.BudgetExceeded):   # unreadable, or too much work to show it has one: not offered
        return False


def read_choices(stored: Any) -> tuple[int | None, str | None, str | None]:
    """The matches, mode and preset kept in the store, each None unless it is still a valid choice."""
    if not isinstance(stored, dict):
        return None, None, None
    moves, mode, preset = stored.get("moves"), stored.get("mode"), stored.get("preset")
    valid_moves = isinstance(moves, int) and not isinstance(moves, bool) and 1 <= moves <= ms.play.MAX_MOVES
    return (moves if valid_moves else None, mode if isinstance(mode, str) and mode in ms.MODES else None,
            preset if isinstance(preset, str) and preset in ms.PRESETS else None)
