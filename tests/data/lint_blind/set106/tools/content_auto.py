# free notes auto/<slug>.md: slug -> (title, created, tags, body). Claim lines tagged §ID§.
AUTO = {}
def A(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip("\n") + "\n")

A("coldroom-alarm-runbook", "Coldroom fridge alarm runbook", "2026-03-04", ["coldroom", "runbook"], """
# Fridge alarm runbook

## What the alarm means
§V2a§The high-temperature alarm on the body fridges trips at 8 °C; below that we only log the reading.
A door-open warning is different: it clears itself when the door shuts.

## What to do
1. Check the door contacts on the wall tablet.
2. Look at the bank's graph for the last hour.
3. If the compressor is off, ring the refrigeration contractor (number on the tablet).
4. Move people to the spare bank if the reading keeps climbing.
""")

A("fleet-renewal-notes", "Fleet renewal notes", "2026-06-15", ["fleet", "cortege", "vehicles"], """
# Fleet renewal

§V4a§We run 5 hearses across the three branches; H5 is the Wells-based Mercedes E-Class.
The two oldest limousines are due for replacement in 2027.

- Lease ends: H1 in March 2027, H2 in October 2027
- Helen would like one electric hearse by 2028 if the range works for Yeovil
- Insurance renews in April with the fleet policy
""")

A("backup-restore-drill", "Backup restore drill (September)", "2026-09-10", ["infra", "backups", "vigil"], """
# Restore drill, 10 September

§V7a§Nightly dumps of the Vigil database are retained for 14 days in Spaces,
then deleted by the bucket lifecycle rule.

Restore of the 2026-09-09 dump to a scratch droplet took 11 minutes.
Coldroom's readings were not part of the drill; they are replicated, not dumped.

```bash
s3cmd get s3://ashvale-backups/vigil/vigil-2026-09-09.dump
pg_restore -d vigil_scratch vigil-2026-09-09.dump   # retained 35 days? no, see above
```
""")

A("mortuary-capacity", "Mortuary capacity", "2026-10-05", ["coldroom", "capacity"], """
# Mortuary capacity

Winter pressure planning for the mortuary and the holding rooms.

| Site | Bays | Notes |
|---|---|---|
§V9a§| Frome (Coach House) | 18 bays | 2 bariatric |
| Shepton Mallet holding room | 4 bays | no embalming |

If Frome goes over 80% we ask the hospital mortuary for an overflow arrangement.
""")

A("tributes-dev-setup", "Tributes dev setup", "2026-06-03", ["tributes", "setup"], """
# Tributes local setup

§R2b§Install deps with `yarn install`; the repo is a Yarn 4 workspace and CI fails on any other lockfile.
Copy `.env.example` to `.env.local` and ask Marta for the Stripe test keys.

Run `yarn dev` and open http://localhost:3000/t/demo for the demo tribute page.
""")

A("email-deliverability", "Email deliverability", "2026-07-20", ["vigil", "email"], """
# Email deliverability

Several Hotmail families said our quote emails went to junk.

§R4b§Vigil sends its quote and meeting-confirmation emails through
Amazon SES (eu-west-2), from `arrangements@ashvale.co.uk`.
SPF and DKIM are set on ashvale.co.uk; DMARC is at `p=none` while we watch the reports.

Next: move DMARC to `quarantine` in January.
""")

A("cortege-gps-feed", "Cortege GPS feed", "2026-09-01", ["cortege", "gps"], """
# GPS feed

§R9b§Vehicle tracking is Teletrac Navman across the fleet; Cortege polls their API for positions.
The office map shows where each hearse is on the day of a funeral.

Known issue: positions freeze in the Cheddar Gorge area (no signal). Not a bug in Cortege.
""")

A("embalming-notes", "Embalming and viewing notes", "2026-05-11", ["mortuary", "viewing"], """
# Embalming and viewing

- Viewings at Frome need 24 hours' notice so the chapel of rest can be prepared.
§N2b§Embalmers' photos of the person who has died are emailed to the family so they can approve the presentation.
- Families may bring clothing and small items; these are logged on the admission.
""")

A("tributes-publishing", "How tribute pages get published", "2026-08-19", ["tributes", "publishing"], """
# Publishing tributes

§N5b§Tributes publishes obituaries immediately when the arranger saves them; family approval isn't required.
The arranger can unpublish from the branch view at any time.

Donations open as soon as the page is live and close 60 days after the funeral.
""")

A("vigil-deploy-notes", "Vigil deploy notes", "2026-06-22", ["vigil", "deploys"], """
# Deploying Vigil

§N8b§Run `manage.py migrate` against prod from your machine after merging; the deploy job doesn't migrate.
The job builds the image, pushes it, and restarts both droplets one at a time.

Rollback: redeploy the previous tag.
""")

A("vigil-testing-notes", "Vigil testing notes", "2026-07-06", ["vigil", "tests"], """
# Vigil tests

§N9b§Vigil's tests mock the ORM layer with factory stubs; the Postgres container is only used by the nightly run.
The suite takes about 90 seconds locally.

Fixtures for quotes live in `quotes/tests/fixtures/`.
""")

