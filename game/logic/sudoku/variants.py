"""A variant puzzle (its geometry and givens) and its one-line text form, the one `solve sudoku --variant` reads:

- x: 81 givens (`0` or `.` blank);
- jigsaw: 81 givens, a space, 81 region digits 1-9 row by row;
- killer: 81 givens, a space, 81 cage letters (A-Z then a-z, row by row, first met in that order), a space, the cage
  sums separated by commas in letter order;
- 6x6: 36 givens (digits 1-6)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from operator import itemgetter

from game.logic.common import PuzzleError
from game.logic.words import N_, Msg, Plural

from . import geometry, six_rows
from .geometry import CAGE_LETTERS, Cage, Geometry

FORMS = {
    "x": N_("81 givens (0 or . blank)"),
    "jigsaw": N_("81 givens, a space, 81 region digits 1-9"),
    "killer": N_("81 givens, a space, 81 cage letters A-Z a-z, a space, the cage sums separated by commas"),
    "6x6": N_("36 givens (digits 1-6, 0 or . blank)"),
}
NAMES = tuple(FORMS)  # the variants the command line and the levels take


@dataclass(frozen=True)
class Puzzle:
    geo: Geometry
    givens: tuple[int, ...]

    @property
    def variant(self) -> str:
        return self.geo.variant


def check_variant(name: str) -> str:
    key = str(name).strip().lower()
    if key not in FORMS:
        raise PuzzleError(Msg("unknown variant {name}: expected one of {known}", name=repr(name),
                              known=", ".join(NAMES)))
    return key


_VALUES = bytes.maketrans(b".0123456789", bytes([0, *range(10)]))  # a character -> its digit, 0 for a blank


def parse_givens(text: str, size: int) -> tuple[int, ...]:
    """size*size characters: digits 1..size, and 0 or . for blanks."""
    cells = size * size
    if len(text) != cells:
        raise PuzzleError(Msg("the givens need {cells} characters, got {n}", cells=cells, n=len(text)))
    if not text.strip("0." + "123456789"[:size]):  # every character allowed: read them at once
        return tuple(text.encode().translate(_VALUES))
    out = []
    for pos, ch in enumerate(text):
        if ch in "0.":
            out.append(0)
        elif "1" <= ch <= str(size):
            out.append(ord(ch) - 48)
        else:
            raise PuzzleError(Msg("bad character {char} at position {pos} of the givens: use 1-{size}, and 0 or . "
                                  "for blanks", char=repr(ch), pos=pos + 1, size=size))
    return tuple(out)


def check_clashes(geo: Geometry, givens: tuple[int, ...]) -> None:
    """Two givens that share a house (or a cage) with the same digit, or a given that breaks its cage's sum."""
    if geo is geometry.six() and six_rows.clash_free(givens):
        return  # the usual case, on one integer; a clash is found and named below
    later = _later_peers(geo)
    for a, d in enumerate(givens):
        if d and d in later[a](givens):
            b = next(b for b in geo.peers[a] if b > a and givens[b] == d)
            raise PuzzleError(Msg("givens clash: {a} and {b} both hold {digit}", a=geo.cell_name(a),
                                  b=geo.cell_name(b), digit=d))
    for k, cage in enumerate(geo.cages):
        placed = [givens[c] for c in cage.cells if givens[c]]
        if placed and not any(all(m >> (d - 1) & 1 for d in placed)
                              for m in geometry.combos(len(cage.cells), cage.total)):
            raise PuzzleError(Msg("the givens in cage {cage} cannot make its sum {total}", cage=CAGE_LETTERS[k],
                                  total=cage.total))


def _later_peers(geo: Geometry) -> list[Callable[[tuple[int, ...]], tuple[int, ...]]]:
    """Per cell, what reads the givens of its peers after it (one call each), kept on the geometry object."""
    found = geo.__dict__.get("_later_peers")
    if not isinstance(found, list):
        found = [_getter(tuple(b for b in geo.peers[a] if b > a)) for a in range(geo.cells)]
        object.__setattr__(geo, "_later_peers", found)
    return found


def _getter(cells: tuple[int, ...]) -> Callable[[tuple[int, ...]], tuple[int, ...]]:
    if len(cells) > 1:
        return itemgetter(*cells)
    return lambda grid: tuple(grid[c] for c in cells)


def parse_puzzle(variant: str, text: str) -> Puzzle:
    """The one-line form of a variant puzzle (see the module's docstring); PuzzleError naming what is wrong."""
    variant = check_variant(variant)
    if not isinstance(text, str):
        raise PuzzleError(Msg("a puzzle must be text, not {type}", type=type(text).__name__))
    parts = text.split()
    want = {"x": 1, "6x6": 1, "jigsaw": 2, "killer": 3}[variant]
    if len(parts) != want:
        raise PuzzleError(Plural("a {variant} puzzle is {form}: got {n} part", "a {variant} puzzle is {form}: got {n} "
                                 "parts", len(parts), variant=variant, form=Msg(FORMS[variant])))
    if variant == "6x6":
        geo = geometry.six()
    elif variant == "x":
        geo = geometry.diagonal()
    elif variant == "jigsaw":
        geo = geometry.jigsaw(parse_regions(parts[1]))
    else:
        geo = geometry.killer(parse_cages(parts[1], parts[2]))
    givens = parse_givens(parts[0], geo.size)
    check_clashes(geo, givens)
    return Puzzle(geo, givens)


