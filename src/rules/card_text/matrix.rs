//! The audit of round 26 (issue 36, "on every path of the act"): for each kind of fact the
//! grammar reads, the paths of the act that apply it and what applies it. `Embark` is the text's
//! word for embarking, disembarking and transferring (one act kind in card text,
//! `parts::act_kind`); relocating is no act the question language asks, so no fact is applied
//! on it. The test keeps the table whole (every kind of fact the database's text is read into
//! has its row) and true where it can be checked: a row applied by a card-text check names that
//! check's kind, and each path it lists meets that check (the check is registered for an action
//! of that path).

#[cfg(test)]
mod tests {
    use super::super::kinds::{Kind, kind_of};
    use super::super::parts::act_kind;
    use crate::catalog::Catalog;
    use crate::catalog::text::{ActKind, Fact};

    /// What applies a kind of fact.
    #[derive(Debug, Clone, Copy)]
    enum By {
        /// The card-text check of this kind (`card_text::CHECKS`), through `apply`.
        Check(Kind),
        /// A fact that wraps another (a condition, two facts): the inner fact's check, on its
        /// paths.
        Wrapper,
        /// A rule family's own check, which asks the fact (named).
        Family(&'static str),
    }

    use ActKind::{Deploy, Embark, Land, Move, React, Shuttle, TakeOff, Transit};
    const MOVES: &[ActKind] = &[Move, Land, TakeOff, React, Shuttle, Transit, Embark];
    const MOVES_ELSEWHERE: &[ActKind] = &[Move, Land, TakeOff, React, Shuttle, Transit];

