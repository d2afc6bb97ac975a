//! Facts about the board that several rule families read: what a card is (a craft, a captive),
//! where it is and what it is aboard, which locations a row holds and how they relate. Plain
//! answers from the board and the catalog: no rule is cited here (the families cite the rules
//! that make a fact matter).

use super::{Board, CardIx, LocId, Place};
use crate::catalog::{CardDef, CardType, Icon, Subtype, Trait};
use crate::catalog::{Printed, normalize};
use crate::rulebook::Side;

/// Sites of a row, in order (systems and sectors are not on the ground path).
pub fn row_sites(board: &Board, row: usize) -> Vec<LocId> {
    board.rows[row]
        .locations
        .iter()
        .copied()
        .filter(|&l| board.loc_def(l).is_site())
        .collect()
}

/// Who operates the craft, if anyone; `latest` decides whether a crash silences the permanent pilot.
pub fn operator(board: &Board, c: CardIx, crash_silences: bool) -> Option<Operator> {
    let def = board.card_def(c);
    match needs(def) {
        Needs::Nothing => Some(Operator::Itself),
        Needs::Driver => driver(board, c).map(Operator::Character),
        Needs::Pilot => {
            if let Some(a) = def.permanent_pilot {
                let silenced = crash_silences && board.cards[c].state.crashed;
                if !silenced {
                    return Some(Operator::Permanent(Some(a)));
                }
            }
            acting_pilots(board, c)
                .first()
                .copied()
                .map(Operator::Character)
        }
    }
}

/// The driver of a transport: the designated one, else the first character who may drive.
pub fn driver(board: &Board, c: CardIx) -> Option<CardIx> {
    let may_drive = |o: CardIx| {
        let d = board.card_def(o);
        (!is_droid(d) || d.allows("drive")) && !board.cards[o].state.missing
    };
    if let Some(d) = board.cards[c].driver {
        return may_drive(d).then_some(d);
    }
    characters_aboard(board, c)
        .into_iter()
        .find(|&o| may_drive(o))
}

/// The pilots acting as pilots: the designated one, then characters with a pilot icon, up to the
/// pilot capacity (unknown capacity: one).
pub fn acting_pilots(board: &Board, c: CardIx) -> Vec<CardIx> {
    let card = &board.cards[c];
    let def = board.card_def(c);
    // With a permanent pilot and no pilot capacity given, no character takes a pilot seat.
    let default_seats = if def.permanent_pilot.is_some() { 0 } else { 1 };
    let cap = def.capacity.pilots.unwrap_or(default_seats) as usize;
    let mut out: Vec<CardIx> = Vec::new();
    if let Some(p) = card.pilot
        && !board.cards[p].state.missing
    {
        out.push(p);
    }
    for o in characters_aboard(board, c) {
        let d = board.card_def(o);
        if out.len() >= cap {
            break;
        }
        if !out.contains(&o)
            && d.has_icon(Icon::Pilot)
            && !is_droid(d)
            && !board.cards[o].state.missing
        {
            out.push(o);
        }
    }
    out
}

/// Who operates a craft.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Operator {
    /// The permanent pilot (its ability; None when a crash silenced it).
    Permanent(Option<i64>),
    Character(CardIx),
    /// A creature vehicle drives itself.
    Itself,
}

/// Characters aboard a craft (not those inside a craft in its cargo bay).
pub fn characters_aboard(board: &Board, c: CardIx) -> Vec<CardIx> {
    board.cards[c]
        .aboard
        .iter()
        .copied()
        .filter(|&o| board.card_def(o).card_type == CardType::Character)
        .collect()
}

pub fn is_droid(def: &CardDef) -> bool {
    def.has_trait(&Trait::Droid) || def.subtype == Some(Subtype::Droid)
}

/// Starships are always enclosed; vehicles when their lore says so.
pub fn is_enclosed(def: &CardDef) -> bool {
    def.card_type == CardType::Starship || def.has_trait(&Trait::Enclosed)
}

