# -*- coding: utf-8 -*-
"""Claim texts and file bodies for the Northcut Barbers memory store (set148).

Bodies carry @@key@@ markers; each marker is replaced by CLAIMS[key] and must be used exactly once
across the whole store.  A claim key names one line of one file.
"""

CLAIMS = {
    # ---------------- reference_chairbook.md
    "cb_mysql": "- MySQL 8 at `db-chairbook.northcut.internal:3306`, database `chairbook_prod`",
    "cb_cut": "- Standard cut: 30-minute slot",
    "cb_fade": "- Skin fade: 45-minute slot",
    "cb_remind": "- Reminder SMS: 24 hours before the appointment",
    "cb_sms_provider": "- SMS provider: Twilio, sender ID `NORTHCUT`",
    "cb_retry": "- Failed reminder SMS are retried up to 3 times, 10 minutes apart",
    "cb_cancel": "- Free cancellation up to 12 hours before the slot",
    "cb_queue": "- Background jobs (reminders, no-show marking): Laravel Horizon on Redis",
    "cb_host": "- Runs on the DigitalOcean droplet `web-01`",
    "cb_deposit": "- Online booking deposits are taken with Stripe Checkout",
    "cb_noshow": "- No-shows are never charged the full price; only the deposit is kept",
    "cb_window": "- Online bookings open 21 days ahead",
    "cb_stack": "- Laravel 11 on PHP 8.3",
    # ---------------- reference_queueboard.md
    "qb_poll": "- TV screens poll `/api/queue` every 10 seconds",
    "qb_cap": "- The queue closes to new walk-ins once 15 people are waiting",
    "qb_pm": "- Package manager: pnpm (`pnpm-lock.yaml` is committed)",
    "qb_phone": "- Walk-ins are never asked for a phone number",
    "qb_names": "- The TV shows the queue with each customer's first name and estimated wait",
    "qb_screens": "- Screens: a Raspberry Pi 4 kiosk running Chromium behind each TV",
    "qb_cutoff": "- Walk-in cut-off: 30 minutes before closing",
    "qb_inperson": "- Walk-ins join the queue in person, on the shop tablet only",
    "qb_stack": "- SvelteKit app on Node 20",
    # ---------------- reference_rentdesk.md
    "rd_python": "- Runtime: Python 3.12",
    "rd_django": "- Django 5.1, admin used by Dele for arrears",
    "rd_hackney": "- Hackney chair rent: £180 a week",
    "rd_email": "- Invoice emails are sent through Postmark",
    "rd_collect": "- Rent is collected every Monday by GoCardless direct debit",
    "rd_deposit": "- Renters do not pay a deposit when they start",
    "rd_migrate": "- Migrations run automatically in the release step of every deploy",
    "rd_contract": "- Renter contracts are signed through DocuSign",
    "rd_invoice": "- Each renter gets a PDF invoice every week",
    # ---------------- reference_stockpot.md
    "sp_pos": "- Retail sales arrive from Square POS webhooks",
    "sp_consumables": "- Only retail products are tracked; consumables (blades, neck strips) are not in stockpot",
    "sp_approve": "- Supplier orders are always approved by Jonah before they go out",
    "sp_ipad": "- Stock counts are entered on the shop iPads in the stockpot web app",
    "sp_sunday": "- Weekly stock count every Sunday after close",
    # ---------------- reference_rotaplan.md
    "rp_stack": "- Backend: FastAPI + Postgres",
    "rp_publish": "- Rotas are published two weeks ahead",
    "rp_swap": "- Shift swaps need a manager's approval",
    "rp_whatsapp": "- Rota notifications go out on WhatsApp (Twilio WhatsApp API)",
    # ---------------- reference_infra.md
    "in_hosting": "- Every internal app runs on DigitalOcean droplets in LON1",
    "in_ci": "- CI for every repo: GitHub Actions",
    "in_errors": "- Error tracking for all apps: Sentry (org `northcut`)",
    "in_backup": "- Nightly database dumps go to Backblaze B2 and are kept for 30 days",
    "in_secrets": "- Secrets: Bitwarden, collection `northcut-prod`",
    "in_dns": "- DNS: Cloudflare (zone `northcut.co.uk`)",
    # ---------------- reference_shops.md
    "sh_hackney": "- Hackney (HKN), 212 Mare Street: 6 chairs",
    "sh_stratford": "- Stratford (STR), 9 Broadway, opened 2026-08-22: 5 chairs",
    "sh_hours": "- Opening hours (all shops): Mon–Sat 09:00–19:00, Sun 10:00–17:00",
    # ---------------- other root files
    "ut_jonah": "- Jonah Reid: manager of the Walthamstow shop",
    "gw_rebase": "Merge PRs with rebase-merge, so every commit lands on `main` as it was written.",
    "gw_review": "Every PR needs one approving review before it is merged.",
    "dd_saturday": "Never deploy chairbook on a Saturday: it is the busiest booking day of the week.",
    "rm_manual": "Don't let rentdesk migrations run automatically on deploy; Marta runs them by hand after reading the SQL.",
    "cd_dob": "Never store customers' dates of birth in chairbook, we have no use for them.",
    "sd_copy": "Never copy production customer data into staging. Use the seeders.",
    "qp_names": "Do not show customer names on the queue TVs, ticket numbers only.",
    "re_friday": "Every Friday, run `scripts/export_rota.py` and email the CSV to the shop managers.",
    "st_emoji": "Customer texts: plain English, no emojis, signed with the shop name.",
    "ps_size": "Keep PRs under roughly 300 changed lines; Marta reviews them on the train.",
    "um_prs": "- Likes small PRs, 300 changed lines at most",
    "fi_arrears": "Never send a renter invoice without the arrears balance printed on it.",
    "fe_marta": "If booking is down on a Saturday, phone Marta directly, not the #dev-alerts channel.",
    "so_strips": "Don't reorder neck strips through stockpot; Jonah buys them at the cash-and-carry.",
    "rpub_dele": "Never publish a rota before Dele has signed it off.",
    "qd_yarn": "queueboard uses yarn: run `yarn install --frozen-lockfile` and commit `yarn.lock`.",
    "ud_arrears": "- Wants a summary of chair-rent arrears every Monday morning",
    "ud_slack": "- Doesn't want a Slack ping for every new booking, only for cancellations",
    # ---------------- auto notes
    "bw_40": "A standard cut is a 40-minute slot in chairbook, so the widget draws its grid in 40-minute blocks.",
    "sc_30s": "The queue screens refresh every 30 seconds (`POLL_MS=30000` in the screen config).",
    "br_14": "The B2 bucket `northcut-db-backups` keeps dumps for 14 days (lifecycle rule), so",
    "rr_layrite": "| Layrite Original Pomade 120g | 6 tubs | Eastside Barber Supplies |",
    "qe_bugsnag": "queueboard's front-end exceptions go to Bugsnag (project `queueboard-tv`).",
    "rs_woodpecker": "CI for rentdesk is Woodpecker, running on the small droplet `ci-01`.",
    "co_stripe": "3. Weekly rent is taken by a Stripe card subscription that the renter sets",
    "cj_sqs": "chairbook's queued jobs run on Amazon SQS (`QUEUE_CONNECTION=sqs`); there is no Horizon dashboard to look at.",
    "wc_mobile": "3. The check-in tablet asks every walk-in for a mobile number so we can text them when they are two from the front.",
    "rs_noapproval": "Barbers can swap shifts between themselves in rotaplan; no manager sign-off is needed.",
    "se_nightly": "Staging is refreshed every night with a copy of the production chairbook database.",
    "ft_firetv": "All queue screens were switched from Raspberry Pis to Amazon Fire TV sticks in October; the Pis have been binned.",
    "bu_single": "The per-shop booking pages (`book.northcut.co.uk/<shop>`) are deprecated; every shop now books through `book.northcut.co.uk` with a shop picker.",
    "s1_moved": "Secrets moved from Bitwarden to 1Password in September; the Bitwarden vault is read-only now and will be deleted at renewal.",
    "sc_howto": "The Sunday count does the retail shelves first; back-room boxes are counted in the same session but entered as a separate location.",
    "so_open": "Stratford opened on 22 August 2026 with five chairs; two more are planned for the spring once the back room is fitted out.",
    "rd_db": "rotaplan's database is Postgres on `db-rota.northcut.internal:5433`.",
    "rd_py": "rotaplan is on Python 3.11; `uv python pin 3.11` is already in the repo.",
    "cd_npm": "Front-end assets are built with npm (`npm ci && npm run build`), not pnpm.",
    "cd_sail": "Local setup: PHP 8.3 and Laravel 11 via Sail, then `sail artisan migrate --seed`.",
    "ch_34sp": "Until March 2026 chairbook lived on shared hosting at 34SP, deployed by FTP.",
    "is_48h": "On 12 April the reminder job sent texts 48 hours before appointments, after the clocks went forward.",
    "rh_oneweek": "For the first months of 2026 rotas went out only one week ahead, which is",
    "cl_count": "- Sunday close: do the stock count in stockpot before cashing up",
    "oh_row": "| All shops | 09:00–19:00 | 10:00–17:00 |",
    "rru_sat": "Apprentices are rostered on Saturdays at every shop.",
}

