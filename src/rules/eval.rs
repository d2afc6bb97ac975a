//! One evaluation of one question under one ruleset: what the rule families record (reasons,
//! permissions, missing facts, assumptions, costs) and the one place the answer is derived from
//! them ([`Eval::settle`], [`Eval::finish`]).

use super::subject::{AskError, Resolver};
use crate::board::Board;
use crate::rulebook::{Rule, Ruleset, Side, in_force};
use crate::verdict::{Answer, Fact, Gap, Reason, Undetermined, Verdict};

/// One evaluation: its verdict, the rules it consulted and whether it is opaque (see [`Eval`]).
pub(crate) type Traced = (Verdict, Vec<&'static Rule>, bool);

/// How an answer asks questions of its own (a destination tried, a listed move's cost, a
/// route's step): the dispatcher's entry point, handed to the families that ask (destinations,
/// moves, reach) by the dispatch that calls them. Questions are made of questions; passed in,
/// the entry point is called by those families without their importing the dispatcher that
/// calls them.
pub(crate) type Judge = fn(&Board, &crate::query::Query, Ruleset) -> Result<Traced, AskError>;

/// What a check found that is a pure function of the board and the question (never of the
/// ruleset, nor of what other checks found), kept for one question: its evaluation under each
/// older ruleset asks the check once, not once per ruleset. Each user keeps one value of its own
/// type here ([`Memo::with`]), kept as `Any` because this module may not name the types of
/// the families that import it; the card-text checks are the one user (`card_text::found`,
/// whose findings read only the board, the act and whether a cost is asked).
#[derive(Default)]
pub(crate) struct Memo {
    kept: std::cell::RefCell<Vec<Box<dyn std::any::Any>>>,
}

impl Memo {
    /// Runs `f` on this memo's value of type `T` (made by `Default` on first use). `f` must not
    /// ask the memo again.
    pub(crate) fn with<T: Default + 'static, R>(&self, f: impl FnOnce(&mut T) -> R) -> R {
        let mut kept = self.kept.borrow_mut();
        if !kept.iter().any(|k| k.is::<T>()) {
            kept.push(Box::new(T::default()));
        }
        match kept.iter_mut().find_map(|k| k.downcast_mut::<T>()) {
            Some(t) => f(t),
            // Not reached: a T was put there above. A fresh one keeps nothing.
            None => f(&mut T::default()),
        }
    }
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
    pub(super) consulted: std::cell::RefCell<Vec<&'static Rule>>,
    /// What checks found that holds under every ruleset, shared by the evaluations of one
    /// question ([`Memo`]).
    pub(crate) memo: std::rc::Rc<Memo>,
    /// Set when the answer depends on the ruleset in a way `consulted` does not capture (a
    /// question that evaluates other questions): older rulesets are then always re-evaluated.
    pub opaque: bool,
    /// What the action costs, line by line: shown as the cost when it is allowed, and labelled
    /// as what it would have cost when it is refused.
    costs: Vec<String>,
    /// Force the table's price checks add (`actions::price`).
    price: i64,
    /// Of `price`, another card's own price, deployed together with the act's card (a pilot
    /// deployed with its starfighter): a price the act's card's text sets leaves it
    /// ([`Eval::text_priced`]).
    kept: i64,
    /// The question asks what the act costs (`cost <question>`), not whether it may be done.
    want_cost: bool,
    /// The act's own time, when the board's turn or phase refuses it ("in the Dark Side's next
    /// move phase"), and how many reasons (the first ones) are the timing's.
    out_of_time: Option<String>,
    timing_reasons: usize,
    /// The act's price, as `settle` was given it: what `at_its_time` says a yes costs.
    price_if_allowed: Option<i64>,
    /// Changes of price the cards' own text makes to the act ("move free between here and
    /// …"), applied to the price the rules give ([`Eval::text_priced`]).
    text_prices: Vec<crate::catalog::text::Cost>,
    /// Their sentences, quoted.
    text_price_lines: Vec<String>,
    /// What an allowed act comes to, as its play checks recorded it (`actions::Stage::Play`:
    /// its lines), or what a question made of questions comes to ([`Eval::comes_to`]: a list
    /// of moves, a route's Force): the answer `settle` gives in place of a yes.
    result: Option<Answer>,
    /// Sentences of the cards taking part that bear on the act, are not read and may grant it
    /// (not a pure prohibition), quoted, each with the kinds of refusal it may lift
    /// ([`Lift::may_be_lifted_by`]: the Force Pile's only by a sentence that speaks of paying).
    may_lift: Vec<(String, u8)>,
    /// What refused the act, as far as card text may lift it: the kinds of the table's
    /// refusals that card text may lift (`Lift::bit`, the time's included), and whether
    /// anything refused that no card text lifts (a check that declares no kind, a refusal by
    /// hand).
    lift_kinds: u8,
    fixed: bool,
    /// The answer is `undetermined` by [`Eval::lift_by_unread_text`]: its refusals stay the
    /// reasons, and what cleared the way is only checked.
    lifted: bool,
    /// The act's price was weighed against the board's Force Pile (`shared::force_pile`).
    pile_weighed: bool,
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
            memo: std::rc::Rc::default(),
            opaque: false,
            costs: Vec::new(),
            price: 0,
            kept: 0,
            want_cost: false,
            out_of_time: None,
            timing_reasons: 0,
            price_if_allowed: None,
            text_prices: Vec::new(),
            text_price_lines: Vec::new(),
            result: None,
            may_lift: Vec::new(),
            lift_kinds: 0,
            fixed: false,
            lifted: false,
            pile_weighed: false,
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
    #[track_caller]
    pub fn because(&mut self, r: &'static Rule, applied: impl Into<String>) {
        #[cfg(test)]
        by_handler::note(r, std::panic::Location::caller(), self.res.query);
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
        self.fixed = true;
    }
    /// A refusal by the card's own text (read from the catalog, quoted in `applied`).
    pub fn refuse_by_card_text(
        &mut self,
        b: &'static crate::rulebook::BaseRule,
        applied: impl Into<String>,
    ) {
        push_once(&mut self.v.reasons, Reason::card_text(b, applied));
        self.v.answer = Answer::No;
        self.fixed = true;
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
    #[track_caller]
    pub fn allow(&mut self, r: &'static Rule, applied: impl Into<String>) {
        #[cfg(test)]
        by_handler::note(r, std::panic::Location::caller(), self.res.query);
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
        // Refused only by what card text may lift, under an unread sentence that may: open.
        self.lift_by_unread_text();
        let refused = matches!(&self.v.answer, Answer::No)
            || self.v.answer == Answer::List(Vec::new())
            || self.lifted;
        // A cost left open has no total: the parts read are shown, never summed as the answer.
        let open = !refused && self.v.answer == Answer::Undetermined;
        for line in std::mem::take(&mut self.costs) {
            self.v.detail.push(if refused {
                format!("were it allowed, {line}")
            } else if let Some(sum) = line.strip_prefix("total: ").filter(|_| open) {
                format!("no total: the cost is open (the parts read come to {sum}, which is not the cost)")
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
    /// Only [`Eval::settle`] calls it: it is the one place an answer is made.
    fn decide(&mut self, found: Found) {
        let refused = found.is_refused();
        self.v.answer = if refused {
            debug_assert!(!self.v.reasons.is_empty(), "a refusal names its rule");
            self.v.undetermined_because.clear();
            Answer::No
        } else if self.v.undetermined_because.is_empty() {
            // What the act comes to, when a play check recorded it: the answer's lines.
            self.result.take().unwrap_or(Answer::Yes)
        } else {
            Answer::Undetermined
        };
    }
    /// What a question made of questions comes to (`moves`: the moves found; `reach`: a route's
    /// Force), each of its questions answered by `settle` on its own act: [`Eval::settle`] then
    /// gives it in place of a yes, unless what it found refuses (no) or something it turned on
    /// is missing (undetermined).
    /// It takes a list or a number only: a yes, a no or an undetermined is `settle`'s to make.
    pub(crate) fn comes_to(&mut self, a: ComesTo) {
        self.result = Some(match a {
            ComesTo::List(lines) => Answer::List(lines),
            ComesTo::Number(n) => Answer::Number(n),
        });
    }
    /// Does the question ask what the act costs (`cost …`)?
    pub fn want_cost(&self) -> bool {
        self.want_cost
    }
    /// The question asks what the act costs: the act's handler answers with its price.
    pub(crate) fn ask_cost(&mut self) {
        self.want_cost = true;
    }
    /// The answer to a question about an act, made in one place from what its checks found
    /// (`found`, what the table returned, with any refusal its handler still makes by hand):
    /// refused, no; otherwise, asked for the cost, the price (`cost`: None when card text sets
    /// it, which swjudge does not read, or when the act itself is undetermined); otherwise yes
    /// (or the lines its play checks recorded of what the act comes to: a duel fought out),
    /// unless something it turned on is missing (then undetermined, settled in
    /// [`Eval::finish`]).
    pub fn settle(&mut self, found: Found, cost: Option<i64>) {
        // The fault `rules::hand_cited` must catch: an act's rule cited by hand.
        #[cfg(test)]
        if by_handler::injected()
            && let Some(r) = crate::rulebook::all()
                .iter()
                .find(|r| !r.constrains.is_empty())
        {
            self.consider(r, "cited by hand (a fault the test injects)");
        }
        let cost = cost.map(|n| {
            let priced = self.text_priced_keeping(n, self.kept);
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
        self.fixed |= found.fixed;
        if found.is_refused() {
            self.decide(found);
        } else if self.want_cost {
            match cost {
                Some(n) => {
                    self.cost(format!("total: {n} Force"));
                    self.v.answer = Answer::Number(n);
                }
                // The act is undetermined already (a check left it open on what the board
                // does not say): no price, and no second gap.
                None if !self.v.undetermined_because.is_empty() => self.decide(found),
                None => self.missing("the cost is set by card text swjudge does not read"),
            }
        } else {
            self.decide(found);
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
    }
    /// [`Eval::out_of_time`] for a rule of the documents.
    #[track_caller]
    pub fn out_of_time_by(
        &mut self,
        r: &'static Rule,
        applied: impl Into<String>,
        when: impl Into<String>,
    ) {
        #[cfg(test)]
        by_handler::note(r, std::panic::Location::caller(), self.res.query);
        self.out_of_time(Reason::new(r, applied), when);
    }
    /// What the act meets at its own time: what the checks found with the timing left out
    /// (the answer they made, or, refused, whether anything but the timing refused); the
    /// answer is then no, for the timing.
    fn settle_out_of_time(&mut self) {
        let Some(when) = self.out_of_time.take() else {
            return;
        };
        if let Answer::Number(n) = self.v.answer {
            self.v.cost_at_its_time = Some(n);
        }
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
    /// A check of the table refused the act: what card text may lift of it (`lift`, declared
    /// in the table; None: nothing lifts it).
    pub(crate) fn record_lift(&mut self, lift: Option<Lift>) {
        match lift {
            Some(l) => self.lift_kinds |= l.bit(),
            None => self.fixed = true,
        }
    }
    /// The lead's decision on card text over a refusal (docs/design.md, "An unread sentence
    /// over a refusal"): a `no` that `settle` made from refusals card text may lift (the act's
    /// time, where and how the card may go, what it costs: [`Lift`]),
    /// while a card taking part has a sentence that bears on the act, is not read and may grant
    /// it, is `undetermined`, quoting that sentence and naming the refusal it may lift. The
    /// refusals stay the reasons; the act at its own time stays as it was said.
    fn lift_by_unread_text(&mut self) {
        let kinds = self.lift_kinds;
        if self.fixed || kinds == 0 || self.v.answer != Answer::No || self.may_lift.is_empty() {
            return;
        }
        // Every kind that refused must be one some sentence may lift: a refusal by the Force
        // Pile stands under sentences that say nothing of paying.
        let liftable = self.may_lift.iter().fold(0, |m, (_, k)| m | k);
        if kinds & !liftable != 0 {
            return;
        }
        self.lifted = true;
        let mut rules: Vec<&str> = Vec::new();
        for r in &self.v.reasons {
            if !rules.contains(&r.rule) {
                rules.push(r.rule);
            }
        }
        for (line, lifts) in std::mem::take(&mut self.may_lift) {
            let named: Vec<&str> = Lift::ALL
                .iter()
                .filter(|k| kinds & lifts & k.bit() != 0)
                .map(|k| k.name())
                .collect();
            if named.is_empty() {
                continue;
            }
            let why = format!(
                "{line}; it may lift the refusal by {} ({})",
                named.join(" and "),
                rules.join(", ")
            );
            self.undetermined(Undetermined::new(Gap::Missing, why));
        }
    }
    /// A rule that forbids what was asked: the reason, and the answer no.
    #[track_caller]
    pub fn refuse(&mut self, r: &'static Rule, applied: impl Into<String>) {
        self.because(r, applied);
        self.v.answer = Answer::No;
        self.fixed = true;
    }
    /// A rule that was checked and did not block.
    #[track_caller]
    pub fn consider(&mut self, r: &'static Rule, applied: impl Into<String>) {
        #[cfg(test)]
        by_handler::note(r, std::panic::Location::caller(), self.res.query);
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
        self.fixed |= a == Answer::No;
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
        self.text_priced_keeping(n, 0)
    }
    /// [`Eval::text_priced`], where `kept` of `n` is another card's own price, deployed with
    /// the act's card (its pilot): a set price replaces the rest, and `kept` is still paid.
    pub fn text_priced_keeping(&self, n: i64, kept: i64) -> i64 {
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
        match set {
            Some(k) => (k + by).max(0) + kept,
            None => (n + by).max(0),
        }
    }
    /// The lines of cost of the price changes the cards' own text made to the act, each
    /// quoting its sentence.
    pub fn text_price_lines(&self) -> &[String] {
        &self.text_price_lines
    }
    /// The cards' own text recorded a set price for the act ("free", "requires 1 Force"): it
    /// replaces the price the rules give ([`Eval::text_priced`]).
    pub fn text_sets_price(&self) -> bool {
        use crate::catalog::text::Cost;
        self.text_prices
            .iter()
            .any(|c| matches!(c, Cost::Free | Cost::Is(_)))
    }
    /// An everyday base requirement of paying for the act (`what`), taken as met and listed
    /// under assumptions, unless the act's price was weighed against the Force Pile the board
    /// records (`shared::force_pile`): the pile is then a fact of the answer.
    pub fn assume_paid(&mut self, what: impl Into<String>) {
        if !self.pile_weighed {
            self.assume(what);
        }
    }
    /// Paying a location's deploy cost, an everyday base requirement taken as met (the scope
    /// policy). The card database prints no deploy cost for a location, so `cost` gives none and the
    /// Force Pile check (`shared::force_pile`) has no price to weigh; where the board writes the
    /// side's Force Pile, the assumption says so and names the pile, a fact of the answer.
    pub(crate) fn assume_location_paid(&mut self, def: &crate::catalog::CardDef, side: Side) {
        match self.board.player(side).force_pile {
            Some(pile) => {
                self.fact(
                    format!("{} Force Pile", side.title()),
                    format!("{pile} (force_pile on the board)"),
                );
                self.assume(format!(
                    "{}'s deploy cost, which the card database does not give for a location, is paid from the {}'s Force Pile of {pile}",
                    def.plain_title(),
                    side.title()
                ));
            }
            None => self.assume("you can pay the location's deploy cost"),
        }
    }
    /// The Force price checks added, reset.
    pub(crate) fn take_price(&mut self) -> i64 {
        std::mem::take(&mut self.price)
    }
    /// Of the price, the part another card deployed with the act's card adds, reset.
    pub(crate) fn take_kept(&mut self) -> i64 {
        std::mem::take(&mut self.kept)
    }
    /// `as <side>`, read the same way for every question: a side asking about its own action
    /// while the board shows the other side's turn is asked about its own turn, `phase`
    /// included. True (and the assumption listed) when that is the case; the board's turn then
    /// refuses nothing.
    pub fn asked_for_own_turn(&mut self, side: Side, phase: crate::board::Phase) -> bool {
        let own = own_turn_asked(self.board, self.asked_as, side, phase);
        own.map(|a| self.assume(a)).is_some()
    }
    /// The board's turn and phase, as facts of the answer (for an act the board's time judges).
    pub fn note_time(&mut self) {
        for (k, v) in time_facts(self.board) {
            self.fact(k, v);
        }
    }
    /// Who acts: the explicit `as`, else the card's side, else whose turn it is.
    pub fn acting_side(&self, asker: Option<Side>, card_side: Option<Side>) -> Option<Side> {
        asker.or(card_side).or(self.board.turn)
    }
}

/// What a question made of questions comes to ([`Eval::comes_to`]): a list or a number, never
/// a yes, a no or an undetermined, which only [`Eval::settle`] makes.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum ComesTo {
    List(Vec<String>),
    Number(i64),
}

/// What one check found about one act. A check records its reasons on its context ([`Cx`]) and
/// says what it found; only [`Eval::settle`] turns what the checks found into the answer.
#[must_use = "a check's outcome decides the act: a refusal dropped would come out yes"]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The check's rules allow the act.
    Clear,
    /// A rule of the check forbids the act (its reason recorded).
    Refuse,
    /// The answer turns on something the check cannot know (recorded with `Cx::missing`).
    Open,
    /// The act is not one the check's rules speak of.
    NotMine,
}

impl Outcome {
    /// `Refuse` when `refused`, else `Clear`.
    pub fn refused_if(refused: bool) -> Outcome {
        if refused {
            Outcome::Refuse
        } else {
            Outcome::Clear
        }
    }
    pub fn is_refusal(self) -> bool {
        self == Outcome::Refuse
    }
}

/// What a check's refusal is about, where a card's own text may lift it (the scope policy's
/// "Card text"; docs/design.md, "An unread sentence over a refusal"): the act's time, where
/// the move may go, what it costs. Declared once per check, in the table
/// (`CheckTable::lift`, in `rules/mod.rs`); a check not declared there makes refusals no card text lifts (the
/// gate: a card not there, the other side's, held or aboard; who must be aboard a craft; a
/// board fact that forbids; identity and uniqueness). An unread sentence that may grant the
/// act makes a refusal of these kinds `undetermined` (`Eval::settle`); a read sentence lifts
/// what its fact says and nothing else.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lift {
    /// The board's turn or phase against the act's time.
    Timing,
    /// Where a move may go and how: adjacency, the way it goes, the kind of move, reacts.
    Route,
    /// What the act costs.
    Price,
}

impl Lift {
    /// Every kind, in the order an answer names them.
    pub const ALL: [Lift; 3] = [Lift::Timing, Lift::Route, Lift::Price];
    /// The refusal in words, as an answer names it.
    pub fn name(self) -> &'static str {
        match self {
            Lift::Timing => "the act's time",
            Lift::Route => "where and how the card may go",
            Lift::Price => "what the act costs",
        }
    }
    pub(crate) fn bit(self) -> u8 {
        1 << self as u8
    }
    /// The kinds of refusal an unread sentence that may grant the act may lift (`line` quotes
    /// it, as the card-text checks write it): the act's time and its way, by any; what it
    /// costs, only by one that speaks of paying (`shared::paying::speaks_of_paying`).
    pub(crate) fn may_be_lifted_by(line: &str) -> u8 {
        let any = Lift::Timing.bit() | Lift::Route.bit();
        if super::shared::paying::speaks_of_paying(super::shared::paying::quoted(line)) {
            any | Lift::Price.bit()
        } else {
            any
        }
    }
}

/// What the table's checks found on an act, as [`Eval::settle`] takes it: whether a rule
/// refused it (a timing refusal is not counted: the answer says no for the time, from
/// `at_its_time`), and whether a check left it open. A handler that still refuses by hand,
/// outside the table, says so with [`Found::refuse_by_hand`] (the recording test lists those
/// answers, and `tests/layers.rs` counts the calls).
#[must_use = "what the checks found decides the act: dropping it would answer yes to a refused act"]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Found {
    refused: bool,
    open: bool,
    /// A refusal made by hand, outside the table: no card text lifts it.
    fixed: bool,
}

impl Found {
    /// Nothing refused, nothing open.
    pub const NOTHING: Found = Found {
        refused: false,
        open: false,
        fixed: false,
    };
    /// What one check's outcome adds (`late`: the refusal is the board's time's).
    pub(crate) fn add(&mut self, outcome: Outcome, late: bool) {
        self.refused |= outcome.is_refusal() && !late;
        self.open |= outcome == Outcome::Open;
    }
    /// A rule refused the act.
    pub fn is_refused(self) -> bool {
        self.refused
    }
    /// A check left the act open.
    pub fn is_open(self) -> bool {
        self.open
    }
    /// What two consultations found together.
    pub fn and(self, other: Found) -> Found {
        Found {
            refused: self.refused || other.refused,
            open: self.open || other.open,
            fixed: self.fixed || other.fixed,
        }
    }
    /// A refusal its handler makes by hand, outside the table (its reason recorded by the
    /// handler): each goes as it becomes a reading or a check.
    pub fn refuse_by_hand(&mut self) {
        self.refused = true;
        self.fixed = true;
    }
    /// [`Found::refuse_by_hand`] when `refused`.
    pub fn refuse_by_hand_if(&mut self, refused: bool) {
        self.refused |= refused;
        self.fixed |= refused;
    }
    /// What the questions a question is made of found, read from their answers (each made by
    /// `settle` on its own act): refused when every one is no, open when one is undetermined
    /// and none is yes. `reach` with no route: every move into the place, from everywhere the
    /// card gets to, refused.
    pub fn asked<'a>(answers: impl IntoIterator<Item = &'a Answer>) -> Found {
        let (mut any, mut no, mut open) = (false, true, false);
        for a in answers {
            any = true;
            match a {
                Answer::No => {}
                Answer::Undetermined => {
                    no = false;
                    open = true;
                }
                _ => return Found::NOTHING,
            }
        }
        let refused = any && no;
        Found {
            refused,
            open,
            // Each was settled where it was asked, card text over its refusals included.
            fixed: refused,
        }
    }
    /// Decided by hand, not by the table: for the questions whose handlers still decide alone
    /// (`tests/layers.rs` counts the calls with the answers written outside `settle`).
    pub fn by_hand(refused: bool) -> Found {
        Found {
            refused,
            open: false,
            fixed: refused,
        }
    }
}

/// What a check records for the answer, kept on its context and written into the evaluation by
/// the table once the check has returned.
#[derive(Debug, Clone)]
enum Note {
    /// A reason the act is refused (or, for a rule that decided, one of the reasons).
    Because(Reason),
    /// A permission: a reason unless something refuses.
    Allow(Reason),
    /// A rule checked that did not block.
    Consider(Reason),
    Fact(String, String),
    Assume(String),
    Gap(Undetermined),
    Cost(String),
    Price(i64),
    /// Of the price, another card's own, deployed together with the act's card
    /// ([`Cx::add_price_of_another`]).
    Kept(i64),
    /// The act's base price was set (a price check that prices the act itself, not one that
    /// only changes a price): what makes a price probed ([`Eval::probe_price`]) known.
    Base,
    /// The act's price was weighed against the Force Pile the board records
    /// (`shared::force_pile`): paying is then a fact of the answer, not an assumption.
    PileWeighed,
    /// A change of the act's price by a card's own text, and its line quoting the sentence.
    TextPrice(crate::catalog::text::Cost, String),
    Detail(String),
    /// A warning on what the question gives (a dueling hand of another size than the rules').
    Warn(String),
    /// What an allowed act comes to, as the answer's lines (`actions::Stage::Play`).
    Result(Vec<String>),
    /// The same as plain data (the JSON answer's `computed`).
    Data(crate::verdict::Computed),
    /// The board's turn or phase refuses the act: the reason, and the act's own time.
    Late(Reason, String),
    /// An unread sentence that bears on the act and may grant it, quoted (it may lift a
    /// refusal card text can lift: [`Eval::settle`]).
    MayLift(String),
}

/// What a check sees and says: the evaluation, read-only (`Deref`: the board, the ruleset,
/// `in_force`, the names resolved), and the notes it makes (reasons, permissions, facts,
/// assumptions, what is missing, cost lines). A check cannot write the answer: only the table
/// records its notes, and only [`Eval::settle`] decides.
///
/// A check reads the board and notes a reason:
/// ```
/// use swjudge::rules::actions::{Act, Cx, Outcome};
/// fn check(e: &mut Cx, _: &Act) -> Outcome {
///     let _ = e.board.cards.len();
///     e.assume("nothing to say");
///     Outcome::NotMine
/// }
/// ```
/// and cannot write the answer (the evaluation is behind a shared reference):
/// ```compile_fail,E0594
/// use swjudge::rules::actions::{Act, Cx, Outcome};
/// fn check(e: &mut Cx, _: &Act) -> Outcome {
///     e.v.answer = swjudge::verdict::Answer::No;
///     Outcome::Refuse
/// }
/// ```
pub struct Cx<'c, 'b> {
    e: &'c Eval<'b>,
    /// The check's name, and the rules it applies: the only rules its reasons may cite.
    name: &'static str,
    /// None for a context a handler opens by hand ([`Eval::by_hand`]).
    rules: Option<&'static [&'static Rule]>,
    notes: Vec<Note>,
    /// The context probes the act's price ([`Eval::probe_price`]): the check runs as if the
    /// cost were asked, and its notes are dropped.
    probing: bool,
    /// Test-only: where a handler opened this context by hand, the handler citing what its
    /// reasons cite ([`by_handler`]).
    #[cfg(test)]
    opened_at: Option<&'static std::panic::Location<'static>>,
}

impl<'b> std::ops::Deref for Cx<'_, 'b> {
    type Target = Eval<'b>;
    fn deref(&self) -> &Eval<'b> {
        self.e
    }
}

