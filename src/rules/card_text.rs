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
use super::shared::card_places::location_fits;
use super::shared::card_words::{another_kinds_word, character_name, kind_is, names, word_edge};
use super::shared::grants::{react_grant, there_fits};
use crate::board::facts::attached::host_of;
use crate::board::facts::on_planet;
use crate::board::facts::places::card_named;
use crate::board::{Board, CardIx, LocId, Place};
use crate::catalog::deploy_limit::DeployLimit;
use crate::catalog::text::{ActKind, Cost, Fact, Half, Occupancy, Sentence, Subject, Way, Who};
use crate::catalog::{CardDef, CardType, Icon, normalize};
use crate::rulebook::{Action, Side};

use crate::rulebook::base::CARD_TEXT;

mod side;

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
        | Fact::DeployOn { .. }
        | Fact::MayDeployTo { .. }
        | Fact::NotWhileUniques { .. }
        | Fact::WithoutPresence { .. }
        | Fact::MayDeployHere { .. }
        | Fact::UndercoverSpy => Kind::Where,
        Fact::DeployCost { .. }
        | Fact::DeployPrice { .. }
        | Fact::LandspeedCost { .. }
        | Fact::MoveCostHere { .. }
        | Fact::DeployCostHere { .. }
        | Fact::FromBothPiles { .. }
        | Fact::MoveCost { .. } => Kind::Price,
        Fact::React { .. } | Fact::DeployAsReact { .. } => Kind::React,
        Fact::IfYouOccupy { fact, .. } | Fact::While { fact, .. } => return kind_of(fact),
        Fact::MayNotMove
        | Fact::Landspeed { .. }
        | Fact::MovesTo { .. }
        | Fact::LandspeedHere { .. } => Kind::Moving,
        Fact::NoHere { .. }
        | Fact::MayNotDeployHere { .. }
        | Fact::MayNotReactHere { .. }
        | Fact::MayNotMoveHere { .. }
        | Fact::MayNotGoTo { .. } => Kind::Location,
        Fact::MayMove { .. } => Kind::Moving,
        // Grants the movement rules ask where the documents alone would refuse
        // ([`grants`]): a react to here, a move beyond landspeed.
        Fact::ReactHere { .. } | Fact::MoveBetween { .. } => return None,
        Fact::LikeStarfighter | Fact::TransitCost | Fact::OwnAction { .. } => return None,
        // A card on table speaks of its owner's deploys wherever it stands: asked of every
        // card of the deploying side ([`side::side_limits`]), not as a card taking part.
        Fact::SideMayNotDeploy { .. } => return None,
        // A move in another phase: the timing check asks it ([`super::shared::phase_grants`]).
        Fact::MoveInPhase { .. } => return None,
        // Two facts in one sentence: the checks take them one by one (`CardDef::sentences`).
        Fact::Both(..) => return None,
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
    /// Of `missing`, the unread sentences that may grant the act (not a pure prohibition):
    /// they may lift a refusal card text can lift ([`may_grant`]).
    pub may_lift: Vec<String>,
    /// Changes of the act's price, each with its line of cost (the sentence quoted).
    pub prices: Vec<(Cost, String)>,
    /// Sentences checked that do not bear on this card's act after all (an except-list it
    /// passes): shown under what was checked.
    pub checked: Vec<String>,
}

