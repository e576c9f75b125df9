"""Subject identity: the noun phrase a claim is about, and whether two claims are about different ones.

A claim's subject is what comes before its verb, with its for-/of-/in- qualifiers ("*transactional email
for the ticketing app* is sent through X"; "*for state management in the React app*, *the team* prefers X").
Tools, role nouns ("database", "CI") and generic words are left out: they name the slot a rule compares,
not who the claim is about. A claim whose verb is not found, or that starts with its verb (an instruction),
has no subject here, and the gate lets it through.
"""

from __future__ import annotations

import re
from functools import lru_cache

from memcli.lint import lexicon as lx
from memcli.text import STOP_WORDS, stem, words

# third-person and auxiliary verbs a claim's subject stands before (``slots`` reads names with the same idea)
_VERBS = frozenset("""is are was were be been has have had can will should must does do did may might could would
    shall uses use run go get wants needs prefers likes works lives owns leads writes edits builds sends pulls pushes handles
    manages keeps gets goes says reads calls talks deploys hosts serves stores sits ships runs targets expire
    expires requires contains depends points connects listens belongs defaults supports returns rotates retains
    publishes lands sit live stay stays remains remain lacks includes produces generates renders consumes
    installs holds owns ran went got made took wrote built sent kept left began broke chose""".split()) | lx.CHANGE_VERBS
_DETERMINERS = frozenset("the a an this that these those our its their his her my your".split())
# a role's own nouns ("database", "package manager", "CI") and a value's attribute ("the minimum", "the port"): the
# slot, not who fills it for whom; "the team" is who speaks
_NOT_SUBJECT = frozenset(stem(w) for text in (*lx.ROLE_NOUN_FAMILIES.values(), *(g.name for g in lx.GROUPS))
                         for w in text.split()) | frozenset(lx.ATTRIBUTE_OF) | {"team"}
_QUESTION_WORDS = frozenset("how where what when why which who".split())  # "How PRs get merged": a topic, no claim
_PRONOUNS = frozenset("i we you they it he she this that there".split())


# a subject before these is who states a wish ("Mateo wants ...", "the team prefers ..."): the claim is about its object
_SPEAKER_VERBS = frozenset("wants prefers likes expects asks insists hates dislikes".split())


@lru_cache(maxsize=20_000)
def subjects_of(text: str) -> tuple[frozenset[str], ...]:
    """Stems of the subject phrase of each clause of a normalised sentence; empty unless every clause has one."""
    found = tuple(_subject(clause) for clause in _CLAUSES.split(text) if words(clause))
    return found if all(found) else ()  # a clause that names none (an instruction) may be about either


_CLAUSES = re.compile(r"[;—–]| - ")


def _verb_at(tokens: list[str]) -> int | None:
    """The index of the first verb of a clause's words, if one is found."""
    return next((i for i, w in enumerate(tokens) if w in _VERBS or (
        w.endswith("ed") and (not i or tokens[i - 1] not in _DETERMINERS))), None)


def _subject(clause: str) -> frozenset[str]:
    tokens = words(clause.split(":", 1)[0] if ":" in clause[:40] else clause)
    end = _verb_at(tokens)
    if not end or tokens[0] in _PRONOUNS or tokens[0] in _QUESTION_WORDS or tokens[0] in lx.NEGATION_CUES:
        return frozenset()  # an instruction, a past deed ("dropped X"), a topic, or no verb found
    if tokens[end] in _SPEAKER_VERBS:  # a wish is about its object, or a phrase put before its speaker
        fronted, _, rest = clause.partition(",")
        return _stems(words(fronted)) if rest and tokens[end] in words(rest) else frozenset()
    return _stems(tokens[:end])


def _stems(tokens: list[str]) -> frozenset[str]:
    return frozenset(stem(w) for w in tokens if w not in STOP_WORDS and w not in lx.GENERIC_WORDS
                     and not w.isdigit() and len(w) > 1) - _NOT_SUBJECT


def other_subjects(mine: tuple[frozenset[str], ...], words_a: frozenset[str],
                   theirs: tuple[frozenset[str], ...], words_b: frozenset[str]) -> bool:
    """Each claim has a subject (``subjects_of``), and every subject of one differs from every subject of the
    other: the two share no word, and neither is half said in the other claim (its file's words included)."""
    return bool(mine and theirs) and all(
        x.isdisjoint(y) and 2 * len(x & words_b) < len(x) and 2 * len(y & words_a) < len(y)
        for x in mine for y in theirs)
