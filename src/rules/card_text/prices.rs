//! What an act costs by the text: a read price change, and whether it holds for the act.

use super::conditions::on_table_condition;
use super::deploys::fit_places;
use super::deploys::price_notes;
use super::deploys::target_fit;
use super::finding::Finding;
use super::parts::Part;
use super::parts::Role;
use super::parts::Said;
use super::parts::Seen;
use super::whom::whom_words;
use crate::board::LocId;
use crate::board::Place;
use crate::catalog::CardType;
use crate::catalog::text::ActKind;
use crate::catalog::text::Cost;
use crate::catalog::text::Fact;
use crate::catalog::text::Sentence;
use crate::catalog::text::Way;
use crate::catalog::text::Who;
use crate::rules::eval::Eval;
use crate::rules::shared::grants::there_fits;

/// A read price change. On a movement it is applied to the price the rules give (a line of
/// cost quoting the sentence; [`Eval::text_priced`]), so `cost`, `can` and `moves` agree; a
/// condition the board does not settle ("Moves free if Luke aboard", a phase other than the
/// act's) leaves the price open, naming it. A deploy's price is not computed (a `cost deploy`
/// question is open for the deploy cost itself), so there it is open too when it matters.
pub(super) fn price(c: &Said, fact: &Fact, f: &mut Finding) {
    let Said { e, seen, p, s, q } = *c;
    if !move_price_fits(c, fact) {
        return;
    }
    // Whom it prices: a card it surely does not name pays its own price; one the catalog
    // does not settle leaves the price open, naming the words.
    let who_open = match fact {
        Fact::DeployCostHere { who, .. } | Fact::MoveCostHere { who, .. } => {
            whom_words(e, seen, p, s, who)
        }
        Fact::DeployPrice { who, .. } if *who != Who::Itself => whom_words(e, seen, p, s, who),
        _ => Ok(true),
    };
    let who_open = match who_open {
        Ok(false) => return,
        _ if elsewhere_than_it_names(e, seen, p, fact) => return,
        Ok(true) => None,
        Err(w) => Some(PriceHolds::Open(format!("for the cards it names ({w})"))),
    };
    let cost = match fact {
        Fact::DeployCost { cost, .. }
        | Fact::DeployPrice { cost, .. }
        | Fact::LandspeedCost { cost }
        | Fact::MoveCost { cost, .. }
        | Fact::DeployCostHere { cost, .. }
        | Fact::MoveCostHere { cost, .. } => *cost,
        _ => Cost::By(0),
    };
    let pile = e.board.player(seen.side).force_pile;
    let pile_known = pile.is_some();
    if seen.kind != ActKind::Deploy {
        match who_open.unwrap_or_else(|| move_price_open(e, seen, p, s, fact)) {
            // Paying for a move is assumed where its price is not asked or bounded.
            PriceHolds::Open(_) if !e.want_cost() && !pile_known => {}
            // Weighed against the board's Force Pile (`shared::force_pile`), a price it can
            // only lower leaves a move within the pile there; above it, the price it may lower
            // may lift the refusal (the answer is then open, naming it).
            PriceHolds::Open(why) if !e.want_cost() && lowers(cost) => {
                let mut open = Finding::default();
                record_price(PriceHolds::Open(why), cost, "the move", q, &mut open);
                f.may_lift.extend(open.missing);
            }
            holds => record_price(holds, cost, "the move", q, f),
        }
        return;
    }
    if !e.want_cost() {
        if pile_known {
            // A price the board settles as not applying to this deploy (its condition does not
            // hold, the place it names is not where the card goes) is not one to weigh.
            let mut probe = Finding::default();
            deploy_priced(c, fact, (who_open, cost), &mut probe);
            if probe.prices.is_empty() && probe.missing.is_empty() {
                f.checked.extend(probe.checked);
                return;
            }
            // One that holds: a line of cost, applied to the price the Force Pile check weighs
            // (`shared::force_pile`), the price `cost deploy` gives.
            if probe.missing.is_empty() {
                f.checked.extend(probe.checked);
                f.prices.extend(probe.prices);
                return;
            }
            // One that can only lower a cost the pile covers: paid whether it holds or not
            // (and, should the Force Pile check refuse on what else the act costs, a price it
            // may lower, which may lift that refusal).
            if let Some(line) = super::own_place::lowers_within_pile(seen, cost, pile, q) {
                f.may_lift.extend(probe.missing);
                return f.permissions.push(line);
            }
            // One the board does not settle: open, naming what it turns on (and what may lift
            // a refusal by the Force Pile check).
            f.may_lift.extend(probe.missing.iter().cloned());
            f.missing.extend(probe.missing);
        }
        return;
    }
    deploy_priced(c, fact, (who_open, cost), f);
}

