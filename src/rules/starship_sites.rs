//! Starship sites (Executor sites, Star Destroyer: Launch Bay) and vehicle and starship
//! capacity: a starship's sites form a row of their own related to that starship.
//!
//! Which starship a row of starship sites relates to is said by the row's name: the starship's
//! title (`Executor:`) or `@id` of a starship in play (`"@avenger":`), see
//! docs/scenario-format.md. The loader checks that an `@id` row names a starship.

use super::actions::{Act, Action, Check, Found, Stage};
use super::eval::{Cx, Eval};
use super::problem::{Grounds, Problem};
use super::subject::AskError;
use crate::board::facts::{
    is_starship_row, is_starship_site, row_starship, rows_of, starship_of_site,
};
use crate::board::{Board, CardIx, LocId, Place};
use crate::catalog::{CardDef, CardType, DefId, Trait, UNLIMITED, normalize};
use crate::query::{CardName, CardRef, Side};
use crate::rulebook::starship_sites::{CAPACITY, STARSHIP_SITES};
use crate::verdict::Answer;
use miette::NamedSource;

/// What a starship site relates to.
#[derive(Debug, Clone, PartialEq)]
pub enum Relates {
    /// One particular starship (normalised title): `Executor: …`.
    Specific(String),
    /// Any starship of a class (the title's prefix): `Star Destroyer: Launch Bay`.
    Generic(String),
}

/// The starship (or class) a starship site relates to, from its title: a prefix that is the
/// title of a unique starship names that starship; any other prefix names a class.
pub(crate) fn relates(board: &Board, def: &CardDef) -> Relates {
    let prefix = def.plain_title().split(':').next().unwrap_or("").trim();
    let key = normalize(prefix);
    let specific = matches!(
        board.catalog.resolve(prefix),
        crate::catalog::Resolution::Found(ids)
            if ids.iter().any(|&i| {
                let d = board.def(i);
                d.card_type == CardType::Starship && d.unique > 0 && d.key() == key
            })
    );
    if specific {
        Relates::Specific(key)
    } else {
        Relates::Generic(prefix.to_string())
    }
}

/// Does starship `s` fit what a site relates to?
pub(crate) fn fits(board: &Board, s: CardIx, r: &Relates) -> bool {
    let d = board.card_def(s);
    if d.card_type != CardType::Starship {
        return false;
    }
    match r {
        Relates::Specific(key) => d.key() == *key,
        Relates::Generic(class) => {
            let c = normalize(class);
            (c == "star destroyer" && d.has_trait(&Trait::StarDestroyer)) || d.key().contains(&c)
        }
    }
}

fn relates_words(r: &Relates, board: &Board) -> String {
    match r {
        Relates::Specific(key) => board
            .catalog
            .resolve(key)
            .found_title(board)
            .unwrap_or_else(|| key.clone()),
        Relates::Generic(class) => format!("any {class}"),
    }
}

trait FoundTitle {
    fn found_title(self, board: &Board) -> Option<String>;
}

impl FoundTitle for crate::catalog::Resolution {
    fn found_title(self, board: &Board) -> Option<String> {
        match self {
            crate::catalog::Resolution::Found(ids) => {
                Some(board.def(ids[0]).plain_title().to_string())
            }
            _ => None,
        }
    }
}

fn row_label(board: &Board, row: usize) -> String {
    match row_starship(board, row) {
        Some(s) => format!("{}'s sites", board.card_name(s)),
        None => format!("the {} row", board.rows[row].name),
    }
}

// ---------------------------------------------------------------- layout and deployment

