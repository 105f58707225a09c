"""Matchstick shapes on screen: a square or triangular lattice scaled into an area, its points as small dots,
its places as poses for the matches (the equation game's own match look, `sprites.matchstick`), faint slots
where a match may go, and counted shapes lit up.

A lattice point is named by its (row, column) in the picture's text (game/logic/shapes/lattice.py). On the
square grid two points a step apart are 2 rows or 2 columns apart; on the triangular grid points in a row are
4 columns apart and rows are offset by 2, so a step down is half a step across and sqrt(3)/2 of one down: every
small triangle is equilateral.
"""
from __future__ import annotations

import math
from collections.abc import Iterable

import pygame

from game.logic.shapes import Kind, Lattice, Shape
from game.logic.words import Text
from sprites import matchstick as art
from sprites import theme

Point = tuple[float, float]

MAX_UNIT = 200.0          # pixels between two neighbouring points at most (a single square is not blown up)
FRAME = 0.3               # steps of table round the outermost points (room for a focus frame at the edge)
FRAME_EDGE = 12           # pixels of table more
INSET = 0.08              # each end of a match stops this far short of its points (fractions of a step)
THICKNESS = 0.085         # a match's width, in steps
DOT = 0.05                # a point's radius, in steps
SHAPE_COLOURS = (theme.YELLOW, theme.SKY_BLUE, theme.REDDISH_PURPLE, theme.BLUISH_GREEN)


