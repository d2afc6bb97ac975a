//! The community card database (swccg-card-json: `{"cards": [ … ]}`), read into [`CardDef`]s.
//!
//! Facts only. Game text is read for two numbers — capacity ("May add …") and the ability a
//! permanent pilot provides — and never stored; lore is never read. Each record's `front` face
//! gives the facts (a `back` face is ignored). Records of the same title and side (reprints)
//! become one card: the earliest printing's facts and set. A file that is not JSON, or not
//! shaped `{"cards": [ … ]}`, is a [`CatalogError`] pointing at the place; a record lacking a
//! title, side or known type, or holding a fact of the wrong type, is skipped and counted.
//! docs/catalog.md lists every field and the choices made.

use super::card::{CardDef, CardType, Icon, Printed, Subtype, Trait};
use super::derive;
use super::facts::UNLIMITED;
use super::title_key::normalize;
use miette::{Diagnostic, NamedSource, SourceSpan};
use serde::Deserialize;
use serde::de::{self, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use thiserror::Error;

/// A community file that could not be read.
#[derive(Debug, Error, Diagnostic)]
pub enum CatalogError {
    #[error("cannot read card file {}: {message}", path.display())]
    #[diagnostic(
        code(swjudge::catalog::io),
        help(
            "--cards and SWJUDGE_CARDS take swccg-card-json files such as Dark.json and Light.json"
        )
    )]
    Io { path: PathBuf, message: String },

    #[error("{file}:{line}:{column}: not valid JSON: {message}")]
    #[diagnostic(code(swjudge::catalog::syntax))]
    Syntax {
        file: String,
        line: usize,
        column: usize,
        message: String,
        #[source_code]
        src: Arc<NamedSource<String>>,
        #[label("{message}")]
        span: SourceSpan,
    },

    #[error("{file}:{line}:{column}: not a swccg-card-json file: {message}")]
    #[diagnostic(
        code(swjudge::catalog::format),
        help(r#"a card file is one object {{"cards": [ … ]}}; each card has "front", "side" and "set""#)
    )]
    Format {
        file: String,
        line: usize,
        column: usize,
        message: String,
        #[source_code]
        src: Arc<NamedSource<String>>,
        #[label("{message}")]
        span: SourceSpan,
    },

    #[error("{file}:{line}:{column}: not UTF-8 text")]
    #[diagnostic(code(swjudge::catalog::encoding))]
    Encoding {
        file: String,
        line: usize,
        column: usize,
        #[source_code]
        src: Arc<NamedSource<String>>,
        #[label("invalid UTF-8 here")]
        span: SourceSpan,
    },
}

impl CatalogError {
    /// `(line, column)` of the problem, 1-based, when it has a place in the file.
    pub fn location(&self) -> Option<(usize, usize)> {
        match self {
            CatalogError::Io { .. } => None,
            CatalogError::Syntax { line, column, .. }
            | CatalogError::Format { line, column, .. }
            | CatalogError::Encoding { line, column, .. } => Some((*line, *column)),
        }
    }
}

/// A card record that was skipped.
#[derive(Debug, Clone, PartialEq)]
pub struct Skipped {
    /// File the record is in.
    pub file: String,
    /// Position in the file's `cards` list (0-based).
    pub index: usize,
    /// Its title, when it had one.
    pub title: Option<String>,
    pub reason: String,
}

/// What a load produced.
#[derive(Debug, Clone, Default)]
pub struct Community {
    /// One def per title and side.
    pub defs: Vec<CardDef>,
    /// Card records read, skipped ones included.
    pub records: usize,
    /// Records folded into an earlier printing of the same title and side.
    pub reprints: usize,
    pub skipped: Vec<Skipped>,
    /// For each def, the release rank of its printing (lower is earlier).
    rank: Vec<u32>,
    /// For each def, what [`derive`] needs beyond the def: its raw persona names and its model.
    raw: Vec<Raw>,
    /// (normalised title, side) → index into `defs`.
    by_title: HashMap<(String, Printed), usize>,
}

impl Community {
    /// Adds a def, keeping the earliest printing of a title and side.
    fn add(&mut self, def: CardDef, rank: u32, raw: Raw) {
        let key = (def.key().to_string(), def.side);
        match self.by_title.get(&key) {
            Some(&i) => {
                self.reprints += 1;
                if rank < self.rank[i] {
                    self.defs[i] = def;
                    self.rank[i] = rank;
                    self.raw[i] = raw;
                }
            }
            None => {
                self.by_title.insert(key, self.defs.len());
                self.defs.push(def);
                self.rank.push(rank);
                self.raw.push(raw);
            }
        }
    }

    /// Merges another load into this one (reprints across files become one card).
    pub fn merge(&mut self, other: Community) {
        self.records += other.records;
        self.reprints += other.reprints;
        self.skipped.extend(other.skipped);
        for ((d, r), raw) in other.defs.into_iter().zip(other.rank).zip(other.raw) {
            self.add(d, r, raw);
        }
        self.derive();
    }

    /// [`Community::merge`] without deriving (the caller derives once at the end).
    fn merge_raw(&mut self, other: Community) {
        self.records += other.records;
        self.reprints += other.reprints;
        self.skipped.extend(other.skipped);
        for ((d, r), raw) in other.defs.into_iter().zip(other.rank).zip(other.raw) {
            self.add(d, r, raw);
        }
    }

    /// The facts derived across cards (docs/catalog.md, "Derived facts"): personas tied
    /// together by name, and `enclosed` for a vehicle whose model is mostly printed enclosed.
    /// Derived afresh from the raw names after every merge.
    fn derive(&mut self) {
        let surnames: std::collections::HashSet<&str> = self
            .raw
            .iter()
            .flat_map(|r| r.personas.surnames.iter().map(String::as_str))
            .collect();
        let canon = derive::canonical_personas(
            self.raw
                .iter()
                .flat_map(|r| r.personas.characters.iter().map(String::as_str)),
            &surnames,
        );
        let mut models: HashMap<&str, (usize, usize)> = HashMap::new();
        for (d, r) in self.defs.iter().zip(&self.raw) {
            if d.card_type == CardType::Vehicle && !r.model.is_empty() {
                let e = models.entry(r.model.as_str()).or_default();
                e.0 += 1;
                e.1 += usize::from(r.printed_enclosed);
            }
        }
        for (d, r) in self.defs.iter_mut().zip(&self.raw) {
            derive::apply_personas(d, &r.personas, &canon);
            let mostly = models
                .get(r.model.as_str())
                .is_some_and(|&(all, enclosed)| 2 * enclosed > all);
            if d.card_type == CardType::Vehicle && mostly {
                push_trait(d, Trait::Enclosed);
            }
        }
        self.derive_kinds();
    }

