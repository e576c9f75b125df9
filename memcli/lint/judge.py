"""The built-in judge: deterministic, offline verdicts on a pair of memories (docs/contracts.md §7; docs/lint.md).

Seven conflict rules (``RULES``, tried in this order on each pair of sentences that share a word, after one
subject-identity gate; each rule is the module of its name in ``memcli.lint.conflicts``):

* **polarity** — one clause affirms what the other negates ("uses X" / "does not use X", "always" / "never");
* **value** — one measured subject, two amounts (units converted; typed slots: ports, DSNs, versions, rates);
* **choice** — two members of a one-choice group for one subject (npm / pnpm, dark / light), or one copula
  subject with two values ("the default branch is main" / "... is develop");
* **role** — two tools, known or not, filling one role for one subject ("queued in River" / "uses Asynq");
* **stale** — one claim records a change away from what the other says ("migrated off X", "X is read-only");
* **mode** — one act done by hand in one claim and automatically in the other;
* **substitution** — the same words but for one filler after a slot word ("bundled with esbuild" / "... webpack").

A conflict is an ``evolution`` when either claim is dated or both record changes, else a ``contradiction``.
Guards (``GUARDS``, each a named ``veto``; ``memcli.lint.conflicts.guards``) keep precision; ``tests/bench/ablation.py`` switches each off to
measure what it pays for, and ``memcli lint explain`` shows the ones that said no to a pair.
"""

from __future__ import annotations

import re
from array import array
from bisect import bisect_right
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from operator import attrgetter
from sys import intern
from typing import Protocol

from memcli.lint.analysis import ON_BOTH, ON_EITHER, Sentence, analyse_line, normalise, sketch_parts
from memcli.lint.claims import (DEFINITION, claim_units, headings, is_glossary, is_record_field, lead_line,
                                 overview_subject, subject_texts)
from memcli.lint.conflicts import choice, mode, polarity, role, stale, substitution, value
from memcli.lint.conflicts.guards import GUARDS, SWITCHED_OFF, TRACE, veto  # noqa: F401 (GUARDS, TRACE: ablation, explain)
from memcli.lint.conflicts.subjects import entity_stems, other_subjects, stems_of, subjects_of
from memcli.lint import fanout
from memcli.lint.fanout import locality_order  # noqa: F401 (the order judging meets pairs in; tests import it here)
from memcli.lint.judging import JudgeDefaults
from memcli.lint.slots import read_names, title_name
from memcli.lint.slots import stems as content_stems
from memcli.store import Memory
from memcli.text import words

CONTRADICTION, EVOLUTION, UNRELATED = "contradiction", "evolution", "unrelated"
VERDICTS = (CONTRADICTION, EVOLUTION, UNRELATED)
ANALYSIS_CACHE = 8_000  # distinct claim texts whose analysis is kept (agents repeat themselves)
SKETCH_CACHE = 45_000  # distinct claim texts whose sketch is kept
SENTENCE_CACHE = 10_000  # distinct sentences whose analysis is kept (a line may repeat another's sentence)
PARALLEL_PAIRS = 20_000  # pairs of short notes from which judging is shared by processes (``fanout.work_reaches``)
LINES_CACHE = 20_000  # memories whose claim lines (and their sentences, once analysed) are kept at most


class Pair(Protocol):
    """Two memories to judge (a lint ``CandidatePair``)."""

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


# ---------------------------------------------------------------- subject comparison


