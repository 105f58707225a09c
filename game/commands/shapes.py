"""`solve shapes FILE --task remove|move|add --sticks K (--squares N | --triangles N) [--equal]`, `solve shapes
CODE` (the code holds the picture and the task) and `generate shapes --kind squares|triangles`: the command-line
face of game.logic.shapes.

FILE holds the picture (the format is in game/logic/shapes/picture.py); `-` reads one picture (or a code), the
whole of standard input. A code given with task options that say otherwise is refused in one line. No pygame here.
"""
from __future__ import annotations

import argparse
import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from game.logic import shapes
from game.logic.common import PuzzleError
from game.yamlfile import YamlError, read_regular_file

NAME = "shapes"
WHOLE_STDIN = True        # `-` is one picture: every line of standard input
MAX_PICTURE_BYTES = 100_000
DEFAULT_SECONDS = 60.0


def add_solve_arguments(parser: argparse.ArgumentParser) -> None:
    # not required: a code holds the task; a picture needs them (puzzle_from says so)
    parser.add_argument("--task", choices=[a.value for a in shapes.Action],
                        help="remove, move or add matches (a picture needs it; a code holds it)")
    parser.add_argument("--sticks", type=int, metavar="K", help="how many matches (a picture needs it)")
    count = parser.add_mutually_exclusive_group()
    count.add_argument("--squares", type=int, metavar="N", help="leave exactly N squares (square grid)")
    count.add_argument("--triangles", type=int, metavar="N", help="leave exactly N triangles (triangular grid)")
    parser.add_argument("--equal", action="store_true", help="all the shapes counted of one size")
    parser.add_argument("--seconds", type=float, default=DEFAULT_SECONDS,
                        help=f"stop the search after this many seconds (default {DEFAULT_SECONDS:g})")


def read_picture(tokens: list[str], args: argparse.Namespace) -> str:
    if len(tokens) != 1:
        raise PuzzleError(f"give one FILE holding the picture (or - for standard input), not {len(tokens)} "
                          f"arguments")
    if tokens[0] == "-":
        return str(getattr(args, "stdin_text", ""))
    try:
        raw = read_regular_file(Path(tokens[0]), MAX_PICTURE_BYTES + 1)
    except YamlError as err:
        raise PuzzleError(f"{tokens[0]}: {err.message}") from None
    if len(raw) > MAX_PICTURE_BYTES:
        raise PuzzleError(f"{tokens[0]}: longer than {MAX_PICTURE_BYTES} bytes")
    try:
        return raw.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError:
        raise PuzzleError(f"{tokens[0]}: not UTF-8 text") from None


def puzzle_from(text: str, args: argparse.Namespace) -> shapes.Puzzle:
    missing = [name for name, value in (("--task", args.task), ("--sticks", args.sticks)) if value is None]
    if args.squares is None and args.triangles is None:
        missing.append("--squares or --triangles")
    if missing:
        needed = missing[0] if len(missing) == 1 else f"{', '.join(missing[:-1])} and {missing[-1]}"
        raise PuzzleError(f"a picture needs {needed} (a code holds its task: solve shapes CODE)")
    kind = shapes.Kind.SQUARES if args.squares is not None else shapes.Kind.TRIANGLES
    target = args.squares if args.squares is not None else args.triangles
    lattice, start = shapes.parse_picture(text, kind)
    puzzle = shapes.Puzzle(lattice, start, shapes.Action(args.task), args.sticks, target, bool(args.equal))
    shapes.check_puzzle(puzzle)
    return puzzle


def level_of_text(text: str, args: argparse.Namespace) -> shapes.LevelSpec:
    """The level a picture (with the task options) or a code (standard input may hold either) names."""
    from game.commands.codes import level_of_code

    level = level_of_code(NAME, text.split()) if "\n" not in text.strip() else None
    if not isinstance(level, shapes.LevelSpec):   # not a code (a code of another game was refused already)
        return shapes.LevelSpec(puzzle_from(text, args))
    check_options(level.puzzle, args)
    return level


