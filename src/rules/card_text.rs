//! The cards' own words as checks (issue 36; the scope policy's "Card text";
//! design/actions.md §7). The catalog reads each card's text into sentences and facts
//! ([`crate::catalog::text`]); here each kind of fact is one check, registered for every act it
//! bears on. Every card that takes part in an act counts: the actor, what carries it, the
//! locations it leaves and enters, and the cards deployed on them (and on the actor).
//!
//! A read fact decides as the card says, cited as "the card's own text" with its one sentence
//! quoted. A sentence that bears on the act and is not read leaves the act open
//! (`undetermined`, quoting it) unless another check refuses. The board settles what the text
//! turns on (an opponent occupying the site, a battleground); a word it cannot settle is named.
//!
//! Each check's logic is a pure function of the evaluation and the act ([`judge`]) that
//! returns its outcome with its notes; a thin adaptor ([`run`]) records them.

use super::actions::{Act, Check, Outcome, Stage};
use super::eval::{Cx, Eval};
use crate::board::{CardIx, LocId, Place};
use crate::catalog::deploy_limit::DeployLimit;
use crate::catalog::text::{ActKind, Cost, Fact, Half, Occupancy, Sentence, Subject, Who};
use crate::catalog::{CardDef, CardType};
use crate::rulebook::{Action, Side};

use crate::rulebook::base::CARD_TEXT;

/// The acts a card-text check is registered for.
const ACTS: &[Action] = &[
    Action::Deploy,
    Action::Move,
    Action::React,
    Action::Shuttle,
    Action::Transfer,
    Action::Transit,
    Action::Embark,
    Action::Disembark,
    Action::Land,
    Action::TakeOff,
    Action::SectorMove,
];

/// The kinds of fact, one check each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// Where the card deploys ("Deploys only …", "Never deploys to …", "Deploy on …").
    Where,
    /// What an act costs by the text.
    Price,
    /// Reacting.
    React,
    /// Whether and how it moves ("Cannot move", landspeed).
    Moving,
    /// What a location allows ("No starships here", "Your spies may not deploy here").
    Location,
    /// Sentences that bear on the act and are not read.
    Unread,
}

fn kind_of(f: &Fact) -> Option<Kind> {
    Some(match f {
        Fact::DeploysOnly { .. }
        | Fact::NeverTo { .. }
        | Fact::NotToPlaces { .. }
        | Fact::DeployOn { .. } => Kind::Where,
        Fact::DeployCost { .. }
        | Fact::LandspeedCost { .. }
        | Fact::MoveCostHere { .. }
        | Fact::DeployCostHere { .. }
        | Fact::MoveCost { .. } => Kind::Price,
        Fact::React { .. } | Fact::DeployAsReact => Kind::React,
        Fact::MayNotMove | Fact::Landspeed { .. } => Kind::Moving,
        Fact::NoHere { .. } | Fact::MayNotDeployHere { .. } | Fact::MayNotReactHere { .. } => {
            Kind::Location
        }
        Fact::MayMove { .. } => Kind::Moving,
        Fact::LikeStarfighter | Fact::TransitCost | Fact::OwnAction { .. } => return None,
    })
}

macro_rules! check {
    ($id:ident, $kind:expr, $name:literal) => {
        pub static $id: Check = Check {
            on: ACTS,
            stage: Stage::Rule,
            name: $name,
            rules: &[],
            run: |e, act| run(e, act, $kind),
        };
    };
}

check!(WHERE, Kind::Where, "card text: where the card deploys");
check!(PRICE, Kind::Price, "card text: what the act costs");
check!(REACT, Kind::React, "card text: reacting");
check!(
    MOVING,
    Kind::Moving,
    "card text: whether and how the card moves"
);
check!(
    LOCATION,
    Kind::Location,
    "card text: what a location allows"
);
check!(
    UNREAD,
    Kind::Unread,
    "card text: a sentence that bears on the act, not read"
);

