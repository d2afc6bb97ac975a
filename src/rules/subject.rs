//! Resolving the cards and locations a query names against the board.

use crate::board::young_jedi_facts::PileRef;
use crate::board::{Board, CardIx, LocId};
use crate::catalog::{CardDef, DefId, Resolution, normalize};
use crate::query::{CardName, CardRef, Picked, QueryError, Span};
use miette::{Diagnostic, NamedSource, SourceSpan};

/// Why a question could not be asked of this board (boxed: errors are rare, results are not).
#[derive(Debug, thiserror::Error, Diagnostic)]
#[error(transparent)]
#[diagnostic(transparent)]
pub struct AskError(pub Box<AskErrorKind>);

impl From<AskErrorKind> for AskError {
    fn from(k: AskErrorKind) -> Self {
        AskError(Box::new(k))
    }
}

impl From<QueryError> for AskError {
    fn from(e: QueryError) -> Self {
        AskErrorKind::Syntax(e).into()
    }
}

/// The kinds of [`AskError`].
#[derive(Debug, thiserror::Error, Diagnostic)]
pub enum AskErrorKind {
    #[error(transparent)]
    #[diagnostic(transparent)]
    Syntax(QueryError),
    /// A question in a player's words read several ways, or naming what is not on the board.
    #[error(transparent)]
    #[diagnostic(transparent)]
    Reading(crate::query::natural::NaturalError),
    #[error("{message}")]
    #[diagnostic(code(swjudge::query::unknown_card))]
    UnknownCard {
        message: String,
        #[source_code]
        src: NamedSource<String>,
        #[label("{label}")]
        span: SourceSpan,
        label: String,
        #[help]
        help: Option<String>,
    },
    #[error("{message}")]
    #[diagnostic(code(swjudge::query::ambiguous_card))]
    Ambiguous {
        message: String,
        #[source_code]
        src: NamedSource<String>,
        #[label("fits several")]
        span: SourceSpan,
        #[help]
        help: Option<String>,
    },
    #[error("{message}")]
    #[diagnostic(code(swjudge::query::not_on_table))]
    NotOnTable {
        message: String,
        #[source_code]
        src: NamedSource<String>,
        #[label("not on the table")]
        span: SourceSpan,
        #[help]
        help: Option<String>,
    },
    #[error("{message}")]
    #[diagnostic(code(swjudge::query::wrong_kind))]
    WrongKind {
        message: String,
        #[source_code]
        src: NamedSource<String>,
        #[label("{label}")]
        span: SourceSpan,
        label: String,
        #[help]
        help: Option<String>,
    },
}

impl AskError {
    /// A one-line description (for `check` tables).
    pub fn short(&self) -> String {
        self.to_string()
    }
}

/// Resolves query references against one board.
pub struct Resolver<'b> {
    pub board: &'b Board,
    pub query: &'b str,
}

fn span(r: &CardRef) -> SourceSpan {
    (r.span.start, r.span.len()).into()
}

impl<'b> Resolver<'b> {
    fn src(&self) -> NamedSource<String> {
        NamedSource::new("query", self.query.to_string())
    }

    fn listing(names: impl Iterator<Item = String>) -> String {
        let mut v: Vec<String> = names.map(|n| format!("`{n}`")).collect();
        v.sort();
        v.dedup();
        if v.len() > 10 {
            v.truncate(10);
            v.push("…".into());
        }
        v.join(", ")
    }

    /// [`Self::listing`] of names the board keeps deduplicated and in listing order.
    fn listing_sorted(names: &[String]) -> String {
        let mut v: Vec<String> = names.iter().take(10).map(|n| format!("`{n}`")).collect();
        if names.len() > 10 {
            v.push("…".into());
        }
        v.join(", ")
    }

