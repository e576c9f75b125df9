"""Benchmark ``memcli lint`` on generated stores (docs/contracts.md §12: 10,000 memories ≤ 10 s, ≤ 20 candidate pairs per memory).

Not collected by pytest. Run from the repository root::

    python tests/bench/bench_lint.py --sizes 1000,10000

For each size it generates a store in a temporary directory — mixed memory
types and frontmatter dialects (Claude Code, remnic, AtoCore), bodies of one
to four lines drawn from templates over a few hundred services and tools,
about 3 % near-duplicates and 2 % planted contradictions (polarity flips and
changed values, within and across types; otherwise memories restate one
fixed set of facts per service, so they agree) — then runs ``memcli lint`` as a
subprocess twice (cold: every file parsed; warm: the scan cache is used) and
prints wall time, peak RSS of the child, and the candidate pair counts.
"""

from __future__ import annotations

import argparse
import random
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

PREFIXES = ("billing payments search catalog checkout identity notifications reporting ingest export pricing "
            "inventory shipping invoices ledger analytics recommendations media uploads auth sessions gateway "
            "scheduler audit onboarding support chat email sms webhooks metrics feature-flags admin").split()
SUFFIXES = "api worker indexer service cron frontend backend sync pipeline proxy queue dashboard".split()
TOOLS = ("pytest jest vitest ruff black mypy eslint prettier terraform ansible docker podman kubectl helm celery "
         "dramatiq redis postgres sqlite kafka rabbitmq nginx caddy grafana sentry datadog poetry uv pnpm npm "
         "yarn webpack vite esbuild alembic flyway gunicorn uvicorn fastapi django flask react vue svelte").split()
ACTIONS = ("restart deploy migrate truncate reindex rotate purge scale rebuild backfill vacuum snapshot "
           "throttle cache retry replay archive").split()
SETTINGS = "timeout retry-limit batch-size pool-size ttl page-size rate-limit max-connections worker-count".split()
UNITS = {"timeout": "seconds", "ttl": "minutes", "retry-limit": "attempts", "batch-size": "rows",
         "pool-size": "connections", "page-size": "items", "rate-limit": "requests per minute",
         "max-connections": "connections", "worker-count": "workers"}
ENVS = "staging production development".split()
PEOPLE = "Alice Bob Chen Dara Emeka Farah Gus Hana Ivan Jun Kofi Lena Mateo Nora Omar Priya".split()
REASONS = ("it broke the nightly export", "the on-call team asked for it", "it saves ten minutes per build",
           "the last incident started there", "the user prefers it", "compliance requires it",
           "it keeps the error budget", "latency regressed twice")
TYPES = "feedback project user reference preference fact decision procedure episodic knowledge".split()


class World:
    """Facts about a few hundred services, fixed per seed: memories restate them, so they agree unless planted."""

    def __init__(self, rng: random.Random) -> None:
        self.services = [f"{p}-{s}" for p in PREFIXES for s in SUFFIXES]
        self.facts = {name: {
            "tool": rng.choice(TOOLS), "env": rng.choice(ENVS), "owner": rng.choice(PEOPLE),
            "setting": rng.choice(SETTINGS), "value": rng.choice((5, 10, 20, 30, 60, 100, 250)),
            "version": f"{rng.randint(1, 9)}.{rng.randint(0, 20)}", "action": rng.choice(ACTIONS),
            "sink": rng.choice(("grafana", "sentry", "datadog")),
        } for name in self.services}
        for fact in self.facts.values():
            fact["rival"] = rng.choice([t for t in TOOLS if t != fact["tool"]])

    def claim(self, rng: random.Random) -> str:
        """One claim line; most carry a unique detail (a ticket, who said it) like real notes do."""
        line = self._claim(rng)
        roll = rng.random()
        if roll < 0.35:
            return line[:-1] + f" (see OPS-{rng.randint(1000, 99999)})."
        if roll < 0.6:
            return line + f" Confirmed by {rng.choice(PEOPLE)} on 2026-0{rng.randint(1, 4)}-{rng.randint(10, 28)}."
        return line

    def _claim(self, rng: random.Random) -> str:
        svc = rng.choice(self.services)
        f = self.facts[svc]
        kind = rng.randrange(8)
        if kind == 0:
            return f"Use {f['tool']} for the {svc} tests."
        if kind == 1:
            return f"Never {f['action']} the {svc} on {f['env']} without a ticket."
        if kind == 2:
            return f"The {svc} {f['setting']} is {f['value']} {UNITS[f['setting']]}."
        if kind == 3:
            return f"{f['owner']} owns the {svc}; ask before changing its {f['setting']}."
        if kind == 4:
            return f"The {svc} runs {f['tool']} {f['version']} on {f['env']}."
        if kind == 5:
            return f"Always snapshot the {svc} after a {f['tool']} upgrade."
        if kind == 6:
            return f"Prefers {f['tool']} over {f['rival']} for {svc} work."
        return f"The {svc} logs go to {f['sink']} with a {f['setting']} alert."