/// A deploy's price change by text, asked for the cost: where it holds (whom, where, on its
/// condition), the line of cost; where the board does not settle it, open, named.
fn deploy_priced(
    c: &Said,
    fact: &Fact,
    (who_open, cost): (Option<PriceHolds>, Cost),
    f: &mut Finding,
) {
    let Said { e, seen, p, s, q } = *c;
    if noted(e, seen, fact, q, f) {
        return;
    }
    // "Deploys -1 for each other Sith character here (limit - 4)": a count the board settles.
    if let Fact::DeployPrice {
        cost: Cost::By(k),
        condition: Some(cond),
        ..
    } = fact
        && let Some(count) = cond
            .strip_prefix("for each ")
            .and_then(super::counted::read)
    {
        return counted_price(c, fact, (*k, &count), who_open, f);
    }
    // A condition written on the sentence ("If you control, …", "… while …"): open. Only the
    // words of the price itself: not those of another figure joined after it, nor of an
    // alternative in brackets for cards the actor surely is not.
    let lower = price_words(e, seen, p, s);
    let at_word = |w: &&str| {
        lower
            .match_indices(*w)
            .filter(|(i, _)| *i == 0 || !lower.as_bytes()[i - 1].is_ascii_alphanumeric())
            .count()
    };
    let words = ["if ", "unless ", "while ", "when "];
    let condition = words.iter().find(|w| at_word(w) > 0);
    // The one condition written on it, that a card is (not) on table: the board settles it.
    if unoccupied(c, fact, f) {
        return;
    }
    // "Deploys +3 if not to Jedi Council Chamber": a condition on where it deploys, which the
    // act names.
    if let Some(met) = destination_condition(e, seen, fact) {
        if !met {
            f.checked.push(format!(
                "{q}: where it deploys does not meet its condition, so its price does not apply"
            ));
            return;
        }
        let holds = who_open.unwrap_or_else(|| deploy_price_holds(e, seen, p, fact, true));
        record_price(holds, cost, "the deployment", q, f);
        return;
    }
    let on_table = match fact {
        Fact::DeployPrice {
            condition: Some(c), ..
        } if words.iter().map(at_word).sum::<usize>() <= 1 => {
            // A card of its own side's on table ("If your [Cloud City] objective on table"),
            // else a location's condition on its own side ("While you control with a Rebel here").
            let lower = format!("if {}", cond_of(c));
            let yours = super::whom::half_side(s)
                .or(p.side)
                .and_then(|you| super::conditions::yours_on_table(e, you, &lower));
            on_table_condition(e, c)
                .or(yours)
                .or_else(|| card_here_said(e, seen, p, c))
                .or_else(|| {
                    let by_side = super::conditions::side_condition(e, p, s, &cond_of(c)).flatten();
                    if by_side.is_some() {
                        super::conditions::control_assumed(c, f);
                    }
                    by_side
                })
        }
        _ => None,
    };
    let holds = match (who_open, condition, on_table) {
        (_, _, Some(false)) => {
            f.checked.push(format!(
                "{q}: its condition does not hold on the board, so its price does not apply"
            ));
            PriceHolds::No
        }
        (Some(open), ..) => open,
        (None, _, Some(true)) => deploy_price_holds(e, seen, p, fact, true),
        (None, Some(w), None) => PriceHolds::Open(format!(
            "on the condition written on it (\"{}…\")",
            w.trim()
        )),
        (None, None, None) => deploy_price_holds(e, seen, p, fact, false),
    };
    record_price(holds, cost, "the deployment", q, f);
}

/// "Turbolaser batteries … may deploy aboard for free" on a craft, "your scouts deploy -1
/// aboard" on another: a deploy that is not to the place the price names (a site elsewhere,
/// another craft) is not priced by it, whoever the cards it names are and whatever its
/// condition.
fn elsewhere_than_it_names(e: &Eval, seen: &Seen, p: &Part, fact: &Fact) -> bool {
    seen.kind == ActKind::Deploy
        && matches!(deploy_price_holds(e, seen, p, fact, true), PriceHolds::No)
}

/// A deploy's price by a count ("Deploys -1 for each other Sith character here (limit - 4)"):
/// where it holds (whom and where, as any price), the figure times the count on the board,
/// within its limit; a count the board does not settle leaves the price open, naming it.
fn counted_price(
    c: &Said,
    fact: &Fact,
    (k, count): (i64, &super::counted::Count),
    who_open: Option<PriceHolds>,
    f: &mut Finding,
) {
    let Said { e, seen, p, q, .. } = *c;
    let cost = Cost::By(k);
    let holds = match who_open {
        Some(open) => open,
        None => deploy_price_holds(e, seen, p, fact, true),
    };
    let (n, says) = match (holds, super::counted::on_board(e, seen, p, count)) {
        (PriceHolds::No, _) => return,
        (PriceHolds::Open(w), _) => {
            return record_price(PriceHolds::Open(w), cost, "the deployment", q, f);
        }
        (PriceHolds::Yes, Err(w)) => {
            let why = format!("for each one counted ({w})");
            return record_price(PriceHolds::Open(why), cost, "the deployment", q, f);
        }
        (PriceHolds::Yes, Ok(n)) => n,
    };
    let mut total = k.saturating_mul(n);
    if let Some(l) = count.limit {
        total = total.clamp(-l.abs(), l.abs());
    }
    record_price(
        PriceHolds::Yes,
        Cost::By(total),
        "the deployment",
        &format!("{q} ({says} on the board)"),
        f,
    );
}

/// A price on moves to or from a location ([`Fact::MoveCostHere`]) fits the act: its way
/// (to, from), a price by landspeed on a regular move by a character, creature or vehicle, and
/// the other end of the move among the places it names. Any other fact: `true`.
fn move_price_fits(c: &Said, fact: &Fact) -> bool {
    let Said { e, seen, p, .. } = *c;
    if let Fact::MoveCostHere {
        way, by_landspeed, ..
    } = fact
    {
        // Boarding at the same location is no move to or from here; a price by landspeed is
        // a regular move's by a character, creature or vehicle.
        let way_fits = match way {
            Way::To => p.role == Role::To,
            Way::From => p.role == Role::From,
            Way::Either => true,
        };
        let by_landspeed_fits = !*by_landspeed
            || (seen.kind == ActKind::Move
                && matches!(
                    seen.actor.card_type,
                    CardType::Character | CardType::Creature | CardType::Vehicle
                ));
        // ... unless it is boarding the location's price names ("You may shuttle, transfer,
        // embark and disembark here for free": the sentence bears on embarking).
        let boards_here = seen.kind == ActKind::Embark && *way == Way::Either;
        if (seen.from.is_some() && seen.from == seen.to && !boards_here)
            || !way_fits
            || !by_landspeed_fits
        {
            return false;
        }
    }
    if let Fact::MoveCostHere {
        between: Some(b), ..
    } = fact
    {
        // The other end of the move must be one of the places named (a move aboard a
        // craft ends where the craft is; no end known, no place named).
        let other_fits =
            other_end(e, seen, p).is_some_and(|o| between_fits(e, seen, p, o, b) != Ok(false));
        if !other_fits {
            return false;
        }
    }
    true
}

