"""Fixtures the shell tests share."""
from __future__ import annotations

from pathlib import Path

import pytest

from scenes.base import Context
from tests.helpers import make_context


@pytest.fixture
def ctx(tmp_path: Path) -> Context:
    """A Context on a fresh store in the test's own folder, with the real levels."""
    return make_context(tmp_path)
