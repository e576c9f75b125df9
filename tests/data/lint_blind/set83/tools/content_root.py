# Root (Claude Code auto-memory) files. Lines starting with @ID@ are claim lines; the marker is stripped.
# flat=True: description written without quotes although it contains ": " (intentional, not strict YAML).
ROOT = {}

def R(fname, name, desc, typ, title, hook, body, flat=False):
    ROOT[fname] = dict(name=name, desc=desc, type=typ, title=title, hook=hook, body=body, flat=flat)

R("reference_heron_cluster.md", "heron-cluster", "Heron overview: nodes, Slurm, accounting DB, login, provisioning", "reference",
  "Heron cluster", "CPU cluster hardware, scheduler, access, management", """
# Heron (CPU cluster)

Heron is the main CPU cluster, in the Hollins Building data centre (DC2). Funded 2023, five-year life.

## Hardware
@F1a@- 412 compute nodes (`hn001`–`hn412`), dual AMD EPYC 7713, 128 cores each
- Standard nodes have 512 GB RAM
@A9a@- Interconnect: InfiniBand HDR100
- Lustre LNet routers `lnet01`–`lnet04` sit on the same fabric

## Scheduler
@V5a@- Slurm 23.11.6 on the controller (`heron-ctl01`) and every node; config lives in `ansible-heron/roles/slurm`
- `slurmctld` hot standby on `heron-ctl02`; failover is manual, see runbook
@V1a@- Accounting DB (slurmdbd): MariaDB on `slurmdb01.hpc.kestrel.ac.uk:3306`, database `slurm_acct`
@O3a@- `long` partition: 14-day limit, 16 dedicated nodes
- Partition table and defaults: reference_partitions.md

## Access
@O2a@- Login: `login1` and `login2`, reached as `login.hpc.kestrel.ac.uk` (DNS round-robin)
- Users are held to 4 cores / 16 GB on a login node by cgroups

## Management
@R8a@- Provisioning: Warewulf 4, stateless images built nightly from `ansible-heron`
- Node health check (NHC) runs from slurmd every 5 minutes and drains nodes that fail it
- Out-of-band: iDRAC on the mgmt VLAN, `ipmitool` from `heron-mgmt01`
""", flat=True)

R("reference_kite_gpu.md", "kite-gpu", "Kite GPU cluster: nodes, GPUs, partition, limits", "reference",
  "Kite GPU cluster", "GPU cluster layout, access, limits", """
# Kite (GPU cluster)

Separate small cluster next to Heron, same /home and /scratch, own Slurm controller.

@F9a@- 32 NVIDIA A100 80GB in total
- Plus 4 L40S nodes for visualisation and teaching (`kv01`–`kv04`)
- Kite has its own Slurm controller (`kite-ctl01`); see the user guide note for access
@V7a@- Each user can hold at most 4 GPUs at once across all their running jobs
@F2a@- GPU jobs have to ask for them explicitly with `--gres=gpu:N`
@O9a@- Kite's nodes were installed by Dell with xCAT and we kept it; the xCAT head node is `kite-mgmt`
- Jobs are billed at 40 core-hour equivalents per GPU hour
""")

R("reference_storage.md", "storage", "Filesystems on Heron and Kite: home, scratch, projects, quotas", "reference",
  "Storage", "home, scratch and project filesystems, quotas, purge", """
# Storage overview

| mount | backend | quota | notes |
|---|---|---|---|
| /home | NFS (`nas-home01`) | per user | nightly snapshots, 14 kept |
| /scratch | Lustre (DDN) | none | purge applies |
| /projects | see below | per project | allocated via rcportal |

## /home
@V2a@- 50 GB quota per user, 1 million files; `rcquota` shows both
- Snapshots under `/home/.snapshot/` — users can restore themselves

## /scratch
@V3a@- Files that have not been accessed for 60 days are purged
@A8a@- Capacity: 2.4 PB usable
- Stripe count defaults to 1; large-file users should set `lfs setstripe -c 8`

## /projects
@F5a@- New projects get a 1 TB allocation by default
- Project directories are group-owned by the rcportal project group (`p_<code>`)
""", flat=True)

