//! The rule registry and the rule families that check the rules.
//!
//! Each family file declares its rules (id, citation, statement, ruleset, supersedes) beside
//! the code that applies them; [`all`] is the single registry every output reads.

pub mod actions;
mod arithmetic;
mod attaching;
mod bombers;
mod capture;
mod classify;
mod creatures;
mod dagobah;
mod deploy;
mod destinations;
mod dotf;
mod dotf_duel;
mod effects;
pub mod layout;
mod mines;
mod missing;
mod movement;
mod persona;
mod presence;
mod registry;
mod sabacc;
mod sectors;
mod shield;
mod starship_sites;
mod starships;
pub mod subject;
mod targeting;
mod training;
mod unique;
pub mod validate;
mod vehicles;
mod weapons;

pub use registry::{Document, Rule, Ruleset};
pub use subject::{AskError, AskErrorKind};

use crate::board::Board;
use crate::query::{Query, QueryKind, Side};
use crate::verdict::{Answer, Fact, Reason, Superseded, Verdict};
use actions::{Act, Check};
use std::sync::OnceLock;
use subject::Resolver;

/// Every rule, in registry order (by document, then family).
pub fn all() -> &'static [&'static Rule] {
    static ALL: OnceLock<Vec<&'static Rule>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut v: Vec<&'static Rule> = Vec::new();
        for family in [
            layout::RULES,
            shield::RULES,
            starships::RULES,
            unique::RULES,
            deploy::RULES,
            movement::RULES,
            vehicles::RULES,
            presence::RULES,
            missing::RULES,
            weapons::RULES,
            arithmetic::RULES,
            persona::RULES,
            creatures::RULES,
            mines::RULES,
            effects::RULES,
            sectors::RULES,
            dagobah::RULES,
            starship_sites::RULES,
            classify::RULES,
            training::RULES,
            attaching::RULES,
            bombers::RULES,
            capture::RULES,
            sabacc::RULES,
            dotf::RULES,
            dotf_duel::RULES,
        ] {
            v.extend_from_slice(family);
        }
        let order = |d: Document| match d {
            Document::Hoth => 0,
            Document::HothUpdate => 1,
            Document::Dagobah => 2,
            Document::CloudCity => 3,
            Document::Dotf => 4,
        };
        v.sort_by_key(|r| order(r.document));
        v
    })
}

/// Every check, by action: the one table a question about an action consults.
pub fn checks() -> &'static [&'static Check] {
    static ALL: OnceLock<Vec<&'static Check>> = OnceLock::new();
    ALL.get_or_init(|| {
        [
            attaching::CHECKS,
            capture::CHECKS,
            effects::CHECKS,
            missing::CHECKS,
            weapons::CHECKS,
        ]
        .concat()
    })
}

/// Runs every check registered for `act`'s action, then for each act it includes (firing is
/// targeting and using); true when a rule forbids it. Every check runs, so a refusal lists every
/// rule that forbids the act.
pub(crate) fn consult(e: &mut Eval, act: &Act) -> bool {
    let action = act.action();
    let mut refused = false;
    for c in checks().iter().filter(|c| c.action == action) {
        refused |= (c.run)(e, act);
    }
    for part in act.parts(e.board) {
        refused |= consult(e, &part);
    }
    refused
}

/// The rule with this id.
pub fn find(id: &str) -> Option<&'static Rule> {
    all().iter().copied().find(|r| r.id == id)
}

/// The rules that replace `rule`.
pub fn superseded_by(rule: &Rule) -> Vec<&'static Rule> {
    replacements(rule.id).to_vec()
}

/// The rules replacing the rule with this id (computed once for the whole registry).
fn replacements(id: &str) -> &'static [&'static Rule] {
    static MAP: OnceLock<std::collections::HashMap<&'static str, Vec<&'static Rule>>> =
        OnceLock::new();
    let map = MAP.get_or_init(|| {
        let mut m: std::collections::HashMap<&'static str, Vec<&'static Rule>> =
            std::collections::HashMap::new();
        for r in all() {
            for old in r.supersedes {
                m.entry(old.id).or_default().push(*r);
            }
        }
        m
    });
    map.get(id).map(Vec::as_slice).unwrap_or(&[])
}

