"""The command line (a stable contract: scripts rely on it):

    python main.py [--scene NAME] [--level ID] [--seed N] [--data-dir DIR] [--frames N] [--screenshot F] [--mute]
    python main.py solve GAME PUZZLE... [game options] [--json]      (PUZZLE '-' = one per line from stdin)
    python main.py generate GAME [--difficulty D] [--count N] [--seed S]
    python main.py check-levels [FILES...]

`solve`, `generate` and `check-levels` never import pygame.
"""
from __future__ import annotations

import argparse
import gc
import io
import json
import os
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO, Callable, Iterator, NoReturn, Sequence, TextIO

from game import games

if TYPE_CHECKING:
    from game.commands import CommandAdapter
from game.messages import clip

ROOT = Path(__file__).resolve().parent.parent
SCENE_NAMES = ("menu", "settings") + tuple(g.key for g in games.GAMES)
EXIT_OK, EXIT_BAD_INPUT, EXIT_USAGE = 0, 1, 2
MESSAGE_CHARS = 240        # an error message or echoed input is cut to this: a 10,000-character line is not repeated
MAX_LINE_BYTES = 100_000   # a longer stdin line is answered with an error, not parsed
READ_BYTES = 1 << 16       # stdin is read in blocks of up to this many bytes,
WRITE_CHARS = 1 << 16      # and answers written out at the latest when this many characters wait
# argparse takes "-7/2" for an option (it knows only "-7" and "-.5" as negative numbers), so `--target -7/2`
# failed where `--target=-7/2` worked. Fractions are numbers too.
BATCH_GC_THRESHOLD = 100_000  # allocations between collections while `solve GAME -` answers a stream
NEGATIVE_NUMBER = re.compile(r"^-\d+$|^-\d*\.\d+$|^-\d+/\d+$")


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    command = args[0] if args else None
    tools = _tools()
    if command not in tools:
        return play_command(args)
    try:
        return tools[command](args[1:])
    except BrokenPipeError:
        # The reader went away (`solve ... | head`): stop quietly, as Unix tools do.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_OK


def _tools() -> dict[str, Callable[[list[str]], int]]:
    return {"solve": solve_command, "generate": generate_command, "check-levels": check_levels_command}


def run() -> NoReturn:
    """`main` as the process: what `python main.py` and `python -m game` call.

    A tool command ends the process without the interpreter's teardown, once its output is flushed. A batch
    leaves the solvers' caches holding millions of small tuples, and freeing them one by one at exit took
    about 1.2 s of CPU after the 6188 five-card 24 hands (10 %) and 0.2 s after the 1820 four-card ones
    (a third of that command); nothing in them needs closing. The game itself exits the usual way."""
    code = main()
    if sys.argv[1:2] and sys.argv[1] in _tools():
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except BrokenPipeError:  # the reader went away after the last answer: as in `main`, stop quietly
            pass
        os._exit(code)
    sys.exit(code)


# --- solve -------------------------------------------------------------------------------------------------

def _adapter_or_exit(name: str | None, verb: str) -> CommandAdapter | None:
    known = ", ".join(sorted({g.cli_name for g in games.GAMES}))
    if name is None or name in ("-h", "--help"):
        print(f"usage: main.py {verb} GAME ...   (GAME: {known})", file=sys.stderr)
        return None
    info = games.BY_CLI_NAME.get(name)
    if info is None:
        print(f"error: unknown game {name!r} (known: {known})", file=sys.stderr)
        return None
    adapter = games.commands(info.key)
    if adapter is None:
        print(f"error: no solver is registered for {info.title} yet", file=sys.stderr)
    return adapter


def solve_command(args: list[str]) -> int:
    name = args[0] if args else None
    adapter = _adapter_or_exit(name, "solve")
    if adapter is None:
        return EXIT_USAGE
    parser = argparse.ArgumentParser(prog=f"main.py solve {name}",
                                     description=f"Solve {name} puzzles; '-' reads one puzzle per line from stdin.")
    parser.add_argument("puzzle", nargs="+", help="the puzzle, or - to read one per line from stdin")
    parser.add_argument("--json", action="store_true", help="print JSON (one object per line with -)")
    adapter.add_solve_arguments(parser)
    parser._negative_number_matcher = NEGATIVE_NUMBER  # argparse's own test for "a number, not an option"
    try:
        options = parser.parse_args(args[1:])
    except SystemExit as exc:
        return EXIT_USAGE if exc.code else EXIT_OK
    if options.puzzle == ["-"]:
        # A batch fills the solvers' caches with millions of small tuples that form no cycles; the default
        # collector would walk them every 700 allocations (7% of the 1820 24 hands, 18% of the 6188 five-card).
        gc.set_threshold(BATCH_GC_THRESHOLD, 50, 100)
        return _solve_stream(adapter, options, sys.stdin, sys.stdout)
    return EXIT_OK if _solve_one(adapter, options.puzzle, options, sys.stdout, stream=False) else EXIT_BAD_INPUT


