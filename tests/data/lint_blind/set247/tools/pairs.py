"""Pair table: (id, class, claim id 1, claim id 2, slot, {claim id: value}).

build.py orders each pair by store path (a sorts first) and writes the note as
"<id>: <slot>: <value of b> vs <value of a>".
"""

CONTRADICTION_CLASSES = ("value_slot", "role_slot", "negation", "stale_vs_change")
NON_CONTRADICTION_CLASSES = ("refinement", "other_subject", "dated_history",
                             "agreeing_duplicate", "negation_scope")

P = []
def p(pid, cls, c1, c2, slot, v1, v2):
    P.append(dict(id=pid, cls=cls, c1=c1, c2=c2, slot=slot, vals={c1: v1, c2: v2}))

# ---- value_slot
p("V1", "value_slot", "V1a", "V1b", "TideBook prod Postgres port on tb-db-1", "5432", "5433")
p("V2", "value_slot", "V2a", "V2b", "Gannet passenger capacity", "180", "160")
p("V3", "value_slot", "V3a", "V3b", "adult return fare, Kestrel crossing 2026", "£14.80", "£15.50")
p("V4", "value_slot", "V4a", "V4b", "Ardnacross vehicle check-in cut-off", "30 minutes", "20 min")
p("V5", "value_slot", "V5a", "V5b", "retention of TideBook dumps in B2", "30 days", "14 days")
p("V6", "value_slot", "V6a", "V6b", "send_sailing_alert retry count", "max_retries=5", "3 retries")
p("V7", "value_slot", "V7a", "V7b", "first winter departure from Ardnacross", "07:40", "07:25")
p("V8", "value_slot", "V8a", "V8b", "TideBook Python version", "3.12", "3.11")
p("V9", "value_slot", "V9a", "V9b", "max vehicle length on the Gannet", "12 m", "14 m")
p("V10", "value_slot", "V10a", "V10b", "Kestrel Isle ticket office opening time", "07:00", "07:30")

# ---- role_slot
p("R1", "role_slot", "R1a", "R1b", "TideBook CI", "GitHub Actions", "Woodpecker CI")
p("R2", "role_slot", "R2a", "R2b", "TideBook booking-confirmation email provider", "Postmark", "Amazon SES")
p("R3", "role_slot", "R3a", "R3b", "deckhand hosting", "Cloudflare Pages", "Netlify")
p("R4", "role_slot", "R4a", "R4b", "deckhand package manager", "pnpm", "npm")
p("R5", "role_slot", "R5a", "R5b", "first call for weekend TideBook outages", "Tom", "Ewan")
p("R6", "role_slot", "R6a", "R6b", "TideBook online card payment provider", "Stripe", "Square")
p("R7", "role_slot", "R7a", "R7b", "tidebook repo merge strategy", "squash-merge", "rebase-and-merge")
p("R8", "role_slot", "R8a", "R8b", "Harbourlog database", "SQLite", "MariaDB")
p("R9", "role_slot", "R9a", "R9b", "Tom's editor", "Neovim", "VS Code")
p("R10", "role_slot", "R10a", "R10b", "sailing alert SMS provider", "Twilio", "Textlocal")

# ---- negation
p("N1", "negation", "N1a", "N1b", "manual pg_dump before TideBook prod migrations", "always", "not needed")
p("N2", "negation", "N2a", "N2b", "refunds for weather cancellations", "always in full", "no refund")
p("N3", "negation", "N3a", "N3b", "dogs on the Puffin", "allowed on open deck", "no dogs at all")
p("N4", "negation", "N4a", "N4b", "squash-merging deckhand PRs", "never squash", "squash merges")
p("N5", "negation", "N5a", "N5b", "agent running TideBook prod migrations itself", "don't", "allowed")
p("N6", "negation", "N6a", "N6b", "cash taken on board", "both boats take cash", "no cash on board")
p("N7", "negation", "N7a", "N7b", "class-based views in TideBook", "prefer CBVs", "no CBVs")
p("N8", "negation", "N8a", "N8b", "multi-journey foot-passenger carnet", "decided to introduce", "decided not to")
p("N9", "negation", "N9a", "N9b", "petrol cans carried on the Puffin", "not allowed", "one 5 L can allowed")
p("N10", "negation", "N10a", "N10b", "logging full phone numbers in TideBook", "never", "alert_failures logs full number")

