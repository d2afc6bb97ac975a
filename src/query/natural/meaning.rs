//! Words read by meaning (issue 37 items 1–3), where no frame reads them in their order (also
//! where a frame fit their surface and found only why it cannot be asked): the names first,
//! then the act they fit.
//!
//! 1. **Names: the lattice.** Every span of the question that names something on the board
//!    (a card in play, a location, a card in a hand or the catalog, a side, a number;
//!    [`Reader::names_something`]) is kept, overlapping ones too: for each word, each end up
//!    to [`names::MAX_NAME_WORDS`] words on, never across a role word, at most
//!    [`MAX_SPANS_PER_START`] of them, the longest first ([`Reader::spans`]). Each span keeps
//!    the role word said before it (`to`, `at`, `aboard`, `on`, `into`, `with`, `against`,
//!    `from`, `for`, `by`…). A card described by where it stands (`the talz in the cantina`,
//!    `the stormtrooper out at mos eisley`) is a span of its own, across the place word. A
//!    people said for a side (`rebels`, `imps`, with or without `the`) is that side
//!    ([`words`]); `my`/`our` before a card, or a side said first as who acts (`light side
//!    wants to …`), says which side asks where none is said ([`Reader::mine_side`]).
//!    **Segmentations:** the choices of spans that do not overlap and leave out no span but
//!    one a chosen span overlaps; the cut longest first from the left is the first, then
//!    those that cover the most words, at most [`MAX_SEGMENTATIONS`] (of at most
//!    [`MAX_SEGMENT_LEAVES`] looked for). One name is never cut in two: two chosen spans
//!    inside one name's span not chosen make no segmentation ([`Reader::segmentations`]).
//! 2. **Acts.** Each verb of the table scores by its trigger words said (the words of its
//!    frames, and the synonyms it declares: [`crate::query::verbs::Verb::triggers`]); a verb
//!    none of whose words is said is not read. A declared trigger of several words (`set
//!    down`, `take on`, `step in`) weighs as one declared word when said whole and in order,
//!    only a name's words between its words ([`Reader::phrasal`]). **Weak triggers:** a verb
//!    named only by words of its frames (weighing less than [`MIN_WEIGHT`]: a noun of the
//!    act, `row`, `destiny`) is read only where no verb at all is named by its own word or a
//!    synonym (not even one whose slots the names do not fill), its reading uses every name
//!    said (none left out), and it is the one such reading; else it is not read.
//! 3. **Fill, rank, confirm.** Every verb is scored over every segmentation, and the readings
//!    of all of them are ranked together (the same question read twice is one reading). Each
//!    frame of a verb's syntax line (`can move <card> [to
//!    <location>] [by <card>]`) takes the names by role: its first slot (and any slot that
//!    follows another) a name said with no role word, in order; a slot after `to` a name said
//!    after `to`, `into`, `onto`… ([`role_fits`]). Every slot must be filled and its name
//!    must fit its kind on the board (the reader's own check, [`Reader::fill`]). A reading
//!    scores by its triggers, its slots filled and the names it leaves out; the best are the
//!    readings: one is the question, several are listed. The words no reading used are said
//!    beside it ("not used: `rn`").
//! 4. **Kinds and words left out.** A slot whose act takes one kind of card takes only a name
//!    of that kind ([`slot_kind`]: a craft lands, takes off, is piloted; a character duels);
//!    a character said as the card of a craft's own act is the craft he is aboard
//!    (`types::craft_aboard`: `can wedge take off` takes off his fighter).
//!    A name may be left out, with a note, only as an agent or a pilot beside a craft's act
//!    (`leia wants to take red 2 off`), the place a card leaves (`off the snow trench`) or a
//!    place said first that sets the scene (`over on tatooine can sidious duel …`); a reading
//!    that leaves one out scores below one that uses every name. The particles of phrasal
//!    verbs (`take … off`, `put … down`) are part of the act, never of a name. A card said after
//!    `out of` / `off of` is what the act leaves: never the card that acts (`get out of red
//!    10` disembarks, never takes the craft off). A word of a verb's frames that another
//!    verb's declared phrase said whole claims (`call out` of a duel) weighs nothing for it.

use super::types::{BOARDED, Thing, Tok, Want, slot_kind};
use super::words::{self, El, PLAIN};
use super::{
    Frame, MAX_READINGS, Reader, Reading, names, number_words, several, span_of, syntax_frames,
    with_asker,
};
use crate::catalog::CardType;
use crate::query::verbs::VERBS;

/// Role words: they say what a name is to the act.
const ROLES: &[&str] = &[
    "to", "at", "aboard", "on", "onto", "into", "in", "with", "using", "against", "vs", "versus",
    "from", "off", "for", "by", "via", "toward", "towards",
];

/// Words a side said first as who acts may be followed by, besides a word of an act and a
/// plain word (`light wants to …`, `dark needs to …`).
const SIDE_ASKS: &[&str] = &[
    "wants", "want", "wanna", "needs", "need", "tries", "try", "trying", "plans", "planning",
    "decides", "chooses", "gets", "get", "gonna", "going", "hopes", "intends", "even", "just",
    "also", "again", "now", "then", "really", "ever",
];

/// Role words that say a place: a word said after one is the place (or no reading reads it).
const PLACE_ROLES: &[&str] = &["to", "into", "onto", "toward", "towards"];

/// The particles of phrasal verbs, said after the verb's object (`take red 2 off`, `put red 5
/// down`, `get luke out to …`, `move the tie over to …`): part of the act, never of a name.
const PARTICLES: &[&str] = &["off", "out", "down", "up", "over", "back", "away", "in"];

/// The most names a reading may leave out (an agent or a pilot said, a place it leaves).
const MAX_EXTRA: usize = 2;

/// Words said between a slot's word and its number (`destiny of 3`, `destiny is a 3`,
/// `destiny if i flip a 3`, `destiny was a 3`): the number is still that slot's.
const DRAWN: &[&str] = &[
    "of", "is", "was", "a", "an", "=", "if", "when", "i", "he", "she", "you", "we", "they", "draw",
    "draws", "drew", "flip", "flips", "flipped", "get", "gets", "got", "pull", "pulls", "pulled",
];

/// The most words [`DRAWN`] said between a slot's word and its number.
const MAX_KEYWORD_GAP: usize = 5;

/// The least weight of trigger words said that names an act: one of the verb's own words or
/// of its declared synonyms (3), or three words of its frames (1 each).
const MIN_WEIGHT: i32 = 3;

/// Is `w` an everyday word that may stand unused beside a name ([`super::words::is_filler`]'s
/// `BESIDE_NAME` view)?
fn beside_name(w: &str) -> bool {
    super::words::is_filler(w, super::words::filler::BESIDE_NAME)
}

/// The most words between two words of a declared trigger phrase (`set the tie bomber down`):
/// only a name's words may stand there.
const PHRASAL_GAP: usize = 4;

/// The most readings tried for one frame (assignments of names to its slots).
const MAX_TRIES: usize = 32;

/// The most spans kept that begin at one word (the longest first).
const MAX_SPANS_PER_START: usize = 4;

/// The most words before a place word that a card described by where it stands may be named
/// by, where they name nothing alone (`the stormie on the ice plains`).
const DESCRIBED_HEAD: usize = 3;

/// The most segmentations of one question read (the first, longest first from the left, and
/// then those that cover the most words).
const MAX_SEGMENTATIONS: usize = 16;

/// The most maximal segmentations looked for, and the most steps taken looking.
const MAX_SEGMENT_LEAVES: usize = 64;
const MAX_SEGMENT_STEPS: usize = 4096;

/// A span of the question that names something, with the role word said before it.
#[derive(Debug, Clone)]
struct Name {
    from: usize,
    to: usize,
    role: Option<String>,
    /// A card described by where it stands: the words run on past a place word.
    described: bool,
}

/// The readings found over the segmentations read so far.
#[derive(Default)]
struct Found {
    /// Those of the best score.
    best: Vec<Meant>,
    /// Those that leave out a word naming another act.
    partial: Vec<Meant>,
    /// Those of verbs named only by words of their frames.
    weak: Vec<Meant>,
    /// Some verb is named by its own word or a synonym (then no weak reading is read).
    named: bool,
}

/// One reading by meaning: the canonical question, its score, the tokens it used.
#[derive(Debug, Clone)]
pub(super) struct Meant {
    pub question: String,
    score: i32,
    used: Vec<bool>,
    /// It leaves out a word that names another act: never the question alone.
    pub partial: bool,
    /// It uses every name said (none left out as an agent, a pilot or a place left).
    pub whole: bool,
}

