//! Presence: where a card is present, and the ability each side has present at a location.

use crate::board::{Board, CardIx, LocId, Place};
use crate::catalog::CardType;
use crate::rulebook::Side;

/// Where a card is present.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Where {
    At(LocId),
    Aboard(CardIx),
}

/// Where a card is present: cards aboard open vehicles are present at the vehicle's location.
pub fn present_place(board: &Board, c: CardIx) -> Option<Where> {
    let mut cur = c;
    for _ in 0..=board.cards.len() {
        match board.cards[cur].place {
            Place::At(l) => return Some(Where::At(l)),
            Place::Aboard(p) => {
                if crate::board::facts::craft::is_enclosed(board.card_def(p)) {
                    return Some(Where::Aboard(p));
                }
                cur = p;
            }
            Place::Carried(p) | Place::Escorted(p) => cur = p,
        }
    }
    None
}

/// The ability a character contributes (0 when missing, or a captive).
pub fn ability(board: &Board, c: CardIx) -> i64 {
    if board.cards[c].state.missing || crate::board::facts::custody::is_captive(board, c) {
        return 0;
    }
    board.cards[c]
        .ability
        .or(board.card_def(c).ability)
        .unwrap_or(0)
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
    if crate::board::facts::craft::is_creature_vehicle(def) {
        let a = def.ability.unwrap_or(0);
        total += a;
        parts.push(format!("{} (creature vehicle) {a}", board.card_name(c)));
    }
    for o in crate::board::facts::craft::characters_aboard(board, c) {
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
            || (conceal && crate::board::facts::attached::claw_host(board, c).is_some())
            || crate::board::facts::custody::is_captive(board, c)
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
                if crate::board::facts::craft::is_enclosed(def) {
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
                    if crate::board::facts::craft::is_creature_vehicle(def) {
                        let a = def.ability.unwrap_or(0);
                        direct += a;
                        parts.push(format!("{} (creature vehicle) {a}", board.card_name(c)));
                    }
                    stack.extend(crate::board::facts::craft::characters_aboard(board, c));
                }
            }
            _ => {}
        }
    }
    (direct, best_craft, parts)
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

/// A card of `side` at `l` that bears the presence icon, where the side has no presence there
/// by ability (the documents' definition): the Episode I droids (Destroyer Droid, Battle Droid
/// Officer) have no ability and the icon. What the icon gives is a rule outside the documents,
/// so whether such a side occupies `l` is not settled by the board; `None` where the side has
/// presence by ability or no such card.
pub fn presence_by_icon_only(board: &Board, side: Side, l: LocId) -> Option<CardIx> {
    let (d, c, _) = presence_at(board, side, l, false);
    if d >= 1 || c >= 1 {
        return None;
    }
    let mut stack: Vec<CardIx> = board.locations[l].cards.clone();
    while let Some(x) = stack.pop() {
        let card = &board.cards[x];
        if card.side != side || crate::board::facts::custody::is_captive(board, x) {
            continue;
        }
        let def = board.card_def(x);
        if def
            .traits
            .iter()
            .any(|t| matches!(t, crate::catalog::Trait::BearsIcon(i) if i == "presence"))
        {
            return Some(x);
        }
        if matches!(def.card_type, CardType::Vehicle | CardType::Starship) {
            stack.extend(crate::board::facts::craft::characters_aboard(board, x));
        }
    }
    None
}

/// Does `side` occupy `l` (have presence there)? `Err(card)`: the board does not settle it, a
/// card of the side there bearing the presence icon being its only claim
/// ([`presence_by_icon_only`]).
pub fn occupies(board: &Board, side: Side, l: LocId) -> Result<bool, CardIx> {
    match presence_by_icon_only(board, side, l) {
        Some(c) => Err(c),
        None => {
            let (d, c, _) = presence_at(board, side, l, false);
            Ok(d >= 1 || c >= 1)
        }
    }
}

/// Why [`occupies`] is not settled, in words for an answer.
pub fn icon_presence_words(board: &Board, c: CardIx) -> String {
    format!(
        "{} bears the presence icon and has no ability: what the icon gives is outside the documents",
        board.card_name(c)
    )
}
