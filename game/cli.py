"""The command line (a stable contract: scripts rely on it):

    python main.py [--scene NAME] [--level ID] [--seed N] [--data-dir DIR] [--frames N] [--screenshot F] [--mute]
    python main.py solve GAME PUZZLE... [game options] [--json]      (PUZZLE '-' = one per line from stdin)
    python main.py generate GAME [--difficulty D] [--count N] [--seed S]
    python main.py check-levels [FILES...]
    python main.py code GAME PUZZLE... [solve's options] [--json]     (a code also goes wherever solve takes a puzzle)
    python main.py daily GAME [--date YYYY-MM-DD] [--json]
    python main.py stats [--csv] [--data-dir DIR]

`solve`, `generate` and `check-levels` never import pygame. When their standard output is closed or cannot be
written (a full disk), or standard input is closed, they say so in one `error:` line on stderr and exit 1.
"""
from __future__ import annotations

import argparse
import gc
import io
import itertools
import json
import os
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO, Callable, Iterable, Iterator, NoReturn, Sequence, TextIO

from game import __version__, games

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

    from game.commands import CommandAdapter
from game.i18n import LANGUAGES
from game.messages import clip
from game.resources import default_config

SCENE_NAMES = ("menu", "settings", "stats") + tuple(g.key for g in games.GAMES)
EXIT_OK, EXIT_BAD_INPUT, EXIT_USAGE = 0, 1, 2
MESSAGE_CHARS = 240        # an error message or echoed input is cut to this: a 10,000-character line is not repeated
MAX_LINE_BYTES = 100_000   # a longer stdin line is answered with an error, not parsed
READ_BYTES = 1 << 16       # stdin is read in blocks of up to this many bytes,
WRITE_CHARS = 1 << 16      # and answers written out at the latest when this many characters wait
# argparse takes "-7/2" for an option (it knows only "-7" and "-.5" as negative numbers), so `--target -7/2`
# failed where `--target=-7/2` worked. Fractions are numbers too.
BATCH_GC_THRESHOLD = 500_000  # allocations between collections while `solve GAME -` answers a stream (100,000:
                              # 2 % more instructions on the 1820 24 hands; only cyclic garbage waits longer)
