"""Titles from the level files reach the catalog and the screens: every title a shipped level file shows (the
file's, each level's, each mode's) is extracted with its file as the location and translated; the level lists show
them in Chinese; a title the catalog does not know (a player's own level file) shows as written."""
from __future__ import annotations

from pathlib import Path

import yaml

from game import i18n
from game.levels import Catalog, Level, LevelFile, shown_title
from scenes.level_select import LevelSelectScene
from tests.datasets import ROOT
from tests.helpers import make_context
from tests.i18n.test_catalog_complete import chinese
from tools.catalog import extract


def titles_in_the_files() -> dict[str, str]:
    """Each shown title of the shipped level files -> its file, read with plain PyYAML (not the game's loader)."""
    found: dict[str, str] = {}
    for path in sorted((ROOT / "levels").glob("*.yaml")):
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        where = f"levels/{path.name}"
        texts = [doc.get("title")]
        texts += [mode.get("title") for mode in ((doc.get("settings") or {}).get("modes") or {}).values()]
        texts += [level.get("name") for level in doc.get("levels") or []]
        for text in texts:
            if isinstance(text, str) and any(c.isalpha() for c in text):
                found.setdefault(text, where)
    return found


def test_every_level_file_title_is_extracted_with_its_file_and_translated() -> None:
    titles = titles_in_the_files()
    assert len(titles) > 30   # the stone duel's and 24's named levels, the campaigns, the modes
    template = extract()
    catalog = chinese()
    for text, where in titles.items():
        assert text in template, text
        assert where in {path for path, _ in template[text].locations}, (text, template[text].locations)
        translated = catalog[text].string
        assert translated and translated != text and any("\u4e00" <= c <= "\u9fff" for c in translated), text


def test_a_level_gets_its_translated_name_and_a_players_own_title_stays_as_written() -> None:
    catalog = chinese()
    i18n.set_language("zh_CN")
    assert str(shown_title("First pick")) == catalog["First pick"].string
    assert str(shown_title("Aces high")) == catalog["Aces high"].string
    own = "My {odd} level · 我的"            # braces and all: shown exactly as typed
    assert str(shown_title(own)) == own
    i18n.set_language("en")
    assert str(shown_title("First pick")) == "First pick"


def level_list(tmp_path: Path, name: str) -> LevelSelectScene:
    levels = [Level("stones", "s-1", name, "easy", None, "s.yaml", 3)]
    ctx = make_context(tmp_path, catalog=Catalog([LevelFile("s.yaml", "stones", levels=levels)]))
    return LevelSelectScene(ctx, "stones", "Stones", lambda level: None)


def test_the_level_list_names_the_selected_level_in_the_players_language(tmp_path: Path) -> None:
    scene = level_list(tmp_path, "Four rows")
    assert str(scene.about()) == "Level 1. Four rows  ·  Easy"
    i18n.set_language("zh_CN")
    catalog = chinese()
    shown = str(scene.about())
    assert catalog["Four rows"].string in shown and "Four rows" not in shown
    own = level_list(tmp_path / "own", "Grandma's heaps")
    assert "Grandma's heaps" in str(own.about())


def test_the_shipped_stone_duel_level_list_shows_chinese_names(tmp_path: Path) -> None:
    ctx = make_context(tmp_path)
    scene = LevelSelectScene(ctx, "stones", "Stones", lambda level: None)
    i18n.set_language("zh_CN")
    catalog = chinese()
    names = [level.name for level in ctx.levels.levels("stones")]
    for index, name in enumerate(names):
        scene.select(index)
        assert catalog[name].string in str(scene.about()), name