impl Finding {
    /// An unread sentence that bears on the act (`line` quotes it): missing, and, where it may
    /// grant the act, a sentence that may lift a refusal.
    fn unread(&mut self, sentence: &str, line: String) {
        if may_grant(sentence) {
            self.may_lift.push(line.clone());
        }
        self.missing.push(line);
    }
    pub fn outcome(&self) -> Outcome {
        if !self.refusals.is_empty() {
            Outcome::Refuse
        } else if !self.missing.is_empty() {
            Outcome::Open
        } else if !self.permissions.is_empty()
            || !self.prices.is_empty()
            || !self.checked.is_empty()
        {
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
    for m in &f.may_lift {
        e.may_lift(m.clone());
    }
    for c in &f.checked {
        e.consider_by_card_text(&CARD_TEXT, c.clone());
    }
    for (c, line) in &f.prices {
        e.price_by_card_text(*c, line.clone());
        e.allow_by_card_text(&CARD_TEXT, line.clone());
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

/// One card taking part: its def, its role, the side whose text it is ("you"), and its name.
struct Part<'a> {
    def: &'a CardDef,
    role: Role,
    side: Option<Side>,
    name: String,
    /// For a card deployed on a location: which end of the act that location is (`From`,
    /// `To`).
    end: Option<Role>,
    /// The card in play that speaks (none for a location, or a card deploying): what its own
    /// condition ("While on Hoth, …") is settled of.
    card: Option<CardIx>,
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
    /// The card in play that moves (none for a deploy).
    card: Option<CardIx>,
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
        end: None,
        card: Some(c),
    };
    let loc_part = |l: LocId, role: Role| Part {
        def: board.loc_def(l),
        role,
        side: board.locations[l].owner,
        name: board.loc_def(l).plain_title().to_string(),
        end: None,
        card: None,
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
                end: None,
                card: None,
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
            for (i, c) in board.cards.iter_enumerated() {
                if c.place == Place::Aboard(card) {
                    out.push(card_part(i, Role::Passenger));
                }
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
        for (i, c) in board.cards.iter_enumerated() {
            if c.place != Place::At(l) || on_actor.contains(&i) {
                continue;
            }
            if !is_actor_kind(board.def(c.def)) {
                out.push(Part {
                    end: Some(role),
                    ..card_part(i, Role::OnLocation)
                });
            } else if seen_card(act) != Some(i) {
                out.push(Part {
                    end: Some(role),
                    ..card_part(i, Role::Bystander)
                });
                for (j, x) in board.cards.iter_enumerated() {
                    if x.place == Place::Aboard(i) && seen_card(act) != Some(j) {
                        out.push(Part {
                            end: Some(role),
                            ..card_part(j, Role::AboardThere)
                        });
                    }
                }
            }
        }
    }
    // A card anywhere on the table with a side's limit: on a deploy, only what it reads as
    // one ([`side_limit`]) is asked (and the side's own limits of every card of that side,
    // [`side::side_limits`]).
    elsewhere(board, act, &mut out);
    Some((seen, out))
}

/// Every card on the table that takes no other part in `act` (and is not what acts) and whose
/// text has a sentence about a side's cards anywhere ([`speakers`]): as [`Role::Elsewhere`].
/// Only those titles are looked up on the board, so a move asks a few cards, not every one.
fn elsewhere<'a>(board: &'a Board, act: &Act, out: &mut Vec<Part<'a>>) {
    let acting = seen_card(act);
    let mut more: Vec<Part<'a>> = Vec::new();
    // The board's own cards (`cards:` entries, known at load) with such a sentence of their
    // own text, and the catalog's.
    let mut keys: Vec<&str> = board
        .catalog
        .inserted()
        .filter(|d| speaks_side_wide(d))
        .map(|d| d.key())
        .chain(speakers().iter().map(String::as_str))
        .collect();
    keys.sort_unstable();
    keys.dedup();
    for key in keys {
        for &i in board.cards_titled(key) {
            // A card deployed on another speaks of the card it is on ("Starship may not
            // move"): it counts when that card acts ([`attached_on`]).
            if Some(i) == acting || host_of(board, i).is_some() {
                continue;
            }
            let name = board.card_name(i);
            if out.iter().any(|p| p.name == name) {
                continue;
            }
            more.push(Part {
                def: board.card_def(i),
                role: Role::Elsewhere,
                side: Some(board.cards[i].side),
                name,
                end: None,
                card: Some(i),
            });
        }
    }
    out.extend(more);
}

/// The titles (keys) of the catalog's cards with a sentence about a side's cards anywhere that
/// bears on an act ([`speaks_side_wide`]): found once, over the whole database. A board's own
/// card (`cards:`) is asked the same at the act ([`elsewhere`]).
fn speakers() -> &'static [String] {
    static KEYS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    KEYS.get_or_init(|| {
        let mut keys: Vec<String> = crate::catalog::table::SWCCG
            .all()
            .filter(|d| speaks_side_wide(d))
            .map(|d| d.key().to_string())
            .collect();
        keys.sort();
        keys.dedup();
        keys
    })
}

/// Has the card a sentence about a side's cards anywhere that bears on an act: one that opens
/// on a side's cards and names no place relative to the card ([`speaks_anywhere`]), or a side's
/// limit, read or not, after a condition of its own ("While on Hoth, opponent may not …").
fn speaks_side_wide(d: &CardDef) -> bool {
    d.sentences().iter().any(|s| {
        let limit = side_limit_anywhere(s.fact.as_ref())
            || (s.subject == Subject::Unclear && limit_words(s));
        (s.subject == Subject::Others || limit)
            && !s.bears_on.is_empty()
            && speaks_anywhere(&s.text)
    })
}

/// A sentence lowercased, its side label ("Light:") and a condition said first ("While on
/// Hoth, …", "If …, …") set aside: what it opens on.
fn opening(text: &str) -> String {
    let t = text.to_lowercase();
    let t = t
        .strip_prefix("light:")
        .or_else(|| t.strip_prefix("dark:"))
        .unwrap_or(&t)
        .trim_start();
    let t = match ["while ", "if ", "unless "]
        .iter()
        .any(|w| t.starts_with(w))
    {
        true => t.split_once(", ").map_or(t, |(_, rest)| rest),
        false => t,
    };
    t.to_string()
}

/// Whether a sentence about a side's cards may name the acting side's: "your …" on a card of
/// the side that acts (`own`), "opponent's …" on the other side's; else either.
fn may_name_side(text: &str, own: bool) -> bool {
    let t = opening(text);
    if t.starts_with("opponent") {
        !own
    } else if t.starts_with("your ") || t.starts_with("you ") {
        own
    } else {
        true
    }
}

/// Whether a sentence about a side's cards may name a card of type `t`: where its second
/// word is a kind of card ("Opponent's characters …", "Your starships …"), only that kind;
/// else any.
fn may_name_kind(text: &str, t: CardType) -> bool {
    const KINDS: &[(&str, CardType)] = &[
        ("character", CardType::Character),
        ("starship", CardType::Starship),
        ("starfighter", CardType::Starship),
        ("vehicle", CardType::Vehicle),
        ("creature", CardType::Creature),
    ];
    let said = opening(text);
    let Some(word) = said.split_whitespace().nth(1) else {
        return true;
    };
    match KINDS.iter().find(|(k, _)| word.starts_with(k)) {
        Some(&(_, kind)) => kind == t,
        None => true,
    }
}

/// A sentence that opens on a side's cards ("Opponent's characters …", "Your starships …",
/// "All …") and names no place relative to the card that says it ("same site", "here",
/// "adjacent"): it holds wherever the cards it names are. A sentence that opens on one card
/// ("Droid cannot move") speaks of the card it is on, not of a side's.
fn speaks_anywhere(text: &str) -> bool {
    const SIDES: &[&str] = &[
        "opponent's ",
        "opponent ",
        "your ",
        "you ",
        "all ",
        "each ",
        "players ",
    ];
    const LOCAL: &[&str] = &[
        "same ",
        "here",
        "this site",
        "this location",
        "this system",
        "adjacent",
        "present",
        "where ",
        "at related",
        "related site",
    ];
    let t = opening(text);
    SIDES.iter().any(|w| t.starts_with(w)) && !LOCAL.iter().any(|w| t.contains(w))
}

/// The cards deployed on `card` by their `attached-to` that are not characters, starships,
/// vehicles or creatures (an Effect, a device, a weapon on it).
fn attached_on(board: &Board, card: CardIx) -> Vec<CardIx> {
    board
        .cards
        .iter_enumerated()
        .filter(|&(i, c)| host_of(board, i) == Some(card) && !is_actor_kind(board.def(c.def)))
        .map(|(i, _)| i)
        .collect()
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
    if kind == Kind::React && seen.kind == ActKind::React {
        react_permission(e, &seen, &mut f);
    }
    if kind == Kind::Where && matches!(act, Act::Deploy { .. }) {
        for said in side::side_limits(e, seen.side, seen.actor) {
            match said {
                side::Said::Refuses(r) => f.refusals.push(r),
                side::Said::Open(m) => f.missing.push(m),
                side::Said::Excepted(c) => f.checked.push(c),
            }
        }
    }
    let deploy = matches!(act, Act::Deploy { .. });
    for p in &parts {
        for s in p.def.sentences() {
            // A side's limit, read, speaks of the side's cards it names whoever says it: held
            // by every card taking part, and by a card elsewhere where it names no place
            // relative to itself (`side_limit` and `may_not_go`, below).
            let read_limit = side_limit(s.fact.as_ref());
            let whose = match (p.role, s.subject) {
                (Role::Elsewhere, _) if read_limit => side_limit_anywhere(s.fact.as_ref()),
                _ if read_limit => true,
                // On a deploy, a card elsewhere is asked only its read side's limits.
                (Role::Elsewhere, _) if deploy => false,
                (Role::Actor | Role::Passenger, Subject::Others) => false,
                (Role::Actor | Role::Passenger, _) => true,
                // "May deploy (and your characters may deploy aboard) even without presence":
                // about itself, and about the characters it carries.
                (Role::Carrier, Subject::Itself) => matches!(
                    s.fact,
                    Some(Fact::WithoutPresence {
                        aboard_too: true,
                        ..
                    })
                ),
                // A card standing at a location speaks for it of reacts there, whatever its
                // subject reads as ("Prevents opponent from 'reacting' to same site").
                (Role::Bystander | Role::AboardThere, _)
                    if matches!(s.fact, Some(Fact::MayNotReactHere { .. })) =>
                {
                    true
                }
                // A card elsewhere on the table speaks of the act only where it names a side's
                // cards wherever they are.
                (Role::Elsewhere, Subject::Others) => {
                    speaks_anywhere(&s.text)
                        && may_name_kind(&s.text, seen.actor.card_type)
                        && may_name_side(&s.text, p.side == Some(seen.side))
                }
                // A side's limit after a condition ("While on Hoth, opponent may not 'react' to
                // any Echo site"), not read: it speaks of that side's cards.
                (Role::Elsewhere, Subject::Unclear) => {
                    limit_words(&s)
                        && speaks_anywhere(&s.text)
                        && may_name_kind(&s.text, seen.actor.card_type)
                        && may_name_side(&s.text, p.side == Some(seen.side))
                }
                (Role::Elsewhere, _) => false,
                (_, Subject::Itself) => false,
                // A card standing by speaks of the act only where it names other cards.
                (Role::Bystander, Subject::Unclear) => limit_words(&s),
                _ => true,
            };
            if !s.bears_on.has(seen.kind) || !whose {
                continue;
            }
            let quoted = format!("{}'s own text: \"{}\"", p.name, s.text);
            // A price a card standing by sets (read) matters only where the price does: a
            // cost asked, or a Force pile on the board.
            let price_only = s.fact.as_ref().and_then(kind_of) == Some(Kind::Price);
            if matches!(p.role, Role::Bystander | Role::Elsewhere)
                && price_only
                && !e.want_cost()
                && e.board.player(seen.side).force_pile.is_none()
            {
                continue;
            }
            // A react to where it stands, granted: the react rule applies it ([`grants`]).
            if p.role == Role::Bystander && matches!(s.fact, Some(Fact::ReactHere { .. })) {
                continue;
            }
            // "Opponent may not 'react' to same system or sector" on a starship standing
            // there: it holds a react to (or from) where it stands, as the location's text.
            let speaks_for_its_location = matches!(s.fact, Some(Fact::MayNotReactHere { .. }));
            if p.role == Role::AboardThere && !speaks_for_its_location && !read_limit {
                continue;
            }
            if p.role == Role::Elsewhere && !read_limit {
                // Text about a side's cards anywhere: quoted, never taken as met (the checks
                // apply a card's facts to its own acts and to the locations' only).
                if kind == Kind::Unread {
                    f.unread(
                        &s.text,
                        format!(
                            "{quoted}: it bears on the {} of a side's cards wherever they are, and swjudge does not apply it",
                            seen.kind.name()
                        ),
                    );
                }
                continue;
            }
            if p.role == Role::Bystander && !speaks_for_its_location && !read_limit {
                // The checks apply a card's facts to its own acts and to the locations'; a card
                // standing by that speaks of others' acts there is quoted, never taken as met.
                if kind == Kind::Unread {
                    f.unread(
                        &s.text,
                        format!(
                            "{quoted}: it bears on the {} of a card where {} stands, and swjudge does not apply it",
                            seen.kind.name(),
                            p.name
                        ),
                    );
                }
                continue;
            }
            match &s.fact {
                // A passenger counts only by what it says of its own moving, read.
                None if p.role == Role::Passenger => {}
                None if kind == Kind::Unread => f.unread(
                    &s.text,
                    format!(
                        "{quoted}: it bears on the {} and swjudge does not read it",
                        seen.kind.name()
                    ),
                ),
                Some(fact) if kind_of(fact) == Some(kind) => {
                    apply(e, &seen, p, &s, fact, &quoted, &mut f)
                }
                _ => {}
            }
        }
    }
    f
}

/// The react check's part: whether anything lets the actor react to where it goes. Its own
/// text or the board's `allows: [react]` (the react rule then judges the rest); else a grant
/// where it reacts to that names it (a permission, cited, and "for free" a price of 0); else
/// the react is open, naming what is missing.
fn react_permission(e: &Eval, seen: &Seen, f: &mut Finding) {
    let (Some(card), Some(to)) = (seen.card, seen.to) else {
        return;
    };
    let board = e.board;
    let def = seen.actor;
    let own = def.allows("react") || def.reacts_by_text().is_some();
    let name = board.card_name(card);
    let place = board.loc_def(to).plain_title();
    match react_grant(e, def, seen.side, to) {
        Some(g) if g.fits == Ok(true) => {
            f.permissions.push(format!(
                "{}: {name} is such a card, so it may react to {place}",
                g.quoted
            ));
            if g.free {
                f.prices
                    .push((Cost::Free, format!("{}: the react is free", g.quoted)));
            }
        }
        _ if own => {}
        Some(g) if g.fits.is_err() => f.missing.push(format!(
            "{}: {}, which the board does not settle",
            g.quoted,
            g.fits.err().unwrap_or_default()
        )),
        _ => f.missing.push(format!(
            "whether {name} may react: no sentence of its own text (nor the board's `allows: [react]`, nor {place}'s text) says it may"
        )),
    }
}

/// One read fact of a taking-part card, applied to the act.
fn apply(e: &Eval, seen: &Seen, p: &Part, s: &Sentence, fact: &Fact, q: &str, f: &mut Finding) {
    // A side's limit, and one on the card's own condition, whoever says it (`while_its`, `may_not_go`).
    match fact {
        Fact::While { condition, fact } => {
            return while_its(e, seen, p, s, condition, fact, q, f);
        }
        Fact::MayNotGoTo { .. } => return may_not_go(e, seen, p, s, fact, q, f),
        _ => {}
    }
    // A card deployed on a location speaks for it ("Opponent may not 'react' to here" on a
    // device at a site): its location facts hold at that end of the act, as the location's.
    if let Some(at) = as_its_location(e, seen, p, fact) {
        return apply(e, seen, &at, s, fact, q, f);
    }
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
            Role::Actor | Role::Passenger,
        ) if (deploy && p.role == Role::Actor) || *moves_too => {
            if let Some(l) = seen.to {
                occupancy_at(e, seen, l, *occupancy, q, f)
            }
        }
        (Fact::NotWhileUniques { n }, Role::Actor) if deploy => {
            not_while_uniques(e, seen, *n, q, f)
        }
        (Fact::WithoutPresence { except, .. }, Role::Actor) if deploy => {
            without_presence(e, seen, except.as_deref(), q, f)
        }
        (
            Fact::WithoutPresence {
                aboard_too: true, ..
            },
            Role::Carrier,
        ) if deploy && seen.actor.card_type == CardType::Character => {
            f.permissions.push(format!(
                "{q}: a character deploying aboard it needs neither presence nor a Force icon"
            ));
        }
        (Fact::NotToPlaces { places }, Role::Actor) if deploy => {
            places_fit(e, seen, &format!("to {places}"), q, false, f);
        }
        (Fact::DeployOn { target, condition }, Role::Actor) if deploy && !is_actor_kind(p.def) => {
            deploy_on(e, seen, target, condition.as_deref(), q, f)
        }
        (Fact::React { only, cost }, Role::Actor) if seen.kind == ActKind::React => {
            match only {
                None => f.permissions.push(format!("{q}: it may move as a react")),
                Some(o) => places_fit(e, seen, &format!("to {o}"), q, true, f),
            }
            // The grant's price ("for free") is the react's, where the grant lets it react.
            if let Some(c) = cost
                && f.refusals.is_empty()
            {
                record_price(PriceHolds::Yes, *c, "the react", q, f);
            }
        }
        (Fact::MayMove { .. }, Role::Actor) if !deploy => f.permissions.push(format!(
            "{q}: its own text lets it move, within what the rules for it say"
        )),
        (
            Fact::MovesTo {
                places,
                only,
                carried,
            },
            Role::Actor | Role::Passenger,
        ) if !deploy && (p.role == Role::Actor || *carried) && seen.from != seen.to => {
            // A move within a location (boarding, a craft's own site) enters nowhere new.
            places_fit(e, seen, &format!("to {places}"), q, *only, f)
        }
        (Fact::MayNotMove, Role::Actor | Role::OnActor) if !deploy => {
            f.refusals.push(format!("{q}: it may not move"))
        }
        // The move rules take the text's landspeed (`CardDef::landspeed_of_card`); a board
        // that writes the card's landspeed decides over it.
        (Fact::Landspeed { is: Some(n), .. }, Role::Actor)
            if seen.kind == ActKind::Move && !landspeed_on_board(e, seen) =>
        {
            f.permissions.push(format!(
                "{q}: its landspeed is {n}, which its move is measured by"
            ));
        }
        (Fact::NoHere { kinds, except }, Role::To) => no_here(e, seen, p, kinds, except, q, f),
        (Fact::LandspeedHere { .. }, Role::From) if seen.kind == ActKind::Move => {
            landspeed_here(e, seen, p, s, q, f)
        }
        (
            Fact::MayNotDeployHere {
                who,
                deploys,
                moves,
                if_you_occupy,
            },
            Role::To,
        ) if ((deploy && *deploys) || (!deploy && *moves))
            && (!*if_you_occupy || half_occupies(e, seen, s)) =>
        {
            named_may_not(e, seen, p, s, who, q, "may not come here", f)
        }
        (Fact::MayNotMoveHere { .. }, Role::To | Role::From) if !deploy => {
            may_not_move_here(e, seen, p, s, fact, q, f)
        }
        (Fact::MayNotReactHere { who, way }, Role::To | Role::From)
            if seen.kind == ActKind::React
                && match way {
                    Way::To => p.role == Role::To,
                    Way::From => p.role == Role::From,
                    Way::Either => true,
                } =>
        {
            let what = format!(
                "may not react {} {}",
                if p.role == Role::To { "to" } else { "from" },
                p.name
            );
            named_may_not(e, seen, p, s, who, q, &what, f)
        }
        (Fact::IfYouOccupy { unless, fact }, Role::From | Role::To) => {
            occupied(e, seen, p, s, *unless, fact, q, f)
        }
        (Fact::MoveCost { .. }, Role::Actor) if !deploy => price(e, seen, p, s, fact, q, f),
        (Fact::UndercoverSpy, Role::Actor) if deploy => undercover_spy(e, seen, q, f),
        (Fact::FromBothPiles { n }, Role::Actor) if deploy => {
            from_both_piles(e, seen, p, s, *n, q, f)
        }
        (Fact::DeployPrice { who, .. }, role) if deploy => {
            let whose = match who {
                Who::Itself => role == Role::Actor,
                // Whom it names is settled where the price is.
                _ => role != Role::Actor,
            };
            if whose {
                price(e, seen, p, s, fact, q, f)
            }
        }
        (Fact::DeployCost { .. } | Fact::LandspeedCost { .. }, Role::Actor)
        | (Fact::DeployCostHere { .. } | Fact::MoveCostHere { .. }, Role::From | Role::To) => {
            price(e, seen, p, s, fact, q, f)
        }
        _ => {}
    }
}

