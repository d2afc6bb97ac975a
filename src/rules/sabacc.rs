//! Sabacc (Cloud City): resolving two revealed sabacc hands — wild and clone cards valued best
//! for their holder, the winner, and what the loser gives up.

use super::eval::Eval;
use super::subject::AskError;
use crate::query::{SabaccCard, Side};
use crate::rulebook::sabacc::SABACC;
use crate::verdict::Answer;

/// Most and fewest cards in a sabacc hand.
pub const MIN_CARDS: usize = 2;
pub const MAX_CARDS: usize = 6;
/// The target total.
pub const TARGET: i64 = 11;

/// One hand valued as well as its holder can.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Valued {
    /// The value each card counts for, in hand order.
    pub values: Vec<i64>,
    pub total: i64,
    /// The first two cards are plain and total 11.
    pub perfect: bool,
}

/// Who won.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Win { winner: Side, perfect: bool },
    Draw { both_perfect: bool },
}

/// How good a total is for its holder: any total up to 11 beats any total over it; below, the
/// higher the better; above, the lower the better.
fn goodness(total: i64) -> (bool, i64) {
    if total <= TARGET {
        (true, total)
    } else {
        (false, total.saturating_neg())
    }
}

/// Values a hand: every wild card 1–6 and every clone a copy of another card's value, chosen for
/// the best total (the lowest wild values first among equally good choices). A hand of clones
/// alone is worth 0. The caller checks the hand's size.
pub(crate) fn value(hand: &[SabaccCard]) -> Valued {
    let perfect = matches!(
        hand,
        [SabaccCard::Value(a), SabaccCard::Value(b), ..] if a.checked_add(*b) == Some(TARGET)
    );
    let wilds: Vec<usize> = (0..hand.len())
        .filter(|&i| hand[i] == SabaccCard::Wild)
        .collect();
    let clones: Vec<usize> = (0..hand.len())
        .filter(|&i| hand[i] == SabaccCard::Clone)
        .collect();
    if clones.len() == hand.len() {
        return Valued {
            values: vec![0; hand.len()],
            total: 0,
            perfect,
        };
    }
    let mut best: Option<Valued> = None;
    let mut wild_values = vec![1i64; wilds.len()];
    loop {
        let mut values: Vec<i64> = hand
            .iter()
            .map(|c| match c {
                SabaccCard::Value(n) => *n,
                _ => 0,
            })
            .collect();
        for (k, &i) in wilds.iter().enumerate() {
            values[i] = wild_values[k];
        }
        // A clone copies a card that is not a clone (a clone of a clone copies the same).
        let mut choices: Vec<i64> = (0..hand.len())
            .filter(|&i| hand[i] != SabaccCard::Clone)
            .map(|i| values[i])
            .collect();
        choices.sort_unstable();
        choices.dedup();
        let mut pick = vec![0usize; clones.len()];
        loop {
            for (k, &i) in clones.iter().enumerate() {
                values[i] = choices[pick[k]];
            }
            let total: i64 = values.iter().fold(0i64, |t, v| t.saturating_add(*v));
            if best
                .as_ref()
                .is_none_or(|b| goodness(total) > goodness(b.total))
            {
                best = Some(Valued {
                    values: values.clone(),
                    total,
                    perfect,
                });
            }
            if !advance(&mut pick, choices.len()) {
                break;
            }
        }
        if !advance_wild(&mut wild_values) {
            break;
        }
    }
    best.unwrap_or(Valued {
        values: vec![0; hand.len()],
        total: 0,
        perfect,
    })
}

/// Next combination of indexes below `n` (odometer); false after the last.
fn advance(pick: &mut [usize], n: usize) -> bool {
    for p in pick.iter_mut() {
        *p += 1;
        if *p < n {
            return true;
        }
        *p = 0;
    }
    false
}

/// Next assignment of wild values 1–6; false after the last.
fn advance_wild(w: &mut [i64]) -> bool {
    for v in w.iter_mut() {
        *v += 1;
        if *v <= 6 {
            return true;
        }
        *v = 1;
    }
    false
}

/// The outcome of two valued hands of `nl` and `nd` cards.
pub(crate) fn resolve(light: &Valued, nl: usize, dark: &Valued, nd: usize) -> Outcome {
    match (light.perfect, dark.perfect) {
        (true, true) => return Outcome::Draw { both_perfect: true },
        (true, false) => {
            return Outcome::Win {
                winner: Side::Light,
                perfect: true,
            };
        }
        (false, true) => {
            return Outcome::Win {
                winner: Side::Dark,
                perfect: true,
            };
        }
        (false, false) => {}
    }
    let (gl, gd) = (goodness(light.total), goodness(dark.total));
    let winner = if gl != gd {
        if gl > gd { Side::Light } else { Side::Dark }
    } else if nl != nd {
        if nl < nd { Side::Light } else { Side::Dark }
    } else {
        return Outcome::Draw {
            both_perfect: false,
        };
    };
    Outcome::Win {
        winner,
        perfect: false,
    }
}

fn card_word(c: &SabaccCard) -> String {
    match c {
        SabaccCard::Value(n) => n.to_string(),
        SabaccCard::Wild => "wild".into(),
        SabaccCard::Clone => "clone".into(),
    }
}

