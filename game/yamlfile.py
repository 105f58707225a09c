"""YAML in with `safe_load` semantics, keeping the line of every key and list item.

Mappings come back as `LineDict` and sequences as `LineList`; each knows its own line and the line of each
key / item, so a validation error can say `FILE:LINE: field: message`. Tags that would build Python objects
(`!!python/...`) are rejected, as `yaml.safe_load` rejects them.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml


class YamlError(ValueError):
    """A file that is not readable YAML, with the file and line it failed at."""

    def __init__(self, path: str, line: int, message: str) -> None:
        super().__init__(f"{path}:{line}: {message}")
        self.path = path
        self.line = line
        self.message = message


class LineDict(dict):
    """A mapping that remembers the 1-based line of itself and of each key."""

    line: int = 0

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.key_lines: dict[Any, int] = {}

    def line_of(self, key: Any) -> int:
        return self.key_lines.get(key, self.line)


class LineList(list):
    """A sequence that remembers the 1-based line of itself and of each item."""

    line: int = 0

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.item_lines: list[int] = []

    def line_of(self, index: int) -> int:
        return self.item_lines[index] if 0 <= index < len(self.item_lines) else self.line


# libyaml's parser when PyYAML was built with it (several times faster on the level files); same safe constructor.
_SafeBase = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _LineLoader(_SafeBase):  # type: ignore[misc, valid-type]
    """SafeLoader that builds LineDict / LineList. Unknown tags still raise ConstructorError."""


def _construct_mapping(loader: _LineLoader, node: yaml.MappingNode) -> LineDict:
    loader.flatten_mapping(node)
    result = LineDict()
    result.line = node.start_mark.line + 1
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        try:
            hash(key)
        except TypeError:
            raise yaml.constructor.ConstructorError(
                None, None, "a mapping key must be a plain value", key_node.start_mark
            ) from None
        if key in result:
            raise yaml.constructor.ConstructorError(
                None, None, f"duplicate key {key!r}", key_node.start_mark
            )
        result[key] = loader.construct_object(value_node, deep=True)
        result.key_lines[key] = key_node.start_mark.line + 1
    return result


def _construct_sequence(loader: _LineLoader, node: yaml.SequenceNode) -> LineList:
    result = LineList(loader.construct_object(child, deep=True) for child in node.value)
    result.line = node.start_mark.line + 1
    result.item_lines = [child.start_mark.line + 1 for child in node.value]
    return result


_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _construct_sequence)


def parse_yaml(text: str, path: str = "<string>") -> Any:
    """Parse YAML text; raise YamlError naming `path` and the line on any syntax error or unsafe tag."""
    try:
        return yaml.load(text, Loader=_LineLoader)  # noqa: S506 - _LineLoader derives from SafeLoader
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line = mark.line + 1 if mark else 1
        problem = err.problem or "not valid YAML"
        if "could not determine a constructor" in problem:
            problem = f"tag {_tag_of(problem)} is not allowed (levels and config hold plain data only)"
        raise YamlError(path, line, problem) from None
    except yaml.YAMLError as err:
        raise YamlError(path, 1, str(err)) from None


def load_yaml(path: Path) -> Any:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as err:
        raise YamlError(str(path), 1, f"cannot read file ({err.strerror or err})") from None
    except UnicodeDecodeError:
        raise YamlError(str(path), 1, "file is not UTF-8 text") from None
    return parse_yaml(text, str(path))


def _tag_of(problem: str) -> str:
    start = problem.find("'")
    end = problem.find("'", start + 1)
    return problem[start : end + 1] if 0 <= start < end else "(unknown)"


def line_of_field(root: Any, field: str) -> int:
    """The line of a dotted field path ('rules.allow', 'levels.3.puzzle') inside `root`, as near as known."""
    node, line = root, getattr(root, "line", 1)
    for part in field.split("."):
        if isinstance(node, LineDict) and part in node:
            line, node = node.line_of(part), node[part]
        elif isinstance(node, LineList) and part.isdigit() and int(part) < len(node):
            line, node = node.line_of(int(part)), node[int(part)]
        else:
            break
    return line
