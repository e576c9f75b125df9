"""The polarity rule: one clause affirms what the other negates ("uses X" / "does not use X", "always" / "never").

A negation covers its verb phrase and its qualifiers: "never deploy on Fridays" says nothing of deploys on
other days (``scoped_negation``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from functools import lru_cache

from memcli.lint import lexicon as lx
from memcli.lint.analysis import MODES, Facet, Sentence, sequence_term, unit_value
from memcli.lint.conflicts.guards import veto
from memcli.lint.conflicts.subjects import (ENV_STEMS, compound_clash, contrast_subject, entity_stems, other_kind,
                                          overlap, roles_named_by, scope_clash)
from memcli.lint.slots import COPULAS
from memcli.text import STOP_WORDS, stem, words


def conflict(a: Sentence, b: Sentence) -> bool:
    """One clause of one sentence affirms what a clause of the other negates, about one thing."""
    subject = entity_stems(a) & entity_stems(b)
    for read_a in a.facets:
        for read_b in b.facets:
            if read_a.polarity == read_b.polarity or veto("condition", read_a.condition or read_b.condition):
                continue
            fa, fb = _one_of_list(a, read_a, b, read_b)
            if not _facets_flip(fa, fb, subject, (a.text, b.text)):
                continue
            shared = (fa.terms & fb.terms) - lx.GENERIC_WORDS
            (negative, neg_facet), (positive, pos_facet) = ((a, fa), (b, fb)) if fa.polarity < 0 else ((b, fb), (a, fa))
            if veto("not-a-denial", _NOT_A_DENIAL.search(negative.text)):
                continue  # "no X *yet*", "*still no* X" are pending, "*not even* X" leans on an earlier no
            if veto("removal-agrees", bool((pos_facet.terms - pos_facet.span_terms) & _REMOVAL)
                    and not neg_facet.terms & _REMOVAL and _REMOVAL_VERB.search(positive.text) is not None):
                continue  # "*stripped* all bare export defaults" does what "never add bare export defaults" asks
            if veto("denied-too", _denied_too(neg_facet, pos_facet, positive)):
                continue  # "never get SMS; only the email digest" / "get email only, never SMS": both deny SMS
            if veto("allowed-beside", _allowed_beside(negative, neg_facet, pos_facet)):
                continue  # "never force-push to main; force-pushing your own branch is fine" / "force-push your branch"
            if veto("the-exception", _excepted(negative, pos_facet)):
                continue  # "nothing goes in the URL other than the page path" allows the path
            if veto("code-object", _code_object(neg_facet, positive)):
                continue  # "never use `import { z } from 'zod'`" denies that code, not importing
            if veto("quoted-word", _quoted_word(negative.text, neg_facet, positive.text)):
                continue  # "don't stuff *"hot tub"* into every title" is about the phrase, not about hot tubs
            if veto("harm-told", _HARM_RE.search(positive.text)):
                continue  # "big-bang DB cutovers *break* unrelated systems" is why "never big-bang DB cutovers"
            if veto("only-if", "unless" in negative.words and bool(_ONLY_IF.search(positive.text))):
                continue  # "nothing prints *unless* the customer wants one" / "printed *only if* the customer asks"
            if veto("not-until", (_in_clause_before(negative.text, _UNTIL, _DENIALS)
                                  and _in_clause_before(positive.text, _ORDER, _DUTY))
                    or (waits(negative.text) and _once_met(negative.text, positive.text))):
                continue  # "screens don't merge *until* checked" / "every screen *must* pass the check *before* merge"
            if veto("some-of-them", bool(_SOME.match(negative.text)) and _UNIVERSAL.isdisjoint(positive.words)):
                continue  # "*some* council portals have no API": others may, unless the other claim says all do
            if veto("nothing-named", _nothing_named(neg_facet, pos_facet) and _CLAUSE_POINTER.search(negative.text)):
                continue  # "the harbour master did not adopt *it*": what is denied is named elsewhere
            if veto("there", _NONE_THERE.match(negative.text) is not None):
                continue  # "- No dry dock *there*: anything below the waterline comes to Kestle": another place's
            if veto("other-mode", _other_mode(neg_facet, pos_facet)):
                continue  # "nothing to renew *by hand*" / "Caddy renews the certificates *automatically*": agreed
            if veto("empty-field", _EMPTY_FIELD.match(negative.text) is not None
                    and _file_words(negative).isdisjoint(map(stem, positive.words))):
                continue  # "- UDA Board: nothing" in a file of what watches each system / "UDA Board is on Streamlit"
            if veto("pointer-object", _pointer_denial(negative.text)):
                continue  # "host builds don't validate *this*": what is denied is said in another sentence
            if veto("no-such-thing", _EXISTENTIAL.search(negative.text) is not None
                    and not (neg_facet.negated_object or neg_facet.terms) - lx.GENERIC_WORDS - subject <= pos_facet.terms):
                continue  # "there is no per-mill override file" / "Config file: millq.toml": no override file said
            if veto("contrast-scope", _other_scope_of_contrast(neg_facet, pos_facet, subject, negative, positive)):
                continue  # "escalate payment disputes to Priya, not to Sam" / "warehouse problems: escalate to Sam"
            if veto("other-time", _other_time(negative, neg_facet, positive)):
                continue  # "run it after the solve, not before" / "it is refreshed monthly": no "before" said
            if veto("negation-scope", scoped_negation(negative, positive)):
                continue
            if veto("elided", _elided(negative, neg_facet, positive)) or veto("past-deed", _past_deed(negative, positive)):
                continue  # "`nix develop` hits the cache; `nix-shell` cannot"; "Phase 4 *added* X" / "never add X"
            if compound_clash(a, b, shared, skip_leading=True) or scope_clash(a, b):
                continue
            return True
    return False


_ELIDED_RE = re.compile(r"\b(?:cannot|can ?not|does not|do not|did not|will not|is not|are not|was not|were not|won t|can t|"
                        r"doesn t|didn t)\W*$")
_FORBIDDEN_RE = re.compile(r"\b(?:never|(?:do|must|should) not)\s+([a-z]+)")  # an imperative: "never *add* X"
_DEED_RE = re.compile(r"(\S+)\s+([a-z]+ed)\b")
_AUXILIARIES = frozenset("is are was were be been being get gets got remain remains stay stays".split())


# "don't log guest *email addresses, phone numbers or card data*": a negated list denies each item
_NEGATED_LIST = re.compile(r"\b(?:not|never|no)\s+[a-z]+\s+((?:[\w-]+\s+){0,3}[\w-]+(?:,\s+(?:[\w-]+\s+){0,3}[\w-]+)+,?"
                           r"\s+(?:or|nor)\s+(?:[\w-]+\s+){0,3}[\w-]+)")
_LIST_SPLIT = re.compile(r",\s+(?:or\s+|nor\s+)?|\s+(?:or|nor)\s+")


def _one_of_list(a: Sentence, fa: Facet, b: Sentence, fb: Facet) -> tuple[Facet, Facet]:
    """The two clauses, the negated one without the items of its list the other never names: a claim that one
    item is done meets the negation of that item ("logs the guest's email address")."""
    (negative, facet), other = ((a, fa), fb) if fa.polarity < 0 else ((b, fb), fa)
    found = _NEGATED_LIST.search(negative.text) if facet.polarity < 0 and "," in negative.text else None
    if found is None:
        return fa, fb
    items = [frozenset(stem(w) for w in words(item) if w not in STOP_WORDS) for item in _LIST_SPLIT.split(found.group(1))]
    named = [item for item in items if item and item <= other.terms]
    unnamed = frozenset().union(*(item for item in items if item not in named)) - other.terms
    if not named or not unnamed:
        return fa, fb
    trimmed = replace(facet, terms=facet.terms - unnamed, negated_object=facet.negated_object - unnamed)
    return (trimmed, fb) if facet is fa else (fa, trimmed)


def _denied_too(negated: Facet, affirmed: Facet, positive: Sentence) -> bool:
    """What the negation aims at, beyond what the affirming clause says, the positive sentence denies too, as the
    alternative it turns down (", never SMS"; not "so they run *without* Postgres", a consequence)."""
    denied = negated.negated_object - affirmed.terms - lx.GENERIC_WORDS
    return bool(denied) and any(f.polarity < 0 and f.contrast and not f.condition and not denied.isdisjoint(f.terms)
                                for f in positive.facets)


_FINE = "|".join(lx.APPROVALS)  # words that let an act: "... is *fine*", "*fine* once ..."


def _allowed_beside(negative: Sentence, denied: Facet, affirmed: Facet) -> bool:
    """The negative sentence also says what is fine, and that clause holds more of the other claim than its denial:
    the two agree there ("never force-push to main; force-pushing your own branch is fine")."""
    if not _PERMITTED.search(negative.text):
        return False
    said = len((denied.terms & affirmed.terms) - lx.GENERIC_WORDS)
    return any(f.polarity > 0 and not f.contrast and not f.condition
               and len((f.terms & affirmed.terms) - lx.GENERIC_WORDS) > said for f in negative.facets)


_PERMITTED = re.compile(r"\b(?:is|are)\s+(?:" + _FINE + r")\b")


def _elided(negative: Sentence, facet: Facet, positive: Sentence) -> bool:
    """A negation that ends the sentence ("A does X; B cannot") denies X, which the positive must share."""
    denied = frozenset().union(*(f.terms for f in negative.facets if f.polarity > 0)) - facet.terms - lx.GENERIC_WORDS
    return bool(_ELIDED_RE.search(negative.text)) and bool(denied) and denied.isdisjoint(positive.terms)


def _past_deed(negative: Sentence, positive: Sentence) -> bool:
    """The positive sentence tells, in the active past tense, of doing what the negative one forbids."""
    forbidden = {stem(v) for v in _FORBIDDEN_RE.findall(negative.text) if not v.endswith("ed")}
    return any(stem(verb) in forbidden and before not in _AUXILIARIES for before, verb in _DEED_RE.findall(positive.text))


# "do not *auto*-renew" denies what "renew *automatically*" does, and what "bumps merge *themselves*" do
_AUTO = frozenset(("auto",))
_BY_ITSELF = re.compile(r"\b(?:themselves|itself|on (?:its|their) own)\b")
# "must not be *printed*" on invoice lines / "every invoice line *shows* the reference": one act
_SHOWING = frozenset(stem(w) for w in "show shows shown showing display displays displayed print prints printed".split())


def _facets_flip(fa: Facet, fb: Facet, subject: frozenset[str] = frozenset(), texts: tuple[str, str] = ("", "")) -> bool:
    """Whether two clauses of opposite polarity speak of one thing; ``subject``: stems of a subject both claims
    are about (named or inherited from their files), which counts as said by both; ``texts``: their sentences'."""
    terms_a, terms_b = _with_roles(fa, fb), _with_roles(fb, fa)
    shared, balanced = overlap(terms_a, terms_b, scopes_shared=False)
    # environments are left out of what is shared, so of what each side says too ("staging ... from production")
    smaller = max(1, min(len(terms_a - ENV_STEMS), len(terms_b - ENV_STEMS)))
    if veto("flip-overlap", not balanced or len(shared) / smaller < 0.5):
        return False
    negative, positive = (fa, fb) if fa.polarity < 0 else (fb, fa)
    if veto("nothing-named", not negative.terms - lx.GENERIC_WORDS - _ELSE):
        return False  # "what changed, what to do, *nothing else*" denies nothing the other claim could say
    positive_text = texts[1] if fa.polarity < 0 else texts[0]
    automatic = "automat" in positive.terms or _BY_ITSELF.search(positive_text) is not None
    said = (positive.terms | _AUTO) if automatic else positive.terms
    if veto("negated-verb", bool(negative.negated_verb) and negative.negated_verb not in said
            and not (negative.negated_verb in _SHOWING and positive.terms & _SHOWING)):
        return False  # "never backfill X" says nothing about "X runs helm": no shared predicate
    family = negative.action if negative.action and negative.action.startswith("family:") else None
    if veto("action-family", bool(family and positive.action and positive.action != family
                                  and family[7:] not in positive.predicates)):
        return False  # two instructions with different actions: "do not use X" / "always snapshot Y after X"
    said_of = negative.negated_subject - lx.GENERIC_WORDS
    # a bullet that names no subject speaks of its file's ("- Auto-locks the bike" in lockd's overview)
    spoken_of = positive.terms | subject
    if veto("negated-subject", bool(said_of) and 2 * len(said_of & spoken_of) < len(said_of)):
        return False  # "*shipment references* must not be printed" says nothing of a nightly invoice run
    aimed = negative.negated_object - lx.GENERIC_WORDS - subject
    if veto("other-amounts", _other_amounts(fa, fb)):
        return False  # "claims *over £2,000* are never auto-approved" / "auto-approves claims *under £500*"
    hit = aimed & (said | _named_by_role(negative, positive))
    if veto("negated-object", bool(aimed) and 3 * len(hit) < 2 * len(aimed) and not _denies_choice(aimed, negative, positive)):
        return False  # the negation aims at something the other claim does not (all) mention: "... test mode"
    # one shared word is a subject only when both clauses speak through the same predicate, or say the same
    # words but for the negation ("never deploy to production" / "deploy to production")
    return not veto("one-word-subject", not (len(shared) >= 2 or bool(fa.predicates & fb.predicates) or (
        bool(negative.negated_verb) and terms_a - ENV_STEMS == terms_b - ENV_STEMS)))