pub static CHECKS: &[&Check] = &[&WHERE, &PRICE, &REACT, &MOVING, &LOCATION, &UNREAD];

/// What one check found: its outcome, and its notes for the answer.
#[derive(Debug, Default)]
pub struct Finding {
    pub refusals: Vec<String>,
    pub permissions: Vec<String>,
    pub missing: Vec<String>,
}

impl Finding {
    pub fn outcome(&self) -> Outcome {
        if !self.refusals.is_empty() {
            Outcome::Refuse
        } else if !self.missing.is_empty() {
            Outcome::Open
        } else if !self.permissions.is_empty() {
            Outcome::Clear
        } else {
            Outcome::NotMine
        }
    }
}

/// The adaptor: records what [`judge`] found on the evaluation.
fn run(e: &mut Cx, act: &Act, kind: Kind) -> Outcome {
    let f = judge(e, act, kind);
    for r in &f.refusals {
        e.because_card_text(&CARD_TEXT, r.clone());
    }
    for p in &f.permissions {
        e.allow_by_card_text(&CARD_TEXT, p.clone());
    }
    for m in &f.missing {
        e.missing(m.clone());
    }
    f.outcome()
}

/// How a card takes part in an act.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    /// The card that deploys or moves.
    Actor,
    /// What carries it (the craft it deploys aboard, embarks on or rides in).
    Carrier,
    /// A card deployed on the actor (a device on it).
    OnActor,
    /// The location it leaves.
    From,
    /// The location it enters.
    To,
    /// A card deployed on a location it leaves or enters.
    OnLocation,
    /// A character, starship, vehicle or creature standing at a location the act leaves or
    /// enters: its text about other cards there ("opponent's characters may not move from
    /// same site as …") bears on the act.
    Bystander,
}

/// One card taking part: its def, its role, the side whose text it is ("you"), and its name.
struct Part<'a> {
    def: &'a CardDef,
    role: Role,
    side: Option<Side>,
    name: String,
}

/// The act in the terms card text speaks of.
struct Seen<'a> {
    kind: ActKind,
    /// Where a moving card is (none for a deployment).
    from: Option<LocId>,
    side: Side,
    actor: &'a CardDef,
    to: Option<LocId>,
    host: Option<CardIx>,
}

fn act_kind(a: Action) -> Option<ActKind> {
    Some(match a {
        Action::Deploy => ActKind::Deploy,
        Action::Move | Action::SectorMove => ActKind::Move,
        Action::React => ActKind::React,
        Action::Shuttle => ActKind::Shuttle,
        Action::Transfer | Action::Embark | Action::Disembark => ActKind::Embark,
        Action::Transit => ActKind::Transit,
        Action::Land => ActKind::Land,
        Action::TakeOff => ActKind::TakeOff,
        _ => return None,
    })
}

