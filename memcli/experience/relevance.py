"""The relevance engine (docs/contracts.md §9): which process knowledge applies to one tool call.

Standard library only: the ``memcli-hook`` process imports this module on
every tool call, so it must start in a few milliseconds.

Scoring of a node against a call:

* tool name in ``tool_names`` 0.40 (a ``*`` entry: 0.20);
* any file pattern matches the call's file path 0.40;
* any action keyword is a case-insensitive substring of the tool input 0.10;
* any context keyword likewise 0.10.

``score = base × priority multiplier × confidence`` (confidence absent =
1.0), capped at 1.0 except for CRITICAL. A node is injected when its status
is ``draft`` or ``active`` and its score is at least 0.7; CRITICAL first,
then by score, then by file name; deduplicated by label; at most three.

Two deliberate readings of "the tool input (as JSON)": keywords are matched
against the input's *values* (the keys ``file_path``, ``content``,
``command``... would otherwise make keywords such as "file" or "content"
match every call), and keywords shorter than three characters or in the
stop-word list ("to", "the", ...) never match: the reference derived a
correction's keyword from its first word ("you forgot *to* ...") and then
injected it everywhere.
"""

from __future__ import annotations

import os
import posixpath
from collections import namedtuple
import re
from collections.abc import Iterable
from functools import lru_cache

from memcli.formats.markup import escape_name

WEIGHT_TOOL = 40  # hundredths, so that sums are exact
WEIGHT_TOOL_WILDCARD = 20
WEIGHT_FILE = 40
WEIGHT_ACTION = 10
WEIGHT_CONTEXT = 10
PRIORITY_MULTIPLIERS = {"CRITICAL": 2.0, "HIGH": 1.5, "MEDIUM": 1.0, "LOW": 0.5}
PRIORITIES = ("CRITICAL", "HIGH", "MEDIUM", "LOW")
PROCESS_TYPES = ("checklist", "pattern", "warning", "requirement")
DEFAULT_PRIORITY = "MEDIUM"
THRESHOLD = 0.7
MAX_ITEMS = 3
MAX_CONTEXT_CHARS = 10_000
MAX_ITEM_CHARS = 3_200  # three full items always fit in the 10,000-character budget
INJECTABLE = frozenset({"draft", "active"})
READ_ONLY_TOOLS = frozenset({"Read", "Grep", "Glob", "LS"})
MIN_KEYWORD_CHARS = 3
_EPSILON = 1e-9
_MATCH_ALL = frozenset({"*", "**", "**/*", "**/**", "**/**/*"})


# ``collections.namedtuple`` rather than ``typing.NamedTuple`` or dataclasses:
# importing ``typing`` alone costs the hook ~5 ms, ``dataclasses`` ~15 ms.
_NODE_FIELDS = ("id", "rel", "label", "priority", "process_type", "status", "confidence", "tool_names",
                "file_patterns", "action_keywords", "context_keywords", "description", "evidence", "content",
                "grouping")


class Node(namedtuple("Node", _NODE_FIELDS, defaults=("", "", "", ""))):
    """One knowledge file as the hook sees it (built from the compact index).

    ``rel`` is the store-relative path (``knowledge/<id>.md``); ``priority``
    one of CRITICAL, HIGH, MEDIUM, LOW; ``confidence`` 1.0 when absent;
    ``tool_names`` and ``file_patterns`` tuples of strings; the keyword
    tuples hold only usable, lower-cased keywords.
    """

    __slots__ = ()

    @property
    def file_name(self) -> str:
        """The file name, the last ranking key."""
        return self.rel.rsplit("/", 1)[-1]


class Call(namedtuple("Call", ("tool_name", "file_path", "forms", "basename", "haystack"))):
    """A tool call prepared for scoring.

    ``file_path`` is absolute when a cwd was known and "" when the call has
    no file; ``forms`` are the path forms tried by patterns containing ``/``;
    ``haystack`` holds the input's values, lower-cased, one per line.
    """

    __slots__ = ()


