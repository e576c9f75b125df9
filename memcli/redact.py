"""Secret redaction: API keys, tokens, private keys, passwords, cookies → ``[REDACTED]`` (docs/contracts.md §6).

The one rule set. It is applied to text from conversations before anything
is derived from it — a rule's candidate, a file name, a keyword, a lesson,
an index entry, a printed line, what the external extractor receives — so
that no file memcli writes ever holds a secret. Patterns err on the side of
redacting: a false positive costs a word in a candidate; a false negative
leaks a credential into a file that lives for years. They stay clear of
ordinary command lines, though: ``mkdir -p``, ``docker run -p 8080:80`` and
``ssh -p 22`` keep every character.

What is redacted (docs/security.md §3 lists the cases and their tests):

- vendor tokens (OpenAI, Anthropic, Stripe, GitHub, GitLab, AWS key ids,
  Google, Slack, npm, Hugging Face ``hf_``, SendGrid ``SG.``, JWTs) and PEM
  private key blocks, whole, also glued to a word by ``_``, ``-`` or ``.``
  (``token_ghp_…``); Slack webhook URLs after ``hooks.slack.com/``;
- ``Authorization:`` / ``Bearer`` credentials, ``Cookie:`` / ``Set-Cookie:``
  header values;
- the password of ``scheme://user:password@host``, also with an empty user
  name and with ``/`` or ``@`` inside the password;
- ``--password=X`` / ``--password X`` (and ``--token``, ``--secret``,
  ``--api-key``, ``--cookie`` ...), ``mysql -pX``, ``sshpass -p X``,
  ``redis-cli -a X``;
- ``NAME=value`` / ``NAME: value`` where NAME names a credential, and an
  upper-case variable such as ``PGPASSWORD X`` without ``=``;
- AWS secret access keys after their name, with ``=``, ``:`` or a space.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memcli.text import STOP_WORDS

REDACTED = "[REDACTED]"

# Tokens with a recognisable vendor prefix are replaced whole. A token glued to a word by "_", "-" or "."
# ("token_ghp_…", "prod-AKIA…", "x.SG.…") is one too: the edges are "no letter or digit", not ``\b``
# (which sees no edge between "_" and a letter).
_START = r"(?<![A-Za-z0-9])"
_END = r"(?![A-Za-z0-9])"
_TOKEN_PATTERNS = (
    r"sk-(?:[A-Za-z0-9]+-)*[A-Za-z0-9_\-]{16,}",  # OpenAI / Anthropic (sk-proj-…, sk-ant-api03-…)
    r"(?:sk|pk|rk)_(?:live|test)_[A-Za-z0-9]{16,}",  # Stripe
    r"gh[pousr]_[A-Za-z0-9]{20,}",  # GitHub tokens
    r"github_pat_[A-Za-z0-9_]{20,}",  # GitHub fine-grained tokens
    r"glpat-[A-Za-z0-9_\-]{20,}",  # GitLab
    r"(?:AKIA|ASIA)[0-9A-Z]{16}" + _END,  # AWS access key ids
    r"AIza[0-9A-Za-z_\-]{35,}",  # Google API keys
    r"ya29\.[0-9A-Za-z_\-]{20,}",  # Google OAuth access tokens
    r"xox[abposr]-[A-Za-z0-9\-]{10,}",  # Slack
    r"npm_[A-Za-z0-9]{36}" + _END,  # npm
    r"hf_[A-Za-z0-9]{20,}",  # Hugging Face access tokens
    r"SG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{16,}",  # SendGrid API keys
    r"eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}",  # JWTs (header.payload.signature)
)
_TOKENS = re.compile(_START + "(?:" + "|".join(f"(?:{p})" for p in _TOKEN_PATTERNS) + ")")
# A Slack incoming-webhook URL is a credential as a whole: whoever holds it can post to the channel.
_SLACK_WEBHOOK = re.compile(
    r"(?i)((?<![A-Za-z0-9])https?://hooks\.slack(?:-gov)?\.com/)(?:services|workflows|triggers)/[A-Za-z0-9_/\-]+"
)

# A PEM private key block; a block cut off before its END line is redacted to the end of the text.
_PEM = re.compile(
    r"-----BEGIN ((?:[A-Z0-9]+ )*)PRIVATE KEY((?: BLOCK)?)-----.*?(?:-----END \1PRIVATE KEY\2-----|\Z)", re.DOTALL
)

# "Authorization: Bearer …", "Bearer …", "Authorization: Basic …", "Authorization: ApiKey …", "Authorization: …".
# (A value already "[REDACTED]" is matched too, so that a second pass does not take the scheme word for it.)
_AUTH_HEADER = re.compile(
    r"(?i)(\bauthorization\s*[:=]\s*[\"']?(?:[A-Za-z][\w-]*\s+)?)(\[REDACTED\]|[A-Za-z0-9._~+/\-]+=*)"
)
_BEARER = re.compile(r"(?i)(\bbearer\s+)([A-Za-z0-9._~+/\-]+=*)")

# scheme://user:password@host → scheme://user:[REDACTED]@host. The user may be empty (redis://:pw@host);
# the password may hold "/" and "@": it runs to the "@" after which the host has no further "@".
# (Schemes are short: a bounded scheme keeps a long run of "a-a-a-…" from being rescanned at every letter.)
_URL_PASSWORD = re.compile(
    r"""(\b[A-Za-z][A-Za-z0-9+.\-]{0,31}://[^\s/:@'"<>]*:)([^\s'"<>]+?)(@)(?=[^\s@/?#'"<>]*(?:[/?#\s'"<>]|$))"""
)
# "Cookie: a=b; c=d" and "Set-Cookie: ..." (to the end of the line or the closing quote).
_COOKIE_HEADER = re.compile(r"""(?i)(\b(?:set-)?cookie[ \t]*:[ \t]*)([^\s=;"']+=[^\r\n"']*)""")
# A value never starts with "-" (the next option) or "$" (a variable, no secret): the pattern itself
# refuses those, so that "--password --password X" still finds the second one.
_VALUE = r"""(?P<value>"[^"\n]*"|'[^'\n]*'|[^\s"'`;|&<>)$-][^\s"'`;|&<>)]*)"""
# --password=X, --password X, --api-key X, --cookie "...": an option whose name ends in a credential word.
_OPTION = re.compile(
    r"""(?<![\w-])(?P<lead>--?(?:[A-Za-z0-9]+-)*(?:password|passwd|pass|pwd|passphrase|token|secret|api-?key|apikey"""
    r"""|access-key|secret-key|private-key|auth|credentials?|cookie)(?P<op>=|[ \t]+))""" + _VALUE,
    re.IGNORECASE,
)
# Short flags that take a password, only after the command that gives them that meaning (elsewhere
# -p is a port or "make parents"). mysql's -p only attaches its value: "mysql -p db" names a database.
# The flag is looked for within 200 characters of the command, on its line, before any | ; &.
_COMMAND_FLAGS = tuple(
    re.compile(rf"""(?P<lead>\b{command}\b[^\n|;&]{{0,200}}?[ \t]{flag})""" + _VALUE)
    for command, flag in (
        (r"(?:mysql\w*|mariadb\w*)", r"-p(?P<op>)"),
        (r"sshpass", r"-p(?P<op>[ \t]*)"),
        (r"(?:mongo|mongosh|mongodump|mongorestore|mongoexport|mongoimport)", r"(?:-p|--password)(?P<op>[ \t]+)"),
        (r"redis-cli", r"-a(?P<op>[ \t]*)"),
    )
)
# An AWS secret access key (40 base64 characters) after its name, with "=", ":", "is" or a space between.
_AWS_SECRET = re.compile(
    r"""(?i)(\b(?:aws[_ .-]?)?secret[_ .-]?access[_ .-]?key\b["']?[ \t]*(?:[:=]|\bis\b)?[ \t]*["']?)"""
    r"""([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])"""
)
# An upper-case variable naming a credential, then its value without "=": "PGPASSWORD s3cret".
_VARIABLE_VALUE = re.compile(r"""(?<![\w$.\-])(?P<lead>(?P<name>[A-Z][A-Z0-9_]*)[ \t]+)""" + _VALUE)

