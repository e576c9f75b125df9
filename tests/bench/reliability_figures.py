"""Print the reliability figures of docs/reliability.md (issue 9 part 6); anyone can rerun it.

    python tests/bench/reliability_figures.py                      # CI-sized fuzzing (150 examples)
    python tests/bench/reliability_figures.py --fuzz-examples 3000 # the longer campaign

It counts the bad-input corpus by category, runs every command of
``tests/hardening/commands.py`` (and every hook event) against a freshly
seeded corpus store, and reports per command: the exit code, whether it
crashed, whether anything outside the store changed, whether a YAML payload
ran, and the bytes lost — every file of the store compared before and
after (a file that no longer parses, or whose body or keys shrank, counts
its lost bytes; a deliberate edit of a key's value does not). Then it runs
the hypothesis properties of ``tests/hardening/test_fuzz_*.py`` with the
given budget and prints the examples tried per target and the outcome.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))


def isolate(folder: Path) -> None:
    """What the test suite's autouse fixture does: a private HOME and cwd, no MEMCLI_* variables."""
    home = folder / "home"
    home.mkdir(exist_ok=True)
    os.environ["HOME"] = str(home)
    os.environ["NO_COLOR"] = "1"
    for name in [n for n in os.environ if n.startswith("MEMCLI_") and n != "MEMCLI_FUZZ_EXAMPLES"]:
        del os.environ[name]
    os.chdir(folder)


def corpus_counts() -> list[tuple[str, int]]:
    """Corpus files per category (committed), plus the generated cases."""
    from tests.hardening.corpus import BAD_DATA

    store = BAD_DATA / "store"
    rows = Counter()
    for path in store.rglob("*"):
        if not path.is_file():
            continue
        rel = path.relative_to(store).as_posix()
        top = rel.split("/")[0]
        if top in ("bad", "good"):
            rows[f"memory files ({top})"] += 1
        elif rel == "MEMORY.md":
            rows["MEMORY.md with a broken Pending Review section"] += 1
        else:
            rows[f"{top}/ files (good and bad)"] += 1
    rows["bad memcli.toml files"] = len(list((BAD_DATA / "config").glob("*.toml")))
    rows["bad knowledge-import graphs"] = len(list((BAD_DATA / "graphs").glob("*.json")))
    from tests.hardening.corpus import generate

    with tempfile.TemporaryDirectory() as folder:
        made = generate.build(Path(folder))
        rows["generated at test time (links, loops, 50 MB file, absolute payloads)"] = len(made.generated)
    return sorted(rows.items())


def run_commands() -> tuple[list[tuple], int]:
    """Every command and hook event on a fresh seeded store; rows and total bytes lost."""
    from tests.conftest import hook_subprocess
    from tests.hardening.commands import CASES, HOOK_CASES
    from tests.hardening.corpus import NOW, around_store, bytes_lost, changes, expand, reported, run, seed, tree

    rows, total_lost = [], 0
    for case in [*CASES, *[None] * len(HOOK_CASES)]:
        with tempfile.TemporaryDirectory() as folder:
            base = Path(folder)
            isolate(base)
            seeded = seed(base)
            start = tree(seeded.root)
            for setup in case.setup if case else ():
                run(seeded, list(setup))
            before, around = tree(seeded.root), around_store(seeded)
            if case is not None:
                outcome = run(seeded, expand(case.args, seeded), input=case.input, env=case.env)
                name, code, stderr, allowed = case.name, outcome.exit_code, outcome.stderr, case.exits
                outside_ok = set(changes(around, around_store(seeded))) <= case.outside
                baseline, removable = (start if case.from_seed else before), case.removable
            else:
                event, payload = HOOK_CASES[len(rows) - len(CASES)]
                stdin = json.dumps({k: v.format(root=seeded.root, base=seeded.base) if isinstance(v, str) else v
                                    for k, v in payload.items()})
                proc = hook_subprocess([event, "--dir", str(seeded.root), "--now", NOW], stdin=stdin,
                                       env={"MEMCLI_HOOKS_RECALL": "1"})
                name, code, stderr, allowed = f"memcli-hook {event}", proc.returncode, proc.stderr.decode(), {0}
                outside_ok, baseline, removable = not changes(around, around_store(seeded)), before, frozenset()
            after = tree(seeded.root)
            lost = sum(bytes_lost(value[1], after[rel][1] if rel in after and after[rel][0] == "file" else None,
                                  removable=removable)
                       for rel, value in baseline.items() if value[0] == "file")
            reported_changed = [rel for rel in reported(seeded) if after.get(rel) != baseline.get(rel)]
            crashed = "Traceback" in stderr or "internal error" in stderr
            payload_ran = any(p.exists() for p in seeded.sentinel_paths(base))
            rows.append((name, code, code in allowed, crashed, outside_ok, payload_ran, len(reported_changed), lost))
            total_lost += lost
            os.chdir(REPO)
    return rows, total_lost


