"""The value rule: one measured subject, two amounts (units converted; typed slots: ports, DSNs, versions, rates)."""

from __future__ import annotations

import re
from itertools import product

from memcli.lint import lexicon as lx
from memcli.lint.analysis import (DAY_SHORT, OPENING_MARKS, OPENING_SAID, OPENING_SIDES, TALLY, canonical_tool, Facet,
                                  Sentence, Value, unit_value)
from memcli.lint.conflicts.guards import veto
from memcli.lint.conflicts.subjects import (ENV_STEMS, compound_clash, roles_named_by, same_entity, scope_clash,
                                          stems_of, subject_head)
from memcli.text import STOP_WORDS, stem, words


# (kind, bound, key, amount): a bound of a claim's subject, see ``_bands``
_Band = tuple[str, object, str | None, str | None]


def conflict(a: Sentence, b: Sentence) -> bool:
    """Two clauses give one measured subject two different amounts."""
    stated = ([f for f in s.facets if not f.contrast] for s in (a, b))
    read: tuple[tuple[_Band, ...], tuple[_Band, ...]] | None = None  # each claim's bands, read when first asked
    other_bands: dict[tuple[str, object, object], bool] = {}  # per (kind, amount, amount): a long list asks once
    for fa, fb in product(*stated):
        for va, vb in product(fa.values, fb.values):
            if va.key != vb.key or va.same_amount(vb):
                continue
            if veto("moved-to-it", _moved_to(a, va, vb) or _moved_to(b, vb, va)):
                continue  # "upgraded from Postgres 14 to 16" / "the database is Postgres 16": the move agrees
            opening = _one_opening(a, fa, va, b, fb, vb)
            places = _only_places(a, fa, b, fb) if va.key == "clock" else frozenset()
            if veto("value-attribute", va.measured and not (va.near & vb.near) - OPENING_MARKS - places
                    and not opening and not _same_clock_event(va, vb, fa, fb, places)):
                continue  # "down for 40 minutes" / "timeout is 30 seconds": two attributes
            if veto("bound-met", _meets(va, vb) or _meets(vb, va)):
                continue  # ">90% coverage" / "94.2% coverage": the amount meets the bound
            if veto("event-tally", va.near == TALLY or vb.near == TALLY):
                continue  # "five rounds each minted a false claim" counts what happened, it sets nothing
            if veto("past-measure", "prep:took" in va.near or "prep:took" in vb.near):
                continue  # "the restore took 14 minutes" / "the playbook took 9 minutes": two runs, no setting
            if veto("other-day", va.key == "clock" and _other_days(a, b)):
                continue  # "pages lock on Monday at 18:00" / "pages lock Wednesday 21:30": two events
            if veto("arrival", va.key == "clock" and _arrives(a.text) != _arrives(b.text)):
                continue  # "the van gets to Magdalen St around 10:30" / "Magdalen St shuts at 18:00": two events
            if veto("interval-or-delay", ("prep:interval" in va.near) != ("prep:interval" in vb.near)):
                continue  # "every 10 minutes" / "after 15 minutes": an interval and a delay
            if veto("lead-or-length", va.key == "duration" and ("prep:lead" in va.near) != ("prep:lead" in vb.near)):
                continue  # "reminders go 24 hours before a session" / "sessions are two hours long"
            if veto("other-act", _other_acts(va, fb) and _other_acts(vb, fa)):
                continue  # "accounts get suspended 7 days after" / "accounts are deleted 180 days after": two acts
            asked = (va.key, va.amount, vb.amount)
            if asked not in other_bands:
                read = read or (_bands(a), _bands(b))
                other_bands[asked] = _other_bands(*read, va, vb)
            if veto("other-band", other_bands[asked]):
                continue  # "bells over 2 tonnes stay 7 days" / "bells under 500 kg stay 72 hours": two bands
            if veto("per-unit", va.key.startswith("c:") and _other_units(a.text, b.text)):
                continue  # "one label per clamshell" / "2 labels per crate": counts of two things
            if veto("other-head", va.key == "c:time" and _other_heads(a, b)):  # "3 times": a count of what acts
                continue  # "the day-before SMS is retried up to 3 times" / "the push job retries 5 times"
            if veto("other-price", va.key.startswith("money:") and _other_prices(fa, fb)):
                continue  # "the deposit on a day booking is £200" / "day bookings cost £450": two amounts
            if veto("range-or-list", any(v.same_amount(w) for v in _held(a, va.key) for w in _held(b, vb.key))):
                continue  # a range or a list holding the other's value
            if veto("other-system", _is_address(va) and _other_systems(a, b)):
                continue  # "`redis.x:6381`" in fixlog's overview, "`redis.x:6379`" in memberdesk's: two servers
            if veto("other-server-kind", _is_address(va) and _other_server_kinds(a, b)):
                continue  # "connects to Postgres at db-lb:5433" / "its Celery broker is Redis at redis-lb:6380"
            if veto("set-apart", _set_apart(a, b) or _set_apart(b, a)):
                continue  # "sharebook's database is on db2:5434, *separate from routewise*" / routewise's DSN
            if veto("other-server", _other_servers(a, b, va, vb)):
                continue  # "pg-hire...:5432, database hirebook" / "pg-till...:5432, database tillbridge"
            if opening:
                return not scope_clash(a, b)  # "the Avonmouth unit opens at 8:00" / "| Avonmouth workshop | 07:30–…"
            # two clock times meet at one event, told by a word that is not a name (the union only for clocks)
            one_event = va.key == "clock" and _same_clock_event(va, vb, fa, fb, a.name_stems | b.name_stems)
            if _same_measured_subject(a, b, fa, fb, va.anchor, one_event):
                return True
    return False


