//! Every card in play has a name of its own (`Board::card_name`): copies of one title without
//! an id are told apart by where each stands and, at one place, by their order there as the
//! board lists them; and a name as answers list it names that card again in a question.

use miette::Diagnostic as _;
use std::collections::HashMap;
use std::path::Path;
use swjudge::board::{Board, CardIx};
use swjudge::catalog::Catalog;
use swjudge::query::{CardName, CardRef, Span};
use swjudge::rules::subject::Resolver;
use swjudge::scenario::load_str;
use swjudge::{Answer, ask};

fn bundled() -> Vec<(String, Board)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = swjudge::scenario::files_under(&[root.join("scenarios"), root.join("examples")]);
    assert!(files.len() > 50, "the bundled boards are found");
    files
        .into_iter()
        .filter_map(|p| {
            let s = swjudge::scenario::load_file(&p, Catalog::builtin()).ok()?;
            Some((p.display().to_string(), s.board))
        })
        .collect()
}

/// The card a question naming `name` (a quoted title) is about.
fn resolve(board: &Board, name: &str) -> Result<CardIx, String> {
    let r = CardRef {
        name: CardName::Title(name.to_string()),
        span: Span::default(),
    };
    Resolver { board, query: name }
        .card(&r)
        .map_err(|e| format!("{e:?}"))
}

/// Every card's name is its own, and names it back; the failures, one line each.
fn names_apart(file: &str, board: &Board) -> Vec<String> {
    let mut failures = Vec::new();
    let mut seen: HashMap<String, CardIx> = HashMap::new();
    for c in board.cards.keys() {
        let name = board.card_name(c);
        if let Some(other) = seen.insert(name.clone(), c) {
            failures.push(format!(
                "{file}: cards {other:?} and {c:?} are both `{name}`"
            ));
        }
        match resolve(board, &name) {
            Ok(back) if back == c => {}
            got => failures.push(format!("{file}: `{name}` ({c:?}) names {got:?}")),
        }
    }
    failures
}

#[test]
fn every_card_on_every_bundled_board_has_a_name_of_its_own_that_names_it_back() {
    let mut failures = Vec::new();
    let mut told_apart = 0;
    for (file, board) in bundled() {
        failures.extend(names_apart(&file, &board));
        told_apart += board
            .cards
            .keys()
            .filter(|&c| board.cards[c].id.is_none())
            .filter(|&c| board.card_name(c) != board.card_def(c).plain_title())
            .count();
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // The bundled boards hold copies without ids (loose Blaster Rifles, a Landing Claw…).
    assert!(told_apart > 0, "no bundled board names copies apart");
}

#[test]
fn a_generated_board_of_2000_cards_names_each_apart() {
    let g = swjudge::generate::board(200, 2_000);
    let s = load_str("generated.yaml", &g.yaml, Catalog::builtin()).unwrap();
    let b = &s.board;
    let told_apart = b
        .cards
        .keys()
        .filter(|&c| b.card_name(c) != b.card_def(c).plain_title())
        .count();
    assert!(told_apart > 1_000, "{told_apart} cards told apart");
    let failures = names_apart("generated.yaml", b);
    assert!(
        failures.is_empty(),
        "{}",
        failures[..failures.len().min(10)].join("\n")
    );
}

const FOUR_AT_HOTH: &str = "turn: dark\nphase: move\nrows:\n  Hoth:\n    - site: \"Hoth: Echo Docking Bay\"\n    - system: Hoth\n      dark:\n        - { card: \"Victory-Class Star Destroyer\", aboard: [Stormtrooper] }\n        - TIE Fighter\n        - TIE Fighter\n        - TIE Fighter\n        - TIE Fighter\n";

fn moves(yaml: &str) -> Vec<String> {
    let s = load_str("t.yaml", yaml, Catalog::builtin()).unwrap();
    let v = ask(&s.board, "moves", None).unwrap();
    let Answer::List(lines) = v.answer else {
        panic!("{:?}", v.answer)
    };
    lines
}

#[test]
fn four_tie_fighters_at_one_system_are_listed_apart_by_moves() {
    let lines = moves(FOUR_AT_HOTH);
    let nth = ["1st", "2nd", "3rd", "4th"];
    let embarks: Vec<&String> = lines
        .iter()
        .filter(|l| l.contains(": embark on Victory-Class Star Destroyer"))
        .collect();
    let want: Vec<String> = nth
        .iter()
        .map(|n| {
            format!("TIE Fighter ({n} at Hoth): embark on Victory-Class Star Destroyer — 0 Force")
        })
        .collect();
    assert_eq!(embarks, want.iter().collect::<Vec<_>>(), "{lines:#?}");
    let transfers: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("Stormtrooper: transfer to "))
        .collect();
    let want: Vec<String> = nth
        .iter()
        .map(|n| format!("Stormtrooper: transfer to TIE Fighter ({n} at Hoth) — 1 Force"))
        .collect();
    assert_eq!(transfers, want.iter().collect::<Vec<_>>(), "{lines:#?}");
}

