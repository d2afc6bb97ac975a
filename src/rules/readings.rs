//! Reading a move question: which act it asks about, and so which family's rules answer it
//! (rustc's trait selection: the candidate readings are assembled, winnowed by rank, and the
//! winner answers; two of the top rank is a bug). Readings look only at the board, never at
//! whether their rules would allow the act.
//!
//! `can move` of a starship from a system or sector down to a site *is* a landing, and from a
//! site up to a system or sector a take-off: it is read as one, so `can move` and `can land`
//! cannot differ. A card's own rules outrank its kind's: a Bombing Run leg, a clawed starfighter,
//! an attached creature, a free mynock's flight, a move between a starship and its sites. A
//! family states what it claims as a pure predicate (`reads_move`), beside the code that
//! answers it; this file, above the families, picks among them, so no family calls another's.

use super::actions::{Act, Action, Flier, rules};
use super::eval::Eval;
use super::subject::AskError;
use super::{
    attaching, bombers, capture, deploy, layout, movement, sectors, shield, starship_sites,
    starships, weapons,
};
use crate::board::{CardIx, LocId, Place};
use crate::catalog::CardType;
use crate::query::{CardRef, Side};

/// How specific a reading is: a card's own rules outrank what its kind does, which outranks
/// the base reading; the question's own words (`by <card>`) outrank all.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Rank {
    Base,
    Kind,
    Card,
    Asked,
}

/// What a move question is read as: the act, and with it the family that answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Read {
    /// Moved by a card's own text (`by <card>`): the shield's part, and Dagobah's transport.
    ByCard,
    /// Between a starship and its own sites (starship sites).
    StarshipSite,
    /// A starfighter hidden by a Landing Claw, an attached creature, a free mynock's flight.
    Attached,
    /// A Bombing Run leg, or the target zone's step.
    BombingRun,
    /// A landing (from a system, or from a sector).
    Land,
    /// A take-off (to a system, or to a sector).
    TakeOff,
    /// Landing from this sector: the sector rules.
    FromSector(LocId),
    /// Taking off from a site to a sector: the sector rules.
    ToSector { site: LocId, sector: LocId },
    /// A move to, from or between sectors.
    SectorMove,
    /// A regular move by landspeed or hyperspeed, or a card that does not move itself.
    Regular,
}

/// The winner of the candidate readings: the highest rank; a tie at the top is a bug.
fn winner(mut candidates: Vec<(Rank, Read)>) -> Read {
    candidates.sort_by_key(|c| std::cmp::Reverse(c.0));
    debug_assert!(
        candidates.len() < 2 || candidates[0].0 != candidates[1].0,
        "two readings of one rank: {candidates:?}"
    );
    candidates.first().map(|c| c.1).unwrap_or(Read::Regular)
}

/// Where the card stands, when it stands at a location.
fn standing(e: &Eval, c: CardIx) -> Option<LocId> {
    match e.board.cards[c].place {
        Place::At(l) => Some(l),
        _ => None,
    }
}

/// The side that moves the card: the asker, else its owner.
fn mover(e: &Eval, c: CardIx, asker: Option<Side>) -> Side {
    asker.unwrap_or(e.board.cards[c].side)
}