/// A location's price on its side's occupation ("If you occupy, opponent must use +1 Force to
/// move from here using landspeed"): whether the side whose half it is occupies the location
/// at that end of the act is settled from the board (presence there, before the act); where
/// the condition holds, the price is applied as read, the sentence still quoted whole.
#[allow(clippy::too_many_arguments)]
fn occupied(
    e: &Eval,
    seen: &Seen,
    p: &Part,
    s: &Sentence,
    unless: bool,
    fact: &Fact,
    q: &str,
    f: &mut Finding,
) {
    let here = if p.role == Role::From {
        seen.from
    } else {
        seen.to
    };
    let (Some(l), Some(you)) = (here, half_side(s).or(p.side)) else {
        return f.missing.push(format!(
            "{q}: whether its side occupies {}, which the board does not settle",
            p.name
        ));
    };
    let (d, c, _) = crate::board::facts::presence_at(e.board, you, l, false);
    if (d >= 1 || c >= 1) == unless {
        return;
    }
    // The condition settled, the price is the sentence after it.
    let body = s.text.split_once(", ").map_or(s.text.as_str(), |(_, b)| b);
    let settled = Sentence {
        text: body.to_string(),
        ..s.clone()
    };
    apply(e, seen, p, &settled, fact, q, f);
}

/// A card deployed on a location speaks for it ("Opponent may not 'react' to here" on a device
/// at a site), and so does a card standing there of reacts ("Opponent may not 'react' to same
/// system or sector" on a starship): its location facts hold at that end of the act, as the
/// location's. The part as that location, or None.
fn as_its_location<'p>(e: &Eval, seen: &Seen, p: &Part<'p>, fact: &Fact) -> Option<Part<'p>> {
    let (Role::OnLocation | Role::Bystander | Role::AboardThere, Some(end)) = (p.role, p.end)
    else {
        return None;
    };
    let of_location = kind_of(fact) == Some(Kind::Location)
        || matches!(
            fact,
            Fact::MoveCostHere { .. } | Fact::DeployCostHere { .. } | Fact::LandspeedHere { .. }
        );
    if !of_location {
        return None;
    }
    let here = if end == Role::To { seen.to } else { seen.from };
    Some(Part {
        def: p.def,
        role: end,
        side: p.side,
        name: here.map_or(p.name.clone(), |l| {
            e.board.loc_def(l).plain_title().to_string()
        }),
        end: None,
        card: p.card,
    })
}

/// "May not be deployed if three or more of opponent's unique (•) characters on table",
/// counted from the board.
fn not_while_uniques(e: &Eval, seen: &Seen, n: usize, q: &str, f: &mut Finding) {
    let opp = seen.side.opponent();
    let count = e
        .board
        .cards
        .iter()
        .filter(|c| c.side == opp)
        .map(|c| e.board.def(c.def))
        .filter(|d| d.card_type == CardType::Character && d.unique > 0)
        .count();
    let says = format!(
        "the {} has {count} unique character{} on table",
        opp.title(),
        if count == 1 { "" } else { "s" }
    );
    if count >= n {
        f.refusals.push(format!("{q}; {says}"));
    } else {
        f.permissions
            .push(format!("{q}; it does not apply: {says}"));
    }
}

/// "May deploy without presence or Force icons[ (except to X)]", where the deploy goes.
fn without_presence(e: &Eval, seen: &Seen, except: Option<&str>, q: &str, f: &mut Finding) {
    let excepted = match (except, seen.to) {
        (Some(x), Some(l)) => {
            crate::catalog::normalize(x) == *e.board.loc_def(l).key()
                || crate::board::facts::on_planet(e.board, l, x)
        }
        _ => false,
    };
    if !excepted {
        f.permissions.push(format!(
            "{q}: it needs neither presence nor a Force icon where it deploys"
        ));
    }
}

/// A location's limit on those it names ("<who> may not …"): refused when the actor is among
/// them, open (named) when the board cannot say.
#[allow(clippy::too_many_arguments)]
fn named_may_not(
    e: &Eval,
    seen: &Seen,
    p: &Part,
    s: &Sentence,
    who: &Who,
    q: &str,
    what: &str,
    f: &mut Finding,
) {
    match whom(e, seen, p, s, who) {
        Some(true) => f
            .refusals
            .push(format!("{q}: {} {what}", seen.actor.plain_title())),
        // "(except Ezra)": the card the exception names is checked, and not among them.
        Some(false) => {
            if let Who::Yours(w) | Who::Opponents(w) | Who::Any(w) = who
                && let Some(x) = split_except(w)
                && excepted(e, seen.actor, x.list) == Some(true)
            {
                f.checked.push(format!(
                    "{q}: {} is among its exceptions",
                    seen.actor.plain_title()
                ));
            }
        }
        None => f.missing.push(format!(
            "{q}: whether {} is among those it names",
            seen.actor.plain_title()
        )),
    }
}

/// A location's "[If …, ]<who> may not move from (to, to or from) here[ unless …]", on a move
/// that leaves (or enters) it. The condition is settled from the board where it can be ("a
/// creature present", "Finn or Rey here", "you occupy", "Vader aboard"); else it is named.
fn may_not_move_here(
    e: &Eval,
    seen: &Seen,
    p: &Part,
    s: &Sentence,
    fact: &Fact,
    q: &str,
    f: &mut Finding,
) {
    let Fact::MayNotMoveHere {
        who,
        way,
        condition,
        unless,
    } = fact
    else {
        return;
    };
    let (here, way_fits) = match p.role {
        Role::From => (seen.from, *way != Way::To),
        _ => (seen.to, *way != Way::From),
    };
    let Some(here) = here.filter(|_| way_fits && seen.from != seen.to) else {
        return;
    };
    let holds = match condition {
        None => Some(true),
        Some(c) => here_condition(e, seen, p, s, here, c).map(|h| h != *unless),
    };
    let name = seen.actor.plain_title();
    match (holds, whom(e, seen, p, s, who)) {
        (_, Some(false)) => {}
        (Some(false), _) => f.permissions.push(format!(
            "{q}: it does not apply now ({} {})",
            if *unless {
                "it is so:"
            } else {
                "it is not so:"
            },
            condition.as_deref().unwrap_or_default()
        )),
        (Some(true), Some(true)) => f.refusals.push(format!(
            "{q}: {name} may not move {} {}",
            if p.role == Role::From { "from" } else { "to" },
            p.name
        )),
        (None, _) => f.missing.push(format!(
            "{q}: whether {} (the board does not settle it)",
            condition.as_deref().unwrap_or_default()
        )),
        (_, None) => f
            .missing
            .push(format!("{q}: whether {name} is among those it names")),
    }
}

