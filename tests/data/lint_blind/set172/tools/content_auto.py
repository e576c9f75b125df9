# free notes: slug -> (title, created, tags, body)
A = {}
def a(slug, title, created, tags, body):
    A[slug] = (title, created, tags, body.strip("\n") + "\n")

a("quote-pdf-template", "Quote PDF template notes", "2026-06-11", ["stoplist", "quotes"], """
# Quote PDF template

Notes from going through the quote template with Bev.

## Figures
@@A3a@@
- Stage amounts are rounded to the nearest pound.

## Validity
@@V2a@@
The validity date is printed under the quote number on the cover page.
""")

a("st-aldhelm-voicing", "St Aldhelm voicing visit", "2026-08-14", ["voicing", "st-aldhelm"], """
# St Aldhelm, Much Wenlock — voicing visit

Tomasz regulated the Great Principal and the Fifteenth; the Swell Oboe was left alone.

@@V5a@@
The tremulant is noisy again; felt on the pallet is worn.
""")

a("rounds-dev-setup", "rounds local setup", "2026-03-09", ["rounds", "dev"], """
# rounds: local setup

@@V7a@@

```
uv sync
export DATABASE_URL=postgresql://rounds@localhost:5432/rounds
uv run fastapi dev rounds/main.py
```

The route solver tests are slow; mark new ones with `@pytest.mark.slow`.
""")

a("backup-restore-drill", "Restore drill, autumn", "2026-10-20", ["infra", "backups"], """
# Restore drill — October

@@V9a@@
which the rotation script deletes them; always restore from the newest one.

Restored stoplist onto a scratch VM in 6 minutes; row counts matched. pipestock took longer because of the photo table.
""")

a("stoplist-errors", "stoplist errors and alerts", "2026-05-04", ["stoplist", "errors"], """
# stoplist errors

@@R2a@@
Most of the noise is bots hitting `/wp-login.php`; those are filtered out.
""")

a("pipestock-release", "pipestock release process", "2026-04-20", ["pipestock", "release"], """
# Releasing pipestock

@@R4a@@
copied to `/usr/local/bin/` and the service restarted by hand.

Tag the release `vYYYY.MM.N`; the changelog is written by hand.
""")

a("st-chads-tuning-notes", "St Chad's tuning notes", "2026-04-07", ["tuning", "st-chads"], """
# St Chad, Church Stretton

@@R6a@@
After the bearings, tune the rest of the Principal chorus from them; the Trumpet holds well.
The blower switch is behind the vestry curtain.
""")

a("stoplist-migrations", "stoplist migrations and history", "2026-06-29", ["stoplist", "git"], """
# stoplist migrations and git history

@@N1a@@
When two branches both add a migration, rebase the later one and renumber it before merging.
""")

a("deploy-checklist", "Deploy checklist", "2026-09-03", ["stoplist", "deploy"], """
# Deploy checklist (stoplist)

1. Check the tag built green.
2. Take a fresh dump and note its file name.

@@N4a@@
Then watch the error tracker for ten minutes.
""")

a("offcuts", "Pipe-metal offcuts", "2026-07-31", ["workshop", "metal"], """
# Offcuts

@@N7a@@
The remelt bin is emptied into the pot on casting days.
""")

a("rounds-booking-rules", "rounds booking rules", "2026-06-18", ["rounds", "scheduling"], """
# Booking rules in rounds

- No visits between Boxing Day and New Year's Day
- Funerals always win: if the church rings, rounds moves the visit
@@N10a@@
""")

a("voicelog-hosting", "voicelog hosting", "2026-05-19", ["voicelog", "hosting"], """
# voicelog hosting

@@S7a@@
Builds take about a minute; the preview URLs are only reachable through Cloudflare Access.
""")

a("workshop-tidy-up", "Workshop tidy-up", "2026-09-28", ["workshop", "pipestock"], """
# Workshop tidy-up, September

Relabelled the stores after the tidy-up.

@@F2a@@
Magnets are on shelf C-1; springs are in the drawers under the bench.
""")

a("commit-scopes", "Commit scopes", "2026-02-16", ["git", "style"], """
# Commit scopes

@@F6a@@
For voicelog, `docs:` is fine for every change.
""")

a("kinlet-concert-prep", "Kinlet concert prep", "2026-03-02", ["kinlet", "concerts"], """
# Kinlet — before the spring concerts

@@F10a@@
Check the stop action on the Stopped Diapason; it was stiff in the cold.
""")

a("reed-pipe-orders", "Reed pipe orders", "2026-05-26", ["suppliers", "reeds"], """
# Ordering reed pipes

@@D2a@@
Order shallots and tongues together with the resonators, never separately.
""")

a("server-upgrade-notes", "Server upgrade notes", "2026-04-13", ["infra", "ubuntu"], """
# Server upgrade

@@D10a@@
release upgrade over the Easter weekend, with an hour of downtime on the Saturday night.
""")

a("stoplist-overview-for-new-devs", "stoplist for new developers", "2026-07-06", ["stoplist", "onboarding"], """
# stoplist — what a new developer should know

@@A1a@@
Apps: `quotes`, `contracts`, `churches`, `invoicing`. Start with `churches`, everything hangs off it.
""")

