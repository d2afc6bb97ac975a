//! The generated built-in catalog: every Star Wars CCG card of the vendored community database
//! (data/swccg-card-json) with the hand-checked facts of `builtin.cards` on top, as a static
//! table the binary never parses whole.
//!
//! - `generated/cards.tsv`: one card per line, its facts as tab-separated fields (see
//!   [`encode`]), ordered by normalised title;
//! - `generated/index.rs`: where each line starts, the sorted title index (title → its lines)
//!   and the word index (word → titles holding it), as static arrays.
//!
//! A run looks titles up in the static index and decodes only the lines of the cards it
//! touches, once each. Both files are written by [`render`]; `tests/catalog.rs` regenerates
//! them from the data and fails when the committed ones differ (`SWJUDGE_REGENERATE=1` writes
//! them).

use super::base_index::BaseIndex;
use super::card::{BuiltRead, CardDef, CardType, Icon, Origin, Printed, Subtype, Trait};
use super::title_key::{normalize, title_words};
use std::collections::HashSet;
use std::fmt::Write as _;
use std::sync::OnceLock;

#[allow(clippy::all)]
mod generated {
    include!("generated/index.rs");
}

#[allow(clippy::all)]
mod generated_yj {
    include!("generated/youngjedi_index.rs");
}

#[allow(clippy::all)]
mod generated_text {
    include!("generated/text_index.rs");
}

/// A generated table: its lines, where each starts, the sorted title index (offsets into one
/// string; each title's defs are consecutive lines), the word index (word → positions of the
/// titles holding it) and a cell per def for its decoded form.
#[derive(Debug)]
pub struct Table {
    data: &'static str,
    line_start: &'static [u32],
    title_text: &'static str,
    titles: &'static [(u32, u16, u16, u8)],
    word_text: &'static str,
    words: &'static [(u32, u8, u32, u16)],
    postings: &'static [u16],
    /// Boxed: a cell is 16 bytes until used, so the table's cells stay small in the binary.
    cells: &'static [OnceLock<Box<CardDef>>],
    /// The game text of each def, one line per def in table order (`generated/text.tsv`;
    /// an empty line: none), and where each line starts.
    text: &'static str,
    /// Where each def's line of `text` starts (one more than the defs), generated with the
    /// table: reading one card's text touches only its line, never the whole file (which a
    /// scan for line breaks on first use did, about 210 pages of start-up for every `ask`).
    text_starts: &'static [u32],
    /// Each def's text as read when the table was generated (`generated/text_read.tsv`,
    /// [`super::text::encode`]), one line per def, and where each line starts.
    read: &'static str,
    read_starts: &'static [u32],
    /// Every characteristic the data gives a card of the table ([`super::Trait::Kind`]), sorted,
    /// one a line: derived when the table is generated, so asking a card's kind never decodes
    /// the whole table.
    kinds: &'static str,
    /// The personas of the table's characters, lower case, sorted, one a line.
    personas: &'static str,
    /// The titles, models and personas of the table's starships and vehicles, lower case,
    /// sorted, one a line.
    craft_names: &'static str,
    /// The models of the table's starships and vehicles, and each model's last word, lower
    /// case, sorted, one a line.
    models: &'static str,
    /// The table's deploy costs are Star Wars CCG's, in Force ([`CardDef::deploy_cost`]);
    /// else Young Jedi's, in counters (`yj.deploy_cost`). One column holds either.
    force_costs: bool,
}

static SWCCG_CELLS: [OnceLock<Box<CardDef>>; generated::DEFS] =
    [const { OnceLock::new() }; generated::DEFS];
static YJ_CELLS: [OnceLock<Box<CardDef>>; generated_yj::DEFS] =
    [const { OnceLock::new() }; generated_yj::DEFS];

/// Every Star Wars CCG card: the vendored database with the hand-checked cards on top.
pub static SWCCG: Table = Table {
    data: include_str!("generated/cards.tsv"),
    line_start: &generated::LINE_START,
    title_text: generated::TITLE_TEXT,
    titles: &generated::TITLES,
    word_text: generated::WORD_TEXT,
    words: &generated::WORDS,
    postings: &generated::POSTINGS,
    cells: &SWCCG_CELLS,
    text: include_str!("generated/text.tsv"),
    text_starts: &generated::TEXT_START,
    read: include_str!("generated/text_read.tsv"),
    read_starts: &generated_text::READ_START,
    kinds: generated::KINDS,
    personas: generated::PERSONAS,
    craft_names: generated::CRAFT_NAMES,
    models: generated::MODELS,
    force_costs: true,
};

