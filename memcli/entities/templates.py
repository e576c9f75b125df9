"""Entity templates: which entity type a memory's content suggests, and its structured values.

The checks run in this order; the first that decides wins:

1. the extraction rule that found the memory (``decision_heading`` and
   ``decided_to_sentence`` → Decision, ``requirement_heading`` and
   ``requirement_sentence`` → Requirement, ``constraint_heading`` →
   Constraint);
2. a memory type that names an entity type (``decision``, ``requirement``,
   ``constraint``, ``parameter``, ``subsystem``);
3. the Parameter shape ``X = value unit`` (also ``X: value unit`` and
   ``X is value unit``; numbers may carry decimals and thousands
   separators: ``24,000``, ``1_000``, ``3.5``);
4. wording: constraint words (``must not``, ``at most``, ``no more than``
   ...), then requirement words (``must``, ``shall``, ``required`` ...),
   then decision words (``decided``, ``chose``, ``settled on`` ...);
5. an ``adaptation`` memory is a Decision; anything else a Fact.

Steps 1–3 are *templates*: a memory they match is a graduation proposal.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from memcli.text import collapse_ws

RULE_TYPES = {
    "decision_heading": "Decision",
    "decided_to_sentence": "Decision",
    "requirement_heading": "Requirement",
    "requirement_sentence": "Requirement",
    "constraint_heading": "Constraint",
}
MEMORY_TYPES = {"decision": "Decision", "requirement": "Requirement", "constraint": "Constraint",
                "parameter": "Parameter", "subsystem": "Subsystem"}
MAX_NAME_CHARS = 80
MAX_NAME_WORDS = 10
MAX_UNIT_CHARS = 24
MAX_UNIT_WORDS = 3
MAX_STATEMENT_CHARS = MAX_NAME_CHARS + 40 + MAX_UNIT_CHARS  # name, assignment, a long number, unit

_SEPARATED = r"\d{1,3}(?:[,_'\u2009\u202f]\d{3})+"
_NUMBER = rf"[-+\u2212]?(?:{_SEPARATED}|\d+)(?:\.\d+)?"
_ASSIGN = r"\s*(?:=|:)\s*|\s+(?:is|are|equals)\s+"
_PARAMETER = re.compile(rf"^(?P<name>.+?)(?:{_ASSIGN})(?P<value>{_NUMBER})(?:\s*(?P<unit>[^\s\d.,;:+\-].*))?$", re.IGNORECASE)
_LOOSE = re.compile(rf"^(?P<name>[^=:]+?)(?:{_ASSIGN})(?P<value>\S.*)$", re.IGNORECASE)
_LEAD = re.compile(r"^(?:[-*+>#]+\s*)+")
_DIGIT = re.compile(r"\d")
_CUES = (
    ("Constraint", re.compile(r"\b(must not|mustn't|shall not|may not|cannot|can't|never exceed|not exceed|"
                              r"no more than|no less than|at most|at least|limited to|constrain(?:ed|t|s)?)\b", re.I)),
    ("Requirement", re.compile(r"\b(must|shall|required|requires?|requirement|needs? to|has to|have to)\b", re.I)),
    ("Decision", re.compile(r"\b(decided|decide to|decision|chose|chosen|opted|settled on|going with|"
                            r"we will use|switched to|adopt(?:ed)?)\b", re.I)),
)


@dataclass(frozen=True, slots=True)
class Suggestion:
    """The entity type a memory suggests, why, and the structured fields it carries."""

    entity_type: str
    reason: str
    template: bool  # a template (rule, type, Parameter shape), not only wording or the fallback
    fields: dict[str, Any] = field(default_factory=dict)


def _number(text: str) -> int | float:
    clean = re.sub(r"[,_'\u2009\u202f]", "", text).replace("\u2212", "-")
    return float(clean) if "." in clean else int(clean)


def _statement(content: str) -> str:
    first = content.lstrip().partition("\n")[0]
    return _LEAD.sub("", collapse_ws(first)).rstrip(" .;!")


def _name_ok(name: str) -> bool:
    return (0 < len(name) <= MAX_NAME_CHARS and len(name.split()) <= MAX_NAME_WORDS
            and any(c.isalpha() for c in name))


def parameter_fields(content: str) -> dict[str, Any] | None:
    """``{"name", "value", "unit"}`` when the content's first line has the shape ``X = value unit``."""
    # Cheap refusals first: most memories are prose lines far longer than any "name = value unit".
    first = content.lstrip().partition("\n")[0]
    if len(first) > 2 * MAX_STATEMENT_CHARS or not _DIGIT.search(first):
        return None
    statement = _statement(first)
    if len(statement) > MAX_STATEMENT_CHARS:
        return None
    match = _PARAMETER.match(statement)
    if match is None:
        return None
    name = match.group("name").strip().rstrip(":=").strip()
    unit = (match.group("unit") or "").strip().rstrip(" .,;")
    if not _name_ok(name) or (unit and (len(unit) > MAX_UNIT_CHARS or len(unit.split()) > MAX_UNIT_WORDS)):
        return None
    fields: dict[str, Any] = {"name": name, "value": _number(match.group("value"))}
    if unit:
        fields["unit"] = unit
    return fields


def loose_parameter_fields(content: str) -> dict[str, Any]:
    """Parameter fields for ``--as Parameter``: the numeric shape, else ``X = text``, else just a name."""
    strict = parameter_fields(content)
    if strict is not None:
        return strict
    statement = _statement(content)
    match = _LOOSE.match(statement)
    if match and _name_ok(match.group("name").strip()):
        return {"name": match.group("name").strip(), "value": match.group("value").strip()}
    return {"name": statement[:MAX_NAME_CHARS].rstrip()} if statement else {}


def template_match(content: str, *, memory_type: str | None = None, rule: str | None = None) -> Suggestion | None:
    """Steps 1–3 only (rule, memory type, Parameter shape): the templates that make proposals."""
    if rule in RULE_TYPES:
        return Suggestion(RULE_TYPES[rule], f"found by rule {rule}", True, _fields_for(RULE_TYPES[rule], content))
    named = MEMORY_TYPES.get((memory_type or "").casefold())
    if named:
        return Suggestion(named, f"memory type {memory_type}", True, _fields_for(named, content))
    fields = parameter_fields(content)
    if fields is not None:
        return Suggestion("Parameter", "matches the Parameter template (name = value unit)", True, fields)
    return None


def suggest(content: str, *, memory_type: str | None = None, rule: str | None = None) -> Suggestion:
    """The entity type the content (and the memory's type and rule) suggests; see the module doc for the order."""
    found = template_match(content, memory_type=memory_type, rule=rule)
    if found is not None:
        return found
    for entity_type, cue in _CUES:
        found = cue.search(content)
        if found:
            return Suggestion(entity_type, f'{entity_type.lower()} wording ("{found.group(0).lower()}")', False)
    if (memory_type or "").casefold() == "adaptation":
        return Suggestion("Decision", "adaptation memory", False)
    return Suggestion("Fact", "no template matched", False)


def _fields_for(entity_type: str, content: str) -> dict[str, Any]:
    if entity_type == "Parameter":
        return loose_parameter_fields(content)
    return {}


def fields_for(entity_type: str, content: str) -> dict[str, Any]:
    """The structured fields an entity of ``entity_type`` gets from this content (``--as`` uses it)."""
    return _fields_for(entity_type, content)
