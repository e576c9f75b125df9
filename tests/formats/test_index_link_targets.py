"""One decoder for ``MEMORY.md`` link targets: what ``link_line`` writes, every reader reads back as the file."""

from __future__ import annotations

from pathlib import Path

import pytest

from memcli.formats.index_links import decode_target, link_line, link_target, link_targets
from memcli.guard.budget import index_findings, links

NAMES = ["feedback_plain.md", "project a b.md", "(paren).md", "odd\\name.md", "line\u2028sep.md", "tab\tname.md"]


@pytest.mark.parametrize("file", NAMES)
def test_the_index_reader_and_the_budget_read_back_the_file_link_line_wrote(file: str):
    line = link_line("Title", file, "hook")
    assert "\n" not in line and "\u2028" not in line
    assert link_target(line) == file
    assert [link.target for link in links(line)] == [file]


@pytest.mark.parametrize("file", NAMES)
def test_a_linked_file_that_exists_is_not_dangling(tmp_path: Path, file: str):
    (tmp_path / file).write_text("body\n")
    text = "# Memory Index\n\n" + link_line("Title", file, "hook") + "\n"
    assert index_findings(tmp_path, text) == []
    (tmp_path / file).unlink()
    assert [f.code for f in index_findings(tmp_path, text)] == ["index_dangling"]


def test_targets_in_running_text_with_spaces_angle_brackets_and_titles():
    text = 'see [x]( a.md ) and [y](<b c.md> "title"), [z](c%20d.md#part)'
    assert link_targets(text) == ["a.md", "b c.md", "c d.md#part"]
    assert decode_target("<e%28f%29.md>") == "e(f).md"
