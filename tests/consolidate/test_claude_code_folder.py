"""Claude Code's auto-memory folder end to end (docs/contracts.md §1b), through the real console scripts.

A sandbox HOME holds ``.claude/projects/<encoded project>/memory`` (Claude
Code's own memory files and index) and, in the folder above, session
transcripts in the real formats of ``../shared/data/claude-code-transcripts``.
A new user runs ``consolidate`` with no flags, sees the candidates from the
sessions, promotes one, and finds it in ``MEMORY.md``'s index as a native
file; nothing else memcli wrote is a ``.md`` outside ``.memcli/``.
"""

from __future__ import annotations

import json
import os
import pty
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from memcli.formats import index_links
from tests.conftest import SHARED_DATA

PROJECT = "-home-sam-src-shop"  # /home/sam/src/shop, encoded as Claude Code names it
INSTRUCTION = "From now on, always use pnpm instead of npm in this repo."
FEEDBACK = ("---\nname: tests-first\ndescription: Always run the test suite before committing\ntype: feedback\n---\n"
            "Always run the test suite before committing.\n")
INDEX = ("# Memory Index\n\n- [Tests first](feedback_tests.md) \u2014 Always run the test suite before committing\n\n"
         "## Pending Review (Lint findings)\n")


def transcripts_dir() -> Path:
    """The real Claude Code transcripts (a verbatim copy of ``../shared/data``; fail, never skip, when missing)."""
    folder = SHARED_DATA / "claude-code-transcripts"
    assert folder.is_dir() and list(folder.glob("*.jsonl")), f"missing real transcripts in {folder}"
    return folder


def console_script(name: str) -> str:
    """The installed console script (``memcli``) beside this Python, else on PATH."""
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.is_file() else shutil.which(name)
    assert found, f"console script {name} is not installed (pip install -e .)"
    return found


def session_like(real: Path, text: str) -> str:
    """A new session in the real format: the real transcript's first user line, with ``text`` as what the person typed."""
    for raw in real.read_text(encoding="utf-8").splitlines():
        line = json.loads(raw)
        if line.get("type") == "user" and isinstance(line.get("message", {}).get("content"), str):
            line["message"]["content"] = text
            line["sessionId"] = "5e55-new-session"
            return json.dumps(line) + "\n"
    raise AssertionError(f"{real} holds no user line with text content")


def sandbox(tmp_path: Path) -> tuple[Path, Path]:
    """``(home, memory folder)``: Claude Code's folder with its index, one memory and three sessions beside it."""
    home = tmp_path / "sandbox-home"
    project = home / ".claude" / "projects" / PROJECT
    memory = project / "memory"
    memory.mkdir(parents=True)
    (memory / "MEMORY.md").write_text(INDEX)
    (memory / "feedback_tests.md").write_text(FEEDBACK)
    real = sorted(transcripts_dir().glob("*.jsonl"))
    for path in real:
        shutil.copyfile(path, project / path.name)
    (project / "5e55-new-session.jsonl").write_text(session_like(real[-1], INSTRUCTION))
    return home, memory


def memcli(home: Path, *args: str) -> subprocess.CompletedProcess:
    """The real ``memcli`` console script with HOME in the sandbox."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMCLI_")}
    env.update(HOME=str(home), NO_COLOR="1")
    return subprocess.run([console_script("memcli"), *args], capture_output=True, text=True, env=env,
                          cwd=home, timeout=120)


def memcli_on_a_terminal(home: Path, *args: str) -> tuple[int, str]:
    """The real ``memcli`` with stdout on a pseudo-terminal, as a person runs it: ``(exit code, what it printed)``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMCLI_")}
    env.update(HOME=str(home), NO_COLOR="1", TERM="dumb")
    leader, follower = pty.openpty()
    proc = subprocess.Popen([console_script("memcli"), *args], stdout=follower, stderr=subprocess.PIPE,
                            stdin=subprocess.DEVNULL, env=env, cwd=home)
    os.close(follower)
    chunks = []
    while True:
        try:
            data = os.read(leader, 65536)
        except OSError:  # the terminal is gone: the process closed it
            break
        if not data:
            break
        chunks.append(data)
    os.close(leader)
    proc.stderr.read()
    proc.stderr.close()
    return proc.wait(timeout=120), b"".join(chunks).decode().replace("\r\n", "\n")


def markdown_outside_state(memory: Path) -> set[str]:
    return {p.relative_to(memory).as_posix() for p in memory.rglob("*.md")
            if ".memcli" not in p.relative_to(memory).parts}


