"""The built-in judge: deterministic, offline verdicts on a pair of memories (docs/contracts.md §7; docs/lint.md).

Seven conflict rules (``RULES``, tried in this order on each pair of sentences that share a word):

* **polarity** — one clause affirms what the other negates ("uses X" / "does not use X", "always" / "never");
* **value** — one measured subject, two amounts (units converted; typed slots: ports, DSNs, versions, rates);
* **choice** — two members of a one-choice group for one subject (npm / pnpm, dark / light), or one copula
  subject with two values ("the default branch is main" / "... is develop");
* **role** — two tools, known or not, filling one role for one subject ("queued in River" / "uses Asynq");
* **stale** — one claim records a change away from what the other says ("migrated off X", "X is read-only");
* **mode** — one act done by hand in one claim and automatically in the other;
* **substitution** — the same words but for one filler after a slot word ("bundled with esbuild" / "... webpack").

A conflict is an ``evolution`` when either claim is dated or both record changes, else a ``contradiction``.
Guards (``GUARDS``, each a named ``veto``) keep precision; ``tests/bench/ablation.py`` switches each off to
measure what it pays for, and ``memcli lint explain`` shows the ones that said no to a pair.
"""

from __future__ import annotations

import re
from array import array
from collections import OrderedDict, deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import product
from operator import attrgetter
from sys import intern
from typing import Protocol

from memcli import parallel
from memcli.lint import lexicon as lx
from memcli.lint.analysis import (MODES, ON_BOTH, ON_EITHER, Facet, Sentence, Value, analyse_line,
                                  canonical_tool, normalise, sketch_parts)
from memcli.lint.claims import claim_units, subject_texts
from memcli.lint.conflicts.subjects import other_subjects, subjects_of
from memcli.lint.judging import JudgeDefaults
from memcli.lint.slots import left_behind, read_names
from memcli.lint.slots import stems as content_stems
from memcli.store import Memory
from memcli.text import STOP_WORDS, stem, words

CONTRADICTION, EVOLUTION, UNRELATED = "contradiction", "evolution", "unrelated"
VERDICTS = (CONTRADICTION, EVOLUTION, UNRELATED)
_SCOPE_GROUPS = tuple(g.name for g in lx.GROUPS if g.scope)
_GROUPS = {g.name: g for g in (*lx.GROUPS, lx.REGION_GROUP)}
_CONTEXT_STEMS = frozenset().union(*(g.context for g in lx.GROUPS))
ANALYSIS_CACHE = 8_000  # distinct claim texts whose analysis is kept (agents repeat themselves)
SKETCH_CACHE = 45_000  # distinct claim texts whose sketch is kept
SENTENCE_CACHE = 10_000  # distinct sentences whose analysis is kept (a line may repeat another's sentence)
PARALLEL_PAIRS = 20_000  # candidate pairs from which judging is split over processes
LINES_CACHE = 20_000  # memories whose claim lines (and their sentences, once analysed) are kept at most


class Pair(Protocol):
    """Two memories to judge (a lint ``Candidate``)."""

    a: Memory
    b: Memory


@dataclass(frozen=True, slots=True)
class Judgement:
    """What a judge says about one pair: a verdict and, unless unrelated, the two claim lines."""

    verdict: str
    claim_a: str | None = None
    claim_b: str | None = None
    rule: str = ""  # which rule decided (for -v output and docs)
    error: str | None = None  # set when a judge failed and the verdict was downgraded

    @classmethod
    def unrelated(cls, error: str | None = None) -> "Judgement":
        """The ``unrelated`` verdict (optionally because the judge failed)."""
        return cls(UNRELATED, None, None, "", error)


# ---------------------------------------------------------------- rules and guards by name

# Each guard says no to a rule in one case; ``tests/bench/ablation.py`` switches them off by name to measure
# what each one pays for (docs/lint.md). ``SWITCHED_OFF`` is empty in use.
GUARDS = {
    "exception": "an exception or a permission under a condition refines a rule (polarity)",
    "condition": 'a "without Y"/"except Y" part is a condition, not a claim (polarity)',
    "different-commands": "two code spans that share words but neither holds the other (polarity)",
    "name-only-shared": "only the subject's name is shared (polarity)",
    "not-a-denial": '"no adapters yet" is pending work, "not even X" leans on an earlier negation (polarity)',
    "negation-scope": 'a negation\'s qualifier the other never names: "never deploy on Fridays" (polarity)',
    "past-verb": '"used to be kept" denies keeping only (polarity)',
    "elided": '"A does X; B cannot" denies X only, which the other must say (polarity)',
    "past-deed": '"Phase 4 added X" is how "never add X" was learnt (polarity)',
    "flip-overlap": "shared words cover half of the smaller clause, more than either adds (polarity)",
    "negated-verb": "the negated imperative's verb is in the other clause (polarity)",
    "action-family": "two instructions with different actions (polarity)",
    "negated-subject": "a statement's negation is said of what the other speaks of (polarity)",
    "other-amounts": "each clause speaks of its own range of amounts (polarity)",
    "negated-object": "what the negation aims at is in the other clause (polarity)",
    "one-word-subject": "one shared word is a subject only with a shared predicate (polarity)",
    "value-attribute": "a unit value measures the attribute named next to it (value)",
    "named-attributes": "each value names its attribute, and they differ (value)",
    "interval-or-delay": '"every 10 minutes" is an interval, "after 15 minutes" a delay (value)',
    "range-or-list": "a range or a list holding the other's amount (value)",
    "localhost": "a developer's machine runs many servers (value)",
    "choice-agreed-elsewhere": "the other sentence names the same choice as live (choice)",
    "context-word": "a group of ordinary words needs its context word (choice)",
    "ordinary-word": 'a member that is an ordinary word ("render") needs context (choice)',
    "choice-overlap": "the rest of the clauses share enough subject, or one subject or role (choice)",
    "copula-negative": "a copula conflict needs two positive claims (choice)",
    "other-groups": "two tools the lexicon puts in different groups (role)",
    "runtime": "a runtime or language against a provider (role)",
    "lead-subject": "each claim opens with a subject the other never mentions (role, mode)",
    "role-heads": "the noun naming each role is in the other's role (role)",
    "what-is-hosted": "one names what is hosted, the other not (role)",
    "mover": "who moved must be what the other claim speaks of (stale)",
    "left-behind": "who stopped using a thing speaks for themselves (stale)",
    "other-old-state": "a move from X to Y against a claim naming neither is history (choice, role)",
    "compound-head": '"backup job" / "report job": a shared head modified differently (every rule)',
    "environment": "different environments: staging / production (every rule)",
    "other-subject": "the two claims' subject phrases differ (every rule)",
    "named-subject": "each claim is about a named subject the other never mentions (every rule)",
    "file-subject": "a claim line that names no subject inherits its file's (every rule)",
    "project-name": 'a project memory titled "songid overview" is about songid (every rule)',
}
SWITCHED_OFF: set[str] = set()
_TRACE: list[tuple[str, str]] | None = None  # (rule, guard) of each veto while a pair is explained
_RULE_NOW = ""


def veto(name: str, holds: object) -> bool:
    """Whether guard ``name`` says no: its case ``holds`` and it is not switched off."""
    if not holds or name in SWITCHED_OFF:
        return False
    if _TRACE is not None:
        _TRACE.append((_RULE_NOW, name))
    return True


# ---------------------------------------------------------------- subject comparison

_ENV_STEMS = frozenset(stem(word) for word in lx.ENVIRONMENTS)


