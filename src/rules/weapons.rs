//! Carrying, using, stealing and firing weapons and devices; armor; lost together.

use super::actions::{Act, Action, By, Check, Stage, Topics};
use super::eval::{Cx, Eval};
use super::shared::arithmetic::non_negative;
use super::subject::AskError;
use crate::board::facts::{Where, is_item, names_character, release_outcome};
use crate::board::{Board, CardIx, Place, ThisTurn};
use crate::catalog::{CardDef, CardType, Subtype, Trait, normalize};
use crate::query::CardRef;
use crate::rulebook::Rule;
use crate::rulebook::capture::{ESCORT, FROZEN};
use crate::rulebook::missing::MISSING_NEW_CARDS;
use crate::rulebook::persona::CROSSING_BY_NAME;
use crate::rulebook::vehicles::{
    CRASHED, OPEN_ENCLOSED, OPEN_ENCLOSED_FIRE, REMAIN_ABOARD, U_CREATURE_VEHICLE,
};
use crate::rulebook::weapons::{
    ANAKIN, ARMOR, ARTILLERY, ARTILLERY_OVERLOAD, ARTILLERY_POWER, CARRY, CARRY_USE, MATCHING,
    NO_FIRE_OWN, STEAL, U_LEIA, U_LONG_RANGE,
};
use crate::verdict::Answer;

/// A character carrying a Backpack.
fn has_backpack(board: &Board, c: CardIx) -> bool {
    board.cards[c]
        .carrying
        .iter()
        .any(|&x| board.card_def(x).has_trait(&Trait::Backpack))
}

/// `can carry <carrier> <item>`
pub(crate) fn ask_carry(e: &mut Eval, carrier: &CardRef, item: &CardRef) -> Result<(), AskError> {
    let c = e.res.card(carrier)?;
    let board = e.board;
    let item_ref = item;
    let item = By::named(e.res.card_or_def(item)?, board);
    let item_def = item.def(board);
    e.v.side = Some(board.cards[c].side);
    if !is_item(item_def) {
        return Err(e.res.wrong_kind(
            item_ref,
            format!(
                "`{}` is a {}, not a weapon or device",
                item_def.plain_title(),
                item_def.kind_words()
            ),
            "not a weapon or device",
            None,
        ));
    }
    let found = super::actions::consult(e, &Act::Carry { carrier: c, item });
    if !found.is_refused() {
        e.assume(format!(
            "{}'s own text lets it deploy on {}",
            item_def.plain_title(),
            board.card_name(c)
        ));
    }
    e.settle(found, None);
    Ok(())
}

/// Is this character a Skywalker for Anakin's Lightsaber? (rule, words) when it is.
fn skywalker(e: &Eval, def: &CardDef) -> Option<(&'static Rule, String)> {
    let t = def.key();
    let persona = def.persona().map(str::to_lowercase);
    if t.contains("skywalker") || matches!(persona.as_deref(), Some("luke") | Some("anakin")) {
        return Some((&ANAKIN, format!("{} is a Skywalker", def.plain_title())));
    }
    if persona.as_deref() == Some("leia") && e.in_force(&U_LEIA) {
        return Some((
            &U_LEIA,
            format!("{} is Leia, and Leia is a Skywalker", def.plain_title()),
        ));
    }
    if persona.as_deref() == Some("leia") && e.in_force(&MATCHING) {
        return Some((
            &MATCHING,
            format!(
                "{} is Leia, a Skywalker: Anakin's Lightsaber is her matching weapon",
                def.plain_title()
            ),
        ));
    }
    None
}

/// `can use <user> <item>`
pub(crate) fn ask_use(e: &mut Eval, user: &CardRef, item: &CardRef) -> Result<(), AskError> {
    let u = e.res.card(user)?;
    let board = e.board;
    let item_ref = item;
    let item = By::named(e.res.card_or_def(item)?, board);
    // The question is `can use <user> <item>`: the item a weapon or device, the user a card that
    // carries one (arguments the other way round are named as such, not answered).
    let idef = item.def(board);
    if !is_item(idef) {
        return Err(e.res.wrong_kind(
            item_ref,
            format!(
                "`{}` is a {}, not a weapon or device",
                idef.plain_title(),
                idef.kind_words()
            ),
            "not a weapon or device",
            Some("the question is `can use <user> <weapon or device>`".into()),
        ));
    }
    if is_item(board.card_def(u)) {
        return Err(e.res.wrong_kind(
            user,
            format!(
                "`{}` is a {}: it is what is used, not who uses it",
                board.card_def(u).plain_title(),
                board.card_def(u).kind_words()
            ),
            "not a user",
            Some("the question is `can use <user> <weapon or device>`".into()),
        ));
    }
    e.v.side = Some(board.cards[u].side);
    let found = super::actions::consult(e, &Act::Use { user: u, item });
    if !found.is_refused() {
        e.assume(format!(
            "{}'s own text lets {} use it",
            item.def(board).plain_title(),
            board.card_name(u)
        ));
    }
    e.settle(found, None);
    Ok(())
}

