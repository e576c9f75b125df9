"""Benchmark capture: ``extract`` and ``reinforce`` over 20 MB of generated Claude Code transcripts.

Usage: python tests/bench/bench_extract.py --sizes 1000,10000 [--mb 20]
Budget (issue 4 / docs/contracts.md §12): extracting from 20 MB of transcripts ≤ 5 s and ≤ 300 MB;
reinforcement runs against a 10,000-memory store.

The transcripts look like real sessions: user prompts, assistant replies (a
few with cues, some with cue-like lines inside code fences, some restating
stored memories, a few holding secrets), thinking blocks, tool calls with
large tool results, subagent sidechains, summary/progress/snapshot lines.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.bench.generate import SUBJECTS, TOOLS, VERBS, generate_store  # noqa: E402
from tests.bench.measure import memcli, report, run_measured, timed  # noqa: E402

CUES = [
    "## Decision: move {subject} to {tool} before the next release",
    "I prefer {tool} for {subject} because it keeps the build reproducible.",
    "We decided to pin {tool} for {subject} until the migration lands.",
    "### Requirement: {subject} must keep working offline",
    "The requirement is that {subject} never loses a message.",
    "## Fact: {subject} {verb} {tool}",
]
PROSE = ("I looked through the module and the change is small. The tests cover the happy path but not the retry "
         "branch, so I added one. Let me know if you want the logging level changed as well. ")
CODE = "```python\n# ## Decision: this heading is inside a fence\nfor item in items:\n    process(item)\n```\n"
SECRET = "Use DB_PASSWORD=s3cr3t-{n} locally and never commit it."


def _line(kind: str, content, rng: random.Random, session: str, sidechain: bool = False) -> str:
    obj = {"parentUuid": None, "isSidechain": sidechain, "userType": "external", "cwd": "/home/dev/src/payments",
           "sessionId": session, "version": "2.1.14", "gitBranch": "main", "type": kind,
           "uuid": f"{rng.getrandbits(64):016x}", "timestamp": "2026-05-16T09:00:00.000Z"}
    if kind in ("user", "assistant"):
        obj["message"] = {"role": kind, "content": content}
    else:
        obj.update(content)
    return json.dumps(obj)


def _assistant_text(rng: random.Random, n: int) -> str:
    subject, tool, verb = rng.choice(SUBJECTS), rng.choice(TOOLS), rng.choice(VERBS)
    parts = [PROSE * rng.randint(1, 3)]
    roll = rng.random()
    if roll < 0.15:
        parts.append(rng.choice(CUES).format(subject=subject, tool=tool, verb=verb))
    elif roll < 0.25:
        parts.append(CODE)
    elif roll < 0.40:  # restates a stored memory (the generator's sentence shape)
        parts.append(f"{subject[0].upper()}{subject[1:]} {verb} {tool} (note {rng.randint(0, 10000)}).")
    elif roll < 0.42:
        parts.append(SECRET.format(n=n))
    return "\n\n".join(parts)


def write_transcript(path: Path, size: int, rng: random.Random) -> int:
    """Write one session of about ``size`` bytes; returns its size."""
    session = f"{rng.getrandbits(128):032x}"
    written = 0
    n = 0
    with open(path, "w", encoding="utf-8") as handle:
        def emit(line: str) -> None:
            nonlocal written
            handle.write(line + "\n")
            written += len(line) + 1

        emit(json.dumps({"type": "summary", "summary": "Generated session", "leafUuid": "x"}))
        while written < size:
            n += 1
            emit(_line("user", f"Please look at {rng.choice(SUBJECTS)} (step {n}).", rng, session))
            emit(_line("assistant", [{"type": "thinking", "thinking": PROSE, "signature": "sig"}], rng, session))
            emit(_line("assistant", [{"type": "tool_use", "id": f"t{n}", "name": "Read",
                                      "input": {"file_path": f"/src/mod{n}.py"}}], rng, session))
            result = ("def handler(event):\n    return event\n" * rng.randint(20, 200))
            emit(_line("user", [{"type": "tool_result", "tool_use_id": f"t{n}", "content": result}], rng, session))
            if rng.random() < 0.2:
                emit(_line("assistant", [{"type": "text", "text": _assistant_text(rng, n)}], rng, session, sidechain=True))
            emit(_line("progress", {"data": {"message": "running"}}, rng, session))
            emit(_line("assistant", [{"type": "text", "text": _assistant_text(rng, n)}], rng, session))
            if rng.random() < 0.05:
                emit(_line("file-history-snapshot", {"snapshot": {"files": {}}}, rng, session))
    return written


def generate_transcripts(folder: Path, megabytes: float, seed: int = 11) -> int:
    """Sessions of 1–3 MB until ``megabytes`` in total; returns the byte count."""
    rng = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    total, index = 0, 0
    target = int(megabytes * 1024 * 1024)
    while total < target:
        size = min(target - total, rng.randint(1, 3) * 1024 * 1024)
        total += write_transcript(folder / f"session-{index:03d}.jsonl", size, rng)
        index += 1
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="1000,10000", help="store sizes (memories)")
    parser.add_argument("--mb", type=float, default=20.0, help="megabytes of transcripts")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        transcripts = Path(tmp) / "transcripts"
        seconds = timed(generate_transcripts, transcripts, args.mb)
        total = sum(p.stat().st_size for p in transcripts.iterdir())
        print(f"=== {total / 1024 / 1024:.1f} MB of transcripts in {len(list(transcripts.iterdir()))} files "
              f"(generated in {seconds:.1f} s)")
        for size in [int(s) for s in args.sizes.split(",")]:
            root = Path(tmp) / f"store-{size}"
            seconds = timed(generate_store, root, size)
            print(f"--- {size} memories (generated in {seconds:.1f} s)")
            report(f"extract json, cold store cache [{size}]",
                   run_measured(memcli(str(root), "extract", str(transcripts), "--format", "json")))
            report(f"extract json, warm cache [{size}]",
                   run_measured(memcli(str(root), "extract", str(transcripts), "--format", "json")))
            report(f"extract --write [{size}]", run_measured(memcli(str(root), "extract", str(transcripts), "--write")))
            report(f"extract --write, second run [{size}]",
                   run_measured(memcli(str(root), "extract", str(transcripts), "--write")))
            report(f"reinforce --dry-run [{size}]", run_measured(memcli(str(root), "reinforce", str(transcripts), "--dry-run")))
            report(f"reinforce [{size}]", run_measured(memcli(str(root), "reinforce", str(transcripts), "--format", "json")))
            report(f"review list --format json [{size}]", run_measured(memcli(str(root), "review", "list", "--format", "json")))


if __name__ == "__main__":
    main()
