"""``memcli-hook``: real subprocesses, real payloads, bad input of every kind, the index, the round trip."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time

import pytest

from memcli.experience import knowledge_index as hook_index
from tests.conftest import cli, make_store, snapshot
from tests.experience.util import (
    context_of,
    knowledge_text,
    pre_tool_use,
    reindex,
    run_hook,
    transcript_line,
    write_transcript,
)

CHECKLIST = knowledge_text("version-bump-checklist", label="Version Bump File Checklist", priority="CRITICAL",
                           confidence=1.0, tools=["Write", "Edit"], files=["**/plugin.json", "**/marketplace.json"],
                           actions=["version", "bump"], contexts=["release"],
                           body="- [ ] pyproject.toml\n- [ ] plugin.json\n- [ ] marketplace.json\n- [ ] CHANGELOG.md",
                           extra={"evidence": "Missed marketplace.json in v0.7.0-alpha.1"})


def store_with(tmp_path, files: dict, *, index: bool = True):
    root = make_store(tmp_path, files)
    if index:
        reindex(root)
    return root


# --------------------------------------------------------------------------- output


def test_pre_tool_use_prints_the_checklist_in_the_documented_shape(tmp_path):
    root = store_with(tmp_path, {"knowledge/version-bump-checklist.md": CHECKLIST})
    proc = run_hook("pre-tool-use", pre_tool_use("Edit", "/proj/.claude-plugin/plugin.json", old_string="0.7", new_string="0.8"), root)
    context = context_of(proc)
    assert "[CRITICAL] Version Bump File Checklist" in context
    for item in ("pyproject.toml", "plugin.json", "marketplace.json", "CHANGELOG.md"):
        assert f"- [ ] {item}" in context
    assert "Evidence: Missed marketplace.json in v0.7.0-alpha.1" in context
    assert b"decision" not in proc.stdout and b"block" not in proc.stdout
    assert proc.stderr == b""


def test_nothing_relevant_prints_nothing(tmp_path):
    root = store_with(tmp_path, {"knowledge/a.md": knowledge_text("a", tools=["Write"], files=["**/*.sql"])})
    proc = run_hook("pre-tool-use", pre_tool_use("Edit", "/proj/app.py"), root)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, b"", b"")


@pytest.mark.parametrize("tool", ["Read", "Grep", "Glob", "LS"])
def test_read_only_tools_exit_at_once(tmp_path, tool):
    # A CRITICAL lesson that names the tool: still nothing, and the store is not even looked up.
    root = store_with(tmp_path, {"knowledge/a.md": knowledge_text("a", priority="CRITICAL", tools=[tool], files=["**/*"])})
    proc = run_hook("pre-tool-use", pre_tool_use(tool, "/proj/x.py"), tmp_path / "no-such-store")
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, b"", b"")
    proc = run_hook("pre-tool-use", pre_tool_use(tool, "/proj/x.py"), root)
    assert (proc.returncode, proc.stdout) == (0, b"")


def test_memcli_hook_command_behaves_the_same(tmp_path):
    root = store_with(tmp_path, {"knowledge/version-bump-checklist.md": CHECKLIST})
    payload = json.dumps(pre_tool_use("Write", "/proj/plugin.json", content="{}"))
    direct = run_hook("pre-tool-use", payload, root)
    via_cli = cli(["--dir", str(root), "hook", "pre-tool-use"], input=payload)
    assert via_cli.exit_code == 0
    assert via_cli.stdout == direct.stdout.decode("utf-8")
    # Claude Code's own spelling of the event, from either entry point
    claude_spelling = run_hook("PreToolUse", payload, root)
    assert (claude_spelling.stdout, claude_spelling.stderr) == (direct.stdout, b"")
    assert cli(["--dir", str(root), "hook", "PreToolUse"], input=payload).stdout == via_cli.stdout
    bad = cli(["hook", "pre-tool-use", "--dir", str(root)], input="not json")
    assert (bad.exit_code, bad.stdout) == (0, "")
    assert "not valid JSON" in bad.stderr


def test_memcli_hook_help_prints_usage_and_exits_0(tmp_path):
    proc = run_hook("--help", b"")
    assert proc.returncode == 0 and proc.stderr == b""
    text = proc.stdout.decode()
    assert text.startswith("usage: memcli-hook EVENT [--dir PATH] [--now ISO]\n")
    assert "PreToolUse" in text and "Example:" in text
    unknown = run_hook("Bogus", b"{}")
    assert unknown.returncode == 0 and unknown.stdout == b"" and b"memcli-hook --help" in unknown.stderr


# --------------------------------------------------------------------------- bad input: exit 0, nothing on stdout


MALFORMED = {
    "not-json": b"this is not json",
    "empty": b"",
    "whitespace": b"  \n\t ",
    "null": b"null",
    "list": b'[{"tool_name": "Edit"}]',
    "number": b"42",
    "string": b'"PreToolUse"',
    "binary": bytes(range(256)) * 10,
    "truncated": b'{"tool_name": "Edit", "tool_input": {"file_path": "/a',
    "deep-nesting": b"[" * 100_000 + b"]" * 100_000,
    "noise-5mb": (b"noise " * 900_000)[: 5 * 1024 * 1024 + 10],
    "object-over-5mb": b'{"tool_name": "Edit", "tool_input": {"content": "' + b"x" * (5 * 1024 * 1024) + b'"}}',
}

# Valid JSON objects whose fields have the wrong types, for each event.
WRONG_TYPES = {
    "pre-tool-use": [{"tool_name": 5, "tool_input": {}}, {"tool_name": ["Edit"]}, {"tool_name": "Edit", "tool_input": ["x"]},
                     {"tool_name": "Edit", "tool_input": "file_path=/a"}, {"tool_name": "Edit", "tool_input": {"file_path": 7}},
                     {"tool_name": "Edit", "tool_input": {"file_path": "/a/plugin.json"}, "cwd": 12}],
    "session-start": [{"cwd": 12}, {"cwd": ["/p"]}, {"cwd": {"path": "/p"}}],
    "stop": [{"transcript_path": 3}, {"transcript_path": ["/t.jsonl"]}, {"transcript_path": "/t.jsonl", "cwd": False}],
    "user-prompt-submit": [{"prompt": 3}, {"prompt": ["hi"]}, {"prompt": "hi", "cwd": 1.5}],
}
EVENTS = sorted(WRONG_TYPES)


def _assert_silent_exit_0(proc, elapsed):
    assert proc.returncode == 0
    assert proc.stdout == b""
    assert proc.stderr.startswith(b"memcli-hook: ") and b"Traceback" not in proc.stderr
    assert elapsed < 1.0


@pytest.mark.parametrize("event", EVENTS)
@pytest.mark.parametrize("name", sorted(MALFORMED))
def test_malformed_stdin_exits_0_silently_and_fast(tmp_path, event, name):
    root = store_with(tmp_path, {"knowledge/version-bump-checklist.md": CHECKLIST,
                                 "MEMORY.md": "## Pending Review (Lint findings)\n- detected_at=2026-01-01 — a.md vs b.md — x\n"})
    (root / "memcli.toml").write_text("[hooks]\nrecall = true\n")
    started = time.monotonic()
    proc = run_hook(event, MALFORMED[name], root)
    _assert_silent_exit_0(proc, time.monotonic() - started)


@pytest.mark.parametrize("event", EVENTS)
def test_wrong_types_exit_0_silently_and_fast(tmp_path, event):
    # The store has something to say for every event, so silence comes from the bad field.
    root = store_with(tmp_path, {"knowledge/version-bump-checklist.md": CHECKLIST,
                                 "MEMORY.md": "## Pending Review (Lint findings)\n- detected_at=2026-01-01 — a.md vs b.md — x\n"})
    (root / "memcli.toml").write_text("[hooks]\nrecall = true\n")
    for payload in WRONG_TYPES[event]:
        started = time.monotonic()
        proc = run_hook(event, payload, root)
        _assert_silent_exit_0(proc, time.monotonic() - started)


def test_unknown_event_and_arguments(tmp_path):
    proc = run_hook("post-tool-use", {"tool_name": "Edit"})
    assert (proc.returncode, proc.stdout) == (0, b"")
    assert b"expected one of pre-tool-use" in proc.stderr
    proc = run_hook("pre-tool-use", pre_tool_use("Edit"), tmp_path / "nowhere")
    assert (proc.returncode, proc.stdout) == (0, b"")
    assert b"no memcli store at" in proc.stderr


def test_missing_store_by_every_lookup(tmp_path):
    payload = pre_tool_use("Edit", "x.json", cwd=str(tmp_path / "project"))
    for env, args in (({}, []), ({"MEMCLI_DIR": str(tmp_path / "gone")}, [])):
        proc = run_hook("pre-tool-use", payload, None, env=env)
        assert (proc.returncode, proc.stdout) == (0, b"")
        assert b"no memcli store" in proc.stderr


def test_store_lookup_order_dir_env_then_cwd_memory(tmp_path):
    make_store(tmp_path, {"knowledge/version-bump-checklist.md": CHECKLIST}, name="project/memory")
    other = make_store(tmp_path, {}, name="other")
    payload = pre_tool_use("Edit", "plugin.json", cwd=str(tmp_path / "project"))
    assert "Version Bump" in context_of(run_hook("pre-tool-use", payload))  # <cwd>/memory
    assert run_hook("pre-tool-use", payload, env={"MEMCLI_DIR": str(other)}).stdout == b""  # env wins
    assert "Version Bump" in context_of(run_hook("pre-tool-use", payload, tmp_path / "project" / "memory",
                                                 env={"MEMCLI_DIR": str(other)}))  # --dir wins


def test_corrupt_knowledge_file_beside_good_ones(tmp_path):
    root = store_with(tmp_path, {
        "knowledge/version-bump-checklist.md": CHECKLIST,
        "knowledge/broken.md": "---\nid: broken\npriority: [CRITICAL\n---\nbody\n",
        "knowledge/binary.md": b"\x00\x01\x02garbage",
        "knowledge/alias-bomb.md": "---\na: &a [x, x]\nb: &b [*a, *a]\n---\n",
        "knowledge/no-frontmatter.md": "just some text\n",
    }, index=False)
    proc = run_hook("pre-tool-use", pre_tool_use("Edit", "/p/plugin.json"), root)
    assert "Version Bump File Checklist" in context_of(proc)
    assert b"knowledge/broken.md" in proc.stderr and b"knowledge/binary.md" in proc.stderr


def test_unicode_store_paths_and_content(tmp_path):
    text = knowledge_text("leçon", label="Leçon: vérifier le fichier", priority="HIGH", tools=["Edit"],
                          files=["**/données/*.json"], body="- [ ] mettre à jour «version» ✓")
    root = store_with(tmp_path / "mémoire ünïcode", {"knowledge/leçon.md": text})
    proc = run_hook("pre-tool-use", pre_tool_use("Edit", "données/réglages.json", cwd="/projet/ü"), root)
    context = context_of(proc)
    assert "[HIGH] Leçon: vérifier le fichier" in context and "mettre à jour «version» ✓" in context


# --------------------------------------------------------------------------- the index


def test_hook_imports_only_the_standard_library(tmp_path):
    root = store_with(tmp_path, {"knowledge/version-bump-checklist.md": CHECKLIST})
    (root / "memcli.toml").write_text("[hooks]\nrecall = true\n")
    transcript = write_transcript(tmp_path / "t.jsonl", [transcript_line("user", "You forgot to update a.json.")])
    cases = [("pre-tool-use", pre_tool_use("Edit", "/p/plugin.json")), ("session-start", {"cwd": "/p"}),
             ("user-prompt-submit", {"prompt": "how do I bump the version?"}),
             ("stop", {"transcript_path": str(transcript)}),
             ("PreToolUse", pre_tool_use("Write", "/p/plugin.json")), ("--help", {})]
    (root / "knowledge" / "new.md").write_text(knowledge_text("new", tools=["Edit"]))  # stale index: a reindex subprocess
    heavy = {"typer", "rich", "yaml", "ruamel", "ruamel.yaml", "pydantic", "click", "filelock", "pathspec", "snowballstemmer"}
    for event, payload in cases:
        code = ("import json, sys; sys.argv = ['memcli-hook', %r, '--dir', %r]; from memcli.hook import main; main(); "
                "print('MODULES=' + json.dumps(sorted(sys.modules)))") % (event, str(root))
        proc = subprocess.run([sys.executable, "-c", code], input=json.dumps(payload).encode(), capture_output=True, timeout=60)
        assert proc.returncode == 0, proc.stderr
        modules = set(json.loads(proc.stdout.decode().rsplit("MODULES=", 1)[1]))
        assert "memcli.hook" in modules
        tops = {m.split(".")[0] for m in modules}
        assert not heavy & (tops | modules), (event, heavy & (tops | modules))
        assert not any(m.startswith(("memcli.store", "memcli.safeedit", "memcli.cli", "memcli.config")) for m in modules)
    assert (root / "knowledge" / "new.md").exists()


def test_a_file_added_changed_or_removed_by_hand_is_seen_by_the_next_call(tmp_path):
    root = store_with(tmp_path, {"knowledge/a.md": knowledge_text("a", label="Alpha", tools=["Edit"], files=["**/*.py"])})
    payload = pre_tool_use("Edit", "/p/x.py")
    assert "Alpha" in context_of(run_hook("pre-tool-use", payload, root))
    # added by hand
    (root / "knowledge" / "b.md").write_text(knowledge_text("b", label="Beta", priority="HIGH", tools=["Edit"], files=["**/*.py"]))
    context = context_of(run_hook("pre-tool-use", payload, root))
    assert "Alpha" in context and "Beta" in context
    # changed in place (same folder mtime, different file content): archived now
    path = root / "knowledge" / "a.md"
    path.write_text(path.read_text().replace("status: active", "status: archived"))
    context = context_of(run_hook("pre-tool-use", payload, root))
    assert "Alpha" not in context and "Beta" in context
    # removed
    (root / "knowledge" / "b.md").unlink()
    proc = run_hook("pre-tool-use", payload, root)
    assert (proc.returncode, proc.stdout) == (0, b"")
    index = hook_index.load(root)
    assert index is not None and [n.id for n in index.nodes] == ["a"]


def test_fresh_index_is_not_rebuilt(tmp_path):
    root = store_with(tmp_path, {"knowledge/version-bump-checklist.md": CHECKLIST})
    path = hook_index.index_path(root)
    before = os.stat(path).st_mtime_ns
    time.sleep(0.01)
    context_of(run_hook("pre-tool-use", pre_tool_use("Edit", "/p/plugin.json"), root))
    assert os.stat(path).st_mtime_ns == before


def test_no_knowledge_at_all_spawns_nothing_and_writes_nothing(tmp_path):
    root = make_store(tmp_path, {"auto/a.md": "---\nid: a\n---\nI prefer tabs\n"})
    before = snapshot(root, include_state=True)
    proc = run_hook("pre-tool-use", pre_tool_use("Edit", "/p/x.py"), root)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, b"", b"")
    assert snapshot(root, include_state=True) == before


# --------------------------------------------------------------------------- real payloads


def test_real_claude_code_payloads(tmp_path, shared_data):
    payloads = tmp_path / "payloads"
    shutil.copytree(shared_data / "claude-hook-payloads", payloads)
    root = store_with(tmp_path, {"knowledge/bash.md": knowledge_text("bash", label="Run tests with -x", priority="HIGH",
                                                                    tools=["Bash"], actions=["npm test"], contexts=["suite"])})
    pre = json.loads((payloads / "PreToolUse.claude-code-docs.json").read_text())
    context = context_of(run_hook("pre-tool-use", pre, root))  # Bash "npm test": 0.4 + 0.1 + 0.1 = 0.6 × 1.5
    assert "[HIGH] Run tests with -x" in context
    for name, event in (("SessionStart", "session-start"), ("Stop", "stop"), ("UserPromptSubmit", "user-prompt-submit"),
                        ("PostToolUse", "pre-tool-use"), ("Notification", "pre-tool-use")):
        proc = run_hook(event, (payloads / f"{name}.claude-code-docs.json").read_bytes(), root)
        assert (proc.returncode, proc.stdout) == (0, b""), name
        assert b"Traceback" not in proc.stderr


def test_output_never_exceeds_10000_characters(tmp_path):
    files = {f"knowledge/k{i}.md": knowledge_text(f"k{i}", priority="CRITICAL", tools=["Edit"], files=["**/*.py"],
                                                   body="- [ ] " + "long item " * 900) for i in range(5)}
    root = store_with(tmp_path, files)
    context = context_of(run_hook("pre-tool-use", pre_tool_use("Edit", "/p/x.py"), root))
    assert len(context) <= 10_000
    assert context.count("[CRITICAL]") == 3


# --------------------------------------------------------------------------- session start


def test_session_start_shows_critical_pending_and_counts(tmp_path):
    """A reference bug: the session-start display never worked."""
    index_md = ("# Memory Index\n\n## Pending Review (Lint findings)\n"
                "- detected_at=2026-05-10 — c.md vs d.md — newer claim | other\n"
                "- detected_at=2026-04-01 — a.md vs b.md — uses Postgres | uses MySQL\n\n## Other\n"
                "- detected_at=2020-01-01 — x.md vs y.md — not in the section\n")
    root = store_with(tmp_path, {
        "MEMORY.md": index_md,
        "knowledge/version-bump-checklist.md": CHECKLIST,
        "knowledge/critical-draft.md": knowledge_text("critical-draft", label="Unreviewed", priority="CRITICAL", status="draft"),
        "knowledge/critical-archived.md": knowledge_text("critical-archived", label="Old", priority="CRITICAL", status="archived"),
        "knowledge/high.md": knowledge_text("high", label="Just high", priority="HIGH"),
        "auto/c1.md": "---\nid: c1\nstatus: candidate\n---\nI prefer tabs\n",
        "auto/c2.md": "---\nid: c2\nstatus: candidate\n---\nWe deploy on Fridays\n",
        "auto/live.md": "---\nid: live\n---\nlive memory\n",
    })
    assert cli(["--dir", str(root), "validate"]).exit_code in (0, 1)  # fills the scan cache, as any memcli run does
    proc = run_hook("session-start", {"cwd": "/p", "source": "startup"}, root, env={"MEMCLI_NOW": "2026-05-17"})
    context = context_of(proc, "SessionStart")
    assert "[CRITICAL] Version Bump File Checklist" in context and "- [ ] marketplace.json" in context
    assert "Unreviewed" not in context and "Old" not in context and "Just high" not in context
    assert "a.md vs b.md — uses Postgres | uses MySQL" in context and "older than 14 days" in context
    assert "c.md vs d.md" not in context and "x.md vs y.md" not in context
    assert "the oldest of 2" in context
    assert "1 draft lesson" in context and "2 memory candidates" in context


CANDIDATES = {"auto/c1.md": "---\nid: c1\nstatus: candidate\n---\nI prefer tabs\n",
              "auto/c2.md": "---\nid: c2\nstatus: candidate\n---\nWe deploy on Fridays\n",
              "auto/live.md": "---\nid: live\n---\nlive memory\n",
              "auto/odd.md": "---\nid: odd\nstatus: Candidate\n---\nnot quite\n"}


@pytest.mark.parametrize("command, written", [(["review", "list"], "scan.marshal"), (["validate"], "summary.marshal")])
def test_session_start_counts_the_candidates_whichever_cache_was_written_last(tmp_path, command, written):
    """A reference bug: the hook decoded the full cache's entries in a shape the store never wrote, and counted 0."""
    root = store_with(tmp_path, CANDIDATES)
    cli(["--dir", str(root), *command])
    assert sorted(p.name for p in (root / ".memcli" / "cache").glob("*.marshal") if p.name != "knowledge.marshal") \
        == [written]
    context = context_of(run_hook("session-start", {"cwd": "/p"}, root), "SessionStart")
    assert "2 memory candidates" in context


