//! What one check finds about an act: every sentence of every card taking part.

use super::apply::apply;
use super::finding::Finding;
use super::kinds::Kind;
use super::kinds::kind_of;
use super::limits::limit_words;
use super::limits::may_name_kind;
use super::limits::may_name_side;
use super::limits::side_limit;
use super::limits::speaks_anywhere;
use super::parts::Part;
use super::parts::Role;
use super::parts::Said;
use super::parts::Seen;
use super::parts::parts;
use crate::board::LocId;
use crate::catalog::text::ActKind;
use crate::catalog::text::Cost;
use crate::catalog::text::Fact;
use crate::catalog::text::Sentence;
use crate::catalog::text::Subject;
use crate::catalog::text::Way;
use crate::catalog::text::grammar::{fixed_price_words, price_change_words};
use crate::rules::actions::Act;
use crate::rules::eval::Eval;
use crate::rules::shared::grants::react_grant;

/// What check `kind` finds about `act`: a pure function of the evaluation and the act.
pub(crate) fn judge(e: &Eval, act: &Act, kind: Kind) -> Finding {
    let mut f = Finding::default();
    let Some((seen, parts)) = parts(e, act) else {
        return f;
    };
    if kind == Kind::React && seen.kind == ActKind::React {
        react_permission(e, act, &seen, &mut f);
    }
    if kind == Kind::Where && matches!(act, Act::Deploy { .. }) {
        side_limits(e, &seen, &mut f);
    }
    let deploy = matches!(act, Act::Deploy { .. });
    // What keeps this deploy's cost from change: the price changes of other sentences yield.
    let kept = super::fixed::kept_for(e, &seen, &parts, kind == Kind::Price, &mut f);
    // Its own `Deploy on …` sentences, each a way ("… OR Deploy on …"): weighed together.
    let mut ways = Vec::new();
    for p in &parts {
        // A collapsed location's game text is canceled (Hoth, 'Collapsed'): none of it is
        // read or quoted, and the answer says so where some of it bears on the act.
        let sentences = match location_end(&seen, p) {
            Some(l) if e.board.locations[l].state.collapsed => {
                let bears = p.def.sentences().iter().any(|s| s.bears_on.has(seen.kind));
                if kind == Kind::Unread && bears {
                    f.checked.push(format!(
                        "{} is collapsed: its game text is canceled, so none of it bears on this {}",
                        p.name,
                        seen.kind.name()
                    ));
                }
                std::borrow::Cow::Owned(Vec::new())
            }
            _ => p.def.sentences(),
        };
        for s in sentences.iter().filter(|s| s.bears_on.has(seen.kind)) {
            // A side's limit, read, speaks of the side's cards it names whoever says it: held
            // by every card taking part, and by a card elsewhere where it names no place
            // relative to itself (`side_limit` and `may_not_go`, below).
            // So is a location's price of other cards' deploys that names no place, for a
            // location elsewhere on the table.
            // And a card's (no location's) read price of other cards' deploys, from wherever
            // it stands: its place is settled relative to it.
            let read_limit = reads_side_wide(p, s, deploy);
            let whose = speaks_whose(p, s, &seen, deploy, read_limit)
                || (!read_limit && related_limit(e, p, s, &seen))
                || (!read_limit && super::named_place::names_the_acts_place(e, p, s, &seen));
            if !whose {
                continue;
            }
            if of_other_cards(e, &seen, p, s)
                || react_grant_beside_usual_deploy(e, &seen, s)
                || aboard_limit_off_board(&seen, s)
                || bound_to_another_phase(e, &seen, s)
                || of_no_place_of_this_act(e, &seen, p, s)
                || super::own_name::of_itself_standing_by(p, seen.actor, s)
                || super::cardmove::set_aside(&seen, p, s, kind == Kind::Unread, &mut f)
                || super::carddeploy::granted_in_react_window(p, s)
            {
                continue;
            }
            let quoted = format!("{}'s own text: \"{}\"", p.name, s.text);
            if super::fixed::settled(&said(e, &seen, p, s, &quoted), &kept, &mut f) {
                continue;
            }
            if price_not_weighed(e, &seen, p, s) || fixed_price_of_the_other_side(&seen, p, s) {
                continue;
            }
            // A react to where it stands, granted: the react rule applies it ([`grants`]).
            if p.role == Role::Bystander && matches!(s.fact, Some(Fact::ReactHere { .. })) {
                continue;
            }
            let speaks_for_its_location = speaks_for_its_location(p, s);
            if p.role == Role::AboardThere && !speaks_for_its_location && !read_limit {
                continue;
            }
            if p.role == Role::Elsewhere && !read_limit {
                // Text about a side's cards anywhere, or at the locations related to the one
                // that says it: quoted, never taken as met (the checks apply a card's facts to
                // its own acts and to the locations' only).
                if kind == Kind::Unread {
                    f.unread(&s.text, elsewhere_unread(e, p, s, &seen, &quoted));
                }
                continue;
            }
            if p.role == Role::Bystander && !speaks_for_its_location && !read_limit {
                // The checks apply a card's facts to its own acts and to the locations'; a card
                // standing by that speaks of others' acts there is quoted, never taken as met.
                if kind == Kind::Unread {
                    f.unread(
                        &s.text,
                        format!(
                            "{quoted}: it bears on the {} of a card where {} stands, and swjudge does not apply it",
                            seen.kind.name(),
                            p.name
                        ),
                    );
                }
                continue;
            }
            match &s.fact {
                // A passenger counts only by what it says of its own moving, read.
                // ... unless it prices the craft it pilots or drives ("that starship or
                // vehicle moves for free"), where the price matters (a cost asked, or a Force
                // pile on the board): the craft's move is that card's act too.
                None if p.role == Role::Passenger
                    && !(speaks_of_its_craft(&s.text)
                        && (e.want_cost() || e.board.player(seen.side).force_pile.is_some())) => {}
                Some(Fact::OwnAction { .. })
                    if kind == Kind::Unread && gives_a_move_from_here(e, &seen, p, s) =>
                {
                    f.may_lift.push(format!(
                        "{quoted}: it gives a move from here in its own words, which swjudge does not apply"
                    ));
                }
                None if kind == Kind::Unread => {
                    f.unread(&s.text, unread_words(&quoted, &s.text, seen.kind))
                }
                Some(fact @ Fact::DeployOn { .. })
                    if kind_of(fact) == Some(kind) && p.role == Role::Actor =>
                {
                    let mut way = Finding::default();
                    apply(&said(e, &seen, p, s, &quoted), fact, &mut way);
                    ways.push(way);
                }
                Some(fact) if kind_of(fact) == Some(kind) => {
                    apply(&said(e, &seen, p, s, &quoted), fact, &mut f)
                }
                _ => {}
            }
        }
    }
    // Deploying on a card: a sentence there that makes it immune to the card deploying.
    let deploys_on = !ways.is_empty();
    f.either_way(ways);
    if deploys_on {
        super::host_words::immunity(e, &seen, &mut f);
    }
    if kind == Kind::Unread {
        other_printing(e, &seen, &parts, deploy, &mut f);
    }
    table_wide(e, act, &seen, kind, &mut f);
    f
}

