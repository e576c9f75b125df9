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
import os
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

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


@dataclass(frozen=True)
class Gathered:
    """The inputs chosen for a run, and every given or configured input that could not be read."""

    sources: list[Source]
    problems: list[str]


def _walk(folder: Path, problems: list[str], origin: str) -> list[Path]:
    """Input files below ``folder``; a subfolder that cannot be listed is a problem, not a silent gap."""
    found: list[Path] = []

    def unreadable(error: OSError) -> None:
        problems.append(f"{origin}: cannot read {error.filename} ({error.strerror or error}); skipped")

    for current, dirs, files in os.walk(folder, onerror=unreadable):
        dirs.sort()
        found.extend(Path(current) / name for name in files if Path(name).suffix in INPUT_SUFFIXES)
    return sorted(p for p in found if p.is_file())


def _glob_base(pattern: str) -> str:
    """The folder a glob starts from: its components before the first wildcard."""
    parts = []
    for part in pattern.split(os.sep):
        if any(ch in part for ch in "*?["):
            break
        parts.append(part)
    return os.sep.join(parts) or "."


def _expand(entry: str, origin: str, problems: list[str]) -> list[Path]:
    """A folder (walked), a glob, or a file; what does not exist or cannot be read is added to ``problems``."""
    expanded = os.path.expanduser(entry)
    where = f"{origin} {entry}"
    if any(ch in expanded for ch in "*?["):
        base = _glob_base(expanded)
        if not os.path.isdir(base):
            problems.append(f"{where}: {base} does not exist; nothing read")
        return [Path(p) for p in sorted(glob.glob(expanded, recursive=True))]
    path = Path(expanded)
    if path.is_dir():
        if not os.access(path, os.R_OK | os.X_OK):
            problems.append(f"{where}: folder cannot be read (permission denied); nothing read")
            return []
        return _walk(path, problems, where)
    if not path.is_file():
        problems.append(f"{where}: no such file or directory; nothing read")
        return []
    return [path]


def candidate_paths(store_root: Path, transcripts: Iterable[str], configured: Iterable[str],
                    workspaces: Iterable[str], problems: list[str] | None = None) -> list[Path]:
    """Every input file the run could read, deduplicated, in a stable order.

    A ``--transcripts`` path, a ``consolidate.transcripts`` entry or a
    ``consolidate.claude_workspaces`` folder that does not exist or cannot be
    read is added to ``problems``: a typo there must not mine nothing, silently,
    night after night.
    """
    problems = [] if problems is None else problems
    paths: list[Path] = []
    inbox = store_root / "inbox"
    if inbox.is_dir() and not inbox.is_symlink():
        paths.extend(sorted(p for p in inbox.rglob("*") if p.suffix in INPUT_SUFFIXES and p.is_file() and not p.is_symlink()))
    for origin, entries in (("--transcripts", transcripts), ("consolidate.transcripts", configured)):
        for entry in entries:
            paths.extend(_expand(entry, origin, problems))
    for workspace in workspaces:
        folder = claude_project_dir(workspace)
        if folder.is_dir():
            paths.extend(sorted(folder.rglob("*.jsonl")))
        else:
            problems.append(f"consolidate.claude_workspaces {workspace}: Claude Code has no transcripts folder {folder}; "
                            "nothing read")
    seen: set[str] = set()
    unique = []
    for path in paths:
        key = os.path.realpath(path)
        if key not in seen and path.is_file():
            seen.add(key)
            unique.append(path)
    return unique


def file_digest(path: Path) -> str:
    """SHA-256 of a file, streamed (transcripts can be large)."""
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def gather(store_root: Path, now: datetime, since_seconds: float | None, consumed: set[str], *,
           transcripts: Iterable[str] = (), configured: Iterable[str] = (), workspaces: Iterable[str] = ()) -> Gathered:
    """The inputs to read this run: recent enough (``since_seconds=None`` = all) and not consumed before."""
    cutoff = None if since_seconds is None else now.timestamp() - since_seconds
    problems: list[str] = []
    chosen = []
    for path in candidate_paths(store_root, transcripts, configured, workspaces, problems):
        try:
            stat = path.stat()
            if cutoff is not None and stat.st_mtime <= cutoff:
                continue
            digest = file_digest(path)
        except OSError as exc:
            problems.append(f"{path}: cannot read ({exc.strerror or exc}); skipped")
            continue
        if digest in consumed:
            continue
        try:
            label = path.resolve().relative_to(store_root.resolve()).as_posix()
        except ValueError:
            label = str(path)
        chosen.append(Source(path, label, digest, stat.st_size))
    return Gathered(chosen, problems)
