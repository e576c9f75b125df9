"""The judge's gated regexes (``analysis._Gate``) give the bare regex's result on every text.

A gate searches only where one of its literal pieces is present; it is right only if every match of its regex
holds a piece. Held here on the real auto-memory stores' lines, the lint benchmark's lines and one example of
every alternative of each regex.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memcli.lint import analysis
from memcli.lint.analysis import _Gate, normalise
from tests.bench.bench_lint import generate
from tests.lint.ledger import real_stores

GATES = {name: value for name, value in vars(analysis).items() if isinstance(value, _Gate)}

# one text per alternative of each gated regex (lower case, as the judge reads them)
EXAMPLES = [
    "the wiki is read-only", "the bucket is read only", "uptime kuma was shut down", "it was shutdown", "api v1 is deprecated",
    "the box was decommissioned", "the service is retired", "we sunset the beta", "the plan was cancelled",
    "alerts were turned off", "sync was switched off", "the repo was deleted", "the flag was removed", "the board is archived",
    "the old host is gone", "that server is dead", "node 16 is end-of-life", "python 2 is end of life", "centos is eol",
    "it is not used anymore", "we stopped using helm", "we left slack", "we moved off heroku", "we migrated off rabbitmq",
    "dropped ios 15", "we got rid of the vm",
    "a; b", "a — b", "a – b", "a -- b", "theme: dark", "fast but flaky", "fast, so cheap", "pin it so that builds repeat",
    "slow because of io", "build, then test", "a, whereas b", "a, while b", "a, and then b",
    "orders land and nobody wants to debug", "use uv, not pip", "use uv, no pip", "use uv, never pip", "use uv instead of pip", "use uv rather than pip",
    "ship without a tag", "ship, except for hotfixes", "ship except fridays",
    "don't push", "can't push", "cant push", "wont push", "dont push", "doesnt work", "isnt set", "shouldnt run",
    "neednt run", "we're done", "it's done",
]


@pytest.fixture(scope="module")
def texts(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """Every line the gates are held to, normalised as the judge reads them."""
    tmp_path = tmp_path_factory.mktemp("gates")
    lines = list(EXAMPLES)
    for path in sorted(real_stores().rglob("*.md")):
        lines.extend(path.read_text("utf-8", errors="replace").splitlines())
    store = tmp_path / "bench"
    generate(store, 300)
    for path in sorted(store.rglob("*.md")):
        lines.extend(path.read_text("utf-8").splitlines())
    texts = [normalise(line) for line in lines if line.strip()]
    return list(dict.fromkeys(texts + [text.replace("`", " ") for text in texts if "`" in text]))


def test_the_judge_has_its_gates() -> None:
    assert {"_CLAUSE_SPLIT", "_CONTRAST", "_CONTRACTION_GATE", "_ENDED_GATE"} <= set(GATES)


@pytest.mark.parametrize("name", sorted(GATES))
def test_every_match_holds_a_piece(name: str, texts: list[str]) -> None:
    gate = GATES[name]
    matched = 0
    for text in texts:
        for match in gate.pattern.finditer(text):
            matched += 1
            # a piece lies in the match, or starts in it and runs on into what a lookahead reads (" and nobody")
            assert any(piece in match.group(0) or match.start() <= text.find(piece, match.start()) < match.end()
                       for piece in gate.pieces), (name, match.group(0))
        assert gate.search(text) is None if gate.pattern.search(text) is None else (
            gate.search(text).span() == gate.pattern.search(text).span()), (name, text)
        assert gate.split(text) == gate.pattern.split(text), (name, text)
        assert gate.split(text, maxsplit=1) == gate.pattern.split(text, maxsplit=1), (name, text)
    assert matched >= 5  # the examples reach the regex: the test compares something


def test_the_examples_reach_every_gate() -> None:
    for name, gate in GATES.items():
        assert any(gate.pattern.search(text) for text in EXAMPLES), name


def test_clause_splits_start_once_per_run_of_spaces_and_split_as_the_plain_patterns_do() -> None:
    """The split patterns' alternatives that open with spaces start only where a run of spaces does: the same
    matches as the plain patterns (here), which were tried from every space of a run (0.13 s for a line of 4,000
    spaces, quadratic in the run)."""
    import random
    import re

    from memcli.lint.analysis import _CLAUSE_SPLIT, _CONTRAST, _OVER

    plain = {
        _CLAUSE_SPLIT.pattern: re.compile(
            r"\s*;\s+|\s+[\u2014\u2013]\s+|\s+--\s+|:\s+|,?\s+but\s+|,\s+so\s+|\s+so that\s+|,?\s+because\s+"
            r"|,\s+then\s+|,\s+whereas\s+|,\s+while\s+|,\s+and then\s+|,\s+only\s+(?=(?!if\b|when\b|once\b|after\b|before\b|until\b|while\b)[a-z])"
            r"|,?\s+and\s+(?=(?:nobody|no one|none|nothing)\b)"),
        _CONTRAST.pattern: re.compile(r",\s*(not|no|never)\s+(?!just\b|only\b|[\"'\u201c])|\s+instead of\s+"
                                      r"|\s+rather than\s+|,?\s+without\s+|,?\s+except(?: for)?\s+"),
        _OVER: re.compile(r"\s+over\s+"),
    }
    vocabulary = [" ", "  ", ",", ";", ":", "\u2014", "--", "but", "so that", "because", "then", "whereas", "while",
                  "and then", "only", "the", "and", "nobody", "none", "instead of", "rather than", "without",
                  "except for", "not", "never", "over", "x", "just", "\t", ",,", "if", "when"]
    chance = random.Random(7)
    for _ in range(30_000):
        text = "x" + "".join(chance.choice(vocabulary) + chance.choice(("", " ", "  ")) for _ in range(12))
        for pattern, reference in plain.items():
            assert pattern.split(text) == reference.split(text), (pattern.pattern[:20], text)
    hostile = "a" + " " * 40_000 + "and no"  # quadratic, this took about 13 s
    assert _CLAUSE_SPLIT.split(hostile) == [hostile]
