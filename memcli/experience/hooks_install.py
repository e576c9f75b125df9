"""``memcli hooks install|uninstall|status``: memcli's four hooks in a Claude Code ``settings.json``.

The settings schema (Claude Code hooks reference)::

    {"hooks": {"PreToolUse": [{"matcher": "*", "hooks": [{"type": "command", "command": "...", "timeout": 10}]}],
               "SessionStart": [{"hooks": [...]}], "Stop": [...], "UserPromptSubmit": [...]}}

``timeout`` is in seconds. Only ``PreToolUse`` takes a tool matcher here:
``*``, because a lesson may name any tool; the hook itself returns at once
for read-only tools. The command names the hook program by its absolute
path (``hook_argv``): Claude Code does not run in the installer's
virtualenv or shell. memcli's entry of an event is recognized by its
command (``hook_event_of``); every other hook is kept as it was, in its
place. Installing twice changes nothing; uninstalling removes memcli's
entries and nothing else.

Writing: when the settings file lies inside the store it is written by a
safe-edit transaction (backup, verify, undo-able). Otherwise the store's
lock and journal do not cover it, so it gets what the safe-edit layer gives
any single file: the previous content is copied to ``settings.json.bak``
and the new content replaces the file atomically (temp file, fsync,
rename). A symbolic link (a dotfiles manager's) is written through, so the
link survives.
"""

from __future__ import annotations

import difflib
import json
import os
import shlex
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memcli.errors import UsageError, WriteFailed
from memcli.formats import regular_files
from memcli.formats.hook_events import normalize_event
from memcli.safeedit import atomic_write_bytes
from memcli.safeedit.atomic import remove_file, remove_stale_temps
from memcli.store import Store

HOOK_COMMAND = "memcli-hook"
HOOK_MODULE = "memcli.hook"
# The launcher run as ``<python> -I -S <launcher>``: no ``site`` processing at each hook call (see its docstring).
HOOK_LAUNCHER = Path(__file__).resolve().parents[1] / "hook_launch.py"
HOOK_FLAGS = ("-I", "-S")
CHANGING = ("added", "updated", "removed")  # event statuses that change the file
# (Claude Code event, memcli-hook event, matcher or None, timeout in seconds)
HOOK_EVENTS = (
    ("PreToolUse", "pre-tool-use", "*", 10),
    ("SessionStart", "session-start", None, 10),
    ("Stop", "stop", None, 30),
    ("UserPromptSubmit", "user-prompt-submit", None, 10),
)
SCOPES = ("project", "user")


@dataclass(frozen=True)
class EventChange:
    """What installing did to one event (``added``, ``updated``, ``unchanged``) or uninstalling (``removed``, ``absent``)."""

    event: str
    status: str
    command: str
    timeout: int

    def to_dict(self) -> dict[str, Any]:
        """JSON shape."""
        return {"event": self.event, "status": self.status, "command": self.command, "timeout": self.timeout}


@dataclass(frozen=True)
class InstallResult:
    """The settings file, the change of each event, the diff, and the backup written (if any)."""

    settings: str
    events: tuple[EventChange, ...]
    diff: str
    created: bool  # the settings file did not exist
    backup: str | None
    written: bool
    dry_run: bool
    warnings: tuple[str, ...] = ()

    @property
    def changed(self) -> bool:
        """Whether the file's content changes."""
        return any(e.status in CHANGING for e in self.events)

    def to_dict(self) -> dict[str, Any]:
        """JSON shape."""
        return {"settings": self.settings, "changed": self.changed, "created": self.created, "dry_run": self.dry_run,
                "events": [e.to_dict() for e in self.events], "backup": self.backup, "diff": self.diff}


def settings_path(scope: str, settings: str | None, *, cwd: Path | None = None) -> Path:
    """``--settings PATH``, else ``./.claude/settings.json`` (project) or ``~/.claude/settings.json`` (user)."""
    if settings:
        return Path(os.path.abspath(os.path.expanduser(settings)))
    if scope not in SCOPES:
        raise UsageError(f'--scope expects one of {", ".join(SCOPES)}; got "{scope}"')
    base = Path.home() if scope == "user" else (cwd or Path.cwd())
    return Path(os.path.abspath(base / ".claude" / "settings.json"))


