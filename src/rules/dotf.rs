//! Young Jedi: Duel of the Fates — starships (Hyperspace, evacuation, the space battle), Effects
//! fetched from the draw deck, and cards deployed from the draw deck; the routing of every
//! question asked of a Young Jedi board, and the helpers the duel family shares (planets, who is
//! a dueling character, who may use a weapon). Duels are in `dotf_duel.rs`.
//!
//! A Young Jedi board's rows are its planets; two cards are "at the same location" when they are
//! on the same planet (whichever location card of that planet they are listed under).

use super::actions::{Act, Action, Check, Outcome, Stage, consult, play};
use super::dotf_duel;
use super::eval::{Cx, Eval};
use super::subject::AskError;
use crate::board::young_jedi_facts::{
    cards_on, joined, pile_matches, pile_name, planet_name, planet_of, side_title,
};
use crate::board::{Board, CardIx, DrawDeck, Game, Phase};
use crate::catalog::{CardDef, CardType, DefId, Subtype, Trait, is_shortening, normalize};
use crate::query::{CardName, CardRef, QueryKind, Side};
use crate::rulebook::Ruleset;
use crate::rulebook::base::DEPLOY_PHASE;
use crate::rulebook::dotf::{
    DEPLOY_FROM_DECK, EFFECT_FETCH, EVACUATION, HYPERSPACE, STARSHIP_BATTLE,
};

/// Answers every question asked of a Young Jedi board, and says a Young Jedi question asked of
/// a Star Wars CCG board does not fit it; `None` leaves the question to the Star Wars CCG rules.
pub(crate) fn dispatch(
    e: &mut Eval,
    kind: &QueryKind,
    asker: Option<Side>,
) -> Option<Result<(), AskError>> {
    use QueryKind::*;
    let yj_verb = matches!(
        kind,
        CanDuel { .. }
            | Duel { .. }
            | CanEvacuate { .. }
            | EvacuationOutcome { .. }
            | CanBattle { .. }
            | DuelDefenders { .. }
            | Duelists { .. }
            | DuelHand { .. }
            | EffectFetch { .. }
            | DeployFromDeck { .. }
    );
    if e.board.game != Game::YoungJedi {
        if yj_verb {
            e.missing(format!(
                "`{}` is a Young Jedi question, and this board is a Star Wars CCG game (add `game: young-jedi` to judge a Young Jedi table)",
                kind.verb()
            ));
            return Some(Ok(()));
        }
        return None;
    }
    if matches!(kind, Rule { .. } | Validate) {
        return None;
    }
    if e.ruleset != Ruleset::Dotf {
        e.missing(format!(
            "this is a Young Jedi board, judged under the `dotf` ruleset, not the Star Wars CCG's `{}`",
            e.ruleset.name()
        ));
        return Some(Ok(()));
    }
    Some(match kind {
        CanDeploy {
            card, to, aboard, ..
        } => ask_deploy(e, card, to.as_ref(), aboard.as_ref(), asker),
        CanEvacuate { location } => ask_evacuate(e, location, asker),
        EvacuationOutcome {
            location,
            survivors,
        } => ask_evacuation_outcome(e, location, survivors, asker),
        EffectFetch { location } => ask_effect_fetch(e, location.as_ref(), asker),
        DeployFromDeck { card, by } => ask_deploy_from_deck(e, card, by.as_ref(), asker),
        CanDuel {
            card,
            with,
            against,
        } => dotf_duel::ask_can_duel(e, card, with, against.as_ref()),
        DuelDefenders { attacker, against } => dotf_duel::ask_defenders(e, attacker, against),
        Duelists { planet } => dotf_duel::ask_duelists(e, planet, asker),
        DuelHand { card, destiny } => dotf_duel::ask_hand(e, card, *destiny),
        Duel {
            attacker,
            defender,
            hands,
        } => dotf_duel::ask_duel(e, attacker, defender, hands.as_ref()),
        CanBattle { card } => dotf_duel::ask_can_battle(e, card),
        other => {
            e.missing(format!(
                "`{}` is a Star Wars CCG question, and this board is a Young Jedi game",
                other.verb()
            ));
            Ok(())
        }
    })
}

// ---------------------------------------------------------------- shared helpers

/// A planet named by the query: a row name, or any location of that planet.
pub(super) fn planet(e: &Eval, r: &CardRef) -> Result<usize, AskError> {
    if let CardName::Title(t) = &r.name
        && let Some(row) = e.board.row_named(t)
    {
        return Ok(row);
    }
    e.res.location(r).map(|l| e.board.locations[l].row)
}

pub(super) fn is_transport(def: &CardDef) -> bool {
    def.subtype == Some(Subtype::Transport) || def.has_trait(&Trait::Transport)
}

pub(super) fn is_starfighter(def: &CardDef) -> bool {
    def.subtype == Some(Subtype::Starfighter) || def.has_trait(&Trait::Starfighter)
}

fn pile_list(b: &Board, side: Side) -> Vec<String> {
    b.young_jedi
        .player(side)
        .hyperspace
        .iter()
        .map(|p| pile_name(b, p))
        .collect()
}

/// Does the side's draw deck hold an Effect: `None` when the deck's cards are not listed.
fn effect_in_deck(b: &Board, side: Side) -> Option<bool> {
    match &b.young_jedi.player(side).draw_deck {
        Some(DrawDeck::Cards(c)) => {
            Some(c.iter().any(|z| b.def(z.def).card_type == CardType::Effect))
        }
        Some(DrawDeck::Count(0)) => Some(false),
        _ => None,
    }
}

