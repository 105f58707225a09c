"""Puzzles, play states and stick moves (the logic contract the scene drives).

Move text:  "M 3.b 5.e"  move the stick in cell 3 slot b to cell 5 slot e   (mode 'move')
            "A 2.g"      place a stick from the hand at cell 2 slot g        (mode 'add')
            "R 0.f"      take the stick at cell 0 slot f into the hand       (mode 'remove')
Cells count from 0, left to right, over every cell of the layout (sign cells included).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..common import IllegalMoveError, InvalidMoveError, PuzzleError, Status
from ..words import Msg, Plural
from .glyphs import OP, SLOTS, read, slot_names
from .layout import Layout, is_true_equation, parse_equation, render
from .roman import is_roman_text
from .rules import PRESETS, Rules, with_numerals

MODES = ("move", "add", "remove")
MAX_MOVES = 4
_MOVE_KIND = {"move": "M", "add": "A", "remove": "R"}

Slot = tuple[int, str]  # (cell index, slot name)


@dataclass(frozen=True)
class Puzzle:
    """A starting layout under a rule set. `text` is its canonical ASCII form."""
    text: str
    layout: Layout
    rules: Rules

    @property
    def frozen_cells(self) -> frozenset[int]:
        """Cells no stick may leave or enter: the '=' signs when '=' may not move."""
        if self.rules.move_equals:
            return frozenset()
        return frozenset(i for i, (k, m) in enumerate(zip(self.layout.kinds, self.layout.masks))
                         if k == OP and read(k, m) == "=")


def parse_puzzle(text: str, rules: Rules | None = None) -> Puzzle:
    """Parse an equation text under `rules` (classic by default); PuzzleError if malformed.
    A text in Roman numerals (no Arabic digit, some of I V X L) is read as Roman under the same
    preset: the puzzle's rules then have numerals='roman'."""
    rules = rules or PRESETS["classic"]
    if rules.numerals == "digits" and isinstance(text, str) and is_roman_text(text):
        rules = with_numerals(rules, "roman")
    layout = parse_equation(text, unary_minus=rules.unary_minus, numerals=rules.numerals)
    return Puzzle(render(layout), layout, rules)


@dataclass(frozen=True)
class CellInfo:
    index: int
    kind: str                  # 'digit', 'op' or 'sign'
    slots: str                 # every slot name of this kind, in order (see glyphs.GEOMETRY)
    sticks: tuple[str, ...]    # the slots that hold a stick
    frozen: bool               # an '=' that may not change under the rules


def cells(puzzle: Puzzle, masks: tuple[int, ...] | None = None) -> list[CellInfo]:
    """The cells a UI draws, left to right, with the sticks of `masks` (default: the puzzle's).
    Cell positions never change during play, so a scene can lay them out once."""
    masks = puzzle.layout.masks if masks is None else masks
    frozen = puzzle.frozen_cells
    return [CellInfo(i, kind, SLOTS[kind], tuple(n for b, n in enumerate(SLOTS[kind]) if m >> b & 1), i in frozen)
            for i, (kind, m) in enumerate(zip(puzzle.layout.kinds, masks))]


def puzzle_from_layout(layout: Layout, rules: Rules | None = None) -> Puzzle:
    """A puzzle built stick by stick (e.g. in a custom editor). PuzzleError names the first cell whose
    sticks form no glyph, or what else keeps the row from being a puzzle."""
    rules = rules or PRESETS["classic"]
    if len(layout.kinds) != len(layout.masks) or not layout.kinds:
        raise PuzzleError("a layout needs one slot mask per cell, and at least one cell")
    for i, (kind, mask) in enumerate(zip(layout.kinds, layout.masks)):
        if kind not in SLOTS:
            raise PuzzleError(f"cell {i}: unknown kind {kind!r}")
        if not isinstance(mask, int) or not 0 <= mask < 1 << len(SLOTS[kind]):
            raise PuzzleError(f"cell {i}: {mask!r} is not a set of {kind} slots")
        if read(kind, mask) is None:
            sticks = ", ".join(slot_names(kind, mask)) or "no sticks"
            raise PuzzleError(f"cell {i}: {sticks} do not form a{'n' if kind == OP else ''} {kind}")
    puzzle = parse_puzzle(render(layout), rules)
    if puzzle.layout != layout:
        raise PuzzleError(f"{render(layout)!r}: cells are not in the order digits, operators and "
                          f"sign cells take in a puzzle under these rules")
    return puzzle


