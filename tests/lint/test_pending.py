"""Pending Review in MEMORY.md (docs/contracts.md §7): bullet format, canonical reason, dedup, removal, byte identity."""

from datetime import date

from memcli.lint.claims import canonical_half, canonical_reason
from memcli.formats.pending import HEADING, PendingItem, parse_pending
from memcli.lint.pending_section import edit_pending, pending_summary, update_pending
from memcli.store import INDEX_TEMPLATE

TODAY = date(2026, 5, 17)
EM = "\u2014"


def item(a="a.md", b="b.md", reason="x | y", when=TODAY):
    return PendingItem.new(a, b, reason, when)


def test_bullet_format_is_byte_exact_with_sorted_names():
    bullet = PendingItem.new("zeta.md", "alpha.md", "claim one | claim two", TODAY).line()
    assert bullet == f"- detected_at=2026-05-17 {EM} alpha.md vs zeta.md {EM} claim one | claim two"


def test_canonical_half_strips_markers_collapses_and_cuts_at_80():
    # only the first run of markers goes: "- " then "**" is text
    assert canonical_half("   - **Prefers**   tabs\tover  spaces  ") == "**Prefers** tabs over spaces"
    assert canonical_half("**Why:** because") == "Why:** because"
    assert canonical_half("## Heading-ish claim") == "Heading-ish claim"
    long = "word " * 40
    half = canonical_half(long)
    assert len(half) <= 80 and not half.endswith(" ")
    assert half == ("word " * 16).strip()  # 80 characters cut, then the trailing space trimmed


def test_canonical_reason_replaces_em_dash_after_join_and_cuts_at_200():
    reason = canonical_reason(f"Use A {EM} always", "Never use A")
    assert reason == "Use A -  always | Never use A"
    assert EM not in reason
    long_a, long_b = "a" * 100, "b" * 100
    joined = canonical_reason(long_a, long_b)
    assert joined == "a" * 80 + " | " + "b" * 80
    dashes = canonical_reason(EM * 80, EM * 80)  # each dash becomes 2 characters: the whole is cut to 200
    assert len(dashes) == 200


def test_new_section_is_appended_after_one_blank_line_and_prefix_is_untouched():
    text = INDEX_TEMPLATE
    new = update_pending(text, [item()], [], TODAY)
    assert new.startswith(text)
    assert new[len(text):] == f"\n{HEADING}\n- detected_at=2026-05-17 {EM} a.md vs b.md {EM} x | y\n"


def test_section_appended_to_text_without_final_newline_or_with_blank_line():
    assert update_pending("# Index", [item()], [], TODAY).startswith(f"# Index\n\n{HEADING}\n")
    assert update_pending("# Index\n\n", [item()], [], TODAY).startswith(f"# Index\n\n{HEADING}\n")
    assert update_pending("", [item()], [], TODAY).startswith(f"{HEADING}\n")


def test_dedup_by_unordered_pair_and_reason():
    first = update_pending(INDEX_TEMPLATE, [item("a.md", "b.md", "x | y")], [], TODAY)
    again = edit_pending(first, [item("b.md", "a.md", "x | y", date(2026, 5, 20))])
    assert again.text == first and again.added == ()
    other_reason = edit_pending(first, [item("b.md", "a.md", "x | z")])
    assert len(parse_pending(other_reason.text)) == 2
    twice_in_one_call = edit_pending(INDEX_TEMPLATE, [item(), item()])
    assert len(twice_in_one_call.added) == 1


def test_bullets_are_added_after_the_last_bullet_of_an_existing_section():
    text = f"# Index\n\n{HEADING}\n- detected_at=2026-05-01 {EM} a.md vs b.md {EM} x | y\n\n## Other\nkeep me\n"
    new = update_pending(text, [item("c.md", "d.md", "p | q")], [], TODAY)
    lines = new.splitlines()
    assert lines[3] == f"- detected_at=2026-05-01 {EM} a.md vs b.md {EM} x | y"
    assert lines[4] == f"- detected_at=2026-05-17 {EM} c.md vs d.md {EM} p | q"
    assert new.endswith("\n\n## Other\nkeep me\n")


def test_removal_keeps_other_bullets_and_every_byte_outside_the_section():
    before = "# Index\n\nSome text — with a dash.\n\n"
    after = "## Other section\nunchanged \u00e9 bytes\n"
    section = (f"{HEADING}\n- detected_at=2026-05-01 {EM} a.md vs b.md {EM} x | y\n"
               f"- detected_at=2026-05-02 {EM} c.md vs d.md {EM} p | q\n\n")
    text = before + section + after
    update = edit_pending(text, [], [("b.md", "a.md")])
    assert [i.pair for i in update.removed] == [("a.md", "b.md")]
    assert update.text.startswith(before) and update.text.endswith(after)
    assert "a.md vs b.md" not in update.text and "c.md vs d.md" in update.text


def test_heading_goes_with_its_last_bullet_and_round_trip_is_byte_identical():
    original = INDEX_TEMPLATE
    added = update_pending(original, [item(), item("c.md", "d.md", "p | q")], [], TODAY)
    removed_one = update_pending(added, [], [("a.md", "b.md")], TODAY)
    assert HEADING in removed_one
    removed_all = update_pending(removed_one, [], [("c.md", "d.md")], TODAY)
    assert removed_all == original


def test_section_in_the_middle_removed_without_touching_neighbours():
    text = f"intro\n\n{HEADING}\n- detected_at=2026-05-01 {EM} a.md vs b.md {EM} x | y\n\n## Next\nbody\n"
    assert update_pending(text, [], [("a.md", "b.md")], TODAY) == "intro\n\n## Next\nbody\n"


def test_crlf_index_keeps_its_line_endings():
    text = "# Index\r\n\r\nbody\r\n"
    new = update_pending(text, [item()], [], TODAY)
    assert new.startswith(text)
    assert new[len(text):] == f"\r\n{HEADING}\r\n{item().line()}\r\n"
    assert update_pending(new, [], [("a.md", "b.md")], TODAY) == text


def test_removing_an_absent_pair_changes_nothing():
    text = update_pending(INDEX_TEMPLATE, [item()], [], TODAY)
    assert update_pending(text, [], [("x.md", "y.md")], TODAY) == text
    assert update_pending(INDEX_TEMPLATE, [], [("a.md", "b.md")], TODAY) == INDEX_TEMPLATE


def test_parse_ignores_lines_that_are_not_bullets_and_other_sections():
    text = (f"- detected_at=2026-01-01 {EM} q.md vs r.md {EM} outside | section\n{HEADING}\n"
            f"note for humans\n- detected_at=2026-05-10 {EM} a.md vs b.md {EM} x | y\n## After\n"
            f"- detected_at=2026-05-11 {EM} c.md vs d.md {EM} p | q\n")
    assert [i.pair for i in parse_pending(text)] == [("a.md", "b.md")]


def test_pending_summary_counts_and_averages_ages_with_one_decimal():
    text = INDEX_TEMPLATE
    assert pending_summary(text, TODAY) == (0, 0.0)
    text = update_pending(text, [item("a.md", "b.md", "1 | 1", date(2026, 5, 10)),
                                 item("c.md", "d.md", "2 | 2", date(2026, 5, 17)),
                                 item("e.md", "f.md", "3 | 3", date(2026, 5, 15))], [], TODAY)
    total, average = pending_summary(text, TODAY)
    assert total == 3
    assert average == 3.0  # (7 + 0 + 2) / 3
    total, average = pending_summary(update_pending(text, [], [("c.md", "d.md")]), TODAY)
    assert (total, average) == (2, 4.5)