/// Is `w` (lower case, singular: `x-wing`, `at-st`, `snowspeeder`) a model some starship or
/// vehicle of the Star Wars CCG table has, or the last word of one? From the table's `model:`
/// traits, listed when the table is generated.
pub fn is_model_word(w: &str) -> bool {
    SWCCG.models.lines().any(|m| m == w)
}

/// Every Young Jedi card: the imported list with the hand-checked facts on top.
pub static YOUNG_JEDI: Table = Table {
    data: include_str!("generated/youngjedi.tsv"),
    line_start: &generated_yj::LINE_START,
    title_text: generated_yj::TITLE_TEXT,
    titles: &generated_yj::TITLES,
    word_text: generated_yj::WORD_TEXT,
    words: &generated_yj::WORDS,
    postings: &generated_yj::POSTINGS,
    cells: &YJ_CELLS,
    text: "",
    text_starts: &generated_yj::TEXT_START,
    read: "",
    read_starts: &[],
    kinds: generated_yj::KINDS,
    personas: generated_yj::PERSONAS,
    craft_names: generated_yj::CRAFT_NAMES,
    models: generated_yj::MODELS,
    force_costs: false,
};

impl Table {
    /// Number of defs.
    pub fn len(&self) -> usize {
        self.cells.len()
    }
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The `i`th def, decoded on first use.
    pub fn def(&self, i: usize) -> &CardDef {
        self.cells[i].get_or_init(|| {
            let line = self.line(i);
            let mut d = decode(line).unwrap_or_else(|_| {
                CardDef::new(
                    line.split('\t').next().unwrap_or(""),
                    Printed::Any,
                    CardType::GameAid,
                )
            });
            if self.force_costs {
                d.deploy_cost = d.yj.deploy_cost.take();
            }
            let text = self.text_line(i);
            d.text = text.map(str::to_string);
            if let (Some(text), Some(read)) = (text, line_of(self.read, self.read_starts, i)) {
                d.built_read = BuiltRead::new(text, read);
            }
            Box::new(d)
        })
    }

    /// The `i`th def's game text, from `generated/text.tsv`.
    fn text_line(&self, i: usize) -> Option<&'static str> {
        line_of(self.text, self.text_starts, i)
    }

    fn line(&self, i: usize) -> &'static str {
        let (a, b) = (self.line_start[i] as usize, self.line_start[i + 1] as usize);
        self.data.get(a..b.saturating_sub(1)).unwrap_or("")
    }

    /// The `i`th normalised title, in sorted order.
    pub fn title(&self, i: usize) -> &'static str {
        let (start, len, _, _) = self.titles[i];
        let start = start as usize;
        self.title_text
            .get(start..start + len as usize)
            .unwrap_or("")
    }

    /// Number of distinct titles.
    pub fn title_count(&self) -> usize {
        self.titles.len()
    }

    /// The defs of a normalised title: a run of consecutive ids.
    pub fn lookup(&self, key: &str) -> Option<std::ops::Range<usize>> {
        let i = partition(self.title_count(), |i| self.title(i) < key);
        if i >= self.title_count() || self.title(i) != key {
            return None;
        }
        let (_, _, first, n) = self.titles[i];
        Some(first as usize..first as usize + n as usize)
    }

    fn word(&self, i: usize) -> &'static str {
        let (start, len, _, _) = self.words[i];
        let start = start as usize;
        self.word_text
            .get(start..start + len as usize)
            .unwrap_or("")
    }

    fn postings(&self, i: usize) -> &'static [u16] {
        let (_, _, start, len) = self.words[i];
        let start = start as usize;
        self.postings
            .get(start..start + len as usize)
            .unwrap_or(&[])
    }

    /// The positions (see [`Table::title`]) of the titles holding `w`.
    pub fn titles_with_word(&self, w: &str) -> &'static [u16] {
        let n = self.words.len();
        let at = partition(n, |i| self.word(i) < w);
        if at < n && self.word(at) == w {
            self.postings(at)
        } else {
            &[]
        }
    }

    /// The positions of the titles holding a word that starts with `prefix`.
    pub fn titles_with_word_prefix<'a>(
        &'a self,
        prefix: &'a str,
    ) -> impl Iterator<Item = u16> + 'a {
        let from = partition(self.words.len(), |i| self.word(i) < prefix);
        (from..self.words.len())
            .take_while(move |&i| self.word(i).starts_with(prefix))
            .flat_map(|i| self.postings(i).iter().copied())
    }

    /// The ids of the defs of a type, read from the lines' type field without decoding them.
    pub fn of_type(&self, t: CardType) -> impl Iterator<Item = usize> + '_ {
        let name = t.name();
        (0..self.len()).filter(move |&i| self.line(i).split('\t').nth(2) == Some(name))
    }

    /// The characteristics the data gives any card of the table, sorted ([`Table::kinds`]).
    pub fn kind_words(&self) -> impl Iterator<Item = &'static str> {
        self.kinds.lines()
    }

    /// The personas of the table's characters, lower case, sorted ([`Table::personas`]).
    pub fn character_personas(&self) -> impl Iterator<Item = &'static str> {
        self.personas.lines()
    }

    /// The titles, models and personas of the table's starships and vehicles, lower case,
    /// sorted ([`Table::craft_names`]).
    pub fn craft_names(&self) -> impl Iterator<Item = &'static str> {
        self.craft_names.lines()
    }

    /// How many defs have been decoded so far in this process: a question decodes the cards it
    /// touches, never the whole table (tests/decoding.rs holds it).
    pub fn decoded(&self) -> usize {
        self.cells.iter().filter(|c| c.get().is_some()).count()
    }

    /// Every def, decoded.
    pub fn all(&self) -> impl Iterator<Item = &CardDef> {
        (0..self.len()).map(|i| self.def(i))
    }

    /// Checks that every line decodes and re-encodes to itself and that the word index holds
    /// every title's words; the problems found.
    pub fn verify(&self) -> Vec<String> {
        let mut out = Vec::new();
        for i in 0..self.len() {
            match decode(self.line(i)) {
                Ok(d) => match encode(&d) {
                    Ok(l) if l == self.line(i) => {}
                    Ok(_) => out.push(format!("line {}: does not re-encode", i + 1)),
                    Err(e) => out.push(format!("line {}: {e}", i + 1)),
                },
                Err(e) => out.push(format!("line {}: {e}", i + 1)),
            }
            if normalize(&self.def(i).title) != *self.def(i).key() {
                out.push(format!("line {}: key", i + 1));
            }
        }
        for i in 0..self.title_count() {
            let t = self.title(i);
            if title_words(t).any(|w| !self.titles_with_word(w).contains(&(i as u16))) {
                out.push(format!("title {t}: word index"));
            }
        }
        out
    }
}