_ELSE = frozenset(map(stem, "else more other others".split()))  # "nothing *else*": a pointer, no object


# a negation covers its verb phrase's qualifiers: "never cache X *for logged-in users*", "don't publish *from a
# laptop*", "never restart X *during business hours*"; the clause after the cue, and each qualifier in it
_NOT_A_DENIAL = re.compile(r"^\W*not\s+even\b|\b(?:not|no|none|never)\b[^.;—]*\byet\b|\bstill\s+(?:no|not)\b")
_REMOVAL = frozenset(stem(w) for w in "strip stripped remove removed delete deleted drop dropped revert reverted purge "
                     "purged".split())
# a removal word as a verb, not inside a compound noun ("the day before *drop-off*")
_REMOVAL_VERB = re.compile(r"(?<![\w-])(?:" + "|".join(sorted(_REMOVAL)) + r")\w*(?!-)")
_EXCEPTION = re.compile(r"\b(?:other than|except(?: for)?|apart from|besides|"
                        r"unless(?:\s+(?:it|they|there)(?:'s|'re|\s+is|\s+are))?)\s+([^,;.]+)")


def _excepted(negative: Sentence, positive: Facet) -> bool:
    """The negation excepts what the positive clause speaks of: "nothing goes in X other than *Y*" / "Y in X"."""
    found = _EXCEPTION.search(negative.text)
    if not found:
        return False
    # what the exception adds ("unless the DoS approves *the swap*": the swap is what is denied, not excepted)
    ruled = {stem(w) for w in words(negative.text[:found.start()])}
    excepted = {stem(w) for w in words(found.group(1)) if w not in STOP_WORDS} - lx.GENERIC_WORDS - ruled
    return bool(excepted & positive.terms)


