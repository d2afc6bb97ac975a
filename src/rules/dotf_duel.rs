//! Young Jedi: Duel of the Fates — lightsaber duels: who may start one, who defends, the size of
//! a dueling hand, and a deterministic replay of a duel from given hands, hit by hit.
//!
//! The replay's policy (the document lets players choose; the judge cannot): each hand is played
//! in the order given; an attack is blocked with the first card in hand of the same destiny
//! whenever there is one (a player may decline to block: replay that by reordering the hand or
//! asking again); a player without cards can neither attack nor block, so the other keeps
//! attacking until both hands are empty; "When dueling" text that adds cards takes them from the
//! `duel:` section's `attacker_draws` / `defender_draws`, in order.

use super::Eval;
use super::dotf::{
    self, cards_on, dueling, is_anakin, is_lightsaber, joined, planet_name, planet_of, side_title,
    usable, weapons_near,
};
use super::registry::{Rule, rule};
use super::subject::AskError;
use crate::board::{Board, CardIx, DrawDeck, HandCard, Phase, ThisTurn};
use crate::catalog::CardType;
use crate::catalog::youngjedi::WhenDueling;
use crate::query::{CardRef, Side};
use crate::verdict::Answer;
use std::collections::VecDeque;

rule! {
    pub static INITIATE = {
        id: "dotf.duel.initiate",
        document: Dotf,
        section: "Lightsaber Dueling",
        bullet: None,
        statement: "On your own turn you may start a single duel, in your Battle step on the current planet and ahead of any battle there (which still follows), when you have there a dueling character and a lightsaber it can use.",
        supersedes: [],
        questions: ["can duel", "duel"],
        constrains: [Duel],
    }
}

rule! {
    pub static DUELING_CHARACTER = {
        id: "dotf.duel.dueling-character",
        document: Dotf,
        section: "What is a dueling character?",
        bullet: None,
        statement: "A dueling character is one able to fight with a lightsaber: on the Light Side Obi-Wan Kenobi, Qui-Gon Jinn and every other Jedi, but not Anakin, who is not yet a Jedi; on the Dark Side the likes of Darth Maul, Darth Sidious and Aurra Sing.",
        supersedes: [],
        questions: ["can duel", "duel-defenders", "duel"],
        constrains: [Duel],
    }
}

rule! {
    pub static DEFENDER = {
        id: "dotf.duel.defender",
        document: Dotf,
        section: "Who fights in the duel?",
        bullet: None,
        statement: "The initiator names one dueling character with a lightsaber it can use and any one opposing character at that location, dueling or not; the opponent may put forward any dueling character of his there instead, even in place of another dueling character, and arms the defender with one weapon it can use, lightsaber or not; a stack still fights with one Character card.",
        supersedes: [],
        questions: ["duel-defenders", "can duel", "duel"],
        constrains: [Duel],
    }
}

rule! {
    pub static HAND = {
        id: "dotf.duel.hand",
        document: Dotf,
        section: "Draw your dueling hand!",
        bullet: None,
        statement: "Each duelist draws a dueling hand of as many cards as its total power with every bonus dot, the location's and the weapon's included, but with no destiny for the weapon; Anakin first draws a destiny and adds it to his power; a short draw deck gives a smaller hand, and the hand still counts as part of the draw deck, so emptying the deck this way loses nothing.",
        supersedes: [],
        questions: ["duel-hand", "duel"],
        constrains: [Duel],
    }
}

rule! {
    pub static EXCHANGE = {
        id: "dotf.duel.exchange",
        document: Dotf,
        section: "How is the duel fought?",
        bullet: None,
        statement: "The initiator attacks first with a card whose destiny is the attack; the other side may block with a card of the same destiny, which becomes its own attack to be blocked in turn; an unblocked attack puts a hit token on the other character, whose player attacks next; this goes on until a character is defeated or both hands are spent.",
        supersedes: [],
        questions: ["duel"],
        constrains: [Duel],
    }
}

rule! {
    pub static SPECIAL_TEXT = {
        id: "dotf.duel.special-text",
        document: Dotf,
        section: "How does special dueling game text work?",
        bullet: None,
        statement: "When the card that scores a hit carries \"When dueling\" text, that text (more cards, extra hits or another benefit) applies only if the hitting duelist is using a lightsaber.",
        supersedes: [],
        questions: ["duel"],
        constrains: [Duel],
    }
}

rule! {
    pub static DEFEAT = {
        id: "dotf.duel.defeat",
        document: Dotf,
        section: "How does a character get defeated in a duel?",
        bullet: None,
        statement: "A character whose hit tokens reach its printed DAMAGE is defeated and discarded with the weapon it used, its owner taking the damage only once both players have reshuffled their dueling cards into their draw decks; a character printed with DAMAGE 0 is discarded at once and no hands are drawn.",
        supersedes: [],
        questions: ["duel"],
        constrains: [Duel],
    }
}

rule! {
    pub static NO_DEFEAT = {
        id: "dotf.duel.no-defeat",
        document: Dotf,
        section: "What happens if neither character is defeated?",
        bullet: None,
        statement: "If both hands run out with nobody defeated, the player whose character bears more hit tokens takes that many damage, neither player does on a tie, and every hit token is then removed.",
        supersedes: [],
        questions: ["duel"],
        constrains: [Duel],
    }
}

rule! {
    pub static AFTER = {
        id: "dotf.duel.after",
        document: Dotf,
        section: "What happens if neither character is defeated?",
        bullet: Some("last paragraph"),
        statement: "Once the duel ends the Battle step carries on, and characters and weapons that took part in the duel may still join that turn's battle.",
        supersedes: [],
        questions: ["can battle"],
        constrains: [Battle],
    }
}

pub static RULES: &[&Rule] = &[
    &INITIATE,
    &DUELING_CHARACTER,
    &DEFENDER,
    &HAND,
    &EXCHANGE,
    &SPECIAL_TEXT,
    &DEFEAT,
    &NO_DEFEAT,
    &AFTER,
];

