//! Round 27's facts of moving (issue 36, part `cardmove`), applied on every path of the act:
//! - a react granted by another card: one on the actor that lets it react ("May use 2 Force to
//!   move as a 'react'", a device it carries), and one granted from where the mover stands
//!   ([`Fact::ReactFrom`]: "Your stormtroopers here may move to an adjacent site as a 'react'");
//! - the transport cards' limits ([`Fact::TransportNotHere`], [`Fact::TransportLimited`],
//!   [`Fact::TransportNotNear`]), on a move by Elis Helrot or Nabrun Leids;
//! - a card deployed this turn that may not move that turn ([`Fact::DeployedMayNotMove`]),
//!   settled from the board's `this_turn` records.
//!
//! These facts are said by cards anywhere on the table (an Effect on a site far from the act, a
//! device on a character elsewhere): this pass looks for them over the board, so the judge's
//! walk over the cards taking part sets them aside ([`own_pass`]).

use super::finding::Finding;
use super::parts::{Part, Role, Seen};
use crate::board::{CardIx, LocId, ThisTurn};
use crate::catalog::CardDef;
use crate::catalog::text::{Cost, Fact, Half, Sentence, Who};
use crate::rulebook::Side;
use crate::rules::actions::Act;
use crate::rules::eval::Eval;
use crate::rules::shared::grants::{Grant, there_fits};

/// Is `s` a sentence this pass applies (and the judge's walk sets aside)?
fn own_pass(s: &Sentence) -> bool {
    fn ours(f: &Fact) -> bool {
        match f {
            Fact::While { fact, .. } => ours(fact),
            Fact::ReactFrom { .. }
            | Fact::TransportNotHere { .. }
            | Fact::TransportLimited { .. }
            | Fact::TransportNotNear { .. }
            | Fact::DeployedMayNotMove { .. }
            | Fact::MoveCostBeside { .. }
            | Fact::NoReactWherePresent { .. } => true,
            _ => false,
        }
    }
    s.fact.as_ref().is_some_and(ours)
}

/// Does the judge's walk over the cards taking part set `s` (of the card `p`) aside: a fact
/// this pass applies ([`own_pass`]), or a sentence of a card the actor's own text makes it
/// immune to ([`immune_to`]: noted as checked where `note`)?
pub(super) fn set_aside(seen: &Seen, p: &Part, s: &Sentence, note: bool, f: &mut Finding) -> bool {
    if own_pass(s) {
        return true;
    }
    if p.role == Role::Actor || seen.kind == crate::catalog::text::ActKind::Deploy {
        return false;
    }
    match immune_to(seen, p.def) {
        Some(line) => {
            if note {
                f.checked.push(line);
            }
            true
        }
        None => false,
    }
}

/// This pass, for the check of `kind`: the transport cards' limits and the ban on reacts where
/// a kind is present (what a location allows), a card deployed this turn (whether it moves), a
/// side's price beside a kind (the price).
pub(super) fn on_table(
    e: &Eval,
    act: &Act,
    seen: &Seen,
    kind: super::kinds::Kind,
    f: &mut Finding,
) {
    use super::kinds::Kind;
    match kind {
        Kind::Location => {
            transport_limits(e, act, seen, f);
            no_react_where_present(e, seen, f);
        }
        Kind::Moving => deployed_may_not_move(e, seen, f),
        Kind::Price => price_beside(e, seen, f),
        _ => {}
    }
}

/// The side a sentence speaks for: its half's (a location's `Light:` / `Dark:`), else the
/// card's.
fn you_of(s: &Sentence, owner: Option<Side>) -> Option<Side> {
    match s.half {
        Some(Half::Light) => Some(Side::Light),
        Some(Half::Dark) => Some(Side::Dark),
        None => owner,
    }
}

