"""Two writers at once serialize through the lock (or the loser exits 3); hooks never wait and never tear.

To make the races deterministic, the first writer runs through
``paused_run.py``: it stops in the middle of a transaction — lock held,
intent armed, part of its files already replaced — and goes on only when
the test says so. While it is frozen, the second writer with a short
``--wait`` must exit 3 with one line naming the holder; with a long one it
must wait, then run: the store ends exactly as the two commands run one
after the other. Hook runs and readers in the meantime must finish
without the lock (the writer is still frozen when they return) and must
not roll back the writer's transaction.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tests.conftest import make_store
from tests.reliability.harness import ENV, assert_clean_state_dir, memcli, world
from tests.reliability.scenarios import NOW, base_files

pytestmark = pytest.mark.slow  # concurrent processes racing for the lock: `pytest -m "not slow"` leaves them out

PAUSED = Path(__file__).with_name("paused_run.py")
HOOK_TIMEOUT = 10.0  # seconds; a hook that waited for the frozen writer would hit it (the writer waits 60)

COMMANDS = {
    "consolidate": ["consolidate", "--since", "all"],
    "lint-resolve": ["lint", "resolve", "fact-pm.md", "project_web.md", "--keep", "b"],
    "review-promote": ["review", "promote", "cand-retry", "cand-cron"],
    "undo": ["undo"],
    "knowledge-promote": ["knowledge", "promote", "release-checklist", "migration-lesson"],
}
LOCK_LABEL = {"consolidate": "consolidate", "lint-resolve": "lint resolve", "review-promote": "review promote",
              "undo": "undo", "knowledge-promote": "knowledge promote"}


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMCLI_")}
    env.update(ENV, **extra)
    return env


def fresh_world(case: Path) -> Path:
    """The realistic store, plus one committed three-file transaction (so that ``undo`` has work)."""
    if case.exists():
        shutil.rmtree(case)
    store = make_store(case, base_files(), name="store")
    assert memcli(["--dir", str(store), "--now", NOW, "patterns", "run"]).returncode == 0
    return store


def cmd(store: Path, name: str, wait: float = 60) -> list[str]:
    return ["--dir", str(store), "--now", NOW, "--wait", str(wait), *COMMANDS[name]]


def serial(case: Path, first: str, second: str) -> tuple[dict[str, bytes], tuple[int, int]]:
    """The world after ``first`` then ``second`` (paths of ``case`` written as ``<case>``), and their exit codes."""
    store = fresh_world(case)
    codes = (memcli(cmd(store, first)).returncode, memcli(cmd(store, second)).returncode)
    return normalized(case), codes


def normalized(case: Path) -> dict[str, bytes]:
    return {k: v.replace(os.fsencode(case), b"<case>") for k, v in world(case).items()}


class PausedWriter:
    """A memcli writer frozen mid-transaction until ``release()``."""

    def __init__(self, tmp: Path, store: Path, args: list[str]) -> None:
        self.signals = tmp / f"signals-{time.monotonic_ns()}"
        self.signals.mkdir()
        env = _env(MEMCLI_PAUSE_DIR=str(self.signals), MEMCLI_PAUSE_STORE=str(store))
        self.proc = subprocess.Popen([sys.executable, str(PAUSED), *args], stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, env=env)

    def wait_paused(self, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while not (self.signals / "paused").exists():
            assert self.proc.poll() is None, f"the writer ended before pausing: {self.proc.stderr.read().decode()}"
            assert time.monotonic() < deadline, "the writer never paused"
            time.sleep(0.01)

    @property
    def frozen(self) -> bool:
        """Still paused (alive, not yet told to go)."""
        return self.proc.poll() is None and not (self.signals / "go").exists()

    def release(self) -> tuple[int, bytes, bytes]:
        (self.signals / "go").write_text("go")
        out, err = self.proc.communicate(timeout=120)
        return self.proc.returncode, out, err

    def __enter__(self) -> "PausedWriter":
        return self

    def __exit__(self, *exc: object) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.communicate()


def half_applied(store: Path) -> tuple[int, int]:
    """Of the armed transaction's files, ``(how many are already new on disk, how many in all)``."""
    from memcli.safeedit.transaction import TxRecord, sha256

    (txid,) = os.listdir(store / ".memcli" / "tx")
    record = TxRecord.from_json((store / ".memcli" / "tx" / txid / "intent.json").read_text())
    done = 0
    for info in record.files:
        path = store / info.path
        done += sha256(path.read_bytes() if path.exists() else None) == info.new_sha
    return done, len(record.files)


