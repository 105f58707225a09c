"""Stone-duel level fields (levels/stones.yaml): parse_level, the deep check (the player can win), the first
state, random winnable starts, and the custom game's deal."""
from __future__ import annotations

import enum
import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.logic.common import LevelFieldError, PuzzleError
from game.logic.words import N_, Msg, Plural, Text, reason

from .ai import Strength
from .perfect import mover_wins
from .state import OPPONENT, PLAYER, Heaps, Rule, State, check_heaps


class First(enum.Enum):
    PLAYER = "player"
    AI = "ai"


class Opponent(enum.Enum):
    AI = "ai"
    HUMAN = "human"


MAX_LEVEL_HEAPS = 8  # what the board can show as countable stones
MAX_LEVEL_CAP = 31


@dataclass(frozen=True)
class LevelSpec:
    heaps: Heaps
    cap: int  # n-1: the most stones a heap may hold
    rule: Rule = Rule.MISERE
    first: First = First.PLAYER
    ai: Strength = Strength.PERFECT
    opponent: Opponent = Opponent.AI


def _enum_field(fields: Mapping[str, Any], key: str, kind: type[enum.Enum], default: enum.Enum) -> Any:
    value = fields.get(key, default.value)
    try:
        return kind(value)
    except ValueError:
        choices: Text = ""
        for k in kind:   # the file's own words, as the file takes them: 'misere' or 'normal'
            choices = Msg("{either} or {other}", either=choices, other=repr(k.value)) if choices else repr(k.value)
        raise LevelFieldError(key, Msg("is {value}: it must be {choices}", value=repr(value),
                                       choices=choices)) from None


def parse_level(fields: Mapping[str, Any]) -> LevelSpec:
    """Validate one level's game fields: heaps (list), cap, and optional rule, first, ai, opponent."""
    known = {"heaps", "cap", "rule", "first", "ai", "opponent"}
    for key in fields:
        if key not in known:
            raise LevelFieldError(str(key), Msg("unknown field; stone levels take {known}",
                                                known=", ".join(sorted(known))))
    for key in ("heaps", "cap"):
        if key not in fields:
            raise LevelFieldError(key, Msg("is missing"))
    raw = fields["heaps"]
    if not isinstance(raw, list) or not raw:
        raise LevelFieldError("heaps", Msg("must be a non-empty list of whole numbers, not {value}", value=repr(raw)))
    if len(raw) > MAX_LEVEL_HEAPS:
        raise LevelFieldError("heaps", Msg("has {count} heaps; the board shows at most {most}", count=len(raw),
                                           most=MAX_LEVEL_HEAPS))
    try:
        heaps = check_heaps(raw)
    except PuzzleError as err:
        raise LevelFieldError("heaps", reason(err)) from None
    if not any(heaps):
        raise LevelFieldError("heaps", Msg("are all empty: there is no game to play"))
    cap = fields["cap"]
    if isinstance(cap, bool) or not isinstance(cap, int) or not 1 <= cap <= MAX_LEVEL_CAP:
        raise LevelFieldError("cap", Msg("is {value}: it must be a whole number from 1 to {most}", value=repr(cap),
                                         most=MAX_LEVEL_CAP))
    for i, h in enumerate(heaps):
        if h > cap:
            raise LevelFieldError("heaps", Plural("heap {heap} (0-based) holds {n} stone, more than the cap of {cap}",
                                                  "heap {heap} (0-based) holds {n} stones, more than the cap of {cap}",
                                                  h, heap=i, cap=cap))
    spec = LevelSpec(
        heaps=heaps,
        cap=cap,
        rule=_enum_field(fields, "rule", Rule, Rule.MISERE),
        first=_enum_field(fields, "first", First, First.PLAYER),
        ai=_enum_field(fields, "ai", Strength, Strength.PERFECT),
        opponent=_enum_field(fields, "opponent", Opponent, Opponent.AI),
    )
    if spec.opponent is Opponent.HUMAN and spec.first is First.AI:
        raise LevelFieldError("first", Msg("is {ai} but the opponent is a human: use {fix}", ai="'ai'",
                                           fix="first: player"))
    return spec


