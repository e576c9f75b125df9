"""The ``memcli`` Typer application: global options, command registration, and the one place errors become exit codes."""

from __future__ import annotations

import logging
import sys
import traceback
from typing import Any, Optional

import click
import typer
from typer.core import TyperGroup

from memcli.cli.state import AppState, configure_logging
from memcli.errors import MemcliError

log = logging.getLogger("memcli")


def _report(exc: MemcliError) -> None:
    sys.stderr.write((exc.message if exc.raw else f"memcli: error: {exc.message}").rstrip("\n") + "\n")


def _usage_hint(exc: click.UsageError) -> str:
    path = exc.ctx.command_path if exc.ctx is not None else "memcli"
    return f" (see `{path} --help`)"


class MemcliGroup(TyperGroup):
    """The root command group: maps every error to SPEC §3's exit codes, never a traceback for user error."""

    def main(self, args: Any = None, prog_name: Any = None, complete_var: Any = None,
             standalone_mode: bool = True, **extra: Any) -> Any:
        try:
            result = super().main(args=args, prog_name=prog_name or "memcli", complete_var=complete_var,
                                  standalone_mode=False, **extra)
        except MemcliError as exc:
            _report(exc)
            sys.exit(exc.exit_code)
        except click.exceptions.NoArgsIsHelpError as exc:
            sys.stderr.write(exc.format_message().rstrip("\n") + "\n")
            sys.exit(2)
        except click.UsageError as exc:
            sys.stderr.write(f"memcli: error: {exc.format_message()}{_usage_hint(exc)}\n")
            sys.exit(2)
        except click.ClickException as exc:
            sys.stderr.write(f"memcli: error: {exc.format_message()}\n")
            sys.exit(exc.exit_code)
        except (click.exceptions.Abort, KeyboardInterrupt):
            sys.stderr.write("memcli: interrupted\n")
            sys.exit(130)
        except BrokenPipeError:
            sys.exit(0)
        except Exception as exc:  # a bug in memcli, not a user error: say so plainly
            if log.isEnabledFor(logging.DEBUG):
                traceback.print_exc()
            sys.stderr.write(f"memcli: error: internal error: {type(exc).__name__}: {exc} (run with -vv for details)\n")
            sys.exit(1)
        sys.exit(result if isinstance(result, int) else 0)


app = typer.Typer(
    cls=MemcliGroup,
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    help="memcli: a directory of markdown files as an agent's long-term memory.",
    context_settings={"help_option_names": ["-h", "--help"]},
)


@app.callback()
def global_options(
    ctx: typer.Context,
    dir: Optional[str] = typer.Option(None, "--dir", metavar="PATH", help="Store directory (else $MEMCLI_DIR, else ./memory)."),
    now: Optional[str] = typer.Option(None, "--now", metavar="ISO", help="Fix the clock (ISO date or timestamp; also $MEMCLI_NOW)."),
    wait: float = typer.Option(10.0, "--wait", metavar="SECONDS", help="How long a writer waits for the store lock."),
    verbose: int = typer.Option(0, "-v", "--verbose", count=True, help="Narrate on stderr (-vv: debug)."),
    quiet: bool = typer.Option(False, "-q", "--quiet", help="Only errors on stderr."),
) -> None:
    """memcli: a directory of markdown files as an agent's long-term memory."""
    configure_logging(verbose, quiet)
    ctx.obj = AppState(dir=dir, now=now, wait=wait, verbose=verbose, quiet=quiet)


def _register() -> None:
    from memcli.cli import commands

    commands.register(app)


_register()


def main() -> None:
    """Console-script entry point."""
    app()
