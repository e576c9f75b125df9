"""Secrets never reach anything memcli writes or prints (docs/contracts.md §6; docs/security.md §3).

Each kind of secret the red team found unredacted is planted in every input
memcli reads — an interaction (response and prompt), a transcript's user and
assistant turns, a ``[PROCESS_KNOWLEDGE]`` block, a plain text file, a graph
for ``knowledge import`` and the Stop hook's transcript — with the inputs
kept outside the store. Then every command that reads them runs, and every
byte under the store (``.memcli/`` included: journal, backups, ledgers, the
scan caches, the recall index's SQLite file), every file *name*, and every
command's stdout and stderr are searched, case-insensitively, for each
fragment of each secret.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memcli.redact import REDACTED, redact
from tests.conftest import cli, hook_subprocess, make_store
from tests.hardening.corpus import NOW

# Built by concatenation so that no scanner mistakes this file for a leak. Each value is the part that
# must never be written; "fragments" are searched for separately (a half-redacted secret is a leak).
SECRETS = {
    "url-empty-user": "Rd5Empty" + "UserPw77",
    "url-slash": "Sl4shPwA" + "/" + "Sl4shPwB",
    "url-at": "M0ngoPwA" + "@" + "M0ngoPwB",
    "psql-option": "PsqlOpt" + "Pw2024x",
    "mysql-p": "MysqlAtt" + "Pw2024y",
    "cookie": "CookieSess" + "1on99zz",
    "pgpassword-space": "PgEnvSp" + "Pw4242q",
    "aws-equals": "wJalrXUtnFEMI" + "/K7MDENG/bPxRfiCYAWSEQ01abc",
    "aws-colon": "kT9mPq2vXw8z" + "Lr4sNc6dHf1gJb3yUe5aQo02abcd",
    "aws-space": "Zx8Cv7Bn6Mq5" + "Wl4Ek3Rj2Th1Yg0Uf9Id8Os03abc",
}
assert all(len(SECRETS[k]) == 40 for k in ("aws-equals", "aws-colon", "aws-space")), "AWS secret keys are 40 long"
FRAGMENTS = {name: [part for part in value.replace("@", "/").split("/") if len(part) >= 8]
             for name, value in SECRETS.items()}
S = SECRETS
# One sentence per secret, each carrying a structure-rule cue so that it becomes a candidate.
STATEMENTS = [
    f"## Fact: The session cache is redis://:{S['url-empty-user']}@cache.internal:6379/0 for every worker",
    f"## Decision: Mirror the repo from https://bot:{S['url-slash']}@git.internal/team/app.git nightly",
    f"## Fact: The audit store is mongodb://root:{S['url-at']}@mongo.internal:27017/admin in staging",
    f"## Requirement: Migrations run as psql --password={S['psql-option']} -h db.internal -U app",
    f"## Decision: Backups use mysqldump -u root -p{S['mysql-p']} --all-databases every night",
    f"## Fact: The admin endpoint needs Cookie: sessionid={S['cookie']}; csrftoken=abc",
    f"## Constraint: The report job reads PGPASSWORD {S['pgpassword-space']} from the shell",
    f"## Fact: The deploy role uses aws_secret_access_key = {S['aws-equals']} in CI",
    f"## Fact: The backup role has AWS_SECRET_ACCESS_KEY: {S['aws-colon']} in its profile",
    f"## Fact: The uploader runs with AWS_SECRET_ACCESS_KEY {S['aws-space']} exported",
]
CORRECTIONS = [
    f"you forgot to pass --password={S['psql-option']} to the migration",
    f"you forgot to export PGPASSWORD {S['pgpassword-space']} before the report",
    f"lesson learned: connect with redis://:{S['url-empty-user']}@cache.internal:6379/0 only",
    f"don't forget the Cookie: sessionid={S['cookie']} header for the admin API",
    f"you should have used mysql -u root -p{S['mysql-p']} for the restore",
]
BLOCK = f"""[PROCESS_KNOWLEDGE]
type: checklist
label: Restore with mysql -p{S['mysql-p']} and PGPASSWORD {S['pgpassword-space']}
priority: HIGH
description: Use https://bot:{S['url-slash']}@git.internal/team/app.git for the dump
evidence: aws_secret_access_key = {S['aws-equals']}
trigger_conditions:
  tool_names: [Bash]
  action_keywords: [restore, "PGPASSWORD {S['pgpassword-space']}", "mysql -p{S['mysql-p']}"]
checklist:
  - run psql --password={S['psql-option']} -h db.internal
  - keep AWS_SECRET_ACCESS_KEY {S['aws-space']} out of the logs
