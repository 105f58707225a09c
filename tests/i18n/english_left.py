"""The check every "no English left" test shares: the ASCII words of three or more letters a Chinese sentence
still holds, once the names it may quote are taken out (a file's path, a level field's key, a value the player
wrote, a code, the names of formats)."""
from __future__ import annotations

import re

FORMAT_NAMES = ("YAML", "UTF-8")   # names, written the same in every language
_WORD = re.compile(r"[A-Za-z]{3,}")


def english_left(shown: str, *allowed: str) -> list[str]:
    """The English words left in `shown` outside the `allowed` names (each taken out as a whole word)."""
    names = {word for name in (*allowed, *FORMAT_NAMES) for word in _WORD.findall(name)}
    return [word for word in _WORD.findall(shown) if word not in names]


def has_chinese(shown: str) -> bool:
    return any("\u4e00" <= c <= "\u9fff" for c in shown)