/// Whether `who`, in a text whose "you" is `you`, names `actor` acting for `side`. `Err`: the
/// words the board or the catalog does not settle.
fn names(
    e: &Eval,
    actor: &CardDef,
    side: Side,
    you: Option<Side>,
    who: &Who,
) -> Result<bool, String> {
    let (theirs, words) = match who {
        Who::Yours(w) => (false, w),
        Who::Opponents(w) => (true, w),
        Who::Any(w) => return words_name(e, actor, w),
        Who::Itself => return Ok(false),
    };
    let Some(you) = you else {
        return Err("whose text it is".into());
    };
    if (you != side) != theirs {
        return Ok(false);
    }
    words_name(e, actor, words)
}

/// Whether a kind said in words ("stormtroopers", "characters and vehicles") names `actor`.
fn words_name(e: &Eval, actor: &CardDef, words: &str) -> Result<bool, String> {
    if words.trim().is_empty() {
        return Ok(true);
    }
    let list = words.replace(" and ", " or ");
    crate::rules::shared::card_words::names(e, actor, &list)
        .map_err(|w| format!("whether it is among {w}"))
}

/// The cards on the table with a sentence read as `pick` finds it: each card, its sentence and
/// the inner fact (a [`Fact::While`]'s condition set beside it). Taken from the sentences of
/// the table found once per board ([`Sayers`]), not by reading every card per act.
fn said_on_table(
    e: &Eval,
    pick: impl Fn(&Fact) -> bool,
) -> Vec<(CardIx, Sentence, Option<String>)> {
    crate::rules::shared::work::count(crate::rules::shared::work::Work::TableAsks, 1);
    let sayers = e.board.derived(Sayers::of);
    sayers
        .0
        .said
        .iter()
        .filter(|(_, s, _)| inner(s).is_some_and(&pick))
        .cloned()
        .collect()
}

/// A sentence's fact, a [`Fact::While`]'s own fact within it.
fn inner(s: &Sentence) -> Option<&Fact> {
    match &s.fact {
        Some(Fact::While { fact, .. }) => Some(fact.as_ref()),
        f => f.as_ref(),
    }
}

/// The cards and locations on the table that speak of other cards' moves, in the board's
/// order: a fact of the board, found once and kept until the board changes (issue 38 item 6:
/// read from every card of the table for each move asked, `moves` of a side grew as the
/// square of its cards).
#[derive(Clone)]
struct Sayers(std::sync::Arc<Sayings>);

struct Sayings {
    /// Each card standing on the table with a sentence [`said_on_table`] looks for: the card,
    /// the sentence and a [`Fact::While`]'s condition.
    said: Vec<(CardIx, Sentence, Option<String>)>,
    /// The locations whose text grants a react from where the mover stands.
    react_locs: Vec<LocId>,
    /// The cards standing on the table whose text grants a react from where they stand.
    react_cards: Vec<CardIx>,
}

impl Sayers {
    fn of(board: &crate::board::Board) -> Sayers {
        let sought = |f: &Fact| {
            matches!(
                f,
                Fact::TransportNotHere { .. }
                    | Fact::TransportLimited { .. }
                    | Fact::TransportNotNear { .. }
                    | Fact::DeployedMayNotMove { .. }
                    | Fact::MoveCostBeside { .. }
                    | Fact::NoReactWherePresent { .. }
            )
        };
        let react_from = |s: &Sentence| matches!(s.fact, Some(Fact::ReactFrom { .. }));
        let mut said = Vec::new();
        let mut react_cards = Vec::new();
        crate::rules::shared::work::count(
            crate::rules::shared::work::Work::TableCards,
            board.cards.len() + board.locations.len(),
        );
        for (i, _) in board.cards.iter_enumerated() {
            if board.location_of(i).is_none() {
                continue;
            }
            let sentences = board.card_def(i).sentences();
            for s in sentences.iter() {
                let cond = match &s.fact {
                    Some(Fact::While { condition, .. }) => Some(condition.clone()),
                    _ => None,
                };
                if inner(s).is_some_and(sought) {
                    said.push((i, s.clone(), cond));
                }
            }
            if sentences.iter().any(react_from) {
                react_cards.push(i);
            }
        }
        let react_locs = board
            .locations
            .keys()
            .filter(|&l| {
                crate::rules::shared::card_places::location_text(board, l)
                    .iter()
                    .any(react_from)
            })
            .collect();
        Sayers(std::sync::Arc::new(Sayings {
            said,
            react_locs,
            react_cards,
        }))
    }
}