/// A location's condition on itself: "a creature present", "Finn or Rey here", "you occupy",
/// "Vader aboard" (the card that moves). `None`: the board does not settle it.
fn here_condition(
    e: &Eval,
    seen: &Seen,
    p: &Part,
    s: &Sentence,
    here: LocId,
    c: &str,
) -> Option<bool> {
    use crate::board::facts::places::{card_named, settle_place};
    let board = e.board;
    let you = half_side(s).or(p.side);
    // "on Tatooine" (a location's "Sandwhirl here moves only if on Tatooine").
    if let Some(planet) = c.strip_prefix("on ") {
        return Some(crate::board::facts::on_planet(board, here, planet));
    }
    if c == "you occupy" {
        let (d, k, _) = crate::board::facts::presence_at(board, you?, here, false);
        return Some(d >= 1 || k >= 1);
    }
    if let Some(x) = c.strip_suffix(" aboard") {
        let moving = seen.card?;
        let mut found = false;
        for a in board.cards.iter() {
            if a.place == Place::Aboard(moving) {
                found |= card_named(board.def(a.def), x)?;
            }
        }
        return Some(found);
    }
    let x = c
        .strip_suffix(" present")
        .or_else(|| c.strip_suffix(" here"))?;
    let mut any = false;
    for one in x.split(" or ") {
        any |= settle_place(board, here, you, &format!("where {one} is present"))?.is_some();
    }
    Some(any)
}

