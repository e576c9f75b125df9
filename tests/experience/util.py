"""Helpers for the experience tests: knowledge file text, hook runs, payloads."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import cli, hook_subprocess


def knowledge_text(kid: str, *, label: str | None = None, priority: str = "MEDIUM", process_type: str = "checklist",
                   status: str | None = "active", confidence: float | None = None, tools=(), files=(), actions=(),
                   contexts=(), body: str = "- [ ] step one", extra: dict | None = None) -> str:
    """A knowledge file (flow lists written as JSON, which is valid YAML)."""
    lines = ["---", f"id: {kid}", "type: process", f"process_type: {process_type}", f"priority: {priority}",
             f"label: {json.dumps(label or kid.replace('-', ' ').title())}"]
    if status is not None:
        lines.append(f"status: {status}")
    if confidence is not None:
        lines.append(f"confidence: {confidence}")
    for key, value in (extra or {}).items():
        lines.append(f"{key}: {json.dumps(value)}")
    lines += ["trigger_conditions:", f"  tool_names: {json.dumps(list(tools))}", f"  file_patterns: {json.dumps(list(files))}",
              f"  action_keywords: {json.dumps(list(actions))}", f"  context_keywords: {json.dumps(list(contexts))}", "---"]
    return "\n".join(lines) + "\n" + body + "\n"


def reindex(root: Path) -> None:
    """Build the hook index through the CLI."""
    run = cli(["--dir", str(root), "knowledge", "reindex"])
    assert run.exit_code == 0, run.stderr


def pre_tool_use(tool: str = "Edit", file_path: str | None = "/proj/plugin.json", cwd: str = "/proj", **tool_input) -> dict:
    """A PreToolUse payload like Claude Code's."""
    if file_path is not None:
        tool_input = {"file_path": file_path, **tool_input}
    return {"session_id": "s1", "transcript_path": "/tmp/t.jsonl", "cwd": cwd, "permission_mode": "default",
            "hook_event_name": "PreToolUse", "tool_name": tool, "tool_input": tool_input, "tool_use_id": "toolu_1"}


def run_hook(event: str, payload: dict | str | bytes, root: Path | None = None, *, env: dict | None = None,
             timeout: float = 30) -> subprocess.CompletedProcess:
    """``python -m memcli.hook EVENT [--dir ROOT]`` with ``payload`` on stdin."""
    args = [event] + (["--dir", str(root)] if root is not None else [])
    data = payload if isinstance(payload, (str, bytes)) else json.dumps(payload)
    return hook_subprocess(args, stdin=data, env=env, timeout=timeout)


def context_of(proc: subprocess.CompletedProcess, event_name: str = "PreToolUse") -> str:
    """The additionalContext of a hook run, checking the exact output shape on the way."""
    assert proc.returncode == 0, proc.stderr
    text = proc.stdout.decode("utf-8")
    assert text.endswith("\n") and text.count("\n") == 1, text
    document = json.loads(text)
    assert list(document) == ["hookSpecificOutput"]
    assert list(document["hookSpecificOutput"]) == ["hookEventName", "additionalContext"]
    assert document["hookSpecificOutput"]["hookEventName"] == event_name
    context = document["hookSpecificOutput"]["additionalContext"]
    assert isinstance(context, str) and context
    return context


def transcript_line(role: str, content, **extra) -> str:
    """One Claude Code transcript line."""
    entry = {"type": role, "isSidechain": False, "message": {"role": role, "content": content}, **extra}
    return json.dumps(entry)


def write_transcript(path: Path, lines: list[str]) -> Path:
    """A transcript file (test input, written directly)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def python_env() -> dict:
    """Environment for subprocesses that must find this checkout's memcli."""
    return {"PYTHONPATH": os.pathsep.join(filter(None, [str(Path(__file__).resolve().parents[2]), os.environ.get("PYTHONPATH")]))}


PY = sys.executable