impl Cx<'_, '_> {
    /// The check's name.
    pub fn check_name(&self) -> &'static str {
        self.name
    }
    /// The rules the check applies (none declared for a handler's own context).
    pub fn check_rules(&self) -> &'static [&'static Rule] {
        self.rules.unwrap_or(&[])
    }
    fn note(&mut self, n: Note) {
        self.notes.push(n);
    }
    /// Does the question ask what the act costs? Always, for a check probing the price
    /// ([`Eval::probe_price`]): the price it finds is the one `cost` gives.
    pub fn want_cost(&self) -> bool {
        self.probing || self.e.want_cost()
    }
    /// `r` as a reason of this check: one of the rules it declares (`Check::rules`), so that
    /// what `swjudge rules <id>` says applies a rule is every check that cites it. A check
    /// citing a rule it does not declare is a bug, caught here (in tests, recorded in
    /// `cited`; in other debug builds, an assertion).
    fn cite(&self, r: &'static Rule) -> &'static Rule {
        #[cfg(test)]
        if let (None, Some(at)) = (self.rules, self.opened_at) {
            by_handler::note(r, at, self.e.res.query);
        }
        if let Some(rules) = self.rules
            && !rules.iter().any(|x| std::ptr::eq(*x, r))
        {
            #[cfg(test)]
            cited::note(self.name, r.id);
            #[cfg(not(test))]
            debug_assert!(
                false,
                "the check `{}` cites {}, which is not among its rules",
                self.name, r.id
            );
        }
        r
    }
    /// A rule of the check that decided: the reason the act is refused.
    pub fn because(&mut self, r: &'static Rule, applied: impl Into<String>) {
        let r = self.cite(r);
        self.note(Note::Because(Reason::new(r, applied)));
    }
    /// A rule of the check that cleared the way: a reason unless something else refuses.
    pub fn allow(&mut self, r: &'static Rule, applied: impl Into<String>) {
        let r = self.cite(r);
        self.note(Note::Allow(Reason::new(r, applied)));
    }
    /// A rule of the check that was checked and did not block.
    pub fn consider(&mut self, r: &'static Rule, applied: impl Into<String>) {
        let r = self.cite(r);
        self.note(Note::Consider(Reason::new(r, applied)));
    }
    /// A base rule the documents assume, where the board shows it is not met.
    pub fn because_base(
        &mut self,
        b: &'static crate::rulebook::BaseRule,
        applied: impl Into<String>,
    ) {
        self.note(Note::Because(Reason::base(b, applied)));
    }
    /// The reason, from the card's own text, for a refusal.
    pub fn because_card_text(
        &mut self,
        b: &'static crate::rulebook::BaseRule,
        applied: impl Into<String>,
    ) {
        self.note(Note::Because(Reason::card_text(b, applied)));
    }
    /// A base rule the documents assume, where the board shows it is met: a reason unless
    /// something else refuses.
    pub fn allow_base(
        &mut self,
        b: &'static crate::rulebook::BaseRule,
        applied: impl Into<String>,
    ) {
        self.note(Note::Allow(Reason::base(b, applied)));
    }
    /// The card's own text cleared the way.
    pub fn allow_by_card_text(
        &mut self,
        b: &'static crate::rulebook::BaseRule,
        applied: impl Into<String>,
    ) {
        self.note(Note::Allow(Reason::card_text(b, applied)));
    }
    /// A sentence of a card's own text checked that does not forbid the act.
    pub fn consider_by_card_text(
        &mut self,
        b: &'static crate::rulebook::BaseRule,
        applied: impl Into<String>,
    ) {
        self.note(Note::Consider(Reason::card_text(b, applied)));
    }
    pub fn fact(&mut self, name: impl Into<String>, value: impl Into<String>) {
        self.note(Note::Fact(name.into(), value.into()));
    }
    pub fn assume(&mut self, s: impl Into<String>) {
        self.note(Note::Assume(s.into()));
    }
    /// The answer turns on something not modelled: say what (the check returns `Open`).
    pub fn missing(&mut self, s: impl Into<String>) {
        self.note(Note::Gap(Undetermined::new(Gap::Missing, s)));
    }
    /// The question is not modelled (under this ruleset, say): say why.
    pub fn not_modelled_because(&mut self, s: impl Into<String>) {
        self.note(Note::Gap(Undetermined::new(Gap::NotModelled, s)));
    }
    /// A sentence of a card taking part that bears on the act, is not read, and may grant it
    /// (its line, quoting it): where only what card text may lift refuses the act, the answer
    /// is `undetermined` with it (the check also notes it [`Cx::missing`] and returns `Open`).
    pub fn may_lift(&mut self, line: impl Into<String>) {
        self.note(Note::MayLift(line.into()));
    }
    /// The rule family that would answer this is not built yet.
    pub fn not_modelled(&mut self, family: &str) {
        self.not_modelled_because(format!("not modelled yet: {family}"));
    }
    /// A line of what the act costs.
    pub fn cost(&mut self, line: impl Into<String>) {
        self.note(Note::Cost(line.into()));
    }
    /// Force a price check adds to the act's cost (`actions::Stage::Price`).
    pub fn add_price(&mut self, n: i64) {
        self.note(Note::Price(n));
    }
    /// The act's own price, before anything changes it (a regular move's 1 Force, a card's
    /// printed deploy cost): [`Cx::add_price`], and the price is known
    /// ([`Eval::probe_price`]). A check that only changes a price (a collapsed site's 1 more)
    /// uses [`Cx::add_price`].
    pub fn base_price(&mut self, n: i64) {
        self.note(Note::Price(n));
        self.note(Note::Base);
    }
    /// Another card's own price, deployed together with the act's card (the pilot deployed
    /// with its starfighter, one action at normal use of the Force): [`Cx::add_price`], and a
    /// price the act's card's own text sets ("Deploys free to …") leaves it
    /// ([`Eval::text_priced`]): both cards' prices are paid.
    pub fn add_price_of_another(&mut self, n: i64) {
        self.note(Note::Price(n));
        self.note(Note::Kept(n));
    }
    /// The act's price was weighed against the Force Pile the board records: the handlers'
    /// assumption that it is paid is dropped ([`Eval::assume_paid`]).
    pub fn pile_weighed(&mut self) {
        self.note(Note::PileWeighed);
    }
    /// A change of the act's price by a card's own text (see [`Eval::price_by_card_text`]).
    pub(crate) fn price_by_card_text(&mut self, c: crate::catalog::text::Cost, line: String) {
        self.note(Note::TextPrice(c, line));
    }
    pub fn detail(&mut self, line: impl Into<String>) {
        self.note(Note::Detail(line.into()));
    }
    /// A warning on what the question gives.
    pub fn warn(&mut self, line: impl Into<String>) {
        self.note(Note::Warn(line.into()));
    }
    /// What the allowed act comes to, as the answer's lines (a play check's, see
    /// `actions::Stage::Play`): `settle` answers with them unless something is open.
    pub fn result(&mut self, lines: Vec<String>) {
        self.note(Note::Result(lines));
    }
    /// What the act comes to as plain data (the JSON answer's `computed`).
    pub fn data(&mut self, d: crate::verdict::Computed) {
        self.note(Note::Data(d));
    }
    /// The board's turn or phase refuses the act (see [`Eval::out_of_time`]); the check
    /// returns `Outcome::Refuse`.
    pub fn out_of_time(&mut self, reason: Reason, when: impl Into<String>) {
        self.note(Note::Late(reason, when.into()));
    }
    /// [`Cx::out_of_time`] for a rule of the check.
    pub fn out_of_time_by(
        &mut self,
        r: &'static Rule,
        applied: impl Into<String>,
        when: impl Into<String>,
    ) {
        let r = self.cite(r);
        self.out_of_time(Reason::new(r, applied), when);
    }
    /// [`Eval::asked_for_own_turn`], its assumption noted.
    pub fn asked_for_own_turn(&mut self, side: Side, phase: crate::board::Phase) -> bool {
        let own = own_turn_asked(self.board, self.asked_as, side, phase);
        own.map(|a| self.assume(a)).is_some()
    }
    /// The board's turn and phase, as facts of the answer.
    pub fn note_time(&mut self) {
        for (k, v) in time_facts(self.board) {
            self.fact(k, v);
        }
    }
}

