//! Personas: one version in play; replacing a character with an "older, wiser" version.

use super::actions::{Act, Action, Check, Outcome, Stage, consult};
use super::eval::{Cx, Eval};
use super::subject::AskError;
use crate::board::facts::is_missing;
use crate::board::facts::printed_side;
use crate::board::{Board, CardIx, Phase};
use crate::catalog::{CardDef, CardType, DefId, Resolution, strip_marks};
use crate::query::{CardRef, Side};
use crate::rulebook::missing::{U_CARRIED, U_ON_TABLE};
use crate::rulebook::persona::{CROSSING, LANDO, OUT_OF_PLAY, PERSONA, REPLACE};

/// Another version in play of `persona` (any of the personas a card represents: Gold Leader In
/// Gold 1 is both Dutch and Gold 1) than the card `def`. A copy of the same card (its title and
/// printed side) is not another version where the card may have more than one copy (•• or •••,
/// a persona of its own title): uniqueness counts those copies, as `validate` does.
fn other_version_in_play(board: &Board, persona: &str, def: &CardDef) -> Option<CardIx> {
    board.cards.keys().find(|&c| {
        let d = board.card_def(c);
        !is_copy(d, def) && d.personas().any(|p| p.eq_ignore_ascii_case(persona))
    })
}

/// Is `d` a copy of `def` that uniqueness, not the persona rule, counts (the same card, of
/// which more than one copy may be on table)?
fn is_copy(d: &CardDef, def: &CardDef) -> bool {
    def.unique > 1 && d.key() == def.key() && d.side == def.side
}

/// One version of a persona on table; Cloud City's out-of-play personas, crossing over and Lando.
pub static DEPLOY_CHECK: Check = Check {
    on: &[Action::Deploy, Action::Replace],
    stage: Stage::Rule,
    name: "one version of a persona; personas out of play; replacing a version",
    rules: &[
        &PERSONA,
        &U_ON_TABLE,
        &CROSSING,
        &LANDO,
        &OUT_OF_PLAY,
        &REPLACE,
    ],
    run: |e, a| match *a {
        Act::Replace { old, new, side } => replace_check(e, old, new, side),
        _ => crate::rules::actions::Outcome::refused_if(deploy_check(e, a)),
    },
};

pub static CHECKS: &[&Check] = &[&DEPLOY_CHECK];

fn deploy_check(e: &mut Cx, act: &Act) -> bool {
    let Act::Deploy { card, side, .. } = *act else {
        return false;
    };
    let barred = deploy_barred(e, card);
    let counted = missing_copy_counts(e, act);
    barred | counted | cloud_city_barred(e, card, side)
}

/// A missing character still counts for uniqueness (the update): a unique card whose copy on
/// table is missing is refused by this rule too (`shared::unique::UNIQUE_CHECK` says a copy is
/// there). True, with the reasons, when one is.
fn missing_copy_counts(e: &mut Cx, act: &Act) -> bool {
    if !e.in_force(&U_ON_TABLE) {
        return false;
    }
    let copies = crate::rules::shared::unique::missing_copies(e.board, act, false);
    for &c in &copies {
        let name = e.board.card_name(c);
        e.because(
            &U_ON_TABLE,
            format!("the copy on table, {name}, is missing, but it still counts for uniqueness"),
        );
    }
    !copies.is_empty()
}

/// Deploying `def`: is another version of its persona in play? Pushes reasons; true when barred.
fn deploy_barred(e: &mut Cx, def: &CardDef) -> bool {
    let personas: Vec<&str> = def.personas().collect();
    let Some(&first) = personas.first() else {
        return false;
    };
    // Every persona the card represents counts (a combination card is two).
    let found = personas
        .iter()
        .find_map(|&p| other_version_in_play(e.board, p, def).map(|c| (p, c)));
    let p = found.map_or(first, |(p, _)| p);
    match found.map(|(_, c)| c) {
        Some(c) => {
            let board = e.board;
            e.because(
                &PERSONA,
                format!(
                    "{} is already in play as {}: one version of a persona at a time",
                    p,
                    board.card_name(c)
                ),
            );
            if board.cards[c].state.missing && e.in_force(&U_ON_TABLE) {
                e.because(
                    &U_ON_TABLE,
                    format!(
                        "{} is missing, but a missing character still counts for the persona rule",
                        board.card_name(c)
                    ),
                );
            }
            true
        }
        None => {
            let board = e.board;
            let copy = board
                .cards
                .keys()
                .find(|&c| is_copy(board.card_def(c), def));
            match copy {
                Some(c) => e.allow(
                    &PERSONA,
                    format!(
                        "no other version of {p} is in play ({} is a copy of this card: uniqueness counts copies)",
                        board.card_name(c)
                    ),
                ),
                None => e.allow(&PERSONA, format!("no version of {p} is in play")),
            }
            false
        }
    }
}

