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

Faithful: the file is Claude Code's and the person's, so it is edited as
text (``memcli.formats.jsontext``), never loaded and dumped: numbers,
key order, duplicate keys and escapes stay as written, and a handler whose
command chains memcli's hook with another tool's (``memcli-hook stop ...
&& notify-send done``) loses only memcli's part (``memcli_part``). A file
that cannot be edited so (not strict JSON, a chain whose rest would change
meaning) is refused, exit 2, untouched.

Scopes (docs/contracts.md §9): ``local`` (default) is ``.claude/settings.local.json`` of
the project (the current directory), Claude Code's personal, git-ignored
file, since the command holds this machine's absolute paths; ``project``
is the shared ``.claude/settings.json`` (install warns); ``user`` is
``~/.claude/settings.json``.

Writing: when the settings file lies inside the store it is written by a
safe-edit transaction (backup, verify, undo-able). Otherwise the store's
lock and journal do not cover it, so it gets what the safe-edit layer gives
any single file: the previous content is copied to ``settings.json.bak``
(the first time only: that first backup, the file as it was before memcli,
is never overwritten) and the new content replaces the file atomically (temp file, fsync,
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
from memcli.formats import jsontext, regular_files
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
SCOPES = ("local", "project", "user")
DEFAULT_SCOPE = "local"
# Where each scope's file lives: below the project folder (the current directory: where Claude Code is
# started), or below the home folder.
SCOPE_FILES = {"local": ("project", "settings.local.json"), "project": ("project", "settings.json"),
               "user": ("home", "settings.json")}
PROJECT_SCOPE_WARNING = ("--scope project writes this machine's absolute paths (the memcli-hook program and the "
                         "store) into {path}, the project's shared settings file that a team commits; "
                         "--scope local (the default) keeps them in .claude/settings.local.json")
MAX_SETTINGS_BYTES = 16 * 1024 * 1024  # a settings file bigger than this is not one: refused, never read whole


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
    backup_kept: bool = False  # ``backup`` is the first backup, kept as it was (the current file was not copied)

    @property
    def changed(self) -> bool:
        """Whether the file's content changes."""
        return any(e.status in CHANGING for e in self.events)

    def to_dict(self) -> dict[str, Any]:
        """JSON shape."""
        return {"settings": self.settings, "changed": self.changed, "created": self.created, "dry_run": self.dry_run,
                "events": [e.to_dict() for e in self.events], "backup": self.backup, "backup_kept": self.backup_kept,
                "diff": self.diff}


def check_scope(scope: str) -> str:
    """``scope`` when it is one of ``SCOPES``; ``UsageError`` (exit 2) otherwise."""
    if scope not in SCOPES:
        raise UsageError(f'--scope expects one of {", ".join(SCOPES)}; got "{scope}"')
    return scope


def settings_path(scope: str, settings: str | None, *, cwd: Path | None = None) -> Path:
    """``--settings PATH``, else the scope's file (docs/contracts.md §9).

    ``local``: ``<project>/.claude/settings.local.json`` (Claude Code's
    personal, git-ignored file); ``project``: ``<project>/.claude/settings.json``
    (shared, committed); ``user``: ``~/.claude/settings.json``. The project
    folder is the current directory, the folder Claude Code is started in.
    """
    if settings:
        return Path(os.path.abspath(os.path.expanduser(settings)))
    base, name = SCOPE_FILES[check_scope(scope)]
    folder = Path.home() if base == "home" else (cwd or Path.cwd())
    return Path(os.path.abspath(folder / ".claude" / name))


def scope_warnings(scope: str, settings: str | None, path: Path) -> tuple[str, ...]:
    """What ``install`` says on stderr before writing: a warning for the shared project file."""
    return (PROJECT_SCOPE_WARNING.format(path=path),) if scope == "project" and not settings else ()


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
    """How Claude Code must run this memcli's hook, as absolute words (docs/contracts.md §9).

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
    EVENT in memcli's or Claude Code's spelling. A command that chains memcli's hook with another
    (``... && other``) is memcli's here; ``memcli_part`` splits it.
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


# -- a handler's command: memcli's part of a shell chain ----------------------------------

_SAFE_JOINS = ("&&", ";", "\n")  # removing memcli's command from these chains leaves the rest meaning what it did
_OPERATORS = ("&&", "||", ";", "|", "&", "\n")


@dataclass(frozen=True)
class Segment:
    """One simple command of a shell chain: its span in the command and the operator after it (``""``: last)."""

    start: int
    end: int
    text: str
    joint: str


def split_chain(command: str) -> list[Segment] | None:
    """The top-level simple commands of ``command`` (``None``: quotes unbalanced, or a subshell/backquote)."""
    segments: list[Segment] = []
    start, i, quote = 0, 0, ""
    while i < len(command):
        char = command[i]
        if quote:
            if char == "\\" and quote == '"':
                i += 2
                continue
            if char == quote:
                quote = ""
            i += 1
            continue
        if char == "\\":
            i += 2
            continue
        if char in "'\"":
            quote = char
        elif char in "()`" or command.startswith("$(", i):
            return None  # a subshell or substitution: not a plain chain
        elif char == "&" and (command[i - 1:i] in ("<", ">") or command[i + 1:i + 2] == ">"):
            pass  # a redirection (2>&1, &>file), not an operator
        else:
            op = next((o for o in _OPERATORS if command.startswith(o, i)), "")
            if op:
                segments.append(Segment(start, i, command[start:i], op))
                i += len(op)
                start = i
                continue
        i += 1
    if quote:
        return None
    segments.append(Segment(start, len(command), command[start:], ""))
    return [s for s in segments if s.text.strip() or s.joint]


@dataclass(frozen=True)
class MemcliPart:
    """What memcli owns in one handler command: all of it (``rest`` None), or a part (``rest``: the other tools')."""

    command: str  # memcli's own command (the segment)
    rest: str | None


def memcli_part(command: Any, event: str) -> MemcliPart | None:
    """memcli's hook for ``event`` in a handler command, and what stays when it goes (``None``: not there).

    ``memcli-hook stop --dir S && notify-send done`` is memcli's ``stop``
    chained with another tool's command: removing memcli's part leaves
    ``notify-send done``. Only ``&&``, ``;`` and newline chains are split
    (memcli's hook always exits 0, so the rest runs exactly as before); in a
    ``||``, ``|`` or ``&`` chain, or inside a subshell, memcli's part cannot
    go without changing what the rest does: ``UsageError`` (exit 2).
    """
    if not isinstance(command, str):
        return None
    if hook_event_of(command) == event and len(split_chain(command) or [None]) == 1:
        return MemcliPart(command, None)
    segments = split_chain(command)
    if segments is None:
        if event_in_text(command, event):
            raise UsageError(f"a hook command mixes memcli's {event} hook into a subshell or unbalanced quotes "
                             f"({command[:120]!r}); memcli cannot remove its part faithfully: edit it by hand")
        return None
    mine = [i for i, s in enumerate(segments) if hook_event_of(s.text) == event]
    if not mine:
        return None
    for i in mine:
        joints = [segments[i].joint] + ([segments[i - 1].joint] if i else [])
        if any(j and j not in _SAFE_JOINS for j in joints):
            raise UsageError(f"a hook command chains memcli's {event} hook with {' or '.join(repr(j) for j in joints if j)} "
                             f"({command[:120]!r}); memcli cannot remove its part without changing the rest: "
                             "edit it by hand")
    return MemcliPart(segments[mine[0]].text.strip(), _without_segments(command, segments, set(mine)))


def event_in_text(command: str, event: str) -> bool:
    """Whether memcli's hook for ``event`` seems to be inside ``command`` at all (for refusing, never for editing)."""
    return (HOOK_COMMAND in command or HOOK_MODULE in command) and any(
        normalize_event(word.strip("'\"();`")) == event for word in command.split())


def _without_segments(command: str, segments: list[Segment], drop: set[int]) -> str | None:
    """``command`` without the dropped segments (each with the joint after it, or before it when last)."""
    remaining = [i for i in range(len(segments)) if i not in drop]
    if not any(segments[i].text.strip() for i in remaining):
        return None
    text = command
    alive = list(range(len(segments)))
    for i in sorted(drop, reverse=True):
        position = alive.index(i)
        if position + 1 < len(alive):  # cut the segment and the joint after it
            cut = (segments[i].start, segments[alive[position + 1]].start)
        else:  # the last one: cut the joint before it
            cut = (segments[alive[position - 1]].end, segments[i].end)
        text = text[:cut[0]] + text[cut[1]:]
        alive.pop(position)
    return text.strip()


# -- the settings file as text: edited in place -----------------------------------------------


@dataclass
class SettingsDoc:
    """A settings file as read: its text (``None``: missing) and its tree (``None``: missing or blank)."""

    path: Path
    text: str | None
    root: jsontext.Node | None

    def hooks(self) -> jsontext.Node | None:
        """The ``hooks`` object Claude Code reads (the last of duplicate keys); ``UsageError`` when not an object."""
        node = self.root.get("hooks") if self.root is not None else None
        if node is not None and node.kind != "object":
            raise UsageError(f'{self.path}: "hooks" is not a JSON object; fix it by hand first')
        return node

    def entries(self, hooks: jsontext.Node | None, claude_event: str) -> jsontext.Node | None:
        """An event's entry array (``None``: absent); ``UsageError`` when not an array."""
        node = hooks.get(claude_event) if hooks is not None else None
        if node is not None and node.kind != "array":
            raise UsageError(f'{self.path}: "hooks.{claude_event}" is not a JSON array; fix it by hand first')
        return node


def _handlers(entry: jsontext.Node) -> jsontext.Node | None:
    handlers = entry.get("hooks") if entry.kind == "object" else None
    return handlers if handlers is not None and handlers.kind == "array" else None


def _command(handler: jsontext.Node) -> str | None:
    node = handler.get("command") if handler.kind == "object" else None
    return node.value if node is not None and node.kind == "string" else None


def _timeout(handler: jsontext.Node) -> int:
    node = handler.get("timeout") if handler.kind == "object" else None
    try:
        return int(node.value) if node is not None and node.kind == "number" else 0
    except ValueError:
        return 0


def _json_string(text: str) -> str:
    """``text`` as a JSON string literal that a UTF-8 file can hold (a lone surrogate is escaped)."""
    literal = json.dumps(text, ensure_ascii=False)
    try:
        literal.encode("utf-8")
    except UnicodeEncodeError:
        literal = json.dumps(text)
    return literal


def _delete_member(editor: jsontext.Editor, parent: jsontext.Node, key: str, node: jsontext.Node, empty: str) -> None:
    """Remove ``key`` from ``parent``; with a duplicate of the key, empty it instead (removing it would bring the
    other one into effect)."""
    if sum(1 for name, _s, _n in parent.members if name == key) > 1:
        editor.replace(node, empty)
    else:
        editor.delete(node)


def _part(doc: SettingsDoc, handler: jsontext.Node, hook_event: str) -> MemcliPart | None:
    """``memcli_part`` of a handler, an error naming the settings file."""
    try:
        return memcli_part(_command(handler), hook_event)
    except UsageError as exc:
        raise UsageError(f"{doc.path}: {exc.message}") from None


def _strip_event(doc: SettingsDoc, editor: jsontext.Editor, hooks: jsontext.Node, claude_event: str,
                 hook_event: str) -> tuple[list[EventChange], int]:
    """Remove memcli's handlers (or their part of a chain) of one event; the changes and the entries left."""
    entries = doc.entries(hooks, claude_event)
    if entries is None:
        return [], 0
    changes: list[EventChange] = []
    left = 0
    for entry in entries.items:
        handlers = _handlers(entry)
        if handlers is None:
            left += 1
            continue
        kept = 0
        for handler in handlers.items:
            part = _part(doc, handler, hook_event)
            if part is None:
                kept += 1
                continue
            changes.append(EventChange(claude_event, "removed", part.command, _timeout(handler)))
            if part.rest is None:
                editor.delete(handler)
            else:
                kept += 1
                editor.replace(handler.get("command"), _json_string(part.rest))
        if kept or not handlers.items:
            left += 1
        else:
            editor.delete(entry)
    return changes, left


def _installed_as(doc: SettingsDoc, entries: jsontext.Node | None, hook_event: str, command: str) -> bool:
    """Whether an entry already runs exactly ``command`` for this event (alone or chained)."""
    for entry in entries.items if entries is not None else []:
        handlers = _handlers(entry)
        for handler in handlers.items if handlers is not None else []:
            part = _part(doc, handler, hook_event)
            if part is not None and part.command == command:
                return True
    return False


def _new_entry(matcher: str | None, command: str, timeout: int) -> dict[str, Any]:
    entry: dict[str, Any] = {"matcher": matcher} if matcher is not None else {}
    entry["hooks"] = [{"type": "command", "command": command, "timeout": timeout}]
    return entry


def merge_settings(doc: SettingsDoc, store_root: Path, argv: list[str]) -> tuple[str, list[EventChange]]:
    """The settings text with memcli's four hooks merged in, and the change per event."""
    hooks = doc.hooks()
    editor = jsontext.Editor(doc.text or "", doc.root) if doc.root is not None else None
    fresh: dict[str, Any] = {}  # events to add where the file (or its "hooks") does not exist yet
    changes = []
    for claude_event, hook_event, matcher, timeout in HOOK_EVENTS:
        command = hook_command(argv, hook_event, store_root)
        entries = doc.entries(hooks, claude_event)
        if _installed_as(doc, entries, hook_event, command):
            changes.append(EventChange(claude_event, "unchanged", command, timeout))
            continue
        removed: list[EventChange] = []
        if editor is not None and hooks is not None:
            removed, _left = _strip_event(doc, editor, hooks, claude_event, hook_event)
        entry = _new_entry(matcher, command, timeout)
        if entries is not None:
            editor.append(entries, entry)
        elif hooks is not None:
            editor.append(hooks, [entry], key=claude_event)
        else:
            fresh[claude_event] = [entry]
        changes.append(EventChange(claude_event, "updated" if removed else "added", command, timeout))
    if doc.root is None:
        return (json.dumps({"hooks": fresh}, indent=2, ensure_ascii=False) + "\n") if fresh else doc.text or "", changes
    if fresh:
        editor.append(doc.root, fresh, key="hooks")
    return editor.render(), changes


def strip_settings(doc: SettingsDoc) -> tuple[str, list[EventChange]]:
    """The settings text without memcli's hooks, and per event ``removed`` or ``absent``.

    Only memcli's handlers go (from a chain, only memcli's part): an entry
    left without handlers goes with them, and so does an event (and
    ``hooks`` itself) left empty by the removal; every other byte stays.
    """
    hooks = doc.hooks()
    if doc.root is None or hooks is None:
        return doc.text or "", [EventChange(e[0], "absent", "", 0) for e in HOOK_EVENTS]
    editor = jsontext.Editor(doc.text or "", doc.root)
    changes: list[EventChange] = []
    emptied = 0
    for claude_event, hook_event, _matcher, _timeout in HOOK_EVENTS:
        removed, left = _strip_event(doc, editor, hooks, claude_event, hook_event)
        if not removed:
            changes.append(EventChange(claude_event, "absent", "", 0))
            continue
        changes += removed
        if not left:
            _delete_member(editor, hooks, claude_event, doc.entries(hooks, claude_event), "[]")
            emptied += 1
    if emptied and emptied == len(hooks.members):
        _delete_member(editor, doc.root, "hooks", hooks, "{}")
    return editor.render(), changes


def read_settings(path: Path) -> SettingsDoc:
    """The settings file at ``path`` as text and tree; ``UsageError`` (exit 2) when it is not a JSON object."""
    try:
        text = regular_files.read_state_text(path, MAX_SETTINGS_BYTES)  # a FIFO would block: refused, never opened
    except FileNotFoundError:
        return SettingsDoc(path, None, None)
    except regular_files.StateTooLarge:
        raise UsageError(f"{path} is over {MAX_SETTINGS_BYTES // 2**20} MB, more than any Claude Code settings file "
                         "memcli rewrites; not read, nothing changed (edit it by hand)") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"cannot read {path}: {getattr(exc, 'strerror', None) or exc}") from None
    if not text.strip():
        return SettingsDoc(path, text, None)
    try:
        root = jsontext.parse(text)
    except ValueError as exc:
        raise UsageError(f"{path} is not valid JSON ({exc}); fix it by hand first") from None
    if root.kind != "object":
        raise UsageError(f"{path} does not hold a JSON object; fix it by hand first")
    return SettingsDoc(path, text, root)


def _target(path: Path) -> Path:
    """The file to write: a symbolic link (a dotfiles manager's) is written through."""
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def _finish(store: Store | None, path: Path, target: Path, old_text: str | None, new_text: str,
            changes: list[EventChange], dry_run: bool, warnings: tuple[str, ...] = ()) -> InstallResult:
    """Diff, and unless dry run or unchanged, write the new settings (the common tail of install and uninstall)."""
    changed = any(c.status in CHANGING for c in changes)
    new_text = new_text if changed else old_text or ""
    try:
        new_text.encode("utf-8")
    except UnicodeEncodeError:
        raise UsageError(f"cannot write {path}: a path in memcli's hook command is not valid UTF-8") from None
    label = str(path)
    diff = "".join(difflib.unified_diff((old_text or "").splitlines(True), new_text.splitlines(True),
                                        "/dev/null" if old_text is None else label, label)) if changed else ""
    if not changed or dry_run:
        return InstallResult(label, tuple(changes), diff, old_text is None, None, False, dry_run, warnings)
    _refuse_read_only(target)
    backup, kept = _write(store, target, old_text, new_text)
    return InstallResult(label, tuple(changes), diff, old_text is None, backup, True, dry_run, warnings, kept)


def _refuse_read_only(target: Path) -> None:
    """A settings file with no write permission is the person's "do not touch": refused, exit 2, untouched.

    The atomic rename would replace it anyway (it needs only the folder's
    permission), and running as root would ignore the mode altogether.
    """
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        return
    if not mode & 0o222:
        raise UsageError(f"{target} is read-only (mode {mode & 0o7777:04o}); memcli leaves it as it is: "
                         "make it writable (chmod u+w) to install or uninstall memcli's hooks")


def install(store: Store, path: Path, *, dry_run: bool = False, argv: list[str] | None = None,
            warnings: tuple[str, ...] = ()) -> InstallResult:
    """Merge memcli's hooks into the settings file at ``path`` (nothing is written when nothing changes)."""
    target = _target(path)
    doc = read_settings(target)
    new_text, changes = merge_settings(doc, store.root, argv or hook_argv())
    return _finish(store, path, target, doc.text, new_text, changes, dry_run, warnings)


def uninstall(store: Store | None, path: Path, *, dry_run: bool = False) -> InstallResult:
    """Remove memcli's hooks (whichever store they point at) from the settings file at ``path``.

    ``store`` is only needed when the settings file lies inside it (then the
    write is a transaction of that store); a store that is gone must not keep
    its hooks installed.
    """
    target = _target(path)
    doc = read_settings(target)
    if doc.text is None:
        return InstallResult(str(path), tuple(EventChange(e[0], "absent", "", 0) for e in HOOK_EVENTS), "", False,
                             None, False, dry_run)
    new_text, changes = strip_settings(doc)
    return _finish(store, path, target, doc.text, new_text, changes, dry_run)


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


def _state_of(doc: SettingsDoc, hooks: jsontext.Node | None, claude_event: str, hook_event: str) -> HookState:
    entries = doc.entries(hooks, claude_event)
    for entry in entries.items if entries is not None else []:
        handlers = _handlers(entry)
        for handler in handlers.items if handlers is not None else []:
            try:
                part = memcli_part(_command(handler), hook_event)
            except UsageError:  # installed, in a chain memcli cannot edit: still reported as installed
                part = MemcliPart(_command(handler) or "", None)
            if part is not None:
                words = command_words(part.command) or [""]
                store = _store_of(words)
                return HookState(claude_event, True, part.command, _program_exists(words[0]),
                                 os.path.isabs(words[0]), store, bool(store) and os.path.isdir(os.path.expanduser(store)))
    return HookState(claude_event, False)


def hooks_status(path: Path, scope: str) -> SettingsStatus:
    """memcli's hook per event in the settings file at ``path``; never raises for a bad file (it is reported)."""
    label = str(path)
    try:
        doc = read_settings(path)
        hooks = doc.hooks()
        states = tuple(_state_of(doc, hooks, claude_event, hook_event) for claude_event, hook_event, _m, _t in HOOK_EVENTS)
    except UsageError as exc:
        return SettingsStatus(label, scope, path.exists(), tuple(HookState(e[0], False) for e in HOOK_EVENTS), exc.message)
    return SettingsStatus(label, scope, doc.text is not None, states)


def status_paths(scope: str | None, settings: str | None, *, cwd: Path | None = None) -> list[tuple[str, Path]]:
    """Which settings files ``hooks status`` reads: ``--settings``, one scope, or every scope."""
    if settings:
        return [("settings", settings_path("project", settings))]
    scopes = [scope] if scope else list(SCOPES)
    return [(name, settings_path(name, None, cwd=cwd)) for name in scopes]


def _write(store: Store | None, target: Path, old_text: str | None, new_text: str) -> tuple[str | None, bool]:
    """Write the new settings; returns where the previous content is saved, and whether that is an older backup."""
    real = os.path.realpath(target)
    root = os.path.realpath(store.root) if store is not None else None
    if root is not None and real.startswith(root.rstrip(os.sep) + os.sep):
        with store.transaction("hooks install") as tx:
            tx.write_text(os.path.relpath(real, root), new_text)
        return (f"transaction {tx.record.id} (memcli undo)" if tx.record is not None else None), False
    return _write_outside(target, old_text, new_text)


def _mode_of(path: Path) -> int:
    """``path``'s permission bits, owner read/write kept so that memcli can rewrite its own backup later."""
    try:
        return (os.stat(path).st_mode & 0o777) | 0o600
    except OSError:
        return 0o600


def _write_outside(target: Path, old_text: str | None, new_text: str) -> tuple[str | None, bool]:
    """Back up and replace a settings file outside the store; a failure leaves it as it was (exit 4)."""
    folder_existed = target.parent.is_dir()
    backup_path = target.with_name(target.name + ".bak")
    created_backup = False
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        # No later memcli command looks in this folder: clean up after a writer killed here before.
        remove_stale_temps(target.parent)
        if old_text is not None and not os.path.lexists(backup_path):
            # The first backup holds the file as it was before memcli ever touched it: a later install or
            # uninstall never overwrites it (a second backup would only save memcli's own edit).
            # the copy is as private as the file (settings may hold tokens in "env"): never wider than it
            atomic_write_bytes(backup_path, old_text.encode("utf-8"), mode=_mode_of(target))
            created_backup = True
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
    if old_text is None:
        return None, False
    return str(backup_path), not created_backup
