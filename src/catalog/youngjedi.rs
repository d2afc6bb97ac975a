//! Young Jedi card facts: the numbers and permissions a Duel of the Fates ruling reads (printed
//! DAMAGE, destiny, power bonus dots, who may use a weapon, "When dueling" text, deploy cost,
//! deploying from the draw deck). The built-in Young Jedi cards carry power, DAMAGE, destiny,
//! deploy cost, power bonus dots at each location and a weapon's users where the sources agree
//! (`youngjedi_imported.cards`: the community transcriptions and the vendored OrehRuoy set), with
//! the hand-checked facts of `youngjedi.cards` on top; a scenario's `cards:` gives the rest
//! ("When dueling" text, deploying from the deck).

use super::fact_value::{FactError, FactValue, list};
use super::title_key::{is_shortening, normalize};
use serde::Serialize;

/// The three planets of a Young Jedi game.
pub const PLANETS: &[&str] = &["Tatooine", "Naboo", "Coruscant"];

/// The Young Jedi fact keys (also listed in [`super::FACT_KEYS`]).
pub const KEYS: &[&str] = &[
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

/// Power bonus dots: at one location (`site`, on its `planet`), on one planet, or everywhere
/// (`planet: None`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Bonus {
    pub planet: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub site: Option<String>,
    pub dots: i64,
}

impl Bonus {
    /// Where it applies, as a fact reads: `all`, a planet, or a location's title.
    pub fn place(&self) -> &str {
        self.site
            .as_deref()
            .or(self.planet.as_deref())
            .unwrap_or("all")
    }
}

/// What a Battle card's "When dueling…" text does when it scores a hit (a structured stand-in
/// for text the judge does not read).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum WhenDueling {
    /// The hit scores this many hit tokens more.
    ExtraHits(i64),
    /// The hitting player draws this many more cards into the dueling hand.
    AddCards(i64),
    /// Some other benefit, not modelled (the words given, for the verdict).
    Other(String),
}

impl WhenDueling {
    pub fn describe(&self) -> String {
        match self {
            WhenDueling::ExtraHits(1) => "1 extra hit".into(),
            WhenDueling::ExtraHits(n) => format!("{n} extra hits"),
            WhenDueling::AddCards(1) => "add 1 card to the dueling hand".into(),
            WhenDueling::AddCards(n) => format!("add {n} cards to the dueling hand"),
            WhenDueling::Other(t) => format!("\"{t}\" (not modelled)"),
        }
    }
}

/// The counters paid for a card deployed from the draw deck.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum DeckCost {
    /// Its usual deploy cost.
    Normal,
    /// "for free".
    Free,
    /// A reduced number of counters.
    Reduced(i64),
}

/// "When he deploys, you may deploy one X here from your draw deck."
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DeckDeploy {
    pub title: String,
    pub cost: DeckCost,
}

/// A weapon's power bonus dots for one of its users: `user` is an entry of its `usable_by`
/// (a title, a persona, a class such as `any other Jedi`) or `others`, any other character that
/// may use it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WeaponBonus {
    pub user: String,
    pub dots: i64,
}

/// A character's own text that applies while it is using a weapon: "Adds power bonus when he
/// is using X" (`power`), "Subtracts 2 from his DAMAGE when he is using X" (`damage`: -2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WhenUsing {
    /// The weapon's title (an unambiguous shortening allowed), or `any <words>`, any weapon
    /// whose title holds those words (`any Sith Lightsaber`).
    pub weapon: String,
    pub power: i64,
    pub damage: i64,
}

impl WhenUsing {
    /// Does the text name this weapon (by its normalised title)?
    pub fn names(&self, weapon_key: &str) -> bool {
        let want = normalize(&self.weapon);
        match want.strip_prefix("any ") {
            Some(words) => {
                let w: Vec<&str> = words.split(|c: char| !c.is_alphanumeric()).collect();
                let t: Vec<&str> = weapon_key.split(|c: char| !c.is_alphanumeric()).collect();
                t.windows(w.len()).any(|x| x == w.as_slice())
            }
            None => want == weapon_key || is_shortening(&want, weapon_key),
        }
    }
}

/// The Young Jedi facts of one card.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct YjFacts {
    /// Printed DAMAGE.
    pub damage: Option<i64>,
    pub destiny: Option<i64>,
    pub bonus: Vec<Bonus>,
    /// Titles, personas or traits (`jedi`, `any`) a weapon is usable by.
    pub usable_by: Vec<String>,
    pub when_dueling: Option<WhenDueling>,
    /// Deploy cost: Young Jedi's in counters; a Star Wars CCG card's printed deploy cost in
    /// Force (from the community data's `deploy`).
    pub deploy_cost: Option<i64>,
    pub deploys_from_deck: Option<DeckDeploy>,
    /// A weapon's power bonus dots for each of its users (empty: not given).
    pub weapon_bonus: Vec<WeaponBonus>,
    /// A character's text that applies while it uses a weapon.
    pub when_using: Option<WhenUsing>,
}