def _compound_clash(a: Sentence, b: Sentence, shared: frozenset[str], *, skip_leading: bool,
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
    for term in shared - ignore:
        prev_a, prev_b = _modifier(a, term, skip_leading), _modifier(b, term, skip_leading)
        if not prev_a or not prev_b or prev_a == prev_b or prev_a in neutral or prev_b in neutral:
            continue
        if veto("compound-head", prev_a not in terms_b and prev_b not in terms_a):
            return True
    return False


def _modifier(sentence: Sentence, term: str, skip_leading: bool) -> str | None:
    sequence = sentence.sequence
    for i, item in enumerate(sequence):
        if item == term:
            previous = sequence[i - 1] if i else None
            if previous is None or any(ch.isdigit() for ch in previous):
                return None
            if skip_leading and i - 1 == sentence.lead_verb:
                return None  # "always *write* docstrings" / "do not *add* docstrings": verbs, not modifiers
            return previous
    return None


def _entity_clash(a: Sentence, b: Sentence) -> bool:
    """Each claim is about a named subject the other never mentions ("Kite's ..." / "Quarry's ...").

    Names in role slots are what may differ; subject names and identifiers
    (``fct_orders``, ``kite-api``) say who or what the claim is about. A
    claim that names none takes its file's (``Sentence.entities`` is
    filled in by ``contextualise``).
    """
    mine, theirs = a.entities, b.entities
    if not mine or not theirs:
        return False
    words_a = {w for name in mine for w in name.split()}
    words_b = {w for name in theirs for w in name.split()}
    if not words_a.isdisjoint(words_b):
        return False
    return _unmentioned(mine, b) and _unmentioned(theirs, a)


def _unmentioned(names: frozenset[str], other: Sentence) -> bool:
    """Whether none of ``names`` (lower-case, possibly several words) occurs among the other claim's words."""
    return all(not set(name.split()) <= other.vocabulary for name in names)


class FileSubject:
    """What a memory file is about, from its ``name``, ``description``, first heading and ``project``.

    A claim line that names no subject inherits it (docs/contracts.md §7): a bullet
    "Hosted on Fly.io" in a file described as "Backend for the Kite app"
    is about Kite. Each part is read the first time a claim needs it
    (reading names is the costly part, and most claims name their own).
    """

    __slots__ = ("_texts", "_known", "_project", "_entities", "_terms", "_vocabulary", "_topic")

    def __init__(self, texts: list[str], known: frozenset[str] = frozenset(), project: object = None,
                 topic: str | None = None) -> None:
        self._texts = texts
        self._topic = topic
        self._known = known
        self._project = project
        self._entities: frozenset[str] | None = None
        self._terms: frozenset[str] | None = None
        self._vocabulary: frozenset[str] | None = None

    @classmethod
    def of(cls, memory: Memory, known: frozenset[str] = frozenset()) -> "FileSubject":
        """Read a memory's subject from its frontmatter and its first heading (or a lead line ending in ':')."""
        texts = subject_texts(memory.meta, memory.body)
        name = memory.meta.get("name")
        # on real Claude Code files ``name`` is a topic slug ("session-timeout", "orm-choice"), never the
        # project or a subject's name: its words are the file's topic, not who the claims are about
        slug = isinstance(name, str) and _SLUG.fullmatch(name.strip()) is not None
        titled = None if slug or "project-name" in SWITCHED_OFF else _project_name(memory)
        return cls(texts, known, memory.meta.get("project") or titled,
                   name.strip() if slug else None)

    @property
    def entities(self) -> frozenset[str]:
        """Names and identifiers of those texts, and the project, lower case."""
        if self._entities is None:
            entities: set[str] = set()
            for text in self._texts:
                if text == self._topic:
                    continue
                names = read_names(text, self._known)
                entities.update(n for n in names.subjects | names.fillers | names.identifiers if not _speaker(n, text))
                # a title's first word is capitalised anyway: a name only if the store writes it so ("Kerbside login")
                entities.update(w for w in words(text)[:1] if w in self._known and text[:1].isupper())
            project = self._project
            if isinstance(project, str) and project.strip():
                entities.add(" ".join(project.lower().replace("-", " ").replace("_", " ").split()))
            self._entities = frozenset(entities)
        return self._entities

    @property
    def topics(self) -> tuple[frozenset[str], ...]:
        """The subject phrases of those texts (the slug aside): what a claim naming none is about."""
        return tuple(found for text in self._texts if text != self._topic for found in subjects_of(normalise(text)))

    @property
    def terms(self) -> frozenset[str]:
        """Stems of the content words of those texts."""
        if self._terms is None:
            self._terms = frozenset(t for text in self._texts for t in content_stems(text))
        return self._terms

    @property
    def vocabulary(self) -> frozenset[str]:
        """Every lower-case word of those texts."""
        if self._vocabulary is None:
            self._vocabulary = frozenset(w for text in self._texts for w in words(text))
        return self._vocabulary


def _speaker(name: str, text: str) -> bool:
    """Whether ``name`` is who states the file's rules ("What *Ines* expects from tests"), not what they are about."""
    lowered = text.lower()
    start = lowered.find(name)
    while start >= 0:
        if (start == 0 or not lowered[start - 1].isalnum()) and _STATES_RULES.match(lowered, start + len(name)):
            return True
        start = lowered.find(name, start + 1)
    return False


# what follows the name of whoever states a file's rules
_STATES_RULES = re.compile(r"(?:'s)?\s+(?:expects|wants|prefers|likes|asks|hates|dislikes|insists|rules|preferences|"
                           r"expectations)\b")


def _project_name(memory: Memory) -> str | None:
    """A project memory's titled ``name`` of one or two words besides "overview", "notes" ("songid overview"):
    the project it describes. A slug (``session-timeout``) is a topic, never the project."""
    name = memory.meta.get("name")
    if memory.type != "project" or not isinstance(name, str) or not _TITLE.fullmatch(name.strip()):
        return None
    parts = [p for p in re.split(r"[-_ ]", name.strip().lower()) if p not in _NOT_PROJECT_WORDS]
    return " ".join(parts) if 0 < len(parts) <= 2 else None


_TITLE = re.compile(r"[A-Za-z0-9]+(?:[-_ ][A-Za-z0-9]+)*")
_NOT_PROJECT_WORDS = frozenset("project overview notes note summary context".split())
_SLUG = re.compile(r"[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*")  # no spaces: a title ("Kite observability") may name one
_NO_SUBJECT = FileSubject([])
INHERIT_BELOW = 3  # a claim with fewer own subject words than this takes its file's subject words too
_SENTENCE_FIELDS = attrgetter(*Sentence.__dataclass_fields__)
_ENTITIES, _CORE, _VOCABULARY, _TOPICS = (list(Sentence.__dataclass_fields__).index(name)
                                          for name in ("entities", "core", "vocabulary", "topics"))


def contextualise(sentence: Sentence, subject: FileSubject) -> Sentence:
    """The sentence with its file's subject where it names none of its own."""
    if subject is _NO_SUBJECT or "file-subject" in SWITCHED_OFF:
        return sentence
    fields = list(_SENTENCE_FIELDS(sentence))  # ``dataclasses.replace`` costs twice as much, per sentence per file
    # a description restating the claim adds no subject: the names it shares are the claim's values ("... MongoDB")
    fields[_ENTITIES] = sentence.entities or subject.entities - sentence.names.names - sentence.names.identifiers
    own = sentence.own_core - sentence.name_stems
    if len(own) < INHERIT_BELOW:
        fields[_CORE] = sentence.core | subject.terms
    # what the file says counts as mentioned by the claim ("Quarry" in "Developer notes for the quarry repo")
    fields[_VOCABULARY] = sentence.vocabulary | subject.vocabulary
    fields[_TOPICS] = subject.topics
    return Sentence(*fields)


_ROLE_ENVIRONMENTS = {"ci service": frozenset(("ci", "test"))}


def _scope_clash(a: Sentence, b: Sentence, ignore_group: str | None = None) -> bool:
    """Different environments, languages/OSes or named subjects: the claims apply to different things."""
    envs_a, envs_b = a.environments, b.environments
    if ignore_group in _ROLE_ENVIRONMENTS:  # "tests run on Buildkite" / "CI: GitHub Actions": the role, not a stage
        envs_a, envs_b = envs_a - _ROLE_ENVIRONMENTS[ignore_group], envs_b - _ROLE_ENVIRONMENTS[ignore_group]
    if veto("environment", bool(envs_a and envs_b and envs_a.isdisjoint(envs_b))):
        return True
    return veto("named-subject", _entity_clash(a, b))


def _overlap(terms_a: frozenset[str], terms_b: frozenset[str], *, scopes_shared: bool = True) -> tuple[frozenset[str], bool]:
    """The shared subject words, and whether they outweigh what each side adds of its own.

    When both sides add words (environments aside: scopes are checked on
    their own), more must be shared than the smaller addition. For a
    polarity flip a shared environment is not a shared subject ("don't
    deploy to production on Fridays" / "the API runs 3 replicas in
    production"), so ``scopes_shared=False`` leaves it out.
    """
    shared = (terms_a & terms_b) - lx.GENERIC_WORDS - (frozenset() if scopes_shared else _ENV_STEMS)
    only_a, only_b = len(terms_a - terms_b - _ENV_STEMS), len(terms_b - terms_a - _ENV_STEMS)
    return shared, bool(shared) and (not (only_a and only_b) or len(shared) > min(only_a, only_b))


# ---------------------------------------------------------------- the three rules


def _polarity_flip(a: Sentence, b: Sentence) -> bool:
    if veto("exception", a.exception or b.exception):
        return False  # "X may ... if Jonas approves", "Exception to ...": a refinement of the rule, not its opposite
    subject = _entity_stems(a) & _entity_stems(b)
    for fa in a.facets:
        for fb in b.facets:
            if (fa.polarity == fb.polarity or veto("condition", fa.condition or fb.condition)
                    or not _facets_flip(fa, fb, subject)):
                continue
            shared = (fa.terms & fb.terms) - lx.GENERIC_WORDS
            if veto("different-commands", _different_commands(fa, fb, shared)):
                continue
            if veto("name-only-shared", not shared - _entity_stems(a) - _entity_stems(b)):
                continue  # "brindle-api is on Python 3.11" / "don't run brindle-api migrations": only the name is shared
            negative, positive = (a, b) if fa.polarity < 0 else (b, a)
            if veto("not-a-denial", _NOT_A_DENIAL.search(negative.text)):
                continue  # "no adapters *yet*" is pending work, "*not even* on my files" leans on an earlier no
            if veto("negation-scope", scoped_negation(negative, positive)):
                continue
            if veto("past-verb", bool(negative.past_verb) and stem(negative.past_verb or "") not in _vocabulary_stems(positive)):
                continue  # "branches used to be *kept*" denies keeping; "branches are deleted" never kept them
            if veto("elided", _elided(negative, fa if fa.polarity < 0 else fb, positive)) or veto("past-deed", _past_deed(negative, positive)):
                continue  # "`nix develop` hits the cache; `nix-shell` cannot"; "Phase 4 *added* X" / "never add X"
            if _compound_clash(a, b, shared, skip_leading=True) or _scope_clash(a, b):
                continue
            return True
    return False


_ELIDED_RE = re.compile(r"\b(?:cannot|can ?not|does not|do not|will not|is not|are not|won t|can t|doesn t)\W*$")
_FORBIDDEN_RE = re.compile(r"\b(?:never|(?:do|must|should) not)\s+([a-z]+)")  # an imperative: "never *add* X"
_DEED_RE = re.compile(r"(\S+)\s+([a-z]+ed)\b")
_AUXILIARIES = frozenset("is are was were be been being get gets got remain remains stay stays".split())


def _elided(negative: Sentence, facet: Facet, positive: Sentence) -> bool:
    """A negation that ends the sentence ("A does X; B cannot") denies X, which the positive must share."""
    denied = frozenset().union(*(f.terms for f in negative.facets if f.polarity > 0)) - facet.terms - lx.GENERIC_WORDS
    return bool(_ELIDED_RE.search(negative.text)) and bool(denied) and denied.isdisjoint(positive.terms)


def _past_deed(negative: Sentence, positive: Sentence) -> bool:
    """The positive sentence tells, in the active past tense, of doing what the negative one forbids."""
    forbidden = {stem(v) for v in _FORBIDDEN_RE.findall(negative.text) if not v.endswith("ed")}
    return any(stem(verb) in forbidden and before not in _AUXILIARIES for before, verb in _DEED_RE.findall(positive.text))


def _different_commands(fa: Facet, fb: Facet, shared: frozenset[str]) -> bool:
    """Both speak through code spans that share words but neither contains the other.

    "`git push --force`" and "`git push heroku main`" are two commands.
    """
    if not (fa.spans and fb.spans and shared & fa.span_terms & fb.span_terms):
        return False
    return not any(x in y or y in x for x in fa.spans for y in fb.spans)


def _facets_flip(fa: Facet, fb: Facet, subject: frozenset[str] = frozenset()) -> bool:
    """Whether two clauses of opposite polarity speak of one thing; ``subject``: stems of a subject both claims
    are about (named or inherited from their files), which counts as said by both."""
    terms_a, terms_b = _with_roles(fa, fb), _with_roles(fb, fa)
    shared, balanced = _overlap(terms_a, terms_b, scopes_shared=False)
    if veto("flip-overlap", not balanced or len(shared) / min(len(terms_a), len(terms_b)) < 0.5):
        return False
    negative, positive = (fa, fb) if fa.polarity < 0 else (fb, fa)
    if veto("negated-verb", bool(negative.negated_verb) and negative.negated_verb not in positive.terms):
        return False  # "never backfill X" says nothing about "X runs helm": no shared predicate
    family = negative.action if negative.action and negative.action.startswith("family:") else None
    if veto("action-family", bool(family and positive.action and positive.action != family
                                  and family[7:] not in positive.predicates)):
        return False  # two instructions with different actions: "do not use X" / "always snapshot Y after X"
    said_of = negative.negated_subject - lx.GENERIC_WORDS
    if veto("negated-subject", bool(said_of) and 2 * len(said_of & positive.terms) < len(said_of)):
        return False  # "*shipment references* must not be printed" says nothing of a nightly invoice run
    aimed = negative.negated_object - lx.GENERIC_WORDS - subject
    if veto("other-amounts", _other_amounts(fa, fb)):
        return False  # "claims *over £2,000* are never auto-approved" / "auto-approves claims *under £500*"
    hit = aimed & (positive.terms | _named_by_role(negative, positive))
    if veto("negated-object", bool(aimed) and 3 * len(hit) < 2 * len(aimed) and not _denies_choice(aimed, negative, positive)):
        return False  # the negation aims at something the other claim does not (all) mention: "... test mode"
    # one shared word is a subject only when both clauses speak through the same predicate, or say the same
    # words but for the negation ("never deploy to production" / "deploy to production")
    return not veto("one-word-subject", not (len(shared) >= 2 or bool(fa.predicates & fb.predicates) or (
        bool(negative.negated_verb) and terms_a - _ENV_STEMS == terms_b - _ENV_STEMS)))


def _roles_named_by(groups: Iterable[str], other_terms: frozenset[str]) -> frozenset[str]:
    """The role nouns ("database", "email") of ``groups`` that ``other_terms`` use: "Postgres" names the database
    that "swap the database layer" speaks of."""
    return frozenset(t for group in groups for t in _GROUPS[group].context if t in other_terms and t in _SYNONYMS)


# a negation covers its verb phrase's qualifiers: "never cache X *for logged-in users*", "don't publish *from a
# laptop*", "never restart X *during business hours*"; the clause after the cue, and each qualifier in it
_NOT_A_DENIAL = re.compile(r"^\W*not\s+even\b|\b(?:not|no|none|never)\b[^.;—]*\byet\b")
_NEGATED_CLAUSE = re.compile(r"\b(?:never|not|no)\b(?! even\b)(.*?)(?:[;,.:—–]|\b(?:so|because|but|then)\b|$)")
_PREPOSITIONS = "for|from|to|in|during|before|after|on|until|while|unless|within|outside|over"
_QUALIFIER = re.compile(rf"\b(?:{_PREPOSITIONS})\s+(.+?)(?=\s(?:{_PREPOSITIONS})\s|$)")
_UNIVERSAL = frozenset("any every all each".split())  # "on any repo" widens the negation, it does not scope it


def scoped_negation(negative: Sentence, positive: Sentence) -> bool:
    """The negation carries a qualifier the positive claim (or its file) never names: it denies the act there
    only. Qualifiers joined by "or" are one: the positive must name one of them."""
    mentioned = {stem(w) for w in positive.words | positive.vocabulary}
    for clause in _NEGATED_CLAUSE.findall(negative.text):
        terms: set[str] = set()
        for qualifier in _QUALIFIER.findall(clause):
            spoken = words(qualifier)
            if spoken and spoken[0] in _UNIVERSAL:
                terms = set()
                continue
            terms |= {stem(w) for w in spoken if w not in STOP_WORDS and w not in lx.GENERIC_WORDS}
            if spoken[-1:] == ["or"]:
                continue
            if terms and terms.isdisjoint(mentioned):
                return True
            terms = set()
    return False


def _other_amounts(fa: Facet, fb: Facet) -> bool:
    """Both clauses hold an amount of one kind, and they differ: each speaks of its own range."""
    return any(va.key == vb.key and not va.same_amount(vb) for va in fa.values for vb in fb.values)


def _with_roles(facet: Facet, other: Facet) -> frozenset[str]:
    """A clause's terms with the role of each tool it names that the other clause names by its role."""
    if facet.contrast:
        return facet.terms  # "sent with Buttondown, not Postmark": the rejected tool fills the clause's role
    return facet.terms | _roles_named_by((group for group, _ in facet.members), other.terms)


def _named_by_role(facet: Facet, other: Facet) -> set[str]:
    """The words of the tools ``facet`` names whose role ``other`` names ("Postgres" when it says "database")."""
    return {t for group, t in facet.member_words if _roles_named_by((group,), other.terms)}


def _denies_choice(aimed: frozenset[str], negative: Facet, positive: Facet) -> bool:
    """The negation aims at a choice the other clause makes, and at one other word at most: "never squash
    commits" denies "always squash-merge PRs" (docs/contracts.md §7)."""
    chosen = {t for _, t in negative.member_words} & {t for _, t in positive.member_words}
    return bool(aimed & chosen) and len(aimed - positive.terms) <= 1


def _value_conflict(a: Sentence, b: Sentence) -> bool:
    for fa in a.facets:
        for fb in b.facets:
            if fa.contrast or fb.contrast:
                continue
            for va in fa.values:
                for vb in fb.values:
                    if va.key != vb.key or va.same_amount(vb):
                        continue
                    if veto("value-attribute", va.measured and va.near.isdisjoint(vb.near)
                            and not _same_clock_event(va, vb, fa, fb)):
                        continue  # "down for 40 minutes" / "timeout is 30 seconds": two attributes
                    if veto("named-attributes", bool(_named_attributes(va) and _named_attributes(vb)
                                                      and _named_attributes(va).isdisjoint(_named_attributes(vb)))):
                        continue  # "p95 latency above 2 s" / "a 30 s timeout": each names its attribute, and they differ
                    if veto("interval-or-delay", ("prep:interval" in va.near) != ("prep:interval" in vb.near)):
                        continue  # "every 10 minutes" / "after 15 minutes": an interval and a delay
                    if veto("range-or-list", any(v.same_amount(w) for v in _amounts(a, va.key)
                                                 for w in _amounts(b, vb.key))):
                        continue  # a range or a list holding the other's value
                    if _same_measured_subject(a, b, fa, fb, va.anchor):
                        return True
    return False


def _same_clock_event(va: Value, vb: Value, fa: Facet, fb: Facet) -> bool:
    """Two clock times next to a word both clauses share ("nightly *dbt* build ... 04:00" / "nightly *dbt* run
    kicks off at 02:30"): the time of one event, whatever verb each uses. A schedule ("*daily* at 02:00" /
    "*daily* standup") is no event."""
    if va.key != "clock":
        return False
    shared = (fa.terms & fb.terms) - lx.GENERIC_WORDS - _ENV_STEMS - _TIME_VERBS - {t for _, t in fa.member_words}
    return bool(shared & (va.near | vb.near))


_TIME_VERBS = frozenset(stem(w) for w in "start starts begin begins end ends finish finishes kick kicks".split())


def _named_attributes(value: object) -> frozenset[str]:
    """The attribute families a value's neighbours name ("attr:timeout", "attr:latency")."""
    return frozenset(n for n in value.near if n.startswith("attr:"))


def _amounts(sentence: Sentence, key: str) -> list:
    return [v for f in sentence.facets for v in f.values if v.key == key]


def _same_measured_subject(a: Sentence, b: Sentence, fa: Facet, fb: Facet, anchor: str | None) -> bool:
    """The two values measure one subject: enough shared words, in the clauses or the sentences.

    A version of a named tool ("PostgreSQL 15" / "PostgreSQL 16.4") belongs
    to whoever the claims are about: the same named subject is enough. For
    other values the shared words must make up half of the smaller side
    (what the values measure, "attr:" families included, counts as shared).
    """
    ignore = frozenset((anchor,)) if anchor else frozenset()
    if veto("localhost", any(_all_hosts(f) and _all_hosts(f) <= _LOCAL_HOSTS for f in (fa, fb))):
        return False  # "http://localhost:4100" / "localhost:8000": a developer's machine runs many servers
    if anchor != "port":  # a port belongs to its host: there the host's words are the subject
        ignore |= _slot_words(fa) | _slot_words(fb)
    elif _hosts(fa) and _hosts(fb):
        # "pg-main.internal.example:5433" / "redis-queue.internal.example:6379": two hosts; one host: one port
        return not _hosts(fa).isdisjoint(_hosts(fb)) and not (
            a.environments and b.environments and a.environments.isdisjoint(b.environments))
    if anchor and _names_tool(a, anchor) and _names_tool(b, anchor) and _same_entity(a, b):
        return not _compound_clash(a, b, frozenset(), skip_leading=False) and not _scope_clash(a, b)
    attributes = _value_attributes(fa) & _value_attributes(fb)
    # a port, a DSN, a rate belongs to one service: naming the same subject settles it; durations do not
    same = not _durations(fa) and not _durations(fb) and _same_entity(a, b)
    whole_a = a.terms | _roles_named_by((g for g, _, _ in a.members), b.terms)  # Postgres is the database
    whole_b = b.terms | _roles_named_by((g for g, _, _ in b.members), a.terms)
    for terms_a, terms_b in ((fa.terms, fb.terms), (a.core, b.core), (whole_a, whole_b)):
        mine, theirs = terms_a - _ENV_STEMS - _ATTRIBUTE_WORDS, terms_b - _ENV_STEMS - _ATTRIBUTE_WORDS
        shared = (mine & theirs) - lx.GENERIC_WORDS  # "limited" alone names no subject
        subject = shared - ignore  # the anchor ("port", "size") is the slot, shared by both, not a subject
        smaller = max(1, min(len(mine), len(theirs)))
        if subject and same:
            break  # both name one subject ("kite-api"): a shared word ("api", "port 8000") is enough
        if len(subject) == 1 and smaller - len(ignore) > 1:
            continue  # one shared word is a subject only when it is all one side says
        if subject and 2 * (len(shared) + len(attributes)) >= smaller:
            break
    else:
        return False
    modified = shared | (fa.terms & fb.terms & _ATTRIBUTE_WORDS)  # "*idle* timeout" / "*worker* timeout"
    return not (_compound_clash(a, b, modified, skip_leading=False, ignore=ignore, scope=(fa.terms, fb.terms),
                                choices_differ=False) or _scope_clash(a, b))


_ATTRIBUTE_WORDS = frozenset(lx.ATTRIBUTE_OF)


def _entity_stems(sentence: Sentence) -> frozenset[str]:
    return frozenset(stem(w) for name in sentence.entities for w in name.split())


def _slot_words(facet: Facet) -> frozenset[str]:
    """The words a value's own key names ("20 *requests* per second per *IP*"): the slot, not the subject."""
    found = set()
    for value in facet.values:
        if value.key.startswith(("rate:", "c:")):
            found.update(value.key.split(":", 1)[1].split("/"))
        elif value.key.startswith(("dsn:", "endpoint")):
            found.update(stem(w) for w in words(str(value.amount)))  # the host's parts are the value, not modifiers
    return frozenset(found)


def _hosts(facet: Facet) -> set[str]:
    """The hosts of a clause's endpoints and DSNs; a developer's own machine serves many things, so it is none."""
    return _all_hosts(facet) - _LOCAL_HOSTS


def _all_hosts(facet: Facet) -> set[str]:
    """Every host a clause's endpoints and DSNs name, ``localhost`` included."""
    return {str(v.amount).rsplit(":", 1)[0].split("@")[-1] for v in facet.values if v.key.startswith(("dsn:", "endpoint"))}


_LOCAL_HOSTS = frozenset(("localhost", "127.0.0.1", "0.0.0.0", ""))


def _durations(facet: Facet) -> bool:
    """Durations and sizes: one service has many of them (timeouts, TTLs, limits), so its name settles nothing."""
    return any(v.measured and v.key != "clock" for v in facet.values)


def _value_attributes(facet: Facet) -> frozenset[str]:
    return frozenset(n for v in facet.values for n in v.near if n.startswith("attr:"))


def _names_tool(sentence: Sentence, anchor: str) -> bool:
    """Whether the anchor of a value is a name in the claim ("*PostgreSQL* 15", "*Python* 3.12")."""
    return any(canonical_tool(w.lower()) == anchor for name in sentence.names.names for w in name.split())


def _same_entity(a: Sentence, b: Sentence) -> bool:
    """Both claims are about a named subject, and it is the same one ("Kite" is part of "kite api";
    "webhooks worker" and "webhooks service" are two things)."""
    return any(_part_of(x, y) or _part_of(y, x) for x in a.entities for y in b.entities)


def _part_of(short: str, long: str) -> bool:
    return f" {short} " in f" {long} "


def _exclusive_choice(a: Sentence, b: Sentence) -> bool:
    for fa in a.facets:
        if fa.polarity < 0 or fa.contrast or not fa.members:
            continue
        for fb in b.facets:
            if fb.polarity < 0 or fb.contrast or not fb.members:
                continue
            for group in ({g for g, _ in fa.members} & {g for g, _ in fb.members}) - set(_SCOPE_GROUPS):
                mine = {m for g, m in fa.members if g == group}
                if mine & {m for g, m in fb.members if g == group}:
                    continue  # naming the same choice is agreement (or a comparison), not two choices
                if veto("choice-agreed-elsewhere", _agrees_elsewhere(mine, b, group) or _agrees_elsewhere(
                        {m for g, m in fb.members if g == group}, a, group)):
                    continue  # "until January on CircleCI, then moved to GitHub Actions": the other agrees in the end
                if _choices_clash(a, b, fa, fb, group):
                    return True
    return _copula_conflict(a, b)


def _agrees_elsewhere(members: set[str], other: Sentence, group: str) -> bool:
    """The other sentence names one of ``members`` as a live choice too (not as what ended: "Jira is read-only")."""
    agreed = members & other.group_members(group, positive=True)
    return any(not {stem(w) for w in member.split()} & other.ended for member in agreed)


def _choices_clash(a: Sentence, b: Sentence, fa: Facet, fb: Facet, group: str) -> bool:
    if veto("context-word", _GROUPS[group].needs_context and not (group in a.contexts and group in b.contexts)):
        return False
    for sentence, facet in ((a, fa), (b, fb)):
        ordinary = {m for g, m in facet.members if g == group} <= _GROUPS[group].ordinary
        if veto("ordinary-word", ordinary and group not in sentence.contexts):
            return False  # "a page *render* under 800 ms" is not Render the host
    # details in parentheses ("(runs, event log)") are not the subject
    rest_a = (fa.terms & a.own_core) - {t for g, t in fa.member_words if g == group}
    rest_b = (fb.terms & b.own_core) - {t for g, t in fb.member_words if g == group}
    shared, balanced = _overlap(rest_a, rest_b)
    # the group is the role ("editor", "hosting"): for a named subject, the same subject is enough, and so
    # is the role named on both sides ("local database: SQLite" / "an embedded DuckDB database")
    in_slots = _fills_role(a, fa, group) and _fills_role(b, fb, group)
    # "spin up a real Postgres container": a tool that only modifies a noun is named in passing
    passing = any(_member_modifies(s, f, group) and not _fills_role(s, f, group) for s, f in ((a, fa), (b, fb)))
    role_named = _role_named(a, group) and _role_named(b, group) and not _lead_clash(a, b) and not passing
    one_subject = group in _ONE_PER_SUBJECT and _one_subject(a, b) and not _lead_clash(a, b) and in_slots
    if veto("choice-overlap", not balanced and not (not rest_a and not rest_b) and not (shared and _same_entity(a, b))
            and not role_named and not one_subject):
        return False
    if _compound_clash(a, b, shared, skip_leading=False):
        return False
    return not _scope_clash(a, b, ignore_group=group)


# roles a project fills with one tool at a time: two of them named for one subject conflict, whatever else each
# claim says ("canopy installs with Yarn" / canopy's "Package manager: pnpm"); a project may well have two
# databases or queues, so those groups are not here
_ONE_PER_SUBJECT = frozenset(("js package manager", "python package manager", "ci service", "error tracking",
                              "feature flags", "secrets store", "auth provider", "cdn", "hosting", "issue tracker"))


def _fills_role(sentence: Sentence, facet: Facet, group: str) -> bool:
    """A member of ``group`` is named as a tool in a role slot ("with *Yarn Berry*", "Package manager: *pnpm*"),
    not in passing ("internal npm packages", "pnpm-lock.yaml")."""
    members = {t for g, t in facet.member_words if g == group}
    return any(members & {stem(w) for w in filler.split()} for filler in sentence.names.fillers)


def _one_subject(a: Sentence, b: Sentence) -> bool:
    """One claim names (in any form) a subject the other is about, by name or by its file."""
    return any(_names_entity(x, y) for x, y in ((a, b), (b, a)))


def _names_entity(sentence: Sentence, other: Sentence) -> bool:
    """Whether ``sentence`` mentions, word for word in any form, a subject ``other`` is about."""
    vocabulary = _vocabulary_stems(sentence) | sentence.terms
    return any({stem(w) for w in name.split()} <= vocabulary for name in other.entities)


def _role_named(sentence: Sentence, group: str) -> bool:
    """Whether a sentence names the role a group fills with a noun ("database", "editor", "package manager"), not
    only with a verb ("deployed", "hosted": every service is deployed somewhere)."""
    found = _GROUPS[group]
    return not found.needs_context and bool((found.context - _ROLE_VERBS.keys()) & sentence.terms)


def _member_modifies(sentence: Sentence, facet: Facet, group: str) -> set[str]:
    """The words a member of ``group`` stands right before ("*Postgres* backups" → {"backup"})."""
    words_of = {t for g, t in facet.member_words if g == group}
    context = _GROUPS[group].context  # "*single* quotes", "*dark* theme": the member names the choice itself
    sequence = sentence.sequence
    return {sequence[i + 1] for i in range(len(sequence) - 1)
            if sequence[i] in words_of and sequence[i + 1] and sequence[i + 1] not in words_of | context}


def _all_positive(sentence: Sentence) -> bool:
    return all(f.polarity > 0 for f in sentence.facets if not f.contrast)


def _copula_conflict(a: Sentence, b: Sentence) -> bool:
    if a.copula is None or b.copula is None:
        return False
    (subject_a, value_a), (subject_b, value_b) = a.copula, b.copula
    if subject_a != subject_b or value_a & value_b:
        return False
    if veto("copula-negative", not (_all_positive(a) and _all_positive(b))):
        return False
    return not _scope_clash(a, b)


def _role_conflict(a: Sentence, b: Sentence) -> bool:
    """Two different names fill the same role for the same subject ("queued in River" / "uses Asynq for its queue").

    Each side must name, in a role slot, something the other never
    mentions (and not two tools the lexicon puts in different groups); the
    role words of the clauses that hold them ("background jobs", "errors",
    "feature flags") must overlap; neither may be negative or scoped
    elsewhere.
    """
    own_a = frozenset(n for n in a.names.fillers if not set(n.split()) <= b.words)
    own_b = frozenset(n for n in b.names.fillers if not set(n.split()) <= a.words)
    if not own_a or not own_b or veto("other-groups", _other_groups(own_a, own_b)):
        return False
    if veto("runtime", _runtime(own_a) != _runtime(own_b)):
        return False  # "runs on Node 22" names a runtime or a language, "deployed on Scalingo" a provider
    if veto("lead-subject", _lead_clash(a, b)):
        return False
    named = a.name_stems | b.name_stems
    for (words_a, heads_a), (words_b, heads_b) in product(_role_words(a, own_a, named), _role_words(b, own_b, named)):
        if veto("role-heads", not (heads_a & words_b and heads_b & words_a)):
            continue  # the noun naming each role must be in the other's role ("errors" / "errors and panics")
        shared = words_a & words_b
        if veto("what-is-hosted", shared <= _VERB_FAMILIES and (_lead(a) is None) != (_lead(b) is None)):
            continue  # "the docs site is hosted on X" / "deploys go to Y": one names what is hosted, the other not
        if not _compound_clash(a, b, shared, skip_leading=False) and not _scope_clash(a, b):
            return True
    return False


def _lead(sentence: Sentence) -> str | None:
    """The first content word of a sentence when it may name its subject ("*roster* exceptions are ...",
    "*pawpost*'s CI is ..."): not a tool, a role word or a member of a group."""
    lead = next((t for t in sentence.sequence if t), None)
    if lead is None or lead in sentence.name_stems - _entity_stems(sentence) or lead in _CONTEXT_STEMS:
        return None
    if lead in _SYNONYMS or lead in _ROLE_VERBS or lead in sentence.member_words:
        return None
    # a named subject is compared whole: "brindle-api" is not mentioned by a host name under brindle.vet
    return next((name for name in sentence.entities if stem(name.split()[0]) == lead), lead)


def _lead_clash(a: Sentence, b: Sentence) -> bool:
    """Each claim starts with a subject word the other never mentions ("roster exceptions ..." /
    "atlas-api reports errors ..."): lower-case project names are subjects too."""
    lead_a, lead_b = _lead(a), _lead(b)
    if lead_a is None or lead_b is None or lead_a == lead_b or _part_of(lead_a, lead_b) or _part_of(lead_b, lead_a):
        return False
    return not _mentions(b, lead_a) and not _mentions(a, lead_b)


def _mentions(sentence: Sentence, term: str) -> bool:
    if " " in term:
        return set(term.split()) <= sentence.vocabulary
    return term in sentence.terms or term in sentence.core or term in _vocabulary_stems(sentence)


def _vocabulary_stems(sentence: Sentence) -> set[str]:
    """Stems of every lower-case word of a sentence (its file's included): what it mentions in any form."""
    return {stem(w) for w in sentence.vocabulary}


def _other_groups(own_a: frozenset[str], own_b: frozenset[str]) -> bool:
    """Both sides name only tools the lexicon knows, and no group holds one of each (pnpm / German)."""
    groups_a = {g.name for name in own_a for g, _ in lx.MEMBER_INDEX.get(tuple(name.split()), [])}
    groups_b = {g.name for name in own_b for g, _ in lx.MEMBER_INDEX.get(tuple(name.split()), [])}
    return bool(groups_a and groups_b and groups_a.isdisjoint(groups_b))


def _role_words(sentence: Sentence, fillers: frozenset[str],
                named: frozenset[str]) -> list[tuple[frozenset[str], frozenset[str]]]:
    """``(role words, role heads)`` of each of ``fillers`` (``slots.Names``)."""
    heads_of = dict(sentence.names.heads)
    found = []
    for filler, role in sentence.names.roles:
        if filler in fillers:
            terms = frozenset(t for w in role if (t := _role_term(w)) is not None) - named
            heads = frozenset(_role_terms(frozenset(t for w in heads_of.get(filler, ()) if (t := _role_term(w)))))
            if terms:
                found.append((frozenset(_role_terms(terms)), heads))
    return found


def _runtime(fillers: frozenset[str]) -> bool:
    """Whether every filler is a language or a runtime the lexicon knows ("Node", "Python", "Go")."""
    return all(any(g.scope for g, _ in lx.MEMBER_INDEX.get(tuple(name.split()), [])) for name in fillers)


# the same role in other words: "mail" is email, "exceptions" are errors (as written and as stems)
_SYNONYMS = {spelled: family for family, words in lx.ROLE_NOUN_FAMILIES.items()
             for word in words.split() for spelled in (word, stem(word))}


def _role_term(word: str) -> str | None:
    if word in _SYNONYMS:
        return _SYNONYMS[word]
    if word in lx.JUDGE_STOP or len(word) < 2 or word.isdigit():
        return None
    found = stem(word)
    if found in _ROLE_VERBS:
        return _ROLE_VERBS[found]
    if found in _SYNONYMS:
        return _SYNONYMS[found]
    return found[:-1] if found.endswith("e") and len(found) > 4 else found  # "queue" and "queued" meet at "queu"


def _role_terms(terms: frozenset[str]) -> set[str]:
    return {_ROLE_VERBS.get(t) or _SYNONYMS.get(t, t) for t in terms - _ROLE_NEUTRAL - lx.GENERIC_WORDS}


# verbs that only say a role is filled ("runs on", "goes to", "is sent through"), not which role
_ROLE_NEUTRAL = frozenset(stem(w) for w in """run runs go goes sent send sends built serve served work works
    working report reports handle handles handled manage managed call calls based land lands landed""".split())
# verbs that name the role itself, in families: "hosted on X" and "deployed on Y" fill one role
_ROLE_VERBS = {stem(w): family for family, spelled in {
    "role:host": "host hosts hosted hosting deploy deploys deployed",
    "role:render": "render renders rendered produce produces produced generate generates generated",
    "role:store": "store stores stored persist persists persisted save saves saved archive archives archived",
    "role:consume": "consume consumes consumed subscribe subscribes subscribed pull pulls pulled",
}.items() for w in spelled.split()}
_VERB_FAMILIES = frozenset(_ROLE_VERBS.values())


def _moved_away(old: Sentence, new: Sentence) -> bool:
    """``new`` says "from X to Y" where X is what ``old`` is about, and ``old`` does not say Y."""
    if new.from_to is None:
        return False
    before, after, mover = new.from_to
    left_tool = bool(before & new.member_words & old.member_words)  # "from Jira to Linear"
    if veto("mover", bool(mover and not left_tool and _role_terms(mover).isdisjoint(_role_terms(old.terms))
                          and not _same_entity(old, new))):
        return False  # "Noor moved from the Dispatch team" says nothing of what the Dispatch team maintains
    return before <= old.terms and not after <= old.terms


def _ended_for(old: Sentence, new: Sentence) -> bool:
    """``new`` says that what ``old`` uses has ended ("the X bucket is read-only", "X was shut down")."""
    if not new.ended or old.change or old.dated or not _all_positive(old):
        return False
    if veto("left-behind", bool(left_behind(new.text)) and _lead_clash(old, new)):
        return False  # "fieldbook stopped using v1" says nothing of atlas-api's use of it
    if new.ended_keys:
        # what ended is named ("the `/v1` endpoints", "the Instatus subscription"): the other must name it
        keys = {k for k in new.ended_keys if _telling(k, old)}
        return bool(keys) and keys <= old.terms and not _scope_clash(old, new)
    covered = {t for t in new.ended & old.terms if _telling(t, old)}
    versions = {t for t in new.ended if any(ch.isdigit() for ch in t)}  # "API *v1* is deprecated"
    if versions and versions == new.ended:
        return versions <= old.terms  # one host or machine by its name ("devdb01 has been retired"), wherever it was used
    return (bool(covered - lx.GENERIC_WORDS) and versions <= old.terms and 3 * len(covered) >= 2 * len(new.ended)
            and not _scope_clash(old, new))


def _telling(term: str, old: Sentence) -> bool:
    """A term that can name what ended in ``old``: "iOS" stems to "io", which "Updown.io" holds too, so a short
    stem must come from a longer word there; "v1" names a version."""
    return (len(term) > 2 or any(ch.isdigit() for ch in term)
            or any(len(word) > 2 and stem(word) == term for word in old.words))


def _mode_clash(a: Sentence, b: Sentence) -> bool:
    """One claim has an act done by hand, the other has it run automatically ("migrations are applied by hand" /
    "the deploy runs `goose up` automatically"): the act must be named by both, for one subject."""
    shared = (a.terms & b.terms) - lx.GENERIC_WORDS - _ENV_STEMS - MODES - _entity_stems(a) - _entity_stems(b)
    if not shared or veto("lead-subject", _lead_clash(a, b)) or _scope_clash(a, b):
        return False
    return not _compound_clash(a, b, frozenset(shared), skip_leading=True)


def _stale(a: Sentence, b: Sentence) -> bool:
    """One claim records a change away from what the other, a present claim, says."""
    return (_moved_away(a, b) or _moved_away(b, a) or _ended_for(a, b) or _ended_for(b, a))


def _other_old_state(a: Sentence, b: Sentence) -> bool:
    """One side records a move "from X to Y" and the other names neither X nor Y's rival: it speaks of
    something else ("the docs site is on GitHub Pages" / "moved hosting from Heroku to Fly.io")."""
    for old, new in ((a, b), (b, a)):
        if new.from_to is not None and old.from_to is None and not _moved_away(old, new):
            return True
    return False


def _verdict(a: Sentence, b: Sentence) -> str:
    """A conflict's verdict: a dated claim, or two recorded changes, is history; else a contradiction.

    A present claim against one that records a change away from it is a
    contradiction: the present claim is stale (docs/contracts.md §7).
    """
    if a.dated or b.dated or (a.change and b.change):
        return EVOLUTION
    return CONTRADICTION


# ---------------------------------------------------------------- the judge


def _substitution(a: Sentence, b: Sentence) -> bool:
    """The same words but for one filler after a slot word: "bundled with esbuild" / "bundled with webpack",
    "replies in English" / "... in German" (present, positive claims; the subject before the slot is the same,
    so "the EU cluster" / "the US cluster" never meet here; amounts are the value rule's)."""
    if a.change or b.change or a.dated or b.dated or not (_all_positive(a) and _all_positive(b)):
        return False
    mine, theirs = [stem(w) for w in words(a.text)], [stem(w) for w in words(b.text)]
    prefix = next((i for i, (x, y) in enumerate(zip(mine, theirs)) if x != y), min(len(mine), len(theirs)))
    tails = list(zip(reversed(mine[prefix:]), reversed(theirs[prefix:])))
    suffix = next((i for i, (x, y) in enumerate(tails) if x != y), len(tails))
    differ = (mine[prefix:len(mine) - suffix], theirs[prefix:len(theirs) - suffix])
    return (prefix >= 2 and not _SLOT_WORDS.isdisjoint(mine[:prefix]) and all(1 <= len(d) <= 3 for d in differ)
            and not any(_FILLER_STOP.issuperset(d) or set(d) & _NEGATORS or any(c.isdigit() for w in d for c in w)
                        for d in differ) and not _scope_clash(a, b))


_SLOT_WORDS = frozenset("is are with in on through via to for by at use prefer run everi up from as into".split())
_NEGATORS = frozenset("not no never without".split())
_FILLER_STOP = frozenset("the a an this that our their it his her all some".split())


@dataclass(frozen=True, slots=True)
class Rule:
    """A conflict rule: ``gate`` is the cheap test of what both sentences must hold, ``test`` the rule itself."""

    name: str
    gate: Callable[[Sentence, Sentence], object]
    test: Callable[[Sentence, Sentence], bool]


# The rules, tried in order on each pair of sentences; the first that holds decides (docs/lint.md).
RULES: tuple[Rule, ...] = (
    Rule("polarity", lambda a, b: len(a.polarities | b.polarities) > 1, _polarity_flip),
    Rule("value", lambda a, b: not a.value_keys.isdisjoint(b.value_keys), _value_conflict),
    Rule("choice", lambda a, b: not a.choice_groups.isdisjoint(b.choice_groups)
         or (a.copula and b.copula and a.copula[0] == b.copula[0]), _exclusive_choice),
    Rule("role", lambda a, b: a.names.fillers and b.names.fillers, _role_conflict),
    Rule("stale", lambda a, b: a.from_to or b.from_to or a.ended or b.ended, _stale),
    Rule("mode", lambda a, b: a.mode and b.mode and a.mode != b.mode, _mode_clash),
    Rule("substitution", lambda a, b: a.polarities == b.polarities == _POSITIVE, _substitution),
)
_POSITIVE = frozenset((1,))


def _stems_of(sentence: Sentence) -> frozenset[str]:
    """Stems of every word a sentence and its file say."""
    return frozenset(stem(w) for w in sentence.words | sentence.vocabulary) | sentence.member_words


def compare_sentences(a: Sentence, b: Sentence) -> tuple[str, str] | None:
    """``(verdict, rule)`` for two sentences, ``None`` when they do not conflict."""
    global _RULE_NOW
    _RULE_NOW = "every rule"
    if veto("other-subject", other_subjects(subjects_of(a.text) or a.topics, _stems_of(a),
                                                subjects_of(b.text) or b.topics, _stems_of(b))):
        return None
    for rule in RULES:
        if rule.name in SWITCHED_OFF or not rule.gate(a, b):
            continue  # cheap gates first: most sentence pairs cannot meet any rule
        _RULE_NOW = rule.name
        if rule.test(a, b):
            break
    else:
        return None
    if rule.name in ("choice", "role") and veto("other-old-state", _other_old_state(a, b)):
        return EVOLUTION, rule.name
    return _verdict(a, b), rule.name


class _Recent(OrderedDict):
    """A mapping that keeps the ``size`` entries used most recently."""

    def __init__(self, size: int) -> None:
        super().__init__()
        self.size = size

    def get(self, key: object, default: object = None) -> object:
        """The value of ``key`` (now the most recently used), else ``default``."""
        if key in self:
            self.move_to_end(key)
            return self[key]
        return default

    def __setitem__(self, key: object, value: object) -> None:
        super().__setitem__(key, value)
        if len(self) > self.size:
            self.popitem(last=False)


class _Line:
    """A claim line of a memory: its verbatim text, its cheap sketch, and its sentences once needed."""

    __slots__ = ("text", "whole", "keys", "flags", "groups", "sentences")

    def __init__(self, text: str, whole: str, keys: frozenset[str], flags: int, groups: frozenset[str]) -> None:
        self.text = text  # the claim: the line where the sentence starts, verbatim
        self.whole = whole  # what is read: the sentence whole across hard-wrapped lines
        self.keys = keys
        self.flags = flags
        self.groups = groups
        self.sentences: tuple[Sentence, ...] | None = None


class BuiltinJudge(JudgeDefaults):
    """The deterministic judge.

    A line is analysed only when it shares a word with a line of a partner,
    and at most once per distinct text in a run (agents repeat themselves).
    """

    name = "builtin"

    def __init__(self, common: frozenset[str] = frozenset()) -> None:
        self._lines: OrderedDict[str, list[_Line]] = OrderedDict()  # least recently used first
        self._subjects: dict[str, FileSubject] = {}
        self._analysis: OrderedDict[str, tuple[Sentence, ...]] = OrderedDict()  # least recently used first
        self._sentence_cache = _Recent(SENTENCE_CACHE)  # sentence as written → analysis, across lines
        self._sketches: OrderedDict[str, tuple[frozenset[str], int, frozenset[str]]] = OrderedDict()
        self.common = common  # words in too many memories to name a subject (from candidate generation)
        self.names: frozenset[str] = frozenset()  # the store's names (from candidate generation)

    def _claim_lines(self, memory: Memory) -> list[_Line]:
        path = memory.path
        cached = self._lines.get(path)
        if cached is not None:
            self._lines.move_to_end(path)
            return cached
        cached = self._lines[path] = [_Line(line, whole, *self._sketch(whole))
                                      for _, line, whole in claim_units(memory.body)]
        if len(self._lines) > LINES_CACHE:
            # the pairs still to judge may touch thousands of memories: past this many, the one used longest
            # ago is dropped (and read again if one of its pairs comes up)
            evicted, _ = self._lines.popitem(last=False)
            self._subjects.pop(evicted, None)
        return cached

    def _sketch(self, text: str) -> tuple[frozenset[str], int, frozenset[str]]:
        """``(keys, flags, groups)`` of a line's sketch, kept per distinct text (agents repeat themselves)."""
        found = self._sketches.get(text)
        if found is not None:
            self._sketches.move_to_end(text)
            return found
        keys, flags, groups = sketch_parts(text)
        # lines that share only common words are never compared, so never analysed; each key string is
        # shared across lines
        found = self._sketches[text] = (frozenset(map(intern, keys - self.common)), flags, groups)
        if len(self._sketches) > SKETCH_CACHE:
            self._sketches.popitem(last=False)
        return found

    def _sentences(self, line: _Line, memory: Memory) -> tuple[Sentence, ...]:
        if line.sentences is None:
            found = self._analysis.get(line.whole)
            if found is None:
                found = self._analysis[line.whole] = tuple(analyse_line(0, line.whole, self.names, self._sentence_cache))
                if len(self._analysis) > ANALYSIS_CACHE:
                    self._analysis.popitem(last=False)  # bounded: a large store must not keep every analysis
            else:
                self._analysis.move_to_end(line.whole)
            subject = self._subject(memory)
            line.sentences = tuple(contextualise(s, subject) for s in found)
        return line.sentences

    def _subject(self, memory: Memory) -> FileSubject:
        found = self._subjects.get(memory.path)
        if found is None:
            found = self._subjects[memory.path] = FileSubject.of(memory, self.names)
        return found

    def forget(self, memory: Memory) -> None:
        """Drop what was kept about ``memory`` (its pairs are all judged)."""
        self._lines.pop(memory.path, None)
        self._subjects.pop(memory.path, None)

    def judge_all(self, pairs: Sequence[Pair]) -> list[Judgement]:
        """The verdict of every pair (objects with ``a`` and ``b``), in order, keeping little in memory.

        Pairs are judged in an order that meets each memory's pairs close
        together (breadth first over the pair graph), and a memory's analysis
        is dropped after its last pair: at 50,000 memories, keeping every
        analysis for the whole run costs hundreds of megabytes. Many pairs
        are split, in that order, over forked processes (``memcli.parallel``):
        each verdict depends on its pair alone, so the split changes none.
        """
        ids: dict[str, int] = {}
        ends = array("i", (ids.setdefault(m.path, len(ids)) for pair in pairs for m in (pair.a, pair.b)))
        order = locality_order(ends, len(ids))
        parts = parallel.split(order, parallel.workers() if len(pairs) >= PARALLEL_PAIRS else 1)
        if len(parts) > 1:
            parallel.give_back_memory()  # each worker starts with this process's resident memory
        results: list[Judgement] = [_UNRELATED] * len(pairs)
        work = lambda part: self._judge_in_order(pairs, ends, len(ids), part)  # noqa: E731
        for found in parallel.fork_map(work, parts, here=False):
            for index, verdict, claim_a, claim_b, rule in found:
                results[index] = Judgement(verdict, claim_a, claim_b, rule)
        return results

    def _judge_in_order(self, pairs: Sequence[Pair], ends: array, nodes: int, order: Sequence[int]) -> list[tuple]:
        """``(index, verdict, claim A, claim B, rule)`` of the pairs of ``order`` that are not unrelated.

        ``ends[2k]`` and ``ends[2k + 1]`` are pair k's memories as ids below ``nodes``.
        """
        last_use = array("i", bytes(4 * nodes))
        for step, index in enumerate(order):
            last_use[ends[2 * index]] = last_use[ends[2 * index + 1]] = step
        found = []
        for step, index in enumerate(order):
            pair = pairs[index]
            judgement = self.judge(pair.a, pair.b)
            if judgement is not _UNRELATED:
                found.append((index, judgement.verdict, judgement.claim_a, judgement.claim_b, judgement.rule))
            for memory, node in ((pair.a, ends[2 * index]), (pair.b, ends[2 * index + 1])):
                if last_use[node] == step:
                    self.forget(memory)
        return found

    def sentence_pairs(self, a: Memory, b: Memory) -> Iterator[tuple[_Line, _Line, Sentence, Sentence]]:
        """Every pair of sentences of the two memories that a rule could apply to, with their claim lines."""
        lines_b = self._claim_lines(b)
        for line_a in self._claim_lines(a):
            keys, flags, groups = line_a.keys, line_a.flags, line_a.groups
            for line_b in lines_b:
                # could any rule apply? (spelled out: this runs for every line pair of every candidate)
                if keys.isdisjoint(line_b.keys) or not ((flags | line_b.flags) & ON_EITHER
                                                        or flags & line_b.flags & ON_BOTH
                                                        or not groups.isdisjoint(line_b.groups)):
                    continue
                sentences_b = self._sentences(line_b, b)
                for sa in self._sentences(line_a, a):
                    for sb in sentences_b:
                        if not sa.keys.isdisjoint(sb.keys):
                            yield line_a, line_b, sa, sb

    def judge(self, a: Memory, b: Memory) -> Judgement:
        """Contradiction first, then evolution, else unrelated; claims are the lines of the first match."""
        evolution: Judgement | None = None
        for line_a, line_b, sa, sb in self.sentence_pairs(a, b):
            found = compare_sentences(sa, sb)
            if found is None:
                continue
            judgement = Judgement(found[0], line_a.text, line_b.text, found[1])
            if found[0] == CONTRADICTION:
                return judgement
            evolution = evolution or judgement
        return evolution or _UNRELATED


_UNRELATED = Judgement(UNRELATED)


def locality_order(ends: array, nodes: int) -> array:
    """Pair indices, breadth first over the graph the pairs form, so a memory's pairs come close together.

    ``ends[2k]`` and ``ends[2k + 1]`` are the two memories (as ids below
    ``nodes``) of pair ``k``.
    """
    pairs = len(ends) // 2
    start = array("i", bytes(4 * (nodes + 1)))  # pairs touching node n: touching[start[n]:start[n + 1]]
    for node in ends:
        start[node + 1] += 1
    for node in range(nodes):
        start[node + 1] += start[node]
    touching = array("i", bytes(4 * len(ends)))
    filled = array("i", start[:nodes])
    for position, node in enumerate(ends):
        touching[filled[node]] = position // 2
        filled[node] += 1
    done = bytearray(pairs)
    seen = bytearray(nodes)
    order = array("i")
    for first in ends[::2]:
        if seen[first]:
            continue
        seen[first] = 1
        queue = deque([first])
        while queue:
            node = queue.popleft()
            for index in touching[start[node]:start[node + 1]]:
                if done[index]:
                    continue
                done[index] = 1
                order.append(index)
                other = ends[2 * index] + ends[2 * index + 1] - node
                if not seen[other]:
                    seen[other] = 1
                    queue.append(other)
    return order