/// Does a role word the syntax writes (`to`, `at`, `aboard`…) take the word the player said?
fn role_fits(syntax: &str, said: &str) -> bool {
    let alts: &[&str] = match syntax {
        "to" => &["to", "into", "onto", "toward", "towards", "at", "on", "in"],
        "at" => &["at", "on", "in", "onto", "into", "to"],
        "aboard" | "on" => &["aboard", "on", "onto", "in", "into"],
        "with" => &["with", "using"],
        "against" => &["against", "vs", "versus", "with", "at", "on"],
        // Not `with`: `move X with Y` is no move by Y's means (`the site with the wampa`).
        "by" => &["by", "using", "via"],
        "in" => &["in", "on", "at"],
        other => return other == said,
    };
    alts.contains(&said)
}

/// The words of the syntax lines said right before a slot that are no role word nor a verb's
/// own (`destiny` of `duel-hand <character> [destiny <n>]`, `survivors`): each is its slot's
/// role.
fn keywords() -> &'static [String] {
    static K: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    K.get_or_init(|| {
        let mut out: Vec<String> = Vec::new();
        for f in syntax_frames() {
            let own: Vec<&str> = f.verb.name.split([' ', '-']).collect();
            for pair in f.pattern.windows(2) {
                if let [El::Word(w), El::Slot(..)] = pair
                    && let Some(w) = w.first()
                    && !ROLES.contains(&w.as_str())
                    && !own.contains(&w.as_str())
                    && !out.contains(w)
                {
                    out.push(w.clone());
                }
            }
        }
        out
    })
}

/// The trigger words of each verb: every word its frames and syntax line require (not a
/// role word nor a plain word), and the synonyms it declares. Index: the verb's place in
/// [`VERBS`].
fn triggers() -> &'static [Vec<String>] {
    static T: std::sync::OnceLock<Vec<Vec<String>>> = std::sync::OnceLock::new();
    T.get_or_init(|| {
        VERBS
            .iter()
            .map(|v| {
                let mut out: Vec<String> = Vec::new();
                let mut add = |w: &str| {
                    let w = w.trim_start_matches("can ");
                    for part in w.split([' ', '-']) {
                        let part = part.to_string();
                        if part.len() > 1
                            && !ROLES.contains(&part.as_str())
                            && !PLAIN.contains(&part.as_str())
                            && !names::DETERMINERS.contains(&part.as_str())
                            && !out.contains(&part)
                        {
                            out.push(part);
                        }
                    }
                };
                add(v.name);
                for w in v.triggers {
                    add(w);
                }
                for (frame, _) in v.frames {
                    for e in words::pattern(frame) {
                        if let El::Word(alts) = e {
                            alts.iter().for_each(|a| add(a));
                        }
                    }
                }
                out
            })
            .collect()
    })
}

/// Is the token a word that names an act by itself: a verb's own word (`fire`, `cost`) or a
/// synonym it declares, of any verb of the game?
/// (Not one of the verbs `skip`: indexes in [`VERBS`].)
fn names_an_act(t: &Tok, young_jedi: bool, skip: &[usize]) -> bool {
    if PLAIN.contains(&t.text.as_str()) {
        return false;
    }
    // A name of several words (`card-type`, `force-icons`) is no one word's.
    let acts = VERBS
        .iter()
        .enumerate()
        .filter(|(i, v)| v.of_game(young_jedi) && !skip.contains(i));
    acts.map(|(_, v)| v).any(|v| {
        let own = v.name.trim_start_matches("can ");
        (!own.contains('-') && words::inflects(own, &t.text))
            || v.triggers.iter().any(|w| words::inflects(w, &t.text))
    })
}

/// The acts each verb's own description names as a part of it (`tripped-by`: "would the
/// card, deploying or moving to the site, trip …": `can deploy`, `can move`; `defense`: "a
/// weapon fired at the card": `can fire`): acts of a card (`can …`) named by their own word.
/// Index: the verb's place in [`VERBS`], as are the acts.
fn implied() -> &'static [Vec<usize>] {
    static I: std::sync::OnceLock<Vec<Vec<usize>>> = std::sync::OnceLock::new();
    I.get_or_init(|| {
        VERBS
            .iter()
            .map(|v| {
                let about: Vec<String> =
                    words::tokens(v.about).into_iter().map(|t| t.text).collect();
                VERBS
                    .iter()
                    .enumerate()
                    .filter(|(_, o)| !std::ptr::eq(*o, v))
                    .filter_map(|(i, o)| {
                        let own = o.name.strip_prefix("can ")?;
                        (!own.contains('-') && about.iter().any(|w| words::inflects(own, w)))
                            .then_some(i)
                    })
                    .collect()
            })
            .collect()
    })
}

/// `cost`, `price`, `how much`: the question asks what the act costs.
fn cost_said(toks: &[Tok]) -> Option<Vec<usize>> {
    let at: Vec<usize> = (0..toks.len()).filter(|&i| cost_word(toks, i)).collect();
    (!at.is_empty()).then_some(at)
}

/// Is the word at `i` one that asks a cost (`cost`, `price`, `pay`, the `much` of `how
/// much`)? (`what does the rebel pay to transit …`: what is paid is the act's cost.)
fn cost_word(toks: &[Tok], i: usize) -> bool {
    matches!(
        toks[i].text.as_str(),
        "cost" | "costs" | "price" | "pay" | "pays" | "paid" | "paying"
    ) || (toks[i].text == "much" && i > 0 && toks[i - 1].text == "how")
}

/// Is the token a trigger word of any verb of the game?
fn is_trigger(t: &Tok, young_jedi: bool) -> bool {
    VERBS
        .iter()
        .zip(triggers())
        .filter(|(v, _)| v.of_game(young_jedi))
        .any(|(_, ts)| ts.iter().any(|w| words::inflects(w, &t.text)))
}

