"""``--match similar``: cluster paraphrases, which remnic's exact key cannot.

How two memories come to share a cluster:

1. The exact clusters (same type and cluster key) are the starting nodes, so
   every exact cluster lies inside one similar cluster.
2. Each node gets its stemmed content terms (as ``memcli.text.content_terms``)
   and a *guard signature*: the polarity words it uses (always/never,
   not/n't/no, avoid/prefer, enable/disable, on/off, before/after, ...)
   and every number in it. Nodes merge only within one type and one
   signature, so "always run tests" never meets "never run tests" and
   "timeout is 30s" never meets "timeout is 60s".
3. Two clusters merge when one's terms contain the other's (a paraphrase
   may add or drop filler, never swap one content word for another) and
   the terms all members share cover at least ``MIN_OVERLAP`` of the
   terms any member uses. The second rule is checked on whole clusters,
   so merges cannot drift by chaining.

Candidate pairs come from an inverted index (prefix filtering on the
rarest terms), never from all pairs.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from functools import lru_cache

from memcli.patterns.rules import KEY_LENGTH, content_key
from memcli.store import Memory
from memcli.text import STOP_WORDS, stem, words

MIN_OVERLAP = 0.75

# Words that flip or qualify what a sentence claims. Most are stop words for
# term matching, so they are compared here, as a set that must be equal.
_POLARITY_WORDS = {
    "not": "not", "cannot": "not", "no": "no", "none": "no", "nothing": "no", "nobody": "no", "nowhere": "no",
    "neither": "no", "nor": "no", "never": "never", "always": "always", "without": "without", "unless": "unless",
    "except": "except", "instead": "instead", "avoid": "avoid", "prefer": "prefer", "dislike": "dislike",
    "hate": "hate", "disable": "disable", "enable": "enable", "allow": "allow", "disallow": "deny",
    "deny": "deny", "forbid": "deny", "prohibit": "deny", "block": "deny", "reject": "deny", "skip": "skip",
    "ignore": "skip", "stop": "stop", "on": "on", "off": "off", "before": "before", "after": "after",
    "true": "true", "false": "false", "yes": "yes", "more": "more", "most": "more", "less": "less",
    "fewer": "less", "least": "less", "above": "above", "below": "below", "over": "above", "under": "below",
    "min": "min", "minimum": "min", "max": "max", "maximum": "max", "only": "only", "must": "must",
    "should": "should", "optional": "optional", "increase": "more", "decrease": "less", "remove": "remove",
    "add": "add", "include": "include", "exclude": "exclude", "first": "first", "last": "last",
}
_NUMBER_WORDS = frozenset(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand "
    "million billion once twice thrice half double triple single dozen".split()
)
_CONTRACTION = re.compile(r"\b(\w+?)n['\u2019]t\b")
_IRREGULAR_NOT = {"ca": "can", "wo": "will", "sha": "shall", "ai": "is"}
_APOSTROPHELESS_NOT = re.compile(
    r"\b(do|does|did|ca|could|wo|would|should|is|are|was|were|have|has|had|must|need|ai)nt\b"
)
_NUMBER = re.compile(r"\d+(?:[.,:]\d+)*")


@lru_cache(maxsize=1)
def _marker_stems() -> dict[str, str]:
    """Polarity words by stem, so inflections (disabled, avoids, preferred) count too."""
    table = {stem(word): marker for word, marker in _POLARITY_WORDS.items()}
    table.update(_POLARITY_WORDS)
    return table


Signature = tuple[frozenset[str], tuple[str, ...]]


def normalize_negation(text: str) -> str:
    """Lower-case ``text`` and spell every n't (also written without the apostrophe) as "<verb> not"."""
    def spelled(match: re.Match) -> str:
        verb = match.group(1)
        return f"{_IRREGULAR_NOT.get(verb, verb)} not"

    lowered = text.lower()
    if "n't" in lowered or "n\u2019t" in lowered:
        lowered = _CONTRACTION.sub(spelled, lowered)
    return _APOSTROPHELESS_NOT.sub(spelled, lowered) if "nt" in lowered else lowered


@lru_cache(maxsize=200_000)
def _word_info(word: str) -> tuple[str | None, str | None, bool]:
    """(stemmed content term or None, polarity marker or None, is a number word) of one lower-case word."""
    markers = _marker_stems()
    term = stem(word) if len(word) > 1 and word not in STOP_WORDS else None
    marker = markers.get(word) or markers.get(term if term is not None else stem(word))
    return term, marker, word in _NUMBER_WORDS


@lru_cache(maxsize=100_000)
def features(text: str) -> tuple[frozenset[str], Signature]:
    """Stemmed content terms and guard signature of ``text``, from one pass over its words."""
    normalized = normalize_negation(text)
    terms: set[str] = set()
    found: set[str] = set()
    numbers = _NUMBER.findall(normalized)
    for word in words(normalized):
        term, marker, number_word = _word_info(word)
        if term is not None:
            terms.add(term)
        if marker is not None:
            found.add(marker)
        if number_word:
            numbers.append(word)
    return frozenset(terms), (frozenset(found), tuple(sorted(numbers)))


def guard_signature(text: str) -> Signature:
    """The polarity markers and the numbers of ``text``: memories with different signatures never merge."""
    return features(text)[1]


