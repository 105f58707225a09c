"""Random equation texts for the solver's property tests: chains of numbers and operators with one '=' (or two)."""
from __future__ import annotations

import random


def chain(rng: random.Random, fewest: int = 2, most: int = 6, ops: str = "+-*/", short_share: float = 1.0,
          longest: int = 999, two_equals: float = 0.0) -> str:
    """`fewest` to `most` numbers, each below 100 (or, past `short_share` of them, up to `longest`), joined by `ops`
    with one of them made '=' (two, in that share of chains of four numbers or more)."""
    count = rng.randint(fewest, most)
    numbers = [str(rng.randint(0, 99 if short_share >= 1 or rng.random() < short_share else longest))
               for _ in range(count)]
    glyphs = [rng.choice(ops) for _ in range(count - 1)]
    if not two_equals:
        glyphs[rng.randrange(count - 1)] = "="
    else:
        for place in rng.sample(range(count - 1), 2 if count > 3 and rng.random() < two_equals else 1):
            glyphs[place] = "="
    return numbers[0] + "".join(op + n for op, n in zip(glyphs, numbers[1:]))
