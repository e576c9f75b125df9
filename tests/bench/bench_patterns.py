"""Benchmark pattern reinforcement, ``patterns list`` and ``recall`` on generated stores.

Not collected by pytest. Run from the repository root::

    python tests/bench/bench_patterns.py --sizes 1000,10000,50000

For each size it generates a realistic store in a temp dir (remnic's
``facts/YYYY-MM-DD/<id>.md`` layout plus Claude Code style ``auto/*.md``;
mixed types and statuses; ``--repeat`` of the distinct statements (default
3%) stored 3-12 times in case and whitespace variants, some reworded, some
with flipped polarity)
and times real ``python -m memcli`` processes. Peak memory is each child's
``ru_maxrss`` (``os.wait4``). Budgets (docs/contracts.md §12): ``patterns run`` ≤ 10 s,
``patterns list`` and ``recall`` second run ≤ 1 s, peak ≤ 300 MB.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

NOW = "2026-05-17T02:00:00Z"
TYPES = ["preference"] * 2 + ["fact"] * 3 + ["decision"] + ["episodic", "project", "feedback", "reference"]
STATUSES = ["active"] * 90 + ["candidate"] * 4 + ["superseded"] * 3 + ["archived"] * 2 + ["invalid"]
SUBJECTS = ["dark mode", "tabs", "rebase", "pytest", "the staging cluster", "postgres", "the api gateway", "pnpm",
            "the release train", "code review", "type hints", "feature flags", "the cron job", "docker compose",
            "the billing service", "grpc", "terraform", "the mobile app", "kafka", "the search index"]
VERBS = ["prefers", "uses", "avoids", "runs", "deploys", "reviews", "configures", "monitors", "documents", "tests"]
QUALIFIERS = ["before merging", "every friday", "in all editors", "for every pull request", "on the main branch",
              "when the build is green", "because history stays linear", "with strict settings", "after each release",
              "during the on-call week"]
SYLLABLES = "ka lo mi ne ru sa te vi zo pa ri fe gu ho ja".split()
# A vocabulary of 6,000 word-like tokens used with Zipf-like frequencies, as real text is.
WORDS = [a + b + c for a in SYLLABLES for b in SYLLABLES for c in SYLLABLES][:3000] + \
        [a + b + "n" for a in SYLLABLES for b in SYLLABLES] * 1
WEIGHTS = [1.0 / (rank + 1) for rank in range(len(WORDS))]


def sentence(rng: random.Random) -> str:
    """One memory body: a subject, a verb, a qualifier and some varied detail words."""
    detail = " ".join(rng.choices(WORDS, WEIGHTS, k=rng.randint(2, 6)))
    timeout = f" timeout is {rng.choice([15, 30, 60, 90])}s." if rng.random() < 0.15 else ""
    return f"The team {rng.choice(VERBS)} {rng.choice(SUBJECTS)} {rng.choice(QUALIFIERS)} ({detail}).{timeout}"


def variant(rng: random.Random, text: str) -> str:
    """A case/whitespace variant, a rewording, or (rarely) a polarity flip."""
    roll = rng.random()
    if roll < 0.6:
        return "  ".join(text.upper().split()) if rng.random() < 0.5 else "\n" + text.lower() + "  \n"
    if roll < 0.85:
        return text.replace("The team", "We always agreed the team", 1) if rng.random() < 0.3 else text.replace("The team ", "Our team ", 1)
    return text.replace("The team", "The team never", 1)


def memory_file(rng: random.Random, number: int, kind: str, body: str, day: int) -> tuple[str, str]:
    """(store-relative path, text) of one memory in remnic's or Claude Code's layout."""
    status = rng.choice(STATUSES)
    stamp = f"2026-{1 + day // 28:02d}-{1 + day % 28:02d}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:00Z"
    ident = f"{kind}-{number:06d}"
    if number % 3 == 0:
        rel = f"auto/{ident}.md"
        meta = f"name: {kind} note {number}\ndescription: generated {kind}\ntype: {kind}\n"
    else:
        rel = f"facts/2026-{1 + day // 28:02d}-{1 + day % 28:02d}/{ident}.md"
        meta = f"id: {ident}\ncategory: {kind}\ncreated: {stamp}\nupdated: {stamp}\nconfidence: {rng.choice([0.6, 0.7, 0.8, 0.9])}\n"
    if status != "active" or rng.random() < 0.5:
        meta += f"status: {status}\n"
    if rng.random() < 0.2:
        meta += f"project: proj-{rng.randint(1, 5)}\ntags: [{rng.choice(WORDS)}, {rng.choice(WORDS)}]\n"
    return rel, f"---\n{meta}---\n{body}\n"


def generate(root: Path, size: int, seed: int = 7, repeat: float = 0.03) -> None:
    """Write a store of ``size`` memories under ``root``."""
    rng = random.Random(seed)
    (root / "MEMORY.md").parent.mkdir(parents=True, exist_ok=True)
    (root / "MEMORY.md").write_text("# Memory Index\n")
    made = 0
    while made < size:
        kind = rng.choice(TYPES)
        base = sentence(rng)
        copies = rng.randint(3, 12) if rng.random() < repeat else 1
        for copy in range(min(copies, size - made)):
            body = base if copy == 0 else variant(rng, base)
            rel, text = memory_file(rng, made, kind, body, rng.randint(0, 130))
            target = root / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text)
            made += 1


Row = tuple[str, float, float, float, str]  # name, wall seconds, CPU seconds, peak MB, note


def timed(args: list[str], store: Path, **extra_env: str) -> tuple[float, float, float, str]:
    """(wall s, CPU s, peak RSS MB, stdout) of ``python -m memcli --dir store ARGS``.

    CPU time (user + system, from ``os.wait4``) is steadier than wall time on a busy machine.
    """
    env = dict(os.environ, MEMCLI_NOW=NOW, NO_COLOR="1", **extra_env)
    with tempfile.TemporaryFile() as out:
        start = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-m", "memcli", "--dir", str(store), *args],
                                stdout=out, stderr=subprocess.DEVNULL, env=env)
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
        out.seek(0)
        text = out.read().decode(errors="replace")
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        raise SystemExit(f"memcli {' '.join(args)} failed")
    return elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, text


def row(name: str, args: list[str], store: Path, **extra_env: str) -> Row:
    """One measured command."""
    wall, cpu, peak, _ = timed(args, store, **extra_env)
    return name, wall, cpu, peak, ""


def run_row(name: str, store: Path, *extra: str) -> Row:
    """Time ``patterns run`` and note how many files it changed."""
    wall, cpu, peak, text = timed(["patterns", "run", "--format", "json", *extra], store)
    result = json.loads(text)
    return name, wall, cpu, peak, f"{result['canonicalsUpdated'] + result['duplicatesSuperseded']} files changed"


def add_night(store: Path, count: int, seed: int) -> None:
    """A night's new memories: three quarters fresh statements, one quarter new copies of clustered ones."""
    rng = random.Random(seed)
    stored = [p for p in sorted(store.glob("facts/*/*.md")) if "supersededBy" in p.read_text()]
    for number in range(count):
        rel, text = memory_file(rng, 900_000 + number, rng.choice(TYPES), sentence(rng), 135)
        if number % 4 == 0:
            original = rng.choice(stored)
            rel = f"facts/2026-05-17/copy-{number:04d}.md"
            text = original.read_text().replace("\nid: ", f"\nid: night{number}-", 1)
        target = store / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)


