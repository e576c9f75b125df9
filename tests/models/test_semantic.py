"""``memcli[semantic]``: paraphrases in recall, nothing changes without it, the hook never imports it.

The tests that need real weights take the upstream files from
``MEMCLI_TEST_MODEL_DIR`` (``tests.models.real_model``; ``.ci/run`` sets it).
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from memcli.models import semantic
from memcli.models.answer_cache import text_key
from tests.conftest import cli, make_store
from tests.models.real_model import TEST_MODEL_DIR, real_model_dir

NOW = "2026-05-17T00:00:00Z"
STORE = {
    "auto/project_sla.md": "---\nname: wholesale terms\ntype: project\n---\nThe SLA guarantees 99.9% monthly availability to wholesale accounts.\n",
    "auto/feedback_pnpm.md": "---\nname: package tool\ntype: feedback\n---\nInstall JavaScript dependencies with pnpm, never npm.\n",
    "auto/project_db.md": "---\nname: staging database\ntype: project\n---\nThe staging Postgres listens on port 5433.\n",
}
needs_extra = pytest.mark.skipif(not semantic.installed(), reason="memcli[semantic] is not installed")


@pytest.fixture
def real_model(monkeypatch):
    """The real model, checked and loaded as the one ``semantic.embed`` uses (restored after the test)."""
    monkeypatch.setattr(semantic, "_active", [])
    folder = real_model_dir()
    semantic.load_model(folder)
    return folder


def recall(root, query, *extra, env=None):
    env = {"MEMCLI_RECALL_MODEL_DIR": TEST_MODEL_DIR, **(env or {})}  # tests that need it ask for ``real_model``
    run = cli(["--dir", str(root), "--now", NOW, "recall", query, "--format", "json", "--explain", *extra], env=env)
    assert run.exit_code == 0, run.stderr
    return json.loads(run.stdout)["results"]


@needs_extra
def test_a_close_paraphrase_is_found_only_with_semantic_recall(tmp_path, real_model):
    root = make_store(tmp_path, STORE)
    [top, *_] = recall(root, "pg test server")  # no word of it occurs in the memory
    assert top["id"] == "project_db" and top["explain"]["semantic"] > 0 and "bm25" not in top["explain"]
    assert recall(root, "pg test server", env={"MEMCLI_RECALL_SEMANTIC": "off"}) == []


@needs_extra
def test_semantic_part_reorders_lexical_matches(tmp_path, real_model):
    root = make_store(tmp_path, STORE)
    results = recall(root, "which tool installs javascript packages")
    assert results[0]["id"] == "feedback_pnpm" and results[0]["explain"]["semantic"] == semantic.WEIGHT


@needs_extra
def test_unrelated_memories_stay_out(tmp_path, real_model):
    root = make_store(tmp_path, STORE)
    assert [r["id"] for r in recall(root, "pg test server")] == ["project_db"]  # the others are below the threshold


def test_without_the_extra_or_when_off_recall_is_unchanged(tmp_path, monkeypatch):
    root = make_store(tmp_path, STORE)
    baseline = recall(root, "staging port", env={"MEMCLI_RECALL_SEMANTIC": "off"})
    monkeypatch.setattr(semantic, "installed", lambda: False)
    assert recall(root, "staging port") == baseline
    assert [r["id"] for r in baseline] == ["project_db"] and "semantic" not in baseline[0]["explain"]
    assert semantic.load_similarity("auto") is None


def test_wrong_semantic_mode_is_exit_2(tmp_path):
    root = make_store(tmp_path, STORE)
    (root / "memcli.toml").write_text('[recall]\nsemantic = "always"\n')
    run = cli(["--dir", str(root), "recall", "port"])
    assert run.exit_code == 2 and "recall.semantic" in run.stderr


def test_the_hook_never_imports_models_or_embeddings(tmp_path):
    root = make_store(tmp_path, STORE)
    (root / "memcli.toml").write_text("[hooks]\nrecall = true\n")
    assert cli(["--dir", str(root), "recall", "port"]).exit_code == 0  # builds the index
    code = ("import json, sys; sys.argv = ['memcli-hook', 'user-prompt-submit', '--dir', %r]; "
            "from memcli.hook import main; main(); print('MODULES=' + json.dumps(sorted(sys.modules)))") % str(root)
    payload = json.dumps({"hook_event_name": "UserPromptSubmit", "prompt": "which port does staging use",
                          "cwd": str(tmp_path), "session_id": "s"})
    proc = subprocess.run([sys.executable, "-c", code], input=payload.encode(), capture_output=True, timeout=60)
    out = proc.stdout.decode()
    modules = set(json.loads(out.rsplit("MODULES=", 1)[1]))
    assert "staging Postgres" in out.rsplit("MODULES=", 1)[0]  # recall ran
    assert not {m for m in modules if m.split(".")[0] in ("numpy", "tokenizers", "safetensors", "huggingface_hub")}
    assert not any(m.startswith("memcli.models") for m in modules)


def test_the_hook_is_silent_in_sessions_memcli_starts_itself(tmp_path):
    root = make_store(tmp_path, STORE)
    (root / "memcli.toml").write_text("[hooks]\nrecall = true\n")
    cli(["--dir", str(root), "recall", "port"])
    payload = json.dumps({"prompt": "which port does staging use", "cwd": str(tmp_path), "session_id": "s"}).encode()
    command = [sys.executable, "-m", "memcli.hook", "user-prompt-submit", "--dir", str(root)]
    loud = subprocess.run(command, input=payload, capture_output=True, timeout=60)
    quiet = subprocess.run(command, input=payload, capture_output=True, timeout=60,
                           env={**__import__("os").environ, "MEMCLI_HOOKS_SILENT": "1"})
    assert b"staging Postgres" in loud.stdout and quiet.stdout == b"" and quiet.returncode == 0


# Reference vectors of sentence-transformers 6.2.0 on torch 2.13.0 (CPU) for the same model files
# (docs/models.md, "Semantic recall"): the numpy forward pass must give the same numbers.
REFERENCE_TEXTS = ("The staging Postgres listens on port 5433.", "pg test server",
                   "Install JavaScript dependencies with pnpm, never npm.")
REFERENCE_HEAD = (0.02265, -0.04763, -0.07167, -0.07825, -0.04268, -0.04407)
REFERENCE_COSINES = ((1.0, 0.53368, 0.05385), (0.53368, 1.0, 0.11366), (0.05385, 0.11366, 1.0))


@needs_extra
def test_numpy_forward_pass_matches_sentence_transformers(real_model):
    vectors = semantic.embed(list(REFERENCE_TEXTS))
    assert vectors.shape == (3, 384)
    assert [round(float(x), 4) for x in vectors[0][:6]] == [round(x, 4) for x in REFERENCE_HEAD]
    cosines = vectors @ vectors.T
    for row, expected in zip(cosines, REFERENCE_COSINES):
        assert [round(float(x), 4) for x in row] == [round(x, 4) for x in expected]


@needs_extra
def test_vectors_of_unchanged_memories_are_not_computed_again(tmp_path, monkeypatch, real_model):
    root = make_store(tmp_path, STORE)
    recall(root, "pg test server")
    assert (root / ".memcli" / "cache" / semantic.CACHE_FILE).is_file()
    embedded: list[str] = []
    real = semantic.embed
    monkeypatch.setattr(semantic, "embed", lambda texts: embedded.extend(texts) or real(texts))
    recall(root, "pg test server")
    assert embedded == ["pg test server"]  # the query only
    embedded.clear()
    (root / "auto" / "project_db.md").write_text(STORE["auto/project_db.md"].replace("5433", "5434"))
    recall(root, "pg test server")
    assert len(embedded) == 2 and "5434" in embedded[0] and embedded[1] == "pg test server"


@needs_extra
def test_the_cache_keeps_only_live_memories_and_a_damaged_cache_is_rebuilt(tmp_path, real_model):
    root = make_store(tmp_path, STORE)
    cache = root / ".memcli" / "cache" / semantic.CACHE_FILE
    first = recall(root, "pg test server")
    (root / "auto" / "feedback_pnpm.md").unlink()
    recall(root, "pg test server")
    assert len(cached_vectors(cache)) == 2
    cache.write_bytes(cache.read_bytes()[:-7])  # torn: the checksum no longer matches
    assert cached_vectors(cache) == {}
    assert recall(root, "pg test server") == first[:1] and len(cached_vectors(cache)) == 2


@needs_extra
def test_model_weights_are_mapped_not_copied(tmp_path):
    import json
    import struct

    import numpy as np

    from memcli.models.minilm import map_safetensors

    tensors = {"a": np.arange(6, dtype=np.float32).reshape(2, 3), "b": np.array([[7, 8]], dtype=np.int64)}
    header, data = {"__metadata__": {"format": "pt"}}, b""
    for name, array in tensors.items():
        raw = array.tobytes()
        header[name] = {"dtype": {"float32": "F32", "int64": "I64"}[array.dtype.name], "shape": list(array.shape),
                        "data_offsets": [len(data), len(data) + len(raw)]}
        data += raw
    head = json.dumps(header).encode()
    path = tmp_path / "model.safetensors"
    path.write_bytes(struct.pack("<Q", len(head)) + head + data)
    mapped = map_safetensors(path)
    assert set(mapped) == {"a", "b"}
    for name, array in tensors.items():
        assert mapped[name].dtype == array.dtype and np.array_equal(mapped[name], array)
        assert not mapped[name].flags.writeable  # a read-only map of the file, not a copy in memory


def cached_vectors(path):
    """The vectors in an embeddings cache file by key ({} when missing or damaged)."""
    keys, rows = semantic._load_rows(path)
    return dict(zip(keys, rows)) if rows is not None else {}


def cosines(cache, texts, query):
    by_key = {text_key(text): text for text in texts}
    return cache.cosines(list(by_key), lambda keys: [by_key[key] for key in keys], query)


@needs_extra
def test_an_unchanged_store_is_answered_from_the_cached_rows_without_a_copy(tmp_path, monkeypatch, real_model):
    import numpy as np

    texts = ["staging Postgres is on port 5433", "use pnpm, never npm", "the SLA promises 99.9 % uptime"]
    first = semantic.VectorCache(tmp_path)
    computed = cosines(first, texts, "uptime promise")
    first.save()
    again = semantic.VectorCache(tmp_path)  # a later run: the rows come from embeddings.bin
    monkeypatch.setattr(np, "stack", lambda *args, **kwargs: pytest.fail("cached rows were copied"))
    answer = cosines(again, texts, "uptime promise")
    assert answer == pytest.approx(computed, abs=1e-6) and max(answer) == answer[2]
    assert again._new == {}  # nothing embedded again but the query


@needs_extra
def test_cached_rows_start_aligned_in_the_file(tmp_path, real_model):
    cache = semantic.VectorCache(tmp_path)
    cosines(cache, ["one memory", "another memory about ports"], "ports")
    cache.save()
    data = cache.path.read_bytes()
    start = data.index(b"\n", len(semantic.frame(b""))) + 1
    assert start % semantic.ROW_ALIGNMENT == 0
    keys, rows = semantic._load_rows(cache.path)
    assert len(keys) == 2 and rows.flags.aligned and rows.shape == (2, 384)
