"""Frontmatter: read safely, edit surgically.

A memory file is ``---\\n<YAML mapping>\\n---\\n<body>``. Reading uses PyYAML's
C loader with safe constructors only; timestamps are kept as the strings
they were written as (so they can be printed "as stored"). Editing is a pure
function from old text to new text that replaces only the lines of the keys
it sets or removes: every other byte — other keys, their quoting, comments,
the body, a BOM, CRLF line endings — stays exactly as it was.
"""

from __future__ import annotations

import json
import math
import re
from sys import intern
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import yaml

from memcli.errors import FrontmatterError

_TIMESTAMP_TAG = "tag:yaml.org,2002:timestamp"
_STR_TAG = "tag:yaml.org,2002:str"
MAX_ALIAS_EXPANSION = 100_000
# Real frontmatter nests a few levels; hundreds are bad input (docs/contracts.md §12). Below this bound every
# recursive use of a value (comparison on edit, JSON output, the marshal cache) stays far from
# Python's recursion limit, so the file is refused once, here, rather than failing later.
MAX_NESTING = 100


class SafeLoader(yaml.CSafeLoader):
    """The C safe loader, minus implicit timestamps (they stay strings)."""


SafeLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != _TIMESTAMP_TAG]
    for first, resolvers in yaml.CSafeLoader.yaml_implicit_resolvers.items()
}
SafeLoader.add_constructor(_TIMESTAMP_TAG, yaml.constructor.SafeConstructor.construct_yaml_str)


class Quoted(str):
    """A string value that is always written double-quoted."""


@dataclass(frozen=True, slots=True)
class Parts:
    """A memory file's text split into its pieces; ``''.join`` gives it back."""

    bom: str
    newline: str
    has_frontmatter: bool
    opening: str  # the "---" line with its line ending ('' without frontmatter)
    yaml_text: str  # the frontmatter lines, each with its line ending
    closing: str  # the closing "---" line with its ending (may lack one at EOF)
    body: str

    @property
    def yaml_first_line(self) -> int:
        """1-based line number of the first YAML line in the file."""
        return 2 if self.has_frontmatter else 1

    def join(self, yaml_text: str | None = None) -> str:
        """Reassemble the file, optionally with new YAML text."""
        middle = self.yaml_text if yaml_text is None else yaml_text
        return self.bom + self.opening + middle + self.closing + self.body


def _is_fence(line: str) -> bool:
    return line.rstrip("\r\n").rstrip() == "---"


def split(text: str) -> Parts:
    """Split ``text`` into BOM, frontmatter and body.

    Raises ``FrontmatterError`` when an opening ``---`` has no closing line.
    """
    bom = "\ufeff" if text.startswith("\ufeff") else ""
    rest = text[len(bom):]
    end = rest.find("\n")
    first = rest if end < 0 else rest[: end + 1]
    newline = "\r\n" if first.endswith("\r\n") else "\n"
    if end < 0 or not _is_fence(first):
        return Parts(bom, newline, False, "", "", "", rest)
    pos = end + 1
    while pos < len(rest):
        nxt = rest.find("\n", pos)
        line_end = len(rest) if nxt < 0 else nxt + 1
        if _is_fence(rest[pos:line_end]):
            return Parts(bom, newline, True, first, rest[end + 1 : pos], rest[pos:line_end], rest[line_end:])
        pos = line_end
    raise FrontmatterError("yaml_error", 'unterminated frontmatter: no closing "---" line', 1)


def _check_alias_expansion(node: yaml.Node) -> None:
    """Refuse documents whose aliases expand to too many nodes (alias bombs)."""
    sizes: dict[int, int] = {}
    active: set[int] = set()

    def size(current: yaml.Node) -> int:
        key = id(current)
        if key in sizes:
            return sizes[key]
        if key in active:
            raise FrontmatterError("unsafe_yaml", "recursive YAML alias")
        active.add(key)
        total = 1
        if isinstance(current, yaml.SequenceNode):
            total += sum(size(child) for child in current.value)
        elif isinstance(current, yaml.MappingNode):
            total += sum(size(k) + size(v) for k, v in current.value)
        active.discard(key)
        if total > MAX_ALIAS_EXPANSION:
            raise FrontmatterError("unsafe_yaml", f"YAML aliases expand to more than {MAX_ALIAS_EXPANSION} nodes (alias bomb)")
        sizes[key] = total
        return total

    size(node)


