"""Which files are memories, and reading one file into a ``Memory`` or a ``Finding``."""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Iterable
from operator import itemgetter
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    import pathspec

from memcli.errors import FrontmatterError
from memcli.formats.layout import MEMORY_INDEX, RESERVED_DIRS
from memcli.formats.regular_files import NotRegularFile, is_regular, not_regular_message, read_bytes
from memcli.store.memory import Finding, Memory

BINARY_SNIFF = 8192
_S_ISREG = stat.S_ISREG


class Listed(NamedTuple):
    """A candidate memory file found by the walk (a tuple: 50,000 of them are made per scan)."""

    rel: str
    path: str
    mtime_ns: int
    size: int


_new_listed = tuple.__new__  # ``_new_listed(Listed, (rel, path, mtime_ns, size))``: a ``Listed``, one C call
_REL = itemgetter(0)


def compile_excludes(globs: Iterable[str]) -> "pathspec.PathSpec | None":
    """Compile gitignore-style exclude globs (``None`` when there are none)."""
    lines = [g for g in globs if g.strip()]
    if not lines:
        return None
    import pathspec  # only stores with excludes pay for it

    return pathspec.GitIgnoreSpec.from_lines(lines)


def is_inside(path: str, root_real: str) -> bool:
    """Whether the real path ``path`` lies inside the real directory ``root_real``."""
    return path == root_real or path.startswith(root_real.rstrip(os.sep) + os.sep)


def _symlink_finding(path: str, name: str, rel: str, root_real: str) -> Finding | None:
    """The finding for a symbolic link met by the walk (``None``: silently not followed)."""
    try:
        target_is_dir = os.path.isdir(path)
    except OSError:
        target_is_dir = False
    if not target_is_dir and not name.endswith(".md"):
        return None
    try:
        os.stat(path)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            return Finding(rel, None, "unsafe_path", "symlink loop; not followed")
        return None  # a dangling link to nothing: not a memory
    target = os.path.realpath(path)
    if not is_inside(target, root_real):
        return Finding(rel, None, "outside_store", f"symlink points outside the store ({target}); not followed")
    return None  # a link to something inside the store: read at its own path


def list_memory_files(root: str, excludes: "pathspec.PathSpec | None", max_bytes: int, *,
                      folder: str = "") -> tuple[list[Listed], list[Finding]]:
    """Walk the store and return memory files plus findings for what was skipped.

    With ``folder`` (e.g. ``knowledge``) only that folder of the store is
    walked and the reserved-path rules do not apply inside it. Never follows
    symbolic links: a link out of the store, or a loop, is a finding; a link
    inside the store is skipped (its target is read where it lives).
    Each folder is scanned through its file descriptor, so the one ``stat``
    per file (the cache key) resolves only the file's own name.
    """
    root_real = os.path.realpath(root)
    listed: list[Listed] = []
    findings: list[Finding] = []
    start = os.path.join(root, folder) if folder else root
    if folder and (os.path.islink(start) or not os.path.isdir(start)):
        return listed, findings
    stack = [(folder + "/" if folder else "", start)]
    while stack:
        prefix, directory = stack.pop()
        # Folders below the start are never links (checked when met); refuse one swapped in since.
        nofollow = os.O_NOFOLLOW if directory != start else 0
        try:
            fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY | nofollow)
        except OSError as exc:
            findings.append(Finding(prefix.rstrip("/") or ".", None, "unreadable", f"cannot list directory: {exc.strerror}"))
            continue
        try:
            _walk_folder(fd, prefix, directory, root_real, excludes, max_bytes, listed, findings, stack)
        finally:
            os.close(fd)
    listed.sort(key=_REL)  # by rel, unique: one string comparison per step, not a tuple's (half the time)
    return listed, findings


