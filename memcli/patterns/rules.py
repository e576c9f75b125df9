"""Small text and value rules shared by pattern reinforcement, ``patterns list/explain`` and recall.

remnic is written in TypeScript; its users parse our output, so where its
behaviour depends on JavaScript semantics (what ``\\s`` and ``trim()`` treat
as whitespace, what ``Number()`` accepts, how ``JSON.stringify`` quotes) the
helpers here reproduce them.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from datetime import datetime, timedelta, timezone
from typing import Any

from memcli.clock import try_parse_instant
from memcli.errors import UsageError

# JavaScript's \s (and what String.prototype.trim() strips). Python's \s
# differs at the edges (it includes \x1c-\x1f and \x85, not \ufeff).
_JS_WS_CHARS = "\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
_JS_WS_RUN = re.compile(f"[{_JS_WS_CHARS}]+")

KEY_LENGTH = 200
PREVIEW_LIMIT = 120
PREVIEW_CUT = 117
DEFAULT_CATEGORIES = ("preference", "fact", "decision")
MIN_COUNT_FLOOR, MIN_COUNT_CEILING = 2, 1000
DERIVED_VIA = "pattern-reinforcement"
EM_DASH = "\u2014"


_JS_WS_SET = "\t\n\v\f\r \u00a0\u1680" + "".join(chr(c) for c in range(0x2000, 0x200B)) + "\u2028\u2029\u202f\u205f\u3000\ufeff"
# Characters on which JavaScript's and Python's notions of whitespace disagree.
_WS_DISAGREE = re.compile("[\x1c-\x1f\x85\ufeff]")


def js_trim(text: str) -> str:
    """``String.prototype.trim()``."""
    return text.strip(_JS_WS_SET)


def js_collapse(text: str) -> str:
    """``text.replace(/\\s+/g, " ")``."""
    return _JS_WS_RUN.sub(" ", text)


def content_key(content: str) -> str:
    """remnic's content key: trimmed, lower-cased, whitespace runs collapsed, cut to 200 characters."""
    trimmed = content.strip(_JS_WS_SET).lower()
    if _WS_DISAGREE.search(trimmed) is None:
        return " ".join(trimmed.split())[:KEY_LENGTH]  # same result, several times faster
    return _JS_WS_RUN.sub(" ", trimmed)[:KEY_LENGTH]


def cluster_key(category: str, content: str) -> str:
    """The exact-mode cluster key ``<type>::<content key>`` (the type keeps categories apart)."""
    return f"{category}::{content_key(content)}"


def preview(content: str) -> str:
    """First non-empty line, whitespace collapsed, cut to 117 characters + ``...`` when over 120."""
    trimmed = js_trim(content)
    if not trimmed:
        return ""
    first = next((line for line in trimmed.split("\n") if js_trim(line)), "")
    collapsed = js_collapse(js_trim(first))
    return collapsed if len(collapsed) <= PREVIEW_LIMIT else collapsed[:PREVIEW_CUT] + "..."


def escape_cell(text: str) -> str:
    """Markdown table-cell escaping: backslashes first, then pipes."""
    return text.replace("\\", "\\\\").replace("|", "\\|")


def js_quote(value: Any) -> str:
    """``JSON.stringify(value)`` for the values flags carry (strings, mostly)."""
    return json.dumps(value, ensure_ascii=False)


def instant_ms(value: Any) -> int | None:
    """A frontmatter timestamp as epoch milliseconds (``Date.parse`` precision); ``None`` if not one."""
    moment = try_parse_instant(value) if isinstance(value, str) else None
    if moment is None:
        return None
    return math.floor(moment.timestamp() * 1000)


def stamp_of(meta: Mapping[str, Any]) -> Any:
    """The timestamp that orders a memory: ``updated``, else ``created`` (empty counts as absent)."""
    updated = meta.get("updated")
    return updated if updated not in (None, "") else meta.get("created")