// ---------------------------------------------------------------- the exchange, replayed

/// A card of a dueling hand: its destiny and any "When dueling" text.
#[derive(Debug, Clone, PartialEq)]
pub struct DuelCard {
    /// `3` for a bare destiny, or the card's title.
    pub label: String,
    pub destiny: i64,
    pub when: Option<WhenDueling>,
}

impl DuelCard {
    pub fn destiny(n: i64) -> DuelCard {
        DuelCard {
            label: n.to_string(),
            destiny: n,
            when: None,
        }
    }
    fn show(&self) -> String {
        if self.label == self.destiny.to_string() {
            format!("a {}", self.destiny)
        } else {
            format!("{} (destiny {})", self.label, self.destiny)
        }
    }
}

/// One side of a duel.
#[derive(Debug, Clone)]
pub struct Duelist {
    pub name: String,
    /// Printed DAMAGE (at least 1: a 0 ends the duel before it starts).
    pub damage: i64,
    /// Is it using a lightsaber (for "When dueling" text)?
    pub lightsaber: bool,
    /// In the order it will be played.
    pub hand: Vec<DuelCard>,
    /// The cards it would draw next.
    pub draws: Vec<DuelCard>,
}

/// How a duel ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// This duelist (0 = the initiator) reached its printed DAMAGE.
    Defeated(usize),
    /// Both hands ran out.
    Exhausted,
}

/// A replayed duel.
#[derive(Debug, Clone)]
pub struct Replay {
    pub log: Vec<String>,
    /// The attacks as plain data (the JSON answer's `computed`).
    pub exchanges: Vec<crate::verdict::DuelAttack>,
    pub hits: [i64; 2],
    pub end: End,
    /// Cards each player shuffles back into the draw deck (dueling pile and what is left).
    pub returned: [usize; 2],
    pub attacks: usize,
    pub blocks: usize,
    /// "When dueling" texts that took effect, that did nothing without a lightsaber, and that
    /// are not modelled.
    pub applied: Vec<String>,
    pub ignored: Vec<String>,
    pub unmodelled: Vec<String>,
    /// Duelists whose draws ran out when text added cards.
    pub short_draws: Vec<String>,
}

/// Replays a duel (index 0 initiates) under the policy in the module documentation.
pub fn replay(mut d: [Duelist; 2]) -> Replay {
    let mut log = Vec::new();
    let mut exchanges: Vec<crate::verdict::DuelAttack> = Vec::new();
    let play = |c: &DuelCard| crate::verdict::DuelPlay {
        label: c.label.clone(),
        destiny: c.destiny,
    };
    let mut hits = [0i64; 2];
    let mut piles = [0usize; 2];
    let mut draws: [VecDeque<DuelCard>; 2] = [
        std::mem::take(&mut d[0].draws).into(),
        std::mem::take(&mut d[1].draws).into(),
    ];
    let (mut applied, mut ignored, mut unmodelled, mut short_draws) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let (mut attacks, mut blocks) = (0usize, 0usize);
    let mut attacker = 0usize;
    let end = loop {
        if d[0].hand.is_empty() && d[1].hand.is_empty() {
            log.push("both dueling hands are empty: the duel is over".to_string());
            break End::Exhausted;
        }
        if d[attacker].hand.is_empty() {
            log.push(format!(
                "{} has no card left: {} attacks",
                d[attacker].name,
                d[1 - attacker].name
            ));
            attacker = 1 - attacker;
        }
        attacks += 1;
        let card = d[attacker].hand.remove(0);
        piles[attacker] += 1;
        log.push(format!(
            "attack {attacks}: {} attacks with {}",
            d[attacker].name,
            card.show()
        ));
        exchanges.push(crate::verdict::DuelAttack {
            number: attacks,
            attacker: d[attacker].name.clone(),
            card: play(&card),
            blocks: Vec::new(),
            hit: String::new(),
            hits_after: 0,
        });
        let mut cur = attacker;
        let mut atk = card;
        let hit = loop {
            let def = 1 - cur;
            match d[def].hand.iter().position(|c| c.destiny == atk.destiny) {
                Some(pos) => {
                    let blk = d[def].hand.remove(pos);
                    piles[def] += 1;
                    blocks += 1;
                    log.push(format!(
                        "  {} blocks with {}: the block is its attack on {}",
                        d[def].name,
                        blk.show(),
                        d[cur].name
                    ));
                    if let Some(x) = exchanges.last_mut() {
                        x.blocks.push(crate::verdict::DuelBlock {
                            by: d[def].name.clone(),
                            card: play(&blk),
                        });
                    }
                    cur = def;
                    atk = blk;
                }
                None => break def,
            }
        };
        hits[hit] += 1;
        if let Some(x) = exchanges.last_mut() {
            x.hit = d[hit].name.clone();
            x.hits_after = hits[hit];
        }
        log.push(format!(
            "  {} has no {} to block{}: hit on {} ({} of DAMAGE {})",
            d[hit].name,
            atk.destiny,
            if d[hit].hand.is_empty() {
                " (no cards left)"
            } else {
                ""
            },
            d[hit].name,
            hits[hit],
            d[hit].damage
        ));
        if let Some(w) = &atk.when {
            let label = atk.label.clone();
            if !d[cur].lightsaber {
                log.push(format!(
                    "  {label}'s \"When dueling\" text does nothing: {} is not using a lightsaber",
                    d[cur].name
                ));
                ignored.push(format!("{label} ({})", d[cur].name));
            } else {
                match w {
                    WhenDueling::ExtraHits(k) => {
                        hits[hit] = hits[hit].saturating_add(*k);
                        if let Some(x) = exchanges.last_mut() {
                            x.hits_after = hits[hit];
                        }
                        log.push(format!(
                            "  When dueling ({label}, {} uses a lightsaber): {} on {} ({} of DAMAGE {})",
                            d[cur].name,
                            w.describe(),
                            d[hit].name,
                            hits[hit],
                            d[hit].damage
                        ));
                    }
                    WhenDueling::AddCards(k) => {
                        let mut added = Vec::new();
                        for _ in 0..*k {
                            match draws[cur].pop_front() {
                                Some(c) => {
                                    added.push(c.show());
                                    d[cur].hand.push(c);
                                }
                                None => break,
                            }
                        }
                        if (added.len() as i64) < *k {
                            short_draws.push(d[cur].name.clone());
                        }
                        log.push(format!(
                            "  When dueling ({label}, {} uses a lightsaber): {} — drawn: {}",
                            d[cur].name,
                            w.describe(),
                            if added.is_empty() {
                                "none given".to_string()
                            } else {
                                added.join(", ")
                            }
                        ));
                    }
                    WhenDueling::Other(t) => {
                        log.push(format!(
                            "  When dueling ({label}): \"{t}\" is not modelled; the replay goes on without it"
                        ));
                        unmodelled.push(label.clone());
                    }
                }
                if !matches!(w, WhenDueling::Other(_)) {
                    applied.push(format!("{label} ({}: {})", d[cur].name, w.describe()));
                }
            }
        }
        if hits[hit] >= d[hit].damage {
            log.push(format!(
                "{} has {} hits, reaching its printed DAMAGE {}: defeated",
                d[hit].name, hits[hit], d[hit].damage
            ));
            break End::Defeated(hit);
        }
        attacker = hit;
        log.push(format!("  {} took the hit and attacks next", d[hit].name));
    };
    Replay {
        log,
        exchanges,
        hits,
        end,
        returned: [piles[0] + d[0].hand.len(), piles[1] + d[1].hand.len()],
        attacks,
        blocks,
        applied,
        ignored,
        unmodelled,
        short_draws,
    }
}