def test_the_hook_reads_each_status_the_store_wrote_into_its_caches(tmp_path):
    """The writer (``Store``) and the stdlib-only reader (``memcli.formats.cache_frame``) agree on every entry."""
    from memcli.clock import make_clock
    from memcli.formats import cache_frame
    from memcli.store import Store

    root = make_store(tmp_path, {**CANDIDATES, "auto/none.md": "no frontmatter\n", "auto/bad.md": "---\nid: [x\n---\n"})
    store = Store.open(root, make_clock("2026-05-17"))
    statuses = {m.rel: m.status for m in store.scan().memories}
    assert set(s.rel for s in store.summaries().summaries) == set(statuses)
    for name in (cache_frame.FULL, cache_frame.SUMMARY):
        entries = cache_frame.read_entries((root / cache_frame.cache_rel(name)).read_bytes())
        assert entries is not None and set(entries) == {*statuses, "auto/bad.md"}
        failed = entries.pop("auto/bad.md")
        assert failed[2][0] == cache_frame.FAILED and cache_frame.entry_status(name, failed) is None
        # no status: the default
        read = {rel: cache_frame.entry_status(name, entry) or "active" for rel, entry in entries.items()}
        assert read == statuses, name
        assert sum(status == "candidate" for status in read.values()) == 2


