"""The ``memcli`` Typer application: global options, command registration, and the one place errors become exit codes."""

from __future__ import annotations

import logging
import math
import shlex
import sys
import traceback
from collections.abc import Sequence
from typing import Any, Optional

import click
import typer
from typer.core import TyperGroup

from memcli.cli import render
from memcli.cli.state import AppState, configure_logging
from memcli.errors import USER_ERRORS, UsageError

log = logging.getLogger("memcli")

# Global options (docs/contracts.md §3) and whether each takes a value.
GLOBAL_OPTIONS = {"--dir": True, "--now": True, "--wait": True, "-v": False, "--verbose": False, "-q": False,
                  "--quiet": False, "--version": False}
# remnic's commands keep remnic's exact stdout, stderr and exit codes (docs/contracts.md §5): no JSON error document.
REMNIC_COMMANDS = (("patterns", "list"), ("patterns", "explain"))


def _usage_hint(exc: click.UsageError) -> str:
    path = exc.ctx.command_path if exc.ctx is not None else "memcli"
    return f" (see `{path} --help`)"


def _command_words(args: Sequence[str]) -> list[str]:
    """The command path of an argument list (``["patterns", "list"]``): global options and their values skipped."""
    words: list[str] = []
    skip = False
    for arg in args:
        if skip:
            skip = False
        elif arg.startswith("-"):
            if not words:
                skip = GLOBAL_OPTIONS.get(arg, False)
            elif words:
                break
        else:
            words.append(arg)
            if len(words) == 2:
                break
    return words


def _wants_json(args: Sequence[str]) -> bool:
    """``--format json`` was asked for, by a command that has no byte-exact error contract of its own."""
    asked = any(a == "--format=json" or (a == "--format" and nxt == "json") for a, nxt in zip(args, [*args[1:], ""]))
    return asked and tuple(_command_words(args)) not in REMNIC_COMMANDS


def _global_option_misplaced(exc: click.NoSuchOption, args: Sequence[str]) -> str | None:
    """"move it before the command" for a global option given after the command (``None`` for any other option)."""
    name = exc.option_name
    if name not in GLOBAL_OPTIONS:
        return None
    rest = list(args)
    words = _command_words(rest)
    start = rest.index(words[0]) if words else 0  # the misplaced one comes after the command
    for at, arg in enumerate(rest[start:], start):
        short_run = name.startswith("-") and not name.startswith("--") and arg.startswith(name) and set(arg[1:]) == {name[1]}
        if arg == name or arg.startswith(name + "=") or (short_run and not arg.startswith("--")):
            width = 2 if GLOBAL_OPTIONS[name] and "=" not in arg and at + 1 < len(rest) else 1
            moved = rest[at:at + width]
            del rest[at:at + width]
            return f"{name} is a global option; move it before the command: {shlex.join(['memcli', *moved, *rest])}"
    return f"{name} is a global option; move it before the command"


class MemcliGroup(TyperGroup):
    """The root command group: maps every error to docs/contracts.md §3's exit codes, never a traceback for user error."""

    def main(self, args: Any = None, prog_name: Any = None, complete_var: Any = None,
             standalone_mode: bool = True, **extra: Any) -> Any:
        argv = list(sys.argv[1:] if args is None else args)
        render.start_run()
        try:
            result = super().main(args=argv, prog_name=prog_name or "memcli", complete_var=complete_var,
                                  standalone_mode=False, **extra)
        except USER_ERRORS as exc:
            _fail(argv, exc.message, exc.exit_code, raw=exc.raw)
        except click.exceptions.NoArgsIsHelpError as exc:
            sys.stderr.write(exc.format_message().rstrip("\n") + "\n")
            sys.exit(2)
        except click.NoSuchOption as exc:
            misplaced = _global_option_misplaced(exc, argv)
            _fail(argv, misplaced or f"{exc.format_message()}{_usage_hint(exc)}", 2)
        except click.UsageError as exc:
            _fail(argv, f"{exc.format_message()}{_usage_hint(exc)}", 2)
        except click.ClickException as exc:
            _fail(argv, exc.format_message(), exc.exit_code)
        except (click.exceptions.Abort, KeyboardInterrupt):
            sys.stderr.write("memcli: interrupted\n")
            sys.exit(130)
        except BrokenPipeError:
            sys.exit(0)
        except Exception as exc:  # a bug in memcli, not a user error: say so plainly
            if log.isEnabledFor(logging.DEBUG):
                traceback.print_exc()
            _fail(argv, f"internal error: {type(exc).__name__}: {exc} (run with -vv for details)", 1)
        sys.exit(result if isinstance(result, int) else 0)


def _fail(argv: Sequence[str], message: str, exit_code: int, *, raw: bool = False) -> None:
    """Report an error (stderr line; with ``--format json`` also one JSON document on stdout) and exit."""
    sys.stderr.write((message if raw else f"memcli: error: {message}").rstrip("\n") + "\n")
    if _wants_json(argv) and not render.json_printed():
        render.out_json({"error": {"message": message, "exit_code": exit_code}})
    sys.exit(exit_code)


def _print_version(value: bool) -> None:
    if value:
        from importlib.metadata import PackageNotFoundError, version

        try:
            number = version("memcli")
        except PackageNotFoundError:  # run from a source tree that is not installed
            from memcli import __version__ as number
        render.out(f"memcli {number}")
        raise typer.Exit(0)


def _wait_seconds(text: str) -> float:
    """``--wait``: a number of seconds, 0 or more."""
    try:
        seconds = float(text)
    except ValueError:
        seconds = math.nan
    if not math.isfinite(seconds) or seconds < 0:
        raise UsageError(f'--wait expects a number of seconds, 0 or more; got "{text}"')
    return seconds


app = typer.Typer(
    cls=MemcliGroup,
    no_args_is_help=True,
    add_completion=True,
    pretty_exceptions_enable=False,
    help="memcli: a directory of markdown files as an agent's long-term memory.",
    epilog="Example: memcli --dir ~/memory status   (global options go before the command)",
    context_settings={"help_option_names": ["-h", "--help"]},
)


@app.callback()
def global_options(
    ctx: typer.Context,
    dir: Optional[str] = typer.Option(None, "--dir", metavar="PATH", show_default="$MEMCLI_DIR, else ./memory",
                                      help="Store directory."),
    now: Optional[str] = typer.Option(None, "--now", metavar="ISO", show_default="$MEMCLI_NOW, else the system clock",
                                      help="Fix the clock (ISO date or timestamp)."),
    wait: str = typer.Option("10", "--wait", metavar="SECONDS", help="How long a writer waits for the store lock (0 or more)."),
    verbose: int = typer.Option(0, "-v", "--verbose", count=True, metavar="",
                                help="Counted flag: -v narrates each step on stderr, -vv adds debug detail."),
    quiet: bool = typer.Option(False, "-q", "--quiet", help="Only errors on stderr."),
    version: bool = typer.Option(False, "--version", is_eager=True, callback=_print_version,
                                 help="Print memcli's version and exit."),
) -> None:
    """memcli: a directory of markdown files as an agent's long-term memory."""
    configure_logging(verbose, quiet)
    ctx.obj = AppState(dir=dir, now=now, wait=_wait_seconds(wait), verbose=verbose, quiet=quiet)


def _register() -> None:
    from memcli.cli import commands

    commands.register(app)


_register()


def main() -> None:
    """Console-script entry point."""
    app()
