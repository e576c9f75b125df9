"""Claude Code transcript lines → conversation entries (standard library only).

A transcript is a ``*.jsonl`` file: one JSON object per line. Only lines
with ``type`` ``user`` or ``assistant`` carry conversation; their
``message.content`` is a string or a list of blocks. What is *not*
conversation is skipped here, once, for every room that reads transcripts
(extraction, reinforcement, the Stop hook's lesson mining):

- other line types (``system``, ``summary``, ``progress``,
  ``file-history-snapshot``, ``queue-operation``, ...);
- sidechain lines (``isSidechain: true``: a subagent's conversation) and
  API error stand-ins (``isApiErrorMessage: true``);
- injected compaction summaries ("This session is being continued from a
  previous conversation…", also flagged ``isCompactSummary``);
- blocks that are not text: ``tool_use``, ``tool_result``, ``thinking``,
  ``redacted_thinking``, ``image``;
- blank lines; broken lines (bad JSON, not UTF-8, not an object) are
  reported through ``warn`` and skipped.

User lines Claude Code itself injects (``isMeta: true``: "Stop hook
feedback", command caveats) are kept but flagged ``meta``, so a reader can
tell them from what the person typed.

The hook imports this module, so it must import nothing but the standard
library (a test guards this).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace

from memcli.regular_files import open_regular

CONVERSATION_TYPES = frozenset({"user", "assistant"})
COMPACTION_PREFIX = "This session is being continued from a previous conversation"
SKIPPED_FLAGS = ("isSidechain", "isCompactSummary", "isApiErrorMessage", "isVisibleInTranscriptOnly")
INTERACTION_KEYS = ("prompt", "response", "response_summary")
SNIFF_LINES = 200

Warn = Callable[[str], None]


def _ignore(_message: str) -> None:
    return None


@dataclass(frozen=True, slots=True)
class TranscriptEntry:
    """The text of one conversation line of a transcript.

    ``role`` is ``user`` or ``assistant``; ``line`` is 1-based; ``turn``
    counts user messages seen so far, so consecutive assistant lines of
    one reply share a turn. ``meta`` marks text Claude Code injected
    (``isMeta``) rather than text the person wrote.
    """

    role: str
    text: str
    line: int
    turn: int
    session_id: str | None = None
    cwd: str | None = None
    timestamp: str | None = None
    uuid: str | None = None
    meta: bool = False


def is_compaction_summary(text: str) -> bool:
    """Whether ``text`` is the summary Claude Code injects after compacting a session."""
    return text.lstrip().startswith(COMPACTION_PREFIX)


def content_text(content: object) -> str:
    """The text of ``message.content``: a string, or the ``text`` blocks of a list joined by blank lines."""
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        return ""
    parts = []
    for block in content:
        if isinstance(block, dict) and block.get("type") == "text" and isinstance(block.get("text"), str):
            parts.append(block["text"])
        elif isinstance(block, str):
            parts.append(block)
    return "\n\n".join(parts)


def _text_field(obj: dict, key: str) -> str | None:
    value = obj.get(key)
    return value if isinstance(value, str) and value else None


def _conversation_type(value: object) -> str | None:
    """``user`` or ``assistant`` when ``value`` is one of them (a list or a mapping is not: they are unhashable)."""
    return value if isinstance(value, str) and value in CONVERSATION_TYPES else None


def entry_from_object(obj: object, line: int, turn: int = 0) -> TranscriptEntry | None:
    """The conversation entry of one parsed line, or ``None`` when the line holds none."""
    if not isinstance(obj, dict) or _conversation_type(obj.get("type")) is None:
        return None
    if any(obj.get(flag) is True for flag in SKIPPED_FLAGS):
        return None
    message = obj.get("message")
    if not isinstance(message, dict):
        return None
    role = _conversation_type(message.get("role")) or obj["type"]
    text = content_text(message.get("content"))
    if not text.strip() or is_compaction_summary(text):
        return None
    return TranscriptEntry(role, text, line, turn, _text_field(obj, "sessionId"), _text_field(obj, "cwd"),
                           _text_field(obj, "timestamp"), _text_field(obj, "uuid"), obj.get("isMeta") is True)


_JSON_SPACE = " \t\r\n"
_JSON_SPACE_BYTES = _JSON_SPACE.encode("ascii")


def parse_line(raw: bytes | str, line: int, turn: int = 0, *, where: str = "transcript",
               warn: Warn = _ignore) -> TranscriptEntry | None:
    """Parse one raw transcript line; blank lines give ``None`` silently, broken ones with a warning."""
    if isinstance(raw, bytes):
        if not raw.strip(_JSON_SPACE_BYTES):
            return None
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError:
            warn(f"{where}:{line}: not UTF-8 text; line skipped")
            return None
    if not raw.strip(_JSON_SPACE):  # JSON's blanks only: str.strip() would also eat \x1c-\x1f and \x85
        return None
    try:
        obj = json.loads(raw)
    except ValueError:
        warn(f"{where}:{line}: not valid JSON; line skipped")
        return None
    except RecursionError:
        warn(f"{where}:{line}: JSON nested too deeply; line skipped")
        return None
    if not isinstance(obj, dict):
        warn(f"{where}:{line}: not a JSON object; line skipped")
        return None
    return entry_from_object(obj, line, turn)


def iter_entries(lines: Iterable[bytes | str], *, where: str = "transcript", warn: Warn = _ignore,
                 roles: Iterable[str] = ("user", "assistant")) -> Iterator[TranscriptEntry]:
    """Conversation entries of an iterable of raw lines, in order (streaming)."""
    wanted = frozenset(roles)
    turn = 0
    for number, raw in enumerate(lines, 1):
        entry = parse_line(raw, number, turn, where=where, warn=warn)
        if entry is None:
            continue
        if entry.role == "user":
            # A user message opens a new turn; the entry belongs to it.
            turn += 1
            entry = replace(entry, turn=turn)
        if entry.role in wanted:
            yield entry


def iter_transcript(path: str | os.PathLike, *, warn: Warn = _ignore, roles: Iterable[str] = ("user", "assistant"),
                    where: str | None = None) -> Iterator[TranscriptEntry]:
    """Stream the conversation entries of a transcript file, line by line (never read whole).

    ``where`` is how warnings name the file (default: the path as given).
    """
    where = os.fspath(path) if where is None else where
    with open_regular(path) as handle:
        yield from iter_entries(handle, where=where, warn=warn, roles=roles)


def sniff_jsonl(lines: Iterable[bytes | str], limit: int = SNIFF_LINES) -> str:
    """``"transcript"`` or ``"interactions"``: what a ``.jsonl`` file holds, from its first lines.

    A line carrying ``prompt``/``response`` means interactions; a line with
    ``type`` ``user``/``assistant`` and a ``message`` means a transcript.
    Without a decisive line, lines that all carry a string ``type`` (a
    transcript holding only ``summary`` lines, say) still mean a transcript.
    """
    typed = False
    for number, raw in enumerate(lines, 1):
        if number > limit:
            break
        try:
            obj = json.loads(raw)
        except (ValueError, RecursionError):
            continue
        if not isinstance(obj, dict):
            continue
        if any(key in obj for key in INTERACTION_KEYS):
            return "interactions"
        if _conversation_type(obj.get("type")) and "message" in obj:
            return "transcript"
        typed = typed or isinstance(obj.get("type"), str)
    return "transcript" if typed else "interactions"


def sniff_jsonl_file(path: str | os.PathLike) -> str:
    """``sniff_jsonl`` on a file's first lines."""
    with open_regular(path) as handle:
        return sniff_jsonl(handle)
