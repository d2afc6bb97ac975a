//! A deploy cost kept from change ([`Fact::FixedDeployCost`]: "Your deploy costs may not be
//! modified here", "Leia's deploy cost may not be modified by opponent", "At same and related
//! locations, deploy cost of opponent's characters may not be modified"): the changes of the
//! deploy's price that other sentences make yield to it, one check for every such sentence.

use super::finding::Finding;
use super::parts::Part;
use super::parts::Role;
use super::parts::Said;
use super::parts::Seen;
use super::whom::half_side;
use super::whom::whom_words;
use crate::board::Board;
use crate::board::CardIx;
use crate::catalog::text::ActKind;
use crate::catalog::text::Cost;
use crate::catalog::text::Fact;
use crate::catalog::text::Sentence;
use crate::catalog::text::Who;
use crate::catalog::text::grammar::price_change_words;
use crate::rulebook::Side;
use crate::rules::eval::Eval;
use std::sync::Arc;

/// One sentence keeping this deploy's cost from change, as it holds for the deploy.
pub(super) struct Fixed {
    /// The sentence, quoted with whose it is.
    quoted: String,
    raise_only: bool,
    /// Only the changes its opponent's cards make yield: the side whose sentence it is.
    by_opponent_of: Option<Side>,
}

/// What keeps this deploy's cost from change: the sentences that hold for it, and those the
/// board does not settle (quoted, with what is open).
#[derive(Default)]
pub(super) struct Kept {
    fixed: Vec<Fixed>,
    open: Vec<String>,
    /// The price check's, with a cost asked: what yields is written down.
    priced: bool,
}

/// [`kept`], for the check `price` or another: the price check, asked a cost, names what the
/// board does not settle.
pub(super) fn kept_for(
    e: &Eval,
    seen: &Seen,
    parts: &[Part],
    price: bool,
    f: &mut Finding,
) -> Kept {
    let mut k = kept(e, seen, parts);
    k.priced = price && e.want_cost();
    if k.priced {
        f.missing.extend(k.open.iter().cloned());
    }
    k
}

/// Whether a sentence is settled here: one that keeps a cost (weighed in [`kept`]), or a price
/// change that yields to one ([`yields`]; the price check, asked a cost, says so).
pub(super) fn settled(c: &Said, kept: &Kept, f: &mut Finding) -> bool {
    let Said { e, seen, p, s, q } = *c;
    if matches!(s.fact, Some(Fact::FixedDeployCost { .. })) {
        return true;
    }
    // A price of cards it surely does not name is no change of this deploy's.
    let names = match &s.fact {
        Some(Fact::DeployCostHere { who, .. } | Fact::DeployPrice { who, .. })
            if *who != Who::Itself =>
        {
            whom_words(e, seen, p, s, who) != Ok(false)
        }
        _ => true,
    };
    if !names {
        return false;
    }
    match yields(kept, p, s, q) {
        None => false,
        Some(Ok(line)) if kept.priced => {
            f.checked.push(line);
            true
        }
        Some(Err(line)) if kept.priced => {
            f.missing.push(line);
            true
        }
        Some(_) => true,
    }
}

/// The cards in play whose text keeps deploy costs from change where they stand ("At same and
/// related locations, …"): a fact of the board, kept until it changes.
#[derive(Clone)]
struct Keepers(Arc<Vec<CardIx>>);

impl Keepers {
    fn of(board: &Board) -> Keepers {
        let keeps = |i: CardIx| {
            board.card_def(i).sentences().iter().any(|s| {
                matches!(&s.fact, Some(Fact::FixedDeployCost { place: Some(p), .. }) if p != "here")
            })
        };
        let ids = board
            .cards
            .iter_enumerated()
            .map(|(i, _)| i)
            .filter(|&i| keeps(i))
            .collect();
        Keepers(Arc::new(ids))
    }
}