/// `insertion <starship site> [in <row>]`: true when handled (a starship site).
pub(crate) fn ask_insertion(
    e: &mut Eval,
    def: &CardDef,
    ids: &[DefId],
    row: Option<&CardRef>,
    asker: Option<Side>,
) -> Result<bool, AskError> {
    if !is_starship_site(def) || !e.in_force(&STARSHIP_SITES) {
        return Ok(false);
    }
    let side = e.acting_side(asker, None);
    if super::shared::unique::check_on_table(e, ids, side).is_some_and(|b| b) {
        e.answer(Answer::List(Vec::new()));
        return Ok(true);
    }
    let board = e.board;
    let title = def.plain_title().to_string();
    let rel = relates(board, def);
    let Some(rows) = insertion_rows(e, row, &rel)? else {
        return Ok(true);
    };
    // (group, place in it): the group is named only when there are several to choose from.
    let mut places = places_in_rows(e, def, &rows, &rel);
    // A suitable starship on table without a row yet: a new row related to it.
    let ships: Vec<CardIx> = board
        .cards
        .keys()
        .filter(|&s| fits(board, s, &rel) && rows_of(board, s).is_empty())
        .collect();
    if row.is_none() {
        for &s in &ships {
            places.push((
                String::new(),
                format!("a new row of its own, related to {}", board.card_name(s)),
            ));
        }
        if matches!(rel, Relates::Specific(_)) && places.is_empty() {
            let ship = relates_words(&rel, board);
            e.because(
                &STARSHIP_SITES,
                format!(
                    "{title} relates to the {ship} in particular, so it may deploy even though the {ship} is not on table: it starts a row of its own, apart from the planets"
                ),
            );
            places.push((
                String::new(),
                format!("a new row of its own, related to the {ship}"),
            ));
        }
    }
    if places.is_empty() {
        if matches!(rel, Relates::Generic(_)) && ships.is_empty() && rows.is_empty() {
            e.because(
                &STARSHIP_SITES,
                format!(
                    "{title} works with {}: it may deploy only to such a starship already on table, and none is",
                    relates_words(&rel, board)
                ),
            );
        }
        e.answer(Answer::List(Vec::new()));
        return Ok(true);
    }
    e.because(
        &STARSHIP_SITES,
        format!(
            "{title} is a starship site related to {}: its group stands apart from the planets, and within it the sites keep the interior · docking bay · exterior sequence",
            relates_words(&rel, board)
        ),
    );
    let groups = places
        .iter()
        .map(|(g, _)| g)
        .collect::<std::collections::HashSet<_>>()
        .len();
    let listed = places
        .into_iter()
        .map(|(g, p)| {
            if groups > 1 && !g.is_empty() {
                format!("{g}: {p}")
            } else {
                p
            }
        })
        .collect();
    e.answer(Answer::List(listed));
    Ok(true)
}

/// The rows a starship site may be inserted in: the one asked (`None`, answered, when it is no
/// starship-site row), else every starship-site row whose starship it fits.
fn insertion_rows(
    e: &mut Eval,
    row: Option<&CardRef>,
    rel: &Relates,
) -> Result<Option<Vec<usize>>, AskError> {
    let board = e.board;
    let rows: Vec<usize> = match row {
        Some(r) => {
            let ix = match &r.name {
                CardName::Id(id) => board
                    .row_named(&format!("@{id}"))
                    .map(Ok)
                    .unwrap_or_else(|| e.res.row(r))?,
                _ => e.res.row(r)?,
            };
            if let Some(bad) = board.rows[ix]
                .locations
                .iter()
                .find(|&&l| !is_starship_site(board.loc_def(l)))
            {
                e.because(
                    &STARSHIP_SITES,
                    format!(
                        "the {} row holds {}, which is no starship site: starship sites form their own row, apart from the planets",
                        board.rows[ix].name,
                        board.loc_def(*bad).plain_title()
                    ),
                );
                e.answer(Answer::List(Vec::new()));
                return Ok(None);
            }
            vec![ix]
        }
        None => (0..board.rows.len())
            .filter(|&r| {
                is_starship_row(board, r)
                    && match row_starship(board, r) {
                        Some(s) => fits(board, s, rel),
                        None => matches!(rel, Relates::Specific(k) if normalize(&board.rows[r].name) == *k),
                    }
            })
            .collect(),
    };
    Ok(Some(rows))
}