// ---------------------------------------------------------------- can deploy (starships)

/// Where a Young Jedi starship deploys: face up to its owner's own Hyperspace pile (never to a
/// planet, never to the other player's pile), paid in counters where the board gives them.
/// Any other card deploys by the Young Jedi rulebook, which swjudge does not model: open. A
/// starship waiting there battles on no planet.
pub static HYPERSPACE_CHECK: Check = Check {
    on: &[Action::Deploy, Action::Battle],
    stage: Stage::Rule,
    name: "Young Jedi starships deploy face up to their owner's own Hyperspace pile",
    rules: &[&HYPERSPACE],
    run: hyperspace_check,
};

/// A Young Jedi card deploys in its owner's own turn, in the deploy step (the base rule
/// `base.deploy-phase`; starships to Hyperspace too, "on your turn").
pub static DEPLOY_TIME: Check = Check {
    on: &[Action::Deploy],
    stage: Stage::Rule,
    name: "a Young Jedi card deploys in its owner's own deploy step",
    rules: &[],
    run: deploy_time_check,
};

/// The Young Jedi rows of the check table (`CheckTable::of`: a Young Jedi board's acts meet
/// these, a Star Wars CCG board's the other families').
pub static CHECKS: &[&Check] = &[
    &DEPLOY_TIME,
    &HYPERSPACE_CHECK,
    &EVACUATION_CHECK,
    &SPACE_BATTLE_CHECK,
    &DEPLOY_FROM_DECK_CHECK,
    &EFFECT_FETCH_CHECK,
];

/// `can deploy` on a Young Jedi board: the act (to Hyperspace, or to the planet asked), every
/// Young Jedi check on it, and the answer `settle` makes of them.
fn ask_deploy(
    e: &mut Eval,
    card: &CardRef,
    to: Option<&CardRef>,
    aboard: Option<&CardRef>,
    asker: Option<Side>,
) -> Result<(), AskError> {
    let board = e.board;
    let ids: Vec<DefId> = e.res.card_or_def(card)?.printings(e.board);
    let printed = |i: DefId| match board.def(i).side {
        crate::catalog::Printed::Light => Some(Side::Light),
        crate::catalog::Printed::Dark => Some(Side::Dark),
        crate::catalog::Printed::Any => None,
    };
    let side = asker
        .or(if ids.len() == 1 {
            printed(ids[0])
        } else {
            None
        })
        .or(board.turn);
    let def_id = side
        .and_then(|s| ids.iter().copied().find(|&i| board.def(i).side.fits(s)))
        .unwrap_or(ids[0]);
    let def = board.def(def_id);
    let name = def.plain_title().to_string();
    // Who deploys, where the question or the board says (the checks read it from here: the
    // act's side is only a stand-in when neither does).
    e.v.side = side;
    if let Some(a) = aboard {
        return Err(e.res.wrong_kind(
            a,
            "Young Jedi has no deploying aboard: starships deploy to Hyperspace, characters and weapons to planets".into(),
            "nothing deploys aboard",
            Some(format!("ask `can deploy \"{name}\"` or `can deploy \"{name}\" to <planet>`")),
        ));
    }
    // To Hyperspace (no location), or to a location of the planet asked.
    let to = match to {
        Some(t) if !is_hyperspace(t) => {
            let row = planet(e, t)?;
            board.rows[row].locations.first().copied()
        }
        _ => None,
    };
    let act = Act::Deploy {
        card: def,
        side: side.unwrap_or(Side::Light),
        to,
        host: None,
        with: None,
        starting: false,
        row: None,
    };
    let found = consult(e, &act);
    e.settle(found, None);
    Ok(())
}

/// The Hyperspace pile named as where a card deploys.
fn is_hyperspace(t: &CardRef) -> bool {
    matches!(&t.name, CardName::Title(x) if normalize(x) == "hyperspace" || normalize(x) == "hyperspace pile")
}

fn hyperspace_check(e: &mut Cx, act: &Act) -> Outcome {
    if let Act::Battle {
        side,
        pile: Some(i),
        ..
    } = *act
    {
        // A starship waiting in Hyperspace fights only in an evacuation's space battle.
        let name = pile_name(e.board, &e.board.young_jedi.player(side).hyperspace[i]);
        e.because(
            &HYPERSPACE,
            format!(
                "{name} waits in the {} Hyperspace pile, tied to no planet: starships fight only in an evacuation's space battle, never in a planet's battle",
                side_title(side)
            ),
        );
        return Outcome::Refuse;
    }
    let Act::Deploy { card: def, to, .. } = *act else {
        return Outcome::NotMine;
    };
    let board = e.board;
    let side = e.v.side;
    let name = def.plain_title();
    if def.card_type != CardType::Starship {
        e.consider(
            &HYPERSPACE,
            format!("{name} is a {}, not a starship", def.card_type.name()),
        );
        e.missing(format!(
            "deploying {name} (a {}) follows the Young Jedi rulebook (counters, planets, hidden cards), which swjudge does not model: Duel of the Fates changes only where starships deploy",
            def.card_type.name()
        ));
        return Outcome::Open;
    }
    let owner = side.map(side_title).unwrap_or("its owner");
    if let Some(l) = to {
        let p = planet_name(board, board.locations[l].row).to_string();
        e.because(
            &HYPERSPACE,
            format!(
                "{name} is a starship: it deploys face up to the {owner}'s Hyperspace pile, which belongs to no planet, so not to {p}"
            ),
        );
        e.fact("planet asked", p);
        return Outcome::Refuse;
    }
    if let Some(s) = side
        && !def.side.fits(s)
    {
        e.because(
            &HYPERSPACE,
            format!(
                "{name} is a {} card: each player's Hyperspace pile holds only that player's own starships, so it cannot go to the {}'s",
                side_title(s.opponent()),
                side_title(s)
            ),
        );
        return Outcome::Refuse;
    }
    // The counters are paid at the deploy's own time: out of it, the board's counters are not
    // the ones it pays with.
    if late(board, side).is_none() && counters_short(e, def, side, owner) {
        return Outcome::Refuse;
    }
    let pile = side.map(|s| pile_list(board, s)).unwrap_or_default();
    e.allow(
        &HYPERSPACE,
        format!(
            "{name} is a starship: it deploys face up (never face down) to the {owner}'s own Hyperspace pile, which either player may look through; the pile may be started on the first turn"
        ),
    );
    if let Some(s) = side {
        e.fact(format!("{} Hyperspace", side_title(s)), joined(&pile));
    }
    Outcome::Clear
}

