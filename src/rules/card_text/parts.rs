//! The cards taking part in an act, each with its role, and the act in the terms card text
//! speaks of.

use super::limits::may_speak_standing_by;
use super::limits::speaks_side_wide;
use crate::board::Board;
use crate::board::CardIx;
use crate::board::LocId;
use crate::board::Place;
use crate::board::facts::attached::host_of;
use crate::board::facts::standing;
use crate::catalog::CardDef;
use crate::catalog::CardType;
use crate::catalog::text::ActKind;
use crate::rulebook::Action;
use crate::rulebook::Side;
use crate::rules::actions::Act;
use crate::rules::eval::Eval;
use std::collections::HashMap;
use std::collections::HashSet;
use std::sync::Arc;

/// One sentence of a card that takes part in an act, as a check reads it: the evaluation, the
/// act seen, the card that speaks, its sentence, and that sentence quoted (`q`). The facts and
/// the finding a check writes to travel beside it.
#[derive(Clone, Copy)]
pub(super) struct Said<'a> {
    pub(super) e: &'a Eval<'a>,
    pub(super) seen: &'a Seen<'a>,
    pub(super) p: &'a Part<'a>,
    pub(super) s: &'a crate::catalog::text::Sentence,
    pub(super) q: &'a str,
}

/// How a card takes part in an act.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Role {
    /// The card that deploys or moves.
    Actor,
    /// What carries it (the craft it deploys aboard, embarks on or rides in).
    Carrier,
    /// A card deployed on the actor (a device on it).
    OnActor,
    /// A card aboard the actor, carried where it goes: its "never deploys or moves (even
    /// aboard a starship) to …" holds the move.
    Passenger,
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
    /// A character aboard a craft standing at a location the act enters or leaves: only its
    /// text about reacts there ("Opponent may not 'react' to same system or sector") counts.
    AboardThere,
    /// Any other card on the table: only its text about a side's cards wherever they are
    /// ("Opponent's characters may not move to underwater sites") counts, never taken as met.
    Elsewhere,
}

impl Role {
    /// A card standing by the act (at an end, aboard a craft there, or elsewhere on the table),
    /// not acting, carrying or carried.
    pub(super) fn stands_by(self) -> bool {
        matches!(self, Role::Bystander | Role::Elsewhere | Role::AboardThere)
    }
}

/// One card taking part: its def, its role, the side whose text it is ("you"), and its name.
pub(super) struct Part<'a> {
    pub(super) def: &'a CardDef,
    pub(super) role: Role,
    pub(super) side: Option<Side>,
    pub(super) name: String,
    /// For a card deployed on a location: which end of the act that location is (`From`,
    /// `To`).
    pub(super) end: Option<Role>,
    /// The card in play that speaks (none for a location, or a card deploying): what its own
    /// condition ("While on Hoth, …") is settled of.
    pub(super) card: Option<CardIx>,
    /// The location that speaks, where the part is one (an end of the act, or a location
    /// elsewhere on the table): what its side's "If you control" is settled of.
    pub(super) at: Option<LocId>,
}

/// The act in the terms card text speaks of.
pub(super) struct Seen<'a> {
    pub(super) kind: ActKind,
    /// Where a moving card is (none for a deployment).
    pub(super) from: Option<LocId>,
    pub(super) side: Side,
    pub(super) actor: &'a CardDef,
    pub(super) to: Option<LocId>,
    pub(super) host: Option<CardIx>,
    /// The card in play that moves (none for a deploy).
    pub(super) card: Option<CardIx>,
    /// A deploy at the start of the game, as a starting card (`as starting`).
    pub(super) starting: bool,
}

