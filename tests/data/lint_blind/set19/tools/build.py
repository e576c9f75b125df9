import os, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_lib as G
import content_root, content_extra, content_rem, content_auto

PAIRS = [
 # value_slot
 ('value_slot','V1a','V1b','caseflow production Postgres endpoint: port 5432 vs 5433 on pg-case'),
 ('value_slot','V2a','V2b','scanhub max upload size: 250 MB vs 500 MB'),
 ('value_slot','V3a','V3b','millq heartbeat/stall timeout: 45 s vs 120 s'),
 ('value_slot','V4a','V4b','billbook monthly statement run time: 06:00 vs 03:30'),
 ('value_slot','V5a','V5b','chairside Node version: 20 vs 22'),
 ('value_slot','V6a','V6b','scanhub raw scan retention: 3 years vs 10 years'),
 ('value_slot','V7a','V7b','Sheffield print room printer count: 6 vs 8'),
 ('value_slot','V8a','V8b','same-day pickup booking cutoff: 14:00 (runabout) vs 15:30 (chairside booking)'),
 ('value_slot','V9a','V9b','millq Redis endpoint: 6379 vs 6380'),
 ('value_slot','V10a','V10b','PBS VM backup retention: 14 days vs 30 daily snapshots'),
 # role_slot
 ('role_slot','R1a','R1b','caseflow background job backend: Sidekiq vs GoodJob'),
 ('role_slot','R2a','R2b','scanhub CI: GitHub Actions vs Woodpecker'),
 ('role_slot','R3a','R3b','billbook outbound email provider: Postmark vs Amazon SES'),
 ('role_slot','R4a','R4b','chairside login provider: Auth0 vs Keycloak'),
 ('role_slot','R5a','R5b','shadecam package manager: pnpm vs yarn'),
 ('role_slot','R6a','R6b','caseflow merge strategy: squash vs rebase-and-merge'),
 ('role_slot','R7a','R7b','millq error reporting: Sentry vs Bugsnag'),
 ('role_slot','R8a','R8b','scanhub object storage: MinIO vs Backblaze B2'),
 ('role_slot','R9a','R9b','runabout routing engine: self-hosted OSRM vs Google Routes API'),
 ('role_slot','R10a','R10b','billbook code formatter: black vs ruff format'),
 # negation
 ('negation','N1a','N1b','millq PRs: always squash-merged vs don\'t squash'),
 ('negation','N2a','N2b','scanhub deletes the uploaded zip after unpacking vs does not delete it'),
 ('negation','N3a','N3b','billbook: always run full suite before pushing vs don\'t run it'),
 ('negation','N4a','N4b','millq automatically requeues failed job vs never retries on its own'),
 ('negation','N5a','N5b','printq runs unattended overnight jobs vs does not'),
 ('negation','N6a','N6b','chairside order form shows list price vs never shows prices'),
 ('negation','N7a','N7b','decided to adopt Renovate vs decided not to use Renovate'),
 ('negation','N8a','N8b','runabout: signature required at every delivery vs not required'),
 ('negation','N9a','N9b','open PRs as drafts vs don\'t open draft PRs'),
 ('negation','N10a','N10b','billbook adds VAT to courier fee vs courier fee never VAT-rated'),
 # stale_vs_change
 ('stale_vs_change','S1a','S1b','caseflow hosting: Heroku (present) vs migrated from Heroku to Proxmox'),
 ('stale_vs_change','S2a','S2b','billbook error tracking: Rollbar vs switched from Rollbar to Sentry'),
 ('stale_vs_change','S3a','S3b','tickets filed in Jira LDL vs Jira read-only, Linear now'),
 ('stale_vs_change','S4a','S4b','scans by email to scans@ vs mailbox shut down'),
 ('stale_vs_change','S5a','S5b','millq nesting from hyperDENT vs no longer use hyperDENT (Exocad CAM)'),
 ('stale_vs_change','S6a','S6b','billbook deploy via Fabric vs moved from Fabric to Ansible'),
 ('stale_vs_change','S7a','S7b','remote access via OpenVPN vs OpenVPN retired, Tailscale'),
 ('stale_vs_change','S8a','S8b','printq jobs dropped in nas01 inbox share vs share read-only, API now'),
 ('stale_vs_change','S9a','S9b','runabout ETAs by SMS via Twilio vs no longer sends SMS'),
 ('stale_vs_change','S10a','S10b','shadecam betas via TestFlight vs moved from TestFlight to Jamf'),
 # refinement
 ('refinement','F1a','F1b','caseflow attachments via ActiveStorage; detail: service/bucket'),
 ('refinement','F2a','F2b','millq runs on mill-ctl01; detail: systemd unit, user, workdir'),
 ('refinement','F3a','F3b','restores tested quarterly; detail: schedule and procedure'),
 ('refinement','F4a','F4b','chairside is Next.js; detail: App Router v14, server actions'),
 ('refinement','F5a','F5b','prod deploys need a change ticket; detail: billbook label + rollback note'),
 ('refinement','F6a','F6b','runabout plans routes twice a day; detail: 07:30 and 13:00 weekdays'),
 ('refinement','F7a','F7b','shade photos need a colour card; detail: position and distance'),
 ('refinement','F8a','F8b','read-only prod SQL allowed; detail: psql service and readonly role'),
 ('refinement','F9a','F9b','printq does model and splint resin jobs; detail: resins and layer heights'),
 ('refinement','F10a','F10b','scanhub converts to STL; detail: meshlabserver and decimation'),
 # other_subject
 ('other_subject','O1a','O1b','Postgres endpoints: chairside (pg-portal) vs billbook (pg-bill)'),
 ('other_subject','O2a','O2b','CI: millq Woodpecker vs printq GitHub Actions'),
 ('other_subject','O3a','O3b','Node version: runabout 18 vs shadecam 20'),
 ('other_subject','O4a','O4b','session length: runabout driver app 10 h vs caseflow bench sessions 8 h'),
 ('other_subject','O5a','O5b','billbook hosts: staging bill-stg01 vs production bill-prod01'),
 ('other_subject','O6a','O6b','on-call: Leeds mill room vs Sheffield print room'),
 ('other_subject','O7a','O7b','retry counts: runabout webhooks 5 vs billbook card payments 3'),
 ('other_subject','O8a','O8b','shade guide: Leeds VITA Classical vs Sheffield VITA 3D-Master'),
 ('other_subject','O9a','O9b','attachment size: chairside photos 20 MB vs caseflow attachments 50 MB'),
 ('other_subject','O10a','O10b','Python version: billbook 3.12 vs scanhub 3.11'),
 # dated_history
 ('dated_history','D1a','D1b','millq January pilot drove two mills vs now all five'),
 ('dated_history','D2a','D2b','2025 statements from Sage 50 vs billbook generates them now'),
 ('dated_history','D3a','D3b','until May shadecam photos stayed on iPads vs uploads to caseflow now'),
 ('dated_history','D4a','D4b','before Sheffield opened all printing in Leeds vs most splints printed in Sheffield now'),
 ('dated_history','D5a','D5b','2025 Christmas peak three rounds a day vs two rounds a day'),
 ('dated_history','D6a','D6b','scanhub Python 3.9 until July vs 3.11 now'),
 ('dated_history','D7a','D7b','Q1 agent staging-only vs may deploy to prod with approval'),
 ('dated_history','D8a','D8b','until August Leeds closed at 17:00 vs hours 07:00-19:00'),
 ('dated_history','D9a','D9b','January: Grafana 9 vs Grafana 11 now'),
 ('dated_history','D10a','D10b','2025 beta: crowns and bridges only vs five product families now'),
 # agreeing_duplicate
 ('agreeing_duplicate','A1a','A1b','terse replies, command first'),
 ('agreeing_duplicate','A2a','A2b','case IDs prefixed with site code LDS/SHF + six digits'),
 ('agreeing_duplicate','A3a','A3b','millq config at /etc/millq/millq.toml'),
 ('agreeing_duplicate','A4a','A4b','statements emailed as PDF attachments'),
 ('agreeing_duplicate','A5a','A5b','scan formats STL/PLY/OBJ'),
 ('agreeing_duplicate','A6a','A6b','runabout driver app on Zebra TC26 handhelds'),
 ('agreeing_duplicate','A7a','A7b','nightly anonymised staging refresh'),
 ('agreeing_duplicate','A8a','A8b','pbs01 location: Leeds comms cupboard rack B'),
 ('agreeing_duplicate','A9a','A9b','caseflow tests use RSpec + FactoryBot'),
 ('agreeing_duplicate','A10a','A10b','commit messages English, imperative, <=72 chars'),
 # negation_scope
 ('negation_scope','NS1a','NS1b','never restart millq while cutting vs restart after config change'),
 ('negation_scope','NS2a','NS2b','no billbook deploys on 1st/2nd vs usually deployed Tue/Thu'),
 ('negation_scope','NS3a','NS3b','never put patient names in emails vs runabout emails delivery confirmation (case ID)'),
 ('negation_scope','NS4a','NS4b','printq rejects jobs without case ID in filename vs accepts jobs from caseflow/PreForm'),
 ('negation_scope','NS5a','NS5b','never VACUUM FULL during lab hours vs weekly VACUUM ANALYZE'),
 ('negation_scope','NS6a','NS6b','must not push to main vs pushes feature branches + PRs'),
 ('negation_scope','NS7a','NS7b','never shows other practices\' cases vs shows all cases of own practice'),
 ('negation_scope','NS8a','NS8b','never reboot pbs01 during a backup job vs monthly update reboot'),
 ('negation_scope','NS9a','NS9b','never issue credit note without reason code vs credit notes issued automatically for lab-fault remakes'),
 ('negation_scope','NS10a','NS10b','don\'t call vendor APIs from tests vs millq talks to mills via vendor APIs'),
]
CONTRA = {'value_slot','role_slot','negation','stale_vs_change'}

