"""Matches on the table: how one looks (seeded per match, so it never flickers), where each slot of an equation
sits on screen (scaled to fit), hit-testing, and the faint outlines of the slots a lifted match can go to.

A slot's stick is placed by its *pose*: centre, angle in degrees (0 = head to the right, 90 = head down) and
length. Flights and drags interpolate poses, so a match keeps its length and look wherever it travels.
"""
from __future__ import annotations

import math
import random
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.logic.matchstick import GEOMETRY, ROMAN, SIGN, SLOTS
from game.logic.matchstick.glyphs import DIGIT_SHAPES
from sprites import theme

Slot = tuple[int, str]
Point = tuple[float, float]
Colour = tuple[int, int, int] | tuple[int, int, int, int]   # RGB, or RGBA on a see-through layer

# Cell widths and gaps in units (a digit cell is 1 unit wide and 2 high).
# Equal widths keep every match the same length; a Roman cell is narrower (an I is one upright stick, an X
# half the width of a V) and Roman cells of one number sit close together, empty ones being room for a glyph.
CELL_WIDTH = {"digit": 1.0, "op": 1.0, "sign": 1.0, "roman": 0.8}
DIGIT_GAP = 0.4      # between the digits of one number: they read as one number
OP_GAP = 0.55        # between a number and an operator: numbers stand apart from + - = *
SIGN_GAP = 0.14      # a minus place sits close to its number: an empty one leaves a smaller hole
ROMAN_GAP = 0.06     # (the Roman cells' gap before `Board.arrange` lays them out as written numerals)
GAP = OP_GAP         # (the widest gap; kept for callers that size things by it)
HEAD = 0.62          # head radius as a fraction of the shaft's width: a head in proportion, clear of corners
INSET = 0.1          # each end of a slot is pulled in by this much, so neighbouring matches do not touch
THICKNESS = 0.12      # shaft thickness, in units
MAX_UNIT = 125
ANGLE_WEIGHT = 6.0  # pixels: how much a held match prefers slots lying its way


@dataclass(frozen=True)
class Pose:
    x: float
    y: float
    angle: float    # degrees
    length: float

    def ends(self) -> tuple[Point, Point]:
        """(tail, head) points."""
        a = math.radians(self.angle)
        dx, dy = math.cos(a) * self.length / 2, math.sin(a) * self.length / 2
        return (self.x - dx, self.y - dy), (self.x + dx, self.y + dy)

    def lerp(self, other: "Pose", t: float) -> "Pose":
        turn = (other.angle - self.angle + 180) % 360 - 180  # the short way round
        return Pose(self.x + (other.x - self.x) * t, self.y + (other.y - self.y) * t,
                    self.angle + turn * t, self.length + (other.length - self.length) * t)

    def moved(self, dx: float, dy: float) -> "Pose":
        return Pose(self.x + dx, self.y + dy, self.angle, self.length)


@dataclass(frozen=True)
class Look:
    """The small irregularities of one real match."""
    wood: tuple[int, int, int]
    wood_edge: tuple[int, int, int]
    head: tuple[int, int, int]
    length: float      # fraction of the slot length
    tilt: float        # degrees
    shift: float       # fraction of a unit, across the match
    flip_salt: int


@lru_cache(maxsize=4096)
def _shaded(colour: tuple[int, int, int], shade: int) -> tuple[int, int, int]:
    r, g, b = (max(0, min(255, c + shade)) for c in colour)
    return r, g, b


def look(match_id: int) -> Look:
    rng = random.Random(match_id * 7919 + 17)
    shade = rng.randint(-14, 10)
    wood = _shaded(theme.WOOD, shade)
    edge = _shaded(theme.WOOD_DARK, shade)
    h = theme.MATCH_HEAD
    head = (max(0, min(255, h[0] + rng.randint(-22, 8))), max(0, min(255, h[1] + rng.randint(-18, 14))),
            max(0, min(255, h[2] + rng.randint(0, 20))))
    return Look(wood, edge, head, rng.uniform(0.95, 1.0), rng.uniform(-1.6, 1.6), rng.uniform(-0.025, 0.025),
                rng.randrange(1 << 16))


def head_flipped(match_id: int, slot: Slot) -> bool:
    """Which end the head lies at, for this match in this slot (stable, but not all the same way)."""
    return random.Random(f"{look(match_id).flip_salt}:{slot[0]}:{slot[1]}").random() < 0.5