/// The starship's deploy cost against the counters the board gives the side: true (refused,
/// its reason noted) when it has too few; otherwise what is left, or what is assumed.
fn counters_short(e: &mut Cx, def: &CardDef, side: Option<Side>, owner: &str) -> bool {
    let name = def.plain_title();
    let counters = side.and_then(|s| e.board.young_jedi.player(s).counters);
    match (def.yj.deploy_cost, counters) {
        (Some(cost), Some(left)) if cost > left => {
            e.because(
                &HYPERSPACE,
                format!(
                    "deploying {name} to the {owner}'s Hyperspace pile costs {cost} counters (its deploy cost on this board), and the {owner} has only {left} left: the board's counters decide"
                ),
            );
            e.fact("counters", left.to_string());
            return true;
        }
        (Some(cost), Some(left)) => e.fact("counters", format!("{left} → {}", left - cost)),
        (Some(cost), None) => e.assume(format!(
            "the {owner} has the {cost} counters {name} costs (counters left not given)"
        )),
        (None, _) => e.assume(format!(
            "{name}'s deploy cost in counters can be paid (Young Jedi rulebook)"
        )),
    }
    false
}

/// Why the board's turn or step is not the deploy's (a card deploys in its owner's own turn,
/// in the deploy step), in words naming the card's deployer (`side`, or its owner when
/// unknown); None when the board's time allows it or does not say.
fn late(board: &Board, side: Option<Side>) -> Option<(Option<Side>, Phase)> {
    match (board.turn, side, board.phase) {
        (Some(t), Some(s), _) if t != s => Some((Some(t), Phase::Deploy)),
        (_, _, Some(p)) if p != Phase::Deploy => Some((None, p)),
        _ => None,
    }
}

/// [`DEPLOY_TIME`]: the board's `turn:` and `phase:` (shown among its facts) against the
/// deploy's time, else that time assumed and listed. Out of its time the deploy is no (the
/// timing first), the other checks still run, and the answer says what it meets at its own
/// time.
fn deploy_time_check(e: &mut Cx, act: &Act) -> Outcome {
    let Act::Deploy { card: def, .. } = *act else {
        return Outcome::NotMine;
    };
    let board = e.board;
    let side = e.v.side;
    let name = def.plain_title();
    let whose = side.map_or("its owner".to_string(), |s| {
        format!("the {}", side_title(s))
    });
    if let Some(t) = board.turn {
        e.fact("turn", side_title(t).to_string());
    }
    if let Some(p) = board.phase {
        e.fact("phase", p.name().to_string());
    }
    let why = match late(board, side) {
        Some((Some(t), _)) => format!(
            "{name} would deploy in the {}'s turn: {whose} deploys cards only in its own turn, in its deploy step",
            side_title(t)
        ),
        Some((None, p)) => format!(
            "the board's step is {}: {whose} deploys {name} only in the deploy step of its own turn",
            p.name()
        ),
        None => {
            match (board.turn, board.phase) {
                (Some(_), Some(_)) => {}
                (None, None) => e.assume(format!(
                    "it is {whose}'s deploy step (the board writes neither `turn:` nor `phase:`)"
                )),
                (None, Some(_)) => e.assume(format!(
                    "it is {whose}'s turn (the board writes no `turn:`)"
                )),
                (Some(_), None) => e.assume(format!(
                    "it is {whose}'s deploy step (the board writes no `phase:`)"
                )),
            }
            return Outcome::Clear;
        }
    };
    e.out_of_time(
        crate::verdict::Reason::base(&DEPLOY_PHASE, why),
        format!("in {whose}'s next deploy step"),
    );
    Outcome::Refuse
}

// ---------------------------------------------------------------- evacuation

/// An evacuation (`can evacuate`, and the evacuation an `evacuation-outcome` plays out): only
/// from a planet where the side has a Weapon or Character card, all of them at once, with at
/// least one transport in its Hyperspace pile.
pub static EVACUATION_CHECK: Check = Check {
    on: &[Action::Evacuate],
    stage: Stage::Rule,
    name: "an evacuation: from a planet where you have a Weapon or Character, all at once, with a transport",
    rules: &[&EVACUATION],
    run: evacuation_check,
};