def _only_places(a: Sentence, fa: Facet, b: Sentence, fb: Facet) -> frozenset[str]:
    """The places two clauses share when they share nothing else ("the huddle is at 08:30 at St Philips" / "St
    Philips opens 07:00"); none when something else ties them ("the Gardners van arrives at Magdalen St")."""
    places = _places(a) | _places(b)
    if not places:
        return places
    shared = (fa.terms & fb.terms) - lx.GENERIC_WORDS - ENV_STEMS - _TIME_VERBS - places
    return frozenset() if shared else places


def _places(sentence: Sentence) -> frozenset[str]:
    """Stems of the names a sentence places something at ("the huddle is at 08:30 *at St Philips*"): next to two
    clock times, a place says where two things happen, not what the times are of."""
    if " at " not in sentence.text and " in " not in sentence.text:
        return frozenset()
    found = set()
    for match in _AT_PLACE.finditer(sentence.text):
        for word in match.group(1).split():
            if stem(word) not in sentence.name_stems:
                break
            found.add(stem(word))
    return frozenset(found)


_AT_PLACE = re.compile(r"\b(?:at|in)\s+(?:the\s+)?((?:[\w'-]+\s+){0,2}[\w'-]+)")


def _one_opening(a: Sentence, fa: Facet, va: Value, b: Sentence, fb: Facet, vb: Value) -> bool:
    """Two clock times one place opens (or closes) at, said in words on one side at least ("the Ripon shop opens at
    10:00" / "| Ripon | … | 09:30–17:00 |"): a place has one opening time."""
    return bool(OPENING_SIDES & va.near & vb.near) and OPENING_SAID in va.near | vb.near and _one_place(a, fa, b, fb)


def _one_place(a: Sentence, fa: Facet, b: Sentence, fb: Facet) -> bool:
    """Both clauses name one place (a name either sentence gives): its opening hours are one setting."""
    return not ((fa.terms & fb.terms) - lx.GENERIC_WORDS).isdisjoint(a.name_stems | b.name_stems)


def _other_bands(found_a: tuple[_Band, ...], found_b: tuple[_Band, ...], va: Value, vb: Value) -> bool:
    """Each claim bounds its subject by an amount of one kind ("over 2 tonnes", "between 500 kg and 2 tonnes", "a
    ring of 6") and the bounds differ: the two amounts are set for two bands of one thing, not for one."""
    keys, amounts = {va.key}, {_spelled(va.amount), _spelled(vb.amount)}
    bands_a, bands_b = ({(kind, bound) for kind, bound, key, amount in found
                         if key not in keys and amount not in amounts} for found in (found_a, found_b))
    shared = {kind for kind, _ in bands_a} & {kind for kind, _ in bands_b}
    return bool(shared) and {band for band in bands_a if band[0] in shared} != {
        band for band in bands_b if band[0] in shared}


def _spelled(amount: float | str) -> str:
    return str(amount).removesuffix(".0")


def _bands(sentence: Sentence) -> tuple[_Band, ...]:
    """``(kind, bound, key, amount)`` of each amount that bounds the claim's subject; a bound is no band when it is
    an amount of the kind compared (``key``) or one of the amounts compared (``amount``)."""
    bands = [(value.key, (value.amount, "bound:min" in value.near), value.key, _spelled(value.amount))
             for facet in sentence.facets for value in facet.values
             if "bound:min" in value.near or "bound:max" in value.near]
    text = sentence.text
    if "between" in text:
        for low, low_unit, high, high_unit in _BETWEEN.findall(text):
            low_value, high_value = unit_value(low, low_unit or high_unit), unit_value(high, high_unit)
            if low_value and high_value and low_value.key == high_value.key:
                bands.append((low_value.key, (low_value.amount, high_value.amount), low_value.key, None))
    if " of " in text:
        bands.extend(("of:" + stem(noun), float(number), None, number) for noun, number, unit in _OF_COUNT.findall(text)
                     if stem(noun) not in _NOT_BANDS and unit not in lx.UNITS)
    return tuple(bands)