def test_session_start_recent_pending_item_is_not_flagged(tmp_path):
    root = store_with(tmp_path, {"MEMORY.md": "# Memory Index\n\n## Pending Review (Lint findings)\n"
                                              "- detected_at=2026-05-03 — a.md vs b.md — x | y\n"})
    context = context_of(run_hook("session-start", {}, root, env={"MEMCLI_NOW": "2026-05-17"}), "SessionStart")
    assert "a.md vs b.md" in context and "older than" not in context  # exactly 14 days: not over
    proc = run_hook("session-start", {}, root, env={"MEMCLI_NOW": "2026-05-18"})
    assert "older than 14 days" in context_of(proc, "SessionStart")


def test_session_start_with_nothing_to_say_is_silent(tmp_path):
    root = store_with(tmp_path, {"knowledge/h.md": knowledge_text("h", priority="HIGH")})
    proc = run_hook("session-start", {"cwd": "/p"}, root)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, b"", b"")


# --------------------------------------------------------------------------- stop and the round trip


def test_round_trip_a_lesson_learned_at_stop_is_injected_at_the_next_pre_tool_use(tmp_path):
    root = store_with(tmp_path, {})
    transcript = write_transcript(tmp_path / "session" / "t.jsonl", [
        transcript_line("user", "Release 0.8.0 please."),
        transcript_line("assistant", [{"type": "text", "text": "Released; bumped plugin.json."}]),
        transcript_line("user", "You forgot to update marketplace.json."),
    ])
    stop = {"session_id": "s", "transcript_path": str(transcript), "cwd": str(tmp_path), "hook_event_name": "Stop",
            "stop_hook_active": False}
    env = {"MEMCLI_NOW": "2026-05-17T12:00:00Z"}
    proc = run_hook("stop", stop, root, env=env)
    assert (proc.returncode, proc.stdout) == (0, b""), proc.stderr
    files = sorted((root / "knowledge").glob("*.md"))
    assert len(files) == 1
    text = files[0].read_text()
    assert "status: draft\n" in text and "confidence: 0.9\n" in text and "created: 2026-05-17T12:00:00.000Z" in text
    # the second Stop re-reads the same transcript: nothing new, no subprocess, no write
    before = snapshot(root, include_state=True)
    proc = run_hook("stop", stop, root, env=env)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, b"", b"")
    assert snapshot(root, include_state=True) == before
    # the next matching PreToolUse injects it
    context = context_of(run_hook("pre-tool-use", pre_tool_use("Edit", "marketplace.json", cwd=str(tmp_path)), root))
    assert "Don't forget: update marketplace.json" in context and "draft" in context