a("voicelog-readme-notes", "voicelog structure", "2026-04-30", ["voicelog", "notes"], """
# voicelog structure

@@A7a@@
Images go next to the note with the same name.
""")

a("tuning-invoice-faq", "Tuning invoice FAQ", "2026-08-24", ["invoices", "tuning"], """
# Tuning invoices — questions from churches

**Why is there a travel line?**
@@A10a@@

**Can we pay by cheque?** Yes, but bank transfer is preferred.
""")

a("sunday-callouts", "Sunday call-outs", "2026-02-09", ["tuning", "callouts"], """
# Sunday call-outs

@@NS5a@@
tuner's own mobile.
Most Sunday ciphers can be stopped by pulling the stop off; say so on the phone.
""")

a("round-visit-routine", "Round visit routine", "2026-03-30", ["tuning", "routine"], """
# Round visit routine

1. Check the blower and the wind.
2. Tune the Principal 4' bearings and the flue chorus from them.

@@NS6a@@
Write up anything left undone in the report.
""")

# ---- filler
a("welsh-chapels", "Welsh-speaking chapels", "2026-01-19", ["tuning", "language"], """
# Welsh-speaking chapels

Two chapels near Oswestry prefer letters in Welsh; Mared writes those.
""")
a("invoice-export-columns", "Invoice export columns", "2026-02-23", ["invoices", "export"], """
# Invoice export columns

Contact name, church, stage, net, VAT, gross, due date. Dates as ISO.
""")
a("faculty-process", "Faculty process", "2026-03-16", ["restoration", "faculty"], """
# Faculty process

The PCC applies; we supply the scope and the drawings. Allow at least eight weeks.
""")
a("hygrometer-readings", "Hygrometer readings at churches", "2026-01-26", ["tuning", "humidity"], """
# Church humidity readings

Churches run much drier than the workshop in January; St Aldhelm read 38% RH this winter.
Record the reading in the visit report, no need to act on it.
""")
a("stop-names", "Stop names", "2026-02-02", ["glossary"], """
# Stop names

Write stop names as on the knob. "Open Diapason" not "Open Diap.".
""")
a("pipestock-photos", "pipestock photos", "2026-06-22", ["pipestock"], """
# pipestock photos

Every item can have one photo; they're resized to 800 px on upload.
""")
a("route-planning-quirks", "Route planning quirks", "2026-10-12", ["rounds", "routing"], """
# Route planning quirks

Ford at Leintwardine floods; the planner is told to avoid it from November to March.
""")
a("munslow-swell", "Munslow Swell box", "2026-11-09", ["instruments", "munslow"], """
# Munslow Swell box

The shutters were eased in November; graphite on the pivots, as before.
""")
a("pallet-spring-sizes", "Pallet spring sizes", "2026-07-13", ["workshop", "springs"], """
# Pallet springs

Pallet springs come in three gauges; the middle one covers almost everything.
""")
a("ludlow-console", "Ludlow console", "2026-10-05", ["ludlow", "console"], """
# Ludlow console

The drawstop solenoids are original; Hannah wants them kept if at all possible.
""")
a("bev-office-hours", "Office hours", "2026-01-12", ["office"], """
# Office hours

Bev is in Monday to Thursday, 9 to 3. Quotes sent on a Friday wait until Monday for follow-up.
""")
a("redis-cache", "Redis in stoplist", "2026-05-11", ["stoplist", "redis"], """
# Redis in stoplist

Redis holds the page cache and sessions. Flushing it logs everyone out, so don't.
""")
a("swell-oboe-regulation", "Swell Oboe", "2026-08-31", ["voicing", "st-aldhelm"], """
# St Aldhelm Swell Oboe

Tomasz wants to look at the Oboe on the next voicing visit; two notes in the tenor octave are slow.
""")
a("church-keys", "Church keys", "2026-02-27", ["tuning", "access"], """
# Church keys

Keys live in the key cabinet by the office door, one hook per church. Sign them out in the book.
""")
a("organ-loft-safety", "Organ loft safety", "2026-04-27", ["safety"], """
# Organ loft safety

Two people on any ladder work above three metres. Head torches are in the van.
""")
a("portal-magic-links", "Portal magic links", "2026-09-21", ["portal", "auth"], """
# Portal magic links

Magic links expire after 30 minutes; churchwardens often click them the next day and get confused.
""")
a("stock-take-march", "March stock take", "2026-03-31", ["pipestock", "stocktake"], """
# March stock take

Leather count matched; tracker wire was short by two coils. Felt was over by a metre.
""")
a("tablet-setup", "Tablet setup", "2026-11-02", ["rounds", "tablets"], """
# Tablet setup

Each tuner's tablet has the workshop Wi-Fi, the van hotspot and a PIN lock. Screen timeout 5 minutes.
""")
a("holy-trinity-access", "Holy Trinity access", "2026-06-01", ["bridgnorth", "access"], """
# Holy Trinity, Bridgnorth

The loft is reached from the north transept. The verger, Alan, opens up from 8:30.
""")
a("reservoir-weights", "Reservoir weights", "2026-09-14", ["workshop", "wind"], """
# Reservoir weights

Weights are numbered and photographed before any reservoir comes apart, so the pressure comes back as it was.
""")
