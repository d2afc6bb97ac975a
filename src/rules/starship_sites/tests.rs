use super::*;
use crate::catalog::Catalog;

fn board(yaml: &str) -> Board {
    crate::scenario::load_str("t.yaml", yaml, Catalog::builtin())
        .unwrap()
        .board
}

#[test]
fn executor_sites_are_specific_and_the_launch_bay_generic() {
    let b = board(
        "rows:\n  Tatooine:\n    - system: Tatooine\n      dark: [Avenger, Executor, TIE Fighter]\n",
    );
    let def = |t: &str| match b.catalog.resolve(t) {
        crate::catalog::Resolution::Found(ids) => b.def(ids[0]).clone(),
        r => panic!("{r:?}"),
    };
    let exec = relates(&b, &def("Executor: Holotheatre"));
    let bay = relates(&b, &def("Star Destroyer: Launch Bay"));
    assert_eq!(exec, Relates::Specific("executor".into()));
    assert_eq!(bay, Relates::Generic("Star Destroyer".into()));
    let (avenger, executor, tie) = (0.into(), 1.into(), 2.into());
    assert!(fits(&b, executor, &exec) && !fits(&b, avenger, &exec));
    assert!(fits(&b, avenger, &bay) && fits(&b, executor, &bay));
    assert!(!fits(&b, tie, &bay));
}

#[test]
fn validation_finds_misplaced_and_orphaned_starship_sites() {
    let src = |b: &Board| NamedSource::new("t.yaml", b.source.text.clone());
    // A launch bay in a planet's row, and one whose row names no Star Destroyer.
    let b = board(
        "rows:\n  Tatooine:\n    - site: \"Star Destroyer: Launch Bay\"\n    - system: Tatooine\n      light: [{ card: Millennium Falcon, id: falcon }]\n  \"@falcon\":\n    - site: \"Executor: Holotheatre\"\n",
    );
    let msgs: Vec<String> = problems(&b, &src(&b))
        .into_iter()
        .map(|p| p.message)
        .collect();
    assert_eq!(msgs.len(), 2, "{msgs:#?}");
    assert!(
        msgs[0].contains("in the Tatooine row, beside Tatooine"),
        "{msgs:#?}"
    );
    assert!(
        msgs[1].contains("belongs to Millennium Falcon"),
        "{msgs:#?}"
    );
    // The Executor's sites without the Executor are legal.
    let b = board(
        "rows:\n  Executor:\n    - site: \"Executor: Holotheatre\"\n    - site: \"Executor: Docking Bay\"\n",
    );
    assert!(problems(&b, &src(&b)).is_empty());
}

/// `room_left` (the number `validate`'s capacity count takes) is `room`'s number, for every
/// card and every starship or vehicle on every bundled board, aboard it or not.
#[test]
fn room_left_is_room_s_number_on_every_bundled_board() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = crate::scenario::files_under(&[root.join("scenarios"), root.join("examples")]);
    let mut asked = 0;
    for f in &files {
        let Ok(s) = crate::scenario::load_file(f, Catalog::builtin()) else {
            continue;
        };
        let b = &s.board;
        for (h, _) in b.cards.iter_enumerated() {
            if !matches!(
                b.card_def(h).card_type,
                crate::catalog::CardType::Starship | crate::catalog::CardType::Vehicle
            ) {
                continue;
            }
            for (c, _) in b.cards.iter_enumerated() {
                let room = room(b, c, h);
                assert_eq!(
                    room_left(b, c, h),
                    room.as_ref().map(|r| r.0),
                    "{}",
                    f.display()
                );
                asked += usize::from(room.is_some());
            }
        }
    }
    assert!(asked > 100, "only {asked} cards had room asked of a craft");
}
