"""The game state the scene plays on, and its moves.

Moves have a text form: "D r4c7 9" places a digit, "C r4c7" clears a cell, "P r4c7 3" toggles a
pencil mark. Placing a digit clears that cell's marks and removes the digit's mark from the
cell's row, column and box, so undo (which restores the previous State) brings them back.

A state carries its geometry (`geo`, classic by default): an X, jigsaw, killer or 6x6 state clears marks, finds
clashes and decides SOLVED by that geometry's houses and cages, and takes the digits 1..size only.

A move's text names its cell by row and column, whatever the board's size ("D r2c5 4" on a 6x6 board too), so a
`Move` keeps the cell as the position row*9 + column (on a 9x9 board, the cell's index); `Move.at` and
`move.index(size)` convert to and from the cell numbering of a board of another size."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.logic.common import IllegalMoveError, InvalidMoveError, PuzzleError, Status
from game.logic.words import Msg, Text

from .board import BIT, Grid, cell_name, clashes, format_grid, parse_cell, parse_grid
from .geometry import CLASSIC, Geometry


@dataclass(frozen=True)
class State:
    givens: Grid  # 81 digits, 0 = blank
    entries: Grid  # the player's digits (0 where empty or given)
    marks: Grid  # pencil marks: bit d-1 set when d is pencilled in
    geo: Geometry = field(default=CLASSIC, repr=False)

    @classmethod
    def new(cls, puzzle: str | Grid, geo: Geometry = CLASSIC) -> "State":
        """A classic puzzle (its text or 81 digits), or with `geo` a variant's givens (checked by
        `variants.parse_puzzle` before they get here)."""
        if geo is not CLASSIC:
            if isinstance(puzzle, str) or len(puzzle) != geo.cells:
                raise PuzzleError(f"a {geo.variant} state needs its {geo.cells} givens")
            return cls(tuple(puzzle), (0,) * geo.cells, (0,) * geo.cells, geo)
        givens = parse_grid(puzzle) if isinstance(puzzle, str) else _checked_grid(puzzle)
        return cls(givens, (0,) * 81, (0,) * 81)

    @property
    def grid(self) -> Grid:
        """Givens and entries together: the digits on the board."""
        return tuple(g or e for g, e in zip(self.givens, self.entries))

    def marks_of(self, cell: int) -> tuple[int, ...]:
        return tuple(d for d in range(1, self.geo.size + 1) if self.marks[cell] & BIT[d])


def _checked_grid(grid: Grid) -> Grid:
    if len(grid) != 81 or any(not isinstance(d, int) or not 0 <= d <= 9 for d in grid):
        raise PuzzleError("a grid needs 81 digits 0-9")
    return parse_grid(format_grid(tuple(grid)))


KINDS = ("D", "C", "P")  # place a digit, clear a cell, toggle a pencil mark


@dataclass(frozen=True)
class Move:
    kind: str  # "D" place digit, "C" clear, "P" toggle pencil mark
    cell: int  # the position row*9 + column (both from 0): the cell's index on a 9x9 board
    digit: int = 0  # 1-9 for D and P, 0 for C

    @classmethod
    def at(cls, kind: str, index: int, digit: int = 0, size: int = 9) -> Move:
        """The move on cell `index` of a board `size` cells wide."""
        r, c = divmod(index, size)
        return cls(kind, r * 9 + c, digit)

    def index(self, size: int) -> int:
        """The cell's index on a board `size` cells wide (-1 when the cell lies off such a board)."""
        r, c = divmod(self.cell, 9)
        return r * size + c if r < size and c < size else -1

    def __str__(self) -> str:
        if self.kind == "C":
            return f"C {cell_name(self.cell)}"
        return f"{self.kind} {cell_name(self.cell)} {self.digit}"

    @classmethod
    def parse(cls, text: str) -> Move:
        """'D r4c7 9', 'C r4c7' or 'P r4c7 3' (case-insensitive); InvalidMoveError saying what is wrong."""
        if not isinstance(text, str):
            raise InvalidMoveError(f"a move must be text, not {type(text).__name__}")
        parts = text.split()
        if not parts or parts[0].upper() not in KINDS:
            raise InvalidMoveError("expected 'D r4c7 9', 'C r4c7' or 'P r4c7 3'", text)
        kind = parts[0].upper()
        want = 2 if kind == "C" else 3
        if len(parts) != want:
            shape = "C CELL" if kind == "C" else f"{kind} CELL DIGIT"
            raise InvalidMoveError(f"'{kind}' takes the form '{shape}'", text)
        try:
            cell = parse_cell(parts[1])
        except PuzzleError as e:
            raise InvalidMoveError(str(e), text) from None
        if kind == "C":
            return cls("C", cell)
        if len(parts[2]) != 1 or parts[2] not in "123456789":
            raise InvalidMoveError(f"the digit must be 1-9, not {parts[2]!r}", text)
        return cls(kind, cell, int(parts[2]))

    @property
    def well_formed(self) -> bool:
        """A cell on the board, a known kind, and a digit 1-9 (none for a clear)."""
        return (0 <= self.cell < 81 and self.kind in KINDS
                and ((self.kind == "C" and self.digit == 0) or (self.kind != "C" and 1 <= self.digit <= 9)))


