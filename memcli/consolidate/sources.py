"""Step 1 of the nightly run: which interaction and transcript files to read.

Sources: ``<store>/inbox/``, ``--transcripts PATH`` options, the config's
``consolidate.transcripts`` (folders or globs) and, for each configured
``consolidate.claude_workspaces`` entry, Claude Code's default location
``~/.claude/projects/<encoded workspace>/`` (the absolute workspace path with
every ``/`` and ``.`` replaced by ``-``). In Claude Code's auto-memory folder
(``Layout.sessions_dir``), with no ``--transcripts`` and no
``consolidate.transcripts``, the ``*.jsonl`` transcripts of the folder above
the store are the default input (docs/contracts.md §1b).

No file of the store (but its ``inbox/``) and nothing under any
``.memcli/`` folder is ever an input, whatever a path names: a folder that
holds the store is walked without it, so the store's memories, its index,
the diary, lint stats, run records and queued candidates never reinforce
themselves. An input is taken when its mtime is
later than now − since on the memcli clock (``since = all`` takes every
input), and when it holds something not consumed before (``ledger``): a file
whose content hash was consumed is skipped; a JSON-lines file that grew
since its consumed prefix is read from there on, up to its last complete
line (a last line without its newline is still being written).
"""

from __future__ import annotations

import glob
import hashlib
import logging
import os
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from memcli.consolidate.ledger import Consumed, Ledger, Prefix
from memcli.formats.jsonl import WHOLE, Span
from memcli.formats.layout import INBOX, MEMORY_INDEX, STATE_DIR
from memcli.formats.regular_files import not_regular_message, open_regular

log = logging.getLogger("memcli")

INPUT_SUFFIXES = (".json", ".jsonl", ".md", ".txt")
BLOCK = 1 << 20


@dataclass(frozen=True)
class Source:
    """One input file chosen for this run: where to read it, and what the ledger records once it is read."""

    path: Path
    label: str  # how the diary names it: store-relative for inbox files, else the path
    digest: str  # SHA-256 of the content when gathered
    size: int
    real_path: str = ""
    span: Span = WHOLE  # JSON lines: the part to read (new complete lines only)
    complete: bool = True  # ends with a newline (or is not JSON lines): consumed whole once read
    prefix: Prefix | None = None  # JSON lines: the prefix consumed once read
    mined_before: int = 0  # lines up to this one were consumed by an older extractor: mined again, not reinforced

    def consumed(self) -> Consumed:
        """The ledger entry for this input once read."""
        return Consumed(self.label, self.real_path, self.digest if self.complete else None, self.prefix)


@dataclass(frozen=True, slots=True)
class Scan:
    """One pass over a file: its hash, where its last complete line ends, and the hash up to a known offset."""

    digest: str
    size: int
    complete_end: int  # the offset after the last newline
    lines: int  # complete lines
    complete_digest: str  # SHA-256 of the first ``complete_end`` bytes
    known_digest: str | None  # SHA-256 of the first ``known`` bytes, when asked and the file is that long


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


@dataclass(frozen=True)
class Fence:
    """What is never an input: the store (but its inbox) and every ``.memcli/`` folder."""

    store: str  # the store's real path
    inbox: str

    @classmethod
    def of(cls, store_root: Path) -> "Fence":
        """The fence around the store at ``store_root``."""
        real = os.path.realpath(store_root)
        return cls(real, os.path.join(real, INBOX))

    def keeps_out(self, path: str | os.PathLike) -> bool:
        """Whether ``path`` is part of the store or of memcli's state (never read as an input)."""
        real = os.path.realpath(path)
        if STATE_DIR in Path(real).parts:
            return True
        if _within(real, self.inbox):
            return False
        return _within(real, self.store)

    def skips_folder(self, path: str) -> bool:
        """Whether a walk must not enter this folder: the store, a ``.memcli/``, or any memory store (its ``MEMORY.md``)."""
        real = os.path.realpath(path)
        return os.path.basename(real) == STATE_DIR or real == self.store or os.path.isfile(os.path.join(real, MEMORY_INDEX))


def _within(path: str, folder: str) -> bool:
    return path == folder or path.startswith(folder.rstrip(os.sep) + os.sep)


