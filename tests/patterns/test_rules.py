"""The JavaScript-compatible value rules behind remnic's flags and keys."""

from __future__ import annotations

import math

import pytest

from memcli.errors import UsageError
from memcli.patterns.rules import content_key, js_number, parse_positive_int, parse_since, preview


@pytest.mark.parametrize("text, value", [("10", 10), (" 5 ", 5), ("1e1", 10), ("0x10", 16), ("2.", 2), ("", 0),
                                         ("-3", -3), ("Infinity", math.inf)])
def test_js_number(text, value):
    assert js_number(text) == value


@pytest.mark.parametrize("text", ["abc", "1_000", "5px", "--1", "-0x10", "infinity", "\u0663"])
def test_js_number_nan(text):
    assert math.isnan(js_number(text))


def test_positive_int_accepts_integral_values_only():
    assert parse_positive_int("--limit", "3.0") == 3
    for bad in ("0", "-1", "2.5", "Infinity", "x", ""):
        with pytest.raises(UsageError, match="--limit expects a positive integer"):
            parse_positive_int("--limit", bad)


def test_since_instants():
    assert parse_since("2026-04-10") == parse_since("2026-04-10T00:00:00Z") == parse_since("2026-04-10T02:00:00+02:00")
    assert parse_since("2026-04-10T00:00:00.5Z") - parse_since("2026-04-10T00:00:00Z") == 500
    assert parse_since("2026-04-09T19:00:00-05:00") == parse_since("2026-04-10")
    with pytest.raises(UsageError, match='Invalid --since value "\u0662026-01-01"'):
        parse_since("\u0662026-01-01")
    with pytest.raises(UsageError, match="--since expects an ISO 8601 timestamp"):
        parse_since("   ")


def test_content_key_uses_javascript_whitespace():
    assert content_key("\ufeffA\u3000B\u2003 c\ufeff") == "a b c"
    assert content_key("a\x1cb") == "a\x1cb"  # not whitespace in JavaScript
    assert preview("\n\n  first   line \nsecond") == "first line"
