//! The guard over a reading (issue 36: "never `yes` over a card's text"): a sentence counted as
//! read carries every qualifier it writes. A qualifier ("except …", "for free", "only", a
//! signed number, "unless", "while", "if") the typed fact does not hold would be dropped
//! silently: the answer would cite the text as applied and be wrong. [`dropped`] names the
//! first such word; the reader then does not count the sentence as read
//! ([`super::read_sentence`]): it bears on its acts unread, and a question it bears on is
//! `undetermined`, quoting it.

use super::facts::Fact;

/// The qualifier words, each found as a whole word of the sentence.
const WORDS: [&str; 6] = ["except", "free", "only", "unless", "while", "if"];

/// Words before a signed number that make it a stat the sentence changes besides its act
/// ("power +1", "forfeit +2"): no qualifier of the act.
const STATS: [&str; 16] = [
    "power",
    "forfeit",
    "destiny",
    "ability",
    "armor",
    "maneuver",
    "hyperspeed",
    "immunity",
    "attrition",
    "value",
    "drains",
    "drain",
    "generation",
    "ferocity",
    "parsec",
    "politics",
];

/// The first qualifier of `sentence` (normalised, without its half label) that `fact` does
/// not carry, in words; `None`: the reading keeps them all. A fact that limits no act of the
/// checks ([`Fact::OwnAction`]; [`Fact::TransitCost`], read whole by the transit rules) keeps
/// nothing to drop.
pub fn dropped(sentence: &str, fact: &Fact) -> Option<String> {
    if matches!(
        fact,
        Fact::OwnAction { .. } | Fact::TransitCost | Fact::TransitFreeAtItsSite
    ) {
        return None;
    }
    let carried = carried_words(fact);
    let mut lower = sentence.to_lowercase();
    // "(even if carried)": held by the fact's `carried` / `moves_too`.
    if carried.contains("carried") || carried.contains("moves_too") {
        lower = lower.replace("even if carried", "");
    }
    // Who pays ("for 1 Force from you only", round 27): the deploying card's owner, as for any
    // deploy; no limit on the act.
    for w in ["from you only", "from their owner only"] {
        lower = lower.replace(w, "");
    }
    // Firing is no act the checks answer ("AT-AT Cannons deploy -1, fire for free").
    for w in ["fires for free", "fire for free", "fires free", "fire free"] {
        lower = lower.replace(w, "");
    }
    // "Never deploys or moves … except to X": the exception of a "never" is the fact's "only".
    if has_word(&lower, "never") && has_word(&carried, "only") {
        lower = lower.replace("except", "");
    }
    for w in WORDS {
        if has_word(&lower, w) && !has_word(&carried, w) {
            return Some(format!("\"{w}\""));
        }
    }
    for n in signed_numbers(&lower) {
        if !carries_number(&carried, &n) {
            return Some(format!("\"{n}\""));
        }
    }
    misplaced_except(&lower, fact)
}

/// An "except" the fact holds, but not where the sentence writes it: the exception belongs to
/// the words it follows ("any Tatooine site (except docking bay)": to the site). Each "except"
/// of the sentence, with the word it follows (`head`) and the first word of its list, must be
/// held so: in one of the fact's words that keeps the exception with the word it follows, or
/// as the fact's own exception (a field `except`) with its list. `None`: each is in place.
fn misplaced_except(sentence: &str, fact: &Fact) -> Option<String> {
    let mut leaves = Vec::new();
    string_leaves(
        &serde_json::to_value(fact).unwrap_or_default(),
        "",
        &mut leaves,
    );
    let words = |t: &str| -> Vec<String> {
        t.split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '-')
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect()
    };
    for (i, _) in sentence.match_indices("except") {
        let end = i + "except".len();
        let edge = |j: usize| {
            sentence[..j]
                .chars()
                .next_back()
                .is_none_or(|c| !c.is_alphanumeric())
        };
        if !edge(i)
            || sentence[end..]
                .chars()
                .next()
                .is_some_and(char::is_alphanumeric)
        {
            continue;
        }
        let (Some(head), Some(first)) = (
            words(&sentence[..i]).pop(),
            words(&sentence[end..])
                .into_iter()
                .find(|w| !matches!(w.as_str(), "for" | "to" | "on")),
        ) else {
            continue;
        };
        let kept = leaves.iter().any(|(key, v)| {
            let with_head = has_word(v, "except") && has_word(v, &head);
            (with_head || key == "except") && has_word(v, &first)
        });
        if !kept {
            return Some(format!("\"except\" (of {head})"));
        }
    }
    None
}