def test_a_new_user_consolidates_reviews_and_finds_the_memory_in_the_index(tmp_path):
    home, memory = sandbox(tmp_path)
    before = {rel: (memory / rel).read_bytes() for rel in markdown_outside_state(memory)}

    status = memcli(home, "--dir", str(memory), "status", "--format", "json")
    assert status.returncode == 0, status.stderr
    doc = json.loads(status.stdout)
    assert doc["layout"]["name"] == "claude-code" and ".claude/projects" in doc["layout"]["reason"]
    assert {"path": str(memory.parent / "*.jsonl"), "origin": "Claude Code sessions beside the store"} in doc["inputs"]

    dry = memcli(home, "--dir", str(memory), "-v", "consolidate", "--dry-run")
    assert dry.returncode == 0, dry.stderr
    assert f"reading inputs from {memory.parent / '*.jsonl'}" in dry.stderr, "-v names the folders read"

    code, shown = memcli_on_a_terminal(home, "--dir", str(memory), "consolidate")  # no flags, as a person runs it
    assert code == 0, shown
    assert "[preference] always use pnpm instead of npm in this repo" in shown, shown
    assert "5e55-new-session.jsonl" in shown

    queue = json.loads(memcli(home, "--dir", str(memory), "review", "list", "--format", "json").stdout)["candidates"]
    (waiting,) = [c for c in queue if "pnpm" in c["content"]]
    assert waiting["path"].startswith(".memcli/candidates/"), "a candidate never looks like a memory to Claude Code"
    assert waiting["source"].endswith("5e55-new-session.jsonl:1")
    assert markdown_outside_state(memory) == set(before), "the night wrote no .md outside .memcli/"
    assert all((memory / rel).read_bytes() == data for rel, data in before.items()), "Claude Code's files untouched"

    hook = subprocess.run([console_script("memcli-hook"), "session-start", "--dir", str(memory)], capture_output=True,
                          text=True, input=json.dumps({"cwd": str(home), "source": "startup"}), timeout=60,
                          env={**os.environ, "HOME": str(home)})
    assert hook.returncode == 0 and "1 memory candidate (`memcli review`)" in hook.stdout, (hook.stdout, hook.stderr)

    promoted = memcli(home, "--dir", str(memory), "review", "promote", waiting["id"])
    assert promoted.returncode == 0, promoted.stderr
    new = markdown_outside_state(memory) - set(before)
    assert len(new) == 1
    (native,) = new
    assert native.startswith("feedback_") and "/" not in native, "a native <type>_<slug>.md at the root"
    text = (memory / native).read_text()
    assert text.startswith("---\nname: always-use-pnpm-instead-of-npm\n"
                           "description: always use pnpm instead of npm in this repo\ntype: feedback\n")
    index = (memory / "MEMORY.md").read_text()
    lines = index.splitlines()
    link = next(i for i, line in enumerate(lines) if f"]({native})" in line)
    assert lines[link] == f"- [always-use-pnpm-instead-of-npm]({native}) \u2014 always use pnpm instead of npm in this repo"
    assert link == lines.index("- [Tests first](feedback_tests.md) \u2014 Always run the test suite before committing") + 1
    assert link < lines.index("## Pending Review (Lint findings)"), "the link comes before Pending Review"
    # every .md outside .memcli/ that memcli created is a native memory linked from MEMORY.md
    assert set(index_links.linked_files(index)) >= markdown_outside_state(memory) - {"MEMORY.md"}

    again = memcli(home, "--dir", str(memory), "consolidate", "--since", "all", "--format", "json")
    assert again.returncode == 0, again.stderr
    assert json.loads(again.stdout)["candidates"] == [], "the promoted statement is not proposed again"
    diary = memcli(home, "--dir", str(memory), "diary")
    assert diary.returncode == 0 and diary.stdout.startswith("# Diary \u2014 "), diary.stderr
    assert markdown_outside_state(memory) == set(before) | {native}