#[test]
fn four_tie_fighters_aboard_one_craft_are_four_embark_targets() {
    let yaml = "turn: dark\nphase: move\nrows:\n  Hoth:\n    - site: \"Hoth: Echo Docking Bay\"\n    - system: Hoth\n      dark:\n        - { card: \"Victory-Class Star Destroyer\", aboard: [Stormtrooper, TIE Fighter, TIE Fighter, TIE Fighter, TIE Fighter] }\n";
    let lines = moves(yaml);
    let embarks: Vec<&str> = lines
        .iter()
        .filter_map(|l| l.strip_prefix("Stormtrooper: embark on "))
        .collect();
    assert_eq!(
        embarks,
        ["1st", "2nd", "3rd", "4th"]
            .map(|n| format!("TIE Fighter ({n} aboard Victory-Class Star Destroyer) — 0 Force")),
        "{lines:#?}"
    );
}

#[test]
fn a_name_copied_from_an_answer_asks_about_that_copy() {
    let s = load_str("t.yaml", FOUR_AT_HOTH, Catalog::builtin()).unwrap();
    let b = &s.board;
    // Typed back, quoted, in a canonical question: that copy and no other.
    let v = ask(b, "moves \"TIE Fighter (3rd at Hoth)\"", None).unwrap();
    let Answer::List(lines) = &v.answer else {
        panic!("{:?}", v.answer)
    };
    assert!(!lines.is_empty());
    assert!(
        lines
            .iter()
            .all(|l| l.starts_with("TIE Fighter (3rd at Hoth): ")),
        "{lines:#?}"
    );
    let v = ask(
        b,
        "can transfer \"Stormtrooper\" to \"tie fighter (4TH AT hoth)\"",
        None,
    )
    .unwrap();
    assert_eq!(v.answer, Answer::Yes, "{v:?}");
    // The title alone is ambiguous; the help shows the form that names one copy.
    let err = ask(b, "can transfer \"Stormtrooper\" to \"TIE Fighter\"", None).unwrap_err();
    let what = err.to_string();
    let help = err.help().map(|h| h.to_string()).unwrap_or_default();
    assert!(
        what.contains("4 cards titled `TIE Fighter`"),
        "{what} / {help}"
    );
    assert!(
        help.contains("\"TIE Fighter (1st at Hoth)\""),
        "{what} / {help}"
    );
    // A place where no such copy stands names nothing.
    assert!(resolve(b, "TIE Fighter (5th at Hoth)").is_err());
    // The board editor (the repl's `:move`, `:remove`…) reads the same names.
    use swjudge::query::natural::{Thing, Want, name};
    for (i, nth) in ["1st", "2nd", "3rd", "4th"].iter().enumerate() {
        let typed = format!("\"TIE Fighter ({nth} at Hoth)\"");
        let Ok(Thing::Card(c)) = name(b, &typed, Want::Card) else {
            panic!("{typed} names no card")
        };
        assert_eq!(
            b.card_name(c),
            format!("TIE Fighter ({nth} at Hoth)"),
            "{i}"
        );
    }
}

#[test]
fn copies_one_to_a_place_say_where_and_a_title_alone_stays_plain() {
    let yaml = "turn: dark\nphase: move\nrows:\n  Hoth:\n    - site: \"Hoth: Echo Docking Bay\"\n      dark: [Stormtrooper]\n    - system: Hoth\n      dark:\n        - { card: \"Victory-Class Star Destroyer\", aboard: [TIE Fighter] }\n        - TIE Fighter\n        - { card: TIE Fighter, id: tie }\n";
    let s = load_str("t.yaml", yaml, Catalog::builtin()).unwrap();
    let b = &s.board;
    let mut names: Vec<String> = b.cards.keys().map(|c| b.card_name(c)).collect();
    names.sort();
    assert_eq!(
        names,
        [
            "Stormtrooper",
            "TIE Fighter (@tie)",
            "TIE Fighter (aboard Victory-Class Star Destroyer)",
            "TIE Fighter (at Hoth)",
            "Victory-Class Star Destroyer",
        ]
    );
    for n in &names {
        assert_eq!(resolve(b, n).map(|c| b.card_name(c)).as_ref(), Ok(n));
    }
}