PAIRS = [("consolidate", "lint-resolve"), ("lint-resolve", "consolidate"), ("consolidate", "consolidate"),
         ("review-promote", "undo"), ("undo", "review-promote")]


@pytest.mark.parametrize("first,second", PAIRS, ids=[f"{a}-then-{b}" for a, b in PAIRS])
def test_a_second_writer_waits_for_the_lock_or_exits_3(tmp_path, first, second):
    expected, expected_codes = serial(tmp_path / "case", first, second)
    store = fresh_world(tmp_path / "case")
    with PausedWriter(tmp_path, store, cmd(store, first)) as writer:
        writer.wait_paused()
        done, total = half_applied(store)
        assert 0 < done < total, "frozen half-way through a transaction"
        busy = memcli(cmd(store, second, wait=0.3))
        assert busy.returncode == 3, busy.stderr.decode()
        assert busy.stdout == b""
        line = busy.stderr.decode()
        assert line.count("\n") == 1 and line.startswith("memcli: error: "), line
        assert f"pid {writer.proc.pid}, running {LOCK_LABEL[first]}" in line
        reader = memcli(["--dir", str(store), "validate"])
        assert reader.returncode in (0, 1) and b"Traceback" not in reader.stderr
        assert writer.frozen, "readers never wait for the lock"
        waiting = subprocess.Popen([sys.executable, "-m", "memcli", *cmd(store, second)], stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, env=_env())
        time.sleep(0.8)  # let it reach the lock (the result does not depend on whether it did)
        assert waiting.poll() is None, "the second writer did not wait for the first"
        code, _out, err = writer.release()
        assert code == expected_codes[0], err.decode()
        _out2, err2 = waiting.communicate(timeout=120)
        assert waiting.returncode == expected_codes[1], err2.decode()
    assert_clean_state_dir(tmp_path / "case")
    assert normalized(tmp_path / "case") == expected, "not the result of the two commands run one after the other"


@pytest.mark.parametrize("first,second", [("consolidate", "lint-resolve"), ("review-promote", "undo")])
def test_writers_started_together_end_in_one_of_the_serial_orders(tmp_path, first, second):
    one_way, codes_one = serial(tmp_path / "case", first, second)
    other_way, codes_other = serial(tmp_path / "case", second, first)
    store = fresh_world(tmp_path / "case")
    procs = [subprocess.Popen([sys.executable, "-m", "memcli", *cmd(store, name)], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, env=_env()) for name in (first, second)]
    codes = []
    for proc in procs:
        _out, err = proc.communicate(timeout=120)
        assert b"Traceback" not in err
        codes.append(proc.returncode)
    assert_clean_state_dir(tmp_path / "case")
    result = normalized(tmp_path / "case")
    assert (result, tuple(codes)) in ((one_way, codes_one), (other_way, codes_other[::-1]))


# -- hooks and readers next to a writer -------------------------------------------------------------------


def pre_tool_use_payload(cwd: Path) -> dict:
    return {"session_id": "s1", "transcript_path": str(cwd / "t.jsonl"), "cwd": str(cwd),
            "hook_event_name": "PreToolUse", "tool_name": "Bash",
            "tool_input": {"command": "./scripts/release.sh deploy v2"}, "tool_use_id": "toolu_1"}


