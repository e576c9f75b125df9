"""Reading claim lines into comparable pieces for the built-in judge.

A claim line becomes sentences; a sentence becomes clauses ("facets"),
split at ``;``, ``: `` (except after a short label: "Theme: dark"), dashes,
"but", "so", "because"; a contrast ("X, not Y", "X instead of Y", "X
rather than Y", "prefers X over Y", "without Y", "except Y") becomes a
facet of its own with the opposite polarity, sharing X's context.

Each facet knows its stemmed content terms (``memcli.text.stem``), its
polarity (negation cues with parity: "don't disable" is positive; "used
to X" is negative), its predicate families, its values (numbers with a
unit or an anchor word, clock times, dates), what a negation aims at
(verb and object), the verb of an imperative, its code spans and the
exclusive-choice members it names. Each sentence adds its scopes
(environments, languages, operating systems), hyphenated names, a copula
("<subject> is <value>") and whether it marks a change in time.
"""

from __future__ import annotations

import re
from collections.abc import Callable, MutableMapping
from itertools import chain
from operator import attrgetter
from dataclasses import dataclass, replace
from functools import lru_cache

from memcli.lint import lexicon as lx
from memcli.lint.claims import PROSE_LABELS, SENTENCE_BREAK
from memcli.lint.slots import (CLOSED_PERIOD_RE, DATED_RE, TITLED, Names, ended_subject, is_dated, read_names,
                               temporary_state)
from memcli.lint.slots import stems as content_stems
from memcli.text import stem, words

_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "*": " ", "_": " ", "\u00a0": " "})
_CASED_MARKS = str.maketrans({"\u2019": "'", "\u2018": "'", "*": " ", "\u00a0": " "})  # identifiers keep "_"
_CODE_SPAN = re.compile(r"`([^`]+)`")


def sequence_term(token: str) -> str | None:
    """A lower-case word as ``Sentence.sequence`` holds it: its stem (or lexicon term), ``None`` for a stop word or
    a number."""
    return _term(token)


class _Gate:
    """A regex behind literal pieces, one of which every match of it holds: searched only where one is present.

    A search that fails tries every position of the text (most claims hold no contraction, no clause break, no
    ended state); a few substring tests are far cheaper. The result is the regex's own in every case
    (``tests/lint/test_gates.py`` holds each gate to its bare regex).
    """

    __slots__ = ("pattern", "pieces")

    def __init__(self, pattern: re.Pattern[str], pieces: tuple[str, ...]) -> None:
        self.pattern = pattern
        self.pieces = pieces

    def search(self, text: str) -> re.Match[str] | None:
        """``pattern.search(text)``."""
        for piece in self.pieces:
            if piece in text:
                return self.pattern.search(text)
        return None

    def split(self, text: str, maxsplit: int = 0) -> list[str]:
        """``pattern.split(text, maxsplit)``."""
        for piece in self.pieces:
            if piece in text:
                return self.pattern.split(text, maxsplit)
        return [text]


_CONTRACTIONS = (
    (re.compile(r"\bcan'?t\b", re.I), "can not"),
    (re.compile(r"\bwon'?t\b", re.I), "will not"),
    (re.compile(r"\b(do|does|did|is|are|was|were|has|have|had|should|could|would|must|need)n'?t\b", re.I), r"\1 not"),
    (re.compile(r"'(re|ve|ll|d|s|m)\b", re.I), ""),
)
_LIST_MARKER = re.compile(r"^\s*(?:[-+>]|\d+[.)])\s+")
_SENTENCE_SPLIT = re.compile(SENTENCE_BREAK)
# ", only Y" after a denial is the alternative allowed ("never deleted, only superseded"), a clause of its own; ", only
# if Y" is a condition of the clause before.
# Each alternative that opens with spaces starts only where a run of spaces does ("(?<!\s)", or after a comma):
# the same matches, leftmost first, but tried once per run, not once per space (a line of 4,000 spaces cost 0.13 s).
_CLAUSE_SPLIT = _Gate(re.compile(
    r"(?<!\s)\s*;\s+|;\s+|(?<!\s)\s+[\u2014\u2013]\s+|(?<!\s)\s+--\s+|:\s+|(?:,|(?<![\s,]))\s+but\s+|,\s+so\s+"
    r"|(?<!\s)\s+so that\s+|(?:,|(?<![\s,]))\s+because\s+|,\s+then\s+"
    r"|,\s+whereas\s+|,\s+while\s+|,\s+and then\s+"
    r"|,\s+only\s+(?=(?!if\b|when\b|once\b|after\b|before\b|until\b|while\b)[a-z])"
    # "orders land *and nobody* wants to debug": a subject of its own, denied, opens a clause of its own
    r"|(?:,|(?<![\s,]))\s+and\s+(?=(?:nobody|no one|none|nothing)\b)"
    # "..., *as long as* it stays on the network": a condition of what came before, a clause of its own
    r"|,\s+(?=(?:as long as|so long as|provided)\b)"
), (";", ":", "\u2014", "\u2013", "--", "but", "so", "because", "then", "whereas", "while", "only", "and no",
    "long as", "provided"))
_CONTRAST = _Gate(re.compile(r",\s*(not|no|never)\s+(?!just\b|only\b|[\"'\u201c])|(?<!\s)\s+instead of\s+"
                             r"|(?<!\s)\s+rather than\s+|(?:,|(?<![\s,]))\s+without\s+"
                             r"|(?:,|(?<![\s,]))\s+except(?: for)?\s+"),
                  (",", "instead of", "rather than", "without", "except"))
_OVER = re.compile(r"(?<!\s)\s+over\s+")
_COPULA_COLON = re.compile(r"^([^:]{1,60}?):\s+(.+)$")
_NOT_A_VALUE_START = frozenset(
    """on in at by for to from with of not no never also always only still now being set used a an the
    very too more less much many some any all both each every usually often currently typically
    required needed enabled disabled done welcome permitted encouraged""".split()
) | frozenset(lx.APPROVALS)  # "dogs are *welcome*", "... are *fine*": a leave, no value

_CLOCK_RE = re.compile(r"(?<![\d:])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])\s*(am|pm)?")
# the start of a range of hours just before a clock time: "9 *to* 5:30", "8:30–5"
_RANGE_START = re.compile(r"(?<![\d:.])(\d{1,2})(?::[0-5]\d)?\s*(?:to|till|until|-|\u2013)\s*$")


def _afternoon(text: str, at: int, hour: int) -> int:
    """The hour of a clock time at ``text[at]`` read on a 24-hour clock: a range's end earlier than its start, with
    no am or pm, is in the afternoon ("shop hours are 9 to 5:30" end at 17:30)."""
    start = _RANGE_START.search(text, max(0, at - 12), at) if hour < 12 else None
    return hour + 12 if start and hour < int(start.group(1)) <= 12 else hour
_DATE_RE = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
_NUM_UNIT_RE = re.compile(r"(?<![\w.:/#-])(\d+(?:\.\d+)?)(?:\s*-\s*|\s*)(%|[a-z]+)")
_WORD_NUM_RE = re.compile(r"\b(" + "|".join(lx.NUMBER_WORDS) + r")\s+([a-z][a-z0-9]*)\b")
# zero-width so that "runs version 14" still tries "version 14" after the stop word "runs"
_ANCHOR_RE = re.compile(r"(?=\b([a-z][a-z0-9+#]*)(?:\s*[:=]\s*|\s+v|\s+(?:of|is|are|was|at|to|=)\s+"
                        r"(?:(?:still|now|currently)\s+)?|\s+)"
                        r"(\d+(?:\.\d+)*)(?![\w.:-]))")
# the user may hold spaces: "_" was read as a space ("quarry_rw" is "quarry rw" here)
_THOUSANDS = re.compile(r"(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d,])")
_DSN_RE = re.compile(r"\b([a-z][a-z0-9+.-]*)://(?:([\w .-]+?)(?::[^@/\s]*)?@)?([a-z0-9.-]+)(?::(\d+))?(/[\w.-]*)?")
# a host (a name, localhost or an IPv4 address) and its port
_ENDPOINT_RE = re.compile(r"(?<![/@\w.-])((?:[a-z0-9-]+\.)+[a-z]{2,}|localhost|\d{1,3}(?:\.\d{1,3}){3}"
                          r"|[a-z][a-z0-9]*-[a-z0-9-]+):(\d{2,5})\b")
_RATE_RE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s+([a-z]+)\s*(?:\s(?:per|an?)\s|/)\s*(?:(\d+)\s+)?"
                      r"(seconds?|secs?|s|minutes?|mins?|hours?|hrs?|h|days?|weeks?|months?)\b"
                      r"(?:\s+per\s+(?:[a-z]+\s+)?([a-z]+))?")
_PER_BEFORE = re.compile(r"\bper-([a-z]+)\b")
_MONEY_RE = re.compile(r"([£$€])\s?(\d[\d,]*(?:\.\d+)?)")
_RANGE_RE = re.compile(r"\d\s*(?:-|\u2013|to)\s*\d")
# (``_expand`` reads lower-case text: "nt" is in every match)
_CONTRACTION_GATE = _Gate(re.compile(r"'|\b(?:can|won|do|does|did|is|are|was|were|has|have|had|should|could|would|must|need)nt\b",
                                     re.I), ("'", "nt"))
_HAS_DIGIT = re.compile(r"\d")
# numbers that name a thing of a series (a migration, a ticket, a phase) rather than measure one
# ... unless a unit follows: "retries label requests 5 times" is an amount
_UNIT_WORDS = "|".join(sorted((u for u in lx.UNITS if len(u) > 1 and u.isalpha()), key=len, reverse=True))
_IDENTIFIER_RE = re.compile(r"\b(?:" + "|".join(lx.IDENTIFIER_NOUNS) + r")s?\s*(?:no\.?\s*|#\s*)?"
                            r"(\d+(?:[.\u2013-]\d+)*)(?![\w.])(?!\s*(?:times?|" + _UNIT_WORDS + r")\b)")
# a value that changed: "workers 12 -> 22", "148 s \u2192 107 s" (a measurement's history)
_MAPPING_WORDS = frozenset("map maps mapped mapping forward forwards forwarded route routes routed proxy proxies port ports".split())
_ARROW_RE = re.compile(r"\d\S*\s*(?:->|\u2192|=>)\s*\S*\d")
_SCOPE_TAIL = re.compile(r"\s(?:for|in|on|at|when|during|within|inside|across)\s")

_FAMILY_OF = {word: name for name, family in lx.PREDICATE_FAMILIES.items() for word in family}
_MEMBER_FIRST_WORDS = frozenset(key[0] for key in lx.MEMBER_INDEX)
_REGION_PREFIXES = frozenset("us eu ap sa ca me af il".split())
_PAST_WORDS = frozenset(("used", "previously", "formerly", "originally", "past"))
_COPULA_TRIGGERS = frozenset(("is", "are"))
_NEGATORS = frozenset(("not", "never", "no"))
# words that may precede an imperative's verb; a determiner ("the search API") may not
_LEADERS = frozenset("""never always do does not don please just also only you we i to should must first then
    usually generally each every still""".split())
