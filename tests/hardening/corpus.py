"""The bad-input corpus (``tests/data/bad/``) as the hardening tests use it.

``seed(tmp_path)`` builds a store from the committed corpus plus the
generated cases (``tests/data/bad/generate.py``). ``tree(path)`` records a
folder exactly (file bytes, link targets, folders, modes) without following
links, so "nothing changed outside the store" and "nothing was written
through a link" are one comparison. ``run(...)`` runs memcli in-process
while recording every process memcli starts.
"""

from __future__ import annotations

import difflib
import importlib.util
import os
import signal
import stat
import subprocess
import sys
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.conftest import REPO, cli

BAD_DATA = REPO / "tests" / "data" / "bad"
NOW = "2026-05-17"
# Read findings: a file with one of these codes could not be parsed, so memcli must never write it.
UNPARSEABLE_CODES = frozenset({"yaml_error", "unsafe_yaml", "not_utf8", "binary", "too_large", "outside_store"})
# The good files of the corpus whose processing the command tests check.
DARK = ("good/pref-dark-lf.md", "good/pref-dark-crlf.md", "good/pref-dark-bom.md")
CONTRADICTION = ("good/fact-package-manager.md", "good/project-web-tooling.md")
# What the good inputs in inbox/ must yield, whatever junk surrounds them.
GOOD_CANDIDATES = (
    "Use PostgreSQL advisory locks for the nightly batch",
    "Keep the transcript reader tolerant of broken lines",
    "Roll out the payments service one region at a time",
    "Good notes with a BOM and CRLF line endings are read",
    "The final line of this file is cut in half",
    "Every release bumps CHANGELOG.md together with pyproject.toml",
    "Backups run nightly at 02:00 UTC",  # "the requirement is that …": the clause, whole and capitalised
)
SECRET = "ghp_abcdefghijklmnopqrstuvwxyz0123456789"  # in inbox/good-session.jsonl: must be redacted


