"""Every docs/contracts.md §12 budget row, measured on generated stores, with PASS or OVER (not collected by pytest).

Run from the repository root::

    python tests/bench/spec_budgets.py            # every row at 1,000, 10,000 and 50,000, growth exponents
    python tests/bench/spec_budgets.py --quick    # every budget row once, at the size its budget names
    python tests/bench/spec_budgets.py --quick --rows lint,hook   # some rows only

``--rows`` picks groups of rows (``patterns``: ``patterns run`` exact and
similar; ``quick``: the second runs of ``patterns list``, ``recall``,
``validate``, ``status`` and ``context``; ``lint``: first and second run and
the candidate pairs; ``consolidate``; ``hook``). ``--quick`` runs each group
only at the store size its budget names (``lint`` at 10,000 and 50,000,
``consolidate`` at 10,000, the others at 50,000), which skips the 1,000 store,
``consolidate`` at 50,000 and the growth table. The run ends with how long it
took (generation included).

For each size it generates, in a temporary folder, the pattern benchmark's
store (``bench_patterns.py``: remnic and Claude Code layouts, repeated
statements) and the lint benchmark's store (``bench_lint.py``: services,
near-duplicates, planted contradictions) plus 20 MB of transcripts
(``bench_extract.py``), calls ``sync`` so that the kernel's writeback of the
generated files does not run during the measurements, and runs real
``python -m memcli`` processes (memcli's bytecode compiled first, as an
installed package has it). Each line gives wall seconds, CPU seconds
(user + system, the command's worker processes included) and peak RSS (the
largest of the command and its workers, ``os.wait4``), and the one-minute
load average when the command started: the machine may be shared, and CPU
seconds are the steadier figure.

Rows: ``patterns run`` on a store memcli has never read (no ``.memcli/``),
``--match exact`` and ``--match similar``; ``lint`` first run (no scan cache)
and second run; ``consolidate`` first night over the lint store and the
transcripts; ``patterns list``, ``recall``, ``validate``, ``status`` and
``context`` second runs; ``memcli-hook pre-tool-use`` with 1,000 knowledge
files against ``python3 -c pass`` in the same rounds (once, it does not
depend on the store size). The summary prints docs/contracts.md §12's table with the
measured figure of each row, its budget and PASS or OVER, and how each
command's CPU time grows with the store size (the exponent k of
``time ∝ size^k`` between consecutive sizes).
"""

from __future__ import annotations

import argparse
import compileall
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests.bench import bench_hook  # noqa: E402
from tests.bench.bench_extract import generate_transcripts  # noqa: E402
from tests.bench.bench_lint import generate as generate_lint_store  # noqa: E402
from tests.bench.bench_patterns import generate as generate_pattern_store  # noqa: E402

NOW = "2026-05-17T02:00:00Z"
PEAK_BUDGET_MB = 300.0
QUICK_BUDGET_S = 1.0  # patterns list, recall, validate, status, context: second run at 50,000
HOOK_P95_MS = 60.0
HOOK_FLOOR_RATIO = 2.0
SEMANTIC_ROWS = ("recall,", "context,")  # the rows memcli[semantic] changes when it is installed
GROUPS = ("patterns", "quick", "lint", "consolidate", "hook")
# the store sizes docs/contracts.md §12 sets each group's budget at (what ``--quick`` measures)
BUDGET_SIZES = {"patterns": (50_000,), "quick": (50_000,), "lint": (10_000, 50_000), "consolidate": (10_000,)}


@dataclass
class Measured:
    """One command run."""

    label: str
    size: int
    wall: float
    cpu: float
    peak_mb: float
    load: float
    note: str = ""


@dataclass
class Results:
    """Every measurement, by (label, size)."""

    rows: dict[tuple[str, int], Measured] = field(default_factory=dict)

    def add(self, row: Measured) -> Measured:
        self.rows[(row.label, row.size)] = row
        print(f"  {row.label:<40} {row.wall:7.2f} s  {row.cpu:7.2f} cpu s  {row.peak_mb:6.1f} MB  "
              f"load {row.load:4.2f}  {row.note}".rstrip(), flush=True)
        return row

    def get(self, label: str, size: int) -> Measured | None:
        return self.rows.get((label, size))


def compile_bytecode() -> None:
    """Compile memcli's bytecode (``memcli/**/__pycache__``, ignored by git) before measuring.

    An installed package has its bytecode compiled. Where PYTHONDONTWRITEBYTECODE is set (the shared VM sets
    it), a checkout's modules whose ``.pyc`` is missing or stale (every module changed since it was last
    written) are compiled again at every start: about 0.1 s more for a short command at 50,000 memories
    (docs/performance.md, 2026-11-29). The standard library and the installed packages have theirs.
    """
    compileall.compile_dir(str(REPO / "memcli"), quiet=1)


