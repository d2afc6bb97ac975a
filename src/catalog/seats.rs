//! A craft's places that its own text keeps for some characters (`May add 1 driver (must be
//! an Ewok)`, `May add one alien pilot`, `May add Harc as a pilot`): read from its "May add …"
//! sentences beside its capacity, with the condition the capacity count alone would drop.

use super::number_word::number_word;

/// What a limited place is for, as the sentence names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeatRole {
    /// "1 pilot (must be …)", "one alien pilot": a pilot of that kind.
    Pilot,
    /// "1 driver (must be an Ewok)", "1 alien driver": a driver of that kind.
    Driver,
    /// "Grogu as a passenger", or a named pilot ("Harc as a pilot"): the text names who, and
    /// it is that character's place whatever its icons.
    Named,
}

/// Places of a craft's character room that its own text gives only to some characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatLimit {
    /// How many of its places.
    pub places: u8,
    /// The kinds said, lower case, each as `board::facts::card_is` reads a word (`smuggler`,
    /// `bounty hunter`, `alien`).
    pub kinds: Vec<String>,
    /// The characters named (`harc`, `red leader`), lower case: a card with the name in its
    /// title or persona.
    pub names: Vec<String>,
    pub role: SeatRole,
    /// The sentence, as printed (from "May add" to its full stop).
    pub sentence: String,
}

/// The limited places of a craft's character room, from each "May add …" sentence of its
/// text: `1 driver (must be an Ewok)`, `1 pilot (must be a smuggler or bounty hunter)`, `2
/// pilots (one must be …)`, `one alien pilot`, `2 alien pilots`, `Harc as a pilot`, `Poe (or a
/// spy) as a pilot`, `Grogu as a passenger`. Empty when no place is so limited.
pub fn seat_limits(text: &str) -> Vec<SeatLimit> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("May add ") {
        let after = &rest[i + "May add ".len()..];
        let end = after.find('.').unwrap_or(after.len());
        let clause = &after[..end];
        let sentence = format!("May add {clause}.");
        for part in clause.split(", ").flat_map(|p| p.split(" and ")) {
            let part = part.trim().trim_start_matches("and ").trim();
            if let Some((places, kinds, names, role)) = limited_part(part) {
                out.push(SeatLimit {
                    places,
                    kinds,
                    names,
                    role,
                    sentence: sentence.clone(),
                });
            }
        }
        rest = &after[end..];
    }
    out
}

type Part = (u8, Vec<String>, Vec<String>, SeatRole);

/// One part of a "May add" list, where a place in it is limited.
fn limited_part(part: &str) -> Option<Part> {
    if let Some(open) = part.find("must be ") {
        return must_be(part, open);
    }
    for (as_word, role) in [
        (" as a pilot", SeatRole::Named),
        (" as pilot", SeatRole::Named),
        (" as a passenger", SeatRole::Named),
        (" as a driver", SeatRole::Named),
    ] {
        if let Some(at) = part.find(as_word) {
            return named(&part[..at], role);
        }
    }
    kind_before_role(part)
}

/// `1 pilot (must be a smuggler or bounty hunter)`, `2 pilots (one must be …)`.
fn must_be(part: &str, open: usize) -> Option<Part> {
    let before = &part[..open];
    let paren = before.rfind('(')?;
    let said = &part[open + "must be ".len()..];
    let said = &said[..said.find(')')?];
    let kinds = kind_list(said);
    let role = role_of(before[..paren].split_whitespace().last()?)?;
    // `(one must be …)`: one place of the count; `(must be …)`: every place counted just
    // before the parenthesis.
    let n = if before[paren + 1..].trim() == "one" {
        1
    } else {
        count_in(&before[..paren])?
    };
    (!kinds.is_empty()).then_some((n, kinds, Vec::new(), role))
}

/// `Harc as a pilot`, `Poe (or a spy) as a pilot`, `Grogu as a passenger`: one place.
fn named(who: &str, role: SeatRole) -> Option<Part> {
    let (name, kinds) = match (who.find("(or "), who.find(')')) {
        (Some(o), Some(c)) if c > o => (
            format!("{} {}", &who[..o], &who[c + 1..]),
            kind_list(&who[o + "(or ".len()..c]),
        ),
        _ => (who.to_string(), Vec::new()),
    };
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    // A name is capitalised as printed; a count or a plain word is not one.
    if !name.starts_with(|c: char| c.is_uppercase()) || count_in(&name).is_some() {
        return None;
    }
    Some((1, kinds, vec![name.to_lowercase()], role))
}

