//! The grammar: the whole question (verb, clauses, `as …`, end) and one function per verb,
//! reading what follows it. Each verb's syntax is written once, in its entry of the verb table
//! (`query/verbs.rs`), which names its function here.

use nom::{Parser, sequence::preceded};

use super::error::{Expect, PResult, suggest_verb};
use super::lex::{blank, keyword, shown, token_len, word};
use super::scanner::{CARD, LOCATION, ROW, Scanner};
use crate::query::ast::{QueryKind, SabaccCard, Side};
use crate::query::verbs::{VERBS, verb_table};

/// Reads what follows a verb: each verb's entry in the table (`query/verbs.rs`) names one.
type VerbFn = for<'a> fn(&mut Scanner<'a>) -> PResult<QueryKind>;

/// The grammar functions the verb table names, in its order: `GRAMMAR[i]` reads what follows
/// `VERBS[i]`.
macro_rules! grammar_of_verbs {
    ($(
        $(#[$attr:meta])*
        $variant:ident $({ $($(#[$fattr:meta])* $field:ident : $fty:ty),* $(,)? })? => {
            name: $name:literal,
            syntax: $syntax:literal,
            about: $about:literal,
            example: $example:literal,
            after_cost: $after_cost:literal,
            games: $games:ident,
            parse: $parse:ident,
            frames: [$($frame:literal => $reads:literal),* $(,)?],
            $(triggers: [$($trigger:literal),* $(,)?] $(,)?)?
        }
    )*) => {
        static GRAMMAR: &[VerbFn] = &[$($parse,)*];
    };
}
verb_table!(grammar_of_verbs);

/// The grammar function that reads what follows `VERBS[i]`.
fn grammar_of(i: usize) -> VerbFn {
    GRAMMAR[i]
}

pub(super) const EXAMPLE: &str = "for example: can land \"Red 5\" at \"Ice Plains\"";

pub(in crate::query) fn shielded(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let location = s.card(LOCATION)?;
    Ok(QueryKind::Shielded { location })
}

/// `as starting` is read with `as <side>`, after the clauses (see [`question`]).
pub(in crate::query) fn can_deploy(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let to = s.opt_clause("to", LOCATION)?;
    let aboard = s.opt_clause("aboard", CARD)?;
    let with = s.opt_clause("with", CARD)?;
    Ok(QueryKind::CanDeploy {
        card,
        to,
        aboard,
        with,
        as_starting: false,
    })
}

pub(in crate::query) fn can_land(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let at = s.opt_clause("at", LOCATION)?;
    Ok(QueryKind::CanLand { card, at })
}

pub(in crate::query) fn can_take_off(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let to = s.opt_clause("to", LOCATION)?;
    Ok(QueryKind::CanTakeOff { card, to })
}

pub(in crate::query) fn can_move(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let to = s.opt_clause("to", LOCATION)?;
    let by = s.opt_clause("by", CARD)?;
    Ok(QueryKind::CanMove { card, to, by })
}

pub(in crate::query) fn can_shuttle(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let to = s.clause("to", LOCATION)?;
    Ok(QueryKind::CanShuttle { card, to })
}

pub(in crate::query) fn can_transit(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let to = s.clause("to", LOCATION)?;
    Ok(QueryKind::CanTransit { card, to })
}

pub(in crate::query) fn can_transfer(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let to = s.clause("to", CARD)?;
    Ok(QueryKind::CanTransfer { card, to })
}

pub(in crate::query) fn can_embark(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let on = s.clause("on", CARD)?;
    Ok(QueryKind::CanEmbark { card, on })
}

pub(in crate::query) fn can_disembark(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::CanDisembark { card })
}

pub(in crate::query) fn can_react(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let to = s.clause("to", LOCATION)?;
    Ok(QueryKind::CanReact { card, to })
}

pub(in crate::query) fn can_carry(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let carrier = s.card(CARD)?;
    let item = s.card(CARD)?;
    Ok(QueryKind::CanCarry { carrier, item })
}

pub(in crate::query) fn can_use(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let user = s.card(CARD)?;
    let item = s.card(CARD)?;
    Ok(QueryKind::CanUse { user, item })
}

pub(in crate::query) fn can_steal(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let thief = s.card(CARD)?;
    let item = s.card(CARD)?;
    Ok(QueryKind::CanSteal { thief, item })
}

pub(in crate::query) fn can_fire(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let weapon = s.card(CARD)?;
    let target = s.clause("at", CARD)?;
    Ok(QueryKind::CanFire { weapon, target })
}

pub(in crate::query) fn can_replace(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let old = s.card(CARD)?;
    let new = s.clause("with", CARD)?;
    Ok(QueryKind::CanReplace { old, new })
}

pub(in crate::query) fn can_duel(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let with = s.clause("with", CARD)?;
    let against = s.opt_clause("against", CARD)?;
    Ok(QueryKind::CanDuel {
        card,
        with,
        against,
    })
}

pub(in crate::query) fn can_evacuate(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let location = s.card(LOCATION)?;
    Ok(QueryKind::CanEvacuate { location })
}

pub(in crate::query) fn can_target(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let with = s.opt_clause("with", CARD)?;
    Ok(QueryKind::CanTarget { card, with })
}

pub(in crate::query) fn can_bomb(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let bomber = s.card(CARD)?;
    let at = s.clause("at", LOCATION)?;
    Ok(QueryKind::CanBomb { bomber, at })
}

pub(in crate::query) fn can_battle(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::CanBattle { card })
}

pub(in crate::query) fn is(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let (property, property_span) = s.property()?;
    Ok(QueryKind::Is {
        card,
        property,
        property_span,
    })
}

pub(in crate::query) fn matching(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let weapon = s.card(CARD)?;
    let character = s.card(CARD)?;
    Ok(QueryKind::Matching { weapon, character })
}

pub(in crate::query) fn force_icons(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let side = s.side()?;
    Ok(QueryKind::ForceIcons { side })
}

pub(in crate::query) fn card_type(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::CardType { card })
}

pub(in crate::query) fn capture(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::Capture { card })
}