def _code_object(negative: Facet, positive: Sentence) -> bool:
    """The negation aims at code spans ("never use `import { z } from 'zod'`") the positive claim does not hold."""
    aimed = negative.negated_object or negative.terms
    if not negative.spans or 2 * len(aimed & negative.span_terms) < len(aimed):
        return False
    said = f" {' '.join(words(positive.text))} "
    return not any(f" {' '.join(words(span))} " in said for span in negative.spans)


def _quoted_word(text: str, negative: Facet, positive: str) -> bool:
    """The negation aims at a quoted phrase that a verb of wording puts somewhere ("don't *stuff* "hot tub" into
    every title", "never *write* "ASAP""): a word mentioned, not the thing it names, and the positive claim does not
    quote it."""
    quoted = _QUOTED.findall(text)
    if not quoted or _WORDING.search(text) is None:
        return False
    mentioned = {stem(w) for phrase in quoted for w in words(phrase)}
    aimed = negative.negated_object or negative.terms
    return bool(aimed) and aimed <= mentioned | lx.GENERIC_WORDS and not any(f'"{q}"' in positive for q in quoted)


_QUOTED = re.compile(r'"([^"]{1,60})"')
_WORDING = re.compile(r"\b(?:say|write|stuff|type|call|spell|mention|phrase|word|use the words?|put)\b")


