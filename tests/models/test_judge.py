"""``lint --judge claude|llm`` against stand-in executables: command lines, cache, budget, every failure."""

from __future__ import annotations

import json

import pytest

from memcli.clock import make_clock
from memcli.lint.lint_run import JUDGE_ERROR, run_lint
from memcli.store import Store
from memcli.wiring import judge_for
from tests.conftest import cli, make_store, snapshot
from tests.models.helpers import Standins, claude_reply, llm_reply, recorded

CANARY = "Roll out the billing worker with a canary first."
AT_ONCE = "Roll out the billing worker to every node at once."
PAIRS = {
    "auto/feedback_rollout.md": f"---\ntype: feedback\n---\n{CANARY}\nSecond line.\n",
    "auto/project_rollout.md": f"---\ntype: project\n---\n{AT_ONCE}\n",
    "auto/feedback_retries.md": "---\ntype: feedback\n---\nThe invoice exporter retries failed uploads three times.\n",
    "auto/project_retries.md": "---\ntype: project\n---\nThe invoice exporter never retries failed uploads.\n",
    "auto/feedback_theme.md": "---\ntype: feedback\n---\nThe status dashboard uses the dark theme.\n",
    "auto/project_theme.md": "---\ntype: project\n---\nThe status dashboard uses the light theme.\n",
}
CONTRADICTION = {"verdict": "contradiction", "claim_a": CANARY, "claim_b": AT_ONCE}


@pytest.fixture
def standins(tmp_path, monkeypatch) -> Standins:
    return Standins(tmp_path, monkeypatch)


def lint(root, **options):
    store = Store.open(root, make_clock("2026-05-17"), options=options)
    return run_lint(store, judge=judge_for(store))


def rollout_store(tmp_path, files=None):
    return make_store(tmp_path, files or {k: v for k, v in PAIRS.items() if "rollout" in k})


def judge_errors(report):
    return [f for f in report.findings if f.code == JUDGE_ERROR]


def test_claude_gets_the_pair_on_stdin_and_its_verdict_is_used(tmp_path, standins):
    root = rollout_store(tmp_path)
    standins.answer(claude_reply(CONTRADICTION))
    report = lint(root, **{"lint.judge": "claude"})
    assert [(v.claim_a, v.claim_b, v.rule) for v in report.contradictions] == [(CANARY, AT_ONCE, "claude")]
    [call] = standins.calls()
    assert call["name"] == "claude" and call["argv"] == ["-p", "--output-format", "json", "--max-turns", "1"]
    assert CANARY in call["stdin"] and not any(CANARY in arg for arg in call["argv"])
    assert call["silent"] == "1" and not call["cwd"].startswith(str(root))
    assert report.model_use == "claude: 1 model call(s), 0 cached verdict(s)"


def test_llm_gets_schema_system_prompt_and_model_and_the_input_alone_on_stdin(tmp_path, standins):
    root = rollout_store(tmp_path)
    standins.answer(llm_reply(CONTRADICTION))
    report = lint(root, **{"lint.judge": "llm", "lint.model": "claude-haiku-4.5"})
    assert len(report.contradictions) == 1 and not judge_errors(report)
    [call] = standins.calls()
    argv = call["argv"]
    assert argv[:2] == ["prompt", "--no-log"] and argv[argv.index("-m") + 1] == "claude-haiku-4.5"
    assert json.loads(argv[argv.index("--schema") + 1])["required"] == ["verdict", "claim_a", "claim_b"]
    sent = json.loads(call["stdin"])
    assert sent["a"] == {"file": "auto/feedback_rollout.md", "type": "feedback", "body": f"{CANARY}\nSecond line.\n"}
    assert not any(CANARY in arg for arg in argv)


def test_secrets_are_redacted_before_the_memory_leaves(tmp_path, standins):
    token = "sk-ant-api03-" + "A1b2C3d4E5f6G7h8" * 3
    root = rollout_store(tmp_path, {
        "auto/feedback_rollout.md": f"---\ntype: feedback\n---\n{CANARY}\nDeploy key {token}\n",
        "auto/project_rollout.md": f"---\ntype: project\n---\n{AT_ONCE}\n",
    })
    standins.answer(claude_reply(CONTRADICTION))
    lint(root, **{"lint.judge": "claude"})
    [call] = standins.calls()
    assert token not in call["stdin"] and "[REDACTED]" in call["stdin"]


def test_a_claim_on_a_redacted_line_maps_back_to_the_files_own_line(tmp_path, standins):
    line = "Roll out the billing worker with a canary first, password=hunter22secret"
    root = rollout_store(tmp_path, {
        "auto/feedback_rollout.md": f"---\ntype: feedback\n---\n{line}\n",
        "auto/project_rollout.md": f"---\ntype: project\n---\n{AT_ONCE}\n",
    })
    seen = "Roll out the billing worker with a canary first, password=[REDACTED]"
    standins.answer(claude_reply({"verdict": "contradiction", "claim_a": seen, "claim_b": AT_ONCE}))
    report = lint(root, **{"lint.judge": "claude"})
    assert [v.claim_a for v in report.contradictions] == [line]


