//! A card's own sentence that limits where it deploys ("Deploys only on Hoth.", "Deploy only on
//! Cloud City, but may move elsewhere.", "Deploys only to a Jabba's Palace site."), read into
//! the places it names. The catalog keeps the sentence as printed (`CardDef::deploys_only`); a
//! scenario or the hand-checked file may also write a bare place (`Hoth`), read as "on Hoth".
//!
//! The places are alternatives: the card may deploy where any one fits. A part the reader
//! cannot read (a condition, "any desert", "same site as Jabba") is kept as unread, so a
//! question it could decide is undetermined, quoting the sentence.

/// One place a deploy sentence names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Place {
    /// `on Hoth`, `to Coruscant`, `at Tatooine`, `to Wampa Cave`: any location of that planet,
    /// or the location of that title (a site is named by what follows its planet's `:`), or
    /// aboard a craft of that name (`on Falcon`).
    Named(String),
    /// `to a Jabba's Palace site`, `to a Tatooine site`: a site of that planet or group.
    Site(String),
    /// `aboard Executor`: aboard a craft of that name.
    Aboard(String),
}

/// What a deploy sentence says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeployLimit {
    /// The sentence as printed (a bare place written `Deploys only on <place>.`).
    pub sentence: String,
    /// The places read, any one of which allows the deployment.
    pub places: Vec<Place>,
    /// `Deploys only if <card> on table`: cards (a title, or `Star Destroyer`: a title that
    /// holds those words) that must be on table.
    pub on_table: Vec<String>,
    /// Parts of the sentence the reader cannot read.
    pub unread: Vec<String>,
    /// "…, but may move elsewhere": the limit is on deploying only (it always is: a deploy
    /// sentence says nothing of moving).
    pub may_move_elsewhere: bool,
}

impl DeployLimit {
    /// Does the sentence name this planet (or place) among where the card deploys (`on
    /// Dagobah`, `to a Dagobah site`)?
    pub fn names(&self, place: &str) -> bool {
        self.places.iter().any(|p| match p {
            Place::Named(n) | Place::Site(n) => n.eq_ignore_ascii_case(place),
            Place::Aboard(_) => false,
        })
    }
    /// Reads a deploy sentence (or a bare place).
    pub fn read(text: &str) -> DeployLimit {
        let t = text.trim().trim_end_matches('.').trim();
        let lead = ["Deploys only ", "Deploy only ", "May deploy only "]
            .iter()
            .find_map(|l| t.strip_prefix(l));
        let Some(rest) = lead else {
            // A bare place, as a scenario writes it.
            let sentence = format!("Deploys only on {t}.");
            let mut out = DeployLimit::read(&sentence);
            out.sentence = sentence;
            return out;
        };
        let mut out = DeployLimit {
            sentence: if text.trim().ends_with('.') {
                text.trim().to_string()
            } else {
                format!("{}.", text.trim())
            },
            places: Vec::new(),
            on_table: Vec::new(),
            unread: Vec::new(),
            may_move_elsewhere: false,
        };
        if let Some(cond) = rest.strip_prefix("if ") {
            let card = cond
                .strip_suffix(" is on table")
                .or_else(|| cond.strip_suffix(" on table"))
                .map(|c| {
                    c.strip_prefix("a ")
                        .or_else(|| c.strip_prefix("an "))
                        .unwrap_or(c)
                });
            match card.filter(|c| plain_name(c)) {
                Some(c) => out.on_table.push(c.to_string()),
                None => out.unread.push(rest.to_string()),
            }
            return out;
        }
        let mut body = rest;
        for tail in [", but may move elsewhere", " but may move elsewhere"] {
            if let Some(b) = body.strip_suffix(tail) {
                body = b;
                out.may_move_elsewhere = true;
                break;
            }
        }
        let mut prep = "";
        for item in body.split(", ").flat_map(|p| p.split(" or ")) {
            let item = item.trim();
            let (p, name) = match item.split_once(' ') {
                Some((w @ ("on" | "to" | "at" | "aboard"), r)) => (w, r.trim()),
                _ => (prep, item),
            };
            prep = p;
            match read_place(p, name) {
                Some(Place::Aboard(craft)) => {
                    // A starship's own sites are aboard it (Dagobah supplement, Starship
                    // Sites): "aboard Executor" holds at the Executor's sites too.
                    out.places.push(Place::Aboard(craft.clone()));
                    out.places.push(Place::Site(craft));
                }
                Some(place) => out.places.push(place),
                None => out.unread.push(item.to_string()),
            }
        }
        out
    }
}