# ---- stale_vs_change
p("S1", "stale_vs_change", "S1s", "S1c", "TideBook dependency manager", "Poetry (present)", "switched Poetry -> uv")
p("S2", "stale_vs_change", "S2s", "S2c", "TideBook error tracking", "Sentry (present)", "moved Sentry -> GlitchTip")
p("S3", "stale_vs_change", "S3s", "S3c", "vehicle bookings by phone", "bookable by phone (present)", "phone bookings stopped 1 May")
p("S4", "stale_vs_change", "S4s", "S4c", "where engine hours are logged", "Engine Hours 2026.xlsx (present)", "moved to Harbourlog, sheet read-only")
p("S5", "stale_vs_change", "S5s", "S5c", "TideBook deploy mechanism", "fab deploy (present)", "Fabric deprecated, Ansible playbook")
p("S6", "stale_vs_change", "S6s", "S6c", "how the timetable PDF is made", "Canva by Morag (present)", "no longer Canva, make timetable-pdf")
p("S7", "stale_vs_change", "S7s", "S7c", "accounting package for daily takings", "Sage 50 (present)", "moved Sage 50 -> Xero, import off")
p("S8", "stale_vs_change", "S8s", "S8c", "deckhand Node version", "Node 18 (present)", "moved to Node 22")
p("S9", "stale_vs_change", "S9s", "S9c", "staging refresh from prod dumps", "weekly refresh (present)", "stopped restoring prod dumps")
p("S10", "stale_vs_change", "S10s", "S10c", "Ardnacross office internet", "BT broadband (present)", "switched BT -> Starlink")

# ---- refinement
p("F1", "refinement", "F1a", "F1b", "vehicle pre-booking", "over 6 m must pre-book", "campervans in Jul/Aug always")
p("F2", "refinement", "F2a", "F2b", "TideBook tests", "pytest + pytest-django", "network tests marked and skipped in CI")
p("F3", "refinement", "F3a", "F3b", "dogs on the Gannet", "welcome", "car deck or outer deck, not lounge")
p("F4", "refinement", "F4a", "F4b", "nightly TideBook backup job", "pg_dump at 02:30", "Sundays also VACUUM ANALYZE")
p("F5", "refinement", "F5a", "F5b", "cancellation alert channels", "SMS and email", "SMS 160 chars, email has link")
p("F6", "refinement", "F6a", "F6b", "Harbourlog defect logging", "both boats", "Gannet split by system")
p("F7", "refinement", "F7a", "F7b", "drills", "monthly on each boat", "Puffin first Tuesday after 16:00")
p("F8", "refinement", "F8a", "F8b", "bikes", "free on both boats", "e-bikes free, battery off on Puffin")
p("F9", "refinement", "F9a", "F9b", "TideBook queries", "ORM, raw SQL only in reports", "select_related in manifest views")
p("F10", "refinement", "F10a", "F10b", "TideBook deploy source branch", "main only", "hotfixes also from main, tagged")

# ---- other_subject
p("O1", "other_subject", "O1a", "O1b", "CI (deckhand vs Harbourlog)", "GitHub Actions", "Forgejo Actions")
p("O2", "other_subject", "V4a", "O2b", "vehicle check-in cut-off (Ardnacross vs Kestrel Isle)", "30 minutes", "15 minutes")
p("O3", "other_subject", "V10a", "O3b", "ticket office opening (Kestrel Isle vs Ardnacross)", "07:00", "06:45")
p("O4", "other_subject", "O4a", "A2b", "service speed (Puffin vs Gannet)", "18 knots", "11 kn")
p("O5", "other_subject", "O5a", "O5b", "wind limit (Puffin vs Gannet)", "Force 6", "Force 8")
p("O6", "other_subject", "O6a", "O6b", "outgoing mail route (website form vs Harbourlog)", "Netlify Forms", "Office 365 SMTP relay")
p("O7", "other_subject", "O7a", "O7b", "refit yard and month (Puffin vs Gannet)", "Malin, November", "Garvel, January")
p("O8", "other_subject", "R5a", "O8b", "weekend first call (TideBook vs harbour emergencies)", "Tom", "Ewan")
p("O9", "other_subject", "V6a", "O9b", "Celery task retries (alerts vs confirmations)", "5", "8")
p("O10", "other_subject", "R9a", "O10b", "editor (Tom vs Ruth)", "Neovim", "VS Code")

