"""The player's language: English (the source language, no catalog) or Simplified Chinese (zh_CN).

Catalogs are gettext `.po` files under game/locale/LANG/LC_MESSAGES/matchbox.po (package data, so the wheel and
the standalone build carry them). At start-up the chosen catalog is compiled to `.mo` bytes in memory by
`compile_po` (pure Python: no msgfmt, no Babel when the game runs) and read by `gettext.GNUTranslations`, whose
plural rule is the catalog's Plural-Forms. `set_language` installs it for every `Msg` (game/logic/words.py), so
text a screen keeps follows the switch at its next frame.

The command line never calls `set_language`: its output stays English.
"""
from __future__ import annotations

import ast
import datetime
import gettext as _gettext
import io
import os
import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable, Mapping

from game.logic import words
from game.logic.words import N_, Msg, Plural, Text, render
from game.resources import package_folder

__all__ = ["DOMAIN", "LANGUAGES", "DEFAULT", "Msg", "N_", "Plural", "Text", "render", "language", "set_language",
           "gettext", "ngettext", "language_from_environment", "compile_po", "PoError", "on_change",
           "format_date", "language_name"]

DOMAIN = "matchbox"
DEFAULT = "en"
LANGUAGES = ("en", "zh_CN")
# each language's name in itself: the Settings choice reads the same whatever the language shown
_NAMES = {"en": "English", "zh_CN": "简体中文"}
SETTING = "language"   # the settings record's key (game/records.py)


def language_name(code: str) -> str:
    return _NAMES[code]


def locale_folder() -> Path:
    return package_folder("game") / "locale"


def catalog_path(language: str) -> Path:
    return locale_folder() / language / "LC_MESSAGES" / f"{DOMAIN}.po"


# --- choosing ----------------------------------------------------------------------------------------------

def normalise(name: str | None) -> str | None:
    """A language code as the game names it ('zh', 'zh_CN.UTF-8', 'zh-Hans' -> 'zh_CN'; 'en_GB' -> 'en'), or
    None for one it does not speak."""
    if not name:
        return None
    base = name.split(".")[0].split("@")[0].replace("-", "_").lower()
    if base.startswith("zh"):
        return "zh_CN"
    if base.startswith("en") or base in ("c", "posix"):
        return "en"
    return None


def language_from_environment(env: Mapping[str, str] | None = None) -> str:
    """The language the system asks for, as gettext reads it: LANGUAGE (a colon-separated list, first spoken
    one wins), then LC_ALL, then LANG; English when none names a language the game speaks."""
    env = os.environ if env is None else env
    for name in env.get("LANGUAGE", "").split(":"):
        found = normalise(name)
        if found is not None:
            return found
    for key in ("LC_ALL", "LANG"):
        value = env.get(key, "")
        if value:   # the first one set decides, as the C library reads them
            return normalise(value) or DEFAULT
    return DEFAULT


# --- the catalog: .po in, .mo bytes out ------------------------------------------------------------------

class PoError(ValueError):
    """A catalog that does not read, with its file and line."""


@dataclass
class _Entry:
    context: str | None = None
    msgid: str | None = None
    plural: str | None = None
    strings: dict[int, str] = field(default_factory=dict)
    fuzzy: bool = False


def _po_entries(text: str, where: str) -> list[_Entry]:
    entries: list[_Entry] = []
    entry = _Entry()
    target: tuple[str, int] | None = None   # the field continued strings append to

    def finish() -> None:
        nonlocal entry, target
        if entry.msgid is not None:
            entries.append(entry)
        entry, target = _Entry(), None

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            if target is not None and target[0] == "msgstr":
                finish()
            if line.startswith("#,") and "fuzzy" in line[2:].split(", ") + line[2:].split():
                entry.fuzzy = True
            continue
        keyword, _, rest = line.partition(" ")
        if line.startswith('"'):
            keyword, rest = "", line
        elif keyword in ("msgctxt", "msgid") and target is not None and target[0] == "msgstr":
            finish()
        try:
            value = ast.literal_eval(rest.strip()) if rest.strip().startswith('"') else None
        except (SyntaxError, ValueError):
            value = None
        if not isinstance(value, str):
            raise PoError(f"{where}:{number}: expected a quoted string, found {raw.strip()[:60]!r}")
        if keyword == "":
            if target is None:
                raise PoError(f"{where}:{number}: a string continues no field")
            kind, index = target
            if kind == "msgctxt":
                entry.context = (entry.context or "") + value
            elif kind == "msgid":
                entry.msgid = (entry.msgid or "") + value
            elif kind == "msgid_plural":
                entry.plural = (entry.plural or "") + value
            else:
                entry.strings[index] = entry.strings.get(index, "") + value
        elif keyword == "msgctxt":
            entry.context, target = value, ("msgctxt", 0)
        elif keyword == "msgid":
            entry.msgid, target = value, ("msgid", 0)
        elif keyword == "msgid_plural":
            entry.plural, target = value, ("msgid_plural", 0)
        elif keyword == "msgstr":
            entry.strings[0], target = value, ("msgstr", 0)
        elif keyword.startswith("msgstr[") and keyword.endswith("]") and keyword[7:-1].isdigit():
            index = int(keyword[7:-1])
            entry.strings[index], target = value, ("msgstr", index)
        else:
            raise PoError(f"{where}:{number}: unknown keyword {keyword!r}")
    finish()
    return entries


