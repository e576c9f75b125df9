"""The ``Store``: a directory of memory files, its configuration and its clock."""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memcli.clock import Clock
from memcli.config import Config, load_config
from memcli.errors import StoreNotFound, UsageError
from memcli.formats import regular_files
from memcli.formats.layout import MEMORY_INDEX, Layout, detect_layout
from memcli.safeedit import transaction as safeedit
from memcli.store import coldread, parse_cache
from memcli.store.files import Listed, compile_excludes, list_memory_files, read_file
from memcli.store.memory import Finding, Memory
from memcli.store.summary import Summary, summarize

log = logging.getLogger("memcli")

ENV_DIR = "MEMCLI_DIR"
FEW_FILES = 200  # ``Store.memories_of`` reads up to this many files itself rather than load the scan cache
DEFAULT_DIR = "memory"
INDEX_TEMPLATE = (
    "# Memory Index\n"
    "\n"
    "Curated index of memory files in `memory/`.\n"
    "\n"
    "<!-- Add entries as: - [topic](memory/filename.md) — brief description -->\n"
)


def resolve_store_path(option: str | os.PathLike | None, environ: Mapping[str, str] | None = None) -> Path:
    """The store directory: ``--dir``, then ``MEMCLI_DIR``, then ``./memory``."""
    env = os.environ if environ is None else environ
    chosen = option or env.get(ENV_DIR) or DEFAULT_DIR
    return Path(os.path.abspath(os.path.expanduser(os.fspath(chosen))))


def store_path_source(option: str | os.PathLike | None, environ: Mapping[str, str] | None = None) -> str:
    """How ``resolve_store_path`` finds the store: ``option`` (``--dir``), ``env`` (``MEMCLI_DIR``) or ``default``."""
    env = os.environ if environ is None else environ
    return "option" if option else "env" if env.get(ENV_DIR) else "default"


@dataclass(frozen=True)
class SummaryScan:
    """Every memory file's summary, plus findings for the files that could not be parsed."""

    summaries: tuple[Summary, ...]
    findings: tuple[Finding, ...]
    root: Path


@dataclass(frozen=True)
class Scan:
    """Every memory file of the store, parsed, plus findings for the files that could not be."""

    memories: tuple[Memory, ...]
    findings: tuple[Finding, ...]
    root: Path | None = None

    def live(self) -> list[Memory]:
        """The ``active`` memories."""
        return [m for m in self.memories if m.is_live]

    def by_id(self) -> dict[str, Memory]:
        """Memories by id (the first, by path, when ids collide)."""
        index: dict[str, Memory] = {}
        for memory in self.memories:
            index.setdefault(memory.id, memory)
        return index


