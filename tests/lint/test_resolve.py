"""Auto-resolve and apply (docs/contracts.md §7/§8): evidence > confidence > Pending Review, budget, claim lines, records."""

import json
from datetime import date

from memcli.clock import make_clock
from memcli.formats.diary import memory_changes
from memcli.formats.pending import parse_pending
from memcli.lint.resolve import (
    apply_resolutions,
    mark_resolved,
    plan_resolutions,
    stage_pending,
)
from memcli.lint.lint_run import run_lint
from memcli.lint.stats import stats_line
from memcli.safeedit import load_history
from memcli.store import Store
from memcli.store.frontmatter import parse
from tests.conftest import make_store, snapshot

TODAY = date(2026, 5, 17)
CLAIM_A = "Never enable the response cache on the pricing API."
CLAIM_B = "The pricing API serves its responses from the response cache."


def pair_files(conf_a: str = "", conf_b: str = "", extra_a: str = "", extra_b: str = "") -> dict[str, str]:
    return {
        "auto/a_cache.md": f"---\nname: cache rule\ntype: feedback\n{conf_a}{extra_a}---\n\n{CLAIM_A}\n\n**Why:** stale prices.\n",
        "auto/b_cache.md": f"---\nname: pricing api\ntype: project\n{conf_b}{extra_b}---\n{CLAIM_B}\nOwned by checkout.\n",
    }


def open_store(root, now="2026-05-17"):
    return Store.open(root, make_clock(now))


def verdicts(store):
    report = run_lint(store)
    assert len(report.contradictions) >= 1
    return report.contradictions


def diary(rel_date: str, lines: str, section: str = "### Memory Changes") -> dict[str, str]:
    text = (f"# Diary — {rel_date}\n\n## [{rel_date} 02:00] consolidation | run\n\n### Sessions Reviewed\n"
            f"- auto/a_cache.md was discussed\n\n{section}\n{lines}\n### Issues\n- none\n")
    return {f"diary/{rel_date}.md": text}


def plan(root, budget=5, now="2026-05-17"):
    store = open_store(root, now)
    return store, plan_resolutions(store, verdicts(store), budget=budget)


def apply(store, the_plan):
    with store.transaction("consolidate lint") as tx:
        result = apply_resolutions(store, tx, the_plan)
    return result


# ---------------------------------------------------------------- the three legs


def test_evidence_within_48_hours_wins_over_confidence(tmp_path):
    for day in ("2026-05-17", "2026-05-16", "2026-05-15"):
        files = pair_files("confidence: 0.95\n", "confidence: 0.3\n")
        files.update(diary(day, "- Updated auto/b_cache.md — moved pricing to the response cache\n"))
        root = make_store(tmp_path, files, name=f"s{day}")
        _, the_plan = plan(root)
        (resolution,) = the_plan.resolutions
        assert resolution.rule == "evidence", day
        assert resolution.winner.rel == "auto/b_cache.md" and resolution.loser.rel == "auto/a_cache.md"
        assert f"diary/{day}.md" in resolution.reason and "b_cache.md" in resolution.reason


def test_evidence_three_days_old_outside_the_section_or_naming_both_does_not_decide(tmp_path):
    cases = {
        "old": diary("2026-05-14", "- Updated auto/b_cache.md — x\n"),
        "other-section": diary("2026-05-17", "- nothing\n", section="### Noted for Review")
        | {"diary/2026-05-16.md": "### Sessions Reviewed\n- auto/b_cache.md\n"},
        "both": diary("2026-05-17", "- Updated auto/b_cache.md and a_cache.md — x\n"),
        "longer-name": diary("2026-05-17", "- Updated auto/xb_cache.md — x\n- Created b_cache.md.bak — y\n"),
    }
    for name, extra in cases.items():
        files = pair_files("confidence: 0.95\n", "confidence: 0.3\n") | extra
        root = make_store(tmp_path, files, name=name)
        _, the_plan = plan(root)
        (resolution,) = the_plan.resolutions
        assert resolution.rule == "confidence", name
        assert resolution.winner.rel == "auto/a_cache.md", name