/// `can replace <old> with <new>`: the act (Cloud City's conversion, a Lando of one side for
/// the other side's; else the owner's character for another version of it, or the asker's
/// side where `as` names another), through the table; its one check is [`DEPLOY_CHECK`].
pub(crate) fn ask_replace(e: &mut Eval, old: &CardRef, new: &CardRef) -> Result<(), AskError> {
    let o = e.res.card(old)?;
    let board = e.board;
    let owner = board.cards[o].side;
    let (ndef, side) = match lando_conversion(e, o, new)? {
        Some(ndef) => (ndef, owner.opponent()),
        None => {
            let new_ids: Vec<DefId> = e.res.card_or_def(new)?.printings(board);
            let nid = new_ids
                .iter()
                .copied()
                .find(|&i| board.def(i).side.fits(owner))
                .unwrap_or(new_ids[0]);
            (board.def(nid), e.asked_as.unwrap_or(owner))
        }
    };
    e.v.side = Some(side);
    let found = consult(
        e,
        &Act::Replace {
            old: o,
            new: ndef,
            side,
        },
    );
    if !found.is_refused() && e.v.undetermined_because.is_empty() {
        e.detail(if is_conversion(board, o, ndef, side) {
            "otherwise it is a persona replacement: cards deployed on or targeting Lando move to the Light Side's version where they still apply, and the Dark Side's Lando goes to the Lost Pile"
        } else {
            "the replacement is free; weapons, devices and effects on the old version move to the new one where they still apply, the rest go to the Lost Pile with it"
        });
    }
    e.settle(found, None);
    Ok(())
}

/// [`DEPLOY_CHECK`] on a replacement: who replaces (the owner), when (its deploy phase), with
/// what (another version of the same persona, in hand, with at least the old one's power and
/// ability, obeying its own deployment restriction where the old one stands), and not a
/// missing character; Cloud City's Lando conversion by its own rule.
fn replace_check(e: &mut Cx, o: CardIx, ndef: &CardDef, side: Side) -> Outcome {
    let board = e.board;
    if is_conversion(board, o, ndef, side) {
        return lando_check(e, o, ndef);
    }
    let owner = board.cards[o].side;
    let odef = board.card_def(o);
    let (on, nn) = (board.card_name(o), ndef.plain_title().to_string());
    // `as <side>` names who acts: a side replaces only its own character with a version of it.
    let mut refused = side != owner;
    if refused {
        e.because(
            &REPLACE,
            format!(
                "{on} is the {}'s card: only its owner replaces it with another version, and the question asks as the {}",
                owner.title(),
                side.title()
            ),
        );
    }
    e.note_time();
    match (board.turn, board.phase) {
        (Some(t), _) if t != owner => {
            e.because(
                &REPLACE,
                format!(
                    "replacing happens in your own deploy phase; it is the {}'s turn",
                    t.title()
                ),
            );
            refused = true;
        }
        (_, Some(p)) if p != Phase::Deploy => {
            e.because(
                &REPLACE,
                format!(
                    "replacing happens in your deploy phase; it is the {} phase",
                    p.name()
                ),
            );
            refused = true;
        }
        (Some(_), Some(_)) => {}
        _ => e.assume("it is your deploy phase"),
    }
    // Any persona the two cards share (a combination card represents two).
    let shared = odef
        .personas()
        .find(|a| ndef.personas().any(|b| b.eq_ignore_ascii_case(a)));
    let Some(a) = shared else {
        e.because(
            &PERSONA,
            format!("{on} and {nn} are not versions of one persona"),
        );
        return Outcome::Refuse;
    };
    e.allow(
        &PERSONA,
        format!("{on} and {nn} are versions of the same persona, {a}"),
    );
    refused |= missing_refused(e, o);
    let hand = &board.player(owner).hand;
    if hand.is_empty() {
        e.assume(format!("{nn} is in your hand"));
    } else if !hand.iter().any(|z| board.def(z.def).key() == ndef.key()) {
        e.because(
            &REPLACE,
            format!("{nn} is not in the {}'s hand", owner.title()),
        );
        refused = true;
    }
    let (op, oa) = (
        board.cards[o].power.or(odef.power).unwrap_or(0),
        board.cards[o].ability.or(odef.ability).unwrap_or(0),
    );
    let (np, na) = (ndef.power.unwrap_or(0), ndef.ability.unwrap_or(0));
    e.fact("power", format!("{on} {op} → {nn} {np}"));
    e.fact("ability", format!("{on} {oa} → {nn} {na}"));
    if np < op || na < oa {
        e.because(&REPLACE, format!("{nn} must have at least {on}'s power and ability: power {np} vs {op}, ability {na} vs {oa}"));
        refused = true;
    } else {
        e.allow(
            &REPLACE,
            format!("{nn} has power {np} ≥ {op} and ability {na} ≥ {oa}"),
        );
    }
    refused |= own_deploy_text(e, o, ndef, &on, &nn);
    Outcome::refused_if(refused)
}

