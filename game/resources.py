"""Where the shipped data lie: the same lookup from a checkout, an installed wheel and a PyInstaller build.

Every folder is found with importlib.resources from the package that owns it, never from a path written here:
- sprites/fonts/ is package data of `sprites` everywhere;
- levels/ and config.yaml sit at the top of the repository, beside game/, as the design lays them out. The wheel
  and the standalone build carry them inside the package instead, as game/data/levels/ and game/data/config.yaml
  (setup.py's build step and the `--add-data` options in the Makefile's `dist` put them there), since an
  installed package can only reach its own files. So the data folder is `game/data` when the package has one,
  and otherwise (a checkout) the folder that holds the package.
"""
from __future__ import annotations

from importlib.resources import files
from pathlib import Path

PACKAGED_DATA = "data"   # the folder inside `game` that a wheel or a frozen build carries the data in


def package_folder(package: str) -> Path:
    """The folder of an importable package, as a path on disk (every way the game is shipped unpacks it)."""
    folder = files(package)
    if not isinstance(folder, Path):
        raise RuntimeError(f"the {package} package is not unpacked on disk ({folder!r}); install it from a wheel")
    return folder


def data_folder() -> Path:
    """The folder holding levels/ and config.yaml."""
    game = package_folder("game")
    packaged = game / PACKAGED_DATA
    return packaged if packaged.is_dir() else game.parent


def levels_folder() -> Path:
    return data_folder() / "levels"


def default_config() -> Path:
    return data_folder() / "config.yaml"
