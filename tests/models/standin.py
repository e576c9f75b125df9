"""A stand-in for the ``claude`` and ``llm`` executables: checks its command line and stdin, replays answers.

Installed under both names in a test's own ``bin/`` on ``PATH``. Every run
appends ``{"name", "argv", "stdin", "cwd", "silent"}`` to ``$STANDIN_LOG``
(so a test can count calls and see what was sent). A command line or stdin
of the wrong shape exits 64 with the reason on stderr, which the code under
test treats as a failing model. The answer comes from ``$STANDIN_SCRIPT``:
``{"replies": [{"match": "<text in stdin>", "reply": {...}}], "default": {...}}``,
a reply being ``{"stdout", "stderr", "exit", "sleep"}``.
"""

import json
import os
import sys
import time

CLAUDE_FLAGS = {"-p", "--output-format", "json", "--max-turns", "1", "--model"}
LLM_FLAGS = {"prompt", "--no-log", "-s", "--schema", "-m"}


def _value_after(argv, flag):
    return argv[argv.index(flag) + 1] if flag in argv and argv.index(flag) + 1 < len(argv) else None


def check_claude(argv, stdin):
    if "-p" not in argv or _value_after(argv, "--output-format") != "json":
        return "expected -p --output-format json"
    model = _value_after(argv, "--model")
    unknown = [a for a in argv if a not in CLAUDE_FLAGS and a != model]
    if unknown:
        return f"unexpected arguments {unknown}"
    if "<input>" not in stdin or "</input>" not in stdin:
        return "the request is not on stdin"
    inner = stdin.split("<input>\n", 1)[1].rsplit("\n</input>", 1)[0]
    json.loads(inner)  # the input is one JSON document
    return None


def check_llm(argv, stdin):
    if argv[:1] != ["prompt"] or "--no-log" not in argv:
        return "expected llm prompt --no-log"
    schema, system, model = _value_after(argv, "--schema"), _value_after(argv, "-s"), _value_after(argv, "-m")
    if schema is None or json.loads(schema).get("type") != "object" or not system:
        return "expected --schema JSON and -s SYSTEM"
    unknown = [a for a in argv if a not in LLM_FLAGS and a not in (schema, system, model)]
    if unknown:
        return f"unexpected arguments {unknown}"
    json.loads(stdin)  # the input alone, as one JSON document
    return None


def main():
    name = os.environ["STANDIN_NAME"]
    argv = sys.argv[1:]
    stdin = sys.stdin.read()
    with open(os.environ["STANDIN_LOG"], "a", encoding="utf-8") as log:
        log.write(json.dumps({"name": name, "argv": argv, "stdin": stdin, "cwd": os.getcwd(),
                              "silent": os.environ.get("MEMCLI_HOOKS_SILENT")}) + "\n")
    try:
        problem = (check_claude if name == "claude" else check_llm)(argv, stdin)
    except ValueError as exc:
        problem = f"bad JSON: {exc}"
    if problem:
        sys.stderr.write(f"standin {name}: {problem}\n")
        sys.exit(64)
    with open(os.environ["STANDIN_SCRIPT"], encoding="utf-8") as handle:
        script = json.load(handle)
    reply = next((r["reply"] for r in script.get("replies", []) if r["match"] in stdin), script["default"])
    time.sleep(reply.get("sleep", 0))
    sys.stdout.write(reply.get("stdout", ""))
    sys.stderr.write(reply.get("stderr", ""))
    sys.exit(reply.get("exit", 0))


if __name__ == "__main__":
    main()