# ---------------------------------------------------------------- facts (remnic)
# key -> (date, category, body, tags); the claim of a fact is its first body line
FACTS = {
    'f_mysql': ("2026-03-11", "fact", "chairbook's production MySQL is at `db-chairbook.northcut.internal:3307`; `DB_PORT` in the `.env` has to match.", ["chairbook", "database"]),
    'f_remind': ("2026-04-02", "fact", "chairbook's appointment reminder texts go out 3 hours before the booking.\nThe text includes a reply-C-to-cancel line.", ["chairbook", "sms"]),
    'f_py': ("2026-05-19", "fact", "rentdesk runs on Python 3.11 in production; the Dockerfile base image is `python:3.11-slim`.", ["rentdesk", "runtime"]),
    'f_hackney': ("2026-06-08", "fact", "Chair rent at the Hackney shop is £210 a week.", ["rentdesk", "hackney", "rent"]),
    'f_cap': ("2026-07-14", "fact", "queueboard caps the walk-in queue at 12 per shop; after that the tablet shows \"queue full\".", ["queueboard", "walk-ins"]),
    'f_layrite': ("2026-06-30", "fact", "stockpot raises a reorder for Layrite Original pomade when a shop is down to 10 tubs.", ["stockpot", "reorder"]),
    'f_cancel': ("2026-02-17", "fact", "Customers can cancel free of charge until 24 hours before their appointment; after\nthat the online deposit is kept and the slot is released.", ["chairbook", "cancellation"]),
    'f_bird': ("2026-05-06", "fact", "chairbook sends its reminder texts through MessageBird; the sender name stays NORTHCUT.", ["chairbook", "sms"]),
    'f_fly': ("2026-08-25", "fact", "stockpot is hosted on Fly.io (app `northcut-stockpot`, region lhr).\nDeploys are `fly deploy` from Marta's laptop; there is no staging app.", ["stockpot", "hosting"]),
    'f_ses': ("2026-09-03", "fact", "rentdesk invoice emails are sent via Amazon SES in eu-west-2.", ["rentdesk", "email"]),
    'f_squash': ("2026-04-21", "decision", "Merge strategy for all Northcut repos is squash-merge: one commit per PR on `main`.\nThe PR title becomes the commit message, so write it properly.", ["git", "workflow"]),
    'f_sumup_till': ("2026-10-06", "fact", "Product sales at the tills go through SumUp; stockpot pulls them from the SumUp API every night.", ["stockpot", "pos"]),
    'f_saturday': ("2026-07-23", "decision", "chairbook deploys are fine on Saturdays; the usual release slot is Saturday 07:30, before the shops open.", ["chairbook", "deploy"]),
    'f_deposit': ("2026-08-12", "decision", "Every new chair renter pays a deposit of two weeks' rent before their first day.\nIt is refunded in the last week if the chair is left clean and nothing is owed.", ["rentdesk", "renters"]),
    'f_consumables': ("2026-09-20", "fact", "stockpot tracks consumables too: blades and neck strips are counted every Sunday with the retail stock.", ["stockpot", "consumables"]),
    'f_noapprove': ("2026-10-14", "fact", "stockpot emails reorders to Eastside automatically; nobody approves them by hand.", ["stockpot", "suppliers"]),
    'f_web03': ("2026-09-15", "fact", "chairbook was migrated off `web-01` to the new droplet `web-03` on 2026-09-14; `web-01` has been shut down.", ["chairbook", "hosting"]),
    'f_push': ("2026-07-08", "fact", "rotaplan no longer sends WhatsApp messages; shift notifications moved to push notifications in the rotaplan PWA in July.", ["rotaplan", "notifications"]),
    'f_scandit': ("2026-08-28", "fact", "Stock counts moved from the iPads to the Scandit barcode app in August; the iPad count screen is switched off.", ["stockpot", "stock-count"]),
    'f_leyton': ("2026-02-09", "fact", "Leyton's booking page is `book.northcut.co.uk/leyton`; that is the URL on the window sticker.", ["chairbook", "leyton"]),
    'f_dropbox': ("2026-05-27", "fact", "The DocuSign account was cancelled in May; rentdesk contracts are signed through Dropbox Sign now.", ["rentdesk", "contracts"]),
    'f_export': ("2026-10-22", "fact", "`scripts/export_rota.py` is deprecated: rotaplan publishes rotas straight to the shared Google Calendar now.", ["rotaplan", "export"]),
    'f_deposit_sumup': ("2026-06-03", "fact", "chairbook switched booking deposits from Stripe to SumUp online payments on 2 June.", ["chairbook", "payments"]),
    'f_jonah': ("2026-09-07", "fact", "Jonah is no longer at Walthamstow; he moved to manage the Stratford shop in September.", ["team", "stratford"]),
    'f_thursday': ("2026-04-28", "fact", "Rotas are published on Thursday evenings, two weeks before they start, and barbers get the notification the same evening.", ["rotaplan", "publishing"]),
    'f_fade': ("2026-06-17", "fact", "Skin fades are 45 minutes by default; Kofi and Ravi have theirs set to 60 minutes as senior barbers (per-barber override).", ["chairbook", "services"]),
    'f_dumptime': ("2026-05-12", "fact", "The nightly B2 dump starts at 03:30 UK time, after rotaplan's overnight jobs finish.", ["infra", "backups"]),
    'f_sunday_cutoff': ("2026-08-04", "fact", "On Sundays queueboard stops new check-ins at 16:30, half an hour before the 17:00 close.", ["queueboard", "sunday"]),
    'f_invoice_no': ("2026-03-24", "fact", "rentdesk invoices are numbered `NC-R-<year>-<seq>` and the PDF is attached to the weekly email.", ["rentdesk", "invoices"]),
    'f_marta_review': ("2026-05-04", "preference", "On chairbook the one required review has to be Marta's; Dele's approval alone doesn't count.", ["git", "review"]),
    'f_sentry': ("2026-03-30", "fact", "chairbook's Sentry project is `chairbook-web`; its alerts go to #dev-alerts.", ["chairbook", "sentry"]),
    'f_arrears': ("2026-04-13", "preference", "Dele's arrears summary should list only renters more than 7 days late, sorted by amount owed.", ["rentdesk", "dele"]),
    'f_wtw_rent': ("2026-03-18", "fact", "Walthamstow chair rent is £160 a week.", ["rentdesk", "walthamstow", "rent"]),
    'f_shift_remind': ("2026-06-22", "fact", "rotaplan sends shift reminders 12 hours before the shift starts.", ["rotaplan", "reminders"]),
    'f_mailgun': ("2026-07-01", "fact", "chairbook's booking confirmation emails go out through Mailgun.", ["chairbook", "email"]),
    'f_retry5': ("2026-08-18", "fact", "stockpot retries a failed supplier order email up to 5 times before it alerts Jonah.", ["stockpot", "email"]),
    'f_online_close': ("2026-04-07", "fact", "Online bookings close 2 hours before the shop shuts.", ["chairbook", "booking"]),
    'f_squarespace': ("2026-02-24", "fact", "The public website `northcut.co.uk` is a Squarespace site that Dele edits himself; it is not one of our apps.", ["website"]),
    'f_renters_rota': ("2026-06-11", "fact", "Chair renters aren't on the staff rota; they set their own hours and rotaplan ignores them.", ["rotaplan", "renters"]),
    'f_jan_cap': ("2026-05-21", "fact", "During the January launch the walk-in cap was 8 per shop, until the Saturday queues showed it was far too low.", ["queueboard", "history"]),
    'f_spring_rent': ("2026-04-16", "fact", "In the spring trial Hackney chair rent was £150 a week for the first two renters.", ["rentdesk", "history"]),
    'f_transfer': ("2026-03-05", "fact", "Until February, renters paid rent by bank transfer and Dele chased arrears on WhatsApp.", ["rentdesk", "history"]),
    'f_pilot': ("2026-09-10", "fact", "During the summer pilot (June to August), Walthamstow walk-ins could join the queue from home through a web link.", ["queueboard", "pilot"]),
    'f_django42': ("2026-10-01", "fact", "Until the September upgrade, rentdesk ran Django 4.2.", ["rentdesk", "history"]),
    'f_casio': ("2026-04-09", "fact", "In January the shops still rang up products on the old Casio tills, so stockpot sales were keyed in by hand.", ["stockpot", "history"]),
    'f_bitbucket': ("2026-03-02", "fact", "Until the repos moved to GitHub in February, CI ran on Bitbucket Pipelines.", ["infra", "ci", "history"]),
    'f_fastapi': ("2026-02-12", "fact", "rotaplan's API is a FastAPI app with a Postgres database behind it.", ["rotaplan"]),
    'f_3weeks': ("2026-03-27", "fact", "Customers can book up to three weeks in advance online.", ["chairbook", "booking"]),
    'f_six': ("2026-01-22", "fact", "Hackney has six chairs, the most of any shop.", ["shops", "hackney"]),
    'f_svelte': ("2026-02-03", "fact", "queueboard is a SvelteKit app running on Node 20 LTS.", ["queueboard"]),
    'f_noemoji': ("2026-05-15", "preference", "No emojis in any text message to customers; Dele can't stand them.", ["sms", "tone"]),
    'f_cloudflare': ("2026-01-29", "fact", "DNS for `northcut.co.uk` is managed in Cloudflare.", ["infra", "dns"]),
    'f_noemail': ("2026-06-25", "fact", "The check-in tablet doesn't ask walk-ins for an email address; we have nowhere to use it.", ["queueboard", "privacy"]),
    'f_noshow': ("2026-07-29", "fact", "chairbook keeps the deposit automatically when a booking is marked no-show, 15 minutes after the start time.", ["chairbook", "no-show"]),
    'f_slack': ("2026-08-07", "fact", "chairbook posts every cancellation to #bookings in Slack.", ["chairbook", "slack"]),
    'f_apprentice': ("2026-09-24", "decision", "Apprentices are never rostered alone; rotaplan blocks a shift that has only an apprentice on it.", ["rotaplan", "apprentices"]),
    'f_waiting': ("2026-10-09", "fact", "Walk-ins already waiting are not turned away at the cut-off; it only stops new check-ins.", ["queueboard", "cut-off"]),
    'f_noprices': ("2026-07-17", "fact", "The queue TVs never show prices or the price list; Dele wants that on the wall board.", ["queueboard", "tv"]),
    'f_dob': ("2026-10-27", "fact", "chairbook keeps each customer's date of birth so the birthday-discount text can go out.\nAdded with the October loyalty experiment.", ["chairbook", "customers"]),
    'x_filler01': ("2026-01-15", "fact", "Northcut's four shops are Hackney, Walthamstow, Leyton and (from August) Stratford.", ["shops"]),
    'x_filler02': ("2026-02-20", "preference", "Dele likes changes explained in one paragraph he can read on his phone, with no jargon.", ["dele", "communication"]),
    'x_filler03': ("2026-03-13", "fact", "rentdesk's Postgres lives on `db-rentdesk.northcut.internal:5432`.", ["rentdesk", "database"]),
    'x_filler04': ("2026-04-24", "fact", "Employed barbers are on 40% commission on services and 10% on retail products.", ["pay", "barbers"]),
    'x_filler05': ("2026-06-05", "decision", "Tips paid by card are paid out to barbers weekly with payroll, never in cash from the till.", ["pay", "tips"]),
    'x_filler06': ("2026-07-10", "fact", "The walk-in tablets are 10th-generation iPads in a locked stand by the door.", ["queueboard", "hardware"]),
    'x_filler07': ("2026-08-21", "fact", "The Stratford fit-out contractor's snag list lives in the shared Drive folder `Stratford/Snagging`.", ["stratford"]),
    'x_filler08': ("2026-09-29", "preference", "Marta wants Pest tests for every new chairbook controller; feature tests over unit tests.", ["chairbook", "testing"]),
    'x_filler09': ("2026-10-20", "fact", "Uptime checks for chairbook and queueboard run in Better Stack every minute.", ["infra", "monitoring"]),
    'x_filler10': ("2026-11-04", "decision", "Loyalty stamps will live in chairbook, not in a separate app: tenth cut free.", ["loyalty", "chairbook"]),
    'x_filler11': ("2026-11-18", "fact", "Ravi also runs a beard-design workshop for the renters twice a year.", ["apprentices", "training"]),
}