def session_start_payload(cwd: Path) -> dict:
    return {"session_id": "s1", "transcript_path": str(cwd / "t.jsonl"), "cwd": str(cwd),
            "hook_event_name": "SessionStart", "source": "startup"}


def run_hook(store: Path, event: str, payload: dict) -> str:
    """One ``memcli-hook`` run: exit 0, and stdout empty or exactly one JSON document of the right event."""
    proc = subprocess.run([sys.executable, "-m", "memcli.hook", event, "--dir", str(store), "--now", NOW],
                          input=json.dumps(payload).encode(), capture_output=True, env=_env(), timeout=HOOK_TIMEOUT)
    assert proc.returncode == 0, proc.stderr.decode()
    text = proc.stdout.decode("utf-8")
    if text:
        assert text.endswith("\n") and text.count("\n") == 1, text
        document = json.loads(text)
        assert list(document) == ["hookSpecificOutput"]
        assert document["hookSpecificOutput"]["hookEventName"] in ("PreToolUse", "SessionStart")
    return text


@pytest.mark.parametrize("writer_name", ["consolidate", "knowledge-promote"])
def test_hooks_and_readers_never_wait_for_a_writer_holding_the_lock(tmp_path, writer_name):
    store = fresh_world(tmp_path / "case")
    with PausedWriter(tmp_path, store, cmd(store, writer_name)) as writer:
        writer.wait_paused()
        assert 0 < half_applied(store)[0] < half_applied(store)[1]
        armed = sorted(os.listdir(store / ".memcli" / "tx"))
        for _ in range(4):
            run_hook(store, "pre-tool-use", pre_tool_use_payload(tmp_path))
            run_hook(store, "session-start", session_start_payload(tmp_path))
        for reader in (["validate"], ["recall", "pnpm workspaces"], ["review", "list"], ["knowledge", "list"]):
            proc = memcli(["--dir", str(store), *reader])
            assert proc.returncode in (0, 1) and b"Traceback" not in proc.stderr, proc.stderr.decode()
        assert writer.frozen, "every hook and reader finished while the writer held the lock"
        assert sorted(os.listdir(store / ".memcli" / "tx")) == armed, "a reader rolled back a live transaction"
        code, _out, err = writer.release()
        assert code == 0, err.decode()
    assert_clean_state_dir(tmp_path / "case")


def test_hook_output_is_always_one_of_the_whole_states_while_writers_toggle_a_lesson(tmp_path):
    """A lesson flips between draft (injected) and archived (not) over and over; the hook sees one or the other."""
    store = fresh_world(tmp_path / "case")
    payload = pre_tool_use_payload(tmp_path)
    as_draft = run_hook(store, "pre-tool-use", payload)
    assert "[CRITICAL] Release checklist" in as_draft
    assert memcli(["--dir", str(store), "--now", NOW, "knowledge", "archive", "release-checklist"]).returncode == 0
    as_archived = run_hook(store, "pre-tool-use", payload)
    assert "Release checklist" not in as_archived
    toggles = 10
    errors: list[str] = []

    def writer() -> None:
        for n in range(toggles):  # undo, then redo, of the archive: archived -> draft -> archived ...
            proc = memcli(["--dir", str(store), "--now", NOW, "undo", *(["--redo"] if n % 2 else [])])
            if proc.returncode != 0:
                errors.append(proc.stderr.decode())

    thread = threading.Thread(target=writer)
    thread.start()
    seen = []
    try:
        while thread.is_alive() or not seen:
            seen.append(run_hook(store, "pre-tool-use", payload))
            run_hook(store, "session-start", session_start_payload(tmp_path))
    finally:
        thread.join(timeout=300)
    assert not errors, errors
    assert set(seen) <= {as_draft, as_archived}, "the hook saw something between two whole states"
    assert len(seen) >= 3
    assert run_hook(store, "pre-tool-use", payload) == as_archived  # ten undos: back where it started
    assert_clean_state_dir(tmp_path / "case")
