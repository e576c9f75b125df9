"""One review experience for ``review``, ``lint review`` and ``knowledge review``.

Each command hands the walker a *queue* (``Queue``: its items, how to draw
one, the keys it takes, what a key does) and a *screen*: ``Terminal`` on a
terminal (one key press, no Enter), ``LineInput`` when stdin is not a
terminal (one answer per line, for scripts). The walker owns what is the
same everywhere:

* the prompt ``[p] promote  [r] reject ... [s] skip  [q] quit  [?] help > ``;
  ``?`` explains every key; an unknown key says so and asks again;
* each decision is applied when it is taken (its own transaction), so
  ``q``, end of input and Ctrl-C all keep every decision already taken;
* the summary line at the end, also after Ctrl-C (``interrupted``; the
  command then exits 130).

Drawing helpers (``heading``, ``field``, ``side_by_side``) wrap long values,
file names included, to the screen width: nothing is ever cut.
"""

from __future__ import annotations

import shutil
import sys
import textwrap
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TextIO

from memcli.formats.markup import terminal_text

MIN_WIDTH = 40
SIDE_BY_SIDE_MIN = 90  # narrower screens stack the two sides of a pair
SKIPPED = "skipped"


@dataclass(frozen=True)
class Action:
    """One key of a queue: ``key`` pressed, ``label`` shown in the prompt, ``help`` shown by ``?``."""

    key: str
    label: str
    help: str = ""


SKIP = Action("s", "skip", "leave it for later: it stays in the queue")
QUIT = Action("q", "quit", "stop here; every decision already taken is kept (also end of input, Ctrl-C)")
HELP = Action("?", "help", "this list")


@dataclass(frozen=True)
class Outcome:
    """What applying an action did: a message, the summary label it counts under, whether the walk moves on."""

    message: str = ""
    tally: str | None = None
    done: bool = True  # False: stay on the item (re-drawn), e.g. after an edit
    item: Any = None  # the item as it is now, when the action changed it


class Screen(Protocol):
    """Where the walker draws and reads keys."""

    width: int

    def show(self, text: str) -> None: ...

    def key(self, prompt: str) -> str | None: ...


class Queue(Protocol):
    """A reviewable queue: items, how to draw one, the keys it takes and what each does."""

    noun: str  # "candidate", "pair", "draft lesson"
    labels: tuple[str, ...]  # summary labels, in order ("promoted", "rejected", ...); "skipped" is added
    dry_run: bool

    def items(self) -> Sequence[Any]: ...

    def render(self, item: Any, position: int, total: int, width: int) -> list[str]: ...

    def actions(self, item: Any) -> Sequence[Action]: ...

    def apply(self, item: Any, action: Action, screen: Screen) -> Outcome: ...


# -- screens -------------------------------------------------------------------------


def _width() -> int:
    """``$COLUMNS``, else the terminal's width, else 100 columns."""
    return max(MIN_WIDTH, shutil.get_terminal_size((100, 24)).columns)


class _Output:
    """Where a screen draws: stdout unless told otherwise, as wide as ``$COLUMNS`` or the terminal."""

    def __init__(self, out: TextIO | None = None) -> None:
        self.out = out or sys.stdout
        self.width = _width()

    def show(self, text: str) -> None:
        """Print ``text`` and a newline."""
        self.out.write(terminal_text(text) + "\n")  # memory text never drives the terminal
        self.out.flush()


class Terminal(_Output):
    """A terminal: single key presses (no Enter). Ctrl-C raises ``KeyboardInterrupt``; Ctrl-D is end of input."""

    def key(self, prompt: str) -> str | None:
        """One key press (lower-cased), ``None`` at end of input."""
        import click

        self.out.write(terminal_text(prompt))
        self.out.flush()
        try:
            keys = click.getchar()
        except EOFError:
            return None
        # one read may hold several keys (typed ahead, pasted): the first decides, the rest is dropped
        return keys[:1].lower() if keys[:1].strip() else " "


class LineInput(_Output):
    """Answers from a stream that is not a terminal: the first character of each line; end of input quits."""

    def __init__(self, stream: TextIO | None = None, out: TextIO | None = None) -> None:
        super().__init__(out)
        self.stream = stream or sys.stdin

    def key(self, prompt: str) -> str | None:
        """The next line's first character (lower-cased; an empty line is a blank key), ``None`` at end of input."""
        self.out.write(terminal_text(prompt))
        self.out.flush()
        line = self.stream.readline()
        if not line:
            return None
        return line.strip()[:1].lower() or " "


def screen_for(stdin: TextIO | None = None, stdout: TextIO | None = None) -> Terminal | LineInput:
    """``Terminal`` when both stdin and stdout are terminals, else ``LineInput``."""
    stdin, stdout = stdin or sys.stdin, stdout or sys.stdout
    return Terminal(stdout) if stdin.isatty() and stdout.isatty() else LineInput(stdin, stdout)


def is_interactive() -> bool:
    """Whether a person is at a terminal (both stdin and stdout are terminals)."""
    return sys.stdin.isatty() and sys.stdout.isatty()


# -- drawing helpers -------------------------------------------------------------------