/// The assumption of a side asking about an act of its own turn while the board's `turn:` is
/// the other side's (`as <side>` names who acts, and the act is judged at its own time), or
/// None when the question is not that.
fn own_turn_asked(
    board: &Board,
    asked_as: Option<Side>,
    side: Side,
    phase: crate::board::Phase,
) -> Option<String> {
    match board.turn {
        Some(t) if t != side && asked_as == Some(side) => Some(own_turn_assumption(side, phase, t)),
        _ => None,
    }
}

/// The board's turn and phase, as an answer's facts.
fn time_facts(board: &Board) -> Vec<(&'static str, String)> {
    let turn = board.turn.map(|t| ("turn", t.title().to_string()));
    let phase = board.phase.map(|p| ("phase", p.name().to_string()));
    turn.into_iter().chain(phase).collect()
}

/// What one check's run recorded, as the table counts it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Ran {
    pub outcome: Outcome,
    /// The kinds of refusal ([`Lift::bit`]) the unread sentences the check quoted may lift,
    /// none where it quoted none (read by the recording test's ledger).
    #[cfg_attr(not(test), allow(dead_code))]
    pub may_lift: u8,
    /// The refusal is the board's time's (`Cx::out_of_time`).
    pub late: bool,
    /// The check recorded something the answer turns on and the board does not say (read by
    /// the recording test's ledger).
    #[cfg_attr(not(test), allow(dead_code))]
    pub opened: bool,
}

