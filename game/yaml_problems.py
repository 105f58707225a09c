"""PyYAML's syntax errors said in our own words, so a player reads them in the player's language.

PyYAML (its pure-Python parser or libyaml, which word the same problems differently) raises a MarkedYAMLError
whose `problem` and `context` are English. `syntax_problem` maps the kinds it raises (scanner, parser and
composer errors) to a catalog sentence with the column the problem is at (the line is the YamlError's own);
a kind not in the table is "YAML syntax error" with PyYAML's words quoted as a detail, never lost.
"""
from __future__ import annotations

import yaml

from game.logic.words import N_, Msg

# (words in the problem, words in the context or "", our sentence): the first row that matches wins. Each row
# names what both parsers say ("mapping values are not allowed here" / "... in this context").
_KINDS: tuple[tuple[str, str, str], ...] = (
    ("mapping values are not allowed", "", N_("a mapping value is not allowed here (column {column}): quote a "
                                              "text that holds ': '")),
    ("found unexpected end of stream", "quoted scalar", N_("a quoted string is not closed (column {column})")),
    ("found unexpected end of stream", "", N_("the file ends in the middle of a value (column {column})")),
    ("tab character", "", N_("found a tab where indentation is expected (column {column}): indent with spaces")),
    ("',' or ']'", "", N_("expected ',' or ']' (column {column}): a list in [ ] is not closed or misses a comma")),
    ("',' or '}'", "", N_("expected ',' or '}}' (column {column}): a mapping in {{ }} is not closed or misses a "
                          "comma")),
    ("found undefined alias", "", N_("an alias '*' names no anchor '&' defined above it (column {column})")),
    ("second occurrence", "duplicate anchor", N_("the same anchor '&' is defined twice (column {column})")),
    ("found unknown escape character", "", N_("unknown escape after a backslash in a quoted string (column "
                                              "{column})")),
    ("could not find expected ':'", "", N_("a key has no ':' after it (column {column})")),
    ("expected key", "", N_("the indentation does not line up: a key was expected here (column {column})")),
    ("expected <block end>", "block mapping", N_("the indentation does not line up: a key was expected here "
                                                 "(column {column})")),
    ("expected '-' indicator", "", N_("the indentation does not line up: a list item '-' was expected here "
                                      "(column {column})")),
    ("expected <block end>", "block collection", N_("the indentation does not line up: a list item '-' was "
                                                    "expected here (column {column})")),
    ("node content", "", N_("a value is missing here (column {column})")),
    ("alphabetic or numeric character", "anchor", N_("an anchor '&' or alias '*' has no name (column {column})")),
    ("but found another document", "", N_("the file holds more than one document (a second '---', column "
                                          "{column}); a level file is one document")),
    ("directive", "", N_("unknown directive '%' (column {column})")),
    ("incompatible YAML document", "", N_("this YAML version is not read (column {column})")),
    ("undefined tag handle", "", N_("an unknown tag '!' (column {column})")),
)
_TOKEN = N_("a value cannot start with {character} (column {column}): quote the text")   # '@', '`', '%'...
_TAB = N_("found a tab where indentation is expected (column {column}): indent with spaces")
GENERIC = N_("YAML syntax error (column {column}): {detail}")


def syntax_problem(err: yaml.MarkedYAMLError, text: str) -> Msg:
    """What is wrong, at which column, in a catalog sentence; PyYAML's own words only as a quoted detail of
    "YAML syntax error" for a kind the table does not know."""
    mark = err.problem_mark or err.context_mark
    column = mark.column + 1 if mark else 1
    problem, context = err.problem or "", err.context or ""
    if "cannot start any token" in problem:
        found = _character_at(text, mark)
        if found == "\t":
            return Msg(_TAB, column=column)
        return Msg(_TOKEN, character=repr(found) if found else "?", column=column)
    for words, where, said in _KINDS:
        if words in problem and where in context:
            return Msg(said, column=column)
    return Msg(GENERIC, column=column, detail=f"“{'; '.join(p for p in (context, problem) if p)}”")


def _character_at(text: str, mark: yaml.Mark | None) -> str:
    if mark is None:
        return ""
    lines = text.split("\n")
    if not 0 <= mark.line < len(lines):
        return ""
    line = lines[mark.line]
    return line[mark.column] if 0 <= mark.column < len(line) else ""