pub(in crate::query) fn present(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let at = s.opt_clause("at", LOCATION)?;
    Ok(QueryKind::Present { card, at })
}

pub(in crate::query) fn presence(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let side = s.side()?;
    let at = s.clause("at", LOCATION)?;
    Ok(QueryKind::Presence { side, at })
}

pub(in crate::query) fn alone(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::Alone { card })
}

pub(in crate::query) fn piloted(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::Piloted { card })
}

pub(in crate::query) fn battle_power(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let side = s.side()?;
    let at = s.clause("at", LOCATION)?;
    Ok(QueryKind::BattlePower { side, at })
}

pub(in crate::query) fn landspeed(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::Landspeed { card })
}

pub(in crate::query) fn defense(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::Defense { card })
}

pub(in crate::query) fn lost_with(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::LostWith { card })
}

pub(in crate::query) fn tripped_by(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let at = s.clause("at", LOCATION)?;
    Ok(QueryKind::TrippedBy { card, at })
}

pub(in crate::query) fn enhances(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let craft = s.card(CARD)?;
    Ok(QueryKind::Enhances { card, craft })
}

pub(in crate::query) fn cost(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    s.eat("can");
    let start = s.pos();
    let found = word(s.rest)
        .ok()
        .map(|(rest, first)| can_phrase(first, rest))
        .and_then(|(rest, name)| {
            VERBS
                .iter()
                .position(|v| v.after_cost && v.name == name)
                .map(|i| (rest, i))
        });
    let Some((rest, inner)) = found else {
        for v in VERBS.iter().filter(|v| v.after_cost) {
            s.note(Expect::Word(v.name.trim_start_matches("can ")));
        }
        return Err(s.unexpected());
    };
    s.consume_from(start, rest);
    let question = grammar_of(inner)(s)?;
    Ok(QueryKind::Cost {
        question: Box::new(question),
    })
}

pub(in crate::query) fn markers(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let row = s.opt_card(ROW)?;
    Ok(QueryKind::Markers { row })
}

pub(in crate::query) fn insertion(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let location = s.card(LOCATION)?;
    let row = s.opt_clause("in", ROW)?;
    Ok(QueryKind::Insertion { location, row })
}

pub(in crate::query) fn validate(_s: &mut Scanner<'_>) -> PResult<QueryKind> {
    Ok(QueryKind::Validate)
}

pub(in crate::query) fn layout(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let row = s.opt_card(ROW)?;
    Ok(QueryKind::Layout { row })
}

pub(in crate::query) fn asteroid_destiny(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::AsteroidDestiny { card })
}

