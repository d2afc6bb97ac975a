//! The cards' own words, applied (issue 36, round 28, part `cardmove`): for each kind of read
//! grant or price of moving, one question per card of the database that carries it, on a
//! minimal board where the grant applies, and the answer is decided by the text: not
//! `undetermined` quoting the same sentence, not a documents' `no`. A property over the
//! database, not one card: each kind reports the cards it fails on.

use swjudge::catalog::text::{Cost, Fact};
use swjudge::catalog::{CardDef, CardType, Catalog};
use swjudge::query::Side;
use swjudge::{Answer, Ruleset, Verdict};

/// The base printings of the Star Wars CCG, each title once.
fn printings() -> Vec<&'static CardDef> {
    let mut seen = std::collections::HashSet::new();
    swjudge::catalog::table::SWCCG
        .all()
        .filter(|d| seen.insert(d.plain_title().to_string()))
        .collect()
}

/// The side a card is printed for.
fn printed_side(def: &CardDef) -> Option<Side> {
    match def.side {
        swjudge::catalog::Printed::Light => Some(Side::Light),
        swjudge::catalog::Printed::Dark => Some(Side::Dark),
        swjudge::catalog::Printed::Any => None,
    }
}

/// The card's own sentence read as a fact `want` keeps (wrapped in nothing: a condition's
/// sentence is another property's), as printed.
fn own(def: &CardDef, want: impl Fn(&Fact) -> bool) -> Option<String> {
    def.sentences()
        .iter()
        .find(|s| s.fact.as_ref().is_some_and(&want))
        .map(|s| s.text.clone())
}

/// A title as a board's YAML writes it (quoted).
fn quoted(t: &str) -> String {
    format!("\"{}\"", t.replace('\\', "\\\\").replace('"', "\\\""))
}

/// The answer to `question` on the board `yaml`, under the latest rules.
fn ask(yaml: &str, question: &str) -> Result<Verdict, String> {
    let sc = swjudge::scenario::load_reader("property", yaml.as_bytes(), Catalog::builtin())
        .map_err(|e| {
            format!("board: {e:?}")
                .chars()
                .take(200)
                .collect::<String>()
        })?;
    let q = swjudge::query::parse(question).map_err(|e| format!("question: {e:?}"))?;
    swjudge::rules::evaluate_once(&sc.board, &q, Ruleset::Latest).map_err(|e| format!("{e:?}"))
}

fn side_word(s: Side) -> &'static str {
    if s == Side::Light { "light" } else { "dark" }
}

/// A card of the other side to stand at a site (a battle there, a site it occupies).
fn opponent(s: Side) -> &'static str {
    if s == Side::Light {
        "Stormtrooper"
    } else {
        "Rebel Trooper"
    }
}

/// Why `v` is not decided by the card's sentence `said`: undetermined quoting it, or a no.
fn undecided(v: &Verdict, said: &str, want: &Answer) -> Option<String> {
    if &v.answer == want {
        return None;
    }
    let quoting = v
        .undetermined_because
        .iter()
        .any(|u| u.to_string().contains(said));
    let why = v
        .undetermined_because
        .first()
        .map(|u| u.to_string())
        .or_else(|| v.reasons.first().map(|r| r.applied.clone()))
        .unwrap_or_default();
    Some(format!(
        "{}{}: {}",
        v.answer.display(),
        if quoting { " (quoting it)" } else { "" },
        why.chars().take(160).collect::<String>()
    ))
}

/// Holds each card of a kind to its question: the cards it fails on, listed.
fn hold(kind: &str, asked: usize, fails: &[String]) {
    println!(
        "{kind}: {asked} cards asked, {} not decided by their text",
        fails.len()
    );
    assert!(asked > 0, "{kind}: no card of the database carries it");
    assert!(
        fails.is_empty(),
        "{kind}: {} of {asked} cards not decided by their own read text:\n{}",
        fails.len(),
        fails.join("\n")
    );
}

/// "May move as a 'react'" (a character's or vehicle's own, no place named): in the
/// opponent's battle phase, with the opponent's character at the next site, the card (a vehicle
/// with a pilot of its side aboard) reacts there.
#[test]
fn a_cards_own_react_grant_decides_its_react() {
    let (mut asked, mut fails) = (0, Vec::new());
    for def in printings() {
        if !matches!(def.card_type, CardType::Character | CardType::Vehicle) {
            continue;
        }
        let Some(said) = own(def, |f| matches!(f, Fact::React { only: None, .. })) else {
            continue;
        };
        let Some(side) = printed_side(def) else {
            continue;
        };
        let (me, them) = (side_word(side), side_word(side.opponent()));
        let title = quoted(def.plain_title());
        let aboard = match (def.card_type, side) {
            (CardType::Vehicle, Side::Light) => ", aboard: [Rebel Pilot]",
            (CardType::Vehicle, Side::Dark) => ", aboard: [Biker Scout Trooper]",
            _ => "",
        };
        let yaml = format!(
            "game: swccg\nturn: {them}\nphase: battle\nrows:\n  Tatooine:\n    - site: \"Tatooine: Docking Bay 94\"\n      {them}: [{}]\n    - site: \"Tatooine: Mos Eisley\"\n      {me}: [{{ card: {title}, id: actor{aboard} }}]\n    - system: Tatooine\nplayers:\n  {me}: {{ force_pile: 9 }}\n",
            opponent(side)
        );
        asked += 1;
        match ask(
            &yaml,
            &format!("can react @actor to \"Tatooine: Docking Bay 94\" as {me}"),
        ) {
            Ok(v) => {
                if let Some(why) = undecided(&v, &said, &Answer::Yes) {
                    fails.push(format!("{}: {why}", def.plain_title()));
                }
            }
            Err(e) => fails.push(format!("{}: {e}", def.plain_title())),
        }
    }
    hold("a card's own react", asked, &fails);
}