def _walk(folder: Path, problems: list[str], origin: str, fence: Fence | None = None) -> list[Path]:
    """Input files below ``folder``; a subfolder that cannot be listed is a problem, not a silent gap.

    A subfolder that is the store (or a ``.memcli/``) is not entered.
    """
    found: list[Path] = []

    def unreadable(error: OSError) -> None:
        problems.append(f"{origin}: cannot read {error.filename} ({error.strerror or error}); skipped")

    for current, dirs, files in os.walk(folder, onerror=unreadable):
        if fence is not None:
            skipped = [d for d in dirs if fence.skips_folder(os.path.join(current, d))]
            if skipped:
                log.info("consolidate: %s: not reading %s (the store and memcli's own files are never inputs)",
                         origin, ", ".join(os.path.join(current, d) for d in skipped))
            dirs[:] = [d for d in dirs if d not in skipped]
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


def _expand(entry: str, origin: str, problems: list[str], fence: Fence | None = None) -> list[Path]:
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
        return _walk(path, problems, where, fence)
    if not path.is_file():
        problems.append(f"{where}: no such file or directory; nothing read")
        return []
    return [path]


def default_sessions(transcripts: Iterable[str], configured: Iterable[str], sessions_dir: str | None) -> str | None:
    """The folder whose transcripts are read by default: the layout's, unless paths are given or configured."""
    return sessions_dir if sessions_dir and not list(transcripts) and not list(configured) else None


def input_folders(store_root: Path, transcripts: Iterable[str], configured: Iterable[str], workspaces: Iterable[str],
                  sessions_dir: str | None = None) -> list[tuple[str, str]]:
    """``(folder or path, where it comes from)`` for every place a run reads inputs from (``status``, ``-v``)."""
    transcripts, configured = list(transcripts), list(configured)
    found: list[tuple[str, str]] = [(str(store_root / INBOX), "inbox")] if (store_root / INBOX).is_dir() else []
    found += [(os.path.expanduser(entry), "--transcripts") for entry in transcripts]
    found += [(os.path.expanduser(entry), "consolidate.transcripts") for entry in configured]
    found += [(str(claude_project_dir(w)), f"consolidate.claude_workspaces {w}") for w in workspaces]
    default = default_sessions(transcripts, configured, sessions_dir)
    if default:
        found.append((os.path.join(default, "*.jsonl"), "Claude Code sessions beside the store"))
    return found


def candidate_paths(store_root: Path, transcripts: Iterable[str], configured: Iterable[str],
                    workspaces: Iterable[str], problems: list[str] | None = None,
                    sessions_dir: str | None = None) -> list[Path]:
    """Every input file the run could read, deduplicated, in a stable order.

    A ``--transcripts`` path, a ``consolidate.transcripts`` entry or a
    ``consolidate.claude_workspaces`` folder that does not exist or cannot be
    read is added to ``problems``: a typo there must not mine nothing, silently,
    night after night. ``sessions_dir`` (Claude Code's layout) is read when no
    path is given or configured. Files of the store (but its inbox) and of any
    ``.memcli/`` are left out, whatever names them.
    """
    problems = [] if problems is None else problems
    transcripts, configured = list(transcripts), list(configured)
    fence = Fence.of(store_root)
    paths: list[Path] = []
    inbox = store_root / INBOX
    if inbox.is_dir() and not inbox.is_symlink():
        # not only regular files: a FIFO or socket named like an input is reported when read, never opened blocking
        paths.extend(sorted(p for p in inbox.rglob("*") if p.suffix in INPUT_SUFFIXES and not p.is_symlink()
                            and not p.is_dir()))
    for origin, entries in (("--transcripts", transcripts), ("consolidate.transcripts", configured)):
        for entry in entries:
            paths.extend(_expand(entry, origin, problems, fence))
    for workspace in workspaces:
        folder = claude_project_dir(workspace)
        if folder.is_dir():
            paths.extend(sorted(folder.rglob("*.jsonl")))
        else:
            problems.append(f"consolidate.claude_workspaces {workspace}: Claude Code has no transcripts folder {folder}; "
                            "nothing read")
    default = default_sessions(transcripts, configured, sessions_dir)
    if default:
        paths.extend(sorted(p for p in Path(default).glob("*.jsonl") if not p.is_symlink()))
    seen: set[str] = set()
    unique = []
    for path in paths:
        key = os.path.realpath(path)
        if key in seen:
            continue
        if fence.keeps_out(path):
            seen.add(key)
            if not _within(key, fence.inbox):
                log.info("consolidate: not reading %s: a file of the store or of memcli's own state is never an input",
                         path)
            continue
        if path.is_file():
            seen.add(key)
            unique.append(path)
        elif path.exists() and not path.is_dir():  # a FIFO would block the run (and its lock) for ever
            seen.add(key)
            message = f"{path}: {not_regular_message(path.stat().st_mode)}; skipped"
            log.warning("%s", message)
            problems.append(message)  # named under the night's Issues (docs/contracts.md §8), not only on stderr
    return unique


