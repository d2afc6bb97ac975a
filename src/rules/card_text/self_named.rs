//! A sentence that makes the card itself, by its own name, what is moved or deployed ("You may
//! move Mig like a character", "You may move Death Star (hyperspeed = 1)"): it speaks of that
//! card's own acts, not of a side's cards, so it takes no part in another card's act (where it
//! was quoted as a side-wide sentence the judge does not apply).

use crate::catalog::CardDef;

/// The verbs whose object is the card that acts.
const VERBS: [&str; 8] = [
    "move ",
    "moves ",
    "deploy ",
    "deploys ",
    "relocate ",
    "transport ",
    "carry ",
    "shuttle ",
];

/// Does `text` make `def` itself, by its own name, the object of an act's verb? Its name: its
/// whole title, or (a title with no location's colon) its last word, as a character's surname
/// ("Mig" of "Yerka Mig").
pub(super) fn of_itself(def: &CardDef, text: &str) -> bool {
    let title = def.plain_title().trim().to_string();
    let mut names = vec![title.clone()];
    if !title.contains(':')
        && let Some(last) = title.split_whitespace().last()
        && last.len() >= 3
        && last != title
    {
        names.push(last.to_string());
    }
    VERBS.iter().any(|v| {
        names.iter().any(|n| {
            let said = format!("{v}{n}");
            text.match_indices(&said).any(|(i, _)| {
                let before = text[..i].chars().next_back();
                let after = text[i + said.len()..].chars().next();
                !before.is_some_and(char::is_alphanumeric)
                    && !after.is_some_and(|c| c.is_alphanumeric() || c == '\'')
            })
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Catalog;

    fn def<'c>(cat: &'c Catalog, title: &str) -> &'c CardDef {
        cat.base_defs()
            .find(|d| d.plain_title() == title)
            .expect("a card of the catalog")
    }

    /// Its whole title or its surname as what is moved; another card's name (the Executor of
    /// Executor: Control Station), a possessive, or no act's verb: not of itself.
    #[test]
    fn a_card_moved_by_its_own_name() {
        let cat = Catalog::builtin();
        let mig = def(&cat, "Yerka Mig");
        assert!(of_itself(mig, "You may move Mig like a character."));
        assert!(!of_itself(mig, "Mig's allies may move like a character."));
        assert!(!of_itself(mig, "Your characters may move like Mig."));
        let station = def(&cat, "Executor: Control Station");
        assert!(!of_itself(
            station,
            "Light: If you control, only you may move Executor during opponent's move phase."
        ));
    }
}