/// The board writes the moving card's landspeed.
fn landspeed_on_board(e: &Eval, seen: &Seen) -> bool {
    seen.card
        .is_some_and(|c| e.board.cards[c].landspeed.is_some())
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
        (LimitFit::Outside, false) => f.permissions.push(format!(
            "{q}; it does not apply: {place} is none of the places it names"
        )),
        (LimitFit::Unread, _) => {}
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
    // "to any location except Jedi Council Chamber", "to a mobile site (except on Cloud
    // City)": a place the exception names is none of the places.
    if let Some(x) = split_except(places) {
        if location_excepted(e, l, x.list) {
            return match x.tail.strip_prefix("or ") {
                Some(other) => fit_places(e, seen, l, other),
                None => Ok(LimitFit::Outside),
            };
        }
        return fit_places(e, seen, l, &x.without());
    }
    let mut rest = Vec::new();
    for item in places.split(", ").flat_map(|p| p.split(" or ")) {
        let bare = item
            .trim()
            .trim_start_matches("to ")
            .trim_start_matches("an ")
            .trim_start_matches("a ");
        // "only to a battle or Force drain": what every react answers (the react's own
        // condition, which the react rules take as announced).
        let lower = bare.to_lowercase();
        if seen.kind == ActKind::React && (lower == "battle" || lower.starts_with("force drain")) {
            return Ok(LimitFit::Fits(
                "a react answers a battle or Force drain".to_string(),
            ));
        }
        // "an adjacent site" (a react's): the board says where the card moves from.
        if bare.trim_start_matches("adjacent ") != bare
            && let Some(from) = seen.from
        {
            let ld = e.board.loc_def(l);
            let kind_fits = match bare.trim_start_matches("adjacent ") {
                "site" => ld.is_site(),
                "location" => true,
                _ => return Err(item.to_string()),
            };
            let sites = crate::board::facts::row_sites(e.board, e.board.locations[l].row);
            let at = |x: LocId| sites.iter().position(|&y| y == x);
            if kind_fits
                && e.board.locations[from].row == e.board.locations[l].row
                && at(from).zip(at(l)).is_some_and(|(i, j)| i.abs_diff(j) == 1)
            {
                return Ok(LimitFit::Fits(format!(
                    "{place} is an adjacent {}",
                    bare.trim_start_matches("adjacent ")
                )));
            }
            continue;
        }
        // `Hoth sites`, `any Hoth site`: a site of Hoth.
        let one = bare.trim_start_matches("any ");
        match one.strip_suffix(" sites") {
            Some(stem) => rest.push(format!("to a {stem} site")),
            None if one != bare => rest.push(format!("to a {one}")),
            None => rest.push(item.trim().to_string()),
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
    match deploy_limit_fit(e.board, l, seen.host, &limit, Some(seen.side)) {
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
/// A condition on it ("if Jakku on table", "unless Massassi Throne Room on table") matters
/// only where the target fits; a card's title on table is settled from the board.
fn deploy_on(
    e: &Eval,
    seen: &Seen,
    target: &str,
    condition: Option<&str>,
    q: &str,
    f: &mut Finding,
) {
    let board = e.board;
    let what = match (seen.host, seen.to) {
        (Some(h), _) => board.card_name(h),
        (None, Some(l)) => board.loc_def(l).plain_title().to_string(),
        (None, None) => return,
    };
    let fits = target_fit(e, seen, target);
    if let (Ok(true), Some(c)) = (&fits, condition) {
        match on_table_condition(e, c) {
            Some(true) => f.permissions.push(format!(
                "{q}; {what} is where it deploys, and {c}: so on the board"
            )),
            Some(false) => f.refusals.push(format!(
                "{q}; {what} is where it deploys, but {c}: not so on the board"
            )),
            None => f.missing.push(format!(
                "{q}: {what} is where it deploys; whether {c} (the condition to deploy it)"
            )),
        }
        return;
    }
    match fits {
        Ok(true) if seen.host.is_some() => {
            f.permissions.push(format!("{q}; {what} is such a card"))
        }
        Ok(true) => f.permissions.push(format!("{q}; {what} is such a place")),
        Ok(false) if seen.host.is_some() => f
            .refusals
            .push(format!("{q}; {what} is not a card it names")),
        Ok(false) => f
            .refusals
            .push(format!("{q}; {what} is not where it deploys")),
        Err(why) => f.missing.push(format!("{q}: whether {what} is {why}")),
    }
}

/// "if Jakku on table", "unless Massassi Throne Room on table", "if Obi-Wan not on table":
/// whether it holds, where it names a card by its title or a character by name (`None`: a
/// condition the board does not settle, or words that are neither).
fn on_table_condition(e: &Eval, c: &str) -> Option<bool> {
    let (unless, rest) = match c.split_once(' ')? {
        ("if", r) => (false, r),
        ("unless", r) => (true, r),
        _ => return None,
    };
    let (names, not) = match rest
        .strip_suffix(" not on table")
        .or_else(|| rest.strip_suffix(" is not on table"))
    {
        Some(n) => (n, true),
        None => (
            rest.strip_suffix(" is on table")
                .or_else(|| rest.strip_suffix(" on table"))?,
            false,
        ),
    };
    // "Cantina, Mos Eisley or Jabba's Sail Barge": any one of them, each a title.
    let mut any = false;
    for name in names.split(", ").flat_map(|n| n.split(" or ")) {
        let key = crate::catalog::normalize(name);
        if !e.board.catalog.base_titled(&key).is_empty() {
            any |= e.board.on_table(&key);
        } else if character_name(e, name) {
            // A character's name ("Dooku"): any card of that persona on the board.
            let board = e.board;
            any |= board.cards.iter().any(|c| {
                crate::board::facts::places::card_named(board.def(c.def), name) == Some(true)
            });
        } else {
            return None;
        }
    }
    Some(any != (not != unless))
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
    // On table (on a side of it), or beside a pile: at no location and on no card.
    if [
        "table",
        "your side of table",
        "opponent's side of table",
        "beside ",
    ]
    .iter()
    .any(|w| lower.starts_with(w))
    {
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
    // "(except Dagobah)", "except Vader, Emperor or a stormtrooper": a place or card it
    // names is no target; one the catalog does not settle leaves the target open.
    if let Some(x) = split_except(&t) {
        let hit = match (seen.host, seen.to) {
            (Some(h), _) => excepted(e, board.card_def(h), x.list),
            (None, Some(l)) => Some(location_excepted(e, l, x.list)),
            (None, None) => None,
        };
        match hit {
            // The exception binds to the item before it: another may still fit.
            Some(true) => match x.tail.strip_prefix("or ") {
                Some(other) => return target_fit(e, seen, other),
                None => return Ok(false),
            },
            None => return Err(format!("among the exceptions it names (except {})", x.list)),
            Some(false) => t = x.without(),
        }
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
                    match kind_is(board.def(c.def), w.trim_end_matches('s')) {
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
        return on_card(e, seen, &t, yours).unwrap_or(Err(t));
    }
    let (mut any, mut unsettled) = (false, false);
    for alt in t.split(" or ") {
        match alt_fits(e, seen, alt) {
            Some(fits) => any |= fits,
            // A place: one alternative that fits is enough, whatever the others.
            None if seen.host.is_none() => unsettled = true,
            None => return on_card(e, seen, &t, yours).unwrap_or(Err(t.clone())),
        }
    }
    if unsettled && !any {
        return Err(t);
    }
    if let (Some(y), Some(h)) = (yours, seen.host)
        && (board.cards[h].side == seen.side) != y
    {
        return Ok(false);
    }
    Ok(any)
}

/// A card a `Deploy on …` target names in words the plain reading leaves open ("your
/// Skywalker of ability > 3", "Rebel, alien or droid"), read by the list reader
/// ([`names`]) against the card it deploys on. `None`: no card, words of a condition ("where",
/// "with", "if"), or words the catalog does not settle.
fn on_card(e: &Eval, seen: &Seen, t: &str, yours: Option<bool>) -> Option<Result<bool, String>> {
    let h = seen.host?;
    let conditional = [
        " where ", " if ", " with ", " that ", " unless ", " while ", "(even ",
    ];
    if conditional.iter().any(|w| t.contains(w)) {
        return None;
    }
    let named = names(e, e.board.card_def(h), t).ok()?;
    let side_fits = yours.is_none_or(|y| (e.board.cards[h].side == seen.side) == y);
    Some(Ok(named && side_fits))
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
            // A kind of more than one word the catalog records (`Star Destroyer`).
            if let Some(fits) = kind_is(d, &words.join(" ")) {
                return Some(fits);
            }
            // A character's name (`Vader`, `Captain Tarpals`): the card bears it, or not.
            if character_name(e, alt) {
                return crate::board::facts::places::card_named(d, alt.trim());
            }
            let mut fits = kind_is(d, noun)?;
            for a in adjectives {
                fits &= kind_is(d, a)?;
            }
            Some(fits)
        }
        (None, None) => None,
    }
}

/// A site's "Your character movement from here (except for scouts) requires +1 landspeed",
/// on a character's regular move by landspeed from it (not aboard a craft): its landspeed
/// must reach the sites it crosses plus the extra. The board settles the side, the sites
/// crossed (in its row) and the landspeed (the board's, the card's text, else 1).
fn landspeed_here(e: &Eval, seen: &Seen, p: &Part, s: &Sentence, q: &str, f: &mut Finding) {
    let Some(Fact::LandspeedHere { who, extra, except }) = &s.fact else {
        return;
    };
    let board = e.board;
    let (Some(c), Some(from), Some(to)) = (seen.card, seen.from, seen.to) else {
        return;
    };
    let name = board.card_name(c);
    if seen.actor.card_type != CardType::Character
        || seen.host.is_some()
        || board.cards[c].place != Place::At(from)
        || board.locations[from].row != board.locations[to].row
    {
        return;
    }
    match whom(e, seen, p, s, who) {
        Some(true) => {}
        Some(false) => return,
        None => {
            return f
                .missing
                .push(format!("{q}: whether {name} is among those it names"));
        }
    }
    if let Some(x) = except {
        let kinds = x
            .split(", ")
            .flat_map(|k| k.split(" and "))
            .flat_map(|k| k.split(" or "));
        let mut open = None;
        for k in kinds {
            let one = k.trim().trim_end_matches('s').to_lowercase();
            let exempt = || {
                format!(
                    "{q}; {name} is among its exceptions ({}), so the move needs no more landspeed",
                    k.trim()
                )
            };
            match kind_is(seen.actor, &one) {
                Some(true) => return f.permissions.push(exempt()),
                Some(false) => {}
                None if excepted(e, seen.actor, k) == Some(true) => {
                    return f.permissions.push(exempt());
                }
                None => open = Some(k.trim().to_string()),
            }
        }
        if let Some(k) = open {
            return f
                .missing
                .push(format!("{q}: whether {name} is among the exceptions ({k})"));
        }
    }
    let sites = crate::board::facts::row_sites(board, board.locations[from].row);
    let at = |x: LocId| sites.iter().position(|&y| y == x);
    let Some(d) = at(from).zip(at(to)).map(|(i, j)| i.abs_diff(j) as i64) else {
        return;
    };
    let speed = board.cards[c]
        .landspeed
        .or(seen.actor.landspeed_of_card())
        .unwrap_or(1);
    let need = d + extra;
    if speed >= need {
        f.permissions.push(format!(
            "{q}; {name}'s landspeed {speed} reaches the {d} site(s) it crosses and the {extra:+} this site requires"
        ));
    } else {
        f.refusals.push(format!(
            "{q}; {name}'s landspeed {speed} is short of the {need} this move from here requires ({d} site(s) and {extra:+})"
        ));
    }
}

/// A location's "No starships or vehicles here".
fn no_here(
    e: &Eval,
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
    match except.as_ref().map(|x| (x, excepted(e, seen.actor, x))) {
        Some((x, Some(true))) => f
            .permissions
            .push(format!("{q}: {name} is among the exceptions ({x})")),
        Some((x, Some(false))) => f.refusals.push(format!(
            "{q}: {name} may not be at {}, and is none of the exceptions ({x}: its model is {})",
            p.name,
            seen.actor.model().unwrap_or("none")
        )),
        Some((x, None)) => f
            .missing
            .push(format!("{q}: whether {name} is among the exceptions ({x})")),
        None => f
            .refusals
            .push(format!("{q}: {name} may not be at {}", p.name)),
    }
}

/// Is the actor named by an exception list ("speeder bikes, AT-STs, Ewok gliders and creature
/// vehicles"): its title bears one (`Speeder Bike`), its model is one (`at-st`), or it is a
/// creature vehicle. `Some(false)` only where every kind listed is settled (a model the data
/// names, a card's title, a creature vehicle); a kind the catalog does not record leaves a
/// miss open (`None`).
fn excepted(e: &Eval, actor: &CardDef, list: &str) -> Option<bool> {
    let title = actor.plain_title().to_lowercase();
    let mut open = false;
    for x in list
        .split(", ")
        .flat_map(|x| x.split(" and "))
        .flat_map(|x| x.split(" or "))
        .map(|x| {
            let x = x.trim();
            x.strip_prefix("a ")
                .or_else(|| x.strip_prefix("an "))
                .unwrap_or(x)
        })
    {
        // A character's name ("Ezra", "Boba Fett"): the actor is of that persona, or not.
        if character_name(e, x)
            && let Some(named) = card_named(actor, x)
        {
            if named {
                return Some(true);
            }
            continue;
        }
        let x = x.to_lowercase();
        let one = x.strip_suffix('s').unwrap_or(&x);
        if one == "creature vehicle" {
            if actor.subtype == Some(crate::catalog::Subtype::CreatureVehicle) {
                return Some(true);
            }
            continue;
        }
        let by_title = !one.is_empty()
            && title
                .match_indices(one)
                .any(|(i, _)| word_edge(&title, i) && word_edge(&title, i + one.len()));
        match (by_title, kind_is(actor, one)) {
            (true, _) | (_, Some(true)) => return Some(true),
            (_, Some(false)) => {}
            // A kind that is a card's title (`Ewok Glider`): the actor's title does not bear it.
            (_, None)
                if !e
                    .board
                    .catalog
                    .base_titled(&crate::catalog::normalize(one))
                    .is_empty() => {}
            (_, None) => open = true,
        }
    }
    if open { None } else { Some(false) }
}

/// An exception written in a list of words ("Jar Jar and your spies (except Ezra)", "any
/// Death Star site except Docking Bay 327", "site(except docking bay)", "any exterior planet
/// site (except Hoth) or any interior vehicle site"): the words without it, the exception's
/// own list, and the words after it (non-empty: the exception binds to the item before them).
struct Except<'a> {
    head: &'a str,
    list: &'a str,
    tail: &'a str,
}

impl Except<'_> {
    /// The words with the exception taken out.
    fn without(&self) -> String {
        match self.tail {
            "" => self.head.to_string(),
            t if t.starts_with(',') => format!("{}{t}", self.head),
            t => format!("{} {t}", self.head),
        }
    }
}

fn split_except(words: &str) -> Option<Except<'_>> {
    let lower = words.to_ascii_lowercase();
    let (i, _) = lower
        .match_indices("except")
        .find(|&(i, _)| word_edge(&lower, i) && word_edge(&lower, i + 6))?;
    let before = words[..i].trim_end();
    let paren = before.ends_with('(');
    let head = before
        .trim_end_matches('(')
        .trim_end()
        .trim_end_matches(',')
        .trim_end();
    let mut after = words[i + 6..].trim_start();
    for w in ["for ", "to ", "on "] {
        after = after.strip_prefix(w).unwrap_or(after);
    }
    let (list, tail) = match (paren, after.split_once(')')) {
        (true, Some((l, t))) => (l, t.trim()),
        _ => (after.trim_end_matches(',').trim_end_matches(')'), ""),
    };
    Some(Except {
        head,
        list: list.trim(),
        tail,
    })
}

/// Is location `l` among an exception's places ("Dagobah", "docking bay", "Docking Bay 327",
/// "Cloud City")? A planet it is on, or words its title bears.
fn location_excepted(e: &Eval, l: LocId, list: &str) -> bool {
    let title = e.board.loc_def(l).plain_title().to_lowercase();
    list.split(", ")
        .flat_map(|x| x.split(" and "))
        .flat_map(|x| x.split(" or "))
        .map(|x| x.trim().trim_start_matches("a ").trim_start_matches("an "))
        .filter(|x| !x.is_empty())
        .any(|x| {
            let x = x.to_lowercase();
            on_planet(e.board, l, &x)
                || title
                    .match_indices(&x)
                    .any(|(i, _)| word_edge(&title, i) && word_edge(&title, i + x.len()))
        })
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
    whom_words(e, seen, p, s, who).ok()
}

/// [`whom`], with what is not settled named (`Err`): whose card it speaks of, or the words
/// the catalog does not settle for the actor ("Wookiees and smugglers": a starship is neither,
/// a character titled Wookiee is one, another character is open).
fn whom_words(e: &Eval, seen: &Seen, p: &Part, s: &Sentence, who: &Who) -> Result<bool, String> {
    let you = half_side(s).or(p.side);
    let (side_ok, words) = match who {
        Who::Itself => return Ok(false),
        Who::Yours(w) => (you.map(|y| y == seen.side), w),
        Who::Opponents(w) => (you.map(|y| y != seen.side), w),
        Who::Any(w) => (Some(true), w),
    };
    match side_ok {
        Some(false) => return Ok(false),
        None => return Err(format!("whose cards \"{words}\" are")),
        Some(true) => {}
    }
    if words.is_empty() {
        return Ok(true);
    }
    // "Jar Jar and your spies (except Ezra)", "Cards with ability (except Gungans)": a card
    // the exception names is not among them (where it closes the list); one the catalog does
    // not settle is open, named.
    if let Some(x) = split_except(words) {
        let name = seen.actor.plain_title();
        return match excepted(e, seen.actor, x.list) {
            Some(true) if x.tail.is_empty() => Ok(false),
            Some(true) => Err(format!(
                "\"{words}\": {name} is among the exceptions of one of the cards it names"
            )),
            None => Err(format!(
                "\"{words}\": the catalog does not say whether {name} is among its exceptions ({})",
                x.list
            )),
            Some(false) => {
                let rest = x.without();
                let who = match who {
                    Who::Yours(_) => Who::Yours(rest),
                    Who::Opponents(_) => Who::Opponents(rest),
                    _ => Who::Any(rest),
                };
                whom_words(e, seen, p, s, &who)
            }
        };
    }
    let title = seen.actor.plain_title();
    let unsaid = |w: &str| format!("{w}: the catalog does not say whether {title} is one");
    let open = || Err(unsaid(&format!("\"{words}\"")));
    let class = match seen.actor.card_type {
        CardType::Character => "characters",
        CardType::Starship => "starships",
        CardType::Vehicle => "vehicles",
        CardType::Creature => "creatures",
        _ => "",
    };
    let w = words.to_lowercase();
    if w == class || w == "cards" {
        return Ok(true);
    }
    if ["characters", "starships", "vehicles", "creatures"].contains(&w.as_str()) {
        return Ok(false);
    }
    // A kind the catalog records (`Wookiees`, `scouts`, a character's class: `Imperials`), or a
    // name (`Maul`, `Fetts`).
    let singular = w.strip_suffix('s').unwrap_or(&w);
    if let Some(fits) = kind_is(seen.actor, singular) {
        return Ok(fits);
    }
    // A list ("Wookiees and smugglers", "capital starships"): each alternative read by the
    // list reader, which names the words it does not settle.
    if words.contains([' ', ',']) {
        return names(e, seen.actor, words).map_err(|w| unsaid(&w));
    }
    if !words.starts_with(|c: char| c.is_ascii_uppercase()) {
        // A kind only cards of another kind bear (a starship is no smuggler).
        return another_kinds_word(&e.board.catalog, seen.actor, singular).map_or_else(open, Ok);
    }
    let bears = |name: &str| {
        name.to_lowercase()
            .split(|c: char| !c.is_alphanumeric() && c != '-')
            .any(|t| t == singular || t == w)
    };
    if bears(seen.actor.plain_title()) || seen.actor.personas().any(bears) {
        return Ok(true);
    }
    // A name (`Maul`) the actor does not bear, in its title or personas; a plural (`Jawas`)
    // may be a kind the catalog does not record, and is left open unless only cards of
    // another kind bear it (a starship is no Wookiee).
    if !w.ends_with('s') {
        return Ok(false);
    }
    another_kinds_word(&e.board.catalog, seen.actor, singular).map_or_else(open, Ok)
}

/// A read price change. On a movement it is applied to the price the rules give (a line of
/// cost quoting the sentence; [`Eval::text_priced`]), so `cost`, `can` and `moves` agree; a
/// condition the board does not settle ("Moves free if Luke aboard", a phase other than the
/// act's) leaves the price open, naming it. A deploy's price is not computed (a `cost deploy`
/// question is open for the deploy cost itself), so there it is open too when it matters.
fn price(e: &Eval, seen: &Seen, p: &Part, s: &Sentence, fact: &Fact, q: &str, f: &mut Finding) {
    if let Fact::MoveCostHere {
        way, by_landspeed, ..
    } = fact
    {
        // Boarding at the same location is no move to or from here; a price by landspeed is
        // a regular move's by a character, creature or vehicle.
        let way_fits = match way {
            Way::To => p.role == Role::To,
            Way::From => p.role == Role::From,
            Way::Either => true,
        };
        let by_landspeed_fits = !*by_landspeed
            || (seen.kind == ActKind::Move
                && matches!(
                    seen.actor.card_type,
                    CardType::Character | CardType::Creature | CardType::Vehicle
                ));
        if (seen.from.is_some() && seen.from == seen.to) || !way_fits || !by_landspeed_fits {
            return;
        }
    }
    if let Fact::MoveCostHere {
        between: Some(b), ..
    } = fact
    {
        // The other end of the move must be one of the places named (a move aboard a
        // craft ends where the craft is; no end known, no place named).
        let other_fits =
            other_end(e, seen, p).is_some_and(|o| there_fits(e, seen.side, o, b) != Ok(false));
        if !other_fits {
            return;
        }
    }
    // Whom it prices: a card it surely does not name pays its own price; one the catalog
    // does not settle leaves the price open, naming the words.
    let who_open = match fact {
        Fact::DeployCostHere { who, .. } | Fact::MoveCostHere { who, .. } => {
            whom_words(e, seen, p, s, who)
        }
        Fact::DeployPrice { who, .. } if *who != Who::Itself => whom_words(e, seen, p, s, who),
        _ => Ok(true),
    };
    let who_open = match who_open {
        Ok(false) => return,
        Ok(true) => None,
        Err(w) => Some(PriceHolds::Open(format!("for the cards it names ({w})"))),
    };
    let cost = match fact {
        Fact::DeployCost { cost, .. }
        | Fact::DeployPrice { cost, .. }
        | Fact::LandspeedCost { cost }
        | Fact::MoveCost { cost, .. }
        | Fact::DeployCostHere { cost, .. }
        | Fact::MoveCostHere { cost, .. } => *cost,
        _ => Cost::By(0),
    };
    if seen.kind != ActKind::Deploy {
        match who_open.unwrap_or_else(|| move_price_open(e, seen, p, s, fact)) {
            // Paying for a move is assumed where its price is not asked or bounded.
            PriceHolds::Open(_) if !e.want_cost() => {}
            holds => record_price(holds, cost, "the move", q, f),
        }
        return;
    }
    let pile_known = e.board.player(seen.side).force_pile.is_some();
    if !e.want_cost() {
        if pile_known {
            f.missing.push(format!(
                "{q}: it makes the cost {cost} where it applies, and `can deploy` does not weigh a deploy's price against the Force pile (`cost deploy` gives the price)"
            ));
        }
        return;
    }
    // A condition written on the sentence ("If you control, …", "… while …"): open.
    let lower = s.text.to_lowercase();
    let at_word = |w: &&str| {
        lower
            .match_indices(*w)
            .filter(|(i, _)| *i == 0 || !lower.as_bytes()[i - 1].is_ascii_alphanumeric())
            .count()
    };
    let words = ["if ", "unless ", "while ", "when "];
    let condition = words.iter().find(|w| at_word(w) > 0);
    // The one condition written on it, that a card is (not) on table: the board settles it.
    let on_table = match fact {
        Fact::DeployPrice {
            condition: Some(c), ..
        } if words.iter().map(at_word).sum::<usize>() == 1 => on_table_condition(e, c),
        _ => None,
    };
    let holds = match (who_open, condition, on_table) {
        (Some(open), ..) => open,
        (None, _, Some(false)) => PriceHolds::No,
        (None, _, Some(true)) => deploy_price_holds(e, seen, p, fact, true),
        (None, Some(w), None) => PriceHolds::Open(format!(
            "on the condition written on it (\"{}…\")",
            w.trim()
        )),
        (None, None, None) => deploy_price_holds(e, seen, p, fact, false),
    };
    record_price(holds, cost, "the deployment", q, f);
}

/// [`Fact::FromBothPiles`] on a deploy: the opponent's Force Pile, where the board records
/// it, must hold `n` (with fewer the card does not deploy); the owner's `n` is the deploy's
/// price, as any price by text.
fn from_both_piles(
    e: &Eval,
    seen: &Seen,
    p: &Part,
    s: &Sentence,
    n: i64,
    q: &str,
    f: &mut Finding,
) {
    if let Some(pile) = e.board.player(seen.side.opponent()).force_pile {
        if pile < n {
            f.refusals.push(format!(
                "{q}: the opponent's Force Pile holds {pile}, fewer than the {n} it takes"
            ));
            return;
        }
        f.permissions.push(format!(
            "{q}: the opponent's Force Pile holds {pile}, of which it takes {n}"
        ));
    }
    let own = Fact::DeployPrice {
        cost: Cost::Is(n),
        who: Who::Itself,
        place: None,
        condition: None,
    };
    price(e, seen, p, s, &own, q, f);
}

/// [`Fact::UndercoverSpy`] on its own deploy: a further way, which the documents the judge
/// applies do not give. It lifts no refusal itself: where the deploy goes to a site, a refusal
/// card text may lift is left open, quoting it ([`Finding::may_lift`]); the deploy as asked is
/// judged without it.
fn undercover_spy(e: &Eval, seen: &Seen, q: &str, f: &mut Finding) {
    let to_site = seen.to.is_some_and(|l| e.board.loc_def(l).is_site());
    if to_site {
        f.may_lift.push(format!(
            "{q}: it may deploy as an undercover spy does, a way the documents swjudge applies do not give"
        ));
    }
    f.permissions.push(format!(
        "{q}: a further way for it, which limits nothing; the deploy as asked is judged without it"
    ));
}

/// A price change that holds is a line of cost (`what`: "the move", "the deployment"); one the
/// board does not settle leaves the cost open, naming why.
fn record_price(holds: PriceHolds, cost: Cost, what: &str, q: &str, f: &mut Finding) {
    match holds {
        PriceHolds::No => {}
        PriceHolds::Yes => {
            let says = match cost {
                Cost::Free => format!("{what} is free"),
                Cost::Is(n) => format!("{what} costs {n} Force"),
                Cost::By(n) => format!("{what} costs {n:+} Force"),
            };
            f.prices.push((cost, format!("{q}: {says}")))
        }
        PriceHolds::Open(why) => f.missing.push(format!(
            "{q}: it makes the cost {cost} {why}, which the board does not settle"
        )),
    }
}

/// Whether a deploy's price change by text holds for the act: where it names a place, the
/// place the card deploys to (or aboard) is settled from the board; a condition written on it
/// ("if Dooku on table") and a place the board cannot settle leave it open; `met`: its condition
/// was settled from the board, and holds.
fn deploy_price_holds(e: &Eval, seen: &Seen, p: &Part, fact: &Fact, met: bool) -> PriceHolds {
    use PriceHolds::{No, Open, Yes};
    let at = seen
        .to
        .or_else(|| seen.host.and_then(|h| e.board.location_of(h)));
    let place_fits = |place: &str| -> PriceHolds {
        let Some(l) = at else {
            return Open(format!("where it deploys ({place})"));
        };
        match fit_places(e, seen, l, place) {
            Ok(crate::board::facts::LimitFit::Fits(_)) => Yes,
            Ok(crate::board::facts::LimitFit::Outside) => No,
            _ => Open(format!("where it deploys ({place})")),
        }
    };
    match fact {
        Fact::DeployCost { to, .. } => place_fits(to),
        Fact::DeployPrice {
            place, condition, ..
        } => {
            if let Some(c) = condition.as_ref().filter(|_| !met) {
                return Open(format!("({c})"));
            }
            match place.as_deref() {
                None => Yes,
                Some("here") if p.role == Role::To => Yes,
                Some("aboard") if p.role == Role::Carrier => Yes,
                Some("here" | "aboard") => No,
                Some(pl) => place_fits(pl),
            }
        }
        Fact::DeployCostHere { to: None, .. } if p.role == Role::To => Yes,
        Fact::DeployCostHere { to: None, .. } => No,
        Fact::DeployCostHere { to: Some(x), .. } => Open(format!("where it deploys ({x})")),
        _ => Open("where it applies".to_string()),
    }
}

/// The end of a move other than location `p` (where the craft it moves aboard is, when the
/// act names no location).
fn other_end(e: &Eval, seen: &Seen, p: &Part) -> Option<LocId> {
    match p.role {
        Role::From => seen
            .to
            .or_else(|| seen.host.and_then(|h| e.board.location_of(h))),
        _ => seen.from,
    }
}

/// Whether a movement's price change by text holds for the act.
enum PriceHolds {
    Yes,
    No,
    /// The board does not settle it: why.
    Open(String),
}

/// Why a movement's price change by text is not settled (`None`: it applies as read): a
/// condition written on it ("if Luke aboard"), whether the act is by landspeed, or whether a
/// place named is the other end of the move.
fn move_price_open(e: &Eval, seen: &Seen, p: &Part, s: &Sentence, fact: &Fact) -> PriceHolds {
    use PriceHolds::{No, Open, Yes};
    let lower = s.text.to_lowercase();
    if let Some((_, cond)) = lower.split_once(" if ") {
        let cond = cond.trim_end_matches('.');
        // "If Luke aboard": the board says who is aboard the card that moves.
        if let (Some(name), Some(c)) = (cond.strip_suffix(" aboard"), seen.card)
            && !name.contains(' ')
        {
            let aboard = e.board.cards.iter().filter(|x| x.place == Place::Aboard(c));
            let named = |t: &str| {
                t.to_lowercase()
                    .split(|ch: char| !ch.is_alphanumeric() && ch != '-')
                    .any(|w| w == name)
            };
            let mut found = false;
            for x in aboard {
                let d = e.board.def(x.def);
                found |= named(d.plain_title()) || d.personas().any(named);
            }
            return if found { Yes } else { No };
        }
        return Open(format!("if {cond}"));
    }
    match fact {
        // "During your move phase": a react is in the opponent's battle or Force drain.
        Fact::MoveCostHere { .. }
            if seen.kind == ActKind::React && lower.contains("move phase") =>
        {
            No
        }
        // Using landspeed is a regular move's.
        Fact::LandspeedCost { .. } if seen.kind != ActKind::Move => No,
        Fact::MoveCostHere {
            between: Some(b), ..
        } => {
            let Some(other) = other_end(e, seen, p) else {
                return No;
            };
            match there_fits(e, seen.side, other, b) {
                Err(unread) => Open(format!("between here and {unread}")),
                Ok(_) => Yes,
            }
        }
        _ => Yes,
    }
}

/// May an unread sentence grant the act it bears on? No only for a pure prohibition: a
/// sentence whose every modal forbids or limits ("may not", "cannot", "never", "only", "may …
/// only", "no … may", "neither … may", "prevents", "requires", "must", a price "+1") and none
/// permits ("may", "can", "free", "-1", "ignores", "regardless", "allows", "hyperspeed +1"). A sentence with no modal
/// at all ("Deploys -2 to Hoth", "Moves like a starfighter") may grant: it is not known not to.
/// The words are read clause by clause (a "may" that an "only" later in its clause limits is a
/// limit: "May deploy only to Hoth").
pub(crate) fn may_grant(sentence: &str) -> bool {
    let lower = sentence.to_lowercase().replace('\u{2019}', "'");
    let (mut forbids, mut permits) = (false, false);
    for clause in lower.split(['.', ';', ':', ',', '(', ')']) {
        let words: Vec<&str> = clause
            .split(|c: char| !(c.is_alphanumeric() || c == '\'' || c == '+' || c == '-'))
            .filter(|w| !w.is_empty())
            .collect();
        for (i, w) in words.iter().enumerate() {
            let next = words.get(i + 1).copied().unwrap_or("");
            let before = &words[..i];
            match *w {
                "may" | "can" => {
                    let negated = next == "not"
                        || before
                            .iter()
                            .any(|b| matches!(*b, "no" | "neither" | "nor" | "nothing"));
                    if negated || words[i + 1..].contains(&"only") {
                        forbids = true;
                    } else {
                        permits = true;
                    }
                }
                "cannot" | "can't" | "never" | "only" | "must" | "requires" | "require"
                | "prevents" | "prevent" => forbids = true,
                "free" | "ignores" | "ignore" | "regardless" | "allows" | "allowed" => {
                    permits = true
                }
                // "+1" of a price ("deploy +2", "+1 Force") forbids; of hyperspeed or
                // landspeed it grants.
                _ if w.starts_with('+') && w[1..].starts_with(|c: char| c.is_ascii_digit()) => {
                    if words
                        .iter()
                        .any(|x| matches!(*x, "force" | "deploy" | "deploys" | "cost"))
                    {
                        forbids = true
                    } else {
                        permits = true
                    }
                }
                _ if w.starts_with('-') && w[1..].starts_with(|c: char| c.is_ascii_digit()) => {
                    permits = true
                }
                _ => {}
            }
        }
    }
    permits || !forbids
}

// ----- A side's limits, whoever says them -----
//
// A side's limits a card sets on where the side's cards go (issue 36, round 7): "Opponent's
// characters may not move to underwater sites", "Opponent may not deploy or move to Bunker",
// and on a condition of the card's own, "While on Hoth, opponent may not 'react' to any Echo
// site" (Major Bren Derlin), "While at Theed Palace Hallway, opponent's characters may not move
// from here" (3B3-10). Such a sentence speaks of the side's cards it names, whoever and wherever
// says it: the card standing where the act goes or leaves, and, where it names no place
// relative to itself, any card on the table (`speakers`).
//
// The card's own condition is settled from the board where it can be (where the card stands,
// what it is aboard, a card of a title at its site); else the limit is open, naming it. It
// matters only where the limit would bite: a card it does not name, or a place it does not
// name, is not asked about it.

/// A read limit a side's cards are held to: [`Fact::MayNotGoTo`], or a limit on the card's own
/// condition ([`Fact::While`]).
fn side_limit(f: Option<&Fact>) -> bool {
    matches!(f, Some(Fact::MayNotGoTo { .. } | Fact::While { .. }))
}

/// A read side's limit that holds wherever the card that says it stands: one that names no
/// place relative to it ("from same site as Bewil", "here").
fn side_limit_anywhere(f: Option<&Fact>) -> bool {
    match f {
        Some(Fact::MayNotGoTo { from_here, .. }) => !from_here,
        Some(Fact::While { fact, .. }) => side_limit_anywhere(Some(fact)),
        _ => false,
    }
}

/// The words of a side's limit not read: after a condition said first ("While armed (or with
/// a Mandalorian), …"), a clause of the sentence opens on a side ("opponent", "your …", "you
/// …") and forbids ("may not", "cannot", "must"): "While present with Xizor, forfeit +2 and
/// opponent's spies may not deploy to same non-battleground site". A card that says it speaks
/// of that side's acts.
fn limit_words(s: &Sentence) -> bool {
    let t = opening(&s.text);
    s.fact.is_none()
        && t.split(", ").flat_map(|c| c.split(" and ")).any(|c| {
            (c.starts_with("opponent") || c.starts_with("your ") || c.starts_with("you "))
                && [" may not ", " cannot ", " must "]
                    .iter()
                    .any(|w| c.contains(w))
        })
}

/// A limit on the card's own condition: where the limit would bite, the condition settles it
/// (holds: the limit applies as read; does not: it does not apply, said so); a condition the
/// board does not settle leaves the act open, naming it.
#[allow(clippy::too_many_arguments)]
fn while_its(
    e: &Eval,
    seen: &Seen,
    p: &Part,
    s: &Sentence,
    condition: &str,
    inner: &Fact,
    q: &str,
    f: &mut Finding,
) {
    // The limit as it would stand alone: the condition is settled here, not by what the
    // limit's own check reads of the sentence ("… while …" leaves a price open).
    let body = s.text.split_once(", ").map_or(s.text.as_str(), |(_, b)| b);
    let alone = Sentence {
        text: body.to_string(),
        ..s.clone()
    };
    let mut found = Finding::default();
    apply(e, seen, p, &alone, inner, q, &mut found);
    if found.refusals.is_empty() && found.missing.is_empty() && found.prices.is_empty() {
        f.permissions.extend(found.permissions);
        f.checked.extend(found.checked);
        return;
    }
    match its_condition(e, seen, p, condition) {
        Some(true) => {
            let so = said(&p.name, condition);
            f.refusals
                .extend(found.refusals.into_iter().map(|r| format!("{r}; {so}")));
            f.permissions.extend(found.permissions);
            f.missing.extend(found.missing);
            f.may_lift.extend(found.may_lift);
            f.checked.extend(found.checked);
            f.prices.extend(found.prices);
        }
        Some(false) => f.permissions.push(format!(
            "{q}: it does not apply now: it is not so that {}{}",
            said(&p.name, condition),
            p.card
                .and_then(|c| e.board.location_of(c))
                .map(|l| format!(" (it is at {})", e.board.loc_def(l).plain_title()))
                .unwrap_or_default()
        )),
        None => f.missing.push(format!(
            "{q}: whether {}, which the board does not settle",
            said(&p.name, condition)
        )),
    }
}

/// A card's own condition said of it: "Ronto is 'ridden' by a Jawa", "Kessel is Wookiee
/// Homestead here"; one that names what is on the table or aboard says it alone ("Luke or
/// Emperor on table", "Jabba aboard Jabba's Space Cruiser"); a location's side's ("you
/// control") is said as written.
fn said(name: &str, condition: &str) -> String {
    if condition.ends_with(" on table") {
        condition.to_string()
    } else if condition.starts_with("you ") {
        // A location's "If you control, …": no rule of control is declared.
        format!("\"{condition}\" holds at {name}, for the side whose text it is")
    } else if condition.ends_with(" aboard") {
        format!("{condition} {name}")
    } else {
        format!("{name} is {condition}")
    }
}

/// The card's own condition, of the card that says it: "on Hoth" (where it stands), "at Theed
/// Palace Hallway", "aboard Blockade Flagship", "Wookiee Homestead here" (a card of that title
/// at its location). `None`: the board does not settle it (a location's or an Objective's, a
/// word that is no title: "present at a war room", "this side up").
fn its_condition(e: &Eval, seen: &Seen, p: &Part, cond: &str) -> Option<bool> {
    let board = e.board;
    // A location's "While a Jedi here": a card it names at it.
    if p.card.is_none() {
        let here = match p.role {
            Role::From => seen.from,
            Role::To => seen.to,
            _ => None,
        }?;
        return card_here(e, here, cond.strip_suffix(" here")?);
    }
    // "Luke or Emperor on table": a card of a title, or a character by name, on the board.
    if cond.ends_with(" on table") {
        return on_table_condition(e, &format!("if {cond}"));
    }
    let c = p.card?;
    let at = board.location_of(c);
    let titled = |x: &str| x.starts_with(|ch: char| ch.is_ascii_uppercase());
    // "Jabba aboard": a card it names aboard this one.
    if let Some(x) = cond.strip_suffix(" aboard").filter(|x| titled(x)) {
        let mut open = false;
        for &k in &board.cards[c].aboard {
            match card_named(board.card_def(k), x) {
                Some(true) => return Some(true),
                Some(false) => {}
                None => open = true,
            }
        }
        return (!open).then_some(false);
    }
    if let Some(x) = cond.strip_prefix("on ").filter(|x| titled(x)) {
        return Some(at.is_some_and(|l| on_planet(board, l, x)));
    }
    if let Some(x) = cond.strip_prefix("at ").filter(|x| titled(x)) {
        let key = normalize(x);
        return Some(at.is_some_and(|l| {
            let t = board.loc_def(l).key();
            t == key || t.ends_with(&format!(": {key}"))
        }));
    }
    if let Some(x) = cond.strip_prefix("aboard ").filter(|x| titled(x)) {
        let key = normalize(x);
        return Some(match board.cards[c].place {
            Place::Aboard(k) => board.card_def(k).key() == key,
            _ => false,
        });
    }
    if let Some(x) = cond.strip_suffix(" here") {
        return card_here(e, at?, x);
    }
    None
}

/// Is a card `x` names ("Wookiee Homestead", "Emperor", "a Jedi": by title, persona or kind)
/// at `l` (standing there, aboard a craft there, or deployed on it)? `None`: a word the catalog
/// does not record.
fn card_here(e: &Eval, l: crate::board::LocId, x: &str) -> Option<bool> {
    let board = e.board;
    let x = x
        .strip_prefix("a ")
        .or_else(|| x.strip_prefix("an "))
        .unwrap_or(x);
    let mut open = false;
    for (i, c) in board.cards.iter_enumerated() {
        if board.location_of(i) != Some(l) {
            continue;
        }
        match card_named(board.def(c.def), x) {
            Some(true) => return Some(true),
            Some(false) => {}
            None => open = true,
        }
    }
    (!open).then_some(false)
}

/// [`Fact::MayNotGoTo`] on the act: refused where the actor is among those it names (of the
/// side it names, relative to whose card says it) and the act goes to a place it names; open
/// where the catalog or board cannot say either.
fn may_not_go(
    e: &Eval,
    seen: &Seen,
    p: &Part,
    s: &Sentence,
    fact: &Fact,
    q: &str,
    f: &mut Finding,
) {
    let Fact::MayNotGoTo {
        who,
        acts,
        to,
        from_here,
    } = fact
    else {
        return;
    };
    let Some(l) = seen
        .to
        .or_else(|| seen.host.and_then(|h| e.board.location_of(h)))
    else {
        return;
    };
    let stands_where_it_leaves =
        matches!(p.role, Role::Bystander | Role::AboardThere) && p.end == Some(Role::From);
    if !acts.has(seen.kind) || seen.from == Some(l) || (*from_here && !stands_where_it_leaves) {
        return;
    }
    let named = whom_words(e, seen, p, s, who);
    if named == Ok(false) {
        return;
    }
    let name = seen.actor.plain_title();
    let place = e.board.loc_def(l).plain_title();
    match (named, goes_to(e, seen, l, to)) {
        (Ok(_), Ok(false)) => f.checked.push(format!(
            "{q}: {name} is among those it names, but {place} is none of the places"
        )),
        (_, Ok(false)) => {}
        (Ok(_), Ok(true)) => f.refusals.push(format!(
            "{q}: {name} is among those it names, and {place} among the places"
        )),
        (Err(w), Ok(true)) => f.missing.push(format!(
            "{q}: {place} is among the places it names; whether {name} is among those it names ({w})"
        )),
        (_, Err(w)) => f.missing.push(format!(
            "{q}: whether {place} is among the places it names ({w})"
        )),
    }
}

/// Is `l` among the places a limit names (`underwater sites`, `any Echo site`, `an Echo or an
/// interior Yavin site`, `Bunker`)? A kind of site, its icons and a name ("Echo", "Hoth",
/// "Jabba's Palace": the planet, or the site's own title after the planet's), is settled here;
/// any other place by the deploy limit's reader. `Err`: words not settled.
fn goes_to(e: &Eval, seen: &Seen, l: crate::board::LocId, places: &str) -> Result<bool, String> {
    use crate::board::facts::LimitFit;
    let ld = e.board.loc_def(l);
    let (mut rest, mut open) = (Vec::new(), None);
    let items: Vec<&str> = places
        .split(", ")
        .flat_map(|p| p.split(" or "))
        .map(str::trim)
        .collect();
    // "an Echo or an interior Yavin site": the last item's kind of location is each one's.
    let kind = items
        .last()
        .and_then(|l| [" sites", " site"].into_iter().find(|k| l.ends_with(k)));
    'items: for item in items {
        let item = match kind {
            Some(k) if !item.ends_with(" site") && !item.ends_with(" sites") => {
                format!("{item}{k}")
            }
            _ => item.to_string(),
        };
        let mut bare = item.as_str();
        for w in ["to ", "any ", "an ", "a "] {
            bare = bare.strip_prefix(w).unwrap_or(bare);
        }
        let Some(kind) = bare
            .strip_suffix(" sites")
            .or_else(|| bare.strip_suffix(" site"))
        else {
            rest.push(item);
            continue;
        };
        let (icons, name): (Vec<&str>, Vec<&str>) = kind
            .split_whitespace()
            .partition(|w| w.starts_with(|c: char| c.is_ascii_lowercase()));
        let mut fits = ld.is_site();
        for w in icons {
            let Some((_, icon)) = Icon::ALL.iter().find(|(n, _)| *n == w) else {
                open = Some(item);
                continue 'items;
            };
            fits &= ld.has_icon(*icon);
        }
        if !name.is_empty() {
            fits &= named_site(e, l, &name.join(" "));
        }
        if fits {
            return Ok(true);
        }
    }
    if !rest.is_empty() {
        match fit_places(e, seen, l, &rest.join(" or ")) {
            Ok(LimitFit::Fits(_)) => return Ok(true),
            Err(w) => open = Some(w),
            Ok(_) => {}
        }
    }
    open.map_or(Ok(false), Err)
}

