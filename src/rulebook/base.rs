//! The base placement rules the documents assume: named and stated in our words, with no
//! document to cite (the validator applies them; a scenario's `because:` may name them).

/// A base placement rule: named and stated in our words, with no document to cite.
#[derive(Debug)]
pub struct BaseRule {
    pub id: &'static str,
    pub statement: &'static str,
}

pub static CHARACTERS: BaseRule = BaseRule {
    id: "base.characters",
    statement: "Characters stand at sites, or aboard a vehicle or starship (a captive with its escort; a character in a Backpack with its carrier).",
};

pub static VEHICLES: BaseRule = BaseRule {
    id: "base.vehicles",
    statement: "Vehicles stand at sites, or aboard a starship with room for them; never loose at a system, carried or aboard a character.",
};

pub static STARSHIPS: BaseRule = BaseRule {
    id: "base.starships",
    statement: "Starships stand at systems and sectors, landed at sites where the documents allow it, or (starfighters) aboard a capital starship with room; a capital starship rides aboard nothing.",
};

pub static ITEMS: BaseRule = BaseRule {
    id: "base.weapons-devices",
    statement: "Weapons and devices are on a card that carries them, or deployed at a location where their type allows it (artillery and mines at sites; devices by their own text).",
};

pub static EFFECTS: BaseRule = BaseRule {
    id: "base.interrupts",
    statement: "Interrupts are played and then lost or used, never placed on the table (Effects deploy where their own text says, which is taken as met).",
};

pub static OWN_CARDS: BaseRule = BaseRule {
    id: "base.own-cards",
    statement: "Each player deploys and moves only the cards of their own side (a card printed for both sides, in either side's version); the other side's captive is moved by its captor.",
};

pub static DEPLOY_PHASE: BaseRule = BaseRule {
    id: "base.deploy-phase",
    statement: "A player deploys cards during their own deploy phase, unless a card's own text gives another time.",
};

/// Not a rule of the documents nor of the base rulebooks: the card's own text, which the judge
/// reads (docs/catalog.md, "Deploys only"). A reason citing it cites the card.
pub static DEPLOYS_ONLY: BaseRule = BaseRule {
    id: "base.deploys-only",
    statement: "A card whose own text limits where it deploys (\"Deploys only on Hoth\", \"Deploys only to a Jabba's Palace site\") deploys only there; the limit is on deploying, not on moving.",
};

/// Card text, like [`DEPLOYS_ONLY`]: "Deploys and moves like a starfighter."
pub static LIKE_STARFIGHTER: BaseRule = BaseRule {
    id: "base.like-starfighter",
    statement: "A capital starship whose own text says it deploys and moves like a starfighter deploys, moves, lands and takes off as a starfighter does.",
};

/// Card text, like [`DEPLOYS_ONLY`]: an act the card's own text times.
pub static CARD_TIMING: BaseRule = BaseRule {
    id: "base.card-timing",
    statement: "An act whose own card text times it (Proton Bombs: bombardment \"when present during a Force drain\", firing \"in a Bombing Run battle\") happens only then; a phase on the board that rules that out rules the act out.",
};

/// Card text, like [`DEPLOYS_ONLY`]: a docking bay's own price for transit from it.
pub static TRANSIT_PRICE: BaseRule = BaseRule {
    id: "base.transit-price",
    statement: "A docking bay's own text sets what each side's docking bay transit from it costs (\"Your docking bay transit from here requires 1 Force\").",
};

/// Card text (issue 36): any sentence of a card's own text the judge reads, applied as the
/// card says; cited as the card's own text, the sentence quoted.
pub static CARD_TEXT: BaseRule = BaseRule {
    id: "base.card-text",
    statement: "A card's own game text is a fact of the board, as binding as the documents for that card: a sentence read decides as it says; a sentence that bears on an act and is not read leaves the act undetermined.",
};

/// Paying for an act (the scope policy's everyday requirement, "paying the Force a deployment,
/// move or action costs"): taken as met unless the board records the acting side's Force Pile.
pub static FORCE_PILE: BaseRule = BaseRule {
    id: "base.force-pile",
    statement: "The Force a deployment, a move or another act costs is paid from the acting player's Force Pile: where the board records a Force Pile smaller than the act's price, the act cannot be made.",
};

pub static BASE_RULES: &[&BaseRule] = &[
    &CARD_TEXT,
    &CHARACTERS,
    &VEHICLES,
    &STARSHIPS,
    &ITEMS,
    &EFFECTS,
    &OWN_CARDS,
    &DEPLOY_PHASE,
    &DEPLOYS_ONLY,
    &LIKE_STARFIGHTER,
    &CARD_TIMING,
    &TRANSIT_PRICE,
    &FORCE_PILE,
];

/// The base rule with this id.
pub fn base_rule(id: &str) -> Option<&'static BaseRule> {
    BASE_RULES.iter().copied().find(|b| b.id == id)
}
