//! Facts of a Young Jedi table that the Young Jedi families (dotf, dotf_duel) both read: planets
//! and the cards on them, stacks and carriers, the Hyperspace pile, who duels and with which
//! lightsaber. Plain answers from the board and the cards: the rules that make them matter are the
//! families'.

use super::{Board, CardIx, PileCard, Place};
use crate::catalog::{CardDef, CardType, DefId, Trait, is_shortening, normalize};
use crate::query::{CardName, CardRef};
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

/// A starship in a Hyperspace pile named by the query, if one fits.
pub fn in_hyperspace(b: &Board, r: &CardRef) -> Option<(Side, DefId, String)> {
    let found = pile_matches(b, r).ok()?;
    let &(s, i) = found.first()?;
    let p = &b.young_jedi.player(s).hyperspace[i];
    Some((s, p.def, pile_name(b, p)))
}

/// What `dueling` leaves open, as a missing fact.
pub fn dueling_missing(def: &CardDef) -> String {
    format!(
        "whether {} is a dueling character (able to fight with a lightsaber): mark it `traits: [dueling]` under `cards:`, or name it in a lightsaber's `usable_by`",
        def.plain_title()
    )
}

/// dotf.duel.dueling-character: a character able to fight with a lightsaber. The document
/// names Obi-Wan, Qui-Gon and every other Light Side Jedi (not Anakin, not a Jedi yet), and on
/// the Dark Side Darth Maul, Darth Sidious and Aurra Sing; both lists are open ("include"), so a
/// character the board says can use a lightsaber (a lightsaber on the table naming it in
/// `usable_by`, or `traits: [dueling]`) is one too, a Sith is taken as one on trust, and of any
/// other character the answer is open, never a flat no.
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
    let saber = b.cards.keys().find(|&w| {
        let wd = b.card_def(w);
        is_lightsaber(wd) && usable_with(wd, def, || Some(false)) == Some(true)
    });
    if let Some(w) = saber {
        return of(
            Status::Yes,
            format!(
                "this board's {} is usable by {name}: a character able to fight with a lightsaber is a dueling character",
                b.card_def(w).plain_title()
            ),
        );
    }
    if def.has_trait(&Trait::Sith) {
        return Dueling {
            status: Status::Yes,
            why: format!("{name} is a Sith"),
            assumed: Some(format!(
                "{name}, a Sith, counts as a dueling character: the document's Dark Side list (Darth Maul, Darth Sidious, Aurra Sing) is open-ended"
            )),
        };
    }
    of(
        Status::Open,
        format!(
            "{name} is neither a Jedi nor one of the characters the document names, and its list is open (\"includes\"): whether {name} can fight with a lightsaber is not on this board"
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

/// The pile cards a query name fits, in pile order (light first): by `@id`, by exact title,
/// else by an unambiguous shortening.
pub fn pile_matches(b: &Board, r: &CardRef) -> Result<Vec<(Side, usize)>, String> {
    let all: Vec<(Side, usize)> = [Side::Light, Side::Dark]
        .into_iter()
        .flat_map(|s| (0..b.young_jedi.player(s).hyperspace.len()).map(move |i| (s, i)))
        .collect();
    let card = |&(s, i): &(Side, usize)| &b.young_jedi.player(s).hyperspace[i];
    match &r.name {
        CardName::Id(id) => Ok(all
            .into_iter()
            .filter(|x| card(x).id.as_deref() == Some(id.as_str()))
            .collect()),
        CardName::Title(t) => {
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
        _ => Ok(Vec::new()),
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
    let title = ch.key();
    let p = persona(ch);
    let mut open = false;
    for u in &weapon.yj.usable_by {
        let u = normalize(u);
        let u = u
            .strip_prefix("any other ")
            .or_else(|| u.strip_prefix("any "))
            .unwrap_or(&u);
        let fits = match u {
            "any" | "character" | "characters" => Some(true),
            "jedi" => Some(is_jedi(ch)),
            "sith" => Some(ch.has_trait(&Trait::Sith)),
            "dueling" | "dueling character" | "dueling characters" => is_dueling(),
            name => Some(name == title || name == p || is_shortening(name, title)),
        };
        match fits {
            Some(true) => return Some(true),
            Some(false) => {}
            None => open = true,
        }
    }
    if open { None } else { Some(false) }
}
