# remnic facts: (date, category, tags, confidence, body)
FACTS = []

def f(date, cat, tags, body, conf=0.9):
    FACTS.append((date, cat, tags, conf, body))

f("2026-03-10", "fact", ["splashdesk", "database"], """
§V1b§splashdesk's `DATABASE_URL` points at `db1.kestrelvale.internal:5433` (database `splashdesk`, user `splashdesk_app`).
""")
f("2026-08-12", "fact", ["lessons", "fees"], """
§V3b§Learn-to-swim blocks are 12 weeks long; the fee is charged per block, not per month.
""")
f("2026-09-09", "fact", ["pool-hire", "lanebook", "prices"], """
§V5b§Harcourt Road lane hire is £42 an hour per lane; that's the figure lanebook quotes to the tri club.
""")
f("2026-07-21", "fact", ["backups", "infra"], """
§V7b§Database dumps in the B2 bucket are only kept for 14 days, so if someone wants an
older copy of the waiting list they need to ask within a fortnight.
""", 0.85)
f("2026-04-28", "fact", ["lessons", "ratios"], """
§V10b§Stage 1 to 3 classes are capped at 6 children per teacher, the ratio Swim England recommends for non-swimmers.
""")
f("2026-05-15", "fact", ["splashdesk", "email"], """
§R1b§Transactional emails from splashdesk (waiting-list offers, receipts) are sent through Mailgun's EU region.
""")
f("2026-06-29", "fact", ["splashdesk", "dev", "tooling"], """
§R3b§The splashdesk repo is managed with Poetry: `poetry install`, then `poetry run pytest`.
""")
f("2026-06-15", "fact", ["coachrota", "sms"], """
§R6b§coachrota sends its SMS through ClickSend, sender ID `KVSCRota`.
""")
f("2026-04-16", "fact", ["infra", "tls"], """
§R7b§nginx on kv-app-01 terminates TLS for splashdesk, galaentry and lanebook; certbot renews the certificates.
""")
f("2026-08-03", "fact", ["splashdesk", "jobs"], """
§R9b§splashdesk's background jobs (offer emails, the nightly reorder) run on Huey with the Redis backend.
""")
f("2026-10-07", "fact", ["website", "hosting"], """
§R10b§The Hugo site is built and served by Cloudflare Pages; a push to main
triggers a build and it is live within a couple of minutes.
""")
f("2026-09-16", "preference", ["git", "workflow"], """
§N1b§Don't squash when merging galaentry or splashdesk PRs — Nadia wants every commit kept so she can bisect gala-day bugs.
""", 0.8)
f("2026-05-08", "fact", ["waiting-list", "offers"], """
§N2b§Waiting-list offers are only ever emailed, never texted; we don't hold mobile numbers for every family on the list.
""")
f("2026-07-07", "fact", ["pool-hire", "invoices", "finance"], """
§N4b§Pool hire invoices are not raised through Xero — Gareth does them by hand from the hire bookings export.
""")
f("2026-06-22", "decision", ["coachrota", "rota"], """
§N5b§Swaps in coachrota are not self-service: every swap request goes to the head coach to approve.
""")
f("2026-10-14", "fact", ["lessons", "splashdesk", "parents"], """
§N7b§Parents cancel their child's lesson place themselves from the splashdesk account page; Lucy only gets a notification.
""")
f("2026-08-27", "decision", ["fees", "squads"], """
§N9b§Squad fees are collected every month of the year, August included, so the monthly amount stays the same.
""")
f("2026-06-03", "decision", ["galas", "entries"], """
§N10b§Late entries for our open meets are accepted for 48 hours after closing, with a £2 surcharge per event.
""")
f("2026-06-25", "decision", ["galas", "galaentry", "meet-software"], """
§S1b§Switched gala management from Hy-Tek Meet Manager to SPORTSYSTEMS in June 2026; galaentry now writes SDIF files and the Hy-Tek licence has lapsed.
""")
f("2026-04-09", "decision", ["membership", "swim-england"], """
§S2b§The Azolve sync was switched off in April; club registrations with Swim England are
now entered by hand in the membership portal by Gareth.
""")
f("2026-02-20", "fact", ["waiting-list", "splashdesk"], """
§S4b§The old waiting-list Google Sheet is read-only since splashdesk's waiting list went live in February; nobody should add children to it.
""")
f("2026-08-18", "fact", ["pool-hire", "email"], """
§S5b§The hire@ mailbox was shut down in August; hire enquiries now come in through the lanebook enquiry form only.
""")
f("2026-07-30", "decision", ["newsletter"], """
§S7b§Migrated the newsletter from Mailchimp to Buttondown in July 2026; the Mailchimp account is closed.
""")
f("2026-10-22", "fact", ["volunteers", "coachrota"], """
§S9b§We no longer keep volunteer hours in a spreadsheet: coachrota logs them from the rota automatically since October.
""")
f("2026-09-24", "decision", ["dbs", "volunteers", "safeguarding"], """
§S10b§Switched DBS processing from uCheck to APCS in September; the uCheck account is closed.
""")
f("2026-03-18", "fact", ["waiting-list", "lessons"], """
§F1b§Siblings of children already in lessons skip ahead of their stage's waiting list; everyone else stays in join-date order.
""")
f("2026-02-27", "fact", ["backups", "infra"], """
§F2a§The nightly backup runs at 03:15 from cron on kv-app-01 and writes to the `kv-backups` B2 bucket.
""")
f("2026-05-21", "fact", ["pool-hire", "lanebook"], """
§F3b§Lane hire has a one-hour minimum; after that hirers can add time in 30-minute slots.
""")
f("2026-09-02", "fact", ["fees", "lessons"], """
§F6b§The 10% sibling discount is taken off the cheaper of the places, and it never applies to squad fees.
""")
f("2026-07-09", "fact", ["galaentry", "infra"], """
§F7b§galaentry's gunicorn runs 4 sync workers with a 120 s timeout, because the meet-file export is slow.
""")
f("2026-10-01", "fact", ["squads", "trials"], """
§F9b§There is a second trial date in January, but only for the Development squad; the main trials stay in September.
""")
f("2026-06-16", "fact", ["coachrota", "rota"], """
§F10b§coachrota publishes the rota four weeks ahead, every Sunday at 18:00, so there is always a rolling month visible.
""")
f("2026-03-26", "fact", ["galaentry", "dev"], """
§O1a§galaentry is still on Python 3.11; the meet-file export library has no 3.12 wheels yet.
""")
f("2026-05-29", "fact", ["lanebook", "infra"], """
§O2a§lanebook's API listens on `127.0.0.1:3004` inside its container.
""")
f("2026-04-24", "fact", ["pool-hire", "prices", "venues"], """
§O3a§St Anselm's school pool costs hirers £29 per lane per hour, evenings only.
""")
f("2026-06-19", "fact", ["coachrota", "sms"], """
§O5b§coachrota retries a failed SMS 3 times, then emails the volunteer instead.
""")
f("2026-05-05", "fact", ["venues", "lifeguards"], """
§O6a§Lifeguards' NPLQ has to be renewed every 2 years; the venue checks that, not the club.
""")
f("2026-01-28", "fact", ["galas", "county"], """
§O7b§County championship entries close 28 days before the first session and go through the county's own entry system.
""")
f("2026-09-11", "fact", ["fees", "squads"], """
§O8b§Development squad is £44 a month for three sessions a week.
""")
f("2026-08-06", "fact", ["galaentry", "redis"], """
§O9b§galaentry caches rankings lookups in Redis db 3 on `cache1.kestrelvale.internal:6379`.
""")
f("2026-02-09", "fact", ["galas", "fees", "history"], """
§D3b§At the 2025 summer open meet the entry fee was £5.50 per individual event.
""")
f("2026-04-30", "fact", ["lessons", "history"], """
§D5b§The 2026 spring block only ran for 9 weeks because Harcourt Road closed for a week over Easter.
""")
f("2026-05-13", "fact", ["infra", "history"], """
§D6a§In January 2026 kv-app-01 was still a 2 GB droplet and kept running out of memory during the nightly dump.
""")
f("2026-03-24", "fact", ["committee", "chat"], """
§D7b§Until the AGM in March 2026 the committee used Slack for day-to-day chat.
""")
f("2026-10-27", "fact", ["waiting-list", "history"], """
§D9b§Back in February the waiting list stood at 340 children; it has grown every month since.
""")
f("2026-07-02", "fact", ["splashdesk", "dev", "history"], """
§D10b§Until June 2026 splashdesk's dependencies were pinned with pip-tools (`requirements.in` compiled to `requirements.txt`).
""")
f("2026-01-22", "fact", ["squads", "sessions"], """
§A1b§Performance squad swims 6–7:30am on Tuesdays and Thursdays at Harcourt Road.
""")
f("2026-07-16", "fact", ["pool-hire", "invoices"], """
§A2b§Pool hire invoices are payable within 30 days of the invoice date.
""")
f("2026-04-15", "fact", ["pool-hire", "terms"], """
§A3a§Full refund for hire cancellations made 14 days or more ahead; inside that, the hirer pays in full.
""")
f("2026-02-13", "fact", ["infra", "dns"], """
§A5b§kestrelvale.org.uk's DNS records live in Cloudflare; Nadia and Gareth both have logins.
""")
f("2026-03-12", "fact", ["waiting-list", "splashdesk"], """
§A6b§Waiting-list positions are recalculated by a nightly job at 2am.
""")
f("2026-02-02", "preference", ["copy", "parents"], """
§A7b§Nadia wants UK spelling in anything parents will read: emails, the website, offer letters.
""", 0.95)
f("2026-05-19", "fact", ["lessons", "credits"], """
§A10b§If the club cancels a lesson, the family gets a credit on the next block rather than a refund.
""")
f("2026-09-30", "fact", ["waiting-list", "lessons"], """
§NS1a§A child moved to a different stage's list keeps their original join date; the new list isn't reordered around them.
""")
f("2026-06-23", "fact", ["website", "galas", "photos"], """
§NS4b§Gala photos go into the website gallery a few days after each meet.
""")
f("2026-10-09", "decision", ["squads"], """
§NS5a§Squad swimmers are not moved up mid-term unless the head coach signs it off.
""")
f("2026-01-30", "fact", ["venues", "lessons"], """
§NS6b§St Anselm's is used for stage 1–4 lessons on Monday and Wednesday evenings.
""")
f("2026-03-03", "fact", ["splashdesk", "payments", "gdpr"], """
§NS7a§splashdesk never stores bank or card details; the payment provider holds them.
""")
f("2026-11-05", "fact", ["fees", "refunds"], """
§NS8b§Medical withdrawals are refunded pro-rata for the weeks left in the block.
""")
f("2026-04-05", "fact", ["git", "agent"], """
§NS9b§The agent pushes its feature branches and opens the PRs itself.
""")
f("2026-08-11", "decision", ["pool-hire", "lanebook", "safety"], """
§NS10a§lanebook never takes a booking without a named lifeguard for the session.
""")

