"""The memcli clock: "now" from ``--now``, ``MEMCLI_NOW`` or the system.

Everything memcli records uses this clock so that tests (and users replaying
a night) get reproducible files.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone

from memcli.errors import UsageError
from memcli.formats.timestamps import format_instant, parse_date, parse_instant, try_parse_instant

__all__ = ["Clock", "format_instant", "make_clock", "parse_date", "parse_duration", "parse_instant", "try_parse_instant"]

_DURATION_RE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([smhdw]?)\s*$")
_UNIT_SECONDS = {"": 1, "s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604800}
# A thousand years: longer than any history memcli can have, and "now" minus it is still a date
# (``timedelta`` itself stops at 999,999,999 days, and ``now - 999,999,998 days`` is before year 1).
MAX_DURATION_DAYS = 365_000


def parse_duration(text: str) -> timedelta:
    """Parse ``90s``, ``30m``, ``48h``, ``7d``, ``2w`` or ``0``; raises ``ValueError``."""
    match = _DURATION_RE.match(str(text))
    if not match:
        raise ValueError(f"duration {text!r} is not a number followed by s, m, h, d or w (e.g. 48h, 7d)")
    seconds = float(match.group(1)) * _UNIT_SECONDS[match.group(2)]
    if not seconds <= MAX_DURATION_DAYS * 86400:  # also catches inf (a number of hundreds of digits)
        raise ValueError(f"duration {text.strip()!r} is too long (at most {MAX_DURATION_DAYS}d; "
                         "\"all\" means everything where it is allowed)")
    return timedelta(seconds=seconds)


@dataclass(frozen=True)
class Clock:
    """A fixed "now" for one command run."""

    now: datetime

    @property
    def today(self) -> date:
        """Today's UTC date."""
        return self.now.date()

    def stamp(self) -> str:
        """``now`` as memcli writes timestamps (``2026-04-25T12:00:00.000Z``)."""
        return format_instant(self.now)


def make_clock(option: str | None = None, environ: dict[str, str] | None = None) -> Clock:
    """Build the clock: ``--now`` wins over ``MEMCLI_NOW``, which wins over the system clock."""
    env = os.environ if environ is None else environ
    for source, text in (("--now", option), ("MEMCLI_NOW", env.get("MEMCLI_NOW"))):
        if text:
            try:
                return Clock(parse_instant(text, what=source))
            except ValueError as exc:
                raise UsageError(str(exc)) from None
    return Clock(datetime.now(timezone.utc))
