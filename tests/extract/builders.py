"""Builders for transcript and interaction inputs used by the capture tests."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

SESSION = "5f0c2a9e-0000-4000-8000-000000000000"


def line(kind: str, content: Any = None, **extra: Any) -> str:
    """One Claude Code transcript line (``type`` user/assistant with ``message.content``, or another type)."""
    obj: dict[str, Any] = {"type": kind, "sessionId": SESSION, "cwd": "/home/sam/src/demo", "isSidechain": False}
    if kind in ("user", "assistant"):
        obj["message"] = {"role": kind, "content": content}
    obj.update(extra)
    return json.dumps(obj)


def text_block(text: str) -> dict[str, str]:
    return {"type": "text", "text": text}


def assistant(text: str, **extra: Any) -> str:
    """An assistant line whose content is one text block."""
    return line("assistant", [text_block(text)], **extra)


def user(text: str, **extra: Any) -> str:
    """A user line whose content is a string."""
    return line("user", text, **extra)


def write_lines(path: Path, lines: list[str | bytes]) -> Path:
    """Write raw lines (each followed by a newline)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = b"".join((item if isinstance(item, bytes) else item.encode("utf-8")) + b"\n" for item in lines)
    path.write_bytes(data)
    return path


def interaction(**fields: Any) -> str:
    """One interaction object as a JSON line."""
    return json.dumps(fields)
