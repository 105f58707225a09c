"""`solve matchstick EQ ...` and `generate matchstick ...`: the command-line face of
game.logic.matchstick. No pygame here.

    solve matchstick EQ [--moves K] [--mode move|add|remove] [--rules PRESET]
                        [--allow FLAG]... [--forbid FLAG]... [--operators "+-*/="] [--json]
                        [--limit N] [--seconds S]
    -> {"puzzle", "moves", "mode", "rules", "solutions": [...]}   (ASCII '*' and '/')
       plus, only when the answer is not the whole list: "capped": true (more than --limit answers exist;
       "count" is then "N+") or "stopped": why the search ended early (its time budget ran out), with
       "solutions" holding what was found so far.
    A puzzle in Roman numerals ("VI=VII+I": no Arabic digit, some of I V X L) is solved and answered
    in Roman; its default preset is knoblich (+ - =, chained '=' allowed) instead of classic.
    generate matchstick [--difficulty BAND] [--count N] [--seed S] [--moves K] [--mode M]
                        [--rules PRESET] [--unique] [--campaign]
"""
from __future__ import annotations

import argparse
import random
import time
from functools import lru_cache
from typing import Any

from game.logic import matchstick as ms
from game.logic.common import PuzzleError
from game.logic.matchstick.campaign import build_campaign, level_dict
from game.logic.matchstick.onestick import one_stick_texts
from game.logic.matchstick.play import check_moves_mode

NAME = "matchstick"


def _add_rule_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--moves", type=int, default=1, help="sticks to move/add/remove, 1..4 (default 1)")
    parser.add_argument("--mode", choices=ms.MODES, default="move", help="move (default), add or remove")
    parser.add_argument("--rules", default=None,
                        help="preset: strict, classic (default), relaxed or knoblich (default for Roman puzzles)")
    parser.add_argument("--allow", action="append", default=[], metavar="FLAG",
                        help=f"turn a rule on ({', '.join(ms.FLAGS)}); repeatable")
    parser.add_argument("--forbid", action="append", default=[], metavar="FLAG",
                        help="turn a rule off; repeatable")
    parser.add_argument("--operators", default=None, help='operators allowed in answers, e.g. "+-="')


LIMIT = 1000      # answers listed at most (a long equation can have millions)
SECONDS = 5.0     # a search that takes longer stops and says what it found so far


def add_solve_arguments(parser: argparse.ArgumentParser) -> None:
    _add_rule_arguments(parser)
    parser.add_argument("--limit", type=int, default=LIMIT,
                        help=f"list at most N answers (default {LIMIT}); more are reported as N+")
    parser.add_argument("--seconds", type=float, default=SECONDS,
                        help=f"stop a search after S seconds of solving, 0.1..600 (default {SECONDS:g})")


RuleOptions = tuple[str | None, tuple[str, ...], tuple[str, ...], str | None, bool]
_RULE_SETS: dict[RuleOptions, ms.Rules] = {}   # the rule set each combination of options names


def _rules(args: argparse.Namespace, roman: bool = False) -> ms.Rules:
    """The rules named by the options (worked out once per batch, not once per line)."""
    key: RuleOptions = (args.rules, tuple(args.allow), tuple(args.forbid), args.operators, roman)
    rules = _RULE_SETS.get(key)
    if rules is None:
        preset = args.rules or ("knoblich" if roman else "classic")
        rules = _RULE_SETS[key] = ms.rules_from(preset, args.allow, args.forbid, args.operators,
                                                numerals="roman" if roman else "digits")
    return rules


@lru_cache(maxsize=64)
def _describe(rules: ms.Rules) -> str:
    return rules.describe()


def _search_limits(args: argparse.Namespace) -> tuple[int, float]:
    limit, seconds = getattr(args, "limit", LIMIT), getattr(args, "seconds", SECONDS)
    if not 1 <= limit <= 1_000_000:
        raise PuzzleError(f"--limit must be from 1 to 1000000, not {limit}")
    if not 0.1 <= seconds <= 600:
        raise PuzzleError(f"--seconds must be from 0.1 to 600, not {seconds:g}")
    return limit, seconds


def solve(tokens: list[str], args: argparse.Namespace) -> dict[str, Any]:
    limit, seconds = _search_limits(args)
    text = "".join(tokens)
    if args.moves == 1:  # a plain `a∘b=c`: its answers straight from per-number one-stick neighbourhoods
        rules = _rules(args)
        texts = one_stick_texts(text, rules, args.mode)
        if texts is not None and len(texts) <= limit:
            return {"puzzle": text, "moves": 1, "mode": args.mode, "rules": _describe(rules), "solutions": texts}
    rules = _rules(args, ms.is_roman_text(text))
    puzzle = ms.parse_puzzle(text, rules)
    return _answers(puzzle, args.moves, args.mode, rules, seconds, limit)


