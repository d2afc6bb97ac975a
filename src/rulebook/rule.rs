//! Rule declarations: every rule is declared once, with its id, citation, statement in our own
//! words, document (hence ruleset) and what it supersedes. Verdicts, `swjudge rules` and
//! docs/rules.md all read these declarations.

use serde::{Serialize, Serializer};

/// A set of rules in force: a document and every earlier one, minus what they supersede.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Ruleset {
    Hoth,
    Dagobah,
    CloudCity,
    Latest,
    /// Young Jedi: Duel of the Fates (a separate game).
    Dotf,
}

impl Ruleset {
    pub const ALL: &'static [Ruleset] = &[
        Ruleset::Hoth,
        Ruleset::Dagobah,
        Ruleset::CloudCity,
        Ruleset::Latest,
        Ruleset::Dotf,
    ];
    /// The Star Wars CCG chain, oldest first.
    pub const SWCCG: &'static [Ruleset] = &[
        Ruleset::Hoth,
        Ruleset::Dagobah,
        Ruleset::CloudCity,
        Ruleset::Latest,
    ];
    pub fn name(self) -> &'static str {
        match self {
            Ruleset::Hoth => "hoth",
            Ruleset::Dagobah => "dagobah",
            Ruleset::CloudCity => "cloud-city",
            Ruleset::Latest => "latest",
            Ruleset::Dotf => "dotf",
        }
    }
    pub fn parse(s: &str) -> Option<Ruleset> {
        Ruleset::ALL
            .iter()
            .copied()
            .find(|r| r.name().eq_ignore_ascii_case(s.trim()))
    }
    /// Does a rule introduced under `introduced` belong to this ruleset (same game, not later)?
    pub fn includes(self, introduced: Ruleset) -> bool {
        match (self, introduced) {
            (Ruleset::Dotf, Ruleset::Dotf) => true,
            (Ruleset::Dotf, _) | (_, Ruleset::Dotf) => false,
            (a, b) => b <= a,
        }
    }
    /// Older Star Wars CCG rulesets than this one, newest first.
    pub fn older(self) -> Vec<Ruleset> {
        Ruleset::SWCCG
            .iter()
            .copied()
            .filter(|r| *r < self && self != Ruleset::Dotf)
            .rev()
            .collect()
    }
}

impl Serialize for Ruleset {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// One of the five rules documents the judge cites.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Document {
    Hoth,
    HothUpdate,
    Dagobah,
    CloudCity,
    Dotf,
}

impl Document {
    pub fn ruleset(self) -> Ruleset {
        match self {
            Document::Hoth => Ruleset::Hoth,
            Document::Dagobah => Ruleset::Dagobah,
            Document::CloudCity => Ruleset::CloudCity,
            Document::HothUpdate => Ruleset::Latest,
            Document::Dotf => Ruleset::Dotf,
        }
    }
    /// The document's title as cited.
    pub fn title(self) -> &'static str {
        match self {
            Document::Hoth => "Hoth Rules Supplement",
            Document::HothUpdate => "Hoth Rules Update",
            Document::Dagobah => "Dagobah Rules Supplement",
            Document::CloudCity => "Cloud City Rules Supplement",
            Document::Dotf => "Young Jedi: Duel of the Fates",
        }
    }
    /// The id prefix of its rules.
    pub fn prefix(self) -> &'static str {
        match self {
            Document::Hoth => "hoth",
            Document::HothUpdate => "hoth-update",
            Document::Dagobah => "dagobah",
            Document::CloudCity => "cloud-city",
            Document::Dotf => "dotf",
        }
    }
    pub fn file(self) -> &'static str {
        match self {
            Document::Hoth => "hoth-supplement.md",
            Document::HothUpdate => "hoth-rules-update.md",
            Document::Dagobah => "dagobah-supplement.md",
            Document::CloudCity => "cloud-city-supplement.md",
            Document::Dotf => "young-jedi-duel-of-the-fates.md",
        }
    }
}