/// What the check finds beyond the sentences of the cards taking part: a react deploy's price,
/// and round 27's facts of moving said anywhere on the table ([`super::cardmove`]). (The
/// prices that hold are weighed against the Force Pile by `shared::force_pile`, with every
/// other part of the act's price.)
fn table_wide(e: &Eval, act: &Act, seen: &Seen, kind: Kind, f: &mut Finding) {
    if kind == Kind::Price {
        react_deploy_price(e, act, f);
    }
    super::cardmove::on_table(e, act, seen, kind, f);
}

/// A read sentence that holds of a side's cards wherever they are: a side's limit (on a
/// condition or not), a move price between kinds of places, a location's price of other cards'
/// deploys that names no place, and a card's (no location's) read price of other cards'
/// deploys, from wherever it stands.
fn reads_side_wide(p: &Part, s: &Sentence, deploy: bool) -> bool {
    side_limit(s.fact.as_ref())
        || super::limits::move_priced_anywhere(s.fact.as_ref())
        || (p.role == Role::Elsewhere
            && p.at.is_some()
            && super::limits::priced_anywhere(s.fact.as_ref()))
        || (p.role.stands_by()
            && deploy
            && super::limits::card_prices_others(p.def, s.fact.as_ref()))
}

/// The deploying side's own limits, of every card of that side ([`super::side::side_limits`]).
fn side_limits(e: &Eval, seen: &Seen, f: &mut Finding) {
    for said in super::side::side_limits(e, seen.side, seen.actor) {
        match said {
            super::side::Said::Refuses(r) => f.refusals.push(r),
            super::side::Said::Open(m) => f.missing.push(m),
            super::side::Said::Excepted(c) => f.checked.push(c),
        }
    }
}

/// The price a grant to deploy as a 'react' sets ("May deploy -3 as a 'react'"), on a deploy
/// made as a react: the grant the timing check lifts the deploy phase by
/// (`shared::gate::react_deploy_now`, one computation), where it covers the deploy.
fn react_deploy_price(e: &Eval, act: &Act, f: &mut Finding) {
    if let Some(g) = crate::rules::shared::gate::react_deploy_now(e, act)
        && g.fits == Ok(true)
        && let Some(cost) = g.cost
    {
        super::prices::record_price(
            super::prices::PriceHolds::Yes,
            cost,
            "the deployment as a react",
            &g.quoted,
            f,
        );
    }
}

/// The location a part is, where it is one of the act's ends.
fn location_end(seen: &Seen, p: &Part) -> Option<crate::board::LocId> {
    match p.role {
        Role::From => seen.from,
        Role::To => seen.to,
        _ => None,
    }
}

/// A location the act leaves or enters whose `owner:` the board does not give stands as the
/// printing the board resolved (the scenario format: a location's side comes from `owner:`,
/// and without one the answer names what it took). Where the other side's printing of its
/// title has a sentence that the one taken lacks, that speaks of this act, and that the checks
/// would apply to it (refuse, grant, price or leave it open), or that the move's own rules apply
/// (a grant), or that is not read, the answer names the printing it took and quotes the other's
/// sentence, as the Force icons do (`classify`). A collapsed site's text is canceled either way.
fn other_printing(e: &Eval, seen: &Seen, parts: &[Part], deploy: bool, f: &mut Finding) {
    use crate::catalog::Resolution;
    for p in parts
        .iter()
        .filter(|p| matches!(p.role, Role::From | Role::To) && p.side.is_none())
    {
        // A collapsed site's game text is canceled, whichever printing it is.
        if location_end(seen, p).is_some_and(|l| e.board.locations[l].state.collapsed) {
            continue;
        }
        let Resolution::Found(ids) = e.board.catalog.resolve(p.def.key()) else {
            continue;
        };
        let mine = p.def.sentences();
        for &i in &ids {
            let other = e.board.def(i);
            if other.side == p.def.side {
                continue;
            }
            let alt = Part {
                def: other,
                role: p.role,
                side: None,
                name: p.name.clone(),
                end: p.end,
                card: None,
                at: p.at,
            };
            for s in other.sentences().iter() {
                let read_limit = side_limit(s.fact.as_ref());
                if !s.bears_on.has(seen.kind)
                    || mine.iter().any(|m| {
                        m.text == s.text
                            || (m.fact.is_some()
                                && m.fact == s.fact
                                && super::whom::half_side(m) == super::whom::half_side(s))
                    })
                    || !(speaks_whose(&alt, s, seen, deploy, read_limit)
                        || (!read_limit && related_limit(e, &alt, s, seen)))
                    || ((s.fact.is_none() || !mover(seen.actor))
                        && speaks_of_others(e, seen.actor, &s.text))
                {
                    continue;
                }
                // What the sentence would do to this act, were that printing on table: a
                // sentence the checks apply and that leaves this act alone (checked only, or
                // nothing) is not named; one applied elsewhere (a grant by the move's rules), or
                // not read, is.
                let mut would = Finding::default();
                let quoted = format!("{}'s other printing: \"{}\"", p.name, s.text);
                if let Some(fact) = &s.fact {
                    apply(&said(e, seen, &alt, s, &quoted), fact, &mut would);
                    let applied_here = kind_of(fact).is_some_and(|k| k != Kind::Unread);
                    if applied_here
                        && would.refusals.is_empty()
                        && would.missing.is_empty()
                        && would.permissions.is_empty()
                        && would.prices.is_empty()
                    {
                        continue;
                    }
                }
                f.assumed.push(format!(
                    "the {} on table is the {} printing (its `owner:` is not given); the other side's printing says \"{}\", which would bear on this {}",
                    p.name,
                    match p.def.side {
                        crate::catalog::Printed::Dark => "Dark Side",
                        _ => "Light Side",
                    },
                    s.text,
                    seen.kind.name()
                ));
            }
        }
    }
}

/// The react check's part: whether anything lets the actor react to where it goes. Its own
/// text or the board's `allows: [react]` (the react rule then judges the rest); else a grant
/// where it reacts to that names it (a permission, cited, and "for free" a price of 0); else
/// the react is open, naming what is missing.
fn react_permission(e: &Eval, act: &Act, seen: &Seen, f: &mut Finding) {
    let (Some(card), Some(to)) = (seen.card, seen.to) else {
        return;
    };
    let board = e.board;
    let def = seen.actor;
    // Its own react on a condition of its own: the condition is judged with that sentence.
    let own = def.allows("react")
        || def.reacts_by_text().is_some()
        || own_react_on_condition(e, seen, &parts(e, act).map(|(_, p)| p).unwrap_or_default())
            .is_some_and(|(holds, _)| holds != Some(false));
    let name = board.card_name(card);
    let place = board.loc_def(to).plain_title();
    // A card on it that lets it react (a device it carries: [`super::cardmove`]).
    let on_it = parts(e, act).and_then(|(_, p)| super::cardmove::bearer_react(seen, &p));
    if let Some((line, price)) = on_it {
        f.prices.extend(price);
        return f.permissions.push(line);
    }
    let grant = super::cardmove::best(
        react_grant(e, def, seen.side, to),
        super::cardmove::react_from_grants(e, seen),
    );
    match grant {
        Some(g) if g.fits == Ok(true) => {
            f.permissions.push(format!(
                "{}: {name} is such a card, so it may react to {place}",
                g.quoted
            ));
            if g.free {
                f.prices
                    .push((Cost::Free, format!("{}: the react is free", g.quoted)));
            }
        }
        _ if own => {}
        Some(g) if g.fits.is_err() => f.missing.push(format!(
            "{}: {}, which the board does not settle",
            g.quoted,
            g.fits.err().unwrap_or_default()
        )),
        // Nothing on the table may grant it: the react rule refuses ([`no_card_grants_react`]).
        _ if no_card_grants_react(e, act) => {}
        _ => {
            f.missing.push(format!(
                "whether {name} may react: no sentence of its own text (nor the board's `allows: [react]`, nor {place}'s text) says it may"
            ));
            if let Some(held) = held_react_grant(e.board) {
                f.missing.push(format!(
                    "{held}: played, it may grant the react, and swjudge does not play it"
                ));
            }
        }
    }
}

