"""A cold ``memcli lint`` as a timeline: each phase's wall start and end in every process (not collected by pytest).

Run from the repository root::

    python tests/bench/lint_timeline.py STORE                # a copy of STORE without .memcli/, linted cold
    python tests/bench/lint_timeline.py STORE --warm         # STORE's copy linted twice, the second run shown
    python tests/bench/lint_timeline.py STORE --out run.json # the spans as JSON too
    python tests/bench/lint_timeline.py STORE --output lint.json  # and lint's own output, to compare

It copies STORE (its ``.memcli/`` left out) into a temporary folder, runs
``memcli --dir COPY --now 2026-05-17 lint --format json --exit-zero`` in a
child process with lint's phase functions wrapped (module attributes
replaced before the command runs: the forked workers inherit the wrappers),
and prints every process's phases (seconds from the command's start, wall
and the process's CPU), then how many processes were working in each
tenth of the run: the share of the run when only one core was busy is the
critical path's serial part. The wrappers cost a few microseconds a call
and wrap only coarse phases (nothing per pair or per line). The ``peak``
column is the process's peak resident memory (``VmHWM``) when the span ended.

A process is *working* from its start to its end except inside a
``wait:`` span (the main process blocked on a child's pipe). The figures
are wall time: a loaded machine stretches them; the CPU column shows how
much of each span was the process's own work.
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
LOG_ENV = "MEMCLI_TIMELINE_LOG"
START_ENV = "MEMCLI_TIMELINE_T0"


# ---------------------------------------------------------------- in the measured process


def _peak_mb() -> float:
    """This process's peak resident memory so far (``VmHWM``), in MB."""
    with open("/proc/self/status", "rb") as status:
        for line in status:
            if line.startswith(b"VmHWM:"):
                return int(line.split()[1]) / 1024
    return 0.0


def _record(label: str, start: float, end: float, cpu: float) -> None:
    line = f"{os.getpid()}\t{os.getppid()}\t{label}\t{start:.6f}\t{end:.6f}\t{cpu:.6f}\t{_peak_mb():.1f}\n"
    fd = os.open(os.environ[LOG_ENV], os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, line.encode())
    finally:
        os.close(fd)


def _timed(label: str | Callable[..., str], function: Callable[..., Any]) -> Callable[..., Any]:
    """``function`` recording its span under ``label`` (or ``label(*args)``)."""

    @functools.wraps(function)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        name = label(*args, **kwargs) if callable(label) else label
        start, cpu = time.time(), time.process_time()
        try:
            return function(*args, **kwargs)
        finally:
            _record(name, start, time.time(), time.process_time() - cpu)

    return wrapper


def _name_of(work: Callable[..., Any]) -> str:
    return getattr(work, "__qualname__", repr(work)).replace(".<locals>", "")


def _patch(module: Any, name: str, label: str | Callable[..., str]) -> None:
    setattr(module, name, _timed(label, getattr(module, name)))


