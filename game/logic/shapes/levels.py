"""Shape levels (levels/shapes.yaml): the fields, the deep check, the first state.

    - id: sh-001
      band: easy
      picture:            # the picture (picture.py), one string per row, or one string with line breaks
        - ".-.-."
        - "| | |"
        - ".-.-."
      task: remove        # remove, move or add
      sticks: 1           # K
      squares: 1          # or triangles: N (which also says which lattice the picture is on)
      equal: false        # optional: all the shapes counted of one size
      answers: 2          # optional: how many answers (final layouts) there are; check-levels compares
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.logic.common import LevelFieldError, PuzzleError
from game.logic.words import Msg, reason

from .lattice import Kind
from .picture import format_picture, parse_picture
from .puzzle import Action, Puzzle, TaskError, check_puzzle
from .solver import solve_all

KNOWN = ("picture", "task", "sticks", "squares", "triangles", "equal", "answers")
CHECK_NODES = 1_000_000   # about 10-30 s at the worst; the shipped levels need at most 76,000


@dataclass(frozen=True)
class LevelSpec:
    puzzle: Puzzle
    answers: int | None = None   # as the level file states it

    @property
    def picture(self) -> str:
        return format_picture(self.puzzle.lattice, self.puzzle.start)


def _whole(fields: Mapping[str, Any], key: str, low: int, high: int) -> int:
    value = fields[key]
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise LevelFieldError(key, Msg("is {value}: it must be a whole number from {low} to {high}", value=repr(value),
                                       low=low, high=high))
    return value


def picture_text(value: object) -> str:
    """A level's picture as one string: rows as a list of strings, or one string with line breaks."""
    if isinstance(value, str):
        return value
    if isinstance(value, list) and value and all(isinstance(row, str) for row in value):
        return "\n".join(value)
    raise LevelFieldError("picture", Msg("must be a list of rows (strings) or one string with line breaks"))


def parse_level(fields: Mapping[str, Any]) -> LevelSpec:
    for key in fields:
        if key not in KNOWN:
            raise LevelFieldError(str(key), Msg("unknown field; shape levels take {known}", known=", ".join(KNOWN)))
    for key in ("picture", "task", "sticks"):
        if key not in fields:
            raise LevelFieldError(key, Msg("is missing"))
    counts = [key for key in ("squares", "triangles") if key in fields]
    if len(counts) != 1:
        raise LevelFieldError("squares", Msg("give exactly one of {squares} or {triangles}", squares="squares: N",
                                             triangles="triangles: N"))
    kind = Kind(counts[0])
    try:
        action = Action(fields["task"])
    except (ValueError, TypeError):
        raise LevelFieldError("task", Msg("is {value}: it must be {remove}, {move} or {add}",
                                          value=repr(fields["task"]), remove="remove", move="move",
                                          add="add")) from None
    sticks = _whole(fields, "sticks", 1, 12)
    target = _whole(fields, kind.value, 0, 10_000)
    equal = fields.get("equal", False)
    if not isinstance(equal, bool):
        raise LevelFieldError("equal", Msg("is {value}: it must be {true} or {false}", value=repr(equal), true="true",
                                           false="false"))
    answers = None
    if "answers" in fields:
        answers = _whole(fields, "answers", 0, 10 ** 9)
    try:
        lattice, start = parse_picture(picture_text(fields["picture"]), kind)
    except PuzzleError as err:
        raise LevelFieldError("picture", reason(err)) from None
    puzzle = Puzzle(lattice, start, action, sticks, target, equal)
    try:
        check_puzzle(puzzle)
    except TaskError as err:   # it names the field at fault
        raise LevelFieldError(err.field, err.reason) from None
    except PuzzleError as err:
        raise LevelFieldError("sticks", reason(err)) from None
    return LevelSpec(puzzle, answers)


def level_fields(spec: LevelSpec) -> dict[str, Any]:
    """The level-file fields of `spec` (the picture as a list of rows)."""
    puzzle = spec.puzzle
    fields: dict[str, Any] = {
        "picture": spec.picture.split("\n"),
        "task": puzzle.action.value,
        "sticks": puzzle.sticks,
        puzzle.lattice.kind.value: puzzle.target,
    }
    if puzzle.equal:
        fields["equal"] = True
    if spec.answers is not None:
        fields["answers"] = spec.answers
    return fields


def check_level(spec: LevelSpec) -> list[LevelFieldError]:
    found = solve_all(spec.puzzle, CHECK_NODES)
    kind = spec.puzzle.lattice.kind.value
    if found.stopped:
        return [LevelFieldError(kind, Msg("the solver stopped after {nodes} steps without finishing",
                                          nodes=found.nodes))]
    if not found.layouts:
        return [LevelFieldError(kind, Msg("the puzzle has no answer"))]
    if spec.answers is not None and spec.answers != len(found.layouts):
        return [LevelFieldError("answers", Msg("says {stated}, but the solver finds {found}", stated=spec.answers,
                                              found=len(found.layouts)))]
    return []
