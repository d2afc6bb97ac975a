//! The cards and locations a phrase names on the board, by the words players use: words of
//! the title in any order, with a letter or two amiss, run together or spelt in digits; a kind;
//! whose it is; where it stands.

use super::types::{Thing, Tok, Want};
use crate::board::{Board, CardIx, Game, LocId, Place, ThisTurn};
use crate::catalog::{
    CardDef, CardType, DefId, Icon, Printed, Resolution, Subtype, Trait, is_shortening,
    near_numerals, normalize, numerals, title_words,
};
use crate::rulebook::Side;

/// The most words a card or location is named with.
pub const MAX_NAME_WORDS: usize = 10;

/// Words that only point (`the Ice Plains`, `my walker`).
pub const DETERMINERS: &[&str] = &[
    "the", "a", "an", "my", "your", "his", "her", "their", "our", "its", "that", "this", "one",
    "any", "another",
];

/// Pronouns: they stand for a card said before them, never for a title holding them.
pub const PRONOUNS: &[&str] = &[
    "i", "me", "you", "he", "him", "she", "her", "hers", "it", "we", "us", "they", "them", "mine",
    "yours", "ours", "theirs", "his", "its", "my", "your", "our", "their", "this", "that", "these",
    "those", "one", "ones",
];

/// Words of every sentence, and words of the game's acts, that no card is named by alone (a
/// title may hold them: `After Her!`, `It Could Be Worse`, `Get Alongside That One`).
const COMMON: &[&str] = &[
    "the",
    "a",
    "an",
    "any",
    "some",
    "all",
    "both",
    "each",
    "every",
    "other",
    "another",
    "no",
    "not",
    "and",
    "or",
    "but",
    "if",
    "when",
    "then",
    "so",
    "of",
    "to",
    "at",
    "on",
    "in",
    "into",
    "onto",
    "for",
    "from",
    "with",
    "by",
    "off",
    "out",
    "up",
    "down",
    "over",
    "is",
    "are",
    "was",
    "be",
    "been",
    "do",
    "does",
    "did",
    "can",
    "could",
    "may",
    "might",
    "will",
    "would",
    "should",
    "must",
    "have",
    "has",
    "had",
    "what",
    "which",
    "who",
    "whom",
    "whose",
    "how",
    "where",
    "why",
    "there",
    "here",
    "now",
    "still",
    "just",
    "get",
    "got",
    "go",
    "goes",
    "make",
    // Words of the game's own acts, which a title may hold (`Naboo: Battle Plains`) but which,
    // said alone, name the act ("survives the evacuation battle"), not the card.
    "battle",
    "evacuation",
    "evac",
];

/// Is the word a pronoun or a common word ([`PRONOUNS`], [`COMMON`])?
pub fn common(w: &str) -> bool {
    PRONOUNS.contains(&w) || COMMON.contains(&w)
}

/// Whom a phrase's words may point to: the question's subject (`his`, `her`, `its`) and who
/// asks (`my`).
#[derive(Debug, Clone, Copy, Default)]
pub struct Context {
    pub subject: Option<CardIx>,
    pub asker: Option<Side>,
}

/// How well words fit: every word a word of the title, naming all of it (`Full`) or part of
/// it (`Part`), each exactly or with a letter or two amiss (`Near`); or a kind (`Kind`).
pub(super) const FULL: u8 = 5;
const PART: u8 = 4;
const NEAR_FULL: u8 = 3;
const NEAR_PART: u8 = 2;
const KIND: u8 = 1;

/// A card in play first; one not in play only when none in play fits.
fn known(board: &Board, toks: &[Tok], ctx: Context) -> Vec<Thing> {
    // `another grenade`, `one more grenade`: a copy not yet in play, by its title.
    let more = match toks {
        [a, rest @ ..] if a.text == "another" => Some(rest),
        [a, b, rest @ ..] if a.text == "one" && b.text == "more" => Some(rest),
        _ => None,
    };
    if let Some(rest) = more.filter(|r| !r.is_empty()) {
        return phrase(board, rest, Want::Deploy, ctx);
    }
    let in_play = phrase(board, toks, Want::Card, ctx);
    // Not in play, `his lightsaber` is no card of the catalog named for him: he carries none.
    let ctx = Context {
        subject: None,
        ..ctx
    };
    if !in_play.is_empty() {
        // A location said by its whole title (`clouds`) is that location's card, not a card
        // in play whose title holds the word (`Cloud Car`).
        let said = normalize(
            &toks
                .iter()
                .map(|t| t.text.as_str())
                .filter(|w| !DETERMINERS.contains(w))
                .collect::<Vec<_>>()
                .join(" "),
        );
        let whole = |key: &str| normalize(key) == said;
        if !in_play.iter().any(|th| match th {
            Thing::Card(c) => whole(board.card_def(*c).plain_title()),
            _ => true,
        }) {
            let places: Vec<Thing> = phrase(board, toks, Want::Deploy, ctx)
                .into_iter()
                .filter(|th| {
                    matches!(th, Thing::Def(d)
                        if board.def(*d).card_type == CardType::Location
                            && whole(board.def(*d).plain_title()))
                })
                .collect();
            if !places.is_empty() {
                return places;
            }
        }
        return in_play;
    }
    phrase(board, toks, Want::Deploy, ctx)
}

/// `we`, `us`, `i`, `our side` said for a side: the side that asks (said, or by its cards),
/// else the side whose turn it is, for which an answer is given when no side is said.
fn asking_side(board: &Board, toks: &[Tok], want: Want, ctx: Context) -> Option<Vec<Thing>> {
    let said: Vec<&str> = toks.iter().map(|t| t.text.as_str()).collect();
    let asking = matches!(
        said.as_slice(),
        ["we" | "us" | "i" | "me"] | ["my" | "our", "side"]
    );
    let side = (want == Want::Side && asking).then(|| ctx.asker.or(board.turn));
    side.flatten().map(|s| vec![Thing::Side(s)])
}

/// What a phrase names on the board: the best fits (several when it fits several equally).
/// Words that name nothing as said, led by a side's word (`the dark lando`, `the light side
/// lando`): the side's card, as `the dark side's lando` reads.
pub fn phrase(board: &Board, toks: &[Tok], want: Want, ctx: Context) -> Vec<Thing> {
    remembered(board, toks, want, ctx, || {
        phrase_anew(board, toks, want, ctx)
    })
}

// What the words of a phrase named, kept while one question is read ([`MemoScope`]): a
// question is read many ways (its frames, by meaning, turned, cut, rewritten), and each way
// looks up the same phrases; a phrase names the same on the same board each time.

/// A phrase's words as the look-up reads them (text, as typed, quoted, a comma after),
/// what is wanted, the context, and the board's address (one board is read at a time).
type MemoKey = (
    usize,
    Vec<(String, String, bool, bool)>,
    u8,
    Option<usize>,
    u8,
);

thread_local! {
    static MEMO: std::cell::RefCell<Option<std::collections::HashMap<MemoKey, Vec<Thing>>>> = const { std::cell::RefCell::new(None) };
}

/// While it lives (the outermost one), the phrases looked up are remembered: a question is
/// read many ways (its frames, by meaning, turned, cut, rewritten), each looking up the same
/// phrases, and a phrase names the same on the same board each time. Dropped, they are
/// forgotten.
pub struct MemoScope {
    outer: bool,
}

impl MemoScope {
    pub fn begin() -> Self {
        let outer = MEMO.with(|m| {
            let mut m = m.borrow_mut();
            let outer = m.is_none();
            if outer {
                *m = Some(std::collections::HashMap::new());
            }
            outer
        });
        MemoScope { outer }
    }
}

impl Drop for MemoScope {
    fn drop(&mut self) {
        if self.outer {
            MEMO.with(|m| *m.borrow_mut() = None);
        }
    }
}

fn remembered(
    board: &Board,
    toks: &[Tok],
    want: Want,
    ctx: Context,
    anew: impl FnOnce() -> Vec<Thing>,
) -> Vec<Thing> {
    let active = MEMO.with(|m| m.borrow().is_some());
    if !active {
        return anew();
    }
    let key: MemoKey = (
        std::ptr::from_ref(board) as usize,
        toks.iter()
            .map(|t| (t.text.clone(), t.raw.clone(), t.quoted, t.comma))
            .collect(),
        want as u8,
        ctx.subject.map(usize::from),
        match ctx.asker {
            None => 0,
            Some(crate::rulebook::Side::Light) => 1,
            Some(crate::rulebook::Side::Dark) => 2,
        },
    );
    if let Some(found) = MEMO.with(|m| m.borrow().as_ref().and_then(|m| m.get(&key).cloned())) {
        return found;
    }
    // Not borrowed while looking up: a look-up asks for other phrases.
    let found = anew();
    MEMO.with(|m| {
        if let Some(m) = m.borrow_mut().as_mut() {
            m.insert(key, found.clone());
        }
    });
    found
}

fn phrase_anew(board: &Board, toks: &[Tok], want: Want, ctx: Context) -> Vec<Thing> {
    if let Some(listed) = as_listed(board, toks, want) {
        return vec![listed];
    }
    let found = phrase_as_said(board, toks, want, ctx);
    if !found.is_empty() {
        return found;
    }
    match side_word_leads(toks) {
        Some(owned) => phrase_as_said(board, &owned, want, ctx),
        None => found,
    }
}

/// A name as answers and listings print it, copied back without its quotes: a copy told apart
/// by where it stands (`tie fighter (2nd at cloud city: east platform (docking bay))`) or a
/// location by its label (`clouds (#2)`). Only words that hold a parenthesis are looked up.
fn as_listed(board: &Board, toks: &[Tok], want: Want) -> Option<Thing> {
    if toks.len() < 2 || !toks.iter().any(|t| !t.quoted && t.raw.contains(['(', ')'])) {
        return None;
    }
    // A comma inside is the name's own (`…, one of 2 alike`).
    let said = toks
        .iter()
        .enumerate()
        .map(|(i, t)| match t.comma && i + 1 < toks.len() {
            true => format!("{},", t.raw),
            false => t.raw.clone(),
        })
        .collect::<Vec<_>>()
        .join(" ");
    let card = matches!(
        want,
        Want::Card
            | Want::Cards
            | Want::Dest
            | Want::Known
            | Want::Craft
            | Want::Character
            | Want::Weapon
    );
    // A listing's name for one of a group of twins (`…, one of 3 alike`) names its card.
    let said = match said.rsplit_once(", one of ") {
        Some((named, rest)) if rest.ends_with(" alike") => named.to_string(),
        _ => said,
    };
    if card
        && let Some(c) = board
            .card_by_name(&said)
            .or_else(|| board.card_by_name_unbracketed(&said))
    {
        return Some(Thing::Card(c));
    }
    if matches!(want, Want::Loc | Want::Dest) {
        return board.loc_by_label(&said).map(Thing::Loc);
    }
    None
}

/// A place named by who stands there (`where 4lom is`, `the place where han is`), and a
/// place's title told apart by who stands there (`the asteroid field where the falcon is`):
/// the places; `None` for words of no such form.
fn place_by_who(board: &Board, toks: &[Tok], want: Want, ctx: Context) -> Option<Vec<Thing>> {
    // A place's title, and who stands there to tell it from others of that title: `the
    // asteroid field where the falcon is`. Only the places of that title where the card is.
    if matches!(want, Want::Loc | Want::Dest)
        && let Some(k) = toks.iter().position(|t| t.text == "where")
        && toks[..k]
            .iter()
            .any(|t| !DETERMINERS.contains(&t.text.as_str()))
        && let Some(who) = place_of(&toks[k..])
    {
        let titled = phrase(board, &toks[..k], Want::Loc, ctx);
        let mut places: Vec<Thing> = Vec::new();
        for th in phrase(board, who, Want::Card, ctx) {
            if let Thing::Card(c) = th
                && let Some(l) = board.location_of(c)
                && titled.contains(&Thing::Loc(l))
                && !places.contains(&Thing::Loc(l))
            {
                places.push(Thing::Loc(l));
            }
        }
        return Some(places);
    }
    // A place's title and who stands there, said with `with` (`the forest with blizzard 8`):
    // the places of that title where the card is; none there, the words are read otherwise.
    if matches!(want, Want::Loc | Want::Dest)
        && let Some(k) = toks.iter().position(|t| t.text == "with")
        && toks[..k]
            .iter()
            .any(|t| !DETERMINERS.contains(&t.text.as_str()) && !t.quoted)
        && k + 1 < toks.len()
    {
        let titled = phrase(board, &toks[..k], Want::Loc, ctx);
        let mut places: Vec<Thing> = Vec::new();
        if !titled.is_empty() {
            for th in phrase(board, &toks[k + 1..], Want::Card, ctx) {
                if let Thing::Card(c) = th
                    && let Some(l) = board.location_of(c)
                    && titled.contains(&Thing::Loc(l))
                    && !places.contains(&Thing::Loc(l))
                {
                    places.push(Thing::Loc(l));
                }
            }
        }
        if !places.is_empty() {
            return Some(places);
        }
    }
    // A place named by who stands there: `where 4lom is`, `where han stands`, `wherever the
    // trooper is`, `the site with the wampa`, `the place where han is`.
    if matches!(want, Want::Loc | Want::Dest)
        && let Some(who) = place_of(toks)
    {
        let mut places: Vec<Thing> = Vec::new();
        for th in phrase(board, who, Want::Card, ctx) {
            if let Thing::Card(c) = th
                && let Some(l) = board.location_of(c)
                && !places.contains(&Thing::Loc(l))
            {
                places.push(Thing::Loc(l));
            }
        }
        return Some(places);
    }
    // A place named as a card's (`bursk's site`, `bursks location`): where that card stands.
    if matches!(want, Want::Loc | Want::Dest)
        && let [owner @ .., last, place] = toks
        && !owner.iter().chain([last, place]).any(|t| t.quoted)
        && matches!(place.text.as_str(), "site" | "location" | "place" | "spot")
    {
        let stem = last
            .text
            .strip_suffix("'s")
            .or_else(|| last.text.strip_suffix("s'"))
            .or_else(|| last.text.strip_suffix('s'))
            .filter(|w| w.len() >= 2)?;
        let mut who: Vec<Tok> = owner.to_vec();
        let mut said = last.clone();
        said.text = stem.to_string();
        who.push(said);
        let mut places: Vec<Thing> = Vec::new();
        for th in phrase(board, &who, Want::Card, ctx) {
            if let Thing::Card(c) = th
                && let Some(l) = board.location_of(c)
                && !places.contains(&Thing::Loc(l))
            {
                places.push(Thing::Loc(l));
            }
        }
        if !places.is_empty() {
            return Some(places);
        }
    }
    None
}

