//! The query language: its AST and its parser.

pub mod ast;
pub mod parser;

pub use ast::*;
pub use parser::{QueryError, parse};
