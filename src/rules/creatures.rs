//! Creatures (the Hoth rules update): habitat, free movement, and attacks.

use super::actions::{Act, Action, Check, Outcome, Stage, consult, play};
use super::eval::{Cx, Eval};
use super::subject::AskError;
use crate::board::facts::{attaches_instead, together};
use crate::board::{Board, CardIx, LocId, Phase, Place};
use crate::catalog::{CardType, Trait};
use crate::query::{CardRef, Side};
use crate::rulebook::Rule;
use crate::rulebook::attaching::ATTACHING;
use crate::rulebook::creatures::{
    SELECTIVE, U_ATTACKED, U_ATTACKS, U_PROTECTED, U_VS_CHARACTERS, U_VS_CREATURE,
};

/// A creature deploys, lands (a free mynock flying like a starfighter), or makes a regular
/// move, only to a site within its habitat.
pub static HABITAT_CHECK: super::actions::Check = super::actions::Check {
    on: &[
        super::actions::Action::Deploy,
        super::actions::Action::Land,
        super::actions::Action::Move,
    ],
    stage: super::actions::Stage::Rule,
    name: "a creature deploys, lands or moves only within its habitat",
    rules: &[&crate::rulebook::creatures::U_HABITAT],
    run: habitat_check,
};

pub static CHECKS: &[&super::actions::Check] = &[
    &HABITAT_CHECK,
    &FREE_MOVE_CHECK,
    &ATTACKS_CHECK,
    &PROTECTED_CHECK,
    &SELECTIVE_CHECK,
    &VS_CREATURE_CHECK,
    &VS_CHARACTERS_CHECK,
    &ATTACKED_CHECK,
    &ATTACK_PRICE_CHECK,
];

/// Creatures move for free in their owner's move phases (the update): a creature's regular
/// move does not pay the regular move's 1 Force, nor a free mynock's flight (a landing, a
/// take-off, a move at sectors) the flight's base price (`shared::flight_price`), which the
/// table's price takes off, so the price is never below zero.
pub static FREE_MOVE_CHECK: Check = Check {
    on: &[Action::Move, Action::Land, Action::TakeOff],
    stage: Stage::Price,
    name: "a creature's regular move is free",
    rules: &[&crate::rulebook::creatures::U_CREATURES],
    run: free_move_check,
};

fn free_move_check(e: &mut Cx, act: &Act) -> Outcome {
    use crate::rulebook::creatures::U_CREATURES;
    // What the move costs before it is free: a regular move's 1 Force, or a flight's base
    // price (a landing at a docking bay from the system costs nothing to take off).
    // `beyond`: a regular move further than one site, which the rule's landspeed of 1 refuses.
    let (c, price, beyond) = match *act {
        Act::Move {
            kind: Action::Move, ..
        } => match act.regular_move(e.board) {
            Some((c, from, to)) => (
                c,
                1,
                crate::board::facts::regular_way(e.board, from, to).len() > 1,
            ),
            None => return Outcome::NotMine,
        },
        Act::Move { card, .. } => match super::shared::flight_price::base(e.board, act) {
            Some(base) => (card, base.force(), false),
            None => return Outcome::NotMine,
        },
        _ => return Outcome::NotMine,
    };
    if !is_creature(e.board, c) || !e.in_force(&U_CREATURES) {
        return Outcome::NotMine;
    }
    // The rule also gives a creature its landspeed of 1, which judges how far a regular move
    // goes: a reason of the answer where the move goes further. Otherwise (and for a flight,
    // which goes by no landspeed) the rule only makes the move free: a reason unless something
    // else refuses it.
    if beyond {
        e.because(
            &U_CREATURES,
            "creatures have landspeed 1 (and move for free in their owner's move phase)",
        );
    } else {
        e.allow(
            &U_CREATURES,
            "creatures move for free in their owner's move phase",
        );
    }
    if price > 0 {
        e.add_price(-price);
        e.cost(format!("a creature moves for free: -{price} Force"));
    }
    Outcome::Clear
}

