//! Asteroid destiny (`asteroid-destiny`).

use super::prelude::*;

/// `asteroid-destiny <starship>`: the lowest asteroid destiny that loses it.
pub(crate) fn ask_asteroid_destiny(e: &mut Eval, card: &CardRef) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    if e.by_hand(|cx| before_sectors(cx)) {
        return Ok(());
    }
    let board = e.board;
    let def = board.card_def(c);
    let name = board.card_name(c);
    e.v.side = Some(board.cards[c].side);
    if def.card_type != CardType::Starship {
        e.refuse(
            &ASTEROID_RULES,
            format!(
                "asteroid destiny is drawn for starships; {name} is a {}",
                def.kind_words()
            ),
        );
        return Ok(());
    }
    let at = match board.cards[c].place {
        Place::At(l) => l,
        Place::Aboard(p) | Place::Carried(p) | Place::Escorted(p) => {
            e.refuse(
                &ASTEROID_RULES,
                format!(
                    "{name} is aboard {}: only the starship it is aboard faces asteroid destiny",
                    board.card_name(p)
                ),
            );
            return Ok(());
        }
    };
    let here = board.loc_def(at);
    let here_name = here.plain_title().to_string();
    if sector_kind(here) != Some(SectorKind::Asteroid) {
        e.refuse(
            &ASTEROID_RULES,
            format!("{name} is at {here_name}, where Asteroid Rules are not in effect: no asteroid destiny"),
        );
        return Ok(());
    }
    if let Some(cap) = super::super::shared::regular_move::concealed(e, c) {
        e.refuse(
            &crate::rulebook::attaching::LANDING_CLAW,
            format!(
                "{name} is fastened to {} by a Landing Claw: concealed, it may not be targeted in any way, asteroid destiny included",
                board.card_name(cap)
            ),
        );
        e.consider(
            &ASTEROID_RULES,
            format!("{name} is at {here_name}, where Asteroid Rules are in effect"),
        );
        return Ok(());
    }
    let row = board.locations[at].row;
    let others: Vec<String> = sectors_of(board, row, SectorKind::Asteroid)
        .into_iter()
        .filter(|&l| l != at)
        .map(|l| board.loc_def(l).plain_title().to_string())
        .collect();
    e.fact(
        format!("{name} is at"),
        format!("{here_name} (Asteroid Rules in effect)"),
    );
    e.assume("the asteroid sectors put Asteroid Rules in effect (Asteroid Field and Big One say so in their text)");
    let (stat, value) = match (def.armor, def.maneuver) {
        (Some(a), None) => ("armor", a),
        (None, Some(m)) => ("maneuver", m),
        (Some(a), Some(m)) => {
            e.assume(format!(
                "{name} shows both armor {a} and maneuver {m}: the higher, {}, is taken",
                a.max(m)
            ));
            if a >= m {
                ("armor", a)
            } else {
                ("maneuver", m)
            }
        }
        (None, None) => {
            e.missing(format!(
                "{name}'s armor or maneuver: define it in the scenario's `cards:`"
            ));
            return Ok(());
        }
    };
    let plus = others.len() as i64;
    e.detail(format!("{name}'s {stat}: {value}"));
    e.detail(format!(
        "asteroid destiny: drawn by the {}",
        board.cards[c].side.opponent().title()
    ));
    for o in &others {
        e.detail(format!(
            "+1: {o}, another Asteroid Rules sector at this system"
        ));
    }
    let threshold = value - plus + 1;
    e.detail(format!(
        "lost when destiny + {plus} > {value}: a destiny of {threshold} or more"
    ));
    e.detail("also lost, whatever its total, if the card drawn is itself an asteroid sector");
    e.because(
        &ASTEROID_RULES,
        format!(
            "in each of the {}'s control phases the {} draws asteroid destiny for {name}; +{plus} for the other Asteroid Rules sector{} at this system{}; a total above its {stat} {value} loses it: a destiny of {threshold} or more, or an asteroid sector drawn",
            board.cards[c].side.title(),
            board.cards[c].side.opponent().title(),
            if plus == 1 { "" } else { "s" },
            if others.is_empty() {
                String::new()
            } else {
                format!(" ({})", others.join(", "))
            }
        ),
    );
    e.fact("additional Asteroid Rules sectors", plus.to_string());
    e.answer(Answer::Number(threshold.max(0)));
    Ok(())
}
