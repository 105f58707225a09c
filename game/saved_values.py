"""Values read back from the save file are untrusted: bounded before they are parsed, checked by shape after.

`read_json` refuses a text too long or nested too deeply before `json.loads` sees it (no stored text can exhaust
the parser's stack or the memory); `save_problem` checks the fields every game's saved game shares; the small
predicates say what a count, a number of seconds and a finite number are. The store drops a value that fails and
tells the player; each game still checks its own fields when it rebuilds its game.
"""
from __future__ import annotations

import json
import math
import re
from typing import Any

from game.logic.session import MAX_SAVED_MOVES

# --- saved games: one check of the fields every game's save shares --------------------------------------------

_FLAGS = ("used_help", "hints_used", "check")
_TEXTS = ("level", "level_id", "title", "puzzle", "solution", "grade")
LARGEST = 10 ** 8  # seconds (over three years of play) or a count: anything larger is damage


def save_problem(data: Any) -> str | None:
    """What is wrong with the fields saved games share (history, time played, flags, ids), or None. Each game
    still checks its own fields (the puzzle, the heaps) when it rebuilds the game, and reports a ValueError."""
    if not isinstance(data, dict):
        return "it is not a record"
    if not all_finite(data):
        return "it holds a number that is not finite"
    history = data.get("history", {})
    if not isinstance(history, dict):
        return "the move history is not a record"
    moves = history.get("moves", [])
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        return "the moves are not a list of texts"
    if len(moves) > MAX_SAVED_MOVES:
        return f"its history holds {len(moves)} moves, more than {MAX_SAVED_MOVES}"
    position = history.get("position", len(moves))
    if not is_count(position) or position > len(moves):
        return "the position in the move history is out of range"
    if not is_seconds(data.get("elapsed", 0)):
        return "the time played is not a number of seconds"
    if not is_count(data.get("hints", 0)):
        return "the hint count is not a whole number"
    for key in _FLAGS:
        if not isinstance(data.get(key, False), bool):
            return f"{key} is not true or false"
    for key in _TEXTS:
        if not isinstance(data.get(key) or "", str):
            return f"{key} is not text"
    names = data.get("names", [])
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        return "the player names are not texts"
    if not isinstance(data.get("spec", {}), dict):
        return "the game description is not a record"
    return None


def is_finite(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= LARGEST


def is_seconds(value: Any) -> bool:
    return is_finite(value) and 0 <= value <= LARGEST


def all_finite(value: Any) -> bool:
    """Whether every number in `value` (JSON data, nested to any depth) is finite: walked with a list of what is
    left to see, not by recursion, so no nesting can exhaust the stack."""
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, float) and not math.isfinite(item):
            return False
        if isinstance(item, dict):
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
    return True


# --- values read back from the file: bounded before they are parsed --------------------------------------------

MAX_JSON_CHARS = 8_000_000  # a save at MAX_SAVED_MOVES short move texts is about 1.5 million characters
MAX_JSON_DEPTH = 32         # the deepest value the game writes is a few levels deep
_JSON_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.S)  # a JSON string, quotes and escapes included
_JSON_BRACKET = re.compile(r"[\[\]{}]")


def read_json(text: Any) -> tuple[Any, str | None]:
    """The JSON value of a text read from the file, and None; or None and what is wrong with it. Its length and
    its nesting (counted from its brackets outside strings) are checked before it is parsed, so no stored text
    can exhaust the parser's stack or the memory. NaN and Infinity are not JSON."""
    if not isinstance(text, str):
        return None, "it is not text"
    if len(text) > MAX_JSON_CHARS:
        return None, f"it is {len(text)} characters long, more than {MAX_JSON_CHARS}"
    if json_depth(text) > MAX_JSON_DEPTH:
        return None, f"it is nested more than {MAX_JSON_DEPTH} levels deep"

    def refuse(constant: str) -> Any:
        raise ValueError(constant)
    try:
        return json.loads(text, parse_constant=refuse), None
    except (ValueError, RecursionError):
        return None, "it is not readable"


def json_depth(text: str) -> int:
    """How deeply the brackets of a JSON text nest, strings left out (stops counting past MAX_JSON_DEPTH)."""
    depth = deepest = 0
    for bracket in _JSON_BRACKET.finditer(_JSON_STRING.sub("", text)):
        depth += 1 if bracket.group() in "[{" else -1
        deepest = max(deepest, depth)
        if deepest > MAX_JSON_DEPTH:
            break
    return deepest


def json_record(text: Any) -> dict[str, Any]:
    """The mapping a stored text holds, or an empty one when it holds anything else or cannot be read."""
    value, _ = read_json(text)
    return value if isinstance(value, dict) else {}
