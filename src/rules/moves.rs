//! `moves [<card>]`: every legal move of a card, each asked as its own question (its `cost`,
//! then its yes/no), so the list cannot disagree with any of them. Like `destinations.rs`, a
//! question made of questions: it sits above the families, beside the dispatch.

use super::bombers;
use super::eval::{Eval, Judge};
use super::subject::{AskError, card_ref, loc_ref};
use crate::board::facts::{Custody, captive_owner, custody, row_sites};
use crate::board::{Board, CardIx, LocId, Place};
use crate::catalog::{CardType, DefId, Trait};
use crate::query::{CardRef, QueryKind, Side};
use crate::verdict::{Answer, Computed, MoveEntry, MoveStatus, Verdict};
use std::ops::ControlFlow;

/// How many moves `moves` lists unless asked for all (`moves --all`): past it the list stops,
/// and says so. A board can rightly offer far more (any docking bay is a transit's destination,
/// any craft beside a card an embarking): a listing of every card by every other grows with
/// the square of the board.
pub const MAX_LISTED: usize = 1_000;

/// The cards `moves` lists: the one asked about, or every card of the side to move that
/// moves (`None`, with what is missing noted, when no side is given or known).
fn chosen_cards(
    e: &mut Eval,
    card: Option<&CardRef>,
    asker: Option<Side>,
) -> Result<Option<Vec<CardIx>>, AskError> {
    let board = e.board;
    Ok(Some(match card {
        Some(r) => vec![e.res.card(r)?],
        None => {
            let Some(side) = asker.or(board.turn) else {
                e.missing("whose cards to list: add `as light` or `as dark`, or set `turn:`");
                return Ok(None);
            };
            e.v.side = Some(side);
            board
                .cards
                .keys()
                .filter(|&c| {
                    // A captive is moved by its captor: listed with the captor's moves.
                    let mover = if custody(board, c) == Custody::Free {
                        board.cards[c].side
                    } else {
                        captive_owner(board, c).opponent()
                    };
                    mover == side
                        && matches!(
                            board.card_def(c).card_type,
                            CardType::Character
                                | CardType::Creature
                                | CardType::Vehicle
                                | CardType::Starship
                        )
                })
                .collect()
        }
    }))
}

/// `moves [<card>]`: every legal move of a card (or of every card of the side to move); at
/// most [`MAX_LISTED`] of them unless `all`.
pub(crate) fn ask_moves(
    e: &mut Eval,
    card: Option<&CardRef>,
    asker: Option<Side>,
    all: bool,
    judge: Judge,
) -> Result<(), AskError> {
    let board = e.board;
    let Some(cards) = chosen_cards(e, card, asker)? else {
        return Ok(());
    };
    let limit = if all { usize::MAX } else { MAX_LISTED };
    let mut lines = Vec::new();
    let mut moves = Vec::new();
    let mut count = 0;
    // The answer comes from other evaluations under this ruleset: compare older ones in full.
    e.opaque = true;
    // Each group of twins is evaluated once, for its first card (when that card is reached);
    // every card then gets its group's lines, in the order of the cards. The list stops at
    // `limit` lines: the moves past it are not looked for.
    let (group_of, reps) = twin_groups(board, &cards);
    let mut found: std::collections::HashMap<usize, Found> = std::collections::HashMap::new();
    let mut cut: Option<usize> = None;
    let mut crafts = CraftsAt::default();
    for (i, (&c, &g)) in cards.iter().zip(&group_of).enumerate() {
        if crate::cancel::requested() {
            break;
        }
        let room = limit - lines.len();
        let f = found.entry(g).or_insert_with(|| {
            collect_moves(board, c, asker, (e.ruleset, judge), room, &mut crafts)
        });
        let take = f.moves.len().min(room);
        for m in &f.moves[..take] {
            let m = if c == reps[g] {
                m.clone()
            } else {
                renamed(board, m, c)
            };
            lines.push(m.line);
            moves.push(m.entry);
            count += usize::from(m.legal);
        }
        if lines.len() >= limit && (take < f.moves.len() || f.stopped || i + 1 < cards.len()) {
            // Cards whose moves were not all looked at: this one, when cut short, and the rest.
            let short = usize::from(take < f.moves.len() || f.stopped);
            cut = Some(cards.len() - i - 1 + short);
            break;
        }
    }
    say_found(e, count, cut.is_some());
    if let Some(n) = cut {
        e.detail(format!(
            "the list stops at {limit} moves; {n} card{} not looked at in full may have more (`moves --all` lists every one)",
            if n == 1 { "" } else { "s" }
        ));
    }
    // Each move was asked as its own question, answered by `settle` on its act: the list is
    // what this question comes to.
    e.comes_to(super::eval::ComesTo::List(lines));
    e.settle(super::eval::Found::NOTHING, None);
    e.v.data = Some(Computed::Moves { moves });
    Ok(())
}