/// The react policy (docs/catalog.md, "A react no card grants"; the Hoth supplement: reacting
/// is granted by cards that say 'react'): `act` is a react that nothing lets the card make — not
/// its own text, not the board's `allows: [react]`, not a grant where it goes — and no card
/// taking part, nor any card in a hand or pile the board lists, has a sentence that bears on
/// reacting, is not read and may grant it. Such a react is refused by the react rule; where
/// some unread sentence may grant it, it stays open, quoting that sentence.
pub(crate) fn no_card_grants_react(e: &Eval, act: &Act) -> bool {
    let Some((seen, parts)) = parts(e, act) else {
        return false;
    };
    let (Some(_), Some(to), ActKind::React) = (seen.card, seen.to, seen.kind) else {
        return false;
    };
    let def = seen.actor;
    if def.allows("react") || def.reacts_by_text().is_some() {
        return false;
    }
    // Its own react on a condition the board holds or leaves open.
    if own_react_on_condition(e, &seen, &parts).is_some_and(|(holds, _)| holds != Some(false)) {
        return false;
    }
    // A grant where it goes that names it, or may (the board does not settle it); or one
    // from where it stands, or a card on it that lets it react ([`super::cardmove`]).
    let grant = super::cardmove::best(
        react_grant(e, def, seen.side, to),
        super::cardmove::react_from_grants(e, &seen),
    );
    if grant.is_some_and(|g| g.fits != Ok(false))
        || super::cardmove::bearer_react(&seen, &parts).is_some()
    {
        return false;
    }
    judge(e, act, Kind::Unread).may_lift.is_empty() && held_react_grant(e.board).is_none()
}

/// The actor's own react on a condition of its own ("While 'ridden' by a Gungan, may move as a
/// 'react'"): whether the board holds the condition (`None`: it does not settle it), and the
/// sentence. `None`: its text grants no such react.
fn own_react_on_condition(e: &Eval, seen: &Seen, parts: &[Part]) -> Option<(Option<bool>, String)> {
    let actor = parts.iter().find(|p| p.role == Role::Actor)?;
    seen.actor.sentences().iter().find_map(|s| match &s.fact {
        Some(Fact::While { condition, fact }) if matches!(**fact, Fact::React { .. }) => Some((
            super::conditions::its_condition(e, seen, actor, condition),
            s.text.clone(),
        )),
        _ => None,
    })
}

/// What grants the react `act` asks for, in words, where a card surely does: the card's own
/// text (or the board's `allows: [react]`), or a grant where it goes that names it. `None`: no
/// card surely grants it (refused or open elsewhere).
pub(crate) fn react_granted_by(e: &Eval, act: &Act) -> Option<String> {
    let (seen, parts) = parts(e, act)?;
    let (Some(card), Some(to), ActKind::React) = (seen.card, seen.to, seen.kind) else {
        return None;
    };
    let def = seen.actor;
    let name = e.board.card_name(card);
    if def.allows("react") || def.reacts_by_text().is_some() {
        return Some(format!("{name}'s own card says it may react"));
    }
    if let Some((Some(true), text)) = own_react_on_condition(e, &seen, &parts) {
        return Some(format!("{name}'s own text: \"{text}\", which holds now"));
    }
    if let Some((line, _)) = super::cardmove::bearer_react(&seen, &parts) {
        return Some(line);
    }
    super::cardmove::best(
        react_grant(e, def, seen.side, to),
        super::cardmove::react_from_grants(e, &seen),
    )
    .filter(|g| g.fits == Ok(true))
    .map(|g| format!("{}: it names {name}", g.quoted))
}

/// A sentence of a location or card on the table, taking no part in the react `act`, that
/// bears on reacting, is not read, and may grant the acting side's card a react ("Dark: If you
/// occupy with Tarkin, Piett or any admiral, your starships may 'react' to same system" on a
/// starship site): quoted, the react is not refused (the rule of who may react cannot settle
/// what swjudge does not read). `None`: no such sentence.
pub(crate) fn unread_react_grant_on_table(e: &Eval, act: &Act) -> Option<String> {
    let (seen, parts) = parts(e, act)?;
    if seen.kind != ActKind::React {
        return None;
    }
    let board = e.board;
    // "to same system" ("from same system"): the system where the speaker stands (a site's, or
    // a starship site's starship's), which the react must go to (leave); not known, it may.
    let system_fits = |text: &str, at: Option<crate::board::LocId>| {
        let lower = text.to_lowercase();
        let system = at.and_then(|l| {
            use crate::board::facts::places::starship_of_site;
            let d = board.loc_def(l);
            if d.is_system() {
                Some(l)
            } else if let Some(k) = starship_of_site(board, l) {
                board.location_of(k)
            } else {
                board.system_of_row(board.locations[l].row)
            }
        });
        let to = !lower.contains("to same system") || system.is_none_or(|x| seen.to == Some(x));
        let from =
            !lower.contains("from same system") || system.is_none_or(|x| seen.from == Some(x));
        to && from
    };
    let speaks = |d: &crate::catalog::CardDef,
                  side: Option<crate::rulebook::Side>,
                  at: Option<crate::board::LocId>| {
        d.sentences().iter().find_map(|s| {
            let whose = super::whom::half_side(s).or(side);
            let may = s.fact.is_none()
                && system_fits(&s.text, at)
                && s.bears_on.has(ActKind::React)
                && super::grants::may_grant(&s.text)
                && super::grants::says_react(&s.text)
                && whose.is_none_or(|w| super::limits::may_name_side(&s.text, w == seen.side))
                && super::limits::may_name_kind(&s.text, seen.actor.card_type);
            may.then(|| format!("{}'s own text: \"{}\"", d.plain_title(), s.text))
        })
    };
    let taking_part = |c: crate::board::CardIx| parts.iter().any(|p| p.card == Some(c));
    // Only the locations and cards with such a sentence, found once per board.
    let may = board.derived(MayGrantReact::of);
    for &l in &may.0.0 {
        if parts.iter().any(|p| p.at == Some(l)) {
            continue;
        }
        if let Some(q) = speaks(board.loc_def(l), board.locations[l].owner, Some(l)) {
            return Some(q);
        }
    }
    for &i in &may.0.1 {
        if taking_part(i) || Some(i) == seen.card {
            continue;
        }
        let c = &board.cards[i];
        if let Some(q) = speaks(board.card_def(i), Some(c.side), board.location_of(i)) {
            return Some(q);
        }
    }
    None
}