def bench(size: int, workdir: Path, repeat: float) -> list[Row]:
    """Every measurement for one store size."""
    pristine = workdir / f"pristine-{size}"
    generate(pristine, size, repeat=repeat)
    rows = []
    for match in ("exact", "similar"):
        store = workdir / f"store-{size}-{match}"
        shutil.copytree(pristine, store)
        rows.append(run_row(f"patterns run --match {match}, no read cache", store, "--match", match))
        rows.append(run_row(f"patterns run --match {match}, again", store, "--match", match))
        add_night(store, 100, size)
        rows.append(run_row(f"patterns run --match {match}, +100 new", store, "--match", match))
    for match in ("exact", "similar"):
        store = workdir / f"store-{size}-warm-{match}"
        shutil.copytree(pristine, store)
        timed(["patterns", "run", "--dry-run"], store)  # fills the read cache, as earlier commands of a night do
        rows.append(run_row(f"patterns run --match {match}, cache warm", store, "--match", match))
    store = workdir / f"store-{size}-exact"
    rows.append(row("patterns list (first run, builds index)", ["patterns", "list"], store))
    rows.append(row("patterns list (second run)", ["patterns", "list"], store))
    rows.append(row("recall (second run)", ["recall", "dark mode before merging"], store))
    rows.append(row("recall --explain, boost on", ["recall", "rebase linear history", "--explain"], store,
                    MEMCLI_RECALL_REINFORCEMENT_BOOST="true"))
    return rows


def main() -> None:
    """Parse ``--sizes`` and print one table per size."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,10000,50000", help="comma-separated store sizes")
    parser.add_argument("--keep", action="store_true", help="keep the generated stores")
    parser.add_argument("--repeat", type=float, default=0.03, help="share of statements stored 3-12 times")
    options = parser.parse_args()
    workdir = Path(tempfile.mkdtemp(prefix="memcli-bench-patterns-"))
    try:
        for size in [int(s) for s in options.sizes.split(",") if s.strip()]:
            started = time.perf_counter()
            rows = bench(size, workdir, options.repeat)
            print(f"\n{size} memories (generated + measured in {time.perf_counter() - started:.1f} s)")
            print(f"  {'operation':<42} {'wall s':>8} {'cpu s':>8} {'peak MB':>8}")
            for name, seconds, cpu, peak, note in rows:
                print(f"  {name:<42} {seconds:>8.2f} {cpu:>8.2f} {peak:>8.1f}  {note}".rstrip())
    finally:
        if options.keep:
            print(f"\nstores kept in {workdir}")
        else:
            shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
