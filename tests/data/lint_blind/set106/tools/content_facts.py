# remnic facts: (date, category, tags, confidence, body). Claim lines tagged §ID§.
FACTS = [
# ---- value_slot
("2026-03-12", "fact", ["vigil", "database"], 0.9, """
§V1a§Vigil's database listens on `pg-vigil.ashvale.internal:6432`, not the default port; connection strings with 5432 just time out.
"""),
("2026-05-19", "fact", ["cortege", "scheduling"], 0.85, """
§V3a§Cortege leaves a 45-minute buffer between back-to-back funerals on one hearse, which is why the Tuesday double-bookings at Mendip keep happening.
"""),
("2026-06-02", "fact", ["mason", "proofs"], 0.9, """
§V5a§Inscription proofs expire after 21 days if the family hasn't signed them off, and the order goes on hold.
"""),
("2026-07-08", "fact", ["tributes", "tooling"], 0.9, """
§V6a§tributes builds with Node 22 — `.nvmrc` and the `engines` field in package.json both say 22.
"""),
("2026-08-21", "fact", ["vigil", "xero"], 0.8, """
§V8a§Vigil sends finalised invoices to Xero once a night at 02:00, so same-day invoices won't show in Xero until the next morning.
"""),
("2026-09-15", "fact", ["vigil", "sms"], 0.85, """
Families said a day's notice was too short to arrange time off work.
§V10b§Arrangement meeting reminders are texted 48 hours ahead now.
"""),
# ---- role_slot
("2026-04-07", "fact", ["errors", "monitoring"], 0.85, """
§R1b§We use Honeybadger for error tracking across Vigil, Cortege and Mason; one Honeybadger project per app.
"""),
("2026-05-27", "fact", ["mason", "ci"], 0.9, """
§R3b§Mason builds and tests in CircleCI; the config lives in `.circleci/config.yml`.
"""),
("2026-06-11", "fact", ["tributes", "hosting"], 0.9, """
§R5b§Tributes is deployed to Netlify; preview deploys come from every PR.
"""),
("2026-04-22", "fact", ["vigil", "jobs"], 0.85, """
§R6b§Vigil's background jobs (PDF quotes, the Xero push) run on RQ; there is no Celery in the project.
"""),
("2026-02-16", "preference", ["dev", "editor"], 0.9, """
§R7b§Dev works in Neovim and wants file paths with line numbers so he can jump straight there.
"""),
("2026-03-03", "decision", ["git", "merging"], 0.9, """
§R8b§Merge PRs with a rebase merge so the individual commits survive on main.
"""),
("2026-10-06", "fact", ["secrets", "infra"], 0.85, """
§R10b§Shared credentials live in 1Password (vault `Ashvale Ops`); ask Dev for access.
"""),
# ---- negation
("2026-04-14", "decision", ["git", "merging"], 0.9, """
§N1b§Never squash when merging into main; we want the full commit history for audits.
"""),
("2026-08-04", "fact", ["coldroom", "alerts"], 0.8, """
§N3b§Coldroom never pages anyone out of hours; fridge alarms wait for the 08:00 handover.
"""),
("2026-05-08", "fact", ["vigil", "deploys"], 0.8, """
§N4b§Friday afternoon is our usual Vigil release slot because the office is quiet after the lunchtime funerals.
"""),
("2026-07-29", "fact", ["mason", "payments"], 0.85, """
§N6b§Mason keeps the customer's card on file for the balance payment when the stone is fixed.
"""),
("2026-03-25", "fact", ["cortege", "vigil"], 0.8, """
§N7b§Cortege has no link to Vigil; the office re-keys each funeral's times into Cortege by hand.
"""),
("2026-02-23", "preference", ["git", "commits"], 0.85, """
§N10b§Always add the `Co-Authored-By: Claude` trailer to commits you write.
"""),
# ---- stale_vs_change
("2026-06-30", "fact", ["monitoring", "uptime"], 0.9, """
§S1b§Moved the uptime checks from Pingdom to Better Stack in June; the Pingdom account is cancelled.
"""),
("2026-08-28", "fact", ["cortege", "calendar"], 0.9, """
§S3b§The Google Calendar sync in Cortege was switched off in August; the `Fleet` calendar is read-only now.
"""),
("2026-07-15", "fact", ["tributes", "webcasts"], 0.85, """
§S4b§We no longer embed Wesley Media webcasts on tribute pages; families get the crematorium's own stream link instead.
"""),
("2026-03-31", "decision", ["coldroom", "register"], 0.95, """
§S6b§The paper mortuary register was retired in March; Coldroom is now the register of record.
"""),
("2026-09-22", "fact", ["oncall", "paging"], 0.9, """
§S7b§Opsgenie is shut down for us since September; on-call paging runs through PagerDuty.
"""),
("2026-08-12", "fact", ["mason", "design"], 0.85, """
§S9b§The workshop no longer uses CorelDRAW; letter designs have been drawn in Affinity Designer since the summer.
"""),
# ---- refinement
("2026-04-02", "fact", ["cortege", "go"], 0.9, """
§F1b§Cortege builds with Go 1.22.5 exactly; CI pins the patch version.
"""),
("2026-06-18", "fact", ["tributes", "donations"], 0.85, """
§F3b§Tribute donations use Stripe Checkout in payment mode, with the Gift Aid declaration collected as a custom field.
"""),
("2026-05-05", "fact", ["vigil", "deploys"], 0.9, """
§F4b§The deploy workflow only runs on tags matching `v*`; a push to main alone doesn't ship anything.
"""),
("2026-02-10", "fact", ["branches", "phones"], 0.85, """
§F6b§Outside office hours the 24-hour line is answered by the on-call director, not an answering service.
"""),
("2026-04-28", "fact", ["vigil", "quotes"], 0.85, """
§F7b§WeasyPrint quote PDFs embed the CMA standardised price list as page 2.
"""),
("2026-04-09", "fact", ["pricing", "direct-cremation"], 0.85, """
§F9b§The £1,495 direct cremation price includes collection within 30 miles; beyond that it's £2 a mile.
"""),
("2026-02-26", "fact", ["infra", "postgres"], 0.9, """
§F10b§The DO managed Postgres cluster is two nodes (primary plus standby), both in lon1.
"""),
# ---- other_subject
("2026-03-19", "fact", ["coldroom", "database"], 0.9, """
§O1a§Coldroom's TimescaleDB listens on `pg-coldroom.ashvale.internal:5433`, so it can sit next to a local Vigil database.
"""),
("2026-05-13", "fact", ["fleet", "limousines"], 0.85, """
§O2a§We have 3 limousines, all Jaguar XJ, kept at the Coach House.
"""),
("2026-09-30", "fact", ["vigil", "email"], 0.85, """
§O3a§The family gets an email reminder 48 hours before the funeral itself, with the venue and the time to be at the house.
"""),
("2026-06-24", "fact", ["mason", "permits"], 0.8, """
§O4a§Somerset Council usually takes 21 days to grant a cemetery memorial permit.
"""),
("2026-05-21", "fact", ["coldroom", "ci"], 0.85, """
§O6a§Coldroom's CI is GitHub Actions too, with a TimescaleDB service container for the tests.
"""),
("2026-07-22", "fact", ["tributes", "email"], 0.85, """
§O7a§Tribute-page notification emails (new condolence messages) go out via Resend.
"""),
("2026-08-18", "fact", ["mason", "xero"], 0.85, """
§O8a§Mason pushes deposits to Xero once a day at 18:00.
"""),
("2026-10-01", "fact", ["vigil", "sms"], 0.8, """
§O9b§Vigil retries a failed reminder SMS up to 5 times before flagging the arrangement for a phone call.
"""),
("2026-07-02", "fact", ["cortege", "tooling"], 0.85, """
§O10a§Cortege's admin UI builds on Node 22 (`web/.nvmrc`).
"""),
# ---- dated_history
("2026-02-12", "fact", ["vigil", "database"], 0.85, """
§D1a§During January Vigil ran on Postgres 13 on the office server; the managed cluster took over on 2026-02-09.
"""),
("2026-01-20", "fact", ["fleet", "hearses"], 0.85, """
§D2a§In 2025 we ran only 3 hearses; H4 arrived in January 2026.
"""),
("2026-04-16", "fact", ["tributes", "errors"], 0.8, """
§D4a§During the 2026 beta of the new Tributes site (January to March), error reports went to Rollbar.
"""),
("2026-03-27", "fact", ["tributes", "tooling"], 0.85, """
§D5a§Until the March cleanup the tributes repo used npm, so old PRs still carry `package-lock.json` changes.
"""),
("2026-05-29", "fact", ["tributes", "hosting"], 0.85, """
§D7a§Tributes was hosted on a DigitalOcean droplet until the relaunch in May 2026.
"""),
("2026-02-05", "fact", ["git", "merging"], 0.8, """
§D8a§For the first month of 2026 we merged with plain merge commits while Marta and Dev got used to PRs.
"""),
("2026-04-03", "fact", ["vigil", "email"], 0.85, """
§D10a§Until the end of March 2026, Vigil's quote emails went out through Gmail SMTP on Helen's account.
"""),
# ---- agreeing_duplicate
("2026-01-14", "fact", ["vigil", "stack"], 0.95, """
§A1b§Vigil runs on Python 3.12 and Django 5.0 — keep suggestions to that stack.
"""),
("2026-06-09", "fact", ["mason", "proofs"], 0.85, """
§A3b§Mason emails proofs as PDFs; the family signs off by replying "approved".
"""),
("2026-01-09", "fact", ["people", "dev"], 0.95, """
§A4b§Dev is the ops manager and approves anything touching the mortuary register.
"""),
("2026-03-10", "preference", ["git", "commits"], 0.85, """
§A6b§Keep commit subjects imperative and short (under 72 characters).
"""),
("2026-03-06", "fact", ["pricing", "cma"], 0.9, """
§A8b§The standardised price list has to be displayed on the website and at each branch — it's the CMA order.
"""),
("2026-05-14", "fact", ["infra", "logs"], 0.85, """
§A9b§All app logs end up in Grafana Cloud (Loki), 30-day retention.
"""),
("2026-02-19", "preference", ["tone", "templates"], 0.9, """
§A10b§In family-facing copy, write "the person who has died" — never "the body" or "the deceased".
"""),
# ---- negation_scope
("2026-06-16", "fact", ["vigil", "invoices"], 0.85, """
§NS1b§Invoices are never issued without the disbursements section (crematorium fee, doctors' fees, minister).
"""),
("2026-09-03", "fact", ["cortege", "gps"], 0.8, """
§NS2b§Problems with the Cortege GPS feed go to the #fleet channel, not to the on-call director.
"""),
("2026-03-17", "preference", ["git", "review"], 0.85, """
§NS3b§Don't squash your local WIP commits before review; Dev likes seeing the steps.
"""),
("2026-05-25", "fact", ["deploys", "git"], 0.8, """
§NS5b§Not deploying Vigil on Fridays doesn't stop merging on Fridays; merges to main are fine any day.
"""),
("2026-08-25", "fact", ["mason", "fixing"], 0.85, """
§NS6b§Settlement isn't an issue for cremated-remains plots; tablets there can be fixed after 4 weeks.
"""),
("2026-07-10", "fact", ["tributes", "privacy"], 0.9, """
§NS7b§Tributes never shows the funeral's street address on the public page — just the venue name.
"""),
("2026-10-13", "fact", ["vigil", "tests", "xero"], 0.85, """
§NS9b§Don't hit the real Xero API in tests; use the recorded cassettes in `tests/cassettes/`.
"""),
# ---- filler (no pair)
("2026-01-27", "fact", ["coldroom", "hardware"], 0.8, """
The mortuary Pi is a Raspberry Pi 4 on a UPS; if the UPS beeps, the Pi shuts down cleanly after 10 minutes.
"""),
("2026-02-03", "preference", ["helen", "reports"], 0.85, """
Helen wants the weekly funerals report as a PDF on Monday mornings, not a dashboard link.
"""),
("2026-02-27", "fact", ["cortege", "drivers"], 0.8, """
Drivers' licence checks are renewed every 6 months through a DVLA share code; Cortege blocks a driver whose check has lapsed.
"""),
("2026-03-13", "decision", ["vigil", "api"], 0.85, """
The internal API stays versioned in the path (`/api/v2/`); no header-based versioning.
"""),
("2026-04-20", "fact", ["crematoria", "bookings"], 0.8, """
Mendip Crematorium slots are 45 minutes; Bath Haycombe slots are 40.
"""),
("2026-04-24", "fact", ["vigil", "money"], 0.9, """
Amounts in Vigil are integers in pence; the Xero push converts them to pounds at the last moment.
"""),
("2026-05-01", "preference", ["marta", "review"], 0.8, """
Marta prefers review comments as suggestions in the PR rather than messages in Slack.
"""),
("2026-05-16", "fact", ["fleet", "maintenance"], 0.8, """
Hearses are serviced every 10,000 miles at the Mercedes dealer in Yeovil; limousines go to the Jaguar specialist in Bath.
"""),
("2026-06-05", "decision", ["coldroom", "retention"], 0.85, """
Raw fridge readings are kept for 2 years; hourly averages are kept indefinitely.
"""),
("2026-06-26", "fact", ["mason", "stone"], 0.8, """
Most headstones are Indian black granite from the Bristol wholesaler; local Doulting stone is ordered specially.
"""),
("2026-07-17", "fact", ["vigil", "forms"], 0.85, """
Since the medical examiner system started, Vigil no longer generates cremation forms 4 and 5; it records the ME reference instead.
"""),
("2026-07-31", "preference", ["dev", "replies"], 0.85, """
Dev asked for a one-line summary first, details after, in every reply.
"""),
("2026-08-07", "fact", ["coldroom", "tablet"], 0.8, """
The mortuary wall tablet locks after 2 minutes idle; staff unlock it with their own PIN.
"""),
("2026-09-08", "decision", ["tributes", "moderation"], 0.85, """
Condolence messages stay in the moderation queue until the arranging branch approves them; nothing auto-publishes.
"""),
("2026-09-25", "fact", ["branches", "staff"], 0.8, """
Shepton Mallet has one full-time arranger and shares a funeral director with Wells.
"""),
("2026-10-09", "fact", ["mason", "fixing"], 0.8, """
Fixing teams go out in pairs; the workshop van carries a 1.5-tonne crane for kerb sets.
"""),
("2026-10-20", "preference", ["helen", "pricing"], 0.85, """
Helen wants the price list PDF reviewed by her before it goes live each April.
"""),
("2026-10-27", "fact", ["vigil", "sms"], 0.8, """
When a family asks for no more reminder texts, the arranger ticks the opt-out and Vigil marks the contact for every later arrangement too.
"""),
("2026-11-03", "decision", ["infra", "costs"], 0.8, """
Keep the staging droplet off outside working hours; a scheduled Action starts it at 07:30 and stops it at 19:00.
"""),
("2026-11-10", "fact", ["cortege", "bearers"], 0.8, """
Bearers are paid per funeral through payroll; Cortege exports a monthly CSV for Sue.
"""),
("2026-11-17", "fact", ["coldroom", "audit"], 0.85, """
The HTA-style audit in October asked for monthly calibration records for the fridge probes; Coldroom now stores them.
"""),
("2026-11-24", "preference", ["dev", "planning"], 0.8, """
Dev wants December kept for small fixes only; no new features during the Christmas rush.
"""),
("2026-01-30", "fact", ["tributes", "seo"], 0.75, """
Tribute pages are noindex for the first 48 hours after publishing, at the families' request.
"""),
("2026-08-14", "fact", ["mason", "proofs"], 0.8, """
Gareth sends a second proof only if the family asked for wording changes; a spelling fix is just corrected.
"""),
]
