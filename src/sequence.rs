//! `<question> then <question> …`: several acts in a row, as a judge hears a dispute ("I moved
//! him, then boarded, then took off: was that legal?"). A question made of questions, above the
//! rules (like `check`): it decides nothing itself, and each act is asked as its own `cost` question on the board as
//! the acts before it left it, and a move that is allowed is played on a clone of the board the
//! way `reach` plays a step ([`crate::rules::reach::relocate`]: what the card carries or escorts goes
//! with it; a regular move marks it `moved` this turn, so a second regular move is refused by
//! the rules themselves). So a sequence cannot disagree with `can`, `cost` or `reach` about any
//! of its acts.
//!
//! The answer is the first act that fails, with its rules; else yes with the total Force; the
//! last act may be any question (`… then shielded X`), answered on the board the moves left.

use crate::board::{Board, CardIx, ThisTurn};
use crate::query::{CardName, CardRef, Picked, Query, QueryKind, Span};
use crate::rulebook::Ruleset;
use crate::rules::evaluate_once;
use crate::rules::reach::{destination, is_regular, relocate};
use crate::rules::subject::{AskError, Resolver};
use crate::verdict::{Answer, Gap, Reason, Superseded, Undetermined, Verdict};

/// The card a movement question moves, where the question is one (`can move`, `can land`,
/// `can embark`…): the acts a sequence can play.
fn mover(board: &Board, q: &Query) -> Result<Option<CardIx>, AskError> {
    use QueryKind::*;
    let card = match &q.kind {
        CanMove { card, by: None, .. }
        | CanLand { card, .. }
        | CanTakeOff { card, .. }
        | CanTransit { card, .. }
        | CanShuttle { card, .. }
        | CanEmbark { card, .. }
        | CanTransfer { card, .. }
        | CanDisembark { card, .. } => card,
        _ => return Ok(None),
    };
    Resolver {
        board,
        query: &q.text,
    }
    .card(card)
    .map(Some)
}

/// The act with the place it goes to picked on the board (as `moves` and `reach` name it), so
/// [`destination`] can play it.
fn picked(board: &Board, q: &Query) -> Result<QueryKind, AskError> {
    use QueryKind::*;
    let res = Resolver {
        board,
        query: &q.text,
    };
    let at = |name| CardRef {
        name,
        span: Span::default(),
    };
    let loc = |r: &CardRef| -> Result<CardRef, AskError> {
        let l = res.location(r)?;
        Ok(at(CardName::Picked(Picked::Location(usize::from(l)))))
    };
    let card = |r: &CardRef| -> Result<CardRef, AskError> {
        let c = res.card(r)?;
        Ok(at(CardName::Picked(Picked::Card(usize::from(c)))))
    };
    let mut k = q.kind.clone();
    match &mut k {
        CanMove {
            to: Some(t),
            by: None,
            ..
        }
        | CanLand { at: Some(t), .. }
        | CanTakeOff { to: Some(t), .. }
        | CanTransit { to: t, .. } => *t = loc(t)?,
        CanShuttle { to, .. } => *to = loc(to).or_else(|_| card(to))?,
        CanEmbark { on: h, .. } | CanTransfer { to: h, .. } => *h = card(h)?,
        _ => {}
    }
    Ok(k)
}

/// One act's answer, labelled for the sequence's answer.
fn label(k: usize, q: &Query) -> String {
    format!("act {k} (`{}`)", q.text)
}

/// Takes in an act's reasons, each labelled with its act.
fn take_reasons(into: &mut Vec<Reason>, from: Vec<Reason>, act: &str) {
    for mut r in from {
        r.applied = format!("{act}: {}", r.applied);
        if !into.contains(&r) {
            into.push(r);
        }
    }
}

