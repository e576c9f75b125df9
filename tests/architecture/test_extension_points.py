"""Adding a backend is one class and one registered factory: a dummy judge and a dummy extractor, added at run time.

They run through the core API (``run_lint``, ``extract``) as the CLI wires them (``memcli.wiring``), and the
configuration accepts their names exactly while they are registered.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from memcli.clock import make_clock
from memcli.errors import ConfigError, UsageError
from memcli.extract.candidates import Candidate
from memcli.extract.readers import Record
from memcli.extract.extraction import extract
from memcli.lint.judge import CONTRADICTION, Judgement
from memcli.lint.judging import JudgeDefaults
from memcli.lint.lint_run import Judge, run_lint
from memcli.store import Memory, Store
from memcli.wiring import EXTRACT_BACKENDS, JUDGES, extractor_for, judge_for
from tests.conftest import make_store

CANARY = "Roll out the billing worker with a canary first."
AT_ONCE = "Roll out the billing worker to every node at once."
PAIR = {"auto/feedback_rollout.md": f"---\ntype: feedback\n---\n{CANARY}\n",
        "auto/project_rollout.md": f"---\ntype: project\n---\n{AT_ONCE}\n"}


class FirstLinesJudge(JudgeDefaults):
    """Calls every pair a contradiction between the two files' first lines."""

    name = "first-lines"

    def __init__(self) -> None:
        self.asked = 0

    def judge(self, a: Memory, b: Memory) -> Judgement:
        self.asked += 1
        return Judgement(CONTRADICTION, a.body.splitlines()[0], b.body.splitlines()[0], self.name)


class EchoExtractor:
    """Proposes one ``fact`` per record it is shown, quoting the record's first line."""

    def __init__(self) -> None:
        self.asked = 0
        self.failure: str | None = None
        self.seen: list[Record] = []
        self.found: list[Candidate] = []

    def add(self, record: Record) -> None:
        self.seen.append(record)

    def flush(self) -> None:
        self.asked += 1
        self.found += [Candidate("fact", f"Echoed: {r.text.splitlines()[0]}", "echo", r.project, r.source)
                       for r in self.seen]
        self.seen = []

    def take(self) -> list[Candidate]:
        found, self.found = self.found, []
        return found


@pytest.fixture
def dummies() -> Iterator[None]:
    JUDGES.register("first-lines")(lambda store: FirstLinesJudge())
    EXTRACT_BACKENDS.register("echo")(lambda store: EchoExtractor())
    try:
        yield
    finally:
        JUDGES.unregister("first-lines")
        EXTRACT_BACKENDS.unregister("echo")


def test_a_judge_registered_at_run_time_is_configurable_and_judges_the_lint_run(tmp_path, dummies):
    root = make_store(tmp_path, PAIR)
    store = Store.open(root, make_clock("2026-05-17"), options={"lint.judge": "first-lines"})
    judge = judge_for(store)
    assert isinstance(judge, FirstLinesJudge)
    report = run_lint(store, judge=judge)
    assert report.judge == "first-lines" and judge.asked == 1
    [verdict] = report.contradictions
    assert {verdict.claim_a, verdict.claim_b} == {CANARY, AT_ONCE} and verdict.rule == "first-lines"


def test_an_extractor_registered_at_run_time_adds_its_candidates_to_the_rules(tmp_path, dummies):
    root = make_store(tmp_path)
    notes = tmp_path / "notes.txt"
    notes.write_text("The staging database listens on port 5433.\n")
    store = Store.open(root, make_clock("2026-05-17"), options={"extract.backend": "echo"})
    result = extract(store, [str(notes)], extractor=extractor_for(store))
    echoed = [c.content for c in result.candidates if c.rule == "echo"]
    assert echoed == ["Echoed: The staging database listens on port 5433."]
    assert result.model_calls == 1 and result.model_failures == 0


def test_a_name_is_a_valid_setting_exactly_while_its_backend_is_registered(tmp_path):
    root = make_store(tmp_path)
    with pytest.raises(ConfigError, match="lint.judge"):
        Store.open(root, make_clock("2026-05-17"), options={"lint.judge": "first-lines"})
    JUDGES.register("first-lines")(lambda store: FirstLinesJudge())
    try:
        store = Store.open(root, make_clock("2026-05-17"), options={"lint.judge": "first-lines"})
        assert store.config["lint.judge"] == "first-lines"
    finally:
        JUDGES.unregister("first-lines")
    with pytest.raises(ConfigError, match="extract.backend"):
        Store.open(root, make_clock("2026-05-17"), options={"extract.backend": "first-lines"})


def test_judges_and_extract_backends_are_listed_apart():
    assert JUDGES.names == ("builtin", "claude", "llm", "none")
    assert EXTRACT_BACKENDS.names == ("rules", "claude", "llm")
    with pytest.raises(ValueError, match="already registered"):
        JUDGES.register("claude")(lambda store: None)


JUDGE_MEMBERS = [name for name in Judge.__annotations__] + ["judge", "judge_all"]


@pytest.mark.parametrize("name", ["builtin", "claude", "llm"])
def test_every_registered_judge_has_every_member_of_the_judge_protocol(tmp_path, name):
    store = Store.open(make_store(tmp_path), make_clock("2026-05-17"))
    judge = JUDGES.build(name, store)
    assert [m for m in JUDGE_MEMBERS if not hasattr(judge, m)] == []
    assert judge.name == name and judge.failure is None and judge.deferred == 0


def test_the_command_judge_has_every_member_of_the_judge_protocol(tmp_path):
    store = Store.open(make_store(tmp_path), make_clock("2026-05-17"))
    judge = judge_for(store, judge_cmd="true")
    assert judge.name == "command" and [m for m in JUDGE_MEMBERS if not hasattr(judge, m)] == []
    assert judge_for(store, "none") is None and extractor_for(store) is None  # file findings only; the rules alone
    with pytest.raises(UsageError, match='lint.judge expects one of builtin, claude, llm, none; got "gpt"'):
        judge_for(store, "gpt")