def run(label: str, size: int, store: Path, *args: str, env: dict[str, str] | None = None) -> Measured:
    """Run ``python -m memcli --dir STORE ARGS`` and measure it (exit 0 or 1 expected).

    ``os.wait4`` gives the CPU time and the peak RSS of the command together with the worker processes
    it forked and reaped (the largest of them, not their sum).
    """
    full_env = dict(os.environ, MEMCLI_NOW=NOW, NO_COLOR="1", **(env or {}))
    load = os.getloadavg()[0]
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        started = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-m", "memcli", "--dir", str(store), *args],
                                stdout=out, stderr=err, env=full_env)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - started
        if os.waitstatus_to_exitcode(status) not in (0, 1):
            err.seek(0)
            raise SystemExit(f"memcli {' '.join(args)} failed: {err.read().decode(errors='replace')[-500:]}")
    return Measured(label, size, wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, load)


def pattern_rows(results: Results, size: int, work: Path, groups: set[str]) -> None:
    """``patterns run`` on a never-read store (group ``patterns``), then the quick commands' second runs
    (group ``quick``, on the store the exact run left, else on the generated one)."""
    pristine = work / f"patterns-{size}"
    generate_pattern_store(pristine, size)
    os.sync()
    store = pristine
    for match in ("exact", "similar") if "patterns" in groups else ():
        copy = work / f"patterns-{size}-{match}"
        shutil.copytree(pristine, copy, copy_function=shutil.copy2)
        os.sync()
        results.add(run(f"patterns run --match {match}, first read", size, copy, "patterns", "run", "--match", match))
        store = work / f"patterns-{size}-exact"
    if "quick" not in groups:
        return
    quick = [("patterns list", ["patterns", "list"]), ("recall", ["recall", "dark mode before merging"]),
             ("validate", ["validate"]), ("status", ["status"]), ("context", ["context", "rebase before merging"])]
    for label, args in quick:
        run(label, size, store, *args)  # the first run builds what the second one reads
        results.add(run(f"{label}, second run", size, store, *args))
    semantic = _semantic_installed()
    if semantic:
        for label, args in quick[1:2] + quick[4:]:
            results.add(run(f"{label}, second run, recall.semantic off", size, store, *args,
                            env={"MEMCLI_RECALL_SEMANTIC": "off"}))


def _semantic_installed() -> bool:
    from memcli.models.semantic import installed

    return installed()


def lint_rows(results: Results, size: int, work: Path, megabytes: float, groups: set[str]) -> None:
    """``lint`` first and second run, pairs per memory (group ``lint``), then ``consolidate``'s first night with
    transcripts (group ``consolidate``), on the lint benchmark's store."""
    store = work / f"lint-{size}"
    generate_lint_store(store, size)
    os.sync()
    if "lint" in groups:
        args = ["--now", "2026-05-17", "lint", "--exit-zero"]
        results.add(run("lint, first run (no scan cache)", size, store, *args))
        row = run("lint, second run", size, store, *args)
        row.note = _pairs_note(store)
        results.add(row)
    if "consolidate" not in groups:
        return
    night = work / f"night-{size}"
    shutil.copytree(store, night, copy_function=shutil.copy2, ignore=shutil.ignore_patterns(".memcli"))
    generate_transcripts(night / "inbox", megabytes)
    os.sync()
    results.add(run(f"consolidate, first night (+{megabytes:g} MB)", size, night, "consolidate", "--since", "all",
                    "--force-patterns"))
    shutil.rmtree(night, ignore_errors=True)


def _pairs_note(store: Path) -> str:
    """Candidate pairs: total, per memory on average and at most (in this process, after the measurement)."""
    code = ("import sys; from pathlib import Path; from memcli.clock import make_clock; "
            "from memcli.lint.pairing import find_candidates; from memcli.store import Store; "
            "s = Store.open(Path(sys.argv[1]), make_clock('2026-05-17')); live = s.live(); "
            "f = find_candidates(live, s.clock.today); "
            "print(len(f.pairs), 2 * len(f.pairs) / max(1, len(live)), f.max_per_memory())")
    out = subprocess.run([sys.executable, "-c", code, str(store)], capture_output=True, text=True, check=True).stdout
    pairs, mean, most = out.split()
    return f"{pairs} candidate pairs, {float(mean):.2f} per memory on average, {most} at most"


