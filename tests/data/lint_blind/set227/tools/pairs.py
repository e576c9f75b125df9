"""Pair table for set227: (id, class, claim id 1, claim id 2, note).

For value_slot pairs the note is a dict {slot, <claim id>: value, ...}; build.py renders it as
"Vn: <slot>: <value b> vs <value a>" once it knows which file sorts first.
"""

CONTRADICTION_CLASSES = ("value_slot", "role_slot", "negation", "stale_vs_change")
NON_CONTRADICTION_CLASSES = ("refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope")

PAIRS = [
    # ---------------- value_slot
    ("V1", "value_slot", "V1a", "V1b", {"slot": "ChairBook prod gunicorn bind (host:port)", "V1a": "127.0.0.1:8000", "V1b": "127.0.0.1:8010"}),
    ("V2", "value_slot", "V2a", "V2b", {"slot": "shelf life of pouched instruments", "V2a": "60 days", "V2b": "12 months"}),
    ("V3", "value_slot", "V3a", "V3b", {"slot": "appointment SMS reminder lead time", "V3a": "48 hours", "V3b": "24h"}),
    ("V4", "value_slot", "V4a", "V4b", {"slot": "ChairBook prod PostgreSQL major version", "V4a": "16", "V4b": "15 (15.8)"}),
    ("V5", "value_slot", "V5a", "V5b", {"slot": "price of an adult private examination", "V5a": "£48", "V5b": "£52"}),
    ("V6", "value_slot", "V6a", "V6b", {"slot": "daily snapshots kept for ChairBook DB backups", "V6a": "30 daily", "V6b": "14 daily (--keep-daily 14)"}),
    ("V7", "value_slot", "V7a", "V7b", {"slot": "missed NHS appointments in 12 months before deregistration", "V7a": "2", "V7b": "3"}),
    ("V8", "value_slot", "V8a", "V8b", {"slot": "ChairBook Redis/Celery broker port", "V8a": "6379", "V8b": "6380"}),
    ("V9", "value_slot", "V9a", "V9b", {"slot": "online booking horizon", "V9a": "8 weeks", "V9b": "12 weeks"}),
    ("V10", "value_slot", "V10a", "V10b", {"slot": "Fernhill weekday opening time", "V10a": "08:00", "V10b": "08:30"}),

    # ---------------- role_slot
    ("R1", "role_slot", "R1a", "R1b", "R1: error tracking for ChairBook: Sentry vs self-hosted GlitchTip"),
    ("R2", "role_slot", "R2a", "R2b", "R2: CI for ChairBook: GitHub Actions vs Woodpecker on the NAS"),
    ("R3", "role_slot", "R3a", "R3b", "R3: ChairBook Python package manager: uv vs Poetry"),
    ("R4", "role_slot", "R4a", "R4b", "R4: ChairBook transactional email provider: Postmark vs Mailgun"),
    ("R5", "role_slot", "R5a", "R5b", "R5: Marek's editor: Neovim vs VS Code"),
    ("R6", "role_slot", "R6a", "R6b", "R6: holder of the weekend emergency phone: Dr Nair vs Dr Costa"),
    ("R7", "role_slot", "R7a", "R7b", "R7: DNS host for fernhilldental.co.uk: Cloudflare vs Krystal"),
    ("R8", "role_slot", "R8a", "R8b", "R8: ChairBook uptime monitoring: UptimeRobot vs Better Stack"),
    ("R9", "role_slot", "R9a", "R9b", "R9: SteriLog pouch label printer: Brother QL-820NWB vs Zebra ZD421"),
    ("R10", "role_slot", "R10a", "R10b", "R10: crown and bridge lab: Castle Dental Lab vs Vale Ceramics"),

    # ---------------- negation
    ("N1", "negation", "N1a", "N1b", "N1: always squash-merge PRs into main vs never squash PRs in the chairbook repo"),
    ("N2", "negation", "N2a", "N2b", "N2: always confirm DOB before giving appointment details vs no need to check DOB for own appointment time"),
    ("N3", "negation", "N3a", "N3b", "N3: never deploy ChairBook 08:00-18:00 on weekdays vs weekday lunchtime deploys are fine"),
    ("N4", "negation", "N4a", "N4b", "N4: SMS reminders must not mention treatment type vs should say what the appointment is for"),
    ("N5", "negation", "N5a", "N5b", "N5: never log patient phone numbers in ChairBook logs vs ChairBook logs the mobile number on every SMS send"),
    ("N6", "negation", "N6a", "N6b", "N6: decided to take deposits online vs decided not to take deposits online"),
    ("N7", "negation", "N7a", "N7b", "N7: hygiene by direct access, no referral needed vs every hygiene appointment needs a dentist referral"),
    ("N8", "negation", "N8a", "N8b", "N8: ChairBook should accept online bookings from new NHS patients vs new NHS patients cannot book online"),
    ("N9", "negation", "N9a", "N9b", "N9: reception uses the Django admin vs reception must never get Django admin access"),
    ("N10", "negation", "N10a", "N10b", "N10: emergency slots released for online booking vs emergency slots never bookable online"),

    # ---------------- stale_vs_change
    ("S1", "stale_vs_change", "S1a", "S1b", "S1: ChairBook SMS via Twilio (present) vs switched from Twilio to Textlocal in June"),
    ("S2", "stale_vs_change", "S2a", "S2b", "S2: ChairBook runs on a DigitalOcean droplet vs migrated from DigitalOcean to Hetzner in March"),
    ("S3", "stale_vs_change", "S3a", "S3b", "S3: handpieces sterilised in the Statim vs Statim retired in August"),
    ("S4", "stale_vs_change", "S4a", "S4b", "S4: UDA Board hosted on Streamlit Community Cloud vs moved off it onto the NAS in April"),
    ("S5", "stale_vs_change", "S5a", "S5b", "S5: nurse fills in paper autoclave logbook after each cycle vs paper logbook retired in May"),
    ("S6", "stale_vs_change", "S6a", "S6b", "S6: UDA Board data source is the nightly R4 export vs R4 shut down, export share read-only"),
    ("S7", "stale_vs_change", "S7a", "S7b", "S7: card payments through the Worldpay terminal vs terminals switched from Worldpay to Dojo"),
    ("S8", "stale_vs_change", "S8a", "S8b", "S8: recall letters posted every Monday vs stopped posting recall letters in September"),
    ("S9", "stale_vs_change", "S9a", "S9b", "S9: reception PCs on Windows 10 vs upgraded to Windows 11, no Windows 10 left"),
    ("S10", "stale_vs_change", "S10a", "S10b", "S10: amalgam by default for NHS posterior fillings vs no longer places amalgam since July"),

    # ---------------- refinement
    ("F1", "refinement", "F1a", "F1b", "F1: 24 hours' cancellation notice; illness exception if rung before 9am"),
    ("F2", "refinement", "F2a", "F2b", "F2: sharps bins every 3 months; or earlier when three-quarters full"),
    ("F3", "refinement", "F3a", "F3b", "F3: all changes to main via PR; hotfix PRs may be self-approved out of hours"),
    ("F4", "refinement", "F4a", "F4b", "F4: deploy with make deploy; make deploy also takes a pg_dump first"),
    ("F5", "refinement", "F5a", "F5b", "F5: 2 min waterline flush at start of day; plus 20-30 s between patients"),
    ("F6", "refinement", "F6a", "F6b", "F6: records kept at least 11 years; children until 25th birthday if later"),
    ("F7", "refinement", "F7a", "F7b", "F7: every tray leaving decon scanned; single-use items get no barcode"),
    ("F8", "refinement", "F8a", "F8b", "F8: agent PRs need Marek's review; and should be small (<300 lines)"),
    ("F9", "refinement", "F9a", "F9b", "F9: NAS to USB drive every Friday; two drives rotated, one off-site"),
    ("F10", "refinement", "F10a", "F10b", "F10: two emergency slots each weekday morning; one kept for NHS patients in pain"),

    # ---------------- other_subject
    ("O1", "other_subject", "R2a", "O1b", "O1: CI tool: ChairBook on GitHub Actions vs SteriLog on Woodpecker (different apps)"),
    ("O2", "other_subject", "A8b", "O2b", "O2: opening hours: Fernhill Saturday clinic 09:00-12:30 vs Hollowmere Thursdays 09:00-13:00 (different sites/days)"),
    ("O3", "other_subject", "O3a", "O3b", "O3: chlorine strength: 10,000 ppm for blood spills vs 1,000 ppm for routine surface wipe-down"),
    ("O4", "other_subject", "R3a", "O4b", "O4: package manager: ChairBook uses uv vs UDA Board uses Poetry"),
    ("O5", "other_subject", "R7a", "O5b", "O5: DNS host: fernhilldental.co.uk at Cloudflare vs old domain fernhill-dental.com at 123-reg"),
    ("O6", "other_subject", "O6a", "D6b", "O6: working days: Sian Mon/Tue/Thu vs Kate Mon/Wed/Fri (different hygienists)"),
    ("O7", "other_subject", "V6a", "O7b", "O7: backup retention: ChairBook 30 daily vs SteriLog 90 days"),
    ("O8", "other_subject", "R10a", "O8b", "O8: lab: crowns to Castle Dental Lab vs dentures to Brightwater (different work)"),
    ("O9", "other_subject", "O9a", "O9b", "O9: check-up length: NHS 15 min vs private 20 min"),
    ("O10", "other_subject", "V4a", "O10b", "O10: Postgres version: ChairBook 16 vs UDA Board cache container 15"),

    # ---------------- dated_history
    ("D1", "dated_history", "D1a", "HELIX1", "D1: Helix twice a day in the run-up to the June CQC visit vs daily now"),
    ("D2", "dated_history", "D2a", "D2b", "D2: PMS was R4 in January 2026 vs PMS is Dentally"),
    ("D3", "dated_history", "D3a", "SAT1", "D3: Saturday clinic weekly Jan-Apr 2026 vs first Saturday monthly now"),
    ("D4", "dated_history", "D4a", "D4b", "D4: old Melag ~50 min per cycle until August vs Lisa ~32 min"),
    ("D5", "dated_history", "D5a", "D5b", "D5: 2025/26 target 17,500 UDAs vs 2026/27 target 16,800"),
    ("D6", "dated_history", "D6a", "D6b", "D6: Kate did Thursday Hollowmere list until September vs Kate works Mon/Wed/Fri"),
    ("D7", "dated_history", "D7a", "D7b", "D7: beta Feb-Apr only Dr Nair's diary online vs now all three dentists"),
    ("D8", "dated_history", "D8a", "D8b", "D8: Django 4.2 until May 2026 vs Django 5.1 now"),
    ("D9", "dated_history", "D9a", "D9b", "D9: 30-min hygiene visit £60 before April 2026 review vs £68 now"),
    ("D10", "dated_history", "D10a", "D10b", "D10: sharps log on paper before June CQC visit vs logged in SteriLog now"),

    # ---------------- agreeing_duplicate
    ("A1", "agreeing_duplicate", "HELIX1", "A1b", "A1: Helix test daily before the first load (both)"),
    ("A2", "agreeing_duplicate", "A2a", "A2b", "A2: ChairBook gunicorn workers: 3 = three"),
    ("A3", "agreeing_duplicate", "A3a", "A3b", "A3: referral upload limit: 10 MiB = 10,240 KiB"),
    ("A4", "agreeing_duplicate", "A4a", "A4b", "A4: Dentally API timeout: 30 s = 30000 ms"),
    ("A5", "agreeing_duplicate", "A5a", "A5b", "A5: admin session idle timeout: 15 minutes = 900 seconds"),
    ("A6", "agreeing_duplicate", "A6a", "A6b", "A6: Jo is the data protection lead (both)"),
    ("A7", "agreeing_duplicate", "A7a", "A7b", "A7: ultrasonic solution changed every AM/PM session (both)"),
    ("A8", "agreeing_duplicate", "SAT1", "A8b", "A8: Saturday clinic on the first Saturday of the month (both)"),
    ("A9", "agreeing_duplicate", "A9a", "A9b", "A9: NHS Band 1 charge £27.40 (both)"),
    ("A10", "agreeing_duplicate", "A10a", "A10b", "A10: booking site book.fernhilldental.co.uk (both)"),

    # ---------------- negation_scope
    ("NS1", "negation_scope", "NS1a", "NS1b", "NS1: never deploy on a Friday *without telling Jo* vs releases usually on Friday evenings"),
    ("NS2", "negation_scope", "NS2a", "NS2b", "NS2: never text a *child's own mobile* vs every appointment gets an SMS reminder"),
    ("NS3", "negation_scope", "NS3a", "NS3b", "NS3: don't print labels *until the cycle passed* vs SteriLog prints a label for every item"),
    ("NS4", "negation_scope", "NS4a", "NS4b", "NS4: never discuss treatment with family *without consent* vs plan discussed with parents of under-16s"),
    ("NS5", "negation_scope", "NS5a", "NS5b", "NS5: never migrate prod *without a fresh pg_dump* vs make deploy applies migrations after the dump"),
    ("NS6", "negation_scope", "NS6a", "NS6b", "NS6: no DNA flag *for patients who cancelled with notice* vs reception sets DNA flag for no-shows"),
    ("NS7", "negation_scope", "NS7a", "NS7b", "NS7: no marketing emails *to patients who haven't opted in* vs quarterly newsletter by email"),
    ("NS8", "negation_scope", "NS8a", "NS8b", "NS8: booking-sync failures go to Marek, *not* Dentally support vs Jo contacts Dentally support when the PMS is down"),
    ("NS9", "negation_scope", "NS9a", "NS9b", "NS9: no radiographs *without written justification* vs bitewings every 2 years for low-risk adults"),
    ("NS10", "negation_scope", "NS10a", "NS10b", "NS10: never put *patient details* in review replies vs Jo replies to every Google review"),
]
