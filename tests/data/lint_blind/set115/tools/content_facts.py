# remnic facts. Header: "=== <category> <YYYY-MM-DD> tags=a,b conf=0.xx"
FACTS = r'''
=== fact 2026-01-14 tags=fleet,worcester conf=0.9
[[D6a]] Worcester's chipper through 2025 was a Greenmech Arborist 150; it was sold in December when the new one arrived.

=== fact 2026-01-20 tags=on-call,emergencies conf=0.85
[[NS2b]] The on-call crew handles every out-of-hours emergency call, from fallen trees on roads to split limbs over houses.

=== fact 2026-01-22 tags=canopy,reports,history conf=0.8
[[D9a]] In 2025 survey reports were written up from Word templates on Anya's laptop.
The templates are still in the shared drive under `Consultancy/Old templates` but nobody should use them.

=== fact 2026-01-29 tags=canopy,api conf=0.9
[[A1b]] canopy's backend is a FastAPI service; the tablets talk to it over JSON.

=== preference 2026-02-05 tags=megan,style conf=0.9
[[A6b]] Keep replies to Megan brief — lead with what to run or change; she'll ask if she wants the why.

=== fact 2026-02-10 tags=canopy,tablets,hardware conf=0.9
[[F10b]] Surveyors use Galaxy Tab Active5 tablets in rugged cases — one each for Anya and Rhys plus a spare at HFD.

=== fact 2026-02-17 tags=infra,errors conf=0.8
[[R1b]] Exceptions from quoteline, canopy, crewboard and chipwatch are all sent to Bugsnag; the project keys live with the other shared logins.

=== preference 2026-02-24 tags=quoteline,email conf=0.85
[[F2b]] Quote emails are sent from quotes@birchwoodtrees.co.uk with the estimator on the job in cc, so replies reach a person.

=== fact 2026-03-02 tags=crewboard,certificates conf=0.9
Chainsaw certificates (CS30/CS31 and up) are stored per person in crewboard with expiry dates; crewboard warns 60 days before one lapses.

=== decision 2026-03-09 tags=infra,secrets conf=0.95
[[S9b]] We no longer use LastPass — all shared logins and API keys moved to Bitwarden (organisation `Birchwood`) in March.

=== fact 2026-03-12 tags=safety,roads conf=0.9
[[A9b]] Road-side jobs always get Chapter 8 signs and a trained operative; the estimator books it on the quote.

=== fact 2026-03-18 tags=crewboard,redis conf=0.85
[[O1b]] crewboard's Redis is `redis-crew.birchwood.internal:6380`; it only holds sessions and job locks, so flushing it just logs everyone out.

=== fact 2026-03-25 tags=crewboard,tooling conf=0.8
[[R2b]] crewboard is installed with npm — `package-lock.json` is the committed lockfile and the build runs `npm ci`.

=== fact 2026-03-27 tags=quoteline,python,history conf=0.85
[[D2a]] Until March 2026 quoteline was still on Python 3.10; the upgrade went in together with Django 5.1.

=== decision 2026-03-30 tags=safety,crew-app conf=0.9
[[F7b]] The site risk assessment is done in the crew app before the first cut, and every crew member signs it on the leader's phone.

=== fact 2026-04-02 tags=quoteline,deploy conf=0.85
[[A5b]] quoteline goes to production through the `deploy.yml` workflow in GitHub Actions.

=== fact 2026-04-09 tags=canopy,database conf=0.8
[[V1b]] The canopy API's Postgres lives at `db-canopy.birchwood.internal:5433` — the tablets' "sync failed" banner usually means that connection dropped, not the tablet.

=== decision 2026-04-16 tags=timesheets,crew-app conf=0.95
[[S4b]] Paper day books are no longer used: crew timesheets are entered in the crew app from 13 April.

=== fact 2026-04-20 tags=crew-app,offline conf=0.85
[[NS6b]] The crew app works offline for risk assessments: they're saved on the phone and synced when signal returns.

=== fact 2026-04-22 tags=crewboard,email conf=0.8
[[O7b]] crewboard's emails (daily job sheets to crew leaders) are sent through Postmark on their own server token.

=== fact 2026-04-28 tags=quotes,stumps conf=0.8
[[N2b]] Our standard felling price includes grinding the stump out to 150 mm below ground level.

=== preference 2026-04-30 tags=megan,prs conf=0.8
Megan wants a screenshot in the PR description for any change to a screen the office uses.

=== decision 2026-05-05 tags=quotes,tpo conf=0.9
[[NS1a]] Felling quotes are never sent without the tpo-tracker result attached.

=== fact 2026-05-06 tags=chipwatch,storage conf=0.8
[[R6b]] chipwatch writes engine-hour and GPS readings into InfluxDB (bucket `fleet`), one point per machine per report.

=== fact 2026-05-12 tags=canopy,ci conf=0.9
[[S8b]] canopy switched from CircleCI to GitHub Actions in May; the CircleCI project is archived.

=== fact 2026-05-14 tags=surveys,staff conf=0.85
Rhys does the Worcester and Ludlow condition surveys; Anya keeps Hereford and all BS 5837 work.

=== fact 2026-05-19 tags=crewboard,notifications conf=0.85
[[N4a]] crewboard does not send push notifications for schedule changes; crew leaders get a text instead.

=== decision 2026-05-20 tags=quotes,validity conf=0.9
[[V3b]] Quotes from quoteline are valid for 60 days; the expiry date is printed under the total.

=== fact 2026-05-27 tags=arisings,logs conf=0.8
[[F8b]] Arisings get chipped on site; oak and ash rounds are left stacked if the customer wants the logs.

=== decision 2026-06-02 tags=quotes,deposits conf=0.9
[[V10b]] For jobs over £2,000 we take a 20% deposit at acceptance; smaller jobs are paid on completion.

=== fact 2026-06-05 tags=quoteline,payments conf=0.85
[[NS7b]] For deposit receipts quoteline stores the card brand and last four digits that Stripe returns.

=== fact 2026-06-10 tags=slack,history conf=0.8
[[D10a]] Until May 2026 the Slack workspace was on the free plan, so anything older than 90 days was hidden.

=== fact 2026-06-15 tags=canopy,hosting conf=0.8
[[R5b]] The canopy API runs on the Hetzner box `hz-apps-2` alongside chipwatch, behind Caddy.

=== fact 2026-06-18 tags=canopy,reports conf=0.9
[[A3b]] canopy's survey reports always include the tree schedule and a tree constraints plan (TCP).

=== decision 2026-06-24 tags=hedges,nesting conf=0.85
Hedge cutting between March and August is only booked if a nesting check is done on the same day.

=== fact 2026-06-30 tags=sms,reminders conf=0.8
[[O2b]] Appointment reminder texts are retried up to 2 times if Twilio reports a failed delivery.

=== fact 2026-07-01 tags=chipwatch,hosting conf=0.85
[[O8b]] chipwatch runs on the Hetzner box `hz-apps-2` in a single container.

=== fact 2026-07-02 tags=canopy,pdf,history conf=0.8
[[D5a]] From launch until June, canopy generated its PDF reports with wkhtmltopdf.

=== decision 2026-07-09 tags=safety,climbing,scheduling conf=0.85
[[N7b]] Short climbing jobs (under two hours, under 10 m) can be booked with a single climber to free up the second crew.

=== fact 2026-07-14 tags=chipwatch,telematics conf=0.95
[[S3b]] We switched the chipper telematics from Trackpoint to Quartix in July — the Trackpoint contract ended and their API is shut down for us.

=== fact 2026-07-22 tags=chipwatch,gps conf=0.8
[[V6b]] chipwatch gets a GPS position from each chipper every 15 minutes when the engine is running, so the map can lag a whole job behind.

=== fact 2026-07-28 tags=chipwatch,map conf=0.8
chipwatch's map uses OpenStreetMap tiles; Dai only needs roads and yard outlines.

=== fact 2026-08-05 tags=infra,logs conf=0.85
[[F6b]] App logs go to Loki through Promtail; quoteline's nginx access logs are excluded because they were most of the volume.

=== fact 2026-08-12 tags=canopy,uploads conf=0.8
[[V8b]] canopy rejects any single upload over 50 MB — larger drone photo sets have to be split.

=== fact 2026-08-14 tags=fleet,ludlow conf=0.9
[[O4b]] Ludlow's chipper is a Forst ST6P on tracks (LUD-CH1), bought for the steep Shropshire sites.

=== fact 2026-08-18 tags=fleet,mewp conf=0.9
The MEWP has its LOLER thorough examination every 6 months; Dai uploads the certificate to chipwatch.

=== fact 2026-08-20 tags=ludlow,crews conf=0.85
[[O5b]] Ludlow crews leave the yard at 07:45 — the gate isn't unlocked before 07:30.

=== fact 2026-08-25 tags=chipwatch,alerts conf=0.85
[[NS4b]] chipwatch pages the on-duty fitter straight away when a machine reports low oil pressure.

=== fact 2026-08-27 tags=crewboard,customers conf=0.8
[[N9b]] crewboard shows the customer's mobile number on each job card so the crew leader can call ahead from site.

=== preference 2026-09-04 tags=callum,editor conf=0.75
[[R8b]] Callum's editor is VS Code with the Remote-SSH extension, so give him `settings.json` snippets rather than vim config.

=== fact 2026-09-08 tags=ludlow,dispatch,history conf=0.85
[[D3a]] Before the Ludlow depot opened in August, Ludlow-area jobs were run out of Hereford.

=== fact 2026-09-11 tags=tpo-tracker,summary conf=0.8
tpo-tracker emails Gareth a summary of new TPO hits every morning at 06:30.

=== fact 2026-09-18 tags=chipwatch,fuel conf=0.8
[[N6b]] chipwatch logs litres of fuel per chipper per day from the telematics feed; Dai uses it for the HVO order.

=== fact 2026-09-21 tags=quoteline,hosting,migration conf=0.95
[[S1b]] quoteline was migrated from DigitalOcean to Hetzner Cloud (`hz-apps-1`) over the weekend of 19 September; the `qline-1` droplet has been destroyed.

=== fact 2026-09-29 tags=website,marketing conf=0.8
[[NS8b]] Anonymised survey photos are used on the website's case-study pages when the client has agreed.

=== fact 2026-10-02 tags=tpo-tracker,council conf=0.9
[[S6b]] Herefordshire switched off its old planning search in September; tpo-tracker reads application status from the council's Idox API instead.

=== fact 2026-10-08 tags=finance,accounts conf=0.8
[[R10b]] Our accounting package is Sage Accounting; ledger-sync posts each approved invoice to Sage at 23:00.

=== fact 2026-10-15 tags=finance,fees,history conf=0.85
[[D7a]] Until the September price review the emergency call-out fee was £95 + VAT.

=== fact 2026-10-20 tags=renovate,crewboard conf=0.8
[[NS9b]] Renovate auto-merges patch updates for crewboard once the checks are green.

=== preference 2026-10-23 tags=dai,reports conf=0.75
Dai prefers the weekly hours report as a PDF attached to an email, not a link.

=== fact 2026-10-27 tags=quoteline,cache conf=0.8
quoteline's Redis cache is flushed on every deploy; nothing in it needs to survive a restart.

=== fact 2026-11-03 tags=insurance,tenders conf=0.9
[[A7b]] We carry ten million pounds of public liability insurance; councils ask for the certificate with every tender.

=== fact 2026-11-10 tags=arisings,chip conf=0.85
[[NS10b]] Surplus chip goes to the biomass plant at Leominster on a monthly collection.

=== decision 2026-11-16 tags=crewboard,certificates conf=0.8
Crew leaders' aerial rescue certificates are checked by crewboard before it lets anyone book a climbing job.

=== fact 2026-11-20 tags=stripe,refunds conf=0.8
Refunds aren't handled in quoteline; Sian does them in the Stripe dashboard and notes the job.

=== preference 2026-11-24 tags=crew-leaders,job-card conf=0.7
Crew leaders want the risk level in big type at the top of the job card, above the address.

=== fact 2026-02-14 tags=quoteline,auth conf=0.85
Staff sign in to the quoteline admin with Google Workspace SSO; nobody has a separate password.

=== fact 2026-04-05 tags=fleet,worcester conf=0.85
Worcester's stump grinder is the Rayco RG37 (WOR-SG1); it goes to Hereford for its services.

=== decision 2026-08-07 tags=surveys,insurance conf=0.85
Subsidence surveys for insurers are done only by Anya, never by Rhys, because they can end up in court.

=== fact 2026-11-18 tags=backups,canopy conf=0.8
The canopy database is included in the nightly dump like the others; the tablets' local SQLite is not backed up.
'''
