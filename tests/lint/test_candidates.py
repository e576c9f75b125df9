"""Candidate pairs (docs/contracts.md §7): content only, bounded per memory, anti-loop, pair order."""

from datetime import date

from memcli.clock import make_clock
from memcli.lint.pairing import PER_MEMORY, find_candidates, pair_order
from memcli.store import Store
from tests.conftest import make_store

TODAY = date(2026, 5, 17)


def live(root):
    return Store.open(root, make_clock("2026-05-17")).live()


def pairs_of(result):
    return {(c.a.rel, c.b.rel) for c in result.pairs}


def test_cross_type_pair_with_no_shared_name_tag_or_type_is_a_candidate(tmp_path):
    root = make_store(tmp_path, {
        "auto/feedback_cache.md": "---\nname: Cache rule\ntype: feedback\ntags: [perf]\n---\nNever enable the response cache on the pricing API.\n",
        "facts/2026-01-01/f1.md": "---\nid: f1\ncategory: fact\ntags: [infra]\n---\nThe pricing API serves responses from the Redis cache.\n",
        "auto/other.md": "---\ntype: user\n---\nLikes long walks in the mountains.\n",
    })
    assert pairs_of(find_candidates(live(root), TODAY)) == {("facts/2026-01-01/f1.md", "auto/feedback_cache.md")}


def test_candidates_ignore_type_name_and_tags(tmp_path):
    same_meta = "---\nname: Deploy notes\ntype: project\ntags: [deploy, infra]\n---\n"
    root = make_store(tmp_path, {
        "a.md": same_meta + "Alice reviews database migrations.\n",
        "b.md": same_meta + "The cafeteria closes at noon on Fridays.\n",
    })
    assert find_candidates(live(root), TODAY).pairs == ()


def test_pair_order_a_sorts_first_by_file_name_then_path(tmp_path):
    root = make_store(tmp_path, {
        "zz/alpha.md": "Never deploy the billing worker on Fridays.\n",
        "aa/beta.md": "Deploy the billing worker on Fridays after lunch.\n",
    })
    (pair,) = find_candidates(live(root), TODAY).pairs
    assert (pair.a.rel, pair.b.rel) == ("zz/alpha.md", "aa/beta.md")
    memories = sorted(live(root), key=lambda m: m.rel)
    assert pair_order(memories[0], memories[1])[0].rel == "zz/alpha.md"
    same = make_store(tmp_path, {"b/x.md": "billing worker deploy Fridays\n", "a/x.md": "billing worker deploy Fridays now\n"},
                      name="same")
    (tie,) = find_candidates(live(same), TODAY).pairs
    assert (tie.a.rel, tie.b.rel) == ("a/x.md", "b/x.md")


def test_only_live_memories_are_passed_by_the_store(tmp_path):
    root = make_store(tmp_path, {
        "a.md": "---\nstatus: superseded\n---\nNever deploy the billing worker on Fridays.\n",
        "b.md": "Deploy the billing worker on Fridays.\n",
    })
    assert find_candidates(live(root), TODAY).pairs == ()


def _reopen(partner: str, before: str) -> str:
    return f"---\ndo_not_reopen:\n  - partner: {partner}\n    before: {before}\n---\n"


def test_anti_loop_active_record_skips_the_pair_from_either_side(tmp_path):
    for holder in ("a.md", "b.md"):
        other = "b.md" if holder == "a.md" else "a.md"
        files = {"a.md": "Never deploy the billing worker on Fridays.\n",
                 "b.md": "Deploy the billing worker on Fridays.\n"}
        files[holder] = _reopen(other, "2026-08-15") + files[holder]
        root = make_store(tmp_path, files, name=f"store-{holder}")
        result = find_candidates(live(root), TODAY)
        assert result.pairs == () and result.skipped_reopen == 1