def draw_match(surface: pygame.Surface, pose: Pose, match_id: int, thickness: float, *, lifted: float = 0.0,
               ghost: bool = False) -> None:
    """One match. `lifted` (0..1) raises it off the table: bigger, with a longer shadow."""
    lk = look(match_id)
    scale = 1.0 + 0.08 * lifted
    pose = Pose(pose.x, pose.y, pose.angle, pose.length * scale)
    w = max(3.0, thickness * scale)
    tail, head = pose.ends()
    neck = head_shape(pose, w).centre   # the shaft ends under the head: no square corner sticks out past it
    shadow = 2 + 10 * lifted
    if lifted > 0.05:
        _soft_shadow(surface, (tail[0] + shadow, tail[1] + shadow), (head[0] + shadow, head[1] + shadow), w)
    else:
        _shaft(surface, (tail[0] + shadow, tail[1] + shadow), (head[0] + shadow, head[1] + shadow), w, (14, 15, 20))
    if ghost:
        _shaft(surface, tail, head, w, (120, 104, 84))
        return
    _shaft(surface, tail, neck, w + 2, lk.wood_edge)
    _shaft(surface, tail, neck, w, lk.wood)
    # a light grain line along the shaft
    a = math.radians(pose.angle)
    nx, ny = -math.sin(a) * w * 0.2, math.cos(a) * w * 0.2
    grain = tuple(min(255, c + 22) for c in lk.wood)
    pygame.draw.aaline(surface, grain, (tail[0] - nx, tail[1] - ny), (neck[0] - nx, neck[1] - ny), 1)
    # the head: one smooth oval a little fatter than the shaft, elongated along it, inside the match's length
    dark = (int(lk.head[0] * 0.7), int(lk.head[1] * 0.7), int(lk.head[2] * 0.7))
    shape = head_shape(pose, w)
    _oval(surface, dark, shape, 1.0)
    _oval(surface, lk.head, shape, 0.0)
    hx, hy = shape.centre
    pygame.draw.aacircle(surface, tuple(min(255, c + 60) for c in lk.head),
                         (hx - shape.across * 0.3, hy - shape.across * 0.35), max(1.0, shape.across * 0.3))


@dataclass(frozen=True)
class Head:
    """A match head: an oval with its centre, its half-length along the match and half-width across it."""
    centre: Point
    along: float
    across: float
    angle: float   # degrees, the match's

    def outline(self, grow: float = 0.0, points: int = 28) -> list[Point]:
        a = math.radians(self.angle)
        ux, uy = math.cos(a), math.sin(a)
        out = []
        for k in range(points):
            t = 2 * math.pi * k / points
            along, across = math.cos(t) * (self.along + grow), math.sin(t) * (self.across + grow)
            out.append((self.centre[0] + ux * along - uy * across, self.centre[1] + uy * along + ux * across))
        return out


def head_shape(pose: Pose, width: float) -> Head:
    """The oval head of a match of this shaft width: it ends where the match ends."""
    across = max(width * HEAD, width / 2 + 1.5)   # wider than the shaft's dark edge, so it covers its end
    along = across * 1.45
    a = math.radians(pose.angle)
    _, tip = pose.ends()
    return Head((tip[0] - math.cos(a) * along, tip[1] - math.sin(a) * along), along, across, pose.angle)


def _oval(surface: pygame.Surface, colour: Colour, head: Head, grow: float) -> None:
    corners = head.outline(grow)
    pygame.draw.polygon(surface, colour, corners)
    pygame.draw.aalines(surface, colour, True, corners)


def _shaft(surface: pygame.Surface, a: Point, b: Point, width: float, colour: Colour) -> None:
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / n * width / 2, dx / n * width / 2
    corners = [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)]
    pygame.draw.polygon(surface, colour, corners)
    if len(colour) == 3:   # smooth edges: a tilted match shows no stair-steps (aalines would not blend alpha)
        pygame.draw.aalines(surface, colour, True, corners)