def frontmatter(rng: random.Random, index: int, kind: str) -> str:
    dialect = index % 3
    if dialect == 0:
        return f"---\nname: Memory {index}\ndescription: generated memory {index}\ntype: {kind}\n---\n\n"
    if dialect == 1:
        return (f"---\nid: mem-{index:06d}\ncategory: {kind}\ncreated: 2026-0{1 + index % 4}-1{index % 9}T10:00:00Z\n"
                f"confidence: {rng.choice((0.5, 0.7, 0.8, 0.9))}\ntags:\n  - generated\nstatus: active\n---\n")
    return f"---\nid: mem-{index:06d}\ntype: {kind}\n---\n"


def conflict(rng: random.Random, body: str) -> str:
    """A contradicting variant of a generated body."""
    first = body.split("\n", 1)[0]
    if first.startswith("Never "):
        return "Always " + first[len("Never "):]
    if first.startswith("Always "):
        return "Never " + first[len("Always "):]
    changed = re.sub(r"\b(\d+)\b", lambda m: str(int(m.group(1)) * 2 + 1), first, count=1)
    return changed if changed != first else "Do not " + first[0].lower() + first[1:]


def generate(root: Path, size: int, seed: int = 7) -> None:
    rng = random.Random(seed)
    world = World(rng)
    root.mkdir(parents=True)
    (root / "MEMORY.md").write_text("# Memory Index\n")
    bodies: list[str] = []
    for index in range(size):
        roll = rng.random()
        if bodies and roll < 0.03:
            body = rng.choice(bodies)  # near-duplicate
        elif bodies and roll < 0.05:
            body = conflict(rng, rng.choice(bodies))  # planted contradiction (often across types)
        else:
            lines = [world.claim(rng) for _ in range(rng.randint(1, 3))]
            if rng.random() < 0.4:
                lines.append(f"**Why:** {rng.choice(REASONS)} ({rng.choice(PEOPLE)}, week {rng.randint(1, 52)}).")
            body = "\n".join(lines)
        bodies.append(body)
        kind = rng.choice(TYPES)
        folder = ("auto", f"facts/2026-0{1 + index % 4}-{10 + index % 18}", "atocore")[index % 3]
        path = root / folder / f"{kind}-{index:06d}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(frontmatter(rng, index, kind) + body + "\n")


def run(root: Path, args: list[str]) -> tuple[float, float, int, str]:
    """Wall seconds, CPU seconds of the child, peak RSS (KB) of any child so far, stdout."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "memcli", "--dir", str(root), "--now", "2026-05-17", *args],
                          capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode not in (0, 1):
        raise SystemExit(f"memcli lint failed ({proc.returncode}): {proc.stderr}")
    cpu = (after.ru_utime - usage.ru_utime) + (after.ru_stime - usage.ru_stime)
    return elapsed, cpu, after.ru_maxrss, proc.stdout


def pair_counts(root: Path) -> tuple[int, int, float, int]:
    from memcli.clock import make_clock
    from memcli.lint.pairing import find_candidates
    from memcli.store import Store

    store = Store.open(root, make_clock("2026-05-17"))
    live = store.live()
    found = find_candidates(live, store.clock.today)
    pairs = len(found.pairs)
    return len(live), pairs, 2 * pairs / max(1, len(live)), found.max_per_memory()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,10000", help="comma-separated store sizes")
    options = parser.parse_args()
    print(f"{'memories':>9} {'cold s':>7} {'cpu s':>6} {'warm s':>7} {'cpu s':>6} {'peak MB':>8} {'pairs':>7} "
          f"{'pairs/mem':>9} {'max/mem':>7} {'contradictions':>14}")
    for size in (int(s) for s in options.sizes.split(",") if s):
        with tempfile.TemporaryDirectory() as tmp:
            root = Path(tmp) / "store"
            generate(root, size)
            cold, cold_cpu, _, _ = run(root, ["lint", "--exit-zero"])
            warm, warm_cpu, peak_kb, text = run(root, ["lint", "--exit-zero"])
            found = text.count("\ncontradiction: ") + text.startswith("contradiction: ")
            live, pairs, per_memory, most = pair_counts(root)
            print(f"{size:>9} {cold:>7.2f} {cold_cpu:>6.2f} {warm:>7.2f} {warm_cpu:>6.2f} {peak_kb / 1024:>8.1f} "
                  f"{pairs:>7} {per_memory:>9.2f} {most:>7} {found:>14}")


if __name__ == "__main__":
    main()
