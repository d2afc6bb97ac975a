//! `swjudge new [<system>…]`: a board to start from, for `swjudge repl` (`:add`, `:move`, …)
//! or an editor: the `rules`, `turn` and `phase` keys and each named system's row, with
//! comments pointing at docs/scenario-format.md. `swjudge new --game young-jedi [<planet>…]`
//! (or `--rules dotf`): a Young Jedi board, its planets' rows and each player's piles. Either
//! passes `validate`.

use crate::Ctx;
use std::process::ExitCode;
use swjudge::catalog::youngjedi::PLANETS;
use swjudge::catalog::{CardType, Catalog, is_shortening, normalize};
use swjudge::rules::Ruleset;
use swjudge::scenario::yaml::{Node, Value};

/// `swjudge new` arguments.
#[derive(clap::Args, Debug)]
pub struct NewArgs {
    /// The systems whose rows the board starts with (e.g. hoth bespin); their sites are added
    /// in the repl with `:add "<site>"`. For a Young Jedi board: its planets (tatooine, naboo,
    /// coruscant).
    systems: Vec<String>,
    /// The game: a Star Wars CCG board (the default), or a Young Jedi one (also chosen by
    /// `--rules dotf`).
    #[arg(long, value_enum)]
    game: Option<NewGame>,
}

/// The game a new board is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum NewGame {
    Swccg,
    YoungJedi,
}

/// The Young Jedi planet a word names (its name, or a shortening of one).
fn planet_named(word: &str) -> Option<&'static str> {
    let key = normalize(word);
    PLANETS
        .iter()
        .find(|p| normalize(p) == key)
        .or_else(|| {
            let fits: Vec<&&str> = PLANETS
                .iter()
                .filter(|p| is_shortening(&key, &normalize(p)))
                .collect();
            match fits.as_slice() {
                [one] => Some(*one),
                _ => None,
            }
        })
        .copied()
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

/// The comment after a key's line, saying what else it may hold (on a Young Jedi board, its own).
fn comment(key: &str, young_jedi: bool) -> Option<&'static str> {
    match key {
        "rules" if young_jedi => Some("dotf: Duel of the Fates"),
        "phase" if young_jedi => {
            Some("deploy | battle (the Battle step: a duel comes before the battle)")
        }
        "rows" if young_jedi => {
            Some("a row per planet (Tatooine, Naboo, Coruscant): `:add \"Naboo: Theed Palace\"`")
        }
        "players" => Some("each player's piles, as the table has them:"),
        "  light" | "  dark" => Some(
            "each side's hand: [titles], hyperspace: [starships], draw_deck: a count or [titles], counters: left this turn",
        ),
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
    commented(&tree, false)
}

/// The widest line of the template: its comments wrap before it.
const TEMPLATE_WIDTH: usize = 80;

/// The board's text with its comments: a header, and above each top-level key what it may
/// hold, on lines of their own (so that `:set` changing a value never moves a comment), none
/// wider than [`TEMPLATE_WIDTH`].
fn commented(tree: &Node, young_jedi: bool) -> Result<String, String> {
    let body = swjudge::edit::write::yaml(tree)?;
    let mut out = String::new();
    let say = |out: &mut String, indent: usize, text: &str| {
        let pad = format!("{}# ", " ".repeat(indent));
        let opts = textwrap::Options::new(TEMPLATE_WIDTH)
            .initial_indent(&pad)
            .subsequent_indent(&pad)
            .break_words(false)
            .word_separator(textwrap::WordSeparator::AsciiSpace)
            .word_splitter(textwrap::WordSplitter::NoHyphenation);
        for l in textwrap::wrap(text, opts) {
            out.push_str(l.trim_end());
            out.push('\n');
        }
    };
    say(
        &mut out,
        0,
        "A board to start from: `swjudge repl FILE` adds locations and cards (`:add`, `:move`, `:set`, `:save`), or edit it by hand. Every key: docs/scenario-format.md.",
    );
    let mut last: Option<&str> = None;
    for line in body.lines() {
        let key = line.split(':').next().unwrap_or("");
        if let Some(c) = comment(key, young_jedi)
            && (!line.starts_with(' ') || key.starts_with("  "))
            && last != Some(c)
        {
            let indent = key.len() - key.trim_start().len();
            say(&mut out, indent, c);
            last = Some(c);
        }
        out.push_str(line);
        out.push('\n');
    }
    Ok(out)
}

