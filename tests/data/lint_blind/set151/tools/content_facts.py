# remnic facts: (date, category, tags, body). Claims as {{ID|text}} lines.
FACTS = []
def F(date, cat, tags, body, conf=0.85):
    FACTS.append((date, cat, tags, body.strip("\n") + "\n", conf))

F("2026-01-09", "fact", ["pupbase", "database"], r"""
{{V1A|pupbase's Postgres listens on `db1.harrowden.internal:5433`; 5432 on that box is still the old Postgres 14 cluster.}}
Check `DATABASE_URL` in the systemd unit if the app can't connect after a reboot.
""")
F("2026-01-14", "fact", ["walkers", "mileage"], r"""
{{V3A|Puppy walkers get 40p a mile for puppy journeys (vet, classes, socialisation trips).}}
""")
F("2026-01-21", "fact", ["classbook", "classes"], r"""
{{V4A|Foundations classes take up to 10 puppies; after that classbook puts walkers on the waiting list.}}
""")
F("2026-02-03", "fact", ["pupbase", "python"], r"""
{{V5A|pupbase is pinned to Python 3.11: the weasyprint wheels for 3.12 broke the litter PDF reports.}}
Revisit when weasyprint 63 lands in the Debian backports.
""")
F("2026-02-17", "fact", ["backups", "b2"], r"""
{{V7A|pupbase dumps are kept for 90 days in B2 (lifecycle rule on the}}
`harrowden-backups` bucket), because vet audits can ask about anything from the last quarter.
""")
F("2026-03-02", "fact", ["gift-aid", "hmrc"], r"""
{{V8A|Gift Aid is claimed from HMRC quarterly; Dave batches the declarations at the end of each quarter.}}
""")
F("2026-03-11", "fact", ["visitapp", "photos"], r"""
{{V9A|visitapp shrinks visit photos to 1280 px on the long edge before they are uploaded.}}
PDAs on weak signal in the hills were timing out with full-size photos.
""")
F("2026-03-19", "fact", ["walkerportal", "email"], r"""
{{R1A|walkerportal sends its password-reset and visit-confirmation emails through}}
Amazon SES (eu-west-2); the sending domain is verified with DKIM.
""")
F("2026-03-26", "fact", ["donations", "hosting"], r"""
{{R5A|The donate site is hosted on Netlify (site `harrowden-donate`), with deploy previews on every PR.}}
""")
F("2026-04-02", "fact", ["classbook", "database"], r"""
{{R6A|classbook keeps its bookings in MySQL 8 on the shared database VM.}}
""")
F("2026-04-08", "preference", ["git", "pupbase"], r"""
{{R7A|Squash-merge pupbase PRs; Marek wants one commit per PR on main.}}
""", 0.8)
F("2026-04-15", "preference", ["marek", "editor"], r"""
{{R8A|Marek does all his editing in Neovim, Dart included.}}
""", 0.75)
F("2026-04-22", "fact", ["puppies", "car-travel"], r"""
{{N2A|Small puppies can ride in the passenger footwell on a vet bed for their first few weeks.}}
""")
F("2026-04-29", "fact", ["classes", "pet-dogs"], r"""
{{N5A|Walkers can bring their own pet dog to class if it's calm and stays on a lead.}}
""")
F("2026-05-06", "decision", ["donations", "data-protection"], r"""
{{N6A|Donor data is not shared with national: the branch is its own data controller for donations.}}
Agreed with national's data protection officer by email, filed in the governance folder.
""")
F("2026-05-12", "fact", ["puppies", "home"], r"""
{{N8A|Young puppies can sleep in a crate in the walker's bedroom, upstairs included, for the first couple of weeks.}}
""")
F("2026-05-14", "fact", ["classbook", "booking"], r"""
{{N9A|classbook has no public booking at all; every booking needs a walker login.}}
""")
F("2026-05-16", "decision", ["pupbase", "hosting", "hetzner"], r"""
{{S1B|pupbase was migrated from DigitalOcean to its own Hetzner CX22 (`hv-02`) on 2026-05-16; the old droplet is destroyed.}}
""", 0.95)
F("2026-05-20", "fact", ["pupbase", "deploys"], r"""
{{N10A|No pupbase deploys on a Friday: PDAs write up visits on Saturday mornings.}}
""")
F("2026-08-19", "decision", ["newsletter", "buttondown"], r"""
{{S2B|The sponsor newsletter moved from Mailchimp to Buttondown in August; the Mailchimp audience is archived.}}
""", 0.95)
F("2026-02-24", "decision", ["pupbase", "google-sheets"], r"""
{{S3B|The "Puppy Register 2025" Google Sheet has been read-only since pupbase went live in February.}}
""", 0.95)
F("2026-03-30", "decision", ["inductions", "teams"], r"""
{{S5B|Induction evenings moved from Zoom to Microsoft Teams in March, when national gave the branch M365 licences.}}
""", 0.9)
F("2026-10-07", "decision", ["visitapp", "distribution"], r"""
{{S6B|Firebase App Distribution is shut down for visitapp; since October builds ship through managed Google Play.}}
The PDAs' phones are enrolled in the charity's Android Enterprise account, so updates install overnight.
""", 0.95)
F("2026-04-27", "decision", ["monitoring"], r"""
{{S8B|UptimeRobot was closed in April; Uptime Kuma on `hv-01` does the uptime checks now.}}
Alerts go to the #systems chat and to Marek by email.
""", 0.9)
F("2026-06-10", "fact", ["backups"], r"""
{{F3B|The nightly dump runs at 02:30 UTC from a systemd timer (`pgdump.timer`) on the database host.}}
Failures email Marek.
""")
F("2026-06-16", "fact", ["walkerportal", "deploy"], r"""
{{F4B|walkerportal's compose stack is `web` (node:22-alpine) plus `caddy`; redeploy with `docker compose up -d --build` in `/srv/walkerportal`.}}
""")
F("2026-06-23", "fact", ["classbook", "sentry"], r"""
{{F5B|classbook sends its errors to Sentry with a 10% traces sample rate, to stay inside the free quota.}}
""")
F("2026-06-30", "fact", ["donations", "stripe"], r"""
{{F6B|One-off donations use Stripe Checkout in `payment` mode, with the Gift Aid tick box as a custom field.}}
""")
F("2026-07-07", "fact", ["food", "office"], r"""
{{F9B|Food is collected from the office on the first Saturday of each month, 10:00 to 12:00.}}
""")
F("2026-07-14", "fact", ["classbook", "sms"], r"""
{{O1B|classbook retries a failed SMS up to 3 times, ten minutes apart, then logs it and gives up.}}
""")
F("2026-07-21", "fact", ["visits", "older-puppies"], r"""
{{O3B|Puppies over six months get a PDA visit every 8 weeks unless there's a problem.}}
""")
F("2026-07-28", "fact", ["classes", "adolescents"], r"""
{{O4B|Adolescent classes are limited to 6 dogs; the hall gets too loud with more.}}
""")
F("2026-08-04", "fact", ["pupbase", "sessions"], r"""
{{O5B|pupbase admin sessions last 8 hours so PDAs aren't logged out in the middle of a write-up.}}
""")
F("2026-08-11", "fact", ["visitapp", "crashes"], r"""
{{O6B|visitapp crashes are reported to Firebase Crashlytics, not Sentry.}}
""")
F("2026-08-25", "fact", ["pupbase", "visits", "email"], r"""
{{O8B|pupbase emails the walker 3 days before each PDA visit.}}
""")
F("2026-09-01", "fact", ["classes", "history"], r"""
{{D2B|Until March 2026 classes were on Tuesday evenings at Millford Scout Hut.}}
""")
F("2026-09-08", "fact", ["mileage", "history"], r"""
{{D4B|In 2025 the walker mileage rate was 35p per mile.}}
""")
F("2026-06-24", "fact", ["litters", "m-litter"], r"""
{{D6B|The M litter went to their walkers at 9 weeks in June, held back by kennel cough at the breeding centre.}}
Maple, Moss, Mabel and Monty; all four settled well.
""")
F("2026-09-15", "fact", ["backups", "history"], r"""
{{D7B|Until April 2026 the nightly dumps went to a DigitalOcean Spaces bucket (`harrowden-dumps`).}}
""")
F("2026-09-22", "fact", ["visitapp", "history"], r"""
{{D9B|During the 2025 beta, visitapp was iOS-only, running on two borrowed iPads.}}
""")
F("2026-07-15", "fact", ["fundraising", "fun-day"], r"""
{{D10B|Last year's summer fun day (2025) raised £3,200.}}
""")
F("2026-09-29", "fact", ["classbook", "twilio"], r"""
{{A2B|classbook's texts go through Twilio; the sender shows as HARROWDEN on walkers' phones.}}
""")
F("2026-10-06", "fact", ["vets", "vaccinations"], r"""
{{A4B|Jabs are all done at Abbey Vets in Kettlebrook; walkers book them through the office.}}
""")
F("2026-10-13", "fact", ["visits", "reports"], r"""
{{A5B|PDAs have two days after a visit to file the report.}}
""")
F("2026-10-20", "fact", ["classes", "venue"], r"""
{{A6B|Puppy classes are on Thursday nights at St Aidan's Hall.}}
""")
F("2026-10-27", "preference", ["ruth", "writing"], r"""
{{A7B|Ruth wants summaries without technical jargon, with the impact on walkers first.}}
""", 0.8)
F("2026-11-03", "preference", ["wording", "walkers"], r"""
{{A9B|In anything walker-facing, call them puppy walkers, not owners.}}
""", 0.8)
F("2026-03-05", "decision", ["gift-aid", "declarations"], r"""
{{GA_DECL|Gift Aid is never claimed without a signed declaration on file.}}
""", 0.9)
F("2026-11-10", "fact", ["pda-rota"], r"""
{{NS2B|The PDA on the rota handles visit rescheduling and kit requests.}}
""")
F("2026-05-27", "fact", ["puppies", "exercise"], r"""
{{NS3B|Puppies should get off-lead play every day in a secure garden or field.}}
""")
F("2026-06-03", "fact", ["expenses", "parking"], r"""
{{NS5B|Walkers are not reimbursed for parking at the vet, only for the mileage.}}
""")
F("2026-06-09", "fact", ["vets", "health-booklet"], r"""
{{NS6B|A puppy never goes to the vet without its health booklet.}}
""")
F("2026-09-03", "fact", ["newsletter", "photos"], r"""
{{NS7B|No photos of walkers' children in the newsletter, even if they're cuddling the puppy.}}
""")
F("2026-10-01", "fact", ["privacy", "pda"], r"""
{{NS9B|Walker addresses are shared with the PDA assigned to the puppy.}}
""")
F("2026-11-17", "fact", ["git"], r"""
{{NS10B|Force-pushing your own feature branch after a rebase is fine.}}
""")
# ---- fillers (no labelled claims) ----
F("2026-01-05", "fact", ["litters", "k-litter"], r"""
The K litter (Kit, Kestrel, Kenzie, Koda, Kai) arrived with their walkers on 5 January.
Koda's walker lives in Northgate, so Callum covers her visits even though it's Sian's patch.
""")
F("2026-01-27", "fact", ["walkerportal", "sentry"], r"""
walkerportal errors go to Sentry, in the `walkerportal` project; the DSN is in Bitwarden.
""")
F("2026-02-10", "preference", ["sian", "pupbase"], r"""
Sian prefers new pupbase fields to appear at the bottom of the puppy page, not in a new tab.
""", 0.7)
F("2026-02-12", "fact", ["walkerportal", "port"], r"""
walkerportal's node server listens on port 3000 inside the container; Caddy publishes it on 443.
""")
F("2026-03-16", "fact", ["fundraising", "collection-tins"], r"""
Collection tins are emptied every 4 weeks; Joy keeps the tin log in the fundraising sheet.
""")
F("2026-04-10", "fact", ["recall", "training"], r"""
Dogs are recalled to training at 12 to 16 months; the training centre gives walkers two weeks' notice.
""")
F("2026-05-01", "decision", ["classbook", "waiting-list"], r"""
Walkers on the classbook waiting list get first refusal on the next block before it opens to all walkers.
""", 0.85)
F("2026-06-19", "fact", ["visitapp", "sync"], r"""
visitapp retries an upload up to 5 times with backoff before it marks the report "waiting for signal".
""")
F("2026-07-02", "fact", ["donations", "postcards"], r"""
Sponsor postcards go out each quarter; the walker writes three lines and the PDA picks the photo.
""")
F("2026-08-14", "fact", ["n-litter", "litters"], r"""
The N litter (Nell, Nico, Nutmeg) came to the branch in August at the usual age; Nutmeg is with a first-time walker in Millford.
""")
F("2026-08-28", "decision", ["walkerportal", "kit-requests"], r"""
Kit requests now show their status in walkerportal (requested, packed, collected).
""", 0.9)
F("2026-09-24", "fact", ["hv-01", "os"], r"""
`hv-01` runs Ubuntu 22.04 LTS; unattended-upgrades is on for security updates only.
""")
F("2026-10-15", "fact", ["classes", "saturday"], r"""
The monthly Saturday town walk meets at the Kettlebrook rec car park at 10:00.
""")
F("2026-11-05", "decision", ["pupbase", "roadmap"], r"""
Vaccination due-date alerts are the next pupbase feature; Ruth wants them before the spring litters.
""", 0.85)
F("2026-11-20", "fact", ["fundraising", "christmas"], r"""
The Christmas bag-pack at the Northgate supermarket is on 13 December; Joy needs 12 volunteers and two puppies.
""")
F("2026-11-24", "fact", ["pupbase", "tokens"], r"""
API tokens for pupbase are per client (walkerportal, visitapp, classbook); rotate them in Bitwarden once a year.
""")
