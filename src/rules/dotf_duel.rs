//! Young Jedi: Duel of the Fates — lightsaber duels: the rules, and the question handlers (who
//! may start one, who defends, the size of a dueling hand, a duel replayed from given hands).
//! The replay itself and the hand arithmetic are the pure engine in [`replay`]: the handlers
//! resolve the board into its plain data and cite the rules over what it returns.

mod replay;

use super::actions::{Act, Action, Check, Fought, Outcome, Stage, consult, play};
use super::eval::{Cx, Eval};
use super::subject::AskError;
use crate::board::young_jedi_facts::{
    Status, WeaponDots, cards_on, carrier, dueling, dueling_missing, is_anakin, is_lightsaber,
    joined, planet_name, planet_of, same_stack, side_title, usable, weapon_dots, weapons_near,
};
use crate::board::{Board, CardIx, DrawDeck, HandCard, Phase, ThisTurn};
use crate::catalog::{CardType, is_shortening, normalize};
use crate::query::{CardRef, Side};
use crate::rulebook::dotf_duel::{
    AFTER, DEFEAT, DEFENDER, DUELING_CHARACTER, EXCHANGE, HAND, INITIATE, NO_DEFEAT, SPECIAL_TEXT,
};
use crate::verdict::Answer;
use replay::{DuelCard, Duelist, anakin_destiny, hand_size, replay, settle, settle_zero};

// ---------------------------------------------------------------- helpers

/// A character in play, or an error naming what it is.
fn character(e: &Eval, r: &CardRef) -> Result<CardIx, AskError> {
    let c = e.res.card(r)?;
    let d = e.board.card_def(c);
    if d.card_type != CardType::Character {
        return Err(e.res.wrong_kind(
            r,
            format!(
                "{} is a {}, not a character",
                d.plain_title(),
                d.card_type.name()
            ),
            "not a character",
            Some("duels are fought by Character cards".into()),
        ));
    }
    Ok(c)
}

/// The weapons a duelist may take up: those it can use among the weapons it carries and its
/// side's uncarried weapons on the planet (a weapon another character carries is that one's),
/// and those whose users are not given.
struct Arms {
    usable: Vec<CardIx>,
    unknown: Vec<CardIx>,
}

impl Arms {
    /// The weapon the replay takes: a lightsaber if one is usable, else the first usable one.
    fn pick(&self, b: &Board) -> Option<CardIx> {
        self.usable
            .iter()
            .copied()
            .find(|&w| is_lightsaber(b.card_def(w)))
            .or(self.usable.first().copied())
    }
}

fn arms(b: &Board, c: CardIx, lightsaber_only: bool) -> Arms {
    let def = b.card_def(c);
    let mut out = Arms {
        usable: Vec::new(),
        unknown: Vec::new(),
    };
    for w in weapons_near(b, c) {
        let wd = b.card_def(w);
        if lightsaber_only && !is_lightsaber(wd) {
            continue;
        }
        match usable(b, wd, def) {
            Some(true) => out.usable.push(w),
            Some(false) => {}
            None => out.unknown.push(w),
        }
    }
    out
}

/// A character's power, from the card entry's `power:` or its printed power.
fn power(b: &Board, c: CardIx) -> Option<i64> {
    b.cards[c].power.or(b.card_def(c).power)
}

/// The total power that sizes a dueling hand: (total, the sum in words), or what is missing.
fn hand_power(
    b: &Board,
    c: CardIx,
    weapon: Option<CardIx>,
    destiny: Option<i64>,
) -> Result<(i64, String), String> {
    let def = b.card_def(c);
    let name = b.card_name(c);
    let row = planet_of(b, c).unwrap_or(0);
    let planet = planet_name(b, row).to_string();
    let Some(p) = power(b, c) else {
        return Err(format!("{name}'s power (`power:` under `cards:`)"));
    };
    let mut words = vec![format!("power {p}")];
    let mut total = p;
    let site = b
        .location_of(c)
        .map(|l| b.loc_def(l).plain_title().to_string());
    let site = site.as_deref();
    let own = def.yj.bonus_on(&planet, site);
    if own > 0 {
        total = total.saturating_add(own);
        words.push(format!(
            "{own} bonus dot{} {}",
            if own == 1 { "" } else { "s" },
            match site {
                Some(t) if def.yj.bonus.iter().any(|x| x.site.is_some()) => format!("at {t}"),
                _ => format!("on {planet}"),
            }
        ));
    }
    if let Some(w) = weapon {
        let (wdef, wname) = (b.card_def(w), b.card_name(w));
        // A `bonus:` on a weapon (only a board writes one: the built-in weapons carry their
        // dots per user) gives every user those dots.
        let given = (!wdef.yj.bonus.is_empty()).then(|| {
            WeaponDots::Known(
                wdef.yj.bonus_on(&planet, site),
                "the board's `bonus:`, for any user".to_string(),
            )
        });
        match given.unwrap_or_else(|| weapon_dots(b, wdef, def)) {
            WeaponDots::Known(n, whom) => {
                total = total.saturating_add(n);
                words.push(format!("{n} bonus dot{} from {wname} ({whom})", s_for(n)));
            }
            WeaponDots::Unknown(whom) => {
                return Err(format!(
                    "the power bonus dots {wname} gives {whom} (`weapon_bonus:` under `cards:`): {} + that bonus",
                    words.join(" + ")
                ));
            }
        }
        if let Some(u) = def.yj.when_using.as_ref().filter(|u| u.names(wdef.key()))
            && u.power != 0
        {
            total = total.saturating_add(u.power);
            words.push(format!(
                "{} from {}'s own text while using {wname}",
                u.power,
                def.plain_title()
            ));
        }
    }
    if is_anakin(def) {
        match destiny {
            Some(d) => {
                total = total.saturating_add(d);
                words.push(format!("a destiny of {d} drawn for Anakin"));
            }
            None => {
                return Err(format!(
                    "the destiny drawn for Anakin's power: {} + destiny (ask `duel-hand … destiny <n>`)",
                    words.join(" + ")
                ));
            }
        }
    }
    Ok((total, words.join(" + ")))
}

fn deck_size(b: &Board, side: Side) -> Option<i64> {
    b.young_jedi
        .player(side)
        .draw_deck
        .as_ref()
        .map(DrawDeck::size)
}

/// The plural ending for a count of `n`.
fn s_for(n: i64) -> &'static str {
    if n == 1 { "" } else { "s" }
}

// ---------------------------------------------------------------- can duel

/// Who may start a duel, when, with what and against whom (dotf.duel.initiate,
/// .dueling-character, .defender): one check of the table, on the duel's act that `can duel`,
/// `duel-defenders` and `duel` build, so they cannot disagree. The act's `saber`: the
/// lightsaber named, else any the character can use there; `defender`: the character
/// challenged, else any opposing one there; `replay`: the duel of the two duelists replayed,
/// whose own `dueled` marks are that duel's; `who_defends`: who may defend against the
/// challenge, what the challenge comes to (the answer's lines, [`defenders`]). Missing facts
/// are recorded only when nothing refuses.
pub static INITIATION_CHECK: Check = Check {
    on: &[Action::Duel],
    stage: Stage::Rule,
    name: "who may start a duel, when, with which lightsaber and against whom",
    rules: &[&INITIATE, &DUELING_CHARACTER, &DEFENDER],
    run: initiation_check,
};

