"""A variant sudoku (X, jigsaw, killer, 6x6) as a code's description, and back.

A classic description is a number below 2**81 * prod(9 - max(r, c, k)) < 2**184.6 (`code.py`), so every number from
CLASSIC_LIMIT = 2**185 up is free: a variant's description is CLASSIC_LIMIT plus a packed number of its own, and
classic codes read exactly as before (a number below 2**185 spread first, see SPREAD). The packed fields, in order:

- the variant (one of VARIANTS);
- jigsaw and killer: for every pair of side-by-side cells (each row's neighbours left to right, then each column's
  top to bottom) whether they lie in the same region or cage. Regions are connected by rule, so they are the groups
  these joins make; a killer whose cages are all joined side by side (every generated and shipped one) has a code,
  one with a cage joined only corner to corner has none;
- which cells are given;
- the solution cell by cell, each digit as its place among the digits its houses and cage have not used yet in the
  cells before it. A cage's sum is the sum of its solution digits, so no sum is written.
"""
from __future__ import annotations

from ..common import PuzzleError
from ..words import N_, Msg, reason
from ..packing import DescriptionError, Packer, Unpacker, to_base32
from . import geometry
from .geometry import Cage, Geometry
from .grades import Grade

CLASSIC_LIMIT = 1 << 185  # above every classic description (`code.py`): the variants' descriptions start here
# An X or 6x6 packs into far fewer bits than CLASSIC_LIMIT, and CLASSIC_LIMIT + its number would be written as a 1,
# a long run of zeros and the number: below CLASSIC_LIMIT the number is spread by an odd multiplier (a bijection
# modulo CLASSIC_LIMIT), so its code looks like any other
SPREAD = 0x9E3779B97F4A7C15F39CC0605CEDC8341082276BF3A2 | 1
UNSPREAD = pow(SPREAD, -1, CLASSIC_LIMIT)
VARIANTS = ("x", "jigsaw", "killer", "6x6")


_VARIANT_WORDS = {"x": N_("X"), "jigsaw": N_("jigsaw"), "killer": N_("killer"), "6x6": N_("6x6")}


def _variant_word(variant: str) -> Msg:
    """The variant's name inside a sentence ("this is not a killer sudoku")."""
    return Msg(_VARIANT_WORDS[variant])


def _pairs(size: int) -> list[tuple[int, int]]:
    """Every pair of side-by-side cells: the rows' neighbours, then the columns'."""
    across = [(r * size + c, r * size + c + 1) for r in range(size) for c in range(size - 1)]
    down = [(r * size + c, (r + 1) * size + c) for c in range(size) for r in range(size - 1)]
    return across + down


def _groups_of(geo: Geometry) -> tuple[int, ...]:
    """Each cell's region (jigsaw) or cage (killer): what the joins describe."""
    return geo.regions if geo.variant == "jigsaw" else geo.cage_of


def _free(geo: Geometry, cell: int, solution: list[int]) -> list[int]:
    taken = {solution[p] for p in geo.peers[cell] if p < cell}
    return [d for d in range(1, geo.size + 1) if d not in taken]


def encode(geo: Geometry, puzzle: tuple[int, ...], solution: tuple[int, ...]) -> str:
    """The description of a variant puzzle with this (one) solution; ValueError for a killer whose cages are not
    all joined side by side."""
    packer = Packer()
    packer.push(VARIANTS.index(geo.variant), len(VARIANTS))
    if geo.variant in ("jigsaw", "killer"):
        groups = _groups_of(geo)
        if geo.variant == "killer" and not all(geometry.connected(cage.cells, 9) for cage in geo.cages):
            raise ValueError("a killer with a cage joined only corner to corner has no code")
        for a, b in _pairs(geo.size):
            packer.flag(groups[a] == groups[b])
    for digit in puzzle:
        packer.flag(digit != 0)
    placed: list[int] = []
    for cell, digit in enumerate(solution):
        free = _free(geo, cell, placed)
        packer.push(free.index(digit), len(free))
        placed.append(digit)
    number = packer.number()
    return to_base32(CLASSIC_LIMIT + (number * SPREAD % CLASSIC_LIMIT if number < CLASSIC_LIMIT else number))


def _joined_groups(fields: Unpacker, size: int) -> list[tuple[int, ...]]:
    """The groups of cells the join flags make, each in cell order, ordered by their first cell."""
    parent = list(range(size * size))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for a, b in _pairs(size):
        if fields.flag("join"):
            parent[root(a)] = root(b)
    groups: dict[int, list[int]] = {}
    for cell in range(size * size):
        groups.setdefault(root(cell), []).append(cell)
    return sorted((tuple(g) for g in groups.values()), key=lambda g: g[0])


def decode(number: int) -> tuple[Geometry, tuple[int, ...], tuple[int, ...], Grade]:
    """The geometry, givens, solution and grade a variant description (its number, CLASSIC_LIMIT and up) names;
    DescriptionError saying what is wrong."""
    fields = Unpacker("0")
    packed = number - CLASSIC_LIMIT
    fields.value = packed * UNSPREAD % CLASSIC_LIMIT if packed < CLASSIC_LIMIT else packed
    variant = VARIANTS[fields.pop(len(VARIANTS), "variant")]
    groups: list[tuple[int, ...]] = []
    try:
        if variant == "x":
            geo = geometry.diagonal()
        elif variant == "6x6":
            geo = geometry.six()
        else:
            groups = _joined_groups(fields, 9)
            if variant == "jigsaw":
                regions = [0] * 81
                for k, cells in enumerate(groups):
                    for c in cells:
                        regions[c] = k
                if len(groups) != 9:
                    raise DescriptionError(Msg("{count} regions: a jigsaw has 9 regions of 9 cells", count=len(groups)))
                geo = geometry.jigsaw(tuple(regions))
            else:  # the cages' cells now, their sums once the solution is read
                if len(groups) > len(geometry.CAGE_LETTERS):
                    raise DescriptionError(Msg("{count} cages: a killer has at most {most}", count=len(groups),
                                                   most=len(geometry.CAGE_LETTERS)))
                base = geometry.CLASSIC
                geo = Geometry("killer", 9, base.houses, base.kinds, base.regions,
                               tuple(Cage(cells, 0) for cells in groups))
    except PuzzleError as err:
        raise DescriptionError(Msg("the {variant} regions: {problem}", variant=_variant_word(variant),
                                   problem=reason(err))) from None
    given = [fields.flag("given") for _ in range(geo.cells)]
    solution: list[int] = []
    for cell in range(geo.cells):
        free = _free(geo, cell, solution)
        if not free:
            raise DescriptionError(Msg("no digit is left for {cell}: this is not a {variant} sudoku",
                                       cell=geo.cell_name(cell), variant=_variant_word(variant)))
        solution.append(free[fields.pop(len(free), "digit")])
    fields.end()
    if variant == "killer":
        try:
            geo = geometry.killer(tuple(Cage(cells, sum(solution[c] for c in cells)) for cells in groups))
        except PuzzleError as err:
            raise DescriptionError(reason(err)) from None
    from .geo_grader import rate  # read only when a variant's code is (the classic game starts without it)

    puzzle = tuple(d if g else 0 for d, g in zip(solution, given))
    report = rate(geo, puzzle)
    if report.solution is None or report.grade is None:
        raise DescriptionError(Msg("the {variant} sudoku has more than one solution", variant=_variant_word(variant)))
    if tuple(report.solution) != tuple(solution):
        raise DescriptionError(Msg("the grid's solution is not the one its description names"))
    return geo, puzzle, tuple(solution), report.grade
