"""Lint's memory-saving paths give exactly what the plain ones give.

Candidate generation keeps terms as integer ids and proposals in flat
arrays; the judge meets pairs in a breadth-first order and forgets a
memory after its last pair. Each is checked against a plain reference.
"""

from __future__ import annotations

import math
import random
from datetime import date
from operator import itemgetter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memcli.clock import make_clock
from memcli.lint import judge as judge_module
from memcli.lint.pairing import (MAX_TERMS, MIN_SCORE, PER_MEMORY, POSTINGS_BUDGET, PROPOSALS, _max_df,
                                    _Proposals, find_candidates, index_terms)
from memcli.lint.judge import BuiltinJudge, locality_order
from memcli.lint.records import blocked_partners
from memcli.store import Store
from tests.conftest import make_store
from tests.lint.test_eval import SETS, load_pairs

pytestmark = pytest.mark.slow  # scale: `pytest -m "not slow"` leaves them out

TODAY = date(2026, 5, 17)
SUBJECTS = ["billing api", "search worker", "ledger cron", "pricing proxy", "auth service", "media queue",
            "export job", "report job", "kafka topic", "redis cache"]
CLAIMS = ["Never restart the {s} on Fridays.", "Always restart the {s} on Fridays.", "The {s} timeout is {n} seconds.",
          "We use pnpm for the {s}.", "We use npm for the {s}.", "The {s} used to run on {e}, now it runs on {f}.",
          "Do not snapshot the {s} in {e}.", "Snapshot the {s} in {e} before deploys.", "The {s} is owned by {p}."]


def reference_candidates(items, today, per_memory=PER_MEMORY, proposals_per_memory=PROPOSALS):
    """The first, plain implementation (sets of term strings, a dict of proposals), kept as the oracle."""
    items = sorted(items, key=lambda m: m.rel)
    term_sets = [index_terms(m) for m in items]
    frequency: dict[str, int] = {}
    for terms in term_sets:
        for term in terms:
            frequency[term] = frequency.get(term, 0) + 1
    count = len(items)
    limit = _max_df(count)
    weight = {t: math.log(1.0 + count / df) ** 2 for t, df in frequency.items() if 1 < df <= limit}
    postings: dict[str, list[int]] = {}
    indexed, inverse = [], []
    for i, terms in enumerate(term_sets):
        usable = sorted((t for t in terms if t in weight), key=lambda t: (frequency[t], t))[:MAX_TERMS]
        indexed.append(usable)
        inverse.append(1.0 / (math.sqrt(math.fsum(weight[t] for t in terms if t in weight)) or 1.0))
        for term in usable:
            postings.setdefault(term, []).append(i)
    blocked = [blocked_partners(m.meta, today) for m in items]
    names = [m.file_name for m in items]
    proposals: dict[tuple[int, int], float] = {}
    for i in range(count):
        scores: dict[int, float] = {}
        spent = 0
        for term in indexed[i]:
            if spent and spent + len(postings[term]) > POSTINGS_BUDGET:
                break
            spent += len(postings[term])
            for j in postings[term]:
                scores[j] = scores.get(j, 0.0) + weight[term]
        scores.pop(i, None)
        limit_i = min(per_memory, proposals_per_memory) + len(blocked[i])
        best = sorted(scores.items(), key=itemgetter(1), reverse=True)[: limit_i * 4]
        ranked = sorted(((s * inverse[j], -j) for j, s in best), reverse=True)[:limit_i]
        for score, negative in ranked:
            j = -negative
            if score * inverse[i] < MIN_SCORE:
                continue
            if (blocked[i] and names[j] in blocked[i]) or (blocked[j] and names[i] in blocked[j]):
                continue
            proposals[(i, j) if i < j else (j, i)] = score * inverse[i]
    degree = [0] * count
    order = [(m.file_name, m.rel) for m in items]
    chosen = []
    for (i, j), score in sorted(proposals.items(), key=lambda kv: (-kv[1], kv[0])):
        if degree[i] >= per_memory or degree[j] >= per_memory:
            continue
        degree[i] += 1
        degree[j] += 1
        first, second = (i, j) if order[i] <= order[j] else (j, i)
        chosen.append((order[first] + order[second], items[first].rel, items[second].rel, score))
    return [(a, b, score) for _, a, b, score in sorted(chosen)]


