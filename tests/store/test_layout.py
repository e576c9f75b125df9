"""Which layout a store has (docs/contracts.md §1b), the one place that says where each kind of file lives, and what follows."""

from __future__ import annotations

import json
from pathlib import Path

from memcli.formats import index_links
from memcli.formats.layout import CLAUDE_CODE_LAYOUT, MEMCLI_LAYOUT, detect_layout
from tests.conftest import cli, make_store, transcript_line

NOW = "2026-05-17T02:00:00Z"


def claude_folder(tmp_path: Path, files: dict[str, str] | None = None, *, index: bool = True) -> Path:
    """A memory folder whose parent holds a Claude Code transcript (not under ~/.claude/projects)."""
    project = tmp_path / "proj"
    project.mkdir(parents=True)
    (project / "abc.jsonl").write_text(transcript_line("user", "From now on, always use pnpm instead of npm.", 1))
    return make_store(project, files, name="memory", index=index)


def test_a_store_beside_claude_code_transcripts_is_recognised(tmp_path):
    root = claude_folder(tmp_path)
    layout = detect_layout(root)
    assert (layout.name, layout.reason) == (CLAUDE_CODE_LAYOUT, f"the folder above ({root.parent}) holds Claude Code transcripts")
    assert (layout.diary_file("2026-05-17"), layout.stats_path, layout.runs_path) == (
        ".memcli/diary/2026-05-17.md", ".memcli/lint-stats.jsonl", ".memcli/runs.jsonl")
    assert layout.candidates_dir("auto") == ".memcli/candidates" and layout.sessions_dir == str(root.parent)


def test_a_store_under_claude_projects_is_recognised_without_transcripts(tmp_path):
    home = tmp_path / "h"
    root = home / ".claude" / "projects" / "-home-a-x" / "memory"
    root.mkdir(parents=True)
    assert detect_layout(root, home=str(home)).name == CLAUDE_CODE_LAYOUT
    assert detect_layout(tmp_path / "elsewhere", home=str(home)).name == MEMCLI_LAYOUT


def test_interaction_files_beside_a_store_are_not_claude_code_transcripts(tmp_path):
    root = make_store(tmp_path)
    (tmp_path / "chat.jsonl").write_text(json.dumps({"id": "1", "session_id": "s", "response": "hi"}) + "\n")
    layout = detect_layout(root)
    assert layout.name == MEMCLI_LAYOUT
    assert (layout.diary_file("2026-05-17"), layout.stats_path, layout.candidates_dir("auto")) == (
        "diary/2026-05-17.md", "lint-stats.jsonl", "auto")


def test_the_config_decides_otherwise_and_status_says_why(tmp_path):
    root = claude_folder(tmp_path, {"memcli.toml": 'layout = "memcli"\n'})
    doc = json.loads(cli(["--dir", str(root), "status", "--format", "json"]).stdout)
    assert doc["layout"]["name"] == "memcli" and doc["layout"]["reason"] == f'layout = "memcli" in memcli.toml'
    assert doc["inputs"] == [], "memcli's layout reads no sessions by default"
    text = cli(["--dir", str(root), "status"]).stdout
    assert 'Layout: memcli (layout = "memcli" in memcli.toml)' in text.splitlines()

    other = make_store(tmp_path, {"memcli.toml": 'layout = "claude-code"\n'}, name="forced")
    text = cli(["--dir", str(other), "status"]).stdout
    assert 'Layout: claude-code (layout = "claude-code" in memcli.toml)' in text.splitlines()
    assert f"Inputs: {tmp_path / '*.jsonl'} (Claude Code sessions beside the store)" in text.splitlines()


def test_layout_and_type_table_are_validated_and_shown(tmp_path):
    root = make_store(tmp_path, {"memcli.toml": 'layout = "remnic"\n'})
    result = cli(["--dir", str(root), "status"])
    assert result.exit_code == 2
    assert "configuration key 'layout'" in result.stderr and "memcli.toml" in result.stderr
    bad = make_store(tmp_path, {"memcli.toml": '[claude_code.types]\nfact = "memo"\n'}, name="bad")
    result = cli(["--dir", str(bad), "status"])
    assert result.exit_code == 2 and "'claude_code.types'" in result.stderr
    good = make_store(tmp_path, {"memcli.toml": '[claude_code]\ntypes = { fact = "reference" }\n'}, name="good")
    values = json.loads(cli(["--dir", str(good), "config", "show", "--format", "json"]).stdout)["values"]
    assert values["claude_code.types"]["value"] == {"fact": "reference"}
    assert values["layout"] == {"value": "auto", "source": "default"}