# NAME=value / NAME: value where NAME names a credential (.env files, shell exports, YAML, JSON).
_SECRET_WORDS = frozenset(
    "key apikey token secret secrets password passwd pwd pass passphrase credential credentials auth".split()
)
# A name segment ending in one of these is a credential too (PGPASSWORD, MYAPITOKEN, DJANGOSECRET).
_SECRET_SUFFIXES = ("password", "passwd", "passphrase", "secret", "token", "apikey")
# Words that follow an option or variable name in prose rather than a value ("set --password to ...",
# "PGPASSWORD environment variable"): the next word is kept when it is one of these.
_PROSE_WORDS = STOP_WORDS | frozenset(
    """flag flags option options argument arguments parameter parameters switch value values field fields
    variable variables env environment var vars setting settings file files instead must needs need set
    unset prompt prompts works work here there first next later""".split()
)
# The name and the value are matched in two steps: only a name that names a credential has its value read
# (one pattern for both rescanned a long unbroken value after every "x:" in it, quadratic in the text).
_ASSIGNMENT = re.compile(r"""(?<![\w.\-])["']?(?P<name>[A-Za-z_][A-Za-z0-9_.\-]*)["']?\s*(?P<op>=|:(?!//))[ \t]*""")
_ASSIGNED_VALUE = re.compile(r""""[^"\n]*"|'[^'\n]*'|[^\s,;&'"]+""")
# Lower-case names that are a credential on their own ("password: hunter2" in YAML).
_STRONG_WORDS = frozenset("password passwd pwd passphrase secret token apikey api_key".split())
_HARMLESS_VALUES = frozenset({"true", "false", "null", "none", "yes", "no", "''", '""', REDACTED.lower()})