/// The first index in `0..n` for which `before` is false (`before` holds for a prefix).
fn partition(n: usize, before: impl Fn(usize) -> bool) -> usize {
    let (mut lo, mut hi) = (0, n);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if before(mid) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}

// ------------------------------------------------------------------ the line format

const LIST: char = ';';

fn opt<T: std::fmt::Display>(v: Option<T>) -> String {
    v.map(|x| x.to_string()).unwrap_or_default()
}

fn side_code(p: Printed) -> &'static str {
    match p {
        Printed::Light => "L",
        Printed::Dark => "D",
        Printed::Any => "A",
    }
}

/// One def as a line of tab-separated fields: title, side, type, subtype, set, icons, marker,
/// unique, diamonds, ability, power, armor, maneuver, landspeed, hyperspeed, parsec, Force
/// icons (light, dark), capacity (pilots,passengers,starfighters,vehicles,astromechs), traits, permanent
/// pilot, ferocity, ferocity adds destiny, defense value, deploys only, habitat, Jedi test,
/// allows, matches, hand-checked, and the Young Jedi facts: DAMAGE, destiny, deploy cost, usable
/// by, and (only when there are any) power bonus dots. An empty field is no fact. Lists are
/// `;`-separated.
pub fn encode(d: &CardDef) -> Result<String, String> {
    let yj = &d.yj;
    if yj.when_dueling.is_some() || yj.deploys_from_deck.is_some() {
        return Err(format!(
            "{}: \"When dueling\" and deploying from the deck have no field here",
            d.title
        ));
    }
    let traits: Vec<String> = d
        .traits
        .iter()
        .map(|t| match t {
            Trait::Persona(p) => format!("persona:{p}"),
            Trait::Model(m) => format!("model:{m}"),
            Trait::Class(c) => format!("class:{c}"),
            Trait::Kind(k) => format!("kind:{k}"),
            Trait::BearsIcon(i) => format!("icon:{i}"),
            Trait::LoreNames(k) => format!("lore:{k}"),
            t => t.name(),
        })
        .collect();
    let c = d.capacity;
    let mut fields: Vec<String> = vec![
        d.title.clone(),
        side_code(d.side).into(),
        d.card_type.name().into(),
        d.subtype.map(|s| s.name().to_string()).unwrap_or_default(),
        d.set.clone().unwrap_or_default(),
        d.icons
            .iter()
            .map(|i| i.name())
            .collect::<Vec<_>>()
            .join(";"),
        opt(d.marker),
        d.unique.to_string(),
        d.diamonds.to_string(),
        opt(d.ability),
        opt(d.power),
        opt(d.armor),
        opt(d.maneuver),
        opt(d.landspeed),
        opt(d.hyperspeed),
        opt(d.parsec),
        opt(d.light_icons),
        opt(d.dark_icons),
        format!(
            "{},{},{},{},{}",
            opt(c.pilots),
            opt(c.passengers),
            opt(c.starfighters),
            opt(c.vehicles),
            opt(c.astromechs)
        ),
        traits.join(";"),
        opt(d.permanent_pilot),
        opt(d.ferocity),
        if d.ferocity_destiny { "1" } else { "" }.into(),
        opt(d.defense_value),
        d.deploys_only.clone().unwrap_or_default(),
        d.habitat.clone().unwrap_or_default(),
        opt(d.jedi_test),
        d.allows.join(";"),
        match &d.matches {
            None => String::new(),
            Some(m) if m.is_empty() => return Err(format!("{}: empty matches", d.title)),
            Some(m) => m.join(";"),
        },
        if d.hand_checked { "1" } else { "" }.into(),
        opt(yj.damage),
        opt(yj.destiny),
        // The printed deploy cost: a Star Wars CCG card's in Force, or a Young Jedi card's in
        // counters (a card has one of them; the table knows which game it holds).
        opt(yj.deploy_cost.or(d.deploy_cost)),
        yj.usable_by.join(";"),
        d.transit.clone().unwrap_or_default(),
    ];
    if !yj.bonus.is_empty() || !yj.weapon_bonus.is_empty() {
        // Power bonus dots: an optional field, `place=dots` items (a place is `all`, a planet
        // or a location's title), so a table without any keeps 35 fields.
        fields.push(
            yj.bonus
                .iter()
                .map(|b| format!("{}={}", b.place(), b.dots))
                .collect::<Vec<_>>()
                .join(";"),
        );
    }
    if !yj.weapon_bonus.is_empty() {
        // A weapon's power bonus dots for each user: an optional last field, `user=dots` items.
        fields.push(
            yj.weapon_bonus
                .iter()
                .map(|b| format!("{}={}", b.user, b.dots))
                .collect::<Vec<_>>()
                .join(";"),
        );
    }
    if yj.when_using.is_some() {
        return Err(format!(
            "{}: `when_using` is a board's fact (the built-in cards carry no card text)",
            d.title
        ));
    }
    for f in &fields {
        if f.contains(['\t', '\n']) {
            return Err(format!("{}: a field holds a tab or newline", d.title));
        }
    }
    for v in d
        .traits
        .iter()
        .filter_map(|t| match t {
            Trait::Persona(p) => Some(p),
            _ => None,
        })
        .chain(d.matches.iter().flatten())
        .chain(d.allows.iter())
        .chain(yj.usable_by.iter())
        .chain(yj.weapon_bonus.iter().map(|b| &b.user))
    {
        if v.contains(LIST) || v.is_empty() {
            return Err(format!(
                "{}: list item `{v}` is empty or holds `;`",
                d.title
            ));
        }
    }
    Ok(fields.join("\t"))
}

