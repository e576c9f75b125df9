"""The optional external extractor: a command that finds candidates in prose the rules cannot see.

Contract: memcli runs the command (split with ``shlex``, never through a
shell) with ``{"text": ..., "project": ...}`` as one JSON document on
stdin, and reads ``{"candidates": [{"type": ..., "content": ...}]}`` from
stdout. Every string it receives (the text, the project) is redacted here,
whatever the caller did before; what it proposes is built into candidates
by the rules' builder (``memcli.extract.candidates``): redacted, backed by a
sentence of the text, deduplicated. A command that cannot be
started, exits non-zero, times out or prints something else is reported
(``ExtractorFailed``) and skipped by the caller.
"""

from __future__ import annotations

from memcli import text

import json
import os
from dataclasses import dataclass

from memcli.process import ProcessFailed, run_with_stdin
from memcli.redact import redact_data


MAX_OUTPUT_CHARS = 2_000_000


class ExtractorFailed(Exception):
    """The external extractor did not produce a usable answer (message says why)."""


@dataclass(frozen=True, slots=True)
class Proposal:
    """One candidate as the external extractor proposed it (before cleaning and redaction)."""

    type: str
    content: str


def split_command(command: str) -> list[str]:
    """The argument vector of the extract command (exit 2 when it cannot be split or is empty)."""
    return text.split_command(command, "extract command")


def run_extractor(argv: list[str], text: str, project: str | None, timeout: float) -> list[Proposal]:
    """Run the extractor on one text; its proposals, or ``ExtractorFailed``."""
    payload = json.dumps(redact_data({"text": text, "project": project}), ensure_ascii=False).encode("utf-8")
    try:
        finished = run_with_stdin(argv, payload, timeout, env=dict(os.environ))
    except ProcessFailed as exc:
        raise ExtractorFailed(str(exc)) from None
    return parse_output(finished.stdout)


def parse_output(stdout: bytes) -> list[Proposal]:
    """Read ``{"candidates": [{"type", "content"}]}``; entries of the wrong shape are dropped."""
    try:
        document = json.loads(stdout.decode("utf-8")[:MAX_OUTPUT_CHARS])
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ExtractorFailed("did not print a JSON document on stdout") from None
    if not isinstance(document, dict) or not isinstance(document.get("candidates"), list):
        raise ExtractorFailed('printed JSON without a "candidates" list')
    proposals = []
    for item in document["candidates"]:
        if isinstance(item, dict) and isinstance(item.get("type"), str) and isinstance(item.get("content"), str):
            kind = item["type"].strip()
            if kind:
                proposals.append(Proposal(kind, item["content"]))
    return proposals
