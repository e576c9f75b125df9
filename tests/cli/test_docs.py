"""The README quick start and docs/getting-started.md work as written: in a fresh copy, under ``env -i``.

Each test copies the repository's files (what a clone holds, plus files not yet
committed) into tmp_path and runs the documented commands with an empty
environment (``HOME`` in tmp_path, cron's ``PATH``), installing memcli into a new
virtual environment from PyPI like a new user does. ``docs/cron.md`` has its own
test in ``tests/consolidate/test_cron_doc.py``.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.conftest import REPO, snapshot

CRON_PATH = "/usr/bin:/bin"
EXITS = re.compile(r"#\s*exits (\d+)")


def fresh_copy(tmp_path: Path) -> Path:
    """The repository's files as a clone holds them (plus uncommitted ones), without build or cache debris."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=REPO,
                            capture_output=True, check=True).stdout.decode().split("\0")
    copy = tmp_path / "memcli"
    for rel in filter(None, listed):
        source = REPO / rel
        if source.is_file():
            (copy / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, copy / rel)
    return copy


def run_clean(script: str, cwd: Path, home: Path, timeout: float = 600) -> subprocess.CompletedProcess:
    """``env -i HOME=... PATH=/usr/bin:/bin sh -c SCRIPT``: nothing of this test's environment leaks in."""
    home.mkdir(exist_ok=True)
    return subprocess.run(["/usr/bin/env", "-i", f"HOME={home}", f"PATH={CRON_PATH}", "/bin/sh", "-c", script],
                          cwd=cwd, capture_output=True, stdin=subprocess.DEVNULL, timeout=timeout)


def sh_blocks(text: str, language: str = "sh") -> list[str]:
    """The fenced code blocks of one language, in order."""
    return re.findall(rf"```{language}\n(.*?)```", text, re.S)


def commands(block: str) -> list[str]:
    """The command lines of a block (blank lines and whole-line comments left out)."""
    return [line for line in block.splitlines() if line.strip() and not line.lstrip().startswith("#")]


@pytest.mark.slow
def test_readme_quick_start_on_a_fresh_copy(tmp_path):
    copy = fresh_copy(tmp_path)
    readme = (copy / "README.md").read_text()
    quick_start = sh_blocks(readme.split("## Quick start", 1)[1])[0]
    install_and_try, run_tests = commands(quick_start)
    assert run_tests == "python -m pytest -q -n 2 -m 'not slow'"  # the fast lane first: not run from inside it
    full = "python -m pytest -q -n 2"  # the full suite, as CI runs it, with how long each lane takes
    assert (copy / ".ci" / "run").read_text().rstrip().splitlines()[-1] == full
    assert f"`{full}` about 15 minutes" in readme and "`python -m pytest -q -n 2 -m 'not slow'` takes about" in readme
    sample = snapshot(copy / "memory")
    proc = run_clean(install_and_try, copy, tmp_path / "home")
    assert proc.returncode == 0, proc.stderr.decode()[-3000:]
    out = proc.stdout.decode().split("\nconsolidate (dry run", 1)[1]  # after pip's own output
    assert out.startswith(": nothing written): 1 input(s), 4 new candidate(s)")
    assert "Pattern clusters:\n  preference-rebase-3 [3x] supersedes preference-rebase-1, preference-rebase-2" in out
    assert "Contradiction: facts/2026-05-09/fact-package-manager.md vs auto/project_web_tooling.md" in out
    assert snapshot(copy / "memory") == sample, "the dry run wrote nothing to the sample store"