def test_memory_changes_section_ends_at_the_next_heading():
    text = "### Memory Changes\n- Updated a.md\n\n### Lint (Phase B.5)\n- b.md\n## [x] next\n### Memory Changes\n- c.md\n"
    assert memory_changes(text) == ["- Updated a.md", "- c.md"]


def test_confidence_gap_of_0_2_counts_with_tolerance_and_absent_is_0_7(tmp_path):
    decided = {"0.7-vs-0.5": ("confidence: 0.7\n", "confidence: 0.5\n", "auto/a_cache.md"),
               "absent-vs-0.9": ("", "confidence: 0.9\n", "auto/b_cache.md"),
               "0.3-vs-absent": ("confidence: 0.3\n", "", "auto/b_cache.md")}
    for name, (conf_a, conf_b, winner) in decided.items():
        root = make_store(tmp_path, pair_files(conf_a, conf_b), name=name)
        _, the_plan = plan(root)
        (resolution,) = the_plan.resolutions
        assert (resolution.rule, resolution.winner.rel) == ("confidence", winner), name
    for name, (conf_a, conf_b) in {"0.7-vs-0.55": ("confidence: 0.7\n", "confidence: 0.55\n"),
                                   "absent-both": ("", "")}.items():
        root = make_store(tmp_path, pair_files(conf_a, conf_b), name=name)
        _, the_plan = plan(root)
        assert the_plan.resolutions == ()
        (deferred,) = the_plan.pending
        assert "confidence gap" in deferred.why


# ---------------------------------------------------------------- applying


def test_resolution_annotates_the_loser_and_records_both_in_one_transaction(tmp_path):
    root = make_store(tmp_path, pair_files("confidence: 0.9\n", "confidence: 0.5\n"))
    store, the_plan = plan(root)
    before_a = (root / "auto/a_cache.md").read_text()
    result = apply(store, the_plan)
    assert [r.loser.rel for r in result.applied] == ["auto/b_cache.md"]
    text_b = (root / "auto/b_cache.md").read_text()
    assert (f"{CLAIM_B} (superseded 2026-05-17: a_cache.md wins on confidence (0.9 vs 0.5))\n"
            "Owned by checkout.\n") in text_b
    meta_b, _, _ = parse(text_b)
    assert meta_b["resolved_at"] == "2026-05-17"
    assert meta_b["do_not_reopen"] == [{"partner": "a_cache.md", "before": "2026-08-15"}]
    assert 'resolution_basis: "a_cache.md wins on confidence (0.9 vs 0.5)"\n' in text_b
    assert "resolved_at: 2026-05-17\n" in text_b and "    before: 2026-08-15\n" in text_b
    text_a = (root / "auto/a_cache.md").read_text()
    assert text_a.endswith(f"---\n\n{CLAIM_A}\n\n**Why:** stale prices.\n")  # the winner's body is untouched
    assert text_a.startswith("---\nname: cache rule\ntype: feedback\nconfidence: 0.9\n")
    assert parse(text_a)[0]["do_not_reopen"] == [{"partner": "b_cache.md", "before": "2026-08-15"}]
    assert before_a != text_a
    (record,) = load_history(root)
    assert sorted(record.paths) == ["auto/a_cache.md", "auto/b_cache.md"]
    assert run_lint(open_store(root)).contradictions == []  # closed by do_not_reopen
    assert run_lint(open_store(root, "2026-09-01")).contradictions == []  # and the annotated line is settled


def test_do_not_reopen_later_date_rule_keeps_other_partners(tmp_path):
    later = "do_not_reopen:\n  - partner: zeta.md\n    before: 2027-01-01\n    note: keep me\n"
    text = f"---\nid: x\n{later}---\nbody\n"
    new = mark_resolved(text, "b.md", TODAY, "why")
    assert "  - partner: zeta.md\n    before: 2027-01-01\n    note: keep me\n  - partner: b.md\n    before: 2026-08-15\n" in new
    existing_later = "---\ndo_not_reopen:\n  - partner: b.md\n    before: 2026-12-31\n---\nbody\n"
    assert parse(mark_resolved(existing_later, "b.md", TODAY, "why"))[0]["do_not_reopen"] == [
        {"partner": "b.md", "before": "2026-12-31"}]
    existing_earlier = "---\ndo_not_reopen:\n  - partner: b.md\n    before: 2026-06-01\n---\nbody\n"
    assert parse(mark_resolved(existing_earlier, "b.md", TODAY, "why"))[0]["do_not_reopen"] == [
        {"partner": "b.md", "before": "2026-08-15"}]
    malformed = "---\ndo_not_reopen:\n  - partner: b.md\n    before: soon\n---\nbody\n"
    assert parse(mark_resolved(malformed, "b.md", TODAY, "why"))[0]["do_not_reopen"] == [
        {"partner": "b.md", "before": "2026-08-15"}]
    plain = mark_resolved("no frontmatter here\n", "b.md", TODAY, 'say "hi"')
    assert plain.endswith("---\nno frontmatter here\n")
    assert 'resolution_basis: "say \\"hi\\""\n' in plain