/// The sentences that keep this deploy's cost from change: the actor's own, the location it
/// deploys to ("here"), and a card standing at it or at a location related to it ("at same
/// and related locations").
fn kept(e: &Eval, seen: &Seen, parts: &[Part]) -> Kept {
    let mut out = Kept::default();
    if seen.kind != ActKind::Deploy {
        return out;
    }
    for p in parts
        .iter()
        .filter(|p| matches!(p.role, Role::Actor | Role::To))
    {
        for s in p.def.sentences().iter() {
            if let Some(Fact::FixedDeployCost { place, .. }) = &s.fact
                && (place.as_deref() == Some("here")) == (p.role == Role::To)
                && (place.is_none() || p.role == Role::To)
            {
                weigh(e, seen, p, s, &mut out);
            }
        }
    }
    let Some(to) = seen.to else {
        return out;
    };
    let board = e.board;
    for &i in board.derived(Keepers::of).0.iter() {
        let Some(at) = board.location_of(i) else {
            continue;
        };
        let p = Part {
            def: board.card_def(i),
            role: if at == to {
                Role::Bystander
            } else {
                Role::Elsewhere
            },
            side: Some(board.cards[i].side),
            name: board.card_name(i),
            end: None,
            card: Some(i),
            at: None,
        };
        for s in p.def.sentences().iter() {
            let Some(Fact::FixedDeployCost { place: Some(w), .. }) = &s.fact else {
                continue;
            };
            // "Same …" is where it stands; "… and related locations", those of its planet.
            let related =
                w.contains("related") && board.locations[at].row == board.locations[to].row;
            if w.starts_with("same") && (at == to || related) {
                weigh(e, seen, &p, s, &mut out);
            }
        }
    }
    out
}

/// A sentence keeping a deploy cost from change, where it stands right for the act: whether it
/// names the card that deploys.
fn weigh(e: &Eval, seen: &Seen, p: &Part, s: &Sentence, out: &mut Kept) {
    let Some(Fact::FixedDeployCost {
        who,
        raise_only,
        by_opponent,
        ..
    }) = &s.fact
    else {
        return;
    };
    let quoted = format!("{}'s own text: \"{}\"", p.name, s.text);
    let whose = half_side(s).or(p.side);
    match whom_words(e, seen, p, s, who) {
        Ok(true) => out.fixed.push(Fixed {
            quoted,
            raise_only: *raise_only,
            by_opponent_of: if *by_opponent { whose } else { None },
        }),
        Ok(false) => {}
        Err(w) => out.open.push(format!(
            "{quoted}: it keeps the deploy cost of the cards it names from change ({w})"
        )),
    }
}

/// What a price sentence does under the sentences that keep the cost: `None`, it changes the
/// price as usual; `Some(Ok(line))`, it yields (the line says to which); `Some(Err(line))`, the
/// board does not settle whether it yields (a set price, "free", where the cost may not be
/// modified).
fn yields(kept: &Kept, p: &Part, s: &Sentence, q: &str) -> Option<Result<String, String>> {
    if kept.fixed.is_empty() {
        return None;
    }
    let changes = match &s.fact {
        Some(f) => changes(f)?,
        None => unread_change(&s.text)?,
    };
    let speaker = half_side(s).or(p.side);
    let k = kept.fixed.iter().find(|k| {
        k.by_opponent_of
            .is_none_or(|side| speaker.is_some_and(|x| x != side))
            && (!k.raise_only || changes.iter().any(|c| matches!(c, Cost::By(n) if *n > 0)))
    })?;
    let by_only = changes.iter().all(|c| matches!(c, Cost::By(_)));
    if by_only || k.raise_only {
        Some(Ok(format!(
            "{q}: it does not change this deploy's cost, which {} keeps from change",
            k.quoted
        )))
    } else {
        Some(Err(format!(
            "{q}: it sets this deploy's price, and {} keeps the cost from change; whether a set price is such a change swjudge does not settle",
            k.quoted
        )))
    }
}

/// The changes of a deploy's price a read fact makes, its conditions set aside; `None`, it
/// is no such change.
fn changes(f: &Fact) -> Option<Vec<Cost>> {
    match f {
        Fact::DeployCost { cost, .. }
        | Fact::DeployPrice { cost, .. }
        | Fact::DeployCostHere { cost, .. } => Some(vec![*cost]),
        Fact::While { fact, .. } | Fact::IfYouOccupy { fact, .. } | Fact::OncePerTurn { fact } => {
            changes(fact)
        }
        Fact::PriceOrIf { fact, cost, .. } => {
            let mut c = changes(fact)?;
            c.push(*cost);
            Some(c)
        }
        _ => None,
    }
}

/// The change an unread sentence makes of a deploy cost by a number ("Subtracts 1 from deploy
/// cost of …", "Adds 2 to deploy cost of …"): its sign is all that is taken from it.
fn unread_change(text: &str) -> Option<Vec<Cost>> {
    let lower = text.to_lowercase();
    if !price_change_words(&lower) {
        return None;
    }
    let adds = lower.contains("adds ");
    let subtracts = lower.contains("subtracts ");
    match (adds, subtracts) {
        (true, false) => Some(vec![Cost::By(1)]),
        (false, true) => Some(vec![Cost::By(-1)]),
        _ => None,
    }
}
