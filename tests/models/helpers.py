"""Stand-in ``claude`` and ``llm`` executables on PATH, and the recorded answers they replay."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest

RECORDED = Path(__file__).resolve().parents[1] / "data" / "models"
STANDIN = Path(__file__).resolve().with_name("standin.py")


class Standins:
    """The stand-ins of one test: what they answer, and what they were asked."""

    def __init__(self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        self.bin = tmp_path / "standin-bin"
        self.bin.mkdir()
        self.log = tmp_path / "standin-log.jsonl"
        self.script = tmp_path / "standin-script.json"
        for name in ("claude", "llm"):
            launcher = self.bin / name
            launcher.write_text(f"#!{sys.executable}\nimport os, runpy\nos.environ['STANDIN_NAME'] = {name!r}\n"
                                f"runpy.run_path({str(STANDIN)!r}, run_name='__main__')\n")
            launcher.chmod(0o755)
        monkeypatch.setenv("PATH", f"{self.bin}{os.pathsep}{os.environ.get('PATH', '')}")
        monkeypatch.setenv("STANDIN_LOG", str(self.log))
        monkeypatch.setenv("STANDIN_SCRIPT", str(self.script))
        self.answer(default={"stdout": "", "exit": 3, "stderr": "no answer scripted\n"})

    def answer(self, default: dict[str, Any], replies: list[tuple[str, dict[str, Any]]] = ()) -> None:
        """Reply ``default``, or the first reply whose text occurs in stdin."""
        self.script.write_text(json.dumps({"default": default,
                                           "replies": [{"match": m, "reply": r} for m, r in replies]}))

    def calls(self) -> list[dict[str, Any]]:
        """Every run so far: name, argv, stdin, cwd, silent."""
        if not self.log.exists():
            return []
        return [json.loads(line) for line in self.log.read_text().splitlines()]

    def remove(self, name: str) -> None:
        """Take one executable off PATH (a user without it installed)."""
        (self.bin / name).unlink()


def claude_reply(answer: Any, **changes: Any) -> dict[str, Any]:
    """The recorded success envelope of ``claude -p --output-format json`` with ``answer`` as its result text."""
    envelope = json.loads((RECORDED / "claude-success.json").read_text())
    envelope["result"] = answer if isinstance(answer, str) else json.dumps(answer)
    envelope.update(changes)
    return {"stdout": json.dumps(envelope)}


def recorded(name: str, **reply: Any) -> dict[str, Any]:
    """A reply whose stdout (or, for ``.stderr`` files, stderr) is a recorded file."""
    text = (RECORDED / name).read_text()
    return {"stderr": text, **reply} if name.endswith(".stderr") else {"stdout": text, **reply}


def llm_reply(answer: Any) -> dict[str, Any]:
    """What ``llm --schema`` prints: the answer object itself."""
    return {"stdout": (answer if isinstance(answer, str) else json.dumps(answer)) + "\n"}