/// The fact's words: every string in it, lowercased, with the name of the field that holds it.
fn string_leaves(v: &serde_json::Value, key: &str, out: &mut Vec<(String, String)>) {
    match v {
        serde_json::Value::String(s) => out.push((key.to_lowercase(), s.to_lowercase())),
        serde_json::Value::Array(a) => a.iter().for_each(|x| string_leaves(x, key, out)),
        serde_json::Value::Object(m) => m.iter().for_each(|(k, x)| string_leaves(x, k, out)),
        _ => {}
    }
}

/// What a fact holds, as words: its fields and values (a field that is `false` or empty holds
/// nothing), and for the facts whose kind is the qualifier, that word.
fn carried_words(fact: &Fact) -> String {
    let json = serde_json::to_string(fact)
        .unwrap_or_default()
        .to_lowercase();
    let mut out = String::with_capacity(json.len());
    // Drop `"key":false` and `"key":null`.
    let mut rest = json.as_str();
    while let Some(i) = rest.find(['"']) {
        out.push_str(&rest[..i]);
        let tail = &rest[i..];
        let empty = ["false", "null"].iter().find_map(|v| {
            let end = tail[1..].find('"')? + 2;
            tail[end..]
                .strip_prefix(':')
                .and_then(|t| t.strip_prefix(v))
                .map(|_| end + 1 + v.len())
        });
        match empty {
            Some(skip) => rest = &tail[skip..],
            None => {
                out.push('"');
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    // The kinds of fact that are the qualifier: "deploys only", "if (while) you occupy", "may
    // not be deployed if …"; a location's limit on a condition ("If a creature present, cards
    // cannot move from here"; "Sandwhirl here moves only if on Tatooine", read as "may not move
    // unless").
    let mut also = Vec::new();
    if out.contains("deploysonly") {
        also.push("only");
    }
    if out.contains("ifyouoccupy") {
        also.extend(["if", "while"]);
    }
    // A condition of its own ("While on Hoth", "If you control"): the fact holds only so.
    // Both halves of a sentence may hold it ("If you control with …, opponent must use +1
    // Force to move or deploy …": two prices, each on the condition).
    if has_own_condition(fact) {
        also.push("if");
    }
    if out.contains("notwhileuniques") {
        also.push("if");
    }
    if let Fact::MayNotMoveHere {
        condition: Some(_),
        unless,
        ..
    } = fact
    {
        also.push("if");
        if *unless {
            also.push("only");
        }
    }
    for w in also {
        out.push(' ');
        out.push_str(w);
    }
    out
}

/// Whether `fact`, or a part of it, holds only on a condition of its own ([`Fact::While`]).
fn has_own_condition(fact: &Fact) -> bool {
    match fact {
        Fact::While { .. } | Fact::PriceOrIf { .. } => true,
        Fact::Both(a, b) => has_own_condition(a) || has_own_condition(b),
        _ => false,
    }
}

fn has_word(s: &str, w: &str) -> bool {
    s.match_indices(w).any(|(i, _)| {
        let before = s[..i].chars().next_back();
        let after = s[i + w.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// The signed numbers of a sentence ("-2", "+1") that are not a stat it changes besides.
fn signed_numbers(s: &str) -> Vec<String> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    for (i, &c) in b.iter().enumerate() {
        if (c != b'-' && c != b'+') || !b.get(i + 1).is_some_and(u8::is_ascii_digit) {
            continue;
        }
        // A sign starts a word ("deploy -2", "(-2 to"), not a hyphen in a name ("C-3PO").
        if i > 0 && !matches!(b[i - 1], b' ' | b'(' | b'[') {
            continue;
        }
        // A stat among the three words before ("destiny draws are +1").
        let stat = s[..i]
            .split(|ch: char| !ch.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .rev()
            .take(3)
            .any(|w| STATS.contains(&w));
        if stat {
            continue;
        }
        let digits: String = s[i + 1..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        out.push(format!("{}{digits}", c as char));
    }
    out
}

/// Does the fact hold this signed number (`-2` as -2, `+2` as 2 or +2)?
fn carries_number(carried: &str, n: &str) -> bool {
    let (sign, digits) = n.split_at(1);
    carried.match_indices(digits).any(|(i, _)| {
        let b = carried.as_bytes();
        let after_ok = !b.get(i + digits.len()).is_some_and(u8::is_ascii_digit);
        let before = i.checked_sub(1).map(|j| b[j]);
        let before_ok = match sign {
            "-" => before == Some(b'-'),
            _ => !before.is_some_and(|c| c.is_ascii_digit() || c == b'-'),
        };
        after_ok && before_ok
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::text::facts::{Cost, Who};

    /// A look-alike reading that drops a qualifier is caught: the exception, the price of a
    /// grant, the sign of a price; the whole reading passes.
    #[test]
    fn a_reading_that_drops_a_qualifier_is_caught() {
        let s = "Deploy on any Tatooine site (except docking bay).";
        let whole = Fact::DeployOn {
            target: "any Tatooine site (except docking bay)".into(),
            condition: None,
        };
        let dropped_except = Fact::DeployOn {
            target: "any Tatooine site".into(),
            condition: None,
        };
        assert_eq!(dropped(s, &whole), None);
        assert_eq!(dropped(s, &dropped_except).as_deref(), Some("\"except\""));

        let s = "May move as a 'react' for free.";
        let free = Fact::React {
            only: None,
            cost: Some(Cost::Free),
        };
        let priceless = Fact::React {
            only: None,
            cost: None,
        };
        assert_eq!(dropped(s, &free), None);
        assert_eq!(dropped(s, &priceless).as_deref(), Some("\"free\""));

        let s = "Your Ewoks are deploy -1 here.";
        let here = |n| Fact::DeployCostHere {
            cost: Cost::By(n),
            who: Who::Yours("Ewoks".into()),
            to: None,
        };
        assert_eq!(dropped(s, &here(-1)), None);
        assert_eq!(dropped(s, &here(1)).as_deref(), Some("\"-1\""));
        // A stat it changes besides is no qualifier of the act.
        assert_eq!(
            dropped("Your Ewoks are deploy -1 and power +1 here.", &here(-1)),
            None
        );

        let s = "Unless you occupy, your spies may not deploy here.";
        let limit = |if_you_occupy| Fact::MayNotDeployHere {
            who: Who::Yours("spies".into()),
            deploys: true,
            moves: false,
            if_you_occupy,
        };
        assert_eq!(dropped(s, &limit(false)).as_deref(), Some("\"unless\""));
        // An exception held, but with the wrong words: the word "except" alone passes the
        // check of words; the exception belongs to the words it follows.
        let s = "Deploy on any Tatooine site (except docking bay).";
        let beside = Fact::DeployOn {
            target: "any Tatooine site".into(),
            condition: Some("except docking bay".into()),
        };
        assert!(!carried_words(&beside).is_empty() && has_word(&carried_words(&beside), "except"));
        assert_eq!(dropped(s, &beside).as_deref(), Some("\"except\" (of site)"));
        // Two facts in one sentence: the exception of the first half held by the second.
        let s = "Your spies (except Ezra) deploy -1 here and your scouts deploy -2 here.";
        let half = |who: &str, n| Fact::DeployCostHere {
            cost: Cost::By(n),
            who: Who::Yours(who.into()),
            to: None,
        };
        let right = Fact::Both(
            Box::new(half("spies (except Ezra)", -1)),
            Box::new(half("scouts", -2)),
        );
        let wrong = Fact::Both(
            Box::new(half("spies", -1)),
            Box::new(half("scouts (except Ezra)", -2)),
        );
        assert_eq!(dropped(s, &right), None);
        assert_eq!(dropped(s, &wrong).as_deref(), Some("\"except\" (of spies)"));
        // An exception the fact holds as its own (a field `except`) with its list is in place.
        let s = "No starships or vehicles here (except speeder bikes).";
        let no_here = |except: &str| Fact::NoHere {
            kinds: vec!["starships".into(), "vehicles".into()],
            except: Some(except.into()),
        };
        assert_eq!(dropped(s, &no_here("speeder bikes")), None);
        assert_eq!(
            dropped(s, &no_here("AT-STs")).as_deref(),
            Some("\"except\" (of here)")
        );
        // An action of the card's own limits nothing: nothing to drop.
        let own = Fact::OwnAction { what: "an action" };
        assert_eq!(dropped("Once per turn, may deploy only if …", &own), None);
    }
}
