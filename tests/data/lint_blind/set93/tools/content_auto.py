# Free notes: slug -> (title, created, tags, body)
AUTO = {
'parentdesk-auth-notes': ('parentdesk auth notes', '2026-04-22', ['parentdesk', 'auth'],
"""## Sessions
@@V2b@@
Tutors never log in to parentdesk; they only use tutorapp.

## Password resets
Reset links are single use. Support can't see or set passwords, only trigger a reset email.
"""),
'parentdesk-local-setup': ('parentdesk local setup', '2026-05-03', ['parentdesk', 'dev-setup'],
"""@@R1a@@
@@V6b@@

```
corepack enable
pnpm install
pnpm --filter web dev
```

Env vars come from `op inject -i .env.tpl -o .env.local`. The API base URL for local is `http://localhost:8000` (matchbox dev server).
"""),
'finance-faq': ('Finance FAQ (for the agent)', '2026-06-02', ['tally', 'finance', 'payouts'],
"""Things Colin gets asked a lot.

**When are tutors paid?**
@@V5b@@

**How does the money reach them?**
@@F2b@@

**Do we take tax off?** No, tutors are self-employed.
"""),
'clearpass-upload-bug': ('clearpass upload bug (Oct)', '2026-10-14', ['clearpass', 'bug'],
"""Tutors complained uploads "hang" on slow phones.

@@V8b@@
phone photos from tutors get through without any resizing. The hang is the client, not the server.

Fix: resize on the client to 2000px before upload (PR #311).
"""),
'matching-explained': ('How matching works (for new coordinators)', '2026-03-11', ['matchbox', 'matching', 'coordinators'],
"""Written for Bea's onboarding pack, kept here so the agent can answer the same questions.

| Setting | Value |
|---|---|
@@V9a@@
| Offer expiry | 48 hours |
| Re-offer after decline | yes, next on the list |

@@S7a@@
@@F7b@@
A tutor who has taught the family before always shows at the top with a "previous tutor" badge.
"""),
'cancellation-policy': ('Cancellation policy questions', '2026-02-18', ['pricing', 'families'],
"""Bea asked the agent to summarise the policy for the parentdesk help page.

@@V10b@@
Tutor cancellations are never charged to the family, and the coordinator offers a replacement lesson.
"""),
'tally-ci-flakes': ('tally CI flakes', '2026-07-21', ['tally', 'ci'],
"""@@R2b@@
Retrying usually works. The real fix is a `pg_isready` wait before `go test`.

```
# .circleci/config.yml (excerpt)
- run: dockerize -wait tcp://localhost:5432 -timeout 60s
```
"""),
'email-deliverability': ('Email deliverability check', '2026-08-27', ['email', 'infra'],
"""Parents at a couple of school domains reported missing booking confirmations.

@@R4b@@
SPF and DKIM both pass; the problem was a school's filter quarantining anything with "invoice" in the subject.
"""),
'matchbox-jobs': ('matchbox background jobs', '2026-05-26', ['matchbox', 'jobs'],
"""@@R6b@@

- Rescoring jobs are idempotent, safe to re-run
- Reminder fan-out is queued in one batch per branch
- A dead-letter queue collects anything that fails 3 times; check it before blaming the scoring
"""),
'parent-billing-faq': ('Parent billing FAQ', '2026-01-29', ['billing', 'families', 'invoices'],
"""## Paying
@@R9b@@

## Invoices
@@S3a@@
Each invoice lists the child, the subject and every lesson date.
"""),
'tutor-offer-screen': ('Tutor offer screen: what tutors see', '2026-04-14', ['tutorapp', 'safeguarding', 'offers'],
"""@@N2b@@
It also shows subject, level, the area (postcode district only) and the proposed day and time.

@@NS8a@@
"""),
'matchbox-test-tips': ('matchbox test tips', '2026-06-19', ['matchbox', 'tests'],
"""@@N4b@@
The integration suite (`pytest -m integration`) is the only place Postgres runs.

- `make test` runs unit only
- scoring snapshot tests live in `tests/scoring/` and update with `--snapshot-update`
"""),
'lesson-reports': ('Lesson reports', '2026-03-30', ['tutorapp', 'reports', 'payouts'],
"""Tutors write a short report after each lesson; parents see it in parentdesk the next morning.

@@N8a@@
Reports can be edited for 24 hours after submission.
"""),
'agent-access': ('What the agent can touch', '2026-02-09', ['agent', 'access'],
"""@@NS9b@@
@@N10b@@
@@A4b@@
The agent has no access to Stripe, GoCardless or the bank.
"""),
'tally-deploy': ('tally deploy', '2026-01-16', ['tally', 'deploy'],
"""@@S1a@@
Config vars are set in the Heroku dashboard; the worker dyno runs the payout scheduler.
"""),
'tutor-onboarding': ('Tutor onboarding steps', '2026-02-02', ['onboarding', 'tutors', 'clearpass'],
"""1. Application form on the website
2. Interview with a coordinator
3. DBS, ID and references in clearpass

@@S2a@@
"""),
'reporting-howto': ('Reporting how-to', '2026-03-05', ['reporting', 'metabase'],
"""@@S9a@@
@@O9a@@
Bea's Monday numbers: enquiries received, matches made, median days to match, per branch.
"""),
'local-dev-ports': ('Local dev ports', '2026-05-12', ['dev-setup'],
"""Which service listens where on a laptop.

@@O1b@@
- matchbox dev server: `localhost:8000`
- parentdesk: `localhost:3000`
- tally: `localhost:8080`

```
services:
  db:
    image: postgres:16
    ports: ["5432:5432"]
```
"""),
'pricing-for-coordinators': ('Pricing cheat sheet for coordinators', '2026-09-18', ['pricing', 'coordinators'],
"""@@D8b@@
@@O6b@@
@@NS7b@@
Discounts beyond the 10-lesson package need Bea's OK.
"""),
'tutor-comms': ('Tutor comms', '2026-08-08', ['tutors', 'comms'],
"""@@O8b@@
Urgent messages (a family cancelled today) go by text from the coordinator, not through the bulletin.
"""),
'clearpass-notes': ('clearpass notes', '2026-06-30', ['clearpass', 'rails'],
"""@@O10b@@
Sam is still learning Rails, so the agent should explain generator output in the PR.
The reference check emails are sent from the referee page, not by a background job.
"""),
'infra-onboarding': ('Infra onboarding for Leon', '2026-04-03', ['infra', 'onboarding'],
"""Notes the agent wrote when Leon joined as on-call cover.

@@A2b@@
Start with the Grafana "Kestrel overview" dashboard, then the three RDS instances.
Use AWS SSO; ask Naomi for the on-call permission set.
"""),
# ---- unpaired notes
'bristol-tutor-recruitment': ('Bristol tutor recruitment', '2026-08-12', ['bristol', 'tutors'],
"""Ads on the university jobs board brought most applicants.
Maths and English are covered; chemistry and physics are short.
Interviews happen on video for Bristol until the office opens.
"""),
'exam-season-load': ('Exam season load', '2026-05-07', ['matchbox', 'load'],
"""In April and May enquiries double, mostly GCSE and A-level.
matchbox copes fine; the bottleneck is coordinators answering the phone.
The agent added a "needs call back" filter to the console to help.
"""),
'parent-feedback-themes': ('Parent feedback themes', '2026-10-02', ['families', 'feedback'],
"""- Parents want to see the tutor's photo before the first lesson
- Lesson reports arriving the next morning is liked
- Invoices are confusing when a package discount applies
"""),
'safeguarding-incident-review': ('Safeguarding incident review (anonymised)', '2026-06-25', ['safeguarding'],
"""A tutor raised a concern in a lesson report. It was seen by Mariam within the hour.
Outcome: the flag in tutorapp now has a "concern" option that bypasses the normal report view.
Details are only in Mariam's records.
"""),
'matchbox-schema-notes': ('matchbox schema notes', '2026-03-19', ['matchbox', 'database'],
"""- `enquiries` has one row per child per subject
- `offers` links an enquiry to a tutor, with state pending/accepted/declined/expired
- `tutor_subjects` holds subject and level pairs
- score breakdowns are stored as JSONB on `offers.score_detail`
"""),
'tutorapp-push-bug': ('tutorapp push notification bug', '2026-09-29', ['tutorapp', 'bug'],
"""Offers arrived late on some Android phones with battery optimisation on.
Workaround in the help text: exclude tutorapp from battery optimisation.
Sam opened an Expo issue; no fix yet.
"""),
'dependency-updates': ('Dependency updates', '2026-07-07', ['maintenance'],
"""Renovate opens PRs weekly on Monday mornings.
Patch updates can be grouped; minor and major ones one at a time.
The agent may prepare the grouped PR but a human merges it.
"""),
'coordinator-console-ideas': ('Console ideas backlog', '2026-10-20', ['matchbox', 'console', 'ideas'],
"""- Show the tutor's last three lesson report dates on the shortlist
- Bulk "pause" for tutors on exam leave
- A map view of the shortlist (Bea is lukewarm)
"""),
'gdpr-requests': ('Subject access requests', '2026-04-28', ['gdpr', 'families'],
"""SARs go to Naomi. The export script is `matchbox/scripts/sar_export.py` and it covers matchbox and parentdesk.
tally data is exported separately by Colin.
Deadline is one calendar month from the request.
"""),
'term-dates': ('Term dates', '2026-01-07', ['calendar'],
"""Spring term 2026: 5 Jan to 27 Mar. Summer term: 13 Apr to 22 Jul. Autumn term: 2 Sep to 18 Dec.
Half terms vary by local authority, so matchbox does not block them; tutors block half terms themselves.
"""),
'weekly-sync-2026-10-06': ('Weekly sync 2026-10-06', '2026-10-06', ['meeting'],
"""- Bristol numbers growing, about 30 matches a week now
- Sam to look at the tutorapp widget crash on small screens
- Arjun: payout run took 40 minutes last Friday, investigate
- Naomi: budget for next year is due end of November
"""),
'weekly-sync-2026-11-10': ('Weekly sync 2026-11-10', '2026-11-10', ['meeting'],
"""- Mock exam season starts; expect eleven-plus enquiries to drop
- Colin wants the annual earnings statements ready by mid-January
- The agent to draft the Django 5.1 upgrade plan once django-hijack releases
"""),
'enquiry-spam': ('Enquiry form spam', '2026-02-25', ['parentdesk', 'spam'],
"""Spam enquiries spiked in February.
The honeypot field stopped most of it; the rest is caught by a rate limit of 5 enquiries per IP per hour.
"""),
'tutor-rates-review': ('Tutor pay review notes', '2026-07-14', ['tutors', 'pay'],
"""Tutor pay was reviewed in July alongside family rates.
The next review is in January, together with family rates.
"""),
'accessibility-audit': ('Accessibility audit findings', '2026-06-10', ['parentdesk', 'accessibility'],
"""- Colour contrast on the "Book" button failed; fixed
- The date picker was not keyboard reachable; fixed in June
- Error messages on the enquiry form are now announced to screen readers
"""),
'stripe-webhooks': ('Stripe webhooks in tally', '2026-05-21', ['tally', 'stripe'],
"""tally listens for `payout.paid` and `payout.failed` from Connect accounts.
A failed payout posts to `#payouts` and emails Colin.
Webhook signing secrets are in 1Password.
"""),
'sibling-bookings': ('Sibling bookings', '2026-09-09', ['parentdesk', 'bookings'],
"""Siblings can have back-to-back lessons with the same tutor.
parentdesk shows them as two bookings; the invoice groups them under the family.
"""),
'offline-mode-tutorapp': ('tutorapp offline mode', '2026-08-19', ['tutorapp'],
"""Lesson reports can be drafted offline and are sent when the phone reconnects.
Offers need a connection; accepting offline is not possible by design.
"""),
'payout-run-incident-2026-09': ('Payout run incident, 11 Sep', '2026-09-11', ['tally', 'incident', 'payouts'],
"""The payout run stopped halfway after a Stripe API timeout.
It was re-run at 10:00 from the runbook and every tutor was paid the same day.
Follow-up: the run now resumes from the last successful transfer instead of starting again.
"""),
'coordinator-handbook-links': ('Coordinator handbook links', '2026-10-23', ['coordinators', 'docs'],
"""- Matching handbook: Google Drive, "Coordination / Handbook 2026"
- Safeguarding escalation flowchart: printed in every office, PDF in the same folder
- Phone scripts for first calls with families are Bea's; don't edit them without asking her
"""),
}