/// `wild→4 + clone→4 + 3 = 11`
fn explain(hand: &[SabaccCard], v: &Valued) -> String {
    if !hand.is_empty() && hand.iter().all(|c| *c == SabaccCard::Clone) {
        return format!(
            "{} = 0 (a hand of clone cards alone is worth 0)",
            hand.iter().map(card_word).collect::<Vec<_>>().join(" + ")
        );
    }
    let parts: Vec<String> = hand
        .iter()
        .zip(&v.values)
        .map(|(c, n)| match c {
            SabaccCard::Value(_) => n.to_string(),
            other => format!("{}→{n}", card_word(other)),
        })
        .collect();
    format!("{} = {}", parts.join(" + "), v.total)
}

/// `sabacc light <values> dark <values>`
pub(crate) fn ask_sabacc(
    e: &mut Eval,
    light: &[SabaccCard],
    dark: &[SabaccCard],
) -> Result<(), AskError> {
    if !e.in_force(&SABACC) {
        e.missing("sabacc is played by the rules of the Cloud City supplement, which this ruleset does not include");
        return Ok(());
    }
    let mut bad = Vec::new();
    for (side, hand) in [(Side::Light, light), (Side::Dark, dark)] {
        if !(MIN_CARDS..=MAX_CARDS).contains(&hand.len()) {
            bad.push(format!(
                "the {}'s hand holds {} card{}",
                side.title(),
                hand.len(),
                if hand.len() == 1 { "" } else { "s" }
            ));
        }
    }
    if !bad.is_empty() {
        e.refuse(
            &SABACC,
            format!(
                "a sabacc hand holds two to six cards (each player draws two and may draw up to six), but {}: no such game can be resolved",
                bad.join(" and ")
            ),
        );
        return Ok(());
    }
    let (vl, vd) = (value(light), value(dark));
    for (side, hand, v) in [(Side::Light, light, &vl), (Side::Dark, dark, &vd)] {
        e.fact(format!("{} total", side.title()), v.total.to_string());
        e.detail(format!(
            "{}: {}{}",
            side.title(),
            explain(hand, v),
            if v.perfect {
                " — perfect sabacc: the first two cards are plain and total 11"
            } else if v.total > TARGET {
                " — over 11"
            } else {
                ""
            }
        ));
    }
    for (side, hand, v) in [(Side::Light, light, &vl), (Side::Dark, dark, &vd)] {
        if v.perfect && hand.len() > 2 {
            e.detail(format!("the {} announces sabacc on its first two cards and wins at once: the cards listed after them do not matter", side.title()));
        }
    }
    let out = resolve(&vl, light.len(), &vd, dark.len());
    let answer = match out {
        Outcome::Draw { both_perfect: true } => {
            e.because(
                &SABACC,
                "both players have a perfect sabacc: the game is a draw, and nobody gives up a card",
            );
            vec!["draw".to_string()]
        }
        Outcome::Draw {
            both_perfect: false,
        } => {
            e.because(&SABACC, format!("both totals are {} and both hands hold {} cards: the game is a draw, with no winner or loser", vl.total, light.len()));
            vec!["draw".to_string()]
        }
        Outcome::Win { winner, perfect } => {
            let loser = winner.opponent();
            let (w, l) = match winner {
                Side::Light => (&vl, &vd),
                Side::Dark => (&vd, &vl),
            };
            let (wn, ln) = match winner {
                Side::Light => (light.len(), dark.len()),
                Side::Dark => (dark.len(), light.len()),
            };
            let why = if perfect {
                format!(
                    "the {} has a perfect sabacc (its first two cards are plain and total 11) and wins double",
                    winner.title()
                )
            } else if w.total == l.total || goodness(w.total) == goodness(l.total) {
                format!(
                    "both totals are {}, and the {} holds fewer cards ({wn} against {ln})",
                    w.total,
                    winner.title()
                )
            } else if w.total <= TARGET && l.total > TARGET {
                format!(
                    "the {}'s {} does not pass 11; the {}'s {} does",
                    winner.title(),
                    w.total,
                    loser.title(),
                    l.total
                )
            } else if w.total <= TARGET {
                format!(
                    "{} is nearer 11 than {} without passing it",
                    w.total, l.total
                )
            } else {
                format!(
                    "both pass 11, and {} is nearer to it than {}",
                    w.total, l.total
                )
            };
            let gives = if perfect {
                e.detail(format!("the {} gives up each of its first two sabacc cards: any listed among the stakes go to the {}'s Used Pile, the others to the {}'s Lost Pile", loser.title(), winner.title(), loser.title()));
                format!("{} gives up both of its first two cards", loser.name())
            } else {
                e.detail(format!("the {} gives up one sabacc card: if any of its cards are among the stakes, the {} chooses one and places it in its own Used Pile as if 'stolen'; otherwise the {} chooses any one of them to be lost", loser.title(), winner.title(), winner.title()));
                format!("{} gives up one card", loser.name())
            };
            e.because(&SABACC, format!("{why}: the {} wins", winner.title()));
            vec![format!("{} wins", winner.name()), gives]
        }
    };
    e.detail("every other sabacc card goes to its owner's Used Pile, and regular play resumes");
    e.answer(Answer::List(answer));
    Ok(())
}

#[cfg(test)]
mod tests;
