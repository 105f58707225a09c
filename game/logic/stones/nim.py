"""Stone duel: Nim on a row of heaps, under misère rules (whoever takes the last stone loses; the default)
or normal rules (whoever takes the last stone wins).

Pure: no pygame, no I/O, randomness injected as `random.Random`. Heaps are numbered from 0 in moves, errors
and the command line; sentences meant for players (`Explanation.sentence`) number them from 1, as the board does.

Theory (Bouton 1901): under normal rules the player to move loses iff the XOR ("nim-sum") of the heaps is 0.
Misère play is the same while two or more heaps hold 2+ stones; once at most one does, the mover wants to leave an
odd number of single-stone heaps. `search_outcomes` is the seed's brute-force method, kept as the independent oracle.
"""
from __future__ import annotations

import enum
import itertools
import random
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import reduce
from operator import xor
from typing import Any

from game.logic.common import LevelFieldError, MoveError, PuzzleError, Status

Heaps = tuple[int, ...]

PLAYER, OPPONENT = 0, 1  # player indices: the human (or Player 1 in hot-seat) and the AI (or Player 2)

LOSING_SENTENCE = "Every move loses against perfect play — make it hard for your opponent."


class Rule(enum.Enum):
    MISERE = "misere"  # last stone loses
    NORMAL = "normal"  # last stone wins


class Strength(enum.Enum):
    PERFECT = "perfect"
    STRONG = "strong"  # perfect except an occasional slip
    CASUAL = "casual"  # often plays at random


# How often each strength ignores the perfect move, as (slips, out of): integers keep the draw exact.
SLIP_ODDS: dict[Strength, tuple[int, int]] = {
    Strength.PERFECT: (0, 1),
    Strength.STRONG: (1, 8),
    Strength.CASUAL: (1, 2),
}


# ----------------------------------------------------------------------------------------------- positions


def check_heaps(heaps: Sequence[object]) -> Heaps:
    """Validate heap sizes (whole numbers, 0 or more) and return them as a tuple; PuzzleError names the heap."""
    if isinstance(heaps, (str, bytes)) or not isinstance(heaps, Sequence):
        raise PuzzleError(f"heaps must be a list of whole numbers, not {type(heaps).__name__}")
    for i, h in enumerate(heaps):
        if isinstance(h, bool) or not isinstance(h, int):
            raise PuzzleError(f"heap {i} (0-based) is {h!r}: a heap size must be a whole number")
        if h < 0:
            raise PuzzleError(f"heap {i} (0-based) is {h}: a heap cannot hold fewer than 0 stones")
    return tuple(heaps)  # type: ignore[arg-type]


def nim_sum(heaps: Sequence[int]) -> int:
    return reduce(xor, heaps, 0)


def mover_wins(heaps: Sequence[int], rule: Rule = Rule.MISERE) -> bool:
    """True when the player to move wins with perfect play. O(m).

    An empty board counts as a win for the mover under misère rules (the opponent took the last stone)
    and as a loss under normal rules, exactly as the game ends."""
    s = nim_sum(heaps)
    if rule is Rule.MISERE and all(h <= 1 for h in heaps):
        return s == 0  # s is the parity of the single-stone heaps: an odd count loses
    return s != 0


def winning_move(heaps: Sequence[int], rule: Rule = Rule.MISERE) -> Move | None:
    """A move that leaves the opponent lost, or None when there is none (losing or finished position). O(m)."""
    s = nim_sum(heaps)
    big = [i for i, h in enumerate(heaps) if h >= 2]
    if rule is Rule.MISERE and len(big) <= 1:
        ones = sum(1 for h in heaps if h == 1)
        if not big:  # only single stones: take one when that leaves an odd count
            return Move(heaps.index(1), 1) if ones and ones % 2 == 0 else None
        # The one big heap decides the parity of singles: reduce it to 0 or 1 so an odd number remain.
        i = big[0]
        keep = 0 if ones % 2 == 1 else 1
        return Move(i, heaps[i] - keep)
    if s == 0:
        return None
    for i, h in enumerate(heaps):
        if h ^ s < h:  # the heap holding s's top bit can drop to h^s, making the nim-sum 0
            return Move(i, h - (h ^ s))
    raise AssertionError("unreachable: a non-zero nim-sum always has a heap with its top bit")