/// `the dark lando`, `light side lando`: the words with the side's word made its possessive
/// (`dark's`; its `side` dropped), where words follow it. `None` for a side's nickname (read by
/// [`nickname_leads`]) or a side word alone.
fn side_word_leads(toks: &[Tok]) -> Option<Vec<Tok>> {
    let at = toks.iter().position(|t| t.text != "the")?;
    let first = &toks[at];
    if first.quoted
        || !matches!(first.text.as_str(), "light" | "dark")
        || normalize(&first.raw) != first.text
    {
        return None;
    }
    let mut owned = toks.to_vec();
    owned[at].text.push_str("'s");
    if owned
        .get(at + 1)
        .is_some_and(|t| matches!(t.text.as_str(), "side" | "side's"))
    {
        owned.remove(at + 1);
    }
    (owned.len() > at + 1).then_some(owned)
}

/// A pronoun or a common word alone, after its determiners: it names no card by a word of its
/// title (`a matching weapon for her` is no `After Her!`, `the battle` no `Naboo: Battle
/// Plains`); a pronoun is a card said before it, else asked.
fn common_alone(toks: &[Tok]) -> bool {
    let mut bare = toks;
    while bare.len() > 1 && DETERMINERS.contains(&bare[0].text.as_str()) {
        bare = &bare[1..];
    }
    matches!(bare, [t] if !t.quoted && common(&t.text))
}

/// [`phrase`], the words as said.
fn phrase_as_said(board: &Board, toks: &[Tok], want: Want, ctx: Context) -> Vec<Thing> {
    if want == Want::Here {
        return here(board, toks);
    }
    if want == Want::Known {
        return known(board, toks, ctx);
    }
    // A side's nickname leading the words, its apostrophe left out (`the rebels rifle`, `the
    // empire walker`): the side's card, as `the rebels' rifle` reads, before the nickname's
    // side word is taken for a word of a title (`Light Repeating Blaster Rifle`).
    if let Some(owned) = nickname_leads(toks) {
        let found = phrase(board, &owned, want, ctx);
        if !found.is_empty() {
            return found;
        }
    }
    if let Some(v) = asking_side(board, toks, want, ctx).or_else(|| plain_value(toks, want)) {
        return v;
    }
    if common_alone(toks) {
        return Vec::new();
    }
    // As the query language writes it: a quoted title, an @id.
    if let [t] = toks
        && ((t.quoted && t.raw.len() > 2 && t.raw.ends_with('"'))
            || (t.text.len() > 1 && t.text.starts_with('@')))
    {
        return vec![Thing::Typed(t.raw.clone())];
    }
    // A name is a few words: longer is no name (and keeps the splits below few).
    if toks.len() > MAX_NAME_WORDS || toks.iter().any(|t| t.quoted) {
        return Vec::new();
    }
    if let Some(places) = place_by_who(board, toks, want, ctx) {
        return places;
    }
    let full = toks;
    let mut toks = toks;
    let mut mine: Option<Vec<CardIx>> = None;
    let mut side: Option<Side> = None;
    let mut owner_said = false;
    while toks.len() > 1
        && (DETERMINERS.contains(&toks[0].text.as_str())
            || matches!(toks[0].text.as_str(), "light's" | "dark's")
            || (toks[0].text == "own" && owner_said))
    {
        owner_said = matches!(
            toks[0].text.as_str(),
            "his" | "her" | "its" | "their" | "my" | "our"
        );
        match toks[0].text.as_str() {
            // `his own saber`: his.
            "own" => {}
            "his" | "her" | "its" | "their" => mine = ctx.subject.map(|s| belongings(board, s)),
            "my" | "our" => side = ctx.asker,
            // `the light side's Lando`.
            "light's" => side = Some(Side::Light),
            "dark's" => side = Some(Side::Dark),
            _ => {}
        }
        toks = &toks[1..];
    }
    let keep = |th: &Thing| match th {
        Thing::Card(c) => {
            mine.as_ref().is_none_or(|m| m.contains(c))
                && side.is_none_or(|s| board.cards[*c].side == s)
        }
        Thing::Loc(l) => mine.is_none() || owned_place(board, ctx.subject, *l),
        _ => mine.is_none(),
    };
    let words: Vec<&str> = toks.iter().map(|t| t.text.as_str()).collect();
    // A side's nickname inside a title (`expand the empire`): the title's own words first.
    if let Some(said) = nickname_said(toks) {
        let said: Vec<&str> = said.iter().map(String::as_str).collect();
        let found = match want {
            Want::Deploy => to_deploy(board, &said, side),
            _ => match fits(board, &said, want, &keep) {
                (tier, found) if tier >= PART => found,
                _ => Vec::new(),
            },
        };
        if !found.is_empty() {
            return found;
        }
    }
    if want == Want::Deploy {
        // `his blaster` of a card not in play: the card named for him (`Panaka's Blaster`).
        if mine.is_some()
            && let Some(s) = ctx.subject
        {
            let owned = named_for(board, s, &words, side);
            if !owned.is_empty() {
                return owned;
            }
        }
        return to_deploy(board, &words, side);
    }

    // `Qui-Gon's` where a frame reads on (`{c} dueling hand`): the possessive of a name names
    // its card (Qui-Gon), before a title that begins with it (Qui-Gon Jinn's Lightsaber).
    // Typed without its apostrophe (`bobas`): the plain `s` of a word of four letters or more.
    if let Some(last) = words.last()
        && let Some(stem) = last
            .strip_suffix("'s")
            .or_else(|| last.strip_suffix("s'").map(|_| &last[..last.len() - 1]))
            .or_else(|| {
                // Only a word in no title whose stem is in one (`bobas`, not `plains`).
                last.strip_suffix('s').filter(|w| {
                    w.len() >= 3
                        && !w.ends_with(['s', '\''])
                        && board.catalog.title_candidates(last).is_empty()
                        && !board.catalog.title_candidates(w).is_empty()
                })
            })
    {
        let mut w = words.clone();
        let n = w.len();
        w[n - 1] = stem;
        let found = named(board, toks, &w, want, &keep);
        if !found.is_empty() {
            return found;
        }
    }
    let found = Some(clause_first(board, full, toks, want, &keep, ctx.subject))
        .filter(|f| !f.is_empty())
        .unwrap_or_else(|| named(board, toks, &words, want, &keep));
    // A possessive inside a title that has the bare word (`the space slug's belly`: `… Space
    // Slug Belly`), where the words name nothing as said (no card of the owner's there).
    if found.is_empty()
        && let Some(k) = words[..words.len().saturating_sub(1)]
            .iter()
            .position(|w| w.len() > 3 && w.ends_with("'s"))
    {
        let mut bare = words.clone();
        bare[k] = &words[k][..words[k].len() - 2];
        let found = named(board, toks, &bare, want, &keep);
        if !found.is_empty() {
            return found;
        }
    }
    if !found.is_empty() || !matches!(want, Want::Card | Want::Dest | Want::Cards) {
        return found;
    }
    described(board, toks, &words, want, &keep, ctx.subject)
}

/// Words that describe a card by its state: `the frozen Han`, `the captured trooper`.
const STATE_WORDS: &[&str] = &[
    "frozen",
    "captured",
    "captive",
    "imprisoned",
    "escorted",
    "stolen",
    "missing",
    "unarmed",
    "armed",
    "loose",
    "unattached",
    "free",
    "attached",
    "crashed",
    "wrecked",
    "downed",
    "hidden",
    "facedown",
    "face-down",
    "empty",
];

/// Words for a captive: `Dengar's prisoner`, `the captive`.
const CAPTIVE_WORDS: &[&str] = &[
    "captive",
    "captives",
    "prisoner",
    "prisoners",
    "hostage",
    "hostages",
];

/// Words that describe a card by what it escorts or holds: `the trooper escorting Chewie`, `the
/// trooper carrying the rifle`; `with` what it carries only after words that name the card:
/// `the trooper with the backpack`, not `Maul duels with his lightsaber`, whose `Maul duels`
/// names no card).
pub(super) const HOLDING_WORDS: &[&str] =
    &["escorting", "guarding", "holding", "carrying", "wielding"];

/// Words that describe a card by the craft or creature it is aboard: `the guy riding the
/// tauntaun`, `the pilot flying red 5`.
pub(super) const RIDING_WORDS: &[&str] = &["riding", "flying", "piloting", "driving", "manning"];

/// A card in play that the words describe rather than name (only where no name fits them): by
/// a state (`the frozen Han`), as a captive (`the prisoner`, `Dengar's captive`, `bobas
/// prisoner`), or by whom it escorts or what it carries (`the trooper escorting Chewie`, `the
/// trooper carrying the rifle`). Every card the description fits is kept: several are listed.
fn described(
    board: &Board,
    toks: &[Tok],
    words: &[&str],
    want: Want,
    keep: &dyn Fn(&Thing) -> bool,
    subject: Option<CardIx>,
) -> Vec<Thing> {
    let carries = |c: CardIx| board.cards.iter().any(|x| x.place == Place::Carried(c));
    let state = |c: CardIx, w: &str| {
        let st = &board.cards[c].state;
        match w {
            "frozen" => st.frozen,
            // `the wrecked snowspeeder`, `the downed walker`.
            "crashed" | "wrecked" | "downed" => st.crashed,
            // Young Jedi: `the hidden officer`, `the face down officer`.
            "hidden" | "facedown" | "face-down" => st.hidden,
            // `the empty snowspeeder`: a craft with nobody aboard.
            "empty" => board.cards[c].aboard.is_empty(),
            "stolen" => st.stolen,
            "missing" => st.missing,
            // `the unarmed bomber`: one that carries nothing; `the armed bomber`.
            "unarmed" => !carries(c),
            "armed" => carries(c),
            // `the loose vine snake`: a creature attached to nothing.
            "loose" | "unattached" | "free" => crate::board::facts::host_of(board, c).is_none(),
            "attached" => crate::board::facts::host_of(board, c).is_some(),
            _ => crate::board::facts::is_captive(board, c),
        }
    };
    let cards = |ok: &dyn Fn(CardIx) -> bool| -> Vec<Thing> {
        cards_kept(board, &|th| {
            keep(th) && matches!(th, Thing::Card(c) if ok(*c))
        })
    };
    // `face down` said as two words: one state word.
    if let ["face", "down", rest @ ..] = words
        && !rest.is_empty()
    {
        let mut said = vec!["facedown"];
        said.extend_from_slice(rest);
        let mut toks = toks[1..].to_vec();
        toks[0].text = "facedown".into();
        return described(board, &toks, &said, want, keep, subject);
    }
    match words {
        // `the frozen Han`, `the frozen captive`.
        [first, rest @ ..] if !rest.is_empty() && STATE_WORDS.contains(first) => {
            let keep = |th: &Thing| keep(th) && matches!(th, Thing::Card(c) if state(*c, first));
            let found = named(board, &toks[1..], rest, want, &keep);
            if !found.is_empty() {
                return found;
            }
            described(board, &toks[1..], rest, want, &keep, subject)
        }
        [last] if CAPTIVE_WORDS.contains(last) => cards(&|c| state(c, "captive")),
        // `Dengar's prisoner`, `bobas captive`: whom the card escorts.
        [owner @ .., last] if CAPTIVE_WORDS.contains(last) => {
            let owners = possessor(board, owner);
            cards(&|c| {
                owners.iter().any(
                    |o| matches!(o, Thing::Card(o) if board.cards[c].place == Place::Escorted(*o)),
                )
            })
        }
        // `the tauntaun's rider`, `red 5s pilot`: who is aboard the card.
        [owner @ .., last] if !owner.is_empty() && ABOARD_WORDS.contains(last) => {
            let owners = possessor(board, owner);
            cards(&|c| {
                owners.iter().any(
                    |o| matches!(o, Thing::Card(o) if board.cards[c].place == Place::Aboard(*o)),
                )
            })
        }
        // `the trooper that already moved`, `the trooper who moved`: moved this turn.
        [head @ .., that, last] | [head @ .., that, _, last]
            if !head.is_empty()
                && matches!(*that, "that" | "who" | "which")
                && matches!(*last, "moved" | "deployed" | "reacted") =>
        {
            let done = match *last {
                "moved" => ThisTurn::Moved,
                "deployed" => ThisTurn::Deployed,
                _ => ThisTurn::Reacted,
            };
            let keep = |th: &Thing| {
                keep(th)
                    && matches!(th, Thing::Card(c) if board.cards[*c].this_turn.contains(&done))
            };
            fits(board, head, want, &keep).1
        }
        _ => match held_by(board, toks, words, want, keep) {
            found if found.is_empty() => match placed_before(board, toks, words, want, keep) {
                found if found.is_empty() => clause(board, toks, words, want, keep, subject),
                found => found,
            },
            found => found,
        },
    }
}

