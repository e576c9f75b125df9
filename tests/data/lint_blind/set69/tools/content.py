# File bodies. @@ID@@ marks a claim line (replaced by claims.C[ID]).
ROOT = {}   # filename -> (description, type, body)
FACTS = []  # (date, category, tags, body)
AUTO = {}   # slug -> (title, created, tags, body)

def R(fn, desc, typ, body): ROOT[fn] = (desc, typ, body)
def F(date, cat, tags, body): FACTS.append((date, cat, tags, body))
def A(slug, title, created, tags, body): AUTO[slug] = (title, created, tags, body)

R('reference_intake.md', 'intake: the admissions app (found-animal form, admission records, callback queue)', 'reference', """# intake (admissions)

Django app that every animal passes through first: public found-animal form, desk admissions, callback queue.
Repo `fernbank-wr/intake`.

## Stack
@@A8a@@
@@R1a@@
@@V1a@@
- Redis `redis.fernbank.internal:6379` db 2 is the Celery broker
@@S2a@@
- Static files served by whitenoise, no CDN

## Public form
@@V2a@@
@@F1a@@
@@N4a@@
@@NS8a@@
- Species picker is a free-text field with suggestions, finders often don't know what they have

## Admissions
@@A1a@@
@@NS3a@@
- Outcome codes: R (released), T (transferred), D (died), E (euthanised), F (fostered)
@@N10a@@

## Deploy
@@N7a@@
- Deploys from GitHub Actions over SSH to the Hetzner app VM

Worker env (from `deploy/worker.env`):
```
    CELERY_BROKER_URL=redis://redis.fernbank.internal:6379/2
@@V10a@@
    CELERY_TASK_TIME_LIMIT=300
```
""")

R('reference_casebook.md', 'casebook: treatment records, medications, weights, discharge', 'reference', """# casebook (treatment records)

Rails app the vets and rehabbers use on the wards (tablets on every ward). Repo `fernbank-wr/casebook`.

## Stack
@@A3a@@
@@V8a@@
@@R5a@@
@@R4a@@
@@S4a@@

## Clinical rules
@@F7a@@
@@NS1a@@
@@N2a@@
- Feeding charts are per animal per day; missed feeds show amber on the ward board

## Records
@@F2a@@
- Every entry keeps the author and timestamp; nothing is hard-deleted before the retention period
""")

R('reference_releasemap.md', 'releasemap: release sites, landowner consents, soft-release pens', 'reference', """# releasemap

FastAPI + PostGIS app for choosing and tracking release sites. Repo `fernbank-wr/releasemap`.

## Stack
- Python 3.12, FastAPI, PostGIS 3.4
@@R6a@@
@@R2a@@
@@R8a@@
@@S5a@@

## Site rules
@@NS6a@@
@@N3a@@
@@O9a@@
@@F4a@@
@@N9a@@

## Species thresholds
@@V6a@@
- Hedgehogs go out only when overnight lows are above 5 °C for the coming week
- Tawny owls need a pre-release flight test signed off in casebook
""")

R('reference_rotawing.md', 'rotawing: volunteer rota, shifts, swaps and reminders', 'reference', """# rotawing (volunteer rota)

Go service + small web UI for the volunteer rota. Repo `fernbank-wr/rotawing`.

## Stack
@@V4a@@
@@R9a@@
@@O1a@@
@@R3a@@
@@S7a@@

## Rules
@@F3a@@
@@N5a@@
@@F8a@@
@@NS5a@@
@@S6a@@
@@V5a@@

## Numbers
@@D2a@@
- Roughly 30 shifts a day in summer, 18 in winter
""")

R('reference_hotline.md', 'hotline: public phone line, voicemail, callbacks and out-of-hours', 'reference', """# hotline

The public advice and rescue line, plus the small service that turns calls and voicemails into callback cards in intake.

## Phones
@@A5a@@
@@A10a@@
@@S3a@@
@@F9a@@
@@V7a@@
@@R10a@@
@@O2a@@

## Handling
@@F6a@@
@@N6a@@
@@NS2a@@
@@NS10a@@
- Swans on roads: police first if the road is busy, then us
""")