# ---------------------------------------------------------------- root auto-memory
# file -> (name, description, type, title, hook, body); descriptions flagged FLAT are written unquoted with ": "
ROOT = {}

ROOT["reference_chairbook.md"] = ("chairbook", "chairbook reference: stack, services, reminders, deposits", "reference",
 "chairbook", "appointments app: stack, slots, reminders, deposits", """# chairbook (appointments)

Laravel app behind the online booking widget and the shop calendars. Repo `northcut/chairbook`.

## Stack
@@cb_stack@@
@@cb_mysql@@
- Redis on the same droplet for cache and sessions
@@cb_queue@@
@@cb_host@@

## Services and slots
@@cb_cut@@
@@cb_fade@@
- Beard trim: 20-minute slot
- Kids' cut (under 12): 30-minute slot, weekdays only
@@cb_window@@

## Reminders
@@cb_remind@@
@@cb_sms_provider@@
@@cb_retry@@
- Customers can reply STOP; the number is then flagged and never texted again

## Deposits and cancellations
- £5 deposit for online bookings on Fridays and Saturdays
@@cb_deposit@@
@@cb_cancel@@
@@cb_noshow@@
- A customer with two no-shows in 90 days has to pay a deposit for any day
""")

ROOT["reference_queueboard.md"] = ("queueboard", "queueboard reference, walk-in queue screens and check-in tablet", "reference",
 "queueboard", "walk-in queue screens and tablet check-in", """# queueboard (walk-ins)

Walk-in queue: a check-in tablet by the door and a TV over the waiting bench in every shop.

## Stack
@@qb_stack@@
@@qb_pm@@
- Talks to chairbook's API to see which barbers are free and when the next booking is
@@qb_screens@@
@@qb_poll@@

## Queue rules
@@qb_inperson@@
@@qb_cutoff@@
@@qb_cap@@
- Estimated wait = people ahead x 25 minutes / barbers on walk-ins
@@qb_phone@@
@@qb_names@@
- A barber taps "next" on the tablet; the screen chimes and the ticket moves to "in the chair"
""")

ROOT["reference_rentdesk.md"] = ("rentdesk", "rentdesk reference: chair rental for self-employed barbers", "reference",
 "rentdesk", "chair rental: rent, invoices, contracts", """# rentdesk (chair rental)

Self-employed barbers rent a chair by the week. rentdesk holds renters, contracts, rent and invoices.

## Stack
@@rd_python@@
@@rd_django@@
- Postgres 16 on the rentdesk droplet
@@rd_migrate@@

## Rent
@@rd_hackney@@
- Stratford chair rent: £170 a week
@@rd_collect@@
- A failed collection is retried once on the Thursday
@@rd_deposit@@

## Paperwork
@@rd_contract@@
@@rd_invoice@@
@@rd_email@@
- Renters bring their own public liability insurance; rentdesk stores the certificate expiry date
""")

ROOT["reference_stockpot.md"] = ("stockpot", "stockpot reference, retail product stock across the shops", "reference",
 "stockpot", "retail stock, counts and supplier orders", """# stockpot (product stock)

Small Go service that keeps stock levels for the products we sell over the counter
(pomades, clays, beard oils, shampoo) in each shop.

## What it tracks
@@sp_consumables@@
@@sp_pos@@
- Transfers between shops are booked as a pair of movements (out at one shop, in at the other)

## Counting and ordering
@@sp_sunday@@
@@sp_ipad@@
- Reorder thresholds per product and shop live in the `reorder_rules` table (see the reorder rules note)
- Main supplier: Eastside Barber Supplies, delivery Tuesdays
@@sp_approve@@
""")

ROOT["reference_rotaplan.md"] = ("rotaplan", "rotaplan reference, staff rotas for employed barbers and front desk", "reference",
 "rotaplan", "staff rotas, swaps and notifications", """# rotaplan (staff rotas)

Rotas for employed barbers, apprentices and the Saturday front-desk staff. Chair renters are out of scope.

@@rp_stack@@
- Web UI is a PWA that staff add to their home screen
@@rp_publish@@
@@rp_swap@@
- Holiday requests need four weeks' notice in December
@@rp_whatsapp@@
- Each shop needs at least two barbers on the floor during opening hours
""")

