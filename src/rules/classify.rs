//! What a card is: its card type in the sense of the phrase "card type", Rebel / Imperial /
//! independent starships, and the Force icons a side has on table (Yoda's Jedi Master icon).

use super::eval::Eval;
use super::subject::AskError;
use crate::catalog::{CardDef, CardType, Icon, Resolution, Trait};
use crate::query::{CardRef, Side};
use crate::rulebook::classify::{CARD_TYPE, INDEPENDENT, YODA_ICON};
use crate::verdict::Answer;

/// The card type as the upper-left icon names it (every location: `location`).
pub(crate) fn card_type_words(t: CardType) -> &'static str {
    match t {
        CardType::Character => "character",
        CardType::Starship => "starship",
        CardType::Vehicle => "vehicle",
        CardType::Location => "location",
        CardType::Weapon => "weapon",
        CardType::Device => "device",
        CardType::Effect => "effect",
        CardType::Interrupt => "interrupt",
        CardType::Creature => "creature",
        CardType::EpicEvent => "epic event",
        CardType::JediTest => "Jedi test",
        CardType::Objective => "objective",
        CardType::Admiral => "admiral's order",
        CardType::DefensiveShield => "defensive shield",
        CardType::Podracer => "podracer",
        CardType::GameAid => "game aid",
        CardType::Battle => "battle (Young Jedi)",
    }
}

/// A card in play, a location on table, or the catalog's printings of a title.
fn any_def(e: &Eval, r: &CardRef) -> Result<CardDef, AskError> {
    if let Ok(l) = e.res.location(r) {
        return Ok(e.board.loc_def(l).clone());
    }
    Ok(e.res.card_or_def(r)?.def(e.board).clone())
}

/// `card-type <card>`
pub(crate) fn ask_card_type(e: &mut Eval, card: &CardRef) -> Result<(), AskError> {
    let def = any_def(e, card)?;
    let title = def.plain_title().to_string();
    let words = card_type_words(def.card_type);
    if def.card_type == CardType::Location {
        let kind = def.subtype.map(|s| s.name()).unwrap_or("location");
        if e.in_force(&CARD_TYPE) {
            e.because(
                &CARD_TYPE,
                format!(
                    "{title} is a {kind}: sites, systems and sectors have no upper-left icon and share the card type location"
                ),
            );
        } else {
            e.missing(format!(
                "what \"card type\" means for {title}, a {kind} with no upper-left icon: the Dagobah supplement settles it"
            ));
            return Ok(());
        }
    } else if e.in_force(&CARD_TYPE) {
        e.because(
            &CARD_TYPE,
            format!("{title}'s upper-left icon is the {words} icon: its card type is {words}"),
        );
    }
    e.fact("card", def.kind_words());
    e.answer(Answer::List(vec![words.to_string()]));
    Ok(())
}

/// `is <card> rebel|imperial|independent`
pub(crate) fn ask_is(e: &mut Eval, card: &CardRef, property: &str) -> Result<(), AskError> {
    let prop = property.trim().to_lowercase();
    if !crate::query::verbs::CLASSIFICATIONS.contains(&prop.as_str()) {
        e.not_modelled(&format!("the classification `{prop}`"));
        return Ok(());
    }
    let def = any_def(e, card)?;
    let title = def.plain_title().to_string();
    if def.card_type != CardType::Starship {
        e.missing(format!(
            "whether {title}, a {}, is {prop}: the catalog records Rebel, Imperial and independent only for starships",
            def.kind_words()
        ));
        return Ok(());
    }
    let independent = def.has_trait(&Trait::Independent);
    let rebel = def.has_trait(&Trait::Rebel);
    let imperial = def.has_trait(&Trait::Imperial);
    let group = if independent {
        "independent"
    } else if rebel {
        "Rebel"
    } else if imperial {
        "Imperial"
    } else {
        "?"
    };
    let article = |w: &str| if w.starts_with(['I', 'i']) { "an" } else { "a" };
    e.fact(
        title.clone(),
        format!("{} {group} starship", article(group)),
    );
    let in_force = e.in_force(&INDEPENDENT);
    if !in_force && (independent || prop == "independent") {
        e.missing(format!(
            "whether {title} is {prop}: independent starships arrive with the Dagobah supplement"
        ));
        return Ok(());
    }
    let yes = match prop.as_str() {
        "independent" => {
            if independent {
                e.because(
                    &INDEPENDENT,
                    format!(
                        "{title} is an independent starship: privately owned, neither Rebel nor Imperial"
                    ),
                );
                true
            } else if rebel || imperial {
                e.because(
                    &INDEPENDENT,
                    format!(
                        "{title} is {} {group} starship; independent starships are a group of their own, neither Rebel nor Imperial",
                        article(group)
                    ),
                );
                false
            } else {
                e.missing(format!(
                    "whether {title} is independent: its card's characteristics are not in the catalog (give it `traits: [independent]`, `[rebel]` or `[imperial]`)"
                ));
                return Ok(());
            }
        }
        wanted => {
            let word = if wanted == "rebel" {
                "Rebel"
            } else {
                "Imperial"
            };
            if independent {
                e.because(
                    &INDEPENDENT,
                    format!(
                        "{title} is an independent starship: it is not {word}, and cards that refer to {word} starships do not apply to it"
                    ),
                );
                false
            } else if rebel || imperial {
                let is = (wanted == "rebel" && rebel) || (wanted == "imperial" && imperial);
                if in_force {
                    e.consider(
                        &INDEPENDENT,
                        format!(
                            "{title} is not independent: its card marks it {} {group} starship",
                            article(group)
                        ),
                    );
                }
                is
            } else {
                e.missing(format!(
                    "whether {title} is {word}: its card's characteristics are not in the catalog (give it `traits: [rebel]`, `[imperial]` or `[independent]`)"
                ));
                return Ok(());
            }
        }
    };
    e.answer(Answer::from_bool(yes));
    Ok(())
}

