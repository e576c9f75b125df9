"""Command registration: each command group lives in its own module with a ``register(app)`` function."""

from __future__ import annotations

import importlib

import typer

MODULES = (
    "memcli.cli.status_cmds",  # status
    "memcli.cli.store_cmds",  # init, validate, config, history, undo, safe-edit
    "memcli.cli.patterns_cmds",  # patterns run/list/explain, recall
    "memcli.cli.capture_cmds",  # extract, reinforce, review
    "memcli.cli.lint_cmds",  # lint, lint review/resolve
    "memcli.cli.consolidate_cmds",  # consolidate
    "memcli.cli.experience_cmds",  # hook, hooks install, knowledge
    "memcli.cli.entities_cmds",  # graduate, entities, context
)


def register(app: typer.Typer) -> None:
    """Add every command group to ``app`` in a stable order."""
    for name in MODULES:
        importlib.import_module(name).register(app)
