"""``memcli hooks install``: merge into Claude Code settings.json, idempotent, backed up, dry run."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys

import pytest

from tests.conftest import cli, make_store, memcli_subprocess
from tests.experience.util import knowledge_text, transcript_line, write_transcript

EXPECTED_EVENTS = {"PreToolUse": ("pre-tool-use", "*", 10), "SessionStart": ("session-start", None, 10),
                   "Stop": ("stop", None, 30), "UserPromptSubmit": ("user-prompt-submit", None, 10)}

OTHER_HOOKS = {
    "model": "opus",
    "hooks": {
        "PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "./guard.sh", "timeout": 5}]}],
        "PostToolUse": [{"matcher": "Edit|Write", "hooks": [{"type": "command", "command": "ruff format"}]}],
        "Stop": [{"hooks": [{"type": "command", "command": "notify-send done"}]}],
    },
}


def install(root, *args, env=None):
    return cli(["--dir", str(root), "hooks", "install", *args], env=env)


def memcli_entries(settings: dict) -> dict:
    found = {}
    for event, entries in settings["hooks"].items():
        for entry in entries:
            for handler in entry["hooks"]:
                words = shlex.split(handler["command"])
                if os.path.basename(words[0]) == "memcli-hook":
                    assert event not in found, f"two memcli entries for {event}"
                    found[event] = (entry, handler, words)
    return found


def check_installed(settings: dict, root) -> None:
    found = memcli_entries(settings)
    assert set(found) == set(EXPECTED_EVENTS)
    for event, (hook_event, matcher, timeout) in EXPECTED_EVENTS.items():
        entry, handler, words = found[event]
        assert words[1:] == [hook_event, "--dir", str(root)]
        assert handler["type"] == "command" and handler["timeout"] == timeout
        assert entry.get("matcher") == matcher


def test_install_into_a_new_file(tmp_path):
    root = make_store(tmp_path)
    settings = tmp_path / "s.json"
    run = install(root, "--settings", str(settings))
    assert run.exit_code == 0, run.stderr
    check_installed(json.loads(settings.read_text()), root)
    assert run.stdout.startswith(f"Installed memcli hooks in {settings}:\n  PreToolUse        added ")
    assert not (tmp_path / "s.json.bak").exists()  # nothing to back up


def test_install_keeps_every_other_hook_and_backs_up(tmp_path):
    root = make_store(tmp_path)
    settings = tmp_path / "s.json"
    original = json.dumps(OTHER_HOOKS, indent=4)
    settings.write_text(original)
    run = install(root, "--settings", str(settings))
    assert run.exit_code == 0
    data = json.loads(settings.read_text())
    check_installed(data, root)
    assert data["model"] == "opus"
    assert data["hooks"]["PreToolUse"][0] == OTHER_HOOKS["hooks"]["PreToolUse"][0]
    assert data["hooks"]["PostToolUse"] == OTHER_HOOKS["hooks"]["PostToolUse"]
    assert data["hooks"]["Stop"][0] == OTHER_HOOKS["hooks"]["Stop"][0]
    assert (tmp_path / "s.json.bak").read_text() == original
    assert f"Previous settings saved to {settings}.bak" in run.stdout


def test_install_twice_changes_nothing(tmp_path):
    root = make_store(tmp_path)
    settings = tmp_path / "s.json"
    settings.write_text(json.dumps(OTHER_HOOKS))
    install(root, "--settings", str(settings))
    first = settings.read_bytes()
    backup = (tmp_path / "s.json.bak").read_bytes()
    stat = settings.stat()
    run = install(root, "--settings", str(settings))
    assert run.stdout == f"memcli hooks are already installed in {settings}; nothing changed.\n"
    assert settings.read_bytes() == first and (tmp_path / "s.json.bak").read_bytes() == backup
    assert settings.stat().st_mtime_ns == stat.st_mtime_ns


def test_another_store_replaces_memcli_entries_only(tmp_path):
    first = make_store(tmp_path, name="one")
    second = make_store(tmp_path, name="two")
    settings = tmp_path / "s.json"
    settings.write_text(json.dumps(OTHER_HOOKS))
    install(first, "--settings", str(settings))
    run = install(second, "--settings", str(settings), "--format", "json")
    document = json.loads(run.stdout)
    assert {e["event"]: e["status"] for e in document["events"]} == {e: "updated" for e in EXPECTED_EVENTS}
    data = json.loads(settings.read_text())
    check_installed(data, second)
    assert data["hooks"]["Stop"][0] == OTHER_HOOKS["hooks"]["Stop"][0]


def test_a_customized_memcli_entry_is_left_alone(tmp_path):
    root = make_store(tmp_path)
    settings = tmp_path / "s.json"
    install(root, "--settings", str(settings))
    data = json.loads(settings.read_text())
    data["hooks"]["PreToolUse"][0]["matcher"] = "Edit|Write"  # the user narrowed the matcher
    settings.write_text(json.dumps(data))
    run = install(root, "--settings", str(settings))
    assert "nothing changed" in run.stdout
    assert json.loads(settings.read_text())["hooks"]["PreToolUse"][0]["matcher"] == "Edit|Write"


def test_dry_run_shows_the_diff_and_creates_nothing(tmp_path):
    root = make_store(tmp_path)
    settings = tmp_path / "dir" / "s.json"
    run = install(root, "--settings", str(settings), "--dry-run")
    assert run.exit_code == 0
    assert run.stdout.startswith(f"--- /dev/null\n+++ {settings}\n")
    assert '+        "matcher": "*",' in run.stdout and "pre-tool-use --dir" in run.stdout
    assert run.stdout.endswith(f"Dry run: would create {settings} (4 added); nothing written.\n")
    assert not settings.parent.exists()
    settings.parent.mkdir()
    settings.write_text(json.dumps(OTHER_HOOKS))
    before = settings.read_bytes()
    run = install(root, "--settings", str(settings), "--dry-run")
    assert run.stdout.startswith(f"--- {settings}\n+++ {settings}\n") and "would update" in run.stdout
    assert settings.read_bytes() == before and not (settings.parent / "s.json.bak").exists()


def test_user_scope_writes_home_claude_settings(tmp_path):
    root = make_store(tmp_path)
    run = install(root, "--scope", "user")
    assert run.exit_code == 0
    settings = tmp_path / "home" / ".claude" / "settings.json"  # HOME points into tmp_path
    check_installed(json.loads(settings.read_text()), root)


def test_project_scope_writes_dot_claude_in_the_current_directory(tmp_path, monkeypatch):
    root = make_store(tmp_path)
    project = tmp_path / "project"
    project.mkdir()
    monkeypatch.chdir(project)
    assert install(root).exit_code == 0
    check_installed(json.loads((project / ".claude" / "settings.json").read_text()), root)


def test_settings_inside_the_store_go_through_a_transaction(tmp_path):
    root = make_store(tmp_path)
    settings = root / ".claude" / "settings.json"
    settings.parent.mkdir()
    settings.write_text("{}\n")
    run = install(root, "--settings", str(settings))
    assert "Previous settings saved to transaction" in run.stdout
    history = json.loads(cli(["--dir", str(root), "history", "--format", "json"]).stdout)
    assert history["transactions"][0]["command"] == "hooks install"
    assert history["transactions"][0]["files"] == [".claude/settings.json"]


def test_symlinked_settings_stay_a_symlink(tmp_path):
    root = make_store(tmp_path)
    real = tmp_path / "dotfiles" / "settings.json"
    real.parent.mkdir()
    real.write_text("{}")
    link = tmp_path / "s.json"
    link.symlink_to(real)
    assert install(root, "--settings", str(link)).exit_code == 0
    assert link.is_symlink()
    check_installed(json.loads(real.read_text()), root)


@pytest.mark.parametrize("content, message", [
    ("{not json", "is not valid JSON"),
    ("[1, 2]", "does not hold a JSON object"),
    ('{"hooks": []}', '"hooks" is not a JSON object'),
    ('{"hooks": {"Stop": {"x": 1}}}', '"hooks.Stop" is not a JSON array'),
])
def test_bad_settings_are_exit_2_and_untouched(tmp_path, content, message):
    root = make_store(tmp_path)
    settings = tmp_path / "s.json"
    settings.write_text(content)
    proc = memcli_subprocess(["--dir", str(root), "hooks", "install", "--settings", str(settings)])
    assert proc.returncode == 2 and proc.stdout == b""
    assert message in proc.stderr.decode()
    assert settings.read_text() == content


def test_missing_store_and_bad_scope_are_exit_2(tmp_path):
    proc = memcli_subprocess(["--dir", str(tmp_path / "nope"), "hooks", "install", "--settings", str(tmp_path / "s.json")])
    assert proc.returncode == 2 and not (tmp_path / "s.json").exists()
    root = make_store(tmp_path)
    proc = memcli_subprocess(["--dir", str(root), "hooks", "install", "--scope", "global"])
    assert proc.returncode == 2 and b'--scope expects one of project, user; got "global"' in proc.stderr


def test_new_user_flow_the_installed_commands_work(tmp_path):
    """As a new user: install, then run the installed commands the way Claude Code does (a shell)."""
    root = make_store(tmp_path, name="my project/mémoire", files={"knowledge/version-bump-checklist.md": knowledge_text(
        "version-bump-checklist", label="Version Bump File Checklist", priority="CRITICAL", tools=["Write", "Edit"],
        files=["**/plugin.json", "**/marketplace.json"], body="- [ ] pyproject.toml\n- [ ] marketplace.json")})
    settings = tmp_path / "s.json"
    assert install(root, "--settings", str(settings)).exit_code == 0
    commands = {event: entry[1]["command"] for event, entry in memcli_entries(json.loads(settings.read_text())).items()}
    bin_dir = os.path.dirname(sys.executable)
    env = {**os.environ, "PATH": bin_dir + os.pathsep + os.environ.get("PATH", "")}
    pre = {"session_id": "s", "transcript_path": str(tmp_path / "t.jsonl"), "cwd": str(tmp_path),
           "hook_event_name": "PreToolUse", "tool_name": "Edit",
           "tool_input": {"file_path": str(tmp_path / ".claude-plugin" / "plugin.json"), "old_string": "0.7", "new_string": "0.8"}}
    proc = subprocess.run(commands["PreToolUse"], shell=True, input=json.dumps(pre).encode(), capture_output=True, env=env,
                          timeout=60)
    assert proc.returncode == 0, proc.stderr
    context = json.loads(proc.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "[CRITICAL] Version Bump File Checklist" in context and "- [ ] marketplace.json" in context
    transcript = write_transcript(tmp_path / "t.jsonl", [transcript_line("user", "You forgot to update marketplace.json")])
    stop = {"session_id": "s", "transcript_path": str(transcript), "cwd": str(tmp_path), "hook_event_name": "Stop"}
    for _ in range(2):
        proc = subprocess.run(commands["Stop"], shell=True, input=json.dumps(stop).encode(), capture_output=True, env=env,
                              timeout=60)
        assert (proc.returncode, proc.stdout) == (0, b"")
    drafts = [p for p in (root / "knowledge").glob("*.md") if "status: draft" in p.read_text()]
    assert len(drafts) == 1