def test_undo_of_a_promotion_takes_the_file_and_its_link_back(tmp_path):
    home, memory = sandbox(tmp_path)
    assert memcli(home, "--dir", str(memory), "consolidate").returncode == 0
    (item,) = json.loads(memcli(home, "--dir", str(memory), "review", "list", "--format", "json").stdout)["candidates"]
    promoted = memcli(home, "--dir", str(memory), "review", "promote", item["id"], "--format", "json")
    native = json.loads(promoted.stdout)["decisions"][0]["written"]
    assert (memory / native).is_file()
    undone = memcli(home, "--dir", str(memory), "undo")
    assert undone.returncode == 0, undone.stderr
    assert not (memory / native).exists()
    assert (memory / "MEMORY.md").read_text() == INDEX
    assert json.loads(memcli(home, "--dir", str(memory), "review", "list", "--format", "json").stdout)["candidates"]


@pytest.mark.parametrize("pointing_at", ["project", "store", "store-files"])
def test_no_store_or_memcli_file_is_ever_an_input(tmp_path, pointing_at):
    home, memory = sandbox(tmp_path)
    decision = "## Decision: keep every memory file in the store under version control"
    # Memory files, the index, a queued candidate, the diary, lint stats and run records, all full of cues.
    (memory / "project_cues.md").write_text(f"---\nname: cues\ndescription: cues\ntype: project\n---\n{decision}\n"
                                            "I prefer rebase-based workflows for feature branches.\n")
    (memory / "MEMORY.md").write_text(INDEX.replace("## Pending", f"{decision}\n\n## Pending"))
    state = memory / ".memcli"
    (state / "candidates").mkdir(parents=True)
    (state / "candidates" / "c.md").write_text(f"---\nid: c\nstatus: candidate\n---\n{decision}\n")
    (state / "diary").mkdir()
    (state / "diary" / "2026-05-16.md").write_text(f"# Diary \u2014 2026-05-16\n\n{decision}\n")
    (state / "runs.jsonl").write_text(json.dumps({"prompt": "x", "response": decision}) + "\n")
    (state / "lint-stats.jsonl").write_text(json.dumps({"response": decision}) + "\n")
    (state / "notes.txt").write_text(decision + "\n")
    watched = {p: p.read_bytes() for p in memory.rglob("*") if p.is_file()}

    paths = {"project": [str(memory.parent)], "store": [str(memory)],
             "store-files": [str(memory / "MEMORY.md"), str(memory / "project_cues.md"), str(state / "runs.jsonl"),
                             str(state / "diary" / "*.md"), str(state / "notes.txt")]}[pointing_at]
    args = [a for path in paths for a in ("--transcripts", path)]
    night = memcli(home, "--dir", str(memory), "consolidate", "--since", "all", "--format", "json", *args)
    assert night.returncode == 0, night.stderr
    result = json.loads(night.stdout)
    read = [session["source"] for session in result["sessions"]]
    assert not [s for s in read if s.startswith(str(memory)) or not s.startswith("/")], read
    assert [c for c in result["candidates"] if "version control" in c["content"] or "rebase" in c["content"]] == []
    for path, data in watched.items():
        if path.suffix == ".md" and ".memcli" not in path.relative_to(memory).parts:
            assert path.read_bytes() == data, f"{path.name}: a memory never reinforces itself"
    if pointing_at == "project":
        assert sorted(Path(s).name for s in read) == sorted(p.name for p in memory.parent.glob("*.jsonl"))
    else:
        assert read == []


def test_a_folder_holding_a_memcli_store_is_walked_without_it(tmp_path):
    """memcli's own layout: ``--transcripts`` naming the folder above never reads the store, its diary or stats."""
    from tests.conftest import cli, make_store, transcript_line

    root = make_store(tmp_path / "work", {
        "facts/a.md": "---\nid: a\ntype: decision\n---\n## Decision: use sqlite for the local cache\n",
        "diary/2026-05-16.md": "# Diary \u2014 2026-05-16\n\n## Decision: nothing from the diary\n",
        "lint-stats.jsonl": json.dumps({"response": "## Decision: nothing from the stats"}) + "\n",
        "memcli.toml": 'layout = "memcli"\n',  # a transcript lies beside it: only the setting keeps memcli's layout
    }, name="store")
    (tmp_path / "work" / "chat.jsonl").write_text(transcript_line("assistant", "## Decision: ship on fridays only", 1))
    result = cli(["--dir", str(root), "consolidate", "--since", "all", "--format", "json",
                  "--transcripts", str(tmp_path / "work")])
    doc = json.loads(result.stdout)
    assert doc["diary"].startswith("diary/"), "memcli's layout keeps its diary where it always was"
    assert [Path(s["source"]).name for s in doc["sessions"]] == ["chat.jsonl"]
    assert [c["content"] for c in doc["candidates"]] == ["ship on fridays only"]
