"""Records that stay true after an undo (issue 23 item 7).

``status``'s "last night" and ``patterns.cadence`` count only runs that
still stand (an undone night does not count, and the undo is not a night);
SessionStart's waiting count is current after every review decision and
undo.
"""

from __future__ import annotations

import json

from tests.conftest import cli, hook_subprocess, make_store, transcript_line
from tests.patterns.helpers import remnic


def run(root, now, *args):
    result = cli(["--dir", str(root), "--now", now, *args])
    assert result.exit_code in (0, 1), result.stderr
    return result


def last_night(root, now):
    return json.loads(run(root, now, "status", "--format", "json").stdout)["last_run"]


def night_store(tmp_path):
    files = {f"auto/p{n}.md": remnic("Write tests first", id=f"p{n}") for n in range(3)}
    return make_store(tmp_path, files)


def test_status_last_night_skips_an_undone_night_and_the_undo_itself(tmp_path):
    root = night_store(tmp_path)
    run(root, "2026-05-01T02:00:00Z", "consolidate")
    assert last_night(root, "2026-05-01T09:00:00Z")["start"] == "2026-05-01T02:00:00.000Z"
    run(root, "2026-05-02T02:00:00Z", "consolidate")
    assert last_night(root, "2026-05-02T09:00:00Z")["start"] == "2026-05-02T02:00:00.000Z"
    undo = run(root, "2026-05-02T10:00:00Z", "undo")
    assert undo.exit_code == 0 and "consolidate" in undo.stdout
    # the night of May 2 was taken back, and the undo at 10:00 is no night: May 1 is the last night standing
    assert last_night(root, "2026-05-02T11:00:00Z")["start"] == "2026-05-01T02:00:00.000Z"
    redo = run(root, "2026-05-02T12:00:00Z", "undo", "--redo")
    assert redo.exit_code == 0
    assert last_night(root, "2026-05-02T13:00:00Z")["start"] == "2026-05-02T02:00:00.000Z"


def test_status_text_after_undoing_the_only_night(tmp_path):
    root = night_store(tmp_path)
    run(root, "2026-05-01T02:00:00Z", "consolidate")
    assert run(root, "2026-05-01T03:00:00Z", "undo").exit_code == 0
    text = run(root, "2026-05-01T04:00:00Z", "status").stdout
    assert "Last night: no consolidate run recorded yet" in text


def test_pattern_cadence_counts_only_runs_that_still_stand(tmp_path):
    root = night_store(tmp_path)
    first = json.loads(run(root, "2026-05-01T02:00:00Z", "consolidate", "--format", "json").stdout)
    assert first["patterns"]["duplicatesSuperseded"] == 2
    assert run(root, "2026-05-01T03:00:00Z", "undo").exit_code == 0
    assert "superseded" not in (root / "auto/p0.md").read_text() + (root / "auto/p1.md").read_text()
    # the run that reinforced the patterns is undone: the next night reinforces again, within the cadence
    second = json.loads(run(root, "2026-05-02T02:00:00Z", "consolidate", "--format", "json").stdout)
    assert second["patterns"] is not None and second["patterns"]["duplicatesSuperseded"] == 2
    # that night stands: the one after, inside patterns.cadence (7 days), skips the step
    third = json.loads(run(root, "2026-05-03T02:00:00Z", "consolidate", "--format", "json").stdout)
    assert third["patterns"] is None


def test_undoing_a_direct_patterns_run_makes_the_step_due_again(tmp_path):
    root = night_store(tmp_path)
    assert run(root, "2026-05-01T00:00:00Z", "patterns", "run").exit_code == 0
    night = json.loads(run(root, "2026-05-02T02:00:00Z", "consolidate", "--format", "json").stdout)
    assert night["patterns"] is None  # the direct run stands: inside the cadence
    assert run(root, "2026-05-02T03:00:00Z", "undo").exit_code == 0  # the night
    assert run(root, "2026-05-02T04:00:00Z", "undo").exit_code == 0  # the direct patterns run
    again = json.loads(run(root, "2026-05-03T02:00:00Z", "consolidate", "--format", "json").stdout)
    assert again["patterns"] is not None and again["patterns"]["duplicatesSuperseded"] == 2


def session_start_text(root):
    proc = hook_subprocess(["session-start", "--dir", str(root)], stdin=json.dumps({"cwd": str(root)}),
                           env={"HOME": str(root.parent / "home"), "MEMCLI_NOW": "2026-05-17"})
    assert proc.returncode == 0, proc.stderr
    if not proc.stdout.strip():
        return ""
    return json.loads(proc.stdout)["hookSpecificOutput"]["additionalContext"]


def test_session_start_waiting_count_is_current_after_review_decisions_and_undo(tmp_path):
    lines = [transcript_line("user", text, n) for n, text in enumerate((
        "I prefer tabs over spaces in every Python file.",
        "We decided to deploy the billing service on Fridays only.",
    ))]
    root = make_store(tmp_path, {"inbox/session.jsonl": "".join(lines)})
    run(root, "2026-05-17", "consolidate", "--since", "all")
    waiting = json.loads(run(root, "2026-05-17", "status", "--format", "json").stdout)["review"]["memory_candidates"]
    assert waiting >= 2
    assert f"{waiting} memory candidates (`memcli review`)" in session_start_text(root)
    listed = json.loads(run(root, "2026-05-17", "review", "list", "--format", "json").stdout)
    first = listed["candidates"][0]["id"]
    assert run(root, "2026-05-17", "review", "promote", first).exit_code == 0
    assert f"{waiting - 1} memory candidate" in session_start_text(root)
    assert run(root, "2026-05-17", "undo").exit_code == 0
    assert f"{waiting} memory candidates" in session_start_text(root)