pub(in crate::query) fn search_party(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let at = s.clause("at", LOCATION)?;
    s.expect("with")?;
    let with = s.list(|s| s.card(CARD))?;
    Ok(QueryKind::SearchParty { at, with })
}

pub(in crate::query) fn sabacc(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    s.expect("light")?;
    let light = s.list(sabacc_card)?;
    s.expect("dark")?;
    let dark = s.list(sabacc_card)?;
    Ok(QueryKind::Sabacc { light, dark })
}

fn sabacc_card(s: &mut Scanner<'_>) -> PResult<SabaccCard> {
    if s.eat("wild") {
        Ok(SabaccCard::Wild)
    } else if s.eat("clone") {
        Ok(SabaccCard::Clone)
    } else {
        s.int().map(SabaccCard::Value)
    }
}

pub(in crate::query) fn creature_attack(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    s.stops = &["destiny"];
    let creature = s.card(CARD)?;
    let target = s.clause("on", CARD)?;
    let destiny = s.opt_int_clause("destiny")?;
    Ok(QueryKind::CreatureAttack {
        creature,
        target,
        destiny,
    })
}

pub(in crate::query) fn jedi_test(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    s.stops = &["test", "destiny"];
    let card = s.card(CARD)?;
    s.expect("test")?;
    let test = s.int()?;
    let destiny = s.opt_int_clause("destiny")?;
    Ok(QueryKind::JediTest {
        card,
        test,
        destiny,
    })
}

pub(in crate::query) fn duel(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    s.stops = &["hands"];
    let attacker = s.card(CARD)?;
    let defender = s.clause("against", CARD)?;
    let hands = if s.eat("hands") {
        let attacker_hand = s.list(Scanner::int)?;
        s.expect_char('/', "/")?;
        let defender_hand = s.list(Scanner::int)?;
        Some((attacker_hand, defender_hand))
    } else {
        None
    };
    Ok(QueryKind::Duel {
        attacker,
        defender,
        hands,
    })
}

pub(in crate::query) fn duel_defenders(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let attacker = s.card(CARD)?;
    let against = s.clause("against", CARD)?;
    Ok(QueryKind::DuelDefenders { attacker, against })
}

pub(in crate::query) fn duelists(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let planet = s.card(LOCATION)?;
    Ok(QueryKind::Duelists { planet })
}

pub(in crate::query) fn duel_hand(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    s.stops = &["destiny"];
    let card = s.card(CARD)?;
    let destiny = s.opt_int_clause("destiny")?;
    Ok(QueryKind::DuelHand { card, destiny })
}

pub(in crate::query) fn effect_fetch(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let location = s.opt_card(LOCATION)?;
    Ok(QueryKind::EffectFetch { location })
}

pub(in crate::query) fn deploy_from_deck(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let by = s.opt_clause("by", CARD)?;
    Ok(QueryKind::DeployFromDeck { card, by })
}

pub(in crate::query) fn evacuation_outcome(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    s.stops = &["survivors"];
    let location = s.card(LOCATION)?;
    s.expect("survivors")?;
    let survivors = if s.eat("none") {
        Vec::new()
    } else {
        s.list(|s| s.card(CARD))?
    };
    Ok(QueryKind::EvacuationOutcome {
        location,
        survivors,
    })
}

pub(in crate::query) fn moves(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.opt_card(CARD)?;
    Ok(QueryKind::Moves { card, all: false })
}

pub(in crate::query) fn reach(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let to = s.card(LOCATION)?;
    Ok(QueryKind::Reach { card, to })
}

pub(in crate::query) fn rule(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let at = s.pos();
    let id = s.rule_id()?;
    // An id no rule has is refused here, as `swjudge rules <id>` refuses it (exit 2).
    // A pattern (`hoth.*`) must match some id: everything before its first `*`.
    let known = match id.split_once('*') {
        Some((head, _)) => crate::rulebook::all()
            .iter()
            .any(|r| r.id.starts_with(head)),
        None => crate::rulebook::find(&id).is_some(),
    };
    if !known {
        let ids = crate::rulebook::all().iter().map(|r| r.id);
        let near = ids
            .map(|r| (strsim::jaro_winkler(&id, r), r))
            .filter(|(score, _)| *score > 0.8)
            .max_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, r)| r);
        return Err(s.failure_at(
            at,
            id.len(),
            format!("no rule has the id `{}`", shown(&id)),
            "unknown rule id".to_string(),
            Some(match near {
                Some(r) => format!("did you mean `{r}`? (`swjudge rules` lists every id)"),
                None => "`swjudge rules` lists every rule id".to_string(),
            }),
            vec!["a rule id".to_string()],
        ));
    }
    Ok(QueryKind::Rule { id })
}

