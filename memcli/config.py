"""Configuration: ``<store>/memcli.toml`` → a frozen ``Config`` that knows where each value came from.

Precedence, lowest to highest: built-in default, the config file,
environment variables (``MEMCLI_<DOTTED_KEY>``, e.g. ``MEMCLI_LINT_ENABLED``),
command-line options. Unknown keys and wrong types are errors (exit 2) that
name the key and the file.
"""

from __future__ import annotations

import json
import os
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from memcli.clock import parse_duration
from memcli.errors import ConfigError
from memcli.formats.layout import AUTO_LAYOUT, CONFIG_NAME, LAYOUTS
from memcli.formats.settings import env_flag, env_name, read_toml
from memcli.wiring import EXTRACT_BACKENDS, JUDGES, Registry


def _is_bool(v: Any) -> bool:
    return isinstance(v, bool)


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _is_number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def _is_str(v: Any) -> bool:
    return isinstance(v, str)


def _is_str_list(v: Any) -> bool:
    return isinstance(v, list) and all(isinstance(item, str) for item in v)


CLAUDE_CODE_TYPES = ("user", "feedback", "project", "reference")
# memcli's types → Claude Code's four (docs/contracts.md §1b); ``[claude_code] types`` entries override these one by one.
DEFAULT_CLAUDE_CODE_TYPES = {
    "preference": "feedback", "instruction": "feedback",
    "fact": "project", "decision": "project", "correction": "project", "constraint": "project",
    "requirement": "project", "adaptation": "project", "knowledge": "project",
    "identity": "user", "person": "user", "profile": "user",
}


def _is_type_table(v: Any) -> bool:
    return isinstance(v, dict) and all(isinstance(k, str) and t in CLAUDE_CODE_TYPES for k, t in v.items())


def _one_of(*choices: str) -> Callable[[Any], bool]:
    """A check that accepts exactly the strings ``choices``."""
    def check(v: Any) -> bool:
        return isinstance(v, str) and v in choices

    return check


def _choice_kind(*choices: str) -> str:
    return "one of " + ", ".join(f'"{c}"' for c in choices)


def _registered(registry: Registry[Any]) -> Callable[[Any], bool]:
    """A check that accepts the names of ``registry``'s backends (those registered when it runs)."""
    def check(v: Any) -> bool:
        return isinstance(v, str) and v in registry

    return check


KEEP_CHOICES = ("a", "b", "both", "dismiss")  # ``memcli lint resolve --keep``
SEMANTIC_MODES = ("auto", "off")


def _is_duration(v: Any) -> bool:
    if not isinstance(v, (str, int)) or isinstance(v, bool):
        return False
    try:
        parse_duration(str(v))
    except ValueError:
        return False
    return True


def _is_since(v: Any) -> bool:
    return v == "all" or _is_duration(v)


@dataclass(frozen=True)
class Setting:
    """One configuration key: its default, a type check and the type's name."""

    default: Any
    check: Callable[[Any], bool]
    kind: str


SCHEMA: dict[str, Setting] = {
    "layout": Setting(AUTO_LAYOUT, _one_of(AUTO_LAYOUT, *LAYOUTS), _choice_kind(AUTO_LAYOUT, *LAYOUTS)),
    "exclude": Setting([], _is_str_list, "a list of strings"),
    "max_file_bytes": Setting(10 * 1024 * 1024, _is_int, "an integer"),
    "paths.new_memories": Setting("auto", _is_str, "a string"),
    "consolidate.since": Setting("48h", _is_since, 'a duration such as "48h" or "all"'),
    "consolidate.max_mutations": Setting(5, _is_int, "an integer"),
    "consolidate.auto_promote": Setting(False, _is_bool, "a boolean"),
    "consolidate.transcripts": Setting([], _is_str_list, "a list of strings"),
    "consolidate.claude_workspaces": Setting([], _is_str_list, "a list of strings"),
    "lint.enabled": Setting(True, _is_bool, "a boolean"),
    "lint.judge": Setting("builtin", _registered(JUDGES), _choice_kind(*JUDGES.names)),
    "lint.model": Setting("", _is_str, "a string"),
    "lint.max_model_pairs": Setting(200, _is_int, "an integer"),
    "lint.judge_cmd": Setting("", _is_str, "a string"),
    "lint.judge_timeout": Setting(60, _is_number, "a number"),
    "patterns.enabled": Setting(True, _is_bool, "a boolean"),
    "patterns.min_count": Setting(3, _is_int, "an integer"),
    "patterns.categories": Setting(["preference", "fact", "decision"], _is_str_list, "a list of strings"),
    "patterns.cadence": Setting("7d", _is_duration, 'a duration such as "7d"'),
    "recall.reinforcement_boost": Setting(False, _is_bool, "a boolean"),
    "recall.boost_weight": Setting(0.05, _is_number, "a number"),
    "recall.boost_max": Setting(0.3, _is_number, "a number"),
    "recall.semantic": Setting("auto", _one_of(*SEMANTIC_MODES), _choice_kind(*SEMANTIC_MODES)),
    "recall.model_dir": Setting("", _is_str, "a string"),
    "entities.enabled": Setting(False, _is_bool, "a boolean"),
    "hooks.recall": Setting(False, _is_bool, "a boolean"),
    "extract.backend": Setting("rules", _registered(EXTRACT_BACKENDS), _choice_kind(*EXTRACT_BACKENDS.names)),
    "extract.cmd": Setting("", _is_str, "a string"),
    "extract.timeout": Setting(60, _is_number, "a number"),
    "extract.model": Setting("", _is_str, "a string"),
    "claude_code.types": Setting(dict(DEFAULT_CLAUDE_CODE_TYPES), _is_type_table,
                                 "a table of memcli types to " + _choice_kind(*CLAUDE_CODE_TYPES)),
    "guard.max_deletions": Setting(3, _is_int, "an integer"),  # more outside deletions in a night: an issue, exit 1
    "guard.keep_days": Setting(90, _is_int, "an integer"),  # earlier versions kept for `memcli restore`
}

