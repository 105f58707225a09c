"""`solve 24 N1 N2 ... [--target T] [--json]` and `generate 24` (no pygame here)."""
from __future__ import annotations

import argparse
import random
from collections.abc import Iterator, Mapping
from typing import Any

from game.logic import twentyfour as tf
from game.logic.common import PuzzleError
from game.logic.twentyfour.numbers import Num, fmt, norm
from game.twentyfour_data import human_table

NAME = "24"
# Longest number (characters) a hand or target may hold. Any size is exact, but int() stops at 4300 digits and
# six 1000-digit cards already take seconds to search; longer ones are refused with a clear message.
MAX_NUMBER_CHARS = 1000


def add_solve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--target", default="24", help="the number to make (a whole number or a fraction like 7/2)")


def _json_number(x: Num) -> int | str:
    x = norm(x)
    return x if type(x) is int else fmt(x)


def _check_length(token: str, what: str) -> None:
    if len(token) > MAX_NUMBER_CHARS:
        raise PuzzleError(f"{what} has {len(token)} characters: numbers of at most {MAX_NUMBER_CHARS} are supported")


def solve(tokens: list[str], args: argparse.Namespace) -> dict[str, Any]:
    target_text = str(getattr(args, "target", "24"))
    for i, token in enumerate(tokens):
        _check_length(token, f"card {i + 1}")
    _check_length(target_text, "target")
    numbers = tf.parse_hand(tokens)
    target = tf.parse_target(target_text)
    rating = tf.rate(numbers, target, human_table())
    return {
        "numbers": [_json_number(x) for x in numbers],
        "target": _json_number(target),
        "solvable": rating.solvable,
        "solutions": [s.text for s in tf.solutions(numbers, target)],
        "difficulty": None if rating.difficulty is None else round(rating.difficulty, 2),
        "band": rating.band,
    }


def format_text(result: Mapping[str, Any]) -> str:
    hand = " ".join(str(x) for x in result["numbers"])
    head = f"{hand} -> {result['target']}: "
    if not result["solvable"]:
        return head + "no solution"
    sols = result["solutions"]
    lines = [head + f"{len(sols)} distinct solution{'s' if len(sols) != 1 else ''}, "
                    f"{result['band']} (difficulty {result['difficulty']})"]
    lines += [f"  {s} = {result['target']}" for s in sols]
    return "\n".join(lines)


def add_generate_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--unsolvable-share", type=float, default=0.0,
                        help="chance (0..1) that a hand has no solution")


def generate(args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    """Hands from the chosen band (--difficulty easy|medium|hard|expert), as level entries, one at a time."""
    rng = random.Random(args.seed)
    table = human_table()
    band = args.difficulty
    for k in range(args.count):
        cards = tf.deal(rng, table, band, getattr(args, "unsolvable_share", 0.0))
        rating = tf.rate(cards, 24, table)
        level: dict[str, Any] = {"id": f"24-gen-{k + 1:03d}", "band": rating.band, "cards": list(cards), "target": 24}
        if rating.solvable:
            level["solutions"] = tf.count_solutions(cards, 24)
        else:
            level["solvable"] = False
            level.pop("band")
        yield level