def test_a_deleted_lesson_is_not_learned_again(tmp_path):
    root = store_with(tmp_path, {})
    transcript = write_transcript(tmp_path / "t.jsonl", [transcript_line("user", "Lesson learned: always run make check.")])
    stop = {"transcript_path": str(transcript)}
    run_hook("stop", stop, root)
    (created,) = (root / "knowledge").glob("*.md")
    created.unlink()
    run_hook("stop", stop, root)
    assert list((root / "knowledge").glob("*.md")) == []


def test_two_lessons_in_the_same_second_get_two_ids(tmp_path):
    """A reference bug: ids were built from the time to the second, and the second lesson overwrote the first."""
    root = store_with(tmp_path, {})
    block = "[PROCESS_KNOWLEDGE]\nlabel: Same Label Start\n[/PROCESS_KNOWLEDGE]"
    transcript = write_transcript(tmp_path / "t.jsonl", [
        transcript_line("assistant", [{"type": "text", "text": block + "\n" + block.replace("Start", "Start too")}]),
        transcript_line("user", "You forgot to update a.json. You forgot to update b.json."),
    ])
    proc = run_hook("stop", {"transcript_path": str(transcript)}, root, env={"MEMCLI_NOW": "2026-05-17T12:00:00Z"})
    assert proc.returncode == 0
    files = sorted(p.name for p in (root / "knowledge").glob("*.md"))
    assert len(files) == 4 and len(set(files)) == 4
    ledger = [json.loads(line) for line in (root / ".memcli" / "lessons.jsonl").read_text().splitlines()]
    assert len({entry["id"] for entry in ledger}) == 4