/// A Young Jedi board: `game: young-jedi`, the `dotf` rules, the turn and step, a row for each
/// named planet (its sites are added in the repl) and each player's piles, empty.
pub fn young_jedi_board(planets: &[String]) -> Result<String, String> {
    let mut rows: Vec<(Node, Node)> = Vec::new();
    for w in planets {
        let Some(p) = planet_named(w) else {
            return Err(format!(
                "no Young Jedi planet is named `{w}`: {}",
                PLANETS.join(", ")
            ));
        };
        if !rows.iter().any(|(k, _)| k.as_str() == Some(p)) {
            rows.push((scalar(p), node(Value::Seq(Vec::new()))));
        }
    }
    // Each player's piles are left for the judge to fill: an empty pile written here would be
    // a fact (no counters left, an empty draw deck) where the table says nothing.
    let piles = || node(Value::Map(Vec::new()));
    let tree = node(Value::Map(vec![
        (scalar("game"), scalar("young-jedi")),
        (scalar("rules"), scalar(Ruleset::Dotf.name())),
        (scalar("turn"), scalar("light")),
        (scalar("phase"), scalar("battle")),
        (scalar("rows"), node(Value::Map(rows))),
        (
            scalar("players"),
            node(Value::Map(vec![
                (scalar("light"), piles()),
                (scalar("dark"), piles()),
            ])),
        ),
    ]));
    commented(&tree, true)
}

/// `swjudge new`.
pub fn run(ctx: &Ctx, args: NewArgs) -> Result<ExitCode, ExitCode> {
    if ctx.format != swjudge::render::Format::Human {
        ctx.fail_message(
            "swjudge::cli::new_format",
            format!(
                "`new` writes a board, which is YAML only: `--format {}` has no board to give",
                match ctx.format {
                    swjudge::render::Format::Json => "json",
                    _ => "markdown",
                }
            ),
            Some(
                "run `swjudge new` without --format, and save what it prints as a .yaml file"
                    .into(),
            ),
        );
        return Err(ExitCode::from(2));
    }
    let game = args.game.unwrap_or(if ctx.rules == Some(Ruleset::Dotf) {
        NewGame::YoungJedi
    } else {
        NewGame::Swccg
    });
    if ctx
        .rules
        .is_some_and(|r| (r == Ruleset::Dotf) != (game == NewGame::YoungJedi))
    {
        ctx.fail_message(
            "swjudge::cli::new_game_rules",
            "`--rules dotf` judges Young Jedi boards, and the other rulesets Star Wars CCG ones"
                .to_string(),
            Some("`swjudge new --game young-jedi` (rules dotf), or `swjudge new --rules hoth` (or dagobah, cloud-city, latest)".into()),
        );
        return Err(ExitCode::from(2));
    }
    if game == NewGame::YoungJedi {
        return match young_jedi_board(&args.systems) {
            Ok(text) => {
                out!("{text}");
                Ok(ExitCode::SUCCESS)
            }
            Err(message) => {
                ctx.fail_message(
                    "swjudge::cli::unknown_system",
                    message,
                    Some("a Young Jedi board's rows are its three planets".into()),
                );
                Err(ExitCode::from(2))
            }
        };
    }
    let rules = ctx.rules.unwrap_or(Ruleset::Latest);
    if args.game.is_none() {
        // A Young Jedi planet named: say how to start that game's board.
        for w in &args.systems {
            if let Some(p) = planet_named(w).filter(|p| normalize(p) == normalize(w)) {
                errln!(
                    "note: {p} is also a Young Jedi planet: `swjudge new --game young-jedi {}` starts a Young Jedi board",
                    args.systems.join(" ")
                );
                break;
            }
        }
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