def stalling_move(heaps: Sequence[int]) -> Move | None:
    """From a lost position: take one stone from the largest heap, which keeps the game long and leaves the
    opponent the most room to go wrong. None when the board is empty."""
    if not heaps:
        return None
    largest = max(range(len(heaps)), key=heaps.__getitem__)
    return Move(largest, 1) if heaps[largest] > 0 else None


def best_move(heaps: Sequence[int], rule: Rule = Rule.MISERE) -> Move | None:
    """The perfect player's choice: the winning move if there is one, otherwise the stalling move."""
    return winning_move(heaps, rule) or stalling_move(heaps)


def random_move(heaps: Sequence[int], rng: random.Random) -> Move | None:
    """A uniformly chosen non-empty heap and a uniform count from it (no move list, so huge heaps are fine)."""
    filled = [i for i, h in enumerate(heaps) if h > 0]
    if not filled:
        return None
    i = rng.choice(filled)
    return Move(i, rng.randint(1, heaps[i]))


# ----------------------------------------------------------------------------------------------- moves, state


_MOVE_TEXT = re.compile(r"T ([0-9]+) ([0-9]+)", re.ASCII)


@dataclass(frozen=True)
class Move:
    """Take `take` stones (1 or more) from heap `heap` (0-based). Text form: "T 2 3"."""

    heap: int
    take: int

    def __post_init__(self) -> None:
        for name in ("heap", "take"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int):
                raise MoveError(f"move {name} must be a whole number, not {value!r}")
        if self.heap < 0:
            raise MoveError(f"move heap is {self.heap}: heaps are numbered from 0")
        if self.take < 1:
            raise MoveError(f"move takes {self.take} stones: a move takes at least 1")

    def __str__(self) -> str:
        return f"T {self.heap} {self.take}"

    @classmethod
    def parse(cls, text: str) -> Move:
        """Parse "T HEAP TAKE" (heap 0-based, take >= 1); MoveError says what is wrong."""
        if not isinstance(text, str):
            raise MoveError(f"a move is text like 'T 2 3', not {type(text).__name__}")
        m = _MOVE_TEXT.fullmatch(text.strip())
        if m is None:
            raise MoveError(f"cannot read move {text!r}: expected 'T HEAP TAKE', e.g. 'T 2 3'")
        return cls(int(m.group(1)), int(m.group(2)))


def parse_move(text: str) -> Move:
    return Move.parse(text)


def format_move(move: Move) -> str:
    return str(move)


@dataclass(frozen=True)
class State:
    """A position: the heaps, whose turn it is (PLAYER or OPPONENT) and the rule. Immutable."""

    heaps: Heaps
    to_move: int = PLAYER
    rule: Rule = Rule.MISERE

    def __post_init__(self) -> None:
        object.__setattr__(self, "heaps", check_heaps(self.heaps))
        if self.to_move not in (PLAYER, OPPONENT) or isinstance(self.to_move, bool):
            raise PuzzleError(f"to_move is {self.to_move!r}: it must be {PLAYER} or {OPPONENT}")
        if not isinstance(self.rule, Rule):
            raise PuzzleError(f"rule is {self.rule!r}: it must be a Rule")


def check_move(state: State, move: Move) -> None:
    """Raise MoveError unless `move` is legal in `state`."""
    if move.heap >= len(state.heaps):
        raise MoveError(f"move {move}: there is no heap {move.heap} (heaps are 0..{len(state.heaps) - 1})")
    if move.take > state.heaps[move.heap]:
        raise MoveError(f"move {move}: heap {move.heap} holds only {state.heaps[move.heap]} stones")


def apply(state: State, move: Move | str) -> State:
    """The position after `move` (a Move or its text); MoveError if it is illegal."""
    if isinstance(move, str):
        move = Move.parse(move)
    check_move(state, move)
    heaps = list(state.heaps)
    heaps[move.heap] -= move.take
    return State(tuple(heaps), 1 - state.to_move, state.rule)


def legal_moves(state: State) -> Iterator[Move]:
    """Every legal move, lazily (a heap of 10^9 stones has 10^9 of them)."""
    for i, h in enumerate(state.heaps):
        for take in range(1, h + 1):
            yield Move(i, take)


