"""`generate GAME --count N`: each level is written out as soon as it is made (a long run shows its progress),
the file is the same YAML as one dump of the whole list, and N is capped with a message."""
from __future__ import annotations

import argparse
import io
from typing import Any, Iterator

import yaml

from game import cli, games
from game.commands import stones as stones_commands
from tests.shell.clirun import run_cli, run_main


class StreamSpy:
    """A generate adapter whose levels come one at a time and check, before each one after the first, that
    the levels made so far are already written to standard output."""

    def __init__(self, out: io.StringIO, count: int) -> None:
        self.out, self.count = out, count
        self.seen_before: list[str] = []

    def add_generate_arguments(self, parser: argparse.ArgumentParser) -> None:
        pass

    def generate(self, args: argparse.Namespace) -> Iterator[dict[str, Any]]:
        for k in range(self.count):
            self.seen_before.append(self.out.getvalue())
            yield {"id": f"level-{k + 1}", "heaps": [k + 1]}


def test_levels_are_written_one_by_one_as_they_are_made(monkeypatch):
    out = io.StringIO()
    spy = StreamSpy(out, 3)
    monkeypatch.setattr(games, "commands", lambda key: spy)
    monkeypatch.setattr("sys.stdout", out)
    assert cli.main(["generate", "stones", "--count", "3"]) == 0
    assert spy.seen_before[0] == ""                      # nothing before the first level is made
    assert "id: level-1" in spy.seen_before[1] and "id: level-2" in spy.seen_before[2]
    assert yaml.safe_load(out.getvalue()) == {"game": "stones", "levels": [
        {"id": f"level-{k}", "heaps": [k]} for k in (1, 2, 3)]}


def test_the_streamed_file_is_byte_for_byte_one_dump_of_the_whole_list():
    code, out, _ = run_cli(["generate", "stones", "--count", "6", "--seed", "3"])
    options = argparse.Namespace(difficulty=None, count=6, seed=3, heaps=None, cap=None, normal=False)
    whole = yaml.safe_dump({"game": "stones", "levels": list(stones_commands.generate(options))},
                           sort_keys=False, allow_unicode=True)
    assert code == 0 and out == whole


def test_count_above_the_cap_is_refused_with_a_message():
    out = run_main("generate", "24", "--count", str(cli.MAX_GENERATE_COUNT + 1))
    assert out.returncode == 1 and out.stdout == ""
    assert out.stderr == (f"error: --count must be from 1 to {cli.MAX_GENERATE_COUNT}, got "
                          f"{cli.MAX_GENERATE_COUNT + 1} (run it again with another --seed for more)\n")


def test_count_at_the_cap_is_accepted():
    code, out, _ = run_cli(["generate", "stones", "--count", str(cli.MAX_GENERATE_COUNT), "--seed", "1"])
    assert code == 0 and len(yaml.safe_load(out)["levels"]) == cli.MAX_GENERATE_COUNT


def test_a_bad_option_writes_nothing_to_standard_output():
    code, out, err = run_cli(["generate", "24", "--difficulty", "impossible"])
    assert code == 1 and out == "" and err.startswith("error: ")