@dataclass(eq=False)
class FileSubject:
    """What a memory file is about, from its ``name``, ``description``, first heading and ``project``.

    A claim line that names no subject inherits it (docs/contracts.md §7): a bullet
    "Hosted on Fly.io" in a file described as "Backend for the Kite app"
    is about Kite. Each part is read the first time a claim needs it
    (reading names is the costly part, and most claims name their own).
    """

    _texts: list[str]
    _known: frozenset[str] = frozenset()
    _project: object = None
    _topic: str | None = None
    _heading: str | None = None

    @classmethod
    def of(cls, memory: Memory, known: frozenset[str] = frozenset()) -> "FileSubject":
        """Read a memory's subject from its frontmatter and its first heading (or a lead line ending in ':')."""
        name = memory.meta.get("name")
        # on real Claude Code files ``name`` is a topic slug ("session-timeout", "orm-choice"), not the project:
        # its words are the file's topic, not who the claims are about, unless the slug is an overview's and the
        # body opens with its subject ("boxoffice-overview" over "boxoffice is ...")
        slug = isinstance(name, str) and _SLUG.fullmatch(name.strip()) is not None
        if "project-name" in SWITCHED_OFF:
            titled = None
        else:
            titled = overview_subject(name, memory.body) if slug else _project_name(memory)
        return cls(subject_texts(memory.meta, memory.body), known, memory.meta.get("project") or titled,
                   name.strip() if slug else None, lead_line(memory.body))

    @cached_property
    def entities(self) -> frozenset[str]:
        """Names and identifiers of those texts, and the project, lower case."""
        entities: set[str] = set()
        for text in self._titles():
            names = read_names(text, self._known)
            entities.update(n for n in names.subjects | names.fillers | names.identifiers if not _speaker(n, text))
            # a title's first word is capitalised anyway: a name only if the store writes it so ("Kerbside login")
            entities.update(w for w in words(text)[:1] if w in self._known and text[:1].isupper())
            # a title that is a lower-case name, alone or set off ("# taptab", "fairchild — Project Context")
            if titled := title_name(text):
                entities.add(" ".join(words(titled)))
        project = self._project
        if isinstance(project, str) and project.strip():
            entities.add(" ".join(project.lower().replace("-", " ").replace("_", " ").split()))
        return frozenset(entities)

    @cached_property
    def topics(self) -> tuple[frozenset[str], ...]:
        """The subject phrases of those texts (the slug aside): what a claim naming none is about."""
        return tuple(found for text in self._titles() for found in subjects_of(normalise(text)))

    def _titles(self) -> list[str]:
        """The texts besides the ``name`` slug and what only repeats it (``description: db``); a heading that
        repeats it ("# surveykit" under ``name: surveykit``) is a title the author wrote, and names the subject."""
        titles = [text for text in self._texts if text != self._topic]
        return titles + [self._heading] if self._heading is not None and self._heading == self._topic else titles

    @cached_property
    def system(self) -> frozenset[str]:
        """The stems of the system the file is an overview of, or of its ``project`` ("fixlog" for
        ``name: fixlog-overview`` over "# fixlog")."""
        project = self._project
        return content_stems(project.replace("-", " ")) if isinstance(project, str) else frozenset()

    @cached_property
    def terms(self) -> frozenset[str]:
        """Stems of the content words of those texts."""
        return frozenset(t for text in self._texts for t in content_stems(text))

    @cached_property
    def vocabulary(self) -> frozenset[str]:
        """Every lower-case word of those texts."""
        return frozenset(w for text in self._texts for w in words(text))


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
INHERIT_BELOW = 3  # a claim with fewer own subject words than this takes its file's subject words too
_SENTENCE_FIELDS = attrgetter(*Sentence.__dataclass_fields__)
_ENTITIES, _CORE, _VOCABULARY, _TOPICS, _RECORD, _SYSTEM = (
    list(Sentence.__dataclass_fields__).index(name) for name in ("entities", "core", "vocabulary", "topics", "record",
                                                                 "system"))


def contextualise(sentence: Sentence, subject: FileSubject, field: bool = False) -> Sentence:
    """The sentence with its file's subject where it names none of its own; ``field``: its line gives a field of
    the file's record, so the file's subject is what it is about."""
    if "file-subject" in SWITCHED_OFF:
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
    fields[_SYSTEM] = subject.system
    if field:
        fields[_RECORD] = subject.terms
    return Sentence(*fields)


# ---------------------------------------------------------------- the rules


@dataclass(frozen=True, slots=True)
class Rule:
    """A conflict rule: ``gate`` is the cheap test of what both sentences must hold, ``test`` the rule itself
    (in ``memcli.lint.conflicts.<name>``)."""

    name: str
    gate: Callable[[Sentence, Sentence], object]
    test: Callable[[Sentence, Sentence], bool]