def is_over(state: State) -> bool:
    return not any(state.heaps)


def last_taker(state: State) -> int | None:
    """Who took the last stone: the player who moved into the empty board. None while stones remain."""
    return 1 - state.to_move if is_over(state) else None


def winner(state: State) -> int | None:
    taker = last_taker(state)
    if taker is None:
        return None
    return 1 - taker if state.rule is Rule.MISERE else taker


def status(state: State, player: int = PLAYER) -> Status:
    """PLAYING while stones remain, then SOLVED if `player` won, LOST otherwise."""
    w = winner(state)
    if w is None:
        return Status.PLAYING
    return Status.SOLVED if w == player else Status.LOST


def ai_move(state: State, strength: Strength, rng: random.Random) -> Move:
    """The AI's move at `strength`: perfect play, except that STRONG slips now and then and CASUAL often
    plays at random. MoveError when the game is over."""
    if is_over(state):
        raise MoveError("the game is over: there is no move to make")
    slips, out_of = SLIP_ODDS[strength]
    if slips and rng.randrange(out_of) < slips:
        move = random_move(state.heaps, rng)
    else:
        move = best_move(state.heaps, state.rule)
    assert move is not None  # stones remain
    return move


# ----------------------------------------------------------------------------------------------- teaching


@dataclass(frozen=True)
class Explanation:
    """What the hint and the teaching panel show: the heaps in binary, their XOR, and why the move wins."""

    heaps: Heaps
    rule: Rule
    binary: tuple[str, ...]  # each heap in binary, padded to one width
    nim_sum: int
    nim_sum_binary: str
    big_heaps: int  # heaps with 2 or more stones (misère play changes when this is at most 1)
    winning: bool  # for the player to move
    move: Move | None  # the winning move, or the stalling move from a lost position
    sentence: str  # one sentence; heaps numbered from 1 as on the board


def explain(heaps: Sequence[int], rule: Rule = Rule.MISERE) -> Explanation:
    heaps = check_heaps(heaps)
    s = nim_sum(heaps)
    width = max([h.bit_length() for h in heaps] + [1])
    big = sum(1 for h in heaps if h >= 2)
    win = winning_move(heaps, rule)
    move = win or stalling_move(heaps)
    return Explanation(
        heaps=heaps,
        rule=rule,
        binary=tuple(format(h, f"0{width}b") for h in heaps),
        nim_sum=s,
        nim_sum_binary=format(s, f"0{width}b"),
        big_heaps=big,
        winning=mover_wins(heaps, rule),
        move=move,
        sentence=_sentence(heaps, rule, s, big, win),
    )


def _sentence(heaps: Heaps, rule: Rule, s: int, big: int, win: Move | None) -> str:
    if not any(heaps):
        return "The game is over."
    if win is None:
        return LOSING_SENTENCE
    label, left = win.heap + 1, heaps[win.heap] - win.take
    if rule is Rule.MISERE and big == 1:
        singles = sum(1 for h in heaps if h == 1) + left
        return (f"Only heap {label} has more than one stone: take {win.take} from it, leaving {left}, so "
                f"{singles} single stone{'s' if singles != 1 else ''} remain — an odd number, "
                f"and your opponent must take the last one.")
    if rule is Rule.MISERE and big == 0:
        return ("Every heap is a single stone: take one so an odd number remain, "
                "and your opponent must take the last one.")
    then = ("until only one heap has 2 or more stones, then leave an odd number of single stones"
            if rule is Rule.MISERE else "until you take the last stone")
    return (f"The heaps XOR to {s} (binary {s:b}): take {win.take} from heap {label}, leaving {left}, "
            f"so the XOR becomes 0 — every reply breaks it, and you restore it {then}.")


# ----------------------------------------------------------------------------------------------- oracle