R('reference_infra.md', 'infra: VMs, CI, backups, monitoring, secrets', 'reference', """# infra

Two Hetzner VMs (`app-01`, `ops-01`) plus a few managed bits. Everything lives in `fernbank-wr/infra`.

- `app-01`: CX32, Docker Compose, runs intake, casebook, rotawing
- `ops-01`: CX22, monitoring and backups
@@D1a@@
@@F5a@@
@@V3a@@
@@A2a@@
@@S1a@@
@@S9a@@
@@NS9a@@
- Access to both VMs goes over Tailscale
""")

R('reference_sites.md', 'sites: wards, enclosures and satellite units', 'reference', """# Sites and wards

Main centre at Fernbank Farm, near Shrewsbury.

@@F10a@@
- Bird ward: 30 cages, 2 aviaries for flight testing
- Mammal block: hedgehog ward, badger pens, squirrel room
@@S10a@@
- Pond room for waterfowl, 3 pools
""")

R('feedback_git_workflow.md', 'git workflow the team expects from the agent', 'feedback', """Git rules for all Fernbank repos.

@@N1a@@
@@A6a@@
- Branch names `fb-<ticket>-<slug>`, lowercase
@@NS7a@@

**Why:** the licence audit in 2025 asked us to show which change came from which ticket.
**How to apply:** before opening a PR, check the branch name and the ticket link.
""")

R('feedback_testing.md', 'testing: how Marta wants tests run and written', 'feedback', """How to test changes.

@@N8a@@
- New intake endpoints get a pytest test in the same PR
- Don't mock the database in casebook specs; the test DB is cheap

**Why:** a broken deploy in March took the ward tablets out for an afternoon.
""")

R('feedback_deploys.md', 'deploys: when and how to deploy', 'feedback', """Deploy etiquette.

@@NS4a@@
- Post in #ops before and after every deploy
- If the ward tablets show errors after a deploy, roll back first and investigate after

**Why:** the vets are on their own at weekends and can't wait for a fix.
""")

R('user_marta.md', 'Marta: operations manager, main contact', 'user', """@@D7a@@
@@A9a@@
@@R7a@@
- Not a developer by training but reads Python and SQL comfortably
- Works Tuesday to Saturday
""")

R('feedback_answer_style.md', 'answer style for Marta', 'feedback', """@@A9b@@

**Why:** she usually reads answers on her phone between ward rounds.
**How to apply:** code block first, then two or three sentences at most.
""")

R('feedback_agent_autonomy.md', 'how much the agent may do without asking', 'feedback', """@@NS7b@@
Small fixes can go straight to a PR; anything touching casebook's clinical rules gets a question first.

**Why:** she'd rather review a PR than answer a message about it.
""")

