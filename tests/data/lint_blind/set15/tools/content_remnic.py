# remnic facts: (date, category, tags, body)
REM = []
def m(date, cat, tags, body):
    REM.append(dict(date=date, cat=cat, tags=tags, body=body.strip("\n") + "\n"))

m("2026-01-08", "fact", ["scanq", "closure"], """
<<D4a>>
Requests submitted through the web form in that window got an automatic "we'll be back" reply.
""")
m("2026-01-14", "preference", ["priya", "style"], """
<<F6b>>
""")
m("2026-01-20", "preference", ["git", "commits"], """
<<A3b>>
""")
m("2026-01-27", "fact", ["lendwise", "loans"], """
<<V2b>>
""")
m("2026-02-03", "preference", ["scanq", "ops"], """
<<N3b>>
""")
m("2026-02-10", "fact", ["lendwise", "holds"], """
<<A7b>>
""")
m("2026-02-17", "decision", ["shelfmark", "security"], """
<<N4a>>
Raised after the phishing incident in the law faculty; Tom to check how the admin login is wired.
""")
m("2026-02-24", "preference", ["shelfmark", "deploy"], """
<<A1b>>
""")
m("2026-03-03", "preference", ["databases", "safety"], """
<<A9b>>
""")
m("2026-03-10", "fact", ["lendwise", "loans", "pgr"], """
<<O3a>>
""")
m("2026-03-17", "decision", ["lendwise", "notices"], """
<<N2b>>
""")
m("2026-03-24", "fact", ["roomie", "email"], """
<<R4a>>
""")
m("2026-03-31", "fact", ["offcampus", "auth"], """
<<V8a>>
""")
m("2026-04-07", "preference", ["scanq", "git"], """
<<R6b>>
""")
m("2026-04-14", "decision", ["offcampus", "privacy"], """
<<N5b>>
""")
m("2026-04-21", "fact", ["lendwise", "ci"], """
<<R2b>>
""")
m("2026-04-28", "preference", ["pull-requests"], """
<<N9b>>
""")
m("2026-05-05", "fact", ["shelfmark", "deploy"], """
<<F1a>>
""")
m("2026-05-12", "fact", ["patron-sync", "schedule"], """
<<V5a>>
""")
m("2026-05-19", "fact", ["depositum", "embargo"], """
<<F4b>>
""")
m("2026-05-26", "fact", ["roomie", "beta"], """
<<D10a>>
It was raised when the timetabling system started polling for room availability.
""")
m("2026-06-02", "fact", ["paydesk", "payments"], """
<<R8a>>
""")
m("2026-06-09", "preference", ["depositum", "git"], """
<<G4b>>
""")
m("2026-06-16", "fact", ["patron-sync", "source"], """
<<S9a>>
""")
m("2026-06-23", "fact", ["lendwise", "fines"], """
<<N10b>>
""")
m("2026-06-30", "fact", ["roomie", "hosting"], """
<<S7b>>
""")
m("2026-07-07", "fact", ["intranet", "auth"], """
<<D8a>>
""")
m("2026-07-14", "fact", ["grafana", "monitoring"], """
<<A5b>>
""")
m("2026-07-21", "fact", ["oai-harvest", "schedule"], """
<<V10b>>
""")
m("2026-07-28", "fact", ["shelfmark", "frontend"], """
<<S1b>>
""")
m("2026-08-04", "fact", ["roomie", "redis"], """
<<O1b>>
""")
m("2026-08-11", "fact", ["metadata", "tools"], """
<<O9b>>
""")
m("2026-08-18", "fact", ["depositum", "rails"], """
<<D6a>>
""")
m("2026-08-25", "fact", ["patron-sync", "logging"], """
<<F8b>>
""")
m("2026-09-01", "fact", ["lendwise", "notices"], """
<<S3b>>
""")
m("2026-09-08", "fact", ["status-page"], """
<<D2a>>
""")
m("2026-09-15", "fact", ["paydesk", "refunds"], """
<<G7b>>
""")
m("2026-09-22", "fact", ["roomie", "alumni"], """
<<N7b>>
""")
m("2026-09-29", "fact", ["patron-sync", "k8s"], """
<<R10b>>
""")
m("2026-10-06", "fact", ["documentation"], """
<<S5b>>
""")
m("2026-10-13", "fact", ["oai-harvest", "partners"], """
<<F10b>>
""")
m("2026-10-20", "fact", ["depositum", "backup"], """
<<O6a>>
""")
m("2026-10-27", "fact", ["shelfmark", "catalogue"], """
<<D5b>>
""")
m("2026-11-03", "fact", ["lendwise", "notices"], """
<<G2b>>
""")
m("2026-11-10", "preference", ["patrons", "notices"], """
<<G9b>>
""")
# unpaired
m("2026-02-05", "fact", ["harwood", "catalogue"], """
The Harwood bequest MARCXML batches come from the contractor's SFTP account; Grace downloads them, not us.
""")
m("2026-04-30", "decision", ["accessibility"], """
Decided that any new public page must pass an axe-core scan in CI before it ships.
""")
m("2026-06-05", "fact", ["rfid", "kiosks"], """
Each self-check kiosk has its own SIP2 login so the logs show which kiosk issued a loan.
""")
m("2026-08-27", "preference", ["priya", "meetings"], """
Priya prefers async updates in `#libsys` over calls; a call only when something is on fire.
""")
m("2026-10-01", "fact", ["freshers", "accounts"], """
In freshers' week most "can't borrow" tickets are students whose registration isn't complete yet; nothing is wrong in lendwise.
""")
m("2026-11-18", "decision", ["budget", "opensearch"], """
Decided to bid for a second OpenSearch rack slot in the 2027 budget rather than buy bigger nodes.
""")
