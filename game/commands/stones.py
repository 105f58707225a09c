"""`solve stones H1 H2 ... [--normal]` and `generate stones`: the command-line face of game.logic.stones.

No pygame here. Heaps are numbered from 0, as in the move text "T HEAP TAKE".
"""
from __future__ import annotations

import argparse
import random
import re
from typing import Any

from game.logic import stones
from game.logic.common import PuzzleError

NAME = "stones"

_WHOLE = re.compile(r"[0-9]+", re.ASCII)
_SIGNED = re.compile(r"[+-][0-9]+", re.ASCII)


def add_solve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--normal", action="store_true",
                        help="normal rules: whoever takes the last stone wins (default: misère, it loses)")


def parse_heaps(tokens: list[str]) -> tuple[int, ...]:
    """Heap sizes from command-line tokens; PuzzleError names the first bad token and its position."""
    if not tokens:
        raise PuzzleError("no heaps given: expected heap sizes like 3 4 5")
    heaps = []
    for i, token in enumerate(tokens):
        if _SIGNED.fullmatch(token) and token.startswith("-"):
            raise PuzzleError(f"heap {i} (0-based) is {token}: a heap cannot hold fewer than 0 stones")
        if not _WHOLE.fullmatch(token.lstrip("+")):
            raise PuzzleError(f"heap {i} (0-based) is {token!r}: a heap size must be a whole number")
        try:
            heaps.append(int(token))
        except ValueError:  # Python refuses to convert integers of more than 4300 digits
            raise PuzzleError(f"heap {i} (0-based) has {len(token)} digits: too large to read") from None
    return tuple(heaps)


def solve(tokens: list[str], args: argparse.Namespace) -> dict[str, Any]:
    heaps = parse_heaps(tokens)
    rule = stones.Rule.NORMAL if getattr(args, "normal", False) else stones.Rule.MISERE
    move = stones.winning_move(heaps, rule)
    return {
        "heaps": list(heaps),
        "rule": rule.value,
        "winning": stones.mover_wins(heaps, rule),
        "move": None if move is None else {"heap": move.heap, "take": move.take},
    }


def level_from(tokens: list[str], args: argparse.Namespace) -> stones.LevelSpec:
    """The heaps under the --normal option's rule, the player moving first."""
    heaps = parse_heaps(tokens)
    rule = stones.Rule.NORMAL if getattr(args, "normal", False) else stones.Rule.MISERE
    fields = {"heaps": list(heaps), "cap": max(heaps) or 1, "rule": rule.value}
    try:
        return stones.parse_level(fields)
    except ValueError as err:
        raise PuzzleError(str(err)) from None


def solve_level(level: stones.LevelSpec, args: argparse.Namespace) -> dict[str, Any]:
    options = argparse.Namespace(**{**vars(args), "normal": level.rule is stones.Rule.NORMAL})
    return solve([str(h) for h in level.heaps], options)


def format_text(result: dict[str, Any]) -> str:
    heaps = " ".join(str(h) for h in result["heaps"])
    rule = "misère: last stone loses" if result["rule"] == "misere" else "normal: last stone wins"
    if not any(result["heaps"]):
        return f"{heaps} ({rule}): the game is over"
    if result["move"] is None:
        return f"{heaps} ({rule}): the player to move loses against perfect play"
    heap, take = result["move"]["heap"], result["move"]["take"]
    return (f"{heaps} ({rule}): the player to move wins: take {take} from heap {heap} "
            f"(0-based; move T {heap} {take})")


def add_generate_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--heaps", type=int, default=None, help="heap count (default: from --difficulty)")
    parser.add_argument("--cap", type=int, default=None, help="most stones per heap (default: from --difficulty)")
    parser.add_argument("--normal", action="store_true", help="normal rules instead of misère")


# difficulty -> (heap count, cap, AI strength): bigger boards against sharper play.
DIFFICULTIES = {
    "easy": (3, 4, stones.Strength.CASUAL),
    "medium": (4, 6, stones.Strength.STRONG),
    "hard": (5, 7, stones.Strength.PERFECT),
    "expert": (6, 15, stones.Strength.PERFECT),
}


def generate(args: argparse.Namespace) -> list[dict[str, Any]]:
    difficulty = getattr(args, "difficulty", None) or "medium"
    if difficulty not in DIFFICULTIES:
        raise PuzzleError(f"difficulty {difficulty!r} is not one of {', '.join(DIFFICULTIES)}")
    count, cap, strength = DIFFICULTIES[difficulty]
    count = args.heaps if getattr(args, "heaps", None) is not None else count
    cap = args.cap if getattr(args, "cap", None) is not None else cap
    rule = stones.Rule.NORMAL if getattr(args, "normal", False) else stones.Rule.MISERE
    rng = random.Random(getattr(args, "seed", None))
    levels: list[dict[str, Any]] = []
    for k in range(getattr(args, "count", None) or 1):
        spec = stones.generate_level(count, cap, rng, rule=rule, ai=strength)
        levels.append({
            "id": f"stones-gen-{k + 1:03d}",
            "band": difficulty,
            "heaps": list(spec.heaps),
            "cap": spec.cap,
            "rule": spec.rule.value,
            "first": spec.first.value,
            "ai": spec.ai.value,
        })
    return levels