ROOT["reference_infra.md"] = ("infra", "infra reference: hosting, CI, backups, secrets, DNS", "reference",
 "Infrastructure", "hosting, CI, errors, backups, secrets", """# Infrastructure

@@in_hosting@@
- Droplets are built with Ansible from the `northcut/infra` repo
@@in_ci@@
@@in_errors@@
- Uptime: Better Stack checks on the public endpoints
@@in_backup@@
@@in_secrets@@
@@in_dns@@
- Staff email and Drive: Google Workspace
""")

ROOT["reference_shops.md"] = ("shops", "the shops, their codes, chairs and hours", "reference",
 "Shops", "codes, addresses, chairs, hours", """# Shops

@@sh_hackney@@
- Walthamstow (WTW), 41 Hoe Street: 4 chairs
- Leyton (LEY), 84 High Road Leyton: 4 chairs
@@sh_stratford@@
@@sh_hours@@
- Every shop has one card reader per two chairs and a single till for product sales
""")

ROOT["reference_glossary.md"] = ("glossary", "glossary: shop and system terms used in notes", "reference",
 "Glossary", "what the shop words mean", """# Glossary

- **renter**: self-employed barber who rents a chair by the week (rentdesk)
- **walk-in**: customer without a booking, queued through queueboard
- **no-show**: booked customer who doesn't arrive within 15 minutes of the start time
- **skin fade**: fade down to the skin with a foil shaver; longer slot than a standard cut
- **cut-off**: the time after which the tablet stops taking new walk-ins
- **the count**: the weekly stock count
- **HKN / WTW / LEY / STR**: shop codes
""")

ROOT["reference_contacts.md"] = ("contacts", "who to ask about what", "reference",
 "Contacts", "who owns which decision", """# Contacts

- Dele Adeyemi: owner; prices, renters, anything with money
- Marta Kowalska: part-time developer; all code, deploys and the droplets
- Jonah Reid: shop manager; stock and supplier questions
- Kofi Mensah: senior barber at Hackney; service lengths and training
- Eastside Barber Supplies: account manager Sam, orders@ address in the vault
""")

ROOT["user_dele.md"] = ("dele-owner", "Dele the owner, what he wants to see and how", "user",
 "Dele (owner)", "owner's preferences for reports and pings", """Dele Adeyemi owns Northcut Barbers and still cuts three days a week at Hackney.

@@ud_arrears@@
@@ud_slack@@
- Reads everything on his phone between clients; keep messages short
- Decides prices and rent; never change them in code without his say-so
""")

ROOT["user_marta.md"] = ("marta-dev", "Marta, the part-time developer", "user",
 "Marta (developer)", "how the developer likes to work", """Marta Kowalska is the only developer, three days a week (Mon, Wed, Thu).

@@um_prs@@
- Uses PhpStorm for chairbook and VS Code for everything else
- Wants the reasoning in the PR description, not in chat
- Prefers being asked before anything touches the droplets
""")

ROOT["user_team.md"] = ("team", "who works where", "user",
 "Team", "people and their shops", """# Team

- Dele Adeyemi: owner, barber at Hackney
- Marta Kowalska: developer (part-time)
@@ut_jonah@@
- Kofi Mensah: senior barber, Hackney
- Ravi Patel: senior barber, Leyton; runs apprentice training
- Amara Okoye: front desk on Saturdays, Hackney
""")

ROOT["feedback_git_workflow.md"] = ("git-workflow", "how PRs get reviewed and merged", "feedback",
 "Git workflow", "review and merge rules", """@@gw_review@@

@@gw_rebase@@

**Why:** Marta reads history commit by commit when something breaks on a Saturday.

**How to apply:** Open PRs against `main`, keep branch names `feature/<short-name>`, and don't force-push
once a review has started.
""")

ROOT["feedback_deploy_days.md"] = ("deploy-days", "when chairbook may be deployed", "feedback",
 "Deploy days", "which days are off limits for chairbook releases", """@@dd_saturday@@

**Why:** a bad release on a Saturday in February lost about forty online bookings before anyone noticed.

**How to apply:** ship chairbook on Monday to Thursday; queueboard and rotaplan are less sensitive.
""")

ROOT["feedback_rentdesk_migrations.md"] = ("rentdesk-migrations", "rentdesk migrations are run by hand", "feedback",
 "rentdesk migrations", "who runs schema changes", """@@rm_manual@@

**Why:** a migration once rewrote every renter's start date while a collection was running.

**How to apply:** put the migration in its own PR and ping Marta when it is merged.
""")

ROOT["feedback_customer_data.md"] = ("customer-data", "what customer data we keep", "feedback",
 "Customer data", "minimum customer data", """@@cd_dob@@

Name, mobile number and booking history are enough. If a feature seems to need more, ask Dele first.

**Why:** Dele wants to be able to tell any customer exactly what we hold about them in one sentence.
""")

ROOT["feedback_staging_data.md"] = ("staging-data", "staging must not hold real customers", "feedback",
 "Staging data", "what data staging may hold", """@@sd_copy@@

**Why:** staging is shared with a freelancer now and then, and has weaker access control.

**How to apply:** `php artisan db:seed --class=DemoShopSeeder` gives four shops and a month of fake bookings.
""")

ROOT["feedback_queue_privacy.md"] = ("queue-privacy", "what the queue TVs may show", "feedback",
 "Queue TV privacy", "what goes on the waiting-area screen", """@@qp_names@@

**Why:** a customer complained that her ex saw her name on the Walthamstow screen from the street.

**How to apply:** any new screen layout gets checked against this before it ships.
""")

ROOT["feedback_rota_export.md"] = ("rota-export", "weekly rota export for the shop managers", "feedback",
 "Rota export", "the Friday rota CSV", """@@re_friday@@

**Why:** the managers print the rota for the back-room wall.

**How to apply:** the script needs `ROTAPLAN_TOKEN` from the vault.
""")

ROOT["feedback_sms_tone.md"] = ("sms-tone", "how customer texts should read", "feedback",
 "SMS tone", "wording of customer texts", """@@st_emoji@@

Keep them under 160 characters so they go as a single message.

**Why:** Dele reads every new template before it goes live and rejects anything that sounds like marketing.
""")

ROOT["feedback_pr_size.md"] = ("pr-size", "keep pull requests small", "feedback",
 "PR size", "small pull requests", """@@ps_size@@

**Why:** big PRs sit for a week and then get merged without a real review.

**How to apply:** split refactors from behaviour changes.
""")

ROOT["feedback_invoices.md"] = ("renter-invoices", "renter invoice content rules", "feedback",
 "Renter invoices", "what every renter invoice must show", """@@fi_arrears@@

**Why:** renters argued about what they owed when the balance was only in rentdesk's admin.

**How to apply:** the invoice template test checks for the `arrears_balance` block.
""")

ROOT["feedback_escalation.md"] = ("escalation", "who to call when booking breaks", "feedback",
 "Escalation", "how to escalate outages", """@@fe_marta@@

On weekdays a message in #dev-alerts is enough; Marta checks it between meetings.

**Why:** nobody watches Slack on a Saturday, the shops are too busy.
""")

ROOT["feedback_stock_orders.md"] = ("stock-orders", "what goes through stockpot ordering", "feedback",
 "Stock orders", "which items are ordered outside stockpot", """@@so_strips@@

**Why:** the cash-and-carry is cheaper for strips and Jonah passes it anyway.
""")

ROOT["feedback_rota_publishing.md"] = ("rota-publishing", "sign-off before a rota goes out", "feedback",
 "Rota publishing", "who signs off rotas", """@@rpub_dele@@

**Why:** twice a rota went out with one barber booked at two shops on the same day.

**How to apply:** rotaplan's "publish" button stays disabled until the owner approval flag is set.
""")

ROOT["feedback_queueboard_deps.md"] = ("queueboard-deps", "queueboard dependency tooling", "feedback",
 "queueboard dependencies", "how to install queueboard dependencies", """@@qd_yarn@@

**Why:** a mixed lockfile once broke the Saturday build of the screens.
""")

ROOT["feedback_testing.md"] = ("testing", "tests before merge", "feedback",
 "Testing", "what must be tested", """Run the full test suite locally before asking for a review; CI is not a substitute.

**Why:** CI minutes are limited on the free plan and a red build blocks everyone.

**How to apply:** `make test` in each repo runs linters and tests together.
""")

ROOT["feedback_commit_messages.md"] = ("commit-messages", "commit message style", "feedback",
 "Commit messages", "commit message style", """Write commit messages in the imperative, first line under 72 characters, with the shop code if the
change only affects one shop (e.g. `[STR] add fifth chair to calendar`).
""")

