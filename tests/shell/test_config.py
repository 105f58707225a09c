"""config.yaml: the shipped file is valid and typed; every error names the file, the line and the key; a bad
config stops start-up with one line."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.config import Config, ConfigError, load_config
from tests.datasets import ROOT


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _headless_env():
    import os

    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def test_shipped_config_is_valid_and_typed():
    config = load_config(ROOT / "config.yaml")
    assert config.window.width == 1280 and config.window.height == 720
    assert isinstance(config.audio.volume, float)


@pytest.mark.parametrize("text, line, key, words", [
    ("window:\n  width: big\n", 2, "window.width", "must be an integer"),
    ("window:\n  title: x\n  widht: 3\n", 3, "window.widht", "unknown key"),
    ("audio:\n  volume: 3\n", 2, "audio.volume", "from 0.0 to 1.0"),
    ("audio:\n  sound: 1\n", 2, "audio.sound", "true or false"),
    ("play: 7\n", 1, "play", "mapping"),
    ("colour: blue\n", 1, "colour", "unknown key"),
])
def test_config_errors_name_file_line_and_key(tmp_path, text, line, key, words):
    path = write(tmp_path, "config.yaml", text)
    with pytest.raises(ConfigError) as err:
        load_config(path)
    message = str(err.value)
    assert message.startswith(f"{path}:{line}: {key}: ") and words in message


def test_config_syntax_error_and_missing_file(tmp_path):
    with pytest.raises(ConfigError, match=r"config.yaml:3: .*expected"):
        load_config(write(tmp_path, "config.yaml", "window:\n  width: [1\n"))
    assert load_config(tmp_path / "absent.yaml") == Config()


def test_bad_config_stops_start_up_with_one_line(tmp_path):
    path = write(tmp_path, "bad.yaml", "window:\n  fps: fast\n")
    out = subprocess.run([sys.executable, "main.py", "--config", str(path), "--frames", "1"], cwd=ROOT,
                         capture_output=True, text=True, env=_headless_env())
    assert out.returncode == 1
    assert out.stderr.strip() == f"error: {path}:2: window.fps: must be an integer, got 'fast'"
