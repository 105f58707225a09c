"""The sound facade: synthesised effects of the right length without clipping, every request recorded, muted
play silent, and --mute from the command line, which never opens the sound device."""
from __future__ import annotations

import pytest

from game.shell.sound import EFFECTS, RATE, Sound, synthesise


def test_synthesised_effects_have_the_right_length_and_no_clipping():
    for name, notes in EFFECTS.items():
        data = synthesise(notes, volume=0.5)
        assert len(data) == 2 * sum(int(RATE * s) for _, s in notes), name
        samples = memoryview(data).cast("h")
        assert max(abs(v) for v in samples) <= 32767 * 0.5 + 1
        assert samples[0] == 0  # faded in: no click


def test_sound_facade_records_and_mutes():
    sound = Sound(enabled=True)
    sound.start()
    sound.play("good")
    sound.toggle()
    sound.play("bad")
    assert list(sound.played) == ["good", "bad"] and sound.muted
    with pytest.raises(KeyError):
        sound.play("nonsense")


def test_mute_flag_from_command_line(tmp_path):
    from game.cli import play_parser
    from game.config import Config
    from game.shell.launch import build_context

    ctx = build_context(Config(), play_parser().parse_args(["--mute", "--data-dir", str(tmp_path)]))
    assert ctx.sound.muted
    ctx.store.close()


def _start(*args: str, tmp_path) -> str:
    """What a short run writes to stderr when no audio device can be opened (SDL is given a driver that is not
    there, so any attempt to open one says so)."""
    import os
    import subprocess
    import sys

    from tests.datasets import ROOT
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "no-such-driver"}
    out = subprocess.run([sys.executable, "main.py", *args, "--frames", "2", "--data-dir", str(tmp_path)],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    return out.stderr


def test_mute_never_opens_the_sound_device_nor_says_it_could_not(tmp_path):
    assert "no sound device" in _start(tmp_path=tmp_path)    # the device is tried (and missed) when sound is on
    assert "no sound device" not in _start("--mute", tmp_path=tmp_path)


def test_a_muted_game_opens_the_device_when_the_player_turns_sound_on(monkeypatch):
    import pygame

    opened = []
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", lambda **kw: opened.append(kw))
    monkeypatch.setattr(pygame.mixer, "Sound", lambda buffer: buffer)
    sound = Sound(enabled=False)
    sound.start()
    assert opened == []
    sound.toggle()   # M, or Settings
    assert len(opened) == 1
    sound.toggle()
    sound.toggle()
    assert len(opened) == 1   # opened once