def _check_nesting(node: yaml.Node, first_line: int) -> None:
    """Refuse documents nested more than ``MAX_NESTING`` levels (walked without recursion)."""
    stack = [(node, 1)]
    while stack:
        current, depth = stack.pop()
        if depth > MAX_NESTING:
            raise FrontmatterError("yaml_error", f"frontmatter is nested more than {MAX_NESTING} levels deep",
                                   current.start_mark.line + first_line)
        if isinstance(current, yaml.SequenceNode):
            stack.extend((child, depth + 1) for child in current.value)
        elif isinstance(current, yaml.MappingNode):
            stack.extend((child, depth + 1) for pair in current.value for child in pair)


def _mark_line(exc: yaml.YAMLError, first_line: int) -> int | None:
    """The file line where the problem starts (the context, e.g. an unclosed ``[``, when known)."""
    mark = getattr(exc, "context_mark", None) or getattr(exc, "problem_mark", None)
    return None if mark is None else mark.line + first_line


def _yaml_message(exc: yaml.YAMLError, first_line: int) -> str:
    """A one-line message with marks in file coordinates."""
    if not isinstance(exc, yaml.MarkedYAMLError):
        return _one_line(exc)
    pieces = []
    for text, mark in ((exc.context, exc.context_mark), (exc.problem, exc.problem_mark)):
        if text:
            where = f" (line {mark.line + first_line}, column {mark.column + 1})" if mark is not None else ""
            pieces.append(" ".join(str(text).split()) + where)
    return "; ".join(pieces) or _one_line(exc)


_KNOWN_GOOD: dict[str, None] = {}  # YAML texts that loaded safely (insertion-ordered, bounded)
_KNOWN_GOOD_MAX = 8192


def _remember_good(yaml_text: str) -> None:
    if len(_KNOWN_GOOD) >= _KNOWN_GOOD_MAX:
        _KNOWN_GOOD.pop(next(iter(_KNOWN_GOOD)))
    _KNOWN_GOOD[yaml_text] = None


def _load(yaml_text: str, first_line: int = 2) -> tuple[yaml.Node | None, dict[str, Any]]:
    """Compose and construct frontmatter YAML safely: ``(node tree, mapping)``."""
    loader = SafeLoader(yaml_text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None, {}
        if "&" in yaml_text:
            _check_alias_expansion(node)  # first: it bounds the nodes the nesting walk visits
        _check_nesting(node, first_line)
        data = loader.construct_document(node)
    except yaml.constructor.ConstructorError as exc:
        code = "unsafe_yaml" if "could not determine a constructor" in str(exc) else "yaml_error"
        raise FrontmatterError(code, _yaml_message(exc, first_line), _mark_line(exc, first_line)) from None
    except yaml.YAMLError as exc:
        raise FrontmatterError("yaml_error", _yaml_message(exc, first_line), _mark_line(exc, first_line)) from None
    except RecursionError:
        raise FrontmatterError("yaml_error", "frontmatter is nested too deeply", first_line) from None
    finally:
        loader.dispose()
    if not isinstance(data, dict):
        kind = "a list" if isinstance(data, list) else f"a scalar ({type(data).__name__})"
        raise FrontmatterError("yaml_error", f"frontmatter is {kind}, not a mapping", first_line)
    _remember_good(yaml_text)
    return node, data


def load_yaml_mapping(yaml_text: str, first_line: int = 2) -> dict[str, Any]:
    """Load frontmatter YAML safely into a dict.

    Raises ``FrontmatterError`` with code ``yaml_error`` (syntax, not a
    mapping) or ``unsafe_yaml`` (unknown tags such as ``!!python/object``,
    alias bombs, recursive aliases).
    """
    data = _flat_mapping(yaml_text)
    if data is not None:
        return data
    try:
        return _load(yaml_text, first_line)[1]
    except FrontmatterError as exc:
        lenient = _lenient(yaml_text, exc)
        if lenient is None:
            raise
        return lenient.data


# --------------------------------------------------------------------------
# The flat fast path
# --------------------------------------------------------------------------
# Most frontmatter is a flat list of ``key: plain scalar`` lines (and short
# flow lists of words). Reading those through PyYAML's node and constructor
# machinery costs ~150 µs a file, which is most of a cold scan of 50,000
# memories. For exactly that subset, each line is split here and each scalar
# is resolved and constructed by PyYAML's own resolver table and
# constructors, so the result is the one the loader gives (a property test
# compares the two on generated texts). Anything else - quotes, block
# lists, anchors, tags, multi-line or non-ASCII values, a ``#`` or ``: ``
# anywhere in a value - returns ``None`` and takes the full loader.

_FLAT_LINE = re.compile(r"([A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*):(?: +(.*?))? *")
_FLAT_SCALAR = re.compile(r"(?:[A-Za-z0-9]|[-+][0-9])[\x20-\x7e]*")
_FLAT_ITEM = re.compile(r"( +)-(?: +(.*?))? *")  # "  - value" of an indented block list
_FLOW_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9_./-]*(?: [A-Za-z0-9_./-]+)*")
_CONSTRUCTOR = yaml.constructor.SafeConstructor()
_IMPLICIT = SafeLoader.yaml_implicit_resolvers  # first character -> [(tag, pattern)], as the loader resolves
assert None not in _IMPLICIT, "no wildcard resolvers: a scalar's first character picks its candidates"