    /// Each kind of fact: the paths that apply it, and what does.
    const MATRIX: &[(&str, &[ActKind], By)] = &[
        // Where a card deploys: deploying only.
        ("DeploysOnly", &[Deploy], By::Check(Kind::Where)),
        ("NotToPlaces", &[Deploy], By::Check(Kind::Where)),
        ("DeployOn", &[Deploy], By::Check(Kind::Where)),
        ("NotWhileUniques", &[Deploy], By::Check(Kind::Where)),
        ("WithoutPresence", &[Deploy], By::Check(Kind::Where)),
        ("UndercoverSpy", &[Deploy], By::Check(Kind::Where)),
        ("MayDeployTo", &[Deploy], By::Family("shared::card_places")),
        ("MayDeployHere", &[Deploy], By::Family("shared::grants")),
        ("SideMayNotDeploy", &[Deploy], By::Family("card_text::side")),
        // "Never deploys (or moves) to …": its moves where it says so, every way it enters.
        (
            "NeverTo",
            &[Deploy, Move, Land, TakeOff, React, Shuttle, Transit],
            By::Check(Kind::Where),
        ),
        // What a card may be aboard: every act that puts it aboard a craft.
        (
            "NotAboard",
            &[Deploy, Embark, Shuttle],
            By::Check(Kind::Where),
        ),
        (
            "CarriedLikeVehicle",
            &[Deploy, Embark],
            By::Check(Kind::Where),
        ),
        // A craft's limit on what deploys on or aboard it: deploying aboard.
        ("MayNotDeployAboard", &[Deploy], By::Check(Kind::Where)),
        // Prices.
        ("DeployCost", &[Deploy], By::Check(Kind::Price)),
        ("DeployPrice", &[Deploy], By::Check(Kind::Price)),
        ("DeployCostHere", &[Deploy], By::Check(Kind::Price)),
        ("FromBothPiles", &[Deploy], By::Check(Kind::Price)),
        ("FixedDeployCost", &[Deploy], By::Family("card_text::fixed")),
        ("LandspeedCost", &[Move], By::Check(Kind::Price)),
        ("MoveCost", MOVES_ELSEWHERE, By::Check(Kind::Price)),
        ("MoveCostHere", MOVES_ELSEWHERE, By::Check(Kind::Price)),
        ("CraftMovesFree", MOVES_ELSEWHERE, By::Check(Kind::Price)),
        ("TransitCost", &[Transit], By::Family("movement::transit")),
        (
            "TransitFreeAtItsSite",
            &[Transit],
            By::Family("movement::transit"),
        ),
        // A side's move price between kinds of places, wherever the card that says it stands.
        ("MoveCostBetween", MOVES_ELSEWHERE, By::Check(Kind::Price)),
        ("DeploysPerTurnHere", &[Deploy], By::Check(Kind::Location)),
        // Reacting.
        ("React", &[React], By::Check(Kind::React)),
        ("DeployAsReact", &[Deploy], By::Check(Kind::React)),
        ("DeployHereAsReact", &[Deploy], By::Family("shared::grants")),
        ("ReactHere", &[React], By::Family("shared::grants")),
        ("ReactToRelated", &[React], By::Family("shared::grants")),
        ("MayNotReactHere", &[React], By::Check(Kind::Location)),
        ("ReactAway", &[React], By::Check(Kind::React)),
        // Whether and how it moves.
        ("MayNotMove", MOVES, By::Check(Kind::Moving)),
        ("MayMove", MOVES, By::Check(Kind::Moving)),
        ("MovesTo", MOVES_ELSEWHERE, By::Check(Kind::Moving)),
        ("Landspeed", &[Move], By::Check(Kind::Moving)),
        ("LandspeedHere", &[Move], By::Check(Kind::Moving)),
        ("NoLandspeedHere", &[Move], By::Check(Kind::Moving)),
        ("HyperspeedHere", MOVES_ELSEWHERE, By::Check(Kind::Moving)),
        (
            "AddsLandspeedAboard",
            &[Move],
            By::Family("shared::operated"),
        ),
        (
            "LikeStarfighter",
            &[Move, Land, TakeOff],
            By::Family("movement"),
        ),
        ("MoveBetween", &[Move, React], By::Family("shared::grants")),
        (
            "MoveInPhase",
            MOVES_ELSEWHERE,
            By::Family("shared::phase_grants"),
        ),
        ("MayMoveHere", MOVES, By::Family("card_text::moving")),
        ("NamedMayMove", MOVES, By::Family("card_text::moving")),
        // What a location allows.
        (
            "NoHere",
            &[Deploy, Move, Land, TakeOff, React, Shuttle, Transit],
            By::Check(Kind::Location),
        ),
        (
            "MayNotDeployHere",
            &[Deploy, Move, Land, TakeOff, React, Shuttle, Transit],
            By::Check(Kind::Location),
        ),
        ("MayNotMoveHere", MOVES_ELSEWHERE, By::Check(Kind::Location)),
        (
            "MayNotGoTo",
            &[Deploy, Move, Land, TakeOff, React, Shuttle, Transit],
            By::Check(Kind::Location),
        ),
        // A played card's limit on its target.
        ("TargetLimit", MOVES, By::Check(Kind::Target)),
        // Who pilots what (round 26): going aboard, and the craft's moves.
        (
            "PilotsOnly",
            &[Deploy, Embark, Move, Land, TakeOff, React, Shuttle, Transit],
            By::Check(Kind::Piloting),
        ),
        (
            "PilotedBy",
            &[Deploy, Embark, Move, Land, TakeOff, React, Shuttle, Transit],
            By::Check(Kind::Piloting),
        ),
        // A card's own action: quoted where it gives a move from here (the unread check).
        (
            "OwnAction",
            MOVES,
            By::Family("card_text::judge, quoted as unread"),
        ),
        // A grant to deploy here over the documents' restrictions (round 27): deploying.
        ("DeployRegardless", &[Deploy], By::Check(Kind::Location)),
        // Wrappers: the inner fact's paths.
        ("While", &[], By::Wrapper),
        ("IfYouOccupy", &[], By::Wrapper),
        ("OncePerTurn", &[], By::Wrapper),
        ("PriceOrIf", &[], By::Wrapper),
        ("Both", &[], By::Wrapper),
        // Round 27's facts of moving (`card_text::cardmove`): a react granted from where the
        // mover stands; the transport cards' limits, on a move by one of them; a card deployed
        // this turn that may not move; a device's landspeed, in the landspeed of the card it is
        // on.
        ("ReactFrom", &[React], By::Family("card_text::cardmove")),
        (
            "TransportNotHere",
            &[Move],
            By::Family("card_text::cardmove"),
        ),
        (
            "TransportLimited",
            &[Move],
            By::Family("card_text::cardmove"),
        ),
        (
            "TransportNotNear",
            &[Move],
            By::Family("card_text::cardmove"),
        ),
        (
            "DeployedMayNotMove",
            MOVES,
            By::Family("card_text::cardmove"),
        ),
        ("AddsLandspeed", &[Move], By::Family("shared::operated")),
        ("Transports", &[Move], By::Family("movement::by_card")),
        (
            "ImmuneToMoveLimits",
            MOVES,
            By::Family("card_text::cardmove"),
        ),
        (
            "MoveCostBeside",
            MOVES_ELSEWHERE,
            By::Family("card_text::cardmove"),
        ),
        (
            "NoReactWherePresent",
            &[React, Deploy],
            By::Family("card_text::cardmove"),
        ),
        // Round 28's: an Interrupt's own relocation, asked as a transport card's move.
        ("Relocates", &[Move], By::Family("movement::by_card")),
        // Round 28's: a craft that moves like a starfighter at cloud sectors.
        ("LikeStarfighterAt", &[Move], By::Family("sectors::legs")),
        // Round 28's: a vehicle that moves with no one aboard.
        ("MovesUnoperated", &[Move], By::Family("shared::operated")),
        // Round 29's: a craft's room with places kept for some, counted by the room aboard it
        // (deploying aboard, embarking).
        (
            "SeatsKept",
            &[Deploy, Embark],
            By::Family("board::facts::craft"),
        ),
    ];

