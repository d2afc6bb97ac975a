//! A deployment's base price, on the table's Price stage: the card's printed deploy cost, or,
//! where the card database prints it as `*`, the price the card's own text sets.

use crate::rules::actions::{Act, Action, Check, Cx, Outcome, Stage};

/// What a deployment costs before anything changes it: the printed deploy cost (the card
/// database's, else a board's `deploy_cost:` for a card it writes). A cost printed `*` is set by
/// the card's own text ("To deploy, requires 1 Force from each player's Force Pile"): the
/// card-text checks record that price on the Rule stage, which [`crate::rules::eval::Eval::settle`]
/// applies; without one the price is open, named. Asked only whether it may deploy, a price is
/// not weighed.
pub(crate) static PRINTED_CHECK: Check = Check {
    on: &[Action::Deploy],
    stage: Stage::Price,
    name: "a deployment costs the card's printed deploy cost, or the price its own text sets",
    rules: &[],
    run: printed_check,
};

fn printed_check(e: &mut Cx, act: &Act) -> Outcome {
    let Act::Deploy { card, with, .. } = *act else {
        return Outcome::NotMine;
    };
    let title = card.plain_title().to_string();
    let own = match card.deploy_cost.or(card.yj.deploy_cost) {
        Some(n) => {
            e.base_price(n);
            if e.want_cost() {
                e.cost(format!("{title}'s printed deploy cost: {n} Force"));
            }
            Outcome::Clear
        }
        None if !e.want_cost() => Outcome::Clear,
        // The card's own text set the price (a line of cost quoting it, written by `settle`).
        None if e.text_sets_price() => {
            e.base_price(0);
            e.cost(format!(
                "{title}'s printed deploy cost is not a number in the card database: its own text sets the price"
            ));
            Outcome::Clear
        }
        None => {
            e.missing(format!(
                "the cost of deploying {title}: its printed deploy cost is not a number in the card database, and no text read sets it"
            ));
            Outcome::Open
        }
    };
    if own == Outcome::Open {
        return own;
    }
    // Deployed together with its pilot, one action at normal use of the Force (the Hoth
    // supplement's starfighter deployment): the pilot's own deploy cost is paid too (a pilot
    // named in play is not deployed, and costs nothing here).
    if let Some(w) = with.filter(|w| w.in_play().is_none()) {
        let pilot = w.def(e.board);
        let name = w.name(e.board);
        match pilot.deploy_cost {
            Some(n) => {
                e.add_price_of_another(n);
                if e.want_cost() {
                    e.cost(format!(
                        "{name}'s printed deploy cost, deployed with it: {n} Force"
                    ));
                }
            }
            None if !e.want_cost() => {}
            None => {
                e.missing(format!(
                    "the cost of deploying {name} with {title}: its printed deploy cost is not a number in the card database"
                ));
                return Outcome::Open;
            }
        }
    }
    own
}