/// Words that join a card's description as a clause: `the bomber that's down at Mos Eisley`.
const RELATIVE_WORDS: &[&str] = &["that", "thats", "which", "who", "whos"];

/// Words that say when, after a clause (`that already reacted once this turn`).
const CLAUSE_TIME: &[&str] = &[
    "once", "twice", "this", "turn", "again", "before", "earlier", "today",
];

/// What a card does to another, said as a clause after the card it is done to: `the
/// sandcrawler the stormtrooper drives` (the craft aboard which the stormtrooper is), `the
/// rifle the trooper carries`, `the trooper boba is escorting`.
const CLAUSE_VERBS: &[(&str, ClauseAct)] = &[
    ("drives", ClauseAct::Aboard),
    ("driving", ClauseAct::Aboard),
    ("pilots", ClauseAct::Aboard),
    ("piloting", ClauseAct::Aboard),
    ("flies", ClauseAct::Aboard),
    ("flying", ClauseAct::Aboard),
    ("rides", ClauseAct::Aboard),
    ("riding", ClauseAct::Aboard),
    ("carries", ClauseAct::Carried),
    ("carrying", ClauseAct::Carried),
    ("holds", ClauseAct::Carried),
    ("holding", ClauseAct::Carried),
    ("wields", ClauseAct::Carried),
    ("wielding", ClauseAct::Carried),
    ("carried", ClauseAct::Carried),
    ("held", ClauseAct::Carried),
    ("wielded", ClauseAct::Carried),
    ("has", ClauseAct::Carried),
    ("had", ClauseAct::Carried),
    ("built", ClauseAct::Made),
    ("builds", ClauseAct::Made),
    ("constructed", ClauseAct::Made),
    ("made", ClauseAct::Made),
    ("stole", ClauseAct::Stolen),
    ("stolen", ClauseAct::Stolen),
    ("steals", ClauseAct::Stolen),
    ("took", ClauseAct::Stolen),
    ("escorts", ClauseAct::Escorted),
    ("escorting", ClauseAct::Escorted),
    ("guards", ClauseAct::Escorted),
    ("guarding", ClauseAct::Escorted),
];

/// A pronoun for the question's subject in a clause (`the walker he rides`).
const HE: &[&str] = &["he", "she"];

/// The same, said with its `is` (`the walker hes in`).
const HE_IS: &[&str] = &["hes", "shes", "he's", "she's"];

/// How a card of a clause stands to the card described ([`CLAUSE_VERBS`]).
#[derive(Clone, Copy)]
enum ClauseAct {
    /// The clause's card is aboard the card described.
    Aboard,
    /// The card described is carried by the clause's card, or its title says the clause's
    /// card wields it (`Qui-Gon Jinn's Lightsaber, Wielded by Obi-Wan Kenobi`).
    Carried,
    /// The card's title says the clause's card built it (`…, Constructed by Ki-Adi-Mundi`).
    Made,
    /// The card's title says the clause's card stole it (`…, Stolen by Aurra Sing`).
    Stolen,
    /// The card described is escorted by the clause's card.
    Escorted,
}

/// A card described by a clause (only where nothing else fits the words): where it stands
/// (`the bomber that's already down at Mos Eisley`: its words and the place, the clause's
/// other words set aside), what it did this turn (`the skyhopper that already reacted once
/// this turn`), whom it stands beside (`the rebel trooper next to leia`), or what another card
/// does to it (`the sandcrawler the stormtrooper drives`,
/// `the rifle the trooper next to leia carries`, `the trooper boba is escorting`).
fn clause(
    board: &Board,
    toks: &[Tok],
    words: &[&str],
    want: Want,
    keep: &dyn Fn(&Thing) -> bool,
    subject: Option<CardIx>,
) -> Vec<Thing> {
    let rel = (1..words.len()).find(|&k| RELATIVE_WORDS.contains(&words[k]));
    // When it was done said after the clause: set aside.
    if let Some(k) = rel {
        let end = (k + 2..words.len())
            .find(|&e| words[e..].iter().all(|w| CLAUSE_TIME.contains(w)))
            .unwrap_or(words.len());
        if end < words.len() {
            return described(board, &toks[..end], &words[..end], want, keep, subject);
        }
        // `that's already down at …`: the clause's filler set aside before a place word.
        let at = (k + 1..words.len())
            .find(|&j| !super::words::is_filler(words[j], super::words::filler::CLAUSE));
        if let Some(j) = at
            && j + 1 < words.len()
            && PLACE_WORDS.contains(&words[j])
        {
            let t: Vec<Tok> = [&toks[..k], &toks[j..]].concat();
            let w: Vec<&str> = [&words[..k], &words[j..]].concat();
            return named(board, &t, &w, want, keep);
        }
    }
    // `the rebel trooper next to leia`: a card where the other stands (not that card).
    if let Some(k) = (1..words.len().saturating_sub(1)).find(|&k| {
        matches!(words[k], "beside" | "alongside") || (words[k] == "next" && words[k + 1] == "to")
    }) {
        let from = k + 1 + usize::from(words[k] == "next");
        let others = cards_said(board, &toks[from..]);
        let beside = |c: CardIx| {
            others.iter().any(|&o| {
                o != c
                    && board.location_of(o).is_some()
                    && board.location_of(o) == board.location_of(c)
            })
        };
        let keep = |th: &Thing| keep(th) && matches!(th, Thing::Card(c) if beside(*c));
        let found = fits(board, &words[..k], want, &keep).1;
        if !found.is_empty() {
            return found;
        }
    }
    // `the x-wing wedge is in`, `the walker vader sits aboard`: the craft the clause's card
    // is aboard.
    let inside = words.len() >= 3
        && matches!(words[words.len() - 1], "in" | "inside" | "aboard")
        && (matches!(
            words[words.len() - 2],
            "is" | "are" | "'s" | "sits" | "rides" | "riding" | "sitting"
        ) || HE_IS.contains(&words[words.len() - 2]));
    let Some(how) = words
        .last()
        .and_then(|l| CLAUSE_VERBS.iter().find(|(v, _)| v == l))
        .map(|(_, how)| *how)
        .or(inside.then_some(ClauseAct::Aboard))
    else {
        return Vec::new();
    };
    let mut end = words.len() - 1;
    if end > 1
        && matches!(
            words[end - 1],
            "is" | "are" | "'s" | "sits" | "rides" | "riding" | "sitting"
        )
    {
        end -= 1;
    }
    for k in 1..end {
        // The clause's card: its own words, a relative word before them set aside.
        let from = k + usize::from(RELATIVE_WORDS.contains(&words[k]));
        let one = k == 1 && matches!(words[0], "one" | "ones");
        if from >= end || (DETERMINERS.contains(&words[k - 1]) && !one) {
            continue;
        }
        // `the walker he rides`, `the walker hes in`: the question's subject (`does vader
        // enhance …`), never a guess.
        let doers = match &words[from..end] {
            [w] if HE.contains(w) || HE_IS.contains(w) => subject.into_iter().collect(),
            _ => cards_said(board, &toks[from..end]),
        };
        if doers.is_empty() {
            continue;
        }
        let done = |c: CardIx| {
            doers.iter().any(|&d| match how {
                ClauseAct::Aboard => board.cards[d].place == Place::Aboard(c),
                ClauseAct::Carried => {
                    board.cards[c].place == Place::Carried(d)
                        || title_says_by(board, c, d, &["wielded"])
                }
                ClauseAct::Made => title_says_by(board, c, d, &["constructed", "built", "made"]),
                ClauseAct::Stolen => title_says_by(board, c, d, &["stolen"]),
                ClauseAct::Escorted => board.cards[c].place == Place::Escorted(d),
            })
        };
        let keep = |th: &Thing| keep(th) && matches!(th, Thing::Card(c) if done(*c));
        // `the one she stole`: `one` stands for any card the clause fits (the slot's kind
        // is kept by its caller).
        let found = match &words[..k] {
            ["one" | "ones"] => cards_kept(board, &keep),
            head => fits(board, head, want, &keep).1,
        };
        if !found.is_empty() {
            return found;
        }
    }
    Vec::new()
}

/// The card a clause about who carries, built or stole it describes (`the saber she carries`,
/// `the lightsaber ki-adi built`, `the one she stole`): read before the head words alone
/// (every lightsaber), which it narrows. `toks` are the words after their determiners, `full`
/// the words as said (`one`, set aside as a determiner, is put back as the clause's head).
fn clause_first(
    board: &Board,
    full: &[Tok],
    toks: &[Tok],
    want: Want,
    keep: &dyn Fn(&Thing) -> bool,
    subject: Option<CardIx>,
) -> Vec<Thing> {
    let toks = match full.len().checked_sub(toks.len() + 1) {
        Some(k) if matches!(full[k].text.as_str(), "one" | "ones") => &full[k..],
        _ => toks,
    };
    let words: Vec<&str> = toks.iter().map(|t| t.text.as_str()).collect();
    if words.len() < 3
        || !matches!(want, Want::Card | Want::Dest | Want::Cards)
        || !words
            .last()
            .is_some_and(|l| CLAUSE_VERBS.iter().any(|(v, _)| v == l))
    {
        return Vec::new();
    }
    clause(board, toks, &words, want, keep, subject)
}

/// Does the card's title say, after its comma, that the character `by` did this to it
/// (`Jedi Lightsaber, Stolen by Aurra Sing`: `stolen` by Aurra Sing)? The character is named
/// by its title's name before its own comma (`Aurra Sing, Trophy Collector`).
fn title_says_by(board: &Board, c: CardIx, by: CardIx, acts: &[&str]) -> bool {
    let title = board.def(board.cards[c].def).key().to_lowercase();
    let Some((_, sub)) = title.split_once(", ") else {
        return false;
    };
    let Some((act, name)) = sub.split_once(" by ") else {
        return false;
    };
    let doer = board.def(board.cards[by].def).key().to_lowercase();
    let doer = doer.split_once(", ").map_or(doer.as_str(), |(n, _)| n);
    acts.contains(&act.trim()) && name.trim() == doer.trim_start_matches(UNIQUENESS_DOTS)
}

/// `the north ridge snowtrooper`, `the corridor trooper`: a card described by the location it
/// stands at, said before its own words (the location's whole name, then the card's).
fn placed_before(
    board: &Board,
    toks: &[Tok],
    words: &[&str],
    want: Want,
    keep: &dyn Fn(&Thing) -> bool,
) -> Vec<Thing> {
    // Only where the first word is a word of a location's title on the table: the looks
    // below are many, and a span that names nothing is tried often.
    let first = words.first().copied().unwrap_or_default();
    let on_table = board
        .locations
        .iter_enumerated()
        .any(|(l, _)| crate::catalog::title_words(board.loc_def(l).key()).any(|w| w == first));
    if !on_table {
        return Vec::new();
    }
    // The card's own words hold no place word nor a number (`big one in dagobah` is one name).
    let plain = |w: &&str| {
        !PLACE_WORDS.contains(w)
            && crate::catalog::numerals(w).is_none()
            && !w.chars().any(|c| c.is_ascii_digit())
    };
    for k in (1..words.len()).filter(|&k| words[k..].iter().all(plain)) {
        let places = phrase(board, &toks[..k], Want::Loc, Context::default());
        if places.is_empty() {
            continue;
        }
        let found = fits(board, &words[k..], want, &|th| {
            keep(th) && matches!(th, Thing::Card(c) if places.iter().any(|p| is_at(board, *c, p)))
        })
        .1;
        if !found.is_empty() {
            return found;
        }
    }
    Vec::new()
}

/// Words for who rides a card: `the tauntaun's rider`, `Red 5's pilot`.
const ABOARD_WORDS: &[&str] = &[
    "rider",
    "riders",
    "pilot",
    "pilots",
    "driver",
    "drivers",
    "passenger",
    "passengers",
];

