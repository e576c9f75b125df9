"""Claude Code's folder: lessons (knowledge) and entities live under ``.memcli/`` too (docs/contracts.md §1b, §9, §10).

After any command, every ``*.md`` outside ``.memcli/`` that memcli created is
a native memory linked from ``MEMORY.md``: the Stop hook's draft lessons,
imported knowledge and graduated entities included. Driven through the real
console scripts (``memcli``, ``memcli-hook``) with HOME in a sandbox.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

from memcli.experience.knowledge_index import knowledge_signature
from memcli.formats import index_links
from memcli.formats.layout import detect_layout
from tests.conftest import SHARED_DATA
from tests.consolidate.test_claude_code_folder import (INSTRUCTION, console_script, markdown_outside_state, memcli,
                                                       sandbox, session_like, transcripts_dir)
from tests.experience.util import knowledge_text

CORRECTION = "You forgot to update the changelog in CHANGELOG.md."


def hook(home: Path, memory: Path, event: str, payload: dict) -> subprocess.CompletedProcess:
    """The real ``memcli-hook EVENT`` console script, HOME in the sandbox."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMCLI_")}
    env.update(HOME=str(home), MEMCLI_NOW="2026-05-17T12:00:00Z")
    return subprocess.run([console_script("memcli-hook"), event, "--dir", str(memory)], input=json.dumps(payload),
                          capture_output=True, text=True, env=env, cwd=home, timeout=120)


def only_native_memories_outside_state(memory: Path, before: set[str]) -> None:
    """Every ``.md`` outside ``.memcli/`` is Claude Code's own or a native memory linked from ``MEMORY.md``."""
    outside = markdown_outside_state(memory)
    linked = set(index_links.linked_files((memory / "MEMORY.md").read_text()))
    assert outside - before <= linked, f"memcli wrote .md files outside .memcli/ that are no linked memories: {outside - before - linked}"


def additional_context(proc: subprocess.CompletedProcess) -> str:
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)["hookSpecificOutput"]["additionalContext"]


def test_the_stop_hook_writes_its_draft_lesson_under_memcli(tmp_path):
    home, memory = sandbox(tmp_path)
    before = markdown_outside_state(memory)
    session = memory.parent / "5e55-new-session.jsonl"
    real = sorted(transcripts_dir().glob("*.jsonl"))
    session.write_text(session.read_text() + session_like(real[-1], CORRECTION))  # a transcript in the real format
    stop = {"session_id": "5e55-new-session", "transcript_path": str(session), "cwd": "/home/sam/src/shop",
            "hook_event_name": "Stop", "stop_hook_active": False}

    proc = hook(home, memory, "stop", stop)
    assert (proc.returncode, proc.stdout) == (0, ""), proc.stderr
    drafts = sorted(p.relative_to(memory).as_posix() for p in (memory / ".memcli" / "knowledge").glob("*.md"))
    assert len(drafts) == 1 and "update-the-changelog" in drafts[0], drafts
    assert "status: draft\n" in (memory / drafts[0]).read_text()
    assert not (memory / "knowledge").exists(), "no knowledge/ folder for Claude Code to take for memories"
    assert markdown_outside_state(memory) == before
    only_native_memories_outside_state(memory, before)

    status = json.loads(memcli(home, "--dir", str(memory), "status", "--format", "json").stdout)
    assert status["review"]["knowledge_drafts"] == 1
    assert status["layout"]["knowledge"] == ".memcli/knowledge" and status["moved"] == []
    listed = memcli(home, "--dir", str(memory), "knowledge", "list", "--format", "json")
    assert [k["file"] for k in json.loads(listed.stdout)["knowledge"]] == [drafts[0]], listed.stdout
    start = hook(home, memory, "session-start", {"cwd": "/home/sam/src/shop", "source": "startup"})
    assert "1 draft lesson" in additional_context(start)

    # promoted, the lesson is injected before the next matching edit
    knowledge_id = Path(drafts[0]).stem
    assert memcli(home, "--dir", str(memory), "knowledge", "promote", knowledge_id).returncode == 0
    edit = {"tool_name": "Edit", "tool_input": {"file_path": "/home/sam/src/shop/CHANGELOG.md", "old_string": "## 0.7",
                                                 "new_string": "## 0.8\n- update\n## 0.7"},
            "cwd": "/home/sam/src/shop", "hook_event_name": "PreToolUse"}
    context = additional_context(hook(home, memory, "pre-tool-use", edit))
    assert "update the changelog" in context
    assert markdown_outside_state(memory) == before


