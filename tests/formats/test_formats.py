"""The formats floor on its own: cache frames, the hook's view of memcli.toml, timestamps."""

from __future__ import annotations

import marshal

import pytest

from memcli.formats import cache_frame, settings
from memcli.formats.timestamps import format_instant, parse_instant


def test_a_cache_frame_round_trips_and_a_damaged_one_is_never_unmarshalled():
    blob = marshal.dumps({"version": cache_frame.CACHE_VERSION, "settings": (1,), "entries": {"a.md": (1, 2, None)}})
    data = cache_frame.frame(blob)
    assert cache_frame.unframe(data) == blob
    assert cache_frame.read_entries(data) == {"a.md": (1, 2, None)}
    damaged = data[:-1] + bytes([data[-1] ^ 1])
    assert cache_frame.unframe(damaged) is None and cache_frame.read_entries(damaged) is None
    older = cache_frame.frame(marshal.dumps({"version": cache_frame.CACHE_VERSION - 1, "entries": {}}))
    assert cache_frame.read_entries(older) is None  # another layout: no count rather than a wrong one


@pytest.mark.parametrize("env, toml, expected", [
    ({}, None, (False, None)),
    ({}, "[hooks]\nrecall = true\n", (True, None)),
    ({}, "[hooks]\nrecall = \"yes\"\n", (False, None)),  # the file needs a boolean
    ({"MEMCLI_HOOKS_RECALL": "on"}, "[hooks]\nrecall = false\n", (True, None)),  # the variable wins
    ({"MEMCLI_HOOKS_RECALL": "maybe"}, "[hooks]\nrecall = true\n", (False, None)),
])
def test_the_hooks_setting_reader(tmp_path, env, toml, expected):
    if toml is not None:
        (tmp_path / "memcli.toml").write_text(toml)
    assert settings.setting(str(tmp_path), "hooks.recall", env) == expected


def test_an_unreadable_memcli_toml_is_a_problem_not_an_error(tmp_path):
    (tmp_path / "memcli.toml").write_text("[hooks\n")
    enabled, problem = settings.setting(str(tmp_path), "hooks.recall", {})
    assert enabled is False and problem.startswith(f"cannot read {tmp_path / 'memcli.toml'}: TOMLDecodeError")
    document, _ = settings.store_document(str(tmp_path))
    assert settings.number(document, "recall.boost_weight", 0.05, {"MEMCLI_RECALL_BOOST_WEIGHT": "0.2"}) == 0.2
    assert settings.number(document, "recall.boost_weight", 0.05, {}) == 0.05


@pytest.mark.parametrize("text, expected", [
    ("2026-05-17", "2026-05-17T00:00:00.000Z"),
    ("2026-05-17T12:00:00z", "2026-05-17T12:00:00.000Z"),
    ("2026-05-17 12:00:00,5+0200", "2026-05-17T10:00:00.500Z"),
    ("2026-05-17T12:00:00.123456789-05:30", "2026-05-17T17:30:00.123Z"),
])
def test_timestamps_memcli_reads(text, expected):
    assert format_instant(parse_instant(text)) == expected


@pytest.mark.parametrize("text, reason", [
    ("20260517", "not ISO 8601"), ("2026-W20-1", "not ISO 8601"), ("2026-05-17T12", "not ISO 8601"),
    ("2026-02-30", "not a valid calendar date"), ("2026-05-17T12:00:00+24:00", "out of range"),
])
def test_timestamps_memcli_refuses(text, reason):
    with pytest.raises(ValueError, match=reason):
        parse_instant(text)
