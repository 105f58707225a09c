"""Stone duel: misère Nim (or normal Nim) against an AI or a second player. Pure: no pygame, no I/O.

nim: rules, moves, state, perfect play, the teaching explanation, the brute-force oracle and level fields;
rating: a level's difficulty (bands checked by `check-levels`); contract: solve (perfect play to the end)
and the shared back-end contract (RULES).
"""
from game.logic.common import LevelFieldError, MoveError, PuzzleError, Status
from game.logic.stones.contract import LevelParams, solve
from game.logic.stones.nim import (LOSING_SENTENCE, MAX_LEVEL_CAP, MAX_LEVEL_HEAPS, OPPONENT, PLAYER, SLIP_ODDS,
                                   Explanation, First, Heaps, LevelSpec, Move, Opponent, Rule, State, Strength,
                                   ai_move, apply, best_move, check_heaps, check_level, check_move, explain,
                                   format_move, generate_level, is_over, last_taker, legal_moves, mover_wins,
                                   nim_sum, parse_level, parse_move, player_can_win, random_move, search_outcomes,
                                   stalling_move, start_state, status, winner, winning_move)
from game.logic.stones.rating import LEVEL_BANDS, rated_band, score

__all__ = [
    "Explanation", "First", "Heaps", "LEVEL_BANDS", "LOSING_SENTENCE", "LevelFieldError", "LevelParams", "LevelSpec",
    "MAX_LEVEL_CAP", "MAX_LEVEL_HEAPS", "Move", "MoveError", "OPPONENT", "Opponent", "PLAYER", "PuzzleError", "Rule",
    "SLIP_ODDS", "State", "Status", "Strength", "ai_move", "apply", "best_move", "check_heaps", "check_level",
    "check_move", "explain", "format_move", "generate_level", "is_over", "last_taker", "legal_moves", "mover_wins",
    "nim_sum", "parse_level", "parse_move", "player_can_win", "random_move", "rated_band", "score",
    "search_outcomes", "solve", "stalling_move", "start_state", "status", "winner", "winning_move",
]
