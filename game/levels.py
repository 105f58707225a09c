"""levels/*.yaml -> validated levels, with `FILE:LINE: message` for every problem.

The loader checks the keys every level file shares (game, title, source, settings, levels; each level's id,
name, band) and hands the rest of each level to its game's back end (`games.rules(key)`, a GameLogic:
`parse_level`, `parse_settings`, `bands`, `check_level`, `rate`), so a game owns its own fields. A malformed file or level is skipped with a warning; the others still load. A level id used by
two files of the same game is reported on the later file, whose copy is dropped. Messages quote a bad value
only in part (`brief`), so a 10,000-character value is never repeated in full. A levels folder is read up to
MAX_LEVEL_FILES files and MAX_LEVEL_BYTES bytes (one problem names what was left out), and a level's deep check
stops after CHECK_SECONDS (a whole `check-levels` run after CHECK_ALL_SECONDS) and says so.
"""
from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

from game import games
from game.logic.common import LevelFieldError
from game.logic.contract import GameLogic
from game.logic.twentyfour.deadline import Deadline, OutOfTime, within
from game.logic.words import Msg, Text, Translator, reason
from game.os_reasons import os_reason
from game.messages import CLIP_CHARS, brief, clip
from game.resources import levels_folder
from game.yamlfile import LineDict, LineList, YamlError, line_of_field, load_yaml

LEVELS_DIR = levels_folder()   # levels/ of a checkout, or the copy a wheel or a frozen build carries
FILE_KEYS = {"game", "title", "source", "settings", "levels"}
COMMON_LEVEL_KEYS = {"id", "name", "band"}
ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9-]*$")
MESSAGE_CHARS = 4 * CLIP_CHARS   # the longest message a problem repeats (a logic module may quote a whole value)
# A levels folder is read whole at every start: past this many files (or bytes in all), the rest are left out
# with one problem saying so. The shipped folder holds four files and under 100 kB.
MAX_LEVEL_FILES = 100
MAX_LEVEL_BYTES = 8_000_000
# The deep check of one level (its solve and rating) stops after this many seconds of CPU and says so, and a
# whole `check-levels` run after CHECK_ALL_SECONDS; the shipped levels take about a second in all. The 24
# solver honours it (six huge numbers can take minutes to search); the others' checks are quick.
CHECK_SECONDS = 10.0
CHECK_ALL_SECONDS = 60.0
# What a game's validator or deep check may raise on hostile content; reported on the level, never a traceback.
CHECK_ERRORS = (ValueError, TypeError, KeyError, ArithmeticError, RecursionError)


class _Clipped(Msg):
    """A problem's sentence clipped to MESSAGE_CHARS once said, in whichever language it is said in."""

    def __init__(self, said: Msg) -> None:
        super().__init__(said.template)
        self.said: Msg = said.said if isinstance(said, _Clipped) else said

    def render(self, with_: Translator) -> str:
        return clip(self.said.render(with_), MESSAGE_CHARS)


def _said(err: BaseException) -> Text:
    """What a validator's exception says: the `Msg` it was raised with (clipped where it is shown, by Problem),
    else its text clipped (it may quote a whole value)."""
    said = reason(err)
    return clip(said, MESSAGE_CHARS) if isinstance(said, str) else said


def shown_title(text: str) -> Text:
    """A title from a level file (a file's, a level's, a mode's) as a screen shows it: the catalog's translation
    of a shipped one (tools/catalog.py extracts them), a player's own title as written."""
    return Msg(text) if text else text


@dataclass(frozen=True)
class Problem:
    path: str
    line: int
    message: Text   # a Msg for the loader's own findings: shown in the player's language, English on the command line

    def __post_init__(self) -> None:
        message = self.message
        object.__setattr__(self, "message", clip(message, MESSAGE_CHARS) if isinstance(message, str)
                           else _Clipped(message))

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.message}"


