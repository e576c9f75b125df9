"""Secret redaction: every kind of secret becomes [REDACTED]; ordinary text is left alone."""

from __future__ import annotations

import pytest

from memcli.redact import REDACTED, has_secret, redact

# Built by concatenation so that no scanner mistakes this test file for a leak.
OPENAI = "sk-" + "proj-" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4"
ANTHROPIC = "sk-" + "ant-api03-" + "abcdefghijklmnopqrstuvwxyz012345"
GITHUB = "ghp" + "_" + "abcdefghijklmnopqrstuvwxyz0123456789"
GITHUB_OAUTH = "gho" + "_" + "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
GITHUB_PAT = "github_pat" + "_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz"
AWS = "AKIA" + "IOSFODNN7EXAMPLE"
GOOGLE = "AIza" + "SyA-abcdefghijklmnopqrstuvwxyz012345"
SLACK = "xoxb" + "-1234567890-0987654321-abcdefghijkl"
JWT = "eyJ" + "hbGciOiJIUzI1NiJ9" + ".eyJzdWIiOiIxMjM0NTY3ODkwIn0" + ".dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U"


@pytest.mark.parametrize("secret", [OPENAI, ANTHROPIC, GITHUB, GITHUB_OAUTH, GITHUB_PAT, AWS, GOOGLE, SLACK, JWT])
def test_vendor_tokens_are_replaced_whole(secret):
    assert redact(f"use {secret} for the call") == f"use {REDACTED} for the call"


def test_bearer_tokens_keep_the_scheme_word():
    assert redact("curl -H 'Authorization: Bearer abc123def456ghi789'") == f"curl -H 'Authorization: Bearer {REDACTED}'"
    assert redact("send Bearer 9f8e7d6c5b4a3f2e1d0c with it") == f"send Bearer {REDACTED} with it"
    assert redact("Authorization: Basic dXNlcjpwYXNzd29yZA==") == f"Authorization: Basic {REDACTED}"


def test_private_key_blocks():
    pem = "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA\nabcdef\n-----END RSA PRIVATE KEY-----"
    assert redact(f"key:\n{pem}\nafter") == f"key:\n{REDACTED}\nafter"
    cut = "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA"
    assert redact(f"before\n{cut}") == f"before\n{REDACTED}"


def test_passwords_in_urls_keep_user_and_host():
    assert redact("postgres://admin:hunter2@db.local:5432/app") == f"postgres://admin:{REDACTED}@db.local:5432/app"
    assert redact("https://bot:p%40ss@example.com/x") == f"https://bot:{REDACTED}@example.com/x"


@pytest.mark.parametrize("text, expected", [
    ("OPENAI_API_KEY=abc", f"OPENAI_API_KEY={REDACTED}"),
    ("export GITHUB_TOKEN=abc123", f"export GITHUB_TOKEN={REDACTED}"),
    ("DB_PASSWORD='two words'", f"DB_PASSWORD='{REDACTED}'"),
    ('CLIENT_SECRET="s3cr3t"', f'CLIENT_SECRET="{REDACTED}"'),
    ("api_key: zzz-top", f"api_key: {REDACTED}"),
    ('"client_secret": "abcd"', f'"client_secret": "{REDACTED}"'),
    ("password: hunter2", f"password: {REDACTED}"),
    ("https://x.test/cb?token=abc123&page=2", f"https://x.test/cb?token={REDACTED}&page=2"),
    ("Secret: DB_PASSWORD=hunter2", f"Secret: DB_PASSWORD={REDACTED}"),
])
def test_env_style_assignments(text, expected):
    assert redact(text) == expected


@pytest.mark.parametrize("text", [
    "Bearer authentication is configured in the gateway",
    "max_tokens=4096 keeps answers short",
    "Key: use the composite index for lookups",
    "Password: rotate it every ninety days",
    "DEBUG=true and TOKEN_TTL=3600",
    "see https://example.com/docs:intro for details",
    "the sk-learn style API and task-list items",
    "",
])
def test_ordinary_text_is_left_alone(text):
    assert redact(text) == text
    assert not has_secret(text)


def test_redaction_is_idempotent():
    once = redact(f"{GITHUB} and DB_PASSWORD=x1 and postgres://a:b@c/d")
    assert redact(once) == once and once.count(REDACTED) == 3