def _walk_folder(fd: int, prefix: str, directory: str, root_real: str, excludes: "pathspec.PathSpec | None",
                 max_bytes: int, listed: list[Listed], findings: list[Finding], stack: list[tuple[str, str]]) -> None:
    """List one folder: regular ``*.md`` files with their ``stat``, subfolders onto ``stack``, findings for the rest.

    Every store command pays this loop once per file (50,000 times at the largest budget), so the common
    case, a regular file (the directory entry's type says so, no system call), takes one branch and one
    ``stat``, and its ``Listed`` is made without the named tuple's Python-level constructor.
    """
    at_root = not prefix
    add = listed.append
    with os.scandir(fd) as entries:
        for entry in entries:
            name = entry.name
            if name[0] == "." or (at_root and (name in RESERVED_DIRS or name == MEMORY_INDEX)):
                continue
            if entry.is_file(follow_symlinks=False):  # a regular file, not a link to one
                if not name.endswith(".md"):
                    continue
                rel = prefix + name
                if excludes is not None and excludes.match_file(rel):
                    continue
                try:
                    stat = entry.stat(follow_symlinks=False)
                except OSError:
                    continue  # vanished between listing and stat
                if _S_ISREG(stat.st_mode) and stat.st_size <= max_bytes:
                    add(_new_listed(Listed, (rel, f"{directory}/{name}", stat.st_mtime_ns, stat.st_size)))
                else:  # swapped for a FIFO since the listing, or too large
                    _skipped(rel, stat, max_bytes, findings)
            else:
                _other_entry(entry, prefix, directory, root_real, excludes, max_bytes, listed, findings, stack)


def _other_entry(entry: os.DirEntry, prefix: str, directory: str, root_real: str,
                 excludes: "pathspec.PathSpec | None", max_bytes: int, listed: list[Listed], findings: list[Finding],
                 stack: list[tuple[str, str]]) -> None:
    """A folder entry that is not a regular file: a link, a subfolder, or a FIFO, socket or device."""
    name = entry.name
    rel = prefix + name
    path = f"{directory}/{name}"
    if entry.is_symlink():
        finding = _symlink_finding(path, name, rel, root_real)
        if finding:
            findings.append(finding)
    elif entry.is_dir(follow_symlinks=False):
        if excludes is None or not excludes.match_file(rel + "/"):
            stack.append((rel + "/", path))
    elif name.endswith(".md") and (excludes is None or not excludes.match_file(rel)):
        try:
            stat = entry.stat(follow_symlinks=False)
        except OSError:
            return  # vanished between listing and stat
        if is_regular(stat.st_mode) and stat.st_size <= max_bytes:  # replaced by a regular file since the listing
            listed.append(Listed(rel, path, stat.st_mtime_ns, stat.st_size))
        else:
            _skipped(rel, stat, max_bytes, findings)


def _skipped(rel: str, stat: os.stat_result, max_bytes: int, findings: list[Finding]) -> None:
    """The finding for a ``*.md`` that is not read: not a regular file (a FIFO would block the reader, a device
    never ends), or over ``max_file_bytes``."""
    if not is_regular(stat.st_mode):
        findings.append(Finding(rel, None, "not_a_file", f"{not_regular_message(stat.st_mode)}; skipped"))
    else:
        findings.append(Finding(rel, None, "too_large",
                                f"file is {stat.st_size} bytes, over max_file_bytes ({max_bytes}); skipped"))


def decode_text(data: bytes, rel: str) -> str | Finding:
    """Decode file bytes as UTF-8 text, or return the ``binary`` / ``not_utf8`` finding."""
    if b"\x00" in data[:BINARY_SNIFF]:
        return Finding(rel, None, "binary", "binary file (NUL bytes); skipped")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        return Finding(rel, line, "not_utf8", f"not valid UTF-8 (byte 0x{data[exc.start]:02x} at offset {exc.start}); skipped")


def parse_memory(text: str, path: str, rel: str, mtime_ns: int = 0, size: int = 0) -> Memory | Finding:
    """Parse memory text into a ``Memory``, or the finding that explains why not."""
    from memcli.store import frontmatter  # YAML is loaded only when a file must be parsed

    try:
        meta, body, has_fm = frontmatter.parse(text)
    except FrontmatterError as exc:
        return Finding(rel, exc.line, exc.code, exc.message)
    return Memory.create(path, rel, meta, body, has_fm, mtime_ns, size)


def read_file(item: Listed, max_bytes: int) -> Memory | Finding | None:
    """Read one listed file; ``None`` when it vanished since the listing."""
    try:
        data = read_bytes(item.path, max_bytes + 1)  # the name may have been swapped for a FIFO since the walk
    except FileNotFoundError:
        return None
    except NotRegularFile as exc:
        return Finding(item.rel, None, "not_a_file", f"{exc.strerror}; skipped")
    except OSError as exc:
        return Finding(item.rel, None, "unreadable", f"cannot read: {exc.strerror}")
    if len(data) > max_bytes:
        return Finding(item.rel, None, "too_large", f"file is over max_file_bytes ({max_bytes}); skipped")
    text = decode_text(data, item.rel)
    if isinstance(text, Finding):
        return text
    return parse_memory(text, item.path, item.rel, item.mtime_ns, item.size)
