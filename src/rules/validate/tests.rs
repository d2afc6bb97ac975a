use super::*;
use crate::catalog::Catalog;

fn problems(yaml: &str) -> Vec<Problem> {
    let s = crate::scenario::load_str("t.yaml", yaml, Catalog::builtin()).unwrap();
    validate(&s.board)
}

fn ids(ps: &[Problem]) -> Vec<&'static str> {
    ps.iter().map(|p| p.rule.id()).collect()
}

#[test]
fn a_walker_and_a_general_loose_at_a_system_are_two_base_problems() {
    let ps = problems(
        "rows:\n  Hoth:\n    - site: \"Hoth: Echo Docking Bay\"\n    - site: \"Hoth: Ice Plains (5th Marker)\"\n    - system: Hoth\n      dark: [Blizzard 2, General Veers]\n",
    );
    assert_eq!(ids(&ps), ["base.vehicles", "base.characters"], "{ps:#?}");
    assert!(ps.iter().all(|p| p.rule.is_base()));
    assert!(ps[0].rule.citation().contains("base rules"));
}

#[test]
fn the_same_cards_at_a_site_or_aboard_are_legal() {
    let ps = problems(
        "rows:\n  Hoth:\n    - site: \"Hoth: Echo Docking Bay\"\n    - site: \"Hoth: Ice Plains (5th Marker)\"\n      dark: [{ card: Blizzard 2, aboard: [General Veers] }]\n    - system: Hoth\n",
    );
    assert!(ps.is_empty(), "{ps:#?}");
}

#[test]
fn line_and_column_count_characters() {
    let text = |s: &str| crate::board::SourceText::from(s);
    assert_eq!(line_col(&text("ab\n•c"), 6), (2, 2));
    assert_eq!(line_col(&text("abc"), 0), (1, 1));
}

/// The whole passes over the cards that `unique_problems` and `persona_problems` were before
/// they went title by title (issue 38 item 8): every card in the board's order.
fn whole_unique_and_personas(board: &Board, src: &Src) -> Vec<Problem> {
    let mut out = Vec::new();
    let mut seen: HashMap<String, (ByteSpan, u8)> = HashMap::new();
    let places = board.locations.iter().map(|l| (l.def, l.span)).chain(
        board
            .cards
            .iter_enumerated()
            .map(|(i, c)| (c.def, board.card_span(i))),
    );
    for (def, span) in places {
        let d = board.def(def);
        if d.unique == 0 {
            continue;
        }
        let entry = seen.entry(d.key().to_string()).or_insert((span, 0));
        entry.1 = entry.1.saturating_add(1);
        let (first, n) = *entry;
        if n > d.unique {
            out.push((span, n, first, d.plain_title().to_string()));
        }
    }
    let mut problems: Vec<Problem> = Vec::new();
    let mut unique = Vec::new();
    unique_problems(board, src, &mut unique);
    // Compared by span and message: the per-title pass lists titles in another order.
    let key = |p: &Problem| (p.span.start, p.message.clone(), p.help.clone());
    let mut told: Vec<_> = unique.iter().map(key).collect();
    told.sort();
    let mut whole: Vec<_> = out
        .iter()
        .map(|(span, n, first, title)| {
            let d = board
                .cards
                .iter()
                .map(|c| c.def)
                .chain(board.locations.iter().map(|l| l.def))
                .map(|d| board.def(d))
                .find(|d| d.plain_title() == title)
                .expect("a card of that title");
            let message = if d.unique == 1 {
                format!("a second copy of the unique card {title} is on the table")
            } else {
                format!(
                    "copy {n} of {title}, which may have {} on the table",
                    d.unique
                )
            };
            let (line, _) = line_col(&board.source.text, first.start);
            (
                span.start,
                message,
                Some(format!("the first copy is on line {line}")),
            )
        })
        .collect();
    whole.sort();
    assert_eq!(told, whole, "uniqueness of {}", board.source.name);
    UNIQUE_FOUND.with(|n| n.set(n.get() + whole.len()));
    if board.game == Game::Swccg {
        let mut first: HashMap<String, CardIx> = HashMap::new();
        for (c, card) in board.cards.iter_enumerated() {
            let d = board.def(card.def);
            for p in d.personas() {
                match first.get(&p.to_lowercase()) {
                    Some(&o) if board.def(board.cards[o].def).key() != d.key() => {
                        problems.push(Problem {
                            rule: Grounds::Rule(&crate::rulebook::persona::PERSONA),
                            span: board.card_span(c),
                            message: format!("{} {} {p}", board.card_name(o), board.card_name(c)),
                            label: "".into(),
                            help: None,
                            src: src.clone(),
                        });
                    }
                    Some(_) => {}
                    None => {
                        first.insert(p.to_lowercase(), c);
                    }
                }
            }
        }
    }
    problems
}