@dataclass(frozen=True)
class Level:
    game: str
    id: str
    name: str
    band: str | None
    spec: Any            # the game's own validated level (from parse_level)
    path: str
    line: int
    entry: LineDict = field(default_factory=LineDict, repr=False, compare=False)  # the YAML, for field lines


@dataclass
class LevelFile:
    path: str
    game: str | None
    title: str = ""
    source: str = ""
    settings: Any = None
    levels: list[Level] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)


def load_level_file(path: Path) -> LevelFile:
    """Load one file; never raises for bad content: problems are collected in `.problems`."""
    where = str(path)
    try:
        doc = load_yaml(path)
    except YamlError as err:
        return LevelFile(where, None, problems=[Problem(err.path, err.line, err.message)])
    if not isinstance(doc, LineDict):
        return LevelFile(where, None, problems=[Problem(where, getattr(doc, "line", 1), Msg(
            "a level file must be a mapping with '{game}' and '{levels}'", game="game", levels="levels"))])
    out = LevelFile(where, None)

    def problem(line: int, message: Text) -> None:
        out.problems.append(Problem(where, line, message))

    for key in doc:
        if key not in FILE_KEYS:
            problem(doc.line_of(key), Msg("unknown key {key} (expected one of: {keys})", key=brief(key),
                                          keys=", ".join(sorted(FILE_KEYS))))
    game_key = doc.get("game")
    if not isinstance(game_key, str) or game_key not in games.BY_KEY:  # a list or mapping is not hashable
        known = ", ".join(games.BY_KEY)
        problem(doc.line_of("game"), Msg("{field}: must be one of {known}, got {value}", field="game", known=known,
                                         value=brief(game_key)))
        return out
    out.game = game_key
    out.title = _text(doc, "title", problem)
    out.source = _text(doc, "source", problem)
    rules = games.rules(game_key)
    if "settings" in doc:
        try:
            out.settings = rules.parse_settings(doc["settings"])
        except LevelFieldError as err:  # an empty field: the game takes no settings at all
            name = f"settings.{err.field}" if err.field else "settings"
            problem(line_of_field(doc, name), Msg("{field}: {problem}", field=name, problem=err.message))
        except CHECK_ERRORS as err:  # a validator that slipped
            problem(doc.line_of("settings"), Msg("{field}: {problem}", field="settings", problem=_said(err)))
    entries = doc.get("levels")
    if not isinstance(entries, LineList):
        problem(doc.line_of("levels"), Msg("{field}: must be a list of levels", field="levels"))
        return out
    seen: dict[str, int] = {}
    for index, entry in enumerate(entries):
        line = entries.line_of(index)
        level = _parse_level(entry, game_key, rules, where, line, seen, problem)
        if level is not None:
            out.levels.append(level)
    return out


Report = Callable[[int, Text], None]  # a problem at a line of the file being loaded


def _text(doc: LineDict, key: str, problem: Report) -> str:
    value = doc.get(key, "")
    if not isinstance(value, str):
        problem(doc.line_of(key), Msg("{field}: must be text", field=key))
        return ""
    return value


