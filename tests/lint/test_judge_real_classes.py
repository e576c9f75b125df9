"""Classes of false alarms the judge raised on real Claude Code folders (issue 26): each a general shape, written
inline, with the plain case that must still conflict beside it."""

from __future__ import annotations

from memcli.lint.claims import claim_units
from memcli.lint.judge import CONTRADICTION, UNRELATED
from tests.lint.test_judge import judge_files


def test_bold_text_going_on_with_a_wrapped_sentence_starts_no_statement():
    body = ("Across four reviews and eleven correction rounds in the last release series,\n"
            "**every correction round added a new false claim in its own\n"
            "comments**, and each was caught by the next read.\n"
            "**Why:** rounds check what they fixed, not what they wrote.\n"
            "**Rule** — read every added claim.\n")
    units = [(i, whole) for i, _, whole in claim_units(body)]
    assert units == [
        (0, "Across four reviews and eleven correction rounds in the last release series, **every correction round "
            "added a new false claim in its own comments**, and each was caught by the next read."),
        (3, "**Why:** rounds check what they fixed, not what they wrote."),
        (4, "**Rule** — read every added claim.")]


def test_a_bold_label_after_an_unfinished_line_still_starts_its_own_claim():
    wrapped = ("---\ntype: feedback\n---\nThe team settled this after a long thread about history\n"
               "**Rule:** Always squash the commits of a feature branch before merging.\n")
    result = judge_files(wrapped, "---\ntype: project\n---\nNever squash the commits of a feature branch.\n")
    assert result.verdict == CONTRADICTION
    assert result.claim_a == "**Rule:** Always squash the commits of a feature branch before merging."


def _record(description: str, heading: str, field: str) -> str:
    return f"---\ntype: project\ndescription: {description}\n---\n# {heading}\n\n**Found**: 2026-06-06\n{field}\n"


def test_a_field_of_a_record_is_about_its_own_file_so_two_records_do_not_conflict():
    a = _record("Nightly export lost rows for the EU tenants", "Incident: export row loss",
                "**Severity**: MEDIUM")
    b = _record("Login tokens leaked to the access log", "Incident: token leak in logs", "**Severity**: CRITICAL")
    assert judge_files(a, b).verdict == UNRELATED


def test_two_fields_of_records_about_one_thing_still_conflict():
    a = _record("Billing API production deployment", "Billing API deployment", "**Region**: us-east-1")
    b = _record("Billing API production deployment settings", "Billing API deployment", "**Region**: eu-west-1")
    result = judge_files(a, b)
    assert (result.verdict, result.claim_a, result.claim_b) == (
        CONTRADICTION, "**Region**: us-east-1", "**Region**: eu-west-1")


def test_a_count_that_is_the_subject_of_a_past_deed_tallies_events_and_sets_nothing():
    a = "---\ntype: project\n---\n- Five consecutive review rounds each found a new false claim in the release notes.\n"
    b = "---\ntype: project\n---\n- Three consecutive review rounds each found a new false claim in the docs.\n"
    assert judge_files(a, b).verdict == UNRELATED
    migrated = "---\ntype: project\n---\nAll 29 algorithm pages migrated to the new bundler.\n"
    planned = "---\ntype: project\n---\nThe bundler migration covers 12 algorithm pages.\n"
    assert judge_files(migrated, planned).verdict == UNRELATED


def test_counts_that_set_something_still_conflict():
    a = "---\ntype: feedback\n---\nPull requests need 2 approvals before merge.\n"
    b = "---\ntype: project\n---\nPull requests need 3 approvals before merge.\n"
    assert judge_files(a, b).verdict == CONTRADICTION
    required = "---\ntype: project\n---\n2 approvals required before a pull request is merged.\n"
    assert judge_files(required, b).verdict == CONTRADICTION


def test_an_amount_that_meets_the_others_bound_agrees_with_it():
    status = "---\ntype: project\n---\n- Line coverage of the core library is 94.2%.\n"
    goal = "---\ntype: feedback\n---\n- Keep line coverage of the core library >90%.\n"
    assert judge_files(status, goal).verdict == UNRELATED
    below = "---\ntype: project\n---\n- Line coverage of the core library is 84.2%.\n"
    assert judge_files(below, goal).verdict == CONTRADICTION
    assert judge_files(status, below).verdict == CONTRADICTION


