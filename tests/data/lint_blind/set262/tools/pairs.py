"""Pair table for set262.

Contradictions: (id, class, claim1, claim2, slot, value_of_claim1, value_of_claim2)
Non-contradictions: (id, class, claim1, claim2, note)
build.py orders each pair by store path and writes the note as
"<id>: <slot>: <value b> vs <value a>" for contradictions.
"""

CONTRADICTIONS = [
    # value_slot
    ("V1", "value_slot", "cb_dbport", "cb_dsn", "cellarbook prod DB port", "10.0.0.5:5432", "10.0.0.5:5433"),
    ("V2", "value_slot", "v2_table", "v2_faq", "classic tasting price", "£18 pp", "£22 pp"),
    ("V3", "value_slot", "cb_py312", "cb_py311", "cellarbook Python version", "3.12", "3.11"),
    ("V4", "value_slot", "tw_white", "tw_white16", "white-ferment alarm threshold", "18 °C", "16 °C"),
    ("V5", "value_slot", "vl_retention", "vl_90d", "VineLog backup retention", "30 days", "90 days"),
    ("V6", "value_slot", "tour_max16", "tour_cap12", "vineyard tour max group size", "16", "12"),
    ("V7", "value_slot", "cs_recon_0230", "cs_reconcile", "clubsync nightly reconcile time", "02:30", "04:00"),
    ("V8", "value_slot", "club_discount", "club_20", "wine club bottle discount", "15%", "20%"),
    ("V9", "value_slot", "hold_15", "hold_30", "unpaid booking slot hold", "15 min", "30 min"),
    ("V10", "value_slot", "cs_node20", "cs_node22", "clubsync Node version", "Node 20", "Node 22"),
    # role_slot
    ("R1", "role_slot", "cb_sentry", "cb_rollbar", "cellarbook error tracking", "Sentry", "Rollbar"),
    ("R2", "role_slot", "cb_mailer", "cb_postmark", "cellarbook transactional email provider", "Mailgun", "Postmark"),
    ("R3", "role_slot", "cs_fly", "cs_railway", "clubsync hosting", "Fly.io", "Railway"),
    ("R4", "role_slot", "vl_gha", "vl_woodpecker", "VineLog CI", "GitHub Actions", "Woodpecker"),
    ("R5", "role_slot", "cs_pnpm", "cs_npm", "clubsync package manager", "pnpm", "npm"),
    ("R6", "role_slot", "cb_merge", "cb_rebase", "cellarbook merge strategy", "squash-merge", "rebase-and-merge"),
    ("R7", "role_slot", "tw_jonas", "tw_tom_first", "tankwatch alarm first responder", "Jonas", "Tom"),
    ("R8", "role_slot", "cd_pos", "cd_lightspeed", "cellar door POS", "Square", "Lightspeed Retail"),
    ("R9", "role_slot", "xero", "qbo", "accounting software", "Xero", "QuickBooks Online"),
    ("R10", "role_slot", "dan_nvim", "dan_vscode", "Dan's editor", "Neovim", "VS Code"),
    # negation
    ("N1", "negation", "no_auto_migrate", "auto_migrate", "deploy applies cellarbook migrations", "never", "yes, migrate --noinput"),
    ("N2", "negation", "never_force", "vl_forcepush_ok", "force-push main in vinelog", "never", "fine"),
    ("N3", "negation", "no_dob", "dob_saved", "store guest date of birth in cellarbook", "don't", "saved on booking"),
    ("N4", "negation", "vl_nosquash", "vl_squash", "squash vinelog PRs", "never", "always"),
    ("N5", "negation", "spray_noedit", "spray_edit", "edit spray entries in place", "never", "just edit it"),
    ("N6", "negation", "stg_stripe", "stg_test_keys", "staging uses live Stripe", "yes", "never"),
    ("N7", "negation", "no_vouchers", "vouchers_yes", "sell gift vouchers online this year", "decided not to", "decided to"),
    ("N8", "negation", "cd_dogs", "no_dogs_inside", "dogs in the tasting room", "welcome", "no dogs inside"),
    ("N9", "negation", "whatsapp_ruth", "ruth_no_whatsapp", "WhatsApp Ruth about incidents", "do", "don't"),
    ("N10", "negation", "no_reminders", "reminder_24h", "booking reminder emails", "none", "24 h before"),
    # stale_vs_change
    ("S1", "stale_vs_change", "vl_sqlite", "vl_migrated", "VineLog database", "SQLite", "migrated to PostgreSQL 16"),
    ("S2", "stale_vs_change", "whitenoise", "r2_move", "cellarbook static files", "WhiteNoise", "moved to R2, WhiteNoise removed"),
    ("S3", "stale_vs_change", "club_airtable", "airtable_retired", "club member list source", "Airtable", "Airtable retired, Shopify"),
    ("S4", "stale_vs_change", "apex_wix", "wix_shut", "apex domain target", "Wix site", "Wix shut down, Shopify"),
    ("S5", "stale_vs_change", "tw_storage", "tw_retired", "tankwatch readings store", "InfluxDB on the Pi", "InfluxDB retired, TimescaleDB"),
    ("S6", "stale_vs_change", "sms_conf", "no_sms", "SMS booking confirmations", "email + SMS", "no longer, email only"),
    ("S7", "stale_vs_change", "ruth_refunds", "refund_moved", "refund sign-off", "Ruth", "moved to Priya"),
    ("S8", "stale_vs_change", "legacy_sheet", "legacy_ro", "group bookings source of truth", "legacy-bookings sheet", "sheet read-only, Cellarbook"),
    ("S9", "stale_vs_change", "fab_deploy", "fab_deprecated", "cellarbook deploy mechanism", "fab deploy", "Fabric deprecated, GitHub Actions"),
    ("S10", "stale_vs_change", "cb_dependabot", "renovate", "cellarbook dependency bot", "Dependabot", "switched to Renovate"),
]