/// The words of a sentence that say its price: "Your starships deploy -2 here and are
/// hyperspeed +2 when moving to or from here" ends before the other figure ("and are
/// hyperspeed …", whose condition is its own); "Your aliens are deploy -1 here (or -2 if
/// Yuzzum)" drops the alternative in brackets where the actor is surely not among the cards
/// it names. Lower case.
fn price_words(e: &Eval, seen: &Seen, p: &Part, s: &Sentence) -> String {
    let mut lower = s.text.to_lowercase();
    const FIGURES: [&str; 9] = [
        "power",
        "destiny",
        "hyperspeed",
        "forfeit",
        "armor",
        "maneuver",
        "landspeed",
        "ferocity",
        "immune",
    ];
    for join in [" and are ", " and is "] {
        if let Some(i) = lower.find(join) {
            let after = &lower[i + join.len()..];
            let other = FIGURES.iter().any(|f| after.starts_with(f));
            if other && lower[..i].contains("deploy") && !after.contains("deploy") {
                lower.truncate(i);
            }
        }
    }
    // "(or -2 if Yuzzum)", "(free if Yuzzum)": an alternative price for the cards named.
    while let Some(open) = lower.find('(') {
        let Some(len) = lower[open..].find(')') else {
            break;
        };
        let inner = &lower[open + 1..open + len];
        let Some((_, kind)) = inner.split_once("if ") else {
            break;
        };
        let kind = kind.trim();
        let not_one = kind.split_whitespace().count() <= 2
            && whom_words(e, seen, p, s, &Who::Any(kind.to_string())) == Ok(false);
        if !not_one {
            break;
        }
        lower.replace_range(open..open + len + 1, "");
    }
    // "… when deploying to same location": the place the price holds at, which the reader
    // took as "here" (the card's location), not a condition beside it.
    for kind in ["location", "site", "system"] {
        let w = format!(" when deploying to same {kind}");
        if let Some(i) = lower.find(&w) {
            lower.replace_range(i..i + w.len(), "");
        }
    }
    lower
}

/// A price's condition that is only where the card deploys ("if not to Jedi Council
/// Chamber", "if to a battleground"): whether it holds for the act, from the board. `None`: no
/// such condition, or a place the board does not settle.
fn destination_condition(e: &Eval, seen: &Seen, fact: &Fact) -> Option<bool> {
    let Fact::DeployPrice {
        condition: Some(c), ..
    } = fact
    else {
        return None;
    };
    let (negated, place) = match c.strip_prefix("if not to ") {
        Some(pl) => (true, pl),
        None => (false, c.strip_prefix("if to ")?),
    };
    // One condition only: "…; (…)" or a second clause is not this.
    if place.contains([';', '(', ',']) || place.contains(" if ") || place.contains(" while ") {
        return None;
    }
    let at = seen
        .to
        .or_else(|| seen.host.and_then(|h| e.board.location_of(h)))?;
    let fits = match fit_places(e, seen, at, &format!("to {place}")) {
        Ok(crate::board::facts::LimitFit::Fits(_)) => true,
        Ok(crate::board::facts::LimitFit::Outside) => false,
        _ => return None,
    };
    Some(fits != negated)
}

/// "If you occupy, all TIEs deploy +1 (+2 if you control)": neither price holds where the side
/// whose text it is does not occupy the location (shown as checked).
fn unoccupied(c: &Said, fact: &Fact, f: &mut Finding) -> bool {
    let Said { e, p, s, q, .. } = *c;
    let Fact::DeployPrice {
        condition: Some(cond),
        ..
    } = fact
    else {
        return false;
    };
    let gone = cond.to_lowercase().starts_with("if you occupy; (")
        && super::conditions::side_condition(e, p, s, "you occupy") == Some(Some(false));
    if gone {
        f.checked.push(format!(
            "{q}: its side does not occupy {}, so neither of its prices applies",
            p.name
        ));
    }
    gone
}

/// "While Stolen Data Tapes here" on a location's price (or a card's in play): a card the
/// words name at that location, settled from the board as any condition of "here" is
/// ([`super::conditions::its_condition`]). `None`: other words, or the card deploying (it
/// stands nowhere yet).
fn card_here_said(e: &Eval, seen: &Seen, p: &Part, c: &str) -> Option<bool> {
    let t = c.trim();
    let here = ["While ", "while ", "If ", "if "]
        .iter()
        .find_map(|w| t.strip_prefix(w))
        .filter(|t| t.ends_with(" here") && (p.card.is_some() || p.at.is_some()));
    match here {
        Some(t) => super::conditions::its_condition(e, seen, p, t),
        // Its own place or what it is aboard ([`super::own_place`]).
        None => super::own_place::own_place_said(e, seen, p, c),
    }
}

/// A price's condition without its opening word ("While you control with a Rebel here" →
/// "you control with a Rebel here"), lower case.
fn cond_of(c: &str) -> String {
    let lower = c.to_lowercase();
    ["while ", "if "]
        .iter()
        .find_map(|w| lower.strip_prefix(w))
        .unwrap_or(&lower)
        .trim()
        .to_string()
}

