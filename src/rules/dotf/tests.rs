use super::*;
use crate::board::young_jedi_facts::*;
use crate::catalog::{Printed, Trait};

fn ch(title: &str, traits: &[Trait]) -> CardDef {
    let mut d = CardDef::new(title, Printed::Light, CardType::Character);
    d.traits = traits.to_vec();
    d
}

fn empty() -> Board {
    Board::new(
        crate::catalog::Catalog::young_jedi(),
        crate::board::Source {
            name: "t".into(),
            text: Default::default(),
        },
    )
}

#[test]
fn who_is_a_dueling_character() {
    let b = &empty();
    assert!(dueling(b, &ch("Obi-Wan Kenobi, Jedi Padawan", &[])).yes());
    assert!(dueling(b, &ch("Mace Windu, Jedi Master", &[Trait::Jedi])).yes());
    // A title holding "Jedi" makes a Jedi.
    assert!(dueling(b, &ch("Yoda, Jedi Elder", &[])).yes());
    assert!(dueling(b, &ch("Darth Maul, Sith Lord", &[])).yes());
    assert_eq!(
        dueling(b, &ch("Anakin Skywalker, Padawan", &[Trait::Jedi])).status,
        Status::No
    );
    assert_eq!(
        dueling(b, &ch("Anakin Skywalker, Tested By The Jedi Council", &[])).status,
        Status::No
    );
    // A built-in character no lightsaber of the game names, and no Jedi: no.
    assert_eq!(
        dueling(b, &ch("R2-D2, Astromech Droid", &[])).status,
        Status::No
    );
    // A built-in Dark Side character a built-in lightsaber names: yes (Jedi Lightsaber, Stolen
    // by Aurra Sing names Darth Maul and Darth Sidious too; Aurra Sing is named by the
    // document).
    let mut sing = ch("Aurra Sing, Trophy Collector", &[]);
    sing.side = Printed::Dark;
    assert!(dueling(b, &sing).yes());
    let mut droid = ch("Battle Droid Squad, Assault Unit", &[]);
    droid.side = Printed::Dark;
    assert_eq!(dueling(b, &droid).status, Status::No);
    // A card the catalog does not know: open, whatever its traits, until the board says.
    assert_eq!(
        dueling(b, &ch("Darth Tyranus", &[Trait::Sith])).status,
        Status::Open
    );
    assert!(dueling(b, &ch("Darth Tyranus", &[Trait::Dueling])).yes());
    let mut saber = CardDef::new(
        "Obi-Wan Kenobi's Lightsaber",
        Printed::Light,
        CardType::Weapon,
    );
    assert_eq!(dueling(b, &saber).status, Status::No);
    assert!(is_lightsaber(&saber));
    assert_eq!(
        usable(b, &saber, &ch("Obi-Wan Kenobi, Jedi Padawan", &[])),
        None
    );
    saber.yj.usable_by = vec!["Obi-Wan Kenobi".into(), "any other Jedi".into()];
    assert_eq!(
        usable(b, &saber, &ch("Obi-Wan Kenobi, Jedi Padawan", &[])),
        Some(true)
    );
    assert_eq!(
        usable(b, &saber, &ch("Mace Windu", &[Trait::Jedi])),
        Some(true)
    );
    assert_eq!(usable(b, &saber, &ch("Yoda, Jedi Elder", &[])), Some(true));
    assert_eq!(
        usable(b, &saber, &ch("Anakin Skywalker, Padawan", &[])),
        Some(false)
    );
    // "Usable by dueling characters" is open for a character the board says nothing of.
    saber.yj.usable_by = vec!["dueling characters".into()];
    assert_eq!(usable(b, &saber, &ch("Captain Panaka", &[])), None);
    assert_eq!(
        usable(b, &saber, &ch("Anakin Skywalker, Padawan", &[])),
        Some(false)
    );
}