/// Are `a` and `b` sites next to each other on one row?
fn adjacent(e: &Eval, a: LocId, b: LocId) -> bool {
    let board = e.board;
    board.loc_def(a).is_site()
        && board.loc_def(b).is_site()
        && board.locations[a].row == board.locations[b].row
        && crate::board::facts::sites_crossed(board, a, b) == [b]
}

/// Is `l` among the places `words` name ("a marker site", "an Endor site", "exterior sites"):
/// a marker site by the catalog's marker number, any other as a grant's place is settled
/// ([`there_fits`]). `Err`: the words the board does not settle.
fn place_is(e: &Eval, side: Side, l: LocId, words: &str) -> Result<bool, String> {
    let w = words.trim().to_lowercase();
    if matches!(
        w.as_str(),
        "a marker site" | "marker sites" | "any marker site"
    ) {
        let def = e.board.loc_def(l);
        return Ok(def.is_site() && def.marker.is_some());
    }
    there_fits(e, side, (None, l), words)
}

// ------------------------------------------------------------------------- reacts

/// A card on the actor (a device it carries, a card deployed on it) whose own text lets it
/// react ("May use 2 Force to move as a 'react'", Jet Pack): the permission in words and the
/// react's price where the sentence sets one, with its line of cost. `None`: no such card.
pub(super) fn bearer_react(
    seen: &Seen,
    parts: &[Part],
) -> Option<(String, Option<(Cost, String)>)> {
    if seen.kind != crate::catalog::text::ActKind::React {
        return None;
    }
    for p in parts.iter().filter(|p| p.role == Role::OnActor) {
        for s in p.def.sentences().iter() {
            if let Some(Fact::React { only: None, cost }) = &s.fact {
                let q = format!("{}'s own text: \"{}\"", p.name, s.text);
                let name = seen.actor.plain_title();
                return Some((
                    format!("{q}: it is on {name}, so {name} may react"),
                    cost.map(|c| (c, format!("{q}: {name}'s react costs {c}"))),
                ));
            }
        }
    }
    None
}

/// Grants of a react from where the mover stands ([`Fact::ReactFrom`]), said by a location
/// (of itself) or by a card in play (of where it stands): each with whether it names this
/// react (`Err`: the words the board does not settle).
pub(super) fn react_from_grants(e: &Eval, seen: &Seen) -> Vec<Grant> {
    let (Some(from), Some(to)) = (seen.from, seen.to) else {
        return Vec::new();
    };
    let board = e.board;
    let mut speakers: Vec<(LocId, Vec<Sentence>, Option<Side>, String)> = Vec::new();
    crate::rules::shared::work::count(crate::rules::shared::work::Work::TableAsks, 1);
    let sayers = board.derived(Sayers::of);
    for &l in &sayers.0.react_locs {
        speakers.push((
            l,
            crate::rules::shared::card_places::location_text(board, l),
            board.locations[l].owner,
            board.loc_def(l).plain_title().to_string(),
        ));
    }
    for &i in &sayers.0.react_cards {
        let Some(at) = board.location_of(i) else {
            continue;
        };
        speakers.push((
            at,
            board.card_def(i).sentences().into_owned(),
            Some(board.cards[i].side),
            board.card_name(i),
        ));
    }
    let mut found = Vec::new();
    for (at, sentences, owner, name) in speakers {
        for s in sentences {
            let Some(Fact::ReactFrom {
                who,
                related,
                to: place,
            }) = &s.fact
            else {
                continue;
            };
            let stands = match related {
                false => from == at,
                true => {
                    crate::board::facts::places::related(board, at, from)
                        && board.loc_def(from).is_site()
                }
            };
            let goes = match place.as_str() {
                "an adjacent site" => adjacent(e, at, to),
                "same site" => to == at,
                _ => to == at || adjacent(e, at, to),
            };
            let fits = if !stands || !goes {
                Ok(false)
            } else {
                names(e, seen.actor, seen.side, you_of(&s, owner), who)
            };
            let here = board.loc_def(at).plain_title();
            found.push(Grant {
                quoted: format!("{name}'s own text (of {here}): \"{}\"", s.text),
                fits,
                free: false,
            });
        }
    }
    found
}

