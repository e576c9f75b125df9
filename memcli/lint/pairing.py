"""Candidate pairs: live memories likely to speak of the same subject (docs/contracts.md §7).

Built from the memories' claim lines only — never from type, name or tags —
through an inverted index of stemmed content terms (``memcli.text.content_terms``)
and adjacent pairs of them:

1. every term's document frequency; terms in more than ``max_df`` memories
   (5 %, at least 50) are too common to name a subject and are not indexed;
2. for each memory, its terms from rarest to commonest, accumulating an
   IDF² score for every memory met in the postings, until a budget of
   postings is spent (so the work is bounded per memory, never all pairs);
3. the score is the cosine of the two IDF-weighted term sets; each memory
   proposes its best ``PROPOSALS`` partners above a floor; a long file
   also proposes, line by line, the best partners that match a line strongly
   (a bullet of an overview file would lose its one partner among the
   file's many);
4. proposals are accepted best first while both memories have fewer than
   ``per_memory`` (20) pairs, skipping pairs closed by ``do_not_reopen``.

Pair order: A is the memory whose file name sorts first (store-relative
path as tie-break).
"""

from __future__ import annotations

import math
from array import array
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date
from itertools import accumulate, chain, compress, islice, repeat
from operator import floordiv, itemgetter, mod, ne

from memcli import parallel
from memcli.lint import lexicon as lx
from memcli.lint.claims import claim_lines, claim_text, lead_line, overview_subject, subject_texts
from memcli.lint.records import blocked_partners
from memcli.lint.slots import TITLED, capitalised_words, title_name
from memcli.store import Memory
from memcli.text import content_terms, stem

PER_MEMORY = 20
PROPOSALS = 10  # partners each memory proposes; a memory still takes up to PER_MEMORY pairs in all
LONG_FILE = 5  # claim lines from which a memory also proposes partners line by line (its lines would be diluted)
LINE_PROPOSALS = 2  # a long file's line also proposes its best partners past the file's PROPOSALS ...
LINE_STRONG = 0.15  # ... when they match it this strongly (weak overlaps of long lines stay unproposed)
MIN_SCORE = 0.04
POSTINGS_BUDGET = 250
MAX_TERMS = 60
PARALLEL_MEMORIES = 5_000  # memories from which the candidate search is split over processes


@dataclass(frozen=True, slots=True)
class CandidatePair:
    """A pair to judge, in pair order (docs/contracts.md §7), with its similarity score."""

    a: Memory
    b: Memory
    score: float


class Pairs(Sequence[CandidatePair]):
    """Candidate pairs, read-only, kept as item indices and scores; a ``CandidatePair`` is made when one is read.

    282,000 pairs at 50,000 memories: 4.5 MB as arrays, 25 MB as objects, in this process and in
    every judging process forked from it.
    """

    __slots__ = ("_items", "_first", "_second", "_scores")

    def __init__(self, items: Sequence[Memory], first: array, second: array, scores: array) -> None:
        self._items, self._first, self._second, self._scores = items, first, second, scores

    def __len__(self) -> int:
        return len(self._scores)

    def __getitem__(self, index):  # type: ignore[override]  (an int gives a CandidatePair, a slice a tuple)
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(len(self))))
        items = self._items
        return CandidatePair(items[self._first[index]], items[self._second[index]], self._scores[index])

    def ends(self) -> tuple[Sequence[Memory], array, array]:
        """The memories, and each pair's A and B as indices into them (no ``CandidatePair`` made)."""
        return self._items, self._first, self._second

    def __iter__(self) -> Iterator[CandidatePair]:
        items = self._items
        for i, j, score in zip(self._first, self._second, self._scores):
            yield CandidatePair(items[i], items[j], score)

    def __eq__(self, other: object) -> bool:
        """Equal to a tuple (or ``Pairs``) of the same candidates, as the tuple this stands for would be."""
        if not isinstance(other, (tuple, Pairs)):
            return NotImplemented
        return len(self) == len(other) and all(x == y for x, y in zip(self, other))

    __hash__ = None  # type: ignore[assignment]


@dataclass(frozen=True)
class CandidateSet:
    """The pairs to judge and what was skipped."""

    pairs: Sequence[CandidatePair]
    skipped_reopen: int  # pairs closed by do_not_reopen
    memories: int  # live memories considered
    common: frozenset[str] = frozenset()  # words too frequent to name a subject (not indexed)
    names: frozenset[str] = frozenset()  # words the store writes with a capital mid-sentence: its names

    def max_per_memory(self) -> int:
        """The most pairs any one memory is in."""
        counts: dict[str, int] = {}
        for pair in self.pairs:
            for memory in (pair.a, pair.b):
                counts[memory.path] = counts.get(memory.path, 0) + 1
        return max(counts.values(), default=0)


