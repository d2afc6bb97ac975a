//! The actions the documents regulate, and the checks that bear on each.
//!
//! A rule declares the actions it constrains (`Rule::constrains`). A *check* is the piece of a
//! rule family that applies some of those rules to one act; every check is registered for one
//! action in the table [`CheckTable`]. A question about an action runs every check registered
//! for it and for each action it includes ([`Act::parts`]: firing is targeting and using), so
//! `can fire`, `can target … with` and `can use` cannot disagree about a rule they share: there
//! is no list of checks per question to forget one in.

pub use crate::rulebook::action::Action;

pub use super::eval::{Cx, Found, Lift, Outcome};

use super::eval::Eval;
use super::subject::Either;
use crate::board::{Board, CardIx, LocId, Place};
use crate::catalog::{CardDef, CardType};
use crate::rulebook::{Rule, Side};

/// The card that targets, or the item used: a card in play, or a card named from the catalog
/// (an Interrupt in hand, a weapon not yet deployed).
#[derive(Debug, Clone, Copy)]
pub enum By<'b> {
    Card(CardIx),
    Def(&'b CardDef),
}

impl<'b> By<'b> {
    /// A card a question names ([`Either`]): the card in play, else the title's first printing.
    pub fn named(card: Either, board: &'b Board) -> By<'b> {
        match card {
            Either::InPlay(c) => By::Card(c),
            Either::Defs(ids) => By::Def(board.def(ids[0])),
        }
    }
    pub fn def(self, board: &'b Board) -> &'b CardDef {
        match self {
            By::Card(c) => board.card_def(c),
            By::Def(d) => d,
        }
    }
    pub fn in_play(self) -> Option<CardIx> {
        match self {
            By::Card(c) => Some(c),
            By::Def(_) => None,
        }
    }
    /// The name to print: the card's name in play, else its title.
    pub fn name(self, board: &Board) -> String {
        match self {
            By::Card(c) => board.card_name(c),
            By::Def(d) => d.plain_title().to_string(),
        }
    }
}

/// What a duel the table allowed is fought with: the defender's weapon (the initiator's
/// lightsaber is the act's `saber`), and the dueling hands the question gives (else the
/// scenario's `duel:`).
#[derive(Debug, Clone, Copy)]
pub struct Fought<'b> {
    pub defender_weapon: Option<CardIx>,
    pub hands: Option<&'b (Vec<i64>, Vec<i64>)>,
}

/// One act asked about, its participants resolved.
#[derive(Debug, Clone, Copy)]
pub enum Act<'b> {
    /// `target` chosen by `by` (or by a card not named).
    Target { target: CardIx, by: Option<By<'b>> },
    /// `user` uses `item`.
    Use { user: CardIx, item: By<'b> },
    /// `weapon` (in play) fired at `target`.
    Fire { weapon: CardIx, target: CardIx },
    /// `carrier` takes `item` (a weapon or device) to carry.
    Carry { carrier: CardIx, item: By<'b> },
    /// `thief` steals `item` (a weapon, device or vehicle in play).
    Steal { thief: CardIx, item: CardIx },
    /// `side` deploys `card` to `to`, or aboard (or on) `host` there; a location card into its
    /// `row`.
    Deploy {
        card: &'b CardDef,
        side: Side,
        to: Option<LocId>,
        host: Option<CardIx>,
        /// The card deployed together with it (`with <pilot>`).
        with: Option<By<'b>>,
        /// Deployed at the start of the game as a starting card (`as starting`): not timed.
        starting: bool,
        /// A location card: the row of the table it goes into (beside that row's system, among
        /// its planet's sites); `None` for a location that goes into no row on table (one that
        /// starts a row of its own, or has nowhere to go), and for every card that is no
        /// location.
        row: Option<usize>,
    },
    /// `side` replaces its character `old` with `new`, another version of it (a persona
    /// replacement; Cloud City's conversion: the Light Side's Lando for the Dark Side's).
    Replace {
        old: CardIx,
        new: &'b CardDef,
        side: Side,
    },
    /// The creature `attacker` attacks `target` (or characters attack a creature), with the
    /// destiny drawn if the question gives one (what the attack comes to may turn on it).
    Attack {
        attacker: CardIx,
        target: CardIx,
        destiny: Option<i64>,
    },
    /// Dagobah: `side`'s `bomber` bombards the site `at` with its Proton Bombs: orbital
    /// bombardment of an interior site from the system, carpet bombing of a non-interior one
    /// from the Bombing Run's target zone. `swoop`: the bomber stands at the related system and
    /// `at` is its side's target zone, so the bombing includes its swoop down there (a landing's
    /// act flown on the run, [`Act::parts`]), which every check on landing meets.
    Bomb {
        bomber: CardIx,
        at: LocId,
        side: Side,
        swoop: bool,
    },
    /// Cloud City: `card`, a character, is captured now (the Dark Side seizes, imprisons or
    /// lets it escape), or, a captive already, what it is held under: what the capture comes
    /// to is the options it has.
    Capture { card: CardIx },
    /// Young Jedi: `side` evacuates its cards from the planet of `at` (a location of it), or
    /// asks to evacuate `only` that card of them.
    Evacuate {
        side: Side,
        at: LocId,
        only: Option<CardIx>,
        /// The starships that come out of the space battle alive (either side's, by place in
        /// its Hyperspace pile), when what the evacuation comes to is asked.
        survivors: Option<&'b [(Side, usize)]>,
    },
    /// Young Jedi: `attacker` starts a duel, with `saber` (else any lightsaber it can use
    /// there) against `defender` (else any opposing character there); `replay`: the duel the
    /// two fight, replayed (their own marks of having dueled are that duel's); `fought`: what
    /// the duel is fought with, when how it ends is asked; `who_defends`: who may defend
    /// against the challenge of `defender` is asked (what the challenge comes to: the
    /// initiation check's lines).
    Duel {
        attacker: CardIx,
        saber: Option<CardIx>,
        defender: Option<CardIx>,
        replay: bool,
        fought: Option<Fought<'b>>,
        who_defends: bool,
    },
    /// Young Jedi: a card of `side` battles: `card` on a planet, or the starship at `pile` (its
    /// place) in the side's Hyperspace pile.
    Battle {
        side: Side,
        card: Option<CardIx>,
        pile: Option<usize>,
    },
    /// Young Jedi: an Effect fetched from the draw deck, when the location `at` comes into play
    /// (put there by `first`, where the board or question says), or at the start (`at` none).
    FetchEffect {
        at: Option<LocId>,
        first: Option<Side>,
    },
    /// Young Jedi: `side` deploys `card` from its draw deck, by the text of `by` as it deploys
    /// (or of a card not named).
    DeployFromDeck {
        card: &'b CardDef,
        side: Side,
        by: Option<CardIx>,
    },
    /// `side` moves `card` (in play) by a move of `kind`, to `to` when the question names it;
    /// `craft` is what it embarks on or disembarks from; `by_card` when a card's own text moves
    /// it (`can move … by <card>`), whose timing is that text's; `flier` who flies a landing or
    /// take-off.
    Move {
        kind: Action,
        card: CardIx,
        side: Side,
        to: Option<LocId>,
        craft: Option<CardIx>,
        by_card: bool,
        /// The card whose own text moves it (`can move … by <card>`), when the question names
        /// one.
        by: Option<&'b CardDef>,
        flier: Flier,
    },
}

/// Who flies a landing or a take-off: a craft its pilot flies (the landing rule asks for one),
/// or a card that flies like a starfighter with no pilot (a free mynock, Dagobah's Attaching
/// Creatures), which the landing checks then judge without asking for a pilot or a starfighter.
///
/// A bomber on a Bombing Run flies `Run`: its swoop from the system down to the target zone is
/// a `Land` and its return trip a `TakeOff`, so every check on landing and taking off meets them
/// (the shield's, which names Bombing Run among the movements it stops); but the bomber does not
/// land there, so the landing rule leaves them to the Bombing Run's check.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flier {
    Piloted,
    Unpiloted,
    Run,
}

impl<'b> Act<'b> {
    pub fn action(&self) -> Action {
        match self {
            Act::Target { .. } => Action::Target,
            Act::Use { .. } => Action::Use,
            Act::Fire { .. } => Action::Fire,
            Act::Carry { .. } => Action::Carry,
            Act::Steal { .. } => Action::Steal,
            Act::Deploy { .. } => Action::Deploy,
            Act::Replace { .. } => Action::Replace,
            Act::Attack { .. } => Action::Attack,
            Act::Capture { .. } => Action::Capture,
            Act::Bomb { .. } => Action::Bomb,
            Act::Evacuate { .. } => Action::Evacuate,
            Act::Battle { .. } => Action::Battle,
            Act::Duel { .. } => Action::Duel,
            Act::FetchEffect { .. } => Action::FetchEffect,
            Act::DeployFromDeck { .. } => Action::DeployFromDeck,
            Act::Move { kind, .. } => *kind,
        }
    }

    /// A move a side makes with its own rules (not by a card's text): `to` where it goes,
    /// `craft` what it embarks on, disembarks from or transfers to.
    pub fn moving(
        kind: Action,
        card: CardIx,
        side: Side,
        to: Option<LocId>,
        craft: Option<CardIx>,
    ) -> Act<'b> {
        Act::Move {
            kind,
            card,
            side,
            to,
            craft,
            by_card: false,
            by: None,
            flier: Flier::Piloted,
        }
    }

    /// A move of `card` to `to` by the text of the card `by` (when the question names one,
    /// else by the card's own rules: not the turn's regular move).
    pub fn moved_by(card: CardIx, side: Side, to: LocId, by: Option<&'b CardDef>) -> Act<'b> {
        Act::Move {
            kind: Action::Move,
            card,
            side,
            to: Some(to),
            craft: None,
            by_card: true,
            by,
            flier: Flier::Piloted,
        }
    }

    /// The card a regular move moves (no card's text moves it), where it stands and where it
    /// goes: None for any other act, or a card standing at no location.
    pub fn regular_move(&self, board: &Board) -> Option<(CardIx, LocId, LocId)> {
        let Act::Move {
            kind: Action::Move,
            card,
            to: Some(dest),
            by_card: false,
            ..
        } = *self
        else {
            return None;
        };
        match board.cards[card].place {
            crate::board::Place::At(origin) => Some((card, origin, dest)),
            _ => None,
        }
    }

    /// The site a shuttle touches: the site a character or vehicle shuttles up from, or the
    /// one it shuttles down to from a capital starship. None for any other act.
    pub fn shuttle_site(&self, board: &Board) -> Option<LocId> {
        let Act::Move {
            kind: Action::Shuttle,
            card,
            to,
            ..
        } = *self
        else {
            return None;
        };
        if !matches!(
            board.card_def(card).card_type,
            CardType::Character | CardType::Vehicle
        ) {
            return None;
        }
        match (board.cards[card].place, to) {
            (Place::At(l), _) if board.loc_def(l).is_site() => Some(l),
            (Place::Aboard(p), Some(dest))
                if board.card_def(p).is_capital() && board.loc_def(dest).is_site() =>
            {
                Some(dest)
            }
            _ => None,
        }
    }

    /// A landing or take-off (`kind`) of `card` to `to`, flown by `flier`.
    pub fn flying(
        kind: Action,
        card: CardIx,
        side: Side,
        to: Option<LocId>,
        flier: Flier,
    ) -> Act<'b> {
        Act::Move {
            kind,
            card,
            side,
            to,
            craft: None,
            by_card: false,
            by: None,
            flier,
        }
    }

    /// The side that acts, where the act names it.
    pub fn side(&self) -> Option<Side> {
        match *self {
            Act::Deploy { side, .. }
            | Act::Move { side, .. }
            | Act::Replace { side, .. }
            | Act::Bomb { side, .. } => Some(side),
            _ => None,
        }
    }

    /// The acts this one includes ([`Action::parts`], with their participants): firing a weapon
    /// targets with it, and its holder uses it.
    pub fn parts(&self, board: &Board) -> Vec<Act<'b>> {
        match *self {
            Act::Fire { weapon, target } => {
                let mut v = vec![Act::Target {
                    target,
                    by: Some(By::Card(weapon)),
                }];
                if let Place::Carried(holder) = board.cards[weapon].place {
                    v.push(Act::Use {
                        user: holder,
                        item: By::Card(weapon),
                    });
                }
                v
            }
            // Deploying a weapon or device on a character, vehicle or starship: that card carries
            // it from then on, so the carrying rules bear on the deployment.
            Act::Deploy {
                card,
                host: Some(host),
                ..
            } if matches!(card.card_type, CardType::Weapon | CardType::Device) => {
                vec![Act::Carry {
                    carrier: host,
                    item: By::Def(card),
                }]
            }
            // Carpet bombing from the system: the bomber first swoops down to the target zone,
            // a landing's act flown on the run.
            Act::Bomb {
                bomber,
                at,
                side,
                swoop: true,
            } => vec![Act::flying(
                Action::Land,
                bomber,
                side,
                Some(at),
                Flier::Run,
            )],
            Act::Target { .. }
            | Act::Use { .. }
            | Act::Carry { .. }
            | Act::Steal { .. }
            | Act::Deploy { .. }
            | Act::Replace { .. }
            | Act::Attack { .. }
            | Act::Capture { .. }
            | Act::Bomb { .. }
            | Act::Evacuate { .. }
            | Act::Battle { .. }
            | Act::Duel { .. }
            | Act::FetchEffect { .. }
            | Act::DeployFromDeck { .. }
            | Act::Move { .. } => Vec::new(),
        }
    }
}

