//! The two sides of the Star Wars CCG: a query's `as <side>`, a card's side, whose turn it is.

use serde::Serialize;

/// Light or Dark (Star Wars CCG), as written in a query.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Light,
    Dark,
}

impl Side {
    pub fn opponent(self) -> Side {
        match self {
            Side::Light => Side::Dark,
            Side::Dark => Side::Light,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Side::Light => "light",
            Side::Dark => "dark",
        }
    }
    pub fn title(self) -> &'static str {
        match self {
            Side::Light => "Light Side",
            Side::Dark => "Dark Side",
        }
    }
}
