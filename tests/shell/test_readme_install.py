"""The README's install line works from a clone whatever its folder is called: run in the clone's folder, the path
it installs is the clone itself."""
from __future__ import annotations

import re

from tests.datasets import ROOT


def test_the_pipx_line_for_a_clone_installs_the_clone_whatever_its_folder_is_called():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    lines = [line for line in readme.splitlines() if line.startswith("pipx install") and "clone" in line]
    assert len(lines) == 1, lines
    target = re.split(r"\s+", lines[0])[2]
    assert (ROOT / target).resolve() == ROOT.resolve()  # run in the clone's own folder (as the line says), it
    assert "folder of a clone" in lines[0]              # names the clone, not a folder of a given name
    assert (ROOT / target / "pyproject.toml").is_file()