[/PROCESS_KNOWLEDGE]"""


def _turn(role: str, text: str, n: int) -> str:
    content = text if role == "user" else [{"type": "text", "text": text}]
    return json.dumps({"type": role, "sessionId": "s-1", "uuid": f"u{n}", "message": {"role": role, "content": content}})


def _inputs(folder: Path) -> dict[str, Path]:
    """Every kind of input, outside the store (so that the store itself must end up secret-free)."""
    folder.mkdir()
    turns = [_turn("assistant", text, i) for i, text in enumerate(STATEMENTS)]
    turns += [_turn("user", text, 100 + i) for i, text in enumerate(CORRECTIONS)]
    turns += [_turn("assistant", BLOCK, 200), _turn("user", BLOCK.replace("HIGH", "LOW").replace("Restore", "Reload"), 201)]
    files = {
        "session.jsonl": "\n".join(turns) + "\n",
        "interactions.jsonl": "\n".join(json.dumps({"id": f"i{i}", "prompt": CORRECTIONS[i % len(CORRECTIONS)],
                                                    "response": text, "project": "web"})
                                        for i, text in enumerate(STATEMENTS)) + "\n",
        "notes.md": "\n\n".join(STATEMENTS) + "\n",
        "graph.json": json.dumps({"nodes": [{
            "id": "restore-checklist", "type": "Concept", "process_type": "checklist",
            "label": f"Restore with PGPASSWORD {S['pgpassword-space']}",
            "description": f"Dump from redis://:{S['url-empty-user']}@cache.internal:6379/0",
            "evidence": f"AWS_SECRET_ACCESS_KEY: {S['aws-colon']}",
            "content": [f"run psql --password={S['psql-option']}", f"send Cookie: sessionid={S['cookie']}"],
            "trigger_conditions": {"tool_names": ["Bash"], "action_keywords": [f"mysql -p{S['mysql-p']}", "restore"]},
        }], "links": []}),
    }
    paths = {}
    for name, text in files.items():
        paths[name] = folder / name
        paths[name].write_text(text)
    return paths


def _leaks(root: Path, outputs: list[str]) -> list[str]:
    """Where any fragment of any secret appears: a store file's bytes or name, or a command's output."""
    found = []
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root).as_posix()
        data = path.read_bytes().lower() if path.is_file() and not path.is_symlink() else b""
        for name, fragments in FRAGMENTS.items():
            for fragment in fragments:
                if fragment.lower() in rel.lower():
                    found.append(f"{name} in the file name {rel!r}")
                if fragment.lower().encode() in data:
                    found.append(f"{name} in {rel}")
    for i, text in enumerate(outputs):
        found += [f"{name} in output {i}" for name, fragments in FRAGMENTS.items()
                  if any(fragment.lower() in text.lower() for fragment in fragments)]
    return found


def _run(root: Path, args: list[str], outputs: list[str]) -> int:
    result = cli(["--dir", str(root), "--now", NOW, *args])
    outputs += [result.stdout, result.stderr]
    assert "internal error" not in result.stderr and "Traceback" not in result.stderr, result.stderr
    return result.exit_code


def test_every_secret_kind_is_redacted_everywhere_memcli_writes(tmp_path):
    root = make_store(tmp_path, {"memcli.toml": "[hooks]\nrecall = true\n"})
    inputs = _inputs(tmp_path / "inputs")
    outputs: list[str] = []
    paths = [str(inputs[name]) for name in ("session.jsonl", "interactions.jsonl", "notes.md")]
    assert _run(root, ["extract", "--format", "json", *paths], outputs) == 0
    assert _run(root, ["extract", "--write", *paths], outputs) == 0
    night = ["consolidate", "--since", "all", "--format", "json"] + [a for p in paths for a in ("--transcripts", p)]
    assert _run(root, night, outputs) in (0, 1)
    assert _run(root, ["knowledge", "learn", str(inputs["session.jsonl"])], outputs) == 0
    assert _run(root, ["knowledge", "import", str(inputs["graph.json"])], outputs) == 0
    for args in (["knowledge", "reindex"], ["recall", "session cache redis", "--format", "json"], ["review", "list"],
                 ["lint", "--exit-zero"], ["validate"], ["knowledge", "list"], ["history"]):
        assert _run(root, args, outputs) in (0, 1)
    stop = hook_subprocess(["stop", "--dir", str(root), "--now", NOW],
                           stdin=json.dumps({"transcript_path": str(inputs["session.jsonl"])}))
    prompt = hook_subprocess(["user-prompt-submit", "--dir", str(root)], stdin=json.dumps({"prompt": "session cache redis"}))
    outputs += [p.stdout.decode() + p.stderr.decode() for p in (stop, prompt)]

    assert _leaks(root, outputs) == []
    # Everything was processed, with the secrets replaced: a candidate per statement, lessons, the import.
    written = "\n".join(p.read_text() for p in root.rglob("*.md") if p.parent.name in ("auto", "knowledge"))
    assert written.count(REDACTED) >= len(STATEMENTS) + len(CORRECTIONS)
    assert "redis://:[REDACTED]@cache.internal:6379/0" in written and "mongodb://root:[REDACTED]@mongo.internal" in written
    assert (root / ".memcli" / "cache" / "recall.sqlite").exists()
    learned = [p for p in (root / "knowledge").glob("*.md") if "learned_from" in p.read_text()]
    assert len(learned) >= len(CORRECTIONS)


def test_a_lesson_keyword_is_made_from_redacted_text(tmp_path):
    """The Stop hook's keywords came from the text before redaction: the bare secret became an action keyword."""
    from memcli.experience.lessons import correction_lessons

    [lesson] = correction_lessons(f"you forgot to run mysql -u root -p{S['mysql-p']} before the restore")
    assert all(S["mysql-p"].lower() not in keyword.lower() for keyword in lesson.trigger("action_keywords"))
    assert S["mysql-p"] not in lesson.label + lesson.body and REDACTED in lesson.body


