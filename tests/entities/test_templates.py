"""Entity templates: the Parameter shape, wording cues, rule and type signals, and their order."""

from __future__ import annotations

import pytest

from memcli.entities.templates import fields_for, loose_parameter_fields, parameter_fields, suggest


@pytest.mark.parametrize("content, expected", [
    ("max spindle speed = 24000 rpm", {"name": "max spindle speed", "value": 24000, "unit": "rpm"}),
    ("max spindle speed: 24000 rpm", {"name": "max spindle speed", "value": 24000, "unit": "rpm"}),
    ("The request timeout is 30 s.", {"name": "The request timeout", "value": 30, "unit": "s"}),
    ("Max feed = 1,250.5 mm/min", {"name": "Max feed", "value": 1250.5, "unit": "mm/min"}),
    ("queue depth = 1_000_000", {"name": "queue depth", "value": 1000000}),
    ("- coolant temperature = -40 °C", {"name": "coolant temperature", "value": -40, "unit": "°C"}),
    ("retries are 3", {"name": "retries", "value": 3}),
    ("port = 8080\nchosen because 80 is taken", {"name": "port", "value": 8080}),
])
def test_parameter_shapes(content, expected):
    assert parameter_fields(content) == expected
    found = suggest(content, memory_type="knowledge")
    assert (found.entity_type, found.template, found.fields) == ("Parameter", True, expected)


@pytest.mark.parametrize("content", [
    "ip = 192.168.1.1",  # not one number
    "Date: 2026-05-17",  # a date, not a value with a unit
    "X = 5 ms per request in the worst case",  # a unit of more than three words is prose
    "We use Redis",  # no assignment at all
    "= 5 rpm",  # no name
    "24000 = 24000 rpm",  # a name needs a letter
])
def test_not_parameters(content):
    assert parameter_fields(content) is None
    assert suggest(content).entity_type != "Parameter"


def test_value_keeps_int_and_float_apart():
    assert type(parameter_fields("a = 3")["value"]) is int
    assert type(parameter_fields("a = 3.0")["value"]) is float


@pytest.mark.parametrize("content, kind, cue", [
    ("The spindle must not exceed 30000 rpm", "Constraint", "must not"),
    ("At most 3 retries per job", "Constraint", "at most"),
    ("The system must log every request", "Requirement", "must"),
    ("Backups are required nightly", "Requirement", "required"),
    ("We decided to keep the old consumer", "Decision", "decided"),
    ("Settled on Postgres for storage", "Decision", "settled on"),
])
def test_wording_cues(content, kind, cue):
    found = suggest(content, memory_type="knowledge")
    assert found.entity_type == kind
    assert found.reason == f'{kind.lower()} wording ("{cue}")'
    assert found.template is False  # wording alone is not a template (no proposal)


def test_rule_and_type_signals_come_before_the_shape():
    assert suggest("timeout = 30 s", rule="requirement_sentence").entity_type == "Requirement"
    assert suggest("timeout = 30 s", memory_type="decision").entity_type == "Decision"
    assert suggest("the router", memory_type="Subsystem").entity_type == "Subsystem"
    assert suggest("keep the consumer", rule="decided_to_sentence").reason == "found by rule decided_to_sentence"
    assert suggest("something plain", memory_type="adaptation").entity_type == "Decision"
    assert suggest("something plain", memory_type="knowledge").entity_type == "Fact"
    assert suggest("something plain").template is False


def test_as_parameter_fields_fall_back_to_loose_shapes():
    assert fields_for("Parameter", "max speed = 24000 rpm") == {"name": "max speed", "value": 24000, "unit": "rpm"}
    assert loose_parameter_fields("log level = verbose") == {"name": "log level", "value": "verbose"}
    assert loose_parameter_fields("the spindle runs hot") == {"name": "the spindle runs hot"}
    assert fields_for("Decision", "max speed = 24000 rpm") == {}
