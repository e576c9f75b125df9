"""Lessons learned from conversations (docs/contracts.md §9, the Stop hook).

Standard library only: the ``memcli-hook stop`` process imports it to find
out cheaply whether a transcript holds anything new before it spends a
subprocess on writing.

Two sources of lessons:

* ``[PROCESS_KNOWLEDGE] ... [/PROCESS_KNOWLEDGE]`` blocks in any
  conversation text (assistant or user; never tool results or thinking);
* from what the *user* typed only (not tool results, not hook feedback,
  not subagent prompts, not compaction summaries, not the assistant's own
  text): corrections ("you forgot …", "you missed …", "don't forget …",
  "you should have …") and "lesson learned: …" statements.

Every lesson has a ``key`` (a hash of what makes it the same lesson): the
same transcript is re-read at every Stop, and a key learned once is never
learned again (``.memcli/lessons.jsonl`` remembers keys even after the file
is deleted).
"""

from __future__ import annotations

import os
import re
from collections import namedtuple

from memcli.experience.relevance import DEFAULT_PRIORITY, PRIORITIES, PROCESS_TYPES, label_key
from memcli.formats import transcript
from memcli.formats.jsonl import DEFAULT_MAX_LINE_BYTES, WHOLE, Span, json_records, tail_span
from memcli.formats.regular_files import open_regular
from memcli.redact import redact
from memcli.text import STOP_WORDS, fold_suffix

LEDGER_REL = ".memcli/lessons.jsonl"
# What a Stop reads of its transcript: the end (one turn, its tool output included, is far less; a lesson in a
# turn larger than this waits for ``memcli knowledge learn TRANSCRIPT``, which reads the whole file).
STOP_TAIL_BYTES = 32 * 1024 * 1024
LESSON_CONFIDENCE = 0.9
LESSON_STATUS = "draft"
CORRECTION_PRIORITY = "HIGH"
FILE_TOOLS = ("Write", "Edit", "MultiEdit", "NotebookEdit")
GENERAL_TOOLS = ("Write", "Edit", "MultiEdit", "Bash")
TRIGGER_KEYS = ("tool_names", "file_patterns", "action_keywords", "context_keywords")
MAX_LABEL_CHARS = 100
MIN_WHAT_CHARS = 3
MAX_WHAT_CHARS = 240
CONTENT_SECTIONS = {
    "pattern": ("when", "then"),
    "warning": ("risk", "mitigation"),
    "requirement": ("must", "rationale"),
}
SECTION_KEYS = frozenset(k for keys in CONTENT_SECTIONS.values() for k in keys) | {"condition", "consequence", "prevention"}
_VAGUE = frozenset("anything nothing something everything thing things stuff again one".split())


class Lesson(namedtuple("Lesson", ("key", "kind", "label", "process_type", "priority", "description", "triggers",
                                   "body", "evidence", "source", "grouping"))):
    """One lesson ready to become a ``status: draft`` knowledge file.

    ``kind`` is ``block``, ``correction`` or ``lesson_learned``; ``triggers``
    is a tuple of ``(name, tuple of strings)`` pairs (``tool_names``,
    ``file_patterns``, ``action_keywords``, ``context_keywords``, then any
    other trigger the block gave); ``source`` is ``path:line``.
    """

    __slots__ = ()

    def trigger(self, name: str) -> tuple[str, ...]:
        """One trigger list (empty when absent)."""
        return dict(self.triggers).get(name, ())


# --------------------------------------------------------------------------
# Content
# --------------------------------------------------------------------------


def _one_line(value: object) -> str:
    return " ".join(str(value).split()) if value is not None else ""


def checklist_line(item: object) -> str | None:
    """A checklist item as a body line ``- [ ] item``; dict items keep their file and required flag."""
    if isinstance(item, dict):
        text = _one_line(item.get("item") or item.get("text") or item.get("name") or item.get("description") or "")
        if not text:
            return None
        notes = []
        if item.get("file"):
            notes.append(f"file: {_one_line(item['file'])}")
        if item.get("required") is True:
            notes.append("required")
        return f"- [ ] {text}" + (f" ({', '.join(notes)})" if notes else "")
    text = _one_line(item)
    if not text:
        return None
    text = re.sub(r"^\[[ xX]\]\s*", "", text)
    return f"- [ ] {text}" if text else None