/// What a price check found when probed ([`Eval::probe_price`]): the Force it adds, whether
/// it set the act's base price, whether it left the price open, and its lines of cost (where
/// the price comes from).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Probed {
    pub price: i64,
    /// Of `price`, another card's own, deployed with the act's card ([`Cx::add_price_of_another`]).
    pub kept: i64,
    pub base: bool,
    pub open: bool,
    pub lines: Vec<String>,
}

impl Probed {
    /// What two probes found together.
    pub(crate) fn and(mut self, other: Probed) -> Probed {
        self.price += other.price;
        self.kept += other.kept;
        self.base |= other.base;
        self.open |= other.open;
        self.lines.extend(other.lines);
        self
    }
}

impl<'b> Eval<'b> {
    /// Runs a price check (`run`, a check of `actions::Stage::Price`) as if the cost were
    /// asked, and drops what it notes but the Force it adds: the act's price for a check that
    /// weighs it (`actions::price_of`), from the same checks the handlers' price comes from.
    pub(crate) fn probe_price(
        &self,
        name: &'static str,
        rules: &'static [&'static Rule],
        run: impl FnOnce(&mut Cx<'_, 'b>) -> Outcome,
    ) -> Probed {
        let mut cx = Cx {
            e: self,
            name,
            rules: Some(rules),
            notes: Vec::new(),
            probing: true,
            #[cfg(test)]
            opened_at: None,
        };
        let out = run(&mut cx);
        let mut p = Probed {
            open: out == Outcome::Open,
            ..Probed::default()
        };
        for n in cx.notes {
            match n {
                Note::Price(k) => p.price += k,
                Note::Kept(k) => p.kept += k,
                Note::Base => p.base = true,
                Note::Gap(_) => p.open = true,
                Note::Cost(line) | Note::Detail(line) => p.lines.push(line),
                _ => {}
            }
        }
        p
    }
    /// Runs one check (`name`, applying `rules`) through `run`, which sees this evaluation
    /// read-only; then records what it noted. The one way a check's reasons reach the answer.
    pub(crate) fn run_check(
        &mut self,
        name: &'static str,
        rules: &'static [&'static Rule],
        run: impl FnOnce(&mut Cx<'_, 'b>) -> Outcome,
    ) -> Ran {
        let (outcome, late, opened, may_lift) = self.noting(name, Some(rules), None, run);
        Ran {
            outcome,
            may_lift,
            late,
            opened,
        }
    }
    /// A handler that still applies a check's logic itself (outside the table) runs it through
    /// a context of its own, with no rules declared: what it notes is recorded here. Each use
    /// goes as the handler's decision becomes a reading or a check.
    #[track_caller]
    pub(crate) fn by_hand<R>(&mut self, run: impl FnOnce(&mut Cx<'_, 'b>) -> R) -> R {
        let at = std::panic::Location::caller();
        self.noting("by hand", None, Some(at), run).0
    }
    fn noting<R>(
        &mut self,
        name: &'static str,
        rules: Option<&'static [&'static Rule]>,
        #[cfg_attr(not(test), allow(unused_variables))] opened_at: Option<
            &'static std::panic::Location<'static>,
        >,
        run: impl FnOnce(&mut Cx<'_, 'b>) -> R,
    ) -> (R, bool, bool, u8) {
        let mut cx = Cx {
            e: self,
            name,
            rules,
            notes: Vec::new(),
            probing: false,
            #[cfg(test)]
            opened_at,
        };
        let out = run(&mut cx);
        let notes = cx.notes;
        let (mut late, mut opened, mut may_lift) = (false, false, 0);
        for n in notes {
            match n {
                Note::Because(r) => push_once(&mut self.v.reasons, r),
                Note::Allow(r) => push_once(&mut self.allowed, r),
                Note::Consider(r) => push_once(&mut self.v.considered, r),
                Note::Fact(n, v) => self.fact(n, v),
                Note::Assume(a) => self.assume(a),
                Note::Gap(u) => {
                    opened = true;
                    if !self.v.undetermined_because.iter().any(|x| x.why == u.why) {
                        self.v.undetermined_because.push(u);
                    }
                }
                Note::Cost(line) => self.costs.push(line),
                Note::Price(n) => self.price += n,
                Note::Kept(n) => self.kept += n,
                Note::Base => {}
                Note::PileWeighed => self.pile_weighed = true,
                Note::TextPrice(c, line) => self.price_by_card_text(c, line),
                Note::Detail(line) => self.v.detail.push(line),
                Note::Warn(line) => self.v.warnings.push(line),
                Note::Result(lines) => self.result = Some(Answer::List(lines)),
                Note::Data(d) => self.v.data = Some(d),
                Note::Late(r, when) => {
                    late = true;
                    self.out_of_time(r, when);
                }
                Note::MayLift(line) => {
                    let lifts = Lift::may_be_lifted_by(&line);
                    may_lift |= lifts;
                    if !self.may_lift.iter().any(|(l, _)| *l == line) {
                        self.may_lift.push((line, lifts));
                    }
                }
            }
        }
        (out, late, opened, may_lift)
    }
}