/// The cards taking part in `act`, each once.
fn parts<'a>(e: &'a Eval, act: &Act<'a>) -> Option<(Seen<'a>, Vec<Part<'a>>)> {
    let board = e.board;
    let kind = act_kind(act.action())?;
    let mut out: Vec<Part<'a>> = Vec::new();
    let card_part = |c: CardIx, role: Role| Part {
        def: board.card_def(c),
        role,
        side: Some(board.cards[c].side),
        name: board.card_name(c),
    };
    let loc_part = |l: LocId, role: Role| Part {
        def: board.loc_def(l),
        role,
        side: board.locations[l].owner,
        name: board.loc_def(l).plain_title().to_string(),
    };
    let (seen, from) = match *act {
        Act::Deploy {
            card,
            side,
            to,
            host,
            ..
        } => {
            out.push(Part {
                def: card,
                role: Role::Actor,
                side: Some(side),
                name: card.plain_title().to_string(),
            });
            if let Some(h) = host {
                out.push(card_part(h, Role::Carrier));
            }
            let seen = Seen {
                kind,
                from: None,
                side,
                actor: card,
                to,
                host,
            };
            (seen, None)
        }
        Act::Move {
            card,
            side,
            to,
            craft,
            ..
        } => {
            out.push(card_part(card, Role::Actor));
            for &item in &board.cards[card].carrying {
                out.push(card_part(item, Role::OnActor));
            }
            if let Some(k) = craft {
                out.push(card_part(k, Role::Carrier));
            }
            if let Place::Aboard(k) = board.cards[card].place
                && Some(k) != craft
            {
                out.push(card_part(k, Role::Carrier));
            }
            let seen = Seen {
                kind,
                from: board.location_of(card),
                side,
                actor: board.card_def(card),
                to,
                host: craft,
            };
            (seen, board.location_of(card))
        }
        _ => return None,
    };
    // A location deploying is not a card entering one.
    if seen.actor.card_type == CardType::Location {
        return Some((seen, out));
    }
    let ends: Vec<(LocId, Role)> = from
        .map(|l| (l, Role::From))
        .into_iter()
        .chain(seen.to.map(|l| (l, Role::To)))
        .filter(|&(l, r)| r == Role::To || Some(l) != seen.to)
        .collect();
    for &(l, role) in &ends {
        out.push(loc_part(l, role));
        for (i, c) in board.cards.iter_enumerated() {
            if c.place != Place::At(l) {
                continue;
            }
            if !is_actor_kind(board.def(c.def)) {
                out.push(card_part(i, Role::OnLocation));
            } else if seen_card(act) != Some(i) {
                out.push(card_part(i, Role::Bystander));
            }
        }
    }
    Some((seen, out))
}

/// The card in play that moves (none for a deploy).
fn seen_card(act: &Act) -> Option<CardIx> {
    match *act {
        Act::Move { card, .. } => Some(card),
        _ => None,
    }
}

/// Characters, starships, vehicles and creatures stand at a location; other cards there are
/// deployed on it.
fn is_actor_kind(d: &CardDef) -> bool {
    matches!(
        d.card_type,
        CardType::Character
            | CardType::Starship
            | CardType::Vehicle
            | CardType::Creature
            | CardType::Podracer
    )
}

/// What check `kind` finds about `act`: a pure function of the evaluation and the act.
pub(crate) fn judge(e: &Eval, act: &Act, kind: Kind) -> Finding {
    let mut f = Finding::default();
    let Some((seen, parts)) = parts(e, act) else {
        return f;
    };
    for p in &parts {
        for s in p.def.sentences() {
            let whose = match (p.role, s.subject) {
                (Role::Actor, Subject::Others) => false,
                (Role::Actor, _) => true,
                (_, Subject::Itself) => false,
                // A card standing by speaks of the act only where it names other cards.
                (Role::Bystander, Subject::Unclear) => false,
                _ => true,
            };
            if !s.bears_on.has(seen.kind) || !whose {
                continue;
            }
            let quoted = format!("{}'s own text: \"{}\"", p.name, s.text);
            if p.role == Role::Bystander {
                // The checks apply a card's facts to its own acts and to the locations'; a card
                // standing by that speaks of others' acts there is quoted, never taken as met.
                if kind == Kind::Unread {
                    f.missing.push(format!(
                        "{quoted}: it bears on the {} of a card where {} stands, and swjudge does not apply it",
                        seen.kind.name(),
                        p.name
                    ));
                }
                continue;
            }
            match &s.fact {
                None if kind == Kind::Unread => f.missing.push(format!(
                    "{quoted}: it bears on the {} and swjudge does not read it",
                    seen.kind.name()
                )),
                Some(fact) if kind_of(fact) == Some(kind) => {
                    apply(e, &seen, p, &s, fact, &quoted, &mut f)
                }
                _ => {}
            }
        }
    }
    f
}

