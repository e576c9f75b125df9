# Free notes: auto/<slug>.md with title/created/tags frontmatter. @ID@ marks a claim line.
AUTO = {}

def A(slug, title, created, tags, body):
    AUTO["auto/%s.md" % slug] = dict(title=title, created=created, tags=tags, body=body)

A("new-user-faq", "New user FAQ (draft answers)", "2026-02-17", ["support", "faq", "storage"], """
# New user FAQ

Answers I keep pasting into tickets. Hannah wants these on the docs site eventually.

## How much space do I get?
@V2b@Home directories are capped at 100 GB each; when someone hits it, point them at /projects
rather than raising the quota. Project space is requested by the PI.

## Is my data backed up?
@N5a@/scratch is not backed up — anything you can't regenerate belongs in /projects.

## How do I log in?
@A4b@Logging in needs your password plus a Duo push; an SSH key on its own won't get you in.
Off campus works the same, SSH is open to the world on the login alias.
""")

A("walltime-questions", "Walltime questions from users", "2026-04-08", ["slurm", "support"], """
Recurring ticket: "my job got killed at the time limit".

@V4b@Jobs on the `compute` partition can run for up to 72 hours; past that, ask for a reservation or use `long`.
- Checkpointing advice: point them at the DMTCP page
- `sacct -j <id> -o JobID,Elapsed,Timelimit,State` shows what happened
""")

A("rcportal-dev-notes", "rcportal dev notes", "2026-06-03", ["rcportal", "django", "dev"], """
# rcportal dev notes

## Local setup
`docker compose up` gives Postgres 16 and a mail catcher; `make dev` runs the app on :8000.

## Production
@V6b@The production DSN is `postgresql://rcportal@pgsql02.its.kestrel.ac.uk:5433/rcportal`; ITS run that Postgres cluster on a non-default port.
- Read-only replica for reports: ask ITS, we don't have one yet

## Releases
@A5b@Tagging a release in rcportal triggers the deploy pipeline in GitLab CI.
- Tags are `vYYYY.MM.N`
""")

A("ondemand-tips", "OnDemand tips and gotchas", "2026-05-21", ["ondemand", "support"], """
# OnDemand tips

@V8b@OnDemand desktop sessions get 8 hours by default, which is why the interactive nodes fill up at lunchtime.
- Stuck "Starting" sessions: usually a full /home, check `rcquota` first
@N6b@The OnDemand Jupyter form has a GPU tick box that starts the notebook on one of Kite's L40S nodes (`kv01`–`kv04`).
- RStudio sessions ignore `~/.Renviron` if it has Windows line endings
""")

A("matlab-batch", "MATLAB batch jobs on Heron", "2026-03-19", ["matlab", "licences", "software"], """
# MATLAB batch jobs

@V10b@lic-matlab listens on port 27010 for MATLAB, so the licence string is `27010@lic-matlab.kestrel.ac.uk`.
The module sets it already; users only need this when running their own MATLAB install.

```
#SBATCH --time=04:00:00
module load matlab/R2025b
export MLM_LICENSE_FILE=27010@lic-matlab.kestrel.ac.uk
matlab -batch "run_model"
```

- Parallel Server is not licensed; `parpool` is limited to one node
""")

A("containers-on-heron", "Containers on Heron", "2026-09-09", ["containers", "software"], """
@R3b@Containers on Heron: we support rootless Podman, and users pull OCI images straight from Docker Hub.
- GPU containers need `--device nvidia.com/gpu=all` on Kite
- Images land in `$HOME/.local/share/containers` by default; tell people to move storage to /scratch
""")

A("docs-build", "Building the user docs", "2026-08-12", ["docs"], """
# Building the docs

@R5b@docs.hpc.kestrel.ac.uk is a Sphinx site (furo theme); `make html` builds it locally.
- Link check runs nightly and opens an issue for broken links
- Screenshots go in `_static/img/`, PNG, max 1200 px wide
""")

A("software-install-notes", "Software install notes", "2026-06-25", ["software", "modules"], """
# Software installs

@R7b@We build everything under /apps with Spack; environments are defined in `rc/spack-envs`.
- Build logs are kept in `/apps/build-logs/` for a year
- Don't install into /apps from a login node, use `heron-build01`
""")