def _scalar(text: str) -> Any:
    """A plain scalar as the loader reads it: a string unless an implicit resolver claims it."""
    for tag, pattern in _IMPLICIT.get(text[:1], ()):
        if pattern.match(text):
            return SafeLoader.yaml_constructors[tag](_CONSTRUCTOR, yaml.ScalarNode(tag, text))
    return text


def _flat_value(raw: str | None) -> tuple[bool, Any]:
    """``(True, value)`` for a value the fast path reads exactly; ``(False, None)`` otherwise."""
    if not raw:
        return True, None
    if raw[0] == "[" and raw[-1] == "]":
        inner = raw[1:-1].strip()
        if not inner:
            return True, []
        items = [item.strip() for item in inner.split(",")]
        if not all(_FLOW_WORD.fullmatch(item) for item in items):
            return False, None
        return True, [_shared(_scalar(item)) for item in items]
    if "#" in raw or ": " in raw or raw[-1] == ":" or not _FLAT_SCALAR.fullmatch(raw):
        return False, None
    return True, _shared(_scalar(raw))


def _shared(value: Any) -> Any:
    """Short strings (types, statuses, tags) repeat across memories: keep one copy of each."""
    return intern(value) if type(value) is str and len(value) <= 12 else value


def _flat_mapping(yaml_text: str) -> dict[str, Any] | None:
    """The mapping of a flat frontmatter block, or ``None`` when the full loader must read it.

    Besides ``key: value`` lines it reads an indented block list of such
    values under a key with no value of its own (``tags:`` then ``  - a``),
    all items at one indentation.
    """
    data: dict[str, Any] = {}
    items: list[Any] | None = None  # the block list being read
    indent = ""
    key = ""
    bare = False  # the key above has no value of its own ("tags:"; not "tags: null", which YAML continues as text)
    for line in yaml_text.split("\n"):
        line = line[:-1] if line.endswith("\r") else line
        if not line or line[0] == "#" or not line.strip(" "):
            continue
        if line[0] == " ":
            item = _FLAT_ITEM.fullmatch(line)
            if item is None or (items is None and not bare) or (items and item.group(1) != indent):
                return None  # not a list item, or one that is not the first value of the key above
            ok, value = _flat_value(item.group(2))
            if not ok:
                return None
            if items is None:
                items = data[key] = []
                indent = item.group(1)
            items.append(value)
            continue
        match = _FLAT_LINE.fullmatch(line)
        if match is None:
            return None
        key = intern(match.group(1))  # one copy of "id", "type", ... across 50,000 memories
        if key in data or type(_scalar(key)) is not str:
            return None  # a repeated key or one YAML reads as a bool or null: let the loader decide
        ok, value = _flat_value(match.group(2))
        if not ok:
            return None
        data[key] = value
        bare = not match.group(2)
        items = None
    _remember_good(yaml_text)
    return data


# --------------------------------------------------------------------------
# Claude Code's flat frontmatter (docs/contracts.md §1)
# --------------------------------------------------------------------------
# Claude Code writes ``key: value`` lines without quoting, so a value may hold
# ``: `` (``description: Don't read $: labels``) and strict YAML rejects the
# file. When, and only when, strict YAML fails with a syntax error, a block
# made only of such lines (plus one level of indented ``- item`` or
# ``key: value`` lines under a key with no value of its own) is read as its
# writer meant it: each line on its own. A line that YAML reads by itself
# keeps YAML's value (so ``confidence: 0.8`` is still a number); any other
# takes its value verbatim to the end of the line. Anything else - block
# scalars, deeper nesting, repeated keys, a line that is no ``key:`` line, a
# line YAML finds unsafe - keeps the strict error.

