"""Assertion rewriting for the hardening helpers, whose checks run inside the tests."""

import pytest

pytest.register_assert_rewrite("tests.hardening.commands", "tests.hardening.corpus")
