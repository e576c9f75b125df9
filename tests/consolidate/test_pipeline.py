"""``memcli consolidate`` end to end: every output file, idempotence, dry run, failure isolation, cadence."""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path

import pytest

from tests.conftest import cli, make_store, memcli_subprocess, snapshot, transcript_line

NOW = "2026-05-17T02:00:00Z"
TODAY = "2026-05-17"


TRANSCRIPT = "".join([
    transcript_line("user", "Can you look at the retry logic?", 1),
    transcript_line("assistant", "## Decision: retry failed payment webhooks three times with backoff\n\n"
                                 "I prefer rebase-based workflows for feature branches, so I rebased.", 2),
    transcript_line("user", "Thanks.", 3),
    transcript_line("assistant", "The requirement is that webhook handlers stay idempotent across retries.", 4),
])

PREF = "I prefer rebase-based workflows for feature branches."


def base_files() -> dict[str, str]:
    return {
        "facts/2026-04-02/pref-1.md": f"---\nid: pref-1\ncategory: preference\ncreated: 2026-04-02T09:00:00.000Z\n---\n{PREF}\n",
        "facts/2026-04-19/pref-2.md": f"---\nid: pref-2\ncategory: preference\ncreated: 2026-04-19T09:00:00.000Z\n---\n{PREF.upper()}\n",
        "facts/2026-05-06/pref-3.md": f"---\nid: pref-3\ncategory: preference\ncreated: 2026-05-06T09:00:00.000Z\n---\n  {PREF}\n",
        "facts/2026-05-09/fact-pm.md": "---\nid: fact-pm\ncategory: fact\nconfidence: 0.7\n---\nThe web monorepo uses pnpm workspaces for every package.\n",
        "auto/project_web.md": "---\nname: Web tooling\ntype: project\nconfidence: 0.7\n---\nThe web monorepo does not use pnpm; it uses npm workspaces.\n",
        "auto/feedback_tests.md": "---\nname: Tests first\ntype: feedback\n---\nAlways run the test suite before committing.\n",
        "inbox/session.jsonl": TRANSCRIPT,
    }


def run(root: Path, *args: str, now: str = NOW, **kwargs):
    return cli(["--dir", str(root), "--now", now, "consolidate", *args], **kwargs)