    /// A location on the table.
    pub fn location(&self, r: &CardRef) -> Result<LocId, AskError> {
        let b = self.board;
        let title = match &r.name {
            CardName::Picked(Picked::Location(l)) if *l < usize::from(b.locations.next_key()) => {
                return Ok(LocId::from(*l));
            }
            CardName::Picked(_) => {
                return Err(self.wrong_kind(
                    r,
                    "an internal reference that is not a location".into(),
                    "not a location",
                    None,
                ));
            }
            CardName::Id(id) if b.loc_ids.contains_key(id) => return Ok(b.loc_ids[id]),
            CardName::Id(id) => {
                return Err(AskError::from(AskErrorKind::WrongKind {
                    message: format!(
                        "`@{id}` names a card; locations are named by title or by their own `id`"
                    ),
                    src: self.src(),
                    span: span(r),
                    label: "an id".into(),
                    help: Some("write the location's title, e.g. \"Echo Docking Bay\"".into()),
                }));
            }
            CardName::Title(t) => t,
        };
        let l = self.location_titled(r, title)?;
        match self.bare_loc_id_of_another(r, title, l) {
            Some(e) => Err(e),
            None => Ok(l),
        }
    }

    /// The location on the table a title (or a shortening, or a label as answers list it) names.
    fn location_titled(&self, r: &CardRef, title: &str) -> Result<LocId, AskError> {
        let b = self.board;
        // A label as answers list it (`Clouds (#2)`) names its location.
        if let Some(l) = b.loc_by_label(title) {
            return Ok(l);
        }
        // Only the titles sharing a word with the typed one can be it or be shortened by it: the
        // answer is the same as among every title on the table (suggestions for an unknown
        // title are not used here).
        let titles = b.location_title_candidates(&normalize(title));
        match b.catalog.resolve_among(title, Some(titles)) {
            Resolution::Found(ids) => {
                let key = b.catalog.get(ids[0]).key();
                let locs = b.locations_titled(key);
                match locs {
                    [one] => Ok(*one),
                    [] => Err(self.not_on_table(r, title)),
                    many => Err(AskError::from(AskErrorKind::Ambiguous {
                        message: format!("`{title}` is on the table {} times", many.len()),
                        src: self.src(),
                        span: span(r),
                        help: Some("give each copy an `id:` in the scenario and ask with `@id` (only ◇ locations may have several copies; `swjudge validate` checks)".into()),
                    })),
                }
            }
            Resolution::Ambiguous(c) => Err(AskError::from(AskErrorKind::Ambiguous {
                message: format!("`{title}` fits {} locations on the table", c.len()),
                src: self.src(),
                span: span(r),
                help: Some(format!(
                    "write more of the title: {}",
                    Self::listing(c.into_iter())
                )),
            })),
            Resolution::Unknown(_) => Err(self.not_on_table(r, title)),
        }
    }

    fn not_on_table(&self, r: &CardRef, title: &str) -> AskError {
        let b = self.board;
        let known = !matches!(self.catalog_resolve(title), Resolution::Unknown(_));
        let on_table = Self::listing_sorted(b.location_names());
        if known {
            AskError::from(AskErrorKind::NotOnTable {
                message: format!("`{title}` is not on the table"),
                src: self.src(),
                span: span(r),
                help: Some(format!("locations on the table: {on_table}")),
            })
        } else {
            AskError::from(AskErrorKind::UnknownCard {
                message: format!("unknown location `{title}`"),
                src: self.src(),
                span: span(r),
                label: "no such location".into(),
                help: Some(format!("locations on the table: {on_table}")),
            })
        }
    }

