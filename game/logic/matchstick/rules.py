"""Rule sets as data: which answers count, and which sticks may move.

Presets (see docs/matchstick.md):
  strict  - the programming-contest rules: only A+B=C / A-B=C, '+' and '-' only, '=' never touched,
            no leading zeros, no cell created or emptied.
  classic - (the default) + - * / =, '=' sticks may move but the answer has exactly one '=',
            no leading zeros, no unary minus.
  relaxed - classic plus chained '=' (3=3=3), a unary minus in front of a side, leading zeros.
  knoblich - the rules of Knoblich et al.'s (1999) Roman-numeral studies: + - = only, '=' may move,
            chained '=' allowed (their tautologies, III=III=III); the default for Roman puzzles.

`numerals` is the glyph set of the numbers: 'digits' (seven-segment) or 'roman' (I V X L). Roman
numbers have no zero and no sign, so under 'roman' the operators are cut to + - = and the
leading-zeros and unary-minus flags have nothing to act on and are off.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable

from ..words import N_, Joined, Msg
from .glyphs import OPERATORS

# Required forms: None means any equation; otherwise the operator allowed between A and B in A?B=C.
FORMS: dict[str, tuple[str, ...] | None] = {
    "any": None,
    "A+B=C": ("+",),
    "A-B=C": ("-",),
    "A+B=C|A-B=C": ("+", "-"),
}

NUMERALS = ("digits", "roman")
ROMAN_OPERATORS = "+-="   # the Roman world has no times or division sign (an X is a ten)

FLAGS = ("leading-zeros", "chained-equals", "unary-minus", "move-equals")
_FIELD = {f: f.replace("-", "_") for f in FLAGS}


class RulesError(ValueError):
    """An unknown preset, flag, operator or form."""


@dataclass(frozen=True)
class Rules:
    name: str                     # the preset it came from
    operators: str                # allowed glyphs in operator cells, a subset of "+-*/=", always with '='
    leading_zeros: bool = False
    chained_equals: bool = False
    unary_minus: bool = False
    move_equals: bool = True      # False: every '=' of the puzzle stays, and no new '=' appears
    form: str = "any"             # a key of FORMS
    numerals: str = "digits"      # one of NUMERALS

    def changes(self) -> tuple[list[str], list[str], str | None, str | None]:
        """How this differs from its preset: (flags allowed, flags forbidden, operators, form),
        the last two None when unchanged."""
        base = PRESETS[self.name]
        allow = [f for f in FLAGS if getattr(self, _FIELD[f]) and not getattr(base, _FIELD[f])]
        forbid = [f for f in FLAGS if not getattr(self, _FIELD[f]) and getattr(base, _FIELD[f])]
        operators = self.operators if self.operators != base.operators else None
        form = self.form if self.form != base.form else None
        return allow, forbid, operators, form

    def describe(self) -> str:
        """The preset name plus any changes, e.g. 'classic +unary-minus operators=+-='."""
        allow, forbid, operators, form = self.changes()
        parts = [self.name] + ["+" + f for f in allow] + ["-" + f for f in forbid]
        if operators is not None:
            parts.append(f"operators={operators}")
        if form is not None:
            parts.append(f"form={form}")
        if self.numerals != "digits":
            parts.append(self.numerals)
        return " ".join(parts)


# What a player reads for each preset, flag and form (never the raw flags of `describe`).
# Marked for the catalog (N_): a screen shows them in the player's language.
PRESET_TITLES = {"strict": N_("Contest rules"), "classic": N_("Classic rules"), "relaxed": N_("Relaxed rules"),
                 "knoblich": N_("Roman rules")}
_FLAG_WORDS = {
    ("leading-zeros", True): N_("numbers may start with 0"), ("leading-zeros", False): N_("no number starts with 0"),
    ("chained-equals", True): N_("several = allowed"), ("chained-equals", False): N_("exactly one ="),
    ("unary-minus", True): N_("a side may start with a minus"),
    ("unary-minus", False): N_("no minus in front of a number"),
    ("move-equals", True): N_("the = may move"), ("move-equals", False): N_("the = stays put"),
}
_FORM_WORDS = {"any": N_("any equation"), "A+B=C": N_("only A+B=C"), "A-B=C": N_("only A-B=C"),
               "A+B=C|A-B=C": N_("only A+B=C or A-B=C")}


def preset_title(name: str) -> Msg | str:
    """A preset's title for the player ("Classic rules"); a name no catalog knows, capitalised."""
    title = PRESET_TITLES.get(name)
    return Msg(title) if title is not None else name.capitalize()