_LENIENT_KEY = re.compile(r"([A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*):(?: +(.*?))? *")
_LENIENT_ITEM = re.compile(r"-(?: +(.*?))? *")


@dataclass(frozen=True, slots=True)
class _Lenient:
    data: dict[str, Any]
    spans: list[_Span]  # each top-level key's whole lines, for edits by whole lines


def _lenient_value(key: str, raw: str | None) -> Any:
    """One ``key: raw`` line's value: YAML's when the line reads alone, else ``raw`` verbatim."""
    if not raw:
        return None
    try:
        _, data = _load(f"{key}: {raw}\n")
    except FrontmatterError as exc:
        if exc.code != "yaml_error" or not _meant_as_text(raw):
            raise  # an unsafe tag or alias bomb, an unclosed ``[`` or quote: broken, not flat
        return raw
    if list(data) != [key] or isinstance(data[key], dict) and raw[:1] != "{":
        return raw  # the line held more than one key (``a: b: c``): the writer meant text
    return data[key]


def _meant_as_text(raw: str) -> bool:
    """Whether a value YAML rejects is plain text: it starts as a plain scalar, or a closed quote is followed by more."""
    if raw[0] in "\"'":
        close = raw.find(raw[0], 1)
        return 0 < close < len(raw) - 1
    return raw[0] not in "[]{}|>&*!%@`#,"


def _lenient_lines(yaml_text: str) -> list[tuple[int, int, str]]:
    """``(start, end, line)`` of every line, ``end`` past its line ending, ``line`` without it."""
    lines = []
    pos = 0
    for raw in yaml_text.splitlines(keepends=True):
        lines.append((pos, pos + len(raw), raw.rstrip("\r\n")))
        pos += len(raw)
    return lines


def _lenient(yaml_text: str, error: FrontmatterError) -> _Lenient | None:
    """Read ``yaml_text`` as flat ``key: value`` lines, or ``None`` when it is not such a block."""
    if error.code != "yaml_error":
        return None
    try:
        return _lenient_read(yaml_text)
    except FrontmatterError:
        return None


def _lenient_read(yaml_text: str) -> _Lenient | None:
    data: dict[str, Any] = {}
    spans: list[_Span] = []
    key: str | None = None  # the top-level key whose nested lines may follow
    nested: _Nested | None = None
    for start, end, line in _lenient_lines(yaml_text):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if line[0] == " ":
            if key is None or (nested is None and data[key] is not None):
                return None
            if nested is None:
                nested = _Nested(line)
                data[key] = nested.value
            if not nested.add(line):
                return None
            spans[-1] = _Span(key, spans[-1].start, end, "")
            continue
        match = _LENIENT_KEY.fullmatch(line)
        if match is None or match.group(1) in data or type(_scalar(match.group(1))) is not str:
            return None
        key, nested = match.group(1), None
        data[key] = _lenient_value(key, match.group(2))
        spans.append(_Span(key, start, end, ""))
    return _Lenient(data, spans) if data else None


def _lenient_item(raw: str | None) -> Any:
    """One ``- raw`` list item: YAML's value when the line reads alone (``- partner: b.md``), else ``raw``."""
    if not raw:
        return None
    try:
        _, data = _load(f"k:\n- {raw}\n")
    except FrontmatterError as exc:
        if exc.code != "yaml_error" or not _meant_as_text(raw):
            raise
        return raw
    items = data.get("k")
    return items[0] if isinstance(items, list) and len(items) == 1 else raw


class _Nested:
    """The indented lines under a top-level key: a list of ``- item`` lines or a ``key: value`` mapping.

    A list item that is a mapping (``- partner: b.md``) may go on with deeper
    ``key: value`` lines (``    before: 2026-08-15``), as memcli writes them.
    """

    def __init__(self, first_line: str) -> None:
        body = first_line.lstrip(" ")
        self.indent = len(first_line) - len(body)
        self.value: list[Any] | dict[str, Any] = [] if body.startswith("-") else {}

    def add(self, line: str) -> bool:
        """Read one indented line into the value; ``False`` when it fits no flat shape."""
        body = line.lstrip(" ")
        margin = len(line) - len(body)
        if margin > self.indent and isinstance(self.value, list) and self.value and isinstance(self.value[-1], dict):
            return _add_pair(self.value[-1], body)
        if margin != self.indent:
            return False
        if isinstance(self.value, dict):
            return _add_pair(self.value, body)
        item = _LENIENT_ITEM.fullmatch(body)
        if item is None:
            return False
        self.value.append(_lenient_item(item.group(1)))
        return True


