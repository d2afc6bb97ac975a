//! What is lost with a destroyed planet, cave or Space Slug (`lost-with`).

use super::prelude::*;

/// `lost-with <planet system>` (the planet blown away) and `lost-with <Space Slug>`: the sector
/// family's part. Returns true when it answered.
pub(crate) fn ask_lost_with_location(e: &mut Eval, l: LocId) -> bool {
    let board = e.board;
    let def = board.loc_def(l);
    if !def.is_system() {
        return false;
    }
    if e.by_hand(|cx| before_sectors(cx)) {
        return true;
    }
    let row = board.locations[l].row;
    let pname = def.plain_title().to_string();
    let mut lost: Vec<String> = Vec::new();
    let clouds = clouds_by_altitude(board, row);
    let asteroids = sectors_of(board, row, SectorKind::Asteroid);
    e.fact("if the planet is", "blown away");
    if !clouds.is_empty() {
        if e.in_force(&CLOUD_RELATED) {
            for &s in &clouds {
                lost.push(board.loc_name(s));
                let mut stack: Vec<CardIx> = board.locations[s].cards.clone();
                while let Some(x) = stack.pop() {
                    lost.push(board.card_name(x));
                    stack.extend(
                        board.cards[x]
                            .aboard
                            .iter()
                            .chain(board.cards[x].carrying.iter())
                            .copied(),
                    );
                }
            }
            lost.sort();
            e.because(
                &CLOUD_RELATED,
                format!(
                    "cloud sectors belong to {pname}'s airspace: when the planet is blown away they are lost ({})",
                    clouds
                        .iter()
                        .map(|&s| board.loc_name(s))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            );
        } else {
            e.missing("what happens to cloud sectors when the planet is blown away: the Cloud City supplement says (ask with `--rules cloud-city`)");
        }
    }
    if !asteroids.is_empty() {
        let rule = e.pick(&CC_ASTEROID_RELATED, &D_ASTEROID_RELATED);
        e.because(
            rule,
            format!(
                "asteroid sectors are related to {pname} but not part of the planet: they stay on table ({})",
                asteroids
                    .iter()
                    .map(|&s| board.loc_name(s))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        );
    }
    if clouds.is_empty() && asteroids.is_empty() {
        return false;
    }
    e.detail("the planet's sites and the system itself follow the base rules for a blown-away planet, which these documents do not restate");
    if e.v.undetermined_because.is_empty() {
        e.answer(Answer::List(lost));
    }
    true
}

/// `lost-with <Space Slug>`: everything in its belly. Returns true when it answered.
pub(crate) fn ask_lost_with_slug(e: &mut Eval, c: CardIx) -> bool {
    let board = e.board;
    if !is_space_slug(board.card_def(c)) {
        return false;
    }
    if e.by_hand(|cx| before_sectors(cx)) {
        return true;
    }
    let name = board.card_name(c);
    let Place::At(at) = board.cards[c].place else {
        return false;
    };
    if !is_big_one(board.loc_def(at)) {
        e.consider(
            &CAVE_RULES,
            format!("{name} is not at a Big One: there is no belly to lose with it"),
        );
        e.answer(Answer::List(Vec::new()));
        return true;
    }
    let row = board.locations[at].row;
    let mut lost = Vec::new();
    for &l in &board.rows[row].locations {
        if is_cave(board.loc_def(l)) {
            let mut stack: Vec<CardIx> = board.locations[l].cards.clone();
            while let Some(x) = stack.pop() {
                lost.push(board.card_name(x));
                stack.extend(
                    board.cards[x]
                        .aboard
                        .iter()
                        .chain(board.cards[x].carrying.iter())
                        .copied(),
                );
            }
        }
    }
    lost.sort();
    e.because(
        &CAVE_RULES,
        format!("{name} is at the Big One, so the cave is its belly: if {name} is lost, every card in the belly is lost with it and the site turns back into the Asteroid Cave"),
    );
    e.answer(Answer::List(lost));
    true
}