def _script_dirs() -> list[Path]:
    """Folders where the ``memcli-hook`` of the running memcli is installed, most specific first.

    The running console script's own folder (``/venv/bin/memcli`` run without
    activating the venv, or ``~/.local/bin/memcli`` of a ``pip --user``
    install), then the folder of the Python running memcli (a venv's ``bin``:
    ``sys.executable`` is not resolved, since a venv's python is a link to the
    base interpreter), then the install scheme's scripts folders.
    """
    import sysconfig

    folders = []
    script = sys.argv[0] if sys.argv else ""
    if os.path.basename(script).startswith("memcli") and os.path.isfile(script):
        folders.append(Path(os.path.abspath(script)).parent)
    if sys.executable:
        folders.append(Path(os.path.abspath(sys.executable)).parent)
    for scheme in (None, f"{os.name}_user"):
        try:
            folder = sysconfig.get_path("scripts", scheme) if scheme else sysconfig.get_path("scripts")
        except KeyError:
            continue
        if folder:
            folders.append(Path(folder))
    return list(dict.fromkeys(folders))


def _is_executable(path: str | Path) -> bool:
    return os.path.isfile(path) and os.access(path, os.X_OK)


def hook_argv() -> list[str]:
    """How Claude Code must run this memcli's hook, as absolute words (SPEC §9).

    ``<this python> -I -S <memcli>/hook_launch.py``: the interpreter that
    runs memcli now, without ``site`` (the environment's ``.pth`` files cost
    more than the hook's own work; see ``docs/performance.md``). When that
    launcher or interpreter is missing: the ``memcli-hook`` script installed
    with the running memcli; else one on ``PATH`` (made absolute: Claude Code
    does not run in the installer's shell); else ``<this python> -P -m
    memcli.hook`` (``-P``: a ``memcli/`` folder in the project Claude Code
    runs in never shadows the package).
    """
    python = os.path.abspath(sys.executable) if sys.executable else ""
    if python and _is_executable(python) and HOOK_LAUNCHER.is_file():
        return [python, *HOOK_FLAGS, str(HOOK_LAUNCHER)]
    for folder in _script_dirs():
        candidate = folder / HOOK_COMMAND
        if _is_executable(candidate):
            return [str(candidate)]
    found = shutil.which(HOOK_COMMAND)
    if found:
        return [os.path.abspath(found)]
    return [os.path.abspath(sys.executable or "python3"), "-P", "-m", HOOK_MODULE]


def hook_command(argv: list[str], event: str, store_root: Path) -> str:
    """``<hook argv> <event> --dir <absolute store path>``, quoted for the shell Claude Code uses."""
    return " ".join(shlex.quote(word) for word in [*argv, event, "--dir", str(store_root)])


def command_words(command: Any) -> list[str] | None:
    """A handler command split like a shell would, ``None`` when it is not a string or does not split."""
    if not isinstance(command, str):
        return None
    try:
        return shlex.split(command)
    except ValueError:
        return None


def hook_event_of(command: Any) -> str | None:
    """The memcli hook event a handler command runs (``None`` when it is not memcli's hook).

    Recognized: ``[path/]memcli-hook EVENT ...``, ``PYTHON [-P] -m memcli.hook EVENT ...``,
    ``PYTHON [-I -S] path/memcli/hook_launch.py EVENT ...`` and ``[path/]memcli hook EVENT ...``;
    EVENT in memcli's or Claude Code's spelling.
    """
    words = command_words(command)
    if not words:
        return None
    name = os.path.basename(words[0])
    if name == HOOK_COMMAND:
        rest = words[1:]
    elif name == "memcli" and words[1:2] == ["hook"]:
        rest = words[2:]
    elif launcher := [i for i, word in enumerate(words[1:4], 1) if word.endswith("/memcli/" + HOOK_LAUNCHER.name)]:
        rest = words[launcher[0] + 1:]
    elif "-m" in words[1:] and words[words.index("-m", 1) + 1: words.index("-m", 1) + 2] == [HOOK_MODULE]:
        rest = words[words.index("-m", 1) + 2:]
    else:
        return None
    return normalize_event(rest[0]) if rest else None


def _is_memcli_handler(handler: Any, event: str) -> bool:
    return isinstance(handler, dict) and hook_event_of(handler.get("command")) == event


