"""The game as a player installs it, and its first start where it cannot show a window or play a sound.

The wheel is built from a copy of the product (setuptools' in-tree build leaves build/ and *.egg-info behind) with
the project venv's own setuptools, installed into a fresh virtual environment outside the checkout with no index,
its dependencies reached through a .pth file naming the project venv's site-packages (nothing is downloaded), and
its two commands are run from another folder. `make dist` runs the same three checks against the standalone
executable: `python -m tests.shell.test_packaging dist/matchbox-arcade`.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import struct
import subprocess
import sys
import sysconfig
import tempfile
import zipfile
from fractions import Fraction
from importlib import metadata
from pathlib import Path

import pytest

import game
from tests.datasets import ROOT

LOGICAL_SIZE = (1280, 720)
PRODUCT = ("game", "scenes", "sprites")
BUILD_FILES = ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md", "LICENSE", "config.yaml", "levels")
LEFT_BEHIND = shutil.ignore_patterns("__pycache__", "*.pyc")


# --- the three checks (shared with `make dist`) --------------------------------------------------------------

def clean_env(home: Path) -> dict[str, str]:
    """The player's environment: SDL's dummy drivers, no Python or game settings, a home of its own."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "MATCHBOX_", "SDL_", "VIRTUAL_ENV"))}
    return {**env, "HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def run(command: list[str], folder: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True, timeout=120)


def makes_24(expression: str) -> bool:
    """An answer's value, computed here in exact fractions (× and ÷ as the solver writes them)."""
    python = re.sub(r"\d+", lambda m: f"Fraction({m.group()})", expression.replace("×", "*").replace("÷", "/"))
    return bool(eval(python, {"Fraction": Fraction, "__builtins__": {}}) == 24)  # noqa: S307 - our own digits


def png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    width, height = struct.unpack(">II", head[16:24])
    return width, height


def check_commands(console: list[str], gui: list[str], folder: Path) -> None:
    """`solve 24 1 2 3 4 --json`, `check-levels` and a headless `--frames 30 --screenshot` with a fresh data folder,
    run from `folder` (far from the checkout), by the console and the GUI command given."""
    env = clean_env(folder / "home")
    solved = run([*console, "solve", "24", "1", "2", "3", "4", "--json"], folder, env)
    assert solved.returncode == 0, solved.stderr
    answer = json.loads(solved.stdout)
    assert answer["solvable"] is True and answer["solutions"], answer
    assert all(makes_24(s) for s in answer["solutions"]), answer["solutions"]

    checked = run([*console, "check-levels"], folder, env)
    shipped = len(list((ROOT / "levels").glob("*.yaml")))
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert checked.stdout.strip() == f"all levels sound ({shipped} file(s))", checked.stdout

    data, shot = folder / "fresh-data", folder / "F.png"
    played = run([*gui, "--frames", "30", "--screenshot", str(shot), "--data-dir", str(data)], folder, env)
    assert played.returncode == 0, played.stderr
    assert png_size(shot) == LOGICAL_SIZE
    assert any(data.iterdir()), "the fresh data folder holds no save after a run"

    chinese = folder / "zh.png"
    played = run([*gui, "--lang", "zh_CN", "--frames", "5", "--screenshot", str(chinese), "--data-dir", str(data)],
                 folder, env)
    assert played.returncode == 0 and "translation" not in played.stderr, played.stderr
    assert png_size(chinese) == LOGICAL_SIZE and chinese.read_bytes() != shot.read_bytes()


# --- the wheel -----------------------------------------------------------------------------------------------

def build_wheel(work: Path) -> Path:
    source = work / "source"
    source.mkdir(parents=True)
    for name in (*PRODUCT, *BUILD_FILES):
        path = ROOT / name
        if path.is_dir():
            shutil.copytree(path, source / name, ignore=LEFT_BEHIND)
        else:
            shutil.copy2(path, source / name)
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index",
                            "--quiet", "--wheel-dir", str(work / "wheel"), str(source)],
                           capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stdout + built.stderr
    (wheel,) = (work / "wheel").glob("*.whl")
    return wheel


def fresh_venv_with(wheel: Path, venv: Path) -> Path:
    """A new virtual environment holding only the wheel; its dependencies are the project venv's. Its scripts folder."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    scripts = venv / ("Scripts" if os.name == "nt" else "bin")
    python = scripts / ("python.exe" if os.name == "nt" else "python")
    site = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                          capture_output=True, text=True, check=True, timeout=60).stdout.strip()
    Path(site, "project-dependencies.pth").write_text(sysconfig.get_path("purelib") + "\n")
    installed = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps",
                                "--no-index", "--quiet", str(wheel)], capture_output=True, text=True, timeout=300)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    return scripts


def pinned(requirements: Path) -> dict[str, str]:
    """name -> the line `name==version` of a requirements file."""
    lines = (line.split("#")[0].strip() for line in requirements.read_text().splitlines())
    return {line.split("==")[0].lower(): line for line in lines if line}


def check_wheel_contents(wheel: Path) -> None:
    """The product's modules and data, the font and its licence, the runtime pins; no tests/ or bench/."""
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        meta = next(n for n in names if n.endswith(".dist-info/METADATA"))
        requires = {line.removeprefix("Requires-Dist: ").lower()
                    for line in archive.read(meta).decode().splitlines() if line.startswith("Requires-Dist: ")}
    assert not {n for n in names if n.split("/")[0] in ("tests", "bench")}
    sources = {p.relative_to(ROOT).as_posix() for package in PRODUCT for p in (ROOT / package).rglob("*.py")}
    assert sources <= names, sorted(sources - names)
    data = {f"game/data/levels/{p.name}" for p in (ROOT / "levels").iterdir()} | {"game/data/config.yaml"}
    font = {"sprites/fonts/freesansbold.ttf", "sprites/fonts/LICENSE-freefont.txt",
            "sprites/fonts/NotoSansSC-Matchbox.otf", "sprites/fonts/LICENSE-NotoSansCJK.txt",
            "game/locale/zh_CN/LC_MESSAGES/matchbox.po"}
    assert data | font <= names, sorted((data | font) - names)
    assert requires == {line.lower() for line in pinned(ROOT / "requirements.txt").values()}


