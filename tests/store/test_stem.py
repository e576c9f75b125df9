"""The stemmer's shortcut for numbers gives the Snowball stem itself."""

from __future__ import annotations

import random

from snowballstemmer.english_stemmer import EnglishStemmer

from memcli.text import stem


def test_a_number_is_its_own_snowball_stem():
    snowball = EnglishStemmer()  # the pure Python stemmer, whatever backend ``snowballstemmer.stemmer`` picks
    chance = random.Random(7)
    numbers = [str(n) for n in range(2_000)] + [str(chance.randrange(10**15)) for _ in range(2_000)]
    numbers += ["007", "0" * 12, "²", "١٢٣", "０１"]  # leading zeros and digits of other scripts
    for number in numbers:
        assert stem(number) == snowball.stemWord(number) == number


def test_words_still_go_through_the_stemmer():
    assert [stem(w) for w in ("deployments", "running", "v2", "3rd", "migrations")] == [
        EnglishStemmer().stemWord(w) for w in ("deployments", "running", "v2", "3rd", "migrations")]
    assert stem("deployments") == "deploy"