/// Using a weapon or device: crossing over, Anakin's Lightsaber, one weapon a turn, character
/// weapons inside enclosed vehicles, a landed starfighter's weapons.
pub static USE_CHECK: Check = Check {
    on: &[Action::Use],
    stage: Stage::Rule,
    name: "who may use it, and how many a turn",
    rules: &[
        &CROSSING_BY_NAME,
        &ANAKIN,
        &U_LEIA,
        &MATCHING,
        &CARRY_USE,
        &OPEN_ENCLOSED_FIRE,
    ],
    run: |e, a| crate::rules::actions::Outcome::refused_if(use_check(e, a)),
};

/// Targeting with a weapon: characters sheltered in enclosed vehicles, reach (long range).
pub static TARGET_CHECK: Check = Check {
    on: &[Action::Target],
    stage: Stage::Rule,
    name: "what a weapon may target: enclosed shelter, reach",
    rules: &[&OPEN_ENCLOSED, &U_LONG_RANGE],
    run: |e, a| crate::rules::actions::Outcome::refused_if(target_check(e, a)),
};

/// Firing: artillery needs power; no weapon is fired at its own side's cards; armor.
pub static FIRE_CHECK: Check = Check {
    on: &[Action::Fire],
    stage: Stage::Rule,
    name: "artillery power; firing at your own cards; armor",
    rules: &[&ARTILLERY_POWER, &NO_FIRE_OWN, &ARMOR],
    run: |e, a| crate::rules::actions::Outcome::refused_if(fire_check(e, a)),
};

/// Artillery is immune to Overload.
pub static IMMUNE_CHECK: Check = Check {
    on: &[Action::Target],
    stage: Stage::Rule,
    name: "artillery is immune to Overload",
    rules: &[&ARTILLERY_OVERLOAD],
    run: |e, a| crate::rules::actions::Outcome::refused_if(immune_check(e, a)),
};

/// Carrying: who carries weapons and devices, a missing carrier, duplicates.
pub static CARRY_CHECK: Check = Check {
    on: &[Action::Carry],
    stage: Stage::Rule,
    name: "who carries, a missing carrier, duplicates",
    rules: &[&CARRY, &MISSING_NEW_CARDS],
    run: |e, a| crate::rules::actions::Outcome::refused_if(carry_check(e, a)),
};

/// Stealing: only the other side's, and what may be stolen (an unoccupied vehicle; a weapon or
/// device characters carry).
pub static STEAL_CHECK: Check = Check {
    on: &[Action::Steal],
    stage: Stage::Rule,
    name: "whose, and what may be stolen",
    rules: &[&STEAL, &REMAIN_ABOARD],
    run: |e, a| crate::rules::actions::Outcome::refused_if(steal_check(e, a)),
};

/// Artillery is deployed at a site: not at a system or sector, not on a card.
pub static ARTILLERY_DEPLOY_CHECK: Check = Check {
    on: &[Action::Deploy],
    stage: Stage::Rule,
    name: "artillery deploys at a site",
    rules: &[&ARTILLERY],
    run: |e, a| crate::rules::actions::Outcome::refused_if(artillery_deploy_check(e, a)),
};

fn artillery_deploy_check(e: &mut Cx, act: &Act) -> bool {
    let Act::Deploy { card, to, host, .. } = *act else {
        return false;
    };
    if card.card_type != CardType::Weapon || card.subtype != Some(Subtype::Artillery) {
        return false;
    }
    let board = e.board;
    let title = card.plain_title();
    if let Some(h) = host {
        e.because(
            &ARTILLERY,
            format!(
                "{title} is an artillery weapon: it is deployed at a site, not on {}",
                board.card_name(h)
            ),
        );
        return true;
    }
    match to {
        Some(l) if board.loc_def(l).is_site() => {
            e.allow(
                &ARTILLERY,
                format!(
                    "{title} is an artillery weapon, deployed at a site such as {}",
                    board.loc_def(l).plain_title()
                ),
            );
            false
        }
        Some(l) => {
            e.because(
                &ARTILLERY,
                format!(
                    "{title} is an artillery weapon: it is deployed at a site, and {} is a {}",
                    board.loc_def(l).plain_title(),
                    board.locations[l].kind.name()
                ),
            );
            true
        }
        None => false,
    }
}

/// A weapon or device deployed on a character of the other side (Cloud City), unless its own
/// card allows it; a character that crossed over is its new side's own.
pub static OPPONENT_HOST_CHECK: Check = Check {
    on: &[Action::Deploy],
    stage: Stage::Rule,
    name: "a weapon or device deploys on no character of the other side, unless its card allows it",
    rules: &[&crate::rulebook::weapons::NO_WEAPONS_ON_OPPONENT],
    run: |e, a| crate::rules::actions::Outcome::refused_if(opponent_host(e, a)),
};

