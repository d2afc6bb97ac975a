//! What an unread sentence of card text says of paying: whether it may lift a refusal by the
//! Force Pile (`shared::force_pile`). A sentence lifts only the refusal it bears on (the scope
//! policy's "Card text"); one about where or when a card goes leaves the pile's refusal.

/// The sentence a card-text line quotes (`X's own text: "…": it …`), else the whole line.
pub(crate) fn quoted(line: &str) -> &str {
    let Some(open) = line.find(": \"") else {
        return line;
    };
    let rest = &line[open + 3..];
    match rest.rfind("\": ") {
        Some(close) => &rest[..close],
        None => rest.strip_suffix('"').unwrap_or(rest),
    }
}

/// Whether a sentence of card text speaks of what an act costs or of paying for it: a price
/// ("free", "cost", "for 2 Force", "Deploys -1", "+2 to move"), paying, or the Force Pile. Only
/// such a sentence, unread, may lift a refusal by the Force Pile (the scope policy's "Card
/// text": the sentence must bear on what refused); one about where or when the card goes
/// leaves that refusal standing.
pub(crate) fn speaks_of_paying(sentence: &str) -> bool {
    let lower = sentence.to_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| !(c.is_alphanumeric() || c == '+' || c == '-'))
        .filter(|w| !w.is_empty())
        .collect();
    let number = |w: &str| w == "x" || w.parse::<u32>().is_ok();
    let signed = |w: &str| {
        w.len() > 1 && w.starts_with(['+', '-']) && w[1..].chars().all(|c| c.is_ascii_digit())
    };
    words.iter().enumerate().any(|(i, &w)| {
        let before = i.checked_sub(1).map_or("", |j| words[j]);
        match w {
            "free" | "cost" | "costs" | "pay" | "pays" | "paid" | "paying" | "price" => true,
            // "1 Force", "X Force", "-1 Force", "from your Force Pile".
            "force" => {
                number(before) || signed(before) || words.get(i + 1).is_some_and(|n| *n == "pile")
            }
            // "Deploys -2 to Hoth", "moves +1", "deploy -1": a change of the act's price.
            _ if signed(w) => matches!(
                before,
                "deploy"
                    | "deploys"
                    | "move"
                    | "moves"
                    | "land"
                    | "lands"
                    | "shuttle"
                    | "shuttles"
                    | "transit"
                    | "react"
                    | "reacts"
                    | "embark"
                    | "disembark"
                    | "relocate"
                    | "relocates"
            ),
            _ => false,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::{quoted, speaks_of_paying};

    #[test]
    fn a_sentence_about_paying_and_one_about_something_else() {
        for paying in [
            "Deploys free to Hoth.",
            "Deploys -2 to Cloud City sites.",
            "May move to an adjacent site for 1 Force.",
            "To deploy, requires 1 Force from each player's Force Pile.",
            "Your starships may land and take off for free here.",
            "Adds 1 to deploy cost of opponent's starships here.",
        ] {
            assert!(speaks_of_paying(paying), "{paying}");
        }
        for other in [
            "Light: During your move phase, Jedi survivors may move from here to a Jabiim site (or to opponent's battleground site).",
            "May move as a 'react' only to Hoth sites.",
            "Landspeed +1.",
            "Power +2 while at a Hoth site.",
            "Opponent's Force drains here are -1.",
            "Deploys only to Wampa Cave or unoccupied marker site.",
        ] {
            assert!(!speaks_of_paying(other), "{other}");
        }
    }

    #[test]
    fn the_sentence_a_line_quotes() {
        assert_eq!(
            quoted("Free Ride's own text: \"May move as a 'react'.\": it bears on the react"),
            "May move as a 'react'."
        );
        assert!(!speaks_of_paying(quoted(
            "Free Ride's own text: \"May move as a 'react'.\": it bears on the react and swjudge does not read it"
        )));
        assert_eq!(quoted("no quote here"), "no quote here");
    }
}
