//! The duel engine: a deterministic replay of a lightsaber duel from given hands, hit by hit,
//! and the arithmetic of a dueling hand. Plain data in, plain data out: no board, no rules
//! registry, no verdict. `super` (the question handlers) turns a board into [`Duelist`]s and the
//! [`Replay`] into a cited answer.
//!
//! The replay's policy (the document lets players choose; the judge cannot): each hand is played
//! in the order given; an attack is blocked with the first card in hand of the same destiny
//! whenever there is one (a player may decline to block: replay that by reordering the hand);
//! a player without cards can neither attack nor block, so the other keeps attacking until both
//! hands are empty; "When dueling" text that adds cards takes them from the duelist's `draws`, in
//! order.

use crate::catalog::youngjedi::WhenDueling;
use std::collections::VecDeque;

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
    /// The attacks as plain data.
    pub exchanges: Vec<Exchange>,
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
/// One attack from hand and the blocks it set off, ending in a hit.
#[derive(Debug, Clone, PartialEq)]
pub struct Exchange {
    /// 1, 2, …
    pub number: usize,
    /// The duelist attacking from hand.
    pub attacker: String,
    /// The card: its label and destiny.
    pub card: (String, i64),
    /// Blocks in order: who blocked, with which card (label, destiny).
    pub blocks: Vec<(String, (String, i64))>,
    /// The duelist who could not block and took the hit.
    pub hit: String,
    /// Hits on that duelist after this attack (with any "When dueling" extra hits).
    pub hits_after: i64,
}

