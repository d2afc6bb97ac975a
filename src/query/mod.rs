//! The query language: its verb table (every question form, declared once), its AST and its
//! parser.

pub mod ast;
pub mod natural;
pub mod parser;
mod terms;
pub mod verbs;

pub use ast::*;
pub use parser::{QueryError, parse};
pub use verbs::{VERBS, Verb};