# what a warning says X does: a claim that X causes harm explains a rule against X, it does not do X
_HARM_RE = re.compile(r"\b(?:break|breaks|broke|destroy|destroys|destroyed|corrupt|corrupts|corrupted|wipe|wipes|"
                      r"wiped|clobber|clobbers|clobbered|lose|loses|lost|caused?\s+\d*\s*\w*\s*(?:failures?|errors?|"
                      r"outages?|crash(?:es)?|data loss))\b")
_DENIED_POINTER = r"\b(?:not|never)\s+[a-z]+\s+"  # a denial, its verb, then (a preposition and) a pointer
_POINTER = r"(?:this|that|it|these|those|them)"
_POINTER_DENIAL = re.compile(_DENIED_POINTER + r"(?:(?:under|over|above|below|past|into|onto|from|with|to|on|in|at|by|"
                             r"for|without|beyond)\s+)?" + _POINTER + r"\W*$")  # "won't go *under them*"
_CLAUSE_POINTER = re.compile(_DENIED_POINTER + _POINTER + r"\s*(?:[;:—–]|$)")  # the same, ending a clause
# "printed *only if* asked", "releases are *fine once* Priya has signed off": allowed on a condition
_ONLY_IF = re.compile(r"\bonly\b(?:\s+[\w-]+){0,3}?\s+(?:if|when|once|after|with)\b"
                      r"|\b(?:" + _FINE + r"|permitted)\s+(?:if|when|once|after)\b")
_UNTIL = re.compile(r"\buntil\b")
_ORDER = re.compile(r"\b(?:before|after|once|first)\b")
# "must check before", "*needs* a faculty *before* we cut"; not "does not require approval before"
_DUTY = re.compile(r"(?<!not )\b(?:must|needs?|has to|have to|requires?|required|only)\b")


_WAIT_WORDS = re.compile(r"\b(never|not|no|when|if|even|unless|until|before)\b|[;,.:]")
_CANCELS = frozenset(("when", "if", "even", "unless"))


def waits(text: str) -> bool:
    """A denial that waits: "never books a courier *before* C", "not copied *until* C", in one clause, with no
    "when", "if", "even" or "unless" between ("not to charge, even when one cancels before the start" denies the
    fee, it sets no order). One pass over the text: a line of thousands of "not"s costs no more than its length."""
    denied = False
    for found in _WAIT_WORDS.finditer(text):
        word = found.group(1)
        if word is None or word in _CANCELS:
            denied = False  # a clause ends, or a condition starts
        elif word in ("until", "before"):
            if denied:
                return True
        else:
            denied = True
    return False


