# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}
def A(slug, title, created, tags, body):
    AUTO["auto/%s.md" % slug] = (title, created, tags, body.strip("\n") + "\n")

A("casebook-triage", "casebook: first steps when something breaks", "2026-03-12", ["casebook", "support"], """
# casebook triage

When a fee earner rings about casebook:

- Ask for the matter number and roughly what time it happened.
- If it was an error page:
@@R1b@@
- If nothing there, `journalctl -u casebook-web --since "-1h"` on the app server.
- Slow pages are nearly always the documents list on matters with 2,000+ documents; known issue.

Don't restart the web service during the day without telling Mari first.
""")

A("billing-run-checklist", "Month-end billing run checklist", "2026-04-27", ["feeledger", "billing"], """
# Month-end billing run

Jas's checklist, written up so the agent can help prepare the run.

- Pull the unbilled time report per fee earner and send it round two days before.
- Chase fee earners with unrecorded days.
@@V2b@@
- Check every draft has the right VAT treatment on disbursements.
- Partners approve drafts in feeledger; Jas issues them.
""")

A("conflict-check-tuning", "conflictor match tuning", "2026-06-30", ["conflictor", "search"], """
# Tuning conflictor matches

Fee earners complained about noise from common surnames (Smith, Jones, Patel), so we looked at the
scoring.

@@V4b@@
Company names are normalised first: "Ltd", "Limited", "LLP" and punctuation are stripped.
Initials only match initials, so "J. Smith" doesn't hit every Smith.

Open question: whether to weight postcodes when both sides have one.
""")

A("backup-restore-drill", "Backup restore drill, May 2026", "2026-05-22", ["infra", "backups"], """
# Restore drill

Done with Dales IT watching. Restored casebook's database and a sample of 500 documents to a scratch VM.

- Database restore took 40 minutes, documents sample 10 minutes.
@@V6b@@
- The restore instructions in the wiki were missing the `restic unlock` step; fixed.

Next drill: November.
""")

A("intake-spam-wave", "Enquiry form spam wave", "2026-05-19", ["intake", "incident"], """
# Spam on the enquiry form

In mid-May receptionists found ~300 junk enquiries in casebook over a weekend.

@@V7b@@
is why the May spam wave got through: each bot used dozens of addresses.

What we did: bulk-deleted the junk (Mari checked the list first) and added a honeypot field.
""")

A("feeledger-mail-setup", "feeledger outgoing mail", "2026-06-03", ["feeledger", "email"], """
# feeledger mail settings

Invoices and statements go out from feeledger directly. Settings in `config/production.yml`:

```yaml
mailer:
  smtp_host: relay.pv.internal
@@V10a@@
  from: billing@pennockvale.co.uk
  reply_to: accounts-queries@pennockvale.co.uk
```

The relay is run by Dales IT; ask them if mail sits in the queue.
""")

A("precedent-template-workflow", "How a template change goes live", "2026-03-02", ["precedent", "templates"], """
# Template change workflow

@@R3b@@

1. Mari or the fee earner describes the change (wording, new field, new template).
2. Branch named after the template ID, e.g. `conv-07-add-mining-search`.
3. Owen reviews the code side; wording is for the supervising partner.
4. Merged and deployed; the picker in casebook shows it straight away.

@@D3b@@
""")

A("engagement-letters", "Engagement letters", "2026-04-14", ["precedent", "engagement"], """
# Engagement letters

@@F5a@@
The letter sets out the scope, the estimate, who does the work and who supervises it.
@@R5b@@

If the client signs on paper instead, scan it onto the matter and tick "signed" by hand.
""")

A("precedent-queue-notes", "precedent worker notes", "2026-05-07", ["precedent", "ops"], """
# precedent worker

@@R8b@@
Jobs that take longer than 120 seconds are killed and retried once; bundles are the usual culprit.
The queue length is on the Grafana "precedent" dashboard; more than 50 waiting means the worker is stuck.
""")

A("precedent-automation", "What precedent does on its own", "2026-09-15", ["precedent", "automation"], """
# Automation in precedent

Things precedent does without anyone pressing a button:

- Fills client name, address and matter reference from casebook.
@@N1b@@
- Generates the completion statement draft when a completion date is set (not sent, just saved).
- Regenerates the PDF of a letter if the Word version is edited on the matter.
""")

A("new-client-onboarding", "New client onboarding steps", "2026-05-28", ["casebook", "aml", "onboarding"], """
# New client onboarding

Receptionist and fee earner steps for a brand new client:

1. Create the client in casebook (check Clients → Duplicates first).
2. Ask for two forms of ID and proof of address.
3. Run the electronic ID check; the result lands on the client record.

@@N3b@@
@@D4b@@
""")

A("billing-corrections", "Correcting a bill", "2026-08-11", ["feeledger", "billing"], """
# Correcting a bill after it has gone out

Clients sometimes query a line after they get the bill.

@@N5b@@
For anything bigger than a line, Jas raises a credit note and a fresh bill instead.
""")

