# Root Claude Code auto-memory files: file -> (name, description, type, index title, index hook, body)
# Descriptions marked FLAT carry an unquoted ': ' on purpose.
FLAT = {'reference_infra.md', 'reference_game.md', 'reference_beacon.md', 'reference_glossary.md'}
ROOT = {
'reference_build_pipeline.md': ('build-pipeline', "How Cinderlay gets built, packaged and shipped to Steam", 'reference',
 'Build pipeline', 'TeamCity jobs, nightlies, archives, Steam uploads', """
# Build pipeline (Cinderlay)

Owner: Jonas. Everything below is for the game itself; the web tools have their own CI.

## Triggers
@@F1a@@
@@V2a@@
- Release candidates are cut by hand from a labelled changelist (`RC-<date>-<n>`)

## Outputs
@@R10a@@
- Win64 builds are compressed with Oodle; console packages are built with each platform's own packager
- Build numbers are the Perforce changelist number, nothing else

## Shipping
@@A8b@@
- Depot IDs and branch names are in `buildtools/steam/app_build.vdf`
- Epic Games Store is not a target for 1.0

## Who to ask
- Agent problems, SDK installs, packaging: Jonas
- Anything that smells like engine code: Mira
"""),
'reference_crash_reporting.md': ('crash-reporting', "Crash reporter setup for the game client, retention and symbol rules", 'reference',
 'Crash reporting', 'client crash pipeline, dumps, symbols, consent', """
# Crash reporting

@@F2a@@
- Client side is Crashpad on Win64; consoles use each platform's native crash hooks forwarded to Backtrace
@@NS3b@@
@@V10a@@
@@V3a@@
- Symbolicated call stacks are kept as long as the project exists
@@N2a@@
@@N10a@@

## Notes
- Crash attributes we attach: build number, platform, map name, last 20 log lines, GPU vendor
- Farid reviews the top 10 signatures every Monday with whoever is on build duty
"""),
'reference_localisation.md': ('localisation', "Languages, TMS, vendors and freeze dates for Cinderlay text", 'reference',
 'Localisation', 'languages, TMS, vendors, freezes', """
# Localisation

Owner: Aiko Tanabe (loc producer). Translation vendor: Polyglot Forge.

## Languages
@@V7a@@
- Right-to-left languages are not planned for 1.x
- Fallback for missing strings is English, with a `[MISSING]` marker in non-shipping builds

## Tools
@@D5b@@
@@V6a@@
@@R9a@@
- Glossary and style guides are attached to the Crowdin project, not kept in Perforce

## Vendors
- Translation: Polyglot Forge (all languages, one PM: Léa)
@@S9a@@

## Dates
@@F8a@@
- Patch 1.1 text lock: to be agreed with Hana
"""),
'reference_certification.md': ('certification', "Console certification portals, turnaround, SDKs and package sizes", 'reference',
 'Certification', 'per-platform portals, SDKs, sizes, turnaround', """
# Platform certification

## Portals
@@F5a@@
@@A6a@@
- Nintendo: Lotcheck through the Nintendo Developer Portal

## Process
@@NS5b@@
- Waivers are requested by Hana, never by engineers directly
@@O9a@@

## Versions and sizes
@@O10a@@
@@O3a@@
- Day-one patches for 1.0 were prepared on all three consoles
"""),
'reference_infra.md': ('studio-infra', "Studio infrastructure: Perforce, NAS, email, who maintains what", 'reference',
 'Studio infrastructure', 'Perforce server, NAS, email, contractors', """
# Studio infrastructure

@@V1a@@
@@A1a@@
- Perforce server is a rack box in the office; offsite replica at the Hetzner storage box, synced hourly
- NAS: Synology `nas01` (art source, video captures, old backups)
@@R6a@@
@@NS10b@@
- 1Password Teams holds every shared credential; vaults per discipline
- Office internet: 1 Gbit fibre, failover on 4G router
"""),
'reference_beacon.md': ('beacon-service', "beacon: our backend for telemetry, accounts and cross-save", 'reference',
 'beacon service', 'telemetry, accounts, cross-save backend', """
# beacon

Small backend for Cinderlay: telemetry ingest, player accounts, cross-save. Owner: Mira (Jonas as backup).

## Stack
@@A4b@@
@@V8a@@
@@O6b@@
@@R2a@@
@@R3a@@

## What it does
@@F6a@@
@@N4a@@
@@NS9b@@
- Accounts are linked through platform sign-in only; no email/password accounts

## Ops
- Health check: `GET /healthz`
- Migrations run on deploy (`goose up`)
"""),
'reference_game.md': ('game-overview', "Cinderlay facts: engine, platforms, release, store page", 'reference',
 'Cinderlay (the game)', 'engine, platforms, release date, modes', """
# Cinderlay

Narrative action-puzzler, single player, ~12 hours. Publisher: Northwind Interactive (marketing + ratings).

@@V4a@@
- Platforms: Windows (Steam), PS5, Xbox Series X|S, Nintendo Switch
@@A3b@@
@@V5a@@
- Performance mode targets 60 fps on PS5 and Series X, 30 fps on Series S and Switch
@@NS6b@@
- Controller glyphs switch automatically on Steam based on the last input device
- Ratings: PEGI 12, ESRB T, USK 12
"""),
'reference_tools_repos.md': ('tools-repos', "Git repos for studio tooling and how we work in them", 'reference',
 'Tools repos', 'buildtools, locsync, presskit; review rules', """
# Tools repos

The game lives in Perforce; small tooling lives in git.

@@S8a@@
- `presskit` (the press-kit site) and `beacon` have always been on GitHub
@@F7a@@
@@R8a@@
- Branch names: `<initials>/<short-topic>`
- Python tools target 3.12 and use `ruff` for lint
"""),
'reference_team.md': ('team', "Who is who at Lanternfold and the team tools", 'reference',
 'Team', 'people, roles, team tools', """
# Team (Lanternfold Games, Bristol)

- Mira Kowalczyk: technical director, engine and beacon
- Jonas Reyes: build and release engineer
- Aiko Tanabe: localisation producer
- Farid Haddad: QA lead (two contract testers during cert)
@@A10a@@
- Plus art (4), design (2) and audio (1, part-time)

## Tools
@@R1a@@
@@S5a@@
- Docs: Notion workspace `lanternfold`
- Calendar and mail: Google Workspace
"""),
'reference_glossary.md': ('glossary', "Glossary: internal names used in memories and chat", 'reference',
 'Glossary', 'internal names and abbreviations', """
# Glossary

- **beacon**: backend service (telemetry, accounts, cross-save)
- **locsync**: Python tool that moves strings between Perforce and Crowdin
- **buildtools**: Python + BuildGraph scripts used by TeamCity
- **RC**: release candidate, always a labelled changelist
- **TRC / XR / Lotcheck**: Sony / Microsoft / Nintendo certification requirements
- **DDC**: Unreal's derived data cache
- **NX**: Nintendo Switch, in build target names
"""),
'user_mira.md': ('mira', "Mira Kowalczyk, technical director; how she likes to work", 'user',
 'Mira (TD)', 'tools, tone, spelling preferences', """
Mira Kowalczyk is the technical director and wrote most of the engine-side code.

@@R7a@@
@@F10a@@
@@A7a@@
She reviews every change to the save system herself.

**How to apply:** lead with the answer, then the evidence; don't pad with options she didn't ask for.
"""),
'user_jonas.md': ('jonas', "Jonas Reyes, build and release engineer", 'user',
 'Jonas (build)', 'owns TeamCity, packaging, Steam', """
Jonas Reyes runs the build farm, packaging and Steam uploads.

@@O7a@@
He prefers BuildGraph XML over ad-hoc batch files and will ask for one if you write a `.bat`.
Works 08:00-16:00 UK; on release days he is the only person who touches Steam.
"""),
'user_aiko.md': ('aiko', "Aiko Tanabe, localisation producer", 'user',
 'Aiko (loc)', 'owns loc schedule and vendor relationship', """
Aiko Tanabe is the localisation producer: schedules, vendor, LQA rounds, glossary.

Native Japanese speaker; she does the final JA review herself.
Prefers loc questions written up with a screenshot and the string ID, not just a description.
"""),
'user_farid.md': ('farid', "Farid Haddad, QA lead", 'user',
 'Farid (QA)', 'test plans, cert pre-checks', """
Farid Haddad leads QA and owns the cert pre-check runs.

Writes test plans in Notion; wants repro steps numbered and the build number in the first line.
Devkit allocation: PS5 x3, Xbox Series x3, Switch x2.
"""),
'feedback_loc_bugs.md': ('loc-bug-routing', "How localisation bugs should be routed", 'feedback',
 'Loc bug routing', 'who gets localisation bugs', """
@@N8a@@

**Why:** she knows which ones are vendor errors and which are our UI overflow.
**How to apply:** when filing a bug found in a non-English language, set the component to `Localisation`.
"""),
'feedback_perforce.md': ('perforce-etiquette', "Perforce do's and don'ts from Jonas and Mira", 'feedback',
 'Perforce etiquette', 'what not to submit, who to call', """
@@N9b@@
Exclusive checkout (`+l`) on all `.uasset` and `.umap` files; don't fight it.
@@NS10a@@

**Why:** the depot went from 600 GB to 1.4 TB in a week once, and a contractor restarted p4d mid-checkpoint.
**How to apply:** check `p4 opened` before submitting anything large.
"""),
'feedback_cert.md': ('cert-escalation', "Escalation path when a cert submission fails", 'feedback',
 'Cert escalation', 'who hears about cert failures first', """
@@NS1a@@

**Why:** Hana has to renegotiate the submission slot and talk to the publisher before anything else.
**How to apply:** forward the platform's failure report to Hana with the TRC/XR/Lotcheck IDs listed.
"""),
'feedback_loc_files.md': ('loc-file-editing', "Which localisation files may be edited by hand", 'feedback',
 'Loc file editing', 'generated vs hand-edited loc files', """
@@NS7a@@
Translations themselves are only ever changed in Crowdin, never in the depot.

**Why:** a hand fix to a `.locres` was silently overwritten and the bug came back in the RC.
"""),
'feedback_build_breaks.md': ('build-break-reports', "Format for reporting a broken build", 'feedback',
 'Build-break reports', 'format Mira wants', """
@@F10b@@

**Why:** she reads them on her phone between meetings.
**How to apply:** if you don't know the first error line, say so instead of pasting the whole log.
"""),
'feedback_commit_messages.md': ('changelist-descriptions', "How to write Perforce changelist descriptions", 'feedback',
 'Changelist descriptions', 'prefix and bug reference rules', """
Start every changelist description with a tag: `[Engine]`, `[Gameplay]`, `[Loc]`, `[Build]`, `[Art]`.
Reference the bug ID on its own line at the end.

**Why:** release notes for patches are generated from these tags.
"""),
'feedback_testing.md': ('test-before-submit', "Run the smoke tests locally before submitting gameplay code", 'feedback',
 'Smoke tests before submit', 'local automation run before submit', """
Run `RunUAT BuildCookRun` with `-run -smoketest` on Win64 before submitting gameplay code.

**Why:** per-changelist builds only compile; nothing there actually boots the game.
**How to apply:** mention the smoke test result in the changelist description.
"""),
'project_launch.md': ('launch-1-0', "1.0 launch status and what happened in launch week", 'project',
 'Launch 1.0', 'launch week summary and follow-ups', """
# 1.0 launch

- All four platforms went live on the planned day; no platform held the release
- Launch-week top crash: a shader compile hitch on older AMD drivers (fixed in 1.0.2)
- beacon coped; cross-save link failures were a UI problem, not a backend one
- Review embargo lifted two days before launch

**Why:** record for the 1.1 retro.
"""),
'project_patch_1_1.md': ('patch-1-1', "Patch 1.1 scope and schedule (in progress)", 'project',
 'Patch 1.1', 'scope, target month, owners', """
# Patch 1.1

- Target: late January 2027, all platforms together
- Scope: photo mode, two accessibility options, crash fixes from the launch top 20
- Two new achievements on PC only are being discussed; not agreed yet
- Hana owns the schedule, Mira the scope

**How to apply:** anything not on this list goes to 1.2.
"""),
'project_switch_port.md': ('switch-port', "Switch port performance notes", 'project',
 'Switch port', 'memory budget and performance status', """
# Switch port

- Memory budget is the constant fight: texture pool capped at 1.1 GB docked and handheld
- Handheld resolution is dynamic, 540p to 720p
- Loading times are the main cert risk; the streaming fixes from September helped most
- The port was done in-house, no outsourcing partner
"""),
'project_accessibility.md': ('accessibility', "Accessibility options shipped and planned", 'project',
 'Accessibility', 'shipped options, 1.1 additions', """
# Accessibility

- Shipped in 1.0: subtitle size and background, colour-blind filters, hold-to-toggle, remappable controls
- Planned for 1.1: puzzle skip, reduced camera shake
- Subtitle styling follows the publisher's accessibility checklist
"""),
'project_steam_deck.md': ('steam-deck', "Steam Deck compatibility status", 'project',
 'Steam Deck', 'Deck verification status', """
# Steam Deck

- Deck status: Verified since October
- Default preset on Deck is the Switch-like "Low" preset with FSR on
- Text size in menus had to be bumped for verification
"""),
'reference_audio.md': ('audio', "Audio middleware and VO pipeline", 'reference',
 'Audio', 'middleware, VO file naming', """
# Audio

- Middleware: Wwise 2024.1, soundbanks generated on the build agents
- VO file naming: `<lang>_<scene>_<line>.wav`, line IDs match the string table IDs
- Music is streamed, everything else is in memory banks
"""),
}