class Match(namedtuple("Match", ("node", "score", "tool", "file", "action", "context"))):
    """A node that scored against a call, with the parts of its score (each in 0..0.4)."""

    __slots__ = ()


# --------------------------------------------------------------------------
# Keywords
# --------------------------------------------------------------------------


def usable_keyword(keyword: object) -> str | None:
    """A keyword as matched (lower-case, trimmed), or ``None`` when it would match nearly everything."""
    from memcli.text import STOP_WORDS  # build time only: the hook reads keywords already filtered

    if not isinstance(keyword, (str, int, float)) or isinstance(keyword, bool):
        return None
    text = str(keyword).strip().lower()
    if len(text) < MIN_KEYWORD_CHARS or text in STOP_WORDS:
        return None
    return text


def usable_keywords(keywords: Iterable[object]) -> tuple[str, ...]:
    """The usable keywords of a list, in order, without repeats."""
    seen: dict[str, None] = {}
    for keyword in keywords:
        text = usable_keyword(keyword)
        if text is not None:
            seen.setdefault(text, None)
    return tuple(seen)


def _values_text(value: object, out: list[str], depth: int = 0) -> None:
    if depth > 50:
        return
    if isinstance(value, str):
        out.append(value)
    elif isinstance(value, dict):
        for item in value.values():
            _values_text(item, out, depth + 1)
    elif isinstance(value, (list, tuple)):
        for item in value:
            _values_text(item, out, depth + 1)
    elif value is not None and not isinstance(value, bool):
        out.append(str(value))


def input_haystack(tool_input: object) -> str:
    """The text keywords are searched in: every value of the tool input, lower-cased."""
    parts: list[str] = []
    _values_text(tool_input, parts)
    return "\n".join(parts).lower()


# --------------------------------------------------------------------------
# File patterns
# --------------------------------------------------------------------------


_WILD_SPLIT = re.compile(r"\[[^\]]*\]|[*?]")


@lru_cache(maxsize=8192)
def _literal(pattern: str) -> str:
    """The longest run of plain characters every match must contain (a cheap pre-filter).

    Character classes and wildcards split runs; slashes are trimmed from the
    ends because ``**/`` may match zero directories.
    """
    return max(_WILD_SPLIT.split(pattern), key=len).strip("/")


def _star_match(pattern: str, name: str) -> bool:
    """``*``-only glob of one component, without regex (compiling one costs more than the whole check)."""
    pieces = pattern.split("*")
    head, tail = pieces[0], pieces[-1]
    if len(pieces) == 1:
        return name == pattern
    if not name.startswith(head) or not name.endswith(tail) or len(name) < len(head) + len(tail):
        return False
    pos, limit = len(head), len(name) - len(tail)
    for piece in pieces[1:-1]:
        found = name.find(piece, pos, limit)
        if found < 0:
            return False
        pos = found + len(piece)
    return True


def _component_match(pattern: str, name: str) -> bool:
    """One path component against one glob component (``*`` and ``?`` never cross a ``/``)."""
    if "?" in pattern or "[" in pattern:
        import fnmatch  # classes and "?" are rare: fnmatch's regex is fine for them

        return fnmatch.fnmatchcase(name, pattern.replace("**", "*"))
    return _star_match(pattern.replace("**", "*") if "**" in pattern else pattern, name)


def _parts_match(pattern: tuple[str, ...], parts: tuple[str, ...]) -> bool:
    """Glob components against path components; a ``**`` component spans zero or more of them."""
    if not pattern:
        return not parts
    head = pattern[0]
    if head == "**":
        rest = pattern[1:]
        if not rest:
            return True
        return any(_parts_match(rest, parts[i:]) for i in range(len(parts) + 1))
    return bool(parts) and _component_match(head, parts[0]) and _parts_match(pattern[1:], parts[1:])