fn initiation_check(e: &mut Cx, act: &Act) -> Outcome {
    let Act::Duel {
        attacker: c,
        saber,
        defender: target,
        replay,
        who_defends,
        ..
    } = *act
    else {
        return Outcome::NotMine;
    };
    let board = e.board;
    let side = board.cards[c].side;
    let row = planet_of(board, c).unwrap_or(0);
    let p = planet_name(board, row).to_string();
    e.fact("planet", p.clone());
    let replaying: Vec<CardIx> = match (replay, target) {
        (true, Some(t)) => vec![c, t],
        _ => Vec::new(),
    };
    let mut unknown = Vec::new();
    let mut refused = initiation_timing(e, side, row, &p, &replaying);
    refused |= initiator_dueling(e, c, &mut unknown);
    refused |= initiator_saber(e, c, saber, &p, &mut unknown);
    refused |= defender_there(e, side, row, &p, target);
    // The duel replayed: the weapons the scenario's `duel:` chooses for it.
    if let (true, Some(t)) = (replay, target) {
        refused |= chosen_weapons(e, [c, t], &mut unknown);
    }
    if refused {
        return Outcome::Refuse;
    }
    if let (true, Some(t)) = (who_defends, target) {
        defenders(e, t, &p, &mut unknown);
    }
    if !unknown.is_empty() {
        for u in unknown {
            e.missing(u);
        }
        return Outcome::Open;
    }
    // `can duel`: the lightsaber named, and nothing open.
    if let Some(w) = saber {
        e.allow(
            &INITIATE,
            format!(
                "{} may fight this turn's one duel on {p} with {}, before any battle there (which still takes place)",
                board.card_name(c),
                board.card_name(w)
            ),
        );
    }
    Outcome::Clear
}

/// The duel asked about (`replay`: the one the two duelists fight), through the table: the
/// side noted, and what the table found.
fn duel_act(
    e: &mut Eval,
    attacker: CardIx,
    saber: Option<CardIx>,
    defender: Option<CardIx>,
    replay: bool,
) -> crate::rules::actions::Found {
    e.v.side = Some(e.board.cards[attacker].side);
    consult(
        e,
        &Act::Duel {
            attacker,
            saber,
            defender,
            replay,
            fought: None,
            who_defends: false,
        },
    )
}

/// When a duel may start: the turn and phase the board gives (else assumed), no duel fought
/// this turn (but the one replayed) and no battle fought on the planet yet.
fn initiation_timing(e: &mut Cx, side: Side, row: usize, p: &str, replaying: &[CardIx]) -> bool {
    let board = e.board;
    let s = side_title(side);
    let mut refused = false;
    match board.turn {
        Some(t) if t != side => {
            e.because(
                &INITIATE,
                format!(
                    "it is the {}'s turn: only the player whose turn it is starts a duel",
                    side_title(t)
                ),
            );
            refused = true;
        }
        Some(_) => {}
        None => e.assume(format!("it is the {s}'s turn")),
    }
    match board.phase {
        Some(Phase::Battle) => {}
        Some(ph) => {
            e.because(
                &INITIATE,
                format!(
                    "it is the {} phase: a duel is fought in the Battle step",
                    ph.name()
                ),
            );
            refused = true;
        }
        None => e.assume(format!(
            "asked in the {s}'s Battle step, on the current planet ({p})"
        )),
    }
    let dueled: Vec<String> = board
        .cards
        .keys()
        .filter(|&x| board.cards[x].this_turn.contains(&ThisTurn::Dueled))
        .filter(|&x| {
            !replaying
                .iter()
                .any(|&d| same_stack(board, d, x) || carrier(board, x) == Some(d))
        })
        .map(|x| board.card_name(x))
        .collect();
    if !dueled.is_empty() {
        e.because(
            &INITIATE,
            format!(
                "a duel was already fought this turn ({} took part): one duel per turn",
                joined(&dueled)
            ),
        );
        refused = true;
    }
    let battled = [side, side.opponent()]
        .into_iter()
        .flat_map(|sd| cards_on(board, row, sd))
        .any(|x| board.cards[x].this_turn.contains(&ThisTurn::Battled));
    if battled {
        e.because(
            &INITIATE,
            format!("this turn's battle on {p} has been fought: the duel comes before it"),
        );
        refused = true;
    }
    refused
}

/// Who may start a duel: a dueling character (what would settle an open case goes to `unknown`).
fn initiator_dueling(e: &mut Cx, c: CardIx, unknown: &mut Vec<String>) -> bool {
    let board = e.board;
    let def = board.card_def(c);
    let mut refused = false;
    let du = dueling(board, def);
    match du.status {
        Status::Yes => {
            e.allow(&DUELING_CHARACTER, du.why.clone());
            if let Some(a) = du.assumed {
                e.assume(a);
            }
        }
        Status::No => {
            e.because(
                &DUELING_CHARACTER,
                format!("{}; only a dueling character starts a duel", du.why),
            );
            refused = true;
        }
        Status::Open => {
            e.consider(&DUELING_CHARACTER, du.why.clone());
            unknown.push(dueling_missing(def));
        }
    }
    refused
}

/// With what: the lightsaber named (one of the side's cards on the planet, in no other
/// character's stack, usable by the initiator), else any lightsaber the initiator can use there.
fn initiator_saber(
    e: &mut Cx,
    c: CardIx,
    saber: Option<CardIx>,
    p: &str,
    unknown: &mut Vec<String>,
) -> bool {
    let board = e.board;
    let side = board.cards[c].side;
    let s = side_title(side);
    let row = planet_of(board, c).unwrap_or(0);
    let name = board.card_name(c);
    let def = board.card_def(c);
    let mut refused = false;
    match saber {
        Some(w) => {
            let wname = board.card_name(w);
            let wd = board.card_def(w);
            let held_by = carrier(board, w).filter(|&h| !same_stack(board, h, c));
            if board.cards[w].side != side || planet_of(board, w) != Some(row) {
                e.because(
                    &INITIATE,
                    format!("{wname} is not one of the {s}'s cards on {p}"),
                );
                refused = true;
            } else if !is_lightsaber(wd) {
                e.because(
                    &INITIATE,
                    format!(
                        "{wname} is a {}, not a lightsaber: the duel's initiator needs a lightsaber (only the defender may fight with another weapon)",
                        wd.card_type.name()
                    ),
                );
                refused = true;
            } else {
                if let Some(h) = held_by {
                    e.because(
                        &INITIATE,
                        format!(
                            "{wname} is carried by {}: a weapon is used by the character whose stack it is in, not by {name}",
                            board.card_name(h)
                        ),
                    );
                    refused = true;
                }
                match usable(board, wd, def) {
                    Some(true) if held_by.is_none() => {
                        e.allow(&INITIATE, format!("{name} can use {wname}"))
                    }
                    Some(true) => {}
                    Some(false) => {
                        e.because(
                            &INITIATE,
                            format!(
                                "{wname} is usable by {}, not by {name}",
                                wd.yj.usable_by.join(" or ")
                            ),
                        );
                        refused = true;
                    }
                    None if wd.yj.usable_by.is_empty() => {
                        unknown.push(format!("who may use {wname} (`usable_by:` under `cards:`)"))
                    }
                    None => unknown.push(format!(
                        "whether {name} may use {wname} (usable by {})",
                        wd.yj.usable_by.join(" or ")
                    )),
                }
            }
        }
        None => {
            let sabers = arms(board, c, true);
            if let Some(&w) = sabers.usable.first() {
                e.allow(
                    &INITIATE,
                    format!("{name} can use {} there", board.card_name(w)),
                );
            } else if sabers.unknown.is_empty() {
                e.because(
                    &INITIATE,
                    format!(
                        "{name} has no lightsaber it can use on {p} (in its own stack or uncarried there): it cannot start a duel"
                    ),
                );
                refused = true;
            } else {
                for u in &sabers.unknown {
                    unknown.push(format!(
                        "whether {name} may use {} (`usable_by:` under `cards:`)",
                        board.card_name(*u)
                    ));
                }
            }
        }
    }
    refused
}