def draw_slot(surface: pygame.Surface, pose: Pose, thickness: float, *, highlighted: bool = False,
              faint: bool = False) -> None:
    """An empty place a match could go: a faint dashed outline, or (under the cursor) a solid bright frame
    with a pale ghost inside, so the two differ in shape and not only in colour. `faint`: fainter still, for a
    place shown while no match is held (where a minus may go)."""
    w = max(3.0, thickness) + 4
    tail, head = pose.ends()
    if highlighted:
        _outline(surface, tail, head, w + 6, theme.YELLOW, 3)
        _shaft(surface, tail, head, w - 4, (120, 108, 74))
        return
    _dashes(surface, tail, head, w, (46, 49, 62) if faint else (74, 78, 96))


def _soft_shadow(surface: pygame.Surface, a: Point, b: Point, width: float) -> None:
    """A see-through shadow for a match held above the table."""
    pad = width + 4
    left, top = min(a[0], b[0]) - pad, min(a[1], b[1]) - pad
    size = (int(abs(a[0] - b[0]) + 2 * pad) + 1, int(abs(a[1] - b[1]) + 2 * pad) + 1)
    layer = pygame.Surface(size, pygame.SRCALPHA)
    _shaft(layer, (a[0] - left, a[1] - top), (b[0] - left, b[1] - top), width + 2, (0, 0, 0, 80))
    surface.blit(layer, (left, top))


def _corners(a: Point, b: Point, width: float) -> list[Point]:
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1.0
    ux, uy = dx / n * width / 2, dy / n * width / 2
    nx, ny = -uy, ux
    a2, b2 = (a[0] - ux, a[1] - uy), (b[0] + ux, b[1] + uy)
    return [(a2[0] + nx, a2[1] + ny), (b2[0] + nx, b2[1] + ny), (b2[0] - nx, b2[1] - ny), (a2[0] - nx, a2[1] - ny)]


def _outline(surface: pygame.Surface, a: Point, b: Point, width: float, colour: Colour, line: int) -> None:
    pygame.draw.polygon(surface, colour, _corners(a, b, width), line)