/// The whole question: verb, its clauses, then `as <side>` / `as starting`, then the end.
pub(super) fn question(s: &mut Scanner<'_>) -> PResult<(QueryKind, Option<Side>)> {
    let verb = s.verb()?;
    let mut kind = grammar_of(verb)(s)?;
    let asker = s.as_clauses(starting_flag(&mut kind))?;
    s.finish()?;
    Ok((kind, asker))
}

/// The `as starting` flag of a question that takes one (`can deploy`, also under `cost`).
fn starting_flag(kind: &mut QueryKind) -> Option<&mut bool> {
    match kind {
        QueryKind::CanDeploy { as_starting, .. } => Some(as_starting),
        QueryKind::Cost { question } => starting_flag(question),
        _ => None,
    }
}

/// Normalises the word after `can` (`first`, with `rest` after it) to a verb name such as
/// `can take-off`, reading `take off` as one verb.
fn can_phrase<'a>(first: &'a str, rest: &'a str) -> (&'a str, String) {
    let lower = first.to_ascii_lowercase();
    if lower == "takeoff" {
        return (rest, "can take-off".to_string());
    }
    if lower == "take"
        && let Ok((after, _)) = preceded(blank, keyword("off")).parse(rest)
    {
        return (after, "can take-off".to_string());
    }
    (rest, format!("can {lower}"))
}

impl Scanner<'_> {
    // ---- the verb

    /// Reads the verb: one word, or `can` and the next word(s). Its place in [`VERBS`].
    pub(super) fn verb(&mut self) -> PResult<usize> {
        let all = || VERBS.iter().map(|v| v.name.to_string()).collect::<Vec<_>>();
        let Ok((after_first, first)) = word(self.rest) else {
            let message = if self.rest.is_empty() {
                "empty question".to_string()
            } else {
                format!(
                    "a question starts with a verb, found `{}`",
                    shown(self.rest)
                )
            };
            // An empty question lists the verbs.
            let help = if self.rest.is_empty() {
                format!("ask one of: {}", all().join(", "))
            } else {
                EXAMPLE.to_string()
            };
            return Err(self.failure_at(
                0,
                token_len(self.rest),
                message,
                "expected a verb".to_string(),
                Some(help),
                all(),
            ));
        };
        let (rest, name, second) = if first.eq_ignore_ascii_case("can") {
            let after_can = blank(after_first).map_or(after_first, |(r, _)| r);
            let Ok((after_second, second)) = word(after_can) else {
                let can_verbs = VERBS.iter().filter(|v| v.name.starts_with("can "));
                return Err(self.failure_at(
                    self.offset_of(after_can),
                    token_len(after_can),
                    "expected a verb after `can`".to_string(),
                    "expected a verb such as `land`".to_string(),
                    Some(EXAMPLE.to_string()),
                    can_verbs.map(|v| v.name.to_string()).collect(),
                ));
            };
            let (rest, name) = can_phrase(second, after_second);
            (rest, name, Some(second))
        } else {
            (after_first, first.to_ascii_lowercase(), None)
        };
        match VERBS.iter().position(|v| v.name == name) {
            Some(i) => {
                self.consume(rest);
                Ok(i)
            }
            None => {
                let typed_end = self.offset_of(rest);
                let typed = self.text.get(..typed_end).unwrap_or_default();
                let next = || {
                    word(blank(rest).map_or(rest, |(r, _)| r))
                        .ok()
                        .map(|(_, w)| w)
                };
                let second = second.or_else(next);
                let help = suggest_verb(first, second).map(|v| format!("did you mean `{v}`?"));
                let mut failure = self.failure_at(
                    0,
                    typed_end,
                    format!("unknown verb `{}`", shown(typed)),
                    "not a verb of the query language".to_string(),
                    help.or_else(|| Some(EXAMPLE.to_string())),
                    all(),
                );
                failure.typed_verb = Some((first.to_string(), second.map(str::to_string)));
                Err(failure)
            }
        }
    }
}