/// The places in `rows` where the site keeps the sequence, each with its group's label; a row
/// whose starship it does not fit gives the reason and no place.
fn places_in_rows(
    e: &mut Eval,
    def: &CardDef,
    rows: &[usize],
    rel: &Relates,
) -> Vec<(String, String)> {
    let board = e.board;
    let title = def.plain_title().to_string();
    let mut places: Vec<(String, String)> = Vec::new();
    for &r in rows {
        let ship = row_starship(board, r);
        if let Some(s) = ship
            && !fits(board, s, rel)
        {
            e.because(
                &STARSHIP_SITES,
                format!(
                    "{title} relates to {}; the {} row belongs to {}",
                    relates_words(rel, board),
                    board.rows[r].name,
                    board.card_name(s)
                ),
            );
            continue;
        }
        if ship.is_none() && matches!(rel, Relates::Generic(_)) {
            e.because(
                &STARSHIP_SITES,
                format!(
                    "{title} works with {}: it deploys only to a starship already on table, and the {} row names none in play",
                    relates_words(rel, board),
                    board.rows[r].name
                ),
            );
            continue;
        }
        let locs = crate::board::pattern::patterned(board, r);
        let label = row_label(board, r);
        let found = crate::board::pattern::insertion_indices(board, r, def);
        let group = crate::board::pattern::group_of(def)
            .map(crate::board::pattern::Group::name)
            .unwrap_or("?");
        e.because(
            &crate::rulebook::layout::PATTERN,
            format!(
                "among {label} ({}), a new {group} site keeps the interior · docking bay · exterior sequence: {} place{}",
                crate::board::pattern::pattern_words(board, r),
                found.len(),
                if found.len() == 1 { "" } else { "s" }
            ),
        );
        for i in found {
            places.push((
                label.clone(),
                crate::board::pattern::describe_place(board, &locs, i),
            ));
        }
    }
    places
}

/// A starship site deployed: a site relating to one starship in particular may come though
/// that starship is not on table (like Death Star sites); one relating to any starship of a
/// class comes only to such a starship on table. And a card moved between a starship and its
/// own sites: only by the starship's controller, his own cards, from one of its sites
/// (`site_move`).
pub static SITE_DEPLOY_CHECK: Check = Check {
    on: &[Action::Deploy, Action::Move],
    stage: Stage::Rule,
    name: "a starship site deploys to its starship; its controller moves cards between them",
    rules: &[&STARSHIP_SITES],
    run: |e, a| match *a {
        Act::Deploy { card, to: None, .. }
            if is_starship_site(card)
                && e.in_force(&STARSHIP_SITES)
                && !super::shared::unique::rebuilds(e.board, card) =>
        {
            site_deploy(e, card)
        }
        Act::Move { .. } => match ship_move(e.board, a) {
            Some(m) => site_move(e, m),
            None => crate::rules::actions::Outcome::NotMine,
        },
        _ => crate::rules::actions::Outcome::NotMine,
    },
};

pub(crate) fn site_deploy(e: &mut Cx, def: &CardDef) -> crate::rules::actions::Outcome {
    use crate::rules::actions::Outcome;
    let board = e.board;
    let title = def.plain_title().to_string();
    let rel = relates(board, def);
    let ships: Vec<CardIx> = board
        .cards
        .keys()
        .filter(|&s| fits(board, s, &rel))
        .collect();
    let names: Vec<String> = ships.iter().map(|&s| board.card_name(s)).collect();
    match (&rel, ships.is_empty()) {
        (Relates::Specific(_), true) => e.because(
            &STARSHIP_SITES,
            format!(
                "{title} relates to the {} in particular: like Death Star sites, it may deploy though that starship is not on table",
                relates_words(&rel, board)
            ),
        ),
        (Relates::Generic(_), true) => {
            e.because(
                &STARSHIP_SITES,
                format!(
                    "{title} works with {}: it deploys only to such a starship already on table, and none is",
                    relates_words(&rel, board)
                ),
            );
            return Outcome::Refuse;
        }
        (_, false) => e.because(
            &STARSHIP_SITES,
            format!(
                "{title} relates to {}: {} is on table, and the site joins its own group of starship sites",
                relates_words(&rel, board),
                names.join(", ")
            ),
        ),
    }
    Outcome::Clear
}

