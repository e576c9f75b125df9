# remnic facts: (date, category, tags, body)
FACTS = []

def F(date, cat, tags, body, conf=0.9):
    FACTS.append((date, cat, tags, body.strip("\n") + "\n", conf))

F("2026-05-14", "fact", ["tradedesk", "postgres"], """
@@V1a@@The tradedesk DSN is `postgres://tradedesk@pg-trade.paperlark.internal:5433/tradedesk`; take it from 1Password rather than old READMEs.
""")
F("2026-03-18", "fact", ["wholesale", "packs"], """
@@V3b@@Wholesale packs hold 12 cards of a single design; stockists can't buy singles.
""")
F("2026-07-09", "fact", ["despatch", "cutoff"], """
@@V5b@@Online orders placed before 15:30 go out the same day; after that they're in the next morning's pick.
""")
F("2026-08-26", "fact", ["printers", "hollins"], """
@@V8b@@Hollins Press won't accept a run of fewer than 1,000 cards per design; smaller quantities have to go digital.
""")
F("2026-06-12", "fact", ["shopfront", "postage"], """
@@V9b@@Single cards sent Royal Mail 2nd Class are charged £1.35 postage on the online shop.
""")
F("2026-05-05", "fact", ["shopfront", "tooling"], """
@@R1b@@shopfront uses Yarn (Berry) as its package manager; `yarn.lock` is the lockfile CI trusts.
""")
F("2026-04-21", "fact", ["tradedesk", "ci"], """
@@R2a@@tradedesk's tests run on CircleCI; the pipeline lives in `.circleci/config.yml`.
""")
F("2026-06-30", "fact", ["shopfront", "errors"], """
@@R4b@@shopfront reports its errors to Bugsnag (project `paperlark-shop`).
""")
F("2026-08-13", "fact", ["despatch", "celery"], """
@@R6b@@despatch's label jobs run on Celery with Redis as the broker (`redis-despatch.paperlark.internal:6379/2`).
""")
F("2026-02-09", "preference", ["user", "editor"], """
@@R8b@@Maren's editor is VS Code — put shared settings in `.vscode/settings.json` for her.
""", 0.8)
F("2026-09-15", "fact", ["shopfront", "payments"], """
@@R9b@@Card payments on the online shop are taken through Mollie; the webhook lands on `/api/mollie/webhook`.
""")
F("2026-04-29", "preference", ["proofs", "design"], """
@@N2b@@Email the proof PDF to the designer as an attachment — the cardvault links expire after 48 hours.
""", 0.75)
F("2026-10-19", "fact", ["despatch", "weekend"], """
@@N3b@@despatch prints a Saturday label batch at 09:00 so weekend orders leave on Monday's first collection.
""")
F("2026-03-26", "fact", ["tradedesk", "pricing", "access"], """
@@N4a@@Trade prices are never shown to visitors who aren't logged in to tradedesk.
""")
F("2026-07-27", "fact", ["tradedesk", "migrations"], """
@@N5b@@tradedesk migrations can be run at any time of day; they're all written to be online-safe.
""")
F("2026-09-24", "decision", ["shopfront", "personalisation", "privacy"], """
@@N8a@@Personalised message text is not kept after the order is despatched; a nightly job purges it.
""")
F("2026-10-07", "fact", ["tradedesk", "credit"], """
@@N9b@@tradedesk raises a stockist's credit limit by 25% automatically after six on-time payments.
""")
F("2026-06-22", "decision", ["shopfront", "email"], """
@@S1a@@Moved shopfront's transactional email from Mailgun to Postmark in June; the Mailgun domain is being deleted.
""")
F("2026-05-20", "fact", ["printers", "hollins", "files"], """
@@S2a@@Hollins Press shut their FTP drop in May; print files now go through their SFTP portal.
""")
F("2026-01-22", "fact", ["cardvault", "storage"], """
@@S3b@@cardvault writes new artwork uploads to `s3://paperlark-cardvault-v1/originals/`.
""")
F("2026-04-24", "decision", ["despatch", "hosting"], """
@@S5a@@Switched despatch from the DigitalOcean droplet to the Hetzner k3s cluster in April.
""")
F("2026-02-16", "fact", ["despatch", "royal-mail"], """
@@S7b@@despatch creates Royal Mail labels through the DMO API.
""")
F("2026-03-31", "decision", ["runplanner", "production"], """
@@S8a@@Print-run planning moved off the 'Runs 2026' Google Sheet into runplanner in March; the sheet is read-only now.
""")
F("2026-08-31", "decision", ["shopfront", "payments"], """
@@S9a@@PayPal was dropped from shopfront checkout in August and is no longer offered.
""")
F("2026-05-25", "fact", ["slack", "runplanner"], """
@@S10a@@The #print-runs Slack channel was archived in May; run updates go to #production.
""")
F("2026-01-12", "fact", ["tradedesk"], """
@@F1a@@tradedesk is a Django app backed by Postgres.
""")
F("2026-01-28", "fact", ["paper", "sustainability"], """
@@F2a@@Our cards are printed on FSC-certified board.
""")
F("2026-01-15", "fact", ["shopfront"], """
@@F4a@@shopfront is a Next.js app.
""")
F("2026-06-05", "fact", ["tradedesk", "backups"], """
@@F5b@@tradedesk Postgres: nightly base backup at 02:30 UTC to B2, plus continuous WAL archiving.
""")
F("2026-03-04", "fact", ["wholesale", "shipping"], """
@@F6a@@Wholesale orders ship by DPD.
""")
F("2026-09-02", "fact", ["despatch", "alerts"], """
@@F7b@@despatch's Sentry alerts post to #pl-alerts, with @here only for label-printing failures.
""")
F("2026-02-03", "fact", ["cardvault", "artwork"], """
@@F8b@@cardvault keeps the layered PSD/AI masters; print PDFs are generated from them on export and never edited by hand.
""")
F("2026-07-30", "fact", ["shopfront", "webhooks"], """
@@O2b@@shopfront's order-sync webhook consumer retries a failed delivery up to 5 times with exponential backoff.
""")
F("2026-03-12", "fact", ["tradedesk", "frontend"], """
@@O3b@@tradedesk's front-end assets are built with Yarn.
""")
F("2026-04-16", "fact", ["runplanner", "ci"], """
@@O4b@@runplanner's CI is GitHub Actions (`ci.yml`, plus `nightly.yml` for the slow specs).
""")
F("2026-05-29", "fact", ["marketing", "newsletter"], """
@@O7a@@The consumer newsletter goes out through Mailchimp.
""")
F("2026-07-06", "fact", ["runplanner", "uploads"], """
@@O8a@@runplanner's PDF import accepts files up to 50 MB.
""")
F("2026-04-01", "fact", ["shopfront", "hosting"], """
@@D1a@@Until March 2026 the shop was hosted on Netlify; the DNS still has an old `netlify` CNAME we should delete.
""")
F("2026-03-09", "fact", ["tradedesk", "postgres"], """
@@D2b@@tradedesk runs on Postgres 16.
""")
F("2026-05-08", "fact", ["printers", "range"], """
@@D3a@@The spring 2026 range was printed by Marlow & Fenn while Hollins replaced their press.
""")
F("2026-02-13", "fact", ["tradedesk", "auth"], """
@@D4a@@During the 2025 beta, stockists logged in with one shared password per shop.
""")
F("2026-06-26", "fact", ["runplanner", "ci"], """
@@D6b@@runplanner's CI run takes about 6 minutes now that the system specs run in parallel.
""")
F("2026-08-18", "fact", ["tradedesk", "api"], """
@@D10a@@In the 2026 API beta, tradedesk keys never expired; the beta keys were rotated in June.
""")
F("2026-02-23", "preference", ["printers", "hollins"], """
@@A1b@@Book Hollins print runs three weeks or more ahead of the on-sale date.
""")
F("2026-01-08", "preference", ["user", "style"], """
@@A2b@@Maren wants short answers with diffs rather than full file dumps.
""", 0.85)
F("2026-04-09", "fact", ["cardvault", "argo"], """
@@A3a@@cardvault deploys need a manual sync in Argo CD.
""")
F("2026-05-01", "fact", ["cardvault", "cdn"], """
@@A4b@@cardvault thumbnails come out of img.paperlark.co.uk, cached by Cloudflare.
""")
F("2026-09-29", "fact", ["wholesale", "accounts"], """
@@A5b@@Stockists pay on 30-day terms, counted from the invoice date.
""")
F("2026-03-06", "preference", ["dev", "lint"], """
@@A8b@@Always `make lint` before committing — Maren asked twice.
""", 0.85)
F("2026-07-13", "fact", ["infra", "staging"], """
@@A9b@@Staging gets rebuilt from an anonymised production copy every night at 04:00.
""")
F("2026-08-07", "decision", ["tradedesk", "invoices", "vat"], """
@@NS1a@@Trade invoices are never sent without the stockist's VAT number on them.
""")
F("2026-06-17", "fact", ["tradedesk", "deploy"], """
@@NS4b@@tradedesk ships to production several times a day — merge to main and Argo CD picks it up.
""")
F("2026-10-12", "fact", ["tradedesk", "api", "pricing"], """
@@NS5a@@The stockist API never returns trade prices without a valid stockist key.
""")
F("2026-09-17", "fact", ["wholesale", "notifications"], """
@@NS7b@@Stockists get an automatic email when their order ships, with the DPD tracking link.
""")
F("2026-10-26", "preference", ["infra", "terraform"], """
@@NS8b@@Claude can run `terraform fmt`, `validate` and `plan` without asking.
""")
F("2026-11-03", "fact", ["despatch", "backorders"], """
@@NS9b@@Backordered cards are sent separately as soon as the reprint arrives.
""")
F("2026-10-21", "fact", ["shopfront", "customers"], """
@@NS10b@@shopfront stores each customer's billing address and order history so repeat orders are quicker.
""")