def render_body(process_type: str, *, items: list | tuple = (), parts: dict | None = None, title: str = "") -> str:
    """A knowledge file body: checklist items, ``When:``/``Then:``, ``Risk:``/``Mitigation:``, ``Must:``/``Rationale:``.

    Reference-style keys are mapped (``condition``/``consequence`` → Risk,
    ``prevention`` → Mitigation); any other part is kept as ``Key: value``.
    """
    parts = {str(k).lower(): v for k, v in (parts or {}).items() if v not in (None, "", [], {})}
    if "consequence" in parts and "risk" not in parts:
        parts["risk"] = parts.pop("consequence")
    if "prevention" in parts and "mitigation" not in parts:
        parts["mitigation"] = parts.pop("prevention")
    lines: list[str] = []
    if title:
        lines.append(f"{_one_line(title)}:")
    lines.extend(line for line in (checklist_line(item) for item in items) if line)
    order = list(CONTENT_SECTIONS.get(process_type, ())) + [k for keys in CONTENT_SECTIONS.values() for k in keys]
    order += ["condition"] + sorted(k for k in parts if k not in order and k != "condition")
    for key in dict.fromkeys(order):
        if key in parts:
            value = parts[key]
            if isinstance(value, (list, tuple)):
                value = "; ".join(_one_line(v) for v in value)
            lines.append(f"{key[:1].upper()}{key[1:]}: {_one_line(value)}")
    return "\n".join(lines)


def lesson_key(kind: str, *parts: str) -> str:
    """A stable key for "the same lesson" (hex SHA-1 of its normalized identity)."""
    import hashlib

    identity = "\x00".join([kind, *(" ".join(p.split()).casefold() for p in parts)])
    return hashlib.sha1(identity.encode("utf-8")).hexdigest()


# --------------------------------------------------------------------------
# [PROCESS_KNOWLEDGE] blocks
# --------------------------------------------------------------------------

BLOCK_RE = re.compile(r"\[PROCESS_KNOWLEDGE\]((?:(?!\[/?PROCESS_KNOWLEDGE\]).)*)\[/PROCESS_KNOWLEDGE\]", re.S)


def _unquote(text: str) -> str:
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'":
        return text[1:-1]
    return text


def parse_list(value: str) -> list[str]:
    """An inline list ``[a, "b", 'c']`` (brackets optional; quoted or not), or one scalar."""
    text = value.strip()
    if text.startswith("[") and text.endswith("]"):
        text = text[1:-1]
    elif text.startswith("["):
        text = text[1:]
    items, current, quote = [], [], ""
    for char in text:
        if quote:
            if char == quote:
                quote = ""
            else:
                current.append(char)
        elif char in "\"'" and not "".join(current).strip():
            quote = char
        elif char == ",":
            items.append("".join(current))
            current = []
        else:
            current.append(char)
    items.append("".join(current))
    return [item.strip() for item in items if item.strip()]


def _dedent(lines: list[str]) -> list[str]:
    indents = [len(line) - len(line.lstrip()) for line in lines if line.strip()]
    cut = min(indents) if indents else 0
    return [line[cut:] if line.strip() else "" for line in lines]


def _infer_type(items: list, parts: dict) -> str:
    if items:
        return "checklist"
    for process_type, keys in CONTENT_SECTIONS.items():
        if any(k in parts for k in keys):
            return process_type
    if "condition" in parts or "consequence" in parts:
        return "warning"
    return "checklist"


def _parse_block_lines(raw: str) -> tuple[dict, dict, list, dict]:
    fields: dict[str, str] = {}
    triggers: dict[str, list[str]] = {}
    items: list[str] = []
    parts: dict[str, str] = {}
    section, sub = None, None
    for line in _dedent(raw.replace("\r\n", "\n").split("\n")):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        indented = line[:1] in (" ", "\t")
        if text[0] in "-*•" and (text[1:2] in (" ", "\t", "") or text[1:2] == "["):
            value = _unquote(text[1:].strip())
            if section == "trigger_conditions" and sub:
                triggers.setdefault(sub, []).append(value)
            elif section == "checklist":
                items.append(value)
            continue
        key, sep, value = text.partition(":")
        if not sep:
            continue
        key = key.strip().lower().replace(" ", "_")
        value = value.strip()
        if not indented:
            section, sub = (key, None) if not value else (None, None)
            if not value:
                continue
            if key == "checklist":
                items.extend(parse_list(value))
            elif key in SECTION_KEYS:
                parts[key] = _unquote(value)
            else:
                fields[key] = _unquote(value)
        elif section == "trigger_conditions":
            sub = key
            triggers[key] = parse_list(value) if value else []
        elif section == "checklist":
            if key == "title":
                fields.setdefault("checklist_title", _unquote(value))
            elif key == "items" and value:
                items.extend(parse_list(value))
        elif section in CONTENT_SECTIONS or section in ("content",):
            parts[key] = _unquote(value)
    return fields, triggers, items, parts