@lru_cache(maxsize=8192)
def _split(pattern: str) -> tuple[str, ...]:
    parts = [p for p in pattern.split("/") if p]
    collapsed: list[str] = []
    for part in parts:  # "**/**" is "**"
        if not (part == "**" and collapsed and collapsed[-1] == "**"):
            collapsed.append(part)
    return tuple(collapsed)


def glob_match(pattern: str, path: str) -> bool:
    """Whether a slash-separated ``path`` matches ``pattern`` as a whole."""
    return _parts_match(_split(pattern), tuple(p for p in path.split("/") if p))


@lru_cache(maxsize=8192)
def normalize_pattern(pattern: str) -> str:
    """Trim a pattern; ``./x`` is ``x``, a trailing ``/`` means everything below."""
    text = pattern.strip()
    while text.startswith("./"):
        text = text[2:]
    if text.endswith("/") and len(text) > 1:
        text += "**"
    return text


def call_file_path(tool_input: object) -> str:
    """The call's file path: ``file_path``, else ``notebook_path``, else ``path`` (strings only)."""
    if not isinstance(tool_input, dict):
        return ""
    for key in ("file_path", "notebook_path", "path"):
        value = tool_input.get(key)
        if isinstance(value, str) and value.strip() and "\x00" not in value:
            return value.strip()
    return ""


def _path_forms(file_path: str, cwd: str | None) -> tuple[str, tuple[str, ...]]:
    """The absolute path and the forms a pattern containing ``/`` is tried against."""
    if not file_path:
        return "", ()
    raw = file_path.replace("\\", "/") if os.sep == "\\" else file_path
    if not posixpath.isabs(raw) and cwd and posixpath.isabs(cwd):
        raw = posixpath.join(cwd, raw)
    path = posixpath.normpath(raw) if raw else ""
    if not path:
        return "", ()
    forms = []
    if cwd and posixpath.isabs(cwd) and posixpath.isabs(path):
        base = posixpath.normpath(cwd)
        if path.startswith(base.rstrip("/") + "/"):
            forms.append(path[len(base.rstrip("/")) + 1 :])
    forms.append(path.lstrip("/") if posixpath.isabs(path) else path)
    return path, tuple(dict.fromkeys(forms))


def make_call(tool_name: str, tool_input: object, cwd: str | None = None) -> Call:
    """Prepare a tool call for scoring (relative file paths are resolved against ``cwd``)."""
    path, forms = _path_forms(call_file_path(tool_input), cwd if isinstance(cwd, str) else None)
    basename = path.rsplit("/", 1)[-1] if path else ""
    return Call(tool_name, path, forms, basename, input_haystack(tool_input if tool_input is not None else {}))


def pattern_matches(pattern: str, call: Call) -> bool:
    """Whether one glob matches the call's file.

    A pattern without ``/`` is matched against the file name; one starting
    with ``/`` against the absolute path; any other against the path
    relative to ``cwd`` and against the absolute path (so ``**/X`` matches
    X at any depth).
    """
    if not call.file_path or not isinstance(pattern, str):
        return False
    pattern = normalize_pattern(pattern)
    return bool(pattern) and _pattern_hit(pattern, _literal(pattern), call)


# --------------------------------------------------------------------------
# Scoring and ranking
# --------------------------------------------------------------------------


def multiplier(priority: str) -> float:
    """The priority multiplier (unknown priorities count as MEDIUM)."""
    return PRIORITY_MULTIPLIERS.get(priority, 1.0)


def scale(node: Node) -> float:
    """What base points are multiplied by: priority multiplier × confidence."""
    return multiplier(node.priority) * node.confidence


def _total(points: int, node_scale: float, critical: bool) -> float:
    value = points / 100 * node_scale
    return value if critical else min(value, 1.0)


def final_score(base_points: int, node: Node) -> float:
    """``base × priority multiplier × confidence``, capped at 1.0 except for CRITICAL."""
    return _total(base_points, scale(node), node.priority == "CRITICAL")