/// A deploy's price where its `Deploy on …` target writes others beside it ([`PriceNote`]):
/// a note in parentheses that holds for where it deploys decides ("free on IG-88" on IG-88);
/// an alternative target ("…, 3 on your warrior") decides where the first target does not
/// fit and it does; else the sentence's own price. A note the board does not settle leaves
/// the price open, naming it.
fn noted_price(e: &Eval, seen: &Seen, own: Cost, target: &str, q: &str, f: &mut Finding) {
    let (head, notes) = price_notes(target);
    let head_fits = target_fit(e, seen, &head);
    let mut open = None;
    for n in &notes {
        if !n.within && head_fits == Ok(true) {
            continue;
        }
        let holds = match &n.on {
            Ok(w) => target_fit(e, seen, w).map_err(|_| w.clone()),
            Err(c) => note_condition(e, seen, c).ok_or_else(|| c.clone()),
        };
        let words = match &n.on {
            Ok(w) => format!("{} on {w}", n.cost),
            Err(c) => format!("{} if {c}", n.cost),
        };
        match holds {
            Ok(true) => {
                return record_price(
                    PriceHolds::Yes,
                    n.cost,
                    "the deployment",
                    &format!("{q} (its price {words})"),
                    f,
                );
            }
            Ok(false) => {}
            Err(w) => open = open.or(Some(format!("unless its price {words} applies ({w})"))),
        }
    }
    let holds = match (open, head_fits) {
        (Some(why), _) => PriceHolds::Open(why),
        (None, Ok(true)) => PriceHolds::Yes,
        // Where it deploys on nothing it names, the target's check refuses the deploy.
        (None, _) => PriceHolds::No,
    };
    record_price(holds, own, "the deployment", q, f);
}

/// A deploy's price that writes another beside it ([`noted_place_price`], [`noted_price`]),
/// applied; `false`: the sentence writes none.
fn noted(e: &Eval, seen: &Seen, fact: &Fact, q: &str, f: &mut Finding) -> bool {
    // "Deploys -2 to a system opponent occupies (-4 if opponent's system)": a further price
    // where the place is so, on its own condition.
    if let Fact::DeployCost { cost, to } = fact
        && let Some((place, other, cond)) = conditional_note(to)
    {
        noted_place_price(e, seen, (*cost, place), (other, cond), q, f);
        return true;
    }
    // "Use 4 Force to deploy on a droid with armor (free on IG-88)": the price beside the
    // target, where it holds, else the sentence's own.
    if let Fact::DeployPrice {
        cost,
        who: Who::Itself,
        condition: Some(c),
        ..
    } = fact
        && let Some(target) = c
            .strip_prefix("unless another price of \"")
            .and_then(|t| t.strip_suffix("\" applies"))
    {
        noted_price(e, seen, *cost, target, q, f);
        return true;
    }
    false
}

/// A place's price with a further one in parentheses on a condition ("a system opponent
/// occupies (-4 if opponent's system)", "an [Episode I] site (-2 if underwater)"): the place,
/// the further price and its condition.
fn conditional_note(to: &str) -> Option<(&str, Cost, &str)> {
    let inner = to.strip_suffix(')')?;
    let i = inner.rfind(" (")?;
    let (cost, cond) = inner[i + 2..].split_once(" if ")?;
    let cost = match cost {
        "free" => Cost::Free,
        n => Cost::By(n.parse().ok()?),
    };
    Some((&to[..i], cost, cond))
}

/// [`conditional_note`]'s price: where the card deploys (the location, or its host's) is
/// among the places, the further price holds where its condition does, else the first;
/// a place or condition the board does not settle leaves the price open, naming it.
fn noted_place_price(
    e: &Eval,
    seen: &Seen,
    (own, place): (Cost, &str),
    (other, cond): (Cost, &str),
    q: &str,
    f: &mut Finding,
) {
    use crate::board::facts::LimitFit;
    let what = "the deployment";
    let Some(at) = seen
        .to
        .or_else(|| seen.host.and_then(|h| e.board.location_of(h)))
    else {
        return record_price(
            PriceHolds::Open(format!("where it deploys ({place})")),
            own,
            what,
            q,
            f,
        );
    };
    // "a system opponent occupies": who occupies it, from the board (presence there).
    let occupier = [
        (" opponent occupies", seen.side.opponent()),
        (" you occupy", seen.side),
    ]
    .into_iter()
    .find_map(|(w, side)| place.strip_suffix(w).map(|p| (p, side)));
    let title = e.board.loc_def(at).plain_title();
    let mut shown = Vec::new();
    let place = match occupier {
        Some((p, side)) => {
            match super::conditions::side_holds_settled(e, side, at, false) {
                Some(true) => {}
                Some(false) => return,
                None => {
                    return record_price(
                        PriceHolds::Open(format!("whether the {} occupies {title}", side.title())),
                        own,
                        what,
                        q,
                        f,
                    );
                }
            }
            shown.push(format!("the {} occupies {title}", side.title()));
            p
        }
        None => place,
    };
    let fits = match fit_places(e, seen, at, place) {
        Ok(LimitFit::Fits(_)) => Ok(true),
        Ok(LimitFit::Outside) => Ok(false),
        // "a system": a kind of location, which the grants' reader knows.
        _ => crate::rules::shared::card_places::grant_places_fit(e, at, place),
    };
    match fits {
        Ok(true) => {}
        Ok(false) => return,
        Err(_) => {
            return record_price(
                PriceHolds::Open(format!("where it deploys ({place})")),
                own,
                what,
                q,
                f,
            );
        }
    }
    let mut on_board = |also: String| {
        shown.push(also);
        format!("{q} (on the board: {})", shown.join("; "))
    };
    match place_condition(e, seen, at, cond) {
        Some(true) => record_price(
            PriceHolds::Yes,
            other,
            what,
            &on_board(format!("{title} is {cond}, so its price is {other}")),
            f,
        ),
        Some(false) => record_price(
            PriceHolds::Yes,
            own,
            what,
            &on_board(format!("{title} is not {cond}")),
            f,
        ),
        None => record_price(
            PriceHolds::Open(format!("unless its price {other} if {cond} applies")),
            own,
            what,
            q,
            f,
        ),
    }
}

