//! What a craft is and who operates it: starships and vehicles, their pilots, drivers and
//! passengers.

use crate::board::{Board, CardIx};
use crate::catalog::{CardDef, CardType, Icon, Subtype, Trait};

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

pub fn needs(def: &CardDef) -> Needs {
    match (def.card_type, def.subtype) {
        (CardType::Vehicle, Some(Subtype::Transport)) => Needs::Driver,
        (CardType::Vehicle, Some(Subtype::CreatureVehicle)) => Needs::Nothing,
        _ => Needs::Pilot,
    }
}

pub fn is_craft(def: &CardDef) -> bool {
    matches!(def.card_type, CardType::Starship | CardType::Vehicle)
}

pub fn is_combat(def: &CardDef) -> bool {
    def.card_type == CardType::Vehicle && def.subtype == Some(Subtype::Combat)
}

pub fn is_creature_vehicle(def: &CardDef) -> bool {
    def.card_type == CardType::Vehicle && def.subtype == Some(Subtype::CreatureVehicle)
}

/// An AT-AT walker (by its title or persona of the Blizzard walkers).
pub fn is_at_at(def: &CardDef) -> bool {
    let t = def.key();
    t.contains("at-at")
        || (t.starts_with("blizzard ")
            && !t.contains("scout")
            && def.card_type == CardType::Vehicle)
}

/// Starships are always enclosed; vehicles when their lore says so.
pub fn is_enclosed(def: &CardDef) -> bool {
    def.card_type == CardType::Starship || def.has_trait(&Trait::Enclosed)
}

