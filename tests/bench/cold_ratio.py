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
and the ratios dry/naive and real/naive (targets ≤ 1.3 and ≤ 2), of wall
time and of CPU time (memcli's forked reader included). On a loaded machine
the wall ratio flatters memcli, whose cold read runs in two processes and so
gets a larger share of the cores than the one-process loop: the CPU ratio
says what each costs.
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
start, cpu = time.perf_counter(), time.process_time()
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
print(time.perf_counter() - start, time.process_time() - cpu, parsed)
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


def naive(store: Path) -> tuple[float, float, int]:
    """(wall seconds, CPU seconds of the read-and-parse loop, files parsed)."""
    out = subprocess.run([sys.executable, "-c", NAIVE, str(store)], check=True, capture_output=True, text=True).stdout
    seconds, cpu, parsed = out.split()
    return float(seconds), float(cpu), int(parsed)


def memcli(store: Path, *args: str) -> tuple[float, float, str]:
    """(wall seconds, CPU seconds with the forked workers, stdout) of ``python -m memcli --dir STORE ARGS``."""
    env = dict(os.environ, MEMCLI_NOW=NOW, NO_COLOR="1")
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-m", "memcli", "--dir", str(store), *args], stdout=out, stderr=err,
                                env=env)
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
        out.seek(0)
        err.seek(0)
        code = os.waitstatus_to_exitcode(status)
        if code not in (0, 1):
            raise SystemExit(f"memcli {' '.join(args)} exited {code}: {err.read().decode()[-600:]}")
        return elapsed, usage.ru_utime + usage.ru_stime, out.read().decode()


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
        cpus: dict[str, list[float]] = {"naive": [], "dry": [], "real": []}
        for round_no in range(1, args.rounds + 1):
            load = os.getloadavg()[0]
            loop, loop_cpu, parsed = naive(fresh_copy(pristine, work / "naive"))
            dry, dry_cpu, _ = memcli(fresh_copy(pristine, work / "dry"), "patterns", "run", "--dry-run")
            real, real_cpu, real_out = memcli(fresh_copy(pristine, work / "real"), "patterns", "run")
            for label, wall, cpu in (("naive", loop, loop_cpu), ("dry", dry, dry_cpu), ("real", real, real_cpu)):
                times[label].append(wall)
                cpus[label].append(cpu)
            print(f"round {round_no} (load {load:.2f}): naive {loop:.2f} s ({loop_cpu:.2f} cpu s, {parsed:,} parsed), "
                  f"dry {dry:.2f} s ({dry_cpu:.2f} cpu s), real {real:.2f} s ({real_cpu:.2f} cpu s): "
                  f"dry/naive {dry / loop:.2f}, real/naive {real / loop:.2f}", flush=True)
            if round_no == 1:
                print("  real run said:", " | ".join(line.strip() for line in real_out.strip().splitlines()[:1]))
        for name, values in (("wall", times), ("CPU", cpus)):
            med = {label: statistics.median(v) for label, v in values.items()}
            print(f"{name} medians of {args.rounds} rounds: naive {med['naive']:.2f} s, dry {med['dry']:.2f} s, "
                  f"real {med['real']:.2f} s; ratios dry/naive {med['dry'] / med['naive']:.2f} (target ≤ 1.3), "
                  f"real/naive {med['real'] / med['naive']:.2f} (target ≤ 2)")
        ratios = {label: statistics.median(t / n for t, n in zip(times[label], times["naive"])) for label in ("dry", "real")}
        print(f"median of the per-round wall ratios: dry/naive {ratios['dry']:.2f}, real/naive {ratios['real']:.2f}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