/// `can deploy <starship site>` where the table allowed it (`SITE_DEPLOY_CHECK`): what it takes
/// as met. True when the card is a starship site (answered).
pub(crate) fn deploy_site(
    e: &mut Eval,
    def: &CardDef,
    side: crate::query::Side,
    as_starting: bool,
    found: Found,
) -> bool {
    if !is_starship_site(def) || !e.in_force(&STARSHIP_SITES) {
        return false;
    }
    if as_starting {
        e.assume("it is the start of the game and this is your starting location");
    } else {
        e.assume_location_paid(def, side);
    }
    e.settle(found, None);
    true
}

// ---------------------------------------------------------------- capacity

fn count_words(n: u8) -> String {
    if n == UNLIMITED {
        "unlimited".into()
    } else {
        n.to_string()
    }
}

/// [`room`]'s number alone: the room left for `c` aboard craft `h`, without the words (which
/// name the cards and read the craft's text for the places it keeps: `validate`'s capacity
/// count asks only the number, on every load of a board with a craft).
pub(crate) fn room_left(board: &Board, c: CardIx, h: CardIx) -> Option<i64> {
    crate::board::facts::room_aboard(board, h, board.card_def(c), Some(c)).map(|r| r.left())
}

/// Room left for `c` aboard craft `h`, by compartment: (room left, words). None when the
/// catalog does not know the capacity, or `c` takes no room there.
pub(crate) fn room(board: &Board, c: CardIx, h: CardIx) -> Option<(i64, String)> {
    use crate::board::facts::Compartment;
    let def = board.card_def(c);
    let hdef = board.card_def(h);
    let hname = board.card_name(h);
    let cap = hdef.capacity;
    let deck = if hdef.is_capital() {
        format!("on {hname}'s bridge")
    } else {
        format!("in {hname}'s cockpit")
    };
    let r = crate::board::facts::room_aboard(board, h, def, Some(c))?;
    let shown = if r.places == i64::MAX {
        "unlimited".to_string()
    } else {
        r.places.to_string()
    };
    let used = r.taken;
    match r.compartment {
        Compartment::Seats => {
            // An astromech place is the craft's own text: say so where it counts.
            let astromech = match cap.astromechs.filter(|&n| n > 0) {
                Some(n) if def.has_trait(&crate::catalog::Trait::Astromech) => format!(
                    " ({} of them {} for astromech droids only, by {hname}'s own text)",
                    count_words(n),
                    if n == 1 { "a place" } else { "places" }
                ),
                Some(_) => " (its astromech places, by its own text, take astromech droids only)"
                    .to_string(),
                None => String::new(),
            };
            // Places its own text keeps for a kind (`1 driver (must be an Ewok)`).
            let limited: String = crate::board::facts::seat_limit_notes(board, h)
                .iter()
                .map(|l| format!(" ({l})"))
                .collect();
            let astromech = astromech + &limited;
            Some((
                r.left(),
                format!("characters ride {deck}: {used} of {shown} places taken{astromech}"),
            ))
        }
        Compartment::Vehicles | Compartment::Starfighters => {
            let what = r.compartment.noun();
            Some((
                r.left(),
                format!(
                    "{what}s ride in {hname}'s cargo bay: {used} of {shown} {what} places taken"
                ),
            ))
        }
    }
}

