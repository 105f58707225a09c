"""The zh_CN catalog: every message the source marks is translated, the catalog passes Babel's checks with no
warning, and each translation keeps its message's placeholders (a translator may move them, never drop or rename
one: `str.format` would fail or show a hole)."""
from __future__ import annotations

import io
import string

from babel.messages.pofile import read_po

from tools.catalog import extract, po_files


def chinese():
    (path,) = [p for p in po_files() if "zh_CN" in str(p)]
    with path.open("rb") as f:
        return read_po(f)


def forms(value) -> list[str]:
    return list(value) if isinstance(value, (tuple, list)) else [value or ""]


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def test_every_extracted_message_is_translated():
    template = extract()
    catalog = chinese()
    ids = [(m.id, m.context) for m in template if m.id]
    assert len(ids) > 300
    missing = [i for i, context in ids if catalog.get(i, context=context) is None
               or not all(forms(catalog.get(i, context=context).string))]
    assert not missing, f"{len(missing)} of {len(ids)} untranslated, e.g. {missing[:5]}"


def test_the_catalog_passes_babels_checks_without_a_warning():
    catalog = chinese()
    problems = [(m.id, [str(e) for e in errors]) for m, errors in catalog.check()]
    assert not problems, problems[:5]
    assert catalog.num_plurals == 1 and not catalog.obsolete
    assert not [m.id for m in catalog if m.id and m.fuzzy]


def test_every_translation_keeps_its_placeholders():
    bad = []
    for message in chinese():
        if not message.id:
            continue
        wanted = set().union(*(fields(i) for i in forms(message.id)))
        for translated in forms(message.string):
            got = fields(translated)
            # the plural's count may be left out by a language that says it another way, nothing else
            if not got <= wanted or not (wanted - {"n"}) <= got:
                bad.append((message.id, translated))
    assert not bad, bad[:5]


def test_the_compiled_catalog_formats_every_message():
    """Each translation renders with its arguments (what `Msg` does when the screen draws it)."""
    from game.i18n import compile_po, catalog_path
    import gettext

    text = catalog_path("zh_CN").read_text(encoding="utf-8")
    translations = gettext.GNUTranslations(io.BytesIO(compile_po(text)))
    checked = 0
    for message in chinese():
        if not message.id:
            continue
        ids = forms(message.id)
        values = {name: "X" for i in ids for name in fields(i)} | {"n": 3}
        if message.context is not None:
            shown = translations.pgettext(message.context, ids[0])
        elif len(ids) == 2:
            shown = translations.ngettext(ids[0], ids[1], 3)
        else:
            shown = translations.gettext(ids[0])
        words = "".join(literal for literal, *_ in string.Formatter().parse(ids[0]))
        assert shown != ids[0] or not any(c.isalpha() for c in words), ids[0]   # translated where there are words
        shown.format(**values)
        checked += 1
    assert checked > 300
