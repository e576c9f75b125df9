"""What every judge has besides its verdicts: the per-run members of lint's ``Judge`` protocol, with defaults.

``memcli.lint.lint_run.Judge`` is the whole protocol. A judge that decides
every pair itself and never gives up (the built-in judge, the external
command) inherits these defaults; the model judges set them as they go.
A new judge backend subclasses this and writes ``name`` and ``judge``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from memcli.store import Memory


class JudgeDefaults:
    """Defaults for the members ``judge_pairs`` and ``run_lint`` read after judging."""

    failure: str | None = None  # why the judge gave up for the rest of the run (one judge_error finding)
    failed_pair: tuple[Memory, Memory] | None = None  # the pair it gave up on
    use_summary: str = ""  # what the run cost (model calls, cache hits), for reports
    deferred: int = 0  # pairs left for a later run (a model's per-run budget)
    fallback: Any = None  # the built-in judge deciding what this one does not (it learns the candidate set's words)

    def judge_all(self, pairs: Sequence[Any]) -> list[Any]:
        """Every pair's judgement, in order: one ``judge`` call each."""
        return [self.judge(pair.a, pair.b) for pair in pairs]  # type: ignore[attr-defined]
