//! What a card-text check found, kept for the question: [`judge`] reads only the board, the
//! act and whether a cost is asked (never the ruleset, nor what another check found), so the
//! question's evaluation under each older ruleset takes the finding made under the first
//! instead of reading every sentence of every card again (`eval::Memo`). Debug builds judge
//! again on every finding taken and assert that it is the same.

use super::finding::Finding;
use super::judge::judge;
use super::kinds::Kind;
use crate::board::{CardIx, LocId};
use crate::rulebook::{Action, Side};
use crate::rules::actions::{Act, By, Flier};
use crate::rules::eval::Eval;

/// A card taken by its address: the same def is the same card.
type DefKey = usize;

fn def_key(d: &crate::catalog::CardDef) -> DefKey {
    std::ptr::from_ref(d) as usize
}

/// The acts the card-text checks judge (a deploy, a move of any kind), as a key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ActKey {
    Deploy {
        card: DefKey,
        side: Side,
        to: Option<LocId>,
        host: Option<CardIx>,
        with: Option<Result<CardIx, DefKey>>,
        starting: bool,
        row: Option<usize>,
    },
    Move {
        kind: Action,
        card: CardIx,
        side: Side,
        to: Option<LocId>,
        craft: Option<CardIx>,
        by_card: bool,
        by: Option<DefKey>,
        flier: Flier,
    },
}

fn by_key(b: By) -> Result<CardIx, DefKey> {
    match b {
        By::Card(c) => Ok(c),
        By::Def(d) => Err(def_key(d)),
    }
}

fn act_key(act: &Act) -> Option<ActKey> {
    Some(match *act {
        Act::Deploy {
            card,
            side,
            to,
            host,
            with,
            starting,
            row,
        } => ActKey::Deploy {
            card: def_key(card),
            side,
            to,
            host,
            with: with.map(by_key),
            starting,
            row,
        },
        Act::Move {
            kind,
            card,
            side,
            to,
            craft,
            by_card,
            by,
            flier,
        } => ActKey::Move {
            kind,
            card,
            side,
            to,
            craft,
            by_card,
            by: by.map(def_key),
            flier,
        },
        _ => return None,
    })
}

/// The findings kept: the act, the check's kind, whether a cost was asked, and the finding.
#[derive(Default)]
struct Kept(Vec<(ActKey, Kind, bool, Finding)>);

/// What check `kind` finds about `act`: [`judge`]'s finding, made once per question.
pub(super) fn found(e: &Eval, act: &Act, kind: Kind) -> Finding {
    let Some(key) = act_key(act) else {
        return judge(e, act, kind);
    };
    let cost = e.want_cost();
    let kept = e.memo.with(|k: &mut Kept| {
        k.0.iter()
            .find(|(a, k, c, _)| *a == key && *k == kind && *c == cost)
            .map(|(.., f)| f.clone())
    });
    if let Some(f) = kept {
        debug_assert_eq!(
            f,
            judge(e, act, kind),
            "a card-text finding depends on more than the board, the act and the cost asked"
        );
        return f;
    }
    let f = judge(e, act, kind);
    e.memo
        .with(|k: &mut Kept| k.0.push((key, kind, cost, f.clone())));
    f
}
