//! Mobile effects (the Hoth supplement's glossary, restated by the later update): they move by
//! themselves and are not vulnerable to Alter.

use super::actions::{Act, Action, Check, Stage};
use super::eval::Cx;
use crate::catalog::{CardType, Subtype, titles};
use crate::rulebook::effects::{MOBILE, U_MOBILE};

/// Alter does not reach a mobile effect.
pub static TARGET_CHECK: Check = Check {
    on: &[Action::Target],
    stage: Stage::Rule,
    name: "mobile effects are not vulnerable to Alter",
    rules: &[&MOBILE, &U_MOBILE],
    run: |e, a| crate::rules::actions::Outcome::refused_if(target_check(e, a)),
};

pub static CHECKS: &[&Check] = &[&TARGET_CHECK];

fn target_check(e: &mut Cx, act: &Act) -> bool {
    let Act::Target {
        target,
        by: Some(by),
    } = *act
    else {
        return false;
    };
    let board = e.board;
    let tdef = board.card_def(target);
    let mobile = tdef.card_type == CardType::Effect && tdef.subtype == Some(Subtype::Mobile);
    let alter = by.def(board).is_titled(titles::ALTER);
    let (tn, bn) = (board.card_name(target), by.name(board));
    let rule = match (mobile, alter) {
        (false, true) if tdef.card_type == CardType::Effect => e.pick(&U_MOBILE, &MOBILE),
        (true, _) => e.pick(&U_MOBILE, &MOBILE),
        _ => return false,
    };
    match (mobile, alter) {
        (true, true) => {
            e.because(
                rule,
                format!(
                    "{tn} is a mobile effect, and Alter's own wording leaves mobile effects out"
                ),
            );
            true
        }
        (true, false) => {
            e.allow(
                rule,
                format!("{tn} is a mobile effect, but only Alter's wording leaves mobile effects out, and {bn} is not Alter"),
            );
            false
        }
        _ => {
            e.allow(
                rule,
                format!("{tn} is not a mobile effect, so Alter's own text decides"),
            );
            false
        }
    }
}