# Names the reference designs used, accepted as environment overrides.
ENV_ALIASES = {"LINT_PHASE_B5_ENABLED": "lint.enabled"}


@dataclass(frozen=True)
class Config:
    """Effective configuration values and the source of each."""

    values: Mapping[str, Any]
    sources: Mapping[str, str] = field(default_factory=dict)

    def __getitem__(self, key: str) -> Any:
        return self.values[key]

    def source(self, key: str) -> str:
        """``default``, ``option``, ``env`` or the config file's path."""
        return self.sources.get(key, "default")

    def with_options(self, options: Mapping[str, Any]) -> "Config":
        """A copy with command-line options applied (``None`` means "not given")."""
        values, sources = dict(self.values), dict(self.sources)
        for key, value in options.items():
            if value is None:
                continue
            _require_known(key, "command line")
            _require_type(key, value, "command line")
            values[key], sources[key] = value, "option"
        return Config(values, sources)


def default_config() -> Config:
    """The built-in defaults."""
    return Config({key: _copy(s.default) for key, s in SCHEMA.items()}, {})


def _copy(value: Any) -> Any:
    if isinstance(value, dict):
        return dict(value)
    return list(value) if isinstance(value, list) else value


def _require_known(key: str, where: str) -> None:
    if key not in SCHEMA:
        shown = key if len(key) <= 80 else key[:80] + "..."
        raise ConfigError(f"unknown configuration key {shown!r} in {where}")


def _require_type(key: str, value: Any, where: str) -> None:
    setting = SCHEMA[key]
    if not setting.check(value):
        raise ConfigError(f"configuration key {key!r} in {where} must be {setting.kind}, got {value!r}")


def _flatten(table: Mapping[str, Any]) -> dict[str, Any]:
    """Dotted keys to values; walks tables without recursion (a file may nest thousands deep)."""
    flat: dict[str, Any] = {}
    pending: list[tuple[str, Mapping[str, Any]]] = [("", table)]
    while pending:
        prefix, current = pending.pop()
        for key, value in current.items():
            dotted = f"{prefix}{key}"
            if isinstance(value, dict) and dotted not in SCHEMA:
                if value:
                    pending.append((dotted + ".", value))
                elif not any(name.startswith(dotted + ".") for name in SCHEMA):
                    flat[dotted] = value  # an empty unknown table is reported like any unknown key
            else:
                flat[dotted] = value
    return flat


def _read_file(path: Path) -> dict[str, Any]:
    try:
        return read_toml(path)  # a FIFO named memcli.toml would block every command: refused
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: invalid TOML: {exc}") from None
    except UnicodeDecodeError:
        raise ConfigError(f"{path}: not UTF-8 text") from None
    except RecursionError:
        raise ConfigError(f"{path}: invalid TOML: nested too deeply") from None
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read: {exc.strerror}") from None


def _parse_env(key: str, text: str, name: str) -> Any:
    setting = SCHEMA[key]
    if setting.check is _is_bool:
        flag = env_flag(text)
        if flag is not None:
            return flag
        raise ConfigError(f"environment variable {name} must be a boolean (true/false), got {text!r}")
    if setting.check is _is_str_list:
        if text.lstrip().startswith("["):  # a JSON list: paths may hold commas
            return _json_env(text, name, list, 'a JSON list of strings such as \'["/a","/b"]\'')
        return [item.strip() for item in text.split(",") if item.strip()]
    if setting.check is _is_type_table:
        return _json_env(text, name, dict, 'a JSON object such as \'{"fact": "reference"}\'')
    if setting.check in (_is_int, _is_number):
        try:
            return int(text) if setting.check is _is_int else float(text)
        except ValueError:
            raise ConfigError(f"environment variable {name} must be {setting.kind}, got {text!r}") from None
    return text


def _json_env(text: str, name: str, kind: type, shape: str) -> Any:
    """An environment variable's JSON value of ``kind`` (its items are checked like the file's)."""
    try:
        value = json.loads(text)
    except ValueError:
        value = None
    if not isinstance(value, kind):
        raise ConfigError(f"environment variable {name} must be {shape}, got {text!r}")
    return value


def claude_code_types(config: Config) -> dict[str, str]:
    """memcli type → Claude Code type: the defaults of docs/contracts.md §1b with ``[claude_code] types`` on top."""
    return {**DEFAULT_CLAUDE_CODE_TYPES, **config["claude_code.types"]}


def load_config(store_root: Path, environ: Mapping[str, str] | None = None) -> Config:
    """Load ``<store>/memcli.toml`` (if any) and environment overrides over the defaults."""
    env = os.environ if environ is None else environ
    base = default_config()
    values, sources = dict(base.values), {}
    path = store_root / CONFIG_NAME
    if path.exists() and not path.is_dir():  # a FIFO or device here is an error, never silently no config
        where = str(path)
        for key, value in _flatten(_read_file(path)).items():
            _require_known(key, where)
            _require_type(key, value, where)
            values[key], sources[key] = value, where
    for name, key in [(env_name(k), k) for k in SCHEMA] + list(ENV_ALIASES.items()):
        if name in env:
            value = _parse_env(key, env[name], name)
            _require_type(key, value, f"environment variable {name}")
            values[key], sources[key] = value, "env"
    return Config(values, sources)
