"""An unattended night never hides damage (docs/contracts.md §8): every input or file it could not use is an Issue, exit 1."""

from __future__ import annotations

import json
import re
from pathlib import Path

from tests.conftest import cli, make_store, memcli_subprocess, transcript_line
from tests.consolidate.test_pipeline import NOW, TODAY, base_files, run


def issues_of(root: Path) -> list[str]:
    """The bullets under the last run's ``### Issues`` in today's diary."""
    diary = (root / "diary" / f"{TODAY}.md").read_text()
    section = diary.rsplit("### Issues\n", 1)[1]
    return [line[2:] for line in section.splitlines() if line.startswith("- ")]


def last_run_record(root: Path) -> dict:
    return json.loads((root / ".memcli" / "runs.jsonl").read_text().splitlines()[-1])


def test_a_given_transcripts_path_that_does_not_exist_is_an_issue_and_exit_1(tmp_path):
    root = make_store(tmp_path, base_files())
    missing = tmp_path / "nonexistent"
    proc = memcli_subprocess(["--dir", str(root), "--now", NOW, "consolidate", "--transcripts", str(missing)])
    assert proc.returncode == 1 and proc.stdout == b""
    # cron mails only what is printed: the exit code alone would go unseen
    assert proc.stderr.decode() == (f"memcli: error: consolidate: 1 issue(s) need your attention (diary: diary/{TODAY}.md):\n"
                                    f"  - --transcripts {missing}: no such file or directory; nothing read\n")
    assert issues_of(root) == [f"--transcripts {missing}: no such file or directory; nothing read"]
    assert last_run_record(root)["exit"] == 1
    document = json.loads(run(root, "--transcripts", str(missing), "--format", "json").stdout)
    assert document["exit"] == 1
    assert document["issues"] == [f"--transcripts {missing}: no such file or directory; nothing read"]


def test_configured_sources_that_do_not_exist_are_issues(tmp_path):
    root = make_store(tmp_path, base_files())
    (root / "memcli.toml").write_text(
        '[consolidate]\ntranscripts = ["~/typo/transcripts", "/nowhere/*/*.jsonl"]\nclaude_workspaces = ["/src/none"]\n')
    result = run(root)
    assert result.exit_code == 1
    assert issues_of(root) == [
        "consolidate.transcripts ~/typo/transcripts: no such file or directory; nothing read",
        "consolidate.transcripts /nowhere/*/*.jsonl: /nowhere does not exist; nothing read",
        f"consolidate.claude_workspaces /src/none: Claude Code has no transcripts folder "
        f"{tmp_path}/home/.claude/projects/-src-none; nothing read",
    ]


def test_a_glob_whose_folder_exists_but_matches_nothing_is_not_an_issue(tmp_path):
    root = make_store(tmp_path, base_files())
    (tmp_path / "transcripts").mkdir()
    result = run(root, "--transcripts", str(tmp_path / "transcripts" / "*.jsonl"))
    assert result.exit_code == 0, result.stderr
    assert issues_of(root) == ["none"]


def test_a_broken_memory_file_is_named_in_the_diary(tmp_path):
    files = base_files()
    files["auto/broken.md"] = "---\nid: broken\ntype: [unclosed\n---\nbody\n"
    files["auto/binary.md"] = b"\x00\x01\x02 not text"
    root = make_store(tmp_path, files)
    result = run(root, "--since", "all", "--format", "json")
    assert result.exit_code == 1
    issues = issues_of(root)
    assert [i.split(":")[0] for i in issues] == ["memory file auto/binary.md skipped", "memory file auto/broken.md skipped"]
    assert "binary" in issues[0] and "yaml_error" in issues[1]
    assert json.loads(result.stdout)["issues"] == issues
    assert all(step["ok"] for step in json.loads(result.stdout)["steps"].values()), "the steps ran; the files were skipped"