A("node-reinstall", "Reinstalling a Heron compute node", "2026-07-14", ["provisioning", "heron"], """
# Node reinstall

@R8b@Heron compute nodes are reinstalled with xCAT: `nodeset hn0xx osimage=heron-compute-2026`, then a power cycle.
- After reinstall, NHC must pass before `scontrol update state=RESUME`
- Keep the node drained if the IB link comes up at lower speed
""")

A("rcportal-mail", "rcportal outgoing mail", "2026-10-02", ["rcportal", "email"], """
@R10b@rcportal's notification emails go out through Amazon SES (eu-west-2), with the `portal@` sender verified there.
- Bounces come back to `rc-bounces@`; Ines checks them weekly
- Templates are in `rcportal/templates/email/`
""")

A("ansible-heron-history", "Why ansible-heron history matters", "2026-05-06", ["ansible", "git"], """
@N2b@Never squash `ansible-heron` MRs: we bisect role changes commit by commit.
Found the sssd regression in March that way in ten minutes.
""")

A("login-node-housekeeping", "Login node housekeeping", "2026-08-27", ["login", "policy"], """
# Login node housekeeping

@N8b@Users cannot have crontabs on the login nodes; `cron.allow` only lists service accounts.
- `/tmp` on login nodes is cleaned at boot and every night for files older than 7 days
- The process watchdog emails users whose processes use more than 30 CPU-minutes
""")

A("maintenance-day-checklist", "Maintenance day checklist", "2026-04-02", ["maintenance", "ansible"], """
# Maintenance day checklist

@F3b@Maintenance starts at 08:00 on the first Tuesday of the month and the cluster is back by 18:00 at the latest.

1. Check the `maint` reservation is in place and no jobs are running
@N9b@2. On maintenance days we run `site.yml` across the whole of Heron in one go, it's the only time that's safe.
3. Firmware updates from the Dell repo, a rack at a time
4. Resume nodes, run the smoke-test job array, post on hpc-announce
""")

A("rocky9-migration", "Rocky 9 migration notes", "2026-04-29", ["os", "migration", "login"], """
# Rocky 9 migration

@S3b@All Heron login nodes were reinstalled with Rocky Linux 9.4 in April; CentOS 7 is gone from the cluster.
@D3a@Before the Rocky 9 migration the default python module was 3.9.6.
- Users with old binaries: rebuild, or ask Hannah for a compatibility container
""")

A("software-requests", "Software requests", "2026-01-22", ["software", "support"], """
# Software requests

@S4a@Software install requests are taken in #hpc-software on Slack; Hannah triages them on Mondays.
@NS6a@Software requests are installed within five working days.
- If it's pip-installable, suggest a venv first
""")

A("kite-user-guide", "Kite user guide (short)", "2026-06-18", ["kite", "gpu", "docs"], """
# Kite user guide

@O2b@Kite has its own login node, `kite-login.hpc.kestrel.ac.uk`; Heron's login nodes cannot submit to it.
@F9b@Kite's 32 A100s are spread over 8 nodes, 4 per node (`kg01`–`kg08`).
@S8a@Kite nodes run NVIDIA driver 535 with CUDA 12.2 as the default module.
- Use `nvidia-smi` inside the job, not on the login node
""")

A("lmod-switch", "Lmod switch", "2026-05-13", ["modules", "software"], """
@S7b@We switched from Environment Modules to Lmod in the May window; the Tcl modulefiles are no longer maintained.
- `module spider` is the answer to most "module not found" tickets now
- Hidden modules start with a dot
""")

A("backups-notes", "Backup notes", "2026-09-03", ["backup", "storage"], """
# Backups

@S9b@Switched /home backups from Spectrum Protect to Rubrik in August; TSM only keeps the old tapes until they expire.
- Restores: Kwame or the ITS backup team, user requests via ticket
""")

A("usage-reports", "Faculty usage reports", "2026-02-05", ["accounting", "reports"], """
@S5a@Faculty usage reports come from the `usage-monthly.sh` cron on heron-mgmt01, which wraps `sreport`.
- Reports go to the faculty research managers on the 3rd of each month
""")

A("himem-nodes", "High-memory nodes", "2026-03-04", ["heron", "hardware"], """
@F1b@Of Heron's 412 nodes, 24 are high-memory (1.5 TB); they make up the `himem` partition.
- Ask for `--mem=0` to get the whole node
""")

A("ansible-staging", "Ansible staging group", "2026-07-21", ["ansible", "process"], """
@F6b@Ansible changes go to staging (`hn-st01`–`hn-st04`) first and sit there at least a day before the rest of Heron gets them.
The staging nodes take real jobs, so breakage shows up quickly.
""")