impl Reader<'_> {
    /// The side that asks, where none is said to: the side said first, as who acts (`light
    /// side wants to …`), else the side that says `my`, `our` of the cards it names (`my
    /// bright hope`): the one side whose cards in play every such name fits (without the
    /// word). `None` when no name says it, or the names fit both sides' cards.
    pub(super) fn mine_side(&mut self) -> Option<crate::rulebook::Side> {
        if self.asker.is_some() {
            return None;
        }
        // `light side wants to evacuate tatooine`, `can the empire even target biggs`: the side
        // said first (only plain words before it), as who acts.
        if let Some(k) = self.side_first() {
            return match self.toks[k].text.as_str() {
                "light" => Some(crate::rulebook::Side::Light),
                _ => Some(crate::rulebook::Side::Dark),
            };
        }
        let mut sides: Vec<crate::rulebook::Side> = Vec::new();
        for i in 0..self.toks.len() {
            if !matches!(self.toks[i].text.as_str(), "my" | "our") {
                continue;
            }
            let end = (i + 1 + names::MAX_NAME_WORDS).min(self.toks.len());
            let Some(j) = (i + 2..=end)
                .rev()
                .find(|&j| !self.phrase(i + 1, j, Want::Card, None).is_empty())
            else {
                continue;
            };
            let board = self.board;
            for t in self.phrase(i + 1, j, Want::Card, None) {
                if let Thing::Card(c) = t
                    && !sides.contains(&board.cards[c].side)
                {
                    sides.push(board.cards[c].side);
                }
            }
        }
        match sides.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    /// The word of a side said first, as who acts (`light side wants to …`, `can the empire
    /// even target biggs`): only plain words before it, a word that is no role word after it
    /// (`as dark`, `for light` say no side that acts).
    fn side_first(&self) -> Option<usize> {
        let k = self
            .toks
            .iter()
            .position(|t| !PLAIN.contains(&t.text.as_str()))?;
        if !(matches!(self.toks[k].text.as_str(), "light" | "dark")
            && k + 2 < self.toks.len()
            && !ROLES.contains(&self.toks[k + 1].text.as_str()))
        {
            return None;
        }
        // `the dark deploy phase`, `light's turn`: whose turn it is, not who asks.
        if self.toks[k + 1..(k + 4).min(self.toks.len())]
            .iter()
            .any(|t| matches!(t.text.as_str(), "phase" | "turn" | "step"))
        {
            return None;
        }
        // Who acts says the act asked (`light wants to …`, `the empire even targets …`,
        // `dark evacuates …`): a side said as who does another act (`light drains at the
        // ridge. can the scout react …`) is no side that asks.
        let mut j = k + 1;
        while j < self.toks.len() && matches!(self.toks[j].text.as_str(), "side" | "player") {
            j += 1;
        }
        let next = self.toks.get(j)?;
        let young_jedi = self.board.game == crate::board::Game::YoungJedi;
        (PLAIN.contains(&next.text.as_str())
            || SIDE_ASKS.contains(&next.text.as_str())
            || super::words::is_filler(&next.text, super::words::filler::BESIDE_NAME)
            || is_trigger(next, young_jedi))
        .then_some(k)
    }

    /// The tokens of the first declared trigger of several words (`set down`, `lift-off`)
    /// said whole and in order among the `free` tokens (those no name holds), at most
    /// [`PHRASAL_GAP`] names' words between two of its words; none when no such trigger is said.
    fn phrasal(&self, declared: &[&str], free: &dyn Fn(usize) -> bool) -> Vec<usize> {
        for d in declared {
            let parts: Vec<&str> = d.split([' ', '-']).collect();
            if parts.len() < 2 {
                continue;
            }
            // Said as one token (`lift-off`, as the words' tokens keep it).
            if let Some(k) =
                (0..self.toks.len()).find(|&k| free(k) && words::inflects(d, &self.toks[k].text))
            {
                return vec![k];
            }
            for start in 0..self.toks.len() {
                if !free(start) || !words::inflects(parts[0], &self.toks[start].text) {
                    continue;
                }
                let mut at = vec![start];
                for p in &parts[1..] {
                    let last = at[at.len() - 1];
                    let next = (last + 1..(last + 2 + PHRASAL_GAP).min(self.toks.len()))
                        .find(|&k| free(k) && words::inflects(p, &self.toks[k].text));
                    match next {
                        Some(k) if (last + 1..k).all(|x| !free(x)) => at.push(k),
                        _ => break,
                    }
                }
                if at.len() == parts.len() {
                    return at;
                }
            }
        }
        Vec::new()
    }

    /// Every span that names something (issue 37's lattice): for each start, each end up to
    /// [`names::MAX_NAME_WORDS`] words on, never across a role word, where the words name
    /// something ([`Reader::names_something`]); at most [`MAX_SPANS_PER_START`] per start, the
    /// longest first. A role word or a plain word never begins one; filler never ends one
    /// (`maul now`); a trigger word alone is the act, no card of the catalog. A card described
    /// by where it stands (`the stormtrooper at mos eisley`, `the talz in the cantina`, `the
    /// probe droid out in the trench`) is a span of its own, across the place word, where the
    /// words still name a card there and no more cards than without the place.
    fn spans(&mut self) -> Vec<Name> {
        let n = self.toks.len();
        let yj = self.board.game == crate::board::Game::YoungJedi;
        let mut out = Vec::new();
        for i in 0..n {
            let lead = self.toks[i].text.as_str();
            // `where vader's tie is`: a place named by who stands there, said as where.
            let place = matches!(lead, "where" | "wherever") && i + 2 < n;
            let plain = !place
                && ((PLAIN.contains(&lead) && !names::DETERMINERS.contains(&lead))
                    || ROLES.contains(&lead));
            if plain {
                continue;
            }
            // `the second jedi test`, `his 3rd test`: an ordinal before the word of a number's
            // slot is that number (never filler, never left for another number to take).
            if let Some(role) = self.ordinal_of_slot(i) {
                out.push(Name {
                    from: i,
                    to: i + 1,
                    role,
                    described: false,
                });
                continue;
            }
            let trigger = is_trigger(&self.toks[i], yj);
            let end = (i + names::MAX_NAME_WORDS).min(n);
            let stop = (i + 1..end)
                .find(|&k| ROLES.contains(&self.toks[k].text.as_str()))
                .unwrap_or(end);
            let mut ends: Vec<usize> = Vec::new();
            for j in (i + 1..=stop).rev() {
                if j > i + 1 && beside_name(&self.toks[j - 1].text) {
                    continue;
                }
                if self.names_something(i, j, j == i + 1 && trigger) {
                    ends.push(j);
                }
            }
            // Described by where it stands: on past a place word (a particle may come first);
            // the words before the place may name no card alone (`the stormie on the ice
            // plains`), at most [`DESCRIBED_HEAD`] of them.
            let head = ends
                .first()
                .copied()
                .or((stop < n && stop - i <= DESCRIBED_HEAD).then_some(stop));
            if let Some(j) = head {
                let particle = |k: usize| {
                    k + 1 < n
                        && PARTICLES.contains(&self.toks[k].text.as_str())
                        && names::PLACE_WORDS.contains(&self.toks[k + 1].text.as_str())
                };
                if j < n
                    && (names::PLACE_WORDS.contains(&self.toks[j].text.as_str()) || particle(j))
                {
                    let alone = !ends.is_empty();
                    let fits = self.phrase(i, j, Want::Dest, None).len();
                    let described = (j + 2..=end).rev().find_map(|k| {
                        let narrowed = self.phrase(i, k, Want::Dest, None).len();
                        let fit = match alone {
                            true => narrowed > 0 && narrowed <= fits,
                            false => !self.phrase(i, k, Want::Card, None).is_empty(),
                        };
                        fit.then_some((k, !alone || narrowed < fits))
                    });
                    // First where the place narrows the words to fewer cards (so the cut
                    // longest first takes it), else beside the card's own name.
                    match described {
                        Some((k, true)) => ends.insert(0, k),
                        Some((k, false)) => ends.insert(1, k),
                        None => {}
                    }
                }
            }
            let role = (i > 0)
                .then(|| self.toks[i - 1].text.clone())
                .filter(|w| ROLES.contains(&w.as_str()))
                .or_else(|| place.then(|| "at".to_string()))
                .or_else(|| self.keyword_before(i));
            for to in ends.into_iter().take(MAX_SPANS_PER_START) {
                out.push(Name {
                    from: i,
                    to,
                    role: role.clone(),
                    described: to > stop,
                });
            }
        }
        self.origin_before_arrow(&mut out);
        out
    }

    /// A name said bare right before an arrow, after the card the act is of (`verrack going
    /// the plains -> the bay`, `cost for x going a -> b`): where the card goes from.
    fn origin_before_arrow(&self, spans: &mut [Name]) {
        let bare: Vec<(usize, usize)> = spans
            .iter()
            .filter(|s| matches!(s.role.as_deref(), None | Some("for")))
            .map(|s| (s.from, s.to))
            .collect();
        for s in spans.iter_mut() {
            if s.role.is_none()
                && self.toks.get(s.to).is_some_and(words::arrow)
                && bare.iter().any(|&(f, t)| t <= s.from && f < s.from)
            {
                s.role = Some("from".to_string());
            }
        }
    }

    /// The segmentations of the question: choices of spans that do not overlap, each maximal
    /// (no span left out but one a chosen span overlaps). The first is the cut longest first
    /// from the left; the others follow by words covered (most first), then by fewer spans; at
    /// most [`MAX_SEGMENTATIONS`] (of at most [`MAX_SEGMENT_LEAVES`] found).
    fn segmentations(&self, spans: &[Name]) -> Vec<Vec<usize>> {
        let n = self.toks.len();
        let mut found: Vec<Vec<usize>> = Vec::new();
        let mut pick: Vec<usize> = Vec::new();
        let mut steps = 0usize;
        segment(spans, n, 0, &mut pick, &mut found, &mut steps);
        let covered =
            |s: &Vec<usize>| -> usize { s.iter().map(|&x| spans[x].to - spans[x].from).sum() };
        let mut rest: Vec<Vec<usize>> = found.split_off(found.len().min(1));
        rest.sort_by_key(|s| (std::cmp::Reverse(covered(s)), s.len()));
        found.extend(rest);
        found.truncate(MAX_SEGMENTATIONS);
        // One name is never cut in two (`young` and `obi-wan` of `young obi-wan`, `red` and `5`
        // of `red 5`): two chosen spans inside one span not chosen that is a name's own words
        // (not a card described by where it stands) make no segmentation.
        let split = |s: &Vec<usize>| {
            s.iter().enumerate().any(|(a, &x)| {
                s[a + 1..].iter().any(|&y| {
                    spans.iter().enumerate().any(|(z, sp)| {
                        !sp.described
                            && !s.contains(&z)
                            && sp.from <= spans[x].from.min(spans[y].from)
                            && spans[x].to.max(spans[y].to) <= sp.to
                    })
                })
            })
        };
        // A name that ends in a possessive (`zuckuss'`, `luke's`) names the owner's thing said
        // after it: a span beside it is that name cut.
        let owned = |s: &Vec<usize>| {
            s.iter().any(|&x| {
                words::possessive(&self.toks[spans[x].to - 1].text)
                    && s.iter().any(|&y| spans[y].from == spans[x].to)
            })
        };
        found.retain(|s| !split(s) && !owned(s));
        found.truncate(MAX_SEGMENTATIONS);
        found
    }

    /// The names of the first segmentation: the cut longest first from the left.
    fn names(&mut self) -> Vec<Name> {
        let spans = self.spans();
        let segs = self.segmentations(&spans);
        segs.first()
            .map(|s| s.iter().map(|&x| spans[x].clone()).collect())
            .unwrap_or_default()
    }

    /// An ordinal at `i` said before the word of a number's slot (`second` of `the second
    /// jedi test`, `3rd` of `his 3rd test`; at most one word between, of an act): `Some` with
    /// that slot's role (none for a verb's own word, as `test` of `jedi-test`), else `None`.
    fn ordinal_of_slot(&self, i: usize) -> Option<Option<String>> {
        let yj = self.board.game == crate::board::Game::YoungJedi;
        names::ordinal(&self.toks[i].text)?;
        let k = (i + 1..(i + 3).min(self.toks.len()))
            .find(|&k| number_words().contains(&self.toks[k].text))?;
        if (i + 1..k).any(|x| !is_trigger(&self.toks[x], yj)) {
            return None;
        }
        let w = &self.toks[k].text;
        Some(keywords().contains(w).then(|| w.clone()))
    }

    /// The word of a syntax line said before the name at `i` (`destiny 3`, `destiny of 3`, `a
    /// destiny of 3`, `destiny if i flip a 3`), which is that slot's role.
    fn keyword_before(&self, i: usize) -> Option<String> {
        let mut k = i;
        while k > 0 && i - k < MAX_KEYWORD_GAP && DRAWN.contains(&self.toks[k - 1].text.as_str()) {
            k -= 1;
        }
        (k > 0)
            .then(|| self.toks[k - 1].text.clone())
            .filter(|w| keywords().contains(w))
    }

    /// Do the tokens `from..to` name a card or location on the board, a side or a number (a
    /// card of a hand or the catalog too, unless `in_play_only`)?
    fn names_something(&mut self, from: usize, to: usize, in_play_only: bool) -> bool {
        // Pointing words alone (`the`) name nothing.
        if self.toks[from..to]
            .iter()
            .all(|t| names::DETERMINERS.contains(&t.text.as_str()))
        {
            return false;
        }
        if to == from + 1 {
            let w = self.toks[from].text.as_str();
            if matches!(w, "light" | "dark")
                || w.trim_start_matches('#').parse::<i64>().is_ok()
                || crate::catalog::numerals(w).is_some()
            {
                return true;
            }
        }
        let yj = self.board.game == crate::board::Game::YoungJedi;
        // A verb's own one-word name (`markers`, `layout`, `landspeed`), alone or after a
        // pointing word (`the markers`), names the act asked, never the cards whose titles
        // hold it (`… (4th Marker)`).
        let own_name = |t: &Tok| {
            VERBS
                .iter()
                .any(|v| v.of_game(yj) && !v.name.contains([' ', '-']) && v.name == t.text)
        };
        if self.toks[from..to]
            .iter()
            .all(|t| names::DETERMINERS.contains(&t.text.as_str()) || own_name(t))
        {
            return false;
        }
        // A word that names an act (`dueling`, `hand`) is in a name only where it is a word of
        // the title named (`Echo Docking Bay`, `Proton Bombs`).
        // (Not a word that describes a card by what it holds or rides, after words of the
        // name: `the guy riding the tauntaun`.)
        let describes = |k: usize| {
            k > from && {
                let w = self.toks[k].text.as_str();
                names::RIDING_WORDS.contains(&w) || names::HOLDING_WORDS.contains(&w)
            }
        };
        let acts: Vec<String> = (from..to)
            .filter(|&k| !describes(k))
            .map(|k| &self.toks[k])
            .filter(|t| is_trigger(t, yj))
            .map(|t| t.text.clone())
            .collect();
        let board = self.board;
        let in_title = |key: &str, a: &str| {
            crate::catalog::title_words(key).any(|w| words::inflects(w, a) || w == a)
        };
        // (A card in play is named too by its board id's words, `the bay trooper` for
        // `bay_trooper`, and by the place it stands, `the docking bay trooper`.)
        let card_words = |c: crate::board::CardIx, a: &str| {
            board.cards[c]
                .id
                .as_deref()
                .is_some_and(|id| id.split(['_', '-']).any(|w| w.eq_ignore_ascii_case(a)))
                || board
                    .location_of(c)
                    .is_some_and(|l| in_title(board.loc_def(l).key(), a))
        };
        let titled = |th: &Thing| {
            let key = match th {
                Thing::Card(c) => board.card_def(*c).key(),
                Thing::Loc(l) => board.loc_def(*l).key(),
                Thing::Def(d) => board.def(*d).key(),
                Thing::Typed(_) | Thing::Side(_) => return true,
            };
            acts.iter()
                .all(|a| in_title(key, a) || matches!(th, Thing::Card(c) if card_words(*c, a)))
        };
        let in_play = self.phrase(from, to, Want::Dest, None);
        if !in_play.is_empty() {
            return in_play.iter().any(titled);
        }
        if in_play_only {
            return false;
        }
        // A card not in play: one of a hand, or a title of the catalog said whole.
        let said: Vec<&str> = self.toks[from..to]
            .iter()
            .map(|t| t.text.as_str())
            .filter(|w| !names::DETERMINERS.contains(w))
            .collect();
        let said = said.join(" ");
        let in_hand = |d: crate::catalog::DefId| {
            [crate::rulebook::Side::Light, crate::rulebook::Side::Dark]
                .iter()
                .any(|s| board.player(*s).hand.iter().any(|z| z.def == d))
        };
        let deploy = self.phrase(from, to, Want::Deploy, None);
        // A site's own name fits one location card of the catalog only (`the bridge` is several).
        let sites = deploy
            .iter()
            .filter(|t| matches!(t, Thing::Def(d) if site_said(board, *d, &said)))
            .count();
        deploy.iter().any(|t| match t {
            Thing::Def(d) => {
                titled(t)
                    && (in_hand(*d)
                        || (sites == 1 && site_said(board, *d, &said))
                        || crate::catalog::normalize(board.def(*d).plain_title()) == said)
            }
            _ => false,
        })
    }

    /// The readings by meaning, best first (those of the best score only; at most
    /// [`MAX_READINGS`] kept beyond the count).
    pub(super) fn by_meaning(&mut self) -> Vec<Meant> {
        let spans = self.spans();
        if spans.is_empty() {
            return Vec::new();
        }
        // The declared triggers of several words said whole (`set off`, `step in`), each with
        // its verb: one left unused names another act.
        let yj = self.board.game == crate::board::Game::YoungJedi;
        self.phrases = VERBS
            .iter()
            .enumerate()
            .filter(|(_, v)| v.of_game(yj))
            .filter_map(|(i, v)| {
                let at = self.phrasal(v.triggers, &|_| true);
                (!at.is_empty()).then_some((i, at))
            })
            .collect();
        let mut found = Found::default();
        for seg in self.segmentations(&spans) {
            let names: Vec<Name> = seg.iter().map(|&x| spans[x].clone()).collect();
            self.acts(&names, &mut found);
        }
        let Found {
            best,
            partial,
            weak,
            named,
        } = found;
        // No act named by its own word or a synonym: the one act a noun of it names whose
        // slots the names fill, all of them (`draw me the hoth row`); several, none.
        // (Not where it leaves out a word not understood at all: that word may name the act
        // asked, `ig 2000 counts as independant`.)
        if !named
            && weak.len() == 1
            && self.toks.iter().zip(&weak[0].used).all(|(t, used)| {
                let w = t.text.as_str();
                *used
                    || beside_name(w)
                    || [DRAWN, PARTICLES, ROLES, PLAIN]
                        .iter()
                        .any(|l| l.contains(&w))
                    || super::understood(self.board, t)
            })
        {
            return weak;
        }
        // Several acts named, each reading leaving the other out: the readings are listed
        // (each marked partial, so that one alone is never the answer).
        if best.is_empty() && partial.len() > 1 {
            return partial;
        }
        best
    }

    /// Every verb scored over one segmentation's names, its readings ranked with those of the
    /// segmentations read before.
    fn acts(&mut self, names: &[Name], found: &mut Found) {
        let yj = self.board.game == crate::board::Game::YoungJedi;
        let Found {
            best,
            partial,
            weak,
            named,
        } = found;
        for f in syntax_frames() {
            if !f.verb.of_game(yj) {
                continue;
            }
            // Asked whether it may be done (`can maul duel obi-wan`): the act's `can` form
            // (`can duel`), not the question of its outcome (`duel`).
            if self.modal
                && VERBS
                    .iter()
                    .any(|v| v.of_game(yj) && v.name.strip_prefix("can ") == Some(f.verb.name))
            {
                continue;
            }
            let vi = VERBS
                .iter()
                .position(|v| std::ptr::eq(v, f.verb))
                .unwrap_or(0);
            // The verb's own words weigh as its name only all said (`duel` alone is no
            // `duel-hand`).
            let own: Vec<&str> = f
                .verb
                .name
                .split([' ', '-'])
                .filter(|w| *w != "can")
                .collect();
            let all_own = own
                .iter()
                .all(|o| self.toks.iter().any(|t| words::inflects(o, &t.text)));
            let free = |k: usize| !names.iter().any(|nm| nm.from <= k && k < nm.to);
            // A declared trigger of several words (`set down`, `lift-off`): said whole, in
            // order (the object may stand between: `set the tie down`), it names the act.
            let phrasal = self.phrasal(f.verb.triggers, &free);
            let trig: Vec<usize> = (0..self.toks.len())
                .filter(|&k| free(k))
                .filter(|&k| {
                    phrasal.contains(&k)
                        || triggers()[vi]
                            .iter()
                            .any(|w| words::inflects(w, &self.toks[k].text))
                })
                .collect();
            if trig.is_empty() || (f.verb.name.starts_with("can ") && self.done_asked(&trig)) {
                continue;
            }
            // The verb's own word (`move` for `can move`) says more than a word of its frames
            // another verb's frames say too (`move` in a transit's frame).
            let weight: i32 = trig
                .iter()
                .map(|&k| {
                    let w = &self.toks[k].text;
                    // The words of a declared phrase weigh as one: its first word.
                    if phrasal.contains(&k) {
                        return if phrasal.first() == Some(&k) { 3 } else { 0 };
                    }
                    let declared = f.verb.triggers.iter().any(|d| words::inflects(d, w));
                    // The verb's name said as it is spelt (`moves`) weighs more than another
                    // verb's inflected (`move` of `can move`).
                    let exact = all_own && own.contains(&w.as_str());
                    // A word of its frames that another verb's declared phrase said whole
                    // claims (`call out` of a duel) names this act no more.
                    let claimed = self
                        .phrases
                        .iter()
                        .any(|(other, at)| *other != vi && at.contains(&k));
                    match declared || (all_own && own.iter().any(|o| words::inflects(o, w))) {
                        true => 3 + i32::from(exact),
                        false if claimed => 0,
                        false => 1,
                    }
                })
                .sum();
            // A word of its frames alone is too little to name the act: such a verb is read
            // only where no other act is and its slots take every name (`weak`).
            if weight < MIN_WEIGHT {
                for m in self.fill_frame(f, names, &trig, weight) {
                    if m.whole
                        && !m.partial
                        && !weak.iter().any(|w: &Meant| w.question == m.question)
                    {
                        weak.push(m);
                    }
                }
                continue;
            }
            *named = true;
            for m in self.fill_frame(f, names, &trig, weight) {
                if m.partial {
                    if !partial.iter().any(|p: &Meant| p.question == m.question) {
                        partial.push(m);
                    }
                    continue;
                }
                match best.first().map(|b| b.score) {
                    Some(s) if s > m.score => {}
                    Some(s) if s < m.score => *best = vec![m],
                    _ => {
                        if !best.iter().any(|b| b.question == m.question) {
                            best.push(m);
                        }
                    }
                }
            }
        }
    }

    /// The readings of one syntax frame with the names found: each slot takes a name by role.
    fn fill_frame(&mut self, f: &Frame, names: &[Name], trig: &[usize], weight: i32) -> Vec<Meant> {
        let Some(slots) = frame_slots(f) else {
            return Vec::new();
        };
        if slots.is_empty() || slots.len() > names.len() || names.len() > slots.len() + MAX_EXTRA {
            return Vec::new();
        }
        // The frame's own words that are no role of a slot (`as starting`) are said.
        let said = |w: &str| self.toks.iter().any(|t| words::inflects(w, &t.text));
        // (The verb's own words, before its first slot, are its triggers.)
        let first_slot = f
            .pattern
            .iter()
            .position(|e| matches!(e, El::Slot(..)))
            .unwrap_or(0);
        let unsaid = f.pattern.iter().enumerate().any(|(i, e)| match e {
            El::Word(w) if i > first_slot => {
                let before_slot = matches!(f.pattern.get(i + 1), Some(El::Slot(..)));
                let first = w.first().map_or("", String::as_str);
                !before_slot && !said(first)
            }
            _ => false,
        });
        if unsaid {
            return Vec::new();
        }
        let cands = self.slot_candidates(f, &slots, names, trig);
        let mut out = Vec::new();
        let mut tries = 0;
        let mut pick: Vec<usize> = Vec::with_capacity(slots.len());
        let ctx = (names, trig, weight);
        self.assign(f, &slots, &cands, ctx, &mut pick, &mut tries, &mut out);
        out
    }

    /// Each slot's candidates for [`Self::fill_frame`]: the names (their indices) it may take
    /// by role word and by the kind of card its act takes.
    fn slot_candidates(
        &mut self,
        f: &Frame,
        slots: &[(String, Want, Option<String>)],
        names: &[Name],
        trig: &[usize],
    ) -> Vec<Vec<usize>> {
        // Each slot's candidates: the names said with a role it takes, in order; a slot of the
        // act's object (`against`, `on`, `at`) may take the name said right after the act's
        // word (`duel maul`, `attacks luke`).
        // (Not after `between`: `a duel between maul and anakin` says its two in order.)
        let (between, paired) = self.between(names);
        let object = |k: usize| {
            names[k].role.is_none()
                && names[k].from > 0
                && (trig.contains(&(names[k].from - 1)) || paired[k])
                && !between[k]
        };
        // An owner said before the act's noun (`in maul's dueling hand`, `for mauls dueling
        // hand`): the role word is the noun's, the owner a slot said without one.
        let owned: Vec<bool> = names
            .iter()
            .map(|n| {
                trig.contains(&n.to)
                    || (self.toks.get(n.to).is_some_and(|t| t.text == "'s")
                        && trig.contains(&(n.to + 1)))
            })
            .collect();
        let owner = |k: usize| owned[k];
        // `with` a card that is a means (`with elis helrot`) fills a `by` slot; `with` one who
        // stands in play (`with the wampa`) does not: that is company, not the move's means.
        let board = self.board;
        let means: Vec<bool> = (0..names.len())
            .map(|k| {
                names[k].role.as_deref() == Some("with")
                    && slots.iter().any(|s| s.2.as_deref() == Some("by"))
                    && !self
                        .phrase(names[k].from, names[k].to, Want::Card, None)
                        .iter()
                        .any(|t| match t {
                            Thing::Card(c) => matches!(
                                board.card_def(*c).card_type,
                                CardType::Character
                                    | CardType::Creature
                                    | CardType::Vehicle
                                    | CardType::Starship
                            ),
                            _ => false,
                        })
            })
            .collect();
        let weapon =
            |i: usize| slot_kind(f.verb.name, i).is_some_and(|k| k.contains(&CardType::Weapon));
        let act_noun_before = |k: usize| {
            let at = names[k].from;
            at >= 2 && (trig.contains(&(at - 2)) || cost_word(&self.toks, at - 2))
        };
        let cands: Vec<Vec<usize>> = slots
            .iter()
            .enumerate()
            .map(|(i, (_, want, role))| {
                // A side is a side whatever word leads it (`presence … for light`).
                let side = |k: usize| {
                    *want == Want::Side
                        && names[k].to == names[k].from + 1
                        && matches!(self.toks[names[k].from].text.as_str(), "light" | "dark")
                };
                let by_role: Vec<usize> = (0..names.len())
                    .filter(|&k| match (role, &names[k].role) {
                        _ if side(k) => true,
                        (None, None) => true,
                        // A weapon is said as the means (`with his snare rifle`).
                        (None, Some(r)) if weapon(i) && role_fits("with", r) => true,
                        // A slot written right after another (`matching <weapon>
                        // <character>`) takes the name said for it (`a matching weapon for
                        // lando`): whom the first is for.
                        (None, Some(r)) if i > 0 && r == "for" => true,
                        // The act said as a noun, `for` its card (`docking bay transit for
                        // verrack`, `move cost for blizzard 2`): the card the act is of.
                        (None, Some(r)) if i == 0 && r == "for" => act_noun_before(k),
                        // A row or planet the syntax writes bare (`markers [<row>]`) is said
                        // where things are (`the markers on hoth`).
                        (None, Some(r)) if *want == Want::Loc && role_fits("in", r) => true,
                        // A list's slot after its keyword (`survivors <card>, …`) takes the
                        // names said bare (`only the radiant makes it`).
                        (Some(_), None) if *want == Want::Cards => true,
                        (None, Some(_)) => owner(k),
                        (Some(r), Some(s)) => role_fits(r, s) || (r == "by" && means[k]),
                        _ => false,
                    })
                    .collect();
                match role.as_deref() {
                    Some("against" | "on" | "at") => {
                        let objects: Vec<usize> = (0..names.len())
                            .filter(|&k| object(k) && !by_role.contains(&k))
                            .collect();
                        by_role.into_iter().chain(objects).collect()
                    }
                    _ => by_role,
                }
            })
            .collect();
        // A card said after `out of` / `off of` is what the act leaves (`get out of red 10`):
        // never the card that acts, the first slot written bare.
        let left: Vec<bool> = names
            .iter()
            .map(|n| {
                n.from > 1
                    && n.role.is_none()
                    && self.toks[n.from - 1].text == "of"
                    && matches!(self.toks[n.from - 2].text.as_str(), "out" | "off")
            })
            .collect();
        let cands: Vec<Vec<usize>> = cands
            .into_iter()
            .enumerate()
            .map(|(i, c)| {
                let acts = i == 0
                    && slots[i].2.is_none()
                    && !matches!(slots[i].1, Want::Loc | Want::Dest | Want::Here);
                c.into_iter().filter(|&k| !(acts && left[k])).collect()
            })
            .collect();
        // A slot whose act takes one kind of card takes only a name of that kind.
        cands
            .into_iter()
            .enumerate()
            .map(|(i, c)| {
                match slot_kind(f.verb.name, i).or_else(|| {
                    // What a card goes aboard is a craft (a location is no `aboard`).
                    (slots[i].2.as_deref() == Some("aboard")).then_some(BOARDED)
                }) {
                    Some(kinds) => c
                        .into_iter()
                        .filter(|&k| {
                            self.of_kind_or_aboard(&names[k], kinds, Some((f.verb.name, i)))
                        })
                        .collect(),
                    None => c,
                }
            })
            .collect()
    }

    /// For each name: is it said right after `between`, and is it the second of `between <a>
    /// and <b>` (the other side of the act: `against`, `on`)? (`a duel between maul and
    /// anakin` says its two in order: the first is no object of the act's word.)
    fn between(&self, names: &[Name]) -> (Vec<bool>, Vec<bool>) {
        let between: Vec<bool> = names
            .iter()
            .map(|n| n.from > 0 && self.toks[n.from - 1].text == "between")
            .collect();
        let paired: Vec<bool> = names
            .iter()
            .map(|n| {
                n.from > 1
                    && self.toks[n.from - 1].text == "and"
                    && names
                        .iter()
                        .zip(&between)
                        .any(|(m, &b)| b && m.to + 1 == n.from)
            })
            .collect();
        (between, paired)
    }

    /// Every assignment of names to slots (each name once, the slots without a role in the
    /// order said), each filled and scored.
    #[allow(clippy::too_many_arguments)]
    fn assign(
        &mut self,
        f: &Frame,
        slots: &[(String, Want, Option<String>)],
        cands: &[Vec<usize>],
        ctx: (&[Name], &[usize], i32),
        pick: &mut Vec<usize>,
        tries: &mut usize,
        out: &mut Vec<Meant>,
    ) {
        if *tries >= MAX_TRIES {
            self.capped = true;
            return;
        }
        let k = pick.len();
        if k == slots.len() {
            self.read_pick(f, slots, ctx, pick, tries, out);
            return;
        }
        for &ni in &cands[k] {
            if pick.contains(&ni) {
                continue;
            }
            // Slots without a role take their names in the order said.
            let after_last_plain = pick
                .iter()
                .zip(slots)
                .filter(|(_, s)| s.2.is_none())
                .all(|(&p, _)| p < ni);
            if slots[k].2.is_none() && !after_last_plain {
                continue;
            }
            pick.push(ni);
            self.assign(f, slots, cands, ctx, pick, tries, out);
            pick.pop();
        }
    }

    /// [`Self::assign`] with every slot picked: the reading filled and scored, unless a name
    /// left out is none that may be, or a word beside a name is left unread.
    fn read_pick(
        &mut self,
        f: &Frame,
        slots: &[(String, Want, Option<String>)],
        ctx: (&[Name], &[usize], i32),
        pick: &[usize],
        tries: &mut usize,
        out: &mut Vec<Meant>,
    ) {
        let (names, trig, weight) = ctx;
        // A name left out is an agent or a pilot said (a character in play beside a
        // craft's act) or the place a card leaves (`off the snow trench`); any other would
        // be a word of the question dropped.
        let extras: Vec<usize> = (0..names.len()).filter(|n| !pick.contains(n)).collect();
        let first = pick.iter().map(|&p| names[p].from).min().unwrap_or(0);
        let leads = |x: usize| names[x].from < first;
        if !extras.iter().all(|&x| {
            self.may_leave_out(&names[x], f.verb.name, leads(x))
                || self.stands_there(&names[x], names, pick)
        }) {
            return;
        }
        let left_out = extras.len();
        // The place a card goes from, said with `from` (or before an arrow): where the
        // board has it, said, not dropped (the reading stays whole).
        let left_from = extras
            .iter()
            .filter(|&&x| names[x].role.as_deref() == Some("from"))
            .count();
        *tries += 1;
        let binding: Vec<(String, Want, usize, usize)> = slots
            .iter()
            .zip(pick.iter())
            .map(|((name, want, _), &ni)| (name.clone(), *want, names[ni].from, names[ni].to))
            .collect();
        for question in self.fill(f.verb.name, f.reads, &binding) {
            let mut used = vec![false; self.toks.len()];
            for &ni in pick.iter() {
                let nm = &names[ni];
                (nm.from..nm.to).for_each(|x| used[x] = true);
                if nm.from > 0 && nm.role.is_some() {
                    used[nm.from - 1] = true;
                }
            }
            trig.iter().for_each(|&x| used[x] = true);
            // The side said first acts: it is the side that asks (`as dark`).
            if let Some(k) = self.side_first()
                && extras.iter().any(|&x| names[x].from == k)
            {
                used[k] = true;
            }
            let stray = self.stray_beside(names, pick, &extras, &used);
            if stray || self.place_unread(&used) {
                continue;
            }
            // Asked what the act costs: the cost of the act read (`cost can move …`).
            let mut question = question;
            if let Some(at) = cost_said(&self.toks) {
                if !f.verb.after_cost {
                    continue;
                }
                question = format!("cost {question}");
                at.iter().for_each(|&x| used[x] = true);
            }
            // A word that names another act, left out: the question asks more than this
            // reading (`… and fire at the wampa`).
            // It is no answer; kept aside, to be listed when several acts are named
            // (`head or land`).
            let partial = self.another_act_unused(f, &used);
            // A card to deploy named by words that name a card in play: the card in play
            // is meant (confirmed against the board).
            let deployed_in_play = slots
                .iter()
                .zip(pick.iter())
                .filter(|((_, want, _), _)| *want == Want::Deploy)
                .filter(|(_, ni)| {
                    let nm = &names[**ni];
                    !self.phrase(nm.from, nm.to, Want::Card, None).is_empty()
                })
                .count() as i32;
            let score =
                weight + 3 * slots.len() as i32 - 2 * deployed_in_play - 4 * left_out as i32;
            out.push(Meant {
                question,
                score,
                used,
                partial,
                whole: left_out == left_from,
            });
            if out.len() >= MAX_READINGS {
                return;
            }
        }
    }

    /// A word left out beside a name may be a part of it the board does not know (`slave j`,
    /// `admirl pitt`): then the name is not read (only everyday filler or a word of some act
    /// may stand there unused: `right away`, `put … down`). (Not before a name said with its
    /// determiner: `kills the falcon`.)
    fn stray_beside(
        &self,
        names: &[Name],
        pick: &[usize],
        extras: &[usize],
        used: &[bool],
    ) -> bool {
        let yj = self.board.game == crate::board::Game::YoungJedi;
        let beside = |x: usize| {
            pick.iter().any(|&ni| {
                let nm = &names[ni];
                nm.to == x
                    || (nm.from == x + 1
                        && !names::DETERMINERS.contains(&self.toks[nm.from].text.as_str()))
            })
        };
        (0..self.toks.len()).any(|x| {
            let w = self.toks[x].text.as_str();
            // A name left out is a name the board knows, no stray word.
            let left_out = extras
                .iter()
                .any(|&e| names[e].from <= x && x < names[e].to);
            !used[x]
                && beside(x)
                && !left_out
                && !beside_name(w)
                && !PARTICLES.contains(&w)
                && !PLAIN.contains(&w)
                && !ROLES.contains(&w)
                && !names::DETERMINERS.contains(&w)
                && !is_trigger(&self.toks[x], yj)
                && !cost_word(&self.toks, x)
        })
    }

    /// `is red 5 landed`, `has the trooper moved`: a state asked of an act done, not whether
    /// it may be done. The question opens with `is`, `has`, `was`… (no `can` said) and every
    /// word that names the act is said in its past form.
    fn done_asked(&self, trig: &[usize]) -> bool {
        !self.modal
            && self.toks.first().is_some_and(|t| {
                matches!(
                    t.text.as_str(),
                    "is" | "are" | "was" | "were" | "has" | "have" | "had"
                )
            })
            && trig.iter().all(|&k| self.toks[k].text.ends_with("ed"))
    }

    /// A place word the reading did not use, followed by a word it did not use either that is
    /// no everyday word (`head to low`, `head to the zzz`): a place said and not read. The
    /// reading would drop it and answer of anywhere; it is not read (the words are refused, or
    /// a reading that reads the place stands).
    fn place_unread(&self, used: &[bool]) -> bool {
        let yj = self.board.game == crate::board::Game::YoungJedi;
        (0..self.toks.len()).any(|i| {
            if used[i] || !PLACE_ROLES.contains(&self.toks[i].text.as_str()) {
                return false;
            }
            let mut j = i + 1;
            while j < self.toks.len() && names::DETERMINERS.contains(&self.toks[j].text.as_str()) {
                j += 1;
            }
            let Some(t) = self.toks.get(j) else {
                return false;
            };
            let w = t.text.as_str();
            !used[j]
                && !t.raw.is_empty()
                && !beside_name(w)
                && !PARTICLES.contains(&w)
                && !PLAIN.contains(&w)
                && !ROLES.contains(&w)
                && !is_trigger(t, yj)
                && !cost_word(&self.toks, j)
        })
    }

    /// Does a word the reading did not use (`used`) name another act than the frame's: one of
    /// its own words or synonyms, or a declared phrase of several words said whole (`set off`)?
    /// (Not an act the frame's verb's own description names as its condition: the move of
    /// `tripped-by`, `… walks to the trench, does he set off anything`.)
    fn another_act_unused(&self, f: &Frame, used: &[bool]) -> bool {
        let yj = self.board.game == crate::board::Game::YoungJedi;
        let vi = VERBS.iter().position(|v| std::ptr::eq(v, f.verb));
        let skip: &[usize] = vi.map_or(&[], |vi| &implied()[vi]);
        (0..self.toks.len()).any(|x| !used[x] && names_an_act(&self.toks[x], yj, skip))
            || self.phrases.iter().any(|(other, at)| {
                Some(*other) != vi && !skip.contains(other) && at.iter().all(|&x| !used[x])
            })
    }

    /// Does the name fit a card in play of one of these kinds (`aboard`: the verb and slot
    /// whose card may be a character said for the craft he is aboard,
    /// `types::craft_aboard`)?
    fn of_kind_or_aboard(
        &mut self,
        name: &Name,
        kinds: &[CardType],
        aboard: Option<(&str, usize)>,
    ) -> bool {
        let board = self.board;
        self.phrase(name.from, name.to, Want::Dest, None)
            .iter()
            .any(|t| match t {
                Thing::Card(c) => {
                    kinds.contains(&board.card_def(*c).card_type)
                        || aboard.is_some_and(|(v, i)| {
                            super::types::craft_aboard(board, *c, v, i).is_some()
                        })
                }
                // A location, where the act takes one.
                Thing::Loc(_) => kinds.contains(&CardType::Location),
                // A place by its row's name (a Young Jedi planet), no card of a pile.
                Thing::Typed(s) if kinds == [CardType::Location] => {
                    board.row_named(s.trim_matches('"')).is_some()
                }
                // A location, a side, a number: no card, no kind to check.
                Thing::Typed(_) => true,
                _ => false,
            })
    }

    /// Does the name fit a card in play of one of these kinds?
    fn of_kind(&mut self, name: &Name, kinds: &[CardType]) -> bool {
        self.of_kind_or_aboard(name, kinds, None)
    }

    /// May the name be left out of a reading: a character in play said as the one who acts
    /// or flies (`leia wants to take red 2 off …`, `with luke flying it`), or a location said
    /// as the place left (`off the snow trench`, `from the docking bay`), or a craft left
    /// (`out of his walker`, `off his tauntaun`)?
    /// Only where the act's own card is a craft (`slot_kind`) is a character said the pilot.
    /// A location said first, before every name the reading uses (`over on tatooine can
    /// sidious duel …`), sets the scene: it may be left out too.
    fn may_leave_out(&mut self, name: &Name, verb: &str, leads: bool) -> bool {
        // A location, or a Young Jedi planet by its row (`"Tatooine"`).
        let place = |r: &mut Self| {
            r.phrase(name.from, name.to, Want::Dest, None)
                .iter()
                .any(|t| match t {
                    Thing::Loc(_) => true,
                    Thing::Typed(t) => !t.starts_with('@'),
                    _ => false,
                })
        };
        // The side said first as who acts (`light side wants to …`): the side asking.
        let side_first = name.to == name.from + 1 && self.side_first() == Some(name.from);
        // `out of`, `off of`: the place or the craft left.
        let left = name.from > 1
            && self.toks[name.from - 1].text == "of"
            && matches!(self.toks[name.from - 2].text.as_str(), "out" | "off");
        // What an act leaves: a take-off leaves a place, never a craft (a starfighter
        // launched out of the capital ship it is aboard disembarks); a disembarking card
        // leaves a craft, never a place.
        // A card moved from a craft leaves it by another act (a transfer between starships,
        // a disembarking): the craft bears on the act, never left out of a move.
        let left_thing = |r: &mut Self| {
            (verb != "can disembark" && place(r))
                || (!matches!(verb, "can take-off" | "can move") && r.of_kind(name, BOARDED))
        };
        // `if the trooper is lost, does the snake go with him`: the card asked about, said
        // after the one lost and before its going; the answer lists it or not.
        let goes_too = verb == "lost-with"
            && !leads
            && self.toks.get(name.to).is_some_and(|t| {
                matches!(
                    t.text.as_str(),
                    "go" | "goes" | "die" | "dies" | "get" | "gets"
                )
            });
        match name.role.as_deref() {
            None if side_first => true,
            None if goes_too => !self.phrase(name.from, name.to, Want::Card, None).is_empty(),
            None if left => left_thing(self),
            Some("at" | "on" | "in") if leads => place(self),
            None | Some("with") => {
                // `with zev flying it`: a character said as the pilot, whatever the act.
                let flying = self.toks.get(name.to).is_some_and(|t| {
                    matches!(
                        t.text.as_str(),
                        "flying" | "piloting" | "driving" | "riding" | "aboard" | "manning"
                    )
                });
                // The one who fires or wields a weapon, said first (`can zuckuss snipe the
                // talz with his snare rifle`): the act's first slot is the weapon.
                let wielder = leads
                    && name.role.is_none()
                    && slot_kind(verb, 0).is_some_and(|k| k.contains(&CardType::Weapon));
                (flying
                    || wielder
                    || slot_kind(verb, 0).is_some_and(|k| {
                        k.contains(&CardType::Starship) && !k.contains(&CardType::Character)
                    }))
                    && self.of_kind(name, &[CardType::Character])
            }
            // The place or the craft left (`out of his walker`, `off his tauntaun`).
            Some("from" | "off") => left_thing(self),
            _ => false,
        }
    }

    /// Is the name a place said with `at`, `in` or `on` where a card the reading names
    /// (`picked` of `names`) stands on the board (`valdez all by himself at the generators`:
    /// where he is, said, not asked)? Such a place may be left out of an act with no place.
    fn stands_there(&mut self, place: &Name, names: &[Name], picked: &[usize]) -> bool {
        if !matches!(place.role.as_deref(), Some("at" | "in" | "on")) {
            return false;
        }
        let places: Vec<crate::board::LocId> = self
            .phrase(place.from, place.to, Want::Loc, None)
            .iter()
            .filter_map(|t| match t {
                Thing::Loc(l) => Some(*l),
                _ => None,
            })
            .collect();
        let [at] = places.as_slice() else {
            return false;
        };
        let board = self.board;
        picked.iter().any(|&p| {
            let cards = self.phrase(names[p].from, names[p].to, Want::Card, None);
            matches!(cards.as_slice(), [Thing::Card(c)] if board.location_of(*c) == Some(*at))
        })
    }

    /// The cards in play the question names, each span naming one card alone, and the
    /// locations named alone (a sentence of context's, for the pronouns of the sentence that
    /// asks: `there` is a place).
    /// With each, the words that name it.
    pub(super) fn cards_named(&mut self) -> Vec<(Thing, String)> {
        let mut out: Vec<(Thing, String)> = Vec::new();
        let len = self.toks.len();
        for mut n in self.names() {
            // Words that fit several cards, described by the words after them (`the skyhopper
            // that already reacted once this turn`, `the sandcrawler the stormtrooper drives`):
            // the longest that names one card.
            if self.phrase(n.from, n.to, Want::Card, None).len() > 1 {
                let end = (n.from + names::MAX_NAME_WORDS).min(len);
                if let Some(k) = (n.to + 1..=end)
                    .rev()
                    .find(|&k| self.phrase(n.from, k, Want::Card, None).len() == 1)
                {
                    n.to = k;
                }
            }
            let card = self.phrase(n.from, n.to, Want::Card, None);
            // Words that still fit several cards in play (`obi wan`: Obi-Wan, and a saber
            // `Wielded by Obi-Wan Kenobi`): each is a card they may stand for (a pronoun after
            // them is then unsure, never the one other card said).
            if card.len() > 1 {
                let said: Vec<&str> = self.toks[n.from..n.to]
                    .iter()
                    .map(|t| t.raw.as_str())
                    .collect();
                for one in card.iter().filter(|t| matches!(t, Thing::Card(_))) {
                    if !out.iter().any(|(t, _)| t == one) {
                        out.push((one.clone(), said.join(" ")));
                    }
                }
                continue;
            }
            // A location said alone (`… down at mos eisley`): what `there` may stand for.
            let one = match card.as_slice() {
                [one @ Thing::Card(_)] => Some(one.clone()),
                [] => match self.phrase(n.from, n.to, Want::Loc, None).as_slice() {
                    [one @ Thing::Loc(_)] => Some(one.clone()),
                    // A card in a pile or hand, named by its title (`the droid starfighter
                    // is in hyperspace. can it join the battle`): what `it` may stand for.
                    _ => {
                        let known = self.phrase(n.from, n.to, Want::Known, None);
                        // Its title said whole, or a card of a hand (not `2` for `Red 2`).
                        let said: Vec<&str> = self.toks[n.from..n.to]
                            .iter()
                            .map(|t| t.text.as_str())
                            .filter(|w| !names::DETERMINERS.contains(w))
                            .collect();
                        let said = said.join(" ");
                        let board = self.board;
                        let held = |d: crate::catalog::DefId| {
                            [crate::rulebook::Side::Light, crate::rulebook::Side::Dark]
                                .iter()
                                .any(|s| board.player(*s).hand.iter().any(|z| z.def == d))
                        };
                        let title = |t: &Thing| match t {
                            Thing::Def(d)
                                if held(*d)
                                    || site_said(board, *d, &said)
                                    || crate::catalog::normalize(board.def(*d).plain_title())
                                        == said =>
                            {
                                Some(board.def(*d).plain_title())
                            }
                            _ => None,
                        };
                        let first = known.first().and_then(title);
                        (first.is_some() && known.iter().all(|t| title(t) == first))
                            .then(|| known[0].clone())
                    }
                },
                _ => None,
            };
            if let Some(one) = one
                && !out.iter().any(|(t, _)| *t == one)
            {
                let said: Vec<&str> = self.toks[n.from..n.to]
                    .iter()
                    .map(|t| t.raw.as_str())
                    .collect();
                out.push((one, said.join(" ")));
            }
        }
        out
    }

    /// The words of the question a reading did not use, that mean something (not a role word,
    /// not a plain word).
    pub(super) fn unused(&self, m: &Meant) -> Vec<String> {
        self.toks
            .iter()
            .zip(&m.used)
            .filter(|(t, used)| {
                !**used
                    && !t.raw.is_empty()
                    && !ROLES.contains(&t.text.as_str())
                    && !PLAIN.contains(&t.text.as_str())
                    && !names::DETERMINERS.contains(&t.text.as_str())
            })
            .map(|(t, _)| t.raw.clone())
            .collect()
    }
}

