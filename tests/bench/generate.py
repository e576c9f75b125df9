"""Generate realistic memory stores for the benchmarks.

Mixed types and layouts (remnic ``facts/YYYY-MM-DD/<id>.md``, consolidation
``auto/*.md``, AtoCore ``notes/``), realistic body sizes, about 5% of the
memories in clusters of three near-identical copies, and some pairs making
opposite claims about the same subject.
"""

from __future__ import annotations

import random
from pathlib import Path

SUBJECTS = ["the payments API", "the web monorepo", "the nightly batch", "the CI pipeline", "the staging cluster",
            "the release process", "the search service", "the mobile app", "the data warehouse", "the auth proxy",
            "the billing exporter", "the docs site", "the feature flag service", "the message queue", "the cache layer"]
TOOLS = ["pnpm", "npm", "poetry", "uv", "Docker", "Podman", "PostgreSQL", "MySQL", "Redis", "Kafka", "Terraform",
         "Ansible", "GitHub Actions", "Jenkins", "Grafana", "Sentry", "pytest", "ruff", "mypy", "Vite"]
VERBS = ["uses", "deploys with", "is built with", "is monitored with", "stores sessions in", "is tested with"]
FILLER = ("This was confirmed during the last incident review and written down so the next session does not have to "
          "rediscover it. The owning team agreed to revisit the choice after the next quarterly planning. ")
TYPES = ["preference", "fact", "decision", "project", "feedback", "reference", "episodic", "identity"]


def _body(rng: random.Random, index: int) -> str:
    subject, tool, verb = rng.choice(SUBJECTS), rng.choice(TOOLS), rng.choice(VERBS)
    sentence = f"{subject[0].upper()}{subject[1:]} {verb} {tool} (note {index})."
    return sentence + " " + FILLER * rng.randint(0, 4)


def _frontmatter(rng: random.Random, memory_id: str, kind: str, day: int) -> str:
    created = f"2026-{1 + day // 28:02d}-{1 + day % 28:02d}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:00.000Z"
    key = "category" if kind in ("preference", "fact", "decision") else "type"
    lines = [f"id: {memory_id}", f"{key}: {kind}", f"created: {created}", f"updated: {created}",
             f"confidence: {rng.choice([0.5, 0.6, 0.7, 0.8, 0.9, 0.95])}", "source: extraction",
             f"tags: [{rng.choice(['ops', 'web', 'db', 'ci'])}, {rng.choice(['team', 'infra', 'tooling'])}]"]
    if rng.random() < 0.3:
        lines.append(f"project: {rng.choice(['payments', 'web', 'memcli'])}")
    return "---\n" + "\n".join(lines) + "\n---\n"


def generate_store(root: Path, count: int, seed: int = 7) -> Path:
    """Write a store of ``count`` memories under ``root`` (created) and return it."""
    rng = random.Random(seed)
    root.mkdir(parents=True, exist_ok=True)
    (root / "MEMORY.md").write_text("# Memory Index\n\nGenerated benchmark store.\n")
    index = 0
    while index < count:
        kind = rng.choice(TYPES)
        day = rng.randint(0, 300)
        if kind in ("preference", "fact", "decision") and rng.random() < 0.05 and index + 3 <= count:
            body = _body(rng, index)
            variants = [body, body.upper()[:1] + body[1:].lower(), "  " + body.replace(" ", "  ", 2)]
        elif rng.random() < 0.02 and index + 2 <= count:
            subject, tool = rng.choice(SUBJECTS), rng.choice(TOOLS)
            variants = [f"{subject.capitalize()} uses {tool} for every build.",
                        f"{subject.capitalize()} does not use {tool}; builds moved elsewhere."]
        else:
            variants = [_body(rng, index)]
        for body in variants:
            memory_id = f"{kind}-{index:06d}"
            if kind in ("preference", "fact", "decision"):
                rel = Path("facts") / f"2026-{1 + day // 28:02d}-{1 + day % 28:02d}" / f"{memory_id}.md"
            elif kind in ("feedback", "reference", "project"):
                rel = Path("auto") / f"{memory_id}.md"
            else:
                rel = Path("notes") / f"{memory_id}.md"
            target = root / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(_frontmatter(rng, memory_id, kind, day) + body.strip() + "\n")
            index += 1
    return root
