"""levels/twentyfour.yaml: each level is a fixed hand; `settings.modes` holds the rules of the modes."""
from __future__ import annotations

from dataclasses import dataclass, fields, replace
from fractions import Fraction
from typing import Any, Mapping

from game.logic.common import LevelFieldError, PuzzleError
from game.logic.twentyfour import solver
from game.logic.twentyfour.modes import (BEAT_THE_CLOCK, CHALLENGE, MODE_NAMES, RELAXED, SPRINT, ModeRules)
from game.logic.twentyfour.numbers import MAX_NUMBERS, Num, fmt, parse_number
from game.logic.twentyfour.rating import BAND_NAMES
from game.logic.words import Msg, reason


@dataclass(frozen=True)
class LevelSpec:
    cards: tuple[Num, ...]
    target: Num = 24
    solutions: int | None = None    # stated number of distinct solutions, checked by check_level
    solvable: bool = True           # a level may be a "no solution" puzzle on purpose


LEVEL_KEYS = {"cards", "target", "solutions", "solvable"}


def _number(value: Any, field: str) -> Num:
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise LevelFieldError(field, Msg("must be a whole number, a fraction like {example} or a card A J Q K, got "
                                         "{value}", example="'8/3'", value=repr(value)))
    try:
        return parse_number(str(value), field)
    except PuzzleError as err:
        raise LevelFieldError(field, reason(err)) from None
    except ZeroDivisionError:
        raise LevelFieldError(field, Msg("{what} {token} has a zero denominator", what=field,
                                         token=repr(str(value)))) from None


def parse_level(fields_: Mapping[str, Any]) -> LevelSpec:
    for key in fields_:
        if key not in LEVEL_KEYS:
            raise LevelFieldError(str(key), Msg("unknown field (expected {known})",
                                                known=", ".join(sorted(LEVEL_KEYS))))
    if "cards" not in fields_:
        raise LevelFieldError("cards", Msg("missing: list the cards, e.g. {example}", example="cards: [3, 3, 8, 8]"))
    raw = fields_["cards"]
    if isinstance(raw, str):
        raw = raw.split()
    if not isinstance(raw, list) or not 1 <= len(raw) <= MAX_NUMBERS:
        raise LevelFieldError("cards", Msg("must be a list of 1 to {most} cards, got {value}", most=MAX_NUMBERS,
                                           value=repr(fields_["cards"])))
    cards = tuple(_number(v, "cards") for v in raw)
    target = _number(fields_.get("target", 24), "target")
    stated = fields_.get("solutions")
    if stated is not None and (isinstance(stated, bool) or not isinstance(stated, int) or stated < 0):
        raise LevelFieldError("solutions", Msg("must be a whole number of distinct solutions, got {value}",
                                               value=repr(stated)))
    solvable = fields_.get("solvable", True)
    if not isinstance(solvable, bool):
        raise LevelFieldError("solvable", Msg("must be true or false, got {value}", value=repr(solvable)))
    return LevelSpec(cards, target, stated, solvable)


def check_level(spec: LevelSpec) -> list[LevelFieldError]:
    problems = []
    hand = " ".join(fmt(c) for c in spec.cards)
    count = solver.count_solutions(spec.cards, spec.target)
    if spec.solvable and count == 0:
        problems.append(LevelFieldError("cards", Msg("{hand} cannot make {target}", hand=hand,
                                                      target=fmt(spec.target))))
    if not spec.solvable and count:
        problems.append(LevelFieldError("solvable", Msg(
            "{hand} can make {target}, e.g. {example}", hand=hand, target=fmt(spec.target),
            example=solver.solutions(spec.cards, spec.target)[0].text)))
    if spec.solutions is not None and spec.solutions != count:
        problems.append(LevelFieldError("solutions", Msg("states {stated} distinct solutions; the solver finds "
                                                          "{count}", stated=spec.solutions, count=count)))
    return problems


# --- settings: the modes ---------------------------------------------------------------------------