/// One read fact of a taking-part card, applied to the act.
fn apply(e: &Eval, seen: &Seen, p: &Part, s: &Sentence, fact: &Fact, q: &str, f: &mut Finding) {
    let deploy = seen.kind == ActKind::Deploy;
    match (fact, p.role) {
        // The deploy rules apply the catalog's deploy limit themselves.
        (Fact::DeploysOnly { places }, Role::Actor) if deploy && p.def.deploys_only.is_none() => {
            places_fit(e, seen, places, q, true, f);
        }
        (
            Fact::NeverTo {
                occupancy,
                moves_too,
            },
            Role::Actor,
        ) if deploy || *moves_too => {
            if let Some(l) = seen.to {
                occupancy_at(e, seen, l, *occupancy, q, f)
            }
        }
        (Fact::NotToPlaces { places }, Role::Actor) if deploy => {
            places_fit(e, seen, &format!("to {places}"), q, false, f);
        }
        (Fact::DeployOn { target }, Role::Actor) if deploy && !is_actor_kind(p.def) => {
            deploy_on(e, seen, target, q, f)
        }
        (Fact::React { only }, Role::Actor) if seen.kind == ActKind::React => match only {
            None => f.permissions.push(format!("{q}: it may move as a react")),
            Some(o) => places_fit(e, seen, &format!("to {o}"), q, true, f),
        },
        (Fact::MayMove { .. }, Role::Actor) if !deploy => f.permissions.push(format!(
            "{q}: its own text lets it move, within what the rules for it say"
        )),
        (Fact::MayNotMove, Role::Actor | Role::OnActor) if !deploy => {
            f.refusals.push(format!("{q}: it may not move"))
        }
        (Fact::Landspeed { is: Some(n), .. }, Role::Actor)
            if seen.kind == ActKind::Move && p.def.landspeed != Some(*n) =>
        {
            f.missing.push(format!(
                "{q}: its landspeed is {n} by its text, which the move rules do not yet take"
            ));
        }
        (Fact::NoHere { kinds, except }, Role::To) => no_here(seen, p, kinds, except, q, f),
        (
            Fact::MayNotDeployHere {
                who,
                deploys,
                moves,
                if_you_occupy,
            },
            Role::To,
        ) if (deploy && *deploys) || (!deploy && *moves) => {
            if *if_you_occupy && !half_occupies(e, seen, s) {
                return;
            }
            match whom(e, seen, p, s, who) {
                Some(true) => f.refusals.push(format!(
                    "{q}: {} may not come here",
                    seen.actor.plain_title()
                )),
                Some(false) => {}
                None => f.missing.push(format!(
                    "{q}: whether {} is among those it names",
                    seen.actor.plain_title()
                )),
            }
        }
        (Fact::MayNotReactHere { who }, Role::To | Role::From) if seen.kind == ActKind::React => {
            match whom(e, seen, p, s, who) {
                Some(true) => f.refusals.push(format!(
                    "{q}: {} may not react to or from {}",
                    seen.actor.plain_title(),
                    p.name
                )),
                Some(false) => {}
                None => f.missing.push(format!(
                    "{q}: whether {} is among those it names",
                    seen.actor.plain_title()
                )),
            }
        }
        (Fact::MoveCost { .. }, Role::Actor) if !deploy => price(e, seen, p, s, fact, q, f),
        (Fact::DeployCost { .. } | Fact::LandspeedCost { .. }, Role::Actor)
        | (Fact::DeployCostHere { .. } | Fact::MoveCostHere { .. }, Role::From | Role::To) => {
            price(e, seen, p, s, fact, q, f)
        }
        _ => {}
    }
}

/// A sentence that names places (`to Wampa Cave or unoccupied marker site`, after its verb):
/// does `l` (or the host) fit any? `only`: the act may happen only there (else: never there).
/// An `unoccupied … site` is settled from the board; the rest by the deploy limit's reader.
fn places_fit(e: &Eval, seen: &Seen, places: &str, q: &str, only: bool, f: &mut Finding) {
    use crate::board::facts::LimitFit;
    let Some(l) = seen.to else { return };
    let place = e.board.loc_def(l).plain_title().to_string();
    let fit = match fit_places(e, seen, l, places) {
        Ok(fit) => fit,
        Err(unread) => {
            return f.missing.push(format!(
                "{q}: whether {place} is among the places it names ({unread})"
            ));
        }
    };
    match (fit, only) {
        (LimitFit::Fits(w), true) => f.permissions.push(format!("{q}; {w}")),
        (LimitFit::Fits(w), false) => f.refusals.push(format!("{q}; {w}")),
        (LimitFit::Outside, true) => f
            .refusals
            .push(format!("{q}; {place} is none of the places it names")),
        (LimitFit::Outside, false) | (LimitFit::Unread, _) => {}
    }
}

