"""Builders for pattern-reinforcement test stores."""

from __future__ import annotations

import json
from pathlib import Path

from memcli.clock import make_clock
from memcli.store import Store

NOW = "2026-04-25T12:00:00Z"
STAMP = "2026-04-25T12:00:00.000Z"


def remnic(body: str, *, id: str | None = None, category: str = "preference", updated: str | None = None,
           created: str | None = None, status: str | None = None, key: str = "category", **extra: object) -> str:
    """A remnic-style memory file (frontmatter keys in remnic's order)."""
    lines = ["---"]
    if id is not None:
        lines.append(f"id: {id}")
    if key == "metadata.type":
        lines += ["metadata:", "  node_type: memory", f"  type: {category}"]
    elif key:
        lines.append(f"{key}: {category}")
    if created is not None:
        lines.append(f"created: {created}")
    if updated is not None:
        lines.append(f"updated: {updated}")
    if status is not None:
        lines.append(f"status: {status}")
    for name, value in extra.items():
        lines.append(f"{name}: {value if isinstance(value, str) else json.dumps(value)}")
    lines.append("---")
    return "\n".join(lines) + "\n" + body + "\n"


def open_store(root: Path, now: str = NOW, **options: object) -> Store:
    """Open a test store with a fixed clock."""
    return Store.open(root, make_clock(now), options=options or None)


def meta_of(root: Path, rel: str) -> dict:
    """The parsed frontmatter of one file."""
    from memcli.store.frontmatter import parse

    return parse((root / rel).read_text("utf-8"))[0]
