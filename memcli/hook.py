"""``memcli-hook EVENT``: the Claude Code hook entry point (docs/contracts.md §9).

EVENT is ``pre-tool-use``, ``session-start``, ``stop`` or
``user-prompt-submit`` (or Claude Code's own spelling: ``PreToolUse``,
``SessionStart``, ``Stop``, ``UserPromptSubmit``); the hook's JSON payload
comes on stdin. The store is
``--dir``, else ``$MEMCLI_DIR``, else ``<cwd from stdin>/memory``.

Rules this module lives by:

* **Always exit 0.** Bad JSON, wrong types, a missing store, a corrupt
  knowledge file: a one-line reason goes to stderr, nothing to stdout.
  Never ``decision: block``, never a question.
* **Output** is one JSON document ``{"hookSpecificOutput": {"hookEventName":
  ..., "additionalContext": ...}}`` (the only shape Claude Code shows the
  model), or nothing at all.
* **Standard library only** (a subprocess test guards this): the hook runs
  before every tool call. It reads the compact index under ``.memcli/``
  (``memcli.experience.knowledge_index``), never YAML.
* **Writes are delegated.** The hook never writes a file. When the index is
  stale (a knowledge file was added, edited or removed by hand) it runs
  ``python -m memcli knowledge reindex``; when a Stop finds a lesson not
  learned before it runs ``python -m memcli knowledge learn --hook-payload -``.
  Both are subprocesses with a timeout, so the hook's own ``sys.modules``
  stay light and every store write goes through the safe-edit layer
  (lock, backup, verify, journal) like any other memcli write. The
  common cases (index fresh, nothing new in the transcript) spawn nothing.
"""

from __future__ import annotations

import json
import os
import sys

from memcli.formats.hook_events import CLAUDE_EVENTS, EVENT_NAMES, EVENTS, normalize_event

USAGE = """usage: memcli-hook EVENT [--dir PATH] [--now ISO]

Claude Code hook entry point of memcli. Reads the hook's JSON payload
on stdin; prints one {"hookSpecificOutput": ...} document when there is context
to add, else nothing; always exits 0 (a reason goes to stderr).

EVENT        pre-tool-use, session-start, stop or user-prompt-submit
             (also Claude Code's PreToolUse, SessionStart, Stop, UserPromptSubmit)
--dir PATH   the store (default: $MEMCLI_DIR, else <cwd of the payload>/memory)
--now ISO    fix the clock (also $MEMCLI_NOW)

Example:
  echo '{"tool_name": "Edit", "tool_input": {"file_path": "plugin.json"}, "cwd": "."}' \\
    | memcli-hook pre-tool-use --dir ~/memory
Install the hooks into Claude Code with: memcli --dir ~/memory hooks install
"""
MAX_STDIN = 5 * 1024 * 1024
REINDEX_TIMEOUT = 8.0  # seconds; the installed PreToolUse timeout is 10
LEARN_TIMEOUT = 25.0  # seconds; the installed Stop timeout is 30
RECALL_LIMIT = 5
PREFIX = "memcli-hook"
# Set by memcli for the Claude Code sessions it starts itself (the model judge and extractor): those
# sessions are memcli's own questions, not the person's work, and must not feed the store.
SILENCE_ENV = "MEMCLI_HOOKS_SILENT"
# Also ``relevance.READ_ONLY_TOOLS``; repeated here so that a Read exits before importing anything.
READ_ONLY_TOOLS = frozenset({"Read", "Grep", "Glob", "LS"})


class _Options:
    """Command-line options of one hook run."""

    __slots__ = ("event", "dir", "now", "help")

    def __init__(self, event: str | None, directory: str | None, now: str | None, help: bool = False) -> None:
        self.event = event
        self.dir = directory
        self.now = now
        self.help = help


def _warn(message: str) -> None:
    try:
        sys.stderr.write(f"{PREFIX}: {message}\n")
        sys.stderr.flush()
    except (OSError, ValueError, AttributeError):
        pass


