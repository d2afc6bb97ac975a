//! Sectors before the Dagobah supplement: under the Hoth rules they do not exist yet.

use crate::rulebook::sectors::{CC_GENERAL, D_GENERAL};
use crate::rules::eval::Cx;

/// Under the Hoth rules sectors do not exist yet: says so and returns true.
pub(super) fn before_sectors(e: &mut Cx) -> bool {
    if e.in_force(&D_GENERAL) || e.in_force(&CC_GENERAL) {
        return false;
    }
    e.missing(
        "sectors, which the Dagobah supplement introduces (ask with `--rules dagobah` or later)",
    );
    true
}
