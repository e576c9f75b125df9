"""Everything ``memcli validate`` checks, composed from each room's own validator."""

from __future__ import annotations

from memcli.store import Finding, Store
from memcli.store.validate import validate_scan


def validate(store: Store) -> list[Finding]:
    """All findings for the store: memory files first, then the other file kinds."""
    findings = validate_scan(store.scan())
    findings.sort(key=lambda f: (f.path, f.line or 0, f.code))
    return findings