pub(crate) fn replay(mut d: [Duelist; 2]) -> Replay {
    let mut exchanges: Vec<Exchange> = Vec::new();
    let play = |c: &DuelCard| (c.label.clone(), c.destiny);
    let mut hits = [0i64; 2];
    let mut piles = [0usize; 2];
    let mut draws: [VecDeque<DuelCard>; 2] = [
        std::mem::take(&mut d[0].draws).into(),
        std::mem::take(&mut d[1].draws).into(),
    ];
    let mut notes = Notes::default();
    let (mut attacks, mut blocks) = (0usize, 0usize);
    let mut attacker = 0usize;
    let end = loop {
        if d[0].hand.is_empty() && d[1].hand.is_empty() {
            notes
                .log
                .push("both dueling hands are empty: the duel is over".to_string());
            break End::Exhausted;
        }
        if d[attacker].hand.is_empty() {
            notes.log.push(format!(
                "{} has no card left: {} attacks",
                d[attacker].name,
                d[1 - attacker].name
            ));
            attacker = 1 - attacker;
        }
        attacks += 1;
        let card = d[attacker].hand.remove(0);
        piles[attacker] += 1;
        notes.log.push(format!(
            "attack {attacks}: {} attacks with {}",
            d[attacker].name,
            card.show()
        ));
        exchanges.push(Exchange {
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
                    notes.log.push(format!(
                        "  {} blocks with {}: the block is its attack on {}",
                        d[def].name,
                        blk.show(),
                        d[cur].name
                    ));
                    if let Some(x) = exchanges.last_mut() {
                        x.blocks.push((d[def].name.clone(), play(&blk)));
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
        notes.log.push(format!(
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
        when_dueling(
            &atk,
            (cur, hit),
            &mut d,
            &mut draws,
            &mut hits,
            exchanges.last_mut(),
            &mut notes,
        );
        if hits[hit] >= d[hit].damage {
            notes.log.push(format!(
                "{} has {} hits, reaching its printed DAMAGE {}: defeated",
                d[hit].name, hits[hit], d[hit].damage
            ));
            break End::Defeated(hit);
        }
        attacker = hit;
        notes
            .log
            .push(format!("  {} took the hit and attacks next", d[hit].name));
    };
    Replay {
        log: notes.log,
        exchanges,
        hits,
        end,
        returned: [piles[0] + d[0].hand.len(), piles[1] + d[1].hand.len()],
        attacks,
        blocks,
        applied: notes.applied,
        ignored: notes.ignored,
        unmodelled: notes.unmodelled,
        short_draws: notes.short_draws,
    }
}

/// What a replay notes besides the exchanges: its log, and the "When dueling" texts that took
/// effect, did nothing (no lightsaber) or are not modelled, and who ran out of draws.
#[derive(Default)]
struct Notes {
    log: Vec<String>,
    applied: Vec<String>,
    ignored: Vec<String>,
    unmodelled: Vec<String>,
    short_draws: Vec<String>,
}

/// The "When dueling" text of the card `atk` that scored a hit (played by duelist `cur`, on
/// duelist `hit`): it works only for a duelist using a lightsaber.
fn when_dueling(
    atk: &DuelCard,
    (cur, hit): (usize, usize),
    d: &mut [Duelist; 2],
    draws: &mut [VecDeque<DuelCard>; 2],
    hits: &mut [i64; 2],
    last: Option<&mut Exchange>,
    notes: &mut Notes,
) {
    let Some(w) = &atk.when else {
        return;
    };
    let label = atk.label.clone();
    if !d[cur].lightsaber {
        notes.log.push(format!(
            "  {label}'s \"When dueling\" text does nothing: {} is not using a lightsaber",
            d[cur].name
        ));
        notes.ignored.push(format!("{label} ({})", d[cur].name));
    } else {
        match w {
            WhenDueling::ExtraHits(k) => {
                hits[hit] = hits[hit].saturating_add(*k);
                if let Some(x) = last {
                    x.hits_after = hits[hit];
                }
                notes.log.push(format!(
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
                    notes.short_draws.push(d[cur].name.clone());
                }
                notes.log.push(format!(
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
                notes.log.push(format!(
                        "  When dueling ({label}): \"{t}\" is not modelled; the replay goes on without it"
                    ));
                notes.unmodelled.push(label.clone());
            }
        }
        if !matches!(w, WhenDueling::Other(_)) {
            notes
                .applied
                .push(format!("{label} ({}: {})", d[cur].name, w.describe()));
        }
    }
}

// ---------------------------------------------------------------- the dueling hand

/// How a dueling hand is made up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HandSize {
    /// The total power that sizes the hand (Anakin's destiny included).
    pub power: i64,
    /// Anakin's destiny card, drawn for his power, left the draw deck for his player's own hand
    /// (it is not one of the dueling hand's cards).
    pub destiny_card: bool,
    /// Cards then drawn from the draw deck: the dueling hand.
    pub drawn: i64,
    /// The dueling hand (the cards drawn).
    pub size: i64,
    /// The draw deck ran out before the hand was full.
    pub short: bool,
}

/// The dueling hand of a duelist whose total power is `power` (bonus dots and, for Anakin, the
/// destiny drawn included), from a draw deck of `deck` cards as the duel begins (`None`: not
/// given, taken as enough). Anakin's destiny card comes off that deck and goes into his player's
/// own hand before that hand is put aside, so it counts in the total but is not drawn into the
/// dueling hand; the dueling hand is the total, capped by what the deck holds after the destiny
/// card left it.
pub(crate) fn hand_size(power: i64, anakin: bool, deck: Option<i64>) -> HandSize {
    let want = power.max(0);
    // Anakin's destiny card leaves the deck first (when there is one to draw).
    let destiny_card = anakin && deck.is_none_or(|d| d > 0);
    let left = deck.map(|d| {
        let d = d.max(0);
        if destiny_card { d - 1 } else { d }
    });
    let size = left.map_or(want, |l| want.min(l));
    HandSize {
        power,
        destiny_card,
        drawn: size,
        size,
        short: size < want,
    }
}

/// The destinies Anakin's power draw may have shown, given a dueling hand of `given` cards, his
/// power `base` without the destiny, and the draw deck as the duel began: `(lowest, highest)`
/// (`None` highest: any higher), or `None` when no destiny makes such a hand. The hand is the
/// total (base + destiny), capped by the deck less the destiny card.
pub(crate) fn anakin_destiny(
    base: i64,
    given: i64,
    deck: Option<i64>,
) -> Option<(i64, Option<i64>)> {
    if deck.is_some_and(|d| d <= 0) {
        // No destiny can be drawn and no hand either.
        return (given == 0).then_some((0, None));
    }
    let left = deck.map(|d| d - 1);
    if given < 0 || left.is_some_and(|l| given > l) {
        return None;
    }
    let capped = left.is_some_and(|l| given == l);
    // The total power the hand allows: given = min(max(total, 0), left).
    let (lo, hi): (i64, Option<i64>) = match (capped, given) {
        (true, _) => (given, None),
        (false, 0) => (i64::MIN, Some(0)),
        (false, _) => (given, Some(given)),
    };
    let lo = lo.saturating_sub(base).max(0);
    let hi = hi.map(|h| h.saturating_sub(base));
    match hi {
        Some(h) if h < lo => None,
        _ => Some((lo, hi)),
    }
}

// ---------------------------------------------------------------- the outcome

/// What a duel leaves behind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settlement {
    /// The duelist (0 = the initiator) still standing over a defeated one.
    pub winner: Option<usize>,
    /// The duelist discarded (with the weapon it used).
    pub defeated: Option<usize>,
    /// The duelist whose owner takes damage, and how much: a defeated one's printed DAMAGE, or,
    /// with no defeat, the one bearing more hit tokens that many.
    pub damage: Option<(usize, i64)>,
}

/// Duelists printed with DAMAGE 0: discarded at once, no hands drawn.
pub(crate) fn zero_damage(damage: [i64; 2]) -> Vec<usize> {
    (0..2).filter(|&i| damage[i] == 0).collect()
}

/// The outcome of a duel that ended before any hand was drawn (a printed DAMAGE of 0).
pub(crate) fn settle_zero(damage: [i64; 2]) -> Settlement {
    let zero = zero_damage(damage);
    match zero.as_slice() {
        [i] => Settlement {
            winner: Some(1 - i),
            defeated: Some(*i),
            damage: None,
        },
        _ => Settlement {
            winner: None,
            defeated: None,
            damage: None,
        },
    }
}

/// The outcome of a replayed duel, from the duelists' printed DAMAGE.
pub(crate) fn settle(r: &Replay, damage: [i64; 2]) -> Settlement {
    match r.end {
        End::Defeated(l) => Settlement {
            winner: Some(1 - l),
            defeated: Some(l),
            damage: (damage[l] > 0).then_some((l, damage[l])),
        },
        End::Exhausted => Settlement {
            winner: None,
            defeated: None,
            damage: match r.hits[0].cmp(&r.hits[1]) {
                std::cmp::Ordering::Greater => Some((0, r.hits[0])),
                std::cmp::Ordering::Less => Some((1, r.hits[1])),
                std::cmp::Ordering::Equal => None,
            },
        },
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::dotf_duel::replay::*;

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

    #[test]
    fn a_hand_is_the_power_capped_by_the_deck() {
        let h = hand_size(5, false, Some(30));
        assert_eq!(
            (h.size, h.drawn, h.short, h.destiny_card),
            (5, 5, false, false)
        );
        let h = hand_size(5, false, Some(3));
        assert_eq!((h.size, h.short), (3, true));
        assert_eq!(hand_size(4, false, None).size, 4);
        assert_eq!(hand_size(-2, false, None).size, 0);
    }

    #[test]
    fn anakins_destiny_card_goes_to_his_own_hand_not_the_dueling_hand() {
        // Power 0 + destiny 3: a total of 3, all drawn after the destiny card left the deck.
        let h = hand_size(3, true, Some(30));
        assert_eq!((h.size, h.drawn, h.destiny_card), (3, 3, true));
        // Power 0 + destiny 0: nothing to draw; the destiny card is in his own hand.
        let h = hand_size(0, true, Some(30));
        assert_eq!((h.size, h.drawn, h.destiny_card), (0, 0, true));
        // A total of 6 from a deck of 6: the destiny card leaves 5.
        let h = hand_size(6, true, Some(6));
        assert_eq!((h.size, h.short), (5, true));
        // A deck of 3: the destiny card leaves 2 to draw.
        let h = hand_size(6, true, Some(3));
        assert_eq!((h.size, h.drawn, h.short), (2, 2, true));
        // An empty deck: not even a destiny.
        let h = hand_size(4, true, Some(0));
        assert_eq!((h.size, h.destiny_card), (0, false));
        // No deck given: the total.
        assert_eq!(hand_size(4, true, None).size, 4);
    }

    #[test]
    fn anakins_destiny_read_back_from_his_hand() {
        assert_eq!(anakin_destiny(0, 4, Some(30)), Some((4, Some(4))));
        assert_eq!(anakin_destiny(2, 4, Some(30)), Some((2, Some(2))));
        // No card: the total was 0.
        assert_eq!(anakin_destiny(0, 0, Some(30)), Some((0, Some(0))));
        assert_eq!(anakin_destiny(3, 1, Some(30)), None);
        // The whole deck less the destiny card: the destiny was at least what the hand shows.
        assert_eq!(anakin_destiny(1, 2, Some(3)), Some((1, None)));
        // More cards than the deck less the destiny card.
        assert_eq!(anakin_destiny(0, 3, Some(3)), None);
        // Fewer cards than his power: no destiny makes that.
        assert_eq!(anakin_destiny(5, 3, None), None);
        // An empty deck: no hand, whatever the destiny would have been.
        assert_eq!(anakin_destiny(2, 0, Some(0)), Some((0, None)));
    }

    #[test]
    fn settling_a_duel() {
        let r = replay([duelist("A", 2, true, &[1, 2]), duelist("B", 2, true, &[])]);
        assert_eq!(r.end, End::Defeated(1));
        let s = settle(&r, [2, 2]);
        assert_eq!(s.winner, Some(0));
        assert_eq!(s.damage, Some((1, 2)));
        let r = replay([duelist("A", 9, true, &[1]), duelist("B", 9, true, &[2, 4])]);
        assert_eq!(settle(&r, [9, 9]).damage, Some((0, 2)));
        let r = replay([duelist("A", 9, true, &[1]), duelist("B", 9, true, &[2])]);
        assert_eq!(settle(&r, [9, 9]).damage, None);
        assert_eq!(settle_zero([3, 0]).defeated, Some(1));
        assert_eq!(settle_zero([0, 0]).winner, None);
    }
}
