"""Pair table for set242.

Each row: (id, class, claim_1, claim_2, slot, value_1, value_2)
value_1 belongs to claim_1 and value_2 to claim_2; build.py orders the two files
(a = path that sorts first) and writes the note as "ID: slot: <value b> vs <value a>".
"""

CONTRADICTION_CLASSES = ("value_slot", "role_slot", "negation", "stale_vs_change")

PAIRS = [
    # ---------------------------------------------------------------- value_slot
    ("V1", "value_slot", "V1a", "V1b", "roomctl MQTT broker port on gm-nuc", "1884", "1883"),
    ("V2", "value_slot", "V2a", "V2b", "Lighthouse game length", "75 minutes", "60 minutes"),
    ("V3", "value_slot", "V3a", "V3b", "slotkeeper production Postgres version", "16.4", "15.6"),
    ("V4", "value_slot", "V4a", "V4b", "Vault 9 maximum players", "6", "8"),
    ("V5", "value_slot", "V5a", "V5b", "unpaid booking hold duration", "15 minutes", "10 min (600 s)"),
    ("V6", "value_slot", "V6a", "V6b", "Lab Zero free hints", "3", "5"),
    ("V7", "value_slot", "V7a", "V7b", "gap between games in the same room", "30 minutes", "20 minutes"),
    ("V8", "value_slot", "V8a", "V8b", "venue Saturday opening time", "10:00", "09:00"),
    ("V9", "value_slot", "V9a", "V9b", "whole-venue exclusive hire price (3 h)", "£950 + VAT", "£1,200"),
    ("V10", "value_slot", "V10a", "V10b", "slotkeeper DB dump retention in B2", "30 days", "90 days"),
    # ---------------------------------------------------------------- role_slot
    ("R1", "role_slot", "R1a", "R1b", "gmconsole hosting", "nginx on gm-nuc (LAN)", "Cloudflare Pages"),
    ("R2", "role_slot", "R2a", "R2b", "slotkeeper Celery broker", "Redis (Upstash)", "RabbitMQ (CloudAMQP)"),
    ("R3", "role_slot", "R3a", "R3b", "gmconsole error tracking", "Sentry", "Bugsnag"),
    ("R4", "role_slot", "R4a", "R4b", "SMS booking reminder provider", "Twilio", "MessageBird"),
    ("R5", "role_slot", "R5a", "R5b", "gmconsole package manager", "pnpm", "npm"),
    ("R6", "role_slot", "R6a", "R6b", "roomctl PR merge strategy", "rebase-merge", "squash-merge"),
    ("R7", "role_slot", "R7a", "R7b", "weekend on-call for prop/tech failures", "Sam Okafor", "Tom Reyes"),
    ("R8", "role_slot", "R8a", "R8b", "roomctl CI", "GitHub Actions", "Woodpecker on gm-nuc"),
    ("R9", "role_slot", "R9a", "R9b", "Hamza's editor", "Neovim (LazyVim)", "VS Code"),
    ("R10", "role_slot", "R10a", "R10b", "tallyboard database", "SQLite file", "Postgres (tally schema)"),
    # ---------------------------------------------------------------- negation
    ("N1", "negation", "N1a", "N1b", "GM walks into a room mid-game to give a hint", "never", "can walk in"),
    ("N2", "negation", "N2a", "N2b", "players keep phones in the rooms", "must not (lockers)", "allowed"),
    ("N3", "negation", "N3a", "N3b", "slotkeeper migrations run by the deploy pipeline", "never", "every deploy (release_command)"),
    ("N4", "negation", "N4a", "N4b", "under-12s in Lab Zero with an adult", "not admitted", "allowed"),
    ("N5", "negation", "N5a", "N5b", "voucher for no-shows", "no voucher", "full-amount voucher"),
    ("N6", "negation", "N6a", "N6b", "roomctl TypeScript strict mode", "on, stays on", "off, don't turn on"),
    ("N7", "negation", "N7a", "N7b", "direct pushes to slotkeeper main", "never, always a PR", "allowed for typo/copy fixes"),
    ("N8", "negation", "N8a", "N8b", "live actor in Night Train", "decided to have one (Fri/Sat evenings)", "decided against"),
    ("N9", "negation", "N9a", "N9b", "bulk customer email without Priya's sign-off", "always ask first", "send without sign-off"),
    ("N10", "negation", "N10a", "N10b", "walk-ins", "taken if a room is free", "not taken"),
    # ---------------------------------------------------------------- stale_vs_change
    ("S1", "stale_vs_change", "S1a", "S1b", "slotkeeper transactional email", "Mailgun (present)", "switched Mailgun -> Postmark, Mailgun closed"),
    ("S2", "stale_vs_change", "S2a", "S2b", "tallyboard host", "lobby Pi (present)", "moved off the lobby Pi to gm-nuc"),
    ("S3", "stale_vs_change", "S3a", "S3b", "where game results are logged", "Google Sheet (present)", "sheet read-only, results in gmconsole"),
    ("S4", "stale_vs_change", "S4a", "S4b", "player waivers", "paper waiver at the desk (present)", "paper waivers retired, tablet"),
    ("S5", "stale_vs_change", "S5a", "S5b", "gmconsole build tool", "Create React App (present)", "migrated CRA -> Vite"),
    ("S6", "stale_vs_change", "S6a", "S6b", "room hint screen software", "hintcast (present)", "hintcast retired, Chromium kiosk"),
    ("S7", "stale_vs_change", "S7a", "S7b", "staff comms channel for shift swaps", "WhatsApp group (present)", "no longer WhatsApp, moved to Slack"),
    ("S8", "stale_vs_change", "S8a", "S8b", "Vault 9 finale", "laser grid corridor (present)", "laser grid taken out, time-lock safe"),
    ("S9", "stale_vs_change", "S9a", "S9b", "gift voucher sales channel", "Wix site (present)", "Wix shut down, vouchers in slotkeeper"),
    ("S10", "stale_vs_change", "S10a", "S10b", "CCTV NVR", "Hikvision DS-7608NI (present)", "Hikvision replaced by Reolink"),
    # ---------------------------------------------------------------- refinement
    ("F1", "refinement", "F1a", "F1b", "Night Train length", "60 minutes", "60 minutes + 10-minute briefing (detail)"),
    ("F2", "refinement", "F2a", "F2b", "booking cutoff", "online closes 2 h before", "desk exception: phone booking up to 30 min before"),
    ("F3", "refinement", "F3a", "F3b", "roomctl deploy via deploy.sh", "use ./deploy.sh", "usage: ./deploy.sh <room> / all"),
    ("F4", "refinement", "F4a", "F4b", "props to roomctl transport", "MQTT only", "solved events QoS 1, not retained"),
    ("F5", "refinement", "F5a", "F5b", "staff discount", "50% off any room", "50%, one booking a month, not Sat evenings"),
    ("F6", "refinement", "F6a", "F6b", "slotkeeper error tracking", "Sentry project slotkeeper", "Sentry alerts to #tech-alerts, error+"),
    ("F7", "refinement", "F7a", "F7b", "PR size", "small PRs", "under ~300 changed lines"),
    ("F8", "refinement", "F8a", "F8b", "group deposit", "deposit required for 10+", "deposit is 25%, bank transfer, non-refundable within 14 days"),
    ("F9", "refinement", "F9a", "F9b", "Lab Zero UV torch puzzle", "puzzle kept in rebuild", "three torches, charging and swap routine"),
    ("F10", "refinement", "F10a", "F10b", "corporate invoicing", "invoiced from Xero", "Xero invoices on 30-day terms"),
    # ---------------------------------------------------------------- other_subject
    ("O1", "other_subject", "O1a", "O1b", "service port", "roomctl WebSocket 8081", "tallyboard 8080"),
    ("O2", "other_subject", "O2a", "O2b", "CI system", "slotkeeper: GitHub Actions", "props-firmware: Woodpecker"),
    ("O3", "other_subject", "O3a", "O3b", "Sunday hours", "venue 10:00-20:00", "Briefcase pop-up 11:00-17:00"),
    ("O4", "other_subject", "O4a", "O4b", "player count", "Lighthouse 2-5", "Briefcase 4-30"),
    ("O5", "other_subject", "O5a", "O5b", "price per player", "Lab Zero £28/£33", "Briefcase £15 per head"),
    ("O6", "other_subject", "O6a", "O6b", "retries", "Stripe webhooks: up to 3 days", "SMS reminders: twice"),
    ("O7", "other_subject", "O7a", "O7b", "cleaning dilution", "Milton 1:80 for handheld props", "Flash 1:40 for floors"),
    ("O8", "other_subject", "O8a", "O8b", "Node version", "roomctl: Node 20", "gmconsole: Node 22"),
    ("O9", "other_subject", "O9a", "O9b", "email provider", "staff mailboxes: Google Workspace", "newsletter: Mailchimp"),
    ("O10", "other_subject", "O10a", "O10b", "deploy days", "roomctl: Mondays only", "slotkeeper: any day"),
    # ---------------------------------------------------------------- dated_history
    ("D1", "dated_history", "D1a", "D1b", "slotkeeper hosting", "Heroku until March", "Fly.io now"),
    ("D2", "dated_history", "D2a", "D2b_F1a", "Night Train length", "45 minutes in Nov 2025 soft launch", "60 minutes now"),
    ("D3", "dated_history", "D3a", "D3b", "Lighthouse off-peak price", "£22 in January", "£26 now"),
    ("D4", "dated_history", "D4a", "D4b", "props network", "main LAN until August", "VLAN 40 now"),
    ("D5", "dated_history", "D5a", "D5b", "lobby TV content", "Instagram reel in spring", "tallyboard top-10 now"),
    ("D6", "dated_history", "D6a", "D6b", "Monday opening", "open Mondays in summer holidays", "closed Mondays"),
    ("D7", "dated_history", "D7a", "D7b", "gift voucher validity", "12 months for pre-October vouchers", "24 months now"),
    ("D8", "dated_history", "D8a", "D8b", "peak surcharge per player", "£3 before the September review", "£5 now"),
    ("D9", "dated_history", "D9a", "D9b_F3a", "roomctl deploy method", "scp by hand until June", "deploy.sh now"),
    ("D10", "dated_history", "D10a", "D10b", "who takes bookings", "Priya alone in 2025", "Dani on the front desk"),
    # ---------------------------------------------------------------- agreeing_duplicate
    ("A1", "agreeing_duplicate", "A1a", "A1b", "Stripe webhook path", "/hooks/stripe/", "https://book.keyholequarter.co.uk/hooks/stripe/"),
    ("A2", "agreeing_duplicate", "A2a", "A2b", "Night Train team size", "2-6", "min two, max six"),
    ("A3", "agreeing_duplicate", "A3a", "A3b", "slotkeeper backup time", "3am UK", "cron 0 3 * * * Europe/London"),
    ("A4", "agreeing_duplicate", "A4a", "A4b", "Lab Zero length", "60 min", "one hour"),
    ("A5", "agreeing_duplicate", "A5a", "A5b", "remote access to gm-nuc", "Tailscale, no port forwarding", "Tailscale, no ports opened"),
    ("A6", "agreeing_duplicate", "A6a", "A6b", "booking lead time", "90 days", "three months"),
    ("A7", "agreeing_duplicate", "A7a", "A7b", "room Pi hostnames", "<room>-pi list", "<room>-pi pattern"),
    ("A8", "agreeing_duplicate", "A8a", "A8b", "slotkeeper timezone", "UTC stored, Europe/London shown", "UTC in DB, Europe/London displayed"),
    ("A9", "agreeing_duplicate", "A9a", "A9b", "birthday party room time", "30 minutes", "half an hour"),
    ("A10", "agreeing_duplicate", "A10a", "A10b", "fire alarm test", "Wednesday 09:30", "Wednesdays at half nine"),
    # ---------------------------------------------------------------- negation_scope
    ("NS1", "negation_scope", "NS1a", "NS1b", "Vault 9 reset", "don't reset without checking keypad battery", "reset after every game"),
    ("NS2", "negation_scope", "NS2a", "NS2b", "Lab Zero final-code hint", "never before the 50-minute mark", "given when a team is stuck"),
    ("NS3", "negation_scope", "NS3a", "NS3b", "phone bookings", "never without a card deposit", "we take phone bookings"),
    ("NS4", "negation_scope", "NS4a", "NS4b", "front desk duties", "refund requests not to the desk", "desk handles rebooking"),
    ("NS5", "negation_scope", "NS5a", "NS5b", "issuing vouchers", "never without a booking/order reference", "goodwill vouchers are issued"),
    ("NS6", "negation_scope", "NS6a", "NS6b", "flashing props", "never while the room has a game running", "props are flashed OTA"),
    ("NS7", "negation_scope", "NS7a", "NS7b", "committing env files", "never .env, except .env.example", ".env.example is committed"),
    ("NS8", "negation_scope", "NS8a", "NS8b", "roomctl npm dependencies", "never added without asking Hamza", "roomctl uses mqtt/ws/pino"),
    ("NS9", "negation_scope", "NS9a", "NS9b", "opening the Lighthouse lantern panel", "never without isolating 12 V", "Sam opens it monthly"),
    ("NS10", "negation_scope", "NS10a", "NS10b", "Night Train intercom", "GM never talks except in character", "hints come over the intercom"),
]

# Claims reused in a second pair under another id.
ALIASES = {"D2b_F1a": "F1a", "D9b_F3a": "F3a"}