def check_moves_mode(moves: object, mode: object) -> None:
    """Reject a stick count outside 1..4 or an unknown mode (PuzzleError)."""
    if mode not in MODES:
        raise PuzzleError(f"unknown mode {mode!r} (choose from {', '.join(MODES)})")
    if isinstance(moves, bool) or not isinstance(moves, int) or not 1 <= moves <= MAX_MOVES:
        raise PuzzleError(f"moves must be a whole number from 1 to {MAX_MOVES}, not {moves!r}")


@dataclass(frozen=True)
class Task:
    """What the player is asked: change `puzzle` by exactly `moves` sticks in `mode`."""
    puzzle: Puzzle
    moves: int = 1
    mode: str = "move"

    def __post_init__(self) -> None:
        check_moves_mode(self.moves, self.mode)


_MOVE_RE = re.compile(r"^\s*([MAR])((?:\s+\d+\.[a-z])+)\s*$")


@dataclass(frozen=True)
class Move:
    """One stick moved ('M'), added from the hand ('A') or removed into it ('R'); its text is its `str`."""
    kind: str            # 'M', 'A' or 'R'
    src: Slot | None     # the stick taken (M, R)
    dst: Slot | None     # the empty slot filled (M, A)

    def __str__(self) -> str:
        return " ".join([self.kind] + [f"{slot[0]}.{slot[1]}" for slot in (self.src, self.dst) if slot is not None])

    @classmethod
    def parse(cls, text: str) -> Move:
        """'M 3.b 5.e' / 'A 2.g' / 'R 0.f' -> Move (syntax only; apply() checks it against a state);
        InvalidMoveError when the text names no move."""
        m = _MOVE_RE.match(text) if isinstance(text, str) else None
        if not m:
            raise InvalidMoveError(Msg("expected 'M CELL.SLOT CELL.SLOT', 'A CELL.SLOT' or 'R CELL.SLOT'"),
                                   text if isinstance(text, str) else None)
        slots = [(int(c), s) for c, s in (p.split(".") for p in m.group(2).split())]
        kind = m.group(1)
        want = 2 if kind == "M" else 1
        if len(slots) != want:
            raise InvalidMoveError(Msg("'{kind}' takes 2 slots", kind=kind) if want > 1
                                   else Msg("'{kind}' takes 1 slot", kind=kind), text)
        if kind == "M":
            return cls("M", slots[0], slots[1])
        return cls(kind, slots[0], None) if kind == "R" else cls(kind, None, slots[0])


def format_move(move: Move) -> str:
    return str(move)


def parse_move(text: str) -> Move:
    """'M 3.b 5.e' / 'A 2.g' / 'R 0.f' -> Move (see `Move.parse`)."""
    return Move.parse(text)


@dataclass(frozen=True)
class State:
    """The sticks on the table (`masks`, one per cell), the sticks in hand and the moves made."""
    task: Task
    masks: tuple[int, ...]
    hand: int = 0
    used: int = 0

    @property
    def layout(self) -> Layout:
        return self.task.puzzle.layout.with_masks(self.masks)

    @property
    def moves_left(self) -> int:
        return self.task.moves - self.used

    @property
    def text(self) -> str:
        return render(self.layout)


def new_state(task: Task) -> State:
    """The start of play: add mode begins with `moves` sticks in hand, the others with none."""
    hand = task.moves if task.mode == "add" else 0
    return State(task, task.puzzle.layout.masks, hand, 0)


