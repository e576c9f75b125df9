# Context lines for paired root files (post) and files that belong to no pair.
from files import FILES, auto, rem

POST = {
    "feedback_commit_style.md": ["", "**Why:** the change-control report is built from `git log` and grouped by ticket.",
                                 "", "**How to apply:** no Co-Authored-By trailer, no emoji; body optional, wrap at 72."],
    "feedback_git_workflow.md": ["", "**Why:** Aoife bisects donorhub regressions often and wants one obvious line of history to walk.",
                                 "", "**How to apply:** rebase your branch on `main` before asking for review."],
    "feedback_issuedesk_merging.md": ["", "**Why:** issuedesk is a GxP-relevant system; change records are reviewed by quality.",
                                      "", "**How to apply:** keep branches short-lived; one ticket per MR."],
    "feedback_donorhub_migrations.md": ["", "**Why:** a migration that locked `donation` for 11 minutes in January stopped every session check-in in the region.",
                                        "", "**How to apply:** put the migration in its own MR, label it `db-migration`, tag Tomasz."],
    "feedback_deploys.md": ["", "**Why:** a Friday afternoon deploy in 2025 broke label printing over a weekend.",
                            "", "**How to apply:** check the day before suggesting a deploy time."],
    "feedback_pii.md": ["", "**Why:** the IG team audits tickets and logs twice a year; a breach is reportable to the ICO.",
                        "", "**How to apply:** use `donor_id` everywhere in examples; never paste real donor rows into chat."],
    "feedback_testing.md": ["", "**Why:** CI minutes are shared with the apps team and queues get long in the afternoon.",
                            "", "**How to apply:** say which suites ran in the MR description."],
    "feedback_donor_copy.md": ["", "**Why:** donor comms get complaints about American spellings surprisingly often.",
                               "", "**How to apply:** run new copy past Nia before merging."],
    "feedback_node_tooling.md": ["", "**Why:** mixed lockfiles caused two broken builds in March.",
                                 "", "**How to apply:** delete any stray lockfile you find and mention it in the MR."],
    "feedback_prod_access.md": ["", "**Why:** donor records are part of the regulated blood establishment record.",
                                "", "**How to apply:** if a fix needs data changes, write the SQL and hand it to Tomasz."],
    "feedback_coldtrack_ops.md": ["", "**Why:** in a June test, restarting ingest mid-alarm cleared the alarm state and nobody was re-notified.",
                                  "", "**How to apply:** check the alarm board before touching coldtrack; ask the duty technician if unsure."],
    "project_secrets_move.md": ["", "Ticket OPS-90. Each service got its own Infisical project; the CSI driver mounts them.",
                                "", "**How to apply:** new secrets go in Infisical, never in repo `.env` files."],
    "project_surveys.md": ["", "Response rate last year was 11%; the goal for 2026 is 20% with a shorter questionnaire."],
    "project_isbt_labels.md": ["", "Label templates are versioned in `platform/issuedesk/labels/` and need QA sign-off on change."],
    "project_deferral_rules.md": ["", "Changes to the tables go through a data MR reviewed by Dr Marsh's team; no code deploy needed."],
    "project_onco_stock.md": ["", "Stock level view for the issue desks: `issuedesk.smbps.internal/stock`."],
}

FILES["project_lab_results.md"]["sections"][1] = ("## Notes", [
    "- The lab used to release results in batches every 2 hours; now it releases per rack",
    "- Biggest remaining delay is the manual review of reactive markers, which is by design",
    "- Latency panel on the labsync dashboard (median + p95)",
])

