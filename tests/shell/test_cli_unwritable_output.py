"""Output the game cannot write: a screenshot to a device (/dev/full), to a name the system refuses (5,000
characters) or to a folder that cannot be made, and `--help` or `--version` into a full disk. Each is one line
saying `error:` and a non-zero exit, never a traceback and never a silent success."""
from __future__ import annotations

import pytest

from tests.shell.clirun import run_main, run_main_redirected


def one_error_line(stderr: str) -> str:
    lines = [line for line in stderr.splitlines() if not line.startswith("note:")]
    assert "Traceback" not in stderr, stderr
    assert len(lines) == 1 and "error:" in lines[0], stderr
    return lines[0]


@pytest.mark.parametrize("name", ["/dev/full", "{tmp}/" + "y" * 5000 + ".png", "{tmp}/" + "z" * 300 + "/shot.png"])
def test_a_screenshot_name_that_cannot_be_written_is_refused_before_the_window_opens(tmp_path, name):
    data = tmp_path / "data"
    out = run_main("--frames", "2", "--data-dir", str(data), "--screenshot", name.format(tmp=tmp_path))
    line = one_error_line(out.stderr)
    assert out.returncode == 2 and "--screenshot" in line
    assert len(line) < 400  # the long name is not repeated whole
    assert not data.exists()  # refused before anything was opened


def test_a_screenshot_whose_folder_cannot_be_made_at_the_end_is_one_error_line(tmp_path):
    out = run_main("--frames", "2", "--data-dir", str(tmp_path / "data"),
                   "--screenshot", "/proc/matchbox-no-such-folder/shot.png")
    line = one_error_line(out.stderr)
    assert out.returncode == 1 and "screenshot could not be saved" in line
    assert (tmp_path / "data").exists()  # the run itself went as usual


@pytest.mark.parametrize("flag", ["--help", "--version"])
def test_help_and_version_into_a_full_disk_fail_loudly(flag):
    out = run_main_redirected(flag, stdout="/dev/full")
    line = one_error_line(out.stderr)
    assert out.returncode == 1 and "cannot write standard output" in line