/// One item of the list after its preposition: a name of capitalised words, `a <name> site`.
fn read_place(prep: &str, name: &str) -> Option<Place> {
    if prep.is_empty() {
        return None;
    }
    let name = name.trim();
    // "a Jabba's Palace site", "any Death Star Site" (as printed).
    let bare = ["a ", "an ", "any "]
        .iter()
        .find_map(|a| name.strip_prefix(a))
        .unwrap_or(name);
    if let Some(site) = [" site", " Site"]
        .iter()
        .find_map(|s| bare.strip_suffix(s))
        .filter(|_| prep != "aboard")
    {
        return plain_name(site).then(|| Place::Site(site.to_string()));
    }
    if !plain_name(name) {
        return None;
    }
    Some(match prep {
        "aboard" => Place::Aboard(name.to_string()),
        _ => Place::Named(name.to_string()),
    })
}

/// A name: capitalised words (or numbers, `Yavin 4`, `Death Star II`), letters, digits,
/// apostrophes and hyphens only.
fn plain_name(name: &str) -> bool {
    !name.is_empty()
        && name.split(' ').all(|w| {
            w.chars()
                .next()
                .is_some_and(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
                && w.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '\'' || c == '-')
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(s: &str) -> Place {
        Place::Named(s.into())
    }

    #[test]
    fn one_planet() {
        let l = DeployLimit::read("Deploys only on Hoth.");
        assert_eq!(l.places, vec![named("Hoth")]);
        assert!(l.unread.is_empty() && !l.may_move_elsewhere);
        assert_eq!(l.sentence, "Deploys only on Hoth.");
    }

    #[test]
    fn bare_place_is_on_it() {
        let l = DeployLimit::read("Cloud City");
        assert_eq!(l.places, vec![named("Cloud City")]);
        assert_eq!(l.sentence, "Deploys only on Cloud City.");
    }

    #[test]
    fn may_move_elsewhere_limits_deploying_only() {
        for s in [
            "Deploys only on Cloud City, but may move elsewhere.",
            "Deploy only on Hoth but may move elsewhere.",
        ] {
            let l = DeployLimit::read(s);
            assert!(l.may_move_elsewhere, "{s}");
            assert_eq!(l.places.len(), 1, "{s}");
            assert!(l.unread.is_empty(), "{s}");
        }
    }

    #[test]
    fn lists_and_sites() {
        let l = DeployLimit::read("Deploys only on Dagobah or Cloud City.");
        assert_eq!(l.places, vec![named("Dagobah"), named("Cloud City")]);
        let l = DeployLimit::read("Deploys only on Falcon, Hoth or Cloud City.");
        assert_eq!(l.places.len(), 3);
        let l = DeployLimit::read("Deploys only to a Jabba's Palace site.");
        assert_eq!(l.places, vec![Place::Site("Jabba's Palace".into())]);
        let l = DeployLimit::read("Deploys only to a Yavin 4 site or any jungle.");
        assert_eq!(l.places, vec![Place::Site("Yavin 4".into())]);
        assert_eq!(l.unread, vec!["any jungle".to_string()]);
        let l = DeployLimit::read("Deploys only aboard Executor or on any Death Star Site.");
        assert_eq!(
            l.places,
            vec![
                Place::Aboard("Executor".into()),
                Place::Site("Executor".into()),
                Place::Site("Death Star".into())
            ]
        );
        assert!(l.unread.is_empty());
    }

    #[test]
    fn a_card_on_table() {
        let l = DeployLimit::read("Deploys only if a Star Destroyer on table.");
        assert_eq!(l.on_table, vec!["Star Destroyer".to_string()]);
        assert!(l.places.is_empty() && l.unread.is_empty());
        let l = DeployLimit::read("Deploys only if Rescue The Princess on table.");
        assert_eq!(l.on_table, vec!["Rescue The Princess".to_string()]);
        let l = DeployLimit::read("Deploys only if an [Episode VII] Epic Event on table.");
        assert!(l.on_table.is_empty() && l.unread.len() == 1);
    }

    #[test]
    fn conditions_are_unread() {
        for s in [
            "Deploys only as a 'react' to a Cloud City site or to where your Lando is present.",
            "Deploys only at parsec 0.",
            "Deploys only on Tatooine for 2 Force from each player's Force Pile.",
            "Deploys only on on Tatooine.",
            "Deploys only at interior sites.",
        ] {
            let l = DeployLimit::read(s);
            assert!(l.places.is_empty(), "{s}: {:?}", l.places);
            assert!(!l.unread.is_empty(), "{s}");
        }
        // An alternative that is read stays read beside one that is not.
        let l = DeployLimit::read("Deploys only on Tatooine or to same site as Jabba.");
        assert_eq!(l.places, vec![named("Tatooine")]);
        assert_eq!(l.unread, vec!["to same site as Jabba".to_string()]);
    }
}
