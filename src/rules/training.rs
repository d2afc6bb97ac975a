//! Jedi training: Jedi Tests in numeric order, training destiny, ability raised by a test.
//!
//! A completed Jedi Test is placed on its apprentice: in a scenario it is listed under the
//! apprentice's `carrying:` (docs/scenario-format.md). A test being attempted stands at its site.

use super::eval::Eval;
use super::subject::AskError;
use crate::board::{Board, CardIx, LocKind};
use crate::catalog::CardType;
use crate::query::CardRef;
use crate::rulebook::training::JEDI_TRAINING;
use crate::verdict::Answer;

/// The test numbers placed on a character (its carried Jedi Tests), sorted.
pub(crate) fn completed(board: &Board, c: CardIx) -> Vec<(u8, String)> {
    let mut v: Vec<(u8, String)> = board.cards[c]
        .carrying
        .iter()
        .filter_map(|&t| {
            let d = board.card_def(t);
            (d.card_type == CardType::JediTest)
                .then(|| d.jedi_test.map(|n| (n, d.plain_title().to_string())))
                .flatten()
        })
        .collect();
    v.sort();
    v
}

/// The tests of 1..n that are not yet completed.
pub(crate) fn gaps(done: &[u8], n: u8) -> Vec<u8> {
    (1..n).filter(|k| !done.contains(k)).collect()
}

/// The ability after completing test `n`: the test number when higher, else unchanged.
pub(crate) fn ability_after(ability: i64, n: u8) -> i64 {
    ability.max(i64::from(n))
}

/// Dagobah sites on table (each adds 1 to training destiny).
fn dagobah_sites(board: &Board) -> Vec<String> {
    board
        .locations_of_kind(LocKind::Site)
        .iter()
        .map(|&l| board.loc_def(l))
        .filter(|d| d.key().starts_with("dagobah:"))
        .map(|d| d.plain_title().to_string())
        .collect()
}

/// The characters an apprentice could be brought to as its mentor: its side's other characters
/// standing at a Dagobah site (the supplement brings an apprentice to a mentor on Dagobah; which
/// of them the Jedi Test may target is that test's own text). Split into those not missing and
/// those missing.
fn mentors_on_dagobah(board: &Board, c: CardIx) -> (Vec<CardIx>, Vec<CardIx>) {
    let side = board.cards[c].side;
    board
        .cards
        .keys()
        .filter(|&o| o != c && board.cards[o].side == side)
        .filter(|&o| board.card_def(o).card_type == CardType::Character)
        .filter(|&o| {
            board.location_of(o).is_some_and(|l| {
                let d = board.loc_def(l);
                !d.is_system() && d.key().starts_with("dagobah:")
            })
        })
        .partition(|&o| !board.cards[o].state.missing)
}

/// The mentor the training needs: a character of the apprentice's side on Dagobah. A missing
/// one is off the table for training under the update (it names no missing cards), and the
/// Hoth supplement's list of what a missing character may not do does not speak to it. True
/// when that decided the answer.
fn no_mentor(e: &mut Eval, c: CardIx) -> bool {
    use crate::rulebook::missing::{MISSING, U_ON_TABLE};
    let board = e.board;
    let name = board.card_name(c);
    let (here, missing) = mentors_on_dagobah(board, c);
    let names = |v: &[CardIx]| {
        v.iter()
            .map(|&o| board.card_name(o))
            .collect::<Vec<_>>()
            .join(", ")
    };
    if !here.is_empty() {
        e.fact(
            format!("who could be {name}'s mentor on Dagobah"),
            names(&here),
        );
        return false;
    }
    if missing.is_empty() {
        e.refuse(
            &JEDI_TRAINING,
            format!("no other character of {name}'s side stands on Dagobah: training brings an apprentice to a mentor on Dagobah, and there is none to be {name}'s mentor"),
        );
        return true;
    }
    let list = names(&missing);
    let verb = if missing.len() == 1 { "is" } else { "are" };
    if e.in_force(&U_ON_TABLE) {
        e.refuse(
            &U_ON_TABLE,
            format!("{list} {verb} missing: on table only for rules that name missing cards, and Jedi training is not one, so {name} has no mentor on Dagobah"),
        );
    } else {
        e.consider(
            &MISSING,
            format!("{list} {verb} missing: still in play beneath the site, with no presence"),
        );
        e.missing(format!("whether the missing {list} may be {name}'s mentor: the Hoth supplement's list of what a missing character may not do does not speak to training (the later update, `--rules latest`, takes a missing card off the table for such rules)"));
    }
    true
}

