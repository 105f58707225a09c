"""The one door for values read back from the save file: a typed schema with bounds for every record.

A saved game, a setting and a high score's detail pass `saved_game`, `setting` or `score_detail` before anything
else sees them. Each field has a type and bounds that play can produce: texts of tens of characters (a title, a
name, a move), lists of known sizes, whole numbers and fractions in the ranges a game reaches. A record that
fails is refused with a `RecordError` naming the field and what is wrong, never quoting the value; fields the
schema does not know are left out of what the reader gets, so nothing unchecked reaches a screen.

`game/saved_values.py` bounds the stored text's length and nesting before it is parsed; this module checks
the parsed value. Each game still checks what only it can (a puzzle's digits fit its solution, the moves replay)
when it rebuilds the game, and the lobby treats any failure there as a damaged save (scenes/saved_game.py).
"""
from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from game.i18n import LANGUAGES, N_
from game.logic.words import Msg
from game.logic.session import MAX_SAVED_MOVES
from game.logic.stones import MAX_LEVEL_CAP, MAX_LEVEL_HEAPS
from game.logic.twentyfour.numbers import MAX_NUMBER_CHARS, MAX_NUMBERS
from game.saved_values import LARGEST

TITLE_CHARS = 120   # a title shown in a header or on a button
NAME_CHARS = 24     # a player's name
ID_CHARS = 64       # a level's id, a mode's or a grade's name
MOVE_CHARS = 200    # a move's text: the longest is a typed 24 answer (its box takes 40 characters)
CLOCK_CHARS = 40    # a run clock as an exact fraction ("241/2"): play's denominators divide 1000
_RATIO = re.compile(r"[+-]?\d+(/\d+)?")
_FACES = ("A", "J", "Q", "K")


class RecordError(ValueError):
    """A value read back that does not fit its schema: says which field and what is wrong, never the value."""

    def __init__(self, where: str, why: Msg) -> None:
        self.message = Msg("{field}: {problem}", field=where, problem=why) if where else why   # in the player's language
        super().__init__(self.message)


def _join(where: str, name: str | int) -> str:
    return f"{where}[{name}]" if isinstance(name, int) else f"{where}.{name}" if where else name


class Spec:
    """One field's type and bounds. `clean` returns the value a reader may trust, or raises RecordError."""

    def clean(self, value: Any, where: str = "") -> Any:
        raise NotImplementedError


@dataclass(frozen=True)
class Flag(Spec):
    def clean(self, value: Any, where: str = "") -> Any:
        if not isinstance(value, bool):
            raise RecordError(where, Msg("is not true or false"))
        return value


@dataclass(frozen=True)
class Whole(Spec):
    low: int = 0
    high: int = LARGEST

    def clean(self, value: Any, where: str = "") -> Any:
        if isinstance(value, bool) or not isinstance(value, int):
            raise RecordError(where, Msg("is not a whole number"))
        if not self.low <= value <= self.high:
            raise RecordError(where, Msg("is outside {low} to {high}", low=self.low, high=self.high))
        return value


@dataclass(frozen=True)
class Real(Spec):
    """A finite number (whole or not) within bounds: seconds played, a score."""

    low: float = 0
    high: float = LARGEST

    def clean(self, value: Any, where: str = "") -> Any:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise RecordError(where, Msg("is not a number"))
        if isinstance(value, float) and not math.isfinite(value):
            raise RecordError(where, Msg("is not a finite number"))
        if not self.low <= value <= self.high:
            raise RecordError(where, Msg("is outside {low} to {high}", low=f"{self.low:g}", high=f"{self.high:g}"))
        return value


@dataclass(frozen=True)
class Text(Spec):
    max_chars: int
    choices: tuple[str, ...] = ()

    def clean(self, value: Any, where: str = "") -> Any:
        if not isinstance(value, str):
            raise RecordError(where, Msg("is not text"))
        if len(value) > self.max_chars:
            raise RecordError(where, Msg("is longer than {most} characters", most=self.max_chars))
        if self.choices and value not in self.choices:
            raise RecordError(where, Msg("is not one of {known}", known=", ".join(self.choices)))
        return value


