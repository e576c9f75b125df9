"""Everything ``memcli validate`` checks, composed from each room's own validator."""

from __future__ import annotations

from dataclasses import dataclass

from memcli.store import Finding, Store
from memcli.store.validate import validate_summaries


@dataclass(frozen=True)
class ValidateResult:
    """What ``memcli validate`` reports."""

    findings: tuple[Finding, ...]
    files_checked: int


def validate(store: Store) -> ValidateResult:
    """All findings for the store: memory files first, then the other file kinds."""
    scan = store.summaries()
    findings = validate_summaries(scan.summaries, scan.findings, scan.root)
    findings.sort(key=lambda f: (f.path, f.line or 0, f.code))
    return ValidateResult(tuple(findings), len(scan.summaries) + len({f.path for f in scan.findings}))