def parse_block(raw: str, source: str = "") -> Lesson | None:
    """Parse the inside of one ``[PROCESS_KNOWLEDGE]`` block; ``None`` when it has no label or cannot be read."""
    try:
        fields, triggers, items, parts = _parse_block_lines(raw)
    except (ValueError, TypeError, IndexError):
        return None
    label = _one_line(fields.get("label", ""))
    if not label:
        return None
    process_type = (fields.get("type") or fields.get("process_type") or "").strip().lower()
    if process_type not in PROCESS_TYPES:
        process_type = _infer_type(items, parts)
    priority = fields.get("priority", "").strip().upper()
    if priority not in PRIORITIES:
        priority = DEFAULT_PRIORITY
    normalized = [(name, tuple(v for v in triggers.get(name, ()) if v)) for name in TRIGGER_KEYS]
    normalized += [(name, tuple(v for v in values if v)) for name, values in triggers.items() if name not in TRIGGER_KEYS]
    body = render_body(process_type, items=items, parts=parts, title=fields.get("checklist_title", ""))
    evidence = _one_line(fields.get("evidence", "")) or f"[PROCESS_KNOWLEDGE] block in {source}".strip()
    grouping = _one_line(fields.get("triad") or fields.get("group") or "")
    key = lesson_key("block", process_type, label_key(label))
    return Lesson(key, "block", label, process_type, priority, _one_line(fields.get("description", "")),
                  tuple(normalized), body, evidence, source, grouping)


def blocks_in(text: str, source: str = "") -> list[Lesson]:
    """Every well-formed block of ``text``; a bad block is skipped, never the others.

    Each block is redacted before it is parsed: its label, body, keywords and key never hold a secret.
    """
    lessons = []
    for match in BLOCK_RE.finditer(text):
        lesson = parse_block(redact(match.group(1)), source)
        if lesson is not None:
            lessons.append(lesson)
    return lessons


# --------------------------------------------------------------------------
# Corrections and "lesson learned" in user text
# --------------------------------------------------------------------------

CORRECTION_RE = re.compile(
    r"(?<![\w'’])(?P<cue>you\s+forgot|you\s+missed|(?:don['’]?t|do\s+not)\s+forget|you\s+should\s+have|you\s+should['’]ve"
    r"|lessons?\s+learned\s*[:\-—–])"
    r"(?P<what>[^\n\r]*?)(?:[.!?;](?=\s|$)|[\n\r]|$)",
    re.I,
)
_FENCE_RE = re.compile(r"(?ms)^\s*(```|~~~).*?^\s*\1[^\n]*$")
_FILE_RE = re.compile(r"(?<![\w/.@:-])((?:[\w@-][\w.@-]*/)*[\w@-][\w.@-]*\.[A-Za-z][A-Za-z0-9]{0,7})(?![\w/-])")
_LEADING_FILLER = re.compile(r"^(?:to|about|that|the\s+step\s+to)\s+", re.I)
_CUE_LABELS = {"forgot": "Don't forget: ", "forget": "Don't forget: ", "missed": "Don't miss: ",
               "should": "You should have ", "lesson": "Lesson learned: "}


def _content_words(text: str) -> list[str]:
    return [w for w in re.findall(r"[^\W_]+", text.lower()) if len(w) >= 3 and w not in STOP_WORDS and w not in _VAGUE]


def _file_mentions(text: str) -> list[str]:
    found = []
    for match in _FILE_RE.finditer(text):
        token = match.group(1).strip(".")
        stem = token.rsplit("/", 1)[-1].rsplit(".", 1)[0]
        if len(stem) >= 2 and "://" not in token and not token.lower().startswith(("e.g", "i.e")):
            found.append(token)
    return list(dict.fromkeys(found))[:5]


