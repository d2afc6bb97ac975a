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