def test_a_lines_environment_holds_for_its_later_sentences():
    local = ("---\ntype: project\n---\n1. **`docker-compose.local.yml`** — Local Docker validation stack "
             "(shop-local-* naming). Ports: web 3300, api 4300, postgres 5732, redis 6679.\n")
    dev = "---\ntype: project\n---\n| dev | `docker-compose.dev.yml` | postgres 5454, redis 6363 (via cloudflared) |\n"
    assert judge_files(local, dev).verdict == UNRELATED
    later = "---\ntype: project\n---\n- The local stack runs in Docker. Postgres listens on port 5732.\n"
    assert judge_files(later, "---\ntype: project\n---\n- In dev, Postgres listens on port 5454.\n").verdict == UNRELATED
    same = "---\ntype: project\n---\n- In the local stack, Postgres listens on port 5454.\n"
    assert judge_files(later, same).verdict == CONTRADICTION


def test_a_negation_of_this_denies_what_another_sentence_says():
    a = ("---\ntype: project\n---\nA package used at build time must be copied into the image stage. "
         "Host builds don't validate this.\n")
    b = "---\ntype: project\n---\nThe build validation job builds the images on every push.\n"
    assert judge_files(a, b).verdict == UNRELATED
    plain = "---\ntype: feedback\n---\nNever run the build validation job on every push.\n"
    assert judge_files(plain, b).verdict == CONTRADICTION


def test_a_sentence_that_also_denies_something_by_name_is_judged_on_that():
    # the pointer guard must not cover a decision whose reason ends in "... isn't worth it"
    a = ("---\ntype: project\n---\nDecided not to offer Apple Pay for wallet top-ups: at our average top-up "
         "the per-transaction fee isn't worth it.\n")
    b = "---\ntype: project\n---\nWe decided to offer Apple Pay for wallet top-ups from the 3.5 release.\n"
    assert judge_files(a, b).verdict == CONTRADICTION


def test_a_claim_that_x_does_harm_explains_a_rule_against_x():
    rule = "---\ntype: feedback\n---\n- Never do big-bang database cutovers; drop legacy tables one at a time.\n"
    why = "---\ntype: feedback\n---\n**Why:** Big-bang database cutovers break unrelated systems and lose audit history.\n"
    assert judge_files(rule, why).verdict == UNRELATED
    done = "---\ntype: project\n---\nThe billing service did big-bang database cutovers in every release.\n"
    assert judge_files(rule, done).verdict == CONTRADICTION


def test_two_occasions_of_one_act_are_not_two_fillers_of_one_slot():
    a = "---\ntype: project\n---\n- Run `pnpm setup` on new machines.\n"
    b = "---\ntype: project\n---\n- Run `pnpm setup` after cloning.\n"
    assert judge_files(a, b).verdict == UNRELATED
    esbuild = "---\ntype: project\n---\n- The frontend is bundled with esbuild.\n"
    webpack = "---\ntype: project\n---\n- The frontend is bundled with webpack.\n"
    assert judge_files(esbuild, webpack).verdict == CONTRADICTION


def test_a_choice_the_other_line_also_makes_is_agreement():
    rule = "---\ntype: feedback\n---\nNever run tests on the host. Always use Podman containers.\n"
    platform = "---\ntype: project\n---\n- Container runtime: `RUNTIME=docker just test` to switch. Default is Podman.\n"
    assert judge_files(rule, platform).verdict == UNRELATED
    other = "---\ntype: project\n---\n- Container runtime: Docker. Podman is not installed on the CI runners.\n"
    assert judge_files(rule, other).verdict == CONTRADICTION


def test_a_count_of_rows_a_deed_touched_is_a_tally_even_with_a_hyphenated_verb():
    a = "---\ntype: project\n---\n- The repair arm caught the drift (40 legacy rows re-routed to the new gate).\n"
    b = "---\ntype: project\n---\n- The repair arm stamped proofs on 5 legacy rows.\n"
    assert judge_files(a, b).verdict == UNRELATED


def test_a_move_the_other_claim_tells_as_history_is_no_stale_claim():
    told = "---\ntype: project\n---\nAfter the poles were cut the test phase became work-bound.\n"
    moved = "---\ntype: project\n---\nRemoving the pole moved the test phase from pole-bound to throughput-bound.\n"
    assert judge_files(told, moved).verdict == UNRELATED
    present = "---\ntype: project\n---\nThe test phase is pole-bound.\n"
    assert judge_files(present, moved).verdict == CONTRADICTION


def test_removing_what_a_rule_forbids_adding_agrees_with_it():
    rule = "---\ntype: feedback\n---\n**Rule:** Never add bare `export default` to `.js` files.\n"
    done = "---\ntype: project\n---\nStripped all bare export defaults from the `.js` files.\n"
    assert judge_files(rule, done).verdict == UNRELATED
    added = "---\ntype: project\n---\nPhase 5 adds bare export defaults to the `.js` files.\n"
    assert judge_files(rule, added).verdict == CONTRADICTION


