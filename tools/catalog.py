"""The message catalogs: extract every marked string with Babel, update each language's `.po`, check them.

Run by `make catalog` (Babel is a build tool in requirements-dev.txt; the game reads the `.po` files itself):

    python -m tools.catalog            extract into game/locale/matchbox.pot, merge into every .po, report
    python -m tools.catalog --check    extract and compare only: exit 1 when a catalog misses a message

A marked string is the first argument of `Msg(...)`, `N_(...)`, `_(...)` or `gettext(...)`, and the first two of
`Plural(...)` and `ngettext(...)` (see game/logic/words.py). The shipped level files' titles are messages too: each
file's `title`, each level's `name` and each mode's `title` under `settings` (the screens show them through
`game.levels.shown_title`), located by file and line with the level's id as a comment. New messages arrive in each
`.po` untranslated; a message no longer in the source is dropped from it.
"""
from __future__ import annotations

import argparse
import sys
from io import BytesIO
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

from game.yamlfile import LineDict, LineList, YamlError, load_yaml

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "game" / "locale"
TEMPLATE = LOCALE / "matchbox.pot"
PACKAGES = ("game", "scenes", "sprites")
KEYWORDS = {"_": None, "gettext": None, "N_": None, "Msg": None, "ngettext": (1, 2), "Plural": (1, 2),
            "InContext": ((1, "c"), 2)}
# the command line's own texts stay English: its modules are not scanned
ENGLISH_ONLY = ("game/cli.py", "game/commands/", "game/stats_cli.py")


def extract(root: Path = ROOT) -> Catalog:
    """Every marked message in the product packages, with where it is used."""
    catalog = Catalog(project="Matchbox Arcade", domain="matchbox", charset="utf-8")
    for package in PACKAGES:
        for filename, lineno, message, comments, context in extract_from_dir(
                str(root / package), method_map=[("**.py", "python")], keywords=KEYWORDS,
                comment_tags=("TRANSLATORS:",), strip_comment_tags=True):
            path = f"{package}/{filename}"
            if path.startswith(ENGLISH_ONLY):
                continue
            catalog.add(message, None, [(path, lineno)], auto_comments=comments, context=context)
    for message, path, lineno, comment in level_titles(root):
        if message in catalog:   # a title the code names too ("Stone duel"): one entry, both places
            catalog[message].locations.append((path, lineno))
        else:
            catalog.add(message, None, [(path, lineno)], auto_comments=[comment])
    return catalog


def level_titles(root: Path = ROOT) -> list[tuple[str, str, int, str]]:
    """The titles the shipped level files show: (text, file, line, what it names) for each file's `title`, each
    level's `name` and each `settings.modes.*.title`, in file order."""
    found: list[tuple[str, str, int, str]] = []
    for path in sorted((root / "levels").glob("*.yaml")):
        where = path.relative_to(root).as_posix()
        try:
            doc = load_yaml(path)
        except YamlError as err:
            raise SystemExit(f"{err.path}:{err.line}: {err.message}") from None
        if not isinstance(doc, LineDict):
            continue

        def add(owner: LineDict, key: str, comment: str) -> None:
            text = owner.get(key)
            if isinstance(text, str) and any(c.isalpha() for c in text):
                found.append((text, where, owner.line_of(key), comment))

        add(doc, "title", "level file title")
        modes = doc.get("settings", {}).get("modes") if isinstance(doc.get("settings"), LineDict) else None
        if isinstance(modes, LineDict):
            for mode, rules in modes.items():
                if isinstance(rules, LineDict):
                    add(rules, "title", f"mode {mode}")
        levels = doc.get("levels")
        if isinstance(levels, LineList):
            for level in levels:
                if isinstance(level, LineDict):
                    add(level, "name", f"level {level.get('id')}")
    return found


def po_files(root: Path = ROOT) -> list[Path]:
    return sorted((root / "game" / "locale").glob("*/LC_MESSAGES/matchbox.po"))


def read(path: Path) -> Catalog:
    with path.open("rb") as f:
        return read_po(f)


def to_bytes(catalog: Catalog, **options: bool) -> bytes:
    out = BytesIO()
    write_po(out, catalog, width=116, **options)
    return out.getvalue()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.catalog", description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare only; exit 1 when a catalog misses a message")
    args = parser.parse_args(argv)
    template = extract()
    ids = {(m.id, m.context) for m in template if m.id}
    problems = 0
    if not args.check:
        TEMPLATE.write_bytes(to_bytes(template, omit_header=False))
    for path in po_files():
        catalog = read(path)
        if not args.check:
            catalog.update(template, no_fuzzy_matching=True)
            catalog.obsolete.clear()
            path.write_bytes(to_bytes(catalog))
            catalog = read(path)
        untranslated = [m.id for m in catalog if m.id and (m.id, m.context) in ids and not all(_forms(m.string))]
        missing = [i for i, context in ids if catalog.get(i, context=context) is None]
        problems += len(untranslated) + len(missing)
        done = len(ids) - len(untranslated) - len(missing)
        print(f"{path.relative_to(ROOT)}: {done} of {len(ids)} messages translated")
    return 1 if args.check and problems else 0


def _forms(string: object) -> list[str]:
    return list(string) if isinstance(string, (tuple, list)) else [str(string or "")]


if __name__ == "__main__":
    sys.exit(main())