/// The detail that counts a `moves` list's legal moves. (No rule is cited for the count: each
/// move listed was asked as its own question, whose answer cites the checks that decided it.)
fn say_found(e: &mut Eval, count: usize, stopped: bool) {
    e.detail(format!(
        "{count} legal move{} found by checking {} move the movement rules allow",
        if count == 1 { "" } else { "s" },
        if stopped {
            "until the list stopped, each"
        } else {
            "every"
        }
    ));
}

/// `moves --all` as a stream: every move of `card` (or of every card of the side to move) is
/// handed to `each` as soon as it is found, and none is kept once handed over, so memory
/// holds one card's moves (a group of twins' moves while the group lasts), not the board's.
/// `each` may stop the search early by returning [`ControlFlow::Break`]. The verdict that
/// ends the stream counts the legal moves ([`Answer::Number`]) and cites the rule; it has
/// no list, no `computed` data and no comparison with older rulesets.
pub fn stream_moves(
    board: &Board,
    card: Option<&CardRef>,
    asker: Option<Side>,
    text: &str,
    ruleset: crate::rulebook::Ruleset,
    judge: Judge,
    each: &mut dyn FnMut(&FoundMove) -> ControlFlow<()>,
) -> Result<Verdict, AskError> {
    let mut e = Eval::new(board, ruleset, text, asker);
    let Some(cards) = chosen_cards(&mut e, card, asker)? else {
        return Ok(e.finish());
    };
    let (group_of, reps) = twin_groups(board, &cards);
    // How many cards of each group are still to list: a group's moves are kept only while
    // one of its cards is, and a card without twins keeps none.
    let mut left: std::collections::HashMap<usize, usize> = std::collections::HashMap::new();
    for &g in &group_of {
        *left.entry(g).or_default() += 1;
    }
    let mut kept: std::collections::HashMap<usize, Vec<FoundMove>> =
        std::collections::HashMap::new();
    let (mut count, mut listed, mut stopped) = (0, 0, false);
    let mut crafts = CraftsAt::default();
    let mut hand = |m: &FoundMove| {
        listed += 1;
        count += usize::from(m.legal);
        each(m)
    };
    for (&c, &g) in cards.iter().zip(&group_of) {
        if crate::cancel::requested() {
            break;
        }
        let twins = left[&g] > 1 || kept.contains_key(&g);
        let flow = if !twins {
            let mut flow = ControlFlow::Continue(());
            card_moves(
                board,
                c,
                asker,
                (ruleset, judge),
                false,
                &mut crafts,
                &mut |m| {
                    flow = hand(&m);
                    flow
                },
            );
            flow
        } else {
            let moves = kept.entry(g).or_insert_with(|| {
                collect_moves(board, c, asker, (ruleset, judge), usize::MAX, &mut crafts).moves
            });
            let flow = moves.iter().try_for_each(|m| {
                if c == reps[g] {
                    hand(m)
                } else {
                    hand(&renamed(board, m, c))
                }
            });
            if let Some(n) = left.get_mut(&g) {
                *n -= 1;
                if *n == 0 {
                    kept.remove(&g);
                }
            }
            flow
        };
        if flow.is_break() {
            stopped = true;
            break;
        }
    }
    say_found(&mut e, count, stopped);
    if stopped {
        e.detail(format!("the listing was stopped after {listed} moves"));
    }
    e.comes_to(super::eval::ComesTo::Number(count as i64));
    e.settle(super::eval::Found::NOTHING, None);
    Ok(e.finish())
}

