"""Red-team round 4, residual risks closed (docs/security.md, "Red-team round 4: residual risks closed").

Each test failed on the code before its fix. Exit codes and stderr are checked through the real
console scripts (HOME in tmp); seams inside a run are reached in-process through Typer's CliRunner.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import cli, make_store, memory_text, snapshot
from tests.hardening.test_redteam4 import INDEX, claude_tree, hostile_session, no_traceback, run

BUSY = "memcli: error: store busy: Claude Code is consolidating this folder (pid {pid})\n"


@pytest.fixture
def claude_code() -> Iterator[subprocess.Popen]:
    """A live process for ``.consolidate-lock`` to name (Claude Code's consolidation, as far as memcli can tell)."""
    process = subprocess.Popen(["sleep", "300"])
    yield process
    process.kill()
    process.wait()


def runs(store: Path) -> list[dict]:
    """The records of ``.memcli/runs.jsonl``."""
    path = store / ".memcli" / "runs.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


# ------------------------------------------------------------------ 1. a night meeting Claude Code's lock exits 3


def test_a_lock_appearing_mid_night_stops_it_with_exit_3_and_nothing_more_written(
        tmp_path: Path, claude_code: subprocess.Popen) -> None:
    """The lock appears during the extract step (a real subprocess): the night stops with exit 3 and the exact
    §4b message (it reported failed steps and exit 1); the steps committed before stay; the run record says so."""
    index = INDEX.split("\n## Pending Review")[0] + "\n"
    home, store = claude_tree(tmp_path, {"MEMORY.md": index})
    hostile_session(home, ["The deploy pipeline for this repository is worth a look this week."], role="assistant")
    starter = tmp_path / "claude_code_starts.py"
    starter.write_text("import json, sys\n"
                       f"open({str(store / '.consolidate-lock')!r}, 'w').write('{claude_code.pid}')\n"
                       "sys.stdin.read()\nprint(json.dumps({'candidates': []}))\n")
    (store / "memcli.toml").write_text(f'[extract]\ncmd = "{sys.executable} {starter}"\n')
    before = snapshot(store)
    result = run(home, ["--dir", str(store), "--wait", "0", "consolidate", "--since", "all", "--format", "json"])
    no_traceback(result)
    assert (store / ".consolidate-lock").exists(), "the stand-in for Claude Code never ran"
    assert result.returncode == 3, result.stderr
    assert result.stderr == BUSY.format(pid=claude_code.pid)
    assert json.loads(result.stdout)["error"] == {"message": BUSY.format(pid=claude_code.pid)[15:-1], "exit_code": 3}
    after = snapshot(store)
    assert after.pop(".consolidate-lock") == str(claude_code.pid).encode()
    assert after == before  # not one byte of the folder changed, no diary
    record = runs(store)[-1]
    assert record["exit"] == 3
    assert record["errors"] == [f"patterns: store busy: Claude Code is consolidating this folder (pid {claude_code.pid})"]
    assert record["issues"][-1].startswith("stopped at patterns: store busy")
    assert set(record["counts"]) == {"guard", "skeleton", "gather", "extract"}  # what ran before it stopped
    status = run(home, ["--dir", str(store), "status", "--format", "json"])
    assert json.loads(status.stdout)["last_run"]["exit"] == 3


def test_a_lock_met_at_a_steps_transaction_stops_the_night_there(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, claude_code: subprocess.Popen) -> None:
    """In-process seam: the lock appears inside the lint step, after the gate before it and before its
    transaction. Exit 3 with the message; the skeleton step's commit (a missing index made) stays."""
    from memcli.lint import lint_run

    root = make_store(tmp_path, {"a.md": memory_text("The deploy runs on Fridays.", id="a", type="fact"),
                                 "b.md": memory_text("The deploy never runs on Fridays.", id="b", type="fact")},
                      index=False)
    original = lint_run.run_lint

    def lint_then_claude_code_starts(*args, **kwargs):
        report = original(*args, **kwargs)
        (root / ".consolidate-lock").write_text(json.dumps({"pid": claude_code.pid}))
        return report

    monkeypatch.setattr(lint_run, "run_lint", lint_then_claude_code_starts)
    result = cli(["--dir", str(root), "--wait", "0", "consolidate", "--since", "all"])
    assert result.exit_code == 3, result.stderr
    assert result.stderr == BUSY.format(pid=claude_code.pid)
    assert (root / "MEMORY.md").exists()  # the skeleton step committed before the lock appeared: it stays
    assert not (root / "diary").exists() and not list(root.rglob("diary/*.md"))
    record = runs(root)[-1]
    assert record["exit"] == 3 and record["errors"][0].startswith("lint: store busy: Claude Code")
    assert "apply" not in record["counts"] and "report" not in record["counts"]
    history = cli(["--dir", str(root), "history", "--format", "json"])
    commands = [tx["command"] for tx in json.loads(history.stdout)["transactions"]]
    assert commands == ["consolidate: skeleton"]  # lint's transaction never began


def test_a_night_waits_for_a_lock_that_goes_away_within_wait(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``--wait`` is honoured mid-run: a consolidation that ends within it delays the night, which then finishes."""
    from memcli.lint import lint_run

    root = make_store(tmp_path, {"a.md": memory_text("The deploy runs on Fridays.", id="a", type="fact")})
    short = subprocess.Popen(["sleep", "0.6"])
    original = lint_run.run_lint

    def claude_code_runs_briefly(*args, **kwargs):
        (root / ".consolidate-lock").write_text(str(short.pid))
        return original(*args, **kwargs)

    monkeypatch.setattr(lint_run, "run_lint", claude_code_runs_briefly)
    reaper = __import__("threading").Thread(target=short.wait)  # reaped when it exits: no zombie to look alive
    reaper.start()
    try:
        result = cli(["--dir", str(root), "--wait", "30", "consolidate", "--since", "all"])
    finally:
        short.kill()
        reaper.join()
    assert result.exit_code == 0, result.stderr
    assert "Claude Code" not in result.stderr
    assert runs(root)[-1]["exit"] == 0 and "report" in runs(root)[-1]["counts"]


def test_a_lock_there_before_the_night_changes_nothing_and_records_no_run(
        tmp_path: Path, claude_code: subprocess.Popen) -> None:
    """The lock before the first write (a subprocess): exit 3, the message, not one byte written, no run record."""
    home, store = claude_tree(tmp_path)
    (store / ".consolidate-lock").write_text(str(claude_code.pid))
    before = snapshot(store, include_state=True)
    result = run(home, ["--dir", str(store), "--wait", "0", "consolidate", "--since", "all"])
    no_traceback(result)
    assert result.returncode == 3 and result.stderr == BUSY.format(pid=claude_code.pid)
    assert snapshot(store, include_state=True) == before and not (store / ".memcli").exists()


# ------------------------------------------------------------------ 2. the guard's reads are settled


def _guarded_store(tmp_path: Path) -> Path:
    """A store whose first night has taken the snapshot (``MEMORY.md`` with six links, six memories)."""
    files = {f"feedback_topic{i}.md": memory_text(f"Rule number {i}: keep the build green.", name=f"Topic {i}",
                                                   description=f"rule {i}", type="feedback") for i in range(6)}
    files["MEMORY.md"] = "# Memory Index\n\n" + "".join(f"- [Topic {i}](feedback_topic{i}.md) — rule {i}\n"
                                                        for i in range(6))
    root = make_store(tmp_path, files)
    first = cli(["--dir", str(root), "--now", "2026-05-17T02:00:00Z", "consolidate", "--since", "all"])
    assert first.exit_code == 0, first.stderr
    return root


def _writer_caught_mid_rewrite(monkeypatch: pytest.MonkeyPatch, target: Path, content: bytes) -> list[int]:
    """Another writer rewriting ``target`` in place: the guard's first read of it finds the file truncated (on
    disk, really empty), and the writer's bytes land right after that read. Returns the sizes the reads saw."""
    from memcli.guard import compare

    original = compare._read_raw
    seen: list[int] = []

    def read(path: str) -> bytes | None:
        if Path(path) != target:
            return original(path)
        if not seen:
            target.write_bytes(b"")  # the writer's truncate
            data = original(path)
            target.write_bytes(content)  # its write, just after memcli looked
        else:
            data = original(path)
        seen.append(-1 if data is None else len(data))
        return data

    monkeypatch.setattr(compare, "_read_raw", read)
    return seen


@pytest.mark.parametrize("rel", ["MEMORY.md", "feedback_topic2.md"])
def test_a_file_caught_in_another_writers_truncate_moment_is_not_recorded_as_emptied(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, rel: str) -> None:
    """The guard read the empty moment and believed it: "MEMORY.md lost more than half of its lines outside
    memcli (8 → 0)", exit 1, and the empty version became the file's last known one. Now it looks again."""
    root = _guarded_store(tmp_path)
    new = (root / rel).read_bytes() + b"One more line from the other writer.\n"
    (root / rel).write_bytes(new)  # the writer's change the night must notice (its stat differs)
    seen = _writer_caught_mid_rewrite(monkeypatch, root / rel, new)
    result = cli(["--dir", str(root), "--now", "2026-05-18T02:00:00Z", "consolidate", "--since", "all",
                  "--format", "json"])
    assert seen[0] == 0 and seen[-1] == len(new), seen  # the empty moment was met, and waited out
    assert result.exit_code == 0, result.stdout + result.stderr
    outside = json.loads(result.stdout)["outside"]["changes"]
    assert [(c["path"], c["change"], c["bytes_after"]) for c in outside] == [(rel, "modified", len(new))]
    assert "lost more than half" not in result.stdout
    changes = cli(["--dir", str(root), "changes", "--format", "json"])
    assert {c["bytes_after"] for c in json.loads(changes.stdout)["changes"]} == {len(new)}


def test_the_guard_reads_through_the_one_settled_helper(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The guard's read is the safe-edit layer's ``settle.settled``, not a copy: with its retries off, the same
    moment is believed again, exactly as before the fix (the halved-index issue, exit 1)."""
    from memcli.safeedit import settle

    root = _guarded_store(tmp_path)
    new = (root / "MEMORY.md").read_bytes() + b"One more line.\n"
    (root / "MEMORY.md").write_bytes(new)
    _writer_caught_mid_rewrite(monkeypatch, root / "MEMORY.md", new)
    monkeypatch.setattr(settle, "EMPTY_READ_RETRIES", 0)
    result = cli(["--dir", str(root), "--now", "2026-05-18T02:00:00Z", "consolidate", "--since", "all"])
    assert result.exit_code == 1
    assert "MEMORY.md lost more than half of its lines outside memcli (8 → 0)" in result.stderr, result.stderr


def test_a_new_empty_file_is_believed_at_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Only a file that had bytes can be caught in a truncate moment: a new empty file is read once, not waited
    on (a night meeting a hundred new empty files must not sleep a hundred times)."""
    from memcli.guard import compare

    root = _guarded_store(tmp_path)
    (root / "feedback_empty.md").write_bytes(b"")
    reads: list[str] = []
    original = compare._read_raw
    monkeypatch.setattr(compare, "_read_raw", lambda path: reads.append(Path(path).name) or original(path))
    result = cli(["--dir", str(root), "--now", "2026-05-18T02:00:00Z", "consolidate", "--since", "all"])
    assert result.exit_code == 0, result.stderr
    assert reads.count("feedback_empty.md") == 1


# ------------------------------------------------------------------ 3. status on a huge MEMORY.md


class _CountingOs:
    """``os`` as ``memcli.guard.budget`` sees it, counting the ``stat``s (``path.exists``) and folder listings."""

    def __init__(self) -> None:
        self.exists = 0
        self.listings = 0
        outer = self

        class _Path:
            def __getattr__(self, name: str):
                return getattr(os.path, name)

            def exists(self, path: str) -> bool:
                outer.exists += 1
                return os.path.exists(path)

        self.path = _Path()

    def __getattr__(self, name: str):
        return getattr(os, name)

    def scandir(self, path: str):
        self.listings += 1
        return os.scandir(path)


def test_status_walks_a_huge_index_once_and_lists_its_folder_instead_of_a_stat_per_link(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`status` walked MEMORY.md's links three times (validate twice, the budget once) and stat'ed every link:
    700,000 links took 36 s. Now one walk per command, and a folder asked about often is listed once."""
    from memcli.guard import budget

    existing = [f"feedback_t{i}.md" for i in range(40)]
    files = {name: memory_text(f"Rule {name}.", name=name, description="rule", type="feedback") for name in existing}
    lines = [f"- [Entry {n}]({existing[n % 40] if n % 2 else f'gone_{n}.md'}) — topic {n}" for n in range(3000)]
    files["MEMORY.md"] = "# Memory Index\n\n" + "\n".join(lines) + "\n"
    root = make_store(tmp_path, files)
    counting = _CountingOs()
    walks: list[int] = []
    original = budget._link_lines

    def walk(text: str):
        walks.append(len(text))
        return original(text)

    monkeypatch.setattr(budget, "os", counting)
    monkeypatch.setattr(budget, "_link_lines", walk)
    result = cli(["--dir", str(root), "status", "--format", "json"])
    assert result.exit_code == 0, result.stderr
    status = json.loads(result.stdout)
    index = status["memory_index"]
    assert index["links_past_cut"] == 3000 - (200 - 2)  # the heading and a blank line come first
    assert status["findings"] == 1 + 1500  # over budget, and each link to a missing file
    assert len(walks) == 1, walks  # was 3
    assert counting.exists <= budget._Present.LIST_AFTER + 1 and counting.listings == 1, (counting.exists,
                                                                                          counting.listings)
    check = cli(["--dir", str(root), "validate", "--format", "json"])  # the same findings, line by line
    dangling = [f for f in json.loads(check.stdout)["findings"] if f["code"] == "index_dangling"]
    assert [f["line"] for f in dangling] == [3 + n for n in range(0, 3000, 2)]


def _reference_links(text: str) -> list[tuple[int, str]]:
    """The line-by-line reader the one-pass reader replaced (the budget's ``links`` before the fix)."""
    from memcli.formats.index_links import link_targets
    from memcli.guard.budget import _SCHEME

    found, in_comment = [], False
    for number, line in enumerate(text.splitlines(), 1):
        visible, rest = [], line
        while rest:
            if in_comment:
                end = rest.find("-->")
                if end < 0:
                    break
                rest, in_comment = rest[end + 3:], False
            else:
                start = rest.find("<!--")
                if start < 0:
                    visible.append(rest)
                    break
                visible.append(rest[:start])
                rest, in_comment = rest[start + 4:], True
        for written in link_targets(" ".join(visible)):
            target = written.split("#", 1)[0]
            if target.lower().endswith(".md") and not _SCHEME.match(target):
                found.append((number, target))
    return found


def _reference_kept_lines(text: str) -> tuple[int, int, int, int]:
    """The budget's line count before the fix (it copied the whole text four times)."""
    trimmed = text.strip()
    leading = next((i for i, line in enumerate(text.splitlines()) if line.strip()), 0)
    rows = trimmed.replace("\r\n", "\n").split("\n") if trimmed else []
    data = "\n".join(rows[:200]).encode("utf-8")
    if len(data) > 25_000:
        cut = data.rfind(b"\n", 0, 25_000)
        kept = data[:cut].count(b"\n") + 1 if cut > 0 else 0
    else:
        kept = len(rows[:200])
    return len(rows), len(trimmed.encode("utf-8")), leading, kept


def test_the_one_pass_reader_reads_every_index_as_the_line_by_line_reader_did() -> None:
    """Random indexes of links, comments, every line break ``splitlines`` knows, long lines: same links on the
    same lines, same budget figures as the readers the fix replaced."""
    import random

    from memcli.guard.budget import _kept_lines, links

    pieces = ["[a](x.md)", "[b](sub/y.md#part)", "[c]( <z w.md> \"t\")", "[d](http://e.md)", "[e](a%20b.md)",
              "[", "]", "(", ")", "](", " ", "\t", "\n", "\r\n", "\r", "\x0b", "\x0c", "\x1c", "\x85", "\u2028",
              "\u00a0", "<!--", "-->", "<", ">", "é", "—", "x" * 400, "\n" * 60]
    rng = random.Random(5)
    cut = 0
    for _ in range(1500):
        text = "".join(rng.choice(pieces) for _ in range(rng.choice([0, 5, 40, 400, 1500])))
        assert [(link.line, link.target) for link in links(text)] == _reference_links(text), repr(text[:200])
        assert _kept_lines(text) == _reference_kept_lines(text), repr(text[:200])
        cut += _kept_lines(text)[3] < _kept_lines(text)[0]
    assert cut > 50  # the cut itself was exercised, not only small files


# ------------------------------------------------------------------ 4. the Stop hook reads the transcript's tail


GIB = 1 << 30


def _line(role: str, text: str) -> str:
    return json.dumps({"type": role, "isSidechain": False, "sessionId": "s-1",
                       "message": {"role": role, "content": text if role == "user" else [{"type": "text", "text": text}]}})


def _sparse_transcript(tmp_path: Path, size: int = 4 * GIB) -> Path:
    """``size`` bytes, sparse: a correction on line 1, gigabytes of nothing, then the last turn (another correction)."""
    path = tmp_path / "session.jsonl"
    head = _line("user", "You forgot to bump pyproject.toml in the release.") + "\n"
    tail = ("\n" + _line("assistant", "Done, the release is tagged.") + "\n"
            + _line("user", "You forgot to update CHANGELOG.md before tagging.") + "\n")
    with open(path, "wb") as handle:
        handle.write(head.encode())
        handle.truncate(size - len(tail.encode()))
        handle.seek(0, os.SEEK_END)
        handle.write(tail.encode())
    assert path.stat().st_size == size and path.stat().st_blocks * 512 < 64 * 1024 * 1024  # really sparse
    return path


def test_the_stop_hook_learns_from_the_end_of_a_4_gb_transcript_reading_only_its_tail(tmp_path: Path) -> None:
    """A 3 GB transcript took 14 s of the Stop hook's 30 s: every Stop read it whole. Now the hook (and the
    `knowledge learn` it starts) read its last 32 MB: the last turn's lesson is learned, line 1 is never read."""
    from memcli.experience.lessons import STOP_TAIL_BYTES

    root = make_store(tmp_path)
    transcript = _sparse_transcript(tmp_path)
    payload = json.dumps({"transcript_path": str(transcript), "cwd": str(tmp_path), "hook_event_name": "Stop"})
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMCLI_")}
    env.update(HOME=str(tmp_path / "home"), NO_COLOR="1")
    hook = subprocess.run([str(Path(sys.prefix) / "bin" / "memcli-hook"), "stop", "--dir", str(root)], input=payload,
                          capture_output=True, text=True, env=env, timeout=120)
    assert hook.returncode == 0 and hook.stdout == "", hook.stderr
    assert "internal error" not in hook.stderr, hook.stderr
    ledger = [json.loads(line) for line in (root / ".memcli" / "lessons.jsonl").read_text().splitlines()]
    assert len(ledger) == 1, ledger  # the last turn's correction, and nothing from line 1 (never read)
    assert ledger[0]["kind"] == "correction" and f"{transcript} from byte " in ledger[0]["source"]
    drafts = [p.read_text() for p in root.rglob("*.md") if "CHANGELOG" in p.read_text()]
    assert len(drafts) == 1 and "pyproject" not in drafts[0]
    # what the hook process itself read (its own imports included), counted by the kernel
    measured = subprocess.run(
        [sys.executable, "-c", "import sys; sys.argv = ['memcli-hook', 'stop', '--dir', sys.argv[1]]\n"
         "from memcli.hook import main; main()\n"
         "print([l for l in open('/proc/self/io') if l.startswith('rchar')][0].split()[1], file=sys.stderr)",
         str(root)], input=payload, capture_output=True, text=True, env=env, timeout=120)
    read = int(measured.stderr.strip().splitlines()[-1])
    assert read < STOP_TAIL_BYTES + 16 * 1024 * 1024, read  # its tail and the interpreter's files, not 4 GB


class _CountingFile:
    """A binary file that counts the bytes read through it."""

    def __init__(self, handle, counter: list[int]) -> None:
        self._handle, self._counter = handle, counter

    def __getattr__(self, name: str):
        return getattr(self._handle, name)

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self._handle.close()

    def read(self, *args):
        data = self._handle.read(*args)
        self._counter[0] += len(data)
        return data

    def readline(self, *args):
        data = self._handle.readline(*args)
        self._counter[0] += len(data)
        return data


def test_knowledge_learn_from_a_stop_payload_reads_the_tail_too(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """What the hook starts (`knowledge learn --hook-payload -`) reads the same tail (it read the whole file,
    within the hook's 25 s); a transcript within the tail is read whole, its lines numbered as before."""
    from memcli.experience import lessons
    from memcli.formats import regular_files, transcript

    root = make_store(tmp_path)
    path = _sparse_transcript(tmp_path, 2 * GIB)
    counter = [0]

    def counting_open(target, mode: str = "rb", **kwargs):
        handle = regular_files.open_regular(target, mode, **kwargs)
        return _CountingFile(handle, counter) if "b" in mode else handle

    monkeypatch.setattr(lessons, "open_regular", counting_open)
    monkeypatch.setattr(transcript, "open_regular", counting_open)
    payload = json.dumps({"transcript_path": str(path)})
    result = cli(["--dir", str(root), "knowledge", "learn", "--hook-payload", "-", "--format", "json"], input=payload)
    assert result.exit_code == 0, result.stderr
    learned = json.loads(result.stdout)["learned"]
    assert [("CHANGELOG" in item["label"], item["kind"]) for item in learned] == [(True, "correction")]
    # the window once to find its first line, then the lines from there: at most twice the tail, of 2 GB
    assert 0 < counter[0] <= 2 * lessons.STOP_TAIL_BYTES + 1, counter[0]
    small = tmp_path / "small.jsonl"
    small.write_text(_line("user", "You forgot to bump pyproject.toml in the release.") + "\n")
    found, _ = lessons.lessons_from_payload({"transcript_path": str(small)})
    assert [lesson.source for lesson in found] == [f"{small}:1"]  # a transcript within the tail: read whole, as before
