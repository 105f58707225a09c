"""Fixtures the sudoku scene tests share: the shipped levels (loaded once) and a fresh Context per test."""
import pytest

from game.levels import Catalog
from tests.helpers import make_context


@pytest.fixture(scope="module")
def catalog():
    return Catalog.load()  # loading every level file takes a while; the tests only read it


@pytest.fixture
def ctx(tmp_path, catalog):
    return make_context(tmp_path, catalog=catalog)