pub fn is_droid(def: &CardDef) -> bool {
    def.has_trait(&Trait::Droid) || def.subtype == Some(Subtype::Droid)
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

/// Room for characters aboard a craft, the one count every question uses, as `who` (the
/// character asked about; None: any character) finds it: its places (pilot and passenger
/// capacity together; `i64::MAX` when either is unlimited; None when the catalog gives no
/// room for characters) and the places taken (the characters aboard and the captives they
/// escort), not counting `except` (the card asked about, when it is already aboard).
///
/// Two kinds of place are the craft's own text and take only some characters:
/// - astromech places (`May add 1 pilot and 1 astromech`), beside the others: for an
///   astromech droid they are places too;
/// - places limited to a kind or a name (`May add 1 driver (must be an Ewok)`, `one alien
///   pilot`, `Harc as a pilot`, [`seat_fits`]): for a character that fits they are places like
///   the others.
///
/// A place `who` may not take is none of its places, and the characters aboard that fill it
/// (up to its number) take none of `who`'s. Where the board cannot say whether a character
/// fits, it is counted as not fitting (see [`seat_limit_unsettled`]).
pub fn character_room(
    board: &Board,
    craft: CardIx,
    who: Option<&CardDef>,
    except: Option<CardIx>,
) -> Option<(i64, i64)> {
    room_as(board, craft, who, except, false)
}

/// Whether a character fits a place its craft's own text limits: `Some(false)` when the place
/// is a pilot's or driver's and it cannot be one (no pilot icon; a droid driving, which the
/// Hoth supplement's drivers rule forbids unless said), else by its kind or name; None when
/// the board cannot say (a kind the data does not give).
pub fn seat_fits(d: &CardDef, limit: &crate::catalog::SeatLimit) -> Option<bool> {
    use crate::catalog::SeatRole;
    let role_ok = match limit.role {
        SeatRole::Pilot => d.has_icon(Icon::Pilot),
        SeatRole::Driver => !is_droid(d),
        SeatRole::Named => true,
    };
    if !role_ok {
        return Some(false);
    }
    let key = d.key();
    let named = limit.names.iter().any(|n| {
        key.contains(n.as_str()) || d.personas().any(|p| p.to_lowercase().contains(n.as_str()))
    });
    if named {
        return Some(true);
    }
    let mut unknown = false;
    for k in &limit.kinds {
        match super::kinds::character_kind_is(d, k) {
            Some(true) => return Some(true),
            None => unknown = true,
            Some(false) => {}
        }
    }
    if unknown { None } else { Some(false) }
}

/// The sentence of a place its craft's own text limits on which the room for `who` turns and
/// the board cannot settle (whether `who`, or a character aboard, is of the kind it says):
/// counted either way, the room left differs in whether there is any.
pub fn seat_limit_unsettled(
    board: &Board,
    craft: CardIx,
    who: Option<&CardDef>,
    except: Option<CardIx>,
) -> Option<String> {
    let left =
        |guess| room_as(board, craft, who, except, guess).map(|(p, t)| p.saturating_sub(t) > 0);
    if left(false) == left(true) {
        return None;
    }
    board
        .card_def(craft)
        .seat_limits()
        .into_iter()
        .map(|l| l.sentence)
        .next()
}

/// [`character_room`], a character the board cannot place in or out of a limited place
/// counted as `guess`.
fn room_as(
    board: &Board,
    craft: CardIx,
    who: Option<&CardDef>,
    except: Option<CardIx>,
    guess: bool,
) -> Option<(i64, i64)> {
    let hdef = board.card_def(craft);
    let cap = hdef.capacity;
    if cap.pilots.is_none() && cap.passengers.is_none() && cap.astromechs.is_none() {
        return None;
    }
    let (p, q) = (cap.pilots.unwrap_or(0), cap.passengers.unwrap_or(0));
    let seats = if p == crate::catalog::UNLIMITED || q == crate::catalog::UNLIMITED {
        i64::MAX
    } else {
        i64::from(p) + i64::from(q)
    };
    let aboard: Vec<CardIx> = characters_aboard(board, craft)
        .into_iter()
        .filter(|&o| Some(o) != except)
        .collect();
    let escorted: i64 = aboard
        .iter()
        .map(|&o| board.cards[o].escorting.len() as i64)
        .sum();
    let count = |fits: &dyn Fn(&CardDef) -> bool| {
        aboard.iter().filter(|&&o| fits(board.card_def(o))).count() as i64
    };
    let mut places = seats.saturating_add(cap.astromechs.map_or(0, i64::from));
    let mut taken = aboard.len() as i64 + escorted;
    // The limited places `who` may not take: out of its places, with whom they hold.
    let astromech = |d: &CardDef| d.has_trait(&Trait::Astromech);
    let mut closed: Vec<(i64, i64)> = Vec::new();
    if let Some(n) = cap.astromechs
        && !who.is_some_and(astromech)
    {
        closed.push((i64::from(n), count(&astromech)));
    }
    for limit in hdef.seat_limits() {
        let fits = |d: &CardDef| seat_fits(d, &limit).unwrap_or(guess);
        if !who.is_some_and(fits) {
            closed.push((i64::from(limit.places), count(&fits)));
        }
    }
    for (n, holding) in closed {
        places = places.saturating_sub(n);
        taken -= holding.min(n);
    }
    Some((places, taken))
}

/// Places left for characters aboard a craft, as `who` finds them ([`character_room`]); None
/// when unknown.
pub fn character_places_left(board: &Board, craft: CardIx, who: Option<&CardDef>) -> Option<i64> {
    character_room(board, craft, who, None).map(|(places, taken)| places.saturating_sub(taken))
}

/// The places a craft's own text keeps for a kind or a name, each as a clause for a reason:
/// "by Slave I's own text, "May add …", 1 of its places takes only a bounty hunter pilot" (a
/// kind's article before the first kind only).
pub fn seat_limit_notes(board: &Board, craft: CardIx) -> Vec<String> {
    use crate::catalog::SeatRole;
    let hname = board.card_name(craft);
    board
        .card_def(craft)
        .seat_limits()
        .into_iter()
        .map(|l| {
            let mut whom: Vec<String> = l.names.iter().map(|n| title_case(n)).collect();
            whom.extend(l.kinds.iter().enumerate().map(|(i, k)| match i {
                0 if l.names.is_empty() && k.starts_with(['a', 'e', 'i', 'o', 'u']) => {
                    format!("an {k}")
                }
                0 if l.names.is_empty() => format!("a {k}"),
                _ => k.clone(),
            }));
            let role = match l.role {
                SeatRole::Pilot => " pilot",
                SeatRole::Driver => " driver",
                SeatRole::Named => "",
            };
            format!(
                "by {hname}'s own text, \"{}\", {} of its places {} only {}{role}",
                l.sentence,
                l.places,
                if l.places == 1 { "takes" } else { "take" },
                whom.join(" or ")
            )
        })
        .collect()
}

fn title_case(name: &str) -> String {
    name.split(' ')
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_uppercase().chain(c).collect())
                .unwrap_or_default()
        })
        .collect::<Vec<String>>()
        .join(" ")
}

/// Pilots riding in a craft's cargo bay, aboard a starfighter or vehicle there: (that craft,
/// the pilot). They may not pilot the craft whose cargo bay holds them.
pub fn pilots_in_cargo_bay(board: &Board, c: CardIx) -> Vec<(CardIx, CardIx)> {
    board.cards[c]
        .aboard
        .iter()
        .copied()
        .filter(|&x| is_craft(board.card_def(x)))
        .flat_map(|x| {
            characters_aboard(board, x)
                .into_iter()
                .filter(|&o| {
                    let d = board.card_def(o);
                    d.has_icon(Icon::Pilot) && !board.cards[o].state.missing
                })
                .map(move |o| (x, o))
        })
        .collect()
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

/// The pilots acting as pilots: the designated one, then characters with a pilot icon, up to the
/// pilot capacity (unknown capacity: one). A droid with the pilot icon pilots: the Hoth
/// supplement's drivers rule keeps droids from driving transports, not from piloting.
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
        if !out.contains(&o) && d.has_icon(Icon::Pilot) && !board.cards[o].state.missing {
            out.push(o);
        }
    }
    out
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

