//! The Hoth energy shield: coverage, what it forbids the Dark Side, the generators' deployment
//! requirement and the generators being blown away.

use super::actions::{Act, Action, Check, Stage};
use super::eval::{Cx, Eval};
use super::shared::shield::{How, explain, shield_stops};
use super::subject::AskError;
use crate::board::facts::Shield;
use crate::board::{Board, CardIx, LocId, Place};
use crate::catalog::{CardDef, CardType, titles};
use crate::query::{CardRef, Side};
use crate::rulebook::shield::{
    DARK_MAY, LIGHT_FREE, NO_DARK_DEPLOY, NO_DARK_LANDING, NO_DARK_SYSTEM_POWER, NO_DARK_TRANSIT,
    U_NO_DARK_LANDING, U_NO_DARK_TRANSIT,
};
use crate::verdict::Answer;

/// `shielded <location>`
pub(crate) fn ask_shielded(e: &mut Eval, location: &CardRef) -> Result<(), AskError> {
    let l = e.res.location(location)?;
    let yes = e.by_hand(|cx| explain(cx, l, How::Decides));
    e.answer(Answer::from_bool(yes));
    Ok(())
}

/// `battle-power <side> at <location>`
pub(crate) fn ask_battle_power(e: &mut Eval, side: Side, at: &CardRef) -> Result<(), AskError> {
    let l = e.res.location(at)?;
    e.v.side = Some(side);
    let name = e.board.loc_def(l).plain_title().to_string();
    let shielded = Shield::of(e.board).covers(e.board, l);
    if side == Side::Dark && shielded {
        e.by_hand(|cx| explain(cx, l, How::Decides));
        e.refuse(&NO_DARK_SYSTEM_POWER, format!("{name} is shielded: Dark Side starships controlling the system add no power to battles here"));
    } else {
        e.by_hand(|cx| {
            explain(
                cx,
                l,
                if side == Side::Dark {
                    How::Clears
                } else {
                    How::Aside
                },
            )
        });
        if side == Side::Light && shielded {
            e.allow(
                &LIGHT_FREE,
                format!("{name} is shielded, but the shield never restricts the Light Side"),
            );
        } else if side == Side::Dark {
            e.allow(
                &NO_DARK_SYSTEM_POWER,
                format!("{name} is not shielded, so the shield takes no system power away"),
            );
        } else {
            e.consider(
                &NO_DARK_SYSTEM_POWER,
                "the shield only ever takes power from the Dark Side",
            );
        }
        e.assume("a card grants power for controlling the system (the system's or a starship's own game text)");
        e.answer(Answer::Yes);
    }
    Ok(())
}

fn side_site(board: &Board, c: CardIx) -> Option<LocId> {
    board.location_of(c).filter(|&l| board.loc_def(l).is_site())
}

/// A move by Bombing Run: its acts meet the table (the Bombing Run's check and the shield's)
/// through the Bombing Run's rules (`rules::readings`).
pub(crate) struct Run {
    pub card: CardIx,
    pub dest: LocId,
    pub side: Side,
}