/// Against whom: the character challenged (an opposing character on the planet), else any
/// opposing character there.
fn defender_there(e: &mut Cx, side: Side, row: usize, p: &str, target: Option<CardIx>) -> bool {
    let board = e.board;
    let o = side_title(side.opponent());
    let mut refused = false;
    let theirs: Vec<CardIx> = cards_on(board, row, side.opponent())
        .into_iter()
        .filter(|&x| board.card_def(x).card_type == CardType::Character)
        .collect();
    match target {
        Some(t) => {
            let tname = board.card_name(t);
            if board.cards[t].side == side
                || board.card_def(t).card_type != CardType::Character
                || planet_of(board, t) != Some(row)
            {
                e.because(
                    &DEFENDER,
                    format!("{tname} is not one of the {o}'s characters on {p}"),
                );
                refused = true;
            } else {
                e.allow(
                    &DEFENDER,
                    format!(
                        "{tname} is a {o} character on {p}: it may be challenged (its player may still put forward a dueling character there instead)"
                    ),
                );
            }
        }
        None if theirs.is_empty() => {
            e.because(
                &DEFENDER,
                format!("the {o} has no character on {p} to defend"),
            );
            refused = true;
        }
        None => e.allow(
            &DEFENDER,
            format!(
                "the {o} characters on {p} that may be challenged: {}",
                theirs
                    .iter()
                    .map(|&x| board.card_name(x))
                    .collect::<Vec<_>>()
                    .join(" + ")
            ),
        ),
    }
    refused
}

pub(crate) fn ask_can_duel(
    e: &mut Eval,
    card: &CardRef,
    with: &CardRef,
    against: Option<&CardRef>,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let w = e.res.card(with)?;
    let target = match against {
        Some(a) => Some(e.res.card(a)?),
        None => None,
    };
    let found = duel_act(e, c, Some(w), target, false);
    e.settle(found, None);
    Ok(())
}

// ---------------------------------------------------------------- duelists

/// `duelists <planet>`: who may start this turn's duel on the planet, and with which
/// lightsaber. Each character of the side asking (else the side whose turn it is, else both)
/// on the planet is asked `can duel` on its own act through the table, with each lightsaber it
/// may take up there (with none, the duel it would start with any lightsaber it can use, which
/// the table refuses), so the list and `can duel` cannot disagree. What the question comes to
/// is the list of the pairs the table allows; each pair's reasons, made by the table's checks,
/// are carried over under the pair's name.
pub(crate) fn ask_duelists(
    e: &mut Eval,
    planet: &CardRef,
    asker: Option<Side>,
) -> Result<(), AskError> {
    let board = e.board;
    let row = match &planet.name {
        crate::query::CardName::Title(t) if board.row_named(t).is_some() => {
            board.row_named(t).unwrap_or(0)
        }
        _ => board.locations[e.res.location(planet)?].row,
    };
    let p = planet_name(board, row).to_string();
    e.fact("planet", p.clone());
    let sides = match asker.or(board.turn) {
        Some(s) => vec![s],
        None => vec![Side::Light, Side::Dark],
    };
    let (mut may, mut open, mut asked) = (Vec::new(), false, 0);
    for s in sides {
        for c in cards_on(board, row, s) {
            if board.card_def(c).card_type != CardType::Character {
                continue;
            }
            let a = arms(board, c, true);
            let sabers: Vec<Option<CardIx>> = if a.usable.is_empty() && a.unknown.is_empty() {
                vec![None]
            } else {
                a.usable
                    .iter()
                    .chain(&a.unknown)
                    .map(|&w| Some(w))
                    .collect()
            };
            for w in sabers {
                asked += 1;
                let v = duel_asked(e, c, w, s);
                let pair = match w {
                    Some(w) => format!("{} with {}", board.card_name(c), board.card_name(w)),
                    None => board.card_name(c),
                };
                match v.answer {
                    Answer::Yes => {
                        carry_reasons(e, &v, &pair);
                        for a in &v.assumptions {
                            e.assume(a.clone());
                        }
                        may.push(pair);
                    }
                    Answer::Undetermined => {
                        open = true;
                        for u in &v.undetermined_because {
                            e.missing(format!("for {pair}: {}", u.why));
                        }
                    }
                    _ => carry_reasons(e, &v, &format!("not {pair}")),
                }
            }
        }
    }
    if asked == 0 {
        e.detail(format!(
            "no character on {p} of the side that may start a duel: nobody may start one"
        ));
    }
    if open && !may.is_empty() {
        e.detail(format!("may start at least: {}", joined(&may)));
    }
    // Each pair was asked as its own question, answered by `settle` on its act: the list is
    // what this question comes to.
    e.comes_to(super::eval::ComesTo::List(may));
    e.settle(crate::rules::actions::Found::NOTHING, None);
    Ok(())
}

/// `can duel` of `c` with `saber` (else any lightsaber it can use there) for `side`, asked as
/// its own question through the table and settled there: its verdict (what it consulted is
/// taken into this evaluation, for the older-ruleset comparison).
fn duel_asked(
    e: &mut Eval,
    c: CardIx,
    saber: Option<CardIx>,
    side: Side,
) -> crate::verdict::Verdict {
    let text = e.v.query.clone();
    let mut sub = Eval::new(e.board, e.ruleset, &text, Some(side));
    let found = duel_act(&mut sub, c, saber, None, false);
    sub.settle(found, None);
    let consulted = sub.consulted.take();
    let opaque = sub.opaque;
    e.absorb(consulted, opaque);
    sub.finish()
}

/// The reasons of a question this one asked (each made by a check of the table on its act),
/// under `label`: the pair asked about.
fn carry_reasons(e: &mut Eval, v: &crate::verdict::Verdict, label: &str) {
    for r in &v.reasons {
        let mut r = r.clone();
        r.applied = format!("{label}: {}", r.applied);
        if !e.v.reasons.contains(&r) {
            e.v.reasons.push(r);
        }
    }
}

// ---------------------------------------------------------------- duel-defenders

/// `duel-defenders <attacker> against <character>`: the challenge meets the table; allowed,
/// what it comes to is who may defend (the initiation check's lines, [`defenders`]).
pub(crate) fn ask_defenders(
    e: &mut Eval,
    attacker: &CardRef,
    against: &CardRef,
) -> Result<(), AskError> {
    let a = e.res.card(attacker)?;
    let t = character(e, against)?;
    e.v.side = Some(e.board.cards[a].side);
    let found = consult(
        e,
        &Act::Duel {
            attacker: a,
            saber: None,
            defender: Some(t),
            replay: false,
            fought: None,
            who_defends: true,
        },
    );
    e.settle(found, None);
    Ok(())
}