// ---------------------------------------------------------------- helpers

/// A character in play, or an error naming what it is.
fn character(e: &Eval, r: &CardRef) -> Result<CardIx, AskError> {
    let c = e.res.card(r)?;
    let d = e.board.card_def(c);
    if d.card_type != CardType::Character {
        return Err(e.res.wrong_kind(
            r,
            format!(
                "{} is a {}, not a character",
                d.plain_title(),
                d.card_type.name()
            ),
            "not a character",
            Some("duels are fought by Character cards".into()),
        ));
    }
    Ok(c)
}

/// The weapon a duelist takes: a lightsaber it can use if there is one, else any weapon it can
/// use (those it carries first); and the weapons whose users are not given.
fn duel_weapon(b: &Board, c: CardIx, lightsaber_only: bool) -> (Option<CardIx>, Vec<CardIx>) {
    let def = b.card_def(c);
    let mut unknown = Vec::new();
    let mut usable_ones = Vec::new();
    for w in weapons_near(b, c) {
        let wd = b.card_def(w);
        if lightsaber_only && !is_lightsaber(wd) {
            continue;
        }
        match usable(wd, def) {
            Some(true) => usable_ones.push(w),
            Some(false) => {}
            None => unknown.push(w),
        }
    }
    let pick = usable_ones
        .iter()
        .copied()
        .find(|&w| is_lightsaber(b.card_def(w)))
        .or(usable_ones.first().copied());
    (pick, unknown)
}

/// A character's power, from the card entry's `power:` or its printed power.
fn power(b: &Board, c: CardIx) -> Option<i64> {
    b.cards[c].power.or(b.card_def(c).power)
}

/// The dueling hand size: (total, the sum in words), or what is missing.
fn hand_size(
    b: &Board,
    c: CardIx,
    weapon: Option<CardIx>,
    destiny: Option<i64>,
) -> Result<(i64, String), String> {
    let def = b.card_def(c);
    let name = b.card_name(c);
    let row = planet_of(b, c).unwrap_or(0);
    let planet = planet_name(b, row).to_string();
    let Some(p) = power(b, c) else {
        return Err(format!("{name}'s power (`power:` under `cards:`)"));
    };
    let mut words = vec![format!("power {p}")];
    let mut total = p;
    let own = def.yj.bonus_on(&planet);
    if own > 0 {
        total = total.saturating_add(own);
        words.push(format!(
            "{own} bonus dot{} on {planet}",
            if own == 1 { "" } else { "s" }
        ));
    }
    if let Some(w) = weapon {
        let wb = b.card_def(w).yj.bonus_on(&planet);
        if wb > 0 {
            total = total.saturating_add(wb);
            words.push(format!(
                "{wb} bonus dot{} from {}",
                if wb == 1 { "" } else { "s" },
                b.card_name(w)
            ));
        }
    }
    if is_anakin(def) {
        match destiny {
            Some(d) => {
                total = total.saturating_add(d);
                words.push(format!("a destiny of {d} drawn for Anakin"));
            }
            None => {
                return Err(format!(
                    "the destiny drawn for Anakin's power: {} + destiny (ask `duel-hand … destiny <n>`)",
                    words.join(" + ")
                ));
            }
        }
    }
    Ok((total, words.join(" + ")))
}

fn deck_size(b: &Board, side: Side) -> Option<i64> {
    b.young_jedi
        .player(side)
        .draw_deck
        .as_ref()
        .map(DrawDeck::size)
}

// ---------------------------------------------------------------- can duel