fn evacuation_check(e: &mut Cx, act: &Act) -> Outcome {
    let Act::Evacuate {
        side,
        at,
        only,
        survivors,
    } = *act
    else {
        return Outcome::NotMine;
    };
    let board = e.board;
    let row = board.locations[at].row;
    let p = planet_name(board, row).to_string();
    let s = side_title(side);
    let cards = cards_on(board, row, side);
    let kept = cards.iter().any(|&c| {
        matches!(
            board.card_def(c).card_type,
            CardType::Character | CardType::Weapon
        )
    });
    if !kept {
        e.because(
            &EVACUATION,
            format!(
                "the {s} has no Weapon or Character card on {p}: there is nothing to evacuate from there"
            ),
        );
        return Outcome::Refuse;
    }
    let transports: Vec<String> = board
        .young_jedi
        .player(side)
        .hyperspace
        .iter()
        .filter(|x| is_transport(board.def(x.def)))
        .map(|x| pile_name(board, x))
        .collect();
    let pile = pile_list(board, side);
    e.fact(format!("{s} Hyperspace"), joined(&pile));
    if transports.is_empty() {
        e.because(
            &EVACUATION,
            format!(
                "the {s}'s Hyperspace pile holds no transport ({}): an evacuation needs at least one",
                if pile.is_empty() {
                    "it is empty".to_string()
                } else {
                    format!("only {}", joined(&pile))
                }
            ),
        );
        return Outcome::Refuse;
    }
    let names: Vec<String> = cards.iter().map(|&c| board.card_name(c)).collect();
    if let Some(c) = only
        && cards.len() > 1
    {
        e.because(
            &EVACUATION,
            format!(
                "no partial evacuation: {} cannot leave {p} alone; evacuating takes all {} {s} cards there together ({})",
                board.card_name(c),
                cards.len(),
                joined(&names)
            ),
        );
        return Outcome::Refuse;
    }
    e.allow(
        &EVACUATION,
        format!(
            "the {s} has {} card{} on {p} and {} in Hyperspace: {}, and everything it has on {p} leaves together",
            cards.len(),
            if cards.len() == 1 { "" } else { "s" },
            match transports.as_slice() {
                [one] => format!("a transport ({one})"),
                many => format!("{} transports ({})", many.len(), joined(many)),
            },
            match pile.len() {
                1 => "its one starship flies".to_string(),
                2 => "both of its Hyperspace starships fly".to_string(),
                n => format!("all {n} of its Hyperspace starships fly"),
            }
        ),
    );
    // What the evacuation comes to, when asked (`evacuation-outcome`): with no starship in
    // the opponent's Hyperspace pile, nobody intercepts, so no space battle, and it succeeds.
    // (An intercepted one meets the space battle, `SPACE_BATTLE_CHECK`.)
    if let Some(claimed) = survivors
        && board
            .young_jedi
            .player(side.opponent())
            .hyperspace
            .is_empty()
    {
        no_interception(e, side, &names, !claimed.is_empty());
    }
    Outcome::Clear
}

/// The evacuation of `side` from planet `row` (or of `only` that card), through the table: the
/// side and planet noted, and what the table found; None when it refused (the answer, no, is
/// settled).
fn evacuation(
    e: &mut Eval,
    side: Side,
    row: usize,
    only: Option<CardIx>,
    survivors: Option<&[(Side, usize)]>,
) -> Option<crate::rules::actions::Found> {
    e.v.side = Some(side);
    e.fact("planet", planet_name(e.board, row).to_string());
    // A planet is a row of locations: the act names it by its first.
    let at = e.board.rows[row].locations[0];
    let found = consult(
        e,
        &Act::Evacuate {
            side,
            at,
            only,
            survivors,
        },
    );
    if found.is_refused() {
        e.settle(found, None);
        return None;
    }
    Some(found)
}

fn ask_evacuate(e: &mut Eval, r: &CardRef, asker: Option<Side>) -> Result<(), AskError> {
    let board = e.board;
    // A planet (or one of its locations), or one card: asking to evacuate it alone.
    let (row, only) = match planet(e, r) {
        Ok(row) => (row, None),
        Err(err) => match e.res.card(r) {
            Ok(c) => match planet_of(board, c) {
                Some(row) => (row, Some(c)),
                None => return Err(err),
            },
            Err(_) => return Err(err),
        },
    };
    let Some(side) = asker.or(only.map(|c| board.cards[c].side)).or(board.turn) else {
        e.missing("who evacuates: add `as light` or `as dark`, or set `turn:`");
        return Ok(());
    };
    let Some(found) = evacuation(e, side, row, only, None) else {
        return Ok(());
    };
    let (p, s) = (planet_name(board, row), side_title(side));
    let cards = cards_on(board, row, side);
    let names: Vec<String> = cards.iter().map(|&c| board.card_name(c)).collect();
    let pile = pile_list(board, side);
    e.detail(format!("evacuating from {p}: {}", joined(&names)));
    e.detail(format!(
        "starships flying (the whole {s} Hyperspace pile): {}",
        joined(&pile)
    ));
    let opp = side.opponent();
    let theirs = pile_list(board, opp);
    let in_hand: Vec<String> = board
        .player(opp)
        .hand
        .iter()
        .filter(|z| {
            let d = board.def(z.def);
            d.card_type == CardType::Starship && d.side.fits(opp)
        })
        .map(|z| board.def(z.def).plain_title().to_string())
        .collect();
    e.detail(format!(
        "the {} may add starships from hand to its Hyperspace pile ({}), then intercepts with all of them or not at all (in Hyperspace now: {})",
        side_title(opp),
        if in_hand.is_empty() {
            "none listed in its hand".to_string()
        } else {
            joined(&in_hand)
        },
        joined(&theirs)
    ));
    e.assume("the evacuation is tried when the Young Jedi rulebook allows it (its timing is a base rule)");
    e.settle(found, None);
    Ok(())
}

