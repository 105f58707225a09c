"""The stone duel's teaching text: the heaps in binary, their XOR, and one sentence on why a move wins (the
hint and the teaching panel). Sentences number heaps from 1, as the board does."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.logic.words import Msg, Plural

from .perfect import mover_wins, nim_sum, stalling_move, winning_move
from .state import Heaps, Move, Rule, check_heaps

LOSING_SENTENCE = Msg("Every move loses against perfect play — make it hard for your opponent.")


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
    sentence: Msg  # one sentence, translated where it is shown; heaps numbered from 1 as on the board


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


def _sentence(heaps: Heaps, rule: Rule, s: int, big: int, win: Move | None) -> Msg:
    if not any(heaps):
        return Msg("The game is over.")
    if win is None:
        return LOSING_SENTENCE
    label, left = win.heap + 1, heaps[win.heap] - win.take
    if rule is Rule.MISERE and big == 1:
        singles = sum(1 for h in heaps if h == 1) + left
        return Plural("Only heap {heap} has more than one stone: take {take} from it, leaving {left}, so {n} "
                      "single stone remains — an odd number, and your opponent must take the last one.",
                      "Only heap {heap} has more than one stone: take {take} from it, leaving {left}, so {n} "
                      "single stones remain — an odd number, and your opponent must take the last one.",
                      singles, heap=label, take=win.take, left=left)
    if rule is Rule.MISERE and big == 0:
        return Msg("Every heap is a single stone: take one so an odd number remain, "
                   "and your opponent must take the last one.")
    if rule is Rule.MISERE:
        return Msg("The heaps XOR to {xor} (binary {binary}): take {take} from heap {heap}, leaving {left}, so the "
                   "XOR becomes 0 — every reply breaks it, and you restore it until only one heap has 2 or more "
                   "stones, then leave an odd number of single stones.",
                   xor=s, binary=f"{s:b}", take=win.take, heap=label, left=left)
    return Msg("The heaps XOR to {xor} (binary {binary}): take {take} from heap {heap}, leaving {left}, so the XOR "
               "becomes 0 — every reply breaks it, and you restore it until you take the last stone.",
               xor=s, binary=f"{s:b}", take=win.take, heap=label, left=left)