# a subject followed by one of these makes a statement, not an instruction ("Mara *wants* a trailer")
_DECLARATIVE = frozenset("is are was were has have had wants needs prefers likes uses requires expects asks".split())
_PREPOSITIONS = frozenset("""for in on at to with from by of into onto against about when before after during unless until
    because if while without via per across through over under between than so""".split())
_EVOLUTION_TRIGGERS = frozenset(
    """used no longer anymore any more nowadays these now switched switch switching moved migrated migrating replaced
    changed upgraded downgraded previously formerly originally past recently as since starting""".split()
)
_ENDED_GATE = _Gate(re.compile(r"read[- ]only|shut ?down|deprecat|decommission|retired|sunset|cancel|turned off|switched off|"
                               r"deleted|removed|archived|\bgone\b|\bdead\b|end[- ]of[- ]life|\beol\b|not used any|"
                               r"\bstopped \w+ing\b|\bwe left\b|\bmoved off\b|\bmigrated off\b|^dropped\b|"
                               r"\bgot rid of\b|\bclosed\b|\bscrapped\b|\bshut\b|\bended\b|\breplaced\b"),
                    ("read", "shut", "deprecat", "decommission", "retired", "sunset", "cancel", " off", "deleted", "removed",
                     "archived", "gone", "dead", "life", "eol", "not used any", "stopped ", "we left", "dropped",
                     "got rid of", "closed", "scrapped", "ended", "replaced"))
# words of a sentence that may record a move ("from X to Y", "off X", "X in favour of Y", "replaced X with Y")
_MOVE_WORDS = frozenset("from off out favour favor replaced replacing swapped swapping".split())
_PARENTHESES = re.compile(r"\([^()]*\)")
# '"No light on the ONT": check the plug' quotes what someone sees or says: its "no" denies nothing the claim says
_QUOTED = re.compile(r'["\u201c]([^"\u201c\u201d]{1,300})["\u201d]')
_MESSAGE_WORD = re.compile(r"\b(?:error|message|says|shows|reads|symptom|alert|warning|status|banner)\W*$")
_QUOTED_DENIAL = re.compile(r"\b(?:no|not|never|nothing|none|cannot)\b")


def _unnegated(quoted: re.Match) -> str:
    """A quoted message or symptom without its denials: one that opens the line as a label ('"No light": ...') or
    follows a word naming a message ('the banner reads "not saved"'); a quoted rule ('"Nothing is allowed to be
    local only."') stays what it says."""
    text, start, end = quoted.string, quoted.start(), quoted.end()
    label = not text[:start].strip(" -*>") and text[end:end + 2].lstrip().startswith(":")
    if not (label or _MESSAGE_WORD.search(text, max(0, start - 24), start)):
        return quoted.group(0)
    return '"' + _QUOTED_DENIAL.sub(" ", quoted.group(1)) + '"'


# "Pilot launches (not tugs): ..." marks off what the subject is not; it denies nothing the claim says (a state,
# "(not started)", "(not yet)", is what the claim says of its subject)
_NOT_ASIDE = re.compile(r"\((?:but\s+|and\s+)?not\s(?![^()]*(?:ed|yet|live|done|ready)\s*\))[^()]*\)"
                        # an example and its wrong form: 'imperative ("add", not "added")'
                        r"|\(\s*[\"\u201c`][^()]*[\"\u201d`]\s*,?\s*not\s+[\"\u201c`][^()]*\)"
                        # "£8 (skate hire not included)": what a price leaves out is a detail of the price
                        r"|\([^()]*\bnot\s+(?:included|incl\.?|covered)\s*\)")
# 'say "the ticket site", not "turntable"': a wording and its wrong form, outside parentheses too
_WORDING = re.compile(r"([\"\u201c][^\"\u201c\u201d]{1,80}[\"\u201d])\s*,?\s*not\s+"
                      r"[\"\u201c][^\"\u201c\u201d]{1,80}[\"\u201d]")
_HOSTNAME = re.compile(r"\b[a-z0-9-]+(?:\.[a-z0-9-]+)+\b")
# how a quantity is meant, by the word before it (what two values must share to be compared)
_VALUE_PREPOSITIONS = {"every": "interval", "each": "interval", "after": "delay", "within": "deadline",
                       "took": "took"}  # "the restore *took* 14 minutes": what one run measured, no setting
_NOT_COUNTED = frozenset("""behind beyond below above near outside inside then and or lts beta alpha rc slim alpine
    bookworm bullseye""".split())
_VERSIONED_WORDS = frozenset(("go",))  # tool names that are also stop words
_POINTERS = frozenset("there here it them that this these those".split())
_CONDITION_OPENER = re.compile(r"\s*(?:as long as|so long as|provided)\b")
_PARTICIPLES_DENIED = re.compile(r"^(?:(?:never|not)\s+[a-z]+ed\W*)+$")
_ELLIPTICAL = re.compile(r"^(?:no|not|never)\s+(?:[\w-]+\s*){1,4}$")
# a clause that tells what fails or was wrong: its values are the ones turned down, not held
_REJECTING = re.compile(r"\b(?:fail(?:s|ed)?|refuses?|refused|breaks|broke|crash(?:es|ed)?|(?:was|were|is|are) too)\b")


def _ended_keys(raw: str, ended_text: str, names: Names, cased: str,
                known: frozenset[str] = frozenset()) -> frozenset[str]:
    """Stems of the code spans and names inside what a sentence says has ended (``cased``: as written).

    A system the store titles a file with ("porch") owns what ended when more is said ("porch API v1 is
    deprecated", "plumb-legacy was switched off"): it is a key only when it is all that ended.
    """
    # a span whole, not inside a longer name: "(org `acw`); the `acw-tfstate` bucket is read-only" ended no "acw"
    named = {w for span in _CODE_SPAN.findall(raw)
             if re.search(rf"(?<![\w-]){re.escape(' '.join(words(span)))}(?![\w-])", ended_text) for w in words(span)}
    named.update(w for name in names.names for w in name.split()
                 if TITLED + name not in known or name == ended_text.strip())
    named.update(w for host in _HOSTNAME.findall(ended_text) for w in words(host))  # "grafana.larkspur.internal"
    # a quoted title names one thing by all its words: the "Shop stock 2026" sheet is no shop
    named.update(w for title in _QUOTED.findall(ended_text) for w in words(title))
    # "manual upload *through the BODS web form*": what ended is the upload; a name after a preposition is where
    inside = named & set(words(_PLACE_PREPOSITION.split(ended_text, maxsplit=1)[0]))
    # "GitHub's copy is frozen": what ended is the copy, not GitHub; with an owner among the names, what
    # ended is read from all its words (the stale rule's wider test), not from the names alone
    if inside & {w for owner in _POSSESSOR.findall(cased) for w in words(owner)}:
        return frozenset()
    return frozenset(t for w in inside if (t := _term(w)))


_POSSESSOR = re.compile(r"([\w.-]+)['\u2019]s\b")
_PLACE_PREPOSITION = re.compile(r"\b(?:through|via|on|in|at|from|for|of|to|with|into|onto|by)\b")
_CONTEXT_OF = {word: {g.name for g in (*lx.GROUPS, lx.REGION_GROUP) if word in g.context}
               for group in (*lx.GROUPS, lx.REGION_GROUP) for word in group.context}


_BINARY_STEPS = (1.0, 1.024, 1.024 ** 2, 1.024 ** 3)  # "1 GB" is written for 1,024 MB, or for 1,000


@dataclass(frozen=True, slots=True)
class Value:
    """A quantity in a claim: ``key`` says what it measures, ``amount`` is comparable."""

    key: str  # "duration", "size", "clock", "c:<noun>", "n:<anchor>", ...
    amount: float | str
    anchor: str | None  # the stemmed anchor word of "n:" keys (part of the subject)
    near: frozenset[str] = frozenset()  # for unit values: the content words next to it (what it measures)

    @property
    def measured(self) -> bool:
        """A unit value ("30 seconds") says what it measures only through the words around it."""
        return not self.key.startswith(("c:", "n:", "dsn:", "endpoint", "rate:"))

    def same_amount(self, other: "Value") -> bool:
        """Equal amounts (floats with a relative tolerance; a version refining another, "16" / "16.3", agrees; a size
        in kilobytes of 1,024 bytes against one in megabytes, "2048 KB" / "2 MB", is one size)."""
        mine, theirs = self.amount, other.amount
        if isinstance(mine, float) and isinstance(theirs, float):
            if self.key == "size" and mine and theirs:
                ratio = max(mine, theirs) / min(mine, theirs)
                return any(abs(ratio - step) <= 1e-9 * step for step in _BINARY_STEPS)
            return abs(mine - theirs) <= 1e-9 * max(1.0, abs(mine), abs(theirs))
        if isinstance(mine, str) and isinstance(theirs, str):
            return mine == theirs or mine.startswith(theirs + ".") or theirs.startswith(mine + ".")
        return mine == theirs


@dataclass(frozen=True, slots=True)
class Facet:
    """One clause (or contrast) of a sentence."""

    terms: frozenset[str]
    polarity: int  # +1 or -1
    predicates: frozenset[str]  # predicate families present ("use", "enable", ...)
    values: tuple[Value, ...]
    contrast: bool  # a "not X"/"instead of X" part
    condition: bool  # a "without Y"/"except Y" part: a condition on the clause, not a claim of its own
    negated_object: frozenset[str]  # what a negation aims at: content words after the cue, up to a preposition
    negated_verb: str | None  # an imperative's verb under the negation ("never *backfill* the queue")
    negated_subject: frozenset[str]  # what a declarative negation is about ("*shipment references* must not be ...")
    action: str | None  # an imperative's verb: a stem, or "family:<name>" for predicate words ("do not *use* X")
    members: frozenset[tuple[str, str]]  # (group, member) of exclusive choices named here
    member_words: frozenset[tuple[str, str]]  # (group, stem) for every word of those members
    spans: tuple[str, ...] = ()  # code spans (commands, identifiers), whitespace-collapsed
    span_terms: frozenset[str] = frozenset()  # terms that occur inside those spans
    rejected: bool = False  # a clause telling what fails or was wrong ("with Node 20 the tests *fail*")


_NO_NAMES = Names(frozenset(), frozenset(), frozenset(), frozenset())