MAX_GENERATE_COUNT = 1000    # `generate --count N`: levels are written out one by one, at most this many per run
NEGATIVE_NUMBER = re.compile(r"^-\d+$|^-\d*\.\d+$|^-\d+/\d+$")


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    command = args[0] if args else None
    tools = _tools()
    if command not in tools:
        return play_command(args)
    if sys.stdout is None:  # started with standard output closed (`>&-`)
        print("error: standard output is closed; nothing can be written", file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        return tools[command](args[1:])
    except BrokenPipeError:
        # The reader went away (`solve ... | head`): stop quietly, as Unix tools do.
        _drop_output()
        return EXIT_OK
    except InputError as err:
        print(f"error: cannot read standard input ({err})", file=sys.stderr)
        return EXIT_BAD_INPUT
    except OSError as err:
        if err.filename is not None:  # a data file a tool reads (a write to a stream names no file)
            print(f"error: {clip(str(err.filename), MESSAGE_CHARS)}: {err.strerror or err}", file=sys.stderr)
            return EXIT_BAD_INPUT
        # a full disk (`> /dev/full`), a closed or failing descriptor
        print(f"error: cannot write standard output ({err.strerror or err})", file=sys.stderr)
        _drop_output()
        return EXIT_BAD_INPUT


class InputError(Exception):
    """Standard input is closed or cannot be read (the message says why)."""


def _drop_output() -> None:
    """Send what is still buffered for standard output nowhere, so the exit's flush cannot fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # an in-memory stdout (tests) has no descriptor
        pass


def _tools() -> dict[str, Callable[[list[str]], int]]:
    from game.stats_cli import stats_command

    return {"solve": solve_command, "generate": generate_command, "check-levels": check_levels_command,
            "stats": lambda args: stats_command(args, program_name()), "code": code_command, "daily": daily_command}


def run() -> NoReturn:
    """`main` as the process: what `python main.py` and `python -m game` call.

    A tool command ends the process without the interpreter's teardown, once its output is flushed. A batch
    leaves the solvers' caches holding millions of small tuples, and freeing them one by one at exit took
    about 1.2 s of CPU after the 6188 five-card 24 hands (10 %) and 0.2 s after the 1820 four-card ones
    (a third of that command); nothing in them needs closing. The game itself exits the usual way."""
    code = _flush_output(main())  # `--help > /dev/full` too: one error line and exit 1, not a silent 0
    if sys.argv[1:2] and sys.argv[1] in _tools():
        os._exit(code)
    sys.exit(code)


def _flush_output(code: int) -> int:
    """Write out what is buffered; the exit code, 1 if that failed (said in one line on stderr)."""
    try:
        if sys.stdout is not None:
            sys.stdout.flush()
    except BrokenPipeError:  # the reader went away after the last answer: as in `main`, stop quietly
        pass
    except OSError as err:
        print(f"error: cannot write standard output ({err.strerror or err})", file=sys.stderr)
        _drop_output()  # the exit's own flush would fail again, with a second message
        code = code or EXIT_BAD_INPUT
    try:
        if sys.stderr is not None:
            sys.stderr.flush()
    except OSError:
        pass
    return code


# --- solve -------------------------------------------------------------------------------------------------

# --- how each command explains itself ----------------------------------------------------------------------

# an example of each game's puzzle for `solve` and of its options for `generate`, shown in the help
SOLVE_EXAMPLES = {"matchstick": "6+4=4 --moves 1", "stones": "3 4 5", "24": "4 7 8 8 --json",
                  "sudoku": "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
                  "shapes": "H11VADYHKY00"}   # a code: the picture and the task in one word, nothing to download
GENERATE_EXAMPLES = {"matchstick": "--difficulty easy --count 3 --seed 7", "sudoku": "--difficulty easy --seed 1",
                     "stones": "--difficulty hard --count 2", "24": "--difficulty medium --count 5 --seed 3",
                     "shapes": "--kind squares --difficulty easy --count 2 --seed 1"}
CODE_EXAMPLES = {"matchstick": "9-5=8 --moves 2", "stones": "3 4 5 --normal", "24": "3 3 8 8",
                 "sudoku": SOLVE_EXAMPLES["sudoku"]}
DAILY_EXAMPLES = {"matchstick": "", "stones": "--json", "24": "", "sudoku": "--date 2026-11-29"}
VERBS = {"solve": ("GAME PUZZLE... [--json] [game options]",
                   "Solve a puzzle: every answer, or that there is none. PUZZLE '-' reads one puzzle per line from "
                   "standard input and answers one line each (one JSON object each with --json)."),
         "generate": ("GAME [--difficulty D] [--count N] [--seed S] [game options]",
                      "Make new levels and write them to standard output as a YAML level file."),
         "code": ("GAME PUZZLE... [--json] [solve's game options]",
                  "Print the puzzle's code (it names the puzzle itself, its task, rules or target included; solve "
                  "and --code take it wherever they take a puzzle). PUZZLE '-' reads one puzzle per line."),
         "daily": ("GAME [--date YYYY-MM-DD] [--json]",
                   "Print the code of that day's puzzle (today's by default), the same on every machine.")}


def program_name() -> str:
    """The program as the player started it, for usage lines: `matchbox`, `matchbox-arcade`, `main.py`, or
    `python -m game`."""
    started = Path(sys.argv[0]) if sys.argv and sys.argv[0] else Path("main.py")
    if started.name == "__main__.py":
        return f"python -m {started.parent.name}" if started.parent.name == "game" else "main.py"
    name = started.name.removesuffix(".exe")
    return name if name and name != "-c" else "main.py"


def _examples(verb: str, game: str | None = None) -> str:
    table = {"solve": SOLVE_EXAMPLES, "code": CODE_EXAMPLES, "daily": DAILY_EXAMPLES}.get(verb, GENERATE_EXAMPLES)
    names = [game] if game is not None else sorted(table)
    lines = [f"  {program_name()} {verb} {name} {table[name]}".rstrip() for name in names if name in table]
    return ("example:\n" if len(lines) == 1 else "examples:\n") + "\n".join(lines)


def _verb_help(verb: str) -> str:
    """What `solve --help` / `generate --help` print: what the command does, its games, one example each."""
    shape, what = VERBS[verb]
    known = ", ".join(sorted({g.cli_name for g in games.GAMES}))
    return (f"usage: {program_name()} {verb} {shape}\n\n{_wrapped(what)}\n\nGAME is one of: {known}\n\n{_examples(verb)}\n\n"
            f"Each game's own options: {program_name()} {verb} GAME --help\n")


def _wrapped(text: str) -> str:
    import textwrap

    return textwrap.fill(text, 79)


def _adapter_or_exit(name: str | None, verb: str) -> CommandAdapter | None:
    known = ", ".join(sorted({g.cli_name for g in games.GAMES}))
    if name in ("-h", "--help"):
        print(_verb_help(verb), end="")
        return None
    if name is None:
        print(f"usage: {program_name()} {verb} GAME ...   (GAME: {known}; see {program_name()} {verb} --help)",
              file=sys.stderr)
        return None
    info = games.BY_CLI_NAME.get(name)
    if info is None:
        print(f"error: unknown game {name!r} (known: {known})", file=sys.stderr)
        return None
    adapter = games.commands(info.key)
    if adapter is None:
        print(f"error: no solver is registered for {info.title} yet", file=sys.stderr)
    return adapter


def solve_command(args: list[str], answering: CommandAdapter | None = None, verb: str = "solve") -> int:
    """`solve GAME PUZZLE...`; with `answering`, another answer to the same puzzles (`code`)."""
    name = args[0] if args else None
    adapter = answering or _adapter_or_exit(name, "solve")
    if adapter is None:
        return EXIT_OK if name in ("-h", "--help") else EXIT_USAGE
    parser = argparse.ArgumentParser(prog=f"{program_name()} solve {name}",
                                     description=f"Solve {name} puzzles; '-' reads one puzzle per line from stdin.",
                                     epilog=_examples("solve", name),
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    if verb != "solve":
        parser.prog = f"{program_name()} {verb} {name}"
        parser.description = f"Print the code of {name} puzzles; '-' reads one puzzle per line from stdin."
        parser.epilog = _examples(verb, name)
    parser.add_argument("puzzle", nargs="+", help="the puzzle, or - to read one per line from stdin")
    parser.add_argument("--json", action="store_true", help="print JSON (one object per line with -)")
    adapter.add_solve_arguments(parser)
    parser._negative_number_matcher = NEGATIVE_NUMBER  # argparse's own test for "a number, not an option"
    parser.set_defaults(game=games.BY_CLI_NAME[name].key if name is not None else None)
    try:
        options = parser.parse_args(args[1:])
    except SystemExit as exc:
        return EXIT_USAGE if exc.code else EXIT_OK
    if options.puzzle == ["-"]:
        # A batch fills the solvers' caches with millions of small tuples that form no cycles; the default
        # collector would walk them every 700 allocations (7% of the 1820 24 hands, 18% of the 6188 five-card).
        gc.set_threshold(BATCH_GC_THRESHOLD, 50, 100)
        if sys.stdin is None:  # started with standard input closed (`<&-`)
            raise InputError("it is closed")
        if getattr(adapter, "WHOLE_STDIN", False):  # a puzzle of several lines (a shapes picture): one, all of it
            options.stdin_text = _read_all(sys.stdin)
            return EXIT_OK if _solve_one(adapter, ["-"], options, sys.stdout, stream=False) else EXIT_BAD_INPUT
        return _solve_stream(adapter, options, sys.stdin, sys.stdout)
    return EXIT_OK if _solve_one(adapter, options.puzzle, options, sys.stdout, stream=False) else EXIT_BAD_INPUT


def _solve_one(adapter: CommandAdapter, tokens: list[str], options: argparse.Namespace, out: TextIO, stream: bool) -> bool:
    from game.commands.codes import solve_tokens  # the codes' logic loads only when a command reads a puzzle

    try:
        result = solve_tokens(adapter, options.game, tokens, options)
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


def _read_all(source: TextIO) -> str:
    """All of standard input as one puzzle: at most MAX_LINE_BYTES bytes of UTF-8, else InputError."""
    try:
        raw = source.buffer.read(MAX_LINE_BYTES + 1) if hasattr(source, "buffer") else source.read().encode()
    except OSError as err:
        raise InputError(err.strerror or str(err)) from None
    if len(raw) > MAX_LINE_BYTES:
        raise InputError(f"the puzzle is longer than {MAX_LINE_BYTES} bytes")
    try:
        return raw.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError:
        raise InputError("the puzzle is not UTF-8 text") from None


def _line_problem(number: int, raw: bytes) -> str | None:
    """Why stdin line `number` cannot be read as a puzzle, or None. A line longer than MAX_LINE_BYTES comes cut
    just past the limit (see `_raw_lines`): the rest of it was skipped unread."""
    if len(raw) > MAX_LINE_BYTES:
        return f"line {number} is longer than {MAX_LINE_BYTES} bytes; it was skipped"
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError as err:
        return f"line {number} is not UTF-8 text (byte {err.start + 1})"
    return None


def _raw_lines(source: TextIO, before_wait: Callable[[], None] = lambda: None) -> Iterator[bytes]:
    """The input's lines as bytes without their '\\n'. Only '\\n' ends a line: a text stream would also end one
    at '\\r', and str.splitlines at '\\x85', '\\u2028' and more. `before_wait` is called before each read that
    may wait for input (the caller flushes its answers so far).

    A line longer than MAX_LINE_BYTES is given as soon as it passes the limit, cut to MAX_LINE_BYTES + 1 bytes,
    and the rest of it is read and dropped up to its '\\n': memory stays bounded on an endless line
    (`< /dev/zero`), and that line is answered at once."""
    binary: BinaryIO | None = getattr(source, "buffer", None)
    if binary is None:  # an in-memory text stream (tests): the same lines, from its text
        binary = io.BytesIO(source.read().encode("utf-8", "surrogatepass"))  # a lone surrogate fails to decode later
    pending: list[bytes] = []  # the start of a line whose end has not been read yet
    kept = 0                   # how many bytes `pending` holds
    skipping = False           # the current line passed the limit and was given already: drop up to its end
    while True:
        before_wait()
        # what is there (waits only when nothing is); a raw stream's read already works so
        try:
            chunk = binary.read1(READ_BYTES) if isinstance(binary, io.BufferedIOBase) else binary.read(READ_BYTES)
        except OSError as err:  # a folder, a closed or failing descriptor
            raise InputError(err.strerror or str(err)) from None
        if not chunk:
            break
        *ended, rest = chunk.split(b"\n")
        for part in ended:
            if not skipping:
                pending.append(part)
                yield b"".join(pending)
            pending, kept, skipping = [], 0, False
        if rest and not skipping:
            pending.append(rest)
            kept += len(rest)
            if kept > MAX_LINE_BYTES:
                yield b"".join(pending)[:MAX_LINE_BYTES + 1]
                pending, kept, skipping = [], 0, True
    if pending:
        yield b"".join(pending)  # a last line without its '\\n'


def _message(err: BaseException) -> str:
    """One clipped line for an error: its message, or its type too when it is not a plain bad-input error."""
    text = str(err) if isinstance(err, ValueError) else f"internal error ({type(err).__name__}: {err})"
    return _clip(_one_line(text))


def _one_line(text: str) -> str:
    """`text` on one line: every line break (as str.splitlines sees them) becomes '; '."""
    return "; ".join(part.strip() for part in text.splitlines() if part.strip())


def _clip(text: str) -> str:
    return clip(text, MESSAGE_CHARS)


# --- code and daily ----------------------------------------------------------------------------------------

def code_command(args: list[str]) -> int:
    """`code GAME PUZZLE... [solve options] [--json]`: the puzzle's code ('-': one per line from stdin)."""
    from game.commands.codes import CodeAdapter

    name = args[0] if args else None
    adapter = _adapter_or_exit(name, "code")
    if adapter is None or name is None:
        return EXIT_OK if name in ("-h", "--help") else EXIT_USAGE
    return solve_command([name, *args[1:]], CodeAdapter(adapter, games.BY_CLI_NAME[name].key), "code")


def daily_command(args: list[str]) -> int:
    """`daily GAME [--date YYYY-MM-DD] [--json]`: the code of that day's puzzle (today's by default)."""
    name = args[0] if args else None
    if _adapter_or_exit(name, "daily") is None or name is None:
        return EXIT_OK if name in ("-h", "--help") else EXIT_USAGE
    parser = argparse.ArgumentParser(prog=f"{program_name()} daily {name}", description="Print the daily puzzle's code.",
                                     epilog=_examples("daily", name), formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--date", default=None, help="the day, YYYY-MM-DD (default: today)")
    parser.add_argument("--json", action="store_true", help="print JSON: game, date, weekday, difficulty, code")
    try:
        options = parser.parse_args(args[1:])
    except SystemExit as exc:
        return EXIT_USAGE if exc.code else EXIT_OK
    import datetime

    from game.commands.codes import daily_answer, parse_date

    try:
        answer = daily_answer(games.BY_CLI_NAME[name].key, parse_date(options.date, datetime.date.today()))
    except ValueError as err:
        print(f"error: {_message(err)}", file=sys.stderr)
        return EXIT_BAD_INPUT
    print(json.dumps(answer) if options.json else answer["code"])
    return EXIT_OK


# --- generate ----------------------------------------------------------------------------------------------

def generate_command(args: list[str]) -> int:
    name = args[0] if args else None
    adapter = _adapter_or_exit(name, "generate")
    if adapter is None or name is None:
        return EXIT_OK if name in ("-h", "--help") else EXIT_USAGE
    parser = argparse.ArgumentParser(prog=f"{program_name()} generate {name}",
                                     description=f"Make new {name} levels and write them to stdout as YAML.",
                                     epilog=_examples("generate", name),
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--difficulty", default=None, help="band or grade to generate")
    parser.add_argument("--count", type=int, default=1, help=f"how many levels (1 to {MAX_GENERATE_COUNT})")
    parser.add_argument("--seed", type=int, default=None, help="the same seed makes the same levels")
    adapter.add_generate_arguments(parser)
    try:
        options = parser.parse_args(args[1:])
    except SystemExit as exc:
        return EXIT_USAGE if exc.code else EXIT_OK
    if not 1 <= options.count <= MAX_GENERATE_COUNT:
        print(f"error: --count must be from 1 to {MAX_GENERATE_COUNT}, got {options.count} "
              f"(run it again with another --seed for more)", file=sys.stderr)
        return EXIT_BAD_INPUT
    info = games.BY_CLI_NAME[name]
    try:
        if getattr(options, "lines", False):  # a game's one-line puzzle form instead of YAML levels
            _write_lines(adapter.generate(options), sys.stdout)
        else:
            _write_levels(info.key, adapter.generate(options), sys.stdout)
    except ValueError as err:
        print(f"error: {err}", file=sys.stderr)
        return EXIT_BAD_INPUT
    return EXIT_OK


def _write_levels(game: str, levels: Iterable[dict[str, Any]], out: TextIO) -> None:
    """The level file `yaml.safe_dump({'game': game, 'levels': [...]})` writes, each level written out as soon
    as it is made (a long run shows its progress, and an interrupted one keeps what it made)."""
    import yaml

    made = iter(levels)
    first = next(made, None)  # a bad option fails here, before anything is written
    if first is None:
        yaml.safe_dump({"game": game, "levels": []}, out, sort_keys=False, allow_unicode=True)
        return
    out.write(yaml.safe_dump({"game": game}, sort_keys=False, allow_unicode=True) + "levels:\n")
    for level in itertools.chain([first], made):
        out.write(yaml.safe_dump([level], sort_keys=False, allow_unicode=True))
        out.flush()


def _write_lines(levels: Iterable[dict[str, Any]], out: TextIO) -> None:
    """Each level's `puzzle` on a line of its own, as soon as it is made."""
    for level in levels:
        out.write(f"{level['puzzle']}\n")
        out.flush()


# --- check-levels ------------------------------------------------------------------------------------------

def check_levels_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=f"{program_name()} check-levels", formatter_class=argparse.RawDescriptionHelpFormatter,
        description=_wrapped("Check level files: each problem is printed as file:line: message, and the exit "
                             "code is 1 when there is any."),
        epilog=f"examples:\n  {program_name()} check-levels\n  {program_name()} check-levels my_levels.yaml")
    parser.add_argument("files", nargs="*", type=Path, metavar="FILE",
                        help="a YAML level file (none: every file in the game's levels folder)")
    return parser


def check_levels_command(args: list[str]) -> int:
    from game.levels import LEVELS_DIR, check_level_files, level_paths

    try:
        files: list[Path] = check_levels_parser().parse_args(args).files
    except SystemExit as exc:
        return EXIT_USAGE if exc.code else EXIT_OK
    paths, left_out = (files, None) if files else level_paths(LEVELS_DIR)
    if left_out is not None:
        print(left_out)
    if not paths:
        print("error: no level files found", file=sys.stderr)
        return EXIT_BAD_INPUT
    count = 0 if left_out is None else 1
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
    parser = _OneLineParser(
        prog=program_name(), formatter_class=argparse.RawDescriptionHelpFormatter,
        description=_wrapped("Matchbox Arcade: matchstick equations, sudoku, the stone duel and 24. With no "
                             "arguments the game opens at its menu."),
        epilog=f"sub-commands (each explains itself with --help):\n"
               f"  {program_name()} solve GAME PUZZLE...   solve a puzzle, e.g. {program_name()} solve 24 4 7 8 8\n"
               f"  {program_name()} generate GAME          make levels, e.g. {program_name()} generate sudoku "
               f"--difficulty easy\n"
               f"  {program_name()} check-levels [FILE...] check level files\n"
               f"  {program_name()} code GAME PUZZLE...    a puzzle's code, e.g. {program_name()} code stones 3 4 5\n"
               f"  {program_name()} daily GAME             the code of today's puzzle\n"
               f"  {program_name()} stats [--csv]          the statistics of the games played\n\n"
               f"saves (progress, settings, games in progress) are kept in:\n  {_saves_folder()}\n"
               f"  (--data-dir DIR or ${_DATA_DIR_VARIABLE} to keep them elsewhere)")
    parser.add_argument("--scene", choices=SCENE_NAMES, default="menu", help="open this screen first")
    parser.add_argument("--level", default=None, help="open this level (with --scene)")
    parser.add_argument("--seed", type=int, default=None, help="seed for generated puzzles (reproducible)")
    parser.add_argument("--data-dir", type=_named_path, default=None,
                        help="keep progress, settings and saves in this folder (default: see below)")
    parser.add_argument("--frames", type=int, default=None, help="run N frames, then exit 0 (headless smoke)")
    parser.add_argument("--screenshot", type=_named_path, default=None, help="save the last frame as PNG")
    parser.add_argument("--mute", action="store_true", help="no sound this session")
    parser.add_argument("--code", default=None, help="open the game on the puzzle this code names")
    parser.add_argument("--lang", choices=LANGUAGES, default=None,
                        help="the game's language (default: the one chosen in Settings, at first the system's)")
    parser.add_argument("--config", type=Path, default=default_config(), help=argparse.SUPPRESS)
    parser.add_argument("--version", action="version", version=f"matchbox-arcade {__version__}")
    return parser


class _OneLineParser(argparse.ArgumentParser):
    """A usage error is one line on stderr (exit 2), not the usage block and then the error."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message} (see --help)\n")

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        # argparse drops a failed write (`--help > /dev/full` then exits 0 having said nothing): let it be seen
        if message:
            (file or sys.stderr).write(message)


_DATA_DIR_VARIABLE = "MATCHBOX_DATA_DIR"


def _saves_folder() -> str:
    """Where the game keeps its saves now (what --data-dir and $MATCHBOX_DATA_DIR change)."""
    from game.store import default_data_dir

    return str(default_data_dir())


def _named_path(text: str) -> Path:
    """A path option's value: not empty (Path("") would quietly be the current folder)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("the name is empty")
    return Path(text)


def _screenshot_problem(shot: Path | None) -> str | None:
    """Why the last frame cannot be saved at `shot`, checked before the window opens; None when it can."""
    if shot is None:
        return None
    try:
        return _screenshot_path_problem(shot)
    except OSError as err:  # a name the system refuses (too long, ...): is_dir() and exists() pass over few errors
        return f"argument --screenshot: {clip(str(shot), MESSAGE_CHARS)}: {err.strerror or err}"


def _screenshot_path_problem(shot: Path) -> str | None:
    if shot.is_dir():
        return f"argument --screenshot: {clip(str(shot), MESSAGE_CHARS)} is a folder; give a file such as shot.png"
    if shot.parent.exists() and not shot.parent.is_dir():
        return f"argument --screenshot: {clip(str(shot.parent), MESSAGE_CHARS)} is not a folder"
    if shot.exists() and not (shot.is_file() or shot.is_fifo()):  # a device such as /dev/full
        return f"argument --screenshot: {clip(str(shot), MESSAGE_CHARS)} is not a file an image can be saved in"
    return None


def _code_problem(code: str | None) -> str | None:
    """Why `--code` names no puzzle, checked before the window opens; None when it does (or is not given)."""
    if code is None:
        return None
    from game.logic.pasted import PasteError, read_puzzle

    try:
        read_puzzle(code)
    except PasteError as err:
        return f"argument --code: {clip(str(err.reason), MESSAGE_CHARS)}"
    return None


def play_command(args: list[str]) -> int:
    try:
        options = play_parser().parse_args(args)
    except SystemExit as exc:
        return EXIT_USAGE if exc.code else EXIT_OK
    except OSError as err:  # --help or --version could not be written (`> /dev/full`, a closed descriptor)
        print(f"error: cannot write standard output ({err.strerror or err})", file=sys.stderr)
        _drop_output()
        return EXIT_BAD_INPUT
    problem = _screenshot_problem(options.screenshot) or _code_problem(options.code)
    if problem is not None:
        print(f"main.py: error: {problem} (see --help)", file=sys.stderr)
        return EXIT_USAGE
    from game.config import ConfigError, load_config

    try:
        config = load_config(options.config)
    except ConfigError as err:
        print(f"error: {err}", file=sys.stderr)
        return EXIT_BAD_INPUT
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.shell.launch import launch

    return launch(config, options)