def test_anti_loop_expired_or_today_or_malformed_date_does_not_skip(tmp_path):
    for before in ("2026-05-17", "2026-01-01", "not-a-date", '"2026-13-40"'):
        root = make_store(tmp_path, {
            "a.md": _reopen("b.md", before) + "Never deploy the billing worker on Fridays.\n",
            "b.md": "Deploy the billing worker on Fridays.\n",
        }, name=f"s{abs(hash(before))}")
        assert len(find_candidates(live(root), TODAY).pairs) == 1, before


def test_anti_loop_record_for_another_partner_does_not_skip(tmp_path):
    root = make_store(tmp_path, {
        "a.md": _reopen("c.md", "2026-12-31") + "Never deploy the billing worker on Fridays.\n",
        "b.md": "Deploy the billing worker on Fridays.\n",
        "sub/c.md": "Something else entirely about gardening.\n",
    })
    assert pairs_of(find_candidates(live(root), TODAY)) == {("a.md", "b.md")}


def test_anti_loop_compares_file_names_not_paths(tmp_path):
    root = make_store(tmp_path, {
        "x/a.md": _reopen("b.md", "2026-12-31") + "Never deploy the billing worker on Fridays.\n",
        "y/z/b.md": "Deploy the billing worker on Fridays.\n",
    })
    assert find_candidates(live(root), TODAY).pairs == ()


def test_pairs_per_memory_are_bounded_and_common_terms_do_not_pair_everything(tmp_path):
    files = {f"m{i:03d}.md": f"The shared service note number {i} mentions widget{i % 7} and gizmo{i}.\n"
             for i in range(120)}
    root = make_store(tmp_path, files)
    result = find_candidates(live(root), TODAY)
    assert result.max_per_memory() <= PER_MEMORY
    assert len(result.pairs) < 120 * 119 // 2 // 4  # far from all pairs
    small = find_candidates(live(root), TODAY, per_memory=3)
    assert small.max_per_memory() <= 3


def test_same_rare_subject_is_paired_among_many_unrelated_memories(tmp_path):
    files = {f"noise/n{i:03d}.md": f"Team lunch {i} was at the usual place with pasta and salad.\n" for i in range(200)}
    files["auto/feedback_kafka.md"] = "---\ntype: feedback\n---\nNever replay the Kafka dead-letter topic by hand.\n"
    files["auto/project_kafka.md"] = "---\ntype: project\n---\nReplay the Kafka dead-letter topic by hand every morning.\n"
    root = make_store(tmp_path, files)
    assert ("auto/feedback_kafka.md", "auto/project_kafka.md") in pairs_of(find_candidates(live(root), TODAY))


def test_lint_output_is_identical_across_hash_seeds(tmp_path):
    import os
    import random

    from tests.conftest import memcli_subprocess

    rng = random.Random(5)
    subjects = ["billing api", "search worker", "ledger cron", "pricing proxy", "auth service", "media queue"]
    files = {}
    for n in range(150):
        subject = rng.choice(subjects)
        verb = rng.choice(["Never restart", "Always restart", "Snapshot", "Do not snapshot"])
        files[f"auto/m{n:03d}.md"] = f"---\ntype: {rng.choice(['feedback', 'project'])}\n---\n{verb} the {subject} on Fridays.\n"
    root = make_store(tmp_path, files)
    outputs = set()
    for seed in ("1", "2", "3"):
        proc = memcli_subprocess(["--dir", str(root), "--now", "2026-05-17", "lint", "--format", "json"],
                                 env={"PYTHONHASHSEED": seed, **{k: v for k, v in os.environ.items() if k == "PATH"}})
        assert proc.returncode == 1
        outputs.add(proc.stdout)
    assert len(outputs) == 1


def test_partner_written_as_a_path_by_another_tool_matches_by_its_last_component(tmp_path):
    for partner in ("auto/b.md", "memory/auto/b.md"):
        root = make_store(tmp_path, {
            "x/a.md": _reopen(partner, "2026-12-31") + "Never deploy the billing worker on Fridays.\n",
            "auto/b.md": "Deploy the billing worker on Fridays after lunch.\n",
        }, name=partner.replace("/", "_"))
        result = find_candidates(live(root), TODAY)
        assert result.pairs == () and result.skipped_reopen == 1, partner
        # a path is not an unsafe reference, nor a dangling one: it names auto/b.md
        from memcli.store.validate import validate_scan
        assert validate_scan(Store.open(root, make_clock("2026-05-17")).scan()) == []