/// The capacity rule's part of `can embark <c> on <h>`: which compartment takes the card, and
/// that the craft's starship sites do not count. And of a card moved between a starship and
/// its own sites (`site_move_room`): room on the bridge or in the cargo bay going up, unlimited
/// room below decks going down.
pub static CAPACITY_CHECK: Check = Check {
    on: &[Action::Embark, Action::Move],
    stage: Stage::Rule,
    name: "room on the bridge, in the cargo bay and below decks",
    rules: &[&CAPACITY],
    run: capacity_check,
};

pub static CHECKS: &[&Check] = &[&CAPACITY_CHECK, &SITE_DEPLOY_CHECK, &PRICE_CHECK];

/// What a move between a starship and one of its sites costs: a regular move's 1 Force per
/// card (the starship sites rule's check, `site_move`, says so). On the table's Price stage,
/// so `cost`, `can` and the Force Pile check (`shared::force_pile`) read one price.
pub static PRICE_CHECK: Check = Check {
    on: &[Action::Move],
    stage: Stage::Price,
    name: "a move between a starship and its sites costs 1 Force per card",
    rules: &[],
    run: price_check,
};

fn price_check(e: &mut Cx, act: &Act) -> crate::rules::actions::Outcome {
    use crate::rules::actions::Outcome;
    let Some(m) = ship_move(e.board, act) else {
        return Outcome::NotMine;
    };
    if !e.in_force(&STARSHIP_SITES) {
        return Outcome::NotMine;
    }
    let (c, _, _) = m.parts();
    e.base_price(1);
    e.cost(format!("{}: 1 Force (1 per card)", e.board.card_name(c)));
    Outcome::Clear
}

fn capacity_check(e: &mut Cx, act: &Act) -> crate::rules::actions::Outcome {
    use crate::rules::actions::Outcome;
    match *act {
        Act::Move {
            kind: Action::Move, ..
        } => match ship_move(e.board, act) {
            Some(m) => site_move_room(e, m),
            None => Outcome::NotMine,
        },
        Act::Move {
            card,
            craft: Some(h),
            ..
        } => {
            capacity_note(e, card, h);
            Outcome::Clear
        }
        _ => Outcome::NotMine,
    }
}

fn capacity_note(e: &mut Cx, c: CardIx, h: CardIx) {
    if !e.in_force(&CAPACITY) {
        return;
    }
    let board = e.board;
    let name = board.card_name(c);
    if let Some((left, words)) = room(board, c, h) {
        if left > 0 {
            e.allow(&CAPACITY, format!("{words}: room for {name}"));
        } else {
            e.because(&CAPACITY, format!("{words}: no room for {name}"));
        }
    }
    let below: usize = rows_of(board, h)
        .iter()
        .flat_map(|&r| board.rows[r].locations.iter())
        .map(|&l| board.locations[l].cards.len())
        .sum();
    if below > 0 {
        e.allow(
            &CAPACITY,
            format!(
                "the {below} card{} at {}'s starship sites are below decks: they do not count against its capacity",
                if below == 1 { "" } else { "s" },
                board.card_name(h)
            ),
        );
    }
}

// ---------------------------------------------------------------- movement

/// Whether the starship sites rules answer `can move <card> to <to>`, looking only at the
/// board: onto a starship card (from one of its sites), or from aboard a starship down to one of
/// its own sites. [`ask_move`] answers what this claims.
pub(crate) fn reads_move(e: &Eval, c: CardIx, to: &CardRef) -> bool {
    let board = e.board;
    if e.res.location(to).is_err() {
        return e
            .res
            .card(to)
            .is_ok_and(|s| board.card_def(s).card_type == CardType::Starship);
    }
    let Ok(l) = e.res.location(to) else {
        return false;
    };
    let Place::Aboard(s) = board.cards[c].place else {
        return false;
    };
    is_starship_site(board.loc_def(l))
        && starship_of_site(board, l) == Some(s)
        && e.in_force(&STARSHIP_SITES)
}

