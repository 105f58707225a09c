"""Run the benchmarks: every bench/bench_*.py module's `run(report)`, or only those named on the command line.

    python -m bench              all of them
    python -m bench shell sudoku only bench_shell.py and bench_sudoku.py
    python -m bench --java-baselines DIR twentyfour
                                 with the reference Java programs in DIR as peers (see bench/java_peers.py);
                                 without it, the rows measured against them say "no baseline"

`report(label, value, unit, baseline=None, target=None)` prints one aligned line. With a baseline (the same
quantity measured in the same process, same units) it adds how many times better the value is: for rates
(units ending in '/s') value/baseline, for times and sizes baseline/value.
"""
from __future__ import annotations

import importlib
import os
import pkgutil
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def ratio(value: float, baseline: float, unit: str) -> float:
    if unit.endswith("/s"):
        return value / baseline if baseline else float("inf")
    return baseline / value if value else float("inf")


def report(label: str, value: float, unit: str, baseline: float | None = None, target: str | None = None) -> None:
    line = f"  {label:<58} {value:>12.4g} {unit:<10}"
    if baseline is not None:
        line += f"  baseline {baseline:.4g} {unit}  -> {ratio(value, baseline, unit):.1f}x"
    if target:
        line += f"  (target {target})"
    print(line, flush=True)


def modules() -> list[str]:
    return sorted(m.name[len("bench_"):] for m in pkgutil.iter_modules([str(Path(__file__).parent)])
                  if m.name.startswith("bench_"))


def main(argv: list[str]) -> int:
    argv = list(argv)
    if "--java-baselines" in argv:
        at = argv.index("--java-baselines")
        if at + 1 >= len(argv):
            print("--java-baselines needs a folder: python -m bench --java-baselines DIR [NAME ...]", file=sys.stderr)
            return 2
        from bench import java_peers
        java_peers.FOLDER = Path(argv[at + 1]).expanduser()
        del argv[at : at + 2]
    names = argv or modules()
    unknown = [n for n in names if n not in modules()]
    if unknown:
        print(f"unknown benchmark(s): {', '.join(unknown)}; known: {', '.join(modules())}", file=sys.stderr)
        return 2
    print(f"Matchbox Arcade benchmarks (python {sys.version.split()[0]}, {os.cpu_count()} cores)")
    for name in names:
        print(f"\n[{name}]", flush=True)
        start = time.perf_counter()
        importlib.import_module(f"bench.bench_{name}").run(report)
        print(f"  ({time.perf_counter() - start:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