def _switched_off(guard: str, a: str, b: str) -> str:
    """The verdict with ``guard`` switched off: shows that the guard is what decides the pair."""
    from memcli.lint.conflicts.guards import SWITCHED_OFF

    SWITCHED_OFF.add(guard)
    try:
        return judge_files(a, b).verdict
    finally:
        SWITCHED_OFF.discard(guard)


def test_what_a_negation_excepts_is_allowed():
    rule = ("---\ntype: feedback\ndescription: The URL holds the page path only\n---\n"
            "**Nothing goes in the URL other than the page path itself.** No `?sort=title`, no `?status=open`.\n")
    row = "---\ntype: project\ndescription: URL layers\n---\n| URL path | Path slug (`/risk`) | Project | always |\n"
    assert judge_files(rule, row).verdict == UNRELATED
    assert _switched_off("the-exception", rule, row) == CONTRADICTION


def test_a_negation_aimed_at_code_the_other_claim_does_not_hold_denies_only_that_code():
    rule = ('---\ntype: feedback\n---\nAlways import zod via `import * as z from "zod/mini"`. '
            'Never use `import { z } from "zod"` or `import * as z from "zod"`.\n')
    other = ("---\ntype: project\n---\n**How to apply:** When adding new API endpoints, define the zod schemas in "
             "`src/shared/schemas/<name>.ts` and import them from both the server route and the client endpoint.\n")
    assert judge_files(rule, other).verdict == UNRELATED
    assert _switched_off("code-object", rule, other) == CONTRADICTION
    trailer = "---\ntype: feedback\n---\nNever add a `Co-authored-by` trailer to commits.\n"
    wants = "---\ntype: user\n---\nAdd a Co-authored-by trailer to every commit the agent writes.\n"
    assert judge_files(trailer, wants).verdict == CONTRADICTION


def test_denied_participles_after_a_dash_are_said_of_the_clause_before():
    a = "---\ntype: project\n---\n`SYSTEM_PAUSED` is excluded in `core/rules.go` — never aggregated, never stored.\n"
    b = "---\ntype: project\n---\nThe tracker stores daily aggregations of application usage in SQLite.\n"
    assert judge_files(a, b).verdict == UNRELATED


def test_labelled_items_of_two_specs_about_different_features_do_not_conflict():
    a = ("---\ntype: project\ndescription: Future features planned for the cricket app\n---\n# Future features\n\n"
         "2. **Post-Match Summary** — Match result (Won/Lost/Tied), top 3 performers (selected by admin), auto-posts "
         "to Moments feed as a special \"Match Result\" card.\n")
    b = ("---\ntype: project\ndescription: Live scoring for practice matches\n---\n# Live scoring\n\n"
         "9. **Post-match:** Scorecard, MVP, post to Matches tab as Practice Match\n")
    assert judge_files(a, b).verdict == UNRELATED
    assert _switched_off("other-record", a, b) == CONTRADICTION


def test_a_bare_not_x_with_a_hyphenated_word_goes_on_with_the_clause_before():
    a = ("---\ntype: feedback\n---\n**\"Loop navigation\" ambiguity:** When the user said \"do not use loop navigation\", "
         "they meant the visual wrap-around in prompt lists — NOT for-loops in code.\n")
    b = "---\ntype: feedback\n---\n9. **Code Reviewer runs inside the loop**, parallel with Validator in Phase 3\n"
    assert judge_files(a, b).verdict == UNRELATED


def test_two_versions_from_n_on_overlap():
    a = "---\ntype: project\n---\nThe old guide was written for Spice properties; KiCad 7+ uses the Sim properties.\n"
    b = "---\ntype: project\n---\nThe KiCad SPICE exporter (KiCad 8+, Sim properties) emits two line shapes.\n"
    assert judge_files(a, b).verdict == UNRELATED
    assert _switched_off("bound-met", a, b) == CONTRADICTION


def test_what_an_owner_s_thing_ended_is_that_thing_not_the_owner():
    frozen = ("---\ntype: project\n---\nThe config repo moved to Forgejo in June. GitHub's copy is frozen at the "
              "cutover commit.\n")
    checks = "---\ntype: project\n---\nkite's GitHub PR checks are GitGuardian only.\n"
    assert judge_files(frozen, checks).verdict == UNRELATED
    retired = "---\ntype: project\n---\nFlurry's Grafana dashboards were retired in October.\n"
    still = "---\ntype: project\n---\n- Dashboards: Grafana at https://grafana.example.internal/d/flurry-main\n"
    assert judge_files(retired, still).verdict == CONTRADICTION
