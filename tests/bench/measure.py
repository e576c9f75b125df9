"""Run a command in a child process and report wall time and that child's peak memory."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

_WRAPPER = (
    "import json, resource, subprocess, sys, time\n"
    "start = time.perf_counter()\n"
    "proc = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)\n"
    "elapsed = time.perf_counter() - start\n"
    "peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss\n"
    "print(json.dumps({'seconds': elapsed, 'peak_mb': peak / 1024, 'exit': proc.returncode,"
    " 'stderr': proc.stderr.decode()[-500:]}))\n"
)


def run_measured(args: list[str], env: dict[str, str] | None = None) -> dict:
    """Run ``args``; returns ``{"seconds", "peak_mb", "exit", "stderr"}`` for that process alone."""
    full_env = dict(os.environ, **(env or {}))
    out = subprocess.run([sys.executable, "-c", _WRAPPER, *args], capture_output=True, text=True, env=full_env, check=True)
    return json.loads(out.stdout)


def memcli(store: str, *args: str) -> list[str]:
    """The argv of a memcli command on ``store``."""
    return [sys.executable, "-m", "memcli", "--dir", store, *args]


def report(label: str, result: dict) -> None:
    """Print one figure line."""
    print(f"{label:<44} {result['seconds']:7.2f} s  {result['peak_mb']:7.1f} MB  exit={result['exit']}", flush=True)


def timed(fn, *args, **kwargs) -> float:
    """Seconds taken by ``fn``."""
    start = time.perf_counter()
    fn(*args, **kwargs)
    return time.perf_counter() - start
