"""Reference Java programs as benchmark peers, from a folder given on the command line:

    python -m bench --java-baselines DIR [NAME ...]        (make bench ARGS="--java-baselines DIR")

DIR holds text files (Markdown or plain) with the programs in ```java blocks. A benchmark names the program it
needs by a piece of its code (the 24 solver's `get24(LinkedList<Integer>`, the matchstick one's
`class matchGame`); that block is written into a temporary folder with the benchmark's own driver and compiled
there with javac. Nothing of it is kept in the project. Without the folder (or javac), those rows say
"no baseline".
"""
from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from pathlib import Path

FOLDER: Path | None = None   # set by `python -m bench --java-baselines DIR`
_JAVA_BLOCK = re.compile(r"```java\n(.*?)```", re.S)


def unavailable(marker: str) -> str | None:
    """Why the Java peer whose code holds `marker` cannot run here ("no baseline: ..."), or None when it can."""
    if FOLDER is None:
        return "no baseline: give a folder of Java baselines with --java-baselines DIR"
    if not FOLDER.is_dir():
        return f"no baseline: {FOLDER} is not a folder"
    if shutil.which("javac") is None or shutil.which("java") is None:
        return "no baseline: javac/java are not installed"
    if _source(marker) is None:
        return f"no baseline: no ```java block in {FOLDER} holds {marker!r}"
    return None


def _source(marker: str) -> str | None:
    """The first ```java block (files in name order) that holds `marker`."""
    assert FOLDER is not None
    for path in sorted(p for p in FOLDER.iterdir() if p.is_file()):
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        for block in _JAVA_BLOCK.findall(text):
            if marker in block:
                return str(block)
    return None


def build(marker: str, extra: dict[str, str], workdir: Path, name: str = "Main.java",
          join_wrapped: bool = False) -> Path:
    """Write the Java block that holds `marker` as `name` (the file a public class must live in; unchanged except,
    with `join_wrapped`, lines wrapped with a trailing backslash joined back), add the `extra` sources (file name
    -> text, written by the benchmark) and compile them all into `workdir`."""
    code = _source(marker)
    if code is None:
        raise RuntimeError(f"no ```java block holds {marker!r}")
    if join_wrapped:
        code = re.sub(r"\\\s*\n\s*", " ", code)
    sources = {name: code, **extra}
    for file_name, text in sources.items():
        (workdir / file_name).write_text(text, encoding="utf-8")
    subprocess.run(["javac", "-nowarn", "-d", str(workdir)] + [str(workdir / n) for n in sources],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return workdir


def temp_dir() -> tempfile.TemporaryDirectory[str]:
    return tempfile.TemporaryDirectory(prefix="matchbox-bench-java-")
