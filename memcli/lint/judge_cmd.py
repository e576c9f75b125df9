"""``--judge-cmd CMD``: an external judge, run once per candidate pair (docs/contracts.md §7).

CMD is split like a shell would split it (``shlex``) and run without a
shell. Memory text only ever travels on stdin, never on the command line::

    stdin:  {"a": {"file": "auto/a.md", "type": "feedback", "body": "..."}, "b": {...}}
    stdout: {"verdict": "contradiction", "claim_a": "<line of a>", "claim_b": "<line of b>"}

Every string of the request (file names, types, bodies) goes through the
redactor first (docs/contracts.md §6): a secret never reaches the command.

A non-zero exit, a timeout (``lint.judge_timeout``), output that is not
that JSON object, an unknown verdict, or a claim that is not a verbatim
claim line of its file (never a line inside a code fence, a heading, an
HTML comment or the frontmatter) downgrades the pair to ``unrelated``; the
caller reports the reason as a ``judge_error`` finding naming both files.
The model judges (``memcli.models.model_judge``) send the same request and make
the same checks. Their verdicts, like this command's, are findings: the
nightly auto-resolve acts only on pairs the built-in judge finds too
(``memcli.lint.resolve.plan_report``).
"""

from __future__ import annotations

import json
import threading
from collections.abc import Mapping
from typing import Any

from memcli import text
from memcli.lint.claims import body_lines, claim_lines
from memcli.lint.judge import UNRELATED, VERDICTS, Judgement
from memcli.lint.judging import JudgeDefaults
from memcli.process import ProcessFailed, run_with_stdin
from memcli.redact import redact, redact_data
from memcli.store import Memory

MAX_OUTPUT_ECHO = 200


def split_command(command: str) -> list[str]:
    """The argument vector of the --judge-cmd (exit 2 when it cannot be split or is empty)."""
    return text.split_command(command, "--judge-cmd")


def judge_request(a: Memory, b: Memory) -> dict[str, Any]:
    """The request about one pair, every string of it redacted: ``{"a": {"file", "type", "body"}, "b": {...}}``."""
    document = {"a": {"file": a.rel, "type": a.type, "body": a.body},
                "b": {"file": b.rel, "type": b.type, "body": b.body}}
    return redact_data(document)  # type: ignore[return-value]


def request(a: Memory, b: Memory) -> bytes:
    """The JSON document written to the judge's stdin."""
    return json.dumps(judge_request(a, b), ensure_ascii=False).encode("utf-8")


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
    return checked_claims(answer, verdict, a, b, "judge command's", "command")


def checked_claims(answer: Mapping[str, Any], verdict: str, a: Memory, b: Memory, who: str, rule: str) -> Judgement:
    """The judgement naming each file's claim line; a claim that is not one downgrades the pair (``who`` says whose)."""
    claims = []
    for side, memory in (("claim_a", a), ("claim_b", b)):
        claim = answer.get(side)
        line = file_claim_line(claim, memory.body)
        if line is None:
            what = "a claim line" if verbatim_line(claim, redact(memory.body), claims_only=False) else "a line"
            return Judgement.unrelated(redact(f"{who} {side} is not {what} of {memory.rel}: {claim!r}"[:300]))
        claims.append(line)
    return Judgement(verdict, claims[0], claims[1], rule)


def file_claim_line(claim: Any, body: str) -> str | None:
    """The claim line of ``body`` that ``claim`` (a line of the redacted body the judge saw) stands for, else ``None``.

    Only a claim line counts (``memcli.lint.claims.claim_lines``): a line in
    a code fence, a heading or an HTML comment never does, and the
    frontmatter is not part of the body.
    """
    seen = verbatim_line(claim, redact(body))
    if seen is None:
        return None
    lines = [line for _, line in claim_lines(body)]
    if seen in lines:
        return seen
    originals = {line for line in lines if redact(line) == seen}
    return originals.pop() if len(originals) == 1 else None


def verbatim_line(claim: Any, body: str, *, claims_only: bool = True) -> str | None:
    """The claim line (any line, without ``claims_only``) of ``body`` equal to ``claim``, else ``None``.

    A trailing line ending on ``claim`` is tolerated.
    """
    if not isinstance(claim, str):
        return None
    text = claim[:-2] if claim.endswith("\r\n") else claim[:-1] if claim.endswith("\n") else claim
    if not text.strip() or "\n" in text:
        return None
    lines = [line for _, line in claim_lines(body)] if claims_only else body_lines(body)
    return text if text in lines else None