def pair_ends(pairs: Sequence[CandidatePair]) -> tuple[Sequence[Memory], array]:
    """The pairs' memories, each once, and each pair's ends as indices into them: ``ends[2k]`` and
    ``ends[2k + 1]`` are pair k's A and B.

    The candidate search's ``Pairs`` hold them already (indices into its memories): no pair is made.
    """
    if isinstance(pairs, Pairs):
        items, first, second = pairs.ends()
        ends = array("i", bytes(8 * len(first)))
        ends[0::2], ends[1::2] = first, second
        return items, ends
    ids: dict[str, int] = {}
    memories: list[Memory] = []
    ends = array("i")
    for pair in pairs:
        for memory in (pair.a, pair.b):
            index = ids.get(memory.path)
            if index is None:
                index = ids[memory.path] = len(memories)
                memories.append(memory)
            ends.append(index)
    return memories, ends


def pair_order(x: Memory, y: Memory) -> tuple[Memory, Memory]:
    """``(A, B)``: A's file name sorts first, then its store-relative path."""
    return (x, y) if (x.file_name, x.rel) <= (y.file_name, y.rel) else (y, x)


def index_terms(memory: Memory) -> frozenset[str]:
    """A memory's index terms: stemmed content words and adjacent pairs of them.

    Subjects are often two words ("response cache", "billing api") whose
    words are each common; the pair is rare and so weighs much more.
    """
    return _terms_of(claim_text(memory.body))


def _terms_of(text: str) -> frozenset[str]:
    terms = content_terms(text)
    found = frozenset(terms) | frozenset(f"{x} {y}" for x, y in zip(terms, terms[1:]))
    return found | {role for term in found for role in _ROLE_OF.get(term, ())}


# Members of a group that are also everyday words ("a linear scan", "express delivery"): they name no role.
_EVERYDAY_MEMBERS = frozenset("express react remix phoenix spring linear shortcut bear heap segment drone oracle "
                              "resend render railway fly".split())


def _role_index() -> dict[str, frozenset[str]]:
    """Stems (and stem pairs) that fill a role → the role, as a term: two memories naming two package managers
    (pnpm / Yarn), or one role in other words (errors / exceptions), speak of one slot though they share no word."""
    index: dict[str, set[str]] = {}
    for group in lx.GROUPS:
        if group.needs_context or group.scope:
            continue
        for surface in group.members:
            # a member that fills the role only where the sentence names it (Redis as a broker) names no role here
            if surface not in _EVERYDAY_MEMBERS and surface not in group.ordinary:
                index.setdefault(" ".join(stem(w) for w in surface.split()), set()).add(f"g:{group.name}")
    for family, spelled in lx.ROLE_NOUN_FAMILIES.items():
        for word in spelled.split():
            index.setdefault(stem(word), set()).add(family)
    return {term: frozenset(roles) for term, roles in index.items()}


_ROLE_OF = _role_index()


def line_queries(memory: Memory) -> list[frozenset[str]]:
    """The terms of each claim line of a long memory, with the file's subject words (docs/contracts.md §7).

    A one-line claim inside a long file must not be diluted by the rest of
    the file, and a bullet that names no subject ("Hosted on Fly.io")
    speaks of the file's ("kite-api overview: backend for the Kite app").
    Short memories are queried whole (``[]``).
    """
    lines = [line for _, line in claim_lines(memory.body)]
    if len(lines) < LONG_FILE:
        return []
    subject = frozenset(content_terms(" ".join(subject_texts(memory.meta, memory.body))))
    return [_terms_of(line) | subject for line in lines]