# --------------------------------------------------------------------------- the rules, one by one

REDACTED_CASES = [
    (f"redis://:{S['url-empty-user']}@cache:6379", f"redis://:{REDACTED}@cache:6379"),
    (f"https://bob:{S['url-slash']}@host/x", f"https://bob:{REDACTED}@host/x"),
    (f"mongodb://root:{S['url-at']}@h:27017", f"mongodb://root:{REDACTED}@h:27017"),
    (f"postgres://u:{S['url-empty-user']}@host/db?email=a@b.example", f"postgres://u:{REDACTED}@host/db?email=a@b.example"),
    (f"psql --password={S['psql-option']} -h db", f"psql --password={REDACTED} -h db"),
    (f"psql --password {S['psql-option']} -h db", f"psql --password {REDACTED} -h db"),
    ("psql --password secret", f"psql --password {REDACTED}"),
    (f"curl --api-key '{S['psql-option']}' x", f"curl --api-key '{REDACTED}' x"),
    (f"mysql -u root -p{S['mysql-p']} app", f"mysql -u root -p{REDACTED} app"),
    (f'mysqldump -p"{S["mysql-p"]}" app', f'mysqldump -p"{REDACTED}" app'),
    (f"sshpass -p {S['mysql-p']} ssh host", f"sshpass -p {REDACTED} ssh host"),
    (f"redis-cli -a {S['mysql-p']} ping", f"redis-cli -a {REDACTED} ping"),
    (f"Cookie: sessionid={S['cookie']}; csrftoken=x", f"Cookie: {REDACTED}"),
    (f'curl -H "Cookie: sessionid={S["cookie"]}" https://x', f'curl -H "Cookie: {REDACTED}" https://x'),
    (f"Set-Cookie: sid={S['cookie']}; HttpOnly", f"Set-Cookie: {REDACTED}"),
    (f"curl --cookie 'sid={S['cookie']}' https://x", f"curl --cookie '{REDACTED}' https://x"),
    (f"PGPASSWORD {S['pgpassword-space']} psql", f"PGPASSWORD {REDACTED} psql"),
    (f"PGPASSWORD={S['pgpassword-space']} psql", f"PGPASSWORD={REDACTED} psql"),
    (f"export MYSQL_PWD {S['pgpassword-space']}", f"export MYSQL_PWD {REDACTED}"),
    (f"aws_secret_access_key = {S['aws-equals']}", f"aws_secret_access_key = {REDACTED}"),
    (f"AWS_SECRET_ACCESS_KEY: {S['aws-colon']}", f"AWS_SECRET_ACCESS_KEY: {REDACTED}"),
    (f"AWS_SECRET_ACCESS_KEY {S['aws-space']}", f"AWS_SECRET_ACCESS_KEY {REDACTED}"),
    (f"aws configure set aws_secret_access_key {S['aws-space']}", f"aws configure set aws_secret_access_key {REDACTED}"),
    (f"the secret access key is {S['aws-equals']}", f"the secret access key is {REDACTED}"),
    (f"Authorization: ApiKey {S['psql-option']}", f"Authorization: ApiKey {REDACTED}"),
    # Red-team round 3 (issue 25): new vendor shapes, and tokens glued to a word by "_", "-" or "."
    ("hub token hf_aBcDeFgHiJkLmNoPqRsTuVwXyZ012345 here", f"hub token {REDACTED} here"),
    ("SG.aBcDeFgHiJkLmNoPqRsTuV.wXyZ0123456789aBcDeFgHiJkLmNoPqRsTuVwXyZ0123 sends mail", f"{REDACTED} sends mail"),
    ("post to https://hooks.slack.com/services/T0ABCDEF1/B0ABCDEF2/aBcDeFgHiJkLmNoPqRsTuVwX now",
     f"post to https://hooks.slack.com/{REDACTED} now"),
    ("maps key-AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q ok", f"maps key-{REDACTED} ok"),
    ("token_ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8 in ci", f"token_{REDACTED} in ci"),
    ("x_sk-ant-api03-Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0Fe", f"x_{REDACTED}"),
    ("id prod-AKIAQWERTYUIOPASDFGH_eu", f"id prod-{REDACTED}_eu"),
    ("cfg.hf_aBcDeFgHiJkLmNoPqRsTuVwXyZ012345", f"cfg.{REDACTED}"),
]