def _add_pair(mapping: dict[str, Any], body: str) -> bool:
    match = _LENIENT_KEY.fullmatch(body)
    if match is None or match.group(1) in mapping:
        return False
    mapping[match.group(1)] = _lenient_value(match.group(1), match.group(2))
    return True


def parses(text: str) -> bool:
    """Whether a file's frontmatter (if any) loads safely.

    Texts this process just read or produced are remembered, so verifying a
    write does not parse them again.
    """
    try:
        parts = split(text)
        if parts.has_frontmatter and parts.yaml_text not in _KNOWN_GOOD:
            load_yaml_mapping(parts.yaml_text)
    except FrontmatterError:
        return False
    return True


def _one_line(exc: Exception) -> str:
    text = " ".join(str(exc).split())
    return text.replace('in "<unicode string>", ', "")


def parse(text: str) -> tuple[dict[str, Any], str, bool]:
    """Parse a memory file: ``(frontmatter mapping, body, has_frontmatter)``."""
    parts = split(text)
    if not parts.has_frontmatter:
        return {}, parts.body, False
    return load_yaml_mapping(parts.yaml_text, parts.yaml_first_line), parts.body, True


# --------------------------------------------------------------------------
# Writing values
# --------------------------------------------------------------------------

_INDICATORS = set("-?:,[]{}#&*!|>'\"%@`")
_NEEDS_ESCAPE = {"\x85", "\u2028", "\u2029", "\ufeff", "\ufffe", "\uffff"} | {chr(c) for c in range(0x7F, 0xA0)}
# a control character or one of _NEEDS_ESCAPE: such a scalar is double-quoted (one regex search, not a loop per character)
_NEEDS_QUOTES = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]")


def _resolves_to_str(text: str) -> bool:
    return SafeLoader.resolve(SafeLoader, yaml.ScalarNode, text, (True, False)) == _STR_TAG


def _plain_ok(text: str) -> bool:
    if not text or text != text.strip() or text[0] in _INDICATORS:
        return False
    if ": " in text or " #" in text or text.endswith(":") or "\t" in text:
        return False
    if _NEEDS_QUOTES.search(text):
        return False
    return _resolves_to_str(text)


def _double_quoted(text: str) -> str:
    quoted = json.dumps(str(text), ensure_ascii=False)
    if any(ch in _NEEDS_ESCAPE for ch in quoted):
        quoted = "".join(f"\\u{ord(ch):04x}" if ch in _NEEDS_ESCAPE else ch for ch in quoted)
    return quoted


def _float_text(value: float) -> str:
    if math.isnan(value):
        return ".nan"
    if math.isinf(value):
        return ".inf" if value > 0 else "-.inf"
    text = repr(value)
    mantissa, _, exponent = text.partition("e")
    if "." not in mantissa:
        mantissa += ".0"  # YAML 1.1 floats need a dot (and a signed exponent)
    if not exponent:
        return mantissa
    return f"{mantissa}e{exponent if exponent[0] in '+-' else '+' + exponent}"


