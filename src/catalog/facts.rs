//! One place that knows how a fact is written: used by the built-in data file and by a
//! scenario's `cards:` entries, so both accept the same keys and values.

use super::card::{CardDef, CardType, Icon, KNOWN_ALLOWS, Printed, Subtype, Trait};
use super::fact_value::list;
pub use super::fact_value::{FactError, FactValue};

/// Capacity written `unlimited` (the Executor's "May add unlimited pilots…").
pub const UNLIMITED: u8 = u8::MAX;

/// The keys a card definition accepts (besides `title`).
pub const FACT_KEYS: &[&str] = &[
    "side",
    "type",
    "subtype",
    "set",
    "icons",
    "marker",
    "unique",
    "diamonds",
    "ability",
    "power",
    "armor",
    "maneuver",
    "landspeed",
    "hyperspeed",
    "parsec",
    "light_icons",
    "dark_icons",
    "capacity",
    "traits",
    "permanent_pilot",
    "ferocity",
    "defense_value",
    "deploys_only",
    "transit",
    "habitat",
    "jedi_test",
    "allows",
    "matches",
    "text",
    // Young Jedi (see youngjedi.rs)
    "damage",
    "destiny",
    "bonus",
    "usable_by",
    "when_dueling",
    "deploy_cost",
    "deploys_from_deck",
    "weapon_bonus",
    "when_using",
];

fn names<T>(table: &[(&str, T)]) -> Vec<String> {
    table.iter().map(|(n, _)| n.to_string()).collect()
}

fn lookup<T: Clone>(table: &[(&str, T)], word: &str) -> Option<T> {
    let w = word.trim().to_lowercase().replace(['_', ' '], "-");
    table.iter().find(|(n, _)| *n == w).map(|(_, t)| t.clone())
}

fn number(key: &str, v: &FactValue) -> Result<i64, FactError> {
    match v {
        FactValue::Number(n) => Ok(*n),
        FactValue::Text(t) => t.trim().parse().map_err(|_| {
            FactError::new(format!("`{key}` takes a whole number, not `{t}`"), vec![])
        }),
        FactValue::List(_) => Err(FactError::new(
            format!("`{key}` takes a whole number, not a list"),
            vec![],
        )),
    }
}

fn small(key: &str, v: &FactValue) -> Result<u8, FactError> {
    let n = number(key, v)?;
    u8::try_from(n)
        .map_err(|_| FactError::new(format!("`{key}` must be between 0 and 255"), vec![]))
}

fn text(key: &str, v: &FactValue) -> Result<String, FactError> {
    match v {
        FactValue::Text(t) => Ok(t.trim().to_string()),
        FactValue::Number(n) => Ok(n.to_string()),
        FactValue::List(_) => Err(FactError::new(
            format!("`{key}` takes one word, not a list"),
            vec![],
        )),
    }
}

/// Parses `light`/`dark`/`any`.
pub fn parse_printed(word: &str) -> Option<Printed> {
    match word.trim().to_lowercase().as_str() {
        "light" | "l" | "light side" => Some(Printed::Light),
        "dark" | "d" | "dark side" => Some(Printed::Dark),
        "any" | "both" => Some(Printed::Any),
        _ => None,
    }
}

/// Sets one fact on `def`.
pub fn set_fact(def: &mut CardDef, key: &str, value: &FactValue) -> Result<(), FactError> {
    match key {
        "side" => {
            let t = text(key, value)?;
            def.side = parse_printed(&t).ok_or_else(|| {
                FactError::new(
                    format!("unknown side `{t}`"),
                    vec!["light".into(), "dark".into()],
                )
            })?;
        }
        "type" => {
            let t = text(key, value)?;
            def.card_type = lookup(CardType::ALL, &t).ok_or_else(|| {
                FactError::new(format!("unknown card type `{t}`"), names(CardType::ALL))
            })?;
        }
        "subtype" => {
            let t = text(key, value)?;
            def.subtype = Some(lookup(Subtype::ALL, &t).ok_or_else(|| {
                FactError::new(format!("unknown subtype `{t}`"), names(Subtype::ALL))
            })?);
        }
        "set" => def.set = Some(text(key, value)?),
        "icons" => {
            def.icons.clear();
            for (i, w) in list(value).iter().enumerate() {
                let icon = lookup(Icon::ALL, w).ok_or_else(|| {
                    FactError::new(format!("unknown icon `{w}`"), names(Icon::ALL)).at(i)
                })?;
                if !def.icons.contains(&icon) {
                    def.icons.push(icon);
                }
            }
        }
        "marker" => def.marker = Some(small(key, value)?),
        "unique" => {
            def.unique = match value {
                FactValue::Text(t) if matches!(t.as_str(), "true" | "yes") => 1,
                FactValue::Text(t) if matches!(t.as_str(), "false" | "no") => 0,
                v => small(key, v)?,
            }
        }
        "diamonds" => def.diamonds = small(key, value)?,
        "ability" => def.ability = Some(number(key, value)?),
        "power" => def.power = Some(number(key, value)?),
        "armor" => def.armor = Some(number(key, value)?),
        "maneuver" => def.maneuver = Some(number(key, value)?),
        "landspeed" => def.landspeed = Some(number(key, value)?),
        "hyperspeed" => def.hyperspeed = Some(number(key, value)?),
        "parsec" => def.parsec = Some(number(key, value)?),
        "light_icons" => def.light_icons = Some(small(key, value)?),
        "dark_icons" => def.dark_icons = Some(small(key, value)?),
        "permanent_pilot" => def.permanent_pilot = Some(number(key, value)?),
        "ferocity" => set_ferocity(def, key, value)?,
        "defense_value" => def.defense_value = Some(number(key, value)?),
        "deploys_only" => def.deploys_only = Some(text(key, value)?),
        "transit" => def.transit = Some(text(key, value)?),
        "habitat" => def.habitat = Some(text(key, value)?),
        "jedi_test" => def.jedi_test = Some(small(key, value)?),
        "capacity" => set_capacity(def, value)?,
        "traits" => set_traits(def, value)?,
        "allows" => {
            def.allows.clear();
            for (i, w) in list(value).iter().enumerate() {
                let w = w.trim().to_lowercase();
                if !KNOWN_ALLOWS.contains(&w.as_str()) {
                    return Err(FactError::new(
                        format!("unknown permission `{w}`"),
                        KNOWN_ALLOWS.iter().map(|s| s.to_string()).collect(),
                    )
                    .at(i));
                }
                def.allows.push(w);
            }
        }
        "matches" => {
            def.matches = Some(list(value));
        }
        // The card's own game text: replaces the catalog's (an empty text: none).
        "text" => def.text = Some(text(key, value)?),
        k if super::youngjedi::KEYS.contains(&k) => {
            super::youngjedi::set_fact(&mut def.yj, k, value)?
        }
        other => {
            return Err(FactError::new(
                format!("unknown card fact `{other}`"),
                FACT_KEYS.iter().map(|s| s.to_string()).collect(),
            ));
        }
    }
    Ok(())
}