def _looks_like_token(token: str) -> bool:
    """A bearer token has some length and is not a plain English word."""
    if REDACTED in token or len(token) < 8:
        return False
    return len(token) >= 20 or any(ch.isdigit() for ch in token) or any(ch in "._~+/-=" for ch in token)


def _is_secret_name(name: str) -> bool:
    """Whether a variable, key or option name names a credential."""
    segments = [s for s in re.split(r"[_.\-]", name.lower()) if s]
    return (any(s in _SECRET_WORDS or s.endswith(_SECRET_SUFFIXES) for s in segments)
            or re.search(r"(api|access|private|secret)key$", name.lower()) is not None)


def _names_secret(name: str, op: str, quoted: bool) -> bool:
    if not _is_secret_name(name):
        return False
    if op == "=":
        return True
    # "Key: use the index" is prose; a colon counts only in code-like spellings.
    return quoted or "_" in name or "-" in name or (name.isupper() and len(name) > 1) or name in _STRONG_WORDS


def _assigned_value(text: str, lead: re.Match[str]) -> re.Match[str] | None:
    """The value ``lead`` assigns when it assigns a secret, else ``None``."""
    if not _names_secret(lead.group("name"), lead.group("op"), lead.group().lstrip().startswith(("'", '"'))):
        return None
    value = _ASSIGNED_VALUE.match(text, lead.end())
    if value is None:
        return None
    bare = value.group().strip("\"'")
    if not bare or bare.lower() in _HARMLESS_VALUES or bare.isdigit() or REDACTED in value.group():
        return None
    return value


def _redact_assignments(text: str) -> str:
    # Not re.sub: when "Note: DB_PASSWORD=x" is no secret at "Note:", its value must be scanned again.
    parts, pos = [], 0
    while (lead := _ASSIGNMENT.search(text, pos)) is not None:
        value = _assigned_value(text, lead)
        if value is None:
            parts.append(text[pos:lead.end("op")])
            pos = lead.end("op")
        else:
            parts.append(text[pos:value.start()] + _redacted_value(value.group()))
            pos = value.end()
    parts.append(text[pos:])
    return "".join(parts)


def _keep_prefix(match: re.Match[str]) -> str:
    return match.group(1) + REDACTED if _looks_like_token(match.group(2)) else match.group(0)


