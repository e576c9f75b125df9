"""Pair table for set230.

Contradictions: (id, class, claim1, claim2, slot, value_of_claim1, value_of_claim2)
Non-contradictions: (id, class, claim1, claim2, note)
build.py orders each pair by store-relative path and writes the note as
"<id>: <slot>: <value b> vs <value a>" for contradictions.
"""

CONTRADICTION_CLASSES = ["value_slot", "role_slot", "negation", "stale_vs_change"]
NON_CLASSES = ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]

CONTRA = [
    # value_slot
    ("V1", "value_slot", "FX_V1", "I_BOOKER", "booker gunicorn port", "8001", "8000"),
    ("V2", "value_slot", "FX_V2", "B_PG", "booker PostgreSQL version", "15.6", "16"),
    ("V3", "value_slot", "VR_28", "AU_V3", "jabs first reminder lead time", "28 days", "21 days"),
    ("V4", "value_slot", "FX_V4", "BK_RET", "hb-nuc-01 restic retention", "14 days", "30 daily snapshots"),
    ("V5", "value_slot", "FX_V5", "PR_CONSULT", "standard consultation price", "£48", "£52.00"),
    ("V6", "value_slot", "P_SAT", "AU_V6", "Mill Street Saturday closing time", "12:00", "13:00"),
    ("V7", "value_slot", "FX_V7", "J_MAX", "jabs reminders per due vaccine (count)", "2", "3"),
    ("V8", "value_slot", "FX_V8", "VA_RATE", "Vetra API rate limit", "120 req/min", "60 req/min"),
    ("V9", "value_slot", "OB_SFTP", "AU_V9", "NightPaws SFTP port for ooh-bridge", "2222", "22"),
    ("V10", "value_slot", "FX_V10", "B_UPLOAD", "booker pet photo upload cap", "5 MB", "10 MB"),
    # role_slot
    ("R1", "role_slot", "FX_R1", "MON_SENTRY", "booker error tracking", "Rollbar", "Sentry"),
    ("R2", "role_slot", "CI_BOOKER", "AU_R2", "booker CI", "GitHub Actions", "GitLab CI"),
    ("R3", "role_slot", "J_PNPM", "FX_R3", "jabs package manager", "pnpm", "Yarn classic"),
    ("R4", "role_slot", "B_CELERY", "FX_R4", "booker Celery broker", "Redis", "RabbitMQ"),
    ("R5", "role_slot", "B_EMAIL", "AU_R5", "booker transactional email provider", "Postmark", "Amazon SES"),
    ("R6", "role_slot", "CDR_OWNER", "FX_R6", "weekly CD register reconciliation owner", "Priya Raman", "Hollie Dunn"),
    ("R7", "role_slot", "G_PILLBOX", "AU_R7", "pillbox merge strategy", "rebase-and-merge", "merge commit"),
    ("R8", "role_slot", "I_HOST", "FX_R8", "booker hosting provider", "Hetzner Cloud", "DigitalOcean"),
    ("R9", "role_slot", "U_EDITOR", "FX_R9", "Sam's editor", "Neovim", "VS Code"),
    ("R10", "role_slot", "PB_DB", "AU_R10", "pillbox database", "SQLite", "MariaDB"),
    # negation
    ("N1", "negation", "G_SQUASH", "FX_N1", "squash-merging booker PRs", "always squash", "never squash"),
    ("N2", "negation", "CD_LOGS", "AU_N2", "client phone numbers in log lines", "never", "log the mobile number"),
    ("N3", "negation", "DP_SAT", "FX_N3", "deploying booker on Saturday morning", "don't", "fine"),
    ("N4", "negation", "SMS_NAME", "AU_N4", "pet's name in reminder texts", "always include", "don't include"),
    ("N5", "negation", "BR_SURG", "FX_N5", "online booking of neuter/dental admits", "never bookable online", "decided bookable online"),
    ("N6", "negation", "T_VETRA", "AU_N6", "tests calling the Vetra sandbox", "must never", "integration tests call it"),
    ("N7", "negation", "BR_DEPOSIT", "FX_N7", "deposit for online bookings", "new clients must pay", "decided not to take deposits"),
    ("N8", "negation", "SEC_GIT", "AU_N8", "encrypted secrets committed to git", "never, not even encrypted", "pillbox .env committed with sops"),
    ("N9", "negation", "J_LEFT", "FX_N9", "jabs reminders to left_practice clients", "skipped", "texted"),
    ("N10", "negation", "CS_CBV", "FX_N10", "class-based views in booker", "prefer", "none"),
    # stale_vs_change
    ("S1", "stale_vs_change", "J_TWILIO", "FX_S1", "jabs SMS provider", "Twilio", "switched to Firetext"),
    ("S2", "stale_vs_change", "FX_S2", "AU_S2", "booker dependency tool", "pip-tools", "moved to uv"),
    ("S3", "stale_vs_change", "VA_BASE", "FX_S3", "Vetra API version", "v1 base URL", "v1 deprecated, /v2/ now"),
    ("S4", "stale_vs_change", "CI_PILLBOX", "AU_S4", "pillbox CI", "Woodpecker", "Woodpecker shut down, GitHub Actions"),
    ("S5", "stale_vs_change", "FX_S5", "BK_NAS", "hb-nuc-01 backup destination", "Synology NAS", "NAS retired, B2"),
    ("S6", "stale_vs_change", "AU_S6", "FX_S6", "vaccine wholesaler", "Kestrel", "no longer Kestrel, Northvale"),
    ("S7", "stale_vs_change", "B_PY", "FX_S7", "booker Python version", "3.11", "upgraded to 3.12"),
    ("S8", "stale_vs_change", "AU_S8", "FX_S8", "widget availability endpoint", "/api/legacy-slots", "deprecated, /api/v2/slots"),
    ("S9", "stale_vs_change", "P_CALLUM", "FX_S9", "Callum Reid's role", "student nurse", "qualified RVN, no longer student"),
    ("S10", "stale_vs_change", "AU_S10", "FX_S10", "vaccine stock record", "update the Google Sheet", "sheet read-only"),
]