# "between 500 kg and 2 tonnes"
_BETWEEN = re.compile(r"\bbetween\s+(\d+(?:\.\d+)?)\s*([a-z]+)?\s+and\s+(\d+(?:\.\d+)?)\s*([a-z]+)\b")
# "a ring of 6", "groups of 12": what is counted stands for a band of the subject
_OF_COUNT = re.compile(r"\b([a-z]{3,20})\s+of\s+(\d{1,6})(?![.,]?\d|[:/%-])\s*([a-z]*)")
_NOT_BANDS = frozenset(stem(w) for w in "maximum minimum total average out most least lot number".split())


def _counted_head(text: str) -> str | None:
    """The stem of what a count of times counts: what is retried ("vigil retries a failed reminder *SMS* up to 5
    times"), else the subject's head ("failed notification *emails* are retried")."""
    retried = _RETRIED.search(text) if "retr" in text else None
    head = stem(retried.group(1)) if retried else subject_head(text)
    return _ONE_THING.get(head, head) if head else None


_ONE_THING = {stem(w): "sms" for w in ("sms", "text", "texts")}  # "collection-ready *texts*" are the SMS


# "retries a failed upload 3 times", "retry each webhook up to 5 times": the object's last word before the count
_RETRIED = re.compile(r"\bretr(?:y|ies)\s+(?!up\b|at\b)(?:(?:a|an|the|each|every|any|its|their)\s+)?"
                      r"(?:[\w-]+\s+){0,3}?(?!up\b|at\b)([a-z][\w-]*)"
                      r"\s+(?:up to|at most|\d|once|twice)")


# a day named, or a kind of day, as the days it covers ("weekdays" are Monday to Friday)
_DAYS = {day + suffix: frozenset((day,)) for day in lx.WEEKDAYS for suffix in ("", "s")} | {
    kind: frozenset(days) for kinds, days in ((("weekday", "weekdays"), lx.WEEKDAYS[:5]),
                                              (("weekend", "weekends"), lx.WEEKDAYS[5:])) for kind in kinds}


def _other_heads(a: Sentence, b: Sentence) -> bool:
    """Each claim's subject phrase ends in a noun the other claim never says: two things measured."""
    head_a, head_b = _counted_head(a.text), _counted_head(b.text)
    return (head_a is not None and head_b is not None and head_a != head_b
            and head_a not in _things(stems_of(b)) and head_b not in _things(stems_of(a)))


def _things(said: frozenset[str]) -> frozenset[str]:
    """Stems said, with the one name of each thing named two ways (``_ONE_THING``)."""
    return said | {_ONE_THING[s] for s in said if s in _ONE_THING}


# "separate from routewise", "a separate cluster from fibrebook's", "apart from the billing API": what it is not;
# "on the same cluster as keyholder": another thing beside it
_SET_APART = re.compile(r"\b(?:(?:separate|distinct|apart|different)\s+(?:[a-z-]+\s+){0,2}?from|same\s+(?:cluster|host|"
                        r"server|box|machine|vm|instance)\s+as|shares?\s+nothing\s+with|nothing\s+in\s+common\s+with)"
                        r"\s+(?:the\s+)?`?([\w.-]+)")
# "pilotdesk's broker is Redis on ..., *not the tugboard Redis*", "..., *not from turnstile's instance*", "...,
# *not the skybook one* on 6379": another owner's thing of the kind just named
_NOT_OWNERS = re.compile(r"[,;]\s+not\s+(?:from\s+|on\s+|in\s+)?(?:the\s+)?([\w.-]+?)(?:'s)?\s+([\w.-]+)")
# "keep the job locks *off the tradedesk instance*"
_OFF_OWNERS = re.compile(r"\boff\s+the\s+([\w.-]+?)(?:'s)?\s+(?:instance|one|server|box|host|cluster)\b")
_ONE_OF_KIND = frozenset(("one", "instance"))
# "rota keeps its sessions in *its own Redis* ..., so flushing *volunteerhub's Redis* can't log keepers out"
_OWN_KIND = re.compile(r"\b(?:its|their)\s+own\s+([\w-]+)")


def _set_apart(sentence: Sentence, other: Sentence) -> bool:
    """``sentence`` says its thing is separate from something the other claim names, or the system whose
    overview holds the other claim: two things."""
    text = sentence.text
    names = [name.split("'")[0].strip(".") for name in _SET_APART.findall(text)] if (
        "from" in text or "same" in text or "nothing" in text) else []
    if "not" in text and (owner := _NOT_OWNERS.search(text)) and (
            owner.group(2) in _ONE_OF_KIND or owner.group(2) in words(text[:owner.start()])):
        names.append(owner.group(1))
    if "off" in text:
        names.extend(_OFF_OWNERS.findall(text))
    if "own" in text and (kinds := list(dict.fromkeys(_OWN_KIND.findall(text)))[:2]):  # a claim owns one or two
        owned = re.compile(rf"([\w.-]+)(?:'s)?\s+(?:{'|'.join(map(re.escape, kinds))})\b")  # (the text drops "'s")
        names.extend(name for name in owned.findall(text) if name != "own" and name not in STOP_WORDS)
    return any(name in other.words or stem(name) in other.system for name in names)


