"""memcli.toml, environment overrides, options, and ``memcli config show``."""

from __future__ import annotations

import json

import pytest

from memcli.config import SCHEMA, load_config
from memcli.errors import ConfigError
from tests.conftest import cli, make_store, memcli_subprocess


def test_defaults_match_the_spec(tmp_path):
    config = load_config(make_store(tmp_path), environ={})
    assert config["consolidate.max_mutations"] == 5
    assert config["patterns.categories"] == ["preference", "fact", "decision"]
    assert config["lint.judge_timeout"] == 60
    assert config["max_file_bytes"] == 10485760
    assert all(config.source(k) == "default" for k in SCHEMA)


def test_file_env_option_precedence(tmp_path):
    root = make_store(tmp_path, {"memcli.toml": "[lint]\nenabled = false\njudge_timeout = 5\n[patterns]\nmin_count = 4\n"})
    config = load_config(root, environ={"MEMCLI_PATTERNS_MIN_COUNT": "6"})
    assert (config["lint.enabled"], config.source("lint.enabled")) == (False, str(root / "memcli.toml"))
    assert (config["patterns.min_count"], config.source("patterns.min_count")) == (6, "env")
    with_option = config.with_options({"patterns.min_count": 8, "lint.enabled": None})
    assert (with_option["patterns.min_count"], with_option.source("patterns.min_count")) == (8, "option")
    assert with_option.source("lint.enabled") == str(root / "memcli.toml")


def test_reference_env_alias(tmp_path):
    config = load_config(make_store(tmp_path), environ={"LINT_PHASE_B5_ENABLED": "false"})
    assert config["lint.enabled"] is False and config.source("lint.enabled") == "env"


@pytest.mark.parametrize("toml, needle", [
    ("[lint]\nenabeld = true\n", "'lint.enabeld'"),
    ("nonsense = 1\n", "'nonsense'"),
    ("[consolidate]\nmax_mutations = \"five\"\n", "'consolidate.max_mutations'"),
    ("[lint]\nenabled = 1\n", "'lint.enabled'"),
    ("[patterns]\ncadence = \"weekly\"\n", "'patterns.cadence'"),
    ("exclude = \"drafts/\"\n", "'exclude'"),
    ("[lint\nenabled = true\n", "invalid TOML"),
])
def test_bad_config_names_key_and_file(tmp_path, toml, needle):
    root = make_store(tmp_path, {"memcli.toml": toml})
    with pytest.raises(ConfigError) as info:
        load_config(root, environ={})
    assert needle in info.value.message
    assert str(root / "memcli.toml") in info.value.message
    proc = memcli_subprocess(["--dir", str(root), "validate"])
    assert proc.returncode == 2
    assert proc.stdout == b""
    assert needle in proc.stderr.decode() and b"Traceback" not in proc.stderr


def test_config_show_json_and_text(tmp_path):
    root = make_store(tmp_path, {"memcli.toml": "[consolidate]\nmax_mutations = 9\n"})
    run = cli(["--dir", str(root), "config", "show", "--format", "json"], env={"MEMCLI_HOOKS_RECALL": "true"})
    assert run.exit_code == 0
    values = json.loads(run.stdout)["values"]
    assert values["consolidate.max_mutations"] == {"value": 9, "source": str(root / "memcli.toml")}
    assert values["hooks.recall"] == {"value": True, "source": "env"}
    assert values["lint.enabled"] == {"value": True, "source": "default"}
    text = cli(["--dir", str(root), "config", "show"]).stdout
    assert f"consolidate.max_mutations = 9  ({root / 'memcli.toml'})" in text.splitlines()
    assert text.endswith("\n") and not text.endswith("\n\n")


def test_bad_env_value_is_exit_2(tmp_path):
    root = make_store(tmp_path)
    run = cli(["--dir", str(root), "config", "show"], env={"MEMCLI_LINT_ENABLED": "maybe"})
    assert run.exit_code == 2
    assert "MEMCLI_LINT_ENABLED" in run.stderr and run.stdout == ""


def test_config_nested_too_deeply_is_exit_2(tmp_path):
    root = make_store(tmp_path, {"memcli.toml": "x = " + "[" * 5000 + "]" * 5000 + "\n"})
    proc = memcli_subprocess(["--dir", str(root), "validate"])
    assert proc.returncode == 2 and b"memcli.toml" in proc.stderr and b"Traceback" not in proc.stderr
