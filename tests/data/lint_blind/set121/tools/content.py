# -*- coding: utf-8 -*-
"""File bodies for the set121 store. @@ID@@ marks a claim line (text in claims.py).

ROOT: Claude Code auto-memory files at the store root.
  filename -> (name, description, type, title for MEMORY.md, hook, body)
FACTS: remnic facts -> (date, category, tags, body)
AUTO: free notes -> (title, created, tags, body)
"""

FLAT_DESCRIPTIONS = {"reference_printq.md", "reference_infra.md", "reference_studio.md", "reference_glossary.md"}

ROOT = {
"reference_framedesk.md": ("framedesk-overview",
 "framedesk, the custom-framing order app — stack, database, hosting, order rules",
 "reference", "framedesk overview", "stack, hosting and order handling of the framing app", """\
# framedesk

In-house Django app for custom framing: quote builder, moulding catalogue, workshop job sheets,
collection. Repo `github.com/larkspur-fp/framedesk`, owned by Tobias.

## Stack
@@F1a@@
@@V1a@@
@@A4a@@
- Admin lives at `/staff/`, Google Workspace SSO
@@R2a@@

## Hosting
@@S3a@@
- Media (quote photos, job-sheet PDFs) in the `fd-media` bucket

## Orders
@@D3b@@
@@NS8a@@
@@O5a@@
- Job sheets print as A4 PDFs with a QR code the workshop tablet scans
@@S10a@@
- Glass and mount board are priced from the internal price table Maren edits
"""),

"reference_printq.md": ("printq-overview",
 "printq: the giclée print queue — where it runs, queue, errors, printer behaviour",
 "reference", "printq overview", "the print queue service and how it drives the printer", """\
# printq

Go service that takes giclée orders from storefront and framedesk and feeds them to the RIP.
Repo `larkspur-fp/printq`. Code: Tobias. Printer and paper: Saskia.

## Where it runs
@@F5a@@
@@R6a@@
@@R5a@@
- Logs to `/usr/local/var/log/printq.log`, rotated weekly

## Behaviour
@@V2a@@
@@N2a@@
@@O9a@@
@@N9a@@
- Job states: queued → ripping → printing → printed → packed
"""),

"reference_storefront.md": ("storefront-overview",
 "storefront, the public print shop and frame builder — stack, hosting, caches, payments",
 "reference", "storefront overview", "the online shop's stack and services", """\
# storefront

Public shop at larkspurprints.co.uk: prints, the frame builder, checkout. Repo `larkspur-fp/storefront`.

@@D2b@@
@@V4a@@
@@R1a@@
@@R3a@@
@@O1b@@
@@R9a@@
@@O2a@@
- Analytics: Plausible, self-hosted
- Print data (titles, sizes, prices) comes from artistportal's API at build time, revalidated every 10 minutes
"""),

"reference_artistportal.md": ("artistportal-overview",
 "artistportal, where artists upload masters and see sales — hosting, limits, royalties, emails",
 "reference", "artistportal overview", "artist uploads, royalties and statements", """\
# artistportal

Where our forty-odd artists upload masters, approve proofs of their own work and see sales.
Express API + React admin.

- Postgres: `postgres://artists@db2.larkspur.internal:5432/artists`
@@O6a@@
@@V8a@@
@@V7a@@
@@N7a@@
@@R4a@@
- Payouts by Wise bank transfer on the 5th of each month
"""),

"reference_gallerypos.md": ("gallery-till",
 "gallerypos, the Bath gallery till app — card readers, accounts export, consignment",
 "reference", "gallerypos", "the gallery till wrapper and its integrations", """\
# gallerypos

Small Flask app on the Bath gallery iPad that wraps the card reader and the stock list.

@@S1a@@
@@S8a@@
@@A1a@@
- Stock list synced from artistportal every morning at 07:00
- Gift vouchers: codes generated in framedesk, redeemed in gallerypos
"""),

"reference_dispatch.md": ("dispatch",
 "How orders leave the Bristol workshop — carriers, collection, packing",
 "reference", "Dispatch", "carriers, collections and packing at the workshop", """\
# Dispatch

@@A7a@@
@@V6a@@
@@N3a@@
- Framed pieces: corner protectors, bubble wrap, double-wall box, "FRAGILE – GLASS" tape
- Gallery collections go over to Bath on the lunchtime van
- The packing bench is the one by the roller door
"""),

"reference_infra.md": ("infrastructure",
 "Infra: internal DNS, secrets, storage buckets, backups, staging",
 "reference", "Infrastructure", "internal names, secrets, buckets and backups", """\
# Infrastructure

- Internal names `*.larkspur.internal` via Tailscale MagicDNS
- Secrets in 1Password, vault "Larkspur Ops"
@@R10a@@
@@V10a@@
@@A9a@@
- Grafana at `grafana.larkspur.internal` (Loki + Prometheus)
- Registrar Gandi; DNS for larkspurprints.co.uk on Cloudflare
"""),

"reference_studio.md": ("sites-and-kit",
 "Sites and kit: opening hours, workshop equipment, gallery rules",
 "reference", "Sites and kit", "opening hours, equipment and site rules", """\
# Sites and kit

| Site | Days | Hours |
|---|---|---|
| Bristol workshop (Stokes Croft) | Mon–Fri | 08:30–17:00 |
@@V9a@@
| Workshop collection counter | Sat | 10:00–13:00 |

## Equipment
@@A6a@@
@@V5a@@
@@O9b@@
- Underpinner: Alfamacchine, pneumatic
- Dry-mount press: Ademco, used for posters only

## Rules
@@N10a@@
- Gallery walls are rehung on the first Tuesday of each month
"""),

"reference_glossary.md": ("framing-glossary",
 "Glossary: framing and print words the team uses",
 "reference", "Glossary", "framing and print vocabulary", """\
# Glossary

- **Moulding**: the profiled lengths a frame is cut from
@@A10a@@
- **Window mount**: mount board with a bevel-cut opening
- **Float mount**: the artwork sits on top of the mount with its edges visible
- **Giclée**: pigment inkjet print on fine-art paper
- **Open / limited edition**: print run without a cap / with a cap agreed with the artist
- **Job sheet**: the printed framedesk order with its QR code
"""),

"reference_pricing.md": ("pricing-rules",
 "Pricing rules for framing and prints, discounts, refunds",
 "reference", "Pricing rules", "how framing and prints are priced", """\
# Pricing rules

## Framing
@@A2a@@
@@O3a@@
@@D7b@@
@@F10a@@
@@NS5a@@
- Deposit: 50% of the quote at order time
- Quotes over £1,000 need Maren's sign-off

## Prints
@@D8b@@
- A2 giclée print: £85 (unframed)
@@N4a@@
"""),

"reference_papers.md": ("papers-and-finishes",
 "Papers and finishes used for giclée and canvas prints",
 "reference", "Papers and finishes", "paper stock and finishing", """\
# Papers and finishes

@@F2a@@
- Stock: Photo Rag 308, Baryta FB, German Etching, William Turner
@@A5b@@
- Prints dry for 24 hours before packing
"""),

"reference_conservation.md": ("conservation-framing",
 "Conservation framing standards for originals and works on paper",
 "reference", "Conservation framing", "materials and limits for conservation jobs", """\
# Conservation framing

For originals, works on paper, anything the customer says is valuable.

@@F6a@@
@@NS10a@@
@@N8a@@
- UV-filtering glazing as standard (Tru Vue Conservation Clear)
- Backing: acid-free foam core, sealed with gummed tape
"""),

"reference_editions.md": ("print-editions",
 "Open and limited editions — numbering and certificates",
 "reference", "Editions", "how editions are numbered and certified", """\
# Editions

@@F8a@@
@@NS1a@@
- Edition sizes are agreed per artwork with the artist and recorded in artistportal
- Open editions have no cap and no certificate
"""),

"reference_shipping_rates.md": ("shipping-rates",
 "Shipping prices charged on storefront",
 "reference", "Shipping rates", "what customers pay for delivery", """\
# Shipping rates (storefront)

| Service | Price | Notes |
|---|---|---|
| Unframed, UK | £6.50 | Royal Mail Tracked 48 |
| Framed up to 60 cm, UK | £18 | |
| Framed over 60 cm, UK | £35 | |

@@F4a@@
- No international shipping for framed work
"""),

"reference_oncall.md": ("escalation",
 "Who to call when something breaks",
 "reference", "Escalation", "who handles which kind of incident", """\
# On-call and escalation

- Out-of-hours alerts go to the on-call phone via Grafana OnCall
@@NS2a@@
- Website down: on-call developer, then Maren
- Broken glass or damaged frame complaints: Ade (workshop manager)
"""),

"reference_runbooks.md": ("runbooks",
 "Short runbooks for restores and the print queue",
 "reference", "Runbooks", "restore and print-queue procedures", """\
# Runbooks

## Restore the framedesk database

```
# latest nightly dump
pg_restore -h db1.larkspur.internal -p 5432 -U framedesk -d framedesk latest.dump
```

## printq
@@NS6a@@
- Pause the queue with `printq pause`, resume with `printq resume`
- After the Mac mini reboots, check the printer shows Ready before resuming

```
printq purge --older-than 7d --dry-run
```
"""),

"user_maren.md": ("maren-owner",
 "Maren Holt, owner — how she likes to be kept informed",
 "user", "Maren (owner)", "the owner's role and preferences", """\
Maren Holt owns Larkspur Frame & Print; trained as a framer, now runs the business side.

@@A3b@@
- Wants plain-English summaries, no jargon, when something breaks.
- Approves anything customer-facing (emails, web copy) before it ships.
"""),

"user_tobias.md": ("tobias-developer",
 "Tobias Reyes, part-time developer — tools and review habits",
 "user", "Tobias (developer)", "the developer's tools and habits", """\
Tobias Reyes is the part-time developer (Tuesday to Friday) and owns framedesk, printq and storefront.

@@R8a@@
- Reviews agent PRs on Tuesdays and Thursdays; prefers small PRs.
- Happiest in Python and Go, less keen on front-end work.
"""),

"user_saskia.md": ("saskia-print-room",
 "Saskia Brandt, print-room lead",
 "user", "Saskia (print room)", "the print-room lead and how to reach her", """\
Saskia Brandt runs the print room: printer, RIP, papers and proofs.

- Best reached on Slack (#print-room), not email.
- Not a developer: explain printq changes in terms of what she will see on the screen.
"""),

"feedback_pr_style.md": ("pr-style",
 "How PRs should be written and merged",
 "feedback", "PR style", "PR descriptions and merging", """\
@@A3a@@
@@N1a@@
- Link the Linear issue at the top of the description.

**Why:** Maren and Tobias review on their phones between jobs.
**How to apply:** every PR the agent opens.
"""),

"feedback_commits.md": ("commit-rules",
 "Commit message and branch rules",
 "feedback", "Commits", "commit messages and branches", """\
@@F9a@@
@@N6a@@

**Why:** an unreviewed hotfix broke quote PDFs in February.
**How to apply:** all repos, including docs-only changes.
"""),

"feedback_testing.md": ("testing-rules",
 "Testing expectations before merge",
 "feedback", "Testing", "what has to pass before merge", """\
@@F7a@@
- Use factory_boy factories, not data dumped from production.
- For printq, `go test ./...` against the fake RIP.
"""),

"feedback_migrations.md": ("django-migrations",
 "Rules for Django migrations in framedesk",
 "feedback", "Migrations", "how to handle schema changes", """\
@@NS3a@@
- Keep schema and data migrations in separate files.

**Why:** a rewritten migration left production and staging with different schemas in March.
"""),

"feedback_deploys.md": ("deploy-rules",
 "How and when things get deployed",
 "feedback", "Deploys", "deployment habits for the apps", """\
@@N5a@@
@@D10b@@
- Never deploy framedesk on a Saturday: the counter is open and nobody is around to roll back.
"""),

"feedback_customer_data.md": ("customer-data",
 "Handling customer data in code, tests and documents",
 "feedback", "Customer data", "keeping customer data out of code and documents", """\
@@A8a@@
@@NS7a@@
- Don't paste customer emails into PR descriptions or commit messages.
"""),

"feedback_proof_emails.md": ("proof-emails",
 "How giclée proofs are sent and chased",
 "feedback", "Proof emails", "sending and chasing proofs", """\
@@F3a@@
@@V3a@@
@@NS9a@@
- Subject line: "Your proof from Larkspur is ready".
"""),

"feedback_review_tone.md": ("review-tone",
 "Tone for code review comments",
 "feedback", "Review tone", "how to word review comments", """\
- Review comments should suggest a fix, not just point out the problem.
- Don't nitpick formatting; ruff and prettier handle it.
"""),

"project_caldera_rip.md": ("rip-replacement",
 "Replacing the RIP software in the print room",
 "project", "RIP replacement", "the print-room RIP change", """\
@@S7b@@
- printq's hotfolder setting was changed in the same PR (#412).
- Saskia rebuilt the paper presets by hand.
"""),

"project_do_migration.md": ("framedesk-hosting-move",
 "Moving framedesk to a managed platform",
 "project", "framedesk hosting move", "moving the framing app to a managed platform", """\
@@S3b@@
- Postgres stayed on db1; only the app moved.
- The Caddy config went with it; routing is done by the platform now.
"""),

"project_domain_merge.md": ("domain-merge",
 "Merging the two company domains into one",
 "project", "Domain merge", "consolidating the web domains", """\
- July 2026: larkspurframes.co.uk and larkspurprints.co.uk were merged.
- The old domain 301-redirects to larkspurprints.co.uk, path preserved.
- Google Workspace aliases on the old domain are kept for a year.
"""),

"project_xero_switch.md": ("accounts-switch",
 "Switching the accounting package",
 "project", "Accounts switch", "the change of accounting package", """\
@@S8b@@
- Bank feeds come in from Starling.
"""),

"project_quotes_v2.md": ("quotes-api-v2",
 "The second version of the framing quotes API",
 "project", "Quotes API v2", "the new framing quotes endpoint", """\
@@S9b@@
- v2 returns glazing and mount options as separate line items.
"""),

"project_arqadia_import.md": ("moulding-price-import",
 "Where moulding prices come from",
 "project", "Moulding price import", "how moulding prices get into framedesk", """\
@@S10b@@
- Run it with `manage.py import_arqadia path/to.csv`.
- Maren uploads the CSV on the first working day of the month.
"""),

"project_square_terminals.md": ("card-terminals",
 "Card terminals at the gallery and the workshop",
 "project", "Card terminals", "card payment hardware", """\
@@S1b@@
@@D5b@@
- Payouts land in the Starling account the next working day.
"""),

"project_summer_sale.md": ("summer-sale-2026",
 "The July 2026 summer sale",
 "project", "Summer sale 2026", "what ran during the summer sale", """\
@@D4a@@
- 15% off all open-edition prints, 1–31 July 2026.
- Code SUMMER26 on storefront; manual discount in the gallery.
"""),

"reference_suppliers.md": ("suppliers",
 "Suppliers for board, glass, paper and ink",
 "reference", "Suppliers", "who we buy materials from", """\
# Suppliers

- Arqadia: mount board, glass and backing (weekly delivery, Wednesdays)
- Fotospeed: Hahnemühle paper and Epson ink
- Tru Vue glazing comes via Arqadia
"""),
}

