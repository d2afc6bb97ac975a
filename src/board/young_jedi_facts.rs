//! Facts of a Young Jedi table that the Young Jedi families (dotf, dotf_duel) both read: planets
//! and the cards on them, stacks and carriers, the Hyperspace pile, who duels and with which
//! lightsaber. Plain answers from the board and the cards: the rules that make them matter are the
//! families'.

use super::{Board, CardIx, PileCard, Place};
use crate::catalog::{CardDef, CardType, Trait, is_shortening, normalize};
use crate::rulebook::Side;
/// The weapons a character may take up on its planet: those in its stack (carried by it, or by
/// another version of it there), then its side's weapons there that nobody carries. A weapon
/// another character carries is that character's.
pub fn weapons_near(b: &Board, ch: CardIx) -> Vec<CardIx> {
    let Some(row) = planet_of(b, ch) else {
        return Vec::new();
    };
    let weapon = |c: &CardIx| b.card_def(*c).card_type == CardType::Weapon;
    let mut out: Vec<CardIx> = b.cards[ch]
        .carrying
        .iter()
        .copied()
        .filter(weapon)
        .collect();
    for c in cards_on(b, row, b.cards[ch].side) {
        if weapon(&c) && !out.contains(&c) && carrier(b, c).is_none_or(|h| same_stack(b, h, ch)) {
            out.push(c);
        }
    }
    out
}

/// May `ch` use `weapon`: `None` when the weapon's `usable_by` is not given (or names dueling
/// characters and the board does not say whether `ch` is one).
pub fn usable(b: &Board, weapon: &CardDef, ch: &CardDef) -> Option<bool> {
    usable_with(weapon, ch, || match dueling(b, ch).status {
        Status::Yes => Some(true),
        Status::No => Some(false),
        Status::Open => None,
    })
}

/// `Light Side`, `Dark Side`.
pub fn side_title(s: Side) -> &'static str {
    s.title()
}

/// Are two cards of one side one character's stack (versions of one persona, on one planet)?
pub fn same_stack(b: &Board, x: CardIx, y: CardIx) -> bool {
    x == y
        || (b.cards[x].side == b.cards[y].side
            && planet_of(b, x) == planet_of(b, y)
            && b.card_def(x).card_type == CardType::Character
            && b.card_def(y).card_type == CardType::Character
            && persona(b.card_def(x)) == persona(b.card_def(y)))
}

/// The planet (row) a card in play is on.
pub fn planet_of(b: &Board, c: CardIx) -> Option<usize> {
    b.location_of(c).map(|l| b.locations[l].row)
}

/// The planet's name (the row's).
pub fn planet_name(b: &Board, row: usize) -> &str {
    &b.rows[row].name
}

/// A character's persona (the title before the comma, unless a `persona:` trait says), normalised.
pub fn persona(def: &CardDef) -> String {
    let p = def
        .persona()
        .unwrap_or_else(|| def.plain_title().split(',').next().unwrap_or_default());
    normalize(p)
}

/// Names joined with ` + ` (titles hold commas), or `none`.
pub fn joined(names: &[String]) -> String {
    if names.is_empty() {
        "none".into()
    } else {
        names.join(" + ")
    }
}

pub fn is_lightsaber(def: &CardDef) -> bool {
    def.card_type == CardType::Weapon
        && (def.has_trait(&Trait::Lightsaber) || def.key().contains("lightsaber"))
}

pub fn is_anakin(def: &CardDef) -> bool {
    persona(def) == "anakin skywalker"
}

