"""Step 1 of the nightly run: which interaction and transcript files to read.

Sources: ``<store>/inbox/``, ``--transcripts PATH`` options, the config's
``consolidate.transcripts`` (folders or globs) and, for each configured
``consolidate.claude_workspaces`` entry, Claude Code's default location
``~/.claude/projects/<encoded workspace>/`` (the absolute workspace path with
every ``/`` and ``.`` replaced by ``-``). An input is taken when its mtime is
later than now − since on the memcli clock (``since = all`` takes every
input), and when its content hash was not consumed before.
"""

from __future__ import annotations

import glob
import hashlib
import logging
import os
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from memcli.regular_files import not_regular_message, open_regular

log = logging.getLogger("memcli")

INPUT_SUFFIXES = (".json", ".jsonl", ".md", ".txt")


@dataclass(frozen=True)
class Source:
    """One input file chosen for this run."""

    path: Path
    label: str  # how the diary names it: store-relative for inbox files, else the path
    digest: str  # SHA-256 of the content when gathered
    size: int


def encode_workspace(workspace: str | os.PathLike) -> str:
    """Claude Code's project folder name for a workspace: ``/home/a/my.proj`` → ``-home-a-my-proj``."""
    absolute = os.path.abspath(os.path.expanduser(os.fspath(workspace)))
    return absolute.replace("/", "-").replace(".", "-")


def claude_project_dir(workspace: str | os.PathLike, home: str | None = None) -> Path:
    """``~/.claude/projects/<encoded workspace>/``."""
    base = Path(home or os.path.expanduser("~")) / ".claude" / "projects"
    return base / encode_workspace(workspace)


def _expand(entry: str) -> list[Path]:
    """A folder (walked), a glob, or a file."""
    expanded = os.path.expanduser(entry)
    if any(ch in expanded for ch in "*?["):
        return [Path(p) for p in sorted(glob.glob(expanded, recursive=True))]
    path = Path(expanded)
    if path.is_dir():
        return sorted(p for p in path.rglob("*") if p.suffix in INPUT_SUFFIXES and p.is_file())
    return [path]


def candidate_paths(store_root: Path, transcripts: Iterable[str], configured: Iterable[str],
                    workspaces: Iterable[str]) -> list[Path]:
    """Every input file the run could read, deduplicated, in a stable order."""
    paths: list[Path] = []
    inbox = store_root / "inbox"
    if inbox.is_dir() and not inbox.is_symlink():
        paths.extend(sorted(p for p in inbox.rglob("*") if p.suffix in INPUT_SUFFIXES and not p.is_symlink()
                            and not p.is_dir()))
    for entry in [*transcripts, *configured]:
        paths.extend(_expand(entry))
    for workspace in workspaces:
        folder = claude_project_dir(workspace)
        if folder.is_dir():
            paths.extend(sorted(folder.rglob("*.jsonl")))
    seen: set[str] = set()
    unique = []
    for path in paths:
        key = os.path.realpath(path)
        if key in seen:
            continue
        if path.is_file():
            seen.add(key)
            unique.append(path)
        elif path.exists() and not path.is_dir():  # a FIFO would block the run (and its lock) for ever
            seen.add(key)
            log.warning("%s: %s; skipped", path, not_regular_message(path.stat().st_mode))
    return unique


def file_digest(path: Path) -> str:
    """SHA-256 of a file, streamed (transcripts can be large)."""
    digest = hashlib.sha256()
    with open_regular(path) as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def gather(store_root: Path, now: datetime, since_seconds: float | None, consumed: set[str], *,
           transcripts: Iterable[str] = (), configured: Iterable[str] = (), workspaces: Iterable[str] = ()) -> list[Source]:
    """The inputs to read this run: recent enough (``since_seconds=None`` = all) and not consumed before."""
    cutoff = None if since_seconds is None else now.timestamp() - since_seconds
    chosen = []
    for path in candidate_paths(store_root, transcripts, configured, workspaces):
        try:
            stat = path.stat()
        except OSError:
            continue
        if cutoff is not None and stat.st_mtime <= cutoff:
            continue
        digest = file_digest(path)
        if digest in consumed:
            continue
        try:
            label = path.resolve().relative_to(store_root.resolve()).as_posix()
        except ValueError:
            label = str(path)
        chosen.append(Source(path, label, digest, stat.st_size))
    return chosen