@dataclass(frozen=True, slots=True)
class Sentence:
    """One sentence of a claim line, with what the rules compare."""

    text: str  # lower-cased, normalised sentence
    facets: tuple[Facet, ...]
    terms: frozenset[str]  # every facet's terms
    sequence: tuple[str | None, ...]  # stems in order (None for stop words and numbers)
    lead_verb: int | None  # index of an imperative's verb ("never *run* X"), when the sentence starts with one
    members: tuple[tuple[str, str, bool], ...]  # (group, member, in a positive facet)
    contexts: frozenset[str]  # groups whose context words occur
    member_words: frozenset[str]  # stems of every member's words
    environments: frozenset[str]
    copula: tuple[frozenset[str], frozenset[str]] | None
    from_to: tuple[frozenset[str], frozenset[str], frozenset[str]] | None  # old, new, who or what moved
    keys: frozenset[str]  # terms plus "g:<group>" for quick pre-filtering
    polarities: frozenset[int]  # the facets' polarities (a flip needs both signs across the pair)
    value_keys: frozenset[str]  # what the values measure
    choice_groups: frozenset[str]  # groups with a member in a positive, non-contrast facet
    entities: frozenset[str] = frozenset()  # who or what it is about: subject names and identifiers, lower case
    core: frozenset[str] = frozenset()  # terms outside parentheses: what the claim is about, details aside
    own_core: frozenset[str] = frozenset()  # ``core`` before the file's subject was added (``judge.contextualise``)
    ended_keys: frozenset[str] = frozenset()  # stems of the names and code spans in what has ended
    names: Names = _NO_NAMES  # names as written: in role slots (fillers) and as subjects
    name_stems: frozenset[str] = frozenset()  # stems of the words of every name and identifier
    vocabulary: frozenset[str] = frozenset()  # lower-case words outside parentheses: "does the claim mention X"
    words: frozenset[str] = frozenset()  # every lower-case word, parentheses included
    dated: bool = False  # about a closed period of the past ("until March", "during the 2025 beta")
    ended: frozenset[str] = frozenset()  # stems of what the sentence says has ended ("X is read-only")
    change: bool = False  # records a change ("moved from", "now", "no longer", "since <date>", "X is deprecated")
    mode: str | None = None  # "manual" or "automat": how the claim says its act is done ("by hand", "automatically")
    topics: tuple[frozenset[str], ...] = ()  # its file's subject phrases (``judge.contextualise``), for a claim naming none
    record: frozenset[str] = frozenset()  # its file's subject words when it gives a field of the file's record
    system: frozenset[str] = frozenset()  # the system its file is an overview of (``judge.contextualise``)
    numbered: frozenset[str] = frozenset()  # names that are a word and a number ("rink 2", "tessa 3")

    def group_members(self, group: str, *, positive: bool) -> set[str]:
        """Members of ``group`` named here (only those in positive facets when ``positive``)."""
        return {m for g, m, pos in self.members if g == group and (pos or not positive)}


def _expand(text: str) -> str:
    if _CONTRACTION_GATE.search(text):
        for pattern, replacement in _CONTRACTIONS:
            text = pattern.sub(replacement, text)
    if "ty-" in text:
        text = _TENS_UNITS.sub(_tens_units, text)
    if _DAY_LIST.search(text):
        text = _DAY_LIST.sub(lambda run: _DAY_ABBREVIATION.sub(_day_name, run.group(0)), text)
    if any(phrase in text for phrase in _PHRASE_GATE):  # substring tests: far cheaper than a regex per line
        for pattern, replacement in lx.TERM_PHRASES:
            text = pattern.sub(replacement, text)
    return text


# "thirty-five minutes": the number, as digits
_TENS = {word: 10 * n for n, word in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split(), 2)}
_UNITS_WORDS = {word: n for n, word in enumerate("one two three four five six seven eight nine".split(), 1)}
_TENS_UNITS = re.compile(r"\b(" + "|".join(_TENS) + r")-(" + "|".join(_UNITS_WORDS) + r")\b")


def _tens_units(match: re.Match) -> str:
    return str(_TENS[match.group(1)] + _UNITS_WORDS[match.group(2)])


# "Mon/Wed/Thu", "sat & sun": short day names in a list of them are the days (alone, "sat" and "sun" are words)
_DAY_NAMES = {day[:3]: day for day in lx.WEEKDAYS} | {"tues": "tuesday", "thur": "thursday", "thurs": "thursday"}
DAY_SHORT = r"(?:tues|thurs?|mon|tue|wed|thu|fri|sat|sun)"
# (a range, "Wed\u2013Sat", is left as written: its two ends are not its days)
_DAY_LIST = re.compile(r"\b" + DAY_SHORT + r"(?:\s*(?:/|,|&|\+|and)\s*" + DAY_SHORT + r")+\b(?!\s*[\u2013-])")
_DAY_ABBREVIATION = re.compile(r"\b" + DAY_SHORT + r"\b")


def _day_name(match: re.Match) -> str:
    return _DAY_NAMES[match.group(0)]


_PHRASE_GATE = ("by hand", "uid 0", "pull request", "freeze", "goose up", "alembic upgrade", "flyway migrate",
                "prisma migrate",
                "log in", "log on", "logs in", "logs on", "logged in", "logged on", "logging in", "logging on",
                "circumstance", "whatever the", "no matter what", "at all", "no exceptions", "bother", "sign-off",
                "sign off", "signed off", "signs off", "signed-off", "sign it off", "signs it off", "sign them off",
                "signed it off", "signed them off")


# the labels of the real Claude Code layout ("**Why:**", "**How to apply:**"): the file's structure, not its claim
_LABEL = re.compile(r"^\W*(?:" + "|".join(PROSE_LABELS) + r")\W*:\W*", re.I)


def _cron_as_clock(line: str) -> str:
    """The line with each daily cron schedule in a code span written as its clock time."""
    return _CRON.sub(_cron_time, line) if "`" in line and "*" in line else line


# A cron schedule in a code span at a fixed minute and hour ("`15 4 * * *`") is a clock time: 04:15.
# A crontab line keeps its command in the span: "`30 3 * * * /opt/etl/nightly`" is 03:30 and the command.
_CRON = re.compile(r"`(\d{1,2}) (\d{1,2}) [\d*,/-]+ [\d*,/a-z-]+ [\d*,/a-z-]+(?: ([^`]+))?`", re.I)


def _cron_time(match: re.Match) -> str:
    minute, hour, command = int(match.group(1)), int(match.group(2)), match.group(3)
    if minute >= 60 or hour >= 24:
        return match.group(0)
    return f"{hour:02d}:{minute:02d}" + (f" `{command.strip()}`" if command and command.strip() else "")


def normalise(line: str) -> str:
    """Lower-case text without its list marker and label, with markdown emphasis and code marks removed, curly
    quotes made plain and contractions expanded."""
    return _expand(_LABEL.sub("", _LIST_MARKER.sub("", _cron_as_clock(line))).translate(_APOSTROPHES).lower())


class _Memo(dict):
    """token → ``read(token)``, filled on first sight (lookups stay in C); at most 500,000 tokens are kept."""

    def __init__(self, read: Callable[[str], str | None]) -> None:
        super().__init__()
        self.read = read

    def __missing__(self, token: str) -> str | None:
        result = self.read(token)
        if len(self) < 500_000:
            self[token] = result
        return result


# token → stem, or ``None`` for stop words and numbers; shared by every analysis in the process
_term = _Memo(lambda token: None if len(token) < 2 or token in lx.JUDGE_STOP or token[0].isdigit()
              else lx.TERM_OF.get(token) or stem(token)).__getitem__


_NEGATION_WORD = re.compile(r"\b(?:" + "|".join(sorted(lx.NEGATION_CUES)) + r")\b")
_RELATIVES = frozenset(("that", "which", "who"))
# "stopped using X" denies using X; "stops per round", "stop there", "the sync stopped" deny no act
_HALTS = frozenset("stop stops stopped stopping".split())


def _halts_an_act(tokens: list[str], i: int) -> bool:
    """"stop *doing* X", or a denied stop ("don't stop to ask": keep going)."""
    return (i + 1 < len(tokens) and tokens[i + 1].endswith("ing")) or (i > 0 and tokens[i - 1] in lx.NEGATION_CUES)


_TURNED = frozenset("stay stays stayed is are was were turn turns turned switch switches switched set kept keep be".split())


def _kept_out(tokens: list[str], i: int) -> bool:
    """"data *stays out of* the issues", "*keep* customer emails *out of* the logs": it is not there."""
    if tokens[i + 1:i + 2] != ["of"] or tokens[i + 2:i + 3] == ["hours"]:
        return False
    return (i > 0 and tokens[i - 1] in _STAY) or any(t in _KEEP for t in tokens[max(0, i - 4):i])


_STAY = frozenset("stay stays stayed staying".split())
_KEEP = frozenset("keep keeps kept keeping".split())  # not "leave": "leave the rods out of the water" is for a while
_CONDITION_OPENERS = frozenset("if when whenever unless once".split())


# a condition told after the claim, set off by a comma: a negation inside it is not the claim's
_TRAILING_CONDITION = re.compile(rf",\s*(?:{'|'.join(sorted(_CONDITION_OPENERS | {'while'}))})\b")
_AUXILIARIES = frozenset("do does did is are was were has have had can could will would should must".split())


def _in_relative(tokens: list[str], i: int) -> bool:
    """The cue at ``tokens[i]`` opens a relative clause's predicate ("a reminder text *that does not* go through is
    retried"): it says which things, not that the claim is denied."""
    return (i > 0 and tokens[i - 1] in _RELATIVES) or (
        i > 1 and tokens[i - 1] in _AUXILIARIES and tokens[i - 2] in _RELATIVES)


def _polarity(tokens: list[str], text: str) -> int:
    if tokens and tokens[0] in _CONDITION_OPENERS and "," in text:
        # "If nothing shows up, check the gateway": a negation inside the condition is not the claim's
        tokens = words(text.split(",", 1)[1])
    cues = [i for i, t in enumerate(tokens) if (t in lx.NEGATION_CUES and (t not in _HALTS or _halts_an_act(tokens, i))
                                                 and not _in_relative(tokens, i))
            or (t == "off" and i and tokens[i - 1] in _TURNED) or (t == "out" and _kept_out(tokens, i))]
    if cues and (condition := _TRAILING_CONDITION.search(text)):
        cut = len(words(text[:condition.start()]))  # "..., *when nobody is* checking zines out": the condition's
        cues = [i for i in cues if i < cut]
    if cues and lx.NEGATION_EXCEPTIONS.search(text):
        cues = [i for i in cues if tokens[i] not in ("not", "no")
                and not (i and tokens[i - 1] in _RELATIVES)]  # "alerts that *nobody* acknowledges escalate"
    # "don't disable X", "never skip X", "decided not to turn off X": a negated negative verb is a positive claim
    negative = bool(cues) and not any(tokens[i] in _NEGATORS and any(
        j in cues and tokens[j] not in _NEGATORS for j in range(i + 1, min(i + 4, len(tokens)))) for i in cues)
    if not _PAST_WORDS.isdisjoint(tokens) and lx.PAST_ONLY_RE.search(text):
        negative = not negative  # "used to X": X no longer holds
    return -1 if negative else 1


def unit_value(number: str, unit: str) -> Value | None:
    """The amount of ``number`` in ``unit`` ("2 tonnes"), a count of ``unit`` ("3 vans"), or ``None``."""
    if unit in lx.UNITS:
        kind, factor = lx.UNITS[unit]
        return Value(kind, float(number) * factor, None)
    if unit in lx.JUDGE_STOP or unit in lx.NUMBER_WORDS or len(unit) < 3 or unit in lx.ENVIRONMENTS:
        return None
    if unit in _PREPOSITIONS or unit in _NOT_COUNTED:
        return None  # "port 8000 behind the load balancer": a number before a preposition counts nothing
    return Value("c:" + stem(unit), float(number), None)