A("scratch-purge-faq", "Scratch purge FAQ", "2026-06-10", ["scratch", "purge", "support"], """
# Scratch purge FAQ

@O1a@The purge warning email goes out 7 days before files are deleted.
- The list of files at risk is in `/scratch/.purge/<user>.txt`
- Exemptions: PI asks via ticket, we never exempt a whole user
""")

A("student-accounts", "Student accounts for taught courses", "2026-09-16", ["accounts", "teaching"], """
@O8b@Taught-course student accounts expire 6 months after the course ends.
- The module leader is the sponsor
- Students get no /projects space, only /home and /scratch
""")

A("heron-mgmt-notes", "heron-mgmt01 notes", "2026-03-26", ["mgmt", "heron"], """
# heron-mgmt01

@O10a@`heron-mgmt01` runs crontabs for the service accounts `svc-backup` and `svc-lustre-stats`.
- Ansible runs from here; `~marek/ansible-heron` is a checkout, not the source of truth
- iDRAC access only from this host
""")

A("kite-power-notes", "Kite power and cooling", "2026-01-29", ["kite", "power", "dc2"], """
@D9a@Last winter (2025/26) the Kite GPUs were power-capped at 300 W to stay inside the DC2 budget.
- Rear-door coolers on racks K1 and K2
""")

A("grafana-notes", "Grafana notes", "2026-04-15", ["monitoring", "grafana"], """
@A2b@Grafana is on port 3000 at grafana.hpc.kestrel.ac.uk; log in with university SSO.
- The "Heron overview" dashboard is the one Aisha looks at
- Don't edit provisioned dashboards in the UI, change them in git
""")

A("allocations-faq", "Allocation FAQ", "2026-10-20", ["allocations", "cost"], """
# Allocations

@A7b@PIs get 50k CPU hours a year at no charge.
- Top-ups are bought through the faculty, not directly
- Unused hours don't roll over
""")

A("heron-network", "Heron network", "2026-02-24", ["network", "heron"], """
@A9b@Heron's nodes sit on HDR100 InfiniBand, 2:1 blocking at the spine.
- Ethernet: 25 GbE for provisioning and management
- DTN is on 40 Gb/s to Janet, outside the IB fabric
""")

A("leavers-process", "Leavers process", "2026-07-30", ["accounts", "leavers", "data"], """
# Leavers

@NS1b@Leavers' home directories are deleted 90 days after the account closes, once the PI has
signed off in rcportal. Until then the directory is locked but intact.
- Project data stays with the project
""")

A("storage-contacts", "Storage contacts", "2026-05-28", ["storage", "escalation"], """
@NS3a@Questions about Lustre quotas go to Kwame directly, not to the on-call.
- DDN support contract details: ask Kwame, they're on his desk sheet
- CephFS issues: Kwame first, ITS storage second
""")

A("node-drain", "Draining and rebooting nodes", "2026-08-05", ["nodes", "slurm"], """
@NS5b@Drained nodes are rebooted by the `rc-reboot` timer once the last job has left.
- `scontrol reboot ASAP nextstate=RESUME hn123` does the same by hand
""")

A("rcportal-accounts", "Accounts in rcportal", "2026-06-30", ["rcportal", "accounts"], """
@NS8b@rcportal creates the account automatically as soon as the sponsoring PI approves it.
- The FreeIPA sync runs every 10 minutes
- Username = university ID, lower case
""")

A("benchmarking", "Benchmarking advice", "2026-10-07", ["performance", "slurm"], """
@NS9b@Benchmarks should always be run with `--exclusive` so neighbours don't skew the timings.
- Pin threads (`OMP_PROC_BIND=close`) and report the node name
""")

# ---- filler notes (no labelled claims) ----
A("lustre-ost-failure-2026-03", "Lustre OST failure, March 2026", "2026-03-12", ["incident", "lustre"], """
# OST failure (2026-03-10)

- OST0017 went read-only after a controller fault; DDN replaced the controller next day
- About 300 jobs failed on I/O errors; we refunded the core-hours
- Lesson: the Lustre exporter alert fired but only went to #rc-alerts as a warning
""")

A("slurm-cheatsheet", "Slurm cheatsheet for support", "2026-01-14", ["slurm", "support"], """
# Slurm cheatsheet

```
squeue -u $USER -o "%.18i %.9P %.30j %.8T %.10M %.9l"
sacct -S 2026-01-01 -u someone --format=JobID,Partition,Elapsed,MaxRSS
scontrol show job 123456
```

- Pending reason `AssocGrpCPUMinutesLimit` means the project is out of hours
- `Priority` pending just means the queue is busy
""")

