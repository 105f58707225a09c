"""Colours, fonts and sizes shared by every screen.

Colours come from the Okabe-Ito palette, which stays distinguishable for colour-blind players; anything that
matters is also carried by shape or text, never by colour alone.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game import i18n
from game.logic.words import Text, render
from game.resources import package_folder

Colour = tuple[int, int, int]   # an RGB colour, as every constant below is

# Okabe-Ito
BLACK = (0, 0, 0)
ORANGE = (230, 159, 0)
SKY_BLUE = (86, 180, 233)
BLUISH_GREEN = (0, 158, 115)
YELLOW = (240, 228, 66)
BLUE = (0, 114, 178)
VERMILLION = (213, 94, 0)
REDDISH_PURPLE = (204, 121, 167)

# The table and its furniture
BACKGROUND = (28, 30, 38)
BACKGROUND_TOP = (38, 41, 54)
PANEL = (46, 49, 62)
PANEL_EDGE = (78, 82, 100)
TEXT = (236, 234, 228)
TEXT_DIM = (160, 162, 172)
ACCENT = ORANGE
FOCUS = SKY_BLUE
GOOD = BLUISH_GREEN
BAD = VERMILLION
WARN = YELLOW
WOOD = (222, 184, 135)
WOOD_DARK = (176, 132, 84)
MATCH_HEAD = VERMILLION


def contrast(a: Colour, b: Colour) -> float:
    """WCAG contrast ratio of two RGB colours (1 to 21; small text wants 4.5 or more)."""
    def luminance(c: Colour) -> float:
        lin = [v / 12.92 if v <= 0.03928 else float(((v + 0.055) / 1.055) ** 2.4) for v in (x / 255 for x in c[:3])]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


# Sizes
SMALL, BODY, HEADING, TITLE = 20, 26, 36, 72
PADDING = 16
RADIUS = 10


# GNU FreeFont's FreeSans Bold (its licence beside it): the file pygame draws `Font(None, size)` with, shipped in
# the package and loaded by path, since pygame's own copy is not always found in a frozen build. pygame scales a
# size asked of its default font by DEFAULT_FONT_SCALE; the same scale here draws the same pixels.
FONT_FILE = "freesansbold.ttf"
DEFAULT_FONT_SCALE = 0.6875
# Noto Sans CJK SC, cut to the characters the game shows (tools/cut_font.py; its licence beside it). Chinese
# glyphs fill their em square where Latin capitals fill about 0.7 of it: drawn a little smaller per size, a
# Chinese line and an English one of the same size look alike and take about the same height.
CJK_FONT_FILE = "NotoSansSC-Matchbox.otf"
CJK_FONT_SCALE = 0.66
LATIN, CJK = "latin", "cjk"   # the two faces


def font_path(face: str = LATIN) -> str:
    return str(package_folder("sprites") / "fonts" / (CJK_FONT_FILE if face == CJK else FONT_FILE))


@lru_cache(maxsize=128)
def _font(face: str, size: int, bold: bool) -> pygame.font.Font:
    scale = CJK_FONT_SCALE if face == CJK else DEFAULT_FONT_SCALE
    f = pygame.font.Font(font_path(face), max(1, int(size * scale)))
    f.set_bold(bold)
    return f


def language_face() -> str:
    """The face the current language draws in: Chinese text (and what stands beside it) in the CJK font."""
    return CJK if i18n.language() == "zh_CN" else LATIN


def font(size: int = BODY, bold: bool = False) -> pygame.font.Font:
    """The bundled font of the current language: no system font scan at start-up, same look on every machine."""
    return _font(language_face(), size, bold)


def face_for(message: str) -> str:
    """The face `message` is drawn in: the CJK font for text with Chinese characters (every translated line, and a
    Chinese name on the high-score table in English), the Latin one for the rest (numbers, English, symbols), so
    a card's digits or an untranslated line look the same in both languages."""
    return CJK if not message.isascii() and any(is_wide(c) for c in message) else LATIN


def font_for(message: str, size: int = BODY, bold: bool = False) -> pygame.font.Font:
    """The font `message` is drawn with (see `face_for`): measure a text with it, not with `font()`."""
    return _font(face_for(message), size, bold)


def text(message: Text, size: int = BODY, colour: Colour = TEXT, bold: bool = False) -> pygame.Surface:
    """A rendered line of text in the current language (a `Msg` is translated now), cached: most labels do not
    change from one frame to the next. Any text renders, whatever the player typed: SDL_ttf refuses a NUL and text
    whose glyphs all have zero width (U+200B, U+200C from a Persian keyboard's Shift+Space, U+202E, U+FEFF), which
    draw as nothing here instead."""
    shown = render(message).replace("\0", "")
    return _text(shown, size, colour, bold, face_for(shown))


@lru_cache(maxsize=1024)
def _text(message: str, size: int, colour: Colour, bold: bool, face: str) -> pygame.Surface:
    f = _font(face, size, bold)
    try:
        return f.render(message, True, colour)
    except pygame.error as err:
        if "zero width" not in str(err):
            raise
        return f.render("", True, colour)  # an empty, font-high surface: layout stays as for any text