pub fn needs(def: &CardDef) -> Needs {
    match (def.card_type, def.subtype) {
        (CardType::Vehicle, Some(Subtype::Transport)) => Needs::Driver,
        (CardType::Vehicle, Some(Subtype::CreatureVehicle)) => Needs::Nothing,
        _ => Needs::Pilot,
    }
}

/// An AT-AT walker (by its title or persona of the Blizzard walkers).
pub fn is_at_at(def: &CardDef) -> bool {
    let t = def.key();
    t.contains("at-at")
        || (t.starts_with("blizzard ")
            && !t.contains("scout")
            && def.card_type == CardType::Vehicle)
}

pub fn is_creature_vehicle(def: &CardDef) -> bool {
    def.card_type == CardType::Vehicle && def.subtype == Some(Subtype::CreatureVehicle)
}

pub fn is_combat(def: &CardDef) -> bool {
    def.card_type == CardType::Vehicle && def.subtype == Some(Subtype::Combat)
}

pub fn is_craft(def: &CardDef) -> bool {
    matches!(def.card_type, CardType::Starship | CardType::Vehicle)
}

/// What a craft needs to operate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Needs {
    /// Starships, combat and shuttle vehicles.
    Pilot,
    /// Transport vehicles.
    Driver,
    /// Creature vehicles (they have ability).
    Nothing,
}

/// The side a captive belongs to: its printing's side (a captive stays its owner's card).
pub fn captive_owner(board: &Board, c: CardIx) -> Side {
    match board.card_def(c).side {
        Printed::Light => Side::Light,
        Printed::Dark => Side::Dark,
        Printed::Any => match board.cards[c].place {
            Place::Escorted(x) => board.cards[x].side.opponent(),
            _ => board.cards[c].side,
        },
    }
}

pub fn is_prison(board: &Board, l: LocId) -> bool {
    board.loc_def(l).has_trait(&Trait::Prison)
}

/// Is this card a captive?
pub fn is_captive(board: &Board, c: CardIx) -> bool {
    custody(board, c) != Custody::Free
}

/// How a card is held.
pub fn custody(board: &Board, c: CardIx) -> Custody {
    let card = &board.cards[c];
    if let Place::Escorted(x) = card.place {
        return Custody::Escorted(x);
    }
    if !(card.state.captured || card.state.frozen) {
        return Custody::Free;
    }
    match card.place {
        Place::At(l) if is_prison(board, l) => Custody::Imprisoned(l),
        _ => Custody::Unattended,
    }
}

/// How a character is held.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Custody {
    Free,
    /// Under an escort's `escorting:`.
    Escorted(CardIx),
    /// Captured at a prison site, beneath it.
    Imprisoned(LocId),
    /// A captive neither escorted nor in a prison.
    Unattended,
}

/// Is this card missing, directly or by being carried by a missing character (update)?
pub fn is_missing(board: &Board, c: CardIx, carried_too: bool) -> bool {
    if board.cards[c].state.missing {
        return true;
    }
    if !carried_too {
        return false;
    }
    let mut cur = c;
    for _ in 0..=board.cards.len() {
        match board.cards[cur].place {
            Place::Carried(p) => {
                if board.cards[p].state.missing {
                    return true;
                }
                cur = p;
            }
            _ => return false,
        }
    }
    false
}

/// The rows a generic sector could join: every row with a planet system on table.
pub fn rows_with_system(board: &Board) -> Vec<usize> {
    (0..board.rows.len())
        .filter(|&r| board.system_of_row(r).is_some())
        .collect()
}

/// Bespin: Cloud City, the cloud sector that deploys only to Bespin.
pub fn is_city_sector(def: &CardDef) -> bool {
    def.is_sector() && def.key() == "bespin: cloud city"
}

/// A Cloud City platform (East Platform, Platform 327): a docking bay of the Bespin row.
pub fn is_city_platform(def: &CardDef) -> bool {
    def.is_site() && def.key().starts_with("cloud city:") && def.plain_title().contains("Platform")
}

/// The Big One sector.
pub fn is_big_one(def: &CardDef) -> bool {
    def.is_sector() && def.key() == "big one"
}

