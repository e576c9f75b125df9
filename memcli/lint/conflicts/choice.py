"""The choice rule: two members of a one-choice group for one subject (npm / pnpm, dark / light), or one copula
subject with two values ("the default branch is main" / "... is develop")."""

from __future__ import annotations

from itertools import product

from memcli.lint import lexicon as lx
from memcli.lint.analysis import Facet, Sentence
from memcli.lint.conflicts.guards import veto
from memcli.lint.conflicts.subjects import (GROUPS, ROLE_VERBS, all_positive, compound_clash, lead_clash, overlap,
                                          same_entity, scope_clash, vocabulary_stems)
from memcli.text import stem


_SCOPE_GROUPS = frozenset(g.name for g in lx.GROUPS if g.scope)


def conflict(a: Sentence, b: Sentence) -> bool:
    """Two members of a one-choice group named for one subject, or one copula subject with two values."""
    choosing = ([f for f in s.facets if f.polarity > 0 and not f.contrast and f.members] for s in (a, b))
    for fa, fb in product(*choosing):
        for group in ({g for g, _ in fa.members} & {g for g, _ in fb.members}) - _SCOPE_GROUPS:
            mine, theirs = {m for g, m in fa.members if g == group}, {m for g, m in fb.members if g == group}
            if mine & theirs:
                continue  # naming the same choice is agreement (or a comparison), not two choices
            if veto("choice-agreed-elsewhere", _agrees_elsewhere(mine, b, group)
                    or _agrees_elsewhere(theirs, a, group)):
                continue  # "until January on CircleCI, then moved to GitHub Actions": the other agrees in the end
            if _choices_clash(a, b, fa, fb, group):
                return True
    return _copula_conflict(a, b)


def _agrees_elsewhere(members: set[str], other: Sentence, group: str) -> bool:
    """The other sentence names one of ``members`` as a live choice too (not as what ended: "Jira is read-only")."""
    agreed = members & other.group_members(group, positive=True)
    return any(not {stem(w) for w in member.split()} & other.ended for member in agreed)


def _choices_clash(a: Sentence, b: Sentence, fa: Facet, fb: Facet, group: str) -> bool:
    if veto("context-word", GROUPS[group].needs_context and not (group in a.contexts and group in b.contexts)):
        return False
    for sentence, facet in ((a, fa), (b, fb)):
        ordinary = {m for g, m in facet.members if g == group} <= GROUPS[group].ordinary
        if veto("ordinary-word", ordinary and group not in sentence.contexts):
            return False  # "a page *render* under 800 ms" is not Render the host
    # details in parentheses ("(runs, event log)") are not the subject
    rest_a, rest_b = _rest(a, fa, group), _rest(b, fb, group)
    shared, balanced = overlap(rest_a, rest_b)
    # the group is the role ("editor", "hosting"): for a named subject, the same subject is enough, and so
    # is the role named on both sides ("local database: SQLite" / "an embedded DuckDB database")
    in_slots = _fills_role(a, fa, group) and _fills_role(b, fb, group)
    # "spin up a real Postgres container": a tool that only modifies a noun is named in passing
    passing = any(_member_modifies(s, f, group) and not _fills_role(s, f, group) for s, f in ((a, fa), (b, fb)))
    # a role named only by its verb ("workers *consume from* RabbitMQ") needs a shared subject ("Celery") and no
    # other owner ("keyholder's Sidekiq queues live on Redis" is not dispatchdesk's broker)
    acted = bool(shared) and (same_entity(a, b) or not (a.entities and b.entities))
    role_named = (all(_role_named(s, group) or (acted and _role_acted(s, group)) for s in (a, b))
                  and not lead_clash(a, b) and not passing)
    # "- Database: Postgres 16" in rotaflow's overview says which one database rotaflow has
    labelled = _role_label(a, group) or _role_label(b, group)
    one_subject = ((group in _ONE_PER_SUBJECT or labelled) and _one_subject(a, b) and not lead_clash(a, b)
                   and in_slots)
    if veto("choice-overlap", not balanced and not (not rest_a and not rest_b) and not (shared and same_entity(a, b))
            and not role_named and not one_subject):
        return False
    if compound_clash(a, b, shared, skip_leading=False):
        return False
    return not scope_clash(a, b, ignore_group=group)