/// The best of two grants: one that names the act, else one the board does not settle, else
/// one that does not name it.
pub(super) fn best(a: Option<Grant>, more: Vec<Grant>) -> Option<Grant> {
    let rank = |g: &Grant| match g.fits {
        Ok(true) => 2,
        Err(_) => 1,
        Ok(false) => 0,
    };
    a.into_iter()
        .chain(more)
        .reduce(|a, b| if rank(&b) > rank(&a) { b } else { a })
}

// ------------------------------------------------------------------------- transport

/// The transport card that moves the actor (Elis Helrot, Nabrun Leids), where the act is such
/// a move.
fn transport_by<'a>(act: &Act<'a>) -> Option<&'a CardDef> {
    match *act {
        Act::Move { by: Some(d), .. }
            if crate::catalog::titles::TRANSPORT_CARDS.contains(&d.key()) =>
        {
            Some(d)
        }
        _ => None,
    }
}

/// Does a list of transport cards' titles name `by`?
fn names_card(list: &[String], by: &CardDef) -> bool {
    list.iter()
        .any(|t| crate::catalog::normalize(t) == by.key())
}

/// The transport cards' limits on a move by one of them, said by any card on the table.
fn transport_limits(e: &Eval, act: &Act, seen: &Seen, f: &mut Finding) {
    let Some(by) = transport_by(act) else {
        return;
    };
    let (Some(from), Some(to)) = (seen.from, seen.to) else {
        return;
    };
    let board = e.board;
    let mover = seen.actor.plain_title();
    let by_name = by.plain_title();
    let ends = [from, to];
    let is_character = seen.actor.card_type == crate::catalog::CardType::Character;
    for (i, s, _) in said_on_table(e, |f| {
        matches!(
            f,
            Fact::TransportNotHere { .. }
                | Fact::TransportLimited { .. }
                | Fact::TransportNotNear { .. }
        )
    }) {
        let name = board.card_name(i);
        let q = format!("{name}'s own text: \"{}\"", s.text);
        let Some(at) = board.location_of(i) else {
            continue;
        };
        let here = board.loc_def(at).plain_title();
        match s.fact.as_ref() {
            Some(Fact::TransportNotHere { by: list, what }) if names_card(list, by) => {
                if !ends.contains(&at) {
                    continue;
                }
                if what == "characters" && !is_character {
                    f.checked
                        .push(format!("{q}: {mover} is no character, which it limits"));
                } else {
                    f.refusals.push(format!(
                        "{q}: {name} stands at {here}, and {by_name} moves {mover} {} it",
                        if at == from { "from" } else { "to" }
                    ));
                }
            }
            Some(Fact::TransportNotNear { who, by: list }) if names_card(list, by) => {
                let near = ends.iter().find(|&&l| l == at || adjacent(e, at, l));
                let Some(&l) = near else {
                    continue;
                };
                if who == "characters" && !is_character {
                    f.checked
                        .push(format!("{q}: {mover} is no character, which it limits"));
                } else {
                    f.refusals.push(format!(
                        "{q}: {name} stands at {here}, and {by_name} moves {mover} {} {}, {}",
                        if l == from { "from" } else { "to" },
                        board.loc_def(l).plain_title(),
                        if l == at {
                            "the same site"
                        } else {
                            "a site adjacent to it"
                        }
                    ));
                }
            }
            Some(Fact::TransportLimited {
                by: list, places, ..
            }) if names_card(list, by) => {
                transport_limited(e, seen, (q.as_str(), places.as_str()), f)
            }
            _ => {}
        }
    }
}