# ---- unpaired auto notes
auto("retro-2026-01", "January retro", "2026-01-30", ["retro", "team"], [(None, [
    "Went well: the new on-call handover, fewer 3 a.m. pages.",
    "Went badly: the migration lock incident; nobody knew who could kill the query.",
    "",
    "Actions:",
    "- Aoife: write down who approves schema changes",
    "- Tomasz: add a lock timeout default on the donorhub role",
])])
auto("isbt-din-format", "ISBT 128 DIN format", "2026-02-04", ["isbt128", "labels"], [(None, [
    "The donation identification number is 13 characters: facility code (5), year (2), sequence (6).",
    "Then a flag character and a check character (ISO 7064 mod 37-2) printed in a box.",
    "",
    "Our facility codes are issued by ICCBBA; one per centre. `isbt.din.parse()` in the shared lib validates the check char.",
])])
auto("blood-groups-cheatsheet", "Blood groups cheat sheet", "2026-01-16", ["reference", "lab"], [(None, [
    "ABO + RhD give the eight common groups. O D negative red cells go to anyone in an emergency;",
    "AB plasma goes to anyone. Platelets: group-matched where possible, otherwise apheresis A with low titre.",
    "",
    "Component shelf lives (for my own reference, not system config):",
    "- red cells about 35 days, platelets 7 days, FFP 36 months frozen",
])])
auto("hl7-cheatsheet", "HL7 v2 cheat sheet", "2026-02-24", ["hl7", "reference"], [(None, [
    "Segments seen in lab results: MSH, PID, ORC, OBR, OBX, NTE.",
    "ACK codes: AA accept, AE error, AR reject.",
    "Field separator `|`, components `^`, repetitions `~`, escape `\\`, subcomponents `&`.",
])])
auto("power-bi-gateway", "Power BI gateway", "2026-03-12", ["reporting", "powerbi"], [(None, [
    "The on-prem data gateway runs on `pbigw-01` (Windows Server 2022).",
    "It refreshes the board dataset at 06:00 and the ops dataset hourly between 07:00 and 19:00.",
    "If a refresh fails the data team gets an email, not us.",
])])
auto("meeting-2026-04-trust-forum", "Hospital trust forum, April", "2026-04-15", ["hospitals", "meeting"], [(None, [
    "Quarterly forum with the transfusion lab managers.",
    "",
    "- Gloucestershire Hospitals asked for order status via the API instead of phoning",
    "- Wye Valley want labels with a larger group symbol; QA to assess",
    "- Everyone complained about the Bloodbank Web password expiry (to be moot once they order in issuedesk)",
])])
auto("dst-checklist", "Clock change checklist", "2026-10-21", ["dst", "checklist"], [(None, [
    "Before the last Sunday of October / March:",
    "",
    "1. Check session calendars around 01:00-02:00 for overnight platelet runs",
    "2. Check coldtrack graphs for the duplicated hour (readings are stored in UTC, display is local)",
    "3. Check cron jobs that run between 01:00 and 02:00 local time",
])])
auto("incident-2026-05-freezer-f3", "Incident: Worcester freezer F3", "2026-05-22", ["incident", "coldtrack", "worcester"], [(None, [
    "Timeline (all BST):",
    "- 02:14 F3 compressor trips, temperature starts rising",
    "- 02:54 first human notices, during the night walk-round",
    "- 03:10 contents moved to F1/F2; 46 FFP units quarantined for QA review",
    "",
    "Root cause: the alarm went to a shared inbox nobody watches at night. Follow-up is the alarm rework (CT-212).",
])])
auto("gitlab-runner-notes", "GitLab runner notes", "2026-06-09", ["ci", "runners"], [(None, [
    "Shared runners tagged `docker` run as pods on `kube-stg`.",
    "Jobs that need privileged Docker (Testcontainers) use the `dind` tag.",
    "Cache is in MinIO on the stg cluster; clearing it is `Clear runner caches` in the project's Pipelines page.",
])])
auto("jpac-guidelines-notes", "JPAC guideline notes", "2026-07-14", ["deferrals", "jpac"], [(None, [
    "The Red Book / donor selection guidelines change a few times a year; change notifications come by email.",
    "Medical director decides the go-live date locally.",
    "The guideline wording is quoted in deferral letters, so letter templates change with it.",
])])
auto("mcu-kit-list", "MCU kit list", "2026-04-07", ["mcu", "equipment"], [(None, [
    "What each unit carries (from Gareth):",
    "- 8 donor chairs, 2 HemoCue analysers, 1 blood mixer per chair",
    "- cool boxes with validated ice packs for transport back to Gloucester",
    "- a laptop running the offline session client",
])])
auto("venue-onboarding", "Onboarding a new session venue", "2026-06-26", ["mcu", "venues"], [(None, [
    "Steps to add a new venue (village hall, school, workplace):",
    "1. Site visit by collections: parking, access, toilets, power",
    "2. Add the venue to `venues.yaml` with constraints",
    "3. Create the venue in sessionbook admin; link the fleetlink venue id",
])])
auto("reporting-dna-rate", "DNA rate definition", "2026-08-06", ["reporting", "kpi"], [(None, [
    "DNA = booked appointments where the donor did not arrive and did not cancel before the session started.",
    "Walk-outs after check-in are not DNAs; they count as \"attended, not bled\".",
    "The board pack shows DNA rate per session type and per venue.",
])])
auto("letter-templates", "Deferral letter templates", "2026-09-01", ["donorhub", "letters"], [(None, [
    "Templates are in `donorhub/letters/templates/`, one per deferral reason code.",
    "PDFs are produced with WeasyPrint and sent to the print-and-post supplier in a nightly batch.",
    "Welsh-language versions exist for donors who asked for them (flag `prefers_welsh`).",
])])
auto("quality-change-control", "Change control with Quality", "2026-05-08", ["quality", "gxp"], [(None, [
    "Changes to issuedesk, labsync and coldtrack are GxP-relevant: they need a change record (CR) in Q-Pulse.",
    "Minor bug fixes can use the standard CR template; anything touching labels, results or alarms needs an impact assessment.",
    "Quality reviews CRs on Wednesdays.",
])])
auto("winter-appeal-comms", "Winter appeal comms plan", "2026-11-05", ["winter-appeal", "comms"], [(None, [
    "Nia's plan: radio adverts in Gloucestershire and Herefordshire, a press release on launch day, social posts daily.",
    "Target: 1,200 new donor registrations during the appeal.",
    "The booking site gets a banner; no code change needed, it's CMS content.",
])])
auto("load-test-sessionbook", "sessionbook load test", "2026-10-13", ["sessionbook", "performance"], [(None, [
    "Ahead of the appeal: k6 script `load/booking.js`, ramp to 300 virtual users.",
    "p95 stayed under 400 ms for slot search; booking POST p95 about 650 ms.",
    "Bottleneck was the eligibility call to donorhub; added a short-lived cache on the sessionbook side.",
])])
auto("lims-vendors", "Hospital LIMS vendors", "2026-06-30", ["hospitals", "lims"], [(None, [
    "Trust LIMS in our region: two on WinPath, one on Telepath, one on Clinisys Laboratory.",
    "Only the WinPath sites can call the issuedesk API today; the others still key orders in by hand.",
])])

