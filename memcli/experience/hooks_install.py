"""``memcli hooks install``: merge memcli's four hooks into a Claude Code ``settings.json``.

The settings schema (Claude Code hooks reference)::

    {"hooks": {"PreToolUse": [{"matcher": "*", "hooks": [{"type": "command", "command": "...", "timeout": 10}]}],
               "SessionStart": [{"hooks": [...]}], "Stop": [...], "UserPromptSubmit": [...]}}

``timeout`` is in seconds. Only ``PreToolUse`` takes a tool matcher here:
``*``, because a lesson may name any tool; the hook itself returns at once
for read-only tools. memcli's entry of an event is recognized by its
command (``memcli-hook <event> ...``); every other hook is kept as it was,
in its place. Installing twice changes nothing.

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

from memcli import regular_files
from memcli.errors import UsageError, WriteFailed
from memcli.safeedit import atomic_write_bytes
from memcli.safeedit.atomic import remove_file, remove_stale_temps
from memcli.store import Store

HOOK_COMMAND = "memcli-hook"
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
    """What installing did to one event: ``added``, ``updated`` or ``unchanged``."""

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
        return any(e.status != "unchanged" for e in self.events)

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


def hook_executable() -> str:
    """``memcli-hook`` when it is on PATH; else the script installed beside this Python (absolute)."""
    if shutil.which(HOOK_COMMAND):
        return HOOK_COMMAND
    beside = Path(sys.executable).parent / HOOK_COMMAND
    return str(beside) if beside.exists() else HOOK_COMMAND


def hook_command(executable: str, event: str, store_root: Path) -> str:
    """``memcli-hook <event> --dir <absolute store path>`` (quoted for the shell Claude Code uses)."""
    return f"{shlex.quote(executable)} {event} --dir {shlex.quote(str(store_root))}"


def _is_memcli_handler(handler: Any, event: str) -> bool:
    if not isinstance(handler, dict) or not isinstance(handler.get("command"), str):
        return False
    try:
        words = shlex.split(handler["command"])
    except ValueError:
        return False
    return len(words) >= 2 and os.path.basename(words[0]) == HOOK_COMMAND and words[1] == event


def _merge_event(entries: list[Any], hook_event: str, matcher: str | None, command: str, timeout: int) -> tuple[list[Any], str]:
    """The event's new entry list and ``added``/``updated``/``unchanged``."""
    for entry in entries:
        if isinstance(entry, dict) and isinstance(entry.get("hooks"), list):
            if any(_is_memcli_handler(h, hook_event) and h["command"] == command for h in entry["hooks"]):
                return entries, "unchanged"
    found = False
    merged: list[Any] = []
    for entry in entries:
        if not (isinstance(entry, dict) and isinstance(entry.get("hooks"), list)):
            merged.append(entry)
            continue
        kept = [h for h in entry["hooks"] if not _is_memcli_handler(h, hook_event)]
        if len(kept) != len(entry["hooks"]):
            found = True
            if not kept:
                continue  # the entry held only memcli's handler
            entry = {**entry, "hooks": kept}
        merged.append(entry)
    new_entry: dict[str, Any] = {"matcher": matcher} if matcher is not None else {}
    new_entry["hooks"] = [{"type": "command", "command": command, "timeout": timeout}]
    merged.append(new_entry)
    return merged, "updated" if found else "added"


def merge_settings(settings: dict[str, Any], store_root: Path, executable: str) -> tuple[dict[str, Any], list[EventChange]]:
    """``settings`` with memcli's four hooks merged in (a new dict), and the change per event."""
    hooks = settings.get("hooks", {})
    if not isinstance(hooks, dict):
        raise UsageError('settings: "hooks" is not a JSON object; fix it by hand first')
    new_hooks = dict(hooks)
    changes = []
    for claude_event, hook_event, matcher, timeout in HOOK_EVENTS:
        entries = new_hooks.get(claude_event, [])
        if not isinstance(entries, list):
            raise UsageError(f'settings: "hooks.{claude_event}" is not a JSON array; fix it by hand first')
        command = hook_command(executable, hook_event, store_root)
        new_hooks[claude_event], status = _merge_event(entries, hook_event, matcher, command, timeout)
        changes.append(EventChange(claude_event, status, command, timeout))
    return {**settings, "hooks": new_hooks}, changes


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


def install(store: Store, path: Path, *, dry_run: bool = False, executable: str | None = None) -> InstallResult:
    """Merge memcli's hooks into the settings file at ``path`` (nothing is written when nothing changes)."""
    target = Path(os.path.realpath(path)) if path.is_symlink() else path
    old_text, settings = read_settings(target)
    merged, changes = merge_settings(settings, store.root, executable or hook_executable())
    changed = any(c.status != "unchanged" for c in changes)
    new_text = _render(merged) if changed else old_text or ""
    label = str(path)
    diff = "".join(difflib.unified_diff((old_text or "").splitlines(True), new_text.splitlines(True),
                                        "/dev/null" if old_text is None else label, label)) if changed else ""
    warnings = []
    if (executable or hook_executable()) == HOOK_COMMAND and not shutil.which(HOOK_COMMAND):
        warnings.append(f"{HOOK_COMMAND} is not on PATH; Claude Code will not find it until it is")
    if not changed or dry_run:
        return InstallResult(label, tuple(changes), diff, old_text is None, None, False, dry_run, tuple(warnings))
    backup = _write(store, target, old_text, new_text)
    return InstallResult(label, tuple(changes), diff, old_text is None, backup, True, dry_run, tuple(warnings))


def _write(store: Store, target: Path, old_text: str | None, new_text: str) -> str | None:
    """Write the new settings; returns where the previous content was saved."""
    root = os.path.realpath(store.root)
    real = os.path.realpath(target)
    if real.startswith(root.rstrip(os.sep) + os.sep):
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
