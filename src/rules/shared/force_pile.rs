//! The Force an act costs, weighed against the Force Pile the board records (the scope policy's
//! "Limits on assuming": a fact written on the board decides over an assumption). Paying is an
//! everyday base requirement taken as met where the board says nothing of the acting side's
//! Force Pile; where it writes one, the act's price decides.

use crate::rulebook::base::FORCE_PILE;
use crate::rules::actions::{Act, Action, Check, Cx, Outcome, Stage, price_of};

/// One check for every act with a price: the price is the one `cost` gives for the act (the
/// table's price checks, probed: `actions::price_of`, with what the cards' own text read
/// changes, `Eval::text_priced`), weighed against the acting side's Force Pile. Above it, the
/// act is refused, naming the pile, the price and where the price comes from; within it, the
/// pile is a fact of the answer (and the handlers' assumption that the act is paid goes). A
/// price not known (text that sets it, not read) is not weighed: the act is open on it
/// already. Runs on the Rule stage after the card-text checks, which record the prices their
/// sentences set.
pub(crate) static CHECK: Check = Check {
    on: &[
        Action::Deploy,
        Action::Move,
        Action::React,
        Action::Shuttle,
        Action::Transfer,
        Action::Transit,
        Action::Land,
        Action::TakeOff,
        Action::Embark,
        Action::Disembark,
        Action::Attack,
    ],
    stage: Stage::Rule,
    name: "an act's price is paid from the acting side's Force Pile, where the board records it",
    rules: &[],
    run: force_pile,
};

fn force_pile(e: &mut Cx, act: &Act) -> Outcome {
    let Some(side) = payer(e, act) else {
        return Outcome::NotMine;
    };
    let Some(pile) = e.board.player(side).force_pile else {
        return Outcome::NotMine;
    };
    let Some((n, kept, mut lines)) = price_of(e, act) else {
        return Outcome::NotMine;
    };
    let price = e.text_priced_keeping(n, kept);
    lines.extend(e.text_price_lines().iter().cloned());
    let from = if lines.is_empty() {
        String::new()
    } else {
        format!(" ({})", lines.join("; "))
    };
    let what = act_words(act);
    e.pile_weighed();
    e.fact(
        format!("{} Force Pile", side.title()),
        format!("{pile} (force_pile on the board)"),
    );
    if price > pile {
        e.because_base(
            &FORCE_PILE,
            format!(
                "{what} costs {price} Force{from}, more than the {pile} in the {}'s Force Pile (force_pile: {pile})",
                side.title()
            ),
        );
        Outcome::Refuse
    } else {
        e.allow_base(
            &FORCE_PILE,
            format!(
                "{what} costs {price} Force{from}, within the {pile} in the {}'s Force Pile (force_pile: {pile})",
                side.title()
            ),
        );
        Outcome::Clear
    }
}

/// The side that pays for the act: the one that makes it, or the attacking side's (an attack
/// names no side: its attacker's).
fn payer(e: &Cx, act: &Act) -> Option<crate::rulebook::Side> {
    match *act {
        Act::Attack { attacker, .. } => Some(e.board.cards[attacker].side),
        _ => act.side(),
    }
}

/// The act, in words.
fn act_words(act: &Act) -> &'static str {
    match act.action() {
        Action::Deploy => "the deployment",
        Action::React => "the react",
        Action::Shuttle => "the shuttle",
        Action::Transfer => "the transfer",
        Action::Transit => "the docking bay transit",
        Action::Land => "the landing",
        Action::TakeOff => "the take-off",
        Action::Embark => "embarking",
        Action::Disembark => "disembarking",
        Action::Attack => "initiating the attack",
        _ => "the move",
    }
}