@pytest.mark.parametrize("text,expected", REDACTED_CASES, ids=[c[1][:32] for c in REDACTED_CASES])
def test_each_new_secret_kind_is_redacted(text, expected):
    assert redact(text) == expected
    assert redact(expected) == expected, "idempotent"


# Ordinary command lines and prose that look a little like the above: not one character is eaten.
KEPT = [
    "mkdir -p src/app && cp -p a b",
    "docker run -p 8080:80 -p 443:443 nginx",
    "docker run -p8080:80 nginx",
    "ssh -p 22 deploy@host and psql -p 5432 -h db",
    "mysql -u root -p app_db",
    "mysql -p prompts for the password",
    "use --password to set it, or pass the --token flag",
    "the --password option reads from stdin",
    "PGPASSWORD is read by psql; set PGPASSWORD before running it",
    "the AWS_SECRET_ACCESS_KEY environment variable is required",
    "API_KEY rotation happens weekly",
    "Cookie: the session cookie expires after two hours",
    "https://example.com:8080/users/@alice and https://mastodon.social/@bob",
    "git clone git@github.com:org/repo.git",
    "email me at bob@example.com about https://example.com/a/b",
    "redis://cache.internal:6379/0 needs no password",
    "the secret access key rotates every 90 days",
    "--password-file /run/secrets/db is mounted",
    "use -p 8080 to publish the port",
    "disk-abcdefghijklmnopqrstuvwxyz and task-abcdefghijklmnopqrstuv stay",
    "the SG.team meeting and a_hf_topic and https://api.slack.com/messaging/webhooks",
]


@pytest.mark.parametrize("text", KEPT)
def test_ordinary_commands_and_prose_are_kept(text):
    assert redact(text) == text


def test_an_inputs_project_session_and_id_are_redacted_with_its_text():
    """What a candidate records besides its content comes from the input too: it is redacted as well."""
    from memcli.extract.candidates import rule_candidates
    from memcli.extract.readers import Record

    record = Record("## Decision: Rotate the staging keys every month", "assistant", "interaction", "response",
                    "inbox/x.json", 1, "u", f"PGPASSWORD={S['pgpassword-space']}", f"token={S['cookie']}",
                    f"Cookie: sid={S['cookie']}")
    [candidate] = rule_candidates(record)
    stored = json.dumps(candidate.to_dict()) + str(candidate.session)
    assert S["pgpassword-space"] not in stored and S["cookie"] not in stored and REDACTED in candidate.project


# Text that made a pattern rescan the rest of the input at every step (quadratic): 200 KB of each took
# from seconds to minutes; each now takes a fraction of a second (3 s leaves room for a loaded machine).
ADVERSARIAL = {
    "urls-without-spaces": "https://u:p@" * 17_000,
    "colons-without-spaces": "a:" * 100_000,
    "scheme-like-run": "a-" * 100_000 + "://",
    "option-like-run": "--" + "a-" * 100_000 + "password",
    "mysql-words": "mysql " * 35_000,
    "secret-names": "PGPASSWORD " * 20_000,
}


@pytest.mark.parametrize("name", sorted(ADVERSARIAL))
def test_redaction_takes_time_linear_in_the_text(name):
    import time

    started = time.perf_counter()
    redact(ADVERSARIAL[name])
    assert time.perf_counter() - started < 3


def test_an_option_given_twice_is_still_redacted_and_a_variable_reference_is_kept():
    assert redact(f"psql --password --password {S['psql-option']}") == f"psql --password --password {REDACTED}"
    assert redact("psql --password $PGPASS -h db") == "psql --password $PGPASS -h db"
    assert redact(f"Authorization: ApiKey {REDACTED}") == f"Authorization: ApiKey {REDACTED}", "a second pass changes nothing"