def _answers(puzzle: ms.Puzzle, moves: int, mode: str, rules: ms.Rules, seconds: float, limit: int) -> dict[str, Any]:
    budget = ms.Budget(seconds=seconds, clock=time.process_time)
    result = ms.solve(puzzle, moves, mode, budget=budget, limit=limit)
    out = {"puzzle": puzzle.text, "moves": moves, "mode": mode, "rules": _describe(rules), "solutions": result.texts}
    if result.capped:
        out["capped"] = True
        out["count"] = f"{len(result.solutions)}+"
    if not result.complete:
        out["stopped"] = (f"{result.stopped}: stopped after finding {len(result.solutions)} answer(s); "
                          "the list may be incomplete (raise --seconds to search longer)")
    return out


def level_from(tokens: list[str], args: argparse.Namespace) -> ms.LevelSpec:
    """The equation under the options' task and rules."""
    text = "".join(tokens)
    rules = _rules(args, ms.is_roman_text(text))
    puzzle = ms.parse_puzzle(text, rules)
    check_moves_mode(args.moves, args.mode)
    return ms.LevelSpec(puzzle, args.moves, args.mode, puzzle.rules, None)


def solve_level(level: ms.LevelSpec, args: argparse.Namespace) -> dict[str, Any]:
    """As `solve`, with the level's own task and rules (a code carries them)."""
    limit, seconds = _search_limits(args)
    return _answers(level.puzzle, level.moves, level.mode, level.rules, seconds, limit)


def format_text(result: dict[str, Any]) -> str:
    head = (f"{result['puzzle']}: {result['mode']} {result['moves']} stick(s), "
            f"rules {result['rules']}")
    tail = ""
    if result.get("stopped"):
        tail = f"\n  (search {result['stopped']})"
    if not result["solutions"]:
        return f"{head}: no solution" + (" found" + tail if tail else "")
    count = result.get("count", len(result["solutions"]))
    listed = f", the first {len(result['solutions'])} listed" if result.get("capped") else ""
    return f"{head}: {count} solution(s){listed}\n" + "\n".join(
        f"  {s}" for s in result["solutions"]) + tail


def add_generate_arguments(parser: argparse.ArgumentParser) -> None:
    _add_rule_arguments(parser)
    parser.add_argument("--unique", action="store_true", help="only puzzles with exactly one answer")
    parser.add_argument("--campaign", action="store_true",
                        help="the whole campaign (the classic equation bank + generated levels, easiest first)")


def generate(args: argparse.Namespace) -> list[dict[str, Any]]:
    rng = random.Random(args.seed)
    if getattr(args, "campaign", False):
        return build_campaign(rng)
    if args.difficulty is not None and args.difficulty not in ms.BAND_NAMES:
        raise PuzzleError(f"unknown difficulty {args.difficulty!r} (choose from {', '.join(ms.BAND_NAMES)})")
    params = ms.GenParams(band=args.difficulty, moves=args.moves, mode=args.mode, rules=_rules(args),
                          unique=args.unique)
    out = []
    for i in range(args.count):
        g = ms.generate(params, rng)
        out.append({"id": f"gen-{i + 1:03d}",
                    **level_dict(g.puzzle, g.moves, g.mode, g.rules, g.rating.band, list(g.solutions))})
    return out


CAMPAIGN_SEED = 2026
_CAMPAIGN_HEADER = f"""\
# Matchstick campaign: a classic bank of two-digit equations plus levels from the generator, easiest first;
# then the Roman chapter (ms-r01...: Knoblich et al. 1999's problem types, easiest first).
# Regenerate: python -c "from game.commands.matchstick import campaign_file; print(campaign_file(), end='')" \\
#   > levels/matchstick.yaml
# `check-levels` proves every level solvable and its listed solutions equal to the solver's.
game: matchstick
title: Matchstick campaign
source: "a classic bank of one-move equations (two-digit + - *), and game.logic.matchstick.generate (seed {CAMPAIGN_SEED})"
"""


def campaign_file(seed: int = CAMPAIGN_SEED) -> str:
    """The text of levels/matchstick.yaml: header, custom-entry examples and the campaign."""
    import yaml

    from game.logic.matchstick.campaign import CUSTOM_EXAMPLES, roman_chapter

    levels = build_campaign(random.Random(seed)) + roman_chapter()
    body = {"settings": {"custom_examples": list(CUSTOM_EXAMPLES)}, "levels": levels}
    dumped: str = yaml.safe_dump(body, sort_keys=False, default_flow_style=None, width=120)
    return _CAMPAIGN_HEADER + dumped
