# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {
'nightly-schedule': ("Nightly schedule", '2026-09-02', ['build', 'teamcity'], """
# Nightly schedule

@@V2b@@
Targets in the nightly: Win64 Shipping, PS5, Xbox Series. Switch has its own job.
If the nightly is red in the morning, Jonas looks first; nobody else re-runs it.
"""),
'build-farm-inventory': ("Build farm inventory", '2026-06-18', ['build', 'hardware'], """
# Build farm inventory

| Item | Count | Notes |
|---|---|---|
@@V9a@@
| Devkits on the farm rack | 3 | one per console, used for automated boot tests |
| UPS units | 2 | replaced in May |

Agents are Ryzen 9 boxes with 128 GB RAM and 4 TB NVMe each.
"""),
'engine-notes': ("Engine notes", '2026-02-11', ['engine', 'unreal'], """
# Engine notes

@@V4b@@
Our engine changes are kept small and tagged `// LF:` so merges from Epic stay possible.
Shader permutations are the main cook-time cost; keep material switches to a minimum.
"""),
'locsync-notes': ("locsync notes", '2026-07-22', ['loc', 'tools', 'locsync'], """
# locsync

## Schedule
@@V6b@@

## What is hand-edited
@@NS7b@@
String IDs are never reused, even after a string is deleted.

## Gotchas
- It refuses to run if the Crowdin project has unapproved source changes pending
- Log goes to `locsync.log` in the agent's work dir
"""),
'crash-client-config': ("Crash client config", '2026-05-27', ['crash', 'config', 'backtrace'], """
# Crash client config

What ships in `Config/CrashClient.yaml` for retail builds:

```yaml
crash_client:
  provider: backtrace
  attach_log_lines: 20
@@V10b@@
  retries: 5
```

Debug builds read the same file but never submit.
"""),
'beacon-dev-setup': ("beacon dev setup", '2026-06-05', ['beacon', 'dev'], """
# beacon dev setup

Clone, `make dev` starts Postgres in Docker and the service on :8080.
@@R2b@@
`.circleci/config.yml`.
Integration tests need `BEACON_TEST_DSN` set; the Makefile sets it for the Docker database.
"""),
'presskit-site': ("Press-kit site", '2026-08-12', ['web', 'presskit', 'marketing'], """
# Press-kit site

Static Astro site: screenshots, fact sheet, logos, trailer embeds.

## Build
@@R4a@@

## Monitoring
@@O1a@@
Uptime check is a free Better Stack monitor pinging the homepage.
"""),
'crowdin-webhook': ("Crowdin webhook receiver", '2026-04-16', ['loc', 'crowdin', 'webhook'], """
# Crowdin webhook receiver

@@R5a@@
It only records "translation approved" events and pokes locsync to run early for hotfix strings.
Secret for the webhook signature is in 1Password ("Crowdin webhook").
"""),
'pr-etiquette': ("PR etiquette for the tools repos", '2026-03-09', ['git', 'review'], """
# PR etiquette

@@R8b@@
Small PRs; if it touches more than one tool, split it.
Don't force-push after review has started.
"""),
'perforce-branching': ("Perforce branching", '2026-03-30', ['perforce', 'branching'], """
# Perforce branching

Streams: `//cinderlay/main` (mainline), `//cinderlay/release` (release), task streams for risky work.
@@N1a@@
Label every RC changelist before it leaves the building.
"""),
'crash-dialog': ("Crash dialog copy", '2026-05-06', ['crash', 'ux', 'privacy'], """
# Crash dialog

Copy is short: "Cinderlay crashed. A report will be sent to help us fix it."
@@N3a@@
It shows the report ID so support can look it up.
"""),
'loc-vendor': ("Working with Polyglot Forge", '2026-02-24', ['loc', 'vendor'], """
# Working with Polyglot Forge

## Process
@@N5a@@
@@S4a@@
They get the glossary and character bios before every batch.

## Billing
Per word, with fuzzy-match discounts; invoices monthly to Hana.
"""),
'cert-build-howto': ("How to make a cert build", '2026-08-20', ['cert', 'build'], """
# Cert builds

@@N6a@@
Then build with `-Distribution` and the platform's submission packaging flags.

## Checklist
@@NS5a@@
Record the changelist and package checksums on the submission page.
"""),
'steam-branches': ("Steam branches", '2026-06-30', ['steam', 'release'], """
# Steam branches

- `default`: what players get
@@N7a@@
@@O8a@@

Branch changes are logged in the release notes page in Notion.
"""),
'perforce-typemap': ("Perforce typemap and depot layout", '2026-01-27', ['perforce', 'depot'], """
# Depot layout

- `//cinderlay/main`: game + engine
- `//cinderlay/engine`: Epic source drops
@@N9a@@
- `//cinderlay/art-source`: PSDs and Maya files, `+S10` (keep last 10 revisions)
"""),
'switch-build-notes': ("Switch build notes", '2026-04-21', ['switch', 'build'], """
# Switch build notes

@@S1a@@
It needs the NintendoSDK installed under `C:\\Nintendo` and an attached dev kit for the boot test.
Packaging takes about 40 minutes on its own.
"""),
'crash-triage': ("Crash triage", '2026-04-27', ['crash', 'qa', 'triage'], """
# Crash triage

@@S2a@@
@@A5a@@
New signatures with more than 20 occurrences in a day get a bug the same day.
"""),
'qa-process': ("QA process", '2026-05-12', ['qa', 'process'], """
# QA process

@@S3a@@
Full passes take two days with the contract testers; smoke passes take two hours.
Every RC needs Farid's go/no-go in writing.
"""),
'symbols': ("Symbols", '2026-04-22', ['crash', 'symbols'], """
# Symbols

@@S6a@@
Full PDBs stay with us; platform holders only ever get the stripped public ones.
"""),
'console-signing': ("Console package signing", '2026-02-16', ['cert', 'signing', 'build'], """
# Signing

@@S7a@@
Only Jonas and Mira can log in to it. Keys are on hardware tokens in the safe.
"""),
'cert-tracking': ("Cert tracking", '2026-04-08', ['cert', 'process'], """
# Cert tracking

@@S10a@@
Each requirement has an owner and a status: not started, in progress, verified.
"""),
'ci-targets': ("What each TeamCity job builds", '2026-05-19', ['build', 'teamcity'], """
# CI targets

@@F1b@@
covered by the nightly jobs.
Cook-on-the-fly is off on agents; every job cooks from scratch into its own dir.
"""),
'beacon-deploy': ("beacon deploys", '2026-07-08', ['beacon', 'deploy'], """
# beacon deploys

@@F4b@@
Migrations run automatically on deploy; roll back with `fly releases` + `fly deploy --image`.
Deploy freeze during cert windows unless Mira says otherwise.
"""),
'telemetry-client': ("Telemetry in the client", '2026-06-24', ['telemetry', 'beacon', 'client'], """
# Telemetry client

@@F6b@@
@@NS8b@@
Events: session start/end, level start/complete, puzzle hint used, settings changed.
"""),
'build-retention': ("Build retention", '2026-07-01', ['build', 'storage'], """
# Build retention

@@F9b@@
Release builds are also copied to the NAS cold-storage folder once a month.
"""),
'steam-upload': ("Steam uploads", '2026-08-27', ['steam', 'build', 'release'], """
# Steam uploads

@@A8a@@
Steam Guard for that account is on Jonas's phone.
@@O2b@@
@@NS2a@@
"""),
'ci-history': ("CI history", '2026-04-03', ['build', 'history'], """
# How we got here

@@D2a@@
The Jenkins pipelines were Groovy scripts nobody wanted to maintain.
"""),
'beacon-history': ("beacon history", '2026-07-15', ['beacon', 'history'], """
# beacon history

@@D4a@@
Cross-save was added in the summer; before that beacon only took telemetry.
"""),
'credits': ("Credits roll", '2026-09-14', ['loc', 'credits'], """
# Credits

@@NS4a@@
The credits file is generated from the HR spreadsheet; don't edit it in the editor.
"""),
'vo-recording': ("VO recording", '2026-03-25', ['audio', 'vo', 'loc'], """
# VO

@@A9a@@
Japanese sessions were recorded in Tokyo with a director Aiko found.
"""),
# ---- unlabelled notes
'playtest-feedback-apr': ("April playtest feedback", '2026-04-29', ['design', 'playtest'], """
# April playtest

- Chapter 3 puzzle was too hard for 7 of 12 testers
- Players missed the hint button; it now pulses after 90 seconds
- Two crashes in the session, both the known streaming bug
"""),
'achievements': ("Achievements", '2026-07-29', ['platform', 'achievements'], """
# Achievements

- 32 achievements on every platform; trophy list on PS5 includes a platinum
- Achievement descriptions go through Crowdin like any other string
- Unlocks are tested on dev kits by Farid before each RC
"""),
'save-system': ("Save system", '2026-05-21', ['engine', 'saves'], """
# Save system

- Three manual slots plus autosave
- Saves are versioned; the loader migrates old versions forward
- Cross-save uploads the latest slot to beacon on quit
"""),
'ratings': ("Age ratings", '2026-06-10', ['publisher', 'ratings'], """
# Ratings

- IARC questionnaire filled by Northwind; PEGI and ESRB boxes handled by them too
- Content descriptors: mild violence, mild language
"""),
'ue-cook-tips': ("Cook tips", '2026-08-05', ['engine', 'build'], """
# Cook tips

- Iterative cooking is fine locally, never on agents
- If a cook fails on a missing asset, check for an unsubmitted redirector first
"""),
'controller-support': ("Controller support", '2026-06-02', ['input', 'pc'], """
# Controller support

- Xbox, DualSense and Switch Pro controllers supported on PC through Steam Input
- DualSense haptics only on PS5, not on PC
"""),
'onboarding-checklist': ("New starter checklist", '2026-09-22', ['onboarding'], """
# New starter

1. 1Password invite from Hana
2. Perforce account from Jonas; workspace template `lf-<name>-main`
3. Notion and Google Workspace
4. Read the glossary and the changelist description rules
"""),
'localisation-qa-round': ("LQA round notes", '2026-10-07', ['loc', 'qa'], """
# LQA round (October)

- Overflow bugs mostly in DE and PT-BR menus
- Font fallback for KO fixed by adding the Noto subset
- Aiko signed off every language before the 1.0 gold build
"""),
'retro-beta': ("Closed beta retro", '2026-07-31', ['retro', 'beta'], """
# Closed beta retro

- Keys went out in three waves; about 60 percent activated
- Most reported bugs were controller remapping issues
- Feedback form in the main menu worked better than the Discord channel
"""),
'performance-budgets': ("Performance budgets", '2026-05-14', ['performance'], """
# Performance budgets

- Frame budget on PS5 and Series X: 16.6 ms in performance mode, 33.3 ms in quality mode
- Draw calls under 3000 in the worst room on Series S
- Memory report is generated in every nightly and graphed in Grafana
"""),
'publisher-contacts': ("Northwind contacts", '2026-02-05', ['publisher'], """
# Northwind Interactive

- Producer: Sam Whitlock; marketing: Dee Olsen
- Weekly call Tuesdays 15:00 with Hana and Mira
- They run the community Discord and the social accounts
"""),
'patch-notes-process': ("Patch notes", '2026-11-12', ['release', 'patch'], """
# Patch notes

- Generated from changelist tags, edited by Hana
- Translated by Polyglot Forge as a short-turnaround batch
- Posted on Steam and the publisher's channels on the same day
"""),
'hotfix-1-0-2': ("Hotfix 1.0.2", '2026-11-19', ['release', 'hotfix'], """
# 1.0.2

- Fixed the AMD shader compile hitch and two save migration bugs
- Shipped on PC first, consoles a week later after cert
"""),
}
