"""Red-team round 3 (issue 25, findings 4, 5, 6) and hook scopes (issue 23, item 8), through the real console scripts.

Every run is a real process of the installed ``memcli`` / ``memcli-hook``
scripts with ``HOME`` in the test's tmp_path and a subprocess timeout, so a
hang is a failure, not a stuck suite.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import make_store, memory_text

NOW = "2026-05-17T12:00:00Z"
TIMEOUT = 20  # seconds: a hang fails here instead of blocking the suite


def script(name: str) -> str:
    """The console script installed beside the running Python (the package's own entry points)."""
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.is_file() else shutil.which(name)
    assert found, f"console script {name!r} is not installed beside {sys.executable} nor on PATH (pip install -e .)"
    return found


def run(args: list[str], home: Path, *, cwd: Path | None = None, stdin: bytes = b"",
        program: str = "memcli") -> tuple[subprocess.CompletedProcess, float]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMCLI_")}
    env.update(HOME=str(home), MEMCLI_NOW=NOW, NO_COLOR="1")
    started = time.monotonic()
    proc = subprocess.run([script(program), *args], input=stdin, capture_output=True, env=env, cwd=cwd,
                          timeout=TIMEOUT)
    return proc, time.monotonic() - started


def clean(proc: subprocess.CompletedProcess) -> str:
    """stderr as text, asserting it holds no traceback and no internal error."""
    err = proc.stderr.decode("utf-8", "replace")
    assert "Traceback" not in err and "internal error" not in err, err
    return err


def store(tmp_path: Path, index: str | None = None) -> Path:
    files = {
        "facts/pnpm.md": memory_text("The web monorepo uses pnpm workspaces for every package.",
                                     id="pnpm", type="fact", status="active", created="2026-05-01"),
        "facts/npm.md": memory_text("The web monorepo does not use pnpm; it uses npm workspaces.",
                                    id="npm", type="fact", status="active", created="2026-05-02"),
        "knowledge/bump.md": ("---\nid: bump\ntype: process\nprocess_type: checklist\npriority: CRITICAL\n"
                              "label: Version Bump\nstatus: active\ntrigger_conditions:\n  tool_names: [Write]\n"
                              "  file_patterns: [\"**/plugin.json\"]\n---\n- [ ] plugin.json\n"),
    }
    if index is not None:
        files["MEMORY.md"] = index
    return make_store(tmp_path, files)


# --------------------------------------------------------------------------- finding 4: hangs

BULLET = "- detected_at=2026-05-01 \u2014 facts/npm.md vs facts/pnpm.md \u2014 uses pnpm | does not use pnpm"
# 128 KB that almost matches a bullet: the old regular expression backtracked quadratically on it (16 s).
LONG_LINE = "- detected_at=2026-05-01 \u2014 " + "a.md vs b" * (128 * 1024 // 9)


def test_a_128_kb_pending_review_line_is_read_in_linear_time(tmp_path):
    index = f"# Memory\n\n## Pending Review (Lint findings)\n\n{BULLET}\n{LONG_LINE}\n"
    root = store(tmp_path, index)
    home = tmp_path / "home"
    hook, took = run(["session-start", "--dir", str(root)], home, stdin=b'{"cwd": "/p"}', program="memcli-hook")
    assert hook.returncode == 0 and took < 5, took
    context = json.loads(hook.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "facts/npm.md" in context  # the real bullet is still read
    status, took = run(["--dir", str(root), "status", "--format", "json"], home)
    assert status.returncode == 0 and took < 5, took
    assert "MEMORY.md:6: a Pending Review line over 8192 characters is not read as a bullet" in clean(status)
    assert json.loads(status.stdout)["pending_review"]["pairs"] == 1  # the long line is not a bullet
    night, took = run(["--dir", str(root), "consolidate", "--since", "all"], home)
    clean(night)
    assert night.returncode in (0, 1) and took < 10, took
    assert LONG_LINE in (root / "MEMORY.md").read_text()  # text outside memcli's bullets never changes


def test_parse_bullet_caps_the_line_and_keeps_the_format():
    from memcli.formats.pending import MAX_BULLET_CHARS, PendingItem, parse_bullet

    item = parse_bullet(BULLET + "\n")
    assert item == PendingItem("2026-05-01", "facts/npm.md", "facts/pnpm.md", "uses pnpm | does not use pnpm")
    assert parse_bullet(item.line()) == item
    assert parse_bullet("- detected_at=x \u2014 a b.md vs c.md \u2014 r") == PendingItem("x", "a b.md", "c.md", "r")
    padded = BULLET + " " + "x" * MAX_BULLET_CHARS
    assert parse_bullet(padded) is None  # over the cap: not a bullet
    started = time.monotonic()
    assert parse_bullet(LONG_LINE) is None and parse_bullet(LONG_LINE[:MAX_BULLET_CHARS]) is None
    assert time.monotonic() - started < 0.5


STATE_FILES = ["cache/summary.marshal", "cache/scan.marshal", "cache/knowledge.marshal", "runs.jsonl",
               "audit.jsonl", "patterns-run.json", "proposals.json", "lock.info", "lock", "consumed.json",
               "lessons.jsonl", "cache/recall.sqlite"]


def _warm(tmp_path: Path) -> tuple[Path, Path]:
    """A store whose tool state exists (a night ran, the caches and the hook index are written)."""
    root = store(tmp_path)
    home = tmp_path / "home"
    assert run(["--dir", str(root), "consolidate", "--since", "all"], home)[0].returncode in (0, 1)
    assert run(["--dir", str(root), "status"], home)[0].returncode == 0
    run(["pre-tool-use", "--dir", str(root)], home, stdin=b'{"tool_name": "Write"}', program="memcli-hook")
    return root, home


def _special(root: Path, rel: str, kind: str) -> None:
    path = root / ".memcli" / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() or path.is_symlink():
        path.unlink()
    if kind == "fifo":
        os.mkfifo(path)
    else:
        path.symlink_to("/dev/zero")


def _no_hang(root: Path, home: Path, rel: str) -> None:
    write = json.dumps({"tool_name": "Write", "tool_input": {"file_path": "/p/plugin.json"}, "cwd": "/p"}).encode()
    for event, payload in (("session-start", b'{"cwd": "/p"}'), ("pre-tool-use", write)):
        proc, _ = run([event, "--dir", str(root)], home, stdin=payload, program="memcli-hook")
        assert proc.returncode == 0, (rel, event)
    for command in (["status"], ["validate"], ["lint"], ["recall", "pnpm"], ["consolidate", "--dry-run"]):
        proc, _ = run(["--dir", str(root), *command], home)
        err = clean(proc)
        assert proc.returncode in (0, 1, 2), (rel, command, proc.returncode)
        if proc.returncode == 2:  # refused: the message names the file and what it is
            assert rel.split("/")[-1] in err, (rel, command, err)


FAST_FIFOS = ["cache/summary.marshal", "cache/knowledge.marshal", "cache/recall.sqlite", "runs.jsonl", "lock"]


@pytest.mark.parametrize("rel", FAST_FIFOS)
def test_a_fifo_in_place_of_tool_state_hangs_nothing(tmp_path, rel):
    root, home = _warm(tmp_path)
    _special(root, rel, "fifo")
    _no_hang(root, home, rel)
    _a_night_hangs_nothing(root, home)


@pytest.mark.slow
@pytest.mark.parametrize("kind, rel", [(kind, rel) for kind in ("fifo", "dev-zero") for rel in STATE_FILES
                                       if (kind, rel) not in {("fifo", fast) for fast in FAST_FIFOS}])
def test_every_other_state_file_as_a_fifo_or_dev_zero_hangs_nothing(tmp_path, rel, kind):
    """Every state file the fast lane's five FIFOs leave out, as a FIFO and as /dev/zero."""
    root, home = _warm(tmp_path)
    _special(root, rel, kind)
    _no_hang(root, home, rel)
    _a_night_hangs_nothing(root, home)


def _a_night_hangs_nothing(root: Path, home: Path) -> None:
    night, _ = run(["--dir", str(root), "consolidate", "--since", "all"], home)  # a real night, holding the lock
    clean(night)
    assert night.returncode in (0, 1, 2)


def test_state_reads_are_capped(tmp_path):
    from memcli.formats.regular_files import NotRegularFile, StateTooLarge, read_state, state_lines

    big = tmp_path / "big"
    big.write_bytes(b"x" * 1000)
    assert read_state(big, 1000) == b"x" * 1000
    with pytest.raises(StateTooLarge):
        read_state(big, 999)
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(NotRegularFile):
        read_state(fifo)
    log = tmp_path / "log.jsonl"
    log.write_text('{"a": 1}\n' + "y" * 5000 + "\n" + '{"b": 2}\n')
    assert [line.strip() for line in state_lines(log, max_line=100)] == ['{"a": 1}', '{"b": 2}']


# --------------------------------------------------------------------------- finding 5: the settings file

ORIGINAL = """{
    "big": 12345678901234567890.5,
    "tiny": 1e-400,
    "key": 1,
    "key": 2,
    "lone": "\\ud800 and \\u00e9 and \\"quoted\\"",
    "z-first": true,
    "a-second": null,
    "hooks": {
        "Stop": [
            {"hooks": [{"type": "command", "command": "notify-send done", "timeout": 5}]}
        ],
        "PostToolUse": [{"matcher": "Edit", "hooks": [{"type": "command", "command": "ruff format"}]}]
    }
}
"""


def test_install_and_uninstall_keep_every_other_byte(tmp_path):
    root = store(tmp_path)
    home = tmp_path / "home"
    settings = tmp_path / "settings.json"
    settings.write_text(ORIGINAL)
    proc, _ = run(["--dir", str(root), "hooks", "install", "--settings", str(settings)], home)
    clean(proc)
    assert proc.returncode == 0
    text = settings.read_text()
    for kept in ('"big": 12345678901234567890.5', '"tiny": 1e-400', '"key": 1,\n    "key": 2',
                 '"lone": "\\ud800 and \\u00e9 and \\"quoted\\""', '"notify-send done"', '"ruff format"'):
        assert kept in text, kept
    assert text.index('"z-first"') < text.index('"a-second"') < text.index('"hooks"')
    stop = json.loads(text)["hooks"]["Stop"]
    assert stop[0]["hooks"][0]["command"] == "notify-send done" and "hook_launch.py" in stop[1]["hooks"][0]["command"]
    proc, _ = run(["--dir", str(root), "hooks", "uninstall", "--settings", str(settings)], home)
    clean(proc)
    assert proc.returncode == 0
    assert settings.read_text() == ORIGINAL  # byte for byte


@pytest.mark.parametrize("chained, rest", [
    ("{hook} stop --dir {root} && other-tool --flag 'a b'", "other-tool --flag 'a b'"),
    ("other-tool; {hook} stop --dir {root}", "other-tool"),
    ("first && {hook} stop --dir {root} 2>&1 && second", "first && second"),
])
def test_uninstall_removes_only_memcli_part_of_a_chained_command(tmp_path, chained, rest):
    root = store(tmp_path)
    settings = tmp_path / "settings.json"
    command = chained.format(hook=script("memcli-hook"), root=root)
    settings.write_text(json.dumps({"hooks": {"Stop": [{"hooks": [{"type": "command", "command": command,
                                                                     "timeout": 7}]}]}}, indent=2))
    status, _ = run(["hooks", "status", "--settings", str(settings), "--format", "json"], tmp_path / "home")
    assert json.loads(status.stdout)["settings"][0]["events"][2]["installed"] is True
    proc, _ = run(["--dir", str(root), "hooks", "uninstall", "--settings", str(settings)], tmp_path / "home")
    clean(proc)
    assert proc.returncode == 0
    handler = json.loads(settings.read_text())["hooks"]["Stop"][0]["hooks"][0]
    assert handler == {"type": "command", "command": rest, "timeout": 7}


@pytest.mark.parametrize("chained", ["{hook} stop --dir {root} || other-tool", "{hook} stop --dir {root} | tee log",
                                     "(cd /tmp && {hook} stop --dir {root})"])
def test_a_chain_memcli_cannot_split_faithfully_is_refused(tmp_path, chained):
    root = store(tmp_path)
    settings = tmp_path / "settings.json"
    command = chained.format(hook=script("memcli-hook"), root=root)
    settings.write_text(json.dumps({"hooks": {"Stop": [{"hooks": [{"type": "command", "command": command}]}]}}))
    before = settings.read_bytes()
    for verb in ("uninstall", "install"):
        proc, _ = run(["--dir", str(root), "hooks", verb, "--settings", str(settings)], tmp_path / "home")
        err = clean(proc)
        assert proc.returncode == 2 and f"memcli: error: {settings}: " in err and "edit it by hand" in err
        assert settings.read_bytes() == before and not (tmp_path / "settings.json.bak").exists()


@pytest.mark.parametrize("content", ['{"hooks": {}, "x": NaN}', '{"a": 1,}', '{"a": 1} // comment', "\ufeff{}"])
def test_a_file_that_is_not_strict_json_is_refused(tmp_path, content):
    root = store(tmp_path)
    settings = tmp_path / "settings.json"
    settings.write_text(content)
    proc, _ = run(["--dir", str(root), "hooks", "install", "--settings", str(settings)], tmp_path / "home")
    err = clean(proc)
    assert proc.returncode == 2 and "is not valid JSON" in err
    assert settings.read_text() == content


def test_the_first_backup_is_never_overwritten(tmp_path):
    root = store(tmp_path)
    home = tmp_path / "home"
    settings = tmp_path / "settings.json"
    settings.write_text(ORIGINAL)
    backup = tmp_path / "settings.json.bak"
    for verb in ("install", "uninstall", "install"):
        proc, _ = run(["--dir", str(root), "hooks", verb, "--settings", str(settings)], home)
        assert proc.returncode == 0, clean(proc)
        assert backup.read_text() == ORIGINAL, verb
    assert f"kept in {backup} (not overwritten)" in proc.stdout.decode()


# --------------------------------------------------------------------------- issue 23 item 8: scopes


def test_hooks_go_to_the_personal_local_file_by_default_and_status_sees_them(tmp_path):
    root = store(tmp_path)
    home = tmp_path / "home"
    project = tmp_path / "project"
    project.mkdir()
    proc, _ = run(["--dir", str(root), "hooks", "install"], home, cwd=project)
    assert proc.returncode == 0 and b"warning" not in proc.stderr, clean(proc)
    local = project / ".claude" / "settings.local.json"
    assert local.is_file() and not (project / ".claude" / "settings.json").exists()
    status, _ = run(["--dir", str(root), "status", "--format", "json"], home, cwd=project)
    scopes = {h["scope"]: h["installed"] for h in json.loads(status.stdout)["hooks"]}
    assert scopes == {"local": 4, "project": 0, "user": 0}
    text, _ = run(["--dir", str(root), "status"], home, cwd=project)
    assert f"  local {local}: 4 of 4 installed, ok" in text.stdout.decode().splitlines()
    shared, _ = run(["--dir", str(root), "hooks", "install", "--scope", "project"], home, cwd=project)
    assert shared.returncode == 0 and b"the project's shared settings file that a team commits" in shared.stderr
    user, _ = run(["--dir", str(root), "hooks", "install", "--scope", "user"], home, cwd=project)
    assert user.returncode == 0 and (home / ".claude" / "settings.json").is_file() and b"warning" not in user.stderr
    gone, _ = run(["--dir", str(root), "hooks", "uninstall"], home, cwd=project)
    assert gone.returncode == 0 and "memcli-hook" not in local.read_text() and "hook_launch" not in local.read_text()


# --------------------------------------------------------------------------- finding 6: exit 2, not internal errors


@pytest.mark.parametrize("command", [["status"], ["status", "--format", "json"], ["lint", "review"],
                                     ["lint", "resolve", "facts/npm.md", "facts/pnpm.md", "--keep", "a"]])
def test_memory_md_as_a_folder_is_a_clean_exit_2(tmp_path, command):
    root = store(tmp_path)
    (root / "MEMORY.md").unlink()
    (root / "MEMORY.md").mkdir()
    proc, _ = run(["--dir", str(root), *command], tmp_path / "home")
    err = clean(proc)
    assert proc.returncode == 2
    assert f"memcli: error: {root / 'MEMORY.md'}: a folder, not a file" in err
    if "json" in command:
        assert json.loads(proc.stdout)["error"]["exit_code"] == 2


def test_a_night_with_memory_md_as_a_folder_names_it(tmp_path):
    root = store(tmp_path)
    (root / "MEMORY.md").unlink()
    (root / "MEMORY.md").mkdir()
    proc, _ = run(["--dir", str(root), "consolidate", "--since", "all"], tmp_path / "home")
    err = clean(proc)
    assert proc.returncode == 1 and "MEMORY.md: a folder, not a file" in err
    assert (root / "MEMORY.md").is_dir()


def test_an_overflowing_since_is_exit_2_naming_the_value(tmp_path):
    root = store(tmp_path)
    home = tmp_path / "home"
    proc, _ = run(["--dir", str(root), "consolidate", "--dry-run", "--since", "99999999999d"], home)
    err = clean(proc)
    assert proc.returncode == 2 and "'99999999999d'" in err and "consolidate.since" in err
    (root / "memcli.toml").write_text('[consolidate]\nsince = "99999999999d"\n')
    for command in (["status"], ["validate"], ["consolidate", "--dry-run"]):
        proc, _ = run(["--dir", str(root), *command], home)
        err = clean(proc)
        assert proc.returncode == 2, command
        assert f"configuration key 'consolidate.since' in {root / 'memcli.toml'}" in err and "'99999999999d'" in err
    (root / "memcli.toml").write_text('[consolidate]\nsince = "365000d"\n')  # the longest accepted
    proc, _ = run(["--dir", str(root), "consolidate", "--dry-run"], home)
    assert proc.returncode in (0, 1), clean(proc)