# a place's hours: "gates 07:00–17:30" opens at the first time and closes at the second, as "opens at 07:00" says
_OPENS_BEFORE = re.compile(r"\b(?:opens?|opening|unlock(?:s|ed)?)\s+(?:at\s+|from\s+)?(?:about\s+|around\s+)?$")
_CLOSES_BEFORE = re.compile(r"\b(?:closes?|closing|shuts?|locks?(?:\s+up)?)\s+(?:at\s+)?(?:about\s+|around\s+)?$")
_RANGE_DASH = re.compile(r"\s*(?:-|\u2013|\u2014|to)\s*\d")
_RANGE_END = re.compile(r"\d\s*(?:-|\u2013|\u2014|to)\s*$")
_OPENS, _CLOSES = frozenset(("hours:open",)), frozenset(("hours:close",))
OPENING_SIDES = _OPENS | _CLOSES
# said with a verb ("opens at 10:00", "shuts at 17:00"), not read off a range: a range alone is any span of time
# (a show's slot, a bus stop's window, a pass's hours), so one side of a clash must say opening in words
OPENING_SAID = "hours:said"
_SAID = frozenset((OPENING_SAID,))
OPENING_MARKS = OPENING_SIDES | _SAID  # not words next to a time: what it measures is told by those alone
_WORKED = re.compile(r"\b(?:works?|working|shifts?|on duty|on call|cover(?:s|ed)?|rota)\b")


def _opening_side(text: str, start: int, end: int, worked_end: int | None) -> frozenset[str]:
    """``hours:open`` for a clock time a place opens at (alone, or first of a range of hours), ``hours:close``
    for one it closes at: the two ways to give one opening time meet on that word. ``worked_end``: where the
    text's first word of a person's hours ends (looked up once per text: a line may hold thousands of times)."""
    before = text[max(0, start - 24):start]
    if _OPENS_BEFORE.search(before):
        return _OPENS | _SAID
    if _CLOSES_BEFORE.search(before):
        return _CLOSES | _SAID
    if worked_end is not None and worked_end <= start:
        return frozenset()  # "works Mon–Fri 08:30–16:30": a person's hours, not when a place opens
    if _RANGE_DASH.match(text, end):
        return _OPENS
    if _RANGE_END.search(before):
        return _CLOSES
    return frozenset()


def _near(text: str, start: int, end: int) -> frozenset[str]:
    """Up to two content words on each side of a value: the attribute it measures.

    The word right before it, when it says how the value is meant, is kept
    as ``prep:<word>``: "every 10 minutes" is an interval, "after 15
    minutes" a delay, "up to 5 times" a limit.
    """
    how = {"prep:" + _VALUE_PREPOSITIONS[w] for w in words(text[max(0, start - 12):start])[-1:]
           if w in _VALUE_PREPOSITIONS}
    if bound := _BOUND_RE.search(text, max(0, start - 12), start):
        # "rejects any photo *over* 10 MB" sets a maximum: what is refused lies above it
        refused = bound.group(1) and (_REFUSED_BEFORE.search(text, max(0, bound.start() - 48), bound.start())
                                      or _REFUSED_AFTER.match(text, end))
        denied = bound.group(1) and _DENIED_BEFORE.search(text, max(0, bound.start() - 40), bound.start())
        how.update(("bound:max", "attr:limit") if refused else
                   ("bound:min" if bound.group(1) and not denied else "bound:max",))
    elif bound := _BOUND_AFTER.match(text, end):
        how.add("bound:min" if bound.group(1) else "bound:max")  # "with a £9.99 *cap*", "a 2-hour *minimum*"
    if (_LEAD_AFTER.match(text, end) and not _FOR_BEFORE.search(text, max(0, start - 8), start)
            and not _STAY_BEFORE.search(text, max(0, start - 44), start)):
        # "reminders go *24 hours before* a session": a lead time, not how long anything lasts ("kept *for* 180 days
        # before they are dropped" is how long)
        how.add("prep:lead")
    # "suspended *7 days* after" / "deleted *180 days* after": the act the amount follows is what it times
    how.update("act:" + stem(w) for w in words(text[max(0, start - 24):start])[-1:] if len(w) > 4 and w.endswith("ed"))
    return frozenset(_terms_beside(text, start, -1) + _terms_beside(text, end, 1)) | how


NEAR_CHARS = 1024  # how far from a value its attribute words are looked for


def _terms_beside(text: str, at: int, side: int) -> list[str]:
    """The two content terms nearest to ``text[at]`` before it (``side`` -1) or after it (1), from a window that
    grows until it holds them (a line of thousands of values costs each one its neighbourhood, not the line)."""
    size = 64
    while True:
        low, high = (max(0, at - size), at) if side < 0 else (at, min(len(text), at + size))
        tokens = words(text[low:high])
        cut = low > 0 if side < 0 else high < len(text)
        if cut and tokens:  # the word at the window's far edge may be cut in two
            tokens = tokens[1:] if side < 0 else tokens[:-1]
        terms = [t for t in map(_term, tokens) if t]
        if len(terms) >= 2 or not cut or size >= NEAR_CHARS:
            return terms[-2:] if side < 0 else terms[:2]
        size *= 2


_LEAD_AFTER = re.compile(r"\s*(?:before|beforehand|ahead\b|prior\s+to|in\s+advance|out\b(?!\s+of\b))")
_FOR_BEFORE = re.compile(r"\b(?:for|runs?|lasts?|takes?)\s+$")
_REFUSED_BEFORE = re.compile(r"\b(?:rejects?|rejected|refuses?|refused|blocks?|blocked|bounces?|bounced|won't take|"
                             r"doesn't accept|does not accept|never accepts?)\b[^,;.]{0,36}$")
# "never auto-assigns *more than* 6 jobs": a most, as "at most 6", not a limit that refuses what lies above
_DENIED_BEFORE = re.compile(r"\b(?:never|not|no|nobody|no one|nothing|none)\s+(?:[\w-]+\s+){0,2}$")
# "jobs longer than 30 minutes *are killed*": what is refused lies above the bound, told after it
_REFUSED_AFTER = re.compile(r"\s*(?:[\w-]+\s+){0,3}?(?:are|is|get|gets|will be|will get)\s+(?:automatically\s+)?"
                            r"(?:killed|rejected|refused|blocked|dropped|bounced|cancell?ed|stopped|terminated|"
                            r"cut off|turned away)\b")
# "bells stay in the mould *48 hours before* knock-out": how long something stays before an event, not a lead time
_STAY_BEFORE = re.compile(r"\b(?:stays?|stayed|sits?|rests?|remains?|soaks?|cures?|left|kept|held|waits?|settles?|settled|"
                          r"settling|cools?|dries|dry|steeps?|proves?|stands?|chills?|drains?)\b"
                          r"[^,;.]{0,30}$")
# a bound, not an amount: ">90% coverage", "at least 80 %", "under 200 ms", "bigger than 8 MB"; after it: "a £9.99
# cap", "a 2-hour minimum"
_BOUND_AFTER = re.compile(r"\s*(?:(minimum|min|floor)|cap|ceiling|maximum|max|limit)\b")
_BOUND_RE = re.compile(r"(?:(>|\u2265|\bmore than|\bat least|\babove|\bover"
                       r"|\b(?:bigger|larger|greater|longer|higher|heavier)\s+than)"
                       r"|<|\u2264|\bless than|\bat most|\bbelow|\bunder|\b(?:smaller|shorter|lower|lighter|fewer)\s+than)"
                       r"=?\s*$")


# token → ``attr:<family>`` of its stem, or ``None`` (most tokens are no attribute); a number stems to itself,
# never an attribute word: tickets and dates make most distinct tokens
_ATTRIBUTE = _Memo(lambda token: None if token.isdigit() or (family := lx.ATTRIBUTE_OF.get(stem(token))) is None
                   else "attr:" + family)


def _attributes(tokens: list[str]) -> frozenset[str]:
    """``attr:<family>`` for every word of a clause that says what a duration or size measures ("up to" a limit)."""
    found = {a for a in map(_ATTRIBUTE.__getitem__, tokens) if a}
    if "up" in tokens and any(x == "up" and y == "to" for x, y in zip(tokens, tokens[1:])):
        found.add("attr:limit")
    return frozenset(found)


class _Spans:
    """Character spans of a text taken so far: a span is checked in the time of its own length, not of every
    span before it (a line of thousands of values would otherwise cost their square)."""

    def __init__(self, size: int) -> None:
        self._mask = bytearray(size)

    def append(self, span: tuple[int, int]) -> None:
        """Take ``text[start:end]``."""
        start, end = span
        self._mask[start:end] = b"\x01" * (end - start)

    def free(self, start: int, end: int) -> bool:
        """No character of ``text[start:end]`` is taken."""
        return 1 not in self._mask[start:end]


def _typed_slots(text: str, taken: _Spans) -> list[Value]:
    """Values in real formats: DSNs (``postgres://user@host:5432/db``), ``host:port`` and rates ("20 requests per second")."""
    found: list[Value] = []
    if "://" in text:
        for match in _DSN_RE.finditer(text):
            scheme, user, host, port, path = match.groups()
            found.append(Value("dsn:" + scheme, f"{user or ''}@{host}:{port or ''}{path or ''}", None))
            if port:
                found.append(Value("n:port", port, "port"))  # "mqtts://host:8883" and "host on port 8884": one port
            taken.append(match.span())
    if ":" in text:
        for match in _ENDPOINT_RE.finditer(text):
            if taken.free(match.start(), match.end()):
                found.append(Value("endpoint", f"{match.group(1)}:{match.group(2)}", None))
                found.append(Value("n:port", match.group(2), "port"))  # "host:5432" and "port 5433" speak of one port
                taken.append(match.span())
    if "£" in text or "$" in text or "€" in text:
        for match in _MONEY_RE.finditer(text):
            # what an amount prices is in the words around it, as for any unit value ("a £150 *deposit*")
            near = _near(text, *match.span())
            # "charged £1.35" and "Price: £1.10" name one attribute in two words: its family says so
            near |= {"price:" + lx.PRICE_OF[word] for word in near if word in lx.PRICE_OF}
            found.append(Value("money:" + match.group(1), float(match.group(2).replace(",", "")), None, near))
            taken.append(match.span())
    if " per " in text or "/" in text:
        before = _PER_BEFORE.search(text)  # "per-user limit: 100 requests per minute"
        for match in _RATE_RE.finditer(text):
            amount, noun, count, unit, per = match.groups()
            per = per or (before.group(1) if before else None)
            seconds = lx.UNITS[unit][1] * float(count or 1)
            key = "rate:" + stem(noun) + ("/" + stem(per) if per else "")
            found.append(Value(key, float(amount) / seconds, None))
            taken.append(match.span())
    return found