    /// A character's characteristics ([`Trait::Kind`]): those its data lists; each word the
    /// data lists for any card that its lore bears besides ([`Trait::LoreNames`]); on record
    /// where it has lore or characteristics.
    fn derive_kinds(&mut self) {
        let mut vocabulary: Vec<&str> = self
            .raw
            .iter()
            .flat_map(|r| r.characteristics.iter().map(String::as_str))
            .collect();
        vocabulary.sort_unstable();
        vocabulary.dedup();
        for (d, r) in self.defs.iter_mut().zip(&self.raw) {
            if d.card_type != CardType::Character {
                continue;
            }
            let listed: Vec<String> = r
                .characteristics
                .iter()
                .map(|c| derive::kind_word(c))
                .collect();
            for c in &listed {
                push_trait(d, Trait::Kind(c.clone()));
            }
            for v in &vocabulary {
                let v = derive::kind_word(v);
                if !listed.contains(&v) && derive::lore_bears(&r.lore, &v) {
                    push_trait(d, Trait::LoreNames(v));
                }
            }
            if !r.lore.is_empty() || !r.characteristics.is_empty() {
                push_trait(d, Trait::KindsOnRecord);
            }
        }
    }

    /// The def of a title (typed without marks) and side, if loaded.
    pub fn get(&self, title: &str, side: Printed) -> Option<&CardDef> {
        self.by_title
            .get(&(normalize(title), side))
            .map(|&i| &self.defs[i])
    }
}

/// The largest card file read: 64 MiB (Dark.json and Light.json are 2.5 MB each). A larger
/// file is refused (`swjudge::catalog::io`) before it is read whole.
pub const MAX_CARD_FILE: u64 = 64 * 1024 * 1024;

/// Reads a regular file of at most `limit` bytes: a device, a FIFO or a directory is refused
/// without being opened (a FIFO with no writer would block), and the read stops past the limit
/// whatever size the file reports.
pub fn read_bounded(path: &Path, limit: u64) -> Result<Vec<u8>, String> {
    use std::io::Read;
    let meta = std::fs::metadata(path).map_err(|e| e.to_string())?;
    if !meta.is_file() {
        return Err("not a regular file".into());
    }
    let file = std::fs::File::open(path).map_err(|e| e.to_string())?;
    let mut bytes = Vec::with_capacity(meta.len().min(limit) as usize);
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| e.to_string())?;
    if bytes.len() as u64 > limit {
        return Err(format!(
            "larger than the {} MiB a card file may hold",
            limit / (1024 * 1024)
        ));
    }
    Ok(bytes)
}

/// Reads one swccg-card-json file (a regular file of at most [`MAX_CARD_FILE`] bytes).
pub fn load_file(path: &Path) -> Result<Community, CatalogError> {
    let bytes = read_bounded(path, MAX_CARD_FILE).map_err(|message| CatalogError::Io {
        path: path.to_path_buf(),
        message,
    })?;
    load_bytes(&path.display().to_string(), bytes)
}

/// Reads several files; reprints across them become one card.
pub fn load_files<P: AsRef<Path>>(paths: &[P]) -> Result<Community, CatalogError> {
    let mut all = Community::default();
    for p in paths {
        all.merge_raw(load_file(p.as_ref())?);
    }
    all.derive();
    Ok(all)
}

/// Reads a file's bytes; `name` is shown in diagnostics.
pub fn load_bytes(name: &str, bytes: Vec<u8>) -> Result<Community, CatalogError> {
    match String::from_utf8(bytes) {
        Ok(text) => load_string(name, text),
        Err(e) => {
            let at = e.utf8_error().valid_up_to();
            let text = String::from_utf8_lossy(e.as_bytes()).into_owned();
            // The lossy text replaces bad bytes with U+FFFD; the valid prefix is unchanged.
            let (line, column) = line_col(&text, at);
            Err(CatalogError::Encoding {
                file: name.to_string(),
                line,
                column,
                src: Arc::new(NamedSource::new(name, text)),
                span: (at, 1).into(),
            })
        }
    }
}

/// Reads a file's text; `name` is shown in diagnostics.
pub fn load_string(name: &str, text: String) -> Result<Community, CatalogError> {
    // A byte-order mark (editors on some systems add one) is read as the whitespace JSON allows
    // before a value: three spaces for its three bytes, so every offset stays the file's own.
    let text = match text.strip_prefix('\u{feff}') {
        Some(rest) => format!("   {rest}"),
        None => text,
    };
    match parse(name, &text) {
        Ok(c) => Ok(c),
        Err(e) => Err(json_error(name, text, e)),
    }
}

/// Reads text that is known to be small (tests, fixtures); `name` is shown in diagnostics.
pub fn load_str(name: &str, text: &str) -> Result<Community, CatalogError> {
    load_string(name, text.to_string())
}

fn parse(name: &str, text: &str) -> Result<Community, serde_json::Error> {
    let file: RawFile<'_> = serde_json::from_str(text)?;
    let mut out = Community {
        records: file.cards.len(),
        ..Community::default()
    };
    for (index, card) in file.cards.iter().enumerate() {
        match convert(card) {
            Ok((def, rank, raw)) => out.add(def, rank, raw),
            Err((title, reason)) => out.skipped.push(Skipped {
                file: name.to_string(),
                index,
                title,
                reason,
            }),
        }
    }
    out.derive();
    Ok(out)
}

fn json_error(name: &str, text: String, e: serde_json::Error) -> CatalogError {
    let message = strip_position(&e.to_string());
    let mut offset = offset_of(&text, e.line(), e.column());
    if e.is_data() {
        // A type error is reported just before the value: point at the value itself.
        offset += text[offset..].len() - text[offset..].trim_start().len();
    }
    let (line, column) = line_col(&text, offset);
    let len = text[offset..].chars().next().map_or(0, char::len_utf8);
    let span: SourceSpan = (offset, len).into();
    let src = Arc::new(NamedSource::new(name, text).with_language("json"));
    let file = name.to_string();
    if e.is_data() {
        CatalogError::Format {
            file,
            line,
            column,
            message,
            src,
            span,
        }
    } else {
        CatalogError::Syntax {
            file,
            line,
            column,
            message,
            src,
            span,
        }
    }
}

/// serde_json's message without its trailing " at line L column C".
fn strip_position(m: &str) -> String {
    match m.rfind(" at line ") {
        Some(i) => m[..i].to_string(),
        None => m.to_string(),
    }
}

/// Byte offset of serde_json's (1-based line, 1-based byte column), on a char boundary.
fn offset_of(text: &str, line: usize, column: usize) -> usize {
    let mut start = 0;
    for _ in 1..line {
        match text[start..].find('\n') {
            Some(i) => start += i + 1,
            None => break,
        }
    }
    let mut at = (start + column.saturating_sub(1)).min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// 1-based line and character column of a byte offset.
fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let mut at = offset.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, before[line_start..].chars().count() + 1)
}

// ------------------------------------------------------------------------ raw records

/// A JSON value read without ever failing on its type: the loader decides what it accepts.
#[derive(Debug, Default)]
enum Val<'a> {
    #[default]
    Absent,
    Null,
    Text(Cow<'a, str>),
    Int(i64),
    Float(f64),
    Bool,
    List(Vec<Val<'a>>),
    Object,
}

impl Val<'_> {
    fn kind(&self) -> &'static str {
        match self {
            Val::Absent => "missing",
            Val::Null => "null",
            Val::Text(_) => "a string",
            Val::Int(_) | Val::Float(_) => "a number",
            Val::Bool => "a boolean",
            Val::List(_) => "a list",
            Val::Object => "an object",
        }
    }
    fn text(&self) -> Option<&str> {
        match self {
            Val::Text(t) => Some(t),
            _ => None,
        }
    }
}