/// "… are limited to owner's move phase and exterior sites": the phase and the places, each
/// settled from the board.
fn transport_limited(e: &Eval, seen: &Seen, (q, places): (&str, &str), f: &mut Finding) {
    let board = e.board;
    let (Some(from), Some(to)) = (seen.from, seen.to) else {
        return;
    };
    match (board.turn, board.phase) {
        (Some(t), Some(crate::board::Phase::Move)) if t == seen.side => f
            .checked
            .push(format!("{q}: it is the {}'s move phase", seen.side.title())),
        (Some(_), Some(_)) => f.refusals.push(format!(
            "{q}: it is not the {}'s move phase",
            seen.side.title()
        )),
        _ => f.missing.push(format!(
            "{q}: whether it is the {}'s move phase (the board does not give the turn and phase)",
            seen.side.title()
        )),
    }
    for l in [from, to] {
        let title = board.loc_def(l).plain_title();
        match there_fits(e, seen.side, (None, l), places) {
            Ok(true) => f.checked.push(format!("{q}: {title} is among {places}")),
            Ok(false) => f
                .refusals
                .push(format!("{q}: {title} is not among {places}")),
            Err(w) => f.missing.push(format!(
                "{q}: whether {title} is {w}, which the board does not settle"
            )),
        }
    }
}

// ------------------------------------------------------------------------- just deployed

/// A card deployed this turn that may not move this turn ([`Fact::DeployedMayNotMove`]), said
/// by any card on the table: settled from the mover's `this_turn` records and where it stands.
fn deployed_may_not_move(e: &Eval, seen: &Seen, f: &mut Finding) {
    let Some(c) = seen.card else {
        return;
    };
    if seen.kind == crate::catalog::text::ActKind::Deploy {
        return;
    }
    let board = e.board;
    let mover = board.card_name(c);
    let marks = &board.cards[c].this_turn;
    for (i, s, cond) in said_on_table(e, |f| matches!(f, Fact::DeployedMayNotMove { .. })) {
        let inner = match &s.fact {
            Some(Fact::While { fact, .. }) => fact.as_ref(),
            Some(f) => f,
            None => continue,
        };
        let Fact::DeployedMayNotMove { who, to, except } = inner else {
            continue;
        };
        let name = board.card_name(i);
        let q = format!("{name}'s own text: \"{}\"", s.text);
        match names(e, seen.actor, seen.side, Some(board.cards[i].side), who) {
            Ok(false) => continue,
            Err(w) => {
                f.missing.push(format!("{q}: {w}"));
                continue;
            }
            Ok(true) => {}
        }
        if !marks.contains(&ThisTurn::Deployed) {
            f.checked.push(format!(
                "{q}: {mover} is not marked deployed this turn (`this_turn`)"
            ));
            continue;
        }
        let Some(at) = seen.from else {
            continue;
        };
        if marks.contains(&ThisTurn::Moved) {
            f.missing.push(format!(
                "{q}: where {mover} was deployed this turn (it has moved since, and the board does not say)"
            ));
            continue;
        }
        let title = board.loc_def(at).plain_title();
        let excepted = except
            .as_deref()
            .is_some_and(|x| place_is(e, seen.side, at, x) == Ok(true));
        let place = match place_is(e, seen.side, at, to) {
            Ok(true) if !excepted => Ok(true),
            Ok(_) => Ok(false),
            Err(w) => Err(w),
        };
        match place {
            Ok(false) => f.checked.push(format!(
                "{q}: {mover} was deployed this turn to {title}, which is not {to}"
            )),
            Err(w) => f.missing.push(format!(
                "{q}: whether {title}, where {mover} was deployed this turn, is {w}"
            )),
            Ok(true) => {
                let line = format!(
                    "{q}: {mover} was deployed this turn to {title} (`this_turn`), so it may not move this turn"
                );
                match cond {
                    None => f.refusals.push(line),
                    Some(c) => {
                        let p = Part {
                            def: board.card_def(i),
                            role: Role::Elsewhere,
                            side: Some(board.cards[i].side),
                            name: name.clone(),
                            end: None,
                            card: Some(i),
                            at: None,
                        };
                        match super::conditions::its_condition(e, seen, &p, &c) {
                            Some(true) => f.refusals.push(format!("{line}; {c}")),
                            Some(false) => f.checked.push(format!(
                                "{q}: it does not apply now: it is not so that {c}"
                            )),
                            None => f.missing.push(format!(
                                "{q}: whether {c}, which the board does not settle ({mover} was deployed this turn to {title})"
                            )),
                        }
                    }
                }
            }
        }
    }
}

