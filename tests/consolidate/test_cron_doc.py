"""The crontab line and the systemd unit in docs/cron.md work as written."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

from tests.conftest import REPO, make_store
from tests.consolidate.test_pipeline import base_files

DOC = (REPO / "docs" / "cron.md").read_text()


def _memcli_executable(tmp_path: Path) -> Path:
    """A `memcli` launcher like the one pip installs into a venv's bin/."""
    found = shutil.which("memcli")
    if found:
        return Path(found)
    launcher = tmp_path / "memcli"
    launcher.write_text(f"#!{sys.executable}\nfrom memcli.cli.main import main\nmain()\n")
    launcher.chmod(0o755)
    return launcher


def test_crontab_line_runs_quietly_under_cron_like_conditions(tmp_path):
    (line,) = re.findall(r"```crontab\n(.+?)\n```", DOC)
    fields = line.split(None, 5)
    assert fields[:5] == ["15", "3", "*", "*", "*"], "a valid five-field schedule"
    root = make_store(tmp_path, base_files(), name="memory")
    command = fields[5].replace("/home/you/memcli/.venv/bin/memcli", str(_memcli_executable(tmp_path)))
    command = command.replace("/home/you/memory", str(root))
    proc = subprocess.run(["/bin/sh", "-c", command], capture_output=True, stdin=subprocess.DEVNULL,
                          env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "SHELL": "/bin/sh",
                               "MEMCLI_NOW": "2026-05-17T03:15:00Z", "PYTHONPATH": str(REPO)}, timeout=120)
    assert proc.returncode == 0, proc.stderr.decode()
    assert proc.stdout == b"" and proc.stderr == b"", "cron mails any output: success must be silent"
    assert (root / "diary" / "2026-05-17.md").is_file()


def test_systemd_service_execstart_runs(tmp_path):
    (service, timer) = re.findall(r"```ini\n(.+?)```", DOC, re.S)
    assert "Type=oneshot" in service and "OnCalendar=*-*-* 03:15:00" in timer and "WantedBy=timers.target" in timer
    (exec_start,) = re.findall(r"^ExecStart=(.+)$", service, re.M)
    home = tmp_path / "home"
    root = make_store(home, base_files(), name="memory")
    (home / "memcli" / ".venv" / "bin").mkdir(parents=True)
    (home / "memcli" / ".venv" / "bin" / "memcli").symlink_to(_memcli_executable(tmp_path))
    argv = exec_start.replace("%h", str(home)).split()
    proc = subprocess.run(argv, capture_output=True, env={"PATH": "/usr/bin:/bin", "HOME": str(home),
                                                          "MEMCLI_NOW": "2026-05-17T03:15:00Z", "PYTHONPATH": str(REPO)},
                          timeout=120)
    assert proc.returncode == 0, proc.stderr.decode()
    assert (root / ".memcli" / "runs.jsonl").is_file()
