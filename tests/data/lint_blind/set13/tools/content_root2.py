from lib import root

root("user_role.md", "user-role", "Tom Ashby, head of engineering at Brightfield Solar", "user", """
Tom Ashby runs the four-person engineering team at Brightfield Solar Ltd (domestic solar PV and
battery installs, HQ in Bristol, depots in Cardiff and Exeter). He came from a Rails agency, so
quoteforge is his comfort zone; he is less at home in Go (sunwatch) and asks for more explanation there.

- Tom likes short PR descriptions.
- Prefers being asked before anything touches production data
- Works 08:00-16:30, answers Slack in the evening only for incidents
- Team: Priya (sunwatch, infra), Kwame (surveykit, myarray), Lowri (crewplan, gridlink, part-time)
""", "Tom (user)", "who the user is and how he works", "User")

root("user_team.md", "team", "who owns what in engineering and in the office", "user", """
## Engineering
- Tom Ashby: head of engineering, quoteforge, ledgerline
- Priya Shah: sunwatch, cluster, on-call lead
- Kwame Boateng: surveykit, myarray
- Lowri Pugh: crewplan, gridlink (3 days a week)

## Office / field people who file requests
- Hannah Clarke: sales lead, owns the price book
- Gemma Wilkins, Rhys Morgan: ops office (scheduling)
- Dan Tremayne: lead designer, signs off DNO paperwork
- Sian Evans: finance

**How to apply:** route questions to the owner above; Tom is the fallback for anything unclear.
""", "Team", "owners of each system and office contacts", "User")

root("feedback_pr_descriptions.md", "pr-descriptions", "how to write PR descriptions for Tom", "feedback", """
PR descriptions: three bullets max, plus the Linear ticket link.

**Why:** Tom reviews on his phone between site visits; long descriptions get skimmed and the
important bit gets missed.

**How to apply:** what changed, why, how it was tested. Screenshots only for UI changes.
Put migration notes in a separate "Deploy notes" heading if there are any.
""", "PR descriptions", "format Tom wants for PR bodies", "Feedback")

root("feedback_gridlink_signoff.md", "gridlink-signoff", "G99 applications need a human designer", "feedback", """
Do not submit G99 applications automatically; a human designer signs off every one.

**Why:** in February a G99 went to NGED with the wrong inverter export limit and the DNO
rejected it after six weeks, which pushed the install back two months. Dan was furious.

**How to apply:** gridlink may prepare the G99 pack and mark it `ready_for_review`; the
submit button stays with Dan (or whoever is covering design).
""", "G99 sign-off", "who may submit G99 applications", "Feedback")

root("feedback_pvgis_tests.md", "pvgis-tests", "tests and the PVGIS API", "feedback", """
Never call the real PVGIS API from the test suite; use the recorded VCR cassettes in `spec/cassettes/pvgis`.

**Why:** JRC rate-limits by IP and the CI runners share an egress address with the office;
one noisy test run in March got the whole office blocked for an hour.

**How to apply:** when a new PVGIS call is added, record a cassette once locally with
`RECORD=new_episodes` and commit it. Filter the lat/lon to 2 decimal places.
""", "PVGIS in tests", "keep the test suite off the live yield API", "Feedback")

root("feedback_surveykit_merges.md", "surveykit-merges", "merge strategy for the surveykit repo", "feedback", """
Always squash-merge surveykit PRs; one commit per PR keeps the release changelog readable.

**Why:** the changelog shown to surveyors in the app is generated from `main` commit titles.

**How to apply:** make the PR title a proper sentence, it becomes the commit message.
""", "surveykit merges", "merge strategy for surveykit", "Feedback")

root("feedback_deploy_windows.md", "deploy-windows", "when not to deploy sunwatch", "feedback", """
Don't deploy sunwatch between 12:00 and 14:00 — that's the peak-generation window and the dashboards get busy.

**Why:** a rollout at 12:30 in June dropped an hour of readings for the GivEnergy sites and
the support line lit up.

**How to apply:** if a fix is urgent in that window, ask Priya first.
""", "sunwatch deploy window", "midday window to avoid", "Feedback")

root("feedback_terraform.md", "terraform", "terraform apply rules", "feedback", """
Don't run `terraform apply` from a laptop — only from the `infra` pipeline.

**Why:** two people applied from laptops with different provider versions in January and
the state file had to be repaired by hand.

**How to apply:** `terraform plan` locally is fine; open a PR in `bfs/infra` and let the
pipeline apply after review.
""", "Terraform", "where terraform may be applied", "Feedback")

root("feedback_prod_migrations.md", "prod-migrations", "agent and production database migrations", "feedback", """
The agent must not run database migrations against production.

**Why:** Tom wants a human at the keyboard for anything that can lock a production table.

**How to apply:** write the migration, run it locally, describe the lock behaviour in the PR
(see feedback_pr_descriptions.md) and leave the production run to whoever deploys.
""", "Production migrations", "agent limits around prod DB changes", "Feedback")