/// Big One: Asteroid Cave Or Space Slug Belly.
pub fn is_cave(def: &CardDef) -> bool {
    def.is_site() && def.key().starts_with("big one: asteroid cave")
}

/// An asteroid sector carries the space icon (Asteroid Field, Big One); a cloud sector the planet
/// icon (Clouds, Bespin: Cloud City). A sector with neither is read from its title.
pub fn sector_kind(def: &CardDef) -> Option<SectorKind> {
    if !def.is_sector() {
        return None;
    }
    if def.has_icon(Icon::Space) {
        return Some(SectorKind::Asteroid);
    }
    if def.has_icon(Icon::Planet) {
        return Some(SectorKind::Cloud);
    }
    let t = def.key();
    if t.contains("asteroid") || t.contains("big one") {
        Some(SectorKind::Asteroid)
    } else if t.contains("cloud") {
        Some(SectorKind::Cloud)
    } else {
        None
    }
}

/// The two kinds of sector of these documents.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SectorKind {
    Asteroid,
    Cloud,
}

impl SectorKind {
    pub fn name(self) -> &'static str {
        match self {
            SectorKind::Asteroid => "asteroid sector",
            SectorKind::Cloud => "cloud sector",
        }
    }
}

/// Does a location title belong to the planet (or place) a card may deploy only on?
pub fn on_planet(board: &Board, l: crate::board::LocId, planet: &str) -> bool {
    let key = normalize(planet);
    let t = board.loc_def(l).key();
    normalize(&board.row_of(l).name) == key || t == key || t.starts_with(&format!("{key}:"))
}

/// Is this card the Main Power Generators?
pub fn is_generators(def: &CardDef) -> bool {
    def.marker == Some(1) && def.key().contains("main power generators")
}

pub fn ordinal(n: u8) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, x) if x != 11 => "st",
        (2, x) if x != 12 => "nd",
        (3, x) if x != 13 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// The outermost marker that bounds the shield: the highest exterior marker, never the Wampa Cave.
pub fn outermost_exterior(board: &Board, row: usize) -> Option<(u8, LocId)> {
    markers(board, row)
        .into_iter()
        .filter(|&(_, l)| {
            let d = board.loc_def(l);
            d.has_icon(Icon::Exterior) && !is_wampa_cave(d)
        })
        .max()
}

/// The marker sites of a row, by number.
pub fn markers(board: &Board, row: usize) -> Vec<(u8, LocId)> {
    let mut v: Vec<(u8, LocId)> = board.rows[row]
        .locations
        .iter()
        .filter_map(|&l| board.loc_def(l).marker.map(|m| (m, l)))
        .collect();
    v.sort();
    v
}

/// Is this a Wampa Cave (never the outermost marker for the shield)?
pub fn is_wampa_cave(def: &CardDef) -> bool {
    def.key().contains("wampa cave")
}

/// Who pilots a starship, in words, if anyone.
pub fn pilot_of(board: &Board, c: CardIx) -> Option<String> {
    let card = &board.cards[c];
    let def = board.card_def(c);
    if let Some(a) = def.permanent_pilot {
        return Some(format!("its permanent pilot (ability {a})"));
    }
    if let Some(p) = card.pilot {
        return Some(board.card_name(p));
    }
    card.aboard
        .iter()
        .copied()
        .find(|&o| {
            let d = board.card_def(o);
            d.has_icon(Icon::Pilot) && !d.has_trait(&Trait::Droid) && !board.cards[o].state.missing
        })
        .map(|o| board.card_name(o))
}

/// The capital starship a starship is fastened to (by its Landing Claw).
pub fn claw_host(board: &Board, c: CardIx) -> Option<CardIx> {
    if board.card_def(c).card_type != CardType::Starship {
        return None;
    }
    host_of(board, c).filter(|&h| board.card_def(h).is_capital())
}

/// A creature that attaches to a host instead of attacking (the cards call it a parasite).
pub fn is_attaching_creature(def: &CardDef) -> bool {
    def.card_type == CardType::Creature
        && (def.has_trait(&Trait::Parasite) || is_mynock(def) || is_vine_snake(def))
}