def _tool_points(tool_names: tuple[str, ...], tool_name: str) -> int:
    if tool_name and tool_name in tool_names:
        return WEIGHT_TOOL
    return WEIGHT_TOOL_WILDCARD if "*" in tool_names else 0


def _keyword_hit(keywords: tuple[str, ...], haystack: str, memo: dict[str, bool]) -> bool:
    for keyword in keywords:
        hit = memo.get(keyword)
        if hit is None:
            hit = memo[keyword] = keyword in haystack
        if hit:
            return True
    return False


def score(node: Node, call: Call, memo: dict[str, bool] | None = None) -> Match:
    """Score one node against one call (every part, whatever the threshold or status)."""
    memo = {} if memo is None else memo
    tool = _tool_points(node.tool_names, call.tool_name)
    file = WEIGHT_FILE if any(pattern_matches(p, call) for p in node.file_patterns) else 0
    action = WEIGHT_ACTION if _keyword_hit(node.action_keywords, call.haystack, memo) else 0
    context = WEIGHT_CONTEXT if _keyword_hit(node.context_keywords, call.haystack, memo) else 0
    total = final_score(tool + file + action + context, node)
    return Match(node, total, tool / 100, file / 100, action / 100, context / 100)


class Table(namedtuple("Table", ("patterns", "literals", "rows"))):
    """The injectable nodes compiled for scoring (what the hook index stores).

    ``patterns`` are the distinct normalized globs and ``literals`` their
    pre-filter strings; each row is ``(position of the node, tool names,
    pattern ids, action keywords, context keywords, multiplier × confidence,
    is CRITICAL)``. Nodes share patterns and keywords: each distinct one is
    tried once per call.
    """

    __slots__ = ()


def compile_table(nodes: Iterable[Node]) -> Table:
    """Compile the ``draft``/``active`` nodes of ``nodes`` (positions refer to ``nodes``)."""
    patterns: dict[str, int] = {}
    rows = []
    for position, node in enumerate(nodes):
        if node.status not in INJECTABLE or node.confidence <= 0:
            continue
        ids = []
        for raw in node.file_patterns:
            pattern = normalize_pattern(raw) if isinstance(raw, str) else ""
            if pattern:
                ids.append(patterns.setdefault(pattern, len(patterns)))
        rows.append((position, tuple(node.tool_names), tuple(dict.fromkeys(ids)), tuple(node.action_keywords),
                     tuple(node.context_keywords), scale(node), node.priority == "CRITICAL"))
    ordered = tuple(patterns)
    return Table(ordered, tuple(_literal(p) for p in ordered), tuple(rows))


def _pattern_hit(pattern: str, literal: str, call: Call) -> bool:
    if pattern in _MATCH_ALL:
        return True
    if "/" not in pattern:
        return (not literal or literal in call.basename) and _component_match(pattern, call.basename)
    if pattern.startswith("/"):
        return (not literal or literal in call.file_path) and glob_match(pattern, call.file_path)
    return any((not literal or literal in form) and glob_match(pattern, form) for form in call.forms)


def scored_rows(table: Table, call: Call) -> list[tuple[int, float, int, int, int, int]]:
    """``(node position, score, tool, file, action, context points)`` of every row at or above the threshold.

    A row that cannot reach the threshold even with both keyword parts is
    dropped before its keywords are searched (a Write's input can be large).
    """
    hits: list[bool | None] = [None] * len(table.patterns)
    memo: dict[str, bool] = {}
    need = (THRESHOLD - _EPSILON) * 100
    passing = []
    for position, tools, pattern_ids, actions, contexts, node_scale, critical in table.rows:
        tool = _tool_points(tools, call.tool_name)
        file = 0
        if pattern_ids and call.file_path:
            for pattern_id in pattern_ids:
                hit = hits[pattern_id]
                if hit is None:
                    hit = hits[pattern_id] = _pattern_hit(table.patterns[pattern_id], table.literals[pattern_id], call)
                if hit:
                    file = WEIGHT_FILE
                    break
        if (tool + file + WEIGHT_ACTION + WEIGHT_CONTEXT) * node_scale < need:
            continue
        action = WEIGHT_ACTION if actions and _keyword_hit(actions, call.haystack, memo) else 0
        context = WEIGHT_CONTEXT if contexts and _keyword_hit(contexts, call.haystack, memo) else 0
        total = _total(tool + file + action + context, node_scale, critical)
        if total >= THRESHOLD - _EPSILON:
            passing.append((position, total, tool, file, action, context))
    return passing


