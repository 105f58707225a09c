"""What the store keeps: progress from each recorded Outcome (attempts, solved, best time and moves from clean
solves only), scores, saved games and settings across a reopening, and where its folder is."""
from __future__ import annotations

from game.logic.outcome import Ending, Outcome
from game.store import Store


def test_store_keeps_best_results_and_counts_attempts(tmp_path):
    store = Store.open(tmp_path)
    store.record_outcome("matchstick", "m1", Outcome(Ending.LOST, 10.0, 0))
    p = store.record_outcome("matchstick", "m1", Outcome(Ending.SOLVED, 20, 1, hints=1))
    # a helped solve counts as solved but sets no record
    assert (p.solved, p.clean, p.best_time, p.best_moves, p.attempts) == (True, False, None, None, 2)
    store.record_outcome("matchstick", "m1", Outcome(Ending.SOLVED, 55, 3))
    p = store.record_outcome("matchstick", "m1", Outcome(Ending.SOLVED, 40, 4))
    assert (p.solved, p.clean, p.best_time, p.best_moves, p.attempts) == (True, True, 40, 3, 4)
    p = store.record_outcome("matchstick", "m1", Outcome(Ending.SOLVED, 5, 1, hints=1))
    assert (p.clean, p.best_time, p.best_moves) == (True, 40, 3)  # a later hinted solve changes no record
    assert store.solved_count("matchstick") == 1 and store.solved_count("sudoku") == 0


def test_store_scores_saves_and_settings_survive_reopening(tmp_path):
    store = Store.open(tmp_path)
    for name, score in (("Ann", 5), ("Bob", 9), ("Cy", 7)):
        store.add_score("twentyfour", "challenge-1", name, score)
    store.save_game("sudoku", {"history": {"moves": ["D r1c1 5"], "position": 1}})
    store.set_setting("sound", False)
    store.close()
    again = Store.open(tmp_path)
    assert [s.name for s in again.top_scores("twentyfour", "challenge-1")] == ["Bob", "Cy", "Ann"]
    assert [s.name for s in again.top_scores("twentyfour", "challenge-1", higher_is_better=False)][0] == "Ann"
    assert again.load_game("sudoku") == {"history": {"moves": ["D r1c1 5"], "position": 1}}
    assert again.get_setting("sound") is False and again.get_setting("missing", 3) == 3
    again.clear_game("sudoku")
    assert again.load_game("sudoku") is None


def test_corrupt_in_progress_save_reads_as_absent(tmp_path):
    store = Store.open(tmp_path)
    with store._write() as db:
        db.execute("INSERT INTO saves (game, data, updated_at) VALUES ('sudoku', '{not json', 0)")
    assert store.load_game("sudoku") is None


def test_data_dir_from_environment(tmp_path, monkeypatch):
    from game.store import default_data_dir

    monkeypatch.setenv("MATCHBOX_DATA_DIR", str(tmp_path / "env"))
    assert default_data_dir() == tmp_path / "env"