/// Is `l` a site of the name a kind of site gives ("Hoth", "Jabba's Palace", "Yavin" of Yavin 4,
/// "Echo": a site whose own title, after its planet's, begins with the name)?
fn named_site(e: &Eval, l: crate::board::LocId, name: &str) -> bool {
    let key = normalize(name);
    let title = e.board.loc_def(l).key();
    let own = title.split_once(": ").map_or("", |(_, t)| t);
    let numbered = title
        .strip_prefix(&format!("{key} "))
        .is_some_and(|t| t.starts_with(|c: char| c.is_ascii_digit()));
    on_planet(e.board, l, name) || numbered || own == key || own.starts_with(&format!("{key} "))
}

#[cfg(test)]
mod tests {
    use super::{CardType, may_grant, may_name_kind, may_name_side, speaks_anywhere, split_except};

    /// An exception in a card's words, as the database writes them: in brackets, with or
    /// without a space before, closing the words or followed by another alternative, or bare.
    #[test]
    fn exceptions_are_split_from_the_words() {
        let x = split_except("any Tatooine site (except docking bay)").unwrap();
        assert_eq!(
            (x.head, x.list, x.tail),
            ("any Tatooine site", "docking bay", "")
        );
        let x = split_except("any Death Star site(except docking bay)").unwrap();
        assert_eq!((x.head, x.list), ("any Death Star site", "docking bay"));
        let x = split_except("any exterior planet site (except Hoth) or any interior vehicle site")
            .unwrap();
        assert_eq!(x.list, "Hoth");
        assert_eq!(x.tail, "or any interior vehicle site");
        assert_eq!(
            x.without(),
            "any exterior planet site or any interior vehicle site"
        );
        let x = split_except("any Imperial except Vader, Emperor or a stormtrooper").unwrap();
        assert_eq!(
            (x.head, x.list, x.tail),
            ("any Imperial", "Vader, Emperor or a stormtrooper", "")
        );
        let x = split_except("a mobile site (except on Cloud City)").unwrap();
        assert_eq!(x.list, "Cloud City");
        let x = split_except("Harc, Jedi (except Ahsoka and Kanan), and your [Episode I] cards")
            .unwrap();
        assert_eq!(x.list, "Ahsoka and Kanan");
        assert_eq!(x.without(), "Harc, Jedi, and your [Episode I] cards");
        assert!(split_except("Jar Jar and your spies").is_none());
        assert!(split_except("exceptional starships").is_none());
    }