/// The catalog's title of Jedi Test `n`, if it has one.
fn test_title(board: &Board, n: u8) -> Option<String> {
    board
        .catalog
        .of_type(CardType::JediTest)
        .into_iter()
        .find(|(_, d)| d.jedi_test == Some(n))
        .map(|(_, d)| d.plain_title().to_string())
}

/// A missing apprentice: the update puts a missing character on table only for rules that name
/// missing cards, and Jedi training is not one, so it takes no test. The Hoth supplement keeps
/// it in play with a list of what it may not do that does not speak to training: undetermined
/// there, naming the update. True when that decided the answer.
fn missing_apprentice(e: &mut Eval, c: CardIx) -> bool {
    use crate::rulebook::missing::{MISSING, U_ON_TABLE};
    let name = e.board.card_name(c);
    if e.in_force(&U_ON_TABLE) {
        e.refuse(
            &U_ON_TABLE,
            format!("{name} is missing: it is on table only for rules that name missing cards, and Jedi training is not one, so it takes no Jedi test"),
        );
    } else {
        e.consider(
            &MISSING,
            format!("{name} is missing: still in play beneath its site, with no presence"),
        );
        e.missing(format!("whether the missing {name} may attempt a Jedi test: the Hoth supplement's list of what a missing character may not do does not speak to training (the later update, `--rules latest`, takes it off the table for such rules)"));
    }
    true
}