R("reference_partitions.md", "partitions", "Slurm partitions on Heron and their limits", "reference",
  "Partitions", "partition names, walltimes, defaults", """
# Heron partitions

| partition | max walltime | nodes | use |
|---|---|---|---|
@V4a@| compute | 48 h | 364 | default for CPU jobs |
| long | 14 days | 16 | by request only |
| himem | 7 days | 24 | 1.5 TB nodes |
| interactive | 8 h | 8 | `srun --pty`, OnDemand |

@D10b@- Default memory: 4000 MB per CPU (DefMemPerCPU) on every Heron partition
- `MaxMemPerCPU` is not set; asking for more memory just blocks more cores in accounting
- Kite's partitions are in reference_kite_gpu.md
""")

R("reference_rcportal.md", "rcportal", "rcportal: account and project portal (Django), hosting, DB, mail", "reference",
  "rcportal", "account/project portal stack and deployment", """
# rcportal

The self-service portal at https://portal.hpc.kestrel.ac.uk — account requests, project allocations,
PI approvals, usage views. Repo: `gitlab.kestrel.ac.uk/rc/rcportal`.

@F4a@- rcportal is a Django app with a small HTMX front end
@V6a@- DB: `postgresql://rcportal@pgsql02.its.kestrel.ac.uk:5432/rcportal`
- Runs on two VMs (`rcportal01`, `rcportal02`) behind the ITS load balancer
- LDAP writes go to the RC FreeIPA (`ipa01.hpc.kestrel.ac.uk`)
@R10a@- Notification mail goes out through the university SMTP relay `smtp-relay.kestrel.ac.uk`
@R9a@- MRs are merged with a merge commit, never fast-forwarded, so each release is one merge in `git log --first-parent`
""")

R("reference_ondemand.md", "ondemand", "Open OnDemand service: URL, apps, session defaults", "reference",
  "Open OnDemand", "web portal apps and session defaults", """
# Open OnDemand

@F8a@- Open OnDemand runs at https://ood.hpc.kestrel.ac.uk
- Apps: Jupyter, RStudio, MATLAB, desktop (XFCE), VS Code server
@V8a@- Interactive desktop sessions default to 4 hours; users can pick up to the partition limit
- Sessions land on the `interactive` partition unless the form says otherwise
@D6b@- OnDemand is open to every Heron account holder, no separate sign-up
""")

R("reference_software_stack.md", "software-stack", "Central software stack: modules, build tooling, containers", "reference",
  "Software stack", "modules, builds, containers, requests", """
# Software stack

## Modules
- Everything central lives under `/apps`, one tree per OS release
@V9a@- `module load python` gives Python 3.11.5 (the default the EasyBuild toolchain was built against)
- Toolchains: foss/2023a is the default, intel/2023a on request

## Building
@R7a@- Centrally installed software is built with EasyBuild; easyconfigs live in `rc/easyconfigs`
- Test builds go to `/apps/staging` first

## Containers
@R3a@- Apptainer 1.3 is the only supported container runtime; Docker images get converted with `apptainer build`
""")

R("reference_monitoring.md", "monitoring", "Monitoring and alerting: Prometheus, Grafana, paging", "reference",
  "Monitoring", "metrics, dashboards, alert routing", """
# Monitoring

- Prometheus on `prom01` scrapes node_exporter, slurm_exporter, the Lustre exporter and the IPMI exporter
@A2a@- Grafana dashboards live at `grafana.hpc.kestrel.ac.uk:3000`
@R4a@- Critical alerts page the on-call through PagerDuty (service "HPC Infrastructure")
- Warnings only go to the #rc-alerts channel
@R1a@- Logs from every node and service ship to Graylog (`graylog.hpc.kestrel.ac.uk`), 30 days retention
""")