def parse_args(argv: list[str]) -> _Options:
    """``EVENT [--dir PATH] [--now ISO]`` or ``--help``; unknown arguments are reported and ignored."""
    event = directory = now = None
    wants_help = False
    i = 0
    while i < len(argv):
        arg = argv[i]
        name, eq, value = arg.partition("=")
        if name in ("--dir", "--now"):
            if not eq:
                i += 1
                value = argv[i] if i < len(argv) else ""
            if name == "--dir":
                directory = value or None
            else:
                now = value or None
        elif arg in ("-h", "--help"):
            wants_help = True
        elif event is None and not arg.startswith("-"):
            event = normalize_event(arg)
        else:
            _warn(f"ignoring unexpected argument {arg!r}")
        i += 1
    return _Options(event, directory, now, wants_help)


def read_payload() -> dict | None:
    """The hook's JSON object from stdin, or ``None`` (with a reason on stderr)."""
    stream = sys.stdin
    if stream is None:
        _warn("no stdin; nothing to do")
        return None
    try:
        if stream.isatty():
            _warn("expects the hook's JSON payload on stdin; nothing to do")
            return None
    except (AttributeError, ValueError, OSError):
        pass
    buffer = getattr(stream, "buffer", None)
    data = buffer.read(MAX_STDIN + 1) if buffer is not None else stream.read(MAX_STDIN + 1).encode("utf-8", "replace")
    if len(data) > MAX_STDIN:
        _warn(f"stdin is larger than {MAX_STDIN} bytes; ignored")
        return None
    try:
        text = data.decode("utf-8").lstrip("\ufeff")
    except UnicodeDecodeError:
        _warn("stdin is not UTF-8 text; ignored")
        return None
    if not text.strip():
        _warn("stdin is empty; expected the hook's JSON payload")
        return None
    try:
        payload = json.loads(text)
    except (ValueError, RecursionError) as exc:
        _warn(f"stdin is not valid JSON ({str(exc)[:120]}); ignored")
        return None
    if not isinstance(payload, dict):
        _warn(f"stdin holds a JSON {type(payload).__name__}, not an object; ignored")
        return None
    return payload


def find_store(payload: dict, options: _Options) -> str | None:
    """``--dir``, ``$MEMCLI_DIR``, then ``<cwd from stdin>/memory``; ``None`` when it is not a directory."""
    chosen = options.dir or os.environ.get("MEMCLI_DIR")
    if chosen:
        path = os.path.abspath(os.path.expanduser(chosen))
    else:
        cwd = payload.get("cwd")
        base = cwd if isinstance(cwd, str) and cwd.strip() and "\x00" not in cwd else os.getcwd()
        path = os.path.abspath(os.path.join(os.path.expanduser(base), "memory"))
    if not os.path.isdir(path):
        _warn(f"no memcli store at {path}; nothing to do")
        return None
    return path


def _memcli(root: str, args: list[str], options: _Options, *, stdin: bytes | None, timeout: float) -> bool:
    """Run ``python -m memcli --dir ROOT ARGS`` (its stderr passed on); ``True`` on exit 0."""
    import subprocess  # ~10 ms to import: only when a subprocess is needed

    # -P: the store (the child's cwd) is never put on sys.path, whatever folders it holds.
    command = [sys.executable or "python3", "-P", "-m", "memcli", "--dir", root]
    if options.now:
        command += ["--now", options.now]
    try:
        proc = subprocess.run(command + args, input=stdin if stdin is not None else b"", capture_output=True,
                              timeout=timeout, cwd=root)
    except subprocess.TimeoutExpired:
        _warn(f"`memcli {' '.join(args)}` took longer than {timeout:.0f} s; skipped")
        return False
    except OSError as exc:
        _warn(f"cannot run memcli: {exc}")
        return False
    if proc.stderr:
        try:
            sys.stderr.write(proc.stderr.decode("utf-8", "replace"))
        except (OSError, ValueError):
            pass
    if proc.returncode != 0:
        _warn(f"`memcli {' '.join(args)}` exited with status {proc.returncode}")
    return proc.returncode == 0