def wrap(text: str, width: int, indent: str = "", first: str | None = None) -> list[str]:
    """``text`` wrapped to ``width``; words longer than a line (file names) are broken, never cut."""
    lines: list[str] = []
    lead = indent if first is None else first
    for paragraph in str(text).splitlines() or [""]:
        wrapped = textwrap.wrap(paragraph, width=max(width, len(lead) + 10), initial_indent=lead, subsequent_indent=indent,
                                break_long_words=True, break_on_hyphens=False, drop_whitespace=True) or [lead.rstrip()]
        lines += wrapped
        lead = indent
    return lines


def heading(title: str, width: int) -> str:
    """A rule with a title: ``── Candidate 1/2: id ─────``."""
    text = f"── {title} "
    return text + "─" * max(0, width - len(text))


def field(label: str, value: str, width: int, label_width: int = 9) -> list[str]:
    """``Label    value`` with the value wrapped under itself."""
    first = f"{label:<{label_width}}"
    return wrap(value, width, " " * label_width, first)


def side_by_side(left: list[str], right: list[str], width: int) -> list[str]:
    """Two blocks of lines in two columns (each re-wrapped to its half), or one above the other when narrow."""
    if width < SIDE_BY_SIDE_MIN:
        return [*left, "", *right]
    half = (width - 3) // 2
    cols_left = [part for line in left for part in wrap(line, half)]
    cols_right = [part for line in right for part in wrap(line, half)]
    rows = max(len(cols_left), len(cols_right))
    cols_left += [""] * (rows - len(cols_left))
    cols_right += [""] * (rows - len(cols_right))
    return [f"{a:<{half}} │ {b}".rstrip() for a, b in zip(cols_left, cols_right)]


# -- the walk ------------------------------------------------------------------------------


@dataclass(frozen=True)
class WalkSummary:
    """What one walk did."""

    noun: str
    total: int
    reviewed: int
    counts: tuple[tuple[str, int], ...]
    stopped: str | None  # None (the end was reached), "quit" or "interrupted"
    dry_run: bool = False

    @property
    def interrupted(self) -> bool:
        """Ctrl-C ended the walk (the command exits 130)."""
        return self.stopped == "interrupted"

    def text(self) -> str:
        """``Reviewed 2 of 3 candidate(s): promoted 1, rejected 0, edited 0, skipped 1 (quit early)``."""
        tail = {"quit": " (quit early)", "interrupted": " (interrupted; every decision taken is kept)"}.get(self.stopped or "", "")
        head = "Dry run, nothing written. Reviewed" if self.dry_run else "Reviewed"
        counts = ", ".join(f"{label} {n}" for label, n in self.counts)
        return f"{head} {self.reviewed} of {self.total} {self.noun}(s): {counts}{tail}"


def prompt_text(actions: Sequence[Action]) -> str:
    """``[p] promote  [r] reject  [s] skip  [q] quit  [?] help > ``."""
    return "  ".join(f"[{a.key}] {a.label}" for a in actions) + " > "


def help_text(actions: Sequence[Action]) -> str:
    """What ``?`` prints."""
    lines = ["Keys:"] + [f"  {a.key}  {a.label}" + (f" — {a.help}" if a.help else "") for a in actions]
    return "\n".join(lines + ["  Ctrl-C  stop at once; every decision already taken is kept"])


def _keys(queue: Queue, item: Any) -> list[Action]:
    return [*queue.actions(item), SKIP, QUIT, HELP]


def _review_one(queue: Queue, screen: Screen, item: Any, position: int, total: int, counts: Counter) -> bool:
    """Show one item and act on keys until one moves on; ``True`` when the user quits."""
    screen.show("\n".join(queue.render(item, position, total, screen.width)))
    actions = _keys(queue, item)
    while True:
        key = screen.key(prompt_text(actions))
        chosen = next((a for a in actions if a.key == key), None)
        if key is None or chosen is QUIT:
            screen.show(QUIT.label)
            return True
        if chosen is None:
            screen.show(f"(unknown key {key!r}; press ? for help)")
            continue
        screen.show(chosen.label)
        if chosen is HELP:
            screen.show(help_text(actions))
            continue
        if chosen is SKIP:
            counts[SKIPPED] += 1
            return False
        outcome = queue.apply(item, chosen, screen)
        if outcome.message:
            screen.show(outcome.message)
        if outcome.tally:
            counts[outcome.tally] += 1
        if outcome.item is not None:
            item = outcome.item
        if outcome.done:
            return False
        screen.show("\n".join(queue.render(item, position, total, screen.width)))
        actions = _keys(queue, item)


def walk(queue: Queue, screen: Screen) -> WalkSummary:
    """Walk every item of ``queue`` on ``screen``; stops at ``q``, end of input or Ctrl-C, keeping what was decided."""
    items = list(queue.items())
    counts: Counter[str] = Counter()
    reviewed = 0
    stopped = None
    try:
        for position, item in enumerate(items, 1):
            if _review_one(queue, screen, item, position, len(items), counts):
                stopped = "quit"
                break
            reviewed += 1
    except KeyboardInterrupt:
        stopped = "interrupted"
        screen.show("")
    labels = [*queue.labels, SKIPPED]
    return WalkSummary(queue.noun, len(items), reviewed, tuple((label, counts[label]) for label in labels), stopped,
                       queue.dry_run)
