//! The game state and its derived facts. The board knows nothing of YAML nor of which rule
//! reads it; derived facts (markers, shield coverage, groups) live in the rule families that
//! define them and are computed from these plain data.

use crate::catalog::{CardDef, Catalog, DefId, normalize};
use crate::rulebook::{ByteSpan, Ruleset, Side};
use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, Mutex, OnceLock};
use typed_index_collections::TiVec;

pub(crate) mod facts;
pub mod kind_words;
mod naming;
mod ordinal;
pub mod passes;
pub(crate) mod pattern;
mod slots;
mod source_text;
pub(crate) mod splice;
mod young_jedi;
pub(crate) mod young_jedi_facts;
mod zone;
/// The cards in play: a slot per card, kept while it is in play, and the board's order kept
/// apart (`slots.rs`).
pub type Cards = slots::Slots<CardIx, Card>;
pub use young_jedi::{DrawDeck, DuelHands, HandCard, PileCard, YjPlayer, YoungJedi};
pub use zone::ZoneCard;

/// A location on the table: its index in [`Board::locations`]. A distinct type from
/// [`CardIx`] and [`DefId`], so one cannot stand for another; `LocId::from(i)` and
/// `usize::from(l)` convert at the edges.
///
/// ```
/// # use swjudge::board::{Board, Card, CardIx, LocId};
/// # use swjudge::catalog::CardDef;
/// fn each_in_its_place(b: &Board, l: LocId, c: CardIx) -> (String, &Card, &CardDef) {
///     (b.loc_name(l), &b.cards[c], b.def(b.cards[c].def))
/// }
/// ```
/// Each of these mixes them, and does not compile:
/// ```compile_fail
/// # use swjudge::board::{Board, CardIx};
/// fn card_as_location(b: &Board, c: CardIx) -> String { b.loc_name(c) }
/// ```
/// ```compile_fail
/// # use swjudge::board::{Board, Card, LocId};
/// fn location_as_card(b: &Board, l: LocId) -> &Card { &b.cards[l] }
/// ```
/// ```compile_fail
/// # use swjudge::board::{Board, CardIx};
/// # use swjudge::catalog::CardDef;
/// fn card_as_definition(b: &Board, c: CardIx) -> &CardDef { b.def(c) }
/// ```
/// ```compile_fail
/// # use swjudge::board::{Board, Card};
/// fn plain_number(b: &Board) -> &Card { &b.cards[0] }
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LocId(usize);

/// A card in play: its index in [`Board::cards`] (see [`LocId`]).
///
/// A card's index is its slot in [`Cards`], kept while it is in play, not its place in the
/// board's order: two cards are put in that order by [`Cards::order_key`] (so `CardIx` has no
/// order of its own).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CardIx(usize);

crate::catalog::index_type!(LocId);
crate::catalog::index_type!(CardIx);

/// Which game a scenario is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Game {
    #[default]
    Swccg,
    YoungJedi,
}

/// Turn phases.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    Activate,
    Control,
    Deploy,
    Battle,
    Move,
    Draw,
}

impl Phase {
    pub const ALL: &'static [(&'static str, Phase)] = &[
        ("activate", Phase::Activate),
        ("control", Phase::Control),
        ("deploy", Phase::Deploy),
        ("battle", Phase::Battle),
        ("move", Phase::Move),
        ("draw", Phase::Draw),
    ];
    pub fn name(self) -> &'static str {
        Phase::ALL
            .iter()
            .find(|(_, p)| *p == self)
            .map(|(n, _)| *n)
            .unwrap_or("?")
    }
}

/// Site, system or sector.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LocKind {
    Site,
    System,
    Sector,
}

impl LocKind {
    pub fn name(self) -> &'static str {
        match self {
            LocKind::Site => "site",
            LocKind::System => "system",
            LocKind::Sector => "sector",
        }
    }
}

/// State of a location card on the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LocState {
    pub collapsed: bool,
    pub blown_away: bool,
    pub face_down: bool,
}

/// A location on the table.
#[derive(Debug, Clone)]
pub struct Location {
    pub def: DefId,
    pub kind: LocKind,
    pub row: usize,
    /// Index within its row (table order).
    pub pos: usize,
    pub state: LocState,
    /// Cards buried face down by a mining droid (not in play).
    pub buried: Vec<DefId>,
    /// Who deployed it, when the scenario says.
    pub owner: Option<Side>,
    /// Cards directly at this location (not those aboard others).
    pub cards: Vec<CardIx>,
    pub span: ByteSpan,
}

/// A planet's (or starship's) row of locations, in table order.
#[derive(Debug, Clone)]
pub struct Row {
    pub name: String,
    pub locations: Vec<LocId>,
    pub span: ByteSpan,
}

/// Where a card in play is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Place {
    At(LocId),
    Aboard(CardIx),
    Carried(CardIx),
    Escorted(CardIx),
}

