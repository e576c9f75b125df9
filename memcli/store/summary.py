"""Per-file summaries: the few fields whole-store commands need, small enough to load 50,000 of in a blink.

``validate`` and ``patterns list`` read summaries instead of full memories;
they are cached in ``.memcli/cache/summary.marshal`` like the full index.
"""

from __future__ import annotations

from memcli.formats.cache_frame import SummaryRecord
from memcli.store.checks import derived_ids, file_findings, partner_names, superseded_by
from memcli.store.memory import Finding, Memory
from memcli.text import collapse_ws


class Summary(SummaryRecord):
    """What validate and listings need of one memory file (the fields are the cache format's, ``SummaryRecord``)."""

    __slots__ = ()

    @property
    def file_name(self) -> str:
        """The file name (``b.md``)."""
        return self.rel.rsplit("/", 1)[-1]

    @property
    def stem(self) -> str:
        """The file name without ``.md``."""
        return self.file_name[:-3]

    def own_findings(self) -> list[Finding]:
        """This file's own findings as ``Finding`` values."""
        return [Finding(self.rel, line, code, message) for line, code, message in self.findings]


# ``memcli context`` offers every live memory that is pinned or of these kinds (its identity and
# preference sections): their content rides along in the summary, so a pack needs no full scan.
IDENTITY_TYPES = frozenset({"identity", "user"})
PREFERENCE_TYPES = frozenset({"preference", "feedback"})


def offered(memory: Memory) -> bool:
    """Whether ``memcli context`` may offer this memory whatever the prompt (pinned, identity, preference)."""
    return memory.get("pinned") is True or memory.type.casefold() in IDENTITY_TYPES | PREFERENCE_TYPES


FIRST_LINE_MAX = 121  # previews show 117 characters + "..." past 120: 121 tell them apart


def first_body_line(body: str) -> str:
    """The first non-empty line of a body, whitespace collapsed, cut to ``FIRST_LINE_MAX`` characters."""
    for line in body.splitlines():
        if line.strip():
            return collapse_ws(line[: FIRST_LINE_MAX * 4])[:FIRST_LINE_MAX]
    return ""


def summarize(memory: Memory) -> Summary:
    """Summarize one parsed memory (runs its per-file checks)."""
    last = memory.meta.get("last_reinforced_at")
    return Summary(
        memory.rel, memory.id, memory.type, memory.status,
        tuple((f.line, f.code, f.message) for f in file_findings(memory)),
        superseded_by(memory), derived_ids(memory), partner_names(memory),
        memory.reinforcement_count, last if isinstance(last, str) else None, first_body_line(memory.body),
        memory.project, memory.get("pinned") is True, memory.confidence, memory.live_content if offered(memory) else "",
    )
