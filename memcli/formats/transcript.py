"""Claude Code transcripts → typed conversation segments (standard library only).

This is the one reader of Claude Code's ``*.jsonl`` transcripts: extraction,
reinforcement, the review excerpt and the Stop hook's lesson reader all use
it, so they agree on what the person typed.

A transcript holds one JSON object per line. Lines of ``type`` ``user`` and
``assistant`` carry ``message.content``: a string or a list of blocks. Each
piece of text becomes a ``Segment`` whose ``origin`` says what it is:

``typed``        what the person typed (a main-thread user line's own text);
``memory_note``  a note the person typed for memory (``#`` in Claude Code,
                 logged as ``<user-memory-input>``);
``assistant``    the assistant's visible text;
``thinking``     an assistant thinking block;
``tool_result``  a tool's output, delivered as a user-role block;
``command``      a slash command or ``!`` shell input (``<command-…>``,
                 ``<bash-input>``) and the prompt a slash command expands to;
``injected``     text Claude Code or a hook put in the user's place:
                 ``<system-reminder>``, ``<local-command-…>``, ``<bash-stdout>``,
                 ``Caveat:`` lines, hook feedback ("Stop hook feedback:"),
                 interruption markers, ``isMeta`` lines;
``compaction``   the summary injected after compacting ("This session is
                 being continued from a previous conversation…");
``api_error``    an API error stand-in (``isApiErrorMessage``).

``sidechain`` marks a subagent's conversation (``isSidechain``), whatever
its origin. Other line types (``summary``, ``system``, ``progress``,
``file-history-snapshot``, ...) and blocks without text (``tool_use``,
images) give nothing. Broken lines are reported through ``warn``; a last
line without its newline is left unread (see ``memcli.formats.jsonl``).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace

from memcli.formats.jsonl import DEFAULT_MAX_LINE_BYTES, WHOLE, RawLine, Span, decode_object, read_lines
from memcli.formats.regular_files import open_regular

USER, ASSISTANT = "user", "assistant"
CONVERSATION_TYPES = frozenset({USER, ASSISTANT})

TYPED = "typed"
MEMORY_NOTE = "memory_note"
ASSISTANT_TEXT = "assistant"
THINKING = "thinking"
TOOL_RESULT = "tool_result"
COMMAND = "command"
INJECTED = "injected"
COMPACTION = "compaction"
API_ERROR = "api_error"
ORIGINS = (TYPED, MEMORY_NOTE, ASSISTANT_TEXT, THINKING, TOOL_RESULT, COMMAND, INJECTED, COMPACTION, API_ERROR)
PERSON = frozenset({TYPED, MEMORY_NOTE})  # text the person wrote themselves

COMPACTION_PREFIX = "This session is being continued from a previous conversation"
INTERACTION_KEYS = ("prompt", "response", "response_summary")
SNIFF_LINES = 200

_COMMAND_TAG = re.compile(r"\A\s*<(?:command-[a-z-]+|bash-input)>")
_INJECTED_TAG = re.compile(r"\A\s*<(?:system-reminder|local-command-[a-z-]+|bash-std(?:out|err)|task-notification"
                           r"|user-prompt-submit-hook)\b")
_INJECTED_TEXT = re.compile(
    r"\A\s*(?:Caveat: |\[Request interrupted by user|\[Request cancelled"
    r"|(?:Stop|SubagentStop|PreToolUse|PostToolUse|UserPromptSubmit|SessionStart|SessionEnd|Notification|PreCompact)"
    r"(?::\S+)? hook (?:feedback|error|blocking error)"
    r"|(?:Stop|SubagentStop) hook feedback)"
)
_MEMORY_NOTE = re.compile(r"\A\s*<user-memory-input>(.*?)(?:</user-memory-input>\s*)?\Z", re.S)
# Injected spans appended to what the person typed (a reminder after a prompt): cut out, the rest kept.
_INJECTED_SPAN = re.compile(r"<(system-reminder|user-prompt-submit-hook)>.*?(?:</\1>|\Z)", re.S)

Warn = Callable[[str], None]


def _ignore(_message: str) -> None:
    return None


@dataclass(frozen=True, slots=True)
class Segment:
    """One piece of text of a transcript line and what it is.

    ``line`` is 1-based; ``turn`` is the line of the main-thread user
    message that opened the exchange (0 before the first), so every
    assistant line of one reply shares it. ``meta`` is the line's
    ``isMeta`` flag.
    """

    role: str
    origin: str
    text: str
    line: int
    turn: int = 0
    sidechain: bool = False
    session_id: str | None = None
    cwd: str | None = None
    timestamp: str | None = None
    uuid: str | None = None
    meta: bool = False

    @property
    def by_person(self) -> bool:
        """Text the person typed in the main conversation (not a subagent's prompt)."""
        return self.origin in PERSON and not self.sidechain

    @property
    def is_response(self) -> bool:
        """The assistant's visible text in the main conversation (the response side)."""
        return self.origin == ASSISTANT_TEXT and not self.sidechain


def is_compaction_summary(text: str) -> bool:
    """Whether ``text`` is the summary Claude Code injects after compacting a session."""
    return text.lstrip().startswith(COMPACTION_PREFIX)


def classify_user_text(text: str) -> tuple[str, str]:
    """``(origin, text)`` of one user-role text: what the person typed, or which kind of injected text.

    Injected spans around what the person typed (an IDE's ``<system-reminder>``
    before the prompt, a hook's after it) are cut out first; what remains
    decides. Typed text that was nothing else becomes ``injected``.
    """
    if is_compaction_summary(text):
        return COMPACTION, text
    own = _INJECTED_SPAN.sub("", text) if "<" in text else text
    if not own.strip():
        return INJECTED, text
    if _COMMAND_TAG.match(own):
        return COMMAND, text
    if _INJECTED_TAG.match(own) or _INJECTED_TEXT.match(own):
        return INJECTED, text
    note = _MEMORY_NOTE.match(own)
    if note:
        return MEMORY_NOTE, note.group(1).strip()
    return TYPED, own.strip() if own is not text else text


def _blocks(content: object) -> Iterator[tuple[str, str]]:
    """``(block type, text)`` of ``message.content``: a string is one text block."""
    if isinstance(content, str):
        yield "text", content
        return
    if not isinstance(content, list):
        return
    for block in content:
        if isinstance(block, str):
            yield "text", block
        elif isinstance(block, dict):
            kind = block.get("type")
            if kind == "text" and isinstance(block.get("text"), str):
                yield "text", block["text"]
            elif kind == "thinking" and isinstance(block.get("thinking"), str):
                yield "thinking", block["thinking"]
            elif kind == "tool_result":
                text = _tool_result_text(block.get("content"))
                if text:
                    yield "tool_result", text


def _tool_result_text(content: object) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n\n".join(b["text"] for b in content if isinstance(b, dict) and isinstance(b.get("text"), str))
    return ""


def content_text(content: object) -> str:
    """The text blocks of ``message.content`` joined by blank lines (a string is its own text)."""
    return "\n\n".join(text for kind, text in _blocks(content) if kind == "text")


def _text_field(obj: dict, key: str) -> str | None:
    value = obj.get(key)
    return value if isinstance(value, str) and value else None


def _role(obj: dict) -> str | None:
    kind = obj.get("type")
    if not (isinstance(kind, str) and kind in CONVERSATION_TYPES):
        return None
    message = obj.get("message")
    if not isinstance(message, dict):
        return None
    role = message.get("role")
    return role if isinstance(role, str) and role in CONVERSATION_TYPES else kind


def _line_origin(obj: dict, role: str) -> str | None:
    """An origin the whole line has from its flags, or ``None`` when each block decides."""
    if obj.get("isApiErrorMessage") is True:
        return API_ERROR
    if obj.get("isCompactSummary") is True:
        return COMPACTION
    if role == USER and (obj.get("isMeta") is True or obj.get("isVisibleInTranscriptOnly") is True):
        return INJECTED
    return None


def segments_of(obj: object, line: int, turn: int = 0) -> list[Segment]:
    """The segments of one parsed transcript line (empty when it holds no conversation text)."""
    if not isinstance(obj, dict):
        return []
    role = _role(obj)
    if role is None:
        return []
    fixed = _line_origin(obj, role)
    common = dict(sidechain=obj.get("isSidechain") is True, session_id=_text_field(obj, "sessionId"),
                  cwd=_text_field(obj, "cwd"), timestamp=_text_field(obj, "timestamp"), uuid=_text_field(obj, "uuid"),
                  meta=obj.get("isMeta") is True)
    found: list[Segment] = []
    command_line = False
    for kind, text in _blocks(obj["message"].get("content")):
        if not text.strip():
            continue
        origin = _block_origin(kind, role, fixed)
        if origin == TYPED:
            origin, text = classify_user_text(text)
            if fixed == INJECTED and origin in (TYPED, MEMORY_NOTE):
                origin = INJECTED
        command_line = command_line or origin == COMMAND
        found.append(Segment(role, origin, text, line, turn, **common))
    if command_line:  # the prompt a slash command expands to, in the same line as the command
        found = [s if s.origin != TYPED else replace(s, origin=COMMAND) for s in found]
    return found


def _block_origin(kind: str, role: str, fixed: str | None) -> str:
    if kind == "thinking":
        return THINKING
    if kind == "tool_result":
        return TOOL_RESULT
    if fixed is not None:
        return fixed
    return TYPED if role == USER else ASSISTANT_TEXT


def _opens_turn(segments: list[Segment]) -> bool:
    """A main-thread user line with text of its own (not only tool results) opens a new exchange."""
    return any(s.role == USER and not s.sidechain and s.origin not in (TOOL_RESULT, COMPACTION) for s in segments)


def iter_segments(lines: Iterable[RawLine], *, where: str = "transcript", warn: Warn = _ignore,
                  max_bytes: int = DEFAULT_MAX_LINE_BYTES, keep: Callable[[bytes], bool] | None = None,
                  turn: int = 0) -> Iterator[Segment]:
    """The segments of raw transcript lines, in order (streaming).

    ``keep`` is a cheap test on a line's raw bytes: lines it rejects are
    not parsed at all (and so never reported either). ``turn`` is the
    exchange a read that starts mid-file continues.
    """
    for raw in lines:
        if keep is not None and raw.data is not None and not keep(raw.data):
            continue
        obj, problem = decode_object(raw.data, max_bytes)
        if problem is not None:
            warn(f"{where}:{raw.number}: {problem}; line skipped")
            continue
        if obj is None:
            continue
        segments = segments_of(obj, raw.number, turn)
        if _opens_turn(segments):
            turn = raw.number
            segments = [replace(s, turn=turn) for s in segments]
        yield from segments


def read_transcript(path: str | os.PathLike, *, warn: Warn = _ignore, where: str | None = None,
                    max_bytes: int = DEFAULT_MAX_LINE_BYTES, span: Span = WHOLE,
                    keep: Callable[[bytes], bool] | None = None) -> Iterator[Segment]:
    """Stream the segments of a transcript file, line by line, in memory bounded by ``max_bytes``.

    ``where`` is how warnings name the file (default: the path as given).
    """
    where = os.fspath(path) if where is None else where
    with open_regular(path) as handle:
        yield from iter_segments(read_lines(handle, max_bytes, span), where=where, warn=warn, max_bytes=max_bytes,
                                 keep=keep)


def sniff_jsonl(lines: Iterable[RawLine], limit: int = SNIFF_LINES) -> str:
    """``"transcript"`` or ``"interactions"``: what a ``.jsonl`` file holds, from its first lines.

    A line carrying ``prompt``/``response`` means interactions; a line with
    ``type`` ``user``/``assistant`` and a ``message`` means a transcript.
    Without a decisive line, lines that all carry a string ``type`` (a
    transcript holding only ``summary`` lines, say) still mean a transcript.
    """
    typed = False
    for raw in lines:
        if raw.number > limit:
            break
        obj, _problem = decode_object(raw.data)
        if obj is None:
            continue
        if any(key in obj for key in INTERACTION_KEYS):
            return "interactions"
        kind = obj.get("type")
        if isinstance(kind, str) and kind in CONVERSATION_TYPES and "message" in obj:
            return "transcript"
        typed = typed or isinstance(kind, str)
    return "transcript" if typed else "interactions"


def sniff_jsonl_file(path: str | os.PathLike, max_bytes: int = DEFAULT_MAX_LINE_BYTES) -> str:
    """``sniff_jsonl`` on a file's first lines."""
    with open_regular(path) as handle:
        return sniff_jsonl(read_lines(handle, max_bytes))


def line_text(obj: object) -> str | None:
    """The conversation text of one parsed line (tool results and thinking left out), for an excerpt."""
    texts = [s.text for s in segments_of(obj, 0) if s.origin not in (TOOL_RESULT, THINKING)]
    return "\n\n".join(texts) or None
