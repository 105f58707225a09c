"""What the store tells the player (a damaged save moved aside, a save that could not be resumed) is said in the
player's language, and said again in the new one when the language changes; the notices printed for a terminal
before the language is chosen stay English."""
from __future__ import annotations

import sqlite3
from pathlib import Path

from game import i18n
from game.store import FILE_NAME, Store
from tests.i18n.test_catalog_complete import chinese


def damaged_store(tmp_path: Path) -> Store:
    (tmp_path / FILE_NAME).write_bytes(b"this is not a database" * 50)
    return Store.open(tmp_path)


def test_a_damaged_save_is_told_in_english_then_again_in_chinese(tmp_path: Path) -> None:
    store = damaged_store(tmp_path)
    assert store.notices and "could not be read" in store.notices[0]
    english = list(store.notices)
    i18n.set_language("zh_CN")
    store.retell()
    template = chinese()["The save file could not be read ({reason}). It was kept as {copy} and a fresh one was "
                         "started."].string
    assert store.notices[0] != english[0] and store.notices[0].startswith(template.split("{")[0])
    i18n.set_language("en")
    store.retell()
    assert store.notices == english
    store.close()


def test_a_damaged_saved_game_is_told_in_the_language_of_the_moment(tmp_path: Path) -> None:
    Store.open(tmp_path).close()   # the real file, then a save in it that is not JSON
    db = sqlite3.connect(tmp_path / FILE_NAME, isolation_level=None)
    db.execute("INSERT INTO saves (game, data, updated_at) VALUES ('stones', '{not json', 0)")
    db.close()
    store = Store.open(tmp_path)
    i18n.set_language("zh_CN")
    assert store.load_game("stones") is None
    assert store.notices[-1].startswith("你保存的“取石子”无法继续"), store.notices[-1]
    store.close()
