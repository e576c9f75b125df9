"""Shared test helpers: inline stores in tmp_path, the CLI through CliRunner and as a real subprocess.

Every test runs with ``$HOME`` pointed into its own tmp_path and without
``MEMCLI_*`` variables, so nothing reads or writes the real home directory.
"""

from __future__ import annotations

import json
import shutil
import tempfile

import os
import subprocess
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from pathlib import Path

import pytest
from typer.testing import CliRunner

from memcli.cli.main import app
from memcli.store import INDEX_TEMPLATE

REPO = Path(__file__).resolve().parents[1]


def kill_points(first: int, stop: int, stride: int) -> range:
    """The checkpoints a kill sweep kills at: every ``stride``-th, from a start that moves one step a day, so
    that ``stride`` days of CI kill at every one (a failure names its point); ``MEMCLI_LONG_TESTS=1``: all."""
    if os.environ.get("MEMCLI_LONG_TESTS"):
        return range(first, stop)
    return range(first + date.today().toordinal() % stride, stop, stride)
# A verbatim copy of ../shared/data (real inputs written by other tools; see its SOURCES.md).
SHARED_DATA = REPO / "tests" / "data" / "shared"


def make_store(tmp_path: Path, files: Mapping[str, str | bytes] | None = None, *, name: str = "store",
               index: bool = True) -> Path:
    """Create a store under ``tmp_path`` holding ``files`` (store-relative path → text or bytes).

    ``MEMORY.md`` gets the init template unless ``files`` provides one or
    ``index`` is false.
    """
    root = tmp_path / name
    root.mkdir(parents=True, exist_ok=True)
    files = dict(files or {})
    if index and "MEMORY.md" not in files:
        files["MEMORY.md"] = INDEX_TEMPLATE
    for rel, content in files.items():
        target = root / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            target.write_bytes(content)
        else:
            target.write_bytes(content.encode("utf-8"))
    return root


def memory_text(body: str = "body", **meta: object) -> str:
    """A memory file's text from keyword frontmatter (values written with ``repr``-free YAML)."""
    import json

    lines = ["---"]
    for key, value in meta.items():
        lines.append(f"{key}: {json.dumps(value) if not isinstance(value, str) else value}")
    lines.append("---")
    return "\n".join(lines) + "\n" + body + "\n"


def snapshot(root: Path, *, include_state: bool = False) -> dict[str, bytes]:
    """Every file under ``root`` (``.memcli/`` excluded unless asked) → bytes."""
    result = {}
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root).as_posix()
        if not include_state and (rel == ".memcli" or rel.startswith(".memcli/")):
            continue
        if path.is_file() and not path.is_symlink():
            result[rel] = path.read_bytes()
    return result


@dataclass
class Run:
    """The outcome of one CLI run."""

    exit_code: int
    stdout: str
    stderr: str


def cli(args: list[str], *, env: Mapping[str, str] | None = None, input: str | None = None) -> Run:
    """Run memcli in-process through Typer's CliRunner (stdout and stderr kept apart)."""
    runner = CliRunner()
    result = runner.invoke(app, args, env=dict(env or {}), input=input, catch_exceptions=False)
    return Run(result.exit_code, result.stdout, result.stderr)


def memcli_subprocess(args: list[str], *, env: Mapping[str, str] | None = None, input: str | bytes | None = None,
                      cwd: Path | None = None, timeout: float = 60) -> subprocess.CompletedProcess:
    """Run ``python -m memcli ARGS`` as a real process (bytes in, text out)."""
    full_env = dict(os.environ)
    full_env.update(env or {})
    data = input.encode() if isinstance(input, str) else input
    return subprocess.run([sys.executable, "-m", "memcli", *args], input=data, capture_output=True,
                          env=full_env, cwd=cwd, timeout=timeout)


def hook_subprocess(args: list[str], *, stdin: str | bytes = b"", env: Mapping[str, str] | None = None,
                    timeout: float = 30) -> subprocess.CompletedProcess:
    """Run ``python -m memcli.hook ARGS`` as a real process."""
    full_env = dict(os.environ)
    full_env.update(env or {})
    data = stdin.encode() if isinstance(stdin, str) else stdin
    return subprocess.run([sys.executable, "-m", "memcli.hook", *args], input=data, capture_output=True,
                          env=full_env, timeout=timeout)


# Where the tests' tmp_path folders live. Many tests sync files (every safe edit does) and kill writers; on a
# disk, an fsync waits for the other xdist worker's syncs too, so one consolidate sweep took 8 s alone and 77 s
# beside another. A SIGKILL leaves the page cache as it was, so what the kill sweeps check (the order of the write
# path) does not depend on the medium; the tests that need a file system of their own mount one.
_MEMORY_TMP = Path("/dev/shm")
_MEMORY_TMP_NEEDED = 4 * 2**30  # bytes free; a container's 64 MiB /dev/shm is not enough


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    """Put the test run's temporary folders in memory when the machine has room there (``--basetemp`` wins)."""
    if config.option.basetemp or hasattr(config, "workerinput"):
        return  # an xdist worker is handed a folder under the controller's
    try:
        roomy = _MEMORY_TMP.is_dir() and os.access(_MEMORY_TMP, os.W_OK) and (
            shutil.disk_usage(_MEMORY_TMP).free >= _MEMORY_TMP_NEEDED)
    except OSError:
        roomy = False
    if roomy:
        config.option.basetemp = config._memcli_memory_tmp = tempfile.mkdtemp(prefix="memcli-tests-", dir=_MEMORY_TMP)


def pytest_unconfigure(config: pytest.Config) -> None:
    """Free the memory the run's temporary folders took."""
    folder = getattr(config, "_memcli_memory_tmp", None)
    if folder:
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(autouse=True)
def _isolated_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("NO_COLOR", "1")
    for name in list(os.environ):
        if name.startswith("MEMCLI_") or name == "LINT_PHASE_B5_ENABLED":
            monkeypatch.delenv(name, raising=False)
    for name in ("HF_HOME", "HF_HUB_CACHE", "HUGGINGFACE_HUB_CACHE", "XDG_CACHE_HOME"):  # recall's model source
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)


@pytest.fixture
def forked_children(monkeypatch: pytest.MonkeyPatch) -> list:
    """``memcli.parallel`` as if on ``workers`` cores (3), recording each child it forks (``None``: none started)."""
    from memcli import parallel

    started: list = []
    start = parallel._Child.start

    def counting(*args):
        child = start(*args)
        started.append(child)
        return child

    monkeypatch.setattr(parallel, "workers", lambda: 3)
    monkeypatch.setattr(parallel._Child, "start", counting)
    return started


@pytest.fixture
def shared_data() -> Path:
    """The real inputs copied from ``../shared/data``: never write to them; copy into tmp_path first."""
    return SHARED_DATA


def transcript_line(kind: str, text: str, n: int) -> str:
    """One Claude Code transcript line (user text as a string, assistant text as a block list)."""
    content = text if kind == "user" else [{"type": "text", "text": text}]
    return json.dumps({"type": kind, "isSidechain": False, "sessionId": "s-1", "uuid": f"u{n}",
                       "timestamp": "2026-05-16T10:00:00Z", "message": {"role": kind, "content": content}}) + "\n"