/// [`OPPONENT_HOST_CHECK`]: pushes reasons; true when forbidden.
fn opponent_host(e: &mut Cx, act: &Act) -> bool {
    use crate::rulebook::weapons::NO_WEAPONS_ON_OPPONENT;
    let Act::Deploy {
        card: def,
        side,
        host: Some(h),
        ..
    } = *act
    else {
        return false;
    };
    let board = e.board;
    if !matches!(def.card_type, CardType::Weapon | CardType::Device)
        || !e.in_force(&NO_WEAPONS_ON_OPPONENT)
        || board.card_def(h).card_type != CardType::Character
    {
        return false;
    }
    let (hn, title) = (board.card_name(h), def.plain_title());
    let owner = crate::board::facts::serves(board, h);
    if owner == side {
        if board.cards[h].state.crossed_over {
            e.allow(
                &NO_WEAPONS_ON_OPPONENT,
                format!(
                    "{hn} crossed over and is now the {}'s own character",
                    side.title()
                ),
            );
        }
        return false;
    }
    let captive = if crate::board::facts::is_captive(board, h) {
        " (a captive, still the Light Side's card)"
    } else {
        ""
    };
    if def.allows("deploy-on-opponent") {
        e.allow(
            &NO_WEAPONS_ON_OPPONENT,
            format!("{hn} is the {}'s character{captive}, but {title}'s own card allows deploying it there", owner.title()),
        );
        false
    } else {
        e.because(
            &NO_WEAPONS_ON_OPPONENT,
            format!("{hn} is the {}'s character{captive}: the {} may not deploy {title} on it, and {title}'s card does not say otherwise", owner.title(), side.title()),
        );
        true
    }
}

pub static CHECKS: &[&Check] = &[
    &ARTILLERY_DEPLOY_CHECK,
    &OPPONENT_HOST_CHECK,
    &USE_CHECK,
    &TARGET_CHECK,
    &IMMUNE_CHECK,
    &FIRE_CHECK,
    &CARRY_CHECK,
    &STEAL_CHECK,
];

fn carry_check(e: &mut Cx, act: &Act) -> bool {
    let Act::Carry { carrier: c, item } = *act else {
        return false;
    };
    let board = e.board;
    let name = board.card_name(c);
    let def = board.card_def(c);
    let item_def = item.def(board);
    let item_in_play = item.in_play();
    if !matches!(
        def.card_type,
        CardType::Character | CardType::Vehicle | CardType::Starship
    ) {
        e.because(
            &CARRY,
            format!(
                "{name} is a {}: characters, vehicles and starships carry weapons and devices",
                def.kind_words()
            ),
        );
        return true;
    }
    if board.cards[c].state.missing {
        e.because(
            &MISSING_NEW_CARDS,
            format!("{name} is missing: no new cards may be deployed on it"),
        );
        return true;
    }
    if board.cards.iter().any(|x| x.state.missing) {
        e.allow(
            &MISSING_NEW_CARDS,
            format!("{name} is not missing, so new cards may be deployed on it"),
        );
    }
    let key = item_def.key();
    // Asking about a copy the carrier already holds means another copy of it.
    let held = item_in_play.is_some_and(|i| board.cards[i].place == Place::Carried(c));
    let dupes = board.cards[c]
        .carrying
        .iter()
        .filter(|&&x| (held || Some(x) != item_in_play) && board.card_def(x).key() == key)
        .count();
    let free = def.is_capital() || (def.card_type == CardType::Character && has_backpack(board, c));
    let title = item_def.plain_title();
    if dupes == 0 {
        e.allow(&CARRY, format!("{name} carries no other {title}: any number of differently titled weapons and devices may be carried"));
    } else if free {
        let why = if def.is_capital() {
            "a capital starship"
        } else {
            "carrying a Backpack"
        };
        e.allow(
            &CARRY,
            format!("{name} already carries {title}, but as {why} it may carry duplicates"),
        );
    } else {
        e.because(&CARRY, format!("{name} already carries a {title}: a character, vehicle or starfighter may not carry duplicates"));
        return true;
    }
    false
}

fn steal_check(e: &mut Cx, act: &Act) -> bool {
    let Act::Steal { thief: t, item: i } = *act else {
        return false;
    };
    let board = e.board;
    let (tn, iname) = (board.card_name(t), board.card_name(i));
    let idef = board.card_def(i);
    if board.cards[i].side == board.cards[t].side {
        e.because(
            &STEAL,
            format!("{iname} is already the {}'s", board.cards[t].side.title()),
        );
        return true;
    }
    if crate::board::facts::is_craft(idef) {
        let aboard: Vec<String> = crate::board::facts::characters_aboard(board, i)
            .iter()
            .map(|&o| board.card_name(o))
            .collect();
        if !aboard.is_empty() || idef.permanent_pilot.is_some() {
            let who = if aboard.is_empty() {
                "its permanent pilot".to_string()
            } else {
                aboard.join(", ")
            };
            e.because(
                &REMAIN_ABOARD,
                format!("{iname} has {who} aboard: an occupied vehicle cannot be stolen"),
            );
            return true;
        }
        e.allow(&REMAIN_ABOARD, format!("nobody is aboard {iname}"));
        e.assume(format!("{tn}'s own text lets it steal {iname}"));
        return false;
    }
    let portable = idef.has_trait(&Trait::Portable)
        || (idef.card_type == CardType::Weapon && idef.subtype == Some(Subtype::Character));
    if portable {
        e.because(&STEAL, format!("{iname} may be deployed on, or moved by, characters, so it can be stolen (the thief need not be able to use it)"));
        e.assume(format!("{tn}'s own text lets it steal"));
        false
    } else {
        e.because(
            &STEAL,
            format!(
                "{iname} is neither deployed on nor moved by characters, so it cannot be stolen"
            ),
        );
        true
    }
}