def relevant(nodes: Iterable[Node], call: Call) -> list[Match]:
    """Every injectable node scoring at least the threshold, unranked."""
    nodes = tuple(nodes)
    return [Match(nodes[pos], total, tool / 100, file / 100, action / 100, context / 100)
            for pos, total, tool, file, action, context in scored_rows(compile_table(nodes), call)]


def label_key(label: str) -> str:
    """Labels compare case-insensitively with whitespace collapsed."""
    return " ".join(label.split()).casefold()


def rank(matches: Iterable[Match], limit: int | None = MAX_ITEMS) -> list[Match]:
    """CRITICAL first, then by score, then by file name; one per label; at most ``limit``."""
    ordered = sorted(matches, key=lambda m: (m.node.priority != "CRITICAL", -m.score, m.node.file_name, m.node.rel))
    kept: list[Match] = []
    labels: set[str] = set()
    for match in ordered:
        key = label_key(match.node.label)
        if key in labels:
            continue
        labels.add(key)
        kept.append(match)
        if limit is not None and len(kept) >= limit:
            break
    return kept


def select(nodes: Iterable[Node], tool_name: str, tool_input: object, cwd: str | None = None) -> list[Match]:
    """The knowledge to inject before one tool call, best first (at most three)."""
    return rank(relevant(nodes, make_call(tool_name, tool_input, cwd)))


# --------------------------------------------------------------------------
# The injected text
# --------------------------------------------------------------------------


def _clip(text: str, limit: int, rel: str) -> str:
    if len(text) <= limit:
        return text
    marker = f"\n… (truncated; the full text is in {escape_name(rel)})"
    return text[: max(0, limit - len(marker))].rstrip() + marker


def render_item(node: Node) -> str:
    """One item of injected context: label and priority, then its content."""
    state = "; draft, not yet reviewed" if node.status == "draft" else ""
    lines = [f"[{node.priority}] {node.label} ({node.process_type}{state})"]
    for text in (node.description, node.content):
        if text and text.strip() and text.strip() not in lines:
            lines.append(text.strip())
    if node.evidence and node.evidence.strip():
        lines.append(f"Evidence: {node.evidence.strip()}")
    lines.append(f"Source: {escape_name(node.rel)}")  # a file name must not add lines to the agent's context
    return _clip("\n".join(lines), MAX_ITEM_CHARS, node.rel)


def fit(header: str, items: list[str], footer: list[str] | None = None, limit: int = MAX_CONTEXT_CHARS) -> str:
    """Join ``header``, ``items`` and ``footer`` with blank lines within ``limit`` characters.

    Items are in rank order; the lowest-ranked are dropped first. The footer
    (short notes) is kept when possible.
    """
    footer = [f for f in (footer or []) if f]
    kept = list(items)
    while True:
        text = "\n\n".join([header, *kept, *footer]).strip()
        if len(text) <= limit:
            return text
        if kept:
            kept.pop()
        elif footer:
            footer.pop()
        else:
            return _clip(text, limit, "memcli")


def pre_tool_use_text(matches: list[Match], tool_name: str, call: Call | None = None) -> str:
    """The ``additionalContext`` for a PreToolUse hook ("" when nothing matched)."""
    if not matches:
        return ""
    target = f" on {call.basename}" if call is not None and call.basename else ""
    header = (f"memcli: lessons from past experience that apply to this {tool_name} call{target}. "
              "Check them before proceeding:")
    return fit(header, [render_item(m.node) for m in matches])