def _merge_event(entries: list[Any], hook_event: str, matcher: str | None, command: str, timeout: int) -> tuple[list[Any], str]:
    """The event's new entry list and ``added``/``updated``/``unchanged``."""
    for entry in entries:
        if isinstance(entry, dict) and isinstance(entry.get("hooks"), list):
            if any(_is_memcli_handler(h, hook_event) and h["command"] == command for h in entry["hooks"]):
                return entries, "unchanged"
    merged, removed = _without_memcli(entries, hook_event)
    new_entry: dict[str, Any] = {"matcher": matcher} if matcher is not None else {}
    new_entry["hooks"] = [{"type": "command", "command": command, "timeout": timeout}]
    merged.append(new_entry)
    return merged, "updated" if removed else "added"


def _hooks_of(settings: dict[str, Any]) -> dict[str, Any]:
    hooks = settings.get("hooks", {})
    if not isinstance(hooks, dict):
        raise UsageError('settings: "hooks" is not a JSON object; fix it by hand first')
    return hooks


def _entries_of(hooks: dict[str, Any], claude_event: str) -> list[Any]:
    entries = hooks.get(claude_event, [])
    if not isinstance(entries, list):
        raise UsageError(f'settings: "hooks.{claude_event}" is not a JSON array; fix it by hand first')
    return entries


def merge_settings(settings: dict[str, Any], store_root: Path, argv: list[str]) -> tuple[dict[str, Any], list[EventChange]]:
    """``settings`` with memcli's four hooks merged in (a new dict), and the change per event."""
    new_hooks = dict(_hooks_of(settings))
    changes = []
    for claude_event, hook_event, matcher, timeout in HOOK_EVENTS:
        entries = _entries_of(new_hooks, claude_event)
        command = hook_command(argv, hook_event, store_root)
        new_hooks[claude_event], status = _merge_event(entries, hook_event, matcher, command, timeout)
        changes.append(EventChange(claude_event, status, command, timeout))
    return {**settings, "hooks": new_hooks}, changes


def _without_memcli(entries: list[Any], hook_event: str) -> tuple[list[Any], list[dict[str, Any]]]:
    """The event's entries without memcli's handlers (an entry left empty goes), and the handlers removed."""
    kept_entries: list[Any] = []
    removed: list[dict[str, Any]] = []
    for entry in entries:
        if not (isinstance(entry, dict) and isinstance(entry.get("hooks"), list)):
            kept_entries.append(entry)
            continue
        kept = [h for h in entry["hooks"] if not _is_memcli_handler(h, hook_event)]
        removed += [h for h in entry["hooks"] if _is_memcli_handler(h, hook_event)]
        if len(kept) == len(entry["hooks"]):
            kept_entries.append(entry)
        elif kept:
            kept_entries.append({**entry, "hooks": kept})
    return kept_entries, removed


def strip_settings(settings: dict[str, Any]) -> tuple[dict[str, Any], list[EventChange]]:
    """``settings`` without memcli's hook entries (a new dict), and per event ``removed`` or ``absent``.

    Only memcli's handlers go: an entry left without handlers goes with them,
    and so does an event (and ``hooks`` itself) left empty by the removal;
    everything else stays as it was, in its place.
    """
    hooks = _hooks_of(settings)
    new_hooks = dict(hooks)
    changes = []
    for claude_event, hook_event, _matcher, _timeout in HOOK_EVENTS:
        if claude_event not in hooks:
            changes.append(EventChange(claude_event, "absent", "", 0))
            continue
        kept, removed = _without_memcli(_entries_of(hooks, claude_event), hook_event)
        if not removed:
            changes.append(EventChange(claude_event, "absent", "", 0))
            continue
        if kept:
            new_hooks[claude_event] = kept
        else:
            del new_hooks[claude_event]
        for handler in removed:
            timeout = handler.get("timeout")
            changes.append(EventChange(claude_event, "removed", handler["command"],
                                       timeout if isinstance(timeout, int) and not isinstance(timeout, bool) else 0))
    stripped = {**settings, "hooks": new_hooks}
    if not new_hooks and any(c.status == "removed" for c in changes):
        del stripped["hooks"]
    return stripped, changes


def _render(settings: dict[str, Any]) -> str:
    return json.dumps(settings, indent=2, ensure_ascii=False) + "\n"