fn immune_check(e: &mut Cx, act: &Act) -> bool {
    let Act::Target {
        target,
        by: Some(by),
    } = *act
    else {
        return false;
    };
    let board = e.board;
    let artillery = board.card_def(target).card_type == CardType::Weapon
        && board.card_def(target).subtype == Some(Subtype::Artillery);
    if by.def(board).key() != "overload" {
        return false;
    }
    if !artillery {
        e.allow(
            &ARTILLERY_OVERLOAD,
            format!(
                "{} is no artillery weapon, so it is not immune to Overload",
                board.card_name(target)
            ),
        );
        return false;
    }
    e.because(
        &ARTILLERY_OVERLOAD,
        format!(
            "{} is an artillery weapon, and artillery is immune to Overload",
            board.card_name(target)
        ),
    );
    true
}

/// `can use <user> <item>` for a character that crossed over: a card working on it by name no
/// longer does. Some(refused) when the crossing decided, None when it changes nothing.
pub(crate) fn crossed_use(e: &mut Cx, u: CardIx, item: &CardDef) -> Option<bool> {
    let board = e.board;
    if !board.cards[u].state.crossed_over || !e.in_force(&CROSSING_BY_NAME) {
        return None;
    }
    let name = board.card_name(u);
    let udef = board.card_def(u);
    let title = item.plain_title().to_string();
    let now = board.cards[u].side.title();
    if item.key() == "anakin's lightsaber" {
        e.because(
            &CROSSING_BY_NAME,
            format!("{name} crossed over to the {now}: cards that work on a character by name no longer apply to it"),
        );
        e.because(
            &crate::rulebook::weapons::ANAKIN,
            format!("{title} works only on a Skywalker, and {name}, having crossed over, no longer counts as one: it abandons the lightsaber"),
        );
        return Some(true);
    }
    let Some(list) = &item.matches else {
        e.assume(format!(
            "{title}'s text names no character (no `matches:` on record)"
        ));
        return None;
    };
    let Some(named) = crate::board::facts::names_character(list, udef) else {
        e.allow(
            &CROSSING_BY_NAME,
            format!("{name} crossed over to the {now}, but {title} does not work on it by name"),
        );
        return None;
    };
    if item.allows("use-by-any-warrior") {
        if udef.has_icon(crate::catalog::Icon::Warrior) {
            e.allow(&CROSSING_BY_NAME, format!("{title} names {named}, which no longer applies to {name} since it crossed over, but the weapon works on any warrior and {name} still is one (only what it gives {named} by name is lost)"));
            Some(false)
        } else {
            e.because(&CROSSING_BY_NAME, format!("{title} names {named}, which no longer applies to {name} since it crossed over, and {name} is not a warrior, the other characters it works on"));
            Some(true)
        }
    } else {
        e.because(&CROSSING_BY_NAME, format!("{title} works on {named} by name, which no longer applies to {name} since it crossed over, and nothing on record lets another character use it (`allows: use-by-any-warrior`)"));
        Some(true)
    }
}

fn use_check(e: &mut Cx, act: &Act) -> bool {
    let Act::Use { user: u, item } = *act else {
        return false;
    };
    let board = e.board;
    let item_def = item.def(board);
    let name = board.card_name(u);
    let udef = board.card_def(u);
    let title = item_def.plain_title().to_string();
    let mut refused = false;
    let crossed = crossed_use(e, u, item_def);
    if let Some(r) = crossed {
        refused |= r;
    } else if normalize(&title) == "anakin's lightsaber" {
        let ability = board.cards[u].ability.or(udef.ability).unwrap_or(0);
        match skywalker(e, udef) {
            Some((rule, words)) if ability > 3 => e.allow(
                rule,
                format!(
                    "{words} with ability {ability} (more than 3): the lightsaber works for them"
                ),
            ),
            Some((rule, words)) => {
                e.because(
                    rule,
                    format!("{words}, but ability {ability} is not more than 3"),
                );
                refused = true;
            }
            None => {
                let leia_later = udef
                    .persona()
                    .is_some_and(|p| p.eq_ignore_ascii_case("leia"));
                e.because(
                    &ANAKIN,
                    format!(
                        "{name} is not a Skywalker{}",
                        if leia_later {
                            " under the Hoth and Dagobah rules (Cloud City's matching-weapon rule and the later update count Leia)"
                        } else {
                            ""
                        }
                    ),
                );
                refused = true;
            }
        }
    }
    // One weapon and one device a turn, each kind counted apart.
    let weapon = item_def.card_type == CardType::Weapon;
    if !weapon && item_def.card_type != CardType::Device {
        return refused;
    }
    let kind = if weapon { "weapon" } else { "device" };
    let other_used: Vec<String> = board.cards[u]
        .this_turn
        .iter()
        .filter_map(|t| match t {
            ThisTurn::Fired(w) | ThisTurn::Used(w)
                if matches!(t, ThisTurn::Fired(_)) == weapon
                    && normalize(w) != normalize(&title) =>
            {
                Some(w.clone())
            }
            _ => None,
        })
        .collect();
    let free =
        udef.is_capital() || (udef.card_type == CardType::Character && has_backpack(board, u));
    match other_used.first() {
        Some(w) if free => e.allow(
            &CARRY_USE,
            format!("{name} used {w} this turn, but may use any number of {kind}s"),
        ),
        Some(w) => {
            e.because(
                &CARRY_USE,
                format!("{name} already used a {kind} ({w}) this turn: one {kind} per turn"),
            );
            refused = true;
        }
        None => e.allow(
            &CARRY_USE,
            format!("{name} has used no other {kind} this turn"),
        ),
    }
    if !weapon {
        return refused;
    }
    if item_def.subtype == Some(Subtype::Character) {
        match crate::board::facts::present_place(board, u) {
            Some(Where::Aboard(v)) => {
                e.because(
                    &OPEN_ENCLOSED_FIRE,
                    format!(
                        "{name} is aboard the enclosed {}: character weapons cannot be fired from inside",
                        board.card_name(v)
                    ),
                );
                refused = true;
            }
            // A rider of an open vehicle is exposed, and may fire character weapons.
            Some(Where::At(_)) => {
                if let Place::Aboard(v) = board.cards[u].place {
                    e.allow(
                        &OPEN_ENCLOSED_FIRE,
                        format!(
                            "{name} rides {}, an open vehicle: those aboard an open vehicle are present at its site and may fire character weapons",
                            board.card_name(v)
                        ),
                    );
                }
            }
            None => {}
        }
    }
    // A landed starfighter's starship weapons: `shared::landed`.
    refused
}