@dataclass(frozen=True)
class Ratio(Spec):
    """An exact number saved as a whole number or as text ("8/3"): at most `max_chars` characters, its value
    within bounds (None: any). `faces` also takes the card letters A J Q K."""

    max_chars: int
    low: Fraction | None = None
    high: Fraction | None = None
    faces: bool = False

    def clean(self, value: Any, where: str = "") -> Any:
        if isinstance(value, bool) or not isinstance(value, (int, str)):
            raise RecordError(where, Msg("is not an exact number"))
        if isinstance(value, int):
            # more than 4 bits a digit is surely too long; below that str() is cheap and within Python's limit
            if value.bit_length() > self.max_chars * 4 or len(str(abs(value))) > self.max_chars:
                raise RecordError(where, Msg("has more than {most} digits", most=self.max_chars))
            number = Fraction(value)
        else:
            text = value.strip()
            if len(text) > self.max_chars:
                raise RecordError(where, Msg("is longer than {most} characters", most=self.max_chars))
            if self.faces and text.upper() in _FACES:
                return value
            if not _RATIO.fullmatch(text):
                raise RecordError(where, Msg("is not a whole number or a fraction"))
            numerator, _, denominator = text.partition("/")
            if denominator and int(denominator) == 0:
                raise RecordError(where, Msg("has a zero denominator"))
            number = Fraction(int(numerator), int(denominator or 1))
        if (self.low is not None and number < self.low) or (self.high is not None and number > self.high):
            raise RecordError(where, Msg("is outside {low} to {high}", low=self.low, high=self.high))
        return value


@dataclass(frozen=True)
class Maybe(Spec):
    """`inner`, or null."""

    inner: Spec

    def clean(self, value: Any, where: str = "") -> Any:
        return None if value is None else self.inner.clean(value, where)


@dataclass(frozen=True)
class OrElse(Spec):
    """`inner`, or `fallback` in place of a value that does not fit (a field whose loss costs little: a best
    time), so one bad field does not cost the whole record."""

    inner: Spec
    fallback: Any = None

    def clean(self, value: Any, where: str = "") -> Any:
        try:
            return self.inner.clean(value, where)
        except RecordError:
            return self.fallback


@dataclass(frozen=True)
class ListOf(Spec):
    item: Spec
    max_items: int
    min_items: int = 0

    def clean(self, value: Any, where: str = "") -> Any:
        if not isinstance(value, list):
            raise RecordError(where, Msg("is not a list"))
        if len(value) > self.max_items:
            raise RecordError(where, Msg("holds more than {most} items", most=self.max_items))
        if len(value) < self.min_items:
            raise RecordError(where, Msg("holds fewer than {least} items", least=self.min_items))
        return [self.item.clean(v, _join(where, i)) for i, v in enumerate(value)]


@dataclass(frozen=True)
class Row(Spec):
    """A list of fixed length whose items each have their own spec."""

    items: tuple[Spec, ...]

    def clean(self, value: Any, where: str = "") -> Any:
        if not isinstance(value, list) or len(value) != len(self.items):
            raise RecordError(where, Msg("is not a list of {n} items", n=len(self.items)))
        return [spec.clean(v, _join(where, i)) for i, (spec, v) in enumerate(zip(self.items, value))]


@dataclass(frozen=True)
class Record(Spec):
    """A mapping of known fields (each optional unless `required`); fields it does not know are left out.
    `rule` checks what relates fields (a position within the moves), returning what is wrong or None."""

    fields: Mapping[str, Spec]
    required: tuple[str, ...] = ()
    rule: Callable[[dict[str, Any]], Msg | None] | None = field(default=None, compare=False)

    def clean(self, value: Any, where: str = "") -> Any:
        if not isinstance(value, dict):
            raise RecordError(where, Msg("is not a record"))
        for name in self.required:
            if name not in value:
                raise RecordError(_join(where, name), Msg("is missing"))
        out = {name: spec.clean(value[name], _join(where, name))
               for name, spec in self.fields.items() if name in value}
        problem = self.rule(out) if self.rule is not None else None
        if problem is not None:
            raise RecordError(where, problem)
        return out

    def with_fields(self, **more: Spec) -> Record:
        return Record({**self.fields, **more}, self.required, self.rule)


# --- saved games ---------------------------------------------------------------------------------------------

def _position_within_moves(history: dict[str, Any]) -> Msg | None:
    if history.get("position", 0) > len(history.get("moves", [])):
        return Msg("the position is past the last move")
    return None


HISTORY = Record({"moves": ListOf(Text(MOVE_CHARS), MAX_SAVED_MOVES), "position": Whole(0, MAX_SAVED_MOVES)},
                 rule=_position_within_moves)
_STONES_SPEC = Record({
    "heaps": ListOf(Whole(0, MAX_LEVEL_CAP), MAX_LEVEL_HEAPS, 1), "cap": Whole(1, MAX_LEVEL_CAP),
    "rule": Text(ID_CHARS), "first": Text(ID_CHARS), "ai": Text(ID_CHARS), "opponent": Text(ID_CHARS)})