/// The cards in play a possessive names (`dengar's`, `dengars`, `the tauntauns`).
fn possessor(board: &Board, owner: &[&str]) -> Vec<Thing> {
    let mut owner = owner.to_vec();
    let Some(last) = owner.last_mut() else {
        return Vec::new();
    };
    *last = last
        .strip_suffix("'s")
        .or_else(|| last.strip_suffix('\''))
        .or_else(|| last.strip_suffix('s'))
        .unwrap_or(last);
    fits(board, &owner, Want::Card, &|_| true).1
}

/// `the trooper escorting Chewie`, `the trooper carrying the rifle`: the card (its own words
/// before the holding word) that escorts, or carries, the card named after it.
fn held_by(
    board: &Board,
    toks: &[Tok],
    words: &[&str],
    want: Want,
    keep: &dyn Fn(&Thing) -> bool,
) -> Vec<Thing> {
    for (i, w) in words.iter().enumerate() {
        // `the trooper with the backpack`: `with` what it carries, after the words that name
        // it (never `with` alone first: `with the rifle` is no card that holds it).
        let with = *w == "with" && i > 0;
        let riding = RIDING_WORDS.contains(w);
        if i + 1 >= words.len() || !(HOLDING_WORDS.contains(w) || with || riding) {
            continue;
        }
        let held = cards_said(board, &toks[i + 1..]);
        let escort = matches!(*w, "escorting" | "guarding");
        // `with` or `carrying` a card aboard it (`the sandcrawler with the probe droid`,
        // `the sandcrawler carrying danz borin`); `with` its captive too.
        let aboard = with || matches!(*w, "carrying" | "holding");
        let holds = |c: CardIx| {
            held.iter().any(|&h| match (escort, riding) {
                (_, true) => board.cards[c].place == Place::Aboard(h),
                (true, _) => board.cards[h].place == Place::Escorted(c),
                _ => {
                    let at = board.cards[h].place;
                    at == Place::Carried(c)
                        || (aboard && at == Place::Aboard(c))
                        || (with && at == Place::Escorted(c))
                }
            })
        };
        let keep = |th: &Thing| keep(th) && matches!(th, Thing::Card(c) if holds(*c));
        let found = match i {
            0 => cards_kept(board, &keep),
            _ => fits(board, &words[..i], want, &keep).1,
        };
        if !found.is_empty() {
            return found;
        }
    }
    Vec::new()
}

/// Every card in play that `keep` keeps, in table order (a description with no words of its
/// own: `the prisoner`, `escorting Chewie`).
fn cards_kept(board: &Board, keep: &dyn Fn(&Thing) -> bool) -> Vec<Thing> {
    board
        .cards
        .iter_enumerated()
        .map(|(c, _)| Thing::Card(c))
        .filter(|th| keep(th))
        .collect()
}

/// The cards in play that words name, alone (no context).
fn cards_said(board: &Board, toks: &[Tok]) -> Vec<CardIx> {
    cards_of(phrase(board, toks, Want::Card, Context::default()))
}

/// The cards among what words name.
fn cards_of(things: Vec<Thing>) -> Vec<CardIx> {
    things
        .into_iter()
        .filter_map(|t| match t {
            Thing::Card(c) => Some(c),
            _ => None,
        })
        .collect()
}

/// The words with a leading side's nickname (`the rebels`, `the empire`, read as the side
/// `light` / `dark`) made the side's possessive (`light's`), when more words follow; `None`
/// when the words do not begin so (the side typed as `light` or `dark side` is no nickname).
fn nickname_leads(toks: &[Tok]) -> Option<Vec<Tok>> {
    let at = toks.iter().position(|t| t.text != "the")?;
    let first = &toks[at];
    if toks.len() < at + 2
        || first.quoted
        || !matches!(first.text.as_str(), "light" | "dark")
        || normalize(&first.raw)
            .split(' ')
            .any(|w| w == first.text || w == "side")
    {
        return None;
    }
    let mut owned = toks.to_vec();
    owned[at].text.push_str("'s");
    Some(owned)
}

/// The words as typed where a side's nickname was read as a side inside the phrase, not
/// leading it (`expand the empire`: `expand`, `the`, `empire`, where the side is `dark`
/// typed `empire`); `None` when none was.
fn nickname_said(toks: &[Tok]) -> Option<Vec<String>> {
    let side = |t: &Tok| {
        !t.quoted
            && matches!(t.text.as_str(), "light" | "dark" | "light's" | "dark's")
            && normalize(&t.raw) != t.text
    };
    if !toks.iter().skip(1).any(side) {
        return None;
    }
    Some(
        toks.iter()
            .flat_map(|t| match side(t) {
                true => normalize(&t.raw)
                    .split(' ')
                    .map(str::to_string)
                    .collect::<Vec<_>>(),
                false => vec![t.text.clone()],
            })
            .collect(),
    )
}

/// `here` / `there` on a Young Jedi board: each planet (its row) where both sides have a
/// character.
fn here(board: &Board, toks: &[Tok]) -> Vec<Thing> {
    if board.game != Game::YoungJedi
        || !matches!(toks, [t] if t.text == "here" || t.text == "there")
    {
        return Vec::new();
    }
    (0..board.rows.len())
        .filter(|&r| {
            [Side::Light, Side::Dark].iter().all(|&s| {
                board.cards.iter_enumerated().any(|(c, card)| {
                    card.side == s
                        && board.card_def(c).card_type == CardType::Character
                        && board
                            .location_of(c)
                            .is_some_and(|l| board.locations[l].row == r)
                })
            })
        })
        .map(|r| Thing::Typed(quoted(&board.rows[r].name)))
        .collect()
}

/// A slot that names no card: a side, a number, a rule id, a classification, sabacc values.
fn plain_value(toks: &[Tok], want: Want) -> Option<Vec<Thing>> {
    let one = |f: &dyn Fn(&str) -> Option<Thing>| match toks {
        [t] if !t.quoted => f(&t.text).into_iter().collect(),
        _ => Vec::new(),
    };
    Some(match want {
        // `the empire's force icons`: the side's possessive is the side.
        Want::Side => one(&|w| match w {
            "light" | "light's" => Some(Thing::Side(Side::Light)),
            "dark" | "dark's" => Some(Thing::Side(Side::Dark)),
            _ => None,
        }),
        Want::Num => one(&|w| {
            let w = w.trim_start_matches('#');
            let w = ordinal(w).unwrap_or(w);
            // `destiny zero` (the title words' numerals start at one).
            let w = if w == "zero" { "0" } else { w };
            let digits = numerals(w).unwrap_or_else(|| w.to_string());
            digits
                .parse::<i64>()
                .ok()
                .map(|n| Thing::Typed(n.to_string()))
        }),
        Want::Rule => match toks {
            [t] if !t.quoted && t.text.contains('.') => vec![Thing::Typed(t.text.clone())],
            _ => Vec::new(),
        },
        // A classification, or one letter amiss in it (`independant`): the one it fits; said
        // with a word of what the card is (`a rebel ship`, `an imperial character`), that word
        // asks nothing more.
        Want::Class
            if toks.len() == 2
                && !toks[1].quoted
                && CLASS_NOUNS.contains(&toks[1].text.as_str()) =>
        {
            return plain_value(&toks[..1], want);
        }
        Want::Class => one(&|w| {
            let fits: Vec<&&str> = crate::query::verbs::CLASSIFICATIONS
                .iter()
                .filter(|c| **c == w || (w.len() >= 5 && strsim::osa_distance(c, w) == 1))
                .collect();
            match fits.as_slice() {
                [c] => Some(Thing::Typed(c.to_string())),
                _ => None,
            }
        }),
        Want::Values => {
            let mut out = Vec::new();
            for (i, t) in toks.iter().enumerate() {
                // `5 and 6`: an "and" between two values.
                if matches!(t.text.as_str(), "and" | "&") && i > 0 && i + 1 < toks.len() {
                    continue;
                }
                // `a wild and a 6`: an article before a value.
                if matches!(t.text.as_str(), "a" | "an") && i + 1 < toks.len() {
                    continue;
                }
                for part in t.text.split(',').filter(|p| !p.is_empty()) {
                    let w = numerals(part).unwrap_or_else(|| part.to_string());
                    if w == "wild" || w == "clone" || w.parse::<i64>().is_ok() {
                        out.push(w);
                    } else {
                        return Some(Vec::new());
                    }
                }
            }
            if out.is_empty() {
                Vec::new()
            } else {
                vec![Thing::Typed(out.join(", "))]
            }
        }
        _ => return None,
    })
}

/// Words after a classification that say what kind of card is meant (`is the resolute a rebel
/// ship`), no part of what is asked.
const CLASS_NOUNS: &[&str] = &[
    "ship",
    "starship",
    "character",
    "card",
    "vehicle",
    "craft",
    "unit",
    "one",
    "guy",
    "pilot",
    "cruiser",
    "fighter",
    "starfighter",
    "walker",
    "transport",
    "leader",
];

/// Does the location's title name the subject as its owner (`his hut` said of Yoda: `Yoda's
/// Hut`)?
fn owned_place(board: &Board, subject: Option<CardIx>, l: crate::board::LocId) -> bool {
    subject.is_some_and(|s| {
        let title = crate::catalog::normalize(board.loc_def(l).plain_title());
        crate::catalog::title_words(board.card_def(s).key())
            .filter(|w| w.len() > 2)
            .any(|w| title.contains(&format!("{w}'s")))
    })
}

/// An ordinal as its number: `fourth`, `4th` → `4` (as a number word or digits).
pub(super) fn ordinal(w: &str) -> Option<&str> {
    const ORDINALS: &[(&str, &str)] = &[
        ("first", "1"),
        ("second", "2"),
        ("third", "3"),
        ("fourth", "4"),
        ("fifth", "5"),
        ("sixth", "6"),
        ("seventh", "7"),
        ("eighth", "8"),
        ("ninth", "9"),
        ("tenth", "10"),
    ];
    if let Some((_, d)) = ORDINALS.iter().find(|(o, _)| *o == w) {
        return Some(d);
    }
    let digits = w
        .strip_suffix("st")
        .or_else(|| w.strip_suffix("nd"))
        .or_else(|| w.strip_suffix("rd"))
        .or_else(|| w.strip_suffix("th"))?;
    (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())).then_some(digits)
}

/// The cards in play and locations the words name: by title or kind, then whose it is, then
/// where it stands; a Young Jedi planet by its row.
fn named(
    board: &Board,
    toks: &[Tok],
    words: &[&str],
    want: Want,
    keep: &dyn Fn(&Thing) -> bool,
) -> Vec<Thing> {
    let (tier, found) = fits(board, words, want, keep);
    // Words fit only clipped (`mara` of `Maranda`), each of them a word of some title as
    // typed (`Mara Jade`): they name that other card, not in play, never this one.
    if matches!(tier, NEAR_FULL | NEAR_PART) && clipped(board, words, &found) {
        return Vec::new();
    }
    // `Blizzard 1`, not in play, is never Blizzard Scout 1: words that are a whole title of the
    // catalog name that card, not a card in play whose title merely holds them.
    if tier < FULL && tier > KIND && names_another_title(board, words, &found) {
        return Vec::new();
    }
    // `maz's castle` of `Takodana: Maz's Castle`, `Maz's Castle: Antechamber` and `Maz's
    // Castle: Hidden Recess`: the words that are a site's own name (its title after the
    // colon), whole and nothing else, name that site, not the sites of the place it names.
    if found.len() > 1 && matches!(want, Want::Loc | Want::Dest) {
        let own: Vec<Thing> = found
            .iter()
            .filter(|t| matches!(t, Thing::Loc(l) if own_name_said(board.loc_def(*l).key(), words)))
            .cloned()
            .collect();
        if !own.is_empty() && own.len() < found.len() {
            return own;
        }
    }
    // A planet of a Young Jedi board is its row (`Naboo`), unless a location is so titled.
    if matches!(want, Want::Loc | Want::Dest) && tier < FULL {
        let key = words.join(" ");
        if let Some(r) = board.row_named(&key) {
            return vec![Thing::Typed(quoted(&board.rows[r].name))];
        }
        if board.game == Game::YoungJedi && matches!(key.as_str(), "hyperspace" | "hyperspace pile")
        {
            return vec![Thing::Typed("Hyperspace".into())];
        }
    }
    // A card whose board id is this one plain word (`the grenadier` for `id: grenadier`): the
    // board's writer named it so. Added to what the titles fit (an id never chooses among
    // cards the words fit alike: `the wampa` of two Wampas, one `id: wampa`, is both).
    // An id with a digit or a mark (`bay_trooper`, `red5`) is no word of a title: it names
    // its card or location alone, as `@bay_trooper` does.
    if let [w] = words
        && !w.chars().all(char::is_alphabetic)
        && let Some(th) = by_id(board, w, want)
        && keep(&th)
    {
        return vec![th];
    }
    // The plain word as a card's id, else as a location's (`to low` for `id: low`): added to
    // what the titles fit.
    if let [w] = words
        && w.chars().all(char::is_alphabetic)
    {
        let card = matches!(want, Want::Card | Want::Dest | Want::Cards)
            .then(|| board.ids.get(*w).map(|&c| Thing::Card(c)))
            .flatten();
        let loc = matches!(want, Want::Loc | Want::Dest)
            .then(|| board.loc_ids.get(*w).map(|&l| Thing::Loc(l)))
            .flatten();
        if let Some(th) = [card, loc].into_iter().flatten().find(|t| keep(t)) {
            let mut both = found;
            if !both.contains(&th) {
                both.push(th);
            }
            return both;
        }
    }
    if !found.is_empty() {
        return found;
    }
    // `the second trooper`: of the cards in play the words after the ordinal fit alike, the
    // one at that place in the board's order (as the board lists them).
    if let [first, rest @ ..] = words
        && !rest.is_empty()
        && !first.bytes().any(|b| b.is_ascii_digit())
        && let Some(n) = ordinal(first).and_then(|d| d.parse::<usize>().ok())
    {
        let (_, mut several) = fits(board, rest, want, keep);
        if several.len() > 1 && several.iter().all(|t| matches!(t, Thing::Card(_))) {
            several.sort_by_key(|t| match t {
                Thing::Card(c) => Some(board.cards.order_key(*c)),
                _ => None,
            });
            return several.get(n - 1).cloned().into_iter().collect();
        }
    }
    // An id of words joined (`the bay trooper` for `id: bay_trooper`, `the space mynock` for
    // `space-mynock`): the board's writer named it so.
    if (2..=3).contains(&words.len()) {
        for joint in ["_", "-"] {
            if let Some(th) = by_id(board, &words.join(joint), want)
                && keep(&th)
            {
                return vec![th];
            }
        }
    }
    if board.game == Game::YoungJedi && matches!(want, Want::Card | Want::Dest | Want::Cards) {
        // `the naboo starfighter in hyperspace`, `in my hyperspace pile`.
        let head = match words.iter().rposition(|w| *w == "in") {
            Some(k)
                if k > 0
                    && words[k + 1..].iter().all(|w| {
                        matches!(
                            *w,
                            "my" | "the" | "his" | "her" | "their" | "our" | "hyperspace" | "pile"
                        )
                    })
                    && words[k + 1..].contains(&"hyperspace") =>
            {
                &words[..k]
            }
            _ => words,
        };
        let found = in_hyperspace(board, head);
        if !found.is_empty() {
            return found;
        }
    }
    if let Some(found) = whose(board, toks, words, want, keep) {
        return found;
    }
    where_it_stands(board, toks, words, want, keep)
}

