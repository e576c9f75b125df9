"""The stale rule: one claim records a change away from what the other says ("migrated off X", "X is read-only")."""

from __future__ import annotations

import re
from functools import lru_cache

from memcli.lint import lexicon as lx
from memcli.lint.analysis import Sentence, Value
from memcli.lint.slots import ended_scope, ended_subject
from memcli.lint.conflicts.guards import veto
from memcli.lint.conflicts.subjects import all_positive, entity_stems, role_terms, same_entity, scope_clash
from memcli.text import STOP_WORDS, stem, words


def _moved_away(old: Sentence, new: Sentence) -> bool:
    """``new`` says "from X to Y" where X is what ``old`` is about, and ``old`` does not say Y."""
    if new.from_to is None:
        return False
    before, after, mover = new.from_to
    # "from Jira to Linear"; "switched from Square to SumUp" where the other has Square fill a role
    fillers = {stem(w) for name in old.names.fillers for w in name.split()}
    left_tool = bool(before & new.member_words & old.member_words) or bool(before & fillers)
    if veto("mover", bool(mover and not left_tool and role_terms(mover).isdisjoint(role_terms(old.terms))
                          and not same_entity(old, new))):
        return False  # "Noor moved from the Dispatch team" says nothing of what the Dispatch team maintains
    if veto("told-as-history", _TOLD_AS_HISTORY.search(old.text)):
        return False  # "after the poles were cut the phase *became* work-bound": the other tells the same move
    if veto("routine-move", _ROUTINE.search(new.text)):
        return False  # "every November the heaters move from Wakefield to York": a season's round trip, no change
    if before == after:  # "from Node 18 to Node 22": one tool, a version moved; the old claim holds the first
        return _holds_left_version(old, new)
    return _said(before, old) and not after <= old.terms


def _holds_left_version(old: Sentence, new: Sentence) -> bool:
    """``old`` gives the version ``new`` moved from, and not the one it moved to."""
    moved: dict[str, list[Value]] = {}
    for facet in new.facets:
        for value in facet.values:
            moved.setdefault(value.key, []).append(value)
    return any(len(found) > 1 and held.same_amount(found[0]) and not any(held.same_amount(v) for v in found[1:])
               for facet in old.facets for held in facet.values if (found := moved.get(held.key)))


def _said(terms: frozenset[str], old: Sentence) -> bool:
    """``old`` says every one of ``terms``, a name by its initials too ("FCM" / "Firebase Cloud Messaging")."""
    unsaid = terms - old.terms
    return not unsaid or all(len(t) > 1 and t in _initials(old.names.names) for t in unsaid)


@lru_cache(maxsize=4096)
def _initials(names: frozenset[str]) -> frozenset[str]:
    return frozenset(stem("".join(w[0] for w in name.split())) for name in names if len(name.split()) > 1)


# a claim told in the past tense only: it says what was, not what is
_PAST_TENSE = re.compile(r"\b(?:was|were|got|had)\b")
_PRESENT = re.compile(r"\b(?:is|are|am|has|have|do|does|can|must|should|will|now|still)\b")
# a move made again and again: "every November", "each night", "every Friday"
_ROUTINE = re.compile(r"\b(?:every|each)\s+(?:other\s+)?(?:day|night|morning|evening|week|weekend|month|quarter|year|"
                      r"season|winter|summer|spring|autumn|" + lx.MONTH_NAMES + r"|" + lx.WEEKDAY_NAMES + r")\b")
# a claim that itself tells a change of state in the past tense
# ("the *original* Haiku prompt produced ...": the old state, named as such)
_TOLD_AS_HISTORY = re.compile(r"\b(?:became|(?:was|were) (?:cut|removed|dropped|deleted|replaced|retired)|"
                              r"the (?:original|previous|former))\b")