thread_local! {
    static UNIQUE_FOUND: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// `unique_problems` and `persona_problems`, title by title, find what the whole passes over
/// the cards find, on every bundled board and on boards of copies too many and versions of
/// one persona.
#[test]
fn uniqueness_and_personas_title_by_title_are_the_whole_passes() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut texts: Vec<(String, String)> =
        crate::scenario::files_under(&[root.join("scenarios"), root.join("examples")])
            .into_iter()
            .filter_map(|p| Some((p.display().to_string(), std::fs::read_to_string(&p).ok()?)))
            .collect();
    texts.push((
        "copies.yaml".into(),
        "rows:\n  Hoth:\n    - site: \"Hoth: Echo Docking Bay\"\n      light: [Luke Skywalker, Rebel Trooper, Commander Luke Skywalker, Han Solo, Luke Skywalker]\n      dark: [Motti, Admiral Motti, Motti]\n    - site: \"Hoth: Echo Docking Bay\"\n    - system: Hoth\n      light: [Landing Claw, Landing Claw, Landing Claw]\n".into(),
    ));
    let (mut compared, mut personas) = (0, 0);
    for (name, text) in texts {
        let loaded = crate::scenario::load_str(&name, &text, Catalog::builtin());
        assert!(name != "copies.yaml" || loaded.is_ok(), "{loaded:?}");
        let Ok(s) = loaded else {
            continue;
        };
        let board = &s.board;
        let src = NamedSource::new(board.source.name.clone(), board.source.text.clone());
        let whole = whole_unique_and_personas(board, &src);
        let mut titled = Vec::new();
        persona_problems(board, &src, &mut titled);
        let persona: Vec<(usize, String)> = titled
            .iter()
            .map(|p| (p.span.start, p.message.clone()))
            .collect();
        let expected: Vec<(usize, String)> = whole
            .iter()
            .map(|p| (p.span.start, p.message.clone()))
            .collect();
        assert_eq!(persona.len(), expected.len(), "personas of {name}");
        for ((a, m), (b, w)) in persona.iter().zip(&expected) {
            assert_eq!(a, b, "personas of {name}");
            let words: Vec<&str> = w.split(' ').collect();
            assert!(words.iter().all(|x| m.contains(x)), "{name}: {m} / {w}");
        }
        compared += 1;
        personas += persona.len();
    }
    let unique = UNIQUE_FOUND.with(|n| n.get());
    assert!(
        compared > 50 && unique >= 2 && personas >= 2,
        "{compared} boards compared, {unique} copies too many, {personas} versions of a persona"
    );
}

/// Room aboard goes title by title (issue 38 item 8): on every bundled board, every card that
/// is itself a vehicle or starship of known capacity is among the cards it reads (a printing
/// a scenario's `cards:` changed included), and the boards with crafts aboard are met.
#[test]
fn room_aboard_title_by_title_reads_every_craft() {
    use crate::catalog::{Capacity, CardType};
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut crafts_met = 0;
    for p in crate::scenario::files_under(&[root.join("scenarios"), root.join("examples")]) {
        let Ok(text) = std::fs::read_to_string(&p) else {
            continue;
        };
        let Ok(s) = crate::scenario::load_str(&p.display().to_string(), &text, Catalog::builtin())
        else {
            continue;
        };
        let board = &s.board;
        let crafts = board
            .cards
            .keys()
            .filter(|&c| {
                let d = board.card_def(c);
                matches!(d.card_type, CardType::Vehicle | CardType::Starship)
                    && d.capacity != Capacity::default()
            })
            .count();
        passes::taken();
        let _ = capacity::problems(board, Ruleset::Latest);
        assert!(
            passes::made(Pass::CapacityCards) >= crafts,
            "{}: {} cards read for room aboard, {crafts} crafts",
            p.display(),
            passes::made(Pass::CapacityCards)
        );
        crafts_met += crafts;
    }
    assert!(crafts_met > 10, "{crafts_met} crafts on the bundled boards");
}
