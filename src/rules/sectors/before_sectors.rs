//! Sectors before the Dagobah supplement: under the Hoth rules they do not exist yet.

use crate::rules::eval::Cx;
use crate::rules::shared::sector_legs::sectors_exist;

/// Under the Hoth rules sectors do not exist yet: says so and returns true.
pub(super) fn before_sectors(e: &mut Cx) -> bool {
    if sectors_exist(e) {
        return false;
    }
    e.missing(
        "sectors, which the Dagobah supplement introduces (ask with `--rules dagobah` or later)",
    );
    true
}