root("feedback_quote_approval.md", "quote-approval", "limits on automatic quote approval", "feedback", """
Never auto-approve a quote over £20k, whatever the margin.

**Why:** the big commercial jobs (schools, farms) always have something odd in them, usually
a G99 export limit or a three-phase supply nobody mentioned.

**How to apply:** in quoteforge the `AutoApproval` policy must check the total first.
""", "Quote approval limit", "large quotes need a human", "Feedback")

root("feedback_timezones.md", "timezones", "times in reports", "feedback", """
Always show times in UK local time (Europe/London), never UTC, in anything ops will read.

**Why:** Gemma booked a crew an hour early off a UTC timestamp in a crewplan export in April.

**How to apply:** convert at the edge (templates, CSV exports); store UTC in the DB as usual.
""", "Time zones", "which zone to show in ops-facing output", "Feedback")

root("project_sunwatch_underperformance.md", "sunwatch-underperformance", "how the underperformance alert is computed", "project", """
# Underperformance alert

The underperformance alert fires when a site's 3-day yield is below 70% of its PVGIS expectation; days with snow cover are skipped.

- Expected yield per day comes from the PVGIS monthly figure divided by days in month
- Snow days are taken from the Met Office observations for the nearest station
- An alert opens a support ticket automatically with the site's last 14 days attached

**Why:** customers were finding faults before we did (tripped isolators, a dead optimiser
string) and calling in angry.

**How to apply:** when tuning, change the threshold in `config/alerts.yaml`, not in code.
""", "sunwatch underperformance alert", "the rule behind the alert", "Projects")

root("project_crewplan_k3s.md", "crewplan-k3s", "crewplan move into the cluster", "project", """
crewplan was migrated to the k3s cluster in May; `crew-01` has been shut down.

- Namespace `crewplan`, image built by Woodpecker, synced by Argo CD
- Static files now served by whitenoise instead of Caddy
- The old VM snapshot was kept for 30 days and then deleted

**Why:** crew-01 was the last hand-managed VM and it missed two rounds of security updates.
""", "crewplan hosting move", "why and when crewplan changed hosts", "Projects")

root("project_exeter_depot.md", "exeter-depot", "Exeter depot setup", "project", """
# Exeter depot

The Exeter depot opened in September 2026; before that, Devon jobs were run out of Bristol.

- Two install crews, one electrician, shared scaffolding contractor (Westward Scaffold)
- Depot code `EXE` in crewplan; van stock tracked the same way as Bristol and Cardiff
- Surveys in Devon are still done by the Bristol surveyors, one day a week
""", "Exeter depot", "third depot and what it covers", "Projects")

root("project_battery_default.md", "battery-default", "which battery is quoted by default", "project", """
Our default battery is the Fox ESS EP11 (11 kWh usable, stackable), quoted unless the customer asks otherwise.

**Why:** better warranty terms from the wholesaler and the stackable modules make upsells easy.

**How to apply:** quoteforge `price_book.yml` has it as `battery.default`; the GivEnergy and
Tesla options stay in the list as alternatives.
""", "Default battery", "what quoteforge offers by default", "Projects")

root("project_grafana_cloud.md", "grafana-cloud", "Grafana hosting change", "project", """
Grafana moved to Grafana Cloud in August; the self-hosted instance at `grafana.bfs.internal` is shut down.

- Dashboards exported with `grizzly` and re-imported; alert rules rebuilt by Priya
- Prometheus remote-writes to Grafana Cloud
- Login is Google SSO now, not LDAP
""", "Grafana move", "where dashboards live now", "Projects")

root("reference_dno_rules.md", "dno-rules", "DNO rules we work to: G98, G99, MPAN, windows", "reference", """
# DNO rules (NGED / SSEN)

- Anything above 16 A per phase (3.68 kW) needs a G99 application, not G98.
- Every G98/G99 submission must carry the supply's MPAN (13-digit core).
- Never send DNO submissions during NGED's Sunday 00:00-06:00 maintenance window.
- G99 decisions usually take 45 working days; chase after 30
- Export-limited systems need the limiter make/model and setting on the form

Source: ENA EREC G98/G99 guidance and the NGED connections pages; Dan keeps the PDF copies
in the Design shared drive.
""", "DNO rules", "G98/G99 thresholds and submission rules", "Reference")

root("project_myarray_security.md", "myarray-security", "myarray security review outcomes", "project", """
# myarray security review (pen test, October)

Findings we acted on:
- Rate limiting on the login endpoint (10/min per IP)
- myarray logs customers out after 60 minutes of inactivity.
- CSP tightened; no inline scripts left
- Document downloads are logged with customer id and IP

Open: move the admin routes behind Tailscale (ticket BFS-612).
""", "myarray security review", "pen-test findings and fixes", "Projects")