/// The locations and cards on the table with a sentence not read that bears on reacting and
/// may grant a react, in the board's order: a fact of the board, kept until it changes, so a
/// react asks these, not every card on the table.
#[derive(Clone)]
struct MayGrantReact(std::sync::Arc<(Vec<crate::board::LocId>, Vec<crate::board::CardIx>)>);

impl MayGrantReact {
    fn of(board: &crate::board::Board) -> MayGrantReact {
        use std::collections::HashMap;
        let mut asked: HashMap<*const crate::catalog::CardDef, bool> = HashMap::new();
        let mut may = |d: &crate::catalog::CardDef| {
            *asked.entry(std::ptr::from_ref(d)).or_insert_with(|| {
                d.sentences().iter().any(|s| {
                    s.fact.is_none()
                        && s.bears_on.has(ActKind::React)
                        && super::grants::may_grant(&s.text)
                })
            })
        };
        let locs = board
            .locations
            .keys()
            .filter(|&l| may(board.loc_def(l)))
            .collect();
        let cards = board
            .cards
            .keys()
            .filter(|&i| may(board.card_def(i)))
            .collect();
        MayGrantReact(std::sync::Arc::new((locs, cards)))
    }
}

/// A card in a hand or pile the board lists, of a kind played rather than standing at a
/// location (an Interrupt, an Effect, a device or weapon: not a character, craft, creature or
/// location, which grants only once where it stands), with a sentence that bears on reacting
/// and may grant a react (read as a grant, or unread and not a pure prohibition): that
/// sentence, quoted with where the card is.
fn held_react_grant(board: &crate::board::Board) -> Option<String> {
    use crate::catalog::CardType;
    use crate::rulebook::Side;
    for side in [Side::Dark, Side::Light] {
        let p = board.player(side);
        let zones = [
            ("hand", &p.hand),
            ("Reserve Deck", &p.reserve),
            ("Used Pile", &p.used),
            ("Lost Pile", &p.lost),
            ("out of play", &p.out_of_play),
        ];
        for (zone, cards) in zones {
            for z in cards.iter() {
                let d = board.def(z.def);
                if super::parts::is_actor_kind(d) || d.card_type == CardType::Location {
                    continue;
                }
                let grants = d
                    .sentences()
                    .iter()
                    .find(|s| {
                        s.bears_on.has(ActKind::React)
                            && match &s.fact {
                                // Reacting is granted by cards that say 'react': a sentence of
                                // landspeed ("Adds 1 to power and landspeed") bears on every
                                // way of moving, and grants no react.
                                None => {
                                    super::grants::may_grant(&s.text)
                                        && super::grants::says_react(&s.text)
                                }
                                Some(f) => matches!(
                                    f,
                                    Fact::React { .. }
                                        | Fact::ReactHere { .. }
                                        | Fact::ReactToRelated { .. }
                                ),
                            }
                    })
                    .map(|s| s.text.clone());
                if let Some(text) = grants {
                    return Some(format!(
                        "{} (in the {} Side's {zone})'s own text: \"{text}\"",
                        d.plain_title(),
                        if side == Side::Dark { "Dark" } else { "Light" }
                    ));
                }
            }
        }
    }
    None
}

/// Does a sentence open on cards ("Your starships …", "Dark: Any starship cannon may …",
/// "When at a Jabba's Palace site, each of your Gamorreans and Niktos may …") that surely do
/// not include `actor`: of a kind it is not, by the catalog's words? A sentence that opens
/// otherwise, or on words the catalog does not settle for it, may speak of it.
fn speaks_of_others(e: &Eval, actor: &crate::catalog::CardDef, text: &str) -> bool {
    use crate::catalog::CardType;
    // "Subtracts 1 from deploy cost of each of your capital starships at same system": of the
    // cards whose cost it changes.
    if let Some(words) = cost_changed_of(text) {
        return crate::rules::shared::card_words::names(e, actor, &words) == Ok(false);
    }
    let mut t = text.trim();
    for half in ["Light:", "Dark:"] {
        if let Some(r) = t.strip_prefix(half) {
            t = r.trim_start();
        }
    }
    let lower = t.to_lowercase();
    if ["while ", "when ", "if ", "unless "]
        .iter()
        .any(|w| lower.starts_with(w))
    {
        match t.split_once(", ") {
            Some((_, r)) => t = r,
            None => return false,
        }
    }
    let lower = t.to_lowercase();
    // "each of you Gamorreans": the printed text drops the r.
    let lead = [
        "each of your ",
        "each of you ",
        "your ",
        "opponent's ",
        "any ",
        "all ",
    ]
    .iter()
    .find(|w| lower.starts_with(*w));
    let Some(lead) = lead else {
        return title_speaks_of_another(e, actor, t) || kind_speaks_of_another(e, actor, t);
    };
    let rest = &t[lead.len()..];
    let rest_lower = &lower[lead.len()..];
    let verbs = [
        " may ", " deploy", " move", " are ", " is ", " must ", " cannot ", " can ",
    ];
    let Some(end) = verbs.iter().filter_map(|v| rest_lower.find(v)).min() else {
        return false;
    };
    let words = rest[..end].trim();
    if words.is_empty() {
        return false;
    }
    // Only a card that is no character, starship, vehicle or creature (an Effect, a device, a
    // weapon) is told apart by the words: the words for those kinds ("fighters") are not
    // all the catalog's.
    if !mover(actor) {
        let last = words.rsplit(' ').next().unwrap_or(words).to_lowercase();
        let kinds_of_its_own = [
            "card",
            "effect",
            "device",
            "weapon",
            "interrupt",
            "cannon",
            "blaster",
            "lightsaber",
            "rifle",
        ];
        let of_its_kind = kinds_of_its_own
            .iter()
            .any(|k| last.trim_end_matches('s') == *k);
        match crate::rules::shared::card_words::names(e, actor, words) {
            Ok(true) => return false,
            Ok(false) => return true,
            // Words the catalog does not settle for it: they speak of it only where they
            // name a kind of card it may be.
            Err(_) if !of_its_kind => return true,
            Err(_) => {}
        }
    }
    let last = words.rsplit(' ').next().unwrap_or(words).to_lowercase();
    // One kind of mover by its card type ("Your vehicles", "Rebel starships", "opponent's
    // characters"): a mover of another type is none of them, however the words before it read.
    // A list ("Imperials and combat vehicles") may name it by another of its words.
    let types = [
        ("character", CardType::Character),
        ("starship", CardType::Starship),
        ("vehicle", CardType::Vehicle),
        ("creature", CardType::Creature),
    ];
    let one_kind = ![" and ", " or ", ",", "/"]
        .iter()
        .any(|j| words.contains(j));
    if let Some((_, t)) = types
        .iter()
        .find(|(w, _)| one_kind && last.trim_end_matches('s') == *w)
    {
        return mover(actor) && actor.card_type != *t;
    }
    // A weapon's kind ("starship cannon", "blasters"): only a weapon is one.
    let weapon = [
        "cannon", "cannons", "blaster", "blasters", "weapon", "weapons",
    ];
    weapon.contains(&last.as_str()) && actor.card_type != CardType::Weapon
}