pub fn is_vine_snake(def: &CardDef) -> bool {
    def.card_type == CardType::Creature && titled(def, "vine snake")
}

pub fn is_mynock(def: &CardDef) -> bool {
    def.card_type == CardType::Creature && titled(def, "mynock")
}

pub fn titled(def: &CardDef, title: &str) -> bool {
    def.key() == title
}

/// The card `c` is attached to (its `attached-to` names a card in play).
pub fn host_of(board: &Board, c: CardIx) -> Option<CardIx> {
    let id = board.cards[c].state.attached_to.as_ref()?;
    board.ids.get(id).copied().filter(|&h| h != c)
}

/// Where a card is present: cards aboard open vehicles are present at the vehicle's location.
pub fn present_place(board: &Board, c: CardIx) -> Option<Where> {
    let mut cur = c;
    for _ in 0..=board.cards.len() {
        match board.cards[cur].place {
            Place::At(l) => return Some(Where::At(l)),
            Place::Aboard(p) => {
                if crate::board::facts::is_enclosed(board.card_def(p)) {
                    return Some(Where::Aboard(p));
                }
                cur = p;
            }
            Place::Carried(p) | Place::Escorted(p) => cur = p,
        }
    }
    None
}

/// Where a card is present.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Where {
    At(LocId),
    Aboard(CardIx),
}

/// The shield's state on a board.
#[derive(Debug, Clone, Copy)]
pub struct Shield {
    /// The generators on table (face up or not).
    pub generators: Option<LocId>,
    pub active: bool,
    /// The Hoth row (the generators' row).
    pub row: Option<usize>,
    pub boundary: Option<(u8, LocId)>,
}

impl Shield {
    /// Is the shield a question at all for this location: a site of the generators' planet
    /// (of Hoth, when the generators are not on table)? Elsewhere the shield rules say nothing.
    pub fn concerns(&self, board: &Board, l: LocId) -> bool {
        if !board.loc_def(l).is_site() {
            return false;
        }
        match self.row {
            Some(r) => board.locations[l].row == r,
            None => {
                normalize(&board.row_of(l).name) == "hoth"
                    || board.loc_def(l).key().starts_with("hoth:")
            }
        }
    }

    /// The shield's state, computed once per board.
    pub fn of(board: &Board) -> Shield {
        board.derived(Shield::compute)
    }

    fn compute(board: &Board) -> Shield {
        // The generators bear marker 1: only those locations need a look.
        let generators = board
            .locations_with_marker(1)
            .iter()
            .copied()
            .find(|&l| is_generators(board.loc_def(l)));
        let active = generators.is_some_and(|g| {
            let st = board.locations[g].state;
            !st.blown_away && !st.face_down
        });
        let row = generators.map(|g| board.locations[g].row);
        let boundary = row.and_then(|r| outermost_exterior(board, r));
        Shield {
            generators,
            active,
            row,
            boundary,
        }
    }
    /// Does the shield cover this location?
    pub fn covers(&self, board: &Board, l: LocId) -> bool {
        self.active
            && board.loc_def(l).is_site()
            && Some(board.locations[l].row) == self.row
            && self.boundary.map(|b| b.1) != Some(l)
            && !is_wampa_cave(board.loc_def(l))
    }
}

/// Total presence of a side at a location, in parts (a starfighter concealed by a Landing
/// Claw counts for none).
pub fn presence_at(
    board: &Board,
    side: Side,
    l: LocId,
    crash_silences: bool,
) -> (i64, i64, Vec<String>) {
    presence_at_with(board, side, l, crash_silences, true)
}