def _solve_one(adapter: CommandAdapter, tokens: list[str], options: argparse.Namespace, out: TextIO, stream: bool) -> bool:
    try:
        result = adapter.solve(tokens, options)
    except Exception as err:  # noqa: BLE001 - bad input (ValueError) or a solver bug: one line, never a traceback
        message = _message(err)
        if options.json and stream:
            print(json.dumps({"input": _clip(" ".join(tokens)), "error": message}), file=out)
        else:
            print(f"error: {message}", file=out if stream else sys.stderr)
        return False
    if options.json:
        print(json.dumps(result), file=out)
    else:
        text = adapter.format_text(result)
        print(_one_line(text) if stream else text, file=out)
    return True


def _solve_stream(adapter: CommandAdapter, options: argparse.Namespace, source: TextIO, out: TextIO) -> int:
    """Exactly one answer line per input line (lines end at '\\n' only), so a tool can zip them. A blank or
    '#' comment line is answered with an empty line (`{"input": ..., "skipped": ...}` with --json).
    Answers are written out whenever reading waits for more input, not after every line: a program that writes
    a line and waits for its answer gets it at once, and a batch is written in large blocks (even when
    PYTHONUNBUFFERED would make every line a system call)."""
    ok = True
    answers = io.StringIO()  # the answers not written out yet

    def write_out() -> None:
        out.write(answers.getvalue())
        out.flush()
        answers.seek(0)
        answers.truncate()

    for number, raw in enumerate(_raw_lines(source, before_wait=write_out), start=1):
        problem = _line_problem(number, raw)
        if problem is not None:
            ok = False
            if options.json:
                print(json.dumps({"line": number, "error": problem}), file=answers)
            else:
                print(f"error: {problem}", file=answers)
        else:
            text = raw.decode("utf-8").removeprefix("\ufeff")  # a byte-order mark some editors write
            tokens = text.split()
            if tokens and not tokens[0].startswith("#"):
                ok = _solve_one(adapter, tokens, options, answers, stream=True) and ok
            elif options.json:
                print(json.dumps({"input": _clip(text.strip()), "skipped": "comment" if tokens else "blank line"}),
                      file=answers)
            else:
                print(file=answers)
        if answers.tell() > WRITE_CHARS:
            write_out()
    write_out()
    return EXIT_OK if ok else EXIT_BAD_INPUT


def _line_problem(number: int, raw: bytes) -> str | None:
    """Why stdin line `number` cannot be read as a puzzle, or None."""
    if len(raw) > MAX_LINE_BYTES:
        return f"line {number} is {len(raw)} bytes long (at most {MAX_LINE_BYTES})"
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError as err:
        return f"line {number} is not UTF-8 text (byte {err.start + 1})"
    return None


def _raw_lines(source: TextIO, before_wait: Callable[[], None] = lambda: None) -> Iterator[bytes]:
    """The input's lines as bytes without their '\\n'. Only '\\n' ends a line: a text stream would also end one
    at '\\r', and str.splitlines at '\\x85', '\\u2028' and more. `before_wait` is called before each read that
    may wait for input (the caller flushes its answers so far)."""
    binary: BinaryIO | None = getattr(source, "buffer", None)
    if binary is not None:
        pending: list[bytes] = []  # the start of a line whose end has not been read yet
        while True:
            before_wait()
            # what is there (waits only when nothing is); a raw stream's read already works so
            chunk = binary.read1(READ_BYTES) if isinstance(binary, io.BufferedIOBase) else binary.read(READ_BYTES)
            if not chunk:
                break
            lines = chunk.split(b"\n")
            if len(lines) > 1:
                pending.append(lines[0])
                yield b"".join(pending)
                yield from lines[1:-1]
                pending = []
            if lines[-1]:
                pending.append(lines[-1])
        if pending:
            yield b"".join(pending)  # a last line without its '\n'
        return
    parts = source.read().split("\n")  # an in-memory text stream (tests): split the same way
    if parts[-1] == "":
        parts.pop()  # the empty rest after the last "\n" is not a line
    for part in parts:
        yield part.encode("utf-8", "surrogatepass")  # a lone surrogate then fails to decode, like bad bytes


