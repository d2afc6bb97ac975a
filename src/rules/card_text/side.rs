//! A card on table that limits what its owner deploys ("You may not deploy Jedi", an
//! Objective's "For remainder of game, you may not deploy Sandwhirl or Jabba's Palace sites"):
//! it is no card taking part in the act, and speaks wherever it stands, so every card of the
//! deploying side on the board is asked ([`side_limits`]).
//!
//! The list is read against the deploying card's facts ([`names`]); a word the catalog does
//! not record leaves the answer open, naming it.

use crate::catalog::text::Fact;
use crate::catalog::{CardDef, CardType};
use crate::rulebook::Side;
use crate::rules::eval::Eval;
use crate::rules::shared::card_words::names;

/// What one card on table says of a deploy: it refuses it, or leaves it open, or the card
/// passes the sentence's except-list (each quoting the sentence).
pub(super) enum Said {
    Refuses(String),
    Open(String),
    /// The sentence names the kind but excepts the card: checked, and it does not forbid.
    Excepted(String),
}

/// Every card of the deploying side on the board whose text forbids it this deploy.
pub(super) fn side_limits(e: &Eval, side: Side, actor: &CardDef) -> Vec<Said> {
    let board = e.board;
    let mut out = Vec::new();
    for (i, c) in board.cards.iter_enumerated() {
        if c.side != side {
            continue;
        }
        let def = board.def(c.def);
        let sentences = def.sentences();
        // An Objective's second side starts at its second title ("Well Trained In The Jedi
        // Arts: …"): what it says holds only once the card has flipped.
        let back = back_title(def).and_then(|t| {
            sentences
                .iter()
                .position(|s| s.text.trim_start_matches('{').starts_with(&format!("{t}:")))
        });
        for (n, s) in sentences.iter().enumerate() {
            let Some(Fact::SideMayNotDeploy { what, lasting }) = &s.fact else {
                continue;
            };
            let quoted = format!("{}'s own text: \"{}\"", board.card_name(i), s.text);
            let name = actor.plain_title();
            let listed = match names(e, actor, what) {
                Ok(listed) => listed,
                Err(word) => {
                    out.push(Said::Open(format!("{quoted}: whether {name} is {word}")));
                    continue;
                }
            };
            if !listed {
                // A kind the list names, with exceptions the card is among: checked, shown
                // under what was checked.
                let kind = what
                    .split_once(" (except ")
                    .or_else(|| what.split_once(" except "))
                    .map(|(kind, _)| kind);
                if kind.is_some_and(|k| names(e, actor, k) == Ok(true)) {
                    out.push(Said::Excepted(format!(
                        "{quoted}: {name} is among its exceptions"
                    )));
                }
                continue;
            }
            let side_up = match back {
                // Its first side, "for remainder of game": from the start, whatever side is up.
                Some(b) if n < b && *lasting => None,
                Some(b) if n < b => Some("while its first side is up"),
                Some(_) => Some("once it has flipped to its second side"),
                None => None,
            };
            out.push(match side_up {
                None => Said::Refuses(format!(
                    "{quoted}: {name} is among them, and {} is on table",
                    board.card_name(i)
                )),
                Some(when) => Said::Open(format!(
                    "{quoted}: {name} is among them, and it holds {when}; the board does not say which side of {} is up",
                    board.card_name(i)
                )),
            });
        }
    }
    out
}

/// An Objective's second title (`Front / Back`).
fn back_title(def: &CardDef) -> Option<&str> {
    (def.card_type == CardType::Objective)
        .then(|| def.plain_title().split_once(" / ").map(|(_, b)| b.trim()))
        .flatten()
}
