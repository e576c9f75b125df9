"""The five conversation rules of docs/contracts.md §6: durable statements in what the person typed.

People state durable things in their own words ("from now on use pnpm",
"no, the API is on 8080, not 3000", "we decided to drop Python 3.9"). Each
rule is a family of cues matched on one whole sentence of the person's text
(a transcript's typed user text, an interaction's ``prompt``), never on tool
output, hook output, compaction summaries, sidechains or slash commands
(``memcli.formats.transcript`` keeps those apart).

How a sentence is read:

1. Fenced code, quoted lines (``>``) and lines that look like code, logs or
   stack traces are skipped; inline code and quoted spans are masked, so a
   cue inside them never fires and their punctuation never ends a sentence.
2. Lines are cut into sentences (``.``/``!``/``?`` before a space, ``;``);
   list markers go.
3. Lead-ins are peeled off the front: words that only address the
   assistant ("please", "ok", "hey", "btw") are dropped; cue lead-ins
   ("from now on,", "no,", "actually,", "remember that", "keep in mind
   that") are dropped too but name the family. A trailing "from now on" or
   "going forward" goes the same way.
4. The rest (the core) is matched against each family's patterns. A core
   that is a question, a hypothetical ("if we ever … we'd"), hedged
   ("maybe", "I think"), reported speech ("the docs say …"), scoped to now
   ("today", "for now", "this week", "for this task", "yet") or not
   self-contained ("never do that again", "it's 8080") yields nothing.

The content is the core as written (redacted before matching, whitespace
collapsed, trailing punctuation stripped), kept when 8–280 characters long.
Paraphrases and statements without any cue need a model-backed extractor.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memcli.extract.cue_rules import Cue, Rule, prose_lines, within_bounds
from memcli.text import clean_content

INSTRUCTION, PREFERENCE, CORRECTION, DECISION, REMEMBER = (
    "user_instruction", "user_preference", "user_correction", "user_decision", "remember_that")
CONVERSATION_RULES: tuple[Rule, ...] = (
    Rule(INSTRUCTION, "preference"),
    Rule(PREFERENCE, "preference"),
    Rule(CORRECTION, "fact"),
    Rule(DECISION, "decision"),
    Rule(REMEMBER, "fact"),
)
CONVERSATION_TYPES = {rule.name: rule.type for rule in CONVERSATION_RULES}
CONVERSATION_CONFIDENCE = 0.6

Statement = Cue  # a durable statement: the rule that found it, its type, content and 0-based line in the text


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE | re.VERBOSE)


# --------------------------------------------------------------------------- masking and sentences

_INLINE_CODE = re.compile(r"(`+)(.+?)\1")
_QUOTED = re.compile(r"\"[^\"\n]{1,300}\"|“[^”\n]{1,300}”|(?<![\w])'[^'\n]{2,300}'(?![\w])")
_ABBREVIATION = _rx(r"\b(?:e\.g|i\.e|etc|vs|approx|cf|resp|incl|esp|no|fig|ca)\.$")
_SENTENCE_END = re.compile(r"(?:[.!?]+|…)(?=\s)|;\s")
_LIST_MARKER = re.compile(r"^\s*(?:[-*•+]\s+(?:\[[ xX]\]\s+)?|\d{1,3}[.)]\s+|#{1,6}\s+(?=\S))")
_SYMBOLS = set("{}[]()<>=;|&$\\")
_CODE_LINE = re.compile(r"""^\s*(?:\$\s|>>>|\#!|//|/\*|\*/|[{}\])]|@\w+\(|def\s\w+\(|class\s\w+[(:]|(?:let|const|var)\s\w+\s?=
                  |import\s[\w.]+(?:\sas\s\w+)?$|import\s\{|from\s\S+\simport\s|function\s\w*\(|fn\s\w+\(|func\s\w+\(
                  |SELECT\s.*\sFROM\s|INSERT\sINTO\s|UPDATE\s\w+\sSET\s|DELETE\sFROM\s|CREATE\s(?:TABLE|INDEX)\s)
                  |^\s*(?:Traceback\b|File\s"|at\s[\w.$<>]+\s\(|\[?\d{4}-\d\d-\d\d[T\s]\d\d:|(?:ERROR|WARN(?:ING)?|INFO|DEBUG)\b[:\]])""",
                        re.VERBOSE)


def _mask(text: str) -> str:
    """``text`` with inline code and quoted spans filled with ``_`` (same length: offsets stay valid)."""
    def fill(match: re.Match[str]) -> str:
        value = match.group(0)
        return value[0] + "_" * (len(value) - 2) + value[-1] if len(value) > 2 else value

    return _QUOTED.sub(fill, _INLINE_CODE.sub(fill, text))


def _looks_like_code(line: str) -> bool:
    stripped = line.strip()
    if not stripped:
        return False
    if _CODE_LINE.search(line) or stripped.endswith(("{", ";")):
        return True
    symbols = sum(1 for ch in stripped if ch in _SYMBOLS)
    return symbols >= 4 and symbols * 10 >= len(stripped)


def _sentences(line: str, masked: str) -> Iterator[tuple[str, str]]:
    """``(sentence, masked sentence)`` pieces of one line."""
    start = 0
    for match in _SENTENCE_END.finditer(masked):
        end = match.end()
        if match.group(0).startswith(".") and _ABBREVIATION.search(masked[start:match.start() + 1]):
            continue
        yield line[start:end], masked[start:end]
        start = end
    if start < len(line):
        yield line[start:], masked[start:]


# --------------------------------------------------------------------------- lead-ins

# Words that only address the assistant or fill: dropped, no family.
_FILLER = _rx(r"""^(?:please|pls|plz|kindly|ok(?:ay)?|k|so|also|and|but|btw|by\ the\ way|hey|hi|hello|oh|ah|yeah|yep|yes
                 |hmm+|well|right|alright|all\ right|great|thanks|thank\ you|thx|cool|nice|perfect|good|ps|p\.s\.
                 |one\ more\ thing|another\ thing|one\ thing|oh\ and|and\ also|claude|important(?:ly)?|nb|n\.b\.
                 |just\ to\ be\ clear|to\ be\ clear|to\ clarify|for\ clarity|heads\ up|quick\ note|general\ rule|rule)
                 (?:\s*[,:;!.—–-]+\s*|\s+)""")
# Cue lead-ins: dropped, and they name the family of what follows.
_LEAD_CUES: tuple[tuple[str, re.Pattern[str]], ...] = (
    (INSTRUCTION, _rx(r"""^(?:from\ now\ on|from\ here\ on(?:\ out)?|going\ forward|moving\ forward|in\ (?:the\ )?future
                         |henceforth|from\ this\ point\ on|as\ a\ rule|as\ a\ general\ rule|in\ general|generally(?:\ speaking)?
                         |by\ default|whenever\ possible|for\ all\ future\ (?:work|tasks|changes))(?:\s*[,:;—–-]+\s*|\s+)""")),
    (CORRECTION, _rx(r"""^(?:no|nope|nah|wrong|incorrect|not\ quite|not\ true|actually|fyi\ that'?s\ wrong
                        |(?:(?:one|a|another|small|quick|minor|tiny|important)\ ){0,2}correction
                        |(?:that'?s|that\ is|this\ is|you'?re|you\ are|it'?s|it\ is)\ (?:not\ (?:right|correct|true|quite\ right)
                        |wrong|incorrect|mistaken)(?:\ about\ [^,:;—–-]{1,40})?)\s*[,:;!.—–-]+\s*""")),
    (CORRECTION, _rx(r"^(?:actually|in\ fact)\s+(?=\w)")),
    # "remember that …", "note for future sessions: …", "quick note: …", "fyi we …"
    (REMEMBER, _rx(r"""^(?:(?:please\ )?(?:remember|memori[sz]e|keep\ in\ mind|bear\ in\ mind|never\ forget
                      |don'?t\ forget|do\ not\ forget|make\ a\ note|take\ note
                      |(?:(?:one|a|another|small|quick|important|general)\ ){0,2}(?:note|reminder)
                      |note\ (?:for|to)\ (?:the\ )?(?:future|later|next\ time)(?:\ \w+)?|for\ future\ (?:reference|sessions?|work)
                      |for\ (?:the\ )?record|just\ so\ you\ know|fyi|for\ your\ information|heads\ up
                      |save\ (?:this|that)\ (?:to|in)\ (?:your\ )?memory|add\ (?:this|that)\ to\ (?:your\ )?memory
                      |commit\ (?:this|that)\ to\ memory|worth\ remembering|good\ to\ know)
                      (?:\s+that\b|\s*[,:;—–-]+)\s*)""")),
    # the same cues without punctuation before the statement: "fyi we decided …", "keep in mind the API is …"
    (REMEMBER, _rx(r"""^(?:fyi|just\ so\ you\ know|for\ the\ record|for\ your\ information|keep\ in\ mind|bear\ in\ mind
                      |remember(?!\ to\b)|never\ forget|don'?t\ forget(?!\ to\b))\s+(?=\w)""")),
)
_TRAILING_CUE = _rx(r"""[,;\s]*(?:from\ now\ on|going\ forward|moving\ forward|in\ (?:the\ )?future|henceforth
                       |from\ here\ on(?:\ out)?|as\ a\ rule|please|pls|thanks|thank\ you|thx|ok)[\s.!]*$""")
# "can you always …?" is a request, not a question.
_POLITE = _rx(r"^(?:can|could|would|will)\ you\ (?:please\ )?(?=always\b|never\b|stop\ \w+ing\b|make\ sure\b|remember\b|keep\ in\ mind\b)")


def _peel(core: str, masked: str) -> tuple[str, str, set[str], bool]:
    """Drop lead-ins and trailing cues: ``(core, masked core, families named, polite request)``."""
    families: set[str] = set()
    polite = False
    for _ in range(8):
        before = len(masked)
        for pattern in (_FILLER, _POLITE):
            match = pattern.match(masked)
            if match:
                polite = polite or pattern is _POLITE
                core, masked = core[match.end():], masked[match.end():]
        for family, pattern in _LEAD_CUES:
            match = pattern.match(masked)
            if match:
                families.add(family)
                core, masked = core[match.end():], masked[match.end():]
        if len(masked) == before:
            break
    trailing = _TRAILING_CUE.search(masked)
    if trailing and trailing.start() > 0:
        if re.search(r"from\ now|forward|future|henceforth|here\ on|as\ a\ rule", trailing.group(0), re.I):
            families.add(INSTRUCTION)
        core, masked = core[:trailing.start()], masked[:trailing.start()]
    return core, masked, families, polite


# --------------------------------------------------------------------------- the families

_ACTION_VERBS = (r"use|add|commit|push|install|import|call|write|create|put|include|mock|modify|edit|touch|change|rename"
                 r"|delete|remove|run|leave|mix|generate|introduce|amend|force[- ]push|skip|disable|print|log|hard[- ]?code"
                 r"|rely|depend|bypass|merge|rebase|squash|deploy|upgrade|downgrade|pin|vendor|copy|duplicate|catch"
                 r"|swallow|ignore|suppress|expose|store|check\ in|reformat|format|open|close|bump|release|publish"
                 r"|return|throw|raise|pass|send|start|kill|mention|reference|wrap|assume|guess|invent|make\ up"
                 r"|fabricate|apologi[sz]e|summari[sz]e|explain|ask|emit|reach\ for|write|reach|go|let|allow|trust"
                 r"|comment|annotate|lint|test|block|wait|retry|sleep|poll|cache|hit|query|connect|talk|point|target")
# "always the same error", "never mind", "never been a problem": not an instruction.
_NOT_AN_ORDER = (r"(?!\ (?:the|a|an|this|that|these|those|my|your|his|her|its|our|their|some|same|been|was|is|are|were"
                 r"|has|had|happens|happened|works|worked|fails|failed|breaks|broke|crashes|mind|again)\b)")
_INSTRUCTION_CORE = _rx(rf"""^(?:
      always\b{_NOT_AN_ORDER} | never\b{_NOT_AN_ORDER} | (?:don'?t|do\ not|dont)\ (?:ever|ever\ again)\b
    | stop\ \w+ing\b | quit\ \w+ing\b | no\ more\ \w+
    | (?:make|be)\ sure\ (?:that\ )?(?:you\ |to\ )?(?:always|never)\b
    | remember\ to\ (?:always|never)\b
    | (?:you\ )?(?:should|must|need\ to|have\ to|are\ to|'?re\ to)\ (?:always|never)\b
    | you\ (?:should|must)\ not\b | you\ mustn'?t\b | you\ shouldn'?t\ (?:ever\ )?(?:{_ACTION_VERBS})\b
    | (?:i\ (?:want|need)|i'?d\ like|i\ would\ like)\ you\ to\ (?:always|never|stop|use|avoid|keep)\b
    | (?:whenever|every\ time|each\ time|any\ ?time)\ (?!i\b|it\b|i'm\b)\w
    | (?:don'?t|do\ not|dont|never)\ (?:{_ACTION_VERBS})\b
    | only\ (?:ever\ )?(?:use|run|install|import|touch|edit|commit|push)\b
    | avoid\ \w
    | (?:use|run|install|import)\ \S.*?(?:,?\ not\ |\ instead\ of\ |\ rather\ than\ |\ over\ )\S
    | (?:(?:here|in\ this\ (?:repo(?:sitory)?|project|codebase|code\ base|team|company|org|monorepo|workspace)),?\ )?
      we\ (?:always\ |usually\ |only\ |generally\ |normally\ |typically\ |never\ |(?:don'?t|do\ not)\ )?
      (?:use|follow|stick\ (?:to|with)|require|run(?!\ (?:into|across|out))|write|keep|put|name|deploy|store|build|format|lint|commit|push
        |merge|rebase|squash|tag|version|release|pin|target|support|test|ship|avoid|prefix|document)\b
    | our\ (?:convention|rule|policy|standard|style|practice|guideline|approach)s?\ (?:is|are)\b
    | the\ (?:convention|rule|policy|standard|house\ style)\ (?:here\ )?is\b
    )""")
# "all tests must pass", "every PR needs a changelog entry", "X should always …", "X is not allowed".
_INSTRUCTION_ANYWHERE = _rx(r"""^(?:all|every|each|any)\ \w+.{0,80}?\b(?:must|should|needs?\ to|has\ to|have\ to|are\ required\ to
                               |is\ required\ to|needs?)\b
                             | \b(?:should|must|needs?\ to|has\ to|have\ to)\ (?:always|never)\b
                             | \b(?:is|are)\ (?:not\ allowed|forbidden|banned|off[- ]limits|mandatory|required)\b""")
_PREFERENCE_CORE = _rx(r"""^(?:
      (?:i|we)\ (?:really\ |strongly\ |much\ |generally\ |usually\ |personally\ |always\ |definitely\ )?
        (?:prefer|would\ prefer|'?d\ prefer|would\ rather|'?d\ rather|like\ \S.*\ better|like\ \S.*\ more\ than)\b
    | i'?d\ (?:much\ )?(?:prefer|rather)\b
    | (?:i|we)\ (?:like|love|hate|dislike|can'?t\ stand|don'?t\ like|do\ not\ like)\ (?:it\ )?when\ you\b
    | (?:i|we)\ (?:like|want|prefer)\ (?:my|our)\ \w
    | my\ (?:general\ |personal\ |strong\ )?preference\ is\b
    | (?:personally|ideally),?\ (?:i|we)\b
    | i'?m\ (?:not\ )?(?:a\ )?(?:big\ |huge\ )?fan\ of\b
    | prefer\ \S.*?\ (?:over|to|instead\ of|rather\ than)\ \S
    )""")
_DECISION_CORE = _rx(r"""^(?:
      (?:we|i|the\ team)(?:'ve|\ have|\ has)?\ (?:finally\ |just\ |already\ )?(?:decided|agreed|settled|chose|picked|opted)\b
    | (?:we|i)(?:'re|\ are|'m|\ am)\ (?:going\ (?:with|to\ go\ with)|standardi[sz]ing\ on|switching|moving|migrating
        |dropping|deprecating|sunsetting|retiring|sticking\ with|not\ going\ to\ (?:support|use))\b
    | (?:we|i|the\ team)(?:'ve|\ have|\ has)?\ (?:already\ |recently\ |finally\ )?(?:switched|moved|migrated|standardi[sz]ed
        |dropped|deprecated|went|landed)\ (?:to|from|off|away|on|with|over)\b
    | (?:we|i)(?:'ll|\ will)\ (?:go\ with|stick\ with|standardi[sz]e\ on)\b
    | we\ won'?t\ (?:support|use)\b
    | let'?s\ (?:go\ with|standardi[sz]e\ on|stick\ (?:with|to)|settle\ on|always|never|(?:not\ )?use\ \S.*?
        \b(?:everywhere|across|for\ all|for\ every|for\ (?:the\ )?(?:whole|entire)|from\ now|going\ forward))\b
    | (?:the\ |our\ |final\ )?decision\ (?:is|was)\b
    | (?:the\ |our\ )?decision\s*:
    )""")
_CORRECTION_CORE = _rx(r"""^(?:
      (?!(?:it|they|there|he|she|which|what|who)\b|(?:that|this|those|these)(?:'s|'re|\ is|\ are|\ isn'?t|\ aren'?t)\b)
      [\w./@`'_-]+(?:\ [\w./@`'_-]+){0,5}
      \ (?:is|are|isn'?t|aren'?t|runs|lives|sits|uses|listens|points|goes|belongs|defaults\ to|should\ be|must\ be
        |needs\ to\ be|has\ to\ be|lives\ in|comes\ from|depends\ on|requires|means|takes|returns|doesn'?t|does\ not)\b
    )""")
# "X is on port 8080, not 3000", "X isn't Y, it's Z": a contrast corrects without a cue word.
_CONTRAST = _rx(r"""\S.*?(?:,?\ not\ \S|\ rather\ than\ \S|\ instead\ of\ \S|(?:isn'?t|aren'?t|is\ not|are\ not)\ \S.*?[,;—–-]\s*(?:it'?s|they'?re|it\ is)\ \S)""")
_DECLARATIVE_VERB = _rx(r"""\b(?:is|are|was|were|isn'?t|aren'?t|runs|lives|uses|use|listens|points|goes|belongs|defaults|has|have
                           |needs|need|requires|require|takes|means|returns|should|must|can'?t|cannot|won'?t|doesn'?t|don'?t
                           |do|does|did|works|breaks|fails|exists|expires|resets|happens|sits|lands|ships|builds|deploys)\b""")

# --------------------------------------------------------------------------- what is not durable

_TRANSIENT = _rx(r"""\b(?:today|tonight|tomorrow|yesterday|this\ (?:morning|afternoon|evening|week(?:end)?|month|year|sprint
      |quarter|time|session|conversation|chat|round|iteration|run|pr|ticket|issue|bug|fix|commit|change|branch|step|one
      |file|function|method|test|task|case|line|error|output|diff|patch|script|page|screen|component|class|module)
      |right\ now|just\ now|for\ now|for\ the\ moment|at\ the\ moment|for\ the\ time\ being|for\ the\ rest\ of\ (?:the|this)
      |for\ (?:this|that|these|those|the\ next)\ (?:task|one|change|pr|commit|ticket|issue|bug|fix|branch|step|session|run
        |file|test|function|part|bit|case|few|couple)
      |in\ this\ (?:task|pr|change|commit|step|session|conversation|chat|case)
      |until\ (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|next\ \w+|the\ end\ of
        |the\ (?:demo|deadline|freeze|weekend)|\d)|tonight|yet
      |on[- ]call|out\ of\ (?:the\ )?office|on\ (?:leave|vacation|holiday|pto)|i'?m\ (?:currently\ )?(?:busy|away|out|off
        |sick|travel+ing|in\ a\ meeting)|first\ thing|later\ today|in\ a\ (?:minute|bit|moment|sec|second)
      |(?:before|after)\ (?:you|we)\ (?:continue|proceed|move\ on|go\ on|finish|start|begin)
      |at\ this\ (?:point|stage)|this\ time\ around)\b""")
_HEDGE = _rx(r"""\b(?:maybe|perhaps|probably|possibly|might|i\ think|i\ guess|i\ suppose|i\ wonder|i'?m\ not\ sure|not\ sure
      |wondering|i\ believe|i\ assume|could\ (?:we|you)|should\ (?:we|i)|would\ it|would\ be\ (?:nice|good|great|better|cool)
      |what\ if|kind\ of|sort\ of|eventually|someday|some\ day|at\ some\ point|ideally\ we\ would|we'?d|you'?d|it'?d
      |would(?!\ (?:prefer|rather|like))|could)\b""")
_HYPOTHETICAL = _rx(r"^(?:if|unless|in\ case|suppose|supposing|imagine|assuming|what\ if|say\ we|let'?s\ say|hypothetically)\b")
_QUESTION_START = _rx(r"""^(?:what|why|how|where|which|who|whom|whose|is|are|was|were|do|does|did|can|could|would|will|shall
                        |should|have|has|had|am|isn'?t|aren'?t|don'?t|doesn'?t|didn'?t|won'?t|any\ idea|any\ chance)\b""")
_REPORTED = _rx(r"""\b(?:said|says|say|wrote|writes|told\ (?:me|us)|according\ to|the\ (?:docs?|documentation|readme|error|message
      |output|log|linter|compiler|warning)\ (?:says?|said|reads?|states?))\b""")
_NARRATIVE = _rx(r"""^(?:i|we)(?:'ve|\ have|\ had|'d)?\ (?:just|already|recently|finally)?\s*(?:changed|updated|fixed|pushed|merged
      |added|removed|deleted|ran|run|tried|made|created|deployed|installed|restarted|rebased|committed|noticed|seen|saw
      |found|done|did|got|been)\b""")
# A short sentence ending on a pronoun leans on what came before ("never do that again", "don't change it").
_DANGLING_END = _rx(r"\b(?:it|that|this|them|those|these|one|so|again|too|as\ well|either|not)\s*[.!]?$")
SHORT_WORDS = 6
_NOT_SELF_CONTAINED = _rx(r"""(?:^(?:it|they|he|she)\b
      |^(?:that|this|those|these|there)(?:'s|'re|\ is|\ are|\ was|\ were|\ will|\ should|\ must|\ has|\ does|\ doesn'?t
        |\ isn'?t|\ aren'?t)\b
      |\bthe\ (?:first|second|third|last|other|previous|above|below|following|latter|former|same)\ (?:one|option|approach
        |version|way|thing|solution|suggestion)\b|\boption\ \w\b|\byour\ (?:suggestion|approach|version|plan|idea|change
        |fix|proposal|solution|code|answer)\b|\b(?:like|as)\ (?:that|this|before|above|i\ said)\b)""")
_REQUEST = _rx(r"^(?:let\ me|let'?s\ (?!go\ with|standardi|stick|settle|always|never|use\b)|can\ you|could\ you|would\ you|will\ you)\b")


def _is_transient(core: str) -> bool:
    return _TRANSIENT.search(core) is not None


def _durable_shape(masked: str, question: bool) -> bool:
    """Neither a question, a hypothetical, hedged, reported speech, scoped to now nor dangling."""
    core = masked.strip()
    dangling = _DANGLING_END.search(core) is not None and len(core.split()) <= SHORT_WORDS
    return not (question or dangling or _HYPOTHETICAL.search(core) or _HEDGE.search(core) or _REPORTED.search(core)
                or _is_transient(core) or _NOT_SELF_CONTAINED.search(core))


def _family(masked: str, named: set[str], memory_note: bool) -> str | None:
    """Which family a peeled sentence belongs to, or ``None``."""
    if _DECISION_CORE.search(masked):
        return DECISION
    if _PREFERENCE_CORE.search(masked):
        return PREFERENCE
    if _INSTRUCTION_CORE.search(masked) or INSTRUCTION in named or _INSTRUCTION_ANYWHERE.search(masked):
        return INSTRUCTION
    if REMEMBER in named or memory_note:
        return REMEMBER if _DECLARATIVE_VERB.search(masked) or memory_note else None
    if _NARRATIVE.search(masked) or _REQUEST.search(masked):
        return None
    if CORRECTION in named and _DECLARATIVE_VERB.search(masked) and _CORRECTION_CORE.search(masked):
        return CORRECTION
    if _CORRECTION_CORE.search(masked) and _CONTRAST.search(masked):
        return CORRECTION
    return None


def statement_of(sentence: str, masked: str, *, memory_note: bool = False) -> tuple[str, str] | None:
    """``(rule, content)`` when one sentence (and its masked twin) states something durable."""
    core, peeled, named, polite = _peel(sentence.strip(), masked.strip())
    if not peeled.strip():
        return None
    family = _family(peeled, named, memory_note)  # anchored patterns first: most sentences fail them at once
    if family is None or (family != DECISION and _NARRATIVE.search(peeled)):
        return None
    question = not polite and (masked.rstrip().endswith("?") or (
        not named and _QUESTION_START.search(peeled) is not None and not re.match(r"(?i)(?:don'?t|do not)\b", peeled)))
    if not _durable_shape(peeled, question):
        return None
    content = clean_content(core).strip("\"'“”")
    return (family, content) if within_bounds(content) and re.search(r"[^\W\d_]", content) else None


def _clauses(sentence: str, masked: str) -> Iterator[tuple[str, str]]:
    """The sentence, then each clause after ", but" / ", and" / ", also" / ", so" (a cue may open one)."""
    yield sentence, masked
    for match in re.finditer(r"(?i),\s*(?:but|and|also|so|though|oh\ and|btw)\s+", masked):
        yield sentence[match.end():], masked[match.end():]


def find_statements(text: str, *, memory_note: bool = False) -> list[Statement]:
    """Every durable statement in ``text`` (what the person typed), in text order.

    ``memory_note``: the text is a note the person wrote for memory (``#``
    in Claude Code): a self-contained statement in it is kept as
    ``remember_that`` even without a cue.
    """
    found: list[Statement] = []
    for number, line in prose_lines(text):
        if line.lstrip().startswith(">") or _looks_like_code(line):
            continue
        marker = _LIST_MARKER.match(line)
        line = line[marker.end():] if marker else line
        masked_line = _mask(line)
        for sentence, masked in _sentences(line, masked_line):
            for clause, masked_clause in _clauses(sentence, masked):
                hit = statement_of(clause, masked_clause, memory_note=memory_note)
                if hit is not None:
                    rule, content = hit
                    found.append(Statement(rule, CONVERSATION_TYPES[rule], content, number))
                    break
    return found
