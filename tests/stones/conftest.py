"""Fixtures for the stone duel's scene tests: a Context on a fresh store."""
from __future__ import annotations

from pathlib import Path

import pytest

from scenes.base import Context
from tests.helpers import make_context


@pytest.fixture
def ctx(tmp_path: Path) -> Context:
    return make_context(tmp_path)