def load_index(root: str, options: _Options):
    """The store's knowledge index, rebuilt first when a knowledge file changed since it was written."""
    from memcli.experience import knowledge_index

    signature = knowledge_index.knowledge_signature(root)
    current = knowledge_index.load(root)
    if knowledge_index.is_fresh(current, signature):
        return current
    _memcli(root, ["knowledge", "reindex"], options, stdin=None, timeout=REINDEX_TIMEOUT)
    rebuilt = knowledge_index.load(root)
    if rebuilt is None and current is not None:
        _warn("using the previous knowledge index")
    return rebuilt if rebuilt is not None else current


# --------------------------------------------------------------------------
# Events
# --------------------------------------------------------------------------


def pre_tool_use(payload: dict, options: _Options) -> str:
    """Knowledge relevant to the tool call about to run."""
    tool = payload.get("tool_name")
    if not isinstance(tool, str) or not tool.strip():
        _warn("payload has no tool_name string; nothing to do")
        return ""
    if tool in READ_ONLY_TOOLS:
        return ""
    from memcli.experience import relevance

    tool_input = payload.get("tool_input", {})
    if tool_input is None:
        tool_input = {}
    if not isinstance(tool_input, dict):
        _warn(f"tool_input is a {type(tool_input).__name__}, not an object; nothing to do")
        return ""
    # A half-understood payload injects nothing: a lesson scored without its file would be noise.
    for key in ("file_path", "notebook_path", "path"):
        value = tool_input.get(key)
        if value is not None and not isinstance(value, str):
            _warn(f"tool_input.{key} is a {type(value).__name__}, not a string; nothing to do")
            return ""
    root = find_store(payload, options)
    if root is None:
        return ""
    index = load_index(root, options)
    if index is None or not index.table.rows:
        return ""
    call = relevance.make_call(tool, tool_input, payload.get("cwd"))
    matches = [relevance.Match(index.node(pos), total, tool_points / 100, file / 100, action / 100, context / 100)
               for pos, total, tool_points, file, action, context in relevance.scored_rows(index.table, call)]
    return relevance.pre_tool_use_text(relevance.rank(matches), tool, call)


def _today(options: _Options):
    from datetime import datetime, timezone

    from memcli.formats.timestamps import parse_instant

    for value in (options.now, os.environ.get("MEMCLI_NOW")):
        if value:
            try:
                return parse_instant(value).date()  # the clock's parser: the hook and memcli agree on "now"
            except ValueError:
                _warn(f"ignoring invalid date {value!r}")
    return datetime.now(timezone.utc).date()


def session_start(payload: dict, options: _Options) -> str:
    """CRITICAL lessons, the oldest pending lint item, and how much waits for review."""
    from memcli.experience import session

    root = find_store(payload, options)
    if root is None:
        return ""
    index = load_index(root, options)
    critical = [index.node(pos) for pos in index.critical] if index is not None else []
    drafts = index.drafts if index is not None else 0
    return session.session_start_text(critical, drafts, session.oldest_pending(root, _today(options)),
                                      session.candidate_count(root))


def stop(payload: dict, options: _Options) -> str:
    """Learn new lessons from the transcript (written by a memcli subprocess); prints nothing."""
    from memcli.experience import knowledge_index, lessons

    root = find_store(payload, options)
    if root is None:
        return ""
    found, warnings = lessons.lessons_from_payload(payload)
    for warning in warnings:
        _warn(warning)
    if not found:
        return ""
    known = lessons.read_ledger_keys(root)
    current = knowledge_index.load(root)
    if current is not None:
        known |= current.lesson_keys
    if all(lesson.key in known for lesson in found):
        return ""
    data = json.dumps(payload, ensure_ascii=False).encode("utf-8")
    _memcli(root, ["knowledge", "learn", "--hook-payload", "-"], options, stdin=data, timeout=LEARN_TIMEOUT)
    return ""


def recall_enabled(root: str) -> bool:
    """Config ``hooks.recall`` (``$MEMCLI_HOOKS_RECALL`` wins over ``memcli.toml``); default false."""
    from memcli.formats.settings import setting

    enabled, problem = setting(root, "hooks.recall")
    if problem:
        _warn(f"{problem}; recall disabled")
    return enabled


