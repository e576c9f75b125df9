"""The hook's event names: memcli's spelling (``pre-tool-use``) and Claude Code's (``PreToolUse``).

``memcli-hook`` reads either on its command line; ``memcli hooks install``
writes memcli's and recognises both in a ``settings.json``.
"""

from __future__ import annotations

EVENTS = ("pre-tool-use", "session-start", "stop", "user-prompt-submit")
EVENT_NAMES = {"pre-tool-use": "PreToolUse", "session-start": "SessionStart", "stop": "Stop",
               "user-prompt-submit": "UserPromptSubmit"}
CLAUDE_EVENTS = {claude: event for event, claude in EVENT_NAMES.items()}


def normalize_event(name: str | None) -> str | None:
    """memcli's spelling of an event given in either spelling (``PreToolUse`` → ``pre-tool-use``)."""
    return CLAUDE_EVENTS.get(name, name) if name is not None else None
