"""24: make the target (24) from the dealt numbers with + - × ÷ and brackets, each number used once.

Pure logic (no pygame, no I/O, randomness injected). The pieces:
- numbers: exact values, card names A J Q K, parsing;   expr: trees, text, the canonical key;
- solver: solvable / solutions / needs_fraction;         answer: the player's typed answer;
- rating: human difficulty table and heuristic, bands;  deal: seeded hands and challenges;
- state: the merge game (moves "M i op j");             modes: timed modes driven by dt;
- levels: parse_level / check_level / parse_settings for levels/twentyfour.yaml.

The game's own modules (answer, levels, modes, state) are loaded on first use (PEP 562): `solve 24` needs
only the solver and the rating, and a process that answers hands should not pay for importing the rest.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from game.logic.twentyfour.deal import (all_hands, band_pool, challenge_hands, deal, deal_rising, rising_bands,
                                        unsolvable_hands)
from game.logic.twentyfour.expr import Tree, evaluate, to_text, tree_key
from game.logic.twentyfour.numbers import card_label, fmt, parse_hand, parse_number, parse_target
from game.logic.twentyfour.rating import (BAND_NAMES, UNSOLVABLE, HumanRating, HumanTable, Rating, band_of,
                                          heuristic_seconds, rate)
from game.logic.twentyfour.solver import (Solution, clear_caches, count_solutions, needs_fraction, solutions,
                                          solvable, solvable_whole)

if TYPE_CHECKING:
    from game.logic.twentyfour.answer import AnswerError, Verdict, check_answer, parse_answer
    from game.logic.twentyfour.levels import (DEFAULT_SETTINGS, LevelSpec, Settings, check_level, parse_level,
                                              parse_settings)
    from game.logic.twentyfour.modes import MODE_NAMES, ModeRules, Run
    from game.logic.twentyfour.state import (Card, Move, State, apply, format_move, hint, legal_moves, new_state,
                                             parse_move, status)

solve = solutions
generate = deal

_LAZY = {  # module -> the public names it defines, imported when one of them is first asked for
    "answer": "AnswerError Verdict check_answer parse_answer",
    "levels": "DEFAULT_SETTINGS LevelSpec Settings check_level parse_level parse_settings",
    "modes": "MODE_NAMES ModeRules Run",
    "state": "Card Move State apply format_move hint legal_moves new_state parse_move status",
}
_HOME = {name: module for module, names in _LAZY.items() for name in names.split()}


def __getattr__(name: str) -> Any:
    if name not in _HOME:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{_HOME[name]}"), name)
    globals()[name] = value  # later look-ups find it directly
    return value


__all__ = [
    "AnswerError", "BAND_NAMES", "Card", "DEFAULT_SETTINGS", "HumanRating", "HumanTable", "LevelSpec", "MODE_NAMES",
    "ModeRules", "Move", "Rating", "Run", "Settings", "Solution", "State", "Tree", "UNSOLVABLE", "Verdict",
    "all_hands", "apply", "band_of", "band_pool", "card_label", "challenge_hands", "check_answer", "check_level",
    "clear_caches", "count_solutions", "deal", "deal_rising", "evaluate", "fmt", "format_move", "generate",
    "heuristic_seconds", "hint",
    "legal_moves", "needs_fraction", "new_state", "parse_answer", "parse_hand", "parse_level", "parse_move",
    "parse_number", "parse_settings", "parse_target", "rate", "solutions", "solvable", "solvable_whole", "solve",
    "rising_bands", "status", "to_text", "tree_key", "unsolvable_hands",
]
