"""``memcli extract`` as one function: read inputs, find candidates, optionally queue them."""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass

from memcli.extract.candidates import Candidate, Extractor, ExtractStats, extract_candidates
from memcli.extract.readers import iter_input_files, read_inputs
from memcli.extract.write import RouterFactory, StageResult, stage_candidates
from memcli.formats.layout import INBOX
from memcli.store import Store


@dataclass(frozen=True)
class ExtractResult:
    """What an extract run found and (with ``--write``) queued."""

    candidates: tuple[Candidate, ...]
    inputs: int
    responses: int
    written: tuple[tuple[Candidate, str], ...] = ()
    already_queued: tuple[Candidate, ...] = ()
    write: bool = False
    dry_run: bool = False
    external_failures: int = 0
    model_calls: int = 0
    model_failures: int = 0

    def to_dict(self) -> dict:
        """The JSON document ``{"candidates": [...]}``."""
        return {"candidates": [c.to_dict() for c in self.candidates]}


def default_inputs(store: Store) -> list[str]:
    """``<store>/inbox/`` when it exists (no inputs otherwise)."""
    inbox = store.root / INBOX
    return [os.fspath(inbox)] if inbox.is_dir() else []


def extract(store: Store, paths: Sequence[str], *, project: str | None = None, write: bool = False,
            dry_run: bool = False, extract_cmd: str | None = None, router: RouterFactory | None = None,
            extractor: Extractor | None = None) -> ExtractResult:
    """Run extraction over ``paths`` (default: the inbox); with ``write``, queue new candidates in one transaction.

    ``router`` places some candidates elsewhere (``stage_candidates``);
    ``extractor`` adds its candidates to the rules' (``memcli.wiring.extractor_for``).
    """
    stats = ExtractStats()
    files = list(iter_input_files(list(paths) or default_inputs(store)))
    records = read_inputs(files, root=store.root, project=project, include_user=True,
                          max_bytes=int(store.config["max_file_bytes"]))
    candidates = extract_candidates(records, store, extract_cmd=extract_cmd, stats=stats, model=extractor)
    staged = StageResult((), ())
    if write and candidates:
        with store.transaction("extract --write", dry_run=dry_run) as tx:
            staged = stage_candidates(store, tx, candidates, router=router)
    return ExtractResult(tuple(candidates), len(files), stats.responses, staged.created, staged.already_queued,
                         write, dry_run, stats.external_failures, stats.model_calls, stats.model_failures)