impl Reader<'_> {
    /// The readings by meaning, ranked where no frame read the words (issue 37 items 1 and 5:
    /// frames are strong hints, never the only way in; a frame that reads outranks them), or
    /// `None` when the frames' outcome stands. One reading by meaning is the question (with the
    /// words it did not use), several are listed. A reason a frame found (a card not in play
    /// fits, a slot of the wrong kind) is a candidate answer, not a stop: a reading confirmed
    /// against the board that uses every name said beats it; one that leaves a name out (an
    /// agent, a pilot, a place left) does not.
    pub(super) fn ranked(
        &self,
        meant: &[Meant],
        asker: Option<crate::rulebook::Side>,
        why: bool,
        text: &str,
        toks: &[Tok],
    ) -> Option<Reading> {
        let whole = span_of(toks, 0, toks.len()).unwrap_or((0, text.len()));
        let readings = with_asker(meant.iter().map(|x| x.question.clone()).collect(), asker);
        let partial = meant.iter().any(|x| x.partial);
        match readings.len() {
            0 => None,
            1 if partial => None,
            1 if why && meant.iter().any(|x| !x.whole) => None,
            1 => {
                let unused = meant
                    .iter()
                    .find(|x| with_asker(vec![x.question.clone()], asker) == readings)
                    .map(|x| self.unused(x))
                    .unwrap_or_default();
                let question = readings.into_iter().next().unwrap_or_default();
                Some(Reading::ReadLeaving(question, unused))
            }
            _ => Some(several(self, readings, text, whole)),
        }
    }
}