fn habitat_check(e: &mut Cx, act: &Act) -> super::actions::Outcome {
    use super::actions::{Action, Outcome};
    match *act {
        Act::Deploy {
            card,
            to: Some(to),
            host: None,
            ..
        } if card.card_type == CardType::Creature => deploy_habitat(e, card, to),
        Act::Move {
            kind: Action::Land,
            card,
            to: Some(to),
            ..
        }
        | Act::Move {
            kind: Action::Move,
            card,
            to: Some(to),
            by_card: false,
            ..
        } if e.board.card_def(card).card_type == CardType::Creature
            && e.board.loc_def(to).is_site() =>
        {
            match super::shared::habitat::habitat_check(e, card, to) {
                Some(ok) => Outcome::refused_if(!ok),
                None => Outcome::Open,
            }
        }
        _ => Outcome::NotMine,
    }
}

/// A creature deployed to `to`: within its habitat (the update), which spares it presence and
/// Force icons.
fn deploy_habitat(
    e: &mut Cx,
    def: &crate::catalog::CardDef,
    to: crate::board::LocId,
) -> super::actions::Outcome {
    use super::actions::Outcome;
    use crate::rulebook::creatures::U_HABITAT;
    if !e.in_force(&U_HABITAT) {
        return Outcome::NotMine;
    }
    let board = e.board;
    let (title, place) = (def.plain_title(), board.loc_def(to).plain_title());
    match super::shared::habitat::fits(board, def, to) {
        Some((h, Some(true))) => {
            e.allow(&U_HABITAT, format!("creatures need neither presence nor Force icons; {title}'s habitat is {h}, and {place} is one"));
            Outcome::Clear
        }
        Some((h, Some(false))) => {
            e.because(
                &U_HABITAT,
                format!(
                    "{title}'s habitat is {h}: it deploys only there, and {place} is outside it"
                ),
            );
            Outcome::Refuse
        }
        Some((h, None)) => {
            e.missing(format!(
                "{title}'s habitat is {h}: whether {place} is within it"
            ));
            Outcome::Open
        }
        None => {
            e.allow(&U_HABITAT, format!("creatures need neither presence nor Force icons to deploy; {title} deploys within its habitat"));
            e.assume(format!(
                "{place} is within {title}'s habitat (its own card text; give it `habitat:`)"
            ));
            Outcome::Clear
        }
    }
}

fn is_creature(board: &Board, c: CardIx) -> bool {
    board.card_def(c).card_type == CardType::Creature
}

// ------------------------------------------------------------------ attacks

/// Whether a creature attack may happen is the Rule stage: present together, between a
/// creature and a card it attacks (the update's attacks), a target aboard a vehicle
/// (protected), two selective creatures of one title (Dagobah). What an attack the table
/// allows comes to is the Play stage, one check per kind of attack: each kind's rule says
/// when it happens (a battle phase) and what decides it, so it is one check, which refuses an
/// attack out of its time.
pub static ATTACKS_CHECK: Check = Check {
    on: &[Action::Attack],
    stage: Stage::Rule,
    name: "creatures attack, and get attacked, only present together, and attack only other creatures, creature vehicles and non-droid characters",
    rules: &[&U_ATTACKS],
    run: attacks_check,
};

/// Characters aboard a vehicle other than a creature vehicle are safe from creatures.
pub static PROTECTED_CHECK: Check = Check {
    on: &[Action::Attack],
    stage: Stage::Rule,
    name: "characters aboard a vehicle that is not a creature vehicle are safe from creature attacks",
    rules: &[&U_PROTECTED],
    run: protected_check,
};

/// Selective creatures of one title ignore each other (Dagobah).
pub static SELECTIVE_CHECK: Check = Check {
    on: &[Action::Attack],
    stage: Stage::Rule,
    name: "two selective creatures of one title ignore each other",
    rules: &[&SELECTIVE],
    run: selective_check,
};

