"""``memcli hooks install``: merge into Claude Code settings.json, idempotent, backed up, dry run."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys

import pytest

from memcli.experience.hooks_install import HOOK_LAUNCHER
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
                    pass
                elif words[1:3] == ["-I", "-S"] and words[3:4] == [str(HOOK_LAUNCHER)]:
                    words = [" ".join(words[:4])] + words[4:]  # the launcher: one program for the checks below
                else:
                    continue
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


def test_local_scope_is_the_default_personal_file_of_the_current_directory(tmp_path, monkeypatch):
    root = make_store(tmp_path)
    project = tmp_path / "project"
    project.mkdir()
    monkeypatch.chdir(project)
    run = install(root)
    assert run.exit_code == 0 and "warning" not in run.stderr
    check_installed(json.loads((project / ".claude" / "settings.local.json").read_text()), root)
    assert not (project / ".claude" / "settings.json").exists()


def test_project_scope_writes_the_shared_file_and_warns(tmp_path):
    root = make_store(tmp_path)
    project = tmp_path / "project"
    project.mkdir()
    proc = memcli_subprocess(["--dir", str(root), "hooks", "install", "--scope", "project"], cwd=project)
    assert proc.returncode == 0, proc.stderr
    shared = project / ".claude" / "settings.json"
    check_installed(json.loads(shared.read_text()), root)
    assert not (project / ".claude" / "settings.local.json").exists()
    assert (f"memcli: warning: --scope project writes this machine's absolute paths (the memcli-hook program and "
            f"the store) into {shared}, the project's shared settings file that a team commits") in proc.stderr.decode()
    assert b"warning" not in proc.stdout


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
    assert proc.returncode == 2 and b'--scope expects one of local, project, user; got "global"' in proc.stderr


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


# --------------------------------------------------------------------------- where Claude Code runs


CHECKLIST = knowledge_text("version-bump-checklist", label="Version Bump File Checklist", priority="CRITICAL",
                           tools=["Write", "Edit"], files=["**/plugin.json"], body="- [ ] marketplace.json")
CLEAN_ENV = {"PATH": "/usr/bin:/bin", "HOME": "/nonexistent"}  # Claude Code started outside the venv


def _run_installed(command: str, payload: dict, extra_env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(["/bin/sh", "-c", command], input=json.dumps(payload).encode(), capture_output=True,
                          env={**CLEAN_ENV, **(extra_env or {})}, timeout=60)


def _pre_tool_use_payload(tmp_path) -> dict:
    return {"cwd": str(tmp_path), "hook_event_name": "PreToolUse", "tool_name": "Edit",
            "tool_input": {"file_path": str(tmp_path / "plugin.json"), "old_string": "1", "new_string": "2"}}


def test_installed_commands_are_absolute_and_run_without_the_venv_on_path(tmp_path, monkeypatch):
    # The installer's venv is activated (memcli-hook on its PATH); Claude Code's shell has no venv.
    monkeypatch.setenv("PATH", os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
    root = make_store(tmp_path, {"knowledge/version-bump-checklist.md": CHECKLIST})
    settings = tmp_path / "s.json"
    assert install(root, "--settings", str(settings)).exit_code == 0
    commands = {event: handler["command"] for event, (_e, handler, _w) in memcli_entries(json.loads(settings.read_text())).items()}
    for command in commands.values():
        program = shlex.split(command)[0]
        assert os.path.isabs(program) and os.access(program, os.X_OK), command
    proc = _run_installed(commands["PreToolUse"], _pre_tool_use_payload(tmp_path))
    assert proc.returncode == 0 and b"not found" not in proc.stderr, proc.stderr
    assert "Version Bump File Checklist" in json.loads(proc.stdout)["hookSpecificOutput"]["additionalContext"]


def test_without_a_memcli_hook_script_the_command_is_this_python_running_the_module(tmp_path, monkeypatch):
    from memcli.experience import hooks_install

    monkeypatch.setattr(hooks_install, "_script_dirs", lambda: [])
    monkeypatch.setattr(hooks_install, "HOOK_LAUNCHER", tmp_path / "gone" / "hook_launch.py")
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    assert hooks_install.hook_argv() == [os.path.abspath(sys.executable), "-P", "-m", "memcli.hook"]
    root = make_store(tmp_path, {"knowledge/version-bump-checklist.md": CHECKLIST})
    settings = tmp_path / "s.json"
    assert install(root, "--settings", str(settings)).exit_code == 0
    data = json.loads(settings.read_text())
    command = data["hooks"]["PreToolUse"][0]["hooks"][0]["command"]
    assert shlex.split(command)[:4] == [os.path.abspath(sys.executable), "-P", "-m", "memcli.hook"]
    proc = _run_installed(command, _pre_tool_use_payload(tmp_path))
    assert "Version Bump File Checklist" in proc.stdout.decode(), proc.stderr
    # recognized as memcli's own: installing again changes nothing, status sees it
    assert "nothing changed" in install(root, "--settings", str(settings)).stdout
    status = json.loads(cli(["hooks", "status", "--settings", str(settings), "--format", "json"]).stdout)
    assert [e["ok"] for e in status["settings"][0]["events"]] == [True] * 4


def test_the_command_is_this_python_without_site_running_the_launcher(tmp_path):
    # -I -S: no .pth file of the environment is processed at each hook call (docs/performance.md)
    root = make_store(tmp_path, {"knowledge/version-bump-checklist.md": CHECKLIST})
    settings = tmp_path / "s.json"
    assert install(root, "--settings", str(settings)).exit_code == 0
    command = json.loads(settings.read_text())["hooks"]["PreToolUse"][0]["hooks"][0]["command"]
    assert shlex.split(command) == [os.path.abspath(sys.executable), "-I", "-S", str(HOOK_LAUNCHER),
                                    "pre-tool-use", "--dir", str(root)]
    assert _run_installed(command, _pre_tool_use_payload(tmp_path)).returncode == 0  # builds the index
    # isolated: a PYTHONPATH holding another "memcli" is ignored, the hook still answers
    shadow = tmp_path / "shadow" / "memcli"
    shadow.mkdir(parents=True)
    (shadow / "__init__.py").write_text("raise SystemExit('the shadow package was imported')\n")
    proc = _run_installed(command, _pre_tool_use_payload(tmp_path), extra_env={"PYTHONPATH": str(shadow.parent)})
    assert proc.returncode == 0 and proc.stderr == b"", proc.stderr
    assert "Version Bump File Checklist" in json.loads(proc.stdout)["hookSpecificOutput"]["additionalContext"]


def test_without_the_launcher_the_command_is_the_memcli_hook_script(tmp_path, monkeypatch):
    from memcli.experience import hooks_install

    monkeypatch.setattr(hooks_install, "HOOK_LAUNCHER", tmp_path / "gone" / "hook_launch.py")
    argv = hooks_install.hook_argv()
    assert os.path.basename(argv[0]) == "memcli-hook" and len(argv) == 1
    assert hooks_install.hook_event_of(f"{argv[0]} PreToolUse --dir /x") == "pre-tool-use"


def test_an_old_bare_memcli_hook_entry_is_replaced_by_the_absolute_one(tmp_path):
    root = make_store(tmp_path)
    settings = tmp_path / "s.json"
    settings.write_text(json.dumps({"hooks": {"Stop": [{"hooks": [
        {"type": "command", "command": f"memcli-hook stop --dir {root}", "timeout": 30}]}]}}))
    run = install(root, "--settings", str(settings), "--format", "json")
    assert {e["event"]: e["status"] for e in json.loads(run.stdout)["events"]}["Stop"] == "updated"
    check_installed(json.loads(settings.read_text()), root)


# --------------------------------------------------------------------------- uninstall


def uninstall(root, *args):
    return cli(["--dir", str(root), "hooks", "uninstall", *args])


def test_uninstall_removes_exactly_memcli_entries(tmp_path):
    root = make_store(tmp_path)
    settings = tmp_path / "s.json"
    original = json.dumps(OTHER_HOOKS, indent=4)
    settings.write_text(original)
    install(root, "--settings", str(settings))
    installed = settings.read_bytes()
    dry = uninstall(root, "--settings", str(settings), "--dry-run")
    assert dry.exit_code == 0 and dry.stdout.endswith(f"Dry run: would update {settings} (4 removed); nothing written.\n")
    assert settings.read_bytes() == installed
    run = uninstall(root, "--settings", str(settings))
    assert run.exit_code == 0 and run.stdout.startswith(f"Removed memcli hooks from {settings}:\n  PreToolUse        removed ")
    assert settings.read_text() == original  # every other hook, in its place, byte for byte; nothing left of memcli's
    assert (tmp_path / "s.json.bak").read_text() == original  # the first backup is kept, never overwritten
    assert f"Backup of the settings as they were before memcli kept in {settings}.bak (not overwritten)" in run.stdout
    again = uninstall(root, "--settings", str(settings))
    assert again.stdout == f"No memcli hooks in {settings}; nothing changed.\n"


def test_uninstall_finds_every_spelling_and_keeps_a_shared_entry(tmp_path):
    settings = tmp_path / "s.json"
    shared = {"matcher": "*", "hooks": [{"type": "command", "command": "./guard.sh"},
                                        {"type": "command", "command": "/old/venv/bin/memcli-hook PreToolUse --dir /x"}]}
    settings.write_text(json.dumps({"hooks": {
        "PreToolUse": [shared],
        "Stop": [{"hooks": [{"type": "command", "command": "/usr/bin/python3 -P -m memcli.hook stop --dir /x"}]}],
        "SessionStart": [{"hooks": [{"type": "command", "command": "memcli hook session-start"}]}],
        "UserPromptSubmit": [{"hooks": [{"type": "command", "command": "my-memcli-hook-wrapper user-prompt-submit"}]}]}}))
    # the store is gone (deleted before uninstalling): uninstall still works
    run = cli(["--dir", str(tmp_path / "gone"), "hooks", "uninstall", "--settings", str(settings)])
    assert run.exit_code == 0, run.stderr
    assert json.loads(settings.read_text()) == {"hooks": {
        "PreToolUse": [{"matcher": "*", "hooks": [{"type": "command", "command": "./guard.sh"}]}],
        "UserPromptSubmit": [{"hooks": [{"type": "command", "command": "my-memcli-hook-wrapper user-prompt-submit"}]}]}}


def test_uninstall_of_a_missing_file_creates_nothing(tmp_path):
    run = uninstall(make_store(tmp_path), "--settings", str(tmp_path / "none" / "s.json"))
    assert run.exit_code == 0 and "nothing changed" in run.stdout
    assert not (tmp_path / "none").exists()


# --------------------------------------------------------------------------- status


def test_status_says_per_event_whether_installed_and_whether_the_command_exists(tmp_path):
    root = make_store(tmp_path)
    settings = tmp_path / "s.json"
    run = cli(["hooks", "status", "--settings", str(settings)])
    assert run.exit_code == 0 and run.stdout == f"Settings {settings}: no such file; memcli hooks not installed\n"
    install(root, "--settings", str(settings))
    data = json.loads(settings.read_text())
    data["hooks"]["Stop"][0]["hooks"][0]["command"] = f"/old/venv/bin/memcli-hook stop --dir {root}"
    del data["hooks"]["UserPromptSubmit"]
    settings.write_text(json.dumps(data))
    run = cli(["hooks", "status", "--settings", str(settings)])
    assert run.exit_code == 1
    lines = run.stdout.splitlines()
    assert lines[0] == f"Settings {settings}: 3 of 4 memcli hooks installed"
    assert lines[1].startswith("  PreToolUse        ok: /") and lines[2].startswith("  SessionStart      ok: /")
    assert lines[3] == (f"  Stop              BROKEN: its command '/old/venv/bin/memcli-hook' does not exist: "
                        f"/old/venv/bin/memcli-hook stop --dir {root}")
    assert lines[4] == "  UserPromptSubmit  not installed"
    document = json.loads(cli(["hooks", "status", "--settings", str(settings), "--format", "json"]).stdout)
    events = {e["event"]: e for e in document["settings"][0]["events"]}
    assert (events["Stop"]["installed"], events["Stop"]["command_exists"]) == (True, False)
    assert (events["PreToolUse"]["command_exists"], events["PreToolUse"]["store"]) == (True, str(root))
    assert events["UserPromptSubmit"]["installed"] is False


def test_status_reads_every_scope_by_default(tmp_path):
    root = make_store(tmp_path)
    install(root, "--scope", "user")
    run = cli(["hooks", "status"])
    assert run.exit_code == 0
    assert run.stdout.splitlines()[0] == (f"Local settings {tmp_path}/.claude/settings.local.json: no such file; "
                                          "memcli hooks not installed")
    assert run.stdout.splitlines()[1] == f"Project settings {tmp_path}/.claude/settings.json: no such file; memcli hooks not installed"
    assert f"User settings {tmp_path}/home/.claude/settings.json: 4 of 4 memcli hooks installed" in run.stdout
