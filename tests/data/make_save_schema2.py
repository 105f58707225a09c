"""How save_schema2.sqlite3 was made: run from the repository root at commit 19131da (the last store of schema 2,
before the history of games played), it writes the file into /tmp/save-schema2 through that version's Store. Kept
for the record: with a later store the file it writes is of the later schema."""
import shutil
import sys
from pathlib import Path

sys.path.insert(0, ".")
from game.store import Store
from game.logic.outcome import Outcome, Ending
d = Path("/tmp/save-schema2"); shutil.rmtree(d, ignore_errors=True)
t = [1764300000.0]
def clock():
    t[0] += 3600.0
    return t[0]
s = Store.open(d); s._clock = clock
S, L, F, K = Ending.SOLVED, Ending.LOST, Ending.FINISHED, Ending.SKIPPED
# matchstick: clean solve twice, a helped solve, a skipped level
s.record_outcome("matchstick", "ms-001", Outcome(S, 12.5, 1))
s.record_outcome("matchstick", "ms-001", Outcome(S, 9.25, 1))
s.record_outcome("matchstick", "ms-002", Outcome(S, 40.0, 3, hints=1))
s.record_outcome("matchstick", "ms-003", Outcome(K, 5.0, 0))
# sudoku: lost attempt then a clean solve; a helped only level
s.record_outcome("sudoku", "easy-1", Outcome(K, 100.0, 10))
s.record_outcome("sudoku", "easy-1", Outcome(S, 321.5, 45))
s.record_outcome("sudoku", "medium-1", Outcome(S, 600.0, 50, answers=1))
# stones: a win, a loss, two people
s.record_outcome("stones", "duel-1", Outcome(L, 20.0, 3, winner=1))
s.record_outcome("stones", "duel-1", Outcome(S, 30.0, 4, winner=0))
s.record_outcome("stones", "duel-2", Outcome(F, 15.0, 5, winner=1))
# 24: a famous hand
s.record_outcome("twentyfour", "famous-1", Outcome(S, 44.0, 3))
# high scores and settings
s.add_score("twentyfour", "sprint", "Ada", 7, {"solved": 7, "seconds": 120.0, "best_streak": 4})
s.add_score("twentyfour", "sprint", "Bob", 5, {"solved": 5, "seconds": 120.0, "best_streak": 2})
s.add_score("twentyfour", "marathon", "Ada", 12, {"solved": 12, "seconds": 600.0, "best_streak": 6})
s.set_setting("sudoku.endless", {"easy": {"solved": 3, "best": 241.5}, "hard": {"solved": 1, "best": None}})
s.set_setting("volume", 0.5)
s.save_game("sudoku", {"level": "medium-2", "moves": [], "elapsed": 12.0})
print(s.schema_version)
s.close()
