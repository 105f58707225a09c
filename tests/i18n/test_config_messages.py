"""What the player is told about a bad config.yaml is said in the player's language: each refusal is a catalog
sentence (a YAML syntax error keeps its own), which says in English what it said before and in Chinese holds no
English but the file's path, the keys and the value it quotes; the file, line and key stay where they were."""
from __future__ import annotations

from pathlib import Path

import pytest

from game import i18n
from game.config import ConfigError, load_config
from tests.i18n.english_left import english_left, has_chinese

YAML_WORDS = ("true", "false")   # what the player types in the file, the same in every language

# the file's text, what the refusal said in English after "path:", the names it may quote
BAD = [
    ("window:\n  width: big\n", "2: window.width: must be an integer, got 'big'", ("window", "width", "big")),
    ("audio:\n  volume: loud\n", "2: audio.volume: must be a number, got 'loud'", ("audio", "volume", "loud")),
    ("audio:\n  sound: 1\n", "2: audio.sound: must be true or false, got 1", ("audio", "sound", *YAML_WORDS)),
    ("window:\n  title: 5\n", "2: window.title: must be text, got 5", ("window", "title")),
    ("audio:\n  volume: 3\n", "2: audio.volume: must be from 0.0 to 1.0, got 3", ("audio", "volume")),
    ('window:\n  title: "a\\x07b"\n', "2: window.title: must not hold control characters (found U+0007)",
     ("window", "title")),
    ("play: 7\n", "1: play: must be a mapping of keys to values", ("play",)),
    ("- 1\n", "1: (top level): must be a mapping of keys to values", ()),
    ("colour: blue\n", "1: colour: unknown key (known keys here: audio, play, window)",
     ("colour", "audio", "play", "window")),
    ("a: b: c\n", "1: a mapping value is not allowed here (column 5): quote a text that holds ': '", ()),
]


@pytest.mark.parametrize(("text", "english", "names"), BAD)
def test_a_bad_config_is_told_in_english_then_in_chinese(tmp_path: Path, text: str, english: str,
                                                         names: tuple[str, ...]) -> None:
    path = tmp_path / "config.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    assert str(caught.value) == f"{path}:{english}"
    i18n.set_language("zh_CN")   # the same error, said in the language of the moment
    shown = str(caught.value)
    assert shown.startswith(f"{path}:{english.split(':')[0]}: ") and has_chinese(shown)
    assert english_left(shown, str(path), *names) == [], shown