/// Two creatures present together: the lower ferocity is eaten.
pub static VS_CREATURE_CHECK: Check = Check {
    on: &[Action::Attack],
    stage: Stage::Play,
    name: "two creatures attack each other: the lower ferocity is eaten, a tie loses both",
    rules: &[&U_VS_CREATURE],
    run: vs_creature_check,
};

/// A creature attacks a character or a creature vehicle, in a battle phase.
pub static VS_CHARACTERS_CHECK: Check = Check {
    on: &[Action::Attack],
    stage: Stage::Play,
    name: "in a battle phase a creature attacks a non-droid character or creature vehicle: ferocity above its power defeats it",
    rules: &[&U_VS_CHARACTERS, &crate::rulebook::arithmetic::NEGATIVE],
    run: vs_characters_check,
};

/// Characters attack a creature, in their own battle phase.
pub static ATTACKED_CHECK: Check = Check {
    on: &[Action::Attack],
    stage: Stage::Play,
    name: "in your battle phase your cards attack a creature: total power above its ferocity plus defense value loses it",
    rules: &[&U_ATTACKED],
    run: attacked_check,
};

/// What attacking a creature costs (the update's "Creatures being attacked": initiating the
/// attack takes 1 Force), on the table's Price stage, so the Force Pile check
/// (`shared::force_pile`) weighs the price the rule gives. A creature's own attack costs
/// nothing.
pub static ATTACK_PRICE_CHECK: Check = Check {
    on: &[Action::Attack],
    stage: Stage::Price,
    name: "initiating an attack on a creature costs 1 Force",
    rules: &[],
    run: attack_price,
};

fn attack_price(e: &mut Cx, act: &Act) -> Outcome {
    let Some((a, t, _)) = attack(act) else {
        return Outcome::NotMine;
    };
    if !e.in_force(&U_ATTACKED) || is_creature(e.board, a) || !is_creature(e.board, t) {
        return Outcome::NotMine;
    }
    e.base_price(1);
    e.cost("initiating an attack on a creature (Hoth Rules Update): 1 Force");
    Outcome::Clear
}

/// The attacker, the target and the destiny of an attack.
fn attack(act: &Act) -> Option<(CardIx, CardIx, Option<i64>)> {
    match *act {
        Act::Attack {
            attacker,
            target,
            destiny,
        } => Some((attacker, target, destiny)),
        _ => None,
    }
}

/// Whether `a` attacks `t` the attaching way (it attaches instead), under the attaching rules
/// when they are in force: the attack is then theirs (the attaching family's check).
fn attaches(e: &Eval, a: CardIx, t: CardIx) -> bool {
    e.in_force(&ATTACHING) && attaches_instead(e.board, a, t).is_some()
}

/// Two selective creatures of one title, present together, under the selective rule.
fn ignore_each_other(e: &Eval, a: CardIx, t: CardIx) -> bool {
    let board = e.board;
    let (ad, td) = (board.card_def(a), board.card_def(t));
    let selective = |d: &crate::catalog::CardDef| d.has_trait(&Trait::Selective);
    e.in_force(&SELECTIVE)
        && together(board, a, t)
        && is_creature(board, a)
        && is_creature(board, t)
        && ad.key() == td.key()
        && selective(ad)
        && selective(td)
}

