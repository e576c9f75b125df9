"""A candidate's source excerpt: the text around it in the transcript, interaction or file it came from (redacted)."""

from __future__ import annotations

from pathlib import Path

from memcli.formats import regular_files, transcript
from memcli.formats.jsonl import decode_object, read_lines
from memcli.formats.layout import INBOX
from memcli.redact import redact
from memcli.review.items import LINE_SUFFIX, QueueItem
from memcli.store import Store
from memcli.text import collapse_ws

EXCERPT_CHARS = 400


def source_excerpt(store: Store, item: QueueItem, *, width: int = EXCERPT_CHARS) -> str | None:
    """The text around the candidate in its source (redacted), when the source can still be read."""
    text = _source_text_of(store, item.source or "")
    if not text:
        return None
    return excerpt_around(redact(text), item.content, width)


def excerpt_around(text: str, needle: str, width: int = EXCERPT_CHARS) -> str:
    """About ``width`` characters of ``text`` centred on ``needle`` (whitespace collapsed)."""
    flat = collapse_ws(text)
    at = flat.casefold().find(collapse_ws(needle).casefold()) if needle else -1
    if at < 0:
        return flat[:width] + ("…" if len(flat) > width else "")
    start = max(0, at - (width - len(needle)) // 2)
    end = min(len(flat), start + width)
    return ("…" if start else "") + flat[start:end] + ("…" if end < len(flat) else "")


def _source_text_of(store: Store, source: str) -> str | None:
    if source.startswith("interaction:"):
        return _interaction_text(store, source.split(":", 1)[1])
    match = LINE_SUFFIX.search(source)
    if not match:
        return None
    path = Path(source[: match.start()])
    path = path if path.is_absolute() else store.root / path
    try:
        return _line_text(path, int(match.group(1)), int(store.config["max_file_bytes"]))
    except (OSError, ValueError):
        return None


def _line_text(path: Path, number: int, max_bytes: int) -> str | None:
    if path.suffix.lower() not in (".jsonl", ".json"):
        lines = regular_files.read_text(path, errors="replace").splitlines()
        return "\n".join(lines[max(0, number - 3): number + 2]) or None
    with regular_files.open_regular(path) as handle:  # a source may name a FIFO or /dev/zero
        for raw in read_lines(handle, max_bytes):
            if raw.number == number:
                return _object_text(decode_object(raw.data, max_bytes)[0])
    return None


def _object_text(obj: dict | None) -> str | None:
    if obj is None:
        return None
    text = transcript.line_text(obj)
    if text is not None:
        return text
    parts = [obj.get(k) for k in ("prompt", "response", "response_summary")]
    return "\n\n".join(p for p in parts if isinstance(p, str)) or None


def _interaction_text(store: Store, interaction_id: str) -> str | None:
    from memcli.extract.readers import read_inputs  # the capture room's readers: extraction wrote the source

    inbox = store.root / INBOX
    if not inbox.is_dir():
        return None
    records = read_inputs([inbox], root=store.root, strict=False, include_user=True,
                          max_bytes=int(store.config["max_file_bytes"]))
    texts = [r.text for r in records if r.interaction_id == interaction_id]
    return "\n\n".join(texts) or None