/// Is `rule` in force under `ruleset`: its document is included and nothing included replaces it.
pub fn in_force(rule: &Rule, ruleset: Ruleset) -> bool {
    ruleset.includes(rule.ruleset())
        && !replacements(rule.id)
            .iter()
            .any(|r| ruleset.includes(r.ruleset()))
}

/// The rules in force under `ruleset`.
pub fn in_force_under(ruleset: Ruleset) -> Vec<&'static Rule> {
    all()
        .iter()
        .copied()
        .filter(|r| in_force(r, ruleset))
        .collect()
}

/// One evaluation of one question under one ruleset.
pub struct Eval<'b> {
    pub board: &'b Board,
    pub ruleset: Ruleset,
    pub res: Resolver<'b>,
    pub v: Verdict,
    /// Who asked, when the question said `as <side>`.
    pub asked_as: Option<Side>,
    /// Permissions that cleared the way: reasons unless the answer ends up a refusal.
    allowed: Vec<Reason>,
    /// Every rule whose being in force this evaluation asked about: the only way a ruleset
    /// steers the code, so another ruleset that agrees on all of them answers identically.
    consulted: std::cell::RefCell<Vec<&'static Rule>>,
    /// Set when the answer depends on the ruleset in a way `consulted` does not capture (a
    /// question that evaluates other questions): older rulesets are then always re-evaluated.
    pub opaque: bool,
    /// What the action costs, line by line: shown as the cost when it is allowed, and labelled
    /// as what it would have cost when it is refused.
    costs: Vec<String>,
}

