"""The real all-MiniLM-L6-v2 folder for the tests that need real weights (``tests.models.wheel_model``).

Read when the tests are collected (the suite's autouse fixture clears
every ``MEMCLI_*`` variable before each test). In CI (``CI`` set) a missing
folder fails the test; elsewhere it skips with the command to run.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

TEST_MODEL_DIR = os.environ.get("MEMCLI_TEST_MODEL_DIR", "")
IN_CI = bool(os.environ.get("CI"))
HOW = "python -m tests.models.wheel_model /tmp/memcli-model, then export MEMCLI_TEST_MODEL_DIR=<the folder it prints>"


def real_model_dir() -> Path:
    """The folder holding the real model's files, checked against the pinned hashes by ``wheel_model``."""
    if not TEST_MODEL_DIR:
        if IN_CI:
            pytest.fail(f"MEMCLI_TEST_MODEL_DIR is not set in CI (.ci/run sets it): {HOW}")
        pytest.skip(f"real model weights not provided: {HOW}")
    folder = Path(TEST_MODEL_DIR)
    if not (folder / "model.safetensors").is_file():
        pytest.fail(f"MEMCLI_TEST_MODEL_DIR={folder} holds no model.safetensors: {HOW}")
    return folder