/// [`presence_at`], with Landing Claw concealment applied or not (older rulesets).
pub fn presence_at_with(
    board: &Board,
    side: Side,
    l: LocId,
    crash_silences: bool,
    conceal: bool,
) -> (i64, i64, Vec<String>) {
    let mut direct = 0;
    let mut best_craft = 0;
    let mut parts = Vec::new();
    let mut stack: Vec<CardIx> = board.locations[l].cards.clone();
    while let Some(c) = stack.pop() {
        let card = &board.cards[c];
        // A captive (imprisoned, or left unattended) gives its captor no presence.
        if card.side != side
            || (conceal && crate::board::facts::claw_host(board, c).is_some())
            || crate::board::facts::is_captive(board, c)
        {
            continue;
        }
        let def = board.card_def(c);
        match def.card_type {
            CardType::Character => {
                let a = ability(board, c);
                direct += a;
                parts.push(format!(
                    "{} {a}{}",
                    board.card_name(c),
                    if card.state.missing { " (missing)" } else { "" }
                ));
            }
            CardType::Vehicle | CardType::Starship => {
                if crate::board::facts::is_enclosed(def) {
                    let (a, p) = ability_aboard(board, c, crash_silences);
                    best_craft = best_craft.max(a);
                    parts.push(format!(
                        "aboard {}: {} = {a}",
                        board.card_name(c),
                        if p.is_empty() {
                            "nobody".into()
                        } else {
                            p.join(" + ")
                        }
                    ));
                } else {
                    // Open vehicle: its riders are present at the location themselves.
                    if crate::board::facts::is_creature_vehicle(def) {
                        let a = def.ability.unwrap_or(0);
                        direct += a;
                        parts.push(format!("{} (creature vehicle) {a}", board.card_name(c)));
                    }
                    stack.extend(crate::board::facts::characters_aboard(board, c));
                }
            }
            _ => {}
        }
    }
    (direct, best_craft, parts)
}

/// Ability aboard a craft, passengers included, with its permanent pilot.
pub fn ability_aboard(board: &Board, c: CardIx, crash_silences: bool) -> (i64, Vec<String>) {
    let mut total = 0;
    let mut parts = Vec::new();
    let def = board.card_def(c);
    if let Some(a) = def.permanent_pilot {
        if crash_silences && board.cards[c].state.crashed {
            parts.push(format!(
                "{}'s permanent pilot 0 (crashed)",
                board.card_name(c)
            ));
        } else {
            total += a;
            parts.push(format!("{}'s permanent pilot {a}", board.card_name(c)));
        }
    }
    if crate::board::facts::is_creature_vehicle(def) {
        let a = def.ability.unwrap_or(0);
        total += a;
        parts.push(format!("{} (creature vehicle) {a}", board.card_name(c)));
    }
    for o in crate::board::facts::characters_aboard(board, c) {
        let a = ability(board, o);
        total += a;
        parts.push(format!("{} {a}", board.card_name(o)));
    }
    // A capital starship's cargo bay: the craft there, and whoever is aboard them, are aboard
    // it too. The cargo bay limits capacity and piloting, not presence.
    for &x in &board.cards[c].aboard {
        if matches!(
            board.card_def(x).card_type,
            CardType::Vehicle | CardType::Starship
        ) {
            let (a, p) = ability_aboard(board, x, crash_silences);
            if a > 0 {
                total += a;
                parts.push(format!(
                    "in the cargo bay, aboard {}: {}",
                    board.card_name(x),
                    p.join(" + ")
                ));
            }
        }
    }
    (total, parts)
}

