"""The mode rule: one act done by hand in one claim and automatically in the other."""

from __future__ import annotations

from memcli.lint import lexicon as lx
from memcli.lint.analysis import MODES, Sentence
from memcli.lint.conflicts.guards import veto
from memcli.lint.conflicts.subjects import (ENV_STEMS, compound_clash, entity_stems, lead_clash, opening_environments,
                                          scope_clash)


def conflict(a: Sentence, b: Sentence) -> bool:
    """One claim has an act done by hand, the other has it run automatically ("migrations are applied by hand" /
    "the deploy runs `goose up` automatically"): the act must be named by both, for one subject."""
    shared = (a.terms & b.terms) - lx.GENERIC_WORDS - ENV_STEMS - MODES - entity_stems(a) - entity_stems(b)
    if not shared or veto("lead-subject", lead_clash(a, b)) or scope_clash(a, b):
        return False
    if veto("can-by-hand", any(s.mode == "manual" and not _ABLE.isdisjoint(s.words) for s in (a, b))):
        return False  # "ops *can still* move a unit by hand": an option beside what runs automatically
    opening_a, opening_b = opening_environments(a), opening_environments(b)
    if veto("environment", bool(opening_a and opening_b and opening_a.isdisjoint(opening_b))):
        return False  # "hirebook *production* deploys are manual: ... after the staging smoke test" / "... *staging*"
    return not compound_clash(a, b, frozenset(shared), skip_leading=True)


_ABLE = frozenset(("can", "could", "may"))