def _parse_level(entry: Any, game_key: str, rules: GameLogic[Any, Any, Any, Any], where: str, line: int,
                 seen: dict[str, int], problem: Report) -> Level | None:
    if not isinstance(entry, LineDict):
        problem(line, Msg("a level must be a mapping with at least an '{id}'", id="id"))
        return None
    level_id = entry.get("id")
    if not isinstance(level_id, str) or not ID_PATTERN.match(level_id):
        problem(entry.line_of("id"), Msg("{field}: must be lower-case letters, digits and '-', got {value}", field="id",
                                         value=brief(level_id)))
        return None
    if level_id in seen:
        problem(entry.line_of("id"), Msg("{field}: {id} is already used on line {line}", field="id", id=repr(level_id),
                                         line=seen[level_id]))
        return None
    seen[level_id] = entry.line_of("id")
    name = entry.get("name", level_id)
    band = entry.get("band")
    if not isinstance(name, str) or (band is not None and not isinstance(band, str)):
        bad = "name" if not isinstance(name, str) else "band"
        problem(entry.line_of(bad), Msg("{field}: must be text (level {level})", field=bad, level=level_id))
        return None
    if band is not None and band not in rules.bands:
        problem(entry.line_of("band"), Msg("{field}: must be one of {known}, got {value} (level {level})", field="band",
                                           known=", ".join(rules.bands), value=brief(band), level=level_id))
        return None
    fields = LineDict({k: v for k, v in entry.items() if k not in COMMON_LEVEL_KEYS})
    fields.line, fields.key_lines = entry.line, entry.key_lines
    try:
        spec = rules.parse_level(fields)
    except LevelFieldError as err:
        problem(line_of_field(entry, err.field), Msg("{field}: {problem} (level {level})", field=err.field,
                                                     problem=err.message, level=level_id))
        return None
    except CHECK_ERRORS as err:  # a validator that slipped: still name the level
        problem(line, Msg("level {level}: {problem}", level=level_id, problem=_said(err)))
        return None
    return Level(game_key, level_id, name, band, spec, where, line, entry)


def check_level_file(path: Path) -> list[Problem]:
    """Everything `check-levels` reports for one file: load problems plus each level's deep check."""
    return check_loaded_file(load_level_file(path))


def check_level_files(paths: list[Path]) -> Iterator[list[Problem]]:
    """`check_level_file` for each path, file by file as each is checked, plus a level id that two of the files
    use (reported on the later); within CHECK_ALL_SECONDS of CPU in all."""
    loaded = [load_level_file(path) for path in paths]
    take_duplicate_ids(loaded)
    whole_run = Deadline(CHECK_ALL_SECONDS, time.process_time)
    for level_file in loaded:
        yield check_loaded_file(level_file, whole_run)


def take_duplicate_ids(files: list[LevelFile]) -> None:
    """A level id used by an earlier file of the same game: a problem on the later file, whose copy is dropped
    (so `--level ID` and saved progress always mean one level)."""
    first: dict[tuple[str, str], Level] = {}
    for f in files:
        kept = []
        for level in f.levels:
            earlier = first.setdefault((level.game, level.id), level)
            if earlier is level:
                kept.append(level)
            else:
                f.problems.append(Problem(f.path, level.entry.line_of("id"), Msg(
                    "{field}: {id} is already used in {place}; this copy is skipped", field="id", id=repr(level.id),
                    place=f"{earlier.path}:{earlier.entry.line_of('id')}")))
        f.levels = kept


def check_loaded_file(loaded: LevelFile, whole_run: Deadline | None = None) -> list[Problem]:
    """Load problems plus each level's deep check, each within CHECK_SECONDS of CPU (and, with `whole_run`,
    before that deadline: a level reached after it is reported unchecked)."""
    problems = list(loaded.problems)
    if loaded.game is None:
        return problems
    rules = games.rules(loaded.game)
    for level in loaded.levels:
        entry = level.entry
        seconds = CHECK_SECONDS if whole_run is None else min(CHECK_SECONDS, _seconds_left(whole_run))
        if seconds <= 0:
            problems.append(Problem(loaded.path, level.line, Msg(
                "level {level}: not checked: the check of all files ran past its budget of {seconds} s",
                level=level.id, seconds=f"{CHECK_ALL_SECONDS:g}")))
            continue
        deadline = Deadline(seconds, time.process_time)
        try:
            with within(deadline):
                errors = rules.check_level(level.spec)
                rated = rules.rate(level.spec).band if level.band is not None and not errors else None
        except OutOfTime:
            problems.append(Problem(loaded.path, level.line, Msg("level {level}: cannot be checked: {problem}",
                                                                 level=level.id, problem=_stopped(deadline))))
            continue
        except CHECK_ERRORS as exc:
            problems.append(Problem(loaded.path, level.line, Msg("level {level}: cannot be checked: {problem}",
                                                                 level=level.id, problem=_said(exc))))
            continue
        for err in errors:
            problems.append(Problem(loaded.path, line_of_field(entry, err.field), Msg(
                "{field}: {problem} (level {level})", field=err.field, problem=err.message, level=level.id)))
        if rated is not None and rated != level.band:
            problems.append(Problem(loaded.path, entry.line_of("band"), Msg(
                "{field}: stated {stated} but the solver rates it {rated} (level {level})", field="band",
                stated=repr(level.band), rated=repr(rated), level=level.id)))
    return problems


