//! The query-language parser: one question per call, see [`parse`].
//!
//! Tokens (words, quoted titles, `@id`s, numbers) are recognised with nom. A small scanner
//! strings them into questions, one function per verb, and remembers what it tried at the
//! current position so that a syntax error can say exactly what was expected there.
//!
//! Offsets: [`CardRef`] spans index [`Query::text`] (the trimmed question); a
//! [`QueryError`] span indexes the text given to [`parse`].

use std::fmt::Write as _;

use miette::{Diagnostic, NamedSource, SourceSpan};
use nom::{
    IResult, Parser,
    bytes::complete::{take_till, take_while, take_while1},
    character::complete::{char, digit1, satisfy},
    combinator::{not, opt, recognize, verify},
    sequence::{preceded, terminated},
};

use super::ast::{CardName, CardRef, Query, QueryKind, SabaccCard, Side, Span};

/// Longest question accepted, in bytes: a longer one is refused before it is read
/// (`swjudge::query::too_long`). A real question is a line; this leaves room for long lists.
pub const MAX_QUERY_BYTES: usize = 2_000;

/// The largest number a question may give (a destiny, a sabacc card, a power…), either sign:
/// far above any card's, and small enough that no sum a rule makes of them can overflow.
pub const MAX_NUMBER: i64 = 1_000_000;

/// What kind of [`QueryError`] (its diagnostic code).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QueryErrorKind {
    /// The question does not follow the grammar (`swjudge::query::syntax`).
    Syntax,
    /// The question is longer than [`MAX_QUERY_BYTES`] (`swjudge::query::too_long`).
    TooLong,
}

impl QueryErrorKind {
    /// The diagnostic code.
    pub fn code(self) -> &'static str {
        match self {
            QueryErrorKind::Syntax => "swjudge::query::syntax",
            QueryErrorKind::TooLong => "swjudge::query::too_long",
        }
    }
}

/// A syntax error in a question, as a miette diagnostic pointing at the offending column.
#[derive(Debug, thiserror::Error)]
#[error("{message}")]
pub struct QueryError {
    /// Its kind, which gives the diagnostic code.
    pub kind: QueryErrorKind,
    /// What went wrong, e.g. "expected a location after `to`".
    pub message: String,
    /// The question as given to [`parse`], named `query` (with a `\n` appended when the
    /// span is at the very end, so that renderers can draw a label there; only its start when
    /// it is too long).
    pub src: NamedSource<String>,
    /// Byte range of the offending text in the question (zero-length at the end of input).
    pub span: SourceSpan,
    /// Short text shown under the span, e.g. "expected `at`".
    pub label: String,
    /// A suggestion, e.g. "did you mean `can land`?".
    pub help: Option<String>,
    /// What the grammar allowed at that point: keywords as written (`at`, `,`), or a description
    /// (`a card`, `a number`, `the end of the question`).
    pub expected: Vec<String>,
}

impl QueryError {
    /// Byte offset of the error in the text given to [`parse`].
    pub fn offset(&self) -> usize {
        self.span.offset()
    }

    /// The error for a question longer than [`MAX_QUERY_BYTES`]: it labels the question's
    /// first characters and carries only those.
    fn too_long(text: &str) -> QueryError {
        let mut end = 0;
        for (n, (i, c)) in text.char_indices().enumerate() {
            if n == 40 {
                break;
            }
            end = i + c.len_utf8();
        }
        QueryError {
            kind: QueryErrorKind::TooLong,
            message: format!(
                "the question is {} bytes long; questions may be at most {MAX_QUERY_BYTES} bytes",
                text.len()
            ),
            src: NamedSource::new("query", format!("{}…", &text[..end])),
            span: (0, end).into(),
            label: "this question is too long".into(),
            help: Some("ask one short question at a time".into()),
            expected: Vec::new(),
        }
    }
}

impl Diagnostic for QueryError {
    fn code<'a>(&'a self) -> Option<Box<dyn std::fmt::Display + 'a>> {
        Some(Box::new(self.kind.code()))
    }
    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        Some(&self.src)
    }
    fn labels(&self) -> Option<Box<dyn Iterator<Item = miette::LabeledSpan> + '_>> {
        Some(Box::new(std::iter::once(
            miette::LabeledSpan::new_with_span(Some(self.label.clone()), self.span),
        )))
    }
    fn help<'a>(&'a self) -> Option<Box<dyn std::fmt::Display + 'a>> {
        self.help
            .as_ref()
            .map(|h| Box::new(h) as Box<dyn std::fmt::Display + 'a>)
    }
}

/// Parses exactly one question. Leading and trailing whitespace is ignored; anything left
/// over after the question is an error.
#[expect(
    clippy::result_large_err,
    reason = "the error type is part of the crate's API and is built only on failure"
)]
pub fn parse(text: &str) -> Result<Query, QueryError> {
    if text.len() > MAX_QUERY_BYTES {
        return Err(QueryError::too_long(text));
    }
    let trimmed = text.trim();
    let base = text.len() - text.trim_start().len();
    let mut s = Scanner::new(trimmed);
    match question(&mut s) {
        Ok((kind, asker)) => Ok(Query {
            kind,
            asker,
            text: trimmed.to_string(),
        }),
        Err(failure) => Err(failure.into_error(text, base)),
    }
}

// ---------------------------------------------------------------------------------------------
// Verbs

type VerbFn = for<'a> fn(&mut Scanner<'a>) -> PResult<QueryKind>;

/// One verb of the grammar and the function that parses what follows it.
struct Verb {
    name: &'static str,
    /// May follow `cost`.
    movement: bool,
    parse: VerbFn,
}

const fn verb(name: &'static str, parse: VerbFn) -> Verb {
    Verb {
        name,
        movement: false,
        parse,
    }
}

const fn movement(name: &'static str, parse: VerbFn) -> Verb {
    Verb {
        name,
        movement: true,
        parse,
    }
}

/// Every verb of the language.
const VERBS: &[Verb] = &[
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

/// Bare words that never name a card.
const RESERVED: &[&str] = &[
    "to", "at", "aboard", "with", "as", "by", "on", "in", "against",
];

const CARD: &str = "a card";
const LOCATION: &str = "a location";
const ROW: &str = "a row";
const NUMBER: &str = "a number";
const END: &str = "the end of the question";
const CARD_FORMS: &str = "a quoted title (\"Red 5\"), a bare word or an @id";
const EXAMPLE: &str = "for example: can land \"Red 5\" at \"Ice Plains\"";

// shielded <location>
fn shielded(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let location = s.card(LOCATION)?;
    Ok(QueryKind::Shielded { location })
}

// can deploy <card> [to <location>] [aboard <card>] [with <card>]   (`as starting`: see `tail`)
fn can_deploy(s: &mut Scanner<'_>) -> PResult<QueryKind> {
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
fn can_land(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let at = s.opt_clause("at", LOCATION)?;
    Ok(QueryKind::CanLand { card, at })
}

// can take-off <card> [to <location>]
fn can_take_off(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let to = s.opt_clause("to", LOCATION)?;
    Ok(QueryKind::CanTakeOff { card, to })
}

// can move <card> [to <location>] [by <card>]
fn can_move(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let to = s.opt_clause("to", LOCATION)?;
    let by = s.opt_clause("by", CARD)?;
    Ok(QueryKind::CanMove { card, to, by })
}

// can shuttle <card> to <location>
fn can_shuttle(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let to = s.clause("to", LOCATION)?;
    Ok(QueryKind::CanShuttle { card, to })
}

// can transit <card> to <location>
fn can_transit(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let to = s.clause("to", LOCATION)?;
    Ok(QueryKind::CanTransit { card, to })
}

// can transfer <card> to <card>
fn can_transfer(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let to = s.clause("to", CARD)?;
    Ok(QueryKind::CanTransfer { card, to })
}

// can embark <card> on <card>
fn can_embark(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let on = s.clause("on", CARD)?;
    Ok(QueryKind::CanEmbark { card, on })
}

// can disembark <card>
fn can_disembark(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::CanDisembark { card })
}

// can react <card> to <location>
fn can_react(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let to = s.clause("to", LOCATION)?;
    Ok(QueryKind::CanReact { card, to })
}

// can carry <card> <card>
fn can_carry(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let carrier = s.card(CARD)?;
    let item = s.card(CARD)?;
    Ok(QueryKind::CanCarry { carrier, item })
}

// can use <card> <card>
fn can_use(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let user = s.card(CARD)?;
    let item = s.card(CARD)?;
    Ok(QueryKind::CanUse { user, item })
}

// can steal <card> <card>
fn can_steal(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let thief = s.card(CARD)?;
    let item = s.card(CARD)?;
    Ok(QueryKind::CanSteal { thief, item })
}

// can fire <card> at <card>
fn can_fire(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let weapon = s.card(CARD)?;
    let target = s.clause("at", CARD)?;
    Ok(QueryKind::CanFire { weapon, target })
}

// can replace <card> with <card>
fn can_replace(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let old = s.card(CARD)?;
    let new = s.clause("with", CARD)?;
    Ok(QueryKind::CanReplace { old, new })
}

// can duel <card> with <card> [against <card>]
fn can_duel(s: &mut Scanner<'_>) -> PResult<QueryKind> {
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
fn can_evacuate(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let location = s.card(LOCATION)?;
    Ok(QueryKind::CanEvacuate { location })
}

// can target <card> [with <card>]
fn can_target(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let with = s.opt_clause("with", CARD)?;
    Ok(QueryKind::CanTarget { card, with })
}

// can bomb <bomber> at <location>
fn can_bomb(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let bomber = s.card(CARD)?;
    let at = s.clause("at", LOCATION)?;
    Ok(QueryKind::CanBomb { bomber, at })
}

// can battle <card>
fn can_battle(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::CanBattle { card })
}

// is <card> <property>;  property = a word (rebel, imperial, independent …)
fn is(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let (property, property_span) = s.property()?;
    Ok(QueryKind::Is {
        card,
        property,
        property_span,
    })
}

// matching <weapon> <character>
fn matching(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let weapon = s.card(CARD)?;
    let character = s.card(CARD)?;
    Ok(QueryKind::Matching { weapon, character })
}

// force-icons <side>
fn force_icons(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let side = s.side()?;
    Ok(QueryKind::ForceIcons { side })
}

// card-type <card>
fn card_type(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::CardType { card })
}