_WAIT_CLAUSE = re.compile(r"\b(?:until|before)\b([^;,.:\u2014\u2013]*)")
_ONCE_CLAUSE = re.compile(r"\b(?:once|after|when)\b([^;,.:\u2014\u2013]*)")


def _once_met(negative: str, positive: str) -> bool:
    """The negation waits "*until* C" (or "never … *before* C") and the positive claim acts "*once* C" (or "after",
    "when"): "photos are not copied until the report is issued" / "once the report is issued, the photos are
    copied" set one order."""
    for wait in _WAIT_CLAUSE.finditer(negative):
        wanted = _content(words(wait.group(1)))
        if wanted and any(wanted <= _content(words(once.group(1))) for once in _ONCE_CLAUSE.finditer(positive)):
            return True
    return False


def _in_clause_before(text: str, later: re.Pattern, earlier: re.Pattern) -> bool:
    """Whether ``earlier`` occurs before an occurrence of ``later`` with no "." or ";" between them ("*don't* merge
    *until* checked"). Linear in the text, where one pattern spanning both would rescan it from every start."""
    searched = 0  # the text before this was searched already, from the start of its clause, in vain
    for found in later.finditer(text):
        boundary = max(text.rfind(".", searched, found.start()), text.rfind(";", searched, found.start()))
        if earlier.search(text, boundary + 1 if boundary >= 0 else searched, found.start()):
            return True
        searched = found.start()
    return False


# a negation said of part of a kind: "*some* portals have no API", "*not every* job needs a survey"
_SOME = re.compile(r"\W*(?:(?:about|around|roughly|nearly|almost)\s+)?(?:some|several|certain|a few|a couple of|many|"
                   r"most|not (?:every|all|each)|(?:a|one|two) (?:third|quarter|fifth)s? of|half (?:of )?)\s")
_DENIALS = re.compile(r"\b(?:not|never|no)\b")


def _nothing_named(negative: Facet, positive: Facet) -> bool:
    """The negated clause names only its subject: what it denies is a pronoun or a verb the other claim never
    uses ("the harbour master did not adopt it" / "the harbour master signs the renewal")."""
    return (bool(negative.negated_subject) and negative.terms <= negative.negated_subject
            and not negative.negated_object and negative.negated_verb is None
            and negative.predicates.isdisjoint(positive.predicates))


def _pointer_denial(text: str) -> bool:
    """The sentence's one negation denies a pointer ("host builds don't validate *this*"); a sentence that also
    denies something by name ("decided not to offer X: the fee is not worth it") is judged on that."""
    return bool(_POINTER_DENIAL.search(text)) and len(_DENIALS.findall(text)) == 1
_NEGATED_CLAUSE = re.compile(r"\b(?:never|not|no|cannot)\b(?! even\b)(.*?)(?:[;,.:—–]|\b(?:so|because|but|then)\b|$)")
# "shorter *than* 2 minutes", "commits *that* are already pushed": a comparison or a relative clause narrows it too;
# "never emails *between 22:00 and 08:00*": a window; "cannot be booked *by guests*"; "not seeded *with bought-in seed*";
# "doesn't review PRs *at weekends*"
_PREPOSITIONS = ("for|from|to|in|during|before|after|on|until|while|unless|within|outside|over|than|that|which|who|against|"
                 "with|between|by|at|through|via|under|below|above")

_QUALIFIER = re.compile(rf"\b({_PREPOSITIONS})\s+(.+?)(?=\s(?:{_PREPOSITIONS})\s|$)")
# "while a backup job *is running*": a clause of its own, told by its verb (its nouns may be named anywhere)
_CLAUSAL = frozenset(("while", "unless", "until"))
_BOUNDS = frozenset(("under", "below", "above"))
_TIMES = frozenset(("during", "while", "until", "before", "after", "between"))
# an environment other than production: a claim that names none speaks of production
_LESSER_ENVIRONMENTS = frozenset(stem(w) for w, name in lx.ENVIRONMENTS.items() if name != "production")
# "its *own* PRs" narrows what is denied; "does not validate claims *itself*" does not (someone else does it)
_OWN = frozenset(("own",))
_OTHERS = frozenset(("other", "others"))  # "can't see *other* suites' orders" says nothing of a suite's own
_UNIVERSAL = frozenset("any every all each".split())  # "on any repo" widens the negation, it does not scope it