/// `jedi-test <apprentice> test <n> [destiny <d>]`
pub(crate) fn ask_jedi_test(
    e: &mut Eval,
    card: &CardRef,
    test: i64,
    destiny: Option<i64>,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let board = e.board;
    let def = board.card_def(c);
    let name = board.card_name(c);
    e.v.side = Some(board.cards[c].side);
    if def.card_type != CardType::Character {
        return Err(e.res.wrong_kind(
            card,
            format!(
                "`{}` is a {}: only characters train as apprentices",
                def.plain_title(),
                def.kind_words()
            ),
            "not a character",
            Some("name the apprentice: `jedi-test \"Luke Skywalker\" test 1`".into()),
        ));
    }
    if !e.in_force(&JEDI_TRAINING) {
        e.missing("Jedi training arrives with the Dagobah supplement");
        return Ok(());
    }
    if board.cards[c].state.missing && missing_apprentice(e, c) {
        return Ok(());
    }
    if no_mentor(e, c) {
        return Ok(());
    }
    let Ok(n) = u8::try_from(test) else {
        e.refuse(
            &JEDI_TRAINING,
            format!("Jedi Tests are numbered from 1 upwards; there is no test {test}"),
        );
        return Ok(());
    };
    if n == 0 {
        e.refuse(
            &JEDI_TRAINING,
            "Jedi Tests are numbered from 1 upwards; there is no test 0",
        );
        return Ok(());
    }
    let title = test_title(board, n)
        .map(|t| format!("Jedi Test #{n} ({t})"))
        .unwrap_or_else(|| format!("Jedi Test #{n}"));
    let done = completed(board, c);
    let numbers: Vec<u8> = done.iter().map(|(k, _)| *k).collect();
    e.fact(
        format!("Jedi Tests placed on {name}"),
        if done.is_empty() {
            "none".to_string()
        } else {
            done.iter()
                .map(|(k, t)| format!("#{k} {t}"))
                .collect::<Vec<_>>()
                .join(", ")
        },
    );
    if numbers.contains(&n) {
        e.refuse(
            &JEDI_TRAINING,
            format!("{title} is already placed on {name}: an apprentice may not attempt it again"),
        );
        return Ok(());
    }
    let missing = gaps(&numbers, n);
    if !missing.is_empty() {
        let list = missing
            .iter()
            .map(|k| format!("#{k}"))
            .collect::<Vec<_>>()
            .join(", ");
        e.refuse(
            &JEDI_TRAINING,
            format!(
                "Jedi Tests are attempted in numerical sequence: {name} has not completed {list}, so {title} must wait"
            ),
        );
        return Ok(());
    }
    e.because(
        &JEDI_TRAINING,
        format!(
            "{name} has completed every test below #{n} and not #{n} itself: {title} is next in sequence"
        ),
    );
    note_other_apprentices(e, c);
    note_ability(e, c, n);
    // Training destiny.
    let sites = dagobah_sites(board);
    let bonus = sites.len() as i64;
    e.because(
        &JEDI_TRAINING,
        if sites.is_empty() {
            "no Dagobah site is on table: training destiny gets no bonus".to_string()
        } else {
            format!(
                "{bonus} Dagobah site{} on table ({}): +{bonus} to each training destiny",
                if bonus == 1 { "" } else { "s" },
                sites.join(", ")
            )
        },
    );
    e.fact("training destiny bonus", format!("+{bonus}"));
    e.fact(
        format!("what {title} requires"),
        "its own card text (how to begin, attempt and complete it, and the total needed): not read by swjudge",
    );
    if board.cards.iter().any(|x| board.def(x.def).key() == "yoda") {
        e.assume("card text that adds to training destiny (Yoda's own, when he is the mentor) is not counted here");
    }
    match destiny {
        Some(d) => {
            e.detail(format!("training destiny drawn: {d}"));
            e.detail(format!("+{bonus}: Dagobah sites on table"));
            e.detail(format!("training destiny total: {}", d + bonus));
            e.answer(Answer::Number(d + bonus));
        }
        None => {
            e.detail(format!(
                "each training destiny for {title}: the card drawn +{bonus}"
            ));
            e.assume(format!(
                "{title}'s own conditions for beginning and attempting it are met (card text)"
            ));
            e.answer(Answer::Yes);
        }
    }
    Ok(())
}

/// Other apprentices in training: a mentor may train several.
fn note_other_apprentices(e: &mut Eval, c: CardIx) {
    let board = e.board;
    let others: Vec<String> = board
        .cards
        .keys()
        .filter(|&o| o != c && !completed(board, o).is_empty())
        .map(|o| board.card_name(o))
        .collect();
    if !others.is_empty() {
        e.allow(
            &JEDI_TRAINING,
            format!(
                "{} also in training: a mentor may train several apprentices at once, and an apprentice may change mentors between tests",
                others.join(", ") + if others.len() == 1 { " is" } else { " are" }
            ),
        );
    }
}

/// The apprentice's ability on completing test `n`.
fn note_ability(e: &mut Eval, c: CardIx, n: u8) {
    let board = e.board;
    let def = board.card_def(c);
    let name = board.card_name(c);
    let ability = board.cards[c].ability.or(def.ability);
    match ability {
        Some(a) if i64::from(n) > a => {
            e.because(
                &JEDI_TRAINING,
                format!(
                    "completing test #{n} would raise {name}'s ability from {a} to {n}, the test's number"
                ),
            );
            e.fact(
                format!("{name}'s ability on completing #{n}"),
                format!("{}", ability_after(a, n)),
            );
        }
        Some(a) => {
            e.fact(
                format!("{name}'s ability on completing #{n}"),
                format!("{a} (unchanged: the test's number is not above it)"),
            );
        }
        None => e.assume(format!(
            "{name}'s ability would rise to {n} on completion if it is lower (its ability is not in the catalog)"
        )),
    }
}

#[cfg(test)]
mod tests;