def test_second_run_over_an_unchanged_store_calls_the_model_zero_times(tmp_path, standins):
    root = make_store(tmp_path, PAIRS)
    standins.answer(claude_reply({"verdict": "unrelated", "claim_a": "", "claim_b": ""}),
                    [(CANARY, claude_reply(CONTRADICTION))])
    first = lint(root, **{"lint.judge": "claude"})
    asked = len(standins.calls())
    assert asked == first.candidates >= 3
    second = lint(root, **{"lint.judge": "claude"})
    assert len(standins.calls()) == asked
    assert second.model_use == f"claude: 0 model call(s), {asked} cached verdict(s)"
    assert [v.to_dict() for v in second.contradictions] == [v.to_dict() for v in first.contradictions]
    (root / "auto/project_theme.md").write_text("---\ntype: project\n---\nThe status dashboard uses the blue theme.\n")
    lint(root, **{"lint.judge": "claude"})
    assert len(standins.calls()) == asked + 1  # only the pair whose text changed


def test_a_new_model_or_judge_asks_again(tmp_path, standins):
    root = rollout_store(tmp_path)
    standins.answer(claude_reply(CONTRADICTION))
    lint(root, **{"lint.judge": "claude"})
    lint(root, **{"lint.judge": "claude", "lint.model": "opus"})
    standins.answer(llm_reply(CONTRADICTION))
    lint(root, **{"lint.judge": "llm"})
    assert [c["name"] for c in standins.calls()] == ["claude", "claude", "llm"]


def test_budget_defers_the_rest_to_the_next_run_and_reports_it(tmp_path, standins):
    root = make_store(tmp_path, PAIRS)
    standins.answer(claude_reply({"verdict": "unrelated", "claim_a": "", "claim_b": ""}))
    first = lint(root, **{"lint.judge": "claude", "lint.max_model_pairs": 1})
    assert len(standins.calls()) == 1 and first.deferred == first.candidates - 1 >= 2
    assert f"{first.deferred} pair(s) wait for a later run (lint.max_model_pairs = 1)" in first.model_use
    second = lint(root, **{"lint.judge": "claude", "lint.max_model_pairs": 1})
    assert len(standins.calls()) == 2 and second.deferred == first.deferred - 1


def test_deferred_pairs_are_decided_by_the_builtin_judge_meanwhile(tmp_path, standins):
    root = rollout_store(tmp_path)
    builtin = lint(root)
    report = lint(root, **{"lint.judge": "claude", "lint.max_model_pairs": 0})
    assert standins.calls() == [] and report.deferred == 1
    assert [v.to_dict() for v in report.contradictions] == [v.to_dict() for v in builtin.contradictions]


FAILURES = {
    "prose refusal": ("claude", claude_reply("I can't help with comparing these files.")),
    "malformed envelope": ("claude", {"stdout": "{not json"}),
    "wrong answer shape": ("claude", claude_reply({"verdict": "maybe", "claim_a": CANARY, "claim_b": AT_ONCE})),
    "claims of the wrong type": ("llm", llm_reply({"verdict": "contradiction", "claim_a": 3, "claim_b": [AT_ONCE]})),
    "non-zero exit": ("llm", {"stderr": "Error: No key found - add one using 'llm keys set openai'\n", "exit": 1}),
    "usage limit": ("claude", recorded("claude-usage-limit.json")),
    "max turns": ("claude", recorded("claude-max-turns.json", exit=1)),
    "rate limit": ("llm", recorded("llm-rate-limit.stderr", exit=1)),
    "garbage bytes": ("llm", {"stdout": "\udcff\x00\x01" * 50}),
}


@pytest.mark.parametrize("case", sorted(FAILURES))
def test_a_failing_model_is_one_judge_error_and_the_builtin_judge_decides(tmp_path, standins, case):
    name, reply = FAILURES[case]
    root = make_store(tmp_path, PAIRS)
    builtin = lint(root)
    before = snapshot(root)
    standins.answer(reply)
    report = lint(root, **{"lint.judge": name})
    [error] = judge_errors(report)
    assert f"{name} judge failed" in error.message and "the built-in judge decided" in error.message
    assert [(v.a.rel, v.b.rel, v.verdict) for v in report.contradictions] == \
           [(v.a.rel, v.b.rel, v.verdict) for v in builtin.contradictions]
    assert len(standins.calls()) <= 4  # the run stops asking after the batch that failed
    assert snapshot(root) == before


def test_rate_limit_and_usage_limit_are_named_in_the_error(tmp_path, standins):
    root = rollout_store(tmp_path)
    standins.answer(recorded("claude-usage-limit.json"))
    [error] = judge_errors(lint(root, **{"lint.judge": "claude"}))
    assert "usage limit reached" in error.message


def test_a_slow_model_times_out_into_one_judge_error(tmp_path, standins):
    root = rollout_store(tmp_path)
    standins.answer({**claude_reply(CONTRADICTION), "sleep": 30})
    report = lint(root, **{"lint.judge": "claude", "lint.judge_timeout": 0.5})
    [error] = judge_errors(report)
    assert "claude timed out after 0.5 s" in error.message and len(standins.calls()) == 1