impl<'b> Eval<'b> {
    /// A fresh evaluation of the question `text` (asked `as` a side, or not).
    pub(crate) fn new(
        board: &'b Board,
        ruleset: Ruleset,
        text: &'b str,
        asked_as: Option<Side>,
    ) -> Eval<'b> {
        Eval {
            board,
            ruleset,
            res: Resolver { board, query: text },
            v: Verdict::new(text, ruleset),
            asked_as,
            allowed: Vec::new(),
            consulted: std::cell::RefCell::new(Vec::new()),
            opaque: false,
            costs: Vec::new(),
        }
    }
    /// Takes in what another evaluation consulted (a question this one asked for it), so the
    /// older-ruleset comparison still sees every rule the answer turned on.
    pub(crate) fn absorb(&mut self, consulted: Vec<&'static Rule>, opaque: bool) {
        let mut seen = self.consulted.borrow_mut();
        for r in consulted {
            if !seen.iter().any(|x| std::ptr::eq(*x, r)) {
                seen.push(r);
            }
        }
        drop(seen);
        self.opaque |= opaque;
    }
    pub fn in_force(&self, r: &'static Rule) -> bool {
        let mut seen = self.consulted.borrow_mut();
        if !seen.iter().any(|x| std::ptr::eq(*x, r)) {
            seen.push(r);
        }
        in_force(r, self.ruleset)
    }
    /// The newer of two rules where the newer supersedes the older, as in force here.
    pub fn pick(&self, newer: &'static Rule, older: &'static Rule) -> &'static Rule {
        if self.in_force(newer) { newer } else { older }
    }
    /// A rule that decided the answer.
    pub fn because(&mut self, r: &'static Rule, applied: impl Into<String>) {
        let applied = applied.into();
        if !self
            .v
            .reasons
            .iter()
            .any(|x| x.rule == r.id && x.applied == applied)
        {
            self.v.reasons.push(Reason::new(r, applied));
        }
    }
    /// A rule that cleared the way (the site is not shielded, the Light Side is free…): one of
    /// the reasons for a yes, merely checked when something else refuses.
    pub fn allow(&mut self, r: &'static Rule, applied: impl Into<String>) {
        let applied = applied.into();
        if !self
            .allowed
            .iter()
            .any(|x| x.rule == r.id && x.applied == applied)
        {
            self.allowed.push(Reason::new(r, applied));
        }
    }
    /// Settles permissions: with a refusal they are only "considered"; otherwise they are reasons
    /// (placed before the rules that then decided, e.g. a computed cost).
    fn finish(mut self) -> Verdict {
        // A yes the answer turned on something unmodelled is not a yes.
        if self.v.answer == Answer::Yes && !self.v.undetermined_because.is_empty() {
            self.v.answer = Answer::Undetermined;
        }
        let refused =
            matches!(&self.v.answer, Answer::No) || self.v.answer == Answer::List(Vec::new());
        for line in std::mem::take(&mut self.costs) {
            self.v.detail.push(if refused {
                format!("were it allowed, {line}")
            } else {
                line
            });
        }
        let allowed = std::mem::take(&mut self.allowed);
        if refused {
            for r in allowed {
                if !self.v.considered.contains(&r) {
                    self.v.considered.push(r);
                }
            }
        } else {
            let mut reasons = allowed;
            for r in std::mem::take(&mut self.v.reasons) {
                if !reasons.contains(&r) {
                    reasons.push(r);
                }
            }
            self.v.reasons = reasons;
        }
        self.v
    }
    /// The answer to a yes/no question, derived in one place from what the checks recorded: a
    /// refusal makes it no (and what was missing then cannot change it); otherwise a needed fact
    /// that is not modelled makes it undetermined; otherwise yes, with the assumptions listed.
    pub fn decide(&mut self, refused: bool) {
        self.v.answer = if refused {
            debug_assert!(!self.v.reasons.is_empty(), "a refusal names its rule");
            self.v.undetermined_because.clear();
            Answer::No
        } else if self.v.undetermined_because.is_empty() {
            Answer::Yes
        } else {
            Answer::Undetermined
        };
    }
    /// A rule that forbids what was asked: the reason, and the answer no.
    pub fn refuse(&mut self, r: &'static Rule, applied: impl Into<String>) {
        self.because(r, applied);
        self.v.answer = Answer::No;
    }
    /// A rule that was checked and did not block.
    pub fn consider(&mut self, r: &'static Rule, applied: impl Into<String>) {
        let applied = applied.into();
        if !self
            .v
            .considered
            .iter()
            .any(|x| x.rule == r.id && x.applied == applied)
        {
            self.v.considered.push(Reason::new(r, applied));
        }
    }
    pub fn fact(&mut self, name: impl Into<String>, value: impl Into<String>) {
        let name = name.into();
        let value = value.into();
        if let Some(f) = self.v.facts.iter_mut().find(|f| f.name == name) {
            f.value = value;
        } else {
            self.v.facts.push(Fact { name, value });
        }
    }
    pub fn assume(&mut self, s: impl Into<String>) {
        let s = s.into();
        if !self.v.assumptions.contains(&s) {
            self.v.assumptions.push(s);
        }
    }
    /// The answer turns on something not modelled: say what.
    pub fn missing(&mut self, s: impl Into<String>) {
        let s = s.into();
        if !self.v.undetermined_because.contains(&s) {
            self.v.undetermined_because.push(s);
        }
        self.v.answer = Answer::Undetermined;
    }
    /// The rule family that would answer this is not built yet.
    pub fn not_modelled(&mut self, family: &str) {
        self.missing(format!("not modelled yet: {family}"));
    }
    pub fn answer(&mut self, a: Answer) {
        self.v.answer = a;
    }
    pub fn detail(&mut self, line: impl Into<String>) {
        self.v.detail.push(line.into());
    }
    /// A line of what the action costs (see [`Eval::finish`]: a refusal never shows a cost as if
    /// it could be paid).
    pub fn cost(&mut self, line: impl Into<String>) {
        self.costs.push(line.into());
    }
    /// `as <side>`, read the same way for every question: a side asking about its own action
    /// while the board shows the other side's turn is asked about its own turn, `phase`
    /// included. True (and the assumption listed) when that is the case; the board's turn then
    /// refuses nothing.
    pub fn asked_for_own_turn(&mut self, side: Side, phase: crate::board::Phase) -> bool {
        match self.board.turn {
            Some(t) if t != side && self.asked_as == Some(side) => {
                self.assume(format!(
                    "asked as the {}: during its own {} phase (the board shows the {}'s turn)",
                    side.title(),
                    phase.name(),
                    t.title()
                ));
                true
            }
            _ => false,
        }
    }
    /// Who acts: the explicit `as`, else the card's side, else whose turn it is.
    pub fn acting_side(&self, asker: Option<Side>, card_side: Option<Side>) -> Option<Side> {
        asker.or(card_side).or(self.board.turn)
    }
}