def _ended_for(old: Sentence, new: Sentence) -> bool:
    """``new`` says that what ``old`` uses has ended ("the X bucket is read-only", "X was shut down")."""
    if not new.ended or old.change or old.dated or not all_positive(old):
        return False
    if veto("older-ones", bool(new.ended & _SELECTIVE) and (new.ended & _SELECTIVE).isdisjoint(old.terms)):
        return False  # "*older* iPads have been retired" says nothing of the iPads builds go out to
    if veto("other-version", not _ended_numbers(new.text) <= old.words):
        return False  # "the *4.2* branch is deprecated" says nothing of "rebase your branch on `main`"
    if veto("told-as-history", _PAST_TENSE.search(old.text) is not None and _PRESENT.search(old.text) is None):
        return False  # "paper vouchers *got* lost and *were* impossible to report on": why it ended, in the past
    if veto("kind-replaced", _kind_replaced(old, new)):
        return False  # "*paper* consent forms were retired; every *form* is signed on the iPads now": forms go on
    if veto("ended-scope", _scope_unsaid(_ended_scope(new.text), old)):
        return False  # "DPD is no longer used *for Scottish orders*" says nothing of Preston's DPD collection,
        # "brack-sync *staging* was shut down" nothing of brack-sync itself
    if veto("ender-unsaid", _ender_unsaid(old, new)):
        return False  # "*the rota* no longer goes out on WhatsApp" says nothing of receipts posted to WhatsApp
    # what ended is named ("the `/v1` endpoints", "the Instatus subscription"): the other must name it; a name too
    # short to tell that the other writes too ("the *Pi* furnace logger") leaves it to the words of what ended
    keys = {k for k in new.ended_keys if _telling(k, old)}
    if keys or new.ended_keys and not new.ended_keys <= _stems_said(old):
        if veto("other-host", _other_host(old, new)):
            return False
        if veto("name-unsaid", _name_unsaid(old, new) or _ended_span_unsaid(old, new)):
            return False
        if veto("rest-unsaid", _rest_unsaid(old, new, keys)):
            return False  # "the FSS results portal CSV export has been shut down" says nothing of FSS's samples
        owner = _owner(old, new, frozenset(keys) - old.terms)
        return bool(keys - owner) and keys - owner <= old.terms and not scope_clash(old, new)
    if veto("name-unsaid", _span_unsaid(old, new)):
        return False
    covered = {t for t in new.ended & old.terms if _telling(t, old)}
    if covered:  # "the Pi furnace *logger*" ended what "reads from the Raspberry Pi *logger*" uses
        covered |= {t for t in new.ended & _stems_said(old) if _telling(t, old)}
    versions = {t for t in new.ended if any(ch.isdigit() for ch in t)}  # "API *v1* is deprecated"
    if versions and versions == new.ended:
        return versions <= old.terms  # one host or machine by its name ("devdb01 has been retired"), wherever it was used
    owner = _owner(old, new, new.ended - old.terms)
    ended, covered = new.ended - owner, covered - owner
    return (bool(covered - lx.GENERIC_WORDS) and versions <= old.terms and 3 * len(covered) >= 2 * len(ended)
            and not scope_clash(old, new))


def _ender_unsaid(old: Sentence, new: Sentence) -> bool:
    """``new`` says its subject no longer goes out on, runs on or is sent with something, or moved off it ("*the
    rota* no longer goes out on WhatsApp", "*windcheck* moved off the office NAS"), and ``old`` never names that
    subject, its file's included: it speaks of other things."""
    text = new.text
    marker = _LEFT_BY_MOVER.search(text)
    at = marker.start() if marker else -1
    told = _ended_text(text)
    if at < 0 or not told or text.find(told, at) < 0 or text.startswith(_USES, marker.end()):
        return False  # what ended is the subject itself ("the old cluster is no longer used"), or its subject is
        # a user of it ("the workshop no longer uses CorelDRAW": every part of it)
    opening = words(_CLAUSE_OPENING.split(text[:at])[-1])
    content = [w for w in opening if w not in STOP_WORDS and w not in lx.GENERIC_WORDS and w not in _SPEAKERS]
    if not content:
        return False  # "we no longer use Mailchimp": the speaker's own use, everyone's
    said = old.terms | _said_here(old)
    if marker.group(0).startswith("no longer"):
        return stem(content[-1]) not in said
    # a mover is often named in other words ("pupil *devices*" / "pupil Chromebooks"): any of its words will do
    return said.isdisjoint(map(stem, content))


_CLAUSE_OPENING = re.compile(r"[,;:\u2014\u2013()]")
# what its subject left: "*the rota* no longer goes out on WhatsApp", "*windcheck* moved off the office NAS" (the
# mover's own use ended, not the NAS)
_LEFT_BY_MOVER = re.compile(r"\bno longer |\b(?:moved|migrated) (?:off|away from) ")
_SPEAKERS = frozenset("we i you they it the team agent claude".split())
_USES = ("use", "has ", "have ")