fn target_check(e: &mut Cx, act: &Act) -> bool {
    let Act::Target {
        target: t,
        by: Some(by),
    } = *act
    else {
        return false;
    };
    let board = e.board;
    if by.def(board).card_type != CardType::Weapon {
        return false;
    }
    let tdef = board.card_def(t);
    let (wn, tn) = (by.name(board), board.card_name(t));
    let mut refused = false;
    if tdef.card_type == CardType::Character {
        if let Some(Where::Aboard(v)) = crate::board::facts::present_place(board, t) {
            e.because(
                &OPEN_ENCLOSED,
                format!(
                    "{tn} is aboard {}, which is enclosed: it cannot be targeted by weapons",
                    board.card_name(v)
                ),
            );
            refused = true;
        } else {
            e.allow(
                &OPEN_ENCLOSED,
                format!("{tn} is not sheltered inside an enclosed vehicle or starship"),
            );
        }
    }
    // Reach: the weapon's location and the target's.
    let (Some(wl), Some(tl)) = (
        by.in_play().and_then(|w| board.location_of(w)),
        board.location_of(t),
    ) else {
        return refused;
    };
    if wl == tl {
        if e.in_force(&U_LONG_RANGE) {
            e.allow(
                &U_LONG_RANGE,
                format!("{wn} fires at its own location; no long range is needed"),
            );
        }
        return refused;
    }
    let long = by.def(board).has_trait(&Trait::LongRange);
    match (long, e.in_force(&U_LONG_RANGE)) {
        (true, true) => {
            e.because(
                &U_LONG_RANGE,
                format!(
                    "{wn} is a long-range weapon: it may fire at {} from {}",
                    board.loc_def(tl).plain_title(),
                    board.loc_def(wl).plain_title()
                ),
            );
            e.assume(format!("{tn} is within the weapon's own reach (its text: e.g. the same or an adjacent site), and is participating in a battle, is a creature you are attacking, or you fire through Sniper, Blasted Droid or Target The Main Generator"));
            e.detail("long-range weapons may fire more than once a turn, but once per battle");
        }
        (false, true) => {
            e.because(
                &U_LONG_RANGE,
                format!("{wn} is not a long-range weapon: it fires only at its own location"),
            );
            refused = true;
        }
        (_, false) => e.missing(format!("whether {wn} may target a card at another location: its own text (the later update sets rules for long-range weapons)")),
    }
    refused
}

fn fire_check(e: &mut Cx, act: &Act) -> bool {
    let Act::Fire {
        weapon: w,
        target: t,
    } = *act
    else {
        return false;
    };
    let board = e.board;
    let mut refused = false;
    if board.card_def(w).subtype == Some(Subtype::Artillery) {
        let wn = board.card_name(w);
        match board.location_of(w).and_then(|l| power_source(board, l)) {
            Some(src) => e.because(
                &ARTILLERY_POWER,
                format!("{wn} is artillery and {src} powers it"),
            ),
            None => {
                e.because(&ARTILLERY_POWER, format!("{wn} is artillery with no power source present (a power droid, a Fusion Generator, or a card that powers weapons)"));
                refused = true;
            }
        }
    }
    let tdef = board.card_def(t);
    if tdef.card_type == CardType::Character
        && let Some(armor) = tdef.armor
    {
        e.because(
            &ARMOR,
            format!(
                "{} is armored: the weapon is compared with its armor {armor} instead of its ability",
                board.card_name(t)
            ),
        );
    }
    refused | fire_at_own(e, w, t)
}