fn attacks_check(e: &mut Cx, act: &Act) -> Outcome {
    let Some((a, t, _)) = attack(act) else {
        return Outcome::NotMine;
    };
    let board = e.board;
    let (an, tn) = (board.card_name(a), board.card_name(t));
    if !e.in_force(&U_ATTACKS) {
        return before_update(e, a, t);
    }
    if !together(board, a, t) {
        e.because(
            &U_ATTACKS,
            format!("{an} and {tn} are not present together"),
        );
        return Outcome::Refuse;
    }
    let (ac, tc) = (is_creature(board, a), is_creature(board, t));
    if !ac && !tc {
        e.because(
            &U_ATTACKS,
            format!("neither {an} nor {tn} is a creature: that is a battle, not an attack"),
        );
        return Outcome::Refuse;
    }
    e.allow(&U_ATTACKS, format!("{an} and {tn} are present together: this is an attack, not a battle, with no battle damage, attrition or Force loss"));
    if !ac || tc {
        return Outcome::Clear;
    }
    let td = board.card_def(t);
    if td.card_type == CardType::Character && crate::board::facts::is_droid(td) {
        e.because(
            &U_ATTACKS,
            format!(
                "{tn} is a droid: creatures attack only non-droid characters and creature vehicles"
            ),
        );
        return Outcome::Refuse;
    }
    if !attaches(e, a, t)
        && td.card_type != CardType::Character
        && !crate::board::facts::is_creature_vehicle(td)
    {
        e.because(
            &U_ATTACKS,
            format!(
                "{tn} is a {}: creatures attack non-droid characters and creature vehicles",
                td.kind_words()
            ),
        );
        return Outcome::Refuse;
    }
    Outcome::Clear
}

/// Under a ruleset before the Hoth rules update: its documents say only that selective
/// creatures of one title ignore each other and that an attaching creature attaches instead of
/// attacking (Dagobah), which their checks say. Who attacks whom and what an attack decides
/// are the update's rules, not in force here: the answer names that document rather than
/// citing it.
fn before_update(e: &mut Cx, a: CardIx, t: CardIx) -> Outcome {
    if attaches(e, a, t) || ignore_each_other(e, a, t) {
        return Outcome::NotMine;
    }
    let board = e.board;
    e.missing(format!(
        "whether {} attacks {} and what the attack decides: creature attacks are rules of the later Hoth rules update ({}), which this ruleset does not include (ask with `--rules latest`)",
        board.card_name(a),
        board.card_name(t),
        U_ATTACKS.citation()
    ));
    Outcome::Open
}

fn protected_check(e: &mut Cx, act: &Act) -> Outcome {
    let Some((a, t, _)) = attack(act) else {
        return Outcome::NotMine;
    };
    let board = e.board;
    if !e.in_force(&U_PROTECTED)
        || !together(board, a, t)
        || !is_creature(board, a)
        || is_creature(board, t)
    {
        return Outcome::NotMine;
    }
    let Place::Aboard(v) = board.cards[t].place else {
        return Outcome::NotMine;
    };
    let (tn, vn) = (board.card_name(t), board.card_name(v));
    if crate::board::facts::is_creature_vehicle(board.card_def(v)) {
        e.allow(
            &U_PROTECTED,
            format!(
                "{tn} rides {vn}, a creature vehicle, which gives no protection from creatures"
            ),
        );
        return Outcome::Clear;
    }
    e.because(
        &U_PROTECTED,
        format!(
            "{tn} is aboard {vn}, which is not a creature vehicle: protected from creature attacks"
        ),
    );
    Outcome::Refuse
}