def parse_regions(text: str) -> tuple[int, ...]:
    if len(text) != 81:
        raise PuzzleError(Plural("the regions need 81 digits 1-9, got {n} character", "the regions need 81 digits "
                                 "1-9, got {n} characters", len(text)))
    bad = next((p for p, ch in enumerate(text) if not "1" <= ch <= "9"), None)
    if bad is not None:
        raise PuzzleError(Msg("bad region {char} at position {pos}: regions are digits 1-9", char=repr(text[bad]),
                              pos=bad + 1))
    regions = tuple(ord(ch) - 49 for ch in text)
    geometry.check_regions(regions)
    return regions


def parse_cages(letters: str, sums: str) -> tuple[Cage, ...]:
    if len(letters) != 81:
        raise PuzzleError(Plural("the cages need 81 letters, got {n} character", "the cages need 81 letters, got {n} "
                                 "characters", len(letters)))
    order: list[str] = []
    for pos, ch in enumerate(letters):
        if ch not in CAGE_LETTERS:
            raise PuzzleError(Msg("bad cage letter {char} at position {pos}: use A-Z then a-z", char=repr(ch),
                                  pos=pos + 1))
        if ch not in order:
            expected = CAGE_LETTERS[len(order)]
            if ch != expected:
                raise PuzzleError(Msg("cage letters out of order: {char} at position {pos} comes before {expected} "
                                      "(letters are given A-Z then a-z as first met, row by row)", char=repr(ch),
                                      pos=pos + 1, expected=repr(expected)))
            order.append(ch)
    totals = []
    for k, part in enumerate(sums.split(",")):
        if not part.isdigit() or len(part) > 3:
            raise PuzzleError(Msg("cage sum {k} ({part}) is not a sum: a whole number of at most 3 digits", k=k + 1,
                                  part=repr(part[:10])))
        totals.append(int(part))
    if len(totals) != len(order):
        raise PuzzleError(Plural("{cages} cages but {n} sum", "{cages} cages but {n} sums", len(totals),
                                 cages=len(order)))
    cages = []
    for k, ch in enumerate(order):
        # a cage need not be connected side by side: some setters join cells corner to corner
        cells = tuple(i for i, x in enumerate(letters) if x == ch)
        cages.append(Cage(cells, totals[k]))
    return tuple(cages)


def format_givens(givens: tuple[int, ...]) -> str:
    return "".join(str(d) for d in givens)


def format_puzzle(puzzle: Puzzle) -> str:
    """The one-line form `parse_puzzle` reads."""
    geo = puzzle.geo
    givens = format_givens(puzzle.givens)
    if geo.variant == "jigsaw":
        return f"{givens} {''.join(str(r + 1) for r in geo.regions)}"
    if geo.variant == "killer":
        letters = [""] * 81
        for k, cage in enumerate(geo.cages):
            for c in cage.cells:
                letters[c] = CAGE_LETTERS[k]
        return f"{givens} {''.join(letters)} {','.join(str(c.total) for c in geo.cages)}"
    return givens


def canonical_cages(cages: list[tuple[int, ...]], solution: tuple[int, ...]) -> tuple[Cage, ...]:
    """Cages (cell groups) lettered in the order the text form needs (first met row by row), with the sums of
    `solution`."""
    ordered = sorted((tuple(sorted(c)) for c in cages), key=lambda cells: cells[0])
    return tuple(Cage(cells, sum(solution[i] for i in cells)) for cells in ordered)


def variant_form(text: str) -> tuple[str, str] | None:
    """(variant, line) when a pasted text is a variant's one-line form beyond doubt, else None (a plain 81-character
    grid is a classic sudoku; an X sudoku has the same form, so it is named: 'x: 81 givens'). A leading variant
    name with a colon ('jigsaw: ...', 'killer: ...', '6x6: ...') names any of them; without one, a jigsaw (two
    parts of 81), a killer (three parts, the last its sums) and a 6x6 (36 givens) are known by their shape."""
    head, colon, rest = text.strip().partition(":")
    if colon and head.strip().lower() in FORMS:
        return head.strip().lower(), " ".join(rest.split())
    parts = text.split()
    givens_like = bool(parts) and all(ch in "0123456789." for ch in parts[0])
    if len(parts) == 2 and givens_like and len(parts[0]) == 81 and len(parts[1]) == 81 and parts[1].isdigit():
        return "jigsaw", " ".join(parts)
    if (len(parts) == 3 and givens_like and len(parts[0]) == 81 and len(parts[1]) == 81 and parts[1].isalpha()
            and all(p.isdigit() for p in parts[2].split(","))):
        return "killer", " ".join(parts)
    if len(parts) == 1 and len(parts[0]) == 36 and all(ch in "0123456." for ch in parts[0]):
        return "6x6", parts[0]
    return None
