"""A matchstick level as a code's description, and back: the task (moves, mode), the rule set and the equation."""
from __future__ import annotations

from ..common import PuzzleError
from ..words import Msg, reason
from ..packing import DescriptionError, Packer, Unpacker
from .glyphs import OPERATORS
from .levelspec import LevelSpec
from .play import MAX_MOVES, MODES, parse_puzzle
from .rules import FLAGS, FORMS, NUMERALS, PRESETS, RulesError, rules_from

SYMBOLS = "0123456789" + OPERATORS + "IVXL"  # every character of a puzzle's canonical text
_PRESET_NAMES = tuple(PRESETS)
_FORM_NAMES = tuple(FORMS)
_SIGNS = OPERATORS.replace("=", "")  # '=' is always allowed; the others are a subset, one bit each
_FIELD = {flag: flag.replace("-", "_") for flag in FLAGS}


def encode(level: LevelSpec) -> str:
    rules = level.rules
    packer = Packer()
    packer.push(level.moves - 1, MAX_MOVES)
    packer.push(MODES.index(level.mode), len(MODES))
    packer.push(_PRESET_NAMES.index(rules.name), len(_PRESET_NAMES))
    for flag in FLAGS:
        packer.flag(bool(getattr(rules, _FIELD[flag])))
    for sign in _SIGNS:
        packer.flag(sign in rules.operators)
    packer.push(_FORM_NAMES.index(rules.form), len(_FORM_NAMES))
    packer.push(NUMERALS.index(rules.numerals), len(NUMERALS))
    packer.finish_with_text(level.puzzle.text, SYMBOLS)
    return packer.encode()


def decode(description: str) -> LevelSpec:
    fields = Unpacker(description)
    moves = fields.pop(MAX_MOVES, "moves") + 1
    mode = MODES[fields.pop(len(MODES), "mode")]
    preset = _PRESET_NAMES[fields.pop(len(_PRESET_NAMES), "rules")]
    base = PRESETS[preset]
    flags = {flag: fields.flag(flag) for flag in FLAGS}
    signs = [sign for sign in _SIGNS if fields.flag("operators")]  # one bit per sign, in _SIGNS order
    operators = "".join(signs) + "="
    form = _FORM_NAMES[fields.pop(len(_FORM_NAMES), "form")]
    numerals = NUMERALS[fields.pop(len(NUMERALS), "numerals")]
    text = fields.text(SYMBOLS)
    if not text:
        raise DescriptionError(Msg("the equation is empty"))
    allow = [f for f in FLAGS if flags[f] and not getattr(base, _FIELD[f])]
    forbid = [f for f in FLAGS if not flags[f] and getattr(base, _FIELD[f])]
    try:
        rules = rules_from(preset, allow, forbid, operators, form, numerals)
        puzzle = parse_puzzle(text, rules)
    except (RulesError, PuzzleError) as err:
        raise DescriptionError(Msg("the equation {text} cannot be played: {problem}", text=repr(text),
                                     problem=reason(err))) from None
    return LevelSpec(puzzle, moves, mode, puzzle.rules, None)