/// Two creatures of one title: selective ones ignore each other (Dagobah); a selective
/// creature still attacks characters and other kinds of creatures.
fn selective_check(e: &mut Cx, act: &Act) -> Outcome {
    let Some((a, t, _)) = attack(act) else {
        return Outcome::NotMine;
    };
    let board = e.board;
    if !together(board, a, t) || !is_creature(board, a) {
        return Outcome::NotMine;
    }
    let (ad, td) = (board.card_def(a), board.card_def(t));
    let (an, tn) = (board.card_name(a), board.card_name(t));
    let same = ad.key() == td.key();
    let selective = |d: &crate::catalog::CardDef| d.has_trait(&Trait::Selective);
    if !is_creature(board, t) {
        // A creature going for a character or a creature vehicle, by the update's attacks.
        if selective(ad) && e.in_force(&SELECTIVE) && e.in_force(&U_ATTACKS) && !attaches(e, a, t) {
            e.allow(
                &SELECTIVE,
                format!(
                    "{an} is a selective creature, and selective creatures still attack characters"
                ),
            );
            return Outcome::Clear;
        }
        return Outcome::NotMine;
    }
    if !e.in_force(&SELECTIVE) {
        if same {
            e.assume(format!("{an} and {tn} are not the same kind of selective creature (selective creatures are a Dagobah rule)"));
        }
        return Outcome::NotMine;
    }
    let title = ad.plain_title();
    match (same, selective(ad), selective(td)) {
        (true, true, true) => {
            e.because(
                &SELECTIVE,
                format!("{an} and {tn} are both {title}, a selective creature: they ignore each other and do not attack"),
            );
            Outcome::Refuse
        }
        (true, _, _) => {
            e.allow(
                &SELECTIVE,
                format!("{title} is not a selective creature (no `selective` trait), so two of them attack each other like any creatures"),
            );
            Outcome::Clear
        }
        (false, true, _) | (false, _, true) => {
            e.allow(
                &SELECTIVE,
                format!("{an} and {tn} have different titles: selective creatures attack other kinds of creatures"),
            );
            Outcome::Clear
        }
        (false, false, false) => Outcome::NotMine,
    }
}

/// A creature's ferocity with the destiny (if any); None when unknown.
fn ferocity(e: &mut Cx, c: CardIx, draw: &mut Option<i64>) -> Option<(Total, String)> {
    let board = e.board;
    let def = board.card_def(c);
    let name = board.card_name(c);
    let Some(base) = def.ferocity else {
        e.missing(format!(
            "{name}'s ferocity: give it `ferocity:` under the scenario's `cards:`"
        ));
        return None;
    };
    if !def.ferocity_destiny {
        return Some((Total::known(base), format!("{name}'s ferocity {base}")));
    }
    Some(match draw.take() {
        Some(d) => (
            Total::known(base.saturating_add(d)),
            format!(
                "{name}'s ferocity {base} + destiny {d} = {}",
                base.saturating_add(d)
            ),
        ),
        None => (
            Total::open(base),
            format!("{name}'s ferocity {base} + a destiny not yet drawn"),
        ),
    })
}

/// A total that may still take a destiny draw. A destiny only adds, so an undrawn one leaves
/// the total at least `base`.
#[derive(Debug, Clone, Copy)]
struct Total {
    base: i64,
    open: bool,
}

impl Total {
    fn known(base: i64) -> Total {
        Total { base, open: false }
    }
    fn open(base: i64) -> Total {
        Total { base, open: true }
    }
    /// `base`, plus the supplied destiny when there is one left, else an undrawn destiny.
    fn with_draw(base: i64, draw: &mut Option<i64>) -> Total {
        match draw.take() {
            Some(d) => Total::known(base.saturating_add(d)),
            None => Total::open(base),
        }
    }
    fn words(self) -> String {
        if self.open {
            format!("{} + a destiny not yet drawn", self.base)
        } else {
            self.base.to_string()
        }
    }
}

/// How `a` compares with `b` whatever the undrawn destinies turn out to be (None: it turns on
/// them). For two creatures, where a tie is an outcome of its own.
fn compare(a: Total, b: Total) -> Option<std::cmp::Ordering> {
    use std::cmp::Ordering::{Greater, Less};
    match (a.open, b.open) {
        (false, false) => Some(a.base.cmp(&b.base)),
        (true, false) if a.base > b.base => Some(Greater),
        (false, true) if a.base < b.base => Some(Less),
        _ => None,
    }
}