fn num<T: std::str::FromStr>(f: &str) -> Result<Option<T>, String> {
    if f.is_empty() {
        return Ok(None);
    }
    f.parse().map(Some).map_err(|_| format!("bad number `{f}`"))
}

fn items(f: &str) -> impl Iterator<Item = &str> {
    f.split(LIST).filter(|s| !s.is_empty())
}

fn named<T: Copy>(table: &[(&str, T)], w: &str) -> Result<T, String> {
    table
        .iter()
        .find(|(n, _)| *n == w)
        .map(|(_, t)| *t)
        .ok_or_else(|| format!("unknown `{w}`"))
}

/// The most fields a line has: [`encode`] writes 35 to 37.
const MAX_FIELDS: usize = 37;

/// A line's tab-separated fields (the first [`MAX_FIELDS`]) and how many it has, found in one
/// pass over its bytes without allocating: every card a question touches is decoded, and
/// collecting the fields into a vector through `split` cost about as much as the rest of the
/// decoding (docs/performance.md, *Round 25*).
fn fields(line: &str) -> ([&str; MAX_FIELDS], usize) {
    let mut out = [""; MAX_FIELDS];
    let (mut n, mut start) = (0, 0);
    for (i, b) in line.bytes().enumerate() {
        if b == b'\t' {
            if let Some(slot) = out.get_mut(n) {
                *slot = line.get(start..i).unwrap_or("");
            }
            n += 1;
            start = i + 1;
        }
    }
    if let Some(slot) = out.get_mut(n) {
        *slot = line.get(start..).unwrap_or("");
    }
    (out, n + 1)
}