def scoped_negation(negative: Sentence, positive: Sentence) -> bool:
    """The negation carries a qualifier the positive claim (or its file) never names: it denies the act there
    only. Qualifiers joined by "or" are one: the positive must name one of them. A condition the sentence opens
    with ("*if two visits are at the same postcode*, no mileage is added") is such a qualifier too, when the
    positive claim names less than half of it."""
    mentioned = {stem(w) for w in positive.words | positive.vocabulary}
    condition = _CONDITION.match(negative.text)
    if condition:
        asked = _content(words(condition.group(1)))
        if asked and 2 * len(asked & mentioned) < len(asked):
            return True
    # a time is the claim's own: its file's words ("the settlement run" in tapline's overview) do not set it
    said = {stem(w) for w in positive.words}
    for clause in _NEGATED_CLAUSE.findall(negative.text):
        spoken_here = words(clause)
        if any(not kind.isdisjoint(spoken_here) and kind.isdisjoint(positive.words) for kind in (_OWN, _OTHERS)):
            return True  # "the agent must never merge *its own* PRs" / "PRs are merged with rebase-and-merge"
        if _other_side_of(clause, positive.text):
            return True  # "not refunded *within 28 days*" / "refunded if cancelled *more than 28 days* ahead"
        if (bound := _BOUND_DENIED.search(clause)) and _bound_key(bound) not in positive.value_keys:
            return True  # "members can't book *more than one* slot a day" / "members book slots online": a limit
        if (how := _MANNER.search(clause)) and how.group(0) not in positive.text:
            return True  # "never rostered on night jobs *two nights running*" / "night jobs are rostered to Ana"
        terms: set[str] = set()
        # the act the negation denies is no qualifier of itself: "don't *run* migrations on a *running* day"
        act = {stem(w) for w in words(clause)[:1]}
        for opener, qualifier in _QUALIFIER.findall(clause):
            spoken = words(qualifier)
            if spoken in _POINTERS and opener in _POINTER_OPENERS and _antecedent_unnamed(negative, clause, mentioned):
                return True  # "quiz night is walk-in only; we don't take table bookings *for it*" / "table bookings
                # hold for 15 minutes": the denial is of the sentence's other subject, which the positive never names
            universal = bool(spoken) and spoken[0] in _UNIVERSAL and opener not in _CLAUSAL
            if universal or opener in _BOUNDS and positive.value_keys:
                terms = set()  # "won't take an order *under 10 birds*" / "minimum order: 6": one bound, two amounts
                continue
            acts = _content([w for w in spoken if w.endswith("ing")]) if opener in _CLAUSAL else set()
            if opener in _CLAUSAL and not acts and (state := _stated(spoken)):
                acts = state  # "while a sale *is live*": the state the clause sets is its qualifier, not the sale
            terms |= (acts or _content(spoken)) - act  # "is *going* out" tells no act: its nouns do
            if spoken[-1:] == ["or"]:
                continue
            known = said if opener in _TIMES else mentioned
            if terms and (terms.isdisjoint(known) or (terms & _LESSER_ENVIRONMENTS) - known):
                return True  # "don't page on-call *for staging alerts*" / "alerts page on-call": production's
            head = _head(spoken)
            if opener == "during" and head and head not in known:
                return True  # "never deploy *during the Saturday peak*" / "releases go out on Saturday mornings"
            if opener in _TIMES and head and _timed_otherwise(positive.text, head, opener):
                return True  # "don't deploy *during* the rush" / "deploys go out *after* the rush": one order
            if (parts := _day_parts(spoken)) and (theirs := _day_parts(positive.words)) and parts.isdisjoint(theirs):
                return True  # "never deploy on a Friday *afternoon*" / "releases go out on Friday *mornings*"
            if terms and other_kind(spoken, positive, mentioned):
                return True  # "isn't required *for grooming-only dogs*" / "required for every daycare dog"
            terms = set()
    return False


_POINTERS = tuple([w] for w in "it them this that these those".split())
_POINTER_OPENERS = frozenset(("for", "to", "on", "in", "from", "with"))


def _antecedent_unnamed(negative: Sentence, clause: str, mentioned: set[str]) -> bool:
    """What the rest of the negative sentence speaks of (the antecedent of a pronoun in its denied clause), the
    positive claim never names."""
    own = _content(words(next((part for part in _CLAUSES.split(negative.text) if clause in part), clause)))
    antecedent = _content(negative.words) - own
    return bool(antecedent) and antecedent.isdisjoint(mentioned)


_CLAUSES = re.compile(r"[;:—–]|,\s")


# "before" and "until" set one side of an event, "after" the other, "during" and "while" the event itself
_TIME_SIDES = {"before": "before", "until": "before", "after": "after", "during": "during", "while": "during",
               "between": "during"}
_DAY_PARTS = {w + plural: w for w in "morning afternoon evening night lunchtime midday".split() for plural in ("", "s")}


