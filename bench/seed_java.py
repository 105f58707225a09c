"""Seed 000's Java brute force as a benchmark peer: extracted from ../shared/seeds at bench time (its code is not
part of the project), compiled with javac into a temporary folder.

The seed's program asks one random puzzle of its own and reads the player's answer, so it cannot read a batch.
Its class has a public interface, though: `new matchGame(a, b, c, flag).isSolved()`. A small driver written here
feeds it the benchmark's puzzles through that interface, one process for the whole batch (JVM start included).
The only change to the extracted text is joining the lines the blog post wrapped with a trailing backslash.
"""
from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from pathlib import Path

SEED = Path(__file__).resolve().parent.parent.parent / "shared" / "seeds"

DRIVER = """
import java.io.*;
public class Driver {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder out = new StringBuilder();
        String line;
        while ((line = in.readLine()) != null) {
            String[] p = line.trim().split(" ");
            matchGame m = new matchGame(Integer.parseInt(p[0]), Integer.parseInt(p[1]), Integer.parseInt(p[2]),
                                        Integer.parseInt(p[3]));
            out.append(m.isSolved() ? m.ansX.size() : 0).append('\\n');
        }
        System.out.print(out);
    }
}
"""


def build() -> tuple[Path | None, str]:
    """(folder with the compiled classes, "") or (None, why not)."""
    if shutil.which("javac") is None or shutil.which("java") is None:
        return None, "javac/java not found: Java peer skipped"
    sources = sorted(SEED.glob("000_*.txt")) if SEED.is_dir() else []
    if not sources:
        return None, f"{SEED} not found: Java peer skipped"
    text = sources[0].read_text(encoding="utf-8")
    match = re.search(r"```java\n(.*?)```", text, re.S)
    if match is None:
        return None, "no Java code block in seed 000: Java peer skipped"
    code = re.sub(r"\\\s*\n\s*", " ", match.group(1))
    folder = Path(tempfile.mkdtemp(prefix="seed000-"))
    (folder / "matchGame.java").write_text(code, encoding="utf-8")
    (folder / "Driver.java").write_text(DRIVER, encoding="utf-8")
    done = subprocess.run(["javac", "-nowarn", "matchGame.java", "Driver.java"], cwd=folder,
                          capture_output=True, text=True)
    if done.returncode:
        return None, "javac failed on seed 000: " + done.stderr.strip().splitlines()[0]
    return folder, ""


def java_input(texts: list[str]) -> str:
    """The driver's input: 'a b c flag' per puzzle (flag 1 for '+', 0 for '-', the seed's own convention)."""
    lines = []
    for text in texts:
        left, c = text.split("=")
        op = "+" if "+" in left else "-"
        a, b = left.split(op)
        lines.append(f"{a} {b} {c} {1 if op == '+' else 0}")
    return "\n".join(lines) + "\n"
