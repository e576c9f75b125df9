"""Command registration: each command group lives in its own module with a ``register(app)`` function."""

from __future__ import annotations

import typer

from memcli.cli import (
    capture_cmds,  # extract, reinforce, review
    consolidate_cmds,  # consolidate
    entities_cmds,  # graduate, entities, context
    experience_cmds,  # hook, hooks install, knowledge
    guard_cmds,  # restore, changes
    lint_cmds,  # lint, lint review/resolve
    models_cmds,  # models fetch/check
    patterns_cmds,  # patterns run/list/explain, recall
    status_cmds,  # status
    store_cmds,  # init, validate, config, history, undo, safe-edit
)

# The order of the groups in ``memcli --help``.
MODULES = (status_cmds, store_cmds, guard_cmds, patterns_cmds, capture_cmds, lint_cmds, consolidate_cmds,
           experience_cmds, entities_cmds, models_cmds)


def register(app: typer.Typer) -> None:
    """Add every command group to ``app`` in a stable order."""
    for module in MODULES:
        module.register(app)