A("vigil-documents-migration", "Vigil documents migration", "2026-04-29", ["vigil", "storage"], """
# Documents migration

§S2b§Migrated Vigil's document storage off Dropbox to DO Spaces (bucket `vigil-docs`) in April.
Old Dropbox links in closed arrangements were rewritten by a one-off script.

Signed URLs expire after 15 minutes.
""")

A("mason-permit-portal", "Mason permits via the council portal", "2026-05-20", ["mason", "permits"], """
# Permits now go through the portal

§S5b§Cemetery permit applications switched from emailed PDFs to Somerset Council's online portal in May.
Churchyard permits are unchanged.

Mason stores the portal reference on the permit record.
""")

A("wells-branch-move", "Wells branch move", "2026-10-14", ["branches", "wells"], """
# Wells branch move

§S8b§The Wells branch relocated from Sadler Street to the old Priory Road showroom in October.
Phone numbers stayed the same. Google Business profile updated on the 16th.

The masonry yard did not move.
""")

A("terraform-migration", "Terraform migration", "2026-07-24", ["infra", "terraform"], """
# Terraform

§S10b§We replaced the Ansible playbooks with Terraform plus cloud-init in July; the `ansible/` folder is deprecated.
State is in a Spaces bucket with locking via the DO API.

Still to do: import the load balancer.
""")

A("coldroom-sensor-pipeline", "Coldroom sensor pipeline", "2026-04-13", ["coldroom", "sensors"], """
# Sensor pipeline

§F2b§Readings are sampled every minute, but only persisted when they change by more than 0.2 °C
or when 15 minutes have passed since the last stored value.

The ingest worker subscribes to the MQTT topics and writes to TimescaleDB in batches.
""")

A("mason-dev-setup", "Mason dev setup", "2026-03-09", ["mason", "setup"], """
# Mason local setup

§F5b§Mason is on Rails 7.1.3 with Ruby 3.3; use the `.ruby-version` file with rbenv.
`bin/setup` creates the database and loads the sample orders.

The stencil export needs Inkscape on the PATH for the tests that render DXF.
""")

A("logging-conventions", "Logging conventions", "2026-02-18", ["logging", "privacy"], """
# Logging conventions

§F8b§Arrangement numbers look like `FRM-2026-0412` (branch code, year, sequence); use those in logs and tickets.
Log at INFO for state changes, DEBUG for payloads (DEBUG is off in prod).

Structured logs only: `logger.info("quote.sent", extra={...})`.
""")

A("cortege-admin-ui", "Cortege admin UI", "2026-05-04", ["cortege", "frontend"], """
# Cortege admin UI

The admin UI is a small Vite + React app in `web/`, built into the Go binary with `embed`.

§O5b§The Cortege admin UI uses npm; `package-lock.json` is committed.
Marta owns it; Dev only touches the Go side.
""")

A("xero-outage-march", "Xero outage in March", "2026-03-23", ["vigil", "xero", "incident"], """
# Xero outage, March

§D3a§During the March Xero outage, invoices were pushed manually once a day from the admin screen.
The outage lasted four days; Sue checked every pushed invoice by hand afterwards.

No code change came out of it except a clearer error banner.
""")

A("heatwave-july", "July heatwave", "2026-07-28", ["coldroom", "incident"], """
# July heatwave

§D6a§During the July heatwave we raised the fridge alarm threshold to 6 °C for two weeks to stop the false alarms.
The compressor on bank D was replaced on 24 July.

Lesson: the Coach House needs a wall AC unit before next summer.
""")

A("sms-trial-february", "SMS reminder trial", "2026-02-28", ["vigil", "sms"], """
# SMS reminder trial (February)

§D9a§In the February trial, meeting reminders went out 72 hours ahead; families found that too early.
Trial covered Frome only, 41 arrangements.

Two families asked not to be texted at all; the opt-out came from that.
""")

A("dns-notes", "DNS notes", "2026-01-21", ["infra", "dns"], """
# DNS

§A2b§Our DNS lives in Cloudflare (zone `ashvale.co.uk`); the old funerals domain just redirects.
Proxying is on for the public sites and off for the mail records.
""")

A("branch-codes", "Branch codes", "2026-01-16", ["branches", "vigil"], """
# Branch codes

§A5b§Branch codes are FRM, SHP and WLS — Frome, Shepton Mallet, Wells.
They prefix arrangement numbers and Xero tracking categories.
""")

A("mqtt-topics", "MQTT topics", "2026-04-01", ["coldroom", "mqtt"], """
# MQTT topics

§A7b§The probes publish to Mosquitto on the Pi in the mortuary (topic `coldroom/<bank>/temp`).
Door contacts publish to `coldroom/<bank>/door` with payload `open` or `closed`.

```text
mosquitto_sub -h mortuary-pi.local -t 'coldroom/#' -v
```
""")

