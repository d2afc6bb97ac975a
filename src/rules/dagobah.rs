//! Dagobah locations (what may deploy there, no shuttling or transport cards to or from them)
//! and the ◇ deployment restriction (copies per system).

use super::actions::{Act, Action, By, Check, Stage};
use super::eval::Cx;
use super::problem::{Grounds, Problem};
use super::shared::diamonds::{diamonds, row_full, system_words};
use crate::board::{Board, CardIx, LocId};
use crate::catalog::titles::TRANSPORT_CARDS;
use crate::catalog::{CardDef, CardType, Subtype};
use crate::query::Side;
use crate::rulebook::ByteSpan;
use crate::rulebook::dagobah::{ALLOWED, DIAMOND, NO_DEPLOY, NO_SHUTTLE, NO_UTINNI, NO_WEAPONS};
use miette::NamedSource;

/// A Dagobah location: the Dagobah system (any printing of it, `Dagobah (V)` too) or a
/// `Dagobah: …` site.
pub(crate) fn is_dagobah(def: &CardDef) -> bool {
    let t = def.key();
    crate::catalog::title_key::without_version_marks(t) == "dagobah" || t.starts_with("dagobah:")
}

/// Is any Dagobah location on the table?
pub(crate) fn dagobah_on_table(board: &Board) -> bool {
    board.locations.keys().any(|l| is_dagobah(board.loc_def(l)))
}

fn is_utinni(def: &CardDef) -> bool {
    def.card_type == CardType::Effect && def.subtype == Some(Subtype::Utinni)
}

/// The permissions by which a card on table lets its owner deploy at its own location whatever
/// the location deployment restrictions, with the card types each reaches (`None`: the card's
/// reach is not recorded).
const GRANTS: &[(&str, Option<CardType>)] = &[
    ("lets-characters-deploy-here", Some(CardType::Character)),
    ("lets-vehicles-deploy-here", Some(CardType::Vehicle)),
    ("lets-starships-deploy-here", Some(CardType::Starship)),
    ("lets-deploy-here", None),
];