/// "Turbolaser Battery may deploy aboard as a 'react'", "Jedi Lightsaber may deploy on Finn":
/// a sentence that opens on a card's title, of that card's deploying or moving, speaks of
/// another card where the actor is surely not the one it names.
fn title_speaks_of_another(e: &Eval, actor: &crate::catalog::CardDef, t: &str) -> bool {
    // "[Set 13] Maul ignores …": the icons before a name are not part of it.
    let mut t = t.trim();
    while let Some((_, rest)) = t.strip_prefix('[').and_then(|r| r.split_once("] ")) {
        t = rest;
    }
    let lower = t.to_lowercase();
    let verbs = [" may deploy", " deploys", " may move", " moves", " ignores"];
    let Some(end) = verbs.iter().filter_map(|v| lower.find(v)).min() else {
        return false;
    };
    let words = t[..end].trim();
    if !words.starts_with(|c: char| c.is_ascii_uppercase())
        || words.contains([',', '(', ':'])
        || (e
            .board
            .catalog
            .base_titled(&crate::catalog::normalize(words))
            .is_empty()
            && !crate::rules::shared::card_words::character_name(e, words))
    {
        return false;
    }
    crate::rules::shared::card_words::names(e, actor, words) == Ok(false)
}

/// "Jawas deploy here for 1 Force from their owner only": a sentence that opens on one kind of
/// card in the plural, of their deploying or moving, speaks of others where the catalog
/// settles that the actor is none of them.
fn kind_speaks_of_another(e: &Eval, actor: &crate::catalog::CardDef, t: &str) -> bool {
    let Some((words, rest)) = t.trim().split_once(' ') else {
        return false;
    };
    let acts = [
        "deploy ",
        "move ",
        "may deploy",
        "may move",
        "may not deploy",
        "may not move",
    ];
    words.len() > 1
        && words.starts_with(|c: char| c.is_ascii_uppercase())
        && words.ends_with('s')
        && words.chars().all(|c| c.is_ascii_alphabetic())
        && acts.iter().any(|a| rest.starts_with(a))
        && [words, &words[..words.len() - 1]]
            .iter()
            .all(|w| crate::rules::shared::card_words::names(e, actor, w) == Ok(false))
}

/// "May not be aboard starfighters or enclosed vehicles", "Too large to go aboard a
/// starfighter" (not read): where the card may be aboard, so a deploy that puts it aboard
/// nothing (to a location) is neither helped nor held by it.
fn aboard_limit_off_board(seen: &Seen, s: &Sentence) -> bool {
    let lower = s.text.to_lowercase();
    seen.kind == ActKind::Deploy
        && seen.host.is_none()
        && s.fact.is_none()
        && (lower.contains("may not be aboard") || lower.contains("to go aboard"))
}

/// "Light: During your move phase, Jedi survivors may move from here to a Jabiim site (or to
/// opponent's battleground site)" (Mapuzo: Underground Corridor, read as an action of its own):
/// a move from the location the mover leaves, by cards it may be, in words swjudge does not
/// apply. It may lift a refusal of the rules (where and how the card may go); a move the rules
/// allow is not held by it.
fn gives_a_move_from_here(e: &Eval, seen: &Seen, p: &Part, s: &Sentence) -> bool {
    if seen.kind != ActKind::Move || p.role != Role::From {
        return false;
    }
    let t = s.text.trim();
    let t = ["Light: ", "Dark: "]
        .iter()
        .find_map(|h| t.strip_prefix(h))
        .unwrap_or(t);
    let clause = t.split_once(", ").map_or(t, |(_, r)| r);
    let Some((who, _)) = clause.split_once(" may move from here") else {
        return false;
    };
    let who = who.trim();
    use crate::rules::shared::card_words::{kind_vocabulary, names};
    let one = who.strip_suffix('s').unwrap_or(who);
    let not_named = |w: &str| names(e, seen.actor, w) == Ok(false);
    // "Jedi survivors": a characteristic of more than one word, which the data lists whole.
    let not_of_kind = seen.actor.kind_is(&one.to_lowercase(), kind_vocabulary()) == Some(false);
    let surely_not =
        !who.is_empty() && who != "you" && ((not_named(who) && not_named(one)) || not_of_kind);
    !surely_not
}

/// "Unless Obi-Wan here (or at Mos Eisley), you may not move to here during your control
/// phase" (not read): a sentence of one clause bound to one phase speaks of acts in that phase
/// only; a regular move (the move phase) or a deploy (the deploy phase, or the board's phase
/// where it writes one for the acting side) in another phase is neither helped nor held by it.
/// "Only during", "except during": the phase limits the act itself, which stays quoted.
fn bound_to_another_phase(e: &Eval, seen: &Seen, s: &Sentence) -> bool {
    use crate::board::Phase;
    if s.fact.is_some() {
        return false;
    }
    let act_phase = match (e.board.turn == Some(seen.side), e.board.phase, seen.kind) {
        (true, Some(p), ActKind::Move | ActKind::Deploy) => p,
        (_, _, ActKind::Move) => Phase::Move,
        (_, _, ActKind::Deploy) => Phase::Deploy,
        _ => return false,
    };
    let lower = s.text.to_lowercase();
    if ["only during", "except during", ";", " and ", " or during"]
        .iter()
        .any(|w| lower.contains(w))
    {
        return false;
    }
    let named: Vec<Phase> = Phase::ALL
        .iter()
        .filter(|(w, _)| lower.contains(&format!(" {w} phase")))
        .map(|&(_, p)| p)
        .collect();
    let bound = ["during your ", "during opponent's ", "during any "]
        .iter()
        .filter(|w| lower.contains(**w))
        .count()
        == 1;
    bound && named.len() == 1 && named[0] != act_phase
}

/// "You may deploy cards to same system or sector as a 'react'" (not read): a way to deploy as
/// a react, granted; a deploy made the usual way (in the side's own deploy phase, or its price)
/// is neither helped nor held by it.
fn react_grant_beside_usual_deploy(e: &Eval, seen: &Seen, s: &Sentence) -> bool {
    let usual_deploy = e.want_cost()
        || (e.board.turn == Some(seen.side) && e.board.phase == Some(crate::board::Phase::Deploy));
    seen.kind == ActKind::Deploy
        && usual_deploy
        && s.fact.is_none()
        && crate::catalog::text::grants_react_deploy(&s.text)
}

