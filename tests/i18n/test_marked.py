"""Every player-facing string in scenes/ and sprites/ is marked for translation.

An AST scan of each module: a string literal (or f-string) that reaches a drawing or widget call — as an argument
of `blit_text`, `text`, `wrap`, `Button(...)`, a `label=` / `detail=` / `placeholder=` keyword ... — or is assigned
to a widget's or a screen's shown text (`.label`, `.status`, `.message` ...), must sit inside a marker: `Msg(...)`,
`Plural(...)`, `N_(...)`, `_(...)`, `gettext(...)`, `ngettext(...)`. Text without letters (symbols, digits,
separators) and the few names in ALLOWED pass: a translator has nothing to do with them.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.datasets import ROOT

MARKERS = {"Msg", "Plural", "N_", "_", "gettext", "ngettext", "counted", "InContext"}
# drawing and widget calls: the positional arguments that carry shown text (None: every one after the first)
DRAWING: dict[str, tuple[int, ...] | None] = {
    "blit_text": (1,), "text": (0,), "wrap": (0,), "fit_size": (0,), "draw_tag": (1,), "draw_notice": (1,),
    "draw_toast": (1,), "text_width": (0,), "render": (0,), "size": (0,),
    "Button": (2,), "Label": (2,), "Toggle": (2,), "GameCard": (2,),
    "Pause": (0,), "HelpScene": (1, 2), "LevelSelectScene": (2,), "PauseScene": (2,),
    "line_chart": None, "histogram_chart": None, "_frame": (2, 3, 4), "_empty": (2,),
    "draw_text_panel": (2,), "draw_solved_banner": (3,), "PanelLine": (0,),
}
SHOWN_KEYWORDS = {"label", "detail", "placeholder", "title", "text", "message", "hint", "reason", "caption",
                  "status", "heading", "lines", "note", "tip", "subtitle", "unit"}
SHOWN_ATTRIBUTES = {"label", "detail", "placeholder", "status", "message", "title", "hint", "note", "caption",
                    "heading", "subtitle", "tip", "toast", "banner"}
# symbols and names a translator leaves alone: card faces, the game's name "24" stays a number
ALLOWED = {"A", "J", "Q", "K", "OK", "x", "X", "XOR", "Esc", "Tab", "Enter", "F1", "F11", "N", "U", "R", "H", "M",
           "O", "S", "T", "V", "F2", "Ctrl+Z", "Ctrl+Y", "Ctrl+R", "v"}
FILES = sorted(p for folder in ("scenes", "sprites") for p in (ROOT / folder).rglob("*.py"))


def needs_translation(text: str) -> bool:
    stripped = text.strip()
    return any(c.isalpha() for c in stripped) and stripped not in ALLOWED


def bare_literals(node: ast.AST) -> list[ast.AST]:
    """The string literals in an expression that are not inside a marker call."""
    found: list[ast.AST] = []

    def visit(n: ast.AST) -> None:
        if isinstance(n, ast.Call):
            name = n.func.id if isinstance(n.func, ast.Name) else n.func.attr if isinstance(n.func, ast.Attribute) else ""
            if name in MARKERS or name in ("join", "format") and isinstance(n.func, ast.Attribute) and \
                    isinstance(n.func.value, ast.Constant):
                return
            if isinstance(n.func, ast.Attribute) and isinstance(n.func.value, ast.Constant):
                return   # "...".join(...)
            for arg in [*n.args, *(k.value for k in n.keywords)]:
                visit(arg)
            return
        if isinstance(n, ast.Constant) and isinstance(n.value, str):
            if needs_translation(n.value):
                found.append(n)
            return
        if isinstance(n, ast.JoinedStr):
            text = "".join(v.value for v in n.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
            if needs_translation(text):
                found.append(n)
            return
        if isinstance(n, (ast.Lambda, ast.Compare, ast.Subscript)):
            return
        for child in ast.iter_child_nodes(n):
            visit(child)

    visit(node)
    return found


def call_name(call: ast.Call) -> str:
    if isinstance(call.func, ast.Name):
        return call.func.id
    if isinstance(call.func, ast.Attribute):
        return call.func.attr
    return ""


def unmarked(path: Path, root: Path = ROOT) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    problems: list[tuple[int, str]] = []

    def report(nodes: list[ast.AST]) -> None:
        for n in nodes:
            problems.append((n.lineno, ast.get_source_segment(source, n) or ""))

    source = path.read_text(encoding="utf-8")
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and call_name(node) not in MARKERS:
            name = call_name(node)
            if name in DRAWING:
                shown = DRAWING[name]
                for index, arg in enumerate(node.args):
                    if (index > 0) if shown is None else (index in shown):
                        report(bare_literals(arg))
            for keyword in node.keywords:
                if keyword.arg in SHOWN_KEYWORDS:
                    report(bare_literals(keyword.value))
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            shown = any(isinstance(t, ast.Attribute) and t.attr in SHOWN_ATTRIBUTES for t in targets)
            if shown and node.value is not None:
                report(bare_literals(node.value))
    return [f"{path.relative_to(root)}:{line}: {text[:70]}" for line, text in sorted(set(problems))]


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_shown_strings_are_marked_for_translation(path):
    problems = unmarked(path)
    assert not problems, "not marked for translation:\n" + "\n".join(problems)


def test_the_scan_sees_an_unmarked_label_and_passes_a_marked_one(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('Button("go", r, "Go on", cb)\nButton("go", r, Msg("Go on"), cb)\n'
                      'theme.blit_text(s, f"{n} left", p)\nself.status = "Saved."\nLabel("x", r, "+")\n'
                      'self.status = Plural("{n} left", "{n} left", n)\nButton("b", r, label="Back")\n')
    assert [p.split(":")[1] for p in unmarked(sample, tmp_path)] == ["1", "3", "4", "7"]
