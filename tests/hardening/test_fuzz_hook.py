"""Fuzzing ``memcli-hook``'s stdin for every event (issue 9 part 2).

Arbitrary bytes, JSON of every shape, payloads with the right keys and the
wrong types, deeply nested JSON, 5 MB of noise. For every input and event:
``main`` returns 0, nothing escapes as an exception or an "internal error",
stdout is empty or exactly one ``hookSpecificOutput`` document for that
event, and one call costs well under a second of CPU time. The hook runs
in-process (stdin, stdout and stderr replaced) against a store with
knowledge in it, so the matching code is exercised too; a few inputs also
go through the real ``memcli-hook`` process.
"""

from __future__ import annotations

import io
import json
import sys
import time
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memcli import hook
from tests.conftest import cli, hook_subprocess, make_store
from tests.hardening.fuzzing import CASES, FAST, deep_json, dumps, json_values, text, wrong

pytestmark = pytest.mark.slow  # fuzzing: `pytest -m "not slow"` leaves them out

EVENTS = list(hook.EVENTS)
KNOWLEDGE = """---
id: fuzz-checklist
type: process
process_type: checklist
priority: CRITICAL
label: Fuzz Checklist
status: active
trigger_conditions:
  tool_names: [Edit, Write, "*"]
  file_patterns: ["**/*.json", "*.py"]
  action_keywords: [version]
---
- [ ] check the version
"""
NOISE = bytes(range(256)) * (5 * 1024 * 1024 // 256)  # 5 MB of every byte value
KEYS = ("session_id", "transcript_path", "cwd", "hook_event_name", "tool_name", "tool_input", "tool_response",
        "prompt", "source", "stop_hook_active", "last_assistant_message")


@pytest.fixture(scope="module")
def store(tmp_path_factory) -> Path:
    root = make_store(tmp_path_factory.mktemp("hookfuzz"), {"knowledge/fuzz-checklist.md": KNOWLEDGE})
    assert cli(["--dir", str(root), "knowledge", "reindex"]).exit_code == 0
    return root


def call(event: str, data: bytes, root: Path, monkeypatch) -> tuple[int, bytes, str, float]:
    """Run the hook in-process; returns (status, stdout bytes, stderr text, CPU seconds)."""
    stdout, stderr = io.BytesIO(), io.StringIO()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(stdout, encoding="utf-8", write_through=True))
    monkeypatch.setattr(sys, "stderr", stderr)
    started = time.process_time()
    status = hook.main([event, "--dir", str(root), "--now", "2026-05-17"])
    elapsed = time.process_time() - started
    sys.stdout.flush()
    return status, stdout.getvalue(), stderr.getvalue(), elapsed


def check(event: str, status: int, out: bytes, err: str, elapsed: float) -> None:
    assert status == 0
    assert "internal error" not in err and "Traceback" not in err, err
    if out:
        assert out.endswith(b"\n") and out.count(b"\n") == 1
        document = json.loads(out)
        assert list(document) == ["hookSpecificOutput"]
        inner = document["hookSpecificOutput"]
        assert inner["hookEventName"] == hook.EVENT_NAMES[event] and isinstance(inner["additionalContext"], str)
        assert "decision" not in document and len(inner["additionalContext"]) <= 10_000
    assert elapsed < 1.0, f"{elapsed:.2f} s of CPU for one hook call"


payload_like = st.fixed_dictionaries({}, optional={key: st.one_of(wrong, text) for key in KEYS}).map(
    lambda d: {**d, "tool_input": d.get("tool_input", {"file_path": "/p/plugin.json", "old_string": "version"})})
inputs = st.one_of(
    st.binary(max_size=200),
    json_values.map(lambda v: dumps(v).encode()),
    payload_like.map(lambda v: dumps(v).encode()),
    st.fixed_dictionaries({"tool_name": st.sampled_from(["Edit", "Write", "Bash", "Read", "*"]),
                           "tool_input": st.one_of(wrong, st.fixed_dictionaries({}, optional={
                               "file_path": st.one_of(text, wrong), "path": st.one_of(text, wrong),
                               "notebook_path": st.one_of(text, wrong), "command": text}))}).map(
        lambda v: dumps(v).encode()),
    st.sampled_from([deep_json(100_000).encode(), ('{"a":' * 50_000 + "1" + "}" * 50_000).encode(),
                     b"\xef\xbb\xbf{}", b"\xff\xfe{\x00}\x00", b"", b"   \n", b"null", b"[]", b'"str"']),
)


@FAST
@given(data=inputs, event=st.sampled_from(EVENTS))
def test_any_stdin_exits_0_with_nothing_or_one_document(store, monkeypatch, data, event):
    CASES[f"hook stdin: {event}"] += 1
    check(event, *call(event, data, store, monkeypatch))


@pytest.mark.parametrize("event", EVENTS)
def test_five_megabytes_of_noise(store, monkeypatch, event):
    CASES[f"hook stdin: {event}"] += 2
    for data in (NOISE, NOISE + b"x"):
        status, out, err, elapsed = call(event, data, store, monkeypatch)
        check(event, status, out, err, elapsed)
        assert out == b"" and err.strip(), "noise is ignored with a reason on stderr"


@pytest.mark.parametrize("event", EVENTS)
def test_real_process_bad_stdin(store, event):
    """The console script itself: bytes, deep JSON and wrong types give exit 0 and no traceback."""
    for data in (b"\x00\xff garbage", deep_json(200_000).encode(), dumps({"tool_name": ["Edit"], "cwd": 5}).encode(),
                 dumps({"transcript_path": {"x": 1}, "prompt": ["a"], "tool_input": "str"}).encode()):
        proc = hook_subprocess([event, "--dir", str(store)], stdin=data)
        check(event, proc.returncode, proc.stdout, proc.stderr.decode("utf-8", "replace"), 0.0)


def test_the_matching_path_is_reached(store, monkeypatch):
    """The fuzzed store does inject for a sane payload, so the properties above exercise real matching."""
    payload = dumps({"tool_name": "Edit", "tool_input": {"file_path": "/p/plugin.json", "old_string": "version"}})
    status, out, err, _ = call("pre-tool-use", payload.encode(), store, monkeypatch)
    assert status == 0 and "Fuzz Checklist" in json.loads(out)["hookSpecificOutput"]["additionalContext"]