/// How `l` meets a list of places; `Err`: the words not read.
fn fit_places(
    e: &Eval,
    seen: &Seen,
    l: LocId,
    places: &str,
) -> Result<crate::board::facts::LimitFit, String> {
    use crate::board::facts::{LimitFit, deploy_limit_fit};
    let place = e.board.loc_def(l).plain_title().to_string();
    let mut rest = Vec::new();
    for item in places.split(", ").flat_map(|p| p.split(" or ")) {
        let bare = item
            .trim()
            .trim_start_matches("to ")
            .trim_start_matches("an ")
            .trim_start_matches("a ");
        let Some(kind) = bare.strip_prefix("unoccupied ") else {
            // `Hoth sites`, `any Hoth site`: a site of Hoth.
            let one = bare.trim_start_matches("any ");
            match one.strip_suffix(" sites") {
                Some(stem) => rest.push(format!("to a {stem} site")),
                None if one != bare => rest.push(format!("to a {one}")),
                None => rest.push(item.trim().to_string()),
            }
            continue;
        };
        let ld = e.board.loc_def(l);
        let kind_fits = match kind {
            "site" => ld.is_site(),
            "marker site" => ld.is_site() && ld.marker.is_some(),
            _ => return Err(item.to_string()),
        };
        let occupied = [Side::Light, Side::Dark].iter().any(|&side| {
            let (d, c, _) = crate::board::facts::presence_at(e.board, side, l, false);
            d >= 1 || c >= 1
        });
        if kind_fits && !occupied {
            return Ok(LimitFit::Fits(format!("{place} is an unoccupied {kind}")));
        }
    }
    if rest.is_empty() {
        return Ok(LimitFit::Outside);
    }
    let mut joined = rest.join(" or ");
    if !["to ", "on ", "at ", "aboard "]
        .iter()
        .any(|p| joined.starts_with(p))
    {
        joined = format!("to {joined}");
    }
    let limit = DeployLimit::read(&format!("Deploys only {joined}."));
    match deploy_limit_fit(e.board, l, seen.host, &limit) {
        LimitFit::Unread => Err(limit.unread.join(", ")),
        other => Ok(other),
    }
}

/// "Never deploys to a site opponent occupies": the board says who occupies `l`.
fn occupancy_at(e: &Eval, seen: &Seen, l: LocId, o: Occupancy, q: &str, f: &mut Finding) {
    let board = e.board;
    let ldef = board.loc_def(l);
    let place = ldef.plain_title();
    let present = |side: Side| {
        let (direct, craft, _) = crate::board::facts::presence_at(board, side, l, false);
        direct >= 1 || craft >= 1
    };
    let (hit, what) = match o {
        Occupancy::OpponentOccupies => {
            if !ldef.is_site() && !ldef.is_system() {
                return;
            }
            let opp = seen.side.opponent();
            (
                present(opp),
                format!("the {} occupies {place}", opp.title()),
            )
        }
        Occupancy::Occupied => (
            present(Side::Light) || present(Side::Dark),
            format!("{place} is occupied"),
        ),
        Occupancy::Battleground => match (ldef.light_icons, ldef.dark_icons) {
            (Some(a), Some(b)) => (a > 0 && b > 0, format!("{place} is a battleground")),
            _ => {
                f.missing.push(format!(
                    "{q}: whether {place} is a battleground (its icons are not in the catalog)"
                ));
                return;
            }
        },
    };
    if hit {
        f.refusals.push(format!("{q}; {what}"));
    } else {
        f.permissions
            .push(format!("{q}; it does not apply: not so at {place}"));
    }
}