/// The new version "must obey its own deployment restrictions" (Hoth supplement): its own
/// sentence that limits where it deploys, read, against where the old version stands. True
/// when it refuses.
fn own_deploy_text(e: &mut Cx, o: CardIx, ndef: &CardDef, on: &str, nn: &str) -> bool {
    use crate::board::facts::{LimitFit, deploy_limit_fit};
    let board = e.board;
    let Some(limit) = ndef.deploy_limit() else {
        e.assume(format!(
            "{nn}'s own text puts no other limit on where it deploys"
        ));
        return false;
    };
    let Some(l) = board.location_of(o) else {
        return false;
    };
    let place = board.loc_def(l).plain_title();
    let host = match board.cards[o].place {
        crate::board::Place::Aboard(h) => Some(h),
        _ => None,
    };
    match deploy_limit_fit(board, l, host, &limit, Some(board.cards[o].side)) {
        LimitFit::Fits(w) => {
            e.allow(
                &REPLACE,
                format!(
                    "{nn} obeys its own deployment restriction (\"{}\"), where {on} stands: {w}",
                    limit.sentence
                ),
            );
            false
        }
        LimitFit::Outside => {
            e.because(
                &REPLACE,
                format!(
                    "{nn} must obey its own deployment restriction (\"{}\"), and {on} is at {place}",
                    limit.sentence
                ),
            );
            true
        }
        LimitFit::Unread => {
            e.consider(
                &REPLACE,
                format!("{nn} must obey its own deployment restriction"),
            );
            e.missing(format!(
                "whether {nn}'s own deployment restriction allows {place}: \"{}\" (swjudge does not read {})",
                limit.sentence,
                limit.unread.join(", ")
            ));
            false
        }
    }
}

/// Replacing a missing character (or one a missing character carries). The update: a missing
/// character is on table only for rules that name missing cards, and persona replacement swaps
/// a character on the table, so it cannot be replaced (that what a missing character carries
/// is missing too is the missing family's check, on the same act; so is the Hoth supplement's
/// silence on replacing one, which leaves it open). True when refused.
fn missing_refused(e: &mut Cx, o: CardIx) -> bool {
    let board = e.board;
    if !e.in_force(&U_ON_TABLE) || !is_missing(board, o, e.in_force(&U_CARRIED)) {
        return false;
    }
    let on = board.card_name(o);
    e.because(
        &U_ON_TABLE,
        format!(
            "{on} is missing: it is on table only for rules that name missing cards, and replacing a version is not one"
        ),
    );
    e.because(
        &REPLACE,
        format!("persona replacement swaps a character on the table for another version, and {on}, missing, is not on the table for it"),
    );
    true
}

fn is_lando(p: &str) -> bool {
    p.eq_ignore_ascii_case("lando")
}

