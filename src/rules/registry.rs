//! The rule declaration, for the families: [`Rule`] and the `rule!` macro live in the
//! rulebook ([`crate::rulebook`]), under every layer that reads a rule.

pub use crate::rulebook::rule::Rule;
pub(crate) use crate::rulebook::rule::rule;
