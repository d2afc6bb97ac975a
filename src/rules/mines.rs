//! Mining droids and buried cards.

use super::eval::Eval;
use super::subject::AskError;
use crate::board::facts::{buried_words, trips};
use crate::catalog::{Icon, Trait};
use crate::query::CardRef;
use crate::rulebook::mines::MINING_DROID;
use crate::verdict::Answer;

/// `tripped-by <card> at <location>`
pub(crate) fn ask_tripped_by(
    e: &mut Eval,
    card: &crate::query::CardRef,
    at: &CardRef,
) -> Result<(), AskError> {
    let l = e.res.location(at)?;
    let board = e.board;
    let (name, ty) = match e.res.card_or_def(card)? {
        super::subject::Either::InPlay(c) => {
            e.v.side = Some(board.cards[c].side);
            (board.card_name(c), board.card_def(c).card_type)
        }
        super::subject::Either::Defs(ids) => (
            board.def(ids[0]).plain_title().to_string(),
            board.def(ids[0]).card_type,
        ),
    };
    let site = board.loc_def(l).plain_title().to_string();
    let buried = buried_words(board, l);
    if buried.is_empty() {
        e.refuse(&MINING_DROID, format!("nothing is buried at {site}"));
        return Ok(());
    }
    if !trips(ty) {
        e.refuse(
            &MINING_DROID,
            format!(
                "{name} is a {}: only characters, vehicles and starships trip buried cards",
                ty.name()
            ),
        );
        return Ok(());
    }
    e.because(
        &MINING_DROID,
        format!(
            "{name} deploying or moving to or across {site} reveals the {} card{} buried there",
            buried.len(),
            if buried.len() == 1 { "" } else { "s" }
        ),
    );
    for b in &buried {
        e.detail(format!("revealed: {b}"));
    }
    let droid_there = board.locations[l].cards.iter().any(|&c| {
        let d = board.card_def(c);
        d.has_trait(&Trait::MiningDroid)
    });
    if droid_there {
        e.detail("a mining droid is present: during its owner's turn the owner may defuse the mines before they explode");
    }
    let exterior =
        board.loc_def(l).has_icon(Icon::Exterior) && board.loc_def(l).has_icon(Icon::Planet);
    if !exterior {
        e.assume(format!("the cards were buried while {site} allowed it (burying happens only at exterior planet sites)"));
    }
    e.answer(Answer::Yes);
    Ok(())
}
