"""The judge's guards: each a named case in which a rule says no (``veto``), listed in ``GUARDS``.

``tests/bench/ablation.py`` switches them off by name (``SWITCHED_OFF``, empty in use) to measure what each
one pays for (docs/lint.md); ``memcli lint explain`` records the ones that said no to a pair (``TRACE``).
"""

from __future__ import annotations

GUARDS = {
    "condition": 'a "without Y"/"except Y" part is a condition, not a claim (polarity)',
    "not-a-denial": '"no adapters yet" is pending work, "not even X" leans on an earlier negation (polarity)',
    "removal-agrees": '"stripped all bare export defaults" does what "never add bare export defaults" asks (polarity)',
    "denied-too": '"never get SMS, only email" / "get email only, never SMS": the other denies it too (polarity)',
    "the-exception": '"nothing in the URL other than the path" allows the path (polarity)',
    "allowed-beside": '"never force-push main; your branch is fine" agrees with force-pushing a branch (polarity)',
    "code-object": '"never use `import { z } from \'zod\'`" denies that code, which the other does not hold (polarity)',
    "quoted-word": '"don\'t stuff "hot tub" into every title" is about the phrase, not hot tubs (polarity)',
    "harm-told": '"X breaks unrelated systems" explains "never X", it does not do X (polarity)',
    "can-by-hand": '"ops can still move a unit by hand" is an option beside "reroutes units automatically" (mode)',
    "only-if": '"nothing prints unless asked" and "printed only if asked" set one condition (polarity)',
    "other-season": '"summer hours: 08:00-18:00" and "winter hours: 09:00-16:00" hold for two seasons (every rule)',
    "not-until": '"don\'t merge until checked" and "must be checked before merge" set one order (polarity)',
    "some-of-them": '"some council portals have no API" says nothing against one that has (polarity)',
    "nothing-named": '"the harbour master did not adopt it" names only its subject: nothing denied (polarity)',
    "pointer-object": '"host builds don\'t validate this": the denied thing is in another sentence (polarity)',
    "negation-scope": 'a negation\'s qualifier the other never names: "never deploy on Fridays" (polarity)',
    "elided": '"A does X; B cannot" denies X only, which the other must say (polarity)',
    "past-deed": '"Phase 4 added X" is how "never add X" was learnt (polarity)',
    "flip-overlap": "shared words cover half of the smaller clause, more than either adds (polarity)",
    "negated-verb": "the verb denied (an imperative's, or after \"do not\") is in the other clause (polarity)",
    "action-family": "two instructions with different actions (polarity)",
    "negated-subject": "a statement's negation is said of what the other speaks of (polarity)",
    "other-amounts": "each clause speaks of its own range of amounts (polarity)",
    "negated-object": "what the negation aims at is in the other clause (polarity)",
    "one-word-subject": "one shared word is a subject only with a shared predicate (polarity)",
    "bound-met": 'one amount meets the other\'s bound: ">90% coverage" / "94.2% coverage" (value)',
    "event-tally": 'a count that is the subject of a past deed tallies events: "five rounds each minted X" (value)',
    "interval-or-delay": '"every 10 minutes" is an interval, "after 15 minutes" a delay (value)',
    "lead-or-length": '"24 hours before a session" is a lead time, "sessions are two hours long" a length (value)',
    "value-attribute": "a unit value measures the attribute named next to it (value)",
    "moved-to-it": '"upgraded from Postgres 14 to 16" moved to the other\'s "Postgres 16": they agree (value)',
    "range-or-list": "a range or a list holding the other's amount (value)",
    "other-act": '"suspended 7 days after" / "deleted 180 days after": amounts that time two acts (value)',
    "other-band": '"bells over 2 tonnes stay 7 days" / "under 500 kg, 72 hours": amounts for two bands (value)',
    "per-unit": '"one label per clamshell" / "2 labels per crate": counts per two units (value)',
    "other-head": '"the day-before SMS is retried 3 times" / "the push job retries 5 times": two things (value)',
    "other-price": '"the deposit is £200" / "bookings cost £450": amounts of two kinds of money (value)',
    "set-apart": '"X\'s database is on db2:5434, separate from routewise" is not routewise\'s, nor its overview\'s (value)',
    "kind-replaced": '"paper consent forms were retired; every form is signed on the iPads" ended one kind (stale)',
    "ended-scope": '"DPD is no longer used for Scottish orders" says nothing of other orders\' DPD (stale)',
    "other-system": '"redis.x:6381" in fixlog\'s overview, "redis.x:6379" in memberdesk\'s: two servers (value)',
    "other-server-kind": '"Postgres at db-lb:5433" / "Redis at redis-lb:6380": addresses of two kinds of server (value)',
    "localhost": "a developer's machine runs many servers (value)",
    "copula-negative": "a copula conflict needs two positive claims (choice)",
    "choice-agreed-elsewhere": "the other sentence names the same choice as live (choice)",
    "choice-agreed-in-line": 'another sentence of the line names the same choice: "Default is podman" (choice)',
    "context-word": "a group of ordinary words needs its context word (choice)",
    "ordinary-word": 'a member that is an ordinary word ("render") needs context (choice)',
    "choice-overlap": "the rest of the clauses share enough subject, or one subject or role (choice)",
    "other-groups": "two tools the lexicon puts in different groups (role)",
    "runtime": "a runtime or language against a provider (role)",
    "lead-subject": "each claim opens with a subject the other never mentions (role, mode)",
    "role-heads": "the noun naming each role is in the other's role (role)",
    "what-it-is": '"the tablets are Galaxy Tab" / "builds reach the tablets through Firebase": a model, a means (role)',
    "what-is-hosted": "one names what is hosted, the other not (role)",
    "mover": "who moved must be what the other claim speaks of (stale)",
    "other-host": '"ops.example.internal is shut down" says nothing of another host of that domain (stale)',
    "other-mode": '"nothing to renew by hand" / "renews automatically": the denial is of the other way of doing it (polarity)',
    "empty-field": '"- UDA Board: nothing" in a file of what watches each system denies only what the file lists (polarity)',
    "there": '"no dry dock there" denies it at a place named elsewhere, not where the other claim\'s dock is (polarity)',
    "no-such-thing": '"there is no override file" against a claim that never names an override file (polarity)',
    "contrast-scope": '"escalate payment disputes to Priya, not to Sam" against Sam for warehouse problems (polarity)',
    "other-time": '"after the solve, not before" against a claim that never says "before" (polarity)',
    "past-measure": '"the restore took 14 minutes": what one run measured sets nothing (value)',
    "arrival": '"the van gets to Magdalen St around 10:30" / "Magdalen St shuts at 18:00": an arrival\'s time and another event\'s (value)',
    "other-day": '"lock on Monday at 18:00" / "lock Wednesday 21:30", "weekday sessions start at 17:00" / "Saturday session starts at 09:00": a time on different days (value)',
    "other-number": '"Rink 2 skates cap at 150" / "Rink 1 skates are capped at 400": two numbered things (every rule)',
    "non-kind": '"non-members can\'t take games home" / "members can take games home": two groups (every rule)',
    "other-section": '"## Leeds" … "- First shift starts 06:00" against "Hull\'s first shift starts at 05:00": a sibling heading names the other claim\'s subject (every rule)',
    "other-server": '"pg-hire...:5432" / "pg-till...:5432", hosts named for their services, no other subject shared (value)',
    "older-ones": '"older iPads have been retired" says nothing of the iPads still in use (stale)',
    "other-version": '"the 4.2 branch is deprecated" says nothing of a claim that never names 4.2 (stale)',
    "ender-unsaid": '"the rota no longer goes out on WhatsApp" says nothing of receipts posted to WhatsApp (stale)',
    "rest-unsaid": '"the FSS results portal export was shut down" / "FSS take samples": its other things (stale)',
    "name-unsaid": '"we no longer use TracKing" against "tracked in a spreadsheet": the name is never written (stale)',
    "routine-move": '"every November X moves from A to B" is a round trip made each year, no change away (stale)',
    "told-as-history": '"after X was cut the phase became Y" tells the same move in the past (stale)',
    "other-old-state": "a move from X to Y against a claim naming neither is history (choice, role)",
    "two-qualifiers": '"run X on new machines" / "run X after cloning": two occasions, not one slot (substitution)',
    "two-purposes": '"use Redis for the api tests" / "... for the worker tests": one choice, two aims (substitution)',
    "compound-head": '"backup job" / "report job": a shared head modified differently (every rule)',
    "environment": "different environments: staging / production (every rule)",
    "other-subject": "the two claims' subject phrases differ (every rule)",
    "other-record": '"**Severity**: MEDIUM" in two records whose files are about different things (every rule)',
    "named-subject": "each claim is about a named subject the other never mentions (every rule)",
    "file-subject": "a claim line that names no subject inherits its file's (every rule)",
    "project-name": 'a project memory titled "songid overview" is about songid (every rule)',
    "two-snapshots": '"weekly-ops-2026-06-15" / "weekly-ops-2026-10-12": files named for two dates, history (every rule)',
}
SWITCHED_OFF: set[str] = set()


class Trace:
    """While a pair is explained: the rule being tried and ``(rule, guard)`` of each veto (else ``None``)."""

    rule = ""
    vetoes: list[tuple[str, str]] | None = None


TRACE = Trace()


def veto(name: str, holds: object) -> bool:
    """Whether guard ``name`` says no: its case ``holds`` and it is not switched off."""
    if not holds or name in SWITCHED_OFF:
        return False
    if TRACE.vetoes is not None:
        TRACE.vetoes.append((TRACE.rule, name))
    return True