    /// A card in play (by @id or title).
    pub fn card(&self, r: &CardRef) -> Result<CardIx, AskError> {
        let b = self.board;
        match &r.name {
            CardName::Picked(Picked::Card(c)) if b.cards.get(CardIx::from(*c)).is_some() => {
                Ok(CardIx::from(*c))
            }
            CardName::Picked(_) => Err(self.wrong_kind(
                r,
                "an internal reference that is not a card in play".into(),
                "not a card",
                None,
            )),
            CardName::Id(id) => b.ids.get(id).copied().ok_or_else(|| {
                AskError::from(AskErrorKind::UnknownCard {
                    message: format!("no card has the id `@{id}`"),
                    src: self.src(),
                    span: span(r),
                    label: "unknown id".into(),
                    help: Some(if b.ids.is_empty() {
                        "this board gives no card an `id:`".into()
                    } else {
                        format!("ids on this board: {}", Self::listing_sorted(b.id_names()))
                    }),
                })
            }),
            CardName::Title(title) => match self.card_titled(title) {
                Ok(c) => match self.bare_id_of_another(r, title, c) {
                    Some(e) => Err(e),
                    None => Ok(c),
                },
                Err(CardMiss::NotInPlay) => Err(self.card_not_in_play(r, title)),
                Err(CardMiss::Many(first, n)) => Err(AskError::from(AskErrorKind::Ambiguous {
                    message: format!("{n} cards titled `{title}` are in play"),
                    src: self.src(),
                    span: span(r),
                    help: Some(format!(
                        "name the one you mean as answers list it, quoted (\"{}\"), or give it an `id:` in the scenario and ask with `@id`",
                        b.card_name(first)
                    )),
                })),
                Err(CardMiss::Fits(c)) => Err(AskError::from(AskErrorKind::Ambiguous {
                    message: format!("`{title}` fits {} cards in play", c.len()),
                    src: self.src(),
                    span: span(r),
                    help: Some(format!(
                        "write more of the title: {}",
                        Self::listing(c.into_iter())
                    )),
                })),
            },
        }
    }

    /// A name typed bare (no quotes, no `@`) that is, letter for letter, the `id:` of another
    /// card than the one its words fit as a title (`speeder` for `@speeder`, a Snowspeeder,
    /// where the words fit Example Speeder Bike): the language reads a bare word as a title,
    /// a player means the id, and neither is picked silently.
    fn bare_id_of_another(&self, r: &CardRef, title: &str, found: CardIx) -> Option<AskError> {
        let b = self.board;
        let typed = self.query.get(r.span.start..r.span.end)?;
        if typed.is_empty() || typed.starts_with('"') {
            return None;
        }
        // Letter case aside only where one id fits so (ids may differ only by case).
        let other = b.ids.get(title).copied().or_else(|| {
            let mut alike = b
                .ids
                .iter()
                .filter(|(id, _)| id.eq_ignore_ascii_case(title));
            match (alike.next(), alike.next()) {
                (Some((_, c)), None) => Some(*c),
                _ => None,
            }
        })?;
        (other != found).then(|| {
            AskError::from(AskErrorKind::Ambiguous {
                message: format!(
                    "`{title}` is the id of {} and a title word of {}",
                    b.card_name(other),
                    b.card_name(found)
                ),
                src: self.src(),
                span: span(r),
                help: Some(format!(
                    "ask with `@{title}` for the first, or quote the title (\"{}\") for the second",
                    b.card_name(found)
                )),
            })
        })
    }

    /// [`Self::bare_id_of_another`] for a location: a bare word that is another location's
    /// `id:` than the one its words fit as a title.
    fn bare_loc_id_of_another(&self, r: &CardRef, title: &str, found: LocId) -> Option<AskError> {
        let b = self.board;
        let typed = self.query.get(r.span.start..r.span.end)?;
        if typed.is_empty() || typed.starts_with('"') {
            return None;
        }
        let other = b.loc_ids.get(title).copied()?;
        (other != found).then(|| {
            let (id_of, fits) = (b.loc_name(other), b.loc_name(found));
            AskError::from(AskErrorKind::Ambiguous {
                message: format!("`{title}` is the id of {id_of} and a title word of {fits}"),
                src: self.src(),
                span: span(r),
                help: Some(format!(
                    "ask with `@{title}` for the first, or quote the title (\"{fits}\") for the second"
                )),
            })
        })
    }

    /// The catalog's resolution of `title`, as [`crate::catalog::Catalog::resolve`] gives it:
    /// only the catalog titles sharing a word with it are compared, unless none fits, when the
    /// whole catalog is searched for the closest titles to suggest.
    fn catalog_resolve(&self, title: &str) -> Resolution {
        self.board.catalog.resolve(title)
    }