A("conflictor-index", "conflictor index and notifications", "2026-10-06", ["conflictor"], """
# What conflictor searches and who it tells

@@N8b@@
Parties are indexed with their role (client, other side, other side's solicitor, lender).
@@D8b@@
Possible matches go to the supervising partner's queue in conflictor.
""")

A("casebook-remote-admin", "Working on casebook from home", "2026-07-23", ["casebook", "remote"], """
# Remote work on casebook

@@N10b@@
Fee earners use casebook from home through the normal login (SSO with MFA).
The Kelby office reaches casebook like any other site.
""")

A("fee-earner-faq", "Fee earner FAQ (practice support)", "2026-02-16", ["faq", "fee-earners"], """
# FAQ

**Where do I book holiday?** In BrightHR, not casebook.

**How do I get a court bundle done?**
@@S2a@@

**Dictation?** Record on the Olympus, dock it, and it appears in your secretary's queue.

**Printer jammed?** Dales IT service desk, not practice support.
""")

A("precedent-migration", "Templates migration off the S: drive", "2026-02-27", ["precedent", "migration"], """
# Moving templates off S:

@@S3b@@
Old copies kept there for reference only; anything edited there will never reach the picker.
Mari checked the conveyancing and wills sets by hand after the move.
""")

A("matter-numbering", "Matter numbering", "2026-01-20", ["casebook", "matters"], """
# Matter numbers

@@F7b@@
@@S5a@@
Sequence numbers never get reused, even when a matter is opened in error.
""")

A("post-room", "Post room process", "2026-03-18", ["post", "process"], """
# Post

Post is opened at 09:00 at Ashcombe; Kelby's post is brought over by the courier.

@@S7a@@
secretaries file it onto matters from there.
Cheques are handed straight to Jas and never scanned into the matter.
""")

A("payments-changes", "Card payment changes", "2026-09-30", ["feeledger", "payments"], """
# Card payments

@@S8b@@
Bank transfer details stay on the invoice as before.
Jas matches Cardnet receipts to bills once a day.
""")

A("offsite-backups", "Offsite backups", "2026-09-24", ["infra", "backups"], """
# Offsite backups

@@S9b@@
Reason: egress pricing for restore tests, and Dales IT already had an account.
The restic repository password is unchanged.
""")

A("feeledger-dashboard", "feeledger partner dashboard", "2026-10-21", ["feeledger", "reporting"], """
# Partner dashboard

The dashboard shows WIP, unbilled time, debtors and cash received per fee earner.

@@S10b@@
Filters remember the last office chosen.
""")

A("deploy-runbook", "Deploy runbook", "2026-07-09", ["infra", "deploy"], """
# Deploying

## casebook
@@F10b@@
@@NS4b@@
Check the health page afterwards: `/healthz` must say `ok` for web and worker.

## Who to call
@@NS2b@@
For the apps themselves it's Owen, then Mari.
""")

A("intake-webhooks", "intake → casebook webhook", "2026-06-17", ["intake", "casebook"], """
# Enquiry webhook

Each enquiry is posted to casebook as JSON with a shared-secret signature header.

@@O1a@@
After the last attempt the enquiry is emailed to reception so nothing is lost.
""")

A("casebook-dev-setup", "casebook local development", "2026-06-08", ["casebook", "dev"], """
# casebook dev setup

@@D5b@@
`make dev` starts Django, Redis and a worker; seed data comes from `fixtures/demo.json`.

## Migrations
@@NS10b@@

## Reviews
@@O4b@@
""")

A("intake-dev", "intake development notes", "2026-08-02", ["intake", "dev"], """
# intake dev

@@O7b@@
`pnpm dev` runs it against a local casebook on port 8000.
Form field labels live in `src/lib/copy.ts` so Mari can edit them.
""")

A("feeledger-frontend", "feeledger frontend notes", "2026-08-26", ["feeledger", "frontend"], """
# feeledger frontend

The time-entry screen and the bill editor are the only parts written in TypeScript.

@@O9b@@
Build output goes into the Django static folder; don't commit it.
""")

A("intake-redesign", "Enquiry form redesign", "2026-08-05", ["intake", "design"], """
# Enquiry form redesign

@@D7a@@
Drop-off at step two was about 40%, so Mari asked for something shorter.
The redesign went live on 4 August.
""")

A("letterhead", "Letterhead and house style", "2026-02-09", ["templates", "style"], """
# Letterhead

@@A4b@@
@@A10b@@
Logo top left, navy; partners' names are no longer listed on the letterhead.
""")

A("client-portal-guide", "Client portal guide for fee earners", "2026-07-14", ["portal", "casebook"], """
# Client portal: how it works for fee earners

- Invite the client from the matter's Portal tab.
@@NS8b@@
- Messages from the client create a task for you.
""")