# ---- dated_history
p("D1", "dated_history", "D1a", "D1b", "TideBook hosting", "DigitalOcean during 2025", "Hetzner now")
p("D2", "dated_history", "D2a", "D2b", "child return fare", "£7.00 until 31 Mar 2026", "£7.40 now")
p("D3", "dated_history", "D3a", "D3b", "vehicle bookings", "closed during Jan 2026 refit", "open 90 days ahead")
p("D4", "dated_history", "D4a", "D4b", "deckhand offline manifest storage", "localStorage until June", "IndexedDB now")
p("D5", "dated_history", "D5a", "D5b", "winter return sailings per day", "3 in winter 2025/26", "4 Mon-Sat now")
p("D6", "dated_history", "D6a", "D6b", "general manager", "Ewan acting in May", "Morag")
p("D7", "dated_history", "D7a", "D7b", "fuel supply", "Highland Fuels tanker in 2025", "Certas pier tank now")
p("D8", "dated_history", "D8a", "D8b", "website platform", "WordPress until Feb 2026", "Eleventy on Netlify")
p("D9", "dated_history", "D9a", "D9b", "boats using deckhand", "Puffin only in 2025 beta", "both boats")
p("D10", "dated_history", "D10a", "D10b", "car fare basis", "per metre in 2025", "flat up to 6 m")

# ---- agreeing_duplicate
p("A1", "agreeing_duplicate", "A1a", "A1b", "Harbourlog address", "kfnuc01 port 8080, Tailscale", "http://kfnuc01:8080/ on tailnet")
p("A2", "agreeing_duplicate", "A2a", "A2b", "Gannet service speed", "about 20 km/h", "11 kn")
p("A3", "agreeing_duplicate", "F4a", "A3b", "TideBook nightly backup time", "02:30", "half past two")
p("A4", "agreeing_duplicate", "A4a", "A4b", "Gannet crossing time", "35 minutes", "just over half an hour (35 min)")
p("A5", "agreeing_duplicate", "A5a", "A5b", "Puffin passenger capacity", "60", "60")
p("A6", "agreeing_duplicate", "A6a", "A6b", "staff admin session length", "8 hours", "28800 s / 480 minutes")
p("A7", "agreeing_duplicate", "A7a", "A7b", "TideBook upload size limit", "10m", "10 MB")
p("A8", "agreeing_duplicate", "A8a", "A8b", "Tom's working days", "Mon, Wed, Thu", "Mondays, Wednesdays, Thursdays")
p("A9", "agreeing_duplicate", "A9a", "A9b", "Gannet car capacity", "22", "up to 22")
p("A10", "agreeing_duplicate", "A10a", "A10b", "how to write for Morag", "plain English, no jargon", "no technical jargon")

# ---- negation_scope
p("NS1", "negation_scope", "NS1a", "NS1b", "Friday deploys", "never without Tom on standby", "usually Friday evening")
p("NS2", "negation_scope", "NS2a", "NS2b", "haulier invoices", "never without VAT breakdown", "invoiced monthly")
p("NS3", "negation_scope", "NS3a", "NS3b", "harbour on-call phone", "not for sailing-status questions", "carried by Ewan and duty mate")
p("NS4", "negation_scope", "NS4a", "NS4b", "TideBook migrations", "never edit applied ones", "agent writes them")
p("NS5", "negation_scope", "NS5a", "NS5b", "foot-passenger refunds", "none for no-shows", "refundable up to 24 h before")
p("NS6", "negation_scope", "NS6a", "NS6b", "alerts for delays", "not for delays under 15 min", "sent for delays")
p("NS7", "negation_scope", "NS7a", "NS7b", "card data in TideBook", "never full card numbers", "brand + last four kept")
p("NS8", "negation_scope", "NS8a", "NS8b", "cars on the 10:30 Gannet", "not in lambing season", "takes car bookings")
p("NS9", "negation_scope", "NS9a", "NS9b", "restarting the Celery worker", "never during an alert broadcast", "after every deploy")
p("NS10", "negation_scope", "NS10a", "NS10b", "emailing passengers about changes", "not from personal accounts", "TideBook emails automatically")

PAIRS = P