def hook_row(results: Results, runs: int) -> dict[str, float]:
    """``memcli-hook pre-tool-use`` (Edit) with 1,000 knowledge files against ``python3 -c pass``, interleaved."""
    with tempfile.TemporaryDirectory(prefix="memcli-spec-hook-") as tmp:
        root = Path(tmp) / "memory"
        bench_hook.generate(root, 1000)
        subprocess.run([sys.executable, "-m", "memcli", "--dir", str(root), "knowledge", "reindex"], check=True,
                       capture_output=True)
        floor = [shutil.which("python3") or "python3", "-c", "pass"]
        hook = [bench_hook.hook_executable(), "pre-tool-use", "--dir", str(root)]
        load = os.getloadavg()[0]
        times = bench_hook.interleaved({"floor": (floor, b""), "hook": (hook, bench_hook.edit_payload(tmp))}, runs)
    p95 = {name: bench_hook.p95(values) for name, values in times.items()}
    print(f"  {'memcli-hook pre-tool-use (Edit), 1,000 files':<40} P95 {p95['hook']:6.1f} ms  python3 -c pass "
          f"P95 {p95['floor']:6.1f} ms in the same rounds  (×{p95['hook'] / p95['floor']:.2f}; "
          f"P50 {statistics.median(times['hook']):.1f} / {statistics.median(times['floor']):.1f} ms; "
          f"{runs} rounds; load {load:.2f})", flush=True)
    return p95


def verdict(ok: bool | None) -> str:
    return "—" if ok is None else ("PASS" if ok else "OVER")


def summary(results: Results, sizes: list[int], hook: dict[str, float] | None, *, growth: bool = True) -> None:
    """docs/contracts.md §12's table with the measured figures, then the growth exponents (``growth``)."""
    big = max(sizes, default=0)
    print(f"\ndocs/contracts.md §12 budgets (largest store measured: {big:,} memories)")
    print(f"  {'operation':<34} {'store':<26} {'budget':<22} {'measured':<40} result")

    def line(operation: str, store: str, budget: str, measured: str, ok: bool | None) -> None:
        print(f"  {operation:<34} {store:<26} {budget:<22} {measured:<40} {verdict(ok)}")

    for match in ("exact", "similar"):
        row = results.get(f"patterns run --match {match}, first read", 50_000)
        line(f"patterns run --match {match}", "50,000, first read", "≤ 10 s",
             f"{row.wall:.2f} s ({row.cpu:.2f} cpu s)" if row else "not measured", row.wall <= 10 if row else None)
    for size, limit in ((10_000, 10.0), (50_000, 15.0)):
        for label in ("lint, second run", "lint, first run (no scan cache)"):
            row = results.get(label, size)
            line(label.replace(" (no scan cache)", ""), f"{size:,}", f"≤ {limit:g} s",
                 f"{row.wall:.2f} s ({row.cpu:.2f} cpu s)" if row else "not measured",
                 row.wall <= limit if row else None)
        row = results.get("lint, second run", size)
        if row is not None and row.note:
            most = int(row.note.split(", ")[-1].split()[0])
            line("lint candidate pairs", f"{size:,}", "≤ 20 per memory", f"{most} at most", most <= 20)
    row = next((r for (label, size), r in results.rows.items() if label.startswith("consolidate") and size == 10_000),
               None)
    line("consolidate", "10,000 + 20 MB", "≤ 30 s", f"{row.wall:.2f} s ({row.cpu:.2f} cpu s)" if row else "not measured",
         row.wall <= 30 if row else None)
    for label in ("patterns list", "recall", "validate", "status", "context"):
        row = results.get(f"{label}, second run", 50_000)
        line(label, "50,000, second run", "≤ 1 s", f"{row.wall:.2f} s ({row.cpu:.2f} cpu s)" if row else "not measured",
             row.wall <= QUICK_BUDGET_S if row else None)
        off = results.get(f"{label}, second run, recall.semantic off", 50_000)
        if off is not None:
            line(f"{label} (recall.semantic off)", "50,000, second run", "≤ 1 s",
                 f"{off.wall:.2f} s ({off.cpu:.2f} cpu s)", off.wall <= QUICK_BUDGET_S)
    if hook:
        ratio = hook["hook"] / hook["floor"]
        line("memcli-hook pre-tool-use", "1,000 knowledge files", "P95 ≤ 60 ms, ≤ 2× floor",
             f"P95 {hook['hook']:.1f} ms, ×{ratio:.2f} (floor {hook['floor']:.1f} ms)",
             hook["hook"] <= HOOK_P95_MS and ratio <= HOOK_FLOOR_RATIO)
    at_big = [r for (label, size), r in results.rows.items() if size == 50_000]
    if at_big:
        worst = max(at_big, key=lambda r: r.peak_mb)
        line("peak memory (every command)", "50,000", "≤ 300 MB", f"{worst.peak_mb:.1f} MB ({worst.label})",
             worst.peak_mb <= PEAK_BUDGET_MB)
        plain = [r for r in at_big if not r.label.startswith(SEMANTIC_ROWS) or "semantic off" in r.label]
        if _semantic_installed() and plain:
            worst = max(plain, key=lambda r: r.peak_mb)
            line("peak memory (recall.semantic off)", "50,000", "≤ 300 MB", f"{worst.peak_mb:.1f} MB ({worst.label})",
                 worst.peak_mb <= PEAK_BUDGET_MB)
    if growth and len(sizes) > 1:
        print("\nCPU seconds by store size, and the growth exponent k (time ∝ size^k) between consecutive sizes")
        labels = list(dict.fromkeys(label for label, _ in results.rows))
        head = "".join(f"{s:>12,}" for s in sizes)
        steps = "".join(f"{f'k {a // 1000}k→{b // 1000}k':>12}" for a, b in zip(sizes, sizes[1:]))
        print(f"  {'command':<46}{head}{steps}")
        for label in labels:
            cpu = [results.get(label, s).cpu if results.get(label, s) else None for s in sizes]
            cells = "".join(f"{c:>12.2f}" if c is not None else f"{'—':>12}" for c in cpu)
            exps = "".join(f"{math.log(b / a) / math.log(y / x):>12.2f}" if a and b else f"{'—':>12}"
                           for (a, b), (x, y) in zip(zip(cpu, cpu[1:]), zip(sizes, sizes[1:])))
            print(f"  {label:<46}{cells}{exps}")