def _values(text: str, tokens: list[str]) -> tuple[Value, ...]:
    if not _HAS_DIGIT.search(text) and lx.NUMBER_WORDS.keys().isdisjoint(tokens) and _UNNUMBERED.isdisjoint(tokens):
        return ()
    if "," in text:
        text = _THOUSANDS.sub(lambda m: m.group(0).replace(",", ""), text)  # "5,000 rows" is 5000 rows
    if "k" in text or "£" in text or "$" in text or "€" in text:  # "m" and "bn" count only after a currency sign
        text = _MAGNITUDE.sub(_magnified, text)  # "10k rows" is 10000 rows, "£1.2m" £1200000
    if " day" in text:
        text = _KIND_OF_DAY.sub(r"\1 \2", text)  # "21 calendar days", "5 working days": days
    if not _UNNUMBERED.isdisjoint(tokens) or "time" in text:  # ("one time a week", "two times a day")
        text = _FREQUENCY.sub(_as_interval, text)
    if "\u00b0" in text or "\u00ba" in text or "\u00b3" in text:
        text = _SIGNED_UNIT.sub(lambda m: " cubicm" if m.group(0).endswith("\u00b3") else " deg" + m.group(1), text)
    taken = _Spans(len(text))
    found: list[Value] = _typed_slots(text, taken)
    attributes = _attributes(tokens)
    free = taken.free

    worked = _WORKED.search(text) if ":" in text else None
    worked_end = worked.end() if worked else None
    for match in _CLOCK_RE.finditer(text) if ":" in text else ():
        hour, minute, half = int(match.group(1)), int(match.group(2)), match.group(3)
        hour = hour % 12 + (12 if half == "pm" else 0) if half else _afternoon(text, match.start(), hour)
        found.append(Value("clock", float(hour * 60 + minute), None, _near(text, *match.span())
                           | _opening_side(text, *match.span(), worked_end)))
        taken.append(match.span())
    dashed = "-" in text or "\u2013" in text
    for match in _DATE_RE.finditer(text) if dashed else ():
        # dates are taken out of the text but not compared: most are provenance ("confirmed on 2026-03-20")
        taken.append(match.span())
    for match in _IDENTIFIER_RE.finditer(text):
        taken.append(match.span(1))  # "Migration 017", "issue #822", "PR 4411": a name, not an amount
    ranges = _Spans(len(text))
    for match in _RANGE_RE.finditer(text) if dashed or " to " in text else ():
        ranges.append(match.span())
    worded = _WORD_NUM_RE.finditer(text) if not lx.NUMBER_WORDS.keys().isdisjoint(tokens) else ()
    for match in chain(_NUM_UNIT_RE.finditer(text), worded):  # "30 seconds", then "thirty seconds"
        if not free(*match.span()) or not ranges.free(match.start(1), match.start(1) + 1):
            continue
        number, unit = str(lx.NUMBER_WORDS.get(match.group(1), match.group(1))), match.group(2)
        value = unit_value(number, unit)
        if value is None and not unit.isalpha():  # "six CPX41 worker nodes": a model name, then the noun
            value = Value("c:" + unit, float(number), None)
        if value is not None:
            found.extend(_counted(value, text, match, attributes))
            taken.append(match.span())
    for match in _DOTFILE_VERSION.finditer(text) if "-version" in text else ():
        canon = canonical_tool(match.group(1))  # "`.ruby-version`: 3.3.5" is Ruby's version
        found.append(Value("n:" + canon, match.group(2), canon))
        taken.append(match.span(2))
    for match in _ANCHOR_RE.finditer(text):
        anchor, number = match.group(1), match.group(2)
        at, end = match.span(2)
        if not free(at, end) or len(anchor) < 2 or not ranges.free(at, at + 1):
            continue
        if _term(anchor) is None and not (anchor in _VERSIONED_WORDS and "." in number):
            continue  # "go 1.22" names a version; "go 3" does not
        if (anchor.endswith("s") and number.isdigit() and int(number) < 1000 and ":" in text[match.end(1):at]
                and (anchor,) not in lx.MEMBER_INDEX):
            found.append(Value("c:" + stem(anchor), float(number), None))  # "Reclaim belts: 3" counts belts
            taken.append((at, end))
            continue
        canon = canonical_tool(anchor)
        # "KiCad 7+": from version 7 on, a bound
        found.append(Value("n:" + canon, number, canon, _FROM_ON if text[end:end + 1] == "+" else frozenset()))
        taken.append((at, end))
    version = _TOOL_IS_VERSION.match(text)
    if version and free(version.start(2), version.end(2)) and (version.group(1),) in lx.MEMBER_INDEX:
        canon = canonical_tool(version.group(1))  # "Postgres on pg-summit-1 is 15.6": the tool's version
        found.append(Value("n:" + canon, version.group(2), canon))
    return tuple(found)


# a magnitude written as a suffix: "10k rows", "£2.5k"; "m" and "bn" only after a currency sign ("£1.2m"), as "5m"
# alone is five minutes (or metres)
_MAGNITUDE = re.compile(r"(?<![\w.,])([£$€]\s?)?(\d+(?:\.\d+)?)(k|(?<=\d)(?:m|bn))(?![\w.]\w|\w)")
_MAGNITUDES = {"k": 1_000, "m": 1_000_000, "bn": 1_000_000_000}


def _magnified(match: re.Match) -> str:
    """The number of a ``_MAGNITUDE`` match written out ("2.5k" → "2500"); as written where the suffix needs a
    currency sign and has none."""
    sign, number, suffix = match.groups()
    if suffix != "k" and not sign:
        return match.group(0)
    value = float(number) * _MAGNITUDES[suffix]
    return f"{sign or ''}{int(value) if value.is_integer() else value}"


# "8°C", "660 °C", "4 m³": units, once spelled out
_SIGNED_UNIT = re.compile(r"\s*[\u00b0\u00ba]\s*([cf])\b|\s*m\u00b3")
_KIND_OF_DAY = re.compile(r"\b(\d+)\s+(?:calendar|working|business|clear)\s+(days?)\b")
# how often, said without a number of the interval ("once a minute", "twice a day", "every hour", "every other
# week"): the interval it sets, in seconds, so that it meets "every 30 s" or "every 6 hours" as one value
_FREQUENCY = re.compile(r"\b(?:(once|twice|one time|two times)\s+(?:a|an|per|each|every)|every(\s+other)?)\s+"
                        r"(second|minute|hour|day|night|week|fortnight|month|quarter|year)\b(?!\s*(?:-|of\b))")
_UNNUMBERED = frozenset(("every", "once", "twice"))  # words that may set a value with no number written
_PERIOD_SECONDS = {"second": 1, "minute": 60, "hour": 3600, "day": 86400, "night": 86400, "week": 604800,
                   "fortnight": 1209600, "month": 2592000, "quarter": 7776000, "year": 31104000}  # (months of 30 days)


def _as_interval(match: re.Match) -> str:
    """"every N seconds" for a ``_FREQUENCY`` match: "once a minute" every 60, "twice a day" every 43200,
    "every other week" every 1209600."""
    times, other, period = match.groups()
    seconds = _PERIOD_SECONDS[period] * (2 if other else 1) // (2 if times in ("twice", "two times") else 1)
    return f"every {seconds} seconds"

_DOTFILE_VERSION = re.compile(r"\.([a-z]+)-version\b[^\d(;,]{0,40}?(?:[:=]|\bis|\bsays)\s*(\d+(?:\.\d+)+)")
# a tool opening a claim whose verb gives its version: "Postgres on pg-summit-1 is 15.6"
_FROM_ON = frozenset(("bound:min",))
_TOOL_IS_VERSION = re.compile(r"([a-z][a-z0-9]*)\b[^;:,]{0,40}?\s(?:is|runs|is on)\s+v?(\d+(?:\.\d+)+)(?![\w.])")


def canonical_tool(word: str) -> str:
    """The stem of a tool's one name ("postgresql" and "postgres" are Postgres), or of the word itself."""
    members = lx.MEMBER_INDEX.get((word,))
    return stem(members[0][1]) if members and " " not in members[0][1] else stem(word)


def _counted(value: Value, text: str, match: re.Match, attributes: frozenset[str]) -> list[Value]:
    """A value found at ``match``; a count under the head of its noun phrase ("nine worker *nodes*", "six
    CPX41 worker *nodes*": a count belongs to its noun, and the noun is the phrase's last word)."""
    if value.key == "duration" and (share := _SHARE_OF_PERIOD.match(text, match.end())):
        # "open seven days *a week*", "3 hours *a day*": a share of each period, not a length of time
        value = replace(value, key="duration/" + share.group(1))
    if value.measured:
        return [replace(value, near=_near(text, *match.span()) | attributes)]
    head = _phrase_head(text, match.start(2)) if value.key.startswith("c:") else None
    found = [value]
    if head and "c:" + head != value.key:
        # "two node *pools*" count pools, not nodes; "2-space indentation" is 2 spaces, and "a 6-shelf trolley" is
        # one trolley of 6 shelves: a hyphenated count counts its own noun only
        hyphenated = "-" in text[match.start(2) - 2:match.start(2)]
        found = [value] if hyphenated else [Value("c:" + head, value.amount, None)]
    deed = _TALLY_RE.match(text, match.start(2)) if value.key.startswith("c:") else None
    if deed and deed.group(1) not in _SETTING_PARTICIPLES:
        found = [replace(v, near=TALLY) for v in found]
    return [v for v in found if v.key[2:].isalpha()]


# what follows a length of time that makes it a share of each period ("seven days *a week*")
_SHARE_OF_PERIOD = re.compile(r"\s+(?:a|an|per|each|every)\s+(day|week|month|year|fortnight|night|shift)\b")
# a count that is the subject of a past deed tallies what happened ("five correction rounds each *minted* a false
# claim", "the two backend stories *were storified*"), it sets nothing
TALLY = frozenset(("event:tally",))
_TALLY_RE = re.compile(r"(?:[a-z][\w+-]*\s+){0,3}?[a-z][\w-]*s\s+(?:(?:each|all|both|also|only|then)\s+)?"
                       r"(?:(?:was|were|had|have|has|got)\s+(?:been\s+)?)?([a-z][a-z-]{2,}ed|ran|went|broke|caught|found|took|"
                       r"made|wrote|built|sent|lost|shipped|left|came|got|saw|gave|hit)\b")
# participles that state a setting, not a deed ("2 approvals required", "5 backups retained")
_SETTING_PARTICIPLES = frozenset("""required needed allowed permitted expected kept retained reserved configured
    provisioned allocated capped limited supported recommended enforced""".split())


_PHRASE_END = re.compile(r"[,;:.()\u2014\u2013]|\s-\s")


def _phrase_head(text: str, start: int) -> str | None:
    """The stem of the last noun-like word of the (up to three-word) phrase starting at ``start``."""
    segment = _PHRASE_END.split(text[start:start + 60], maxsplit=1)[0].split()[:3]
    head = None
    for position, word in enumerate(segment):
        plain = word.strip("`'\"")
        if (plain in lx.JUDGE_STOP or plain in _PREPOSITIONS or plain in _NOT_COUNTED or not plain[:1].isalpha()
                or (position and plain.endswith(("ed", "ing", "ly")))):
            break
        head = plain if plain.isalpha() else head
    return stem(head) if head and head.isalpha() and len(head) > 2 else None


