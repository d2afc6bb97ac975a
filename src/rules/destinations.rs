//! `can land`, `can take-off` and `can move` with no destination named: every destination is
//! considered, each asked as its own question, so the answer cannot disagree with any of them.
//! Yes when one is legal (naming it and its reasons; with `cost`, the cheapest), no when every
//! one is refused (with each refusal), otherwise undetermined.

use super::actions::{Act, Action, Flier, rules};
use super::eval::{Eval, Judge};
use super::subject::{AskError, loc_ref};
use crate::board::{LocId, Place};
use crate::query::{CardRef, Query, QueryKind, Side};
use crate::verdict::{Answer, Verdict};

/// `can take-off <card>`: to any system or sector of its row.
pub(crate) fn take_off(
    e: &mut Eval,
    card: &CardRef,
    asker: Option<Side>,
    judge: Judge,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let candidates = crate::board::facts::places::take_off_destinations(e.board, c);
    if candidates.is_empty() {
        // Not landed, or nowhere to go: the take-off rules say why.
        return super::readings::ask_take_off(e, card, None, asker);
    }
    any(e, candidates, asker, judge, |to| QueryKind::CanTakeOff {
        card: card.clone(),
        to: Some(to),
    })
}

/// `can land <card>`: at any site of the row it flies in (any site, when it is elsewhere).
pub(crate) fn land(
    e: &mut Eval,
    card: &CardRef,
    asker: Option<Side>,
    judge: Judge,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let board = e.board;
    let sites = |row: Option<usize>| -> Vec<LocId> {
        board
            .locations
            .keys()
            .filter(|&l| board.loc_def(l).is_site())
            .filter(|&l| row.is_none_or(|r| board.locations[l].row == r))
            .collect()
    };
    let candidates = match board.cards[c].place {
        Place::At(l) if !board.loc_def(l).is_site() => sites(Some(board.locations[l].row)),
        _ => sites(None),
    };
    if candidates.is_empty() {
        // No site to name: the landing with no destination, which the landing rule's check
        // refuses (no site is related to where the card is).
        let side = asker.unwrap_or(board.cards[c].side);
        e.v.side = Some(side);
        let found = rules(e, &Act::moving(Action::Land, c, side, None, None));
        e.settle(found, None);
        return Ok(());
    }
    any(e, candidates, asker, judge, |at| QueryKind::CanLand {
        card: card.clone(),
        at: Some(at),
    })
}

/// `can move <card> [by <card>]`: to any other location.
pub(crate) fn moving(
    e: &mut Eval,
    card: &CardRef,
    by: Option<&CardRef>,
    asker: Option<Side>,
    judge: Judge,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let board = e.board;
    let here = board.location_of(c);
    let candidates: Vec<LocId> = board
        .locations
        .keys()
        .filter(|&l| Some(l) != here)
        .collect();
    if candidates.is_empty() {
        // No location to name: the move with no destination, which the regular move's check
        // refuses (there is nowhere else to go).
        let side = asker.unwrap_or(board.cards[c].side);
        e.v.side = Some(side);
        let act = Act::Move {
            kind: Action::Move,
            card: c,
            side,
            to: None,
            craft: None,
            by_card: by.is_some(),
            // The card whose text moves it, when the question names one the board or the
            // catalog knows.
            by: by
                .and_then(|b| e.res.card_or_def(b).ok())
                .map(|x| x.def(board)),
            flier: Flier::Piloted,
        };
        let found = rules(e, &act);
        e.settle(found, None);
        return Ok(());
    }
    any(e, candidates, asker, judge, |to| QueryKind::CanMove {
        card: card.clone(),
        to: Some(to),
        by: by.cloned(),
    })
}

/// Asks the question for each destination (through `judge`) and derives the answer from
/// theirs.
fn any(
    e: &mut Eval,
    candidates: Vec<LocId>,
    asker: Option<Side>,
    judge: Judge,
    make: impl Fn(CardRef) -> QueryKind,
) -> Result<(), AskError> {
    let board = e.board;
    let (mut legal, mut open, mut refused) = (Vec::new(), Vec::new(), Vec::new());
    for d in candidates {
        let inner = make(loc_ref(d));
        let kind = if e.want_cost() {
            QueryKind::Cost {
                question: Box::new(inner),
            }
        } else {
            inner
        };
        let q = Query {
            kind,
            asker,
            text: e.v.query.clone(),
        };
        let (v, consulted, opaque) = judge(board, &q, e.ruleset)?;
        e.absorb(consulted, opaque);
        match v.answer {
            Answer::Yes | Answer::Number(_) => legal.push((d, v)),
            Answer::Undetermined => open.push((d, v)),
            _ => refused.push((d, v)),
        }
    }
    let names = |list: &[(LocId, Verdict)]| -> String {
        list.iter()
            .map(|(d, _)| board.loc_name(*d))
            .collect::<Vec<_>>()
            .join(", ")
    };
    // The cheapest legal destination first (a stable sort keeps the table's order otherwise).
    legal.sort_by_key(|(_, v)| match v.answer {
        Answer::Number(n) => n,
        _ => 0,
    });
    if let Some((d, v)) = legal.first() {
        let also = names(&legal[1..]);
        let first = board.loc_name(*d);
        adopt(e, v.clone());
        e.fact("legal destination", first);
        if !also.is_empty() {
            e.fact("also legal", also);
        }
        if !refused.is_empty() {
            e.fact("refused destinations", names(&refused));
        }
    } else if let Some((d, v)) = open.first() {
        let first = board.loc_name(*d);
        adopt(e, v.clone());
        e.fact("undetermined destination", first);
        if !refused.is_empty() {
            e.fact("refused destinations", names(&refused));
        }
    } else if let Some((_, v)) = refused.first() {
        // Every destination refused: the first one's verdict, with the refusals of the others.
        let considered = names(&refused);
        adopt(e, v.clone());
        for (_, v) in &refused[1..] {
            for r in &v.reasons {
                if !e.v.reasons.contains(r) {
                    e.v.reasons.push(r.clone());
                }
            }
            for r in &v.considered {
                if !e.v.considered.contains(r) && !e.v.reasons.contains(r) {
                    e.v.considered.push(r.clone());
                }
            }
        }
        if refused.len() > 1 {
            e.fact("destinations considered", considered);
        }
    }
    Ok(())
}

/// The verdict of the destination that decides, as this question's.
fn adopt(e: &mut Eval, v: Verdict) {
    let query = std::mem::take(&mut e.v.query);
    e.v = Verdict { query, ..v };
}
