//! Collapsed sites: a movement to or from one costs 1 more Force.

use crate::board::LocId;
use crate::rulebook::movement::COLLAPSED;
use crate::rules::eval::Eval;

/// The extra Force for collapsed sites a movement leaves from or arrives at.
pub(super) fn collapsed_extra(e: &mut Eval, ends: &[LocId]) -> i64 {
    let mut extra = 0;
    for &l in ends {
        if e.board.locations[l].state.collapsed {
            extra += 1;
            e.because(
                &COLLAPSED,
                format!(
                    "{} is collapsed: movement to or from it costs 1 more Force",
                    e.board.loc_def(l).plain_title()
                ),
            );
            e.detail(format!(
                "+1 Force: {} is collapsed",
                e.board.loc_def(l).plain_title()
            ));
        }
    }
    extra
}