/// `ferocity`: `3` or `3 + destiny`.
fn set_ferocity(def: &mut CardDef, key: &str, value: &FactValue) -> Result<(), FactError> {
    // `3` or `3 + destiny`
    let t = match value {
        FactValue::Number(n) => n.to_string(),
        v => text(key, v)?,
    };
    let (base, destiny) = match t.split_once('+') {
        Some((b, d)) if d.trim().eq_ignore_ascii_case("destiny") => (b.trim().to_string(), true),
        Some(_) => {
            return Err(FactError::new(
                format!("`ferocity` is a number or `N + destiny`, not `{t}`"),
                vec!["3".into(), "3 + destiny".into()],
            ));
        }
        None => (t.trim().to_string(), false),
    };
    def.ferocity = Some(number(key, &FactValue::Text(base))?);
    def.ferocity_destiny = destiny;
    Ok(())
}

/// `capacity`: `kind: number` (or `unlimited`) entries.
fn set_capacity(def: &mut CardDef, value: &FactValue) -> Result<(), FactError> {
    let kinds = [
        "pilots",
        "passengers",
        "starfighters",
        "vehicles",
        "astromechs",
    ];
    for (i, item) in list(value).iter().enumerate() {
        let (k, n) = item.split_once(':').ok_or_else(|| {
            FactError::new(
                format!("capacity entry `{item}` must be `kind: number`"),
                kinds.iter().map(|s| s.to_string()).collect(),
            )
            .at(i)
        })?;
        let n: u8 = if n.trim().eq_ignore_ascii_case("unlimited") {
            UNLIMITED
        } else {
            n.trim().parse().map_err(|_| {
                FactError::new(
                    format!("capacity `{}` needs a number or `unlimited`", k.trim()),
                    vec![],
                )
                .at(i)
            })?
        };
        let slot = match k.trim() {
            "pilots" | "pilot" => &mut def.capacity.pilots,
            "passengers" | "passenger" => &mut def.capacity.passengers,
            "starfighters" | "starfighter" => &mut def.capacity.starfighters,
            "vehicles" | "vehicle" => &mut def.capacity.vehicles,
            "astromechs" | "astromech" => &mut def.capacity.astromechs,
            other => {
                return Err(FactError::new(
                    format!("unknown capacity kind `{other}`"),
                    kinds.iter().map(|s| s.to_string()).collect(),
                )
                .at(i));
            }
        };
        *slot = Some(n);
    }
    Ok(())
}

/// `traits`: the simple traits by name, `persona: <name>` and a character's `class: <class>`.
fn set_traits(def: &mut CardDef, value: &FactValue) -> Result<(), FactError> {
    // A character's classes come from its data (`subType`): a list that names no class keeps
    // them; one that names a class replaces them.
    let classes: Vec<Trait> = def
        .traits
        .iter()
        .filter(|t| matches!(t, Trait::Class(_)))
        .cloned()
        .collect();
    def.traits.clear();
    for (i, w) in list(value).iter().enumerate() {
        let t = if let Some((k, p)) = w.split_once(':') {
            if k.trim().eq_ignore_ascii_case("persona") && !p.trim().is_empty() {
                Trait::Persona(p.trim().to_string())
            } else if k.trim().eq_ignore_ascii_case("class") && !p.trim().is_empty() {
                Trait::Class(p.trim().to_lowercase())
            } else {
                return Err(FactError::new(
                    format!("unknown trait `{w}`"),
                    vec!["persona: <name>".into(), "class: <class>".into()],
                )
                .at(i));
            }
        } else {
            lookup(Trait::SIMPLE, w).ok_or_else(|| {
                let mut e = names(Trait::SIMPLE);
                e.push("persona: <name>".into());
                e.push("class: <class>".into());
                FactError::new(format!("unknown trait `{w}`"), e).at(i)
            })?
        };
        if !def.traits.contains(&t) {
            def.traits.push(t);
        }
    }
    if !def.traits.iter().any(|t| matches!(t, Trait::Class(_))) {
        def.traits.extend(classes);
    }
    Ok(())
}
