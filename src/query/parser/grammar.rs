//! The grammar: one function per verb, the table of verbs, and the whole question (verb,
//! clauses, `as …`, end).

use nom::{Parser, sequence::preceded};

use super::error::{Expect, PResult, suggest_verb};
use super::lex::{blank, keyword, shown, token_len, word};
use super::scanner::{CARD, LOCATION, ROW, Scanner};
use crate::query::ast::{QueryKind, SabaccCard, Side};

pub(super) type VerbFn = for<'a> fn(&mut Scanner<'a>) -> PResult<QueryKind>;

/// One verb of the grammar and the function that parses what follows it.
pub(super) struct Verb {
    pub(super) name: &'static str,
    /// May follow `cost`.
    pub(super) movement: bool,
    pub(super) parse: VerbFn,
}

pub(super) const fn verb(name: &'static str, parse: VerbFn) -> Verb {
    Verb {
        name,
        movement: false,
        parse,
    }
}

pub(super) const fn movement(name: &'static str, parse: VerbFn) -> Verb {
    Verb {
        name,
        movement: true,
        parse,
    }
}

/// Every verb of the language.
pub(super) const VERBS: &[Verb] = &[
    verb("shielded", shielded),
    movement("can deploy", can_deploy),
    movement("can land", can_land),
    movement("can take-off", can_take_off),
    movement("can move", can_move),
    movement("can shuttle", can_shuttle),
    movement("can transit", can_transit),
    movement("can transfer", can_transfer),
    movement("can embark", can_embark),
    movement("can disembark", can_disembark),
    movement("can react", can_react),
    verb("can carry", can_carry),
    verb("can use", can_use),
    verb("can steal", can_steal),
    verb("can fire", can_fire),
    verb("can replace", can_replace),
    verb("can duel", can_duel),
    verb("can evacuate", can_evacuate),
    verb("can target", can_target),
    verb("can bomb", can_bomb),
    verb("can battle", can_battle),
    verb("is", is),
    verb("matching", matching),
    verb("force-icons", force_icons),
    verb("card-type", card_type),
    verb("capture", capture),
    verb("present", present),
    verb("presence", presence),
    verb("alone", alone),
    verb("piloted", piloted),
    verb("battle-power", battle_power),
    verb("landspeed", landspeed),
    verb("defense", defense),
    verb("lost-with", lost_with),
    verb("tripped-by", tripped_by),
    verb("enhances", enhances),
    verb("cost", cost),
    verb("markers", markers),
    verb("insertion", insertion),
    verb("layout", layout),
    verb("asteroid-destiny", asteroid_destiny),
    verb("search-party", search_party),
    verb("sabacc", sabacc),
    verb("creature-attack", creature_attack),
    verb("jedi-test", jedi_test),
    verb("duel", duel),
    verb("evacuation-outcome", evacuation_outcome),
    verb("duel-defenders", duel_defenders),
    verb("duel-hand", duel_hand),
    verb("effect-fetch", effect_fetch),
    verb("deploy-from-deck", deploy_from_deck),
    verb("moves", moves),
    verb("rule", rule),
    verb("validate", validate),
];

pub(super) const EXAMPLE: &str = "for example: can land \"Red 5\" at \"Ice Plains\"";

// shielded <location>
pub(super) fn shielded(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let location = s.card(LOCATION)?;
    Ok(QueryKind::Shielded { location })
}