FUZZ_MODULES = ("test_fuzz_transcript", "test_fuzz_hook", "test_fuzz_edits")


def run_fuzz() -> tuple[Counter, list[str]]:
    """Run every hypothesis property of the fuzz modules once with the configured budget."""
    import importlib
    import inspect

    import pytest

    failures = []
    hook_store = None
    for module_name in FUZZ_MODULES:
        module = importlib.import_module(f"tests.hardening.{module_name}")
        for name, function in inspect.getmembers(module, inspect.isfunction):
            if not name.startswith("test_") or not hasattr(function, "hypothesis"):
                continue
            with tempfile.TemporaryDirectory() as folder:
                isolate(Path(folder))
                kwargs = {}
                parameters = inspect.signature(function.hypothesis.inner_test).parameters
                if "store" in parameters:
                    if hook_store is None:
                        from tests.conftest import cli, make_store

                        hook_store = make_store(Path(tempfile.mkdtemp()), {"knowledge/fuzz-checklist.md": module.KNOWLEDGE})
                        cli(["--dir", str(hook_store), "knowledge", "reindex"])
                    kwargs["store"] = hook_store
                patcher = pytest.MonkeyPatch()
                if "monkeypatch" in parameters:
                    kwargs["monkeypatch"] = patcher
                try:
                    with contextlib.redirect_stderr(io.StringIO()):  # the readers' warnings, by design
                        function(**kwargs)
                except Exception as exc:  # noqa: BLE001 - report and go on
                    failures.append(f"{module_name}.{name}: {type(exc).__name__}: {str(exc)[:300]}")
                finally:
                    patcher.undo()
                    os.chdir(REPO)
    from tests.hardening.fuzzing import CASES

    return CASES, failures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fuzz-examples", type=int, default=150, help="hypothesis examples per cheap property")
    parser.add_argument("--skip-fuzz", action="store_true", help="only the corpus and the commands")
    options = parser.parse_args()
    os.environ["MEMCLI_FUZZ_EXAMPLES"] = str(options.fuzz_examples)
    started = time.monotonic()

    print("## Bad-input corpus (tests/data/bad/)\n")
    print("| category | files |\n| --- | --- |")
    for category, count in corpus_counts():
        print(f"| {category} | {count} |")

    rows, lost = run_commands()
    print(f"\n## Commands x corpus ({len(rows)} command lines, each on a fresh seeded store)\n")
    print("| command | exit | exit as SPEC says | crashed | outside untouched | payload ran | reported files changed | bytes lost |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for name, code, ok, crashed, outside_ok, ran, changed, lost_here in rows:
        print(f"| {name} | {code} | {'yes' if ok else 'NO'} | {'YES' if crashed else 'no'} | "
              f"{'yes' if outside_ok else 'NO'} | {'YES' if ran else 'no'} | {changed} | {lost_here} |")
    bad = [r for r in rows if not r[2] or r[3] or not r[4] or r[5] or r[6] or r[7]]
    print(f"\nTotal: {len(rows)} runs, {len(bad)} with a problem, {lost} bytes lost.")

    if not options.skip_fuzz:
        cases, failures = run_fuzz()
        print(f"\n## Fuzzing (MEMCLI_FUZZ_EXAMPLES={options.fuzz_examples})\n")
        print("| target | examples tried |\n| --- | --- |")
        for target, count in sorted(cases.items()):
            print(f"| {target} | {count} |")
        print(f"\nTotal: {sum(cases.values())} examples, {len(failures)} failing propert{'y' if len(failures) == 1 else 'ies'}.")
        for failure in failures:
            print(f"- FAILED {failure}")
    print(f"\n({time.monotonic() - started:.0f} s)")


if __name__ == "__main__":
    main()
