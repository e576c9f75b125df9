"""The two model command lines memcli knows: Claude Code's ``claude`` and Simon Willison's ``llm``.

Both are run without a shell, with the request on **stdin** (memory text on
the command line would show in ``ps``), from an empty temporary directory
(no project ``CLAUDE.md``, settings or files for the model to read) and with
``MEMCLI_HOOKS_SILENT=1``, so memcli's own Claude Code hooks ignore the
session. Every string of the input document goes through the redactor on
the way out (``Backend.stdin``, docs/contracts.md §6), whatever the caller did before.
The command lines (sources in ``docs/models.md``)::

    claude -p --output-format json --max-turns 1 [--model M]      stdin: task + schema + input
    llm prompt --no-log -s TASK --schema SCHEMA [-m M]             stdin: input

``claude -p --output-format json`` prints one envelope object: the answer
text in ``result`` (or, with a schema, the object in ``structured_output``),
``is_error`` and ``subtype`` (``success``, ``error_max_turns``,
``error_during_execution``). ``llm --schema`` prints the JSON object itself;
its errors go to stderr with exit status 1.

Every failure is a ``ModelFailed`` whose ``kind`` says which:
``missing`` (no such executable), ``timeout``, ``rate_limit``, ``error``
(non-zero exit, ``is_error``), ``malformed`` (not a JSON object; a refusal
in prose lands here too).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from memcli.models.prompts import Prompt, input_text, request_text
from memcli.process import MAX_DETAIL_CHARS, ProcessFailed, run_with_stdin
from memcli.redact import redact_data

HOOKS_SILENT = {"MEMCLI_HOOKS_SILENT": "1"}  # memcli.hook.SILENCE_ENV (the hook module is not imported here)
MAX_ANSWER_CHARS = 1_000_000
_RATE_LIMIT = re.compile(r"(?i)rate.?limit|\b429\b|usage limit|hit your limit|too many requests|overloaded|quota")
_FENCE = re.compile(r"^\s*```[A-Za-z]*\s*\n(.*)\n\s*```\s*$", re.DOTALL)


class ModelFailed(Exception):
    """The model gave no usable answer; ``kind`` is missing, timeout, rate_limit, error or malformed."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


@dataclass(frozen=True)
class Backend:
    """One model command line: ``claude`` or ``llm``, an optional model name, a timeout in seconds."""

    name: str
    model: str = ""
    timeout: float = 60.0

    @property
    def label(self) -> str:
        """``claude`` or ``llm:<model>``: how reports and cache keys name the backend."""
        return f"{self.name}:{self.model}" if self.model else self.name

    def argv(self, prompt: Prompt) -> list[str]:
        """The command line for ``prompt`` (fixed text only: the input goes to stdin)."""
        if self.name == "claude":
            return ["claude", "-p", "--output-format", "json", "--max-turns", "1", *self._model_option("--model")]
        return ["llm", "prompt", "--no-log", "-s", prompt.instructions, "--schema", prompt.schema_json,
                *self._model_option("-m")]

    def missing(self) -> str | None:
        """Why the command cannot run at all (``"claude: command not found on PATH"``), else ``None``."""
        return None if shutil.which(self.name) else f"{self.name}: command not found on PATH"

    def _model_option(self, flag: str) -> list[str]:
        return [flag, self.model] if self.model else []

    def stdin(self, prompt: Prompt, document: Any) -> bytes:
        """What the command reads on stdin: the task and the input, every string of the input redacted."""
        document = redact_data(document)
        text = request_text(prompt, document) if self.name == "claude" else input_text(document)
        return text.encode("utf-8")

    def ask(self, prompt: Prompt, document: Any) -> dict[str, Any]:
        """Run the model on one input; its answer object, or ``ModelFailed``."""
        with tempfile.TemporaryDirectory(prefix="memcli-model-") as empty:
            env = {**os.environ, **HOOKS_SILENT}
            argv = self.argv(prompt)
            try:
                finished = run_with_stdin(argv, self.stdin(prompt, document), self.timeout, env=env, what=argv[0],
                                          cwd=empty).stdout
            except ProcessFailed as exc:
                raise _failure(self.name, exc) from None
        if self.name == "claude":
            return claude_answer(finished)
        return answer_object(finished.decode("utf-8", "replace"), self.name)


def _failure(name: str, exc: ProcessFailed) -> ModelFailed:
    if exc.kind in ("missing", "timeout"):
        return ModelFailed(exc.kind, str(exc))
    said = exc.stdout.decode("utf-8", "replace") + "\n" + exc.stderr.decode("utf-8", "replace")
    envelope = _json_object(exc.stdout.decode("utf-8", "replace")) if name == "claude" else None
    detail = str(envelope.get("result") or "") if envelope else ""
    kind = "rate_limit" if _RATE_LIMIT.search(said) else "error"
    return ModelFailed(kind, f"{exc}" + (f" ({detail[:MAX_DETAIL_CHARS]})" if detail else ""))


def claude_answer(stdout: bytes) -> dict[str, Any]:
    """The answer object inside ``claude -p --output-format json``'s envelope."""
    envelope = _json_object(stdout.decode("utf-8", "replace"))
    if envelope is None:
        raise ModelFailed("malformed", f"claude did not print its JSON envelope: {_shown(stdout)}")
    result = envelope.get("result")
    if envelope.get("is_error") is True or envelope.get("subtype", "success") != "success":
        text = f"{envelope.get('subtype')}: {result}"[:MAX_DETAIL_CHARS]
        kind = "rate_limit" if _RATE_LIMIT.search(str(result)) else "error"
        raise ModelFailed(kind, f"claude reported an error ({text})")
    structured = envelope.get("structured_output")
    if isinstance(structured, Mapping):
        return dict(structured)
    if not isinstance(result, str):
        raise ModelFailed("malformed", "claude's envelope has no result text")
    return answer_object(result, "claude")


def answer_object(text: str, name: str) -> dict[str, Any]:
    """The JSON object a model answered (one code fence around it tolerated), else ``ModelFailed``."""
    found = _json_object(text)
    if found is None:
        raise ModelFailed("malformed", f"{name} did not answer with a JSON object: {_shown(text)}")
    return found


def _json_object(text: str) -> dict[str, Any] | None:
    text = text[:MAX_ANSWER_CHARS].strip()
    fenced = _FENCE.match(text)
    if fenced:
        text = fenced.group(1)
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return None
    return value if isinstance(value, dict) else None


def _shown(text: str | bytes) -> str:
    shown = text.decode("utf-8", "replace") if isinstance(text, bytes) else text
    return repr(shown.strip()[:MAX_DETAIL_CHARS])


def backend_for(name: str, model: str, timeout: float) -> Backend:
    """The backend called ``name`` (``claude`` or ``llm``)."""
    return Backend(name, model.strip(), float(timeout))
