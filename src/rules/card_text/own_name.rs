//! A sentence of a card standing by, not read, that speaks of the card's own acts by its own
//! name ("You may move Mig like a character", on Yerka Mig): it bears on that card's moving or
//! deploying, not on another card's act where it stands or anywhere on the table.

use super::parts::Part;
use super::parts::Role;
use crate::catalog::CardDef;
use crate::catalog::text::Sentence;

/// The words a sentence opens or joins with in capitals that name no card ("You may …", "Your
/// …", "Opponent's …").
const NO_NAME: [&str; 9] = [
    "you",
    "your",
    "opponent",
    "opponent's",
    "also",
    "dark",
    "light",
    "or",
    "force",
];

/// The words of `s` written with a capital, in runs ("Death Star II", "Mig"), the sentence's
/// first word and [`NO_NAME`] aside; `[`…`]` icons aside.
fn named_runs(s: &str) -> Vec<Vec<String>> {
    let mut runs: Vec<Vec<String>> = Vec::new();
    let mut run: Vec<String> = Vec::new();
    for (i, raw) in s.split_whitespace().enumerate() {
        let w = raw.trim_matches(|c: char| !c.is_alphanumeric() && c != '-' && c != '\'');
        let w = w.trim_end_matches("'s");
        let capital = w.starts_with(|c: char| c.is_uppercase())
            || (!run.is_empty() && w.chars().all(|c| c.is_ascii_digit() || c == 'I'));
        let named = i > 0 && capital && !NO_NAME.contains(&w.to_lowercase().as_str());
        if named && !w.is_empty() {
            run.push(w.to_lowercase());
        } else if !run.is_empty() {
            runs.push(std::mem::take(&mut run));
        }
        // A mark after the word ends the run ("Mig, …").
        if raw.ends_with([',', '.', ';', ':', ')']) && !run.is_empty() {
            runs.push(std::mem::take(&mut run));
        }
    }
    if !run.is_empty() {
        runs.push(run);
    }
    runs
}

/// The words of a card's title, lower case.
fn title_words(d: &CardDef) -> Vec<String> {
    d.plain_title()
        .split(|c: char| !c.is_alphanumeric() && c != '-' && c != '\'')
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// The unread sentence `s` of `p`, a card standing by the act (at an end, deployed on a location
/// there, aboard a craft there, or elsewhere on the table), names only that card itself, by words of its title that the
/// actor's title does not bear: it speaks of that card's own acts, not of the actor's.
pub(super) fn of_itself_standing_by(p: &Part, actor: &CardDef, s: &Sentence) -> bool {
    if !(p.role.stands_by() || p.role == Role::OnLocation) || s.fact.is_some() {
        return false;
    }
    let own = title_words(p.def);
    let acting = title_words(actor);
    let runs = named_runs(&s.text);
    !runs.is_empty()
        && runs
            .iter()
            .flatten()
            .all(|w| own.contains(w) && !acting.contains(w))
        && runs.iter().any(|r| acts_by_name(&s.text, r))
}

/// The run of names `run` is the one that moves or deploys: said right after the verb ("You
/// may move Mig like a character") or right before it ("Mig may move", "Mig deploys").
fn acts_by_name(text: &str, run: &[String]) -> bool {
    let lower = text.to_lowercase();
    let name = run.join(" ");
    let after = ["move ", "deploy "]
        .iter()
        .any(|v| lower.contains(&format!("{v}{name}")));
    let before = [" may move", " moves", " may deploy", " deploys"]
        .iter()
        .any(|v| lower.contains(&format!("{name}{v}")));
    after || before
}

#[cfg(test)]
mod tests {
    use super::{acts_by_name, named_runs};

    /// The name is the one that acts, said after the verb or before it; a name said as a place
    /// or as a card beside the ones that act is not.
    #[test]
    fn the_name_that_acts() {
        let mig = vec!["mig".to_string()];
        assert!(acts_by_name("You may move Mig like a character.", &mig));
        assert!(acts_by_name("Mig may move as a 'react'.", &mig));
        assert!(acts_by_name("Mig deploys free to Tatooine.", &mig));
        let cal = vec!["cal".to_string()];
        assert!(!acts_by_name(
            "Your vehicles move for free if moving toward same site as Cal.",
            &cal
        ));
        let ds = vec!["death".to_string(), "star".to_string()];
        assert!(!acts_by_name(
            "Starships may move between Death Star and system it orbits as a 'react.'",
            &ds
        ));
    }

    /// The capitalised runs of a sentence, its first word and the words of sides aside.
    #[test]
    fn runs_of_names() {
        assert_eq!(
            named_runs("You may move Mig like a character."),
            vec![vec!["mig"]]
        );
        assert_eq!(
            named_runs("While Death Star II on table, Thunderflare moves for free."),
            vec![vec!["death", "star", "ii"], vec!["thunderflare"]]
        );
        assert!(named_runs("Opponent's characters may not move to underwater sites.").is_empty());
        assert_eq!(
            named_runs("Your Jawa Pack is not unique, is doubled."),
            vec![vec!["jawa", "pack"]]
        );
    }
}