/// What an Effect, device or weapon deploys on, against where it is asked to deploy: a kind
/// of location (`an exterior planet site`, `Dagobah: Cave`, `outermost marker`) or of card
/// (`your warrior`, `any character`, `a bomber`). Words the board cannot settle are named.
fn deploy_on(e: &Eval, seen: &Seen, target: &str, q: &str, f: &mut Finding) {
    let board = e.board;
    let what = match (seen.host, seen.to) {
        (Some(h), _) => board.card_name(h),
        (None, Some(l)) => board.loc_def(l).plain_title().to_string(),
        (None, None) => return,
    };
    match target_fit(e, seen, target) {
        Ok(true) => f.permissions.push(format!("{q}; {what} is such a place")),
        Ok(false) => f
            .refusals
            .push(format!("{q}; {what} is not where it deploys")),
        Err(why) => f.missing.push(format!("{q}: whether {what} is {why}")),
    }
}

/// Does the act's host (or location) fit a `Deploy on …` target? `Err`: the words the board
/// cannot settle.
fn target_fit(e: &Eval, seen: &Seen, target: &str) -> Result<bool, String> {
    let board = e.board;
    if let (None, Some(l)) = (seen.host, seen.to)
        && crate::catalog::normalize(target) == *board.loc_def(l).key()
    {
        return Ok(true);
    }
    let mut t = target
        .split(':')
        .next()
        .unwrap_or(target)
        .trim()
        .to_string();
    let lower = t.to_lowercase();
    if ["table", "your side of table", "opponent's side of table"].contains(&lower.as_str()) {
        return Ok(false);
    }
    let mut yours = None;
    for (p, y) in [
        ("one of your ", true),
        ("your ", true),
        ("opponent's ", false),
    ] {
        if let Some(r) = t.strip_prefix(p) {
            yours = Some(y);
            t = r.to_string();
        }
    }
    for p in ["any ", "a ", "an "] {
        if let Some(r) = t.strip_prefix(p) {
            t = r.to_string();
        }
    }
    if let Some((head, tail)) = t.split_once(" (except ")
        && let Some(l) = seen.to
        && seen.host.is_none()
    {
        let name = tail.trim_end_matches(')');
        if crate::board::facts::on_planet(board, l, name) {
            return Ok(false);
        }
        t = head.to_string();
    }
    if let Some((head, who)) = t.split_once(" where you have ")
        && let Some(l) = seen.to
    {
        let head = head.to_string();
        let mut found = Some(false);
        for w in who.split(" or ") {
            let w = w
                .trim_start_matches("a ")
                .trim_start_matches("an ")
                .to_lowercase();
            for c in board.cards.iter() {
                if c.side == seen.side && c.place == crate::board::Place::At(l) {
                    match card_is(board.def(c.def), w.trim_end_matches('s')) {
                        Some(true) => found = found.map(|_| true),
                        Some(false) => {}
                        None => found = found.filter(|&x| x),
                    }
                }
            }
        }
        match found {
            Some(false) => return Ok(false),
            None => return Err(t),
            Some(true) => t = head,
        }
    }
    if [" where ", " if ", " with ", "(", " that ", " of ", ","]
        .iter()
        .any(|w| t.contains(w))
    {
        return Err(t);
    }
    let mut any = false;
    for alt in t.split(" or ") {
        match alt_fits(e, seen, alt) {
            Some(fits) => any |= fits,
            None => return Err(t.clone()),
        }
    }
    if let (Some(y), Some(h)) = (yours, seen.host)
        && (board.cards[h].side == seen.side) != y
    {
        return Ok(false);
    }
    Ok(any)
}

