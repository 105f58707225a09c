"""The sound facade: synthesised effects of the right length without clipping, every request recorded, muted
play silent, and --mute from the command line."""
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
