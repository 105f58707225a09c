"""The logic stays pure: no pygame, no scenes, no I/O and no global randomness."""
from __future__ import annotations

import subprocess
import sys

from tests.datasets import ROOT


def test_logic_and_adapter_import_no_pygame():
    code = ("import sys; import game.logic.matchstick, game.commands.matchstick; "
            "bad = [m for m in sys.modules if m.startswith(('pygame', 'scenes', 'sprites'))]; "
            "print(bad); sys.exit(1 if bad else 0)")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_logic_source_has_no_io_or_global_random():
    for path in (ROOT / "game" / "logic" / "matchstick").glob("*.py"):
        source = path.read_text()
        for word in ("open(", "print(", "import os", "random.random(", "random.randint(", "time."):
            assert word not in source, f"{path.name}: {word}"