/// Whether `a` beats `b` (is strictly above it) whatever the undrawn destinies turn out to be
/// (None: it turns on them). A destiny only adds, so the bounds decide both ways: the lowest
/// `a` already above the highest `b` it can face, or the highest `a` not above the lowest `b`.
/// An undrawn destiny has no highest value, so only a fixed side has a highest total.
fn beats(a: Total, b: Total) -> Option<bool> {
    match (a.open, b.open) {
        (false, false) => Some(a.base > b.base),
        // The lowest `a` (a destiny of 0) beats the fixed `b`: any draw keeps it above.
        (true, false) if a.base > b.base => Some(true),
        // The fixed `a` does not beat the lowest `b`: any draw only raises `b`.
        (false, true) if a.base <= b.base => Some(false),
        _ => None,
    }
}

/// Says why an undrawn destiny could not change a decided outcome: which bound decided it.
fn bound_note(e: &mut Cx, a: Total, b: Total, a_is: &str, b_is: &str) {
    match (a.open, b.open) {
        (true, false) => e.detail(format!(
            "decided whatever is drawn: the lowest {a_is} ({}, with a destiny of 0) already beats {b_is} {}, and a destiny only adds",
            a.base, b.base
        )),
        (false, true) => e.detail(format!(
            "decided whatever is drawn: {a_is} {} cannot beat even the lowest {b_is} ({}, with a destiny of 0), and a destiny only adds",
            a.base, b.base
        )),
        _ => {}
    }
}

/// Characters attack a creature only in their own battle phase, and creatures attack
/// characters only in a battle phase: the board's turn and phase decide when they are written,
/// and the answer assumes them otherwise. True when the board refuses.
fn attack_timing(e: &mut Cx, rule: &'static Rule, own: Option<Side>) -> bool {
    let board = e.board;
    if let Some(side) = own
        && e.asked_for_own_turn(side, Phase::Battle)
    {
        return false;
    }
    e.note_time();
    if let (Some(side), Some(turn)) = (own, board.turn)
        && side != turn
    {
        e.because(
            rule,
            format!(
                "it is the {}'s turn: the {} attacks a creature only in its own battle phase",
                turn.title(),
                side.title()
            ),
        );
        return true;
    }
    match board.phase {
        Some(Phase::Battle) => false,
        Some(p) => {
            e.because(
                rule,
                format!(
                    "it is the {} phase: attacks happen in a battle phase",
                    p.name()
                ),
            );
            true
        }
        None => {
            e.assume(match own {
                Some(side) => format!("it is the {}'s battle phase", side.title()),
                None => "it is a battle phase".to_string(),
            });
            false
        }
    }
}

/// `creature-attack <creature> on <target> [destiny <n>]`: the attack is an act of the table.
/// Its Rule stage says whether it may happen; once allowed, its Play stage says what it comes
/// to (the answer's lines), and `settle` answers.
pub(crate) fn ask_creature_attack(
    e: &mut Eval,
    creature: &CardRef,
    target: &CardRef,
    destiny: Option<i64>,
) -> Result<(), AskError> {
    let a = e.res.card(creature)?;
    let t = e.res.card(target)?;
    e.v.side = Some(e.board.cards[a].side);
    let act = Act::Attack {
        attacker: a,
        target: t,
        destiny,
    };
    let found = consult(e, &act);
    if found.is_refused() || found.is_open() {
        e.settle(found, None);
        return Ok(());
    }
    let played = play(e, &act);
    e.settle(found.and(played), None);
    Ok(())
}