pub fn ask_can_duel(
    e: &mut Eval,
    card: &CardRef,
    with: &CardRef,
    against: Option<&CardRef>,
) -> Result<(), AskError> {
    let board = e.board;
    let c = e.res.card(card)?;
    let w = e.res.card(with)?;
    let target = match against {
        Some(a) => Some(e.res.card(a)?),
        None => None,
    };
    let side = board.cards[c].side;
    let (s, o) = (side_title(side), side_title(side.opponent()));
    e.v.side = Some(side);
    let name = board.card_name(c);
    let def = board.card_def(c);
    let row = planet_of(board, c).unwrap_or(0);
    let p = planet_name(board, row).to_string();
    e.fact("planet", p.clone());
    let mut refused = false;
    let mut unknown = Vec::new();
    // When.
    match board.turn {
        Some(t) if t != side => {
            e.refuse(
                &INITIATE,
                format!(
                    "it is the {}'s turn: only the player whose turn it is starts a duel",
                    side_title(t)
                ),
            );
            refused = true;
        }
        Some(_) => {}
        None => e.assume(format!("it is the {s}'s turn")),
    }
    match board.phase {
        Some(Phase::Battle) => {}
        Some(ph) => {
            e.refuse(
                &INITIATE,
                format!(
                    "it is the {} phase: a duel is fought in the Battle step",
                    ph.name()
                ),
            );
            refused = true;
        }
        None => e.assume(format!(
            "asked in the {s}'s Battle step, on the current planet ({p})"
        )),
    }
    let dueled: Vec<String> = (0..board.cards.len())
        .filter(|&x| board.cards[x].this_turn.contains(&ThisTurn::Dueled))
        .map(|x| board.card_name(x))
        .collect();
    if !dueled.is_empty() {
        e.refuse(
            &INITIATE,
            format!(
                "a duel was already fought this turn ({} took part): one duel per turn",
                joined(&dueled)
            ),
        );
        refused = true;
    }
    let battled = [side, side.opponent()]
        .into_iter()
        .flat_map(|sd| cards_on(board, row, sd))
        .any(|x| board.cards[x].this_turn.contains(&ThisTurn::Battled));
    if battled {
        e.refuse(
            &INITIATE,
            format!("this turn's battle on {p} has been fought: the duel comes before it"),
        );
        refused = true;
    }
    // Who.
    let du = dueling(def);
    if du.yes {
        e.allow(&DUELING_CHARACTER, du.why.clone());
        if let Some(a) = du.assumed {
            e.assume(a);
        }
    } else {
        e.refuse(
            &DUELING_CHARACTER,
            format!("{}; only a dueling character starts a duel", du.why),
        );
        refused = true;
    }
    // With what.
    let wname = board.card_name(w);
    let wd = board.card_def(w);
    if board.cards[w].side != side || planet_of(board, w) != Some(row) {
        e.refuse(
            &INITIATE,
            format!("{wname} is not one of the {s}'s cards on {p}"),
        );
        refused = true;
    } else if !is_lightsaber(wd) {
        e.refuse(
            &INITIATE,
            format!(
                "{wname} is a {}, not a lightsaber: the duel's initiator needs a lightsaber (only the defender may fight with another weapon)",
                wd.card_type.name()
            ),
        );
        refused = true;
    } else {
        match usable(wd, def) {
            Some(true) => e.allow(&INITIATE, format!("{name} can use {wname}")),
            Some(false) => {
                e.refuse(
                    &INITIATE,
                    format!(
                        "{wname} is usable by {}, not by {name}",
                        wd.yj.usable_by.join(" or ")
                    ),
                );
                refused = true;
            }
            None => unknown.push(format!("who may use {wname} (`usable_by:` under `cards:`)")),
        }
    }
    // Against whom.
    let theirs: Vec<CardIx> = cards_on(board, row, side.opponent())
        .into_iter()
        .filter(|&x| board.card_def(x).card_type == CardType::Character)
        .collect();
    match target {
        Some(t) => {
            let tname = board.card_name(t);
            if board.cards[t].side == side
                || board.card_def(t).card_type != CardType::Character
                || planet_of(board, t) != Some(row)
            {
                e.refuse(
                    &DEFENDER,
                    format!("{tname} is not one of the {o}'s characters on {p}"),
                );
                refused = true;
            } else {
                e.allow(
                    &DEFENDER,
                    format!(
                        "{tname} is a {o} character on {p}: it may be challenged (its player may still put forward a dueling character there instead)"
                    ),
                );
            }
        }
        None if theirs.is_empty() => {
            e.refuse(
                &DEFENDER,
                format!("the {o} has no character on {p} to defend"),
            );
            refused = true;
        }
        None => e.allow(
            &DEFENDER,
            format!(
                "the {o} characters on {p} that may be challenged: {}",
                theirs
                    .iter()
                    .map(|&x| board.card_name(x))
                    .collect::<Vec<_>>()
                    .join(" + ")
            ),
        ),
    }
    if refused {
        return Ok(());
    }
    for u in unknown {
        e.missing(u);
    }
    if !e.v.undetermined_because.is_empty() {
        return Ok(());
    }
    e.because(
        &INITIATE,
        format!(
            "{name} may fight this turn's one duel on {p} with {wname}, before any battle there (which still takes place)"
        ),
    );
    e.answer(Answer::Yes);
    Ok(())
}

// ---------------------------------------------------------------- duel-defenders

