"""The YAML reader: no Python tags, every value keeps its line, a duplicate key is an error."""
from __future__ import annotations

import pytest

from game.levels import load_level_file
from game.yamlfile import YamlError, parse_yaml


def test_yaml_rejects_python_tags():
    for doc in ("a: !!python/object/apply:os.system ['true']\n", "x: !!python/name:os.system\n"):
        with pytest.raises(YamlError, match="is not allowed"):
            parse_yaml(doc, "lv.yaml")


def test_yaml_keeps_lines_and_rejects_duplicate_keys():
    doc = parse_yaml("game: x\nlevels:\n  - id: a\n    n: 1\n  - id: b\n")
    assert doc.line_of("levels") == 2 and doc["levels"].line_of(1) == 5 and doc["levels"][0].line_of("n") == 4
    with pytest.raises(YamlError, match="2: duplicate key"):
        parse_yaml("a: 1\na: 2\n", "f.yaml")


@pytest.mark.parametrize("char", ["\x00", "\x07", "\x1b"])
@pytest.mark.parametrize("before", ["game: stones\nlevels:\n  - id: a\n    name: ", "title: ééé\n\n\n\n    "])
def test_a_control_character_is_one_line_naming_its_real_line(tmp_path, char, before):
    path = tmp_path / "ctrl.yaml"
    path.write_text(f"{before}x{char}y\nmore: 1\n", encoding="utf-8")
    line = before.count("\n") + 1
    loaded = load_level_file(path)
    (problem,) = loaded.problems
    assert str(problem) == (f"{path}:{line}: character U+{ord(char):04X} is not allowed in YAML "
                            "(control characters are not allowed)")
    assert "\n" not in str(problem)


def test_a_merge_key_with_an_override_is_what_yaml_allows():
    doc = parse_yaml("base: &base {title: x, cap: 3}\n"
                     "one: {<<: *base, title: y}\n"
                     "two:\n  title: z\n  <<: *base\n"
                     "three: {<<: [*base, {cap: 9, extra: 1}], cap: 4}\n")
    assert doc["one"] == {"title": "y", "cap": 3}                  # an explicit key overrides the merged one
    assert doc["two"] == {"title": "z", "cap": 3}                  # wherever it stands
    assert doc["three"] == {"title": "x", "cap": 4, "extra": 1}    # the first merged mapping wins over later
    assert doc["one"].line_of("title") == 2


def test_a_duplicate_explicit_key_is_still_an_error_beside_a_merge():
    with pytest.raises(YamlError, match="2: duplicate key 'title'"):
        parse_yaml("base: &base {cap: 3}\none: {<<: *base, title: y, title: z}\n", "f.yaml")


def test_a_level_file_using_a_merge_with_an_override_loads(tmp_path):
    path = tmp_path / "merged.yaml"
    path.write_text("game: stones\nlevels:\n  - &first {id: a, heaps: [1, 2, 2], cap: 3}\n"
                    "  - {<<: *first, id: b, cap: 2}\n", encoding="utf-8")
    loaded = load_level_file(path)
    assert loaded.problems == [] and [(lvl.id, lvl.spec.cap) for lvl in loaded.levels] == [("a", 3), ("b", 2)]