def yaml_scalar(value: Any) -> str:
    """The YAML text of one scalar value, quoted only when it must be."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return _float_text(value)
    if isinstance(value, (list, tuple, dict)):
        return _flow_text(value)
    text = str(value)
    if isinstance(value, Quoted) or not _plain_ok(text):
        return _double_quoted(text)
    return text


def _flow_text(value: Any) -> str:
    if isinstance(value, dict):
        return "{" + ", ".join(f"{yaml_scalar(str(k))}: {_flow_text(v)}" for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_flow_text(item) for item in value) + "]"
    text = yaml_scalar(value)
    if text[0] not in "\"[{" and any(ch in text for ch in ",[]{}"):
        return _double_quoted(text)
    return text


def render_key(key: str, value: Any, newline: str = "\n") -> str:
    """Render ``key: value`` as block YAML lines, each ending in ``newline``."""
    head = yaml_scalar(key)
    if isinstance(value, (list, tuple)):
        if not value:
            return f"{head}: []{newline}"
        lines = [f"{head}:{newline}"]
        for item in value:
            lines.extend(_render_item(item, newline))
        return "".join(lines)
    if isinstance(value, dict):
        if not value:
            return f"{head}: {{}}{newline}"
        return f"{head}:{newline}" + "".join(f"  {yaml_scalar(str(k))}: {yaml_scalar(v)}{newline}" for k, v in value.items())
    return f"{head}: {yaml_scalar(value)}{newline}"


def _render_item(item: Any, newline: str) -> list[str]:
    if isinstance(item, dict) and item:
        lines = []
        for index, (key, value) in enumerate(item.items()):
            prefix = "  - " if index == 0 else "    "
            lines.append(f"{prefix}{yaml_scalar(str(key))}: {yaml_scalar(value)}{newline}")
        return lines
    return [f"  - {yaml_scalar(item)}{newline}"]


# --------------------------------------------------------------------------
# Surgical edits
# --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Span:
    key: Any
    start: int  # index of the key line's first character
    end: int  # index just past the value's last line (its line ending included)
    inline_tail: str  # a trailing "# comment" on a single-line value, kept on replace


def _line_start(text: str, index: int) -> int:
    return text.rfind("\n", 0, index) + 1


def _line_end(text: str, index: int) -> int:
    if index > 0 and text[index - 1] == "\n":
        return index
    nxt = text.find("\n", index)
    return len(text) if nxt < 0 else nxt + 1


def _trim_blank_tail(text: str, start: int, end: int) -> int:
    """Move ``end`` back over whole blank lines so they stay outside the span."""
    while end > start:
        prev = text.rfind("\n", start, end - 1) + 1
        if prev <= start or text[prev:end].strip():
            break
        end = prev
    return end


def _content_end(node: yaml.Node) -> int:
    """Index just past a value's own content.

    A block collection's end mark lies at the next key, past any comments
    between; the end of its last child is where its content really ends.
    """
    if isinstance(node, (yaml.SequenceNode, yaml.MappingNode)) and not node.flow_style and node.value:
        last = node.value[-1]
        return _content_end(last[1] if isinstance(last, tuple) else last)
    return node.end_mark.index


def _key_spans(yaml_text: str, node: yaml.Node | None) -> list[_Span]:
    """Where each top-level key's lines start and end, from the composed node tree."""
    if node is None:
        return []
    if not isinstance(node, yaml.MappingNode) or node.flow_style:
        raise FrontmatterError("yaml_error", "frontmatter is not a block mapping; memcli will not rewrite it")
    spans = []
    for key_node, value_node in node.value:
        start = _line_start(yaml_text, key_node.start_mark.index)
        value_end = _content_end(value_node)
        end = _trim_blank_tail(yaml_text, start, _line_end(yaml_text, value_end))
        tail = ""
        if "\n" not in yaml_text[key_node.start_mark.index : value_end]:
            rest = yaml_text[value_end:end].rstrip("\r\n")
            if rest.strip().startswith("#"):
                tail = rest
        spans.append(_Span(key_node.value, start, end, tail))
    return spans


def _flat_spans(yaml_text: str) -> tuple[list[_Span], dict[str, Any]] | None:
    """``(key spans, mapping)`` of a flat frontmatter block (see ``_flat_mapping``), found line by line.

    The same spans ``_key_spans`` finds on the composed node tree, without
    composing it (most of a bulk edit's cost): a key's span is its line and
    the indented list items under it; comment and blank lines belong to no
    key; a flat value never carries an inline comment. ``None`` when the
    block is not flat (the node tree decides then).
    """
    data = _flat_mapping(yaml_text)
    if data is None:
        return None
    spans: list[_Span] = []
    pos = 0
    while pos < len(yaml_text):
        nxt = yaml_text.find("\n", pos)
        end = len(yaml_text) if nxt < 0 else nxt + 1
        line = yaml_text[pos:end]
        if line.strip() and line[0] != "#":
            if line[0] == " ":
                spans[-1] = _Span(spans[-1].key, spans[-1].start, end, "")  # an item of the key above
            else:
                spans.append(_Span(line.split(":", 1)[0], pos, end, ""))
        pos = end
    return spans, data