pub fn ask_defenders(e: &mut Eval, attacker: &CardRef, against: &CardRef) -> Result<(), AskError> {
    let board = e.board;
    let a = e.res.card(attacker)?;
    let t = character(e, against)?;
    let side = board.cards[a].side;
    e.v.side = Some(side);
    let (aname, tname) = (board.card_name(a), board.card_name(t));
    let du = dueling(board.card_def(a));
    if !du.yes {
        e.refuse(
            &DUELING_CHARACTER,
            format!("{}; only a dueling character starts a duel", du.why),
        );
        return Ok(());
    }
    e.allow(&DUELING_CHARACTER, du.why);
    let row = planet_of(board, a).unwrap_or(0);
    let p = planet_name(board, row).to_string();
    e.fact("planet", p.clone());
    if board.cards[t].side == side || planet_of(board, t) != Some(row) {
        e.refuse(
            &DEFENDER,
            format!(
                "{tname} is not an opposing character on {p}: the challenged character is one of the {}'s characters at the duel's location",
                side_title(side.opponent())
            ),
        );
        return Ok(());
    }
    let t_dueling = dueling(board.card_def(t)).yes;
    e.because(
        &DEFENDER,
        format!(
            "{aname} challenges {tname}, an opposing character on {p} ({}): it may defend",
            if t_dueling {
                "a dueling character"
            } else {
                "not a dueling character, which is allowed"
            }
        ),
    );
    let mut out = vec![t];
    let tp = dotf::persona(board.card_def(t));
    for x in cards_on(board, row, side.opponent()) {
        let xd = board.card_def(x);
        if x == t || xd.card_type != CardType::Character {
            continue;
        }
        let xname = board.card_name(x);
        let dots = xd.yj.bonus_on(&p);
        let bonus = if dots > 0 {
            format!(" (it has a power bonus on {p})")
        } else {
            String::new()
        };
        let same = dotf::persona(xd) == tp;
        let d = dueling(xd);
        if d.yes {
            e.because(
                &DEFENDER,
                format!(
                    "{xname} is a dueling character on {p}: its player may put it forward instead of {tname}{}{bonus}",
                    if t_dueling { ", although that one duels too" } else { "" }
                ),
            );
            if let Some(a) = d.assumed {
                e.assume(a);
            }
            if same {
                e.detail(format!(
                    "{xname} and {tname} stack as one character: whichever defends, only that one Character card fights"
                ));
            }
            out.push(x);
        } else {
            e.because(
                &DUELING_CHARACTER,
                format!(
                    "{xname} may not defend instead of {tname}: {}{}",
                    d.why,
                    if dots > 0 {
                        format!(", whatever its power bonus on {p}")
                    } else {
                        String::new()
                    }
                ),
            );
        }
    }
    for &x in &out {
        let xd = board.card_def(x);
        let ws: Vec<String> = weapons_near(board, x)
            .into_iter()
            .filter(|&w| usable(board.card_def(w), xd) != Some(false))
            .map(|w| {
                let wd = board.card_def(w);
                match usable(wd, xd) {
                    None => format!("{} (users not given)", board.card_name(w)),
                    _ => board.card_name(w),
                }
            })
            .collect();
        e.detail(format!(
            "{} may take one weapon it can use, lightsaber or not: {}",
            board.card_name(x),
            if ws.is_empty() {
                "none there".into()
            } else {
                joined(&ws)
            }
        ));
    }
    e.answer(Answer::List(
        out.iter().map(|&x| board.card_name(x)).collect(),
    ));
    Ok(())
}

// ---------------------------------------------------------------- duel-hand

pub fn ask_hand(e: &mut Eval, card: &CardRef, destiny: Option<i64>) -> Result<(), AskError> {
    let board = e.board;
    let c = character(e, card)?;
    let side = board.cards[c].side;
    e.v.side = Some(side);
    let name = board.card_name(c);
    let row = planet_of(board, c).unwrap_or(0);
    let p = planet_name(board, row).to_string();
    e.fact("planet", p.clone());
    let (weapon, unknown) = duel_weapon(board, c, false);
    match weapon {
        Some(w) => e.fact("weapon", board.card_name(w)),
        None => {
            e.fact("weapon", "none");
            for u in unknown {
                e.assume(format!(
                    "{} is not counted as {name}'s weapon: who may use it is not given (`usable_by:`)",
                    board.card_name(u)
                ));
            }
        }
    }
    if destiny.is_some() && !is_anakin(board.card_def(c)) {
        e.consider(
            &HAND,
            format!("{name} is not Anakin: no destiny is added to its power"),
        );
    }
    match hand_size(
        board,
        c,
        weapon,
        destiny.filter(|_| is_anakin(board.card_def(c))),
    ) {
        Ok((n, words)) => {
            let anakin = is_anakin(board.card_def(c));
            e.because(
                &HAND,
                format!(
                    "{name}'s dueling hand: {words} = {n} card{}; no destiny is drawn for the weapon{}",
                    if n == 1 { "" } else { "s" },
                    if anakin {
                        "; Anakin's destiny card goes to his hand before the dueling hand is drawn"
                    } else {
                        ""
                    }
                ),
            );
            let mut size = n;
            if let Some(deck) = deck_size(board, side)
                && deck < n
            {
                size = deck;
                e.because(
                    &HAND,
                    format!(
                        "the {} draw deck has only {deck} card{}: the hand is what can be drawn",
                        side_title(side),
                        if deck == 1 { "" } else { "s" }
                    ),
                );
            }
            e.detail("the dueling hand still belongs to the draw deck: drawing its last card loses no game");
            e.answer(Answer::Number(size));
        }
        Err(m) => e.missing(m),
    }
    Ok(())
}

// ---------------------------------------------------------------- duel

fn duel_cards(e: &mut Eval, cards: &[HandCard]) -> Vec<DuelCard> {
    let board = e.board;
    let mut out = Vec::new();
    for h in cards {
        match h {
            HandCard::Destiny(n) => out.push(DuelCard::destiny(*n)),
            HandCard::Card(d) => {
                let def = board.def(*d);
                match def.yj.destiny {
                    Some(n) => out.push(DuelCard {
                        label: def.plain_title().to_string(),
                        destiny: n,
                        when: def.yj.when_dueling.clone(),
                    }),
                    None => e.missing(format!(
                        "the destiny number of {} (`destiny:` under `cards:`)",
                        def.plain_title()
                    )),
                }
            }
        }
    }
    out
}