def install() -> None:
    """Wrap lint's phases (called in the measured process before the command runs)."""
    from memcli import parallel
    from memcli.cli import lint_cmds
    from memcli.lint import judge, lint_run, pairing, verdict_cache
    from memcli.store import coldread, parse_cache, store as store_module

    try:  # judging shared from both ends of the order (memcli.lint.fanout), where this revision has it
        from memcli.lint import fanout
    except ImportError:
        fanout = None
    if fanout is not None:
        _patch(fanout, "locality_order", "judge: locality order")
        _patch(fanout, "next_uses", "judge: next uses")
    original_fork_map, original_isolated = parallel.fork_map, parallel.isolated
    original_ends = getattr(parallel, "take_from_ends", None)

    def fork_map(work: Callable[..., Any], parts: Any, **kwargs: Any) -> Any:
        label = _name_of(work)
        meanwhile = kwargs.get("meanwhile")
        if meanwhile is not None:
            kwargs["meanwhile"] = _timed(f"meanwhile: {_name_of(meanwhile)}", meanwhile)
        return _timed(f"fork_map[{len(parts)}] {label}", original_fork_map)(
            _timed(f"part: {label}", work), parts, **kwargs)

    def isolated(work: Callable[..., Any], **kwargs: Any) -> Any:
        label = _name_of(work)
        for name in ("meanwhile", "early"):
            if kwargs.get(name) is not None:
                kwargs[name] = _timed(f"{name}: {_name_of(kwargs[name])}", kwargs[name])
        return _timed(f"isolated {label}", original_isolated)(_timed(f"child: {label}", work), **kwargs)

    def take_from_ends(work: Callable[..., Any], total: int, **kwargs: Any) -> Any:
        label = _name_of(work)
        meanwhile = kwargs.get("meanwhile")
        if meanwhile is not None:
            kwargs["meanwhile"] = _timed(f"meanwhile: {_name_of(meanwhile)}", meanwhile)
        return _timed(f"take_from_ends {label}", original_ends)(_timed(f"child: {label}", work), total, **kwargs)

    parallel.fork_map, parallel.isolated = fork_map, isolated
    if original_ends is not None:
        parallel.take_from_ends = take_from_ends
    parallel._Child.collect = _timed("wait: child's result", parallel._Child.collect)
    _patch(parallel, "give_back_memory", "give_back_memory")
    Store = store_module.Store
    Store.scan = _timed("scan", Store.scan)
    Store.listing = _timed("scan: listing", Store.listing)
    Store._summaries_of = _timed("summaries of the scan (+ summary cache saved)", Store._summaries_of)
    _patch(coldread, "payloads", "scan: parse files")
    _patch(parse_cache, "save", lambda *a, **k: f"cache saved ({a[-1] if isinstance(a[-1], str) else ''})")
    _patch(parse_cache, "load", "cache loaded")
    _patch(lint_run, "validate_summaries", "file findings: validate")
    _patch(lint_run, "find_candidates", "candidate search")
    _patch(lint_run, "judge_pairs", "judge_pairs")
    pairing._Vocabulary.__init__ = _timed("search: vocabulary", pairing._Vocabulary.__init__)
    _patch(pairing, "_accept", "search: accept")
    _patch(judge, "locality_order", "judge: locality order")
    _patch(verdict_cache, "pair_keys", "verdicts: keys")
    if hasattr(lint_run, "memory_digests"):
        _patch(lint_run, "memory_digests", "verdicts: memory digests")
    _patch(verdict_cache, "save", "verdicts: saved")
    _patch(verdict_cache, "load", "verdicts: loaded")
    _patch(lint_cmds, "out_json", "render json + write")
    import memcli.validation as validation

    _patch(validation, "other_findings", "file findings: other kinds")


def run_measured(argv: list[str]) -> None:
    """The measured process: wrap, then run the command."""
    t0 = float(os.environ[START_ENV])
    imported = time.time()
    from memcli.cli.main import main

    _record("start-up (interpreter)", t0, imported, 0.0)
    _record("imports", imported, time.time(), 0.0)
    install()
    sys.argv = ["memcli", *argv]
    start, cpu = time.time(), time.process_time()
    try:
        main()
    except SystemExit:
        pass
    finally:
        _record("command", start, time.time(), time.process_time() - cpu)


# ---------------------------------------------------------------- the harness


def measure(store: Path, warm: bool, output: Path | None = None) -> tuple[list[dict[str, Any]], float, float, float, float]:
    """Spans, wall, CPU, peak RSS (MB) and the load average of one cold (or second) lint on a copy of ``store``."""
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "store"
        shutil.copytree(store, copy, ignore=shutil.ignore_patterns(".memcli"), copy_function=shutil.copy2)
        os.sync()
        log = Path(tmp) / "spans.tsv"
        args = ["--dir", str(copy), "--now", "2026-05-17", "lint", "--format", "json", "--exit-zero"]
        runs = 2 if warm else 1
        for _ in range(runs):
            log.unlink(missing_ok=True)
            load = os.getloadavg()[0]
            t0 = time.time()
            env = dict(os.environ, **{LOG_ENV: str(log), START_ENV: f"{t0:.6f}", "NO_COLOR": "1"})
            with open(output or os.devnull, "wb") as out:
                proc = subprocess.Popen([sys.executable, __file__, "--measured", *args], env=env, cwd=REPO, stdout=out)
                _, status, usage = os.wait4(proc.pid, 0)
            wall = time.time() - t0
            if os.waitstatus_to_exitcode(status) != 0:
                raise SystemExit(f"lint failed ({status})")
        spans = []
        for line in log.read_text().splitlines():
            pid, ppid, label, start, end, cpu, peak_mb = line.split("\t")
            spans.append({"pid": int(pid), "ppid": int(ppid), "label": label, "start": float(start) - t0,
                          "end": float(end) - t0, "cpu": float(cpu), "peak_mb": float(peak_mb)})
    return spans, wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, load