def parse_move(text: str) -> Move:
    """'D r4c7 9', 'C r4c7' or 'P r4c7 3' (case-insensitive); InvalidMoveError saying what is wrong."""
    return Move.parse(text)


def format_move(move: Move) -> str:
    return str(move)


def refusal(state: State, move: Move) -> Text | None:
    """Why `move` cannot be made in `state` (off the board, a digit above its size, a given, a pencil mark on a
    filled cell), or None when it can."""
    if not move.well_formed:
        return f"{move!r} is not a move on this board"
    size = state.geo.size
    cell = move.index(size)
    row, column = divmod(move.cell, 9)  # a 9-wide position: the same row and column on any board
    row, column = row + 1, column + 1
    if cell < 0:
        return Msg("Row {row}, column {column} is not on this {size}x{size} board.", row=row, column=column,
                   size=size)
    if move.digit > size:
        return Msg("This board takes the digits 1-{size}, not {digit}.", size=size, digit=move.digit)
    if state.givens[cell]:
        return Msg("Row {row}, column {column} is a given: it cannot change.", row=row, column=column)
    if move.kind == "P" and state.entries[cell]:
        return Msg("Row {row}, column {column} holds a digit: clear it before pencilling.", row=row, column=column)
    return None


def apply(state: State, move: Move | str) -> State:
    """The state after `move`; IllegalMoveError if it cannot be made (a given, a pencil mark on a filled cell).
    Writing the digit a cell already holds, or clearing a cell with neither digit nor marks, has no effect: the
    same state comes back."""
    if isinstance(move, str):
        move = parse_move(move)
    reason = refusal(state, move)
    if reason is not None:
        raise IllegalMoveError(reason, str(move) if move.well_formed else None)
    cell = move.index(state.geo.size)
    entries = list(state.entries)
    marks = list(state.marks)
    if move.kind == "D":
        if entries[cell] == move.digit:
            return state
        entries[cell] = move.digit
        marks[cell] = 0
        keep = ~BIT[move.digit]
        for p in state.geo.peers[cell]:
            marks[p] &= keep
    elif move.kind == "C":
        if not entries[cell] and not marks[cell]:
            return state
        entries[cell] = 0
        marks[cell] = 0
    else:
        marks[cell] ^= BIT[move.digit]
    return State(state.givens, tuple(entries), tuple(marks), state.geo)


def legal_moves(state: State) -> list[Move]:
    """Every move that changes the state: any other digit in a cell that is not a given, clearing a cell that
    holds a digit or pencil marks, and toggling a pencil mark in an empty one."""
    out: list[Move] = []
    size = state.geo.size
    digits = range(1, size + 1)
    for cell in range(state.geo.cells):
        if state.givens[cell]:
            continue
        entry = state.entries[cell]
        out.extend(Move.at("D", cell, d, size) for d in digits if d != entry)
        if entry or state.marks[cell]:
            out.append(Move.at("C", cell, 0, size))
        if not entry:
            out.extend(Move.at("P", cell, d, size) for d in digits)
    return out


def conflicts(state: State) -> frozenset[int]:
    """Cells whose digit clashes with the same digit in their row, column or box (or any house or cage of the
    state's geometry)."""
    if state.geo is CLASSIC:
        return frozenset(c for pair in clashes(state.grid) for c in pair)
    grid = state.grid
    peers = state.geo.peers
    return frozenset(c for c, d in enumerate(grid) if d and any(grid[p] == d for p in peers[c]))


def _cage_sums_kept(state: State, grid: Grid) -> bool:
    return all(sum(grid[c] for c in cage.cells) == cage.total for cage in state.geo.cages)


def mistakes(state: State, solution: Grid) -> frozenset[int]:
    """The player's digits that differ from the solution (givens are never mistakes)."""
    return frozenset(i for i, e in enumerate(state.entries) if e and e != solution[i])


def status(state: State) -> Status:
    """SOLVED once every cell is filled with no clash (the one completion of a proper puzzle)."""
    grid = state.grid
    if state.geo is not CLASSIC:
        done = 0 not in grid and not conflicts(state) and _cage_sums_kept(state, grid)
        return Status.SOLVED if done else Status.PLAYING
    return Status.SOLVED if 0 not in grid and not clashes(grid) else Status.PLAYING
