//! Collapsed sites: a deployment or a movement to or from one costs 1 more Force.

use crate::board::LocId;
use crate::rulebook::movement::COLLAPSED;
use crate::rules::actions::{Act, Action, Check, Cx, Outcome, Stage};

/// A deployment or movement to or from a collapsed site costs 1 more Force for each such end
/// (Hoth, 'Collapsed'): a price, added when the handler asks the table for the act's price
/// (`actions::price`), so `can`, `cost` and `moves` read it from one place.
pub(crate) static COLLAPSED_CHECK: Check = Check {
    on: &[
        Action::Deploy,
        Action::Move,
        Action::React,
        Action::Transit,
        Action::Shuttle,
        Action::Land,
        Action::TakeOff,
    ],
    stage: Stage::Price,
    name: "a deployment or movement to or from a collapsed site costs 1 more Force",
    rules: &[&COLLAPSED],
    run: collapsed_check,
};

fn collapsed_check(e: &mut Cx, act: &Act) -> Outcome {
    let board = e.board;
    let ends: Vec<LocId> = match *act {
        Act::Deploy { to: Some(l), .. } => vec![l],
        // A location card whose copy on table is collapsed: deploying it rebuilds that copy.
        Act::Deploy {
            card,
            to: None,
            host: None,
            row: Some(_),
            ..
        } if crate::rules::shared::unique::rebuilds(board, card) => {
            e.because(
                &COLLAPSED,
                format!(
                    "{} is on table but collapsed: deploying a new copy rebuilds it",
                    card.plain_title()
                ),
            );
            return Outcome::Clear;
        }
        Act::Move {
            kind: Action::Shuttle,
            ..
        } => act.shuttle_site(board).into_iter().collect(),
        Act::Move {
            kind: Action::Move | Action::React | Action::Transit | Action::Land | Action::TakeOff,
            card,
            to: Some(dest),
            ..
        } => board.location_of(card).into_iter().chain([dest]).collect(),
        _ => return Outcome::NotMine,
    };
    let deploying = matches!(act, Act::Deploy { .. });
    let mut any = false;
    for l in ends
        .into_iter()
        .filter(|&l| board.locations[l].state.collapsed)
    {
        any = true;
        let site = board.loc_def(l).plain_title();
        e.add_price(1);
        if deploying {
            e.because(
                &COLLAPSED,
                format!("{site} is collapsed: deploying there costs 1 more Force"),
            );
            e.cost("+1 Force: the site is collapsed");
        } else {
            e.because(
                &COLLAPSED,
                format!("{site} is collapsed: movement to or from it costs 1 more Force"),
            );
            e.detail(format!("+1 Force: {site} is collapsed"));
        }
    }
    if any {
        Outcome::Clear
    } else {
        Outcome::NotMine
    }
}