def _is_address(value: Value) -> bool:
    """A port, an endpoint, a DSN or a database number: where a server listens or keeps a system's data, which two
    systems may share a host or a server with."""
    return value.key in ("n:port", "n:db", "endpoint") or value.key.startswith("dsn:")


def _other_systems(a: Sentence, b: Sentence) -> bool:
    """Each claim is about a named system (its own or its file's: two overviews' bullets), they are two, and
    neither claim names the other's. A name's tools are not its owner: "calldesk's Redis" is calldesk's, and
    "- Redis (BullMQ): ..." in fobvault's overview is fobvault's."""
    if not a.entities or not b.entities:
        return False
    mine, theirs = _owners(a), _owners(b)
    if not mine or not theirs or any(not x.isdisjoint(y) for x in mine for y in theirs):
        return False
    return all(owner.isdisjoint(other.words | other.vocabulary)
               for owners, other in ((mine, b), (theirs, a)) for owner in owners)


def _other_server_kinds(a: Sentence, b: Sentence) -> bool:
    """Each claim names a kind of server (a SQL database, a cache ...) and the two name none in common: their
    addresses are two servers'."""
    kinds_a, kinds_b = (_kinds({stem(w) for w in s.words}) for s in (a, b))
    return bool(kinds_a) and bool(kinds_b) and kinds_a.isdisjoint(kinds_b)


def _owners(sentence: Sentence) -> list[set[str]]:
    """The words of each name a claim is about, but for the tools in it; a claim that names only tools is about
    its file's system, when its file is an overview of one (else the tools are all it names)."""
    owners = [{w for w in words(e) if (w,) not in lx.MEMBER_INDEX and stem(w) not in lx.SERVER_KINDS}
              for e in sentence.entities]
    if all(owners):
        return owners
    if sentence.system and not any(owners):
        return [set(sentence.system)]
    return [set(words(e)) for e in sentence.entities]  # a tool named alone ("| Postgres | ...") as it is


def _other_prices(fa: Facet, fb: Facet) -> bool:
    """Each clause names what its amount of money is ("deposit", "cost"), and no kind is in both."""
    kinds_a, kinds_b = ({lx.PRICE_OF[t] for t in f.terms if t in lx.PRICE_OF} for f in (fa, fb))
    if bool(kinds_a) != bool(kinds_b):
        # a part of a price ("a £50 deposit per guest") against a price that names no kind ("experience day: £195")
        return bool((kinds_a or kinds_b) & _PARTS)
    return bool(kinds_a) and bool(kinds_b) and kinds_a.isdisjoint(kinds_b)


_PARTS = frozenset(("deposit", "refund", "penalty", "discount"))


def _other_acts(value: Value, other: Facet) -> bool:
    """The act a value follows ("suspended 7 days after") is one the other clause never names."""
    acts = {w[4:] for w in value.near if w.startswith("act:")}
    return bool(acts) and acts.isdisjoint(other.terms)


# "per SES `SendBulkEmail` call", "per 6 juniors", "for every 20 archers": the unit's phrase
_PER = re.compile(r"\b(?:per|for\s+(?:every|each))\s+(?:\d+\s+)?((?:[a-z][\w-]*\s*){1,3})")


def _other_units(text_a: str, text_b: str) -> bool:
    """Both claims count things "per" a unit, and no unit is in both ("per clamshell" / "per crate")."""
    units_a, units_b = ({stem(w) for phrase in _PER.findall(text.replace("`", " ")) for w in words(phrase)
                         if w not in STOP_WORDS} for text in (text_a, text_b))
    return bool(units_a) and bool(units_b) and units_a.isdisjoint(units_b)


def _other_days(a: Sentence, b: Sentence) -> bool:
    """Both claims name the days they speak of (a weekday, or a kind of day: "on weekdays"), and no day is in
    both."""
    days_a, days_b = _days(a), _days(b)
    return bool(days_a) and bool(days_b) and days_a.isdisjoint(days_b)


def _days(sentence: Sentence) -> frozenset[str]:
    """The days a claim names: weekdays, kinds of day, and ranges of them ("Mon–Fri", "Tue to Sat")."""
    days = frozenset().union(*(_DAYS[w] for w in sentence.words if w in _DAYS))
    for first, last in _DAY_RANGE.findall(sentence.text) if "-" in sentence.text or "–" in sentence.text or (
            " to " in sentence.text) else ():
        start, end = _WEEKDAY_INDEX[first[:3]], _WEEKDAY_INDEX[last[:3]]
        days |= frozenset(lx.WEEKDAYS[(start + i) % 7] for i in range((end - start) % 7 + 1))
    return days