pub(super) fn act_kind(a: Action) -> Option<ActKind> {
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
pub(super) fn parts<'a>(e: &'a Eval, act: &Act<'a>) -> Option<(Seen<'a>, Vec<Part<'a>>)> {
    let board = e.board;
    let kind = act_kind(act.action())?;
    let mut out: Vec<Part<'a>> = Vec::new();
    let card_part = |c: CardIx, role: Role| in_play(board, c, role);
    let loc_part = |l: LocId, role: Role| Part {
        def: board.loc_def(l),
        role,
        side: board.locations[l].owner,
        name: board.loc_def(l).plain_title().to_string(),
        end: None,
        card: None,
        at: Some(l),
    };
    let (seen, from) = match *act {
        Act::Deploy {
            card,
            side,
            to,
            host,
            starting,
            ..
        } => {
            out.push(Part {
                def: card,
                role: Role::Actor,
                side: Some(side),
                name: card.plain_title().to_string(),
                end: None,
                card: None,
                at: None,
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
                card: None,
                starting,
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
            // An Effect, device or weapon deployed on it (`attached-to`), which stands at its
            // location: its text speaks of the card it is on ("Starship may not move").
            for i in attached_on(board, card) {
                out.push(card_part(i, Role::OnActor));
            }
            for &i in standing(board).aboard(card) {
                out.push(card_part(i, Role::Passenger));
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
                card: Some(card),
                starting: false,
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
    // Deployed on the card that moves: taken as on the actor above, not as the location's.
    let on_actor = seen_card(act).map_or_else(Vec::new, |m| attached_on(board, m));
    for &(l, role) in &ends {
        out.push(loc_part(l, role));
        at_an_end(board, act, &seen, (l, role), &on_actor, &mut out);
    }
    // A card anywhere on the table with a side's limit: on a deploy, only what it reads as
    // one ([`side_limit`]) is asked (and the side's own limits of every card of that side,
    // [`side::side_limits`]).
    let end_locs: Vec<LocId> = ends.iter().map(|&(l, _)| l).collect();
    elsewhere(board, act, &end_locs, &mut out);
    Some((seen, out))
}

/// A card in play taking part in an act as `role`.
fn in_play(board: &Board, c: CardIx, role: Role) -> Part<'_> {
    Part {
        def: board.card_def(c),
        role,
        side: Some(board.cards[c].side),
        name: board.card_name(c),
        end: None,
        card: Some(c),
        at: None,
    }
}

/// The cards at location `l`, an end of `act` (`role`: which), whose text bears on it: deployed
/// on the location, standing there (not what acts, nor the craft a card deploys aboard), or
/// aboard a craft there. `on_actor`: cards deployed on the card that moves, taken as on it.
fn at_an_end<'a>(
    board: &'a Board,
    act: &Act,
    seen: &Seen,
    (l, role): (LocId, Role),
    on_actor: &[CardIx],
    out: &mut Vec<Part<'a>>,
) {
    let kind = seen.kind;
    let stand = standing(board);
    let standers = board.derived(Standers::of).0;
    // The craft a card deploys aboard takes part as its carrier (its text about deploying
    // aboard it is read so): not a second time as a card standing there.
    let carrier = seen.host.filter(|_| kind == ActKind::Deploy);
    for &i in standers.get(&l).map_or(&[][..], Vec::as_slice) {
        if on_actor.contains(&i) {
            continue;
        }
        // Deployed on the location, or standing there: its text is asked once whether it
        // bears on the act.
        let def = board.card_def(i);
        let stands = is_actor_kind(def);
        let here = match stands {
            false => Some(Role::OnLocation),
            true if seen_card(act) != Some(i) && carrier != Some(i) => Some(Role::Bystander),
            true => None,
        };
        if let Some(r) = here
            && bears(def, kind)
        {
            out.push(Part {
                end: Some(role),
                ..in_play(board, i, r)
            });
        }
        if stands && seen_card(act) != Some(i) {
            for &j in stand.aboard(i) {
                if seen_card(act) != Some(j) && bears(board.card_def(j), kind) {
                    out.push(Part {
                        end: Some(role),
                        ..in_play(board, j, Role::AboardThere)
                    });
                }
            }
        }
    }
}

/// Every card on the table that takes no other part in `act` (and is not what acts) and whose
/// text has a sentence about a side's cards anywhere ([`speaks_side_wide`]): as [`Role::Elsewhere`].
/// Only those titles are looked up on the board, so a move asks a few cards, not every one.
pub(super) fn elsewhere<'a>(board: &'a Board, act: &Act, ends: &[LocId], out: &mut Vec<Part<'a>>) {
    let acting = seen_card(act);
    let mut more: Vec<Part<'a>> = Vec::new();
    // The titles on the board whose text (the board's own `cards:` entry where it gives one,
    // else the catalog's) has such a sentence: each card definition asked once, so the work follows the
    // board, never the whole database.
    // Worked out once per board ([`SideWide`]).
    let keys = board.derived(SideWide::of).0;
    let taking_part: HashSet<CardIx> = out.iter().filter_map(|p| p.card).collect();
    for key in keys.iter() {
        for &i in board.cards_titled(key) {
            // A card deployed on another speaks of the card it is on ("Starship may not
            // move"): it counts when that card acts ([`attached_on`]).
            if Some(i) == acting || host_of(board, i).is_some() || taking_part.contains(&i) {
                continue;
            }
            let name = board.card_name(i);
            more.push(Part {
                def: board.card_def(i),
                role: Role::Elsewhere,
                side: Some(board.cards[i].side),
                name,
                end: None,
                card: Some(i),
                at: None,
            });
        }
    }
    // A location on the table that is no end of the act, with a side's limit or price it reads
    // as holding wherever the act goes ("If you control, opponent's characters and vehicles
    // deploy +1 to Cloud City locations"): only its read sentences are asked
    // ([`super::limits::location_speaks_side_wide`]).
    // So is one related to an end of the act (of its planet) whose sentence, not read, limits
    // a side's acts at its related locations ([`super::limits::limits_related`]).
    for &(l, side_wide, limits_related) in board.derived(WideLocations::of).0.iter() {
        let loc = &board.locations[l];
        let def = board.catalog.get(loc.def);
        let related = || limits_related && ends.iter().any(|&x| board.locations[x].row == loc.row);
        if ends.contains(&l) || !(side_wide || related()) {
            continue;
        }
        more.push(Part {
            def,
            role: Role::Elsewhere,
            side: loc.owner,
            name: def.plain_title().to_string(),
            end: None,
            card: None,
            at: Some(l),
        });
    }
    out.extend(more);
}

/// The titles on the board whose text speaks of a side's cards anywhere
/// ([`speaks_side_wide`]), sorted: a fact of the board, kept until it changes.
#[derive(Clone)]
struct SideWide(Arc<Vec<String>>);

impl SideWide {
    fn of(board: &Board) -> SideWide {
        let mut asked: HashMap<_, Option<&str>> = HashMap::new();
        for (_, c) in board.cards.iter_enumerated() {
            asked.entry(c.def).or_insert_with(|| {
                let def = board.catalog.get(c.def);
                (speaks_side_wide(def)
                    || super::limits::card_speaks_prices(def)
                    || super::limits::limits_named_places(def))
                .then(|| def.key())
            });
        }
        let mut keys: Vec<String> = asked.into_values().flatten().map(str::to_string).collect();
        keys.sort_unstable();
        keys.dedup();
        SideWide(Arc::new(keys))
    }
}

/// The cards standing at each location that may take part in an act there: those with a
/// sentence bearing on some act ([`bears_on_any`]) or with cards aboard, in the board's order.
/// A fact of the board, kept until it changes, so an act asks these, not every card there.
#[derive(Clone)]
struct Standers(Arc<HashMap<LocId, Vec<CardIx>>>);

impl Standers {
    fn of(board: &Board) -> Standers {
        let stand = standing(board);
        let mut at: HashMap<LocId, Vec<CardIx>> = HashMap::new();
        for (l, _) in board.locations.iter_enumerated() {
            let here: Vec<CardIx> = stand
                .at(l)
                .iter()
                .copied()
                .filter(|&i| bears_on_any(board.card_def(i)) || !stand.aboard(i).is_empty())
                .collect();
            if !here.is_empty() {
                at.insert(l, here);
            }
        }
        Standers(Arc::new(at))
    }
}

/// The locations whose text may speak of an act elsewhere on the table, each with whether it
/// speaks of a side's cards wherever they are
/// ([`super::limits::location_speaks_side_wide`]) and whether an unread sentence of it limits a
/// side's acts at its related locations ([`super::limits::limits_related`]): a fact of the
/// board, kept until it changes.
#[derive(Clone)]
struct WideLocations(Arc<Vec<(LocId, bool, bool)>>);

impl WideLocations {
    fn of(board: &Board) -> WideLocations {
        let mut out = Vec::new();
        for (l, loc) in board.locations.iter_enumerated() {
            let def = board.catalog.get(loc.def);
            let side_wide = super::limits::location_speaks_side_wide(def);
            let related = def
                .sentences()
                .iter()
                .any(|s| s.fact.is_none() && super::limits::limits_related(&s.text, None, None));
            if side_wide || related {
                out.push((l, side_wide, related));
            }
        }
        WideLocations(Arc::new(out))
    }
}

/// Whether any sentence of `def` bears on some act and may speak of another card's act
/// standing by ([`may_speak_standing_by`]).
fn bears_on_any(def: &CardDef) -> bool {
    def.sentences()
        .iter()
        .any(|s| !s.bears_on.is_empty() && may_speak_standing_by(s))
}

/// The cards deployed on `card` by their `attached-to` that are not characters, starships,
/// vehicles or creatures (an Effect, a device, a weapon on it).
fn attached_on(board: &Board, card: CardIx) -> Vec<CardIx> {
    standing(board)
        .attached(card)
        .iter()
        .copied()
        .filter(|&i| !is_actor_kind(board.card_def(i)))
        .collect()
}

/// Whether any sentence of `def`, standing at an end of an act, bears on acts of `kind` and may
/// speak of another card's act ([`may_speak_standing_by`]): a card standing by whose text has
/// none takes no part (the judge weighs no other), so the cards a location holds are asked
/// this, and named only where it holds.
fn bears(def: &CardDef, kind: ActKind) -> bool {
    def.sentences()
        .iter()
        .any(|s| s.bears_on.has(kind) && may_speak_standing_by(s))
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
pub(super) fn is_actor_kind(d: &CardDef) -> bool {
    matches!(
        d.card_type,
        CardType::Character
            | CardType::Starship
            | CardType::Vehicle
            | CardType::Creature
            | CardType::Podracer
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Catalog;
    use crate::rules::actions::Flier;
    use crate::scenario::load_str;

    /// The cards taking part in a trooper's move from a site where `n` Devaronians (whose text
    /// bears on no act) stand, and a card whose text speaks of moves from there.
    fn move_parts(n: usize) -> Vec<(String, Role)> {
        let mut yaml = String::from(
            "turn: light\nphase: move\nrows:\n  Hoth:\n    - site: \"Hoth: Echo Corridor\"\n    - site: \"Hoth: Echo Docking Bay\"\n      light:\n        - { card: Echo Base Trooper, id: mover }\n",
        );
        yaml.push_str(&"        - Devaronian\n".repeat(n));
        yaml.push_str("        - Worrt\n    - system: Hoth\n");
        let s = load_str("t.yaml", &yaml, Catalog::builtin()).unwrap();
        let b = &s.board;
        let e = Eval::new(b, crate::board::ruleset_for(b, None), "moves", None);
        let act = Act::Move {
            kind: Action::Move,
            card: b.ids["mover"],
            side: Side::Light,
            to: b.loc_by_label("Hoth: Echo Corridor"),
            craft: None,
            by_card: false,
            by: None,
            flier: Flier::Run,
        };
        let (_, parts) = parts(&e, &act).unwrap();
        parts.into_iter().map(|p| (p.name, p.role)).collect()
    }

    /// A card standing by whose text bears on no act takes no part in a move, so the parts of
    /// a move follow the cards whose text speaks, not every card where it goes or leaves: the
    /// same with 3 Devaronians standing by as with 300, and Worrt, whose text keeps opponent's
    /// characters from their landspeed there, among them.
    #[test]
    fn cards_standing_by_take_part_only_where_their_text_bears_on_the_act() {
        let few = move_parts(3);
        assert_eq!(few, move_parts(300));
        assert!(
            few.iter()
                .any(|(n, r)| n == "Worrt" && *r == Role::Bystander),
            "{few:?}"
        );
        assert!(
            !few.iter().any(|(n, _)| n.starts_with("Devaronian")),
            "{few:?}"
        );
    }
}