/// One alternative of a target: adjectives and a noun. `None`: a word not settled.
fn alt_fits(e: &Eval, seen: &Seen, alt: &str) -> Option<bool> {
    let words: Vec<String> = alt
        .split_whitespace()
        .map(|w| w.trim_end_matches('s').to_lowercase())
        .collect();
    let (noun, adjectives) = words.split_last()?;
    match (seen.host, seen.to) {
        (None, Some(l)) => location_fits(e, l, alt, noun, adjectives),
        (Some(h), _) => {
            let d = e.board.card_def(h);
            let mut fits = card_is(d, noun)?;
            for a in adjectives {
                fits &= card_is(d, a)?;
            }
            Some(fits)
        }
        (None, None) => None,
    }
}

fn location_fits(e: &Eval, l: LocId, alt: &str, noun: &str, adjectives: &[String]) -> Option<bool> {
    use crate::catalog::Icon;
    let board = e.board;
    let ld = board.loc_def(l);
    if alt.eq_ignore_ascii_case("outermost marker") {
        let max = board
            .row_of(l)
            .locations
            .iter()
            .filter(|&&x| board.loc_def(x).has_icon(Icon::Exterior))
            .filter_map(|&x| board.loc_def(x).marker)
            .max();
        return Some(ld.marker.is_some() && ld.marker == max);
    }
    let mut fits = match noun {
        "site" => ld.is_site(),
        "system" => ld.is_system(),
        "sector" => ld.is_sector(),
        "location" => true,
        // A card's word (`bomber`, `warrior`): a location is none.
        _ if !alt.starts_with(|c: char| c.is_ascii_uppercase()) => return Some(false),
        _ => return None,
    };
    let originals: Vec<&str> = alt.split_whitespace().collect();
    for (i, a) in adjectives.iter().enumerate() {
        let original = originals.get(i).copied().unwrap_or("");
        if original.starts_with(|c: char| c.is_ascii_uppercase()) {
            fits &= crate::board::facts::on_planet(board, l, original);
            continue;
        }
        fits &= match a.as_str() {
            "exterior" => ld.has_icon(Icon::Exterior),
            "interior" => ld.has_icon(Icon::Interior),
            "non-interior" => !ld.has_icon(Icon::Interior),
            "non-exterior" => !ld.has_icon(Icon::Exterior),
            "planet" => ld.has_icon(Icon::Planet) || ld.is_site(),
            "underground" => ld.has_icon(Icon::Underground),
            "underwater" => ld.has_icon(Icon::Underwater),
            "mobile" => ld.has_icon(Icon::Mobile),
            _ => return None,
        };
    }
    Some(fits)
}

/// Is a card a `character`, a `warrior`, a `bomber`…? `None`: the word is none the catalog
/// records.
fn card_is(d: &CardDef, w: &str) -> Option<bool> {
    match w {
        "character" => Some(d.card_type == CardType::Character),
        "starship" => Some(d.card_type == CardType::Starship),
        "vehicle" => Some(d.card_type == CardType::Vehicle),
        "creature" => Some(d.card_type == CardType::Creature),
        "starfighter" => Some(d.card_type == CardType::Starship && !d.is_capital()),
        "site" | "system" | "location" | "sector" => Some(false),
        w => {
            let dashed = w.replace(' ', "-");
            let marked = d.icons.iter().any(|i| i.name() == dashed)
                || d.traits.iter().any(|t| t.name() == dashed)
                || d.key()
                    .split(|c: char| !c.is_alphanumeric())
                    .any(|x| x.trim_end_matches('s') == w);
            let icon_word = crate::catalog::Icon::ALL.iter().any(|(n, _)| *n == dashed);
            if marked || icon_word {
                Some(marked)
            } else {
                None
            }
        }
    }
}