_WEEKDAY_INDEX = {day[:3]: i for i, day in enumerate(lx.WEEKDAYS)}
_DAY_NAME = r"(?:" + lx.WEEKDAY_NAMES + r"|weds|" + DAY_SHORT + r")"  # a day, spelled out or short
_DAY_RANGE = re.compile(r"\b(" + _DAY_NAME + r")\s*(?:-|\u2013|\u2014|to)\s*(" + _DAY_NAME + r")\b")


def _meets(bound: Value, other: Value) -> bool:
    """``bound`` is a bound (">90%", "under 200 ms") and ``other``, an amount, lies within it; two versions "from
    N on" ("KiCad 7+" / "KiCad 8+") overlap."""
    if "attr:limit" in bound.near and "bound:max" in bound.near:
        return False  # "rejects photos over 25 MB" sets a limit (``analysis._near``): "10 MB" is another limit
    if "bound:min" in bound.near and "bound:min" in other.near and bound.key.startswith("n:"):
        return True
    if "bound:min" in bound.near and "bound:max" in other.near:
        return True  # "claims *over* £2,000 are never auto-approved" / "auto-approves claims *under* £500": two sides
    if not isinstance(bound.amount, float) or not isinstance(other.amount, float) or (
            "bound:min" in other.near or "bound:max" in other.near):
        return False
    if "bound:min" in bound.near:
        return other.amount >= bound.amount
    return "bound:max" in bound.near and other.amount <= bound.amount


def _same_clock_event(va: Value, vb: Value, fa: Facet, fb: Facet, names: frozenset[str] = frozenset()) -> bool:
    """Two clock times next to a word both clauses share ("nightly *dbt* build ... 04:00" / "nightly *dbt* run
    kicks off at 02:30"): the time of one event, whatever verb each uses. A schedule ("*daily* at 02:00" /
    "*daily* standup") is no event."""
    if va.key != "clock":
        return False
    shared = ((fa.terms & fb.terms) - lx.GENERIC_WORDS - ENV_STEMS - _TIME_VERBS - {t for _, t in fa.member_words}
              - names)
    return bool(shared & (va.near | vb.near))


# an arrival's time: when something gets somewhere, not when that place opens or another thing leaves
_ARRIVAL = re.compile(r"\b(?:arriv(?:es?|ed|ing)|(?:gets?|got|getting)\s+(?:to|in)\b|reach(?:es|ed)?|turns?\s+up|"
                      r"shows?\s+up|lands?|pulls?\s+in|comes?\s+in|came\s+in)\b")
_FIRST_CLAUSE_END = re.compile(r"[,;\u2014\u2013]|\.\s")


def _arrives(text: str) -> bool:
    """The sentence's first clause tells an arrival ("the van gets to Magdalen St around 10:30"; not "the sync
    kicks off at 01:00, so it only reaches Google by ...")."""
    return _ARRIVAL.search(_FIRST_CLAUSE_END.split(text, 1)[0]) is not None


_TIME_VERBS = frozenset(stem(w) for w in "start starts begin begins end ends finish finishes kick kicks".split())


def _moved_to(sentence: Sentence, old: Value, new: Value) -> bool:
    """The sentence says its value ``old`` moved to ``new`` ("upgraded from Postgres 14 to 16")."""
    if not (isinstance(old.amount, str) and isinstance(new.amount, str)) or "from" not in sentence.text:
        return False
    moved = re.search(rf"\bfrom\s+(?:[\w.-]+\s+){{0,2}}?v?{re.escape(old.amount)}\s+to\s+(?:[\w.-]+\s+){{0,2}}?"
                      rf"v?{re.escape(new.amount)}(?![\w.])", sentence.text)
    return moved is not None


def _held(sentence: Sentence, key: str) -> list:
    """The sentence's values of ``key`` but those of a clause telling what fails ("with Node 20 the tests fail")."""
    return [v for f in sentence.facets if not f.rejected for v in f.values if v.key == key]