def test_pre_tool_use_injects_knowledge_from_memcli_and_not_from_an_old_knowledge_folder(tmp_path):
    home, memory = sandbox(tmp_path)
    before = markdown_outside_state(memory)
    state = memory / ".memcli" / "knowledge"
    state.mkdir(parents=True)
    (state / "release-checklist.md").write_text(knowledge_text(
        "release-checklist", label="Release checklist", priority="CRITICAL", status="active", tools=["Edit"],
        files=["**/plugin.json"], body="- [ ] bump marketplace.json too"))
    old = memory / "knowledge"  # what an older memcli left in the folder
    old.mkdir()
    (old / "stale-lesson.md").write_text(knowledge_text("stale-lesson", label="Stale lesson", status="active",
                                                         tools=["Edit"], files=["**/plugin.json"]))

    edit = {"tool_name": "Edit", "tool_input": {"file_path": "/home/sam/src/shop/plugin.json"},
            "cwd": "/home/sam/src/shop", "hook_event_name": "PreToolUse"}
    context = additional_context(hook(home, memory, "pre-tool-use", edit))  # the hook rebuilds its index itself
    assert "Release checklist" in context and "bump marketplace.json too" in context
    assert "Stale lesson" not in context, "this layout reads .memcli/knowledge/ only"
    start = additional_context(hook(home, memory, "session-start", {"cwd": "/home/sam/src/shop", "source": "startup"}))
    assert "Release checklist" in start, "a CRITICAL lesson of .memcli/knowledge/ opens the session"

    # a lesson edited by hand in .memcli/knowledge/ makes the index stale: the next call sees the edit
    (state / "release-checklist.md").write_text(knowledge_text(
        "release-checklist", label="Release checklist", priority="CRITICAL", status="active", tools=["Edit"],
        files=["**/plugin.json"], body="- [ ] bump the lockfile as well"))
    assert "bump the lockfile as well" in additional_context(hook(home, memory, "pre-tool-use", edit))

    status = memcli(home, "--dir", str(memory), "status", "--format", "json")
    assert json.loads(status.stdout)["moved"] == [{"from": "knowledge", "to": ".memcli/knowledge", "files": 1}]
    text = memcli(home, "--dir", str(memory), "status").stdout
    assert ("Not read: knowledge/ holds 1 file(s) from an older memcli; this layout reads .memcli/knowledge/ "
            "— move them (in the store: mkdir -p .memcli/knowledge && mv -n knowledge/* .memcli/knowledge/)") in text
    assert markdown_outside_state(memory) == before | {"knowledge/stale-lesson.md"}, "the old file is left alone"


def test_knowledge_import_writes_under_memcli(tmp_path):
    home, memory = sandbox(tmp_path)
    before = markdown_outside_state(memory)
    graph = SHARED_DATA / "triads-graphs" / "test_graph.json"
    assert graph.is_file(), f"missing {graph}"
    run = memcli(home, "--dir", str(memory), "knowledge", "import", str(graph))
    assert run.returncode == 0, run.stderr
    imported = sorted(p.name for p in (memory / ".memcli" / "knowledge").glob("*.md"))
    assert "test_checklist_critical.md" in imported and len(imported) == 7, imported
    assert markdown_outside_state(memory) == before
    validate = memcli(home, "--dir", str(memory), "validate", "--format", "json")
    assert json.loads(validate.stdout)["findings"] == [] and validate.returncode == 0, validate.stdout


def test_graduate_writes_the_entity_under_memcli(tmp_path):
    home, memory = sandbox(tmp_path)
    before = markdown_outside_state(memory)
    run = memcli(home, "--dir", str(memory), "graduate", "feedback_tests", "--as", "Decision")
    assert run.returncode == 0, run.stderr
    entities = [p.relative_to(memory).as_posix() for p in (memory / ".memcli" / "entities").rglob("*.md")]
    assert len(entities) == 1 and entities[0].startswith(".memcli/entities/Decision/"), entities
    assert not (memory / "entities").exists()
    listed = json.loads(memcli(home, "--dir", str(memory), "entities", "list", "--format", "json").stdout)
    assert [(e["type"] if "type" in e else e.get("entity_type"), e["status"]) for e in listed["entities"]] == [
        ("Decision", "candidate")], listed
    validate = memcli(home, "--dir", str(memory), "validate")
    assert validate.returncode == 0, validate.stdout
    promoted = memcli(home, "--dir", str(memory), "review", "promote", Path(entities[0]).stem)
    assert promoted.returncode == 0, promoted.stderr
    assert "active" in (memory / entities[0]).read_text()
    assert markdown_outside_state(memory) == before
    only_native_memories_outside_state(memory, before)