/// Are the words (determiners aside) the whole of a location's own name, its title after the
/// colon (`maz's castle` of `Takodana: Maz's Castle`), every word of it and no other?
fn own_name_said(key: &str, words: &[&str]) -> bool {
    let Some((_, own)) = key.rsplit_once(':') else {
        return false;
    };
    // The markers of a Hoth site and a later version's `(V)` are no part of its name said.
    let own = own.split('(').next().unwrap_or(own);
    let own: Vec<&str> = title_words(own).collect();
    let mut covered: Vec<usize> = Vec::new();
    let said = words
        .iter()
        .filter(|w| !DETERMINERS.contains(w))
        .flat_map(|w| title_words(w));
    for w in said {
        match title_hit(w, &own, false) {
            Some((ix, _)) => covered.extend(ix),
            None => return false,
        }
    }
    // A possessive's `s` may go unsaid (`maz castle`), or come with its word (`mazs`).
    !own.is_empty() && (0..own.len()).all(|i| covered.contains(&i) || own[i] == "s")
}

/// Is one of the words a clipped word of a title the words fit (`mara` of `Maranda`), and
/// every word a word of some catalog title as typed?
fn clipped(board: &Board, words: &[&str], found: &[Thing]) -> bool {
    let key = |t: &Thing| match t {
        Thing::Card(c) => Some(board.card_def(*c).key()),
        Thing::Loc(l) => Some(board.loc_def(*l).key()),
        Thing::Def(d) => Some(board.def(*d).key()),
        _ => None,
    };
    let clip = words.iter().any(|w| {
        w.len() >= 4
            && found
                .iter()
                .filter_map(key)
                .any(|k| title_words(k).any(|t| t.len() >= w.len() + 2 && t.starts_with(*w)))
    });
    clip && words
        .iter()
        .all(|w| DETERMINERS.contains(w) || !board.catalog.title_candidates(w).is_empty())
}

/// The card (or location, where one is wanted) whose board id is `w`, case aside.
pub(super) fn by_id(board: &Board, w: &str, want: Want) -> Option<Thing> {
    let card = || {
        let exact = board.ids.get(w).map(|c| Thing::Card(*c));
        exact.or_else(|| {
            board
                .ids
                .iter()
                .find(|(id, _)| id.eq_ignore_ascii_case(w))
                .map(|(_, c)| Thing::Card(*c))
        })
    };
    let loc = || {
        let exact = board.loc_ids.get(w).map(|l| Thing::Loc(*l));
        exact.or_else(|| {
            board
                .loc_ids
                .iter()
                .find(|(id, _)| id.eq_ignore_ascii_case(w))
                .map(|(_, l)| Thing::Loc(*l))
        })
    };
    // A starship of a Young Jedi Hyperspace pile, by its id.
    let pile = || {
        [Side::Light, Side::Dark].into_iter().find_map(|s| {
            board.young_jedi.player(s).hyperspace.iter().find_map(|p| {
                let id = p.id.as_deref()?;
                id.eq_ignore_ascii_case(w)
                    .then(|| Thing::Typed(format!("@{id}")))
            })
        })
    };
    let card = || card().or_else(pile);
    match want {
        Want::Card | Want::Cards | Want::Known | Want::Weapon | Want::Character | Want::Craft => {
            card()
        }
        Want::Dest => card().or_else(loc),
        Want::Loc => loc(),
        _ => None,
    }
}

/// The starships of the Young Jedi Hyperspace piles the words fit best: by `@id`, else by
/// title.
fn in_hyperspace(board: &Board, words: &[&str]) -> Vec<Thing> {
    let mut best = 0;
    let mut out: Vec<Thing> = Vec::new();
    for s in [Side::Light, Side::Dark] {
        for p in &board.young_jedi.player(s).hyperspace {
            let t = tier(words, board.def(p.def), s);
            if t == 0 || t < best {
                continue;
            }
            if t > best {
                best = t;
                out.clear();
            }
            out.push(Thing::Typed(match &p.id {
                Some(id) => format!("@{id}"),
                None => quoted(board.def(p.def).plain_title()),
            }));
        }
    }
    out
}

/// Whose: `Wedge's X-wing` is the craft Wedge is aboard (or pilots, or carries).
fn whose(
    board: &Board,
    toks: &[Tok],
    words: &[&str],
    want: Want,
    keep: &dyn Fn(&Thing) -> bool,
) -> Option<Vec<Thing>> {
    // The possessive as written (`boba's`, `fetts'`), then one typed without its apostrophe
    // (`bobas ship`, `jar jars electropole`): a word's plain `s` is tried as a possessive only
    // when no card is named with the apostrophe.
    let owned: Vec<(usize, &str)> = toks
        .iter()
        .enumerate()
        .take(toks.len().saturating_sub(1))
        .filter_map(|(i, t)| {
            let w = t
                .text
                .strip_suffix("'s")
                .or_else(|| t.text.strip_suffix("s'"))?;
            Some((i, w))
        })
        .collect();
    let bare: Vec<(usize, &str)> = toks
        .iter()
        .enumerate()
        .take(toks.len().saturating_sub(1))
        .filter_map(|(i, t)| {
            let w = t.text.strip_suffix('s').filter(|w| w.len() >= 3)?;
            (!w.ends_with('\'') && !w.ends_with('s')).then_some((i, w))
        })
        .collect();
    // A name that ends in `s` with its apostrophe dropped (`veers walker` for `veers'
    // walker`): the word as typed names the owner.
    let whole: Vec<(usize, &str)> = toks
        .iter()
        .enumerate()
        .take(toks.len().saturating_sub(1))
        .filter(|(_, t)| t.text.len() >= 4 && t.text.ends_with('s') && !t.text.ends_with("'s"))
        .map(|(i, t)| (i, t.text.as_str()))
        .collect();
    owner_of(board, words, want, keep, &owned)
        .or_else(|| owner_of(board, words, want, keep, &bare))
        .or_else(|| owner_of(board, words, want, keep, &whole))
}

/// [`whose`], the owner words' last word without its possessive at each place given.
fn owner_of(
    board: &Board,
    words: &[&str],
    want: Want,
    keep: &dyn Fn(&Thing) -> bool,
    owned: &[(usize, &str)],
) -> Option<Vec<Thing>> {
    for &(i, owner_word) in owned {
        let mut owner_words: Vec<&str> = words[..i].to_vec();
        owner_words.push(owner_word);
        let owners = cards_of(fits(board, &owner_words, Want::Card, &|_| true).1);
        if owners.is_empty() {
            continue;
        }
        let related: Vec<CardIx> = owners.iter().flat_map(|&o| related(board, o)).collect();
        let head = &words[i + 1..];
        let (_, found) = fits(board, head, want, &|th| match th {
            Thing::Card(c) => related.contains(c) && keep(th),
            _ => false,
        });
        if !found.is_empty() {
            return Some(found);
        }
        // A card titled by its owner's possessive (`Kalit's Sandcrawler` beside Kalit, `Luke's
        // X-34 Landspeeder` beside Luke), named by the owner and what the rest of its title
        // or its kind says (`kalits crawler`, `vaders tie`): that card, not the owner.
        let (_, titled) = fits(board, head, want, &|th| {
            keep(th) && titled_by(board, th, &owner_words)
        });
        if !titled.is_empty() {
            return Some(titled);
        }
        // Its title's word said in part (`crawler` of `Sandcrawler`, `speeder` of
        // `Landspeeder`).
        let parts: Vec<Thing> = board
            .cards
            .iter_enumerated()
            .map(|(c, _)| Thing::Card(c))
            .filter(|th| keep(th) && titled_by(board, th, &owner_words))
            .filter(|th| rest_said(board, th, head))
            .collect();
        if !parts.is_empty() {
            return Some(parts);
        }
    }
    None
}

/// Is every word said (determiners aside) a word of the card's title after its owner's
/// possessive, whole or the end or start of a longer word (`crawler` of `Sandcrawler`, `x` and
/// `34` of `X-34`)?
fn rest_said(board: &Board, th: &Thing, head: &[&str]) -> bool {
    let Some((_, rest)) = owner_and_rest(board, th) else {
        return false;
    };
    let rest: Vec<&str> = title_words(&rest)
        .flat_map(|w| w.split('-').chain(std::iter::once(w)))
        .collect();
    let said: Vec<&&str> = head.iter().filter(|w| !DETERMINERS.contains(w)).collect();
    !said.is_empty()
        && said.iter().all(|w| {
            rest.iter()
                .any(|r| *r == **w || (w.len() >= 4 && (r.ends_with(**w) || r.starts_with(**w))))
        })
}

/// Is the card's title its owner's possessive (`X's …`) whose owner is the words said (`kalit`
/// of `Kalit's Sandcrawler`, `vader` of `Vader's Custom TIE`)?
fn titled_by(board: &Board, th: &Thing, owner_words: &[&str]) -> bool {
    let Some((owner, _)) = owner_and_rest(board, th) else {
        return false;
    };
    let owner: Vec<&str> = title_words(&owner).collect();
    !owner_words.is_empty() && owner.ends_with(owner_words)
}

/// A card whose title is its owner's possessive (`X's …`): the owner and the rest of the
/// title, normalised.
fn owner_and_rest(board: &Board, th: &Thing) -> Option<(String, String)> {
    let Thing::Card(c) = th else {
        return None;
    };
    let key = normalize(board.card_def(*c).key());
    let (owner, rest) = key.split_once("'s ")?;
    Some((owner.to_string(), rest.to_string()))
}

/// Where: `the trooper in the corridor`, `the pilot aboard Red 5`, `the X-wing over Tatooine`,
/// The words that name who stands at a place named by them (`where 4lom is`, `wherever the
/// trooper is`, `the site with the wampa`, `the place where han is`): the card's words.
fn place_of(toks: &[Tok]) -> Option<&[Tok]> {
    let place_word = |t: Option<&Tok>| {
        t.is_some_and(|t| matches!(t.text.as_str(), "site" | "location" | "place" | "spot"))
    };
    let mut toks = toks;
    if toks.first().is_some_and(|t| t.text == "the") {
        toks = &toks[1..];
    }
    if place_word(toks.first()) && toks.get(1).is_some_and(|t| t.text == "with") {
        return (toks.len() > 2).then(|| &toks[2..]);
    }
    if place_word(toks.first()) {
        toks = &toks[1..];
    }
    let [first, who @ .., last] = toks else {
        return None;
    };
    // `where blizzard 8 is parked`, `where the trooper is standing`: a state said after `is`.
    if let [who @ .., be, state] = toks
        && matches!(be.text.as_str(), "is" | "are")
        && state.text.len() > 4
        && (state.text.ends_with("ed") || state.text.ends_with("ing"))
        && who.len() > 1
        && matches!(who[0].text.as_str(), "where" | "wherever")
    {
        return Some(&who[1..]);
    }
    (matches!(first.text.as_str(), "where" | "wherever")
        && !who.is_empty()
        && matches!(
            last.text.as_str(),
            "is" | "stands" | "sits" | "waits" | "are"
        ))
    .then_some(who)
}