/// What happened to a card this turn.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum ThisTurn {
    Moved,
    Reacted,
    Searched,
    Deployed,
    Fired(String),
    /// A device used this turn (`used:<device>`).
    Used(String),
    /// Young Jedi: took part in a duel this turn.
    Dueled,
    /// Young Jedi: this turn's battle at its planet has been fought.
    Battled,
}

/// A card's conditions.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CardState {
    pub missing: bool,
    pub captured: bool,
    pub frozen: bool,
    pub crashed: bool,
    pub undercover: bool,
    /// A character that crossed over (Cloud City): listed under the side it now serves.
    pub crossed_over: bool,
    /// A weapon, device, vehicle or starship 'stolen' by the side it is now listed under.
    pub stolen: bool,
    pub attached_to: Option<String>,
    /// A Space Slug's mouth: `Some(true)` closed, `Some(false)` open (its text decides which).
    pub mouth_closed: Option<bool>,
    /// Young Jedi: deployed hidden (face down): its game text cannot be used.
    pub hidden: bool,
}

/// A card in play.
#[derive(Debug, Clone)]
pub struct Card {
    pub def: DefId,
    pub side: Side,
    pub place: Place,
    pub id: Option<String>,
    pub aboard: Vec<CardIx>,
    pub carrying: Vec<CardIx>,
    pub escorting: Vec<CardIx>,
    pub pilot: Option<CardIx>,
    pub driver: Option<CardIx>,
    pub state: CardState,
    pub this_turn: Vec<ThisTurn>,
    pub ability: Option<i64>,
    pub power: Option<i64>,
    /// Landspeed after a card changed it (an AT-AT's is still held to 1).
    pub landspeed: Option<i64>,
    /// Where the card's entry stands in the text, as stored: on the board editor's board the
    /// cards after a splice may lag behind it (`Board::span_lag`), so the span is read through
    /// [`Board::card_span`]; a card out of a board ([`Board::card_out`], a card taken off) and
    /// one the loader makes hold where they stand.
    pub(crate) span_stored: ByteSpan,
    /// Where the card stood when the board was indexed (a load, or the board editor's change
    /// that put it): its copy name says this place (issue 38 item 8: the places were copied
    /// for every card on each card put or taken). A clone a rule changes (a card moved to try
    /// a move) keeps it, so its cards are named as the board named them.
    pub(crate) named_place: Place,
}

impl Card {
    /// Does the card name another card by its index (see `Board::linked`)?
    pub(crate) fn links(&self) -> bool {
        !matches!(self.place, Place::At(_))
            || !self.aboard.is_empty()
            || !self.carrying.is_empty()
            || !self.escorting.is_empty()
            || self.pilot.is_some()
            || self.driver.is_some()
    }
}

/// What is off the table for one player.
#[derive(Debug, Clone, Default)]
pub struct Player {
    pub hand: Vec<ZoneCard>,
    pub reserve: Vec<ZoneCard>,
    pub used: Vec<ZoneCard>,
    pub lost: Vec<ZoneCard>,
    pub out_of_play: Vec<ZoneCard>,
    pub force_pile: Option<i64>,
    pub starting_location: Option<ZoneCard>,
}

/// The ruleset in force: the caller's choice, else the scenario's `rules:`, else `latest`.
pub fn ruleset_for(board: &Board, chosen: Option<Ruleset>) -> Ruleset {
    chosen.or(board.ruleset).unwrap_or(Ruleset::Latest)
}

/// The scenario text, for diagnostics pointing into it.
#[derive(Debug, Clone)]
pub struct Source {
    pub name: String,
    pub text: SourceText,
}

/// A board's text, shared: the board editor hands the board the buffer its change wrote, not
/// a copy of it (issue 38 item 8: the text was copied whole into the board on every change
/// and undo), and the buffer is a rope where the editor spliced it (`source_text`).
pub use source_text::SourceText;