def test_a_dry_run_reports_what_the_real_night_does(tmp_path):
    """The queue folder is read from disk; a dry run must still find what the real run finds (one staging step)."""
    home, memory = sandbox(tmp_path)
    (memory / "memcli.toml").write_text("[entities]\nenabled = true\n")
    real = sorted(transcripts_dir().glob("*.jsonl"))
    again = session_like(real[0], INSTRUCTION).replace("5e55-new-session", "5e55-again")  # stated in two sessions
    (memory.parent / "5e55-again.jsonl").write_text(again)
    args = ("--dir", str(memory), "consolidate", "--since", "all", "--format", "json")
    dry = json.loads(memcli(home, *args[:-2], "--dry-run", *args[-2:]).stdout)
    real_run = json.loads(memcli(home, *args).stdout)
    assert dry["candidates"] == real_run["candidates"] and len(real_run["candidates"]) == 1
    dry_steps = {k: v for k, v in dry["steps"].items() if k != "index"}  # a dry run does not refresh the recall index
    assert dry_steps == {k: v for k, v in real_run["steps"].items() if k != "index"}
    assert dry_steps["apply"]["candidates_written"] == 1
    queued = list((memory / ".memcli" / "candidates").glob("*.md"))
    assert len(queued) == 1
    assert json.loads(memcli(home, *args).stdout)["candidates"] == [], "a second night finds it queued"


def test_each_layout_names_its_own_folders_and_the_hook_signs_both(tmp_path):
    home = tmp_path / "home"
    claude = home / ".claude" / "projects" / "-p" / "memory"
    plain = tmp_path / "store"
    for folder in (claude, plain):
        folder.mkdir(parents=True)
    native, own = detect_layout(claude, home=str(home)), detect_layout(plain, home=str(home))
    assert (native.knowledge_dir, native.entities_dir) == (".memcli/knowledge", ".memcli/entities")
    assert (own.knowledge_dir, own.entities_dir) == ("knowledge", "entities"), "the memcli layout is unchanged"
    assert own.moved_dirs() == () and dict(native.moved_dirs()) == {"knowledge": ".memcli/knowledge",
                                                                      "entities": ".memcli/entities"}
    (plain / "knowledge").mkdir()
    (plain / "knowledge" / "a.md").write_text("a\n")
    (plain / ".memcli" / "knowledge").mkdir(parents=True)
    (plain / ".memcli" / "knowledge" / "b.md").write_text("bb\n")
    signed = knowledge_signature(plain).split("\x00")[:-1]  # rel, mtime_ns, size per file
    assert signed[0::3] == [".memcli/knowledge/b.md", "knowledge/a.md"] and signed[2::3] == ["3", "2"]


def test_a_night_with_entities_enabled_queues_them_under_memcli(tmp_path):
    from tests.extract.builders import interaction, write_lines

    home, memory = sandbox(tmp_path)
    before = markdown_outside_state(memory)
    (memory / "memcli.toml").write_text("[entities]\nenabled = true\n")
    write_lines(memory / "inbox" / "i.jsonl", [interaction(
        id="i-1", prompt="p", project="shop",
        response="## Decision: adopt Redis streams for the queue\n## Requirement: checkout answers within 200 ms\n")])
    night = memcli(home, "--dir", str(memory), "consolidate", "--since", "all")
    assert night.returncode == 0, night.stderr
    queue = json.loads(memcli(home, "--dir", str(memory), "review", "list", "--format", "json").stdout)["candidates"]
    entities = sorted(c["path"] for c in queue if c["kind"] == "entity")
    assert entities == [".memcli/entities/Decision/decision-adopt-redis-streams-for-the-queue.md",
                        ".memcli/entities/Requirement/requirement-checkout-answers-within-200-ms.md"], queue
    assert markdown_outside_state(memory) == before, "no entities/ folder beside Claude Code's memories"
    assert memcli(home, "--dir", str(memory), "validate").returncode == 0
    promoted = memcli(home, "--dir", str(memory), "review", "promote", Path(entities[0]).stem)
    assert promoted.returncode == 0, promoted.stderr
    assert markdown_outside_state(memory) == before
    only_native_memories_outside_state(memory, before)
