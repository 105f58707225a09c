"""YAML in with `safe_load` semantics, keeping the line of every key and list item.

Mappings come back as `LineDict` and sequences as `LineList`; each knows its own line and the line of each
key / item, so a validation error can say `FILE:LINE: field: message`. Tags that would build Python objects
(`!!python/...`) are rejected, as `yaml.safe_load` rejects them.

Limits (docs/architecture.md, "Limits"): a file is refused before it is built when it is larger than
MAX_FILE_BYTES, holds more than MAX_NODES nodes once aliases are expanded (a "billion laughs" file stays a few
lines long but expands to millions of nodes), nests deeper than MAX_DEPTH, or holds a number longer than
MAX_NUMBER_CHARS (an int or float scalar; a game that reads a number from text bounds that text itself).
Only regular files are read: a FIFO or a device would make `open` wait for a writer forever. Each refusal is a YamlError naming the file and line, found in one pass over the parser's
events, so it costs milliseconds whatever the file holds.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from game.logic.words import Msg, Text
from game.messages import CLIP_CHARS, brief, clip
from game.regular_file import UnreadableFile, read_regular_file as _read_regular_file
from game.yaml_problems import GENERIC as GENERIC_YAML, syntax_problem

MAX_FILE_BYTES = 1_000_000   # the shipped level files are under 30 kB
MAX_NODES = 100_000          # scalars + collections after expanding aliases
MAX_DEPTH = 64               # nested collections (the shipped files nest 4 deep)
MAX_NUMBER_CHARS = 1000      # Python refuses int() of more than 4300 digits with a ValueError, not a YAML error


class YamlError(ValueError):
    """A file that is not readable YAML, with the file and line it failed at."""

    def __init__(self, path: str, line: int, message: Text) -> None:
        super().__init__(f"{path}:{line}: {message}")   # the message kept as said: a Msg is shown translated
        self.path = path
        self.line = line
        self.message = message


def _refused(said: Msg, mark: yaml.Mark) -> Any:
    """A value the loader refuses: PyYAML's ConstructorError (its text English), carrying its sentence as a `Msg`
    in `said` for parse_yaml to report."""
    err = yaml.constructor.ConstructorError(None, None, said.english(), mark)
    err.said = said
    return err


class LineDict(dict[Any, Any]):
    """A mapping that remembers the 1-based line of itself and of each key."""

    line: int = 0

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.key_lines: dict[Any, int] = {}

    def line_of(self, key: Any) -> int:
        return self.key_lines.get(key, self.line)


class LineList(list[Any]):
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

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self.merged_pairs: dict[yaml.Node, int] = {}   # mapping node -> how many of its pairs were merged in

    def construct_object(self, node: yaml.Node, deep: bool = False) -> Any:
        # A value YAML accepts but Python cannot build (a date like 2001-13-45) raises ValueError or
        # OverflowError, not a YAML error: give it the node's line like any other problem.
        try:
            return super().construct_object(node, deep=deep)
        except (ValueError, OverflowError) as err:
            if isinstance(node, yaml.ScalarNode) and node.tag == TIMESTAMP_TAG:
                said = Msg("cannot read {value}: it is not a date of the calendar", value=brief(node.value))
            elif isinstance(node, yaml.ScalarNode):
                said = Msg("cannot read {value} ({detail})", value=brief(node.value), detail=clip(str(err), CLIP_CHARS))
            else:
                said = Msg("cannot read this value ({detail})", detail=clip(str(err), CLIP_CHARS))
            raise _refused(said, node.start_mark) from None


    def flatten_mapping(self, node: yaml.MappingNode) -> None:
        """PyYAML's merge (`<<: *base`), remembering how many of the node's pairs came from merged mappings:
        they come first, and a later key may override them (the YAML merge spec: explicit keys win)."""
        if node in self.merged_pairs:
            return
        explicit = sum(1 for key, _ in node.value if key.tag != MERGE_TAG)
        super().flatten_mapping(node)
        self.merged_pairs[node] = len(node.value) - explicit


MERGE_TAG = "tag:yaml.org,2002:merge"
TIMESTAMP_TAG = "tag:yaml.org,2002:timestamp"


def _construct_mapping(loader: _LineLoader, node: yaml.MappingNode) -> LineDict:
    loader.flatten_mapping(node)
    merged_pairs = loader.merged_pairs[node]
    overridable: set[Any] = set()   # keys so far that came from a merged mapping
    result = LineDict()
    result.line = node.start_mark.line + 1
    for index, (key_node, value_node) in enumerate(node.value):
        key = loader.construct_object(key_node, deep=True)
        try:
            hash(key)
        except TypeError:
            raise _refused(Msg("a mapping key must be a plain value"), key_node.start_mark) from None
        if key in result and key not in overridable:
            raise _refused(Msg("duplicate key {key}", key=repr(key)), key_node.start_mark)
        if index < merged_pairs:
            overridable.add(key)
        else:
            overridable.discard(key)
        result[key] = loader.construct_object(value_node, deep=True)
        result.key_lines[key] = key_node.start_mark.line + 1
    return result


def _construct_sequence(loader: _LineLoader, node: yaml.SequenceNode) -> LineList:
    result = LineList(loader.construct_object(child, deep=True) for child in node.value)
    result.line = node.start_mark.line + 1
    result.item_lines = [child.start_mark.line + 1 for child in node.value]
    return result


def _check_number_length(node: yaml.ScalarNode) -> None:
    if len(node.value) > MAX_NUMBER_CHARS:
        raise _refused(Msg("a number of {length} characters is too long (at most {most})", length=len(node.value),
                           most=MAX_NUMBER_CHARS), node.start_mark)


def _construct_int(loader: _LineLoader, node: yaml.ScalarNode) -> int:
    _check_number_length(node)
    return int(yaml.constructor.SafeConstructor.construct_yaml_int(loader, node))


def _construct_float(loader: _LineLoader, node: yaml.ScalarNode) -> float:
    _check_number_length(node)
    return float(yaml.constructor.SafeConstructor.construct_yaml_float(loader, node))


_LineLoader.add_constructor("tag:yaml.org,2002:int", _construct_int)
_LineLoader.add_constructor("tag:yaml.org,2002:float", _construct_float)
_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _construct_sequence)


def parse_yaml(text: str, path: str = "<string>") -> Any:
    """Parse YAML text; raise YamlError naming `path` and the line on any syntax error or unsafe tag."""
    try:
        _check_limits(text, path)
        return yaml.load(text, Loader=_LineLoader)  # noqa: S506 - _LineLoader derives from SafeLoader
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line = mark.line + 1 if mark else 1
        said = getattr(err, "said", None)
        if isinstance(said, Msg):
            raise YamlError(path, line, said) from None
        problem = err.problem or ""
        if "could not determine a constructor" in problem:
            raise YamlError(path, line, Msg("tag {tag} is not allowed (levels and config hold plain data only)",
                                            tag=_tag_of(problem))) from None
        raise YamlError(path, line, syntax_problem(err, text)) from None
    except yaml.reader.ReaderError as err:  # a character YAML does not allow (NUL, BEL, ESC ...)
        line = _line_at(text, err.position, chr(err.character))
        raise YamlError(path, line, Msg("character {code} is not allowed in YAML (control characters are not allowed)",
                                        code=f"U+{err.character:04X}")) from None
    except yaml.YAMLError as err:   # none of the kinds above: PyYAML's words, quoted
        raise YamlError(path, 1, Msg(GENERIC_YAML, column=1, detail=f"“{_one_line(str(err))}”")) from None


def _line_at(text: str, position: int, character: str) -> int:
    """The line of the reader's `position`: a character index (PyYAML's own reader) or a byte offset of the
    UTF-8 text (libyaml's)."""
    if text[position:position + 1] == character:
        return text.count("\n", 0, position) + 1
    return text.encode("utf-8", "surrogatepass").count(b"\n", 0, position) + 1


def _one_line(text: str) -> str:
    return "; ".join(part.strip() for part in text.splitlines() if part.strip())


def _check_limits(text: str, path: str) -> None:
    """One pass over the parser's events (no nodes built): refuse too deep nesting or too many nodes once
    aliases are expanded. Counting from events keeps a billion-laughs file as cheap as its few lines."""
    if len(text) > MAX_FILE_BYTES:
        raise YamlError(path, 1, Msg("{length} characters is too long (at most {most})", length=len(text),
                                     most=MAX_FILE_BYTES))
    sizes: list[int] = [0]               # expanded node count of each open collection (and of the stream)
    anchors: list[str | None] = [None]
    anchored: dict[str, int] = {}        # anchor -> expanded node count of the node it names
    total = 0
    for event in yaml.parse(text, Loader=_SafeBase):
        if isinstance(event, (yaml.ScalarEvent, yaml.AliasEvent)):
            size = anchored.get(event.anchor, 1) if isinstance(event, yaml.AliasEvent) else 1
            if isinstance(event, yaml.ScalarEvent) and event.anchor is not None:
                anchored[event.anchor] = 1
            sizes[-1] += size
            total += size
        elif isinstance(event, yaml.CollectionStartEvent):
            if len(sizes) > MAX_DEPTH:
                raise YamlError(path, event.start_mark.line + 1, Msg("nested more than {most} levels deep",
                                                                     most=MAX_DEPTH))
            sizes.append(1)
            anchors.append(event.anchor)
            total += 1
        elif isinstance(event, yaml.CollectionEndEvent):
            size, anchor = sizes.pop(), anchors.pop()
            if anchor is not None:
                anchored[anchor] = size
            sizes[-1] += size
        else:
            continue
        if total > MAX_NODES:
            raise YamlError(path, event.start_mark.line + 1,
                            Msg("more than {most} values once aliases are expanded (an alias bomb?)",
                                most=MAX_NODES))


def load_yaml(path: Path) -> Any:
    """Read and parse `path`; YamlError for an unreadable, too large, non-UTF-8 or invalid file."""
    data = read_regular_file(path, MAX_FILE_BYTES + 1)  # never more: a huge file is refused without reading it all
    if len(data) > MAX_FILE_BYTES:
        raise YamlError(str(path), 1, Msg("file is larger than {most} bytes (the limit for level and config files)",
                                          most=MAX_FILE_BYTES))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        raise YamlError(str(path), line, Msg("file is not UTF-8 text (byte {byte})", byte=err.start + 1)) from None
    return parse_yaml(text, str(path))


def read_regular_file(path: Path, limit: int) -> bytes:
    """At most `limit` bytes of `path` (game.regular_file); YamlError for a file that cannot be read or is not a
    regular file."""
    try:
        return _read_regular_file(path, limit)
    except UnreadableFile as err:
        raise YamlError(err.path, 1, err.message) from None


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
