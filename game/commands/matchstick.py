"""`solve matchstick EQ ...` and `generate matchstick ...`: the command-line face of
game.logic.matchstick. No pygame here.

    solve matchstick EQ [--moves K] [--mode move|add|remove] [--rules PRESET]
                        [--allow FLAG]... [--forbid FLAG]... [--operators "+-*/="] [--json]
    -> {"puzzle", "moves", "mode", "rules", "solutions": [...]}   (ASCII '*' and '/')
    A puzzle in Roman numerals ("VI=VII+I": no Arabic digit, some of I V X L) is solved and answered
    in Roman; its default preset is knoblich (+ - =, chained '=' allowed) instead of classic.
    generate matchstick [--difficulty BAND] [--count N] [--seed S] [--moves K] [--mode M]
                        [--rules PRESET] [--unique] [--campaign]
"""
from __future__ import annotations

import argparse
import random

from game.logic import matchstick as ms
from game.logic.common import PuzzleError
from game.logic.matchstick.campaign import build_campaign, level_dict

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


def add_solve_arguments(parser: argparse.ArgumentParser) -> None:
    _add_rule_arguments(parser)


def _rules(args: argparse.Namespace, roman: bool = False) -> ms.Rules:
    preset = args.rules or ("knoblich" if roman else "classic")
    return ms.rules_from(preset, args.allow, args.forbid, args.operators,
                         numerals="roman" if roman else "digits")


def solve(tokens: list[str], args: argparse.Namespace) -> dict:
    text = "".join(tokens)
    rules = _rules(args, ms.is_roman_text(text))
    puzzle = ms.parse_puzzle(text, rules)
    result = ms.solve(puzzle, args.moves, args.mode)
    return {"puzzle": puzzle.text, "moves": args.moves, "mode": args.mode,
            "rules": rules.describe(), "solutions": result.texts}


def format_text(result: dict) -> str:
    head = (f"{result['puzzle']}: {result['mode']} {result['moves']} stick(s), "
            f"rules {result['rules']}")
    if not result["solutions"]:
        return f"{head}: no solution"
    return f"{head}: {len(result['solutions'])} solution(s)\n" + "\n".join(
        f"  {s}" for s in result["solutions"])


def add_generate_arguments(parser: argparse.ArgumentParser) -> None:
    _add_rule_arguments(parser)
    parser.add_argument("--unique", action="store_true", help="only puzzles with exactly one answer")
    parser.add_argument("--campaign", action="store_true",
                        help="the whole campaign (seed bank + generated levels, easiest first)")


def generate(args: argparse.Namespace) -> list[dict]:
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
# Matchstick campaign: the seed-002 equation bank plus levels from the generator, easiest first;
# then the Roman chapter (ms-r01...: Knoblich et al. 1999's problem types, easiest first).
# Regenerate: python -c "from game.commands.matchstick import campaign_file; print(campaign_file(), end='')" \\
#   > levels/matchstick.yaml
# `check-levels` proves every level solvable and its listed solutions equal to the solver's.
game: matchstick
title: Matchstick campaign
source: "seed document 002 equation bank (two-digit + - *), and game.logic.matchstick.generate (seed {CAMPAIGN_SEED})"
"""


def campaign_file(seed: int = CAMPAIGN_SEED) -> str:
    """The text of levels/matchstick.yaml: header, custom-entry examples and the campaign."""
    import yaml

    from game.logic.matchstick.campaign import CUSTOM_EXAMPLES, roman_chapter

    levels = build_campaign(random.Random(seed)) + roman_chapter()
    body = {"settings": {"custom_examples": list(CUSTOM_EXAMPLES)}, "levels": levels}
    return _CAMPAIGN_HEADER + yaml.safe_dump(body, sort_keys=False, default_flow_style=None, width=120)