def _same_measured_subject(a: Sentence, b: Sentence, fa: Facet, fb: Facet, anchor: str | None,
                           one_event: bool = False) -> bool:
    """The two values measure one subject: enough shared words, in the clauses or the sentences.

    A version of a named tool ("PostgreSQL 15" / "PostgreSQL 16.4") belongs
    to whoever the claims are about: the same named subject is enough. For
    other values the shared words must make up half of the smaller side
    (what the values measure, "attr:" families included, counts as shared).
    """
    ignore = frozenset((anchor,)) if anchor else frozenset()
    local = [bool(_all_hosts(f)) and _all_hosts(f) <= _LOCAL_HOSTS for f in (fa, fb)]
    if all(local) and _one_listener(a, fa, b, fb) and (same_entity(a, b) or not (a.entities or b.entities)):
        # one program's two local addresses, unless each names another environment than the local machine
        envs_a, envs_b = a.environments - _LOCAL_ENVIRONMENT, b.environments - _LOCAL_ENVIRONMENT
        return not (envs_a and envs_b and envs_a.isdisjoint(envs_b)) and not scope_clash(a, b)
    if any(local) and _bound_where_it_runs(a, fa, b, fb, local) and (
            same_entity(a, b) or not (a.entities and b.entities)):
        # "gunicorn binds to port 8010 on ops-1" / "Gunicorn listens on `127.0.0.1:8000`": one program's one port
        # (whose program: the side that names no owner takes the other's, as its file has no single subject)
        return not scope_clash(a, b)
    if veto("localhost", any(local) and not (all(local) and _one_local_server(fa, fb))):
        return False  # "http://localhost:4100" / "localhost:8000": a developer's machine runs many servers
    if anchor != "port":  # a port belongs to its host: there the host's words are the subject
        ignore |= _slot_words(fa) | _slot_words(fb)
    elif _hosts(fa) and _hosts(fb):
        # "pg-main.internal.example:5433" / "redis-queue.internal.example:6379": two hosts; one host: one port
        return not _hosts(fa).isdisjoint(_hosts(fb)) and not (
            a.environments and b.environments and a.environments.isdisjoint(b.environments))
    elif veto("other-server", _unhosted_other_kind(a, fa, b, fb)):
        return False  # "reaches each till agent on port 9100" / "Redis `redis-till.lnt.internal:6380`"
    if anchor and _names_tool(a, anchor) and _names_tool(b, anchor) and same_entity(a, b):
        # ... unless what holds the tool is modified differently ("*guest* Wi-Fi is on VLAN 30" / "*staff* Wi-Fi ...")
        return not compound_clash(a, b, (fa.terms & fb.terms) - {anchor}, skip_leading=False) and not scope_clash(a, b)
    attributes = _value_attributes(fa) & _value_attributes(fb)
    # a port, a DSN, a rate belongs to one service: naming the same subject settles it; durations and times do not
    same = not _durations(fa) and not _durations(fb) and (one_event or not _clocks(fa)) and same_entity(a, b)
    whole_a = a.terms | roles_named_by((g for g, _, _ in a.members), b.terms)  # Postgres is the database
    whole_b = b.terms | roles_named_by((g for g, _, _ in b.members), a.terms)
    for terms_a, terms_b in ((fa.terms, fb.terms), (a.core, b.core), (whole_a, whole_b)):
        mine, theirs = terms_a - ENV_STEMS - _ATTRIBUTE_WORDS, terms_b - ENV_STEMS - _ATTRIBUTE_WORDS
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
    return not (compound_clash(a, b, modified, skip_leading=False, ignore=ignore, scope=(fa.terms, fb.terms),
                                choices_differ=False) or scope_clash(a, b))


_ATTRIBUTE_WORDS = frozenset(lx.ATTRIBUTE_OF)


def _slot_words(facet: Facet) -> frozenset[str]:
    """The words a value's own key names ("20 *requests* per second per *IP*"): the slot, not the subject."""
    found = set()
    for value in facet.values:
        if value.key.startswith(("rate:", "c:")):
            found.update(value.key.split(":", 1)[1].split("/"))
        elif value.key.startswith(("dsn:", "endpoint")):
            found.update(stem(w) for w in words(str(value.amount)))  # the host's parts are the value, not modifiers
    return frozenset(found)


def _one_local_server(fa: Facet, fb: Facet) -> bool:
    """Both clauses address one port of the local machine ("redis://127.0.0.1:6379/2" / "…:6379/1"): one server,
    whose settings (the database number after it) the two give."""
    return not _local_servers(fa).isdisjoint(_local_servers(fb))


def _local_servers(facet: Facet) -> set[str]:
    """``host:port`` of each loopback DSN with a port and a database after it that a clause names (a web URL's path
    is a page of the server, "http://127.0.0.1:8787/state", not a setting of it)."""
    found = set()
    for value in facet.values:
        if value.key.startswith("dsn:") and not value.key.startswith("dsn:http"):
            server, _, database = str(value.amount).split("@")[-1].partition("/")
            if database and ":" in server and server.rsplit(":", 1)[0] in _LOCAL_HOSTS:
                found.add(server)
    return found


def _hosts(facet: Facet) -> set[str]:
    """The hosts of a clause's endpoints and DSNs; a developer's own machine serves many things, so it is none."""
    return _all_hosts(facet) - _LOCAL_HOSTS


def _all_hosts(facet: Facet) -> set[str]:
    """Every host a clause's endpoints and DSNs name, ``localhost`` included."""
    return {str(v.amount).rsplit(":", 1)[0].split("@")[-1] for v in facet.values if v.key.startswith(("dsn:", "endpoint"))}


