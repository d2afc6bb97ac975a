//! The known exceptions to "only rules in force decide" (tests/in_force.rs over every bundled
//! question, tests/consistency.rs over random boards too).

use swjudge::Ruleset;

/// Known exceptions, each `(rule id, ruleset)`, in files of the "one table" restructuring
/// (src/rules/sectors/), left to it; remove an entry when its file no longer cites the rule
/// there. The list may only shrink.
pub const KNOWN: &[(&str, Ruleset)] = &[
    // sectors/insertion.rs: `e.pick(&CC_DEPLOY, &D_ASTEROID_DEPLOY)` falls back to the Dagobah
    // rule under `hoth`, where no sector rule is in force (bespin-layout.yaml, `can deploy
    // "Asteroid Field"` and `insertion "Asteroid Field"`).
    ("dagobah.asteroid.deploy", Ruleset::Hoth),
    // sectors/moves.rs: a move between a system and a cloud sector cites the Cloud City
    // cloud-sector moves under `dagobah` (cloud-sectors.yaml, `can move @red5 to Bespin`).
    ("cloud-city.cloud.moves", Ruleset::Dagobah),
];