// ------------------------------------------------------------------------- immunity

/// The actor's own "Immune to Gravel Storm, Sandwhirl and desert landspeed requirements": where
/// the card that speaks (`speaker`) is one it names, the words of its immunity, quoted. `None`:
/// the actor is not immune to it.
fn immune_to(seen: &Seen, speaker: &CardDef) -> Option<String> {
    seen.actor.sentences().iter().find_map(|s| match &s.fact {
        Some(Fact::ImmuneToMoveLimits { cards, .. })
            if cards
                .iter()
                .any(|c| crate::catalog::normalize(c) == speaker.key()) =>
        {
            Some(format!(
                "{}'s own text: \"{}\": {} does not hold its moves",
                seen.actor.plain_title(),
                s.text,
                speaker.plain_title()
            ))
        }
        _ => None,
    })
}

/// The actor's immunity to the landspeed a kind of site requires ("desert landspeed
/// requirements"), of the site it leaves (`site`): `Some(Ok(line))` where the site is of
/// that kind by its title ("Tatooine: Desert"), `Some(Err(line))` where the board does not
/// settle it, `None` where the actor has no such immunity.
pub(super) fn immune_to_landspeed_here(
    e: &Eval,
    seen: &Seen,
    site: LocId,
) -> Option<Result<String, String>> {
    let (s, kind) = seen.actor.sentences().iter().find_map(|s| match &s.fact {
        Some(Fact::ImmuneToMoveLimits { sites, .. }) => Some((s.clone(), sites.clone())),
        _ => None,
    })?;
    let title = e.board.loc_def(site).plain_title();
    let q = format!("{}'s own text: \"{}\"", seen.actor.plain_title(), s.text);
    let named = title
        .to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .any(|w| w == kind);
    Some(match named {
        true => Ok(format!(
            "{q}: {title} is a {kind} site, and the landspeed it requires does not hold {}",
            seen.actor.plain_title()
        )),
        false => Err(format!(
            "{q}: whether {title} is a {kind} site, whose landspeed requirement would not hold it (the board does not say)"
        )),
    })
}

// ------------------------------------------------------------------------- a price beside a kind