# the fields every game's save may hold: the session's record and the header fields games have always written
SHARED = Record({
    "history": HISTORY, "elapsed": Real(), "hints": Whole(), "answers": Whole(),
    "used_help": Flag(), "hints_used": Flag(), "check": Flag(),  # older saves' help flags; sudoku's check
    "level": Maybe(Text(ID_CHARS)), "level_id": Maybe(Text(ID_CHARS)), "title": Maybe(Text(TITLE_CHARS)),
    "grade": Maybe(Text(ID_CHARS)), "puzzle": Maybe(Text(ID_CHARS * 2)), "solution": Maybe(Text(ID_CHARS * 2)),
    "names": ListOf(Text(NAME_CHARS), 2), "spec": Record({}),
    # a daily or pasted puzzle: how it was chosen, its day (YYYY-MM-DD), whether it keeps records
    "mode": Maybe(Text(ID_CHARS)), "daily": Maybe(Text(ID_CHARS)), "keeps_records": Flag(),
})

_CLOCK = Ratio(CLOCK_CHARS, Fraction(0), Fraction(LARGEST))
_CARD = Ratio(MAX_NUMBER_CHARS, faces=True)
_RUN = Record({
    "time_left": Maybe(_CLOCK), "elapsed": _CLOCK, "hands_done": Whole(), "solved": Whole(), "skipped": Whole(),
    "streak": Whole(), "best_streak": Whole(), "helped": Flag(), "over": Flag(), "reason": Text(ID_CHARS)})
# random.Random.getstate(): (version, 625 words, gauss_next)
_RNG_STATE = Row((Whole(0, 9), ListOf(Whole(0, 2 ** 32 - 1), 625, 625), Maybe(Real(-LARGEST, LARGEST))))

SAVES: dict[str, Record] = {
    "matchstick": SHARED,
    "stones": SHARED.with_fields(spec=_STONES_SPEC),
    # a variant sudoku's puzzle in its one-line form: a killer's (givens, cage letters, up to 52 sums) is the longest
    "sudoku": SHARED.with_fields(version=Whole(0, 99), selected=Maybe(Whole(0, 80)), variant=Maybe(Text(ID_CHARS)),
                                 puzzle=Maybe(Text(400))),
    "twentyfour": SHARED.with_fields(
        mode=Text(ID_CHARS), band=Maybe(Text(ID_CHARS)), seed=Maybe(Whole(0, 10 ** 9)), target=_CARD,
        hand=ListOf(_CARD, MAX_NUMBERS, 1), hand_over=Flag(), run=_RUN, rng=_RNG_STATE,
        origin=Maybe(Text(ID_CHARS)), cards=ListOf(_CARD, MAX_NUMBERS)),
}


# what the player calls each game's save ("Your saved 24 game could not be resumed ...")
SAVE_NAMES = {"matchstick": N_("matchstick puzzle"), "stones": N_("stone duel"), "sudoku": N_("sudoku game"),
              "twentyfour": N_("24 game")}


def saved_game(game: str, value: Any) -> dict[str, Any]:
    """The saved game of `game` as its schema lets it through (RecordError saying what does not fit)."""
    cleaned: dict[str, Any] = SAVES.get(game, SHARED).clean(value)
    return cleaned


# --- settings and scores ---------------------------------------------------------------------------------------

SETTINGS: dict[str, Spec] = {
    "sound": Flag(), "fullscreen": Flag(), "relaxed_timers": Flag(),
    "language": Text(ID_CHARS, LANGUAGES),
    "window": Record({"width": Whole(1, 100_000), "height": Whole(1, 100_000), "maximised": Flag()},
                     required=("width", "height")),
    "sudoku.strike_marks": Flag(), "sudoku.check": Flag(), "sudoku.digit_first": Flag(), "stones.teach": Flag(),
    "player_name": Text(NAME_CHARS), "twentyfour.band": Text(ID_CHARS), "twentyfour.seed": Whole(0, 10 ** 9),
    "matchstick.custom": Record({"moves": Maybe(Whole(0, 99)), "mode": Maybe(Text(ID_CHARS)),
                                 "preset": Maybe(Text(ID_CHARS))}),
    "stones.custom": Record({"rule": Text(ID_CHARS), "opponent": Text(ID_CHARS), "first": Text(ID_CHARS),
                             "ai": Text(ID_CHARS), "heaps": Whole(0, 99), "cap": Whole(0, 999),
                             "names": ListOf(Text(NAME_CHARS), 2)}),
}
# a setting this version does not know (an older or newer game's): small and plain, or refused
OTHER_SETTING = Maybe(Text(TITLE_CHARS))


def setting(key: str, value: Any) -> Any:
    """A stored setting as its schema lets it through (RecordError saying what does not fit)."""
    return SETTINGS.get(key, OTHER_SETTING).clean(value)


SCORE_NAME = Text(NAME_CHARS)
SCORE = Real(-LARGEST, LARGEST)
SCORE_DETAIL = Record({"solved": Whole(), "seconds": Real(), "best_streak": Whole()})


def score_detail(value: Any) -> dict[str, Any]:
    """A high score's detail as its schema lets it through (RecordError saying what does not fit)."""
    cleaned: dict[str, Any] = SCORE_DETAIL.clean(value)
    return cleaned