ROOT["project_loyalty_stamps.md"] = ("loyalty-stamps", "planned loyalty stamp card", "project",
 "Loyalty stamps", "planned digital stamp card", """Planned for early 2027: a digital stamp card instead of the paper ones.

- One stamp per paid cut, booked or walk-in
- Walk-ins would need to identify themselves at the till, which is the open question
- Dele wants it live before the spring
""")

ROOT["project_q4_priorities.md"] = ("q4-priorities", "what matters for the last quarter", "project",
 "Q4 priorities", "what to work on until the year ends", """1. Stratford settling in: calendar, rota and stock all running like the other shops.
2. Christmas opening hours entered in chairbook and queueboard by 1 December.
3. Loyalty stamps design, no build before January.
4. Clean up old scripts nobody runs any more.
""")

ROOT["project_gdpr_cleanup.md"] = ("gdpr-cleanup", "customer data retention job", "project",
 "GDPR cleanup", "the retention job for old customers", """A nightly job anonymises customers with no booking in the last 24 months.

- Booking rows stay, so revenue reports still add up
- The mobile number is replaced with a hash so a returning customer is treated as new
- Dele signed off the 24 months in March
""")

ROOT["project_christmas_hours.md"] = ("christmas-hours", "Christmas and New Year opening", "project",
 "Christmas hours", "holiday opening for 2026", """- 24 December: all shops close at 15:00
- 25 and 26 December: closed
- 27 to 31 December: normal hours, Stratford closed on the 29th for a deep clean
- 1 January: closed

Needs entering in chairbook (closures) and queueboard (cut-off times) before 1 December.
""")

ROOT["project_price_review.md"] = ("price-review", "autumn price review", "project",
 "Price review", "autumn 2026 price review", """Dele is reviewing service prices for January 2027.

- The proposal is £2 on standard cuts and skin fades, nothing on kids' cuts
- Prices live in chairbook's `services` table; the shop price boards are printed separately
- Nothing changes in code until Dele confirms in writing
""")

