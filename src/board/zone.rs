//! A card in a player's off-table zone (hand, piles, a Young Jedi draw deck): a leaf, so the
//! board and its Young Jedi zones both use it without importing each other.

use crate::catalog::DefId;
use crate::rulebook::ByteSpan;

/// A card in a player's off-table zone.
#[derive(Debug, Clone)]
pub struct ZoneCard {
    pub def: DefId,
    pub span: ByteSpan,
}