/// `the Y-wing at Anoat` (at the system, or in its row).
fn where_it_stands(
    board: &Board,
    toks: &[Tok],
    words: &[&str],
    want: Want,
    keep: &dyn Fn(&Thing) -> bool,
) -> Vec<Thing> {
    for (i, t) in toks.iter().enumerate().skip(1) {
        // `the vine snake attached to the trooper`, `the mynock stuck to Red 5`.
        let attached = t.text == "to" && ATTACHED_WORDS.contains(&toks[i - 1].text.as_str());
        let from = t.text == "from";
        if i + 1 >= toks.len() || !(PLACE_WORDS.contains(&t.text.as_str()) || attached || from) {
            continue;
        }
        // `the mynock in space`: at a system or a sector, not at a site below it; `the tie
        // bomber in the tatooine system`: at the system itself, not in its row.
        let space = matches!(toks[i + 1..].last().map(|t| t.text.as_str()), Some("space"))
            && toks.len() <= i + 3;
        // `the bomber over tatooine`: over a planet is at its system, not at a site below.
        let over = matches!(t.text.as_str(), "over" | "above");
        let exact = space || over || toks.last().is_some_and(|t| t.text == "system");
        let mut places = match space {
            true => board
                .locations
                .iter_enumerated()
                .filter(|(l, _)| !board.loc_def(*l).is_site())
                .map(|(l, _)| Thing::Loc(l))
                .collect(),
            false => phrase(board, &toks[i + 1..], Want::Dest, Context::default()),
        };
        // `the ugnaught from carbonite`: the card at the location it leaves; a card said after
        // `from` is whom it is taken from (`take chewie from boba`), no place it stands.
        if from {
            places.retain(|p| matches!(p, Thing::Loc(_)));
        }
        // `in the Stalker's cargo bay`: a part of a card is that card (its apostrophe left
        // out too: `in the devastators hangar`, as the possessive reads).
        if places.is_empty()
            && let Some(j) = toks[i + 1..toks.len() - 1]
                .iter()
                .position(|t| t.text.ends_with("'s") || t.text.ends_with('s'))
        {
            places = phrase(
                board,
                &toks[i + 1..=i + 1 + j],
                Want::Card,
                Context::default(),
            );
        }
        if places.is_empty() {
            continue;
        }
        // `the falcon out in the asteroid field`: a particle before the place word is no word
        // of the card's name.
        let particle = i > 1
            && !attached
            && matches!(
                toks[i - 1].text.as_str(),
                "out" | "down" | "up" | "back" | "right"
            );
        let head = &words[..i - usize::from(attached) - usize::from(particle)];
        // A creature attached to a card is on it (`the mynock on Red 5`).
        let on = |c: CardIx, p: &Thing| {
            (match (exact, p) {
                (true, Thing::Loc(l)) => board.location_of(c) == Some(*l),
                _ => is_at(board, c, p),
            }) || matches!(p, Thing::Card(h) if crate::board::facts::host_of(board, c) == Some(*h))
        };
        let (_, found) = fits(board, head, want, &|th| match th {
            Thing::Card(c) => keep(th) && places.iter().any(|p| on(*c, p)),
            _ => false,
        });
        if !found.is_empty() {
            return found;
        }
    }
    Vec::new()
}

/// The place the words say a card stands at (`the snowtrooper in the docking bay`: the
/// docking bay), when they name the card by it; else none.
pub fn said_place(board: &Board, toks: &[Tok]) -> Vec<Thing> {
    for (i, t) in toks.iter().enumerate().skip(1) {
        if i + 1 >= toks.len() || !PLACE_WORDS.contains(&t.text.as_str()) {
            continue;
        }
        let places = phrase(board, &toks[i + 1..], Want::Dest, Context::default());
        if !places.is_empty() && !phrase(board, toks, Want::Card, Context::default()).is_empty() {
            return places;
        }
    }
    Vec::new()
}

/// The words before `to` that say what a card is attached to.
const ATTACHED_WORDS: &[&str] = &["attached", "stuck", "clinging", "clamped", "latched"];

/// The words that say where a card stands.
pub(super) const PLACE_WORDS: &[&str] = &[
    "in", "at", "aboard", "on", "inside", "by", "over", "above", "near",
];

/// What `his`/`her`/`its` may point to: what the card carries, the craft it is aboard or
/// pilots; else, when it has none, the cards of its side at its location that nobody carries
/// (a Young Jedi lightsaber beside its wielder).
pub fn belongings(board: &Board, s: CardIx) -> Vec<CardIx> {
    let mut v = related(board, s);
    v.push(s);
    if v.len() == 1
        && let Some(at) = board.location_of(s)
    {
        v.extend(board.cards.iter_enumerated().filter_map(|(c, card)| {
            // (A captive there is no one's but its escort's: `his prisoner`.)
            (card.place == Place::At(at)
                && card.side == board.cards[s].side
                && c != s
                && !crate::board::facts::is_captive(board, c))
            .then_some(c)
        }));
    }
    v
}

/// Does card `c` stand at (or within) the place named?
pub fn is_at(board: &Board, c: CardIx, place: &Thing) -> bool {
    match place {
        Thing::Loc(l) => stands_at(board, c, *l),
        Thing::Card(p) => within(board, c, *p),
        Thing::Typed(row) => board.location_of(c).is_some_and(|at| {
            board
                .row_named(row.trim_matches('"'))
                .is_some_and(|r| board.locations[at].row == r)
        }),
        _ => false,
    }
}

/// Is `c` at `l`: there (directly, or aboard / carried by something there), or, when `l` is
/// a system, anywhere in its row (a sector, a site below).
pub fn stands_at(board: &Board, c: CardIx, l: LocId) -> bool {
    board.location_of(c).is_some_and(|at| {
        at == l
            || (board.loc_def(l).is_system() && board.locations[at].row == board.locations[l].row)
    })
}

/// The card (or craft) `c` is at or aboard, one step up; `None` at a location.
pub fn holder(board: &Board, c: CardIx) -> Option<CardIx> {
    match board.cards[c].place {
        Place::At(_) => None,
        Place::Aboard(p) | Place::Carried(p) | Place::Escorted(p) => Some(p),
    }
}

/// A card to deploy: one in a hand the words fit, else the catalog's (never a card in play:
/// that one is deployed already).
/// The cards not in play whose title names the subject as their owner (`his blaster` said
/// of Captain Panaka: `Panaka's Blaster`): a word of the subject's title, possessive, then
/// the words said.
fn named_for(board: &Board, subject: CardIx, words: &[&str], side: Option<Side>) -> Vec<Thing> {
    let key = board.card_def(subject).key();
    let mut out: Vec<Thing> = Vec::new();
    let mut whole: Vec<Thing> = Vec::new();
    for w in crate::catalog::title_words(key).filter(|w| w.len() > 2) {
        let owned = format!("{w}'s");
        let said: Vec<&str> = std::iter::once(owned.as_str())
            .chain(words.iter().copied())
            .collect();
        let said_whole = crate::catalog::normalize(&said.join(" "));
        for th in to_deploy(board, &said, side) {
            // The title said whole (`Panaka's Blaster`) before one it is part of (`Captain
            // Panaka's Blaster` read from `captain's blaster`).
            let exact = matches!(th, Thing::Def(d)
                if crate::catalog::normalize(board.def(d).plain_title()) == said_whole);
            let into = if exact { &mut whole } else { &mut out };
            if !into.contains(&th) {
                into.push(th);
            }
        }
    }
    if whole.is_empty() { out } else { whole }
}

fn to_deploy(board: &Board, words: &[&str], side: Option<Side>) -> Vec<Thing> {
    let mut best = 0;
    let mut hand: Vec<DefId> = Vec::new();
    for s in [Side::Light, Side::Dark] {
        if side.is_some_and(|x| x != s) {
            continue;
        }
        for z in &board.player(s).hand {
            let t = tier(words, board.def(z.def), s);
            if t > best {
                best = t;
                hand.clear();
            }
            if t == best && t > 0 && !hand.contains(&z.def) {
                hand.push(z.def);
            }
        }
    }
    if !hand.is_empty() && best > KIND {
        return hand.into_iter().map(Thing::Def).collect();
    }
    // Then a card of a draw deck the board lists (`draw_deck: [...]`): `a neimoidian pilot`
    // deployed from the deck is the one there, before the catalog's others.
    let piled = in_decks(board, words, side);
    if !piled.is_empty() {
        return piled;
    }
    // A persona's name (`vader`, `lando`) names the person, before a card of that title
    // which is one of the persona's (`Vader`); a title of no such persona names its card.
    let key = words.join(" ");
    // The catalog is asked only when a title holds the words (its postings, cheap): an
    // unknown title costs the catalog a search for the closest ones.
    let resolved = if catalog_holds(board, &key) {
        board.catalog.resolve(&key)
    } else {
        Resolution::Unknown(Vec::new())
    };
    if let Resolution::Found(ids) = &resolved {
        let def = board.catalog.get(ids[0]);
        let a_persona = def
            .personas()
            .any(|p| p.eq_ignore_ascii_case(&key) || title_words(&normalize(p)).any(|w| w == key));
        if def.key() == key && !a_persona {
            return vec![Thing::Def(ids[0])];
        }
    }
    let persona = by_persona(board, words, side);
    if !persona.is_empty() {
        return persona;
    }
    match resolved {
        Resolution::Found(ids) => vec![Thing::Def(ids[0])],
        _ if !hand.is_empty() => hand.into_iter().map(Thing::Def).collect(),
        _ => by_title_words(board, &key),
    }
}

/// The cards of the Young Jedi draw decks the board lists that the words fit best, better than
/// by a kind.
fn in_decks(board: &Board, words: &[&str], side: Option<Side>) -> Vec<Thing> {
    let mut best = KIND;
    let mut found: Vec<DefId> = Vec::new();
    for s in [Side::Light, Side::Dark] {
        if side.is_some_and(|x| x != s) {
            continue;
        }
        let deck = match &board.young_jedi.player(s).draw_deck {
            Some(crate::board::DrawDeck::Cards(cards)) => cards.as_slice(),
            _ => &[],
        };
        for z in deck {
            let t = tier(words, board.def(z.def), s);
            if t > best {
                best = t;
                found.clear();
            }
            if t == best && t > KIND && !found.contains(&z.def) {
                found.push(z.def);
            }
        }
    }
    found.into_iter().map(Thing::Def).collect()
}

/// Does a catalog title equal or hold the words as a run of whole words (also with numbers
/// as digits)? What [`crate::catalog::Catalog::resolve`] finds, asked cheaply.
/// Are the words a whole title of the catalog (its digits or number words aside) that none of
/// `found` bears?
fn names_another_title(board: &Board, words: &[&str], found: &[Thing]) -> bool {
    let exact = |k: &str| {
        board
            .catalog
            .title_candidates(k)
            .into_iter()
            .any(|t| t == k)
    };
    // A possessive typed without its apostrophe (`blizzard 1s landspeed`): the title's own
    // words, where they are one.
    let key = words.join(" ");
    let numbered = |k: &str| {
        let last = k.rsplit(' ').next().unwrap_or(k);
        last.bytes().all(|b| b.is_ascii_digit()) || numerals(last).is_some()
    };
    let key = match key.strip_suffix('s') {
        Some(k) if !exact(&key) && !k.is_empty() && numbered(k) => k.to_string(),
        _ => key,
    };
    let key = match numerals(&key) {
        Some(d) if !exact(&key) => d,
        _ => key,
    };
    // A numbered title (`Blizzard 1`, `Red 3`): a bare word of kind (`blaster rifle`) names
    // the card in play that holds it.
    if !exact(&key) || !key.chars().any(|c| c.is_ascii_digit()) {
        return false;
    }
    let Resolution::Found(ids) = board.catalog.resolve(&key) else {
        return false;
    };
    let other = board.catalog.get(ids[0]);
    // A persona's own card (`Han`, `Vader`) names the persona: Han Solo is Han.
    let persona = |d: &CardDef| {
        d.personas()
            .any(|p| other.personas().any(|q| q.eq_ignore_ascii_case(p)))
    };
    !found.iter().any(|f| match f {
        Thing::Card(c) => {
            let d = board.card_def(*c);
            d.key() == other.key() || persona(d)
        }
        Thing::Loc(l) => board.loc_def(*l).key() == other.key(),
        _ => true,
    })
}

fn catalog_holds(board: &Board, key: &str) -> bool {
    let holds = |k: &str| {
        board
            .catalog
            .title_candidates(k)
            .into_iter()
            .any(|t| t == k || is_shortening(k, t))
    };
    holds(key) || numerals(key).is_some_and(|d| holds(&d))
}

