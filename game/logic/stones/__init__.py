"""Stone duel: misère Nim (or normal Nim) against an AI or a second player. Pure: no pygame, no I/O.

state: heaps, moves ("T 2 3"), State, apply, status; perfect: who wins, the winning move, solve (perfect play to
the end) and the brute-force oracle; ai: the AI's strengths; explain: the teaching sentence behind a hint;
duel: how a duel ends, whose moves count, how far undo goes versus the computer; levels: level fields and
winnable starts; rating: a level's difficulty (bands checked by `check-levels`); contract: the shared back-end
contract (RULES).
"""
from game.logic.common import IllegalMoveError, InvalidMoveError, LevelFieldError, MoveError, PuzzleError, Status
from game.logic.stones.ai import SLIP_ODDS, Strength, ai_move, random_move
from game.logic.stones.contract import RULES, LevelParams
from game.logic.stones.duel import Judge, judge, player_counts, redo_goes_on, taken, undo_steps
from game.logic.stones.explain import LOSING_SENTENCE, Explanation, explain
from game.logic.stones.levels import (MAX_LEVEL_CAP, MAX_LEVEL_HEAPS, First, LevelSpec, Opponent, check_level,
                                      deal_custom, generate_level, parse_level, player_can_win, start_state)
from game.logic.stones.perfect import (best_move, mover_wins, nim_sum, search_outcomes, solve, stalling_move,
                                       winning_move)
from game.logic.stones.rating import LEVEL_BANDS, score
from game.logic.stones.state import (OPPONENT, PLAYER, Heaps, Move, Rule, State, apply, check_heaps, check_move,
                                     format_move, is_over, last_taker, legal_moves, parse_move, status, winner)

__all__ = [
    "Explanation", "First", "Heaps", "IllegalMoveError", "InvalidMoveError", "Judge", "LEVEL_BANDS",
    "LOSING_SENTENCE", "LevelFieldError", "LevelParams", "LevelSpec", "MAX_LEVEL_CAP", "MAX_LEVEL_HEAPS", "Move",
    "MoveError", "OPPONENT", "Opponent", "PLAYER", "PuzzleError", "RULES", "Rule", "SLIP_ODDS", "State", "Status",
    "Strength", "ai_move", "apply", "best_move", "check_heaps", "check_level", "check_move", "deal_custom", "explain",
    "format_move", "generate_level", "is_over", "judge", "last_taker", "legal_moves", "mover_wins", "nim_sum",
    "parse_level", "parse_move", "player_can_win", "player_counts", "random_move", "redo_goes_on", "score",
    "search_outcomes", "solve", "stalling_move", "start_state", "status", "taken", "undo_steps", "winner",
    "winning_move",
]
