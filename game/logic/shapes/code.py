"""A shape level as a code's description and back: the picture (its box, its points, its matches), the task,
K, N and the "same size" flag, as one mixed-radix number written in Crockford's base 32. The answer count a
level file may state is not part of the puzzle. Every description `encode` writes reads back to the same
level, and `decode` refuses any other text with a sentence."""
from __future__ import annotations

from game.logic.common import PuzzleError
from game.logic.words import Msg

from .lattice import Kind, Lattice, Point
from .levels import LevelSpec
from .picture import MAX_COLUMNS, MAX_ROWS
from .puzzle import MAX_STICKS, Action, Puzzle, TaskError, check_puzzle

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"   # Crockford's base 32: no I, L, O or U
ROWS = MAX_ROWS // 2 + 1                         # rows of points
_KINDS = tuple(Kind)
_ACTIONS = tuple(Action)


def _candidates(kind: Kind, top: int, bottom: int, left: int, right: int, phase: int) -> list[Point]:
    """Every lattice position in the box, in reading order."""
    return [(r, c) for r in range(top, bottom + 1, 2) for c in range(left, right + 1)
            if (c % 2 == 0 if kind is Kind.SQUARES else (c - r - phase) % 4 == 0)]


def encode(level: LevelSpec) -> str:
    puzzle = level.puzzle
    lattice = puzzle.lattice
    rows = [r for r, _ in lattice.points]
    cols = [c for _, c in lattice.points]
    top, bottom, left, right = min(rows), max(rows), min(cols), max(cols)
    first = lattice.points[0]
    phase = (first[1] - first[0]) % 4
    digits: list[tuple[int, int]] = [(_KINDS.index(lattice.kind), 2), (top // 2, ROWS), ((bottom - top) // 2, ROWS),
                                     (left, MAX_COLUMNS), (right - left, MAX_COLUMNS)]
    if lattice.kind is Kind.TRIANGLES:
        digits.append((phase, 4))
    points = set(lattice.points)
    digits += [(int(p in points), 2) for p in _candidates(lattice.kind, top, bottom, left, right, phase)]
    digits += [(puzzle.start >> i & 1, 2) for i in range(len(lattice.places))]
    digits += [(_ACTIONS.index(puzzle.action), 3), (puzzle.sticks - 1, MAX_STICKS),
               (puzzle.target, len(lattice.shapes) + 1), (int(puzzle.equal), 2)]
    number = 0
    for digit, radix in reversed(digits):
        number = number * radix + digit
    out = ""
    while True:
        number, d = divmod(number, 32)
        out = ALPHABET[d] + out
        if not number:
            return out


class _Reader:
    def __init__(self, text: str) -> None:
        number = 0
        for pos, ch in enumerate(text.strip().upper()):
            if ch not in ALPHABET:
                raise PuzzleError(Msg("character {position} ({character}) is not a code character", position=pos + 1,
                                      character=repr(ch)))
            number = number * 32 + ALPHABET.index(ch)
        self.value = number

    def pop(self, radix: int) -> int:
        self.value, digit = divmod(self.value, radix)
        return digit


def decode(text: str) -> LevelSpec:
    """The level a description names; PuzzleError saying why it names none."""
    fields = _Reader(text)
    kind = _KINDS[fields.pop(2)]
    top = 2 * fields.pop(ROWS)
    bottom = top + 2 * fields.pop(ROWS)
    left = fields.pop(MAX_COLUMNS)
    right = left + fields.pop(MAX_COLUMNS)
    phase = fields.pop(4) if kind is Kind.TRIANGLES else 0
    if bottom >= MAX_ROWS or right >= MAX_COLUMNS:
        raise PuzzleError(Msg("the picture is larger than a picture may be"))
    points = [p for p in _candidates(kind, top, bottom, left, right, phase) if fields.pop(2)]
    if not points or min(r for r, _ in points) != top or max(r for r, _ in points) != bottom \
            or min(c for _, c in points) != left or max(c for _, c in points) != right:
        raise PuzzleError(Msg("the picture's points do not fill the box the description gives"))
    lattice = Lattice(kind, tuple(points))
    if kind is Kind.TRIANGLES and (lattice.points[0][1] - lattice.points[0][0]) % 4 != phase:
        raise PuzzleError(Msg("the picture's points are off their grid"))
    if not lattice.places:
        raise PuzzleError(Msg("the picture has no place for a match"))
    start = sum(fields.pop(2) << i for i in range(len(lattice.places)))
    action = _ACTIONS[fields.pop(3)]
    sticks = fields.pop(MAX_STICKS) + 1
    target = fields.pop(len(lattice.shapes) + 1)
    equal = bool(fields.pop(2))
    if fields.value:
        raise PuzzleError(Msg("the description is longer than its puzzle"))
    puzzle = Puzzle(lattice, start, action, sticks, target, equal)
    try:
        check_puzzle(puzzle)
    except TaskError as err:   # its sentence, kept to be said in the player's language
        raise PuzzleError(err.reason) from None
    return LevelSpec(puzzle)
