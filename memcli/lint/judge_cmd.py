"""``--judge-cmd CMD``: an external judge, run once per candidate pair (SPEC §7).

CMD is split like a shell would split it (``shlex``) and run without a
shell. Memory text only ever travels on stdin, never on the command line::

    stdin:  {"a": {"file": "auto/a.md", "type": "feedback", "body": "..."}, "b": {...}}
    stdout: {"verdict": "contradiction", "claim_a": "<line of a>", "claim_b": "<line of b>"}

A non-zero exit, a timeout (``lint.judge_timeout``), output that is not
that JSON object, an unknown verdict, or a claim that is not a verbatim
line of its file downgrades the pair to ``unrelated``; the caller reports
the reason as a ``judge_error`` finding naming both files.
"""

from __future__ import annotations

from memcli import text

import json
import os
import signal
import subprocess
import threading
from collections.abc import Mapping
from typing import Any

from memcli.lint.claims import body_lines
from memcli.lint.judge import UNRELATED, VERDICTS, Judgement
from memcli.store import Memory

MAX_OUTPUT_ECHO = 200


def split_command(command: str) -> list[str]:
    """The argument vector of the --judge-cmd (exit 2 when it cannot be split or is empty)."""
    return text.split_command(command, "--judge-cmd")


def request(a: Memory, b: Memory) -> bytes:
    """The JSON document written to the judge's stdin."""
    doc = {"a": {"file": a.rel, "type": a.type, "body": a.body}, "b": {"file": b.rel, "type": b.type, "body": b.body}}
    return json.dumps(doc, ensure_ascii=False).encode("utf-8")


class CommandJudge:
    """Runs an external judge command for each pair."""

    name = "command"

    def __init__(self, command: str, timeout: float) -> None:
        self.argv = split_command(command)
        self.timeout = float(timeout)
        self.unavailable = False  # the command cannot be started: said once for the run, not once per pair
        self._once = threading.Lock()  # pairs are judged in parallel threads

    def judge(self, a: Memory, b: Memory) -> Judgement:
        """Run the command on one pair; every failure becomes ``unrelated`` with an error."""
        if self.unavailable:
            return Judgement.unrelated()
        output, problem = self._run(request(a, b))
        if problem is not None:
            return Judgement.unrelated(problem)
        if self.unavailable:
            return Judgement.unrelated()
        return parse_answer(output, a, b)

    def _run(self, payload: bytes) -> tuple[bytes, str | None]:
        try:
            process = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                       start_new_session=True)
        except OSError as exc:
            with self._once:
                first, self.unavailable = not self.unavailable, True
            if not first:
                return b"", None  # already reported: this pair is simply unrelated
            return b"", (f"cannot run judge command {self.argv[0]!r}: {exc.strerror or exc}; "
                         "no pair is judged by it this run")
        try:
            out, err = process.communicate(payload, timeout=self.timeout)
        except subprocess.TimeoutExpired:
            _kill_group(process)
            process.communicate()
            return b"", f"judge command timed out after {self.timeout:g} s"
        if process.returncode != 0:
            detail = err.decode("utf-8", "replace").strip().splitlines()
            tail = f": {detail[-1][:MAX_OUTPUT_ECHO]}" if detail else ""
            return b"", f"judge command exited with status {process.returncode}{tail}"
        return out, None


def _kill_group(process: subprocess.Popen) -> None:
    # the judge may have started children of its own: stop the whole session
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        process.kill()


def parse_answer(output: bytes, a: Memory, b: Memory) -> Judgement:
    """Check the judge's stdout: one JSON object, a known verdict, verbatim claim lines."""
    try:
        answer: Any = json.loads(output.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        shown = output.decode("utf-8", "replace").strip()[:MAX_OUTPUT_ECHO]
        return Judgement.unrelated(f"judge command did not print a JSON object: {shown!r}")
    if not isinstance(answer, Mapping):
        return Judgement.unrelated("judge command printed JSON that is not an object")
    verdict = answer.get("verdict")
    if verdict not in VERDICTS:
        return Judgement.unrelated(f"judge command gave an unknown verdict {verdict!r}")
    if verdict == UNRELATED:
        return Judgement.unrelated()
    claims = []
    for side, memory in (("claim_a", a), ("claim_b", b)):
        claim = answer.get(side)
        line = _verbatim(claim, memory)
        if line is None:
            return Judgement.unrelated(f"judge command's {side} is not a line of {memory.rel}: {claim!r}"[:300])
        claims.append(line)
    return Judgement(verdict, claims[0], claims[1], "command")


def _verbatim(claim: Any, memory: Memory) -> str | None:
    """The body line equal to ``claim`` (a trailing line ending tolerated), else ``None``."""
    if not isinstance(claim, str):
        return None
    text = claim[:-2] if claim.endswith("\r\n") else claim[:-1] if claim.endswith("\n") else claim
    if not text.strip() or "\n" in text:
        return None
    return text if text in body_lines(memory.body) else None