def test_broken_transcript_lines_are_counted_per_file_in_the_diary(tmp_path):
    files = base_files()
    files["inbox/broken.jsonl"] = "".join([
        transcript_line("assistant", "## Decision: keep the nightly batch under thirty minutes", 1),
        "{not json\n",
        transcript_line("user", "ok", 2),
        '["a list, not an object"]\n',
        "{also not json\n", "{nor this\n", "{nor that\n",
        transcript_line("user", "thanks", 3),
    ])
    root = make_store(tmp_path, files)
    proc = memcli_subprocess(["--dir", str(root), "--now", NOW, "-q", "consolidate", "--since", "all"])
    assert proc.returncode == 1
    (issue,) = issues_of(root)
    assert issue.startswith("inbox/broken.jsonl: 5 broken line(s) skipped (first: inbox/broken.jsonl:2: ")
    assert "keep the nightly batch under thirty minutes" in (root / "diary" / f"{TODAY}.md").read_text(), \
        "the good lines around the broken ones are still mined"


def test_a_clean_night_still_exits_0_with_issues_none(tmp_path):
    root = make_store(tmp_path, base_files())
    assert run(root, "--since", "all").exit_code == 0
    assert issues_of(root) == ["none"]


def test_reinforced_counts_the_files_whose_counters_changed(tmp_path):
    # The conversation restates the preference held by pref-1, pref-2 and pref-3; pattern reinforcement
    # supersedes pref-1 and pref-2 first, so only pref-3's counters change.
    root = make_store(tmp_path, base_files())
    dry = run(root, "--since", "all", "--dry-run")
    assert re.search(r"^Reinforced: 1 memory restated in conversation$", dry.stdout, re.M), dry.stdout
    document = json.loads(run(root, "--since", "all", "--format", "json").stdout)
    assert document["steps"]["apply"]["reinforced"] == 1
    changed = [p for p in sorted((root / "facts").rglob("*.md")) if "reference_count" in p.read_text()]
    assert [p.name for p in changed] == ["pref-3.md"]


def test_dry_run_reports_what_the_real_run_does(tmp_path):
    root = make_store(tmp_path, base_files())
    dry = json.loads(run(root, "--since", "all", "--dry-run", "--format", "json").stdout)
    real = json.loads(run(root, "--since", "all", "--format", "json").stdout)
    for key in ("changes", "candidates", "contradictions", "patterns", "issues"):
        assert dry[key] == real[key], key
    assert {k: v for k, v in dry["steps"].items() if k != "index"} == {k: v for k, v in real["steps"].items() if k != "index"}


def test_quiet_still_collects_the_issues_but_prints_no_warning(tmp_path):
    files = base_files()
    files["inbox/broken.jsonl"] = "{not json\n" + transcript_line("user", "ok", 1)
    root = make_store(tmp_path, files)
    proc = memcli_subprocess(["--dir", str(root), "--now", NOW, "-q", "consolidate", "--since", "all"])
    assert proc.returncode == 1 and b"warning" not in proc.stderr
    assert issues_of(root)[0].startswith("inbox/broken.jsonl: 1 broken line(s) skipped")
    loud = cli(["--dir", str(make_store(tmp_path, files, name="other")), "--now", NOW, "consolidate", "--since", "all"])
    assert "memcli: warning: inbox/broken.jsonl:1: not valid JSON; line skipped" in loud.stderr


def test_a_fifo_among_the_inputs_is_an_issue_never_opened(tmp_path):
    import os

    root = make_store(tmp_path, base_files())
    (root / "inbox").mkdir(exist_ok=True)
    os.mkfifo(root / "inbox" / "pipe.jsonl")
    proc = memcli_subprocess(["--dir", str(root), "--now", NOW, "consolidate", "--since", "all"], timeout=60)
    assert proc.returncode == 1  # it did not hang on the FIFO, and the night says so
    assert issues_of(root) == [f"{root / 'inbox' / 'pipe.jsonl'}: a FIFO, not a regular file; never opened; skipped"]