/// `can move <card> to <location> [by <card>]`: the shield part.
pub(crate) fn ask_move(
    e: &mut Eval,
    card: &CardRef,
    to: &CardRef,
    by: Option<&CardRef>,
    asker: Option<Side>,
) -> Result<Option<Run>, AskError> {
    let c = e.res.card(card)?;
    let dest = e.res.location(to)?;
    let side = asker.unwrap_or(e.board.cards[c].side);
    e.v.side = Some(side);
    let mut sites: Vec<LocId> = Vec::new();
    if let Some(s) = side_site(e.board, c) {
        sites.push(s);
    }
    if e.board.loc_def(dest).is_site() && !sites.contains(&dest) {
        sites.push(dest);
    }
    let Some(by) = by else {
        // A regular move: the shield does not stop Dark Side movement from site to site.
        let sh = Shield::of(e.board);
        if side == Side::Dark
            && sites.iter().any(|&l| sh.covers(e.board, l))
            && matches!(e.board.cards[c].place, Place::At(_))
        {
            for &l in &sites {
                e.by_hand(|cx| explain(cx, l, How::Aside));
            }
            e.allow(&DARK_MAY, "the shield does not stop the Dark Side moving characters and vehicles from site to site underneath it");
        } else if side == Side::Light && sites.iter().any(|&l| sh.covers(e.board, l)) {
            e.allow(&LIGHT_FREE, "the shield never restricts the Light Side");
        }
        e.missing("a regular move is judged by `can move` without `by`");
        return Ok(None);
    };
    let by_def = e.res.card_or_def(by)?.def(e.board);
    let by_title = by_def.plain_title();
    let what = format!("{by_title}'s movement");
    if by_def.is_titled(titles::ELIS_HELROT) {
        // Elis Helrot's relocation met the table first (`readings`), whose shield check stops
        // it as it stops transit (`run_move_check`): here it was not stopped.
    } else if by_def.is_titled(titles::BOMBING_RUN) {
        // The Bombing Run's acts (its legs, or a move by it that is none) meet the table, whose
        // shield check stops them as it stops transit (`landing_check`).
        return Ok(Some(Run {
            card: c,
            dest,
            side,
        }));
    } else {
        let rule = e.pick(&U_NO_DARK_TRANSIT, &NO_DARK_TRANSIT);
        let shielded = sites
            .iter()
            .any(|&l| Shield::of(e.board).covers(e.board, l));
        if side == Side::Dark && shielded {
            for &l in &sites {
                e.by_hand(|cx| explain(cx, l, How::Aside));
            }
            e.consider(rule, format!("the shield stops Dark Side movement it would logically stop; the documents do not name {by_title}"));
            e.missing(format!("whether {by_title}'s movement would logically be stopped by the energy shield: that turns on its game text, which swjudge does not read"));
            return Ok(None);
        }
        shield_stops(e, side, &sites, rule, &what);
    }
    e.missing(format!(
        "where {by_title} may take the card and at what cost: its own game text decides, which swjudge does not read (the documents add only the shield's part)"
    ));
    Ok(None)
}

/// The shield over a site: what the Dark Side may not deploy there, land at or take off from.
/// One row for the shield's rules, whatever the act.
pub static SITE_CHECK: Check = Check {
    on: &[
        Action::Deploy,
        Action::Land,
        Action::TakeOff,
        Action::Move,
        Action::Shuttle,
        Action::Transit,
        Action::Bomb,
    ],
    stage: Stage::Rule,
    name: "the shield over the site",
    rules: &[
        &NO_DARK_DEPLOY,
        &DARK_MAY,
        &LIGHT_FREE,
        &NO_DARK_LANDING,
        &U_NO_DARK_LANDING,
        // Shuttling and transit, and what the shield stops as it stops them (a bomber's
        // Bombing Run legs, Elis Helrot's relocation).
        &NO_DARK_TRANSIT,
        &U_NO_DARK_TRANSIT,
        // The shield's state and extent, which the check reads and explains.
        &crate::rulebook::shield::COVERAGE,
        &crate::rulebook::shield::INACTIVE,
        &crate::rulebook::shield::BLOWN_AWAY,
        &crate::rulebook::shield::U_BLOWN_AWAY,
        &crate::rulebook::layout::WAMPA_NEVER_OUTERMOST,
    ],
    run: site_check,
};

pub static CHECKS: &[&Check] = &[&SITE_CHECK, &GENERATORS_CHECK];

fn site_check(e: &mut Cx, act: &Act) -> crate::rules::actions::Outcome {
    match act {
        Act::Deploy { .. } => crate::rules::actions::Outcome::refused_if(deploy_check(e, act)),
        Act::Bomb { .. } => bombardment_check(e, act),
        _ => landing_check(e, act),
    }
}