R("reference_accounts_and_access.md", "accounts-access", "How users get accounts and log in", "reference",
  "Accounts and access", "account lifecycle, MFA, SSH", """
# Accounts and access

@A4a@- SSH to the login nodes needs university password + Duo MFA; keys alone are not enough
@O8a@- External collaborator accounts last 12 months and can be renewed by the sponsoring PI
- Accounts live in FreeIPA, synced from rcportal
@NS8a@- An account is never created without a PI sponsor, including for PhD students who "already have one at their old university"
@N3a@- Users are allowed to ssh into compute nodes where they have a running job (pam_slurm_adopt puts them in the job's cgroup)
""")

R("reference_team.md", "team", "Who is who in Research Computing", "reference",
  "Team", "people and what they own", """
# Research Computing team

- Dr Aisha Brennan — head of Research Computing, owns budget and allocation policy
- Marek Nowak — HPC systems (Slurm, provisioning, Ansible), the person I mostly work with
- Kwame Boateng — storage (Lustre, NFS, project storage, backups)
- Hannah Lee — research software engineer: software stack, training, docs
- Ines Duarte — service desk lead, triages the support queue
@S2a@- Support tickets arrive in RT, queue `hpc-support` (`rt.hpc.kestrel.ac.uk`)
""")

R("reference_glossary.md", "glossary", "Glossary: local names and abbreviations", "reference",
  "Glossary", "local names, hosts, abbreviations", """
# Glossary

- **Heron** — the CPU cluster. **Kite** — the GPU cluster.
- **DC2** — Hollins Building data centre. **DC1** — the ITS machine room (tape library, secure enclave).
- **RDS** — research data storage, mounted as /projects (historic name, the path used to be /rds)
- **p-code** — project code, e.g. `p_chem0042`
- **DTN** — data transfer node (`dtn01`)
- **hpc-announce** — user announcement mailing list
""", flat=True)

R("reference_globus.md", "globus", "Globus data transfer endpoint on the DTN", "reference",
  "Globus", "data transfer node and endpoint", """
# Globus

@S6a@- The DTN (`dtn01`) runs Globus Connect Server v4, endpoint name "Kestrel Heron DTN"
- Users log in with university credentials through CILogon
@O7a@- Globus retries failed files up to 3 times before it marks the transfer faulted
- 40 Gb/s uplink to Janet, no firewall inspection on the DTN VLAN
""")

R("reference_licence_servers.md", "licence-servers", "FlexLM licence servers for commercial software", "reference",
  "Licence servers", "MATLAB, ANSYS, Abaqus licence endpoints", """
# Licence servers

@V10a@- MATLAB network licence: `27000@lic-matlab.kestrel.ac.uk`
- ANSYS and Abaqus are served from `lic-eng.kestrel.ac.uk` (ITS own it, we just point at it)
- `lmstat -a -c 27000@lic-matlab.kestrel.ac.uk` shows who holds seats
""")

R("reference_on_call.md", "on-call", "On-call rota and what gets paged", "reference",
  "On-call", "rota, handover, paging rules", """
# On-call

@A6a@- The on-call rota is weekly; handover is Monday 10:00 in the team stand-up
- Out of hours is best effort: no contractual response time
@NS2b@- Page the on-call when more than 5% of Heron's nodes are down or the scheduler is unreachable
@NS3b@- On-call is paged for outages, not for user questions
""")

R("reference_maintenance_calendar.md", "maintenance-calendar", "Maintenance windows and how they are announced", "reference",
  "Maintenance calendar", "when maintenance happens, notice periods", """
# Maintenance

@F3a@- Maintenance window: first Tuesday of each month
@A1a@- Notices go to hpc-announce at least 7 days ahead
- A reservation `maint` is set two weeks ahead so long jobs don't get caught
""")

