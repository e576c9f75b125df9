"""The stemmer's shortcut for numbers gives the Snowball stem itself."""

from __future__ import annotations

import random

from snowballstemmer.english_stemmer import EnglishStemmer

from memcli.text import _stemmer, stem


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


def test_the_compiled_stemmer_gives_the_pure_python_stems_word_for_word():
    """PyStemmer and snowballstemmer must run one algorithm version: a drift would change content terms."""
    import re

    import Stemmer

    from tests.lint.ledger import DATA

    vocabulary: set[str] = set()
    for path in sorted((DATA / "lint_blind").glob("set20*/store/**/*.md")):
        vocabulary.update(re.findall(r"[^\W_][\w']*", path.read_text("utf-8", errors="replace").lower()))
    vocabulary.update(("internal", "international", "interval", "interment", "skis", "news", "ski", "dying", "ñandú"))
    words = sorted(vocabulary)
    assert len(words) > 5_000
    compiled, pure = Stemmer.Stemmer("english"), EnglishStemmer()
    assert [w for w, s in zip(words, compiled.stemWords(words)) if s != pure.stemWord(w)] == []
    assert isinstance(_stemmer(), Stemmer.Stemmer)  # memcli uses the compiled one when it is installed