/// A condition on the place a card deploys to: "opponent's system", "your site" (who deployed
/// the location, where the board says), "underwater" (its icon). `None`: not settled.
fn place_condition(e: &Eval, seen: &Seen, l: LocId, cond: &str) -> Option<bool> {
    let (whose, rest) = if let Some(r) = cond.strip_prefix("opponent's ") {
        (Some(seen.side.opponent()), r)
    } else if let Some(r) = cond.strip_prefix("your ") {
        (Some(seen.side), r)
    } else {
        (None, cond)
    };
    let words: Vec<String> = rest
        .split_whitespace()
        .map(|w| w.trim_end_matches('s').to_lowercase())
        .collect();
    let fits = match words.as_slice() {
        [adjective]
            if !matches!(
                adjective.as_str(),
                "site" | "system" | "sector" | "location"
            ) =>
        {
            crate::rules::shared::card_places::location_fits(
                e,
                l,
                &format!("{rest} location"),
                "location",
                std::slice::from_ref(adjective),
            )?
        }
        [.., noun] => crate::rules::shared::card_places::location_fits(
            e,
            l,
            rest,
            noun,
            &words[..words.len() - 1],
        )?,
        [] => return None,
    };
    match whose {
        Some(side) => Some(fits && e.board.locations[l].owner? == side),
        None => Some(fits),
    }
}

/// A price note's condition: a card on table ("if Tracked Fleet on table"), or where it
/// deploys ("if on Tatooine": the location it deploys to, or the one its host is at).
fn note_condition(e: &Eval, seen: &Seen, c: &str) -> Option<bool> {
    if c.starts_with("on ") || c.starts_with("at ") {
        let at = seen
            .to
            .or_else(|| seen.host.and_then(|h| e.board.location_of(h)))?;
        return match fit_places(e, seen, at, c).ok()? {
            crate::board::facts::LimitFit::Fits(_) => Some(true),
            crate::board::facts::LimitFit::Outside => Some(false),
            crate::board::facts::LimitFit::Unread => None,
        };
    }
    on_table_condition(e, &format!("if {c}"))
}

/// [`Fact::FromBothPiles`] on a deploy: the opponent's Force Pile, where the board records
/// it, must hold `n` (with fewer the card does not deploy); the owner's `n` is the deploy's
/// price, as any price by text.
pub(super) fn from_both_piles(c: &Said, n: i64, f: &mut Finding) {
    let Said { e, seen, q, .. } = *c;
    if let Some(pile) = e.board.player(seen.side.opponent()).force_pile {
        // Short, refused; the own side's price is still recorded, for the Force Pile check
        // (`shared::force_pile`) to weigh against the side's own pile.
        if pile < n {
            f.refusals.push(format!(
                "{q}: the opponent's Force Pile holds {pile}, fewer than the {n} it takes"
            ));
        } else {
            f.permissions.push(format!(
                "{q}: the opponent's Force Pile holds {pile}, of which it takes {n}"
            ));
        }
    }
    let own = Fact::DeployPrice {
        cost: Cost::Is(n),
        who: Who::Itself,
        place: None,
        condition: None,
    };
    price(c, &own, f);
}

/// A price change that holds is a line of cost (`what`: "the move", "the deployment"); one the
/// board does not settle leaves the cost open, naming why.
pub(super) fn record_price(holds: PriceHolds, cost: Cost, what: &str, q: &str, f: &mut Finding) {
    match holds {
        PriceHolds::No => {}
        PriceHolds::Yes => {
            let says = match cost {
                Cost::Free => format!("{what} is free"),
                Cost::Is(n) => format!("{what} costs {n} Force"),
                Cost::By(n) => format!("{what} costs {n:+} Force"),
            };
            f.prices.push((cost, format!("{q}: {says}")))
        }
        PriceHolds::Open(why) => f.missing.push(format!(
            "{q}: it makes the cost {cost} {why}, which the board does not settle"
        )),
    }
}

/// A price that can only lower what the act costs ("free", "-1").
fn lowers(cost: Cost) -> bool {
    matches!(cost, Cost::Free) || matches!(cost, Cost::By(k) if k <= 0)
}