R("reference_runbooks.md", "runbooks", "Where runbooks live and which ones matter", "reference",
  "Runbooks", "runbook index", """
# Runbooks

Runbooks live in `rc/runbooks` (Markdown). The ones used most:
- `slurmctld-failover.md` — manual failover to `heron-ctl02`
- `lustre-ost-down.md` — OST failures, when to call DDN
- `node-drain-reboot.md`
- `ood-stuck-sessions.md`

```
# node-drain-reboot.md, step 1
scontrol update nodename=hn123 state=DRAIN reason="reboot for kernel"
```
""")

R("reference_dev_environment.md", "dev-environment", "Marek's dev setup and repos", "reference",
  "Dev environment", "repos, workstation, access", """
# Dev environment

- Repos on the university GitLab under `rc/`: `ansible-heron`, `rcportal`, `runbooks`
- Marek works on a Fedora laptop; ansible runs from `heron-mgmt01`, never from laptops
@R2a@- Ansible vault passwords and service credentials live in Bitwarden (organisation "KU Research Computing")
@R6a@- GitLab CI runs `ansible-lint` and a syntax check on every MR in `ansible-heron`
""")

R("project_kite_expansion.md", "kite-expansion", "Kite expansion bid for 2027: H200 nodes", "project",
  "Kite expansion", "GPU expansion bid status", """
# Kite expansion (bid)

Bid to the capital fund for 8 more GPU nodes, decision expected January 2027.

- Preferred: H200 nodes, 4 GPUs each, liquid cooled
- DC2 power budget is the limiting factor; Estates quote pending
@D9b@- Kite A100s run at the full 400 W TDP; we'd need the same headroom for H200s
- If the bid fails, plan B is renting burst capacity on the national service
""")

R("project_slurm_upgrade.md", "slurm-upgrade", "Slurm upgrade plan for Heron and Kite", "project",
  "Slurm upgrade", "upgrade plan and lessons", """
# Slurm upgrade

- Upgrades happen in the maintenance window; slurmdbd first, then slurmctld, then slurmd in waves
- We keep at most two major versions between slurmdbd and slurmd, as SchedMD requires
@D4a@- In January 2026 Heron was still on Slurm 23.02; it went to 23.11 in the May window
- Kite upgrade deferred until the expansion bid is decided
""")

R("project_rcportal_v2.md", "rcportal-v2", "rcportal v2 release: what changed", "project",
  "rcportal v2", "v2 rollout and leftovers", """
# rcportal v2

Released May 2026.

- Project allocations and account requests merged into one flow
- PIs approve from the portal; email approvals are gone
@D7a@- Until v2 went live in May 2026, notification emails came from a cron job calling sendmail on the VM
@A5a@- Deploys are triggered by pushing a tag; GitLab CI builds and rolls out to both VMs
""")

R("project_storage_refresh.md", "storage-refresh", "Project storage refresh: Isilon to CephFS", "project",
  "Storage refresh", "project storage migration status", """
# Project storage refresh

@S1b@- Project storage was migrated from the Isilon to CephFS in September; /projects now points at CephFS everywhere
- Isilon support contract ends 2026-12-31; Kwame is wiping it in December
- CephFS cluster: 12 OSD hosts in DC2, 3 MONs
""")

R("project_training_programme.md", "training-programme", "Training courses run by RC", "project",
  "Training programme", "courses, schedule, materials", """
# Training programme

- Intro to Heron: monthly, 3 hours, run by Hannah
- Slurm beyond the basics: termly
- GPU computing on Kite: new in October 2026
@F10a@- Users should acknowledge the HPC service in papers that used it
- Materials are in the `hpc-docs` repo under `training/`
""")