def test_stop_with_unreadable_transcript_prints_nothing(tmp_path):
    root = store_with(tmp_path, {})
    proc = run_hook("stop", {"transcript_path": str(tmp_path / "missing.jsonl")}, root)
    assert (proc.returncode, proc.stdout) == (0, b"")
    assert b"not found" in proc.stderr


# --------------------------------------------------------------------------- user-prompt-submit


def test_user_prompt_submit_is_silent_unless_recall_is_on(tmp_path):
    root = store_with(tmp_path, {"auto/a.md": "---\nid: a\n---\nWe deploy with Ansible\n"})
    payload = {"prompt": "how do we deploy?", "cwd": "/p", "hook_event_name": "UserPromptSubmit"}
    proc = run_hook("user-prompt-submit", payload, root)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, b"", b"")
    (root / "memcli.toml").write_text("[hooks]\nrecall = true\n")
    proc = run_hook("user-prompt-submit", payload, root)
    assert proc.returncode == 0 and b"Traceback" not in proc.stderr
    if proc.stdout:  # once the recall index exists, results come back in the documented shape
        context_of(proc, "UserPromptSubmit")
    (root / "memcli.toml").write_text("[hooks\nrecall = ")
    proc = run_hook("user-prompt-submit", payload, root, env={})
    assert (proc.returncode, proc.stdout) == (0, b"") and b"recall disabled" in proc.stderr


