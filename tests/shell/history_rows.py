"""A history of many games played, made up for the statistics tests and benchmark: rows written through the
store's own insert (game/played.py) in one transaction, dated over the days before `now`."""
from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from game.logic.outcome import Ending, Outcome
from game.played import PERSON, Labels, insert
from game.store import FILE_NAME, Store

GRADES = {"matchstick": ("easy", "medium", "hard", "expert"),
          "sudoku": ("easy", "medium", "hard", "expert", "extreme", "evil"),
          "stones": ("",), "twentyfour": ("easy", "medium", "hard")}
ENDINGS = (Ending.SOLVED, Ending.SOLVED, Ending.SOLVED, Ending.LOST, Ending.SKIPPED, Ending.TIMED_OUT)


def fill_history(folder: Path, count: int, now: float, seed: int = 7) -> None:
    """`count` games of every kind, one day apart at most, the newest at `now`."""
    Store.open(folder).close()  # the real file, at the current schema
    rng = random.Random(seed)
    db = sqlite3.connect(folder / FILE_NAME, isolation_level=None)
    db.execute("BEGIN")
    at = now - count * 3600.0
    for i in range(count):
        game = rng.choice(tuple(GRADES))
        grade = rng.choice(GRADES[game])
        opponent = rng.choice(("perfect", "strong", "casual", PERSON)) if game == "stones" else ""
        mode = rng.choice(("campaign", "endless", "daily"))
        ending = Ending.FINISHED if opponent == PERSON else rng.choice(ENDINGS)
        outcome = Outcome(ending, round(rng.lognormvariate(4.5, 0.6), 2), rng.randint(1, 60),
                          hints=int(rng.random() < 0.1), winner=rng.choice((0, 1)) if opponent else None)
        level = f"{game}-{rng.randint(1, 40)}" if mode == "campaign" else None
        insert(db, game, level, outcome, Labels(mode=mode, grade=grade, opponent=opponent), at)
        at += 3600.0
    db.execute("COMMIT")
    db.close()
