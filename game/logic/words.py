"""Words the player reads, as data: a message template with its arguments, translated when it is shown.

The logic never translates and never knows the language. It returns a `Msg` (or marks a constant with `N_`); the
screen draws `str(msg)`, which asks the translator installed by `game.i18n` for the current language; with none
installed (the command line, the tests of the logic) the English template is formatted as it is. So one sentence
reaches the screen in the player's language and the command line's output in English.

Templates use `str.format` fields (`"take {take} from heap {heap}"`): a translation may reorder them. A plural
sentence is `Plural(singular, plural, n, ...)`: the catalog's plural rule picks the form, `{n}` is the count.
An argument that is itself a `Msg` is translated too (a stone duel's rule name inside a sentence).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol


def N_(message: str) -> str:
    """Marks a constant for extraction into the catalog; it is translated where it is shown."""
    return message


class Translator(Protocol):
    def gettext(self, message: str) -> str: ...

    def ngettext(self, singular: str, plural: str, n: int) -> str: ...


class _English:
    def gettext(self, message: str) -> str:
        return message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return singular if n == 1 else plural


ENGLISH: Translator = _English()
_current: list[Translator] = [ENGLISH]   # the one installed translator (game.i18n.set_language changes it)


def install(translator: Translator) -> None:
    """Translate every `Msg` from now on with `translator`."""
    _current[0] = translator


def translator() -> Translator:
    return _current[0]


class Msg:
    """A sentence for the player: a template (the catalog's msgid) and its arguments, rendered by `str()` in the
    language current at that moment, so text kept by a screen follows a live language switch."""

    __slots__ = ("template", "plural", "number", "args", "context")

    def __init__(self, template: str, /, **args: object) -> None:
        self.template = template
        self.context: str | None = None   # the catalog's msgctxt, for an English word of two senses (InContext)
        self.plural: str | None = None
        self.number = 0   # the count that chooses a plural form
        self.args = args

    @classmethod
    def counted(cls, singular: str, plural: str, n: int, /, **args: object) -> "Msg":
        msg = cls(singular, n=n, **args)
        msg.plural, msg.number = plural, n
        return msg

    def render(self, with_: Translator) -> str:
        if self.context is not None:
            key = f"{self.context}\x04{self.template}"   # how gettext stores a message with a context
            found = with_.gettext(key)
            text = self.template if found == key else found
        elif self.plural is None:
            text = with_.gettext(self.template)
        else:
            text = with_.ngettext(self.template, self.plural, self.number)
        if not self.args:
            return text
        values = {k: v.render(with_) if isinstance(v, Msg) else v for k, v in self.args.items()}
        return text.format(**values)

    def english(self) -> str:
        return self.render(ENGLISH)

    def __str__(self) -> str:
        return self.render(_current[0])

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return f"Msg({self.english()!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Msg):
            return self.english() == other.english()
        if isinstance(other, str):   # a screen's text compared with a plain string (tests, empty checks)
            return str(self) == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.english())

    def __contains__(self, part: str) -> bool:
        return part in str(self)

    def __bool__(self) -> bool:
        return bool(self.template)

    # read like the text it renders (a test or a caller asking what it says)
    def __len__(self) -> int:
        return len(str(self))

    def startswith(self, prefix: str | tuple[str, ...]) -> bool:
        return str(self).startswith(prefix)

    def endswith(self, suffix: str | tuple[str, ...]) -> bool:
        return str(self).endswith(suffix)

    def split(self, sep: str | None = None, maxsplit: int = -1) -> list[str]:
        return str(self).split(sep, maxsplit)

    def count(self, part: str) -> int:
        return str(self).count(part)

    def lower(self) -> str:
        return str(self).lower()

    def strip(self) -> str:
        return str(self).strip()

    def replace(self, old: str, new: str) -> str:
        return str(self).replace(old, new)

    def __add__(self, other: object) -> str:
        return str(self) + str(other)

    def __radd__(self, other: object) -> str:
        return str(other) + str(self)


def InContext(context: str, template: str, /, **args: object) -> Msg:
    """A message whose English is also another message of a different sense ("Relaxed": a rules preset here, an
    untimed mode in 24): the context keeps the two apart in the catalog, so each is translated for its own sense."""
    msg = Msg(template, **args)
    msg.context = context
    return msg


def Plural(singular: str, plural: str, n: int, /, **args: object) -> Msg:
    """A sentence with a count: the catalog's plural rule chooses its form; `{n}` in it is the count."""
    return Msg.counted(singular, plural, n, **args)


class Clauses(Msg):
    """Several findings said as one sentence: "Uses 4 twice; makes 96, not 24." Each part is a whole clause the
    catalog translates; the separator and the full stop are the language's own ("；" and "。" in Chinese)."""

    def __init__(self, parts: "tuple[Msg, ...] | list[Msg]") -> None:
        super().__init__("{parts}")
        self.parts = tuple(parts)

    def render(self, with_: Translator) -> str:
        text = with_.gettext(N_("; ")).join(p.render(with_) for p in self.parts)
        text = text[:1].upper() + text[1:]
        stop = with_.gettext(N_("."))
        return text if text.endswith((".", "。", "!", "?", "！", "？")) else text + stop

    def english(self) -> str:
        return self.render(ENGLISH)


class Joined(Msg):
    """Phrases shown side by side with a fixed separator ("Classic rules  ·  signs + - ="): each part is a whole
    phrase the catalog translates; the separator is a symbol, the same in every language."""

    def __init__(self, parts: "tuple[Msg | str, ...] | list[Msg | str]", separator: str) -> None:
        super().__init__("{parts}")
        self.parts = tuple(parts)
        self.separator = separator

    def render(self, with_: Translator) -> str:
        return self.separator.join(p.render(with_) if isinstance(p, Msg) else p for p in self.parts)


Text = str | Msg   # what a screen may be handed to draw: plain text (a name, a number) or a sentence


def render(text: Text) -> str:
    """The text to draw, in the current language."""
    return text if isinstance(text, str) else str(text)


def reason(err: BaseException) -> Text:
    """What an error says to the player: the `Msg` it was raised with (shown in the player's language), else its
    text as it is."""
    said = err.args[0] if len(err.args) == 1 else None
    return said if isinstance(said, Msg) else str(err)


AND = N_("{items} and {last}")
OR = N_("{items} or {last}")
COMMA = N_("{items}, {item}")
SEMICOLON = N_("{items}; {item}")


def listing(items: Sequence[Text], last: str = AND, between: str = COMMA) -> Text:
    """Items as one phrase the translator can reorder: '7', '3 and 8', '1, 4 and 9' ('1、4、9'). `between` joins
    the items before the last one (SEMICOLON where the items hold commas), `last` the last one (OR for choices)."""
    head = items[0]
    for item in items[1:-1]:
        head = Msg(between, items=head, item=item)
    return head if len(items) == 1 else Msg(last, items=head, last=items[-1])


class Listed(Msg):
    """Several items as one list in the language's own way: "2 hints, 1 answer shown" / "2 次提示、1 次答案"."""

    def __init__(self, parts: "tuple[Msg, ...] | list[Msg]") -> None:
        super().__init__("{parts}")
        self.parts = tuple(parts)

    def render(self, with_: Translator) -> str:
        return with_.gettext(N_(", ")).join(p.render(with_) for p in self.parts)

    def english(self) -> str:
        return self.render(ENGLISH)
