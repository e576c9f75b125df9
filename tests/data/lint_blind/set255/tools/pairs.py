"""Pair table for set255.

Contradictions: (id, class, claim1, claim2, slot, value_of_claim1, value_of_claim2)
Non-contradictions: (id, class, claim1, claim2, note)
build.py orders each pair by store path and writes the note as
"<id>: <slot>: <value b> vs <value a>" for contradictions.
"""

CONTRADICTION_CLASSES = ("value_slot", "role_slot", "negation", "stale_vs_change")
NON_CONTRADICTION_CLASSES = ("refinement", "other_subject", "dated_history",
                             "agreeing_duplicate", "negation_scope")

PAIRS = [
    # ---- value_slot -------------------------------------------------------
    ("V1", "value_slot", "V1a", "V1b", "Riposte gunicorn bind address", "127.0.0.1:8000", "127.0.0.1:8010"),
    ("V2", "value_slot", "V2a", "V2b", "junior drop-in price", "£8.00", "£9.50"),
    ("V3", "value_slot", "V3a", "V3b", "Forge mask re-inspection interval", "180 days", "90 days"),
    ("V4", "value_slot", "V4a", "V4b", "Riposte prod PostgreSQL version", "16.4", "15"),
    ("V5", "value_slot", "V5a", "V5b", "daily restic snapshots kept for Riposte dumps", "14", "30"),
    ("V6", "value_slot", "V6a", "V6b", "max juniors per coach", "12", "10"),
    ("V7", "value_slot", "V7a", "V7b", "session reminder send time", "17:00", "18:30"),
    ("V8", "value_slot", "V8a", "V8b", "Quillon Open entry cap per event", "48", "64"),
    ("V9", "value_slot", "V9a", "V9b", "Riposte consent-form upload limit", "10 MB", "5 MB"),
    ("V10", "value_slot", "V10a", "V10b", "Riposte Celery broker host:port", "127.0.0.1:6379", "10.0.0.5:6379"),
    # ---- role_slot --------------------------------------------------------
    ("R1", "role_slot", "R1a", "R1b", "Riposte error tracking", "Sentry", "Honeybadger"),
    ("R2", "role_slot", "R2a", "R2b", "Riposte transactional email provider", "Postmark", "Mailgun"),
    ("R3", "role_slot", "R3a", "R3b", "BoutBoard package manager", "pnpm", "yarn"),
    ("R4", "role_slot", "R4a", "R4b", "Forge CI", "Woodpecker", "GitHub Actions"),
    ("R5", "role_slot", "R5a", "R5b", "riposte merge strategy", "squash-merge", "rebase and merge"),
    ("R6", "role_slot", "R6a", "R6b", "club welfare officer", "Grace Adeyemi", "Hannah Whitcombe"),
    ("R7", "role_slot", "R7a", "R7b", "BoutBoard public results hosting", "Fly.io", "Render"),
    ("R8", "role_slot", "R8a", "R8b", "Quillon Open entry fee payments", "Stripe Checkout", "SumUp payment links"),
    ("R9", "role_slot", "R9a", "R9b", "Riposte on-call", "Jonas Bergqvist", "Priya Raman"),
    ("R10", "role_slot", "R10a", "R10b", "Priya's editor", "Neovim", "VS Code"),
    # ---- negation ---------------------------------------------------------
    ("N1", "negation", "N1a", "N1b", "loan kit leaves the building", "never leaves", "juniors take it home for the term"),
    ("N2", "negation", "N2a", "N2b", "ruff format on forge", "always run", "not used (black instead)"),
    ("N3", "negation", "N3a", "N3b", "emoji in PR descriptions", "no emoji", "Dominic likes emoji markers"),
    ("N4", "negation", "N4a", "N4b", "store BF membership numbers in Riposte", "decided to store", "decided not to keep"),
    ("N5", "negation", "N5a", "N5b", "deploy Riposte on a session night", "never", "fine"),
    ("N6", "negation", "N6a", "N6b", "Riposte tests on SQLite", "never, real Postgres only", "local runs use SQLite in-memory"),
    ("N7", "negation", "N7a", "N7b", "armoury repairs for non-members", "members only", "non-members too"),
    ("N8", "negation", "N8a", "N8b", "Forge kit item deletion", "soft-deleted, never removed", "hard-deleted, no soft-deleted rows"),
    ("N9", "negation", "N9a", "N9b", "coaches edit attendance after the session", "allowed", "locked, coaches can't"),
    ("N10", "negation", "N10a", "N10b", "membership auto-renewal", "auto-renews", "will not auto-renew"),
    # ---- stale_vs_change --------------------------------------------------
    ("S1", "stale_vs_change", "S1a", "S1b", "Forge database", "single SQLite file (stale)", "migrated to Postgres June 2026"),
    ("S2", "stale_vs_change", "S2a", "S2b", "newsletter platform", "Mailchimp (stale)", "switched to Buttondown March 2026"),
    ("S3", "stale_vs_change", "S3a", "S3b", "Saturday junior booking", "Google Form (stale)", "form shut down, book in Riposte"),
    ("S4", "stale_vs_change", "S4a", "S4b", "legacy-members sheet", "record renewals there (stale)", "read-only since 20 Feb 2026"),
    ("S5", "stale_vs_change", "S5a", "S5b", "Riposte Python version", "3.11 (stale)", "upgraded to 3.12 in Aug 2026"),
    ("S6", "stale_vs_change", "S6a", "S6b", "coaches' channel", "Slack #coaches (stale)", "Slack shut down, WhatsApp community"),
    ("S7", "stale_vs_change", "S7a", "S7b", "scoreboard display API", "polls /api/v1 (stale)", "v1 deprecated, display moved to /api/v2"),
    ("S8", "stale_vs_change", "S8a", "S8b", "cash at the front desk", "cash accepted (stale)", "no longer since 1 June 2026"),
    ("S9", "stale_vs_change", "S9a", "S9b", "Riposte staging host", "Heroku (stale)", "Heroku shut down, staging on Hetzner"),
    ("S10", "stale_vs_change", "S10a", "S10b", "Riposte dependency tooling", "pip + requirements.txt (stale)", "switched to uv in Feb 2026"),
    # ---- refinement -------------------------------------------------------
    ("F1", "refinement", "F1a", "F1b", "Riposte auto-deploy on merge; the deploy job skips itself when migrations are missing"),
    ("F2", "refinement", "F2a", "F2b", "plastron rule for everyone; beginners borrow one from the armoury for the course"),
    ("F3", "refinement", "F3a", "F3b", "subs collected on the 1st; weekend/bank-holiday case moves to next working day"),
    ("F4", "refinement", "F4a", "F4b", "Forge backed up nightly; adds the time and a pre-migration snapshot"),
    ("F5", "refinement", "F5a", "F5b", "kit hire £5 per session; first two trial sessions free"),
    ("F6", "refinement", "F6a", "F6b", "reminders to every booked member; under-16s get them via the guardian"),
    ("F7", "refinement", "F7a", "F7b", "pools seeded by club ranking; random fallback when fewer than three are ranked"),
    ("F8", "refinement", "F8a", "F8b", "make test runs the suite; integration tests only with -m integration"),
    ("F9", "refinement", "F9a", "F9b", "salle Saturday hours; first hour is squad-only"),
    ("F10", "refinement", "F10a", "F10b", "enhanced DBS required; renewed every three years, club pays"),
    # ---- other_subject ----------------------------------------------------
    ("O1", "other_subject", "O1a", "O1b", "Postgres port: staging 5433 vs production 5432"),
    ("O2", "other_subject", "O2a", "O2b", "class slot: adult sabre Thursday vs adult foil Tuesday"),
    ("O3", "other_subject", "O3a", "O3b", "CI: boutboard on GitHub Actions vs quillon-ops with no CI"),
    ("O4", "other_subject", "O4a", "O4b", "check interval: body wires every session vs lamé jackets monthly"),
    ("O5", "other_subject", "O5a", "O5b", "monthly membership price: adult £42 vs junior £28"),
    ("O6", "other_subject", "O6a", "O6b", "retry count: GoCardless webhook events 5 vs junior SMS reminders once"),
    ("O7", "other_subject", "O7a", "O7b", "Python version: Forge 3.11 vs ops scripts 3.10+"),
    ("O8", "other_subject", "F9a", "O8b", "opening times: Tanner Street salle vs Brookfield sports hall"),
    ("O9", "other_subject", "O9a", "O9b", "retention: Forge restic keep-daily 7 vs B2 deleted versions 30 days"),
    ("O10", "other_subject", "R5a", "O10b", "merge strategy: riposte squash vs BoutBoard merge commits"),
    # ---- dated_history ----------------------------------------------------
    ("D1", "dated_history", "D1a", "D1b", "2025 Open ran on FencingTime; BoutBoard runs the Open now"),
    ("D2", "dated_history", "D2a", "D2b", "juniors at St Aidan's until March 2026; Brookfield now"),
    ("D3", "dated_history", "D3a", "D3b", "CX11 in Jan 2026; CX22 now"),
    ("D4", "dated_history", "D4a", "O5a", "adult subs £38 before the March 2026 AGM; £42 now"),
    ("D5", "dated_history", "D5a", "D5b", "beginners' course on Wednesdays in spring 2026; Mondays now"),
    ("D6", "dated_history", "D6a", "D6b", "Jonas cut releases June-August 2026; Priya tags releases now"),
    ("D7", "dated_history", "D7a", "D7b", "non-maraging loan blades until 2024; all maraging now"),
    ("D8", "dated_history", "D8a", "D8b", "beta booking cap 20 (Feb-Apr 2026); 24 per adult session now"),
    ("D9", "dated_history", "D9a", "D9b", "Wix website in 2025; Hugo on Netlify now"),
    ("D10", "dated_history", "D10a", "D10b", "hand-kept ranking in 2025/26; BoutBoard computes it now"),
    # ---- agreeing_duplicate -----------------------------------------------
    ("A1", "agreeing_duplicate", "A1a", "A1b", "booking window: 7 days ahead = one week before"),
    ("A2", "agreeing_duplicate", "A2a", "A2b", "Open entries close 48 hours = two days before"),
    ("A3", "agreeing_duplicate", "A3a", "A3b", "piste-pi at 192.168.50.20"),
    ("A4", "agreeing_duplicate", "A4a", "A4b", "admin session timeout 30 minutes = half an hour"),
    ("A5", "agreeing_duplicate", "A5a", "A5b", "restic target B2 bucket qfc-backups"),
    ("A6", "agreeing_duplicate", "A6a", "A6b", "repair bench Thursdays 18:00-20:00 = 6-8pm"),
    ("A7", "agreeing_duplicate", "A7a", "A7b", "BoutBoard storage is a single SQLite file"),
    ("A8", "agreeing_duplicate", "A8a", "A8b", "Forge photo limit 2 MB = 2048 KB"),
    ("A9", "agreeing_duplicate", "A9a", "A9b", "Priya is membership secretary"),
    ("A10", "agreeing_duplicate", "A10a", "A10b", "repaired masks need the 12 kg punch test before rejoining the loan pool"),
    # ---- negation_scope ---------------------------------------------------
    ("NS1", "negation_scope", "NS1a", "NS1b", "never post junior photos *without consent*; we do post junior photos"),
    ("NS2", "negation_scope", "NS2a", "NS2b", "never sell blades to a junior *without a parent present*; armoury sells to juniors"),
    ("NS3", "negation_scope", "NS3a", "NS3b", "never flush *against prod*; CI flushes its test database"),
    ("NS4", "negation_scope", "NS4a", "NS4b", "payment failures go to Martin, *not to on-call*; outages go to on-call"),
    ("NS5", "negation_scope", "NS5a", "NS5b", "no refunds *after the pools are drawn*; entry fees are refundable"),
    ("NS6", "negation_scope", "NS6a", "NS6b", "never share the PIN *over WhatsApp or email*; give it to the DT in person"),
    ("NS7", "negation_scope", "NS7a", "NS7b", "juniors never enter *without coach sign-off*; U17s can enter senior events"),
    ("NS8", "negation_scope", "NS8a", "NS8b", "kit hire not refunded *once the session started*; refundable on cancellation"),
    ("NS9", "negation_scope", "NS9a", "NS9b", "weekly Redis restart; never restart *while reminder jobs are queued*"),
    ("NS10", "negation_scope", "NS10a", "O2a", "no sabre *in beginners' first term*; the club runs an adult sabre class"),
]
