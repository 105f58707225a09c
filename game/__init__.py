"""Matchbox Arcade: four classic puzzles, each backed by an exact solver."""

# The one place the version is written: pyproject.toml reads it (setuptools' `attr:`), `--version` prints it,
# and the menu can show it.
__version__ = "1.0.0"