# ---------------- root fillers
R('reference_glossary.md', 'glossary: words the rehabbers use', 'reference', """- RTA: road traffic accident
- Hoglet: baby hedgehog, usually under 300 g when admitted
- Soft release: release from a pen at the site, with support feeding
- Hard release: animal is let go directly, no pen
- DOA: dead on arrival, still gets an admission number
- Fledgling: feathered young bird that should usually be left where it is
""")
R('reference_contacts.md', 'contacts: vets, partner rescues, suppliers', 'reference', """- Lead vet: Dr Ines Carvalho
- Second vet: Dr Tom Hale (Mon, Wed, Fri)
- Partner for oiled birds: RSPCA West Hatch
- Partner for seals: none inland, refer to the coast
- Feed supplier: Haith's (mealworms), delivered Thursdays
""")
R('project_roadmap.md', 'roadmap: what is planned for winter 2026/27', 'project', """# Winter roadmap

- casebook: weight chart export for the vets' monthly review
- intake: merge duplicate admissions flagged by reception
- releasemap: seasonal calendar per species
- rotawing: better view of who is inducted for what
Priority is casebook first, the vets asked twice.
""")
R('project_hedgehog_season.md', 'hedgehog season: autumn juveniles and overwintering', 'project', """Autumn juveniles arrive from September; most overwinter with us or with fosters.
- Overwintering hedgehogs are weighed twice a week
- Anything losing weight two weighings in a row gets a vet check
- Fosters get a printed care sheet from casebook
""")
R('feedback_commit_messages.md', 'commit messages style', 'feedback', """- Imperative mood, ticket number at the end in brackets, e.g. `Fix swan weight chart (FB-212)`
- No emoji
**Why:** the changelog script parses the brackets.
""")
R('project_data_sharing.md', 'data sharing: county recorder and national schemes', 'project', """We send anonymised admission data to the county biological records centre each quarter.
- Export is a CSV from intake, species + grid reference to 1 km
- Ringed birds are reported to the BTO separately, by the rehabber who found the ring
""")
R('reference_species_diets.md', 'diets: what each common species is fed', 'reference', """- Hedgehogs: cat biscuits and meaty cat food, never milk or mealworms in quantity
- Blackbirds and thrushes: softbill mix, waxworms
- Tawny owls: defrosted day-old chicks and mice
- Grey squirrels: puppy milk replacer until weaned, then nuts and veg
""")
R('project_release_audit.md', "release audit: checking last year's release outcomes", 'project', """The trustees want to know how many released animals were seen again.
- Only hedgehogs with fur marks and ringed birds can be followed up
- Landowners send sightings by email; these are logged against the site in releasemap
""")
R('user_sam.md', 'Sam: volunteer developer', 'user', """- Sam Adeyemi, volunteer developer, two evenings a week
- Knows Django best, maintains intake
- Prefers small PRs he can review on the train
""")
R('user_joel.md', 'Joel: part-time developer', 'user', """- Joel Pryce, part-time developer (three days a week), paid from the digital grant
- Wrote rotawing and the hotline service
- Happy with Go, less so with Ruby
""")
R('feedback_pr_size.md', 'PR size: keep them small', 'feedback', """Keep PRs under ~300 changed lines where possible.
**Why:** reviewers are volunteers reviewing in the evening.
**How to apply:** split migrations from code changes.
""")
R('feedback_naming_species.md', 'naming: species names in code and UI', 'feedback', """- UI shows common names (e.g. "Hedgehog"), code and DB use a species slug (`hedgehog`, `tawny_owl`)
- Never use Latin names in the UI, finders don't understand them
""")
R('project_grant_report.md', 'grant report: digital grant reporting due March', 'project', """The digital grant report is due 2027-03-31.
- Needs admissions per month from intake and volunteer hours from rotawing
- Joel's hours are charged to the grant, Sam's are volunteer time
""")
R('reference_ward_codes.md', 'ward codes used in casebook and rotawing', 'reference', """| code | ward |
|---|---|
| ICU | intensive care |
| BRD | bird ward |
| MAM | mammal block |
| POND | pond room |
| ISO | isolation |
""")
R('feedback_sql.md', 'SQL: how to run ad-hoc queries', 'feedback', """- Ad-hoc queries go against the read replica views, never straight at production tables
- Save useful queries in `infra/queries/` with a comment saying who asked
""")
R('project_isolation_ward.md', 'isolation ward: avian flu precautions', 'project', """Since the avian flu alerts, wild birds with neuro signs go straight to ISO.
- Separate overalls and boots for ISO
- casebook flags ISO animals red on the ward board
""")

