"""JSON read as text with its spans, and edited in place: another tool's file keeps every byte memcli does not change.

Claude Code's ``settings.json`` belongs to Claude Code and to the person.
``json.loads`` then ``json.dumps`` would change what the file means to other
readers: ``12345678901234567890.5`` becomes ``1.2345678901234567e+19``, the
first of two duplicate keys is dropped, and an escaped lone surrogate
(``"\\ud800"``) cannot be written back at all. Here every value is a
``Node`` holding its span in the original text; an edit rebuilds only the
containers on the path to what changed, from the original text of every
member it keeps, so each kept value (numbers, escapes, duplicates, order)
is the same bytes, and everything outside the rebuilt containers is
untouched.

The grammar is strict JSON (RFC 8259: no comments, no trailing commas, no
``NaN``), as ``JSON.parse`` reads it; ``ValueError`` says where a file is not.
Where a key occurs twice the last one is the value (``JSON.parse``'s rule),
and ``Node.get`` returns that one; the others are kept as written.

Standard library only.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

_WS = re.compile(r"[ \t\n\r]*")
_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?")
_LITERALS = {"true": True, "false": False, "null": None}
MAX_DEPTH = 200  # deeper than any settings file; Python's recursion stays far from its limit
DELETED = object()  # a replacement that removes a member or item from its container


@dataclass(eq=False)
class Node:
    """One JSON value: ``kind`` (object, array, string, number, literal), its span, and its parts."""

    kind: str
    start: int
    end: int
    value: Any = None  # string: the decoded text (may hold a lone surrogate); number: its text; literal: the value
    members: list[tuple[str, int, "Node"]] = field(default_factory=list)  # object: (key, key start, value)
    items: list["Node"] = field(default_factory=list)  # array

    def get(self, key: str) -> "Node | None":
        """An object's value for ``key`` as ``JSON.parse`` sees it (the last of duplicates); ``None`` when absent."""
        found = None
        for name, _start, node in self.members:
            if name == key:
                found = node
        return found

    def python(self) -> Any:
        """A plain Python value for reading (numbers as int or float, the last of duplicate keys)."""
        if self.kind == "object":
            return {name: node.python() for name, _start, node in self.members}
        if self.kind == "array":
            return [node.python() for node in self.items]
        if self.kind == "number":
            return float(self.value) if any(c in self.value for c in ".eE") else int(self.value)
        return self.value


def parse(text: str) -> Node:
    """The document ``text`` as a tree of ``Node``; ``ValueError`` (with line and column) when it is not strict JSON."""
    parser = _Parser(text)
    node = parser.value(parser.skip(0), 0)
    end = parser.skip(node.end)
    if end != len(text):
        raise parser.error("extra data after the JSON value", end)
    return node


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text

    def error(self, what: str, at: int) -> ValueError:
        line = self.text.count("\n", 0, at) + 1
        column = at - (self.text.rfind("\n", 0, at) + 1) + 1
        return ValueError(f"{what} at line {line} column {column}")

    def skip(self, at: int) -> int:
        match = _WS.match(self.text, at)
        return match.end() if match else at

    def value(self, at: int, depth: int) -> Node:
        if depth > MAX_DEPTH:
            raise self.error(f"nested more than {MAX_DEPTH} levels", at)
        char = self.text[at:at + 1]
        if char == "{":
            return self.container(at, depth, "object", "}")
        if char == "[":
            return self.container(at, depth, "array", "]")
        if char == '"':
            return self.string(at)
        number = _NUMBER.match(self.text, at)
        if number and number.end() > at:
            return Node("number", at, number.end(), number.group())
        for word, literal in _LITERALS.items():
            if self.text.startswith(word, at):
                return Node("literal", at, at + len(word), literal)
        raise self.error("expected a JSON value", at)

    def string(self, at: int) -> Node:
        try:
            decoded, end = json.decoder.scanstring(self.text, at + 1, True)
        except ValueError as exc:
            raise self.error(f"bad string ({str(exc).split(':')[0]})", at) from None
        return Node("string", at, end, decoded)

    def container(self, at: int, depth: int, kind: str, close: str) -> Node:
        node = Node(kind, at, at)
        position = self.skip(at + 1)
        if self.text[position:position + 1] == close:
            node.end = position + 1
            return node
        while True:
            if kind == "object":
                if self.text[position:position + 1] != '"':
                    raise self.error("expected a string key", position)
                key = self.string(position)
                colon = self.skip(key.end)
                if self.text[colon:colon + 1] != ":":
                    raise self.error("expected ':'", colon)
                child = self.value(self.skip(colon + 1), depth + 1)
                node.members.append((key.value, position, child))
            else:
                child = self.value(position, depth + 1)
                node.items.append(child)
            position = self.skip(child.end)
            char = self.text[position:position + 1]
            if char == close:
                node.end = position + 1
                return node
            if char != ",":
                raise self.error(f"expected ',' or '{close}'", position)
            position = self.skip(position + 1)