fn ask_evacuation_outcome(
    e: &mut Eval,
    r: &CardRef,
    survivors: &[CardRef],
    asker: Option<Side>,
) -> Result<(), AskError> {
    let board = e.board;
    let row = planet(e, r)?;
    let Some(side) = asker.or(board.turn) else {
        e.missing("who evacuates: add `as light` or `as dark`, or set `turn:`");
        return Ok(());
    };
    let claimed = claim_survivors(e, survivors)?;
    // The evacuation it plays out meets the table first: refused, the outcome is no; not
    // intercepted, what it comes to is the evacuation check's.
    let Some(found) = evacuation(e, side, row, None, Some(&claimed)) else {
        return Ok(());
    };
    if board
        .young_jedi
        .player(side.opponent())
        .hyperspace
        .is_empty()
    {
        e.settle(found, None);
        return Ok(());
    }
    // The space battle, fought by the table's play check: its lines are the answer.
    let at = board.rows[row].locations[0];
    let played = play(
        e,
        &Act::Evacuate {
            side,
            at,
            only: None,
            survivors: Some(&claimed),
        },
    );
    e.settle(found.and(played), None);
    Ok(())
}

/// The space battle an intercepted evacuation meets, and what it leaves (dotf.starship-battle):
/// the play check of `evacuation-outcome`. The starships named survive and go back to
/// Hyperspace, the others are discarded and cost their owners their DAMAGE, nothing breaks
/// through, and the evacuation succeeds when a transport of the evacuating side lived. Its
/// lines are the answer; a DAMAGE not given leaves it open.
pub static SPACE_BATTLE_CHECK: Check = Check {
    on: &[Action::Evacuate],
    stage: Stage::Play,
    name: "the space battle an intercepted evacuation meets, and what it leaves",
    rules: &[&STARSHIP_BATTLE],
    run: space_battle_check,
};

fn space_battle_check(e: &mut Cx, act: &Act) -> Outcome {
    let Act::Evacuate {
        side,
        at,
        only: None,
        survivors: Some(claimed),
    } = *act
    else {
        return Outcome::NotMine;
    };
    let board = e.board;
    let opp = side.opponent();
    // No starship to intercept with: no space battle (the evacuation rule's case).
    if board.young_jedi.player(opp).hyperspace.is_empty() {
        return Outcome::NotMine;
    }
    let row = board.locations[at].row;
    let (ds, is) = (side_title(side), side_title(opp));
    let evacuated: Vec<String> = cards_on(board, row, side)
        .iter()
        .map(|&c| board.card_name(c))
        .collect();
    e.detail(format!(
        "the {is} intercepts with its whole pile and is the attacker: it declares how many Battle cards it inserts first, then the {ds} (the defender)"
    ));
    let fighters: Vec<String> = [opp, side]
        .into_iter()
        .flat_map(|s| board.young_jedi.player(s).hyperspace.iter())
        .filter(|x| is_starfighter(board.def(x.def)))
        .map(|x| pile_name(board, x))
        .collect();
    e.detail(format!(
        "the battle goes much like a character battle, starfighters drawing destiny to add to their power (starfighters here: {})",
        joined(&fighters)
    ));
    let SpaceBattle {
        discarded,
        back,
        damage,
        unknown,
        transport_lived,
    } = space_battle(e, side, claimed);
    e.detail("no breakthrough: a starship battle's surplus power does nothing more");
    let success = !transport_lived.is_empty();
    e.because(
        &STARSHIP_BATTLE,
        if success {
            format!(
                "the {ds}'s transport {} survived: the evacuation succeeds and the evacuated cards are shuffled into the {ds} draw deck",
                transport_lived.join(" and ")
            )
        } else {
            format!(
                "none of the {ds}'s transports survived: the evacuated characters and weapons went down with them and are discarded"
            )
        },
    );
    e.because(
        &STARSHIP_BATTLE,
        format!(
            "{} defeated starship{} discarded, each owner taking its DAMAGE; no breakthrough; {} survivor{} back to Hyperspace",
            discarded.len(),
            if discarded.len() == 1 { "" } else { "s" },
            back.len(),
            if back.len() == 1 { "" } else { "s" }
        ),
    );
    for n in &unknown {
        e.missing(format!(
            "the printed DAMAGE of {n} (`damage:` under `cards:`)"
        ));
    }
    let mut dmg = Vec::new();
    for (i, s) in [Side::Light, Side::Dark].into_iter().enumerate() {
        let (n, ref u) = damage[i];
        if n > 0 || !u.is_empty() {
            dmg.push(if u.is_empty() {
                format!("{} {n}", s.name())
            } else {
                format!("{} {n} + ?", s.name())
            });
        }
    }
    let lines = vec![
        if success {
            format!(
                "evacuation succeeds: {} shuffled into the {ds} draw deck",
                joined(&evacuated)
            )
        } else {
            format!("evacuation fails: {} discarded", joined(&evacuated))
        },
        format!("discarded starships: {}", joined(&discarded)),
        if dmg.is_empty() {
            "damage: none".into()
        } else {
            format!("damage: {}", dmg.join(", "))
        },
        format!("back to Hyperspace: {}", joined(&back)),
    ];
    if unknown.is_empty() {
        e.result(lines);
        Outcome::Clear
    } else {
        for l in lines {
            e.detail(l);
        }
        Outcome::Open
    }
}