# ---- unlabelled facts
f("2026-01-15", "fact", ["squads", "people"], """
Marcus Hale is head coach and has the final say on squad placement.
""")
f("2026-02-24", "preference", ["git", "prs"], """
Nadia prefers PR descriptions with a short checklist, and screenshots for anything that changes a page.
""", 0.85)
f("2026-03-31", "fact", ["brand", "website"], """
Club colours are navy and teal; the website and the email templates use the same two colours from the brand sheet.
""")
f("2026-05-25", "fact", ["galas", "fees"], """
Entry to the Club Championships is free for members; only open meets charge per event.
""")
f("2026-07-24", "fact", ["galas", "people"], """
Bethan Rowe has been meet secretary since 2023 and presses publish on results herself.
""")
f("2026-08-21", "decision", ["parents", "apps"], """
The club will not build a phone app for parents; everything stays on the website and email.
""")
f("2026-09-18", "fact", ["lessons", "people"], """
Lucy does the lessons admin Tuesday to Thursday, mostly in the evenings.
""")
f("2026-10-30", "fact", ["venues", "timing"], """
Harcourt Road has electronic touch-pad timing; St Anselm's only has hand timing.
""")
f("2026-11-12", "fact", ["galas", "championships"], """
The Club Championships on 21 November had 286 entries across two sessions.
""")
f("2026-11-19", "preference", ["finance", "exports"], """
Gareth wants monthly exports as CSV files, not Excel workbooks.
""", 0.85)
f("2026-06-05", "fact", ["membership", "masters"], """
Masters swimmers pay the same annual membership as everyone else; only their squad fee differs.
""")