class Editor:
    """Edits to a parsed document, applied by ``render`` (each container on the path to a change is rebuilt)."""

    def __init__(self, text: str, root: Node) -> None:
        self.text = text
        self.root = root
        self.replaced: dict[int, Any] = {}  # id(node) -> new text, or DELETED
        self.added: dict[int, list[tuple[str | None, Any]]] = {}  # id(container) -> [(key or None, value)]
        self._changed: set[int] = set()  # ids of every node with an edit at or below it (filled by render)

    def replace(self, node: Node, text: str) -> None:
        """Put ``text`` (a JSON value) where ``node`` is."""
        self.replaced[id(node)] = text

    def delete(self, node: Node) -> None:
        """Remove ``node`` (a member's value or an array item) from its container."""
        self.replaced[id(node)] = DELETED

    def append(self, container: Node, value: Any, key: str | None = None) -> None:
        """Add ``value`` (rendered as indented JSON) at the end of ``container``, under ``key`` for an object."""
        self.added.setdefault(id(container), []).append((key, value))

    @property
    def changed(self) -> bool:
        """Whether any edit was made."""
        return bool(self.replaced or self.added)

    def render(self) -> str:
        """The edited document: the original text outside the rebuilt containers, byte for byte."""
        if id(self.root) in self.replaced:
            return self.replaced[id(self.root)]
        self._changed = set()
        self._mark(self.root)
        if id(self.root) not in self._changed:
            return self.text
        unit = self._indent_unit()
        return self.text[:self.root.start] + self._node_text(self.root, "", unit) + self.text[self.root.end:]

    def _mark(self, node: Node) -> bool:
        children = [n for _k, _s, n in node.members] if node.kind == "object" else node.items
        below = [self._mark(child) for child in children]  # every child marked, no short cut
        hit = id(node) in self.replaced or id(node) in self.added or any(below)
        if hit:
            self._changed.add(id(node))
        return hit

    def _indent_unit(self) -> str:
        first = self.root.members[0][1] if self.root.members else (self.root.items[0].start if self.root.items else None)
        if first is None:
            return "  "
        gap = self.text[self.root.start + 1:first]
        unit = gap.rsplit("\n", 1)[1] if "\n" in gap else ""
        return unit or "  "

    def _node_text(self, node: Node, indent: str, unit: str) -> str:
        new = self.replaced.get(id(node))
        if isinstance(new, str):
            return new
        if id(node) not in self._changed:
            return self.text[node.start:node.end]
        return self._rebuild(node, indent, unit)

    def _rebuild(self, node: Node, indent: str, unit: str) -> str:
        """A container from its kept parts (their own text) and its added ones, in the original's layout."""
        kids = [(s, n) for _k, s, n in node.members] if node.kind == "object" else [(n.start, n) for n in node.items]
        if kids:
            opening = self.text[node.start + 1:kids[0][0]]  # whitespace after the bracket
            closing = self.text[kids[-1][1].end:node.end - 1]  # whitespace before the closing bracket
            inner = opening.rsplit("\n", 1)[1] if "\n" in opening else indent + unit
        else:
            inner = indent + unit
            opening, closing = "\n" + inner, "\n" + indent
        one_line = "\n" not in opening  # written on one line: stays on one line
        joint = ", " if one_line else "," + opening
        pieces: list[str] = []
        previous = -2  # index of the last kept original part: adjacent kept parts keep the text between them
        for i, (start, child) in enumerate(kids):
            if self.replaced.get(id(child)) is DELETED:
                continue
            if pieces:
                pieces.append(self.text[kids[i - 1][1].end:start] if previous == i - 1 else joint)
            prefix = self.text[start:child.start] if node.kind == "object" else ""  # '"key": ' as written
            pieces.append(prefix + self._node_text(child, inner, unit))
            previous = i
        for key, value in self.added.get(id(node), []):
            text = (json.dumps(value, ensure_ascii=False) if one_line
                    else json.dumps(value, indent=unit, ensure_ascii=False).replace("\n", "\n" + inner))
            if pieces:
                pieces.append(joint)
            pieces.append((json.dumps(key, ensure_ascii=False) + ": " if key is not None else "") + text)
        if not pieces:
            return "{}" if node.kind == "object" else "[]"
        open_char, close_char = ("{", "}") if node.kind == "object" else ("[", "]")
        return open_char + opening + "".join(pieces) + closing + close_char