/// An evacuation the opponent cannot intercept (no starship in its Hyperspace pile): no space
/// battle, and it succeeds.
fn no_interception(e: &mut Cx, side: Side, evacuated: &[String], survivors_named: bool) {
    let board = e.board;
    let (ds, is) = (side_title(side), side_title(side.opponent()));
    if survivors_named {
        e.assume("no space battle was fought, so the survivors named change nothing".to_string());
    }
    e.because(
        &EVACUATION,
        format!(
            "the {is} has no starship in Hyperspace to intercept with (starships it adds from hand belong in its pile on the board): no space battle, and the evacuation succeeds"
        ),
    );
    e.result(vec![
        format!(
            "evacuation succeeds: {} shuffled into the {ds} draw deck",
            joined(evacuated)
        ),
        "discarded starships: none".into(),
        "damage: none".into(),
        format!(
            "back to Hyperspace: {}",
            joined(
                &pile_list(board, side)
                    .into_iter()
                    .map(|n| format!("{n} ({})", side.name()))
                    .collect::<Vec<_>>()
            )
        ),
    ]);
}

/// The survivors named, each claiming one starship of either Hyperspace pile.
fn claim_survivors(e: &mut Eval, survivors: &[CardRef]) -> Result<Vec<(Side, usize)>, AskError> {
    let board = e.board;
    let mut claimed: Vec<(Side, usize)> = Vec::new();
    for s in survivors {
        let fits = crate::rules::subject::pile_ref(s)
            .map_or(Ok(Vec::new()), |p| pile_matches(board, p))
            .map_err(|m| {
                e.res
                    .wrong_kind(s, m, "several starships", Some("name it by @id".into()))
            })?;
        match fits.into_iter().find(|x| !claimed.contains(x)) {
            Some(x) => claimed.push(x),
            None => {
                let all: Vec<String> = pile_list(board, Side::Light)
                    .into_iter()
                    .chain(pile_list(board, Side::Dark))
                    .collect();
                return Err(e.res.wrong_kind(
                    s,
                    format!(
                        "`{}` is not a starship of either Hyperspace pile (or is named twice)",
                        s.display()
                    ),
                    "not a battling starship",
                    Some(format!("the starships in Hyperspace: {}", joined(&all))),
                ));
            }
        }
    }
    Ok(claimed)
}

/// What the space battle leaves: the starships discarded and back in Hyperspace (tagged with
/// their side), each side's DAMAGE (a sum, and the starships whose DAMAGE is not given), and the
/// evacuating side's transports that lived.
struct SpaceBattle {
    discarded: Vec<String>,
    back: Vec<String>,
    damage: [(i64, Vec<String>); 2],
    unknown: Vec<String>,
    transport_lived: Vec<String>,
}

/// The space battle of `side`'s evacuation: the `claimed` starships survive, the rest are
/// defeated (details recorded on `e`).
fn space_battle(e: &mut Cx, side: Side, claimed: &[(Side, usize)]) -> SpaceBattle {
    let board = e.board;
    let opp = side.opponent();
    let mut discarded = Vec::new();
    let mut back = Vec::new();
    let mut damage: [(i64, Vec<String>); 2] = [(0, Vec::new()), (0, Vec::new())];
    let mut unknown = Vec::new();
    let mut transport_lived = Vec::new();
    for s in [opp, side] {
        for (i, pc) in board.young_jedi.player(s).hyperspace.iter().enumerate() {
            let def = board.def(pc.def);
            let name = pile_name(board, pc);
            let tag = format!("{name} ({})", s.name());
            if claimed.contains(&(s, i)) {
                e.detail(format!(
                    "{tag} survives: back to the {} Hyperspace pile",
                    side_title(s)
                ));
                if s == side && is_transport(def) {
                    transport_lived.push(name.clone());
                }
                back.push(tag);
            } else {
                let slot = if s == Side::Light { 0 } else { 1 };
                match def.yj.damage {
                    Some(d) => {
                        damage[slot].0 = damage[slot].0.saturating_add(d);
                        e.detail(format!(
                            "{tag} is defeated: discarded, and the {} takes its {d} DAMAGE",
                            side_title(s)
                        ));
                    }
                    None => {
                        unknown.push(name.clone());
                        damage[slot].1.push(name.clone());
                        e.detail(format!(
                            "{tag} is defeated: discarded, and the {} takes its DAMAGE (not given)",
                            side_title(s)
                        ));
                    }
                }
                discarded.push(tag);
            }
        }
    }
    SpaceBattle {
        discarded,
        back,
        damage,
        unknown,
        transport_lived,
    }
}

// ---------------------------------------------------------------- effect fetch

/// The Effect fetched from the draw deck: at the start of the game, or when a planet's first
/// location comes into play (only its first), the player who put it there first.
pub static EFFECT_FETCH_CHECK: Check = Check {
    on: &[Action::FetchEffect],
    stage: Stage::Rule,
    name: "an Effect fetched from the draw deck at the start, or for a planet's first location",
    rules: &[&EFFECT_FETCH],
    run: effect_fetch_check,
};

