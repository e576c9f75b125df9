"""A cold night against the cost of reading the store once: ``patterns run`` beside a naive read-and-parse loop.

Usage: python tests/bench/cold_ratio.py [--size 50000] [--rounds 3] [--generator generate|patterns]

Builds the benchmark store once (``tests/bench/generate.py``, or the pattern
benchmark's with ``--generator patterns``), then in each round, in this order
and on fresh copies that memcli has never read (no ``.memcli/``: no cache):

* **naive**: a separate Python process walks the store, reads every ``.md``
  file and parses its frontmatter with ``yaml.CSafeLoader`` (the figure is
  the loop's own time, start-up excluded: the strictest denominator);
* **dry**: ``memcli patterns run --dry-run`` (whole process);
* **real**: ``memcli patterns run`` (whole process, every write included).

Each copy is made and ``sync``-ed before its run, so no run pays for the
previous one's writeback. The page cache is not dropped (the machine is
shared): every run reads from memory alike. Prints each round, the medians
and the ratios dry/naive and real/naive (targets ≤ 1.3 and ≤ 2).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

NOW = "2026-11-28T02:00:00Z"

NAIVE = r"""
import os, sys, time, yaml
start = time.perf_counter()
parsed = 0
for folder, dirs, files in os.walk(sys.argv[1]):
    dirs[:] = [d for d in dirs if not d.startswith(".")]
    for name in files:
        if not name.endswith(".md"):
            continue
        with open(os.path.join(folder, name), "rb") as handle:
            text = handle.read().decode("utf-8")
        if text.startswith("---\n"):
            end = text.find("\n---", 4)
            if end > 0:
                yaml.load(text[4:end], Loader=yaml.CSafeLoader)
                parsed += 1
print(time.perf_counter() - start, parsed)
"""


def build(pristine: Path, size: int, generator: str) -> None:
    """The benchmark store, written once."""
    if generator == "patterns":
        from tests.bench.bench_patterns import generate

        generate(pristine, size)
    else:
        from tests.bench.generate import generate_store

        generate_store(pristine, size)


def fresh_copy(pristine: Path, target: Path) -> Path:
    """A copy memcli has never read, its writeback finished before the clock starts."""
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(pristine, target, ignore=shutil.ignore_patterns(".memcli"))
    os.sync()
    return target


def naive(store: Path) -> tuple[float, int]:
    """(seconds of the read-and-parse loop, files parsed)."""
    out = subprocess.run([sys.executable, "-c", NAIVE, str(store)], check=True, capture_output=True, text=True).stdout
    seconds, parsed = out.split()
    return float(seconds), int(parsed)


def memcli(store: Path, *args: str) -> tuple[float, str]:
    """(wall seconds, stdout) of ``python -m memcli --dir STORE ARGS``."""
    env = dict(os.environ, MEMCLI_NOW=NOW, NO_COLOR="1")
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "memcli", "--dir", str(store), *args], capture_output=True, text=True,
                          env=env)
    elapsed = time.perf_counter() - start
    if proc.returncode not in (0, 1):
        raise SystemExit(f"memcli {' '.join(args)} exited {proc.returncode}: {proc.stderr[-600:]}")
    return elapsed, proc.stdout


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=50_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--generator", choices=("generate", "patterns"), default="generate")
    parser.add_argument("--work", type=Path, default=None, help="folder for the stores (default: a temp folder)")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="memcli-cold-", dir=args.work))
    try:
        pristine = work / "pristine"
        started = time.perf_counter()
        build(pristine, args.size, args.generator)
        print(f"{args.size:,} memories ({args.generator}) built in {time.perf_counter() - started:.1f} s; "
              f"Python {sys.version.split()[0]}, {os.cpu_count()} CPUs", flush=True)
        times: dict[str, list[float]] = {"naive": [], "dry": [], "real": []}
        for round_no in range(1, args.rounds + 1):
            load = os.getloadavg()[0]
            loop, parsed = naive(fresh_copy(pristine, work / "naive"))
            dry, dry_out = memcli(fresh_copy(pristine, work / "dry"), "patterns", "run", "--dry-run")
            real, real_out = memcli(fresh_copy(pristine, work / "real"), "patterns", "run")
            times["naive"].append(loop)
            times["dry"].append(dry)
            times["real"].append(real)
            print(f"round {round_no} (load {load:.2f}): naive {loop:.2f} s ({parsed:,} parsed), dry {dry:.2f} s, "
                  f"real {real:.2f} s: dry/naive {dry / loop:.2f}, real/naive {real / loop:.2f}", flush=True)
            if round_no == 1:
                print("  real run said:", " | ".join(line.strip() for line in real_out.strip().splitlines()[:3]))
        med = {label: statistics.median(values) for label, values in times.items()}
        print(f"medians of {args.rounds} rounds: naive {med['naive']:.2f} s, dry {med['dry']:.2f} s, "
              f"real {med['real']:.2f} s")
        print(f"ratios of the medians: dry/naive {med['dry'] / med['naive']:.2f} (target ≤ 1.3), "
              f"real/naive {med['real'] / med['naive']:.2f} (target ≤ 2)")
        ratios = {label: statistics.median(t / n for t, n in zip(times[label], times["naive"])) for label in ("dry", "real")}
        print(f"median of the per-round ratios: dry/naive {ratios['dry']:.2f}, real/naive {ratios['real']:.2f}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