    /// A fact's kind by name, as the database's readings are kept (`Fact`'s serde tag).
    fn name(f: &Fact) -> String {
        match serde_json::to_value(f) {
            Ok(serde_json::Value::String(s)) => s,
            Ok(serde_json::Value::Object(m)) => m.keys().next().cloned().unwrap_or_default(),
            _ => String::new(),
        }
    }

    /// Every kind of fact the database's text is read into has one row; a row applied by a
    /// card-text check names the kind `kind_of` gives it, and each path it lists meets that
    /// check (registered for an action of that path); no row lists relocating.
    #[test]
    fn every_kind_of_fact_has_its_paths_and_each_path_meets_its_check() {
        let catalog = Catalog::builtin();
        let mut seen = std::collections::HashMap::new();
        for def in catalog.base_defs() {
            for s in def.sentences().iter() {
                if let Some(f) = &s.fact {
                    seen.entry(name(f)).or_insert_with(|| f.clone());
                }
            }
        }
        let on: Vec<ActKind> = super::super::ACTS
            .iter()
            .filter_map(|&a| act_kind(a))
            .collect();
        for (fact, sample) in &seen {
            let rows: Vec<_> = MATRIX.iter().filter(|(n, ..)| n == fact).collect();
            assert_eq!(rows.len(), 1, "{fact}: one row of the matrix");
            let (_, paths, by) = rows[0];
            assert!(!paths.contains(&ActKind::Relocate), "{fact}");
            if let By::Family(w) = by {
                assert!(
                    !w.is_empty() && !paths.is_empty(),
                    "{fact}: what applies it"
                );
            }
            if let By::Check(k) = by {
                assert_eq!(kind_of(sample), Some(*k), "{fact}: its check's kind");
                for p in *paths {
                    assert!(
                        on.contains(p),
                        "{fact}: {} meets no card-text check",
                        p.name()
                    );
                }
            }
        }
        assert!(seen.len() >= 50, "kinds of fact read: {}", seen.len());
    }
}
