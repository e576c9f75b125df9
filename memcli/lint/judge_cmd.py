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

import json
import threading
from collections.abc import Mapping
from typing import Any

from memcli import text
from memcli.lint.claims import body_lines
from memcli.lint.judge import UNRELATED, VERDICTS, Judgement
from memcli.lint.judging import JudgeDefaults
from memcli.process import ProcessFailed, run_with_stdin
from memcli.store import Memory

MAX_OUTPUT_ECHO = 200


def split_command(command: str) -> list[str]:
    """The argument vector of the --judge-cmd (exit 2 when it cannot be split or is empty)."""
    return text.split_command(command, "--judge-cmd")


def request(a: Memory, b: Memory) -> bytes:
    """The JSON document written to the judge's stdin."""
    doc = {"a": {"file": a.rel, "type": a.type, "body": a.body}, "b": {"file": b.rel, "type": b.type, "body": b.body}}
    return json.dumps(doc, ensure_ascii=False).encode("utf-8")


class CommandJudge(JudgeDefaults):
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
            return run_with_stdin(self.argv, payload, self.timeout, what="judge command").stdout, None
        except ProcessFailed as exc:
            if exc.kind != "missing":
                return b"", str(exc)
            with self._once:
                first, self.unavailable = not self.unavailable, True
            if not first:
                return b"", None  # already reported: this pair is simply unrelated
            return b"", f"{exc}; no pair is judged by it this run"


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
        line = verbatim_line(claim, memory.body)
        if line is None:
            return Judgement.unrelated(f"judge command's {side} is not a line of {memory.rel}: {claim!r}"[:300])
        claims.append(line)
    return Judgement(verdict, claims[0], claims[1], "command")


def verbatim_line(claim: Any, body: str) -> str | None:
    """The line of ``body`` equal to ``claim`` (a trailing line ending tolerated), else ``None``."""
    if not isinstance(claim, str):
        return None
    text = claim[:-2] if claim.endswith("\r\n") else claim[:-1] if claim.endswith("\n") else claim
    if not text.strip() or "\n" in text:
        return None
    return text if text in body_lines(body) else None
