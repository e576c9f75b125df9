"""The immutable ``Memory`` value and the ``Finding`` record."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from types import MappingProxyType
from typing import Any

from memcli.formats.timestamps import try_parse_instant
from memcli.text import scalar_number, scalar_text

DEFAULT_TYPE = "fact"
DEFAULT_STATUS = "active"
DEFAULT_CONFIDENCE = 0.7


@dataclass(frozen=True, slots=True)
class Finding:
    """A problem with one file: what ``validate`` and ``lint`` report."""

    path: str  # store-relative (or absolute when outside the store)
    line: int | None
    code: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape ``{"path", "line", "code", "message"}``."""
        return {"path": self.path, "line": self.line, "code": self.code, "message": self.message}

    def text(self) -> str:
        """One human line: ``path:line: code: message`` (a name or message with a newline stays on it)."""
        from memcli.formats.markup import escape_name, one_line

        path = escape_name(self.path)
        where = path if self.line is None else f"{path}:{self.line}"
        return f"{where}: {self.code}: {one_line(self.message)}"


def _yaml_int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


@dataclass(frozen=True, slots=True)
class Memory:
    """One memory file, parsed once at the boundary.

    ``meta`` is the frontmatter mapping (read-only); the properties apply
    docs/contracts.md §2's defaults. Timestamps are the strings as stored.
    """

    path: str  # absolute path
    rel: str  # store-relative POSIX path
    meta: Mapping[str, Any]
    body: str
    has_frontmatter: bool = True
    mtime_ns: int = 0
    size: int = 0

    @classmethod
    def create(cls, path: str, rel: str, meta: dict[str, Any], body: str, has_frontmatter: bool = True,
               mtime_ns: int = 0, size: int = 0) -> "Memory":
        """Build a Memory, freezing ``meta``."""
        return cls(path, rel, MappingProxyType(meta), body, has_frontmatter, mtime_ns, size)

    def get(self, key: str, default: Any = None) -> Any:
        """A raw frontmatter value."""
        return self.meta.get(key, default)

    def text(self, key: str) -> str | None:
        """A scalar value (string or number) as stripped text; ``None`` when absent, empty, boolean or structured."""
        return scalar_text(self.meta.get(key))

    def number(self, key: str, low: float | None = None, high: float | None = None) -> float | None:
        """A number value (never a boolean), clamped to ``[low, high]`` when given; ``None`` when it is not one."""
        return scalar_number(self.meta.get(key), low, high)

    def when(self, key: str) -> datetime | None:
        """A timestamp value as an aware UTC datetime; ``None`` when it is not one."""
        return try_parse_instant(self.meta.get(key))

    @property
    def file_name(self) -> str:
        """The file name (``b.md``)."""
        return self.rel.rsplit("/", 1)[-1]

    @property
    def stem(self) -> str:
        """The file name without ``.md``."""
        name = self.file_name
        return name[:-3] if name.endswith(".md") else name

    @property
    def id(self) -> str:
        """The ``id`` field, else the file name without ``.md``."""
        value = self.meta.get("id")
        if isinstance(value, bool) or value is None or value == "":
            return self.stem
        return str(value) if isinstance(value, (str, int)) else self.stem

    @property
    def type_key(self) -> str:
        """Where the type is stored: ``type``, ``category`` or ``metadata.type``."""
        if isinstance(self.meta.get("type"), str):
            return "type"
        if isinstance(self.meta.get("category"), str):
            return "category"
        nested = self.meta.get("metadata")
        if isinstance(nested, Mapping) and isinstance(nested.get("type"), str):
            return "metadata.type"
        return "type"

    @property
    def type(self) -> str:
        """The memory's kind (``type``, alias ``category``, then ``metadata.type``); default ``fact``."""
        key = self.type_key
        if key == "metadata.type":
            return self.meta["metadata"]["type"]
        value = self.meta.get(key)
        return value if isinstance(value, str) and value else DEFAULT_TYPE

    @property
    def status(self) -> str:
        """The status; default ``active``."""
        value = self.meta.get("status")
        return value if isinstance(value, str) and value else DEFAULT_STATUS

    @property
    def is_live(self) -> bool:
        """Only ``active`` memories are live."""
        return self.status == "active"

    @property
    def confidence(self) -> float:
        """Confidence in [0, 1]; ``0.7`` when absent or invalid."""
        value = self.number("confidence")
        return value if value is not None and 0.0 <= value <= 1.0 else DEFAULT_CONFIDENCE

    @property
    def project(self) -> str | None:
        """Project scope, ``None`` for global."""
        value = self.meta.get("project")
        return str(value) if value not in (None, "") and not isinstance(value, (dict, list)) else None

    def _text_field(self, key: str) -> str | None:
        value = self.meta.get(key)
        return value if isinstance(value, str) else None

    @property
    def created(self) -> str | None:
        """``created`` as stored."""
        return self._text_field("created")

    @property
    def updated(self) -> str | None:
        """``updated`` as stored."""
        return self._text_field("updated")

    @property
    def name(self) -> str | None:
        """Title."""
        return self._text_field("name")

    @property
    def description(self) -> str | None:
        """One-line summary."""
        return self._text_field("description")

    @property
    def tags(self) -> tuple[str, ...]:
        """Tags (strings only)."""
        value = self.meta.get("tags")
        if isinstance(value, list):
            return tuple(str(t) for t in value if isinstance(t, (str, int)) and not isinstance(t, bool))
        return ()

    @property
    def source(self) -> Any:
        """Provenance, as stored."""
        return self.meta.get("source")

    @property
    def content(self) -> str:
        """The body with surrounding whitespace removed."""
        return self.body.strip()

    @property
    def live_content(self) -> str:
        """The content without superseded claim lines (docs/contracts.md §5): what recall and context offer.

        ``""`` when every claim the memory made was superseded: it offers nothing.
        """
        from memcli.formats.superseded import live_body

        live = live_body(self.body)
        return "" if live is None else live.strip()

    @property
    def is_spent(self) -> bool:
        """Whether every claim of this memory was superseded by a resolution (it is left out of recall)."""
        from memcli.formats.superseded import live_body

        return live_body(self.body) is None

    @property
    def reference_count(self) -> int:
        """Conversation reinforcement count (0 when absent)."""
        return _yaml_int(self.meta.get("reference_count")) or 0

    @property
    def reinforcement_count(self) -> int | None:
        """Pattern reinforcement count, only when it is a YAML integer."""
        return _yaml_int(self.meta.get("reinforcement_count"))
