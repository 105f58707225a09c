"""Drawing the sudoku board: cells, givens, entries, pencil marks, highlights, clashes, mistakes, hints,
and the on-screen digit pad. Pure drawing from plain data (a `BoardLook`); the scene owns the game. The board's
size, box or region lines, diagonals and cages come from the look's geometry (`sudoku_shapes.py`).

Nothing is told by colour alone: the selected cell has a thick frame, cells holding the selected digit a thin
rounded one, a pencil mark a peer's digit already rules out a stroke through it (unless the player turned that
off), a clash gets a ring round the digit and a bar under it, a mistake a diagonal strike and a small x, hint
cells a dashed frame (the target also pointers on the board's edge), givens a bold face on a shaded ground.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from collections.abc import Sequence
from typing import Callable

import pygame

from game.i18n import Msg, Plural, Text
from game.logic.sudoku.geometry import CLASSIC, Geometry
from sprites import sudoku_shapes as shapes
from sprites import theme
from sprites.widgets import Widget

Colour = tuple[int, int, int]
PanelLine = tuple[Text, Colour, bool]  # a line of text, its colour, and whether it is a heading

# The paper board and its ink
PAPER = (246, 241, 228)
PAPER_GIVEN = (228, 222, 206)
PEER_TINT = (222, 232, 242)        # the selected cell's row, column and box
SAME_TINT = (172, 214, 240)        # every cell holding the selected digit (a light sky blue)
SELECT_TINT = (126, 190, 230)
HINT_TINT = (250, 236, 150)        # a light yellow
HINT_TARGET_TINT = (246, 206, 110)
THIN_LINE = (168, 160, 142)
THICK_LINE = (38, 34, 30)
INK_GIVEN = (24, 22, 20)
INK_ENTRY = theme.BLUE
INK_PENCIL = (92, 88, 80)
CLASH = theme.VERMILLION
MISTAKE = theme.REDDISH_PURPLE

DIGIT_SIZE = 50
PENCIL_SIZE = 22


@dataclass(frozen=True)
class BoardLook:
    """Everything the board shows this frame (cells numbered row by row, 0..80 on a 9x9 board)."""

    digits: tuple[int, ...]                      # 0 = empty
    givens: tuple[bool, ...]
    marks: tuple[int, ...] = ()                  # pencil marks: bit d-1 set for digit d (none when empty)
    selected: int | None = None
    focus_digit: int | None = None               # highlight this digit everywhere
    clashes: frozenset[int] = frozenset()
    mistakes: frozenset[int] = frozenset()
    hint_cells: frozenset[int] = frozenset()     # the pattern the hint talks about (tinted, dashed frame)
    hint_area: frozenset[int] = frozenset()      # the houses it reasons in (tinted only)
    hint_targets: frozenset[int] = frozenset()   # where the hint places or removes something
    struck: tuple[tuple[int, int], ...] = ()     # (cell, digit) candidates the hint rules out, drawn struck
    hint_marks: tuple[tuple[int, int], ...] = ()  # (cell, digit) candidates the hint's pattern is made of, ringed
    celebrate: float | None = None               # seconds since the puzzle was solved
    flash: frozenset[int] = frozenset()          # a row, column or box just completed: it glows and hops
    flash_level: float = 0.0                     # 1 at the moment of completion, fading to 0
    origin: int | None = None                    # the wave of the celebration starts here
    hover: int | None = None
    strike_ruled_out: bool = True                # a pencil mark a peer's digit rules out is drawn struck through
    geo: Geometry = CLASSIC                      # the houses and cages: grid lines, diagonals, regions, cages

    def marks_at(self, index: int) -> int:
        return self.marks[index] if self.marks else 0


class BoardLayout:
    """Where the board and its cells sit on the screen."""

    def __init__(self, topleft: tuple[int, int], cell: int = 64, size: int = 9) -> None:
        self.cell = cell
        self.size = size  # cells a side
        self.rect = pygame.Rect(topleft[0], topleft[1], size * cell, size * cell)

    def cell_rect(self, index: int) -> pygame.Rect:
        r, c = divmod(index, self.size)
        return pygame.Rect(self.rect.left + c * self.cell, self.rect.top + r * self.cell, self.cell, self.cell)

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        x, y = pos[0] - self.rect.left, pos[1] - self.rect.top
        if not (0 <= x < self.rect.width and 0 <= y < self.rect.height):
            return None
        return (y // self.cell) * self.size + x // self.cell

    def centre(self, index: int) -> tuple[int, int]:
        return self.cell_rect(index).center


def _wave(look: BoardLook, index: int) -> float:
    """0..1: how lit a cell is in the solved wave that spreads from the last cell filled."""
    if look.celebrate is None:
        return look.flash_level if index in look.flash else 0.0
    n = look.geo.size
    origin = look.origin if look.origin is not None else look.geo.cells // 2
    r, c = divmod(index, n)
    ro, co = divmod(origin, n)
    distance = math.hypot(r - ro, c - co)
    phase = look.celebrate * 9.0 - distance
    if phase < 0:
        return 0.0
    return max(0.0, 1.0 - phase / 3.0) if phase < 3.0 else 0.0


def _mix(a: Colour, b: Colour, t: float) -> Colour:
    return (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t), int(a[2] + (b[2] - a[2]) * t))


def _cell_fill(look: BoardLook, index: int, diagonals: frozenset[int]) -> Colour:
    given = look.givens[index]
    plain = PAPER_GIVEN if given else PAPER
    fill = shapes.base_fill(look.geo, index, plain, diagonals, given)
    sel = look.selected
    if sel is not None and index != sel and index in look.geo.peers[sel]:
        # a shaded diagonal keeps a trace of its shade under the peers' tint
        fill = PEER_TINT if fill == plain else _mix(fill, PEER_TINT, 0.6)
    if look.focus_digit and look.digits[index] == look.focus_digit:
        fill = SAME_TINT
    if index in look.hint_cells or index in look.hint_area:
        fill = HINT_TINT
    if index == sel:
        fill = SELECT_TINT
    if index in look.hint_targets or any(cell == index for cell, _ in look.struck):
        fill = HINT_TARGET_TINT  # the selection still shows by its thick frame
    if index == look.hover and index != sel:
        fill = _mix(fill, (255, 255, 255), 0.35)
    wave = _wave(look, index)
    if wave:
        fill = _mix(fill, theme.YELLOW, wave * 0.8)
    return fill


def _dashed_rect(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, dash: int = 7, width: int = 3) -> None:
    corners = (rect.topleft, rect.topright, rect.bottomright, rect.bottomleft, rect.topleft)
    for (x0, y0), (x1, y1) in zip(corners, corners[1:]):
        length = int(math.hypot(x1 - x0, y1 - y0))
        for s in range(0, length, dash * 2):
            e = min(length, s + dash)
            pygame.draw.line(surface, colour, (x0 + (x1 - x0) * s / length, y0 + (y1 - y0) * s / length),
                             (x0 + (x1 - x0) * e / length, y0 + (y1 - y0) * e / length), width)


READABLE = 4.5  # the contrast small text needs (WCAG AA)


def mark_ink(fill: Colour) -> Colour:
    """Pencil ink, or the givens' darker ink on a fill (the selection's blue) that would leave it faint."""
    return INK_PENCIL if theme.contrast(INK_PENCIL, fill) >= READABLE else INK_GIVEN


def _mark_slot(geo: Geometry, rect: pygame.Rect, digit: int) -> tuple[tuple[int, int], float]:
    """Where digit's pencil mark sits in a cell (1 top-left, reading order) and the width of its slot."""
    area = shapes.mark_area(geo, rect)
    columns, rows = shapes.mark_grid(geo)
    w, h = area.width / columns, area.height / rows
    r, c = divmod(digit - 1, columns)
    return (int(area.left + w * (c + 0.5)), int(area.top + h * (r + 0.5))), min(w, h)