def test_partner_path_with_dotdot_or_absolute_stays_unsafe_and_blocks_nothing(tmp_path):
    for partner in ("../b.md", "/abs/b.md"):
        root = make_store(tmp_path, {
            "x/a.md": _reopen(partner, "2026-12-31") + "Never deploy the billing worker on Fridays.\n",
            "auto/b.md": "Deploy the billing worker on Fridays after lunch.\n",
        }, name=partner.replace("/", "_").replace(".", "d"))
        assert len(find_candidates(live(root), TODAY).pairs) == 1, partner


def test_two_tools_of_one_role_are_candidates_though_they_share_no_word(tmp_path):
    # pnpm and Yarn are both package managers; "errors" and "exceptions" name one role
    files = {f"noise/n{i:03d}.md": f"Team lunch {i} was at the usual place with pasta and salad.\n" for i in range(200)}
    files["auto/web.md"] = "---\ntype: project\n---\nInstall with pnpm.\n"
    files["facts/f1.md"] = "---\ncategory: fact\n---\nThe storefront relies on Yarn Berry.\n"
    files["auto/errors.md"] = "---\ntype: project\n---\nUnhandled exceptions land in Honeybadger.\n"
    files["facts/f2.md"] = "---\ncategory: fact\n---\nErrors are reported to AppSignal.\n"
    root = make_store(tmp_path, files)
    found = {frozenset(pair) for pair in pairs_of(find_candidates(live(root), TODAY))}
    assert {frozenset(("auto/web.md", "facts/f1.md")), frozenset(("auto/errors.md", "facts/f2.md"))} <= found


_SUBJECTS = "amber basalt cedar dahlia ember fennel garnet hazel indigo juniper kelp lichen".split()


def _overview_with_strong_bullets(count: int) -> dict[str, str]:
    """An overview file whose every bullet speaks of one rare subject that one short memory also speaks of,
    each short memory being closer still to ten look-alikes of its own (so it never proposes the overview)."""
    bullets = [f"- {w} relay: runs on {w}-broker behind the {w}-gate" for w in _SUBJECTS[:count]]
    files = {"reference_overview.md": "---\ntype: reference\n---\n# Relays\n\n" + "\n".join(bullets) + "\n"}
    for w in _SUBJECTS[:count]:
        files[f"facts/{w}.md"] = f"The {w} relay runs on {w}-broker; {w}-gate fronts it, see {w}-log {w}-dash {w}-tap.\n"
        for k in range(10):
            files[f"noise/{w}{k}.md"] = f"{w}-log {w}-dash {w}-tap and {w}-broker panel {k}.\n"
    return files


def test_a_long_files_bullet_keeps_its_strong_partner_past_the_files_best(tmp_path):
    # twelve bullets, each with its own partner: the file's best PROPOSALS (10) alone would drop two of them
    root = make_store(tmp_path, _overview_with_strong_bullets(12))
    found = {frozenset(pair) for pair in pairs_of(find_candidates(live(root), TODAY))}
    paired = {w for w in _SUBJECTS[:12] if frozenset((f"facts/{w}.md", "reference_overview.md")) in found}
    assert paired == set(_SUBJECTS[:12])


def test_weak_line_matches_are_not_proposed_past_the_files_best(tmp_path, monkeypatch):
    # the same store with the strength bar out of reach: the file keeps only its best partners
    monkeypatch.setattr("memcli.lint.pairing.LINE_STRONG", 2.0)
    root = make_store(tmp_path, _overview_with_strong_bullets(12))
    found = {frozenset(pair) for pair in pairs_of(find_candidates(live(root), TODAY))}
    paired = {w for w in _SUBJECTS[:12] if frozenset((f"facts/{w}.md", "reference_overview.md")) in found}
    assert len(paired) < 12