struct ValVisitor;

impl<'de> Visitor<'de> for ValVisitor {
    type Value = Val<'de>;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Val<'de>, E> {
        Ok(Val::Text(Cow::Borrowed(v)))
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Val<'de>, E> {
        Ok(Val::Text(Cow::Owned(v.to_string())))
    }
    fn visit_string<E: de::Error>(self, v: String) -> Result<Val<'de>, E> {
        Ok(Val::Text(Cow::Owned(v)))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Val<'de>, E> {
        Ok(Val::Int(v))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Val<'de>, E> {
        Ok(i64::try_from(v).map_or(Val::Float(v as f64), Val::Int))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Val<'de>, E> {
        Ok(Val::Float(v))
    }
    fn visit_bool<E: de::Error>(self, _: bool) -> Result<Val<'de>, E> {
        Ok(Val::Bool)
    }
    fn visit_unit<E: de::Error>(self) -> Result<Val<'de>, E> {
        Ok(Val::Null)
    }
    fn visit_none<E: de::Error>(self) -> Result<Val<'de>, E> {
        Ok(Val::Null)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Val<'de>, A::Error> {
        let mut out = Vec::new();
        while let Some(v) = seq.next_element::<Val<'de>>()? {
            out.push(v);
        }
        Ok(Val::List(out))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Val<'de>, A::Error> {
        while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        Ok(Val::Object)
    }
}

impl<'de: 'a, 'a> Deserialize<'de> for Val<'a> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(ValVisitor)
    }
}

/// An object read into `T`, or a note of what stood there instead.
#[derive(Debug, Default)]
enum Obj<T> {
    #[default]
    Absent,
    Is(T),
    Not(&'static str),
}

struct ObjVisitor<T>(std::marker::PhantomData<T>);

impl<'de, T: Deserialize<'de>> Visitor<'de> for ObjVisitor<T> {
    type Value = Obj<T>;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an object")
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Obj<T>, A::Error> {
        T::deserialize(de::value::MapAccessDeserializer::new(map)).map(Obj::Is)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Obj<T>, A::Error> {
        while seq.next_element::<IgnoredAny>()?.is_some() {}
        Ok(Obj::Not("a list"))
    }
    fn visit_str<E: de::Error>(self, _: &str) -> Result<Obj<T>, E> {
        Ok(Obj::Not("a string"))
    }
    fn visit_i64<E: de::Error>(self, _: i64) -> Result<Obj<T>, E> {
        Ok(Obj::Not("a number"))
    }
    fn visit_u64<E: de::Error>(self, _: u64) -> Result<Obj<T>, E> {
        Ok(Obj::Not("a number"))
    }
    fn visit_f64<E: de::Error>(self, _: f64) -> Result<Obj<T>, E> {
        Ok(Obj::Not("a number"))
    }
    fn visit_bool<E: de::Error>(self, _: bool) -> Result<Obj<T>, E> {
        Ok(Obj::Not("a boolean"))
    }
    fn visit_unit<E: de::Error>(self) -> Result<Obj<T>, E> {
        Ok(Obj::Not("null"))
    }
    fn visit_none<E: de::Error>(self) -> Result<Obj<T>, E> {
        Ok(Obj::Not("null"))
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Obj<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(ObjVisitor(std::marker::PhantomData))
    }
}

/// A list of objects, or a note of what stood there instead (`null` is an empty list).
#[derive(Debug, Default)]
enum Objs<T> {
    #[default]
    Absent,
    Are(Vec<Obj<T>>),
    Not(&'static str),
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Objs<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V<T>(std::marker::PhantomData<T>);
        impl<'de, T: Deserialize<'de>> Visitor<'de> for V<T> {
            type Value = Objs<T>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a list")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Objs<T>, A::Error> {
                let mut out = Vec::new();
                while let Some(x) = seq.next_element::<Obj<T>>()? {
                    out.push(x);
                }
                Ok(Objs::Are(out))
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Objs<T>, A::Error> {
                while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
                Ok(Objs::Not("an object"))
            }
            fn visit_str<E: de::Error>(self, _: &str) -> Result<Objs<T>, E> {
                Ok(Objs::Not("a string"))
            }
            fn visit_i64<E: de::Error>(self, _: i64) -> Result<Objs<T>, E> {
                Ok(Objs::Not("a number"))
            }
            fn visit_u64<E: de::Error>(self, _: u64) -> Result<Objs<T>, E> {
                Ok(Objs::Not("a number"))
            }
            fn visit_f64<E: de::Error>(self, _: f64) -> Result<Objs<T>, E> {
                Ok(Objs::Not("a number"))
            }
            fn visit_bool<E: de::Error>(self, _: bool) -> Result<Objs<T>, E> {
                Ok(Objs::Not("a boolean"))
            }
            fn visit_unit<E: de::Error>(self) -> Result<Objs<T>, E> {
                Ok(Objs::Are(Vec::new()))
            }
            fn visit_none<E: de::Error>(self) -> Result<Objs<T>, E> {
                Ok(Objs::Are(Vec::new()))
            }
        }
        d.deserialize_any(V(std::marker::PhantomData))
    }
}