_POSITIVE = frozenset((1,))
# The rules, tried in order on each pair of sentences; the first that holds decides (docs/lint.md).
RULES: tuple[Rule, ...] = (
    Rule("polarity", lambda a, b: len(a.polarities | b.polarities) > 1, polarity.conflict),
    Rule("value", lambda a, b: not a.value_keys.isdisjoint(b.value_keys), value.conflict),
    Rule("choice", lambda a, b: not a.choice_groups.isdisjoint(b.choice_groups)
         or (a.copula and b.copula and a.copula[0] == b.copula[0]), choice.conflict),
    Rule("role", lambda a, b: a.names.fillers and b.names.fillers, role.conflict),
    Rule("stale", lambda a, b: a.from_to or b.from_to or a.ended or b.ended, stale.conflict),
    Rule("mode", lambda a, b: a.mode and b.mode and a.mode != b.mode, mode.conflict),
    Rule("substitution", lambda a, b: a.polarities == b.polarities == _POSITIVE, substitution.conflict),
)


def compare_sentences(a: Sentence, b: Sentence) -> tuple[str, str] | None:
    """``(verdict, rule)`` for two sentences, ``None`` when they do not conflict.

    The subject-identity gate comes before every rule: two claims about different subjects never conflict.
    """
    TRACE.rule = "every rule"
    if a.record and b.record and veto("other-record", 2 * len(a.record & b.record) < min(len(a.record), len(b.record))):
        return None  # "**Severity**: MEDIUM" / "**Severity**: CRITICAL" in two incident reports: two records
    if (a.numbered and b.numbered and a.numbered.isdisjoint(b.numbered)
            and veto("other-number", _other_numbers(a.numbered, b.numbered))):
        return None  # "Rink 2 public skates cap at 150" / "Rink 1 public skates are capped at 400": two rinks
    if veto("non-kind", _non_kind(a.text, b) or _non_kind(b.text, a)):
        return None  # "*non-members* can't take games home" / "members can take games home": two groups
    mine, theirs = _overview_subjects(subjects_of(a.text) or a.topics, a, subjects_of(b.text) or b.topics, b)
    if mine and theirs and veto("other-subject", other_subjects(mine, stems_of(a), theirs, stems_of(b))):
        return None
    for rule in RULES:
        if rule.name in SWITCHED_OFF or not rule.gate(a, b):
            continue  # cheap gates first: most sentence pairs cannot meet any rule
        TRACE.rule = rule.name
        if rule.test(a, b):
            break
    else:
        return None
    if rule.name in ("choice", "role") and veto("other-old-state", stale.other_old_state(a, b)):
        return EVOLUTION, rule.name
    # a dated claim, or two recorded changes, is history; a present claim against one that records a change away
    # from it is a contradiction: the present claim is stale (docs/contracts.md §7)
    return (EVOLUTION if a.dated or b.dated or (a.change and b.change) else CONTRADICTION), rule.name


def _overview_subjects(mine: tuple[frozenset[str], ...], a: Sentence, theirs: tuple[frozenset[str], ...],
                       b: Sentence) -> tuple[tuple[frozenset[str], ...], tuple[frozenset[str], ...]]:
    """The subjects to compare, with a claim that names none taking its overview's system where the other claim's
    subject is a named one, or is its own overview's system too ("- Hosted on Cloudflare Pages" in proofroom's
    overview against "fleetdesk is hosted on Vercel", or against "- Hosting: Vercel" in fleetdesk's). A subject
    that is no name ("the nightly full sync") may be that system's part, so it meets the bullet."""
    if not mine and a.system and (not theirs and b.system or _named(theirs, b)):
        mine = (a.system,)
    if not theirs and b.system and (_named(mine, a) or mine == (a.system,)):
        theirs = (b.system,)
    return mine, theirs


def _named(subjects: tuple[frozenset[str], ...], sentence: Sentence) -> bool:
    """Every one of ``subjects`` is a name the sentence gives (one of its entities)."""
    if not subjects or not sentence.entities:
        return False
    names = entity_stems(sentence)
    return all(subject <= names for subject in subjects)


def _other_numbers(mine: frozenset[str], theirs: frozenset[str]) -> bool:
    """A word both claims number ("rink"), each with numbers the other never gives."""
    return not {n.rsplit(" ", 1)[0] for n in mine}.isdisjoint(n.rsplit(" ", 1)[0] for n in theirs)


_NON = re.compile(r"\bnon-([a-z]+)")


def _non_kind(text: str, other: Sentence) -> bool:
    """``text`` speaks of "non-X" where the other claim speaks of X itself."""
    if "non-" not in text:
        return False
    return any(kind in other.words and f"non-{kind}" not in other.text for kind in _NON.findall(text))