/// The whole table.
#[derive(Debug, Clone)]
pub struct Board {
    pub title: Option<String>,
    pub game: Game,
    pub ruleset: Option<Ruleset>,
    pub turn: Option<Side>,
    pub phase: Option<Phase>,
    pub rows: Vec<Row>,
    pub locations: TiVec<LocId, Location>,
    pub cards: Cards,
    pub light: Player,
    pub dark: Player,
    /// Young Jedi zones (Hyperspace, draw deck, counters, dueling hands).
    pub young_jedi: YoungJedi,
    pub catalog: Catalog,
    pub ids: HashMap<String, CardIx>,
    /// Location ids (`id:` on a location: copies of a ◇ location such as Asteroid Field).
    pub loc_ids: HashMap<String, LocId>,
    pub source: Source,
    /// normalised title → locations with that title.
    loc_index: HashMap<String, Vec<LocId>>,
    /// normalised title → cards in play with that title.
    card_index: HashMap<String, Vec<CardIx>>,
    /// The names of copies that share a title without an id, and every name that is more than
    /// a title, back to its card ([`Board::card_name`], [`Board::card_by_name`]): each title
    /// named on first use (naming.rs).
    names: CopyNames,
    /// Word indexes over the titles (keys of `loc_index` / `card_index`), see [`TitleIndex`];
    /// each built on first use. (The catalog keeps its own, static for the built-in cards.)
    loc_words: OnceLock<TitleIndex>,
    card_words: OnceLock<TitleIndex>,
    /// Hoth marker number → locations whose card bears it, in table order of loading (by id).
    marker_index: HashMap<u8, Vec<LocId>>,
    /// Locations by kind (sites, systems, sectors), by id.
    kind_index: [Vec<LocId>; 3],
    /// normalised row name → the first row of that name.
    row_index: HashMap<String, usize>,
    /// Display names for diagnostics, built on first use (only an error lists them).
    loc_names: OnceLock<Vec<String>>,
    card_names: OnceLock<Vec<String>>,
    id_names: OnceLock<Vec<String>>,
    /// Facts derived from the whole board, see [`Board::derived`].
    derived: Derived,
    /// The cards put, taken off or read again in place since the board was indexed, in the
    /// order made (splice.rs): what a check kept of the board ([`Board::kept`]) follows them.
    card_changes: Vec<CardChange>,
    /// What a check kept of its last run over the board, see [`Board::kept`].
    kept: Kept,
    /// The ids that cards in play are attached to (`state.attached_to`), each with how many:
    /// built by [`Board::reindex`] and kept by the board editor's changes in place
    /// (splice.rs), so that the editor asks whether a card has another attached to it without
    /// reading every card (issue 38 item 8). A rule that attaches a card on its clone does not
    /// keep it: only the editor asks it ([`Board::has_attached`]).
    attached: HashMap<String, usize>,
    /// The cards that name another card by its index (aboard, carried or escorted, or holding
    /// a card in one of those ways, a pilot or a driver), in the board's order: built by
    /// [`Board::reindex`]; the board editor's changes in place put and take only cards that
    /// name none, so that this list stays as it is (a card's index is its slot, kept while it
    /// is in play: issue 38 item 8).
    linked: Vec<CardIx>,
    /// Do the cards' spans, in the board's order, start and end in the order of the text (each
    /// start and each end no earlier than the one before)? Found by [`Board::reindex`] and kept
    /// by the board editor's changes in place (the neighbours of a card put or read again
    /// checked; once false, false until the board is indexed again), so that a splice finds
    /// the cards at or after it by halving, and reads and moves no card before it (issue 38
    /// item 8: every card's span was read and moved by every change and undo). Read only
    /// where the board keeps its checks (the editor's board: a rule moves its clone's cards).
    spans_ordered: bool,
    /// The cards' spans left to lag behind the splices the board editor made (issue 38
    /// item 8: a splice near the top of a long list moved every card's span after it, one
    /// by one): see [`SpanLag`]. Every reader of a card's span goes through
    /// [`Board::card_span`], which adds it.
    span_lag: SpanLag,
}

/// The cards from place `from` to before `to` of the board's order stand `by` bytes after their stored span
/// (`Card::span_stored`); the others stand where stored. A splice moves the cards past it by
/// adding to `by`, once the run is the cards past it: moving the run's ends costs one card per
/// card they pass (as the gap of a gap buffer moves), so a change and its undo at one place
/// move none, and changes elsewhere cost the distance between them. A card the loader pushes
/// at the end is past the run, so it stands where it is read.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct SpanLag {
    pub(crate) from: usize,
    pub(crate) to: usize,
    pub(crate) by: isize,
}

/// A card changed in place by the board editor (splice.rs), with the title it has (or had).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardChange {
    /// A card put at this place of the board's order: the cards from it on come one later.
    Put(usize, DefId),
    /// The card at this place of the board's order taken off: the cards after it come one
    /// earlier.
    Taken(usize, DefId),
    /// The card at this place of the board's order read again (its states, its figures).
    Reread(usize, DefId),
}

/// What one check (`validate`) kept of its last run over a board that keeps it
/// ([`Board::keep_checks`]: the board editor's). A clone keeps nothing and starts with
/// nothing: a rule moves the cards of its clone without saying so.
#[derive(Default)]
struct Kept {
    on: bool,
    value: Mutex<Option<Box<dyn Any + Send + Sync>>>,
}

impl Clone for Kept {
    fn clone(&self) -> Self {
        Kept::default()
    }
}

impl fmt::Debug for Kept {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Kept(..)")
    }
}

/// Facts a rule family derives from the whole board, one per type, each computed on first use.
/// A clone of the board starts with none.
#[derive(Default)]
struct Derived(Mutex<HashMap<TypeId, Box<dyn Any + Send + Sync>>>);