def _asserted_values(text: str, tokens: list[str], polarity: int) -> tuple[Value, ...]:
    """The values a clause asserts: in a negative clause only those before the negation
    ("PostgreSQL 13.4, upgrade not scheduled" asserts 13.4; "do not support Python 3.9" asserts nothing)."""
    cue = _NEGATION_WORD.search(text) if polarity < 0 else None
    if cue and _DENIED_EXCESS.match(text, cue.end()):
        return _values(text, tokens)  # "never auto-assigns more than 6 jobs" asserts a maximum of 6
    return _values(text[:cue.start()] if cue else text, tokens)


# what a negation denies is any amount over a bound: the bound is what the clause sets
_DENIED_EXCESS = re.compile(r"\s+(?:[\w-]+\s+){0,2}?(?:more than|over|above)\s+\d")


def _action(tokens: list[str]) -> str | None:
    """The verb of an imperative clause ("always *snapshot* X", "do not *use* X", "*avoid* X"), else ``None``."""
    for i, token in enumerate(tokens):
        if token in _LEADERS or token in _NEGATORS:
            continue
        if not _DECLARATIVE.isdisjoint(tokens[: i + 4]):
            return None
        if token in _FAMILY_OF:
            return "family:" + _FAMILY_OF[token]
        return _term(token)
    return None


def _negated_object(tokens: list[str], whole: bool) -> tuple[str | None, frozenset[str]]:
    """``(verb, object)`` a negation aims at ("never *backfill* the *queue* on prod"); empty when unclear.

    The object is the content words after the cue up to a preposition
    (environments aside: they are scopes). When the clause is an imperative
    (only adverbs before the cue, no "is"/"are"), its first content word is
    the verb and is returned apart.
    """
    start = 0 if whole else next((i + 1 for i, t in enumerate(tokens) if t in lx.NEGATION_CUES), None)
    if start is None:
        return None, frozenset()
    found = []
    rest = tokens[start:]
    while whole and rest and (rest[0] in _PREPOSITIONS or rest[0] in _QUANTIFIERS):
        rest = rest[1:]  # "not *to* on-call", "rather than *one per* order": what opens the contrast is no object
    passive = None
    if len(rest) > 1 and rest[0] in ("be", "been", "being") and rest[1].endswith("ed"):
        # "must not be *printed* on invoice lines": the object is what follows the verb, and the verb is denied
        # ("bags must never be *opened*" says nothing of bags that go in unopened)
        passive, rest = _term(rest[1]), rest[2:]
    elif not whole and tokens[start - 1] == "no":
        # "no donor data *is stored* there": the participle is what is denied of the data
        verb = next((i for i, t in enumerate(rest[:5]) if t in _COPULA_WORDS and rest[i + 1 : i + 2]
                     and rest[i + 1].endswith("ed")), None)
        if verb is not None:
            passive = _term(rest[verb + 1])
    found, stop = _object_words(rest)
    imperative = (not whole and all(t in _LEADERS or t in lx.NEGATION_CUES for t in tokens[:start])
                  and _DECLARATIVE.isdisjoint(tokens[: start + 4]))
    if (stop and rest[stop] in _TARGETS and len(found) <= (imperative and found == [_term(tokens[start])])
            and rest[stop + 1 : stop + 2] and (rest[stop + 1] in _DETERMINERS or _term(rest[stop + 1]))):
        # "kilnwatch never writes *to the kiln controllers*": a verb that takes its object through a preposition
        # aims at what follows it (the object of "never deploy to production" stays empty: environments are scopes;
        # "decided not *to* adopt X", "nothing is allowed *to be* local" open an infinitive, no target)
        found += _object_words(rest[stop + 1:])[0]
    if imperative and found and tokens[start:] and _term(tokens[start]) == found[0]:
        return found[0], frozenset(found[1:])
    if passive is None and not whole and (tokens[start - 1] == "cannot" or start > 1 and tokens[start - 1] == "not"
                                          and tokens[start - 2] in _DO_SUPPORT):
        # "we do not *refund* worn sensors", "they won't *see* it": after "do not", a modal's "not" or "cannot" comes
        # the verb, whatever the subject before; a light verb ("does not *carry* a signature", "does not *support*
        # GPU sessions") leaves the meaning to its object
        verb = next((t for t in rest[:3] if t not in _NOT_ADVERBS), None)
        passive = _term(verb) if verb is not None and verb not in _LIGHT_VERBS else None
        if passive is not None:  # whom the verb is denied of, "anyone" is no one in particular ("does not page anyone")
            return passive, frozenset(found) - _ANYONE
        if verb is not None and len(found) > 1 and found[0] == _term(verb):
            return None, frozenset(found[1:])  # the light verb itself aims at nothing: "doesn't send *marketing SMS*"
    return passive, frozenset(found)


def _object_words(tokens: list[str]) -> tuple[list[str], int | None]:
    """The content words before the first preposition (environments aside), and where that preposition is."""
    found = []
    for index, token in enumerate(tokens):
        if token in _PREPOSITIONS:
            return found, index
        term = _term(token)
        if term and token not in lx.ENVIRONMENTS:
            found.append(term)
    return found, None


_TARGETS = frozenset(("to", "into", "onto"))  # where an act goes ("from" tells where it comes from)
_DETERMINERS = frozenset("the a an our their its his her your my this that these those".split())
_ANYONE = frozenset(filter(None, map(_term, "anyone anybody someone somebody everyone everybody".split())))
_DO_SUPPORT = frozenset("do does did will would can could should may might".split())
_NOT_ADVERBS = frozenset("always even actually really ever usually necessarily currently yet also".split())
_LIGHT_VERBS = frozenset("have carry support include contain get offer provide use take need allow accept keep hold "
                         "make let give send come go work run".split())


def _negated_subject(text: str) -> frozenset[str]:
    """The content words before the negation of a statement ("shipment references must not ..."), a label
    before a colon aside ("Postmortem notes: the outage was not ..."); empty for an instruction ("never
    add ...") or when a negation opens the clause."""
    cue = _NEGATION_WORD.search(text)
    if cue is None:
        return frozenset()
    before = words(text[:cue.start()].rsplit(": ", 1)[-1])
    if _one_person_wishes(before, text[cue.end():].split(None, 1)[:1]):
        return frozenset()  # "Tom never *wants* class-based views": whose wish, not what is denied; as "never use"
    # "we *deliberately* do not pin ...": an adverb says how, not what the negation is about
    tokens = [t for t in before if not t.endswith(_ADVERB_ENDINGS)]
    if all(t in _LEADERS or t in _TURNED for t in tokens):
        return frozenset()
    return frozenset(t for t in map(_term, tokens) if t and t not in _TURNED)


def _one_person_wishes(before: list[str], after: list[str]) -> bool:
    """One person's wish denied: "Tom never *wants* ...", "the user *does not want* ..." (a singular verb: "customers
    do not want paper receipts" is what a kind of people is like, a subject of its own)."""
    if len(before) == 2 and before[-1] in _WISHES:
        return True  # "Dana *wants no* deploys on Saturdays": her wish, that there be none
    subject = [t for t in before if t not in ("the", "does", "do")]
    singular = after == ["wants"] or after == ["likes"] or (after in (["want"], ["like"]) and "does" in before)
    return singular and len(subject) == 1


_WISHES = frozenset(("wants", "prefers", "asked", "asks"))


_COPULA_WORDS = frozenset(("is", "are", "was", "were", "gets", "get"))
_QUANTIFIERS = frozenset(("a", "an", "the", "one", "each", "every", "any", "all"))
_ADVERB_ENDINGS = ("ately", "ally", "ently", "antly", "ously", "ively", "edly", "fully", "ictly", "ectly")


def _facet(raw: str, polarity: int | None, contrast: bool, inherited: frozenset[str] = frozenset(),
           condition: bool = False) -> Facet:
    spans = tuple(s for span in _CODE_SPAN.findall(raw) if (s := " ".join(words(span)))) if "`" in raw else ()
    text = raw.replace("`", " ")
    tokens = words(text)
    own = _polarity(words(_HOSTNAME.sub(" ", text)), text) if ".no" in text else _polarity(tokens, text)
    found = _members(tokens)
    final = own if polarity is None else polarity * (own if contrast else 1)
    negated = _negated_object(tokens, contrast) if final < 0 else (None, frozenset())
    regions = lx.REGION_RE.findall(text) if "-" in text and not _REGION_PREFIXES.isdisjoint(tokens) else []
    return Facet(
        terms=frozenset(t for t in map(_term, tokens) if t),
        polarity=final,
        predicates=frozenset(_FAMILY_OF[t] for t in tokens if t in _FAMILY_OF) | inherited,
        values=_asserted_values(text, tokens, final),
        contrast=contrast,
        condition=condition,
        negated_verb=negated[0],
        negated_subject=_negated_subject(text) if final < 0 and not contrast else frozenset(),
        negated_object=negated[1],
        action=None if contrast else _action(tokens),
        members=frozenset((group, member) for _, _, group, member in found)
        | frozenset((lx.REGION_GROUP.name, m) for m in regions),
        member_words=frozenset((group, t) for start, size, group, _ in found for w in tokens[start : start + size]
                               if (t := _term(w)))
        | frozenset((lx.REGION_GROUP.name, t) for m in regions for w in words(m) if (t := _term(w))),
        spans=spans,
        span_terms=frozenset(t for span in spans for w in span.split() if (t := _term(w))),
    )


def _split_contrast(clause: str) -> tuple[str, str | None, bool, str | None]:
    """``(main, contrasted part, explicitly negated, text before the marker of an alternative)``.

    The last item is ``None`` for a condition or exception ("without Y",
    "except Y"): those are not alternatives to what the clause chose.

    A scope after the contrasted part belongs to both sides: "prefers X over
    Y for Z work" is "prefers X for Z work" and "not Y for Z work".
    """
    match = _CONTRAST.search(clause)
    if match is None:
        over = _OVER.search(clause)
        if not (over and any(t in lx.PREDICATE_FAMILIES["use"] for t in words(clause[: over.start()]))):
            return clause, None, False, clause
        start, end, negated = over.start(), over.end(), False
    else:
        start, end, negated = match.start(), match.end(), match.group(1) is not None
    main, contrast = clause[:start], clause[end:]
    scope = _SCOPE_TAIL.search(contrast)
    if scope:
        main, contrast = f"{main} {contrast[scope.start():]}", contrast[: scope.start()]
    condition = match is not None and match.group(0).strip(", ").split()[0] in ("without", "except")
    return main, contrast, negated, None if condition else clause[:start]


