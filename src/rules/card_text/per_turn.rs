//! A location's limit on deploys each turn ([`Fact::DeploysPerTurnHere`]): "No more than one
//! character may deploy to here each turn" (Energy Walls, deployed on a site, speaks for it).
//! Whom it names is settled from the catalog; what already deployed there this turn the board
//! does not record, so a deploy there of a card it names is open, naming that, and one of a
//! card it does not name is not its.

use super::finding::Finding;
use super::parts::Said;
use super::whom::whom_words;
use crate::board::ThisTurn;
use crate::catalog::text::Fact;
use crate::catalog::text::Sentence;
use crate::catalog::text::Who;

/// [`Fact::DeploysPerTurnHere`](crate::catalog::text::Fact) of the location a card deploys to
/// (`p`, as that location).
pub(super) fn deploys_per_turn_here(c: &Said, who: &Who, n: u32, f: &mut Finding) {
    let Said { e, seen, p, s, q } = *c;
    let name = seen.actor.plain_title();
    let kinds = match who {
        Who::Any(w) | Who::Yours(w) | Who::Opponents(w) if !w.is_empty() => w.as_str(),
        _ => "cards",
    };
    match whom_words(e, seen, p, s, who) {
        Ok(false) => f.checked.push(format!(
            "{q}: {name} is not among the {kinds} it limits"
        )),
        Ok(true) => f.missing.push(format!(
            "{q}: whether as many {kinds} as it lets deploy to {} each turn ({n}) already did this turn (the board does not record what deployed this turn)",
            p.name
        )),
        Err(w) => f.missing.push(format!(
            "{q}: whether {name} is among those it names ({w})"
        )),
    }
}

/// [`Fact::OncePerTurn`](crate::catalog::text::Fact) of the location a card deploys to ("Once
/// per turn, when you deploy a medical droid, it is deploy -2"): the price it sets holds where
/// this turn's use is not spent. The board records what deployed this turn on each card
/// (`this_turn: [deployed]`), as it records what moved or reacted: a card of the side the text
/// speaks for that the price names, marked deployed this turn, may have spent it, and the
/// price is then open, naming it; with none so marked, the use is not spent and the price
/// applies as read.
pub(super) fn once_per_turn(c: &Said, inner: &Fact, f: &mut Finding) {
    let Said { e, seen, p, s, q } = *c;
    let Fact::DeployCostHere { who, .. } = inner else {
        return;
    };
    // Not a card it prices: its use is no matter to this deploy.
    if whom_words(e, seen, p, s, who) == Ok(false) {
        return;
    }
    let board = e.board;
    let words = match who {
        Who::Yours(w) | Who::Opponents(w) | Who::Any(w) => w.as_str(),
        Who::Itself => "",
    };
    let spent_by: Vec<String> = board
        .cards
        .iter_enumerated()
        .filter(|(_, card)| card.side == seen.side && card.this_turn.contains(&ThisTurn::Deployed))
        .filter(|(_, card)| {
            words.is_empty()
                || crate::rules::shared::card_words::names(e, board.def(card.def), words)
                    != Ok(false)
        })
        .map(|(i, _)| board.card_name(i))
        .collect();
    if !spent_by.is_empty() {
        return f.missing.push(format!(
            "{q}: whether its use this turn is already spent ({} deployed this turn, which the board does not say where)",
            spent_by.join(", ")
        ));
    }
    // The use settled, the price is the sentence's own, without its "once per turn, when …".
    let alone = Sentence {
        text: inner.to_string(),
        ..s.clone()
    };
    f.checked.push(format!(
        "{q}: no {words} of the {} is marked deployed this turn (`this_turn`), so this turn's use is not spent",
        seen.side.title()
    ));
    super::prices::price(&Said { s: &alone, ..*c }, inner, f);
}