impl Clone for Derived {
    fn clone(&self) -> Self {
        Derived::default()
    }
}

impl fmt::Debug for Derived {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Derived(..)")
    }
}

impl Derived {
    fn get<T: Any + Clone>(&self) -> Option<T> {
        let map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        map.get(&TypeId::of::<T>())
            .and_then(|v| v.downcast_ref::<T>())
            .cloned()
    }
    fn put<T: Any + Send + Sync>(&self, v: T) {
        let mut map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        map.insert(TypeId::of::<T>(), Box::new(v));
    }
    fn clear(&mut self) {
        self.0.get_mut().unwrap_or_else(|e| e.into_inner()).clear();
    }
}

/// The words of a set of normalised titles: every title, and for each word the titles holding
/// it. A word is a maximal run of ASCII letters and digits and non-ASCII characters, the same
/// boundaries a shortening must respect ([`crate::catalog::is_shortening`]), so the titles a
/// typed title may be or shorten all hold each of its words.
#[derive(Debug, Clone, Default)]
pub struct TitleIndex {
    all: Vec<String>,
    by_word: HashMap<String, Vec<String>>,
}

impl TitleIndex {
    /// Indexes these normalised titles (duplicates are dropped).
    pub fn new(titles: impl IntoIterator<Item = String>) -> TitleIndex {
        let mut all: Vec<String> = titles.into_iter().collect();
        all.sort_unstable();
        all.dedup();
        let mut by_word: HashMap<String, Vec<String>> = HashMap::new();
        for t in &all {
            let mut words: Vec<&str> = title_words(t).collect();
            words.sort_unstable();
            words.dedup();
            for w in words {
                by_word.entry(w.to_string()).or_default().push(t.clone());
            }
        }
        TitleIndex { all, by_word }
    }

    /// Every title, sorted.
    pub fn titles(&self) -> &[String] {
        &self.all
    }

    /// The titles holding the rarest word of `key` (normalised): a superset of the titles equal
    /// to `key` or having it as a shortening, so resolving `key` among them gives the same title
    /// as among all of them. Every title when `key` has no word at all.
    pub fn candidates(&self, key: &str) -> &[String] {
        let mut best: Option<&[String]> = None;
        for w in title_words(key) {
            let list = self.by_word.get(w).map(Vec::as_slice).unwrap_or(&[]);
            if best.is_none_or(|b| list.len() < b.len()) {
                best = Some(list);
            }
        }
        best.unwrap_or(&self.all)
    }
}

/// The words of a normalised title (see [`TitleIndex`]).
pub fn title_words(key: &str) -> impl Iterator<Item = &str> {
    key.split(|c: char| c.is_ascii() && !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
}

/// Sorts and deduplicates names in the order diagnostics list them (each name between
/// backquotes, so a name sorts as if followed by one).
fn listing_order(mut names: Vec<String>) -> Vec<String> {
    fn key(s: &str) -> impl Iterator<Item = u8> + '_ {
        s.bytes().chain(std::iter::once(b'`'))
    }
    names.sort_unstable_by(|a, b| key(a).cmp(key(b)));
    names.dedup();
    names
}

impl Board {
    pub fn new(catalog: Catalog, source: Source) -> Board {
        Board {
            title: None,
            game: Game::Swccg,
            ruleset: None,
            turn: None,
            phase: None,
            rows: Vec::new(),
            locations: TiVec::new(),
            cards: Cards::default(),
            light: Player::default(),
            dark: Player::default(),
            young_jedi: YoungJedi::default(),
            catalog,
            ids: HashMap::new(),
            loc_ids: HashMap::new(),
            source,
            loc_index: HashMap::new(),
            card_index: HashMap::new(),
            names: Default::default(),
            loc_words: OnceLock::new(),
            card_words: OnceLock::new(),
            marker_index: HashMap::new(),
            kind_index: Default::default(),
            row_index: HashMap::new(),
            loc_names: OnceLock::new(),
            card_names: OnceLock::new(),
            id_names: OnceLock::new(),
            derived: Derived::default(),
            card_changes: Vec::new(),
            kept: Kept::default(),
            attached: HashMap::new(),
            linked: Vec::new(),
            spans_ordered: false,
            span_lag: SpanLag::default(),
        }
    }