// capture <character>
fn capture(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::Capture { card })
}

// present <card>
fn present(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let at = s.opt_clause("at", LOCATION)?;
    Ok(QueryKind::Present { card, at })
}

// presence <side> at <location>
fn presence(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let side = s.side()?;
    let at = s.clause("at", LOCATION)?;
    Ok(QueryKind::Presence { side, at })
}

// alone <card>
fn alone(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::Alone { card })
}

// piloted <card>
fn piloted(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::Piloted { card })
}

// battle-power <side> at <location>
fn battle_power(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let side = s.side()?;
    let at = s.clause("at", LOCATION)?;
    Ok(QueryKind::BattlePower { side, at })
}

// landspeed <card>
fn landspeed(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::Landspeed { card })
}

// defense <card>
fn defense(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::Defense { card })
}

// lost-with <card>
fn lost_with(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::LostWith { card })
}

// tripped-by <card> at <location>
fn tripped_by(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let at = s.clause("at", LOCATION)?;
    Ok(QueryKind::TrippedBy { card, at })
}

// enhances <card> <vehicle or starship>
fn enhances(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let craft = s.card(CARD)?;
    Ok(QueryKind::Enhances { card, craft })
}

// cost [can] <movement verb> …
fn cost(s: &mut Scanner<'_>) -> PResult<QueryKind> {
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
fn markers(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let row = s.opt_card(ROW)?;
    Ok(QueryKind::Markers { row })
}

// insertion <location> [in <row>]
fn insertion(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let location = s.card(LOCATION)?;
    let row = s.opt_clause("in", ROW)?;
    Ok(QueryKind::Insertion { location, row })
}

// validate
fn validate(_s: &mut Scanner<'_>) -> PResult<QueryKind> {
    Ok(QueryKind::Validate)
}

// layout [<row>]
fn layout(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let row = s.opt_card(ROW)?;
    Ok(QueryKind::Layout { row })
}

// asteroid-destiny <card>
fn asteroid_destiny(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    Ok(QueryKind::AsteroidDestiny { card })
}

// search-party at <location> with <card>, <card>…
fn search_party(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let at = s.clause("at", LOCATION)?;
    s.expect("with")?;
    let with = s.list(|s| s.card(CARD))?;
    Ok(QueryKind::SearchParty { at, with })
}

// sabacc light <values> dark <values>;  value = <n> | wild | clone
fn sabacc(s: &mut Scanner<'_>) -> PResult<QueryKind> {
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

// creature-attack <card> on <card> [destiny <n>]
fn creature_attack(s: &mut Scanner<'_>) -> PResult<QueryKind> {
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
fn jedi_test(s: &mut Scanner<'_>) -> PResult<QueryKind> {
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
fn duel(s: &mut Scanner<'_>) -> PResult<QueryKind> {
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
fn duel_defenders(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let attacker = s.card(CARD)?;
    let against = s.clause("against", CARD)?;
    Ok(QueryKind::DuelDefenders { attacker, against })
}

// duel-hand <character> [destiny <n>]
fn duel_hand(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    s.stops = &["destiny"];
    let card = s.card(CARD)?;
    let destiny = s.opt_int_clause("destiny")?;
    Ok(QueryKind::DuelHand { card, destiny })
}

// effect-fetch [<location>]
fn effect_fetch(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let location = s.opt_card(LOCATION)?;
    Ok(QueryKind::EffectFetch { location })
}

// deploy-from-deck <card> [by <card>]
fn deploy_from_deck(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.card(CARD)?;
    let by = s.opt_clause("by", CARD)?;
    Ok(QueryKind::DeployFromDeck { card, by })
}

// evacuation-outcome <location> survivors <card>, … | none
fn evacuation_outcome(s: &mut Scanner<'_>) -> PResult<QueryKind> {
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
fn moves(s: &mut Scanner<'_>) -> PResult<QueryKind> {
    let card = s.opt_card(CARD)?;
    Ok(QueryKind::Moves { card })
}

// rule <rule-id>;  rule-id = [a-z0-9.*-]+
fn rule(s: &mut Scanner<'_>) -> PResult<QueryKind> {
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
fn question(s: &mut Scanner<'_>) -> PResult<(QueryKind, Option<Side>)> {
    let verb = s.verb()?;
    let mut kind = (verb.parse)(s)?;
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

/// The verb closest to what was typed (its first two words), if close enough to suggest.
fn suggest_verb(first: &str, second: Option<&str>) -> Option<&'static str> {
    let first = first.to_ascii_lowercase();
    let second = second.map(str::to_ascii_lowercase);
    let mut typed = vec![first.clone(), format!("can {first}")];
    if let Some(second) = &second {
        typed.push(format!("{first} {second}"));
        typed.push(format!("{first}-{second}"));
    }
    // A verb that starts with what was typed comes first: `can take` → `can take-off`.
    let phrase = match (first.as_str(), &second) {
        ("can", Some(second)) => format!("can {second}"),
        _ => first.clone(),
    };
    // A bare action word most likely means its `can …` question: `land` → `can land`.
    let can_phrase = if phrase.starts_with("can ") {
        phrase.clone()
    } else {
        format!("can {phrase}")
    };
    let prefixed = (phrase.trim_start_matches("can ").chars().count() >= 3)
        .then(|| {
            let names = || VERBS.iter().map(|v| v.name);
            names()
                .find(|v| v.starts_with(&can_phrase))
                .or_else(|| names().find(|v| v.starts_with(&phrase)))
        })
        .flatten();
    prefixed.or_else(|| {
        typed
            .iter()
            .filter_map(|t| closest(t, VERBS.iter().map(|v| v.name)))
            .min_by_key(|(d, _)| *d)
            .map(|(_, name)| name)
    })
}

/// The candidate nearest to `typed` by edit distance, with that distance, if near enough.
fn closest<'k>(typed: &str, candidates: impl Iterator<Item = &'k str>) -> Option<(usize, &'k str)> {
    if typed.len() > 64 {
        return None;
    }
    let typed = typed.to_lowercase();
    candidates
        .map(|c| (strsim::osa_distance(&typed, c), c))
        .filter(|(d, c)| {
            let core = c.strip_prefix("can ").unwrap_or(c);
            *d <= (core.chars().count() / 3).max(1)
        })
        .min_by_key(|(d, _)| *d)
}

// ---------------------------------------------------------------------------------------------
// Tokens (nom)

type Lex<'a, O> = IResult<&'a str, O>;

fn is_word_char(c: char) -> bool {
    !c.is_whitespace() && !c.is_control() && !matches!(c, '"' | ',' | '/')
}

fn is_id_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '_' | '-' | '.')
}

fn is_rule_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '*')
}

/// Whitespace between tokens.
fn blank(i: &str) -> Lex<'_, &str> {
    take_while(char::is_whitespace).parse(i)
}

/// A bare word: `Yoda`, `AT-AT`, `can`.
fn word(i: &str) -> Lex<'_, &str> {
    take_while1(is_word_char).parse(i)
}

/// The keyword `kw` as a whole word, in any case. (Not `tag_no_case`: it can split a
/// multi-byte character that lowercases to ASCII, such as the Kelvin sign.)
fn keyword<'a>(
    kw: &'static str,
) -> impl Parser<&'a str, Output = &'a str, Error = nom::error::Error<&'a str>> {
    verify(word, move |w: &str| w.eq_ignore_ascii_case(kw))
}

/// `"…"` or `'…'`: the opening quote, the title, and whether the closing quote was found.
fn quoted(i: &str) -> Lex<'_, (char, &str, bool)> {
    let (i, q) = satisfy(|c| c == '"' || c == '\'').parse(i)?;
    let (i, title) = take_till(move |c| c == q).parse(i)?;
    let (i, close) = opt(char(q)).parse(i)?;
    Ok((i, (q, title, close.is_some())))
}

/// `@red5`: the id without the `@`.
fn at_id(i: &str) -> Lex<'_, &str> {
    preceded(char('@'), take_while1(is_id_char)).parse(i)
}

