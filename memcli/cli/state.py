"""What the global options decide for every command: the store, the clock, the lock wait, verbosity."""

from __future__ import annotations

import logging
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memcli.clock import Clock, make_clock
from memcli.store import Store, resolve_store_path

log = logging.getLogger("memcli")


class _StderrHandler(logging.Handler):
    """Log records as ``memcli: warning: ...`` lines on stderr (looked up at emit time, for test runners)."""

    def emit(self, record: logging.LogRecord) -> None:
        level = "error" if record.levelno >= logging.ERROR else "warning" if record.levelno >= logging.WARNING else "info"
        try:
            sys.stderr.write(f"memcli: {level}: {record.getMessage()}\n")
        except (OSError, ValueError):
            pass


def configure_logging(verbose: int, quiet: bool) -> None:
    """stderr gets warnings by default, errors only with ``-q``, narration with ``-v``."""
    logger = logging.getLogger("memcli")
    for handler in list(logger.handlers):
        if isinstance(handler, _StderrHandler):
            logger.removeHandler(handler)
    logger.addHandler(_StderrHandler())
    logger.propagate = False
    logger.setLevel(logging.ERROR if quiet else logging.DEBUG if verbose > 1 else logging.INFO if verbose else logging.WARNING)


@dataclass
class AppState:
    """Global options, resolved lazily so that commands that need no store never touch one."""

    dir: str | None = None
    now: str | None = None
    wait: float = 10.0
    verbose: int = 0
    quiet: bool = False
    _clock: Clock | None = field(default=None, repr=False)

    @property
    def clock(self) -> Clock:
        """The memcli clock for this run."""
        if self._clock is None:
            self._clock = make_clock(self.now)
        return self._clock

    def store_path(self) -> Path:
        """``--dir``, ``MEMCLI_DIR``, then ``./memory``."""
        return resolve_store_path(self.dir)

    def store(self, options: Mapping[str, Any] | None = None) -> Store:
        """Open the store (exit 2 if it does not exist), applying command-line config overrides."""
        store = Store.open(self.store_path(), self.clock, options=options, wait=self.wait,
                           command_line=invocation_line())
        store.after_write.append(_refresh_recall_index)
        return store


def _refresh_recall_index(store: Store, rels: list[str]) -> None:
    """After a write: keep the recall index that hooks read current (imported only when something was written)."""
    from memcli.patterns.index import refresh_if_built

    refresh_if_built(store, rels)


def invocation_line() -> str:
    """The running command as typed, without global options and with secrets redacted (``memcli history``)."""
    import shlex

    import click

    from memcli.redact import redact

    ctx = click.get_current_context(silent=True)
    if ctx is None:
        return ""
    words = ["memcli", *ctx.command_path.split()[1:]]  # the root's name is "root" under a test runner
    for param in ctx.command.params:
        if ctx.get_parameter_source(param.name) is not click.core.ParameterSource.COMMANDLINE:
            continue
        words.extend(_typed(param, ctx.params.get(param.name)))
    return redact(shlex.join(words))


def _typed(param: Any, value: Any) -> list[str]:
    """How a parameter given on the command line is written back."""
    import click

    values = list(value) if isinstance(value, (list, tuple)) else [value]
    if isinstance(param, click.Argument):
        return [str(v) for v in values if v is not None]
    if param.is_flag and isinstance(value, bool):
        names = param.opts if value or not param.secondary_opts else param.secondary_opts
        return [names[0]]
    if param.count:
        return [param.opts[0]] * int(value or 0)
    return [word for v in values for word in (param.opts[0], str(v))]
