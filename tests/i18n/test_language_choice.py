"""Which language the game speaks: the system's at first start, the one chosen in Settings after that,
`--lang` for one session; the Settings switch changes every screen at once and is remembered."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from game import i18n
from game.cli import play_parser
from game.shell.launch import choose_language
from scenes.menu import MenuScene
from scenes.settings import SettingsScene
from sprites.theme import is_wide
from tests.datasets import ROOT
from tests.helpers import make_context, render


@pytest.mark.parametrize("env, expected", [
    ({}, "en"),
    ({"LANG": "zh_CN.UTF-8"}, "zh_CN"),
    ({"LANG": "zh_TW.UTF-8"}, "zh_CN"),
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LC_ALL": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"}, "zh_CN"),
    ({"LC_ALL": "en_US.UTF-8", "LANG": "zh_CN.UTF-8"}, "en"),
    ({"LANGUAGE": "zh_CN:en", "LC_ALL": "en_US.UTF-8"}, "zh_CN"),
    ({"LANGUAGE": "fr:zh", "LANG": "en_US.UTF-8"}, "zh_CN"),
    ({"LANGUAGE": "fr", "LANG": "zh_CN.UTF-8"}, "zh_CN"),
    ({"LANG": "C"}, "en"),
])
def test_the_system_locale_decides_at_first_start(env, expected):
    assert i18n.language_from_environment(env) == expected


def test_lang_option_then_the_remembered_setting_then_the_system(monkeypatch):
    monkeypatch.setenv("LANGUAGE", "")
    monkeypatch.setenv("LC_ALL", "")
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    assert choose_language(None, None) == "zh_CN"
    assert choose_language(None, "en") == "en"
    assert choose_language("zh_CN", "en") == "zh_CN"
    assert play_parser().parse_args(["--lang", "zh_CN"]).lang == "zh_CN"
    assert "--lang" in play_parser().format_help()


def test_the_settings_switch_changes_the_menu_under_it_at_once_and_is_remembered(tmp_path):
    ctx = make_context(tmp_path)
    menu = MenuScene(ctx)
    english = render(menu)
    settings = SettingsScene(ctx)
    settings.widgets.press("language")
    assert i18n.language() == "zh_CN"
    assert str(settings.widgets.get("language").label) == "语言：简体中文"
    assert str(menu.widgets.get("settings").label) == "设置"
    chinese = render(menu)
    assert english.get_view("2").raw != chinese.get_view("2").raw
    assert make_context(tmp_path).store.get_setting(i18n.SETTING) == "zh_CN"
    settings.widgets.press("language")
    assert i18n.language() == "en" and make_context(tmp_path).store.get_setting(i18n.SETTING) == "en"
    assert render(menu).get_view("2").raw == english.get_view("2").raw


def test_the_command_line_stays_english_whatever_the_system_locale():
    env = {**os.environ, "LANG": "zh_CN.UTF-8", "LANGUAGE": "zh_CN", "LC_ALL": "zh_CN.UTF-8"}
    for args in (["solve", "stones", "3", "4", "5"], ["solve", "24", "1", "2", "3", "4", "--json"], ["--help"]):
        done = subprocess.run([sys.executable, str(ROOT / "main.py"), *args], env=env, capture_output=True,
                              text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        assert done.stdout.strip() and not any(is_wide(c) for c in done.stdout), done.stdout