    /// The one card in play with this title (or shortening), without building a diagnostic.
    /// Only the titles sharing a word with the typed one can be it or be shortened by it.
    fn card_titled(&self, title: &str) -> Result<CardIx, CardMiss> {
        let b = self.board;
        // A name as answers list it (`TIE Fighter (2nd at Hoth)`) names its card; so does a
        // listing's name for one of a group of twins (`TIE Fighter (2nd at Hoth), one of 3
        // alike`), which are the same card for every question.
        if let Some(c) = b.card_by_name(title) {
            return Ok(c);
        }
        if let Some((named, _)) = title.rsplit_once(", one of ")
            && let Some(c) = b.card_by_name(named)
        {
            return Ok(c);
        }
        let titles = b.card_title_candidates(&normalize(title));
        match b.catalog.resolve_among(title, Some(titles)) {
            Resolution::Found(ids) => {
                let key = b.catalog.get(ids[0]).key();
                match b.cards_titled(key) {
                    [one] => Ok(*one),
                    [] => Err(CardMiss::NotInPlay),
                    many => Err(CardMiss::Many(many[0], many.len())),
                }
            }
            Resolution::Ambiguous(c) => Err(CardMiss::Fits(c)),
            Resolution::Unknown(_) => Err(CardMiss::NotInPlay),
        }
    }

    fn card_not_in_play(&self, r: &CardRef, title: &str) -> AskError {
        let b = self.board;
        let in_play = Self::listing_sorted(b.card_names());
        match self.catalog_resolve(title) {
            Resolution::Unknown(near) => AskError::from(AskErrorKind::UnknownCard {
                message: format!("unknown card `{title}`"),
                src: self.src(),
                span: span(r),
                label: "not in the catalog".into(),
                help: Some(match near.first() {
                    Some(n) => format!("did you mean `{n}`?"),
                    None => format!("cards in play: {in_play}"),
                }),
            }),
            _ => AskError::from(AskErrorKind::NotOnTable {
                message: format!("`{title}` is not in play on this board"),
                src: self.src(),
                span: span(r),
                help: Some(format!("cards in play: {in_play}")),
            }),
        }
    }

    /// A card that may or may not be in play (deploying it, inserting a location): a card in
    /// play first, else the catalog's definitions of that title.
    pub fn card_or_def(&self, r: &CardRef) -> Result<Either, AskError> {
        if matches!(r.name, CardName::Id(_) | CardName::Picked(_)) {
            return self.card(r).map(Either::InPlay);
        }
        let CardName::Title(title) = &r.name else {
            return self.card(r).map(Either::InPlay);
        };
        // A card in play by its title or a shortening of it; but an exact title of another
        // card wins over a shortening: `Luke Skywalker` names that card even when only
        // `Commander Luke Skywalker` is in play. (A question about a card in play, which
        // [`Resolver::card`] answers, takes the shortening: the exact card is not there.)
        if let Ok(c) = self.card_titled(title) {
            let typed = normalize(title);
            let b = self.board;
            let exact_elsewhere = b.card_def(c).key() != typed
                && matches!(b.catalog.resolve(title),
                    Resolution::Found(ids) if b.catalog.get(ids[0]).key() == typed);
            if !exact_elsewhere {
                return Ok(Either::InPlay(c));
            }
        }
        match self.catalog_resolve(title) {
            Resolution::Found(ids) => Ok(Either::Defs(ids)),
            Resolution::Ambiguous(c) => Err(AskError::from(AskErrorKind::Ambiguous {
                message: format!("`{title}` fits {} different cards", c.len()),
                src: self.src(),
                span: span(r),
                help: Some(format!(
                    "write more of the title: {}",
                    Self::listing(c.into_iter())
                )),
            })),
            Resolution::Unknown(near) => Err(AskError::from(AskErrorKind::UnknownCard {
                message: format!("unknown card `{title}`"),
                src: self.src(),
                span: span(r),
                label: "not in the catalog".into(),
                help: Some(match near.first() {
                    Some(n) => format!("did you mean `{n}`?"),
                    None => "define it under the scenario's `cards:`".into(),
                }),
            })),
        }
    }

