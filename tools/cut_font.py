"""Cut the bundled Chinese font: Noto Sans CJK SC reduced to the characters the game can show.

Run by `make font` (a build step, never at game start; fontTools is a build tool in requirements-dev.txt):

    python -m tools.cut_font [--source NotoSansCJK-Regular.ttc] [--out sprites/fonts/NotoSansSC-Matchbox.otf]

The characters kept: the 3,755 common Chinese characters of GB 2312's first level (names a player types, on the
high-score table), every character of every catalog under game/locale (msgid and msgstr), every non-ASCII
character written in the game's own source (game/, scenes/, sprites/: symbols such as × ÷ − · and the language
names), printable ASCII, and the usual Chinese and Latin punctuation. Recut after the catalog changes; the test
tests/i18n/test_font.py fails when a translated character is missing. The licence (SIL OFL 1.1) is copied beside
the font. Prints the sizes before and after.
"""
from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")   # Debian's fonts-noto-cjk
LICENCE = Path("/usr/share/doc/fonts-noto-cjk/copyright")
OUT = ROOT / "sprites" / "fonts" / "NotoSansSC-Matchbox.otf"
OUT_LICENCE = ROOT / "sprites" / "fonts" / "LICENSE-NotoSansCJK.txt"
FACE = "Noto Sans CJK SC"   # the Simplified Chinese face of the collection

PUNCTUATION = ("，。、；：？！…—–·‘’“”（）【】「」『』《》〈〉〔〕［］｛｝～￥％＋－×÷＝＜＞／＼｜＠＃＆＊"
               "　·•−±√²³½¼¾°€£←→↑↓⇧⌫⏎✓✗")


def common_hanzi() -> set[str]:
    """GB 2312's first level: the 3,755 most used Chinese characters, what players type for their names."""
    chars = set()
    for high in range(0xB0, 0xD8):
        for low in range(0xA1, 0xFF):
            try:
                chars.add(bytes((high, low)).decode("gb2312"))
            except UnicodeDecodeError:
                pass
    return chars


def wanted_characters(root: Path = ROOT) -> set[str]:
    """Every character the game may draw with this font (see the module's docstring)."""
    chars = {chr(c) for c in range(0x20, 0x7F)} | set(PUNCTUATION) | common_hanzi()
    for po in sorted((root / "game" / "locale").glob("*/LC_MESSAGES/*.po")):
        chars |= set(po.read_text(encoding="utf-8"))
    for package in ("game", "scenes", "sprites"):
        for source in sorted((root / package).rglob("*.py")):
            chars |= {c for c in source.read_text(encoding="utf-8") if ord(c) > 0x7F}
    return {c for c in chars if c.isprintable() or c == "\u3000"}


def face_index(source: Path, name: str = FACE) -> int:
    from fontTools.ttLib import TTCollection

    collection = TTCollection(str(source), lazy=True)
    for index, face in enumerate(collection.fonts):
        if face["name"].getDebugName(4) == name:
            return index
    raise SystemExit(f"error: {source} has no face named {name!r}")


# A line from ASCENT above the baseline to DESCENT below it (in the font's 1000 units): the collection's own
# 1160/-288 makes a line 1.45 em tall, a fifth taller than the Latin font's, which overflows the boxes laid out
# for English. Ideographs lie within 880/-120, so this line still holds them whole, centred as before.
ASCENT, DESCENT = 1000, -200


def set_line_height(font: Any) -> None:
    hhea, os2 = font["hhea"], font["OS/2"]
    hhea.ascent, hhea.descent, hhea.lineGap = ASCENT, DESCENT, 0
    os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap = ASCENT, DESCENT, 0
    os2.usWinAscent, os2.usWinDescent = ASCENT, -DESCENT


def cut(source: Path, out: Path, chars: set[str]) -> None:
    from fontTools import subset
    from fontTools.ttLib import TTFont

    font = TTFont(str(source), fontNumber=face_index(source))
    options = subset.Options()
    options.layout_features = ["kern", "liga", "locl", "vert", "palt", "halt"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.hinting = False   # SDL_ttf hints itself; outlines only keeps the file small
    options.desubroutinize = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(ord(c) for c in chars))
    subsetter.subset(font)
    set_line_height(font)
    out.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(out))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.cut_font", description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", type=Path, default=SOURCE, help=f"the Noto Sans CJK collection ({SOURCE})")
    parser.add_argument("--licence", type=Path, default=LICENCE, help=f"its licence text ({LICENCE})")
    parser.add_argument("--out", type=Path, default=OUT, help="the font to write")
    args = parser.parse_args(argv)
    if not args.source.is_file():
        print(f"error: {args.source} not found (Debian/Ubuntu: apt install fonts-noto-cjk)", file=sys.stderr)
        return 1
    chars = wanted_characters()
    cut(args.source, args.out, chars)
    if args.licence.is_file():
        shutil.copyfile(args.licence, args.out.parent / OUT_LICENCE.name)
    source_size, out_size = args.source.stat().st_size, args.out.stat().st_size
    print(f"{args.out.name}: {len(chars)} characters; {out_size:,} bytes "
          f"(from {args.source.name}: {source_size:,} bytes for all faces)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