# ---------------------------------------------------------------- auto notes
# slug -> (title, created, tags, body)
AUTO = {}
AUTO["booking-widget-notes"] = ("Booking widget notes", "2026-03-09", ["chairbook", "widget"], """# Booking widget notes

## Layout
@@bw_40@@
The barber picker shows photos; "any barber" is the default and fills the earliest free slot.

## Known quirks
- Safari on old iPhones caches the availability call; we add a timestamp to the URL.
- The widget is embedded in the Squarespace site as an iframe.
""")
AUTO["queueboard-screen-config"] = ("queueboard screen config", "2026-05-02", ["queueboard", "screens"], """# queueboard screen config

Each screen loads `https://queue.northcut.co.uk/screen/<shop>` in full-screen mode.

@@sc_30s@@
Shop code and theme come from the URL, so all screens share one build.

Example config from the README (not the live values):

```
SHOP=HKN
POLL_MS=5000
THEME=dark
```
""")
AUTO["backup-restore-drill"] = ("Backup restore drill", "2026-06-15", ["infra", "backups"], """# Backup restore drill (June)

Restored rentdesk and chairbook from last night's dumps onto a throwaway droplet. Both came up in about
twenty minutes.

@@br_14@@
restore drills have to pick something recent.

Next drill: December, this time with rotaplan too.
""")
AUTO["stockpot-reorder-rules"] = ("stockpot reorder rules", "2026-04-20", ["stockpot", "reorder"], """# stockpot reorder rules

Thresholds are per shop; when stock falls to the threshold an order line is drafted.

| Product | Reorder at | Supplier |
|---|---|---|
@@rr_layrite@@
| Reuzel Blue Pomade 113g | 4 tubs | Eastside Barber Supplies |
| Beard oil 30ml (own label) | 8 bottles | Eastside Barber Supplies |
| Shampoo 1l (backbar) | 2 bottles | Eastside Barber Supplies |

Stratford got the same rules as Hackney when it opened.
""")
AUTO["queueboard-error-tracking"] = ("queueboard error tracking", "2026-07-21", ["queueboard", "errors"], """# queueboard error tracking

@@qe_bugsnag@@
The screens report a heartbeat too, so a frozen TV shows up as "stale" after five minutes.

Source maps are uploaded by the build step.
""")
AUTO["rentdesk-dev-setup"] = ("rentdesk dev setup", "2026-03-16", ["rentdesk", "setup"], """# rentdesk dev setup

## Local
- Dependencies are managed with uv: `uv sync`, then `uv run manage.py runserver`.
- A fixture with six fake renters: `uv run manage.py loaddata demo_renters`.

## CI
@@rs_woodpecker@@
The pipeline runs ruff, then the tests, then builds the image.
""")
AUTO["chair-rental-onboarding"] = ("Chair rental onboarding", "2026-04-30", ["rentdesk", "renters", "onboarding"], """# Chair rental onboarding

What happens when a new renter starts:

1. Dele agrees the start date and the shop.
2. The renter is created in rentdesk with their insurance certificate.
@@co_stripe@@
   up on their first day; rentdesk listens for the payment webhooks.
4. They get a locker key and the Wi-Fi password from the shop manager.
""")
AUTO["chairbook-jobs"] = ("chairbook jobs", "2026-08-10", ["chairbook", "jobs"], """# chairbook jobs

@@cj_sqs@@

- `SendReminder` is scheduled when the booking is made
- `MarkNoShows` runs every five minutes
- `NightlyCleanup` runs at 02:00 and anonymises old customers
""")
AUTO["walk-in-checkin-flow"] = ("Walk-in check-in flow", "2026-06-02", ["queueboard", "walk-ins"], """# Walk-in check-in flow

## On the tablet
1. Tap "Join the queue".
2. Pick a service (standard cut, skin fade, beard trim) and optionally a barber.
@@wc_mobile@@
4. Get a ticket number.

## Behind the scenes
The ticket is added to the shop's queue and the screen updates on its next refresh.
""")
AUTO["rota-swaps"] = ("Rota swaps", "2026-08-19", ["rotaplan", "swaps"], """# Rota swaps

@@rs_noapproval@@
The swap shows up in both barbers' calendars and the shop's day view.

Swaps are limited to the same shop; moving to another shop goes through the holiday/transfer form.
""")
AUTO["staging-environment"] = ("Staging environment", "2026-09-08", ["staging", "chairbook"], """# Staging environment

Staging lives on its own droplet with the same Ansible roles as production.

@@se_nightly@@
Mail and SMS are routed to a catch-all so nothing reaches a real customer.
""")
AUTO["queue-screens-firetv"] = ("Queue screens on Fire TV", "2026-10-28", ["queueboard", "screens", "hardware"], """# Queue screens on Fire TV

@@ft_firetv@@

- The sticks run the Silk browser in kiosk mode via a small launcher app.
- Restarting: hold Select + Play for five seconds.
- Spare sticks are in the Hackney back office.
""")
AUTO["booking-url-change"] = ("Booking URL change", "2026-09-16", ["chairbook", "urls"], """# Booking URL change

@@bu_single@@

Old links redirect for now. The window stickers are being reprinted with a QR code.
""")
AUTO["secrets-1password"] = ("Secrets in 1Password", "2026-09-30", ["infra", "secrets"], """# Secrets in 1Password

@@s1_moved@@

- Vault `Northcut Prod` for production, `Northcut Dev` for local `.env` values.
- Marta and Dele are the only members of the prod vault.
""")
AUTO["stock-count-howto"] = ("How to do the stock count", "2026-05-25", ["stockpot", "stock-count"], """# How to do the stock count

@@sc_howto@@
Count in units, not packs, except where the product page says otherwise.

If a count differs from stockpot by more than three units, recount before saving.
""")
AUTO["stratford-opening"] = ("Stratford opening", "2026-08-24", ["stratford", "shops"], """# Stratford opening

@@so_open@@

## What went well
- The calendar and walk-in queue worked from the first morning.

## What didn't
- The card readers arrived a day late; we borrowed two from Hackney.
""")
AUTO["rotaplan-dev-setup"] = ("rotaplan dev setup", "2026-02-26", ["rotaplan", "setup"], """# rotaplan dev setup

## Runtime
@@rd_py@@
Dependencies via uv, same as rentdesk.

## Database
@@rd_db@@
Migrations are Alembic; `uv run alembic upgrade head` locally.
""")
AUTO["chairbook-dev-setup"] = ("chairbook dev setup", "2026-03-04", ["chairbook", "setup"], """# chairbook dev setup

@@cd_sail@@
@@cd_npm@@

Seeders give four shops and a month of fake bookings.

```
cp .env.example .env
sail up -d
```
""")
AUTO["chairbook-history"] = ("chairbook history", "2026-04-03", ["chairbook", "history"], """# chairbook history

@@ch_34sp@@
The move to a droplet came with the Laravel upgrade.

The first version was built by a freelancer in 2023; Marta took it over in 2025.
""")
AUTO["incident-2026-04-sms-reminders"] = ("Incident, early reminder texts (April)", "2026-04-14", ["incident", "chairbook", "sms"], """# Incident: early reminder texts

@@is_48h@@

Cause: the scheduler compared local time with UTC.
Fix: all scheduling in UTC, display in Europe/London. About 300 customers got an apology text.
""")
AUTO["rotaplan-history"] = ("rotaplan history", "2026-07-06", ["rotaplan", "history"], """# rotaplan history

@@rh_oneweek@@
why the January swap requests piled up.

The PWA replaced the shared spreadsheet in March.
""")
AUTO["shop-closing-checklist"] = ("Shop closing checklist", "2026-05-30", ["shops", "checklist"], """# Shop closing checklist

## Every night
- Sweep and empty the clipping bins
- Disinfect clippers and combs (Barbicide), lay out clean capes
- Cash up the till

## Sundays
@@cl_count@@
- Check the back-room fridge for out-of-date drinks
""")
AUTO["opening-hours"] = ("Opening hours", "2026-01-20", ["shops", "hours"], """# Opening hours

| Shop | Mon–Sat | Sun |
|---|---|---|
@@oh_row@@

Bank holidays: Sunday hours. Christmas is handled separately every year.
""")
AUTO["rota-rules"] = ("Rota rules", "2026-06-29", ["rotaplan", "rules"], """# Rota rules

## Barbers
- Nobody works more than six days in a row.
- Senior barbers get one Saturday off in four.

## Apprentices
@@rru_sat@@
- College day is Wednesday, never rostered.
""")
# ---- filler auto notes
AUTO["card-readers"] = ("Card readers", "2026-02-11", ["shops", "hardware", "payments"], """# Card readers

- One reader per two chairs; barbers take payment at the chair.
- Readers charge on the shop's dock overnight; a flat reader at 9am is the usual Monday problem.
- Tips are added on the reader, not in cash.
""")
AUTO["wifi-and-network"] = ("Wi-Fi and network", "2026-01-27", ["shops", "network"], """# Wi-Fi and network

Each shop has a staff network and a customer network. The tablet and the TV are on the staff network.

- Router admin passwords are in the vault.
- Customer Wi-Fi password changes on the first of every month.
""")
AUTO["google-reviews"] = ("Google reviews", "2026-03-19", ["marketing", "reviews"], """# Google reviews

Dele answers reviews himself on Sunday evenings. We never answer a review from the shop accounts.

A link to leave a review is added to the thank-you text after a booked appointment.
""")
AUTO["apprentice-programme"] = ("Apprentice programme", "2026-04-23", ["apprentices", "training"], """# Apprentice programme

- Level 2 Barbering apprenticeship with the local college, 18 months.
- Apprentices cut models on Tuesday evenings under Ravi's supervision.
- They move to paying customers once Ravi signs them off, usually around month nine.
""")
AUTO["price-list"] = ("Price list", "2026-02-06", ["prices", "services"], """# Price list (2026)

| Service | Price |
|---|---|
| Standard cut | £24 |
| Skin fade | £28 |
| Beard trim | £12 |
| Kids' cut | £16 |

Renters set their own prices; these are for employed barbers.
""")
AUTO["meeting-2026-10-monthly"] = ("Monthly meeting, October", "2026-10-12", ["meeting"], """# Monthly meeting, October

- Stratford is busier on weekday evenings than expected; Dele wants late opening on Thursdays tried in the new year.
- The queue screen hardware change went smoothly.
- Marta asked for a freeze on new features in December.
""")
AUTO["meeting-2026-06-monthly"] = ("Monthly meeting, June", "2026-06-14", ["meeting"], """# Monthly meeting, June

- Walk-ins are about 40% of cuts at Walthamstow and 25% at Hackney.
- Dele wants the no-show figures per barber once a month.
- Stratford fit-out is on schedule.
""")
AUTO["no-show-report"] = ("No-show report", "2026-07-03", ["chairbook", "reports"], """# No-show report

Monthly CSV for Dele: bookings, no-shows and late cancellations per barber and shop.

Generated on the first of the month by a scheduled command and emailed to Dele only.
""")
AUTO["customer-sms-templates"] = ("Customer SMS templates", "2026-05-16", ["sms", "templates"], """# Customer SMS templates

- Confirmation: "Booked: {service} with {barber} at {shop}, {date} {time}. Reply C to cancel."
- Reminder: "Reminder: {service} at {shop} {when}. Reply C to cancel."

Placeholders are filled by chairbook or queueboard; templates live in each app's `lang/` files.
""")
AUTO["renter-insurance"] = ("Renter insurance", "2026-06-19", ["rentdesk", "insurance"], """# Renter insurance

Renters must hold public liability cover of at least £1m.

rentdesk emails a renter 30 days before the certificate expires and again on the day.
""")
AUTO["analytics"] = ("Website analytics", "2026-03-23", ["marketing", "analytics"], """# Website analytics

Plausible on the Squarespace site and the booking widget. No Google Analytics, no cookie banner needed.

Most bookings come from the Google Business profile, not the website.
""")
AUTO["old-scripts-cleanup"] = ("Old scripts cleanup", "2026-11-10", ["cleanup"], """# Old scripts cleanup

Scripts in `northcut/ops-scripts` with no run in 90 days are being archived.

- `import_paper_rota.py`: archive
- `fix_double_bookings.php`: archive, the bug is fixed
- `rent_reminder_whatsapp.py`: archive
""")
AUTO["holiday-requests"] = ("Holiday requests", "2026-01-30", ["rotaplan", "holidays"], """# Holiday requests

Staff request holiday in rotaplan; the shop manager approves or declines within a week.

No more than one senior barber per shop off at the same time.
""")
AUTO["stratford-fitout"] = ("Stratford fit-out", "2026-06-26", ["stratford"], """# Stratford fit-out

- Five chairs and basins ordered in May.
- Network installed by the same contractor as Walthamstow.
- Signage approved by the council in June.
""")
AUTO["logging"] = ("Logging", "2026-05-08", ["infra", "logging"], """# Logging

Apps log JSON to stdout; the droplets ship logs to Better Stack Logs, kept 14 days.

Never log a customer's mobile number in full; the last three digits are enough.
""")
AUTO["barber-profiles"] = ("Barber profiles", "2026-07-25", ["chairbook", "barbers"], """# Barber profiles

Each barber has a photo, a short bio and a list of services in chairbook.

Renters' profiles are shown in the widget like everyone else's, with "self-employed" under the name.
""")
AUTO["front-desk-saturdays"] = ("Front desk on Saturdays", "2026-02-28", ["shops", "front-desk"], """# Front desk on Saturdays

Hackney has a front-desk person on Saturdays who runs the walk-in tablet and answers the phone.

Other shops rely on the barbers tapping "next" themselves.
""")
AUTO["product-displays"] = ("Product displays", "2026-08-31", ["stock", "retail"], """# Product displays

Retail shelves sit next to the till in every shop; testers are kept behind the counter.

Slow sellers move to the Sale basket after three months.
""")
AUTO["sumup-notes"] = ("SumUp notes", "2026-10-08", ["payments", "sumup"], """# SumUp notes

- Payouts land in the business account the next working day.
- Refunds over £50 need Dele's login.
- The monthly fee statement goes to the accounts inbox.
""")
AUTO["dependency-updates"] = ("Dependency updates", "2026-09-02", ["maintenance"], """# Dependency updates

Renovate opens update PRs on the first Monday of the month; Marta merges them on Wednesdays.

Major version bumps get their own PR and a note in the changelog.
""")
AUTO["thursday-late-opening"] = ("Thursday late opening idea", "2026-11-16", ["stratford", "hours"], """# Thursday late opening idea

Dele wants to try Stratford open until 21:00 on Thursdays from January 2027.

Nothing to change yet; if it goes ahead, chairbook, queueboard and rotaplan all need the new hours.
""")

# ---------------------------------------------------------------- pairs
# (pid, label, class, side1, side2, note); side = (root/auto path, claim key) or ("fact", fact key)
C, NC = "contradiction", "non_contradiction"
def A(s, k): return ("auto/%s.md" % s, k)
def T(k): return ("fact", k)
def M(f, k): return (f, k)
CB, QB, RD, SP, RP, IN, SH = ("reference_chairbook.md", "reference_queueboard.md", "reference_rentdesk.md",
    "reference_stockpot.md", "reference_rotaplan.md", "reference_infra.md", "reference_shops.md")

