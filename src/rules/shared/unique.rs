//! Uniqueness: a copy of the card already on the table (the unique family's rule), one check on
//! every deployment ([`UNIQUE_CHECK`]). That a missing copy, or one a missing character
//! carries, still counts is the missing rules' own sentence, cited by their checks
//! ([`missing_copy`], for the persona check and the missing family's).

use crate::board::{Board, CardIx};
use crate::catalog::{CardDef, DefId};
use crate::query::Side;
use crate::rulebook::unique::UNIQUE;
use crate::rules::actions::{Act, Action, Check, Outcome, Stage};
use crate::rules::eval::{Cx, Eval};

/// A unique (•) card deploys only while no copy of it is on table; •• and ••• leave the copy
/// limit to base rules the documents do not state.
pub static UNIQUE_CHECK: Check = Check {
    on: &[Action::Deploy],
    stage: Stage::Rule,
    name: "a unique card deploys only while no copy of it is on table",
    rules: &[&UNIQUE],
    run: |e, a| match *a {
        Act::Deploy { card, .. } if !left_to_its_own_rules(e.board, card) => unique(e, card),
        _ => Outcome::NotMine,
    },
};

pub(crate) static CHECKS: &[&Check] = &[&UNIQUE_CHECK];

/// A location whose copy on table is blown away (the shield's rule: it never comes back) or
/// collapsed (deploying a new copy rebuilds it) is not this rule's to judge.
fn left_to_its_own_rules(board: &Board, def: &CardDef) -> bool {
    rebuilds(board, def)
        || board.locations_titled(def.key()).first().is_some_and(|&l| {
            let st = &board.locations[l].state;
            crate::board::facts::is_generators(def) && (st.blown_away || st.face_down)
        })
}

/// A location card whose copy on table is collapsed: deploying it rebuilds that copy (the
/// collapsed-site rule, `layout::ask_deploy_location`), so the limits on a new location (its
/// uniqueness, ◇, the generators' marker, a starship site's starship) do not judge it.
pub(crate) fn rebuilds(board: &Board, def: &CardDef) -> bool {
    def.card_type == crate::catalog::CardType::Location
        && board
            .locations_titled(def.key())
            .first()
            .is_some_and(|&l| board.locations[l].state.collapsed)
}

/// The location card a deploy brings into play (`Act::Deploy` naming no place or host), where
/// it is no rebuilt copy ([`rebuilds`]): what the checks on a new location's place judge.
pub(crate) fn new_location<'b>(board: &Board, act: &Act<'b>) -> Option<&'b CardDef> {
    match *act {
        Act::Deploy {
            card,
            to: None,
            host: None,
            ..
        } if card.card_type == crate::catalog::CardType::Location && !rebuilds(board, card) => {
            Some(card)
        }
        _ => None,
    }
}

fn unique(e: &mut Cx, def: &CardDef) -> Outcome {
    let board = e.board;
    if def.unique == 0 {
        return Outcome::NotMine;
    }
    let key = def.key();
    let n = board.locations_titled(key).len() + board.cards_titled(key).len();
    if def.unique >= 2 {
        // •• and •••: the documents speak only of • cards; the copy limit is a base rule.
        let dots = "•".repeat(usize::from(def.unique));
        if n < usize::from(def.unique) {
            e.consider(
                &UNIQUE,
                format!(
                    "{} is marked {dots}, not •: {n} cop{} on table",
                    def.plain_title(),
                    if n == 1 { "y" } else { "ies" }
                ),
            );
            e.assume(format!(
                "a card marked {dots} may have {} copies on table (base rules; the documents' one-copy rule is for • cards)",
                def.unique
            ));
            return Outcome::Clear;
        }
        e.consider(
            &UNIQUE,
            format!("{} is marked {dots}, not •", def.plain_title()),
        );
        e.missing(format!(
            "whether another copy of {} may come: {n} are on table, and the limit for a card marked {dots} is a base rule the documents do not state",
            def.plain_title()
        ));
        return Outcome::Open;
    }
    if n > 0 {
        e.because(
            &UNIQUE,
            format!(
                "{} is unique and a copy is already on the table",
                def.plain_title()
            ),
        );
        return Outcome::Refuse;
    }
    e.allow(
        &UNIQUE,
        format!(
            "{} is unique, and no copy of it is on the table",
            def.plain_title()
        ),
    );
    Outcome::Clear
}

/// The copies on table of a unique (•) card being deployed that are missing (`carried`: that a
/// missing character carries instead), for the missing rules' checks to say they still count.
pub(crate) fn missing_copies(board: &Board, act: &Act, carried: bool) -> Vec<CardIx> {
    let Act::Deploy { card: def, .. } = *act else {
        return Vec::new();
    };
    if def.unique != 1 {
        return Vec::new();
    }
    board
        .cards_titled(def.key())
        .iter()
        .copied()
        .filter(|&c| {
            let missing = board.cards[c].state.missing;
            if carried {
                !missing && crate::board::facts::is_missing(board, c, true)
            } else {
                missing
            }
        })
        .collect()
}

/// The insertion questions (no act): is the location barred because of what is on table?
/// Pushes reasons. Some(true) when barred, Some(false) when checked and clear, None when not
/// unique (or left open).
pub(crate) fn check_on_table(e: &mut Eval, ids: &[DefId], _side: Option<Side>) -> Option<bool> {
    let board = e.board;
    let def = board.def(ids[0]);
    // The blown-away generators may never come back, whatever their uniqueness.
    if crate::board::facts::is_generators(def)
        && let Some(&l) = board.locations_titled(def.key()).first()
        && (board.locations[l].state.blown_away || board.locations[l].state.face_down)
    {
        let rule = e.pick(
            &crate::rulebook::shield::U_BLOWN_AWAY,
            &crate::rulebook::shield::BLOWN_AWAY,
        );
        e.because(rule, "the Main Power Generators on table were blown away: that site may not be deployed again");
        return Some(true);
    }
    match e.by_hand(|cx| unique(cx, def)) {
        Outcome::Refuse => Some(true),
        Outcome::Clear => Some(false),
        Outcome::Open | Outcome::NotMine => None,
    }
}