def read_settings(path: Path) -> tuple[str | None, dict[str, Any]]:
    """The file's text (``None`` when missing) and its JSON object."""
    try:
        text = regular_files.read_text(path)  # a FIFO would block: refused with a clear error
    except FileNotFoundError:
        return None, {}
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"cannot read {path}: {getattr(exc, 'strerror', None) or exc}") from None
    if not text.strip():
        return text, {}
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise UsageError(f"{path} is not valid JSON ({exc}); fix it by hand first") from None
    if not isinstance(data, dict):
        raise UsageError(f"{path} does not hold a JSON object; fix it by hand first")
    return text, data


def _target(path: Path) -> Path:
    """The file to write: a symbolic link (a dotfiles manager's) is written through."""
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def _finish(store: Store | None, path: Path, target: Path, old_text: str | None, new_settings: dict[str, Any],
            changes: list[EventChange], dry_run: bool, warnings: tuple[str, ...] = ()) -> InstallResult:
    """Diff, and unless dry run or unchanged, write the new settings (the common tail of install and uninstall)."""
    changed = any(c.status in CHANGING for c in changes)
    new_text = _render(new_settings) if changed else old_text or ""
    label = str(path)
    diff = "".join(difflib.unified_diff((old_text or "").splitlines(True), new_text.splitlines(True),
                                        "/dev/null" if old_text is None else label, label)) if changed else ""
    if not changed or dry_run:
        return InstallResult(label, tuple(changes), diff, old_text is None, None, False, dry_run, warnings)
    backup = _write(store, target, old_text, new_text)
    return InstallResult(label, tuple(changes), diff, old_text is None, backup, True, dry_run, warnings)


def install(store: Store, path: Path, *, dry_run: bool = False, argv: list[str] | None = None) -> InstallResult:
    """Merge memcli's hooks into the settings file at ``path`` (nothing is written when nothing changes)."""
    target = _target(path)
    old_text, settings = read_settings(target)
    merged, changes = merge_settings(settings, store.root, argv or hook_argv())
    return _finish(store, path, target, old_text, merged, changes, dry_run)


def uninstall(store: Store | None, path: Path, *, dry_run: bool = False) -> InstallResult:
    """Remove memcli's hooks (whichever store they point at) from the settings file at ``path``.

    ``store`` is only needed when the settings file lies inside it (then the
    write is a transaction of that store); a store that is gone must not keep
    its hooks installed.
    """
    target = _target(path)
    old_text, settings = read_settings(target)
    if old_text is None:
        return InstallResult(str(path), tuple(EventChange(e[0], "absent", "", 0) for e in HOOK_EVENTS), "", False,
                             None, False, dry_run)
    stripped, changes = strip_settings(settings)
    return _finish(store, path, target, old_text, stripped, changes, dry_run)


# -- status -------------------------------------------------------------------------------


@dataclass(frozen=True)
class HookState:
    """One event's memcli hook as found in a settings file."""

    event: str  # Claude Code's name
    installed: bool
    command: str | None = None
    command_exists: bool = False  # the program it runs exists (an absolute path), or is found on PATH
    absolute: bool = False  # the program is named by an absolute path (Claude Code's PATH is not the installer's)
    store: str | None = None  # the --dir it passes
    store_exists: bool = False

    @property
    def ok(self) -> bool:
        """Installed, and Claude Code can run it against an existing store."""
        return self.installed and self.command_exists and self.absolute and self.store_exists

    @property
    def problem(self) -> str | None:
        """Why an installed hook will not work (``None`` when it will, or when it is not installed)."""
        if not self.installed:
            return None
        if not self.command_exists:
            return f"its command {self.program!r} does not exist"
        if not self.absolute:
            return f"{self.program!r} is not an absolute path; Claude Code may not find it (run `memcli hooks install` again)"
        if not self.store_exists:
            return f"its store {self.store} does not exist"
        return None

    @property
    def program(self) -> str:
        """The program the command runs (its first word)."""
        words = command_words(self.command) or [""]
        return words[0]

    def to_dict(self) -> dict[str, Any]:
        """JSON shape."""
        return {"event": self.event, "installed": self.installed, "command": self.command,
                "command_exists": self.command_exists, "absolute": self.absolute, "store": self.store,
                "store_exists": self.store_exists, "ok": self.ok, "problem": self.problem}


