"""Shared settings and strategies for the hardening property tests (hypothesis).

``MEMCLI_FUZZ_EXAMPLES=N`` sets the number of examples of the cheap,
in-memory properties (default 150, as for the frontmatter property tests);
properties that run a whole memcli command per example get a fifth of it.
``CASES`` counts the examples each property actually ran, for
``tests/bench/reliability_figures.py``.
"""

from __future__ import annotations

import json
import os
from collections import Counter

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

EXAMPLES = int(os.environ.get("MEMCLI_FUZZ_EXAMPLES", "150"))
COMMAND_EXAMPLES = max(10, EXAMPLES // 5)
CASES: Counter = Counter()

FAST = settings(max_examples=EXAMPLES, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.function_scoped_fixture])
SLOW = settings(FAST, max_examples=COMMAND_EXAMPLES)

text = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=60)
json_scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), text)
json_values = st.recursive(json_scalars, lambda children: st.one_of(
    st.lists(children, max_size=4), st.dictionaries(text, children, max_size=4)), max_leaves=12)
# A value of the wrong type for any field: scalars of every kind, lists, mappings, unhashable keys' stuff.
wrong = st.one_of(json_values, st.just([]), st.just({}), st.just(["user"]), st.just({"role": "assistant"}))


def deep_json(depth: int) -> str:
    """A JSON array nested ``depth`` deep (past the decoder's recursion limit for large depths)."""
    return "[" * depth + "]" * depth


def dumps(value: object) -> str:
    """Compact JSON, non-ASCII kept."""
    return json.dumps(value, ensure_ascii=False)