def _dashes(surface: pygame.Surface, a: Point, b: Point, width: float, colour: Colour) -> None:
    corners = _corners(a, b, width)
    for i in range(4):
        p, q = corners[i], corners[(i + 1) % 4]
        length = math.hypot(q[0] - p[0], q[1] - p[1])
        steps = max(1, int(length // 8))
        for s in range(0, steps, 2):
            t0, t1 = s / steps, min(1.0, (s + 1) / steps)
            pygame.draw.line(surface, colour, (p[0] + (q[0] - p[0]) * t0, p[1] + (q[1] - p[1]) * t0),
                             (p[0] + (q[0] - p[0]) * t1, p[1] + (q[1] - p[1]) * t1), 2)


def draw_focus(surface: pygame.Surface, pose: Pose, thickness: float, colour: Colour = theme.FOCUS) -> None:
    """The keyboard cursor (or a hint): a thick frame with corner ticks around a match or slot."""
    corners = _focus_corners(pose, thickness)
    pygame.draw.polygon(surface, colour, corners, 3)
    for p in corners:
        pygame.draw.circle(surface, colour, (round(p[0]), round(p[1])), FOCUS_TICK)


FOCUS_TICK = 5   # the radius of a focus frame's corner ticks


def _focus_corners(pose: Pose, thickness: float) -> list[Point]:
    tail, head = pose.ends()
    return _corners(tail, head, max(3.0, thickness) + 14)


def focus_bounds(pose: Pose, thickness: float) -> pygame.Rect:
    """The box a focus frame (`draw_focus`) covers, corner ticks included."""
    corners = _focus_corners(pose, thickness)
    xs, ys = [p[0] for p in corners], [p[1] for p in corners]
    left, top = math.floor(min(xs)) - FOCUS_TICK, math.floor(min(ys)) - FOCUS_TICK
    return pygame.Rect(left, top, math.ceil(max(xs)) + FOCUS_TICK + 1 - left, math.ceil(max(ys)) + FOCUS_TICK + 1 - top)


def draw_mark(surface: pygame.Surface, good: bool, centre: tuple[int, int], colour: Colour,
              size: int = 12) -> None:
    """A tick for right and a cross for wrong: the verdict is shown by shape as well as by colour."""
    x, y = centre
    if good:
        pygame.draw.lines(surface, colour, False, [(x - size, y), (x - size // 3, y + size), (x + size, y - size)], 5)
    else:
        pygame.draw.line(surface, colour, (x - size, y - size), (x + size, y + size), 5)
        pygame.draw.line(surface, colour, (x - size, y + size), (x + size, y - size), 5)


def distance_to(pos: Point, pose: Pose) -> float:
    """Distance from a point to the match (as a segment)."""
    (ax, ay), (bx, by) = pose.ends()
    dx, dy = bx - ax, by - ay
    n2 = dx * dx + dy * dy or 1.0
    t = max(0.0, min(1.0, ((pos[0] - ax) * dx + (pos[1] - ay) * dy) / n2))
    return math.hypot(pos[0] - (ax + t * dx), pos[1] - (ay + t * dy))


def gap_between(left: str, right: str) -> float:
    """The gap between two neighbouring cells, in units: digits of one number close, operators apart."""
    if left == SIGN:
        return SIGN_GAP
    if left == right == ROMAN:
        return ROMAN_GAP
    if left == "digit" and right == "digit":
        return DIGIT_GAP
    return OP_GAP


# --- Roman numerals as they are written ---------------------------------------------------------------------
# Once `Board.arrange` knows the sticks, a Roman cell is drawn as the letter its sticks read as, as wide as that
# letter: the letters of one numeral sit close together (VIII reads as one word), an empty cell takes no room
# (it is only a place where a new letter may go), and an X is two whole matches crossing at their middles.
# Coordinates below are in units: x from the cell's left edge, y from the row's centre line (down is +).
STICK = 1 - 2 * INSET          # every match's length, in units
ROMAN_LETTER_GAP = 0.16        # between two letters of one numeral
ROMAN_OP_GAP = 0.3             # between a numeral and a sign: "VI + I" reads as a sum, not as spaced-out parts
ROMAN_EDGE = 0.28              # an empty place at a numeral's end lies this far out from its letter
ROMAN_PAD = 0.06               # each side of a letter
V_TILT, X_TILT = 15.0, 31.0    # degrees from upright: a V's arms, an X's strokes
ROMAN_SCALE = 1.5              # a Roman row has no two-stick-high digits: its matches may be this much longer
ROMAN_HEIGHT = 1.35            # the row's height in units (an I, and the '+' and '=' beside it)
ROMAN_SLACK = 0.6              # units of width kept free for letters a move adds
ROMAN_FILL = 0.94              # of the area's width at most (the table drawn round the row stays on screen)
Segment = tuple[Point, Point]


def _stroke(left: float, tilt: float, rising: bool) -> Segment:
    """A whole match leaning `tilt` degrees from upright, its left end at x = `left`, centred on the row."""
    half_h = STICK * math.cos(math.radians(tilt)) / 2
    right = left + STICK * math.sin(math.radians(tilt))
    return ((left, half_h), (right, -half_h)) if rising else ((left, -half_h), (right, half_h))


def roman_drawing(names: frozenset[str]) -> tuple[float, dict[str, Segment]] | None:
    """How a Roman cell holding the sticks `names` is drawn: its width and each stick's ends, or None when the
    sticks make no letter (the cell is then drawn with the logic's own geometry). A lone slanted stick (what is
    left of a V or an X) keeps that letter's slant, so the player sees what it can become again."""
    top, bottom = -STICK / 2, STICK / 2
    v_arm = STICK * math.sin(math.radians(V_TILT))
    x_span = STICK * math.sin(math.radians(X_TILT))
    key = "".join(sorted(names))
    if key == "":
        return 0.0, {}
    if key == "i":
        return 2 * ROMAN_PAD, {"i": ((ROMAN_PAD, top), (ROMAN_PAD, bottom))}
    if key in ("it", "t"):   # L (an upright with a foot to the right), or its foot
        return STICK + 2 * ROMAN_PAD, {"i": ((ROMAN_PAD, top), (ROMAN_PAD, bottom)),
                                       "t": ((ROMAN_PAD, bottom), (ROMAN_PAD + STICK, bottom))}
    if key in ("p", "s", "ps"):   # V, or one arm of it
        width = (2 if key == "ps" else 1) * v_arm + 2 * ROMAN_PAD
        arms = {"p": _stroke(ROMAN_PAD, V_TILT, False), "s": _stroke(width - ROMAN_PAD - v_arm, V_TILT, True)}
        return width, {n: arms[n] for n in key}
    if key in ("q", "r", "pq", "rs"):   # X, or one stroke of it
        strokes = {n: _stroke(ROMAN_PAD, X_TILT, n in "qs") for n in key}
        return x_span + 2 * ROMAN_PAD, strokes
    return None


def _letter_width(drawing: tuple[float, dict[str, Segment]] | None) -> float:
    return CELL_WIDTH[ROMAN] if drawing is None else drawing[0]


class Board:
    """Screen positions of every slot of a row of cells, scaled to fit `area` and centred in it."""

    def __init__(self, kinds: tuple[str, ...], area: pygame.Rect, max_unit: float = MAX_UNIT) -> None:
        self.kinds = kinds
        self.area = pygame.Rect(area)
        gaps = [gap_between(a, b) for a, b in zip(kinds, kinds[1:])]  # the gap after each cell
        units = sum(CELL_WIDTH[k] for k in kinds) + sum(gaps)
        self.unit = max(8.0, min(max_unit, self.area.width / max(units, 1.0), self.area.height / 2.3))
        width = units * self.unit
        left = self.area.centerx - width / 2
        top = self.area.centery - self.unit
        self.cells: list[pygame.Rect] = []
        self._origin: list[Point] = []
        x = left
        for kind, gap in zip(kinds, gaps + [0.0]):
            w = CELL_WIDTH[kind] * self.unit
            self.cells.append(pygame.Rect(round(x), round(top), round(w), round(2 * self.unit)))
            self._origin.append((x, top))
            x += w + gap * self.unit
        self.thickness = max(3.0, THICKNESS * self.unit)
        self._base_cells = list(self.cells)   # the row with every digit a full figure wide
        self.slots: list[Slot] = [(i, s) for i, k in enumerate(kinds) for s in SLOTS[k]]
        self._poses = {slot: self._slot_pose(slot) for slot in self.slots}
        self.centred: frozenset[int] = frozenset()
        self.roman = ROMAN in kinds
        self.max_unit = max_unit
        self._roman_unit: float | None = None          # fixed by the first `arrange` of a Roman row
        self._extent: pygame.Rect | None = None        # the room a Roman row keeps, with space for new letters
        self._by_cell: dict[int, frozenset[str]] = {}
        self._holding: Slot | None = None

    def arrange(self, occupied: Iterable[Slot]) -> None:
        """Close up the row round every digit that reads "1": a 1 takes only the room its sticks show, as a
        printed 1 does ("11" is not "1   1"), and the row stays centred; lay a Roman row out as written numerals.
        Call with the occupied slots whenever they change."""
        by_cell: dict[int, set[str]] = {}
        for cell, name in occupied:
            by_cell.setdefault(cell, set()).add(name)
        if self.roman:
            self._by_cell = {cell: frozenset(names) for cell, names in by_cell.items()}
            self._lay_out_roman()
            return
        ones = frozenset(cell for cell, names in by_cell.items() if self.kinds[cell] == "digit"
                         and any(names == set(shape) for shape in DIGIT_SHAPES["1"]))
        if ones == self.centred:
            return
        self.centred = ones
        self._poses = {slot: self._slot_pose(slot) for slot in self.slots}
        self.cells = list(self._base_cells)
        if not ones:
            return
        # the row laid out again with each 1 as wide as its sticks, and centred as before
        u = self.unit
        one = self.thickness / u
        widths = [one if cell in ones else CELL_WIDTH[kind] for cell, kind in enumerate(self.kinds)]
        gaps = [gap_between(a, b) for a, b in zip(self.kinds, self.kinds[1:])] + [0.0]
        x = self.area.centerx - (sum(widths) + sum(gaps)) * u / 2
        for cell, (width, gap) in enumerate(zip(widths, gaps)):
            base = self._base_cells[cell]
            if cell in ones:   # the 1 on the centre line of its figure's places, as a printed 1 sits
                middle = x + width * u / 2
                sticks = DIGIT_SHAPES["1"][0]
                stick_dx = middle - sum(self._poses[(cell, name)].x for name in sticks) / len(sticks)
                dx = middle - base.centerx
                for name in SLOTS["digit"]:
                    self._poses[(cell, name)] = self._poses[(cell, name)].moved(stick_dx if name in sticks else dx, 0)
                self.cells[cell] = pygame.Rect(0, 0, round(width * u), base.height)
                self.cells[cell].center = (round(middle), base.centery)
            else:
                dx = x - self._origin[cell][0]
                self.cells[cell] = base.move(round(dx), 0)
                for name in SLOTS[self.kinds[cell]]:
                    self._poses[(cell, name)] = self._poses[(cell, name)].moved(dx, 0)
            x += (width + gap) * u

    def hold(self, slot: Slot | None) -> None:
        """A match is held up from `slot` (None: put down): in a Roman row the empty places of its cell are
        shown as the letter the cell would make without it."""
        if slot != self._holding:
            self._holding = slot
            if self.roman and self._roman_unit is not None:
                self._lay_out_roman()

    def _lay_out_roman(self) -> None:
        """Positions of a Roman row, letter by letter as written (see `roman_drawing`)."""
        kinds = self.kinds
        drawn = {cell: roman_drawing(self._by_cell.get(cell, frozenset()))
                 for cell, kind in enumerate(kinds) if kind == ROMAN}
        width = {cell: _letter_width(drawn[cell]) if kind == ROMAN else CELL_WIDTH[kind]
                 for cell, kind in enumerate(kinds)}
        left: dict[int, float] = {}
        x, prev = 0.0, -1
        for cell, kind in enumerate(kinds):
            if kind == ROMAN and not self._by_cell.get(cell):
                continue
            if prev >= 0:
                x += ROMAN_LETTER_GAP if kinds[prev] == kind == ROMAN else ROMAN_OP_GAP
            left[cell], prev = x, cell
            x += width[cell]
        total = x
        if self._roman_unit is None:
            room = total + 2 * ROMAN_EDGE + ROMAN_SLACK
            self._roman_unit = max(8.0, min(ROMAN_SCALE * self.max_unit, ROMAN_FILL * self.area.width / room,
                                            self.area.height / ROMAN_HEIGHT))
            size = (room * self._roman_unit, ROMAN_HEIGHT * self._roman_unit)
            self._extent = pygame.Rect((0, 0), (round(size[0]), round(size[1])))
            self._extent.center = self.area.center
        u = self.unit = self._roman_unit
        self.thickness = max(3.0, THICKNESS * u)
        centre: dict[int, float] = {c: left[c] + width[c] / 2 for c in left}
        shown = sorted(left)
        for cell, kind in enumerate(kinds):   # an empty place: between its letters, or just out from its numeral
            if cell in left:
                continue
            before = max((c for c in shown if c < cell), default=None)
            after = min((c for c in shown if c > cell), default=None)
            b_roman = before is not None and kinds[before] == ROMAN
            a_roman = after is not None and kinds[after] == ROMAN
            if b_roman and a_roman or (not b_roman and not a_roman):
                lo = left[before] + width[before] if before is not None else 0.0
                hi = left[after] if after is not None else total
                centre[cell] = (lo + hi) / 2
            elif b_roman:
                assert before is not None
                centre[cell] = left[before] + width[before] + ROMAN_EDGE
            else:
                assert after is not None
                centre[cell] = left[after] - ROMAN_EDGE
        row_left = self.area.centerx - total * u / 2
        mid = self.area.centery
        self.cells = []
        self._origin = []
        for cell, kind in enumerate(kinds):
            x0 = row_left + (centre[cell] - width[cell] / 2 if cell in left else centre[cell]) * u
            w = width[cell] * u if cell in left else 0.0
            self.cells.append(pygame.Rect(round(x0), round(mid - ROMAN_HEIGHT * u / 2), round(w),
                                          round(ROMAN_HEIGHT * u)))
            self._origin.append((x0, mid - u))
        self._poses = {}
        for slot in self.slots:
            cell, name = slot
            if kinds[cell] != ROMAN:
                self._poses[slot] = self._slot_pose(slot)
                continue
            names = self._by_cell.get(cell, frozenset())
            if name not in names:   # an empty place: where it lies in the letter the cell would make
                held = self._holding
                names = (names - {held[1]} if held is not None and held[0] == cell else names) | {name}
            picture = roman_drawing(names)
            x_mid = row_left + centre[cell] * u
            if picture is None:
                self._poses[slot] = self._slot_pose(slot).moved(
                    x_mid - (self._origin[cell][0] + CELL_WIDTH[ROMAN] * u / 2), 0)
                continue
            w_letter, ends = picture
            (ax, ay), (bx, by) = ends[name]
            x0 = x_mid - w_letter * u / 2
            pa, pb = (x0 + ax * u, mid + ay * u), (x0 + bx * u, mid + by * u)
            self._poses[slot] = Pose((pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2,
                                     math.degrees(math.atan2(pb[1] - pa[1], pb[0] - pa[0])), STICK * u)

    def _slot_pose(self, slot: Slot) -> Pose:
        cell, name = slot
        kind = self.kinds[cell]
        (x0, y0), (x1, y1) = GEOMETRY[kind][name]
        sx = CELL_WIDTH[kind]
        ox, oy = self._origin[cell]
        u = self.unit
        ax, ay, bx, by = ox + x0 * sx * u, oy + y0 * u, ox + x1 * sx * u, oy + y1 * u
        angle = math.degrees(math.atan2(by - ay, bx - ax))
        length = min(math.hypot(bx - ax, by - ay), u) * (1 - 2 * INSET)
        return Pose((ax + bx) / 2, (ay + by) / 2, angle, length)

    def slot_pose(self, slot: Slot) -> Pose:
        """The bare slot, as an outline is drawn."""
        return self._poses[slot]

    def grip(self, slot: Slot) -> tuple[int, int]:
        """The point of a slot farthest from every other slot of its cell: the middle of a '+' or an '=' is
        shared by crossing slots, this point belongs to this slot alone (where tests and benches aim)."""
        pose = self._poses[slot]
        (tx, ty), (hx, hy) = pose.ends()
        others = [self._poses[s] for s in self.slots if s[0] == slot[0] and s != slot]
        best, best_d = (pose.x, pose.y), -1.0
        for i in range(1, 10):
            t = i / 10
            p = (tx + (hx - tx) * t, ty + (hy - ty) * t)
            d = min((distance_to(p, o) for o in others), default=0.0)
            if d > best_d + 0.5:
                best, best_d = p, d
        return round(best[0]), round(best[1])

    def match_pose(self, slot: Slot, match_id: int) -> Pose:
        """A particular match lying in a slot: its own length, tilt and offset, head at its own end."""
        base = self._poses[slot]
        lk = look(match_id)
        a = math.radians(base.angle)
        shift = lk.shift * self.unit
        angle = base.angle + lk.tilt + (180 if head_flipped(match_id, slot) else 0)
        return Pose(base.x - math.sin(a) * shift, base.y + math.cos(a) * shift, angle, base.length * lk.length)

    def nearest(self, pos: Point, slots: Iterable[Slot], reach: float | None = None,
                angle: float | None = None) -> Slot | None:
        """The slot among `slots` closest to `pos`, if within reach. Given the `angle` of a held match, slots
        lying the same way win near-ties (at the crossing of a '+', a flat match lands flat)."""
        reach = self.reach if reach is None else reach
        best, best_score = None, float("inf")
        for slot in slots:
            pose = self._poses[slot]
            d = distance_to(pos, pose)
            if d > reach:
                continue
            if angle is not None:
                turn = abs((pose.angle - angle + 90) % 180 - 90)  # 0..90 degrees, ignoring which end is which
                d += ANGLE_WEIGHT * turn / 90
            if d < best_score:
                best, best_score = slot, d
        return best

    @property
    def reach(self) -> float:
        return max(14.0, 0.3 * self.unit)

    @property
    def extent(self) -> pygame.Rect:
        """The room the row takes on screen: its cells, and in a Roman row the same room all game long (its
        letters close up and spread as sticks come and go, the table under them stays put)."""
        if self._extent is None:   # a digit row: the room of its figures at full width, as a 1 comes and goes
            return self._base_cells[0].unionall(self._base_cells[1:]).union(self.rect) if self.cells else self.rect
        return self._extent.union(self.rect)

    @property
    def rect(self) -> pygame.Rect:
        """The bounding box of all cells."""
        return self.cells[0].unionall(self.cells[1:]) if self.cells else pygame.Rect(self.area.center, (0, 0))


def glyph_picture(surface: pygame.Surface, kind: str, slots: str, rect: pygame.Rect) -> None:
    """A small drawing of one glyph (for the rules card): the matches of `slots` in a `kind` cell."""
    board = Board((kind,), rect, max_unit=rect.height / 2.3)
    board.arrange((0, name) for name in slots)
    for name in slots:
        match_id = 1000 + ord(name)
        draw_match(surface, board.match_pose((0, name), match_id), match_id, board.thickness)
