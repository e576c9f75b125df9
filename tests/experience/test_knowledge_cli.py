"""``memcli knowledge list|review|promote|archive|reindex|learn``."""

from __future__ import annotations

import json

from memcli.experience.knowledge_index import load as load_index
from memcli.formats.audit import read_audit
from tests.conftest import cli, make_store, memcli_subprocess, snapshot
from tests.experience.util import knowledge_text, pre_tool_use, run_hook, transcript_line, write_transcript

FILES = {
    "knowledge/crit.md": knowledge_text("crit", label="Critical One", priority="CRITICAL", confidence=1.0,
                                        tools=["Edit"], files=["**/*.py"]),
    "knowledge/draft-a.md": knowledge_text("draft-a", label="Draft A", priority="HIGH", status="draft", process_type="pattern",
                                           tools=["Edit"], files=["**/*.py"], body="When: editing\nThen: test"),
    "knowledge/old.md": knowledge_text("old", label="Old", priority="LOW", status="archived", process_type="warning"),
    "knowledge/plain.md": knowledge_text("plain", label="Plain", status=None, process_type="requirement"),
}


def store(tmp_path, extra=None):
    return make_store(tmp_path, {**FILES, **(extra or {})})


def test_list_text_is_sorted_critical_first(tmp_path):
    root = store(tmp_path)
    run = cli(["--dir", str(root), "knowledge", "list"])
    assert run.exit_code == 0
    assert run.stdout == (
        "Knowledge (4):\n"
        "  CRITICAL  active      checklist    1.00  crit     Critical One\n"
        "  HIGH      draft       pattern      1.00  draft-a  Draft A\n"
        "  MEDIUM    active      requirement  1.00  plain    Plain\n"
        "  LOW       archived    warning      1.00  old      Old\n")


def test_list_filters_and_json(tmp_path):
    root = store(tmp_path)
    run = cli(["--dir", str(root), "knowledge", "list", "--status", "draft,archived", "--format", "json"])
    document = json.loads(run.stdout)
    assert [k["id"] for k in document["knowledge"]] == ["draft-a", "old"]
    assert document["knowledge"][0]["path"] == str(root / "knowledge" / "draft-a.md")
    assert document["knowledge"][0]["triggers"]["file_patterns"] == ["**/*.py"]
    run = cli(["--dir", str(root), "knowledge", "list", "--priority", "critical,low", "--type", "warning"])
    assert run.stdout.splitlines()[1].split()[-1] == "Old" and run.stdout.startswith("Knowledge (1):")
    run = cli(["--dir", str(root), "knowledge", "list", "--process-type", "checklist", "--status", "draft"])
    assert run.stdout == "No knowledge files match the filters.\n"


def test_list_bad_filter_is_exit_2(tmp_path):
    root = store(tmp_path)
    proc = memcli_subprocess(["--dir", str(root), "knowledge", "list", "--status", "live"])
    assert proc.returncode == 2 and proc.stdout == b""
    assert proc.stderr.decode() == 'memcli: error: --status expects one of draft, active, archived, deprecated; got "live"\n'
    proc = memcli_subprocess(["--dir", str(root), "knowledge", "list", "--format", "xml"])
    assert proc.returncode == 2 and '--format expects one of text, json; got "xml"' in proc.stderr.decode()


def test_list_reports_corrupt_files_on_stderr(tmp_path):
    root = store(tmp_path, {"knowledge/bad.md": "---\nid: [\n---\n"})
    proc = memcli_subprocess(["--dir", str(root), "knowledge", "list"])
    assert proc.returncode == 0 and b"Knowledge (4):" in proc.stdout
    assert b"memcli: warning: knowledge/bad.md: yaml_error" in proc.stderr


def test_promote_records_who_and_when(tmp_path):
    root = store(tmp_path)
    before_crit = (root / "knowledge" / "crit.md").read_bytes()
    run = cli(["--dir", str(root), "--now", "2026-05-17T09:30:00Z", "knowledge", "promote", "draft-a"],
              env={"MEMCLI_ACTOR": "alice"})
    assert run.exit_code == 0, run.stderr
    assert run.stdout == ("Promoted 1 knowledge file(s) (by alice, 2026-05-17T09:30:00.000Z):\n"
                          "  draft-a  draft → active  knowledge/draft-a.md\n")
    text = (root / "knowledge" / "draft-a.md").read_text()
    assert "status: active\n" in text and "updated: 2026-05-17T09:30:00.000Z\n" in text
    assert text.replace("status: active\n", "status: draft\n").replace("updated: 2026-05-17T09:30:00.000Z\n", "") == FILES["knowledge/draft-a.md"]
    (record,) = list(read_audit(root, "draft-a"))
    assert {k: record[k] for k in ("ts", "action", "id", "from", "to", "actor")} == {
        "ts": "2026-05-17T09:30:00.000Z", "action": "promote", "id": "draft-a", "from": "draft", "to": "active", "actor": "alice"}
    assert (root / "knowledge" / "crit.md").read_bytes() == before_crit
    index = load_index(root)
    assert {n.id: n.status for n in index.nodes}["draft-a"] == "active"