def test_crlf_file_is_annotated_before_its_line_ending(tmp_path):
    files = pair_files("confidence: 0.9\n", "confidence: 0.5\n")
    files["auto/b_cache.md"] = files["auto/b_cache.md"].replace("\n", "\r\n")
    root = make_store(tmp_path, files)
    store, the_plan = plan(root)
    apply(store, the_plan)
    data = (root / "auto/b_cache.md").read_bytes()
    assert f"{CLAIM_B} (superseded 2026-05-17: a_cache.md wins on confidence (0.9 vs 0.5))\r\nOwned".encode() in data
    assert b"\nresolved_at" not in data.replace(b"\r\n", b"")  # every line of the file still ends in CRLF


def test_budget_pays_two_per_pair_and_the_rest_goes_to_pending(tmp_path):
    files = {}
    for n, topic in enumerate(("pricing", "billing", "search")):
        files[f"auto/a{n}.md"] = f"---\nconfidence: 0.9\n---\nNever enable the response cache on the {topic} API.\n"
        files[f"auto/b{n}.md"] = f"---\nconfidence: 0.5\n---\nThe {topic} API serves its responses from the response cache.\n"
    root = make_store(tmp_path, files)
    store = open_store(root)
    found = verdicts(store)
    assert len(found) == 3
    for budget, resolved in ((6, 3), (5, 2), (3, 1), (1, 0), (0, 0)):
        the_plan = plan_resolutions(store, found, budget=budget)
        assert len(the_plan.resolutions) == resolved, budget
        assert the_plan.budget_used == 2 * resolved
        assert len(the_plan.pending) == 3 - resolved
        assert all("budget" in d.why for d in the_plan.pending)


def test_vanished_or_duplicated_claim_line_sends_the_pair_to_pending(tmp_path):
    for name, change in {"vanished": lambda t: t.replace(CLAIM_B, "The pricing API is fast."),
                         "twice": lambda t: t.replace(CLAIM_B, CLAIM_B + "\n" + CLAIM_B)}.items():
        root = make_store(tmp_path, pair_files("confidence: 0.9\n", "confidence: 0.5\n"), name=name)
        store = open_store(root)
        found = verdicts(store)
        path = root / "auto/b_cache.md"
        path.write_text(change(path.read_text()))
        the_plan = plan_resolutions(store, found, budget=5)
        assert the_plan.resolutions == ()
        (deferred,) = the_plan.pending
        assert "auto/b_cache.md" in deferred.why
        assert ("no longer occurs" if name == "vanished" else "occurs 2 times") in deferred.why


def test_claim_line_changed_between_plan_and_apply_is_demoted_and_nothing_is_written(tmp_path):
    root = make_store(tmp_path, pair_files("confidence: 0.9\n", "confidence: 0.5\n"))
    store, the_plan = plan(root)
    path = root / "auto/b_cache.md"
    path.write_text(path.read_text().replace(CLAIM_B, "Changed meanwhile."))
    before = snapshot(root)
    result = apply(store, the_plan)
    assert result.applied == () and len(result.demoted) == 1
    assert snapshot(root) == before