R("project_fairshare_review.md", "fairshare-review", "Review of fairshare and allocations", "project",
  "Fairshare review", "fairshare algorithm and allocation round", """
# Fairshare review (autumn 2026)

@A3a@- Heron's fairshare uses the Fair Tree algorithm
- PriorityDecayHalfLife is 14 days; the review suggests 7
@D8b@- Each faculty gets 3M core-hours per year in the current allocation round
- Aisha wants a decision before the January round opens
""")

R("project_backup_review.md", "backup-review", "Backup review: what is and is not backed up", "project",
  "Backup review", "backup coverage and gaps", """
# Backup review

@S9a@- /home backups go to IBM Spectrum Protect (TSM) nightly, 90-day retention
- /projects is snapshotted but only backed up if the project pays for it
- Config repos are on GitLab, which ITS back up
""")

R("project_gpu_allocation_pilot.md", "gpu-allocation-pilot", "GPU allocation pilot on Kite", "project",
  "GPU allocation pilot", "how GPU hours are allocated", """
# GPU allocation pilot

@D1a@- During the 2025 pilot, Kite GPUs were capped at 2 per user
- The pilot found most users never queue for more than a day
- GPU hours are now part of the normal allocation round
""")

R("project_cost_recovery.md", "cost-recovery", "Cost recovery model for HPC usage", "project",
  "Cost recovery", "free tier and charging", """
# Cost recovery

@A7a@- Each PI's free tier is 50,000 core-hours per year
- Above the free tier, usage is charged to the grant at the FEC rate
@F5b@- The 1 TB default project allocation can be raised to 10 TB by the PI at no charge; above that it is cost-recovered
""")

R("project_jupyter_service.md", "jupyter-service", "Jupyter on OnDemand: kernels, GPU support", "project",
  "Jupyter service", "Jupyter app configuration and issues", """
# Jupyter service

- Jupyter app on OnDemand uses the central `jupyterlab/4` module
- Users add kernels with `python -m ipykernel install --user`
@N6a@- Jupyter on OnDemand does not support GPU sessions; GPU notebooks have to be run as batch jobs
""")

R("project_log_pipeline.md", "log-pipeline", "Log shipping for nodes and services", "project",
  "Log pipeline", "log shipping setup", """
# Log pipeline

@R1b@- Node syslogs ship to Loki via promtail; query them in Grafana Explore
- Retention for node logs is being discussed with Kwame (disk on `logs01`)
- Slurm job logs are not shipped, they stay in users' directories
""")

R("feedback_ticket_replies.md", "ticket-replies", "How to write replies to user tickets", "feedback",
  "Ticket replies", "tone and process for support replies", """
Write ticket replies in plain English, no jargon, and say what the user should do next.

@A10a@- Never email users directly from a personal mailbox; reply through the ticket
@F7a@- Every ticket gets a first response within one working day
@N7a@- Never close a ticket without the user confirming the problem is fixed

**Why:** Ines gets complaints when tickets vanish. **How to apply:** draft replies for Marek; he sends them.
""")

R("feedback_change_windows.md", "change-windows", "When changes to live systems are allowed", "feedback",
  "Change windows", "rules on live changes", """
Changes to live Heron systems need care; Marek was burnt by a mid-day reconfigure in February.

@N1a@- Do not run `scontrol reconfigure` during the working day; it briefly stalls scheduling and users notice
@N10a@- Login nodes are never rebooted without 24 hours' notice on hpc-announce
@NS5a@- Never reboot a compute node that still has jobs on it; drain it first

**Why:** users lose work and trust. **How to apply:** ask before anything that restarts a daemon.
""")

R("feedback_ansible_runs.md", "ansible-runs", "How to run Ansible against Heron", "feedback",
  "Ansible runs", "limits and staging for playbook runs", """
@N9a@Ansible playbooks are never run against all of Heron at once; use `--limit` and go in batches of at most 50 nodes.
@F6a@Always test Ansible changes on the `staging` node group first.

**Why:** a bad sssd template once locked everyone out of 400 nodes. **How to apply:** propose the limit
in the plan before running anything.
""")