def _stems_said(old: Sentence) -> frozenset[str]:
    """The terms of ``old`` and the stems of its words as written ("logger" is a term of the logging family)."""
    return old.terms | {stem(w) for w in old.words}


def _owner(old: Sentence, new: Sentence, unsaid: frozenset[str]) -> frozenset[str]:
    """Of what ``old`` does not say, the name of the system that owned what ended (the first of three words or more
    that tell it), when ``old``'s file is that system's: "chefline's `/api/v1/orders` endpoint is deprecated"
    against "POS integrations post to `/api/v1/orders`" in chefline's notes."""
    told = words(_ended_text(new.text))
    owner = unsaid & new.name_stems & {stem(told[0])} if len(told) > 2 else frozenset()
    if len(new.ended - owner) < 2:
        return frozenset()  # "belaybook *sessions* after 20:00 were cancelled": too little left to tell what ended
    return owner and owner & (entity_stems(old) | {stem(w) for w in old.vocabulary if stem(w) in owner})


@lru_cache(maxsize=4096)
def _ended_scope(text: str) -> frozenset[str]:
    """The stems of where what a sentence says has ended ended: what it ended *for* ("no longer used for scottish
    orders") and the environments it names ("brack-sync *staging* was shut down"). Read once per sentence."""
    return ended_scope(text) | frozenset(stem(w) for w in words(_ended_text(text)) if w in lx.ENVIRONMENTS)


def _scope_unsaid(scope: frozenset[str], old: Sentence) -> bool:
    """A scope of what ended ("for scottish orders") that ``old`` never says, its file's subject included ("for
    sitelog" against a bullet of sitelog's overview)."""
    if not scope or scope <= old.terms:
        return False
    return not scope <= _said_here(old)


def _said_here(old: Sentence) -> set[str]:
    """The stems of every word ``old`` writes, and the names of its file's subject."""
    return {stem(w) for w in old.words | old.vocabulary} | entity_stems(old)


# a host or a mailbox by its full name: "ops.bramble.internal", "scans@lab.co.uk"; not "3.11" or "v1.2" (a host's
# last label starts with a letter)
_HOST = re.compile(r"(?<![\w.@-])(?:[\w.+-]+@)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z][a-z0-9-]*\b")


@lru_cache(maxsize=4096)
def _ended_text(text: str) -> str:
    """What a sentence says has ended, as written ("" when it says nothing has): read once per sentence, however
    many partners ask."""
    return ended_subject(text) or ""


def _ended_numbers(text: str) -> set[str]:
    """The version numbers in what a sentence says has ended ("the *4.2* branch is deprecated"), as words, and the
    number of one of a series ("*kiln 3* was decommissioned" says nothing of kiln 2)."""
    ended = _ended_text(text)
    said = _FIRST_CLAUSE.split(ended, maxsplit=1)[0].split()  # "ios 15 — the minimum is now ios 16": iOS 15 ended
    series = {w for before, w in zip(said, said[1:]) if w.isdigit() and len(w) <= 3 and before.isalpha()
              and before not in _NOT_NAMES}
    return series | {w for version in _VERSION.findall(ended) for w in words(version)}


_NOT_NAMES = STOP_WORDS | frozenset("onto into to from off on in at by for with via over under than".split())
_FIRST_CLAUSE = re.compile(r"[\u2014\u2013;(]|\s-\s")


_VERSION = re.compile(r"(?<![\w.])\d+(?:\.\d+)+(?![\w.]*\d)")


# words that pick some of a kind: what ended is those, not the kind ("older iPads", "the legacy endpoints")
# ("the *old* server ROSTR01 was shut down" is the one that was used, not some of them)
_SELECTIVE = frozenset(stem(w) for w in "older oldest earlier outdated".split())