class ShapeBoard:
    """Where every point and place of `lattice` lies on screen, scaled to fit `area` and centred in it."""

    def __init__(self, lattice: Lattice, area: pygame.Rect, max_unit: float = MAX_UNIT) -> None:
        self.lattice = lattice
        self.area = pygame.Rect(area)
        triangles = lattice.kind is Kind.TRIANGLES
        # a point's position in steps: (column, row) scaled so neighbours are one step apart
        self._sx = 0.25 if triangles else 0.5
        self._sy = (math.sqrt(3) / 4) if triangles else 0.5
        raw = [(c * self._sx, r * self._sy) for r, c in lattice.points] or [(0.0, 0.0)]
        left, right = min(x for x, _ in raw), max(x for x, _ in raw)
        top, bottom = min(y for _, y in raw), max(y for _, y in raw)
        width, height = max(right - left, 1.0), max(bottom - top, 1.0)
        room = 2 * FRAME
        self.unit = max(12.0, min(max_unit, self.area.width / (width + room), self.area.height / (height + room)))
        self._ox = self.area.centerx - (left + right) / 2 * self.unit
        self._oy = self.area.centery - (top + bottom) / 2 * self.unit
        self.thickness = max(3.0, THICKNESS * self.unit)
        self.poses = [self._place_pose(i) for i in range(len(lattice.places))]

    # --- geometry ------------------------------------------------------------------------------------------
    def point_xy(self, point: tuple[int, int]) -> Point:
        r, c = point
        return self._ox + c * self._sx * self.unit, self._oy + r * self._sy * self.unit

    def _place_pose(self, index: int) -> art.Pose:
        a, b = (self.point_xy(p) for p in self.lattice.places[index].ends)
        angle = math.degrees(math.atan2(b[1] - a[1], b[0] - a[0]))
        length = math.hypot(b[0] - a[0], b[1] - a[1]) * (1 - 2 * INSET)
        return art.Pose((a[0] + b[0]) / 2, (a[1] + b[1]) / 2, angle, length)

    def slot_pose(self, index: int) -> art.Pose:
        """The bare place, as a slot is drawn."""
        return self.poses[index]

    def match_pose(self, index: int, match_id: int) -> art.Pose:
        """A particular match lying on a place: its own small tilt and length, its head at its own end."""
        base = self.poses[index]
        look = art.look(match_id)
        flip = 180 if art.head_flipped(match_id, (index, "s")) else 0
        return art.Pose(base.x, base.y, base.angle + look.tilt * 0.5 + flip, base.length * look.length)

    def nearest(self, pos: Point, places: Iterable[int], reach: float | None = None) -> int | None:
        """The place among `places` closest to `pos`, if within reach."""
        reach = max(14.0, 0.3 * self.unit) if reach is None else reach
        best, best_d = None, reach
        for i in places:
            d = art.distance_to(pos, self.poses[i])
            if d <= best_d:
                best, best_d = i, d
        return best

    def shape_outline(self, shape: Shape) -> list[Point]:
        return [self.point_xy(p) for p in shape.corners]

    @property
    def extent(self) -> pygame.Rect:
        """The box the lattice's points take on screen."""
        xs = [self.point_xy(p)[0] for p in self.lattice.points] or [float(self.area.centerx)]
        ys = [self.point_xy(p)[1] for p in self.lattice.points] or [float(self.area.centery)]
        return pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)) + 1, round(max(ys) - min(ys)) + 1)

    @property
    def frame(self) -> pygame.Rect:
        """The table the lattice lies on: its points' box and FRAME steps and FRAME_EDGE pixels round it."""
        pad = 2 * (round(FRAME * self.unit) + FRAME_EDGE)
        return self.extent.inflate(pad, pad)

    # --- drawing -------------------------------------------------------------------------------------------
    def draw_points(self, surface: pygame.Surface, colour: theme.Colour = (92, 98, 120)) -> None:
        radius = max(2.0, DOT * self.unit)
        for p in self.lattice.points:
            pygame.draw.aacircle(surface, colour, self.point_xy(p), radius)
            pygame.draw.circle(surface, colour, self.point_xy(p), radius)

    def draw_slot(self, surface: pygame.Surface, index: int, *, highlighted: bool = False,
                  faint: bool = False) -> None:
        art.draw_slot(surface, self.poses[index], self.thickness, highlighted=highlighted, faint=faint)

    def draw_match(self, surface: pygame.Surface, index: int, match_id: int, *, lifted: float = 0.0) -> None:
        art.draw_match(surface, self.match_pose(index, match_id), match_id, self.thickness, lifted=lifted)

    def draw_ghost(self, surface: pygame.Surface, index: int) -> None:
        """A match that was here and is gone (an answer shown against the start)."""
        art.draw_match(surface, self.poses[index], 0, self.thickness, ghost=True)

    def draw_shape(self, surface: pygame.Surface, shape: Shape, colour: theme.Colour, *, fill: int = 60) -> None:
        """One counted shape: a see-through fill inside its sides and a bright outline."""
        corners = self.shape_outline(shape)
        inner = _shrunk(corners, 0.12 * self.unit)
        left, top = min(x for x, _ in inner) - 4, min(y for _, y in inner) - 4
        size = (round(max(x for x, _ in inner) - left) + 5, round(max(y for _, y in inner) - top) + 5)
        layer = pygame.Surface(size, pygame.SRCALPHA)   # only the shape's box: a see-through layer is costly
        local = [(x - left, y - top) for x, y in inner]
        rgb = (colour[0], colour[1], colour[2])
        pygame.draw.polygon(layer, (*rgb, fill), local)
        pygame.draw.polygon(layer, (*rgb, 230), local, 3)
        surface.blit(layer, (left, top))

    def label_point(self, shape: Shape) -> Point:
        """Where a shape's number goes: the middle of a small shape; inside the first corner of a larger one
        (its middle is a point where smaller shapes meet)."""
        corners = self.shape_outline(shape)
        cx = sum(x for x, _ in corners) / len(corners)
        cy = sum(y for _, y in corners) / len(corners)
        if shape.size == 1:
            return cx, cy
        x0, y0 = corners[0]
        d = math.hypot(cx - x0, cy - y0) or 1.0
        k = 0.42 * self.unit / d
        return x0 + (cx - x0) * k, y0 + (cy - y0) * k

    @property
    def label_radius(self) -> int:
        return max(9, round(0.14 * self.unit))

    def label_points(self, shapes: list[Shape]) -> list[Point]:
        """Each shape's number's place (`label_point`), moved along until it overlaps no number before it (a
        large shape's corner is a smaller shape's middle)."""
        out: list[Point] = []
        gap = 2.2 * self.label_radius
        for shape in shapes:
            x, y = self.label_point(shape)
            while any(math.hypot(x - ox, y - oy) < gap for ox, oy in out):
                x += gap * 0.8
            out.append((x, y))
        return out

    def draw_label(self, surface: pygame.Surface, at: Point, label: str, colour: theme.Colour) -> None:
        """A shape's number on a small disc of its colour."""
        x, y = at
        radius = self.label_radius
        pygame.draw.circle(surface, colour, (round(x), round(y)), radius)
        size = theme.fit_size(label, 2 * radius - 4, max(12, round(radius * 1.3)), True, 10)
        theme.blit_text(surface, label, (round(x), round(y)), size, theme.BLACK, True, "center")

    def draw_focus(self, surface: pygame.Surface, index: int, colour: theme.Colour = theme.FOCUS) -> None:
        art.draw_focus(surface, self.poses[index], self.thickness, colour)


