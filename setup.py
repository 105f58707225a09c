"""The one build step pyproject.toml cannot declare: the wheel carries levels/ and config.yaml inside the game
package, as game/data/ (see game/resources.py).

They stay at the top of the repository, where the design puts them, and a checkout reads them there. An installed
package can only reach files inside itself, and setuptools' package data must lie inside a package folder, so the
build copies them in; `data-files` would put them outside any package, where importlib.resources cannot see them.
"""
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

# top-level source -> place inside game/data/ (a folder: its files matching the patterns)
DATA = {"levels": ("*.yaml", "*.csv"), "config.yaml": ()}


class BuildWithData(build_py):
    def run(self) -> None:
        super().run()
        target = Path(self.build_lib, "game", "data")
        for name, patterns in DATA.items():
            source = Path(name)
            if not patterns:
                self.copy_file(str(source), str(target / name))
                continue
            self.mkpath(str(target / name))
            for path in sorted(p for pattern in patterns for p in source.glob(pattern)):
                self.copy_file(str(path), str(target / name / path.name))


setup(cmdclass={"build_py": BuildWithData})
