"""The role rule: two tools, known or not, filling one role for one subject ("queued in River" / "uses Asynq")."""

from __future__ import annotations

from itertools import product

from memcli.lint import lexicon as lx
from memcli.lint.analysis import Sentence
from memcli.lint.conflicts.guards import veto
from memcli.lint.conflicts.subjects import (VERB_FAMILIES, compound_clash, lead, lead_clash, role_term, role_terms,
                                          scope_clash, stems_of)
from memcli.text import stem


def conflict(a: Sentence, b: Sentence) -> bool:
    """Two different names fill the same role for the same subject ("queued in River" / "uses Asynq for its queue").

    Each side must name, in a role slot, something the other never
    mentions (and not two tools the lexicon puts in different groups); the
    role words of the clauses that hold them ("background jobs", "errors",
    "feature flags") must overlap; neither may be negative or scoped
    elsewhere.
    """
    own_a = frozenset(n for n in a.names.fillers if not set(n.split()) <= b.words and not _named_alike(n, b))
    own_b = frozenset(n for n in b.names.fillers if not set(n.split()) <= a.words and not _named_alike(n, a))
    if not own_a or not own_b or veto("other-groups", _other_groups(own_a, own_b)):
        return False
    if veto("runtime", _runtime(own_a) != _runtime(own_b)):
        return False  # "runs on Node 22" names a runtime or a language, "deployed on Scalingo" a provider
    if veto("lead-subject", lead_clash(a, b)):
        return False
    if veto("what-it-is", _is_what(a, own_a) != _is_what(b, own_b) and _through(a, own_a) | _through(b, own_b)):
        return False  # "the tablets *are* Galaxy Tab Active5" / "builds reach the tablets *through* Firebase"
    named = a.name_stems | b.name_stems
    for (words_a, heads_a), (words_b, heads_b) in product(_role_words(a, own_a, named), _role_words(b, own_b, named)):
        label = _label_meets(words_a, heads_a, heads_b) or _label_meets(words_b, heads_b, heads_a)
        if veto("role-heads", not (label or heads_a & words_b and heads_b & words_a)):
            continue  # the noun naming each role must be in the other's role ("errors" / "errors and panics")
        shared = words_a & words_b
        lead_a, lead_b = lead(a), lead(b)
        if veto("what-is-hosted", shared <= VERB_FAMILIES and (lead_a is None) != (lead_b is None) and not (
                label and (stem(lead_a or lead_b) in stems_of(b if lead_a else a)))):
            continue  # "the docs site is hosted on X" / "deploys go to Y": one names what is hosted, the other not
            # (a label, "- Hosting: Vercel", speaks of its file's subject: it meets a claim about that subject)
        if not compound_clash(a, b, shared, skip_leading=False) and not scope_clash(a, b):
            return True
    return False


def _named_alike(name: str, other: Sentence) -> bool:
    """The other claim names the same tool by another of its names ("Postgres 16" / "PostgreSQL 16")."""
    members = _tool_of(name)
    return bool(members) and any(not members.isdisjoint(_tool_of(written)) for written in other.names.names)


def _tool_of(name: str) -> set[str]:
    return {member for _, member in lx.MEMBER_INDEX.get(tuple(name.split()), ())}


def _label_meets(words: frozenset[str], heads: frozenset[str], other_heads: frozenset[str]) -> bool:
    """A label ("- Hosting: Vercel", no head noun of its own) meets a role whose head names its family ("the portal
    is *hosted* on Azure")."""
    return not heads and any(w.startswith("role:") for w in words) and words <= other_heads


def _is_what(sentence: Sentence, fillers: frozenset[str]) -> bool:
    """Every filler follows a copula: it says what the subject is (a model, a product), not what serves it."""
    roles = [role for filler, role in sentence.names.roles if filler in fillers]
    return bool(roles) and all(role[-1:] in (("is",), ("are",)) for role in roles)


def _through(sentence: Sentence, fillers: frozenset[str]) -> bool:
    """A filler is reached through a preposition of means ("through Firebase", "via Intune")."""
    return any(role[-1:] in (("through",), ("via",)) for filler, role in sentence.names.roles if filler in fillers)


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
        if filler in fillers and not _supposed(role):
            terms = frozenset(t for w in role if (t := role_term(w)) is not None) - named
            heads = frozenset(role_terms(frozenset(t for w in heads_of.get(filler, ()) if (t := role_term(w)))))
            if terms:
                found.append((frozenset(role_terms(terms)), heads))
    return found


_CONDITIONS = frozenset("if when whenever unless".split())
_MODALS = frozenset("can could may might".split())


def _supposed(role: tuple[str, ...]) -> bool:
    """A role told in a condition ("*if* a payment is missing in Xero") or as a possibility ("the readings *can be*
    rebuilt from Priva"): no tool is said to fill it."""
    return bool(role) and role[0] in _CONDITIONS or any(
        word in _MODALS and role[at + 1:at + 2] == ("be",) for at, word in enumerate(role))


def _runtime(fillers: frozenset[str]) -> bool:
    """Whether every filler is a language or a runtime the lexicon knows ("Node", "Python", "Go")."""
    return all(any(g.scope for g, _ in lx.MEMBER_INDEX.get(tuple(name.split()), [])) for name in fillers)
