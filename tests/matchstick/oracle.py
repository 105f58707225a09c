"""An independent brute-force oracle for the matchstick solver.

It shares no code with game.logic.matchstick: it rebuilds the sticks from the shapes written out below, tries
every way to pick k occupied and k empty slots (k empty for add, k occupied for remove), reads the result as
text and judges it with Python's own arithmetic on Fractions. Tests compare the solver with it, and
bench/bench_matchstick.py uses it as the baseline.
"""
from __future__ import annotations

import functools
import itertools
import re
from fractions import Fraction

DIGITS = {"0": "abcdef", "1": "bc", "2": "abdeg", "3": "abcdg", "4": "bcfg", "5": "acdfg",
          "6": "acdefg", "7": "abc", "8": "abcdefg", "9": "abcdfg"}
# operator slots: h middle horizontal, l second horizontal, v vertical, x and y the diagonals
OPS = {"-": "h", "+": "hv", "=": "hl", "*": "xy", "/": "x"}
READ = {"digit": {frozenset(s): d for d, s in DIGITS.items()},
        "op": {**{frozenset(s): o for o, s in OPS.items()}, frozenset("l"): "-"},
        "sign": {frozenset(): "", frozenset("h"): "-"}}
ALL_SLOTS = {"digit": "abcdefg", "op": "hlvxy", "sign": "h"}

# The presets as docs/matchstick.md states them.
ORACLE_RULES = {
    "strict": dict(ops="+-=", chained=False, unary=False, zeros=False, move_eq=False, form=True),
    "classic": dict(ops="+-*/=", chained=False, unary=False, zeros=False, move_eq=True, form=False),
    "relaxed": dict(ops="+-*/=", chained=True, unary=True, zeros=True, move_eq=True, form=False),
}


def oracle_cells(text: str, unary: bool) -> list[tuple[str, frozenset]]:
    text = text.replace("×", "*").replace("x", "*").replace("÷", "/")
    cells = []
    side_start = True
    for ch in text:
        if ch.isdigit():
            if side_start and unary:
                cells.append(("sign", frozenset()))
            cells.append(("digit", frozenset(DIGITS[ch])))
            side_start = False
        elif ch == "-" and side_start and unary:  # a unary minus written in the puzzle
            cells.append(("sign", frozenset("h")))
            side_start = False
        else:
            cells.append(("op", frozenset(OPS[ch])))
            side_start = ch == "="
    return cells


def oracle_true(text: str, r: dict) -> bool:
    if any(ch in "+-*/=" and ch not in r["ops"] for ch in text.lstrip("-")):
        return False
    if r["form"] and not re.fullmatch(r"\d+[+-]\d+=\d+", text):
        return False
    sides = text.split("=")
    if len(sides) < 2 or (len(sides) > 2 and not r["chained"]):
        return False
    side_re = r"-?\d+(?:[-+*/]\d+)*" if r["unary"] else r"\d+(?:[-+*/]\d+)*"
    if not all(re.fullmatch(side_re, s) for s in sides):
        return False
    if not r["zeros"] and re.search(r"(?<!\d)0\d", text):
        return False
    try:
        values = [eval(re.sub(r"\d+", lambda m: f"F({int(m.group())})", s), {"F": Fraction}) for s in sides]
    except ZeroDivisionError:
        return False
    return all(v == values[0] for v in values)


@functools.lru_cache(maxsize=None)
def _true_under(text: str, preset: str) -> bool:
    return oracle_true(text, ORACLE_RULES[preset])


def oracle_solve(text: str, k: int, mode: str, preset: str) -> list[str]:
    """Every true equation at distance exactly k (and at no smaller distance)."""
    r = ORACLE_RULES[preset]
    cells = oracle_cells(text, r["unary"])
    if r["form"] and not re.fullmatch(r"\d+[+-]\d+=\d+", text):
        return []
    frozen = {i for i, (kind, s) in enumerate(cells) if not r["move_eq"] and kind == "op" and READ["op"].get(s) == "="}
    full = [(i, n) for i, (kind, s) in enumerate(cells) if i not in frozen for n in s]
    empty = [(i, n) for i, (kind, s) in enumerate(cells) if i not in frozen
             for n in ALL_SLOTS[kind] if n not in s]
    base = [READ[kind].get(s) for kind, s in cells]
    by_distance: list[set[str]] = []
    for j in range(k + 1):
        take_counts = {"move": j, "add": 0, "remove": j}[mode]
        put_counts = {"move": j, "add": j, "remove": 0}[mode]
        found = set()
        for take in itertools.combinations(full, take_counts):
            for put in itertools.combinations(empty, put_counts):
                changed: dict[int, set] = {}
                for i, n in take:
                    changed.setdefault(i, set(cells[i][1])).discard(n)
                for i, n in put:
                    changed.setdefault(i, set(cells[i][1])).add(n)
                glyphs = list(base)
                ok = True
                for i, s in changed.items():
                    g = READ[cells[i][0]].get(frozenset(s))
                    if g is None or (g == "=" and not r["move_eq"]):
                        ok = False
                        break
                    glyphs[i] = g
                if ok and None not in glyphs:
                    out = "".join(glyphs)
                    if _true_under(out, preset):
                        found.add(out)
        by_distance.append(found)
    fewer = set().union(*by_distance[:k])
    return sorted(by_distance[k] - fewer)
