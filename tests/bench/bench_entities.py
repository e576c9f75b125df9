"""Benchmark the entities room on generated stores: validate, entities list/graph, proposals, graduate, context.

Not collected by pytest. Run from the repository root::

    python tests/bench/bench_entities.py --sizes 1000,10000,50000

Each store is ``tests/bench/generate.py``'s realistic mix plus what this room
reads: Parameter-shaped and decision memories, memories reinforced 5+
times, extractor candidates restating live memories, pinned memories, and
``size / 25`` entities (capped at 2,000) across the six types with
``depends_on``/``part_of``/``satisfies``/``refines`` relationships (a few
dangling targets and cycles). Every command runs as a real
``python -m memcli`` process; peak memory is the child's ``ru_maxrss``.
Budgets (docs/contracts.md §12): ``validate`` second run ≤ 1 s at 50,000 memories, peak
≤ 300 MB.
"""

from __future__ import annotations

import argparse
import random
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.bench.generate import generate_store  # noqa: E402
from tests.bench.measure import memcli, report, run_measured  # noqa: E402

NOW = "2026-05-17T02:00:00Z"
TYPES = ("Decision", "Requirement", "Constraint", "Fact", "Parameter", "Subsystem")
NAMES = ["spindle speed", "feed rate", "coolant flow", "queue depth", "request timeout", "batch size", "retry limit",
         "cache ttl", "pool size", "max connections"]
UNITS = ["rpm", "mm/min", "l/min", "messages", "s", "items", "", "min", "", ""]


def add_room_files(root: Path, count: int, seed: int = 11) -> int:
    """Add this room's memories and entities to a generated store; returns the number of entities."""
    rng = random.Random(seed)
    auto = root / "auto"
    auto.mkdir(exist_ok=True)
    extra = max(10, count // 50)
    for n in range(extra):
        name, unit = rng.choice(list(zip(NAMES, UNITS)))
        body = f"{name} of line {n} = {rng.randint(1, 50_000):,} {unit}".rstrip()
        meta = f"id: param-{n}\ntype: knowledge\nproject: proj-{n % 5}\n"
        if n % 4 == 0:
            meta += f"reference_count: {rng.randint(5, 12)}\n"
        if n % 7 == 0:
            meta += "pinned: true\n"
        (auto / f"param-{n}.md").write_text(f"---\n{meta}---\n{body}\n")
        if n % 10 == 0:  # an extractor candidate restating it
            (auto / f"cand-{n}.md").write_text(f"---\nid: cand-{n}\ntype: project\nstatus: candidate\n"
                                               f"source: requirement_sentence from inbox/s.jsonl:{n}\n---\n{body}.\n")
    entities = min(2000, max(20, count // 25))
    ids = [f"{TYPES[n % 6].lower()}-{n}" for n in range(entities)]
    for n, entity_id in enumerate(ids):
        kind = TYPES[n % 6]
        rels = []
        if n > 6 and rng.random() < 0.6:
            rels.append(("depends_on", ids[rng.randrange(n - 6, n)]))
        if kind in ("Decision", "Parameter") and n > 6:
            rels.append(("satisfies", ids[(n // 6) * 6 - 5] if (n // 6) * 6 - 5 >= 0 else ids[1]))
        if n % 97 == 0:
            rels.append(("related_to", "missing-entity"))
        if n % 211 == 7:
            rels.append(("depends_on", ids[n]))  # a self-cycle
        lines = [f"id: {entity_id}", f"entity_type: {kind}", f"status: {rng.choice(['active'] * 8 + ['candidate'])}",
                 f"project: proj-{n % 5}"]
        if kind == "Parameter":
            lines += [f"name: {rng.choice(NAMES)} {n}", f"value: {rng.randint(1, 99999)}", "unit: rpm"]
        if rels:
            lines.append("relationships:")
            lines += [f"  - type: {t}\n    target: {target}" for t, target in rels]
        folder = root / "entities" / kind
        folder.mkdir(parents=True, exist_ok=True)
        body = f"{kind} statement {n} about the {rng.choice(NAMES)} of subsystem {n % 40}"
        (folder / f"{entity_id}.md").write_text("---\n" + "\n".join(lines) + f"\n---\n{body}\n")
    return entities


def bench(size: int) -> None:
    """Generate one store and time the room's commands on it."""
    folder = Path(tempfile.mkdtemp(prefix=f"memcli-bench-entities-{size}-"))
    try:
        root = folder / "store"
        generate_store(root, size)
        entities = add_room_files(root, size)
        store = str(root)
        env = {"MEMCLI_NOW": NOW}
        print(f"\n== {size} memories, {entities} entities ({root})", flush=True)
        steps = [
            ("validate (first run)", ["validate", "--format", "json"]),
            ("validate (second run)", ["validate", "--format", "json"]),
            ("entities list", ["entities", "list", "--format", "json"]),
            ("entities list --type Parameter", ["entities", "list", "--type", "Parameter"]),
            ("entities show", ["entities", "show", "parameter-4"]),
            ("entities graph (text)", ["entities", "graph"]),
            ("entities graph (json)", ["entities", "graph", "--format", "json"]),
            ("entities propose --save", ["entities", "propose", "--save", "--format", "json"]),
            ("review list (with proposals)", ["review", "list", "--format", "json"]),
            ("graduate --dry-run", ["graduate", "param-1", "--dry-run"]),
            ("graduate", ["graduate", "param-2"]),
            ("context (first run: recall index)", ["context", "spindle speed of line", "--format", "json"]),
            ("context (second run)", ["context", "spindle speed of line", "--budget", "8000"]),
        ]
        for label, args in steps:
            report(label, run_measured(memcli(store, *args), env=env))
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main() -> None:
    """Parse ``--sizes`` and run each."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,10000", help="Comma-separated store sizes.")
    args = parser.parse_args()
    for size in (int(s) for s in args.sizes.split(",") if s.strip()):
        bench(size)


if __name__ == "__main__":
    main()