/// "Opponent may not 'react' to same system or sector" on a starship standing there: it holds a
/// react to (or from) where it stands, as the location's text. So does a character's
/// "Opponent's spies … may not deploy or move to same site", read as of here: where it stands;
/// and a price it sets on moves and deploys where it stands ("Your starships may move from same
/// exterior site for free", "Your clones deploy -1 here"): the location's, on its own condition
/// where it writes one.
fn speaks_for_its_location(p: &Part, s: &Sentence) -> bool {
    matches!(s.fact, Some(Fact::MayNotReactHere { .. }))
        || (p.role == Role::Bystander
            && (matches!(s.fact, Some(Fact::MayNotDeployHere { .. }))
                || s.fact.as_ref().is_some_and(price_where_it_stands)
                || s.fact.as_ref().is_some_and(no_landspeed_where_it_stands)))
        // A pilot aboard a craft there keeps them too ("When piloting a bomber …, prevents
        // opponent's characters at same site from using landspeed").
        || (p.role == Role::AboardThere && s.fact.as_ref().is_some_and(no_landspeed_where_it_stands))
        // A card aboard a craft there stands there too: its deploy price, not read, is quoted
        // as a card standing by's is, and read, holds there as a location's.
        || (p.role == Role::AboardThere && s.fact.is_none() && changes_deploy_cost(&s.text))
        || (p.role == Role::AboardThere && s.fact.as_ref().is_some_and(deploy_price_where_it_stands))
}

/// A price on deploys where the card stands ("Subtracts 1 from deploy cost of each of your
/// capital starships at same system"), alone or on the card's own condition.
fn deploy_price_where_it_stands(f: &Fact) -> bool {
    match f {
        Fact::DeployCostHere { to: None, .. } => true,
        // "Your capital starships deploy -1 to same system": where the card stands too.
        Fact::DeployCostHere { to: Some(t), .. } => {
            t.starts_with("to same ") || t.starts_with("at same ")
        }
        Fact::While { fact, .. } => deploy_price_where_it_stands(fact),
        _ => false,
    }
}

/// "Prevents opponent's characters present from using their landspeed", alone or on the
/// card's own condition: of the site where the card stands.
fn no_landspeed_where_it_stands(f: &Fact) -> bool {
    match f {
        Fact::NoLandspeedHere { .. } => true,
        Fact::While { fact, .. } => no_landspeed_where_it_stands(fact),
        _ => false,
    }
}

/// A price on acts where the card stands, as a location's ("… deploy -1 here", "… may move
/// from same site for free"), alone or on a condition of its own or its side's occupation.
fn price_where_it_stands(f: &Fact) -> bool {
    match f {
        Fact::MoveCostHere { .. } | Fact::DeployCostHere { .. } => true,
        Fact::While { fact, .. } | Fact::IfYouOccupy { fact, .. } => price_where_it_stands(fact),
        _ => false,
    }
}

/// A character, starship, vehicle or creature: a card the words for kinds of movers may name.
fn mover(actor: &crate::catalog::CardDef) -> bool {
    use crate::catalog::CardType;
    matches!(
        actor.card_type,
        CardType::Character | CardType::Starship | CardType::Vehicle | CardType::Creature
    )
}

/// Why an unread sentence of a card elsewhere is quoted: it names the place of the act
/// ([`super::named_place`]), it speaks of a side's cards at the locations related to it
/// ([`related_limit`]), or wherever they are.
fn elsewhere_unread(e: &Eval, p: &Part, s: &Sentence, seen: &Seen, quoted: &str) -> String {
    let act = seen.kind.name();
    if let Some(place) = super::named_place::place_named(e, s, seen)
        && !speaks_whose(p, s, seen, seen.kind == ActKind::Deploy, false)
    {
        return format!(
            "{quoted}: it names the place of the {act} ({place}) and bears on it, and swjudge does not apply it"
        );
    }
    if related_limit(e, p, s, seen) {
        format!(
            "{quoted}: it bears on the {act} of a side's cards at locations related to {}, and swjudge does not apply it",
            p.name
        )
    } else {
        format!(
            "{quoted}: it bears on the {act} of a side's cards wherever they are, and swjudge does not apply it"
        )
    }
}

/// A sentence of a character's own text about the price of moving the craft it pilots or
/// drives: "Adds 2 to power of anything he pilots, and that starship or vehicle moves for
/// free", "When driving a vehicle, that vehicle is power +3 and moves for free". (A landspeed
/// it adds to its craft can only let a move be, and is not this.)
pub(super) fn speaks_of_its_craft(text: &str) -> bool {
    let t = text.to_lowercase();
    let craft = [
        "he pilots",
        "she pilots",
        "he drives",
        "she drives",
        "when piloting",
        "while piloting",
        "when driving",
        "while driving",
        "that starship",
        "that vehicle",
    ];
    let moving = ["moves for free", "moves free"];
    craft.iter().any(|w| t.contains(w)) && moving.iter().any(|w| t.contains(w))
}

/// A location elsewhere on the table whose sentence, not read, limits a side's acts at the
/// locations related to it ("If you control with a Star Destroyer, Force drain +1 here and
/// opponent may not deploy Rebels to related sites", a system's of its sites): it is in the act
/// where the act goes to or leaves a location related to it (of its planet), and may name the
/// actor's side.
fn related_limit(e: &Eval, p: &Part, s: &Sentence, seen: &Seen) -> bool {
    let Some(at) =
        p.at.filter(|_| p.role == Role::Elsewhere && s.fact.is_none())
    else {
        return false;
    };
    let row = e.board.locations[at].row;
    let related = [seen.to, seen.from]
        .into_iter()
        .flatten()
        .any(|l| l != at && e.board.locations[l].row == row);
    // A location's half ("Dark: …") is that side's text, whoever owns the location.
    let whose = super::whom::half_side(s).or(p.side);
    related
        && super::limits::limits_related(&s.text, Some(whose == Some(seen.side)), Some(seen.actor))
}

/// Whether a sentence of a part speaks of the act's card at all, by the part's role and the
/// sentence's subject (before what it says is asked).
fn speaks_whose(p: &Part, s: &Sentence, seen: &Seen, deploy: bool, read_limit: bool) -> bool {
    match (p.role, s.subject) {
        (Role::Elsewhere, _) if read_limit => {
            super::limits::anywhere_fact(s.fact.as_ref())
                || super::limits::card_prices_others(p.def, s.fact.as_ref())
        }
        // A location elsewhere is asked only its read sentences that hold wherever the act
        // goes.
        (Role::Elsewhere, _) if p.at.is_some() => false,
        _ if read_limit => true,
        // On a deploy, a card elsewhere is asked only its read side's limits.
        (Role::Elsewhere, _) if deploy => false,
        (Role::Passenger, Subject::Others) => s.fact.is_none() && speaks_of_its_craft(&s.text),
        // Its price on its side's moves from where it stands ("Your characters may move from
        // here using their landspeed for free"): the mover is one of them, unless "other".
        (Role::Actor, Subject::Others) => {
            matches!(s.fact, Some(Fact::MoveCostHere { way: Way::From, .. }))
                && !s.text.to_lowercase().contains(" other ")
        }
        (Role::Actor | Role::Passenger, _) => true,
        // "May deploy (and your characters may deploy aboard) even without presence":
        // about itself, and about the characters it carries.
        (Role::Carrier, Subject::Itself) => matches!(
            s.fact,
            Some(
                Fact::WithoutPresence {
                    aboard_too: true,
                    ..
                } | Fact::PilotedBy { .. }
            )
        ),
        // A card standing at a location speaks for it of reacts there, whatever its
        // subject reads as ("Prevents opponent from 'reacting' to same site").
        (Role::Bystander | Role::AboardThere, _)
            if matches!(s.fact, Some(Fact::MayNotReactHere { .. })) =>
        {
            true
        }
        // A card elsewhere on the table speaks of the act only where it names a side's
        // cards wherever they are.
        (Role::Elsewhere, Subject::Others) => {
            speaks_anywhere(&s.text)
                && may_name_kind(&s.text, seen.actor.card_type)
                && may_name_side(&s.text, p.side == Some(seen.side))
        }
        // A side's limit after a condition ("While on Hoth, opponent may not 'react' to
        // any Echo site"), not read: it speaks of that side's cards.
        (Role::Elsewhere, Subject::Unclear) => {
            limit_words(s)
                && speaks_anywhere(&s.text)
                && may_name_kind(&s.text, seen.actor.card_type)
                && may_name_side(&s.text, p.side == Some(seen.side))
        }
        (Role::Elsewhere, _) => false,
        (_, Subject::Itself) => false,
        // A card standing by speaks of the act only where it names other cards (or prices
        // their deploys where it stands, read).
        (Role::Bystander, Subject::Unclear) => {
            limit_words(s)
                || s.fact.as_ref().is_some_and(deploy_price_where_it_stands)
                // (Round 27.) A card's read price of a card it names moving to where it stands
                // ("R2-D2 deploys and moves for free to same location").
                || matches!(s.fact, Some(Fact::MoveCostHere { who: crate::catalog::text::Who::Any(_), .. }))
                || (prices_where_it_stands_unread(s)
                    && (p.end == Some(Role::To) || s.text.to_lowercase().contains(" from ")))
        }
        _ => true,
    }
}

