"""config.yaml -> a validated, typed, frozen Config.

A wrong type, an unknown key or a bad value raises ConfigError naming the file, the line and the key;
the command line prints it as one line and stops, with no traceback. Text values may not hold control
characters (a NUL in the window title would make SDL refuse it); messages quote a bad value only in part.
"""
from __future__ import annotations

import dataclasses
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar, get_type_hints

from game.logic.words import N_, Msg, Text, render
from game.messages import CLIP_CHARS, brief, clip
from game.yamlfile import LineDict, YamlError, load_yaml

if TYPE_CHECKING:
    from _typeshed import DataclassInstance


class ConfigError(ValueError):
    """Where the file is wrong and why; the why (and a key that is no name, "(top level)") is a sentence, so the
    error reads in the language of the moment it is shown."""

    def __init__(self, path: str, line: int, key: Text, message: Text) -> None:
        self.path, self.line, self.message = path, line, message
        self.key = key if isinstance(key, Msg) else clip(key, CLIP_CHARS)
        super().__init__(str(self))

    def __str__(self) -> str:
        key = render(self.key)
        return f"{self.path}:{self.line}: {key}: {self.message}" if key else f"{self.path}:{self.line}: {self.message}"


def _range(lo: float, hi: float) -> dict[str, float]:
    return {"min": lo, "max": hi}


@dataclass(frozen=True)
class WindowConfig:
    title: str = "Matchbox Arcade"
    width: int = field(default=1280, metadata=_range(320, 7680))
    height: int = field(default=720, metadata=_range(240, 4320))
    fps: int = field(default=60, metadata=_range(10, 500))
    fullscreen: bool = False


@dataclass(frozen=True)
class AudioConfig:
    sound: bool = True
    volume: float = field(default=0.5, metadata=_range(0.0, 1.0))


@dataclass(frozen=True)
class PlayConfig:
    relaxed_timers: bool = False
    ai_think_seconds: float = field(default=0.7, metadata=_range(0.0, 10.0))
    animation_speed: float = field(default=1.0, metadata=_range(0.25, 4.0))


@dataclass(frozen=True)
class Config:
    window: WindowConfig = WindowConfig()
    audio: AudioConfig = AudioConfig()
    play: PlayConfig = PlayConfig()


def load_config(path: Path) -> Config:
    """Read and validate `path`; a missing file means the defaults."""
    if not path.exists():
        return Config()
    try:
        data = load_yaml(path)
    except YamlError as err:
        raise ConfigError(err.path, err.line, "", err.message) from None
    if data is None:
        return Config()
    return _build(Config, data, str(path), "", 1)


T = TypeVar("T", bound="DataclassInstance")  # a section of the config (Config itself at the top)
_WRONG_TYPE = {int: N_("must be an integer, got {value}"), float: N_("must be a number, got {value}"),
               bool: N_("must be true or false, got {value}"), str: N_("must be text, got {value}")}


def _build(cls: type[T], data: Any, path: str, prefix: str, line: int) -> T:
    if not isinstance(data, dict):
        raise ConfigError(path, line, prefix or Msg("(top level)"), Msg("must be a mapping of keys to values"))
    hints = get_type_hints(cls)
    fields = {f.name: f for f in dataclasses.fields(cls)}
    values: dict[str, Any] = {}
    for key, value in data.items():
        key_line = data.line_of(key) if isinstance(data, LineDict) else line
        dotted = f"{prefix}.{key}" if prefix else str(key)
        if key not in fields:
            known = ", ".join(sorted(fields))
            raise ConfigError(path, key_line, dotted, Msg("unknown key (known keys here: {known})", known=known))
        kind = hints[key]
        if isinstance(kind, type) and dataclasses.is_dataclass(kind):
            values[key] = _build(kind, value, path, dotted, key_line)
        else:
            values[key] = _check_value(kind, value, fields[key].metadata, path, key_line, dotted)
    return cls(**values)


def _check_value(kind: type, value: Any, limits: Any, path: str, line: int, key: str) -> Any:
    ok = isinstance(value, kind) and not (kind is not bool and isinstance(value, bool))
    whole_for_float = kind is float and isinstance(value, int) and not isinstance(value, bool)
    if not (ok or whole_for_float):
        raise ConfigError(path, line, key, Msg(_WRONG_TYPE[kind], value=brief(value)))
    if "min" in limits and not limits["min"] <= value <= limits["max"]:
        raise ConfigError(path, line, key, Msg("must be from {min} to {max}, got {value}", min=limits["min"],
                                                max=limits["max"], value=brief(value)))
    if whole_for_float:
        value = float(value)  # after the range check: float() of a huge whole number would overflow
    if kind is str:
        bad = next((ch for ch in value if unicodedata.category(ch) == "Cc"), None)
        if bad is not None:
            raise ConfigError(path, line, key, Msg("must not hold control characters (found {code})",
                                                  code=f"U+{ord(bad):04X}"))
    return value