    /// Everything the loader builds into the board, its indexes and copy names too (maps in a
    /// stable order, spans and the source text included; the catalog as the cards the board
    /// inserted into it): two boards with the same fingerprint answer alike. The board editor's
    /// properties compare the board a session holds with a fresh load of its text by it.
    /// Card indexes are said as places in the board's order (a load's indexes): the editor's
    /// board keeps a card's slot where a load would number the cards again (`board::cards`).
    #[doc(hidden)]
    pub fn fingerprint(&self) -> String {
        if !self.cards.slots_in_order() {
            return self.in_file_order().fingerprint();
        }
        fn sorted<K: fmt::Debug, V: fmt::Debug>(m: &HashMap<K, V>) -> Vec<String> {
            let mut v: Vec<String> = m.iter().map(|(k, v)| format!("{k:?}={v:?}")).collect();
            v.sort_unstable();
            v
        }
        let defs: Vec<String> = self.catalog.inserted().map(|d| format!("{d:?}")).collect();
        let (told, by_name) = self.all_copy_names();
        format!(
            "{:?} {:?} {:?} {:?} {:?}\nrows {:?}\nlocations {:?}\ncards {:?}\nlight {:?}\ndark {:?}\nyj {:?}\nids {:?} {:?}\nsource {:?}\nindex {:?} {:?}\nnames {:?} {:?}\nmarkers {:?} kinds {:?} rows {:?}\nattached {:?}\nlinked {:?}\ndefs {defs:?}",
            self.title,
            self.game,
            self.ruleset,
            self.turn,
            self.phase,
            self.rows,
            self.locations,
            self.cards_out(),
            self.light,
            self.dark,
            self.young_jedi,
            sorted(&self.ids),
            sorted(&self.loc_ids),
            (&self.source.name, &self.source.text),
            sorted(&self.loc_index),
            sorted(&self.card_index),
            sorted(&told),
            sorted(&by_name),
            sorted(&self.marker_index),
            self.kind_index,
            sorted(&self.row_index),
            sorted(&self.attached),
            self.linked,
        )
    }

