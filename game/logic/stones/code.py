"""A stone-duel level as a code's description, and back: the heaps, the most a heap may hold, the rule and who
moves first. The opponent's strength is the player's choice, not part of the puzzle."""
from __future__ import annotations

from game.logic.words import Msg
from game.logic.packing import DescriptionError, Packer, Unpacker

from .levels import MAX_LEVEL_CAP, MAX_LEVEL_HEAPS, First, LevelSpec, Opponent
from .state import Rule

_RULES = tuple(Rule)
_FIRSTS = tuple(First)


def encode(level: LevelSpec) -> str:
    packer = Packer()
    packer.push(_RULES.index(level.rule), len(_RULES))
    packer.push(_FIRSTS.index(level.first), len(_FIRSTS))
    packer.flag(level.opponent is Opponent.HUMAN)
    packer.push(level.cap - 1, MAX_LEVEL_CAP)
    packer.push(len(level.heaps) - 1, MAX_LEVEL_HEAPS)
    for heap in level.heaps:
        packer.push(heap, level.cap + 1)
    return packer.encode()


def decode(description: str) -> LevelSpec:
    fields = Unpacker(description)
    rule = _RULES[fields.pop(len(_RULES), "rule")]
    first = _FIRSTS[fields.pop(len(_FIRSTS), "first")]
    opponent = Opponent.HUMAN if fields.flag("opponent") else Opponent.AI
    cap = fields.pop(MAX_LEVEL_CAP, "cap") + 1
    count = fields.pop(MAX_LEVEL_HEAPS, "heaps") + 1
    heaps = tuple(fields.pop(cap + 1, "heap") for _ in range(count))
    fields.end()
    if not any(heaps):
        raise DescriptionError(Msg("every heap is empty: there is no game to play"))
    if opponent is Opponent.HUMAN and first is First.AI:
        raise DescriptionError(Msg("a game between two people cannot start with the computer"))
    return LevelSpec(heaps, cap, rule, first, opponent=opponent)
