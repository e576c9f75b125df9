"""The guard (docs/contracts.md §4b): what memcli last saw of the store, changes made outside memcli, restore, the load budget.

Beside the safe-edit layer: the snapshot's storage is ``memcli.safeedit.snapshot``
(every commit updates it); this package compares the store with it
(``compare``), records outside changes as an ordinary ``outside memcli``
transaction (``record``, ``notice``), brings earlier versions back
(``restore``), lists changes (``changes``) and checks ``MEMORY.md`` against
Claude Code's load budget (``budget``). Its records are ordinary
transactions, so ``history`` and ``undo`` need nothing new. Import the
submodules; this package module imports nothing.
"""