def _kind_replaced(old: Sentence, new: Sentence) -> bool:
    """What ended is one kind of a thing ("paper consent forms"), the other claim never says that kind, and the
    ending sentence goes on to say how every one of the thing is done now ("*every form* is signed on the iPads"):
    only that kind ended ("the v1 API is deprecated; use the v2 API" names a successor, no rule for them all)."""
    told = _ended_text(new.text)
    ended_words = words(told)
    if len(ended_words) < 2:
        return False
    kind = {stem(w) for w in ended_words[:-1] if w not in lx.JUDGE_STOP} - old.terms
    rest = words(new.text.replace(told, " ", 1))
    head = stem(ended_words[-1])
    return bool(kind) and any(w in _EVERY and stem(n) == head for w, n in zip(rest, rest[1:]))


_EVERY = frozenset("every all each".split())


def _other_host(old: Sentence, new: Sentence) -> bool:
    """What ended is a host (or mailbox) the other claim never names: "the ops.bramble.internal jump host is shut
    down" says nothing of "Grafana at grafana.bramble.internal", though both hold the domain's words. A host
    told beside what ended ("... is deprecated; the iPads open waivers.cragline.co.uk") is not what ended."""
    said = set(_HOST.findall(old.text.lower()))
    ended = [h for h in _HOST.findall(new.text.lower())
             if (parts := {stem(w) for w in words(h)}) & new.ended_keys and 2 * len(parts & new.ended) >= len(parts)]
    return bool(ended) and said.isdisjoint(ended)


def _rest_unsaid(old: Sentence, new: Sentence, keys: set[str]) -> bool:
    """What ended is told in two words or more besides its name and the noun that carries it ("the FSS *results
    portal CSV export*") and ``old`` says none of them: it speaks of the name's other things."""
    rest = new.ended - keys - lx.GENERIC_WORDS - _CARRIERS
    return len(rest) > 1 and rest.isdisjoint(_stems_said(old))


# nouns that carry a name ("the Dropbox *account*", "the Typeform enquiry *form*"): the named thing itself
_CARRIERS = frozenset(stem(w) for w in """account subscription workspace instance form app service plan server licence
    license integration tool platform system site portal box vm bot channel org organisation organization""".split())


def _name_unsaid(old: Sentence, new: Sentence) -> bool:
    """What ended is a name the other claim never writes, though a word of it stems alike: "we no longer use
    *TracKing*" says nothing of pallets that are "tracked" in a spreadsheet."""
    ended = {w for name in new.names.names for w in name.split() if stem(w) in new.ended_keys}
    return bool(ended) and ended.isdisjoint(old.words)


def _ended_span_unsaid(old: Sentence, new: Sentence) -> bool:
    """What ended is a code span ("the public `/book` form was retired") whose words the other claim never writes
    as such ("bookings for the summer term open in January" stems alike, and says nothing of the form)."""
    told = set(words(_ended_text(new.text)))
    spans = [span.split() for f in new.facets for span in f.spans if told and set(span.split()) <= told]
    return bool(spans) and not any(set(span) <= old.words for span in spans)


def _span_unsaid(old: Sentence, new: Sentence) -> bool:
    """What ended is a code span the other claim never writes whole: "`stock-legacy` is read-only" says nothing
    of "pg-stock ... the legacy import scripts"."""
    # a number in a name is no word of what ended ("`ops-1`" ended "ops"): the rest of the span must be
    spans = [span for f in new.facets for span in f.spans
             if {stem(w) for w in span.split() if not w.isdigit()} <= new.ended]
    said = f" {' '.join(words(old.text))} "
    return bool(spans) and not any(f" {span} " in said for span in spans)


def _telling(term: str, old: Sentence) -> bool:
    """A term that can name what ended in ``old``: "iOS" stems to "io", which "Updown.io" holds too, so a short
    stem must come from a longer word there; "v1" names a version."""
    return (len(term) > 2 or any(ch.isdigit() for ch in term)
            or any(len(word) > 2 and stem(word) == term for word in old.words))


def conflict(a: Sentence, b: Sentence) -> bool:
    """One claim records a change away from what the other, a present claim, says."""
    return (_moved_away(a, b) or _moved_away(b, a) or _ended_for(a, b) or _ended_for(b, a))


def other_old_state(a: Sentence, b: Sentence) -> bool:
    """One side records a move "from X to Y" and the other names neither X nor Y's rival: it speaks of
    something else ("the docs site is on GitHub Pages" / "moved hosting from Heroku to Fly.io")."""
    return any(new.from_to is not None and old.from_to is None and not _moved_away(old, new)
               for old, new in ((a, b), (b, a)))