def yaml_int(value: Any) -> int | None:
    """``value`` when it is a YAML integer (not a bool), else ``None``."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def normalize_min_count(value: float) -> int:
    """Floor ``value`` and clamp it to [2, 1000]."""
    if math.isnan(value):
        raise UsageError(f"--min-count expects a number; got {js_quote(str(value))}")
    if math.isinf(value):
        return MIN_COUNT_CEILING if value > 0 else MIN_COUNT_FLOOR
    return max(MIN_COUNT_FLOOR, min(MIN_COUNT_CEILING, math.floor(value)))


_JS_DECIMAL = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*(?:[eE][+-]?[0-9]+)?|\.[0-9]+(?:[eE][+-]?[0-9]+)?|Infinity)")
_JS_RADIX = re.compile(r"^0(?:[xX][0-9a-fA-F]+|[oO][0-7]+|[bB][01]+)$")


def js_number(text: str) -> float:
    """JavaScript ``Number(text)``: decimal, exponent, hex/octal/binary, ``Infinity``; NaN otherwise."""
    stripped = js_trim(text)
    if stripped == "":
        return 0.0
    if _JS_RADIX.fullmatch(stripped):
        return float(int(stripped, 0))
    if _JS_DECIMAL.fullmatch(stripped):
        return float(stripped.replace("Infinity", "inf"))
    return math.nan


def parse_positive_int(flag: str, text: str) -> int:
    """A flag that must be a positive integer (remnic's ``--limit`` rule)."""
    number = js_number(text)
    if not math.isfinite(number) or not number.is_integer() or number <= 0:
        raise UsageError(f"{flag} expects a positive integer; got {js_quote(text)}")
    return int(number)


def parse_category_list(text: str) -> list[str]:
    """``--category a,b``: trimmed, non-empty, deduplicated in first-seen order."""
    parts = [js_trim(part) for part in text.split(",")]
    unique = list(dict.fromkeys(part for part in parts if part))
    if not unique:
        raise UsageError(f"--category expects at least one non-empty category name; got {js_quote(text)}")
    return unique


_STRICT_ISO = re.compile(
    r"([0-9]{4})-([0-9]{2})-([0-9]{2})"
    r"(?:T([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:\.([0-9]{1,9}))?)?(?:Z|([+-])([0-9]{2}):([0-9]{2}))?)?"
)
_DAYS_IN_MONTH = (0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def _calendar_ok(year: int, month: int, day: int) -> bool:
    if not 1 <= month <= 12 or day < 1:
        return False
    leap = (year % 4 == 0 and year % 100 != 0) or year % 400 == 0
    return day <= (29 if month == 2 and leap else _DAYS_IN_MONTH[month])


def parse_since(text: str, flag: str = "--since") -> int:
    """Strict ISO 8601 for ``--since`` (remnic's rules and messages); epoch milliseconds.

    A value without a zone is read as UTC.
    """
    value = js_trim(text)
    if not value:
        raise UsageError(f"{flag} expects an ISO 8601 timestamp (e.g. 2026-04-01T00:00:00Z); got {js_quote(text)}")
    match = _STRICT_ISO.fullmatch(value)
    if not match:
        raise UsageError(f'Invalid {flag} value "{value}": expected ISO 8601 format '
                         "(YYYY-MM-DD or YYYY-MM-DDTHH:mm:ss[.sss][Z|±HH:MM]).")
    year, month, day = int(match[1]), int(match[2]), int(match[3])
    if not _calendar_ok(year, month, day) or year < 1:
        raise UsageError(f'Invalid {flag} value "{value}": date components overflow '
                         "(e.g. month has fewer days). Provide a valid calendar date.")
    hour = int(match[4]) if match[4] is not None else 0
    minute = int(match[5]) if match[5] is not None else 0
    second = int(match[6]) if match[6] is not None else 0
    if hour > 23 or minute > 59 or second > 59:
        raise UsageError(f'Invalid {flag} value "{value}": time components out of range.')
    offset = timedelta(0)
    if match[8] is not None:
        off_hour, off_minute = int(match[9]), int(match[10])
        if off_hour > 14 or off_minute > 59 or (off_hour == 14 and off_minute != 0):
            raise UsageError(f'Invalid {flag} value "{value}": timezone offset out of range.')
        offset = timedelta(hours=off_hour, minutes=off_minute) * (-1 if match[8] == "-" else 1)
    millis = int((match[7] or "0")[:3].ljust(3, "0"))
    local = datetime(year, month, day, hour, minute, second, millis * 1000, tzinfo=timezone.utc)
    return math.floor((local - offset).timestamp() * 1000)


def check_choice(flag: str, value: str, allowed: tuple[str, ...]) -> str:
    """A flag with a fixed set of values (``--format``, ``--match``): the standard message otherwise."""
    if value not in allowed:
        raise UsageError(f"{flag} expects one of {', '.join(allowed)}; got {js_quote(value)}")
    return value