def _generator():
    spec = importlib.util.spec_from_file_location("memcli_bad_corpus_generate", BAD_DATA / "generate.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)
    spec.loader.exec_module(module)
    return module


generate = _generator()
Seeded = generate.Seeded


def seed(tmp_path: Path, *, huge: bool = True) -> "Seeded":
    """A store seeded with the whole corpus under ``tmp_path/w/store`` (outside folder and tools beside it)."""
    base = tmp_path / "w"
    base.mkdir()
    seeded = generate.build(base, huge=huge)
    tools = base / "tools"
    tools.mkdir()
    (tools / "judge.py").write_text(JUDGE)
    (tools / "extractor.py").write_text(EXTRACTOR)
    (base / "sentinel-dir").mkdir()
    (base / "sentinel-dir" / "keep.txt").write_text("nothing may write here\n")
    return seeded


# An external judge and extractor that only read stdin (memory text must never reach their argv).
JUDGE = """import json, sys
request = json.load(sys.stdin)
lines = [[l for l in request[s]["body"].splitlines() if l.strip()] for s in ("a", "b")]
both = all(lines)
print(json.dumps({"verdict": "contradiction" if both else "unrelated",
                  "claim_a": lines[0][0] if both else "", "claim_b": lines[1][0] if both else ""}))
"""
# Proposals must be backed by a sentence of the text sent (issue 25): it proposes the longest line it read.
EXTRACTOR = """import json, sys
request = json.load(sys.stdin)
lines = [l.strip(" #*-") for l in request["text"].splitlines() if 20 <= len(l.strip(" #*-")) <= 200]
print(json.dumps({"candidates": [{"type": "external-read", "content": max(lines, key=len)}] if lines else []}))
"""


# --------------------------------------------------------------------------- snapshots


def tree(path: Path, *, skip_state: bool = True) -> dict[str, tuple]:
    """Every entry under ``path`` without following links: file → (bytes, mode), link → target, dir → mode.

    A FIFO or socket is recorded by its kind and mode, never opened (opening a FIFO blocks).
    """
    result: dict[str, tuple] = {}
    if not os.path.lexists(path):
        return result
    for current, dirs, files in os.walk(path, followlinks=False):
        rel_dir = os.path.relpath(current, path)
        if skip_state and (rel_dir == ".memcli" or rel_dir.startswith(".memcli" + os.sep)):
            dirs[:] = []
            continue
        for name in dirs + files:
            full = os.path.join(current, name)
            rel = os.path.normpath(os.path.join(rel_dir, name)).replace(os.sep, "/")
            if skip_state and rel == ".memcli":
                continue
            info = os.lstat(full)
            if stat.S_ISLNK(info.st_mode):
                result[rel] = ("link", os.readlink(full))
            elif stat.S_ISDIR(info.st_mode):
                result[rel] = ("dir", stat.S_IMODE(info.st_mode))
            elif not stat.S_ISREG(info.st_mode):
                result[rel] = ("special", stat.S_IFMT(info.st_mode), stat.S_IMODE(info.st_mode))
            elif info.st_size > 1024 * 1024:
                result[rel] = ("big", info.st_size, info.st_mtime_ns, stat.S_IMODE(info.st_mode))
            else:
                with open(full, "rb") as handle:
                    result[rel] = ("file", handle.read(), stat.S_IMODE(info.st_mode))
    return result


def around_store(seeded: "Seeded") -> dict[str, tuple]:
    """Everything in the test's folder except the store itself (home, cwd, outside, sentinels, tools)."""
    top = seeded.base.parent
    return {rel: value for rel, value in tree(top).items()
            if not (rel == "w/store" or rel.startswith("w/store/"))}


def changes(before: Mapping[str, tuple], after: Mapping[str, tuple]) -> dict[str, str]:
    """What differs between two trees: path → created / deleted / changed."""
    diff = {}
    for rel in before.keys() | after.keys():
        if rel not in after:
            diff[rel] = "deleted"
        elif rel not in before:
            diff[rel] = "created"
        elif before[rel] != after[rel]:
            diff[rel] = "changed"
    return diff


def unparseable(seeded: "Seeded") -> set[str]:
    """Store paths memcli could not parse or must not follow: never written, never replaced."""
    return {rel for rel, codes in seeded.expected.items() if UNPARSEABLE_CODES & set(codes)} | LINK_FINDINGS


def reported(seeded: "Seeded") -> set[str]:
    """Every corpus path ``memcli validate`` reports: none of them is meant to be changed by any command."""
    return set(seeded.expected) | LINK_FINDINGS


LINK_FINDINGS = frozenset({"bad/link-file.md", "bad/link-dir", "bad/loop.md", "bad/loop-a.md", "bad/loop-b.md",
                           "bad/dangling-link.md", "good/link-inside.md", "knowledge/link-out.md",
                           "entities/Fact/link-out", "inbox/link-out.jsonl"})


def frontmatter_lines(data: bytes) -> tuple[dict[str, str], str] | None:
    """A file's top-level frontmatter keys → their raw text, and its body (``None`` if it does not parse)."""
    from memcli.store.frontmatter import load_yaml_mapping, split

    try:
        text = data.decode("utf-8")
        parts = split(text)
        if parts.has_frontmatter:
            load_yaml_mapping(parts.yaml_text)
    except Exception:  # noqa: BLE001 - any failure means "not a parseable memory file"
        return None
    keys: dict[str, str] = {}
    current = None
    for line in parts.yaml_text.splitlines(keepends=True):
        if line[:1] not in (" ", "\t", "-", "#", "\r", "\n") and ":" in line:
            current = line.split(":", 1)[0].strip().strip("'\"")
            keys[current] = line
        elif current is not None:
            keys[current] += line
    return keys, parts.body


def bytes_lost(before: bytes, after: bytes | None, *, removable: frozenset[str] = frozenset()) -> int:
    """Bytes of ``before`` that ``after`` no longer holds, counting only what no command means to change.

    A deleted file loses everything. For a parseable memory file, the body
    must survive byte for byte and every frontmatter key must still be
    there (a key whose value changed is an edit, not a loss; ``removable``
    keys may go). A file that does not parse must not change at all.
    """
    if after is None:
        return len(before)
    if after == before:
        return 0
    old, new = frontmatter_lines(before), frontmatter_lines(after)
    if old is None or new is None:
        return _diff_loss(before, after)
    (old_keys, old_body), (new_keys, new_body) = old, new
    lost = _diff_loss(old_body.encode(), new_body.encode())
    for key, text in old_keys.items():
        if key not in new_keys and key not in removable:
            lost += len(text.encode())
    return lost


def _diff_loss(before: bytes, after: bytes) -> int:
    matcher = difflib.SequenceMatcher(None, before, after, autojunk=False)
    kept = sum(block.size for block in matcher.get_matching_blocks())
    return len(before) - kept


# --------------------------------------------------------------------------- running memcli


@dataclass
class Spawned:
    """One process memcli started: its argument vector and how."""

    argv: list[str]
    shell: bool
    timeout_set: bool


@dataclass
class Outcome:
    """A command's exit code, streams and the processes it started."""

    exit_code: int
    stdout: str
    stderr: str
    spawned: list[Spawned] = field(default_factory=list)


@contextmanager
def spy_processes() -> Iterator[list[Spawned]]:
    """Record every ``subprocess.Popen`` started while the block runs (they still run)."""
    spawned: list[Spawned] = []
    real = subprocess.Popen

    class Recording(real):  # type: ignore[misc, valid-type]
        def __init__(self, args: Any, *rest: Any, **kwargs: Any) -> None:
            argv = [args] if isinstance(args, (str, bytes)) else [os.fsdecode(a) for a in args]
            self._record = Spawned(argv, bool(kwargs.get("shell")), False)
            spawned.append(self._record)
            super().__init__(args, *rest, **kwargs)

        def communicate(self, input: Any = None, timeout: Any = None) -> Any:
            self._record.timeout_set |= timeout is not None
            return super().communicate(input, timeout)

        def wait(self, timeout: Any = None) -> Any:
            self._record.timeout_set |= timeout is not None
            return super().wait(timeout)

    subprocess.Popen = Recording  # type: ignore[misc]
    try:
        yield spawned
    finally:
        subprocess.Popen = real  # type: ignore[misc]


class Hung(BaseException):
    """A command ran past ``COMMAND_TIMEOUT``: it is blocked (e.g. reading a FIFO), not slow.

    A ``BaseException``, like ``KeyboardInterrupt``: the nightly run records an ``Exception`` in one
    step and goes on to the next, which would block again.
    """


COMMAND_TIMEOUT = 120  # seconds; the slowest corpus command takes a few


@contextmanager
def deadline(seconds: float) -> Iterator[None]:
    """Raise ``Hung`` in this thread after ``seconds``: a blocked ``open`` fails the test instead of the suite."""
    def expire(signum: int, frame: Any) -> None:
        raise Hung(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds, 1.0)  # and again every second, should one be swallowed
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def run(seeded: "Seeded", args: list[str], *, input: str | None = None, env: Mapping[str, str] | None = None) -> Outcome:
    """``memcli --dir STORE --now NOW ARGS`` in-process, recording the processes it starts (a hang fails)."""
    with spy_processes() as spawned, deadline(COMMAND_TIMEOUT):
        result = cli(["--dir", str(seeded.root), "--now", NOW, *args], input=input, env=env)
    return Outcome(result.exit_code, result.stdout, result.stderr, spawned)


def expand(args: list[str], seeded: "Seeded") -> list[str]:
    """Fill ``{root}``, ``{base}``, ``{data}`` placeholders in a command's arguments."""
    values = {"root": str(seeded.root), "base": str(seeded.base), "data": str(BAD_DATA)}
    return [a.format(**values) for a in args]


def memory_texts(seeded: "Seeded") -> list[str]:
    """Distinctive lines of memory text in the store: none may appear on a command line memcli builds."""
    texts = []
    for path in seeded.root.rglob("*.md"):
        if path.is_symlink() or not path.is_file() or path.stat().st_size > 1024 * 1024:
            continue
        for line in path.read_text("utf-8", errors="replace").splitlines():
            if len(line.strip()) >= 24 and not line.startswith(("---", "id:", "type:", "created:", "updated:")):
                texts.append(line.strip())
    return texts
