"""The code cites the project's own contracts page, never a document the repository does not hold."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
CONTRACTS = REPO / "docs" / "contracts.md"


def test_no_code_cites_an_outside_spec():
    citing = [str(p.relative_to(REPO)) for p in (REPO / "memcli").rglob("*.py") if "SPEC" in p.read_text()]
    assert citing == []


def test_every_cited_contract_section_exists():
    sections = set(re.findall(r"^## §(\d+[a-z]?) ", CONTRACTS.read_text(), flags=re.M))
    cited = {s for p in (REPO / "memcli").rglob("*.py")
             for s in re.findall(r"docs/contracts\.md §(\d+[a-z]?)", p.read_text())}
    assert cited, "the code points at its contracts"
    assert cited <= sections, sorted(cited - sections)