fn effect_fetch_check(e: &mut Cx, act: &Act) -> Outcome {
    let Act::FetchEffect { at, first } = *act else {
        return Outcome::NotMine;
    };
    let board = e.board;
    let Some(l) = at else {
        e.allow(
            &EFFECT_FETCH,
            "at the start, once both starting hands are drawn (and looked at), each player may take one Effect from the draw deck, show it, add it to the hand and reshuffle: a player who does starts with 7 cards instead of 6",
        );
        e.detail("the document gives an order only for a new planet's first location (its player first); at the start of the game it names none");
        // Who may fetch, each side: what the fetch comes to.
        let mut lines = Vec::new();
        for s in [Side::Light, Side::Dark] {
            lines.push(match effect_in_deck(board, s) {
                Some(false) => format!(
                    "{}: no Effect in its draw deck, so a 6-card starting hand",
                    s.name()
                ),
                _ => format!(
                    "{}: may fetch one Effect, for a 7-card starting hand",
                    s.name()
                ),
            });
            if effect_in_deck(board, s).is_none() {
                e.assume(format!(
                    "the {} draw deck holds an Effect (its cards are not listed)",
                    side_title(s)
                ));
            }
        }
        e.result(lines);
        return Outcome::Clear;
    };
    let row = board.locations[l].row;
    let p = planet_name(board, row).to_string();
    let name = board.loc_name(l);
    let others: Vec<String> = board.rows[row]
        .locations
        .iter()
        .filter(|&&x| x != l)
        .map(|&x| board.loc_name(x))
        .collect();
    if !others.is_empty() {
        e.because(
            &EFFECT_FETCH,
            format!(
                "{name} is not the first location on {p} ({} is there too): only a planet's first location brings the Effect fetch",
                joined(&others)
            ),
        );
        return Outcome::Refuse;
    }
    let Some(first) = first else {
        e.missing(format!(
            "who put {name} into play: give the location `owner:`, ask `as light|dark`, or set `turn:`"
        ));
        return Outcome::Open;
    };
    e.allow(
        &EFFECT_FETCH,
        format!(
            "{name} is the first location on {p}: each player may fetch one Effect from the draw deck, show it, put it in hand and reshuffle, the {} (who put {name} into play) first",
            side_title(first)
        ),
    );
    // Who may fetch, in order: what the fetch comes to.
    let lines = [(first, "first"), (first.opponent(), "second")]
        .into_iter()
        .map(|(s, when)| match effect_in_deck(board, s) {
            Some(false) => format!("{} {when}: no Effect in its draw deck", s.name()),
            _ => format!("{} {when}: may fetch one Effect", s.name()),
        })
        .collect();
    e.result(lines);
    Outcome::Clear
}

/// `effect-fetch [<location>]`: the fetch meets the table; allowed, the answer lists who may
/// fetch, in order.
fn ask_effect_fetch(
    e: &mut Eval,
    location: Option<&CardRef>,
    asker: Option<Side>,
) -> Result<(), AskError> {
    let board = e.board;
    let Some(r) = location else {
        let found = consult(
            e,
            &Act::FetchEffect {
                at: None,
                first: None,
            },
        );
        e.settle(found, None);
        return Ok(());
    };
    // The location that came into play (a planet with a single location names it).
    let l = match e.res.location(r) {
        Ok(l) => l,
        Err(err) => match &r.name {
            CardName::Title(t) => match board.row_named(t) {
                Some(row) if board.rows[row].locations.len() == 1 => board.rows[row].locations[0],
                _ => return Err(err),
            },
            _ => return Err(err),
        },
    };
    e.fact(
        "planet",
        planet_name(board, board.locations[l].row).to_string(),
    );
    let first = board.locations[l].owner.or(asker).or(board.turn);
    let found = consult(e, &Act::FetchEffect { at: Some(l), first });
    if !found.is_refused() {
        e.v.side = first;
    }
    e.settle(found, None);
    Ok(())
}

// ---------------------------------------------------------------- deploying from the draw deck

/// A card deployed from the draw deck by another's text: one copy only, paid in counters
/// unless the text says otherwise, never by a card deployed hidden; deploying nothing costs the
/// penalty.
pub static DEPLOY_FROM_DECK_CHECK: Check = Check {
    on: &[Action::DeployFromDeck],
    stage: Stage::Rule,
    name: "one copy deployed from the draw deck by a card's text, paid in counters",
    rules: &[&DEPLOY_FROM_DECK],
    run: deploy_from_deck_check,
};

/// What is done whatever the deploy's fate: the deck reshuffled, then the penalty if nothing
/// was deployed.
const PENALTY: &str = "the draw deck is reshuffled anyway, then 1 DAMAGE is taken as the penalty (the deck need not be shown to prove it)";

fn ask_deploy_from_deck(
    e: &mut Eval,
    card: &CardRef,
    by: Option<&CardRef>,
    asker: Option<Side>,
) -> Result<(), AskError> {
    let board = e.board;
    let ids: Vec<DefId> = e.res.card_or_def(card)?.printings(e.board);
    let by = match by {
        Some(b) => Some(e.res.card(b)?),
        None => None,
    };
    let printed = |i: DefId| match board.def(i).side {
        crate::catalog::Printed::Light => Some(Side::Light),
        crate::catalog::Printed::Dark => Some(Side::Dark),
        crate::catalog::Printed::Any => None,
    };
    let Some(side) = asker
        .or(by.map(|b| board.cards[b].side))
        .or(if ids.len() == 1 {
            printed(ids[0])
        } else {
            None
        })
        .or(board.turn)
    else {
        e.missing("whose draw deck: add `as light` or `as dark`, or set `turn:`");
        return Ok(());
    };
    e.v.side = Some(side);
    let def_id = ids
        .iter()
        .copied()
        .find(|&i| board.def(i).side.fits(side))
        .unwrap_or(ids[0]);
    let act = Act::DeployFromDeck {
        card: board.def(def_id),
        side,
        by,
    };
    let found = consult(e, &act);
    e.settle(found, None);
    Ok(())
}