class Store:
    """A memory store: where it is, how it is configured, what time it is."""

    def __init__(self, root: Path, config: Config, clock: Clock, *, wait: float = 10.0, command_line: str = "") -> None:
        self.root = Path(os.path.abspath(root))
        self.config = config
        self.clock = clock
        self.wait = wait
        # Every transaction made through this Store is one command run (``memcli history``, ``undo``).
        self.run = safeedit.Run(command_line)
        self._scan: Scan | None = None
        self._summaries: SummaryScan | None = None
        # the files the last scan had to parse, kept until the summaries are made from them (see ``summaries``)
        self._parsed: tuple[list[tuple[Listed, tuple]], list[Memory]] | None = None
        self._listing: tuple[list[Listed], list[Finding]] | None = None
        self._assumed: dict[str, bytes | None] = {}
        self._layout: Layout | None = None
        self._written: list[str] | None = None  # while ``locked``: files committed, noted once at the end
        # Called with the store and the paths after memcli wrote memory files: rooms above the store keep their
        # own read indexes current this way (the recall index the UserPromptSubmit hook reads as it is).
        self.after_write: list[Callable[[Store, list[str]], None]] = []

    @classmethod
    def open(cls, root: Path, clock: Clock, *, options: Mapping[str, Any] | None = None,
             environ: Mapping[str, str] | None = None, wait: float = 10.0, recover: bool = True,
             command_line: str = "") -> "Store":
        """Open an existing store: check it, load its config, recover interrupted transactions.

        ``command_line`` names the command run its transactions make (``memcli history``).
        """
        root = Path(os.path.abspath(root))
        if not root.exists():
            raise StoreNotFound(f"store {root} does not exist; create it with `memcli init {root}`")
        if not root.is_dir():
            raise UsageError(f"store {root} is not a directory")
        if not os.access(root, os.R_OK | os.X_OK):
            raise UsageError(f"store {root} is not readable")
        _check_state_dir(root)
        config = load_config(root, environ).with_options(options or {})
        store = cls(root, config, clock, wait=wait, command_line=command_line)
        if recover:
            safeedit.recover(root)
        return store

    # -- paths ---------------------------------------------------------------

    @property
    def state_dir(self) -> Path:
        """``<store>/.memcli``: tool state."""
        return self.root / safeedit.STATE_DIR

    @property
    def layout(self) -> Layout:
        """Where each kind of file lives in this store (``memcli`` or Claude Code's folder, docs/contracts.md §1b)."""
        if self._layout is None:
            self._layout = detect_layout(self.root, str(self.config["layout"]))
        return self._layout

    def candidates_dir(self) -> str:
        """Store-relative folder of the review queue's candidate files (``""``: the root)."""
        return self.layout.candidates_dir(str(self.config["paths.new_memories"]))

    def queue_files(self) -> Scan:
        """The candidate files of a queue folder the memory walk does not see (Claude Code's layout), else none."""
        folder = self.layout.queue_folder
        return self.scan_folder(folder) if folder else Scan((), (), self.root)

    def path(self, rel: str) -> Path:
        """Absolute path of a store-relative path (no checks; use for reading)."""
        return self.root / rel

    def rel(self, path: str | os.PathLike) -> str:
        """Store-relative POSIX path of an absolute path inside the store."""
        return Path(os.path.abspath(path)).relative_to(self.root).as_posix()

    # -- reading -------------------------------------------------------------

    def scan(self, *, refresh: bool = False) -> Scan:
        """Read every memory file (through the cache) once per Store."""
        if self._scan is None or refresh:
            if refresh:
                self._listing = self._summaries = None
            self._parsed = None
            self._scan = self._read_all()
        return self._scan

    def listing(self) -> tuple[list[Listed], list[Finding]]:
        """The memory files and what the walk skipped: one walk per Store until a write or a refresh.

        A command that reads the store twice (``context``: the recall index and the summaries) walks it
        once. The lists are shared: callers copy before changing them.
        """
        if self._listing is None:
            self._listing = list_memory_files(str(self.root), compile_excludes(self.config["exclude"]),
                                              int(self.config["max_file_bytes"]))
        return self._listing

    def memories_of(self, rels: Iterable[str]) -> list[Memory]:
        """The memories at these store-relative paths, by path, parsed or built from the scan cache.

        Nothing else of the store is parsed or built; a file that is gone, not a memory or unreadable is
        left out. A few files are read directly (cheaper than loading the cache of a large store); many
        are built from the scan cache, and when many of those are not current in it (a first read), the
        whole store is scanned instead, which fills the cache.
        """
        wanted = set(rels)
        if self._scan is not None or self._assumed:
            return [m for m in self.scan().memories if m.rel in wanted]
        max_bytes = int(self.config["max_file_bytes"])
        chosen = [item for item in self.listing()[0] if item.rel in wanted]
        if len(chosen) <= FEW_FILES:
            payloads = [coldread.parse_one(item, max_bytes, _full_payload, read_file) for item in chosen]
        else:
            cached = parse_cache.load(self.state_dir, (max_bytes,), parse_cache.FULL)
            hits = [cached.get(item.rel) for item in chosen]
            del cached
            current = [h is not None and h[0] == i.mtime_ns and h[1] == i.size and h[2] is not None
                       for i, h in zip(chosen, hits)]
            if current.count(False) > max(FEW_FILES, len(chosen) // 10):
                return [m for m in self.scan().memories if m.rel in wanted]
            payloads = [h[2] if ok else coldread.parse_one(i, max_bytes, _full_payload, read_file)
                        for i, h, ok in zip(chosen, hits, current)]
        return [_memory_of(item, payload[1]) for item, payload in zip(chosen, payloads)
                if payload is not None and payload[0] == "m"]

    def assume_written(self, staged: Mapping[str, bytes | None]) -> None:
        """Let later scans see these store files as if written (``None``: removed) though nothing was.

        A dry run of several transactions in a row (the nightly run) stages
        each step's writes and never commits them; with this, a later step
        reads what the earlier ones would have written, as the real run does.
        """
        self._assumed = dict(staged)
        self._scan = self._parsed = None

    @property
    def assumes_writes(self) -> bool:
        """Whether scans show staged writes the files do not have yet (``assume_written``)."""
        return bool(self._assumed)

    def memories(self) -> tuple[Memory, ...]:
        """All parsed memory files."""
        return self.scan().memories

    def live(self) -> list[Memory]:
        """The ``active`` memories."""
        return self.scan().live()

    def summaries(self) -> SummaryScan:
        """Summaries of every memory file (through their own, smaller cache): the fast path for whole-store listings.

        Read once per Store, like ``scan``; a transaction on the store forgets them.
        """
        if self._summaries is None:
            parsed, self._parsed = self._parsed, None
            self._summaries = self._summaries_of(parsed) if parsed is not None else self._read_summaries()
        return self._summaries

    def _summaries_of(self, parsed: tuple[list[tuple[Listed, tuple]], list[Memory]]) -> SummaryScan:
        """The summaries of a scan that has just parsed most of the store (a first read), and their cache saved.

        The summary cache is then as stale as the scan cache was: reading it would parse every file a second
        time (``memcli lint`` needs both the full memories and the summaries' file checks).
        """
        pairs, parsed_memories = parsed
        memories = iter(parsed_memories)
        summaries: list[Summary] = []
        findings = list(self.listing()[1])
        entries: dict[str, tuple] = {}
        for item, payload in pairs:
            if payload[0] == "m":
                summary = summarize(next(memories))
                summaries.append(summary)
                payload = ("m", tuple(summary))
            else:
                findings.append(_finding_of(item, payload))
            entries[item.rel] = (item.mtime_ns, item.size, payload)
        parse_cache.save(self.state_dir, (int(self.config["max_file_bytes"]),), entries, parse_cache.SUMMARY)
        findings.sort(key=lambda f: (f.path, f.line or 0))
        return SummaryScan(tuple(summaries), tuple(findings), self.root)

    def _read_summaries(self) -> SummaryScan:
        pairs, findings, _ = self._cached_payloads(parse_cache.SUMMARY, lambda m: tuple(summarize(m)))
        summaries = []
        for item, payload in pairs:
            if payload[0] == "m":
                summaries.append(Summary._make(payload[1]))
            else:
                findings.append(_finding_of(item, payload))
        findings.sort(key=lambda f: (f.path, f.line or 0))
        return SummaryScan(tuple(summaries), tuple(findings), self.root)

    def _read_all(self) -> Scan:
        pairs, findings, parsed = self._cached_payloads(parse_cache.FULL, _full_payload)
        memories: list[Memory] = []
        for item, payload in pairs:
            if payload[0] == "m":
                memories.append(_memory_of(item, payload[1]))
            else:
                findings.append(_finding_of(item, payload))
        findings.sort(key=lambda f: (f.path, f.line or 0))
        if self._assumed:
            memories = self._with_assumed(memories, findings)
        elif parsed > max(FEW_FILES, len(pairs) // 10):
            self._parsed = (pairs, memories)  # the summaries are made from these, not read again (``summaries``)
        return Scan(tuple(memories), tuple(findings), self.root)

    def _with_assumed(self, memories: list[Memory], findings: list[Finding]) -> list[Memory]:
        """``memories`` with the assumed writes applied (see ``assume_written``); new files come last."""
        from memcli.errors import FrontmatterError
        from memcli.formats.layout import RESERVED_DIRS
        from memcli.store.frontmatter import parse

        kept = {m.rel: m for m in memories if m.rel not in self._assumed}
        unreadable = {f.path for f in findings}
        for rel, data in sorted(self._assumed.items()):
            parts = rel.split("/")
            if data is None or not rel.endswith(".md") or rel in unreadable or rel == MEMORY_INDEX \
                    or parts[0] in RESERVED_DIRS or any(p.startswith(".") for p in parts):
                continue
            try:
                meta, body, has_frontmatter = parse(data.decode("utf-8"))
            except (FrontmatterError, UnicodeDecodeError):
                continue
            kept[rel] = Memory.create(str(self.root / rel), rel, meta, body, has_frontmatter, 0, len(data))
        return list(kept.values())

    def _cached_payloads(self, name: str, payload_of: Callable[[Memory], tuple]) -> tuple[list[tuple[Listed, tuple]], list[Finding], int]:
        """List the memory files and pair each with its cached payload, parsing only new or changed files
        (how many were parsed is the third item).

        A payload is ``("m", payload_of(memory))`` or ``("f", code, line, message)``. Many files to
        parse (the first read of a store) are parsed on every core (``memcli.store.coldread``).
        """
        max_bytes = int(self.config["max_file_bytes"])
        listed, findings = self.listing()
        findings = list(findings)
        settings = (max_bytes,)
        cached = parse_cache.load(self.state_dir, settings, name)
        found: list[tuple | None] = [None] * len(listed)
        todo: list[int] = []
        changed = len(cached) != len(listed)
        for position, item in enumerate(listed):
            hit = cached.get(item.rel)
            if hit is not None and hit[0] == item.mtime_ns and hit[1] == item.size:
                if hit[2] is not None:
                    found[position] = hit[2]
                    continue
                # known to be too deeply nested to cache (``parse_cache.save``): parse it, the cache stays as it is
            else:
                changed = True
            todo.append(position)
        del cached
        for position, payload in zip(todo, coldread.payloads([listed[p] for p in todo], max_bytes, payload_of, read_file)):
            found[position] = payload
        pairs = [(item, payload) for item, payload in zip(listed, found) if payload is not None]
        if changed:
            entries = {item.rel: (item.mtime_ns, item.size, payload) for item, payload in pairs}
            parse_cache.save(self.state_dir, settings, entries, name)
        return pairs, findings, len(todo)

    def scan_folder(self, folder: str) -> Scan:
        """Read the ``*.md`` files of a reserved folder (``knowledge``, ``entities``), uncached."""
        max_bytes = int(self.config["max_file_bytes"])
        listed, findings = list_memory_files(str(self.root), None, max_bytes, folder=folder)
        memories: list[Memory] = []
        for item in listed:
            result = read_file(item, max_bytes)
            if result is not None:
                (memories if isinstance(result, Memory) else findings).append(result)
        return Scan(tuple(memories), tuple(findings), self.root)

    def read_text(self, rel: str) -> str | None:
        """A store file's text, ``None`` when missing."""
        try:
            return regular_files.read_text(self.path(rel))
        except FileNotFoundError:
            return None

    # -- writing -------------------------------------------------------------

    @contextmanager
    def transaction(self, command: str, *, dry_run: bool = False) -> Iterator[safeedit.Transaction]:
        """A safe-edit transaction on this store (lock, recovery, commit on exit)."""
        with safeedit.transaction(self.root, command, self.clock, dry_run=dry_run, wait=self.wait, run=self.run,
                                  verify=verify_write) as tx:
            yield tx
        read = self._scan if not self._assumed else None
        self._scan = self._summaries = self._listing = self._parsed = None  # what was read before the write is stale now
        if not dry_run and tx.record is not None:
            if self._written is not None:
                self._written.extend(tx.record.paths)
            else:
                self.note_written(tx.record.paths, read=read)

    def note_written(self, rels: Iterable[str], *, read: Scan | None = None) -> None:
        """Bring the newest read cache up to date after memcli wrote these files (a commit, an undo).

        The SessionStart hook counts the candidates waiting for review from
        the newest read cache without reading the store (docs/contracts.md §9), so a
        review decision or an undo must leave that cache current. Only a
        write to a memory file matters; only the files that changed are
        parsed again. ``read`` is a scan made before the write (the one the
        command planned from): when the scan cache is the newest and every
        written file is one of its memories, the cache is made from it and
        the written files alone, without listing the store again.
        """
        rels = list(rels)
        if not any(rel.endswith(".md") for rel in rels):
            return
        newest = parse_cache.newest(self.state_dir, (parse_cache.SUMMARY, parse_cache.FULL))
        self._scan = self._summaries = self._listing = self._parsed = None
        if newest == parse_cache.SUMMARY:
            self.summaries()
        elif newest == parse_cache.FULL and not (read is not None and self._update_scan_cache(read, rels)):
            self.scan()
        for callback in self.after_write:
            callback(self, rels)

    def _update_scan_cache(self, read: Scan, rels: list[str]) -> bool:
        """Save the scan cache as ``read`` plus the written files parsed again; ``False`` (nothing saved) when a
        written file is not one of ``read``'s memories (new, removed, unreadable before): a full scan decides then.

        An entry is a file's payload under the modification time and size it had when it was read, so an
        entry of ``read`` that another program changed since is just not current at the next read.
        """
        written = {rel for rel in rels if rel.endswith(".md")}
        kept = [m for m in read.memories if m.rel not in written]
        if len(kept) + len(written) != len(read.memories):
            return False
        max_bytes = int(self.config["max_file_bytes"])
        entries = {m.rel: (m.mtime_ns, m.size, ("m", _full_payload(m))) for m in kept}
        for rel in sorted(written):
            path = str(self.root / rel)
            try:
                stat = os.lstat(path)
            except OSError:
                return False
            payload = coldread.parse_one(Listed(rel, path, stat.st_mtime_ns, stat.st_size), max_bytes, _full_payload,
                                         read_file)
            if payload is None:
                return False
            entries[rel] = (stat.st_mtime_ns, stat.st_size, payload)
        return parse_cache.save(self.state_dir, (max_bytes,), entries, parse_cache.FULL)

    @contextmanager
    def locked(self, command: str) -> Iterator[None]:
        """Hold the store lock across several transactions (the nightly run); the read cache is noted once, after."""
        outer = self._written is None
        if outer:
            self._written = []
        try:
            with safeedit.store_lock(self.state_dir, wait=self.wait, command=command):
                yield
        finally:
            if outer:
                written, self._written = self._written, None
                self.note_written(written)


def _check_state_dir(root: Path) -> None:
    """Refuse a store whose tool state leads outside it through a symbolic link.

    memcli writes under ``.memcli/`` (lock holder, logs, caches, backups);
    a link there, e.g. ``.memcli/lock.info -> ~/.bashrc`` planted in a
    synced folder, would make it write outside the store. Two small
    listings per command.
    """
    state = root / safeedit.STATE_DIR
    if state.is_symlink():
        raise UsageError(f"{state} is a symbolic link; memcli keeps its tool state inside the store (remove the link)")
    for folder in (state, state / "cache"):
        try:
            with os.scandir(folder) as entries:
                linked = [entry.path for entry in entries if entry.is_symlink()]
        except OSError:
            continue
        if linked:
            raise UsageError(f"{linked[0]} is a symbolic link; memcli will not write tool state through it (remove it)")


def verify_write(rel: str, before: bytes | None, after: bytes) -> str | None:
    """The store's check of a written file (``Transaction.verify``): a memory file that parsed still parses."""
    if rel.endswith(".md") and _parses(before) and not _parses(after):
        return "frontmatter no longer parses"
    return None


def _parses(data: bytes | None) -> bool:
    from memcli.store import frontmatter

    if data is None:
        return True
    try:
        return frontmatter.parses(data.decode("utf-8"))
    except UnicodeDecodeError:
        return False


def _full_payload(memory: Memory) -> tuple:
    """What the scan cache keeps of a memory: ``(frontmatter, body, has_frontmatter)``."""
    return dict(memory.meta), memory.body, memory.has_frontmatter


def _memory_of(item: Listed, payload: tuple) -> Memory:
    """The memory of a listed file from its ``_full_payload``."""
    meta, body, has_frontmatter = payload
    return Memory.create(item.path, item.rel, meta, body, has_frontmatter, item.mtime_ns, item.size)


def _finding_of(item: Listed, payload: tuple) -> Finding:
    return Finding(item.rel, payload[2], payload[1], payload[3])


INDEX_HEADING = "# Memory Index\n"


def initial_index(root: Path, layout: Layout, config: Config | None = None) -> str:
    """The ``MEMORY.md`` a store starts with: the template; in Claude Code's folder, an index of every memory found.

    Claude Code opens a topic file only when ``MEMORY.md`` leads there, so an
    adopted folder's index links each memory file as ``- [name](file) —
    description`` (docs/contracts.md §1b), in file-name order.
    """
    if not layout.native:
        return INDEX_TEMPLATE
    from memcli.formats.index_links import link_line

    config = config or load_config(root)
    max_bytes = int(config["max_file_bytes"])
    listed, _findings = list_memory_files(str(root), compile_excludes(config["exclude"]), max_bytes)
    lines = []
    for item in listed:
        memory = read_file(item, max_bytes)
        if isinstance(memory, Memory):
            first = next((line.strip() for line in memory.content.splitlines() if line.strip()), "")
            lines.append(link_line(memory.name or memory.stem, item.rel, memory.description or first))
        elif isinstance(memory, Finding) and memory.code == "yaml_error":
            # text Claude Code reads even where memcli's YAML reader gives up: linked by its file name
            stem = item.rel.rsplit("/", 1)[-1].removesuffix(".md")
            lines.append(link_line(stem, item.rel, stem.replace("_", " ").replace("-", " ")))
    return INDEX_HEADING + ("\n" + "\n".join(lines) + "\n" if lines else "")


def init_store(root: Path, clock: Clock, *, dry_run: bool = False) -> list[str]:
    """Create a store skeleton; returns the store-relative paths created.

    A directory with its ``MEMORY.md`` is an existing store: nothing changes.
    An existing folder without one (memory files written by another tool,
    such as Claude Code's auto-memory folder) is adopted: ``MEMORY.md`` is
    added and no other file is touched; in Claude Code's folder it links
    every memory found. A directory holding ``.memcli/`` may
    be an ``init`` that was interrupted: its transaction is rolled back first.
    """
    root = Path(os.path.abspath(root))
    if root.exists() and not root.is_dir():
        raise UsageError(f"{root} exists and is not a directory")
    if root.exists():
        if safeedit.state_dir(root).is_dir() and not dry_run:
            safeedit.recover(root)  # also removes the temp file a killed init may have left
        if os.path.lexists(root / MEMORY_INDEX):
            return []
    if dry_run:
        return [MEMORY_INDEX]
    root.mkdir(parents=True, exist_ok=True)
    config = load_config(root)
    index = initial_index(root, detect_layout(root, str(config["layout"])), config)
    with safeedit.transaction(root, "init", clock, verify=verify_write) as tx:
        tx.write_text(MEMORY_INDEX, index)
    return [MEMORY_INDEX]