/// How a card of a Hyperspace pile is named: by its `id` on the board (without the `@`), or
/// by title (an unambiguous shortening allowed).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PileRef<'a> {
    Id(&'a str),
    Title(&'a str),
}

/// What `dueling` leaves open, as a missing fact.
pub fn dueling_missing(def: &CardDef) -> String {
    format!(
        "whether {} is a dueling character (able to fight with a lightsaber): the built-in cards do not know it; mark it `traits: [dueling]` under `cards:`, or name it in a lightsaber's `usable_by`",
        def.plain_title()
    )
}

/// Does the catalog know a card of this title and side (a built-in card, whatever the board
/// says on top of it)?
pub fn known(b: &Board, def: &CardDef) -> bool {
    b.catalog
        .base_titled(def.key())
        .iter()
        .any(|d| d.side == def.side || d.side == crate::catalog::Printed::Any)
}

/// A lightsaber of the game (a built-in card, or the board's own) that `def` may use, by name
/// or by class (never "dueling characters", which would be circular): its title and whether
/// the board gave its users.
fn lightsaber_for(b: &Board, def: &CardDef) -> Option<(String, bool)> {
    b.catalog
        .of_type(CardType::Weapon)
        .into_iter()
        .map(|(_, w)| w)
        .filter(|w| {
            is_lightsaber(w)
                && (w.side == def.side
                    || w.side == crate::catalog::Printed::Any
                    || def.side == crate::catalog::Printed::Any)
        })
        .find(|w| usable_with(w, def, || Some(false)) == Some(true))
        .map(|w| {
            (
                w.plain_title().to_string(),
                w.origin == crate::catalog::Origin::Scenario,
            )
        })
}

/// dotf.duel.dueling-character: a character able to fight with a lightsaber. With every
/// Young Jedi card built in, that is decided by the game's cards: a character some lightsaber
/// of the game (or of the board's `cards:`) may be used by, or one the board marks
/// `traits: [dueling]`. On the Light Side the document's own reason (Anakin is "not a Jedi
/// yet") makes being a Jedi the test, and it names Obi-Wan and Qui-Gon; on the Dark Side it
/// names Darth Maul, Darth Sidious and Aurra Sing. A built-in character none of these fits is
/// not one; only of a card the catalog does not know is the answer open.
pub fn dueling(b: &Board, def: &CardDef) -> Dueling {
    let name = def.plain_title().to_string();
    let of = |status: Status, why: String| Dueling {
        status,
        why,
        assumed: None,
    };
    if def.card_type != CardType::Character {
        return of(
            Status::No,
            format!("{name} is a {}, not a character", def.card_type.name()),
        );
    }
    let p = persona(def);
    if p == "anakin skywalker" {
        if def.has_trait(&Trait::Dueling) {
            return Dueling {
                status: Status::Yes,
                why: format!("{name} is marked a dueling character"),
                assumed: Some(format!(
                    "{name}'s own card makes this Anakin a dueling character, although the document says Anakin is not a Jedi yet"
                )),
            };
        }
        return of(
            Status::No,
            format!(
                "{name} is Anakin, whom the document names as not a Jedi yet, so not a dueling character"
            ),
        );
    }
    if NAMED_LIGHT.contains(&p.as_str()) {
        return of(
            Status::Yes,
            format!(
                "{name} is one of the Light Side's named dueling characters (Obi-Wan Kenobi, Qui-Gon Jinn)"
            ),
        );
    }
    if NAMED_DARK.contains(&p.as_str()) {
        return of(
            Status::Yes,
            format!(
                "{name} is one of the Dark Side's named dueling characters (Darth Maul, Darth Sidious, Aurra Sing)"
            ),
        );
    }
    if def.has_trait(&Trait::Jedi) {
        return of(
            Status::Yes,
            format!("{name} is a Jedi: every Light Side Jedi is a dueling character"),
        );
    }
    if is_jedi(def) {
        return of(
            Status::Yes,
            format!(
                "{name}'s title makes it a Jedi, and every Light Side Jedi is a dueling character"
            ),
        );
    }
    if def.has_trait(&Trait::Dueling) {
        return of(Status::Yes, format!("{name} is marked a dueling character"));
    }
    if let Some((saber, board_says)) = lightsaber_for(b, def) {
        return of(
            Status::Yes,
            format!(
                "{} {saber} may be used by {name}: a character able to fight with a lightsaber is a dueling character",
                if board_says {
                    "this board's"
                } else {
                    "the game's"
                }
            ),
        );
    }
    if known(b, def) {
        let test = if def.side.fits(Side::Light) {
            "it is not a Jedi (the Light Side's test: Anakin is left out as \"not a Jedi yet\")"
        } else {
            "the document does not name it"
        };
        return of(
            Status::No,
            format!(
                "no lightsaber of the game may be used by {name} and {test}: it is not able to fight with a lightsaber"
            ),
        );
    }
    of(
        Status::Open,
        format!(
            "{name} is not a built-in card, not a Jedi, not one the document names, and no lightsaber of the game or of this board names it: whether it can fight with a lightsaber is not known"
        ),
    )
}

/// Whether a card is a dueling character, why, and what that takes on trust.
pub struct Dueling {
    pub status: Status,
    pub why: String,
    pub assumed: Option<String>,
}

impl Dueling {
    pub fn yes(&self) -> bool {
        self.status == Status::Yes
    }
}

/// Who carries a weapon, if anyone.
pub fn carrier(b: &Board, w: CardIx) -> Option<CardIx> {
    match b.cards[w].place {
        Place::Carried(h) => Some(h),
        _ => None,
    }
}

/// The cards of `side` on a planet (carried ones included), in the order listed.
pub fn cards_on(b: &Board, row: usize, side: Side) -> Vec<CardIx> {
    b.cards
        .keys()
        .filter(|&c| b.cards[c].side == side && planet_of(b, c) == Some(row))
        .collect()
}

/// Is a character a dueling character: the document says yes or no, or its list is open and the
/// board does not say.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Yes,
    No,
    Open,
}