/// When a check runs: every check of a stage runs, and a stage that refuses ends the act's
/// checking (what a later stage would say is meaningless then).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Stage {
    /// What makes the rest meaningless: the other side's card. Registered once for a group of
    /// actions. (Timing is not a gate: it is a Rule-stage check, so a `no` out of time still
    /// lists the documents' rules.)
    Gate,
    /// The documents' rules on the act.
    Rule,
    /// What the act costs beyond its base price (cloud sectors over a shuttle): runs when a
    /// handler asks for the price, each check adding its Force with `Eval::add_price`.
    Price,
    /// What an allowed act comes to (a duel fought out, the space battle of an evacuation):
    /// runs when a handler asks for it ([`play`]) once the table allowed the act, each check
    /// recording the answer's lines with `Cx::result`, which `Eval::settle` gives as the
    /// answer.
    Play,
}

impl Stage {
    /// The stages a yes/no question runs, in order.
    pub const ALL: [Stage; 2] = [Stage::Gate, Stage::Rule];
}

/// A check: applies some rules to one act. It sees the evaluation read-only through its
/// context ([`Cx`]), notes its reasons there, and returns what it found; it never writes the
/// answer (the table records its notes, and [`Eval::settle`] decides).
pub struct Check {
    /// The actions it is registered for (a group, for a gate every move shares).
    pub on: &'static [Action],
    /// When it runs.
    pub stage: Stage,
    /// What it checks, for the table in `swjudge rules` and the design notes.
    pub name: &'static str,
    /// The rules it applies; each declares `action` among those it constrains.
    pub rules: &'static [&'static Rule],
    /// Notes reasons, permissions and missing facts on its context, and says what it found.
    pub run: fn(&mut Cx, &Act) -> Outcome,
}