/// The most catalog titles a few words may name before they are too vague to list.
const MAX_TITLES: usize = 8;

/// The catalog's cards whose titles hold every word typed, as whole words (`the snare rifle`:
/// Zuckuss' Snare Rifle); a later version (`… (V)`) only when it is the only one.
fn by_title_words(board: &Board, key: &str) -> Vec<Thing> {
    let typed: Vec<&str> = title_words(key).collect();
    if typed.is_empty() {
        return Vec::new();
    }
    // A word typed without its apostrophe (`anakins`) is in no title's postings: the titles
    // of the rarest word that is.
    let mut candidates = board.catalog.title_candidates(key);
    // Only for a word in no title that is one typed without its apostrophe (its stem is in a
    // title): any other word in no title names nothing, and is not worth every title's look.
    let posted = |w: &str| !board.catalog.title_candidates(w).is_empty();
    let dropped = |w: &str| {
        !posted(w)
            && CONTRACTED
                .iter()
                .any(|x| w.len() > x.len() + 1 && w.ends_with(x) && posted(&w[..w.len() - x.len()]))
    };
    if candidates.is_empty() && typed.iter().any(|w| dropped(w)) {
        candidates = typed
            .iter()
            .map(|w| board.catalog.title_candidates(w))
            .filter(|c| !c.is_empty())
            .min_by_key(Vec::len)
            .unwrap_or_default();
    }
    // A word in no title that is parts of one run together, an apostrophe inside a name left
    // out (`kalfalnl` for `Kal'Falnl`): the titles of its rarest part. (A possessive typed
    // without its apostrophe is read above, beside the words it owns.)
    if candidates.is_empty() {
        candidates = typed
            .iter()
            .filter(|w| !posted(w) && !dropped(w))
            .find_map(|w| {
                board
                    .catalog
                    .parts_of_word(w, CONTRACTED)
                    .into_iter()
                    .map(|(part, _)| board.catalog.title_candidates(part))
                    .find(|titles| titles.iter().any(|t| apostrophe_dropped(t, w)))
            })
            .unwrap_or_default();
    }
    let mut hits: Vec<&str> = candidates
        .into_iter()
        .filter(|t| {
            let words: Vec<&str> = title_words(t).collect();
            typed
                .iter()
                .all(|w| words.contains(w) || apostrophe_dropped(t, w))
        })
        .collect();
    crate::catalog::originals_only(&mut hits);
    if hits.len() > MAX_TITLES {
        return Vec::new();
    }
    hits.into_iter()
        .filter_map(|t| match board.catalog.resolve(t) {
            Resolution::Found(ids) => Some(Thing::Def(ids[0])),
            _ => None,
        })
        .collect()
}

/// The words an apostrophe parts from the word before (`anakin's`, `we're`, `can't`).
const CONTRACTED: &[&str] = &["s", "re", "ll", "t", "d", "ve", "m"];

/// Is `w` a word of the title `key` that apostrophes part, typed without them (`anakins` for
/// `anakin's`, `were` for `we're`, `kalfalnl` for `kal'falnl`)?
fn apostrophe_dropped(key: &str, w: &str) -> bool {
    key.split(|c: char| c.is_ascii() && !c.is_ascii_alphanumeric() && c != '\'')
        .filter(|part| part.contains('\''))
        .any(|part| {
            part.len() == w.len() + part.matches('\'').count() && part.replace('\'', "") == w
        })
}

/// The catalog's card of a persona named by one of its names (`vader`, `lando`): the card
/// titled with the persona's plain name (`Darth Vader`), which every other title of the
/// persona extends; else one of each of its titles (readings to choose from).
fn by_persona(board: &Board, words: &[&str], side: Option<Side>) -> Vec<Thing> {
    let [word] = words else {
        return Vec::new();
    };
    if word.len() < 3 || !word.bytes().all(|b| b.is_ascii_alphabetic()) {
        return Vec::new();
    }
    let mut titles: Vec<(String, DefId)> = Vec::new();
    // The titles holding the word (a persona's cards say its name): a few, not the catalog.
    let defs = board
        .catalog
        .title_candidates(word)
        .into_iter()
        .filter(|t| title_words(t).any(|w| w == *word))
        .filter_map(|t| match board.catalog.resolve(t) {
            Resolution::Found(ids) => Some(ids),
            _ => None,
        })
        .flatten()
        .map(|id| (id, board.catalog.get(id)))
        .filter(|(_, d)| d.card_type == CardType::Character)
        .collect::<Vec<_>>();
    for (id, def) in defs {
        let named = def.personas().any(|p| {
            p.eq_ignore_ascii_case(word) || title_words(&normalize(p)).any(|w| w == *word)
        });
        if !named || side.is_some_and(|s| !def.side.fits(s)) {
            continue;
        }
        let t = def.plain_title().to_string();
        if !titles.iter().any(|(x, _)| *x == t) {
            titles.push((t, id));
        }
    }
    // The persona's name: the title the most of its other titles say in full (`Darth Vader`
    // in `Darth Vader, Dark Lord Of The Sith`; `Lando Calrissian` in `Captain Lando
    // Calrissian`), never the word typed alone (`Vader` is a card of its own).
    let keys: Vec<String> = titles.iter().map(|(t, _)| normalize(t)).collect();
    let said_in = |p: &str| keys.iter().filter(|t| *t != p && t.contains(p)).count();
    let mut best: Vec<(usize, DefId)> = keys
        .iter()
        .zip(&titles)
        .filter(|(k, _)| k.as_str() != *word)
        .map(|(k, (_, id))| (said_in(k), *id))
        .filter(|(n, _)| *n > 0)
        .collect();
    best.sort_by_key(|(n, _)| std::cmp::Reverse(*n));
    let plain = match best.as_slice() {
        [(a, id), (b, _), ..] if a > b => Some(*id),
        [(_, id)] => Some(*id),
        _ => None,
    };
    // Else the card titled as typed (`Zuckuss`), else each title a reading.
    let typed = keys.iter().position(|k| k.as_str() == *word);
    match (plain, typed) {
        (Some(id), _) => vec![Thing::Def(id)],
        (None, Some(i)) => vec![Thing::Def(titles[i].1)],
        (None, None) => titles.into_iter().map(|(_, id)| Thing::Def(id)).collect(),
    }
}

/// The cards in play the words fit best among those at or aboard one of `places` (`the
/// trooper from the devastator`: the stormtrooper aboard it, where `trooper` alone fits a
/// Rebel Trooper elsewhere better), by a word of the title or of its kind.
pub fn fits_at(board: &Board, toks: &[Tok], places: &[Thing]) -> Vec<Thing> {
    let words: Vec<&str> = toks
        .iter()
        .map(|t| t.text.as_str())
        .filter(|w| !DETERMINERS.contains(w))
        .collect();
    match fits(
        board,
        &words,
        Want::Card,
        &|th| matches!(th, Thing::Card(c) if places.iter().any(|p| is_at(board, *c, p))),
    ) {
        (tier, found) if tier >= KIND => found,
        _ => Vec::new(),
    }
}

/// The candidates (cards in play, locations) the words fit best, among those `keep` allows,
/// and how well.
fn fits(
    board: &Board,
    words: &[&str],
    want: Want,
    keep: &dyn Fn(&Thing) -> bool,
) -> (u8, Vec<Thing>) {
    if words.is_empty() {
        return (0, Vec::new());
    }
    // Words with a letter or two amiss only when no name fits them as typed: a typo never
    // beats a name (`grenadier` is no `Grenade` when a card is so called).
    let mut scored = scores(board, words, want, keep, true);
    if scored
        .iter()
        .any(|(t, _)| !matches!(*t, NEAR_FULL | NEAR_PART))
    {
        scored.retain(|(t, _)| !matches!(*t, NEAR_FULL | NEAR_PART));
    }
    let best = scored.iter().map(|(t, _)| *t).max().unwrap_or(0);
    let found = scored
        .into_iter()
        .filter(|(t, _)| *t == best)
        .map(|(_, th)| th)
        .collect();
    (best, found)
}

/// Each candidate the words fit (`fuzzy`: with a letter or two amiss), and how well.
fn scores(
    board: &Board,
    words: &[&str],
    want: Want,
    keep: &dyn Fn(&Thing) -> bool,
    fuzzy: bool,
) -> Vec<(u8, Thing)> {
    let mut scored: Vec<(u8, Thing)> = Vec::new();
    if matches!(want, Want::Card | Want::Dest | Want::Cards) {
        // A card's fit depends on its definition and side alone: each pair is scored once,
        // not once a copy (a thousand troopers cost one score: issue 38 item 8).
        let mut seen: std::collections::HashMap<(DefId, Side), u8> =
            std::collections::HashMap::new();
        for (c, card) in board.cards.iter_enumerated() {
            let th = Thing::Card(c);
            if keep(&th) {
                let t = *seen
                    .entry((card.def, card.side))
                    .or_insert_with(|| tier_with(words, board.def(card.def), card.side, fuzzy));
                if t > 0 {
                    scored.push((t, th));
                }
            }
        }
    }
    // `the y-wing` beside `Gray Squadron Y-wing Pilot` and a Y-wing in play: a word said last
    // that is a craft's kind (its model) names that craft; a title that holds the word only
    // before its own head word (`… Y-wing Pilot`) is not named by it.
    if let Some(last) = words
        .iter()
        .rev()
        .find(|w| !matches!(**w, "the" | "a" | "an"))
        && scored.iter().any(|(t, _)| *t == KIND)
        && scored.iter().any(|(t, _)| *t == PART)
    {
        let head_of_kind = |th: &Thing| match th {
            Thing::Card(c) => {
                let card = &board.cards[*c];
                kind_words(board.def(card.def), card.side)
                    .iter()
                    .any(|k| compact(k) == compact(singular(last)))
            }
            _ => false,
        };
        let modifier_only = |th: &Thing| match th {
            Thing::Card(c) => {
                let title: Vec<&str> = title_words(board.def(board.cards[*c].def).key())
                    .map(|w| w.trim_start_matches(UNIQUENESS_DOTS))
                    .filter(|w| !w.is_empty())
                    .collect();
                let parts: Vec<&str> = title_words(last).collect();
                !parts.is_empty()
                    && parts.iter().all(|p| {
                        title_hit(p, &title, false)
                            .is_some_and(|(ix, _)| ix.iter().all(|i| i + 1 < title.len()))
                    })
            }
            _ => false,
        };
        if scored.iter().any(|(t, th)| *t == KIND && head_of_kind(th)) {
            scored.retain(|(t, th)| *t != PART || !modifier_only(th));
        }
    }
    if matches!(want, Want::Loc | Want::Dest) {
        for (l, loc) in board.locations.iter_enumerated() {
            let th = Thing::Loc(l);
            if keep(&th) {
                let t = tier_with(
                    words,
                    board.def(loc.def),
                    loc.owner.unwrap_or(Side::Light),
                    fuzzy,
                );
                if t > 0 {
                    scored.push((t, th));
                }
            }
        }
    }
    scored
}

/// How well the words fit a card (see [`FULL`]); 0 when some word fits nothing of it.
pub fn tier(words: &[&str], def: &CardDef, side: Side) -> u8 {
    tier_with(words, def, side, true)
}

/// [`tier`]; `fuzzy`: a word may fit a title word with a letter or two amiss.
fn tier_with(words: &[&str], def: &CardDef, side: Side, fuzzy: bool) -> u8 {
    // A uniqueness dot inside a title (`Owen Lars & •Beru Lars`) is no letter of its word.
    let title: Vec<&str> = title_words(def.key())
        .map(|w| w.trim_start_matches(UNIQUENESS_DOTS))
        .filter(|w| !w.is_empty())
        .collect();
    let mut kinds: Option<Vec<String>> = None;
    let mut all_title = true;
    let mut near = false;
    let mut covered: Vec<usize> = Vec::new();
    let mut said = false;
    let mut joined = false;
    for (i, w) in words.iter().enumerate() {
        // The second word of a kind's name typed as two (`x wing`), read with the first.
        if std::mem::take(&mut joined) {
            continue;
        }
        let parts: Vec<&str> = title_words(w).collect();
        if parts.is_empty() {
            continue;
        }
        said = true;
        // A number word names a number (`Red Five`), unless the title has the word (`Big One`);
        // a word of the title is that word, never a number word a letter away (`Vine Snake`
        // is no `nine`).
        let hits: Vec<Option<(Vec<usize>, bool)>> = parts
            .iter()
            .map(|p| match title_hit(p, &title, false) {
                Some(hit) => Some(hit),
                None => {
                    let n = numerals(p)
                        .or_else(|| near_numerals(p))
                        .unwrap_or_else(|| p.to_string());
                    title_hit(&n, &title, fuzzy)
                }
            })
            .collect();
        if hits.iter().all(Option::is_some) {
            for (ix, exact) in hits.into_iter().flatten() {
                near |= !exact;
                covered.extend(ix);
            }
            continue;
        }
        // `Anakin the Podracer Pilot`: an article inside a name says nothing; nor does `and`
        // for a title's `&` (`owen and beru`).
        if matches!(*w, "the" | "a" | "an") || (*w == "and" && def.key().contains('&')) {
            continue;
        }
        let kinds = kinds.get_or_insert_with(|| kind_words(def, side));
        let bare = compact(singular(w));
        // A kind's name typed as two words (`x wing`, `tie fighter`: `x-wing`).
        let two = words
            .get(i + 1)
            .map(|n| format!("{}{}", compact(w), compact(singular(n))));
        if kinds.iter().any(|k| compact(k) == bare || k == *w) {
            all_title = false;
        } else if let Some(two) = two
            && kinds.iter().any(|k| k.contains('-') && compact(k) == two)
        {
            all_title = false;
            joined = true;
        } else {
            return 0;
        }
    }
    // Words without a letter or digit name nothing.
    if !said {
        return 0;
    }
    if !all_title {
        return KIND;
    }
    // `Qui-Gon` names Qui-Gon, not Qui-Gon Jinn's Lightsaber: the owner's words of a title
    // name the thing owned only with a word of the thing.
    if let Some(owner) = title.iter().position(|w| *w == "s")
        && covered.iter().all(|i| *i < owner)
    {
        return KIND;
    }
    // A version's mark (`Tatooine (V)`, `… (AI)`) is no word of the name said: `tatooine`
    // says all of `Tatooine (V)`.
    let marks = version_marks(def.key(), &title);
    let full = (0..title.len()).all(|i| covered.contains(&i) || marks.contains(&i));
    match (full, near) {
        (true, false) => FULL,
        (false, false) => PART,
        (true, true) => NEAR_FULL,
        (false, true) => NEAR_PART,
    }
}