#[derive(Deserialize)]
struct RawFile<'a> {
    #[serde(borrow)]
    cards: Vec<Obj<RawCard<'a>>>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct RawCard<'a> {
    #[serde(borrow)]
    front: Obj<RawFace<'a>>,
    #[serde(borrow)]
    side: Val<'a>,
    #[serde(borrow)]
    set: Val<'a>,
    #[serde(borrow)]
    printings: Objs<RawPrinting<'a>>,
    /// On a weapon: the characters it matches (Cloud City, "Matching weapon").
    #[serde(borrow, rename = "matchingWeapon")]
    matching_weapon: Val<'a>,
    /// On a character: its matching starships or vehicles; on a starship or vehicle: its
    /// matching pilots.
    #[serde(borrow)]
    matching: Val<'a>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct RawPrinting<'a> {
    #[serde(borrow)]
    set: Val<'a>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct RawFace<'a> {
    #[serde(borrow)]
    title: Val<'a>,
    #[serde(borrow, rename = "type")]
    kind: Val<'a>,
    #[serde(borrow, rename = "subType")]
    sub_type: Val<'a>,
    #[serde(borrow)]
    uniqueness: Val<'a>,
    #[serde(borrow)]
    icons: Val<'a>,
    #[serde(borrow)]
    characteristics: Val<'a>,
    #[serde(borrow, rename = "extraText")]
    extra_text: Val<'a>,
    /// Read for a few facts (capacity, the permanent pilot, ship-docking, "Deploys only on");
    /// never stored.
    #[serde(borrow)]
    gametext: Val<'a>,
    /// Read for the word `Enclosed` only (a vehicle's printed characteristic); never stored.
    #[serde(borrow)]
    lore: Val<'a>,
    #[serde(borrow)]
    ability: Val<'a>,
    #[serde(borrow)]
    power: Val<'a>,
    #[serde(borrow)]
    armor: Val<'a>,
    #[serde(borrow)]
    maneuver: Val<'a>,
    #[serde(borrow)]
    landspeed: Val<'a>,
    #[serde(borrow)]
    hyperspeed: Val<'a>,
    #[serde(borrow)]
    parsec: Val<'a>,
    #[serde(borrow, rename = "darkSideIcons")]
    dark_icons: Val<'a>,
    #[serde(borrow, rename = "lightSideIcons")]
    light_icons: Val<'a>,
    #[serde(borrow)]
    ferocity: Val<'a>,
    /// The printed deploy cost (a number; `*` and the like are none).
    #[serde(borrow)]
    deploy: Val<'a>,
}

// ------------------------------------------------------------------------ conversion

/// Sets in release order: (swccg-card-json `set` id, name). Undated sets come last.
const SETS: &[(&str, &str)] = &[
    ("1", "Premiere"),
    ("101", "Premiere Introductory Two Player Game"),
    ("103", "Rebel Leader Pack"),
    ("2", "A New Hope"),
    ("102", "Jedi Pack"),
    ("3", "Hoth"),
    ("104", "Empire Strikes Back Introductory Two Player Game"),
    ("4", "Dagobah"),
    ("105", "First Anthology"),
    ("5", "Cloud City"),
    ("6", "Jabba's Palace"),
    ("106", "Official Tournament Sealed Deck"),
    ("107", "Second Anthology"),
    ("7", "Special Edition"),
    ("108", "Enhanced Premiere"),
    ("8", "Endor"),
    ("109", "Enhanced Cloud City"),
    ("110", "Enhanced Jabba's Palace"),
    ("111", "Third Anthology"),
    ("9", "Death Star II"),
    ("112", "Jabba's Palace Sealed Deck"),
    ("10", "Reflections 2"),
    ("11", "Tatooine"),
    ("12", "Coruscant"),
    ("13", "Reflections 3"),
    ("14", "Theed Palace"),
    ("200", "Virtual Set 0"),
    ("200d", "Virtual Defensive Shields"),
    ("201", "Virtual Set 1"),
    ("202", "Virtual Set 2"),
    ("203", "Virtual Set 3"),
    ("204", "Virtual Set 4"),
    ("205", "Virtual Set 5"),
    ("301", "Demo Deck"),
    ("206", "Virtual Set 6"),
    ("207", "Virtual Set 7"),
    ("208", "Virtual Set 8"),
    ("209", "Virtual Set 9"),
    ("210", "Virtual Set 10"),
    ("211", "Virtual Set 11"),
    ("212", "Virtual Set 12"),
    ("213", "Virtual Set 13"),
    ("214", "Virtual Set 14"),
    ("215", "Virtual Set 15"),
    ("216", "Virtual Set 16"),
    ("217", "Virtual Set 17"),
    ("218", "Virtual Set 18"),
    ("219", "Virtual Set 19"),
    ("220", "Virtual Set 20"),
    ("221", "Virtual Set 21"),
    ("222", "Virtual Set 22"),
    ("223", "Virtual Set 23"),
    ("224", "Virtual Set 24"),
    ("225", "Virtual Set 25"),
    ("226", "Virtual Set 26"),
    ("401", "Dream Cards"),
    ("501", "Playtesting"),
    ("1000d", "Virtual Block Shields"),
    ("1001", "Virtual Block 1"),
    ("1002", "Virtual Block 2"),
    ("1003", "Virtual Block 3"),
    ("1004", "Virtual Block 4"),
    ("1005", "Virtual Block 5"),
    ("1006", "Virtual Block 6"),
    ("1007", "Virtual Block 7"),
    ("1008", "Virtual Block 8"),
    ("1009", "Virtual Block 9"),
];

/// The name of a set id (`"3"` → `Hoth`), if known.
pub fn set_name(id: &str) -> Option<&'static str> {
    SETS.iter().find(|(i, _)| *i == id).map(|(_, n)| *n)
}

/// Release rank of a set id: known sets in release order, unknown ones after them.
fn set_rank(id: &str) -> u32 {
    match SETS.iter().position(|(i, _)| *i == id) {
        Some(p) => p as u32,
        None => (SETS.len() as u32).saturating_add(id.parse::<u32>().unwrap_or(u32::MAX)),
    }
}

type Reject = (Option<String>, String);

/// What a record gives beyond its def, for the facts derived across cards.
#[derive(Debug, Clone, Default)]
struct Raw {
    personas: derive::RawPersonas,
    /// The model after `:` in `subType`, lower case (`t-47 snowspeeder`).
    model: String,
    /// Printed `Enclosed` (characteristics or the word in its lore).
    printed_enclosed: bool,
    /// A character's printed characteristics, lower case (`wookiee`, `thief`).
    characteristics: Vec<String>,
    /// A character's lore, lower case; empty when the data gives none.
    lore: String,
}

fn convert(card: &Obj<RawCard<'_>>) -> Result<(CardDef, u32, Raw), Reject> {
    let card = match card {
        Obj::Is(c) => c,
        Obj::Not(k) => return Err((None, format!("the record is {k}, not an object"))),
        Obj::Absent => return Err((None, "empty record".into())),
    };
    let face = match &card.front {
        Obj::Is(f) => f,
        Obj::Not(k) => return Err((None, format!("`front` is {k}, not an object"))),
        Obj::Absent => return Err((None, "no `front`".into())),
    };
    let title = match &face.title {
        Val::Text(t) if !t.trim().is_empty() => t.trim().to_string(),
        v => return Err((None, format!("`front.title` is {}", v.kind()))),
    };
    let fail = |m: String| (Some(title.clone()), m);
    let side = match card.side.text().map(str::trim) {
        Some(s) if s.eq_ignore_ascii_case("dark") => Printed::Dark,
        Some(s) if s.eq_ignore_ascii_case("light") => Printed::Light,
        Some(s) => return Err(fail(format!("unknown `side` `{s}`"))),
        None => return Err(fail(format!("`side` is {}", card.side.kind()))),
    };
    let card_type = match face.kind.text() {
        Some(t) => card_type(t).ok_or_else(|| fail(format!("unknown card type `{t}`")))?,
        None => return Err(fail(format!("`front.type` is {}", face.kind.kind()))),
    };
    let mut def = CardDef::new(&title, side, card_type);
    def.origin = super::card::Origin::Community;
    if card_type == CardType::JediTest {
        // `Jedi Test #3`: the number is the test's place in the sequence.
        def.jedi_test = face
            .kind
            .text()
            .and_then(|t| t.rsplit_once('#'))
            .and_then(|(_, n)| n.trim().parse().ok());
    }
    if card_type == CardType::Weapon {
        let names =
            strings(&card.matching_weapon).map_err(|k| fail(format!("`matchingWeapon` is {k}")))?;
        if !names.is_empty() {
            def.matches = Some(names.iter().map(|n| n.trim().to_string()).collect());
        }
    }

    // Set: the earliest of `set` and `printings`.
    let (set, rank) = earliest_set(card, &fail)?;
    def.set = set;

    // Uniqueness: the `uniqueness` field when present, else the title's marks.
    match &face.uniqueness {
        Val::Text(u) => {
            def.unique = u.matches('*').count().min(255) as u8;
            def.diamonds = u.matches("<>").count().min(255) as u8;
        }
        Val::Absent | Val::Null => {}
        v => return Err(fail(format!("`uniqueness` is {}", v.kind()))),
    }

    let sub = match &face.sub_type {
        Val::Text(s) => s.as_ref(),
        Val::Absent | Val::Null => "",
        v => return Err(fail(format!("`subType` is {}", v.kind()))),
    };
    let (class, model) = match sub.split_once(':') {
        Some((c, m)) => (c.trim(), m.trim()),
        None => (sub.trim(), ""),
    };
    def.subtype = subtype(card_type, class);

    let icons = strings(&face.icons).map_err(|k| fail(format!("`icons` is {k}")))?;
    let characteristics =
        strings(&face.characteristics).map_err(|k| fail(format!("`characteristics` is {k}")))?;
    let extra = strings(&face.extra_text).map_err(|k| fail(format!("`extraText` is {k}")))?;
    let craft = matches!(
        card_type,
        CardType::Starship | CardType::Vehicle | CardType::Podracer
    );

    let pilots_aboard = read_icons(&mut def, &icons, class, craft);

    read_characteristics(&mut def, &characteristics);
    title_traits(&mut def, model, &extra);

    read_stats(&mut def, face, &fail)?;

    if card_type == CardType::Creature {
        read_creature(&mut def, face, &extra, &fail)?;
    }
    let text = match &face.gametext {
        Val::Text(t) => t.as_ref(),
        Val::Absent | Val::Null => "",
        v => return Err(fail(format!("`gametext` is {}", v.kind()))),
    };
    allow_by_text(&mut def, text);
    if craft {
        def.capacity = capacity(text);
        if pilots_aboard > 0 {
            def.permanent_pilot = Some(permanent_pilot_ability(text).unwrap_or(pilots_aboard));
        }
        let lore = face.lore.text().unwrap_or("");
        if derive::has_word(lore, "Enclosed") {
            push_trait(&mut def, Trait::Enclosed);
        }
        if card_type == CardType::Starship && text.contains("ship-docking capability") {
            push_trait(&mut def, Trait::ShipDocking);
        }
        if def.is_capital() && derive::moves_like_starfighter(text) {
            push_trait(&mut def, Trait::MovesLikeStarfighter);
        }
        if def.is_starfighter() && derive::carried_like_vehicle(text) {
            push_trait(&mut def, Trait::CarriedLikeVehicle);
        }
    }
    if !text.trim().is_empty() {
        def.text = Some(text.trim().to_string());
    }
    if card_type == CardType::Location {
        def.transit = derive::transit_text(text);
    }
    if matches!(
        card_type,
        CardType::Character | CardType::Starship | CardType::Vehicle
    ) {
        def.deploys_only = derive::deploys_only(text);
        let names = strings(&card.matching).map_err(|k| fail(format!("`matching` is {k}")))?;
        if !names.is_empty() {
            def.matches = Some(names.iter().map(|n| n.trim().to_string()).collect());
        }
    }
    let raw = Raw {
        personas: derive::raw_personas(&def, text),
        model: model.to_lowercase(),
        printed_enclosed: def.has_trait(&Trait::Enclosed),
        characteristics: match card_type {
            CardType::Character => characteristics
                .iter()
                .map(|c| c.trim().to_lowercase())
                .chain(droid_functions(&def, &extra))
                .filter(|c| !c.is_empty() && !c.contains([';', ',', '\t', ':', '(']))
                .collect(),
            _ => Vec::new(),
        },
        lore: match card_type {
            CardType::Character => face.lore.text().unwrap_or("").trim().to_lowercase(),
            _ => String::new(),
        },
    };
    Ok((def, rank, raw))
}

/// A droid's function, as the data prints it beside its title ("Medical Droid", "Astromech &
/// Protocol Droid"): each a characteristic, `medical droid`, `astromech droid`, what "when you
/// deploy a medical droid" names.
fn droid_functions(def: &CardDef, extra: &[&str]) -> Vec<String> {
    if def.subtype != Some(Subtype::Droid) {
        return Vec::new();
    }
    extra
        .iter()
        .flat_map(|e| e.split('&'))
        .map(|part| {
            let part = part.trim().to_lowercase();
            let stem = part.strip_suffix(" droid").unwrap_or(&part).trim();
            format!("{stem} droid")
        })
        .filter(|w| w.split_whitespace().count() >= 2)
        .collect()
}

/// A card's own text that grants what the documents forbid, as the board's `allows` words: a
/// vehicle's that sends it indoors ([`derive::interior_allowed`]), a character's that lets it
/// drive ([`derive::drive_allowed`]).
fn allow_by_text(def: &mut CardDef, text: &str) {
    let mut words = Vec::new();
    if def.card_type == CardType::Vehicle {
        words.extend(derive::interior_allowed(text));
    }
    if def.card_type == CardType::Character && derive::drive_allowed(text) {
        words.push("drive");
    }
    for a in words {
        if !def.allows(a) {
            def.allows.push(a.to_string());
        }
    }
}

/// A record's set: the earliest of its `set` and its `printings`' sets, named, with its rank.
fn earliest_set(
    card: &RawCard<'_>,
    fail: &dyn Fn(String) -> Reject,
) -> Result<(Option<String>, u32), Reject> {
    let mut sets: Vec<&str> = Vec::new();
    match &card.set {
        Val::Text(s) => sets.push(s),
        Val::Absent | Val::Null => {}
        v => return Err(fail(format!("`set` is {}", v.kind()))),
    }
    match &card.printings {
        Objs::Are(list) => {
            for p in list {
                match p {
                    Obj::Is(p) => match &p.set {
                        Val::Text(s) => sets.push(s),
                        Val::Absent | Val::Null => {}
                        v => return Err(fail(format!("a printing's `set` is {}", v.kind()))),
                    },
                    Obj::Not(k) => return Err(fail(format!("a printing is {k}"))),
                    Obj::Absent => {}
                }
            }
        }
        Objs::Not(k) => return Err(fail(format!("`printings` is {k}, not a list"))),
        Objs::Absent => {}
    }
    let earliest = sets.iter().min_by_key(|s| set_rank(s.trim()));
    let rank = earliest.map_or(u32::MAX, |s| set_rank(s.trim()));
    let set = earliest.map(|s| {
        let s = s.trim();
        set_name(s).map_or_else(|| format!("set {s}"), str::to_string)
    });
    Ok((set, rank))
}

/// The printed icons: location icons, pilot and warrior icons, Independent, and the Jedi Master
/// of the subtype. Returns the permanent pilots a craft's icons count.
fn read_icons(def: &mut CardDef, icons: &[&str], class: &str, craft: bool) -> i64 {
    let mut pilots_aboard: i64 = 0;
    for icon in icons {
        let icon = icon.trim();
        let (word, times) = match icon.rsplit_once(" x") {
            Some((w, n)) if n.chars().all(|c| c.is_ascii_digit()) && !n.is_empty() => {
                (w, n.parse::<i64>().unwrap_or(1))
            }
            _ => (icon, 1),
        };
        let location_icon = match word {
            "Interior" => Some(Icon::Interior),
            "Exterior" => Some(Icon::Exterior),
            "Underground" => Some(Icon::Underground),
            "Underwater" => Some(Icon::Underwater),
            "Planet" => Some(Icon::Planet),
            "Space" => Some(Icon::Space),
            "Mobile" => Some(Icon::Mobile),
            "Cave" => Some(Icon::Cave),
            "Vehicle Site" => Some(Icon::VehicleSite),
            "Starship" if def.card_type == CardType::Location => Some(Icon::StarshipSite),
            _ => None,
        };
        if let Some(i) = location_icon {
            push_icon(def, i);
        } else if word == "Pilot" || word.ends_with(" Pilot") {
            if craft {
                pilots_aboard += times;
            } else if def.card_type == CardType::Character {
                push_icon(def, Icon::Pilot);
            }
        } else if word == "Warrior" && def.card_type == CardType::Character {
            push_icon(def, Icon::Warrior);
        } else if word == "Independent" {
            push_trait(def, Trait::Independent);
        } else if !word.is_empty() && !word.contains([';', '\t', ',', ':']) {
            // Any other icon (`Endor`, `Episode I`, `Clone Army`): what "[Endor] troopers"
            // names.
            push_trait(def, Trait::BearsIcon(word.to_lowercase()));
        }
    }
    if def.card_type == CardType::Character && class.split('/').any(|p| p.trim() == "Jedi Master") {
        push_icon(def, Icon::JediMaster);
    }
    if def.card_type == CardType::Character {
        for part in class.split('/').map(str::trim).filter(|p| !p.is_empty()) {
            if !part.contains([';', '\t', ',']) {
                push_trait(def, Trait::Class(part.to_lowercase()));
            }
        }
    }
    pilots_aboard
}

/// The printed characteristics the rules read, as traits.
fn read_characteristics(def: &mut CardDef, characteristics: &[&str]) {
    for c in characteristics {
        let t = match c.trim().to_lowercase().as_str() {
            "enclosed" => Trait::Enclosed,
            "ship-docking capability" => Trait::ShipDocking,
            "prison" => Trait::Prison,
            "bounty hunter" => Trait::BountyHunter,
            "gunner" => Trait::Gunner,
            "scout" => Trait::Scout,
            "spy" => Trait::Spy,
            "independent (starship)" => Trait::Independent,
            "rebel (starship)" => Trait::Rebel,
            "imperial (starship)" => Trait::Imperial,
            "selective" => Trait::Selective,
            "parasite" => Trait::Parasite,
            "bomber" => Trait::Bomber,
            _ => continue,
        };
        push_trait(def, t);
    }
}

/// Traits read from the title, the model and the extra text: droids, Skywalkers, gunners, TIEs,
/// Star Destroyers, cloud cars, backpacks.
fn title_traits(def: &mut CardDef, model: &str, extra: &[&str]) {
    let plain = def.plain_title().to_string();
    if matches!(def.card_type, CardType::Starship | CardType::Vehicle)
        && !model.is_empty()
        && !model.contains([';', '\t'])
    {
        push_trait(def, Trait::Model(model.to_lowercase()));
    }
    match def.card_type {
        CardType::Character => {
            if def.subtype == Some(Subtype::Droid) {
                push_trait(def, Trait::Droid);
            }
            for e in extra {
                let e = e.to_lowercase();
                if e.contains("power droid") {
                    push_trait(def, Trait::PowerDroid);
                }
                if e.contains("mining droid") {
                    push_trait(def, Trait::MiningDroid);
                }
                if e.contains("astromech") {
                    push_trait(def, Trait::Astromech);
                }
            }
            if has_word(&plain, "Skywalker") {
                push_trait(def, Trait::Skywalker);
            }
            if has_word(&plain, "Gunner") {
                push_trait(def, Trait::Gunner);
            }
        }
        CardType::Starship if model.contains("TIE") => push_trait(def, Trait::Tie),
        CardType::Starship if model.contains("Star Destroyer") => {
            push_trait(def, Trait::StarDestroyer)
        }
        CardType::Vehicle if model.to_lowercase().contains("cloud car") => {
            push_trait(def, Trait::CloudCar)
        }
        CardType::Device if plain.contains("Backpack") => push_trait(def, Trait::Backpack),
        _ => {}
    }
}

/// The printed numbers: ability, power, armor, maneuver, landspeed, hyperspeed, parsec and the
/// Force icons.
fn read_stats(
    def: &mut CardDef,
    face: &RawFace<'_>,
    fail: &dyn Fn(String) -> Reject,
) -> Result<(), Reject> {
    def.ability = number(&face.ability).map_err(|k| fail(format!("`ability` is {k}")))?;
    def.power = number(&face.power).map_err(|k| fail(format!("`power` is {k}")))?;
    def.armor = number(&face.armor).map_err(|k| fail(format!("`armor` is {k}")))?;
    def.maneuver = number(&face.maneuver).map_err(|k| fail(format!("`maneuver` is {k}")))?;
    def.landspeed = number(&face.landspeed).map_err(|k| fail(format!("`landspeed` is {k}")))?;
    def.hyperspeed = number(&face.hyperspeed).map_err(|k| fail(format!("`hyperspeed` is {k}")))?;
    def.parsec = number(&face.parsec).map_err(|k| fail(format!("`parsec` is {k}")))?;
    // The printed deploy cost, in Force.
    def.deploy_cost = number(&face.deploy).map_err(|k| fail(format!("`deploy` is {k}")))?;
    def.dark_icons = number(&face.dark_icons)
        .map_err(|k| fail(format!("`darkSideIcons` is {k}")))?
        .and_then(|n| u8::try_from(n).ok());
    def.light_icons = number(&face.light_icons)
        .map_err(|k| fail(format!("`lightSideIcons` is {k}")))?
        .and_then(|n| u8::try_from(n).ok());
    Ok(())
}

/// A creature's ferocity (a number, or `N + destiny`) and its defense value (`VICIOUS HOWL: 3`).
fn read_creature(
    def: &mut CardDef,
    face: &RawFace<'_>,
    extra: &[&str],
    fail: &dyn Fn(String) -> Reject,
) -> Result<(), Reject> {
    match &face.ferocity {
        Val::Text(t) => {
            let (base, destiny) = match t.split_once('+') {
                Some((b, d)) if d.trim().eq_ignore_ascii_case("destiny") => (b, true),
                Some(_) => ("", false),
                None => (t.as_ref(), false),
            };
            if let Ok(n) = base.trim().parse::<i64>() {
                def.ferocity = Some(n);
                def.ferocity_destiny = destiny;
            }
        }
        v => def.ferocity = number(v).map_err(|k| fail(format!("`ferocity` is {k}")))?,
    }
    // The defense value is printed as `VICIOUS HOWL: 3`.
    def.defense_value = extra.iter().find_map(|e| {
        let (name, n) = e.rsplit_once(':')?;
        let upper = !name.trim().is_empty() && name.chars().all(|c| !c.is_lowercase());
        upper.then(|| n.trim().parse::<i64>().ok()).flatten()
    });
    Ok(())
}

fn push_icon(def: &mut CardDef, i: Icon) {
    if !def.icons.contains(&i) {
        def.icons.push(i);
    }
}

fn push_trait(def: &mut CardDef, t: Trait) {
    if !def.traits.contains(&t) {
        def.traits.push(t);
    }
}

/// Does `word` occur in `text` as a whole word?
fn has_word(text: &str, word: &str) -> bool {
    text.split(|c: char| !c.is_alphanumeric())
        .any(|w| w == word)
}

/// A list of strings (`null` or absent is empty); the kind of value otherwise.
fn strings<'v>(v: &'v Val<'_>) -> Result<Vec<&'v str>, &'static str> {
    match v {
        Val::Absent | Val::Null => Ok(Vec::new()),
        Val::List(items) => items
            .iter()
            .filter(|x| !matches!(x, Val::Null))
            .map(|x| {
                x.text()
                    .ok_or("a list holding something other than strings")
            })
            .collect(),
        other => Err(other.kind()),
    }
}