impl std::fmt::Debug for Check {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Check")
            .field("on", &self.on)
            .field("stage", &self.stage)
            .field("name", &self.name)
            .finish()
    }
}

/// Every check, by action: the one table a question about an action consults. Declared here,
/// under the families, so that a family can consult it; its rows are each family's `CHECKS`,
/// gathered in `rules/mod.rs` (`impl CheckTable` there), the one file that names every family.
pub struct CheckTable;

/// The actions whose every check is in the table: their question handlers pick no checks of
/// their own, so the rules that declare them are exactly the rules their checks apply (a unit
/// test holds this). The other actions have their gate here and their rules still in the
/// handlers.
pub const DECIDED: &[Action] = &[
    Action::Target,
    Action::Use,
    Action::Fire,
    Action::Carry,
    Action::Steal,
];

/// The act and every act it includes (firing is targeting and using), depth first.
fn with_parts<'b>(act: &Act<'b>, board: &Board, out: &mut Vec<Act<'b>>) {
    out.push(*act);
    for part in act.parts(board) {
        with_parts(&part, board, out);
    }
}

/// Runs every check registered for `act`'s action and for each act it includes, stage by
/// stage, and returns what they found. Every check of a stage runs, so a refusal lists every
/// rule of that stage that forbids the act; a stage that refuses ends the checking.
pub(crate) fn consult(e: &mut Eval, act: &Act) -> Found {
    consult_stages(e, act, &Stage::ALL)
}