/// "Moves like a character" (a device's or Effect's own): standing at a site, it moves to the
/// next one, for the regular move's 1 Force.
#[test]
fn a_cards_own_move_like_a_character_decides_its_move() {
    let (mut asked, mut fails) = (0, Vec::new());
    for def in printings() {
        if matches!(
            def.card_type,
            CardType::Character | CardType::Creature | CardType::Vehicle | CardType::Starship
        ) {
            continue;
        }
        let Some(said) = own(
            def,
            |f| matches!(f, Fact::MayMove { to } if to.starts_with("where a character may")),
        ) else {
            continue;
        };
        let Some(side) = printed_side(def) else {
            continue;
        };
        let me = side_word(side);
        let title = quoted(def.plain_title());
        let yaml = format!(
            "game: swccg\nturn: {me}\nphase: move\nrows:\n  Endor:\n    - site: \"Endor: Dense Forest\"\n      {me}: [{{ card: {title}, id: actor }}]\n    - site: \"Endor: Great Forest\"\n    - system: Endor\nplayers:\n  {me}: {{ force_pile: 9 }}\n"
        );
        asked += 1;
        for (q, want) in [("can", Answer::Yes), ("cost", Answer::Number(1))] {
            match ask(
                &yaml,
                &format!("{q} move @actor to \"Endor: Great Forest\" as {me}"),
            ) {
                Ok(v) => {
                    if let Some(why) = undecided(&v, &said, &want) {
                        fails.push(format!("{} ({q}): {why}", def.plain_title()));
                    }
                }
                Err(e) => fails.push(format!("{}: {e}", def.plain_title())),
            }
        }
    }
    hold("a card's own move like a character", asked, &fails);
}

/// A transport card's own move ("target any or all of your characters at one [exterior] site to
/// 'transport' (relocate) to [another exterior] site"): in its player's move phase, the card in
/// hand moves the player's character between two exterior sites.
#[test]
fn a_transport_cards_own_text_decides_its_move() {
    let (mut asked, mut fails) = (0, Vec::new());
    for def in printings() {
        let Some(said) = own(def, |f| matches!(f, Fact::Transports { .. })) else {
            continue;
        };
        let Some(side) = printed_side(def) else {
            continue;
        };
        let me = side_word(side);
        let title = quoted(def.plain_title());
        let mover = if side == Side::Light {
            "Rebel Trooper"
        } else {
            "Stormtrooper"
        };
        let yaml = format!(
            "game: swccg\nturn: {me}\nphase: move\nrows:\n  Endor:\n    - site: \"Endor: Dense Forest\"\n      {me}: [{{ card: {mover}, id: actor }}]\n    - site: \"Endor: Great Forest\"\n    - site: \"Endor: Forest Clearing\"\n    - system: Endor\nplayers:\n  {me}: {{ force_pile: 9, hand: [{title}] }}\n"
        );
        asked += 1;
        match ask(
            &yaml,
            &format!("can move @actor to \"Endor: Forest Clearing\" by {title} as {me}"),
        ) {
            Ok(v) => {
                if let Some(why) = undecided(&v, &said, &Answer::Yes) {
                    fails.push(format!("{}: {why}", def.plain_title()));
                }
            }
            Err(e) => fails.push(format!("{}: {e}", def.plain_title())),
        }
    }
    hold("a transport card's own move", asked, &fails);
}

/// "Moves for free" (a character's, creature's or vehicle's own, no condition; a vehicle with a
/// driver of its side aboard): its regular move to the next site costs nothing.
#[test]
fn a_cards_own_free_move_prices_its_move() {
    let (mut asked, mut fails) = (0, Vec::new());
    for def in printings() {
        if !matches!(
            def.card_type,
            CardType::Character | CardType::Creature | CardType::Vehicle
        ) {
            continue;
        }
        let Some(said) = own(def, |f| {
            matches!(
                f,
                Fact::MoveCost {
                    cost: Cost::Free,
                    condition: None
                }
            )
        }) else {
            continue;
        };
        let Some(side) = printed_side(def) else {
            continue;
        };
        let me = side_word(side);
        let title = quoted(def.plain_title());
        let aboard = match (def.card_type, side) {
            (CardType::Vehicle, Side::Light) => ", aboard: [Rebel Pilot]",
            (CardType::Vehicle, Side::Dark) => ", aboard: [Biker Scout Trooper]",
            _ => "",
        };
        let yaml = format!(
            "game: swccg\nturn: {me}\nphase: move\nrows:\n  Endor:\n    - site: \"Endor: Dense Forest\"\n      {me}: [{{ card: {title}, id: actor{aboard} }}]\n    - site: \"Endor: Great Forest\"\n    - system: Endor\nplayers:\n  {me}: {{ force_pile: 9 }}\n"
        );
        asked += 1;
        match ask(
            &yaml,
            &format!("cost move @actor to \"Endor: Great Forest\" as {me}"),
        ) {
            Ok(v) => {
                if let Some(why) = undecided(&v, &said, &Answer::Number(0)) {
                    fails.push(format!("{}: {why}", def.plain_title()));
                }
            }
            Err(e) => fails.push(format!("{}: {e}", def.plain_title())),
        }
    }
    hold("a card's own free move", asked, &fails);
}
