"""The project's layers, read from the source (the AST of every .py file), not from what happens to be imported.

(a) no import circle anywhere in the project's module graph (imports inside functions and under TYPE_CHECKING
    count: a circle there is still two modules that need each other);
(b) inside game/, only the game.shell package imports scenes/ or sprites/ (the ground floor never reaches up);
(c) game.logic imports nothing from pygame, scenes, sprites, or the rest of game/; importing all of it, or running
    any game's `solve` command, leaves pygame unloaded.

An import of `a.b.c` is an edge to the module a.b.c only: a child module does not depend on its package's
__init__ (Python runs that file first, but nothing in it is used), so a package may re-export its children.
"""
from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from game import games
from tests.datasets import ROOT


PACKAGES = ("game", "scenes", "sprites", "tests", "bench")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def project_modules() -> dict[str, Path]:
    found = {"main": ROOT / "main.py"}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            found[module_name(path)] = path
    return found


def imports_of(name: str, path: Path, known: set[str]) -> set[str]:
    """Every project module `name` imports, wherever in the file the import statement sits."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            for alias in node.names:
                full = f"{base}.{alias.name}"
                targets.add(full if full in known else base)  # `from pkg import module` vs `from module import name`
    resolved = set()
    for target in targets:
        while target and target not in known:  # `import a.b.c` of a non-module tail: the nearest module
            target = target.rpartition(".")[0]
        if target and target != name:
            resolved.add(target)
    return resolved


def all_imports(name: str, path: Path) -> set[str]:
    """Top-level names of everything imported (third-party too), for the purity checks."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def graph() -> dict[str, set[str]]:
    modules = project_modules()
    known = set(modules)
    return {name: imports_of(name, path, known) for name, path in modules.items()}


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(edges.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def within(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


@pytest.fixture(scope="module")
def edges() -> dict[str, set[str]]:
    """The graph, read once for the checks below (parsing every file of the project takes over a second); no
    test changes it."""
    return graph()


def test_the_graph_is_read_from_the_source(edges):
    # A few edges every version of the project has: the reader must see them, or the checks below prove nothing.
    assert "game.cli" in edges["main"]
    assert "scenes.base" in edges["scenes.menu"]
    assert "game.logic.common" in edges["game.logic.stones"]
    assert any(within(target, "sprites") for target in edges["scenes.base"])
    assert len(edges) > 80


def test_no_import_circles(edges):
    assert circles(edges) == []


def test_circle_finder_finds_a_planted_circle():
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(edges) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_only_the_shell_reaches_up_from_game(edges):
    offenders = sorted(
        f"{name} -> {target}"
        for name, targets in edges.items() if within(name, "game") and not within(name, "game.shell")
        for target in targets if within(target, "scenes") or within(target, "sprites"))
    assert offenders == []


def test_logic_is_pure():
    modules = project_modules()
    offenders = []
    for name, path in modules.items():
        if not within(name, "game.logic"):
            continue
        for target in all_imports(name, path):
            top = target.split(".")[0]
            if top in ("pygame", "scenes", "sprites") or (top == "game" and not within(target, "game.logic")
                                                           and target != "game.logic"):
                offenders.append(f"{name} -> {target}")
    assert offenders == []


@pytest.mark.parametrize("name", [g.key for g in games.GAMES])
def test_registered_solvers_do_not_import_pygame(name):
    if games.commands(name) is None:
        pytest.fail(f"{name}: no command adapter registered")
    example = {"matchstick": ["6+4=4"], "sudoku": ["." * 81], "stones": ["1", "2", "3"],
               "twentyfour": ["3", "3", "8", "8"],
               "shapes": [str(ROOT / "tests" / "data" / "shapes" / "two-squares.txt"), "--task", "remove",
                          "--sticks", "1", "--squares", "1"]}[name]
    code = ("import sys, json; sys.path.insert(0, sys.argv[1]); from game.cli import main; "
            f"rc = main(['solve', {games.BY_KEY[name].cli_name!r}, *{example!r}, '--json']); "
            "print('PYGAME' if 'pygame' in sys.modules else 'PURE'); sys.exit(rc)")
    out = subprocess.run([sys.executable, "-c", code, str(ROOT)], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    *answer, verdict = out.stdout.strip().splitlines()
    assert verdict == "PURE"
    assert isinstance(json.loads(answer[-1]), dict)


def test_logic_never_imports_pygame_scenes_or_sprites():
    """Static check of every module under game/logic, plus importing them all leaves pygame unloaded."""
    forbidden = ("pygame", "scenes", "sprites", "game.shell.app", "game.store", "game.levels", "game.cli")
    modules = []
    for path in sorted((ROOT / "game" / "logic").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else (
                [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            for name in names:
                assert not name.startswith(forbidden), f"{path}: imports {name}"
        rel = path.relative_to(ROOT).with_suffix("")
        modules.append(".".join(p for p in rel.parts if p != "__init__"))
    code = ("import sys, importlib; sys.path.insert(0, sys.argv[1]); "
            f"[importlib.import_module(m) for m in {modules!r}]; print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code, str(ROOT)], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"