/// [`consult`], for the gate alone: the checks that make the rest meaningless. A handler that
/// still applies the documents' rules itself asks this first.
pub(crate) fn gate(e: &mut Eval, act: &Act) -> Found {
    consult_stages(e, act, &[Stage::Gate])
}

/// [`consult`], for the documents' rules alone: a handler whose gate the dispatch already ran
/// (every move question's) asks the table for the rules other families register on its act.
pub(crate) fn rules(e: &mut Eval, act: &Act) -> Found {
    consult_stages(e, act, &[Stage::Rule])
}

/// The Force the table's price checks add to `act` (each also records its lines of cost).
pub(crate) fn price(e: &mut Eval, act: &Act) -> i64 {
    price_found(e, act).0
}

/// [`price`], with what the price checks found (one that cannot read the price leaves it open).
pub(crate) fn price_found(e: &mut Eval, act: &Act) -> (i64, Found) {
    e.take_price();
    e.take_kept();
    let found = consult_stages(e, act, &[Stage::Price]);
    (e.take_price(), found)
}

/// What `act` costs by the table's price checks, as `cost <act>` gives it before the cards'
/// own text changes it ([`Eval::text_priced`]): the same checks [`price_found`] runs, probed
/// without recording anything (each run as if the cost were asked). `None` where the price is
/// not known: no check sets the act's own price (a move the documents price nowhere), or one
/// leaves it open (text that sets it, not read). With the price, the part of it that is another
/// card's own, deployed with the act's card (`Cx::add_price_of_another`). For a check that weighs the price
/// (`shared::force_pile`), so that it and `cost` cannot disagree.
pub(crate) fn price_of(e: &Eval, act: &Act) -> Option<(i64, i64, Vec<String>)> {
    let mut acts = Vec::new();
    with_parts(act, e.board, &mut acts);
    let mut found = super::eval::Probed::default();
    for a in &acts {
        let action = a.action();
        for c in CheckTable::of(e.board.game)
            .iter()
            .filter(|c| c.stage == Stage::Price && c.on.contains(&action))
        {
            found = found.and(e.probe_price(c.name, c.rules, |cx| (c.run)(cx, a)));
        }
    }
    (found.base && !found.open).then_some((found.price, found.kept, found.lines))
}