root("feedback_quote_wording.md", "quote-wording", "wording of quote emails", "feedback", """
Quotes are valid for 30 days from the issue date; say so in the covering email.

**Why:** Hannah had customers come back after two months expecting the old panel price.

**How to apply:** the covering email template is `app/views/quote_mailer/issued.html.erb`;
keep the tone plain, no "exciting", no exclamation marks.
""", "Quote email wording", "covering email rules for quotes", "Feedback")

root("feedback_myarray_tooling.md", "myarray-tooling", "local tooling for the myarray repo", "feedback", """
myarray uses Yarn 4 (berry); run `yarn install`, never npm, in that repo.

**Why:** a stray `package-lock.json` broke the preview deploys twice.

**How to apply:** `yarn dev` for the local server, `yarn test` for vitest; Node 20 via `.nvmrc`.
""", "myarray tooling", "commands to use in myarray", "Feedback")

root("feedback_string_design.md", "string-design", "panel counts and string design", "feedback", """
Always round panel counts up to an even number so the strings balance.

**Why:** odd counts on a two-MPPT inverter leave one string short and the yield estimate
over-promises.

**How to apply:** quoteforge `PanelLayout#round_count`; applies to every new quote.
""", "String design", "panel count rounding", "Feedback")

root("feedback_sunwatch_migrations.md", "sunwatch-migrations", "how sunwatch schema migrations are applied", "feedback", """
Never let the deploy job run sunwatch migrations; apply them by hand with `sunwatchctl migrate` first.

**Why:** a continuous-aggregate migration took 25 minutes and the readiness probe killed the
pod half-way through.
""", "sunwatch migrations", "who applies schema changes", "Feedback")

root("project_deposits.md", "deposits", "deposit payment decision", "project", """
# Deposits

We decided not to take card deposits in the portal — bank transfer only, the card fees eat the margin.

- Deposit amount is on the contract; ledgerline matches the bank transfer by reference
- Finance (Sian) chases unpaid deposits after 7 days
""", "Deposits", "how deposits are paid", "Projects")

root("feedback_handover_walkthrough.md", "handover-walkthrough", "handover pack timing", "feedback", """
Handover packs are never emailed automatically; the install lead sends the pack after the walkthrough with the customer.

**Why:** customers who got the pack before the walkthrough skipped it and then phoned
support about the app and the battery modes.
""", "Handover timing", "when the pack reaches the customer", "Feedback")

root("project_surveys_airtable.md", "surveys-airtable", "end of the Airtable survey base", "project", """
The Airtable `Surveys 2025` base has been read-only since April; surveys now go straight into quoteforge through the surveykit API.

- Old records exported to `s3://bfs-archive/airtable/` as CSV + attachments
- The Airtable seat licences were cancelled at the end of May
""", "Survey records", "where survey records live now", "Projects")

root("project_nged_portal.md", "nged-portal", "NGED submission channel", "project", """
NGED no longer accepts G98 notifications by email; gridlink switched to the NGED portal API in September.

- API credentials are per installer account (ours: BFS-INST-0443)
- The portal returns a reference immediately; stored as `dno_ref`
""", "NGED submissions", "how G98 notifications reach the DNO", "Projects")

root("project_scaffolding_module.md", "scaffolding-module", "scaffolding bookings in crewplan", "project", """
The ScaffBook spreadsheet is deprecated — crewplan's scaffolding module replaced it in March.

- Scaffold contractors get a weekly PDF schedule from crewplan every Friday
- Strike dates are set automatically 2 days after the install date
""", "Scaffolding module", "how scaffolding is booked", "Projects")

root("reference_support.md", "support", "support desk setup and where customer tickets go", "reference", """
# Support desk

- Support tickets are handled in Help Scout (mailbox `support@brightfieldsolar.co.uk`).
- Phone line forwards to the ops office 08:00-17:00
- sunwatch alerts create Help Scout conversations tagged `sunwatch`
- Saved replies for: inverter offline, battery not charging, export meter queries
""", "Support desk", "ticketing setup", "Reference")

root("feedback_invoices.md", "invoices", "cancelling invoices", "feedback", """
To cancel an invoice in ledgerline, issue a credit note — invoices are never removed.

**Why:** HMRC wants the numbering unbroken and Xero mirrors whatever we do.
""", "Invoices", "how to cancel one", "Feedback")

root("feedback_sunwatch_paging.md", "sunwatch-paging", "what sunwatch alerts may page someone", "feedback", """
Don't page on-call for single-site sunwatch alerts; those go to the support queue.

**Why:** Priya was woken at 03:00 for one customer's tripped isolator. Nothing to do until morning.
""", "sunwatch paging", "which alerts wake someone up", "Feedback")

root("project_sunwatch_scale.md", "sunwatch-scale", "sunwatch fleet size and growth", "project", """
# sunwatch scale

sunwatch polls about 2,400 customer sites in production.

- Growth is roughly 90 new sites a month in summer, 40 in winter
- SolarEdge is ~55% of the fleet, GivEnergy ~30%, Fronius the rest
""", "sunwatch scale", "fleet size", "Projects")
