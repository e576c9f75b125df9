"""``memcli validate``: every problem with the store's memory files, each with path, line and a stable code.

Codes: ``yaml_error unsafe_yaml not_utf8 binary too_large not_a_file outside_store
unsafe_path duplicate_id invalid_value dangling_ref unreadable``. Per-file
checks live in ``memcli.store.checks`` (and are cached with each file's
summary); this module adds the cross-file ones.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

from memcli.store.checks import key_line_in
from memcli.store.memory import Finding
from memcli.store.store import Scan
from memcli.store.summary import Summary, summarize


def _cross_finding(root: Path | None, summary: Summary, key: str, code: str, message: str) -> Finding:
    line = key_line_in(str(root / summary.rel), key) if root is not None else None
    return Finding(summary.rel, line, code, message)


def _duplicates(root: Path | None, summaries: Sequence[Summary]) -> Iterable[Finding]:
    """Report every file sharing an id except its owner.

    The owner is the one file named after the id (``a.md`` for id ``a``) if
    exactly one is, else the first by path.
    """
    seen: set[str] = set()
    repeated = {s.id for s in summaries if s.id in seen or seen.add(s.id)}
    groups: dict[str, list[Summary]] = {}
    for summary in summaries:
        if summary.id in repeated:
            groups.setdefault(summary.id, []).append(summary)
    for memory_id, group in groups.items():
        named = [s for s in group if s.stem == memory_id]
        owner = named[0] if len(named) == 1 else group[0]
        for summary in group:
            if summary is not owner:
                yield _cross_finding(root, summary, "id", "duplicate_id", f"id {memory_id!r} is also used by {owner.rel}")


def _dangling(root: Path | None, summaries: Sequence[Summary]) -> Iterable[Finding]:
    ids = {s.id for s in summaries}
    names = {s.file_name for s in summaries}
    for summary in summaries:
        target, derived, partners = summary.superseded_by, summary.derived_ids, summary.partners
        if target is None and not derived and not partners:
            continue
        if target is not None and target not in ids:
            yield _cross_finding(root, summary, "supersededBy", "dangling_ref", f"supersededBy {target!r} names no memory")
        for ref in derived:
            if ref not in ids:
                yield _cross_finding(root, summary, "derived_from", "dangling_ref", f"derived_from {ref!r} names no memory")
        for partner in partners:
            if partner not in names:
                yield _cross_finding(root, summary, "do_not_reopen", "dangling_ref", f"do_not_reopen partner {partner!r} names no memory file")


def validate_summaries(summaries: Sequence[Summary], read_findings: Iterable[Finding], root: Path | None = None) -> list[Finding]:
    """All findings: unreadable files, each file's own problems, duplicate ids, dangling references."""
    findings = list(read_findings)
    for summary in summaries:
        if summary.findings:
            findings.extend(summary.own_findings())
    findings.extend(_duplicates(root, summaries))
    findings.extend(_dangling(root, summaries))
    findings.sort(key=lambda f: (f.path, f.line or 0, f.code))
    return findings


def validate_scan(scan: Scan) -> list[Finding]:
    """Validate an already scanned store (full memories)."""
    return validate_summaries([summarize(m) for m in scan.memories], scan.findings, scan.root)

