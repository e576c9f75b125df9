"""Fixtures shared by the lint tests."""

from pathlib import Path
from typing import Callable

import pytest

from tests.lint.blind import BlindScore, scored_once


@pytest.fixture(scope="session")
def blind_score(tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest) -> Callable[[str], BlindScore]:
    """``blind_score(name)``: blind set ``name`` judged once per run, whichever test or worker asks first."""
    base = tmp_path_factory.getbasetemp()
    shared = (base.parent if hasattr(request.config, "workerinput") else base) / "lint-blind-scores"
    shared.mkdir(exist_ok=True)
    return lambda name: scored_once(name, shared)
