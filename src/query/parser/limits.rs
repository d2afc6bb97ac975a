//! The bounds on a question, read by the scanner and the diagnostics alike (a leaf, so neither
//! imports the parser's root for them).

/// Longest question accepted, in bytes: a longer one is refused before it is read
/// (`swjudge::query::too_long`). A real question is a line; this leaves room for long lists.
pub const MAX_QUERY_BYTES: usize = 2_000;

/// The largest number a question may give (a destiny, a sabacc card, a power…), either sign:
/// far above any card's, and small enough that no sum a rule makes of them can overflow.
pub const MAX_NUMBER: i64 = 1_000_000;