_LOCAL_HOSTS = frozenset(("localhost", "127.0.0.1", "0.0.0.0", ""))
_SERVER_ENVIRONMENTS = frozenset(("production", "staging", "preprod"))  # environments run on servers, not laptops
_PRODUCTION = frozenset(("production",))  # what a server address says when no environment is named
_LOCAL_ENVIRONMENT = frozenset(("local",))  # what a local address says of its own environment
# words before an address that say how it is served, not what serves it
_SERVING = frozenset(stem(w) for w in "server app application service port local localhost bound bind binds listen "
                     "listens listening run runs running serve serves served http https url address host".split())


def _one_listener(a: Sentence, fa: Facet, b: Sentence, fb: Facet) -> bool:
    """Each clause names, just before its address, the same program: "gunicorn is bound to 127.0.0.1:8002" /
    "gunicorn on `127.0.0.1:8000`" are one server's two addresses, wherever it runs."""
    return not _listeners(a.text, fa).isdisjoint(_listeners(b.text, fb))


def _bound_where_it_runs(a: Sentence, fa: Facet, b: Sentence, fb: Facet, local: list[bool]) -> bool:
    """One clause gives a program a loopback address, the other the same program a bare port ("port 8010",
    no host): a loopback address is on whatever machine the program runs on, so both tell its one port. A side
    that names an environment ("locally", "in dev") speaks of a developer's machine, which runs many servers."""
    bare = [not _all_hosts(f) and any(v.key == "n:port" for v in f.values) for f in (fa, fb)]
    each_side_placed = all(is_local or is_bare for is_local, is_bare in zip(local, bare))
    # a server's own environment ("Prod: gunicorn binds 127.0.0.1:8010") is where the program runs, not a laptop;
    # one other than production must be the other side's too ("Staging gunicorn binds …:8011" / "… port 8001")
    local_sides_quiet = all(own.environments <= _SERVER_ENVIRONMENTS
                            and own.environments - _PRODUCTION <= other.environments
                            for own, other, is_local in zip((a, b), (b, a), local) if is_local)
    return each_side_placed and local_sides_quiet and (
        not _listeners(a.text, fa, bare[0]).isdisjoint(_listeners(b.text, fb, bare[1])))


def _listeners(text: str, facet: Facet, bare_port: bool = False) -> set[str]:
    """The content words (stemmed) of the few words before each address of a clause (before "port N" when the
    clause gives a bare port)."""
    found: set[str] = set()
    for value in facet.values:
        addressed = value.key.startswith(("dsn:", "endpoint")) or (bare_port and value.key == "n:port")
        if addressed and (at := text.find(str(value.amount))) > 0:
            # a program's name, not a host's ("on hv-01"): words of letters only
            found.update(stem(w) for w in words(text[max(0, at - 48):at])[-6:]
                         if w not in STOP_WORDS and len(w) > 2 and w.isalpha())
    return found - _SERVING


def _host_of(value: Value) -> str:
    """The host an endpoint or a DSN names ("pg-hire.swc.internal"); "" for other values."""
    if not value.key.startswith(("dsn:", "endpoint")):
        return ""
    return re.split(r"[:/]", str(value.amount).split("@")[-1], maxsplit=1)[0]


def _server_of(sentence: Sentence, value: Value) -> str:
    """The host a value names, or for a port the one host its claim names ("Postgres is on `pg-fleet.lan`,
    port 5434")."""
    if value.key != "n:port":
        return _host_of(value)
    hosts = set(_SERVER_NAME.findall(sentence.text))
    return hosts.pop() if len(hosts) == 1 else ""


# a host by its name: labels joined by dots, the last one starting with a letter ("pg-fleet.fernhill.lan", not "3.11")
_SERVER_NAME = re.compile(r"(?<![\w.@/-])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z][a-z0-9-]*\b")