/// Reads a line written by [`encode`].
pub fn decode(line: &str) -> Result<CardDef, String> {
    let (all, n) = fields(line);
    if !(35..=37).contains(&n) {
        return Err(format!("{n} fields, not 35 to 37"));
    }
    let f = &all[..n];
    let side = match f[1] {
        "L" => Printed::Light,
        "D" => Printed::Dark,
        "A" => Printed::Any,
        s => return Err(format!("side `{s}`")),
    };
    let mut d = CardDef::new(f[0], side, named(CardType::ALL, f[2])?);
    d.subtype = if f[3].is_empty() {
        None
    } else {
        Some(named(Subtype::ALL, f[3])?)
    };
    d.set = (!f[4].is_empty()).then(|| f[4].to_string());
    d.icons = items(f[5])
        .map(|w| named(Icon::ALL, w))
        .collect::<Result<_, _>>()?;
    d.marker = num(f[6])?;
    d.unique = num(f[7])?.unwrap_or(0);
    d.diamonds = num(f[8])?.unwrap_or(0);
    d.ability = num(f[9])?;
    d.power = num(f[10])?;
    d.armor = num(f[11])?;
    d.maneuver = num(f[12])?;
    d.landspeed = num(f[13])?;
    d.hyperspeed = num(f[14])?;
    d.parsec = num(f[15])?;
    d.light_icons = num(f[16])?;
    d.dark_icons = num(f[17])?;
    let mut places = f[18].split(',');
    let cap: [&str; 5] = match std::array::from_fn(|_| places.next()) {
        [Some(a), Some(b), Some(c), Some(d), Some(e)] if places.next().is_none() => [a, b, c, d, e],
        _ => return Err("capacity needs five fields".into()),
    };
    d.capacity.pilots = num(cap[0])?;
    d.capacity.passengers = num(cap[1])?;
    d.capacity.starfighters = num(cap[2])?;
    d.capacity.vehicles = num(cap[3])?;
    d.capacity.astromechs = num(cap[4])?;
    d.traits = items(f[19])
        .map(|w| match w.strip_prefix("persona:") {
            Some(p) => Ok(Trait::Persona(p.to_string())),
            None if w.starts_with("model:") => Ok(Trait::Model(w["model:".len()..].to_string())),
            None if w.starts_with("class:") => Ok(Trait::Class(w["class:".len()..].to_string())),
            None if w.starts_with("kind:") => Ok(Trait::Kind(w["kind:".len()..].to_string())),
            None if w.starts_with("icon:") => Ok(Trait::BearsIcon(w["icon:".len()..].to_string())),
            None if w.starts_with("lore:") => Ok(Trait::LoreNames(w["lore:".len()..].to_string())),
            None => Trait::SIMPLE
                .iter()
                .find(|(n, _)| *n == w)
                .map(|(_, t)| t.clone())
                .ok_or_else(|| format!("unknown trait `{w}`")),
        })
        .collect::<Result<_, _>>()?;
    d.permanent_pilot = num(f[20])?;
    d.ferocity = num(f[21])?;
    d.ferocity_destiny = f[22] == "1";
    d.defense_value = num(f[23])?;
    d.deploys_only = (!f[24].is_empty()).then(|| f[24].to_string());
    d.habitat = (!f[25].is_empty()).then(|| f[25].to_string());
    d.jedi_test = num(f[26])?;
    d.allows = items(f[27]).map(str::to_string).collect();
    d.matches = (!f[28].is_empty()).then(|| items(f[28]).map(str::to_string).collect());
    d.hand_checked = f[29] == "1";
    d.yj.damage = num(f[30])?;
    d.yj.destiny = num(f[31])?;
    d.yj.deploy_cost = num(f[32])?;
    d.yj.usable_by = items(f[33]).map(str::to_string).collect();
    d.transit = f.get(34).filter(|t| !t.is_empty()).map(|t| t.to_string());
    if let Some(b) = f.get(35) {
        let items: Vec<String> = items(b)
            .map(|i| match i.rsplit_once('=') {
                Some((place, dots)) => Ok(format!("{place}:{dots}")),
                None => Err(format!("bonus item `{i}` is not `place=dots`")),
            })
            .collect::<Result<_, _>>()?;
        if !items.is_empty() {
            super::youngjedi::set_fact(&mut d.yj, "bonus", &super::facts::FactValue::List(items))
                .map_err(|e| e.message)?;
        }
    }
    if let Some(w) = f.get(36) {
        let items: Vec<String> = items(w)
            .map(|i| match i.rsplit_once('=') {
                Some((user, dots)) => Ok(format!("{user}:{dots}")),
                None => Err(format!("weapon bonus item `{i}` is not `user=dots`")),
            })
            .collect::<Result<_, _>>()?;
        super::youngjedi::set_fact(
            &mut d.yj,
            "weapon_bonus",
            &super::facts::FactValue::List(items),
        )
        .map_err(|e| e.message)?;
    }
    Ok(d)
}