def test_end_to_end_writes_every_output_file(tmp_path):
    root = make_store(tmp_path, base_files())
    result = run(root, "--since", "all")
    assert result.exit_code == 0, result.stderr
    assert result.stdout == "", "quiet on success without a terminal"

    # candidates
    queued = {p.name: p.read_text() for p in (root / "auto").glob("*.md") if "status: candidate" in p.read_text()}
    contents = {text.split("---\n")[-1].strip() for text in queued.values()}
    assert "retry failed payment webhooks three times with backoff" in contents
    assert "Webhook handlers stay idempotent across retries" in contents  # "the requirement is that …": a whole statement
    assert all("confidence: 0.5" in t and "created: 2026-05-17T02:00:00.000Z" in t for t in queued.values())

    # pattern reinforcement: pref-3 is the newest, it becomes the canonical of the three copies
    canonical = (root / "facts/2026-05-06/pref-3.md").read_text()
    assert "reinforcement_count: 3" in canonical and "derived_via: pattern-reinforcement" in canonical
    for old in ("facts/2026-04-02/pref-1.md", "facts/2026-04-19/pref-2.md"):
        text = (root / old).read_text()
        assert "status: superseded" in text and "supersededBy: pref-3" in text

    # reinforcement from the conversation (the canonical restated by the assistant)
    assert "reference_count: 1" in canonical and "last_referenced_at: 2026-05-17T02:00:00.000Z" in canonical

    # the cross-type contradiction goes to Pending Review (equal confidence: no auto-resolve)
    index = (root / "MEMORY.md").read_text()
    assert "## Pending Review (Lint findings)\n" in index
    bullet = [line for line in index.splitlines() if line.startswith("- detected_at=")]
    assert bullet == ["- detected_at=2026-05-17 — fact-pm.md vs project_web.md — The web monorepo uses pnpm "
                      "workspaces for every package. | The web monorepo does not use pnpm; it uses npm workspaces."]

    # lint-stats: exactly seven keys in order
    (stats_line,) = (root / "lint-stats.jsonl").read_text().splitlines()
    stats = json.loads(stats_line)
    assert list(stats) == ["date", "candidates_found", "contradictions_detected", "auto_resolved", "pending_added",
                           "pending_total", "avg_age_days"]
    assert stats["date"] == TODAY and stats["contradictions_detected"] == 1 and stats["pending_total"] == 1
    assert stats["avg_age_days"] == 0.0 and '"avg_age_days":0.0' in stats_line

    # diary: header once, sections in order, every changed file listed
    diary = (root / "diary" / f"{TODAY}.md").read_text()
    assert diary.startswith(f"# Diary — {TODAY}\n\n## [2026-05-17 02:00] consolidation | ")
    order = [diary.index(h) for h in ("### Sessions Reviewed", "### Memory Changes", "### Lint (Phase B.5)",
                                       "### Noted for Review", "### Issues")]
    assert order == sorted(order)
    assert "- inbox/session.jsonl: 2 new response(s)" in diary
    for path in ("facts/2026-05-06/pref-3.md", "facts/2026-04-02/pref-1.md", "MEMORY.md", *[f"auto/{n}" for n in queued]):
        assert re.search(rf"^- (Created|Updated) {re.escape(path)} — ", diary, re.M), path
    assert re.search(r"^- Created auto/\S+ — new adaptation candidate \(decision_heading\) from inbox/session.jsonl:2$",
                     diary, re.M)
    assert "- Candidates: " in diary and ", contradictions: 1, auto-resolved: 0, pending added: 1, pending removed: 0" in diary
    assert diary.rstrip().endswith("### Issues\n- none")

    # the run record
    (record_line,) = (root / ".memcli" / "runs.jsonl").read_text().splitlines()
    record = json.loads(record_line)
    assert record["dry_run"] is False and record["errors"] == [] and record["exit"] == 0
    assert record["counts"]["apply"]["candidates_written"] == len(queued)


def test_second_run_changes_no_memory(tmp_path):
    root = make_store(tmp_path, base_files())
    assert run(root, "--since", "all").exit_code == 0
    first = snapshot(root)
    second = run(root, "--since", "all", now="2026-05-17T03:00:00Z")
    assert second.exit_code == 0
    after = snapshot(root)
    changed = {k for k in after if after[k] != first.get(k)}
    assert changed == {f"diary/{TODAY}.md", "lint-stats.jsonl"}, "only the report grows"
    diary = after[f"diary/{TODAY}.md"].decode()
    assert diary.count("# Diary") == 1 and diary.count("consolidation |") == 2
    second_section = diary.split("## [2026-05-17 03:00]")[1]
    assert "### Memory Changes\n- none" in second_section
    assert "- none: no new interactions or transcripts" in second_section
    lines = (root / "lint-stats.jsonl").read_text().splitlines()
    assert json.loads(lines[1])["pending_added"] == 0 and json.loads(lines[1])["pending_total"] == 1


def test_grown_transcript_is_mined_only_for_new_turns(tmp_path):
    root = make_store(tmp_path, base_files())
    assert run(root, "--since", "all").exit_code == 0
    before = set(p.name for p in (root / "auto").glob("*.md"))
    with open(root / "inbox" / "session.jsonl", "a") as handle:
        handle.write(transcript_line("user", "One more thing.", 5))
        handle.write(transcript_line("assistant", "## Decision: keep webhook retries off for refunds", 6))
    result = run(root, "--since", "all", "--format", "json")
    document = json.loads(result.stdout)
    assert document["steps"]["extract"]["responses"] == 1
    assert [c["content"] for c in document["candidates"]] == ["keep webhook retries off for refunds"]
    assert len(set(p.name for p in (root / "auto").glob("*.md")) - before) == 1


