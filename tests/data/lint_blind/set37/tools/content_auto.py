# free notes: (slug, title, created, tags, body)
AUTO = []
def A(slug, title, created, tags, body):
    AUTO.append((slug, title, created, tags, body.strip("\n") + "\n"))

A("turnstile-basket-sweeper","turnstile basket sweeper","2026-04-02",["turnstile","baskets"], """
# Basket sweeper

{{V2b}}
The sweeper runs every minute and logs released slots at INFO with the basket id.

Seen in March: baskets abandoned on the payment page kept slots for the full hold and the
Saturday 11:00 slots looked sold out. Not a bug, just the hold.
""")
A("wayfinder-ios-support","wayfinder iOS support","2026-08-14",["wayfinder","ios"], """
Notes from the support inbox triage.

{{V4b}}
About 3% of sessions were on older iOS when we checked in TelemetryDeck.
""")
A("restic-retention","restic retention notes","2026-05-19",["backups","restic"], """
# restic retention

{{V7b}}
Pruning runs Sunday 04:00 on `backup-01` (`restic forget --prune`); it takes ~40 min for the media repo.
Restore test in April: 2.1 GB folder in 6 minutes.
""")
A("guide-api-cache","guide-api cache","2026-09-10",["guide-api","redis"], """
{{V10b}}
Keys look like `manifest:<site>:<tour>:<lang>`; flush with `redis-cli --scan --pattern 'manifest:*'` piped to `DEL`,
never `FLUSHALL` (other apps on that instance).
""")
A("turnstile-payments","turnstile payments","2026-06-09",["turnstile","payments"], """
# Payments

{{R2b}}
Test cards only on staging. Chargebacks arrive by email to finance and are handled there.
""")
A("turnstile-email","turnstile emails","2026-08-21",["turnstile","email"], """
{{R5b}}
Bounce and complaint notifications come back through SNS to the `/hooks/mail-events` endpoint.
Templates are MJML in `apps/api/src/mail/templates`.
""")
A("turnstile-web-setup","turnstile-web local setup","2026-10-06",["turnstile","frontend"], """
# turnstile-web local setup

{{R7b}}
Then `cp .env.example .env.local`, point `NEXT_PUBLIC_API_URL` at the staging API and run the dev server.
Node 20 (see `.nvmrc`).
""")
A("footfall-storage","footfall storage","2026-07-01",["footfall","storage"], """
{{R9b}}
Retention policies are set on the bucket; the rollup task runs every 15 minutes.
Query from Grafana with Flux, the dashboards are in the `Visitor` folder.
""")
A("wayfinder-release-checklist","wayfinder release checklist","2026-08-03",["wayfinder","release"], """
# Release checklist

- Bump version with `scripts/bump.sh`
- Update the "What's new" text in both stores
{{R10b}}
- Phased release: 10% day one, then 50%, then 100%
- Tell Visitor Services so the desk can answer questions
""")
A("wayfinder-streaming","wayfinder audio delivery","2026-09-24",["wayfinder","audio"], """
{{N3b}}
Audio is AAC 64 kbps; a typical 40-minute tour is around 20 MB streamed.
The museum Wi-Fi was upgraded in the galleries for this.
""")
A("guide-api-dev","guide-api dev notes","2026-05-26",["guide-api"], """
# guide-api dev notes

{{N8b}}
{{A6b}}
Local run: `uv run uvicorn guide_api.main:app --reload`; fixtures in `tests/fixtures/tours/`.
""")
A("loanbook-indemnity","loanbook indemnity","2026-02-19",["loanbook","gis"], """
{{N10a}}
The application PDF is generated from the loan record and the object valuations.
""")
A("footfall-emqx-switch","footfall broker switch","2026-08-25",["footfall","mqtt"], """
# Broker switch

{{S3b}}
Sensors reconnected on their own after the DNS change; the Millhouse one took 20 minutes.
Dashboard for the broker: EMQX web UI on port 18083 (VPN only).
""")
A("wayfinder-content-workflow","wayfinder content workflow","2026-02-09",["wayfinder","content"], """
# How tour content gets in

{{S4a}}
Curators write transcripts in Word; Sofia pastes them in and uploads audio from the studio.
Publishing a tour triggers a webhook to guide-api which rebuilds the manifest.
""")
A("loanbook-pdf","loanbook PDF generation","2026-04-16",["loanbook","pdf"], """
{{S5b}}
The sidecar listens on port 8090 inside the pod; the Rails side posts HTML and gets a PDF back.
""")
A("turnstile-sso","turnstile admin sign-in","2026-09-15",["turnstile","sso"], """
{{S8b}}
Access is granted by adding people to the `HCM-Turnstile-Admins` group; leavers drop out automatically.
""")
A("vault-backups","vault backups","2026-03-02",["vault","backups"], """
# vault backups

{{F1b}}
Restore drill (March): full restore to a scratch VM took 35 minutes.
""")
A("footfall-dashboards","footfall dashboards","2026-07-06",["footfall","grafana"], """
{{F5b}}
Gemma uses the "Today" panel at the morning briefing; don't rename it.
""")
A("cantaloupe-tuning","Cantaloupe tuning","2026-06-11",["imagery","iiif"], """
# Cantaloupe tuning

{{F10b}}
Heap is 4 GB; the JP2 processor is Kakadu (licence through the university partnership).
Cold requests for big TIFFs take 2-3 s; warm ones are under 100 ms.
""")
A("footfall-dedup","footfall dedup","2026-05-04",["footfall","redis"], """
{{O4b}}
Sensors sometimes resend a batch after reconnecting, hence the dedup by `(sensor, line, ts)`.
""")
A("footfall-sensor-pull","footfall sensor pull","2026-06-16",["footfall","sensors"], """
# Sensor pull fallback

When a sensor misses its push, footfall pulls the missing interval from the sensor's local API.
{{O8b}}
Stale sensors show up in red on the dashboard.
""")
A("wayfinder-soft-launch","wayfinder soft launch","2026-04-27",["wayfinder","history"], """
# Soft launch notes

{{D1a}}
Beacon placement was the main lesson: metal display cases killed the signal.
""")
A("vault-pg-upgrade","vault Postgres upgrade","2026-02-05",["vault","postgres"], """
{{D3a}}
Upgrade done with `pg_upgrade --link` over a weekend closure; the only surprise was an extension
that had to be rebuilt.
""")
A("guide-api-scaling","guide-api scaling","2026-06-29",["guide-api","history"], """
{{D6a}}
It coped fine except on the free Late Thursdays, when manifest requests timed out.
""")
A("quayside-network","Quayside network history","2026-09-01",["quayside","network"], """
{{D9a}}
The card terminal dropped out regularly; that was the main driver for the rewire.
""")
A("loan-couriers","loan couriers","2026-03-23",["loans","couriers"], """
# Couriers

{{A3b}}
The registrar books them; loanbook stores the booking reference and pulls status from the shipper's API.
""")
A("wayfinder-push","wayfinder push rules","2026-07-13",["wayfinder","push"], """
{{NS4a}}
Quiet hours are enforced server-side in the notifications job, not in the app.
""")
A("turnstile-refund-rules","turnstile refund rules","2026-10-19",["turnstile","refunds"], """
# Refund rules (from finance)

{{NS7a}}
Donation add-ons are refunded only on request.
""")
# ---------------- unpaired
A("k3s-upgrade-2026","k3s upgrade 2026","2026-05-30",["k3s","infra"], """
# k3s upgrade

Upgraded the cluster node by node with `kubectl drain`; took an evening.
Traefik CRDs needed reapplying afterwards. Next upgrade window: after the Christmas freeze.
""")
A("museum-wifi","museum Wi-Fi","2026-03-13",["network"], """
Public Wi-Fi SSID `HCM-Visitors`, captive portal run by the council. Bandwidth caps per device: 5 Mbit/s.
Staff SSID is separate and has no access to the server VLAN.
""")
A("winter-lights","Winter Lights late openings","2026-11-20",["events"], """
# Winter Lights

Late openings on Fridays in December, 17:00-21:00, ticketed separately.
Expect the busiest evening sales of the year; watch the shop error rate.
""")
A("art-uk-contacts","Art UK contacts","2026-02-14",["open-data"], """
Art UK data team contact: data@ (shared). They harvest our feed nightly and flag malformed records
by email once a week.
""")
A("grafana-alerts","Grafana alert routing","2026-06-05",["monitoring"], """
Grafana alert rules live in the `alerting/` folder of the infra repo and are provisioned, not clicked.
Contact points: PagerDuty for pages, the #digital-alerts Teams channel for warnings.
""")
A("teams-channels","Teams channels","2026-01-16",["comms"], """
- #digital - general
- #digital-alerts - warnings from Grafana
- #front-of-house - Visitor Services; ask Gemma before posting there
""")
A("dpia-notes","DPIA notes","2026-11-12",["gdpr"], """
# DPIA

The council template is in SharePoint. Needed for new systems with personal data.
Last one was for the turnstile SSO change; Priya signed it off with the council DPO.
""")
A("lighthouse-scores","shop performance","2026-04-10",["turnstile","performance"], """
Lighthouse on the shop home page: performance 71 mobile, 93 desktop.
The slot picker bundle is the biggest chunk; lazy-load it behind the date choice.
""")
A("object-photography","object photography workflow","2026-03-06",["imagery","photography"], """
# Photography workflow

Aisha shoots tethered in Capture One, exports 16-bit TIFF masters with the accession number in the name,
and drops them in the upload folder. The ingest script links them to vault records by filename.
""")
A("rehang-checklist","rehang checklist","2026-08-31",["galleries"], """
When a gallery is rehung: update object locations in vault, move the wayfinder beacons if needed,
redo the sensor counting lines if the doorways changed, and tell Visitor Services.
""")
A("collections-online-seo","Collections Online SEO","2026-10-26",["collections-online"], """
Added sitemap generation for published objects and `schema.org/VisualArtwork` markup.
Search Console shows most traffic lands on object pages from image search.
""")
A("volunteer-training","volunteer training","2026-09-18",["millhouse","volunteers"], """
Millhouse volunteers get a one-page guide for the front desk; keep it to one page.
Training sessions are on the first Saturday of the month.
""")
A("lender-portal-idea","lender portal idea","2026-07-24",["loans","ideas"], """
Idea (not scheduled): a small portal where lenders can see the condition reports and install photos
of their objects. Tom likes it; needs a DPIA and some thought about access.
""")
A("audio-recording","audio recording notes","2026-05-08",["wayfinder","audio"], """
Tour audio is recorded in the learning studio; target -16 LUFS, mono, 48 kHz WAV masters.
Transcripts must match the audio word for word (accessibility).
""")
A("budget-2027","digital budget 2027","2026-11-09",["budget"], """
Draft 2027 digital budget submitted. Biggest lines: app store fees and hosting, sensor licences,
the Sensory Trust audit. Priya expects a 5% cut from the council.
""")
A("typography","brand fonts","2026-01-22",["design"], """
Brand fonts: Source Serif for headings, Inter for body. The shop and the app both use them;
the licence for the serif webfont is in the design team's drive.
""")
A("incident-2026-04-shop","shop incident April 2026","2026-04-05",["incident","turnstile"], """
# Shop outage, 4 April 2026

The shop returned 502s for 40 minutes on Easter Saturday. Cause: the API pod ran out of memory after
a report query loaded a whole year of orders. Fix: the report now pages through orders.
""")
A("incident-2026-08-counts","footfall gap August 2026","2026-08-26",["incident","footfall"], """
# Counting gap

No counts from the main entrance for 3 hours on 24 August during the broker work. Gemma estimated
the gap from the tills; the estimate is flagged in the monthly return.
""")
A("mermaid-diagrams","architecture diagrams","2026-03-19",["docs"], """
Architecture diagrams are Mermaid in each repo's `docs/architecture.md`.
There is one overview diagram in the infra repo that links them.
""")
A("exhibition-calendar","exhibition calendar","2026-10-12",["exhibitions"], """
- East Hall: "Harbour Lights" from March 2027
- Long Gallery: rotating works on paper, changes every 4 months (light levels)
- Quayside: photography programme, three shows a year
- Millhouse: local history, one show a year plus the textile room
""")
A("security-review","security review","2026-06-26",["security"], """
Council pen test in June found: missing HSTS on the shop staging host, verbose errors on one loanbook
endpoint. Both fixed the same week.
""")
A("shop-analytics","shop analytics","2026-09-05",["turnstile","analytics"], """
Analytics on the shop is Plausible (cookie-free, so no banner). Goals: slot selected, checkout started,
order completed. Conversion from slot selected to paid is around 62%.
""")
A("label-printer","label printer","2026-02-02",["collections"], """
The object label printer in the stores is a Zebra ZD421; vault generates ZPL for it from the
location screen. Ribbons are ordered by the collections team.
""")
A("app-store-reviews","app store reviews","2026-10-30",["wayfinder"], """
App rating 4.6 on iOS, 4.3 on Android. Common complaints: no family mode yet, audio too quiet
on some Android phones.
""")

A("conservation-env","gallery environment targets","2026-04-23",["conservation"], """
# Environmental targets (from Conservation)

Galleries: 40-60% RH, 16-25 C, following the Bizot green guidelines.
Works on paper: 50 lux max. The data loggers are separate from anything we run.
""")
A("sharepoint-sites","SharePoint sites","2026-01-30",["comms","docs"], """
- Visitor Services: rotas, desk procedures, monthly returns
- Collections: loan agreements archive, facility reports, disposals
- Digital: design docs that non-devs need to read
""")