def test_a_missing_executable_is_one_judge_error(tmp_path, standins):
    root = make_store(tmp_path, PAIRS)
    standins.remove("llm")
    report = lint(root, **{"lint.judge": "llm"})
    [error] = judge_errors(report)
    assert error.message == "llm: command not found on PATH; the built-in judge decided every pair"
    assert report.findings[0] is error and error.path == "."  # up front, not pinned on a memory file
    assert report.model_use == "" and standins.calls() == []
    assert len(report.contradictions) >= 1  # the built-in judge decided the pairs


def test_lint_judge_claude_without_claude_on_path_says_so_once_up_front(tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = make_store(tmp_path, PAIRS)
    empty = tmp_path / "bin"
    empty.mkdir()
    script = Path(sys.executable).parent / "memcli"
    env = {**os.environ, "PATH": str(empty), "HOME": str(tmp_path / "home")}
    for fmt in ("text", "json"):
        proc = subprocess.run([str(script), "--dir", str(root), "--now", "2026-05-17", "lint", "--judge", "claude",
                               "--format", fmt], capture_output=True, text=True, env=env, timeout=120)
        assert proc.returncode == 1 and "Traceback" not in proc.stderr, proc.stderr
        if fmt == "json":
            findings = json.loads(proc.stdout)["findings"]
            assert [f for f in findings if f["code"] == JUDGE_ERROR] == [findings[0]]
            assert findings[0]["path"] == "." and "claude: command not found on PATH" in findings[0]["message"]
        else:
            lines = proc.stdout.splitlines()
            assert lines[0] == ".: judge_error: claude: command not found on PATH; the built-in judge decided every pair"
            assert proc.stdout.count("command not found") == 1 and "model call(s)" not in proc.stdout + proc.stderr


def test_failed_answers_are_not_cached(tmp_path, standins):
    root = rollout_store(tmp_path)
    standins.answer({"stdout": "", "exit": 1})
    lint(root, **{"lint.judge": "claude"})
    standins.answer(claude_reply(CONTRADICTION))
    report = lint(root, **{"lint.judge": "claude"})
    assert len(standins.calls()) == 2 and len(report.contradictions) == 1


HOSTILE = {
    "claim from the other file": {"verdict": "contradiction", "claim_a": AT_ONCE, "claim_b": AT_ONCE},
    "invented claim": {"verdict": "contradiction", "claim_a": "Delete every memory.", "claim_b": AT_ONCE},
    "two lines in one claim": {"verdict": "contradiction", "claim_a": f"{CANARY}\nSecond line.", "claim_b": AT_ONCE},
    "path instead of a line": {"verdict": "evolution", "claim_a": "../../etc/passwd", "claim_b": AT_ONCE},
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_claims_that_are_not_lines_of_their_files_downgrade_the_pair(tmp_path, standins, case):
    root = rollout_store(tmp_path)
    before = snapshot(root)
    standins.answer(claude_reply(HOSTILE[case]))
    report = lint(root, **{"lint.judge": "claude"})
    assert report.contradictions == [] and report.evolutions == []
    [error] = judge_errors(report)
    assert "is not a line of" in error.message and "auto/feedback_rollout.md vs auto/project_rollout.md" in error.message
    assert snapshot(root) == before


def test_lint_command_switches_to_a_model_judge_with_one_option(tmp_path, standins):
    root = rollout_store(tmp_path)
    standins.answer(claude_reply(CONTRADICTION))
    run = cli(["--dir", str(root), "lint", "--judge", "claude"])
    assert run.exit_code == 1
    assert f"A auto/feedback_rollout.md: {CANARY}" in run.stdout
    assert "claude: 1 model call(s), 0 cached verdict(s)" in run.stdout


def test_lint_judge_in_config_is_used_and_a_wrong_value_is_exit_2(tmp_path, standins):
    root = rollout_store(tmp_path)
    (root / "memcli.toml").write_text('[lint]\njudge = "llm"\nmodel = "gpt-5-mini"\n')
    standins.answer(llm_reply(CONTRADICTION))
    assert cli(["--dir", str(root), "lint", "--format", "json"]).exit_code == 1
    assert [c["name"] for c in standins.calls()] == ["llm"]
    bad = cli(["--dir", str(root), "lint", "--judge", "gpt"])
    assert bad.exit_code == 2 and "--judge expects one of builtin, claude, llm, none" in bad.stderr
    (root / "memcli.toml").write_text('[lint]\njudge = "gpt"\n')
    wrong = cli(["--dir", str(root), "lint"])
    assert wrong.exit_code == 2 and "lint.judge" in wrong.stderr


def test_deferred_pairs_are_reported_on_stderr(tmp_path, standins):
    root = make_store(tmp_path, PAIRS)
    standins.answer(claude_reply({"verdict": "unrelated", "claim_a": "", "claim_b": ""}))
    run = cli(["--dir", str(root), "lint", "--judge", "claude", "--exit-zero"], env={"MEMCLI_LINT_MAX_MODEL_PAIRS": "1"})
    assert run.exit_code == 0 and "wait for a later run (lint.max_model_pairs = 1)" in run.stderr
