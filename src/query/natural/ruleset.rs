//! The ruleset said in words (issue 37, "ruleset and phase as entities"): "under the Dagobah
//! rules", "with the Hoth rules update", "using the cloud city supplement". It is the ruleset
//! the question is judged under, as `--rules` would choose it; words that say another ruleset
//! than the one chosen are refused, never dropped.

use super::types::NaturalError;
use super::words;
use crate::rulebook::Ruleset;
use miette::NamedSource;

/// Words that may lead the clause.
const LEADS: &[&str] = &["under", "with", "using", "by", "per", "in", "for"];

/// Words between the lead and the ruleset's name that name no other ruleset.
const FILLER: &[&str] = &[
    "the", "these", "those", "this", "our", "my", "early", "earlier", "original", "old", "older",
    "plain", "base", "basic", "standard",
];

/// Words that end it: a ruleset is named with one of them, so that `hoth` alone stays a place.
const ENDS: &[&str] = &[
    "rules",
    "ruleset",
    "rulesets",
    "rule",
    "supplement",
    "update",
];

/// The ruleset a run of words names (`dagobah`, `cloud city`, `hoth rules update`) and how many
/// of them it takes, from `words[0]`.
fn named(words: &[&str]) -> Option<(Ruleset, usize)> {
    let w = |k: usize| words.get(k).copied().unwrap_or("");
    let (rs, n) = match w(0) {
        "hoth" if w(1) == "update" || (w(1) == "rules" && w(2) == "update") => (Ruleset::Latest, 0),
        "hoth" => (Ruleset::Hoth, 1),
        "dagobah" => (Ruleset::Dagobah, 1),
        "cloud" if w(1) == "city" => (Ruleset::CloudCity, 2),
        "cloud-city" | "bespin" => (Ruleset::CloudCity, 1),
        "latest" | "newest" | "current" | "updated" => (Ruleset::Latest, 1),
        "dotf" => (Ruleset::Dotf, 1),
        "update" => (Ruleset::Latest, 0),
        _ => return None,
    };
    // `hoth update`: the name and its end are the same words.
    let n = if n == 0 { 1 } else { n };
    Some((rs, n))
}

/// A ruleset said: the question with the clause blanked out (its spans unchanged) and the
/// ruleset, or an error when `chosen` is another. `None` when no ruleset is said.
/// `young_jedi`: the board's game (a ruleset of the other game is refused as `--rules` is).
pub fn said(
    text: &str,
    chosen: Option<Ruleset>,
    young_jedi: bool,
) -> Result<Option<(String, Ruleset)>, Box<NaturalError>> {
    let toks = words::tokens(text);
    let plain: Vec<&str> = toks
        .iter()
        .map(|t| if t.quoted { "" } else { t.text.as_str() })
        .collect();
    for i in 0..toks.len() {
        if !LEADS.contains(&plain[i]) {
            continue;
        }
        // Determiners and words that say which of the rulesets without naming another (`under
        // these early hoth rules`, `with the original dagobah rules`): set aside with the
        // clause. (`new`/`newer` are not: a newer Hoth is the update.)
        let mut k = i + 1;
        while plain.get(k).is_some_and(|w| FILLER.contains(w)) {
            k += 1;
        }
        let Some((rs, n)) = named(&plain[k..]) else {
            continue;
        };
        let mut end = k + n;
        if !plain.get(end).is_some_and(|w| ENDS.contains(w)) && plain[end - 1] != "update" {
            continue;
        }
        while plain.get(end).is_some_and(|w| ENDS.contains(w)) {
            end += 1;
        }
        let (from, to) = (toks[i].start, toks[end - 1].end);
        let other_game = (rs == Ruleset::Dotf) != young_jedi;
        if other_game || chosen.is_some_and(|c| c != rs) {
            let message = match chosen.filter(|_| !other_game) {
                Some(c) => format!(
                    "the words ask under `{}`, and the ruleset chosen is `{}`",
                    rs.name(),
                    c.name()
                ),
                None => format!(
                    "the words ask under `{}`, a ruleset of the other game than this board's",
                    rs.name()
                ),
            };
            return Err(Box::new(NaturalError::NotUnderstood {
                message,
                src: NamedSource::new("query", text.to_string()),
                span: (from, to - from).into(),
                label: "another ruleset".to_string(),
                help: "say the ruleset once, in the words or with --rules, and one of the board's game (hoth, dagobah, cloud-city, latest; dotf for Young Jedi)".to_string(),
            }));
        }
        let mut blanked = text.to_string();
        blanked.replace_range(from..to, &" ".repeat(to - from));
        return Ok(Some((blanked, rs)));
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ruleset_is_said_with_its_word_and_hoth_alone_stays_a_place() {
        let r = |t: &str| {
            said(t, None, false)
                .ok()
                .flatten()
                .map(|(b, r)| (b, r.name()))
        };
        let (b, rs) = r("can han move to hoth under the dagobah rules").expect("read");
        assert_eq!(rs, "dagobah");
        assert_eq!(b.trim_end(), "can han move to hoth");
        assert_eq!(
            r("can x land with the hoth rules update").map(|x| x.1),
            Some("latest")
        );
        assert_eq!(
            r("can x land under the hoth rules").map(|x| x.1),
            Some("hoth")
        );
        assert_eq!(
            r("in cloud city rules can x land").map(|x| x.1),
            Some("cloud-city")
        );
        assert_eq!(r("can x move to hoth"), None);
        assert_eq!(r("can x move in hoth"), None);
        assert!(
            said(
                "can x land under the dagobah rules",
                Some(Ruleset::Hoth),
                false
            )
            .is_err()
        );
        assert!(
            said(
                "can x land under the dagobah rules",
                Some(Ruleset::Dagobah),
                false
            )
            .is_ok_and(|x| x.is_some())
        );
        // A ruleset of the other game: refused, as `--rules` is.
        assert!(said("can x duel under the hoth rules", None, true).is_err());
        assert!(said("can x duel under the dotf rules", None, false).is_err());
    }
}
