"""What a sudoku round is, apart from the screen: the puzzle and where it came from, what comes after it, how it
is saved and read back (validated: a damaged save is a SaveError with the reason), and endless play's record."""
from __future__ import annotations

import datetime
from dataclasses import dataclass
from collections.abc import Mapping
from typing import Any, Protocol

from game.keeper import StoreKeeper
from game.logic.codes import code_or_none
from game.logic.outcome import Outcome
from game.logic.common import PuzzleError
from game.i18n import N_, Msg, Plural, Text, joined
from game.logic.words import reason
from game.logic.sudoku import Grade, Grid, Technique, format_grid, is_complete_solution, parse_grid
from game.logic.sudoku.geometry import CLASSIC, Geometry
from game.logic.sudoku.levels import SudokuLevel
from scenes.base import Context

GAME = "sudoku"
SAVE_VERSION = 1


@dataclass(frozen=True)
class Round:
    """One puzzle to play and where it came from."""

    puzzle: Grid
    solution: Grid
    grade: Grade
    level_id: str | None  # a campaign level, or None for endless play
    title: Text           # a Msg follows the language; saved in English
    mode: str = ""        # how it was chosen, when not a campaign level nor endless play: "daily" or "code"
    daily: datetime.date | None = None   # the day, when this is that day's daily puzzle
    keeps_records: bool = True           # False: a pasted sudoku with several solutions, played with no records
    geo: Geometry = CLASSIC  # the houses and cages: classic, or a variant's

    @property
    def endless(self) -> bool:
        return self.level_id is None and not self.mode

    def code(self) -> str | None:
        """The puzzle's code (None for a sudoku without exactly one solution): the panels and the history."""
        return code_or_none(GAME, SudokuLevel(self.puzzle, self.grade, self.geo))

    @property
    def record_mode(self) -> str:
        """The mode the history of games played files it under."""
        return self.mode or (endless_mode(self.variant) if self.level_id is None else "campaign")

    @property
    def variant(self) -> str:
        return self.geo.variant


# How each variant is named on screen (catalog ids: the screen shows Msg(VARIANT_TITLES[v]))
VARIANT_TITLES = {"classic": N_("Sudoku"), "x": N_("X sudoku"), "jigsaw": N_("Jigsaw sudoku"),
                  "killer": N_("Killer sudoku"), "6x6": N_("6x6 sudoku")}
# each grade's name on screen; the grade's `label` ("easy") stays the key of saves and records
GRADE_NAMES = {Grade.EASY: N_("Easy"), Grade.MEDIUM: N_("Medium"), Grade.HARD: N_("Hard"),
               Grade.EXPERT: N_("Expert"), Grade.EXTREME: N_("Extreme"), Grade.EVIL: N_("Evil")}


def variant_title(variant: str) -> Msg:
    return Msg(VARIANT_TITLES[variant])


# ... and inside a sentence ("another easy puzzle")
GRADE_WORDS = {Grade.EASY: N_("easy"), Grade.MEDIUM: N_("medium"), Grade.HARD: N_("hard"),
               Grade.EXPERT: N_("expert"), Grade.EXTREME: N_("extreme"), Grade.EVIL: N_("evil")}


def grade_name(grade: Grade) -> Msg:
    """The grade as a heading names it ("Easy", 简单)."""
    return Msg(GRADE_NAMES[grade])


def grade_word(grade: Grade) -> Msg:
    return Msg(GRADE_WORDS[grade])


def shown(text: object) -> Text:
    """A text from the logic as it comes: a Msg as it is, a catalog constant (a technique's N_ name) translated."""
    return text if isinstance(text, Msg) else Msg(str(text))


def plain(text: Text) -> str:
    """The English of a text, for a save file."""
    return text.english() if isinstance(text, Msg) else text


class Sequel(Protocol):
    """What "Next puzzle" (and N) plays after a round: the next campaign level, or another endless puzzle."""

    def has_next(self, current: Round) -> bool:
        ...

    def next_title(self, current: Round) -> Text:
        """What "Next puzzle" leads to, in a few words for its button ("Medium 1", "another evil puzzle")."""
        ...

    def next(self, current: Round) -> Round | None:
        """The next round; None while it is not ready yet (ask again next frame; never block).
        ValueError if it cannot be played."""
        ...


ENDLESS = "endless"  # the mode endless games are recorded under in the history of games played


def variant_levels(ctx: Context, variant: str = "classic") -> list[Any]:
    """The sudoku levels (game.levels.Level) of one variant (classic: the levels with no `variant` field), in
    campaign order."""
    return [lvl for lvl in ctx.levels.levels(GAME) if lvl.spec.variant == variant]


def endless_mode(variant: str = "classic") -> str:
    """The mode endless games of a variant are recorded under ("endless", "endless x", ...)."""
    return ENDLESS if variant == "classic" else f"{ENDLESS} {variant}"


def endless_stats(ctx: Context, variant: str = "classic") -> dict[str, dict[str, Any]]:
    """Endless play's record per grade, {"easy": {"solved": 3, "best": 241.5 or None}}, read from the history of
    games played (game/played.py); each variant keeps its own."""
    return {grade: {"solved": solved, "best": best}
            for grade, (solved, best) in ctx.store.mode_records(GAME, endless_mode(variant)).items()}


def format_clock(seconds: float) -> str:
    s = int(seconds)
    return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"