/// `can move <card> to <to> [by <card>]` and its cost.
pub(crate) fn ask_move(
    e: &mut Eval,
    card: &CardRef,
    to: &CardRef,
    by: Option<&CardRef>,
    asker: Option<Side>,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let mut candidates = vec![(Rank::Base, Read::Regular)];
    if by.is_some() {
        candidates.push((Rank::Asked, Read::ByCard));
    }
    // Nothing outranks the question's own words: with `by`, no other reading is assembled.
    if by.is_none() && starship_sites::reads_move(e, c, to) {
        candidates.push((Rank::Card, Read::StarshipSite));
    }
    // The rest read where the card stands and where it goes.
    let at = match standing(e, c) {
        Some(origin) if by.is_none() && !candidates.iter().any(|r| r.0 == Rank::Card) => {
            Some((origin, e.res.location(to)?))
        }
        _ => None,
    };
    let side = mover(e, c, asker);
    e.v.side = Some(side);
    let board = e.board;
    let mut flies = None;
    if let Some((origin, dest)) = at {
        flies = attaching::reads_move(e, c, origin, dest);
        if flies == Some(true) {
            candidates.push((Rank::Card, Read::Attached));
        }
        if bombers::reads_move(e, c, origin, dest, side) {
            candidates.push((Rank::Card, Read::BombingRun));
        }
        let starship = board.card_def(c).card_type == CardType::Starship || flies == Some(false);
        let (from_site, to_site) = (
            board.loc_def(origin).is_site(),
            board.loc_def(dest).is_site(),
        );
        if starship && from_site != to_site {
            candidates.push((Rank::Kind, if to_site { Read::Land } else { Read::TakeOff }));
        } else if crate::board::facts::concerns_move(board, c, origin, dest, flies == Some(false)) {
            candidates.push((Rank::Kind, Read::SectorMove));
        }
    }
    let read = winner(candidates);
    let (origin, dest) = match (read, at, by) {
        (Read::ByCard, _, Some(by)) => {
            if transport(e, card, to, by, asker)? {
                return Ok(());
            }
            if let Some(run) = shield::ask_move(e, card, to, Some(by), asker)? {
                bombers::move_by_run(e, run.card, run.dest, run.side);
            }
            return Ok(());
        }
        (Read::StarshipSite, _, _) => {
            starship_sites::ask_move(e, card, to, asker)?;
            return Ok(());
        }
        // Aboard, carried or escorted: the regular move says where it goes instead.
        (_, None, _) => return movement::ask_move(e, card, to, asker, false),
        (_, Some(at), _) => at,
    };
    match read {
        Read::Attached => {
            // A clawed starfighter, an attached creature or a mynock's flight it may not make:
            // the move meets the table, whose attaching check refuses it.
            // A free mynock flies like a starfighter, with no pilot (no landspeed move). A
            // starship's or a free mynock's move between a site and a system or sector is the
            // landing or take-off it is, whether or not the flight is allowed (the attaching
            // check refuses a mynock's flight to another planet's system).
            let (o, d) = (
                board.loc_def(origin).is_site(),
                board.loc_def(dest).is_site(),
            );
            let flies = board.card_def(c).card_type == CardType::Starship
                || attaching::flier(e, c) == Flier::Unpiloted;
            let kind = match (flies, o, d) {
                (true, false, true) => Action::Land,
                (true, true, false) => Action::TakeOff,
                _ => Action::Move,
            };
            let act = Act::flying(kind, c, side, Some(dest), attaching::flier(e, c));
            let found = rules(e, &act);
            e.settle(found, None);
            Ok(())
        }
        Read::BombingRun => {
            bombers::move_hook(e, c, origin, dest, side);
            Ok(())
        }
        Read::Land => ask_land(e, card, to, asker),
        Read::TakeOff => ask_take_off(e, card, Some(to), asker),
        // One act, through the table: a craft's flight between a site and a sector is the
        // landing or take-off it is, any other a move (the sector rules say which).
        Read::SectorMove => sectors::ask_move(e, c, origin, dest, side, attaching::flier(e, c)),
        _ => movement::ask_move(e, card, to, asker, flies == Some(false)),
    }
}

/// A transport card's relocation (Elis Helrot, Nabrun Leids): the move meets the table, whose
/// shield check stops Elis Helrot's as it stops transit, whose Dagobah check lets none move a
/// card to or from a Dagobah location, and whose check of moves by a card's text leaves where
/// the card goes (and its cost) to that text. True when the table answered: a refusal, or
/// Elis Helrot's move (the shield's part is the table's); Nabrun Leids' shield part is still
/// judged by hand (`shield::ask_move`).
fn transport(
    e: &mut Eval,
    card: &CardRef,
    to: &CardRef,
    by: &CardRef,
    asker: Option<Side>,
) -> Result<bool, AskError> {
    let board = e.board;
    let by_def = e.res.card_or_def(by)?.def(board);
    // (Round 28.) A card whose own text is read as moving the player's cards elsewhere (a
    // transport card's, an Interrupt's relocation) is asked as the transport cards are.
    let read = crate::rules::shared::transport_text::transport_of(by_def).is_some();
    if !read && !crate::catalog::titles::TRANSPORT_CARDS.contains(&by_def.key()) {
        return Ok(false);
    }
    let c = e.res.card(card)?;
    let dest = e.res.location(to)?;
    let side = asker.unwrap_or(board.cards[c].side);
    e.v.side = Some(side);
    let found = rules(e, &Act::moved_by(c, side, dest, Some(by_def)));
    // (Round 27.) A card whose own text transports, read ("… to 'transport' (relocate) to any
    // one other site"), moving the Light Side's card, which the shield never restricts, or
    // (round 28) the Dark Side's where no shield covers either end: the table answered too.
    // Under a shield, whether its move is one the shield would logically stop is still
    // judged by hand (`shield::ask_move`).
    let shielded = || {
        let sh = crate::board::facts::Shield::of(board);
        board
            .location_of(c)
            .into_iter()
            .chain([dest])
            .any(|l| board.loc_def(l).is_site() && sh.covers(board, l))
    };
    let answered = found.is_refused()
        || by_def.is_titled(crate::catalog::titles::ELIS_HELROT)
        || (read && (side == Side::Light || !shielded()));
    if answered {
        // What the move takes, from the table's price check of moves by a card's text
        // (`movement::by_card::PRICE_CHECK`): a relocation's own price (none named: nothing
        // beyond playing it); a transport card's, what its destiny draw comes to, open. The
        // Force Pile check weighs the same price.
        let act = Act::moved_by(c, side, dest, Some(by_def));
        let (n, priced) = super::actions::price_found(e, &act);
        let price = (!priced.is_open()).then_some(n);
        let found = found.and(priced);
        e.settle(found, price);
    }
    Ok(answered)
}