def _day_parts(spoken: Iterable[str]) -> set[str]:
    """The parts of the day ``spoken`` (words) names ("mornings" → "morning")."""
    return {_DAY_PARTS[w] for w in spoken if w in _DAY_PARTS}


def _timed_otherwise(text: str, head: str, opener: str) -> bool:
    """``text`` times something on another side of the event ``head`` than ``opener`` does."""
    return any(side != _TIME_SIDES[opener] and timed == head for side, timed in _timed(text))


@lru_cache(maxsize=4096)
def _timed(text: str) -> frozenset[tuple[str, str | None]]:
    """``(side, head)`` of each time qualifier of a sentence ("after the rush": after, rush); read once per sentence,
    however many partners ask."""
    return frozenset((_TIME_SIDES[opener], _head(words(qualifier))) for opener, qualifier in _QUALIFIER.findall(text)
                     if opener in _TIME_SIDES)


_SMALL_NUMBERS = "one|two|three|four|five|six|seven|eight|nine|ten|twelve"
# a negation of an amount past a bound sets a limit on the act, it does not deny the act
_BOUND_DENIED = re.compile(r"\b(?:more|fewer|less|longer|later|earlier|bigger|larger) than "
                           rf"(\d+|{_SMALL_NUMBERS}|an?)\s+([a-z]+)")
_AMOUNT = rf"\s+(\d+(?:\.\d+)?|{_SMALL_NUMBERS})\s+([a-z]+)"
_BELOW = re.compile(r"\b(?:within|less than|under|fewer than|up to|no more than|at most)" + _AMOUNT)
_ABOVE = re.compile(r"\b(?:more than|over|at least|beyond|longer than|no less than)" + _AMOUNT)


def _other_side_of(clause: str, text: str) -> bool:
    """``clause`` bounds an amount on one side ("within 28 days") and ``text`` the same amount on the other ("more
    than 28 days"): two bands that meet at the bound, each with its own rule."""
    below, above = _bounded(text)
    return not (set(_BELOW.findall(clause)).isdisjoint(above) and set(_ABOVE.findall(clause)).isdisjoint(below))


@lru_cache(maxsize=4096)
def _bounded(text: str) -> tuple[frozenset[tuple[str, str]], frozenset[tuple[str, str]]]:
    """The ``(amount, unit)`` a sentence bounds from above ("within 28 days") and from below ("more than 28 days"),
    read once per sentence."""
    return frozenset(_BELOW.findall(text)), frozenset(_ABOVE.findall(text))


def _bound_key(bound: re.Match) -> str | None:
    """What a denied bound ("more than *one riso* slot", "less than *24 hours*") measures: a value's key."""
    number, unit = bound.groups()
    found = unit_value(str(lx.NUMBER_WORDS.get(number, 1)) if not number.isdigit() else number, unit)
    return found.key if found else None


# how often or how the denied act is done, with no preposition to open it: "two nights running", "unsupervised"
_MANNER = re.compile(r"\b(?:(?:two|three|four|\d+) (?:days|nights|weeks|shifts|times|years) running|in a row|"
                     r"back[- ]to[- ]back|consecutive(?:ly)?|unsupervised|unattended|unaccompanied)\b")


def _stated(spoken: list[str]) -> set[str]:
    """The content words after a clause's copula ("a sale is *live*"), none when it has no copula."""
    at = next((i for i, w in enumerate(spoken) if w in COPULAS), None)
    return _content(spoken[at + 1:]) if at is not None else set()


_CONDITION = re.compile(r"\W*(?:if|when|whenever|unless|once)\b([^,;:]+),")


def _head(spoken: list[str]) -> str | None:
    """The stem of a phrase's last content word, its head ("the Saturday *peak*")."""
    return next((stem(w) for w in reversed(spoken) if _is_content(w) and not w[:1].isdigit()), None)


def _content(spoken: list[str]) -> set[str]:
    return {stem(w) for w in spoken if _is_content(w)}


def _is_content(word: str) -> bool:
    return word not in STOP_WORDS and word not in lx.GENERIC_WORDS


# "No dry dock there": a thing denied at a place the sentence does not name (its file's, or an earlier line's); not
# "there is no ...", nor "never squash there", whose place the sentence names
_NONE_THERE = re.compile(r"^\W*no\s+(?:[\w-]+\s+){1,3}there\b")


def _other_mode(negative: Facet, positive: Facet) -> bool:
    """The denial is of one way of doing it, by hand or automatically, and the other claim does it the other way."""
    denied, done = MODES & negative.terms, MODES & positive.terms
    return len(denied) == 1 and len(done) == 1 and denied != done


def _file_words(sentence: Sentence) -> frozenset[str]:
    """The stems of the content words its file's name, description and title say, and the sentence does not."""
    return frozenset(stem(w) for w in sentence.vocabulary - sentence.words if w not in lx.JUDGE_STOP)


