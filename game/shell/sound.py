"""Short sound effects, synthesised at start-up (no audio files), behind one facade.

`Sound.play(name)` is the only way a scene makes a noise. It records what was asked for in `played`, so a test can
check that a solve chimed, and does nothing audible when muted or when no audio device could be opened. The
device is opened only when sound is on: a game started muted (`--mute`, or sound off in Settings) never opens it
and never says it could not, unless the player turns sound on.
"""
from __future__ import annotations

import math
import os
import sys
import tempfile
from array import array
from collections import deque
from contextlib import contextmanager
from typing import TYPE_CHECKING, Iterator

if TYPE_CHECKING:
    import pygame

# name -> list of (frequency Hz, seconds); a frequency of 0 is a rest
EFFECTS: dict[str, list[tuple[float, float]]] = {
    "click": [(880, 0.03)],
    "pick": [(660, 0.04)],
    "drop": [(440, 0.05)],
    "good": [(660, 0.08), (880, 0.12)],
    "bad": [(220, 0.10), (180, 0.14)],
    "win": [(523, 0.10), (659, 0.10), (784, 0.10), (1047, 0.25)],
    "tick": [(1200, 0.02)],
    "hint": [(740, 0.06), (988, 0.08)],
}
RATE = 22050


def synthesise(notes: list[tuple[float, float]], volume: float = 0.5) -> bytes:
    """16-bit mono samples: sine tones with a short fade in and out so they do not click."""
    samples = array("h")
    for freq, seconds in notes:
        count = int(RATE * seconds)
        fade = max(1, min(count // 4, int(RATE * 0.01)))
        for i in range(count):
            envelope = min(1.0, i / fade, (count - i) / fade)
            value = math.sin(2 * math.pi * freq * i / RATE) if freq else 0.0
            samples.append(int(32767 * volume * envelope * value))
    return samples.tobytes()


@contextmanager
def library_output_caught() -> Iterator[list[bytes]]:
    """Inside: what C libraries write straight to the stderr descriptor (ALSA's page of complaints when there is no
    sound card, SDL's probing for a display) is caught; after the block the list holds it, for the caller to write
    out when it matters or to drop. Python's own writes to sys.stderr are caught the same way."""
    caught: list[bytes] = []
    try:
        saved = os.dup(2)
    except OSError:  # no stderr descriptor: nothing to catch
        yield caught
        return
    with tempfile.TemporaryFile() as aside:
        os.dup2(aside.fileno(), 2)
        try:
            yield caught
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            aside.seek(0)
            caught.append(aside.read())


def write_out(caught: list[bytes]) -> None:
    """Write what `library_output_caught` caught to stderr after all."""
    if sys.stderr is not None:
        sys.stderr.flush()
    try:
        os.write(2, b"".join(caught))
    except OSError:
        pass


class Sound:
    def __init__(self, enabled: bool = True, volume: float = 0.5) -> None:
        self.enabled = enabled
        self.volume = volume
        self.played: deque[str] = deque(maxlen=64)  # what the game asked to play, muted or not
        self._sounds: dict[str, pygame.mixer.Sound] = {}  # pygame is imported only when the device opens
        self._wanted = False   # start() was called: open the device once sound is on
        self._tried = False    # the device was tried (opened, or found missing): never again

    def start(self) -> None:
        """Open the audio device when sound is on (or later, when it is turned on)."""
        self._wanted = True
        if self.enabled:
            self._open()

    def _open(self) -> None:
        """Open the audio device and build the effects, once. With no device the game plays on silently, after one
        line on stderr saying so (the audio libraries' own complaints, a page of them from ALSA, are dropped)."""
        if self._tried:
            return
        self._tried = True
        try:
            import pygame

            if not pygame.mixer.get_init():
                with library_output_caught() as caught:
                    pygame.mixer.init(frequency=RATE, size=-16, channels=1)
                write_out(caught)  # opened: what the libraries said may matter
            self._sounds = {name: pygame.mixer.Sound(buffer=synthesise(notes, self.volume))
                            for name, notes in EFFECTS.items()}
        except Exception as err:  # noqa: BLE001 - no audio device must never stop the game
            self._sounds = {}
            print(f"note: no sound device could be opened ({err}); playing without sound", file=sys.stderr)

    @property
    def muted(self) -> bool:
        return not self.enabled

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = enabled
        if enabled and self._wanted:
            self._open()

    def toggle(self) -> bool:
        self.set_enabled(not self.enabled)
        return self.enabled

    def play(self, name: str) -> None:
        if name not in EFFECTS:
            raise KeyError(f"unknown sound effect {name!r}")
        self.played.append(name)
        if self.enabled and name in self._sounds:
            self._sounds[name].play()