/// The uniqueness dots a title may hold before a name inside it.
const UNIQUENESS_DOTS: &[char] = &['\u{2022}', '\u{25e6}', '\u{00b7}'];

/// The places in a title's words of its version marks, `(V)` and `(AI)` said last (`Tatooine
/// (V)`, `Obi-Wan Kenobi, Padawan Learner (V) (AI)`).
fn version_marks(key: &str, title: &[&str]) -> Vec<usize> {
    let mut out = Vec::new();
    let mut rest = key.trim_end();
    let mut n = title.len();
    while let Some(head) = rest
        .strip_suffix("(v)")
        .or_else(|| rest.strip_suffix("(ai)"))
        && n > 0
    {
        n -= 1;
        out.push(n);
        rest = head.trim_end();
    }
    out
}

/// The title words a typed word is, and whether exactly: the word itself (also in the
/// plural, `1` for `I`), title words run together (`xwing`, `quigon`), or a word with a
/// letter or two amiss (`stormtroper`, `sheilded`). Never a part of a title word.
fn title_hit(w: &str, title: &[&str], fuzzy: bool) -> Option<(Vec<usize>, bool)> {
    // A nickname is the title word it stands for, where the title does not say the word
    // itself (`palpatine` is Sidious, but `Senator Palpatine` first of all).
    let nick = |fuzzy: bool| {
        NICKNAMES
            .iter()
            .filter(|(n, _)| *n == w)
            .find_map(|(_, full)| title_hit_as(full, title, fuzzy))
    };
    title_hit_as(w, title, false)
        .or_else(|| nick(fuzzy))
        .or_else(|| fuzzy.then(|| title_hit_as(w, title, true)).flatten())
}

/// [`title_hit`], the word as typed.
fn title_hit_as(w: &str, title: &[&str], fuzzy: bool) -> Option<(Vec<usize>, bool)> {
    let one = singular(w);
    if let Some(i) = title
        .iter()
        .position(|t| *t == w || *t == one || roman(t).is_some_and(|r| r == w))
    {
        return Some((vec![i], true));
    }
    for len in 2..=3 {
        for start in 0..title.len().saturating_sub(len - 1) {
            let run: String = title[start..start + len].concat();
            if run == w || run == one {
                return Some(((start..start + len).collect(), true));
            }
        }
    }
    if !fuzzy {
        return None;
    }
    // A title word clipped as players clip it (`merc` for Mercenary, `lieut`): the first four
    // letters or more of a longer word, taken only where no name fits as typed (a near fit).
    if w.len() >= 4
        && w.chars().all(|c| c.is_ascii_alphabetic())
        && let Some(i) = title
            .iter()
            .position(|t| t.len() >= w.len() + 2 && t.starts_with(w))
    {
        return Some((vec![i], false));
    }
    let slack = match w.chars().count() {
        0..=4 => return None,
        5..=7 => 1,
        _ => 2,
    };
    // Two letters amiss in a word, not two letters more or fewer (`grenadier` is no
    // `grenade`: another word, not a typo).
    title
        .iter()
        .position(|t| {
            t.len() > 3
                && strsim::osa_distance(w, t) <= slack
                && (strsim::osa_distance(w, t) <= 1 || w.len().abs_diff(t.len()) <= 1)
        })
        .map(|i| (vec![i], false))
}

/// What players call a few cards, and the word of the title it stands for.
const NICKNAMES: &[(&str, &str)] = &[
    ("chewie", "chewbacca"),
    ("artoo", "r2"),
    ("threepio", "c"),
    ("palpy", "palpatine"),
    ("palpy", "sidious"),
    ("palpatine", "sidious"),
    ("saber", "lightsaber"),
    ("sabre", "lightsaber"),
    // Ranks as players clip them (`lt page`, `capt needa`, `adm piett`, `gen veers`).
    ("lt", "lieutenant"),
    ("lieut", "lieutenant"),
    ("capt", "captain"),
    ("cpt", "captain"),
    ("cmdr", "commander"),
    ("cmdr", "commandant"),
    ("cdr", "commander"),
    ("gen", "general"),
    ("adm", "admiral"),
    ("sgt", "sergeant"),
    ("col", "colonel"),
    ("maj", "major"),
    ("dr", "doctor"),
];

/// A word without its punctuation (`x-wing` is `xwing`).
fn compact(w: &str) -> String {
    w.chars().filter(|c| c.is_alphanumeric()).collect()
}

/// A Roman numeral of a title (`Slave I`) as the digits players type.
fn roman(w: &str) -> Option<&'static str> {
    Some(match w {
        "i" => "1",
        "ii" => "2",
        "iii" => "3",
        "iv" => "4",
        "v" => "5",
        "vi" => "6",
        _ => return None,
    })
}

/// A title in the query language's quotes.
pub fn quoted(title: &str) -> String {
    format!("\"{title}\"")
}

/// The names most like `typed` among `names`, best first (at most `n`).
pub fn nearest(typed: &str, names: &[String], n: usize) -> Vec<String> {
    let typed = normalize(typed);
    let typed: String = typed
        .split(' ')
        .filter(|w| !DETERMINERS.contains(w))
        .collect::<Vec<_>>()
        .join(" ");
    let score = |name: &str| {
        let key = normalize(name);
        let whole = strsim::jaro_winkler(&typed, &key);
        let best_word = title_words(&key)
            .flat_map(|k| title_words(&typed).map(move |t| strsim::jaro_winkler(t, k)))
            .fold(0.0_f64, f64::max);
        whole.max(best_word)
    };
    let mut scored: Vec<(f64, &String)> = names.iter().map(|s| (score(s), s)).collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| a.1.cmp(b.1)));
    scored.into_iter().take(n).map(|(_, s)| s.clone()).collect()
}

/// Is `c` aboard (or carried by) `p`, at any depth?
pub fn within(board: &Board, c: CardIx, p: CardIx) -> bool {
    let mut cur = c;
    for _ in 0..board.cards.len() {
        match holder(board, cur) {
            Some(h) if h == p => return true,
            Some(h) => cur = h,
            None => return false,
        }
    }
    false
}

/// The cards a card's owner words may mean: the craft it is aboard, what it carries, the craft
/// it pilots or drives, the captive it escorts (`his prisoner`).
pub fn related(board: &Board, o: CardIx) -> Vec<CardIx> {
    let mut v: Vec<CardIx> = Vec::new();
    v.extend(holder(board, o));
    v.extend(board.cards[o].carrying.iter().copied());
    v.extend(
        board
            .cards
            .iter_enumerated()
            .filter(|(_, c)| c.place == Place::Escorted(o))
            .map(|(i, _)| i),
    );
    v.extend(
        board
            .cards
            .iter_enumerated()
            .filter(|(_, c)| c.pilot == Some(o) || c.driver == Some(o))
            .map(|(i, _)| i),
    );
    v
}

/// A word without its plural `s`, or the possessive `s` of a number typed without its
/// apostrophe (`blizzard 2s landspeed`).
fn singular(w: &str) -> &str {
    match w.strip_suffix('s') {
        Some(s) if s.len() >= 3 && !s.ends_with('s') => s,
        Some(s) if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) => s,
        _ => w,
    }
}

/// The words players use for a card's kind (`the walker`, `the ship`): its type, and the
/// everyday names of what it is. These only narrow what is on the board; the answer shows the
/// card read.
fn kind_words(def: &CardDef, side: Side) -> Vec<String> {
    let mut k: Vec<&'static str> = Vec::new();
    let sub = def.subtype;
    // A craft's model as the catalog records it (`y-wing`, `t-47 snowspeeder`, `lambda-class
    // shuttle`): the model and its last word name the craft (`the y-wing`, `the shuttle`).
    let model = def.model().map(str::trim).filter(|m| !m.is_empty());
    let has_model =
        model.is_some() && matches!(def.card_type, CardType::Starship | CardType::Vehicle);
    match def.card_type {
        CardType::Character => {
            // Everyday words for a person (`the podracer kid`: the character whose title
            // says podracer).
            k.extend([
                "character",
                "guy",
                "person",
                "kid",
                "dude",
                "boy",
                "girl",
                "lady",
                "man",
                "woman",
            ]);
            if def.has_icon(Icon::Pilot) {
                k.push("pilot");
            }
            if sub == Some(Subtype::Droid) || def.has_trait(&Trait::Droid) {
                k.push("droid");
            }
        }
        CardType::Starship => {
            k.extend(["starship", "ship", "craft"]);
            if sub == Some(Subtype::Starfighter) {
                k.extend(["starfighter", "fighter"]);
                if def.is_tie() {
                    k.extend(["tie", "tie-fighter"]);
                } else if has_model {
                    // Its model on record names it (`the y-wing`), never another model's
                    // word (an A-wing is no Y-wing).
                } else if (side == Side::Light || def.side == Printed::Light)
                    && def.capacity.pilots.unwrap_or(1) <= 1
                    && def.capacity.passengers.unwrap_or(0) <= 1
                {
                    // A fighter of one seat: the Falcon, a freighter with room for
                    // passengers, is no X-wing.
                    k.extend(["x-wing", "y-wing", "a-wing", "b-wing"]);
                }
            }
            if sub == Some(Subtype::Capital) {
                k.push("capital");
            }
            if def.has_trait(&Trait::StarDestroyer) {
                k.extend(["destroyer", "star-destroyer"]);
            }
        }
        CardType::Vehicle => {
            k.extend(["vehicle", "craft"]);
            if sub == Some(Subtype::Combat) {
                if side == Side::Dark {
                    // The catalog gives no model: a walker that carries troops is an AT-AT,
                    // one that carries only its pilots an AT-ST (a scout walker).
                    k.push("walker");
                    if def.capacity.passengers.unwrap_or(0) > 0 {
                        k.push("at-at");
                    } else {
                        k.extend(["at-st", "scout"]);
                    }
                } else {
                    k.extend(["speeder", "snowspeeder"]);
                }
            }
            if sub == Some(Subtype::CreatureVehicle) {
                k.extend(["mount", "creature"]);
            }
        }
        CardType::Weapon => k.extend(["weapon", "gun"]),
        CardType::Device => k.push("device"),
        CardType::Creature => k.extend(["creature", "beast", "monster"]),
        CardType::Effect => k.push("effect"),
        CardType::Location => {
            k.push("location");
            if def.is_site() {
                k.push("site");
            }
            if def.is_system() {
                k.extend(["system", "planet"]);
            }
            if def.is_sector() {
                k.push("sector");
            }
        }
        _ => {}
    }
    if def.has_icon(Icon::Warrior) {
        k.push("warrior");
    }
    let mut k: Vec<String> = k.into_iter().map(str::to_string).collect();
    if has_model && let Some(m) = model {
        k.push(m.to_string());
        if let Some(last) = m.rsplit(' ').next().filter(|l| *l != m) {
            k.push(last.to_string());
        }
    }
    // A trooper by the end of its title's word (`Snowtrooper`), and a stormtrooper's nickname:
    // a word never matches inside another word otherwise (`walker` is no Skywalker).
    for w in title_words(def.key()) {
        if w.len() > "trooper".len() && w.ends_with("trooper") {
            k.push("trooper".into());
            if w.starts_with("storm") {
                k.extend(["stormie".into(), "stormy".into()]);
            }
        }
    }
    // Its traits' words: `the bounty hunter`, `the scout`.
    for t in &def.traits {
        if !matches!(t, Trait::Persona(_)) {
            k.extend(t.name().split('-').map(str::to_string));
        }
    }
    k
}