def _pencil_size(geo: Geometry, layout: BoardLayout) -> int:
    """The pencil font: scaled with the cell, a little smaller on a killer board (the marks share it with the sum)."""
    size = PENCIL_SIZE * layout.cell // 64
    return size - 4 if geo.cages else size


def _draw_marks(surface: pygame.Surface, layout: BoardLayout, look: BoardLook, index: int, fill: Colour,
                ruled_out: set[int]) -> None:
    rect = layout.cell_rect(index)
    mask, focus = look.marks_at(index), look.focus_digit
    size = _pencil_size(look.geo, layout)
    for d in range(1, look.geo.size + 1):
        if not mask & (1 << (d - 1)):
            continue
        centre, slot = _mark_slot(look.geo, rect, d)
        if d == focus:  # a filled disc behind the mark: the highlighted digit stands out by shape too
            pygame.draw.circle(surface, theme.BLUE, centre, int(slot / 2) - 1)
            ink = (255, 255, 255)
            theme.blit_text(surface, str(d), centre, size, ink, True, "center")
        else:
            ink = mark_ink(fill)
            theme.blit_text(surface, str(d), centre, size, ink, False, "center")
        if d in ruled_out:  # a peer holds d already: struck through, as a shape, not a colour
            pygame.draw.line(surface, ink, (centre[0] - 9, centre[1] + 8), (centre[0] + 9, centre[1] - 8), 2)