/// `can transfer`: a captive, or a transfer to a location, is the capture rules' (escorts and
/// prisoner transfers); a free card transferring between craft the movement rules'.
pub(crate) fn ask_transfer(
    e: &mut Eval,
    card: &CardRef,
    to: &CardRef,
    asker: Option<Side>,
) -> Result<(), AskError> {
    if capture::reads_transfer(e, card, to) {
        capture::ask_transfer(e, card, to, asker)
    } else {
        movement::ask_transfer(e, card, to, asker)
    }
}

/// `can deploy`: a location card is read as inserted into its row (the act meets the table;
/// the layout rules say where it goes); any other card as deployed to a place (the deploy
/// rules).
pub(crate) fn ask_deploy(e: &mut Eval, a: deploy::DeployAsk) -> Result<(), AskError> {
    let p = deploy::printing(e, &a)?;
    let def = e.board.def(p.def_id);
    if def.card_type != CardType::Location {
        // Asked for its cost, the deployment's handler settles with the printed cost.
        return deploy::ask_deploy(e, a, p);
    }
    deploy::location_named_no_place(e, &a, &p)?;
    match p.side {
        Some(side) => deploy_location_as(e, &p.ids, side, a.as_starting),
        None => deploy_location_by_either(e, &p.ids, a.as_starting),
    }
}

/// A location's deployment by `side`, its printing for that side: the act, through the table.
fn deploy_location_as(
    e: &mut Eval,
    ids: &[crate::catalog::DefId],
    side: Side,
    starting: bool,
) -> Result<(), AskError> {
    let def = e.board.def(deploy::printing_for(e, ids, side));
    location_cost_missing(e, def);
    layout::ask_deploy_location(e, def, side, starting)
}

/// Asked for its cost, a location's deployment names the gap: its deploy cost is not read.
fn location_cost_missing(e: &mut Eval, def: &crate::catalog::CardDef) {
    if e.want_cost() {
        e.missing(format!(
            "the cost of deploying {}: a location's deploy cost is not in the card database",
            def.plain_title()
        ));
    }
}

/// A location named with no side to deploy it (no `as`, no `turn:`, no printing of the title
/// in play or in hand): the scope policy (who asks is not whose turn it is) leaves the side
/// open, and what cannot change the outcome is not missing. So the question is made of two:
/// each side's printing is asked as its own question (its acts through the table, settled
/// there), and the answer is what `settle` makes of the two settled answers, as `reach`
/// composes its doors' (`Found::asked`): both refused, no; else, where they agree, theirs (the
/// Light Side's, with its reasons, and a fact saying so); where they differ, undetermined, the
/// side being the fact it turns on, with what each side's printing meets.
fn deploy_location_by_either(
    e: &mut Eval,
    ids: &[crate::catalog::DefId],
    starting: bool,
) -> Result<(), AskError> {
    let mut each = Vec::new();
    for side in [Side::Light, Side::Dark] {
        let mut sub = Eval::new(e.board, e.ruleset, e.res.query, Some(side));
        if e.want_cost() {
            sub.ask_cost();
        }
        deploy_location_as(&mut sub, ids, side, starting)?;
        let consulted = sub.consulted.take();
        e.absorb(consulted, sub.opaque);
        each.push((side, sub.finish()));
    }
    let found = super::eval::Found::asked(each.iter().map(|(_, v)| &v.answer));
    if each[0].1.answer == each[1].1.answer {
        // Both sides' printings settled alike: the Light Side's question, with its reasons.
        let (_, light) = each.swap_remove(0);
        e.v = light;
        e.v.facts.insert(
            0,
            crate::verdict::Fact {
                name: "side".to_string(),
                value: "not named: the Light Side's and the Dark Side's printings give the same answer (the Light Side's reasons shown)".to_string(),
            },
        );
    } else {
        let title = e.board.def(ids[0]).plain_title().to_string();
        location_cost_missing(e, e.board.def(ids[0]));
        for (side, v) in &each {
            let why = v
                .reasons
                .first()
                .map(|r| format!(": {}", r.applied))
                .unwrap_or_default();
            e.fact(
                format!("as the {}", side.title()),
                format!("{}{why}", v.answer.display()),
            );
        }
        // The fact the question leaves out, which the two settled answers turn on.
        e.missing(format!(
            "which side deploys {title}: its printings differ (as the Light Side {}, as the Dark Side {}); ask with `as light` or `as dark`",
            each[0].1.answer.display(),
            each[1].1.answer.display()
        ));
    }
    e.settle(found, None);
    Ok(())
}