/// A whole number written as a string (`"6"`) or a number. Values that are not whole numbers
/// (`"*"`, `"1.5"`) are no fact the rules can use: `None`, not an error.
fn number(v: &Val<'_>) -> Result<Option<i64>, &'static str> {
    match v {
        Val::Absent | Val::Null => Ok(None),
        Val::Text(t) => Ok(t.trim().parse().ok()),
        Val::Int(n) => Ok(Some(*n)),
        Val::Float(f) if f.fract() == 0.0 && f.abs() < 1e15 => Ok(Some(*f as i64)),
        Val::Float(_) => Ok(None),
        other => Err(other.kind()),
    }
}

fn card_type(t: &str) -> Option<CardType> {
    let t = t.trim().to_lowercase();
    Some(match t.as_str() {
        "character" => CardType::Character,
        "starship" => CardType::Starship,
        "vehicle" => CardType::Vehicle,
        "location" => CardType::Location,
        "weapon" => CardType::Weapon,
        "device" => CardType::Device,
        "effect" => CardType::Effect,
        "interrupt" => CardType::Interrupt,
        "creature" => CardType::Creature,
        "epic event" => CardType::EpicEvent,
        "objective" => CardType::Objective,
        "admiral's order" => CardType::Admiral,
        "defensive shield" => CardType::DefensiveShield,
        "podracer" => CardType::Podracer,
        "game aid" => CardType::GameAid,
        t if t.starts_with("jedi test") => CardType::JediTest,
        _ => return None,
    })
}

/// The subtypes the rules know, from the part of `subType` before any `:`.
fn subtype(t: CardType, class: &str) -> Option<Subtype> {
    let c = class.trim().to_lowercase();
    Some(match (t, c.as_str()) {
        (CardType::Location, "site") => Subtype::Site,
        (CardType::Location, "system") => Subtype::System,
        (CardType::Location, "sector") => Subtype::Sector,
        (CardType::Starship, "starfighter") => Subtype::Starfighter,
        (CardType::Starship, "capital") => Subtype::Capital,
        (CardType::Starship, "squadron") => Subtype::Squadron,
        (CardType::Vehicle, "combat" | "combat vehicle") => Subtype::Combat,
        (CardType::Vehicle, "transport") => Subtype::Transport,
        (CardType::Vehicle, "shuttle") => Subtype::Shuttle,
        (CardType::Vehicle, "creature") => Subtype::CreatureVehicle,
        (CardType::Weapon, "character") => Subtype::Character,
        (CardType::Weapon, "starship") => Subtype::Starship,
        (CardType::Weapon, "vehicle") => Subtype::Vehicle,
        (CardType::Weapon, "artillery") => Subtype::Artillery,
        (CardType::Effect, "immediate") => Subtype::Immediate,
        (CardType::Effect, "mobile") => Subtype::Mobile,
        (CardType::Effect, "utinni") => Subtype::Utinni,
        (CardType::Effect, "political") => Subtype::Political,
        (CardType::Character, _) if c.split('/').any(|p| p.trim() == "droid") => Subtype::Droid,
        _ => return None,
    })
}

/// What a capacity word counts.
#[derive(Clone, Copy, PartialEq)]
enum Slot {
    Pilots,
    Passengers,
    Vehicles,
    Starfighters,
    /// Places for astromech droids only.
    Astromechs,
    /// Counted on the card but not a capacity the rules read (corvette).
    Other,
}

fn slot(word: &str) -> Option<Slot> {
    Some(match word {
        "pilot" | "pilots" | "driver" | "drivers" => Slot::Pilots,
        "passenger" | "passengers" | "rider" | "riders" => Slot::Passengers,
        "vehicle" | "vehicles" | "bikes" | "staps" => Slot::Vehicles,
        "starfighter" | "starfighters" | "tie" | "ties" => Slot::Starfighters,
        "astromech" | "astromechs" => Slot::Astromechs,
        "corvette" | "corvettes" => Slot::Other,
        _ => return None,
    })
}

fn count_word(word: &str) -> Option<u8> {
    match word {
        "unlimited" => Some(UNLIMITED),
        w => super::number_word::number_word(w).and_then(|n| u8::try_from(n).ok()),
    }
}

/// Capacity from a card's "May add …" sentences (the only use of game text besides
/// [`permanent_pilot_ability`]). `N pilots or passengers` is N pilot seats, which passengers may
/// take (N characters in all); a kind listed without a number takes the number before it
/// (`unlimited pilots, passengers and starfighters`); a named occupant (`Harc as a pilot`)
/// counts 1.
pub fn capacity(text: &str) -> super::card::Capacity {
    let mut cap = super::card::Capacity::default();
    let mut rest = text;
    while let Some(i) = rest.find("May add ") {
        let after = &rest[i + "May add ".len()..];
        let end = after.find('.').unwrap_or(after.len());
        clause(&after[..end], &mut cap);
        rest = &after[end..];
    }
    // "May carry 2 passengers" (a creature vehicle, a lift tube): the same seats, in other
    // words; what else a card may carry (weapons, devices, a named rider) is no seat.
    let mut rest = text;
    while let Some(i) = rest.find("May carry ") {
        let after = &rest[i + "May carry ".len()..];
        let end = after.find('.').unwrap_or(after.len());
        let words: Vec<&str> = after[..end].split_whitespace().collect();
        if let [n, "passenger" | "passengers"] = words[..]
            && count_word(&n.to_lowercase()).is_some()
        {
            clause(&after[..end], &mut cap);
        }
        rest = &after[end..];
    }
    cap
}

fn clause(text: &str, cap: &mut super::card::Capacity) {
    let words: Vec<String> = text
        .split_whitespace()
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric())
                .to_lowercase()
        })
        .filter(|w| !w.is_empty())
        .collect();
    let mut pending: Option<(u8, usize)> = None;
    let mut last: Option<u8> = None;
    for (i, w) in words.iter().enumerate() {
        if let Some(n) = count_word(w) {
            pending = Some((n, i));
            continue;
        }
        let Some(s) = slot(w) else {
            continue;
        };
        let named = i >= 1
            && (words[i - 1] == "as" || (i >= 2 && words[i - 1] == "a" && words[i - 2] == "as"));
        let n = match pending.take() {
            Some((n, at)) if i - at <= 4 => Some(n),
            // `N pilots or passengers`: N seats in all, which passengers may take.
            _ if i >= 1 && words[i - 1] == "or" => continue,
            _ => last.or(if named { Some(1) } else { None }),
        };
        let Some(n) = n else {
            continue;
        };
        last = Some(n);
        let target = match s {
            Slot::Pilots => &mut cap.pilots,
            Slot::Passengers => &mut cap.passengers,
            Slot::Vehicles => &mut cap.vehicles,
            Slot::Starfighters => &mut cap.starfighters,
            Slot::Astromechs => &mut cap.astromechs,
            Slot::Other => continue,
        };
        *target = Some(target.map_or(n, |o| o.max(n)));
    }
}

