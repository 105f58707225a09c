"""The bundled Chinese font draws every character the catalogs use (checked in the font file's own character
map and glyph metrics with fontTools), and the theme draws Chinese with it: real glyphs, not empty boxes."""
from __future__ import annotations

from pathlib import Path

import pygame
from babel.messages.pofile import read_po
from fontTools.ttLib import TTFont

from game import i18n
from sprites import theme
from tools.catalog import po_files


def catalog_characters() -> set[str]:
    chars: set[str] = set()
    for path in po_files():
        with path.open("rb") as f:
            for message in read_po(f):
                strings = message.string if isinstance(message.string, tuple) else (message.string,)
                for s in strings:
                    chars |= set(s or "")
    return {c for c in chars if c.isprintable() and c != " "}


def test_every_translated_character_has_a_glyph_with_ink():
    font = TTFont(theme.font_path(theme.CJK))
    cmap = font.getBestCmap()
    glyphs = font.getGlyphSet()
    chars = catalog_characters()
    assert len(chars) > 100
    missing = sorted(c for c in chars if ord(c) not in cmap)
    assert not missing, f"recut the font (make font): {''.join(missing)}"
    blank = []
    for c in chars:
        from fontTools.pens.boundsPen import BoundsPen
        pen = BoundsPen(glyphs)
        glyphs[cmap[ord(c)]].draw(pen)
        if pen.bounds is None and c not in "\u3000":
            blank.append(c)
    assert not blank, "".join(blank)


def test_the_font_file_is_small_and_licensed():
    path = Path(theme.font_path(theme.CJK))
    assert path.stat().st_size < 2_000_000
    assert "SIL OPEN FONT LICENSE" in (path.parent / "LICENSE-NotoSansCJK.txt").read_text().upper()


def ink(surface: pygame.Surface) -> int:
    return sum(1 for x in range(surface.get_width()) for y in range(surface.get_height())
               if surface.get_at((x, y)).a > 128)


def test_theme_draws_chinese_with_real_glyphs_in_both_languages():
    pygame.font.init()
    for language in ("zh_CN", "en"):
        i18n.set_language(language)
        image = theme.text("取石子", theme.BODY)
        assert theme.face_for("取石子") == theme.CJK
        # each character drawn on its own has ink, and the three differ from one another (no tofu boxes)
        singles = [theme.text(c, theme.BODY) for c in "取石子"]
        assert all(ink(s) > 20 for s in singles)
        assert len({pygame.image.tobytes(s, "RGBA") for s in singles}) == 3
        assert ink(image) > 60
    i18n.set_language("en")
    assert theme.face_for("Stone duel") == theme.LATIN