/// A move between a starship and one of its own sites, as [`ask_move`] builds it: `Up` onto
/// the starship card (the act goes to no location: `to` none, `craft` the starship), from
/// wherever the card stands (the check refuses it unless that is one of the starship's sites);
/// `Down` from aboard the starship to one of its sites.
#[derive(Debug, Clone, Copy)]
enum ShipMove {
    Up {
        card: CardIx,
        ship: CardIx,
        side: Side,
    },
    Down {
        card: CardIx,
        ship: CardIx,
        side: Side,
        site: LocId,
    },
}

impl ShipMove {
    fn parts(self) -> (CardIx, CardIx, Side) {
        match self {
            ShipMove::Up { card, ship, side }
            | ShipMove::Down {
                card, ship, side, ..
            } => (card, ship, side),
        }
    }
}

fn ship_move(board: &Board, act: &Act) -> Option<ShipMove> {
    let Act::Move {
        kind: Action::Move,
        card,
        side,
        to,
        craft: Some(ship),
        by_card: false,
        ..
    } = *act
    else {
        return None;
    };
    if board.card_def(ship).card_type != CardType::Starship {
        return None;
    }
    match to {
        None => Some(ShipMove::Up { card, ship, side }),
        Some(site)
            if board.cards[card].place == Place::Aboard(ship)
                && is_starship_site(board.loc_def(site))
                && starship_of_site(board, site) == Some(ship) =>
        {
            Some(ShipMove::Down {
                card,
                ship,
                side,
                site,
            })
        }
        _ => None,
    }
}

/// The starship sites rule on a move between a starship and its sites: the card goes up only
/// from one of that starship's sites, and only the starship's controller moves his own cards;
/// then it may, as a regular move at 1 Force per card.
fn site_move(e: &mut Cx, m: ShipMove) -> crate::rules::actions::Outcome {
    use crate::rules::actions::Outcome;
    let board = e.board;
    let (c, s, side) = m.parts();
    let (name, sname) = (board.card_name(c), board.card_name(s));
    let from = match m {
        ShipMove::Up { .. } => match board.cards[c].place {
            Place::At(l) if starship_of_site(board, l) == Some(s) => {
                board.loc_def(l).plain_title().to_string()
            }
            _ => {
                e.because(
                    &STARSHIP_SITES,
                    format!(
                        "{name} is not at one of {sname}'s starship sites: only cards at a starship's own sites move onto the starship card this way"
                    ),
                );
                return Outcome::Refuse;
            }
        },
        ShipMove::Down { .. } => sname.clone(),
    };
    if board.cards[s].side != side || board.cards[c].side != side {
        e.because(
            &STARSHIP_SITES,
            format!(
                "only the player controlling {sname} moves his own cards between it and its sites"
            ),
        );
        return Outcome::Refuse;
    }
    let to = match m {
        ShipMove::Up { .. } => format!("{sname}, its related starship"),
        ShipMove::Down { site, .. } => {
            format!(
                "{}, one of its starship sites",
                board.loc_def(site).plain_title()
            )
        }
    };
    e.allow(
        &STARSHIP_SITES,
        format!("{name} may move from {from} to {to}: a regular move, 1 Force per card"),
    );
    Outcome::Clear
}

