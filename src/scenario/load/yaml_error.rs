//! A YAML error from the parser, as the diagnostic a user reads: what went wrong in their words,
//! the label at the exact span, and the fix.

use crate::rulebook::ByteSpan;
use crate::scenario::error::{ErrorKind, ScenarioError, ScenarioErrors};
use crate::scenario::yaml::{self, YamlError, YamlErrorKind};
use miette::NamedSource;

/// The diagnostic for `e`, an error of the parser in `text`.
pub(super) fn report(
    e: &YamlError,
    text: &str,
    src: &NamedSource<crate::board::SourceText>,
) -> ScenarioErrors {
    let (kind, label, help) = match e.kind {
        YamlErrorKind::UnquotedColon => {
            let value = text.get(e.span.start..e.span.end()).unwrap_or("");
            if e.key.as_deref() == Some("ask") {
                (
                    ErrorKind::UnquotedColon,
                    "this question holds \": \", which YAML reads as a nested key",
                    format!("put the whole question in single quotes (doubling any ' inside): - ask: '{}'", value.replace('\'', "''")),
                )
            } else {
                let quoted = if value.contains('"') {
                    format!("'{}'", value.replace('\'', "''"))
                } else {
                    format!("\"{value}\"")
                };
                let noun = colon_noun(e.key.as_deref());
                (
                    ErrorKind::UnquotedColon,
                    match noun {
                        "note" => "this note holds \": \", which YAML reads as a nested key",
                        "scenario title" => "this scenario title holds \": \", which YAML reads as a nested key",
                        "card title" => "this title holds \": \", which YAML reads as a nested key",
                        _ => "this value holds \": \", which YAML reads as a nested key",
                    },
                    if noun == "card title" {
                        format!("quote titles that contain ': ' — write {quoted}")
                    } else {
                        format!("quote a {noun} that contains ': ' — write {quoted}")
                    },
                )
            }
        }
        YamlErrorKind::Budget => (
            ErrorKind::Limit,
            "limit reached here",
            match e.limit {
                Some(yaml::YamlLimit::Nodes) => format!(
                    "a scenario may hold at most {} YAML nodes (each value, list and mapping is one); split the board into smaller scenarios",
                    yaml::MAX_NODES
                ),
                Some(yaml::YamlLimit::Depth) => format!(
                    "a scenario may nest at most {} levels (lists and mappings inside each other); flatten the file",
                    yaml::MAX_DEPTH
                ),
                Some(yaml::YamlLimit::Aliases) => format!(
                    "a scenario may use at most {} aliases (`*name`), and its aliases may copy at most about {} values for each byte of the file; write the repeated parts out",
                    yaml::MAX_ALIASES,
                    yaml::ALIAS_REPLAY_PER_BYTE
                ),
                _ => format!(
                    "scenarios may nest at most {} levels, use at most {} aliases and hold at most {} nodes; simplify or split the file",
                    yaml::MAX_DEPTH,
                    yaml::MAX_ALIASES,
                    yaml::MAX_NODES
                ),
            },
        ),
        YamlErrorKind::UnknownAlias => (
            ErrorKind::Yaml,
            "no anchor of this name before it",
            "`*name` repeats the node marked `&name` earlier in the file: define that anchor first, or, if the `*` belongs to a title, quote the title".to_string(),
        ),
        YamlErrorKind::Cycle => (
            ErrorKind::Yaml,
            "alias inside its own anchor",
            "an alias copies the node its anchor names, which cannot hold itself (a card cannot be aboard itself): write the inner node out"
                .to_string(),
        ),
        YamlErrorKind::Documents => (
            ErrorKind::Yaml,
            "the second document starts here",
            "keep one board a file: remove this `---` and what follows it, or move it to a file of its own".to_string(),
        ),
        YamlErrorKind::Syntax => (
            ErrorKind::Yaml,
            "here",
            "check the indentation and quoting around this point; quote any value holding ': ' or ' #'"
                .to_string(),
        ),
    };
    let message = match e.kind {
        YamlErrorKind::UnquotedColon if e.key.as_deref() == Some("ask") => {
            "unquoted question contains \": \"".to_string()
        }
        YamlErrorKind::UnquotedColon => {
            format!("unquoted {} contains \": \"", colon_noun(e.key.as_deref()))
        }
        YamlErrorKind::Documents => e.message.clone(),
        YamlErrorKind::Cycle => {
            "invalid YAML: an alias is used inside its own anchor (a cycle)".to_string()
        }
        YamlErrorKind::UnknownAlias => {
            // The alias runs from its `*` to a space, a line break or a flow bracket.
            let alias = text
                .get(e.span.start..)
                .filter(|a| a.starts_with('*'))
                .map(|a| {
                    let end = a[1..]
                        .find(|c: char| c.is_whitespace() || ",[]{}".contains(c))
                        .map_or(a.len(), |i| i + 1);
                    // At most 60 characters of it.
                    let end = a[..end].char_indices().nth(60).map_or(end, |(i, _)| i);
                    &a[..end]
                })
                .unwrap_or("*");
            format!(
                "invalid YAML: unknown alias `{alias}`: no anchor `&{}` is defined before it",
                alias.trim_start_matches('*')
            )
        }
        YamlErrorKind::Budget => match e.limit {
            Some(yaml::YamlLimit::Nodes) => {
                format!("the file holds more than {} YAML nodes", yaml::MAX_NODES)
            }
            Some(yaml::YamlLimit::Depth) => {
                format!("the file nests deeper than {} levels", yaml::MAX_DEPTH)
            }
            Some(yaml::YamlLimit::Aliases) => format!(
                "the file uses more than {} aliases, or expands them too far",
                yaml::MAX_ALIASES
            ),
            _ => format!("invalid YAML: {}", e.message),
        },
        _ => format!("invalid YAML: {}", e.message),
    };
    single(kind, src, e.span, message, label, Some(help))
}

pub(super) fn single(
    kind: ErrorKind,
    src: &NamedSource<crate::board::SourceText>,
    span: ByteSpan,
    message: String,
    label: &str,
    help: Option<String>,
) -> ScenarioErrors {
    ScenarioErrors {
        errors: vec![ScenarioError {
            kind,
            message,
            label: label.into(),
            span,
            help,
            src: src.clone(),
        }],
    }
}

/// What an unquoted value holding ": " is, by the key it stands under: a `note:` is a note,
/// the top `title:` the scenario's title, a location or card key a card title.
fn colon_noun(key: Option<&str>) -> &'static str {
    match key {
        Some("note") => "note",
        Some("title") => "scenario title",
        None => "card title",
        Some(
            "site" | "system" | "sector" | "light" | "dark" | "card" | "aboard" | "pilot"
            | "driver" | "carrying" | "escorting" | "hand" | "reserve" | "used" | "lost"
            | "out_of_play" | "hyperspace" | "draw_deck" | "starting_location" | "buried",
        ) => "card title",
        Some(_) => "value",
    }
}
