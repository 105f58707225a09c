"""Level fields for levels/matchstick.yaml: validation (parse_level), the deep check run by
`check-levels` (check_level) and the file's settings (custom-entry examples)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ..common import LevelFieldError, PuzzleError
from ..words import Msg, reason
from .play import MAX_MOVES, MODES, Puzzle, Task, parse_puzzle
from .rules import FLAGS, PRESETS, Rules, RulesError, rules_from
from .solver import solve

LEVEL_FIELDS = ("puzzle", "moves", "mode", "rules", "solutions")
RULE_FIELDS = ("preset", "allow", "forbid", "operators", "form")


@dataclass(frozen=True)
class LevelSpec:
    puzzle: Puzzle
    moves: int
    mode: str
    rules: Rules
    solutions: tuple[str, ...] | None  # as listed in the file (canonical ASCII), if listed

    @property
    def task(self) -> Task:
        return Task(self.puzzle, self.moves, self.mode)


@dataclass(frozen=True)
class Settings:
    custom_examples: tuple[str, ...] = ()  # puzzles offered on the custom-entry screen


def _flag_list(value: Any, field: str) -> list[str]:
    if isinstance(value, str):
        return [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise LevelFieldError(field, Msg("must be a flag name or a list of flag names"))
    return value


def parse_rules(value: Any, field: str = "rules") -> Rules:
    """A preset name, or a mapping {preset, allow, forbid, operators, form}."""
    try:
        if isinstance(value, str):
            return rules_from(value)
        if not isinstance(value, Mapping):
            raise LevelFieldError(field, Msg("must be a preset name or a mapping with {keys}",
                                                 keys="preset/allow/forbid/operators"))
        for key in value:
            if key not in RULE_FIELDS:
                raise LevelFieldError(f"{field}.{key}", Msg("unknown rules field (known: {known})",
                                                                known=", ".join(RULE_FIELDS)))
        preset = value.get("preset", "classic")
        if not isinstance(preset, str):
            raise LevelFieldError(f"{field}.preset", Msg("must be a preset name"))
        operators = value.get("operators")
        if operators is not None and not isinstance(operators, str):
            raise LevelFieldError(f"{field}.operators", Msg("must be text such as {example}", example="'+-='"))
        form = value.get("form")
        if form is not None and not isinstance(form, str):
            raise LevelFieldError(f"{field}.form", Msg("must be text such as {example}", example="'A+B=C|A-B=C'"))
        flags = {}
        for key in ("allow", "forbid"):
            flags[key] = _flag_list(value.get(key, []), f"{field}.{key}")
            for flag in flags[key]:
                if flag not in FLAGS:
                    raise LevelFieldError(f"{field}.{key}", Msg("unknown rule flag {flag} (choose from {known})",
                                                                    flag=repr(flag), known=", ".join(FLAGS)))
        return rules_from(preset, flags["allow"], flags["forbid"], operators, form)
    except RulesError as err:
        raise LevelFieldError(field, reason(err)) from None


def parse_level(fields: Mapping[str, Any]) -> LevelSpec:
    """Validate one level's game fields (id/name/band already removed)."""
    for key in fields:
        if key not in LEVEL_FIELDS:
            raise LevelFieldError(str(key), Msg("unknown field (known: {known})", known=", ".join(LEVEL_FIELDS)))
    if "puzzle" not in fields:
        raise LevelFieldError("puzzle", Msg("missing (an equation such as {example})", example="'6+4=4'"))
    rules = parse_rules(fields.get("rules", "classic"))
    moves = fields.get("moves", 1)
    if isinstance(moves, bool) or not isinstance(moves, int) or not 1 <= moves <= MAX_MOVES:
        raise LevelFieldError("moves", Msg("must be a whole number from 1 to {most}, not {value}", most=MAX_MOVES,
                                           value=repr(moves)))
    mode = fields.get("mode", "move")
    if mode not in MODES:
        raise LevelFieldError("mode", Msg("must be one of {known}, not {value}", known=", ".join(MODES),
                                          value=repr(mode)))
    text = fields["puzzle"]
    if isinstance(text, int) and not isinstance(text, bool):
        text = str(text)
    if not isinstance(text, str):
        raise LevelFieldError("puzzle", Msg("must be text"))
    try:
        puzzle = parse_puzzle(text, rules)
    except PuzzleError as err:
        raise LevelFieldError("puzzle", reason(err)) from None
    listed = fields.get("solutions")
    solutions = None
    if listed is not None:
        if not isinstance(listed, list):
            raise LevelFieldError("solutions", Msg("must be a list of equations"))
        out = []
        for i, s in enumerate(listed):
            if not isinstance(s, str):
                raise LevelFieldError(f"solutions.{i}", Msg("must be text"))
            try:
                out.append(parse_puzzle(s, rules).text)
            except PuzzleError as err:
                raise LevelFieldError(f"solutions.{i}", reason(err)) from None
        solutions = tuple(out)
    return LevelSpec(puzzle, moves, mode, puzzle.rules, solutions)  # Roman text: its roman rules


def check_level(spec: LevelSpec) -> list[LevelFieldError]:
    """Solvable, and any listed solutions are exactly the solver's."""
    found = solve(spec.puzzle, spec.moves, spec.mode).texts
    if not found:
        return [LevelFieldError("puzzle", Msg("{puzzle} has no answer exactly {moves} stick(s) away ({mode}, rules "
                                              "{rules})", puzzle=repr(spec.puzzle.text), moves=spec.moves,
                                              mode=spec.mode, rules=spec.rules.describe()))]
    if spec.solutions is not None and sorted(set(spec.solutions)) != found:
        missing = sorted(set(found) - set(spec.solutions))
        extra = sorted(set(spec.solutions) - set(found))
        parts = []
        if missing:
            parts.append(Msg("the solver also finds {found}", found=", ".join(missing)))
        if extra:
            parts.append(Msg("{listed} is not an answer", listed=", ".join(extra)))
        said = parts[0] if len(parts) == 1 else Msg("{first}; {second}", first=parts[0], second=parts[1])
        return [LevelFieldError("solutions", said)]
    return []


def parse_settings(fields: Mapping[str, Any]) -> Settings:
    """The file's `settings:` mapping: custom_examples, a list of puzzles (classic rules)."""
    if not isinstance(fields, Mapping):
        raise LevelFieldError("settings", Msg("must be a mapping"))
    for key in fields:
        if key != "custom_examples":
            raise LevelFieldError(str(key), Msg("unknown setting (known: {known})", known="custom_examples"))
    examples = fields.get("custom_examples", [])
    if not isinstance(examples, list):
        raise LevelFieldError("custom_examples", Msg("must be a list of equations"))
    out = []
    for i, text in enumerate(examples):
        if not isinstance(text, str):
            raise LevelFieldError(f"custom_examples.{i}", Msg("must be text"))
        try:
            out.append(parse_puzzle(text, PRESETS["classic"]).text)
        except PuzzleError as err:
            raise LevelFieldError(f"custom_examples.{i}", reason(err)) from None
    return Settings(tuple(out))