def plan(sizes: list[int], groups: set[str], quick: bool) -> dict[int, set[str]]:
    """The groups of rows to measure at each store size (``--quick``: only where a budget is set)."""
    store_groups = groups - {"hook"}
    if not quick:
        return {size: set(store_groups) for size in sizes}
    chosen: dict[int, set[str]] = {}
    for group in sorted(store_groups):
        for size in BUDGET_SIZES[group]:
            chosen.setdefault(size, set()).add(group)
    return dict(sorted(chosen.items()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,10000,50000", help="comma-separated store sizes (not with --quick)")
    parser.add_argument("--quick", action="store_true",
                        help="each budget row once, at the store size its budget names (no growth table)")
    parser.add_argument("--rows", default=",".join(GROUPS), help=f"comma-separated groups of rows: {', '.join(GROUPS)}")
    parser.add_argument("--megabytes", type=float, default=20.0, help="transcripts for the nightly run")
    parser.add_argument("--hook-runs", type=int, default=200, help="rounds of the hook measurement (0: skip it)")
    args = parser.parse_args()
    groups = {g.strip() for g in args.rows.split(",") if g.strip()}
    if not groups or groups - set(GROUPS):
        parser.error(f"--rows expects some of {', '.join(GROUPS)}; got {args.rows!r}")
    sizes = sorted(int(s) for s in args.sizes.split(",") if s.strip())
    by_size = plan(sizes, groups, args.quick)
    started = time.perf_counter()
    compile_bytecode()
    print(f"Python {sys.version.split()[0]}, {os.cpu_count()} CPUs, memcli from {REPO}; rows: "
          f"{', '.join(g for g in GROUPS if g in groups)}{' (--quick)' if args.quick else ''}")
    results = Results()
    with tempfile.TemporaryDirectory(prefix="memcli-spec-") as tmp:
        for size, chosen in by_size.items():
            at = time.perf_counter()
            print(f"\n{size:,} memories", flush=True)
            if chosen & {"patterns", "quick"}:
                pattern_rows(results, size, Path(tmp), chosen)
            if chosen & {"lint", "consolidate"}:
                lint_rows(results, size, Path(tmp), args.megabytes, chosen)
            for path in Path(tmp).iterdir():
                shutil.rmtree(path, ignore_errors=True)
            print(f"  ({size:,} memories: {time.perf_counter() - at:.0f} s with the stores' generation)", flush=True)
    hook = None
    if args.hook_runs and "hook" in groups:
        print("\nhook", flush=True)
        hook = hook_row(results, args.hook_runs)
    summary(results, sorted(by_size), hook, growth=not args.quick)
    print(f"\nwhole run: {time.perf_counter() - started:.0f} s", flush=True)


if __name__ == "__main__":
    main()