/// One rule's declaration. Rules are declared with [`rule!`], which records where the
/// declaration lives and derives the family from its file.
#[derive(Debug, PartialEq, Eq)]
pub struct Rule {
    /// Stable id from the rules checklist (`hoth.shield.coverage`).
    pub id: &'static str,
    pub document: Document,
    /// The section heading in the document.
    pub section: &'static str,
    /// Which bullet or paragraph of the section, when narrower than the section.
    pub bullet: Option<&'static str>,
    /// One sentence in the project's own words.
    pub statement: &'static str,
    /// The earlier rules this one replaces (references: the compiler checks they exist).
    pub supersedes: &'static [&'static Rule],
    /// The questions it answers (query verbs).
    pub questions: &'static [&'static str],
    /// The actions it constrains: every question about one of them consults it (see
    /// [`super::action`]).
    pub constrains: &'static [super::action::Action],
    /// Where it is declared (`src/rulebook/weapons.rs`, line).
    pub file: &'static str,
    pub line: u32,
}

/// Declares a rule once, in the rulebook file of the family that applies it:
///
/// ```ignore
/// rule! {
///     /// Doc comment.
///     pub static CARRY = {
///         id: "hoth.carry",
///         document: Hoth,
///         section: "New Carrying Rules",
///         bullet: None,
///         statement: "…",
///         supersedes: [],
///         questions: ["can carry", "can use"],
///         constrains: [Carry, Use],
///     }
/// }
/// ```
///
/// `supersedes` names the replaced rules' statics, so a typo does not compile; the declaration
/// records its file and line, and the family is the file's name.
macro_rules! rule {
    (
        $(#[$meta:meta])*
        $vis:vis static $name:ident = {
            id: $id:literal,
            document: $doc:ident,
            section: $section:expr,
            bullet: $bullet:expr,
            statement: $statement:expr,
            supersedes: [$($sup:expr),* $(,)?],
            questions: [$($q:literal),* $(,)?],
            constrains: [$($action:ident),* $(,)?] $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis static $name: $crate::rulebook::rule::Rule = $crate::rulebook::rule::Rule {
            id: $id,
            document: $crate::rulebook::rule::Document::$doc,
            section: $section,
            bullet: $bullet,
            statement: $statement,
            supersedes: &[$(&$sup),*],
            questions: &[$($q),*],
            constrains: &[$($crate::rulebook::action::Action::$action),*],
            file: file!(),
            line: line!(),
        };
    };
}
pub(crate) use rule;

impl Rule {
    /// The rule family: the name of the file that declares it (`src/rulebook/<family>.rs`),
    /// which is the name of the family file that applies it (`src/rules/<family>.rs`).
    pub fn family(&self) -> &'static str {
        let name = self.file.rsplit(['/', '\\']).next().unwrap_or(self.file);
        name.strip_suffix(".rs").unwrap_or(name)
    }
    /// The ids of the rules it replaces.
    pub fn supersedes_ids(&self) -> impl Iterator<Item = &'static str> {
        self.supersedes.iter().map(|r| r.id)
    }
    pub fn ruleset(&self) -> Ruleset {
        self.document.ruleset()
    }
    /// `Hoth Rules Supplement › Hoth Energy Shield Rules › 2nd bullet`.
    pub fn citation(&self) -> String {
        match self.bullet {
            Some(b) => format!("{} › {} › {}", self.document.title(), self.section, b),
            None => format!("{} › {}", self.document.title(), self.section),
        }
    }
}

impl Serialize for &'static Rule {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Rule", 10)?;
        st.serialize_field("id", self.id)?;
        st.serialize_field("document", &self.document)?;
        st.serialize_field("section", self.section)?;
        st.serialize_field("bullet", &self.bullet)?;
        st.serialize_field("citation", &self.citation())?;
        st.serialize_field("statement", self.statement)?;
        st.serialize_field("ruleset", &self.ruleset())?;
        st.serialize_field("supersedes", &self.supersedes_ids().collect::<Vec<_>>())?;
        st.serialize_field("family", self.family())?;
        st.serialize_field("constrains", self.constrains)?;
        st.end()
    }
}