/// The capacity rule on a move between a starship and its sites: going up, the card needs room
/// on the bridge (a character) or in the cargo bay (a vehicle or starfighter); going down, the
/// sites below decks have unlimited room.
fn site_move_room(e: &mut Cx, m: ShipMove) -> crate::rules::actions::Outcome {
    use crate::rules::actions::Outcome;
    let board = e.board;
    let (c, s, _) = m.parts();
    let (name, sname) = (board.card_name(c), board.card_name(s));
    if let ShipMove::Down { site, .. } = m {
        e.allow(
            &CAPACITY,
            format!(
                "{} is below decks, with unlimited room",
                board.loc_def(site).plain_title()
            ),
        );
        return Outcome::Clear;
    }
    // Going up from anywhere but one of the starship's sites is no move of this rule's
    // (`site_move` refuses it).
    if !matches!(board.cards[c].place, Place::At(l) if starship_of_site(board, l) == Some(s)) {
        return Outcome::NotMine;
    }
    match room(board, c, s) {
        Some((left, words)) if left <= 0 => {
            e.because(&CAPACITY, format!("{words}: no room for {name}"));
            Outcome::Refuse
        }
        Some((_, words)) => {
            e.allow(&CAPACITY, format!("{words}: room for {name}"));
            Outcome::Clear
        }
        None if board.card_def(c).card_type == CardType::Character => {
            e.assume(format!("{sname} has room for {name}"));
            Outcome::Clear
        }
        None => {
            e.because(
                &CAPACITY,
                format!(
                    "{name} is a {}: {sname} has no place for it on its bridge or in its cargo bay",
                    board.card_def(c).kind_words()
                ),
            );
            Outcome::Refuse
        }
    }
}

/// `can move <card> to <starship>` from one of its starship sites, or `can move <card> to
/// <starship site>` from aboard the related starship: true when handled. The act, to the
/// table (the starship sites and capacity checks, `SITE_DEPLOY_CHECK` and `CAPACITY_CHECK`,
/// judge it with every other check on a move); its price, 1 Force per card.
pub(crate) fn ask_move(
    e: &mut Eval,
    card: &CardRef,
    to: &CardRef,
    asker: Option<Side>,
) -> Result<bool, AskError> {
    let Ok(c) = e.res.card(card) else {
        return Ok(false);
    };
    let board = e.board;
    let side = asker.unwrap_or(board.cards[c].side);
    // Up: to the starship card.
    let act = if e.res.location(to).is_err()
        && let Ok(s) = e.res.card(to)
        && board.card_def(s).card_type == CardType::Starship
    {
        e.v.side = Some(side);
        if !e.in_force(&STARSHIP_SITES) {
            e.missing(format!(
                "moving {} onto {} from a site: starship sites and this move arrive with the Dagobah supplement",
                board.card_name(c),
                board.card_name(s)
            ));
            return Ok(true);
        }
        Act::moving(Action::Move, c, side, None, Some(s))
    } else {
        // Down: from aboard the starship to one of its sites.
        if !e.in_force(&STARSHIP_SITES) {
            return Ok(false);
        }
        let Ok(l) = e.res.location(to) else {
            return Ok(false);
        };
        let Place::Aboard(s) = board.cards[c].place else {
            return Ok(false);
        };
        if !is_starship_site(board.loc_def(l)) || starship_of_site(board, l) != Some(s) {
            return Ok(false);
        }
        e.v.side = Some(side);
        Act::moving(Action::Move, c, side, Some(l), Some(s))
    };
    let found = super::actions::rules(e, &act);
    // 1 Force per card, and what a collapsed site adds: the table's price (`PRICE_CHECK`).
    let n = super::actions::price(e, &act);
    cards_aboard_go_along(e, c);
    e.settle(found, Some(n));
    Ok(true)
}

fn cards_aboard_go_along(e: &mut Eval, c: CardIx) {
    let board = e.board;
    if !board.cards[c].aboard.is_empty() {
        e.assume(format!(
            "the cards aboard {} go with it without being counted as moving cards",
            board.card_name(c)
        ));
    }
}

