"""One command-line adapter per game (`solve GAME`, `generate GAME`), each a module of this package.

`CommandAdapter` writes down what game/cli.py calls on one; `games.commands(key)` hands out the game's module
typed as it, so mypy checks every adapter module against this Protocol (`make test` runs it).
"""
from __future__ import annotations

import argparse
from typing import Any, Iterable, Protocol


class CommandAdapter(Protocol):
    """A game's command-line adapter module (game/commands/GAME.py). It must not import pygame."""

    def add_solve_arguments(self, parser: argparse.ArgumentParser) -> None:
        """The game's own `solve` options; cli adds the positional PUZZLE tokens and --json."""
        ...

    def solve(self, tokens: list[str], args: argparse.Namespace) -> dict[str, Any]:
        """One puzzle (the tokens, or one stdin line split on whitespace) -> a JSON-able answer. A ValueError
        with a clear message for bad input."""
        ...

    def format_text(self, result: dict[str, Any]) -> str:
        """The same answer for people (printed without --json)."""
        ...

    def level_from(self, tokens: list[str], args: argparse.Namespace) -> Any:
        """The level the tokens and the `solve` options name (what `code GAME PUZZLE` prints the code of). A
        ValueError with a clear message for bad input or a puzzle without a code."""
        ...

    def solve_level(self, level: Any, args: argparse.Namespace) -> dict[str, Any]:
        """The answer `solve` gives for a level read from a code: as for its puzzle and options, the level's
        own task, rules or target in place of the options'."""
        ...

    def add_generate_arguments(self, parser: argparse.ArgumentParser) -> None:
        """The game's own `generate` options; cli adds --difficulty, --count and --seed."""
        ...

    def generate(self, args: argparse.Namespace) -> Iterable[dict[str, Any]]:
        """Level mappings with the fields of levels/GAME.yaml; cli writes them out as one YAML level file, each
        as soon as it comes (a generator shows a long run's progress). A ValueError for a bad option."""
        ...