FACTS = [
# (date, category, tags, body)
("2026-01-08", "fact", ["artistportal", "database"], "artistportal runs its own Postgres database on db2, separate from framedesk's.\n"),
("2026-01-12", "fact", ["framing", "turnaround"], "@@D7a@@\n"),
("2026-01-15", "fact", ["print-room", "printer"], "@@A6b@@\n"),
("2026-01-22", "preference", ["copy", "maren"], "Customer-facing copy is British English: colour, centre, catalogue.\n"),
("2026-02-03", "fact", ["dispatch"], "@@A7b@@\n"),
("2026-02-06", "fact", ["print-room"], "The print room is kept at 50% relative humidity; the dehumidifier is on a smart plug.\n"),
("2026-02-18", "preference", ["tobias", "editor"], "@@R8b@@\n"),
("2026-02-24", "fact", ["workshop", "history"], "@@D9a@@\n"),
("2026-02-25", "fact", ["storefront", "stripe"], "storefront previews use Stripe test keys; live keys only exist in the production environment.\n"),
("2026-03-02", "fact", ["framedesk", "history"], "@@D3a@@\n"),
("2026-03-05", "fact", ["framedesk", "deploy", "history"], "@@D10a@@\n"),
("2026-03-09", "fact", ["framedesk", "postgres"], "@@V1b@@\n"),
("2026-03-12", "decision", ["storefront", "payments"], "We chose Stripe Checkout over Elements so card data never touches our servers.\n"),
("2026-03-16", "decision", ["framedesk", "jobs"], "@@R7b@@\n"),
("2026-03-23", "fact", ["storefront", "tooling"], "@@R1b@@\n"),
("2026-03-30", "fact", ["workshop", "artwork"], "@@NS4a@@\n"),
("2026-04-01", "decision", ["sales", "etsy"], "@@S4b@@\n"),
("2026-04-03", "fact", ["framedesk", "deposits"], "Framing deposits are paid through a Stripe payment link that framedesk emails out with the quote.\n"),
("2026-04-08", "fact", ["storefront", "hosting"], "@@R3b@@\n"),
("2026-04-14", "fact", ["framedesk", "time"], "@@A4b@@\n"),
("2026-04-20", "fact", ["printq", "mac-mini"], "@@F5b@@\n"),
("2026-04-23", "fact", ["stock"], "Mount board stock is counted on the first Monday of each month.\n"),
("2026-04-27", "fact", ["printq", "errors"], "@@R5b@@\n"),
("2026-05-05", "fact", ["printq", "colour"], "@@N2b@@\n"),
("2026-05-08", "fact", ["artists", "editions"], "Ines Carvalho's limited editions are capped at 50 prints each.\n"),
("2026-05-12", "fact", ["workshop", "equipment"], "@@V5b@@\n"),
("2026-05-19", "fact", ["payments", "open-studios"], "@@D5a@@\n"),
("2026-05-22", "preference", ["agent", "python"], "Run `ruff format` on any Python file you touch before committing.\n"),
("2026-05-26", "fact", ["storage"], "@@S5b@@\n"),
("2026-05-28", "fact", ["canvas", "finishing"], "@@A5a@@\n"),
("2026-06-02", "decision", ["dispatch", "carriers"], "@@S2b@@\n"),
("2026-06-05", "fact", ["framing", "refunds"], "@@NS5b@@\n"),
("2026-06-09", "fact", ["proofs", "printq"], "@@V3b@@\n"),
("2026-06-11", "fact", ["glazing", "suppliers"], "Museum glass comes from Tru Vue via Arqadia, lead time about a week.\n"),
("2026-06-15", "fact", ["storage", "masters"], "@@R10b@@\n"),
("2026-06-22", "fact", ["artists", "royalties"], "@@V7b@@\npaper, ink and the shop's margin.\n"),
("2026-06-25", "fact", ["sms", "collections"], "Collection-ready texts go out under the sender ID LARKSPUR via Twilio.\n"),
("2026-06-29", "fact", ["artists", "royalties", "editions"], "@@O4a@@\n"),
("2026-07-06", "fact", ["artistportal", "notifications"], "@@N7b@@\n"),
("2026-07-09", "fact", ["gallery"], "No deliveries to the gallery on rehang days.\n"),
("2026-07-13", "fact", ["pricing", "staff"], "@@N4b@@\n"),
("2026-07-16", "decision", ["printq"], "printq stays in Go; a Python rewrite was discussed and dropped.\n"),
("2026-07-19", "fact", ["proofs", "email"], "@@F3b@@\n"),
("2026-07-27", "fact", ["email", "domains"], "@@S6b@@\n"),
("2026-07-30", "fact", ["invoices"], "@@NS7b@@\n"),
("2026-08-03", "fact", ["gallery", "hours"], "@@V9b@@\n"),
("2026-08-06", "fact", ["printer", "ink"], "The Epson's spare 700 ml ink cartridges are in the grey cabinet by the door.\n"),
("2026-08-10", "fact", ["gallery", "framing"], "@@N10b@@\n"),
("2026-08-17", "fact", ["gallery", "consignment"], "@@A1b@@\n"),
("2026-08-20", "preference", ["maren", "reporting"], "Maren likes a short summary of the week's agent work on Friday afternoons.\n"),
("2026-08-24", "fact", ["backups", "framedesk"], "@@V10b@@\n"),
("2026-08-31", "fact", ["storefront", "deploy"], "@@N5b@@\n"),
("2026-09-03", "fact", ["storefront", "seo"], "storefront's sitemap is regenerated on every production build.\n"),
("2026-09-07", "fact", ["printq", "nozzle-check"], "@@N9b@@\n"),
("2026-09-10", "fact", ["proofs", "reminders"], "@@NS9b@@\n"),
("2026-09-14", "fact", ["papers"], "@@F2b@@\n"),
("2026-09-17", "fact", ["framedesk", "pdf"], "Quote PDFs are rendered with WeasyPrint.\n"),
("2026-09-21", "fact", ["conservation"], "@@F6b@@\n"),
("2026-09-28", "fact", ["editions"], "@@F8b@@\n"),
("2026-10-02", "fact", ["on-call"], "@@NS2b@@\n"),
("2026-10-05", "fact", ["pricing", "express"], "@@F10b@@\nit isn't offered for conservation jobs.\n"),
("2026-10-08", "fact", ["artists", "payouts"], "Artist payouts go by Wise bank transfer on the 5th of each month.\n"),
("2026-10-12", "fact", ["artistportal", "tooling"], "@@O7a@@\n"),
("2026-10-20", "fact", ["editions", "dispatch"], "@@NS1b@@\n"),
("2026-10-26", "fact", ["workshop", "people"], "Ade Okonjo is workshop manager and signs off every conservation job.\n"),
("2026-11-03", "fact", ["framing", "materials"], "@@NS10b@@\n"),
("2026-11-10", "fact", ["printq", "print-room"], "Nozzle-check prints are kept in the folder by the printer for a month.\n"),
("2026-11-17", "decision", ["storefront", "vouchers"], "Gift vouchers go on sale online from December; framedesk stays the system of record for voucher codes.\n"),
("2026-11-24", "fact", ["pricing", "conservation"], "Conservation framing quotes show hinging and materials as a separate line.\n"),
]