fn landing_check(e: &mut Cx, act: &Act) -> crate::rules::actions::Outcome {
    use crate::rules::actions::Outcome;
    let Act::Move {
        kind,
        card,
        side,
        to,
        flier,
        ..
    } = *act
    else {
        return Outcome::NotMine;
    };
    let (site, what) = match kind {
        Action::Land => (to, "land"),
        Action::TakeOff => (e.board.location_of(card), "take off"),
        Action::Move => return run_move_check(e, act),
        Action::Shuttle | Action::Transit => return transit_check(e, act),
        _ => return Outcome::NotMine,
    };
    match site.filter(|&l| e.board.loc_def(l).is_site()) {
        // A bomber's swoop down to its target zone, or its return: the shield stops a Bombing
        // Run as it stops transit.
        Some(site) if flier == crate::rules::actions::Flier::Run => {
            Outcome::refused_if(super::shared::shield::run_stopped(e, side, &[site]))
        }
        Some(site) => Outcome::refused_if(super::shared::shield::shield_check(
            e, side, card, site, what,
        )),
        None => Outcome::NotMine,
    }
}

/// Orbital bombardment of a shielded interior site by the Dark Side: the shield rules list what
/// the Dark Side may not do at shielded sites, and bombardment is not among them, though they
/// call the shield strong enough to withstand any bombardment: open. (Carpet bombing from the
/// system includes the swoop down to the target zone, a landing's act that this check meets
/// as a Bombing Run.)
fn bombardment_check(e: &mut Cx, act: &Act) -> crate::rules::actions::Outcome {
    use crate::rules::actions::Outcome;
    let Act::Bomb { at, side, .. } = *act else {
        return Outcome::NotMine;
    };
    let board = e.board;
    if !e.in_force(&crate::rulebook::bombers::BOMBERS)
        || side != Side::Dark
        || !board.loc_def(at).is_site()
        || !board.loc_def(at).has_icon(crate::catalog::Icon::Interior)
        || !Shield::of(board).covers(board, at)
    {
        return Outcome::NotMine;
    }
    super::shared::shield::explain(e, at, How::Aside);
    e.missing(format!("whether the energy shield stops orbital bombardment of {}: the shield rules list what the Dark Side may not do at shielded sites, and bombardment is not among them, though they call the shield strong enough to withstand any bombardment", board.loc_def(at).plain_title()));
    Outcome::Open
}

/// Shuttling and docking bay transit: the shield stops the Dark Side's where it covers a site
/// they touch (the site a character or vehicle shuttles up from or down to, the transit's two
/// docking bays).
fn transit_check(e: &mut Cx, act: &Act) -> crate::rules::actions::Outcome {
    use crate::rules::actions::Outcome;
    let Act::Move {
        kind,
        card,
        side,
        to,
        ..
    } = *act
    else {
        return Outcome::NotMine;
    };
    let board = e.board;
    let sites: Vec<LocId> = match (kind, board.cards[card].place, to) {
        (Action::Transit, Place::At(origin), Some(dest)) if origin != dest => vec![origin, dest],
        (Action::Shuttle, ..) => match act.shuttle_site(board) {
            Some(site) => vec![site],
            None => return Outcome::NotMine,
        },
        _ => return Outcome::NotMine,
    };
    let rule = e.pick(&U_NO_DARK_TRANSIT, &NO_DARK_TRANSIT);
    let what = if kind == Action::Shuttle {
        "shuttling"
    } else {
        "docking bay transit"
    };
    Outcome::refused_if(super::shared::shield::stops(e, side, &sites, rule, what))
}

