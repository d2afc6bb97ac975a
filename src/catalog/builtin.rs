//! The built-in catalog: `builtin.cards`, embedded in the binary and parsed once per process.

use super::card::{CardDef, CardType, Printed, Subtype};
use super::facts::{FactValue, parse_printed, set_fact};

const DATA: &str = include_str!("builtin.cards");
const YOUNG_JEDI: &str = include_str!("youngjedi.cards");
const YOUNG_JEDI_IMPORTED: &str = include_str!("youngjedi_imported.cards");

/// Parses the embedded data. A malformed line is a bug in the project, caught by the test below;
/// at run time such a line is skipped rather than crashing the judge.
pub fn load() -> Vec<CardDef> {
    parse(DATA).0
}

/// The Young Jedi cards: every card of the sets (`youngjedi_imported.cards`, written by
/// scripts/youngjedi-import.py), with the hand-checked facts of `youngjedi.cards` applied on top
/// of the card of the same title and side (or added, for a card the import lacks).
pub fn load_young_jedi() -> Vec<CardDef> {
    young_jedi(YOUNG_JEDI_IMPORTED, YOUNG_JEDI).0
}

/// Merges the imported and the hand-checked Young Jedi lines; the defs and the problems.
pub fn young_jedi(imported: &str, hand: &str) -> (Vec<CardDef>, Vec<String>) {
    let (mut defs, mut errors) = parse(imported);
    for (n, line) in hand.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let result = parse_line(line).and_then(|fresh| {
            let facts = line.split('|').nth(3).unwrap_or("");
            for d in fresh {
                match defs
                    .iter_mut()
                    .find(|x| x.key() == d.key() && x.side == d.side)
                {
                    Some(x) => {
                        if x.card_type != d.card_type || x.subtype != d.subtype {
                            x.card_type = d.card_type;
                            x.subtype = d.subtype;
                        }
                        apply_facts(x, facts)?;
                    }
                    None => defs.push(d),
                }
            }
            Ok(())
        });
        if let Err(e) = result {
            errors.push(format!("youngjedi.cards line {}: {e}", n + 1));
        }
    }
    (defs, errors)
}

/// Parses catalog lines; returns the defs and a message per malformed line.
pub fn parse(data: &str) -> (Vec<CardDef>, Vec<String>) {
    let mut defs = Vec::new();
    let mut errors = Vec::new();
    for (n, line) in data.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        match parse_line(line) {
            Ok(mut d) => defs.append(&mut d),
            Err(e) => errors.push(format!("builtin.cards line {}: {e}", n + 1)),
        }
    }
    (defs, errors)
}

fn parse_line(line: &str) -> Result<Vec<CardDef>, String> {
    let parts: Vec<&str> = line.split('|').map(str::trim).collect();
    let [title, side, kind, rest @ ..] = parts.as_slice() else {
        return Err("expected `title | side | type[/subtype] | facts`".into());
    };
    let sides: Vec<Printed> = if side.eq_ignore_ascii_case("both") {
        vec![Printed::Light, Printed::Dark]
    } else {
        vec![parse_printed(side).ok_or_else(|| format!("unknown side `{side}`"))?]
    };
    let (ty, sub) = kind.split_once('/').unwrap_or((kind, ""));
    let card_type = CardType::ALL
        .iter()
        .find(|(n, _)| *n == ty)
        .map(|(_, t)| *t)
        .ok_or_else(|| format!("unknown type `{ty}`"))?;
    let subtype = if sub.is_empty() {
        None
    } else {
        Some(
            Subtype::ALL
                .iter()
                .find(|(n, _)| *n == sub)
                .map(|(_, t)| *t)
                .ok_or_else(|| format!("unknown subtype `{sub}`"))?,
        )
    };
    let mut base = CardDef::new(title, Printed::Any, card_type);
    base.subtype = subtype;
    apply_facts(&mut base, rest.first().copied().unwrap_or(""))?;
    Ok(sides
        .into_iter()
        .map(|s| {
            let mut d = base.clone();
            d.side = s;
            d
        })
        .collect())
}

/// Sets each `key=value` of a line's facts column on `def`.
fn apply_facts(def: &mut CardDef, facts: &str) -> Result<(), String> {
    for fact in facts.split(';').map(str::trim).filter(|f| !f.is_empty()) {
        let (k, v) = fact
            .split_once('=')
            .ok_or_else(|| format!("fact `{fact}` must be key=value"))?;
        let v = v.trim();
        let value = match v.parse::<i64>() {
            Ok(n) => FactValue::Number(n),
            Err(_) => FactValue::Text(v.to_string()),
        };
        set_fact(def, k.trim(), &value).map_err(|e| e.message)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Icon;

    #[test]
    fn every_builtin_line_parses() {
        let (defs, errors) = parse(DATA);
        assert!(errors.is_empty(), "{errors:#?}");
        assert!(defs.len() > 80, "{}", defs.len());
    }

    #[test]
    fn every_young_jedi_line_parses_and_stays_apart() {
        let (defs, errors) = young_jedi(YOUNG_JEDI_IMPORTED, YOUNG_JEDI);
        assert!(errors.is_empty(), "{errors:#?}");
        let r2 = defs
            .iter()
            .find(|d| d.title == "R2-D2, Astromech Droid")
            .expect("R2-D2");
        assert_eq!(r2.yj.damage, Some(0));
        let anakin = defs
            .iter()
            .find(|d| d.title == "Anakin Skywalker, Child of Prophecy")
            .expect("Anakin");
        assert!(!anakin.has_trait(&crate::catalog::Trait::Jedi));
        // A few titles exist in both games (Blaster Rifle): the two catalogs never mix, so
        // each game's board finds its own card.
        let yj = crate::catalog::Catalog::young_jedi();
        let sw = crate::catalog::Catalog::builtin();
        for (c, set) in [(&yj, "The Menace of Darth Maul"), (&sw, "Premiere")] {
            match c.resolve("Blaster Rifle") {
                crate::catalog::Resolution::Found(ids) => {
                    assert!(ids.iter().all(|&i| c.get(i).set.as_deref() == Some(set)))
                }
                r => panic!("{r:?}"),
            }
        }
    }

    #[test]
    fn all_seven_hoth_markers_are_built_in_with_their_icons() {
        let (defs, _) = parse(DATA);
        for n in 1..=7u8 {
            let d = defs
                .iter()
                .find(|d| d.marker == Some(n))
                .unwrap_or_else(|| panic!("marker {n} missing"));
            assert!(d.is_site());
            let interior = n == 7;
            assert_eq!(d.has_icon(Icon::Interior), interior, "{}", d.title);
            assert_eq!(d.has_icon(Icon::Exterior), !interior, "{}", d.title);
        }
        let bay = defs
            .iter()
            .find(|d| d.title == "•Hoth: Echo Docking Bay")
            .unwrap();
        assert!(bay.is_docking_bay());
    }

    #[test]
    fn a_bad_line_is_reported_not_fatal() {
        let (defs, errors) =
            parse("Foo | light | spaceship\n•Bar | dark | effect | bogus=1\nBaz | dark | effect\n");
        assert_eq!(defs.len(), 1);
        assert_eq!(errors.len(), 2, "{errors:?}");
        assert!(errors[0].contains("line 1") && errors[0].contains("spaceship"));
        assert!(errors[1].contains("bogus"));
    }
}