/// Who may defend against the challenge of `t` (allowed): `t`, or a dueling character of its
/// side at the planet its player puts forward instead, each with the weapons it may take up;
/// the answer's lines. A character whose being a dueling character is not known goes to
/// `unknown` (the list is then what may defend at least).
fn defenders(e: &mut Cx, t: CardIx, p: &str, unknown: &mut Vec<String>) {
    let board = e.board;
    let side = board.cards[t].side;
    let tname = board.card_name(t);
    let Some(row) = planet_of(board, t) else {
        return;
    };
    let t_dueling = dueling(board, board.card_def(t)).yes();
    let mut out = vec![t];
    let tp = crate::board::young_jedi_facts::persona(board.card_def(t));
    for x in cards_on(board, row, side) {
        let xd = board.card_def(x);
        if x == t || xd.card_type != CardType::Character {
            continue;
        }
        let xname = board.card_name(x);
        let site = board
            .location_of(x)
            .map(|l| board.loc_def(l).plain_title().to_string());
        let dots = xd.yj.bonus_on(p, site.as_deref());
        let bonus = if dots > 0 {
            format!(" (it has a power bonus on {p})")
        } else {
            String::new()
        };
        let same = crate::board::young_jedi_facts::persona(xd) == tp;
        let d = dueling(board, xd);
        match d.status {
            Status::Yes => {
                e.because(
                    &DEFENDER,
                    format!(
                        "{xname} is a dueling character on {p}: its player may put it forward instead of {tname}{}{bonus}",
                        if t_dueling { ", although that one duels too" } else { "" }
                    ),
                );
                if let Some(a) = d.assumed {
                    e.assume(a);
                }
                if same {
                    e.detail(format!(
                        "{xname} and {tname} stack as one character: whichever defends, only that one Character card fights"
                    ));
                }
                out.push(x);
            }
            Status::No => e.because(
                &DUELING_CHARACTER,
                format!(
                    "{xname} may not defend instead of {tname}: {}{}",
                    d.why,
                    if dots > 0 {
                        format!(", whatever its power bonus on {p}")
                    } else {
                        String::new()
                    }
                ),
            ),
            Status::Open => {
                e.consider(
                    &DUELING_CHARACTER,
                    format!(
                        "{xname} may defend instead of {tname} only if it is a dueling character: {}",
                        d.why
                    ),
                );
                unknown.push(dueling_missing(xd));
            }
        }
    }
    defenders_weapons(e, &out);
    let names: Vec<String> = out.iter().map(|&x| board.card_name(x)).collect();
    // What the challenge comes to, unless something it turns on is not known (the initiation's
    // own facts included): then `settle` answers undetermined, and the list is what may defend
    // at least.
    if unknown.is_empty() {
        e.result(names);
    } else {
        e.detail(format!("may defend at least: {}", joined(&names)));
    }
}

/// The weapons each who may defend may take up, as the answer's detail.
fn defenders_weapons(e: &mut Cx, out: &[CardIx]) {
    let board = e.board;
    for &x in out {
        let xd = board.card_def(x);
        let ws: Vec<String> = weapons_near(board, x)
            .into_iter()
            .filter(|&w| usable(board, board.card_def(w), xd) != Some(false))
            .map(|w| {
                let wd = board.card_def(w);
                match usable(board, wd, xd) {
                    None => format!("{} (users not given)", board.card_name(w)),
                    _ => board.card_name(w),
                }
            })
            .collect();
        e.detail(format!(
            "{} may take one weapon it can use, lightsaber or not, from its own stack or uncarried there: {}",
            board.card_name(x),
            if ws.is_empty() {
                "none there".into()
            } else {
                joined(&ws)
            }
        ));
    }
}

// ---------------------------------------------------------------- duel-hand

/// The weapon the judge takes for a duelist, recorded as a fact, and as an assumption when it
/// stands for a choice its player makes: the defender may choose any one weapon it can use, or
/// none; the initiator, any lightsaber it can use.
fn take_weapon(e: &mut Eval, c: CardIx, arms: &Arms, role: Role) -> Option<CardIx> {
    let board = e.board;
    let name = board.card_def(c).plain_title().to_string();
    let pick = arms.pick(board);
    let others: Vec<String> = arms
        .usable
        .iter()
        .filter(|&&x| Some(x) != pick)
        .map(|&x| board.card_name(x))
        .collect();
    if let Some(w) = pick {
        let wname = board.card_name(w);
        let whose = match carrier(board, w) {
            Some(h) if h == c => "which it carries".to_string(),
            Some(h) => format!("in its stack, carried by {}", board.card_name(h)),
            None => format!(
                "uncarried on {}",
                planet_name(board, planet_of(board, c).unwrap_or(0))
            ),
        };
        let choice = match (role, others.is_empty()) {
            (Role::Defends, true) => Some(format!(
                "{name} defends with {wname}, {whose}, the one weapon it can use there (its player may also choose none)"
            )),
            (Role::Defends, false) => Some(format!(
                "{name} defends with {wname}, {whose} (its player may choose {} instead, or none)",
                others.join(" or ")
            )),
            (Role::Initiates, false) => Some(format!(
                "{name} duels with {wname}, {whose}: its player may choose {} instead",
                others.join(" or ")
            )),
            (Role::Initiates, true) => None,
            (Role::Fights, true) => Some(format!(
                "{name} fights with {wname}, {whose} (the one weapon it can use there)"
            )),
            (Role::Fights, false) => Some(format!(
                "{name} fights with {wname}, {whose}; its player may choose {} instead",
                others.join(" or ")
            )),
        };
        if let Some(a) = choice {
            e.assume(a);
        }
    } else {
        for u in &arms.unknown {
            e.assume(format!(
                "{} is not counted as {name}'s weapon: who may use it is not given (`usable_by:`)",
                board.card_name(*u)
            ));
        }
    }
    pick
}

/// The weapons the scenario's `duel:` chooses for the duel replayed (the initiator's and the
/// defender's), each held to what its duelist may take: whether a rule refuses a choice (what
/// it turns on that is not given goes to `unknown`).
fn chosen_weapons(e: &mut Cx, [a, b]: [CardIx; 2], unknown: &mut Vec<String>) -> bool {
    let board = e.board;
    let duel = &board.young_jedi.duel;
    let mut refused = false;
    for (c, choice, role) in [
        (a, &duel.attacker_weapon, Role::Initiates),
        (b, &duel.defender_weapon, Role::Defends),
    ] {
        if let Some(x) = choice {
            refused |= chosen_weapon(e, c, x, role, unknown);
        }
    }
    refused
}

/// The weapon the scenario's `duel:` names for duelist `c` (`none`, a title or an `@id`):
/// `Some(None)` for none, `None` when no weapon in its stack or uncarried on its planet is so
/// named.
fn named_weapon(board: &Board, c: CardIx, choice: &str) -> Option<Option<CardIx>> {
    if normalize(choice) == "none" {
        return Some(None);
    }
    let id = choice.trim().strip_prefix('@');
    let key_title = normalize(choice);
    weapons_near(board, c)
        .into_iter()
        .find(|&w| match id {
            Some(id) => board.cards[w].id.as_deref() == Some(id),
            None => {
                let t = board.card_def(w).key();
                t == key_title || is_shortening(&key_title, t)
            }
        })
        .map(Some)
}

