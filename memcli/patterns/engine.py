"""Pattern reinforcement: cluster recurring memories, reinforce one canonical, supersede the rest.

The exact mode is remnic's maintenance job, rule for rule (docs/contracts.md §5); the
similar mode only changes how clusters are formed (``memcli.patterns.similar``).

The core is split so that ``consolidate`` can run it inside its own
transaction:

- ``plan_patterns(memories, ...)`` is pure: it returns a ``PatternPlan``
  holding the result value and the frontmatter edits to make;
- ``apply_plan(store, tx, plan)`` stages those edits into a caller's
  safe-edit transaction;
- ``run_patterns(store, ...)`` is the whole ``memcli patterns run``.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from memcli.errors import FrontmatterError, UsageError
from memcli.patterns.rules import (
    DEFAULT_CATEGORIES,
    DERIVED_VIA,
    cluster_key,
    instant_ms,
    normalize_min_count,
    stamp_of,
)
from memcli.safeedit import Transaction
from memcli.store import Memory, Store
from memcli.store.status_change import AuditEntry, stage_audit_lines, stage_status
from memcli.store.checks import unsafe_reference
from memcli.store.frontmatter import edit as edit_frontmatter

log = logging.getLogger("memcli")

MATCH_MODES = ("exact", "similar")
ELIGIBLE_STATUSES = frozenset({"active", "superseded"})
COMMAND = "patterns run"


@dataclass(frozen=True)
class ClusterResult:
    """One cluster that met the threshold (remnic's ``PatternReinforcementClusterResult``)."""

    canonical_id: str
    count: int
    source_ids: tuple[str, ...]
    superseded_ids: tuple[str, ...]
    reinforcement_bumped: bool
    canonical_rel: str = ""
    canonical_updated: bool = False

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape of docs/contracts.md §5."""
        return {
            "canonicalId": self.canonical_id,
            "count": self.count,
            "sourceIds": list(self.source_ids),
            "supersededIds": list(self.superseded_ids),
            "reinforcementBumped": self.reinforcement_bumped,
        }


@dataclass(frozen=True)
class PatternResult:
    """What a run found and changed."""

    clusters_found: int
    canonicals_updated: int
    duplicates_superseded: int
    clusters: tuple[ClusterResult, ...]
    match: str = "exact"
    min_count: int = 3

    def run_counts(self) -> dict[str, Any]:
        """What ``.memcli/patterns-run.json`` records of a run besides its time."""
        return {"match": self.match, "minCount": self.min_count, "clustersFound": self.clusters_found,
                "canonicalsUpdated": self.canonicals_updated, "duplicatesSuperseded": self.duplicates_superseded}

    def to_dict(self) -> dict[str, Any]:
        """``{"clustersFound", "canonicalsUpdated", "duplicatesSuperseded", "clusters"}``."""
        return {
            "clustersFound": self.clusters_found,
            "canonicalsUpdated": self.canonicals_updated,
            "duplicatesSuperseded": self.duplicates_superseded,
            "clusters": [c.to_dict() for c in self.clusters],
        }


@dataclass(frozen=True)
class FileEdit:
    """Frontmatter keys to set on one memory file, plus its status change (for the audit log)."""

    rel: str
    memory_id: str
    set: Mapping[str, Any]
    status_change: tuple[str, str] | None = None


@dataclass(frozen=True)
class PatternPlan:
    """The result value and the edits that realise it; applying it is ``apply_plan``'s job."""

    result: PatternResult
    edits: tuple[FileEdit, ...] = field(default=())

    @property
    def rels(self) -> list[str]:
        """Store-relative paths the plan changes."""
        return [e.rel for e in self.edits]


# --------------------------------------------------------------------------
# Clustering
# --------------------------------------------------------------------------


def keyed_groups(memories: Iterable[Memory], categories: Iterable[str] | None = None) -> dict[str, list[Memory]]:
    """Memories grouped by exact cluster key, in order of first appearance.

    With ``categories`` only eligible memories are kept (type in the list,
    status active or superseded, an id that is not a path: it would be
    copied into other files' ``supersededBy`` and ``derived_from``); one
    pass, each memory's type read once.
    """
    wanted = None if categories is None else frozenset(categories)
    groups: dict[str, list[Memory]] = {}
    if wanted is not None and not wanted:
        return groups
    for memory in memories:
        kind = memory.type
        if wanted is not None and (kind not in wanted or memory.status not in ELIGIBLE_STATUSES
                                   or unsafe_reference(memory.id)):
            continue
        groups.setdefault(cluster_key(kind, memory.body), []).append(memory)
    return groups


def exact_groups(memories: Sequence[Memory]) -> list[list[Memory]]:
    """Group by the exact cluster key, groups in order of first appearance."""
    return list(keyed_groups(memories).values())


def cluster(memories: Sequence[Memory], match: str = "exact", categories: Iterable[str] | None = None) -> list[list[Memory]]:
    """Clusters of memories (of eligible ones when ``categories`` is given): exact keys, or similar content.

    Similar clusters are unions of exact ones.
    """
    if match not in MATCH_MODES:
        raise UsageError(f'--match expects one of {", ".join(MATCH_MODES)}; got "{match}"')
    groups = list(keyed_groups(memories, categories).values())
    if match == "exact":
        return groups
    from memcli.patterns.similar import similar_groups

    return similar_groups(memories, groups)


def _order_key(memory: Memory) -> tuple[int, int, str]:
    """Newest instant wins, then the largest id; no (or no readable) timestamp sorts oldest."""
    instant = instant_ms(stamp_of(memory.meta))
    return (0, 0, memory.id) if instant is None else (1, instant, memory.id)


def pick_canonical(active: Sequence[Memory]) -> Memory:
    """The active member with the latest ``updated`` (else ``created``) instant; ties to the largest id."""
    return max(active, key=_order_key)


def _sorted_strings(value: Any) -> list[str] | None:
    """A stored ``derived_from`` sorted, or ``None`` when it is not a list of strings."""
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        return None
    return sorted(value)


# --------------------------------------------------------------------------
# Planning
# --------------------------------------------------------------------------


def plan_patterns(memories: Iterable[Memory], *, min_count: float = 3,
                  categories: Iterable[str] = DEFAULT_CATEGORIES, match: str = "exact",
                  now_stamp: str) -> PatternPlan:
    """Plan one pattern-reinforcement pass over ``memories`` (pure; nothing is read or written).

    ``now_stamp`` is the timestamp to write (``store.clock.stamp()``).
    """
    threshold = normalize_min_count(float(min_count))
    memories = memories if isinstance(memories, (list, tuple)) else list(memories)
    clusters: list[ClusterResult] = []
    edits: list[FileEdit] = []
    for members in cluster(memories, match, list(categories)):
        if len(members) < threshold:
            continue
        active = [m for m in members if m.status == "active"]
        if not active:
            continue
        outcome, cluster_edits = _plan_cluster(members, active, now_stamp)
        clusters.append(outcome)
        edits.extend(cluster_edits)
    result = PatternResult(
        clusters_found=len(clusters),
        canonicals_updated=sum(1 for c in clusters if c.canonical_updated),
        duplicates_superseded=sum(len(c.superseded_ids) for c in clusters),
        clusters=tuple(clusters),
        match=match,
        min_count=threshold,
    )
    return PatternPlan(result, tuple(edits))


def _plan_cluster(members: list[Memory], active: list[Memory], now: str) -> tuple[ClusterResult, list[FileEdit]]:
    canonical = pick_canonical(active)
    source_ids = sorted(m.id for m in members)
    count = len(source_ids)
    bumped = count > (canonical.reinforcement_count or 0)
    meta = canonical.meta
    refresh = bumped or _sorted_strings(meta.get("derived_from")) != source_ids or meta.get("derived_via") != DERIVED_VIA
    edits: list[FileEdit] = []
    if refresh:
        changes: dict[str, Any] = {"derived_from": source_ids, "derived_via": DERIVED_VIA, "updated": now}
        if bumped:
            changes["reinforcement_count"] = count
            changes["last_reinforced_at"] = now
        elif meta.get("last_reinforced_at") is None:
            # remnic carries the counter forward on a provenance-only refresh and
            # stamps last_reinforced_at only when it was never set.
            changes["last_reinforced_at"] = now
        edits.append(FileEdit(canonical.rel, canonical.id, changes))
    superseded: list[str] = []
    for duplicate in active:
        if duplicate is canonical:
            continue
        changes = {"status": "superseded", "supersededBy": canonical.id, "supersededAt": now, "updated": now}
        edits.append(FileEdit(duplicate.rel, duplicate.id, changes, (duplicate.status, "superseded")))
        superseded.append(duplicate.id)
    outcome = ClusterResult(canonical.id, count, tuple(source_ids), tuple(superseded), bumped,
                            canonical.rel, refresh)
    return outcome, edits


# --------------------------------------------------------------------------
# Applying
# --------------------------------------------------------------------------


def apply_plan(store: Store, tx: Transaction, plan: PatternPlan, *, actor: str | None = None) -> list[str]:
    """Stage ``plan``'s edits into the safe-edit transaction ``tx``; returns the staged paths.

    Each edit is surgical (only its keys' lines change) and reads the file as
    the transaction currently holds it, so earlier steps of the same
    transaction compose. A file whose frontmatter cannot be rewritten is left
    alone with a warning. Status changes are appended to the audit log once
    the transaction commits.
    """
    staged: list[str] = []
    audit: list[str] = []
    for file_edit in plan.edits:
        text = tx.read_text(file_edit.rel)
        if text is None:
            log.warning("%s: vanished before pattern reinforcement could update it; skipped", file_edit.rel)
            continue
        try:
            if file_edit.status_change is None:
                tx.write_text(file_edit.rel, edit_frontmatter(text, set=dict(file_edit.set)))
            else:
                old, new = file_edit.status_change
                entry = AuditEntry(str(file_edit.set.get("supersededAt", "")), "supersede", file_edit.memory_id, old, new,
                                   actor, {"by": file_edit.set.get("supersededBy"), "via": DERIVED_VIA})
                stage_status(tx, file_edit.rel, text, entry, set=file_edit.set, log=audit)
        except FrontmatterError as exc:
            log.warning("%s: cannot update its frontmatter (%s); left unchanged", file_edit.rel, exc.message)
            continue
        staged.append(file_edit.rel)
    stage_audit_lines(tx, audit)  # one write for the whole run
    return staged


def run_patterns(store: Store, *, min_count: float | None = None, categories: Iterable[str] | None = None,
                 match: str = "exact", dry_run: bool = False, record: bool = True) -> PatternResult:
    """``memcli patterns run``: scan under the lock, plan, apply in one transaction, record the run.

    Options left ``None`` come from the store's configuration. A dry run
    computes the same result and writes nothing (no run record either).
    """
    from memcli.patterns.cadence import record_run

    if match not in MATCH_MODES:
        raise UsageError(f'--match expects one of {", ".join(MATCH_MODES)}; got "{match}"')
    chosen_min = store.config["patterns.min_count"] if min_count is None else min_count
    chosen_categories = list(store.config["patterns.categories"] if categories is None else categories)
    with store.transaction(COMMAND, dry_run=dry_run) as tx:
        memories = store.scan(refresh=True).memories
        plan = plan_patterns(memories, min_count=chosen_min, categories=chosen_categories, match=match,
                             now_stamp=store.clock.stamp())
        apply_plan(store, tx, plan)
    if record and not dry_run:
        record_run(store, plan.result.run_counts())
    return plan.result


def _plural(count: int, word: str, plural: str | None = None) -> str:
    return f"{count} {word if count == 1 else plural or word + 's'}"


def render_result(result: PatternResult) -> str:
    """Human text for ``memcli patterns run`` (``--format json`` prints ``result.to_dict()``)."""
    head = (f"Pattern reinforcement ({result.match}, min-count {result.min_count}): "
            f"{_plural(result.clusters_found, 'cluster')} found, "
            f"{_plural(result.canonicals_updated, 'canonical')} updated, "
            f"{_plural(result.duplicates_superseded, 'duplicate')} superseded.")
    lines = [head]
    for item in result.clusters:
        if item.reinforcement_bumped:
            what = "reinforced"
        elif item.canonical_updated:
            what = "provenance refreshed"
        else:
            what = "unchanged"
        if item.superseded_ids:
            what += "; superseded " + ", ".join(item.superseded_ids)
        lines.append(f"  [{item.count}x] {item.canonical_id}  {what}")
    return "\n".join(lines)