/// Whether a deploy's price change by text holds for the act: where it names a place, the
/// place the card deploys to (or aboard) is settled from the board; a condition written on it
/// ("if Dooku on table") and a place the board cannot settle leave it open; `met`: its condition
/// was settled from the board, and holds.
fn deploy_price_holds(e: &Eval, seen: &Seen, p: &Part, fact: &Fact, met: bool) -> PriceHolds {
    use PriceHolds::{No, Open, Yes};
    let at = seen
        .to
        .or_else(|| seen.host.and_then(|h| e.board.location_of(h)));
    let place_fits = |place: &str| -> PriceHolds {
        // "Deploys for free at a docking bay": where it deploys, said with "at".
        let place = place.strip_prefix("at ").unwrap_or(place);
        let Some(l) = at else {
            return Open(format!("where it deploys ({place})"));
        };
        match fit_places(e, seen, l, place) {
            Ok(crate::board::facts::LimitFit::Fits(_)) => Yes,
            Ok(crate::board::facts::LimitFit::Outside) => No,
            // "a docking bay", "any docking bay or launch bay", "exterior sites": a kind of
            // location, which the grants' reader knows (as a noted place's price reads it).
            // Only such words: a card's ("your Star Cruiser", "same site as Han") is no kind of
            // location, and stays open here.
            _ if kinds_of_location(place) => {
                match crate::rules::shared::card_places::grant_places_fit(e, l, place) {
                    Ok(true) => Yes,
                    Ok(false) => No,
                    Err(_) => Open(format!("where it deploys ({place})")),
                }
            }
            _ => Open(format!("where it deploys ({place})")),
        }
    };
    // "aboard your Star Cruiser or to same location as your Admiral": either way, each as it
    // stands alone; one that holds is enough, one the board does not settle leaves the price
    // open unless another holds.
    if let Fact::DeployCost { to, cost } = fact
        && let Some((a, b)) = to
            .split_once(" or to ")
            .or_else(|| to.split_once(" or aboard "))
    {
        let each = |one: &str| {
            let alone = Fact::DeployCost {
                cost: *cost,
                to: one.to_string(),
            };
            deploy_price_holds(e, seen, p, &alone, met)
        };
        return either(each(a), each(b));
    }
    match fact {
        // "May deploy for free to your [Independent] starship": a craft, not a location; the
        // craft it deploys aboard is settled from the board (no craft, none).
        Fact::DeployCost { to, .. } if names_a_craft(to) => match seen.host {
            None => No,
            Some(_) => match target_fit(e, seen, to) {
                Ok(true) => Yes,
                Ok(false) => No,
                Err(w) => Open(format!("where it deploys ({w})")),
            },
        },
        Fact::DeployCost { to, .. } => place_fits(to),
        Fact::DeployPrice {
            place, condition, ..
        } => {
            if let Some(c) = condition.as_ref().filter(|_| !met) {
                return Open(format!("({c})"));
            }
            // "aboard your Star Cruiser or to same location as your Admiral": either way of
            // deploying, each as it stands alone; one that holds is enough, one the board does
            // not settle leaves it open unless another holds.
            if let Some(pl) = place.as_deref()
                && let Some((a, b)) = pl
                    .split_once(" or to ")
                    .map(|(a, b)| (a.to_string(), format!("to {b}")))
                    .or_else(|| {
                        pl.split_once(" or aboard ")
                            .map(|(a, b)| (a.to_string(), format!("aboard {b}")))
                    })
            {
                let each = |one: String| {
                    let alone = Fact::DeployPrice {
                        place: Some(one),
                        condition: None,
                        cost: Cost::Free,
                        who: crate::catalog::text::Who::Itself,
                    };
                    deploy_price_holds(e, seen, p, &alone, true)
                };
                return either(each(a), each(b));
            }
            match place.as_deref() {
                None => Yes,
                Some("here") if p.role == Role::To => Yes,
                Some("aboard") if p.role == Role::Carrier => Yes,
                Some("here" | "aboard") => No,
                // "aboard a capital starship": no craft, none; else the craft it deploys aboard.
                Some(pl) if pl.starts_with("aboard ") => match seen.host {
                    None => No,
                    Some(_) => match target_fit(e, seen, &pl["aboard ".len()..]) {
                        Ok(true) => Yes,
                        Ok(false) => No,
                        Err(w) => Open(format!("where it deploys ({w})")),
                    },
                },
                Some(pl) => same_place(e, seen, at, p, pl).unwrap_or_else(|| place_fits(pl)),
            }
        }
        Fact::DeployCostHere { to: None, .. } if p.role == Role::To => Yes,
        Fact::DeployCostHere { to: None, .. } => No,
        // "to Cloud City locations": where it deploys is settled from the board.
        Fact::DeployCostHere { to: Some(x), .. } => same_place(e, seen, at, p, x)
            .unwrap_or_else(|| place_fits(x.strip_prefix("to ").unwrap_or(x))),
        _ => Open("where it applies".to_string()),
    }
}

/// A price of two ways of deploying: one that holds is enough; both refused, none; else open.
fn either(a: PriceHolds, b: PriceHolds) -> PriceHolds {
    use PriceHolds::{No, Open, Yes};
    match (a, b) {
        (Yes, _) | (_, Yes) => Yes,
        (No, No) => No,
        (Open(w), _) | (_, Open(w)) => Open(w),
    }
}

/// Is every alternative of `place` a kind of location ("a docking bay", "any docking bay or
/// launch bay", "exterior Hoth sites"), no card's words ("your Star Cruiser", "same site as
/// Han")?
fn kinds_of_location(place: &str) -> bool {
    place.split(" or ").all(|alt| {
        let l = alt.trim().to_lowercase();
        let last = l.split_whitespace().last().unwrap_or("");
        matches!(
            last,
            "site"
                | "sites"
                | "system"
                | "systems"
                | "sector"
                | "sectors"
                | "location"
                | "locations"
                | "bay"
                | "bays"
        ) && ![" same ", "your ", "opponent", " as ", "aboard", "same "]
            .iter()
            .any(|w| l.contains(w) || l.starts_with(w.trim_start()))
    })
}

/// "Your infantry battle droids deploy -1 to same site", "Your aliens deploy -1 to same or
/// adjacent Tatooine site", "Kylo deploys -1 to same and related locations" on a card in play:
/// the price holds where the card deploys to where that card stands (or a site next to it in
/// its row, or a location of its planet), that being such a place (a site, a system, a docking
/// bay, a location, or a kind of place the board settles). `None`: no such words, or no card in
/// play that says them.
fn same_place(
    e: &Eval,
    seen: &Seen,
    at: Option<LocId>,
    p: &Part,
    place: &str,
) -> Option<PriceHolds> {
    let rest = place
        .strip_prefix("to same ")
        .or_else(|| place.strip_prefix("at same "))?;
    let (near, kind) = if let Some(k) = rest.strip_prefix("or adjacent ") {
        (Near::Adjacent, k)
    } else if let Some(k) = rest
        .strip_prefix("and related ")
        .or_else(|| rest.strip_prefix("or related "))
    {
        (Near::Related, k)
    } else {
        (Near::Same, rest)
    };
    // Of the forms above only: "same site as Han" names another card's place.
    if kind.contains(" as ") || kind.contains(" or ") || kind.contains(',') {
        return None;
    }
    let kind = kind.strip_suffix('s').unwrap_or(kind);
    let stands = e.board.location_of(p.card?);
    let Some(l) = at else {
        return Some(PriceHolds::Open(format!("where it deploys ({place})")));
    };
    let Some(h) = stands else {
        return Some(PriceHolds::No);
    };
    let board = e.board;
    let near_fits = match near {
        Near::Same => l == h,
        Near::Related => l == h || crate::board::facts::places::related(board, l, h),
        Near::Adjacent => {
            let row = board.locations[h].row;
            let sites = crate::board::facts::row_sites(board, row);
            let pos = |x: LocId| sites.iter().position(|&y| y == x);
            l == h
                || (board.locations[l].row == row
                    && pos(l).zip(pos(h)).is_some_and(|(i, j)| i.abs_diff(j) == 1))
        }
    };
    if !near_fits {
        return Some(PriceHolds::No);
    }
    // "Tatooine site": such a kind of place, as the board settles it (the one reader of a
    // place's kind, as "same site as Han" reads it).
    Some(match super::deploys::kind_fits(e, seen, l, kind) {
        Ok(true) => PriceHolds::Yes,
        Ok(false) => PriceHolds::No,
        Err(k) => PriceHolds::Open(format!("where it deploys ({k})")),
    })
}