/// `lost-with <starship>`: its related sites and every card at them (and aboard or on those).
pub(crate) fn lost_with(e: &mut Eval, s: CardIx, lost: &mut Vec<String>) {
    if !e.in_force(&STARSHIP_SITES) {
        return;
    }
    let board = e.board;
    if board.card_def(s).card_type != CardType::Starship {
        return;
    }
    let rows = rows_of(board, s);
    let sname = board.card_name(s);
    if rows.is_empty() {
        if (0..board.rows.len()).any(|r| is_starship_row(board, r)) {
            e.because(
                &STARSHIP_SITES,
                format!("no starship sites are related to {sname}: none are lost with it"),
            );
        }
        return;
    }
    let mut here = Vec::new();
    let mut sites = Vec::new();
    for r in rows {
        for &l in &board.rows[r].locations {
            sites.push(board.loc_def(l).plain_title().to_string());
            let mut stack: Vec<CardIx> = board.locations[l].cards.clone();
            while let Some(x) = stack.pop() {
                here.push(board.card_name(x));
                stack.extend(board.cards[x].aboard.iter().chain(&board.cards[x].carrying));
            }
        }
    }
    e.because(
        &STARSHIP_SITES,
        format!(
            "{sname}'s related sites go with it, and every card at them: {}{}",
            sites.join(", "),
            if here.is_empty() {
                String::new()
            } else {
                format!("; {}", here.join(", "))
            }
        ),
    );
    lost.extend(sites);
    lost.extend(here);
}

// ---------------------------------------------------------------- validation

/// `validate`: starship sites mixed into a planet's row, generic sites without their starship,
/// a row related to a starship its sites do not fit.
pub(crate) fn problems(board: &Board, src: &NamedSource<crate::board::SourceText>) -> Vec<Problem> {
    let mut out = Vec::new();
    for r in 0..board.rows.len() {
        if !is_starship_row(board, r) {
            continue;
        }
        let ship = row_starship(board, r);
        let name = &board.rows[r].name;
        let others: Vec<String> = board.rows[r]
            .locations
            .iter()
            .map(|&l| board.loc_def(l))
            .filter(|d| !is_starship_site(d))
            .map(|d| d.plain_title().to_string())
            .collect();
        for &l in &board.rows[r].locations {
            let d = board.loc_def(l);
            if !is_starship_site(d) {
                continue;
            }
            let span = board.locations[l].span;
            let mut push = |message: String, label: &str, help: String| {
                out.push(Problem {
                    rule: Grounds::Rule(&STARSHIP_SITES),
                    span,
                    message,
                    label: label.into(),
                    help: Some(help),
                    src: src.clone(),
                });
            };
            if !others.is_empty() {
                push(
                    format!(
                        "{} is a starship site in the {name} row, beside {}: a starship's sites form their own row, apart from the planets",
                        d.plain_title(),
                        others.join(", ")
                    ),
                    "starship site in a planet's row",
                    "list the starship's sites in a row named after the starship (or `\"@id\"`)"
                        .into(),
                );
                continue;
            }
            let rel = relates(board, d);
            match (ship, &rel) {
                (Some(s), _) if !fits(board, s, &rel) => push(
                    format!(
                        "{} relates to {}, but the {name} row belongs to {}",
                        d.plain_title(),
                        relates_words(&rel, board),
                        board.card_name(s)
                    ),
                    "wrong starship",
                    "name the row after the starship the site belongs to".into(),
                ),
                (None, Relates::Generic(_)) => push(
                    format!(
                        "{} works with {} and needs one on table, but the {name} row names no such starship in play",
                        d.plain_title(),
                        relates_words(&rel, board)
                    ),
                    "no starship",
                    "name the row `@id` after a starship in play".into(),
                ),
                (None, Relates::Specific(k)) if normalize(name) != *k => push(
                    format!(
                        "{} relates to the {}, but it stands in the {name} row",
                        d.plain_title(),
                        relates_words(&rel, board)
                    ),
                    "wrong row",
                    format!("name the row `{}`", relates_words(&rel, board)),
                ),
                _ => {}
            }
        }
    }
    out
}

#[cfg(test)]
mod tests;