/// The weapon the scenario's `duel:` chooses for a duelist, held to what it may take: whether
/// a rule refuses the choice (a fact it turns on that is not given goes to `unknown`).
fn chosen_weapon(
    e: &mut Cx,
    c: CardIx,
    choice: &str,
    role: Role,
    unknown: &mut Vec<String>,
) -> bool {
    let board = e.board;
    let name = board.card_def(c).plain_title().to_string();
    let p = planet_name(board, planet_of(board, c).unwrap_or(0)).to_string();
    let (rule, key) = match role {
        Role::Initiates => (&INITIATE, "attacker_weapon"),
        _ => (&DEFENDER, "defender_weapon"),
    };
    let w = match named_weapon(board, c, choice) {
        Some(None) if role == Role::Initiates => {
            e.because(
                &INITIATE,
                format!(
                    "`duel: {key}: none`: the duel's initiator fights with a lightsaber it can use"
                ),
            );
            return true;
        }
        Some(None) => {
            e.because(
                &DEFENDER,
                format!("{name} defends with no weapon, as `duel: {key}` chooses (the defender may choose one weapon it can use, or none)"),
            );
            return false;
        }
        Some(Some(w)) => w,
        None => {
            e.because(
                rule,
                format!(
                    "`duel: {key}` names {choice}, which is not a weapon in {name}'s stack or uncarried on {p}"
                ),
            );
            return true;
        }
    };
    let wname = board.card_name(w);
    let wd = board.card_def(w);
    if role == Role::Initiates && !is_lightsaber(wd) {
        e.because(
            &INITIATE,
            format!("`duel: {key}` names {wname}, not a lightsaber: the initiator duels with a lightsaber"),
        );
        return true;
    }
    match usable(board, wd, board.card_def(c)) {
        Some(true) => {
            e.because(
                rule,
                format!(
                    "{name} takes {wname}, as `duel: {key}` chooses: a weapon it can use there"
                ),
            );
            false
        }
        Some(false) => {
            e.because(
                rule,
                format!(
                    "`duel: {key}` names {wname}, usable by {}, not by {name}",
                    wd.yj.usable_by.join(" or ")
                ),
            );
            true
        }
        None => {
            unknown.push(format!(
                "whether {name} may use {wname} (`usable_by:` under `cards:`)"
            ));
            false
        }
    }
}

/// What a duelist does in the duel, for the weapon it takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    Initiates,
    Defends,
    /// Asked of its hand alone.
    Fights,
}

pub(crate) fn ask_hand(e: &mut Eval, card: &CardRef, destiny: Option<i64>) -> Result<(), AskError> {
    let board = e.board;
    let c = character(e, card)?;
    let side = board.cards[c].side;
    e.v.side = Some(side);
    let name = board.card_name(c);
    let row = planet_of(board, c).unwrap_or(0);
    let p = planet_name(board, row).to_string();
    e.fact("planet", p.clone());
    let weapon = take_weapon(e, c, &arms(board, c, false), Role::Fights);
    e.fact(
        "weapon",
        weapon.map_or("none".to_string(), |w| board.card_name(w)),
    );
    let anakin = is_anakin(board.card_def(c));
    if destiny.is_some() && !anakin {
        e.consider(
            &HAND,
            format!("{name} is not Anakin: no destiny is added to its power"),
        );
    }
    match hand_power(board, c, weapon, destiny.filter(|_| anakin)) {
        Ok((n, words)) => {
            let deck = deck_size(board, side);
            let h = hand_size(n, anakin, deck);
            e.because(
                &HAND,
                format!(
                    "{name}'s dueling hand is sized by {words} = {n}; no destiny is drawn for the weapon"
                ),
            );
            if h.destiny_card {
                e.because(
                    &HAND,
                    "Anakin's destiny card goes into his player's own hand before that hand is put aside: it counts in the total, but it is not one of the dueling hand's cards, which are all drawn from the deck afterwards",
                );
            }
            if h.short {
                let d = deck.unwrap_or(0);
                e.because(
                    &HAND,
                    format!(
                        "the {} draw deck held only {d} card{}{}: the hand is the {} card{} that can be drawn",
                        side_title(side),
                        s_for(d),
                        if h.destiny_card {
                            ", one of them the destiny card, which left it first"
                        } else if anakin {
                            ", so not even a destiny could be drawn"
                        } else {
                            ""
                        },
                        h.size,
                        s_for(h.size)
                    ),
                );
            } else if deck.is_none() {
                e.assume(format!(
                    "the {} draw deck holds enough cards for the hand (its size is not given)",
                    side_title(side)
                ));
            }
            e.detail("the dueling hand still belongs to the draw deck: drawing its last card loses no game");
            e.answer(Answer::Number(h.size));
        }
        Err(m) => {
            if let Some(w) = weapon.filter(|&w| {
                matches!(
                    weapon_dots(board, board.card_def(w), board.card_def(c)),
                    WeaponDots::Unknown(_)
                ) && board.card_def(w).yj.bonus.is_empty()
            }) {
                e.because(
                    &HAND,
                    format!(
                        "{name}'s dueling hand is its total power, every power bonus dot counted, {}'s included: those are not known, and they are not taken as 0",
                        board.card_name(w)
                    ),
                );
            }
            e.missing(m);
        }
    }
    Ok(())
}

// ---------------------------------------------------------------- duel

/// The cards of a dueling hand (or of the next draws) by their destiny; `None` when a card's
/// destiny is not given (each recorded as missing).
fn duel_cards(e: &mut Cx, cards: &[HandCard]) -> Option<Vec<DuelCard>> {
    let board = e.board;
    let mut out = Vec::new();
    let mut known = true;
    for h in cards {
        match h {
            HandCard::Destiny(n) => out.push(DuelCard::destiny(*n)),
            HandCard::Card(d) => {
                let def = board.def(*d);
                match def.yj.destiny {
                    Some(n) => out.push(DuelCard {
                        label: def.plain_title().to_string(),
                        destiny: n,
                        when: def.yj.when_dueling.clone(),
                    }),
                    None => {
                        known = false;
                        e.missing(format!(
                            "the destiny number of {} (`destiny:` under `cards:`)",
                            def.plain_title()
                        ));
                    }
                }
            }
        }
    }
    known.then_some(out)
}

pub(crate) fn ask_duel(
    e: &mut Eval,
    attacker: &CardRef,
    defender: &CardRef,
    hands: Option<&(Vec<i64>, Vec<i64>)>,
) -> Result<(), AskError> {
    let board = e.board;
    let a = character(e, attacker)?;
    let b = character(e, defender)?;
    let side = board.cards[a].side;
    e.v.side = Some(side);
    let row = planet_of(board, a).unwrap_or(0);
    let p = planet_name(board, row).to_string();
    e.fact("planet", p.clone());
    let found = duel_act(e, a, None, Some(b), true);
    if found.is_refused() || found.is_open() {
        e.settle(found, None);
        return Ok(());
    }
    let Some((saber, defender_weapon)) = arm_duelists(e, [a, b], &p) else {
        return Ok(());
    };
    // The duel the table allowed, fought out by its play check: its lines are the answer.
    let played = play(
        e,
        &Act::Duel {
            attacker: a,
            saber: Some(saber),
            defender: Some(b),
            replay: true,
            fought: Some(Fought {
                defender_weapon,
                hands,
            }),
            who_defends: false,
        },
    );
    e.settle(found.and(played), None);
    Ok(())
}