def summary(rules: Rules) -> Msg:
    """The rules in a player's words: the preset's title and how this set differs from it ("Classic rules ·
    a side may start with a minus · signs + - ="), never flag names such as '+unary-minus'."""
    allow, forbid, operators, form = rules.changes()
    parts: list[Msg | str] = [preset_title(rules.name)]
    parts += [Msg(_FLAG_WORDS[(flag, True)]) for flag in allow] + [Msg(_FLAG_WORDS[(flag, False)]) for flag in forbid]
    if operators is not None:
        parts.append(Msg("signs {signs}", signs=" ".join("×" if op == "*" else "÷" if op == "/" else op
                                                           for op in operators)))
    if form is not None:
        word = _FORM_WORDS.get(form)
        parts.append(Msg(word) if word is not None else form)
    if rules.numerals == "roman" and rules.name != "knoblich":
        parts.append(Msg("Roman numerals"))
    return Joined(parts, "  ·  ")


PRESETS: dict[str, Rules] = {
    "strict": Rules("strict", "+-=", move_equals=False, form="A+B=C|A-B=C"),
    "classic": Rules("classic", "+-*/="),
    "relaxed": Rules("relaxed", "+-*/=", leading_zeros=True, chained_equals=True, unary_minus=True),
    "knoblich": Rules("knoblich", "+-=", chained_equals=True),
}


def normalise_operators(text: str) -> str:
    """'x', '×' -> '*', '÷' -> '/'; returns the set in the canonical order "+-*/="."""
    seen = set()
    for i, ch in enumerate(text):
        ch = {"x": "*", "X": "*", "×": "*", "÷": "/", "−": "-"}.get(ch, ch)
        if ch not in OPERATORS:
            raise RulesError(Msg("operators {text}: unknown operator {op} at position {pos}", text=repr(text),
                                 op=repr(ch), pos=i + 1))
        seen.add(ch)
    if "=" not in seen:
        raise RulesError(Msg("operators {text}: the set must include {equals}", text=repr(text), equals="'='"))
    return "".join(op for op in OPERATORS if op in seen)


def with_numerals(rules: Rules, numerals: str) -> Rules:
    """The same preset and changes over another glyph set (e.g. for a puzzle typed in Roman)."""
    if rules.numerals == numerals:
        return rules
    allow, forbid, operators, form = rules.changes()
    if numerals == "digits":
        operators = None if rules.operators == ROMAN_OPERATORS else operators
    return rules_from(rules.name, allow, forbid, operators, form, numerals)


def rules_from(preset: str = "classic", allow: Iterable[str] = (), forbid: Iterable[str] = (),
               operators: str | None = None, form: str | None = None, numerals: str = "digits") -> Rules:
    """A preset adjusted by flags (names in FLAGS), an operator set, a required form and the
    numerals ('digits' or 'roman')."""
    if preset not in PRESETS:
        raise RulesError(Msg("unknown rules preset {preset} (choose from {known})", preset=repr(preset),
                             known=", ".join(PRESETS)))
    rules = PRESETS[preset]
    allow, forbid = list(allow), list(forbid)
    for flag in allow + forbid:
        if flag not in _FIELD:
            raise RulesError(Msg("unknown rule flag {flag} (choose from {known})", flag=repr(flag),
                                 known=", ".join(FLAGS)))
    both = set(allow) & set(forbid)
    if both:
        raise RulesError(Msg("rule flag {flag} is both allowed and forbidden", flag=repr(sorted(both)[0])))
    changes: dict[str, object] = {_FIELD[f]: True for f in allow}
    changes.update({_FIELD[f]: False for f in forbid})
    if operators is not None:
        changes["operators"] = normalise_operators(operators)
    if form is not None:
        if form not in FORMS:
            raise RulesError(Msg("unknown form {form} (choose from {known})", form=repr(form), known=", ".join(FORMS)))
        changes["form"] = form
    if numerals not in NUMERALS:
        raise RulesError(Msg("unknown numerals {numerals} (choose from {known})", numerals=repr(numerals),
                             known=", ".join(NUMERALS)))
    if numerals == "roman":
        ops = str(changes.get("operators", rules.operators))
        changes.update(numerals=numerals, leading_zeros=False, unary_minus=False,
                       operators="".join(op for op in ops if op in ROMAN_OPERATORS))
    return replace(rules, **changes)  # type: ignore[arg-type]
