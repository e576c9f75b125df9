"""The substitution rule: the same words but for one filler after a slot word ("bundled with esbuild" /
"... webpack")."""

from __future__ import annotations

import re
from functools import lru_cache

from memcli.lint.analysis import Sentence
from memcli.lint.conflicts.guards import veto
from memcli.lint.conflicts.subjects import all_positive, scope_clash
from memcli.text import stem


def conflict(a: Sentence, b: Sentence) -> bool:
    """The same words but for one filler after a slot word: "bundled with esbuild" / "bundled with webpack",
    "replies in English" / "... in German" (present, positive claims; the subject before the slot is the same,
    so "the EU cluster" / "the US cluster" never meet here; amounts are the value rule's)."""
    if a.change or b.change or a.dated or b.dated or not (all_positive(a) and all_positive(b)):
        return False
    mine, theirs = _stems(a.text), _stems(b.text)
    prefix = next((i for i, (x, y) in enumerate(zip(mine, theirs)) if x != y), min(len(mine), len(theirs)))
    tails = list(zip(reversed(mine[prefix:]), reversed(theirs[prefix:])))
    suffix = next((i for i, (x, y) in enumerate(tails) if x != y), len(tails))
    differ = (mine[prefix:len(mine) - suffix], theirs[prefix:len(theirs) - suffix])
    if veto("two-qualifiers", all(d and d[0] in _QUALIFIERS for d in differ) and differ[0][0] != differ[1][0]):
        return False  # "run X *on* new machines" / "run X *after* cloning": two occasions, not two fillers of one slot
    if veto("two-purposes", _same_choice_for(mine[:prefix])):
        return False  # "use Redis *for* the checkout-api tests" / "... *for* the checkout-service tests": one choice
    return (prefix >= 2 and not _SLOT_WORDS.isdisjoint(mine[:prefix]) and all(1 <= len(d) <= 3 for d in differ)
            and not any(c.isdigit() for d in differ for w in d for c in w) and not scope_clash(a, b))


def _same_choice_for(shared: tuple[str, ...]) -> bool:
    """The shared words end in "for" after a slot word and its filler ("use redis *for*"): both sides make the one
    choice, each for its own purpose."""
    end = len(shared)
    while end and shared[end - 1] in _DETERMINERS:  # an index, not a slice a word: a long run stays linear
        end -= 1
    if not end or shared[end - 1] != "for":
        return False
    first_slot = next((i for i in range(end - 1) if shared[i] in _SLOT_WORDS), None)
    return first_slot is not None and any(word not in _SLOT_WORDS for word in shared[first_slot + 1:end - 1])


@lru_cache(maxsize=20_000)
def _stems(text: str) -> tuple[str, ...]:
    """Every word's stem, in order (a sentence meets many partners: stemmed once); a hyphenated word is one word
    ("new *sign-in* flow" holds no slot word "in")."""
    return tuple(stem(w) if "-" not in w else w for w in _HYPHENATED.findall(text.lower()))


_HYPHENATED = re.compile(r"[^\W_]+(?:-[^\W_]+)*")


_SLOT_WORDS = frozenset("is are with in on through via to for by at use prefer run everi up from as into".split())
_DETERMINERS = frozenset("the a an our your their it its this that these those each".split())
_QUALIFIERS = frozenset("on in at after befor dure for from to with by when while until onc".split())