// ------------------------------------------------------------------ generation

/// The table's defs: every community def, with each hand-checked def (`builtin.cards`) in
/// place of the community def of its title and side; grouped by normalised title (sorted), the
/// hand-checked printings of a title first in their file's order, then the community's in
/// load order.
pub fn merge(community: &[CardDef], hand: &[CardDef]) -> Vec<CardDef> {
    let taken: HashSet<(String, Printed)> =
        hand.iter().map(|d| (d.key().to_string(), d.side)).collect();
    let mut all: Vec<(String, usize, CardDef)> = Vec::new();
    for (i, d) in hand.iter().enumerate() {
        let mut d = d.clone();
        if d.text.is_none() {
            // The game text is the community printing's (of a card written for both sides,
            // only when both printings agree).
            let mut texts = community
                .iter()
                .filter(|c| c.key() == d.key() && (d.side == Printed::Any || c.side == d.side))
                .map(|c| c.text.clone());
            if let Some(first) = texts.next()
                && texts.all(|t| t == first)
            {
                d.text = first;
            }
        }
        if d.transit.is_none() {
            // The transit sentences are read from the community printing of the title and
            // side (of a card written for both sides, only when both printings agree).
            let mut texts = community
                .iter()
                .filter(|c| c.key() == d.key() && (d.side == Printed::Any || c.side == d.side))
                .map(|c| c.transit.clone());
            if let Some(first) = texts.next()
                && texts.all(|t| t == first)
            {
                d.transit = first;
            }
        }
        if d.deploy_cost.is_none() && d.yj.deploy_cost.is_none() {
            let mut costs = community
                .iter()
                .filter(|c| c.key() == d.key() && (d.side == Printed::Any || c.side == d.side))
                .map(|c| c.deploy_cost);
            if let Some(Some(first)) = costs.next()
                && costs.all(|c| c == Some(first))
            {
                d.deploy_cost = Some(first);
            }
        }
        if d.model().is_none() {
            // The model is read from the community printing of the title and side (of a
            // card written for both sides, only when both printings agree).
            let mut models = community
                .iter()
                .filter(|c| c.key() == d.key() && (d.side == Printed::Any || c.side == d.side))
                .map(|c| c.model().map(str::to_string));
            if let Some(Some(first)) = models.next()
                && models.all(|m| m.as_deref() == Some(first.as_str()))
            {
                d.traits.push(Trait::Model(first));
            }
        }
        if !d.traits.iter().any(|t| matches!(t, Trait::BearsIcon(_))) {
            // The other icons it bears, likewise, where its community printings agree.
            let icons = |c: &CardDef| -> Vec<Trait> {
                c.traits
                    .iter()
                    .filter(|t| matches!(t, Trait::BearsIcon(_)))
                    .cloned()
                    .collect()
            };
            let mut all = community
                .iter()
                .filter(|c| c.key() == d.key() && (d.side == Printed::Any || c.side == d.side))
                .map(icons);
            if let Some(first) = all.next()
                && all.all(|c| c == first)
            {
                d.traits.extend(first);
            }
        }
        if d.card_type == CardType::Character && d.classes().next().is_none() {
            // A character's classes, likewise from its community printing(s), where they agree.
            let mut classes = community
                .iter()
                .filter(|c| c.key() == d.key() && (d.side == Printed::Any || c.side == d.side))
                .map(|c| c.classes().map(str::to_string).collect::<Vec<_>>());
            if let Some(first) = classes.next()
                && classes.all(|c| c == first)
            {
                d.traits.extend(first.into_iter().map(Trait::Class));
            }
        }
        if d.card_type == CardType::Character
            && !d.traits.iter().any(|t| {
                matches!(
                    t,
                    Trait::Kind(_) | Trait::LoreNames(_) | Trait::KindsOnRecord
                )
            })
        {
            // Its characteristics, likewise, where its community printings agree.
            let kinds = |c: &CardDef| -> Vec<Trait> {
                c.traits
                    .iter()
                    .filter(|t| {
                        matches!(
                            t,
                            Trait::Kind(_) | Trait::LoreNames(_) | Trait::KindsOnRecord
                        )
                    })
                    .cloned()
                    .collect()
            };
            let mut all_kinds = community
                .iter()
                .filter(|c| c.key() == d.key() && (d.side == Printed::Any || c.side == d.side))
                .map(kinds);
            if let Some(first) = all_kinds.next()
                && all_kinds.all(|k| k == first)
            {
                d.traits.extend(first);
            }
        }
        d.hand_checked = true;
        d.origin = Origin::Builtin;
        all.push((d.key().to_string(), i, d));
    }
    for (i, d) in community.iter().enumerate() {
        if taken.contains(&(d.key().to_string(), d.side)) {
            continue;
        }
        let mut d = d.clone();
        d.hand_checked = false;
        d.origin = Origin::Builtin;
        all.push((d.key().to_string(), hand.len() + i, d));
    }
    all.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.cmp(&b.1)));
    all.into_iter().map(|(_, _, d)| d).collect()
}