/// `lost-with <card or location>`: a system (with its cloud or asteroid sectors) and a Space
/// Slug (with what is in its belly) are the sector rules' questions; any other card, what
/// rides on it (weapons).
pub(crate) fn ask_lost_with(e: &mut Eval, card: &CardRef) -> Result<(), AskError> {
    if let Ok(l) = e.res.location(card)
        && sectors::ask_lost_with_location(e, l)
    {
        return Ok(());
    }
    let c = e.res.card(card)?;
    if sectors::ask_lost_with_slug(e, c) {
        return Ok(());
    }
    weapons::ask_lost_with(e, c)
}

/// `can land <card> at <site>` and its cost.
pub(crate) fn ask_land(
    e: &mut Eval,
    card: &CardRef,
    at: &CardRef,
    asker: Option<Side>,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let site = e.res.location(at)?;
    let board = e.board;
    let side = mover(e, c, asker);
    // A clawed starfighter or an attached creature is asked like any landing: the attaching
    // check refuses it (it goes where its holder goes).
    let mut candidates = vec![(Rank::Base, Read::Land)];
    if let Some(l) = standing(e, c)
        && board.loc_def(l).is_sector()
        && board.loc_def(site).is_site()
    {
        candidates.push((Rank::Kind, Read::FromSector(l)));
    }
    e.v.side = Some(side);
    let flier = attaching::flier(e, c);
    match winner(candidates) {
        Read::FromSector(from) => sectors::land_from_sector(e, c, from, site, side, flier),
        _ => starships::ask_land(e, c, site, side, flier),
    }
}

/// `can take-off <card> [to <location>]` and its cost.
pub(crate) fn ask_take_off(
    e: &mut Eval,
    card: &CardRef,
    to: Option<&CardRef>,
    asker: Option<Side>,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let dest = match to {
        Some(t) => Some(e.res.location(t)?),
        None => None,
    };
    let board = e.board;
    let side = mover(e, c, asker);
    e.v.side = Some(side);
    let flier = attaching::flier(e, c);
    let mut candidates = vec![(Rank::Base, Read::TakeOff)];
    // A bomber down on its Bombing Run, a clawed starfighter or an attached creature is asked
    // like any take-off: the Bombing Run's and the attaching checks refuse them.
    // Up from a site to a sector: the one asked, or (none asked) the lowest cloud sector,
    // since under the clouds nothing takes off straight to the system.
    let up_to = standing(e, c)
        .filter(|&l| board.loc_def(l).is_site())
        .and_then(|site| {
            let sector = match dest {
                Some(d) => board.loc_def(d).is_sector().then_some(d),
                None => crate::board::facts::lowest_cloud(board, board.locations[site].row)
                    .filter(|_| e.in_force(&crate::rulebook::sectors::CLOUD_MOVES)),
            };
            sector.map(|sector| Read::ToSector { site, sector })
        });
    if let Some(read) = up_to {
        candidates.push((Rank::Kind, read));
    }
    match winner(candidates) {
        Read::ToSector { site, sector: low } => {
            if dest.is_none() {
                e.fact(
                    "taking off to",
                    format!(
                        "{}, the lowest cloud sector (no direct take-off to the system)",
                        board.loc_def(low).plain_title()
                    ),
                );
            }
            sectors::take_off_to(e, c, site, low, side, flier)
        }
        _ => starships::ask_take_off(e, c, dest, side, flier),
    }
}