def busy_profile(spans: list[dict[str, Any]], wall: float, step: float) -> list[float]:
    """For each ``step`` of the run, the mean number of processes working (a process: its first span's start to
    its last span's end, less its ``wait:`` spans)."""
    by_pid: dict[int, list[dict[str, Any]]] = {}
    for span in spans:
        by_pid.setdefault(span["pid"], []).append(span)
    buckets = [0.0] * (int(wall / step) + 1)

    def add(start: float, end: float, sign: float) -> None:
        for bucket in range(max(0, int(start / step)), min(len(buckets), int(end / step) + 1)):
            overlap = min(end, (bucket + 1) * step) - max(start, bucket * step)
            if overlap > 0:
                buckets[bucket] += sign * overlap / step

    for pid, own in by_pid.items():
        start = min(s["start"] for s in own)
        end = max(s["end"] for s in own)
        add(start, end, 1.0)
        for wait in _merged([(s["start"], s["end"]) for s in own if s["label"].startswith("wait:")]):
            add(*wait, -1.0)
    return buckets


def _merged(intervals: list[tuple[float, float]]) -> list[tuple[float, float]]:
    merged: list[tuple[float, float]] = []
    for start, end in sorted(intervals):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def report(spans: list[dict[str, Any]], wall: float, cpu: float, peak: float, load: float) -> str:
    """The timeline as text."""
    main_pid = next(s["pid"] for s in spans if s["label"] == "command")
    names: dict[int, str] = {main_pid: "main"}
    for span in sorted(spans, key=lambda s: s["start"]):
        if span["pid"] not in names:
            names[span["pid"]] = f"child {len(names)}"
    lines = [f"wall {wall:.2f} s, CPU {cpu:.2f} s (every process), peak RSS {peak:.1f} MB, load {load:.2f} at start",
             "", f"{'process':<9} {'start':>7} {'end':>7} {'wall':>6} {'cpu':>6} {'peak':>6}  phase"]
    for span in sorted(spans, key=lambda s: (s["start"], -s["end"])):
        who = names[span["pid"]]
        if span["pid"] != main_pid:
            who += f"<{names.get(span['ppid'], '?')}"
        lines.append(f"{who:<9} {span['start']:7.2f} {span['end']:7.2f} {span['end'] - span['start']:6.2f} "
                     f"{span['cpu']:6.2f} {span['peak_mb']:6.1f}  {span['label']}")
    step = max(0.25, round(wall / 40, 2))
    busy = busy_profile(spans, wall, step)
    one = sum(step for b in busy if b < 1.5)
    lines += ["", f"processes working, per {step:.2f} s (#: two or more, -: one):",
              "".join("#" if b >= 1.5 else "-" if b >= 0.5 else " " for b in busy),
              f"one process working for {one:.1f} s of {wall:.1f} s; "
              f"mean {sum(busy) * step / wall:.2f} processes working"]
    return "\n".join(lines)


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--measured":
        sys.path.insert(0, str(REPO))
        run_measured(sys.argv[2:])
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("store", type=Path)
    parser.add_argument("--warm", action="store_true", help="show the second run")
    parser.add_argument("--out", type=Path, help="also write the spans as JSON")
    parser.add_argument("--output", type=Path, help="keep lint's own output (its JSON) in this file")
    args = parser.parse_args()
    spans, wall, cpu, peak, load = measure(args.store, args.warm, args.output)
    print(report(spans, wall, cpu, peak, load))
    if args.out:
        args.out.write_text(json.dumps({"wall": wall, "cpu": cpu, "peak_mb": peak, "spans": spans}, indent=1))


if __name__ == "__main__":
    main()