impl YjFacts {
    pub fn is_empty(&self) -> bool {
        *self == YjFacts::default()
    }
    /// The weapon's bonus dots given for `user` (an entry of its `usable_by`, or `others`).
    pub fn weapon_bonus_of(&self, user: &str) -> Option<i64> {
        let u = normalize(user);
        self.weapon_bonus
            .iter()
            .find(|b| normalize(&b.user) == u)
            .map(|b| b.dots)
    }
    /// The bonus dots that apply at `site` (a location's title, when known) on `planet`.
    pub fn bonus_on(&self, planet: &str, site: Option<&str>) -> i64 {
        self.bonus
            .iter()
            .filter(|b| {
                b.planet
                    .as_deref()
                    .is_none_or(|p| normalize(p) == normalize(planet))
                    && b.site
                        .as_deref()
                        .is_none_or(|s| site.is_some_and(|t| normalize(s) == normalize(t)))
            })
            .map(|b| b.dots)
            .fold(0i64, i64::saturating_add)
    }
}

fn err(message: impl Into<String>, expected: &[&str]) -> FactError {
    FactError {
        message: message.into(),
        expected: expected.iter().map(|s| s.to_string()).collect(),
        element: None,
    }
}

fn at(mut e: FactError, i: usize) -> FactError {
    e.element = Some(i);
    e
}

fn whole(key: &str, v: &FactValue) -> Result<i64, FactError> {
    let n = match v {
        FactValue::Number(n) => Some(*n),
        FactValue::Text(t) => t.trim().parse().ok(),
        FactValue::List(_) => None,
    };
    match n {
        Some(n) if n >= 0 => Ok(n),
        Some(n) => Err(err(format!("`{key}` cannot be negative ({n})"), &[])),
        None => Err(err(format!("`{key}` takes a whole number"), &[])),
    }
}

/// `add-cards: 2`, `extra-hits 2`, `extra-hit`, `other: …` (as one text).
fn when_dueling(t: &str) -> Result<WhenDueling, FactError> {
    const FORMS: &[&str] = &[
        "extra-hit",
        "extra-hits: <n>",
        "add-cards: <n>",
        "other: <words>",
    ];
    let t = t.trim();
    let (word, rest) = match t.split_once([':', ' ']) {
        Some((w, r)) => (w.trim(), r.trim()),
        None => (t, ""),
    };
    let word = word.to_lowercase().replace('_', "-");
    let count = |what: &str| -> Result<i64, FactError> {
        if rest.is_empty() {
            return Ok(1);
        }
        match rest.parse::<i64>() {
            Ok(n) if n >= 1 => Ok(n),
            _ => Err(err(
                format!("`{what}` takes a number of at least 1, not `{rest}`"),
                FORMS,
            )),
        }
    };
    match word.as_str() {
        "extra-hit" | "extra-hits" => Ok(WhenDueling::ExtraHits(count("extra-hits")?)),
        "add-card" | "add-cards" => Ok(WhenDueling::AddCards(count("add-cards")?)),
        "other" => Ok(WhenDueling::Other(if rest.is_empty() {
            "some other benefit".into()
        } else {
            rest.to_string()
        })),
        _ => Err(err(format!("unknown \"When dueling\" effect `{t}`"), FORMS)),
    }
}

/// `weapon_bonus: 2` (every user), `{ "Qui-Gon Jinn": 2, "any other Jedi": 0 }`,
/// `{ Aurra Sing: 2, others: 0 }`.
fn weapon_bonus(value: &FactValue) -> Result<Vec<WeaponBonus>, FactError> {
    const FORMS: &[&str] = &["2", "{ <user>: <dots>, others: <dots> }"];
    if let FactValue::Number(_) = value {
        return Ok(vec![WeaponBonus {
            user: "others".into(),
            dots: whole("weapon_bonus", value)?,
        }]);
    }
    let mut out = Vec::new();
    for (i, item) in list(value).iter().enumerate() {
        let parsed = match item.rsplit_once(':') {
            Some((user, dots)) if !user.trim().is_empty() => dots
                .trim()
                .parse::<i64>()
                .ok()
                .filter(|n| *n >= 0)
                .map(|n| (user.trim().to_string(), n)),
            Some(_) => None,
            None => item
                .trim()
                .parse::<i64>()
                .ok()
                .filter(|n| *n >= 0)
                .map(|n| ("others".to_string(), n)),
        };
        match parsed {
            Some((user, dots)) => out.push(WeaponBonus { user, dots }),
            None => {
                return Err(at(
                    err(
                        format!(
                            "weapon bonus entry `{item}` must be `<user>: <dots>` (a user of its `usable_by`, or `others`), with dots a whole number"
                        ),
                        FORMS,
                    ),
                    i,
                ));
            }
        }
    }
    Ok(out)
}

