//! The answer to one question: a decision that always carries the ids of what decided it.

use crate::rulebook::{Rule, Ruleset, Side};
use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::{Serialize, Serializer};
use std::borrow::Cow;

/// The answer itself.
#[derive(Debug, Clone, PartialEq)]
pub enum Answer {
    Yes,
    No,
    Undetermined,
    Number(i64),
    List(Vec<String>),
}

impl Answer {
    /// The answer as a word or value, for tables and comparisons.
    pub fn display(&self) -> String {
        match self {
            Answer::Yes => "yes".into(),
            Answer::No => "no".into(),
            Answer::Undetermined => "undetermined".into(),
            Answer::Number(n) => n.to_string(),
            Answer::List(l) if l.is_empty() => "none".into(),
            Answer::List(l) => l.join("; "),
        }
    }
    pub fn from_bool(b: bool) -> Answer {
        if b { Answer::Yes } else { Answer::No }
    }
}

impl JsonSchema for Answer {
    fn schema_name() -> Cow<'static, str> {
        "Answer".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "yes / no / undetermined, a number (a computation such as `cost`) or a list of strings (an enumeration; empty when nothing qualifies)",
            "anyOf": [
                { "type": "string", "enum": ["yes", "no", "undetermined"] },
                { "type": "integer" },
                { "type": "array", "items": { "type": "string" } }
            ]
        })
    }
}

/// The schema of a ruleset's name.
pub fn ruleset_schema(_: &mut SchemaGenerator) -> Schema {
    let names: Vec<&str> = Ruleset::ALL.iter().map(|r| r.name()).collect();
    json_schema!({ "type": "string", "enum": names })
}

fn rulesets_schema(g: &mut SchemaGenerator) -> Schema {
    json_schema!({ "type": "array", "items": ruleset_schema(g) })
}

fn side_schema(_: &mut SchemaGenerator) -> Schema {
    json_schema!({ "type": ["string", "null"], "enum": ["light", "dark", null] })
}

impl Serialize for Answer {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Answer::Yes => s.serialize_str("yes"),
            Answer::No => s.serialize_str("no"),
            Answer::Undetermined => s.serialize_str("undetermined"),
            Answer::Number(n) => s.serialize_i64(*n),
            Answer::List(l) => l.serialize(s),
        }
    }
}

/// A rule that applied, with how it applied to this board.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Reason {
    /// The rule id (`hoth.shield.coverage`).
    pub rule: &'static str,
    /// Document › section › bullet.
    pub citation: String,
    /// What the rule did on this board, in a sentence.
    pub applied: String,
}

impl Reason {
    pub fn new(rule: &Rule, applied: impl Into<String>) -> Reason {
        Reason {
            rule: rule.id,
            citation: rule.citation(),
            applied: applied.into(),
        }
    }
    /// A base rule the documents assume (`base.characters`…), which no document states: cited
    /// as such.
    pub fn base(rule: &crate::rulebook::BaseRule, applied: impl Into<String>) -> Reason {
        Reason {
            rule: rule.id,
            citation: BASE_CITATION.to_string(),
            applied: applied.into(),
        }
    }
}

impl Reason {
    /// A card's own text, read from the catalog, deciding as a rule would (its sentence is
    /// quoted in `applied`).
    pub fn card_text(rule: &crate::rulebook::BaseRule, applied: impl Into<String>) -> Reason {
        Reason {
            rule: rule.id,
            citation: CARD_TEXT_CITATION.to_string(),
            applied: applied.into(),
        }
    }
}

/// How a card's own text is cited.
pub const CARD_TEXT_CITATION: &str = "the card's own text";

/// How a base rule is cited: the documents amend base rulebooks they do not restate.
pub const BASE_CITATION: &str = "base rules the documents assume";

/// A derived board fact the reasons used.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Fact {
    pub name: String,
    pub value: String,
}

/// What an older ruleset would have answered, where it differs.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Superseded {
    /// The older rulesets that answer this way (oldest first).
    #[schemars(schema_with = "rulesets_schema")]
    pub rulesets: Vec<Ruleset>,
    pub answer: Answer,
    /// The rules that decided it there.
    pub rules: Vec<&'static str>,
    pub note: String,
}

