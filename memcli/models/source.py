"""Where recall's embedding model comes from, and the SHA-256 check every file passes before its first use.

The model is ``sentence-transformers/all-MiniLM-L6-v2`` at one pinned
revision of its Hugging Face repository. Its files are looked for in a
folder the user names (``recall.model_dir``) or else in the Hugging Face
cache's snapshot of that revision (``memcli models fetch`` puts it there).
No Python package carries it: a package is code from a publisher, and the
one that used to carry these bytes named none (docs/security.md, red-team
round 3, finding 8).

Each file memcli reads (``PINNED``: weights, tokenizer, config) is hashed
and compared with the pinned SHA-256 before the model is loaded. A file
that passed is remembered in ``.memcli/cache/model-check.json`` by its
path, inode, size, mtime and ctime, so a later run hashes it again only
when it changed; nothing is ever written into the model folder or the
Hugging Face cache. How the hashes were established: docs/models.md.

Standard library only: checking a folder does not import numpy.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from memcli.errors import ActionNeeded
from memcli.models.answer_cache import AnswerCache, answer_key

REPO_ID = "sentence-transformers/all-MiniLM-L6-v2"
# The repository's commit on the Hugging Face Hub whose files these are (docs/models.md, "Where the model comes from").
REVISION = "1110a243fdf4706b3f48f1d95db1a4f5529b4d41"
# The files memcli reads, by their path in the repository: SHA-256 of the published bytes.
PINNED: Mapping[str, str] = {
    "config.json": "953f9c0d463486b10a6871cc2fd59f223b2c70184f49815e7efbcab5d8908b41",
    "model.safetensors": "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db",
    "tokenizer.json": "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037",
}
CHECK_CACHE = "model-check"  # .memcli/cache/model-check.json
_CHUNK = 1 << 20


class ModelRefused(ActionNeeded):
    """The model's files are missing or are not the pinned ones (recall then runs on full text)."""


@dataclass(frozen=True)
class Source:
    """A folder that should hold the model, and how it was named (for messages)."""

    folder: Path
    named_by: str  # "recall.model_dir" or "the Hugging Face cache"


def hub_cache() -> Path:
    """The Hugging Face hub cache, found as ``huggingface_hub`` finds it (without importing it)."""
    explicit = os.environ.get("HF_HUB_CACHE") or os.environ.get("HUGGINGFACE_HUB_CACHE")
    if explicit:
        return Path(explicit).expanduser()
    home = os.environ.get("HF_HOME") or os.path.join(os.environ.get("XDG_CACHE_HOME") or "~/.cache", "huggingface")
    return Path(home).expanduser() / "hub"


def snapshot_folder(cache: Path | None = None) -> Path:
    """The cache's folder for the pinned revision (it may not exist)."""
    repo = "models--" + REPO_ID.replace("/", "--")
    return (cache or hub_cache()) / repo / "snapshots" / REVISION


def locate(model_dir: str, base: Path | None = None) -> Source | None:
    """The source recall uses: ``recall.model_dir`` when set (relative to ``base``, the store), else the
    Hugging Face cache's snapshot of the pinned revision when it exists; ``None`` when neither names one."""
    if model_dir:
        folder = Path(model_dir).expanduser()
        if not folder.is_absolute() and base is not None:
            folder = base / folder
        return Source(folder, "recall.model_dir")
    snapshot = snapshot_folder()
    return Source(snapshot, "the Hugging Face cache") if snapshot.is_dir() else None


def file_sha256(path: Path) -> str:
    """The SHA-256 of a file's bytes, read in 1 MB chunks."""
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        while chunk := handle.read(_CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


def verify(folder: Path, table: Mapping[str, str] = PINNED, state_dir: Path | None = None) -> None:
    """Check every file of ``table`` in ``folder`` against its SHA-256; raise ``ModelRefused`` naming each
    missing or mismatching file. Files that passed before and have not changed since are not hashed again."""
    if not folder.is_dir():
        raise ModelRefused(f"{folder} is not a folder holding {REPO_ID} (" + ", ".join(table) + ")")
    checks = AnswerCache(state_dir, CHECK_CACHE) if state_dir is not None else None
    problems: list[str] = []
    passed_now = False
    for name, expected in table.items():
        path = folder / name
        try:
            stamp = _stamp(path, expected)
        except OSError:
            problems.append(f"{path} is missing (or not a regular file)")
            continue
        if checks is not None and checks.get(stamp) is True:
            continue
        try:
            actual = file_sha256(path)
        except OSError as exc:
            problems.append(f"{path} cannot be read ({exc.strerror or exc})")
            continue
        if actual != expected:
            problems.append(f"{path} has SHA-256 {actual[:12]}…, expected {expected[:12]}…")
        elif checks is not None:
            checks.put(stamp, True)
            passed_now = True
    if problems:
        raise ModelRefused(f"the embedding model in {folder} is not {REPO_ID} at revision {REVISION[:12]}: "
                           + "; ".join(problems))
    if checks is not None and passed_now:
        checks.save()


def _stamp(path: Path, expected: str) -> str:
    """The check cache's key: what a file that passed is recognised by (``OSError`` when it is not a file)."""
    real = path.resolve(strict=True)  # a Hugging Face snapshot links to blobs: the blob is what is read
    info = real.stat()
    if not real.is_file():
        raise FileNotFoundError(str(path))
    # ctime and inode too: mtime can be set back with ``touch -d``, ctime cannot.
    return answer_key("model-file", str(real), str(info.st_ino), str(info.st_size), str(info.st_mtime_ns),
                      str(info.st_ctime_ns), expected)


def fetch() -> Path:
    """Download the pinned files into the Hugging Face cache (``huggingface_hub.snapshot_download``) and check
    them; the snapshot's folder. ``ModelRefused`` (exit 1) when there is no network or the bytes differ."""
    try:
        from huggingface_hub import snapshot_download
    except ImportError as exc:
        raise ModelRefused("memcli models fetch needs huggingface_hub: pip install 'memcli[semantic]'") from exc
    try:
        folder = Path(snapshot_download(REPO_ID, revision=REVISION, allow_patterns=list(PINNED)))
    except Exception as exc:  # noqa: BLE001 - network, proxy, hub and offline errors all mean "could not fetch"
        offline = " (HF_HUB_OFFLINE is set)" if os.environ.get("HF_HUB_OFFLINE", "") not in ("", "0") else ""
        detail = (str(exc).strip().splitlines() or [type(exc).__name__])[0].split(". ")[0][:200]
        raise ModelRefused(
            f"cannot download {REPO_ID} at revision {REVISION[:12]}{offline}: {detail}; "
            "on a machine without network, copy a folder holding " + ", ".join(PINNED)
            + " and set recall.model_dir (docs/models.md)") from exc
    verify(folder)
    return folder
