"""The optional external extractor: contract, rule ``external``, dedup, redaction, failures skipped."""

from __future__ import annotations

import json
import shlex
import sys

from tests.conftest import cli, make_store, memcli_subprocess
from tests.extract.builders import interaction, write_lines

EXTRACTOR = r'''
import json, sys, time
mode = sys.argv[1]
payload = json.load(sys.stdin)
with open(sys.argv[2], "a") as log:
    log.write(json.dumps(payload) + "\n")
if mode == "ok":
    print(json.dumps({"candidates": [
        {"type": "preference", "content": "Sam likes terse commit messages."},
        {"type": "adaptation", "content": "adopt Redis streams for the queue"},  # same as the rule's candidate
        {"type": "knowledge", "content": "Secret: DB_PASSWORD=hunter2"},
        {"type": "knowledge", "content": "Sam likes terse commit messages and long reviews"},  # an invented clause
        {"type": "knowledge", "content": "short"},
        {"type": 42, "content": "wrong type field is ignored"},
        "not an object",
    ]}))
elif mode == "fail":
    print("model unavailable", file=sys.stderr)
    sys.exit(3)
elif mode == "slow":
    time.sleep(10)
elif mode == "garbage":
    print("this is not json")
elif mode == "noshape":
    print(json.dumps({"items": []}))
'''

RESPONSE = ("## Decision: adopt Redis streams for the queue\n"
            "Sam mentioned he likes terse commit messages. Secret: DB_PASSWORD=hunter2")


def setup(tmp_path, config: str = ""):
    files = {"memcli.toml": config} if config else {}
    root = make_store(tmp_path, files)
    write_lines(root / "inbox" / "chat.jsonl", [interaction(id="c1", response=RESPONSE, project="web")])
    script = tmp_path / "extractor.py"
    script.write_text(EXTRACTOR)
    calls = tmp_path / "calls.jsonl"
    return root, script, calls


def command(script, calls, mode: str) -> str:
    return " ".join(shlex.quote(p) for p in (sys.executable, str(script), mode, str(calls)))


def test_external_candidates_are_marked_cleaned_redacted_and_deduped(tmp_path):
    root, script, calls = setup(tmp_path)
    run = cli(["--dir", str(root), "extract", "--extract-cmd", command(script, calls, "ok"), "--format", "json"])
    assert run.exit_code == 0, run.stderr
    got = [(c["type"], c["content"], c["rule"], c["project"], c["source"]) for c in json.loads(run.stdout)["candidates"]]
    assert got == [
        ("adaptation", "adopt Redis streams for the queue", "decision_heading", "web", "interaction:c1"),
        ("preference", "Sam likes terse commit messages", "external", "web", "interaction:c1"),
        ("knowledge", "Secret: DB_PASSWORD=[REDACTED]", "external", "web", "interaction:c1"),
    ]
    (payload,) = [json.loads(line) for line in calls.read_text().splitlines()]
    assert payload["project"] == "web"
    assert "hunter2" not in payload["text"] and "DB_PASSWORD=[REDACTED]" in payload["text"]


def test_config_extract_cmd_is_used_without_the_option(tmp_path):
    root, script, calls = setup(tmp_path)
    (root / "memcli.toml").write_text(f"[extract]\ncmd = {json.dumps(command(script, calls, 'ok'))}\n")
    run = cli(["--dir", str(root), "extract", "--format", "json"])
    assert [c["rule"] for c in json.loads(run.stdout)["candidates"]].count("external") == 2
    assert calls.exists()


def test_failing_extractors_are_reported_and_skipped(tmp_path):
    root, script, calls = setup(tmp_path, "[extract]\ntimeout = 1\n")
    for mode, reason in (("fail", "exited with status 3: model unavailable"), ("slow", "timed out after 1 s"),
                         ("garbage", "did not print a JSON document"), ("noshape", 'without a "candidates" list')):
        proc = memcli_subprocess(["--dir", str(root), "extract", "--extract-cmd", command(script, calls, mode),
                                  "--format", "json"])
        assert proc.returncode == 0, (mode, proc.stderr)
        assert [c["rule"] for c in json.loads(proc.stdout)["candidates"]] == ["decision_heading"], mode
        stderr = proc.stderr.decode()
        assert stderr.startswith("memcli: warning: extract command") and reason in stderr, (mode, stderr)


def test_missing_extractor_program_is_reported(tmp_path):
    root, _script, _calls = setup(tmp_path)
    proc = memcli_subprocess(["--dir", str(root), "extract", "--extract-cmd", str(tmp_path / "no-such-program")])
    assert proc.returncode == 0
    assert b"cannot run" in proc.stderr and b"adopt Redis streams" in proc.stdout


def test_command_is_never_run_through_a_shell(tmp_path):
    root, script, calls = setup(tmp_path)
    marker = tmp_path / "pwned"
    cmd = command(script, calls, "ok") + f" ; touch {shlex.quote(str(marker))}"
    proc = memcli_subprocess(["--dir", str(root), "extract", "--extract-cmd", cmd])
    assert proc.returncode == 0
    assert not marker.exists()


def test_unsplittable_command_is_bad_usage(tmp_path):
    root, _script, _calls = setup(tmp_path)
    proc = memcli_subprocess(["--dir", str(root), "extract", "--extract-cmd", "python 'unclosed"])
    assert proc.returncode == 2
    assert proc.stderr.decode().startswith("memcli: error: extract command")