def test_wheel_installs_and_runs_outside_the_checkout(tmp_path: Path) -> None:
    """One build for every check of the wheel: it is the slow part (about 3 s)."""
    tools = pinned(ROOT / "requirements-dev.txt")
    have = metadata.version("setuptools")
    if tools["setuptools"] != f"setuptools=={have}":
        pytest.fail(f"this venv has setuptools {have}, the build needs {tools['setuptools']} "
                    "(requirements-dev.txt): run `make test`, which installs it")
    wheel = build_wheel(tmp_path / "build")
    check_wheel_contents(wheel)
    assert wheel.name.startswith(f"matchbox_arcade-{game.__version__}-")
    scripts = fresh_venv_with(wheel, tmp_path / "venv")

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    check_commands([str(scripts / "matchbox")], [str(scripts / "matchbox-arcade")], elsewhere)
    env = clean_env(elsewhere)
    shown = run([str(scripts / "matchbox"), "--version"], elsewhere, env)
    assert shown.returncode == 0 and shown.stdout.strip() == f"matchbox-arcade {game.__version__}"
    found = run([str(scripts / "python"), "-c", "from game import resources; print(resources.levels_folder())"],
                elsewhere, env)
    assert Path(found.stdout.strip()).is_relative_to(tmp_path / "venv"), "the levels were not read from the wheel"


def test_shipped_font_draws_as_pygames_default() -> None:
    """The font now loaded by path is the one `pygame.font.Font(None, size)` drew with, at the same sizes."""
    import pygame

    from sprites import theme

    pygame.font.init()
    for size in range(8, 81):
        for bold in (False, True):
            default = pygame.font.Font(None, size)
            default.set_bold(bold)
            ours = theme.font(size, bold)
            line = "Matchbox Arcade: 24 = (1+2+3)×4, Äß"
            expected, got = default.render(line, True, theme.TEXT), ours.render(line, True, theme.TEXT)
            assert got.get_size() == expected.get_size(), size
            assert pygame.image.tobytes(got, "RGBA") == pygame.image.tobytes(expected, "RGBA"), size


# --- a first start with no display, no sound -----------------------------------------------------------------

def no_display_env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in clean_env(home).items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    return env


def test_no_display_says_so_in_one_line_and_stops(tmp_path: Path) -> None:
    data = tmp_path / "data"
    try:
        out = subprocess.run([sys.executable, "main.py", "--data-dir", str(data)], cwd=ROOT, capture_output=True,
                             text=True, env=no_display_env(tmp_path), timeout=60)
    except subprocess.TimeoutExpired:
        pytest.fail("with no display the game ran on, showing nothing")
    assert out.returncode != 0
    lines = out.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: no display"), out.stderr
    assert "--frames N" in lines[0]
    assert not data.exists(), "the save was opened before the game knew it could show a window"


def test_frames_run_headless_with_no_display_and_no_driver_asked(tmp_path: Path) -> None:
    shot = tmp_path / "F.png"
    out = subprocess.run([sys.executable, "main.py", "--frames", "5", "--screenshot", str(shot), "--data-dir",
                          str(tmp_path / "data")], cwd=ROOT, capture_output=True, text=True,
                         env=no_display_env(tmp_path), timeout=120)
    assert out.returncode == 0, out.stderr
    assert png_size(shot) == LOGICAL_SIZE
    assert "error" not in out.stderr


def test_no_sound_device_is_one_line_of_notice(tmp_path: Path) -> None:
    """ALSA with a configuration that names no device fails to open, as on a machine with no sound card."""
    empty = tmp_path / "asound.conf"
    empty.write_text("")
    env = {**clean_env(tmp_path), "SDL_AUDIODRIVER": "alsa", "ALSA_CONFIG_PATH": str(empty)}
    out = subprocess.run([sys.executable, "main.py", "--frames", "5", "--data-dir", str(tmp_path / "data")],
                         cwd=ROOT, capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    lines = out.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("note: no sound device could be opened"), out.stderr
    assert lines[0].endswith("playing without sound")


if __name__ == "__main__":  # `make dist`: the three checks against the executable named
    if len(sys.argv) != 2 or not Path(sys.argv[1]).is_file():
        sys.exit("usage: python -m tests.shell.test_packaging EXECUTABLE (built by `make dist`)")
    executable = str(Path(sys.argv[1]).resolve())
    with tempfile.TemporaryDirectory(prefix="matchbox-dist-check-") as far_away:
        check_commands([executable], [executable], Path(far_away))
    print(f"{sys.argv[1]}: solve 24, check-levels and a headless --frames 30 --screenshot pass")