def _cut(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    return text[: limit - 1].rsplit(" ", 1)[0].rstrip(" ,;:") + "…"


def correction_lessons(text: str, source: str = "") -> list[Lesson]:
    """Corrections and "lesson learned" statements of one user message.

    The text is redacted first: the label, body, action keywords and key are all made from redacted text.
    """
    text = redact(BLOCK_RE.sub(" ", _FENCE_RE.sub(" ", text)))
    lessons = []
    for match in CORRECTION_RE.finditer(text):
        cue = match.group("cue").lower()
        what = " ".join(match.group("what").split()).strip(" :-—–,\"'“”")
        what = _LEADING_FILLER.sub("", what).strip()
        if not (MIN_WHAT_CHARS <= len(what) <= MAX_WHAT_CHARS) or not _content_words(what):
            continue
        word = next(w for w in _CUE_LABELS if w in cue)
        kind = "lesson_learned" if word == "lesson" else "correction"
        sentence = " ".join(match.group(0).split())
        files = _file_mentions(what)
        patterns = tuple(f"**/{name}" for name in files)
        extensions = {name.rsplit(".", 1)[-1].lower() for name in files}
        keywords = tuple(dict.fromkeys(fold_suffix(w) for w in _content_words(what)
                                       if len(w) >= 4 and w not in extensions))[:3]
        triggers = (("tool_names", FILE_TOOLS if patterns else GENERAL_TOOLS), ("file_patterns", patterns),
                    ("action_keywords", keywords), ("context_keywords", ()))
        rationale = ("stated as a lesson learned" if kind == "lesson_learned" else "the user had to correct the agent")
        body = render_body("requirement", parts={"must": what, "rationale": f'{rationale}: "{_cut(sentence, 300)}"'})
        label = _cut(f"{_CUE_LABELS[word]}{what}", MAX_LABEL_CHARS)
        description = "Stated by the user as a lesson learned" if kind == "lesson_learned" else "Learned from a user correction"
        evidence = f"{description} at {source}" if source else description
        lessons.append(Lesson(lesson_key("correction", what), kind, label, "requirement", CORRECTION_PRIORITY,
                              description, triggers, body, evidence, source, ""))
    return lessons


# --------------------------------------------------------------------------
# Transcripts
# --------------------------------------------------------------------------

_CUE_WORDS = (b"process_knowledge", b"forgot", b"forget", b"missed", b"should", b"lesson")
# A line can only hold a lesson if it contains one of these (checked on raw bytes, before any JSON
# parsing: a long transcript costs one scan). The precise pattern runs only on lines holding a cue word.
_CUE_BYTES = re.compile(rb"PROCESS_KNOWLEDGE|forgot|forget|missed|should(?:\s|\\[nt])+have|should(?:'|\\u2019|\xe2\x80\x99)ve"
                        rb"|lessons?(?:\s|\\[nt])+learned", re.I)
# Blocks come from any conversation text; tool output and thinking are not conversation.
_NOT_CONVERSATION = frozenset({transcript.TOOL_RESULT, transcript.THINKING, transcript.API_ERROR})


class Message(namedtuple("Message", ("role", "text", "line", "user_typed"))):
    """One piece of conversation text: ``role``, ``text``, 1-based ``line`` and
    ``user_typed`` (true for text the person typed, as opposed to hook feedback,
    command output, subagent prompts or compaction summaries)."""

    __slots__ = ()


def _may_hold_lesson(raw: bytes) -> bool:
    """``bytes.find`` on a lower-cased copy finds cue words at memchr speed; the precise pattern runs after."""
    lowered = raw.lower()
    return any(word in lowered for word in _CUE_WORDS) and _CUE_BYTES.search(raw) is not None


def transcript_messages(path: str, max_line_bytes: int = DEFAULT_MAX_LINE_BYTES,
                        span: Span = WHOLE) -> tuple[list[Message], list[str]]:
    """The messages of a Claude Code JSONL transcript (within ``span``) that may hold lessons, plus warnings.

    Read by the one transcript reader (``memcli.formats.transcript``),
    streamed line by line: memory is bounded by ``max_line_bytes``.
    """
    bad: list[str] = []
    messages: list[Message] = []
    try:
        for segment in transcript.read_transcript(path, warn=bad.append, max_bytes=max_line_bytes,
                                                  keep=_may_hold_lesson, span=span):
            if segment.origin not in _NOT_CONVERSATION:
                messages.append(Message(segment.role, segment.text, segment.line, segment.by_person))
    except OSError as exc:
        return [], [f"cannot read transcript {path}: {exc.strerror or exc}"]
    warnings = [f"{len(bad)} unreadable line(s) in {path} skipped"] if bad else []
    return messages, warnings


def lessons_from_messages(messages: list[Message], source: str) -> list[Lesson]:
    """Blocks from any message, corrections from what the user typed; first occurrence of each key."""
    lessons: list[Lesson] = []
    for message in messages:
        where = f"{source}:{message.line}" if message.line else source
        lessons.extend(blocks_in(message.text, where))
        if message.user_typed:
            lessons.extend(correction_lessons(message.text, where))
    return unique(lessons)


def lessons_from_transcript(path: str, max_line_bytes: int = DEFAULT_MAX_LINE_BYTES,
                            tail: int | None = None) -> tuple[list[Lesson], list[str]]:
    """Lessons of one transcript (a ``.md``/``.txt`` file is read as assistant text: blocks only, its first
    ``max_line_bytes``); with ``tail``, of its last ``tail`` bytes only (lines counted from there, named in the
    source: ``PATH from byte N:LINE``)."""
    if path.endswith((".md", ".txt")):
        try:
            with open_regular(path, "r", encoding="utf-8", errors="replace") as handle:
                text = handle.read(max_line_bytes)
        except OSError as exc:
            return [], [f"cannot read {path}: {exc.strerror or exc}"]
        return unique(blocks_in(text, path)), []
    span = WHOLE
    if tail is not None:
        try:
            with open_regular(path) as handle:
                span = tail_span(handle, tail)
        except OSError as exc:
            return [], [f"cannot read transcript {path}: {exc.strerror or exc}"]
    messages, warnings = transcript_messages(path, max_line_bytes, span)
    return lessons_from_messages(messages, f"{path} from byte {span.start}" if span.start else path), warnings


def payload_transcript(payload: dict) -> str | None:
    """The Stop payload's ``transcript_path``: ``~`` expanded, relative paths resolved against ``cwd``."""
    raw = payload.get("transcript_path")
    if not isinstance(raw, str) or not raw.strip() or "\x00" in raw:
        return None
    path = os.path.expanduser(raw.strip())
    cwd = payload.get("cwd")
    if not os.path.isabs(path) and isinstance(cwd, str) and os.path.isabs(cwd):
        path = os.path.join(cwd, path)
    return os.path.normpath(path)


def lessons_from_payload(payload: dict, max_line_bytes: int = DEFAULT_MAX_LINE_BYTES) -> tuple[list[Lesson], list[str]]:
    """Lessons for a Stop hook payload: its transcript's last ``STOP_TAIL_BYTES``, else the blocks of
    ``last_assistant_message``.

    A Stop comes at the end of every turn and the turns before were read by the Stops before (a lesson's
    key makes a second reading add nothing), so the tail holds what is new: a transcript of gigabytes
    costs the hook (and the ``knowledge learn`` it starts) its last bytes, not its size.
    """
    path = payload_transcript(payload)
    if path is not None and os.path.isfile(path):
        return lessons_from_transcript(path, max_line_bytes, tail=max(STOP_TAIL_BYTES, 2 * max_line_bytes))
    raw = payload.get("transcript_path")
    warnings = [f"transcript {path} not found"] if path else (
        [f"transcript_path is a {type(raw).__name__}, not a path"] if raw is not None and not isinstance(raw, str) else [])
    last = payload.get("last_assistant_message")
    if isinstance(last, str):
        return unique(blocks_in(last, "last_assistant_message")), warnings
    return [], warnings


def unique(lessons: list[Lesson]) -> list[Lesson]:
    """The first lesson of each key, in order."""
    seen: set[str] = set()
    kept = []
    for lesson in lessons:
        if lesson.key not in seen:
            seen.add(lesson.key)
            kept.append(lesson)
    return kept


def read_ledger_keys(store_root: str | os.PathLike[str]) -> set[str]:
    """Keys of every lesson ever learned into this store (``.memcli/lessons.jsonl``)."""
    try:
        records = json_records(os.path.join(os.fspath(store_root), *LEDGER_REL.split("/")))
    except OSError:
        return set()
    return {record["key"] for record in records if isinstance(record.get("key"), str)}
