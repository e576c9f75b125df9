"""Run another program with a document on its stdin: the one place memcli starts helper processes.

Used by ``--judge-cmd``, the external extractor and the model backends
(``claude``, ``llm``). The program runs without a shell, in its own session
(so a timeout stops its children too: they hold its pipes), and whatever it
is told travels on stdin only: the command line shows in ``ps``.
"""

from __future__ import annotations

import os
import signal
import subprocess
from dataclasses import dataclass

MAX_DETAIL_CHARS = 200


class ProcessFailed(Exception):
    """The program could not be started, timed out or exited non-zero (the message says which).

    ``kind`` is ``missing``, ``timeout`` or ``exit``; ``stdout`` and
    ``stderr`` hold what it printed before it failed (empty unless ``exit``).
    """

    def __init__(self, kind: str, message: str, stdout: bytes = b"", stderr: bytes = b"") -> None:
        super().__init__(message)
        self.kind, self.stdout, self.stderr = kind, stdout, stderr


@dataclass(frozen=True, slots=True)
class Finished:
    """What a program that exited 0 printed."""

    stdout: bytes
    stderr: bytes


def run_with_stdin(argv: list[str], payload: bytes, timeout: float, *, env: dict[str, str] | None = None,
                   what: str = "", cwd: str | None = None) -> Finished:
    """Run ``argv`` with ``payload`` on stdin (in ``cwd``, default the current directory); its output, or ``ProcessFailed``.

    ``what`` names the program in the failure messages ("judge command").
    """
    named = f"{what} " if what else ""
    try:
        proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                shell=False, env=env, cwd=cwd, start_new_session=True)
    except OSError as exc:
        raise ProcessFailed("missing", f"cannot run {named}{argv[0]!r}: {exc.strerror or exc}") from None
    try:
        stdout, stderr = proc.communicate(payload, timeout=timeout)
    except subprocess.TimeoutExpired:
        kill_group(proc)
        proc.communicate()
        raise ProcessFailed("timeout", f"{named}timed out after {timeout:g} s") from None
    if proc.returncode != 0:
        raise ProcessFailed("exit", f"{named}exited with status {proc.returncode}{last_line(stderr)}", stdout, stderr)
    return Finished(stdout, stderr)


def last_line(stderr: bytes) -> str:
    """``": <last line of stderr>"`` (cut short), or ``""`` when it printed nothing."""
    lines = stderr.decode("utf-8", "replace").strip().splitlines()
    return f": {lines[-1][:MAX_DETAIL_CHARS]}" if lines else ""


def kill_group(proc: subprocess.Popen) -> None:
    """Stop the program and everything it started (its own session)."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        proc.kill()
