"""Difficulty of a stone-duel level: how hard it is for the player to turn a winnable start into a win.

Every level is winnable (check_level proves it), so what varies is how much a slip costs and how much there
is to work out. A casual AI hands the win back half the time, a strong one now and then, a perfect one never
(a human opponent counts as strong). The work is the XOR of the heaps in binary: one column per bit of the
largest heap, one row per heap. The score adds these up; the bands cut it where the shipped levels and the
`generate stones --difficulty` presets sit.
"""
from __future__ import annotations

from .ai import Strength
from .levels import LevelSpec, Opponent

OPPONENT_POINTS = {Strength.CASUAL: 0, Strength.STRONG: 25, Strength.PERFECT: 50}
HUMAN_POINTS = OPPONENT_POINTS[Strength.STRONG]
POINTS_PER_BIT = 5   # per binary digit of the largest heap
POINTS_PER_HEAP = 2

# Bands by score; the upper bound is exclusive.
BANDS: tuple[tuple[str, int], ...] = (("easy", 40), ("medium", 65), ("hard", 80), ("expert", 101))
LEVEL_BANDS = tuple(name for name, _ in BANDS)  # the bands a level may state, easiest first


def score(spec: LevelSpec) -> int:
    """0 (a casual opponent, tiny heaps) .. 100."""
    opponent = HUMAN_POINTS if spec.opponent is Opponent.HUMAN else OPPONENT_POINTS[spec.ai]
    bits = max(spec.heaps).bit_length()
    return min(100, opponent + POINTS_PER_BIT * bits + POINTS_PER_HEAP * len(spec.heaps))


def band_of(points: int) -> str:
    return next(name for name, upper in BANDS if points < upper)