    #[test]
    fn a_side_wide_limit_holds_anywhere_and_a_local_one_does_not() {
        for s in [
            "Opponent's characters may not move to underwater sites.",
            "Opponent may not deploy or move to Bunker.",
            "Dark: Your starships may not move.",
            "While on Hoth, opponent may not 'react' to any Echo site.",
        ] {
            assert!(speaks_anywhere(s), "{s}");
        }
        for s in [
            "Opponent's characters may not move from same site.",
            "Your Gungans deploy -1 here and move from here for free.",
            "Droid cannot move and cannot utilize its 'game text.'",
            "Starfighter attaches to target (automatically moves with target and is 'concealed').",
        ] {
            assert!(!speaks_anywhere(s), "{s}");
        }
    }

    #[test]
    fn a_side_wide_limit_names_its_kind_and_its_side() {
        let tarpals = "Opponent's characters may not move to underwater sites.";
        assert!(may_name_kind(tarpals, CardType::Character));
        assert!(!may_name_kind(tarpals, CardType::Starship));
        assert!(may_name_kind(
            "Opponent may not move to Bunker.",
            CardType::Starship
        ));
        // On the other side's card, "opponent's" is the acting side; on its own, it is not.
        assert!(may_name_side(tarpals, false));
        assert!(!may_name_side(tarpals, true));
        assert!(may_name_side("Your starships may not move.", true));
        assert!(!may_name_side("Your starships may not move.", false));
    }