/// Do the printings of a location's title differ in Force icons?
fn printings_differ(e: &Eval, def: &CardDef) -> bool {
    match e.board.catalog.resolve(def.key()) {
        Resolution::Found(ids) => ids.iter().any(|&i| {
            let d = e.board.def(i);
            d.light_icons != def.light_icons || d.dark_icons != def.dark_icons
        }),
        _ => false,
    }
}

/// `force-icons <side>`: the Force icons the side has on table, with the arithmetic.
pub(crate) fn ask_force_icons(e: &mut Eval, side: Side) -> Result<(), AskError> {
    let board = e.board;
    e.v.side = Some(side);
    let mut total: i64 = 0;
    let mut unknown: Vec<String> = Vec::new();
    for l in board.locations.keys() {
        let def = board.loc_def(l);
        let name = def.plain_title().to_string();
        let icons = match side {
            Side::Light => def.light_icons,
            Side::Dark => def.dark_icons,
        };
        let st = board.locations[l].state;
        if st.collapsed {
            e.because(
                &crate::rulebook::movement::COLLAPSED,
                format!("{name} is collapsed: its Force icons are canceled"),
            );
            e.detail(format!("{name}: 0 (collapsed)"));
            continue;
        }
        if st.blown_away || st.face_down {
            let rule = e.pick(
                &crate::rulebook::shield::U_BLOWN_AWAY,
                &crate::rulebook::shield::BLOWN_AWAY,
            );
            e.because(
                rule,
                format!("{name} was blown away: its Force icons are canceled"),
            );
            e.detail(format!("{name}: 0 (blown away)"));
            continue;
        }
        match icons {
            Some(n) => {
                total += i64::from(n);
                if n > 0 {
                    e.detail(format!("{name}: {n}"));
                }
                if board.locations[l].owner.is_none() && printings_differ(e, def) {
                    e.assume(format!(
                        "the {name} on table is the {} printing (its `owner:` is not given, and the two printings differ in Force icons)",
                        match def.side {
                            crate::catalog::Printed::Dark => "Dark Side",
                            _ => "Light Side",
                        }
                    ));
                }
            }
            None => unknown.push(name),
        }
    }
    e.detail(format!(
        "{} Force icons at locations: {total}",
        side.title()
    ));
    // Jedi Master icons (each includes a Light Side Force icon).
    let masters: Vec<crate::board::CardIx> = board
        .cards
        .keys()
        .filter(|&c| board.card_def(c).has_icon(Icon::JediMaster))
        .collect();
    for &c in &masters {
        let name = board.card_name(c);
        if !e.in_force(&YODA_ICON) {
            e.detail(format!(
                "{name}'s Jedi Master icon: not counted (the icon arrives with the Dagobah supplement)"
            ));
            continue;
        }
        // A missing character is on table only for rules that name missing cards (update);
        // before it, a missing character stays in play, icon and all.
        if board.cards[c].state.missing && super::shared::missing::not_on_table(e, c) {
            e.detail(format!("{name}'s Jedi Master icon: not counted (missing)"));
            continue;
        }
        if side == Side::Light && board.cards[c].side == Side::Light {
            total += 1;
            e.because(
                &YODA_ICON,
                format!(
                    "{name} is on table with a Jedi Master icon, which includes a Light Side Force icon: +1"
                ),
            );
            e.detail(format!("{name}'s Jedi Master icon: +1"));
        } else {
            e.because(
                &YODA_ICON,
                format!(
                    "{name}'s Jedi Master icon includes a Light Side Force icon{}: nothing for the {}",
                    if board.cards[c].side == side {
                        ""
                    } else {
                        ", on the other side's card"
                    },
                    side.title()
                ),
            );
        }
        if board.card_def(c).key() == "yoda" {
            e.fact(
                format!("{name}'s own text"),
                "while he is on table his owner may activate one extra Force (card text; activation is not modelled)",
            );
        }
    }
    if masters.is_empty() && e.in_force(&YODA_ICON) {
        e.consider(&YODA_ICON, "no card with a Jedi Master icon is on table");
    }
    e.detail(format!("total: {total}"));
    e.answer(Answer::Number(total));
    if !unknown.is_empty() {
        e.missing(format!(
            "the Force icons of {}: not in the catalog (give them `light_icons` / `dark_icons`)",
            unknown.join(", ")
        ));
    }
    Ok(())
}