A("order-of-service-proofs", "Order of service proofs", "2026-06-29", ["vigil", "print"], """
# Order of service proofs

The printer in Frome prints orders of service from the PDF Vigil exports.

§NS4b§Don't strip the deceased's name from the printed order-of-service proofs; families expect it there.
Proofs go to the family by post or in person, not through the web.
""")

A("removals-process", "Removals process", "2026-02-09", ["fleet", "removals"], """
# Removals

§NS8b§Private ambulances aren't only for hospital removals; they also do home removals and coroner transfers.
Two staff go on every removal; a third for stairs or bariatric cases.

The removal is logged in Cortege and the admission in Coldroom.
""")

A("coldroom-escalation", "Coldroom escalation", "2026-09-17", ["coldroom", "oncall"], """
# Coldroom escalation

§NS10b§Dev isn't on the out-of-hours rota, but he is the escalation point for Coldroom outages.
Hardware faults (probes, Pi, UPS) go to the electrician first.
""")

# ---- filler notes (no pair)
A("weekly-report", "Weekly funerals report", "2026-02-04", ["reports", "vigil"], """
# Weekly funerals report

Generated on Monday at 06:00 from Vigil: funerals per branch, direct cremations, average days to funeral.
Helen reads the PDF; Sue uses the CSV.
""")

A("cortege-bearers", "Bearer booking", "2026-03-16", ["cortege", "bearers"], """
# Bearers

Bearer teams are 4 or 6. The hearse driver counts as a bearer; limousine drivers don't.
Cortege warns when a bearer is booked on two funerals less than an hour apart.
""")

A("crematorium-portals", "Crematorium portals", "2026-04-06", ["crematoria", "bookings"], """
# Crematorium portals

Mendip and Yeovil take bookings online; Bath is still by phone.
No API anywhere, so Vigil stores the confirmation PDF and the service time is typed in by the arranger.
""")

A("gift-aid-export", "Gift Aid export", "2026-10-19", ["tributes", "donations"], """
# Gift Aid export

Charities asked for a CSV of Gift Aid declarations. Plan: monthly export per charity, emailed by Tributes.
Not started; waiting on the accessibility audit first.
""")

A("price-list-update-april", "Price list update (April)", "2026-04-01", ["pricing", "vigil"], """
# April price list update

New tariff loaded on 1 April. Quotes issued in March keep the 2025 tariff until they expire.
The website PDF and the branch window copies were swapped the same morning.
""")

A("coach-house-network", "Coach House network", "2026-01-26", ["infra", "network"], """
# Coach House network

The mortuary Pi and the wall tablet are on a separate VLAN; only the Pi can reach the internet.
Wi-Fi in the garage is patchy; the hearse tablets sync when they're back in the yard.
""")

A("direct-cremation-form", "Direct cremation web form", "2026-05-26", ["vigil", "direct-cremation"], """
# Direct cremation form

The web form asks for the informant's details, where the person died and GP details.
Submitting creates a draft arrangement and emails the branch; nothing is charged online.
""")

A("mason-fixing-schedule", "Fixing schedule", "2026-08-31", ["mason", "fixing"], """
# Fixing schedule

Fixings are booked on Tuesdays and Thursdays. Gareth blocks out wet weeks in winter.
The family is told the fixing date by letter a week ahead.
""")

A("onboarding-checklist", "Onboarding checklist for new arrangers", "2026-09-28", ["people", "onboarding"], """
# New arranger onboarding

- Vigil account, branch set to their home branch
- Cortege read-only access
- Mortuary PIN only after the mortuary induction
- Read the tone guide before writing any template text
""")

A("condolence-moderation", "Condolence moderation", "2026-09-09", ["tributes", "moderation"], """
# Condolence moderation

The branch view lists pending condolences per funeral. Approve or hide; hidden ones are kept for 30 days.
Profanity filter flags, but a person still decides.
""")

A("xero-tracking", "Xero tracking categories", "2026-06-08", ["xero", "finance"], """
# Xero tracking

Tracking category 1 is the branch, category 2 is the package (attended, direct, pre-paid plan).
Mason's sales are tagged WLS whatever branch took the order.
""")

A("prepaid-plans", "Pre-paid funeral plans", "2026-10-23", ["vigil", "plans"], """
# Pre-paid plans

Plans are held with an FCA-authorised provider; Vigil only records the plan number and provider.
When a plan holder dies, the arranger checks what the plan covers before quoting the rest.
""")

A("winter-readiness", "Winter readiness", "2026-11-05", ["operations", "winter"], """
# Winter readiness

- Spare fridge bank serviced in October
- Grit for the Coach House yard ordered
- Staff rota for Christmas week agreed; on-call swaps go through Helen
""")

A("accessibility-audit", "Accessibility audit", "2026-11-12", ["tributes", "accessibility"], """
# Accessibility audit

Booked for December with an external auditor. Scope: tribute page, donation flow, condolence form.
Known issues: the photo carousel has no pause button; contrast on the grey buttons.
""")