A("conda-on-heron", "Conda on Heron", "2026-05-02", ["python", "software"], """
- Users install Miniforge into /projects, not /home, the package cache eats the quota
- Never `conda init` in a job script; source the profile instead
- mamba is fine and faster
""")

A("user-survey-2026", "User survey 2026 results", "2026-10-28", ["survey", "aisha"], """
# User survey 2026

- 412 responses (about a third of active users)
- Top complaint: queue times on Kite
- Second: the docs search
- Satisfaction 4.1/5, up from 3.8
""")

A("dtn-tuning", "DTN tuning", "2026-04-22", ["dtn", "network", "globus"], """
- MTU 9000 on the DTN interfaces, 1500 towards the campus network
- TCP buffers raised per ESnet's fasterdata guide
- dtn01 mounts /projects and /scratch read-write, /home read-only
""")

A("gpu-queue-times", "GPU queue times", "2026-09-24", ["kite", "queue"], """
- Median wait on Kite was 9 hours in September, up from 4 in June
- Most of the load is three ML groups; Aisha is talking to their PIs
- Backfill works badly because people ask for 24 h and use 2
""")

A("ticket-triage", "Ticket triage notes", "2026-07-08", ["support", "triage"], """
# Triage

- Ines sorts new tickets into storage / software / accounts / jobs
- Anything mentioning "lost data" goes straight to Kwame
- Duplicates get merged, not closed
""")

A("xfce-desktop-issues", "Desktop app issues", "2026-06-05", ["ondemand", "desktop"], """
- Blank desktop: usually a conda `base` env activated in `.bashrc`
- Copy-paste between noVNC and the laptop needs the clipboard panel
- Users on 4K screens should set compression to 6
""")

A("abaqus-notes", "Abaqus notes", "2026-03-30", ["abaqus", "licences"], """
- Abaqus tokens are counted per core; 16 cores = 12 tokens
- Licence errors at 9am are usually the undergrad lab grabbing every token
- The module sets the licence server, users don't need to
""")

A("intro-course-feedback", "Intro course feedback", "2026-11-12", ["training", "feedback"], """
- People want more on job arrays and less on Linux basics
- Room booking: use the Hollins seminar room, it has working HDMI
- Next run: 2026-12-09
""")

A("firmware-notes", "Firmware notes", "2026-08-19", ["hardware", "maintenance"], """
- BIOS 2.19 on the EPYC nodes fixes the memory training hang
- ConnectX-6 firmware must match the OFED release, check before updating
- Do firmware in maintenance only, one rack at a time
""")

A("quota-tools", "Quota tools", "2026-02-11", ["storage", "tools"], """
- `rcquota` wraps `lfs quota`, the NFS quota and the project quota into one table
- It reads project sizes from a nightly cache, so it can be a day out of date
- Hannah wants it rewritten in Python; not a priority
""")

A("freeipa-notes", "FreeIPA notes", "2026-04-04", ["identity", "accounts"], """
- Two replicas: `ipa01` and `ipa02`, both in DC2
- Host-based access control decides who can log into Kite
- Passwords are not stored here; login goes through the university Kerberos realm
""")

A("sssd-incident", "sssd lockout, March", "2026-03-18", ["incident", "ansible"], """
- A templating error in the sssd role broke logins on all compute nodes for 40 minutes
- Rolled back from the previous image; no jobs lost
- Follow-up: staging group plus batch limits (see feedback on Ansible runs)
""")

A("seff-notes", "Job efficiency checks", "2026-09-29", ["slurm", "efficiency"], """
- `seff <jobid>` after a job finishes shows CPU and memory efficiency
- Anything under 20% CPU efficiency on a full node gets a friendly email from Hannah
""")

A("vscode-remote", "VS Code remote on Heron", "2026-07-02", ["ide", "login"], """
- VS Code Remote-SSH on login nodes spawns node processes that blow the cgroup limit
- Suggest the OnDemand VS Code app instead
- Marek sticks to vim; Hannah uses VS Code
""")

A("rstudio-notes", "RStudio app notes", "2026-05-25", ["ondemand", "r"], """
- R 4.4 is the default module for the RStudio app
- Package installs go to `~/R/library/4.4`
- Bioconductor mirrors: use the UK one
""")