/// Two creatures present together attack each other: both ferocities; a destiny (if needed)
/// applies to the attacker.
fn vs_creature_check(e: &mut Cx, act: &Act) -> Outcome {
    let Some((a, t, destiny)) = attack(act) else {
        return Outcome::NotMine;
    };
    let board = e.board;
    if !e.in_force(&U_VS_CREATURE) || !is_creature(board, a) || !is_creature(board, t) {
        return Outcome::NotMine;
    }
    let (an, tn) = (board.card_name(a), board.card_name(t));
    let mut draw = destiny;
    let Some((fa, wa)) = ferocity(e, a, &mut draw) else {
        return Outcome::Open;
    };
    let Some((ft, wt)) = ferocity(e, t, &mut draw) else {
        return Outcome::Open;
    };
    e.detail(format!("{wa}; {wt}"));
    let Some(order) = compare(fa, ft) else {
        e.missing(format!(
            "the ferocity destiny not yet drawn: {} against {} turns on it (add `destiny <n>`)",
            fa.words(),
            ft.words()
        ));
        return Outcome::Open;
    };
    bound_note(
        e,
        fa,
        ft,
        &format!("ferocity of {an}"),
        &format!("ferocity of {tn}"),
    );
    let outcome = match order {
        std::cmp::Ordering::Greater => format!("{tn} is eaten"),
        std::cmp::Ordering::Less => format!("{an} is eaten"),
        std::cmp::Ordering::Equal => "both creatures are lost".to_string(),
    };
    e.because(
        &U_VS_CREATURE,
        format!(
            "creatures present together attack each other: {} against {}, so {outcome}",
            fa.words(),
            ft.words()
        ),
    );
    e.result(vec![outcome]);
    Outcome::Clear
}

/// A creature attacks a character or a creature vehicle, in a battle phase: its ferocity
/// against the target's power.
fn vs_characters_check(e: &mut Cx, act: &Act) -> Outcome {
    let Some((a, t, destiny)) = attack(act) else {
        return Outcome::NotMine;
    };
    let board = e.board;
    if !e.in_force(&U_VS_CHARACTERS)
        || !is_creature(board, a)
        || is_creature(board, t)
        || attaches(e, a, t)
    {
        return Outcome::NotMine;
    }
    if attack_timing(e, &U_VS_CHARACTERS, None) {
        return Outcome::Refuse;
    }
    let tn = board.card_name(t);
    let td = board.card_def(t);
    let mut draw = destiny;
    let Some((f, wf)) = ferocity(e, a, &mut draw) else {
        return Outcome::Open;
    };
    let printed = board.cards[t].power.or(td.power).unwrap_or(0);
    // A value never below zero (the Hoth supplement's negative numbers): this check applies it
    // to the power it compares, so the rule is weighed here, in the check's own context.
    let power = printed.max(0);
    if let Some(line) = super::shared::arithmetic::below_zero(printed, &format!("{tn}'s power")) {
        e.because(&crate::rulebook::arithmetic::NEGATIVE, line);
    }
    let ability = board.cards[t].ability.or(td.ability).unwrap_or(0);
    let power = if ability >= 4 {
        Total::with_draw(power, &mut draw)
    } else {
        Total::known(power)
    };
    e.detail(format!(
        "{wf}; {tn}'s power {}{}",
        power.words(),
        if ability >= 4 {
            format!(" (ability {ability} ≥ 4 adds a destiny)")
        } else {
            String::new()
        }
    ));
    let Some(defeated) = beats(f, power) else {
        e.missing(format!(
            "the destiny not yet drawn: ferocity {} against power {} turns on it (add `destiny <n>`)",
            f.words(),
            power.words()
        ));
        return Outcome::Open;
    };
    bound_note(e, f, power, "ferocity", &format!("power of {tn}"));
    let outcome = if defeated {
        format!("{tn} is defeated (normally eaten)")
    } else {
        format!("{tn} survives")
    };
    e.because(
        &U_VS_CHARACTERS,
        format!(
            "ferocity {} against power {}: {outcome}",
            f.words(),
            power.words()
        ),
    );
    e.assume("this target was picked at random among those the owner chose to attack");
    e.result(vec![outcome]);
    Outcome::Clear
}