/// The ability a character contributes (0 when missing, or a captive).
pub fn ability(board: &Board, c: CardIx) -> i64 {
    if board.cards[c].state.missing || crate::board::facts::is_captive(board, c) {
        return 0;
    }
    board.cards[c]
        .ability
        .or(board.card_def(c).ability)
        .unwrap_or(0)
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

/// The lowest-altitude cloud sector of a row (the one nearest its sites).
pub fn lowest_cloud(board: &Board, row: usize) -> Option<LocId> {
    clouds_by_altitude(board, row).last().copied()
}

/// Is this move one for the sector rules (a sector at either end, or the cave)? `flies`: a card
/// that moves like a starfighter by the rules (a free mynock).
pub fn concerns_move(board: &Board, c: CardIx, origin: LocId, dest: LocId, flies: bool) -> bool {
    let def = board.card_def(c);
    let craft = flies || def.card_type == CardType::Starship || is_cloud_car(def);
    let o = board.loc_def(origin);
    let d = board.loc_def(dest);
    o.is_sector() || d.is_sector() || (craft && (is_cave(d) || is_cave(o)))
}

/// The side a card in play serves now: the list it stands in (a character that crossed over,
/// a stolen card: its new side), except that a captive remains its owner's card.
pub fn serves(board: &Board, c: CardIx) -> Side {
    if crate::board::facts::is_captive(board, c) {
        crate::board::facts::captive_owner(board, c)
    } else {
        board.cards[c].side
    }
}

/// The side whose card this was printed for, if the printing says.
pub fn printed_side(board: &Board, c: CardIx) -> Option<Side> {
    match board.card_def(c).side {
        Printed::Light => Some(Side::Light),
        Printed::Dark => Some(Side::Dark),
        Printed::Any => None,
    }
}

/// The entry of a weapon's `matches` that names this character (its persona or its title).
pub fn names_character(list: &[String], def: &CardDef) -> Option<String> {
    let title = def.key();
    list.iter()
        .find(|n| def.personas().any(|p| p.eq_ignore_ascii_case(n.trim())) || normalize(n) == title)
        .cloned()
}

/// The cloud sectors of a row, in altitude order from the system down to the sites.
pub fn clouds_by_altitude(board: &Board, row: usize) -> Vec<LocId> {
    let locs = &board.rows[row].locations;
    let mut clouds = sectors_of(board, row, SectorKind::Cloud);
    let pos = |l: LocId| locs.iter().position(|&x| x == l).unwrap_or(0);
    let site_pos: Vec<usize> = locs
        .iter()
        .enumerate()
        .filter(|(_, l)| board.loc_def(**l).is_site() && !is_cave(board.loc_def(**l)))
        .map(|(i, _)| i)
        .collect();
    // Nearest the sites last (lowest altitude); without sites, farthest from the system last.
    let key = |l: LocId| -> i64 {
        let p = pos(l) as i64;
        match (site_pos.first(), board.system_of_row(row)) {
            (Some(_), _) => -site_pos
                .iter()
                .map(|&s| (s as i64 - p).abs())
                .min()
                .unwrap_or(0),
            (None, Some(s)) => (pos(s) as i64 - p).abs(),
            (None, None) => p,
        }
    };
    clouds.sort_by_key(|&l| key(l));
    clouds
}

pub fn is_cloud_car(def: &CardDef) -> bool {
    def.card_type == CardType::Vehicle && def.has_trait(&Trait::CloudCar)
}

pub fn sectors_of(board: &Board, row: usize, kind: SectorKind) -> Vec<LocId> {
    board.rows[row]
        .locations
        .iter()
        .copied()
        .filter(|&l| sector_kind(board.loc_def(l)) == Some(kind))
        .collect()
}

/// The starship a starship site `l` belongs to, when in play.
pub fn starship_of_site(board: &Board, l: LocId) -> Option<CardIx> {
    is_starship_site(board.loc_def(l))
        .then(|| row_starship(board, board.locations[l].row))
        .flatten()
}

/// The rows of starship sites related to starship `s`.
pub fn rows_of(board: &Board, s: CardIx) -> Vec<usize> {
    (0..board.rows.len())
        .filter(|&r| row_starship(board, r) == Some(s))
        .collect()
}

/// The starship a row of starship sites relates to, when it is in play.
pub fn row_starship(board: &Board, row: usize) -> Option<CardIx> {
    if !is_starship_row(board, row) {
        return None;
    }
    named_starship(board, &board.rows[row].name)
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

/// Does a row hold starship sites?
pub fn is_starship_row(board: &Board, row: usize) -> bool {
    board.rows[row]
        .locations
        .iter()
        .any(|&l| is_starship_site(board.loc_def(l)))
}

/// A starship site (the starship icon on a site).
pub fn is_starship_site(def: &CardDef) -> bool {
    def.is_site() && def.has_icon(Icon::StarshipSite)
}
