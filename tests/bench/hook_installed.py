"""The hook as Claude Code runs it: the installed command, through ``sh -c``, beside bare Python.

Usage: python tests/bench/hook_installed.py [--runs 200] [--size 1000]

Generates 1,000 knowledge files, runs ``memcli hooks install --settings
<tmp>/settings.json`` and takes the PreToolUse command exactly as it was
written there. Each round runs, one after the other (so all see the same
machine load): ``sh -c 'python3 -c pass'`` (``python3`` as found on PATH),
``sh -c '<the hook's interpreter> -c pass'``, and the installed command with
an Edit payload on stdin. It prints P50/P95 of each and the P95 ratios.

With ``--phases`` it also times, in the same rounds, the steps from the bare
interpreter to the installed command (``-I -S`` alone, then importing json,
then every hook module, then a Read that exits before the index; the Edit
adds the index's freshness check, its load and the scoring) and the two
other ways to run the hook (the ``memcli-hook`` console script, ``-m
memcli.hook``), which pay for ``site``.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.bench.bench_hook import BENCH_ENV, edit_payload, generate, p95  # noqa: E402


def installed_command(root: Path, settings: Path) -> str:
    """The PreToolUse command ``memcli hooks install`` writes for ``root``."""
    subprocess.run([sys.executable, "-m", "memcli", "--dir", str(root), "hooks", "install", "--settings", str(settings)],
                   check=True, capture_output=True, env=BENCH_ENV)
    data = json.loads(settings.read_text())
    return data["hooks"]["PreToolUse"][0]["hooks"][0]["command"]


def run_sh(command: str, stdin: bytes) -> float:
    """Wall milliseconds of ``sh -c command`` (the hook's output is checked to be non-empty JSON or nothing)."""
    start = time.perf_counter()
    proc = subprocess.run(["sh", "-c", command], input=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          env=BENCH_ENV)
    elapsed = (time.perf_counter() - start) * 1000
    if proc.returncode != 0 or proc.stderr:
        raise SystemExit(f"{command} exited {proc.returncode}: {proc.stderr.decode()[-400:]}")
    return elapsed


def rounds(commands: dict[str, tuple[str, bytes]], runs: int, warmup: int = 5) -> dict[str, list[float]]:
    """One run of each command per round, ``runs`` rounds after ``warmup`` unmeasured ones."""
    times: dict[str, list[float]] = {label: [] for label in commands}
    for round_no in range(warmup + runs):
        for label, (command, stdin) in commands.items():
            elapsed = run_sh(command, stdin)
            if round_no >= warmup:
                times[label].append(elapsed)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--size", type=int, default=1000)
    parser.add_argument("--phases", action="store_true", help="also time the steps in between")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="memcli-bench-hook-") as tmp:
        root = Path(tmp) / "memory"
        generate(root, args.size)
        subprocess.run([sys.executable, "-m", "memcli", "--dir", str(root), "knowledge", "reindex"], check=True,
                       capture_output=True, env=BENCH_ENV)
        command = installed_command(root, Path(tmp) / "settings.json")
        payload = edit_payload(tmp)
        out = subprocess.run(["sh", "-c", command], input=payload, capture_output=True, env=BENCH_ENV).stdout
        assert out and "additionalContext" in json.loads(out)["hookSpecificOutput"], "the hook injected nothing"
        python3 = shutil.which("python3") or "python3"
        interpreter = shlex.split(command)[0]
        if os.path.basename(interpreter).startswith("memcli-hook"):
            interpreter = sys.executable
        commands = {
            f"sh -c 'python3 -c pass' ({python3})": ("python3 -c pass", b""),
            f"sh -c '<interpreter> -c pass' ({interpreter})": (f"{shlex.quote(interpreter)} -c pass", b""),
        }
        if args.phases:
            py = shlex.quote(interpreter)
            hook = shlex.quote(shutil.which("memcli-hook") or str(Path(sys.executable).parent / "memcli-hook"))
            tail = f"pre-tool-use --dir {shlex.quote(str(root))}"
            package_parent = str(Path(__file__).resolve().parents[2])
            imports = (f"import sys; sys.path.append({package_parent!r}); "
                       "import memcli.hook, memcli.experience.knowledge_index")
            read = json.dumps({"tool_name": "Read", "tool_input": {"file_path": "/x"}}).encode()
            commands.update({
                "1 <interpreter> -I -S -c pass (no site)": (f"{py} -I -S -c pass", b""),
                "2 ... -c 'import json' (json, re, enum, functools)": (f"{py} -I -S -c 'import json'", b""),
                "3 ... -c 'import memcli.hook, ...index' (every hook module)": (f"{py} -I -S -c {shlex.quote(imports)}", b""),
                "4 the installed command, Read payload (exits before the index)": (command, read),
                "<interpreter> -P -m memcli.hook, Edit (site processed)": (f"{py} -P -m memcli.hook {tail}", payload),
                "memcli-hook console script, Edit (site processed)": (f"{hook} {tail}", payload),
            })
        commands["the installed command, Edit payload"] = (command, payload)
        print(f"installed command: {command}")
        load = os.getloadavg()[0]
        times = rounds(commands, args.runs)
        print(f"{args.runs} rounds, {args.size} knowledge files, load {load:.2f} at start, {os.getloadavg()[0]:.2f} at end")
        for label, values in times.items():
            print(f"  {label:<78} P50 {statistics.median(values):6.1f} ms  P95 {p95(values):6.1f} ms")
        hook_p95 = p95(times["the installed command, Edit payload"])
        for label in list(commands)[:2]:
            print(f"  installed command P95 / {label.split(' (')[0]} P95: {hook_p95 / p95(times[label]):.2f}x")


if __name__ == "__main__":
    main()
