"""A YAML file that does not parse is told in our own sentence, in the player's language, with its line and column:
each kind of problem PyYAML raises (scanner, parser, composer) maps to one catalog sentence whichever parser
raised it (libyaml and PyYAML's own word them differently); a kind the table does not know is "YAML syntax error"
with PyYAML's words as a quoted detail; the values the loader refuses (a duplicate key, a date that is no date,
a control character ...) are catalog sentences too and say in English what they said before."""
from __future__ import annotations

import pytest
import yaml

from game import i18n
from game.logic.words import Msg
from game.yaml_problems import GENERIC, syntax_problem
from game.yamlfile import YamlError, parse_yaml
from tests.i18n.english_left import english_left, has_chinese

# text, line and column of the problem (counted by hand from the text), the sentence in English
SYNTAX = [
    ("a: b: c\n", 1, 5, "a mapping value is not allowed here (column 5): quote a text that holds ': '"),
    ('a: "abc\n', 2, 1, "a quoted string is not closed (column 1)"),
    ("a:\n\t- 1\n", 2, 1, "found a tab where indentation is expected (column 1): indent with spaces"),
    ("a:\n  b: 1\n\tc: 2\n", 3, 1, "found a tab where indentation is expected (column 1): indent with spaces"),
    ("a: |\n  x\n\ty\n", 3, 1, "found a tab where indentation is expected (column 1): indent with spaces"),
    ("a: [1, 2\nb: 3\n", 2, 2, "expected ',' or ']' (column 2): a list in [ ] is not closed or misses a comma"),
    ("a: {x: 1\n", 2, 1, "expected ',' or '}' (column 1): a mapping in { } is not closed or misses a comma"),
    ("a: *x\n", 1, 4, "an alias '*' names no anchor '&' defined above it (column 4)"),
    ("a: &x 1\nb: &x 2\n", 2, 4, "the same anchor '&' is defined twice (column 4)"),
    ("a: @x\n", 1, 4, "a value cannot start with '@' (column 4): quote the text"),
    ('a: "\\q"\n', 1, 5, "unknown escape after a backslash in a quoted string (column 5)"),
    ("? a\n: b\nc\n", 4, 1, "a key has no ':' after it (column 1)"),
    ("a:\n  - 1\n b: 2\n", 3, 2, "the indentation does not line up: a key was expected here (column 2)"),
    ("- a\nb: c\n", 2, 1, "the indentation does not line up: a list item '-' was expected here (column 1)"),
    ("a: }\n", 1, 4, "a value is missing here (column 4)"),
    ("a: [\n", 2, 1, "a value is missing here (column 1)"),
    ("a: &\n", 1, 5, "an anchor '&' or alias '*' has no name (column 5)"),
    ("a\n---\nb\n", 2, 1, "the file holds more than one document (a second '---', column 1); a level file is one "
                          "document"),
    ("%YAML 2.0\n---\na\n", 1, 1, "this YAML version is not read (column 1)"),
    ("a: !x!y 1\n", 1, 4, "an unknown tag '!' (column 4)"),
]


def refusal(text: str) -> YamlError:
    with pytest.raises(YamlError) as caught:
        parse_yaml(text, "levels/broken.yaml")
    return caught.value


@pytest.mark.parametrize(("text", "line", "column", "english"), SYNTAX)
def test_each_kind_is_our_sentence_with_its_line_and_column(text: str, line: int, column: int, english: str) -> None:
    err = refusal(text)
    assert isinstance(err.message, Msg)
    assert (err.line, err.message.english()) == (line, english)
    assert err.message.args["column"] == column


@pytest.mark.parametrize(("text", "line", "column", "english"), SYNTAX)
def test_in_chinese_each_kind_holds_no_english(text: str, line: int, column: int, english: str) -> None:
    err = refusal(text)
    i18n.set_language("zh_CN")
    shown = str(err.message)
    assert has_chinese(shown) and f"第 {column} 列" in shown, shown
    assert english_left(shown) == [], shown


@pytest.mark.parametrize(("text", "line", "column", "english"), SYNTAX)
def test_pythons_own_parser_gets_the_same_sentence(text: str, line: int, column: int, english: str) -> None:
    with pytest.raises(yaml.MarkedYAMLError) as caught:
        yaml.load(text, Loader=yaml.SafeLoader)   # the pure-Python parser, worded unlike libyaml
    said = syntax_problem(caught.value, text)
    err = refusal(text)
    assert isinstance(err.message, Msg)
    assert said.template == err.message.template   # its column may differ by one (the escape's own)


def test_an_unknown_kind_is_a_yaml_syntax_error_quoting_pyyamls_words() -> None:
    mark = yaml.Mark("<string>", 7, 0, 7, "a: ~\n", 7)
    err = yaml.scanner.ScannerError("while reading a thing", mark, "found a problem never seen before", mark)
    said = syntax_problem(err, "a: ~\n")
    assert said.template == GENERIC
    assert said.english() == ("YAML syntax error (column 8): “while reading a thing; found a problem never seen "
                              "before”")
    i18n.set_language("zh_CN")
    shown = str(said)
    assert shown.startswith("YAML 语法错误（第 8 列）")
    quoted = shown[shown.index("“"):]
    assert english_left(shown.replace(quoted, "")) == []


# values the loader itself refuses: what they said before, and no English in Chinese
REFUSED = [
    ("a: 1\na: 2\n", 2, "duplicate key 'a'"),
    ("? [a]\n: 1\n", 1, "a mapping key must be a plain value"),
    ("a: " + "9" * 1200 + "\n", 1, "a number of 1200 characters is too long (at most 1000)"),
    ("a: \x07\n", 1, "character U+0007 is not allowed in YAML (control characters are not allowed)"),
    ("a: !!python/object:os.system x\n", 1,
     "tag 'tag:yaml.org,2002:python/object:os.system' is not allowed (levels and config hold plain data only)"),
    ("a: " + "[" * 70 + "]" * 70 + "\n", 1, "nested more than 64 levels deep"),
]


@pytest.mark.parametrize(("text", "line", "english"), REFUSED)
def test_a_refused_value_says_what_it_said_before_and_reads_as_chinese(text: str, line: int, english: str) -> None:
    err = refusal(text)
    assert (err.line, str(err.message)) == (line, english)
    i18n.set_language("zh_CN")
    shown = str(err.message)
    assert has_chinese(shown)
    assert english_left(shown, "tag:yaml.org,2002:python/object:os.system", "U+0007") == [], shown


def test_a_date_that_is_no_date_is_said_so() -> None:
    err = refusal("a: 2001-13-45\n")
    assert str(err.message) == "cannot read '2001-13-45': it is not a date of the calendar"
    i18n.set_language("zh_CN")
    assert english_left(str(err.message)) == [] and has_chinese(str(err.message))