def test_user_prompt_submit_renders_recall_results(tmp_path, monkeypatch, capsys):
    from memcli import hook
    from memcli.patterns import recall_db

    root = make_store(tmp_path, {"memcli.toml": "[hooks]\nrecall = true\n"})
    calls = []

    def fake_search(store_root, query, *, limit=10, project=None):
        calls.append((store_root, query, limit))
        return [{"id": "deploy-ansible", "score": 0.83, "path": "/s/auto/d.md", "preview": "We deploy with Ansible"},
                "junk", {"id": "x"}]

    monkeypatch.setattr(recall_db, "search", fake_search)
    monkeypatch.setattr(sys, "stdin", _Stdin(json.dumps({"prompt": "how do we deploy?"})))
    assert hook.main(["user-prompt-submit", "--dir", str(root)]) == 0
    document = json.loads(capsys.readouterr().out)
    context = document["hookSpecificOutput"]["additionalContext"]
    assert document["hookSpecificOutput"]["hookEventName"] == "UserPromptSubmit"
    assert "- We deploy with Ansible (memory deploy-ansible, score 0.83, /s/auto/d.md)" in context
    assert calls == [(str(root), "how do we deploy?", 5)]

    def broken(*args, **kwargs):
        raise RuntimeError("index corrupt")

    monkeypatch.setattr(recall_db, "search", broken)
    monkeypatch.setattr(sys, "stdin", _Stdin(json.dumps({"prompt": "again"})))
    assert hook.main(["user-prompt-submit", "--dir", str(root)]) == 0
    captured = capsys.readouterr()
    assert captured.out == "" and "recall failed: RuntimeError: index corrupt" in captured.err