def recall_text(results: object) -> str:
    """The recall results as context ("" when there are none)."""
    from memcli.experience.relevance import fit
    from memcli.formats.markup import escape_name

    if not isinstance(results, list):
        return ""
    items = []
    for result in results:
        if not isinstance(result, dict):
            continue
        preview = " ".join(str(result.get("preview") or "").split())
        memory_id = str(result.get("id") or "")
        if not preview and not memory_id:
            continue
        score = result.get("score")
        score_text = f", score {score:.2f}" if isinstance(score, (int, float)) and not isinstance(score, bool) else ""
        where = f", {escape_name(str(result['path']))}" if result.get("path") else ""
        memory_id = escape_name(memory_id)  # the id defaults to the file name
        items.append(f"- {preview or memory_id} (memory {memory_id}{score_text}{where})")
    if not items:
        return ""
    return fit("memcli: memories from the store that may be relevant to this prompt:", items)


def user_prompt_submit(payload: dict, options: _Options) -> str:
    """Recall results for the prompt when ``hooks.recall`` is on; otherwise nothing."""
    prompt = payload.get("prompt")
    if not isinstance(prompt, str) or not prompt.strip():
        if prompt is not None:
            _warn("prompt is not a string; nothing to do")
        return ""
    root = find_store(payload, options)
    if root is None or not recall_enabled(root):
        return ""
    try:
        from memcli.patterns import recall_db

        results = recall_db.search(root, prompt, limit=RECALL_LIMIT)
    except Exception as exc:  # another room's code: never let it fail the agent
        _warn(f"recall failed: {type(exc).__name__}: {exc}")
        return ""
    return recall_text(results)


HANDLERS = {"pre-tool-use": pre_tool_use, "session-start": session_start, "stop": stop,
            "user-prompt-submit": user_prompt_submit}


def emit(event: str, text: str) -> None:
    """Print the one JSON document Claude Code reads."""
    document = {"hookSpecificOutput": {"hookEventName": EVENT_NAMES[event], "additionalContext": text}}
    data = (json.dumps(document, ensure_ascii=False) + "\n").encode("utf-8")
    buffer = getattr(sys.stdout, "buffer", None)
    try:
        if buffer is not None:
            buffer.write(data)
        else:
            sys.stdout.write(data.decode("utf-8"))
        sys.stdout.flush()
    except (BrokenPipeError, OSError, ValueError):
        pass


def run(argv: list[str]) -> None:
    """Run one event (may raise; ``main`` catches everything)."""
    options = parse_args(argv)
    if options.help:
        sys.stdout.write(USAGE)
        sys.stdout.flush()
        return
    if os.environ.get(SILENCE_ENV) == "1":
        return  # a model memcli started itself (models/backends.py): its session is not the user's
    if options.event not in EVENTS:
        _warn(f"expected one of {', '.join(EVENTS)} (or {', '.join(CLAUDE_EVENTS)}); got {options.event!r}"
              " (memcli-hook --help)")
        return
    payload = read_payload()
    if payload is None:
        return
    cwd = payload.get("cwd")
    if cwd is not None and not isinstance(cwd, str):
        _warn(f"cwd is a {type(cwd).__name__}, not a string; nothing to do")
        return
    text = HANDLERS[options.event](payload, options)
    if text and options.event != "stop":
        emit(options.event, text)


def main(argv: list[str] | None = None) -> int:
    """Run one hook event; never raises, always returns 0."""
    try:
        run(sys.argv[1:] if argv is None else list(argv))
    except BaseException as exc:  # the hook must never fail or block the agent
        if isinstance(exc, SystemExit) and not exc.code:
            return 0
        _warn(f"internal error: {type(exc).__name__}: {exc}")
    return 0


def console_main() -> None:
    """Console-script wrapper: exit with ``main()``'s status (always 0)."""
    sys.exit(main())


if __name__ == "__main__":
    console_main()