NON_CONTRADICTIONS = [
    # refinement
    ("F1", "refinement", "cd_hours", "winter_16", "cellar door hours 11-17 Wed-Sun; Jan/Feb exception closes at 16:00"),
    ("F2", "refinement", "one_review", "mig_review_dan", "one approving review; for migration PRs it must be Dan's"),
    ("F3", "refinement", "spray_fields", "spray_wind", "spray entry fields; copper/sulphur also record wind speed"),
    ("F4", "refinement", "under18_tours", "under18_juice", "under-18s on tours skip the tasting; they get juice instead"),
    ("F5", "refinement", "club_charge", "weekend_charge", "club charged on the 1st; weekend case only delays the email"),
    ("F6", "refinement", "sulphites_all", "vegan_line", "sulphites line on every wine; vegan wines get an extra line"),
    ("F7", "refinement", "tw_interval", "tw_1min", "probes report every 5 min; watched tank during ferment at 1 min"),
    ("F8", "refinement", "export_30", "duty_exports", "exports deleted after 30 days; duty-return exports are the stated exception"),
    ("F9", "refinement", "ruff_all", "vl_ruff_s", "ruff everywhere; vinelog adds the S rules"),
    ("F10", "refinement", "cb_backup", "cold_bucket", "cellarbook nightly kept 14 days; monthly copy kept 12 months"),
    # other_subject
    ("O1", "other_subject", "cb_retries", "cs_retries", "retry count: cellarbook Stripe webhooks 5 vs clubsync Shopify webhooks 3"),
    ("O2", "other_subject", "cd_hours", "bramley_hours", "opening hours: cellar door vs Bramley concession"),
    ("O3", "other_subject", "stg_port", "cb_gunicorn", "gunicorn bind: staging 8001 vs prod 8000"),
    ("O4", "other_subject", "caustic", "citric_1", "cleaning dilution: caustic 2% vs citric acid 1%"),
    ("O5", "other_subject", "staff_30", "trade_25", "discount: staff 30% vs trade 25%"),
    ("O6", "other_subject", "dan_first", "sam_first", "first contact: Cellarbook outages (Dan) vs weather station (Sam)"),
    ("O7", "other_subject", "cb_from", "cs_from", "sender address: cellarbook bookings@ vs clubsync club@"),
    ("O8", "other_subject", "cs_stripe_api", "cb_stripe_api", "Stripe API version: clubsync vs cellarbook"),
    ("O9", "other_subject", "tasting_room_24", "marquee_row", "seated capacity: tasting room vs marquee"),
    ("O10", "other_subject", "no_sat", "cs_sat_ok", "Saturday deploys: cellarbook no vs clubsync fine"),
    # dated_history
    ("D1", "dated_history", "intake_paper_2025", "intake_tablet", "2025 intake on paper; now straight into VineLog"),
    ("D2", "dated_history", "do_until_april", "cb_host", "DigitalOcean until April 2026; now Hetzner"),
    ("D3", "dated_history", "beta_pause_once", "club_pause", "2025 beta pause once a year; now twice"),
    ("D4", "dated_history", "trello_2025", "notion_plan", "harvest 2025 on Trello; pick plan now in Notion"),
    ("D5", "dated_history", "nuc_8gb", "nuc_32", "NUC had 8 GB until June; now 32 GB"),
    ("D6", "dated_history", "tirage_2025", "tirage", "2025 tirage 24 g/L; current SOP 22 g/L"),
    ("D7", "dated_history", "dan_3days", "dan_tuethu", "three days a week Jan-Mar; now Tue/Thu"),
    ("D8", "dated_history", "carol_eventbrite", "events_tickets", "2025 carol tasting on Eventbrite; tickets now via Cellarbook"),
    ("D9", "dated_history", "pg13_before", "pg16", "PostgreSQL 13 before the May upgrade; now 16"),
    ("D10", "dated_history", "royalmail_summer", "dpd", "Royal Mail through summer 2026; single bottles now DPD"),
    # agreeing_duplicate
    ("A1", "agreeing_duplicate", "cb_gunicorn4", "gunicorn_env", "4 gunicorn workers / GUNICORN_WORKERS=4"),
    ("A2", "agreeing_duplicate", "tw_interval", "tw_300s", "every 5 minutes / every 300 s"),
    ("A3", "agreeing_duplicate", "vl_dumptime", "vl_1am", "VineLog dump at 01:00 / 1am"),
    ("A4", "agreeing_duplicate", "session_2w", "staff_login_14d", "two weeks (1209600 s) / 14 days"),
    ("A5", "agreeing_duplicate", "cb_ssh", "dan_ssh", "only Dan has SSH to cb-prod-1"),
    ("A6", "agreeing_duplicate", "tour_times_table", "tour_times", "tours at 11:00 and 14:30 / 11am and 2.30pm"),
    ("A7", "agreeing_duplicate", "vl_8080", "vl_port_overview", "VineLog on port 8080"),
    ("A8", "agreeing_duplicate", "club_free_tastings", "club_two_free", "2 complimentary / two free tastings a year"),
    ("A9", "agreeing_duplicate", "payout_monday", "payout_weekly", "Stripe payouts every Monday / weekly on Mondays"),
    ("A10", "agreeing_duplicate", "pick_start", "first_pick", "harvest started 22 September with Meunier / 22/09"),
    # negation_scope
    ("NS1", "negation_scope", "club_unsub", "club_weekbefore", "never email members *without an unsubscribe link*; we do email them"),
    ("NS2", "negation_scope", "so2_log", "so2_crush", "never add SO2 *without logging first*; we add SO2 at crush"),
    ("NS3", "negation_scope", "refund_receipt", "refund_at_cd", "never refund *without the receipt*; we do card refunds"),
    ("NS4", "negation_scope", "no_prod_tests", "ci_every_push", "never run tests *against prod DB*; CI runs them on every push"),
    ("NS5", "negation_scope", "terrace_glass", "terrace_pour", "no glassware on terrace *after dusk*; tastings poured on the terrace"),
    ("NS6", "negation_scope", "no_env_commit", "env_example", "never commit a .env *with real keys*; we commit .env.example"),
    ("NS7", "negation_scope", "tour_walkins", "walkin_sheet", "never add walk-in *until safety sheet signed*; tours take walk-ins"),
    ("NS8", "negation_scope", "nuc_no_restart_press", "nuc_sunday_reboot", "never restart NUC *while the press runs*; it reboots weekly"),
    ("NS9", "negation_scope", "tw_reflash", "reflash_monthly", "don't reflash *during harvest without Tom's OK*; we reflash monthly"),
    ("NS10", "negation_scope", "no_vintage_topup", "topup_fortnight", "never top up *with a different vintage*; we top up fortnightly"),
]
