"""`solve 24 N1 N2 ... [--target T] [--seconds S] [--json]` and `generate 24` (no pygame here).

    solve 24 -> {"numbers", "target", "solvable", "solutions", "difficulty", "band"}, plus "stopped" (why,
    e.g. "stopped after 5 s (its time budget)") only when the search ended before its answer was complete: then the
    fields it did not reach are null (solvable, difficulty, band) or empty (solutions).
"""
from __future__ import annotations

import argparse
import random
import time
from collections.abc import Iterator, Mapping
from typing import Any

from game.logic import twentyfour as tf
from game.logic.common import PuzzleError
from game.logic.twentyfour.deadline import Deadline, OutOfTime, within
from game.logic.twentyfour.numbers import MAX_NUMBER_CHARS, Num, fmt, norm
from game.twentyfour_data import human_table

NAME = "24"
# A number of a hand or target holds at most MAX_NUMBER_CHARS characters (numbers.py: int() stops at 4300
# digits); six such fractions can still take minutes to search, so a search stops after --seconds of CPU.
SECONDS = 5.0


def add_solve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--target", default="24", help="the number to make (a whole number or a fraction like 7/2)")
    parser.add_argument("--seconds", type=float, default=SECONDS,
                        help=f"stop a search after S seconds of solving, 0.1..600 (default {SECONDS:g})")


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
    seconds = getattr(args, "seconds", SECONDS)
    if not 0.1 <= seconds <= 600:  # (a NaN fails this too)
        raise PuzzleError(f"--seconds must be from 0.1 to 600, not {seconds:g}")
    numbers = tf.parse_hand(tokens)
    target = tf.parse_target(target_text)
    out: dict[str, Any] = {"numbers": [_json_number(x) for x in numbers], "target": _json_number(target),
                           "solvable": None, "solutions": [], "difficulty": None, "band": None}
    deadline = Deadline(seconds, time.process_time)
    try:
        with within(deadline):
            rating = tf.rate(numbers, target, human_table())
            out["solvable"] = rating.solvable
            solutions = [s.text for s in tf.solutions(numbers, target)]
    except OutOfTime:
        out["stopped"] = deadline.reason
        return out
    out["solutions"] = solutions
    out["difficulty"] = None if rating.difficulty is None else round(rating.difficulty, 2)
    out["band"] = rating.band
    return out


def level_from(tokens: list[str], args: argparse.Namespace) -> tf.LevelSpec:
    """The cards and the --target option's number."""
    for i, token in enumerate(tokens):
        _check_length(token, f"card {i + 1}")
    numbers = tf.parse_hand(tokens)
    target = tf.parse_target(str(getattr(args, "target", "24")))
    return tf.LevelSpec(numbers, target)


def solve_level(level: tf.LevelSpec, args: argparse.Namespace) -> dict[str, Any]:
    options = argparse.Namespace(**{**vars(args), "target": fmt(level.target)})
    return solve([fmt(n) for n in level.cards], options)


def format_text(result: Mapping[str, Any]) -> str:
    hand = " ".join(str(x) for x in result["numbers"])
    head = f"{hand} -> {result['target']}: "
    if result.get("stopped"):
        known = {True: "solvable, ", False: "no solution, ", None: ""}[result["solvable"]]
        return head + f"{known}{result['stopped']}; raise --seconds to search longer"
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
