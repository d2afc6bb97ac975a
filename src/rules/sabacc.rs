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
pub fn value(hand: &[SabaccCard]) -> Valued {
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
pub fn resolve(light: &Valued, nl: usize, dark: &Valued, nd: usize) -> Outcome {
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
pub fn ask_sabacc(e: &mut Eval, light: &[SabaccCard], dark: &[SabaccCard]) -> Result<(), AskError> {
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
mod tests {
    use super::*;
    use SabaccCard::{Clone as C, Value as V, Wild as W};

    fn v(hand: &[SabaccCard]) -> Valued {
        value(hand)
    }

    #[test]
    fn plain_cards_add_up() {
        let x = v(&[V(5), V(3), V(2)]);
        assert_eq!(x.total, 10);
        assert_eq!(x.values, vec![5, 3, 2]);
        assert!(!x.perfect);
    }

    #[test]
    fn a_wild_card_takes_the_best_value_1_to_6() {
        // 4 + wild: 6 is best (10), not 7.
        assert_eq!(v(&[V(4), W]).values, vec![4, 6]);
        // 7 + wild: 4 reaches 11 exactly.
        assert_eq!(v(&[V(7), W]).total, 11);
        // 9 + wild + wild: 1 and 1 = 11; a wild never goes below 1.
        let x = v(&[V(9), W, W]);
        assert_eq!(x.total, 11);
        assert_eq!(x.values, vec![9, 1, 1]);
        // 10 + wild: the smallest wild, 1, still gives 11.
        assert_eq!(v(&[V(10), W]).total, 11);
        // 11 + wild: going over is forced; 1 keeps the total nearest 11.
        let x = v(&[V(11), W]);
        assert_eq!(x.total, 12);
        assert_eq!(x.values, vec![11, 1]);
        // Two wilds alone: 5 + 6 (or any pair totalling 11).
        assert_eq!(v(&[W, W]).total, 11);
        // Three wilds: at most 18, at least 3: 11.
        assert_eq!(v(&[W, W, W]).total, 11);
        // Six wilds: the least is 6.
        assert_eq!(v(&[W, W, W, W, W, W]).total, 11);
    }

    #[test]
    fn a_wild_card_avoids_going_over() {
        // 8 + wild: a 6 would make 14; 3 makes 11.
        let x = v(&[V(8), W]);
        assert_eq!(x.values, vec![8, 3]);
        assert_eq!(x.total, 11);
    }

    #[test]
    fn a_clone_copies_another_card_even_a_wild() {
        // clone copies 5 or 3: 5 + 3 + 3 = 11.
        let x = v(&[V(5), V(3), C]);
        assert_eq!(x.values, vec![5, 3, 3]);
        // wild + clone + 3: wild 4, clone 4.
        let x = v(&[W, C, V(3)]);
        assert_eq!(x.total, 11);
        assert_eq!(x.values, vec![4, 4, 3]);
        // clone copies only cards in the hand: 2 + clone = 4.
        assert_eq!(v(&[V(2), C]).total, 4);
        // 6 + clone: 12, forced over.
        assert_eq!(v(&[V(6), C]).total, 12);
        // two clones and a 3: both copy 3.
        assert_eq!(v(&[C, C, V(3)]).values, vec![3, 3, 3]);
        // clones may copy different cards: 1 + 4 + clone + clone: 4 + 1 = 10 (4+4 = 13 over).
        assert_eq!(v(&[V(1), V(4), C, C]).total, 10);
    }

    #[test]
    fn a_hand_of_clones_alone_is_worth_zero() {
        assert_eq!(v(&[C, C]).total, 0);
        assert_eq!(v(&[C, C, C, C, C, C]).values, vec![0; 6]);
    }

    #[test]
    fn perfect_sabacc_needs_two_plain_first_cards_totalling_11() {
        assert!(v(&[V(5), V(6)]).perfect);
        assert!(v(&[V(4), V(7), V(3)]).perfect, "the first two decide");
        assert!(!v(&[V(5), W]).perfect, "a wild is not plain");
        assert!(!v(&[C, V(11)]).perfect, "a clone is not plain");
        assert!(
            !v(&[V(3), V(2), V(6)]).perfect,
            "11 only with the third card"
        );
    }

    fn win(w: Side, perfect: bool) -> Outcome {
        Outcome::Win { winner: w, perfect }
    }

    fn play(l: &[SabaccCard], d: &[SabaccCard]) -> Outcome {
        resolve(&value(l), l.len(), &value(d), d.len())
    }

    #[test]
    fn nearest_11_without_going_over_wins() {
        assert_eq!(play(&[V(5), V(5)], &[V(3), V(4)]), win(Side::Light, false));
        assert_eq!(play(&[V(2), V(2)], &[V(3), V(6)]), win(Side::Dark, false));
        // 8 beats 12: going over loses to any total that does not.
        assert_eq!(play(&[V(4), V(4)], &[V(6), V(6)]), win(Side::Light, false));
        // 0 (all clones) still beats a total over 11.
        assert_eq!(play(&[C, C], &[V(6), V(7)]), win(Side::Light, false));
    }

    #[test]
    fn both_over_the_nearer_wins() {
        assert_eq!(play(&[V(7), V(6)], &[V(7), V(7)]), win(Side::Light, false));
        assert_eq!(play(&[V(9), V(9)], &[V(6), V(7)]), win(Side::Dark, false));
    }

    #[test]
    fn ties_go_to_the_smaller_hand_else_draw() {
        assert_eq!(
            play(&[V(3), V(4), V(2)], &[V(4), V(5)]),
            win(Side::Dark, false)
        );
        assert_eq!(
            play(&[V(3), V(4)], &[V(2), V(2), V(3)]),
            win(Side::Light, false)
        );
        assert_eq!(
            play(&[V(3), V(4)], &[V(2), V(5)]),
            Outcome::Draw {
                both_perfect: false
            }
        );
        // Both over by the same total.
        assert_eq!(
            play(&[V(7), V(7)], &[V(6), V(8)]),
            Outcome::Draw {
                both_perfect: false
            }
        );
    }

    #[test]
    fn perfect_sabacc_wins_double_and_two_perfect_hands_draw() {
        // The dark hand totals 11 too (wild 4, clone 4, 3), but the light hand is perfect.
        assert_eq!(play(&[V(5), V(6)], &[W, C, V(3)]), win(Side::Light, true));
        assert_eq!(play(&[V(2), V(3)], &[V(4), V(7)]), win(Side::Dark, true));
        assert_eq!(
            play(&[V(5), V(6)], &[V(4), V(7)]),
            Outcome::Draw { both_perfect: true }
        );
        // A perfect pair wins against a hand of the same size that also makes 11.
        assert_eq!(play(&[V(9), V(2)], &[W, W]), win(Side::Light, true));
        // A perfect pair wins even when more cards follow it in the hand.
        assert_eq!(
            play(&[V(9), V(2), V(5)], &[V(5), V(5)]),
            win(Side::Light, true)
        );
    }

    /// The whole question, on an empty Cloud City board.
    fn ask(q: &str) -> crate::Verdict {
        let s = crate::scenario::load_str(
            "t.yaml",
            "rules: cloud-city\nrows:\n  Bespin:\n    - system: Bespin\n",
            crate::catalog::Catalog::builtin(),
        )
        .expect("loads");
        crate::ask(&s.board, q, None).expect("answers")
    }

    #[test]
    fn a_hand_holds_two_to_six_cards() {
        let six = ask("sabacc light 1, 1, 1, 1, 1, wild dark 5, 5");
        assert_eq!(
            six.answer,
            Answer::List(vec!["light wins".into(), "dark gives up one card".into()])
        );
        assert!(
            six.detail
                .iter()
                .any(|d| d.contains("wild→6") && d.ends_with("= 11"))
        );
        let seven = ask("sabacc light 1, 1, 1, 1, 1, 1, 1 dark 5, 5");
        assert_eq!(seven.answer, Answer::No);
        assert!(seven.reasons[0].applied.contains("7 cards"));
        let one = ask("sabacc light 5, 5 dark 9");
        assert_eq!(one.answer, Answer::No);
        assert!(
            one.reasons[0]
                .applied
                .contains("Dark Side's hand holds 1 card")
        );
    }

    #[test]
    fn the_answer_names_the_loss_and_the_older_rulesets_know_no_sabacc() {
        let v = ask("sabacc light 4, 7 dark 5, 6");
        assert_eq!(v.answer, Answer::List(vec!["draw".into()]));
        let v = ask("sabacc light clone, clone dark 6, 7");
        assert!(
            v.detail
                .iter()
                .any(|d| d.contains("= 0 (a hand of clone cards alone"))
        );
        assert_eq!(v.superseded[0].answer, Answer::Undetermined);
        let v = ask("sabacc light 2, 3 dark 4, 7");
        assert_eq!(
            v.answer,
            Answer::List(vec![
                "dark wins".into(),
                "light gives up both of its first two cards".into()
            ])
        );
    }
}
