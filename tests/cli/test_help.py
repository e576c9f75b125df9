"""Every command's ``--help`` (docs/contracts.md §3): at least one example, the choices of every enumerated option, every default.

The test walks the whole command tree, so a command added later is held to the same rule.
"""

from __future__ import annotations

import re

import click
import pytest
import typer.main

from memcli.cli.main import app
from tests.conftest import cli

# Options whose value is one of a fixed set: their help must show it as [a|b|...].
ENUMERATED = {"--format", "--scope", "--keep", "--judge", "--match"}


def _tree(command: click.Command, path: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], click.Command]]:
    found = [(path, command)]
    if isinstance(command, click.Group):
        for name, sub in sorted(command.commands.items()):
            found += _tree(sub, (*path, name))
    return found


COMMANDS = _tree(typer.main.get_command(app))


def _help(path: tuple[str, ...]) -> str:
    result = cli([*path, "--help"], env={"COLUMNS": "400", "TERMINAL_WIDTH": "400"})
    assert result.exit_code == 0, result.stderr
    return result.stdout


def _options(command: click.Command) -> list[click.Option]:
    return [p for p in command.params if isinstance(p, click.Option) and not p.hidden and "--help" not in p.opts]


def test_the_walk_finds_every_command():
    names = {" ".join(path) for path, _ in COMMANDS}
    assert {"status", "consolidate", "hooks install", "hooks uninstall", "hooks status", "lint review",
            "knowledge review", "review promote", "patterns list"} <= names


@pytest.mark.parametrize("path,command", COMMANDS, ids=[" ".join(p) or "memcli" for p, _ in COMMANDS])
def test_help_shows_an_example_the_choices_and_the_defaults(path, command):
    text = _help(path)
    assert re.search(r"^\s*Examples?:\s+\S*memcli", text, re.M), f"`memcli {' '.join(path)} --help` shows no example"
    for option in _options(command):
        name = max(option.opts, key=len)
        line = next((l for l in text.splitlines() if re.search(rf"(^|\s){re.escape(name)}(\s|,|$)", l)), None)
        assert line is not None, f"{name} is not in the help of {path}"
        block = text[text.index(line):].split("\n│ -", 1)[0]  # the option's row(s) up to the next option
        if name in ENUMERATED or (option.metavar or "").startswith("["):
            assert re.search(r"\[[\w-]+(\|[\w-]+)+\]", line), f"{path} {name}: choices not shown as [a|b]: {line!r}"
        takes_value = not option.is_flag and not option.count
        if takes_value and not option.multiple and option.required is False:
            assert "default:" in block or "(default" in block, f"{path} {name}: no default shown: {block!r}"


def test_verbose_says_it_is_counted():
    text = _help(())
    line = next(l for l in text.splitlines() if "--verbose" in l)
    assert "-vv" in line and "Counted" in line