/// `when_using: { weapon: "Darth Maul's Lightsaber", power: 1, damage: -2 }`.
fn when_using(value: &FactValue) -> Result<WhenUsing, FactError> {
    const FORMS: &[&str] = &["weapon: <title>", "power: <n>", "damage: <n>"];
    let mut w = WhenUsing {
        weapon: String::new(),
        power: 0,
        damage: 0,
    };
    let items = list(value);
    for (i, item) in items.iter().enumerate() {
        let Some((k, v)) = item.split_once(':') else {
            return Err(at(err(format!("unknown entry `{item}`"), FORMS), i));
        };
        let (k, v) = (k.trim(), v.trim());
        let n = || {
            v.trim_start_matches('+').parse::<i64>().map_err(|_| {
                at(
                    err(
                        format!("`{k}` takes a whole number (+ or -), not `{v}`"),
                        &[],
                    ),
                    i,
                )
            })
        };
        match k {
            "weapon" => w.weapon = v.to_string(),
            "power" => w.power = n()?,
            "damage" => w.damage = n()?,
            _ => return Err(at(err(format!("unknown entry `{item}`"), FORMS), i)),
        }
    }
    if w.weapon.is_empty() {
        return Err(err("`when_using` needs the weapon's title", FORMS));
    }
    Ok(w)
}

/// `bonus: 2` (every planet), `bonus: { Coruscant: 2 }`, `bonus: [Naboo: 1]`,
/// `bonus: { "Naboo: Theed Palace": 1 }` (one location).
fn bonus(value: &FactValue) -> Result<Vec<Bonus>, FactError> {
    // `bonus: 2` (every planet), `bonus: { Coruscant: 2 }`, `bonus: [Naboo: 1]`,
    // `bonus: { "Naboo: Theed Palace": 1 }` (one location).
    let mut out = Vec::new();
    if let FactValue::Number(_) = value {
        out.push(Bonus {
            planet: None,
            site: None,
            dots: whole("bonus", value)?,
        });
        return Ok(out);
    }
    let mut forms: Vec<&str> = PLANETS.to_vec();
    forms.push("all");
    forms.push("<planet>: <location>");
    for (i, item) in list(value).iter().enumerate() {
        let Some((planet, dots)) = item.rsplit_once(':') else {
            match item.trim().parse::<i64>() {
                Ok(n) if n >= 0 => {
                    out.push(Bonus {
                        planet: None,
                        site: None,
                        dots: n,
                    });
                    continue;
                }
                _ => {
                    return Err(at(
                        err(
                            format!("bonus entry `{item}` must be `planet: dots` or a number"),
                            &forms,
                        ),
                        i,
                    ));
                }
            }
        };
        let planet = planet.trim();
        let dots: i64 = match dots.trim().parse() {
            Ok(n) if n >= 0 => n,
            _ => {
                return Err(at(
                    err(
                        format!(
                            "the bonus on {planet} must be a number of dots, not `{}`",
                            dots.trim()
                        ),
                        &[],
                    ),
                    i,
                ));
            }
        };
        // A location's title starts with its planet (`Naboo: Theed Palace`).
        let (planet, site) = match planet.split_once(':') {
            Some((p, rest)) if !rest.trim().is_empty() => {
                (p.trim(), Some(format!("{}: {}", p.trim(), rest.trim())))
            }
            _ => (planet, None),
        };
        let planet = if planet.eq_ignore_ascii_case("all") && site.is_none() {
            None
        } else {
            match PLANETS.iter().find(|p| p.eq_ignore_ascii_case(planet)) {
                Some(p) => Some(p.to_string()),
                None => {
                    return Err(at(
                        err(format!("`{planet}` is not a Young Jedi planet"), &forms),
                        i,
                    ));
                }
            }
        };
        let site = site.map(|t| match (&planet, t.split_once(':')) {
            (Some(p), Some((_, rest))) => format!("{p}: {}", rest.trim()),
            _ => t,
        });
        out.push(Bonus { planet, site, dots });
    }
    Ok(out)
}