    /// The board with its cards' indexes as a load of its text numbers them (each card's
    /// index its place in the board's order): itself where they are so already, else
    /// [`Board::in_file_order`]. For comparing the board with a load of its text.
    pub fn as_loaded(&self) -> std::borrow::Cow<'_, Board> {
        if self.cards.slots_in_order() {
            std::borrow::Cow::Borrowed(self)
        } else {
            std::borrow::Cow::Owned(self.in_file_order())
        }
    }

    /// The board with each card in the slot of its place in the board's order, every index
    /// that names a card said so (what a load of its text would number): for
    /// [`Board::fingerprint`]. Every index the board holds is mapped, none dropped, so two
    /// boards that differ in any index differ here too.
    fn in_file_order(&self) -> Board {
        let mut slot_to_rank: HashMap<CardIx, CardIx> = HashMap::new();
        for (i, c) in self.cards.keys().enumerate() {
            slot_to_rank.insert(c, CardIx::from(i));
        }
        // A slot of no card in play is said as itself past every card's (it shows).
        let f = |c: &mut CardIx| {
            *c = slot_to_rank
                .get(c)
                .copied()
                .unwrap_or(CardIx::from(usize::MAX - usize::from(*c)));
        };
        let mut b = self.clone();
        let mut cards = Cards::default();
        for ix in self.cards.keys() {
            let mut card = self.card_out(ix);
            for place in [&mut card.place, &mut card.named_place] {
                match place {
                    Place::At(_) => {}
                    Place::Aboard(h) | Place::Carried(h) | Place::Escorted(h) => f(h),
                }
            }
            card.aboard
                .iter_mut()
                .chain(&mut card.carrying)
                .chain(&mut card.escorting)
                .chain(&mut card.pilot)
                .chain(&mut card.driver)
                .for_each(f);
            cards.push(card);
        }
        b.cards = cards;
        b.span_lag = SpanLag::default();
        for l in b.locations.iter_mut() {
            l.cards.iter_mut().for_each(f);
        }
        b.ids.values_mut().for_each(f);
        b.card_index.values_mut().flatten().for_each(f);
        b.linked.iter_mut().for_each(f);
        b.names = CopyNames::default();
        b.card_names = OnceLock::new();
        b.id_names = OnceLock::new();
        b
    }

    /// Rebuilds the title indexes (after the loader or an edit).
    pub fn reindex(&mut self) {
        self.loc_index.clear();
        self.card_index.clear();
        for (i, l) in self.locations.iter_enumerated() {
            let key = self.catalog.get(l.def).key().to_string();
            self.loc_index.entry(key).or_default().push(i);
        }
        self.attached.clear();
        self.linked.clear();
        for (i, c) in self.cards.iter_enumerated() {
            let key = self.catalog.get(c.def).key().to_string();
            self.card_index.entry(key).or_default().push(i);
            if let Some(to) = &c.state.attached_to {
                *self.attached.entry(to.clone()).or_default() += 1;
            }
            if c.links() {
                self.linked.push(i);
            }
        }
        passes::count(passes::Pass::NamedPlaces, self.cards.len());
        for c in self.cards.iter_mut() {
            c.named_place = c.place;
        }
        self.names = CopyNames::default();
        self.find_spans_order();
        self.loc_words = OnceLock::new();
        self.card_words = OnceLock::new();
        self.marker_index.clear();
        self.kind_index = Default::default();
        for (i, l) in self.locations.iter_enumerated() {
            if let Some(m) = self.catalog.get(l.def).marker {
                self.marker_index.entry(m).or_default().push(i);
            }
            self.kind_index[l.kind as usize].push(i);
        }
        self.row_index.clear();
        for (i, r) in self.rows.iter().enumerate() {
            self.row_index.entry(normalize(&r.name)).or_insert(i);
        }
        self.loc_names = OnceLock::new();
        self.card_names = OnceLock::new();
        self.id_names = OnceLock::new();
        self.derived.clear();
        self.card_changes.clear();
        *self.kept.value.get_mut().unwrap_or_else(|e| e.into_inner()) = None;
    }

    /// The cards that name another card by its index, in the board's order (see the field
    /// `linked`): every card aboard, carried or escorted is one. Kept for the board editor's
    /// board, so that it finds a card's captives without reading every card.
    pub fn linked(&self) -> &[CardIx] {
        &self.linked
    }

    /// Is a card in play attached to the card with id `id`? Kept for the board editor's
    /// board (see the field `attached`), where a card changed in place must have none.
    pub fn has_attached(&self, id: &str) -> bool {
        self.attached.get(id).is_some_and(|&n| n > 0)
    }

    /// This board keeps what a check found of it across the changes made to it in place
    /// (the board editor's board: every change it makes goes through splice.rs, which records
    /// it in [`Board::card_changes`]). A board does not, unless told: a rule changes the
    /// cards of its clone directly.
    pub fn keep_checks(&mut self) {
        self.kept.on = true;
    }

    /// The cards changed in place since the board was indexed, in the order made.
    pub fn card_changes(&self) -> &[CardChange] {
        &self.card_changes
    }

    /// What a check kept of this board (taken out: the check keeps it again when done), if
    /// the board keeps checks and a `T` was kept.
    pub fn kept<T: Any + Send + Sync>(&self) -> Option<Box<T>> {
        if !self.kept.on {
            return None;
        }
        let mut v = self.kept.value.lock().unwrap_or_else(|e| e.into_inner());
        match v.take().map(|b| b.downcast::<T>()) {
            Some(Ok(t)) => Some(t),
            Some(Err(other)) => {
                *v = Some(other);
                None
            }
            None => None,
        }
    }

    /// Keeps `value` for the next run of its check, if the board keeps checks; it must
    /// depend on the board alone and follow [`Board::card_changes`].
    pub fn keep<T: Any + Send + Sync>(&self, value: T) {
        if self.kept.on {
            *self.kept.value.lock().unwrap_or_else(|e| e.into_inner()) = Some(Box::new(value));
        }
    }

    /// A fact derived from the whole board (the shield's state…), computed by `compute` on first
    /// use and kept until the next [`Board::reindex`]: one value per type `T`, so `compute` must
    /// depend on the board alone. The board does not know what it holds.
    pub fn derived<T: Any + Send + Sync + Clone>(&self, compute: impl FnOnce(&Board) -> T) -> T {
        if let Some(v) = self.derived.get::<T>() {
            return v;
        }
        // Computed without the lock held: `compute` may ask for other derived facts.
        let v = compute(self);
        self.derived.put(v.clone());
        v
    }

    pub fn player(&self, side: Side) -> &Player {
        match side {
            Side::Light => &self.light,
            Side::Dark => &self.dark,
        }
    }

    pub fn def(&self, id: DefId) -> &CardDef {
        self.catalog.get(id)
    }
    pub fn loc_def(&self, l: LocId) -> &CardDef {
        self.catalog.get(self.locations[l].def)
    }
    pub fn card_def(&self, c: CardIx) -> &CardDef {
        self.catalog.get(self.cards[c].def)
    }

    /// A location's display name: its title without marks (face-down sites keep their title for
    /// the judge's eyes, marked as face down).
    /// A location's title, told apart from others of the same title on the table: by its
    /// `id` when it has one, else by its place among them in table order (`Clouds (#2)`).
    pub fn loc_label(&self, l: LocId) -> String {
        let def = self.loc_def(l);
        let t = def.plain_title();
        if let Some((id, _)) = self.loc_ids.iter().find(|(_, x)| **x == l) {
            return format!("{t} (@{id})");
        }
        let same = self.locations_titled(def.key());
        match same.iter().position(|&x| x == l) {
            Some(i) if same.len() > 1 => format!("{t} (#{})", i + 1),
            _ => t.to_string(),
        }
    }
    /// A location's title as a reason says it: the title alone, or its label
    /// ([`Board::loc_label`]) where other locations on the table have the same title.
    pub fn loc_title_told(&self, l: LocId) -> String {
        let def = self.loc_def(l);
        if self.locations_titled(def.key()).len() > 1 {
            self.loc_label(l)
        } else {
            def.plain_title().to_string()
        }
    }
    pub fn loc_name(&self, l: LocId) -> String {
        let t = self.loc_label(l);
        if self.locations[l].state.face_down || self.locations[l].state.blown_away {
            format!("{t} (blown away)")
        } else {
            t
        }
    }
    /// A card's name as answers list it, unique on the board: its title, with `(@id)` when it
    /// has one. Copies of one title without an id say where each stands (`TIE Fighter (at
    /// Hoth)`, `TIE Fighter (aboard @av)`), and copies at one place their order there as the
    /// board lists them (`TIE Fighter (2nd at Hoth)`); a holder without an id is named so too.
    /// Named as the cards stood when the board was indexed (each title when first asked for):
    /// a card moved since keeps the name it had.
    pub fn card_name(&self, c: CardIx) -> String {
        if self.cards[c].id.is_some() {
            return self.card_name_with_id(c);
        }
        match self.told_name(c) {
            Some(name) => name,
            None => self.card_def(c).plain_title().to_string(),
        }
    }
    /// `Title (@id)` for a card with an id (its title alone otherwise).
    fn card_name_with_id(&self, c: CardIx) -> String {
        let t = self.card_def(c).plain_title();
        match &self.cards[c].id {
            // Put together without `format!` (an answer names its cards dozens of times).
            Some(id) => {
                let mut name = String::with_capacity(t.len() + id.len() + 4);
                name.push_str(t);
                name.push_str(" (@");
                name.push_str(id);
                name.push(')');
                name
            }
            None => t.to_string(),
        }
    }
    /// The card a name as [`Board::card_name`] gives it names, when that name is more than a
    /// title (`TIE Fighter (2nd at Hoth)`, `Snowspeeder (@red5)`); case and spacing as in
    /// titles do not matter.
    pub fn card_by_name(&self, name: &str) -> Option<CardIx> {
        self.named_card(&normalize(name))
    }
    /// [`Board::card_by_name`] for a name whose brackets were lost in the typing (a question
    /// in words, unquoted): the same name, brackets left out of both.
    pub fn card_by_name_unbracketed(&self, name: &str) -> Option<CardIx> {
        self.named_card_unbracketed(&normalize(name))
    }

    /// The location a label as answers list it names, when that label is more than a title
    /// (`Clouds (#2)`, `Clouds (@c2)`, `Hoth: Ice Plains (blown away)`); case and spacing do
    /// not matter. Only the locations titled as the label begins are compared.
    pub fn loc_by_label(&self, label: &str) -> Option<LocId> {
        let want = normalize(label);
        let (title, _) = label.rsplit_once(" (")?;
        let title = title.strip_suffix(" (blown away)").unwrap_or(title);
        let mut titles = vec![normalize(title)];
        if let Some((inner, _)) = title.rsplit_once(" (") {
            titles.push(normalize(inner));
        }
        titles.iter().find_map(|t| {
            self.locations_titled(t).iter().copied().find(|&l| {
                normalize(&self.loc_label(l)) == want || normalize(&self.loc_name(l)) == want
            })
        })
    }
    /// Locations with this exact (normalised) title.
    pub fn locations_titled(&self, key: &str) -> &[LocId] {
        self.loc_index.get(key).map(Vec::as_slice).unwrap_or(&[])
    }
    /// Cards in play with this exact (normalised) title.
    pub fn cards_titled(&self, key: &str) -> &[CardIx] {
        self.card_index.get(key).map(Vec::as_slice).unwrap_or(&[])
    }
    /// The (normalised) title of every card in play, each once, in no set order, with its
    /// cards in the board's order: a pass over the titles, not over the cards.
    pub fn cards_by_title(&self) -> impl Iterator<Item = (&str, &[CardIx])> {
        self.card_index
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_slice()))
    }
    /// The (normalised) title of every location on the table, each once, in no set order.
    pub fn locations_by_title(&self) -> impl Iterator<Item = &str> {
        self.loc_index.keys().map(String::as_str)
    }
    /// Every printing the board's catalog has of this (normalised) title: the catalog's own
    /// and those inserted on top of it (a scenario's `cards:`). A card or location of that
    /// title on the board is of one of them, so a check that asks something of no printing of
    /// a title need read none of its cards.
    pub fn printings(&self, key: &str) -> impl Iterator<Item = &CardDef> {
        self.catalog
            .base_titled(key)
            .into_iter()
            .chain(self.catalog.inserted().filter(move |d| d.key() == key))
    }
    /// Normalised titles of every location on the table.
    pub fn location_titles(&self) -> Vec<String> {
        self.loc_words().titles().to_vec()
    }
    /// Normalised titles of every card in play.
    pub fn card_titles(&self) -> Vec<String> {
        self.card_words().titles().to_vec()
    }
    fn loc_words(&self) -> &TitleIndex {
        self.loc_words
            .get_or_init(|| TitleIndex::new(self.loc_index.keys().cloned()))
    }
    fn card_words(&self) -> &TitleIndex {
        self.card_words
            .get_or_init(|| TitleIndex::new(self.card_index.keys().cloned()))
    }
    /// Normalised location titles on the table that `key` (normalised) may be or shorten: those
    /// holding its rarest word (all of them when it has none). A few, whatever the board's size.
    pub fn location_title_candidates(&self, key: &str) -> &[String] {
        self.loc_words().candidates(key)
    }
    /// Normalised titles of cards in play that `key` (normalised) may be or shorten.
    pub fn card_title_candidates(&self, key: &str) -> &[String] {
        self.card_words().candidates(key)
    }
    /// Locations whose card bears marker number `n`, by id.
    pub fn locations_with_marker(&self, n: u8) -> &[LocId] {
        self.marker_index.get(&n).map(Vec::as_slice).unwrap_or(&[])
    }
    /// Locations of this kind (listed as `site:`, `system:` or `sector:`), by id.
    pub fn locations_of_kind(&self, kind: LocKind) -> &[LocId] {
        &self.kind_index[kind as usize]
    }
    /// Every location's plain title, deduplicated, in the order diagnostics list them.
    pub fn location_names(&self) -> &[String] {
        self.loc_names.get_or_init(|| {
            listing_order(
                self.locations
                    .keys()
                    .map(|l| self.loc_def(l).plain_title().to_string())
                    .collect(),
            )
        })
    }
    /// Every card's display name ([`Board::card_name`]), deduplicated, in listing order.
    pub fn card_names(&self) -> &[String] {
        self.card_names
            .get_or_init(|| listing_order(self.cards.keys().map(|c| self.card_name(c)).collect()))
    }
    /// Every card id as written in a query (`@id`), in listing order.
    pub fn id_names(&self) -> &[String] {
        self.id_names
            .get_or_init(|| listing_order(self.ids.keys().map(|k| format!("@{k}")).collect()))
    }

    /// The row a location is in.
    pub fn row_of(&self, l: LocId) -> &Row {
        &self.rows[self.locations[l].row]
    }

    /// The system of a row, if it is on table.
    pub fn system_of_row(&self, row: usize) -> Option<LocId> {
        self.rows[row]
            .locations
            .iter()
            .copied()
            .find(|&l| self.loc_def(l).is_system())
    }

    /// Finds a row by name (case-insensitive, marks ignored).
    pub fn row_named(&self, name: &str) -> Option<usize> {
        self.row_index.get(&normalize(name)).copied()
    }

    /// The location a card is ultimately at (following aboard/carried chains).
    pub fn location_of(&self, c: CardIx) -> Option<LocId> {
        let mut cur = c;
        for _ in 0..=self.cards.len() {
            match self.cards[cur].place {
                Place::At(l) => return Some(l),
                Place::Aboard(p) | Place::Carried(p) | Place::Escorted(p) => cur = p,
            }
        }
        None
    }

    /// Is any copy of this title (normalised) on the table, as a location or a card?
    pub fn on_table(&self, key: &str) -> bool {
        !self.locations_titled(key).is_empty() || !self.cards_titled(key).is_empty()
    }
}