def check_options(puzzle: shapes.Puzzle, args: argparse.Namespace) -> None:
    """A code holds its task: options given beside it must say the same (PuzzleError naming those that do not)."""
    kind = puzzle.lattice.kind
    given = {"--task": (getattr(args, "task", None), puzzle.action.value),
             "--sticks": (getattr(args, "sticks", None), puzzle.sticks),
             "--squares": (getattr(args, "squares", None), puzzle.target if kind is shapes.Kind.SQUARES else None),
             "--triangles": (getattr(args, "triangles", None),
                             puzzle.target if kind is shapes.Kind.TRIANGLES else None)}
    clashes = [f"{option} {value}" for option, (value, held) in given.items() if value is not None and value != held]
    if getattr(args, "equal", False) and not puzzle.equal:
        clashes.append("--equal")
    if clashes:
        task = puzzle.describe().english().rstrip(".")
        raise PuzzleError(f"{', '.join(clashes)} {'does' if len(clashes) == 1 else 'do'} not match the code, whose "
                          f"task is: {task} (leave the options out with a code)")


def level_from(tokens: list[str], args: argparse.Namespace) -> shapes.LevelSpec:
    """The level the picture and the task options name (or the code on standard input)."""
    return level_of_text(read_picture(tokens, args), args)


def solve_level(level: shapes.LevelSpec, args: argparse.Namespace) -> dict[str, Any]:
    """As `solve`, with the level's own task (a code holds it): options that say otherwise are refused."""
    check_options(level.puzzle, args)
    return solve_puzzle(level.puzzle, args)


def solve(tokens: list[str], args: argparse.Namespace) -> dict[str, Any]:
    return solve_puzzle(level_of_text(read_picture(tokens, args), args).puzzle, args)


def solve_puzzle(puzzle: shapes.Puzzle, args: argparse.Namespace) -> dict[str, Any]:
    seconds = getattr(args, "seconds", DEFAULT_SECONDS)
    if not seconds > 0:
        raise PuzzleError(f"--seconds is {seconds}: it must be more than 0")
    deadline = time.monotonic() + seconds
    found = shapes.solve_all(puzzle, cancel=lambda: time.monotonic() > deadline)
    result: dict[str, Any] = {
        "answers": [shapes.format_picture(puzzle.lattice, layout) for layout in found.layouts],
        "count": len(found.layouts),
    }
    if found.stopped:
        result["stopped"] = True
    return result


def format_text(result: dict[str, Any]) -> str:
    count = result["count"]
    stopped = " before the search was stopped (there may be more)" if result.get("stopped") else ""
    if not count:
        return f"no answer{stopped}"
    head = f"{count} answer{'' if count == 1 else 's'}{stopped}:"
    blocks = [f"answer {i}:\n{picture}" for i, picture in enumerate(result["answers"], start=1)]
    return "\n\n".join([head] + blocks)


def add_generate_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--kind", required=True, choices=[k.value for k in shapes.Kind],
                        help="squares or triangles")
    parser.add_argument("--task", choices=[a.value for a in shapes.Action], default=None,
                        help="remove, move or add (default: any)")


def generate(args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    difficulty = getattr(args, "difficulty", None) or "medium"
    if difficulty not in shapes.BANDS:
        raise PuzzleError(f"difficulty {difficulty!r} is not one of {', '.join(shapes.BANDS)}")
    kind = shapes.Kind(args.kind)
    task = None if getattr(args, "task", None) is None else shapes.Action(args.task)
    params = shapes.ShapeParams(kind, difficulty, task)
    rng = random.Random(getattr(args, "seed", None))
    count = getattr(args, "count", None) or 1
    first = shapes.generate_level(params, rng)  # a bad option fails before anything is written
    for k in range(count):
        spec = first if k == 0 else shapes.generate_level(params, rng)
        yield {"id": f"shapes-gen-{k + 1:03d}", "band": difficulty, **shapes.level_fields(spec)}