/// A move that is no landing or take-off: a regular move from site to site under the shield,
/// which the shield never stops; a move flown on a Bombing Run (one that is none of its legs,
/// which the Bombing Run's check refuses), which touches the sites at both its ends and which
/// the shield stops as it stops transit; the target zone itself (the Bombing Run card, moved
/// by its own rules) stepping onto a shielded site, which is not written.
fn run_move_check(e: &mut Cx, act: &Act) -> crate::rules::actions::Outcome {
    use crate::rules::actions::{Flier, Outcome};
    let Act::Move {
        card,
        side,
        to: Some(dest),
        by_card,
        by,
        flier,
        ..
    } = *act
    else {
        return Outcome::NotMine;
    };
    if !by_card {
        return underneath(e, card, side, dest);
    }
    let board = e.board;
    // Elis Helrot's relocation: the shield stops it as it stops transit, at the card's site and
    // the one it goes to.
    if let Some(elis) = by.filter(|d| d.is_titled(titles::ELIS_HELROT)) {
        let sites: Vec<LocId> = [side_site(board, card), Some(dest)]
            .into_iter()
            .flatten()
            .filter(|&l| board.loc_def(l).is_site())
            .fold(Vec::new(), |mut v, l| {
                if !v.contains(&l) {
                    v.push(l);
                }
                v
            });
        let rule = e.pick(&U_NO_DARK_TRANSIT, &NO_DARK_TRANSIT);
        let what = format!("{}'s movement", elis.plain_title());
        return Outcome::refused_if(super::shared::shield::stops(e, side, &sites, rule, &what));
    }
    if flier == Flier::Run {
        let sites: Vec<LocId> = [board.location_of(card), Some(dest)]
            .into_iter()
            .flatten()
            .filter(|&l| board.loc_def(l).is_site())
            .collect();
        return Outcome::refused_if(super::shared::shield::run_stopped(e, side, &sites));
    }
    let zone = board.card_def(card).is_titled(titles::BOMBING_RUN);
    if !zone
        || !e.in_force(&crate::rulebook::bombers::BOMBING_RUN)
        || board.cards[card].side != Side::Dark
        || !Shield::of(board).covers(board, dest)
    {
        return Outcome::NotMine;
    }
    let dn = board.loc_def(dest).plain_title();
    super::shared::shield::explain(e, dest, How::Aside);
    e.missing(format!("whether the energy shield stops the target zone itself moving onto the shielded {dn}: the shield rules name Bombing Run among the movements the shield stops (the bombers' trips there), but do not say whether the effect itself may move onto a shielded site"));
    Outcome::Open
}

/// A character, creature or vehicle's regular move from site to site of one planet whose way
/// (where it stands, the sites it crosses) the shield covers: the shield does not stop the
/// Dark Side there, and never restricts the Light Side. Not the shield's where it covers none.
fn underneath(e: &mut Cx, c: CardIx, side: Side, dest: LocId) -> crate::rules::actions::Outcome {
    use crate::rules::actions::Outcome;
    let board = e.board;
    let Place::At(origin) = board.cards[c].place else {
        return Outcome::NotMine;
    };
    let walks = matches!(
        board.card_def(c).card_type,
        CardType::Character | CardType::Creature | CardType::Vehicle
    );
    let row = board.locations[origin].row;
    if !walks
        || origin == dest
        || !board.loc_def(origin).is_site()
        || !board.loc_def(dest).is_site()
        || board.locations[dest].row != row
    {
        return Outcome::NotMine;
    }
    let sites = crate::board::facts::row_sites(board, row);
    let at = |l: LocId| sites.iter().position(|&x| x == l).unwrap_or(0);
    let (i, j) = (at(origin), at(dest));
    let way = &sites[i.min(j)..=i.max(j)];
    let sh = Shield::of(board);
    if !way.iter().any(|&l| sh.covers(board, l)) {
        return Outcome::NotMine;
    }
    if side == Side::Dark {
        e.allow(
            &DARK_MAY,
            "the shield does not stop the Dark Side moving from site to site underneath it",
        );
    } else {
        e.allow(&LIGHT_FREE, "the shield never restricts the Light Side");
    }
    Outcome::Clear
}

fn deploy_check(e: &mut Cx, act: &Act) -> bool {
    match *act {
        Act::Deploy {
            card,
            side,
            to: Some(to),
            ..
        } => e.board.loc_def(to).is_site() && deploy_blocked(e, side, card, to),
        // The generators, once blown away, never come back.
        Act::Deploy { card, to: None, .. } if crate::board::facts::is_generators(card) => {
            generators_blown_away(e, card)
        }
        _ => false,
    }
}