PAIRS = [
 ("V1", C, "value_slot", M(CB, "cb_mysql"), T("f_mysql"), "chairbook production MySQL endpoint: port 3306 vs 3307 on the same host"),
 ("V2", C, "value_slot", M(CB, "cb_cut"), A("booking-widget-notes", "bw_40"), "standard cut slot length: 30 vs 40 minutes"),
 ("V3", C, "value_slot", M(CB, "cb_remind"), T("f_remind"), "chairbook reminder SMS lead time: 24 hours vs 3 hours before the appointment"),
 ("V4", C, "value_slot", M(QB, "qb_poll"), A("queueboard-screen-config", "sc_30s"), "queue screen refresh: every 10 vs 30 seconds (POLL_MS=5000 in the code block is README example noise, not a claim)"),
 ("V5", C, "value_slot", M(RD, "rd_python"), T("f_py"), "rentdesk Python version: 3.12 vs 3.11"),
 ("V6", C, "value_slot", M(RD, "rd_hackney"), T("f_hackney"), "Hackney weekly chair rent: £180 vs £210"),
 ("V7", C, "value_slot", M(QB, "qb_cap"), T("f_cap"), "walk-in queue cap per shop: 15 vs 12"),
 ("V8", C, "value_slot", M(IN, "in_backup"), A("backup-restore-drill", "br_14"), "B2 database dump retention: 30 vs 14 days; the backup-drill claim is the first line of a hard-wrapped sentence"),
 ("V9", C, "value_slot", A("stockpot-reorder-rules", "rr_layrite"), T("f_layrite"), "Layrite Original pomade reorder threshold: 6 vs 10 tubs; the reorder-rules claim is a table row (other rows are other products)"),
 ("V10", C, "value_slot", M(CB, "cb_cancel"), T("f_cancel"), "free cancellation window: 12 vs 24 hours before the appointment; the fact is hard-wrapped, claim = line where the sentence starts"),
 ("R1", C, "role_slot", M(CB, "cb_sms_provider"), T("f_bird"), "chairbook SMS provider: Twilio vs MessageBird (same sender name, only the provider differs)"),
 ("R2", C, "role_slot", M(IN, "in_errors"), A("queueboard-error-tracking", "qe_bugsnag"), "error tracking for queueboard: Sentry for all apps vs Bugsnag"),
 ("R3", C, "role_slot", M(QB, "qb_pm"), M("feedback_queueboard_deps.md", "qd_yarn"), "queueboard JS package manager: pnpm vs yarn"),
 ("R4", C, "role_slot", M(IN, "in_ci"), A("rentdesk-dev-setup", "rs_woodpecker"), "CI for rentdesk: GitHub Actions for every repo vs Woodpecker"),
 ("R5", C, "role_slot", M(IN, "in_hosting"), T("f_fly"), "hosting of stockpot: every internal app on DigitalOcean droplets vs Fly.io"),
 ("R6", C, "role_slot", M(RD, "rd_email"), T("f_ses"), "rentdesk invoice email provider: Postmark vs Amazon SES"),
 ("R7", C, "role_slot", M(RD, "rd_collect"), A("chair-rental-onboarding", "co_stripe"), "weekly rent collection provider: GoCardless direct debit vs Stripe card subscription; the onboarding claim is a numbered list item whose sentence wraps"),
 ("R8", C, "role_slot", M("feedback_git_workflow.md", "gw_rebase"), T("f_squash"), "merge strategy for the repos: rebase-merge vs squash-merge"),
 ("R9", C, "role_slot", M(CB, "cb_queue"), A("chairbook-jobs", "cj_sqs"), "chairbook background job queue: Horizon on Redis vs Amazon SQS"),
 ("R10", C, "role_slot", M(SP, "sp_pos"), T("f_sumup_till"), "till / POS provider that feeds retail sales into stockpot: Square vs SumUp"),
 ("N1", C, "negation", M("feedback_deploy_days.md", "dd_saturday"), T("f_saturday"), "never deploy chairbook on a Saturday vs Saturday 07:30 is the usual release slot"),
 ("N2", C, "negation", M(QB, "qb_phone"), A("walk-in-checkin-flow", "wc_mobile"), "walk-ins are never asked for a phone number vs the tablet asks every walk-in for a mobile number"),
 ("N3", C, "negation", M(RD, "rd_deposit"), T("f_deposit"), "renters pay no deposit vs every new renter pays two weeks' rent as a deposit"),
 ("N4", C, "negation", M(RD, "rd_migrate"), M("feedback_rentdesk_migrations.md", "rm_manual"), "rentdesk migrations run automatically on every deploy vs must not run automatically on deploy"),
 ("N5", C, "negation", M(SP, "sp_consumables"), T("f_consumables"), "consumables are not tracked in stockpot vs stockpot tracks blades and neck strips"),
 ("N6", C, "negation", M(RP, "rp_swap"), A("rota-swaps", "rs_noapproval"), "shift swaps need a manager's approval vs no manager sign-off needed"),
 ("N7", C, "negation", M("feedback_customer_data.md", "cd_dob"), T("f_dob"), "never store customers' dates of birth in chairbook vs chairbook keeps each customer's date of birth"),
 ("N8", C, "negation", M("feedback_staging_data.md", "sd_copy"), A("staging-environment", "se_nightly"), "never copy production customer data into staging vs staging refreshed nightly with a copy of the production chairbook DB"),
 ("N9", C, "negation", M(QB, "qb_names"), M("feedback_queue_privacy.md", "qp_names"), "TV shows customers' first names vs do not show customer names on the TVs"),
 ("N10", C, "negation", M(SP, "sp_approve"), T("f_noapprove"), "supplier orders always approved by Jonah vs sent automatically, nobody approves them"),
 ("S1", C, "stale_vs_change", M(CB, "cb_host"), T("f_web03"), "chairbook runs on web-01 vs migrated to web-03, web-01 shut down"),
 ("S2", C, "stale_vs_change", M(QB, "qb_screens"), A("queue-screens-firetv", "ft_firetv"), "queue screens are Raspberry Pi kiosks vs switched to Fire TV sticks in October, Pis binned"),
 ("S3", C, "stale_vs_change", M(RP, "rp_whatsapp"), T("f_push"), "rota notifications on WhatsApp vs no longer WhatsApp, moved to PWA push in July"),
 ("S4", C, "stale_vs_change", M(SP, "sp_ipad"), T("f_scandit"), "stock counts entered on the iPads vs moved to the Scandit app, iPad count screen switched off"),
 ("S5", C, "stale_vs_change", A("booking-url-change", "bu_single"), T("f_leyton"), "Leyton booking page book.northcut.co.uk/leyton vs per-shop pages deprecated, single page with shop picker"),
 ("S6", C, "stale_vs_change", M(RD, "rd_contract"), T("f_dropbox"), "renter contracts signed in DocuSign vs DocuSign cancelled, Dropbox Sign now"),
 ("S7", C, "stale_vs_change", M(IN, "in_secrets"), A("secrets-1password", "s1_moved"), "secrets in Bitwarden vs moved to 1Password, Bitwarden read-only"),
 ("S8", C, "stale_vs_change", M("feedback_rota_export.md", "re_friday"), T("f_export"), "run export_rota.py every Friday vs export_rota.py deprecated"),
 ("S9", C, "stale_vs_change", M(CB, "cb_deposit"), T("f_deposit_sumup"), "booking deposits via Stripe Checkout vs switched from Stripe to SumUp on 2 June"),
 ("S10", C, "stale_vs_change", M("user_team.md", "ut_jonah"), T("f_jonah"), "Jonah manages Walthamstow vs no longer at Walthamstow, moved to Stratford"),
 ("F1", NC, "refinement", M(RP, "rp_publish"), T("f_thursday"), "rotas two weeks ahead; the fact adds the day (Thursday evening) and keeps the two weeks"),
 ("F2", NC, "refinement", M(SP, "sp_sunday"), A("stock-count-howto", "sc_howto"), "weekly Sunday count; the note adds the order of counting and a separate back-room location"),
 ("F3", NC, "refinement", M(CB, "cb_fade"), T("f_fade"), "skin fade 45 minutes is the default; the fact adds per-barber 60-minute overrides for two senior barbers"),
 ("F4", NC, "refinement", M(IN, "in_backup"), T("f_dumptime"), "nightly B2 dumps; the fact adds the start time (03:30), says nothing about retention"),
 ("F5", NC, "refinement", M(QB, "qb_cutoff"), T("f_sunday_cutoff"), "walk-in cut-off 30 minutes before closing; the fact works it out for Sunday's 17:00 close (16:30)"),
 ("F6", NC, "refinement", M(RD, "rd_invoice"), T("f_invoice_no"), "weekly PDF invoice; the fact adds the numbering scheme and that the PDF is attached to the email"),
 ("F7", NC, "refinement", M("feedback_git_workflow.md", "gw_review"), T("f_marta_review"), "one approving review per PR; for chairbook it must be Marta's (narrows who, not how many)"),
 ("F8", NC, "refinement", M(IN, "in_errors"), T("f_sentry"), "Sentry for all apps; the fact names chairbook's Sentry project and alert channel"),
 ("F9", NC, "refinement", M("user_dele.md", "ud_arrears"), T("f_arrears"), "Monday arrears summary for Dele; the fact adds the filter (more than 7 days late) and sort order"),
 ("F10", NC, "refinement", A("stratford-opening", "so_open"), M(SH, "sh_stratford"), "Stratford opened 2026-08-22 with 5 chairs; the note adds two planned chairs for spring (future plan, not a current count)"),
 ("O1", NC, "other_subject", M(RD, "rd_hackney"), T("f_wtw_rent"), "weekly chair rent: Hackney £180 vs Walthamstow £160, different shops"),
 ("O2", NC, "other_subject", M(CB, "cb_mysql"), A("rotaplan-dev-setup", "rd_db"), "database endpoint: chairbook MySQL :3306 vs rotaplan Postgres :5433, different apps"),
 ("O3", NC, "other_subject", M(CB, "cb_remind"), T("f_shift_remind"), "reminder lead time: customer appointment reminders 24 h (chairbook) vs staff shift reminders 12 h (rotaplan)"),
 ("O4", NC, "other_subject", M(RD, "rd_email"), T("f_mailgun"), "email provider: rentdesk invoices via Postmark vs chairbook booking confirmations via Mailgun"),
 ("O5", NC, "other_subject", M(CB, "cb_retry"), T("f_retry5"), "retry counts: failed reminder SMS up to 3 times vs failed supplier order email up to 5 times; the count belongs to its noun"),
 ("O6", NC, "other_subject", M(QB, "qb_pm"), A("chairbook-dev-setup", "cd_npm"), "package manager: queueboard pnpm vs chairbook front-end npm (\"not pnpm\" is about chairbook)"),
 ("O7", NC, "other_subject", M(RD, "rd_python"), A("rotaplan-dev-setup", "rd_py"), "Python version: rentdesk 3.12 vs rotaplan 3.11"),
 ("O8", NC, "other_subject", M(QB, "qb_cutoff"), T("f_online_close"), "cut-off before closing: walk-ins 30 minutes vs online bookings 2 hours"),
 ("O9", NC, "other_subject", M(IN, "in_hosting"), T("f_squarespace"), "hosting: internal apps on DigitalOcean vs the public marketing site on Squarespace, which the fact says is not one of our apps"),
 ("O10", NC, "other_subject", M(RP, "rp_swap"), T("f_renters_rota"), "swap approval applies to staff on the rota; chair renters are not on it and set their own hours"),
 ("D1", NC, "dated_history", M(QB, "qb_cap"), T("f_jan_cap"), "walk-in cap 15 now vs 8 per shop during the January launch (dated, past)"),
 ("D2", NC, "dated_history", M(IN, "in_hosting"), A("chairbook-history", "ch_34sp"), "apps on DigitalOcean now vs chairbook on 34SP shared hosting until March 2026"),
 ("D3", NC, "dated_history", M(RD, "rd_hackney"), T("f_spring_rent"), "Hackney rent £180 now vs £150 in the spring trial for the first two renters"),
 ("D4", NC, "dated_history", M(RD, "rd_collect"), T("f_transfer"), "GoCardless collection now vs bank transfers until February"),
 ("D5", NC, "dated_history", M(CB, "cb_remind"), A("incident-2026-04-sms-reminders", "is_48h"), "24-hour reminders vs one incident on 12 April when texts went 48 hours early"),
 ("D6", NC, "dated_history", M(QB, "qb_inperson"), T("f_pilot"), "walk-ins join in person only vs remote joining during the June-August pilot at Walthamstow"),
 ("D7", NC, "dated_history", M(RD, "rd_django"), T("f_django42"), "Django 5.1 vs Django 4.2 until the September upgrade"),
 ("D8", NC, "dated_history", M(SP, "sp_pos"), T("f_casio"), "Square POS webhooks vs old Casio tills and manual entry in January"),
 ("D9", NC, "dated_history", M(RP, "rp_publish"), A("rotaplan-history", "rh_oneweek"), "two weeks ahead vs one week ahead for the first months of 2026; the history claim is hard-wrapped"),
 ("D10", NC, "dated_history", M(IN, "in_ci"), T("f_bitbucket"), "GitHub Actions vs Bitbucket Pipelines until the February move"),
 ("A1", NC, "agreeing_duplicate", M(RP, "rp_stack"), T("f_fastapi"), "rotaplan is FastAPI + Postgres, said twice"),
 ("A2", NC, "agreeing_duplicate", M(CB, "cb_window"), T("f_3weeks"), "booking window 21 days = three weeks"),
 ("A3", NC, "agreeing_duplicate", M(SH, "sh_hackney"), T("f_six"), "Hackney has 6 chairs"),
 ("A4", NC, "agreeing_duplicate", M(SP, "sp_sunday"), A("shop-closing-checklist", "cl_count"), "weekly stock count on Sunday after close"),
 ("A5", NC, "agreeing_duplicate", M("feedback_pr_size.md", "ps_size"), M("user_marta.md", "um_prs"), "PRs under about 300 changed lines"),
 ("A6", NC, "agreeing_duplicate", M(QB, "qb_stack"), T("f_svelte"), "queueboard is SvelteKit on Node 20"),
 ("A7", NC, "agreeing_duplicate", M(CB, "cb_stack"), A("chairbook-dev-setup", "cd_sail"), "chairbook is Laravel 11 on PHP 8.3"),
 ("A8", NC, "agreeing_duplicate", M("feedback_sms_tone.md", "st_emoji"), T("f_noemoji"), "no emojis in customer texts"),
 ("A9", NC, "agreeing_duplicate", A("opening-hours", "oh_row"), M(SH, "sh_hours"), "opening hours Mon-Sat 09-19, Sun 10-17 for all shops; the opening-hours claim is a table row"),
 ("A10", NC, "agreeing_duplicate", M(IN, "in_dns"), T("f_cloudflare"), "DNS for northcut.co.uk on Cloudflare"),
 ("NS1", NC, "negation_scope", M("feedback_invoices.md", "fi_arrears"), M(RD, "rd_invoice"), "'never send an invoice without the arrears balance' negates sending without it, not sending invoices"),
 ("NS2", NC, "negation_scope", M("feedback_escalation.md", "fe_marta"), T("f_sentry"), "'phone Marta, not #dev-alerts' negates a human escalation route on Saturdays, not where Sentry alerts are posted"),
 ("NS3", NC, "negation_scope", A("walk-in-checkin-flow", "wc_mobile"), T("f_noemail"), "the tablet does not ask for an email address vs it asks for a mobile number: different fields"),
 ("NS4", NC, "negation_scope", M(CB, "cb_noshow"), T("f_noshow"), "no-shows never charged the full price vs the deposit is kept automatically: the negation covers the full price only"),
 ("NS5", NC, "negation_scope", M("feedback_stock_orders.md", "so_strips"), T("f_consumables"), "don't reorder neck strips through stockpot vs stockpot counts neck strips: negation covers reordering, not tracking"),
 ("NS6", NC, "negation_scope", M("feedback_rota_publishing.md", "rpub_dele"), M(RP, "rp_publish"), "'never publish before Dele signs off' vs rotas are published two weeks ahead"),
 ("NS7", NC, "negation_scope", M(QB, "qb_names"), T("f_noprices"), "TVs never show prices vs TV shows first names and waits: the negation covers prices only"),
 ("NS8", NC, "negation_scope", M("user_dele.md", "ud_slack"), T("f_slack"), "Dele doesn't want a ping for every booking, only cancellations vs cancellations are posted to Slack"),
 ("NS9", NC, "negation_scope", A("rota-rules", "rru_sat"), T("f_apprentice"), "apprentices never rostered alone vs apprentices rostered on Saturdays"),
 ("NS10", NC, "negation_scope", M(QB, "qb_cutoff"), T("f_waiting"), "walk-ins already waiting are not turned away at the cut-off vs the cut-off itself"),
]
