"""Candidate pairs: live memories likely to speak of the same subject (SPEC §7).

Built from the memories' claim lines only — never from type, name or tags —
through an inverted index of stemmed content terms (``memcli.text.content_terms``)
and adjacent pairs of them:

1. every term's document frequency; terms in more than ``max_df`` memories
   (5 %, at least 50) are too common to name a subject and are not indexed;
2. for each memory, its terms from rarest to commonest, accumulating an
   IDF² score for every memory met in the postings, until a budget of
   postings is spent (so the work is bounded per memory, never all pairs);
3. the score is the cosine of the two IDF-weighted term sets; each memory
   proposes its best ``PROPOSALS`` partners above a floor;
4. proposals are accepted best first while both memories have fewer than
   ``per_memory`` (20) pairs, skipping pairs closed by ``do_not_reopen``.

Pair order: A is the memory whose file name sorts first (store-relative
path as tie-break).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from operator import itemgetter

from memcli.lint.claims import claim_text
from memcli.lint.records import blocked_partners
from memcli.store import Memory
from memcli.text import content_terms

PER_MEMORY = 20
PROPOSALS = 10  # partners each memory proposes; a memory still takes up to PER_MEMORY pairs in all
MIN_SCORE = 0.04
POSTINGS_BUDGET = 250
MAX_TERMS = 60


@dataclass(frozen=True, slots=True)
class Candidate:
    """A pair to judge, in SPEC order, with its similarity score."""

    a: Memory
    b: Memory
    score: float


@dataclass(frozen=True)
class CandidateSet:
    """The pairs to judge and what was skipped."""

    pairs: tuple[Candidate, ...]
    skipped_reopen: int  # pairs closed by do_not_reopen
    memories: int  # live memories considered
    common: frozenset[str] = frozenset()  # words too frequent to name a subject (not indexed)

    def max_per_memory(self) -> int:
        """The most pairs any one memory is in."""
        counts: dict[str, int] = {}
        for pair in self.pairs:
            for memory in (pair.a, pair.b):
                counts[memory.path] = counts.get(memory.path, 0) + 1
        return max(counts.values(), default=0)


def pair_order(x: Memory, y: Memory) -> tuple[Memory, Memory]:
    """``(A, B)``: A's file name sorts first, then its store-relative path."""
    return (x, y) if (x.file_name, x.rel) <= (y.file_name, y.rel) else (y, x)


def index_terms(memory: Memory) -> frozenset[str]:
    """A memory's index terms: stemmed content words and adjacent pairs of them.

    Subjects are often two words ("response cache", "billing api") whose
    words are each common; the pair is rare and so weighs much more.
    """
    terms = content_terms(claim_text(memory.body))
    return frozenset(terms) | frozenset(f"{x} {y}" for x, y in zip(terms, terms[1:]))


def _max_df(count: int) -> int:
    # a term in more than 5 % of the memories (and at most a budget's worth) names no subject
    return max(50, min(count // 20, POSTINGS_BUDGET))


def find_candidates(memories: Sequence[Memory], today: date, *, per_memory: int = PER_MEMORY,
                    proposals_per_memory: int = PROPOSALS) -> CandidateSet:
    """Candidate pairs among ``memories`` (callers pass the live ones)."""
    items = sorted(memories, key=lambda m: m.rel)
    term_sets = [index_terms(m) for m in items]
    frequency: dict[str, int] = {}
    for terms in term_sets:
        for term in terms:
            frequency[term] = frequency.get(term, 0) + 1
    count = len(items)
    limit = _max_df(count)
    weight = {t: math.log(1.0 + count / df) ** 2 for t, df in frequency.items() if df <= limit and df > 1}
    postings: dict[str, list[int]] = {}
    indexed: list[list[str]] = []
    norms: list[float] = []
    for i, terms in enumerate(term_sets):
        usable = sorted((t for t in terms if t in weight), key=lambda t: (frequency[t], t))[:MAX_TERMS]
        indexed.append(usable)
        norms.append(math.sqrt(math.fsum(weight[t] for t in terms if t in weight)) or 1.0)  # fsum: same in any order
        for term in usable:
            postings.setdefault(term, []).append(i)
    blocked = [blocked_partners(m.meta, today) for m in items]
    names = [m.file_name for m in items]
    inverse = [1.0 / n for n in norms]
    proposals: dict[tuple[int, int], float] = {}
    skipped: set[tuple[int, int]] = set()
    for i in range(count):
        wanted = min(per_memory, proposals_per_memory) + len(blocked[i])
        for j, score in _best_partners(i, indexed[i], postings, weight, inverse, wanted):
            key = (i, j) if i < j else (j, i)
            if (blocked[i] and names[j] in blocked[i]) or (blocked[j] and names[i] in blocked[j]):
                skipped.add(key)
                continue
            proposals[key] = score
    common = frozenset(t for t, df in frequency.items() if df > limit)
    return CandidateSet(_accept(items, proposals, per_memory), len(skipped), count, common)


def _best_partners(i: int, terms: list[str], postings: dict[str, list[int]], weight: dict[str, float],
                   inverse: list[float], limit: int) -> list[tuple[int, float]]:
    scores: dict[int, float] = {}
    get = scores.get
    spent = 0
    for term in terms:  # rarest first: the most telling terms are always counted
        posting = postings[term]
        if spent and spent + len(posting) > POSTINGS_BUDGET:
            break
        spent += len(posting)
        w = weight[term]
        for j in posting:
            scores[j] = get(j, 0.0) + w
    scores.pop(i, None)
    if not scores:
        return []
    own = inverse[i]
    # normalise only the best raw sums: the cosine re-ranks them; the long tail of weak overlaps is dropped
    best = sorted(scores.items(), key=_second, reverse=True)[: limit * 4]
    ranked = sorted(((s * inverse[j], -j) for j, s in best), reverse=True)[:limit]
    return [(-j, score * own) for score, j in ranked if score * own >= MIN_SCORE]


_second = itemgetter(1)


def _accept(items: list[Memory], proposals: dict[tuple[int, int], float], per_memory: int) -> tuple[Candidate, ...]:
    degree = [0] * len(items)
    order = [(m.file_name, m.rel) for m in items]
    chosen: list[tuple[tuple, int, int, float]] = []
    for (i, j), score in sorted(proposals.items(), key=lambda kv: (-kv[1], kv[0])):
        if degree[i] >= per_memory or degree[j] >= per_memory:
            continue
        degree[i] += 1
        degree[j] += 1
        first, second = (i, j) if order[i] <= order[j] else (j, i)
        chosen.append((order[first] + order[second], first, second, score))
    chosen.sort()
    return tuple(Candidate(items[first], items[second], score) for _, first, second, score in chosen)
