"""Pair table for set232.

Each row: (id, class, claim_id_1, claim_id_2, note)
For contradictions the note is (slot, value_of_claim_1, value_of_claim_2); build.py orders the
two claims by store path and writes "ID: slot: <value b> vs <value a>".
For non-contradictions the note is free text.
"""

CONTRADICTION_CLASSES = ("value_slot", "role_slot", "negation", "stale_vs_change")
NON_CONTRADICTION_CLASSES = ("refinement", "other_subject", "dated_history", "agreeing_duplicate",
                             "negation_scope")
PREFIX = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S",
          "refinement": "F", "other_subject": "O", "dated_history": "D", "agreeing_duplicate": "A",
          "negation_scope": "NS"}

PAIRS = [
    # ---------------------------------------------------------------- value_slot
    ("V1", "value_slot", "cs_port", "f_v1", ("CallSheet gunicorn port on ops-1", "8000", "8010")),
    ("V2", "value_slot", "pg_test_time", "pf_noon", ("weekly test page time (Sunday)", "10:00", "12:00")),
    ("V3", "value_slot", "bk_retention", "f_v3", ("restic daily snapshots kept for ops-1 dumps", "30", "14")),
    ("V4", "value_slot", "kc_rope", "ksh_rope7", ("rope retirement age from manufacture", "10 years", "7 years")),
    ("V5", "value_slot", "tn_time", "f_v5", ("Wednesday training night start time", "19:30", "19:00")),
    ("V6", "value_slot", "kl_node", "f_v6", ("KitLog Node version (.nvmrc)", "Node 20", "Node 22")),
    ("V7", "value_slot", "kdn_mem", "f_v7", ("KitLog Fly machine memory", "256 MB", "1 GB")),
    ("V8", "value_slot", "pg_resend", "cpi_retry5", ("re-sends of an unacknowledged page", "3", "5")),
    ("V9", "value_slot", "don_min", "f_v9", ("minimum one-off online donation", "£5", "£2")),
    ("V10", "value_slot", "rg_poll", "f_v10", ("radio-gw position poll interval during a call-out", "30 s", "60 s")),
    # ---------------------------------------------------------------- role_slot
    ("R1", "role_slot", "cs_errors", "f_r1", ("CallSheet error tracking", "Sentry", "GlitchTip")),
    ("R2", "role_slot", "kl_pm", "kds_yarn", ("KitLog package manager", "pnpm", "Yarn")),
    ("R3", "role_slot", "web_host", "f_r3", ("public website hosting", "Netlify", "Cloudflare Pages")),
    ("R4", "role_slot", "inf_email", "cse_ses", ("CallSheet outgoing email provider", "Postmark", "Amazon SES")),
    ("R5", "role_slot", "orb_redis", "crb_rabbit", ("CallSheet Celery broker", "Redis", "RabbitMQ")),
    ("R6", "role_slot", "git_merge", "f_r6", ("PR merge strategy", "squash-merge", "rebase-and-merge")),
    ("R7", "role_slot", "oc_callsheet", "its_tom", ("first person paged for CallSheet outages", "Alex", "Tom Birkett")),
    ("R8", "role_slot", "alex_editor", "f_r8", ("Alex's editor", "Neovim", "VS Code")),
    ("R9", "role_slot", "kdn_ci", "f_r9", ("KitLog CI", "GitHub Actions", "Woodpecker CI")),
    ("R10", "role_slot", "veh_r1", "vln_dale", ("Rescue 1 servicing garage", "Fellside Motors", "Dale Garage")),
    # ---------------------------------------------------------------- negation
    ("N1", "negation", "dep_callout", "f_n1", ("deploying CallSheet during a live call-out", "never", "fine")),
    ("N2", "negation", "f_n2dec", "f_n2pos", ("weekly test page to probationers", "decided not to send", "they get it")),
    ("N3", "negation", "sec_names", "csd_names", ("casualty names in CallSheet logs", "never logged", "request log includes them")),
    ("N4", "negation", "drug_overnight", "f_n4", ("morphine left in a vehicle overnight", "never", "stays in Rescue 1")),
    ("N5", "negation", "fr_cash", "ff_cash", ("cash donations at base", "not taken", "accepted")),
    ("N6", "negation", "py_ruff", "f_n6", ("running ruff format on Python", "always", "don't")),
    ("N7", "negation", "f_n7dec", "f_n7pos", ("member phone numbers in KitLog", "kept out", "stored")),
    ("N8", "negation", "kc_signout", "f_n8", ("signing kit out in KitLog on call-outs", "must", "nobody does")),
    ("N9", "negation", "web_live", "wlw_live", ("live incident location on the website", "never shown", "shown by widget")),
    ("N10", "negation", "cr_required", "f_n10", ("required review / branch protection on CallSheet", "required and enforced", "decided not / optional")),
    # ---------------------------------------------------------------- stale_vs_change
    ("S1", "stale_vs_change", "sms_provider", "f_s1", ("SMS paging provider", "Textlocal (present)", "switched to Twilio")),
    ("S2", "stale_vs_change", "kl_db", "kpm_migrated", ("KitLog database", "SQLite on Fly volume (present)", "moved to Postgres on ops-1")),
    ("S3", "stale_vs_change", "mon_uptime", "mn_kuma", ("uptime monitoring", "UptimeRobot (present)", "moved to Uptime Kuma")),
    ("S4", "stale_vs_change", "pg_multitone", "f_s4", ("Multitone pagers", "carried (present)", "handed back, phone-only")),
    ("S5", "stale_vs_change", "tn_sheet", "trm_readonly", ("training attendance record", "Training Log sheet (present)", "sheet read-only, CallSheet tab")),
    ("S6", "stale_vs_change", "rg_python", "f_s6", ("radio-gw Python runtime", "system Python 3.9 (present)", "no longer; uv 3.12 venv")),
    ("S7", "stale_vs_change", "kapi_v1", "kcl_deprecated", ("KitLog status API", "/api/v1 in use (present)", "/api/v1 deprecated, 410")),
    ("S8", "stale_vs_change", "wm_group", "cc_group", ("member announcements channel", "members@ Google Group (present)", "group shut down")),
    ("S9", "stale_vs_change", "veh_r2", "f_s9", ("Rescue 2 vehicle", "Discovery 3 (present)", "sold, replaced by Ranger")),
    ("S10", "stale_vs_change", "dev_piptools", "cuv", ("CallSheet dependency pinning", "pip-tools (present)", "switched to uv")),
    # ---------------------------------------------------------------- refinement
    ("F1", "refinement", "tn_time", "tc_nightnav", "F1: first-Wednesday night nav meets at Hallow Gill instead of Thornby; an exception to the usual venue"),
    ("F2", "refinement", "bk_time", "f_f2", "F2: the 02:30 dump is skipped and re-run at 06:00 when a call-out is live; narrower case of the nightly schedule"),
    ("F3", "refinement", "kc_casbag", "mkn_pouch", "F3: on the Sunday bag check only a medic opens the analgesia pouch; detail inside the weekly check"),
    ("F4", "refinement", "gc_greenci", "f_f4", "F4: for the website the green CI run is just the Hugo build; narrows what 'green CI' means there"),
    ("F5", "refinement", "web_reports", "weg_fatal", "F5: fatal incidents wait for police/coroner clearance; exception to the 48-hour rule"),
    ("F6", "refinement", "dep_just", "f_f6", "F6: `just deploy` skips collectstatic when static/ is unchanged; detail of the deploy command"),
    ("F7", "refinement", "rc_ch3", "hgr_ch5", "F7: Ch 3 is primary, but in Hallow Gill relay via Ch 5; local exception"),
    ("F8", "refinement", "don_giftaid", "gan_declaration", "F8: Gift Aid only when the declaration box is ticked; defines 'eligible'"),
    ("F9", "refinement", "gdpr_7y", "gf_redact", "F9: medical free text redacted at 3 years while the record stays the full period"),
    ("F10", "refinement", "alex_short", "alex_timeline", "F10: short answers by default, full timeline for bugs that touched a live call-out"),
    # ---------------------------------------------------------------- other_subject
    ("O1", "other_subject", "cs_port", "kdn_port", "O1: port 8000 is CallSheet's gunicorn on ops-1; port 3000 is KitLog's node server on Fly"),
    ("O2", "other_subject", "tn_time", "f_o2", "O2: Wednesday 19:30 training nights vs Monday 19:00 casualty care refreshers"),
    ("O3", "other_subject", "cs_errors", "kl_errors", "O3: error tracking for CallSheet (Sentry) vs KitLog (Honeybadger)"),
    ("O4", "other_subject", "bk_retention", "pim_image", "O4: 30 daily restic snapshots of ops-1 dumps vs 4 weekly radio-pi SD images"),
    ("O5", "other_subject", "inf_email", "f_o5", "O5: CallSheet transactional mail (Postmark) vs team mailboxes (Google Workspace)"),
    ("O6", "other_subject", "cpi_retry5", "f_o6", "O6: 5 retries for an unacknowledged SMS page vs 5 retries for the sync_kit_status task"),
    ("O7", "other_subject", "kc_rope", "f_o7", "O7: ropes retire at 10 years vs harnesses and slings at 5 years"),
    ("O8", "other_subject", "kl_node", "f_o8", "O8: KitLog runtime Node 20 vs CallSheet's esbuild step on Node 22 in CI"),
    ("O9", "other_subject", "veh_r1", "f_o9", "O9: Rescue 1 serviced at Fellside Motors vs the quad bike at Dale Garage"),
    ("O10", "other_subject", "pg_test_time", "rnp_check", "O10: weekly test page Sunday 10:00 vs weekly radio net check Sunday 12:00"),
    # ---------------------------------------------------------------- dated_history
    ("D1", "dated_history", "pg_test_time", "f_d1", "D1: test page on Saturday mornings until March 2026; Sunday now"),
    ("D2", "dated_history", "inf_ops1", "f_d2", "D2: CallSheet on the old Dell in 2025; on ops-1 now"),
    ("D3", "dated_history", "web_host", "wh_wordpress", "D3: WordPress on 123-reg until 2024; current hosting is a present claim"),
    ("D4", "dated_history", "ct_tl", "f_d4", "D4: Owen Pryce was team leader 2019 to March 2025; Fiona Marsh now"),
    ("D5", "dated_history", "f_d5a", "f_d5b", "D5: 87 call-outs in 2025 vs 64 so far in 2026; different periods"),
    ("D6", "dated_history", "tn_time", "br_hall", "D6: training in the village hall during the Feb-Apr 2026 refurb; at base now"),
    ("D7", "dated_history", "rg_mqtt", "f_d7", "D7: direct HTTP POST during the 2025 beta; MQTT now"),
    ("D8", "dated_history", "fr_appeal", "fh_2025", "D8: 2025 appeal £40k target vs current £25,000 appeal"),
    ("D9", "dated_history", "inf_ops1", "cul_pg13", "D9: PostgreSQL 13 until the January rebuild; PostgreSQL 16 now"),
    ("D10", "dated_history", "ct_kit", "f_d10", "D10: Dev Shah kit officer until September; Harriet Cole now"),
    # ---------------------------------------------------------------- agreeing_duplicate
    ("A1", "agreeing_duplicate", "bk_time", "orb_dump", "A1: nightly pg_dump at 02:30 = 'half two every night'"),
    ("A2", "agreeing_duplicate", "rg_mqtt", "rgn_broker", "A2: Mosquitto on ops-1 port 1883 over Tailscale = `ops-1:1883` tailnet only"),
    ("A3", "agreeing_duplicate", "kl_region", "kdn_region", "A3: Fly.io London region = `lhr`"),
    ("A4", "agreeing_duplicate", "gdpr_7y", "f_a4", "A4: call-out records kept 7 years = seven years, insurer"),
    ("A5", "agreeing_duplicate", "ct_tl", "wdw_tl", "A5: team leader Fiona Marsh (table row) = TL Fiona Marsh"),
    ("A6", "agreeing_duplicate", "web_reports", "f_a6", "A6: reports within 48 hours = no more than two days"),
    ("A7", "agreeing_duplicate", "ct_kit", "kc_harriet", "A7: kit officer Harriet Cole (table row) = Harriet Cole, as kit officer"),
    ("A8", "agreeing_duplicate", "dep_just", "crb_deploy", "A8: `just deploy` from Alex's laptop = on Alex's machine, no CD"),
    ("A9", "agreeing_duplicate", "inf_ssh", "f_a9", "A9: SSH to ops-1 only over Tailscale = no SSH from the internet, use tailnet"),
    ("A10", "agreeing_duplicate", "kc_casbag", "f_a10", "A10: casualty bags full check every Sunday morning = weekly on Sunday mornings"),
    # ---------------------------------------------------------------- negation_scope
    ("NS1", "negation_scope", "dep_friday", "cs_friday", "NS1: no Friday deploys *unless a second person is online* vs deploys go out on Friday evenings"),
    ("NS2", "negation_scope", "don_thanks", "ff_thanks", "NS2: thank-you emails never sent *without the Gift Aid status* vs every donor gets one"),
    ("NS3", "negation_scope", "oc_scope", "f_ns3", "NS3: radio faults go to Tom, *not to the IT on-call* (direction) vs IT on-call covers the apps"),
    ("NS4", "negation_scope", "fr_street", "f_ns4", "NS4: collections never *without a permit* vs collections every Saturday in December"),
    ("NS5", "negation_scope", "gc_greenci", "f_ns5", "NS5: nothing merged *without green CI* vs Alex merges his own website PRs"),
    ("NS6", "negation_scope", "co_hill", "cof_rv", "NS6: nobody goes *onto the hill* until assigned vs go straight to the RV (not base)"),
    ("NS7", "negation_scope", "dbm_manual", "f_ns7", "NS7: never migrate by hand *without a fresh dump* vs manual migrations fine for a hotfix"),
    ("NS8", "negation_scope", "pg_noinc", "f_ns8", "NS8: no call-out page *without an incident number* vs CallSheet pages for every call-out"),
    ("NS9", "negation_scope", "rc_ch1", "f_ns9", "NS9: never use Ch 1 on a joint call-out *without clearing it* vs Ch 1 is for joint call-outs"),
    ("NS10", "negation_scope", "ksh_donated", "ff_kitdonate", "NS10: donated kit welcome but *never second-hand ropes/harnesses* vs yes, donate kit"),
]