def term_set(text: str) -> frozenset[str]:
    """Stemmed content terms of ``text`` (``memcli.text.content_terms`` after spelling out contractions)."""
    return features(text)[0]


class _Node:
    """One exact cluster: its members, term union/intersection and guard signature(s)."""

    __slots__ = ("members", "type", "union", "common", "signatures")

    def __init__(self, members: list[Memory]) -> None:
        self.members = members
        self.type = members[0].type  # one type per exact cluster (the key starts with it)
        key_text = content_key(members[0].body)
        # Below the key length the key is the whole normalized content, the same for every member.
        texts = [key_text] if len(key_text) < KEY_LENGTH else [m.body for m in members]
        found = [features(t) for t in texts]
        sets = [terms for terms, _ in found]
        self.union = frozenset().union(*sets)
        self.common = frozenset.intersection(*sets)
        self.signatures = {signature for _, signature in found}


class _Components:
    """Union-find over nodes, each root holding its cluster's term union and intersection."""

    def __init__(self, nodes: list[_Node]) -> None:
        self.parent = list(range(len(nodes)))
        self.union = [n.union for n in nodes]
        self.common = [n.common for n in nodes]

    def find(self, index: int) -> int:
        parent = self.parent
        while parent[index] != index:
            parent[index] = parent[parent[index]]
            index = parent[index]
        return index

    def try_merge(self, a: int, b: int) -> None:
        """Merge two clusters when one's terms contain the other's and shared terms cover MIN_OVERLAP."""
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return
        ua, ub = self.union[ra], self.union[rb]
        if not (ub <= ua or ua <= ub):
            return
        merged = ua | ub
        common = self.common[ra] & self.common[rb]
        if len(common) < MIN_OVERLAP * len(merged):
            return
        keep, drop = (ra, rb) if ra < rb else (rb, ra)
        self.parent[drop] = keep
        self.union[keep], self.common[keep] = merged, common


def similar_groups(memories: Sequence[Memory], exact: list[list[Memory]]) -> list[list[Memory]]:
    """Coarsen the exact clusters (of memories drawn from ``memories``) into clusters of paraphrases."""
    nodes = [_Node(group) for group in exact]
    components = _Components(nodes)
    _merge_candidates(nodes, components)
    grouped: dict[int, list[_Node]] = {}
    for index, node in enumerate(nodes):
        grouped.setdefault(components.find(index), []).append(node)
    if all(len(parts) == 1 for parts in grouped.values()):
        return exact
    position = {id(m): i for i, m in enumerate(memories)}
    clusters = [sorted((m for node in parts for m in node.members), key=lambda m: position[id(m)])
                for parts in grouped.values()]
    clusters.sort(key=lambda members: position[id(members[0])])
    return clusters


def _prefix_length(size: int) -> int:
    """How many of a set's rarest terms can hold the rarest term of a subset of at least MIN_OVERLAP its size."""
    return size - math.ceil(MIN_OVERLAP * size - 1e-9) + 1


def _merge_candidates(nodes: list[_Node], components: _Components) -> None:
    """Try the node pairs where one's terms may contain the other's (prefix filtering, never all pairs).

    Terms are ordered rarest first. A subset ``y`` of ``x`` with
    ``|y| >= MIN_OVERLAP * |x|`` has its two rarest terms among the first
    ``p + 1`` rarest terms of ``x`` (``p = _prefix_length(|x|)``). Each node is
    indexed once under its two rarest terms; each node probes the pairs of
    its own prefix, so only near-duplicates ever meet.
    """
    frequency: dict[str, int] = {}
    for node in nodes:
        for term in node.union:
            frequency[term] = frequency.get(term, 0) + 1
    # Terms as ranks, rarest first, and each (type, signature) partition as a small int: cheap keys.
    rank = {term: n for n, term in enumerate(sorted(frequency, key=lambda t: (frequency[t], t)))}
    partition_ids: dict[tuple, int] = {}
    index: dict[tuple[int, ...], list[int]] = {}
    ranked: list[tuple[int, list[int]] | None] = []
    for number, node in enumerate(nodes):
        if len(node.signatures) != 1 or not node.union:
            ranked.append(None)  # mixed guard signatures or no terms: exact clustering only
            continue
        terms = sorted([rank[t] for t in node.union])
        pid = partition_ids.setdefault((node.type, next(iter(node.signatures))), len(partition_ids))
        ranked.append((pid, terms))
        index.setdefault((pid, *terms[:2]), []).append(number)
    for number, entry in enumerate(ranked):
        if entry is None:
            continue
        pid, terms = entry
        union, size = nodes[number].union, len(terms)
        if size == 1:
            probes = [(pid, terms[0])]  # only a one-term set can be a large enough subset of a one-term set
        else:
            prefix = terms[: _prefix_length(size) + 1]
            probes = [(pid, a, b) for i, a in enumerate(prefix) for b in prefix[i + 1:]]
        smallest = MIN_OVERLAP * size
        for probe in probes:
            for other in index.get(probe, ()):
                other_union = nodes[other].union
                other_size = len(other_union)
                if other == number or other_size > size or other_size < smallest:
                    continue
                if (other_size < size or other > number) and other_union <= union:
                    components.try_merge(number, other)