def q(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

def main():
    out = G.OUT
    if os.path.exists(out): shutil.rmtree(out)
    # MEMORY.md
    idx = ['# Memory index', ''] + [f"- [{t}]({f}) — {h}" for f, t, h in sorted(G.ROOT_INDEX)]
    G.FILES['MEMORY.md'] = '\n'.join(idx) + '\n'
    for p, txt in G.FILES.items():
        fp = os.path.join(out, p); os.makedirs(os.path.dirname(fp), exist_ok=True)
        open(fp, 'w').write(txt)
    used = set()
    lines = ['now: 2026-11-28', 'pairs:']
    for cls, ka, kb, note in PAIRS:
        used |= {ka, kb}
        (pa, ca), (pb, cb) = G.CLAIMS[ka], G.CLAIMS[kb]
        assert pa != pb, (ka, kb)
        if pb < pa:
            pa, ca, pb, cb = pb, cb, pa, ca
        lines += [f"  - a: {pa}", f"    b: {pb}",
                  f"    label: {'contradiction' if cls in CONTRA else 'non_contradiction'}",
                  f"    class: {cls}", f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(note)}"]
    unused = set(G.CLAIMS) - used
    assert not unused, unused
    open(os.path.join(out, '..', 'labels.yaml'), 'w').write('\n'.join(lines) + '\n')
    print('files', len(G.FILES), 'pairs', len(PAIRS), 'flat', sorted(G.FLAT))

main()
