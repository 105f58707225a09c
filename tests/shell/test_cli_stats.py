"""`stats [--csv] [--data-dir DIR]`: the data folder's statistics, and every game played as CSV."""
from __future__ import annotations

import csv
import io
from contextlib import redirect_stderr, redirect_stdout

from game import cli
from game.logic.outcome import Ending, Outcome
from game.played import Labels
from game.store import FILE_NAME, Store
from tests.shell.history_rows import fill_history


def stats(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = cli.main(["stats", *args])
    return code, out.getvalue(), err.getvalue()


def test_a_folder_with_no_save_is_reported_and_left_as_it_is(tmp_path):
    folder = tmp_path / "none"
    code, out, _ = stats("--data-dir", str(folder))
    assert code == 0 and "No games recorded" in out and not folder.exists()
    code, out, _ = stats("--data-dir", str(folder), "--csv")
    assert code == 0 and out.splitlines() == [",".join(("id", "date", "timestamp", "game", "mode", "level", "code",
                                                         "grade", "opponent", "ending", "winner", "time_s", "moves",
                                                         "hints", "answers", "helped", "score", "games", "board",
                                                         "name"))]


def test_the_summary_names_each_game_and_its_figures(tmp_path):
    store = Store.open(tmp_path)
    store.record_outcome("stones", "stones-01", Outcome(Ending.SOLVED, 30.0, 4, winner=0), Labels(opponent="perfect"))
    store.record_outcome("stones", None, Outcome(Ending.LOST, 20.0, 3, winner=1), Labels("custom", opponent="perfect"))
    store.close()
    code, out, err = stats("--data-dir", str(tmp_path))
    assert code == 0 and err == ""
    assert "Stone duel: 2 played, 1 solved or won (50%)" in out
    assert "against the computer (perfect): 1 of 2 won (50%)" in out
    assert "Sudoku: 0 played" in out


def test_csv_has_every_row_once(tmp_path):
    fill_history(tmp_path, 300, 1_790_000_000.0)
    code, out, _ = stats("--csv", "--data-dir", str(tmp_path))
    table = list(csv.DictReader(io.StringIO(out)))
    assert code == 0 and len(table) == 300 and len({t["id"] for t in table}) == 300
    rows = Store.open(tmp_path).played_games()
    assert [(t["game"], t["ending"], t["date"]) for t in table] == [(r.game, r.ending, r.played_on) for r in rows]


def test_a_damaged_save_is_set_aside_with_a_note_not_a_traceback(tmp_path):
    (tmp_path / FILE_NAME).write_bytes(b"this is not a database" * 100)
    code, out, err = stats("--data-dir", str(tmp_path))
    assert code == 0 and "Traceback" not in err and "note:" in err and "0 games recorded" in out


def test_bad_options_are_a_usage_error(tmp_path):
    code, _, err = stats("--nonsense")
    assert code == 2 and "usage" in err
    code, _, err = stats("--data-dir", " ")
    assert code == 2 and "the name is empty" in err
