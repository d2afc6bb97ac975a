//! A landed starfighter (hoth.landed): it neither moves to a neighbouring site nor uses docking
//! bay transit, and fires only the starship weapons that work at a site. One row of the table
//! for the rule, whatever the act.

use crate::board::Place;
use crate::catalog::{CardDef, CardType, Subtype, Trait};
use crate::rulebook::movement::LANDED;
use crate::rules::actions::{Act, Action, Check, Flier, Outcome, Stage};
use crate::rules::eval::Cx;

pub static LANDED_CHECK: Check = Check {
    on: &[Action::Move, Action::Transit, Action::Use],
    stage: Stage::Rule,
    name: "a landed starfighter neither moves to another site nor transits, and fires only weapons that work at a site",
    rules: &[&LANDED],
    run: landed_check,
};

pub(crate) static CHECKS: &[&Check] = &[&LANDED_CHECK];

fn landed_check(e: &mut Cx, act: &Act) -> Outcome {
    let board = e.board;
    match *act {
        // A regular move from site to site of a starship (or a free mynock flying like one)
        // standing at a site: it may take off, not move on.
        Act::Move {
            kind: Action::Move,
            card,
            to: Some(dest),
            by_card: false,
            flier,
            ..
        } if board.card_def(card).card_type == CardType::Starship || flier == Flier::Unpiloted => {
            let Place::At(origin) = board.cards[card].place else {
                return Outcome::NotMine;
            };
            if !board.loc_def(origin).is_site() || !board.loc_def(dest).is_site() {
                return Outcome::NotMine;
            }
            e.because(
                &LANDED,
                format!(
                    "{} is landed at {}: a landed starfighter may not move to another site (it may take off)",
                    board.card_name(card),
                    board.loc_def(origin).plain_title()
                ),
            );
            Outcome::Refuse
        }
        // Docking bay transit is for cards on the ground: a starship never uses it.
        Act::Move {
            kind: Action::Transit,
            card,
            ..
        } if board.card_def(card).card_type == CardType::Starship => {
            let how = match board.cards[card].place {
                Place::At(l) if board.loc_def(l).is_site() => "is landed",
                _ => "is a starship flying at a system",
            };
            e.because(
                &LANDED,
                format!(
                    "{} {how}: a landed starfighter may not use docking bay transit",
                    board.card_name(card)
                ),
            );
            Outcome::Refuse
        }
        // A landed starfighter using a starship weapon.
        Act::Use { user, item } => {
            let weapon = item.def(board);
            let landed =
                matches!(board.cards[user].place, Place::At(l) if board.loc_def(l).is_site());
            if !board.card_def(user).is_starfighter()
                || !landed
                || weapon.subtype != Some(Subtype::Starship)
            {
                return Outcome::NotMine;
            }
            Outcome::refused_if(!landed_may_fire(e, &board.card_name(user), weapon))
        }
        _ => Outcome::NotMine,
    }
}

/// A landed starfighter fires only starship weapons that work at a site. Pushes the reason.
fn landed_may_fire(e: &mut Cx, name: &str, weapon: &CardDef) -> bool {
    let title = weapon.plain_title();
    if weapon.has_trait(&Trait::AtSites) {
        e.allow(
            &LANDED,
            format!("{name} is landed, but {title} is a starship weapon that works at a site"),
        );
        true
    } else {
        e.because(&LANDED, format!("{name} is landed: it may not use normal starship weapons, and {title} does not work at a site (give it the `at-sites` trait if its text says it does)"));
        false
    }
}
