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

_ISO_RE = re.compile(
    r"^(\d{4})-(\d{2})-(\d{2})"
    r"(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?"
    r"(Z|z|[+-]\d{2}:?\d{2})?)?$"
)


def parse_instant(text: str, *, what: str = "timestamp") -> datetime:
    """Parse an ISO 8601 date or timestamp into an aware UTC datetime.

    A bare date means midnight UTC; a timestamp without a zone is UTC.
    Raises ``ValueError`` with a readable message when ``text`` is not valid.
    """
    match = _ISO_RE.match(text.strip())
    if not match:
        raise ValueError(f"{what} {text!r} is not ISO 8601 (YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS[.sss][Z|±HH:MM])")
    year, month, day, hour, minute, second, frac, zone = match.groups()
    micro = int((frac or "0")[:6].ljust(6, "0"))
    tz = _parse_zone(zone)
    try:
        moment = datetime(int(year), int(month), int(day), int(hour or 0), int(minute or 0), int(second or 0), micro, tzinfo=tz)
    except ValueError:
        raise ValueError(f"{what} {text!r} is not a valid calendar date and time") from None
    return moment.astimezone(timezone.utc)


def _parse_zone(zone: str | None) -> timezone:
    if zone is None or zone in ("Z", "z"):
        return timezone.utc
    sign = -1 if zone[0] == "-" else 1
    digits = zone[1:].replace(":", "")
    hours, minutes = int(digits[:2]), int(digits[2:])
    if hours > 23 or minutes > 59:
        raise ValueError(f"zone offset {zone!r} is out of range")
    return timezone(sign * timedelta(hours=hours, minutes=minutes))


def try_parse_instant(value: object) -> datetime | None:
    """Parse a frontmatter timestamp leniently; ``None`` when it is not one."""
    if not isinstance(value, str):
        return None
    try:
        return parse_instant(value)
    except ValueError:
        return None


def parse_date(value: object) -> date | None:
    """Parse a ``YYYY-MM-DD`` date (a timestamp gives its UTC date); ``None`` if invalid."""
    moment = try_parse_instant(value)
    return moment.date() if moment else None


def format_instant(moment: datetime) -> str:
    """Format as memcli writes timestamps: ISO 8601 UTC, milliseconds, ``Z``."""
    utc = moment.astimezone(timezone.utc)
    return utc.strftime("%Y-%m-%dT%H:%M:%S.") + f"{utc.microsecond // 1000:03d}Z"


_DURATION_RE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([smhdw]?)\s*$")
_UNIT_SECONDS = {"": 1, "s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604800}


def parse_duration(text: str) -> timedelta:
    """Parse ``90s``, ``30m``, ``48h``, ``7d``, ``2w`` or ``0``; raises ``ValueError``."""
    match = _DURATION_RE.match(str(text))
    if not match:
        raise ValueError(f"duration {text!r} is not a number followed by s, m, h, d or w (e.g. 48h, 7d)")
    return timedelta(seconds=float(match.group(1)) * _UNIT_SECONDS[match.group(2)])


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