def test_list_settings_from_the_environment_take_a_json_list(tmp_path):
    root = make_store(tmp_path)
    env = {"MEMCLI_CONSOLIDATE_CLAUDE_WORKSPACES": '["/srv/a,b", "/srv/c"]', "MEMCLI_CONSOLIDATE_TRANSCRIPTS": "/x,/y"}
    values = json.loads(cli(["--dir", str(root), "config", "show", "--format", "json"], env=env).stdout)["values"]
    assert values["consolidate.claude_workspaces"] == {"value": ["/srv/a,b", "/srv/c"], "source": "env"}
    assert values["consolidate.transcripts"]["value"] == ["/x", "/y"], "a plain comma list still works"
    result = cli(["--dir", str(root), "status"], env={"MEMCLI_CONSOLIDATE_TRANSCRIPTS": '["/a", 3]'})
    assert result.exit_code == 2 and "MEMCLI_CONSOLIDATE_TRANSCRIPTS" in result.stderr


def test_init_on_a_claude_code_folder_links_every_memory(tmp_path):
    root = claude_folder(tmp_path, {
        "feedback_style.md": "---\nname: Reply style\ndescription: Terse, no emoji\ntype: feedback\n---\nBe terse.\n",
        "project_db.md": "---\nname: db\ntype: project\n---\nThe shop uses Postgres 16.\n\nMore.\n",
        "notes/reference_api.md": "The API lives at api.example.com\n",
    }, index=False)
    result = cli(["init", str(root)])
    assert result.exit_code == 0, result.stderr
    assert (root / "MEMORY.md").read_text() == (
        "# Memory Index\n\n"
        "- [Reply style](feedback_style.md) \u2014 Terse, no emoji\n"
        "- [reference_api](notes/reference_api.md) \u2014 The API lives at api.example.com\n"
        "- [db](project_db.md) \u2014 The shop uses Postgres 16.\n")
    colon = claude_folder(tmp_path / "c", {"feedback_labels.md": "---\nname: labels\ndescription: Don't read $: labels\n"
                                                                  "type: feedback\n---\nNo.\n"}, index=False)
    assert cli(["init", str(colon)]).exit_code == 0
    assert index_links.linked_files((colon / "MEMORY.md").read_text()) == ["feedback_labels.md"], \
        "Claude Code's flat frontmatter (an unquoted ': ') is linked too"
    plain = make_store(tmp_path, {"a.md": "---\nname: a\n---\nbody\n"}, name="plain", index=False)
    cli(["init", str(plain)])
    assert "- [a]" not in (plain / "MEMORY.md").read_text(), "memcli's own layout keeps the template"


def test_diary_prints_a_night_in_either_layout(tmp_path):
    for root, where in ((make_store(tmp_path), "diary/2026-05-17.md"),
                        (claude_folder(tmp_path), ".memcli/diary/2026-05-17.md")):
        assert cli(["--dir", str(root), "--now", NOW, "consolidate", "--since", "all"]).exit_code == 0
        assert (root / where).is_file()
        text = cli(["--dir", str(root), "--now", NOW, "diary"])
        assert text.exit_code == 0 and text.stdout == (root / where).read_text()
        doc = json.loads(cli(["--dir", str(root), "diary", "2026-05-17", "--format", "json"]).stdout)
        assert doc == {"date": "2026-05-17", "path": where, "text": (root / where).read_text()}
        missing = cli(["--dir", str(root), "diary", "2026-05-01"])
        assert missing.exit_code == 1 and "no diary for 2026-05-01" in missing.stderr
        assert cli(["--dir", str(root), "diary", "yesterday"]).exit_code == 2
    claude = tmp_path / "proj" / "memory"
    assert not (claude / "diary").exists() and not (claude / "lint-stats.jsonl").exists()
    assert [p.name for p in claude.rglob("*.md") if ".memcli" not in p.parts] == ["MEMORY.md"]
