# Free notes: slug -> (title, created, tags, body)
AUTO = {
"proof-approval-faq": ("Proof approval: questions families ask", "2026-04-14", ["memorialdesk", "proofs", "faq"], """
# Proof approval FAQ

**Can I change the proof after approving?** Only before the job is released to cutting.

@@V2b@@Families have 30 days to click the approval link in the proof email before it stops working.

**Who can approve?** The family contact on the order.
"""),
"pricing-and-deposits": ("Pricing and deposits", "2026-02-09", ["pricing", "orders"], """
# Pricing and deposits

@@V4b@@We take a 50% deposit on every new memorial order; the balance is due once it's fixed.

Quotes are valid for 90 days. Cemetery and churchyard fees are passed on at cost.
"""),
"quarryorder-dev-setup": ("quarryorder dev setup", "2026-03-02", ["quarryorder", "dev"], """
# quarryorder: local setup

@@V5b@@quarryorder is pinned to Python 3.11 (`requires-python = "==3.11.*"`) because the old pdfplumber release it relies on breaks on 3.12.

```
uv python pin 3.11
uv sync
uv run uvicorn quarryorder.main:app --reload
```

Test PDFs are in Git LFS.
"""),
"lettering-defaults": ("Lettering defaults in letterbench", "2026-05-20", ["letterbench", "lettering"], """
# Lettering defaults

@@V7b@@letterbench starts every name line at 63 mm (two and a half inches)
and only drops to 50 mm when the name runs past 22 characters.
Owen checks spacing by eye afterwards anyway.

Verse is centred; dates are left as the family wrote them.
"""),
"churchyard-chasing": ("Chasing churchyard permissions", "2026-06-03", ["permitflow", "churchyard"], """
# Chasing churchyard permissions

@@V9b@@permitflow chases the vicar after 14 days of silence on a churchyard regulations application.
If a second chaser gets nothing, Gwen phones.

Vacancies (no incumbent) go to the rural dean instead.
"""),
"restorelog-photo-workflow": ("restorelog photo workflow", "2026-07-08", ["restorelog", "photos"], """
# Survey photos

- Shoot each face square on, then a raking-light shot of the lettering.
@@V10b@@- Survey photos are kept at 4096 px on the long edge; the conservation officer zooms right into the lettering, so don't shrink them.
- File names come from the job number and the element (`R-114-die-front.jpg`).
"""),
"proof-emails": ("Proof emails", "2026-05-11", ["memorialdesk", "email"], """
# Proof emails

@@R2b@@Proof emails from memorialdesk go out through Mailgun, sending domain `mg.ashcombepryce.co.uk`.

The template is plain: a line of text, the proof image, the approve button. Gwen signed off the wording.
"""),
"ci-notes": ("CI notes", "2026-04-02", ["ci", "infra"], """
# CI

@@R4b@@CI for all our repos runs on a self-hosted Woodpecker server on `ap-app-1`; the pipeline file is `.woodpecker.yml`.

- Lint, tests, then an image build on `main`.
- A red pipeline blocks the merge.
"""),
"review-process": ("How we review PRs", "2026-03-18", ["github", "process"], """
# Review process

- Every PR gets one review from Marta or the contractor.
@@R6b@@- We rebase-merge PRs so every commit lands on `main` as written; Marta reviews commit by commit.
- Screenshots are required for anything a family sees.
"""),
"restorelog-upload": ("restorelog upload path", "2026-08-21", ["restorelog", "storage"], """
# How photos get stored

@@R9b@@restorelog uploads every survey photo to Amazon S3 (bucket
`ap-restore-photos` in eu-west-2) straight from the phone, so the
server never holds the originals.

Thumbnails are generated on first view.
"""),
"enquiry-replies": ("Replying to web enquiries", "2026-02-24", ["enquiries", "wording"], """
# Web enquiries

@@N1b@@Always give the price band in the first reply to a web enquiry, so people can rule themselves out early.

Reply within one working day. Use the family's words for the person who died.
"""),
"faculty-petitions": ("Faculty petitions", "2026-06-16", ["permitflow", "faculty"], """
# Faculty petitions

@@N3b@@permitflow submits faculty petitions to the Online Faculty System automatically once the PCC resolution is uploaded.

The DAC usually meets monthly; a petition that misses the papers waits a month.
"""),
"winter-fixing": ("Winter fixing rules", "2026-01-19", ["fixing", "weather"], """
# Winter fixing

@@N5a@@Fixers never lay foundations when the ground is frozen.
- Lettering on site is fine down to about 5 °C.
- Families are told about weather delays by phone, not email.
"""),
"small-fixes": ("Small fixes workflow", "2026-09-09", ["github", "process"], """
# Small fixes

@@N6b@@Typo and copy fixes can be pushed straight to `main` without opening a PR.

Anything touching templates a family reads still needs Gwen to look at it.
"""),
"weekend-work": ("Weekend work", "2026-07-27", ["fixing", "scheduling"], """
# Weekend work

- Saturday fixings are normal in the season.
@@N8b@@- Sunday fixings are fine in churchyards too if the family asks for it.
- Weekend overtime is booked through Owen.
"""),
"restoration-method": ("Restoration method notes", "2026-04-28", ["restoration", "method"], """
# Restoration method

- Cleaning starts with water and soft brushes; nothing abrasive on lettering.
@@N9a@@- D/2 biocide is never applied to a listed monument without the conservation officer's written OK.
- Lead lettering is re-set, not replaced, where it can be saved.
"""),
"fixer-handover": ("Handing jobs to the fixers", "2026-10-05", ["fixing", "github"], """
# Handover to fixers

@@N10b@@Paste the family's address into the GitHub issue so the fixers can find the grave without logging in.

Plot references and a photo of the plot from the permission pack go in too.
"""),
"payments-gocardless": ("Deposit payments", "2026-09-22", ["memorialdesk", "payments"], """
# Deposit payments

@@S2b@@memorialdesk moved deposit payments from Stripe to GoCardless in September 2026; families now pay by bank transfer through a GoCardless link.

Refunds are done from the GoCardless dashboard by Priti.
"""),
"memorialdesk-background-jobs": ("memorialdesk background jobs", "2026-10-14", ["memorialdesk", "jobs"], """
# Background jobs

@@S4b@@memorialdesk no longer uses Celery; background jobs moved to Django-Q with Postgres as the broker.

- Proof rendering and reminder emails are Django-Q tasks now.
- Check the admin's "Scheduled tasks" page when reminders don't go out.
"""),
"wells-showroom-closure": ("Wells showroom closure", "2026-09-01", ["yards", "showroom"], """
# Wells showroom

@@S6b@@The Wells showroom closed for good on 30 August; showroom enquiries now go to Frome.

The display stones were moved to the Frome yard.
"""),
"stencil-plotter": ("Stencil plotter", "2026-10-20", ["letterbench", "workshop"], """
# Stencil plotter

@@S9b@@The Graphtec CE7000 was retired in October; stencils are now cut on the Summa S One plotter.

Blade offset needs re-measuring after each roll change.
"""),
"price-lists": ("Supplier price lists", "2026-09-30", ["quarryorder", "suppliers"], """
# Supplier price lists

@@S10b@@The nightly price import in quarryorder is deprecated: suppliers send price lists quarterly now and Marta loads them by hand.

Stoneleigh sends theirs as a spreadsheet, Isle Quarries as a PDF.
"""),
"portland-orders": ("Ordering Portland stone", "2026-11-04", ["quarryorder", "portland"], """
# Portland stone

@@F2b@@Portland stone from Isle Quarries takes about four weeks; add a week for anything ordered in December, the quarry shuts over Christmas.

Ask for whitbed unless the DAC says otherwise.
"""),
"clay-churchyards": ("Clay churchyards", "2026-03-26", ["fixing", "ground"], """
# Clay churchyards

@@F4b@@On the heavy clay in the Mendip churchyards Lewis gives new graves at least 9 months before fixing, not the usual 6.

Foundations there are dug deeper and the anchors are longer.
"""),
"quote-approvals": ("Quote approvals", "2026-05-06", ["quotes", "process"], """
# Quote approvals

@@F6b@@Quotes above £3,000 need Gwen's sign-off, and for restoration quotes over that line she also wants the condition survey attached.

Smaller quotes go out from the office directly.
"""),
"devizes-notes": ("Devizes yard notes", "2026-08-19", ["yards", "devizes"], """
# Devizes

@@F9b@@Devizes letters additional inscriptions on stones already in the ground; new headstones are still cut at Frome.

- The sandblast cabinet takes panels up to 600 mm wide.
- The yard is locked at weekends; keys with Lewis.
"""),
"restoration-pricing": ("Restoration pricing", "2026-06-10", ["restoration", "pricing"], """
# Restoration pricing

@@O1b@@Restoration jobs take a 25% deposit up front, since most of the cost is labour.

Day rates are quoted per mason; scaffold and access equipment are extra.
"""),
"council-cemeteries": ("Council cemeteries", "2026-07-15", ["permitflow", "council"], """
# Council cemeteries

@@O6b@@Bereavement offices at the council cemeteries get a chaser after 10 working days; most answer within a week.

Fees are paid by card over the phone when the permit is granted.
"""),
"office-it": ("Office IT", "2026-01-28", ["office", "it"], """
# Office IT

@@O8b@@Office mailboxes (info@, gwen@, owen@) are on Microsoft 365; Priti manages the licences.

- Printer in Frome: Brother laser, A3 capable.
- The office router is on a BT business line.
"""),
"python-tooling": ("Python tooling", "2026-02-17", ["python", "dev"], """
# Python tooling

@@O10b@@memorialdesk and quarryorder both use uv: run `uv sync` after every pull.
- Ruff for lint and format, configured in `pyproject.toml`.
- restorelog still has a plain `requirements.txt`.
"""),
"infra-history": ("Infrastructure history", "2026-04-09", ["infra", "history"], """
# How we got here

@@D1b@@Until March 2026 memorialdesk and permitflow ran on an old Dell tower under the office desk in Frome.
The move was done over a weekend with the portal switched off.
"""),
"permitflow-history": ("permitflow history", "2026-03-05", ["permitflow", "history"], """
# permitflow history

@@D3b@@permitflow used Yarn 1 until the February 2026 rewrite.
- Started as a spreadsheet with mail-merge chasers in 2024.
- The rewrite added council cemetery applications.
"""),
"topple-testing": ("Topple testing", "2026-05-02", ["fixing", "safety"], """
# Topple testing

@@D5b@@Until the BRAMM refresher in April 2026 the crews did the topple test by hand push, without a gauge.
The gauges were bought after the refresher; one per van.
"""),
"restorelog-pilot": ("restorelog pilot", "2026-03-12", ["restorelog", "history"], """
# restorelog pilot

@@D8b@@During the January–February 2026 pilot, survey photos were kept in a shared Google Drive folder.
- Two churches took part in the pilot.
- The condition grades came out of the pilot.
"""),
"portal-launch": ("Portal launch", "2026-02-20", ["memorialdesk", "portal", "history"], """
# Customer portal launch

@@D10b@@For the first month of the portal (January 2026) proof emails were sent by hand from Gwen's Outlook.
Families without email still get a printed proof by post.
"""),
"permitflow-dev-notes": ("permitflow dev notes", "2026-05-25", ["permitflow", "dev"], """
# permitflow: working on it locally

@@A1b@@permitflow's job queue talks to Redis at redis-pf.ashcombe.internal, port 6380.

Local `.env` for development:

```
REDIS_URL=redis://localhost:6379
DATABASE_URL=postgres://permitflow@localhost:5432/permitflow
```

Prisma studio is handy for poking at applications.
"""),
"fonts": ("Fonts in letterbench", "2026-06-29", ["letterbench", "fonts"], """
# Fonts

@@A4b@@letterbench ships with Trajan Roman and Gill Sans as the standard faces; uncial is there if the family asks for it.

Font licences cover the workshop PC only.
"""),
"fixing-checklist": ("Fixing checklist", "2026-04-21", ["fixing", "checklist"], """
# On-site checklist

1. Check the plot against the permission pack.
2. Dig and lay the foundation; set the anchors.
@@A6b@@3. Do the topple test with the gauge at 35 kg and write the reading on the fixing certificate.
4. Photograph front and back.
"""),
"secrets-howto": ("Secrets how-to", "2026-08-04", ["secrets", "infra"], """
# Secrets

@@A7b@@API keys belong in the server's `.env` and in the shared password manager, never in git.

Rotate a key if it ever shows up in a chat log.
"""),
"dns": ("DNS", "2026-03-30", ["infra", "dns"], """
# DNS

@@A9b@@DNS for ashcombepryce.co.uk is managed in Cloudflare; Marta has the login.

MX records point at Microsoft 365; `orders.` points at `ap-app-1`.
"""),
"invoicing": ("Invoicing", "2026-07-02", ["memorialdesk", "invoices"], """
# Invoicing

@@NS1b@@The balance invoice goes out automatically once the fixing is recorded in memorialdesk.

Churches are invoiced to the PCC treasurer, not the incumbent.
"""),
"gdpr-notes": ("GDPR notes", "2026-06-22", ["data", "gdpr"], """
# Personal data

@@NS3b@@Customer records are deleted seven years after the memorial is fixed.

Subject access requests go to Priti and are answered within a month.
"""),
"urgent-orders": ("Urgent stone orders", "2026-08-12", ["quarryorder", "suppliers"], """
# Urgent orders

@@NS5b@@Owen phones urgent stone orders through to the supplier, reading out the quarryorder PO number.

Urgent usually means a stone broken in the workshop.
"""),
"credit-control": ("Credit control", "2026-10-27", ["memorialdesk", "payments"], """
# Credit control

@@NS7b@@memorialdesk starts chasing an unpaid balance 30 days after the fixing date.

Second reminder at 45 days; after that Priti phones.
"""),
"restoration-enquiries": ("Restoration enquiries", "2026-09-15", ["restoration", "enquiries"], """
# Restoration enquiries

@@NS10b@@Restoration quotes go out within five working days of the enquiry.

Churches often need the quote for a PCC meeting, so ask when it is.
"""),
"memorial-materials": ("Memorial materials", "2026-01-13", ["materials"], """
# Materials we work in

- Granite: Indian black, Himalayan grey, blue pearl.
- Limestone: Portland, Purbeck for ledgers.
- Slate: Welsh blue-grey; takes fine lettering.
- Sandstone: mostly restoration, rarely new work.
"""),
"st-aldhelm-restoration": ("St Aldhelm's lettering recut", "2026-08-28", ["restoration", "job"], """
# St Aldhelm's

- Twelve 19th-century headstones, lettering recut by hand.
- Condition survey graded most joints 3.
- Churchwarden wants the work done before Remembrance Sunday.
"""),
"fixing-season-debrief": ("Spring fixing debrief", "2026-06-06", ["fixing", "retro"], """
# Spring debrief

- 71 fixings March to May, two re-fixes.
- fixingcrew's offline photo queue worked; no lost certificates.
- Ask the council earlier about cemetery closures for funerals.
"""),
}