/// `can steal <thief> <item>`
pub(crate) fn ask_steal(e: &mut Eval, thief: &CardRef, item: &CardRef) -> Result<(), AskError> {
    let t = e.res.card(thief)?;
    let i = e.res.card(item)?;
    let board = e.board;
    e.v.side = Some(board.cards[t].side);
    let idef = board.card_def(i);
    // Only weapons, devices and vehicles are stolen: anything else is a question about the wrong
    // kind of card (unless it is already the thief's side's, which the check says).
    if board.cards[i].side != board.cards[t].side
        && !crate::board::facts::is_craft(idef)
        && !is_item(idef)
    {
        return Err(e.res.wrong_kind(
            item,
            format!(
                "`{}` is a {}: only weapons, devices and vehicles are stolen",
                idef.plain_title(),
                idef.kind_words()
            ),
            "not stealable",
            None,
        ));
    }
    let found = super::actions::consult(e, &Act::Steal { thief: t, item: i });
    e.settle(found, None);
    Ok(())
}

/// A power source present at the artillery's site: the site's own text, or any card present
/// there — standing at the site, carried by someone present, or riding an open vehicle.
fn power_source(board: &Board, l: crate::board::LocId) -> Option<String> {
    if board.loc_def(l).allows("power-weapons") {
        return Some(board.loc_def(l).plain_title().to_string());
    }
    board.cards.keys().find_map(|c| {
        if crate::board::facts::present_place(board, c) != Some(Where::At(l)) {
            return None;
        }
        let d = board.card_def(c);
        let t = d.key();
        (d.has_trait(&Trait::PowerDroid)
            || t.contains("fusion generator")
            || d.allows("power-weapons"))
        .then(|| board.card_name(c))
    })
}

/// `can fire <weapon> at <target>`: firing is targeting with the weapon and its holder using
/// it, so every check of those actions applies too.
pub(crate) fn ask_fire(e: &mut Eval, weapon: &CardRef, target: &CardRef) -> Result<(), AskError> {
    let w = e.res.card(weapon)?;
    let t = e.res.card(target)?;
    let board = e.board;
    let wdef = board.card_def(w);
    e.v.side = Some(board.cards[w].side);
    if wdef.card_type != CardType::Weapon {
        return Err(e.res.wrong_kind(
            weapon,
            format!("`{}` is not a weapon", wdef.plain_title()),
            "not a weapon",
            None,
        ));
    }
    let found = super::actions::consult(
        e,
        &Act::Fire {
            weapon: w,
            target: t,
        },
    );
    if !found.is_refused() {
        assume_fire_paid(e, w);
    }
    e.settle(found, None);
    Ok(())
}

/// Paying what firing costs, an everyday requirement taken as met: a weapon's price to fire is
/// set by its own text ("using 1 Force", "for free"), which swjudge does not read as a price
/// (`cost` prices movement and deployment only), so the Force Pile check (`shared::force_pile`)
/// has no price to weigh. Where the board writes the firing side's Force Pile, the answer lists
/// it as a board fact and says what is assumed of it.
fn assume_fire_paid(e: &mut Eval, w: CardIx) {
    let side = e.board.cards[w].side;
    match e.board.player(side).force_pile {
        Some(pile) => {
            e.fact(
                format!("{} Force Pile", side.title()),
                format!("{pile} (force_pile on the board)"),
            );
            e.assume("a battle or attack is under way");
            e.assume(format!(
                "what firing {} costs, which its own text sets and swjudge does not read as a price, is paid from the {}'s Force Pile of {pile}",
                e.board.card_name(w),
                side.title()
            ));
        }
        None => e.assume("a battle or attack is under way and you pay the weapon's cost"),
    }
}

/// `defense <card>`
pub(crate) fn ask_defense(e: &mut Eval, card: &CardRef) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let board = e.board;
    let def = board.card_def(c);
    let name = board.card_name(c);
    e.v.side = Some(board.cards[c].side);
    match def.card_type {
        CardType::Character => match def.armor {
            Some(a) => {
                let a = non_negative(e, a, &format!("{name}'s armor"));
                e.because(&ARMOR, format!("{name} is armored: weapons are compared with its armor {a}, not its ability"));
                e.answer(Answer::Number(a));
            }
            None => {
                let ab = board.cards[c].ability.or(def.ability).unwrap_or(0);
                let ab = non_negative(e, ab, &format!("{name}'s ability"));
                e.because(&ARMOR, format!("{name} has no armor: its ability {ab} is what weapons face"));
                e.answer(Answer::Number(ab));
            }
        },
        CardType::Vehicle if board.cards[c].state.crashed && def.armor.is_some() => {
            let a = def.armor.unwrap_or(0).min(2);
            let a = non_negative(e, a, &format!("{name}'s armor"));
            e.because(&CRASHED, format!("{name} has crashed: its armor is reduced to {a}"));
            e.answer(Answer::Number(a));
        }
        _ => e.missing(format!("the defense value of a {}: base rules (armor or maneuver) these documents do not restate", def.kind_words())),
    }
    Ok(())
}

