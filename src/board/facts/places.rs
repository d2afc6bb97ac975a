//! Places: the sites of a row, a planet and its locations, starship sites and their starship, what
//! a mine buries.

use crate::board::{Board, CardIx, LocId};
use crate::catalog::deploy_limit::{DeployLimit, Place};
use crate::catalog::{CardDef, CardType, Icon, normalize};

/// Sites of a row, in order (systems and sectors are not on the ground path).
pub fn row_sites(board: &Board, row: usize) -> Vec<LocId> {
    board.rows[row]
        .locations
        .iter()
        .copied()
        .filter(|&l| board.loc_def(l).is_site())
        .collect()
}

/// Does a location title belong to the planet (or place) a card may deploy only on?
pub fn on_planet(board: &Board, l: crate::board::LocId, planet: &str) -> bool {
    let key = normalize(planet);
    let t = board.loc_def(l).key();
    normalize(&board.row_of(l).name) == key || t == key || t.starts_with(&format!("{key}:"))
}

/// How a deployment meets the card's own deploy sentence ([`DeployLimit`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LimitFit {
    /// A place the sentence names fits: why, in words (`Hoth: Echo Corridor is on Hoth`).
    Fits(String),
    /// No place it names fits, and it has no part the judge cannot read.
    Outside,
    /// No place read fits, and a part of the sentence is not read.
    Unread,
}

/// Does deploying to `l` (aboard `host`, when it deploys aboard a card) meet the places a
/// card's own deploy sentence names? Any one place suffices.
pub fn deploy_limit_fit(
    board: &Board,
    l: LocId,
    host: Option<CardIx>,
    limit: &DeployLimit,
) -> LimitFit {
    let title = board.loc_def(l).key().to_string();
    let aboard = |name: &str| {
        host.is_some_and(|h| {
            let d = board.card_def(h);
            let key = normalize(name);
            d.key() == key
                || d.key().split(' ').any(|w| w == key)
                || d.personas().any(|p| normalize(p) == key)
        })
    };
    // `if <card> on table`: any card in play or location whose title holds those words.
    for name in &limit.on_table {
        let key = normalize(name);
        // A card whose title holds the words (`Victory-Class Star Destroyer`); a location of
        // that title (`Cell 2187`, after its planet's `:`), not one whose title begins with
        // them (`Star Destroyer: Launch Bay` is no Star Destroyer).
        let holds =
            |t: &str| t == key || t.contains(&format!("{key} ")) || t.ends_with(&format!(" {key}"));
        let names = |t: &str| t == key || t.ends_with(&format!(": {key}"));
        let on_table = board.cards.iter().any(|c| holds(board.def(c.def).key()))
            || board
                .locations
                .iter()
                .any(|l| names(board.def(l.def).key()));
        if !on_table {
            return if limit.unread.is_empty() {
                LimitFit::Outside
            } else {
                LimitFit::Unread
            };
        }
    }
    if limit.places.is_empty() && limit.unread.is_empty() && !limit.on_table.is_empty() {
        return LimitFit::Fits(format!("{} is on table", limit.on_table.join(" and ")));
    }
    for p in &limit.places {
        let fits = match p {
            Place::Named(n) => {
                on_planet(board, l, n)
                    || title.ends_with(&format!(": {}", normalize(n)))
                    || aboard(n)
            }
            Place::Site(n) => board.loc_def(l).is_site() && on_planet(board, l, n),
            Place::Aboard(n) => aboard(n),
        };
        if fits {
            let place = board.loc_def(l).plain_title();
            return LimitFit::Fits(match p {
                Place::Named(n) => format!("{place} is on {n}"),
                Place::Site(n) => format!("{place} is a {n} site"),
                Place::Aboard(n) => format!("it deploys aboard {n}"),
            });
        }
    }
    if limit.unread.is_empty() {
        LimitFit::Outside
    } else {
        LimitFit::Unread
    }
}

/// A starship site (the starship icon on a site).
pub fn is_starship_site(def: &CardDef) -> bool {
    def.is_site() && def.has_icon(Icon::StarshipSite)
}

/// Does a row hold starship sites?
pub fn is_starship_row(board: &Board, row: usize) -> bool {
    board.rows[row]
        .locations
        .iter()
        .any(|&l| is_starship_site(board.loc_def(l)))
}

/// The starship in play a row's name points at: `@id`, or the title of exactly one starship.
pub fn named_starship(board: &Board, name: &str) -> Option<CardIx> {
    if let Some(id) = name.trim().strip_prefix('@') {
        return board
            .ids
            .get(id)
            .copied()
            .filter(|&c| board.card_def(c).card_type == CardType::Starship);
    }
    match board
        .cards_titled(&normalize(name))
        .iter()
        .copied()
        .filter(|&c| board.card_def(c).card_type == CardType::Starship)
        .collect::<Vec<_>>()
        .as_slice()
    {
        [one] => Some(*one),
        _ => None,
    }
}

/// The starship a row of starship sites relates to, when it is in play.
pub fn row_starship(board: &Board, row: usize) -> Option<CardIx> {
    if !is_starship_row(board, row) {
        return None;
    }
    named_starship(board, &board.rows[row].name)
}

/// The rows of starship sites related to starship `s`.
pub fn rows_of(board: &Board, s: CardIx) -> Vec<usize> {
    (0..board.rows.len())
        .filter(|&r| row_starship(board, r) == Some(s))
        .collect()
}

/// The starship a starship site `l` belongs to, when in play.
pub fn starship_of_site(board: &Board, l: LocId) -> Option<CardIx> {
    is_starship_site(board.loc_def(l))
        .then(|| row_starship(board, board.locations[l].row))
        .flatten()
}

/// Does this kind of card trip buried cards?
pub fn trips(ty: CardType) -> bool {
    matches!(
        ty,
        CardType::Character | CardType::Vehicle | CardType::Starship
    )
}

/// The buried cards at a location, described: `Timer Mine (mine)`, `Red 5 (dud)`.
pub fn buried_words(board: &Board, l: LocId) -> Vec<String> {
    board.locations[l]
        .buried
        .iter()
        .map(|&d| {
            let def = board.def(d);
            let mine = def.card_type == CardType::Weapon && def.key().contains("mine");
            format!(
                "{} ({})",
                def.plain_title(),
                if mine {
                    "a mine: it explodes"
                } else {
                    "a dud: it is lost"
                }
            )
        })
        .collect()
}

/// Where a card landed at a site may take off to: the systems and sectors of its row (none
/// when it is not at a site). `can take-off X` and `moves` ask about exactly these.
pub fn take_off_destinations(board: &Board, c: CardIx) -> Vec<LocId> {
    match board.cards[c].place {
        crate::board::Place::At(l) if board.loc_def(l).is_site() => board.rows
            [board.locations[l].row]
            .locations
            .iter()
            .copied()
            .filter(|&x| !board.loc_def(x).is_site())
            .collect(),
        _ => Vec::new(),
    }
}