# ---------------- facts (date, category, tags, body)
F('2026-03-04','fact',['intake','database'], "@@V1b@@")
F('2026-08-19','fact',['casebook','backups'], "@@V3b@@")
F('2026-06-02','fact',['rotawing','sms'], "@@V5b@@")
F('2026-04-22','fact',['casebook','database'], "@@V8b@@")
F('2026-05-11','fact',['rotawing','shifts'], "@@V9b@@")
F('2026-04-08','fact',['intake','celery'], "@@V10b@@")
F('2026-02-17','fact',['releasemap','ci'], "@@R2b@@")
F('2026-05-27','fact',['casebook','errors'], "@@R4b@@")
F('2026-07-09','fact',['releasemap','hosting'], "@@R6b@@\nfile as intake; deploys are `docker compose up -d releasemap` on app-01.")
F('2026-01-21','preference',['marta','editor'], "@@R7b@@")
F('2026-10-14','fact',['hotline','voicemail'], "@@R10b@@")
F('2026-09-03','decision',['git','merging'], "@@N1b@@")
F('2026-06-18','fact',['releasemap','consent'], "@@N3b@@")
F('2026-07-22','fact',['rotawing','icu'], "@@N5b@@")
F('2026-03-30','decision',['intake','deploy'], "@@N7b@@")
F('2026-02-09','preference',['casebook','testing'], "@@N8b@@")
F('2026-08-05','fact',['intake','finders'], "@@N10b@@")
F('2026-07-15','decision',['infra','monitoring'], "@@S1b@@")
F('2026-09-24','fact',['hotline','telephony'], "@@S3b@@")
F('2026-10-21','fact',['releasemap','photos'], "@@S5b@@")
F('2026-11-03','fact',['rotawing','login'], "@@S7b@@")
F('2026-03-26','fact',['intake','legacy'], "@@S8b@@")
F('2026-04-14','decision',['infra','secrets'], "@@S9b@@")
F('2026-02-24','fact',['intake','form'], "@@F1b@@")
F('2026-03-12','fact',['rotawing','induction'], "@@F3b@@")
F('2026-06-10','fact',['infra','backups'], "@@F5b@@")
F('2026-05-05','fact',['casebook','weights'], "@@F7b@@")
F('2026-08-27','fact',['hotline','recording'], "@@F9b@@")
F('2026-07-01','fact',['rotawing','sms'], "@@O2b@@")
F('2026-09-09','fact',['releasemap','photos'], "@@O5b@@")
F('2026-10-02','fact',['hotline','go'], "@@O7b@@")
F('2026-10-16','fact',['hotline','voicemail'], "@@O8b@@")
F('2026-08-12','fact',['sites','hedgehogs'], "@@O10b@@")
F('2026-04-29','fact',['rotawing','volunteers'], "@@D2b@@")
F('2026-01-28','fact',['casebook','legacy'], "@@D4b@@")
F('2026-05-19','fact',['hotline','callbacks'], "@@D6b@@")
F('2026-03-05','fact',['hotline','voicemail'], "@@D8b@@")
F('2026-06-23','fact',['rotawing','sms'], "@@D10b@@")
F('2026-01-14','fact',['intake','ids'], "@@A1b@@")
F('2026-02-03','fact',['casebook','stack'], "@@A3b@@")
F('2026-01-09','fact',['hotline'], "@@A5b@@")
F('2026-09-17','fact',['casebook','retention'], "@@A7b@@")
F('2026-02-12','fact',['hotline','hours'], "@@A10b@@")
F('2026-06-29','fact',['casebook','medication'], "@@NS1b@@")
F('2026-04-03','fact',['intake','admissions'], "@@NS3b@@")
F('2026-07-28','fact',['rotawing','swaps'], "@@NS5b@@")
F('2026-11-10','fact',['infra','ssh'], "@@NS9b@@")
# filler facts
F('2026-01-16','fact',['intake','species'], "The species slug list lives in `intake/species/fixtures/species.json`; casebook imports it nightly.")
F('2026-02-19','preference',['marta','reports'], "Marta likes monthly numbers as a small table: admissions, releases, deaths, transfers.")
F('2026-03-18','fact',['casebook','tablets'], "Ward tablets are Lenovo M10s in kiosk mode; they only open casebook and the ward board.")
F('2026-04-17','decision',['releasemap','species'], "Releasemap gets a per-species season calendar this winter; hedgehogs and swifts first.")
F('2026-05-14','fact',['sites','aviary'], "The two flight-test aviaries are 12 m long; owls and buzzards need the bigger one.")
F('2026-06-05','fact',['intake','reception'], "Reception enters walk-in admissions on the desk PC in the intake admin; the public form is for people who can't come in.")
F('2026-06-15','fact',['rotawing','ui'], "Coordinators see the week as a grid per ward; volunteers see only their own shifts.")
F('2026-07-06','decision',['casebook','charts'], "Weight charts in casebook plot the last 30 days by default, with a toggle for the whole stay.")
F('2026-08-21','fact',['hotline','advice'], "Most summer calls are fledglings that should be left alone; the advice script covers them first.")
F('2026-09-01','preference',['sam','review'], "Sam reviews intake PRs on Tuesday and Thursday evenings; don't ping him at the weekend.")
F('2026-09-29','fact',['sites','isolation'], "The isolation ward has its own fridge for bird samples going to APHA.")
F('2026-10-08','fact',['releasemap','landowners'], "Most release sites belong to farms and a few private gardens; the council parks team has offered two nature reserves.")
F('2026-10-27','decision',['intake','duplicates'], "Duplicate admissions get merged into the older record; the newer number is marked as merged, not deleted.")
F('2026-11-17','fact',['grant','reporting'], "Volunteer hours for the grant report come from rotawing's completed shifts export.")
F('2026-11-21','preference',['marta','naming'], "Marta prefers \"rehabber\" over \"carer\" in anything the volunteers will read.")
F('2026-05-31','fact',['casebook','vets'], "Dr Hale covers Monday, Wednesday and Friday; Ines does the rest and all weekend call-outs.")
F('2026-08-30','fact',['rotawing','summer'], "August is the busiest month for the rota, baby birds and hoglets overlap.")
F('2026-03-21','fact',['infra','dns'], "DNS for fernbank.org.uk is at Cloudflare; only Marta and Joel have access.")