// can deploy <card> [to <location>] [aboard <card>] [with <card>]   (`as starting`: see `tail`)
pub(super) fn can_deploy(s: &mut Scanner<'_>) -> PResult<QueryKind> {
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

// can land <card> [at <location>]
pub(super) fn can_land(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let at = s.opt_clause("at", LOCATION)?;
    Ok(QueryKind::CanLand { card, at })
}

// can take-off <card> [to <location>]
pub(super) fn can_take_off(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let to = s.opt_clause("to", LOCATION)?;
    Ok(QueryKind::CanTakeOff { card, to })
}

// can move <card> [to <location>] [by <card>]
pub(super) fn can_move(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let to = s.opt_clause("to", LOCATION)?;
    let by = s.opt_clause("by", CARD)?;
    Ok(QueryKind::CanMove { card, to, by })
}

// can shuttle <card> to <location>
pub(super) fn can_shuttle(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let to = s.clause("to", LOCATION)?;
    Ok(QueryKind::CanShuttle { card, to })
}

// can transit <card> to <location>
pub(super) fn can_transit(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let to = s.clause("to", LOCATION)?;
    Ok(QueryKind::CanTransit { card, to })
}

// can transfer <card> to <card>
pub(super) fn can_transfer(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let to = s.clause("to", CARD)?;
    Ok(QueryKind::CanTransfer { card, to })
}

// can embark <card> on <card>
pub(super) fn can_embark(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let on = s.clause("on", CARD)?;
    Ok(QueryKind::CanEmbark { card, on })
}

// can disembark <card>
pub(super) fn can_disembark(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::CanDisembark { card })
}

// can react <card> to <location>
pub(super) fn can_react(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let to = s.clause("to", LOCATION)?;
    Ok(QueryKind::CanReact { card, to })
}

// can carry <card> <card>
pub(super) fn can_carry(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let carrier = s.card(CARD)?;
    let item = s.card(CARD)?;
    Ok(QueryKind::CanCarry { carrier, item })
}

// can use <card> <card>
pub(super) fn can_use(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let user = s.card(CARD)?;
    let item = s.card(CARD)?;
    Ok(QueryKind::CanUse { user, item })
}

// can steal <card> <card>
pub(super) fn can_steal(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let thief = s.card(CARD)?;
    let item = s.card(CARD)?;
    Ok(QueryKind::CanSteal { thief, item })
}

// can fire <card> at <card>
pub(super) fn can_fire(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let weapon = s.card(CARD)?;
    let target = s.clause("at", CARD)?;
    Ok(QueryKind::CanFire { weapon, target })
}

// can replace <card> with <card>
pub(super) fn can_replace(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let old = s.card(CARD)?;
    let new = s.clause("with", CARD)?;
    Ok(QueryKind::CanReplace { old, new })
}

// can duel <card> with <card> [against <card>]
pub(super) fn can_duel(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let with = s.clause("with", CARD)?;
    let against = s.opt_clause("against", CARD)?;
    Ok(QueryKind::CanDuel {
        card,
        with,
        against,
    })
}

// can evacuate <location>
pub(super) fn can_evacuate(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let location = s.card(LOCATION)?;
    Ok(QueryKind::CanEvacuate { location })
}

// can target <card> [with <card>]
pub(super) fn can_target(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let with = s.opt_clause("with", CARD)?;
    Ok(QueryKind::CanTarget { card, with })
}

// can bomb <bomber> at <location>
pub(super) fn can_bomb(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let bomber = s.card(CARD)?;
    let at = s.clause("at", LOCATION)?;
    Ok(QueryKind::CanBomb { bomber, at })
}

// can battle <card>
pub(super) fn can_battle(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::CanBattle { card })
}

// is <card> <property>;  property = a word (rebel, imperial, independent …)
pub(super) fn is(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let (property, property_span) = s.property()?;
    Ok(QueryKind::Is {
        card,
        property,
        property_span,
    })
}

// matching <weapon> <character>
pub(super) fn matching(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let weapon = s.card(CARD)?;
    let character = s.card(CARD)?;
    Ok(QueryKind::Matching { weapon, character })
}

// force-icons <side>
pub(super) fn force_icons(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let side = s.side()?;
    Ok(QueryKind::ForceIcons { side })
}

// card-type <card>
pub(super) fn card_type(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::CardType { card })
}

// capture <character>
pub(super) fn capture(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::Capture { card })
}