/// Characters attack a creature, in their own battle phase: their total power against its
/// ferocity plus defense value.
fn attacked_check(e: &mut Cx, act: &Act) -> Outcome {
    let Some((a, t, destiny)) = attack(act) else {
        return Outcome::NotMine;
    };
    let board = e.board;
    if !e.in_force(&U_ATTACKED) || is_creature(board, a) || !is_creature(board, t) {
        return Outcome::NotMine;
    }
    let tn = board.card_name(t);
    let td = board.card_def(t);
    let side = board.cards[a].side;
    if attack_timing(e, &U_ATTACKED, Some(side)) {
        return Outcome::Refuse;
    }
    let mut draw = destiny;
    let Some((f, wf)) = ferocity(e, t, &mut draw) else {
        return Outcome::Open;
    };
    let Some(dv) = td.defense_value else {
        e.missing(format!(
            "{tn}'s defense value: give it `defense_value:` under `cards:`"
        ));
        return Outcome::Open;
    };
    let l = board.location_of(a).unwrap_or(LocId::from(0));
    let (power, ability, names) = attackers_power(e, side, l);
    let power = if ability >= 4 {
        Total::with_draw(power, &mut draw)
    } else {
        Total::known(power)
    };
    let to_beat = Total {
        base: f.base.saturating_add(dv),
        open: f.open,
    };
    e.detail(format!(
        "attackers' power: {} = {}{}",
        names.join(" + "),
        power.words(),
        if ability >= 4 {
            format!(" (ability {ability} ≥ 4 adds a destiny)")
        } else {
            String::new()
        }
    ));
    e.detail(format!(
        "{wf}; defense value {dv}: {} to beat",
        to_beat.words()
    ));
    let Some(lost) = beats(power, to_beat) else {
        e.missing(format!(
            "the destiny not yet drawn: total power {} against {} turns on it (add `destiny <n>`)",
            power.words(),
            to_beat.words()
        ));
        return Outcome::Open;
    };
    bound_note(
        e,
        power,
        to_beat,
        "the attackers' total power",
        &format!("ferocity plus defense value of {tn}"),
    );
    let outcome = if lost {
        format!("{tn} is lost")
    } else {
        format!("{tn} survives")
    };
    e.because(
        &U_ATTACKED,
        format!(
            "total power {} against ferocity {} + defense value {dv}: {outcome}",
            power.words(),
            f.words()
        ),
    );
    e.detail(
        "initiating the attack costs 1 Force; a weapon hit first would lose the creature outright",
    );
    e.result(vec![outcome]);
    Outcome::Clear
}

/// The attackers' total power and ability at `l`: every character, vehicle and starship of
/// `side` there (a crashed craft or one with no pilot or driver adds nothing, noted with the
/// rule it reads), and each one's part (`Luke 3`).
fn attackers_power(e: &mut Cx, side: Side, l: LocId) -> (i64, i64, Vec<String>) {
    let board = e.board;
    let mut power: i64 = 0;
    let mut ability: i64 = 0;
    let mut names = Vec::new();
    for &c in &board.locations[l].cards {
        let card = &board.cards[c];
        let d = board.card_def(c);
        if card.side == side
            && matches!(
                d.card_type,
                CardType::Character | CardType::Vehicle | CardType::Starship
            )
            && !card.state.missing
        {
            if crate::board::facts::is_craft(d) {
                if card.state.crashed {
                    e.detail(format!(
                        "{} has crashed: it has no power to add ({})",
                        board.card_name(c),
                        crate::rulebook::vehicles::CRASHED.citation()
                    ));
                    continue;
                }
                if crate::board::facts::operator(
                    board,
                    c,
                    e.in_force(&crate::rulebook::vehicles::U_CRASHED_PILOT),
                )
                .is_none()
                {
                    e.detail(format!(
                        "{} has no pilot or driver aboard: it cannot use its power ({})",
                        board.card_name(c),
                        crate::rulebook::vehicles::PILOTS.citation()
                    ));
                    continue;
                }
            }
            let p = card.power.or(d.power).unwrap_or(0);
            power = power.saturating_add(p);
            ability = ability.saturating_add(card.ability.or(d.ability).unwrap_or(0));
            names.push(format!("{} {p}", board.card_name(c)));
        }
    }
    (power, ability, names)
}