# ---------------- auto notes
A('found-animal-form-support','Found-animal form: supporting finders','2026-05-02',['intake','form','support'], """## Common problems
@@V2b@@
- iPhones sometimes send HEIC; intake converts them, no need to ask for JPEG
""")
A('rotawing-dev-setup','rotawing dev setup','2026-02-26',['rotawing','dev'], """## Toolchain
@@V4b@@
`make dev` runs the server on :8090 with a seeded database.
""")
A('hedgehog-release-checklist','Hedgehog release checklist','2026-09-15',['hedgehogs','release'], """1. Check weight in casebook.
@@V6b@@
2. Vet sign-off on the last check.
3. Book a site and a driver.
""")
A('hotline-recordings','Hotline call recordings','2026-10-20',['hotline','recordings','complaints'], """## Retention
@@V7b@@
job, so pull anything needed for a complaint before then.

## Access
Only Marta and the vets can download recordings.
""")
A('rota-shift-patterns','Rota shift patterns','2026-03-09',['rotawing','shifts'], """| shift | length | staffing |
|---|---|---|
@@V9a@@
| ICU overnight | 12 hours | 1 senior rehabber |
| Feeding round (babies) | 2 hours | 1 volunteer |
""")
A('intake-dev-setup','intake dev setup','2026-01-19',['intake','dev'], """## Dependencies
@@R1b@@
`./manage.py runserver` then open /admin with the seeded superuser.
""")
A('rotawing-email','rotawing email','2026-06-12',['rotawing','email'], """@@R3b@@
Bounces are logged on the volunteer's profile.
""")
A('casebook-jobs','casebook background jobs','2026-04-27',['casebook','jobs'], """## Jobs
@@R5b@@
- Nightly weight chart job runs at 03:00
""")
A('releasemap-basemap','releasemap basemap','2026-05-21',['releasemap','map'], """@@R8b@@
Satellite view is a toggle, for checking hedges and gardens.
""")
A('rotawing-architecture','rotawing architecture','2026-08-08',['rotawing','architecture'], """## Storage
@@R9b@@
MySQL 8 on the shared database VM (`mysql-01`), schema `rota`.

## API
Small JSON API used by the coordinator view; no public endpoints.
""")
A('controlled-drugs-register','Controlled drugs register','2026-06-26',['casebook','drugs','compliance'], """@@N2b@@
The paper register lives in the locked cabinet in the prep room.
""")
A('found-animal-form-fields','Found-animal form fields','2026-07-30',['intake','form'], """## Contact details
@@N4b@@
""")
A('out-of-hours-hotline','Out-of-hours hotline','2026-10-11',['hotline','on-call'], """@@N6b@@
On-call rota is in the shared calendar, one week each.
""")
A('volunteer-map','Volunteer map','2026-09-05',['releasemap','volunteers'], """@@N9b@@
Drivers get the exact location by text on the morning of the release.
""")
A('intake-error-tracking','intake error tracking','2026-08-24',['intake','errors'], """@@S2b@@
GlitchTip runs on ops-01.
""")
A('casebook-pdfs','casebook PDFs','2026-06-30',['casebook','pdf'], """@@S4b@@
Fonts are bundled in `app/assets/fonts`.
""")
A('rota-coordinator-handover','Rota coordinator handover','2026-05-16',['rotawing','people'], """@@S6b@@
Priyanka works Monday to Friday; weekend swaps wait until Monday unless urgent.
""")
A('reception-pc-notes','Reception PC notes','2026-02-05',['intake','reception','legacy'], """## Legacy
@@S8a@@
The PC also runs the label printer for cage cards.
""")
A('hedgehog-overflow','Hedgehog overflow','2026-09-08',['hedgehogs','fosters'], """@@S10b@@
Fosters are listed in rotawing with a "foster" role.
""")
A('records-retention','Records retention','2026-05-25',['casebook','retention','licences'], """@@F2b@@
protected-species cabinet and never purged.
""")
A('squirrel-soft-release','Squirrel soft release','2026-07-18',['squirrels','release'], """@@F4b@@
""")
A('callback-priorities','Callback priorities','2026-06-07',['hotline','callbacks'], """## Targets
@@F6b@@
""")
A('late-shift-cap','Late shift cap','2026-04-11',['rotawing','shifts'], """@@F8b@@
""")
A('icu-neonate-season','ICU in baby season','2026-04-02',['icu','neonates'], """@@F10b@@
Incubator temperatures are logged twice a day in casebook.
""")
A('squirrel-release-criteria','Squirrel release criteria','2026-08-16',['squirrels','release'], """@@O3b@@
Reds are never admitted here, they go to the specialist in Wales.
""")
A('intake-backups','intake backups','2026-09-12',['intake','backups'], """@@O6b@@
""")
A('badger-licences','Badger licences','2026-03-16',['badgers','licences'], """@@O9b@@
""")
A('ci-history','CI history','2026-01-12',['ci','history'], """@@D1b@@
The box was retired when the repos moved to GitHub.
""")
A('releasemap-hosting-history','releasemap hosting history','2026-02-21',['releasemap','history'], """@@D3b@@
""")
A('icu-equipment-log','ICU equipment log','2026-03-02',['icu','equipment'], """@@D5b@@
The repaired units came back with new thermostats.
""")
A('staffing-history','Staffing history','2026-01-07',['people','history'], """@@D7b@@
""")
A('hedgehog-weights-2025','Hedgehog weights 2025','2026-01-24',['hedgehogs','history'], """@@D9b@@
""")
A('logging','Logging','2026-02-14',['infra','logs'], """@@A2b@@
Retention there is set by the ops-01 disk, roughly three weeks.
""")
A('landowner-consent','Landowner consent','2026-04-19',['releasemap','consent'], """@@A4b@@
The form is a two-page PDF; scans are fine.
""")
A('git-cheatsheet','Git cheatsheet','2026-03-24',['git'], """@@A6b@@
Rebase your branch on main before asking for review.
""")
A('intake-overview','intake overview','2026-01-05',['intake'], """@@A8b@@
""")
A('deer-rta-protocol','Deer RTA protocol','2026-10-05',['deer','hotline','on-call'], """@@NS2b@@
Callers are told to keep well back and not to move the deer.
""")
A('casebook-release-notes','casebook release notes','2026-07-25',['casebook','deploys'], """@@NS4b@@
Release notes go in #ward-news so the rehabbers know what changed.
""")
A('release-site-criteria','Release site criteria','2026-08-02',['releasemap','sites'], """@@NS6b@@
Sites need cover, water nearby and no known badger setts for hedgehogs.
""")
A('found-animal-form-location','Found-animal form: location','2026-09-19',['intake','form','location'], """@@NS8b@@
Location is what we use to return the animal to the right area.
""")
A('phone-scripts','Phone scripts','2026-10-29',['hotline','scripts'], """@@NS10b@@
Don't promise a release date before the vet has signed the animal off.
""")
# filler autos
A('ward-board','Ward board','2026-02-28',['casebook','wards'], """The ward board is a casebook page shown on the TV in each ward.
- Amber: missed feed
- Red: isolation
- Blue: due for weighing today
""")
A('swift-season','Swift season','2026-06-20',['birds','swifts'], """Swifts can't be released from the ground; they are hand-launched from a height by a trained rehabber.
Most arrive late June to mid August.
""")
A('fledgling-advice','Fledgling advice','2026-05-08',['hotline','advice'], """Fledglings out of the nest are usually fine; we only admit them if injured or in immediate danger.
Cats are the main reason we admit them.
""")
A('volunteer-induction-materials','Volunteer induction materials','2026-03-14',['rotawing','induction'], """Slides and the handling video are in the shared drive under Induction.
Induction sessions run on the first Saturday of the month.
""")
A('species-report-query','Species report query','2026-11-06',['intake','reports'], """```
SELECT species, count(*) FROM admissions_admission
WHERE admitted_at >= date_trunc('month', now()) GROUP BY species;
```
Run against the reporting view, not the live table.
""")
A('owl-flight-tests','Owl flight tests','2026-07-12',['birds','owls','release'], """Flight tests are done in the big aviary; the rehabber records the result in casebook.
Owls that fail twice go to the vet for a wing check.
""")
A('tailscale-access','Tailscale access','2026-04-24',['infra','access'], """New developers get a Tailscale invite from Joel; the ACL only allows app-01 and ops-01.
""")
A('winter-opening','Winter opening','2026-11-14',['hotline','winter'], """Admissions slow down from November; most winter work is overwintering hedgehogs.
The gift shop closes for winter but the hotline doesn't.
""")
A('ringed-birds','Ringed birds','2026-09-26',['birds','bto'], """If an admitted bird carries a ring, the ring number goes in casebook and is reported to the BTO by the rehabber.
""")
A('label-printer','Label printer','2026-02-08',['intake','hardware'], """Cage cards are printed from intake on the Brother QL-820 at reception.
If it jams, turn it off and on, there's no other fix.
""")
A('bat-care','Bat care','2026-08-20',['bats','licences'], """Bats are only handled by the two licensed rehabbers; everyone else wears gloves and calls them.
""")
A('trustee-questions','Trustee questions','2026-10-24',['reports','trustees'], """Trustees ask every quarter for admissions, release rate and volunteer numbers.
Release rate = released / (admitted minus DOA).
""")
F('2026-07-03','fact',['hedgehogs','fosters'], "Foster carers collect overwintering hedgehogs on Saturdays, with a printed care sheet and a week of food.")
F('2026-10-31','preference',['joel','go'], "Joel wants `golangci-lint` clean before review on rotawing and the hotline service.")