/// A Jedi: marked `jedi`, or a Light Side character whose title or subtitle holds the word
/// "Jedi" (Yoda, Jedi Elder). Anakin, "not a Jedi yet", never is.
pub fn is_jedi(def: &CardDef) -> bool {
    if def.card_type != CardType::Character || is_anakin(def) {
        return false;
    }
    def.has_trait(&Trait::Jedi)
        || (def.side.fits(Side::Light)
            && def
                .key()
                .split(|c: char| !c.is_alphanumeric())
                .any(|w| w == "jedi"))
}

pub const NAMED_DARK: &[&str] = &["darth maul", "darth sidious", "aurra sing"];

pub const NAMED_LIGHT: &[&str] = &["obi-wan kenobi", "qui-gon jinn"];

pub fn pile_name(b: &Board, p: &PileCard) -> String {
    let t = b.def(p.def).plain_title();
    match &p.id {
        Some(id) => format!("{t} (@{id})"),
        None => t.to_string(),
    }
}

/// The pile cards a name fits, in pile order (light first): by `@id`, by exact title, else
/// by an unambiguous shortening.
pub fn pile_matches(b: &Board, r: PileRef<'_>) -> Result<Vec<(Side, usize)>, String> {
    let all: Vec<(Side, usize)> = [Side::Light, Side::Dark]
        .into_iter()
        .flat_map(|s| (0..b.young_jedi.player(s).hyperspace.len()).map(move |i| (s, i)))
        .collect();
    let card = |&(s, i): &(Side, usize)| &b.young_jedi.player(s).hyperspace[i];
    match r {
        PileRef::Id(id) => Ok(all
            .into_iter()
            .filter(|x| card(x).id.as_deref() == Some(id))
            .collect()),
        PileRef::Title(t) => {
            let key = normalize(t);
            let title = |x: &(Side, usize)| normalize(&b.def(card(x).def).title);
            let exact: Vec<_> = all.iter().copied().filter(|x| title(x) == key).collect();
            if !exact.is_empty() {
                return Ok(exact);
            }
            let short: Vec<_> = all
                .iter()
                .copied()
                .filter(|x| is_shortening(&key, &title(x)))
                .collect();
            let mut titles: Vec<String> = short
                .iter()
                .map(|x| b.def(card(x).def).plain_title().to_string())
                .collect();
            titles.sort();
            titles.dedup();
            if titles.len() > 1 {
                return Err(format!(
                    "`{t}` fits several starships in Hyperspace: {}",
                    titles.join(" | ")
                ));
            }
            Ok(short)
        }
    }
}