/// `one alien pilot`, `2 alien pilots`, `1 clone pilot`, `1 alien driver`: a count, the kind,
/// then the role.
fn kind_before_role(part: &str) -> Option<Part> {
    // A parenthesis after the role (`(suspends permanent pilot)`) is no part of whom.
    let part = part.split('(').next().unwrap_or(part);
    let words: Vec<&str> = part.split_whitespace().collect();
    let [count, middle @ .., last] = words.as_slice() else {
        return None;
    };
    let n = number_word(count).and_then(|n| u8::try_from(n).ok())?;
    let role = role_of(last)?;
    if middle.is_empty()
        || middle
            .iter()
            .any(|w| !w.chars().all(|c| c.is_alphabetic() || c == '-') || role_of(w).is_some())
    {
        return None;
    }
    let kind = middle.join(" ").to_lowercase();
    Some((n, vec![kind], Vec::new(), role))
}

fn role_of(word: &str) -> Option<SeatRole> {
    match word.trim_matches(|c: char| !c.is_alphabetic()) {
        "pilot" | "pilots" => Some(SeatRole::Pilot),
        "driver" | "drivers" => Some(SeatRole::Driver),
        _ => None,
    }
}

fn count_in(s: &str) -> Option<u8> {
    s.split_whitespace()
        .rev()
        .find_map(|w| number_word(w).and_then(|n| u8::try_from(n).ok()))
}

/// `a smuggler or bounty hunter` → `smuggler`, `bounty hunter`.
fn kind_list(said: &str) -> Vec<String> {
    said.split(" or ")
        .map(|k| {
            let k = k.trim().to_lowercase();
            let k = k
                .strip_prefix("a ")
                .or_else(|| k.strip_prefix("an "))
                .unwrap_or(&k);
            k.trim_end_matches('s').to_string()
        })
        .filter(|k| !k.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str) -> Option<(u8, Vec<&'static str>, Vec<String>, SeatRole)> {
        let v = seat_limits(text);
        assert!(v.len() <= 1, "{v:?}");
        v.into_iter().next().map(|l| {
            let kinds = l
                .kinds
                .iter()
                .map(|k| &*Box::leak(k.clone().into_boxed_str()))
                .collect();
            (l.places, kinds, l.names, l.role)
        })
    }

    #[test]
    fn seat_limits_read_must_be() {
        use SeatRole::*;
        assert_eq!(
            one("May add 1 driver (must be an Ewok)."),
            Some((1, vec!["ewok"], vec![], Driver))
        );
        assert_eq!(
            one("May add 1 pilot (must be smuggler or bounty hunter), 6 passengers and 1 vehicle."),
            Some((1, vec!["smuggler", "bounty hunter"], vec![], Pilot))
        );
        assert_eq!(
            one("May add 2 pilots (one must be a smuggler or bounty hunter) and 3 passengers."),
            Some((1, vec!["smuggler", "bounty hunter"], vec![], Pilot))
        );
        assert_eq!(one("May add 1 pilot (suspends permanent pilot)."), None);
        assert_eq!(one("May add 2 pilots and 8 passengers."), None);
        assert_eq!(one("May add 1 pilot or passenger."), None);
        assert_eq!(
            one("May add 4 pilots, 4 passengers, 2 vehicles and 4 droid starfighters."),
            None
        );
    }

    #[test]
    fn seat_limits_read_a_kind_before_the_role() {
        use SeatRole::*;
        assert_eq!(
            one("May add one alien pilot (suspends permanent pilot)."),
            Some((1, vec!["alien"], vec![], Pilot))
        );
        assert_eq!(
            one("May add 2 alien pilots and 6 passengers."),
            Some((2, vec!["alien"], vec![], Pilot))
        );
        assert_eq!(
            one("May add 1 alien driver and 8 passengers."),
            Some((1, vec!["alien"], vec![], Driver))
        );
    }

    #[test]
    fn seat_limits_read_a_named_character() {
        use SeatRole::*;
        assert_eq!(
            one("May add Harc as a pilot."),
            Some((1, vec![], vec!["harc".to_string()], Named))
        );
        assert_eq!(
            one("May add Red Leader as pilot."),
            Some((1, vec![], vec!["red leader".to_string()], Named))
        );
        assert_eq!(
            one("May add Poe (or a spy) as a pilot and one passenger."),
            Some((1, vec!["spy"], vec!["poe".to_string()], Named))
        );
        assert_eq!(
            one("May add 1 pilot and Grogu as a passenger."),
            Some((1, vec![], vec!["grogu".to_string()], Named))
        );
        assert_eq!(
            seat_limits("May add 1 pilot (must be a bounty hunter) and 3 passengers.")[0].sentence,
            "May add 1 pilot (must be a bounty hunter) and 3 passengers."
        );
    }
}