/// What the table's play checks make of an act it allowed (the answer's lines, recorded for
/// `Eval::settle`), and what they found.
pub(crate) fn play(e: &mut Eval, act: &Act) -> Found {
    consult_stages(e, act, &[Stage::Play])
}

fn consult_stages(e: &mut Eval, act: &Act, stages: &[Stage]) -> Found {
    let mut acts = Vec::new();
    with_parts(act, e.board, &mut acts);
    let mut found = Found::NOTHING;
    for &stage in stages {
        for a in &acts {
            let action = a.action();
            let table = CheckTable::of(e.board.game)
                .iter()
                .copied()
                .filter(|c| c.stage == stage && c.on.contains(&action));
            // Test-only: a new check registered for the test (the worked example's rule).
            #[cfg(test)]
            let table = table.chain(ledger::new_check(stage, action));
            for c in table {
                // The board's turn or phase refusing is recorded apart (`Cx::out_of_time`): the
                // act is judged at its own time, and the answer then says no for the time.
                let ran = e.run_check(c.name, c.rules, |cx| (c.run)(cx, a));
                let lift = CheckTable::lift(c);
                #[cfg(test)]
                {
                    ledger::note(act, a, &ran, lift);
                    ledger::ran_check(c, e.res.query);
                }
                if ran.outcome.is_refusal() {
                    e.record_lift(lift);
                }
                found.add(ran.outcome, ran.late);
            }
        }
        if found.is_refused() {
            #[cfg(test)]
            if ledger::injected(ledger::Inject::DropResult) {
                return Found::NOTHING;
            }
            return found;
        }
    }
    found
}

