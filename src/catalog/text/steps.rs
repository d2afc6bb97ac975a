//! Sentences that name a step of the card's own action, or another card's action that
//! deploys it: an act of the card's own (or of that other card), which limits no act the
//! checks answer about ([`Fact::OwnAction`]).
//!
//! - An Epic Event's step is named by an exclaimed label ("Charges! … Move! Move! Move!: If
//!   total destiny > 12, your characters here may relocate …"): the label alone is a name,
//!   and what follows it is what the step does, its own act.
//! - A location's "May be deployed instead of Alderaan by Set Your Course For Alderaan": a way
//!   another card's action deploys it; on any other deploy it changes nothing.

use super::facts::Fact;
use super::words::limits;

/// The fact one of these sentences states (`s`, normalised), or `None`: not one of them.
pub(super) fn read(s: &str) -> Option<Fact> {
    step_name(s)
        .or_else(|| step(s))
        .or_else(|| instead_by(s))
        .or_else(|| plays_another_as(s))
}

/// "May use Covert Landing like a shuttle or starfighter (even while landed)", "May play Hyper
/// Escape as if a starfighter": a permission to play another card (named by its title) as
/// another kind of card may. What that card then does is its own act, played from hand, which
/// no board shows; the sentence limits nothing else (a landing made the usual way is the
/// rules'). A limit ("may use … only …") is not this template's; nor is Force ("May use 2 Force
/// to …"), which names no card.
fn plays_another_as(s: &str) -> Option<Fact> {
    let rest = ["May use ", "May play ", "may use ", "may play "]
        .iter()
        .find_map(|w| s.strip_prefix(w))?;
    let (title, _) = [" like ", " as if ", " as though "]
        .iter()
        .filter_map(|w| rest.split_once(w))
        .min_by_key(|(t, _)| t.len())?;
    let first = title.split(' ').next().unwrap_or("");
    let names_a_card = titled(title)
        && first.starts_with(|c: char| c.is_alphabetic())
        && !title.split(' ').any(|w| w == "Force" || w == "X");
    (names_a_card && !limits(rest)).then_some(Fact::OwnAction {
        what: "a permission to play another card (the one it names) as another kind of card may: that card's own act, which no board shows; it limits no other act",
    })
}

/// A title's words: each begins with a capital (or is no word: `&`, a number).
fn titled(words: &str) -> bool {
    !words.is_empty()
        && words
            .split(' ')
            .all(|w| w.starts_with(|c: char| c.is_uppercase() || !c.is_alphabetic()))
}

/// "Move!" (its final mark gone, [`super::grammar::normalise`]): a sentence of one capitalised
/// word (said up to three times, "Move! Move!") and nothing else names a step; it says nothing
/// of an act by itself. ("Deploy Luke" names what it deploys: not this template's.)
fn step_name(s: &str) -> Option<Fact> {
    let words: Vec<&str> = s.split(' ').map(|w| w.trim_end_matches('!')).collect();
    let plain = s.chars().all(|c| c.is_alphabetic() || c == ' ' || c == '!');
    let one_word = words.iter().all(|w| w.eq_ignore_ascii_case(words[0]));
    (words.len() <= 3 && plain && one_word && titled(s) && !limits(s)).then_some(Fact::OwnAction {
        what: "the name of a step of the card's own action (its label alone); it limits no other act",
    })
}

/// "Move!: If total destiny > 12, your characters here may relocate to Back Door for free, …",
/// "Pull Up!: All starfighters now move to Death Star system (for free)": an exclaimed label,
/// and what that step of the card's own action does. A step that forbids or limits ("may
/// not", "only", "never", "cannot") is not this template's.
fn step(s: &str) -> Option<Fact> {
    let (label, body) = s.split_once(": ")?;
    let name = label.strip_suffix('!')?;
    if !titled(name) || name.split(' ').count() > 4 || limits(body) {
        return None;
    }
    let lower = body.to_lowercase();
    let on_destiny = ["if total destiny", "if destiny", "if (destiny"]
        .iter()
        .any(|w| lower.starts_with(w));
    let forced = lower.contains(" now ");
    if on_destiny {
        Some(Fact::OwnAction {
            what: "a step of the card's own action, on its destiny draw: what the step does is its own act; it limits no other act",
        })
    } else if forced {
        Some(Fact::OwnAction {
            what: "a step of the card's own action: what it now moves or deploys is its own act; it limits no other act",
        })
    } else {
        None
    }
}

/// "May be deployed instead of Alderaan by Set Your Course For Alderaan": the other card (a
/// title) deploys it, in place of the card named, by that card's action.
fn instead_by(s: &str) -> Option<Fact> {
    let rest = s
        .strip_prefix("May be deployed instead of ")
        .or_else(|| s.strip_prefix("may be deployed instead of "))?;
    let (instead, by) = rest.split_once(" by ")?;
    (titled(instead) && titled(by) && !limits(rest)).then_some(Fact::OwnAction {
        what: "a way another card's action deploys it, in place of the card it names; it limits no other act",
    })
}

#[cfg(test)]
mod tests {
    use super::super::{read_text, split};
    use super::*;