def test_dry_run_writes_nothing_and_reports_the_same(tmp_path):
    root = make_store(tmp_path, base_files())
    before = snapshot(root, include_state=True)
    dry = run(root, "--since", "all", "--dry-run", "--format", "json")
    after = {k: v for k, v in snapshot(root, include_state=True).items() if not k.startswith(".memcli/cache/")}
    assert after == {k: v for k, v in before.items() if not k.startswith(".memcli/cache/")}
    document = json.loads(dry.stdout)
    assert document["dry_run"] is True
    real = json.loads(run(root, "--since", "all", "--format", "json").stdout)
    assert [c["content"] for c in document["candidates"]] == [c["content"] for c in real["candidates"]]
    assert document["patterns"] == real["patterns"]
    assert document["contradictions"] == real["contradictions"]


def test_json_summary_is_one_document(tmp_path):
    root = make_store(tmp_path, base_files())
    proc = memcli_subprocess(["--dir", str(root), "--now", NOW, "consolidate", "--since", "all", "--format", "json"])
    assert proc.returncode == 0 and proc.stderr == b""
    document = json.loads(proc.stdout)
    memory_files = [p for p in root.rglob("*.md") if p.relative_to(root).parts[0] not in ("diary", "MEMORY.md")]
    assert document["steps"]["index"]["added"] == len(memory_files), "the recall index holds tonight's files"
    assert set(document["steps"]) == {"skeleton", "gather", "extract", "patterns", "lint", "apply", "proposals", "index",
                                      "report"}
    assert document["exit"] == 0


def test_dry_run_prints_its_summary_even_without_a_terminal(tmp_path):
    root = make_store(tmp_path, base_files())
    proc = memcli_subprocess(["--dir", str(root), "--now", NOW, "consolidate", "--since", "all", "--dry-run"])
    assert proc.returncode == 0
    text = proc.stdout.decode()
    assert text.startswith("consolidate (dry run: nothing written): 1 input(s)")
    assert "Pattern clusters:\n  pref-3 [3x] supersedes pref-1, pref-2" in text
    assert "Contradiction: facts/2026-05-09/fact-pm.md vs auto/project_web.md" in text


def test_verbose_narrates_on_stderr(tmp_path):
    root = make_store(tmp_path, base_files())
    proc = memcli_subprocess(["--dir", str(root), "--now", NOW, "-v", "consolidate", "--since", "all"])
    assert proc.returncode == 0
    assert b"consolidate: gather: inputs=1" in proc.stderr
    assert proc.stdout.startswith(b"consolidate: 1 input(s)")


def test_since_window_uses_the_memcli_clock(tmp_path):
    root = make_store(tmp_path, base_files())
    inbox = root / "inbox" / "session.jsonl"
    three_days_before = time.mktime(time.strptime("2026-05-14 02:00", "%Y-%m-%d %H:%M")) - time.timezone
    os.utime(inbox, (three_days_before, three_days_before))
    quiet = json.loads(run(root, "--format", "json").stdout)
    assert quiet["steps"]["gather"]["inputs"] == 0
    week = json.loads(run(root, "--since", "7d", "--format", "json").stdout)
    assert week["steps"]["gather"]["inputs"] == 1


def test_failed_step_is_isolated_and_reported(tmp_path, monkeypatch):
    from memcli.consolidate import pipeline

    def broken(*args, **kwargs):
        raise RuntimeError("patterns exploded")

    monkeypatch.setattr(pipeline, "step_patterns", broken)
    root = make_store(tmp_path, base_files())
    result = run(root, "--since", "all")
    assert result.exit_code == 1
    assert "step patterns failed: RuntimeError: patterns exploded" in result.stderr
    diary = (root / "diary" / f"{TODAY}.md").read_text()
    assert "### Issues\n- patterns failed: RuntimeError: patterns exploded" in diary
    assert "status: superseded" not in (root / "facts/2026-04-02/pref-1.md").read_text()
    assert list((root / "auto").glob("*retry*")), "later steps still ran"
    record = json.loads((root / ".memcli" / "runs.jsonl").read_text())
    assert record["exit"] == 1 and record["errors"] == ["patterns: RuntimeError: patterns exploded"]


def test_lint_disabled_omits_the_lint_block_and_stats(tmp_path):
    files = base_files()
    files["memcli.toml"] = "[lint]\nenabled = false\n"
    root = make_store(tmp_path, files)
    assert run(root, "--since", "all").exit_code == 0
    diary = (root / "diary" / f"{TODAY}.md").read_text()
    assert "### Lint (Phase B.5)" not in diary
    assert not (root / "lint-stats.jsonl").exists()
    assert "Pending Review" not in (root / "MEMORY.md").read_text()


