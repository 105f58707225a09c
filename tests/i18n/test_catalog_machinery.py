"""The catalog as the game reads it: .po compiled to .mo in pure Python, read by gettext, plural rules from the
catalog's header, lazy messages that follow a switch of language.

The oracle for the compiler is Babel's own .mo writer (a build tool, not used by the game): both files, read by
`gettext.GNUTranslations`, must translate every message the same way.
"""
from __future__ import annotations

import gettext
import io

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from game import i18n
from game.i18n import Msg, Plural, compile_po
from game.logic import words

PO = r'''
# a comment
msgid ""
msgstr ""
"Language: de\n"
"Content-Type: text/plain; charset=utf-8\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

#: somewhere.py:1
msgid "Hello"
msgstr "Hallo"

msgid "a \"quoted\"\tword\n"
"on two lines"
msgstr "ein \"Wort\"\n"
"auf zwei Zeilen"

#, fuzzy
msgid "Unsure"
msgstr "Unsicher"

msgid "Empty"
msgstr ""

msgctxt "button"
msgid "Open"
msgstr "Öffnen"

msgid "{n} stone"
msgid_plural "{n} stones"
msgstr[0] "{n} Stein"
msgstr[1] "{n} Steine"

msgid "火柴"
msgstr "Streichholz"
'''


def ours() -> gettext.GNUTranslations:
    return gettext.GNUTranslations(io.BytesIO(compile_po(PO)))


def babels() -> gettext.GNUTranslations:
    out = io.BytesIO()
    write_mo(out, read_po(io.StringIO(PO)))   # leaves fuzzy entries out, as ours does
    return gettext.GNUTranslations(io.BytesIO(out.getvalue()))


def test_compiled_catalog_translates_as_babels_mo_does():
    a, b = ours(), babels()
    for message in ("Hello", 'a "quoted"\tword\non two lines', "Unsure", "Empty", "火柴", "missing"):
        assert a.gettext(message) == b.gettext(message)
    assert a.pgettext("button", "Open") == b.pgettext("button", "Open") == "Öffnen"
    for n in range(6):
        assert a.ngettext("{n} stone", "{n} stones", n) == b.ngettext("{n} stone", "{n} stones", n)
    assert a.gettext("Hello") == "Hallo" and a.gettext("Unsure") == "Unsure" and a.gettext("Empty") == "Empty"


def test_plural_form_comes_from_the_catalogs_rule():
    three = (PO.replace("nplurals=2; plural=(n != 1);", "nplurals=3; plural=(n==1 ? 0 : n==2 ? 1 : 2);")
             .replace('msgstr[1] "{n} Steine"', 'msgstr[1] "{n} Steinpaar"\nmsgstr[2] "{n} Steine"'))
    t = gettext.GNUTranslations(io.BytesIO(compile_po(three)))
    assert [t.ngettext("{n} stone", "{n} stones", n) for n in (1, 2, 3)] == ["{n} Stein", "{n} Steinpaar",
                                                                             "{n} Steine"]


def test_a_message_follows_the_installed_translator():
    msg = Plural("{n} stone", "{n} stones", 3)
    assert str(msg) == "3 stones"
    words.install(ours())
    try:
        assert str(msg) == "3 Steine"
        assert str(Msg("Hello")) == "Hallo" and msg.english() == "3 stones"
    finally:
        words.install(words.ENGLISH)
    assert str(msg) == "3 stones"


def test_a_message_inside_a_message_is_translated_too():
    words.install(ours())
    try:
        assert str(Msg("{greeting}!", greeting=Msg("Hello"))) == "Hallo!"
    finally:
        words.install(words.ENGLISH)


def test_a_bad_catalog_names_its_line():
    try:
        compile_po('msgid "a"\nmsgstr oops\n', "x.po")
    except i18n.PoError as err:
        assert "x.po:2" in str(err)
    else:
        raise AssertionError("a broken .po compiled")


def test_the_shipped_chinese_catalog_loads_and_english_needs_none():
    i18n.set_language("zh_CN")
    assert str(Msg("Settings")) == "设置"
    assert i18n.ngettext("{n} level problem found; that level was skipped. First: {first}",
                         "{n} level problems found; those levels were skipped. First: {first}", 5).startswith("发现")
    i18n.set_language("en")
    assert str(Msg("Settings")) == "Settings"