/// May `ch` use `weapon` by the weapon's `usable_by`: `None` when that is not given, or turns
/// on whether `ch` is a dueling character and `is_dueling` cannot say.
pub fn usable_with(
    weapon: &CardDef,
    ch: &CardDef,
    is_dueling: impl Fn() -> Option<bool>,
) -> Option<bool> {
    if weapon.yj.usable_by.is_empty() {
        return None;
    }
    match user_entry(weapon, ch, is_dueling) {
        Ok(_) => Some(true),
        Err(true) => None,
        Err(false) => Some(false),
    }
}

/// The first entry of the weapon's `usable_by` that `ch` fits: `Err(open)` when none does,
/// `open` when one turns on a fact not known.
fn user_entry<'w>(
    weapon: &'w CardDef,
    ch: &CardDef,
    is_dueling: impl Fn() -> Option<bool>,
) -> Result<&'w str, bool> {
    let title = ch.key();
    let p = persona(ch);
    let mut open = false;
    let words: Vec<&str> = title.split(|c: char| !c.is_alphanumeric()).collect();
    for entry in &weapon.yj.usable_by {
        let u = normalize(entry);
        let class = u
            .strip_prefix("any other ")
            .or_else(|| u.strip_prefix("any "));
        let fits = match class.unwrap_or(&u) {
            "any" | "character" | "characters" => Some(true),
            "jedi" => Some(is_jedi(ch)),
            "sith" => Some(ch.has_trait(&Trait::Sith)),
            "dueling" | "dueling character" | "dueling characters" => is_dueling(),
            // Another class (`any Gungan`, `any other Podracer pilot`): a character whose title
            // says it is one fits; of another, the card's traits would tell, and they are not
            // modelled.
            c if class.is_some() => {
                let want: Vec<&str> = c.split(|c: char| !c.is_alphanumeric()).collect();
                words
                    .windows(want.len())
                    .any(|w| w == want.as_slice())
                    .then_some(true)
            }
            name => Some(name == title || name == p || is_shortening(name, title)),
        };
        match fits {
            Some(true) => return Ok(entry),
            Some(false) => {}
            None => open = true,
        }
    }
    Err(open)
}

/// A weapon's power bonus for the character using it: the dots the weapon gives the first of
/// its users `ch` fits (its named user, or a class such as "any other Jedi"), else those it
/// gives `others`. `Known(dots, for whom)`, or `Unknown` with the user row the data lacks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WeaponDots {
    Known(i64, String),
    Unknown(String),
}

pub fn weapon_dots(b: &Board, weapon: &CardDef, ch: &CardDef) -> WeaponDots {
    let yj = &weapon.yj;
    let entry = user_entry(weapon, ch, || match dueling(b, ch).status {
        Status::Yes => Some(true),
        Status::No => Some(false),
        Status::Open => None,
    })
    .ok();
    if let Some(u) = entry
        && let Some(n) = yj.weapon_bonus_of(u)
    {
        return WeaponDots::Known(n, format!("for {u}"));
    }
    if let Some(n) = yj.weapon_bonus_of("others") {
        let whom = match entry {
            Some(u) => format!("for {u}"),
            None => "for its other users".to_string(),
        };
        return WeaponDots::Known(n, whom);
    }
    WeaponDots::Unknown(match entry {
        Some(u) => format!("for {u}"),
        None => format!("for {}", ch.plain_title()),
    })
}
