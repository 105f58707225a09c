"""The context every 24 scene test plays in: a fresh store in a temporary folder, the real levels, seed 5."""
from __future__ import annotations

from pathlib import Path

import pytest

from scenes.base import Context
from tests.helpers import make_context


@pytest.fixture
def ctx(tmp_path: Path) -> Context:
    return make_context(tmp_path, seed=5)