# ---- filler facts ----
F("2026-01-06", "fact", ["team"], "Paperlark's digital team is Maren, Idris and Cass; Nell, Tomasz and Ruth are the main internal users.\n")
F("2026-01-26", "fact", ["range"], "The sympathy range (SYM) is never discounted in the shop's sales.\n")
F("2026-02-19", "fact", ["despatch", "packaging"], "Wholesale packs are boxed in 20s; the box label shows the stockist's account number.\n")
F("2026-03-20", "decision", ["shopfront", "personalisation"], "Personalised cards use six fonts only; requests for custom fonts are declined.\n")
F("2026-04-13", "fact", ["cardvault", "licences"], "Designer licences in cardvault default to five years from first sale; Nell extends them by hand.\n")
F("2026-05-15", "fact", ["despatch", "hardware"], "The warehouse Epson prints personalised cards; it needs a head clean every Monday.\n")
F("2026-06-02", "preference", ["dev", "python"], "Use `uv` for new Python tooling scripts; existing repos keep their current setup.\n", 0.7)
F("2026-07-20", "fact", ["wholesale", "faire"], "Faire orders arrive in tradedesk and are invoiced by Faire, not by us.\n")
F("2026-08-24", "fact", ["shopfront", "seo"], "Google Merchant Center reads the public product feed daily at 05:00.\n")
F("2026-09-07", "decision", ["range", "christmas"], "Charity Christmas packs give 10% of the RRP to the chosen charity; the charity changes each year.\n")
F("2026-10-01", "fact", ["despatch", "royal-mail"], "Royal Mail collection moves to 17:30 for the first three weeks of December.\n")
F("2026-11-17", "fact", ["peak", "staffing"], "Two warehouse temps start on 1 December; they get despatch logins with the `packer` role only.\n")
F("2026-11-24", "decision", ["shopfront", "gift-wrap"], "The gift-wrap trial goes live on 1 December with six papers.\n")