@dataclass(frozen=True)
class SettingsStatus:
    """memcli's hooks in one settings file."""

    settings: str
    scope: str  # project, user or settings (given by --settings)
    exists: bool
    events: tuple[HookState, ...]
    error: str | None = None  # the file cannot be read as settings

    @property
    def installed(self) -> int:
        """How many of the four events have memcli's hook."""
        return sum(e.installed for e in self.events)

    @property
    def broken(self) -> list[HookState]:
        """Installed hooks that will not work."""
        return [e for e in self.events if e.problem is not None]

    def to_dict(self) -> dict[str, Any]:
        """JSON shape."""
        return {"settings": self.settings, "scope": self.scope, "exists": self.exists, "error": self.error,
                "installed": self.installed, "events": [e.to_dict() for e in self.events]}


def _program_exists(program: str) -> bool:
    return _is_executable(program) if os.sep in program else shutil.which(program) is not None


def _store_of(words: list[str]) -> str | None:
    for i, word in enumerate(words):
        if word == "--dir" and i + 1 < len(words):
            return words[i + 1]
        if word.startswith("--dir="):
            return word.split("=", 1)[1]
    return None


def _state_of(claude_event: str, hook_event: str, hooks: dict[str, Any]) -> HookState:
    entries = hooks.get(claude_event)
    for entry in entries if isinstance(entries, list) else []:
        handlers = entry.get("hooks") if isinstance(entry, dict) else None
        for handler in handlers if isinstance(handlers, list) else []:
            if _is_memcli_handler(handler, hook_event):
                words = command_words(handler["command"]) or [""]
                store = _store_of(words)
                return HookState(claude_event, True, handler["command"], _program_exists(words[0]),
                                 os.path.isabs(words[0]), store, bool(store) and os.path.isdir(os.path.expanduser(store)))
    return HookState(claude_event, False)


def hooks_status(path: Path, scope: str) -> SettingsStatus:
    """memcli's hook per event in the settings file at ``path``; never raises for a bad file (it is reported)."""
    label = str(path)
    try:
        text, settings = read_settings(path)
        hooks = _hooks_of(settings)
    except UsageError as exc:
        return SettingsStatus(label, scope, path.exists(), tuple(HookState(e[0], False) for e in HOOK_EVENTS), exc.message)
    states = tuple(_state_of(claude_event, hook_event, hooks) for claude_event, hook_event, _m, _t in HOOK_EVENTS)
    return SettingsStatus(label, scope, text is not None, states)


def status_paths(scope: str | None, settings: str | None, *, cwd: Path | None = None) -> list[tuple[str, Path]]:
    """Which settings files ``hooks status`` reads: ``--settings``, one scope, or both scopes."""
    if settings:
        return [("settings", settings_path("project", settings))]
    scopes = [scope] if scope else list(SCOPES)
    return [(name, settings_path(name, None, cwd=cwd)) for name in scopes]


def _write(store: Store | None, target: Path, old_text: str | None, new_text: str) -> str | None:
    """Write the new settings; returns where the previous content was saved."""
    real = os.path.realpath(target)
    root = os.path.realpath(store.root) if store is not None else None
    if root is not None and real.startswith(root.rstrip(os.sep) + os.sep):
        with store.transaction("hooks install") as tx:
            tx.write_text(os.path.relpath(real, root), new_text)
        return f"transaction {tx.record.id} (memcli undo)" if tx.record is not None else None
    return _write_outside(target, old_text, new_text)


def _write_outside(target: Path, old_text: str | None, new_text: str) -> str | None:
    """Back up and replace a settings file outside the store; a failure leaves it as it was (exit 4)."""
    folder_existed = target.parent.is_dir()
    backup_path = target.with_name(target.name + ".bak")
    created_backup = False
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        # No later memcli command looks in this folder: clean up after a writer killed here before.
        remove_stale_temps(target.parent)
        if old_text is not None:
            created_backup = not backup_path.exists()
            atomic_write_bytes(backup_path, old_text.encode("utf-8"))
        atomic_write_bytes(target, new_text.encode("utf-8"))
    except OSError as exc:
        if created_backup:
            remove_file(backup_path)
        if not folder_existed:
            try:
                target.parent.rmdir()
            except OSError:
                pass
        raise WriteFailed(f"cannot write {target}: {exc.strerror or exc}; the settings file was left as it was") from None
    return str(backup_path) if old_text is not None else None