class _Stdin:
    def __init__(self, text: str) -> None:
        import io

        self.buffer = io.BytesIO(text.encode())

    def isatty(self) -> bool:
        return False


def test_output_is_hook_specific_output_never_plain_text_or_top_level(tmp_path):
    """A reference bug: plain text or a top-level ``additionalContext``, which Claude Code never shows the model."""
    root = store_with(tmp_path, {"knowledge/version-bump-checklist.md": CHECKLIST})
    for event, payload, name in (("pre-tool-use", pre_tool_use("Write", "/p/plugin.json"), "PreToolUse"),
                                 ("session-start", {"source": "startup"}, "SessionStart")):
        proc = run_hook(event, payload, root)
        document = json.loads(proc.stdout)
        assert set(document) == {"hookSpecificOutput"}
        assert document["hookSpecificOutput"]["hookEventName"] == name
        assert "additionalContext" not in document and "decision" not in proc.stdout.decode()
        assert context_of(proc, name).startswith("memcli: ")


def test_learned_block_keeps_its_triad(tmp_path):
    """A reference bug: the triad/grouping field of a lesson was dropped."""
    root = store_with(tmp_path, {})
    block = "[PROCESS_KNOWLEDGE]\nlabel: Deploy gate\ntriad: deployment\ntype: warning\nrisk: r\n[/PROCESS_KNOWLEDGE]"
    transcript = write_transcript(tmp_path / "t.jsonl", [transcript_line("assistant", [{"type": "text", "text": block}])])
    run_hook("stop", {"transcript_path": str(transcript)}, root)
    (created,) = (root / "knowledge").glob("*.md")
    assert "\ntriad: deployment\n" in created.read_text()
    listed = json.loads(cli(["--dir", str(root), "knowledge", "list", "--format", "json"]).stdout)
    assert listed["knowledge"][0]["grouping"] == "deployment"


def test_the_index_bytes_depend_on_the_knowledge_only(tmp_path):
    """marshal flags an object for reuse by its reference count: who else holds a string must not change the bytes.

    (A cache holding a file pattern once made a second ``knowledge reindex`` rewrite an unchanged index.)
    """
    from memcli.clock import make_clock
    from memcli.experience.knowledge import read_knowledge
    from memcli.store import Store

    root = make_store(tmp_path, {f"knowledge/k{n}.md": knowledge_text(f"k{n}", priority="HIGH", tools=["Edit"],
                                                                      files=[f"**/*.{n}py"], actions=[f"deploy{n}"])
                                 for n in range(4)})
    known = read_knowledge(Store.open(root, make_clock("2026-05-17")))
    nodes = [item.to_node() for item in sorted(known.items, key=lambda i: i.rel)]
    first = hook_index.encode(nodes, "sig", {"key-a"})
    held = [item for node in nodes for value in node if isinstance(value, tuple) for item in value]
    assert held, "the nodes carry tool names and file patterns"
    assert hook_index.encode(nodes, "sig", {"key-a"}) == first