R("feedback_merge_requests.md", "merge-requests", "Merge request conventions for RC repos", "feedback",
  "Merge requests", "review and merge rules", """
- Small MRs, one concern each
@NS7a@- Do not merge your own MR into `ansible-heron`
@N2a@- Always squash-merge `ansible-heron` MRs so main reads as one commit per change

**Why:** Marek reviews on his phone; short histories help.
""")

R("feedback_user_comms.md", "user-comms", "How to word announcements to users", "feedback",
  "User communications", "announcement tone and channels", """
- Announcements go to hpc-announce, never to the whole university list
- Lead with what changes for users and when; technical detail at the bottom
- Avoid "unfortunately"; say what we're doing about it
""")

R("feedback_sudo_policy.md", "sudo-policy", "Who gets elevated rights on HPC systems", "feedback",
  "Sudo policy", "who may have root or sudo", """
@N4b@Nobody outside Research Computing gets sudo on the login nodes, and that includes the RSE group.
Give people a container or a module instead.
""")

R("feedback_docs_style.md", "docs-style", "Style for the user documentation", "feedback",
  "Docs style", "how to write user docs", """
- Second person, present tense, short pages
- Every page starts with a copy-pasteable example
- Use `login.hpc.kestrel.ac.uk` in examples, never a specific login node
""")

R("feedback_login_node_use.md", "login-node-use", "What users may do on login nodes", "feedback",
  "Login node use", "allowed use of login nodes", """
@NS4a@Don't run compute jobs on the login nodes; compiling and short test runs are fine.
Kill anything above 30 minutes of CPU with a polite ticket, not silently.
""")

R("feedback_exclusive_jobs.md", "exclusive-jobs", "Advice on --exclusive", "feedback",
  "Exclusive jobs", "when users should use --exclusive", """
@NS9a@Don't tell users to add `--exclusive` on compute unless they really need the whole node's memory.
It wastes cores and the accounting charges for all 128.
""")

R("user_marek.md", "marek-profile", "Marek Nowak: HPC sysadmin, my main collaborator", "user",
  "Marek", "who Marek is and how he works", """
Marek Nowak, senior HPC systems engineer. 15 years of Slurm, prefers terse answers with the command first.
Reads Polish and English; writes commit messages in English. Uses vim, not VS Code, and wants diffs
rather than prose when I change config.
""")

R("user_aisha.md", "aisha-profile", "Aisha Brennan: head of Research Computing", "user",
  "Aisha", "what Aisha cares about", """
Dr Aisha Brennan, head of Research Computing. Cares about allocation fairness, budget and the
annual user survey. Wants numbers in summaries, not adjectives.
""")

R("user_hannah.md", "hannah-profile", "Hannah Lee: RSE, owns software stack and training", "user",
  "Hannah", "Hannah's remit and preferences", """
Hannah Lee, research software engineer. Owns the module tree, training and the user docs.
Prefers issues in GitLab over chat messages.
""")

R("project_docs_site.md", "docs-site", "User documentation site: build, hosting, ownership", "project",
  "Docs site", "user docs build and hosting", """
# User docs

@R5a@- User docs are built with MkDocs Material and published to docs.hpc.kestrel.ac.uk
- Hannah owns content; Marek owns the Slurm pages
@S10a@- The docs source is on GitHub (`kestrel-rc/hpc-docs`), PRs from users welcome
""")

R("project_secure_enclave.md", "secure-enclave", "Secure research enclave for sensitive data", "project",
  "Secure enclave", "enclave for identifiable data", """
# Secure enclave

- Separate VMs and storage in DC1 for identifiable/health data, ISO 27001 scope
@NS10a@- Never put identifiable patient data on /scratch; it is not encrypted at rest, use the enclave instead
- Access needs the data owner's approval plus information governance training
""")