/// `12`, `-1`, as a whole word.
fn integer(i: &str) -> Lex<'_, &str> {
    terminated(
        recognize((opt(char('-')), digit1)),
        not(satisfy(is_word_char)),
    )
    .parse(i)
}

/// `hoth.shield.no-dark-landing`, `yj.*`.
fn rule_word(i: &str) -> Lex<'_, &str> {
    take_while1(is_rule_char).parse(i)
}

/// Byte length of the token at the start of `rest`, for error spans.
fn token_len(rest: &str) -> usize {
    if let Ok((after, (_, _, _))) = quoted(rest) {
        rest.len() - after.len()
    } else if let Ok((_, w)) = word(rest) {
        w.len()
    } else {
        rest.chars().next().map_or(0, char::len_utf8)
    }
}

/// Text for a message: at most 40 characters, control characters escaped.
fn shown(text: &str) -> String {
    let mut out = String::new();
    for (n, c) in text.chars().enumerate() {
        if n == 40 {
            out.push('…');
            break;
        }
        if c.is_control() {
            out.extend(c.escape_debug());
        } else {
            out.push(c);
        }
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Scanner

/// Something the grammar allowed at a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Expect {
    /// A keyword or punctuation, as written.
    Word(&'static str),
    /// A card in some role, e.g. "a location".
    Card(&'static str),
    /// Anything else, described, e.g. "a number".
    Thing(&'static str),
}

impl Expect {
    fn raw(self) -> &'static str {
        match self {
            Expect::Word(s) | Expect::Card(s) | Expect::Thing(s) => s,
        }
    }

    fn shown(self) -> String {
        match self {
            Expect::Word(w) => format!("`{w}`"),
            Expect::Card(t) | Expect::Thing(t) => t.to_string(),
        }
    }
}

/// "`to`, `aboard` or `as`".
fn one_of(items: &[Expect]) -> String {
    let shown: Vec<String> = items.iter().map(|e| e.shown()).collect();
    match shown.split_last() {
        None => "something else".to_string(),
        Some((last, [])) => last.clone(),
        Some((last, init)) => format!("{} or {last}", init.join(", ")),
    }
}

/// A syntax error before it is tied to the input: offsets index the trimmed question.
#[derive(Debug)]
struct Failure {
    at: usize,
    len: usize,
    message: String,
    label: String,
    help: Option<String>,
    expected: Vec<String>,
}

impl Failure {
    fn into_error(self, input: &str, base: usize) -> QueryError {
        let at = base + self.at;
        let mut src = input.to_string();
        if at == input.len() && !input.ends_with('\n') {
            src.push('\n');
        }
        QueryError {
            kind: QueryErrorKind::Syntax,
            message: self.message,
            src: NamedSource::new("query", src),
            span: (at, self.len).into(),
            label: self.label,
            help: self.help,
            expected: self.expected,
        }
    }
}

type PResult<T> = Result<T, Box<Failure>>;

/// Reads tokens left to right. `rest` always starts at a token (blanks are skipped after
/// each one); the scanner never backtracks.
struct Scanner<'a> {
    /// The trimmed question.
    text: &'a str,
    /// What is not read yet.
    rest: &'a str,
    /// The last token read, for "after `to`".
    prev: &'a str,
    /// The last token read, when it was a card written as a bare word.
    last_bare: Option<Span>,
    /// Words that end a bare card in the current verb, besides [`RESERVED`].
    stops: &'static [&'static str],
    /// What was tried and not found at position `noted_at`.
    noted: Vec<Expect>,
    noted_at: usize,
}

impl<'a> Scanner<'a> {
    fn new(text: &'a str) -> Self {
        Scanner {
            text,
            rest: text,
            prev: "",
            last_bare: None,
            stops: &[],
            noted: Vec::new(),
            noted_at: 0,
        }
    }

    /// Offset of `rest` in the question.
    fn pos(&self) -> usize {
        self.offset_of(self.rest)
    }

    fn offset_of(&self, rest: &str) -> usize {
        self.text.len() - rest.len()
    }

    /// Reads the token from `start` up to `rest` and the blanks after it.
    fn consume_from(&mut self, start: usize, rest: &'a str) {
        let end = self.offset_of(rest);
        self.prev = self.text.get(start..end).unwrap_or_default();
        self.last_bare = None;
        self.rest = blank(rest).map_or(rest, |(after, _)| after);
    }

    /// Reads the token that ends where `rest` starts.
    fn consume(&mut self, rest: &'a str) {
        self.consume_from(self.pos(), rest);
    }

    /// Records that `e` was allowed here but not found.
    fn note(&mut self, e: Expect) {
        let p = self.pos();
        if p != self.noted_at {
            self.noted.clear();
            self.noted_at = p;
        }
        if !self.noted.contains(&e) {
            self.noted.push(e);
        }
    }

    fn expected_here(&self) -> Vec<Expect> {
        if self.noted_at == self.pos() {
            self.noted.clone()
        } else {
            Vec::new()
        }
    }

    fn is_stop(&self, w: &str) -> bool {
        RESERVED
            .iter()
            .chain(self.stops)
            .any(|k| w.eq_ignore_ascii_case(k))
    }

    // ---- keywords and punctuation

    /// Reads the keyword `kw` if it comes next.
    fn eat(&mut self, kw: &'static str) -> bool {
        match keyword(kw).parse(self.rest) {
            Ok((rest, _)) => {
                self.consume(rest);
                true
            }
            Err(_) => {
                self.note(Expect::Word(kw));
                false
            }
        }
    }

    fn expect(&mut self, kw: &'static str) -> PResult<()> {
        if self.eat(kw) {
            Ok(())
        } else {
            Err(self.unexpected())
        }
    }

    /// Reads the punctuation `c` (named `name` in errors) if it comes next.
    fn eat_char(&mut self, c: char, name: &'static str) -> bool {
        match char::<_, nom::error::Error<&str>>(c).parse(self.rest) {
            Ok((rest, _)) => {
                self.consume(rest);
                true
            }
            Err(_) => {
                self.note(Expect::Word(name));
                false
            }
        }
    }

    fn expect_char(&mut self, c: char, name: &'static str) -> PResult<()> {
        if self.eat_char(c, name) {
            Ok(())
        } else {
            Err(self.unexpected())
        }
    }

    // ---- the verb

    /// Reads the verb: one word, or `can` and the next word(s).
    fn verb(&mut self) -> PResult<&'static Verb> {
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

    // ---- cards

    /// A card, required; `what` names its role in errors ("a location").
    fn card(&mut self, what: &'static str) -> PResult<CardRef> {
        match self.try_card()? {
            Some(card) => Ok(card),
            None => {
                self.note(Expect::Card(what));
                Err(self.unexpected())
            }
        }
    }

    /// A card if one comes next.
    fn opt_card(&mut self, what: &'static str) -> PResult<Option<CardRef>> {
        let card = self.try_card()?;
        if card.is_none() {
            self.note(Expect::Card(what));
        }
        Ok(card)
    }

    /// `kw <card>`, required.
    fn clause(&mut self, kw: &'static str, what: &'static str) -> PResult<CardRef> {
        self.expect(kw)?;
        self.card(what)
    }

    /// `[kw <card>]`.
    fn opt_clause(&mut self, kw: &'static str, what: &'static str) -> PResult<Option<CardRef>> {
        if self.eat(kw) {
            self.card(what).map(Some)
        } else {
            Ok(None)
        }
    }

    /// A quoted title, an `@id` or a bare word that is not a keyword here; `None` when
    /// something else comes next. A malformed quote or id is an error.
    fn try_card(&mut self) -> PResult<Option<CardRef>> {
        let start = self.pos();
        if let Ok((rest, (q, title, closed))) = quoted(self.rest) {
            if !closed {
                return Err(self.failure_at(
                    start,
                    q.len_utf8(),
                    format!("the closing `{q}` of this title is missing"),
                    "title opened here".to_string(),
                    Some(format!("end the title with `{q}`: {q}Red 5{q}")),
                    vec![q.to_string()],
                ));
            }
            if title.trim().is_empty() {
                return Err(self.failure_at(
                    start,
                    self.rest.len() - rest.len(),
                    "empty title".to_string(),
                    "expected a title between the quotes".to_string(),
                    None,
                    vec![CARD.to_string()],
                ));
            }
            let end = self.offset_of(rest);
            self.consume(rest);
            return Ok(Some(CardRef {
                name: CardName::Title(title.to_string()),
                span: Span::new(start, end),
            }));
        }
        if self.rest.starts_with('@') {
            return self.at_id(start).map(Some);
        }
        match word(self.rest) {
            Ok((rest, w)) if !self.is_stop(w) => {
                let span = Span::new(start, self.offset_of(rest));
                self.consume(rest);
                self.last_bare = Some(span);
                Ok(Some(CardRef {
                    name: CardName::Title(w.to_string()),
                    span,
                }))
            }
            _ => Ok(None),
        }
    }

    /// `@id` at `start`.
    fn at_id(&mut self, start: usize) -> PResult<CardRef> {
        let id_help = Some("an id is made of letters, digits, `_`, `-` and `.`".to_string());
        let Ok((rest, id)) = at_id(self.rest) else {
            let after = self.rest.get(1..).unwrap_or_default();
            return Err(self.failure_at(
                start + 1,
                after.chars().next().map_or(0, char::len_utf8),
                "expected an id after `@`".to_string(),
                "expected an id".to_string(),
                id_help,
                vec!["an id".to_string()],
            ));
        };
        if let Some(bad) = rest.chars().next().filter(|c| is_word_char(*c)) {
            return Err(self.failure_at(
                self.offset_of(rest),
                bad.len_utf8(),
                format!("`{}` cannot appear in an @id", shown(&bad.to_string())),
                "not an id character".to_string(),
                id_help,
                Vec::new(),
            ));
        }
        let end = self.offset_of(rest);
        self.consume(rest);
        Ok(CardRef {
            name: CardName::Id(id.to_string()),
            span: Span::new(start, end),
        })
    }

    // ---- numbers, sides, lists, rule ids

    /// An integer, possibly negative.
    fn int(&mut self) -> PResult<i64> {
        let Ok((rest, digits)) = integer(self.rest) else {
            self.note(Expect::Thing(NUMBER));
            return Err(self.unexpected());
        };
        match digits.parse::<i64>() {
            Ok(n) if (-MAX_NUMBER..=MAX_NUMBER).contains(&n) => {
                self.consume(rest);
                Ok(n)
            }
            _ => Err(self.failure_at(
                self.pos(),
                digits.len(),
                format!(
                    "the number `{}` is out of range: numbers in a question lie between -{MAX_NUMBER} and {MAX_NUMBER}",
                    shown(digits)
                ),
                "too large".to_string(),
                Some("no card's number comes near this; check the question".into()),
                vec![NUMBER.to_string()],
            )),
        }
    }

    /// `[kw <n>]`.
    fn opt_int_clause(&mut self, kw: &'static str) -> PResult<Option<i64>> {
        if self.eat(kw) {
            self.int().map(Some)
        } else {
            Ok(None)
        }
    }

    /// `light` or `dark`, if next.
    fn opt_side(&mut self) -> Option<Side> {
        if self.eat("light") {
            Some(Side::Light)
        } else if self.eat("dark") {
            Some(Side::Dark)
        } else {
            None
        }
    }

    fn side(&mut self) -> PResult<Side> {
        match self.opt_side() {
            Some(side) => Ok(side),
            None => Err(self.unexpected()),
        }
    }

    /// `item, item, …` (at least one; blanks allowed around commas).
    fn list<T>(&mut self, mut item: impl FnMut(&mut Self) -> PResult<T>) -> PResult<Vec<T>> {
        let mut items = vec![item(self)?];
        while self.eat_char(',', ",") {
            items.push(item(self)?);
        }
        Ok(items)
    }

    /// A property word (`rebel`, `independent`…), lowercased, with its span.
    fn property(&mut self) -> PResult<(String, Span)> {
        let start = self.pos();
        let found = word(self.rest)
            .ok()
            .filter(|(_, w)| !w.eq_ignore_ascii_case("as"));
        let Some((rest, w)) = found else {
            self.note(Expect::Thing(
                "a property such as `rebel`, `imperial` or `independent`",
            ));
            return Err(self.unexpected());
        };
        self.consume(rest);
        Ok((w.to_ascii_lowercase(), Span::new(start, start + w.len())))
    }

    /// A rule id, lowercased.
    fn rule_id(&mut self) -> PResult<String> {
        let Ok((rest, id)) = rule_word(self.rest) else {
            self.note(Expect::Thing("a rule id"));
            let mut failure = self.unexpected();
            failure.help = Some("a rule id looks like `hoth.shield.no-dark-landing`".to_string());
            return Err(failure);
        };
        if let Some(bad) = rest.chars().next().filter(|c| is_word_char(*c)) {
            return Err(self.failure_at(
                self.offset_of(rest),
                bad.len_utf8(),
                format!("`{}` cannot appear in a rule id", shown(&bad.to_string())),
                "not a rule id character".to_string(),
                Some("a rule id is made of a-z, 0-9, `.`, `-` and `*`".to_string()),
                Vec::new(),
            ));
        }
        self.consume(rest);
        Ok(id.to_ascii_lowercase())
    }

    // ---- the tail

    /// `as <side>` and, when `starting` is given, `as starting`: each at most once, any order.
    fn as_clauses(&mut self, mut starting: Option<&mut bool>) -> PResult<Option<Side>> {
        let mut asker = None;
        while self.eat("as") {
            let at = self.pos();
            let len = token_len(self.rest);
            if let Some(flag) = starting.as_deref_mut()
                && self.eat("starting")
            {
                if *flag {
                    return Err(self.repeated(at, len, "as starting"));
                }
                *flag = true;
                continue;
            }
            match self.opt_side() {
                Some(_) if asker.is_some() => return Err(self.repeated(at, len, "as <side>")),
                Some(side) => asker = Some(side),
                None => {
                    let mut failure = self.unexpected();
                    let found = word(self.rest).map(|(_, w)| w).unwrap_or_default();
                    if starting.is_none() && found.eq_ignore_ascii_case("starting") {
                        failure.help =
                            Some("`as starting` applies only to `can deploy`".to_string());
                    }
                    return Err(failure);
                }
            }
        }
        Ok(asker)
    }

    /// Nothing may follow the question.
    fn finish(&mut self) -> PResult<()> {
        if self.rest.is_empty() {
            return Ok(());
        }
        self.note(Expect::Thing(END));
        let expected = self.expected_here();
        Err(self.failure_at(
            self.pos(),
            self.rest.len(),
            "unexpected text after the question".to_string(),
            format!("expected {}", one_of(&expected)),
            self.help(&expected),
            expected.iter().map(|e| e.raw().to_string()).collect(),
        ))
    }

    // ---- errors

    fn failure_at(
        &self,
        at: usize,
        len: usize,
        message: String,
        label: String,
        help: Option<String>,
        expected: Vec<String>,
    ) -> Box<Failure> {
        Box::new(Failure {
            at,
            len,
            message,
            label,
            help,
            expected,
        })
    }

    /// "expected … after `prev`, found …", from what was tried at this position.
    fn unexpected(&self) -> Box<Failure> {
        let expected = self.expected_here();
        let mut message = format!("expected {}", one_of(&expected));
        if !self.prev.is_empty() {
            let _ = write!(message, " after `{}`", shown(self.prev));
        }
        if !self.rest.is_empty() {
            let found = self.rest.get(..token_len(self.rest)).unwrap_or(self.rest);
            let _ = write!(message, ", found `{}`", shown(found));
        }
        let label = match expected.as_slice() {
            [Expect::Card(what)] => format!("expected {what}: {CARD_FORMS}"),
            _ => format!("expected {}", one_of(&expected)),
        };
        self.failure_at(
            self.pos(),
            token_len(self.rest),
            message,
            label,
            self.help(&expected),
            expected.iter().map(|e| e.raw().to_string()).collect(),
        )
    }

    /// A clause given twice, at `at`.
    fn repeated(&self, at: usize, len: usize, clause: &str) -> Box<Failure> {
        self.failure_at(
            at,
            len,
            format!("`{clause}` is given twice"),
            "given again here".to_string(),
            None,
            Vec::new(),
        )
    }

    /// A hint for the word found here: quote a keyword used as a card, a near-miss keyword,
    /// or a title with spaces written bare.
    fn help(&self, expected: &[Expect]) -> Option<String> {
        let (_, found) = word(self.rest).ok()?;
        let wants_card = expected.iter().any(|e| matches!(e, Expect::Card(_)));
        if wants_card && self.is_stop(found) {
            let found = shown(found);
            return Some(format!(
                "`{found}` is a keyword here; to name a card `{found}`, quote it: \"{found}\""
            ));
        }
        let keywords = expected.iter().filter_map(|e| match e {
            Expect::Word(k) => Some(*k),
            _ => None,
        });
        if let Some((_, kw)) = closest(found, keywords) {
            return Some(format!("did you mean `{kw}`?"));
        }
        self.quote_hint(expected)
    }

    /// `quote titles with spaces: "Red 5"` when the last card was a bare word and more
    /// plain words follow it.
    fn quote_hint(&self, expected: &[Expect]) -> Option<String> {
        let bare = self.last_bare?;
        let mut r = self.text.get(bare.start..)?;
        let mut words = Vec::new();
        while let Ok((rest, w)) = word(r) {
            let is_keyword = self.is_stop(w)
                || expected
                    .iter()
                    .any(|e| matches!(e, Expect::Word(k) if w.eq_ignore_ascii_case(k)));
            if is_keyword || words.len() == 8 {
                break;
            }
            words.push(shown(w));
            r = blank(rest).map_or(rest, |(after, _)| after);
        }
        (words.len() > 1).then(|| format!("quote titles with spaces: \"{}\"", words.join(" ")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // ---- helpers

    /// Parses `input` and compares a compact rendering (no spans) with `expect`.
    #[track_caller]
    fn check(input: &str, expect: &str) {
        match parse(input) {
            Ok(q) => assert_eq!(render(&q), expect, "input: {input:?}"),
            Err(e) => panic!("{input:?} failed: {e} at {} ({:?})", e.offset(), e.help),
        }
    }

    /// Parses `input`, which must fail.
    #[track_caller]
    fn fail(input: &str) -> QueryError {
        match parse(input) {
            Ok(q) => panic!("{input:?} parsed as {}", render(&q)),
            Err(e) => e,
        }
    }

    /// Asserts an error's message, offset and `expected` list.
    #[track_caller]
    fn check_err(input: &str, message: &str, offset: usize, expected: &[&str]) -> QueryError {
        let e = fail(input);
        assert_eq!(e.message, message, "input: {input:?}");
        assert_eq!(e.offset(), offset, "input: {input:?}");
        assert_eq!(e.expected, expected, "input: {input:?}");
        e
    }

    thread_local! {
        /// Spans of the cards rendered by the last `kind` call.
        static SPANS: std::cell::RefCell<Vec<Span>> = const { std::cell::RefCell::new(Vec::new()) };
    }

    fn card(c: &CardRef) -> String {
        SPANS.with(|s| s.borrow_mut().push(c.span));
        match &c.name {
            CardName::Title(t) => format!("{t:?}"),
            CardName::Id(i) => format!("@{i}"),
            CardName::Card(i) | CardName::Location(i) => format!("#{i}"),
        }
    }

    fn cards(cs: &[CardRef]) -> String {
        cs.iter().map(card).collect::<Vec<_>>().join(",")
    }

    fn nums(ns: &[i64]) -> String {
        ns.iter().map(i64::to_string).collect::<Vec<_>>().join(",")
    }

    fn sabacc_cards(cs: &[SabaccCard]) -> String {
        let one = |c: &SabaccCard| match c {
            SabaccCard::Value(n) => n.to_string(),
            SabaccCard::Wild => "wild".to_string(),
            SabaccCard::Clone => "clone".to_string(),
        };
        cs.iter().map(one).collect::<Vec<_>>().join(",")
    }

    /// `verb field=value …`, skipping absent optional fields; `as=<side>` last.
    fn render(q: &Query) -> String {
        let mut out = kind(&q.kind);
        if let Some(side) = q.asker {
            out.push_str(" as=");
            out.push_str(side.name());
        }
        out
    }

    fn kind(k: &QueryKind) -> String {
        use QueryKind::*;
        let c = |x: &CardRef| Some(card(x));
        let oc = |x: &Option<CardRef>| x.as_ref().map(card);
        let on = |x: &Option<i64>| x.map(|n| n.to_string());
        let side = |s: &Side| Some(s.name().to_string());
        let fields: Vec<(&str, Option<String>)> = match k {
            Shielded { location } => vec![("location", c(location))],
            CanDeploy {
                card,
                to,
                aboard,
                with,
                as_starting,
            } => vec![
                ("card", c(card)),
                ("to", oc(to)),
                ("aboard", oc(aboard)),
                ("with", oc(with)),
                ("starting", as_starting.then(|| "yes".to_string())),
            ],
            CanLand { card, at } => vec![("card", c(card)), ("at", oc(at))],
            CanTakeOff { card, to } => vec![("card", c(card)), ("to", oc(to))],
            CanMove { card, to, by } => vec![("card", c(card)), ("to", oc(to)), ("by", oc(by))],
            CanShuttle { card, to } | CanTransit { card, to } | CanReact { card, to } => {
                vec![("card", c(card)), ("to", c(to))]
            }
            CanTransfer { card, to } => vec![("card", c(card)), ("to", c(to))],
            CanEmbark { card, on } => vec![("card", c(card)), ("on", c(on))],
            Present { card, at } => vec![("card", c(card)), ("at", oc(at))],
            CanDisembark { card } | Alone { card } | Piloted { card } => {
                vec![("card", c(card))]
            }
            CanCarry { carrier, item } => vec![("carrier", c(carrier)), ("item", c(item))],
            CanUse { user, item } => vec![("user", c(user)), ("item", c(item))],
            CanSteal { thief, item } => vec![("thief", c(thief)), ("item", c(item))],
            CanFire { weapon, target } => vec![("weapon", c(weapon)), ("target", c(target))],
            CanReplace { old, new } => vec![("old", c(old)), ("new", c(new))],
            CanDuel {
                card,
                with,
                against,
            } => vec![
                ("card", c(card)),
                ("with", c(with)),
                ("against", oc(against)),
            ],
            CanEvacuate { location } => vec![("location", c(location))],
            CanTarget { card, with } => vec![("card", c(card)), ("with", oc(with))],
            CanBomb { bomber, at } => vec![("bomber", c(bomber)), ("at", c(at))],
            CanBattle { card } | CardType { card } | Capture { card } => {
                vec![("card", c(card))]
            }
            DuelHand { card, destiny } => vec![("card", c(card)), ("destiny", on(destiny))],
            Is { card, property, .. } => {
                vec![("card", c(card)), ("property", Some(property.clone()))]
            }
            Matching { weapon, character } => {
                vec![("weapon", c(weapon)), ("character", c(character))]
            }
            ForceIcons { side: s } => vec![("side", side(s))],
            DuelDefenders { attacker, against } => {
                vec![("attacker", c(attacker)), ("against", c(against))]
            }
            EffectFetch { location } => vec![("location", oc(location))],
            DeployFromDeck { card, by } => vec![("card", c(card)), ("by", oc(by))],
            Presence { side: s, at } | BattlePower { side: s, at } => {
                vec![("side", side(s)), ("at", c(at))]
            }
            Landspeed { card } | Defense { card } | LostWith { card } => vec![("card", c(card))],
            TrippedBy { card, at } => vec![("card", c(card)), ("at", c(at))],
            Enhances { card, craft } => vec![("card", c(card)), ("craft", c(craft))],
            Cost { question } => vec![("of", Some(format!("({})", kind(question))))],
            Markers { row } | Layout { row } => vec![("row", oc(row))],
            Insertion { location, row } => vec![("location", c(location)), ("row", oc(row))],
            AsteroidDestiny { card } => vec![("card", c(card))],
            SearchParty { at, with } => vec![("at", c(at)), ("with", Some(cards(with)))],
            Sabacc { light, dark } => vec![
                ("light", Some(sabacc_cards(light))),
                ("dark", Some(sabacc_cards(dark))),
            ],
            CreatureAttack {
                creature,
                target,
                destiny,
            } => vec![
                ("creature", c(creature)),
                ("target", c(target)),
                ("destiny", on(destiny)),
            ],
            JediTest {
                card,
                test,
                destiny,
            } => vec![
                ("card", c(card)),
                ("test", Some(test.to_string())),
                ("destiny", on(destiny)),
            ],
            Duel {
                attacker,
                defender,
                hands,
            } => vec![
                ("attacker", c(attacker)),
                ("defender", c(defender)),
                (
                    "hands",
                    hands
                        .as_ref()
                        .map(|(a, d)| format!("{}/{}", nums(a), nums(d))),
                ),
            ],
            EvacuationOutcome {
                location,
                survivors,
            } => vec![
                ("location", c(location)),
                ("survivors", Some(cards(survivors))),
            ],
            Moves { card } => vec![("card", oc(card))],
            Rule { id } => vec![("id", Some(id.clone()))],
            Validate => vec![],
        };
        let mut out = k.verb().replace(' ', "-");
        for (name, value) in fields {
            if let Some(value) = value {
                let _ = write!(out, " {name}={value}");
            }
        }
        out
    }

    // ---- yes/no questions

    #[test]
    fn shielded_and_simple_card_questions() {
        check(
            "shielded \"Hoth: Echo Docking Bay\"",
            "shielded location=\"Hoth: Echo Docking Bay\"",
        );
        check("present Luke", "present card=\"Luke\"");
        check("alone @luke", "alone card=@luke");
        check("piloted 'Red 5'", "piloted card=\"Red 5\"");
        check("can disembark @red5", "can-disembark card=@red5");
        check(
            "can evacuate \"Hoth: Ice Plains\"",
            "can-evacuate location=\"Hoth: Ice Plains\"",
        );
    }

    #[test]
    fn can_deploy_with_and_without_clauses() {
        check("can deploy Luke", "can-deploy card=\"Luke\"");
        check(
            "can deploy Luke to \"Ice Plains\"",
            "can-deploy card=\"Luke\" to=\"Ice Plains\"",
        );
        check(
            "can deploy Luke to @plains aboard \"Rogue 1\" with @saber",
            "can-deploy card=\"Luke\" to=@plains aboard=\"Rogue 1\" with=@saber",
        );
        check(
            "can deploy Luke with Saber",
            "can-deploy card=\"Luke\" with=\"Saber\"",
        );
        check(
            "can deploy \"Main Power Generators\" as starting",
            "can-deploy card=\"Main Power Generators\" starting=yes",
        );
        check(
            "can deploy \"Main Power Generators\" as starting as light",
            "can-deploy card=\"Main Power Generators\" starting=yes as=light",
        );
        check(
            "can deploy \"Main Power Generators\" as dark as starting",
            "can-deploy card=\"Main Power Generators\" starting=yes as=dark",
        );
    }

    #[test]
    fn movement_questions() {
        check(
            "can land \"Red 5\" at \"Ice Plains\"",
            "can-land card=\"Red 5\" at=\"Ice Plains\"",
        );
        check("can take-off Red5", "can-take-off card=\"Red5\"");
        check(
            "can takeoff Red5 to Hoth",
            "can-take-off card=\"Red5\" to=\"Hoth\"",
        );
        check("can take off Red5", "can-take-off card=\"Red5\"");
        check("can move Luke to X", "can-move card=\"Luke\" to=\"X\"");
        check(
            "can move Luke to X by \"Hyper Escape\"",
            "can-move card=\"Luke\" to=\"X\" by=\"Hyper Escape\"",
        );
        check(
            "can shuttle Luke to Bespin",
            "can-shuttle card=\"Luke\" to=\"Bespin\"",
        );
        check(
            "can transit @luke to @bay2",
            "can-transit card=@luke to=@bay2",
        );
        check(
            "can transfer Luke to \"Red 5\"",
            "can-transfer card=\"Luke\" to=\"Red 5\"",
        );
        check(
            "can embark Luke on \"Red 5\"",
            "can-embark card=\"Luke\" on=\"Red 5\"",
        );
        check(
            "can react \"Red 5\" to \"Ice Plains\"",
            "can-react card=\"Red 5\" to=\"Ice Plains\"",
        );
    }

    #[test]
    fn two_card_questions() {
        check(
            "can carry AT-AT Troopers",
            "can-carry carrier=\"AT-AT\" item=\"Troopers\"",
        );
        check(
            "can use Luke \"Luke's Saber\"",
            "can-use user=\"Luke\" item=\"Luke's Saber\"",
        );
        check(
            "can steal Dengar @saber",
            "can-steal thief=\"Dengar\" item=@saber",
        );
        check(
            "can fire \"Ion Cannon\" at @red5",
            "can-fire weapon=\"Ion Cannon\" target=@red5",
        );
        check(
            "can replace Luke with \"Luke Skywalker\"",
            "can-replace old=\"Luke\" new=\"Luke Skywalker\"",
        );
        check(
            "can duel Obi-Wan with Saber",
            "can-duel card=\"Obi-Wan\" with=\"Saber\"",
        );
        check(
            "can duel Obi-Wan with Saber against Maul",
            "can-duel card=\"Obi-Wan\" with=\"Saber\" against=\"Maul\"",
        );
    }

    #[test]
    fn presence_and_battle_power() {
        check(
            "presence dark at \"Ice Plains\"",
            "presence side=dark at=\"Ice Plains\"",
        );
        check(
            "battle-power Light at @hoth",
            "battle-power side=light at=@hoth",
        );
    }

    #[test]
    fn card_facts_and_mines() {
        check("landspeed \"Blizzard 2\"", "landspeed card=\"Blizzard 2\"");
        check("present Luke at Hoth", "present card=\"Luke\" at=\"Hoth\"");
        check("present @red5", "present card=@red5");
        check("DEFENSE @probe", "defense card=@probe");
        check("lost-with Tauntaun", "lost-with card=\"Tauntaun\"");
        check(
            "tripped-by @veers at \"Ice Plains\"",
            "tripped-by card=@veers at=\"Ice Plains\"",
        );
        check(
            "enhances \"Danz Borin\" @walker",
            "enhances card=\"Danz Borin\" craft=@walker",
        );
        let e = fail("tripped-by @veers");
        assert!(e.expected.iter().any(|x| x == "at"), "{:?}", e.expected);
    }

    #[test]
    fn dagobah_and_cloud_city_questions() {
        check("can target @claw", "can-target card=@claw");
        check(
            "can target @han with \"Boba Fett's Blaster Rifle\" as dark",
            "can-target card=@han with=\"Boba Fett's Blaster Rifle\" as=dark",
        );
        check(
            "can bomb @bomber at \"Dagobah: Cave\"",
            "can-bomb bomber=@bomber at=\"Dagobah: Cave\"",
        );
        check(
            "is \"Mist Hunter\" Independent",
            "is card=\"Mist Hunter\" property=independent",
        );
        check(
            "matching \"Anakin's Lightsaber\" Leia",
            "matching weapon=\"Anakin's Lightsaber\" character=\"Leia\"",
        );
        check("force-icons light", "force-icons side=light");
        check(
            "card-type \"Asteroid Field\"",
            "card-type card=\"Asteroid Field\"",
        );
        check("capture @han", "capture card=@han");
        let e = fail("is Yoda");
        assert!(
            e.expected.iter().any(|x| x.contains("property")),
            "{:?}",
            e.expected
        );
        let e = fail("force-icons Yoda");
        assert!(e.expected.iter().any(|x| x == "light"), "{:?}", e.expected);
    }

    #[test]
    fn young_jedi_questions() {
        check("can battle @maul", "can-battle card=@maul");
        check(
            "duel-defenders Maul against R2-D2",
            "duel-defenders attacker=\"Maul\" against=\"R2-D2\"",
        );
        check("duel-hand @anakin", "duel-hand card=@anakin");
        check(
            "duel-hand Anakin destiny 4",
            "duel-hand card=\"Anakin\" destiny=4",
        );
        check("effect-fetch", "effect-fetch");
        check(
            "effect-fetch \"Naboo: Theed Palace\" as dark",
            "effect-fetch location=\"Naboo: Theed Palace\" as=dark",
        );
        check(
            "deploy-from-deck \"Blaster Rifle\" by @trooper",
            "deploy-from-deck card=\"Blaster Rifle\" by=@trooper",
        );
        check(
            "duel Maul against Obi-Wan",
            "duel attacker=\"Maul\" defender=\"Obi-Wan\"",
        );
    }

    // ---- computations

    #[test]
    fn cost_with_and_without_can() {
        check(
            "cost shuttle \"Luke\" to \"Bespin\"",
            "cost of=(can-shuttle card=\"Luke\" to=\"Bespin\")",
        );
        check(
            "cost can shuttle \"Luke\" to \"Bespin\"",
            "cost of=(can-shuttle card=\"Luke\" to=\"Bespin\")",
        );
        check(
            "cost take off Red5 as dark",
            "cost of=(can-take-off card=\"Red5\") as=dark",
        );
        check(
            "cost can deploy Echo as starting as light",
            "cost of=(can-deploy card=\"Echo\" starting=yes) as=light",
        );
        check(
            "COST CAN EMBARK Luke ON X",
            "cost of=(can-embark card=\"Luke\" on=\"X\")",
        );
    }

    #[test]
    fn rows_and_layout() {
        check("markers", "markers");
        check("markers Hoth", "markers row=\"Hoth\"");
        check("layout", "layout");
        check("validate", "validate");
        check("layout \"Hoth\" as light", "layout row=\"Hoth\" as=light");
        check(
            "insertion \"Ice Plains\"",
            "insertion location=\"Ice Plains\"",
        );
        check(
            "insertion \"Ice Plains\" in Hoth",
            "insertion location=\"Ice Plains\" row=\"Hoth\"",
        );
        check("moves", "moves");
        check("moves @luke", "moves card=@luke");
        check("moves as dark", "moves as=dark");
    }

    #[test]
    fn other_computations() {
        check(
            "asteroid-destiny \"Millennium Falcon\"",
            "asteroid-destiny card=\"Millennium Falcon\"",
        );
        check(
            "search-party at Swamp with Luke, Yoda,@r2 ,  \"Ben Kenobi\"",
            "search-party at=\"Swamp\" with=\"Luke\",\"Yoda\",@r2,\"Ben Kenobi\"",
        );
        check(
            "sabacc light 5, 6 dark wild, clone, 3",
            "sabacc light=5,6 dark=wild,clone,3",
        );
        check("sabacc light 5,-1 dark WILD", "sabacc light=5,-1 dark=wild");
        check(
            "creature-attack Rancor on Luke",
            "creature-attack creature=\"Rancor\" target=\"Luke\"",
        );
        check(
            "creature-attack Rancor on Luke destiny -1",
            "creature-attack creature=\"Rancor\" target=\"Luke\" destiny=-1",
        );
        check("jedi-test Luke test 2", "jedi-test card=\"Luke\" test=2");
        check(
            "jedi-test Luke test 2 destiny 4",
            "jedi-test card=\"Luke\" test=2 destiny=4",
        );
        check(
            "duel Obi-Wan against Maul hands 1,2, 3 / 4 ,5",
            "duel attacker=\"Obi-Wan\" defender=\"Maul\" hands=1,2,3/4,5",
        );
        check(
            "duel A against B hands 1/2",
            "duel attacker=\"A\" defender=\"B\" hands=1/2",
        );
        check(
            "evacuation-outcome Naboo survivors Padme, @qui",
            "evacuation-outcome location=\"Naboo\" survivors=\"Padme\",@qui",
        );
        check(
            "evacuation-outcome Naboo survivors none",
            "evacuation-outcome location=\"Naboo\" survivors=",
        );
        check(
            "rule hoth.shield.no-dark-landing",
            "rule id=hoth.shield.no-dark-landing",
        );
        check("rule Hoth.*", "rule id=hoth.*");
    }

    // ---- lexical details

    #[test]
    fn keywords_are_case_insensitive() {
        check("Shielded Echo", "shielded location=\"Echo\"");
        check(
            "CAN LAND Red5 AT Plains AS DARK",
            "can-land card=\"Red5\" at=\"Plains\" as=dark",
        );
        check("Can Take-Off x To y", "can-take-off card=\"x\" to=\"y\"");
        check("SABACC LIGHT Clone DARK 1", "sabacc light=clone dark=1");
    }

    #[test]
    fn whitespace_and_text() {
        check(
            "  \tcan land  Red5\t at   X \n",
            "can-land card=\"Red5\" at=\"X\"",
        );
        let q = parse("  shielded Echo  ").expect("parses");
        assert_eq!(q.text, "shielded Echo");
        assert_eq!(q.asker, None);
        check(
            "shielded Echo as light",
            "shielded location=\"Echo\" as=light",
        );
    }

    #[test]
    fn quoted_titles_keep_punctuation_and_unicode() {
        check(
            "shielded \"•Hoth: Echo Docking Bay\"",
            "shielded location=\"•Hoth: Echo Docking Bay\"",
        );
        check("present \"at\"", "present card=\"at\"");
        check("present Han's", "present card=\"Han's\"");
        check("present •Yoda", "present card=\"•Yoda\"");
    }

    #[test]
    fn card_spans_are_byte_ranges_into_text() {
        let q = parse("  can land \"•Red 5\" at @ice").expect("parses");
        let QueryKind::CanLand { card, at: Some(at) } = &q.kind else {
            panic!("not can land at: {q:?}");
        };
        assert_eq!(card.span, Span::new(9, 19));
        assert_eq!(&q.text[card.span.start..card.span.end], "\"•Red 5\"");
        assert_eq!(at.span, Span::new(23, 27));
        assert_eq!(&q.text[at.span.start..at.span.end], "@ice");
        assert_eq!(at.name, CardName::Id("ice".to_string()));
        let q = parse("moves Luke").expect("parses");
        let QueryKind::Moves { card: Some(luke) } = &q.kind else {
            panic!("no card: {q:?}");
        };
        assert_eq!(luke.span, Span::new(6, 10));
    }

    #[test]
    fn id_characters() {
        check("alone @a_b-c.d9", "alone card=@a_b-c.d9");
        check(
            "search-party at @x with @a,@b",
            "search-party at=@x with=@a,@b",
        );
    }

    // ---- errors

    #[test]
    fn unknown_verb_suggests_the_closest() {
        let e = fail("sheilded X");
        assert_eq!(
            (e.message.as_str(), e.offset()),
            ("unknown verb `sheilded`", 0)
        );
        assert_eq!(e.help.as_deref(), Some("did you mean `shielded`?"));
        let all = parse("xyzzy").err().map(|e| e.expected).unwrap_or_default();
        assert_eq!(all.len(), VERBS.len());
        assert!(all.iter().any(|v| v == "can land") && all.iter().any(|v| v == "rule"));
        let e = fail("can lnd Red5 at X");
        assert_eq!(e.message, "unknown verb `can lnd`");
        assert_eq!((e.offset(), e.span.len()), (0, 7));
        assert_eq!(e.help.as_deref(), Some("did you mean `can land`?"));
        let e = fail("land Red5 at X");
        assert_eq!(e.help.as_deref(), Some("did you mean `can land`?"));
        let e = fail("search party at X with Y");
        assert_eq!(e.help.as_deref(), Some("did you mean `search-party`?"));
        let e = fail("can take Red5");
        assert_eq!(e.help.as_deref(), Some("did you mean `can take-off`?"));
        let e = fail("mark Hoth");
        assert_eq!(e.help.as_deref(), Some("did you mean `markers`?"));
        let e = fail("frobnicate");
        assert_eq!(e.help.as_deref(), Some(EXAMPLE));
    }

    #[test]
    fn empty_and_verbless_questions() {
        let e = fail("   ");
        assert_eq!((e.message.as_str(), e.offset()), ("empty question", 3));
        assert_eq!(e.expected.len(), VERBS.len());
        let help = e.help.unwrap_or_default();
        for v in VERBS {
            assert!(help.contains(v.name), "{help}");
        }
        let e = fail("  \"Red 5\"");
        assert_eq!(
            e.message,
            "a question starts with a verb, found `\"Red 5\"`"
        );
        assert_eq!((e.offset(), e.span.len()), (2, 7));
        let e = fail("can");
        assert_eq!(
            (e.message.as_str(), e.offset()),
            ("expected a verb after `can`", 3)
        );
        assert!(e.expected.iter().all(|v| v.starts_with("can ")));
    }

    #[test]
    fn missing_card_points_at_the_end() {
        let input = "can deploy Luke to";
        let e = check_err(
            input,
            "expected a location after `to`",
            input.len(),
            &["a location"],
        );
        assert_eq!(e.span.len(), 0);
        assert_eq!(e.label, format!("expected a location: {CARD_FORMS}"));
        check_err(
            "shielded",
            "expected a location after `shielded`",
            8,
            &["a location"],
        );
    }

    #[test]
    fn missing_keyword_names_it() {
        let e = check_err(
            "can shuttle Red5",
            "expected `to` after `Red5`",
            16,
            &["to"],
        );
        assert_eq!(e.label, "expected `to`");
        check_err(
            "jedi-test Luke 3",
            "expected `test` after `Luke`, found `3`",
            15,
            &["test"],
        );
    }

    #[test]
    fn bare_title_with_spaces_suggests_quotes() {
        let e = check_err(
            "can shuttle Red 5 to X",
            "expected `to` after `Red`, found `5`",
            16,
            &["to"],
        );
        assert_eq!(
            e.help.as_deref(),
            Some("quote titles with spaces: \"Red 5\"")
        );
        let e = check_err(
            "shielded Ice Plains as light",
            "unexpected text after the question",
            13,
            &["as", END],
        );
        assert_eq!(
            e.help.as_deref(),
            Some("quote titles with spaces: \"Ice Plains\"")
        );
        assert_eq!(e.span.len(), 15);
    }

    #[test]
    fn leftover_lists_the_optional_clauses() {
        let e = check_err(
            "can deploy Luke \"x\"",
            "unexpected text after the question",
            16,
            &["to", "aboard", "with", "as", END],
        );
        assert_eq!(
            e.label,
            "expected `to`, `aboard`, `with`, `as` or the end of the question"
        );
        check_err(
            "can deploy Luke to X as starting to Y",
            "unexpected text after the question",
            33,
            &["as", END],
        );
    }

    #[test]
    fn near_miss_keyword_is_suggested() {
        let e = check_err(
            "can shuttle Luke ot X",
            "expected `to` after `Luke`, found `ot`",
            17,
            &["to"],
        );
        assert_eq!(e.help.as_deref(), Some("did you mean `to`?"));
        let e = check_err(
            "can land X at Y as ligth",
            "expected `light` or `dark` after `as`, found `ligth`",
            19,
            &["light", "dark"],
        );
        assert_eq!(e.help.as_deref(), Some("did you mean `light`?"));
    }

    #[test]
    fn keyword_where_a_card_is_expected() {
        let e = check_err(
            "can land at X",
            "expected a card after `can land`, found `at`",
            9,
            &["a card"],
        );
        assert_eq!(
            e.help.as_deref(),
            Some("`at` is a keyword here; to name a card `at`, quote it: \"at\"")
        );
    }

    #[test]
    fn reserved_words_are_never_bare_cards() {
        let words = [
            "to", "at", "aboard", "with", "as", "by", "on", "in", "against", "AT",
        ];
        for kw in words {
            let e = fail(&format!("present {kw}"));
            assert_eq!(e.expected, ["a card"], "{kw}");
            assert_eq!(e.offset(), 8, "{kw}");
            check(
                &format!("present \"{kw}\""),
                &format!("present card=\"{kw}\""),
            );
        }
        // Context keywords stop a bare card only in their own verb.
        check("present test", "present card=\"test\"");
        check_err(
            "jedi-test test test 1",
            "expected a card after `jedi-test`, found `test`",
            10,
            &["a card"],
        );
        check_err(
            "duel hands against B hands 1 / 2",
            "expected a card after `duel`, found `hands`",
            5,
            &["a card"],
        );
    }

    #[test]
    fn unterminated_quote_points_at_the_opening_quote() {
        let e = check_err(
            "can land \"Red 5 at X",
            "the closing `\"` of this title is missing",
            9,
            &["\""],
        );
        assert_eq!(e.span.len(), 1);
        check_err(
            "present 'Red 5",
            "the closing `'` of this title is missing",
            8,
            &["'"],
        );
        check_err("present \"  \"", "empty title", 8, &["a card"]);
    }

    #[test]
    fn as_starting_only_for_deploy_and_once() {
        let e = check_err(
            "can land X at Y as starting",
            "expected `light` or `dark` after `as`, found `starting`",
            19,
            &["light", "dark"],
        );
        assert_eq!(
            e.help.as_deref(),
            Some("`as starting` applies only to `can deploy`")
        );
        check_err(
            "shielded X as light as dark",
            "`as <side>` is given twice",
            23,
            &[],
        );
        check_err(
            "can deploy X as starting as starting",
            "`as starting` is given twice",
            28,
            &[],
        );
    }

    #[test]
    fn cost_needs_a_movement_question() {
        let e = check_err(
            "cost shielded X",
            "expected `can`, `deploy`, `land`, `take-off`, `move`, `shuttle`, `transit`, `transfer`, \
             `embark`, `disembark` or `react` after `cost`, found `shielded`",
            5,
            &[
                "can",
                "deploy",
                "land",
                "take-off",
                "move",
                "shuttle",
                "transit",
                "transfer",
                "embark",
                "disembark",
                "react",
            ],
        );
        assert_eq!(e.help, None);
        let e = fail("cost can shutle X to Y");
        assert_eq!(
            (e.offset(), e.help.as_deref()),
            (9, Some("did you mean `shuttle`?"))
        );
    }

    #[test]
    fn numbers_and_lists() {
        check_err(
            "sabacc light 5, x dark 1",
            "expected `wild`, `clone` or a number after `,`, found `x`",
            16,
            &["wild", "clone", "a number"],
        );
        check_err(
            "sabacc light 5 6 dark 1",
            "expected `,` or `dark` after `5`, found `6`",
            15,
            &[",", "dark"],
        );
        check_err(
            "duel A against B hands 1,2 3",
            "expected `,` or `/` after `2`, found `3`",
            27,
            &[",", "/"],
        );
        check_err(
            "creature-attack R on L destiny 99999999999999999999",
            "the number `99999999999999999999` is out of range: numbers in a question lie between -1000000 and 1000000",
            31,
            &["a number"],
        );
        check_err(
            "jedi-test L test 3x",
            "expected a number after `test`, found `3x`",
            17,
            &["a number"],
        );
        check_err(
            "search-party at X with A,",
            "expected a card after `,`",
            25,
            &["a card"],
        );
    }

    #[test]
    fn malformed_ids() {
        check_err("alone @", "expected an id after `@`", 7, &["an id"]);
        check_err("alone @red5!", "`!` cannot appear in an @id", 11, &[]);
        check_err("rule hoth_shield", "`_` cannot appear in a rule id", 9, &[]);
        check_err("rule", "expected a rule id after `rule`", 4, &["a rule id"]);
        check_err(
            "presence grey at X",
            "expected `light` or `dark` after `presence`, found `grey`",
            9,
            &["light", "dark"],
        );
    }

    #[test]
    fn error_offsets_count_leading_whitespace_and_bytes() {
        let e = check_err(
            "  can shuttle \"•A\" at X",
            "expected `to` after `\"•A\"`, found `at`",
            21,
            &["to"],
        );
        assert_eq!(e.span.len(), 2);
        let e = check_err(
            "present •A •B",
            "unexpected text after the question",
            13,
            &["at", "as", END],
        );
        assert_eq!(
            e.help.as_deref(),
            Some("quote titles with spaces: \"•A •B\"")
        );
    }

    #[test]
    fn kelvin_sign_does_not_split_a_character() {
        // U+212A lowercases to `k`; a byte-length keyword match would cut it in half.
        check_err(
            "shielded X as dar\u{212A}",
            "expected `light` or `dark` after `as`, found `dar\u{212A}`",
            14,
            &["light", "dark"],
        );
        assert_eq!(fail("mar\u{212A}ers").offset(), 0);
    }

    #[test]
    fn diagnostic_renders_with_label_and_help() {
        let e = fail("can land Red 5 at X");
        let mut out = String::new();
        let handler =
            miette::GraphicalReportHandler::new_themed(miette::GraphicalTheme::unicode_nocolor());
        handler.render_report(&mut out, &e).expect("renders");
        assert!(out.contains("swjudge::query::syntax"), "{out}");
        assert!(out.contains("expected `at`"), "{out}");
        assert!(out.contains("quote titles with spaces"), "{out}");
    }

    #[test]
    fn end_of_input_label_is_drawn() {
        let e = fail("can deploy Luke to");
        let mut out = String::new();
        let handler =
            miette::GraphicalReportHandler::new_themed(miette::GraphicalTheme::unicode_nocolor());
        handler.render_report(&mut out, &e).expect("renders");
        assert!(out.contains("expected a location: a quoted title"), "{out}");
    }

    // ---- robustness

    /// A small deterministic generator (xorshift), enough to shake the parser.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }

        fn pick<'t>(&mut self, items: &[&'t str]) -> &'t str {
            let n = usize::try_from(self.next() % items.len() as u64).unwrap_or(0);
            items[n]
        }
    }

    const PIECES: &[&str] = &[
        "can",
        "land",
        "deploy",
        "take",
        "off",
        "take-off",
        "cost",
        "at",
        "to",
        "as",
        "light",
        "dark",
        "starting",
        "with",
        "aboard",
        "by",
        "on",
        "in",
        "against",
        "destiny",
        "test",
        "hands",
        "survivors",
        "shielded",
        "markers",
        "sabacc",
        "wild",
        "clone",
        "duel",
        "rule",
        "search-party",
        "jedi-test",
        "moves",
        "\"",
        "'",
        "\"Red 5\"",
        "@",
        "@id",
        ",",
        "/",
        "-",
        "-1",
        "5",
        "99999999999999999999999",
        "•",
        "\u{212A}",
        "\u{130}",
        "é",
        "\u{0}",
        "\u{7}",
        "\n",
        "\t",
        " ",
        "  ",
        "Red",
        "5",
        "x",
        "*",
        ".",
        "_",
    ];

    #[track_caller]
    fn assert_sane(input: &str) {
        match parse(input) {
            Err(e) => {
                let (start, end) = (e.offset(), e.offset() + e.span.len());
                assert!(end <= input.len(), "span past the end for {input:?}");
                assert!(
                    input.is_char_boundary(start),
                    "start off a char for {input:?}"
                );
                assert!(input.is_char_boundary(end), "end off a char for {input:?}");
                assert!(!e.message.is_empty());
            }
            Ok(q) => {
                let mut spans = Vec::new();
                collect_spans(&q.kind, &mut spans);
                for s in spans {
                    let text = q.text.get(s.start..s.end);
                    assert!(
                        text.is_some_and(|t| !t.is_empty()),
                        "bad span for {input:?}"
                    );
                }
            }
        }
    }

    /// Every card span of a question (collected while rendering it).
    fn collect_spans(k: &QueryKind, out: &mut Vec<Span>) {
        SPANS.with(|s| s.borrow_mut().clear());
        kind(k);
        SPANS.with(|s| out.append(&mut s.borrow_mut()));
    }

    #[test]
    fn random_and_mutated_inputs_never_panic() {
        let mut rng = Rng(0x5eed_1234_abcd_ef01);
        for _ in 0..4000 {
            let n = rng.next() % 9;
            let mut input = String::new();
            for _ in 0..n {
                input.push_str(rng.pick(PIECES));
                if !rng.next().is_multiple_of(3) {
                    input.push(' ');
                }
            }
            assert_sane(&input);
        }
        let seeds = [
            "can land \"•Red 5\" at 'Ice Plains' as dark",
            "cost can deploy @echo to X aboard Y with Z as starting as light",
            "sabacc light 5, 6 dark wild, clone, -3",
            "duel Obi-Wan against Maul hands 1,2,3 / 4,5",
            "search-party at @x with A, \"B C\", @d",
            "rule hoth.shield.*",
        ];
        for seed in seeds {
            let chars: Vec<char> = seed.chars().collect();
            for _ in 0..1500 {
                let mut m = chars.clone();
                for _ in 0..=(rng.next() % 3) {
                    let at = usize::try_from(rng.next() % (m.len() as u64 + 1)).unwrap_or(0);
                    let piece =
                        rng.pick(&["\"", "'", "•", "\u{212A}", " ", ",", "@", "\u{1}", "x"]);
                    match rng.next() % 3 {
                        0 if at < m.len() => {
                            m.remove(at);
                        }
                        1 if at < m.len() => m.truncate(at),
                        _ => m.splice(at..at, piece.chars()).for_each(drop),
                    }
                }
                assert_sane(&m.into_iter().collect::<String>());
            }
        }
    }

    #[test]
    fn very_long_inputs_are_fine() {
        let long_word = "x".repeat(200_000);
        assert_sane(&long_word);
        assert_sane(&format!("can land {long_word} {long_word}"));
        // Up to the limit a question is read whole…
        let long_list = format!("sabacc light {} dark 1", vec!["1"; 990].join(","));
        assert!(long_list.len() <= MAX_QUERY_BYTES);
        let q = parse(&long_list).expect("parses");
        let QueryKind::Sabacc { light, .. } = q.kind else {
            panic!("not sabacc");
        };
        assert_eq!(light.len(), 990);
        // …past it, it is refused before it is read.
        let too_long = format!("sabacc light {} dark 1", vec!["1"; 50_000].join(","));
        let e = parse(&too_long).expect_err("too long");
        assert_eq!(e.kind, QueryErrorKind::TooLong);
        assert_eq!(
            miette::Diagnostic::code(&e)
                .map(|c| c.to_string())
                .as_deref(),
            Some("swjudge::query::too_long")
        );
        assert_sane(&too_long);
        assert_sane(&format!("present \"{}", "•".repeat(10_000)));
        assert_sane(&"•".repeat(MAX_QUERY_BYTES));
    }
}