/// The personas a card represents: its `persona:` traits (a ship and each permanent pilot), or
/// for a unique card without any, its own title.
pub(crate) fn represented(def: &CardDef) -> Vec<String> {
    let mut v: Vec<String> = def.personas().map(str::to_string).collect();
    if v.is_empty() && def.unique > 0 {
        v.push(def.plain_title().to_string());
    }
    v
}

/// The first persona two lists share (case-insensitive).
fn shared(a: &[String], b: &[String]) -> Option<String> {
    a.iter()
        .find(|p| b.iter().any(|q| q.eq_ignore_ascii_case(p)))
        .cloned()
}

fn listing(v: &[String]) -> String {
    match v {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// Deploying `def` for `side`: the Cloud City persona bars (one Lando on table, a persona that
/// crossed over, a persona placed out of play). Pushes reasons; true when barred.
fn cloud_city_barred(e: &mut Cx, def: &CardDef, side: Side) -> bool {
    let board = e.board;
    let mine = represented(def);
    if mine.is_empty() {
        return false;
    }
    let title = def.plain_title().to_string();
    let lando = mine.iter().any(|p| is_lando(p));
    let mut barred = false;
    if lando && e.in_force(&LANDO) {
        match board
            .cards
            .keys()
            .find(|&c| board.card_def(c).personas().any(is_lando))
        {
            Some(c) => {
                e.because(
                    &LANDO,
                    format!(
                        "only one player may have a Lando on table, and {} is on the {}'s",
                        board.card_name(c),
                        board.cards[c].side.title()
                    ),
                );
                barred = true;
            }
            None => e.allow(&LANDO, "no Lando is on table, on either side"),
        }
    }
    if e.in_force(&CROSSING) {
        for c in board
            .cards
            .keys()
            .filter(|&c| board.cards[c].state.crossed_over)
        {
            let theirs = represented(board.card_def(c));
            let cn = board.card_name(c);
            let now = board.cards[c].side;
            match shared(&mine, &theirs) {
                Some(p) if printed_side(board, c) == Some(side) => {
                    e.because(
                        &CROSSING,
                        format!(
                            "{cn} crossed over to the {}: the {} may not deploy any version of {p} for the rest of the game",
                            now.title(),
                            side.title()
                        ),
                    );
                    barred = true;
                }
                _ => e.allow(
                    &CROSSING,
                    format!(
                        "{cn} crossed over to the {}, but {title} is not a version of {}",
                        now.title(),
                        listing(&theirs)
                    ),
                ),
            }
        }
    }
    if e.in_force(&OUT_OF_PLAY) {
        let zone = board
            .light
            .out_of_play
            .iter()
            .chain(&board.dark.out_of_play);
        for z in zone {
            let zd = board.def(z.def);
            if zd.unique == 0
                || !matches!(
                    zd.card_type,
                    CardType::Character | CardType::Vehicle | CardType::Starship
                )
            {
                continue;
            }
            let theirs = represented(zd);
            let zn = zd.plain_title();
            match shared(&mine, &theirs) {
                Some(p) => {
                    let what = if theirs.len() > 1 {
                        format!("{zn}, which represents {},", listing(&theirs))
                    } else {
                        zn.to_string()
                    };
                    e.because(
                        &OUT_OF_PLAY,
                        format!(
                            "{what} was placed out of play: no version of {p} may be deployed for the rest of the game{}",
                            if title.eq_ignore_ascii_case(&p) {
                                String::new()
                            } else {
                                format!(", and {title} is one (it represents {p})")
                            }
                        ),
                    );
                    if is_lando(&p) && e.in_force(&LANDO) {
                        e.because(
                            &LANDO,
                            format!("{zn} is out of play: no Lando may come into play again"),
                        );
                    }
                    barred = true;
                }
                None => e.allow(
                    &OUT_OF_PLAY,
                    format!(
                        "{zn} is out of play, but it represents {}, not {}",
                        listing(&theirs),
                        listing(&mine)
                    ),
                ),
            }
        }
    }
    barred
}

/// `can replace <Dark Lando> with <Light Lando>`: the Cloud City conversion, read from the
/// question: the other side's Lando `new` names, when `old` is a Lando (None: an ordinary
/// replacement).
fn lando_conversion<'b>(
    e: &Eval<'b>,
    o: CardIx,
    new: &CardRef,
) -> Result<Option<&'b CardDef>, AskError> {
    let board = e.board;
    if !board.card_def(o).personas().any(is_lando) {
        return Ok(None);
    }
    let title = e.res.card_or_def(new)?.def(board).title.clone();
    let Resolution::Found(ids) = board.catalog.resolve(strip_marks(&title)) else {
        return Ok(None);
    };
    let other = board.cards[o].side.opponent();
    Ok(ids
        .iter()
        .copied()
        .find(|&i| board.def(i).side.fits(other) && board.def(i).personas().any(is_lando))
        .map(|i| board.def(i)))
}

