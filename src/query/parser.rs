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
mod tests;