class _Recent(OrderedDict):
    """A mapping that keeps the ``size`` entries used most recently; ``dropped`` is told each key it drops."""

    def __init__(self, size: int, dropped: Callable[[object], object] = lambda key: None) -> None:
        super().__init__()
        self.size = size
        self.dropped = dropped

    def get(self, key: object, default: object = None) -> object:
        """The value of ``key`` (now the most recently used), else ``default``."""
        try:
            self.move_to_end(key)  # one lookup on a hit: this runs for both memories of every pair
        except KeyError:
            return default
        return dict.__getitem__(self, key)

    def __setitem__(self, key: object, value: object) -> None:
        super().__setitem__(key, value)
        if len(self) > self.size:
            self.dropped(self.popitem(last=False)[0])


_CAPITALISED = re.compile(r"\b[A-Z][a-z][\w-]*")  # a name in a heading: "Hull", not "HUL" nor "and"


@dataclass(frozen=True, slots=True)
class _Section:
    """A heading of a memory: its level and the store's names it holds ("## Hull (HUL)": 2, {"hull"})."""

    level: int
    names: frozenset[str]


@dataclass(slots=True, eq=False)
class _Line:
    """A claim line of a memory: its verbatim text, its cheap sketch, and its sentences once needed."""

    text: str  # the claim: the line where the sentence starts, verbatim
    whole: str  # what is read: the sentence whole across hard-wrapped lines
    keys: frozenset[str]
    flags: int
    groups: frozenset[str]
    sentences: tuple[Sentence, ...] | None = None
    section: _Section | None = None  # the heading the line is under
    sections: tuple[_Section, ...] = ()  # every heading of its memory


def other_sections(line_a: _Line, sa: Sentence, line_b: _Line, sb: Sentence) -> bool:
    """Either line sits under a heading that names one subject while the other claim names a sibling's."""
    return _other_section(line_a, sb) or _other_section(line_b, sa)


def _other_section(line: _Line, other: Sentence) -> bool:
    """The line's heading names a subject ("## Leeds") and the other claim names, instead, the subject of a
    sibling heading of the same file ("Hull's first shift …"): the two speak of two things of one kind."""
    own = line.section
    if own is None or not own.names or not own.names.isdisjoint(other.words):
        return False
    return any(s is not own and s.level == own.level and not s.names.isdisjoint(other.words) for s in line.sections)


