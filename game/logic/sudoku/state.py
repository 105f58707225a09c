"""The game state the scene plays on, and its moves.

Moves have a text form: "D r4c7 9" places a digit, "C r4c7" clears a cell, "P r4c7 3" toggles a
pencil mark. Placing a digit clears that cell's marks and removes the digit's mark from the
cell's row, column and box, so undo (which restores the previous State) brings them back."""
from __future__ import annotations

from dataclasses import dataclass

from game.logic.common import MoveError, PuzzleError, Status

from .board import BIT, PEERS, Grid, cell_name, clashes, format_grid, parse_cell, parse_grid


@dataclass(frozen=True)
class State:
    givens: Grid  # 81 digits, 0 = blank
    entries: Grid  # the player's digits (0 where empty or given)
    marks: Grid  # pencil marks: bit d-1 set when d is pencilled in

    @classmethod
    def new(cls, puzzle: str | Grid) -> "State":
        givens = parse_grid(puzzle) if isinstance(puzzle, str) else _checked_grid(puzzle)
        return cls(givens, (0,) * 81, (0,) * 81)

    @property
    def grid(self) -> Grid:
        """Givens and entries together: the digits on the board."""
        return tuple(g or e for g, e in zip(self.givens, self.entries))

    def marks_of(self, cell: int) -> tuple[int, ...]:
        return tuple(d for d in range(1, 10) if self.marks[cell] & BIT[d])


def _checked_grid(grid: Grid) -> Grid:
    if len(grid) != 81 or any(not isinstance(d, int) or not 0 <= d <= 9 for d in grid):
        raise PuzzleError("a grid needs 81 digits 0-9")
    return parse_grid(format_grid(tuple(grid)))


@dataclass(frozen=True)
class Move:
    kind: str  # "D" place digit, "C" clear, "P" toggle pencil mark
    cell: int
    digit: int = 0  # 1-9 for D and P, 0 for C

    def __str__(self) -> str:
        return format_move(self)


def parse_move(text: str) -> Move:
    """'D r4c7 9', 'C r4c7' or 'P r4c7 3' (case-insensitive); MoveError saying what is wrong."""
    if not isinstance(text, str):
        raise MoveError(f"a move must be text, not {type(text).__name__}")
    parts = text.split()
    if not parts or parts[0].upper() not in ("D", "C", "P"):
        raise MoveError(f"bad move {text!r}: expected 'D r4c7 9', 'C r4c7' or 'P r4c7 3'")
    kind = parts[0].upper()
    want = 2 if kind == "C" else 3
    if len(parts) != want:
        shape = "C CELL" if kind == "C" else f"{kind} CELL DIGIT"
        raise MoveError(f"bad move {text!r}: '{kind}' takes the form '{shape}'")
    try:
        cell = parse_cell(parts[1])
    except PuzzleError as e:
        raise MoveError(f"bad move {text!r}: {e}") from None
    if kind == "C":
        return Move("C", cell)
    if len(parts[2]) != 1 or parts[2] not in "123456789":
        raise MoveError(f"bad move {text!r}: the digit must be 1-9, not {parts[2]!r}")
    return Move(kind, cell, int(parts[2]))


def format_move(move: Move) -> str:
    if move.kind == "C":
        return f"C {cell_name(move.cell)}"
    return f"{move.kind} {cell_name(move.cell)} {move.digit}"


def apply(state: State, move: Move | str) -> State:
    """The state after `move`; MoveError if it cannot be made (a given, a pencil mark on a filled cell)."""
    if isinstance(move, str):
        move = parse_move(move)
    if not (0 <= move.cell < 81) or move.kind not in ("D", "C", "P") or not (
        (move.kind == "C" and move.digit == 0) or (move.kind != "C" and 1 <= move.digit <= 9)
    ):
        raise MoveError(f"malformed move {move!r}")
    cell = move.cell
    if state.givens[cell]:
        raise MoveError(f"{cell_name(cell)} is a given and cannot change")
    entries = list(state.entries)
    marks = list(state.marks)
    if move.kind == "D":
        entries[cell] = move.digit
        marks[cell] = 0
        keep = ~BIT[move.digit]
        for p in PEERS[cell]:
            marks[p] &= keep
    elif move.kind == "C":
        entries[cell] = 0
        marks[cell] = 0
    else:
        if entries[cell]:
            raise MoveError(f"{cell_name(cell)} holds a digit; clear it before pencilling")
        marks[cell] ^= BIT[move.digit]
    return State(state.givens, tuple(entries), tuple(marks))


def legal_moves(state: State) -> list[Move]:
    """Every move `apply` accepts: any other digit in a cell that is not a given, clearing a filled cell, and
    toggling a pencil mark in an empty one."""
    out: list[Move] = []
    for cell in range(81):
        if state.givens[cell]:
            continue
        entry = state.entries[cell]
        out.extend(Move("D", cell, d) for d in range(1, 10) if d != entry)
        if entry:
            out.append(Move("C", cell))
        else:
            out.extend(Move("P", cell, d) for d in range(1, 10))
    return out


def conflicts(state: State) -> frozenset[int]:
    """Cells whose digit clashes with the same digit in their row, column or box."""
    return frozenset(c for pair in clashes(state.grid) for c in pair)


def mistakes(state: State, solution: Grid) -> frozenset[int]:
    """The player's digits that differ from the solution (givens are never mistakes)."""
    return frozenset(i for i, e in enumerate(state.entries) if e and e != solution[i])


def status(state: State) -> Status:
    """SOLVED once every cell is filled with no clash (the one completion of a proper puzzle)."""
    grid = state.grid
    return Status.SOLVED if 0 not in grid and not clashes(grid) else Status.PLAYING