def scan_file(path: Path, known: int | None = None) -> Scan:
    """Hash a file in one streamed pass, noting where its complete lines end (transcripts can be large)."""
    whole = hashlib.sha256()
    at_newline = whole.copy()
    known_digest = whole.hexdigest() if known == 0 else None
    position = newline_end = lines = 0
    with open_regular(path) as handle:
        for block in iter(lambda: handle.read(BLOCK), b""):
            cut = known - position if known is not None and position < known < position + len(block) else None
            for piece in (block,) if cut is None else (block[:cut], block[cut:]):
                last = piece.rfind(b"\n")
                if last >= 0:
                    whole.update(piece[:last + 1])
                    at_newline, newline_end = whole.copy(), position + last + 1
                    lines += piece.count(b"\n")
                    piece = piece[last + 1:]
                    position = newline_end
                whole.update(piece)
                position += len(piece)
                if known is not None and position == known and known_digest is None:
                    known_digest = whole.hexdigest()
    return Scan(whole.hexdigest(), position, newline_end, lines, at_newline.hexdigest(), known_digest)


def _choose(path: Path, size: int, label: str, ledger: Ledger, version: int, reprocess: bool) -> Source | None:
    """What to read of one input, or ``None`` when it holds nothing new (for this extractor version).

    With ``reprocess``, what an older version consumed is read again for
    candidates; its responses were counted for reinforcement then, so they
    are not counted again (``mined_before``).
    """
    real = os.path.realpath(path)
    lines_file = path.name.lower().endswith(".jsonl")
    known = ledger.prefix(real) if lines_file else None
    scan = scan_file(path, known.bytes if known is not None and known.bytes <= size else None)
    consumer = ledger.file_version(scan.digest)
    if consumer is not None and (consumer >= version or not reprocess):
        return None
    mined_before = sys.maxsize if consumer is not None else 0
    if not lines_file:
        return Source(path, label, scan.digest, scan.size, real, mined_before=mined_before)
    start, first_line = 0, 1
    if known is not None and scan.known_digest == known.sha256:
        if known.extractor >= version or not reprocess:
            if scan.complete_end <= known.bytes:
                return None  # nothing new but (maybe) a line still being written
            start, first_line = known.bytes, known.lines + 1
        else:
            mined_before = max(mined_before, known.lines)
    extractor = known.extractor if start and known is not None else version
    return Source(path, label, scan.digest, scan.size, real, Span(start, first_line, scan.complete_end),
                  scan.complete_end == scan.size, Prefix(scan.complete_end, scan.lines, scan.complete_digest,
                                                         min(extractor, version)), mined_before)


def gather(store_root: Path, now: datetime, since_seconds: float | None, ledger: Ledger, *, version: int,
           reprocess: bool = False, transcripts: Iterable[str] = (), configured: Iterable[str] = (),
           workspaces: Iterable[str] = (), sessions_dir: str | None = None) -> Gathered:
    """The inputs to read this run: recent enough (``since_seconds=None`` = all) and holding something new.

    With ``reprocess``, what an older extractor ``version`` consumed counts
    as new again. Inputs that cannot be read are ``problems`` (named in the
    diary's Issues), never a silent gap.
    """
    cutoff = None if since_seconds is None else now.timestamp() - since_seconds
    problems: list[str] = []
    chosen = []
    for path in candidate_paths(store_root, transcripts, configured, workspaces, problems, sessions_dir):
        try:
            stat = path.stat()
        except OSError as exc:
            problems.append(f"{path}: cannot read ({exc.strerror or exc}); skipped")
            continue
        if cutoff is not None and stat.st_mtime <= cutoff:
            continue
        try:
            label = path.resolve().relative_to(store_root.resolve()).as_posix()
        except ValueError:
            label = str(path)
        try:
            source = _choose(path, stat.st_size, label, ledger, version, reprocess)
        except OSError as exc:
            problems.append(f"{path}: cannot read ({exc.strerror or exc}); skipped")
            continue
        if source is not None:
            chosen.append(source)
    return Gathered(chosen, problems)