/// The ability a permanent pilot provides, from the sentence that names it: "Permanent pilot
/// provides ability of 2", "… provide total ability of 3", "provides 1 ability", "provides no
/// ability" (0). `None` when no sentence says.
pub fn permanent_pilot_ability(text: &str) -> Option<i64> {
    let lower = text.to_lowercase();
    let mut from = 0;
    while let Some(i) = lower[from..].find("permanent pilot") {
        let start = from + i;
        let end = lower[start..].find('.').map_or(lower.len(), |e| start + e);
        let sentence = &lower[start..end];
        if sentence.contains("no ability") {
            return Some(0);
        }
        let words: Vec<&str> = sentence
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty())
            .collect();
        for (k, w) in words.iter().enumerate() {
            if *w == "ability" {
                let next = match words.get(k + 1) {
                    Some(&"of") => words.get(k + 2),
                    other => other,
                };
                if let Some(n) = next.and_then(|n| n.parse::<i64>().ok()) {
                    return Some(n);
                }
                if let Some(n) = k.checked_sub(1).and_then(|p| words[p].parse::<i64>().ok()) {
                    return Some(n);
                }
            }
        }
        from = end.max(start + 1);
        if from >= lower.len() {
            break;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::card::Capacity;

    fn cap(p: Option<u8>, q: Option<u8>, v: Option<u8>, s: Option<u8>) -> Capacity {
        Capacity {
            pilots: p,
            passengers: q,
            vehicles: v,
            starfighters: s,
            astromechs: None,
        }
    }

    fn astro(c: Capacity, a: u8) -> Capacity {
        Capacity {
            astromechs: Some(a),
            ..c
        }
    }

    #[test]
    fn capacity_reads_the_may_add_wording() {
        let n = None;
        for (text, want) in [
            ("May add 1 pilot.", cap(Some(1), n, n, n)),
            (
                "May add 2 pilots and 8 passengers. Immune to attrition < 4.",
                cap(Some(2), Some(8), n, n),
            ),
            (
                "May add 1 pilot or passenger. Permanent pilot aboard provides ability of 1.",
                cap(Some(1), n, n, n),
            ),
            (
                "May add 2 pilots or passengers, and 1 astromech.",
                astro(cap(Some(2), n, n, n), 1),
            ),
            (
                "May add 1 pilot and 1 passenger, or 2 passengers.",
                cap(Some(1), Some(2), n, n),
            ),
            (
                "May add 6 pilots, 8 passengers, 2 vehicles and 4 TIEs. Has ship-docking capability.",
                cap(Some(6), Some(8), Some(2), Some(4)),
            ),
            (
                "May add unlimited pilots, passengers, vehicles and starfighters.",
                cap(
                    Some(UNLIMITED),
                    Some(UNLIMITED),
                    Some(UNLIMITED),
                    Some(UNLIMITED),
                ),
            ),
            (
                "May add 1 'rider' (passenger). Deploy only on Hoth.",
                cap(n, Some(1), n, n),
            ),
            (
                "May add 1 driver and 3 passengers.",
                cap(Some(1), Some(3), n, n),
            ),
            (
                "May add 1 pilot and 1 astromech.",
                astro(cap(Some(1), n, n, n), 1),
            ),
            (
                "May add 3 pilots, 5 passengers, and 4 [Trade Federation] starfighters.",
                cap(Some(3), Some(5), n, Some(4)),
            ),
            (
                "May add 1 pilot, 4 passengers and 2 speeder bikes.",
                cap(Some(1), Some(4), Some(2), n),
            ),
            ("May add Harc as a pilot.", cap(Some(1), n, n, n)),
            (
                "May add 1 pilot and Grogu as a passenger.",
                cap(Some(1), Some(1), n, n),
            ),
            (
                "May add 2 to search party destiny draw if all pilots aboard are part of that search party.",
                cap(n, n, n, n),
            ),
            (
                "Deploy -1 to same system as any Imperial capital starship.",
                cap(n, n, n, n),
            ),
            // Seats in other words; what else a card carries is no seat.
            (
                "May carry 2 passengers. Landspeed = 1.",
                cap(n, Some(2), n, n),
            ),
            ("May carry one passenger.", cap(n, Some(1), n, n)),
            ("May carry and use any number of devices.", cap(n, n, n, n)),
            (
                "May carry up to four such weapons at one time.",
                cap(n, n, n, n),
            ),
            (
                "May carry a Jawa or an Ewok (as if riding a creature vehicle).",
                cap(n, n, n, n),
            ),
        ] {
            assert_eq!(capacity(text), want, "{text}");
        }
    }

    #[test]
    fn permanent_pilot_ability_reads_its_sentence() {
        for (text, want) in [
            ("Permanent pilot provides ability of 2.", Some(2)),
            (
                "May add 1 pilot. Permanent pilot aboard provides ability of 1.",
                Some(1),
            ),
            (
                "Permanent pilots aboard provide total ability of 3. Immune.",
                Some(3),
            ),
            (
                "Permanent Pilot provides 1 ability. May add Xizor as pilot (suspends permanent pilot).",
                Some(1),
            ),
            (
                "May add 1 pilot (suspends permanent pilot). Permanent pilot provides ability of 2.",
                Some(2),
            ),
            ("Permanent pilot provides no ability.", Some(0)),
            (
                "Permanent pilot is •Dutch, who provides ability of 2 and adds 2 to power.",
                Some(2),
            ),
            (
                "Permanent pilot is •IG-88, who adds 2 to power and 3 to maneuver.",
                None,
            ),
            ("Deploys -1 to same location as your battleship.", None),
        ] {
            assert_eq!(permanent_pilot_ability(text), want, "{text}");
        }
    }

    #[test]
    fn sets_are_ranked_by_release() {
        assert!(set_rank("1") < set_rank("2"));
        assert!(
            set_rank("105") < set_rank("7"),
            "First Anthology precedes Special Edition"
        );
        assert!(set_rank("14") < set_rank("200"));
        assert!(set_rank("226") < set_rank("999"));
        assert!(set_rank("999") < set_rank("4294967295"));
        assert_eq!(set_rank("new"), u32::MAX);
        assert_eq!(
            set_name("104"),
            Some("Empire Strikes Back Introductory Two Player Game")
        );
    }

    #[test]
    fn line_and_column_count_characters() {
        let t = "{\n  \"a\": \"•x\", ?\n}";
        let at = t.find('?').unwrap();
        assert_eq!(line_col(t, at), (2, 14), "• is one character, three bytes");
    }
}