def _url_password(match: re.Match[str]) -> str:
    password = match.group(2)
    if "/" in password and password.split("/", 1)[0].isdigit():
        return match.group(0)  # https://host:8080/path/@user: a port and a path, no password
    return match.group(1) + REDACTED + match.group(3)


def _redacted_value(value: str) -> str:
    """``value`` replaced, keeping the quotes that delimit it."""
    if value[:1] in "\"'" and value[-1:] == value[:1] and len(value) > 1:
        return f"{value[0]}{REDACTED}{value[0]}"
    return REDACTED


def _is_value(value: str, spaced: bool) -> bool:
    """Whether the word after an option or variable is its value (after a space, prose words are not)."""
    bare = value.strip("\"'")
    if not bare or REDACTED in value or bare.startswith(("-", "$")):
        return False
    return not spaced or bare.lower() not in _PROSE_WORDS


def _option(match: re.Match[str]) -> str:
    """``--password X``, ``-pX``: the value replaced unless it is prose after a space."""
    value = match.group("value")
    if not _is_value(value, match.group("op") not in ("=", "")):
        return match.group(0)
    return match.group("lead") + _redacted_value(value)


def _variable_value(match: re.Match[str]) -> str:
    name, value = match.group("name"), match.group("value")
    bare = value.strip("\"'")
    # Prose about a variable ("API_KEY rotation is weekly") goes on with a plain word; a value does not.
    plain_word = bare.isalpha() and (bare.islower() or bare.istitle())
    if not (_is_secret_name(name) and len(name) > 3 and _is_value(value, True)) or plain_word:
        return match.group(0)
    return match.group("lead") + _redacted_value(value)


_STEPS: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = (
    (_PEM, REDACTED),
    (_SLACK_WEBHOOK, lambda m: m.group(1) + REDACTED),
    (_URL_PASSWORD, _url_password),
    (_AUTH_HEADER, _keep_prefix),
    (_BEARER, _keep_prefix),
    (_COOKIE_HEADER, lambda m: m.group(1) + REDACTED),
    (_AWS_SECRET, lambda m: m.group(1) + REDACTED),
    (_OPTION, _option),
    *((pattern, _option) for pattern in _COMMAND_FLAGS),
    (_VARIABLE_VALUE, _variable_value),
    (_TOKENS, REDACTED),
)

# Cheap pre-check: text without any of these characters/words holds nothing to redact.
_MAYBE_SECRET = re.compile(
    r"(?i)sk[-_]|pk_|rk_|gh[pousr]_|github_pat_|glpat-|AKIA|ASIA|AIza|ya29\.|xox|npm_|hf_|SG\.|hooks\.slack|eyJ|"
    r"PRIVATE KEY|bearer|"
    r"authorization|://\S*@|key|token|secret|pass|pwd|credential|auth|cookie|mysql|mariadb|mongo|redis-cli"
)


def redact(text: str) -> str:
    """``text`` with every secret it holds replaced by ``[REDACTED]``."""
    if not text or not _MAYBE_SECRET.search(text):
        return text
    for pattern, replacement in _STEPS:
        text = pattern.sub(replacement, text)
    return _redact_assignments(text)


MAX_DATA_DEPTH = 64


def redact_data(value: object, _depth: int = 0) -> object:
    """JSON-like ``value`` (a graph node) with every string in it, keys included, redacted.

    Raises ``ValueError`` for data nested more than ``MAX_DATA_DEPTH`` levels (bad input, docs/contracts.md §12).
    """
    if isinstance(value, str):
        return redact(value)
    if _depth > MAX_DATA_DEPTH:
        raise ValueError(f"nested more than {MAX_DATA_DEPTH} levels deep")
    if isinstance(value, list):
        return [redact_data(item, _depth + 1) for item in value]
    if isinstance(value, dict):
        return {redact(str(key)): redact_data(item, _depth + 1) for key, item in value.items()}
    return value


def has_secret(text: str) -> bool:
    """Whether ``redact`` would change ``text``."""
    return redact(text) != text