pub fn is_item(def: &CardDef) -> bool {
    matches!(def.card_type, CardType::Weapon | CardType::Device)
}

/// Which of a craft's compartments a card aboard takes: characters the places for pilots and
/// passengers, vehicles and starfighters their cargo bay's places.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Compartment {
    Seats,
    Vehicles,
    Starfighters,
}

/// The compartment a card of `def`'s kind takes aboard any craft; None when it rides in none.
pub fn compartment(def: &CardDef) -> Option<Compartment> {
    match def.card_type {
        CardType::Character => Some(Compartment::Seats),
        CardType::Vehicle => Some(Compartment::Vehicles),
        CardType::Starship if def.is_starfighter() => Some(Compartment::Starfighters),
        _ => None,
    }
}

/// The room of one compartment aboard a craft: its places (`i64::MAX` for unlimited) and those
/// taken; `declared` when the craft's capacity names that compartment at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Room {
    pub compartment: Compartment,
    pub places: i64,
    pub taken: i64,
    pub declared: bool,
}

impl Compartment {
    /// One card of the compartment's kind, as a reason says it.
    pub fn noun(self) -> &'static str {
        match self {
            Compartment::Seats => "character",
            Compartment::Vehicles => "vehicle",
            Compartment::Starfighters => "starfighter",
        }
    }
}

impl Room {
    pub fn left(&self) -> i64 {
        self.places.saturating_sub(self.taken)
    }
}

/// The compartment `def` takes aboard craft `h`: a starfighter its own text lets be carried
/// like a vehicle ([`Trait::CarriedLikeVehicle`]) takes a vehicle's place aboard a craft that
/// carries no starfighters.
pub fn compartment_aboard(board: &Board, h: CardIx, def: &CardDef) -> Option<Compartment> {
    let c = compartment(def)?;
    let carries_starfighters = board.card_def(h).capacity.starfighters.unwrap_or(0) > 0;
    Some(
        if c == Compartment::Starfighters
            && def.has_trait(&Trait::CarriedLikeVehicle)
            && !carries_starfighters
        {
            Compartment::Vehicles
        } else {
            c
        },
    )
}

/// The room aboard craft `h` for a card of `def`'s kind, `except` (the card asked about, when
/// already aboard) not counted: the one count every path asks (deploy aboard, embark, transfer,
/// ship-docking, the capacity rule, `validate`). None when the card rides in no compartment
/// or (for characters) the room is unknown. A starfighter carried like a vehicle takes a
/// vehicle's place where it finds no starfighter's.
pub fn room_aboard(
    board: &Board,
    h: CardIx,
    def: &CardDef,
    except: Option<CardIx>,
) -> Option<Room> {
    let comp = compartment_aboard(board, h, def)?;
    let room = compartment_room(board, h, comp, def, except)?;
    // Carried like a vehicle: where the starfighters' places are full, a vehicle's place.
    if room.left() <= 0
        && comp == Compartment::Starfighters
        && def.has_trait(&Trait::CarriedLikeVehicle)
    {
        let other = compartment_room(board, h, Compartment::Vehicles, def, except)?;
        if other.left() > 0 {
            return Some(other);
        }
    }
    Some(room)
}

fn compartment_room(
    board: &Board,
    h: CardIx,
    comp: Compartment,
    def: &CardDef,
    except: Option<CardIx>,
) -> Option<Room> {
    let cap = board.card_def(h).capacity;
    let places = match comp {
        Compartment::Seats => {
            let (places, taken) = character_room(board, h, Some(def), except)?;
            return Some(Room {
                compartment: comp,
                places,
                taken,
                declared: true,
            });
        }
        Compartment::Vehicles => cap.vehicles,
        Compartment::Starfighters => cap.starfighters,
    };
    let taken = board.cards[h]
        .aboard
        .iter()
        .filter(|&&x| Some(x) != except)
        .filter(|&&x| compartment_aboard(board, h, board.card_def(x)) == Some(comp))
        .count() as i64;
    Some(Room {
        compartment: comp,
        places: match places {
            Some(crate::catalog::UNLIMITED) => i64::MAX,
            Some(n) => i64::from(n),
            None => 0,
        },
        taken,
        declared: places.is_some(),
    })
}