def _mark_centre(layout: BoardLayout, cell: int, digit: int, geo: Geometry = CLASSIC) -> tuple[int, int]:
    """Where digit's pencil mark sits in a cell (1 top-left ... 9 bottom-right)."""
    return _mark_slot(geo, layout.cell_rect(cell), digit)[0]


def draw_board(surface: pygame.Surface, layout: BoardLayout, look: BoardLook) -> None:
    board = layout.rect
    geo = look.geo
    pygame.draw.rect(surface, (14, 14, 18), board.inflate(18, 18).move(0, 6), border_radius=12)  # shadow
    pygame.draw.rect(surface, THICK_LINE, board.inflate(12, 12), border_radius=10)
    diagonals = shapes.diagonal_cells(geo)
    fills = [_cell_fill(look, i, diagonals) for i in range(geo.cells)]
    for i, fill in enumerate(fills):
        pygame.draw.rect(surface, fill, layout.cell_rect(i))
    shapes.draw_diagonals(surface, board, geo)
    if geo.cages:
        shapes.draw_cages(surface, board, geo, layout.cell)
    digit_size = DIGIT_SIZE * layout.cell // 64 - (4 if geo.cages else 0)
    for i in range(geo.cells):
        rect = layout.cell_rect(i)
        digit = look.digits[i]
        wave = _wave(look, i)
        if digit:
            given = look.givens[i]
            ink = INK_GIVEN if given else INK_ENTRY
            if i in look.clashes:
                ink = CLASH
            elif i in look.mistakes:
                ink = MISTAKE
            centre = (rect.centerx, rect.centery + 2 - int(6 * wave) + (4 if geo.cages else 0))
            theme.blit_text(surface, str(digit), centre, digit_size, ink, given, "center")
        elif look.marks_at(i):
            ruled_out = {look.digits[j] for j in geo.peers[i]} if look.strike_ruled_out else set()
            _draw_marks(surface, layout, look, i, fills[i], ruled_out)
    # thin lines, then the thick box or region lines over them
    shapes.draw_grid_lines(surface, board, geo, layout.cell)
    # marks that carry meaning by shape
    for i in range(geo.cells):
        rect = layout.cell_rect(i)
        if look.focus_digit and look.digits[i] == look.focus_digit and i != look.selected:
            pygame.draw.rect(surface, theme.BLUE, rect.inflate(-8, -8), width=2, border_radius=8)
        if i in look.hint_cells or i in look.hint_targets:
            target = i in look.hint_targets
            _dashed_rect(surface, rect.inflate(-4, -4), theme.VERMILLION if target else THICK_LINE,
                         width=3 if target else 2)
        if look.digits[i] and i in look.clashes:  # ring round the digit and a bar under it
            pygame.draw.circle(surface, CLASH, (rect.centerx, rect.centery), layout.cell // 2 - 9, 3)
            pygame.draw.line(surface, CLASH, (rect.centerx - 16, rect.bottom - 5), (rect.centerx + 16, rect.bottom - 5),
                             4)
        if look.digits[i] and i in look.mistakes:  # a diagonal strike and a small x in the corner
            pygame.draw.line(surface, MISTAKE, (rect.left + 12, rect.bottom - 12), (rect.right - 12, rect.top + 12), 4)
            corner = (rect.right - 11, rect.top + 11)
            for dx in (-5, 5):
                pygame.draw.line(surface, MISTAKE, (corner[0] - 5, corner[1] - dx), (corner[0] + 5, corner[1] + dx), 3)
    if look.selected is not None:
        rect = layout.cell_rect(look.selected)
        pygame.draw.rect(surface, theme.BLUE, rect.inflate(2, 2), width=5)
    _draw_hint_marks(surface, layout, look)  # over the frames: a corner mark (1, 3, 7, 9) sits under them
    if geo.cages:  # the sums over everything in their corner, the selection's frame too
        shapes.draw_cage_sums(surface, board, geo, layout.cell, dict(enumerate(fills)))
    # pointers on the frame at the target's row and column
    for i in (look.hint_targets if len(look.hint_targets) == 1 else ()):
        rect = layout.cell_rect(i)
        x, y = board.left - 8, rect.centery
        pygame.draw.polygon(surface, theme.VERMILLION, [(x - 14, y - 9), (x - 14, y + 9), (x, y)])
        x, y = rect.centerx, board.top - 8
        pygame.draw.polygon(surface, theme.VERMILLION, [(x - 9, y - 14), (x + 9, y - 14), (x, y)])


def _draw_hint_marks(surface: pygame.Surface, layout: BoardLayout, look: BoardLook) -> None:
    size = _pencil_size(look.geo, layout)
    for cell, d in look.hint_marks:  # the pattern's candidates: a small digit in a ring
        if not look.digits[cell]:
            centre = _mark_centre(layout, cell, d, look.geo)
            pygame.draw.circle(surface, PAPER, centre, layout.cell // 6 - 1)
            pygame.draw.circle(surface, theme.BLUE, centre, layout.cell // 6 - 1, 2)
            theme.blit_text(surface, str(d), centre, size, INK_GIVEN, True, "center")
    for cell, d in look.struck:  # a candidate the hint rules out: the small digit with a stroke through it
        if not look.digits[cell]:
            centre = _mark_centre(layout, cell, d, look.geo)
            pygame.draw.circle(surface, PAPER, centre, layout.cell // 6 - 1)
            theme.blit_text(surface, str(d), centre, size, INK_GIVEN, True, "center")
            pygame.draw.line(surface, CLASH, (centre[0] - 8, centre[1] + 7), (centre[0] + 8, centre[1] - 7), 3)


# --- the digit pad ---------------------------------------------------------------------------------------

class DigitKey(Widget):
    """One key of the on-screen pad: the digit, how many are still to place, and a frame when it is the
    chosen digit (digit-first entry) or the selected cell's digit."""

    def __init__(self, digit: int, rect: pygame.Rect | tuple[int, int, int, int], on_press: Callable[[int], object]) -> None:
        super().__init__(f"pad-{digit}", rect)
        self.digit = digit
        self.on_press = on_press
        self.left = 9          # copies still to place
        self.chosen = False    # digit-first: this digit is armed
        self.pencil = False    # pencil mode: the key writes a small mark
        self.show_count = True  # False while the grid is hidden (paused): the counts would tell what it holds

    def activate(self) -> object:
        return self.on_press(self.digit) if self.enabled else None

    def draw(self, surface: pygame.Surface, focused: bool = False, hovered: bool = False) -> None:
        done = self.left == 0 and self.show_count
        if self.chosen:
            fill, ink = theme.SKY_BLUE, theme.BLACK
        elif hovered:
            fill, ink = theme.PANEL_EDGE, theme.TEXT
        else:
            fill, ink = theme.PANEL, theme.TEXT if not done else theme.TEXT_DIM
        pygame.draw.rect(surface, fill, self.rect, border_radius=theme.RADIUS)
        pygame.draw.rect(surface, theme.BLUE if self.chosen else theme.PANEL_EDGE, self.rect,
                         width=4 if self.chosen else 2, border_radius=theme.RADIUS)
        if focused:
            pygame.draw.rect(surface, theme.FOCUS, self.rect.inflate(8, 8), width=3, border_radius=theme.RADIUS + 4)
        if self.pencil:  # small digit in the top-left corner, like a pencil mark
            theme.blit_text(surface, str(self.digit), (self.rect.left + 12, self.rect.top + 6), 30, ink, True)
        else:
            theme.blit_text(surface, str(self.digit), (self.rect.centerx, self.rect.centery - 6), 44, ink, True,
                            "center")
        if self.show_count:
            note = (Msg("done") if done else Plural("{n} left", "{n} left", self.left) if self.left > 0
                    else Plural("{n} too many", "{n} too many", -self.left))
            theme.blit_text(surface, note, (self.rect.centerx, self.rect.bottom - 6), 16,
                            theme.BLACK if self.chosen else theme.TEXT_DIM, anchor="midbottom")
        if done:
            x, y = self.rect.right - 16, self.rect.top + 14
            pygame.draw.lines(surface, theme.GOOD, False, [(x - 8, y), (x - 3, y + 5), (x + 6, y - 5)], 3)


def draw_mini(surface: pygame.Surface, rect: pygame.Rect, digits: tuple[int, ...], geo: Geometry = CLASSIC) -> None:
    """A small preview of a grid (start screen), with its boxes or regions, diagonals and cages."""
    n = geo.size
    cell = rect.width // n
    board = pygame.Rect(rect.left, rect.top, cell * n, cell * n)
    diagonals = shapes.diagonal_cells(geo)
    for i in range(geo.cells):
        r, c = divmod(i, n)
        pygame.draw.rect(surface, shapes.base_fill(geo, i, PAPER, diagonals),
                         (board.left + c * cell, board.top + r * cell, cell, cell))
    if geo.cages:
        shapes.draw_cages(surface, board, geo, cell)
    for i, d in enumerate(digits):
        if d:
            r, c = divmod(i, n)
            theme.blit_text(surface, str(d), (board.left + c * cell + cell // 2, board.top + r * cell + cell // 2),
                            max(10, int(cell * 0.8)), INK_GIVEN, False, "center")
    shapes.draw_grid_lines(surface, board, geo, cell)
    pygame.draw.rect(surface, THICK_LINE, board, width=3)


def draw_clock_icon(surface: pygame.Surface, centre: tuple[int, int]) -> None:
    pygame.draw.circle(surface, theme.TEXT_DIM, centre, 11, 2)
    pygame.draw.line(surface, theme.TEXT_DIM, centre, (centre[0], centre[1] - 7), 2)
    pygame.draw.line(surface, theme.TEXT_DIM, centre, (centre[0] + 5, centre[1]), 2)


# --- panels ----------------------------------------------------------------------------------------------

def draw_text_panel(surface: pygame.Surface, rect: pygame.Rect, lines: Sequence[PanelLine]) -> None:
    """A panel of wrapped text: `lines` are (text, colour, bold); bold lines are headings. Cut at the bottom."""
    theme.draw_panel(surface, rect, colour=(36, 38, 48))
    y = rect.top + 12
    for text, colour, bold in lines:
        size = theme.BODY if bold else theme.SMALL
        for line in theme.wrap(text, rect.width - 32, size):
            if y > rect.bottom - 24:
                return
            drawn = theme.blit_text(surface, line, (rect.left + 16, y), size, colour, bold)
            y = max(y + theme.font_for(line, size, bold).get_linesize(), drawn.bottom)   # a Chinese line is taller


CONFETTI = (theme.ORANGE, theme.SKY_BLUE, theme.BLUISH_GREEN, theme.YELLOW, theme.REDDISH_PURPLE)


def draw_solved_banner(surface: pygame.Surface, panel: pygame.Rect, t: float, lines: Sequence[PanelLine]) -> None:
    """"Solved!" dropping into place, the result lines (text, colour, bold) under it, and tumbling matchsticks:
    shape and motion, not colour, carry the cheer. `t` is seconds since the solve."""
    grow = min(1.0, t * 4)
    theme.draw_panel(surface, panel, colour=(40, 44, 52), edge=theme.GOOD)
    theme.blit_text(surface, Msg("Solved!"), (panel.centerx, panel.top + 14 - int(10 * (1 - grow))), theme.TITLE - 16,
                    theme.YELLOW, True, "midtop")
    y = panel.top + 84
    for text, colour, bold in lines:
        if text:
            size = theme.BODY if bold else theme.SMALL
            theme.blit_text(surface, text, (panel.centerx, y), size, colour, anchor="midtop")
        y += 34 if bold else 28
    for i in range(14):
        phase = t * (0.6 + (i % 5) * 0.12) + i * 0.37
        x = panel.left + 20 + (i * 37) % (panel.width - 40)
        y = panel.top + 184 + int((phase * 60) % 26)
        angle = phase * 3 + i
        dx, dy = int(10 * math.cos(angle)), int(10 * math.sin(angle))
        pygame.draw.line(surface, CONFETTI[i % 5], (x - dx, y - dy), (x + dx, y + dy), 4)