// present <card>
pub(super) fn present(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let at = s.opt_clause("at", LOCATION)?;
    Ok(QueryKind::Present { card, at })
}

// presence <side> at <location>
pub(super) fn presence(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let side = s.side()?;
    let at = s.clause("at", LOCATION)?;
    Ok(QueryKind::Presence { side, at })
}

// alone <card>
pub(super) fn alone(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::Alone { card })
}

// piloted <card>
pub(super) fn piloted(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::Piloted { card })
}

// battle-power <side> at <location>
pub(super) fn battle_power(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let side = s.side()?;
    let at = s.clause("at", LOCATION)?;
    Ok(QueryKind::BattlePower { side, at })
}

// landspeed <card>
pub(super) fn landspeed(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::Landspeed { card })
}

// defense <card>
pub(super) fn defense(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::Defense { card })
}

// lost-with <card>
pub(super) fn lost_with(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::LostWith { card })
}

// tripped-by <card> at <location>
pub(super) fn tripped_by(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let at = s.clause("at", LOCATION)?;
    Ok(QueryKind::TrippedBy { card, at })
}

// enhances <card> <vehicle or starship>
pub(super) fn enhances(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let craft = s.card(CARD)?;
    Ok(QueryKind::Enhances { card, craft })
}

// cost [can] <movement verb> …
pub(super) fn cost(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    s.eat("can");
    let start = s.pos();
    let found = word(s.rest)
        .ok()
        .map(|(rest, first)| can_phrase(first, rest))
        .and_then(|(rest, name)| {
            VERBS
                .iter()
                .find(|v| v.movement && v.name == name)
                .map(|v| (rest, v))
        });
    let Some((rest, inner)) = found else {
        for v in VERBS.iter().filter(|v| v.movement) {
            s.note(Expect::Word(v.name.trim_start_matches("can ")));
        }
        return Err(s.unexpected());
    };
    s.consume_from(start, rest);
    let question = (inner.parse)(s)?;
    Ok(QueryKind::Cost {
        question: Box::new(question),
    })
}

// markers [<row>]
pub(super) fn markers(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let row = s.opt_card(ROW)?;
    Ok(QueryKind::Markers { row })
}

// insertion <location> [in <row>]
pub(super) fn insertion(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let location = s.card(LOCATION)?;
    let row = s.opt_clause("in", ROW)?;
    Ok(QueryKind::Insertion { location, row })
}

// validate
pub(super) fn validate(_s: &mut Scanner<'_>) -> PResult<QueryKind> {
    Ok(QueryKind::Validate)
}

// layout [<row>]
pub(super) fn layout(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let row = s.opt_card(ROW)?;
    Ok(QueryKind::Layout { row })
}

// asteroid-destiny <card>
pub(super) fn asteroid_destiny(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::AsteroidDestiny { card })
}

// search-party at <location> with <card>, <card>…
pub(super) fn search_party(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let at = s.clause("at", LOCATION)?;
    s.expect("with")?;
    let with = s.list(|s| s.card(CARD))?;
    Ok(QueryKind::SearchParty { at, with })
}

// sabacc light <values> dark <values>;  value = <n> | wild | clone
pub(super) fn sabacc(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    s.expect("light")?;
    let light = s.list(sabacc_card)?;
    s.expect("dark")?;
    let dark = s.list(sabacc_card)?;
    Ok(QueryKind::Sabacc { light, dark })
}

pub(super) fn sabacc_card(s: &mut Scanner<'_>) -> PResult<SabaccCard> {
    if s.eat("wild") {
        Ok(SabaccCard::Wild)
    } else if s.eat("clone") {
        Ok(SabaccCard::Clone)
    } else {
        s.int().map(SabaccCard::Value)
    }
}