def _stopped(deadline: Deadline) -> Msg:
    """Why a deep check stopped (the deadline's own reason, said as a catalog sentence)."""
    if deadline.reason == "cancelled":
        return Msg("cancelled")
    return Msg("stopped after {seconds} s (its time budget)", seconds=f"{deadline.seconds or 0:g}")


def level_paths(directory: Path) -> tuple[list[Path], Problem | None]:
    """The folder's `*.yaml` files in name order, at most MAX_LEVEL_FILES of them and MAX_LEVEL_BYTES in all;
    a Problem naming how many were left out, or None. Never waits on a file: only names and sizes are read."""
    try:
        with os.scandir(directory) as entries:
            found = sorted((e.name, e) for e in entries if e.name.endswith(".yaml"))
    except OSError as err:
        return [], Problem(str(directory), 1, Msg("cannot list the level folder ({reason})",
                                                  reason=os_reason(err)))
    paths: list[Path] = []
    total = 0
    for name, entry in found:
        try:
            size = entry.stat().st_size
        except OSError:
            size = 0      # load_level_file reports it by name
        if len(paths) == MAX_LEVEL_FILES or total + size > MAX_LEVEL_BYTES:
            break
        paths.append(directory / name)
        total += size
    left = len(found) - len(paths)
    if not left:
        return paths, None
    return paths, Problem(str(directory), 1, Msg(
        "{found} level files: only the first {read} ({total} bytes) are read, {left} left out (at most {most_files} "
        "files and {most_bytes} bytes in all)", found=len(found), read=len(paths), total=total, left=left,
        most_files=MAX_LEVEL_FILES, most_bytes=MAX_LEVEL_BYTES))


def _seconds_left(deadline: Deadline) -> float:
    if deadline.at is None or deadline.clock is None:
        return CHECK_SECONDS
    return deadline.at - deadline.clock()


class Catalog:
    """Every level file of the game, loaded once at start-up, by game."""

    def __init__(self, files: list[LevelFile]) -> None:
        self.files = files

    @classmethod
    def load(cls, directory: Path = LEVELS_DIR) -> "Catalog":
        paths, left_out = level_paths(directory)
        files = [load_level_file(p) for p in paths]
        take_duplicate_ids(files)
        if left_out is not None:
            files.append(LevelFile(str(directory), None, problems=[left_out]))
        return cls(files)

    def levels(self, game: str) -> list[Level]:
        return [lvl for f in self.files if f.game == game for lvl in f.levels]

    def level(self, game: str, level_id: str) -> Level | None:
        return next((lvl for lvl in self.levels(game) if lvl.id == level_id), None)

    def next_level(self, game: str, level_id: str | None) -> Level | None:
        """The level after `level_id` in the game's list (the campaign order); None after the last or when
        `level_id` is not one of the game's levels. The one place every game asks "what comes next"."""
        levels = self.levels(game)
        index = next((i for i, lvl in enumerate(levels) if lvl.id == level_id), None)
        return None if index is None or index + 1 >= len(levels) else levels[index + 1]

    def settings(self, game: str) -> Any:
        return next((f.settings for f in self.files if f.game == game and f.settings is not None), None)

    def problems(self, game: str | None = None) -> list[Problem]:
        return [p for f in self.files if game is None or f.game in (game, None) for p in f.problems]