/// A full answer.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Verdict {
    /// The question as asked.
    pub query: String,
    /// The canonical question a question in a player's words was read as (`can land @slave1
    /// at "Hoth: Ice Plains (5th Marker)"`); absent when the question was asked canonically.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub read_as: Option<String>,
    /// The ruleset the answer is given under.
    #[schemars(schema_with = "ruleset_schema")]
    pub ruleset: Ruleset,
    /// Who the question was asked for, when it matters.
    #[schemars(schema_with = "side_schema")]
    pub side: Option<Side>,
    pub answer: Answer,
    pub reasons: Vec<Reason>,
    pub facts: Vec<Fact>,
    pub considered: Vec<Reason>,
    pub superseded: Vec<Superseded>,
    /// When the board's turn or phase refuses the act: what the act meets at its own time, from
    /// the same checks with the timing left out ("in the Dark Side's next move phase: yes, 1
    /// Force" / "…: still no, by the rules above").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at_its_time: Option<String>,
    /// For a cost question the board's turn or phase refuses: the price the act has at its own
    /// time, which the headlines of the human, markdown and page renderings give first ("1
    /// Force, not now"). `answer` stays `"no"` (a number means allowed now).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cost_at_its_time: Option<i64>,
    pub assumptions: Vec<String>,
    #[schemars(with = "Vec<String>")]
    pub undetermined_because: Vec<Undetermined>,
    /// Lines of a computed answer (arithmetic, positions, a drawn row).
    pub detail: Vec<String>,
    /// Something the judge should see before the ruling, though it does not change it (a duel
    /// hand not the size the rules give). The CLI prints these on stderr.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<String>,
    /// The computed answer as plain data, where a rule fills it at its one spot (`moves`, a duel
    /// replay). The JSON answer shows it as `computed`; costs are read from `detail` there.
    #[serde(skip)]
    #[schemars(skip)]
    pub data: Option<Computed>,
}

/// Why an answer is undetermined: the sentence shown (all that is serialised: a string, as
/// `undetermined_because` has always been), and what kind of gap it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Undetermined {
    pub gap: Gap,
    pub why: String,
}

/// What an undetermined answer turns on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Gap {
    /// A fact, a card's game text or a rule the question needs that the board or swjudge does
    /// not give: the act itself is judged, and may be legal.
    Missing,
    /// The question itself (a rule family, or the act under this ruleset) is not modelled: there
    /// is nothing judged to report, so a question made of questions (`moves`, `reach`) leaves it
    /// out.
    NotModelled,
}

impl Undetermined {
    pub fn new(gap: Gap, why: impl Into<String>) -> Undetermined {
        Undetermined {
            gap,
            why: why.into(),
        }
    }
    pub fn is_not_modelled(&self) -> bool {
        self.gap == Gap::NotModelled
    }
}

impl std::ops::Deref for Undetermined {
    type Target = str;
    fn deref(&self) -> &str {
        &self.why
    }
}

impl std::fmt::Display for Undetermined {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.why)
    }
}

impl Serialize for Undetermined {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.why)
    }
}

/// A computed answer as data, beside the sentences of `detail` (the JSON answer's `computed`).
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Computed {
    /// A cost in Force: each part, and the total (the answer).
    Cost { parts: Vec<CostPart>, total: i64 },
    /// `moves`: every move found, legal or turning on something unmodelled.
    Moves { moves: Vec<MoveEntry> },
    /// `duel`: the replay, attack by attack.
    Duel(DuelReplay),
    /// `reach`: the cheapest route found, step by step.
    Route {
        /// The card that moves (its title, and `(@id)` when it has one).
        card: String,
        /// Where it goes.
        to: String,
        steps: Vec<RouteStep>,
        /// The Force of every step (the answer).
        total: i64,
        /// The mover's turns the route takes (0 when the card is already there).
        turns: u32,
    },
}

/// One step of a `reach` route.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct RouteStep {
    /// The mover's turn it is made in (1: this turn, when it is the mover's; else its next).
    pub turn: u32,
    /// The movement, as `moves` lists it (`land at Cloud City: East Platform (Docking Bay)`).
    pub movement: String,
    /// Its cost in Force.
    pub cost: i64,
}

/// One part of a cost.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct CostPart {
    /// What is paid for (`shuttling`, `Clouds (cloud sector)`).
    pub what: String,
    /// Force.
    pub force: i64,
}

/// One move of `moves`.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct MoveEntry {
    /// The card that moves (its title, and `(@id)` when it has one).
    pub card: String,
    /// The movement (`move to Clouds (@clouds2)`).
    pub movement: String,
    /// Its cost in Force, when the rules set it.
    pub cost: Option<i64>,
    /// `legal` (with `cost`), `cost-undetermined` (legal; its cost is open, `why` says what it
    /// turns on: card text that sets it, or no cost the documents give) or `undetermined`
    /// (then `why`).
    pub status: MoveStatus,
    /// What an undetermined move, or an undetermined cost, turns on.
    pub why: Option<String>,
}

/// Whether a listed move is legal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum MoveStatus {
    Legal,
    CostUndetermined,
    Undetermined,
}