/// How near the card that says it a price's place is: where it stands, or beside it.
#[derive(Clone, Copy)]
enum Near {
    Same,
    Adjacent,
    Related,
}

/// Whether the words of a place a card deploys to name a craft ("your [Independent] starship",
/// "any capital starship"): their last word is a kind of starship or vehicle, and they name no
/// place by it ("same system as any Imperial capital starship").
fn names_a_craft(to: &str) -> bool {
    let lower = to.to_lowercase();
    if ["same ", " as ", " at ", " with "]
        .iter()
        .any(|w| lower.starts_with(w.trim_start()) || lower.contains(w))
    {
        return false;
    }
    let last = lower.rsplit(' ').next().unwrap_or(&lower);
    // A class of craft by its model's last word ("your Star Cruiser", "a Star Destroyer",
    // "your freighter"), as well as the kinds.
    matches!(
        last.trim_end_matches('s'),
        "starship"
            | "vehicle"
            | "starfighter"
            | "transport"
            | "cruiser"
            | "destroyer"
            | "freighter"
            | "corvette"
            | "frigate"
            | "dreadnaught"
            | "battleship"
            | "bomber"
    )
}

/// The end of a move other than location `p` (where the craft it moves aboard is, when the
/// act names no location).
fn other_end(e: &Eval, seen: &Seen, p: &Part) -> Option<LocId> {
    match p.role {
        Role::From => seen
            .to
            .or_else(|| seen.host.and_then(|h| e.board.location_of(h))),
        _ => seen.from,
    }
}

/// Whether a movement's price change by text holds for the act.
pub(super) enum PriceHolds {
    Yes,
    No,
    /// The board does not settle it: why.
    Open(String),
}

/// Why a movement's price change by text is not settled (`None`: it applies as read): a
/// condition written on it ("if Luke aboard"), whether the act is by landspeed, or whether a
/// place named is the other end of the move.
fn move_price_open(e: &Eval, seen: &Seen, p: &Part, s: &Sentence, fact: &Fact) -> PriceHolds {
    use PriceHolds::{No, Open, Yes};
    let mut lower = s.text.to_lowercase();
    let mut printed = s.text.as_str();
    // "… moves for free and draws one battle destiny if not able to otherwise": the condition
    // of another effect joined after the price is not the price's.
    if let Some(i) = [" and draws ", " and adds "]
        .iter()
        .filter_map(|w| lower.find(w))
        .min()
        && printed.len() == lower.len()
    {
        lower.truncate(i);
        printed = &printed[..i];
    }
    if let Some((_, cond)) = lower.split_once(" if ") {
        let cond = cond.trim_end_matches('.');
        // "If Luke aboard", "if Jabba or any bounty hunter aboard": the board says who is
        // aboard the card that moves.
        // (The names as printed, where lowering the case kept the offsets.)
        let printed = printed.trim_end_matches('.');
        let names = cond.strip_suffix(" aboard").map(|n| {
            match printed.len() == lower.trim_end_matches('.').len() {
                true => &printed[printed.len() - cond.len()..printed.len() - " aboard".len()],
                false => n,
            }
        });
        if let (Some(names), Some(c)) = (names, seen.card)
            && let Some(found) = aboard_named(e, c, names)
        {
            return if found { Yes } else { No };
        }
        return Open(format!("if {cond}"));
    }
    match fact {
        // "During your move phase": a react is in the opponent's battle or Force drain.
        Fact::MoveCostHere { .. }
            if seen.kind == ActKind::React && lower.contains("move phase") =>
        {
            No
        }
        // Using landspeed is a regular move's.
        Fact::LandspeedCost { .. } if seen.kind != ActKind::Move => No,
        Fact::MoveCostHere {
            between: Some(b), ..
        } => {
            let Some(other) = other_end(e, seen, p) else {
                return No;
            };
            // "from an adjacent site": the other end is a site next to here in its row.
            if matches!(
                b.as_str(),
                "an adjacent site" | "adjacent site" | "adjacent sites"
            ) {
                return match p.at.is_some_and(|h| adjacent_sites(e, h, other)) {
                    true => Yes,
                    false => No,
                };
            }
            match between_fits(e, seen, p, other, b) {
                Err(unread) => Open(format!("between here and {unread}")),
                Ok(_) => Yes,
            }
        }
        _ => Yes,
    }
}

/// Is `other`, the other end of a move priced from or to here, among the places a price names
/// (`b`, as written)? A place held by a side ("sites opponent occupies", "a system you
/// control") is of the kind named where that side holds it, by the board (presence there,
/// [`super::conditions::side_holds_settled`]); "you" is the side whose text it is. `Err`: the
/// words the board does not settle.
fn between_fits(e: &Eval, seen: &Seen, p: &Part, other: LocId, b: &str) -> Result<bool, String> {
    let you = p.side.unwrap_or(seen.side);
    let held = [
        (" opponent occupies", you.opponent(), false),
        (" you occupy", you, false),
        (" opponent controls", you.opponent(), true),
        (" you control", you, true),
    ]
    .into_iter()
    .find_map(|(w, side, control)| b.strip_suffix(w).map(|h| (h, side, control)));
    let Some((kind, side, control)) = held else {
        return there_fits(e, seen.side, (p.at, other), b);
    };
    let kind = kind
        .trim()
        .trim_start_matches("any ")
        .trim_start_matches("a ");
    let of_kind = match kind {
        "site" | "sites" => Ok(e.board.loc_def(other).is_site()),
        "location" | "locations" => Ok(true),
        _ => there_fits(e, seen.side, (p.at, other), kind),
    }?;
    if !of_kind {
        return Ok(false);
    }
    super::conditions::side_holds_settled(e, side, other, control).ok_or_else(|| {
        format!(
            "{b} (a card bearing the presence icon is the only claim there, and what the icon gives is outside the documents)"
        )
    })
}