/// How the duel the table allowed is fought and how it ends (dotf.duel.hand, .exchange,
/// .special-text, .defeat, .no-defeat): the play check of `duel`. A duelist printed with
/// DAMAGE 0 is discarded at once; otherwise the dueling hands (the question's, else the
/// scenario's) are held to the power that sizes them and replayed exchange by exchange, and
/// the defeat, or the hits left when both hands are spent, decide the damage. Its lines are
/// the answer; a fact the duel turns on that the board does not give leaves it open.
pub static PLAY_CHECK: Check = Check {
    on: &[Action::Duel],
    stage: Stage::Play,
    name: "how a duel is fought, from the dueling hands to the damage",
    rules: &[&HAND, &EXCHANGE, &SPECIAL_TEXT, &DEFEAT, &NO_DEFEAT],
    run: play_check,
};

fn play_check(e: &mut Cx, act: &Act) -> Outcome {
    let Act::Duel {
        attacker: a,
        saber: Some(saber),
        defender: Some(b),
        fought: Some(fought),
        ..
    } = *act
    else {
        return Outcome::NotMine;
    };
    let board = e.board;
    let side = board.cards[a].side;
    let Some(damage) = printed_damage(e, [a, b]) else {
        return Outcome::Open;
    };
    // Plain titles: the two duelists are opposing characters, never one title twice.
    let d = Duelists {
        cards: [a, b],
        names: [a, b].map(|c| board.card_def(c).plain_title().to_string()),
        weapons: [Some(saber), fought.defender_weapon],
        damage,
        sides: [side, side.opponent()],
    };
    if damage.contains(&0) {
        zero_damage_duel(e, &d);
        return Outcome::Clear;
    }
    let Some([ah, bh, adraws, bdraws]) = dueling_hands(e, fought.hands) else {
        return Outcome::Open;
    };
    // The hands against the power that sizes them.
    for (i, hand) in [&ah, &bh].into_iter().enumerate() {
        check_hand(e, &d, i, hand.len() as i64);
    }
    let [an, bn] = &d.names;
    let hand_words = |h: &[DuelCard]| {
        h.iter()
            .map(|c| {
                if c.label == c.destiny.to_string() {
                    c.label.clone()
                } else {
                    format!("{} ({})", c.label, c.destiny)
                }
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    e.detail(format!(
        "hands in the order played: {an}: {} / {bn}: {}",
        hand_words(&ah),
        hand_words(&bh)
    ));
    let r = replay([
        Duelist {
            name: an.clone(),
            damage: d.damage[0],
            lightsaber: true,
            hand: ah,
            draws: adraws,
        },
        Duelist {
            name: bn.clone(),
            damage: d.damage[1],
            lightsaber: fought
                .defender_weapon
                .is_some_and(|w| is_lightsaber(board.card_def(w))),
            hand: bh,
            draws: bdraws,
        },
    ]);
    for l in &r.log {
        e.detail(l.clone());
    }
    e.data(replay_data(&d, &r));
    replay_reasons(e, &d, &r);
    let (lines, discarded) = duel_outcome(e, &d, &r);
    battle_goes_on(e, &d.names, &discarded);
    e.result(lines);
    if r.unmodelled.is_empty() {
        Outcome::Clear
    } else {
        Outcome::Open
    }
}

/// The two duelists of `duel`, the initiator first: the cards, their plain titles, the weapons
/// they duel with (the initiator's always a lightsaber), their printed DAMAGE and their sides.
struct Duelists {
    cards: [CardIx; 2],
    names: [String; 2],
    weapons: [Option<CardIx>; 2],
    damage: [i64; 2],
    sides: [Side; 2],
}

/// The weapons the duelists take up (the scenario's choice, else what the rules let them): the
/// initiator's lightsaber and the defender's weapon, if any; `None` when the initiator has no
/// lightsaber or a chosen weapon is not there (the initiation check has refused the duel, or
/// left it open, then: the handler settles that first).
fn arm_duelists(
    e: &mut Eval,
    [a, b]: [CardIx; 2],
    planet: &str,
) -> Option<(CardIx, Option<CardIx>)> {
    let board = e.board;
    let (an, bn) = (
        board.card_def(a).plain_title(),
        board.card_def(b).plain_title(),
    );
    let duel = &board.young_jedi.duel;
    let saber = match &duel.attacker_weapon {
        Some(x) => named_weapon(board, a, x)?,
        None => take_weapon(e, a, &arms(board, a, true), Role::Initiates),
    }?;
    let bweapon = match &duel.defender_weapon {
        Some(x) => named_weapon(board, b, x)?,
        None => take_weapon(e, b, &arms(board, b, false), Role::Defends),
    };
    if bweapon.is_none() && duel.defender_weapon.is_none() {
        e.assume(format!(
            "{bn} defends with no weapon (none it can use is in its stack or uncarried on {planet})"
        ));
    }
    e.fact("attacker", format!("{an} with {}", board.card_name(saber)));
    e.fact(
        "defender",
        match bweapon {
            Some(w) => format!("{bn} with {}", board.card_name(w)),
            None => format!("{bn}, with no weapon"),
        },
    );
    e.assume(format!(
        "{bn} is the character that defends (its player may put forward a dueling character there instead: ask `duel-defenders`)"
    ));
    Some((saber, bweapon))
}

/// The duelists' printed DAMAGE, or what is missing of it.
fn printed_damage(e: &mut Cx, cards: [CardIx; 2]) -> Option<[i64; 2]> {
    let defs = cards.map(|c| e.board.card_def(c));
    if let [Some(da), Some(db)] = defs.map(|d| d.yj.damage) {
        return Some([da, db]);
    }
    for d in defs {
        if d.yj.damage.is_none() {
            e.missing(format!(
                "the printed DAMAGE of {} (`damage:` under `cards:`)",
                d.plain_title()
            ));
        }
    }
    None
}

/// A duelist with a printed DAMAGE of 0: the duel ends before any hand is drawn.
fn zero_damage_duel(e: &mut Cx, d: &Duelists) {
    let names = &d.names;
    let st = settle_zero(d.damage);
    let mut discarded = Vec::new();
    for i in replay::zero_damage(d.damage) {
        discarded.push(names[i].clone());
        e.because(
            &DEFEAT,
            format!(
                "{} has a printed DAMAGE of 0: it is simply discarded, and the duel ends at once with no dueling hands drawn",
                names[i]
            ),
        );
    }
    let winner = st.winner.map_or("none".to_string(), |w| names[w].clone());
    e.detail("no dueling hand is drawn, no card is played, no hit is scored");
    battle_goes_on(e, names, &discarded);
    e.result(vec![
        format!("winner: {winner}"),
        format!("discarded: {}", joined(&discarded)),
        "damage: none".into(),
        "hits: none".into(),
    ]);
}

/// The dueling hands and next draws, initiator's hand, defender's hand, initiator's draws,
/// defender's draws: from the question, else the scenario's `duel:`; `None` when they are not
/// given or a card of them has no destiny (what is missing is recorded).
fn dueling_hands(e: &mut Cx, hands: Option<&(Vec<i64>, Vec<i64>)>) -> Option<[Vec<DuelCard>; 4]> {
    let board = e.board;
    let duel = &board.young_jedi.duel;
    match hands {
        Some((x, y)) => Some([
            x.iter().map(|&n| DuelCard::destiny(n)).collect(),
            y.iter().map(|&n| DuelCard::destiny(n)).collect(),
            Vec::new(),
            Vec::new(),
        ]),
        None => match (&duel.attacker_hand, &duel.defender_hand) {
            (Some(x), Some(y)) => {
                // Every card read, so each destiny missing is named.
                let cards =
                    [x, y, &duel.attacker_draws, &duel.defender_draws].map(|h| duel_cards(e, h));
                let [Some(ah), Some(bh), Some(ad), Some(bd)] = cards else {
                    return None;
                };
                Some([ah, bh, ad, bd])
            }
            _ => {
                e.missing("the dueling hands: add `hands <n,…> / <n,…>` to the question, or `attacker_hand` and `defender_hand` under the scenario's `duel:`");
                None
            }
        },
    }
}

/// Duelist `i`'s hand of `given` cards against the power that sizes it: a hand of another size is
/// taken as given, with a warning; Anakin's destiny is read back from his hand's size.
fn check_hand(e: &mut Cx, d: &Duelists, i: usize, given: i64) {
    let board = e.board;
    let (c, n) = (d.cards[i], &d.names[i]);
    let deck = deck_size(board, d.sides[i]);
    match hand_power(board, c, d.weapons[i], None) {
        Ok((want, words)) => {
            let h = hand_size(want, false, deck);
            e.detail(format!(
                "{n}'s dueling hand: {given} card{} ({words} = {want}{})",
                s_for(given),
                if h.short {
                    format!(", capped at the {} cards of the draw deck", h.size)
                } else {
                    String::new()
                }
            ));
            if given != h.size {
                e.assume(format!(
                    "{n}'s hand of {given} card{} is taken as given, though its power makes {} (card text, or a draw deck other than the board's)",
                    s_for(given),
                    h.size
                ));
                e.warn(format!(
                    "{n}'s dueling hand has {given} card{}, but the rules give {} ({words}{})",
                    s_for(given),
                    h.size,
                    if h.short {
                        ", capped by the draw deck"
                    } else {
                        ""
                    }
                ));
            }
        }
        Err(_) if is_anakin(board.card_def(c)) => {
            if let Ok((base, _)) = hand_power(board, c, d.weapons[i], Some(0)) {
                e.detail(format!(
                    "{n}'s dueling hand: {given} card{}, drawn after the destiny card for Anakin's power went to his player's own hand: {base} + that destiny",
                    s_for(given)
                ));
                match anakin_destiny(base, given, deck) {
                    Some((lo, Some(hi))) if lo == hi => e.consider(
                        &HAND,
                        format!(
                            "{n} is Anakin: his destiny card goes to his own hand, then he draws {base} + destiny; the {given} cards given mean a destiny of {lo}"
                        ),
                    ),
                    Some((lo, hi)) => e.consider(
                        &HAND,
                        format!(
                            "{n} is Anakin: his destiny card goes to his own hand, then he draws {base} + destiny; the {given} cards given mean a destiny {}",
                            match hi {
                                Some(h) => format!("of {lo} to {h}"),
                                None => format!("of {lo} or more (the draw deck ran out)"),
                            }
                        ),
                    ),
                    None => e.assume(format!(
                        "{n}'s hand of {given} card{} is taken as given, though no destiny drawn for Anakin makes it ({base} + destiny, drawn after the destiny card left the deck{})",
                        s_for(given),
                        match deck {
                            Some(d) => format!(", from a draw deck of {d}"),
                            None => String::new(),
                        }
                    )),
                }
            }
        }
        Err(m) => e.detail(format!(
            "{n}'s dueling hand: {given} card{}, as given (its size is not checked: {m} is not known)",
            s_for(given)
        )),
    }
}

/// The replay as plain data (the JSON answer's `computed`).
fn replay_data(d: &Duelists, r: &replay::Replay) -> crate::verdict::Computed {
    use crate::verdict::{Computed, DuelAttack, DuelBlock, DuelPlay, DuelReplay};
    let play = |(label, destiny): &(String, i64)| DuelPlay {
        label: label.clone(),
        destiny: *destiny,
    };
    Computed::Duel(DuelReplay {
        duelists: d.names.to_vec(),
        damage: d.damage.to_vec(),
        hits: r.hits.to_vec(),
        defeated: match r.end {
            replay::End::Defeated(i) => Some(d.names[i].clone()),
            replay::End::Exhausted => None,
        },
        attacks: r
            .exchanges
            .iter()
            .map(|x| DuelAttack {
                number: x.number,
                attacker: x.attacker.clone(),
                card: play(&x.card),
                blocks: x
                    .blocks
                    .iter()
                    .map(|(by, c)| DuelBlock {
                        by: by.clone(),
                        card: play(c),
                    })
                    .collect(),
                hit: x.hit.clone(),
                hits_after: x.hits_after,
            })
            .collect(),
    })
}

/// The rules the replay applied: the exchanges, and the "When dueling" text of hitting cards.
fn replay_reasons(e: &mut Cx, d: &Duelists, r: &replay::Replay) {
    e.assume("each hand is played in the order given, and every attack that can be blocked is blocked with the first card of the same destiny (a player may decline to block: reorder the hand to replay that)");
    e.because(
        &EXCHANGE,
        format!(
            "{} attacked first; {} attack{} from hand and {} block{} of matching destiny (each block attacking in turn), every exchange ending in a hit on the side that could not block, which then attacked",
            d.names[0],
            r.attacks,
            if r.attacks == 1 { "" } else { "s" },
            r.blocks,
            if r.blocks == 1 { "" } else { "s" },
        ),
    );
    if !r.applied.is_empty() {
        e.because(
            &SPECIAL_TEXT,
            format!(
                "\"When dueling\" text on a hitting card, its duelist using a lightsaber: {}",
                r.applied.join("; ")
            ),
        );
    }
    if !r.ignored.is_empty() {
        e.because(
            &SPECIAL_TEXT,
            format!(
                "\"When dueling\" text did nothing, its duelist not using a lightsaber: {}",
                r.ignored.join("; ")
            ),
        );
    }
    if r.applied.is_empty() && r.ignored.is_empty() && r.unmodelled.is_empty() {
        e.consider(
            &SPECIAL_TEXT,
            "no card that scored a hit had \"When dueling\" text",
        );
    }
    for u in &r.unmodelled {
        e.missing(format!(
            "what {u}'s \"When dueling\" text does (given as `other`)"
        ));
    }
    for n in &r.short_draws {
        e.assume(format!(
            "{n}'s next draws (`…_draws` under `duel:`) ran out: it added only the cards listed"
        ));
    }
}

/// How the replayed duel ends: the defeat (or the damage of hands run out), the answer's lines
/// and what is discarded.
fn duel_outcome(e: &mut Cx, d: &Duelists, r: &replay::Replay) -> (Vec<String>, Vec<String>) {
    let board = e.board;
    let (names, [da, db]) = (&d.names, d.damage);
    let [an, bn] = names;
    let owner = |i: usize| d.sides[i];
    let weapon_name = |i: usize| d.weapons[i].map(|w| board.card_def(w).plain_title().to_string());
    e.detail(format!(
        "both players shuffle their dueling cards (hand and pile) back into their draw decks: {an} {}, {bn} {}",
        r.returned[0], r.returned[1]
    ));
    let hits_line = format!("hits: {an} {} / {bn} {}", r.hits[0], r.hits[1]);
    let mut st = settle(r, d.damage);
    // The defeated duelist's own text that changes its DAMAGE while using its weapon applies
    // now, once the dueling cards are reshuffled.
    let text_change = st.defeated.and_then(|l| damage_text(board, d, l));
    if let (Some(l), Some((change, _))) = (st.defeated, &text_change) {
        st.damage = Some((l, (d.damage[l] + change).max(0))).filter(|(_, n)| *n > 0);
    }
    let damage_line = match st.damage {
        Some((i, n)) => format!("damage: {} {n}", owner(i).name()),
        None => "damage: none".into(),
    };
    let mut discarded = Vec::new();
    match (st.defeated, st.winner) {
        (Some(l), Some(w)) => {
            let printed = if l == 0 { da } else { db };
            let dmg = st.damage.map_or(0, |(_, n)| n);
            discarded.push(names[l].clone());
            if let Some(x) = weapon_name(l) {
                discarded.push(x);
            }
            e.because(
                &DEFEAT,
                format!(
                    "{} took {} hits, at least its printed DAMAGE {printed}: defeated, it is discarded{}; once the dueling cards are reshuffled, the {} takes its damage",
                    names[l],
                    r.hits[l],
                    match weapon_name(l) {
                        Some(x) => format!(" with {x}"),
                        None => String::new(),
                    },
                    side_title(owner(l))
                ),
            );
            e.consider(&NO_DEFEAT, format!("{} was defeated", names[l]));
            match &text_change {
                Some((_, words)) => e.because(&DEFEAT, words.clone()),
                None => e.assume(format!(
                    "no game text changes the damage for {} (it would apply now)",
                    names[l]
                )),
            }
            e.detail(format!(
                "then the {} takes {dmg} damage for {}; the hit tokens left on {} are removed",
                side_title(owner(l)),
                names[l],
                names[w]
            ));
        }
        _ => {
            e.consider(
                &DEFEAT,
                format!(
                    "neither reached its printed DAMAGE ({an} {} of {da}, {bn} {} of {db})",
                    r.hits[0], r.hits[1]
                ),
            );
            match st.damage {
                Some((i, n)) => {
                    e.because(
                        &NO_DEFEAT,
                        format!(
                            "both hands ran out with no defeat: {} bears more hit tokens ({n} to {}), so the {} takes {n} damage",
                            names[i],
                            r.hits[1 - i],
                            side_title(owner(i)),
                        ),
                    );
                    e.detail(format!(
                        "then the {} takes {n} damage; all hit tokens are removed",
                        side_title(owner(i)),
                    ));
                }
                None => {
                    e.because(
                        &NO_DEFEAT,
                        format!(
                            "both hands ran out with no defeat and {} hit token{} each: a tie, nobody takes damage",
                            r.hits[0],
                            s_for(r.hits[0])
                        ),
                    );
                    e.detail("all hit tokens are removed");
                }
            }
        }
    }
    let lines = vec![
        format!(
            "winner: {}",
            st.winner.map_or("none".to_string(), |w| names[w].clone())
        ),
        format!("discarded: {}", joined(&discarded)),
        damage_line,
        hits_line,
    ];
    (lines, discarded)
}

/// Duelist `i`'s own text changing its DAMAGE while using the weapon it dueled with: the
/// change and the reason in words.
fn damage_text(b: &Board, d: &Duelists, i: usize) -> Option<(i64, String)> {
    let def = b.card_def(d.cards[i]);
    let w = b.card_def(d.weapons[i]?);
    let u = def.yj.when_using.as_ref().filter(|u| u.names(w.key()))?;
    if u.damage == 0 {
        return None;
    }
    let n = (d.damage[i] + u.damage).max(0);
    let (verb, by, dir) = if u.damage < 0 {
        ("subtracts", -u.damage, "from")
    } else {
        ("adds", u.damage, "to")
    };
    Some((
        u.damage,
        format!(
            "{}'s own text {verb} {by} {dir} its DAMAGE while it uses {}: that game text applies now, so its owner takes {n}, not its printed {}",
            d.names[i],
            w.plain_title(),
            d.damage[i]
        ),
    ))
}

/// After the duel the Battle step goes on: what still stands (duelists and the weapons they
/// used) may battle; what the duel discarded may not.
fn battle_goes_on(e: &mut Cx, names: &[String; 2], discarded: &[String]) {
    let standing: Vec<String> = names
        .iter()
        .filter(|n| !discarded.contains(n))
        .cloned()
        .collect();
    e.detail(match (standing.as_slice(), discarded.is_empty()) {
        (_, true) => "the Battle step goes on: both duelists and their weapons may still battle this turn".to_string(),
        ([], false) => format!(
            "the Battle step goes on without the duelists: {} left play and cannot battle",
            joined(discarded)
        ),
        (s, false) => format!(
            "the Battle step goes on: {} (and the weapon it used) may still battle this turn; {} left play and cannot",
            joined(s),
            joined(discarded)
        ),
    });
}

// ---------------------------------------------------------------- can battle

/// A card that took part in this turn's duel may battle too: the duel does not replace the
/// battle. (Whether any card may battle is the Young Jedi rulebook's, not modelled: open.)
pub static AFTER_CHECK: Check = Check {
    on: &[Action::Battle],
    stage: Stage::Rule,
    name: "cards that dueled this turn may battle too",
    rules: &[&AFTER],
    run: after_check,
};

pub static CHECKS: &[&Check] = &[&INITIATION_CHECK, &PLAY_CHECK, &AFTER_CHECK];

fn after_check(e: &mut Cx, act: &Act) -> Outcome {
    let Act::Battle { card: Some(c), .. } = *act else {
        return Outcome::NotMine;
    };
    let board = e.board;
    let name = board.card_name(c);
    if board.cards[c].this_turn.contains(&ThisTurn::Dueled) {
        e.allow(
            &AFTER,
            format!(
                "{name} took part in this turn's duel: the duel does not replace the battle, and cards that dueled may battle too"
            ),
        );
        e.assume(format!(
            "{name} may battle under the Young Jedi rulebook (on the current planet, in the Battle step)"
        ));
        return Outcome::Clear;
    }
    e.allow(
        &AFTER,
        format!(
            "{name} took part in no duel this turn: the duel rules neither clear nor bar its battle"
        ),
    );
    e.missing(format!(
        "whether {name} may battle is set by the Young Jedi rulebook's battle rules, which swjudge does not model"
    ));
    Outcome::Open
}

/// `can battle <card>`: a card on a planet, or a starship waiting in a Hyperspace pile; the
/// act meets the table.
pub(crate) fn ask_can_battle(e: &mut Eval, r: &CardRef) -> Result<(), AskError> {
    let board = e.board;
    let (side, card, pile) = match e.res.card(r) {
        Ok(c) => (board.cards[c].side, Some(c), None),
        Err(err) => match crate::rules::subject::pile_ref(r)
            .and_then(|p| crate::board::young_jedi_facts::pile_matches(board, p).ok())
            .and_then(|found| found.first().copied())
        {
            Some((side, i)) => (side, None, Some(i)),
            None => return Err(err),
        },
    };
    e.v.side = Some(side);
    let found = consult(e, &Act::Battle { side, card, pile });
    e.settle(found, None);
    Ok(())
}
