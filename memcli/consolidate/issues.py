"""Issues the nightly run must name in its diary, from what the input readers only warn about.

The readers (``memcli.extract``) skip a broken transcript line or an
unreadable file with a warning on stderr, which is right for a command
run by hand and wrong for cron, which loses stderr of a run that exits 0.
``collect_warnings`` records those warnings while the run reads its inputs
(they still reach stderr as before); ``read_issues`` turns them into one
issue per input file: how many lines were skipped and the first reason.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

LOGGER = "memcli"
_MORE_LINES = re.compile(r": (\d+) more bad lines? skipped$")
_LINE_PREFIX = re.compile(r":\d+: ")


class _Collector(logging.Handler):
    """Keeps the text of every warning (or worse) logged while it is attached."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


class _AtLeast(logging.Filter):
    """Lets through only records at or above the level the user asked to see (``-q`` hides warnings)."""

    def __init__(self, level: int) -> None:
        super().__init__()
        self.level = level

    def filter(self, record: logging.LogRecord) -> bool:
        return record.levelno >= self.level


@contextmanager
def collect_warnings() -> Iterator[list[str]]:
    """Collect the warnings logged inside the block, whatever ``-q`` says; what reaches stderr is unchanged."""
    logger = logging.getLogger(LOGGER)
    level = logger.level
    collector = _Collector()
    keep_quiet = _AtLeast(level)
    handlers = list(logger.handlers)
    for handler in handlers:
        handler.addFilter(keep_quiet)
    logger.addHandler(collector)
    logger.setLevel(min(level or logging.WARNING, logging.WARNING))
    try:
        yield collector.messages
    finally:
        logger.setLevel(level)
        logger.removeHandler(collector)
        for handler in handlers:
            handler.removeFilter(keep_quiet)


def read_issues(messages: Sequence[str], labels: Sequence[str]) -> list[str]:
    """One issue per input file that had broken lines or could not be read, then any other warning as is.

    ``labels`` are the inputs as the readers name them; a message starting
    with ``<label>:<line>:`` is a broken line of that input.
    """
    lines: dict[str, list[str]] = {}
    counts: dict[str, int] = {}
    other: list[str] = []
    ordered = sorted(labels, key=len, reverse=True)  # "a/x.jsonl" before "x.jsonl"
    for message in messages:
        label = next((name for name in ordered if message.startswith(name + ":")), None)
        rest = message[len(label):] if label is not None else ""
        more = _MORE_LINES.search(rest) if label is not None else None
        if more and rest == more.group(0):
            counts[label] = counts.get(label, 0) + int(more.group(1))
        elif label is not None and _LINE_PREFIX.match(rest):
            lines.setdefault(label, []).append(message)
            counts[label] = counts.get(label, 0) + 1
        else:
            other.append(message)
    issues = [f"{label}: {counts[label]} broken line(s) skipped (first: {lines[label][0]})"
              for label in labels if label in lines]
    return issues + list(dict.fromkeys(other))
