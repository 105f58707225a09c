"""Reference Java programs as benchmark peers: the code is extracted at bench time from the seed texts that
`SEEDS` names (the benchmark is skipped where they are absent) into a temporary folder and compiled there with
javac; nothing of it is kept in the project.
"""
from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from bench.timing import ROOT

SEEDS = ROOT.parent / "shared" / "seeds"
_JAVA_BLOCK = re.compile(r"```java\n(.*?)```", re.S)


def unavailable() -> str | None:
    """Why the Java peers cannot run here, or None when they can."""
    if not SEEDS.is_dir():
        return f"{SEEDS} is absent"
    if shutil.which("javac") is None or shutil.which("java") is None:
        return "javac/java are not installed"
    return None


def build(seed_prefix: str, extra: dict[str, str], workdir: Path, name: str = "Main.java",
          join_wrapped: bool = False) -> Path:
    """Extract the seed's Java block as `name` (the file a public class must live in; unchanged except, with
    `join_wrapped`, lines the blog post wrapped with a trailing backslash joined back), add the `extra` sources
    (file name -> text, written by the benchmark) and compile them all into `workdir`."""
    seed = next(SEEDS.glob(f"{seed_prefix}_*.txt"))
    match = _JAVA_BLOCK.search(seed.read_text(encoding="utf-8"))
    if match is None:
        raise RuntimeError(f"no Java code block in {seed.name}")
    code = re.sub(r"\\\s*\n\s*", " ", match.group(1)) if join_wrapped else match.group(1)
    sources = {name: code, **extra}
    for name, text in sources.items():
        (workdir / name).write_text(text, encoding="utf-8")
    subprocess.run(["javac", "-nowarn", "-d", str(workdir)] + [str(workdir / n) for n in sources],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return workdir


def temp_dir() -> tempfile.TemporaryDirectory[str]:
    return tempfile.TemporaryDirectory(prefix="matchbox-bench-java-")