NON = [
    # refinement
    ("F1", "refinement", "BR_SLOT", "FX_F1", "standard slots are 15 min; behaviour consults and second opinions take double slots"),
    ("F2", "refinement", "J_DAYS", "VR_BANK", "jabs sends Mon-Sat; bank holidays are also skipped"),
    ("F3", "refinement", "PR_NAIL", "FX_F3", "nail clip list price; free for dogs on the Health Plan"),
    ("F4", "refinement", "T_VIEWS", "AU_F4", "new views need tests; copy/CSS-only changes need no new test"),
    ("F5", "refinement", "P_WKDAY", "FX_F5", "weekday hours; Wednesday training-hour door closure"),
    ("F6", "refinement", "I_NUC", "FX_F6", "NUC staff-VLAN address; second NIC on the imaging VLAN"),
    ("F7", "refinement", "CS_MYPY", "AU_F7", "mypy strict for booker; migrations folder excluded"),
    ("F8", "refinement", "OB_EVENING", "FX_F8", "nightly handover push; only hospitalised and ooh_watch cases"),
    ("F9", "refinement", "SMS_SEG", "FX_F9", "one GSM-7 segment; no emoji because UCS-2 cuts the limit"),
    ("F10", "refinement", "PB_STOCK", "FX_F10", "pillbox tracks expiry; flags batches within 60 days"),
    # other_subject
    ("O1", "other_subject", "I_BOOKER", "AU_O1", "port: booker 8000 vs pillbox 8081"),
    ("O2", "other_subject", "MON_SENTRY", "J_ERR", "error tracking: booker Sentry vs jabs Honeybadger"),
    ("O3", "other_subject", "J_PNPM", "FX_O3", "package manager: jabs pnpm vs booker widget npm"),
    ("O4", "other_subject", "P_SAT", "FB_HOURS", "Saturday hours: Mill Street open vs Ferndale never"),
    ("O5", "other_subject", "CDR_OWNER", "FX_O5", "weekly duty owner: CD register (Priya) vs dispensary stock-take (Hollie)"),
    ("O6", "other_subject", "G_SQUASH", "FX_O6", "merge strategy: booker squash vs jabs rebase"),
    ("O7", "other_subject", "B_UPLOAD", "AU_O7", "upload size: booker photos 10 MB vs Vetra attachments 25 MB"),
    ("O8", "other_subject", "FX_S1", "AU_O8", "SMS provider: jabs moved off Twilio vs booker confirmations on Twilio"),
    ("O9", "other_subject", "BK_RET", "FX_O9", "backup retention: NUC restic 30 days vs Vetra PMS 35 days"),
    ("O10", "other_subject", "PR_CONSULT", "FX_O10", "consult price: practice £52 vs NightPaws OOH £165/£210"),
    # dated_history
    ("D1", "dated_history", "B_SHARE", "FX_D1", "online share now ~40% vs under 10% during the Jan-Mar pilot"),
    ("D2", "dated_history", "PHS_NOW", "FX_D2", "Gamma hosted PBX now vs manual BT divert until May 2026"),
    ("D3", "dated_history", "FX_D3a", "FX_D3b", "Priya ran puppy parties until July vs Hollie runs them now"),
    ("D4", "dated_history", "J_CRON", "AU_D4", "jabs on the NUC now vs Sam's Raspberry Pi Jan-Apr 2026"),
    ("D5", "dated_history", "PR_BOOSTER", "FX_D5", "dog booster £58 now vs £54 in the 2025 list"),
    ("D6", "dated_history", "P_OOH", "FX_D6", "NightPaws OOH now vs vets' own rota before January 2026"),
    ("D7", "dated_history", "AU_D7", "FX_D7", "diary sync every 5 min now vs every 15 min in Q1 2026"),
    ("D8", "dated_history", "AU_D8", "FX_D8", "fridge alarm to duty nurse phone now vs Priya's phone through summer"),
    ("D9", "dated_history", "AU_D9", "FX_D9", "Ferndale Tue/Thu now vs also Monday mornings until August"),
    ("D10", "dated_history", "CDR_PILLBOX", "FX_D10", "CD register in pillbox now vs paper only in 2025"),
    # agreeing_duplicate
    ("A1", "agreeing_duplicate", "J_CRON", "RB_JABS", "jabs run at 06:30 = half six"),
    ("A2", "agreeing_duplicate", "BK_TIME", "AU_A2", "restic backup 02:00 = 2am nightly"),
    ("A3", "agreeing_duplicate", "VA_ID", "FX_A3", "Vetra client IDs 8-digit = eight digits"),
    ("A4", "agreeing_duplicate", "I_TLS", "DNS_TLS", "Caddy handles Let's Encrypt TLS automatically"),
    ("A5", "agreeing_duplicate", "CP_FRIDGE", "FX_A5", "vaccine fridge 2-8 °C = between 2 and 8 degrees C"),
    ("A6", "agreeing_duplicate", "CT_MAIN", "FX_A6", "main number 01632 960418 = +44 1632 960 418"),
    ("A7", "agreeing_duplicate", "BR_HOLD", "FX_A7", "unconfirmed slot held 10 minutes = 600 seconds"),
    ("A8", "agreeing_duplicate", "I_TAILSCALE", "AU_A8", "NUC remote access Tailscale only, no port forwards"),
    ("A9", "agreeing_duplicate", "FX_A9a", "FX_A9b", "Sam on site Mondays and Thursdays"),
    ("A10", "agreeing_duplicate", "PR_SCRIPT", "AU_A10", "written prescription £16.50 = sixteen pounds fifty"),
    # negation_scope
    ("NS1", "negation_scope", "DP_FRI", "FX_NS1", "never Friday deploys *without Sam watching* vs we deploy on Fridays"),
    ("NS2", "negation_scope", "PH_POMV", "FX_NS2", "repeats never *without a recent check-up* vs reception issues repeats"),
    ("NS3", "negation_scope", "MG_DUMP", "AU_NS3", "never migrate *without a fresh dump* vs migrations run on every deploy"),
    ("NS4", "negation_scope", "CD_PHONE", "AU_NS4", "no records by phone *except to the owner* vs read dates to the owner"),
    ("NS5", "negation_scope", "AU_NS5a", "AU_NS5b", "booker outages *not to Vetra support* vs diary sync errors to Vetra support"),
    ("NS6", "negation_scope", "G_FORCE", "AU_NS6", "no force-push *to main* vs force-push own feature branch"),
    ("NS7", "negation_scope", "CP_CHX", "FX_NS7", "never *undiluted for wound flushing* vs scrub used for skin prep"),
    ("NS8", "negation_scope", "COM_PERSONAL", "AU_NS8", "no *client-facing* email from Sam's address vs report to Janet from it"),
    ("NS9", "negation_scope", "RB_REBOOT", "AU_NS9", "don't *reboot the NUC* in hours vs restart the pillbox service any time"),
    ("NS10", "negation_scope", "CP_PERM", "PH_PERM", "never permethrin *for cats* vs permethrin spot-ons stocked for dogs"),
]