    #[test]
    fn a_pure_prohibition_grants_nothing() {
        for s in [
            "Opponent's characters may not move to underwater sites.",
            "Apprentice may move only by using personal landspeed.",
            "Target cannot move or battle until end of your next turn.",
            "Never deploys or moves (even if carried) except to an [Episode VII] location.",
            "Lift Tube: Deploy and move only at interior mobile sites.",
            "Neither player may move or deploy cards as a 'react' to a location where a droid is present.",
            "No more than one character may deploy to here each turn, and characters may not move to or from here.",
            "To move or deploy your starship to here requires +1 Force.",
            "Imperials deploy +1 to Tatooine sites.",
            "When at a Jabba's palace site, prevents opponent's characters from using their landspeed.",
        ] {
            assert!(!may_grant(s), "{s}");
        }
    }

    #[test]
    fn a_sentence_that_permits_or_says_nothing_may_grant() {
        for s in [
            "During opponent's turn, if an Imperial at Landing Platform, Luke may move from here to there for free.",
            "Your Jawas deploy here for 1 Force from you only, for free if Sandcrawler present.",
            "May 'fly' (move) only during your deploy phase, up to two sites away, for 1 Force.",
            "Your spies deploy -1 here and at related sites.",
            "Deploys and moves like an undercover spy.",
            "Ahsoka ignores its deployment restrictions.",
            "Your starships are hyperspeed +1 when moving to or from here.",
            "Rebel Guards at same site may move.",
        ] {
            assert!(may_grant(s), "{s}");
        }
    }
}