DEFAULT_MODES: dict[str, ModeRules] = {
    BEAT_THE_CLOCK: ModeRules(BEAT_THE_CLOCK, "Beat the clock", start_seconds=Fraction(120), solve_bonus=Fraction(10),
                              skip_penalty=Fraction(20), high_scores=True),
    SPRINT: ModeRules(SPRINT, "Sprint", hands=10, band="medium", skip_penalty=Fraction(20), high_scores=True),
    RELAXED: ModeRules(RELAXED, "Relaxed", hints_free=True),
    CHALLENGE: ModeRules(CHALLENGE, "Challenge", start_seconds=Fraction(120), solve_bonus=Fraction(10),
                         skip_penalty=Fraction(20), hands=12, seed=24, high_scores=True),
}


@dataclass(frozen=True)
class Settings:
    modes: tuple[ModeRules, ...]

    def mode(self, name: str) -> ModeRules:
        for m in self.modes:
            if m.name == name:
                return m
        raise KeyError(name)


DEFAULT_SETTINGS = Settings(tuple(DEFAULT_MODES[n] for n in MODE_NAMES))

_SECONDS = {"start_seconds", "solve_bonus", "skip_penalty", "urgent_seconds"}
_MODE_KEYS = {f.name for f in fields(ModeRules)} - {"name"}


def _mode_value(key: str, value: Any, field: str) -> Any:
    if key in _SECONDS:
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise LevelFieldError(field, Msg("must be a whole number of seconds (0 or more), got {value}",
                                             value=repr(value)))
        return Fraction(value)
    if key == "hands":
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise LevelFieldError(field, Msg("must be a whole number of hands (1 or more), got {value}",
                                             value=repr(value)))
        return value
    if key == "seed":
        if isinstance(value, bool) or not isinstance(value, int):
            raise LevelFieldError(field, Msg("must be a whole number, got {value}", value=repr(value)))
        return value
    if key == "band":
        if value not in BAND_NAMES:
            raise LevelFieldError(field, Msg("must be one of {known}, got {value}", known=", ".join(BAND_NAMES),
                                             value=repr(value)))
        return value
    if key == "title":
        if not isinstance(value, str) or not value.strip():
            raise LevelFieldError(field, Msg("must be a non-empty text, got {value}", value=repr(value)))
        return value
    if key == "unsolvable_share":
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 1:
            raise LevelFieldError(field, Msg("must be a number from 0 to 1, got {value}", value=repr(value)))
        return float(value)
    if not isinstance(value, bool):  # hints_free, high_scores
        raise LevelFieldError(field, Msg("must be true or false, got {value}", value=repr(value)))
    return value


def parse_settings(fields_: Mapping[str, Any]) -> Settings:
    if not isinstance(fields_, Mapping):
        raise LevelFieldError("modes", Msg("settings must be a mapping with a {key} key", key="'modes'"))
    for key in fields_:
        if key != "modes":
            raise LevelFieldError(str(key), Msg("unknown setting (expected: {known})", known="modes"))
    modes_raw = fields_.get("modes", {})
    if not isinstance(modes_raw, Mapping):
        raise LevelFieldError("modes", Msg("must map mode names to their rules"))
    modes = dict(DEFAULT_MODES)
    for name, rules in modes_raw.items():
        if name not in MODE_NAMES:
            raise LevelFieldError(f"modes.{name}", Msg("unknown mode (expected one of {known})",
                                                       known=", ".join(MODE_NAMES)))
        if rules is None:
            rules = {}
        if not isinstance(rules, Mapping):
            raise LevelFieldError(f"modes.{name}", Msg("must be a mapping of rules"))
        changes = {}
        for key, value in rules.items():
            field = f"modes.{name}.{key}"
            if key not in _MODE_KEYS:
                raise LevelFieldError(field, Msg("unknown rule (expected one of {known})",
                                                 known=", ".join(sorted(_MODE_KEYS))))
            changes[key] = _mode_value(key, value, field)
        modes[name] = replace(DEFAULT_MODES[name], **changes)
    if modes[CHALLENGE].seed is None:
        raise LevelFieldError(f"modes.{CHALLENGE}.seed", Msg("a challenge needs a seed everyone shares"))
    if modes[CHALLENGE].hands is None:
        raise LevelFieldError(f"modes.{CHALLENGE}.hands", Msg("a challenge needs a number of hands"))
    return Settings(tuple(modes[n] for n in MODE_NAMES))