fn deploy_from_deck_check(e: &mut Cx, act: &Act) -> Outcome {
    use crate::catalog::youngjedi::DeckCost;
    let Act::DeployFromDeck {
        card: def,
        side,
        by,
    } = *act
    else {
        return Outcome::NotMine;
    };
    let board = e.board;
    let name = def.plain_title().to_string();
    let s = side_title(side);
    let mut cost = DeckCost::Normal;
    if let Some(b) = by {
        let bname = board.card_name(b);
        if board.cards[b].state.hidden {
            e.because(
                &DEPLOY_FROM_DECK,
                format!(
                    "{bname} was deployed hidden: a face-down card's text cannot be used until it is turned face up, so it deploys nothing from the draw deck"
                ),
            );
            return Outcome::Refuse;
        }
        match &board.card_def(b).yj.deploys_from_deck {
            Some(dd) => {
                let want = normalize(&dd.title);
                let have = def.key();
                if want != have && !is_shortening(&want, have) {
                    e.because(
                        &DEPLOY_FROM_DECK,
                        format!(
                            "{bname}'s text deploys {} from the draw deck, not {name}",
                            dd.title
                        ),
                    );
                    return Outcome::Refuse;
                }
                cost = dd.cost.clone();
            }
            None => e.assume(format!(
                "{bname}'s own text lets it deploy {name} from the draw deck as it deploys (swjudge does not read card text)"
            )),
        }
    } else {
        e.assume(format!(
            "a card's text lets {name} deploy from the draw deck (swjudge does not read card text)"
        ));
    }
    e.detail(format!(
        "search the {s} draw deck for one {name}: one copy only, whatever the deck holds"
    ));
    if !copy_in_deck(e, side, def) {
        return Outcome::Refuse;
    }
    let counters = board.young_jedi.player(side).counters;
    let price = match &cost {
        DeckCost::Free => Some(0),
        DeckCost::Reduced(n) => Some(*n),
        DeckCost::Normal => def.yj.deploy_cost,
    };
    let price_words = match (&cost, price) {
        (DeckCost::Free, _) => "nothing (free by its text)".to_string(),
        (DeckCost::Reduced(n), _) => format!("{n} counters (the reduced cost its text gives)"),
        (DeckCost::Normal, Some(n)) => format!("{n} counters (its deploy cost)"),
        (DeckCost::Normal, None) => "its deploy cost".to_string(),
    };
    let mut open = false;
    match (price, counters) {
        (Some(p), Some(c)) if p > c => {
            e.because(
                &DEPLOY_FROM_DECK,
                format!(
                    "{name} still costs {price_words}, and the {s} has only {c} left: it cannot be deployed; {PENALTY}"
                ),
            );
            return Outcome::Refuse;
        }
        (Some(p), Some(c)) => {
            e.fact("counters", format!("{c} → {}", c - p));
        }
        (None, Some(_)) => {
            e.missing(format!(
                "{name}'s deploy cost in counters (`deploy_cost:` under `cards:`)"
            ));
            open = true;
        }
        (_, None) => e.assume(format!("the {s} has the counters to pay {price_words}")),
    }
    e.allow(
        &DEPLOY_FROM_DECK,
        format!(
            "one {name} may come from the {s} draw deck for {price_words}; the deck is then reshuffled"
        ),
    );
    e.detail(format!("pay {price_words}"));
    e.detail("reshuffle the draw deck");
    e.detail(format!("if {name} is not deployed after all: {PENALTY}"));
    if open { Outcome::Open } else { Outcome::Clear }
}

/// Is a copy of `def` in the side's draw deck (refused when the board shows none: its cards
/// listed without one, or a deck of 0 cards; assumed when only a count is given)?
fn copy_in_deck(e: &mut Cx, side: Side, def: &CardDef) -> bool {
    let board = e.board;
    let name = def.plain_title();
    let s = side_title(side);
    match &board.young_jedi.player(side).draw_deck {
        Some(DrawDeck::Cards(cards)) => {
            let key = def.key();
            let copies = cards
                .iter()
                .filter(|z| board.def(z.def).key() == key)
                .count();
            if copies == 0 {
                let why = if cards.is_empty() {
                    e.fact(format!("{s} draw deck"), deck_words(0));
                    format!(
                        "the {s} draw deck is empty: no {name} can be found, nothing is deployed; {PENALTY}"
                    )
                } else {
                    format!("the {s} draw deck holds no {name}: nothing is deployed; {PENALTY}")
                };
                e.because(&DEPLOY_FROM_DECK, why);
                return false;
            }
            e.fact("copies in the draw deck", copies.to_string());
            true
        }
        Some(DrawDeck::Count(n)) if *n <= 0 => {
            e.fact(format!("{s} draw deck"), deck_words(*n));
            e.because(
                &DEPLOY_FROM_DECK,
                format!(
                    "the {s} draw deck is empty (the board gives it 0 cards): no {name} can be found, nothing is deployed; {PENALTY}"
                ),
            );
            false
        }
        _ => {
            e.assume(format!(
                "the {s} draw deck holds a {name} (its cards are not listed)"
            ));
            true
        }
    }
}

/// `0 cards`, `1 card`, `31 cards`.
fn deck_words(n: i64) -> String {
    format!("{n} card{}", if n == 1 { "" } else { "s" })
}

#[cfg(test)]
mod tests;