# the wait for a generated puzzle ({dots}: one to three, moving)
MAKING = {Grade.EASY: N_("Making an easy puzzle{dots}"), Grade.MEDIUM: N_("Making a medium puzzle{dots}"),
          Grade.HARD: N_("Making a hard puzzle{dots}"), Grade.EXPERT: N_("Making an expert puzzle{dots}"),
          Grade.EXTREME: N_("Making an extreme puzzle{dots}"), Grade.EVIL: N_("Making an evil puzzle{dots}")}


def making_line(grade: Grade, waited: float) -> Msg:
    return Msg(MAKING[grade], dots="." * (1 + int(waited * 3) % 3))


def endless_detail(entry: Mapping[str, Any] | None) -> Text:
    """An endless grade's record under its button: how many solved, the best clean time."""
    if not entry or not entry["solved"]:
        return ""
    best = entry["best"]
    if best:
        return Msg("{count} solved · best {time}", count=entry["solved"], time=format_clock(best))
    return Msg("{count} solved", count=entry["solved"])   # puzzles ("{n} solved" is 24's hands)


def grade_note(grade: Grade, geo: Geometry = CLASSIC) -> Msg:
    """What a grade asks of the player, from the techniques that define it (a variant's own ladder)."""
    if geo is CLASSIC:
        names = list(dict.fromkeys(shown(t.label) for t in Technique if t.grade == grade))
    else:
        from game.logic.sudoku.geo_board import GeoTechnique
        from game.logic.sudoku.geo_techniques import finders_for

        offered = {t for t, _ in finders_for(geo)} | {GeoTechnique.TRIAL}
        names = list(dict.fromkeys(shown(t.label) for t in GeoTechnique
                                   if t.grade == grade and t in offered))
    if not names:
        return Msg("{grade} puzzles.", grade=grade_name(grade))
    return Msg("{grade} puzzles need at most: {techniques}.", grade=grade_name(grade),
               techniques=joined(names))


class SaveError(ValueError):
    """A saved game that cannot be resumed; the message says why."""


def round_fields(round: Round) -> dict[str, Any]:
    """The round's part of a save record (the scene adds the history, time and hints); a variant's puzzle in its
    one-line form (`variants.py`) under its `variant` name."""
    fields = {
        "version": SAVE_VERSION,
        "puzzle": format_grid(round.puzzle),
        "solution": format_grid(round.solution),
        "grade": round.grade.label,
        "level_id": round.level_id,
        "title": plain(round.title),
        "mode": round.mode,
        "daily": round.daily.isoformat() if round.daily is not None else None,
        "keeps_records": round.keeps_records,
    }
    if round.geo is not CLASSIC:
        from game.logic.sudoku.variants import Puzzle, format_givens, format_puzzle

        fields.update(variant=round.variant, puzzle=format_puzzle(Puzzle(round.geo, round.puzzle)),
                      solution=format_givens(round.solution))
    return fields


def _variant_round(data: Mapping[str, Any]) -> tuple[Grid, Grid, Geometry]:
    """A variant save's puzzle, solution and geometry; SaveError when they do not fit together."""
    from game.logic.sudoku.geo_grader import valid_solution
    from game.logic.sudoku.variants import parse_givens, parse_puzzle

    try:
        parsed = parse_puzzle(str(data["variant"]), str(data["puzzle"]))
        solution = parse_givens(str(data["solution"]), parsed.geo.size)
    except PuzzleError as err:
        raise SaveError(Msg("the saved puzzle: {problem}", problem=reason(err))) from None
    fits = all(not g or g == s for g, s in zip(parsed.givens, solution))
    if not fits or not valid_solution(parsed.geo, solution):
        raise SaveError(Msg("the saved solution does not fit the puzzle"))
    return parsed.givens, solution, parsed.geo


def _day(daily: object) -> datetime.date:
    """The daily puzzle's day as saved (its ISO text)."""
    if isinstance(daily, str):
        try:
            return datetime.date.fromisoformat(daily)
        except ValueError:   # Python's own words are English
            pass
    raise SaveError(Msg("the daily puzzle's day is not a date"))


def round_from_record(data: Mapping[str, Any]) -> Round:
    """The round of a save record; SaveError saying what is wrong with it."""
    try:
        if data.get("version") != SAVE_VERSION:
            raise SaveError(Msg("unknown save version {version}", version=repr(data.get("version"))))
        geo: Geometry = CLASSIC
        if data.get("variant") is not None:
            puzzle, solution, geo = _variant_round(data)
        else:
            puzzle = parse_grid(str(data["puzzle"]))
            solution = parse_grid(str(data["solution"]))
            if not is_complete_solution(solution, puzzle):
                raise SaveError(Msg("the saved solution does not fit the puzzle"))
        grade = Grade.parse(data["grade"])
        level_id = data.get("level_id")
        if level_id is not None and not isinstance(level_id, str):
            raise SaveError(Msg("the level id is not text"))
        title = str(data.get("title") or grade.label.capitalize())
        mode = data.get("mode") or ""   # saves before the daily puzzle have none: campaign or endless
        if mode not in ("", "daily", "code"):
            raise SaveError(Msg("unknown mode {mode}", mode=repr(mode)))
        daily = data.get("daily")
        day = _day(daily) if daily is not None else None
        keeps_records = data.get("keeps_records", True)
        if not isinstance(keeps_records, bool):
            raise SaveError(Msg("{key} is not true or false", key="keeps_records"))
    except KeyError as err:
        raise SaveError(Msg("the save has no {key}", key=repr(err.args[0]))) from None
    except SaveError:
        raise
    except ValueError as err:
        raise SaveError(reason(err)) from None
    return Round(puzzle, solution, grade, level_id, title, mode, day, keeps_records, geo)