# ---------------- unlabelled notes
A("aml-procedure", "AML procedure summary", "2026-01-28", ["aml", "compliance"], """
# AML in short

- Identify and verify every new client; existing clients again after a long gap.
- Source of funds on every purchase; source of wealth when the money is a gift.
- Suspicions go to Helen (MLRO as well as COLP), never to the client.
""")

A("staff-it-onboarding", "IT for new starters", "2026-03-03", ["onboarding", "it"], """
# New starter IT

Dales IT sets up the laptop and the Microsoft 365 account; practice support adds casebook and feeledger
roles once the starter's supervisor emails Mari. Trainees get the "fee earner (trainee)" role.
""")

A("printers-and-scanners", "Printers and scanners", "2026-02-20", ["office", "printers"], """
# Printers

Ashcombe has two Konica machines (ground floor, first floor); Kelby has one.
Scanning from the Konicas goes to the user's OneDrive.
""")

A("precedent-style-guide", "Writing templates: style guide", "2026-04-20", ["precedent", "style"], """
# Template style guide

- One sentence per paragraph in clause libraries, so clauses can be reordered.
- Conditional blocks must have an `else` that makes sense, even if it's empty.
- Field names are snake_case and match the casebook API names.
""")

A("casebook-reports", "casebook reports people ask for", "2026-05-12", ["casebook", "reports"], """
# Reports

- New matters per month per department (David, monthly).
- Key dates in the next 14 days per fee earner (emailed each Monday).
- Matters with no activity for 90 days (supervisors, quarterly).
""")

A("wills-strongroom", "Wills strongroom", "2026-04-08", ["wills", "storage"], """
# Strongroom

Original wills are kept in the Ashcombe strongroom; casebook records the location and who took one out.
Originals only leave against a signed receipt.
""")

A("dictation-workflow", "Dictation workflow", "2026-03-25", ["dictation", "secretaries"], """
# Dictation

Fee earners dictate on Olympus recorders; files are `.dss` and land in the secretary's queue by dock.
Urgent dictation is flagged with the recorder's priority button.
""")

A("sra-accounts-rules-notes", "SRA Accounts Rules notes", "2026-02-02", ["compliance", "accounts"], """
# Accounts Rules, what matters for the software

- Client money must be kept separate from office money and be promptly returned when work ends.
- Residual balances need COFA sign-off before they go to charity.
- Bills must be given to the client before money is moved from client to office account.
""")

A("meeting-2026-03-practice-support", "Practice support meeting, March", "2026-03-27", ["meeting"], """
# Practice support meeting, 27 March

- Kelby settling in; reception wants a shared enquiry inbox view in casebook.
- Template review: conveyancing first, Mari to collect comments.
- Owen to look at slow documents list.
""")

A("meeting-2026-07-practice-support", "Practice support meeting, July", "2026-07-31", ["meeting"], """
# Practice support meeting, 31 July

- Portal opened to all clients this month; no serious issues.
- Jas asked for a cleaner credit-note screen.
- Deeds scanning temp extended to December.
""")

A("meeting-2026-10-practice-support", "Practice support meeting, October", "2026-10-30", ["meeting"], """
# Practice support meeting, 30 October

- Template review: family done, probate and commercial in December.
- Next restore drill in November.
- David wants WIP by department on the dashboard.
""")

A("subject-access-requests", "Subject access requests", "2026-06-22", ["gdpr", "compliance"], """
# SARs

Requests go to Helen. Practice support exports the client's record and correspondence from casebook;
privileged material is reviewed by a partner before anything is sent. One calendar month to respond.
""")

A("phone-system", "Phones", "2026-01-15", ["office", "phones"], """
# Phones

Desk phones and the Teams calling plan are Dales IT's; call recording is off except for the
conveyancing team's completion line.
""")

A("kelby-branch-setup", "Kelby branch setup notes", "2026-02-05", ["kelby", "office"], """
# Kelby setup

- Two desks for fee earners, one for the secretary, a meeting room for clients.
- Broadband plus a 4G backup router.
- Signage and letterhead updates done in the same week.
""")

A("probate-templates", "Probate template set", "2026-06-12", ["precedent", "probate"], """
# Probate templates

The PRO set covers the initial letter, asset letters to banks, the estate account and the final letter.
Bank letters pull account details from the matter's asset schedule.
""")

A("lease-templates", "Commercial lease templates", "2026-09-03", ["precedent", "commercial"], """
# Lease templates

COM-03 is the short-form lease for small shop units; COM-04 the licence to assign.
Both are under review in December and shouldn't get new features before then.
""")

A("retro-2026-q3", "Q3 retrospective", "2026-10-02", ["retro"], """
# Q3 retro

Went well: portal launch, enquiry form redesign.
Didn't: too many small billing fixes squeezed in at month end.
Try: a freeze on feeledger changes in the last three working days of the month.
""")