def random_store(tmp_path, seed: int, size: int):
    rng = random.Random(seed)
    files = {}
    for n in range(size):
        lines = [rng.choice(CLAIMS).format(s=rng.choice(SUBJECTS), n=rng.choice((10, 30, 60)),
                                           e=rng.choice(("staging", "production")), f=rng.choice(("k8s", "nomad")),
                                           p=rng.choice(("Alice", "Bob")))
                 for _ in range(rng.randint(1, 3))]
        folder = rng.choice(("auto", "facts", "notes/deep"))
        files[f"{folder}/m{n:04d}-{rng.randint(0, 9)}.md"] = (f"---\ntype: {rng.choice(['feedback', 'project', 'fact'])}\n"
                                                             "---\n" + "\n".join(lines) + "\n")
    root = make_store(tmp_path, files)
    return Store.open(root, make_clock("2026-05-17")).live()


def test_candidates_equal_the_plain_reference_on_random_stores(tmp_path):
    for seed, size, per_memory in ((1, 60, PER_MEMORY), (2, 300, PER_MEMORY), (3, 300, 3)):
        memories = random_store(tmp_path / str(seed), seed, size)
        got = [(c.a.rel, c.b.rel, c.score) for c in find_candidates(memories, TODAY, per_memory=per_memory).pairs]
        assert got == reference_candidates(memories, TODAY, per_memory=per_memory)
        assert len(got) > size // 2, "the store is dense enough to exercise the caps"


def test_a_pair_proposed_twice_keeps_the_later_score_and_ties_go_in_pair_order():
    proposals = _Proposals(10)
    proposals.add(3, 1, 0.5)
    proposals.add(2, 4, 0.9)
    proposals.add(1, 3, 0.7)  # the same pair as (3, 1), proposed later
    proposals.add(0, 9, 0.7)
    assert list(proposals.best_first()) == [(2, 4, 0.9), (0, 9, 0.7), (1, 3, 0.7)]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 30), st.integers(0, 30)).filter(lambda e: e[0] != e[1]), max_size=120))
def test_locality_order_visits_every_pair_once(edges):
    from array import array

    ends = array("i", [node for edge in edges for node in edge])
    order = locality_order(ends, 31)
    assert sorted(order) == list(range(len(edges)))


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 30), st.integers(0, 30)).filter(lambda e: e[0] != e[1]), max_size=120))
def test_every_stretch_from_the_front_of_the_order_reads_only_the_memories_ranked_up_to_its_end(edges):
    from array import array

    from memcli.lint.fanout import meeting_ranks

    ends = array("i", [node for edge in edges for node in edge])
    rank = meeting_ranks(ends, 31)
    paired = set(ends)
    assert sorted(rank[node] for node in paired) == list(range(len(paired)))  # each paired memory its own rank
    order = locality_order(ends, 31)
    later = [max(rank[ends[2 * k]], rank[ends[2 * k + 1]]) for k in order]
    assert later == sorted(later)
    for position, index in enumerate(order):  # the pairs up to here touch no memory ranked after this one's
        touched = {rank[node] for k in order[:position + 1] for node in (ends[2 * k], ends[2 * k + 1])}
        assert max(touched) == later[position]


def eval_pairs(tmp_path):
    files = {rel: text for name in SETS for pair in load_pairs(name) for rel, text in pair["files"].items()}
    root = make_store(tmp_path, files)
    memories = Store.open(root, make_clock("2026-05-17")).live()
    return find_candidates(memories, TODAY)


def test_judging_all_pairs_at_once_equals_judging_each_alone(tmp_path, monkeypatch):
    monkeypatch.setattr(judge_module, "ANALYSIS_CACHE", 7)  # the cache is cleared many times over
    candidates = eval_pairs(tmp_path)
    together = BuiltinJudge(candidates.common)
    verdicts = together.judge_all(candidates.pairs)
    alone = [BuiltinJudge(candidates.common).judge(c.a, c.b) for c in candidates.pairs]
    assert verdicts == alone
    assert sum(v.verdict == "contradiction" for v in verdicts) >= 30
    assert together._lines == {}, "every memory is forgotten after its last pair"
    assert together._analysed.cache_info().currsize <= 7


