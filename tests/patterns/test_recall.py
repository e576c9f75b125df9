"""``memcli recall``: ranking, the opt-in reinforcement boost, the incremental index, the stdlib query side."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from memcli.patterns import recall_db
from memcli.patterns.index import refresh_index
from memcli.patterns.recall import recall
from tests.conftest import cli, make_store, memcli_subprocess
from tests.patterns.helpers import NOW, open_store, remnic

BOOST_ON = "[recall]\nreinforcement_boost = true\n"


def reinforced_store(tmp_path, config: str = "") -> os.PathLike:
    """A reinforced canonical, its superseded duplicates, and two one-shot equivalents of higher confidence."""
    files = {
        "facts/canon.md": remnic("I prefer dark mode in all editors", id="canon", confidence=0.7,
                                 updated="2026-04-20T00:00:00Z", reinforcement_count=3,
                                 last_reinforced_at="2026-04-20T00:00:00Z"),
        "facts/dup-1.md": remnic("I prefer dark mode in all editors", id="dup-1", status="superseded",
                                 supersededBy="canon", confidence=1.0, updated="2026-04-24T00:00:00Z"),
        "facts/dup-2.md": remnic("i prefer DARK mode in all editors", id="dup-2", status="superseded",
                                 supersededBy="canon", confidence=1.0, updated="2026-04-24T00:00:00Z"),
        "auto/one-a.md": remnic("I prefer dark mode in all editors", id="one-a", category="fact", confidence=0.9,
                                updated="2026-04-20T00:00:00Z"),
        "auto/one-b.md": remnic("I prefer dark mode in all editors", id="one-b", category="feedback", confidence=0.8,
                                updated="2026-04-20T00:00:00Z"),
        "auto/other.md": remnic("Tabs in Makefiles", id="other"),
    }
    if config:
        files["memcli.toml"] = config
    return make_store(tmp_path, files)


def recall_json(root, *args: str, env: dict | None = None) -> list[dict]:
    result = cli(["--dir", str(root), "--now", NOW, "recall", *args, "--format", "json"], env=env)
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)["results"]


def test_reinforced_canonical_outranks_one_shot_equivalents_only_with_the_boost(tmp_path):
    off = recall_json(reinforced_store(tmp_path / "off"), "dark mode editors")
    assert [r["id"] for r in off] == ["one-a", "one-b", "canon"]
    on = recall_json(reinforced_store(tmp_path / "on", BOOST_ON), "dark mode editors")
    assert [r["id"] for r in on] == ["canon", "one-a", "one-b"]
    assert on[0]["explain"]["reinforcement_boost"] == 0.15
    assert "reinforcement_boost" not in off[-1]["explain"]


def test_superseded_duplicates_never_appear(tmp_path):
    ids = {r["id"] for r in recall_json(reinforced_store(tmp_path, BOOST_ON), "dark mode")}
    assert ids == {"canon", "one-a", "one-b"}


def test_boost_is_capped_and_shown_only_when_positive(tmp_path):
    root = make_store(tmp_path, {
        "big.md": remnic("rebase workflows", id="big", reinforcement_count=40),
        "none.md": remnic("rebase workflows again", id="none"),
        "memcli.toml": "[recall]\nreinforcement_boost = true\nboost_weight = 0.05\nboost_max = 0.3\n",
    })
    text = cli(["--dir", str(root), "--now", NOW, "recall", "rebase", "--explain"]).stdout
    lines = text.splitlines()
    big = lines.index(next(line for line in lines if ". big" in line))
    assert lines[big + 3].endswith("reinforcement_boost=0.3000")
    assert "reinforcement_boost" not in text.split(". none")[1]
    results = recall_json(root, "rebase")
    assert results[0]["explain"]["reinforcement_boost"] == 0.3
    assert all(value > 0 for r in results for value in r["explain"].values())
    assert list(results[0]) == ["id", "score", "path", "preview", "explain"]


def test_score_is_the_sum_of_its_parts_and_json_shape(tmp_path):
    root = reinforced_store(tmp_path, BOOST_ON)
    results = recall_json(root, "dark mode")
    for result in results:
        assert abs(result["score"] - sum(result["explain"].values())) < 1e-3
        assert set(result["explain"]) <= {"bm25", "semantic", "confidence", "recency", "reinforcement_boost"}
        assert os.path.isabs(result["path"]) and result["path"].endswith(".md")
    assert results[0]["preview"] == "I prefer dark mode in all editors"


def test_limit_project_and_no_match(tmp_path, monkeypatch):
    monkeypatch.setenv("MEMCLI_RECALL_SEMANTIC", "off")  # full text only: with embeddings, a paraphrase may match
    root = make_store(tmp_path, {
        "a.md": remnic("deploy the api", id="a", project="alpha"),
        "b.md": remnic("deploy the api", id="b", project="beta"),
        "g.md": remnic("deploy the api", id="g"),
    })
    assert {r["id"] for r in recall_json(root, "deploy", "--project", "alpha")} == {"a", "g"}
    assert len(recall_json(root, "deploy", "--limit", "1")) == 1
    assert recall_json(root, "kubernetes") == []
    assert cli(["--dir", str(root), "recall", "kubernetes"]).stdout == 'No memories match "kubernetes".\n'


def test_recall_usage_errors(tmp_path):
    root = make_store(tmp_path)
    for args, message in ((["recall", "x", "--limit", "0"], '--limit expects a positive integer; got "0"'),
                          (["recall", "x", "--format", "xml"], '--format expects one of text, json; got "xml"'),
                          (["recall", "  "], "recall expects a non-empty QUERY")):
        proc = memcli_subprocess(["--dir", str(root), *args])
        assert proc.returncode == 2 and proc.stdout == b"" and message in proc.stderr.decode()


def test_index_refresh_is_incremental(tmp_path):
    root = make_store(tmp_path, {f"m{n}.md": remnic(f"note number {n} about caching", id=f"m{n}") for n in range(5)})
    first = refresh_index(open_store(root))
    assert first.added == 5 and first.rebuilt
    index_file = root / ".memcli" / "cache" / "recall.sqlite"
    stamp = index_file.stat().st_mtime_ns
    assert not refresh_index(open_store(root)).changed
    assert index_file.stat().st_mtime_ns == stamp  # nothing written on an unchanged store
    (root / "m1.md").write_text(remnic("now about kafka", id="m1"))
    (root / "m2.md").unlink()
    (root / "m9.md").write_text(remnic("kafka partitions", id="m9"))
    stats = refresh_index(open_store(root))
    assert (stats.added, stats.updated, stats.removed) == (1, 1, 1)
    hits = recall(open_store(root), "kafka")
    assert sorted(h.id for h in hits) == ["m1", "m9"]
    assert "m2" not in {h.id for h in recall(open_store(root), "caching")}


def test_status_change_drops_a_memory_from_recall(tmp_path):
    root = make_store(tmp_path, {"a.md": remnic("unique zebra fact", id="a")})
    assert [h.id for h in recall(open_store(root), "zebra")] == ["a"]
    (root / "a.md").write_text(remnic("unique zebra fact", id="a", status="superseded", supersededBy="b"))
    assert recall(open_store(root), "zebra") == []


def test_damaged_index_is_rebuilt(tmp_path):
    root = make_store(tmp_path, {"a.md": remnic("unique zebra fact", id="a")})
    index_file = root / ".memcli" / "cache" / "recall.sqlite"
    index_file.parent.mkdir(parents=True)
    index_file.write_bytes(b"this is not a database" * 100)
    assert [h.id for h in recall(open_store(root), "zebra")] == ["a"]


def test_changed_excludes_rebuild_the_index(tmp_path):
    root = make_store(tmp_path, {"a.md": remnic("zebra", id="a"), "private/b.md": remnic("zebra", id="b")})
    assert len(recall(open_store(root), "zebra")) == 2
    (root / "memcli.toml").write_text('exclude = ["private/"]\n')
    assert [h.id for h in recall(open_store(root), "zebra")] == ["a"]


def test_read_only_cache_falls_back_to_a_temporary_index(tmp_path):
    root = make_store(tmp_path, {"a.md": remnic("zebra", id="a")})
    (root / ".memcli").mkdir()
    (root / ".memcli" / "cache").write_text("a file where the cache folder should be")
    assert [h.id for h in recall(open_store(root), "zebra")] == ["a"]


def test_search_without_index_returns_empty_and_with_index_ranks(tmp_path):
    root = reinforced_store(tmp_path, BOOST_ON)
    assert recall_db.search(str(root), "dark mode") == []
    refresh_index(open_store(root))
    hits = recall_db.search(str(root), "dark mode", limit=2, now=1777118400.0)
    assert [h["id"] for h in hits] == ["canon", "one-a"]  # boost read from memcli.toml
    assert {"id", "score", "path", "preview"} <= set(hits[0])
    plain = recall_db.search(str(root), "dark mode", boost=False, now=1777118400.0)
    assert [h["id"] for h in plain][:1] == ["one-a"]
    assert recall_db.search(str(root), "the a of") == []


def test_query_side_imports_only_the_standard_library(tmp_path):
    code = (
        "import sys; import memcli.patterns.recall_db as r;"
        "heavy = [m for m in ('yaml', 'typer', 'rich', 'click', 'snowballstemmer', 'pathspec', 'memcli.store',"
        " 'memcli.text') if m in sys.modules]; print(heavy)"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "[]"


@pytest.mark.slow
def test_concurrent_first_runs_both_succeed(tmp_path):
    root = make_store(tmp_path, {f"m{n}.md": remnic(f"note {n} about zebra crossings", id=f"m{n}") for n in range(300)})
    env = dict(os.environ, MEMCLI_NOW=NOW)
    command = [sys.executable, "-m", "memcli", "--dir", str(root), "recall", "zebra", "--format", "json", "--limit", "500"]
    procs = [subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env) for _ in range(3)]
    outputs = [proc.communicate(timeout=120) for proc in procs]
    assert [proc.returncode for proc in procs] == [0, 0, 0], [err for _, err in outputs]
    assert all(len(json.loads(out)["results"]) == 300 for out, _ in outputs)
    assert not refresh_index(open_store(root)).changed


def test_stop_words_never_make_a_match(tmp_path):
    unrelated = {f"auto/n{i}.md": f"---\nid: n{i}\ntype: fact\nconfidence: 0.95\n---\n{text}\n" for i, text in enumerate([
        "Do not deploy on Fridays.", "The cache is not shared between regions.", "Tests are not optional.",
        "We do not squash merge.", "Not every service has an owner yet.", "Billing is not on Kubernetes."])}
    root = make_store(tmp_path, {**unrelated, "auto/vpn.md": "---\nid: vpn\ntype: fact\n---\nThe VPN needs the hardware key.\n"})
    hits = recall_json(root, "why is the vpn not working")
    assert [h["id"] for h in hits] == ["vpn"]
    assert recall_json(root, "is it not") == [], "a query of stop words alone matches nothing"
    proc = memcli_subprocess(["--dir", str(root), "recall", "what is not"])
    assert proc.returncode == 0 and proc.stdout.decode() == 'No memories match "what is not".\n'