def _message(err: BaseException) -> str:
    """One clipped line for an error: its message, or its type too when it is not a plain bad-input error."""
    text = str(err) if isinstance(err, ValueError) else f"internal error ({type(err).__name__}: {err})"
    return _clip(_one_line(text))


def _one_line(text: str) -> str:
    """`text` on one line: every line break (as str.splitlines sees them) becomes '; '."""
    return "; ".join(part.strip() for part in text.splitlines() if part.strip())


def _clip(text: str) -> str:
    return clip(text, MESSAGE_CHARS)


# --- generate ----------------------------------------------------------------------------------------------

def generate_command(args: list[str]) -> int:
    name = args[0] if args else None
    adapter = _adapter_or_exit(name, "generate")
    if adapter is None or name is None:
        return EXIT_USAGE
    parser = argparse.ArgumentParser(prog=f"main.py generate {name}", description="Write YAML levels to stdout.")
    parser.add_argument("--difficulty", default=None, help="band or grade to generate")
    parser.add_argument("--count", type=int, default=1)
    parser.add_argument("--seed", type=int, default=None)
    adapter.add_generate_arguments(parser)
    try:
        options = parser.parse_args(args[1:])
    except SystemExit as exc:
        return EXIT_USAGE if exc.code else EXIT_OK
    if options.count < 1:
        print("error: --count must be at least 1", file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        levels = adapter.generate(options)
    except ValueError as err:
        print(f"error: {err}", file=sys.stderr)
        return EXIT_BAD_INPUT
    import yaml

    info = games.BY_CLI_NAME[name]
    yaml.safe_dump({"game": info.key, "levels": levels}, sys.stdout, sort_keys=False, allow_unicode=True)
    return EXIT_OK


# --- check-levels ------------------------------------------------------------------------------------------

def check_levels_command(args: list[str]) -> int:
    from game.levels import LEVELS_DIR, check_level_files

    paths = [Path(a) for a in args] or sorted(LEVELS_DIR.glob("*.yaml"))
    if not paths:
        print("error: no level files found", file=sys.stderr)
        return EXIT_BAD_INPUT
    count = 0
    for problems in check_level_files(paths):  # one file at a time, plus ids two files share
        count += len(problems)
        for problem in problems:
            print(problem)
    if count:
        print(f"{count} problem(s) in {len(paths)} file(s)", file=sys.stderr)
        return EXIT_BAD_INPUT
    print(f"all levels sound ({len(paths)} file(s))")
    return EXIT_OK


# --- play --------------------------------------------------------------------------------------------------

def play_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="main.py", description="Matchbox Arcade. Sub-commands: solve, generate, check-levels.")
    parser.add_argument("--scene", choices=SCENE_NAMES, default="menu", help="open this screen first")
    parser.add_argument("--level", default=None, help="open this level (with --scene)")
    parser.add_argument("--seed", type=int, default=None, help="seed for generated puzzles (reproducible)")
    parser.add_argument("--data-dir", type=Path, default=None, help="where progress and settings are saved")
    parser.add_argument("--frames", type=int, default=None, help="run N frames, then exit 0 (headless smoke)")
    parser.add_argument("--screenshot", type=Path, default=None, help="save the last frame as PNG")
    parser.add_argument("--mute", action="store_true", help="no sound this session")
    parser.add_argument("--config", type=Path, default=ROOT / "config.yaml", help=argparse.SUPPRESS)
    return parser


def play_command(args: list[str]) -> int:
    try:
        options = play_parser().parse_args(args)
    except SystemExit as exc:
        return EXIT_USAGE if exc.code else EXIT_OK
    from game.config import ConfigError, load_config

    try:
        config = load_config(options.config)
    except ConfigError as err:
        print(f"error: {err}", file=sys.stderr)
        return EXIT_BAD_INPUT
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.shell.launch import launch

    return launch(config, options)
