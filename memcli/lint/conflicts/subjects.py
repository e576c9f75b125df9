"""Subject identity: the noun phrase a claim is about, and whether two claims are about different ones.

A claim's subject is what comes before its verb, with its for-/of-/in- qualifiers ("*transactional email
for the ticketing app* is sent through X"; "*for state management in the React app*, *the team* prefers X").
Tools, role nouns ("database", "CI") and generic words are left out: they name the slot a rule compares,
not who the claim is about. A claim whose verb is not found, or that starts with its verb (an instruction),
has no subject here, and the gate lets it through.

Below: the finer comparisons the rules share (a shared head modified differently, named subjects, environments,
the words that name a role).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from memcli.lint import lexicon as lx
from memcli.lint.analysis import Sentence, sequence_term
from memcli.lint.conflicts.guards import veto
from memcli.lint.slots import VERB_LIKE
from memcli.text import STOP_WORDS, stem, words

# verbs a claim's subject stands before: those ``slots`` reads names with, and more
_VERBS = VERB_LIKE | frozenset("""are were be been have do did may might could would shall use run go get targets expire
    expires requires contains depends points connects listens belongs defaults supports returns rotates retains publishes
    lands sit live stay stays remains remain lacks includes produces generates renders consumes installs holds ran went
    got made took wrote built sent kept began broke chose takes carries""".split()) | lx.CHANGE_VERBS
# a role's own nouns ("database", "package manager", "CI") and a value's attribute ("the minimum", "the port"): the
# slot, not who fills it for whom; "the team" is who speaks
_NOT_SUBJECT = frozenset(stem(w) for text in (*lx.ROLE_NOUN_FAMILIES.values(), *(g.name for g in lx.GROUPS))
                         for w in text.split()) | frozenset(lx.ATTRIBUTE_OF) | {"team"}
_PRONOUNS = frozenset("i we you they it he she this that there".split())


@lru_cache(maxsize=20_000)
def subjects_of(text: str) -> tuple[frozenset[str], ...]:
    """Stems of the subject phrase of each clause of a normalised sentence; empty unless every clause has one."""
    found = tuple(_subject(clause) for clause in _CLAUSES.split(text) if words(clause))
    return found if all(found) else ()  # a clause that names none (an instruction) may be about either


_CLAUSES = re.compile(r"[;—–]| - ")
_PREPOSITION_WORDS = "to for from in on at by with of via through about into over under after before during".split()


def _subject(clause: str) -> frozenset[str]:
    return frozenset(stem(w) for w in _subject_words(clause)) - _NOT_SUBJECT


def _subject_words(clause: str) -> list[str]:
    """The content words of a clause before its first verb, in order; none for an instruction, a past deed
    ("dropped X") or a clause whose verb is not found."""
    tokens = words(clause.split(":", 1)[0] if ":" in clause[:40] else clause)
    end = _subject_end(tokens, _VERBS, 0)
    start = 0
    if end is None and (end := _after_participle(tokens)) is not None:
        start = 1  # "*failed* webhooks are retried": the participle says which ones, the noun is the subject
    if end is None:
        return []
    return [w for w in tokens[start:end] if w not in STOP_WORDS and w not in lx.GENERIC_WORDS and not w.isdigit()
            and len(w) > 1]


def _after_participle(tokens: list[str]) -> int | None:
    """Where the verb is of a clause that opens with a participle modifying its subject ("failed webhooks *are*
    retried", "scheduled exports *run* at 02:00"); ``None`` for a past deed ("dropped the cache", "migrated X to
    Y"), whose next word is an article or a name's modifier and whose verb comes first."""
    if len(tokens) < 3 or not tokens[0].endswith("ed") or tokens[0] in _VERBS or tokens[1] in STOP_WORDS:
        return None
    for index in range(1, min(len(tokens), 5)):
        if tokens[index] in _VERBS:
            if index == 1 and tokens[2] in _HEAD_VERBS:
                return 2  # "failed *sends* retry", "failed *pushes* are retried": a noun that is also a verb's form
            return index if index > 1 else None
        if tokens[index] in STOP_WORDS or tokens[index].endswith("ed"):
            return None
    return None


def _subject_end(tokens: list[str], verbs: frozenset[str], participle: int) -> int | None:
    """Where a clause's first verb is (one of ``verbs``, or a word of at least ``participle`` letters ending in
    "ed"), when a subject stands before it; ``None`` for an instruction, a past deed ("dropped X") or a clause
    whose verb is not found."""
    end = next((i for i, t in enumerate(tokens) if t in verbs or (t.endswith("ed") and len(t) >= participle)), None)
    if not end or tokens[0] in _PRONOUNS or tokens[0] in lx.NEGATION_CUES:
        return None
    return end


_HEAD_VERBS = _VERBS | frozenset("retries retry retried".split())
_HEAD_STOPS = frozenset(_PREPOSITION_WORDS)


def subject_head(text: str) -> str | None:
    """The stem of the last word of a sentence's subject phrase, before its first verb and preposition, a
    hyphenated word whole: "tidebook's day-before *SMS* to arriving guests is retried ..." → "sms"; ``None`` for
    an instruction, a label or when no verb is found."""
    clause = _CLAUSES.split(text, 1)[0]
    if ":" in clause[:40]:  # "stripe webhooks: our handler retries ...": the label names what the line is about
        label = [t for t in words(clause.split(":", 1)[0]) if t not in STOP_WORDS and not t.isdigit()]
        return stem(label[-1]) if label else None
    tokens = [t.strip(".,()[]\"'`") for t in clause.split()]
    end = _subject_end(tokens, _HEAD_VERBS, 5)
    if end is None:
        end = _after_participle(tokens)  # "failed notification *emails* are retried"
    if end is None:
        return None
    phrase = tokens[:end]
    phrase = phrase[:next((i for i, t in enumerate(phrase) if i and t in _HEAD_STOPS), len(phrase))]
    content = [t for t in phrase if t and t not in STOP_WORDS and not t.isdigit() and any(c.isalpha() for c in t)]
    return stem(content[-1].split("'")[0]) if content else None


def contrast_subject(text: str) -> list[str]:
    """The subject phrase of the clause holding a sentence's contrast ("*payment disputes* go to finance, not to
    the digital team"), as its words in order; empty when that clause has none."""
    clauses = [clause for clause in _CLAUSES.split(text) if words(clause)]
    holding = next((c for c in clauses if not lx.NEGATION_CUES.isdisjoint(words(c))), clauses[0] if clauses else "")
    return _subject_words(holding)


def other_subjects(mine: tuple[frozenset[str], ...], words_a: frozenset[str],
                   theirs: tuple[frozenset[str], ...], words_b: frozenset[str]) -> bool:
    """Each claim has a subject (``subjects_of``), and every subject of one differs from every subject of the
    other: the two share no word, and neither is half said in the other claim (its file's words included)."""
    return bool(mine and theirs) and all(
        x.isdisjoint(y) and 2 * len(x & words_b) < len(x) and 2 * len(y & words_a) < len(y)
        for x in mine for y in theirs)


# ---------------------------------------------------------------- comparisons the rules share

GROUPS = {g.name: g for g in (*lx.GROUPS, lx.REGION_GROUP)}
_CONTEXT_STEMS = frozenset().union(*(g.context for g in lx.GROUPS))

ENV_STEMS = frozenset(stem(word) for word in lx.ENVIRONMENTS)


def compound_clash(a: Sentence, b: Sentence, shared: frozenset[str], *, skip_leading: bool,
                    ignore: frozenset[str] = frozenset(), scope: tuple[frozenset[str], frozenset[str]] | None = None,
                    choices_differ: bool = True) -> bool:
    """Whether a shared head word is modified differently ("backup job" / "report job").

    A modifier the other claim also names elsewhere is no clash; ``scope``
    narrows "elsewhere" to the clauses holding the values ("access tokens
    have a TTL of 1h; the app refreshes them" is still about access tokens).
    With ``choices_differ``, members of a choice group are what may differ,
    not modifiers (a choice rule compares them).
    """
    neutral = a.member_words | b.member_words if choices_differ else frozenset()
    terms_a, terms_b = scope or (a.terms, b.terms)
    ordinals_a, ordinals_b = _ordinals(a.text), _ordinals(b.text)
    for term in shared - ignore:
        if veto("compound-head", term in ordinals_a and term in ordinals_b and ordinals_a[term] != ordinals_b[term]):
            return True  # "Royal Mail *2nd* Class" / "Royal Mail *1st* Class": two services
        prev_a, prev_b = _modifier(a, term, skip_leading), _modifier(b, term, skip_leading)
        if not prev_a or not prev_b or prev_a == prev_b or prev_a in neutral or prev_b in neutral:
            continue
        if {prev_a, prev_b} & _DATABASE and {prev_a, prev_b} <= _DATABASE | _DATABASE_ENGINES:
            continue  # "database dumps" / "`pg_dump`", "Postgres backups": the engine is the database (two are two)
        if veto("compound-head", prev_a not in terms_b and prev_b not in terms_a):
            return True
    return False


_DATABASE = frozenset(map(stem, ("database", "db")))
_DATABASE_ENGINES = frozenset({"pg"} | {stem(surface) for group in lx.GROUPS if group.name == "database"
                                        for surface in group.members if " " not in surface})


def other_kind(phrase: list[str], other: Sentence, said: set[str] | frozenset[str]) -> bool:
    """A phrase whose head ``other`` names with a modifier of its own, where none of the phrase's modifiers is
    ``said`` by it: "grooming-only *dogs*" against "every daycare *dog*", "Ofcom *complaints*" against "listener
    *complaints*" (two kinds of one thing). ``phrase``: its words, lower case."""
    content = [t for t in map(sequence_term, phrase) if t]
    if len(content) < 2:
        return False
    head, modifiers = content[-1], set(content[:-1])
    theirs = _modifier(other, head, False)
    return theirs is not None and theirs not in modifiers and modifiers.isdisjoint(said)


def _ordinals(text: str) -> dict[str, str]:
    """The ordinal before each word it modifies ("2nd class": {"class": "2nd"}); most texts hold none."""
    if not _ORDINAL_CUE.search(text):
        return {}
    return {stem(word): ordinal for ordinal, word in _ORDINAL.findall(text)}


_ORDINAL_CUE = re.compile(r"\d(?:st|nd|rd|th)\b")
_ORDINAL = re.compile(r"\b(\d+(?:st|nd|rd|th))\s+([a-z][a-z-]*)")


def _modifier(sentence: Sentence, term: str, skip_leading: bool) -> str | None:
    sequence = sentence.sequence
    for i, item in enumerate(sequence):
        if item == term:
            previous = sequence[i - 1] if i else None
            if previous is None or any(ch.isdigit() for ch in previous):
                return None
            if skip_leading and i - 1 == sentence.lead_verb:
                return None  # "always *write* docstrings" / "do not *add* docstrings": verbs, not modifiers
            if term in sentence.name_stems and ":" in sentence.text and _label_re(previous).search(sentence.text):
                return None  # "background jobs: Celery": a label before a tool's name, not a kind of Celery
            return previous
    return None


@lru_cache(maxsize=4096)
def _label_re(previous: str) -> re.Pattern[str]:
    """A pattern for ``previous`` (a stem) ending a label: the word, then a colon."""
    return re.compile(r"\b" + re.escape(previous) + r"\w*\s*:\s")


def _entity_clash(a: Sentence, b: Sentence) -> bool:
    """Each claim is about a named subject the other never mentions ("Kite's ..." / "Quarry's ...").

    Names in role slots are what may differ; subject names and identifiers
    (``fct_orders``, ``kite-api``) say who or what the claim is about. A
    claim that names none takes its file's (``Sentence.entities`` is
    filled in by ``contextualise``).
    """
    mine, theirs = a.entities, b.entities
    if not mine or not theirs or (_name_words(mine) & _name_words(theirs)):
        return False
    # none of either's names (lower-case, possibly several words) occurs among the other claim's words
    return (all(not set(n.split()) <= b.vocabulary for n in mine)
            and all(not set(n.split()) <= a.vocabulary for n in theirs))


def _name_words(names: frozenset[str]) -> set[str]:
    """The words of names, but for a kind of server that opens one ("pg park", "redis cache"): "pg park" and
    "pg rota" are two servers."""
    return {w for n in names for i, w in enumerate(n.split()) if i or stem(w) not in lx.SERVER_KINDS or " " not in n}


_ROLE_ENVIRONMENTS = {"ci service": frozenset(("ci", "test"))}


def scope_clash(a: Sentence, b: Sentence, ignore_group: str | None = None) -> bool:
    """Different environments, languages/OSes or named subjects: the claims apply to different things."""
    envs_a, envs_b = a.environments, b.environments
    if ignore_group in _ROLE_ENVIRONMENTS:  # "tests run on Buildkite" / "CI: GitHub Actions": the role, not a stage
        envs_a, envs_b = envs_a - _ROLE_ENVIRONMENTS[ignore_group], envs_b - _ROLE_ENVIRONMENTS[ignore_group]
    if veto("environment", bool(envs_a and envs_b and envs_a.isdisjoint(envs_b))):
        return True
    seasons_a, seasons_b = (_seasons(s) for s in (a, b))
    if veto("other-season", bool(seasons_a and seasons_b and seasons_a.isdisjoint(seasons_b))):
        return True  # "summer hours: 08:00-18:00" / "winter hours: 09:00-16:00": two seasons' settings
    return veto("named-subject", _entity_clash(a, b))


# seasons and kinds of day a setting may hold for (a night callout's price and a daytime one's): two claims naming
# different ones speak of different times
_SEASONS = frozenset("summer winter spring autumn weekday weekdays weekend weekends night nights daytime".split())
# the tiers of a request ("urgent jobs ... within 24 hours" / "emergency: ... within 4 hours"): two kinds, as seasons
_TIERS = frozenset("urgent emergency emergencies routine".split())
_KINDS_OF_TIME = _SEASONS | _TIERS
_SEASON_PHRASES = re.compile(r"\b(?:(in|high|peak)|(out of|off|low)) season\b")


def _seasons(sentence: Sentence) -> set[str]:
    """The seasons, kinds of day and tiers a claim names; "in season" and "out of season" are two."""
    # by stem: "opens at 08:00 on weekdays" and "weekday opening: 07:30" name one kind of day
    found = {stem(word) for word in _KINDS_OF_TIME.intersection(sentence.words)}
    if "season" in sentence.words:
        found |= {"in season" if match.group(1) else "off season" for match in _SEASON_PHRASES.finditer(sentence.text)}
    return found


def opening_environments(sentence: Sentence) -> frozenset[str]:
    """The environments among a sentence's first three content words: the one its subject is in."""
    opening = [t for t in sentence.sequence if t][:3]
    return frozenset(_ENV_OF_STEM[t] for t in opening if t in _ENV_OF_STEM)


_ENV_OF_STEM = {stem(word): name for word, name in lx.ENVIRONMENTS.items()}


def overlap(terms_a: frozenset[str], terms_b: frozenset[str], *, scopes_shared: bool = True) -> tuple[frozenset[str], bool]:
    """The shared subject words, and whether they outweigh what each side adds of its own.

    When both sides add words (environments aside: scopes are checked on
    their own), more must be shared than the smaller addition. For a
    polarity flip a shared environment is not a shared subject ("don't
    deploy to production on Fridays" / "the API runs 3 replicas in
    production"), so ``scopes_shared=False`` leaves it out.
    """
    shared = (terms_a & terms_b) - lx.GENERIC_WORDS - (frozenset() if scopes_shared else ENV_STEMS)
    only_a, only_b = len(terms_a - terms_b - ENV_STEMS), len(terms_b - terms_a - ENV_STEMS)
    return shared, bool(shared) and (not (only_a and only_b) or len(shared) > min(only_a, only_b))


def roles_named_by(groups: Iterable[str], other_terms: frozenset[str]) -> frozenset[str]:
    """The role nouns ("database", "email") of ``groups`` that ``other_terms`` use: "Postgres" names the database
    that "swap the database layer" speaks of."""
    return frozenset(t for group in groups for t in GROUPS[group].context if t in other_terms and t in _SYNONYMS)


def entity_stems(sentence: Sentence) -> frozenset[str]:
    """The stems of the words of the sentence's names (its own, or its file's)."""
    return _name_stems(sentence.entities)


@lru_cache(maxsize=4096)
def _name_stems(entities: frozenset[str]) -> frozenset[str]:
    # asked for both sentences of every compared pair: kept per set of names
    return frozenset(stem(w) for name in entities for w in name.split())


def same_entity(a: Sentence, b: Sentence) -> bool:
    """Both claims are about a named subject, and it is the same one ("Kite" is part of "kite api";
    "webhooks worker" and "webhooks service" are two things)."""
    return any(_part_of(x, y) or _part_of(y, x) for x in a.entities for y in b.entities)


def _part_of(short: str, long: str) -> bool:
    return f" {short} " in f" {long} "


def all_positive(sentence: Sentence) -> bool:
    return all(f.polarity > 0 for f in sentence.facets if not f.contrast)


def lead(sentence: Sentence) -> str | None:
    """The first content word of a sentence when it may name its subject ("*roster* exceptions are ...",
    "*pawpost*'s CI is ..."): not a tool, a role word or a member of a group."""
    lead = next((t for t in sentence.sequence if t), None)
    if lead is not None and sentence.text.split(maxsplit=1)[0] in VERB_LIKE:
        return None  # "- Edits everything in Neovim" in Ollie's profile opens with its verb: its file's subject
    if (lead is None or lead in sentence.name_stems - entity_stems(sentence) or lead in _CONTEXT_STEMS
            or lead in _SYNONYMS or lead in ROLE_VERBS or lead in sentence.member_words):
        return None
    # a named subject is compared whole: "brindle-api" is not mentioned by a host name under brindle.vet
    return next((name for name in sentence.entities if stem(name.split()[0]) == lead), lead)


def lead_clash(a: Sentence, b: Sentence) -> bool:
    """Each claim starts with a subject word the other never mentions ("roster exceptions ..." /
    "atlas-api reports errors ..."): lower-case project names are subjects too."""
    lead_a, lead_b = lead(a), lead(b)
    if lead_a is None or lead_b is None or lead_a == lead_b or _part_of(lead_a, lead_b) or _part_of(lead_b, lead_a):
        return False
    return not _mentions(b, lead_a) and not _mentions(a, lead_b)


def _mentions(sentence: Sentence, term: str) -> bool:
    if " " in term:  # its words as written, or among the sentence's terms (its details: "(order ready)")
        return set(term.split()) <= sentence.vocabulary or {stem(w) for w in term.split()} <= sentence.terms
    return term in sentence.terms or term in sentence.core or term in vocabulary_stems(sentence)


def vocabulary_stems(sentence: Sentence) -> set[str]:
    """Stems of every lower-case word of a sentence (its file's included): what it mentions in any form."""
    return {stem(w) for w in sentence.vocabulary}


# the same role in other words: "mail" is email, "exceptions" are errors (as written and as stems)
_SYNONYMS = {spelled: family for family, words in lx.ROLE_NOUN_FAMILIES.items()
             for word in words.split() for spelled in (word, stem(word))}


def role_term(word: str) -> str | None:
    if word in _SYNONYMS:
        return _SYNONYMS[word]
    if word in lx.JUDGE_STOP or len(word) < 2 or word.isdigit():
        return None
    found = stem(word)
    plain = found[:-1] if found.endswith("e") and len(found) > 4 else found  # "queue" and "queued" meet at "queu"
    return ROLE_VERBS.get(found) or _SYNONYMS.get(found) or plain


def role_terms(terms: frozenset[str]) -> set[str]:
    return {ROLE_VERBS.get(t) or _SYNONYMS.get(t, t) for t in terms - _ROLE_NEUTRAL - lx.GENERIC_WORDS}


# verbs that only say a role is filled ("runs on", "goes to", "is sent through"), not which role
_ROLE_NEUTRAL = frozenset(stem(w) for w in """run runs go goes sent send sends built serve served work works
    working report reports handle handles handled manage managed call calls based land lands landed""".split())
# verbs that name the role itself, in families: "hosted on X" and "deployed on Y" fill one role
ROLE_VERBS = {stem(w): family for family, spelled in {
    "role:host": "host hosts hosted hosting deploy deploys deployed",
    "role:render": "render renders rendered produce produces produced generate generates generated",
    "role:store": "store stores stored persist persists persisted save saves saved archive archives archived",
    "role:consume": "consume consumes consumed subscribe subscribes subscribed pull pulls pulled",
}.items() for w in spelled.split()}
VERB_FAMILIES = frozenset(ROLE_VERBS.values())


def stems_of(sentence: Sentence) -> frozenset[str]:
    """Stems of every word a sentence and its file say."""
    return _sentence_stems(sentence.words, sentence.vocabulary, sentence.member_words)


@lru_cache(maxsize=20_000)
def _sentence_stems(words_: frozenset[str], vocabulary: frozenset[str], members: frozenset[str]) -> frozenset[str]:
    # cached: one sentence meets many partners, and a frozenset keeps its hash once computed
    return frozenset(stem(w) for w in words_ | vocabulary) | members
