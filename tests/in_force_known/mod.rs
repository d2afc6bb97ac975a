//! The known exceptions to "only rules in force decide" (tests/in_force.rs over every bundled
//! question, tests/consistency.rs over random boards too).

use swjudge::Ruleset;

/// Known exceptions, each `(rule id, ruleset)`, in files of the "one table" restructuring
/// (src/rules/sectors/), left to it; remove an entry when its file no longer cites the rule
/// there. The list may only shrink.
pub const KNOWN: &[(&str, Ruleset)] = &[];