def claude_code_project(home: Path) -> Path:
    """The page's Claude Code project, as a user has it: a memory and real-format sessions beside the memory folder."""
    from tests.consolidate.test_claude_code_folder import session_like, transcripts_dir

    project = home / ".claude" / "projects" / "-home-you-src-shop"
    (project / "memory").mkdir(parents=True)
    (project / "memory" / "feedback_tests.md").write_text(
        "---\nname: tests-first\ndescription: Always run the test suite before committing\ntype: feedback\n---\n"
        "Always run the test suite before committing.\n")
    real = sorted(transcripts_dir().glob("*.jsonl"))
    for path in real:
        shutil.copyfile(path, project / path.name)
    (project / "5e55-shop.jsonl").write_text(session_like(real[-1], "From now on, always use pnpm instead of npm in this repo."))
    return project / "memory"


@pytest.mark.slow
def test_every_command_of_getting_started_runs(tmp_path):
    copy = fresh_copy(tmp_path)
    home = tmp_path / "home"
    claude_memory = claude_code_project(home)
    doc = (copy / "docs" / "getting-started.md").read_text()
    lines = [line for block in sh_blocks(doc) for line in commands(block)]
    assert len(lines) >= 20
    # One shell, so `. .venv/bin/activate` and `export` carry over; each command's exit code is reported.
    script = "\n".join(f"{line}\necho \"@@exit $? {number}\" >&2" for number, line in enumerate(lines))
    proc = run_clean(script, copy, home)
    stderr = proc.stderr.decode()
    codes = {int(n): int(rc) for rc, n in re.findall(r"^@@exit (\d+) (\d+)$", stderr, re.M)}
    assert sorted(codes) == list(range(len(lines))), stderr[-3000:]
    for number, line in enumerate(lines):
        expected = int(EXITS.search(line).group(1)) if EXITS.search(line) else 0
        assert codes[number] == expected, (line, stderr[-3000:])
    out = proc.stdout.decode()
    assert re.search(r"^memcli \d+\.\d+", out, re.M), "memcli --version"
    assert f"Store: {claude_memory} (from $MEMCLI_DIR)" in out
    assert f"Layout: claude-code (the store lies under {home}/.claude/projects)" in out
    assert "[preference] always use pnpm instead of npm in this repo" in out, "the dry run shows the session's candidate"
    assert "Promoted preference-always-use-pnpm-instead-of-npm-in-this" in out
    native = "feedback_always_use_pnpm_instead_of_npm.md"
    assert f"- [always-use-pnpm-instead-of-npm]({native}) \u2014 always use pnpm instead of npm in this repo" in out
    assert "- [tests-first](feedback_tests.md) \u2014 Always run the test suite before committing" in out
    assert sorted(p.name for p in claude_memory.rglob("*.md") if ".memcli" not in p.parts) == [
        "MEMORY.md", native, "feedback_tests.md"], "nothing else memcli wrote is a .md outside .memcli/"
    assert f"Store: {home}/memory (from $MEMCLI_DIR)" in out
    assert re.search(r"^Last night: \S+, exit 0, issues: none$", out, re.M)
    assert "Promoted adaptation-raise-the-payments-client-timeout-to-60-seconds" in out
    assert "Resolved facts/2026-05-09/fact-package-manager.md vs auto/project_web_tooling.md: kept project_web_tooling.md" in out
    assert f"User settings {home}/.claude/settings.json: 4 of 4 memcli hooks installed" in out
    assert out.rstrip().splitlines()[-1] == "Lock: free"
    assert "Pending Review: none" in out.rsplit("Store:", 1)[1], "the last status: the contradiction is settled"
    # the crontab line, with the page's two paths replaced by this copy's, as cron runs it
    (cron_line,) = [line for block in sh_blocks(doc, "crontab") for line in commands(block)]
    schedule, command = cron_line.split(None, 5)[:5], cron_line.split(None, 5)[5]
    assert schedule == ["15", "3", "*", "*", "*"]
    command = command.replace("/home/you/memcli", str(copy)).replace("/home/you/memory", str(home / "memory"))
    night = run_clean(command, home, home)
    assert (night.returncode, night.stdout, night.stderr) == (0, b"", b""), night.stderr.decode()