/// `deploys_from_deck`: a title, or `{ card: <title>, cost: free | <n> }`.
fn deploys_from_deck(value: &FactValue) -> Result<DeckDeploy, FactError> {
    // A title, or `{ card: <title>, cost: free | <n> }`.
    let mut title = None;
    let mut cost = DeckCost::Normal;
    match value {
        FactValue::Text(t) => title = Some(t.trim().to_string()),
        FactValue::Number(n) => title = Some(n.to_string()),
        FactValue::List(l) => {
            for (i, item) in l.iter().enumerate() {
                match item.split_once(':') {
                    Some((k, v)) if k.trim() == "card" => {
                        title = Some(v.trim().to_string());
                    }
                    Some((k, v)) if k.trim() == "cost" => {
                        let v = v.trim();
                        cost = if v.eq_ignore_ascii_case("free") {
                            DeckCost::Free
                        } else {
                            match v.parse::<i64>() {
                                Ok(n) if n >= 0 => DeckCost::Reduced(n),
                                _ => {
                                    return Err(at(
                                        err(
                                            format!(
                                                "`cost` is `free` or a number of counters, not `{v}`"
                                            ),
                                            &["free", "2"],
                                        ),
                                        i,
                                    ));
                                }
                            }
                        };
                    }
                    _ => {
                        return Err(at(
                            err(
                                format!("unknown entry `{item}` in `deploys_from_deck`"),
                                &["card: <title>", "cost: free | <n>"],
                            ),
                            i,
                        ));
                    }
                }
            }
        }
    }
    match title {
        Some(t) if !t.is_empty() => Ok(DeckDeploy { title: t, cost }),
        _ => Err(err(
            "`deploys_from_deck` needs the card's title",
            &[
                "\"Blaster Rifle\"",
                "{ card: \"Blaster Rifle\", cost: free }",
            ],
        )),
    }
}