AUTO = {
"auto/printq-troubleshooting.md": ("printq troubleshooting", "2026-05-02", ["printq", "ops"], """\
# printq troubleshooting

## Job stuck in 'printing'
@@V2b@@
If it's still stuck after that, check the RIP queue on the print server.

## Printer offline
- Check the Epson panel first, then the USB hub on the Mac mini.
- Saskia keeps a log of paper jams in the print-room notebook.
"""),
"auto/storefront-local-setup.md": ("storefront local setup", "2026-04-16", ["storefront", "dev"], """\
# storefront local setup

@@V4b@@

```
nvm install
pnpm install
pnpm dev
```

Copy `.env.example` to `.env.local`; Stripe test keys are in 1Password.
"""),
"auto/dispatch-cutoffs.md": ("dispatch cut-offs", "2026-06-18", ["dispatch"], """\
# Dispatch cut-offs

@@V6b@@
Royal Mail collect at 12:00; anything packed after that goes tomorrow.
Saturday orders are packed on Monday morning.
"""),
"auto/artist-onboarding.md": ("artist onboarding", "2026-02-12", ["artists", "artistportal"], """\
# Onboarding a new artist

1. Maren sends the contract; the artist signs via DocuSign.
2. Invite them to artistportal from the admin page.
3. Saskia prints a test strip of each work before it goes on sale.

@@V8b@@
"""),
"auto/framedesk-ci-notes.md": ("framedesk CI notes", "2026-05-14", ["framedesk", "ci"], """\
# framedesk CI

@@R2b@@
and pins the Postgres 16 service image.
The slowest step is the PDF snapshot tests (about four minutes).
"""),
"auto/artist-statements.md": ("artist statements", "2026-07-02", ["artists", "email"], """\
# Artist statements

@@R4b@@
`mg.larkspurprints.co.uk`), triggered by the `send_statements` job on the 3rd.
Statements list every sale in the month with size, price and royalty.
"""),
"auto/printq-architecture.md": ("printq architecture", "2026-03-20", ["printq", "architecture"], """\
# printq architecture

@@R6b@@
@@S7a@@
@@O1a@@
The worker writes a small JSON sidecar next to each job so Saskia can see the paper and size.
"""),
"auto/framedesk-background-jobs.md": ("framedesk background jobs", "2026-02-27", ["framedesk"], """\
# Background jobs

@@R7a@@
Jobs: quote PDF rendering, nightly housekeeping, supplier price import.
"""),
"auto/image-pipeline.md": ("shop image pipeline", "2026-08-12", ["storefront", "images"], """\
# Image pipeline

@@R9b@@
Masters are never exposed to the shop; previews are made from a 3000 px JPEG export.
"""),
"auto/framedesk-contributing.md": ("contributing to framedesk", "2026-06-30", ["framedesk", "process"], """\
# Contributing to framedesk

@@F7b@@
@@N1b@@
Branch names: `<initials>/<short-description>`.
"""),
"auto/packing-guide.md": ("packing guide", "2026-04-29", ["dispatch", "packing"], """\
# Packing guide

## Unframed
@@N3b@@
Smaller prints go flat in a rigid board envelope.

## Framed
Corners first, then bubble wrap, then the double-wall box.
"""),
"auto/docs-workflow.md": ("docs workflow", "2026-09-24", ["docs", "git"], """\
# Docs workflow

Docs live in each repo's `docs/` folder and the wiki.
@@N6b@@
Anything longer than a typo fix goes through review like code.
"""),
"auto/glazing-options.md": ("glazing options", "2026-07-21", ["framing", "glazing"], """\
# Glazing options

- Float glass: standard, cheapest.
- Anti-reflective glass: for dark works.
@@N8b@@
adds it at a price per square metre.
- Acrylic: for kids' rooms and anything shipped over 80 cm.
"""),
"auto/dispatch-daily-routine.md": ("dispatch daily routine", "2026-03-03", ["dispatch"], """\
# Daily dispatch routine

Morning: print the packing list from storefront and framedesk.
@@S2a@@
Afternoon: pack unframed prints, print labels, stack by the roller door.
"""),
"auto/sales-channels.md": ("sales channels", "2026-01-19", ["sales"], """\
# Where we sell

- storefront (larkspurprints.co.uk): prints and framing quotes
- Bath gallery: originals, prints, framing collection
@@S4a@@
"""),
"auto/thumbnail-worker.md": ("thumbnail worker", "2026-02-20", ["storefront", "storage"], """\
# Thumbnail worker

Small Python worker that makes the square thumbnails for the artist pages.
@@S5a@@
It runs every 15 minutes from cron on the tools box.
"""),
"auto/email-templates.md": ("email templates", "2026-02-09", ["email", "storefront"], """\
# Email templates

Templates are MJML in `storefront/emails/`.
@@S6a@@
Maren approves wording changes before they go live.
"""),
"auto/storefront-frame-quotes.md": ("frame builder quotes", "2026-05-06", ["storefront", "framedesk", "api"], """\
# Frame builder

@@S9a@@
The builder shows a live preview of the moulding and mount around the uploaded image.
"""),
"auto/framedesk-local-setup.md": ("framedesk local setup", "2026-04-09", ["framedesk", "dev"], """\
# framedesk local setup

@@F1b@@
Load the demo data with `manage.py loaddata demo` (made-up customers).
@@A9b@@
"""),
"auto/sales-faq.md": ("sales FAQ", "2026-06-16", ["sales", "faq"], """\
# Sales FAQ (for whoever is on the phone)

@@A2b@@
@@F4b@@
Highlands, islands and Northern Ireland pay the normal rate.
Framing deposits are non-transferable between orders.
"""),
"auto/agent-workflow.md": ("agent workflow", "2026-03-26", ["agent", "process"], """\
# How the agent works here

- Read the relevant reference memory before touching an app.
@@F9b@@
@@A8b@@
- Open a draft PR early and mark it ready when the tests pass.
"""),
"auto/collection-reminders.md": ("collection reminders", "2026-06-23", ["framedesk", "sms"], """\
# Collection reminders

When a framing job is marked ready, framedesk texts the customer.
@@O2b@@
A second reminder goes after two weeks if the job is still on the rack.
"""),
"auto/observability.md": ("observability", "2026-08-26", ["infra", "monitoring"], """\
# Observability

@@O8a@@
Prometheus scrapes framedesk, printq and artistportal every 30 s.
Alerts: printq queue depth, framedesk 5xx rate, disk on db1.
"""),
"auto/printq-pilot.md": ("printq pilot", "2026-04-06", ["printq", "history"], """\
# printq pilot write-up

@@D1a@@
It worked, but the SD card died twice, which is why it moved.
"""),
"auto/storefront-history.md": ("storefront history", "2026-04-02", ["storefront", "history"], """\
# storefront history

@@D2a@@
theme Maren had bought off the shelf.
The move was mostly about the frame builder, which Shopify couldn't do.
"""),
"auto/proofing-history.md": ("proofing history", "2026-03-18", ["proofs", "history"], """\
# Proofing, then and now

@@D6a@@
Customers took a week on average to reply.
"""),
"auto/price-review-2026.md": ("price review 2026", "2026-08-28", ["pricing"], """\
# Price review, August 2026

@@D8a@@
Paper and ink went up 18% over the year, which drove the change.
"""),
"auto/framing-terms.md": ("framing terms for the agent", "2026-01-27", ["framing", "glossary"], """\
# Framing terms

@@A10b@@
A slip is the same idea in plain wood or linen.
A bevel is the angled cut edge of a mount window.
"""),
"auto/framedesk-migrations.md": ("framedesk migrations", "2026-07-07", ["framedesk", "django"], """\
# Migrations in framedesk

Generate with `manage.py makemigrations`, then read the file before committing.
@@NS3b@@
"""),
"auto/framing-workflow.md": ("framing workflow", "2026-02-16", ["workshop", "framing"], """\
# Framing workflow

1. Quote in framedesk, deposit taken.
2. Job sheet printed, artwork checked in.
3. Mount cut, frame joined and fitted, checked by Ade, marked ready.

@@NS4b@@
"""),
"auto/printq-maintenance.md": ("printq maintenance", "2026-10-14", ["printq", "ops"], """\
# printq maintenance

@@NS6b@@
Spool files for failed jobs are kept until someone clears them by hand.
"""),
"auto/framedesk-housekeeping.md": ("framedesk housekeeping", "2026-09-30", ["framedesk", "data"], """\
# framedesk housekeeping

@@NS8b@@
Archived orders stay searchable from `/staff/archive/`.
"""),
"auto/open-studios-2026.md": ("Open Studios 2026", "2026-05-20", ["events", "sales"], """\
# Open Studios 2026

Ran 16–17 May at the Bristol workshop. Sold 42 prints, took 11 framing orders.
Next year: more A4 prints, fewer A2.
"""),
"auto/artist-list.md": ("artist list", "2026-03-11", ["artists"], """\
# Artists

About forty artists. Best sellers this year: Ines Carvalho, Rob Tanaka, Mel Okafor.
New in 2026: four printmakers from the Spike Island studios.
"""),
"auto/holiday-cover.md": ("holiday cover", "2026-07-24", ["process"], """\
# Holiday cover

When Tobias is away, code PRs wait for him; Maren can approve docs-only PRs.
Saskia's cover in the print room is Ade.
"""),
"auto/meeting-notes-2026-09.md": ("team meeting September 2026", "2026-09-15", ["meetings"], """\
# Team meeting, 15 September 2026

- Christmas freeze for storefront features: 20 Nov – 5 Jan.
- Saskia to trial Hahnemühle Hemp paper for one artist.
- Gallery wants a bigger window display for the winter show.
"""),
"auto/storefront-seo.md": ("storefront SEO", "2026-09-04", ["storefront", "seo"], """\
# SEO notes

Product URLs are `/prints/<artist>/<slug>`; don't change them, they are indexed.
Alt text comes from the artwork title plus the artist name.
"""),
"auto/security-notes.md": ("security notes", "2026-02-02", ["security"], """\
# Security notes

- 2FA on GitHub, Stripe and Cloudflare for everyone.
- Shared logins live in 1Password only, never in Slack.
"""),
"auto/stock-takes.md": ("stock takes", "2026-04-24", ["stock"], """\
# Stock takes

Paper rolls and mount board are counted monthly; mouldings quarterly.
Counts go into the stock sheet in the shared drive.
"""),
"auto/customer-comms-tone.md": ("customer comms tone", "2026-01-29", ["copy", "customers"], """\
# Customer comms tone

Emails to customers sign off as "The Larkspur team", not from an individual.
Friendly, short, no exclamation marks in subject lines.
"""),
"auto/printer-maintenance.md": ("printer maintenance", "2026-06-08", ["printer", "print-room"], """\
# Printer maintenance

Head clean on Monday mornings before the first job.
The maintenance box is swapped when the panel asks for it.
"""),
"auto/gallery-hanging.md": ("gallery hanging", "2026-05-15", ["gallery"], """\
# Gallery hanging

Consigned originals hang for at least eight weeks before we talk to the artist about moving them.
Labels are printed from gallerypos.
"""),
"auto/moulding-catalogue.md": ("moulding catalogue", "2026-03-06", ["framedesk", "mouldings"], """\
# Moulding catalogue

About 600 profiles in framedesk; discontinued ones are hidden, not deleted.
Samples hang on the corner wall by the counter.
"""),
"auto/artist-contracts.md": ("artist contracts", "2026-01-21", ["artists", "contracts"], """\
# Artist contracts

Contracts renew every January. They cover royalties, edition sizes and who owns the master files.
"""),
}