def test_promote_what_is_not_a_draft_or_does_not_exist_is_exit_1(tmp_path):
    root = store(tmp_path)
    before = snapshot(root)
    proc = memcli_subprocess(["--dir", str(root), "knowledge", "promote", "crit", "nope"])
    assert proc.returncode == 1 and proc.stdout == b""
    assert proc.stderr.decode() == ("memcli: error: knowledge promote: crit is already active\n"
                                    'memcli: error: knowledge promote: no knowledge file with id "nope"\n')
    assert snapshot(root) == before


def test_promote_dry_run_writes_nothing(tmp_path):
    root = store(tmp_path)
    before = snapshot(root, include_state=True)
    run = cli(["--dir", str(root), "knowledge", "promote", "draft-a", "--dry-run", "--format", "json"])
    document = json.loads(run.stdout)
    assert document["changed"] == [{"id": "draft-a", "file": "knowledge/draft-a.md", "from": "draft", "to": "active"}]
    assert document["dry_run"] is True
    assert snapshot(root, include_state=True) == before


def test_archived_knowledge_is_kept_and_never_injected_again(tmp_path):
    root = store(tmp_path)
    payload = pre_tool_use("Edit", "/p/x.py")
    assert b"Critical One" in run_hook("pre-tool-use", payload, root).stdout
    run = cli(["--dir", str(root), "knowledge", "archive", "crit", "--reason", "superseded by CI"])
    assert run.exit_code == 0 and "crit  active → archived" in run.stdout
    assert (root / "knowledge" / "crit.md").exists()
    out = run_hook("pre-tool-use", payload, root).stdout
    assert b"Critical One" not in out and b"Draft A" in out
    assert b"Critical One" not in run_hook("session-start", {}, root).stdout
    (record,) = [r for r in read_audit(root) if r["action"] == "archive"]
    assert record["reason"] == "superseded by CI" and record["from"] == "active"
    again = cli(["--dir", str(root), "knowledge", "archive", "crit"])
    assert (again.exit_code, again.stdout) == (0, "crit is already archived\n")


def test_review_off_a_terminal_lists_the_drafts(tmp_path):
    root = store(tmp_path)
    before = snapshot(root)
    run = cli(["--dir", str(root), "knowledge", "review"])
    assert run.exit_code == 0
    assert run.stdout == "Knowledge (1):\n  HIGH      draft       pattern      1.00  draft-a  Draft A\n"
    assert snapshot(root) == before
    empty = make_store(tmp_path, {}, name="empty")
    assert cli(["--dir", str(empty), "knowledge", "review"]).stdout == "No draft lessons to review.\n"


def review_on_a_terminal(tmp_path):
    """A store with two drafts and ``memcli knowledge review`` running on a pseudo-terminal."""
    import os
    import sys

    import pexpect

    root = store(tmp_path, {"knowledge/draft-b.md": knowledge_text("draft-b", label="Draft B", status="draft")})
    return root, pexpect.spawn(sys.executable, ["-m", "memcli", "--dir", str(root), "knowledge", "review"],
                               env={**os.environ, "NO_COLOR": "1", "COLUMNS": "100"}, timeout=30, encoding="utf-8")


def test_review_on_a_terminal_promotes_and_archives(tmp_path):
    import pexpect

    root, child = review_on_a_terminal(tmp_path)
    prompt = r"\[p\] promote  \[a\] archive  \[e\] edit  \[s\] skip  \[q\] quit  \[\?\] help > "
    child.expect("Draft 1/2: Draft A")
    child.expect(prompt)
    child.send("p")
    child.expect("Promoted draft-a: draft → active")
    child.expect("Draft 2/2: Draft B")
    child.expect(prompt)
    child.send("a")
    child.expect(r"Reviewed 2 of 2 draft lesson\(s\): promoted 1, archived 1, edited 0, skipped 0")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert "status: active" in (root / "knowledge" / "draft-a.md").read_text()
    assert "status: archived" in (root / "knowledge" / "draft-b.md").read_text()
    history = cli(["--dir", str(root), "history", "--format", "json"])
    # one transaction per decision: quitting or Ctrl-C keeps what was decided
    assert [t["command"] for t in json.loads(history.stdout)["transactions"]] == ["knowledge review"] * 2


def test_reindex_reports_and_is_idempotent(tmp_path):
    root = store(tmp_path, {"knowledge/bad.md": b"\x00binary"})
    run = cli(["--dir", str(root), "knowledge", "reindex", "--format", "json"])
    document = json.loads(run.stdout)
    assert (document["nodes"], document["injectable"], document["written"]) == (4, 3, True)
    assert [f["path"] for f in document["findings"]] == ["knowledge/bad.md"]
    again = cli(["--dir", str(root), "knowledge", "reindex"])
    assert again.stdout.endswith("(unchanged)\n")