/// The slots of a syntax frame, each with the role word the syntax writes before it (none
/// after the verb's own words or another slot); `None` for a frame with a slot no name fills
/// (a question, values, a rule).
fn frame_slots(f: &Frame) -> Option<Vec<(String, Want, Option<String>)>> {
    let verb_words: Vec<&str> = f.verb.name.split([' ', '-']).collect();
    let mut slots: Vec<(String, Want, Option<String>)> = Vec::new();
    let mut prev: Option<&str> = None;
    for e in &f.pattern {
        match e {
            El::Word(w) => prev = w.first().map(String::as_str),
            El::Slot(name, want) => {
                if matches!(want, Want::Question | Want::Values | Want::Rule) {
                    return None;
                }
                // Before the first slot only a role word is a role (`search-party at`);
                // the verb's own words are not.
                let role = prev
                    .filter(|p| !verb_words.contains(p) && *p != "can")
                    .filter(|p| !slots.is_empty() || ROLES.contains(p))
                    .map(str::to_string);
                slots.push((name.clone(), *want, role));
                prev = None;
            }
            El::Optional(_) => {}
        }
    }
    Some(slots)
}

/// Is `said` (normalised, no determiner) a location card of the catalog by its site's own
/// name, its planet's said before it or not, its marker left off (`defensive perimeter`,
/// `hoth mountains` for `Hoth: Mountains (6th Marker)`)?
fn site_said(board: &crate::board::Board, d: crate::catalog::DefId, said: &str) -> bool {
    let def = board.def(d);
    let base = def.plain_title().split(" (").next().unwrap_or_default();
    def.card_type == CardType::Location
        && (crate::catalog::normalize(&base.replace(": ", " ")) == said
            || base
                .split_once(": ")
                .is_some_and(|(_, own)| crate::catalog::normalize(own) == said))
}

/// The maximal segmentations from the word `at` on (depth first, the longest span first, so
/// that the first found is the cut longest first from the left).
fn segment(
    spans: &[Name],
    n: usize,
    at: usize,
    pick: &mut Vec<usize>,
    found: &mut Vec<Vec<usize>>,
    steps: &mut usize,
) {
    *steps += 1;
    if found.len() >= MAX_SEGMENT_LEAVES || *steps > MAX_SEGMENT_STEPS {
        return;
    }
    if at >= n {
        // Maximal: every span not chosen overlaps a chosen one.
        let maximal = (0..spans.len()).all(|z| {
            pick.contains(&z)
                || pick
                    .iter()
                    .any(|&p| spans[p].from < spans[z].to && spans[z].from < spans[p].to)
        });
        if maximal && !pick.is_empty() {
            found.push(pick.clone());
        }
        return;
    }
    for (z, sp) in spans.iter().enumerate() {
        if sp.from == at {
            pick.push(z);
            segment(spans, n, sp.to, pick, found, steps);
            pick.pop();
        }
    }
    segment(spans, n, at + 1, pick, found, steps);
}
