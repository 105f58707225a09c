"""The YAML reader: no Python tags, every value keeps its line, a duplicate key is an error."""
from __future__ import annotations

import pytest

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