/// A side's price to move away from where a card of a kind stands ([`Fact::MoveCostBeside`]),
/// said by any card on the table: the mover is one it names, of the side it names, and a card of
/// the speaker's side of that kind stands where the mover leaves.
fn price_beside(e: &Eval, seen: &Seen, f: &mut Finding) {
    let (Some(c), Some(from)) = (seen.card, seen.from) else {
        return;
    };
    if seen.kind == crate::catalog::text::ActKind::Deploy || seen.to == Some(from) {
        return;
    }
    let board = e.board;
    let mover = board.card_name(c);
    for (i, s, _) in said_on_table(e, |f| matches!(f, Fact::MoveCostBeside { .. })) {
        let Some(Fact::MoveCostBeside { who, beside, cost }) = &s.fact else {
            continue;
        };
        let speaker = board.cards[i].side;
        let q = format!("{}'s own text: \"{}\"", board.card_name(i), s.text);
        match names(e, seen.actor, seen.side, Some(speaker), who) {
            Ok(true) => {}
            Ok(false) => continue,
            Err(w) => {
                f.missing.push(format!("{q}: {w}"));
                continue;
            }
        }
        let stand = crate::board::facts::standing(board);
        let mut open = None;
        let mut found = None;
        for &k in stand.at(from) {
            if board.cards[k].side != speaker || k == c {
                continue;
            }
            match crate::rules::shared::card_words::names(e, board.card_def(k), beside) {
                Ok(true) => found = Some(board.card_name(k)),
                Ok(false) => {}
                Err(w) => open = Some(w),
            }
        }
        let here = board.loc_def(from).plain_title();
        match (found, open) {
            (Some(k), _) => f.prices.push((
                *cost,
                format!("{q}: {mover} moves away from {here}, where {k} stands: {cost}"),
            )),
            (None, Some(w)) => f.missing.push(format!(
                "{q}: whether a card at {here} is {w}, which would make the move cost {cost}"
            )),
            (None, None) => {}
        }
    }
}

// ------------------------------------------------------------------------- no react where a kind is

/// No react to a location where a kind is present ([`Fact::NoReactWherePresent`]), said by any
/// card on the table: a react (a move as one) to where such a card is present is refused; a
/// deploy there outside its side's own deploy phase, which may be made as a react, is open,
/// named.
fn no_react_where_present(e: &Eval, seen: &Seen, f: &mut Finding) {
    use crate::catalog::text::ActKind;
    let Some(to) = seen.to else {
        return;
    };
    let deploy = seen.kind == ActKind::Deploy;
    if seen.kind != ActKind::React && !deploy {
        return;
    }
    let board = e.board;
    let said = said_on_table(e, |f| matches!(f, Fact::NoReactWherePresent { .. }));
    if said.is_empty() {
        return;
    }
    let stand = crate::board::facts::standing(board);
    let title = board.loc_def(to).plain_title();
    for (i, s, _) in said {
        let Some(Fact::NoReactWherePresent { kind, deploys }) = &s.fact else {
            continue;
        };
        if deploy && !*deploys {
            continue;
        }
        let q = format!("{}'s own text: \"{}\"", board.card_name(i), s.text);
        let mut open = None;
        let mut present = None;
        for &k in stand.at(to) {
            if Some(k) == seen.card {
                continue;
            }
            match crate::rules::shared::card_words::names(e, board.card_def(k), kind) {
                Ok(true) => present = Some(board.card_name(k)),
                Ok(false) => {}
                Err(w) => open = Some(w),
            }
        }
        let line = match (present, open) {
            (Some(k), _) => Ok(format!("{k}, a {kind}, is present at {title}")),
            (None, Some(w)) => Err(format!("whether a card at {title} is {w}")),
            (None, None) => continue,
        };
        let own_deploy_phase =
            board.turn == Some(seen.side) && board.phase == Some(crate::board::Phase::Deploy);
        match line {
            Ok(_) if deploy && own_deploy_phase => f.checked.push(format!(
                "{q}: a deploy in its side's own deploy phase is no react"
            )),
            Ok(l) if deploy => f.missing.push(format!(
                "{q}: {l}; whether this deploy, outside its side's own deploy phase, is made as a react"
            )),
            Ok(l) => f.refusals.push(format!("{q}: {l}")),
            Err(w) => f.missing.push(format!("{q}: {w}")),
        }
    }
}