def search_outcomes(m: int, n: int, rule: Rule = Rule.MISERE, merge: bool = True) -> dict[Heaps, bool]:
    """The seed's method: decide every position of m heaps holding 0..n-1 stones by dynamic programming,
    knowing only the rules (a position wins iff some move reaches a lost one). Used as the oracle in tests
    and measured by the benchmark.

    merge=False fills one entry per ordered position (n^m of them); merge=True keeps one entry per multiset
    (keys sorted ascending), since permuting heaps changes nothing: look positions up by `tuple(sorted(...))`."""
    if m < 0 or n < 1:
        raise PuzzleError(f"search needs m >= 0 heaps and n >= 1 sizes, not m={m}, n={n}")
    empty_wins = rule is Rule.MISERE  # the mover at an empty board did not take the last stone
    table: dict[Heaps, bool] = {}
    if merge:
        # Sorted tuples in lexicographic order: lowering one heap and re-sorting gives an earlier tuple.
        for pos in itertools.combinations_with_replacement(range(n), m):
            if not any(pos):
                table[pos] = empty_wins
                continue
            table[pos] = any(
                not table[tuple(sorted(pos[:i] + (v,) + pos[i + 1:]))]
                for i in range(m) if i == 0 or pos[i] != pos[i - 1]  # equal heaps give the same successors
                for v in range(pos[i])
            )
        return table
    # Ordered positions by their base-n index, as the seed does: every move lowers the index.
    radix = [n ** i for i in range(m)]
    wins = [False] * (n ** m)
    wins[0] = empty_wins
    for index in range(1, n ** m):
        digits, rest = [], index
        for _ in range(m):
            rest, d = divmod(rest, n)
            digits.append(d)
        wins[index] = any(not wins[index - t * radix[i]] for i, d in enumerate(digits) for t in range(1, d + 1))
    for index, w in enumerate(wins):
        table[tuple((index // r) % n for r in radix)] = w
    return table


# ----------------------------------------------------------------------------------------------- levels


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
        choices = " or ".join(repr(k.value) for k in kind)
        raise LevelFieldError(key, f"is {value!r}: it must be {choices}") from None


def parse_level(fields: Mapping[str, Any]) -> LevelSpec:
    """Validate one level's game fields: heaps (list), cap, and optional rule, first, ai, opponent."""
    known = {"heaps", "cap", "rule", "first", "ai", "opponent"}
    for key in fields:
        if key not in known:
            raise LevelFieldError(str(key), f"unknown field; stone levels take {', '.join(sorted(known))}")
    for key in ("heaps", "cap"):
        if key not in fields:
            raise LevelFieldError(key, "is missing")
    raw = fields["heaps"]
    if not isinstance(raw, list) or not raw:
        raise LevelFieldError("heaps", f"must be a non-empty list of whole numbers, not {raw!r}")
    if len(raw) > MAX_LEVEL_HEAPS:
        raise LevelFieldError("heaps", f"has {len(raw)} heaps; the board shows at most {MAX_LEVEL_HEAPS}")
    try:
        heaps = check_heaps(raw)
    except PuzzleError as err:
        raise LevelFieldError("heaps", str(err)) from None
    if not any(heaps):
        raise LevelFieldError("heaps", "are all empty: there is no game to play")
    cap = fields["cap"]
    if isinstance(cap, bool) or not isinstance(cap, int) or not 1 <= cap <= MAX_LEVEL_CAP:
        raise LevelFieldError("cap", f"is {cap!r}: it must be a whole number from 1 to {MAX_LEVEL_CAP}")
    for i, h in enumerate(heaps):
        if h > cap:
            raise LevelFieldError("heaps", f"heap {i} (0-based) holds {h} stones, more than the cap of {cap}")
    spec = LevelSpec(
        heaps=heaps,
        cap=cap,
        rule=_enum_field(fields, "rule", Rule, Rule.MISERE),
        first=_enum_field(fields, "first", First, First.PLAYER),
        ai=_enum_field(fields, "ai", Strength, Strength.PERFECT),
        opponent=_enum_field(fields, "opponent", Opponent, Opponent.AI),
    )
    if spec.opponent is Opponent.HUMAN and spec.first is First.AI:
        raise LevelFieldError("first", "is 'ai' but the opponent is a human: use first: player")
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
    who = "the player" if spec.first is First.PLAYER else "the AI"
    return [LevelFieldError("heaps", f"{list(spec.heaps)} under {spec.rule.value} rules with {who} moving first "
                                     f"is lost for the player against perfect play")]


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