def _rest(sentence: Sentence, facet: Facet, group: str) -> frozenset[str]:
    """What a choice is made for: the facet's own words but its members; for the value of a label ("tradeorders
    order confirmations: *Postmark*"), which names nothing else, the label's words."""
    members = {t for g, t in facet.member_words if g == group}
    rest = (facet.terms & sentence.own_core) - members
    if not rest and ":" in sentence.text and facet is not sentence.facets[0]:
        return sentence.own_core - members
    return rest


# roles a project fills with one tool at a time: two of them named for one subject conflict, whatever else each
# claim says ("canopy installs with Yarn" / canopy's "Package manager: pnpm"); a project may well have two
# databases or queues, so those groups are not here. A person edits in one editor ("Ollie works in VS Code" /
# Ollie's "Edits everything in Neovim")
_ONE_PER_SUBJECT = frozenset(("js package manager", "python package manager", "ci service", "error tracking",
                              "feature flags", "secrets store", "auth provider", "cdn", "hosting", "issue tracker",
                              "editor"))


def _fills_role(sentence: Sentence, facet: Facet, group: str) -> bool:
    """A member of ``group`` is named as a tool in a role slot ("with *Yarn Berry*", "Package manager: *pnpm*"),
    not in passing ("internal npm packages", "pnpm-lock.yaml")."""
    members = {t for g, t in facet.member_words if g == group}
    return any(members & {stem(w) for w in filler.split()} for filler in sentence.names.fillers)


def _one_subject(a: Sentence, b: Sentence) -> bool:
    """One claim mentions, word for word in any form, a subject the other is about (by name or by its file)."""
    for sentence, other in ((a, b), (b, a)):
        vocabulary = vocabulary_stems(sentence) | sentence.terms
        if any({stem(w) for w in name.split()} <= vocabulary for name in other.entities):
            return True
    return False


def _role_label(sentence: Sentence, group: str) -> bool:
    """The claim is a label naming the group's role, then its choice ("Database: Postgres 16", "Queue: RabbitMQ")."""
    label, colon, _ = sentence.text.partition(":")
    return bool(colon) and len(label.split()) <= 2 and bool({stem(w) for w in label.split()} & GROUPS[group].context)


def _role_named(sentence: Sentence, group: str) -> bool:
    """Whether a sentence names the role a group fills with a noun ("database", "editor", "package manager"), not
    only with a verb ("deployed", "hosted": every service is deployed somewhere)."""
    found = GROUPS[group]
    return not found.needs_context and bool((found.context - ROLE_VERBS.keys()) & sentence.terms)


def _role_acted(sentence: Sentence, group: str) -> bool:
    """Whether a sentence names a group's role by a verb that names that role alone ("consume from": a broker)."""
    return bool(GROUPS[group].role_verbs & sentence.terms)


def _member_modifies(sentence: Sentence, facet: Facet, group: str) -> set[str]:
    """The words a member of ``group`` stands right before ("*Postgres* backups" → {"backup"})."""
    words_of = {t for g, t in facet.member_words if g == group}
    context = GROUPS[group].context  # "*single* quotes", "*dark* theme": the member names the choice itself
    sequence = sentence.sequence
    return {sequence[i + 1] for i in range(len(sequence) - 1)
            if sequence[i] in words_of and sequence[i + 1] and sequence[i + 1] not in words_of | context}


def _copula_conflict(a: Sentence, b: Sentence) -> bool:
    if a.copula is None or b.copula is None or a.copula[0] != b.copula[0] or a.copula[1] & b.copula[1]:
        return False  # two subjects, or a value both give
    if veto("copula-negative", not (all_positive(a) and all_positive(b))):
        return False  # "X is not Y" / "X is Z" can both hold
    return not scope_clash(a, b)