/// `lost-with <card>`: the cards that would be lost along with it (a system and the Space Slug
/// are read as the sector rules' questions, `rules::readings`).
pub(crate) fn ask_lost_with(e: &mut Eval, c: CardIx) -> Result<(), AskError> {
    let board = e.board;
    let def = board.card_def(c);
    let name = board.card_name(c);
    e.v.side = Some(board.cards[c].side);
    let mut lost = Vec::new();
    let mut saved = Vec::new();
    let creature_vehicle = crate::board::facts::is_creature_vehicle(def);
    // (card, reached through an attachment: Dagobah's attached creatures and Landing Claws)
    let mut stack: Vec<(CardIx, bool)> = board.cards[c]
        .aboard
        .iter()
        .chain(board.cards[c].carrying.iter())
        .map(|&x| (x, false))
        .collect();
    stack.extend(lost_along(e, c).into_iter().map(|a| (a, true)));
    let mut through_attached = Vec::new();
    // Attachments come from the board as written and may loop; each card is lost once.
    let mut seen = std::collections::HashSet::from([c]);
    while let Some((x, via)) = stack.pop() {
        if !seen.insert(x) {
            continue;
        }
        let direct_rider = board.cards[x].place == Place::Aboard(c)
            && board.card_def(x).card_type == CardType::Character;
        if creature_vehicle && direct_rider {
            saved.push(board.card_name(x));
            continue;
        }
        if via {
            through_attached.push(board.card_name(x));
        } else {
            lost.push(board.card_name(x));
        }
        stack.extend(
            board.cards[x]
                .aboard
                .iter()
                .chain(board.cards[x].carrying.iter())
                .map(|&y| (y, via)),
        );
        stack.extend(lost_along(e, x).into_iter().map(|a| (a, true)));
    }
    lost.sort();
    released_on_loss(e, c);
    if crate::board::facts::is_craft(def) {
        if creature_vehicle && !saved.is_empty() {
            let r = if e.in_force(&U_CREATURE_VEHICLE) {
                &U_CREATURE_VEHICLE
            } else {
                &REMAIN_ABOARD
            };
            e.because(
                r,
                format!(
                    "{name} is a creature vehicle: {} may jump off at the same site and survive",
                    saved.join(", ")
                ),
            );
        }
        e.because(
            &REMAIN_ABOARD,
            if lost.is_empty() {
                format!("nothing aboard {name} would be lost with it")
            } else {
                format!(
                    "if {name} is lost, everything aboard is lost with it: {}",
                    lost.join(", ")
                )
            },
        );
    } else if !lost.is_empty() {
        e.allow(
            &REMAIN_ABOARD,
            format!("cards deployed on {name} go with it"),
        );
        e.assume("cards deployed on a lost card are lost with it (base rules)");
    } else if through_attached.is_empty() {
        e.because(
            &REMAIN_ABOARD,
            format!("nothing is aboard or deployed on {name}"),
        );
    }
    for part in Topics::get().lost_with {
        part(e, c, &mut lost);
    }
    lost.extend(through_attached);
    lost.sort();
    e.answer(Answer::List(lost));
    Ok(())
}

/// What the other families send along with `c` when it is lost (attached creatures, clawed
/// starfighters).
fn lost_along(e: &mut Eval, c: CardIx) -> Vec<CardIx> {
    let mut out = Vec::new();
    for part in Topics::get().lost_along {
        out.extend(part(e, c));
    }
    out
}

/// A Skywalker for the matching-weapon rule: Luke, Leia or Anakin (by persona, trait or title).
fn is_skywalker(def: &CardDef) -> bool {
    def.has_trait(&Trait::Skywalker)
        || def.key().contains("skywalker")
        || def
            .personas()
            .any(|p| ["luke", "leia", "anakin"].contains(&p.to_lowercase().as_str()))
}

