# Root Claude Code auto-memory files: fname -> (name, description, type, title, hook, body)
# Descriptions marked FLAT carry an unquoted ': ' on purpose (not strict YAML).
FLAT = {'reference_infra.md', 'reference_glossary.md', 'reference_tutorapp.md', 'feedback_prod_access.md'}

ROOT = {
'reference_matchbox.md': ('matchbox-overview', 'What matchbox is, where it runs and how it scores tutors against enquiries', 'reference',
 'matchbox overview', 'matching engine and coordinator console',
"""# matchbox

The matching engine plus the coordinator console. Repo `kestrel/matchbox`. Owner: Arjun (code), Bea (matching rules).

## Stack
@@F1a@@
@@V1a@@
@@R6a@@
- Celery beat is not used; periodic jobs are EventBridge schedules that enqueue work
@@O7a@@
@@D5b@@
@@NS5b@@

## Matching rules
@@D2b@@
- An enquiry is scored against every tutor who is cleared in clearpass and teaches the subject at the right level
@@F7a@@
@@NS6a@@
- Tutors with fewer than 3 lessons so far get a small "new tutor" boost so they actually get work
@@A1a@@
@@N2a@@
- Declined offers go back to the pool after 48 hours without an answer

## Coordinator console
- `/console/enquiries` is the main queue, sorted by enquiry age
- Coordinators can pause a tutor (holiday, exams) without touching clearpass
- Rescoring an enquiry is a button, not automatic, once a tutor has been offered it

## Gotchas
- The scoring tests need the fixtures in `tests/fixtures/tutors_small.json`; the big fixture takes minutes
- `manage.py rescore --enquiry <id>` prints the score breakdown per tutor, handy for "why did X get picked"
"""),

'reference_parentdesk.md': ('parentdesk-overview', 'parentdesk, the parent portal (enquiries, bookings, invoices, account)', 'reference',
 'parentdesk overview', 'parent portal stack and behaviour',
"""# parentdesk

Parent-facing portal at `my.kestreltutors.co.uk`. Repo `kestrel/parentdesk`. Owner: Sam.

## Stack
@@F3a@@
@@V6a@@
- Tailwind, Radix UI components in `packages/ui`
- Hosted on ECS Fargate behind CloudFront; static assets on S3
@@D1b@@
- Preview environments per PR at `pr-<n>.preview.kestreltutors.co.uk`

## Behaviour
@@D6b@@
@@O2a@@
@@V2a@@
- Magic-link login is offered as well as a password; magic links expire after 15 minutes
- Booking confirmations and invoices are emailed to the parent and also shown under "My lessons"
- A parent can add up to 4 children to one account
- Siblings can share a tutor; each child still gets their own enquiry in matchbox

## Notes
- The enquiry form has a honeypot field (`website`); do not remove it, the spam came back last time
- Parents can't message tutors directly in parentdesk; messages go via the coordinator
"""),

'reference_tutorapp.md': ('tutorapp-overview', 'tutorapp: the tutors\' mobile app (offers, availability, lesson reports, earnings)', 'reference',
 'tutorapp overview', 'tutor mobile app facts',
"""# tutorapp

React Native app for tutors, iOS and Android. Repo `kestrel/tutorapp`. Owner: Sam.

## Build
@@A9a@@
@@O3b@@
@@V4a@@
- Minimum Android version: 9 (API 28)
@@R5a@@
@@S8a@@
@@D7b@@

## Features
- Offers tab: a tutor sees new match offers and accepts or declines
@@S4a@@
@@F8a@@
@@NS10b@@
@@O5a@@
- Push notifications go through Expo push; tutors can mute offers outside their working hours

## Commands
```
yarn start            # expo dev server
eas build --platform ios --profile preview
eas build --platform android --profile preview
```
"""),

'reference_tally.md': ('tally-overview', 'tally, the Go service that does parent invoicing and tutor payouts', 'reference',
 'tally overview', 'invoicing and payouts service',
"""# tally

Invoices to families and payouts to tutors. Go 1.22, repo `kestrel/tally`. Owner: Arjun; finance contact: Colin Price.

## Infra
@@V7a@@
@@R2a@@
- Migrations with goose, in `db/migrations`
- Runs a nightly reconciliation job at 02:30 that compares payouts with Stripe balance transactions

## Money in
@@R9a@@
@@A7a@@
- A family's invoice covers all of last month's delivered lessons, one line per lesson
- Credit notes are issued from tally, never edited invoices

## Money out
@@F2a@@
- Payout runs are posted to `#payouts` in Slack when they finish
- Tutors are self-employed; tally never deducts tax, it only produces the annual earnings statement
"""),

'reference_clearpass.md': ('clearpass-overview', 'clearpass, the tutor vetting app (DBS, references, ID, qualifications) that gates matching', 'reference',
 'clearpass overview', 'tutor vetting app',
"""# clearpass

Tutor vetting. Rails 7.1, repo `kestrel/clearpass`. Owner: Sam; business owner: Mariam Qureshi (DSL).

## Infra
@@O1a@@
- Active Storage on S3 bucket `kestrel-clearpass-docs`, server-side encryption on
@@V8a@@

## Vetting rules
@@F6a@@
@@S5a@@
@@N5a@@
@@A5a@@
- Photo ID is checked on a video call by a coordinator, and the call is not recorded
- Qualification certificates are required for A-level and further maths tutors only
@@NS4a@@
- DBS is re-checked every 3 years, or sooner if the tutor joins the Update Service

## Notes
- A tutor only appears in matchbox once clearpass marks them "cleared"
- Mariam signs off any exception by hand; there is no override button and there shouldn't be
"""),

'reference_infra.md': ('infra', 'Infra reference: AWS account, backups, secrets, email, DNS', 'reference',
 'Infra reference', 'AWS, backups, secrets, DNS',
"""# Infra

@@A2a@@
- Terraform in `kestrel/infra`, state in S3 with a DynamoDB lock table
- DNS in Route 53; `kestrel.internal` is the private zone
@@F9a@@
@@R4a@@
@@F5a@@
@@S6a@@
- Logs and metrics: Grafana Cloud (Loki for logs), dashboards in the "Kestrel" folder
- AWS SSO for humans; nobody uses IAM users except the two CI deploy roles

## Costs
- The biggest line is RDS (three instances), then Fargate
- Staging is scaled to zero at night by a scheduled Lambda
"""),

'reference_offices.md': ('branches-and-offices', 'The three branches, where they are, opening hours and booking rules', 'reference',
 'Branches and offices', 'where the branches are and when they are open',
"""# Branches

Kestrel Tutors has three branches. Coordinators sit in each; tutors mostly work from home or at the family's home.

| Branch | Office hours | Lead coordinator |
|---|---|---|
@@O4a@@
| Manchester | see note | Dev Patel |
| Bristol | Mon–Fri 09:30–17:30 | Hannah Ruiz |

@@D10b@@
@@A6a@@
- The London office is also where the tech team sits (Tuesdays and Thursdays in person)
@@N9a@@
- Saturday lessons are bookable everywhere and are the busiest day in exam season
- Each branch has its own coordinator phone line; the numbers are in reference_contacts
"""),

'reference_pricing.md': ('pricing-and-lesson-rules', 'Hourly rates, trial lessons and cancellation rules that families see', 'reference',
 'Pricing and lesson rules', 'rates, trials, cancellations',
"""# Pricing (family-facing)

Rates are per hour and the same in-home and online.

- KS2 / primary: £40/hour
@@F10a@@
- A-level tuition: £58/hour
- Eleven-plus: £52/hour
@@V3a@@
@@V10a@@
- Packages of 10 lessons get 5% off; the discount shows as its own line on the invoice
@@NS7a@@
- Travel is included in the hourly rate within a tutor's own area; coordinators agree anything further on a case-by-case basis

Rates were reviewed in July and are next reviewed in January.
"""),

'reference_runbooks.md': ('incident-runbooks', 'Where the runbooks are and the rules of on-call', 'reference',
 'Runbooks and on-call', 'on-call rules and runbook links',
"""# Runbooks

Runbooks live in `kestrel/infra/runbooks/`. The ones that matter most:

- `payout-run-failed.md`: what to do when the payout run stops halfway
- `enquiry-webhook-backlog.md`: when enquiries pile up in the parentdesk outbox
- `rds-failover.md`

## On-call
@@NS2b@@
@@S10b@@
- One week rotations between Arjun, Sam and a contractor (Leon) in term time
- During the summer holidays on-call is office hours only

## Change rules
@@N3a@@
- Restores of prod data need two people on the call
"""),

'reference_online_lessons.md': ('online-lessons', 'How online lessons work for tutors and families', 'reference',
 'Online lessons', 'online lesson setup',
"""# Online lessons

About a third of lessons are online, mostly A-level and Manchester.

@@R10a@@
@@D3b@@
The tutor shares a whiteboard (we recommend Miro or the built-in one) and homework goes into the lesson report the same
way as for in-home lessons.

- Parents of under-13s are asked to stay within earshot during online lessons
- Online lessons are not recorded
"""),

'reference_glossary.md': ('glossary', 'Glossary: internal terms (enquiry, offer, shortlist, clearance, payout run)', 'reference',
 'Glossary', 'internal terms',
"""# Glossary

- **Enquiry**: a family's request for a tutor for one child and one subject
- **Shortlist**: the tutors matchbox proposes for an enquiry before the coordinator picks
- **Offer**: what a tutor receives in tutorapp when a coordinator picks them
- **Match**: an accepted offer; lessons can then be booked
- **Cleared**: a tutor who has passed vetting in clearpass
- **Payout run**: tally's batch that pays tutors for delivered lessons
- **DSL**: designated safeguarding lead (Mariam)
- **Branch**: London, Manchester or Bristol; every family and tutor belongs to one
"""),

'reference_contacts.md': ('contacts', 'Who to ask about what, internal and vendors', 'reference',
 'Contacts', 'who to ask',
"""# Contacts

- Naomi Adebayo: head of product and tech
- Bea Holloway: head of coordination, London lead
- Mariam Qureshi: DSL, owns vetting policy
- Colin Price: finance, payouts and invoices
- Sam Lindqvist: parentdesk, tutorapp, clearpass
- Arjun Mehta: matchbox, tally
- Leon Barker: contractor, on-call cover

Vendor support contacts are in 1Password under "Vendors".
"""),

'user_naomi.md': ('naomi', 'Naomi, head of product and tech, who the agent mostly works for', 'user',
 'Naomi', 'who Naomi is and what she cares about',
"""@@A4a@@

She came from an edtech startup, knows the codebase well but doesn't write much code now. She cares most about
safeguarding and about coordinators not being slowed down by the tools.

**How to apply:** explain trade-offs in plain words; she will ask about the effect on families before the technical detail.
"""),

'user_sam.md': ('sam', 'Sam, the developer for the parent and tutor apps', 'user',
 'Sam', 'Sam background',
"""Sam Lindqvist owns parentdesk, tutorapp and clearpass. Strong in TypeScript and React Native, newer to Rails.

Prefers small PRs and likes the agent to leave TODOs with his name when something needs a decision.
"""),

'user_bea.md': ('bea', 'Bea, head of coordination; the main user of the coordinator console', 'user',
 'Bea', 'head of coordination',
"""Bea Holloway runs the coordinator team across the three branches and decides the matching rules with Naomi.

She is not technical; screenshots of the console are the best way to show her a change.
She asks for the weekly matching stats every Monday morning.
"""),

'feedback_git_workflow.md': ('git-workflow', 'Branching and merge rules per repo', 'feedback',
 'Git workflow', 'merge rules per repo',
"""Branch names: `<initials>/<short-topic>`, e.g. `am/rescore-button`.

@@N1a@@

@@R7a@@

**Why:** both rules came from Arjun after a messy revert in February.
**How to apply:** check which repo you are in before merging; the repos differ on purpose.
"""),

'feedback_testing.md': ('testing', 'How tests must be written and run in matchbox', 'feedback',
 'Testing rules', 'how tests are written',
"""@@N4a@@

**Why:** in March a mocked test passed while a real migration broke the shortlist query in prod.

**How to apply:** `docker compose up -d db` before `pytest`; the CI job does the same. Use factories from
`tests/factories.py`, not hand-built dicts.
"""),

'feedback_safeguarding_data.md': ('safeguarding-data', 'Safeguarding rules for handling children\'s data and concerns', 'feedback',
 'Safeguarding data rules', 'children\'s data and concerns',
"""Mariam's rules, repeated by Naomi more than once.

@@NS3a@@
@@NS2a@@
- Lesson report text counts as personal data; don't paste it into issues or PRs

**Why:** we work with children; a leak or a mis-routed concern is the worst thing that can happen to us.
**How to apply:** scrub fixtures and log lines; if in doubt ask Mariam, not the team channel.
"""),

'feedback_prod_access.md': ('prod-access', 'Prod access rules for the agent: what it may and may not touch', 'feedback',
 'Prod access rules', 'what the agent may do in prod',
"""@@N10a@@
@@NS5a@@
@@N7a@@

**Why:** Naomi wants a human in the loop for anything that reaches families.
**How to apply:** prepare the change, then stop and say what needs a human.
"""),

'feedback_pr_reviews.md': ('pr-reviews', 'Who reviews what, and the agent\'s part in it', 'feedback',
 'PR reviews', 'review rules',
"""@@NS9a@@

- Arjun reviews matchbox and tally, Sam reviews parentdesk, tutorapp and clearpass
- Anything touching payouts also needs Colin to read the description (not the code)

**Why:** the agent once merged a dependency bump that broke the staging payout run.
"""),

'feedback_comms_style.md': ('comms-style', 'How Naomi likes updates and PR descriptions written', 'feedback',
 'Comms style', 'update and PR style',
"""@@A3a@@

Status updates: lead with the outcome, then the blocker if any. No emojis in PR titles.

**How to apply:** every PR and every end-of-task summary.
"""),

'feedback_deploys.md': ('deploy-timing', 'When deploys are allowed', 'feedback',
 'Deploy timing', 'deploy windows',
"""@@A8a@@

parentdesk and tutorapp have no deploy window; parentdesk ships on merge and tutorapp goes through store review anyway.

**Why:** a Friday-evening matchbox deploy in January broke the console during the busiest hour.
"""),

'feedback_naming.md': ('naming', 'Naming conventions the team wants', 'feedback',
 'Naming conventions', 'how things are named',
"""- Use "family" in UI copy, never "customer" or "client"
- "Tutor" not "teacher", even for tutors who are also school teachers
- Database tables are plural snake_case; Go packages are singular

**Why:** Bea's team talks to parents all day and the words matter to them.
"""),

'project_bristol_launch.md': ('bristol-launch', 'The Bristol branch launch in September 2026', 'project',
 'Bristol launch', 'third branch launch',
"""@@A6b@@

@@D2a@@
The scoring had no Bristol tutors to calibrate against, so Bea preferred humans until there were enough matches.

- Bristol has 41 cleared tutors as of November
- Bristol families are mostly primary and eleven-plus
"""),

'project_dbs_provider.md': ('dbs-provider', 'Change of DBS umbrella body for tutor checks', 'project',
 'DBS provider change', 'umbrella body change',
"""@@S5b@@
@@D4b@@

**Why:** uCheck's API kept timing out during the September onboarding rush.
**How to apply:** clearpass's `DbsProvider` is now `AtlanticDataClient`; the old client class is still in the repo but unused.
"""),

'project_availability_sync.md': ('availability-sync', 'How tutors set availability now that calendar sync is gone', 'project',
 'Availability sync', 'how tutor availability is set',
"""@@S4b@@

Too many tutors had personal events in the same calendar and matchbox was offering them slots they didn't want.
The widget on the home screen shows the next week of availability.
"""),

'project_matching_v3.md': ('matching-weights-v3', 'Matching weights v3, live since September', 'project',
 'Matching weights v3', 'current scoring weights',
"""@@S7b@@
@@D9b@@

**Why:** Bea's team found that travel was over-weighted, and families cared more about subject fit.
**How to apply:** any change to the weights goes through a PR on `weights_v3.yaml` and a week of shadow scoring.
"""),

'project_payout_schedule.md': ('payout-schedule', 'When tutors get paid', 'project',
 'Payout schedule', 'tutor payout timing',
"""@@V5a@@

- The run starts at 06:00 and usually finishes before 07:00
- Tutors see the amount in tutorapp's earnings tab the day before
- Bank holidays push the run to the next working day
"""),

'project_staging_data.md': ('staging-data', 'What data staging holds', 'project',
 'Staging data', 'synthetic staging data',
"""@@S6b@@

The seed script is `infra/scripts/seed_staging.py`; it generates 300 families and 120 tutors across the three branches.
**How to apply:** never copy a prod dump to a laptop either; ask for a synthetic case instead.
"""),

'project_summer_pilot.md': ('summer-pilot', 'The 2026 summer online-lesson pilot', 'project',
 'Summer pilot', 'summer online pilot results',
"""@@D3a@@

The pilot ran from 20 July to 31 August with about 90 families.
Families liked shorter lessons for younger children, but tutors said it was not enough for exam work.
"""),

'project_sms_reminders.md': ('sms-reminders', 'Lesson reminder texts (provider, timing, who receives them)', 'project',
 'SMS reminders', 'lesson reminder texts',
"""# Lesson reminders

@@R8a@@
@@F4a@@
@@N6a@@
@@O2b@@

Reminders are fanned out by a matchbox job; the text includes the tutor's first name and the time, never the address.
"""),

'project_marketing_site.md': ('marketing-site', 'The public marketing website', 'project',
 'Marketing site', 'public website',
"""@@R3a@@
@@O3a@@

Content is edited by Bea's team in Decap CMS. Sam only touches it for the enquiry form embed.
"""),

'project_tutorapp_release.md': ('tutorapp-releases', 'How tutorapp releases are cut and shipped', 'project',
 'tutorapp releases', 'release process',
"""@@NS1a@@
@@S8b@@
- iOS goes through TestFlight to a group of 12 tutors for two days before release
- Releases roughly every three weeks in term time
"""),

'project_invoicing.md': ('parent-invoicing', 'Where parent invoices come from', 'project',
 'Parent invoicing', 'invoice generation',
"""@@S3b@@

Colin still reconciles in Xero; tally posts one journal per invoice run.
"""),

'project_reporting.md': ('reporting', 'Reporting dashboards for coordinators and finance', 'project',
 'Reporting', 'dashboards',
"""@@S9b@@
to the self-hosted Metabase at `bi.kestrel.internal`.

It reads from a read replica of matchbox and from tally's reporting views.
"""),

'project_accessibility.md': ('accessibility', 'Accessibility goals for the parent portal', 'project',
 'Accessibility', 'portal accessibility target',
"""@@A10a@@

A parent with a screen reader complained in May; that started it.
Keyboard-only booking was fixed in June.
"""),
}
