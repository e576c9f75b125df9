"""Secret redaction: API keys, tokens, private keys, URL passwords, ``.env`` assignments → ``[REDACTED]``.

Applied to every response text before a rule looks at it, so that no
candidate, printed line, memory file or external extractor ever sees a
secret. Patterns err on the side of redacting: a false positive costs a
word in a candidate; a false negative leaks a credential into a file that
lives for years.
"""

from __future__ import annotations

import re
from collections.abc import Callable

REDACTED = "[REDACTED]"

# Tokens with a recognisable vendor prefix are replaced whole.
_TOKEN_PATTERNS = (
    r"\bsk-(?:[A-Za-z0-9]+-)*[A-Za-z0-9_\-]{16,}",  # OpenAI / Anthropic (sk-proj-…, sk-ant-api03-…)
    r"\b(?:sk|pk|rk)_(?:live|test)_[A-Za-z0-9]{16,}",  # Stripe
    r"\bgh[pousr]_[A-Za-z0-9]{20,}",  # GitHub tokens
    r"\bgithub_pat_[A-Za-z0-9_]{20,}",  # GitHub fine-grained tokens
    r"\bglpat-[A-Za-z0-9_\-]{20,}",  # GitLab
    r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b",  # AWS access key ids
    r"\bAIza[0-9A-Za-z_\-]{35,}",  # Google API keys
    r"\bya29\.[0-9A-Za-z_\-]{20,}",  # Google OAuth access tokens
    r"\bxox[abposr]-[A-Za-z0-9\-]{10,}",  # Slack
    r"\bnpm_[A-Za-z0-9]{36}\b",  # npm
    r"\beyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}",  # JWTs (header.payload.signature)
)
_TOKENS = re.compile("|".join(f"(?:{p})" for p in _TOKEN_PATTERNS))

# A PEM private key block; a block cut off before its END line is redacted to the end of the text.
_PEM = re.compile(
    r"-----BEGIN ((?:[A-Z0-9]+ )*)PRIVATE KEY((?: BLOCK)?)-----.*?(?:-----END \1PRIVATE KEY\2-----|\Z)", re.DOTALL
)

# "Authorization: Bearer …", "Bearer …", "Authorization: Basic …", "Authorization: Token …".
_AUTH_HEADER = re.compile(r"(?i)(\bauthorization\s*[:=]\s*[\"']?(?:bearer|basic|token)\s+)([A-Za-z0-9._~+/\-]+=*)")
_BEARER = re.compile(r"(?i)(\bbearer\s+)([A-Za-z0-9._~+/\-]+=*)")

# scheme://user:password@host → scheme://user:[REDACTED]@host
_URL_PASSWORD = re.compile(r"(\b[A-Za-z][A-Za-z0-9+.\-]*://[^\s/:@]+:)([^\s/@]+)(@)")

# NAME=value / NAME: value where NAME names a credential (.env files, shell exports, YAML, JSON).
_SECRET_WORDS = frozenset(
    "key apikey token secret secrets password passwd pwd pass passphrase credential credentials auth".split()
)
_ASSIGNMENT = re.compile(
    r"""(?P<lead>(?<![\w.\-])["']?(?P<name>[A-Za-z_][A-Za-z0-9_.\-]*)["']?\s*(?P<op>=|:(?!//))[ \t]*)"""
    r"""(?P<value>"[^"\n]*"|'[^'\n]*'|[^\s,;&'"]+)"""
)
# Lower-case names that are a credential on their own ("password: hunter2" in YAML).
_STRONG_WORDS = frozenset("password passwd pwd passphrase secret token apikey api_key".split())
_HARMLESS_VALUES = frozenset({"true", "false", "null", "none", "yes", "no", "''", '""', REDACTED.lower()})


def _looks_like_token(token: str) -> bool:
    """A bearer token has some length and is not a plain English word."""
    if REDACTED in token or len(token) < 8:
        return False
    return len(token) >= 20 or any(ch.isdigit() for ch in token) or any(ch in "._~+/-=" for ch in token)


def _names_secret(name: str, op: str, quoted: bool) -> bool:
    segments = [s for s in re.split(r"[_.\-]", name.lower()) if s]
    if not any(s in _SECRET_WORDS for s in segments) and not re.search(r"(api|access|private|secret)key$", name.lower()):
        return False
    if op == "=":
        return True
    # "Key: use the index" is prose; a colon counts only in code-like spellings.
    return quoted or "_" in name or "-" in name or (name.isupper() and len(name) > 1) or name in _STRONG_WORDS


def _assignment(match: re.Match[str]) -> str | None:
    """The redacted assignment, or ``None`` when the match does not assign a secret."""
    value = match.group("value")
    bare = value.strip("\"'")
    quoted = match.group("lead").lstrip().startswith(("'", '"'))
    if not bare or bare.lower() in _HARMLESS_VALUES or bare.isdigit() or REDACTED in value:
        return None
    if not _names_secret(match.group("name"), match.group("op"), quoted):
        return None
    if value[:1] in "\"'" and value[-1:] == value[:1]:
        return f"{match.group('lead')}{value[0]}{REDACTED}{value[0]}"
    return f"{match.group('lead')}{REDACTED}"


def _redact_assignments(text: str) -> str:
    # Not re.sub: when "Note: DB_PASSWORD=x" is no secret at "Note:", its value must be scanned again.
    parts, pos = [], 0
    while (match := _ASSIGNMENT.search(text, pos)) is not None:
        replacement = _assignment(match)
        if replacement is None:
            parts.append(text[pos:match.end("op")])
            pos = match.end("op")
        else:
            parts.append(text[pos:match.start()] + replacement)
            pos = match.end()
    parts.append(text[pos:])
    return "".join(parts)


def _keep_prefix(match: re.Match[str]) -> str:
    return match.group(1) + REDACTED if _looks_like_token(match.group(2)) else match.group(0)


_STEPS: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = (
    (_PEM, REDACTED),
    (_URL_PASSWORD, lambda m: m.group(1) + REDACTED + m.group(3)),
    (_AUTH_HEADER, _keep_prefix),
    (_BEARER, _keep_prefix),
    (_TOKENS, REDACTED),
)

# Cheap pre-check: text without any of these characters/words holds nothing to redact.
_MAYBE_SECRET = re.compile(
    r"(?i)sk[-_]|pk_|rk_|gh[pousr]_|github_pat_|glpat-|AKIA|ASIA|AIza|ya29\.|xox|npm_|eyJ|PRIVATE KEY|bearer|"
    r"authorization|://[^\s/]*@|key|token|secret|pass|pwd|credential|auth"
)


def redact(text: str) -> str:
    """``text`` with every secret it holds replaced by ``[REDACTED]``."""
    if not text or not _MAYBE_SECRET.search(text):
        return text
    for pattern, replacement in _STEPS:
        text = pattern.sub(replacement, text)
    return _redact_assignments(text)


def has_secret(text: str) -> bool:
    """Whether ``redact`` would change ``text``."""
    return redact(text) != text
