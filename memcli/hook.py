"""``memcli-hook EVENT``: the Claude Code hook entry point.

Imports only the standard library (a subprocess test guards this): the
hook runs before every tool call and must start fast. It always exits 0.
"""

from __future__ import annotations

import sys

EVENTS = ("pre-tool-use", "session-start", "stop", "user-prompt-submit")
MAX_STDIN = 5 * 1024 * 1024


def main(argv: list[str] | None = None) -> int:
    """Run one hook event; never raises, always returns 0."""
    args = sys.argv[1:] if argv is None else argv
    try:
        if not args or args[0] not in EVENTS:
            sys.stderr.write(f"memcli-hook: expected one of {', '.join(EVENTS)}\n")
            return 0
        sys.stdin.read(MAX_STDIN + 1)
    except Exception as exc:  # the hook must never fail the agent
        sys.stderr.write(f"memcli-hook: {type(exc).__name__}: {exc}\n")
    return 0


def console_main() -> None:
    """Console-script wrapper: exit with ``main()``'s status (always 0)."""
    sys.exit(main())


if __name__ == "__main__":
    console_main()
