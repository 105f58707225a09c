"""An independent brute-force oracle for Roman-numeral matchstick puzzles (Knoblich rules: + - =,
chained '=' allowed). It shares no code with game.logic.matchstick: its own stick places, its own
readings typed from the picture of each glyph, its own numeral table and its own arithmetic.

The row of cells is the one the game lays out: every number is an empty cell, then each glyph
followed by an empty cell; operators sit in cells of their own. A Roman cell has six stick places,
an operator cell five.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations

# A Roman cell: the upright, the left X's two strokes (the falling one is also V's left arm), the
# right X's two strokes (the rising one is also V's right arm), and L's foot.
UP, LF, LR, RF, RR, FOOT = "up", "left_fall", "left_rise", "right_fall", "right_rise", "foot"
ROMAN_PLACES = (UP, LF, LR, RF, RR, FOOT)
ROMAN_READ: dict[frozenset[str], str] = {frozenset(): ""}
for _stroke in (UP, LF, LR, RF, RR):
    ROMAN_READ[frozenset([_stroke])] = "I"          # any lone stick but a flat one is an I
ROMAN_READ[frozenset([LF, LR])] = "X"
ROMAN_READ[frozenset([RF, RR])] = "X"
ROMAN_READ[frozenset([LF, RR])] = "V"
ROMAN_READ[frozenset([UP, FOOT])] = "L"
ROMAN_DRAW = {"I": {UP}, "V": {LF, RR}, "X": {LF, LR}, "L": {UP, FOOT}}

# An operator cell: middle bar, lower bar, upright, two diagonals.
MID, LOW, VERT, RISE, FALL = "mid", "low", "vert", "rise", "fall"
OP_PLACES = (MID, LOW, VERT, RISE, FALL)
OP_READ = {frozenset([MID]): "-", frozenset([LOW]): "-", frozenset([MID, VERT]): "+", frozenset([MID, LOW]): "="}
OP_DRAW = {"-": {MID}, "+": {MID, VERT}, "=": {MID, LOW}}

_TENS = ("", "X", "XX", "XXX", "XL", "L", "LX", "LXX", "LXXX")
_UNITS = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX")
NUMERALS = {t + u: 10 * i + j for i, t in enumerate(_TENS) for j, u in enumerate(_UNITS) if t + u}


def roman(n: int) -> str:
    return _TENS[n // 10] + _UNITS[n % 10]


def layout(text: str) -> list[tuple[str, frozenset[str]]]:
    """The row of cells of a Roman puzzle text: (kind 'R' or 'O', sticks)."""
    cells: list[tuple[str, frozenset[str]]] = []
    in_number = False
    for ch in text.replace(" ", ""):
        if ch in OP_DRAW:
            cells.append(("O", frozenset(OP_DRAW[ch])))
            in_number = False
        else:
            if not in_number:
                cells.append(("R", frozenset()))
                in_number = True
            cells.append(("R", frozenset(ROMAN_DRAW[ch])))
            cells.append(("R", frozenset()))
    return cells


def read(cells: list[tuple[str, frozenset[str]]], chained: bool = True) -> tuple[str, bool] | None:
    """(text, true?) of a row whose every cell reads and every number is a numeral; None otherwise."""
    parts: list[str] = []
    numbers: list[int] = []
    ops: list[str] = []
    current = ""
    for kind, sticks in cells:
        if kind == "R":
            glyph = ROMAN_READ.get(sticks)
            if glyph is None:
                return None
            current += glyph
        else:
            op = OP_READ.get(sticks)
            if op is None or current not in NUMERALS:
                return None
            numbers.append(NUMERALS[current])
            parts += [current, op]
            ops.append(op)
            current = ""
    if current not in NUMERALS:
        return None
    numbers.append(NUMERALS[current])
    parts.append(current)
    equals = ops.count("=")
    if equals == 0 or (equals > 1 and not chained):
        return None
    sides: list[int] = []
    total = numbers[0]
    for op, n in zip(ops, numbers[1:]):
        if op == "=":
            sides.append(total)
            total = n
        else:
            total += n if op == "+" else -n
    sides.append(total)
    return "".join(parts), len(set(sides)) == 1


def _places(cells: list[tuple[str, frozenset[str]]]) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
    full, empty = [], []
    for i, (kind, sticks) in enumerate(cells):
        for place in ROMAN_PLACES if kind == "R" else OP_PLACES:
            (full if place in sticks else empty).append((i, place))
    return full, empty


def _changed(cells: list[tuple[str, frozenset[str]]], take: tuple[tuple[int, str], ...],
             put: tuple[tuple[int, str], ...]) -> list[tuple[str, frozenset[str]]]:
    out = list(cells)
    for i, place in take:
        out[i] = (out[i][0], out[i][1] - {place})
    for i, place in put:
        out[i] = (out[i][0], out[i][1] | {place})
    return out


def true_texts_at(cells: list[tuple[str, frozenset[str]]], d: int, mode: str, chained: bool) -> set[str]:
    """Texts of the true equations reached by picking d occupied and d empty places (move), d empty
    (add) or d occupied (remove)."""
    full, empty = _places(cells)
    takes = list(combinations(full, d)) if mode != "add" else [()]
    puts = list(combinations(empty, d)) if mode != "remove" else [()]
    found = set()
    for take in takes:
        for put in puts:
            verdict = read(_changed(cells, take, put), chained)
            if verdict is not None and verdict[1]:
                found.add(verdict[0])
    return found


def brute_solve(text: str, k: int, mode: str = "move", chained: bool = True) -> list[str]:
    """Every true equation exactly k sticks away, leaving out texts that fewer sticks reach."""
    cells = layout(text)
    start = read(cells, chained)
    closer = {start[0]} if start is not None and start[1] else set()
    for d in range(1, k):
        closer |= true_texts_at(cells, d, mode, chained)
    return sorted(true_texts_at(cells, k, mode, chained) - closer)


# --- the one-move sweep, token by token ------------------------------------------------------------------
# One move takes a stick from one token (a number or an operator with its cells) and puts it down in
# the same or another token. Enumerating every (occupied, empty) pair of the whole row, grouped by
# token, gives for each token what it reads as after losing a stick, gaining one, or both.

def _token_results(cells: list[tuple[str, frozenset[str]]]) -> tuple[set[str], set[str], set[str]]:
    """(after one stick taken, after one put, after one moved inside): the texts the token reads as,
    whenever every cell reads (a number must also be a numeral: checked by the caller)."""
    full, empty = _places(cells)
    out: tuple[set[str], set[str], set[str]] = (set(), set(), set())
    for which, takes, puts in ((0, [(f,) for f in full], [()]), (1, [()], [(e,) for e in empty]),
                               (2, [(f,) for f in full], [(e,) for e in empty])):
        for take in takes:
            for put in puts:
                changed = _changed(cells, take, put)
                glyphs = [(ROMAN_READ if kind == "R" else OP_READ).get(sticks) for kind, sticks in changed]
                if None not in glyphs:
                    out[which].add("".join(g for g in glyphs if g is not None))
    return out


_TOKEN_CACHE: dict[str, tuple[set[str], set[str], set[str]]] = {}


def _token(text: str) -> tuple[set[str], set[str], set[str]]:
    if text not in _TOKEN_CACHE:
        _TOKEN_CACHE[text] = _token_results(layout(text) if text not in OP_DRAW else [("O", frozenset(OP_DRAW[text]))])
    return _TOKEN_CACHE[text]


def _true(tokens: list[str]) -> bool:
    return _true_text("".join(tokens))


@lru_cache(maxsize=None)
def _true_text(text: str) -> bool:
    """Cached: a sweep meets the same trial text from many puzzles (it differs from each in one or two tokens)."""
    verdict = read(layout(text))
    return verdict is not None and verdict[1]


def one_move_answers(tokens: list[str]) -> list[str]:
    """brute_solve(''.join(tokens), 1, 'move') for a puzzle given as tokens ['VI', '=', 'VII', '+', 'I'],
    computed token by token (fast enough for every a o b = c with a, b, c in I..XX)."""
    found = set()
    results = [_token(t) for t in tokens]
    for s in range(len(tokens)):
        for variant in results[s][2]:           # a stick moved inside one token
            trial = tokens[:s] + [variant] + tokens[s + 1:]
            if _true(trial):
                found.add("".join(trial))
        for t in range(len(tokens)):            # taken from token s, put down in token t
            if t == s:
                continue
            for taken in results[s][0]:
                for put in results[t][1]:
                    trial = list(tokens)
                    trial[s], trial[t] = taken, put
                    if _true(trial):
                        found.add("".join(trial))
    start = "".join(tokens)
    found.discard(start)
    return sorted(found)
