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
use super::eval::Cx;
use crate::rulebook::Action;
use crate::rulebook::base::CARD_TEXT;

mod aboard;
mod apply;
mod carddeploy;
mod cardmove;
mod conditions;
mod conditions_named;
mod counted;
mod deploys;
mod deploys_only;
mod finding;
mod fixed;
mod grants;
mod host_words;
mod hyperspeed;
mod icon_places;
mod judge;
mod kinds;
mod limits;
mod location;
mod matrix;
mod may_not_go;
mod memo;
mod move_between;
mod moving;
mod named_place;
mod own_name;
mod own_place;
mod parts;
mod per_turn;
mod piloting;
mod prices;
mod purpose;
mod react_away;
mod side;
mod standing_any;
mod targets;
mod whom;

use kinds::Kind;
use memo::found;

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
    TARGET,
    Kind::Target,
    "card text: a played card's limit on its target"
);
check!(PILOTING, Kind::Piloting, "card text: who pilots what");
check!(
    UNREAD,
    Kind::Unread,
    "card text: a sentence that bears on the act, not read"
);

/// Reacting is granted by cards that say 'react' (the Hoth supplement): a react that no card
/// on the table, nor in a hand or pile the board lists, may grant is refused by the react rule
/// ([`judge::no_card_grants_react`]; docs/catalog.md, "A react no card grants").
pub static REACT_GRANTED: Check = Check {
    on: &[Action::React],
    stage: Stage::Rule,
    name: "a react only where a card says 'react'",
    rules: &[&crate::rulebook::movement::REACT_GRANTED],
    run: react_granted,
};

fn react_granted(e: &mut Cx, act: &Act) -> Outcome {
    if let Some(by) = judge::react_granted_by(e, act) {
        e.allow(
            &crate::rulebook::movement::REACT_GRANTED,
            format!("reacting is granted by a card that says 'react': {by}"),
        );
        return Outcome::Clear;
    }
    if !judge::no_card_grants_react(e, act) {
        return Outcome::NotMine;
    }
    if let Some(q) = judge::unread_react_grant_on_table(e, act) {
        e.missing(format!(
            "{q}: it may let this card react, and swjudge does not read it"
        ));
        return Outcome::Open;
    }
    let name = match *act {
        Act::Move { card, .. } => e.board.card_name(card),
        _ => return Outcome::NotMine,
    };
    e.because(
        &crate::rulebook::movement::REACT_GRANTED,
        format!(
            "no card says {name} may react: not its own text, nor a card where it goes, nor any other card on the table or in a hand or pile the board lists"
        ),
    );
    Outcome::Refuse
}

/// The card's own deploy limit as the catalog keeps it ([`deploys_only`]), between the deploy
/// rules' place and price checks in the table.
pub(crate) static DEPLOY_LIMIT: &[&Check] = &[&deploys_only::DEPLOYS_ONLY_CHECK];

pub static CHECKS: &[&Check] = &[
    &WHERE,
    &PRICE,
    &REACT,
    &MOVING,
    &LOCATION,
    &TARGET,
    &UNREAD,
    &REACT_GRANTED,
    &PILOTING,
];

/// The adaptor: records what [`judge`] found on the evaluation.
fn run(e: &mut Cx, act: &Act, kind: Kind) -> Outcome {
    let f = found(e, act, kind);
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
    for a in &f.assumed {
        e.assume(a.clone());
    }
    for (c, line) in &f.prices {
        e.price_by_card_text(*c, line.clone());
        e.allow_by_card_text(&CARD_TEXT, line.clone());
    }
    f.outcome()
}