/// The assumption `as <side>` makes while the board shows the other side's turn.
fn own_turn_assumption(side: Side, phase: crate::board::Phase, turn: Side) -> String {
    format!(
        "asked as the {}: during its own {} phase (the board shows the {}'s turn)",
        side.title(),
        phase.name(),
        turn.title()
    )
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

/// Test-only: every rule a check cited that it does not declare, as (check, rule id), since
/// the last call: what [`Cx`]'s citations are held to.
#[cfg(test)]
pub(crate) mod cited {
    use std::cell::RefCell;

    thread_local! {
        static OUTSIDE: RefCell<Vec<(&'static str, &'static str)>> = const { RefCell::new(Vec::new()) };
    }

    pub(super) fn note(check: &'static str, rule: &'static str) {
        OUTSIDE.with(|o| {
            let mut o = o.borrow_mut();
            if !o.contains(&(check, rule)) {
                o.push((check, rule));
            }
        });
    }

    /// The citations outside their check's rules since the last call, cleared.
    pub(crate) fn take() -> Vec<(&'static str, &'static str)> {
        OUTSIDE.with(|o| std::mem::take(&mut *o.borrow_mut()))
    }
}

/// Test-only: every rule cited outside a check's own context (through [`Eval::because`],
/// [`Eval::allow`], [`Eval::consider`], [`Eval::refuse`], [`Eval::out_of_time_by`], or in a
/// context a handler opens by hand, [`Eval::by_hand`]), with where in the code it was cited
/// (for `by_hand`, where the handler opened the context) and the question asked, while
/// [`by_handler::record`] runs: the citations of handler code `rules::hand_cited` holds to its
/// KNOWN list.
#[cfg(test)]
pub(crate) mod by_handler {
    use crate::rulebook::Rule;
    use std::cell::{Cell, RefCell};
    use std::panic::Location;

    /// One citation by handler code.
    #[derive(Debug, Clone)]
    pub(crate) struct Cited {
        pub rule: &'static Rule,
        pub at: &'static Location<'static>,
        pub question: String,
    }

    thread_local! {
        static ON: Cell<bool> = const { Cell::new(false) };
        static CITED: RefCell<Vec<Cited>> = const { RefCell::new(Vec::new()) };
        static INJECT: Cell<bool> = const { Cell::new(false) };
    }

    pub(super) fn note(rule: &'static Rule, at: &'static Location<'static>, question: &str) {
        if !ON.with(|o| o.get()) {
            return;
        }
        CITED.with(|c| {
            let mut c = c.borrow_mut();
            if !c.iter().any(|x| std::ptr::eq(x.rule, rule) && x.at == at) {
                c.push(Cited {
                    rule,
                    at,
                    question: question.to_string(),
                });
            }
        });
    }

    /// Runs `f`, recording every citation by handler code it makes (one per rule and place).
    pub(crate) fn record<R>(f: impl FnOnce() -> R) -> (R, Vec<Cited>) {
        CITED.with(|c| c.borrow_mut().clear());
        ON.with(|o| o.set(true));
        let out = f();
        ON.with(|o| o.set(false));
        (out, CITED.with(|c| std::mem::take(&mut *c.borrow_mut())))
    }

    /// The fault `rules::hand_cited` must catch: [`super::Eval::settle`] cites a rule that
    /// constrains an act by hand, on every act it settles, while `on`.
    pub(crate) fn inject(on: bool) {
        INJECT.with(|i| i.set(on));
    }

    pub(super) fn injected() -> bool {
        INJECT.with(|i| i.get())
    }
}
