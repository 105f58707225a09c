"""24: make the target (24) from the dealt numbers with + - × ÷ and brackets, each number used once.

Pure logic (no pygame, no I/O, randomness injected). The pieces:
- numbers: exact values, card names A J Q K, parsing;   expr: trees, text, the canonical key;
- solver: solvable / solutions / needs_fraction;         answer: the player's typed answer and its verdict;
- rating: human difficulty table and heuristic, bands;  deal: seeded hands and challenges;
- state: the hand as played (moves "M i op j", "A expression", "N");  modes: timed modes driven by dt;
- levels: parse_level / check_level / parse_settings for levels/twentyfour.yaml.

Everything a scene, a command or a test imports from `game.logic.twentyfour` is listed in `__all__`. The
pieces of play (answer, state, levels, modes) are imported on first use of one of their names: `solve 24`
needs only the solver and the rating, and importing the other four took about a third of its start-up.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from game.logic.twentyfour.deal import (all_hands, band_pool, challenge_hands, deal, deal_rising, rising_bands,
                                        unsolvable_hands)
from game.logic.twentyfour.expr import Tree, evaluate, to_text, tree_key
from game.logic.twentyfour.numbers import card_label, fmt, parse_hand, parse_number, parse_target
from game.logic.twentyfour.rating import (BAND_NAMES, UNSOLVABLE, DifficultyReport, HumanRating, HumanTable,
                                          band_of, heuristic_seconds, rate)
from game.logic.twentyfour.solver import (Solution, clear_caches, count_solutions, needs_fraction, solutions,
                                          solvable, solvable_whole)

if TYPE_CHECKING:  # what the type checker sees at once; at run time `__getattr__` below imports them on first use
    from game.logic.twentyfour.answer import (AnswerError, AnswerVerdict, as_sentence, check_answer,
                                              parse_answer)
    from game.logic.twentyfour.levels import (DEFAULT_SETTINGS, LevelSpec, Settings, check_level, parse_level,
                                              parse_settings)
    from game.logic.twentyfour.modes import MODE_NAMES, ModeRules, Run
    from game.logic.twentyfour.state import (Answer, Card, ClaimNone, Merge, Move, State, apply, dead_end,
                                             dead_end_message, describe, format_move, hint, legal_moves,
                                             new_state, no_hint_message, other_solutions, parse_move, status)

# the names above that are imported on first use, by the module that holds them
_ON_FIRST_USE = {name: module for module, names in (
    ("answer", ("AnswerError", "AnswerVerdict", "as_sentence", "check_answer", "parse_answer")),
    ("levels", ("DEFAULT_SETTINGS", "LevelSpec", "Settings", "check_level", "parse_level", "parse_settings")),
    ("modes", ("MODE_NAMES", "ModeRules", "Run")),
    ("state", ("Answer", "Card", "ClaimNone", "Merge", "Move", "State", "apply", "dead_end", "dead_end_message",
               "describe", "format_move", "hint", "legal_moves", "new_state", "no_hint_message", "other_solutions",
               "parse_move", "status")),
) for name in names}

if not TYPE_CHECKING:  # (hidden from the type checker, which would otherwise type every unknown name through it)
    def __getattr__(name: str) -> object:
        module = _ON_FIRST_USE.get(name)
        if module is None:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
        globals()[name] = value  # found directly from now on
        return value

solve = solutions
generate = deal

__all__ = [
    "Answer", "AnswerError", "AnswerVerdict", "BAND_NAMES", "Card", "ClaimNone", "DEFAULT_SETTINGS",
    "DifficultyReport", "HumanRating", "HumanTable", "LevelSpec", "MODE_NAMES", "Merge", "ModeRules", "Move", "Run",
    "Settings", "Solution", "State", "Tree", "UNSOLVABLE",
    "all_hands", "apply", "as_sentence", "band_of", "band_pool", "card_label", "challenge_hands", "check_answer",
    "check_level", "clear_caches", "count_solutions", "dead_end", "dead_end_message", "deal", "deal_rising",
    "describe", "evaluate", "fmt", "format_move", "generate", "heuristic_seconds", "hint", "legal_moves",
    "needs_fraction", "new_state", "no_hint_message", "other_solutions", "parse_answer", "parse_hand", "parse_level",
    "parse_move",
    "parse_number", "parse_settings", "parse_target", "rate", "rising_bands", "solutions", "solvable",
    "solvable_whole", "solve", "status", "to_text", "tree_key", "unsolvable_hands",
]