pub fn ask_duel(
    e: &mut Eval,
    attacker: &CardRef,
    defender: &CardRef,
    hands: Option<&(Vec<i64>, Vec<i64>)>,
) -> Result<(), AskError> {
    let board = e.board;
    let a = character(e, attacker)?;
    let b = character(e, defender)?;
    let side = board.cards[a].side;
    e.v.side = Some(side);
    // Plain titles: the two duelists are opposing characters, never one title twice.
    let (ad, bd) = (board.card_def(a), board.card_def(b));
    let (an, bn) = (ad.plain_title().to_string(), bd.plain_title().to_string());
    let row = planet_of(board, a).unwrap_or(0);
    let p = planet_name(board, row).to_string();
    e.fact("planet", p.clone());
    if board.cards[b].side == side {
        e.refuse(&DEFENDER, format!("{an} and {bn} are on the same side"));
        return Ok(());
    }
    if planet_of(board, b) != Some(row) {
        e.refuse(
            &DEFENDER,
            format!(
                "{bn} is not on {p}: the defender is an opposing character at the duel's location"
            ),
        );
        return Ok(());
    }
    let du = dueling(ad);
    if !du.yes {
        e.refuse(
            &DUELING_CHARACTER,
            format!("{}; only a dueling character starts a duel", du.why),
        );
        return Ok(());
    }
    if let Some(x) = du.assumed {
        e.assume(x);
    }
    let (saber, unknown) = duel_weapon(board, a, true);
    let Some(saber) = saber else {
        if unknown.is_empty() {
            e.refuse(
                &INITIATE,
                format!("{an} has no lightsaber it can use on {p}: it cannot start a duel"),
            );
        } else {
            for u in unknown {
                e.missing(format!(
                    "who may use {} (`usable_by:` under `cards:`)",
                    board.card_name(u)
                ));
            }
        }
        return Ok(());
    };
    let (bweapon, bunknown) = duel_weapon(board, b, false);
    for u in bunknown {
        if bweapon.is_none() {
            e.assume(format!(
                "{bn} takes no weapon: who may use {} is not given (`usable_by:`)",
                board.card_name(u)
            ));
        }
    }
    e.fact("attacker", format!("{an} with {}", board.card_name(saber)));
    e.fact(
        "defender",
        match bweapon {
            Some(w) => format!("{bn} with {}", board.card_name(w)),
            None => format!("{bn}, with no weapon"),
        },
    );
    e.assume(format!(
        "the duel was started legally (ask `can duel`) and {bn} is the character that defends (ask `duel-defenders`)"
    ));
    // Printed DAMAGE.
    let (Some(da), Some(db)) = (ad.yj.damage, bd.yj.damage) else {
        for (n, d) in [(&an, ad), (&bn, bd)] {
            if d.yj.damage.is_none() {
                e.missing(format!(
                    "the printed DAMAGE of {n} (`damage:` under `cards:`)"
                ));
            }
        }
        return Ok(());
    };
    let weapon_of = |i: usize| if i == 0 { Some(saber) } else { bweapon };
    let owner = |i: usize| if i == 0 { side } else { side.opponent() };
    let names = [an.clone(), bn.clone()];
    if da == 0 || db == 0 {
        let zero: Vec<usize> = [da, db]
            .iter()
            .enumerate()
            .filter(|(_, d)| **d == 0)
            .map(|(i, _)| i)
            .collect();
        let mut discarded = Vec::new();
        for &i in &zero {
            discarded.push(names[i].clone());
            e.because(
                &DEFEAT,
                format!(
                    "{} has a printed DAMAGE of 0: it is simply discarded, and the duel ends at once with no dueling hands drawn",
                    names[i]
                ),
            );
        }
        let winner = match zero.as_slice() {
            [i] => names[1 - i].clone(),
            _ => "none".into(),
        };
        e.detail("no dueling hand is drawn, no card is played, no hit is scored");
        e.answer(Answer::List(vec![
            format!("winner: {winner}"),
            format!("discarded: {}", joined(&discarded)),
            "damage: none".into(),
            "hits: none".into(),
        ]));
        return Ok(());
    }
    // The hands.
    let duel = &board.young_jedi.duel;
    let (ah, bh, adraws, bdraws) = match hands {
        Some((x, y)) => (
            x.iter().map(|&n| DuelCard::destiny(n)).collect::<Vec<_>>(),
            y.iter().map(|&n| DuelCard::destiny(n)).collect::<Vec<_>>(),
            Vec::new(),
            Vec::new(),
        ),
        None => match (&duel.attacker_hand, &duel.defender_hand) {
            (Some(x), Some(y)) => {
                let (x, y) = (x.clone(), y.clone());
                let (dx, dy) = (duel.attacker_draws.clone(), duel.defender_draws.clone());
                (
                    duel_cards(e, &x),
                    duel_cards(e, &y),
                    duel_cards(e, &dx),
                    duel_cards(e, &dy),
                )
            }
            _ => {
                e.missing("the dueling hands: add `hands <n,…> / <n,…>` to the question, or `attacker_hand` and `defender_hand` under the scenario's `duel:`");
                return Ok(());
            }
        },
    };
    if !e.v.undetermined_because.is_empty() {
        return Ok(());
    }
    // The hands against the power that sizes them.
    for (i, (c, hand)) in [(a, &ah), (b, &bh)].into_iter().enumerate() {
        let given = hand.len() as i64;
        let n = &names[i];
        match hand_size(board, c, weapon_of(i), None) {
            Ok((want, words)) => {
                let deck = deck_size(board, owner(i));
                let want_now = deck.map_or(want, |d| want.min(d));
                e.detail(format!(
                    "{n}'s dueling hand: {given} card{} ({words} = {want})",
                    if given == 1 { "" } else { "s" }
                ));
                if given != want_now {
                    e.assume(format!(
                        "{n}'s hand of {given} cards is taken as given, though its power makes {want_now} (a short draw deck, or card text)"
                    ));
                    e.v.warnings.push(format!(
                        "{n}'s dueling hand has {given} card{}, but the rules give {want_now} ({words}{})",
                        if given == 1 { "" } else { "s" },
                        if want_now < want { ", capped by the draw deck" } else { "" }
                    ));
                }
            }
            Err(_) if is_anakin(board.card_def(c)) => {
                if let Ok((base, _)) = hand_size(board, c, weapon_of(i), Some(0)) {
                    e.detail(format!(
                        "{n}'s dueling hand: {given} card{} ({base} + the destiny drawn for Anakin)",
                        if given == 1 { "" } else { "s" }
                    ));
                    e.consider(
                        &HAND,
                        format!(
                            "{n} is Anakin: his hand is {base} + a destiny draw; the {given} cards given mean a destiny of {}",
                            given.saturating_sub(base)
                        ),
                    );
                }
            }
            Err(_) => e.detail(format!("{n}'s dueling hand: {given} cards, as given")),
        }
    }
    let hand_words = |h: &[DuelCard]| {
        h.iter()
            .map(|c| {
                if c.label == c.destiny.to_string() {
                    c.label.clone()
                } else {
                    format!("{} ({})", c.label, c.destiny)
                }
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    e.detail(format!(
        "hands in the order played: {an}: {} / {bn}: {}",
        hand_words(&ah),
        hand_words(&bh)
    ));
    let r = replay([
        Duelist {
            name: an.clone(),
            damage: da,
            lightsaber: true,
            hand: ah,
            draws: adraws,
        },
        Duelist {
            name: bn.clone(),
            damage: db,
            lightsaber: bweapon.is_some_and(|w| is_lightsaber(board.card_def(w))),
            hand: bh,
            draws: bdraws,
        },
    ]);
    for l in &r.log {
        e.detail(l.clone());
    }
    e.v.data = Some(crate::verdict::Computed::Duel(crate::verdict::DuelReplay {
        duelists: vec![an.clone(), bn.clone()],
        damage: vec![da, db],
        hits: r.hits.to_vec(),
        defeated: match r.end {
            End::Defeated(i) => Some(if i == 0 { an.clone() } else { bn.clone() }),
            End::Exhausted => None,
        },
        attacks: r.exchanges.clone(),
    }));
    e.assume("each hand is played in the order given, and every attack that can be blocked is blocked with the first card of the same destiny (a player may decline to block: reorder the hand to replay that)");
    e.because(
        &EXCHANGE,
        format!(
            "{an} attacked first; {} attack{} from hand and {} block{} of matching destiny (each block attacking in turn), every exchange ending in a hit on the side that could not block, which then attacked",
            r.attacks,
            if r.attacks == 1 { "" } else { "s" },
            r.blocks,
            if r.blocks == 1 { "" } else { "s" },
        ),
    );
    if !r.applied.is_empty() {
        e.because(
            &SPECIAL_TEXT,
            format!(
                "\"When dueling\" text on a hitting card, its duelist using a lightsaber: {}",
                r.applied.join("; ")
            ),
        );
    }
    if !r.ignored.is_empty() {
        e.because(
            &SPECIAL_TEXT,
            format!(
                "\"When dueling\" text did nothing, its duelist not using a lightsaber: {}",
                r.ignored.join("; ")
            ),
        );
    }
    if r.applied.is_empty() && r.ignored.is_empty() && r.unmodelled.is_empty() {
        e.consider(
            &SPECIAL_TEXT,
            "no card that scored a hit had \"When dueling\" text",
        );
    }
    for u in &r.unmodelled {
        e.missing(format!(
            "what {u}'s \"When dueling\" text does (given as `other`)"
        ));
    }
    for n in &r.short_draws {
        e.assume(format!(
            "{n}'s next draws (`…_draws` under `duel:`) ran out: it added only the cards listed"
        ));
    }
    let weapon_name = |i: usize| weapon_of(i).map(|w| board.card_def(w).plain_title().to_string());
    e.detail(format!(
        "both players shuffle their dueling cards (hand and pile) back into their draw decks: {an} {}, {bn} {}",
        r.returned[0], r.returned[1]
    ));
    let hits_line = format!("hits: {an} {} / {bn} {}", r.hits[0], r.hits[1]);
    let lines = match r.end {
        End::Defeated(l) => {
            let w = 1 - l;
            let dmg = if l == 0 { da } else { db };
            let mut discarded = vec![names[l].clone()];
            if let Some(x) = weapon_name(l) {
                discarded.push(x);
            }
            e.because(
                &DEFEAT,
                format!(
                    "{} took {} hits, at least its printed DAMAGE {dmg}: defeated, it is discarded{}; once the dueling cards are reshuffled, the {} takes its damage",
                    names[l],
                    r.hits[l],
                    match weapon_name(l) {
                        Some(x) => format!(" with {x}"),
                        None => String::new(),
                    },
                    side_title(owner(l))
                ),
            );
            e.consider(&NO_DEFEAT, format!("{} was defeated", names[l]));
            e.assume(format!(
                "no game text changes the damage for {} (it would apply now)",
                names[l]
            ));
            e.detail(format!(
                "then the {} takes {dmg} damage for {}; the hit tokens left on {} are removed",
                side_title(owner(l)),
                names[l],
                names[w]
            ));
            vec![
                format!("winner: {}", names[w]),
                format!("discarded: {}", joined(&discarded)),
                if dmg > 0 {
                    format!("damage: {} {dmg}", owner(l).name())
                } else {
                    "damage: none".into()
                },
                hits_line,
            ]
        }
        End::Exhausted => {
            e.consider(
                &DEFEAT,
                format!(
                    "neither reached its printed DAMAGE ({an} {} of {da}, {bn} {} of {db})",
                    r.hits[0], r.hits[1]
                ),
            );
            let damage = match r.hits[0].cmp(&r.hits[1]) {
                std::cmp::Ordering::Greater => Some(0),
                std::cmp::Ordering::Less => Some(1),
                std::cmp::Ordering::Equal => None,
            };
            match damage {
                Some(i) => {
                    e.because(
                        &NO_DEFEAT,
                        format!(
                            "both hands ran out with no defeat: {} bears more hit tokens ({} to {}), so the {} takes {} damage",
                            names[i],
                            r.hits[i],
                            r.hits[1 - i],
                            side_title(owner(i)),
                            r.hits[i]
                        ),
                    );
                    e.detail(format!(
                        "then the {} takes {} damage; all hit tokens are removed",
                        side_title(owner(i)),
                        r.hits[i]
                    ));
                }
                None => {
                    e.because(
                        &NO_DEFEAT,
                        format!(
                            "both hands ran out with no defeat and {} hit token{} each: a tie, nobody takes damage",
                            r.hits[0],
                            if r.hits[0] == 1 { "" } else { "s" }
                        ),
                    );
                    e.detail("all hit tokens are removed");
                }
            }
            vec![
                "winner: none".into(),
                "discarded: none".into(),
                match damage {
                    Some(i) => format!("damage: {} {}", owner(i).name(), r.hits[i]),
                    None => "damage: none".into(),
                },
                hits_line,
            ]
        }
    };
    e.detail("the Battle step goes on: the duelists and their weapons may still battle this turn");
    if e.v.undetermined_because.is_empty() {
        e.answer(Answer::List(lines));
    }
    Ok(())
}

// ---------------------------------------------------------------- can battle

pub fn ask_can_battle(e: &mut Eval, r: &CardRef) -> Result<(), AskError> {
    let board = e.board;
    let c = match e.res.card(r) {
        Ok(c) => c,
        Err(err) => match dotf::in_hyperspace(board, r) {
            Some((s, _, name)) => {
                e.v.side = Some(s);
                e.refuse(
                    &dotf::HYPERSPACE,
                    format!(
                        "{name} waits in the {} Hyperspace pile, tied to no planet: starships fight only in an evacuation's space battle, never in a planet's battle",
                        side_title(s)
                    ),
                );
                return Ok(());
            }
            None => return Err(err),
        },
    };
    e.v.side = Some(board.cards[c].side);
    let name = board.card_name(c);
    if board.cards[c].this_turn.contains(&ThisTurn::Dueled) {
        e.because(
            &AFTER,
            format!(
                "{name} took part in this turn's duel: the duel does not replace the battle, and cards that dueled may battle too"
            ),
        );
        e.assume(format!(
            "{name} may battle under the Young Jedi rulebook (on the current planet, in the Battle step)"
        ));
        e.answer(Answer::Yes);
    } else {
        e.because(
            &AFTER,
            format!(
                "{name} took part in no duel this turn: the duel rules neither clear nor bar its battle"
            ),
        );
        e.missing(format!(
            "whether {name} may battle is set by the Young Jedi rulebook's battle rules, which swjudge does not model"
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn duelist(name: &str, damage: i64, saber: bool, hand: &[i64]) -> Duelist {
        Duelist {
            name: name.into(),
            damage,
            lightsaber: saber,
            hand: hand.iter().map(|&n| DuelCard::destiny(n)).collect(),
            draws: Vec::new(),
        }
    }

    #[test]
    fn blocks_chain_and_the_hit_side_attacks_next() {
        // Maul attacks 3, Obi blocks 3, Maul has no 3: hit on Maul; Maul attacks 1, unblocked:
        // hit on Obi; Obi attacks 5, unblocked: hit on Maul (2 of 2) — defeated.
        let r = replay([
            duelist("Maul", 2, true, &[3, 1]),
            duelist("Obi", 3, true, &[3, 5]),
        ]);
        assert_eq!(r.end, End::Defeated(0));
        assert_eq!(r.hits, [2, 1]);
        assert_eq!((r.attacks, r.blocks), (3, 1));
        assert_eq!(r.returned, [2, 2]);
        assert!(r.log.iter().any(|l| l.contains("Obi blocks with a 3")));
    }

    #[test]
    fn exhausted_hands_and_an_empty_hand_keeps_the_other_attacking() {
        // A attacks 1 (hit on B), B attacks 2 (hit on A), A has none: B attacks 4 (hit on A).
        let r = replay([duelist("A", 9, true, &[1]), duelist("B", 9, true, &[2, 4])]);
        assert_eq!(r.end, End::Exhausted);
        assert_eq!(r.hits, [2, 1]);
        assert!(r.log.iter().any(|l| l.contains("A has no card left")));
        // A tie.
        let r = replay([duelist("A", 9, true, &[1]), duelist("B", 9, true, &[2])]);
        assert_eq!(r.hits, [1, 1]);
    }

    #[test]
    fn when_dueling_text_needs_a_lightsaber() {
        let special = DuelCard {
            label: "Final Stand".into(),
            destiny: 4,
            when: Some(WhenDueling::ExtraHits(1)),
        };
        let mut a = duelist("A", 5, true, &[]);
        a.hand = vec![special.clone()];
        let r = replay([a.clone(), duelist("B", 2, false, &[])]);
        assert_eq!(r.end, End::Defeated(1));
        assert_eq!(r.hits, [0, 2]);
        assert_eq!(r.applied.len(), 1);
        a.lightsaber = false;
        let r = replay([a, duelist("B", 2, false, &[])]);
        assert_eq!(r.end, End::Exhausted);
        assert_eq!(r.hits, [0, 1]);
        assert_eq!(r.ignored.len(), 1);
    }

    #[test]
    fn added_cards_join_the_hand() {
        let mut a = duelist("A", 5, true, &[]);
        a.hand = vec![DuelCard {
            label: "Surge".into(),
            destiny: 2,
            when: Some(WhenDueling::AddCards(2)),
        }];
        a.draws = vec![DuelCard::destiny(6)];
        let r = replay([a, duelist("B", 9, true, &[])]);
        // Surge hits, A draws one 6 (only one given), then B has no cards: A attacks again.
        assert_eq!(r.hits, [0, 2]);
        assert_eq!(r.short_draws, vec!["A".to_string()]);
        assert_eq!(r.returned, [2, 0]);
    }
}
