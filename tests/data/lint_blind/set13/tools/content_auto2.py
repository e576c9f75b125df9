from lib import auto

auto("incident-2026-06-givenergy-outage", "Incident: GivEnergy cloud outage", "2026-06-13", ["incident", "sunwatch"], """
# Incident 2026-06-12: GivEnergy cloud outage

- 09:40 support calls start: customers' apps show no data
- 09:55 Priya confirms GivEnergy's status page reports a cloud outage; nothing on our side
- 10:10 muted the underperformance alert for GivEnergy sites for 24 h
- 15:30 vendor recovered; `sunwatchctl backfill` run for the gap

Follow-ups:
- BFS-488 vendor-level mute switch instead of editing `mute.yaml`
- Support saved reply for "vendor outage"
""")

auto("quoteforge-pdf-emoji", "quoteforge PDF emoji crash", "2026-02-03", ["quoteforge", "pdf", "bug"], """
# Emoji in customer names

A customer entered "Sarah 🌞" as their first name in the web enquiry form; the PDF job crashed
on the missing glyph. Fix: `QuotePdf#sanitize_name` strips anything outside Latin-1 and logs it.
The enquiry form now shows a warning too.
""")

auto("myarray-playwright-flakes", "myarray flaky e2e tests", "2026-07-30", ["myarray", "tests"], """
# Playwright flakes

The smoke test for the documents page was flaky: the list renders before the signed URLs come back.
Fixed by waiting for `data-ready="true"` on the list, not for the network to go idle.
Don't use `waitForTimeout` anywhere; Kwame will reject it in review.
""")

auto("crewplan-met-office", "Met Office DataHub in crewplan", "2026-03-05", ["crewplan", "weather"], """
# Weather data

crewplan pulls the Met Office DataHub site-specific forecast for each job postcode district
each morning at 05:00, and shows wind, gusts and rain probability in the day view.
The free tier covers our volume; the key is in 1Password ("Met Office DataHub").
""")

auto("ledgerline-vat-rounding", "ledgerline VAT rounding", "2026-05-08", ["ledgerline", "vat"], """
# VAT rounding

Most of our invoices are zero-rated, but commercial jobs carry 20% VAT. Rounding is done
on the invoice total, half-up, matching Xero's "round total" setting. A mismatch of 1p
shows up in the Xero push log as `TotalMismatch` if someone changes that setting.
""")

auto("surveykit-gps-drift", "surveykit GPS drift", "2026-08-28", ["surveykit", "gps"], """
# GPS drift on tablets

The Samsung tablets report positions up to 40 m off in terraced streets. surveykit now lets
the surveyor drag the pin on the map before saving; the PVGIS lat/lon comes from the pin.
""")

auto("weekly-sync-2026-03-16", "Weekly sync 2026-03-16", "2026-03-16", ["meeting"], """
# Weekly sync, 16 March

- Hannah: spring price book is in, panel prices down ~4%
- Priya: Fronius integration half done; needs a paid Solar.web plan
- Kwame: Android build of surveykit in internal testing
- Lowri: G99 form templates reviewed with Dan
- Tom: interviewing for a fifth dev in April (didn't happen, budget)
""")

auto("incident-2026-09-cert-expiry", "Incident: expired certificate on the staging ingress", "2026-09-19", ["incident", "infra"], """
# Incident 2026-09-18: staging cert expiry

cert-manager could not renew the staging wildcard because the DNS-01 token had been rotated
in Hetzner DNS and not in the cluster secret. Staging was down for 3 hours.
Follow-up: the token now lives in one place and is synced by External Secrets.
""")

auto("onboarding-checklist", "Onboarding checklist for a new developer", "2026-04-09", ["onboarding"], """
# Onboarding

1. Tailscale invite, 1Password vault "Engineering"
2. GitHub org `bfs`, Linear workspace
3. Clone the repo you'll start on and run `docker compose up`
4. One day in the field with a surveyor and one with an install crew (mandatory, Tom insists)
5. Read the DNO rules note and the glossary
""")

auto("price-book-import", "Price book import", "2026-01-19", ["quoteforge", "price-book"], """
# Price book import

Midsummer sends a CSV each quarter. `bin/rails price_book:import FILE=...` maps their SKUs
to ours using `config/sku_map.yml`; unknown SKUs are listed and skipped, never guessed.
Hannah checks the diff before it's committed.
""")

auto("mcs-database", "MCS Installation Database", "2026-05-14", ["mcs", "handover"], """
# MCS Installation Database

There's no public API; certificates are registered through the web UI by Sian.
The certificate number is then typed into crewplan's job page, from where the handover pack
picks it up. A scraper was suggested and rejected (terms of use).
""")