def test_pattern_cadence(tmp_path):
    root = make_store(tmp_path, {k: v for k, v in base_files().items() if k.startswith("facts/2026-0")})
    first = json.loads(run(root, "--format", "json").stdout)
    assert first["steps"]["patterns"]["ran"] is True
    (root / "facts/2026-05-10").mkdir()
    (root / "facts/2026-05-10/pref-4.md").write_text(f"---\nid: pref-4\ncategory: preference\ncreated: 2026-05-10T09:00:00.000Z\n---\n{PREF}\n")
    soon = json.loads(run(root, "--format", "json", now="2026-05-20T02:00:00Z").stdout)
    assert soon["steps"]["patterns"]["ran"] is False and "cadence" in soon["steps"]["patterns"]["skipped"]
    forced = json.loads(run(root, "--force-patterns", "--format", "json", now="2026-05-20T02:00:00Z").stdout)
    assert forced["steps"]["patterns"]["ran"] is True and forced["patterns"]["clusters"][0]["count"] == 4
    later = json.loads(run(root, "--format", "json", now="2026-05-28T02:00:00Z").stdout)
    assert later["steps"]["patterns"]["ran"] is True


def test_confidence_gap_auto_resolves_within_budget(tmp_path):
    files = base_files()
    files["facts/2026-05-09/fact-pm.md"] = files["facts/2026-05-09/fact-pm.md"].replace("confidence: 0.7", "confidence: 0.95")
    root = make_store(tmp_path, files)
    document = json.loads(run(root, "--since", "all", "--format", "json").stdout)
    assert document["steps"]["lint"]["auto_resolved"] == 1
    loser = (root / "auto/project_web.md").read_text()
    assert "(superseded 2026-05-17: " in loser
    assert "resolved_at: 2026-05-17" in loser and "partner: fact-pm.md" in loser
    assert "Pending Review" not in (root / "MEMORY.md").read_text()
    files["memcli.toml"] = "[consolidate]\nmax_mutations = 1\n"
    root2 = make_store(tmp_path, files, name="tight")
    tight = json.loads(run(root2, "--since", "all", "--format", "json").stdout)
    assert tight["steps"]["lint"]["auto_resolved"] == 0 and tight["steps"]["lint"]["pending_added"] == 1


def test_claude_code_workspace_location(tmp_path):
    workspace = tmp_path / "src" / "my.project"
    home = Path(os.environ["HOME"])
    project_dir = home / ".claude" / "projects" / str(workspace).replace("/", "-").replace(".", "-")
    project_dir.mkdir(parents=True)
    (project_dir / "abc.jsonl").write_text(TRANSCRIPT)
    files = {k: v for k, v in base_files().items() if not k.startswith("inbox/")}
    files["memcli.toml"] = f'[consolidate]\nclaude_workspaces = ["{workspace}"]\n'
    root = make_store(tmp_path, files)
    document = json.loads(run(root, "--since", "all", "--format", "json").stdout)
    assert document["steps"]["gather"]["inputs"] == 1
    assert document["sessions"][0]["source"] == str(project_dir / "abc.jsonl")


def test_transcripts_option_and_missing_store_skeleton(tmp_path):
    outside = tmp_path / "transcripts"
    outside.mkdir()
    (outside / "t.jsonl").write_text(TRANSCRIPT)
    root = make_store(tmp_path, {"auto/a.md": "---\nid: a\n---\nA note.\n"}, index=False)
    result = run(root, "--since", "all", "--transcripts", str(outside), "--format", "json")
    document = json.loads(result.stdout)
    assert document["steps"]["gather"]["inputs"] == 1
    assert (root / "MEMORY.md").read_text().startswith("# Memory Index\n")
    assert any(c["path"] == "MEMORY.md" and c["action"] == "created" for c in document["changes"])


@pytest.mark.parametrize("bad", ["yesterday", "48x"])
def test_bad_since_is_exit_2(tmp_path, bad):
    root = make_store(tmp_path, base_files())
    result = run(root, "--since", bad)
    assert result.exit_code == 2 and "since" in result.stderr
