"""``lint --judge claude|llm``: a model judges candidate pairs, with a cache, a budget and a fallback.

For each pair the model gets ``{"a": {"file", "type", "body"}, "b": {...}}``
with both bodies redacted (docs/contracts.md §6) and the fixed ``prompts.JUDGE`` task, and
answers ``{"verdict", "claim_a", "claim_b"}``.

- **Cache.** Answers are kept under ``.memcli/cache/model-verdicts.json``,
  keyed by the backend and model, the prompt's version and the SHA-256 of
  each file's name, type and exact body (``models.answer_cache.VerdictCache``):
  a night over an unchanged store asks nothing, and an entry that fails
  its check (stale, damaged, forged) is discarded and the model asked.
- **Budget.** At most ``lint.max_model_pairs`` uncached pairs are asked
  per run (in candidate order); the built-in judge decides the others this
  run, and they are asked on a later night. ``deferred`` counts them.
- **Failure.** An executable not on ``PATH`` is found before any pair is
  asked: one ``judge_error`` for the run, up front, naming the command, and
  the built-in judge decides every pair. A non-zero exit, a timeout, a rate
  limit or an answer that is not the verdict object stops the model for the
  rest of the run: one ``judge_error`` (on the pair where it happened) and
  the built-in judge decides every pair the model did not answer.
- **Checks.** As for ``--judge-cmd`` (the same request, redacted in every
  field, and the same checks): a claim that is not a verbatim claim line of
  its file (never in a code fence or the frontmatter) downgrades that pair
  to ``unrelated`` with a ``judge_error``. Claims are checked against the
  redacted body the model saw and mapped back to the file's own line.
- **Findings, not edits.** A memory may carry instructions aimed at the
  model; the verdicts are reported and go to Pending Review, and the
  nightly auto-resolve acts only on pairs the built-in judge finds too.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from memcli.lint.judge import UNRELATED, VERDICTS, BuiltinJudge, Judgement, Pair
from memcli.lint.judge_cmd import checked_claims, judge_request
from memcli.models.backends import Backend, ModelFailed, backend_for
from memcli.models.answer_cache import VerdictCache, content_hash
from memcli.models.prompts import JUDGE
from memcli.store import Memory, Store

CACHE_NAME = "model-verdicts"
WORKERS = 4  # pairs asked at once; a failure stops the run after the batch it happened in


def request(a: Memory, b: Memory) -> dict[str, Any]:
    """The input document for one pair: both files, every string redacted (``judge_cmd.judge_request``)."""
    return judge_request(a, b)


def _hash(memory: Memory) -> str:
    return content_hash(memory.rel, memory.type, memory.body)


class ModelJudge:
    """Judges pairs with a model CLI; the built-in judge decides what the model does not."""

    def __init__(self, backend: Backend, cache: VerdictCache, max_pairs: int, fallback: BuiltinJudge) -> None:
        self.backend, self.cache, self.max_pairs, self.fallback = backend, cache, max(0, max_pairs), fallback
        self.name = backend.name
        self.asked = 0  # model calls made this run
        self.cached = 0  # pairs answered from the cache
        self.deferred = 0  # uncached pairs left for a later run (over the budget)
        self.failure: str | None = None  # why the model stopped this run (one judge_error)
        self.failed_pair: tuple[Memory, Memory] | None = None
        self.unavailable: str | None = None  # the model cannot run at all (its command is missing): said once, up front

    @property
    def use_summary(self) -> str:
        """What the model cost this run, for reports: calls, cache hits, pairs left for a later run.

        Empty when the model could not run at all: its one ``judge_error`` says why.
        """
        if self.unavailable:
            return ""
        summary = f"{self.backend.label}: {self.asked} model call(s), {self.cached} cached verdict(s)"
        if self.deferred:
            summary += f", {self.deferred} pair(s) wait for a later run (lint.max_model_pairs = {self.max_pairs})"
        return summary

    def judge(self, a: Memory, b: Memory) -> Judgement:
        """One pair (``lint resolve`` asks this way)."""
        return self.judge_all([_OnePair(a, b)])[0]

    def judge_all(self, pairs: Sequence[Pair]) -> list[Judgement]:
        """Verdicts for every pair, in order; saves the cache."""
        results: list[Judgement | None] = [None] * len(pairs)
        self.unavailable = self.unavailable or self.backend.missing()
        if self.unavailable:  # no cache to read either: the built-in judge decides every pair this run
            self.failure = f"{self.unavailable}; the built-in judge decided every pair"
            return self.fallback.judge_all(pairs)
        todo: list[tuple[int, tuple[str, str], dict[str, Any]]] = []
        known: dict[str, str] = {}  # a memory meets several pairs: its hash is made once
        for index, pair in enumerate(pairs):
            for memory in (pair.a, pair.b):
                if memory.path not in known:
                    known[memory.path] = _hash(memory)
            hashes = (known[pair.a.path], known[pair.b.path])
            answer = self.cache.get(self.backend.label, JUDGE.key, *hashes)
            if answer is not None:
                self.cached += 1
                results[index] = checked(answer, pair.a, pair.b, self.name)
            else:
                todo.append((index, hashes, request(pair.a, pair.b)))
        self.deferred = max(0, len(todo) - self.max_pairs)
        failed_at = self._ask_all(todo[: self.max_pairs], pairs, results)
        self._fall_back(pairs, results, failed_at)
        self.cache.save()
        return [r if r is not None else Judgement.unrelated() for r in results]

    def _ask_all(self, todo: list[tuple[int, tuple[str, str], dict[str, Any]]], pairs: Sequence[Pair],
                 results: list[Judgement | None]) -> int | None:
        """Ask the model about ``todo`` in batches; the index of the pair where it failed, if it did."""
        with ThreadPoolExecutor(max_workers=WORKERS) as pool:
            for start in range(0, len(todo), WORKERS):
                batch = todo[start:start + WORKERS]
                outcomes = list(pool.map(lambda item: self._ask(item[2]), batch))
                self.asked += len(batch)
                failed_at = None
                for (index, hashes, _), outcome in zip(batch, outcomes):
                    if isinstance(outcome, ModelFailed):
                        if failed_at is None:
                            failed_at, self.failure = index, f"{self.backend.label} judge failed: {outcome}"
                        continue
                    self.cache.put(self.backend.label, JUDGE.key, *hashes, outcome)
                    results[index] = checked(outcome, pairs[index].a, pairs[index].b, self.name)
                if failed_at is not None:
                    return failed_at
        return None

    def _ask(self, document: dict[str, Any]) -> dict[str, Any] | ModelFailed:
        try:
            answer = self.backend.ask(JUDGE, document)
        except ModelFailed as exc:
            return exc
        if not _is_verdict(answer):
            return ModelFailed("malformed", f"the answer is not the verdict object: {str(answer)[:200]!r}")
        return {"verdict": answer["verdict"], "claim_a": answer.get("claim_a"), "claim_b": answer.get("claim_b")}

    def _fall_back(self, pairs: Sequence[Pair], results: list[Judgement | None], failed_at: int | None) -> None:
        """The built-in judge decides every pair without a model verdict; a failure is kept for one finding."""
        rest = [index for index, result in enumerate(results) if result is None]
        if failed_at is not None:
            self.failed_pair = (pairs[failed_at].a, pairs[failed_at].b)
            self.failure = f"{self.failure}; the built-in judge decided this pair and {len(rest) - 1} other(s)"
        for index, judgement in zip(rest, self.fallback.judge_all([pairs[index] for index in rest])):
            results[index] = judgement


class _OnePair:
    __slots__ = ("a", "b")

    def __init__(self, a: Memory, b: Memory) -> None:
        self.a, self.b = a, b


def _is_verdict(answer: Any) -> bool:
    """The verdict object: a known verdict and string (or absent, for unrelated) claims, nothing else."""
    if not isinstance(answer, Mapping) or answer.get("verdict") not in VERDICTS:
        return False
    if not set(answer) <= {"verdict", "claim_a", "claim_b"}:
        return False
    return all(answer.get(side) is None or isinstance(answer.get(side), str) for side in ("claim_a", "claim_b"))


def checked(answer: Mapping[str, Any], a: Memory, b: Memory, rule: str) -> Judgement:
    """The judgement of a well-formed answer; claims that are not claim lines of their files downgrade it."""
    if answer["verdict"] == UNRELATED:
        return Judgement.unrelated()
    return checked_claims(answer, answer["verdict"], a, b, "the model's", rule)


def model_judge(store: Store, name: str) -> ModelJudge:
    """``--judge claude|llm``: ``lint.model``, ``lint.judge_timeout``, ``lint.max_model_pairs``, the verdict cache."""
    backend = backend_for(name, store.config["lint.model"], store.config["lint.judge_timeout"])
    cache = VerdictCache(store.state_dir, CACHE_NAME, _is_verdict)
    return ModelJudge(backend, cache, store.config["lint.max_model_pairs"], BuiltinJudge())


def cached_verdict(store: Store, a: Memory, b: Memory, names: Sequence[str] = ("claude", "llm")) -> dict[str, Any] | None:
    """The verdict a model judge gave on these exact contents, from the verdict cache (``None``: never asked).

    Read only: ``lint explain`` shows it beside the built-in judge's reasons.
    """
    cache = VerdictCache(store.state_dir, CACHE_NAME, _is_verdict)
    hashes = (_hash(a), _hash(b))
    for name in names:
        backend = backend_for(name, store.config["lint.model"], store.config["lint.judge_timeout"])
        answer = cache.get(backend.label, JUDGE.key, *hashes)
        if isinstance(answer, Mapping) and "verdict" in answer:
            return {"judge": name, "verdict": answer.get("verdict"), "claim_a": answer.get("claim_a"),
                    "claim_b": answer.get("claim_b")}
    return None