def board_on(lattice: Lattice, table: pygame.Rect, max_unit: float = MAX_UNIT) -> ShapeBoard:
    """The lattice as large as `table` (the most its frame may take) lets it be, centred in it."""
    return ShapeBoard(lattice, table.inflate(-2 * FRAME_EDGE, -2 * FRAME_EDGE), max_unit)


def _shrunk(corners: list[Point], by: float) -> list[Point]:
    """The polygon pulled in towards its centre by `by` pixels at each corner (a lit shape sits inside its
    matches, so two lit shapes that share a side stay apart)."""
    cx = sum(x for x, _ in corners) / len(corners)
    cy = sum(y for _, y in corners) / len(corners)
    out = []
    for x, y in corners:
        d = math.hypot(x - cx, y - cy) or 1.0
        k = max(0.0, (d - by) / d)
        out.append((cx + (x - cx) * k, cy + (y - cy) * k))
    return out


def shape_colour(number: int) -> theme.Colour:
    return SHAPE_COLOURS[number % len(SHAPE_COLOURS)]


def draw_supply(surface: pygame.Surface, rect: pygame.Rect, count: int, thickness: float, length: float,
                caption: Text) -> list[art.Pose]:
    """A box of loose matches beside the board (the add task's supply, or the matches taken away): the box, its
    caption, and `count` matches lying across it; returns their poses, top first."""
    pygame.draw.rect(surface, (70, 50, 34), rect, border_radius=10)
    pygame.draw.rect(surface, theme.WOOD_DARK, rect, width=3, border_radius=10)
    theme.blit_text(surface, caption, (rect.left + 12, rect.top + 8), theme.SMALL, theme.TEXT)
    poses = supply_poses(rect, count, length)
    for i, pose in enumerate(poses):
        art.draw_match(surface, pose, 500 + i, thickness)
    return poses


def supply_poses(rect: pygame.Rect, count: int, length: float) -> list[art.Pose]:
    """Where the supply's matches lie: across the box, one under the other, a little askew."""
    length = min(length, rect.width - 40)
    step = min(22.0, (rect.height - 50) / max(count, 1))
    return [art.Pose(rect.centerx + (i % 2) * 8 - 4, rect.top + 44 + i * step, (i % 3 - 1) * 3.0, length)
            for i in range(count)]


def draw_small(surface: pygame.Surface, area: pygame.Rect, lattice: Lattice, layout: int,
               colour: theme.Colour = theme.WOOD) -> None:
    """A puzzle drawn small (a level tile, the editor's preview): its matches as plain strokes."""
    board = ShapeBoard(lattice, area)
    width = max(2, round(board.unit * 0.09))
    for i, place in enumerate(lattice.places):
        if layout >> i & 1:
            a, b = (board.point_xy(p) for p in place.ends)
            pygame.draw.line(surface, colour, a, b, width)