/// Answers the acts in a row under exactly one ruleset.
fn play(board: &Board, acts: &[Query], ruleset: Ruleset, text: &str) -> Result<Verdict, AskError> {
    let mut v = Verdict::new(text, ruleset);
    // The reasons of the acts allowed so far: the answer's reasons when every act is, merely
    // checked when a later one fails.
    let mut allowed: Vec<Reason> = Vec::new();
    let mut b = board.clone();
    let mut total: Option<i64> = Some(0);
    for (i, q) in acts.iter().enumerate() {
        let k = i + 1;
        let act = label(k, q);
        let last = k == acts.len();
        let Some(c) = mover(&b, q)? else {
            if !last {
                v.answer = Answer::Undetermined;
                v.undetermined_because.push(Undetermined::new(Gap::NotModelled, format!(
                    "{act} is not a move: a sequence plays moves (move, land, take off, shuttle, transit, embark, disembark, transfer) before its last act"
                )));
                return Ok(v);
            }
            // The last act: any question, on the board the moves left.
            let w = evaluate_once(&b, q, ruleset)?;
            v.side = v.side.or(w.side);
            take_reasons(&mut v.reasons, w.reasons, &act);
            take_reasons(&mut v.considered, w.considered, &act);
            v.facts.extend(w.facts);
            v.assumptions.extend(w.assumptions);
            v.undetermined_because.extend(w.undetermined_because);
            v.detail.push(format!("{act}: {}", w.answer.display()));
            v.answer = w.answer;
            v.at_its_time = w.at_its_time;
            return Ok(earlier(v, allowed));
        };
        // Who moves the card: the asker, else its owner (a captive's, its captor).
        v.side = v.side.or(Some(
            q.asker
                .unwrap_or_else(|| crate::board::facts::moved_by(&b, c)),
        ));
        let cost = Query {
            kind: QueryKind::Cost {
                question: Box::new(q.kind.clone()),
            },
            asker: q.asker,
            text: q.text.clone(),
        };
        let w = evaluate_once(&b, &cost, ruleset)?;
        match w.answer {
            Answer::Number(f) => {
                total = total.map(|t| t + f);
                v.detail.push(format!("{act}: yes, {f} Force"));
            }
            Answer::No => {
                v.detail.push(format!("{act}: no"));
                take_reasons(&mut v.reasons, w.reasons, &act);
                take_reasons(&mut v.considered, w.considered, &act);
                v.facts.extend(w.facts);
                v.at_its_time = w.at_its_time.map(|t| format!("{act}: {t}"));
                v.answer = Answer::No;
                return Ok(earlier(v, allowed));
            }
            _ => {
                // No price: legal with its cost set elsewhere, or undetermined.
                let yn = evaluate_once(&b, q, ruleset)?;
                if yn.answer != Answer::Yes {
                    v.detail.push(format!("{act}: {}", yn.answer.display()));
                    take_reasons(&mut v.reasons, yn.reasons, &act);
                    v.undetermined_because.extend(yn.undetermined_because);
                    v.answer = yn.answer;
                    return Ok(earlier(v, allowed));
                }
                total = None;
                v.detail.push(format!("{act}: yes, its cost not known"));
                v.assumptions
                    .extend(w.undetermined_because.iter().map(|u| u.why.clone()));
            }
        }
        take_reasons(&mut allowed, w.reasons, &act);
        for a in w.assumptions {
            if !v.assumptions.contains(&a) {
                v.assumptions.push(a);
            }
        }
        let Some(to) = destination(&b, c, &picked(&b, q)?) else {
            v.answer = Answer::Undetermined;
            v.undetermined_because.push(Undetermined::new(
                Gap::NotModelled,
                format!("{act} names no place to go, so what the next act finds is not known"),
            ));
            return Ok(earlier(v, allowed));
        };
        relocate(&mut b, c, to);
        if is_regular(&q.kind) && !b.cards[c].this_turn.contains(&ThisTurn::Moved) {
            b.cards[c].this_turn.push(ThisTurn::Moved);
        }
    }
    if let Some(t) = total {
        v.detail.push(format!("total: {t} Force"));
    }
    v.reasons = allowed;
    v.answer = Answer::Yes;
    Ok(v)
}

/// The answer made by a later act: the acts allowed before it were checked, and it decided
/// (its reasons first).
fn earlier(mut v: Verdict, allowed: Vec<Reason>) -> Verdict {
    if v.answer == Answer::Yes || matches!(v.answer, Answer::Number(_)) {
        let mut reasons = allowed;
        reasons.extend(std::mem::take(&mut v.reasons));
        v.reasons = reasons;
    } else {
        let mut checked = allowed;
        checked.extend(std::mem::take(&mut v.considered));
        v.considered = checked;
    }
    v
}

/// `<act> then <act> …`: the first act that fails and its rules, else yes with the total
/// Force; with what older rulesets would say where they differ.
pub fn evaluate_sequence(
    board: &Board,
    acts: &[Query],
    ruleset: Ruleset,
    text: &str,
) -> Result<Verdict, AskError> {
    let mut v = play(board, acts, ruleset, text)?;
    for older in ruleset.older() {
        let o = play(board, acts, older, text)?;
        if o.answer == v.answer {
            continue;
        }
        let why = o
            .reasons
            .first()
            .map(|r| format!(": {} ({})", r.applied, r.rule))
            .or_else(|| o.undetermined_because.first().map(|u| format!(": {u}")))
            .unwrap_or_default();
        match v.superseded.last_mut() {
            Some(s) if s.answer == o.answer => s.rulesets.insert(0, older),
            _ => v.superseded.push(Superseded {
                rulesets: vec![older],
                answer: o.answer.clone(),
                rules: o.reasons.iter().map(|r| r.rule).collect(),
                note: format!(
                    "under `{}` this would be {}{why}",
                    older.name(),
                    o.answer.display()
                ),
            }),
        }
    }
    Ok(v)
}