/// What several families add to one answer that is not an act (Cedar's idea of every policy
/// evaluated, for the questions of presence and of what is lost with a card): each family
/// registers its part here once, and the family that answers the question runs every part,
/// so it names no other family. Filled in `rules/mod.rs`, the one file that names every family.
pub struct Topics {
    /// `present <card>`: a part that answers it outright (a starfighter hidden by a Landing
    /// Claw) returns true; a part that only adds a note (a bomber at its target zone) false.
    pub present: &'static [fn(&mut Eval, CardIx) -> bool],
    /// `presence <side> at <location>`: notes on what counts there.
    pub presence: &'static [fn(&mut Eval, Side, LocId)],
    /// Cards that go along with a card when it is lost, beyond what rides aboard or is carried
    /// (attached creatures, clawed starfighters).
    pub lost_along: &'static [fn(&mut Eval, CardIx) -> Vec<CardIx>],
    /// Names of the cards lost with a card that are not on it (those at a starship's sites).
    pub lost_with: &'static [fn(&mut Eval, CardIx, &mut Vec<String>)],
}

/// Test-only: what every check of the table found on every act it was asked about, in the
/// order the checks ran: the ledger the recording test (`rules/table_record.rs`) settles
/// itself and compares with the answer. And the two faults that test must catch, injected.
#[cfg(test)]
pub(crate) mod ledger {
    use crate::board::{CardIx, LocId};
    use crate::rules::actions::{Act, Action, Check, Lift, Outcome, Stage};
    use crate::rules::eval::{Cx, Ran};
    use std::cell::{Cell, RefCell};

