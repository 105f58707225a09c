"""`code GAME PUZZLE`, `daily GAME` and `solve GAME CODE`: the command-line face of puzzle codes (no pygame)."""
from __future__ import annotations

import argparse
import datetime
from typing import TYPE_CHECKING, Any, Iterable

from game.logic.codes import GAME_NAMES, code_of, decode
from game.logic.common import PuzzleError
from game.logic.pasted import looks_like_code

if TYPE_CHECKING:
    from game.commands import CommandAdapter


def level_of_code(game: str, tokens: list[str]) -> Any | None:
    """The level when the tokens are a code (spaces between its groups allowed), None when they are not one;
    a ValueError naming the problem for a code that does not read, or one of another game."""
    text = " ".join(tokens)
    if not tokens or not looks_like_code(text):
        return None
    found = decode(text)
    if found.game != game:
        raise PuzzleError(f"that is a {GAME_NAMES[found.game]} code, not a {GAME_NAMES[game]} one")
    return found.level


def solve_tokens(adapter: CommandAdapter, game: str, tokens: list[str], args: argparse.Namespace) -> dict[str, Any]:
    """`solve`'s answer for a puzzle or a code of it."""
    level = level_of_code(game, tokens)
    return adapter.solve(tokens, args) if level is None else adapter.solve_level(level, args)


class CodeAdapter:
    """The game's adapter with `solve` answering a puzzle's code instead (what `code GAME` prints), so the
    command reads single puzzles and standard-input batches exactly as `solve` does."""

    def __init__(self, adapter: CommandAdapter, game: str) -> None:
        self.adapter = adapter
        self.game = game

    def solve(self, tokens: list[str], args: argparse.Namespace) -> dict[str, Any]:
        level = level_of_code(self.game, tokens)
        if level is None:
            level = self.adapter.level_from(tokens, args)
        return {"game": self.game, "code": code_of(self.game, level)}

    def format_text(self, result: dict[str, Any]) -> str:
        return str(result["code"])

    def add_solve_arguments(self, parser: argparse.ArgumentParser) -> None:
        self.adapter.add_solve_arguments(parser)

    def level_from(self, tokens: list[str], args: argparse.Namespace) -> Any:
        return self.adapter.level_from(tokens, args)

    def solve_level(self, level: Any, args: argparse.Namespace) -> dict[str, Any]:
        return {"game": self.game, "code": code_of(self.game, level)}

    def add_generate_arguments(self, parser: argparse.ArgumentParser) -> None:
        self.adapter.add_generate_arguments(parser)

    def generate(self, args: argparse.Namespace) -> Iterable[dict[str, Any]]:
        return self.adapter.generate(args)


def parse_date(text: str | None, today: datetime.date) -> datetime.date:
    if text is None:
        return today
    try:
        return datetime.date.fromisoformat(text.strip())
    except ValueError:
        raise PuzzleError(f"--date {text!r} is not a date written YYYY-MM-DD") from None


def daily_answer(game: str, day: datetime.date) -> dict[str, Any]:
    from game.logic.daily import daily

    table = None
    if game == "twentyfour":
        from game.twentyfour_data import human_table
        table = human_table()
    made = daily(game, day, table)
    return {"game": game, "date": day.isoformat(), "weekday": made.weekday, "difficulty": made.step,
            "code": code_of(game, made.level)}