/// The Main Power Generators deployed again while the copy on table is blown away: refused
/// (true, with the reason).
fn generators_blown_away(e: &mut Cx, def: &CardDef) -> bool {
    let board = e.board;
    let Some(&l) = board.locations_titled(def.key()).first() else {
        return false;
    };
    if !(board.locations[l].state.blown_away || board.locations[l].state.face_down) {
        return false;
    }
    let rule = e.pick(
        &crate::rulebook::shield::U_BLOWN_AWAY,
        &crate::rulebook::shield::BLOWN_AWAY,
    );
    e.because(
        rule,
        "the Main Power Generators on table were blown away: that site may not be deployed again",
    );
    true
}

/// The Main Power Generators deploy only with a boundary for the shield: a marker 4–6 on
/// table, or the North Ridge deployed with them (from hand or Reserve Deck; for a starting
/// location, under the Hoth supplement, from the Reserve Deck).
pub static GENERATORS_CHECK: Check = Check {
    on: &[Action::Deploy],
    stage: Stage::Rule,
    name: "the Main Power Generators deploy only with a marker 4-6 for the boundary",
    rules: &[
        &crate::rulebook::shield::GENERATORS_NEED_MARKER,
        &crate::rulebook::shield::STARTING_LOCATION,
        &crate::rulebook::shield::U_GENERATORS_NEED_MARKER,
    ],
    run: |e, a| match *a {
        // A copy on table (blown away, collapsed, or simply there) is judged by the rules of
        // that copy: the shield's, the collapsed site's, uniqueness.
        Act::Deploy {
            card,
            to: None,
            starting,
            ..
        } if crate::board::facts::is_generators(card)
            && e.board.locations_titled(card.key()).is_empty() =>
        {
            crate::rules::actions::Outcome::refused_if(
                super::shared::shield::generators_requirement(e, starting) == Some(false),
            )
        }
        _ => crate::rules::actions::Outcome::NotMine,
    },
};

/// The shield part of deploying a card to a site. Returns true when the shield forbids it.
fn deploy_blocked(e: &mut Cx, side: Side, def: &CardDef, site: LocId) -> bool {
    let sh = Shield::of(e.board);
    if !sh.concerns(e.board, site) {
        return false;
    }
    let covered = sh.covers(e.board, site);
    let name = e.board.loc_def(site).plain_title().to_string();
    let kind = with_article(def.card_type.name());
    let barred_type = matches!(
        def.card_type,
        CardType::Character | CardType::Vehicle | CardType::Starship
    );
    if !covered {
        let live = side == Side::Dark && barred_type;
        explain(e, site, if live { How::Clears } else { How::Aside });
        if live {
            e.allow(&NO_DARK_DEPLOY, format!("{name} is not shielded, so the shield does not stop the Dark Side deploying {kind} there"));
        }
        return false;
    }
    if side == Side::Light {
        explain(e, site, How::Aside);
        e.allow(
            &LIGHT_FREE,
            format!("{name} is shielded, but the shield never restricts the Light Side"),
        );
        return false;
    }
    if barred_type {
        explain(e, site, How::Decides);
        let spy = if def.has_trait(&crate::catalog::Trait::Spy) {
            " — spies included"
        } else {
            ""
        };
        e.because(
            &NO_DARK_DEPLOY,
            format!("{name} is shielded: the Dark Side may not deploy {kind} there{spy}"),
        );
        return true;
    }
    explain(e, site, How::Aside);
    e.allow(
        &DARK_MAY,
        format!(
            "{name} is shielded, but the shield does not stop the Dark Side deploying {kind} there"
        ),
    );
    false
}

/// `effect` → `an effect`, `character` → `a character`.
fn with_article(word: &str) -> String {
    let vowel = word.starts_with(['a', 'e', 'i', 'o', 'u']);
    format!("{} {word}", if vowel { "an" } else { "a" })
}