/// The sentence `s` of the card `p` taking part in the act `seen`, quoted as `q`.
fn said<'a>(
    e: &'a Eval<'a>,
    seen: &'a Seen<'a>,
    p: &'a Part<'a>,
    s: &'a Sentence,
    q: &'a str,
) -> Said<'a> {
    Said { e, seen, p, s, q }
}

/// A price a card standing by sets (read, or a deploy cost changed by a number) matters only
/// where the price does: a cost asked, or a Force pile on the board (one its text may only
/// lower or raise on its condition, where a cost is asked).
fn price_not_weighed(e: &Eval, seen: &Seen, p: &Part, s: &Sentence) -> bool {
    // A cost kept from change ("Your deploy costs may not be modified here", "Obi-Wan's deploy
    // cost may not be increased") prices the act whoever says it: the actor, or the location.
    (p.role.stands_by() || fixed_price_words(&s.text.to_lowercase()))
        && only_prices(s)
        && !e.want_cost()
        && (e.board.player(seen.side).force_pile.is_none() || prices_where_it_stands_unread(s))
}

/// A cost kept from change, not read, that says whose ("Dark: Your deploy costs may not be
/// modified here", "deploy cost of opponent's characters may not be modified"): it bears only
/// on that side's deploys (a location's half is that side's text; a card's, its owner's).
fn fixed_price_of_the_other_side(seen: &Seen, p: &Part, s: &Sentence) -> bool {
    let lower = s.text.to_lowercase();
    if s.fact.is_some() || !fixed_price_words(&lower) {
        return false;
    }
    let Some(whose) = super::whom::half_side(s).or(p.side) else {
        return false;
    };
    let body = lower
        .trim_start_matches("light: ")
        .trim_start_matches("dark: ");
    if body.starts_with("your ") {
        whose != seen.side
    } else if body.contains("of opponent's ") {
        whose == seen.side
    } else {
        false
    }
}

/// Whether a sentence only prices an act: read as a price, or, not read, changing a deploy cost
/// by a number or pricing others' acts where the card stands.
fn only_prices(s: &Sentence) -> bool {
    s.fact.as_ref().and_then(kind_of) == Some(Kind::Price)
        || (s.fact.is_none() && changes_deploy_cost(&s.text))
        || prices_where_it_stands_unread(s)
}

/// A sentence not read that, after its condition, prices other cards' acts where the card
/// stands: "When at same location as a Rebel of ability > 2, deploy -1 there for any Imperials,
/// and during your move phase, Imperials at an adjacent site may move there for free". On a card
/// standing at an end of the act, it leaves a price asked open, quoted.
fn prices_where_it_stands_unread(s: &Sentence) -> bool {
    let lower = s.text.to_lowercase();
    // ("At same and related locations, …": where it stands, said first.)
    let conditioned = ["when ", "while ", "if ", "at same "].iter().any(|w| {
        lower
            .trim_start_matches("light: ")
            .trim_start_matches("dark: ")
            .starts_with(w)
    });
    let priced = [
        "for free",
        "deploy free",
        "move free",
        "deploy -",
        "deploy +",
        "+1 force",
        "+2 force",
    ]
    .iter()
    .any(|w| lower.contains(w))
        // "subtracts 2 from deploy cost of your unique (•) Y-wing deploying there"
        || changes_deploy_cost(&s.text);
    let where_it_stands = [" there", " here", "same "]
        .iter()
        .any(|w| lower.contains(w));
    s.fact.is_none() && conditioned && priced && where_it_stands
}

/// The cards whose deploy cost a sentence changes by a number, in its words ("capital
/// starships" of "Subtracts 1 from deploy cost of each of your capital starships at same
/// system"), where it says.
fn cost_changed_of(text: &str) -> Option<String> {
    if !changes_deploy_cost(text) {
        return None;
    }
    // "your unique (•) X-wing": the uniqueness mark is no bracket that ends the words.
    let lower = text.to_lowercase().replace(" (•)", "");
    let (_, rest) = lower.split_once("deploy cost of ")?;
    let rest = [
        "each of your ",
        "each of opponent's ",
        "each opponent's ",
        "your ",
        "opponent's ",
        "each ",
    ]
    .iter()
    .find_map(|lead| rest.strip_prefix(lead))
    .unwrap_or(rest);
    let end = [
        " at ",
        " to ",
        " may ",
        " when ",
        " deploying",
        " here",
        " (",
        ".",
        ",",
    ]
    .iter()
    .filter_map(|w| rest.find(w))
    .min()
    .unwrap_or(rest.len());
    let words = rest[..end].trim();
    (!words.is_empty()).then(|| words.to_string())
}

/// A sentence not read that speaks of other cards' acts, not of this one's.
fn of_other_cards(e: &Eval, seen: &Seen, p: &Part, s: &Sentence) -> bool {
    // A sentence not read that opens on cards of a kind the actor is not ("Your starships
    // deploy -1 here" to an Effect, "Any starship cannon may deploy here" to a device, "each of
    // your Gamorreans … may deploy as a 'react'" to a weapon).
    if !matches!(p.role, Role::Actor | Role::Passenger) {
        return speaks_of_others(e, seen.actor, &s.text);
    }
    // The actor's own sentence, not read, of its side's other cards' acts ("subtracts 2 from
    // deploy cost of your unique X-wing deploying here", "Allows your other scouts … to move
    // with him"): it neither helps nor holds its own act.
    p.role == Role::Actor && s.fact.is_none() && own_text_of_others(e, seen.actor, &s.text)
}