/// Is the replacement of `o` by `side` with `ndef` Cloud City's Lando conversion (a Lando for
/// the other side's)?
fn is_conversion(board: &Board, o: CardIx, ndef: &CardDef, side: Side) -> bool {
    side != board.cards[o].side
        && ndef.side.fits(side)
        && board.card_def(o).personas().any(is_lando)
        && ndef.personas().any(is_lando)
}

/// [`DEPLOY_CHECK`] on the Lando conversion: under Cloud City the Light Side's Lando replaces the
/// Dark Side's, in the Light Side's deploy phase, from its hand, whatever the deployment
/// restrictions; before it, replacing is of one's own characters only.
fn lando_check(e: &mut Cx, o: CardIx, ndef: &CardDef) -> Outcome {
    let board = e.board;
    let (on, nn) = (board.card_name(o), ndef.plain_title().to_string());
    let old_side = board.cards[o].side;
    if !e.in_force(&LANDO) {
        e.because(
            &REPLACE,
            format!(
                "replacing swaps one of your own characters for another version; the {}'s {on} is not the {}'s to replace",
                old_side.title(),
                old_side.opponent().title()
            ),
        );
        return Outcome::Refuse;
    }
    if old_side == Side::Light {
        e.because(
            &LANDO,
            format!("only the Light Side's Lando may take over from the Dark Side's; the Dark Side may not replace the Light Side's {on}"),
        );
        return Outcome::Refuse;
    }
    let mut refused = missing_refused(e, o);
    e.note_time();
    match (board.turn, board.phase) {
        (Some(Side::Dark), _) => {
            e.because(
                &LANDO,
                "the Light Side's Lando replaces the Dark Side's during the Light Side's deploy phase; it is the Dark Side's turn",
            );
            refused = true;
        }
        (_, Some(p)) if p != Phase::Deploy => {
            e.because(
                &LANDO,
                format!("the Light Side's Lando replaces the Dark Side's during the Light Side's deploy phase; it is the {} phase", p.name()),
            );
            refused = true;
        }
        (Some(_), Some(_)) => {}
        _ => e.assume("it is the Light Side's deploy phase"),
    }
    let hand = &board.light.hand;
    if hand.is_empty() {
        e.assume(format!("the Light Side has {nn} in hand"));
    } else if !hand.iter().any(|z| std::ptr::eq(board.def(z.def), ndef)) {
        e.because(&REPLACE, format!("{nn} is not in the Light Side's hand"));
        refused = true;
    }
    if !refused {
        e.allow(
            &PERSONA,
            format!("{on} and the Light Side's {nn} are both Lando"),
        );
        e.allow(
            &LANDO,
            format!("in its deploy phase the Light Side may replace the Dark Side's {on} with its own {nn}, whatever the deployment restrictions"),
        );
        let odef = board.card_def(o);
        let (op, oa) = (
            board.cards[o].power.or(odef.power).unwrap_or(0),
            board.cards[o].ability.or(odef.ability).unwrap_or(0),
        );
        let (np, na) = (ndef.power.unwrap_or(0), ndef.ability.unwrap_or(0));
        e.fact("power", format!("{on} {op} → {nn} {np}"));
        e.fact("ability", format!("{on} {oa} → {nn} {na}"));
        e.assume("the power and ability comparison of an ordinary replacement does not hold this conversion back: the supplement provides for it without one, and the Light Side's Lando is printed with less power than the Dark Side's");
    }
    Outcome::refused_if(refused)
}
