"""The campaign: a classic bank of two-digit equations plus generated levels, in order of rated difficulty.
`levels/matchstick.yaml` is this list for seed 2026 (`python main.py generate matchstick --campaign`)."""
from __future__ import annotations

import random
from typing import Any

from .generate import GenParams, generate
from .play import parse_puzzle
from .rating import rate
from .rules import PRESETS, Rules, rules_from
from .solver import solve

# A fixed classic bank of two-digit + - * equations, one stick to move.
SEED_BANK = ("7+3=9", "1-2=72", "45+46=99", "25+64=76", "0*59=0", "0-5=1", "7*7=1", "0+2=3",
             "4-2=8", "26+7=32", "57-5=45", "7+90=51", "11+65=55", "38-40=79", "29+69=54")

# Custom-entry examples with no one-stick answer under classic rules (the player learns that
# "no solution" is an answer), and a few that do have one.
CUSTOM_EXAMPLES = ("1+1=9", "9-5=0", "1-2=72", "25+64=76", "11+65=55", "6+4=4", "45+46=99", "5+4=9")

# (count, band, moves, mode, rules, unique) for the generated part.
PLAN: tuple[tuple[int, str, int, str, str, bool], ...] = (
    (12, "easy", 1, "move", "classic", True), (14, "medium", 1, "move", "classic", False),
    (8, "hard", 1, "move", "classic", True), (3, "expert", 1, "move", "classic", True),
    (3, "easy", 2, "move", "classic", False), (9, "medium", 2, "move", "classic", False),
    (9, "hard", 2, "move", "classic", True), (8, "expert", 2, "move", "classic", True),
    (6, "easy", 1, "add", "classic", True), (4, "medium", 1, "add", "classic", True),
    (3, "medium", 2, "add", "classic", True), (1, "hard", 2, "add", "classic", True),
    (6, "easy", 1, "remove", "classic", True), (4, "medium", 1, "remove", "classic", True),
    (3, "medium", 2, "remove", "classic", True), (1, "hard", 2, "remove", "classic", True),
    (3, "easy", 1, "move", "strict", True), (3, "medium", 1, "move", "strict", True),
    (3, "medium", 1, "move", "relaxed", False), (3, "hard", 1, "move", "relaxed", False),
    (2, "expert", 2, "move", "relaxed", True),
)


def rules_field(rules: Rules) -> Any:
    """The level-file form of a rule set: the preset name when unchanged, else a mapping."""
    allow, forbid, operators, form = rules.changes()
    if not (allow or forbid or operators or form):
        return rules.name
    out: dict[str, Any] = {"preset": rules.name}
    for key, value in (("allow", allow), ("forbid", forbid), ("operators", operators), ("form", form)):
        if value:
            out[key] = value
    return out


def level_dict(puzzle: str, moves: int, mode: str, rules: Rules, band: str,
               solutions: list[str]) -> dict[str, Any]:
    return {"band": band, "puzzle": puzzle, "moves": moves, "mode": mode,
            "rules": rules_field(rules), "solutions": solutions}


def bank_levels() -> list[tuple[int, dict[str, Any]]]:
    """The bank's equations that have an answer: one stick under classic rules, else two."""
    out = []
    for text in SEED_BANK:
        for moves in (1, 2):
            puzzle = parse_puzzle(text, PRESETS["classic"])
            result = solve(puzzle, moves)
            if result.solutions:
                rating = rate(puzzle, moves, "move", result)
                out.append((rating.score, level_dict(puzzle.text, moves, "move", puzzle.rules,
                                                     rating.band, result.texts)))
                break
    return out


def build_campaign(rng: random.Random) -> list[dict[str, Any]]:
    """Every campaign level, easiest first, with ids ms-001, ms-002, ..."""
    scored = bank_levels()
    seen = {lvl["puzzle"] for _, lvl in scored}
    for count, band, moves, mode, preset, unique in PLAN:
        made = 0
        while made < count:
            g = generate(GenParams(band=band, moves=moves, mode=mode, rules=rules_from(preset),
                                   unique=unique), rng)
            if g.puzzle in seen:
                continue
            seen.add(g.puzzle)
            scored.append((g.rating.score, level_dict(g.puzzle, moves, mode, g.rules, g.rating.band,
                                                      list(g.solutions))))
            made += 1
    scored.sort(key=lambda item: item[0])
    return [{"id": f"ms-{i:03d}", **lvl} for i, (_, lvl) in enumerate(scored, start=1)]


# The Roman chapter (ids ms-r01, ...): Knoblich et al.'s (1999) example problems of each type
# (VI=VII+I value, IV=III+III loose chunk, IV=III-I operator, III=III+III tautology, XI=III+III tight
# chunk), and one-answer puzzles the generator made under knoblich rules (operands up to XX, seed
# 2026), picked to fill every type and mode: (puzzle, moves, mode).
ROMAN_BANK: tuple[tuple[str, int, str], ...] = (
    ("VI=VII+I", 1, "move"), ("IV=III+III", 1, "move"), ("IV=III-I", 1, "move"),
    ("III=III+III", 1, "move"), ("XI=III+III", 1, "move"),
    # value
    ("III+IX=X", 1, "move"), ("IX-IV=III", 1, "move"), ("XVII-I=XVIII", 1, "move"), ("XII=VII+III", 1, "move"),
    ("XXVII=VII+XVIII", 1, "move"), ("XVII+VIII=XXVII", 1, "move"), ("VII+III=XI", 2, "move"),
    ("VIII+X=XIX", 1, "add"), ("XII=IX+IV", 1, "add"), ("XXVII=X+XVIII", 1, "remove"),
    ("XII+XX=XXXIII", 1, "remove"),
    # operator
    ("XI=XI-I", 1, "move"), ("VII=V-II", 1, "move"), ("VI=III-II", 1, "move"), ("I-XVI=XVI", 1, "move"),
    ("XXI=XIII-IX", 1, "move"), ("XVIII-VII=XXVI", 1, "move"),
    # form (tautologies and '=' that must become an operator)
    ("II-III=II", 1, "move"), ("II=II-III", 1, "move"), ("XL=XX=XX", 1, "move"), ("XXI=IV=XVII", 1, "move"),
    ("XX=XIX=XXXIX", 1, "move"), ("XV=XIII=XXVIII", 1, "move"),
    # chunk decomposition (a V or an X broken)
    ("II-II=V", 1, "move"), ("I+IV=II", 1, "move"), ("V+IX=XI", 1, "move"), ("I=XVI-XII", 1, "move"),
    ("XII-IX=VI", 1, "move"), ("XXIII=XVI+XII", 1, "move"), ("I+III=XLV", 2, "move"),
)
ROMAN_RULES = "knoblich"


def roman_chapter() -> list[dict[str, Any]]:
    """The Roman levels, easiest first, with ids ms-r01, ms-r02, ..."""
    rules = rules_from(ROMAN_RULES, numerals="roman")
    scored = []
    for text, moves, mode in ROMAN_BANK:
        puzzle = parse_puzzle(text, rules)
        result = solve(puzzle, moves, mode)
        rating = rate(puzzle, moves, mode, result)
        scored.append((rating.score, level_dict(puzzle.text, moves, mode, puzzle.rules, rating.band, result.texts)))
    scored.sort(key=lambda item: item[0])
    return [{"id": f"ms-r{i:02d}", **lvl} for i, (_, lvl) in enumerate(scored, start=1)]