/// A card's own sentence that speaks only of its side's other cards: the deploy cost it changes
/// is of cards the actor is surely not ("subtracts 2 from deploy cost of your unique (•) X-wing
/// deploying here", said by a character), or what it allows is for "your other" cards.
fn own_text_of_others(e: &Eval, actor: &crate::catalog::CardDef, text: &str) -> bool {
    // "your unique (•) X-wing": its uniqueness aside, the kind it names.
    if let Some(words) = cost_changed_of(text) {
        let kind = words.trim();
        let kind = kind.strip_prefix("unique ").unwrap_or(kind).trim();
        if crate::rules::shared::card_words::names(e, actor, kind) == Ok(false) {
            return true;
        }
        // A craft's name or model ("X-wing") said of a card that is no starship or vehicle.
        use crate::catalog::CardType;
        let craft = matches!(actor.card_type, CardType::Starship | CardType::Vehicle);
        let holds = |t: &str| {
            t.match_indices(kind).any(|(i, _)| {
                crate::rules::shared::card_words::word_edge(t, i)
                    && crate::rules::shared::card_words::word_edge(t, i + kind.len())
            })
        };
        return !craft
            && !kind.is_empty()
            && e.board.catalog.craft_names().iter().any(|t| holds(t));
    }
    let lower = text.to_lowercase();
    lower.starts_with("allows your other ") || lower.starts_with("your other ")
}

/// Whether a sentence changes a deploy cost by a number ("Subtracts 1 from deploy cost of each
/// of your capital starships at same system") or keeps it from change ("deploy cost of
/// opponent's characters may not be modified"), the grammar's own tests of it.
fn changes_deploy_cost(text: &str) -> bool {
    let lower = text.to_lowercase();
    price_change_words(&lower) || fixed_price_words(&lower)
}

/// A sentence no place of this act bears on: a transit price applied by the transit
/// ([`applied_by_the_transit_price`]), or one said at another kind of sector
/// ([`at_another_kind_of_place`]).
fn of_no_place_of_this_act(e: &Eval, seen: &Seen, p: &Part, s: &Sentence) -> bool {
    applied_by_the_transit_price(s) || at_another_kind_of_place(e, seen, p, s)
}

/// "At cloud sectors, may move … like a starfighter": a card's own unread sentence that opens
/// with a kind of sector the board settles, where the act neither leaves nor enters such a
/// sector (a move between sites): it does not bear on this act.
fn at_another_kind_of_place(e: &Eval, seen: &Seen, p: &Part, s: &Sentence) -> bool {
    if p.role != Role::Actor || s.fact.is_some() {
        return false;
    }
    let lower = s.text.to_lowercase();
    let Some((place, _)) = lower
        .strip_prefix("at ")
        .and_then(|rest| rest.split_once(", "))
    else {
        return false;
    };
    let places: Vec<LocId> = [seen.from, seen.to].into_iter().flatten().collect();
    !places.is_empty()
        && places
            .iter()
            .all(|&l| super::deploys::sector_fit(e, l, place) == Some(false))
}

/// Its side's transit to or from where the card stands, free: the transit's price applies it
/// wherever the card stands (`movement::transit`), so no card taking part quotes it.
fn applied_by_the_transit_price(s: &crate::catalog::text::Sentence) -> bool {
    matches!(s.fact, Some(Fact::TransitFreeAtItsSite))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Catalog;
    use crate::rulebook::Side;

    /// A sentence that changes a deploy cost by a number names whose: the words after "deploy
    /// cost of", without the side's lead and the place; a mention of a deploy cost that changes
    /// none names nobody.
    #[test]
    fn a_deploy_cost_changed_is_of_the_cards_it_names() {
        for (text, whose) in [
            (
                "Subtracts 1 from deploy cost of each of your capital starships at same system.",
                Some("capital starships"),
            ),
            (
                "Subtracts 2 from deploy cost of each of your starfighters to same docking bay.",
                Some("starfighters"),
            ),
            (
                "Adds 2 to deploy cost of each opponent's male Imperial when that Imperial is deploying to same or adjacent site.",
                Some("male imperial"),
            ),
            ("If destiny > target's deploy cost, target is lost.", None),
        ] {
            assert_eq!(cost_changed_of(text).as_deref(), whose, "{text}");
        }
    }

    /// `parts` leaves out a card standing at an end of the act none of whose sentences
    /// [`super::super::limits::may_speak_standing_by`]: that must be every sentence the judge
    /// would weigh for such a card. Over every sentence of every card of the database, for each
    /// role a card standing there takes and each kind of act, a sentence `speaks_whose` lets
    /// through is one that predicate keeps.
    #[test]
    fn a_card_standing_by_is_left_out_only_where_the_judge_would_weigh_none_of_it() {
        let catalog = Catalog::builtin();
        let actor = catalog.base_defs().next().unwrap();
        let mut weighed = 0;
        for def in catalog.base_defs() {
            for s in def.sentences().iter() {
                for role in [Role::Bystander, Role::OnLocation, Role::AboardThere] {
                    for kind in ActKind::ALL {
                        let p = Part {
                            def,
                            role,
                            side: Some(Side::Light),
                            name: String::new(),
                            end: Some(Role::From),
                            card: None,
                            at: None,
                        };
                        let seen = Seen {
                            kind,
                            from: None,
                            side: Side::Dark,
                            actor,
                            to: None,
                            host: None,
                            card: None,
                            starting: false,
                        };
                        let read_limit = side_limit(s.fact.as_ref());
                        for deploy in [false, true] {
                            if speaks_whose(&p, s, &seen, deploy, read_limit) {
                                weighed += 1;
                                assert!(
                                    super::super::limits::may_speak_standing_by(s),
                                    "{}: {:?} as {role:?}",
                                    def.plain_title(),
                                    s.text
                                );
                            }
                        }
                    }
                }
            }
        }
        assert!(weighed > 1000, "only {weighed} sentences weighed");
    }
}

/// Why an unread sentence leaves the act open: it bears on it; "Declare one of the following
/// …" (the Sentry Effects) by the choice its player declared, which no board records, and the
/// answer names that.
fn unread_words(quoted: &str, text: &str, act: crate::catalog::text::ActKind) -> String {
    if declares_a_choice(text) {
        format!(
            "{quoted}: it bears on the {} by the choice its player declares, which the board does not record (nor whether its condition holds), and swjudge does not read it",
            act.name()
        )
    } else {
        format!(
            "{quoted}: it bears on the {} and swjudge does not read it",
            act.name()
        )
    }
}

/// Does a sentence apply by a choice its player declares among those it lists ("Declare one
/// of the following …")?
fn declares_a_choice(text: &str) -> bool {
    let (_, body) = crate::catalog::text::grammar::half_label(text);
    body.get(..22)
        .is_some_and(|w| w.eq_ignore_ascii_case("declare one of the fol"))
}

#[cfg(test)]
mod declared_tests {
    /// A sentence that applies by a declared choice is told from one that merely says
    /// "declare" later, or none.
    #[test]
    fn a_declared_choice_is_known_by_its_opening() {
        assert!(super::declares_a_choice(
            "Declare one of the following to affect that site: Opponent's deploy +1."
        ));
        assert!(super::declares_a_choice(
            "Dark: Declare one of the following: X."
        ));
        assert!(!super::declares_a_choice(
            "Opponent's deploy +1 (declare it)."
        ));
        assert!(!super::declares_a_choice("Declare"));
    }
}
