//! Round 28 (part cardgrant): a deploy's price by text, where it holds, weighed against the
//! Force Pile the board records, so `can deploy` answers by the price `cost deploy` gives.

use super::finding::Finding;
use super::parts::Seen;
use crate::catalog::text::Cost;
use crate::rules::eval::Eval;

/// The deploy's price as the card's printed cost and the read prices that hold for it
/// (`prices`) make it, as [`Eval::text_priced`] makes it for `cost deploy`: a set price
/// ("free", "for 2 Force") replaces the printed cost (the lowest, where several do), then each
/// "+N" or "-N" is added; never below 0. `None`: no printed cost and no set price.
pub(super) fn priced(printed: Option<i64>, prices: &[(Cost, String)]) -> Option<i64> {
    let set = prices
        .iter()
        .filter_map(|(c, _)| match *c {
            Cost::Free => Some(0),
            Cost::Is(k) => Some(k),
            Cost::By(_) => None,
        })
        .min();
    let by: i64 = prices
        .iter()
        .map(|(c, _)| match *c {
            Cost::By(k) => k,
            _ => 0,
        })
        .sum();
    Some((set.or(printed)? + by).max(0))
}

/// On `can deploy`, with the Force Pile on the board: the read prices that hold for the deploy
/// (each a line of cost, quoting its sentence) decide whether the pile pays it. Within the
/// pile, the answer says so (the prices are its reasons); above it, the deploy is refused by
/// the board's Force Pile against the price the text sets. Where a price is open (or something
/// refuses already), nothing is weighed: the answer is open or no on that.
pub(super) fn weigh(e: &Eval, seen: &Seen, f: &mut Finding) {
    if e.want_cost() || f.prices.is_empty() || !f.refusals.is_empty() || !f.missing.is_empty() {
        return;
    }
    let Some(pile) = e.board.player(seen.side).force_pile else {
        return;
    };
    let title = seen.actor.plain_title();
    let Some(total) = priced(seen.actor.deploy_cost, &f.prices) else {
        f.missing.push(format!(
            "the cost of deploying {title}: its printed deploy cost is not a number in the card database, and the text read only changes it"
        ));
        return;
    };
    let printed = match seen.actor.deploy_cost {
        Some(n) => format!("its printed {n} Force, changed by the text read"),
        None => "the price the text read sets".to_string(),
    };
    if total <= pile {
        f.permissions.push(format!(
            "the deployment of {title} costs {total} Force ({printed}), within the {pile} of the Force Pile"
        ));
    } else {
        f.refusals.push(format!(
            "the deployment of {title} costs {total} Force ({printed}), more than the {pile} of the Force Pile"
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(c: Cost) -> (Cost, String) {
        (c, String::new())
    }

    #[test]
    fn a_set_price_replaces_the_printed_cost_and_changes_add() {
        assert_eq!(priced(Some(5), &[p(Cost::Free)]), Some(0));
        assert_eq!(priced(Some(5), &[p(Cost::By(-2))]), Some(3));
        assert_eq!(priced(Some(1), &[p(Cost::By(-2))]), Some(0));
        assert_eq!(priced(Some(5), &[p(Cost::Is(3)), p(Cost::Is(2))]), Some(2));
        assert_eq!(priced(Some(5), &[p(Cost::Free), p(Cost::By(1))]), Some(1));
        assert_eq!(priced(None, &[p(Cost::By(1))]), None);
        assert_eq!(priced(None, &[p(Cost::Is(2))]), Some(2));
    }
}