/// A location's "No starships or vehicles here".
fn no_here(
    seen: &Seen,
    p: &Part,
    kinds: &[String],
    except: &Option<String>,
    q: &str,
    f: &mut Finding,
) {
    let kind = match seen.actor.card_type {
        CardType::Starship => "starships",
        CardType::Vehicle => "vehicles",
        CardType::Creature => "creatures",
        CardType::Character => "characters",
        _ => return,
    };
    let name = seen.actor.plain_title();
    if !kinds.iter().any(|k| k == kind) {
        return;
    }
    match except {
        Some(x) => f
            .missing
            .push(format!("{q}: whether {name} is among the exceptions ({x})")),
        None => f
            .refusals
            .push(format!("{q}: {name} may not be at {}", p.name)),
    }
}

/// "If you occupy": does the side whose half of the location's text it is occupy the location
/// the act enters? (No half: the condition is not settled, and the fact applies.)
fn half_occupies(e: &Eval, seen: &Seen, s: &Sentence) -> bool {
    let Some(l) = seen.to else { return false };
    let Some(you) = half_side(s).or(e.board.locations[l].owner) else {
        return true;
    };
    let (d, c, _) = crate::board::facts::presence_at(e.board, you, l, false);
    d >= 1 || c >= 1
}

/// The side whose half of a location's text a sentence is in.
fn half_side(s: &Sentence) -> Option<Side> {
    match s.half {
        Some(Half::Light) => Some(Side::Light),
        Some(Half::Dark) => Some(Side::Dark),
        None => None,
    }
}

/// Does `who` (a location's or card's sentence) name the actor? `None`: the board cannot say.
fn whom(e: &Eval, seen: &Seen, p: &Part, s: &Sentence, who: &Who) -> Option<bool> {
    let you = half_side(s).or(p.side);
    let _ = e;
    let (side_ok, words) = match who {
        Who::Itself => return Some(false),
        Who::Yours(w) => (you.map(|y| y == seen.side), w),
        Who::Opponents(w) => (you.map(|y| y != seen.side), w),
        Who::Any(w) => (Some(true), w),
    };
    match side_ok {
        Some(false) => return Some(false),
        None => return None,
        Some(true) => {}
    }
    if words.is_empty() {
        return Some(true);
    }
    let class = match seen.actor.card_type {
        CardType::Character => "characters",
        CardType::Starship => "starships",
        CardType::Vehicle => "vehicles",
        CardType::Creature => "creatures",
        _ => "",
    };
    let w = words.to_lowercase();
    if w == class {
        return Some(true);
    }
    if ["characters", "starships", "vehicles", "creatures"].contains(&w.as_str()) {
        return Some(false);
    }
    None
}

/// A read price change: it matters only when the act's cost does (a `cost` question, or a
/// Force pile on the board); then the answer is open, since the move and deploy prices do not
/// yet take card text.
fn price(e: &Eval, seen: &Seen, p: &Part, s: &Sentence, fact: &Fact, q: &str, f: &mut Finding) {
    let pile_known = e.board.player(seen.side).force_pile.is_some();
    if !e.want_cost() && !pile_known {
        return;
    }
    let applies = match fact {
        Fact::MoveCostHere {
            who,
            between: Some(b),
            ..
        } => {
            // The other end of the move must be one of the places named.
            let other = match p.role {
                Role::From => seen.to,
                _ => seen.from,
            };
            let other_fits = other.is_none_or(|o| {
                !matches!(
                    fit_places(e, seen, o, b),
                    Ok(crate::board::facts::LimitFit::Outside)
                )
            });
            other_fits && whom(e, seen, p, s, who) != Some(false)
        }
        Fact::DeployCostHere { who, .. } | Fact::MoveCostHere { who, .. } => {
            whom(e, seen, p, s, who) != Some(false)
        }
        _ => true,
    };
    if !applies {
        return;
    }
    let cost = match fact {
        Fact::DeployCost { cost, .. }
        | Fact::LandspeedCost { cost }
        | Fact::MoveCost { cost }
        | Fact::DeployCostHere { cost, .. }
        | Fact::MoveCostHere { cost, .. } => *cost,
        _ => Cost::By(0),
    };
    f.missing.push(format!(
        "{q}: it makes the cost {cost} where it applies, and swjudge does not yet add card text to a price"
    ));
}