def text_width(message: Text, size: int = BODY, bold: bool = False) -> int:
    shown = render(message)
    return font_for(shown, size, bold).size(shown)[0]


def fit_size(message: Text, width: int, largest: int, bold: bool = False, smallest: int = 14) -> int:
    """The largest font size from `largest` down to `smallest` (in steps of 2) at which `message` fits in
    `width` pixels: long names and values shrink rather than spill out of their box."""
    size = largest
    while size > smallest and text_width(message, size, bold) > width:
        size -= 2
    return size


def blit_text(surface: pygame.Surface, message: Text, pos: tuple[int, int], size: int = BODY,
              colour: Colour = TEXT, bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
    image = text(message, size, colour, bold)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def draw_tag(surface: pygame.Surface, message: Text, topright: tuple[int, int], colour: Colour = WARN) -> pygame.Rect:
    """A short bold message in black on a coloured rounded tag whose top-right corner is `topright`; its rect."""
    image = text(message, SMALL, BLACK, True)
    rect = image.get_rect().inflate(16, 6)
    rect.topright = topright
    pygame.draw.rect(surface, colour, rect, border_radius=6)
    surface.blit(image, image.get_rect(center=rect.center))
    return rect


# Chinese line breaking (after the usual rules): a line may break between any two Chinese characters, never
# before a closing mark nor after an opening one; Latin words break only at spaces.
CLOSING = set("，。、；：？！）」』》〉】〕］｝…‥％’”·・ー～,.;:!?)]}%")
OPENING = set("（「『《〈【〔［｛‘“([{")


def is_wide(char: str) -> bool:
    """A character of Chinese text (ideographs, kana, full-width forms and punctuation): a line may break beside it."""
    c = ord(char)
    return (0x2E80 <= c <= 0x9FFF or 0xF900 <= c <= 0xFAFF or 0xFE30 <= c <= 0xFE4F or 0xFF00 <= c <= 0xFFEF
            or 0x20000 <= c <= 0x3FFFF)


def _may_break(before: str, after: str) -> bool:
    if after in CLOSING or before in OPENING:
        return False
    return is_wide(before) or is_wide(after)


def segments(paragraph: str) -> list[tuple[str, str]]:
    """The paragraph cut where a line may break: (the spaces before it, the piece), in order."""
    pieces: list[tuple[str, str]] = []
    gap, piece = "", ""
    for char in paragraph:
        if char == " ":
            if piece:
                pieces.append((gap, piece))
                gap, piece = "", ""
            gap += char
        elif piece and _may_break(piece[-1], char):
            pieces.append((gap, piece))
            gap, piece = "", char
        else:
            piece += char
    if piece or not pieces:
        pieces.append((gap, piece))
    return pieces


def wrap(message: Text, width: int, size: int = BODY, bold: bool = False) -> list[str]:
    """Split `message` into lines no wider than `width` pixels at `size` (measured in the weight and face drawn):
    at spaces, and in Chinese between characters but never before a closing mark nor after an opening one."""
    lines: list[str] = []
    for paragraph in render(message).split("\n"):
        line = ""
        for gap, piece in segments(paragraph):
            trial = f"{line}{gap}{piece}" if line else piece
            if line and text_width(trial, size, bold) > width:
                lines.append(line)
                line = piece
            else:
                line = trial
        lines.append(line)
    return lines


def blend(a: Colour, b: Colour, t: float) -> Colour:
    """The colour a fraction `t` of the way from `a` to `b` (each channel rounded down)."""
    return int(a[0] * (1 - t) + b[0] * t), int(a[1] * (1 - t) + b[1] * t), int(a[2] * (1 - t) + b[2] * t)


def lighten(colour: Colour, amount: int) -> Colour:
    """`colour` with `amount` added to each channel (at most 255): a hovered button's fill."""
    return min(255, colour[0] + amount), min(255, colour[1] + amount), min(255, colour[2] + amount)


_backgrounds: dict[tuple[int, int], pygame.Surface] = {}


def reset_caches() -> None:
    """Forget cached fonts and surfaces: they die with pygame.quit(), and a new session must rebuild them."""
    _font.cache_clear()
    _text.cache_clear()
    _backgrounds.clear()


def draw_background(surface: pygame.Surface) -> None:
    """A soft vertical gradient, drawn once per size and then blitted."""
    size = surface.get_size()
    bg = _backgrounds.get(size)
    if bg is None:
        bg = pygame.Surface(size)
        h = size[1]
        for y in range(h):
            t = y / max(1, h - 1)
            colour = blend(BACKGROUND_TOP, BACKGROUND, t)
            pygame.draw.line(bg, colour, (0, y), (size[0], y))
        _backgrounds[size] = bg
    surface.blit(bg, (0, 0))


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, colour: Colour = PANEL,
               edge: Colour = PANEL_EDGE) -> None:
    pygame.draw.rect(surface, colour, rect, border_radius=RADIUS)
    pygame.draw.rect(surface, edge, rect, width=2, border_radius=RADIUS)