/// What a card of `side` at `l` grants a card of type `kind` (e.g. Encampment: characters).
enum Grant {
    None,
    /// It reaches this kind of card.
    Reaches(CardIx),
    /// It grants other kinds only.
    Other(CardIx, Vec<&'static str>),
    /// Its reach is not recorded.
    Unrecorded(CardIx),
}

fn grant_at(board: &Board, side: Side, l: LocId, kind: CardType) -> Grant {
    let mut other = None;
    for &c in &board.locations[l].cards {
        let d = board.card_def(c);
        if board.cards[c].side != side {
            continue;
        }
        let granted: Vec<&(&str, Option<CardType>)> =
            GRANTS.iter().filter(|(a, _)| d.allows(a)).collect();
        if granted.iter().any(|(_, k)| *k == Some(kind)) {
            return Grant::Reaches(c);
        }
        if granted.iter().any(|(_, k)| k.is_none()) {
            return Grant::Unrecorded(c);
        }
        if !granted.is_empty() {
            let kinds = granted
                .iter()
                .filter_map(|(_, k)| k.map(|k| k.name()))
                .collect();
            other = Some(Grant::Other(c, kinds));
        }
    }
    other.unwrap_or(Grant::None)
}

/// The Dagobah locations' part of `can deploy <card> to|aboard …`: refuses (and returns true)
/// when they forbid it; otherwise records what cleared the way.
pub(crate) fn deploy_refused(
    e: &mut Cx,
    def: &CardDef,
    side: Side,
    target: LocId,
    host: Option<CardIx>,
    with: Option<By>,
) -> bool {
    // The board first: the ruleset is consulted only for Dagobah (or a Utinni Effect).
    if (!is_utinni(def) && !is_dagobah(e.board.loc_def(target))) || !e.in_force(&NO_DEPLOY) {
        return false;
    }
    let board = e.board;
    let title = def.plain_title().to_string();
    if is_utinni(def) {
        return utinni_refused(e, def, target, with);
    }
    let ldef = board.loc_def(target);
    if !is_dagobah(ldef) {
        return false;
    }
    let place = ldef.plain_title().to_string();
    match def.card_type {
        CardType::Character | CardType::Vehicle | CardType::Starship => {
            cards_refused(e, def, side, target, host, with, &place)
        }
        CardType::Weapon | CardType::Device => match host {
            None => {
                e.because(
                    &NO_WEAPONS,
                    format!(
                        "{title} is a {}: it may not deploy directly to {place}, a Dagobah location (only on a character, vehicle or starship already there)",
                        def.card_type.name()
                    ),
                );
                true
            }
            Some(h) => {
                e.allow(
                    &NO_WEAPONS,
                    format!(
                        "{title} deploys on {}, which is already at {place}: weapons and devices may deploy on cards already at Dagobah",
                        board.card_name(h)
                    ),
                );
                false
            }
        },
        CardType::Creature => {
            e.because(
                &ALLOWED,
                format!(
                    "creatures may deploy directly to Dagobah locations such as {place}, but only within their own deployment restrictions"
                ),
            );
            false
        }
        CardType::Effect => {
            e.allow(
                &ALLOWED,
                format!(
                    "{title} is a {}: effects other than Utinni Effects may deploy directly to Dagobah locations such as {place}",
                    def.kind_words()
                ),
            );
            false
        }
        CardType::Interrupt => {
            e.allow(&ALLOWED, "interrupts play normally at Dagobah");
            false
        }
        _ => false,
    }
}

/// A character, vehicle or starship deploying to a Dagobah location (aboard a card there is
/// still deploying there), with the card deployed with it: each needs its own text or a card
/// there to let it. True when refused.
fn cards_refused(
    e: &mut Cx,
    def: &CardDef,
    side: Side,
    target: LocId,
    host: Option<CardIx>,
    with: Option<By>,
    place: &str,
) -> bool {
    let board = e.board;
    let via = host
        .map(|h| {
            format!(
                " (deploying aboard {}, which is at {place}, is still deploying to {place})",
                board.card_name(h)
            )
        })
        .unwrap_or_default();
    let mut cards = vec![def.clone()];
    if let Some(w) = with {
        cards.push(w.def(board).clone());
    }
    for d in &cards {
        if card_refused(e, d, side, target, place, &via) {
            return true;
        }
    }
    false
}

/// One card deploying to a Dagobah location (the card asked, or the one deployed with it):
/// its own text or a card there may let it. True when refused.
fn card_refused(
    e: &mut Cx,
    d: &CardDef,
    side: Side,
    target: LocId,
    place: &str,
    via: &str,
) -> bool {
    let board = e.board;
    let t = d.plain_title().to_string();
    let granted = d
        .deploy_grants()
        .into_iter()
        .find(|(p, _)| p.split(" or ").any(|x| x.trim() == "Dagobah"));
    if let Some((_, sentence)) = granted {
        e.allow_by_card_text(
            &crate::rulebook::base::CARD_TEXT,
            format!("{t}'s own text: \"{sentence}\""),
        );
        e.allow(
            &NO_DEPLOY,
            format!(
                "{place} is a Dagobah location, where this rule alone would not let {t} deploy; its own text lets it"
            ),
        );
    } else if let Some((quoted, Ok(true))) =
        crate::rules::shared::card_places::location_grant(e, d, target)
    {
        e.allow_by_card_text(&crate::rulebook::base::CARD_TEXT, quoted);
        e.allow(
            &NO_DEPLOY,
            format!(
                "{place} is a Dagobah location, where this rule alone would not let {t} deploy; the location's own text lets it"
            ),
        );
    } else if let Some((quoted, fit)) = crate::rules::shared::regardless::at(
        board,
        d,
        side,
        target,
        "location deployment restrictions",
    )
    .filter(|(_, fit)| *fit != Ok(false))
    {
        // A read grant there to deploy regardless of location deployment restrictions (round
        // 28): as binding as this rule for the cards it names.
        match fit {
            Err(w) => e.missing(format!(
                "{quoted}: it lets the cards it names deploy at {place} regardless of location deployment restrictions; whether {t} is among them ({w}) is not settled"
            )),
            _ => {
                e.allow_by_card_text(&crate::rulebook::base::CARD_TEXT, quoted);
                e.allow(
                    &NO_DEPLOY,
                    format!(
                        "{place} is a Dagobah location, where this rule alone would not let {t} deploy; a card's own text there lets it, regardless of location deployment restrictions"
                    ),
                );
            }
        }
    } else if d.allows("deploy-to-dagobah") || d.deploy_limit().is_some_and(|l| l.names("Dagobah"))
    {
        e.allow(
            &NO_DEPLOY,
            format!(
                "{place} is a Dagobah location, and {t}'s own game text lets it deploy to Dagobah"
            ),
        );
    } else {
        match grant_at(board, side, target, d.card_type) {
            Grant::Reaches(g) => {
                let gname = board.card_name(g);
                e.allow(
                    &NO_DEPLOY,
                    format!(
                        "{place} is a Dagobah location, but {gname} there lets the {} deploy a {} such as {t} at {place} regardless of location deployment restrictions",
                        side.title(),
                        d.card_type.name()
                    ),
                );
            }
            Grant::Unrecorded(g) => {
                let gname = board.card_name(g);
                e.because(
                    &NO_DEPLOY,
                    format!(
                        "{place} is a Dagobah location, and {gname} there may allow deploying at it"
                    ),
                );
                e.missing(format!(
                    "which cards {gname} lets deploy at {place}: its own text (record it as `lets-characters-deploy-here`, `lets-vehicles-deploy-here` or `lets-starships-deploy-here`)"
                ));
            }
            Grant::Other(g, kinds) => {
                e.because(
                    &NO_DEPLOY,
                    format!(
                        "{place} is a Dagobah location: {} there lets {} deploy, not a {} such as {t}{via}",
                        board.card_name(g),
                        kinds
                            .iter()
                            .map(|k| format!("{k}s"))
                            .collect::<Vec<_>>()
                            .join(" and "),
                        d.card_type.name()
                    ),
                );
                return true;
            }
            Grant::None => {
                e.because(
                    &NO_DEPLOY,
                    format!(
                        "{place} is a Dagobah location: {t} (a {}) may deploy there only when its own text or another card allows it, and neither does{via}",
                        d.card_type.name()
                    ),
                );
                return true;
            }
        }
    }
    false
}

/// A Utinni Effect deploying at `target`, aiming at the `with` card when one is named.
fn utinni_refused(e: &mut Cx, def: &CardDef, target: LocId, with: Option<By>) -> bool {
    let board = e.board;
    let title = def.plain_title().to_string();
    let mut hits: Vec<String> = Vec::new();
    if is_dagobah(board.loc_def(target)) {
        hits.push(format!(
            "it would deploy to {}",
            board.loc_def(target).plain_title()
        ));
    }
    if let Some(By::Card(t)) = with
        && let Some(l) = board.location_of(t)
        && is_dagobah(board.loc_def(l))
    {
        hits.push(format!(
            "its target {} is at {}",
            board.card_name(t),
            board.loc_def(l).plain_title()
        ));
    }
    if hits.is_empty() {
        if dagobah_on_table(board) {
            e.allow(
                &NO_UTINNI,
                format!(
                    "{title} is a Utinni Effect, but neither where it deploys nor its target is a Dagobah location"
                ),
            );
        }
        return false;
    }
    if def.allows("deploy-to-dagobah") {
        e.allow(
            &NO_UTINNI,
            format!(
                "{title} is a Utinni Effect and {}, but its own game text allows it at Dagobah",
                hits.join(" and ")
            ),
        );
        return false;
    }
    e.because(
        &NO_UTINNI,
        format!(
            "{title} is a Utinni Effect and {}: Utinni Effects may not deploy to, or target a card at, a Dagobah location unless their own text allows it",
            hits.join(" and ")
        ),
    );
    true
}

/// Dagobah's thick atmosphere: no shuttling to or from a Dagobah location, and no move by a
/// transport card (Elis Helrot, Nabrun Leids).
pub static SHUTTLE_CHECK: Check = Check {
    on: &[Action::Shuttle, Action::Move],
    stage: Stage::Rule,
    name: "no shuttling or transport card to or from Dagobah",
    rules: &[&NO_SHUTTLE],
    run: |e, a| crate::rules::actions::Outcome::refused_if(shuttle_check(e, a)),
};

/// Dagobah's locations: what may deploy there (and where Utinni Effects may go).
pub static DEPLOY_CHECK: Check = Check {
    on: &[Action::Deploy],
    stage: Stage::Rule,
    name: "what deploys to Dagobah",
    rules: &[&NO_DEPLOY, &ALLOWED, &NO_UTINNI, &NO_WEAPONS],
    run: |e, a| crate::rules::actions::Outcome::refused_if(deploy_check(e, a)),
};

/// The ◇ limit: copies at one system, both players together.
pub static DIAMOND_CHECK: Check = Check {
    on: &[Action::Deploy],
    stage: Stage::Rule,
    name: "◇ copies at a system",
    rules: &[&DIAMOND],
    run: |e, a| crate::rules::actions::Outcome::refused_if(diamond_check(e, a)),
};

pub static CHECKS: &[&Check] = &[&SHUTTLE_CHECK, &DEPLOY_CHECK, &DIAMOND_CHECK];

fn deploy_check(e: &mut Cx, act: &Act) -> bool {
    let Act::Deploy {
        card,
        side,
        to: Some(to),
        host,
        with,
        ..
    } = *act
    else {
        return false;
    };
    deploy_refused(e, card, side, to, host, with)
}

fn diamond_check(e: &mut Cx, act: &Act) -> bool {
    match *act {
        Act::Deploy {
            card, to: Some(to), ..
        } => diamond_blocked(e, card, to),
        // A location card, into the row the act names: room there for another copy; naming
        // none, a system on table with room for another copy.
        Act::Deploy {
            card,
            to: None,
            row,
            ..
        } if card.card_type == crate::catalog::CardType::Location
            && !super::shared::unique::rebuilds(e.board, card) =>
        {
            match row {
                Some(r) => super::shared::diamonds::row_full(e, card, r),
                None => super::shared::diamonds::location_full(e, card),
            }
        }
        _ => false,
    }
}

/// The Dagobah part of shuttling: refuses (returns true) when either end is a Dagobah
/// location.
fn shuttle_check(e: &mut Cx, act: &Act) -> bool {
    let Act::Move {
        kind,
        card: c,
        to,
        craft,
        by,
        ..
    } = *act
    else {
        return false;
    };
    let board = e.board;
    // A move by a transport card's text; any other move is not this rule's.
    let how = match (kind, by) {
        (Action::Shuttle, _) => "shuttling".to_string(),
        (Action::Move, Some(d)) if TRANSPORT_CARDS.contains(&d.key()) => {
            format!("{}, a transport card,", d.plain_title())
        }
        _ => return false,
    };
    let ends = [
        board.location_of(c),
        to.or_else(|| craft.and_then(|s| board.location_of(s))),
    ];
    let dagobah = ends.iter().flatten().any(|&l| is_dagobah(board.loc_def(l)));
    if (!dagobah && !dagobah_on_table(board)) || !e.in_force(&NO_SHUTTLE) {
        return false;
    }
    ends_refused(e, c, &ends, &how)
}

fn ends_refused(e: &mut Cx, c: CardIx, ends: &[Option<LocId>], how: &str) -> bool {
    let board = e.board;
    let name = board.card_name(c);
    let on = ends
        .iter()
        .flatten()
        .find(|&&l| is_dagobah(board.loc_def(l)))
        .copied();
    match on {
        Some(l) => {
            let dir = if Some(l) == ends[0] { "from" } else { "to" };
            e.because(
                &NO_SHUTTLE,
                format!(
                    "{name} would be moving {dir} {}, a Dagobah location: {how} may not be used to move to or from Dagobah",
                    board.loc_def(l).plain_title()
                ),
            );
            true
        }
        None => {
            if dagobah_on_table(board) {
                e.allow(
                    &NO_SHUTTLE,
                    format!("{how} moves {name} neither to nor from a Dagobah location"),
                );
            }
            false
        }
    }
}

// ---------------------------------------------------------------- ◇ deployment restriction

/// The ◇ limit for a card deploying to `target`: true (with the reason) when the system there
/// already holds as many copies as the card has diamonds.
fn diamond_blocked(e: &mut Cx, def: &CardDef, target: LocId) -> bool {
    if def.diamonds == 0 || !e.in_force(&DIAMOND) {
        return false;
    }
    let row = e.board.locations[target].row;
    row_full(e, def, row)
}

/// `validate`: every system holding more copies of a ◇ card than its diamonds allow.
pub(crate) fn diamond_problems(
    board: &Board,
    src: &NamedSource<crate::board::SourceText>,
) -> Vec<Problem> {
    type Copies = Vec<(crate::catalog::DefId, ByteSpan)>;
    let mut out = Vec::new();
    // (row, title) → the copies, in load order.
    let mut seen: std::collections::BTreeMap<(usize, String), Copies> = Default::default();
    let located = board
        .locations
        .iter()
        .map(|l| (l.def, l.span, Some(l.row)))
        .chain(board.cards.iter_enumerated().map(|(i, c)| {
            (
                c.def,
                board.card_span(i),
                board.location_of(i).map(|l| board.locations[l].row),
            )
        }));
    for (def, span, row) in located {
        let d = board.def(def);
        let Some(row) = row else { continue };
        if d.diamonds > 0 {
            seen.entry((row, d.key().to_string()))
                .or_default()
                .push((def, span));
        }
    }
    for ((row, _), copies) in seen {
        let d = board.def(copies[0].0);
        let max = usize::from(d.diamonds);
        for &(_, span) in copies.iter().skip(max) {
            out.push(Problem {
                rule: Grounds::Rule(&DIAMOND),
                span,
                message: format!(
                    "{} copies of {} are at {}: its {} allow {max} per system, both players together",
                    copies.len(),
                    d.plain_title(),
                    system_words(board, row),
                    diamonds(d.diamonds)
                ),
                label: "one copy too many".into(),
                help: Some(format!(
                    "the {} row holds {} copies; the limit is per system, so another system may take them",
                    board.rows[row].name,
                    copies.len()
                )),
                src: src.clone(),
            });
        }
    }
    out
}

#[cfg(test)]
mod tests;