def _chosen(main: str) -> frozenset[str]:
    """The words right before a contrast marker: what was chosen instead ("prefers *pytest fixtures* over")."""
    chosen = []
    tokens = words(main)
    if tokens and tokens[-1] in _POINTERS:
        return frozenset()  # "escalate *there*, not to on-call": the choice is a place, the verb is shared
    for token in reversed(tokens):
        if token in _PREPOSITIONS or token in lx.PREDICATE_WORDS or token in lx.NEGATION_CUES:
            break
        if (term := _term(token)) is not None:
            chosen.append(term)
    return frozenset(chosen)


# "they *would* sit in a depot over the weekend": what would follow, not what is done
_HYPOTHETICAL = re.compile(r"\b(?:would|might)\s+(?!not\b|never\b|rather\b|like\b|prefer\b)[a-z]")


def _clause_facets(clause: str) -> list[Facet]:
    main, contrast, negated, before = _split_contrast(clause)
    head = _facet(main, None, False)
    if (head.polarity > 0 and _HYPOTHETICAL.search(main)) or main.startswith("without "):
        head = replace(head, condition=True)  # "*without* a valid key a show does not play": what X needs
    if contrast is None:
        return [head] if head.terms or head.values else []
    if negated and head.polarity < 0:
        whole = _facet(clause, None, False)  # "no X, no Y": one negated list, not a contrast
        return [whole] if whole.terms or whole.values else []
    if before is None and head.polarity < 0:
        # "never issued without a tax line" requires the tax line; it does not deny issuing
        head = replace(head, condition=True)
    # "X, not Y" denies Y; "X instead of Y" / "X over Y" gives Y the opposite of X's polarity;
    # Y shares X's context (the rest of the clause), not X itself
    other = _facet(contrast, -1 if negated else -head.polarity, True, head.predicates, condition=before is None)
    if before is not None:
        other = replace(other, terms=other.terms | (head.terms - _chosen(before)))
    return [f for f in (head, other) if f.terms or f.values]


def _members(tokens: list[str]) -> list[tuple[int, int, str, str]]:
    found: list[tuple[int, int, str, str]] = []
    if _MEMBER_FIRST_WORDS.isdisjoint(tokens):
        return found
    i = 0
    while i < len(tokens):
        # a member's first word opens every key: a token that is none opens no member (most tokens)
        for size in range(lx.MAX_MEMBER_WORDS, 0, -1) if tokens[i] in _MEMBER_FIRST_WORDS else ():
            key = tuple(tokens[i : i + size])
            if len(key) == size and key in lx.MEMBER_INDEX:
                for group, member in lx.MEMBER_INDEX[key]:
                    found.append((i, size, group.name, member))
                i += size - 1
                break
        i += 1
    return found


def _copula(sentence: str, tokens: list[str]) -> tuple[frozenset[str], frozenset[str]] | None:
    if ":" not in sentence and _COPULA_TRIGGERS.isdisjoint(tokens):
        return None
    colon = _COPULA_COLON.match(sentence)
    if colon and len(words(colon.group(1))) <= 4:
        subject, value = words(colon.group(1)), words(colon.group(2))
    else:
        first_clause = _CLAUSE_SPLIT.split(sentence, maxsplit=1)[0]
        tokens = [t.strip(".,()[]\"'") for t in first_clause.replace("=", " = ").split()]
        at = next((i for i, t in enumerate(tokens) if t in _COPULA_TRIGGERS), None)
        if at is None:
            return None
        subject, value = words(" ".join(tokens[:at])), words(" ".join(tokens[at + 1 :]))
    while value and value[0] in ("a", "an", "the"):
        value = value[1:]
    # "Bradford: *through* their supplier only" says how, not what: a value opening with a preposition is none
    if not value or value[0] in _NOT_A_VALUE_START or value[0] in _PREPOSITIONS or value[0].endswith(("ed", "ing")):
        return None
    subject_terms = frozenset(t for t in (_term(w) for w in subject) if t)
    # a bare quantity ("is 300 seconds") is a value for the value rule, not a named choice
    # a tool by its one name: "is Postgres 16" and ": PostgreSQL 16" give one value
    value_terms = frozenset(t for t in (canonical_tool(w) if (w,) in lx.MEMBER_INDEX else _term(w)
                                        for w in value if w not in lx.UNITS) if t)
    if not 1 <= len(subject_terms) <= 4 or not 1 <= len(value_terms) <= 3:
        return None
    return subject_terms, value_terms


_EVERYONE = re.compile(r"\s*(?:all|every|each|we|our)\b")


MODES = frozenset(("manual", "automat"))  # the terms of "by hand" and "automatically"


def _mode(facets: list[Facet]) -> str | None:
    """How a sentence says its act is done: "manual" ("apply them by hand", "do not run X automatically") or
    "automat" ("runs automatically"); ``None`` when it says neither, or both. "Never edited by hand" says
    nothing of how it is done."""
    found = {mode if facet.polarity > 0 else "manual" for facet in facets for mode in MODES
             if mode in facet.terms and (facet.polarity > 0 or mode == "automat")}
    return found.pop() if len(found) == 1 else None


def _versioned_keys(tokens: list[str]) -> frozenset[str]:
    """Keys for tool names that are also stop words ("Go 1.23"): lines that name one must meet."""
    return frozenset("v:" + t for t in _VERSIONED_WORDS.intersection(tokens))


def _from_to(sentence: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]] | None:
    """``(old, new, mover)`` of "<mover> moved <mover> from <old> to <new>"."""
    match = lx.FROM_TO_RE.search(sentence) if " from " in sentence else None
    if match is not None:
        before, after, start = match.group(1), match.group(2), match.start(1)
    elif (match := lx.AWAY_RE.search(sentence)) is not None:
        before, after, start = match.group(1) or match.group(2), match.group(3), match.start()
    else:
        return None
    old = frozenset(t for t in map(_moved_term, words(before)) if t)
    new = frozenset(t for t in map(_moved_term, words(after)) if t)
    # "all Python repos moved ...", "we moved ...": whoever speaks of it moved too
    mover = frozenset() if _EVERYONE.match(sentence[:start]) else frozenset(
        t for t in (_term(w) for w in words(sentence[:start])) if t) - lx.CHANGE_VERBS
    return (old, new, mover) if old and new else None


def _moved_term(token: str) -> str | None:
    """A term of what a move left or reached; a name that starts with a digit ("to *1Password*") is one too."""
    return _term(token) or (token if token[:1].isdigit() and sum(ch.isalpha() for ch in token) > 2 else None)


def _clauses(text: str) -> list[str]:
    """Clauses of a sentence; a short label before a colon ("Theme: dark") stays with its value."""
    colon = _COPULA_COLON.match(text)
    label = words(colon.group(1)) if colon else []
    if colon and len(label) <= 4 and not (label and label[0] in _INSTRUCTION_LEADS):
        rest = _CLAUSE_SPLIT.split(colon.group(2))
        return [f"{colon.group(1)}: {rest[0]}", *rest[1:]]
    clauses = _CLAUSE_SPLIT.split(text)
    if colon and colon.group(2)[:1].isdigit() and len(clauses) > 1:
        # a longer label's head says what an amount after it measures: "Default changeover on the main stage: 30
        # minutes" is a changeover's; "Turnaround buffer between bookings: 30 min" a buffer's, not a booking's
        head = _LABEL_HEAD.match(colon.group(1))
        if head and head.group(0) != colon.group(1):
            clauses[1] = f"{head.group(0)} {clauses[1]}"
    return clauses


# "Never squash parkgate PRs: Dafydd bisects ...": an instruction and its reason, not a label and its value
_INSTRUCTION_LEADS = frozenset("never always do avoid".split())
_ANY_PREPOSITION = "|".join(sorted(_PREPOSITIONS))
# a label's words up to its first preposition ("default changeover" of "default changeover on the main stage")
_LABEL_HEAD = re.compile(rf"(?:(?!\b(?:{_ANY_PREPOSITION})\b)[^:])+?(?=\s+(?:{_ANY_PREPOSITION})\b)")


def analyse_sentence(raw: str, cased: str, known: frozenset[str] = frozenset()) -> Sentence | None:
    """One normalised sentence into a ``Sentence`` (``None`` when it holds no content); ``cased`` is the
    sentence as written (names are read from it)."""
    if "(" in raw and "not" in raw:
        raw = _NOT_ASIDE.sub(" ", raw)
    if " not " in raw and ('"' in raw or "\u201c" in raw):
        raw = _WORDING.sub(r"\1", raw)
    if '"' in raw or "\u201c" in raw:
        raw = _QUOTED.sub(_unnegated, raw)
    facets: list[Facet] = []
    read: list[tuple[str, list[Facet]]] = []  # each clause with its facets, for the clauses set in the past
    for clause in _clauses(raw):
        if clause and clause.strip():
            found = _clause_facets(clause)
            read.append((clause, found))
            if facets and len(found) == 1 and _ELLIPTICAL.match(clause.strip()):
                # "exports include X; no analytics events": the bare "no Y" continues the clause before it
                found = [replace(found[0], terms=found[0].terms | facets[-1].terms)]
            elif _CONDITION_OPENER.match(clause):
                found = [replace(f, condition=True) for f in found]  # what the claim needs, not what it says is so
            elif facets and _REJECTING.search(clause):
                found = [replace(f, rejected=True) for f in found]  # "…; with Node 20 the tests fail"
            elif facets and len(found) == 1 and _PARTICIPLES_DENIED.match(clause.strip()):
                # "X is excluded — never aggregated, never stored": said of the clause before's subject
                found = [replace(found[0], negated_subject=facets[-1].terms)]
            facets.extend(found)
    if not facets:
        return None
    text = raw.replace("`", " ")
    tokens = words(text)
    core_tokens = words(_PARENTHESES.sub(" ", text)) if "(" in text else tokens
    sequence = tuple(map(_term, core_tokens))  # parentheses hold details, not the subject's modifiers
    first = next((i for i, item in enumerate(sequence) if item), None)
    declarative = not _DECLARATIVE.isdisjoint(tokens[: (first or 0) + 4])
    lead_verb = first if first is not None and not declarative and all(t in _LEADERS for t in tokens[:first]) else None
    marker = lx.EVOLUTION_RE.search(text) if not _EVOLUTION_TRIGGERS.isdisjoint(tokens) else None
    from_to = _from_to(text) if not _MOVE_WORDS.isdisjoint(tokens) else None
    ended_text = ended_subject(text) if ("no longer" in text or _ENDED_GATE.search(text)) else None
    ended = content_stems(ended_text) if ended_text else frozenset()
    change = bool(marker or from_to or ended or lx.CHANGE_RECORD_RE.search(text))
    # a change recorded beside a clause set in a closed period ("until the April clean-up X used npm"): that
    # clause's choices are history, not live choices (read only for a change: most sentences record none)
    past = [f for clause, found in read if DATED_RE.search(clause) for f in found] if change and len(read) > 1 else []
    if past and len(past) < len(facets):
        gone = {id(f) for f in past}
        facets = [replace(f, members=frozenset(), member_words=frozenset()) if id(f) in gone else f for f in facets]
    members = tuple(sorted({(g, m, f.polarity > 0 and not f.contrast) for f in facets for g, m in f.members}))
    term_set = frozenset().union(*(f.terms for f in facets))
    stems = frozenset(s for s in sequence if s)
    names = read_names(cased, known)
    return Sentence(
        text=text,
        facets=tuple(facets),
        terms=term_set,
        sequence=sequence,
        lead_verb=lead_verb,
        members=members,
        contexts=frozenset(name for s in stems if s in _CONTEXT_OF for name in _CONTEXT_OF[s]),
        member_words=frozenset(t for f in facets for _, t in f.member_words),
        environments=frozenset(lx.ENVIRONMENTS[t] for t in tokens if t in lx.ENVIRONMENTS),
        copula=_copula(text, tokens),
        from_to=from_to,
        keys=term_set | frozenset("g:" + g for g, _, _ in members) | _versioned_keys(tokens),
        polarities=frozenset(f.polarity for f in facets),
        value_keys=frozenset(v.key for f in facets if not f.contrast for v in f.values),
        choice_groups=frozenset(g for g, _, positive in members if positive),
        core=stems & term_set,
        own_core=stems & term_set,
        ended_keys=_ended_keys(raw, ended_text, names, cased, known) if ended_text else frozenset(),
        names=names,
        name_stems=frozenset(stem(w) for name in names.names | names.identifiers for w in name.split()),
        entities=names.subjects | names.identifiers,
        vocabulary=frozenset(core_tokens),
        words=frozenset(tokens),
        dated=(is_dated(text, tokens) and not change) or bool(CLOSED_PERIOD_RE.search(text)) or temporary_state(text)
        or bool(_ARROW_RE.search(text) and _MAPPING_WORDS.isdisjoint(tokens)),
        ended=ended,
        change=change,
        mode=_mode(facets),
        numbered=_numbered(cased, known) if _HAS_DIGIT.search(cased) else frozenset(),
    )


