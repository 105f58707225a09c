"""Every test here may switch the language: each starts and ends in English."""
from __future__ import annotations

from typing import Iterator

import pytest

from game import i18n


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")
