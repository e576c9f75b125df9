"""--judge-cmd (docs/contracts.md §7): stdin JSON, stdout JSON, every failure downgraded to unrelated and reported."""

import json
import shlex
import sys
from pathlib import Path

from memcli.clock import make_clock
from memcli.lint.lint_run import run_lint
from memcli.wiring import judge_for
from memcli.store import Store
from tests.conftest import cli, make_store

PAIR = {
    "auto/feedback_rollout.md": "---\ntype: feedback\n---\nRoll out the billing worker with a canary first.\nSecond line.\n",
    "auto/project_rollout.md": "---\ntype: project\n---\nRoll out the billing worker to every node at once.\n",
}


def judge_script(tmp_path: Path, body: str) -> str:
    """A fake judge in tmp_path, run with this interpreter; returns the command line."""
    script = tmp_path / "judge.py"
    script.write_text("import json, sys, time\n" + body)
    return f"{shlex.quote(sys.executable)} {shlex.quote(str(script))}"


def lint(root: Path, command: str, timeout: float = 60):
    store = Store.open(root, make_clock("2026-05-17"), options={"lint.judge_timeout": timeout})
    return run_lint(store, judge=judge_for(store, judge_cmd=command))


def test_judge_reads_the_pair_on_stdin_and_its_verdict_is_used(tmp_path):
    root = make_store(tmp_path, PAIR)
    log = tmp_path / "seen.json"
    command = judge_script(tmp_path, f"""
req = json.load(sys.stdin)
open({str(log)!r}, "w").write(json.dumps({{"argv": sys.argv, "req": req}}))
print(json.dumps({{"verdict": "contradiction", "claim_a": req["a"]["body"].splitlines()[0],
                  "claim_b": req["b"]["body"].splitlines()[0]}}))
""")
    report = lint(root, command)
    (verdict,) = report.contradictions
    assert verdict.a.rel == "auto/feedback_rollout.md" and verdict.b.rel == "auto/project_rollout.md"
    assert verdict.claim_a == "Roll out the billing worker with a canary first."
    assert report.findings == ()
    seen = json.loads(log.read_text())
    assert seen["req"]["a"] == {"file": "auto/feedback_rollout.md", "type": "feedback",
                                "body": "Roll out the billing worker with a canary first.\nSecond line.\n"}
    assert seen["req"]["b"]["file"] == "auto/project_rollout.md" and seen["req"]["b"]["type"] == "project"
    assert not any("billing" in arg for arg in seen["argv"])  # memory text never on the command line


def _downgraded(tmp_path, body: str, timeout: float = 60):
    root = make_store(tmp_path, PAIR)
    report = lint(root, judge_script(tmp_path, body), timeout)
    assert report.contradictions == []
    (finding,) = report.findings
    assert finding.code == "judge_error"
    assert "auto/feedback_rollout.md" in finding.message and "auto/project_rollout.md" in finding.message
    assert [v.verdict for v in report.verdicts] == ["unrelated"]
    return finding.message


def test_non_zero_exit_is_downgraded(tmp_path):
    message = _downgraded(tmp_path, "sys.stderr.write('model unavailable\\n'); sys.exit(3)\n")
    assert "status 3" in message and "model unavailable" in message


def test_timeout_is_downgraded(tmp_path):
    message = _downgraded(tmp_path, "time.sleep(30)\n", timeout=0.5)
    assert "timed out" in message


def test_bad_json_is_downgraded(tmp_path):
    assert "JSON" in _downgraded(tmp_path, "print('contradiction, probably')\n")
    assert "not an object" in _downgraded(tmp_path, "print('[1, 2]')\n")


def test_unknown_verdict_is_downgraded(tmp_path):
    assert "unknown verdict" in _downgraded(tmp_path, "print(json.dumps({'verdict': 'maybe'}))\n")


def test_claim_that_is_not_a_verbatim_line_is_downgraded(tmp_path):
    paraphrase = ("print(json.dumps({'verdict': 'contradiction', 'claim_a': 'Roll out with a canary',"
                  " 'claim_b': 'Roll out the billing worker to every node at once.'}))\n")
    assert "claim_a is not a line of auto/feedback_rollout.md" in _downgraded(tmp_path, paraphrase)
    two_lines = ("print(json.dumps({'verdict': 'evolution', 'claim_a': 'Roll out the billing worker with a canary"
                 " first.\\nSecond line.', 'claim_b': 'Roll out the billing worker to every node at once.'}))\n")
    assert "claim_a" in _downgraded(tmp_path, two_lines)


def test_missing_executable_is_one_finding_for_the_run_not_one_per_pair(tmp_path):
    more = {**PAIR,
            "auto/feedback_deploy.md": "---\ntype: feedback\n---\nDeploy the billing worker on Tuesdays only.\n",
            "auto/project_deploy.md": "---\ntype: project\n---\nDeploy the billing worker on Fridays only.\n"}
    root = make_store(tmp_path, more)
    report = lint(root, str(tmp_path / "no-such-judge"))
    assert report.candidates >= 2, "several pairs were put to the judge"
    assert [f.code for f in report.findings] == ["judge_error"]
    assert "cannot run judge command" in report.findings[0].message
    assert "no pair is judged by it this run" in report.findings[0].message


def test_unrelated_from_the_judge_is_no_finding(tmp_path):
    root = make_store(tmp_path, PAIR)
    report = lint(root, judge_script(tmp_path, "print(json.dumps({'verdict': 'unrelated'}))\n"))
    assert report.findings == () and report.contradictions == []


def test_cli_judge_cmd_failure_is_a_finding_and_exit_1(tmp_path):
    root = make_store(tmp_path, PAIR)
    command = judge_script(tmp_path, "sys.exit(2)\n")
    run = cli(["--dir", str(root), "--now", "2026-05-17", "lint", "--judge-cmd", command, "--format", "json"])
    assert run.exit_code == 1
    doc = json.loads(run.stdout)
    assert doc["contradictions"] == []
    assert [f["code"] for f in doc["findings"]] == ["judge_error"]
    assert doc["findings"][0]["path"] == "auto/feedback_rollout.md"


def test_config_judge_cmd_is_used_and_an_unsplittable_command_is_a_usage_error(tmp_path):
    root = make_store(tmp_path, PAIR)
    command = judge_script(tmp_path, "print(json.dumps({'verdict': 'unrelated'}))\n")
    (root / "memcli.toml").write_text(f"[lint]\njudge_cmd = {json.dumps(command)}\njudge_timeout = 5\n")
    store = Store.open(root, make_clock("2026-05-17"))
    report = run_lint(store, judge=judge_for(store))
    assert report.judge == "command"
    assert report.contradictions == []
    run = cli(["--dir", str(root), "lint", "--judge-cmd", "'unbalanced"])
    assert run.exit_code == 2 and run.stderr.startswith("memcli: error: --judge-cmd")
