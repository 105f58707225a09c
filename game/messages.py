"""Quoting input in messages: a bad value is shown in part, so a 10,000-character input is never repeated."""
from __future__ import annotations

from typing import Any

CLIP_CHARS = 80   # how much of a bad value a message quotes


def clip(text: str, limit: int) -> str:
    """`text`, or its start and end around an ellipsis when it is longer than `limit` characters."""
    if len(text) <= limit:
        return text
    tail = limit // 4
    return f"{text[: limit - tail - 1]}…{text[len(text) - tail:]}"


def brief(value: Any, limit: int = CLIP_CHARS) -> str:
    """repr(value), clipped to `limit` characters."""
    return clip(repr(value), limit)