def edit(text: str, set: Mapping[str, Any] | None = None, remove: Iterable[str] = ()) -> str:
    """Return ``text`` with the keys in ``set`` written and those in ``remove`` deleted.

    Only the lines of those keys change. An existing key is replaced in
    place (a trailing comment on a one-line value is kept); a new key is
    appended at the end of the frontmatter; a file without frontmatter gets
    one. Raises ``FrontmatterError`` if the frontmatter cannot be parsed:
    memcli never rewrites a file it could not read.
    """
    updates = dict(set or {})
    removals = [key for key in remove if key not in updates]
    if not updates and not removals:
        return text
    parts = split(text)
    if not parts.has_frontmatter:
        if not updates:
            return text
        nl = parts.newline
        block = "".join(render_key(k, v, nl) for k, v in updates.items())
        return parts.bom + "---" + nl + block + "---" + nl + parts.body
    flat = _flat_spans(parts.yaml_text)
    spans: list[_Span] | None = None
    if flat is not None:
        spans, before = flat
    else:
        try:
            node, before = _load(parts.yaml_text)  # refuse to edit what does not parse safely
        except FrontmatterError as exc:
            lenient = _lenient(parts.yaml_text, exc)  # Claude Code's flat frontmatter: edited by whole lines
            if lenient is None:
                raise
            node, before, spans = None, lenient.data, lenient.spans
    # A key that already holds the value keeps its line as written (``0.80`` stays ``0.80``).
    updates = {k: v for k, v in updates.items() if not (k in before and _same_value(before[k], v))}
    removals = [k for k in removals if k in before]
    if not updates and not removals:
        return text
    if spans is None:
        spans = _key_spans(parts.yaml_text, node)
    for swallow_blank_lines in (False, True):
        new_yaml = _edit_yaml(parts.yaml_text, spans, updates, removals, parts.newline, swallow_blank_lines)
        if _edit_is_exact(before, new_yaml, updates, removals):
            return parts.join(new_yaml)
    raise FrontmatterError("yaml_error", "cannot edit this frontmatter without changing other keys; left unchanged")


def _same_value(a: Any, b: Any) -> bool:
    if isinstance(a, float) and isinstance(b, float) and math.isnan(a) and math.isnan(b):
        return True
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(map(_same_value, a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same_value(a[k], b[k]) for k in a)
    return type(a) is type(b) and a == b or (isinstance(a, str) and isinstance(b, str) and str(a) == str(b))


def _edit_is_exact(before: dict[str, Any], new_yaml: str, updates: dict[str, Any], removals: list[str]) -> bool:
    """Check the edit's own result: set keys read back as meant, every other key is unchanged."""
    try:
        after = load_yaml_mapping(new_yaml)
    except FrontmatterError:
        return False
    for key, value in updates.items():
        if key not in after or not _same_value(after[key], value):
            return False
    untouched = [k for k in before if k not in updates and k not in removals]
    return all(k not in after for k in removals) and set(after) == set(untouched) | set(updates) and all(
        _same_value(after[k], before[k]) for k in untouched
    )


def _skip_blank_lines(text: str, pos: int) -> int:
    while pos < len(text):
        end = _line_end(text, pos + 1) if text[pos] != "\n" else pos + 1
        if text[pos:end].strip():
            break
        pos = end
    return pos


def _edit_yaml(yaml_text: str, spans: list[_Span], updates: dict[str, Any], removals: list[str], newline: str,
               swallow_blank_lines: bool = False) -> str:
    """Splice new key text into ``yaml_text``.

    ``swallow_blank_lines`` also drops whitespace-only lines after a removed
    key: otherwise a block scalar just above could absorb them.
    """
    out: list[str] = []
    pos = 0
    written: set[str] = set()
    for span in spans:
        key = span.key
        if key not in updates and key not in removals:
            continue
        out.append(yaml_text[pos : span.start])
        pos = span.end
        if swallow_blank_lines and key in removals:
            pos = _skip_blank_lines(yaml_text, pos)
        if key in updates and key not in written:
            rendered = render_key(key, updates[key], newline)
            if span.inline_tail and rendered.count(newline) == 1:
                rendered = rendered[: -len(newline)] + span.inline_tail + newline
            out.append(rendered)
            written.add(key)
    out.append(yaml_text[pos:])
    result = "".join(out)
    missing = [k for k in updates if k not in written]
    if missing:
        if result and not result.endswith("\n"):
            result += newline
        result += "".join(render_key(k, updates[k], newline) for k in missing)
    return result