/// A board where a bare word is one card's `id:` and a title word of another.
const ID_AND_TITLE_WORD: &str = r#"
rules: hoth
turn: light
phase: move
cards:
  - { title: "Example Speeder Bike", side: light, type: vehicle, subtype: transport, power: 1,
      landspeed: 3, capacity: { pilots: 1, passengers: 0 } }
rows:
  Hoth:
    - site: "Hoth: Ice Plains (5th Marker)"
      light:
        - { card: Rebel Trooper, id: trooper }
        - { card: Snowspeeder, id: speeder }
        - { card: "Example Speeder Bike", id: bike }
"#;

/// A name typed bare (`speeder`) that is one card's id (`@speeder`, a Snowspeeder) and fits
/// another card's title (Example Speeder Bike) is never read as the title alone: the language
/// reading a bare word as a title and a player meaning the id are both named, or the words
/// reading (where a board id names its card) decides; quoted, it is the title; with `@`, the id.
#[test]
fn a_bare_word_that_is_another_cards_id_is_not_read_silently_as_a_title() {
    let s = load_str("t.yaml", ID_AND_TITLE_WORD, Catalog::builtin()).unwrap();
    let b = &s.board;
    let bike = b.ids["bike"];
    let speeder = b.ids["speeder"];
    let at = |query: &str, word: &str| {
        let start = query.find(word).unwrap();
        CardRef {
            name: CardName::Title(word.trim_matches('"').to_string()),
            span: Span::new(start, start + word.len()),
        }
    };
    let q = "can embark trooper on speeder";
    let err = Resolver { board: b, query: q }
        .card(&at(q, "speeder"))
        .unwrap_err();
    let (what, help) = (
        err.to_string(),
        err.help().map(|h| h.to_string()).unwrap_or_default(),
    );
    assert!(
        what.contains("id of Snowspeeder") && what.contains("Example Speeder Bike"),
        "{what}"
    );
    assert!(help.contains("@speeder"), "{help}");
    let q = "can embark trooper on \"speeder\"";
    let r = Resolver { board: b, query: q };
    assert_eq!(r.card(&at(q, "\"speeder\"")).unwrap(), bike);
    // Asked whole: the id names its card (the words' reading), shown as read, never the bike.
    let v = ask(b, "can embark trooper on speeder", None).unwrap();
    assert_eq!(
        v.read_as.as_deref(),
        Some("can embark @trooper on @speeder"),
        "{v:?}"
    );
    let reasons = format!("{:?}", v.reasons);
    assert!(
        reasons.contains("Snowspeeder (@speeder)") && !reasons.contains("Example Speeder Bike"),
        "{reasons}"
    );
    assert_eq!(
        Resolver {
            board: b,
            query: "@speeder"
        }
        .card(&CardRef {
            name: CardName::Id("speeder".into()),
            span: Span::new(0, 8),
        })
        .unwrap(),
        speeder
    );
}

/// The same for a location: a bare word that is one site's `id:` and a title word of another.
#[test]
fn a_bare_word_that_is_another_locations_id_is_not_read_silently_as_a_title() {
    let board = r#"
rules: hoth
turn: light
phase: move
rows:
  Hoth:
    - site: "Hoth: Ice Plains (5th Marker)"
      id: ridge
      light:
        - { card: Rebel Trooper, id: trooper }
    - site: "Hoth: North Ridge (4th Marker)"
"#;
    let s = load_str("t.yaml", board, Catalog::builtin()).unwrap();
    let b = &s.board;
    let q = "can move trooper to ridge";
    let start = q.find("ridge").unwrap();
    let r = CardRef {
        name: CardName::Title("ridge".into()),
        span: Span::new(start, start + 5),
    };
    let err = Resolver { board: b, query: q }.location(&r).unwrap_err();
    let what = err.to_string();
    assert!(
        what.contains("id of Hoth: Ice Plains") && what.contains("North Ridge"),
        "{what}"
    );
    // Quoted, the word is the title.
    let q = "can move trooper to \"ridge\"";
    let r = CardRef {
        name: CardName::Title("ridge".into()),
        span: Span::new(q.find('"').unwrap(), q.len()),
    };
    let l = Resolver { board: b, query: q }.location(&r).unwrap();
    assert!(b.loc_name(l).contains("North Ridge"));
}
