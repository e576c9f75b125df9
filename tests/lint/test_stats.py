"""The lint-stats.jsonl line (docs/contracts.md §7)."""

import json
from datetime import date

from memcli.formats.pending import PendingItem
from memcli.lint.pending_section import update_pending
from memcli.lint.stats import STATS_KEYS, stats_line
from memcli.store import INDEX_TEMPLATE

TODAY = date(2026, 5, 17)


def test_line_matches_the_spec_example_byte_for_byte():
    text = update_pending(INDEX_TEMPLATE, [PendingItem.new("a.md", "b.md", "x | y", TODAY)], [], TODAY)
    line = stats_line(today=TODAY, candidates_found=3, contradictions_detected=1, auto_resolved=0, pending_added=1,
                      memory_index_text=text)
    assert line == ('{"date":"2026-05-17","candidates_found":3,"contradictions_detected":1,"auto_resolved":0,'
                    '"pending_added":1,"pending_total":1,"avg_age_days":0.0}')


def test_exactly_seven_keys_in_order_and_totals_from_the_section_after_the_edit():
    items = [PendingItem.new("a.md", "b.md", "x | y", date(2026, 5, 12)),
             PendingItem.new("c.md", "d.md", "p | q", date(2026, 5, 16))]
    text = update_pending(INDEX_TEMPLATE, items, [], TODAY)
    line = stats_line(today=TODAY, candidates_found=10, contradictions_detected=4, auto_resolved=2, pending_added=0,
                      memory_index_text=text)
    record = json.loads(line)
    assert tuple(record) == STATS_KEYS
    assert len(record) == 7
    assert record["pending_total"] == 2 and record["avg_age_days"] == 3.0
    assert " " not in line and "\n" not in line
    empty = json.loads(stats_line(today=TODAY, candidates_found=0, contradictions_detected=0, auto_resolved=0,
                                  pending_added=0, memory_index_text=INDEX_TEMPLATE))
    assert empty["pending_total"] == 0 and empty["avg_age_days"] == 0.0
    assert '"avg_age_days":0.0}' in stats_line(today=TODAY, candidates_found=0, contradictions_detected=0,
                                               auto_resolved=0, pending_added=0, memory_index_text="")


def test_average_is_rounded_to_one_decimal():
    items = [PendingItem.new(f"{n}.md", f"{n}b.md", f"{n} | {n}", date(2026, 5, 17 - d))
             for n, d in ((1, 1), (2, 1), (3, 0))]
    text = update_pending("", items, [], TODAY)
    record = json.loads(stats_line(today=TODAY, candidates_found=0, contradictions_detected=0, auto_resolved=0,
                                   pending_added=3, memory_index_text=text))
    assert record["avg_age_days"] == 0.7  # 2/3 rounded