# ---- unpaired remnic facts
rem("aoife-timezone", "2026-01-09", "fact", ["user"], [(None, ["Aoife works 08:00-16:30 UK time and is off on Fridays every other week."])], hhmm="09:02")
rem("gareth-reports", "2026-01-22", "preference", ["user", "reporting"], [(None, ["Gareth wants session reports as a one-page PDF, not a dashboard link."])], hhmm="14:40")
rem("mhra-inspection-date", "2026-02-27", "fact", ["mhra", "inspection"], [(None, ["The MHRA inspection is booked for the week of 12 October 2026."])], hhmm="11:11")
rem("pulse-store-rating", "2026-03-20", "fact", ["pulse", "stores"], [(None, ["Pulse has a 4.6 rating on the App Store and 4.3 on Google Play (March 2026)."])], hhmm="16:20")
rem("welsh-language", "2026-04-13", "decision", ["copy", "welsh"], [(None, ["Donor letters are offered in Welsh on request; the apps stay English-only for now."])], hhmm="10:48")
rem("dba-contact", "2026-04-28", "fact", ["dba", "contacts"], [(None, ["Tomasz is the only DBA; when he is on leave, Aoife approves emergency database changes."])], hhmm="13:05")
rem("board-pack", "2026-05-04", "fact", ["reporting"], [(None, ["The board pack goes out on the 3rd working day of each month."])], hhmm="09:30")
rem("lab-contact", "2026-05-15", "fact", ["labsync", "contacts"], [(None, ["Sam Okafor runs lab IT and owns the LIS end of labsync."])], hhmm="15:55")
rem("mcu-depot", "2026-06-22", "fact", ["mcu", "depot"], [(None, ["The MCUs are based at the Gloucester depot behind the main centre."])], hhmm="08:41")
rem("platelet-shelf-life", "2026-07-06", "fact", ["platelets"], [(None, ["Platelets have a 7-day shelf life, so platelet stock planning is done daily."])], hhmm="12:12")
rem("agent-branch-names", "2026-07-17", "preference", ["git"], [(None, ["Branch names: `<ticket>-<short-slug>`, e.g. `FL-98-os-places`."])], hhmm="10:33")
rem("quality-wednesday", "2026-08-10", "fact", ["quality", "gxp"], [(None, ["Quality reviews change records on Wednesday mornings; submit by Tuesday 17:00."])], hhmm="17:02")
rem("donor-count", "2026-08-31", "fact", ["donors", "kpi"], [(None, ["SMBPS has about 68,000 active donors (donated in the last two years)."])], hhmm="11:58")
rem("sam-prefers-email", "2026-09-18", "preference", ["labsync", "contacts"], [(None, ["Sam prefers email over Teams for anything about interface changes, so there is a written trail."])], hhmm="14:27")
rem("appeal-dates", "2026-10-06", "fact", ["winter-appeal"], [(None, ["The 2026 winter appeal launches on 30 November and runs to 15 January."])], hhmm="10:02")
rem("inspection-outcome", "2026-10-30", "fact", ["mhra", "inspection"], [(None, ["The October MHRA inspection closed with two 'other' findings and no majors."])], hhmm="16:45")
rem("dev-laptops", "2026-03-07", "fact", ["dev", "laptops"], [(None, ["Engineers use managed Windows 11 laptops with WSL2; Docker Desktop is licensed through the NHS deal."])], hhmm="09:47")
rem("retro-cadence", "2026-11-16", "decision", ["team", "retro"], [(None, ["The platform team holds its retro on the last Thursday of each month."])], hhmm="15:19")