auto("ops-export-csv", "Ops CSV exports", "2026-06-29", ["crewplan", "exports"], """
# CSV exports from crewplan

Gemma exports next week's jobs to CSV for the wholesaler order. Columns: job number,
postcode, kWp, panel SKU, count, inverter SKU, battery SKU, install date.
Dates are formatted `DD/MM/YYYY` because Excel.
""")

auto("shading-analysis", "Shading analysis", "2026-07-23", ["quoteforge", "mcs", "shading"], """
# Shading

The MCS shading method uses the sun-path diagram photo from the survey. surveykit captures
the photo with a fisheye clip-on lens; the designer marks the horizon in quoteforge and the
shading factor is applied to the yield estimate.
""")

auto("dno-export-limits", "Export limits on G99 jobs", "2026-08-09", ["gridlink", "g99", "export"], """
# Export limitation

When NGED offers a G99 connection with an export cap, the inverter's export limit is set at
commissioning and the setting photographed. gridlink stores the cap as `export_limit_kw` and the
handover pack prints it on the "your system" sheet.
""")

auto("cornwall-travel", "Cornwall travel times", "2026-09-25", ["crewplan", "exeter"], """
# Cornwall jobs

West Cornwall is 2-2.5 h from Exeter. crewplan adds a travel buffer per postcode area
(`TR` = 150 min, `PL` = 60 min). Jobs west of Truro should be two-day jobs with a B&B booked.
""")

auto("pen-test-scope", "Pen test scope (October)", "2026-09-28", ["security", "myarray"], """
# Pen test scope

In scope: myarray (prod-like staging), the quoteforge customer-facing quote page.
Out of scope: internal tools, the cluster itself.
Tester: a two-person firm from Bath recommended by our insurer.
""")

auto("data-retention", "Data retention notes", "2026-10-30", ["gdpr", "retention"], """
# Data retention (draft, for Tom)

- Lost quotes: anonymise after 2 years
- Installed customers: keep for the life of the warranty (25 years for panels)
- Survey photos: keep with the job
- Support conversations: 3 years
Not yet implemented anywhere; BFS-640.
""")

auto("linear-triage", "Linear triage habits", "2026-11-09", ["linear", "process"], """
# Triage

Monday 09:30, Tom + Hannah. Field requests get a reply within the week even if the answer is no.
Bugs from customers jump the queue; office requests wait for the next cycle.
""")

auto("incident-2026-03-quote-pdf-timeouts", "Incident: quote PDFs timing out", "2026-03-21", ["incident", "quoteforge", "pdf"], """
# Incident 2026-03-20: quote PDFs timing out

Large commercial quotes (80+ panels, three roof planes) took over 60 s to render and the web
request timed out before the "download" link appeared.

- Cause: the layout diagram was rendered at print resolution for every roof plane
- Fix: diagrams cached per layout hash; render time back to ~8 s
- Follow-up BFS-402: move the download behind a "your PDF is ready" email (done in April)
""")

auto("quoteforge-flipper-flags", "quoteforge feature flags in use", "2026-08-14", ["quoteforge", "flags"], """
# Flags

| flag | state | notes |
|---|---|---|
| `battery_upsell_banner` | on | Hannah's, shows the battery add-on on PV-only quotes |
| `seg_median_default` | on | see SEG tariffs note |
| `ev_charger_line_items` | off | for the Q1 2027 EV work |
| `new_layout_editor` | 25% of sales users | Kwame's drag-and-drop layout editor |

Remove flags within a month of reaching 100%.
""")

auto("sunwatch-fronius-notes", "Fronius Solar.web quirks", "2026-05-29", ["sunwatch", "fronius"], """
# Fronius quirks

- Solar.web reports energy in Wh for some endpoints and kWh for others; normalise at the client
- Older Symo inverters only upload when the data manager has Wi-Fi; gaps are normal at night
- Site IDs are GUIDs, stored as text, not UUID type, because some have uppercase letters
""")

auto("crewplan-depot-codes", "Depot codes", "2026-09-09", ["crewplan", "depots"], """
# Depot codes

- `BRS` Bristol (HQ, Avonmouth unit)
- `CDF` Cardiff (Pontprennau)
- `EXE` Exeter (Marsh Barton)

Job numbers don't encode the depot; crewplan stores it on the job.
""")

auto("surveykit-accessibility", "surveykit accessibility pass", "2026-11-04", ["surveykit", "a11y"], """
# Accessibility pass

Surveyors work in bright sun with gloves on. Changes in v2.8:
- minimum tap target 56 px
- high-contrast theme toggle in settings
- photo shutter also on the volume button
""")