/// Answers `query` on `board` under `ruleset`, noting where an older ruleset would differ.
pub fn evaluate(board: &Board, query: &Query, ruleset: Ruleset) -> Result<Verdict, AskError> {
    let (v, consulted, opaque) = evaluate_traced(board, query, ruleset)?;
    // Older rulesets, newest first; consecutive ones answering alike form one entry. An older
    // ruleset that agrees with the last one evaluated on every rule that evaluation consulted
    // would take the same path to the same verdict: it is not evaluated again.
    let mut verdicts = vec![v];
    let mut groups: Vec<(Vec<Ruleset>, usize)> = Vec::new();
    let (mut last, mut last_set, mut last_rules, mut last_opaque) = (0, ruleset, consulted, opaque);
    for older in ruleset.older() {
        let same = !last_opaque
            && last_rules
                .iter()
                .all(|r| in_force(r, older) == in_force(r, last_set));
        if !same {
            let (o, rules, opaque) = evaluate_traced(board, query, older)?;
            verdicts.push(o);
            (last, last_rules, last_opaque) = (verdicts.len() - 1, rules, opaque);
        }
        last_set = older;
        match groups.last_mut() {
            Some((sets, first)) if verdicts[*first].answer == verdicts[last].answer => {
                sets.push(older)
            }
            _ => groups.push((vec![older], last)),
        }
    }
    let mut notes = Vec::new();
    let v = &verdicts[0];
    for (mut sets, i) in groups {
        let o = &verdicts[i];
        if o.answer == v.answer {
            continue;
        }
        sets.reverse();
        // Explain with what decided there and not here.
        let current: Vec<&str> = v.reasons.iter().map(|r| r.rule).collect();
        let checked: Vec<&str> = v.considered.iter().map(|r| r.rule).collect();
        // An undetermined older answer says what it lacked; otherwise the reason that decided
        // there and played no part here (the last such: permissions come first).
        let lacked = (o.answer == Answer::Undetermined)
            .then(|| o.undetermined_because.first().map(|u| format!(": {u}")))
            .flatten();
        // Otherwise the rule that makes the difference: one that decided here and is not in
        // force there, or one that decided there and is not in force here.
        let there = sets[0];
        let not_yet = v
            .reasons
            .iter()
            .filter_map(|r| find(r.rule))
            .find(|r| !in_force(r, there))
            .map(|r| {
                let when = if ruleset.includes(r.ruleset()) && !there.includes(r.ruleset()) {
                    format!("it comes with the {}", r.document.title())
                } else {
                    "it is superseded there".to_string()
                };
                format!(": {} does not apply there ({when})", r.id)
            });
        let gone = || {
            o.reasons
                .iter()
                .find(|r| find(r.rule).is_some_and(|rule| !in_force(rule, ruleset)))
                .map(|r| format!(": {} ({})", r.applied, r.rule))
        };
        // A rule there that one deciding here supersedes says it best (the shield's older
        // wording, the older sector rules).
        let replaced = o
            .reasons
            .iter()
            .find(|r| {
                replacements(r.rule)
                    .iter()
                    .any(|n| v.reasons.iter().any(|x| x.rule == n.id))
            })
            .map(|r| format!(": {} ({})", r.applied, r.rule));
        let why = lacked
            .or(replaced)
            .or(not_yet)
            .or_else(gone)
            .or_else(|| {
                o.reasons
                    .iter()
                    .find(|r| !current.contains(&r.rule) && !checked.contains(&r.rule))
                    .or_else(|| o.reasons.iter().rev().find(|r| !current.contains(&r.rule)))
                    .or(o.reasons.first())
                    .map(|r| format!(": {} ({})", r.applied, r.rule))
            })
            .or_else(|| o.undetermined_because.first().map(|u| format!(": {u}")))
            .unwrap_or_default();
        let names: Vec<String> = sets.iter().map(|r| format!("`{}`", r.name())).collect();
        let names = match names.as_slice() {
            [one] => one.clone(),
            [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
            [] => String::new(),
        };
        notes.push(Superseded {
            rulesets: sets,
            answer: o.answer.clone(),
            rules: o.reasons.iter().map(|r| r.rule).collect(),
            note: format!("under {names} this would be {}{why}", o.answer.display()),
        });
    }
    let mut v = verdicts.swap_remove(0);
    v.superseded = notes;
    Ok(v)
}

/// Answers `query` under exactly one ruleset.
pub fn evaluate_once(board: &Board, query: &Query, ruleset: Ruleset) -> Result<Verdict, AskError> {
    evaluate_traced(board, query, ruleset).map(|(v, _, _)| v)
}

/// One evaluation, with the rules it consulted and whether it is opaque (see [`Eval`]).
type Traced = (Verdict, Vec<&'static Rule>, bool);

fn evaluate_traced(board: &Board, query: &Query, ruleset: Ruleset) -> Result<Traced, AskError> {
    let mut e = Eval::new(board, ruleset, &query.text, query.asker);
    dispatch(&mut e, &query.kind, query.asker)?;
    let consulted = e.consulted.take();
    let opaque = e.opaque;
    Ok((e.finish(), consulted, opaque))
}

fn dispatch(e: &mut Eval, kind: &QueryKind, asker: Option<Side>) -> Result<(), AskError> {
    use QueryKind::*;
    // Young Jedi boards and questions (dotf.rs routes them).
    if let Some(done) = dotf::dispatch(e, kind, asker) {
        return done;
    }
    match kind {
        Shielded { location } => shield::ask_shielded(e, location),
        BattlePower { side, at } => shield::ask_battle_power(e, *side, at),
        Markers { row } => layout::ask_markers(e, row.as_ref()),
        Insertion { location, row } => layout::ask_insertion(e, location, row.as_ref(), asker),
        Layout { row } => layout::ask_layout(e, row.as_ref()),
        CanDeploy {
            card,
            to,
            aboard,
            with,
            as_starting,
        } => deploy::ask_deploy(
            e,
            deploy::DeployAsk {
                card,
                to: to.as_ref(),
                aboard: aboard.as_ref(),
                with: with.as_ref(),
                as_starting: *as_starting,
                asker,
            },
        ),
        CanLand { card, at: None } => destinations::land(e, card, asker, false),
        CanLand { card, at: Some(at) } => starships::ask_land(e, card, at, asker, false),
        CanTakeOff { card, to: None } => destinations::take_off(e, card, asker, false),
        CanTakeOff { card, to } => starships::ask_take_off(e, card, to.as_ref(), asker, false),
        CanMove { card, to: None, by } => destinations::moving(e, card, by.as_ref(), asker, false),
        CanMove {
            card,
            to: Some(to),
            by,
        } => movement::ask_move(e, card, to, by.as_ref(), asker, false),
        CanShuttle { card, to } => movement::ask_shuttle(e, card, to, asker, false),
        CanTransit { card, to } => movement::ask_transit(e, card, to, asker, false),
        CanTransfer { card, to } => capture::ask_transfer(e, card, to, asker, false),
        CanEmbark { card, on } => movement::ask_embark(e, card, on, asker, false),
        CanDisembark { card } => movement::ask_disembark(e, card, asker, false),
        CanReact { card, to } => movement::ask_react(e, card, to, asker, false),
        Moves { card } => movement::ask_moves(e, card.as_ref(), asker),
        Present { card, at } => presence::ask_present(e, card, at.as_ref()),
        Presence { side, at } => presence::ask_presence(e, *side, at),
        Alone { card } => presence::ask_alone(e, card),
        Piloted { card } => vehicles::ask_piloted(e, card),
        Landspeed { card } => capture::ask_landspeed(e, card),
        Enhances { card, craft } => vehicles::ask_enhances(e, card, craft),
        CanCarry { carrier, item } => weapons::ask_carry(e, carrier, item),
        CanUse { user, item } => weapons::ask_use(e, user, item),
        CanSteal { thief, item } => weapons::ask_steal(e, thief, item),
        CanFire { weapon, target } => weapons::ask_fire(e, weapon, target),
        Defense { card } => weapons::ask_defense(e, card),
        LostWith { card } => weapons::ask_lost_with(e, card),
        CanReplace { old, new } => persona::ask_replace(e, old, new),
        Capture { card } => capture::ask_capture(e, card),
        Sabacc { light, dark } => sabacc::ask_sabacc(e, light, dark),
        Matching { weapon, character } => weapons::ask_matching(e, weapon, character),
        CanTarget { card, with } => targeting::ask_target(e, card, with.as_ref()),
        SearchParty { at, with } => missing::ask_search_party(e, at, with),
        CreatureAttack {
            creature,
            target,
            destiny,
        } => creatures::ask_creature_attack(e, creature, target, *destiny),
        TrippedBy { card, at } => mines::ask_tripped_by(e, card, at),
        AsteroidDestiny { card } => sectors::ask_asteroid_destiny(e, card),
        JediTest {
            card,
            test,
            destiny,
        } => training::ask_jedi_test(e, card, *test, *destiny),
        Is { card, property, .. } => classify::ask_is(e, card, property),
        ForceIcons { side } => classify::ask_force_icons(e, *side),
        CardType { card } => classify::ask_card_type(e, card),
        CanBomb { bomber, at } => bombers::ask_bomb(e, bomber, at),
        Cost { question } => match question.as_ref() {
            CanLand { card, at: None } => destinations::land(e, card, asker, true),
            CanLand { card, at: Some(at) } => starships::ask_land(e, card, at, asker, true),
            CanTakeOff { card, to: None } => destinations::take_off(e, card, asker, true),
            CanTakeOff { card, to } => starships::ask_take_off(e, card, to.as_ref(), asker, true),
            CanMove {
                card,
                to: None,
                by: None,
            } => destinations::moving(e, card, None, asker, true),
            CanMove {
                card,
                to: Some(to),
                by: None,
            } => movement::ask_move(e, card, to, None, asker, true),
            CanShuttle { card, to } => movement::ask_shuttle(e, card, to, asker, true),
            CanTransit { card, to } => movement::ask_transit(e, card, to, asker, true),
            CanTransfer { card, to } => capture::ask_transfer(e, card, to, asker, true),
            CanEmbark { card, on } => movement::ask_embark(e, card, on, asker, true),
            CanDisembark { card } => movement::ask_disembark(e, card, asker, true),
            CanReact { card, to } => movement::ask_react(e, card, to, asker, true),
            // Set by card text. The rest are no moves: `cost` never comes before them (the
            // verb table's `after_cost`). Named, with no wildcard, so that a verb added to the
            // table does not compile until its cost has an answer here too.
            other @ (CanDeploy { .. }
            | CanMove { by: Some(_), .. }
            | Shielded { .. }
            | CanCarry { .. }
            | CanUse { .. }
            | CanSteal { .. }
            | CanFire { .. }
            | CanReplace { .. }
            | CanDuel { .. }
            | CanEvacuate { .. }
            | CanTarget { .. }
            | CanBomb { .. }
            | CanBattle { .. }
            | Is { .. }
            | Matching { .. }
            | ForceIcons { .. }
            | CardType { .. }
            | Capture { .. }
            | Present { .. }
            | Presence { .. }
            | Alone { .. }
            | Piloted { .. }
            | BattlePower { .. }
            | Landspeed { .. }
            | Defense { .. }
            | LostWith { .. }
            | TrippedBy { .. }
            | Enhances { .. }
            | Cost { .. }
            | Markers { .. }
            | Insertion { .. }
            | Layout { .. }
            | AsteroidDestiny { .. }
            | SearchParty { .. }
            | Sabacc { .. }
            | CreatureAttack { .. }
            | JediTest { .. }
            | Duel { .. }
            | EvacuationOutcome { .. }
            | DuelDefenders { .. }
            | DuelHand { .. }
            | EffectFetch { .. }
            | DeployFromDeck { .. }
            | Moves { .. }
            | Rule { .. }
            | Validate) => {
                e.missing(format!(
                    "the cost of `{}`: it is set by card text (deploy costs, react and interrupt costs) that swjudge does not read",
                    other.verb()
                ));
                Ok(())
            }
        },
        Validate => {
            validate::ask_validate(e);
            Ok(())
        }
        Rule { id } => {
            match find(id) {
                Some(r) => {
                    e.because(r, r.statement);
                    e.answer(Answer::List(vec![format!("{} — {}", r.id, r.citation())]));
                    e.fact(
                        "in force",
                        if e.in_force(r) {
                            "yes"
                        } else {
                            "no (superseded)"
                        },
                    );
                }
                None => e.missing(format!(
                    "no rule has the id `{id}` (`swjudge rules` lists them)"
                )),
            }
            Ok(())
        }
        // The Young Jedi questions: `dotf::dispatch` (above) answers them on every board. They
        // are named here, with no wildcard, so a verb added to the language does not compile
        // until it has a handler.
        CanDuel { .. }
        | Duel { .. }
        | CanEvacuate { .. }
        | EvacuationOutcome { .. }
        | CanBattle { .. }
        | DuelDefenders { .. }
        | DuelHand { .. }
        | EffectFetch { .. }
        | DeployFromDeck { .. } => {
            e.not_modelled("this question");
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn ids_are_unique_and_supersessions_resolve() {
        let mut seen = HashSet::new();
        for r in all() {
            assert!(seen.insert(r.id), "duplicate id {}", r.id);
            assert!(
                r.id.starts_with(&format!("{}.", r.document.prefix())),
                "{} vs {:?}",
                r.id,
                r.document
            );
            assert!(
                !r.statement.is_empty() && r.statement.ends_with('.'),
                "{}",
                r.id
            );
            for old in r.supersedes {
                let s = old.id;
                assert!(
                    find(s).is_some_and(|o| std::ptr::eq(o, *old)),
                    "{} supersedes {s}, which is not registered",
                    r.id
                );
                assert!(
                    old.ruleset() < r.ruleset(),
                    "{} must be newer than {s}",
                    r.id
                );
            }
        }
    }

    /// The rules a rule declares it constrains and the checks registered in the table agree:
    /// for every action the table decides, the rules declaring it are exactly the rules its
    /// checks apply, so a question about the action consults every rule bearing on it.
    #[test]
    fn declared_actions_and_the_check_table_agree() {
        use actions::Action;
        let decided: Vec<Action> = checks().iter().map(|c| c.action).collect();
        for c in checks() {
            for r in c.rules {
                assert!(
                    r.constrains.contains(&c.action),
                    "{} is applied by the check `{}` for {:?} but does not declare that action",
                    r.id,
                    c.name,
                    c.action
                );
            }
        }
        for r in all() {
            for a in r.constrains.iter().filter(|a| decided.contains(a)) {
                assert!(
                    checks()
                        .iter()
                        .any(|c| c.action == *a && c.rules.iter().any(|x| x.id == r.id)),
                    "{} declares it constrains {a:?}, but no check registered for {a:?} applies it",
                    r.id
                );
            }
        }
        // Firing includes targeting and using.
        assert!(Action::Fire.includes(Action::Target) && Action::Fire.includes(Action::Use));
    }

    #[test]
    fn supersession_depends_on_the_ruleset() {
        let old = find("hoth.shield.no-dark-landing").unwrap();
        let new = find("hoth-update.shield.no-dark-landing").unwrap();
        assert!(in_force(old, Ruleset::Hoth));
        assert!(in_force(old, Ruleset::CloudCity));
        assert!(!in_force(old, Ruleset::Latest));
        assert!(in_force(new, Ruleset::Latest));
        assert!(!in_force(new, Ruleset::Hoth));
        assert!(!in_force(new, Ruleset::Dotf));
    }
}