def _max_df(count: int) -> int:
    # a term in more than 5 % of the memories (and at most a budget's worth) names no subject
    return max(50, min(count // 20, POSTINGS_BUDGET))


def search_order(memories: Sequence[Memory]) -> list[Memory]:
    """The memories in the order the candidate search numbers them (``CandidateSet.pairs`` holds them so)."""
    return sorted(memories, key=lambda m: m.rel)


def find_candidates(memories: Sequence[Memory], today: date, *, per_memory: int = PER_MEMORY,
                    proposals_per_memory: int = PROPOSALS, meanwhile: Callable[[], object] | None = None,
                    store_read: Callable[[], object] | None = None,
                    names_known: Callable[[list[str]], object] | None = None) -> CandidateSet:
    """Candidate pairs among ``memories`` (callers pass the live ones).

    A large store is searched in a forked child (``memcli.parallel.isolated``): the search's index
    (hundreds of thousands of term strings at 50,000 memories) never adds to this process's memory,
    which the judge's processes then start from. ``meanwhile`` is called in this process while the
    child searches (or before the search, when there is no child). Two steps of the search run on one
    core, and this process is told when each starts, so work of its own can use the other core:
    ``store_read()`` once every memory's words are read (while they are merged into one vocabulary), and
    ``names_known(names)``, with the store's names (``CandidateSet.names``, sorted), once every memory's
    partners are proposed (while the best proposals are accepted).
    """
    def early(message: tuple[str, list[str] | None]) -> None:
        step, names = message
        if step == _READ and store_read is not None:
            store_read()
        elif step == _PROPOSED and names_known is not None and names is not None:
            names_known(names)

    items = search_order(memories)
    search = lambda: _search(items, today, per_memory, proposals_per_memory)  # noqa: E731
    if len(items) >= PARALLEL_MEMORIES:  # the search makes no reference cycles: no collector
        found = parallel.isolated(search, meanwhile=meanwhile, early=early, collect=False)
    else:
        found = parallel.isolated(search, meanwhile=meanwhile, early=early, here=True)
    first, second, scores, skipped, common, names = found
    pairs = Pairs(items, array("i", first), array("i", second), array("d", scores))
    return CandidateSet(pairs, skipped, len(items), frozenset(common), frozenset(names))


_READ, _PROPOSED = "read", "proposed"  # the steps of the search ``find_candidates`` tells its caller of


def _search(items: list[Memory], today: date, per_memory: int, proposals_per_memory: int) -> tuple:
    """The candidate search on ``items`` (sorted by path), as plain data: A and B as item indices
    (bytes of ``array("i")``), scores (bytes of ``array("d")``), the pairs closed by
    ``do_not_reopen``, the common words and the store's names (lists)."""
    vocabulary = _Vocabulary(items)
    count = len(items)
    limit = _max_df(count)
    frequency = vocabulary.frequency
    weight = array("d", (math.log(1.0 + count / df) ** 2 if 1 < df <= limit else 0.0 for df in frequency))
    rarest_first = _rarest_first(vocabulary.terms, frequency, weight).__getitem__
    postings: dict[int, array] = {}
    get_posting = postings.get
    indexed: list[array] = []
    inverse = array("d")
    for i, ids in enumerate(vocabulary.term_ids):  # C-speed keys and filters: this loop runs in one process
        weighted = list(filter(weight.__getitem__, ids))
        usable = sorted(weighted, key=rarest_first)[:MAX_TERMS]
        indexed.append(array("i", usable))
        norm = math.sqrt(math.fsum(map(weight.__getitem__, weighted))) or 1.0  # fsum: the same in any order
        inverse.append(1.0 / norm)
        for term in usable:
            posting = get_posting(term)
            if posting is None:
                posting = postings[term] = array("i")
            posting.append(i)
    blocked = [blocked_partners(m.meta, today) for m in items]
    names = [m.file_name for m in items]

    def propose(memories: range) -> tuple[bytes, bytes, list[int]]:
        """The proposals of ``memories`` (flat arrays as bytes) and the pairs ``do_not_reopen`` closed."""
        proposals = _Proposals(count)
        skipped: list[int] = []
        for i in memories:
            wanted = min(per_memory, proposals_per_memory) + len(blocked[i])
            partners = _best_partners(i, indexed[i], inverse[i], postings, weight, inverse, wanted)
            strong: list[tuple[int, float]] = []
            for query in vocabulary.line_queries(items[i], rarest_first, weight):
                best = _best_partners(i, *query, postings, weight, inverse, wanted)
                partners = _merge_best(partners, best, wanted)
                strong.extend(p for p in best[:LINE_PROPOSALS] if p[1] >= LINE_STRONG)
            if strong:  # a long file's line that matches a memory strongly keeps it, past the file's best
                partners = _merge_best(partners, strong, len(partners) + len(strong))
            for j, score in partners:
                if (blocked[i] and names[j] in blocked[i]) or (blocked[j] and names[i] in blocked[j]):
                    skipped.append(i * count + j if i < j else j * count + i)
                    continue
                proposals.add(i, j, score)
        return proposals.keys.tobytes(), proposals.scores.tobytes(), skipped

    # each memory's search is its own: many are split over processes, and joined in memory order
    parts = parallel.split(range(count), parallel.workers() if count >= PARALLEL_MEMORIES else 1)
    proposals = _Proposals(count)
    skipped: set[int] = set()
    for keys, scores, closed in parallel.fork_map(propose, parts):
        proposals.keys.frombytes(keys)
        proposals.scores.frombytes(scores)
        skipped.update(closed)
    parallel.send_early((_PROPOSED, sorted(vocabulary.names)))  # the proposals are accepted on one core
    common = sorted(vocabulary.terms[t] for t, df in enumerate(frequency) if df > limit)
    first, second, scores = _accept(items, proposals, per_memory)
    return first.tobytes(), second.tobytes(), scores.tobytes(), len(skipped), common, sorted(vocabulary.names)


def _rarest_first(terms: list[str], frequency: array, weight: array) -> array:
    """Each weighted term's rank by (document frequency, text), the order a memory's terms are indexed in
    (the ties by the text); 0 for the others, which are never ranked."""
    ranked = sorted((t for t in range(len(terms)) if weight[t]), key=lambda t: (frequency[t], terms[t]))
    rank = array("i", bytes(4 * len(terms)))
    for position, term in enumerate(ranked):
        rank[term] = position
    return rank


class _Vocabulary:
    """Every memory's index terms as small integer ids (one copy of each term string for the whole store).

    At 50,000 memories the sets of term strings, most of them word pairs
    made afresh for each memory, cost far more than the ids do. Many
    memories are read on every core (``memcli.parallel``), each part with
    ids of its own, renumbered here in part order.
    """

    def __init__(self, items: Sequence[Memory]) -> None:
        parts = parallel.split(items, parallel.workers() if len(items) >= PARALLEL_MEMORIES else 1)
        ids: dict[str, int] = {}
        self.term_ids: list[array] = []
        self.names: set[str] = set()
        counted: Counter[int] = Counter()
        read = parallel.fork_map(_part_terms, parts)
        parallel.send_early((_READ, None))  # the parts are merged on one core
        for terms, flat, lengths, names in read:
            renumber = array("i", (ids.setdefault(t, len(ids)) for t in terms))
            flat_ids = array("i")
            flat_ids.frombytes(flat)
            flat_ids = array("i", map(renumber.__getitem__, flat_ids))  # C speed: millions of ids at 50,000
            counted.update(flat_ids)  # a memory's ids are distinct: counting them gives document frequencies
            counts = array("i")
            counts.frombytes(lengths)
            self.term_ids.extend(flat_ids[start:end] for start, end in zip(accumulate(counts, initial=0),
                                                                            accumulate(counts)))
            self.names.update(names)
        self.terms: list[str] = list(ids)
        self.ids = ids
        self.frequency = array("i", map(counted.__getitem__, range(len(self.terms))))

    def line_queries(self, memory: Memory, rarest_first: Callable[[int], int], weight: array) -> list[tuple[array, float]]:
        """``(term ids rarest first, inverse norm)`` of each line query of a long memory (see ``line_queries``);
        ``rarest_first`` ranks the weighted terms (``_rarest_first``)."""
        queries = []
        for terms in line_queries(memory):
            ids = [t for term in terms if (t := self.ids.get(term)) is not None and weight[t]]
            if not ids:
                continue
            usable = sorted(ids, key=rarest_first)[:MAX_TERMS]
            norm = math.sqrt(math.fsum(weight[t] for t in ids)) or 1.0
            queries.append((array("i", usable), 1.0 / norm))
        return queries


def _part_terms(items: Sequence[Memory]) -> tuple[list[str], bytes, bytes, list[str]]:
    """The index terms of some memories as plain data: the part's terms (its ids are their positions), every
    memory's term ids one after the other, how many each memory has, and the names the part writes."""
    ids: dict[str, int] = {}
    flat = array("i")
    lengths = array("i")
    names: set[str] = set()
    for memory in items:
        text = claim_text(memory.body)
        found = {ids.setdefault(t, len(ids)) for t in _terms_of(text)}
        flat.extend(found)
        lengths.append(len(found))
        names.update(capitalised_words(text))
        names.update(titled_names(memory))
    return list(ids), flat.tobytes(), lengths.tobytes(), sorted(names)


def titled_names(memory: Memory) -> set[str]:
    """The one-word lower-case name a memory's title or description is ("# taptab"), or its overview slug names
    (``claims.overview_subject``), as a store name ``#taptab``: written so, it names a system wherever it appears
    ("emails from shopfront go out through Mailgun")."""
    found = set()
    for text in (lead_line(memory.body), memory.meta.get("description")):
        name = title_name(text) if isinstance(text, str) else None
        if name and name.isalnum():
            found.add(TITLED + name)
    slug = memory.meta.get("name")
    if isinstance(slug, str) and (overview := overview_subject(slug, memory.body)):
        found.add(TITLED + overview)  # "tourdesk-overview" over "tourdesk plans ...": tourdesk is a system
    return found


class _Proposals:
    """Proposed pairs with their scores, kept in flat arrays (a dict of tuples is ~10x larger).

    When both memories propose the pair, the later proposer's score stands.
    """

    def __init__(self, count: int) -> None:
        self.count = count
        self.keys = array("q")
        self.scores = array("d")

    def add(self, i: int, j: int, score: float) -> None:
        """Record ``score`` for the unordered pair ``(i, j)``."""
        self.keys.append(i * self.count + j if i < j else j * self.count + i)
        self.scores.append(score)

    def best_first(self) -> Iterator[tuple[int, int, float]]:
        """``(i, j, score)`` with ``i < j``, one per pair, best score first (ties by ``(i, j)``)."""
        keys, scores, count = self.keys, self.scores, self.count
        for position in self.positions_best_first():
            i, j = divmod(keys[position], count)
            yield i, j, scores[position]

    def positions_best_first(self) -> list[int]:
        """The position of each pair's last proposal, best score first, ties in pair order."""
        keys = self.keys
        by_key = sorted(range(len(keys)), key=keys.__getitem__)  # stable: a pair's later proposal comes last
        ordered = array("q", map(keys.__getitem__, by_key))
        # the last of each run of equal keys, compared at C speed (a dict of them would cost tens of megabytes)
        unique = list(compress(by_key, chain(map(ne, ordered, islice(ordered, 1, None)), (True,))))
        del by_key, ordered
        unique.sort(key=self.scores.__getitem__, reverse=True)  # stable too: equal scores stay in pair order
        return unique


def _merge_best(first: list[tuple[int, float]], second: list[tuple[int, float]], limit: int) -> list[tuple[int, float]]:
    """The best ``limit`` partners of two lists, each partner once with its better score."""
    best: dict[int, float] = {}
    for j, score in first + second:
        if score > best.get(j, -1.0):
            best[j] = score
    return sorted(best.items(), key=lambda item: (-item[1], item[0]))[:limit]


def _best_partners(i: int, terms: array, own: float, postings: dict[int, array], weight: array,
                   inverse: array, limit: int) -> list[tuple[int, float]]:
    scores: dict[int, float] = {}
    get = scores.get
    spent = 0
    for term in terms:  # rarest first: the most telling terms are always counted
        posting = postings.get(term)
        if posting is None:  # a line query's term that no memory indexed among its rarest
            continue
        if spent and spent + len(posting) > POSTINGS_BUDGET:
            break
        spent += len(posting)
        w = weight[term]
        for j in posting:
            scores[j] = get(j, 0.0) + w
    scores.pop(i, None)
    if not scores:
        return []
    # normalise only the best raw sums: the cosine re-ranks them; the long tail of weak overlaps is dropped
    best = sorted(scores.items(), key=_second, reverse=True)[: limit * 4]
    ranked = sorted(((s * inverse[j], -j) for j, s in best), reverse=True)[:limit]
    return [(-j, score * own) for score, j in ranked if score * own >= MIN_SCORE]


_second = itemgetter(1)


def _accept(items: list[Memory], proposals: _Proposals, per_memory: int) -> tuple[array, array, array]:
    """The accepted pairs in pair order (docs/contracts.md §7): A's item indices, B's, their scores."""
    count = len(items)
    degree = [0] * count
    # rank by (file name, path): one int per pair sorts the pairs in pair order (docs/contracts.md §7) without building tuples
    by_rank = sorted(range(count), key=lambda k: (items[k].file_name, items[k].rel))
    rank = [0] * count
    for position, index in enumerate(by_rank):
        rank[index] = position
    keys, scores = array("q"), array("d")
    proposed, proposed_scores = proposals.keys, proposals.scores
    for position in proposals.positions_best_first():  # one proposal at a time: a pair taken fills both degrees
        i, j = divmod(proposed[position], count)
        if degree[i] >= per_memory or degree[j] >= per_memory:
            continue
        degree[i] += 1
        degree[j] += 1
        ri, rj = rank[i], rank[j]
        keys.append(ri * count + rj if ri < rj else rj * count + ri)
        scores.append(proposed_scores[position])
    in_order = sorted(range(len(keys)), key=keys.__getitem__)
    ordered = list(map(keys.__getitem__, in_order))
    return (array("i", map(by_rank.__getitem__, map(floordiv, ordered, repeat(count)))),
            array("i", map(by_rank.__getitem__, map(mod, ordered, repeat(count)))),
            array("d", map(scores.__getitem__, in_order)))