    /// A row by name.
    pub fn row(&self, r: &CardRef) -> Result<usize, AskError> {
        let name = match &r.name {
            CardName::Title(t) => t.clone(),
            CardName::Id(i) => i.clone(),
            CardName::Picked(_) => String::new(),
        };
        self.board.row_named(&name).ok_or_else(|| {
            AskError::from(AskErrorKind::NotOnTable {
                message: format!("no row named `{name}`"),
                src: self.src(),
                span: span(r),
                help: Some(format!(
                    "rows on this board: {}",
                    Self::listing(self.board.rows.iter().map(|r| r.name.clone()))
                )),
            })
        })
    }

    /// An error for a reference of the wrong kind.
    pub fn wrong_kind(
        &self,
        r: &CardRef,
        message: String,
        label: &str,
        help: Option<String>,
    ) -> AskError {
        AskError::from(AskErrorKind::WrongKind {
            message,
            src: self.src(),
            span: span(r),
            label: label.into(),
            help,
        })
    }
}

/// Why no single card in play answers to a title.
enum CardMiss {
    /// No card in play has it (or it names nothing).
    NotInPlay,
    /// This many cards in play share the title (the first of them, as the board lists them).
    Many(CardIx, usize),
    /// It shortens several titles in play.
    Fits(Vec<String>),
}

/// A card in play, or the catalog's printings of a title.
#[derive(Debug, Clone)]
pub enum Either {
    InPlay(CardIx),
    Defs(Vec<DefId>),
}

impl Either {
    /// The card's facts: those of the card in play, else of the title's first printing.
    pub fn def<'b>(&self, board: &'b Board) -> &'b CardDef {
        match self {
            Either::InPlay(c) => board.card_def(*c),
            Either::Defs(ids) => board.def(ids[0]),
        }
    }
    /// The printings the question may mean: the card in play's own, else every printing of the
    /// title.
    pub fn printings(self, board: &Board) -> Vec<DefId> {
        match self {
            Either::InPlay(c) => vec![board.cards[c].def],
            Either::Defs(ids) => ids,
        }
    }
    /// The card in play, when it is one.
    pub fn in_play(&self) -> Option<CardIx> {
        match self {
            Either::InPlay(c) => Some(*c),
            Either::Defs(_) => None,
        }
    }
}

/// A reference to a location, made by the judge itself.
pub fn loc_ref(l: LocId) -> CardRef {
    CardRef {
        name: CardName::Picked(Picked::Location(l.into())),
        span: Span::default(),
    }
}

/// A reference to a card in play, made by the judge itself.
pub fn card_ref(c: CardIx) -> CardRef {
    CardRef {
        name: CardName::Picked(Picked::Card(c.into())),
        span: Span::default(),
    }
}

/// The location a reference made by [`loc_ref`] names (unchecked against a board: see
/// [`Resolver::location`]).
pub fn picked_location(r: &CardRef) -> Option<LocId> {
    match r.name {
        CardName::Picked(Picked::Location(l)) => Some(LocId::from(l)),
        _ => None,
    }
}

/// The card a reference made by [`card_ref`] names (unchecked against a board: see
/// [`Resolver::card`]).
pub fn picked_card(r: &CardRef) -> Option<CardIx> {
    match r.name {
        CardName::Picked(Picked::Card(c)) => Some(CardIx::from(c)),
        _ => None,
    }
}

/// How a question names a card of a Young Jedi Hyperspace pile, for the board's pile
/// facts: `None` for a card or location the judge picked itself (no pile card is one).
pub(crate) fn pile_ref(r: &CardRef) -> Option<PileRef<'_>> {
    match &r.name {
        CardName::Id(id) => Some(PileRef::Id(id)),
        CardName::Title(t) => Some(PileRef::Title(t)),
        CardName::Picked(_) => None,
    }
}