/// Are `a` and `b` sites next to each other in one row?
fn adjacent_sites(e: &Eval, a: LocId, b: LocId) -> bool {
    let board = e.board;
    let row = board.locations[a].row;
    let sites = crate::board::facts::row_sites(board, row);
    let at = |x: LocId| sites.iter().position(|&y| y == x);
    board.locations[b].row == row && at(a).zip(at(b)).is_some_and(|(i, j)| i.abs_diff(j) == 1)
}

/// Is a card `names` names ("Luke", "Owen Lars, Beru Lars or Luke", "Jabba or any bounty
/// hunter": a name, or "any"/"a" and a kind) aboard card `c`? `None`: a word the catalog does
/// not settle for a card aboard.
fn aboard_named(e: &Eval, c: crate::board::CardIx, names: &str) -> Option<bool> {
    use crate::board::facts::places::card_named;
    let aboard: Vec<_> = e
        .board
        .cards
        .iter()
        .filter(|x| x.place == Place::Aboard(c))
        .map(|x| e.board.def(x.def))
        .collect();
    let mut found = false;
    for alt in names
        .split(", ")
        .flat_map(|x| x.split(" or "))
        .map(str::trim)
    {
        let kind = ["any ", "a ", "an "]
            .iter()
            .find_map(|a| alt.strip_prefix(a));
        for d in &aboard {
            found |= match kind {
                Some(k) => crate::rules::shared::card_words::kind_is(d, k)?,
                None => card_named(d, alt)?,
            };
        }
    }
    Some(found)
}

/// [`Fact::PriceOrIf`] of the location a card deploys to: the price, or the other one where its
/// condition holds. A bare kind ("if freighter") is the deploying card's, by the catalog; "X is
/// aboard a starship here" is settled from the board; other words leave the price open,
/// naming them.
pub(super) fn price_or_if(c: &Said, inner: &Fact, other: Cost, condition: &str, f: &mut Finding) {
    let Said { e, seen, p, s, q } = *c;
    let (Fact::DeployCostHere { who, .. } | Fact::DeployPrice { who, .. }) = inner else {
        return;
    };
    // A card's price names where ("to Death Star system"): elsewhere, neither figure applies.
    if whom_words(e, seen, p, s, who) == Ok(false)
        || (matches!(inner, Fact::DeployPrice { .. })
            && matches!(deploy_price_holds(e, seen, p, inner, false), PriceHolds::No))
    {
        return;
    }
    let holds = or_if_holds(e, seen, condition);
    let Some(holds) = holds else {
        return f.missing.push(format!(
            "{q}: whether \"{condition}\" holds, which sets its price ({other} if so), and the board does not settle it"
        ));
    };
    let mut fact = inner.clone();
    if holds && let Fact::DeployCostHere { cost, .. } | Fact::DeployPrice { cost, .. } = &mut fact {
        *cost = other;
    }
    let alone = Sentence {
        text: fact.to_string(),
        ..s.clone()
    };
    f.checked.push(format!(
        "{q}: \"{condition}\" {}",
        if holds { "holds" } else { "does not hold" }
    ));
    price(&Said { s: &alone, ..*c }, &fact, f);
}

/// Whether a [`Fact::PriceOrIf`]'s condition holds for a deploy (`None`: not settled).
fn or_if_holds(e: &Eval, seen: &Seen, condition: &str) -> Option<bool> {
    let board = e.board;
    // "Tarkin is aboard a starship here": a card it names aboard a starship at the location.
    if let Some(name) = condition
        .strip_suffix(" is aboard a starship here")
        .filter(|n| n.starts_with(|c: char| c.is_ascii_uppercase()))
    {
        let l = seen.to?;
        let mut open = false;
        for (i, card) in board.cards.iter_enumerated() {
            let Place::Aboard(k) = card.place else {
                continue;
            };
            if board.location_of(k) != Some(l) || board.card_def(k).card_type != CardType::Starship
            {
                continue;
            }
            match crate::board::facts::places::card_named(board.card_def(i), name) {
                Some(true) => return Some(true),
                Some(false) => {}
                None => open = true,
            }
        }
        return (!open).then_some(false);
    }
    // "freighter", "an admiral": the card deploying is (not) one.
    let kind = ["a ", "an "]
        .iter()
        .find_map(|a| condition.strip_prefix(a))
        .unwrap_or(condition);
    if !kind.contains(' ') {
        return crate::rules::shared::card_words::names(e, seen.actor, kind).ok();
    }
    // "Sandcrawler present" (round 27): a card of that name at the location deployed to.
    if let Some(x) = condition
        .strip_suffix(" present")
        .filter(|x| x.starts_with(|c: char| c.is_ascii_uppercase()) && !x.contains([',', '(']))
    {
        let l = seen.to?;
        let mut open = false;
        for (i, card) in board.cards.iter_enumerated() {
            if board.location_of(i) != Some(l) || matches!(card.place, Place::Aboard(_)) {
                continue;
            }
            match crate::board::facts::places::card_named(board.card_def(i), x) {
                Some(true) => return Some(true),
                Some(false) => {}
                None => open = true,
            }
        }
        return (!open).then_some(false);
    }
    // "Goo Nee Tay on table" (round 27): a card of that title on the board.
    on_table_condition(e, &format!("if {condition}"))
}