/// `matching <weapon> <character>`
pub(crate) fn ask_matching(
    e: &mut Eval,
    weapon: &CardRef,
    character: &CardRef,
) -> Result<(), AskError> {
    let board = e.board;
    let wdef = e.res.card_or_def(weapon)?.def(board).clone();
    if wdef.card_type != CardType::Weapon {
        return Err(e.res.wrong_kind(
            weapon,
            format!(
                "`{}` is a {}, not a weapon",
                wdef.plain_title(),
                wdef.kind_words()
            ),
            "not a weapon",
            None,
        ));
    }
    let (cdef, in_play) = {
        let w = e.res.card_or_def(character)?;
        (w.def(board).clone(), w.in_play())
    };
    if cdef.card_type != CardType::Character {
        return Err(e.res.wrong_kind(
            character,
            format!(
                "`{}` is a {}, not a character",
                cdef.plain_title(),
                cdef.kind_words()
            ),
            "not a character",
            None,
        ));
    }
    if !e.in_force(&MATCHING) {
        e.missing("\"matching weapon\" is a term the Cloud City supplement defines; this ruleset does not use it");
        return Ok(());
    }
    let wn = wdef.plain_title().to_string();
    let cn = match in_play {
        Some(c) => board.card_name(c),
        None => cdef.plain_title().to_string(),
    };
    let anakin = wdef.key() == "anakin's lightsaber";
    let named = wdef
        .matches
        .as_deref()
        .and_then(|l| names_character(l, &cdef));
    let by_name = if anakin && is_skywalker(&cdef) {
        Some(format!(
            "Anakin's Lightsaber is a matching weapon for any Skywalker (Luke, Leia or Anakin), and {cn} is one"
        ))
    } else {
        named.map(|n| {
            if normalize(&n) == cdef.key() {
                format!("{wn}'s game text names {n}: it is {n}'s matching weapon")
            } else {
                format!(
                    "{wn}'s game text names {n}, and {cn} is a version of {n}: a matching weapon"
                )
            }
        })
    };
    if let Some(c) = in_play
        && board.cards[c].state.crossed_over
        && e.in_force(&CROSSING_BY_NAME)
        && by_name.is_some()
    {
        e.consider(
            &MATCHING,
            format!("before crossing over: {}", by_name.unwrap_or_default()),
        );
        e.refuse(
            &CROSSING_BY_NAME,
            format!("{cn} crossed over: cards that work on it by name no longer apply, so {wn} no longer matches it"),
        );
        return Ok(());
    }
    match by_name {
        Some(why) => {
            e.because(&MATCHING, why);
            e.answer(Answer::Yes);
        }
        None if anakin => e.refuse(
            &MATCHING,
            format!("Anakin's Lightsaber matches the Skywalkers (Luke, Leia and Anakin), and {cn} is not one"),
        ),
        None => match &wdef.matches {
            Some(list) => e.refuse(
                &MATCHING,
                match list.as_slice() {
                    [] => format!("{wn}'s game text names no character"),
                    [one] => format!("{wn}'s game text names only {one}, and {cn} is not {one}"),
                    many => format!(
                        "{wn}'s game text names {}; {cn} is none of them",
                        many.join(", ")
                    ),
                },
            ),
            None => e.missing(format!(
                "which characters {wn}'s game text names (give the card `matches:`)"
            )),
        },
    }
    Ok(())
}

/// Firing at a card of your own side (Cloud City). Pushes reasons; true when forbidden.
fn fire_at_own(e: &mut Cx, w: CardIx, t: CardIx) -> bool {
    let board = e.board;
    let shooter = board.cards[w].side;
    if !e.in_force(&NO_FIRE_OWN) {
        if shooter == board.cards[t].side {
            e.assume(
                "the target is not your own card (firing at your own cards is a Cloud City rule)",
            );
        }
        return false;
    }
    let tdef = board.card_def(t);
    if !matches!(
        tdef.card_type,
        CardType::Character | CardType::Vehicle | CardType::Starship
    ) {
        return false;
    }
    let tn = board.card_name(t);
    let owner = crate::board::facts::serves(board, t);
    let printed = crate::board::facts::printed_side(board, t);
    let changed = |s: &crate::board::CardState| {
        if s.crossed_over {
            "crossed over"
        } else {
            "was stolen"
        }
    };
    if owner == shooter {
        let why = if crate::board::facts::is_captive(board, t) {
            ", even though it is a captive".to_string()
        } else if printed.is_some_and(|p| p != shooter) {
            format!(
                " (it {} to the {})",
                changed(&board.cards[t].state),
                shooter.title()
            )
        } else {
            String::new()
        };
        e.because(
            &NO_FIRE_OWN,
            format!(
                "{tn} is the {}'s own{why}: weapons may not be fired at your own characters, vehicles or starships",
                shooter.title()
            ),
        );
        true
    } else {
        if printed == Some(shooter) {
            e.allow(
                &NO_FIRE_OWN,
                format!(
                    "{tn} was the {}'s, but it {} and now serves the {}: it may be fired at",
                    shooter.title(),
                    changed(&board.cards[t].state),
                    owner.title()
                ),
            );
        }
        false
    }
}

/// For `lost-with <card>`: what becomes of the captives of escorts lost with it.
pub(crate) fn released_on_loss(e: &mut Eval, c: CardIx) {
    if !e.in_force(&ESCORT) {
        return;
    }
    let board = e.board;
    let creature_vehicle = crate::board::facts::is_creature_vehicle(board.card_def(c));
    // Escorts lost along with `c`: itself, and whatever is aboard it or carried, however deep
    // (characters riding a creature vehicle jump off and survive).
    let lost_with = |x: CardIx| {
        let mut cur = x;
        for _ in 0..=board.cards.len() {
            if cur == c {
                return true;
            }
            match board.cards[cur].place {
                Place::Aboard(p) if p == c && creature_vehicle => return false,
                Place::Aboard(p) | Place::Carried(p) => cur = p,
                _ => return false,
            }
        }
        false
    };
    for x in board.cards.keys() {
        if board.cards[x].escorting.is_empty() || !lost_with(x) {
            continue;
        }
        for &k in &board.cards[x].escorting {
            let outcome = release_outcome(board, x, k);
            let rule = if board.cards[k].state.frozen && e.in_force(&FROZEN) {
                &FROZEN
            } else {
                &ESCORT
            };
            e.because(
                rule,
                format!(
                    "{} is not lost with its escort {}; it {outcome}",
                    board.card_name(k),
                    board.card_name(x)
                ),
            );
        }
    }
}