// The copy names' state (worked out in naming.rs): declared here, so that the board names
// no part of naming.rs and the two files import one way only.

/// The copy names of a board: the names of each title worked out so far (shared by the
/// board's clones; where each card stood when the board was indexed is the card's own
/// `named_place`).
#[derive(Clone, Default)]
pub(super) struct CopyNames(Arc<Recorded>);

#[derive(Default)]
struct Recorded {
    /// Normalised title → the names of its copies, each title named on first use.
    titles: Mutex<HashMap<String, Arc<TitleNames>>>,
    /// Normalised title → the names of its copies told apart (`TitleNames::told`) alone, for
    /// a card's name asked before its title was named whole: they need no name of a copy
    /// with an id (a card added without one to 4,000 copies with ids names one card, not
    /// 4,001).
    told: Mutex<HashMap<String, Arc<HashMap<CardIx, String>>>>,
}

impl fmt::Debug for CopyNames {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("CopyNames(..)")
    }
}

/// How a name leads back to its card: where two titles' names collide (a title that is
/// another's name, `X (at Hoth)`), an id's name wins over a lone copy's title, and that over a
/// copy's place.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Rank {
    Told,
    Alone,
    Id,
}

/// The names of one title's copies.
#[derive(Debug, Default)]
struct TitleNames {
    /// Copies without an id of a title that more than one such copy bears: their names.
    told: Arc<HashMap<CardIx, String>>,
    /// Normalised name → card, for every name that is more than a title (ids too), and for the
    /// title of the one copy without an id among copies with ids (it is named by its title).
    by_name: HashMap<String, (CardIx, Rank)>,
}