def compile_po(text: str, where: str = "<catalog>") -> bytes:
    """The `.mo` file (GNU gettext's binary format, little-endian) of a `.po` text: translated entries only (an
    empty or fuzzy translation falls back to English), the header always."""
    messages: dict[bytes, bytes] = {}
    for entry in _po_entries(text, where):
        assert entry.msgid is not None
        header = entry.msgid == "" and entry.context is None
        if (entry.fuzzy and not header) or not entry.strings:
            continue
        if entry.plural is None:
            translated = entry.strings.get(0, "")
            if not translated:
                continue
            key = entry.msgid
        else:
            forms = [entry.strings[i] for i in sorted(entry.strings)]
            if not all(forms):
                continue
            translated = "\0".join(forms)
            key = f"{entry.msgid}\0{entry.plural}"
        if entry.context is not None:
            key = f"{entry.context}\x04{key}"
        messages[key.encode("utf-8")] = translated.encode("utf-8")
    keys = sorted(messages)
    ids = b"".join(k + b"\0" for k in keys)
    strs = b"".join(messages[k] + b"\0" for k in keys)
    count = len(keys)
    ids_start = 7 * 4 + 16 * count
    strs_start = ids_start + len(ids)
    offsets: list[int] = []
    at = 0
    for k in keys:
        offsets += [len(k), ids_start + at]
        at += len(k) + 1
    at = 0
    for k in keys:
        value = messages[k]
        offsets += [len(value), strs_start + at]
        at += len(value) + 1
    head = struct.pack("<7I", 0x950412DE, 0, count, 7 * 4, 7 * 4 + 8 * count, 0, 0)
    return head + struct.pack(f"<{len(offsets)}I", *offsets) + ids + strs


def load_catalog(language: str) -> _gettext.GNUTranslations:
    path = catalog_path(language)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeError) as err:
        raise PoError(f"{path}: cannot be read ({err})") from None
    return _gettext.GNUTranslations(io.BytesIO(compile_po(text, str(path))))


# --- the current language ----------------------------------------------------------------------------------

_state: dict[str, str] = {"language": DEFAULT}
_listeners: list[Callable[[str], None]] = []


def language() -> str:
    return _state["language"]


def set_language(code: str) -> None:
    """Speak `code` ('en' or 'zh_CN') from now on: every Msg drawn after this is in that language."""
    if code not in LANGUAGES:
        raise ValueError(f"language {code!r}: it must be one of {', '.join(LANGUAGES)}")
    words.install(words.ENGLISH if code == DEFAULT else load_catalog(code))
    changed = code != _state["language"]
    _state["language"] = code
    if changed:
        for listener in list(_listeners):
            listener(code)


def on_change(listener: Callable[[str], None]) -> None:
    """Call `listener(code)` after every change of language (a cache of drawn text forgets itself)."""
    _listeners.append(listener)


def gettext(message: str) -> str:
    return words.translator().gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return words.translator().ngettext(singular, plural, n)


def _(message: str) -> str:
    return gettext(message)


# --- numbers and dates ------------------------------------------------------------------------------------

_MONTHS = (N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"), N_("Jul"), N_("Aug"), N_("Sep"),
           N_("Oct"), N_("Nov"), N_("Dec"))


_WEEKDAYS = (N_("Monday"), N_("Tuesday"), N_("Wednesday"), N_("Thursday"), N_("Friday"), N_("Saturday"),
             N_("Sunday"))
_SHORT_WEEKDAYS = (N_("Mon"), N_("Tue"), N_("Wed"), N_("Thu"), N_("Fri"), N_("Sat"), N_("Sun"))


def weekday_name(day: datetime.date) -> str:
    return gettext(_WEEKDAYS[day.weekday()])


def format_day(day: datetime.date) -> str:
    """A day with its weekday, short: 'Sat 28 Nov', '11 月 28 日 周六'."""
    if language() == "zh_CN":
        return f"{format_month_day(day)} {gettext(_SHORT_WEEKDAYS[day.weekday()])}"
    return f"{gettext(_SHORT_WEEKDAYS[day.weekday()])} {format_month_day(day)}"


def format_date(day: datetime.date) -> str:
    """A date as the player's language writes it: '28 Nov 2026', '2026 年 11 月 28 日'."""
    if language() == "zh_CN":
        return f"{day.year} 年 {day.month} 月 {day.day} 日"   # a space between Chinese and digits, as the catalog writes it
    return f"{day.day} {gettext(_MONTHS[day.month - 1])} {day.year}"


def format_month_day(day: datetime.date) -> str:
    """A short date for a chart's axis: '28 Nov', '11 月 28 日'."""
    if language() == "zh_CN":
        return f"{day.month} 月 {day.day} 日"
    return f"{day.day} {gettext(_MONTHS[day.month - 1])}"


def joined(parts: Iterable[Text]) -> str:
    """A list of words joined as the language lists them ('a, b, c' / 'a、b、c')."""
    sep = "、" if language() == "zh_CN" else ", "
    return sep.join(render(p) for p in parts)