// creature-attack <card> on <card> [destiny <n>]
pub(super) fn creature_attack(s: &mut Scanner<'_>) -> PResult<QueryKind> {
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

// jedi-test <card> test <n> [destiny <n>]
pub(super) fn jedi_test(s: &mut Scanner<'_>) -> PResult<QueryKind> {
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

// duel <card> against <card> [hands <n,n,…> / <n,n,…>]
pub(super) fn duel(s: &mut Scanner<'_>) -> PResult<QueryKind> {
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

// duel-defenders <attacker> against <character>
pub(super) fn duel_defenders(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let attacker = s.card(CARD)?;
    let against = s.clause("against", CARD)?;
    Ok(QueryKind::DuelDefenders { attacker, against })
}

// duel-hand <character> [destiny <n>]
pub(super) fn duel_hand(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    s.stops = &["destiny"];
    let card = s.card(CARD)?;
    let destiny = s.opt_int_clause("destiny")?;
    Ok(QueryKind::DuelHand { card, destiny })
}

// effect-fetch [<location>]
pub(super) fn effect_fetch(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let location = s.opt_card(LOCATION)?;
    Ok(QueryKind::EffectFetch { location })
}

// deploy-from-deck <card> [by <card>]
pub(super) fn deploy_from_deck(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let by = s.opt_clause("by", CARD)?;
    Ok(QueryKind::DeployFromDeck { card, by })
}

// evacuation-outcome <location> survivors <card>, … | none
pub(super) fn evacuation_outcome(s: &mut Scanner<'_>) -> PResult<QueryKind> {
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

// moves [<card>]
pub(super) fn moves(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.opt_card(CARD)?;
    Ok(QueryKind::Moves { card })
}

// rule <rule-id>;  rule-id = [a-z0-9.*-]+
pub(super) fn rule(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let at = s.pos();
    let id = s.rule_id()?;
    // An id no rule has is refused here, as `swjudge rules <id>` refuses it (exit 2).
    // A pattern (`hoth.*`) must match some id: everything before its first `*`.
    let known = match id.split_once('*') {
        Some((head, _)) => crate::rules::all().iter().any(|r| r.id.starts_with(head)),
        None => crate::rules::find(&id).is_some(),
    };
    if !known {
        let ids = crate::rules::all().iter().map(|r| r.id);
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
    let mut kind = (verb.parse)(s)?;
    let asker = s.as_clauses(starting_flag(&mut kind))?;
    s.finish()?;
    Ok((kind, asker))
}

/// The `as starting` flag of a question that takes one (`can deploy`, also under `cost`).
pub(super) fn starting_flag(kind: &mut QueryKind) -> Option<&mut bool> {
    match kind {
        QueryKind::CanDeploy { as_starting, .. } => Some(as_starting),
        QueryKind::Cost { question } => starting_flag(question),
        _ => None,
    }
}

/// Normalises the word after `can` (`first`, with `rest` after it) to a verb name such as
/// `can take-off`, reading `take off` as one verb.
pub(super) fn can_phrase<'a>(first: &'a str, rest: &'a str) -> (&'a str, String) {
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

    /// Reads the verb: one word, or `can` and the next word(s).
    pub(super) fn verb(&mut self) -> PResult<&'static Verb> {
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
        match VERBS.iter().find(|v| v.name == name) {
            Some(v) => {
                self.consume(rest);
                Ok(v)
            }
            None => {
                let typed_end = self.offset_of(rest);
                let typed = self.text.get(..typed_end).unwrap_or_default();
                let next = || {
                    word(blank(rest).map_or(rest, |(r, _)| r))
                        .ok()
                        .map(|(_, w)| w)
                };
                let help = suggest_verb(first, second.or_else(next))
                    .map(|v| format!("did you mean `{v}`?"));
                Err(self.failure_at(
                    0,
                    typed_end,
                    format!("unknown verb `{}`", shown(typed)),
                    "not a verb of the query language".to_string(),
                    help.or_else(|| Some(EXAMPLE.to_string())),
                    all(),
                ))
            }
        }
    }
}