    /// An act, by what names it: its action, the card it is about, where it goes, the craft.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub(crate) struct Key {
        pub action: Action,
        pub card: Option<CardIx>,
        pub to: Option<LocId>,
        pub craft: Option<CardIx>,
        /// The card deployed, by its printed title (a deploy names no card in play).
        pub title: Option<String>,
        /// The row a location card goes into (`Act::Deploy`'s `row`): two deploys of one
        /// location are two acts when they go into two rows.
        pub row: Option<usize>,
    }

    impl Key {
        pub(crate) fn of(act: &Act) -> Key {
            let (card, to, craft, title) = match *act {
                Act::Move {
                    card, to, craft, ..
                } => (Some(card), to, craft, None),
                Act::Target { target, .. } => (Some(target), None, None, None),
                Act::Use { user, .. } => (Some(user), None, None, None),
                Act::Fire { weapon, target } => (Some(weapon), None, Some(target), None),
                Act::Carry { carrier, .. } => (Some(carrier), None, None, None),
                Act::Steal { thief, item } => (Some(thief), None, Some(item), None),
                Act::Attack {
                    attacker, target, ..
                } => (Some(attacker), None, Some(target), None),
                Act::Capture { card } => (Some(card), None, None, None),
                Act::Bomb { bomber, at, .. } => (Some(bomber), Some(at), None, None),
                Act::Evacuate { at, only, .. } => (only, Some(at), None, None),
                Act::Battle { card, .. } => (card, None, None, None),
                Act::FetchEffect { at, .. } => (None, at, None, None),
                Act::Duel {
                    attacker, defender, ..
                } => (Some(attacker), None, defender, None),
                Act::DeployFromDeck { card, by, .. } => (None, None, by, Some(card.title.clone())),
                Act::Deploy { card, to, host, .. } => (None, to, host, Some(card.title.clone())),
                Act::Replace { old, new, .. } => (Some(old), None, None, Some(new.title.clone())),
            };
            let row = match *act {
                Act::Deploy { row, .. } => row,
                _ => None,
            };
            Key {
                action: act.action(),
                card,
                to,
                craft,
                title,
                row,
            }
        }
    }

    /// What one check found about one act (a part of the act asked, or the act itself).
    #[derive(Debug, Clone)]
    pub(crate) struct Entry {
        /// The act the table was asked about.
        pub asked: Key,
        /// The act the check ran on: the act asked, or one of its parts.
        pub act: Key,
        pub outcome: Outcome,
        /// The side that made the act asked, where it names one.
        pub side: Option<crate::query::Side>,
        /// The check recorded something the answer turns on and the board does not say.
        pub opened: bool,
        /// What card text may lift of the check's refusal (declared in the table).
        pub lift: Option<Lift>,
        /// The kinds of refusal (`Lift::bit`) the unread sentences the check quoted may lift.
        pub may_lift: u8,
    }

    /// A fault the recording test must catch, injected into the pipeline.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub(crate) enum Inject {
        None,
        /// A handler refuses by hand before it asks the table (`rules::dispatch`).
        HandRefusal,
        /// The table's refusal is thrown away: `consult` answers as if nothing refused.
        DropResult,
        /// A new rule forbidding every landing is declared and its check registered on `Land`
        /// (docs/design.md's worked example, "adding a rule that constrains landing"): every
        /// landing path must meet it, and nothing else changes.
        NewLandingRule,
        /// (Round 28.) A move's handler answers with an error after the table was asked (the
        /// shape of the old "does not move by itself" diagnostic): a refusal written outside
        /// the table, which the recording test must see.
        ErrorAfterTable,
    }

    crate::rulebook::rule::rule! {
        /// The worked example's rule, declared for the test alone (never registered).
        pub static ION_STORM = {
            id: "test.ion-storm",
            document: Hoth,
            section: "Test: a rule added to the table",
            bullet: None,
            statement: "No starship lands at a site while an ion storm rages (a rule invented for a test).",
            supersedes: [],
            questions: ["land"],
            constrains: [Land],
        }
    }

    /// The worked example's check: it refuses every landing.
    static ION_STORM_CHECK: Check = Check {
        on: &[Action::Land],
        stage: Stage::Rule,
        name: "test: no landing in an ion storm",
        rules: &[&ION_STORM],
        run: ion_storm_check,
    };

    fn ion_storm_check(e: &mut Cx, act: &Act) -> Outcome {
        if act.action() != Action::Land {
            return Outcome::NotMine;
        }
        e.because(&ION_STORM, "an ion storm rages (injected by the test)");
        Outcome::Refuse
    }

    /// The injected check to run at `stage` on `action`, when the new rule is injected.
    pub(super) fn new_check(stage: Stage, action: Action) -> Option<&'static Check> {
        (injected(Inject::NewLandingRule)
            && stage == ION_STORM_CHECK.stage
            && action == Action::Land)
            .then_some(&ION_STORM_CHECK)
    }

    thread_local! {
        static NEW_CHECK_RAN: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
    }

    /// Notes the question on which the injected check ran.
    pub(super) fn ran_check(c: &Check, query: &str) {
        if std::ptr::eq(c, &ION_STORM_CHECK) {
            NEW_CHECK_RAN.with(|l| l.borrow_mut().push(query.to_string()));
        }
    }

    /// The questions on which the injected check ran since the last call, cleared.
    pub(crate) fn take_new_check_ran() -> Vec<String> {
        NEW_CHECK_RAN.with(|l| std::mem::take(&mut *l.borrow_mut()))
    }

    thread_local! {
        static LEDGER: RefCell<Vec<Entry>> = const { RefCell::new(Vec::new()) };
        static INJECT: Cell<Inject> = const { Cell::new(Inject::None) };
    }

    pub(super) fn note(asked: &Act, act: &Act, ran: &Ran, lift: Option<Lift>) {
        let entry = Entry {
            asked: Key::of(asked),
            act: Key::of(act),
            outcome: ran.outcome,
            side: asked.side(),
            opened: ran.opened,
            lift,
            may_lift: ran.may_lift,
        };
        LEDGER.with(|l| l.borrow_mut().push(entry));
    }

    /// What the checks found since the last call, cleared.
    pub(crate) fn take() -> Vec<Entry> {
        LEDGER.with(|l| std::mem::take(&mut *l.borrow_mut()))
    }

    /// Injects `fault` until the next call (`Inject::None` clears it).
    pub(crate) fn inject(fault: Inject) {
        INJECT.with(|i| i.set(fault));
    }

    pub(crate) fn injected(fault: Inject) -> bool {
        INJECT.with(|i| i.get()) == fault
    }
}
