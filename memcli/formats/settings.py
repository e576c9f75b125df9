"""``memcli.toml`` and the ``MEMCLI_*`` variables as read without ``memcli.config``: the hook's view of them.

``memcli.config`` checks every key and type and reports mistakes (exit 2);
it reads the file and spells the variables through this module. The hook
(which must start fast and never fail) reads the one setting it needs with
``setting`` and falls back to the default on any problem.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

from memcli.formats.layout import CONFIG_NAME
from memcli.formats.regular_files import open_regular

TRUE_WORDS = ("1", "true", "yes", "on")
FALSE_WORDS = ("0", "false", "no", "off", "")


def env_name(key: str) -> str:
    """The environment variable that overrides ``key`` (``lint.enabled`` → ``MEMCLI_LINT_ENABLED``)."""
    return "MEMCLI_" + key.replace(".", "_").upper()


def env_flag(text: str) -> bool | None:
    """A boolean variable's value (``None``: not a boolean word)."""
    lowered = text.strip().lower()
    return True if lowered in TRUE_WORDS else False if lowered in FALSE_WORDS else None


def read_toml(path: str | os.PathLike[str]) -> dict[str, Any]:
    """The TOML document at ``path``; a FIFO or device is refused, never opened (it would block).

    Raises ``OSError``, ``ValueError`` (``tomllib.TOMLDecodeError``, ``UnicodeDecodeError``)
    or ``RecursionError`` (nested too deeply).
    """
    import tomllib  # ~2 ms: only when a file is there to read (the hook imports this module)

    with open_regular(path) as handle:
        return tomllib.load(handle)


def lookup(document: Mapping[str, Any], key: str) -> Any:
    """The value of a dotted ``key`` in a TOML document, ``None`` when absent."""
    value: Any = document
    for part in key.split("."):
        if not isinstance(value, Mapping):
            return None
        value = value.get(part)
    return value


def store_document(store_root: str) -> tuple[dict[str, Any], str | None]:
    """A store's ``memcli.toml`` (``{}`` when it has none) and, when it cannot be read, why (then ``{}`` too)."""
    path = os.path.join(store_root, CONFIG_NAME)
    if not os.path.isfile(path):
        return {}, None
    try:
        return read_toml(path), None
    except (OSError, ValueError, RecursionError) as exc:
        return {}, f"cannot read {path}: {type(exc).__name__}: {str(exc)[:200]}"


def flag(document: Mapping[str, Any], key: str, default: bool, environ: Mapping[str, str] | None = None) -> bool:
    """A boolean setting, leniently: a boolean word in its variable, else a boolean in the file, else ``default``."""
    text = (os.environ if environ is None else environ).get(env_name(key))
    if text is not None:
        return env_flag(text) is True
    value = lookup(document, key)
    return value if isinstance(value, bool) else default


def number(document: Mapping[str, Any], key: str, default: float, environ: Mapping[str, str] | None = None) -> float:
    """A number setting, leniently: a number in its variable, else a number in the file, else ``default``."""
    try:
        return float((os.environ if environ is None else environ)[env_name(key)])
    except (KeyError, ValueError):
        pass
    value = lookup(document, key)
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else default


def setting(store_root: str, key: str, environ: Mapping[str, str] | None = None) -> tuple[bool, str | None]:
    """A boolean setting as the hook reads it: ``(value, problem)``; the variable wins over the file.

    ``value`` is ``True`` only for a true word in the variable or ``true``
    in the file; anything else (absent, unreadable, another type) is
    ``False``, and ``problem`` says why when the file could not be read.
    """
    text = (os.environ if environ is None else environ).get(env_name(key))
    if text is not None:
        return env_flag(text) is True, None
    document, problem = store_document(store_root)
    return lookup(document, key) is True, problem