def distance(start: tuple[int, ...], masks: tuple[int, ...]) -> int:
    """Sticks by which two layouts differ: max(taken away, put down)."""
    removed = sum(bin(s & ~m).count("1") for s, m in zip(start, masks))
    added = sum(bin(m & ~s).count("1") for s, m in zip(start, masks))
    return max(removed, added)


def _check_slot(state: State, slot: Slot, move_text: str, want_stick: bool) -> int:
    cell, name = slot
    kinds = state.task.puzzle.layout.kinds
    if not 0 <= cell < len(kinds):
        raise IllegalMoveError(Msg("there is no cell {cell} (cells 0..{last})", cell=cell, last=len(kinds) - 1),
                               move_text)
    bit = SLOTS[kinds[cell]].find(name)
    if bit < 0:
        raise IllegalMoveError(Msg("cell {cell} is a {kind} cell with slots {slots}, not {name}", cell=cell,
                                   kind=kinds[cell], slots=", ".join(SLOTS[kinds[cell]]), name=repr(name)), move_text)
    if cell in state.task.puzzle.frozen_cells:
        raise IllegalMoveError(Msg("the '=' in cell {cell} may not change under these rules", cell=cell), move_text)
    has = bool(state.masks[cell] >> bit & 1)
    if has != want_stick:
        raise IllegalMoveError(Msg("cell {cell} slot {name} is empty", cell=cell, name=name) if want_stick
                               else Msg("cell {cell} slot {name} already holds a stick", cell=cell, name=name),
                               move_text)
    return 1 << bit


def apply(state: State, move: Move | str) -> State:
    """The state after `move` (a Move or its text); IllegalMoveError if it is not allowed here (InvalidMoveError
    for a text that names no move)."""
    if isinstance(move, str):
        move = parse_move(move)
    text = format_move(move)
    task = state.task
    if move.kind != _MOVE_KIND[task.mode]:
        raise IllegalMoveError(Msg("this puzzle is played in {mode} mode (moves start with {kind})",
                                   mode=task.mode, kind=repr(_MOVE_KIND[task.mode])), text)
    if state.moves_left <= 0:
        raise IllegalMoveError(Plural("the {n} move is used", "all {n} moves are used", task.moves), text)
    masks = list(state.masks)
    hand = state.hand
    if move.src is not None:
        bit = _check_slot(state, move.src, text, True)
        masks[move.src[0]] &= ~bit
        hand += move.kind == "R"
    if move.dst is not None:
        bit = _check_slot(state, move.dst, text, False)
        masks[move.dst[0]] |= bit
        hand -= move.kind == "A"
    return State(task, tuple(masks), hand, state.used + 1)


def legal_moves(state: State) -> list[Move]:
    """Every move allowed now (any stick to any empty slot; cells need not read mid-way)."""
    if state.moves_left <= 0:
        return []
    kinds = state.task.puzzle.layout.kinds
    frozen = state.task.puzzle.frozen_cells
    full: list[Slot] = []
    empty: list[Slot] = []
    for cell, (kind, mask) in enumerate(zip(kinds, state.masks)):
        if cell in frozen:
            continue
        for bit, name in enumerate(SLOTS[kind]):
            (full if mask >> bit & 1 else empty).append((cell, name))
    mode = state.task.mode
    if mode == "add":
        return [Move("A", None, s) for s in empty]
    if mode == "remove":
        return [Move("R", s, None) for s in full]
    return [Move("M", a, b) for a in full for b in empty]


def is_solved(state: State) -> bool:
    """A true equation exactly `moves` sticks away from the start."""
    task = state.task
    return (distance(task.puzzle.layout.masks, state.masks) == task.moves
            and is_true_equation(state.layout, task.puzzle.rules))


def status(state: State) -> Status:
    if is_solved(state):
        return Status.SOLVED
    return Status.LOST if state.moves_left <= 0 else Status.PLAYING
