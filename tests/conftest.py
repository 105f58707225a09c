"""Headless test set-up: SDL's dummy drivers are chosen here, before anything imports pygame."""
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("MATCHBOX_WINDOW", "1280x720")  # the window at the logical size: events map 1:1

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# On CI (CI set in the environment) hypothesis draws the same examples every run, so a property test's count of
# examples that reached their check (tests/properties.py) cannot come up short by chance and fail one run in many;
# on a developer's machine it keeps drawing new ones.
if os.environ.get("CI"):
    from hypothesis import settings

    settings.register_profile("ci", derandomize=True)
    settings.load_profile("ci")
