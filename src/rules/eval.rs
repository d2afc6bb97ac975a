//! One evaluation of one question under one ruleset: what the rule families record (reasons,
//! permissions, missing facts, assumptions, costs) and the one place the answer is derived from
//! them ([`Eval::decide`], [`Eval::finish`]).

use super::subject::Resolver;
use crate::board::Board;
use crate::rulebook::{Rule, Ruleset, Side, in_force};
use crate::verdict::{Answer, Fact, Gap, Reason, Undetermined, Verdict};

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
    pub(super) consulted: std::cell::RefCell<Vec<&'static Rule>>,
    /// Set when the answer depends on the ruleset in a way `consulted` does not capture (a
    /// question that evaluates other questions): older rulesets are then always re-evaluated.
    pub opaque: bool,
    /// What the action costs, line by line: shown as the cost when it is allowed, and labelled
    /// as what it would have cost when it is refused.
    costs: Vec<String>,
    /// Force the table's price checks add (`actions::price`).
    price: i64,
    /// The question asks what the act costs (`cost <question>`), not whether it may be done.
    want_cost: bool,
    /// The act's own time, when the board's turn or phase refuses it ("in the Dark Side's next
    /// move phase"), and how many reasons (the first ones) are the timing's.
    out_of_time: Option<String>,
    timing_reasons: usize,
    /// Set when a timing refusal is recorded: the table counts that refusal apart, so what a
    /// handler answers is what the act meets at its own time (`Eval::finish` then says no).
    pub(crate) timing_hit: bool,
    /// The act's price, as `settle` was given it: what `at_its_time` says a yes costs.
    price_if_allowed: Option<i64>,
    /// Changes of price the cards' own text makes to the act ("move free between here and
    /// …"), applied to the price the rules give ([`Eval::text_priced`]).
    text_prices: Vec<crate::catalog::text::Cost>,
    /// Their sentences, quoted.
    text_price_lines: Vec<String>,
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
            price: 0,
            want_cost: false,
            out_of_time: None,
            timing_reasons: 0,
            timing_hit: false,
            price_if_allowed: None,
            text_prices: Vec::new(),
            text_price_lines: Vec::new(),
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
        push_once(&mut self.v.reasons, Reason::new(r, applied));
    }
    /// A refusal by a base rule the documents assume, where the board (or the question) shows
    /// it is not met: the board decides over the assumption.
    pub fn refuse_by_base(
        &mut self,
        b: &'static crate::rulebook::BaseRule,
        applied: impl Into<String>,
    ) {
        push_once(&mut self.v.reasons, Reason::base(b, applied));
        self.v.answer = Answer::No;
    }
    /// A refusal by the card's own text (read from the catalog, quoted in `applied`).
    pub fn refuse_by_card_text(
        &mut self,
        b: &'static crate::rulebook::BaseRule,
        applied: impl Into<String>,
    ) {
        push_once(&mut self.v.reasons, Reason::card_text(b, applied));
        self.v.answer = Answer::No;
    }
    /// The reason, from the card's own text, for a refusal its check reports
    /// (`Outcome::Refuse`): the answer is made where the table's outcomes are settled.
    pub fn because_card_text(
        &mut self,
        b: &'static crate::rulebook::BaseRule,
        applied: impl Into<String>,
    ) {
        push_once(&mut self.v.reasons, Reason::card_text(b, applied));
    }
    /// The card's own text cleared the way: a reason unless something else refuses.
    pub fn allow_by_card_text(
        &mut self,
        b: &'static crate::rulebook::BaseRule,
        applied: impl Into<String>,
    ) {
        push_once(&mut self.allowed, Reason::card_text(b, applied));
    }
    /// A rule that cleared the way (the site is not shielded, the Light Side is free…): one of
    /// the reasons for a yes, merely checked when something else refuses.
    pub fn allow(&mut self, r: &'static Rule, applied: impl Into<String>) {
        push_once(&mut self.allowed, Reason::new(r, applied));
    }
    /// Settles permissions: with a refusal they are only "considered"; otherwise they are reasons
    /// (placed before the rules that then decided, e.g. a computed cost).
    pub(super) fn finish(mut self) -> Verdict {
        // A yes (or the cost of an allowed act) that turned on something unmodelled or not on
        // the board is neither a yes nor a price.
        if matches!(self.v.answer, Answer::Yes | Answer::Number(_))
            && !self.v.undetermined_because.is_empty()
        {
            self.v.answer = Answer::Undetermined;
        }
        // The board's turn or phase refused the act: no, with what it meets at its own time.
        self.settle_out_of_time();
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
    /// Does the question ask what the act costs (`cost …`)?
    pub fn want_cost(&self) -> bool {
        self.want_cost
    }
    /// The question asks what the act costs: the act's handler answers with its price.
    pub(crate) fn ask_cost(&mut self) {
        self.want_cost = true;
    }
    /// The answer to a question about an act, made in one place from what its checks found:
    /// refused, no; otherwise, asked for the cost, the price (`cost`: None when card text sets
    /// it, which swjudge does not read); otherwise yes, unless something it turned on is
    /// missing (then undetermined, settled in [`Eval::finish`]).
    pub fn settle(&mut self, refused: bool, cost: Option<i64>) {
        let cost = cost.map(|n| {
            let priced = self.text_priced(n);
            if !self.text_price_lines.is_empty() {
                // A part of the cost like the rules' own (`what: -1 Force`).
                self.cost(format!(
                    "{}: {:+} Force",
                    self.text_price_lines.join("; "),
                    priced - n
                ));
            }
            priced
        });
        self.price_if_allowed = cost;
        if refused {
            self.decide(true);
        } else if self.want_cost {
            match cost {
                Some(n) => {
                    self.cost(format!("total: {n} Force"));
                    self.v.answer = Answer::Number(n);
                }
                None => self.missing("the cost is set by card text swjudge does not read"),
            }
        } else {
            self.decide(false);
        }
    }
    /// The board's turn or phase refuses the act: its reason goes first (a `no` lists the timing
    /// first, then every other rule that refuses), and `when` is the act's own time, for the
    /// answer's `at_its_time`. The check that calls this returns `Outcome::Refuse`.
    pub fn out_of_time(&mut self, reason: Reason, when: impl Into<String>) {
        if !self.v.reasons.contains(&reason) {
            self.v.reasons.insert(self.timing_reasons, reason);
            self.timing_reasons += 1;
        }
        self.out_of_time.get_or_insert_with(|| when.into());
        self.timing_hit = true;
    }
    /// [`Eval::out_of_time`] for a rule of the documents.
    pub fn out_of_time_by(
        &mut self,
        r: &'static Rule,
        applied: impl Into<String>,
        when: impl Into<String>,
    ) {
        self.out_of_time(Reason::new(r, applied), when);
    }
    /// What the act meets at its own time: what the checks found with the timing left out
    /// (the answer they made, or, refused, whether anything but the timing refused); the
    /// answer is then no, for the timing.
    fn settle_out_of_time(&mut self) {
        let Some(when) = self.out_of_time.take() else {
            return;
        };
        let what = match &self.v.answer {
            Answer::No => "still no, by the rules above".to_string(),
            Answer::Number(n) => format!("yes, {n} Force"),
            Answer::Undetermined => match self.v.undetermined_because.first() {
                Some(u) => format!("undetermined ({})", u.why),
                None => "undetermined".to_string(),
            },
            _ => match self.price_if_allowed {
                Some(n) => format!("yes, {n} Force"),
                None => "yes".to_string(),
            },
        };
        self.v.at_its_time = Some(format!("{when}: {what}"));
        if self.v.answer != Answer::No {
            // Only the timing refuses: what decided the act at its own time was checked.
            for r in self.v.reasons.split_off(self.timing_reasons) {
                push_once(&mut self.v.considered, r);
            }
            self.v.undetermined_because.clear();
            self.v.answer = Answer::No;
        }
    }
    /// A rule that forbids what was asked: the reason, and the answer no.
    pub fn refuse(&mut self, r: &'static Rule, applied: impl Into<String>) {
        self.because(r, applied);
        self.v.answer = Answer::No;
    }
    /// A rule that was checked and did not block.
    pub fn consider(&mut self, r: &'static Rule, applied: impl Into<String>) {
        push_once(&mut self.v.considered, Reason::new(r, applied));
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
        self.undetermined(Undetermined::new(Gap::Missing, s));
    }
    /// The rule family that would answer this is not built yet.
    pub fn not_modelled(&mut self, family: &str) {
        self.not_modelled_because(format!("not modelled yet: {family}"));
    }
    /// The question is not modelled (under this ruleset, say): say why.
    pub fn not_modelled_because(&mut self, s: impl Into<String>) {
        self.undetermined(Undetermined::new(Gap::NotModelled, s));
    }
    fn undetermined(&mut self, u: Undetermined) {
        if !self.v.undetermined_because.iter().any(|x| x.why == u.why) {
            self.v.undetermined_because.push(u);
        }
        self.v.answer = Answer::Undetermined;
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
    /// Force a price check adds to the act's cost (`actions::Stage::Price`).
    pub fn add_price(&mut self, n: i64) {
        self.price += n;
    }
    /// A change of the act's price by a card's own text (its line of cost and its reason are
    /// recorded by the card-text checks): applied to the rules' price by [`Eval::settle`].
    /// Recorded once however often the checks run (`line`, quoting the sentence, names it); the
    /// line of cost it makes is written by [`Eval::settle`], with what it changes.
    pub(crate) fn price_by_card_text(&mut self, c: crate::catalog::text::Cost, line: String) {
        if !self.text_price_lines.contains(&line) {
            self.text_prices.push(c);
            self.text_price_lines.push(line);
        }
    }
    /// `n`, the price by the rules, as the cards' own text changes it: a set price ("free",
    /// "for 2 Force") replaces it (the lowest, when several do), then every "+1" or "-1" is
    /// added; a price is never below 0.
    pub fn text_priced(&self, n: i64) -> i64 {
        use crate::catalog::text::Cost;
        let set = self
            .text_prices
            .iter()
            .filter_map(|c| match *c {
                Cost::Free => Some(0),
                Cost::Is(k) => Some(k),
                Cost::By(_) => None,
            })
            .min();
        let by: i64 = self
            .text_prices
            .iter()
            .map(|c| match *c {
                Cost::By(k) => k,
                _ => 0,
            })
            .sum();
        (set.unwrap_or(n) + by).max(0)
    }
    /// The Force price checks added, reset.
    pub(crate) fn take_price(&mut self) -> i64 {
        std::mem::take(&mut self.price)
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
    /// The board's turn and phase, as facts of the answer (for an act the board's time judges).
    pub fn note_time(&mut self) {
        if let Some(t) = self.board.turn {
            self.fact("turn", t.title().to_string());
        }
        if let Some(p) = self.board.phase {
            self.fact("phase", p.name().to_string());
        }
    }
    /// Who acts: the explicit `as`, else the card's side, else whose turn it is.
    pub fn acting_side(&self, asker: Option<Side>, card_side: Option<Side>) -> Option<Side> {
        asker.or(card_side).or(self.board.turn)
    }
}

/// Adds `r` unless the same rule already says the same thing there.
fn push_once(list: &mut Vec<Reason>, r: Reason) {
    if !list
        .iter()
        .any(|x| x.rule == r.rule && x.applied == r.applied)
    {
        list.push(r);
    }
}