# "Rink 2", "Tessa 3": a capitalised word and a small number name one of several things of a kind
_NUMBERED = re.compile(r"(?<![\w.-])([A-Z][a-z]{2,})\s+(\d{1,2})(?![\w.:,/-]*\d|[\w%])")
_NOT_NUMBERED = frozenset("version release revision api ios android windows macos python node java ruby".split())


def _numbered(cased: str, known: frozenset[str]) -> frozenset[str]:
    """The names of a sentence that are a capitalised word and a number, lower case; at the sentence's start only
    when the store writes the word with a capital elsewhere ("Keep 3 backups" counts backups)."""
    found = set()
    for match in _NUMBERED.finditer(cased):
        word = match.group(1).lower()
        if ((match.start() == 0 and word not in known) or word in _NOT_NUMBERED or (word,) in lx.MEMBER_INDEX
                or word in lx.UNITS or word in lx.CALENDAR_WORDS):
            continue
        found.add(f"{word} {int(match.group(2))}")
    return frozenset(found)


def analyse_line(line: str, known: frozenset[str], cache: MutableMapping[str, Sentence | None]) -> list[Sentence]:
    """Every sentence of one claim line; ``known`` are the store's names (``slots.capitalised_words``).

    ``cache`` (sentence as written → its analysis) lets a caller analyse a sentence once however many
    lines repeat it ("Confirmed by Alice on 2026-03-12."); it must be used with one ``known`` only.
    """
    cased = _LIST_MARKER.sub("", _cron_as_clock(line)).translate(_CASED_MARKS)
    result: list[Sentence] = []
    for part in _SENTENCE_SPLIT.split(cased):
        part = _bounded(part.strip().rstrip("."))
        if (sentence := cache.get(part, _MISSING)) is _MISSING:
            sentence = cache[part] = _analysed(part, known)
        if sentence is not None:
            if not sentence.entities and result and result[-1].entities:
                # "fct_orders is incremental. Never full-refresh it": the pronoun's subject is the last one named
                sentence = _with(sentence, _ENTITIES, result[-1].entities)
            if not sentence.environments and result and result[-1].environments:
                # "`compose.local.yml`: the local stack. Ports: web 3300": the line's environment holds on
                sentence = _with(sentence, _ENVIRONMENTS, result[-1].environments)
            result.append(sentence)
    return result


_MISSING = object()
# no claim a reader weighs runs this long (the longest sentence of the 40 real folders has 1,245 characters); past
# it, a sentence is read up to here, as several of its rules cost the square of its length (pasted or hostile text)
SENTENCE_LIMIT = 2_000


def _bounded(sentence: str) -> str:
    """The sentence, or its opening words up to ``SENTENCE_LIMIT`` characters, cut before a quotation or a
    parenthesis the limit would leave open (its "not" would read as the claim's)."""
    if len(sentence) <= SENTENCE_LIMIT:
        return sentence
    opening = sentence[:SENTENCE_LIMIT].rsplit(" ", 1)[0]
    if opening.count('"') % 2:
        opening = opening[:opening.rindex('"')]
    if opening.count("(") > opening.count(")"):
        opening = opening[:opening.rindex("(")]
    return opening


_SENTENCE_FIELDS = attrgetter(*Sentence.__dataclass_fields__)
_ENTITIES, _ENVIRONMENTS = (list(Sentence.__dataclass_fields__).index(f) for f in ("entities", "environments"))


def _with(sentence: Sentence, at: int, value: object) -> Sentence:
    """The sentence with its field number ``at`` set to ``value`` (``dataclasses.replace`` costs three times as
    much: it reads the fields by name)."""
    fields = list(_SENTENCE_FIELDS(sentence))
    fields[at] = value
    return Sentence(*fields)


def _analysed(part: str, known: frozenset[str]) -> Sentence | None:
    """One sentence as written, analysed (``None`` when it holds no content), its small sets shared."""
    sentence = analyse_sentence(_expand(part.translate(_APOSTROPHES).lower()), part, known)
    return None if sentence is None else _compact(sentence)


# -- one copy of equal small sets --------------------------------------------------------------------------
# An analysis holds some forty sets, most of them empty or of one or two items (polarities, groups,
# environments): each a 216-byte object of its own. The judge keeps thousands of analyses at once, so
# equal small sets are shared, and fields equal by construction (``core`` and ``own_core``; ``words`` and
# ``vocabulary`` without parentheses) share one object: a third of an analysis's memory. Sets are never
# changed, so sharing changes no result.

_SMALL_SETS: dict[frozenset, frozenset] = {}
_SMALL = 2
_TWINS = (("own_core", "core"), ("keys", "terms"), ("vocabulary", "words"))
_set = object.__setattr__  # the objects are new and not yet shared: their fields are swapped in place


def _share_sets(value: object, fields: tuple[str, ...]) -> None:
    """Replace each small set among ``fields`` of ``value`` by the one shared copy of it."""
    for field, found in zip(fields, _getter(fields)(value)):  # every field read at once, at C speed
        if type(found) is frozenset and len(found) <= _SMALL:
            shared = _SMALL_SETS.get(found)
            if shared is None:
                if len(_SMALL_SETS) >= 100_000:
                    _SMALL_SETS.clear()  # bounded: sets met since stay shared among themselves
                shared = _SMALL_SETS[found] = found
            if shared is not found:
                _set(value, field, shared)


_SENTENCE_SETS = tuple(f for f, kind in Sentence.__annotations__.items() if "frozenset" in str(kind))
_FACET_SETS = tuple(f for f, kind in Facet.__annotations__.items() if "frozenset" in str(kind))
_NAMES_SETS = tuple(f for f, kind in Names.__annotations__.items() if "frozenset" in str(kind))


@lru_cache(maxsize=None)
def _getter(fields: tuple[str, ...]) -> Callable[[object], tuple]:
    """A function reading every one of ``fields`` of an object, as a tuple (for one field too)."""
    get = attrgetter(*fields)
    return (lambda value: (get(value),)) if len(fields) == 1 else get


def _compact(sentence: Sentence) -> Sentence:
    """The sentence, its equal small sets shared (see above)."""
    _share_sets(sentence, _SENTENCE_SETS)
    _share_sets(sentence.names, _NAMES_SETS)
    for facet in sentence.facets:
        _share_sets(facet, _FACET_SETS)
    if len(sentence.facets) == 1 and sentence.facets[0].terms == sentence.terms:
        _set(sentence.facets[0], "terms", sentence.terms)
    for field, twin in _TWINS:
        if getattr(sentence, field) == getattr(sentence, twin):
            _set(sentence, field, getattr(sentence, twin))
    return sentence


# What a claim line could take part in, read cheaply (``sketch_parts``): a superset of what the full analysis
# finds. Two lines are analysed only when they share a key and some rule could apply to them: a negation,
# contrast or past marker on either side (polarity), numbers on both (values), a shared choice group or a
# copula on both (exclusive choices), names on both (roles), a change record on either side (stale claims).
POLAR, NUMERIC, COPULA, MOVED, NAMED = 1, 2, 4, 8, 16
ON_EITHER = POLAR | MOVED  # a rule that one side's marker may start
ON_BOTH = NUMERIC | COPULA | NAMED  # a rule that needs the feature on both sides


_POLAR_WORDS = lx.NEGATION_CUES | _PAST_WORDS | frozenset(("instead", "rather", "over", "except")) | frozenset(
    "manual manually automatic automatically".split())
_NUMERIC = re.compile(r"(?<![\w-])\d")


def sketch_parts(line: str) -> tuple[frozenset[str], int, frozenset[str]]:
    """A line's sketch: its keys (terms, adjacent pairs of terms, "g:<group>"), flags (``POLAR`` ... ``NAMED``)
    and choice groups."""
    text = normalise(line).replace("`", " ")
    tokens = words(text)
    terms = [t for t in map(_term, tokens) if t]
    keys = set(terms)
    keys.update(map(" ".join, zip(terms, terms[1:])))
    groups = {group for _, _, group, _ in _members(tokens)}
    if "-" in text and not _REGION_PREFIXES.isdisjoint(tokens) and lx.REGION_RE.search(text):
        groups.add(lx.REGION_GROUP.name)
    keys.update("g:" + group for group in groups)
    keys.update(_versioned_keys(tokens))
    polar = not _POLAR_WORDS.isdisjoint(tokens)
    # a date taken out leaves a space between non-digits: no digit that was not there before
    numeric = (bool(_NUMERIC.search(text) and ("-" not in text or _NUMERIC.search(_DATE_RE.sub(" ", text))))
               or not lx.NUMBER_WORDS.keys().isdisjoint(tokens) or not _UNNUMBERED.isdisjoint(tokens))
    copula = ":" in text or "=" in text or not _COPULA_TRIGGERS.isdisjoint(tokens)
    moved = not _MOVE_WORDS.isdisjoint(tokens) or "no longer" in text or bool(_ENDED_GATE.search(text))
    rest = line[1:]
    named = "`" in line or rest.lower() != rest  # a capital after the first character (at C speed: every line)
    flags = polar * POLAR | numeric * NUMERIC | copula * COPULA | moved * MOVED | named * NAMED
    return frozenset(keys), flags, frozenset(groups)
