"""The "no English left" check itself: it finds the English words in a Chinese sentence and spares the names a
sentence may quote."""
from __future__ import annotations

from tests.i18n.english_left import english_left


def test_the_check_finds_english_words_and_spares_the_names_allowed() -> None:
    shown = "puzzle：必须是 move, add 之一，而不是 'fly'（关卡 a1）and more"
    assert english_left(shown, "puzzle", "move, add", "fly") == ["and", "more"]
    assert english_left("第 2 行：YAML 语法错误") == []
    assert english_left("rules：x 或 ab") == ["rules"]
    assert english_left("文件不是 UTF-8 文本") == []