def test_consolidate_flow_pending_bullets_and_stats_line(tmp_path):
    files = pair_files("confidence: 0.9\n", "confidence: 0.5\n")
    files["auto/c_deploy.md"] = "---\ntype: feedback\n---\nNever deploy the ledger service on Fridays.\n"
    files["auto/d_deploy.md"] = "---\ntype: project\n---\nDeploy the ledger service on Fridays after the freeze.\n"
    root = make_store(tmp_path, files)
    store = open_store(root)
    report = run_lint(store)
    assert len(report.contradictions) == 2
    the_plan = plan_resolutions(store, report.contradictions, budget=5)
    with store.transaction("consolidate") as tx:
        result = apply_resolutions(store, tx, the_plan)
        added = [d.verdict.pending_item(TODAY) for d in the_plan.pending + result.demoted]
        update = stage_pending(tx, added, result.resolved_pairs)
    assert len(result.applied) == 1 and len(update.added) == 1
    index = (root / "MEMORY.md").read_text()
    (bullet,) = parse_pending(index)
    assert bullet.pair == ("c_deploy.md", "d_deploy.md")
    assert bullet.reason == ("Never deploy the ledger service on Fridays. | "
                             "Deploy the ledger service on Fridays after the freeze.")
    line = stats_line(today=TODAY, candidates_found=report.candidates,
                      contradictions_detected=len(report.contradictions), auto_resolved=len(result.applied),
                      pending_added=len(update.added), memory_index_text=update.text)
    record = json.loads(line)
    assert record["contradictions_detected"] == 2 and record["auto_resolved"] == 1
    assert record["pending_added"] == 1 and record["pending_total"] == 1 and record["avg_age_days"] == 0.0
    assert len(load_history(root)) == 1  # resolution and MEMORY.md in one transaction


def test_dry_run_transaction_writes_nothing(tmp_path):
    root = make_store(tmp_path, pair_files("confidence: 0.9\n", "confidence: 0.5\n"))
    store, the_plan = plan(root)
    before = snapshot(root, include_state=False)
    with store.transaction("consolidate", dry_run=True) as tx:
        result = apply_resolutions(store, tx, the_plan)
        planned = tx.planned()
    assert len(result.applied) == 1 and sorted(planned) == ["auto/a_cache.md", "auto/b_cache.md"]
    assert snapshot(root) == before


def test_record_written_with_a_path_is_updated_in_place_not_doubled(tmp_path):
    text = "---\nid: x\ndo_not_reopen:\n  - partner: memory/auto/b.md\n    before: 2026-06-01\n---\nbody\n"
    assert parse(mark_resolved(text, "b.md", TODAY, "why"))[0]["do_not_reopen"] == [
        {"partner": "memory/auto/b.md", "before": "2026-08-15"}]


def test_change_rule_the_claim_recording_the_change_wins_over_the_stale_one_before_confidence(tmp_path):
    from memcli.lint.resolve import change_winner, decide, records_change
    from memcli.lint.lint_run import PairVerdict

    stale = "Invoices are rendered by the wkhtmltopdf service."
    changes = ("We migrated invoice rendering to Gotenberg in March.",
               "The wkhtmltopdf service is deprecated; invoices go through Gotenberg.",
               "Invoices no longer go through wkhtmltopdf.",
               "Since 2026-03 invoices are rendered by Gotenberg.",
               "The old invoice renderer was shut down.")
    for claim in changes:
        assert records_change(claim), claim
    for claim in (stale, "Use Gotenberg for invoices.", "The renderer is fast now-ish", "We moved on quickly."):
        assert not records_change(claim), claim
    root = make_store(tmp_path, {"a.md": "---\nconfidence: 0.9\n---\n" + stale + "\n",
                                 "b.md": "---\nconfidence: 0.5\n---\n" + changes[0] + "\n"})
    a, b = sorted(open_store(root).live(), key=lambda m: m.rel)
    verdict = PairVerdict(a, b, "contradiction", stale, changes[0])
    assert change_winner(verdict) == (b, a)
    winner, loser, rule, reason = decide(verdict, [])
    assert (winner.rel, loser.rel, rule) == ("b.md", "a.md", "change")  # before confidence, which favours a.md
    assert reason == "b.md wins on change (it records the change that makes a.md stale)"
    both = PairVerdict(a, b, "contradiction", changes[2], changes[0])
    assert change_winner(both) is None and decide(both, [])[2] == "confidence"