    fn own(text: &str) -> Option<&'static str> {
        let s = read_text(text);
        assert_eq!(s.len(), 1, "{text}: one sentence");
        assert!(!s[0].bears_on.is_empty(), "{text}: bears on an act");
        match &s[0].fact {
            Some(Fact::OwnAction { what }) => Some(what),
            _ => None,
        }
    }

    /// An Epic Event's steps: "Move!" alone is a name; the step on its destiny, or one that
    /// now moves cards, is the card's own act.
    #[test]
    fn steps_of_the_cards_own_action() {
        let text = "Add 3. Move! Move! Move!: If total destiny > 12, your characters here may relocate to Back Door for free and this card is lost.";
        let sentences = read_text(text);
        assert_eq!(sentences.len(), split(text).len());
        let names: Vec<_> = sentences.iter().filter(|s| s.text == "Move!").collect();
        assert_eq!(names.len(), 2);
        for n in names {
            assert!(
                matches!(&n.fact, Some(Fact::OwnAction { what }) if what.contains("name of a step"))
            );
        }
        let last = sentences.last().map(|s| s.fact.clone());
        assert!(
            matches!(last, Some(Some(Fact::OwnAction { what })) if what.contains("destiny draw"))
        );
        assert!(
            own("Pull Up!: All starfighters now move to Death Star system (for free).").is_some()
        );
    }

    /// A permission to play another card as another kind may is that card's own act; Force
    /// is no card, and a limit is not this template's.
    #[test]
    fn playing_another_card_as_another_kind_may() {
        for text in [
            "May use Covert Landing like a shuttle or starfighter (even while landed).",
            "May play Hyper Escape as if a starfighter.",
            "May use Elis Helrot as though a character.",
        ] {
            assert!(
                plays_another_as(&crate::catalog::text::grammar::normalise(text)).is_some(),
                "{text}"
            );
        }
        for text in [
            "May use 2 Force like a shuttle.",
            "May use Covert Landing only like a shuttle.",
            "May use landspeed like a shuttle.",
        ] {
            assert!(
                plays_another_as(&crate::catalog::text::grammar::normalise(text)).is_none(),
                "{text}"
            );
        }
    }

    /// What is not a step: a limit after a label, a step that neither draws destiny nor now
    /// moves cards, words that are no label, a sentence of more than a name.
    #[test]
    fn what_is_not_a_step() {
        assert_eq!(
            step("Halt!: Your characters here may not move for remainder of turn"),
            None
        );
        assert_eq!(
            step("Go!: Your characters here may move to Back Door"),
            None
        );
        assert_eq!(
            step("your move: If total destiny > 2, relocate Luke."),
            None
        );
        assert_eq!(step_name("Move Luke to Bunker"), None);
        assert_eq!(step_name("Cannot move"), None);
        assert_eq!(step_name("Never Moves"), None);
        assert_eq!(step_name("Deploy Luke"), None);
        assert!(step_name("Move! Move").is_some());
    }

    /// "May be deployed instead of X by Y", of titles; a limit in it is not this template's.
    #[test]
    fn deployed_by_another_cards_action() {
        assert!(
            own("Dark: May be deployed instead of Alderaan by Set Your Course For Alderaan.")
                .is_some_and(|w| w.contains("another card's action"))
        );
        assert_eq!(
            instead_by(
                "May be deployed instead of Alderaan by Set Your Course For Alderaan only if you control"
            ),
            None
        );
        assert_eq!(
            instead_by("May be deployed instead of a site by using 2 Force"),
            None
        );
    }

    /// A destiny drawn for a move that is made ("draw movement destiny", "movement destiny is
    /// -3") is no act: the move only triggers it. A limit after the trigger still is one.
    #[test]
    fn movement_destiny_is_no_act() {
        for text in [
            "Light: When your starship moves from here, draw movement destiny.",
            "When opponent moves from a related sector, for each TIE armed with a weapon there, movement destiny is -3 (limit -9).",
        ] {
            assert!(
                own(text).is_some_and(|w| w.contains("only triggers")),
                "{text}"
            );
        }
        assert_eq!(
            own(
                "When your starship moves from here, draw movement destiny; it may not move again this turn."
            ),
            None
        );
    }

    /// A card's title that holds an act's word ("You May Start Your Landing") is no act.
    #[test]
    fn a_title_with_landing_is_no_landing() {
        let s = read_text("Opponent loses no more than 1 Force to You May Start Your Landing.");
        assert!(s[0].bears_on.is_empty());
        let s = read_text("Your starships may not land here.");
        assert!(!s[0].bears_on.is_empty());
    }

    /// A played card's "Deploy or move a Jawa as a 'react'": what it does when played (its
    /// own act); a limit in such words is not read so.
    #[test]
    fn a_played_cards_deploy_or_move() {
        assert!(
            own("Deploy or move a Jawa as a 'react' (for -1 Force).")
                .is_some_and(|w| w.contains("when played"))
        );
        assert!(
            !own("Deploy or move a Jawa as a 'react' only to a battle.")
                .is_some_and(|w| w.contains("when played"))
        );
    }
}