/// One move `moves` found: its line, its data, and whether it is legal (an undetermined move
/// is listed and not counted).
#[derive(Debug, Clone, PartialEq)]
pub struct FoundMove {
    /// The line of the human list, e.g. `Red 5: move to Clouds — 1 Force`.
    pub line: String,
    /// The move as data (one entry of the JSON answer's `computed.moves`).
    pub entry: MoveEntry,
    /// Legal (and listed); false for a move that is undetermined.
    pub legal: bool,
}

/// A move found for the first card of a group of twins, as another card `c` of that group
/// makes it: the same move, under `c`'s own name (twins are named apart, [`Board::card_name`]).
fn renamed(board: &Board, m: &FoundMove, c: CardIx) -> FoundMove {
    let name = board.card_name(c);
    let rest = m
        .line
        .strip_prefix(m.entry.card.as_str())
        .unwrap_or(&m.line);
    FoundMove {
        line: format!("{name}{rest}"),
        entry: MoveEntry {
            card: name,
            ..m.entry.clone()
        },
        legal: m.legal,
    }
}

/// One card's moves for `moves`, and whether it stopped at `room` moves before looking at
/// every candidate.
struct Found {
    moves: Vec<FoundMove>,
    stopped: bool,
}

/// At most `room` moves of `c`, kept.
fn collect_moves(
    board: &Board,
    c: CardIx,
    asker: Option<Side>,
    judged: (crate::rulebook::Ruleset, Judge),
    room: usize,
    crafts: &mut CraftsAt,
) -> Found {
    let mut moves = Vec::new();
    let stopped = card_moves(board, c, asker, judged, room == 0, crafts, &mut |m| {
        moves.push(m);
        if moves.len() >= room {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    Found { moves, stopped }
}

/// Every move of `c` worth listing, each asked as its own question (its cost, then its
/// yes/no), handed to `each` as it is found. Once `each` breaks (or from the start when
/// `full`), the next candidate is not looked at: the answer is whether one was left.
fn card_moves(
    board: &Board,
    c: CardIx,
    asker: Option<Side>,
    (ruleset, judge): (crate::rulebook::Ruleset, Judge),
    mut full: bool,
    crafts: &mut CraftsAt,
    each: &mut dyn FnMut(FoundMove) -> ControlFlow<()>,
) -> bool {
    let mut push = |line: String, entry: MoveEntry, legal: bool| {
        each(FoundMove { line, entry, legal }).is_break()
    };
    for (label, q) in candidate_moves_with(board, c, crafts) {
        // Full, or the request's work cancelled: the moves not looked at are left over.
        if full || crate::cancel::requested() {
            return true;
        }
        let query = |kind| crate::query::Query {
            kind,
            asker,
            text: label.clone(),
        };
        let cost = query(QueryKind::Cost {
            question: Box::new(q.clone()),
        });
        let Ok((v, _, _)) = judge(board, &cost, ruleset) else {
            continue;
        };
        if let Answer::Number(n) = v.answer {
            let line = format!("{}: {label} — {n} Force", board.card_name(c));
            let entry = move_entry(board, c, &label, Some(n), MoveStatus::Legal, None);
            full = push(line, entry, true);
        } else if v.answer == Answer::Undetermined
            && !v.undetermined_because.iter().any(|u| u.is_not_modelled())
        {
            // Legal with a cost left open (card text sets it, or the documents set none), or
            // itself undetermined: say which, and what the cost turns on.
            match judge(board, &query(q), ruleset).map(|t| t.0) {
                Ok(yn) if yn.answer == Answer::Yes => {
                    let why = v
                        .undetermined_because
                        .first()
                        .map(ToString::to_string)
                        .unwrap_or_default();
                    let line = format!(
                        "{}: {label} — legal, cost undetermined: {why}",
                        board.card_name(c)
                    );
                    let entry = move_entry(
                        board,
                        c,
                        &label,
                        None,
                        MoveStatus::CostUndetermined,
                        Some(why),
                    );
                    full = push(line, entry, true);
                }
                Ok(yn) if yn.answer == Answer::Undetermined => {
                    let why = yn
                        .undetermined_because
                        .first()
                        .map(ToString::to_string)
                        .unwrap_or_default();
                    let line = format!("{}: {label} — undetermined: {why}", board.card_name(c));
                    let entry =
                        move_entry(board, c, &label, None, MoveStatus::Undetermined, Some(why));
                    full = push(line, entry, false);
                }
                _ => {}
            }
        }
    }
    false
}

/// One move of `moves` as data (the JSON answer's `computed`).
fn move_entry(
    board: &Board,
    c: CardIx,
    label: &str,
    cost: Option<i64>,
    status: MoveStatus,
    why: Option<String>,
) -> MoveEntry {
    MoveEntry {
        card: board.card_name(c),
        movement: label.to_string(),
        cost,
        status,
        why,
    }
}

/// `cards` grouped with their twins (each card's group, and each group's first card): cards directly at the same location, of the same card and
/// side, in the same state, with the same numbers and no id, nothing aboard, carried or
/// escorted. Nothing but their order tells twins apart, so they have the same moves (each
/// listed under its own name, [`renamed`]) and each group is evaluated once: 10,000 troopers at
/// one site cost one trooper's moves.
fn twin_groups(board: &Board, cards: &[CardIx]) -> (Vec<usize>, Vec<CardIx>) {
    let mut groups = Twins::new(board);
    let group_of = cards.iter().map(|&c| groups.group(c)).collect();
    (group_of, groups.reps)
}

/// Sorts cards into groups of twins as they come (see [`twin_groups`]).
struct Twins<'b> {
    board: &'b Board,
    /// The first card of each group.
    reps: Vec<CardIx>,
    /// (card, location) → the groups of twinnable cards of that card there.
    seen: std::collections::HashMap<(DefId, LocId), Vec<usize>>,
}

impl<'b> Twins<'b> {
    fn new(board: &'b Board) -> Self {
        Twins {
            board,
            reps: Vec::new(),
            seen: std::collections::HashMap::new(),
        }
    }

    /// The group of `c` (a new one when it has no twin among the cards seen).
    fn group(&mut self, c: CardIx) -> usize {
        let board = self.board;
        let k = &board.cards[c];
        let plain = k.id.is_none()
            && k.aboard.is_empty()
            && k.carrying.is_empty()
            && k.escorting.is_empty()
            && k.pilot.is_none()
            && k.driver.is_none();
        let twins = |a: CardIx, b: CardIx| {
            let (x, y) = (&board.cards[a], &board.cards[b]);
            x.def == y.def
                && x.side == y.side
                && x.place == y.place
                && x.state == y.state
                && x.this_turn == y.this_turn
                && (x.ability, x.power, x.landspeed) == (y.ability, y.power, y.landspeed)
        };
        match k.place {
            Place::At(l) if plain => {
                let slot = self.seen.entry((k.def, l)).or_default();
                match slot.iter().copied().find(|&g| twins(self.reps[g], c)) {
                    Some(g) => g,
                    None => {
                        slot.push(self.reps.len());
                        self.reps.push(c);
                        self.reps.len() - 1
                    }
                }
            }
            _ => {
                self.reps.push(c);
                self.reps.len() - 1
            }
        }
    }
}

/// The first of each group of twins among `cards`, in their order, with the group's size.
fn alike(board: &Board, cards: impl Iterator<Item = CardIx>) -> Vec<(CardIx, usize)> {
    let mut twins = Twins::new(board);
    let mut out: Vec<(CardIx, usize)> = Vec::new();
    for c in cards {
        let g = twins.group(c);
        match out.get_mut(g) {
            Some((_, n)) => *n += 1,
            None => out.push((c, 1)),
        }
    }
    out
}

/// A target of a move as `moves` names it: the first of `n` twins stands for them all.
fn target_name(board: &Board, c: CardIx, n: usize) -> String {
    match n {
        1 => board.card_name(c),
        n => format!("{}, one of {n} alike", board.card_name(c)),
    }
}

/// A landed card's take-offs for `moves`: one per destination, each with its own cost.
fn take_offs(board: &Board, c: CardIx) -> Vec<(String, QueryKind)> {
    crate::board::facts::places::take_off_destinations(board, c)
        .into_iter()
        .map(|d| {
            (
                format!("take off to {}", board.loc_name(d)),
                QueryKind::CanTakeOff {
                    card: card_ref(c),
                    to: Some(loc_ref(d)),
                },
            )
        })
        .collect()
}

/// The crafts at a location that a card of a side may embark on, one of each group of twins
/// with the group's size: gathered once for a listing of many cards at one place, so that
/// `moves` of a side is linear in its cards, not quadratic (each card scanning every card at
/// its location).
#[derive(Default)]
pub(super) struct CraftsAt(
    std::collections::HashMap<(LocId, crate::rulebook::Side), Vec<(CardIx, usize)>>,
);

/// Every move worth checking for a card, as (label, question).
pub(super) fn candidate_moves(board: &Board, c: CardIx) -> Vec<(String, QueryKind)> {
    candidate_moves_with(board, c, &mut CraftsAt::default())
}

/// Prisoner transfers of the captive `c` into the custody of a character of its captor's side
/// at `at` (not `escort`, who holds it already).
fn custody_transfers(
    board: &Board,
    c: CardIx,
    at: Option<LocId>,
    escort: Option<CardIx>,
) -> Vec<(String, QueryKind)> {
    let Some(at) = at else {
        return Vec::new();
    };
    let captor = captive_owner(board, c).opponent();
    board
        .cards
        .keys()
        .filter(|&o| {
            o != c
                && Some(o) != escort
                && board.cards[o].side == captor
                && board.card_def(o).card_type == CardType::Character
                && custody(board, o) == Custody::Free
                && board.location_of(o) == Some(at)
        })
        .map(|o| {
            (
                format!("transfer to {}", board.card_name(o)),
                QueryKind::CanTransfer {
                    card: card_ref(c),
                    to: card_ref(o),
                },
            )
        })
        .collect()
}

/// [`candidate_moves`], with the crafts at each location gathered once in `crafts`: by where
/// the card is (at a location, aboard a craft, escorted), then a bomber's Bombing Run trips.
pub(super) fn candidate_moves_with(
    board: &Board,
    c: CardIx,
    crafts_at: &mut CraftsAt,
) -> Vec<(String, QueryKind)> {
    // A captive no escort holds (imprisoned, or left unattended) leaves only by a prisoner
    // transfer into the custody of a bounty hunter or warrior present: no move of its own.
    if matches!(
        custody(board, c),
        Custody::Imprisoned(_) | Custody::Unattended
    ) {
        return custody_transfers(board, c, board.location_of(c), None);
    }
    let mut out = match board.cards[c].place {
        Place::At(l) => moves_at(board, c, l, crafts_at),
        Place::Aboard(h) => moves_aboard(board, c, h),
        // A captive moves by prisoner transfer, with its escort: to a starship or vehicle, or
        // into the custody of another of its captor's characters where the escort stands.
        Place::Escorted(x) => moves_escorted(board, c, x),
        Place::Carried(_) => Vec::new(),
    };
    out.extend(bombers::candidate_moves(board, c));
    out
}

/// A regular move of `c` to `l`, as `moves` lists it.
fn move_to(board: &Board, c: CardIx, l: LocId) -> (String, QueryKind) {
    (
        format!("move to {}", board.loc_name(l)),
        QueryKind::CanMove {
            card: card_ref(c),
            to: Some(loc_ref(l)),
            by: None,
        },
    )
}

/// A mynock not attached to anything: it flies, lands and takes off like a starfighter.
fn free_mynock(board: &Board, c: CardIx) -> bool {
    crate::board::facts::is_mynock(board.card_def(c))
        && crate::board::facts::host_of(board, c).is_none()
}

/// The moves of a card at location `l`: from a site (or, flying, the landings), the sector
/// moves of its row, and embarking on a craft there.
fn moves_at(
    board: &Board,
    c: CardIx,
    l: LocId,
    crafts_at: &mut CraftsAt,
) -> Vec<(String, QueryKind)> {
    let def = board.card_def(c);
    let mut out = if board.loc_def(l).is_site() {
        moves_from_site(board, c, l)
    } else if def.flies_as_starfighter()
        || free_mynock(board, c)
        || def.allows("land")
        || def.allows("land-anywhere")
    {
        landings(board, c, l)
    } else {
        Vec::new()
    };
    out.extend(sector_moves(board, c, l));
    out.extend(embarks_at(board, c, l, crafts_at));
    out
}

/// From site `l`: to the row's other sites, taking off (or a cloud car rising to the cloud
/// sectors), shuttling up to a capital starship at the system, docking bay transit.
fn moves_from_site(board: &Board, c: CardIx, l: LocId) -> Vec<(String, QueryKind)> {
    let def = board.card_def(c);
    let me = card_ref(c);
    let row = board.locations[l].row;
    let mut out = Vec::new();
    for s in row_sites(board, row) {
        if s != l {
            out.push(move_to(board, c, s));
        }
    }
    // A site's own text may join it to sites of other planets ("… may move between here and
    // any battleground site"): the move rules judge each.
    let here = board.loc_def(l);
    let from_here = here.move_grant_places();
    for (s, _) in board.locations.iter_enumerated() {
        let there = board.loc_def(s);
        let other_row = board.locations[s].row != row && there.is_site();
        let joined = from_here.iter().any(|p| there.may_be_named_by(p))
            || there
                .move_grant_places()
                .iter()
                .any(|p| here.may_be_named_by(p));
        if other_row && joined {
            out.push(move_to(board, c, s));
        }
    }
    if def.flies_as_starfighter() || free_mynock(board, c) {
        out.extend(take_offs(board, c));
    } else if def.has_trait(&Trait::CloudCar) {
        // A cloud car rises to the row's cloud sectors by a move.
        for d in crate::board::facts::places::take_off_destinations(board, c) {
            out.push(move_to(board, c, d));
        }
    }
    if let Some(sys) = board.system_of_row(row) {
        // One of each group of twins: they are the same move.
        let capitals = board.locations[sys]
            .cards
            .iter()
            .copied()
            .filter(|&x| board.card_def(x).is_capital());
        for (cap, n) in alike(board, capitals) {
            out.push((
                format!("shuttle to {}", target_name(board, cap, n)),
                QueryKind::CanShuttle {
                    card: me.clone(),
                    to: card_ref(cap),
                },
            ));
        }
    }
    if board.loc_def(l).is_docking_bay() {
        for (b, _) in board
            .locations
            .iter_enumerated()
            .filter(|(b, _)| *b != l && board.loc_def(*b).is_docking_bay())
        {
            out.push((
                format!("docking bay transit to {}", board.loc_name(b)),
                QueryKind::CanTransit {
                    card: me.clone(),
                    to: loc_ref(b),
                },
            ));
        }
    }
    out
}

/// From a system or sector `l`: landing at each site of the row.
fn landings(board: &Board, c: CardIx, l: LocId) -> Vec<(String, QueryKind)> {
    row_sites(board, board.locations[l].row)
        .into_iter()
        .map(|s| {
            (
                format!("land at {}", board.loc_name(s)),
                QueryKind::CanLand {
                    card: card_ref(c),
                    at: Some(loc_ref(s)),
                },
            )
        })
        .collect()
}

/// Flying craft: the sector moves of the row (to a sector, or back to the system). (Creatures
/// too: a space creature such as a mynock flies between them.)
fn sector_moves(board: &Board, c: CardIx, l: LocId) -> Vec<(String, QueryKind)> {
    let def = board.card_def(c);
    let flying = !board.loc_def(l).is_site()
        && (matches!(def.card_type, CardType::Starship | CardType::Creature)
            || def.has_trait(&Trait::CloudCar));
    if !flying {
        return Vec::new();
    }
    let at_sector = board.loc_def(l).is_sector();
    board.rows[board.locations[l].row]
        .locations
        .iter()
        .copied()
        .filter(|&x| {
            let d = board.loc_def(x);
            let to_site = at_sector && !def.flies_as_starfighter() && d.is_site();
            x != l && (d.is_sector() || (d.is_system() && at_sector) || to_site)
        })
        .map(|x| move_to(board, c, x))
        .collect()
}

/// Embarking on a craft of the card's side at `l`: one of each group of twins (they are the
/// same move). A card that is no craft is not among them: the crafts of its place and side are
/// gathered once.
fn embarks_at(
    board: &Board,
    c: CardIx,
    l: LocId,
    crafts_at: &mut CraftsAt,
) -> Vec<(String, QueryKind)> {
    let side = board.cards[c].side;
    let gather = || {
        let crafts = board.locations[l].cards.iter().copied().filter(|&h| {
            h != c
                && board.cards[h].side == side
                && crate::board::facts::is_craft(board.card_def(h))
        });
        alike(board, crafts)
    };
    let groups = if crate::board::facts::is_craft(board.card_def(c)) {
        gather()
    } else {
        crafts_at.0.entry((l, side)).or_insert_with(gather).clone()
    };
    groups
        .into_iter()
        .map(|(h, n)| {
            (
                format!("embark on {}", target_name(board, h, n)),
                QueryKind::CanEmbark {
                    card: card_ref(c),
                    on: card_ref(h),
                },
            )
        })
        .collect()
}

/// Aboard craft `h`: disembarking, embarking on another craft aboard it, its starship sites,
/// and, at a system, shuttling down and transferring to another starship there.
fn moves_aboard(board: &Board, c: CardIx, h: CardIx) -> Vec<(String, QueryKind)> {
    let me = card_ref(c);
    let mut out = vec![(
        format!("disembark from {}", board.card_name(h)),
        QueryKind::CanDisembark { card: me.clone() },
    )];
    // Into another craft carried aboard the same one (one of each group of twins).
    let crafts = board.cards[h].aboard.iter().copied().filter(|&o| {
        o != c
            && board.cards[o].side == board.cards[c].side
            && crate::board::facts::is_craft(board.card_def(o))
    });
    for (o, n) in alike(board, crafts) {
        out.push((
            format!("embark on {}", target_name(board, o, n)),
            QueryKind::CanEmbark {
                card: me.clone(),
                on: card_ref(o),
            },
        ));
    }
    // The craft's own starship sites (the Dagobah supplement's starship sites).
    for row in crate::board::facts::places::rows_of(board, h) {
        for s in row_sites(board, row) {
            out.push(move_to(board, c, s));
        }
    }
    let Some(l) = board
        .location_of(h)
        .filter(|&l| board.loc_def(l).is_system())
    else {
        return out;
    };
    for s in row_sites(board, board.locations[l].row) {
        out.push((
            format!("shuttle to {}", board.loc_name(s)),
            QueryKind::CanShuttle {
                card: me.clone(),
                to: loc_ref(s),
            },
        ));
    }
    for &o in &board.locations[l].cards {
        if o != h && board.card_def(o).card_type == CardType::Starship {
            out.push((
                format!("transfer to {}", board.card_name(o)),
                QueryKind::CanTransfer {
                    card: me.clone(),
                    to: card_ref(o),
                },
            ));
        }
    }
    out
}

/// Escorted by `x`: prisoner transfers into the custody of another of its captor's characters
/// where the escort stands, and to any starship or vehicle.
fn moves_escorted(board: &Board, c: CardIx, x: CardIx) -> Vec<(String, QueryKind)> {
    let mut out = custody_transfers(board, c, board.location_of(x), Some(x));
    for o in board.cards.keys() {
        if matches!(
            board.card_def(o).card_type,
            CardType::Starship | CardType::Vehicle
        ) {
            out.push((
                format!("transfer to {}", board.card_name(o)),
                QueryKind::CanTransfer {
                    card: card_ref(c),
                    to: card_ref(o),
                },
            ));
        }
    }
    out
}