def test_judging_split_over_forked_processes_equals_judging_in_one(tmp_path, monkeypatch, forked_children):
    candidates = eval_pairs(tmp_path)
    alone = BuiltinJudge(candidates.common)
    alone.names = candidates.names
    expected = alone.judge_all(candidates.pairs)
    monkeypatch.setattr(judge_module, "PARALLEL_PAIRS", 10)
    split = BuiltinJudge(candidates.common)
    split.names = candidates.names
    assert split.judge_all(candidates.pairs) == expected
    assert len(forked_children) == 3 and None not in forked_children, "every third of the pairs was judged in a child"
    assert split._lines == {} and split._analysed.cache_info().currsize == 0, "nothing the judging kept stays here"
    assert sum(v.verdict == "contradiction" for v in expected) >= 30


def test_candidate_search_split_over_forked_processes_equals_the_reference(tmp_path, monkeypatch, forked_children):
    from memcli import parallel
    from memcli.lint import pairing as pairing_module

    memories = random_store(tmp_path, 4, 300)
    expected = reference_candidates(memories, TODAY)
    monkeypatch.setattr(pairing_module, "PARALLEL_MEMORIES", 10)
    isolated = parallel.isolated
    monkeypatch.setattr(parallel, "isolated", lambda work, **_: work())  # the split alone, seen from here
    assert [(c.a.rel, c.b.rel, c.score) for c in find_candidates(memories, TODAY).pairs] == expected
    # two thirds of the memories read into terms in children, then two thirds of them searched in children
    assert len(forked_children) == 4 and None not in forked_children
    monkeypatch.setattr(parallel, "isolated", isolated)  # the whole search in a child, split again inside it
    split = find_candidates(memories, TODAY)
    assert [(c.a.rel, c.b.rel, c.score) for c in split.pairs] == expected
    assert len(forked_children) == 5 and None not in forked_children
    monkeypatch.setattr(parallel, "workers", lambda: 1)
    alone = find_candidates(memories, TODAY)
    assert (split.names, split.common) == (alone.names, alone.common) and split.names and split.common


def test_the_word_before_each_hyphenated_name_is_read_from_its_neighbourhood(monkeypatch: pytest.MonkeyPatch) -> None:
    """A line of thousands of hyphenated words was read from its start once per word (a 60 KB line took 7 s):
    the words read to find each one's neighbour now grow with the line, not with its square."""
    from memcli.lint import slots
    from memcli.text import words

    rng = random.Random(7)
    for _ in range(2000):  # the same word as reading the whole text before it
        text = "".join(rng.choice("ab_- .\u00e9\u20149") for _ in range(rng.randint(0, 200)))
        end = rng.randint(0, len(text))
        assert slots._word_before(text, end) == (words(text[:end]) or [None])[-1]
    line = "five rounds " + "re-routed " * 12_000
    read: list[int] = []
    monkeypatch.setattr(slots, "words", lambda text: read.append(len(text)) or words(text))
    slots.identifiers_in(line)
    assert sum(read) < 20 * len(line), sum(read)


def test_a_line_of_many_label_value_pairs_is_read_around_each_colon(monkeypatch: pytest.MonkeyPatch) -> None:
    """"Alpha: Alpha: ..." (56 KB) took 12 s: each capitalised word after a colon read the line back to its start
    and on to its end. Now the label back to the colon before it and the value up to its fourth word."""
    from memcli.lint import slots
    from memcli.text import words

    line = "Note: " + "Alpha: " * 8_000
    read: list[int] = []
    monkeypatch.setattr(slots, "words", lambda text: read.append(len(text)) or words(text))
    names = slots.read_names(line)
    assert "alpha" in names.names
    assert sum(read) < 20 * len(line), sum(read)


def test_a_values_attribute_words_are_read_from_its_neighbourhood(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each value read the whole line before and after it (">90% " twelve thousand times: 52 s). Now the two
    terms beside it come from a window that grows to ``NEAR_CHARS`` at most, and taken spans are a mask."""
    from memcli.lint import analysis
    from memcli.text import words

    text = "latency " + ">90% " * 100_000 + "of requests"
    start = len(text) // 2 - 2
    read: list[int] = []
    monkeypatch.setattr(analysis, "words", lambda part: read.append(len(part)) or words(part))
    analysis._near(text, start, start + 2)
    assert sum(read) < 4 * analysis.NEAR_CHARS + 64, sum(read)
    # the same terms as reading the whole text when they are near
    near = "the p95 latency of checkout stays under 300 ms for logged in users"
    at = near.index("300")
    assert analysis._terms_beside(near, at, -1) == [t for t in map(analysis._term, words(near[:at])) if t][-2:]
    assert analysis._terms_beside(near, at + 3, 1) == [t for t in map(analysis._term, words(near[at + 3:])) if t][:2]
