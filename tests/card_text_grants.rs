//! Round 28 (part cardgrant): what is read is applied. For each card of the database whose
//! own text prices its deploying to a planet it names ("Deploys -2 to Tatooine", "Deploys free
//! to Ord Mantell"), a minimal board where the price applies: the Force Pile just covers the
//! price the text sets. `cost deploy` gives that price, and `can deploy` is decided by it (never
//! `undetermined` over the same sentence); with one Force fewer, it is never `yes`.

use swjudge::catalog::text::{Cost, Fact, Who};
use swjudge::catalog::{CardDef, CardType, Catalog, Icon, table};
use swjudge::scenario::load_str;
use swjudge::{Answer, ask};

/// A read price of the card's own deploying to a place, with no condition: the cost and the
/// place's words.
fn own_place_price(def: &CardDef) -> Vec<(Cost, String, String)> {
    def.sentences()
        .iter()
        .filter_map(|s| match &s.fact {
            Some(Fact::DeployCost { cost, to }) => Some((*cost, to.clone(), s.text.clone())),
            Some(Fact::DeployPrice {
                cost,
                who: Who::Itself,
                place: Some(to),
                condition: None,
            }) => Some((*cost, to.clone(), s.text.clone())),
            _ => None,
        })
        .collect()
}

/// The planet a price's place names by itself ("Tatooine", "Naboo"), and where the card goes
/// there: the system for a starship, an exterior site of it for a character or a vehicle. `None`: the place is more than a planet's name, or the catalog has no such place.
fn place_for(def: &CardDef, to: &str) -> Option<(String, String)> {
    let planet = to.trim();
    if planet.is_empty()
        || !planet
            .split_whitespace()
            .all(|w| w.starts_with(char::is_uppercase))
    {
        return None;
    }
    let locs: Vec<&CardDef> = table::SWCCG
        .all()
        .filter(|d| d.card_type == CardType::Location)
        .collect();
    locs.iter()
        .find(|d| d.is_system() && d.plain_title() == planet)?;
    let to = match def.card_type {
        CardType::Starship => planet.to_string(),
        CardType::Character | CardType::Vehicle => {
            let prefix = format!("{planet}: ");
            locs.iter()
                .filter(|d| d.is_site() && d.plain_title().starts_with(&prefix))
                // An exterior site, not a docking bay: where a character, a vehicle and a
                // combo card (a character in its vehicle) all deploy.
                .filter(|d| d.has_icon(Icon::Exterior) && !d.has_icon(Icon::Interior))
                .filter(|d| !d.plain_title().contains('('))
                .map(|d| d.plain_title().to_string())
                .next()?
        }
        _ => return None,
    };
    Some((planet.to_string(), to))
}

fn board(planet: &str, to: &str, side: &str, pile: i64) -> String {
    let site = if to == planet {
        String::new()
    } else {
        format!(
            "    - site: \"{to}\"\n      {side}: [\"{helper}\"]\n",
            helper = helper(side)
        )
    };
    format!(
        "game: swccg\nrules: latest\nturn: {side}\nphase: deploy\nrows:\n  \"{planet}\":\n{site}    - system: \"{planet}\"\nplayers:\n  {side}: {{ force_pile: {pile} }}\n"
    )
}

/// A card of the side at the site, for presence.
fn helper(side: &str) -> &'static str {
    if side == "light" {
        "Rebel Trooper"
    } else {
        "Stormtrooper"
    }
}

#[test]
fn a_read_price_to_a_planet_decides_the_force_question() {
    let mut failures = Vec::new();
    let mut asked = 0;
    let mut seen = std::collections::BTreeSet::new();
    for def in table::SWCCG.all() {
        let Some(printed) = def.deploy_cost else {
            continue;
        };
        // A starfighter without a pilot of its own deploys to a system only with one.
        if def.card_type == CardType::Starship
            && def.is_starfighter()
            && def.permanent_pilot.is_none()
        {
            continue;
        }
        let side = match def.side {
            swjudge::catalog::Printed::Light => "light",
            swjudge::catalog::Printed::Dark => "dark",
            _ => continue,
        };
        let title = def.plain_title().to_string();
        if !seen.insert(title.clone()) {
            continue;
        }
        for (cost, to, sentence) in own_place_price(def) {
            let Some((planet, place)) = place_for(def, &to) else {
                continue;
            };
            let price = match cost {
                Cost::Free => 0,
                Cost::Is(n) => n,
                Cost::By(k) => (printed + k).max(0),
            };
            asked += 1;
            let yaml = board(&planet, &place, side, price);
            let b = load_str("price.yaml", &yaml, Catalog::builtin())
                .expect("a generated board loads")
                .board;
            let q = format!("cost deploy \"{title}\" to \"{place}\" as {side}");
            match ask(&b, &q, None).map(|v| v.answer) {
                Ok(Answer::Number(n)) if n == price => {}
                other => failures.push(format!("{q}: expected {price}, got {other:?}")),
            }
            let q = format!("can deploy \"{title}\" to \"{place}\" as {side}");
            if let Ok(v) = ask(&b, &q, None)
                && v.answer == Answer::Undetermined
                && v.undetermined_because
                    .iter()
                    .any(|u| u.why.contains(&sentence))
            {
                failures.push(format!(
                    "{q} (Force Pile {price}): undetermined over its own read price: {:?}",
                    v.undetermined_because
                ));
            }
            if price > 0 {
                let yaml = board(&planet, &place, side, price - 1);
                let b = load_str("short.yaml", &yaml, Catalog::builtin())
                    .expect("a generated board loads")
                    .board;
                if let Ok(v) = ask(&b, &q, None)
                    && v.answer == Answer::Yes
                {
                    failures.push(format!(
                        "{q} (Force Pile {}): yes, though the text's price is {price}",
                        price - 1
                    ));
                }
            }
        }
    }
    eprintln!("{asked} read prices to a planet asked");
    assert!(asked > 30, "the database's prices to a planet ({asked})");
    assert!(failures.is_empty(), "{failures:#?}");
}
