"""The docs/contracts.md §6 token-overlap matcher: tokens, folding, thresholds."""

from __future__ import annotations

import pytest

from memcli.reinforce import matches, overlap_matches, required_shared
from memcli.text import fold_suffix, reinforce_tokens

PARAPHRASE_MEMORY = "prefers rebase-based workflows because history stays linear"
PARAPHRASE_RESPONSE = ("I prefer rebase-based workflows because the history stays linear and reviewers have an "
                       "easier time.")


def test_paraphrase_matches_and_unrelated_response_does_not():
    assert matches(PARAPHRASE_MEMORY, PARAPHRASE_RESPONSE)
    assert not matches(PARAPHRASE_MEMORY, "We deployed the new database cluster on Friday and it went fine.")
    assert not matches(PARAPHRASE_MEMORY, "Merge commits keep the history of every branch visible.")


@pytest.mark.parametrize("word, folded", [
    ("prefers", "prefer"), ("preferred", "prefer"), ("processing", "process"), ("process", "process"),
    ("services", "service"), ("red", "red"), ("bus", "bus"), ("sing", "sing"), ("being", "being"),
    ("stays", "stay"), ("class", "class"), ("running", "run"), ("filled", "fill"), ("buzzing", "buzz"),
])
def test_suffix_folding_examples(word, folded):
    assert fold_suffix(word) == folded


def test_tokens_are_lowercase_3_plus_characters_without_stop_words():
    assert reinforce_tokens("The API is OK; of THIS and that, we prefer Go with types from into was") == {
        "api", "prefer", "type"}


def test_seventy_percent_of_the_memory_tokens():
    memory = "alpha bravo charlie delta echo foxtrot golf hotel india juliet"  # 10 tokens
    assert matches(memory, "alpha bravo charlie delta echo foxtrot golf and more words")  # 7/10
    assert not matches(memory, "alpha bravo charlie delta echo foxtrot and more words")  # 6/10
    assert overlap_matches(7, 10) and not overlap_matches(6, 10) and overlap_matches(1, 1) and not overlap_matches(0, 0)


def test_long_memories_need_twelve_shared_tokens_and_35_percent():
    words = [f"word{chr(97 + i)}x" for i in range(20)]  # 20 distinct tokens: long
    memory = " ".join(words)
    assert matches(memory, " ".join(words[:12]))  # 12 shared, 60%
    assert not matches(memory, " ".join(words[:11]))  # 11 shared: below the floor
    assert overlap_matches(12, 34) and not overlap_matches(12, 35) and overlap_matches(13, 35)  # 35% of 35 is 12.25
    assert overlap_matches(11, 15) and not overlap_matches(10, 15)  # 15 tokens is still "short": 70%


def test_memories_under_twelve_characters_never_match():
    assert not matches("dark mode", "I like dark mode in every editor")
    assert matches("dark mode on", "dark mode on everywhere")  # 12 characters


def test_required_shared_is_the_smallest_matching_overlap():
    for total in range(1, 120):
        need = required_shared(total)
        assert overlap_matches(need, total) and not overlap_matches(need - 1, total), total


def test_indexed_matcher_agrees_with_the_pairwise_rule():
    import random

    from memcli.reinforce import Matcher
    from memcli.store import Memory

    rng = random.Random(5)
    vocabulary = [f"tok{chr(97 + i)}{chr(97 + j)}" for i in range(6) for j in range(6)]
    texts = [" ".join(rng.sample(vocabulary, rng.randint(2, 30))) for _ in range(150)]
    memories = [Memory.create(f"/m{i}.md", f"m{i}.md", {"type": "fact"}, text) for i, text in enumerate(texts)]
    matcher = Matcher(memories)
    hits = 0
    for _ in range(60):
        response = " ".join(rng.sample(vocabulary, rng.randint(5, 36)))
        expected = [f"m{i}.md" for i, text in enumerate(texts) if matches(text, response)]
        assert [matcher.memories[p].rel for p in matcher.match(reinforce_tokens(response), None)] == expected
        hits += len(expected)
    assert hits > 50  # the sample exercises real matches, not only misses