/// The generated game text for `defs` (in table order): one line per def, its text with any
/// line break or tab as a space; an empty line when it has none.
pub fn render_text(defs: &[CardDef]) -> String {
    let mut out = String::new();
    for d in defs {
        if let Some(t) = &d.text {
            out.push_str(&t.split_whitespace().collect::<Vec<_>>().join(" "));
        }
        out.push('\n');
    }
    out
}

/// Line `i` of `lines` whose lines start at `starts` (`None`: no such line, or it is empty).
fn line_of(lines: &'static str, starts: &[u32], i: usize) -> Option<&'static str> {
    let (a, b) = (*starts.get(i)? as usize, *starts.get(i + 1)? as usize);
    lines.get(a..b.saturating_sub(1)).filter(|t| !t.is_empty())
}

/// `generated/text_read.tsv` and `generated/text_index.rs` for `defs` (in table order): each
/// def's text ([`render_text`]'s line) read by the card-text reader and kept
/// ([`super::text::encode`]), one line per def, and where each line of `text_read.tsv`
/// starts. A run then takes a built-in card's reading as kept.
pub fn render_read(defs: &[CardDef]) -> (String, String) {
    let text = render_text(defs);
    let mut read = String::new();
    let mut read_start = vec![0u32];
    for line in text.split_terminator('\n') {
        if !line.is_empty() {
            read.push_str(&super::text::encode(&super::text::read_text(line)));
        }
        read.push('\n');
        read_start.push(read.len() as u32);
    }
    let mut rs = String::from(
        "// @generated by swjudge::catalog::table::render_read from generated/text.tsv.\n\
         // Do not edit: `SWJUDGE_REGENERATE=1 cargo test --test catalog`.\n",
    );
    let _ = writeln!(rs, "pub static READ_START: [u32; {}] = [", read_start.len());
    for chunk in read_start.chunks(16) {
        let row: Vec<String> = chunk.iter().map(u32::to_string).collect();
        let _ = writeln!(rs, "{},", row.join(","));
    }
    rs.push_str("];\n");
    (read, rs)
}

/// Writes `pub static NAME: &str` to `rs`: the distinct `items`, sorted, one a line.
pub(crate) fn write_lines(rs: &mut String, name: &str, items: impl Iterator<Item = String>) {
    let mut items: Vec<String> = items.collect();
    items.sort_unstable();
    items.dedup();
    let mut text = items.join("\n");
    if !text.is_empty() {
        text.push('\n');
    }
    let _ = writeln!(rs, "pub static {name}: &str = {text:?};");
}

/// The two generated files for `defs` (in table order, see [`merge`]): `cards.tsv` and
/// `index.rs`.
pub fn render(defs: &[CardDef]) -> Result<(String, String), String> {
    let mut tsv = String::new();
    let mut starts = vec![0u32];
    for d in defs {
        tsv.push_str(&encode(d)?);
        tsv.push('\n');
        starts.push(tsv.len() as u32);
    }
    let index = BaseIndex::new(defs);
    let mut rs = String::new();
    rs.push_str(
        "// @generated by swjudge::catalog::table::render from data/swccg-card-json and\n\
         // src/catalog/builtin.cards. Do not edit: `SWJUDGE_REGENERATE=1 cargo test --test catalog`.\n",
    );
    let _ = writeln!(rs, "pub const DEFS: usize = {};", defs.len());
    let _ = write!(rs, "pub static LINE_START: [u32; DEFS + 1] = [");
    for (i, s) in starts.iter().enumerate() {
        if i % 16 == 0 {
            rs.push('\n');
        }
        let _ = write!(rs, "{s},");
    }
    rs.push_str("\n];\n");
    // Where each def's line of `text.tsv` starts.
    let mut at = 0u32;
    let _ = write!(rs, "pub static TEXT_START: [u32; DEFS + 1] = [\n0,");
    for (i, line) in render_text(defs).split_inclusive('\n').enumerate() {
        at += line.len() as u32;
        if i % 16 == 15 {
            rs.push('\n');
        }
        let _ = write!(rs, "{at},");
    }
    rs.push_str("\n];\n");
    // Titles and words are offsets into one string each, and the postings one array of u16:
    // plain numbers, so the static data needs no relocation when the binary loads.
    let mut text = String::new();
    let mut titles = Vec::new();
    for t in &index.titles {
        let ids = &index.by_title[t];
        let first = usize::from(ids[0]);
        if ids
            .iter()
            .enumerate()
            .any(|(k, &id)| usize::from(id) != first + k)
        {
            return Err(format!("{t}: its defs are not consecutive"));
        }
        titles.push(format!(
            "({}, {}, {first}, {})",
            text.len(),
            t.len(),
            ids.len()
        ));
        text.push_str(t);
    }
    let _ = writeln!(rs, "pub static TITLE_TEXT: &str = {text:?};");
    let _ = writeln!(
        rs,
        "pub static TITLES: [(u32, u16, u16, u8); {}] = [",
        titles.len()
    );
    for chunk in titles.chunks(8) {
        let _ = writeln!(rs, "{},", chunk.join(", "));
    }
    rs.push_str("];\n");
    let mut words: Vec<(&String, &Vec<u32>)> = index.by_word.iter().collect();
    words.sort();
    let mut wtext = String::new();
    let mut entries = Vec::new();
    let mut postings: Vec<String> = Vec::new();
    for (w, list) in words {
        entries.push(format!(
            "({}, {}, {}, {})",
            wtext.len(),
            w.len(),
            postings.len(),
            list.len()
        ));
        wtext.push_str(w);
        postings.extend(list.iter().map(u32::to_string));
    }
    let _ = writeln!(rs, "pub static WORD_TEXT: &str = {wtext:?};");
    // Words asked of the whole table (a card's kind, a character's name, a craft's model): each
    // a sorted list, so answering never decodes every card to find them.
    let traits = || {
        defs.iter()
            .flat_map(|d| d.traits.iter().map(move |t| (d, t)))
    };
    let kinds = traits().filter_map(|(_, t)| match t {
        Trait::Kind(k) => Some(k.clone()),
        _ => None,
    });
    write_lines(&mut rs, "KINDS", kinds);
    let personas = traits().filter_map(|(d, t)| match t {
        Trait::Persona(p) if d.card_type == CardType::Character => Some(p.to_lowercase()),
        _ => None,
    });
    write_lines(&mut rs, "PERSONAS", personas);
    // A starship's or vehicle's names: its title, model and personas.
    let craft_names = defs
        .iter()
        .filter(|d| matches!(d.card_type, CardType::Starship | CardType::Vehicle))
        .flat_map(CardDef::names_lowercase);
    write_lines(&mut rs, "CRAFT_NAMES", craft_names);
    let models = traits().flat_map(|(_, t)| match t {
        Trait::Model(m) => {
            let last = m.rsplit(' ').next().filter(|l| *l != m).map(str::to_string);
            std::iter::once(m.clone()).chain(last).collect()
        }
        _ => Vec::new(),
    });
    write_lines(&mut rs, "MODELS", models);
    let _ = writeln!(
        rs,
        "pub static WORDS: [(u32, u8, u32, u16); {}] = [",
        entries.len()
    );
    for chunk in entries.chunks(8) {
        let _ = writeln!(rs, "{},", chunk.join(", "));
    }
    rs.push_str("];\n");
    let _ = writeln!(rs, "pub static POSTINGS: [u16; {}] = [", postings.len());
    for chunk in postings.chunks(24) {
        let _ = writeln!(rs, "{},", chunk.join(","));
    }
    rs.push_str("];\n");
    Ok((tsv, rs))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `fields` gives what `split('\t')` gives (the first [`MAX_FIELDS`] of them, and their
    /// count), on lines of no tab, empty fields, multi-byte words and more fields than a line
    /// may have.
    #[test]
    fn fields_are_the_split_of_the_line() {
        let long = vec!["x"; 40].join("\t");
        let lines = [
            "",
            "\t",
            "Luke",
            "•Hoth: Echo Docking Bay\tL\tlocation\t\t",
            "Ké\t\tRébus\t—\t",
            long.as_str(),
        ];
        for line in lines {
            let split: Vec<&str> = line.split('\t').collect();
            let (got, n) = fields(line);
            assert_eq!(n, split.len(), "{line:?}");
            let kept = n.min(MAX_FIELDS);
            assert_eq!(&got[..kept], &split[..kept], "{line:?}");
            assert!(got[kept..].iter().all(|f| f.is_empty()));
        }
        assert_eq!(
            decode(&long).err().as_deref(),
            Some("40 fields, not 35 to 37")
        );
    }
}