# a field whose value is only a denial ("UDA Board: nothing", "staging: none"): the label has none of what the file
# lists, which only a claim of that (the file's subject words) denies
_EMPTY = r"(?:nothing|none|no one|nobody|n/a|not ours)"
_EMPTY_FIELD = re.compile(r"^\W*[^:|]{1,48}:\s*" + _EMPTY + r"\s*(?:$|[\u2014\u2013;,(.]|-\s)"
                          # a table row with such a cell: "| ooh-bridge | none | \u2014 | manual |" under "| Repo | CI |"
                          r"|^\|[^|]+\|(?:[^|]*\|)*?\s*" + _EMPTY + r"\s*(?:\||$)")


# "there is no X", "has no X": X does not exist, which only a claim that X exists (all of its words) denies
_EXISTENTIAL = re.compile(r"\b(?:there (?:is|are|was|were)|(?:has|have|had)) no\b")


# "X, not before", "per batch, not per tank": a contrast that denies a time, a condition or a relation of X, not X
# ... and "2 hours before the slot, *not the day before*": a time said before the word
_TIME_CONTRAST = re.compile(r",\s*(?:not|never)\s+(?:(?:the|a|an|one|two|three|\d+)\s+)?(?:(?:day|night|week|morning|"
                            r"evening|afternoon|hour|minute|month|year)s?\s+)?(before|after|while|during|until|when|"
                            r"whenever|once|unless|per|via|through|one|individually|separately|singly|locally|"
                            r"remotely|online|offline|manually|directly)\b")
# ("as one upload, not one by one": how; not "in", "to": "UTC, never in local time" / "are local time" conflict)



def _other_scope_of_contrast(negative: Facet, positive: Facet, subject: frozenset[str], sentence: Sentence,
                             other: Sentence) -> bool:
    """"X for A, not Y": the contrast denies Y for A, what its clause is about; a claim that gives Y for
    something else (less than half of A's words, or not A's head noun, or that noun of another kind) is no
    denial of it. A contrast of its own ("A get an invoice *instead of card payment*") is about the rest of its
    sentence."""
    if not negative.contrast:
        return False
    phrase = contrast_subject(sentence.text)
    if len(phrase) > 1:
        head = sequence_term(phrase[-1])
        said = {stem(w) for w in other.words | other.vocabulary}
        if head and (head not in said or other_kind(phrase, other, said)):
            return True  # "*payment disputes* go to finance, not to the digital team" / "... handles payment webhooks"
    about = negative.terms - negative.negated_object
    if not about and COPULAS.isdisjoint(sentence.words):  # "ω₀ is a connection attribute, not an MNA node": what ω₀ is not
        about = frozenset().union(*(f.terms for f in sentence.facets if f.polarity > 0 and not f.contrast))
    about = about - lx.GENERIC_WORDS - _PREDICATE_STEMS - ENV_STEMS - subject
    return bool(about) and 2 * len(about & positive.terms) < len(about)


_PREDICATE_STEMS = frozenset(stem(w) for w in lx.PREDICATE_WORDS)


def _other_time(negative: Sentence, facet: Facet, positive: Sentence) -> bool:
    """The negated clause is a contrast that denies when or how X is done ("after the solve, *not before*",
    "overnight, *never while* bikes are out", "curves per batch, *not per* tank"): it conflicts only with a claim
    that says X is done that way."""
    found = _TIME_CONTRAST.search(negative.text) if facet.contrast else None
    return found is not None and found.group(1) not in positive.words


def _other_amounts(fa: Facet, fb: Facet) -> bool:
    """Both clauses hold an amount of one kind, and they differ: each speaks of its own range."""
    return any(va.key == vb.key and not va.same_amount(vb) for va in fa.values for vb in fb.values)


def _with_roles(facet: Facet, other: Facet) -> frozenset[str]:
    """A clause's terms with the role of each tool it names that the other clause names by its role."""
    if facet.contrast:
        return facet.terms  # "sent with Buttondown, not Postmark": the rejected tool fills the clause's role
    return facet.terms | roles_named_by((group for group, _ in facet.members), other.terms)


def _named_by_role(facet: Facet, other: Facet) -> set[str]:
    """The words of the tools ``facet`` names whose role ``other`` names ("Postgres" when it says "database")."""
    return {t for group, t in facet.member_words if roles_named_by((group,), other.terms)}


def _denies_choice(aimed: frozenset[str], negative: Facet, positive: Facet) -> bool:
    """The negation aims at a choice the other clause makes, and at one other word at most: "never squash
    commits" denies "always squash-merge PRs" (docs/contracts.md §7)."""
    chosen = {t for _, t in negative.member_words} & {t for _, t in positive.member_words}
    return bool(aimed & chosen) and len(aimed - positive.terms) <= 1
