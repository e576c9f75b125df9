# remnic facts: key -> (date, category, tags, body). Time of day is derived deterministically from the key.
FACTS = {
"v2": ("2026-03-11", "fact", ["meterhub", "aquabill"], """
«V2b»
"""),
"v5": ("2026-05-19", "fact", ["labtrack", "retention"], """
«V5b»
Ruth confirmed the number when we talked about the storage budget.
"""),
"v7": ("2026-04-02", "fact", ["worksorder", "celery"], """
«V7b»
"""),
"v9": ("2026-09-08", "fact", ["scadalink", "telemetry"], """
«V9b»
"""),
"v10": ("2026-07-21", "fact", ["leakwatch", "ml"], """
«V10a»
"""),
"r1": ("2026-02-17", "fact", ["worksorder", "database"], """
«R1b»
"""),
"r3": ("2026-06-04", "fact", ["crewapp", "ci"], """
«R3b»
Signing certificates are stored in the CI's code-signing settings, not in the repo.
"""),
"r5": ("2026-08-12", "fact", ["portal", "hosting"], """
«R5b»
"""),
"r7": ("2026-05-06", "preference", ["scadalink", "git"], """
«R7b»
"""),
"r9": ("2026-10-14", "fact", ["oncall", "paging"], """
«R9b»
The escalation policy is called "Platform default".
"""),
"n1": ("2026-09-25", "decision", ["scadalink", "deploys"], """
«N1b»
"""),
"n3": ("2026-06-30", "fact", ["meterhub", "itron"], """
«N3b»
"""),
"n5": ("2026-03-25", "decision", ["portal", "dependabot"], """
«N5a»
Minor and major bumps still need a review.
"""),
"n8": ("2026-10-02", "fact", ["portal", "billing"], """
«N8b»
"""),
"s1": ("2026-08-27", "fact", ["labtrack", "infra", "migration"], """
«S1b»
in August; lims-01 is being wiped and returned to the VM pool.
"""),
"s3": ("2026-05-28", "fact", ["scadalink", "grafana"], """
«S3b»
"""),
"s5": ("2026-04-22", "fact", ["aquabill", "pdf"], """
«S5b»
"""),
"s7": ("2026-07-09", "fact", ["leakwatch", "secrets", "vault"], """
«S7b»
"""),
"s9": ("2026-09-30", "fact", ["historian", "backups"], """
«S9b»
Lifecycle rule moves objects to Glacier after 90 days.
"""),
"f1": ("2026-01-14", "fact", ["scadalink"], """
«F1a»
"""),
"f2": ("2026-06-17", "fact", ["aquabill", "email"], """
«F2b»
"""),
"f5": ("2026-02-03", "fact", ["oncall"], """
«F5b»
"""),
"f7": ("2026-08-05", "fact", ["crewapp", "notifications"], """
«F7b»
"""),
"f10": ("2026-04-15", "fact", ["meterhub", "validation"], """
«F10b»
"""),
"o2": ("2026-03-04", "fact", ["labtrack", "ci"], """
«O2b»
"""),
"o4": ("2026-07-29", "fact", ["portal", "logging"], """
«O4a»
"""),
"o6": ("2026-05-13", "fact", ["oncall", "network-ops"], """
«O6b»
"""),
"o9": ("2026-06-24", "preference", ["portal", "deploys"], """
«O9b»
"""),
"o10": ("2026-02-24", "fact", ["people"], """
«O10b»
"""),
"d1": ("2026-01-20", "fact", ["meterhub", "history"], """
«D1a»
"""),
"d3": ("2026-04-08", "fact", ["scadalink", "history"], """
«D3a»
"""),
"d5": ("2026-05-05", "fact", ["aquabill", "bill-run", "history"], """
«D5a»
"""),
"d7": ("2026-10-27", "fact", ["people", "history"], """
«D7a»
"""),
"d9": ("2026-06-10", "fact", ["worksorder", "ci", "history"], """
«D9a»
"""),
"d10": ("2026-09-16", "fact", ["labtrack", "dwi"], """
«D10b»
"""),
"a1": ("2026-01-27", "preference", ["git", "review"], """
«A1b»
"""),
"a4": ("2026-02-10", "fact", ["portal"], """
«A4b»
"""),
"a5": ("2026-03-18", "fact", ["control-room", "oncall"], """
«A5b»
"""),
"a7": ("2026-04-29", "preference", ["timezones"], """
«A7b»
"""),
"a9": ("2026-07-15", "fact", ["staging", "infra"], """
«A9b»
"""),
"g1": ("2026-08-19", "fact", ["scadalink", "oncall"], """
«G1b»
"""),
"g2": ("2026-09-02", "fact", ["aquabill", "bill-run"], """
«G2b»
"""),
"g6": ("2026-10-21", "fact", ["labtrack"], """
«G6b»
"""),
"g7": ("2026-11-04", "fact", ["portal", "deploys"], """
«G7b»
"""),
# ---- unpaired
"x9": ("2026-03-23", "fact", ["people"], """
Marcus Bell in finance systems signs off tariff loads before new charges go live on 1 April.
"""),
"x10": ("2026-06-12", "preference", ["reviews"], """
Hannah prefers small PRs; anything over roughly 400 changed lines should be split unless it is generated code.
"""),
"x11": ("2026-11-24", "fact", ["planning"], """
The 2027 platform roadmap draft lists the portal accessibility audit and the phone number normalisation as Q1 items.
"""),
"x1": ("2026-01-08", "fact", ["sites"], """
Hollow Mere WTW treats river abstraction; Kettlebrook WTW treats borehole water and is the smaller of the two.
"""),
"x2": ("2026-02-19", "preference", ["meetings"], """
Hannah prefers async updates in the `#platform` channel over stand-up meetings.
"""),
"x3": ("2026-04-01", "fact", ["ofwat"], """
Ofwat's guaranteed standards scheme pays customers compensation for missed appointments, so worksorder appointment changes are sensitive.
"""),
"x4": ("2026-05-21", "fact", ["gis"], """
The GIS team publishes asset layers nightly; asset ids are stable across refreshes.
"""),
"x5": ("2026-07-02", "preference", ["docs"], """
Hannah likes ADRs for anything that changes a system boundary; small refactors don't need one.
"""),
"x6": ("2026-08-31", "fact", ["security"], """
The annual penetration test covers the portal and the VPN; results go to IT security, not to the platform channel.
"""),
"x7": ("2026-10-08", "fact", ["people"], """
Priti Shah joined platform as SRE in October from the infrastructure team.
"""),
"x8": ("2026-11-18", "decision", ["warehouse"], """
Decided to schedule the warehouse loads after 07:00 so they can never overlap the overnight bill run.
"""),
}
