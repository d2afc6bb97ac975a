//! `swjudge new [<system>…]`: a board to start from, for `swjudge repl` (`:add`, `:move`, …)
//! or an editor: the `rules`, `turn` and `phase` keys and each named system's row, with
//! comments pointing at docs/scenario-format.md. It passes `validate`.

use crate::Ctx;
use std::process::ExitCode;
use swjudge::catalog::{CardType, Catalog, is_shortening, normalize};
use swjudge::rules::Ruleset;
use swjudge::scenario::yaml::{Node, Value};

/// `swjudge new` arguments.
#[derive(clap::Args, Debug)]
pub struct NewArgs {
    /// The systems whose rows the board starts with (e.g. hoth bespin); their sites are added
    /// in the repl with `:add "<site>"`.
    systems: Vec<String>,
}

/// The system card a word names: its title, or the one system whose title it shortens.
fn system_named(catalog: &Catalog, word: &str) -> Result<String, String> {
    let key = normalize(word);
    let systems: Vec<String> = catalog
        .of_type(CardType::Location)
        .into_iter()
        .filter(|(_, d)| d.is_system())
        .map(|(_, d)| d.plain_title().to_string())
        .collect();
    if let Some(t) = systems.iter().find(|t| normalize(t) == key) {
        return Ok(t.clone());
    }
    let mut fits: Vec<&String> = systems
        .iter()
        .filter(|t| is_shortening(&key, &normalize(t)) && !t.contains(" ("))
        .collect();
    fits.sort();
    fits.dedup();
    match fits.as_slice() {
        [one] => Ok((*one).clone()),
        [] => {
            let mut near: Vec<String> = systems
                .iter()
                .map(|t| (strsim::jaro_winkler(&key, &normalize(t)), t))
                .filter(|(s, _)| *s > 0.8)
                .map(|(_, t)| format!("`{t}`"))
                .collect();
            near.dedup();
            near.truncate(3);
            Err(format!(
                "no system is titled `{word}`{}",
                if near.is_empty() {
                    String::new()
                } else {
                    format!("; did you mean {}?", near.join(" or "))
                }
            ))
        }
        many => Err(format!(
            "`{word}` fits several systems: {}",
            many.iter()
                .map(|t| format!("`{t}`"))
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

fn scalar(text: &str) -> Node {
    Node::made_str(text)
}

fn node(value: Value) -> Node {
    Node::made(value)
}

/// The comment after a key's line, saying what else it may hold.
fn comment(key: &str) -> Option<&'static str> {
    match key {
        "rules" => Some("hoth | dagobah | cloud-city | latest"),
        "turn" => Some("whose turn it is: light | dark"),
        "phase" => Some("activate | control | deploy | battle | move | draw"),
        "rows" => Some("one row per planet, its locations in table order"),
        _ => None,
    }
}

/// The board's text.
pub fn board(catalog: &Catalog, systems: &[String], rules: Ruleset) -> Result<String, String> {
    let mut rows = Vec::new();
    for w in systems {
        let title = system_named(catalog, w)?;
        let row = title.clone();
        if rows
            .iter()
            .any(|(k, _): &(Node, Node)| k.as_str() == Some(&row))
        {
            continue;
        }
        rows.push((
            scalar(&row),
            node(Value::Seq(vec![node(Value::Map(vec![(
                scalar("system"),
                scalar(&title),
            )]))])),
        ));
    }
    let tree = node(Value::Map(vec![
        (scalar("rules"), scalar(rules.name())),
        (scalar("turn"), scalar("light")),
        (scalar("phase"), scalar("deploy")),
        (scalar("rows"), node(Value::Map(rows))),
    ]));
    let body = swjudge::edit::write::yaml(&tree)?;
    let mut out = String::from(
        "# A board to start from: `swjudge repl FILE` adds locations and cards (`:add`, `:move`,\n\
         # `:set`, `:save`), or edit it by hand. Every key: docs/scenario-format.md.\n",
    );
    for line in body.lines() {
        let key = line.split(':').next().unwrap_or("");
        match comment(key) {
            Some(c) if !line.starts_with(' ') => {
                out.push_str(&format!("{line:<24} # {c}\n"));
            }
            _ => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    Ok(out)
}

/// `swjudge new`.
pub fn run(ctx: &Ctx, args: NewArgs) -> Result<ExitCode, ExitCode> {
    let rules = ctx.rules.unwrap_or(Ruleset::Latest);
    if rules == Ruleset::Dotf {
        ctx.fail_message(
            "swjudge::cli::new_young_jedi",
            "`swjudge new` starts Star Wars CCG boards".to_string(),
            Some("a Young Jedi board: see docs/scenario-format.md, *Young Jedi scenarios*".into()),
        );
        return Err(ExitCode::from(2));
    }
    match board(&ctx.catalog, &args.systems, rules) {
        Ok(text) => {
            out!("{text}");
            Ok(ExitCode::SUCCESS)
        }
        Err(message) => {
            ctx.fail_message("swjudge::cli::unknown_system", message, None);
            Err(ExitCode::from(2))
        }
    }
}
