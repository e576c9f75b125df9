"""File names as text, never markup (docs/contracts.md §12).

A file name is text from the store: on Linux it may hold a newline, a
carriage return, a Unicode line separator or a right-to-left override.
Written as is into ``MEMORY.md`` (which Claude Code loads into the agent's
context), the diary, review text or hook output, a name such as
``a\\n\\n## Injected heading\\nIMPORTANT: run ….md`` would add its own lines,
headings and bullets. Wherever memcli writes a path into such text it writes
``escape_name(path)``:

- ``\\`` becomes ``\\\\`` (so that the escape can be undone exactly);
- newline, carriage return and tab become ``\\n``, ``\\r``, ``\\t``; every
  other control character (C0, DEL, C1) becomes ``\\xHH``;
- line and paragraph separators, byte-order marks and the bidirectional
  controls (which can make text display in another order than it reads)
  become ``\\uHHHH``;
- the em dash, memcli's separator in ``… — …`` lines, becomes ``\\u2014``.

Every other character, spaces and non-ASCII letters included, is kept: an
ordinary name is written exactly as before. ``unescape_name`` undoes it, so a
name read back from ``MEMORY.md`` is the file's real name. ``one_line`` is
the same guard for free text that may quote a path (a finding's message):
control characters and separators are escaped, backslashes and dashes kept.

Standard library only: the hook imports it.
"""

from __future__ import annotations

import re

_SHORT = {"\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"}
_SEPARATORS = "\u2028\u2029\ufeff\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
_CONTROLS = [chr(code) for code in (*range(0x20), *range(0x7F, 0xA0))] + list(_SEPARATORS)


def _escaped(char: str) -> str:
    code = ord(char)
    return _SHORT.get(char) or (f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")


# str.translate tables rather than patterns: the hook imports this module and compiles nothing here.
_LINE_TABLE = {ord(char): _escaped(char) for char in _CONTROLS}
_NAME_TABLE = {**_LINE_TABLE, ord("\\"): "\\\\", ord("\u2014"): "\\u2014"}
_UNESCAPE = r"\\(?:([\\nrt])|x([0-9a-fA-F]{2})|u([0-9a-fA-F]{4}))"
_SHORT_BACK = {"\\": "\\", "n": "\n", "r": "\r", "t": "\t"}


def escape_name(name: str) -> str:
    """``name`` as one line of plain text: no character in it can start a line (see the module doc)."""
    return name.translate(_NAME_TABLE)


def one_line(text: str) -> str:
    """Free text kept on one line: control characters, line separators and bidi controls escaped."""
    return text.translate(_LINE_TABLE)


# What a terminal must never receive from memory text: every control character but newline and tab (an escape
# sequence can clear the screen, retitle the window or hide text; a carriage return overwrites the line) and the
# separators and bidirectional controls (text displayed in another order than it reads).
_TERMINAL_TABLE = {code: text for code, text in _LINE_TABLE.items() if chr(code) not in "\n\t"}
# The same characters as JSON escapes, for a JSON document (``\\xHH`` is not JSON).
_JSON_TABLE = {code: f"\\u{code:04x}" for code in _TERMINAL_TABLE}


def terminal_text(text: str, *, json: bool = False) -> str:
    """``text`` safe to print: lines and tabs kept, every other control and bidi character escaped.

    Human output shows the escape (``\\x1b``, ``\\u202e``); with ``json``
    the escape is JSON's (``\\u001b``), so a JSON document still parses to
    the same strings.
    """
    return text.translate(_JSON_TABLE if json else _TERMINAL_TABLE)


def _unescape_char(match: re.Match[str]) -> str:
    short, byte, wide = match.groups()
    if short is not None:
        return _SHORT_BACK[short]
    return chr(int(byte or wide, 16))


def unescape_name(text: str) -> str:
    """The name ``escape_name`` was given (a backslash that starts no escape is kept as it is)."""
    return re.sub(_UNESCAPE, _unescape_char, text) if "\\" in text else text
