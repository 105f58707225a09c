"""A level file the system will not give is told why in the player's language: the OS error's reason is a catalog
sentence chosen by its errno (English: the C library's own words, as before), a FIFO or a folder is named as one,
and an errno the table does not know is a "system error" quoting the system's words."""
from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from game import i18n, regular_file
from game.levels import level_paths, load_level_file
from game.os_reasons import REASONS, os_reason
from tests.i18n.english_left import english_left, has_chinese


def said_about(path: Path) -> str:
    (problem,) = load_level_file(path).problems
    assert (problem.path, problem.line) == (str(path), 1)
    return str(problem.message)


def chinese_about(path: Path) -> str:
    i18n.set_language("zh_CN")
    return said_about(path)


@pytest.mark.parametrize("code", sorted(REASONS))
def test_each_reason_is_the_c_librarys_words_in_english_and_chinese_on_screen(code: int) -> None:
    reason = os_reason(OSError(code, os.strerror(code)))
    assert reason.english() == os.strerror(code)
    i18n.set_language("zh_CN")
    shown = str(reason)
    assert has_chinese(shown) and english_left(shown) == [], shown


def test_an_errno_not_in_the_table_quotes_the_systems_words() -> None:
    code = errno.EXDEV
    assert code not in REASONS
    reason = os_reason(OSError(code, os.strerror(code)))
    assert reason.english() == f"system error “{os.strerror(code)}”"
    i18n.set_language("zh_CN")
    shown = str(reason)
    assert shown.startswith("系统错误") and english_left(shown, os.strerror(code)) == []


def test_a_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "missing.yaml"
    assert said_about(path) == f"cannot read file ({os.strerror(errno.ENOENT)})"
    shown = chinese_about(path)
    assert "找不到" in shown and english_left(shown, str(path)) == []


def test_a_name_too_long(tmp_path: Path) -> None:
    path = tmp_path / ("n" * 300 + ".yaml")
    assert said_about(path) == f"cannot read file ({os.strerror(errno.ENAMETOOLONG)})"
    shown = chinese_about(path)
    assert "文件名太长" in shown and english_left(shown, str(path)) == []


def test_a_file_inside_a_file(tmp_path: Path) -> None:
    (tmp_path / "plain").write_text("game: stones\n")
    path = tmp_path / "plain" / "levels.yaml"
    assert said_about(path) == f"cannot read file ({os.strerror(errno.ENOTDIR)})"
    shown = chinese_about(path)
    assert has_chinese(shown) and english_left(shown, str(path)) == []


def test_no_permission(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "locked.yaml"
    path.write_text("game: stones\nlevels: []\n")

    def refused(name: object, flags: int, *args: object) -> int:   # as the system refuses a reader without rights
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(name))

    monkeypatch.setattr(regular_file.os, "open", refused)
    assert said_about(path) == f"cannot read file ({os.strerror(errno.EACCES)})"
    shown = chinese_about(path)
    assert "没有访问权限" in shown and english_left(shown, str(path)) == []


def test_a_folder_and_a_fifo_are_named(tmp_path: Path) -> None:
    folder = tmp_path / "folder.yaml"
    folder.mkdir()
    fifo = tmp_path / "fifo.yaml"
    os.mkfifo(fifo)
    assert said_about(folder) == "not a regular file (a folder); only regular files are read"
    assert said_about(fifo) == "not a regular file (a FIFO); only regular files are read"
    for path, word in ((folder, "文件夹"), (fifo, "命名管道")):
        shown = chinese_about(path)
        assert word in shown and english_left(shown, str(path)) == [], shown


def test_a_level_folder_that_cannot_be_listed(tmp_path: Path) -> None:
    paths, problem = level_paths(tmp_path / "nowhere")
    assert paths == [] and problem is not None
    assert str(problem.message) == f"cannot list the level folder ({os.strerror(errno.ENOENT)})"
    i18n.set_language("zh_CN")
    shown = str(problem.message)
    assert has_chinese(shown) and english_left(shown) == []