def _other_servers(a: Sentence, b: Sentence, va: Value, vb: Value) -> bool:
    """Two servers, each named by a word of its own ("pg-*hire*" / "pg-*till*"), and the claims share no subject
    besides the servers' tools, roles and slots: two services' databases, not one database moved. Hosts told
    apart only by numbers or letters ("db-a" / "db-b", "wh-01" / "wh-02") are one role's old and new server."""
    databases_a, databases_b = _databases(a), _databases(b)
    if (databases_a and databases_b and databases_a.isdisjoint(b.words | b.vocabulary)
            and databases_b.isdisjoint(a.words | a.vocabulary)):
        return True  # ".../vault" / ".../turnstile", "database `contracts`" / "database `missedbin`": two databases,
        # neither named by the other claim (".../quotes" / ".../quoteforge_prod" for quoteforge: one, renamed)
    host_a, host_b = _server_of(a, va), _server_of(b, vb)
    if not host_a or not host_b or host_a == host_b:
        return False
    words_a, words_b = ({stem(w) for w in words(h)} for h in (host_a, host_b))
    kinds_a, kinds_b = _kinds(words_a), _kinds(words_b)
    envs_a, envs_b = (_environments(s, host) for s, host in ((a, words_a), (b, words_b)))
    if (kinds_a and kinds_b and kinds_a != kinds_b) or envs_a.isdisjoint(envs_b):
        return True  # "redis-inv" / "pg-inv", "staging ... pg-inv-stg" / "prod DB: pg-inv": one service's cache
        # and database, or its staging and production databases, are two servers whatever else the claims share
    own_a, own_b = ({w for w in mine - theirs if len(w) > 1 and w.isalpha()}
                    for mine, theirs in ((words_a, words_b), (words_b, words_a)))
    if not own_a or not own_b or own_a & b.terms or own_b & a.terms:
        return False  # no name of its own, or the other claim names this server too
    rest_a, rest_b = (s.terms - words_a - words_b - s.member_words - _SERVER_WORDS for s in (a, b))
    return rest_a.isdisjoint(rest_b)


_DSN_DATABASE = re.compile(r"://[^\s/]+/([a-z][\w-]*)")
_NAMED_DATABASE = re.compile(r"\b(?:database|db|schema)\s+([a-z][\w-]*)")


def _databases(sentence: Sentence) -> frozenset[str]:
    """The databases a claim names: a DSN's path, or a code span after "database" ("database `contracts`")."""
    spans = {span for f in sentence.facets for span in f.spans}
    return frozenset(_DSN_DATABASE.findall(sentence.text)) | frozenset(
        name for name in _NAMED_DATABASE.findall(sentence.text) if name in spans)


def _unhosted_other_kind(a: Sentence, fa: Facet, b: Sentence, fb: Facet) -> bool:
    """One port is given with a host whose name spells a kind of server ("redis-till"), the other without a
    host, in a claim that names no server of that kind: two servers."""
    for facet, (bare, other) in ((fa, (b, fb)), (fb, (a, fa))):
        if _hosts(facet) and not _hosts(other):
            kinds = _kinds({stem(w) for host in _hosts(facet) for w in words(host)})
            # "its production *database* at db-prod-eu..., port 5433" names a server of its own, of some kind
            return (bool(kinds) and kinds.isdisjoint(_kinds(set(bare.terms))) and bare.terms.isdisjoint(_SERVER_ROLES)
                    and not _SERVER_NAME.search(bare.text))
    return False


_SERVER_ROLES = frozenset(stem(w) for w in "database db cache queue broker search index store storage bucket".split())


def _kinds(host_words: set[str]) -> frozenset[str]:
    """The kinds of server a host's name spells out ("redis", "pg"); empty for a name that spells none
    ("db-01"), which then tells no server apart."""
    return frozenset(lx.SERVER_KINDS.get(w, "") for w in host_words) - {""}


def _environments(sentence: Sentence, host_words: set[str]) -> frozenset[str]:
    """The environment of a claim's server: what its host's name spells ("pg-inv-stg"), else what the claim names
    ("Staging invoicer uses ..."); a claim that names none speaks of production."""
    named = (frozenset(_ENVIRONMENT_OF.get(w, "") for w in said) - {""} for said in (host_words, sentence.words))
    return next((found for found in named if found), _PRODUCTION)


_PRODUCTION = frozenset(("production",))
_ENVIRONMENT_OF = lx.ENVIRONMENTS | {stem(w): env for w, env in lx.ENVIRONMENTS.items()} | {"stg": "staging"}

# what any claim about a server may say: roles, environments, the slot's own words
_SERVER_WORDS = (ENV_STEMS | lx.GENERIC_WORDS | {stem(w) for family in lx.ROLE_NOUN_FAMILIES.values()
                                                  for w in family.split()}
                 | frozenset(stem(w) for w in "dsn url uri host hostname port https http internal".split()))


def _durations(facet: Facet) -> bool:
    """Durations and sizes: one service has many of them (timeouts, TTLs, limits), so its name settles nothing."""
    return any(v.measured and v.key != "clock" for v in facet.values)


def _clocks(facet: Facet) -> bool:
    """Clock times: one service has many events ("builds the schedule at 18:00", "restarts at 03:00"), so its name
    settles only times next to a word both claims share (``_same_clock_event``)."""
    return any(v.key == "clock" for v in facet.values)


def _value_attributes(facet: Facet) -> frozenset[str]:
    return frozenset(n for v in facet.values for n in v.near if n.startswith("attr:"))


def _names_tool(sentence: Sentence, anchor: str) -> bool:
    """Whether the anchor of a value is a name in the claim ("*PostgreSQL* 15", "*Python* 3.12")."""
    return any(canonical_tool(w.lower()) == anchor for name in sentence.names.names for w in name.split())