/// A replayed lightsaber duel.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct DuelReplay {
    /// The initiator first, then the defender.
    pub duelists: Vec<String>,
    /// Each duelist's printed DAMAGE (same order).
    pub damage: Vec<i64>,
    /// Hits each took (same order).
    pub hits: Vec<i64>,
    /// The duelist defeated, if one was.
    pub defeated: Option<String>,
    pub attacks: Vec<DuelAttack>,
}

/// One attack from hand and the blocks it set off, ending in a hit.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct DuelAttack {
    /// 1, 2, …
    pub number: usize,
    /// The duelist attacking from hand.
    pub attacker: String,
    pub card: DuelPlay,
    /// Blocks of matching destiny, in order; each is an attack on the other duelist.
    pub blocks: Vec<DuelBlock>,
    /// The duelist who could not block and took the hit.
    pub hit: String,
    /// Hits on that duelist after this attack (with any "When dueling" extra hits).
    pub hits_after: i64,
}

/// A card played in a duel.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct DuelPlay {
    /// `3`, or the card's title.
    pub label: String,
    pub destiny: i64,
}

/// A block.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct DuelBlock {
    pub by: String,
    pub card: DuelPlay,
}

impl Computed {
    /// A cost read from a verdict's detail lines (`shuttling: 1 Force`, `+1 Force: Clouds …`,
    /// `total: 4 Force`): the parts sum to the total, or there is no structure to give.
    pub fn cost_of(v: &Verdict) -> Option<Computed> {
        let Answer::Number(total) = v.answer else {
            return None;
        };
        let mut parts = Vec::new();
        let mut stated = None;
        for d in &v.detail {
            let d = d.trim();
            if let Some(rest) = d.strip_prefix('+')
                && let Some((n, what)) = rest.split_once(" Force: ")
                && let Ok(n) = n.parse::<i64>()
            {
                parts.push(CostPart {
                    what: what.to_string(),
                    force: n,
                });
            } else if let Some((what, n)) = d.rsplit_once(": ")
                && let Some((n, note)) = n.split_once(" Force")
                && (note.is_empty() || (note.starts_with(" (") && note.ends_with(')')))
                && let Ok(n) = n.parse::<i64>()
            {
                if what == "total" {
                    stated = Some(n);
                } else {
                    parts.push(CostPart {
                        what: format!("{what}{note}"),
                        force: n,
                    });
                }
            }
        }
        let sum = parts.iter().try_fold(0i64, |a, p| a.checked_add(p.force));
        (stated.is_none_or(|s| s == total) && sum == Some(total))
            .then_some(Computed::Cost { parts, total })
    }
}

impl Verdict {
    /// The reasons grouped by rule, in the order each rule is first cited: each rule once,
    /// with every way it applied (the page groups the JSON's reasons the same way).
    pub fn reasons_by_rule(&self) -> Vec<(&Reason, Vec<&str>)> {
        let mut out: Vec<(&Reason, Vec<&str>)> = Vec::new();
        for r in &self.reasons {
            match out
                .iter_mut()
                .find(|(first, _)| first.rule == r.rule && first.citation == r.citation)
            {
                Some((_, applied)) => applied.push(&r.applied),
                None => out.push((r, vec![&r.applied])),
            }
        }
        out
    }

    pub fn new(query: &str, ruleset: Ruleset) -> Verdict {
        Verdict {
            query: query.to_string(),
            read_as: None,
            ruleset,
            side: None,
            answer: Answer::Undetermined,
            reasons: Vec::new(),
            facts: Vec::new(),
            considered: Vec::new(),
            superseded: Vec::new(),
            assumptions: Vec::new(),
            undetermined_because: Vec::new(),
            detail: Vec::new(),
            warnings: Vec::new(),
            at_its_time: None,
            cost_at_its_time: None,
            data: None,
        }
    }

    /// Every rule id among reasons (for `because:` checks).
    pub fn reason_ids(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.reasons.iter().map(|r| r.rule)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The kind of gap is for the judge's own use: the JSON answer shows only the sentence, as
    /// it always has.
    #[test]
    fn an_undetermined_reason_serialises_as_its_sentence() {
        let mut v = Verdict::new("can fly @x", Ruleset::Latest);
        v.undetermined_because = vec![
            Undetermined::new(Gap::NotModelled, "not modelled yet: flying"),
            Undetermined::new(Gap::Missing, "the card's game text"),
        ];
        let json = serde_json::to_value(&v).expect("serialises");
        assert_eq!(
            json["undetermined_because"],
            serde_json::json!(["not modelled yet: flying", "the card's game text"])
        );
        assert!(v.undetermined_because[0].is_not_modelled());
        assert!(!v.undetermined_because[1].is_not_modelled());
    }
}