def start_state(spec: LevelSpec) -> State:
    return State(spec.heaps, PLAYER if spec.first is First.PLAYER else OPPONENT, spec.rule)


def player_can_win(spec: LevelSpec) -> bool:
    """Whether the player (index PLAYER) wins from the start with perfect play."""
    mover_win = mover_wins(spec.heaps, spec.rule)
    return mover_win if spec.first is First.PLAYER else not mover_win


def check_level(spec: LevelSpec) -> list[LevelFieldError]:
    """Deep check for check-levels: the player must be able to win from the start."""
    if player_can_win(spec):
        return []
    said = (N_("{heaps} under {rule} rules with the player moving first is lost for the player against perfect play")
            if spec.first is First.PLAYER else
            N_("{heaps} under {rule} rules with the AI moving first is lost for the player against perfect play"))
    return [LevelFieldError("heaps", Msg(said, heaps=str(list(spec.heaps)), rule=spec.rule.value))]


def generate_level(count: int, cap: int, rng: random.Random, rule: Rule = Rule.MISERE,
                   first: First = First.PLAYER, ai: Strength = Strength.PERFECT,
                   opponent: Opponent = Opponent.AI, attempts: int = 10_000) -> LevelSpec:
    """A random start with `count` heaps of 1..cap stones that the player can win; PuzzleError if the
    options allow none (e.g. one heap, normal rules, AI first)."""
    if not 1 <= count <= MAX_LEVEL_HEAPS:
        raise PuzzleError(f"heap count is {count}: it must be from 1 to {MAX_LEVEL_HEAPS}")
    if not 1 <= cap <= MAX_LEVEL_CAP:
        raise PuzzleError(f"cap is {cap}: it must be from 1 to {MAX_LEVEL_CAP}")
    for _ in range(attempts):
        spec = LevelSpec(tuple(rng.randint(1, cap) for _ in range(count)), cap, rule, first, ai, opponent)
        if player_can_win(spec):
            return spec
    raise PuzzleError(f"no winnable start found for {count} heaps of 1..{cap} under {rule.value} rules "
                      f"with first: {first.value}")


def deal_custom(count: int, cap: int, rng: random.Random, *, rule: Rule = Rule.MISERE, first: First = First.PLAYER,
                ai: Strength = Strength.PERFECT, opponent: Opponent = Opponent.AI,
                attempts: int = 10_000) -> LevelSpec:
    """A custom game's start: `count` heaps of 1..cap stones, the largest holding exactly `cap`, so the set-up's
    "most stones per heap" is what the player sees dealt. Two people: any such start, so that neither friend is
    always handed the win. Versus the computer: one the player can win; when no start reaching the cap is
    winnable (one heap under misère rules with the computer first), any winnable start; PuzzleError when the
    options allow none at all."""
    if not 1 <= count <= MAX_LEVEL_HEAPS:
        raise PuzzleError(f"heap count is {count}: it must be from 1 to {MAX_LEVEL_HEAPS}")
    if not 1 <= cap <= MAX_LEVEL_CAP:
        raise PuzzleError(f"cap is {cap}: it must be from 1 to {MAX_LEVEL_CAP}")

    def reaching_the_cap() -> LevelSpec:
        heaps = [rng.randint(1, cap) for _ in range(count)]
        heaps[rng.randrange(count)] = cap
        return LevelSpec(tuple(heaps), cap, rule, first, ai, opponent)

    if opponent is Opponent.HUMAN:
        return reaching_the_cap()
    for _ in range(attempts if count > 1 else 1):  # one heap: the only start reaching the cap is (cap,)
        spec = reaching_the_cap()
        if player_can_win(spec):
            return spec
    return generate_level(count, cap, rng, rule=rule, first=first, ai=ai, opponent=opponent)