class BuiltinJudge(JudgeDefaults):
    """The deterministic judge.

    A line is analysed only when it shares a word with a line of a partner,
    and at most once per distinct text in a run (agents repeat themselves).
    """

    name = "builtin"

    def __init__(self, common: frozenset[str] = frozenset()) -> None:
        self._subjects: dict[str, FileSubject] = {}
        # the pairs still to judge may touch thousands of memories: past this many, the one used longest ago is
        # dropped (and read again if one of its pairs comes up)
        self._lines = _Recent(LINES_CACHE, lambda path: self._subjects.pop(path, None))
        # per distinct text, bounded (a large store must not keep every analysis); C-speed caches, as these are
        # asked for every line of every candidate pair
        self._analysed = lru_cache(maxsize=ANALYSIS_CACHE)(self._analyse)
        self._sentence_cache = _Recent(SENTENCE_CACHE)  # sentence as written → analysis, across lines
        self._sketch = lru_cache(maxsize=SKETCH_CACHE)(self._read_sketch)
        self.common = common  # words in too many memories to name a subject (from candidate generation)
        self.names: frozenset[str] = frozenset()  # the store's names (from candidate generation)

    def _claim_lines(self, memory: Memory) -> list[_Line]:
        cached = self._lines.get(memory.path)
        if cached is None:
            glossary = is_glossary(memory)
            starts, sections = self._sections(memory.body)
            cached = self._lines[memory.path] = [
                _Line(line, whole, *self._sketch(whole), section=sections[at] if (at := bisect_right(starts, index) - 1)
                      >= 0 else None, sections=sections)
                for index, line, whole in claim_units(memory.body) if not (glossary and DEFINITION.match(line))]
        return cached

    def _sections(self, body: str) -> tuple[list[int], tuple[_Section, ...]]:
        """Where each heading of a body is, and what it names (the store's names written with a capital)."""
        if "#" not in body:
            return [], ()
        found = headings(body)
        return [index for index, _, _ in found], tuple(
            _Section(level, frozenset(w.lower() for w in _CAPITALISED.findall(text)) & self.names)
            for _, level, text in found)

    def _read_sketch(self, text: str) -> tuple[frozenset[str], int, frozenset[str]]:
        """``(keys, flags, groups)`` of a line's sketch (kept per distinct text as ``_sketch``: agents repeat
        themselves)."""
        keys, flags, groups = sketch_parts(text)
        # lines that share only common words are never compared, so never analysed; each key string is shared
        return frozenset(map(intern, keys - self.common)), flags, groups

    def _analyse(self, text: str) -> tuple[Sentence, ...]:
        """The sentences of a claim line (kept per distinct text as ``_analysed``)."""
        return tuple(analyse_line(text, self.names, self._sentence_cache))

    def _sentences(self, line: _Line, memory: Memory) -> tuple[Sentence, ...]:
        if line.sentences is None:
            subject, field = self._subject(memory), is_record_field(line.text)
            line.sentences = tuple(contextualise(s, subject, field) for s in self._analysed(line.whole))
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

    def judge_all(self, pairs: Sequence[Pair], meanwhile: Callable[[], object] | None = None) -> list[Judgement]:
        """The verdict of every pair (objects with ``a`` and ``b``), in order, keeping little in memory.

        Pairs are judged in an order that meets each memory's pairs close
        together (``fanout.locality_order``), and a memory's analysis
        is dropped after its last pair: at 50,000 memories, keeping every
        analysis for the whole run costs hundreds of megabytes. Many pairs
        are shared, in that order, by forked processes (``memcli.lint.fanout``):
        each verdict depends on its pair alone, so the sharing changes none.
        """
        results: list[Judgement] = [_UNRELATED] * len(pairs)
        for index, verdict, claim_a, claim_b, rule in fanout.judged(self, pairs, _UNRELATED, PARALLEL_PAIRS, meanwhile):
            results[index] = Judgement(verdict, claim_a, claim_b, rule)
        return results

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
            if veto("other-section", other_sections(line_a, sa, line_b, sb)):
                continue
            found = compare_sentences(sa, sb)
            if found is None or (found[1] == "choice" and veto("choice-agreed-in-line", _agreed_in_line(sa, line_b, sb)
                                                                 or _agreed_in_line(sb, line_a, sa))):
                continue
            verdict = found[0]
            if verdict == CONTRADICTION and veto("two-snapshots", two_snapshots(a, b)):
                verdict = EVOLUTION
            judgement = Judgement(verdict, line_a.text, line_b.text, found[1])
            if verdict == CONTRADICTION:
                return judgement
            evolution = evolution or judgement
        return evolution or _UNRELATED


_UNRELATED = Judgement(UNRELATED)


# a date in a file's name: "weekly-ops-2026-06-15", "holiday-club-2025", "incident-2026-08-outage" (not the digits of
# a longer number, nor a hash after one: "fact-1776161525000-2019")
_NAME_DATE = re.compile(r"(?<![0-9])(?<![0-9]-)((?:19|20)[0-9]{2})(?:[-_]([01][0-9]))?(?:[-_]([0-3][0-9]))?(?![0-9])")


def two_snapshots(a: Memory, b: Memory) -> bool:
    """Both files are named for a date, and not the same one ("weekly-ops-2026-06-15", "weekly-ops-2026-10-12";
    "holiday-club-2025", "meeting-2026-06-ops"): each records its own time, so where they differ one followed the
    other (an evolution), not a contradiction."""
    first, second = _NAME_DATE.search(a.stem), _NAME_DATE.search(b.stem)
    return first is not None and second is not None and first.groups() != second.groups()


def _agreed_in_line(sentence: Sentence, line: _Line, compared: Sentence) -> bool:
    """Another sentence of ``line`` names one of ``sentence``'s choices as a present choice ("`RUNTIME=docker` to
    switch. Default is podman." agrees with "use Podman")."""
    chosen = {m for _, m, positive in sentence.members if positive}
    return bool(chosen) and any(other is not compared and not (other.change or other.dated or other.ended)
                                and chosen & {m for _, m, positive in other.members if positive}
                                for other in line.sentences or ())
