//! Whether an unread sentence may grant the act it bears on ([`may_grant`]).

/// Whether a sentence says 'react' (any form of the word): the Hoth supplement gives a react
/// only to cards whose text says so, so a sentence that does not ("Adds 1 to power and
/// landspeed", which bears on every way of moving) grants none.
pub(crate) fn says_react(sentence: &str) -> bool {
    sentence.to_lowercase().contains("react")
}

/// May an unread sentence grant the act it bears on? No only for a pure prohibition: a
/// sentence whose every modal forbids or limits ("may not", "cannot", "never", "only", "may …
/// only", "no … may", "neither … may", "prevents", "requires", "must", a price "+1") and none
/// permits ("may", "can", "free", "-1", "ignores", "regardless", "allows", "hyperspeed +1"). A sentence with no modal
/// at all ("Deploys -2 to Hoth", "Moves like a starfighter") may grant: it is not known not to.
/// The words are read clause by clause (a "may" that an "only" later in its clause limits is a
/// limit: "May deploy only to Hoth").
pub(crate) fn may_grant(sentence: &str) -> bool {
    let lower = sentence.to_lowercase().replace('\u{2019}', "'");
    let (mut forbids, mut permits) = (false, false);
    for clause in lower.split(['.', ';', ':', ',', '(', ')']) {
        let words: Vec<&str> = clause
            .split(|c: char| !(c.is_alphanumeric() || c == '\'' || c == '+' || c == '-'))
            .filter(|w| !w.is_empty())
            .collect();
        for (i, w) in words.iter().enumerate() {
            let next = words.get(i + 1).copied().unwrap_or("");
            let before = &words[..i];
            match *w {
                "may" | "can" => {
                    let negated = next == "not"
                        || before
                            .iter()
                            .any(|b| matches!(*b, "no" | "neither" | "nor" | "nothing"));
                    if negated || words[i + 1..].contains(&"only") {
                        forbids = true;
                    } else {
                        permits = true;
                    }
                }
                "cannot" | "can't" | "never" | "only" | "must" | "requires" | "require"
                | "prevents" | "prevent" => forbids = true,
                "free" | "ignores" | "ignore" | "regardless" | "allows" | "allowed" => {
                    permits = true
                }
                // "+1" of a price ("deploy +2", "+1 Force") forbids; of hyperspeed or
                // landspeed it grants.
                _ if w.starts_with('+') && w[1..].starts_with(|c: char| c.is_ascii_digit()) => {
                    if words
                        .iter()
                        .any(|x| matches!(*x, "force" | "deploy" | "deploys" | "cost"))
                    {
                        forbids = true
                    } else {
                        permits = true
                    }
                }
                _ if w.starts_with('-') && w[1..].starts_with(|c: char| c.is_ascii_digit()) => {
                    permits = true
                }
                _ => {}
            }
        }
    }
    permits || !forbids
}

#[cfg(test)]
mod tests {
    use super::may_grant;

    #[test]
    fn a_pure_prohibition_grants_nothing() {
        for s in [
            "Opponent's characters may not move to underwater sites.",
            "Apprentice may move only by using personal landspeed.",
            "Target cannot move or battle until end of your next turn.",
            "Never deploys or moves (even if carried) except to an [Episode VII] location.",
            "Lift Tube: Deploy and move only at interior mobile sites.",
            "Neither player may move or deploy cards as a 'react' to a location where a droid is present.",
            "No more than one character may deploy to here each turn, and characters may not move to or from here.",
            "To move or deploy your starship to here requires +1 Force.",
            "Imperials deploy +1 to Tatooine sites.",
            "When at a Jabba's palace site, prevents opponent's characters from using their landspeed.",
        ] {
            assert!(!may_grant(s), "{s}");
        }
    }

    #[test]
    fn a_sentence_that_permits_or_says_nothing_may_grant() {
        for s in [
            "During opponent's turn, if an Imperial at Landing Platform, Luke may move from here to there for free.",
            "Your Jawas deploy here for 1 Force from you only, for free if Sandcrawler present.",
            "May 'fly' (move) only during your deploy phase, up to two sites away, for 1 Force.",
            "Your spies deploy -1 here and at related sites.",
            "Deploys and moves like an undercover spy.",
            "Ahsoka ignores its deployment restrictions.",
            "Your starships are hyperspeed +1 when moving to or from here.",
            "Rebel Guards at same site may move.",
        ] {
            assert!(may_grant(s), "{s}");
        }
    }
}