def test_learn_from_transcripts_and_twice(tmp_path):
    root = make_store(tmp_path)
    transcript = write_transcript(tmp_path / "t.jsonl", [
        transcript_line("assistant", [{"type": "text", "text": "[PROCESS_KNOWLEDGE]\ntype: warning\nlabel: Lock files\n"
                                                               "priority: HIGH\nrisk: stale lock\nmitigation: delete it\n"
                                                               "[/PROCESS_KNOWLEDGE]"}]),
        transcript_line("user", "You missed the CHANGELOG.md entry."),
    ])
    dry = cli(["--dir", str(root), "knowledge", "learn", str(transcript), "--dry-run"])
    assert dry.stdout.startswith("Would learn 2 lesson(s)") and not (root / "knowledge").exists()
    run = cli(["--dir", str(root), "--now", "2026-05-17", "knowledge", "learn", str(transcript), "--format", "json"])
    document = json.loads(run.stdout)
    assert [(l["kind"], l["priority"]) for l in document["learned"]] == [("block", "HIGH"), ("correction", "HIGH")]
    text = (root / document["learned"][0]["file"]).read_text()
    assert "status: draft\n" in text and "confidence: 0.9\n" in text and "Risk: stale lock\nMitigation: delete it\n" in text
    again = cli(["--dir", str(root), "knowledge", "learn", str(transcript)])
    assert again.stdout == "No new lessons (2 already known).\n"
    proc = memcli_subprocess(["--dir", str(root), "knowledge", "learn"])
    assert proc.returncode == 2 and b"give transcript paths or --hook-payload" in proc.stderr


def test_validate_knowledge_reports_unusable_values(tmp_path):
    from memcli.clock import make_clock
    from memcli.experience.knowledge import validate_knowledge
    from memcli.store import Store

    root = store(tmp_path, {
        "knowledge/weird.md": knowledge_text("weird", priority="URGENT", process_type="recipe", status="live",
                                             confidence=3),
        "knowledge/twin.md": knowledge_text("crit", label="Twin"),
        "knowledge/bad.md": "---\nid: [\n---\n",
        "knowledge/triggers.md": "---\nid: triggers\ntrigger_conditions: [Write]\n---\n",
    })
    findings = validate_knowledge(Store.open(root, make_clock("2026-05-17")))
    got = [(f.path, f.line, f.code, f.message.split(";")[0]) for f in findings]
    assert got == [
        ("knowledge/bad.md", 3, "yaml_error", got[0][3]),
        ("knowledge/triggers.md", 3, "invalid_value", "trigger_conditions should be a mapping of lists"),
        ("knowledge/twin.md", 2, "duplicate_id", 'id "crit" is also used by knowledge/crit.md'),
        ("knowledge/weird.md", 4, "invalid_value", "process_type should be one of checklist, pattern, warning, requirement"),
        ("knowledge/weird.md", 5, "invalid_value", "priority should be one of CRITICAL, HIGH, MEDIUM, LOW"),
        ("knowledge/weird.md", 7, "invalid_value", "status should be one of draft, active, archived, deprecated"),
        ("knowledge/weird.md", 8, "invalid_value", "confidence should be a number from 0 to 1"),
    ]


def test_learn_from_paths_is_the_consolidate_entry_point(tmp_path):
    from memcli.clock import make_clock
    from memcli.experience.knowledge import learn_from_paths
    from memcli.store import Store

    root = make_store(tmp_path)
    notes = tmp_path / "notes.md"
    notes.write_text("[PROCESS_KNOWLEDGE]\nlabel: From notes\ntype: pattern\nwhen: w\nthen: t\n[/PROCESS_KNOWLEDGE]\n")
    transcript = write_transcript(tmp_path / "t.jsonl", [transcript_line("user", "you forgot to bump setup.cfg")])
    st = Store.open(root, make_clock("2026-05-17"))
    result = learn_from_paths(st, [notes, transcript, tmp_path / "missing.jsonl"])
    assert [l.label for l in result.learned] == ["From notes", "Don't forget: bump setup.cfg"]
    assert any("missing.jsonl" in w for w in result.warnings)
    assert learn_from_paths(st, [notes, transcript]).learned == ()


def test_review_ctrl_c_keeps_the_promotion_and_exits_130(tmp_path):
    import pexpect

    root, child = review_on_a_terminal(tmp_path)
    child.expect("help > ")
    child.send("p")
    child.expect("Draft 2/2")
    child.expect("help > ")
    child.sendintr()
    child.expect(r"Reviewed 1 of 2 draft lesson\(s\): promoted 1, archived 0, edited 0, skipped 0 \(interrupted")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130
    assert "status: active" in (root / "knowledge" / "draft-a.md").read_text()
    assert "status: draft" in (root / "knowledge" / "draft-b.md").read_text()