/// Sets one Young Jedi fact (a key of [`KEYS`]).
pub fn set_fact(yj: &mut YjFacts, key: &str, value: &FactValue) -> Result<(), FactError> {
    match key {
        "damage" => yj.damage = Some(whole(key, value)?),
        "destiny" => yj.destiny = Some(whole(key, value)?),
        "deploy_cost" => yj.deploy_cost = Some(whole(key, value)?),
        "bonus" => yj.bonus = bonus(value)?,
        "usable_by" => {
            yj.usable_by = list(value);
        }
        "when_dueling" => {
            let text = match value {
                FactValue::List(l) if l.len() == 1 => l[0].clone(),
                FactValue::List(_) => {
                    return Err(err(
                        "`when_dueling` takes one effect",
                        &[
                            "extra-hit",
                            "extra-hits: <n>",
                            "add-cards: <n>",
                            "other: <words>",
                        ],
                    ));
                }
                FactValue::Text(t) => t.clone(),
                FactValue::Number(n) => n.to_string(),
            };
            yj.when_dueling = Some(when_dueling(&text)?);
        }
        "deploys_from_deck" => yj.deploys_from_deck = Some(deploys_from_deck(value)?),
        "weapon_bonus" => yj.weapon_bonus = weapon_bonus(value)?,
        "when_using" => yj.when_using = Some(when_using(value)?),
        other => {
            return Err(err(format!("unknown Young Jedi fact `{other}`"), KEYS));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::{CardDef, CardType, Printed};

    fn def() -> CardDef {
        CardDef::new("Test", Printed::Light, CardType::Character)
    }

    #[test]
    fn bonus_dots_per_planet_and_everywhere() {
        let mut d = def();
        set_fact(
            &mut d.yj,
            "bonus",
            &FactValue::List(vec!["Coruscant:2".into(), "all: 1".into()]),
        )
        .unwrap();
        assert_eq!(d.yj.bonus_on("Coruscant", None), 3);
        assert_eq!(d.yj.bonus_on("naboo", None), 1);
        set_fact(&mut d.yj, "bonus", &FactValue::Number(2)).unwrap();
        assert_eq!(d.yj.bonus_on("Tatooine", None), 2);
        // At one location: only there.
        set_fact(
            &mut d.yj,
            "bonus",
            &FactValue::List(vec!["naboo: Theed Palace: 2".into(), "Coruscant: 1".into()]),
        )
        .unwrap();
        assert_eq!(d.yj.bonus[0].place(), "Naboo: Theed Palace");
        assert_eq!(d.yj.bonus_on("Naboo", Some("Naboo: Theed Palace")), 2);
        assert_eq!(d.yj.bonus_on("Naboo", Some("Naboo: Gungan Swamp")), 0);
        assert_eq!(d.yj.bonus_on("Naboo", None), 0);
        assert_eq!(
            d.yj.bonus_on("Coruscant", Some("Coruscant: Capital City")),
            1
        );
        let e = set_fact(
            &mut d.yj,
            "bonus",
            &FactValue::List(vec!["Hoth: Echo Base: 1".into()]),
        )
        .unwrap_err();
        assert!(e.message.contains("Hoth"), "{e:?}");
        let e = set_fact(&mut d.yj, "bonus", &FactValue::List(vec!["Hoth:1".into()])).unwrap_err();
        assert!(e.message.contains("Hoth"), "{e:?}");
        assert_eq!(e.element, Some(0));
    }

    #[test]
    fn weapon_bonus_per_user_and_text_while_using_a_weapon() {
        let mut d = def();
        set_fact(
            &mut d.yj,
            "weapon_bonus",
            &FactValue::List(vec!["Qui-Gon Jinn: 2".into(), "others:1".into()]),
        )
        .unwrap();
        assert_eq!(d.yj.weapon_bonus_of("qui-gon jinn"), Some(2));
        assert_eq!(d.yj.weapon_bonus_of("others"), Some(1));
        assert_eq!(d.yj.weapon_bonus_of("any other Jedi"), None);
        set_fact(&mut d.yj, "weapon_bonus", &FactValue::Number(3)).unwrap();
        assert_eq!(d.yj.weapon_bonus_of("others"), Some(3));
        let e = set_fact(
            &mut d.yj,
            "weapon_bonus",
            &FactValue::List(vec!["Aurra Sing: 2".into(), "Darth Maul: -1".into()]),
        )
        .unwrap_err();
        assert_eq!(e.element, Some(1), "{e:?}");
        set_fact(
            &mut d.yj,
            "when_using",
            &FactValue::Text("weapon: Darth Maul's Lightsaber, damage: -2".into()),
        )
        .unwrap();
        let u = d.yj.when_using.clone().unwrap();
        assert_eq!((u.power, u.damage), (0, -2));
        assert!(u.names("darth maul's lightsaber"));
        assert!(!u.names("sith lightsaber"));
        set_fact(
            &mut d.yj,
            "when_using",
            &FactValue::List(vec![
                "weapon: any Sith Lightsaber".into(),
                "power: +1".into(),
            ]),
        )
        .unwrap();
        let u = d.yj.when_using.clone().unwrap();
        assert_eq!(u.power, 1);
        assert!(u.names("sith lightsaber"));
        assert!(!u.names("qui-gon jinn's lightsaber"));
        assert!(
            set_fact(
                &mut d.yj,
                "when_using",
                &FactValue::List(vec!["power: 1".into()])
            )
            .is_err()
        );
        assert!(
            set_fact(
                &mut d.yj,
                "when_using",
                &FactValue::List(vec!["weapon: X".into(), "damage: lots".into()])
            )
            .is_err()
        );
    }

    #[test]
    fn when_dueling_forms() {
        assert_eq!(
            when_dueling("extra-hit").unwrap(),
            WhenDueling::ExtraHits(1)
        );
        assert_eq!(
            when_dueling("extra-hits: 2").unwrap(),
            WhenDueling::ExtraHits(2)
        );
        assert_eq!(
            when_dueling("add-cards:3").unwrap(),
            WhenDueling::AddCards(3)
        );
        assert_eq!(
            when_dueling("add_cards 1").unwrap(),
            WhenDueling::AddCards(1)
        );
        assert!(
            matches!(when_dueling("other: peek").unwrap(), WhenDueling::Other(t) if t == "peek")
        );
        assert!(when_dueling("heal").is_err());
        assert!(when_dueling("add-cards: 0").is_err());
    }

    #[test]
    fn deploys_from_deck_with_a_cost() {
        let mut d = def();
        set_fact(
            &mut d.yj,
            "deploys_from_deck",
            &FactValue::List(vec!["card:Blaster Rifle".into(), "cost:free".into()]),
        )
        .unwrap();
        assert_eq!(
            d.yj.deploys_from_deck,
            Some(DeckDeploy {
                title: "Blaster Rifle".into(),
                cost: DeckCost::Free
            })
        );
        assert!(
            set_fact(
                &mut d.yj,
                "deploys_from_deck",
                &FactValue::List(vec!["cost:cheap".into()])
            )
            .is_err()
        );
        assert!(set_fact(&mut d.yj, "damage", &FactValue::Number(-1)).is_err());
    }
}
